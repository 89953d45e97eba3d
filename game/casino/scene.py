"""The Casino Trifecta table: the loose cards and builds laid out from the window (each build with its
plaque), your hand and the other's face-down hand, both captured piles, the score trackers, the card
tracker, the lifelines, the round and the deck, the move log; picking a card and the table cards it goes
with, the live caption of what that would do, Confirm and Reset, the choosers for several readings, the
K of spades' number and the secret card; the timer's clock; the animations of game.casino.choreography.

Draws from observation(seat) only (the person at the screen, or a spectator's view in pass-and-play
between turns). Every move goes through TableScene.play, so a refusal shows the rules' own reason. The
shell opens it through the game's kit (kit.py: create_table).
"""
from __future__ import annotations

import dataclasses
import random

import pygame

from game.casino import cards as C
from game.casino import table_text
from game.casino.card_faces import CasinoPainter
from game.casino.choreography import Choreographer, Move
from game.casino.layout import Geometry
from game.casino.panel import SidePanel
from game.casino.rules import DECK, PLAY, SECRET, TIMER_SECONDS
from game.casino.scene_draw import TableDrawing
from game.casino.selection import Advisor, Pick, hand_card
from game.casino.suit_text import SuitText
from game.casino.table_draw import plaque_width
from game.casino.table_input import TableInput
from game.casino.view import TableView, build_item, build_view, card_item, make_items, table_after_play
from game.core import CHANCE
from game.ui import card_art, theme
from game.ui.card_places import Drag, Pile
from game.ui.cards import CardLayer
from game.ui.hint_marks import draw_hint_arrow, draw_hint_ring
from game.ui.table import TableScene
from game.ui.table_pieces import soft_ink
from game.ui.table_widgets import GildedButton, StatusLine


STATUS_STYLES = {"hint": (theme.Palette.ivory_dim, (30, 18, 44), (90, 70, 104))}


def create_table(app, match, demo: bool = False) -> "CasinoTable":
    return CasinoTable(app, match, demo)


class CasinoTable(TableInput, TableDrawing, TableScene):
    undo_until_reveal = True  # your play can be taken back until the other seat answers or cards are dealt

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        cb = app.settings.colour_blind
        self.book = card_art.SpriteBook(CasinoPainter(cb), variant=cb, limit=600)
        self.layer = CardLayer(self.book, app.settings.animation_speed)
        self.choreo = Choreographer(self.layer, sound=app.sound.play)
        self.text = SuitText(cb)
        self.panel = SidePanel(self.text)
        self.pill = StatusLine(STATUS_STYLES, self.text)
        self.logbook = table_text.LogBook(self)
        self.buttons = {"confirm": GildedButton("confirm", "Confirm", "Enter"),
                        "reset": GildedButton("reset", "Reset", "Backspace"),
                        "undo": GildedButton("undo", "Undo", "Ctrl+Z"),
                        "pass": GildedButton("pass", "Pass", "P"),
                        "subtract": GildedButton("subtract", "Subtraction", "S")}
        self.deck_pile = Pile("Deck", per_layer=6)
        self.pile_places = {"bottom": Pile("", per_layer=6), "top": Pile("", per_layer=6)}
        self.advisor = Advisor()
        self.pick = Pick()
        self.armed = False  # the Subtraction lifeline is armed for the next play
        self.modal = None  # an open chooser (readings, the K of spades, the secret card)
        self.secret_picker = None
        self.drag = Drag()
        self.mouse = (-1, -1)
        self.hover_hand: int | None = None
        self.hover_item: tuple | None = None
        self.hover_button: str | None = None
        self.hover_pile: str | None = None  # "bottom" or "top": a captured pile under the pointer
        self.pressed: str | None = None
        humans = self.human_seats()
        self.bottom = humans[0] if humans and not demo else 0
        self.geo: Geometry | None = None
        self.size = (0, 0)
        self.clock = 0.0
        self.turn_left = float(TIMER_SECONDS)
        self._clock_key = None
        self._still: pygame.Surface | None = None
        self._still_key = None
        self._view_cache: tuple = (None, None)
        self._world: tuple = (None, None)
        self._shown = None  # the view key the sprites rest on
        self.moving_words = ""  # the move being animated, in words (the status line shows it)
        self._plaque_w: dict = {}
        self.set_buttons()

    # --- who is looking ------------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def observer(self) -> int | None:
        """The seat whose observation is drawn (None: a spectator's, nobody's hand open)."""
        if self.replaying:
            return self.replay_view
        if self.demo:
            return self.bottom
        return self.private_seat()

    def you(self) -> int | None:
        """The seat the table's words call "yours": the person at the screen."""
        if self.demo or self.replaying:
            return None
        humans = self.human_seats()
        if len(humans) == 1:
            return humans[0]
        return self.observer()

    def seat_colour(self, seat: int) -> tuple:
        return theme.seat_colour(seat, self.app.settings.colour_blind)

    def soft_colour(self, seat: int) -> tuple:
        return soft_ink(self.seat_colour(seat))

    def role(self, seat: int) -> str:
        info = self.match.seats[seat]
        if info.is_ai:
            return f"AI · {info.level.capitalize()}"
        return "You" if len(self.human_seats()) == 1 and not self.demo else "Player"

    def names(self) -> tuple:
        return tuple(self.seat_label(s) for s in (0, 1))

    def _view_key(self) -> tuple:
        seat = self.observer()
        if seat is not None and seat != self.bottom:
            self.bottom = seat  # the person at the screen sits at the bottom
        return (id(self.state), len(self.match.log), seat, self.bottom, self.you())

    def view_of(self, state, seat: int | None = None, use_seat: bool = False) -> TableView:
        seat = seat if use_seat else self.observer()
        return build_view(state.observation(seat), self.names(), self.bottom, self.you())

    def view(self) -> TableView:
        key = self._view_key()
        if self._view_cache[0] != key:
            self._view_cache = (key, self.view_of(self.state))
        return self._view_cache[1]

    def world(self, seat: int):
        """A full position `seat` cannot tell from the real one: its observation, with what it cannot see
        (the other hand, the deck's order, an unrevealed secret card) dealt afresh. The table asks the
        rules about a person's own plays here (the caption, the readings and their chooser, the lit
        cards, Pass, the hint's words), so no answer can depend on a card that person cannot see."""
        if seat not in (0, 1):
            raise ValueError(f"a world is one seat's: {seat!r}")  # a spectator has none to ask about
        key = (id(self.state), len(self.match.log), seat)
        if self._world[0] != key:
            self._world = (key, self.state.determinize(seat, random.Random(len(self.match.log) * 2 + seat)))
        return self._world[1]

    def human_to_move(self) -> int | None:
        """The seat whose person may play now (None: the AI's turn, a demo, a replay, the end, an animation)."""
        if self.demo or self.replaying or self.match.is_over():
            return None
        state = self.state
        if state.phase not in (PLAY, SECRET):
            return None
        seat = self.observer()
        if seat is None or seat not in state.to_move() or self.seat_is_ai(seat):
            return None
        return seat

    # --- layout --------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        if self.choreo.busy and tuple(size) != self.size:
            self.choreo.finish()  # flying cards were aimed at the old layout
        self.size = tuple(size)
        g = self.geo = Geometry(self.size)
        self.panel.layout(g)
        self.pill.layout(g.status, g.scale)
        for name, rect in g.buttons.items():
            self.buttons[name].rect = pygame.Rect(rect)
        self.deck_pile.layout(g.deck_centre, g.deck_size)
        for side in ("bottom", "top"):
            self.pile_places[side].layout(g.piles[side], g.pile_size)
        self.choreo.measure = self.plaque_width
        self._plaque_w.clear()
        self._still = None
        self._still_key = None
        if self.modal is not None:
            self.modal.layout(g.picker_area(), g.scale)
        if self.secret_picker is not None:
            self.secret_picker.layout(g.secret_area(), g.scale)
        self._shown = None
        self._sync_view()
        self.warm_in_background(self._warm_steps())

    def plaque_width(self, item) -> int:
        if not item.is_build:
            return 0
        h = self.geo.plaque_label_h
        key = (item.label, h)
        w = self._plaque_w.get(key)
        if w is None:
            w = self._plaque_w[key] = plaque_width(item.label, h)
        return w

    def ensure_geometry(self) -> Geometry:
        if self.geo is None:
            self.resize(self.size if self.size != (0, 0) else self.app.size)
        return self.geo

    def _warm_steps(self):
        g = self.geo
        for size in (g.hand_size, card_art.size_for_height(g.base_card_h), g.pile_size):
            yield from self.book.warm_steps(C.CARDS, size)

    def _sync_view(self) -> None:
        """Rest the sprites on the current view when it changed without an animation (a curtain lifted,
        a secret card sealed, a new viewer)."""
        if self.geo is None or self.choreo.busy:
            return
        key = self._view_key()
        if key != self._shown:
            self._shown = key
            self.layer.speed = self.app.settings.animation_speed
            self.choreo.reset(self.view(), self.geo)
            self._still_key = None

    # --- moves and their animations ----------------------------------------------------------------
    def animating(self) -> bool:
        return self.choreo.busy

    def animation_is_public(self) -> bool:
        return True  # drawn from the view of whoever may look: public with several people at the screen

    def finish_animation(self) -> None:
        self.choreo.finish()

    def clear_pick(self) -> None:
        self.pick = Pick()
        self.armed = False
        self.modal = None
        self.drag.cancel()

    def on_move(self, before, action, seat: int, after) -> None:
        self.clear_pick()
        if action[0] == "timeout" or after.round != before.round or after.is_over():
            self._undo_mark = None  # a clock's expiry is never taken back, nor a play that dealt new cards
        if after.phase != PLAY and before.phase == SECRET:
            self._sync_view()
            self.app.sound.play("card", 0.4)
            return
        g = self.ensure_geometry()
        self.choreo.finish()
        key = self._view_key()
        seat_seen = key[2]
        b_obs = before.observation(seat_seen)
        a_obs = after.observation(seat_seen)
        names, you = self.names(), self.you()
        bv = build_view(b_obs, names, self.bottom, you)
        av = build_view(a_obs, names, self.bottom, you)
        if self.choreo.view != bv:
            self.choreo.reset(bv, g)
        move = self._describe(before, action, seat, b_obs, a_obs)
        if a_obs["over"] and action[0] not in ("pass", "timeout"):
            table, builds = table_after_play(b_obs, action, seat, before.next_build)
            mid = dataclasses.replace(bv, items=make_items(table, builds, names, you))
        else:
            mid = av
        self.layer.speed = self.app.settings.animation_speed
        self.choreo.stage(move, mid, av)
        self._shown = key
        self._view_cache = (None, None)
        moved = [e for e in self.logbook.refresh() if e.turn is not None or "clock ran out" in e.text]
        self.moving_words = moved[-1].text if moved else ""

    def _describe(self, before, action, seat: int, b_obs: dict, a_obs: dict) -> Move:
        kind = action[0]
        move = Move(seat, kind)
        if kind == "timeout":
            move.points = 1.0 if not a_obs["over"] else 0.0
            move.label = "Time!"
            return move
        if kind == "pass":
            move.label = "Pass"
            return move
        move.hand_card = C.tok_card(action[1])
        if kind == "capture":
            move.taken = tuple(card_item(C.tok_card(t)) for t in action[2]) + tuple(build_item(b) for b in action[3])
        elif kind == "trifecta":
            move.taken = tuple(card_item(c) for c in action[2])
        elif kind == "build":
            _, h, toks, bn = action
            move.joined = tuple(card_item(C.tok_card(t)) for t in toks) + ((build_item(bn),) if bn else ())
            move.made = build_item(bn or before.next_build)
        elif kind == "same":
            _, h, v, toks, bn = action
            move.joined = tuple(card_item(C.tok_card(t)) for t in toks) + ((build_item(bn),) if bn else ())
            move.made = build_item(bn or before.next_build)
        elif kind == "subtract":
            move.joined = (card_item(C.tok_card(action[2])),)
            move.made = build_item(before.next_build)
        new = a_obs["captures"][len(b_obs["captures"]):]
        for cap in new:
            cards = tuple(C.card_id(n) for n in cap["cards"])
            if cap["kind"] == "sweep":
                move.sweep = (cap["seat"], cards, float(cap["total"]))
                continue
            move.points = float(cap["total"])
            found = []
            for s in (0, 1):
                name = a_obs["secrets"][s]
                if name and a_obs["secrets_revealed"][s] and not b_obs["secrets_revealed"][s] \
                        and C.card_id(name) in cards:
                    found.append(C.card_id(name))
            move.secrets = tuple(dict.fromkeys(found))
        move.deal = not a_obs["over"] and a_obs["round"] > b_obs["round"]
        return move

    def on_chance(self, before) -> None:
        self.clear_pick()
        self.cover_private_view()
        after = self.state
        if self.geo is None:
            return
        if before.phase == DECK and after.phase == PLAY:
            self.choreo.finish()
            key = self._view_key()
            view = self.view()
            if self.choreo.view is None or self.choreo.view.bottom != view.bottom:
                self.choreo.reset(self.view_of(before), self.geo)
            self.layer.speed = self.app.settings.animation_speed
            self.choreo.stage_deal(view)
            self._shown = key
        else:
            self._sync_view()

    def on_undo(self) -> None:
        self.clear_pick()
        self.choreo.finish()
        self._view_cache = (None, None)
        self._shown = None
        self.secret_picker = None
        self._clock_key = None
        if self.geo is not None:
            self._sync_view()

    def undo_words(self, held: bool) -> str:
        return "Your play is taken back: the card is in your hand again."

    def restart(self) -> None:
        super().restart()
        self.logbook = table_text.LogBook(self)

    def on_game_over(self) -> None:
        self.clear_pick()
        self.secret_picker = None
        super().on_game_over()

    def resume(self) -> None:
        super().resume()
        cb = self.app.settings.colour_blind
        if self.book.variant != cb:
            self.book.painter.colour_blind = cb
            self.book.set_variant(cb)
            self.text = SuitText(cb)
            self.panel.text = self.panel.log.text = self.pill.text = self.text
            self.pill._cache.clear()
            self.panel._key = None
            self._still_key = None
        self.layer.speed = self.app.settings.animation_speed

    # --- each frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.layer.speed = self.app.settings.animation_speed
        self.choreo.update(dt)
        self._sync_view()
        self._secret_step()
        self._tick_clock(dt)
        super().update(dt)
        self.set_buttons()

    def _secret_step(self) -> None:
        """Open the secret card's chooser for the person whose turn it is to name one."""
        seat = self.human_to_move()
        if self.state.phase == SECRET and seat is not None and self.geo is not None:
            if self.secret_picker is None or self.secret_picker.seat != seat:
                from game.casino.pickers import SecretPicker

                picker = SecretPicker(self.book, lambda card, seat=seat: self.seal_secret(seat, card),
                                      self.seat_label(seat), self.seat_colour(seat), seat)
                picker.layout(self.geo.secret_area(), self.geo.scale)
                self.secret_picker = picker
            self.secret_picker.set_button()
        elif self.secret_picker is not None:
            self.secret_picker = None

    def seal_secret(self, seat: int, card: int) -> None:
        if self.human_to_move() != seat or self.state.phase != SECRET:
            return
        self.secret_picker = None
        if self.play(("secret", card), seat):
            # said to this seat's view alone: the next person's view never shows it
            self.notice(f"{C.NAME[card]} is your secret card: a star marks it on your plaque.", seat=seat)

    # --- the timer ----------------------------------------------------------------------------------------
    def clock_seat(self) -> int | None:
        """The person whose clock runs (the timer option): the human seat to move whose view is up."""
        state = self.state
        if not state.timer or self.demo or self.replaying or state.is_over():
            return None
        return self.human_to_move()

    def _tick_clock(self, dt: float) -> None:
        seat = self.clock_seat()
        key = (len(self.match.log), seat)
        if key != self._clock_key:
            self._clock_key = key
            self.turn_left = float(TIMER_SECONDS)
        if seat is None or self.animating():
            return
        self.turn_left -= dt
        if self.turn_left <= 0:
            self.clear_pick()
            self.play(("timeout",), seat)
            self.turn_left = float(TIMER_SECONDS)
            self._clock_key = (len(self.match.log), self.clock_seat())

    # --- the hint hook: the hand card, the table items it uses, or the lifeline --------------------------
    def draw_hint(self, surface: pygame.Surface, hint) -> None:
        g = self.ensure_geometry()
        s = g.scale
        action = hint.action
        kind = action[0]
        if kind == "secret":
            if self.secret_picker is not None and action[1] in self.secret_picker.cells:
                draw_hint_ring(surface, self.secret_picker.cells[action[1]], self.clock, s)
            return
        if kind == "pass":
            draw_hint_ring(surface, self.buttons["pass"].rect, self.clock, s)
            return
        card = hand_card(action)
        sp = self.layer.get(("h", card))
        start = None
        if sp is not None:
            draw_hint_ring(surface, sp.rect(), self.clock, s)
            start = sp.rect().midtop
        if kind == "subtract":
            draw_hint_ring(surface, self.buttons["subtract"].rect, self.clock, s, tag=None)
        from game.casino.selection import table_parts

        cards, builds = table_parts(action)
        d = self.choreo.display
        first = None
        for key in [card_item(c) for c in sorted(cards)] + [build_item(b) for b in sorted(builds)]:
            slot = d.flow.slot(key) if d.flow is not None else None
            if slot is None:
                continue
            draw_hint_ring(surface, slot.rect, self.clock, s, tag=None)
            first = first or slot.rect
        if first is not None and start is not None:
            draw_hint_arrow(surface, start, first.midbottom, s)

    def hint_words(self, action, seat: int) -> str:
        return self.match.with_names(table_text.hint_words(self.world(seat), action, seat))

    def hint_dock(self) -> pygame.Rect:
        if self.secret_picker is not None:
            return self.secret_picker.hint_dock()
        g = self.geo or Geometry(self.size if self.size != (0, 0) else self.app.size)
        return pygame.Rect(g.hint_dock)

    def hint_words_place(self) -> pygame.Rect:
        if self.secret_picker is not None:
            return self.secret_picker.hint_words_place()
        return pygame.Rect(self.ensure_geometry().status)  # over the caption, where the table speaks

    def curtain_note(self, seat: int) -> str:
        """What the next person does, in words the whole table may read (a spectator's view)."""
        public = self.state.observation(None)
        if public["phase"] == SECRET:
            return "Next: choose a secret card, in secret."
        if public["phase"] == PLAY:
            return f"Round {public['round']} of {public['rounds']}: {self.seat_label(seat)} plays a card."
        return ""

    def _not_your_turn(self) -> str:
        if self.match.is_over():
            return "The game is over."
        if self.demo:
            return "This is a demonstration: the AI plays both seats."
        if self.replaying:
            return "This is a replay."
        if self.animating():
            return "Wait for the cards to land."
        movers = [p for p in self.state.to_move() if p != CHANCE]
        if self.state.phase == SECRET:
            return "Wait: the secret cards are being chosen."
        name = self.seat_label(movers[0]) if movers else "the dealer"
        return f"Wait: it is {name}'s turn."
