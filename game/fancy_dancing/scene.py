"""The Fancy Dancing table: the centre column with its Plus/Minus/Style cards, five numbered spaces a
side, the running points against 21–26, the hand fanned at the bottom (pick a card by click, drag or
1–5; the spaces that may take it light up), deck and discard, Accolades, the move log, Refresh and
Undo, all four modes. Animations come from game.fancy_dancing.choreography.

Draws from one view (game.fancy_dancing.view), built from observation(seat) of the person looking
(the shell's private_seat) or a spectator's: the other hands are face-down backs whose faces the table
never knows, and in pass and play the hand at the bottom turns face down as soon as its person's turn
ends. Every move goes through TableScene.play, so a refusal shows the rules' own reason. The shell
opens it through the game's kit (kit.py: create_table).
"""
from __future__ import annotations

import pygame

from game.core import CHANCE
from game.fancy_dancing import card_faces, table_text
from game.fancy_dancing import cards as C
from game.fancy_dancing import layout as L
from game.fancy_dancing import table_draw as D
from game.fancy_dancing.choreography import Choreographer, token_path
from game.fancy_dancing.table_input import TableInput
from game.fancy_dancing.view import TableView, build_view, new_events
from game.ui import card_art, cards, theme
from game.ui.hint_marks import draw_hint_arrow, draw_hint_ring
from game.ui.still_picture import StillPicture
from game.ui.table import TableScene
from game.ui.table_widgets import GildedButton, MoveLog, StatusLine
from game.ui.theme import Palette, px


HELD_GLOW = (150, 230, 180)


def create_table(app, match, demo: bool = False) -> "FancyTable":
    return FancyTable(app, match, demo)


class FancyTable(TableInput, TableScene):
    undo_until_reveal = True  # a play can be taken back until a card drawn since is shown

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self._colour_blind = app.settings.colour_blind
        self.book = card_art.SpriteBook(card_faces.make_painter(self._colour_blind), variant=self._colour_blind)
        self.layer = cards.CardLayer(self.book, app.settings.animation_speed)
        self.choreo = Choreographer(self.layer, sound=app.sound.play)
        self.lay: L.TableLayout | None = None
        self.size = (0, 0)
        self.deck_pile = cards.Pile("Deck")
        self.discard_pile = cards.Pile("Discard")
        self.log = MoveLog()
        self.logbook = table_text.LogBook(self)
        self.status = StatusLine()
        self.buttons = {"refresh": GildedButton("refresh", "Refresh", "R"),
                        "undo": GildedButton("undo", "Undo", "Ctrl+Z"),
                        "end": GildedButton("end", "End turn", "Enter")}
        self.selected: str | None = None  # a card name in the viewer's hand
        self.key_target = 0  # which lit space the arrow keys point at
        self.hover_hand: str | None = None
        self.hover_space: tuple | None = None  # (row, side) under the pointer
        self.hover_button: str | None = None
        self.pressed: str | None = None
        self.drag = cards.Drag()
        self.mouse = (-1, -1)
        self.clock = 0.0
        self.high_place: int | None = None
        self._still = StillPicture()
        self._painted = None  # (key, deck, tokens, {card: area}) of the still picture painted last
        humans = self.human_seats()
        self.bottom = humans[0] if humans and not demo else 0  # the seat drawn at the bottom
        self._view_key = None
        self._view: TableView | None = None
        self._laid_for: int | None = None  # the bottom seat the layout was computed for
        self._shown = None  # the view's key (who looks, from where) the cards rest on
        self._committed = None  # the held move being played out by commit_pending
        self._set_buttons()

    # --- who is looking ----------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    @property
    def mode(self) -> str:
        return self.match.options.get("mode", "duel")

    @property
    def solo(self) -> bool:
        return self.mode != "duel"

    def observer(self) -> int | None:
        """The seat whose observation is drawn, its hand open at the bottom: the person looking (the
        shell's private_seat: with several people, only the one the curtain was lifted for, while they
        choose), seat 0 when the AI plays every seat, a replay's chosen view. None: a spectator's view,
        every hand face down."""
        if self.replaying:
            return self.replay_view
        if self.demo or not self.human_seats():
            return 0
        return self.private_seat()

    def view_seat(self) -> int:
        """The seat drawn at the bottom: the one looking, else whoever looked last. Every other hand is
        drawn small and face down at the top."""
        seat = self.observer()
        if seat is not None:
            self.bottom = seat
        return self.bottom

    def view(self) -> TableView:
        """What the table draws now (cached per position and viewer)."""
        seat = self.observer()
        key = (id(self.state), len(self.match.log), seat, self.view_seat())
        if key != self._view_key or self._view is None:
            self._view_key = key
            self._view = build_view(self.state.observation(seat), self.bottom)
        return self._view

    def view_of(self, state) -> TableView:
        """Another position (the one before a move) as the present viewer sees it."""
        return build_view(state.observation(self.observer()), self.view_seat())

    def seat_colour(self, seat: int) -> tuple:
        return theme.seat_colour(seat, self.app.settings.colour_blind)

    def human_to_move(self) -> int | None:
        """The seat whose person may act now (None: the AI's turn, a demo, a replay, the end)."""
        if self.demo or self.replaying or self.match.is_over():
            return None
        movers = list(self.state.to_move())
        if len(movers) == 1 and movers[0] != CHANCE and not self.seat_is_ai(movers[0]) \
                and movers[0] == self.observer():
            return movers[0]
        return None

    def hand_names(self) -> list[str]:
        """The viewer's cards as shown (a held card has left the hand)."""
        hand = self.choreo.display.hands.get(self.choreo.viewer, [])
        return [n for n in hand if not str(n).startswith("?")]

    def targets_for(self, name: str) -> list[tuple[int, int]]:
        """(row, side) pairs where the rules let `name` go now."""
        if self.human_to_move() is None or self.pending is not None:
            return []
        card = C.card_id(name)
        seat = self.human_to_move()
        legal = self.state.legal_actions(seat)
        return [(a[2], a[3]) for a in legal if a[0] == "play" and a[1] == card]

    def target_rect(self, row: int, side: int) -> pygame.Rect | None:
        n = len(self.choreo.display.rows.get((row, side), []))
        if n >= L.SPACES:
            return None
        return self.lay.space(row, side, n)

    # --- layout ----------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        self.size = tuple(size)
        self._lay_out(self.view_seat())
        self.warm_in_background(self._warm_steps())
        self._reset_view()

    def _lay_out(self, bottom: int) -> None:
        """The layout with `bottom` at the bottom (the other hands' places depend on who sits there)."""
        others = [p for p in range(self.match.players) if p != bottom]
        lay = self.lay = L.compute(self.size, self.solo, self.match.players, bottom, others, self.hints.docked())
        self._laid_for = bottom
        self.deck_pile.layout(lay.deck, lay.pile_card)
        self.discard_pile.layout(lay.discard, lay.pile_card)
        self.log.layout(lay.log, lay.scale)
        self.status.layout(lay.status, lay.scale)
        for name, rect in lay.buttons.items():
            self.buttons[name].rect = rect
        self._still.forget()

    def _reset_view(self) -> None:
        """Rest every card exactly where the view puts it (no animation)."""
        if self.lay is None:
            return
        view = self.view()
        if view.bottom != self._laid_for:
            self._lay_out(view.bottom)
        self._shown = view.key()
        self.layer.speed = self.app.settings.animation_speed
        self.choreo.reset(view.obs, self.lay, view.bottom)
        if self.pending is not None and view.open:
            self._show_held()
            self.choreo.finish()

    def _follow(self) -> None:
        """Someone else looks now (a curtain was lifted, a turn ended): the cards rest on their view at
        once, whatever was moving, so nothing of the last view stays on screen."""
        if self.lay is not None and self.view().key() != self._shown:
            self.choreo.finish()
            self._reset_view()

    def _warm_steps(self):
        """The backs and blank faces (on the helper thread: painted here, each cost a frame 1.5-2 ms at
        1080p besides its first face), then every face at the table's sizes."""
        lay = self.lay
        names = list(C.NAME)
        sizes = (lay.hand_card, lay.card, lay.spread_card if lay.solo else lay.pile_card)
        yield from self.book.blank_steps(sizes + (lay.mini_card,))
        for size in sizes:
            yield from self.book.warm_steps(names, size)


    # --- moves and their animations ------------------------------------------------------------------
    def animating(self) -> bool:
        return self.choreo.busy

    def finish_animation(self) -> None:
        self.choreo.finish()

    def on_move(self, before, action, seat: int, after) -> None:
        self.selected = None
        self.drag.cancel()
        self.layer.speed = self.app.settings.animation_speed
        view = self.view()
        if self.lay is not None and view.key() != self._shown:
            # who looks changed with this move (a person's turn ended): the cards are laid out as the new
            # view saw them before it, then the move plays out (a held card stays where it waited)
            if view.bottom != self._laid_for:
                self._lay_out(view.bottom)
            self.choreo.reset(self.view_of(before).obs, self.lay, view.bottom)
            if self._committed is not None and self._committed[0] == "play":
                _, card, row, side = self._committed
                self.choreo.lay_down(seat, C.NAME[card], row, side)
            self._shown = view.key()
        self.choreo.stage(view.obs, self._deck_start(view.obs, list(view.events)))
        if action[0] == "refresh":
            self.app.sound.play("card", 0.6)

    def _deck_start(self, obs: dict, events: list) -> list:
        """Set the shown deck to its size before `events` (cards leave it as they are dealt)."""
        leaving = 0
        arriving = 0
        for ev in events:
            if ev[0] == "deal":
                leaving += int(ev[1]) * int(obs["players"])
            elif ev[0] in ("set_aside",):
                leaving += int(ev[1])
            elif ev[0] == "draw":
                leaving += int(ev[2])
            elif ev[0] == "rebuild":
                arriving += int(ev[1])
        self.choreo.display.deck = obs["deck_count"] + leaving - arriving
        return events

    def on_chance(self, before) -> None:
        self.layer.speed = self.app.settings.animation_speed
        view = self.view()
        events = new_events(self.view_of(before).obs, view.obs)
        self.choreo.stage(view.obs, self._deck_start(view.obs, events))

    def on_undo(self) -> None:
        self.selected = None
        self.drag.cancel()
        self._view_key = None
        if self.lay is not None:
            self._reset_view()

    def holds_move(self, action, seat: int) -> bool:
        return action[0] == "play"

    def commit_pending(self) -> bool:
        self._committed = self.pending[0] if self.pending is not None else None
        try:
            return super().commit_pending()
        finally:
            self._committed = None

    def on_hold(self, action, seat: int) -> None:
        self.selected = None
        self.drag.cancel()
        self._show_held()

    def _show_held(self) -> None:
        _, card, row, side = self.pending[0]
        self.choreo.hold(C.NAME[card], row, side, HELD_GLOW)

    def undo_words(self, held: bool) -> str:
        return "Your card is back in your hand." if held else "Your move is taken back."

    def on_game_over(self) -> None:
        self.selected = None
        state = self.state
        won = state.returns()[0] >= 1.0 if state.returns() else False
        if self.solo and not self.demo:
            from game.fancy_dancing import highscores

            humans = [self.seat_label(p) for p in self.human_seats()] or [self.seat_label(0)]
            turns = sum(1 for seat, _ in self.match.log if seat != CHANCE)
            self.high_place = highscores.record(self.mode, " & ".join(humans), int(state.scores()[0]), won, turns)
        self.app.sound.play("win" if (won or not self.solo) else "chime")

    def restart(self) -> None:
        self.high_place = None
        super().restart()

    def resume(self) -> None:
        super().resume()
        if self._colour_blind != self.app.settings.colour_blind:
            self._colour_blind = self.app.settings.colour_blind
            self.book.set_variant(self._colour_blind)
            self.book.painter = card_faces.make_painter(self._colour_blind)
            self._still.forget()
        self.layer.speed = self.app.settings.animation_speed

    # --- each frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self._follow()
        self.choreo.update(dt)
        super().update(dt)
        self._follow()
        self._set_buttons()
        if self.lay is not None:
            self.log.room = self.log_room(self.lay.log)

    # --- what the drawing needs ------------------------------------------------------------------------
    def _info(self) -> D.TableInfo:
        view = self.view()
        d = self.choreo.display
        cb = self.app.settings.colour_blind
        movers = [view.to_move] if view.to_move is not None else []
        thinking_seat = self._ticket_seat if self.thinking else None
        humans = self.human_seats()
        seats = []
        for p in range(self.match.players):
            if self.seat_is_ai(p):
                level = self.match.seats[p].level
                role = f"AI · {level.capitalize()}"
            else:
                role = "You" if len(humans) == 1 else "Player"
            spectator = self.replaying and self.replay_view is None  # no hand is open: count them all
            hand = len(d.hands.get(p, [])) if d.hands and not spectator else view.hand_sizes[p]
            seats.append(D.SeatInfo(p, self.seat_label(p), role, self.seat_colour(p), hand,
                                    None if self.solo else (d.accolades[p] if p < len(d.accolades) else 0),
                                    p in movers and not view.over, p == thinking_seat))
        if self.solo:
            side_titles = {0: table_text.side_title(self, 0)}
            side_colours = {0: Palette.gold}
        else:
            side_titles = {s: table_text.side_title(self, s) for s in (0, 1)}
            side_colours = {s: self.seat_colour(s) for s in (0, 1)}
        others = {}
        for seat in self.lay.others:
            info = seats[seat]
            others[seat] = (info.name, self.seat_colour(seat))
            others[seat] = (f"{info.name}\n{info.role} · {info.hand} card{'s' * (info.hand != 1)}",
                            self.seat_colour(seat))
        return D.TableInfo(
            mode=self.mode, solo=self.solo, mode_line=table_text.MODE_LINES.get(self.mode, ""), seats=seats,
            side_titles=side_titles, side_colours=side_colours, accolades=list(d.accolades),
            rows={k: list(v) for k, v in d.counted.items()}, deck=d.deck, discard=list(d.discard), tokens=d.tokens,
            rebuilds=view.rebuilds, colour_blind=cb, others=others)

    # --- drawing --------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The ballroom, the floor, the panel and (between moves) the cards lying on the floor and the
        piles come from one cached picture; hands, moving cards, glows and buttons are drawn over it."""
        if self.lay is None or surface.get_size() != self.size:
            self.resize(surface.get_size())
        lay = self.lay
        s = lay.scale
        info = self._info()
        entries = self.logbook.refresh()
        idle = not self.choreo.busy and not self.drag.active
        resting = self._resting_cards() if idle else set()
        key = (self.size, info.still_key(), len(entries), self.log.scroll, idle, self.log.room,
               tuple(sorted((str(i), str(self.layer.get(i).key)) for i in resting)))

        def paint(pic: pygame.Surface) -> None:
            D.draw_still(pic, lay, info, self.book, self.log, entries)
            areas = {i: self._card_area(i) for i in resting}
            if idle:
                D.draw_piles(pic, lay, info, self.deck_pile, self.discard_pile, self.book, self.clock)
                D.draw_tokens(pic, lay, info, None)
                clip = pic.get_clip()  # (StillPicture may paint a part of the picture again)
                self.layer.draw(pic, only={i for i, r in areas.items() if r.colliderect(clip)})
            self._painted = (key, info.deck, info.tokens, areas)

        self._still.show(surface, key, paint, self._still_changes)
        if not idle:
            riffle = self.choreo.active("riffle")
            D.draw_piles(surface, lay, info, self.deck_pile, self.discard_pile, self.book, self.clock,
                         riffle[0][1] if riffle else None)
            turning = self.choreo.active("time")
            D.draw_tokens(surface, lay, info, (turning[0][0].data["index"], turning[0][1]) if turning else None)
            for effect, p in self.choreo.active("score"):
                D.draw_score_glow(surface, lay, effect.data["key"], effect.data["won"], effect.data["text"], p,
                                  self.clock)
        self._draw_targets(surface)
        self._set_lifts()
        dragged = self.drag.ident if self.drag.active else None
        skip = set(resting)
        if dragged:
            skip.add(dragged)
        self.layer.draw(surface, skip=skip)
        for effect, p in self.choreo.active("score"):
            D.draw_score_glow(surface, lay, effect.data["key"], effect.data["won"], effect.data["text"], p,
                              self.clock, label=True)
        for effect, p in self.choreo.active("token"):
            side = effect.data["side"]
            dst = D.accolade_slot(lay, info.side_titles[side], side, effect.data["index"])
            x, y, f = token_path(effect.data["from"], dst, p)
            D.draw_token_flight(surface, (x, y), f, s)
        D.draw_others_live(surface, lay, info, self.clock)
        self._draw_buttons(surface)
        self.status.draw(surface, *table_text.status_text(self))
        if dragged:
            sp = self.layer.get(dragged)
            if sp is not None:
                sp.x, sp.y = self.drag.card_centre()
                sp.lift = 1.5
                sp.draw(surface, self.book, True, self.clock)

    # --- where a new still picture differs from the last (StillPicture paints it again only there) ----
    def _card_area(self, ident) -> pygame.Rect:
        """All a resting card may cover, its shadow and any turn included."""
        sp = self.layer.get(ident)
        side = int(max(sp.size) * 1.6)
        r = pygame.Rect(0, 0, side, side)
        r.center = sp.rect().center
        return r

    def _still_changes(self, old, new) -> list | None:
        """The window's parts where the still picture `new` (a key made in draw) differs from `old`, the
        one painted last: the panel (seats, piles, log), a row's badges, a face-down hand's plate, the
        resting cards that came or went; None (anywhere) for the rest (a mode, a title, the window)."""
        painted = self._painted
        if painted is None or painted[0] != old or old[0] != new[0]:
            return None
        _, was, lines_was, scroll_was, idle_was, room_was, cards_was = old
        _, now, lines, scroll, idle, room, cards = new
        _, deck, tokens, areas = painted
        lay = self.lay
        s = lay.scale
        info = self._info()
        panel = lay.panel.inflate(px(8, s), px(8, s))
        tokens_area = lay.tokens.inflate(px(40, s), px(20, s))  # the Time tokens and their word
        out = []
        if (lines_was, scroll_was, room_was) != (lines, scroll, room) or deck != info.deck:
            out.append(panel)  # the log (its lines, scroll, the room a hint leaves it), the deck's count
        if tokens != info.tokens:
            out.append(tokens_area)
        for part, a, b in zip(D.STILL_KEY_PARTS, was, now):
            if a == b:
                continue
            if part == "seats" or (part in ("rebuilds", "discard") and not info.solo):  # all on the panel
                out.append(panel)
            elif part == "rows":  # the rows' points: their badges (and the pips under them)
                a, b = dict(a), dict(b)
                for row in {row for row in set(a) | set(b) if a.get(row) != b.get(row)}:
                    r = lay.badges.get(row)
                    if r is not None:
                        out.append(pygame.Rect(r.left - px(4, s), r.top - px(4, s), r.width + px(8, s),
                                               r.height + px(20, s)))
            elif part == "others":  # the face-down hands at the top: their plates and captions
                out.extend(pygame.Rect(0, r.top, self.size[0], r.height) for r in lay.others.values())
            else:
                return None
        if idle_was != idle:  # the piles and tokens go into the picture or come out of it
            out += [panel, tokens_area]
        if idle_was != idle or cards_was != cards:  # the resting cards that came, went or turned
            now_areas = {i: self._card_area(i) for i in self._resting_cards()} if idle else {}
            faces_was, faces = dict(cards_was), dict(cards)
            for ident in set(areas) | set(now_areas):
                if areas.get(ident) != now_areas.get(ident) or faces_was.get(str(ident)) != faces.get(str(ident)):
                    out.extend(r for r in (areas.get(ident), now_areas.get(ident)) if r is not None)
        return out

    # --- the hint hook: the card and the space (or Refresh) of a hinted action -------------------------
    def draw_hint(self, surface: pygame.Surface, hint) -> None:
        s = self.lay.scale
        action = hint.action
        if action[0] != "play":
            draw_hint_ring(surface, self.buttons["refresh"].rect, self.clock, s)
            return
        _, card, row, side = action
        sprite = self.layer.get(C.NAME[card])
        space = self.target_rect(row, side)
        if sprite is not None:
            draw_hint_ring(surface, sprite.rect(), self.clock, s)
        if space is not None:
            draw_hint_ring(surface, space, self.clock, s, tag=None)
            if sprite is not None:
                start = sprite.rect()
                draw_hint_arrow(surface, (start.centerx, start.top), space.midbottom if space.bottom < start.top
                                else space.center, s)

    def hint_dock(self) -> pygame.Rect:
        """The strip the side panel keeps above the move log (hint_dock_strip), as at every table."""
        if self.lay is not None and self.lay.hint.height:
            return pygame.Rect(self.lay.hint)
        return super().hint_dock()

    def hint_words(self, action, seat: int) -> str:
        if action[0] != "play":
            return "Refresh: throw your hand away and draw a new one."
        _, card, row, side = action
        rule = table_text.RULE_NAMES[self.view().centres[row]]
        whose = "your" if side == seat else table_text.side_name(self, side)
        where = "" if self.solo else f", on {whose} side"
        return f"{table_text.card_words(C.NAME[card])} to the {rule} row{where}."

    def _resting_cards(self) -> set:
        """Cards lying still on the floor (the centre column and the rows), which the cached picture
        can hold; a held card glows, so it stays live."""
        d = self.choreo.display
        idents = {("centre", r) for r in range(3)}
        for names in d.rows.values():
            idents.update(names)
        return {i for i in idents if (sp := self.layer.get(i)) is not None and sp.glow is None and not sp.busy}

    def _set_lifts(self) -> None:
        may = self.human_to_move() is not None and self.pending is None
        for name in self.hand_names():
            sp = self.layer.get(name)
            if sp is None or sp.busy:
                continue
            if name == self.selected:
                sp.lift = 1.9
                sp.glow = Palette.gold_light
            else:
                sp.lift = 1.0 if (may and name == self.hover_hand and not self.drag.active) else 0.0
                sp.glow = None

    def _draw_targets(self, surface) -> None:
        name = self.drag.ident if self.drag.active else self.selected
        if name is None or self.human_to_move() is None:
            return
        targets = self.targets_for(name)
        focus = targets[self.key_target % len(targets)] if targets else None
        hovered = self.hover_space
        for row, side in targets:
            r = self.target_rect(row, side)
            if r is None:
                continue
            kind = "hover" if (row, side) == hovered or ((row, side) == focus and hovered is None) else "legal"
            cards.draw_target(surface, r, kind, self.clock, self.lay.scale)
        if hovered is not None and hovered not in targets:
            r = self.target_rect(*hovered)
            if r is not None:
                cards.draw_target(surface, r, "refused", self.clock, self.lay.scale)

    def _set_buttons(self) -> None:
        """What each button says, whether it shows at all and whether it may be pressed now (decided
        here, drawn as it is). Where nobody at the screen plays (a demonstration, the AI in every seat)
        only Results, at the end of a kept game, shows."""
        may = self.human_to_move() is not None
        over = self.match.is_over()
        results = over and not self.demo
        takes = self.takes_moves()
        b = self.buttons
        b["refresh"].label = "Results" if results else "Refresh"
        b["refresh"].hint = "Enter" if results else "R"
        b["refresh"].shown = takes or results
        b["refresh"].enabled = (may and not self.drag.active) or results
        b["refresh"].primary = results
        b["undo"].shown = b["end"].shown = takes
        b["undo"].enabled = self.can_undo()
        b["end"].enabled = self.pending is not None
        b["end"].primary = self.pending is not None

    def _draw_buttons(self, surface) -> None:
        if not self.shows_controls():
            return
        s = self.lay.scale
        for name in self.lay.buttons:
            btn = self.buttons[name]
            btn.draw(surface, s, self.hover_button == name and btn.enabled, self.pressed == name, self.clock)
