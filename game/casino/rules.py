"""Casino Trifecta's rules (shared/rules/casino.md): two players, six rounds of four cards, captures,
trifectas, builds, the three lifelines (secret card, Pass, Subtraction) and the scoring.

Pure Python: never imports pygame. Implements the page through game.core; moves.py lists and checks
the plays, notation.py writes and reads them, scoring.py counts them.

Phases: `first` (chance, unless the option names the seat) -> `secret` (both seats at once, sealed:
to_move() holds the seats still to choose) -> `deck` (chance: the 52 cards top first) -> `play` -> `over`.
Actions are tuples of ints (moves.py); `("timeout",)` is the clock running out for the seat to move:
the table applies it when the `timer` option is on (60 s, TIMER_SECONDS); it is never listed among the
legal actions, so random play and bots never choose it, but it is logged and replayed like a move.

Helpers for the table and the bots (pure functions, in game.casino.advice): `what_it_does(state, action)`
and `plays_using(state, seat, hand_card, cards, builds)`; on a state, `score_breakdown(seat)`.
"""
from __future__ import annotations

import random

from game.casino import cards as C
from game.casino import moves as M
from game.casino.refusals import check_play
from game.casino import notation as N
from game.casino import scoring as S
from game.casino.moves import SAME, SINGLE, SUBTRACTION, MULTIPLE, Build
from game.core.api import CHANCE, Game, GameInfo, IllegalAction, OptionSpec, SlottedState

VERSION = 1
ROUNDS = 6
HAND = 4
TIMER_SECONDS = 60  # the table's clock for one move when the `timer` option is on
FORFEIT_AFTER = 5  # the fifth expiry forfeits the game; the first four each give the opponent 1
FIRST, SECRET, DECK, PLAY, OVER = "first", "secret", "deck", "play", "over"
SEATS = ("Blue", "Red")


class CasinoState(SlottedState):
    # first_option: the seat the option names to lead round 1, or None (a chance outcome decides)
    # secrets: the card each seat named (None until chosen); deck: cards still to deal, top first
    # hands: per seat, sorted; loose: the table's loose cards in the order they came; builds: Build, ...
    # piles: each seat's captured cards in order; score: per seat the running CATEGORIES points
    # end_bonus: per seat (most cards, spades, diamonds) once the game has ended normally, else None
    # captures: ((seat, action, cards, points), ...) every capture, trifecta and the final sweep
    # plays: ((seat, action), ...) every public move (plays, passes, timeouts) in order
    # passed_round: the seats that passed in this round; last_capturer: who takes the table at the end
    __slots__ = (
        "first_option", "timer", "phase", "first", "secrets", "deck", "hands", "loose", "builds",
        "next_build", "piles", "score", "end_bonus", "captures", "plays", "pass_used", "subtract_used",
        "passed_round", "round", "leader", "turn", "last_capturer", "timeouts", "result",
        "_legal", "_legal_set",
    )

    game: "CasinoGame"
    players = 2

    # --- whose move ---------------------------------------------------------------------------------
    def to_move(self) -> frozenset:
        phase = self.phase
        if phase == PLAY:
            return frozenset((self.turn,))
        if phase == SECRET:
            return frozenset(s for s in (0, 1) if self.secrets[s] is None)
        if phase in (FIRST, DECK):
            return frozenset((CHANCE,))
        return frozenset()

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, player: int | None = None) -> list:
        if player is None:
            movers = self.to_move()
            if len(movers) != 1 or CHANCE in movers:
                return []
            player = next(iter(movers))
        if self.phase == PLAY:
            if player != self.turn:
                return []
            if self._legal is None:
                self._legal = M.legal_plays(self, player)
            return list(self._legal)
        if self.phase == SECRET and player in (0, 1) and self.secrets[player] is None:
            return [("secret", c) for c in C.CARDS]
        return []

    def sample_chance(self, rng: random.Random):
        if self.phase == FIRST:
            return ("first", rng.randrange(2))
        if self.phase == DECK:
            order = list(C.CARDS)
            rng.shuffle(order)
            return ("deck", tuple(order))
        raise IllegalAction("No chance event is pending.")

    # --- applying ---------------------------------------------------------------------------------------
    def apply(self, action, player: int | None = None) -> "CasinoState":
        seat = self.resolve_player(player)
        action = M.normalize(action)
        if seat == CHANCE:
            return self._apply_chance(action)
        if action == M.TIMEOUT:
            return self._timeout(seat)
        if self.phase == SECRET:
            if not (isinstance(action, tuple) and len(action) == 2 and action[0] == "secret"
                    and isinstance(action[1], int) and 0 <= action[1] < 52):
                raise IllegalAction("Name your secret card: any card of the deck.")
            secrets = list(self.secrets)
            secrets[seat] = action[1]
            state = self._with(secrets=tuple(secrets))
            return state._with(phase=DECK) if None not in state.secrets else state
        if self._legal_set is None and self._legal is not None:
            self._legal_set = frozenset(self._legal)
        known = self._legal_set is not None and action in self._legal_set
        if not known:
            reason = check_play(self, seat, action)
            if reason is not None:
                raise IllegalAction(reason)
        return self._play(seat, action)

    def _apply_chance(self, action) -> "CasinoState":
        if self.phase == FIRST:
            if not (isinstance(action, tuple) and len(action) == 2 and action[0] == "first" and action[1] in (0, 1)):
                raise IllegalAction("The first player is seat 0 or seat 1.")
            return self._with(first=action[1], phase=SECRET)
        if not (isinstance(action, tuple) and len(action) == 2 and action[0] == "deck"
                and sorted(action[1]) == list(C.CARDS)):
            raise IllegalAction("The deck is the 52 cards in some order, top first.")
        order = tuple(action[1])
        hands = (tuple(sorted(order[0:HAND])), tuple(sorted(order[HAND:2 * HAND])))
        return self._with(phase=PLAY, hands=hands, loose=order[2 * HAND:3 * HAND], deck=order[3 * HAND:],
                          round=1, leader=self.first, turn=self.first, passed_round=())

    def _timeout(self, seat: int) -> "CasinoState":
        if not self.timer:
            raise IllegalAction("The timer is off in this game.")
        if self.phase not in (SECRET, PLAY):
            raise IllegalAction("No clock is running now.")
        timeouts = list(self.timeouts)
        timeouts[seat] += 1
        state = self._with(timeouts=tuple(timeouts), plays=self.plays + ((seat, M.TIMEOUT),))
        if timeouts[seat] >= FORFEIT_AFTER:
            ret = [0.0, 0.0]
            ret[1 - seat] = 1.0
            why = f"{SEATS[seat]} let the clock run out {FORFEIT_AFTER} times and forfeits: {SEATS[1 - seat]} wins."
            return state._with(phase=OVER, result=(tuple(ret), why))
        return state._add_points(1 - seat, S.TIMER, 1)

    def _add_points(self, seat: int, category: int, points: int) -> "CasinoState":
        score = [list(s) for s in self.score]
        score[seat][category] += points
        return self._with(score=tuple(tuple(s) for s in score))

    def _play(self, seat: int, action) -> "CasinoState":
        kind = action[0]
        plays = self.plays + ((seat, action),)
        if kind == "pass":
            used = list(self.pass_used)
            used[seat] = True
            state = self._with(pass_used=tuple(used), passed_round=self.passed_round + (seat,), plays=plays)
            return state._advance(seat)
        h = action[1]
        c = C.tok_card(h)
        hands = list(self.hands)
        hand = list(hands[seat])
        hand.remove(c)
        hands[seat] = tuple(hand)
        changes = dict(hands=tuple(hands), plays=plays)
        if kind == "drop":
            changes["loose"] = self.loose + (c,)
        elif kind in ("capture", "trifecta"):
            toks = action[2]
            taken_builds = action[3] if kind == "capture" else ()
            gone = {C.tok_card(t) for t in toks}
            build_toks = tuple(t for b in self.builds if b.number in taken_builds for t in b.cards)
            all_toks = (h,) + tuple(toks) + build_toks
            taken = tuple(C.tok_card(t) for t in all_toks)
            points = S.capture_points(kind, all_toks, self.secrets)
            piles = list(self.piles)
            piles[seat] = piles[seat] + taken
            score = [list(s) for s in self.score]
            for i, p in enumerate(points):
                score[seat][i] += p
            changes.update(
                loose=tuple(x for x in self.loose if x not in gone),
                builds=tuple(b for b in self.builds if b.number not in taken_builds),
                piles=tuple(piles), score=tuple(tuple(s) for s in score), last_capturer=seat,
                captures=self.captures + ((seat, action, taken, points),))
        elif kind == "build":
            toks, bn = action[2], action[3]
            a = C.tok_value(h)
            if bn:
                changes["builds"] = tuple(
                    Build(b.number, b.value + a, SINGLE, seat, tuple(sorted(b.cards + (h,))))
                    if b.number == bn else b for b in self.builds)
            else:
                gone = {C.tok_card(t) for t in toks}
                v = a + sum(C.tok_value(t) for t in toks)
                changes.update(loose=tuple(x for x in self.loose if x not in gone),
                               builds=self.builds + (Build(self.next_build, v, SINGLE, seat,
                                                           tuple(sorted((h,) + tuple(toks)))),),
                               next_build=self.next_build + 1)
        elif kind == "same":
            v, toks, bn = action[2], action[3], action[4]
            gone = {C.tok_card(t) for t in toks}
            changes["loose"] = tuple(x for x in self.loose if x not in gone)
            mine = (h,) + tuple(toks)
            if bn:
                changes["builds"] = tuple(
                    Build(b.number, v, MULTIPLE if b.kind == SINGLE else b.kind, seat, tuple(sorted(b.cards + mine)))
                    if b.number == bn else b for b in self.builds)
            else:
                matching = v in C.FACES or all(C.tok_value(t) == v for t in mine)
                changes.update(builds=self.builds + (Build(self.next_build, v, SAME if matching else MULTIPLE, seat,
                                                           tuple(sorted(mine))),),
                               next_build=self.next_build + 1)
        elif kind == "subtract":
            x = action[2]
            used = list(self.subtract_used)
            used[seat] = True
            changes.update(loose=tuple(y for y in self.loose if y != C.tok_card(x)),
                           builds=self.builds + (Build(self.next_build, C.tok_value(x) - C.tok_value(h), SUBTRACTION,
                                                       seat, tuple(sorted((h, x)))),),
                           next_build=self.next_build + 1, subtract_used=tuple(used))
        return self._with(**changes)._advance(seat)

    def _advance(self, seat: int) -> "CasinoState":
        """The other seat plays next; a seat with an empty hand is skipped; empty hands end the round."""
        other = 1 - seat
        if self.hands[other]:
            return self._with(turn=other)
        if self.hands[seat]:
            return self._with(turn=seat)
        if self.round < ROUNDS:
            deck = self.deck
            leader = self.first if self.round % 2 == 0 else 1 - self.first  # rounds alternate leaders
            return self._with(hands=(tuple(sorted(deck[:HAND])), tuple(sorted(deck[HAND:2 * HAND]))),
                              deck=deck[2 * HAND:], round=self.round + 1, leader=leader, turn=leader,
                              passed_round=())
        return self._finish()

    def _finish(self) -> "CasinoState":
        state = self
        left = self.loose + tuple(C.tok_card(t) for b in self.builds for t in b.cards)
        if left and self.last_capturer is not None:
            seat = self.last_capturer
            points = S.sweep_points(left, self.secrets)
            piles = list(self.piles)
            piles[seat] = piles[seat] + left
            score = [list(s) for s in self.score]
            for i, p in enumerate(points):
                score[seat][i] += p
            state = self._with(loose=(), builds=(), piles=tuple(piles), score=tuple(tuple(s) for s in score),
                               captures=self.captures + ((seat, ("sweep",), left, points),))
        bonus = S.end_bonuses(state.piles)
        state = state._with(end_bonus=bonus, phase=OVER)
        totals = state.scores()
        if totals[0] != totals[1]:
            win = 0 if totals[0] > totals[1] else 1
            why = f"{SEATS[win]} wins {_num(totals[win])} to {_num(totals[1 - win])}."
        else:
            ace = next((s for s in (0, 1) if C.ACE_OF_SPADES in state.piles[s]), None)
            if ace is None:
                return state._with(result=((0.5, 0.5), f"A tie at {_num(totals[0])} and nobody captured the ace of "
                                                       "spades: a draw."))
            win = ace
            why = f"A tie at {_num(totals[0])}: {SEATS[win]} captured the ace of spades and wins."
        ret = [0.0, 0.0]
        ret[win] = 1.0
        return state._with(result=(tuple(ret), why))

    # --- the end and the score -------------------------------------------------------------------------
    def returns(self) -> tuple:
        return self.result[0] if self.result else (0.0, 0.0)

    def end_reason(self) -> str:
        return self.result[1] if self.result else ""

    def scores(self) -> tuple:
        """Points so far; the end bonuses once the game has ended."""
        out = []
        for s in (0, 1):
            total = float(sum(self.score[s]))
            if self.end_bonus:
                total += sum(self.end_bonus[s])
            out.append(total)
        return tuple(out)

    def score_breakdown(self, seat: int) -> dict:
        """Points of `seat` per category (scoring.CATEGORIES and END_CATEGORIES) and the total."""
        out = {name: self.score[seat][i] for i, name in enumerate(S.CATEGORIES)}
        for i, name in enumerate(S.END_CATEGORIES):
            out[name] = self.end_bonus[seat][i] if self.end_bonus else 0.0
        out["total"] = self.scores()[seat]
        return out

    def revealed(self, seat: int) -> bool:
        """A seat's secret card is public once captured (by anyone), and every secret at the end."""
        c = self.secrets[seat]
        return c is not None and (self.phase == OVER or c in self.piles[0] or c in self.piles[1])

    # --- views -------------------------------------------------------------------------------------------
    def _is_seat(self, player) -> bool:
        return isinstance(player, int) and not isinstance(player, bool) and player in (0, 1)

    def observation(self, player: int | None) -> dict:
        """What `player` may see; None (or any non-seat) is a spectator: public only."""
        me = player if self._is_seat(player) else None
        secrets = [C.NAME[self.secrets[s]] if self.secrets[s] is not None and (s == me or self.revealed(s)) else None
                   for s in (0, 1)]
        return {
            "game": "casino",
            "viewer": me,
            "phase": self.phase,
            "round": self.round,
            "rounds": ROUNDS,
            "first": self.first,
            "leader": self.leader,
            "turn": self.turn if self.phase == PLAY else None,
            "to_move": sorted(self.to_move()),
            "hand": [C.NAME[c] for c in self.hands[me]] if me is not None else [],
            "hand_sizes": [len(h) for h in self.hands],
            "deck_left": len(self.deck),
            "secret": secrets[me] if me is not None else None,
            "secrets": secrets,
            "secrets_chosen": [s is not None for s in self.secrets],
            "secrets_revealed": [self.revealed(s) for s in (0, 1)],
            "table": [C.NAME[c] for c in self.loose],
            "builds": [build_view(b) for b in self.builds],
            "captured": [[C.NAME[c] for c in p] for p in self.piles],
            "seen": [C.NAME[c] for c in sorted(self._seen_by(me))],
            "captures": [{"seat": s, "action": N.action_text(a), "kind": a[0], "cards": [C.NAME[c] for c in cs],
                          "points": dict(zip(("point_cards", "trifectas", "bonuses", "secret"), pts)),
                          "total": sum(pts)} for s, a, cs, pts in self.captures],
            "log": [[s, N.action_text(a)] for s, a in self.plays],
            "lifelines": {"pass": list(self.pass_used), "subtract": list(self.subtract_used)},
            "passed_round": list(self.passed_round),
            "last_capturer": self.last_capturer,
            "timer": self.timer,
            "timer_seconds": TIMER_SECONDS if self.timer else None,
            "timeouts": list(self.timeouts),
            "scores": list(self.scores()),
            "breakdown": [self.score_breakdown(s) for s in (0, 1)],
            "over": self.phase == OVER,
            "returns": list(self.returns()),
            "end_reason": self.end_reason(),
        }

    def _seen_by(self, me) -> set:
        """The cards a seat has seen (its hand, the table, the captured piles): the card tracker's marks."""
        seen = set(self.loose) | set(self.piles[0]) | set(self.piles[1])
        seen.update(C.tok_card(t) for b in self.builds for t in b.cards)
        if me is not None:
            seen.update(self.hands[me])
        return seen

    def determinize(self, player: int, rng: random.Random) -> "CasinoState":
        """Deal what `player` cannot see afresh from what it has not seen: the other hand and the deck
        order, and the other seat's secret card while unrevealed (any card not captured yet). Drawn from
        sorted lists, so the same view and rng give the same state whatever was hidden."""
        if self.phase == OVER or not self._is_seat(player):
            return self
        other = 1 - player
        state = self
        if self.phase == PLAY:
            unseen = sorted(self.deck + self.hands[other])
            rng.shuffle(unseen)
            k = len(self.hands[other])
            hands = list(self.hands)
            hands[other] = tuple(sorted(unseen[:k]))
            state = state._with(hands=tuple(hands), deck=tuple(unseen[k:]))
        if self.secrets[other] is not None and not self.revealed(other):
            captured = set(self.piles[0]) | set(self.piles[1])
            secrets = list(self.secrets)
            secrets[other] = rng.choice([c for c in C.CARDS if c not in captured])
            state = state._with(secrets=tuple(secrets))
        return state

    # --- notation --------------------------------------------------------------------------------------------
    def action_to_str(self, action) -> str:
        return N.action_text(M.normalize(action))

    def parse_action(self, text: str):
        hand = self.hands[self.turn] if self.phase == PLAY else None
        try:
            return N.parse(text, {b.number: b.value for b in self.builds}, hand)
        except N.BadGrouping as bad:
            # a card not in hand or not on the table is the reason to give first; the grouping after
            reason = check_play(self, self.turn, bad.action, sums=False) if self.phase == PLAY else None
            if reason is not None:
                raise IllegalAction(reason) from None
            raise

    # --- serialisation --------------------------------------------------------------------------------------
    def to_json(self) -> dict:
        names = lambda cs: [C.NAME[c] for c in cs]  # noqa: E731
        return {
            "game": "casino", "version": VERSION, "first_option": self.first_option, "timer": self.timer,
            "phase": self.phase, "first": self.first,
            "secrets": [None if c is None else C.NAME[c] for c in self.secrets],
            "deck": names(self.deck), "hands": [names(h) for h in self.hands], "loose": names(self.loose),
            "builds": [[b.number, b.value, b.kind, b.owner, [C.tok_name(t) for t in b.cards]] for b in self.builds],
            "next_build": self.next_build, "piles": [names(p) for p in self.piles],
            "score": [list(s) for s in self.score],
            "end_bonus": None if self.end_bonus is None else [list(b) for b in self.end_bonus],
            "captures": [[s, N.action_text(a), names(cs), list(pts)] for s, a, cs, pts in self.captures],
            "plays": [[s, N.action_text(a)] for s, a in self.plays],
            "pass_used": list(self.pass_used), "subtract_used": list(self.subtract_used),
            "passed_round": list(self.passed_round), "round": self.round, "leader": self.leader,
            "turn": self.turn, "last_capturer": self.last_capturer, "timeouts": list(self.timeouts),
            "result": None if self.result is None else [list(self.result[0]), self.result[1]],
        }

    def __repr__(self) -> str:
        return f"<Casino {self.phase} round {self.round} turn {self.turn} table {len(self.loose)}+{len(self.builds)}>"


def _num(x: float) -> str:
    return f"{x:g}"


def build_view(b: Build) -> dict:
    """A build as the table and the bots see it."""
    ks = next((C.tok_number(t) for t in b.cards if C.tok_card(t) == C.KS and C.tok_number(t)), None)
    return {"name": b.name, "number": b.number, "value": C.value_label(b.value) if b.value in C.FACES else b.value,
            "label": f"Build {C.value_label(b.value)}", "kind": b.kind, "owner": b.owner,
            "cards": [C.tok_name(t) for t in b.cards], "ks": ks}


def _read_token(name: str) -> int:
    c, n = N._read_card(name)
    return C.token(c, n)


class CasinoGame(Game):
    info = GameInfo(
        id="casino",
        title="Casino Trifecta",
        min_players=2,
        max_players=2,
        chance=True,
        hidden_info=True,
        simultaneous=True,
        version=VERSION,
        tagline="Add, match and subtract your way to the point cards, and catch three faces at once.",
        seat_names=SEATS,
        options=(
            OptionSpec("first", "First to play", (("random", "Random"), (0, "Blue"), (1, "Red")), "random",
                       "Who leads the first round (the rounds then alternate)."),
            OptionSpec("timer", "Timer", ((False, "Off"), (True, "On")), False,
                       f"{TIMER_SECONDS} seconds a move; each expiry gives the opponent 1 point, the "
                       f"{FORFEIT_AFTER}th forfeits."),
        ),
        bot_module="game.casino.bot",
    )

    def check_options(self, options: dict | None, players: int | None = None) -> dict:
        """Also reads the words a person may type: first=blue/red, timer=on/off."""
        words = {"first": {"blue": 0, "red": 1, "0": 0, "1": 1}, "timer": {"on": True, "off": False}}
        fixed = {}
        for name, value in (options or {}).items():
            if isinstance(value, str) and name in words and value.lower() in words[name]:
                value = words[name][value.lower()]
            fixed[name] = value
        return super().check_options(fixed, players)

    def new_game(self, players: int | None = None, options: dict | None = None) -> CasinoState:
        self.check_players(players)
        opts = self.check_options(options, players)
        first = opts["first"] if opts["first"] in (0, 1) else None
        return CasinoState._make(
            first_option=first, timer=bool(opts["timer"]), phase=SECRET if first is not None else FIRST,
            first=first, secrets=(None, None), deck=(), hands=((), ()), loose=(), builds=(), next_build=1,
            piles=((), ()), score=((0,) * len(S.CATEGORIES),) * 2, end_bonus=None, captures=(), plays=(),
            pass_used=(False, False), subtract_used=(False, False), passed_round=(), round=0, leader=first,
            turn=first, last_capturer=None, timeouts=(0, 0), result=None)

    def from_json(self, data: dict) -> CasinoState:
        if data.get("game") != "casino" or data.get("version") != VERSION:
            raise ValueError("not a Casino Trifecta state of this version")
        ids = lambda names: tuple(C.card_id(n) for n in names)  # noqa: E731
        opt = lambda x: None if x is None else int(x)  # noqa: E731
        builds = tuple(Build(int(n), int(v), str(k), int(o), tuple(_read_token(t) for t in ts))
                       for n, v, k, o, ts in data["builds"])
        result = data.get("result")
        end_bonus = data.get("end_bonus")
        return CasinoState._make(
            first_option=opt(data["first_option"]), timer=bool(data["timer"]), phase=data["phase"],
            first=opt(data["first"]), secrets=tuple(None if c is None else C.card_id(c) for c in data["secrets"]),
            deck=ids(data["deck"]), hands=tuple(ids(h) for h in data["hands"]), loose=ids(data["loose"]),
            builds=builds, next_build=int(data["next_build"]), piles=tuple(ids(p) for p in data["piles"]),
            score=tuple(tuple(int(x) for x in s) for s in data["score"]),
            end_bonus=None if end_bonus is None else tuple(tuple(float(x) for x in b) for b in end_bonus),
            captures=tuple((int(s), N.parse(t) if t != "sweep" else ("sweep",), ids(cs), tuple(int(x) for x in pts))
                           for s, t, cs, pts in data["captures"]),
            plays=tuple((int(s), N.parse(t)) for s, t in data["plays"]),
            pass_used=tuple(bool(x) for x in data["pass_used"]),
            subtract_used=tuple(bool(x) for x in data["subtract_used"]),
            passed_round=tuple(int(x) for x in data["passed_round"]), round=int(data["round"]),
            leader=opt(data["leader"]), turn=opt(data["turn"]), last_capturer=opt(data["last_capturer"]),
            timeouts=tuple(int(x) for x in data["timeouts"]),
            result=None if result is None else (tuple(float(x) for x in result[0]), str(result[1])))


GAME = CasinoGame()
CasinoState.game = GAME
