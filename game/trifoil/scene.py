"""Trifoil's table: the board of Blinks, input as on real Blinks (a Blink then a touching one; spin
handles at the corner triangles), move animations, the side panel and the status line.

Draws from one view (game.trifoil.view) built from observation(seat), as every table does (nothing
in Trifoil is hidden, but the structure is the same); the rules are asked only what a person's own
click would do. Every move goes through TableScene.play, so a refusal carries the rules' own reason to
the screen. Its still picture (backdrop, still board, panel) is still_picture's, the board's look and a
hint's marks come from table_look, its words from table_text. The shell opens it through the game's kit
(kit.py: create_table), and its pictures come from showcase.
"""
from __future__ import annotations

import pygame

from game.core import IllegalAction
from game.trifoil import table_look, table_text
from game.trifoil.animations import animation_for
from game.trifoil.board_view import BoardGeometry, BoardLook, draw_board_live
from game.trifoil.hud import PanelInfo, SidePanel
from game.trifoil.rules import END, longest_chain_path
from game.trifoil.still_picture import StillPicture
from game.trifoil.view import TableView, build_view
from game.ui import theme
from game.ui.paint_ahead import ahead
from game.ui.table import TableScene
from game.ui.table_widgets import StatusLine
from game.ui.theme import px
from game.ui.tween import Timeline


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
        self.still = StillPicture(self.panel, app.settings)  # backdrop, still board and panel, cached
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
        self.still.place(self.size, self.geo)
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
        yield from self.still.spare_steps()
        colours = [self.colour(0), self.colour(1)]
        yield from self.geo.warm_up_steps(colours, [False, colour_blind], ahead,
                                          self.still.backdrop_steps(colours + [None]))

    def update(self, dt: float) -> None:
        self.clock += dt
        self.timeline.update(dt)
        self.still.update(dt)
        if self.anim is not None and self.anim.done:
            self.anim = None
        super().update(dt)
        self._set_buttons()
        self.panel.log_shown = self.log_room(self.panel.log_rect)

    def _set_buttons(self) -> None:
        """End turn (Results once the game is over) and Undo: what they say and whether they work now."""
        over = self.match.is_over()
        # Undo and End turn only where a person plays; Results wherever a kept game has ended
        self.panel.controls = self.shows_controls() and (self.takes_moves() or (over and not self.demo))
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

    def click_blink(self, pos: int) -> None:
        seat = self.human_to_move()
        if seat is None:
            self.refuse(table_text.not_your_turn(self))
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
            self.refuse(table_text.not_your_turn(self))
            return
        action = ("spin", tri, direction)
        if action not in self.legal():
            self.refuse(self.state.why_illegal(action))
            return
        self.play(action, seat)

    def end_turn(self) -> None:
        seat = self.human_to_move()
        if seat is None:
            self.refuse(table_text.not_your_turn(self))
            return
        if END not in self.legal():
            self.refuse(self.state.why_illegal(END))
            return
        self.play(END, seat)

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The still picture (backdrop, still board, panel: see still_picture), then what moves over it."""
        if self.geo is None or surface.get_size() != self.size:
            self.resize(surface.get_size())
        look = self._look()
        info = self._panel_info()
        self.still.draw(surface, look, info, self._tint())
        draw_board_live(surface, self.geo, look)
        self.status.draw(surface, *self._status_text())
        self.panel.draw_live(surface, info, self.mouse, self.clock, self.hover_card)

    def _look(self) -> BoardLook:
        return table_look.board_look(self)

    def _tint(self):
        """The colour of the player to act (the backdrop takes it), or None once the game is over."""
        view = self.view()
        return self.colour(view.to_move) if view.to_move is not None and not view.over else None

    # --- the hint hooks: where a hinted action shows on the table, and in words ------------------------
    def draw_hint(self, surface: pygame.Surface, hint) -> None:
        table_look.draw_hint_marks(self, surface, hint.action)

    def hint_words(self, action, seat: int) -> str:
        return table_text.hint_words(self.view().board, action)

    def hint_dock(self) -> pygame.Rect:
        """The strip the side panel keeps above the move log (hint_dock_strip), as at every table."""
        if self.panel.hint_rect.height:
            return pygame.Rect(self.panel.hint_rect)
        return super().hint_dock()

    def _status_text(self) -> tuple[str, str]:
        return table_text.status_text(self)

    def _panel_info(self) -> PanelInfo:
        return table_text.panel_info(self)

