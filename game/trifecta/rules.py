"""Trifecta's rules (the Gnomon-deck survival game): 2-6 players fight for nine goal cards per stage
with sealed, simultaneous choices (in or out, the ante, the bid); survive the stage or be eliminated.

Pure Python: never imports pygame. Implements shared/rules/trifecta.md through game.core.
Actions: ("in",) ("out",) ("ante", card) ("play", (card, ...)) and the chance outcomes
("goals", (value, ...)) and ("deal", (card, ...)). Each secret step is one simultaneous decision:
to_move() holds every seat still to choose; choices made so far stay out of other seats' views.
"""
from __future__ import annotations

import random
import re
from collections import Counter
from itertools import product

from game.core.api import CHANCE, Game, GameInfo, IllegalAction, SlottedState
from game.trifecta import cards as C
from game.trifecta.cards import NAME

VERSION = 1
IN, OUT = ("in",), ("out",)
# Phases: the two chance outcomes that set up a stage, the three secret steps, and the end.
GOALS, DEAL, INOUT, ANTE, BID, OVER = "goals", "deal", "inout", "ante", "bid", "over"
NOT_PLAYED, DISCARDED = -1, -2  # taken_by values besides a winning seat
HIDDEN = "?"


def remove_cards(hand: tuple, cards) -> tuple:
    left = list(hand)
    for c in cards:
        left.remove(c)
    return tuple(left)


def cards_text(cards) -> str:
    return ",".join(NAME[c] for c in sorted(cards)) if cards else "-"


class TrifectaState(SlottedState):
    # alive: seats still in the game; stage_seats: the seats that began this stage
    # goals: the stage's 9 goal values in pile order; face_up[k]: goal k has been shown to all
    # taken_by[k]: NOT_PLAYED, DISCARDED or the seat that won goal k (a Blind lone win is seen by
    #   its winner only until the stage ends)
    # hands: per seat, sorted card types; undealt: the stage's cards nobody was dealt
    # pending: ((seat, action), ...) choices made so far in the current secret step
    # ins / antes: this round's seats in and their revealed antes; played: cards revealed this stage
    # records: this stage's rounds ((round, ins, antes, bids, taken_by), ...)
    # history: finished stages, fully revealed; totals: goal cards won per seat over all stages
    __slots__ = (
        "players", "alive", "stage", "stage_seats", "round", "phase", "goals", "face_up", "taken_by",
        "hands", "undealt", "pending", "ins", "antes", "played", "records", "history", "totals", "result",
        "_legal",
    )

    game: "TrifectaGame"

    # --- shape of a round ---------------------------------------------------------------------
    @property
    def segment(self) -> str:
        return C.SEGMENTS[min(self.round, C.ROUNDS - 1)][0]

    @property
    def has_ante(self) -> bool:
        return C.SEGMENTS[min(self.round, C.ROUNDS - 1)][1]

    @property
    def goal(self) -> int | None:
        return self.goals[self.round] if self.goals and self.round < C.ROUNDS else None

    @property
    def goal_shown(self) -> bool:
        return bool(self.goals) and self.round < C.ROUNDS and self.face_up[self.round]

    def won_count(self, seat: int) -> int:
        return sum(1 for t in self.taken_by if t == seat)

    def needed(self) -> int | None:
        """Goal cards needed to survive this stage (None with two players: beat the other)."""
        return C.threshold(len(self.stage_seats))

    def eligible(self) -> tuple:
        """Seats of this stage that hold at least one card (the others sit the round out)."""
        return tuple(s for s in self.stage_seats if self.hands[s])

    def choosers(self) -> tuple:
        """The seats the current secret step is still waiting for."""
        chosen = {seat for seat, _ in self.pending}
        if self.phase == INOUT:
            return tuple(s for s in self.eligible() if s not in chosen)
        if self.phase in (ANTE, BID):
            return tuple(s for s in self.ins if s not in chosen)
        return ()

    # --- whose move ------------------------------------------------------------------------------
    def to_move(self) -> frozenset:
        if self.phase in (GOALS, DEAL):
            return frozenset((CHANCE,))
        return frozenset(self.choosers())

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, player: int | None = None) -> list:
        if player is None:
            movers = self.to_move()
            if len(movers) != 1 or CHANCE in movers:
                return []
            player = next(iter(movers))
        if player not in self.choosers():
            return []
        if self._legal is None:
            self._legal = {}
        cached = self._legal.get(player)
        if cached is None:
            hand = self.hands[player]
            if self.phase == INOUT:
                cached = [IN, OUT]
            elif self.phase == ANTE:
                cached = [("ante", t) for t in sorted(set(hand))]
            else:
                counts = Counter(t for t in hand if C.matches(t, self.goal))
                types = sorted(counts)
                cached = [("play", tuple(t for t, n in zip(types, ns) for _ in range(n)))
                          for ns in product(*(range(counts[t] + 1) for t in types))]
                cached.sort(key=lambda a: (len(a[1]), a[1]))
            self._legal[player] = cached
        return list(cached)

    def sample_chance(self, rng: random.Random):
        if self.phase == GOALS:
            order = list(range(C.NUM_VALUES))
            rng.shuffle(order)
            return ("goals", tuple(order))
        if self.phase == DEAL:
            order = list(C.stage_cards())
            rng.shuffle(order)
            return ("deal", tuple(order))
        raise IllegalAction("No chance event is pending.")

    # --- applying -----------------------------------------------------------------------------------
    def apply(self, action, player: int | None = None) -> "TrifectaState":
        seat = self.resolve_player(player)
        if isinstance(action, list):
            action = tuple(action)
        if seat == CHANCE:
            return self._apply_chance(action)
        if action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(action, seat))
        state = self._with(pending=self.pending + ((seat, action),))
        if state.choosers():
            return state  # still waiting for others: nothing is revealed yet
        return state._reveal()

    def why_illegal(self, action, seat: int) -> str:
        kind = action[0] if isinstance(action, tuple) and action else None
        if self.phase == INOUT:
            return "Choose in or out."
        if self.phase == ANTE:
            if kind == "ante" and len(action) == 2 and isinstance(action[1], int):
                what = NAME[action[1]] if 0 <= action[1] < C.NUM_TYPES else str(action[1])
                return f"{what} is not in your hand."
            return "Choose one card from your hand as your ante."
        if self.phase == BID:
            goal = C.VALUE_NAMES[self.goal]
            if kind == "play" and len(action) == 2:
                wrong = sorted({NAME[t] for t in action[1] if 0 <= t < C.NUM_TYPES and not C.matches(t, self.goal)})
                if wrong:
                    return f"{', '.join(wrong)} {'does' if len(wrong) == 1 else 'do'} not match {goal}."
                return "You do not hold all of those cards."
            return f"Choose the cards matching {goal} you will play (or none)."
        return "That is not a Trifecta move now."

    def _apply_chance(self, action) -> "TrifectaState":
        if self.phase == GOALS:
            if not (isinstance(action, tuple) and len(action) == 2 and action[0] == "goals"
                    and sorted(action[1]) == list(range(C.NUM_VALUES))):
                raise IllegalAction("The goal pile is the nine Unique Singles in some order.")
            return self._with(goals=tuple(action[1]), phase=DEAL)
        if not (isinstance(action, tuple) and len(action) == 2 and action[0] == "deal"
                and sorted(action[1]) == sorted(C.stage_cards())):
            raise IllegalAction("The deal is the 54 stage cards in some order.")
        order = list(action[1])
        hands = [[] for _ in range(self.players)]
        for _ in range(C.HAND_SIZE):
            for s in self.stage_seats:
                hands[s].append(order.pop(0))
        state = self._with(hands=tuple(tuple(sorted(h)) for h in hands), undealt=tuple(sorted(order)))
        return state._start_round(0)

    def _start_round(self, rnd: int) -> "TrifectaState":
        """Open round `rnd` (or end the stage after the ninth): the goal shows first in Open and Free."""
        state = self
        while rnd < C.ROUNDS:
            face_up = list(state.face_up)
            face_up[rnd] = C.SEGMENTS[rnd][2]
            state = state._with(round=rnd, face_up=tuple(face_up), pending=(), ins=(), antes=(), phase=INOUT)
            if state.eligible():
                return state
            state = state._settle(DISCARDED, bids=())  # nobody holds a card, so nobody is in
            rnd += 1
        return state._end_stage()

    def _reveal(self) -> "TrifectaState":
        choices = dict(self.pending)
        if self.phase == INOUT:
            ins = tuple(s for s in sorted(choices) if choices[s] == IN)
            state = self._with(ins=ins, pending=())
            if not ins:
                return state._settle(DISCARDED, bids=())._next_round()
            if self.has_ante:
                if len(ins) > 1:  # in Blind the goal turns up before the ante once two or more are in
                    state = state._turn_up()
                return state._with(phase=ANTE)
            if len(ins) == 1:
                return state._settle(ins[0], bids=())._next_round()
            return state._with(phase=BID)
        if self.phase == ANTE:
            hands = list(self.hands)
            antes = tuple(sorted((s, a[1]) for s, a in choices.items()))
            for s, card in antes:
                hands[s] = remove_cards(hands[s], (card,))
            state = self._with(hands=tuple(hands), pending=(), antes=antes,
                               played=self.played + tuple(c for _, c in antes))
            if len(self.ins) == 1:
                return state._settle(self.ins[0], bids=())._next_round()
            return state._with(phase=BID)
        # the bids turn over together; the single highest count wins, a tie at the top discards
        hands = list(self.hands)
        bids = tuple(sorted((s, a[1]) for s, a in choices.items()))
        for s, cards in bids:
            hands[s] = remove_cards(hands[s], cards)
        state = self._with(hands=tuple(hands), pending=(),
                           played=self.played + tuple(c for _, cards in bids for c in cards))
        best = max(len(cards) for _, cards in bids)
        leaders = [s for s, cards in bids if len(cards) == best]
        return state._settle(leaders[0] if len(leaders) == 1 else DISCARDED, bids=bids)._next_round()

    def _turn_up(self) -> "TrifectaState":
        face_up = list(self.face_up)
        face_up[self.round] = True
        return self._with(face_up=tuple(face_up))

    def _settle(self, taker: int, bids: tuple) -> "TrifectaState":
        """The current goal goes to `taker` (a seat) or is DISCARDED; the round joins the record."""
        taken = list(self.taken_by)
        taken[self.round] = taker
        totals = list(self.totals)
        if taker >= 0:
            totals[taker] += 1
        record = (self.round, self.ins, self.antes, bids, taker)
        return self._with(taken_by=tuple(taken), totals=tuple(totals), records=self.records + (record,))

    def _next_round(self) -> "TrifectaState":
        return self._start_round(self.round + 1)

    def _end_stage(self) -> "TrifectaState":
        seats = self.stage_seats
        counts = {s: self.won_count(s) for s in seats}
        need = self.needed()
        if need is None:  # two players: the one with more survives; a tie replays the stage
            a, b = seats
            survivors = (a,) if counts[a] > counts[b] else (b,) if counts[b] > counts[a] else ()
        else:
            survivors = tuple(s for s in seats if counts[s] >= need)
        summary = {
            "stage": self.stage, "seats": list(seats), "goals": list(self.goals),
            "taken_by": list(self.taken_by), "counts": [counts[s] for s in seats],
            "needed": need, "survivors": list(survivors),
            "rounds": [[r, list(ins), [list(a) for a in antes], [[s, list(c)] for s, c in bids], t]
                       for r, ins, antes, bids, t in self.records],
        }
        state = self._with(history=self.history + (summary,), phase=OVER, pending=(), ins=(), antes=())
        if len(survivors) == 1:
            ret = [0.0] * self.players
            ret[survivors[0]] = 1.0
            return state._with(alive=survivors, result=(tuple(ret), f"{self.game.info.seat_name(survivors[0])} "
                                                                   f"is the last survivor."))
        going_on = survivors if survivors else seats
        if self.stage >= C.MAX_STAGES:
            best = max(self.totals[s] for s in going_on)
            top = [s for s in going_on if self.totals[s] == best]
            ret = tuple((1.0 / len(top)) if s in top else 0.0 for s in range(self.players))
            why = (f"{C.MAX_STAGES} stages without a last survivor: "
                   + (f"{self.game.info.seat_name(top[0])} won the most goal cards." if len(top) == 1
                      else "the most goal cards are shared: a draw."))
            return state._with(alive=going_on, result=(ret, why))
        return TrifectaGame.stage_start(state._with(alive=going_on), going_on, self.stage + 1)

    # --- the end -----------------------------------------------------------------------------------
    def returns(self) -> tuple:
        return self.result[0] if self.result else tuple(0.0 for _ in range(self.players))

    def end_reason(self) -> str:
        return self.result[1] if self.result else ""

    def scores(self) -> tuple:
        return tuple(float(self.won_count(s)) for s in range(self.players))

    # --- views ---------------------------------------------------------------------------------------
    def goal_seen_by(self, k: int, viewer: int | None) -> bool:
        """Goal k is face up, or `viewer` (a seat; None or any other value is a spectator) won it."""
        return self.face_up[k] or (viewer is not None and 0 <= viewer < self.players
                                   and self.taken_by[k] == viewer)

    def _is_seat(self, player) -> bool:
        return isinstance(player, int) and 0 <= player < self.players

    def observation(self, player: int | None) -> dict:
        """What `player` may see; None (or any non-seat) gives the spectator's view: public only."""
        def goal_name(k):
            return C.VALUE_NAMES[self.goals[k]] if self.goal_seen_by(k, player) else HIDDEN

        mine = dict(self.pending).get(player) if self._is_seat(player) else None
        return {
            "game": "trifecta",
            "players": self.players,
            "viewer": player,
            "phase": self.phase,
            "stage": self.stage,
            "round": self.round + 1,
            "segment": self.segment,
            "alive": list(self.alive),
            "stage_seats": list(self.stage_seats),
            "needed": self.needed(),
            "goal": (goal_name(self.round) if self.goals and self.round < C.ROUNDS and self.phase != OVER
                     else None),
            "goals_left": max(0, C.ROUNDS - self.round - 1) if self.goals else C.ROUNDS,
            "hand": [NAME[c] for c in self.hands[player]] if self._is_seat(player) else [],
            "hand_sizes": [len(h) for h in self.hands],
            "won": [[goal_name(k) for k in range(C.ROUNDS) if self.taken_by[k] == s] for s in range(self.players)]
            if self.goals else [[] for _ in range(self.players)],
            "discarded_goals": [goal_name(k) for k in range(C.ROUNDS) if self.goals and self.taken_by[k] == DISCARDED],
            "played": [NAME[c] for c in sorted(self.played)],
            "ins": list(self.ins),
            "antes": [[s, NAME[c]] for s, c in self.antes],
            "waiting_for": sorted(self.choosers()),
            "chosen": sorted(s for s, _ in self.pending),
            "my_choice": None if mine is None else self.action_to_str(mine),
            "records": [[r, list(ins), [[s, NAME[c]] for s, c in antes], [[s, [NAME[c] for c in cs]] for s, cs in bids],
                         t, goal_name(r)] for r, ins, antes, bids, t in self.records],
            "history": [dict(h, goals=[C.VALUE_NAMES[g] for g in h["goals"]]) for h in self.history],
            "totals": list(self.totals),
            "over": self.phase == OVER,
            "returns": list(self.returns()),
            "end_reason": self.end_reason(),
        }

    def determinize(self, player: int, rng: random.Random) -> "TrifectaState":
        """Deal what `player` cannot see afresh: other hands and the undealt cards together, the goals
        not yet shown to them, and the secret choices other seats have already made this step."""
        state = self
        if self.goals:
            hidden = [k for k in range(C.ROUNDS) if not self.goal_seen_by(k, player)]
            values = [self.goals[k] for k in hidden]
            rng.shuffle(values)
            goals = list(self.goals)
            for k, v in zip(hidden, values):
                goals[k] = v
            state = state._with(goals=tuple(goals))
        unseen = list(self.undealt)
        for s, h in enumerate(self.hands):
            if s != player:
                unseen.extend(h)
        rng.shuffle(unseen)
        hands = list(self.hands)
        for s, h in enumerate(self.hands):
            if s != player:
                hands[s] = tuple(sorted(unseen[:len(h)]))
                del unseen[:len(h)]
        state = state._with(hands=tuple(hands), undealt=tuple(sorted(unseen)), pending=())
        pending = []
        for s, action in self.pending:
            if s != player:
                action = rng.choice(state._with(pending=tuple(pending)).legal_actions(s))
            pending.append((s, action))
        return state._with(pending=tuple(pending))

    # --- notation ------------------------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        kind = action[0]
        if kind in ("in", "out"):
            return kind
        if kind == "ante":
            return f"ante {NAME[action[1]]}"
        if kind == "play":
            return f"play {cards_text(action[1])}"
        if kind == "goals":
            return "goals " + ",".join(C.VALUE_NAMES[v] for v in action[1])
        return "deal " + ",".join(NAME[c] for c in action[1])

    def parse_action(self, text: str):
        t = text.strip()
        low = t.lower()
        if low in ("in", "out"):
            return (low,)
        m = re.match(r"^(ante|play|goals|deal)\s+(.*)$", t, re.I)
        if not m:
            raise IllegalAction(f"Cannot read {text!r}: write in, out, 'ante Red', 'play FBT,Blue' or 'play -'.")
        kind, body = m.group(1).lower(), m.group(2).strip()
        names = [] if body == "-" else [n for n in body.split(",") if n.strip()]
        try:
            if kind == "goals":
                return ("goals", tuple(C.goal_id(n) for n in names))
            cards = [C.card_id(n) for n in names]
        except KeyError as exc:
            raise IllegalAction(f"Cannot read {text!r}: {exc.args[0]}.") from None
        if kind == "ante":
            if len(cards) != 1:
                raise IllegalAction("An ante is exactly one card.")
            return ("ante", cards[0])
        if kind == "play":
            return ("play", tuple(sorted(cards)))
        return ("deal", tuple(cards))

    # --- serialisation -------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "game": "trifecta", "version": VERSION, "players": self.players, "alive": list(self.alive),
            "stage": self.stage, "stage_seats": list(self.stage_seats), "round": self.round, "phase": self.phase,
            "goals": [C.VALUE_NAMES[g] for g in self.goals], "face_up": list(self.face_up),
            "taken_by": list(self.taken_by), "hands": [[NAME[c] for c in h] for h in self.hands],
            "undealt": [NAME[c] for c in self.undealt],
            "pending": [[s, self.action_to_str(a)] for s, a in self.pending], "ins": list(self.ins),
            "antes": [[s, NAME[c]] for s, c in self.antes], "played": [NAME[c] for c in self.played],
            "records": [[r, list(ins), [[s, NAME[c]] for s, c in antes], [[s, [NAME[c] for c in cs]] for s, cs in bids], t]
                        for r, ins, antes, bids, t in self.records],
            "history": list(self.history), "totals": list(self.totals),
            "result": None if self.result is None else [list(self.result[0]), self.result[1]],
        }

    def __repr__(self) -> str:
        return f"<Trifecta stage {self.stage} round {self.round + 1} {self.phase} seats {list(self.stage_seats)}>"


class TrifectaGame(Game):
    info = GameInfo(
        id="trifecta",
        title="Trifecta",
        min_players=2,
        max_players=6,
        chance=True,
        hidden_info=True,
        simultaneous=True,
        version=VERSION,
        tagline="Sealed bids for nine goal cards a stage: survive, or be eliminated.",
        seat_names=tuple(f"Player {i + 1}" for i in range(6)),
        bot_module="game.trifecta.bot",
    )

    @staticmethod
    def stage_start(state: TrifectaState, seats: tuple, stage: int) -> TrifectaState:
        """A fresh stage for `seats`: everything is collected and two chance outcomes follow."""
        n = state.players
        return state._with(
            stage=stage, stage_seats=tuple(seats), round=0, phase=GOALS, goals=(), face_up=(False,) * C.ROUNDS,
            taken_by=(NOT_PLAYED,) * C.ROUNDS, hands=((),) * n, undealt=(), pending=(), ins=(), antes=(),
            played=(), records=(), result=None)

    def new_game(self, players: int | None = None, options: dict | None = None) -> TrifectaState:
        players = self.check_players(players)
        self.check_options(options, players)
        blank = TrifectaState._make(
            players=players, alive=tuple(range(players)), stage=1, stage_seats=(), round=0, phase=GOALS, goals=(),
            face_up=(), taken_by=(), hands=(), undealt=(), pending=(), ins=(), antes=(), played=(), records=(),
            history=(), totals=(0,) * players, result=None)
        return self.stage_start(blank, tuple(range(players)), 1)

    def from_json(self, data: dict) -> TrifectaState:
        if data.get("game") != "trifecta" or data.get("version") != VERSION:
            raise ValueError("not a Trifecta state of this version")
        ids = lambda names: tuple(C.card_id(n) for n in names)  # noqa: E731
        probe = self.new_game(int(data["players"]))
        pending = tuple((int(s), probe.parse_action(t)) for s, t in data["pending"])
        result = data.get("result")
        return TrifectaState._make(
            players=int(data["players"]), alive=tuple(data["alive"]), stage=int(data["stage"]),
            stage_seats=tuple(data["stage_seats"]), round=int(data["round"]), phase=data["phase"],
            goals=tuple(C.goal_id(g) for g in data["goals"]), face_up=tuple(bool(x) for x in data["face_up"]),
            taken_by=tuple(int(x) for x in data["taken_by"]), hands=tuple(ids(h) for h in data["hands"]),
            undealt=ids(data["undealt"]), pending=pending, ins=tuple(data["ins"]),
            antes=tuple((int(s), C.card_id(c)) for s, c in data["antes"]), played=ids(data["played"]),
            records=tuple((int(r), tuple(ins), tuple((int(s), C.card_id(c)) for s, c in antes),
                           tuple((int(s), ids(cs)) for s, cs in bids), int(t))
                          for r, ins, antes, bids, t in data["records"]),
            history=tuple(data["history"]), totals=tuple(int(x) for x in data["totals"]),
            result=None if result is None else (tuple(float(x) for x in result[0]), str(result[1])))


GAME = TrifectaGame()
TrifectaState.game = GAME
