"""The Dance's table: the ballroom with its pieces, the side panel (families, your private tray, the
move log), the status strip, and the play itself: the Dance Step on the floor (walk, lead, seat),
the Influence Step through a small panel with the odds, the die, the choices made off the floor, the
Waltz animated so a person can follow what moved, and the hints, replays, curtain and autosave every
table shares (game.ui.table.TableScene).

The table is four parts, each with one job:
- the view (table_view.DanceView): what may be drawn this frame, built in update() from
  `state.observation(seat)` for the seat whose view is up (`private_seat()`: the person the curtain
  was lifted for, a replay's chosen view, the family a demonstration watches; None: the public view),
  that seat's own legal actions and the public facts of the match. It never holds another family's
  secret that the observation hides.
- the controls (table_controls): what the person is doing (TableUI) and this frame's buttons with
  their places and states (Controls), decided in update(), never while drawing.
- the input controller (table_input.DanceInput): events to intents (picking a piece up, walking,
  leading, the attempt panel, the choosers, zoom and pan), hit-testing this frame's Controls; every
  move goes through TableScene.play, so a refusal is the rules' own reason. It never draws.
- the painter (table_draw.DancePainter): draws a Frame (view, TableUI, Controls, the animation and
  the open panels) over cached layers of the still room; it never reads the game state or the match,
  never decides a button and never changes anything but its caches.
This scene owns them and answers the table base's hooks (play, on_move, on_chance, undo, draw_hint,
hint_words, hint_dock, curtain_note, replays through `replaying`/`replay_view`, demonstrations). The
words of the panel and the status line are table_side's; the shell opens it through the kit
(kit.py).
"""
from __future__ import annotations

import logging
import random

import pygame

from game.core import CHANCE
from game.the_dance import table_controls
from game.the_dance import table_side
from game.the_dance import table_text as T
from game.the_dance.animations import Show
from game.the_dance.board_view import BallroomView
from game.the_dance.choreography import build as build_show
from game.the_dance.floor_pieces import idle_tables
from game.the_dance.layout import TableLayout
from game.the_dance.panel import SidePanel
from game.the_dance.table_controls import Controls, TableUI
from game.the_dance.table_draw import DancePainter, Frame
from game.the_dance.table_input import DanceInput
from game.the_dance.table_view import DanceView, SeatInfo
from game.ui.table import TableScene
from game.ui.table_widgets import StatusLine
from game.ui.theme import px

log = logging.getLogger(__name__)

CATCH_UP_STEPS = 2  # steps of the log told a frame for a view not shown now (see _catch_up_words)


def create_table(app, match, demo: bool = False) -> "DanceTable":
    return DanceTable(app, match, demo)


class DanceTable(TableScene):
    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.board = BallroomView()
        self.panel = SidePanel()
        self.status = StatusLine()
        self.painter = DancePainter(self.board, self.panel, self.status)
        self.input = DanceInput(self)
        self.ui = TableUI()
        self.lay: TableLayout | None = None
        self.size = (0, 0)
        self.clock = 0.0
        self.show: Show | None = None
        self.words = T.LogWords()
        self.rng = random.Random(match.seed ^ 0x5A5A)
        self.attempt = None                     # the open AttemptPanel
        self.chooser = None                     # the open ChoicePanel
        self.chooser_key = None                 # (log length, movers) it was opened for
        self.dismissed = None                   # a chooser put away for that (log length, movers)
        self.demo_seat = 0
        self.view: DanceView | None = None      # this frame's view (built in update)
        self.controls = Controls()              # this frame's buttons (built in update)
        self.frame: Frame | None = None         # what the painter draws
        self._obs_cache: tuple = (None, None, None)
        self._public_cache: tuple = (None, None)
        self._legal_cache: tuple = (None, None, [])
        self._info_cache: tuple = (None, None)
        self._entries_cache: tuple = (None, [])
        self._named: dict = {}  # a log line in the rules' words -> with the players' names (a jump says none twice)
        self._hover_stale = False               # the pieces moved: hit-test the pointer again once they settle

    # --- who is looking -------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def observer(self) -> int | None:
        """The seat whose observation is drawn: the replay's chosen view, the seat whose turn it is in
        a demonstration, else the person allowed to look (None: every tray hidden)."""
        if self.replaying:
            return self.replay_view
        if self.demo:
            seat = self.public().get("turn_seat", -1)
            if isinstance(seat, int) and 0 <= seat < self.match.players:
                self.demo_seat = seat
            return self.demo_seat
        return self.private_seat()

    def public(self) -> dict:
        """The spectator's observation of the present state (cached per state)."""
        cached_state, obs = self._public_cache
        if cached_state is not self.state:
            obs = self.state.observation(None)
            self._public_cache = (self.state, obs)
        return obs

    def observe(self, state=None, seat="auto") -> dict:
        state = self.state if state is None else state
        seat = self.observer() if seat == "auto" else seat
        cached_state, cached_seat, obs = self._obs_cache
        if cached_state is state and cached_seat == seat:
            return obs
        obs = state.observation(seat)
        if state is self.state:
            self._obs_cache = (state, seat, obs)
        return obs

    def shown_observation(self) -> dict:
        """What the floor shows now: the animation's current view, else the present one."""
        if self.show is not None:
            obs = self.show.observation()
            if obs is not None:
                return obs
        return self.observe()

    def acting_seat(self) -> int | None:
        """The seat a person may act for now with clicks, or None."""
        if self.demo or self.replaying or self.match.is_over():
            return None
        movers = [p for p in self.state.to_move() if p != CHANCE]
        if len(movers) != 1 or self.seat_is_ai(movers[0]):
            return None
        seat = movers[0]
        if len(self.human_seats()) >= 2 and self.private_seat() != seat:
            return None  # the curtain has not been lifted for her yet
        return seat

    def legal(self, seat: int) -> list:
        state = self.state
        cached_state, cached_seat, legal = self._legal_cache
        if cached_state is state and cached_seat == seat:
            return legal
        legal = state.legal_actions(seat)
        self._legal_cache = (state, seat, legal)
        return legal

    def curtain_note(self, seat: int) -> str:
        """What the next person is about to do, in words the whole table may read (the public view)."""
        obs = self.public()
        fam = obs["families"][seat]
        who = f", {fam['name']}" if fam["avatar"] else ""
        what = {"avatar": "choose your Avatar", "keep_power": "keep one of the two Powers you drew",
                "keep_plan": "keep one of two Plans", "discard": "discard down to your limit, face down",
                "dance": "your turn begins with the Dance Step", "influence": "your Influence Step",
                "regale": "your second attempt (Regale)", "after_roll": "decide about your roll",
                "drop": "choose which Dancer to let go", "keep_dancer": "choose which Dancer keeps your marker",
                "initiative": "hand on the Initiative"}.get(obs["phase"], "your choice")
        if obs["round"] >= 1:
            return f"Round {obs['round']}{who}: {what}."
        return f"Setting up the ball{who}: {what}."

    def curtain_colour(self, seat: int):
        """The curtain in the colour of the family `seat` plays (its seat colour before it has one)."""
        from game.the_dance import families

        return families.curtain_colour(self.public(), seat)

    def curtain_private(self, seat: int) -> str:
        """The Dance holds no hand of cards: the curtain names what the private view shows."""
        from game.the_dance import families

        return families.PRIVATE_VIEW

    # --- the view and the controls of a frame (update) ---------------------------------------------
    def build_view(self) -> DanceView:
        """What may be drawn now, from the observation of the seat whose view is up."""
        seat = self.observer()
        obs = self.observe(seat=seat)
        show = self.show
        panel_obs = show.checkpoints[0][1] if show is not None and show.checkpoints else obs
        acting = self.acting_seat()
        if acting != seat:
            acting = None  # never the legal actions of a seat whose view is not up
        seats = tuple(SeatInfo(self.seat_label(i), s.is_ai, s.level or "") for i, s in enumerate(self.match.seats))
        message = self.said.standing(table_side.MESSAGE_SECONDS)
        log_key, entries = self._log_entries(seat)
        return DanceView(
            seat=seat, obs=obs, shown=self.shown_observation(), panel_obs=panel_obs, seats=seats, acting=acting,
            legal=tuple(self.legal(acting)) if acting is not None else (), demo=self.demo,
            replaying=self.replaying, thinking_seat=self._ticket_seat if self.thinking else None,
            can_undo=self.can_undo(), animating=self.animating(),
            caption=show.caption_now() if show is not None else "", message=message,
            end_words=self.match.with_names(obs.get("end_reason") or "") if obs["over"] else "",
            log_key=log_key, log=entries, panel=self._panel_info(panel_obs, seats),
            hint_open=self.hints.words_box is not None and bool(self.lay.hint.height),
            log_room=tuple(self.log_room(self.lay.log)))

    def _panel_info(self, obs: dict, seats: tuple):
        # while a Show plays, the panel keeps the view from before it (the die must not be told by a
        # plaque first); it catches up once, when the Show ends
        cached_obs, info = self._info_cache
        if cached_obs is obs and info is not None and info[0] == seats:
            return info[1]
        panel = table_side.panel_info(obs, seats, self.demo, self.replaying)
        self._info_cache = (obs, (seats, panel))
        return panel

    def _log_entries(self, viewer) -> tuple:
        """(a key that changes with the log's lines, the lines as LogEntry), told for `viewer`."""
        words = self.words
        told = words.told(viewer) if words.viewer == viewer else None
        words.update(self.match, viewer)
        if told == len(words.steps):  # (a frame telling the view up a step, or putting another up, tells no other)
            self._catch_up_words(viewer)
        # the log wraps every line it is given each time it changes: the newest few fill its window,
        # more come along only once the person scrolls back
        lines = table_side.LOG_LINES if self.panel.log.scroll > 0 else table_side.LOG_RECENT
        key = (viewer, words.shown, id(words.afters[words.shown - 1]) if words.shown else None, lines)
        if self._entries_cache[0] == key:
            return self._entries_cache
        said = [(self._with_names(line), seat, rnd) for line, seat, rnd in words.entries(lines)]
        self._entries_cache = (key, table_side.log_lines(said, self.public()))
        return self._entries_cache

    def _catch_up_words(self, shown) -> None:
        """Tell a few steps of the log for a seat whose view may come up next (a demonstration's follows
        the seat to act, a shared screen's the person it is lifted for) while another's is shown: a view
        coming up for the first time late in a game told the whole log in its frame (10 ms at 40 steps)."""
        if self.replaying:
            return
        for seat in (range(self.match.players) if self.demo else self.human_seats()):
            if seat != shown and self.words.catch_up(self.match, seat, CATCH_UP_STEPS):
                return

    def _with_names(self, line: str) -> str:
        """match.with_names, remembered per line for the seats as they are named now."""
        key = (line, tuple(self.seat_label(i) for i in range(self.match.players)))
        named = self._named.get(key)
        if named is None:
            if len(self._named) > 4000:
                self._named.clear()
            named = self._named[key] = self.match.with_names(line)
        return named

    def refresh(self) -> None:
        """Build this frame's view, its buttons and what the painter draws: once per update and after
        each event handled, so a click always meets the buttons on screen."""
        if self.lay is None:
            return
        view = self.build_view()
        self.view = view
        self.controls = table_controls.build(view, self.ui, self.lay, self.chooser is not None)
        piece = table_side.card_piece(view, self.ui, self.chooser is not None or self.attempt is not None)
        card = (piece, table_side.card_notes(view, piece)) if piece is not None else None
        self.frame = Frame(view, self.ui, self.controls, self.show, self.chooser, self.attempt, self.clock,
                           table_side.status_words(view, self.ui, self.thinking), self._status_text_rect(), card)

    def _stale(self) -> bool:
        view = self.view
        return view is None or view.obs is not self.observe() or self.frame.show is not self.show

    def _status_text_rect(self) -> pygame.Rect:
        lay = self.lay
        s = lay.scale
        left = lay.status.left
        if self.hints.offered() and not lay.hint.height:
            left = self.hint_dock().right + px(8, s)
        right = min(r.left for r in table_controls.toggle_rects(lay).values()) - px(8, s)
        return pygame.Rect(left, lay.status.top, max(px(60, s), right - left), lay.status.height)

    # --- layout --------------------------------------------------------------------------------
    def resize(self, size) -> None:
        # a Show places its pieces by place, not by pixel: it carries on at the new size
        self.size = tuple(size)
        self.lay = TableLayout.of(self.size, self.match.players, buttons=bool(self.human_seats()) and not self.demo,
                                  hints=self.hints.docked())
        self.board.layout(self.lay.board, idle_tables(self.observe()))
        self.panel.place(self.lay)
        self.status.layout(self.lay.status, self.lay.scale)
        self.painter.place(self.lay, self.size)
        self.attempt = None
        if self.chooser is not None:
            self.chooser.layout(self.lay.board, self.lay.scale)
        self.frame = None
        self.warm_in_background(self._warm_steps())

    def _warm_steps(self):
        """Pictures drawn a little per frame after a resize: the pieces and the tables at this hex size,
        the Refreshments of the tray and of the choosers."""
        from game.the_dance import marker_art, piece_art
        from game.the_dance.choosers import CHIP_R
        from game.the_dance.counters import counters

        si = max(2, int(round(self.board.size)))
        for d in counters().dancers:
            yield piece_art.dancer_token(d.id, si)
        for a in counters().avatars:
            yield piece_art.avatar_medallion(a.id, si)
        yield piece_art.server_piece(si)
        yield piece_art.tempo_marker(si)
        yield from self.board.warm_tables()
        yield from self.panel.warm_chips()
        for marker in counters().refreshments:
            yield marker_art.refreshment_chip(marker.id, CHIP_R)  # as the choosers show them

    # --- moves and animations ------------------------------------------------------------------
    def animating(self) -> bool:
        return self.show is not None and not self.show.done

    def animation_is_public(self) -> bool:
        return self.observer() is None

    def finish_animation(self) -> None:
        if self.show is not None:
            self.show.finish()
            self.show = None

    def _speed(self) -> float:
        return self.app.settings.animation_speed * (self.pace if self.watching else 1.0)

    def _new_show(self) -> Show:
        if self.show is not None and not self.show.done:
            return self.show
        return Show()

    # How long the AI waits after each kind of its moves, against the table's usual pause: the moves
    # that show something (a walk, an attempt, a seating) keep it; the bookkeeping ones (Done, Pass,
    # keeping a roll, a hidden choice) follow sooner, so a round of six families stays watchable.
    AI_PACE = {"done": 0.25, "pass": 0.3, "accept": 0.4, "keep_power": 0.25, "avatar": 0.5, "discard": 0.3,
               "drop": 0.5, "keep_dancer": 0.5, "initiative": 0.5, "release": 0.5, "keep_plan": 0.4,
               "move": 0.55, "lead": 0.55}

    def on_move(self, before, action, seat: int, after) -> None:
        if self.seat_is_ai(seat):
            self.ai_wait *= self.AI_PACE.get(action[0], 1.0)
        if seat != self.curtain.lifted_for or before.observation(None)["tempo"] != after.observation(None)["tempo"]:
            # someone else acted, or the Waltz played, in front of everyone: the next private view (even
            # for the person who looked last) waits behind the curtain
            self.cover_private_view()
        self.ui.selected = None
        self.attempt = None
        self.ui.ankh_on = False if action[0] in ("move", "done") else self.ui.ankh_on
        self._obs_cache = (None, None, None)
        if self.app.settings.animation_speed <= 0:
            self.show = None
            self._after_change()
            return
        show = self._new_show()
        try:
            build_show(show, before, action, seat, after, self.observer())
        except Exception:  # noqa: BLE001 - an animation must never stop the game: logged, the move shows at once
            log.exception("could not animate %r", action)
            show = None
        self.show = show if show is not None and not show.done else None
        self._after_change()

    def on_chance(self, before) -> None:
        if before.observation(None)["tempo"] != self.public()["tempo"]:
            self.cover_private_view()  # the Waltz played for everyone: each private view needs the curtain again
        self._obs_cache = (None, None, None)
        states = self.match.states
        index = next((i for i in range(len(states) - 1, -1, -1) if states[i] is before), None)
        if index is None or self.app.settings.animation_speed <= 0:
            self.show = None
            self._after_change()
            return
        show = self._new_show()
        viewer = self.observer()
        for i in range(index, len(self.match.log)):
            seat, text = self.match.log[i]
            b, a = states[i], states[i + 1]
            try:
                build_show(show, b, b.parse_action(text), seat, a, viewer)
            except Exception:  # noqa: BLE001 - as in on_move: logged, this step shows without its beats
                log.exception("could not animate %r", text)
        self.show = show if not show.done else None
        self._after_change()

    def _after_change(self) -> None:
        """Something happened: forget the open chooser and a card kept open for a piece that may have
        moved, and look again at what is under the pointer."""
        self.chooser = None
        self.chooser_key = None
        self.ui.forget_card()
        self._hover_stale = True
        if self.lay is not None:
            self.input.hover(self.ui.mouse)
        idle = idle_tables(self.observe())
        if idle != self.board.idle_tables and self.lay is not None:
            self.board.layout(self.lay.board, idle)  # the still picture draws those tables again (its key)

    def on_undo(self) -> None:
        self.finish_animation()
        self.ui.selected = None
        self.ui.forget_card()
        self._hover_stale = True
        self.attempt = None
        self.chooser = None
        self.chooser_key = None
        self.dismissed = None
        self._obs_cache = (None, None, None)
        self._legal_cache = (None, None, [])
        if self.lay is not None:
            # the room's picture stands: its key holds the zoom, the pan and the idle tables (a change
            # of those draws them again)
            self.board.layout(self.lay.board, idle_tables(self.observe()))

    def on_game_over(self) -> None:
        self.ui.selected = None
        self.attempt = None
        super().on_game_over()

    def reopen_chooser(self) -> None:
        self.input.reopen_chooser()

    def dismiss(self) -> None:
        self.input.dismiss()

    # --- each frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        if self.show is not None:
            speed = self._speed()
            if speed <= 0:
                self.show.finish()
            else:
                self.show.update(dt * speed, self.app.sound.play)
            if self.show.done:
                self.show = None
        if self.show is None and self._hover_stale:
            self._hover_stale = False
            self.input.hover(self.ui.mouse)  # the pieces have settled: what is under the pointer now
        if self.ui.hover_piece is not None and not self.animating():
            self.ui.hover_since += dt
        super().update(dt)
        if not self.animating():
            self.input.open_chooser()
        self.refresh()

    def handle_event(self, event) -> bool:
        handled = self.input.handle_event(event) or super().handle_event(event)
        self.refresh()  # what the event changed shows in this frame's view and buttons
        return handled

    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None or surface.get_size() != self.size:
            self.resize(surface.get_size())
        if self.frame is None or self._stale():
            # a frame drawn before any update (the first, after a resize, a replay's seek) is brought
            # up to date by the same step update() takes; the painter itself decides nothing
            self.refresh()
        self.painter.draw(surface, self.frame)

    # --- the hint hook ---------------------------------------------------------------------------
    def draw_hint(self, surface: pygame.Surface, hint) -> None:
        if self.frame is not None:
            self.painter.draw_hint(surface, hint, self.frame)

    def hint_words(self, action, seat: int) -> str:
        words = T.action_words(None, action)
        if action[0] == "move" and action[2]:
            return self.match.with_names(words + " (click your Avatar, turn the Ankh on with K, then the hex).")
        how = {"move": " (click your Avatar, then the hex)", "lead": " (click her, then the hex)",
               "seat": " (click her, then your table)", "influence": " (click her, then Roll)",
               "foil": " (click her Avatar, then Roll)", "done": " (Enter)", "pass": " (Enter)"}.get(action[0], "")
        return self.match.with_names(words + how + ".")

    def hint_dock(self) -> pygame.Rect:
        """In the side panel, between the buttons and the move log (laid out for it whenever a person
        plays here); it covers nothing of the floor, the status line or the tray. A table laid out
        without it (a watched demonstration's tag) uses the status strip's left end."""
        if self.lay is None:
            return super().hint_dock()
        lay = self.lay
        if lay.hint.height:
            return pygame.Rect(lay.hint)
        s = lay.scale
        h = min(lay.status.height - px(4, s), px(44, s))
        return pygame.Rect(lay.status.left, lay.status.centery - h // 2, min(px(300, s), lay.status.width // 3), h)
