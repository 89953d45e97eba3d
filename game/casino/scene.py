"""The Casino Trifecta table: the loose cards and builds laid out from the window (each build with its
plaque), your hand and the other's face-down hand, both captured piles, the score trackers, the card
tracker, the lifelines, the round and the deck, the move log; picking a card and the table cards it goes
with, the live caption of what that would do, Confirm and Reset, the choosers for several readings, the
K of spades' number and the secret card; the timer's clock; the animations of game.casino.choreography.

The table is four parts, each with one job:
- the view (view.TableView): what may be drawn, built from `state.observation(seat)` for the seat whose
  view is up (observer(): the person at the screen, a replay's chosen view, a demonstration's bottom
  seat; None: a spectator's), with the seats' names; nothing another seat keeps secret reaches it.
- the controls (table_controls): what the person is doing (TableUI: the pick, the pointer, a drag) and
  this frame's buttons with their places and states (Controls), decided in update(), never in draw().
- the input controller (table_input.CasinoInput): events to intents, hit-testing this frame's Controls
  and the sprites placed in update(); every move goes through TableScene.play. It never draws.
- the painter (scene_draw.TablePainter): draws a Frame (the view, TableUI, Controls and the words and
  marks decided in update) over its cached still pictures; it never reads the game state or the match
  and never changes anything but its caches.
This scene owns them, the timer option's clock (turn_clock.TurnClock) and the reader of the pick
(pick_reader.PickReader: its readings, what may join it, the caption, Confirm's label and light, the
refusals, the status line; it asks selection.Advisor of world(seat)); it keeps the animations
(game.casino.choreography) and answers the table base's hooks: play, on_move, on_chance, undo, draw_hint,
hint_words, hint_dock, curtain_note, replays through `replaying`/`replay_view`, demonstrations. The
words are table_text's. No frame waits on a legal listing: the lights of a crowded table are found a
slice a frame, and the listings of middling positions are made between frames (game.casino.ahead), an
AI's answer waiting for its own.

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
from game.casino.choreography import Choreographer, Move, describe_move
from game.casino import table_controls
from game.casino import table_draw as D
from game.casino.ahead import Ahead
from game.casino.layout import Geometry
from game.casino.panel import SidePanel
from game.casino.pick_reader import PickReader
from game.casino.pickers import SecretPicker
from game.casino.rules import DECK, PLAY, SECRET
from game.casino.scene_draw import Frame, TablePainter
from game.casino.selection import INLINE_LIMIT, Advisor, hand_card, loose_numbers, table_parts
from game.casino.suit_text import SuitText
from game.casino.table_controls import Controls, TableUI
from game.casino.table_input import CasinoInput
from game.casino.turn_clock import TurnClock
from game.casino.view import TableView, build_view, make_items, table_after_play
from game.ui import card_art, theme
from game.ui.card_places import Pile
from game.ui.cards import CardLayer
from game.ui.paint_ahead import ahead
from game.ui.table import TableScene
from game.ui.table_pieces import soft_ink
from game.ui.table_widgets import StatusLine


STATUS_STYLES = {"hint": (theme.Palette.ivory_dim, (30, 18, 44), (90, 70, 104))}
LIGHT_SECONDS = 0.003  # per frame, looking at a crowded table's items one by one for what may join a pick


def create_table(app, match, demo: bool = False) -> "CasinoTable":
    return CasinoTable(app, match, demo)


def side_of(view: TableView, seat: int | None) -> str | None:
    """Where `seat` sits on the screen: "bottom", "top", or None for no seat."""
    if seat is None:
        return None
    return "bottom" if seat == view.bottom else "top"


class CasinoTable(TableScene):
    undo_until_reveal = True  # your play can be taken back until the other seat answers or cards are dealt

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        cb = app.settings.colour_blind
        self.book = card_art.SpriteBook(CasinoPainter(cb), variant=cb, limit=600)
        self.layer = CardLayer(self.book, app.settings.animation_speed)
        self.choreo = Choreographer(self.layer, sound=app.sound.play)
        self.text = SuitText(self.four_suits())
        self.panel = SidePanel(self.text)
        self.pill = StatusLine(STATUS_STYLES, self.text)
        self.logbook = table_text.LogBook(self)
        self.deck_pile = Pile("Deck", per_layer=6)
        self.pile_places = {"bottom": Pile("", per_layer=6), "top": Pile("", per_layer=6)}
        self.painter = TablePainter(self.book, self.layer, self.choreo, self.panel, self.pill, self.deck_pile,
                                    self.pile_places)
        self.input = CasinoInput(self)
        self.ui = TableUI()
        self.ahead = Ahead(inline=app.fixed_step)  # listings of crowded positions, worked out between frames
        self.advisor = Advisor(self.ahead)
        self.reader = PickReader(self)  # what the pick means: its readings, the caption, Confirm, refusals
        self.controls = Controls()  # this frame's buttons (built in update and after each event)
        self.frame: Frame | None = None  # what the painter draws
        self.modal = None  # an open chooser (readings, the K of spades)
        self.secret_picker = None
        humans = self.human_seats()
        self.bottom = humans[0] if humans and not demo else 0
        self.geo: Geometry | None = None
        self.size = (0, 0)
        self.clock = 0.0
        self.turn_clock = TurnClock(self)  # the timer option's clock
        self._view_cache: tuple = (None, None)
        self._obs_cache: tuple = (None, None, None)
        self._world: tuple = (None, None)
        self._shown = None  # the view key the sprites rest on
        self.moving_words = ""  # the move being animated, in words (the status line shows it)

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

    def four_suits(self) -> bool:
        """Suits in four colours in the words (the log, the caption, the tracker): the setting, or the
        colour-blind palette (whose card faces are four-coloured too)."""
        st = self.app.settings
        return st.four_colour_suits or st.colour_blind

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
        return build_view(self.observe(state, seat), self.names(), self.bottom, self.you())

    def observe(self, state, seat: int | None) -> dict:
        """`state.observation(seat)`, kept for the last position asked (a move's frame asked for the same
        one up to five times)."""
        cached_state, cached_seat, obs = self._obs_cache
        if cached_state is not state or cached_seat != seat:
            obs = state.observation(seat)
            self._obs_cache = (state, seat, obs)
        return obs

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

    # --- the choosers ----------------------------------------------------------------------------------
    def open_modal(self, panel) -> None:
        self.modal = panel
        panel.layout(self.geo.picker_area(), self.geo.scale)

    def close_modal(self) -> None:
        self.modal = None

    def _secret_step(self) -> None:
        """Open the secret card's chooser for the person whose turn it is to name one."""
        seat = self.human_to_move()
        if self.state.phase == SECRET and seat is not None and self.geo is not None:
            if self.secret_picker is None or self.secret_picker.seat != seat:
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

    # --- layout --------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        if self.choreo.busy and tuple(size) != self.size:
            self.choreo.finish()  # flying cards were aimed at the old layout
        self.size = tuple(size)
        g = self.geo = Geometry(self.size, self.hints.docked())
        self.panel.layout(g)
        self.pill.layout(g.status, g.scale)
        self.deck_pile.layout(g.deck_centre, g.deck_size)
        for side in ("bottom", "top"):
            self.pile_places[side].layout(g.piles[side], g.pile_size)
        self.painter.place(g)
        self.choreo.measure = lambda item, h=g.plaque_label_h: D.plaque_width(item.label, h) if item.is_build else 0
        if self.modal is not None:
            self.modal.layout(g.picker_area(), g.scale)
        if self.secret_picker is not None:
            self.secret_picker.layout(g.secret_area(), g.scale)
        self._shown = None
        self._sync_view()
        self.frame = None
        self.warm_in_background(self._warm_steps())

    def ensure_geometry(self) -> Geometry:
        if self.geo is None:
            self.resize(self.size if self.size != (0, 0) else self.app.size)
        return self.geo

    def _warm_steps(self):
        """The backs and blank faces (on the helper thread), every face, then the fonts of the builds'
        plaques (their words shrink to fit: loading a font at a new size costs a frame a few ms). The other
        hand's, the deck's and a plaque's secret card are painted ahead too (only backs and the secret's face
        at those sizes): a replay's first jump to a deal would paint them, 1 ms each at 1080p. So are a
        secret card's flourish's blank face (its size is its own) and rays (on the helper thread): the
        first burst painted them in its frame, 2 and 3 ms at 1080p."""
        g = self.geo
        sizes = (g.hand_size, card_art.size_for_height(g.base_card_h), g.pile_size)
        yield from self.book.blank_steps(sizes + (g.back_size, g.deck_size, g.chip_size, g.flourish_size))
        for size in sizes:
            yield from self.book.warm_steps(C.CARDS, size)
        yield from ahead(D.flourish_rays, g.flourish_size)
        for size in range(max(9, int(g.plaque_label_h * 0.62)), 7, -1):
            yield theme.text_width("0123456789 +", "text_semibold", size)

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

    # --- moves and their animations ----------------------------------------------------------------
    def animating(self) -> bool:
        """Cards are moving, or the AI has been asked and the listing its answer is checked against is
        still being made off the frame (its answer waits for it, so no frame waits on the listing)."""
        if self.choreo.busy:
            return True
        seat = self._ticket_seat
        return self.think_started is not None and seat is not None and self.ahead.pending(self.state, seat)

    def animation_is_public(self) -> bool:
        return True  # drawn from the view of whoever may look: public with several people at the screen

    def finish_animation(self) -> None:
        self.choreo.finish()

    def clear_pick(self) -> None:
        self.ui.clear_pick()
        self.modal = None

    def on_move(self, before, action, seat: int, after) -> None:
        self.clear_pick()
        if action[0] == "timeout" or after.round != before.round or after.is_over():
            self.takeback.drop_mark()  # a clock's expiry is never taken back, nor a play that dealt new cards
        if after.phase != PLAY and before.phase == SECRET:
            self._sync_view()
            self.app.sound.play("card", 0.4)
            return
        g = self.ensure_geometry()
        self.choreo.finish()
        key = self._view_key()
        seat_seen = key[2]
        b_obs = self.observe(before, seat_seen)
        a_obs = after.observation(seat_seen)
        names, you = self.names(), self.you()
        bv = build_view(b_obs, names, self.bottom, you)
        av = build_view(a_obs, names, self.bottom, you)
        if self.choreo.view != bv:
            self.choreo.reset(bv, g)
        move: Move = describe_move(action, seat, b_obs, a_obs, before.next_build)
        if a_obs["over"] and action[0] not in ("pass", "timeout"):
            table, builds = table_after_play(b_obs, action, seat, before.next_build)
            mid = dataclasses.replace(bv, items=make_items(table, builds, names, you))
        else:
            mid = av
        self.layer.speed = self.app.settings.animation_speed
        self.choreo.stage(move, mid, av)
        self._shown = key
        self._view_cache = (key, av)  # the view of the position now, as view() would build it
        self._obs_cache = (after, seat_seen, a_obs)
        moved = [e for e in self.logbook.refresh() if e.turn is not None or "clock ran out" in e.text]
        self.moving_words = moved[-1].text if moved else ""

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
        self.turn_clock.restart()
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
            self.painter.forget()
        if self.text.colour_blind != self.four_suits():
            self.text = SuitText(self.four_suits())
            self.panel.text = self.panel.log.text = self.pill.text = self.text
            self.pill._cache.clear()
            self.panel._key = None
            self.painter.forget()
        self.layer.speed = self.app.settings.animation_speed

    # --- each frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ahead.frame_begins()  # listings off the frame wait while this frame is worked out and drawn
        self.clock += dt
        self.layer.speed = self.app.settings.animation_speed
        self.choreo.update(dt)
        self._sync_view()
        self._secret_step()
        self.turn_clock.tick(dt)
        super().update(dt)
        if self.geo is not None:
            self.panel.log.room = self.log_room(self.geo.log)
        self._look_ahead()
        self.refresh()

    def _look_ahead(self) -> None:
        """Work that answers questions before they are asked, never a listing inside the frame: the
        lighting of the person's pick a slice at a time, the full list of their plays on a middling
        table, and the list an AI's answer is checked against, made off the frame while it thinks."""
        state = self.state
        wanted = []
        if state.phase == PLAY and not self.match.is_over():
            seat = self.human_to_move()
            if seat is not None:
                world = self.world(seat)
                wanted.append((world, seat))
                self.advisor.prepare(world, seat)
                pick = self.ui.pick
                if pick.hand is not None and not self.choreo.busy and self.modal is None:
                    self.advisor.work(world, seat, pick, LIGHT_SECONDS)
            elif self.seat_is_ai(state.turn) and loose_numbers(state) > INLINE_LIMIT:
                wanted.append((state, state.turn))
                self.ahead.listing(state, state.turn)
        self.ahead.keep_only(wanted)

    def handle_event(self, event) -> bool:
        self.ahead.frame_begins()
        handled = self.input.handle_event(event) or super().handle_event(event)
        self.refresh()  # what the event changed shows in this frame's buttons and words
        return handled

    def draw(self, surface: pygame.Surface) -> None:
        if self.geo is None or surface.get_size() != self.size:
            self.resize(surface.get_size())
        if self.frame is None or self.frame.view is not self.view() or self.frame.busy != self.choreo.busy:
            # a frame drawn before any update (the first, after a resize, a replay's seek) is brought up
            # to date by the same step update() takes; the painter itself decides nothing
            self.refresh()
        self.painter.draw(surface, self.frame)
        self.ahead.frame_ends()

    def pause(self) -> None:
        super().pause()
        self.ahead.frame_ends()  # another scene is on top: this table draws no frames to wait for

    def leave(self) -> None:
        super().leave()
        self.ahead.stop()

    def refresh(self) -> None:
        """Decide this frame: the buttons, the hand's rest, the words and the marks the painter draws.
        Once per update and after each event handled, so a click always meets the buttons on screen."""
        if self.geo is None:
            return
        view = self.view()
        seat = self.human_to_move()
        ui = self.ui
        busy = self.choreo.busy
        may_pick = seat is not None and view.phase == PLAY and not busy
        if ui.refused is not None and ui.refused[0] != ui.pick.key():
            # a refusal about a pick that has changed since is no longer true: the caption speaks again
            if self.message == ui.refused[1]:
                self.message = ""
            ui.refused = None
        self.controls = table_controls.build(self.geo.buttons, self.reader.situation(view, seat, busy),
                                             self.geo.ask_box()[1])
        self.choreo.pose_hand(ui.pick.hand, ui.armed, ui.hover_hand if may_pick else None,
                              ui.drag if ui.drag.active else None)
        lit = self.reader.lit_items() if may_pick and ui.pick.hand is not None and self.modal is None else frozenset()
        clock_seat = self.turn_clock.seat()
        colours = tuple(self.seat_colour(s) for s in (0, 1))
        roles = tuple(self.role(s) for s in (0, 1))
        self.frame = Frame(
            view=view, ui=ui, controls=self.controls, may_pick=may_pick, lit=lit, status=self.reader.status_text(),
            infos=D.seat_infos(view, self.names(), roles, colours), colours=colours, roles=roles, log=self.logbook.refresh(),
            banner=table_text.banner_words(view, self.choreo.display.deck if busy else None), end_words=self.match.with_names(view.end_reason),
            secret_wait=table_text.secret_wait_words([self.seat_label(p) for p in (0, 1) if view.secrets_chosen[p]])
            if view.phase == SECRET and self.secret_picker is None else (), thinking_side=side_of(view, self._ticket_seat)
            if self.thinking else None,
            clock_side=side_of(view, clock_seat) if view.phase in (PLAY, SECRET) else None,
            turn_left=self.turn_clock.left, note=self._note(view), modal=self.modal, secret_picker=self.secret_picker,
            you=self.you(), colour_blind=self.app.settings.colour_blind, four_suits=self.text.colour_blind,
            clock=self.clock, busy=busy, keys=self.takes_moves())  # move keys only where a person plays

    def _note(self, view: TableView):
        """The hover note at the pointer: a captured pile, a score, a tracker card, a build."""
        ui = self.ui
        if self.modal is not None or ui.drag.active or self.secret_picker is not None:
            return None
        if ui.hover_pile is not None:
            return table_text.pile_note(view, view.bottom if ui.hover_pile == "bottom" else view.top)
        seat = self.panel.score_at(ui.mouse)
        if seat is not None:
            return table_text.score_note(view, seat)
        card = self.panel.card_at(ui.mouse)
        if card is not None:
            return table_text.tracker_note(view, card)
        if ui.hover_item is not None and ui.pick.hand is None:
            return table_text.build_note(view.item(ui.hover_item))
        return None

    # --- the hint hook: the hand card, the table items it uses, or the lifeline --------------------------
    def draw_hint(self, surface: pygame.Surface, hint) -> None:
        self.ensure_geometry()
        if self.frame is None:
            self.refresh()
        cards, builds = table_parts(hint.action)
        self.painter.draw_hint(surface, self.frame, hint, hand_card(hint.action), cards, builds, self.clock)

    def hint_words(self, action, seat: int) -> str:
        return self.match.with_names(table_text.hint_words(self.world(seat), action, seat))

    def hint_dock(self) -> pygame.Rect:
        """The strip the side panel keeps above the move log (hint_dock_strip), as at every table; the
        secret card's chooser covers the felt only, so the dock stays where it is while it is open."""
        g = self.geo
        if g is not None and g.hint_dock.height:
            return pygame.Rect(g.hint_dock)
        return super().hint_dock()

    def curtain_note(self, seat: int) -> str:
        """What the next person does, in words the whole table may read (a spectator's view)."""
        public = self.state.observation(None)
        if public["phase"] == SECRET:
            return "Next: choose a secret card, in secret."
        if public["phase"] == PLAY:
            return f"Round {public['round']} of {public['rounds']}: {self.seat_label(seat)} plays a card."
        return ""
