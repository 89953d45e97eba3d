"""The Dance's table: the ballroom with its pieces, the side panel (families, your private tray, the
move log), the status strip, and the play itself: the Dance Step on the floor (walk, lead, seat),
the Influence Step through a small panel with the odds, the die, the choices made off the floor, the
Waltz animated so a person can follow what moved, and the hints, replays, curtain and autosave every
table shares (game.ui.table.TableScene).

Draws from `state.observation(seat)` only (the person looking, or a spectator's view); every action
goes through TableScene.play, so a refused one shows the rules' own reason. Input lives in
table_input, drawing in table_draw; the shell opens it through the kit (kit.py).
"""
from __future__ import annotations

import random

from game.core import CHANCE
from game.the_dance import choosers
from game.the_dance import table_text as T
from game.the_dance.animations import Show
from game.the_dance.board_view import BallroomView
from game.the_dance.choreography import build as build_show
from game.the_dance.floor_pieces import idle_tables
from game.the_dance.layout import TableLayout
from game.the_dance.panel import SidePanel
from game.the_dance.table_draw import TableDrawing
from game.the_dance.table_hint import TableHint
from game.the_dance.table_input import TableInput
from game.the_dance.table_side import TableSide
from game.ui.table import TableScene
from game.ui.table_widgets import GildedButton, StatusLine


def create_table(app, match, demo: bool = False) -> "DanceTable":
    return DanceTable(app, match, demo)


class DanceTable(TableDrawing, TableSide, TableHint, TableInput, TableScene):
    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.view = BallroomView()
        self.panel = SidePanel()
        self.status = StatusLine()
        self.lay: TableLayout | None = None
        self.size = (0, 0)
        self.clock = 0.0
        self.show: Show | None = None
        self.words = T.LogWords()
        self.rng = random.Random(match.seed ^ 0x5A5A)
        # what the person is doing on the floor
        self.selected: tuple | None = None      # ("avatar",), ("dancer", d) or ("seated", d)
        self.ankh_on = False
        self.show_arrows = False
        self.foresight = False                  # other Avatars' reach and the next Waltz (W, or hold Shift)
        self.foresight_held = False
        self.attempt = None                     # the open AttemptPanel
        self.chooser = None                     # the open ChoicePanel
        self.chooser_key = None                 # (log length, phase) it was opened for
        self.dismissed = None                   # a chooser put away for that (log length, phase)
        self.mouse = (-1, -1)
        self.hover_label: str | None = None
        self.hover_piece = None
        self.hover_since = 0.0
        self.pinned = None                      # a piece whose info card stays up (right click)
        self.pressed_on_board = False
        self.swallow_up = False
        self.demo_seat = 0
        self.buttons = {key: GildedButton(key, label, hint) for key, label, hint in (
            ("done", "Done", "Enter"), ("pass", "Pass", "Enter"), ("ankh", "Ankh", "K"),
            ("discipline", "Discipline", ""), ("strategic", "Strategic", ""), ("undo", "Undo", "Ctrl+Z"),
            ("choose", "Choose", "Enter"), ("arrows", "Arrows", "A"), ("foresight", "Next turn", "W"),
            ("release", "Release", ""), ("seat", "Seat her", ""), ("unseat", "Unseat", ""))}
        self.shown_buttons: list[str] = []
        self._obs_cache: tuple = (None, None, None)
        self._public_cache: tuple = (None, None)
        self._legal_cache: tuple = (None, None, [])
        self._still = None
        self._still_key = None
        self._base_pic = None
        self._base_key = None
        self._panel_pic = None
        self._panel_key = None

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
        """What the screen draws now: the animation's current view, else the present one."""
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

    def person(self, seat: int) -> str:
        return self.seat_label(seat)

    def curtain_note(self, seat: int) -> str:
        """What the next person is about to do, in words the whole table may read."""
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

    # --- layout --------------------------------------------------------------------------------
    def resize(self, size) -> None:
        size = tuple(size)
        if size != self.size and self.show is not None:
            pass  # a Show places its pieces by place, not by pixel: it carries on at the new size
        self.size = size
        self.lay = TableLayout.of(size, self.match.players, buttons=bool(self.human_seats()) and not self.demo)
        self.view.layout(self.lay.board, idle_tables(self.observe()))
        self.panel.place(self.lay)
        self.status.layout(self.lay.status, self.lay.scale)
        self._still = None
        if self.attempt is not None:
            self.attempt = None
        if self.chooser is not None:
            self.chooser.layout(self.lay.board, self.lay.scale)
        self.warm_in_background(self._warm_steps())

    def _warm_steps(self):
        """Pictures drawn a little per frame after a resize: the pieces at this hex size."""
        from game.the_dance import piece_art
        from game.the_dance.counters import counters

        si = max(2, int(round(self.view.size)))
        for d in counters().dancers:
            yield piece_art.dancer_token(d.id, si)
        for a in counters().avatars:
            yield piece_art.avatar_medallion(a.id, si)
        yield piece_art.server_piece(si)
        yield piece_art.tempo_marker(si)

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
        if seat != self._curtain_for or before.observation(None)["tempo"] != after.observation(None)["tempo"]:
            # someone else acted, or the Waltz played, in front of everyone: the next private view (even
            # for the person who looked last) waits behind the curtain
            self.cover_private_view()
        self.selected = None
        self.attempt = None
        self.ankh_on = False if action[0] in ("move", "done") else self.ankh_on
        self._obs_cache = (None, None, None)
        if self.app.settings.animation_speed <= 0:
            self.show = None
            self._after_change(after)
            return
        show = self._new_show()
        try:
            build_show(show, before, action, seat, after, self.observer())
        except Exception:  # an animation must never stop the game
            import logging
            logging.getLogger(__name__).exception("could not animate %r", action)
            show = None
        self.show = show if show is not None and not show.done else None
        self._after_change(after)

    def on_chance(self, before) -> None:
        if before.observation(None)["tempo"] != self.public()["tempo"]:
            self.cover_private_view()  # the Waltz played for everyone: each private view needs the curtain again
        self._obs_cache = (None, None, None)
        states = self.match.states
        index = next((i for i in range(len(states) - 1, -1, -1) if states[i] is before), None)
        if index is None or self.app.settings.animation_speed <= 0:
            self.show = None
            self._after_change(self.state)
            return
        show = self._new_show()
        viewer = self.observer()
        for i in range(index, len(self.match.log)):
            seat, text = self.match.log[i]
            b, a = states[i], states[i + 1]
            try:
                build_show(show, b, b.parse_action(text), seat, a, viewer)
            except Exception:
                import logging
                logging.getLogger(__name__).exception("could not animate %r", text)
        self.show = show if not show.done else None
        self._after_change(self.state)

    def _after_change(self, state) -> None:
        """Something happened: forget the open chooser and a card kept open for a piece that may have
        moved, and look again at what is under the pointer."""
        self.chooser = None
        self.chooser_key = None
        self.pinned = None
        if self.lay is not None:
            self._hover(self.mouse)
        idle = idle_tables(self.observe())
        if idle != self.view.idle_tables and self.lay is not None:
            self.view.layout(self.lay.board, idle)
            self._still = None

    def on_undo(self) -> None:
        self.finish_animation()
        self.selected = None
        self.attempt = None
        self.chooser = None
        self.chooser_key = None
        self.dismissed = None
        self.words = T.LogWords()
        self._obs_cache = (None, None, None)
        self._legal_cache = (None, None, [])
        if self.lay is not None:
            self.view.layout(self.lay.board, idle_tables(self.observe()))
        self._still = None

    def on_game_over(self) -> None:
        self.selected = None
        self.attempt = None
        super().on_game_over()

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
        if self.hover_piece is not None:
            self.hover_since += dt
        super().update(dt)
        if not self.animating():
            self._open_chooser()

    # --- the choices made off the floor -------------------------------------------------------------
    def _open_chooser(self) -> None:
        """Open the chooser of a decision made off the floor when it is a person's to make."""
        seat = self.acting_seat()
        if seat is None or self.lay is None:
            self.chooser = None
            return
        key = (len(self.match.log), self.state.to_move())
        if self.chooser is not None and self.chooser_key == key:
            return
        if self.dismissed == key:
            return
        panel = self.chooser_for(seat)
        self.chooser = panel
        self.chooser_key = key
        if panel is not None:
            panel.layout(self.lay.board, self.lay.scale)

    def reopen_chooser(self) -> None:
        self.dismissed = None
        self.chooser = None
        self.chooser_key = None
        self._open_chooser()

    def _dismiss(self) -> None:
        self.dismissed = self.chooser_key
        self.chooser = None

    def chooser_for(self, seat: int):
        """The ChoicePanel for the decision `seat` faces now, or None when it is made on the floor."""
        obs = self.observe()
        phase = obs["phase"]
        legal = self.legal(seat)

        def choose(action) -> None:
            self.chooser = None
            self.play(action, seat)

        if phase == "avatar":
            return choosers.avatar_chooser(legal, choose, self._dismiss, self.rng)
        if phase == "keep_power":
            return choosers.power_chooser(legal, choose, self._dismiss)
        if phase == "keep_plan":
            private = obs.get("private") or {}
            return choosers.plan_chooser(legal, private.get("plan_drawn"), obs["families"][seat]["plan"], choose,
                                         self._dismiss)
        if phase == "drop":
            new = (obs.get("choice") or {}).get("new")
            name = T.dancer_name(T.F.DANCER[new]) if new in T.F.DANCER else "her"
            return choosers.dancer_chooser("Let one Dancer go", f"Your marker moves to {name}.", legal, "let her go",
                                           choose, self._dismiss)
        if phase == "keep_dancer":
            return choosers.dancer_chooser("Which Dancer keeps your marker?", "The other is released.", legal,
                                           "keep her", choose, self._dismiss)
        if phase == "discard":
            fam = obs["families"][seat]
            limit = 6 if "old_wealth" in fam["powers"] else 4
            return choosers.discard_chooser(legal, choose, self._dismiss, limit, fam["refreshments"])
        if phase == "initiative":
            names = {f["avatar"]: self.person(f["seat"]) for f in obs["families"] if f["avatar"]}
            return choosers.initiative_chooser(legal, names, choose, self._dismiss)
        if phase == "after_roll":
            att = obs["attempt"] or {}

            def first(key) -> None:
                if key == ("accept",):
                    choose(key)
                    return
                kind = key[1]
                actions = [a for a in legal if (a[0] == kind if kind == "reroll" else
                                                 (a[0] == "adjust" and a[1] == kind[1]))]
                if len(actions) == 1:
                    choose(actions[0])
                    return
                self.chooser = choosers.pay_chooser(actions, choose, self._dismiss)
                self.chooser.layout(self.lay.board, self.lay.scale)

            return choosers.after_roll_chooser(legal, att.get("die") or 0, att.get("number") or 0, first,
                                               self._dismiss)
        return None
