"""Trifoil's table: the board of Blinks, input as on real Blinks (a Blink then a touching one; spin
handles at the corner triangles), move animations, the side panel and the status line.

Draws from one view (game.trifoil.view) built from observation(seat), as every table does (nothing
in Trifoil is hidden, but the structure is the same); the rules are asked only what a person's own
click would do. Every move goes through TableScene.play, so a refusal carries the rules' own reason to
the screen. The shell opens it through
the game's kit (kit.py: create_table), and its pictures come from showcase.
"""
from __future__ import annotations

import pygame

from game.core import IllegalAction
from game.core.match import possessive
from game.trifoil import blink_art, table_text
from game.trifoil.animations import animation_for
from game.trifoil.board_view import BoardGeometry, BoardLook, draw_board_live, draw_board_still, still_key
from game.trifoil.hud import PanelInfo, SidePanel
from game.trifoil.rules import END, longest_chain_path, push_trace
from game.trifoil.view import TableView, build_view
from game.ui import theme
from game.ui.hint_marks import draw_hint_arrow, draw_hint_ring
from game.ui.paint_ahead import WAIT, ahead, window_pictures
from game.ui.table import TableScene
from game.ui.table_widgets import StatusLine
from game.ui.theme import px
from game.ui.tween import Timeline, Tween, ease_in_out_sine


BACKDROP_SECONDS = 0.6  # the background's cross-fade to the next player's colour
PANEL_BLEED = 16  # pixels around the panel's rectangle painted again with it (its rule and shadow stay inside)


def create_table(app, match, demo: bool = False) -> "TrifoilTable":
    return TrifoilTable(app, match, demo)


class TrifoilTable(TableScene):
    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.panel = SidePanel()
        self.status = StatusLine()
        self.geo: BoardGeometry | None = None
        self.size = (0, 0)
        self.scale = 1.0
        self.timeline = Timeline(app.settings.animation_speed)
        self.anim = None
        self.backdrop = Timeline(app.settings.animation_speed)
        self.backdrop_fade: Tween | None = None
        self.old_tint = None  # the colour the backdrop is fading from
        self.tint_key = None
        self._still: pygame.Surface | None = None  # backdrop + still board + panel, cached
        self._still_key = None
        self._old_still: pygame.Surface | None = None  # the same over the previous player's backdrop
        self._spares: list = []  # window-sized pictures made ahead on the helper thread, for the stills
        self._old_still_key = None
        self._colour_blind = app.settings.colour_blind
        self.clock = 0.0
        self.selected: int | None = None
        self.mouse = (-1, -1)
        self.hover_pos: int | None = None
        self.hover_handle = None
        self.hover_card: int | None = None
        self.marks: dict = {}
        self._log_cache = (None, [])
        self._chains: dict = {}
        self._legal_state = None
        self._legal: set = set()
        self._view: tuple = (None, None)
        self._set_buttons()

    # --- layout -----------------------------------------------------------------------------
    def resize(self, size) -> None:
        self.size = tuple(size)
        w, h = self.size
        s = self.scale = theme.ui_scale(self.size)
        m = px(18, s)
        pw = min(px(330, s), int(w * 0.36))
        panel = pygame.Rect(w - m - pw, m, pw, h - 2 * m)
        status_h = px(54, s)
        board = pygame.Rect(m, m, panel.left - 2 * m, h - 2 * m - status_h)
        self.panel.layout(panel, s, self.hint_dock_strip)
        self.status.layout(pygame.Rect(m, board.bottom, board.width, status_h), s)
        self.geo = BoardGeometry(self.view().board, board)
        cb = self._colour_blind = self.app.settings.colour_blind
        self.warm_in_background(self._warm_up_steps(cb))

    @property
    def state(self):
        return self.match.state

    def observer(self) -> int | None:
        """The seat whose observation is drawn (a replay's chosen view, else the shell's private seat)."""
        return self.replay_view if self.replaying else self.private_seat()

    def view(self) -> TableView:
        """What the table draws now (cached per position)."""
        key = (id(self.state), len(self.match.log), self.observer())
        if self._view[0] != key:
            self._view = (key, build_view(self.state.observation(key[2]), self.match.log))
        return self._view[1]

    # --- who may act ----------------------------------------------------------------------
    def human_to_move(self) -> int | None:
        """The seat a person may move for now, or None (AI's turn, demo, replay, game over)."""
        if self.demo or self.replaying or self.match.is_over():
            return None
        movers = list(self.state.to_move())
        if len(movers) == 1 and not self.seat_is_ai(movers[0]):
            return movers[0]
        return None

    def legal(self) -> set:
        state = self.state
        if self._legal_state is not state:
            self._legal_state = state
            self._legal = set(state.legal_actions()) if not state.is_over() else set()
        return self._legal

    def chain_path(self, seat: int) -> list:
        view = self.view()
        key = (view.board.name, view.slots, seat)  # a chain depends on the links only
        if key not in self._chains:
            if len(self._chains) > 8:
                self._chains.clear()
            self._chains[key] = longest_chain_path(view.board, view.slots, seat + 1)
        return self._chains[key]

    def colour(self, seat: int) -> tuple:
        return theme.seat_colour(seat, self.app.settings.colour_blind)

    # --- moves and their animations --------------------------------------------------------
    def animating(self) -> bool:
        return self.anim is not None and not self.anim.done

    def finish_animation(self) -> None:
        self.timeline.finish_all()
        self.anim = None

    def on_move(self, before, action, seat: int, after) -> None:
        self.finish_animation()
        self.selected = None
        self.timeline.speed = self.app.settings.animation_speed
        shown_before = build_view(before.observation(self.observer()))
        board = shown_before.board
        self.anim = animation_for(self.timeline, board, shown_before.slots, action, self.view().slots)
        if self.anim is not None and self.anim.done:
            self.anim = None
        kind = action[0]
        self.app.sound.play({"place": "place", "push": "push", "spin": "spin"}.get(kind, "click"))
        if kind in ("place", "push"):
            pos, face = divmod(action[1], 6)
            self.marks = {pos: self.colour(seat), board.neighbour[pos][face]: self.colour(seat)}
        elif kind == "spin":
            self.marks = {p: self.colour(seat) for p in board.triangles[action[1]].positions}
        # ending a turn changes no Blink: the last move's outlines stay

    def on_undo(self) -> None:
        self.finish_animation()
        self.selected = None
        self.marks = {}
        self._chains.clear()
        self._log_cache = (None, [])
        self._legal_state = None
        self._view = (None, None)
        if self.geo is not None and self.geo.board is not self.view().board:
            self.resize(self.size)

    def resume(self) -> None:
        super().resume()
        if self._colour_blind != self.app.settings.colour_blind:
            self.resize(self.size)  # the settings changed the palette: render the new lights now

    def on_game_over(self) -> None:
        self.selected = None
        self.app.sound.play("win")

    # --- each frame -------------------------------------------------------------------------
    def _warm_up_steps(self, colour_blind: bool):
        """Pictures made ahead, a step per frame at most: window-sized pictures for the stills, the board's
        sprites (the blurred ones, a move's, painted on a helper thread: each takes longer than a frame
        at 1080p), then the backdrops a game cross-fades between (after the first move), the rest."""
        for made in ahead(window_pictures, self.size, 3):  # two for the stills, one to warm backdrops in
            if made is not WAIT:
                self._spares = made
            yield made
        yield from self.geo.warm_up_steps([self.colour(0), self.colour(1)], [False, colour_blind], ahead,
                                          self._backdrop_steps())

    def _backdrop_steps(self):
        scratch = self._spare()
        for tint in (self.colour(0), self.colour(1), None):
            yield from ahead(theme.background_picture, self.size, tint)
            yield theme.draw_background(scratch, tint)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.timeline.update(dt)
        self.backdrop.update(dt)
        if self.anim is not None and self.anim.done:
            self.anim = None
        super().update(dt)
        self._set_buttons()
        self.panel.log_shown = self.log_room(self.panel.log_rect)

    def _set_buttons(self) -> None:
        """End turn (Results once the game is over) and Undo: what they say and whether they work now."""
        over = self.match.is_over()
        self.panel.controls = self.shows_controls()
        self.panel.set_buttons("Results" if over else "End turn",
                               (not self.demo) if over else (self.human_to_move() is not None and END in self.legal()),
                               self.can_undo())

    # --- input -----------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            return False
        if event.type == pygame.WINDOWLEAVE:
            self._hover((-1, -1))
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.panel.log_rect.collidepoint(self.mouse):
                self.panel.scroll(event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.finish_animation()
            self._hover(event.pos)
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected = None
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.panel.pressed = None
            return False
        if event.type == pygame.KEYDOWN:
            self.finish_animation()
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_e) and not event.mod & pygame.KMOD_CTRL \
                    and not self.match.is_over():
                self.end_turn()
                return True
        return super().handle_event(event)

    def _hover(self, pos) -> None:
        self.mouse = pos
        geo = self.geo
        self.hover_handle = geo.handle_at(*pos) if geo else None
        self.hover_pos = None if self.hover_handle or geo is None else geo.position_at(*pos)
        self.hover_card = self.panel.card_at(pos)

    def _click(self, pos) -> bool:
        button = self.panel.button_at(pos)
        if button == "end":
            self.panel.pressed = "end"
            if self.match.is_over():
                self.open_results()
            else:
                self.end_turn()
            return True
        if button == "undo":
            self.panel.pressed = "undo"
            self.undo()
            return True
        if self.hover_handle is not None:
            self.click_handle(*self.hover_handle)
            return True
        if self.hover_pos is not None:
            self.click_blink(self.hover_pos)
            return True
        if self.selected is not None:
            self.selected = None
            return True
        return False

    def _not_your_turn(self) -> str:
        if self.match.is_over():
            return "The game is over."
        if self.demo:
            return "This is a demonstration: the AI plays both sides."
        movers = list(self.state.to_move())
        name = self.seat_label(movers[0]) if movers else "the AI"
        return f"Wait: it is {possessive(name, start=False)} turn."

    def click_blink(self, pos: int) -> None:
        seat = self.human_to_move()
        if seat is None:
            self.refuse(self._not_your_turn())
            return
        board = self.state.board
        if self.selected is None:
            self.selected = pos
            self.app.sound.play("click", 0.6)
            return
        if pos == self.selected:
            self.selected = None
            return
        if board.face_toward(self.selected, pos) is None:
            # a Blink that does not touch the chosen one starts a new choice
            self.selected = pos
            self.app.sound.play("click", 0.6)
            return
        try:
            action = self.state.pair_action(self.selected, pos)
        except IllegalAction as exc:
            self.refuse(str(exc))
            return
        self.play(action, seat)

    def click_handle(self, tri: int, direction: str | None) -> None:
        name = self.view().board.triangles[tri].name
        if direction is None:
            self.notice(f"{name}: click ↻ to spin it clockwise or ↺ to spin it counter-clockwise.")
            return
        seat = self.human_to_move()
        if seat is None:
            self.refuse(self._not_your_turn())
            return
        action = ("spin", tri, direction)
        if action not in self.legal():
            self.refuse(self.state.why_illegal(action))
            return
        self.play(action, seat)

    def end_turn(self) -> None:
        seat = self.human_to_move()
        if seat is None:
            self.refuse(self._not_your_turn())
            return
        if END not in self.legal():
            self.refuse(self.state.why_illegal(END))
            return
        self.play(END, seat)

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The backdrop, the still board and the panel come from one cached picture while they
        are unchanged (most frames); what moves is drawn over it every frame. While the backdrop
        fades to the next player's colour, the same picture over the previous colour is laid on
        top with falling opacity: the board and panel are opaque to neither, so blending the two
        pictures is blending the backdrops, at the cost of one blit instead of a redraw per step."""
        if self.geo is None or surface.get_size() != self.size:
            self.resize(surface.get_size())
        look = self._look()
        info = self._panel_info()
        tint = self._tint()
        old_alpha = self._fade_alpha(tint)
        key = (self.size, still_key(self.geo, look), self.panel.still_key(info))
        painted = False
        if old_alpha > 0 and _tint_of(self._still_key) == self.old_tint != _tint_of(self._old_still_key):
            # a fade begins: the picture on screen is over the old colour, the fading one's (see below)
            self._still, self._old_still = self._old_still, self._still
            self._still_key, self._old_still_key = self._old_still_key, self._still_key
            if self._still is not None:
                self._still.set_alpha(None)
        if old_alpha < 250:  # the new colour shows
            if (key, tint) != self._still_key or self._still is None:
                self._still = self._paint_still(self._still, self._still_key, (key, tint), look, info)
                self._still_key = (key, tint)
                painted = True
            surface.blit(self._still, (0, 0))
        if old_alpha > 0:  # the old colour still shows
            # at most one picture is painted a frame: the fading one, over the right colour, may show a
            # change of the board or the panel a frame late
            if _tint_of(self._old_still_key) != self.old_tint or self._old_still is None \
                    or ((key, self.old_tint) != self._old_still_key and not painted):
                self._old_still = self._paint_still(self._old_still, self._old_still_key, (key, self.old_tint),
                                                    look, info)
                self._old_still_key = (key, self.old_tint)
                painted = True
            self._old_still.set_alpha(None if old_alpha >= 250 else old_alpha)
            surface.blit(self._old_still, (0, 0))
            if old_alpha >= 250 and not painted and ((key, tint) != self._still_key or self._still is None):
                # the new colour does not show yet: its picture is painted now, in a frame that copies one
                # picture, not in the fade's first blended frame, which copies and blends two (that frame
                # painting it was a 1080p game's slowest)
                self._still = self._paint_still(self._still, self._still_key, (key, tint), look, info)
                self._still_key = (key, tint)
        draw_board_live(surface, self.geo, look)
        self.status.draw(surface, *self._status_text())
        self.panel.draw_live(surface, info, self.mouse, self.clock, self.hover_card)

    def _paint_still(self, still, was, now, look, info) -> pygame.Surface:
        """The backdrop, the still board and the panel for `now` ((size, board key, panel key), tint) into
        `still` (made if need be), which shows `was`. When only the panel or a few Blinks changed (the
        turn, the log, a link placed, a spin landed: most changes), only their parts are painted again,
        each clipped on its own: every layer reaching a part is painted there as for the whole picture, so
        the pixels are the same, at a fraction of the cost (the panel and the Blinks apart, not the
        rectangle holding both: that one took in most of the backdrop between them)."""
        if still is None or still.get_size() != self.size:
            still, was = self._spare(), None
        areas = self._changed_area(was, now)
        if areas is None:
            self._paint_layers(still, now, look, info, board=True, panel=True)
            return still
        board_reach, panel_reach = self._board_reach(), self.panel.rect.inflate(2 * PANEL_BLEED, 2 * PANEL_BLEED)
        for area in areas:
            still.set_clip(area)
            self._paint_layers(still, now, look, info, board=area.colliderect(board_reach),
                               panel=area.colliderect(panel_reach))
        still.set_clip(None)
        return still

    def _paint_layers(self, still, now, look, info, board: bool, panel: bool) -> None:
        """The still picture's layers, bottom up (within the surface's clip); a layer that cannot reach
        the clip is left out (it would paint nothing there)."""
        theme.draw_background(still, now[1])
        if board:
            draw_board_still(still, self.geo, look)
        if panel:
            self.panel.draw_still(still, info)

    def _tile_reach(self) -> int:
        """Half the side of the square around a Blink's centre that its tile, glow and lights paint in."""
        R = self.geo.R
        return int(max(R + blink_art.tile_margin(R), R * blink_art.LIGHT_REACH + blink_art.light_radius(R))) + 3

    def _board_reach(self) -> pygame.Rect:
        """Where the still board paints anything: the squares of all its Blinks."""
        reach = self._tile_reach()
        xs = [cx for cx, _ in self.geo.centres]
        ys = [cy for _, cy in self.geo.centres]
        return pygame.Rect(int(min(xs)) - reach, int(min(ys)) - reach,
                           int(max(xs)) - int(min(xs)) + 2 * reach, int(max(ys)) - int(min(ys)) + 2 * reach)

    def _changed_area(self, was, now) -> list[pygame.Rect] | None:
        """The parts of a still picture showing `was` that must be painted again to show `now` (None: all
        of it): the panel if it changed, and the squares of the Blinks whose lamps, hidden lights or spin
        changed (with their neighbours' lights reaching in, which are painted again there too); the
        Blinks' squares as one part, the panel as another unless the two overlap."""
        if was is None or was[1] != now[1] or was[0][0] != now[0][0]:
            return None  # another backdrop, another size
        (_, board0, panel0), (_, board1, panel1) = was[0], now[0]
        parts = []
        if board0 != board1:
            if board0[0] != board1[0] or board0[4:] != board1[4:]:
                return None  # another board geometry, palette or lettering
            slots0, hidden0, spin0 = board0[1], board0[2] or frozenset(), board0[3] or frozenset()
            slots1, hidden1, spin1 = board1[1], board1[2] or frozenset(), board1[3] or frozenset()
            tiles = set(spin0) ^ set(spin1)
            tiles.update(i // 6 for i in range(len(slots1))
                         if slots0[i] != slots1[i] or (i in hidden0) != (i in hidden1))
            reach = self._tile_reach()
            squares = [pygame.Rect(int(cx) - reach, int(cy) - reach, 2 * reach, 2 * reach)
                       for cx, cy in (self.geo.centres[p] for p in tiles)]
            if squares:
                parts.append(squares[0].unionall(squares[1:]))
        if panel0 != panel1:
            if panel0[0] != panel1[0]:
                return None  # the panel's key starts with its rectangle: a panel moved is painted whole
            panel = self.panel.rect.inflate(2 * PANEL_BLEED, 2 * PANEL_BLEED)
            if parts and parts[0].colliderect(panel):
                parts[0] = parts[0].union(panel)
            else:
                parts.append(panel)
        return parts or None

    def _spare(self) -> pygame.Surface:
        """A window-sized picture: one made ahead (see _warm_up_steps) while there is one."""
        while self._spares:
            picture = self._spares.pop()
            if picture.get_size() == self.size:
                return picture
        return pygame.Surface(self.size)

    def _tint(self):
        """The colour of the player to act (the backdrop takes it), or None once the game is over."""
        view = self.view()
        return self.colour(view.to_move) if view.to_move is not None and not view.over else None

    def _fade_alpha(self, tint) -> int:
        """The opacity (0-255) of the previous player's backdrop over `tint`'s: a change of player
        starts a new cross-fade; 0 when none is running."""
        key = (tint, self.size)
        if key != self.tint_key:
            if self.tint_key is not None and self.tint_key[1] == key[1]:
                self.old_tint = self.tint_key[0]
                self.backdrop.finish_all()
                self.backdrop.speed = self.app.settings.animation_speed
                self.backdrop_fade = self.backdrop.add(Tween(BACKDROP_SECONDS, ease_in_out_sine))
            self.tint_key = key
        fade = self.backdrop_fade
        if fade is None or fade.done:
            return 0
        return max(0, min(255, int(255 * (1.0 - fade.value))))

    def _look(self) -> BoardLook:
        view = self.view()
        look = BoardLook(view.slots, colour_blind=self.app.settings.colour_blind, pulse=self.clock,
                         hover_pos=self.hover_pos if self.human_to_move() is not None else None, marks=self.marks)
        look.frame = self.anim.frame(self.geo) if self.animating() else None
        seat = self.human_to_move()
        legal = self.legal()
        if seat is not None:
            # a click finishes a running animation first, so the handles already show the new position
            look.handles = {}
            for t in range(len(view.board.triangles)):
                for d in ("cw", "ccw"):
                    on = ("spin", t, d) in legal
                    look.handles[(t, d)] = ("hover" if self.hover_handle == (t, d) else "on") if on else "off"
            if self.selected is not None and not self.animating():
                look.selected = self.selected
                self._targets(look, seat)
        else:
            look.handles = {(t, d): "off" for t in range(len(view.board.triangles)) for d in ("cw", "ccw")}
        if self.hover_handle is not None:
            look.hover_tri = self.hover_handle[0]
        if self.hover_card is not None:
            look.chain = self.chain_path(self.hover_card)
        elif self.match.is_over() and not self.animating():
            look.chain = self._winning_chain()
        return look

    def _targets(self, look: BoardLook, seat: int) -> None:
        """Gold outlines on the touching Blinks where a place or push is legal (the rules are asked what
        the person's own clicks would do), and a preview of the move under the pointer."""
        view = self.view()
        board = view.board
        for other in board.neighbour[self.selected]:
            if other < 0:
                continue
            try:
                action = self.state.pair_action(self.selected, other)
            except IllegalAction:
                look.targets[other] = False
                continue
            look.targets[other] = True
            if other == self.hover_pos:
                if action[0] == "place":
                    look.ghosts = [(action[1], seat + 1)]
                else:
                    look.arrows = push_trace(board, view.slots, action[1])

    def _winning_chain(self) -> list:
        view = self.view()
        returns = view.returns
        if returns[0] == returns[1]:
            chains = view.chains
            return self.chain_path(0 if chains[0] >= chains[1] else 1)
        return self.chain_path(0 if returns[0] > returns[1] else 1)

    # --- the hint hook: the Blinks, triangle or button a hinted action uses ----------------------------
    def draw_hint(self, surface: pygame.Surface, hint) -> None:
        geo, s, action = self.geo, self.scale, hint.action
        if geo is None:
            return
        if action[0] in ("place", "push"):
            pos, face = divmod(action[1], 6)
            other = self.view().board.neighbour[pos][face]
            for p in (pos, other):
                cx, cy = geo.centres[p]
                draw_hint_ring(surface, pygame.Rect(0, 0, geo.R * 1.7, geo.R * 1.7).move(cx - geo.R * 0.85, cy - geo.R * 0.85),
                               self.clock, s, circle=True, tag="Hint" if p == pos else None)
            draw_hint_arrow(surface, geo.centres[pos], geo.slot_point(action[1]), s)
        elif action[0] == "spin":
            handle = next(h for h in geo.handles if h.tri == action[1])
            x, y = handle.cw if action[2] == "cw" else handle.ccw
            r = handle.arrow_radius
            draw_hint_ring(surface, pygame.Rect(x - r, y - r, 2 * r, 2 * r), self.clock, s, circle=True)
            for p in self.view().board.triangles[action[1]].positions:
                cx, cy = geo.centres[p]
                draw_hint_ring(surface, pygame.Rect(cx - geo.R * 0.7, cy - geo.R * 0.7, geo.R * 1.4, geo.R * 1.4),
                               self.clock, s, circle=True, tag=None)
        else:
            draw_hint_ring(surface, self.panel.end_button.rect, self.clock, s)

    def hint_words(self, action, seat: int) -> str:
        board = self.view().board
        if action[0] in ("place", "push"):
            pos, face = divmod(action[1], 6)
            a, b = board.letters[pos], board.letters[board.neighbour[pos][face]]
            if action[0] == "place":
                return f"light a link on {a}, facing {b} (click {a}, then {b})."
            return f"push {a}'s link across to {b} (click {a}, then {b})."
        if action[0] == "spin":
            way = "clockwise" if action[2] == "cw" else "counter-clockwise"
            return f"spin {board.triangles[action[1]].name} {way}."
        return "end your turn here."

    def hint_dock(self) -> pygame.Rect:
        """The strip the side panel keeps above the move log (hint_dock_strip), as at every table."""
        if self.panel.hint_rect.height:
            return pygame.Rect(self.panel.hint_rect)
        return super().hint_dock()

    def _status_text(self) -> tuple[str, str]:
        return table_text.status_text(self)

    def _panel_info(self) -> PanelInfo:
        return table_text.panel_info(self)


def _tint_of(still_key):
    """The backdrop's colour a still picture was painted over (its key's second part), or a marker when
    none was painted yet."""
    return _NONE if still_key is None else still_key[1]


_NONE = object()
