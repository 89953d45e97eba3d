"""Casino Trifecta's heuristic player: each play is judged by what it takes now, what it leaves the
opponent (their best capture on the table it leaves, weighed by the chance they hold the card for it),
what it sets up for the seat's own next turn (a build it can take, a card it can pair), the last capture's
sweep, and the lifelines' worth; from this the Normal level, the Easy level's beginner habits and the
secret card.

No pygame, never changes a state. Judges from what the seat knows (ai_view.know): its own hand, the
table, the counts of unseen cards; the opponent's hand is never read, even in a determinized world.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.casino import cards as C
from game.casino import scoring as S
from game.casino.ai_plays import Table, capturable_builds, plays, taken_tokens
from game.casino.ai_view import CARD_WORTH, Knowledge, know
from game.casino.moves import MULTIPLE, PROVIDES, SAME, SINGLE, SUBTRACTION, Build
from game.casino.rules import ROUNDS

POINT_CARD = tuple(C.points(c) > 0 for c in C.CARDS)


@dataclass(frozen=True, eq=False)
class Style:
    """The knobs of the heuristic player, in points."""

    expose: float = 1.0  # the opponent's best reply on what a play leaves, when they play next
    lead_expose: float = 1.0  # the same when the round ends and they lead the next one with fresh cards
    second_expose: float = 0.4  # the round ends and this seat leads the next: they reply second
    follow: float = 0.8  # this seat's own best capture on its next turn, if the opponent leaves it
    sweep_share: float = 0.3  # in the last round, a capture's share of the table left for the sweep
    pass_cost: float = 0.7  # the Pass lifeline's worth kept for later (falls as rounds go by)
    subtract_cost: float = 0.5  # the same for the Subtraction lifeline


NORMAL = Style()


def popcount(mask: int) -> int:
    return bin(mask).count("1")


class Reply:
    """The best capture of each value on one table, for one seat (the opponent's reply, or the seat's
    own next turn): value -> (gain, cards taken)."""

    __slots__ = ("table", "seat", "worth", "_gain")

    def __init__(self, table: Table, seat: int, worth):
        self.table = table
        self.seat = seat
        self.worth = worth
        self._gain = {}

    def gain(self, v: int) -> float:
        """What a card of value v (a number, or a face code) takes at best, in points, 0 for nothing."""
        got = self._gain.get(v)
        if got is not None:
            return got
        table, worth = self.table, self.worth
        builds = table.builds
        bs = capturable_builds(builds, self.seat, v)
        w = 0.0
        n = 1  # the capturing card
        extra = 0.0
        if v < 100:
            mask, _, w = table.best_union(v)
            n += popcount(mask)
        else:
            same = table.faces.get(v, ())
            for c in same:
                w += worth[c]
            n += len(same)
            if len(same) >= 2:
                extra += 1.0  # three of one face in one capture: a trifecta
            faces = [x for xs in table.faces.values() for x in xs]
            if len(faces) >= 2:
                w = max(w, self._trifecta(v, faces))
        if bs:
            for b in builds:
                if b.number in bs:
                    n += len(b.cards)
                    for t in b.cards:
                        w += worth[t & 63]
        if n == 1:
            got = 0.0
        else:
            got = w + extra + max(0, n - 4) + CARD_WORTH
        self._gain[v] = got
        return got

    def _trifecta(self, f: int, faces: list) -> float:
        worth = self.worth
        best = 0.0
        for i, x in enumerate(faces):
            for y in faces[i + 1:]:
                fx, fy = C.face(x), C.face(y)
                if f == fx == fy or {f, fx, fy} == {C.FACE_J, C.FACE_Q, C.FACE_K}:
                    best = max(best, worth[x] + worth[y] + 1.0)
        return best


def expected_best(reply: Reply, k: Knowledge, hand: int) -> float:
    """The opponent's expected best capture with `hand` unknown cards: the values by what they take,
    each counted when they hold it and none of the richer ones (holdings taken as independent)."""
    gains = []
    for v in k.holds:
        if k.holds[v]:
            g = reply.gain(v)
            if g > 0.0:
                gains.append((g, v))
    if not gains:
        return 0.0
    gains.sort(reverse=True)
    total = 0.0
    missing = 1.0
    for g, v in gains:
        p = k.holds_chance(v, hand)
        total += missing * p * g
        missing *= 1.0 - p
        if missing < 0.02:
            break
    return total


def table_after(state, seat: int, action) -> tuple:
    """(loose cards, builds) after `seat` makes `action` (builds it makes are numbered 0)."""
    kind = action[0]
    loose, builds = state.loose, state.builds
    if kind in ("pass",):
        return loose, builds
    if kind == "drop":
        return loose + (action[1],), builds
    if kind == "capture":
        gone = {t & 63 for t in action[2]}
        taken = action[3]
        return (tuple(c for c in loose if c not in gone),
                tuple(b for b in builds if b.number not in taken) if taken else builds)
    if kind == "trifecta":
        gone = set(action[2])
        return tuple(c for c in loose if c not in gone), builds
    h = action[1]
    if kind == "build":
        _, _, toks, bn = action
        if bn:
            old = next(b for b in builds if b.number == bn)
            new = Build(bn, old.value + C.tok_value(h), SINGLE, seat, tuple(sorted(old.cards + (h,))))
            return loose, tuple(new if b.number == bn else b for b in builds)
        gone = {t & 63 for t in toks}
        new = Build(0, C.tok_value(h) + sum(C.tok_value(t) for t in toks), SINGLE, seat, tuple(sorted((h,) + toks)))
        return tuple(c for c in loose if c not in gone), builds + (new,)
    if kind == "same":
        _, _, v, toks, bn = action
        gone = {t & 63 for t in toks}
        rest = tuple(c for c in loose if c not in gone)
        if bn:
            old = next(b for b in builds if b.number == bn)
            kind_after = old.kind if old.kind != SINGLE else MULTIPLE
            new = Build(bn, v, kind_after, seat, tuple(sorted(old.cards + (h,) + toks)))
            return rest, tuple(new if b.number == bn else b for b in builds)
        made = SAME if v in C.FACES or all(C.tok_value(t) == v for t in toks) and C.tok_value(h) == v else MULTIPLE
        return rest, builds + (Build(0, v, made, seat, tuple(sorted((h,) + toks))),)
    if kind == "subtract":
        x = action[2]
        rest = tuple(c for c in loose if c != x & 63)
        v = C.tok_value(x) - C.tok_value(h)
        return rest, builds + (Build(0, v, SUBTRACTION, seat, tuple(sorted((h, x)))),)
    return loose, builds


def played_card(action):
    return None if action[0] == "pass" else action[1] & 63


class Judge:
    """Values of a seat's plays in one position (see value())."""

    def __init__(self, state, seat: int, style: Style = NORMAL, k: Knowledge | None = None):
        self.state = state
        self.seat = seat
        self.style = style
        self.k = k or know(state, seat)
        self.table = Table(state.loose, state.builds, self.k.worth)

    def plays(self) -> list:
        return plays(self.state, self.seat, self.k.worth, self.table)

    def value(self, action) -> float:
        state, seat, style, k = self.state, self.seat, self.style, self.k
        worth = k.worth
        kind = action[0]
        now = 0.0
        if kind in ("capture", "trifecta"):
            toks = taken_tokens(state, action)
            pts = S.capture_points(kind, toks, k.secrets)
            now = pts[1] + pts[2]
            for t in toks:
                now += worth[t & 63]
        loose, builds = table_after(state, seat, action)
        after = Table(loose, builds, worth)
        c = played_card(action)
        hand = state.hands[seat]
        mine = [x for x in hand if x != c]
        opp = k.opp_hand
        last_round = state.round >= ROUNDS
        captured = kind in ("capture", "trifecta")
        if kind == "pass":
            now -= style.pass_cost * (ROUNDS + 1 - state.round) / ROUNDS
            if not opp:
                now -= 5.0  # a pass with the opponent's hand empty only wastes the lifeline
        elif kind == "subtract":
            now -= style.subtract_cost * (ROUNDS + 1 - state.round) / ROUNDS
        # who plays next on the table this leaves
        if opp:
            threat, threat_hand, first_mine = style.expose, opp, False
        elif mine:
            threat, threat_hand, first_mine = 0.0, 0, True
        else:
            threat, threat_hand, first_mine = 0.0, 0, False
            if not last_round:
                next_leader = state.first if state.round % 2 == 0 else 1 - state.first
                threat = style.lead_expose if next_leader != seat else style.second_expose
                threat_hand = 4
        if threat:
            reply = Reply(after, 1 - seat, worth)
            now -= threat * expected_best(reply, k, threat_hand)
        if mine and (opp or first_mine):
            own = Reply(after, seat, worth)
            best = 0.0
            for x in mine:
                for v in PROVIDES[x]:
                    g = own.gain(v)
                    if g > best:
                        keep = 1.0 if first_mine else 1.0 - k.holds_chance(v)
                        best = max(best, g * keep)
            now += style.follow * best
        if last_round:
            left = sum(worth[x] for x in loose) + sum(worth[t & 63] for b in builds for t in b.cards)
            game_ends = not mine and not opp
            if game_ends:
                last = seat if captured else state.last_capturer
                if last == seat:
                    now += left
                elif last is not None:
                    now -= left
            elif captured:
                now += style.sweep_share * left
        return now


def ranked(state, seat: int, style: Style = NORMAL, k: Knowledge | None = None) -> list:
    """[(value, action)] of the seat's plays, best first (ties keep the plays' order)."""
    judge = Judge(state, seat, style, k)
    scored = [(judge.value(a), i, a) for i, a in enumerate(judge.plays())]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [(v, a) for v, _, a in scored]


def best_play(state, seat: int, style: Style = NORMAL):
    return ranked(state, seat, style)[0][1]


def secret_card(state, seat: int, rng) -> int:
    """The secret card Normal and Hard name: any card, by the decision's RNG."""
    # Which card matters too little to choose. Against the strong cascade (seeds 9400-9499) Hard took its
    # own random secret in 55 games of 100 and the cascade its own (a point card) in 56. A heart (no share
    # of the most spades or diamonds, so the other seat wants it least) was taken more often by its namer in
    # Normal's self-play (61.5% of 1036 against 57.5% of 4000 for any, held out on seeds 2000-3999) and by
    # Normal against the cascade (54.2% against 51.4%, 1289 paired games, seeds 30000-31288), yet won no
    # more: 635 against 636 of those games (points' margin +0.03 +- 0.09 a game); Hard naming a heart won
    # 70 against 71 of 98 paired games (seeds 8200-8299) and 71 against 72 of 100 fresh ones (9500-9599,
    # margin -0.01 +- 0.50), taking its secret less often (103 of 198 against 118).
    return rng.randrange(52)
