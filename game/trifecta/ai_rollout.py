"""A fast playout of the rest of a Trifecta stage for the search: the heuristic player (ai_policy) at
every seat, with some noise, on plain lists instead of rules states; returns each seat's share of the
game (the stage's survivors split it, a lone survivor takes it all).

No pygame. Runs on a determinized state, where every seat plays from its own hand and what it has seen
(public goals and its own lone Blind wins), never from another seat's cards. Follows the rules of
game.trifecta.rules round by round; a test checks that the two agree on whole stages.
"""
from __future__ import annotations

from functools import lru_cache

from game.trifecta import ai_policy as P
from game.trifecta import cards as C
from game.trifecta.ai_view import BLIND, FREE, MATCHING, NV, SEGMENT_OF_ROUND, VALUES_OF, SeatView
from game.trifecta.rules import INOUT, OVER

ALL_VALUES = tuple(range(NV))
_STAGE_TOTAL = len(C.stage_cards())
_PER_VALUE = _STAGE_TOTAL * 2 // 9  # cards matching each value in a stage (12)
HAS_ANTE = tuple(seg[1] for seg in C.SEGMENTS)


# the values not seen, for each mask of seen values (bit x: value x seen)
UNSEEN = tuple(tuple(x for x in ALL_VALUES if not mask >> x & 1) for mask in range(1 << NV))


@lru_cache(maxsize=None)
def _chances(unseen: tuple, future: int, goal) -> tuple:
    """(p_future, p_now) per value, as ai_view.view works them out (shared: they repeat endlessly)."""
    pf = [0.0] * NV
    now = [0.0] * NV
    if unseen:
        for x in unseen:
            pf[x] = future / len(unseen)
            now[x] = 1.0 / len(unseen)
    if goal is not None:
        now = [0.0] * NV
        now[goal] = 1.0
    return pf, now


class Table:
    """The rest of a stage as plain lists (copied from a state at the start of a round), with each
    seat's matching counts and the unseen cards kept up to date as cards are paid."""

    __slots__ = ("players", "seats", "others", "need", "round", "goals", "hands", "mine", "sizes", "won",
                 "shown", "known", "played", "played_total", "stage", "totals")

    def __init__(self, s):
        self.players = s.players
        self.seats = s.stage_seats
        self.others = [tuple(q for q in s.stage_seats if q != p) for p in range(s.players)]
        self.need = C.threshold(len(s.stage_seats))
        self.round = s.round
        self.goals = s.goals
        self.hands = [list(h) for h in s.hands]
        self.sizes = [len(h) for h in s.hands]
        mine = []
        for h in s.hands:
            counts = [0] * NV
            for t in h:
                for x in VALUES_OF[t]:
                    counts[x] += 1
            mine.append(counts)
        self.mine = mine
        won = [0] * s.players
        for t in s.taken_by:
            if t >= 0:
                won[t] += 1
        self.won = won
        # shown: mask of goals every seat has seen; known[p]: what seat p has seen besides (its lone Blind wins)
        self.shown = 0
        self.known = [0] * s.players
        for k in range(C.ROUNDS):
            if s.face_up[k]:
                self.shown |= 1 << s.goals[k]
            elif s.taken_by[k] >= 0:
                self.known[s.taken_by[k]] |= 1 << s.goals[k]
        played = [0] * NV
        for t in s.played:
            for x in VALUES_OF[t]:
                played[x] += 1
        self.played = played
        self.played_total = len(s.played)
        self.stage = s.stage
        self.totals = list(s.totals)

    def view(self, seat: int, goal_shown: bool) -> SeatView:
        """The seat's view at the current round (as ai_view.view would give it from a state)."""
        v = SeatView()
        v.seat = seat
        v.seats = self.seats
        v.others = self.others[seat]
        v.n = len(self.seats)
        v.need = self.need
        v.won = self.won
        r = v.round = self.round
        v.segment = SEGMENT_OF_ROUND[r]
        goal = self.goals[r]
        hand = v.hand = self.hands[seat]
        mine = v.mine = self.mine[seat]
        played = self.played
        v.pool = [_PER_VALUE - mine[x] - played[x] for x in ALL_VALUES]
        v.pool_total = _STAGE_TOTAL - len(hand) - self.played_total
        v.sizes = self.sizes
        seen = self.shown | self.known[seat]
        if goal_shown:
            seen |= 1 << goal
            v.goal = goal
        else:
            v.goal = None
        unseen = v.unseen = UNSEEN[seen]
        future = v.future = C.ROUNDS - 1 - r
        v.p_future, v.p_now = _chances(unseen, future, v.goal)
        return v

    def pay(self, seat: int, cards) -> None:
        hand = self.hands[seat]
        played = self.played
        mine = self.mine[seat]
        for t in cards:
            hand.remove(t)
            for x in VALUES_OF[t]:
                played[x] += 1
                mine[x] -= 1
        self.sizes[seat] -= len(cards)
        self.played_total += len(cards)


def at_round_start(s) -> bool:
    """Can a playout take over here (a round of the current stage not yet begun)?"""
    return s.phase == INOUT and not s.pending and s.round < C.ROUNDS


def _noisy_bid(v, hand, goal, rng, noise, pick, style):
    """Now and then another count than the heuristic's (the least useful cards for it)."""
    if noise and rng.random() < noise:
        match = MATCHING[goal]
        w = P.worths(v, style)
        matching = sorted((t for t in hand if match[t]), key=lambda t: (w[t], t))
        return tuple(matching[:rng.randint(0, len(matching))])
    return pick


def play_round(t: Table, rng, noise: float, style: P.Style = P.NORMAL) -> None:
    """One round at every seat of the stage, as the rules play it."""
    r = t.round
    goal = t.goals[r]
    segment = SEGMENT_OF_ROUND[r]
    shown = segment != BLIND
    eligible = [p for p in t.seats if t.hands[p]]
    ins = []
    for p in eligible:
        v = t.view(p, shown)
        go = P.choose_inout(v, style) == P.IN
        if noise and segment != FREE and rng.random() < noise:
            go = not go
        if go:
            ins.append(p)
    taker = -1
    if len(ins) > 1 and not shown:
        t.shown |= 1 << goal  # Blind with two or more in: the goal turns up before the ante
        shown = True
    if ins and HAS_ANTE[r]:
        antes = []
        for p in ins:
            v = t.view(p, shown)
            others = [q for q in ins if q != p]
            if others and v.goal is not None:
                antes.append(P.choose_ante_against(v, others, style))
            else:
                antes.append(P.cheapest(v, v.hand, style))
        for p, card in zip(ins, antes):
            t.pay(p, (card,))
    if len(ins) == 1:
        taker = ins[0]
        if not shown:
            t.known[taker] |= 1 << goal
    elif ins:
        bids = []
        for p in ins:
            v = t.view(p, True)
            others = [q for q in ins if q != p]
            pick = P.best_bid(v, v.hand, goal, others, segment != BLIND, P.goal_worth(v, style), style)[1]
            bids.append(_noisy_bid(v, v.hand, goal, rng, noise, pick, style))
        for p, cards in zip(ins, bids):
            t.pay(p, cards)
        top = max(len(b) for b in bids)
        leaders = [p for p, b in zip(ins, bids) if len(b) == top]
        if len(leaders) == 1:
            taker = leaders[0]
    if shown:
        t.shown |= 1 << goal
    if taker >= 0:
        t.won[taker] += 1
        t.totals[taker] += 1
    t.round = r + 1


def stage_end_value(t: Table) -> tuple:
    """Each seat's share of the game at the end of the stage, as rules._end_stage decides it."""
    seats = t.seats
    won = t.won
    if t.need is None:
        a, b = seats
        survivors = (a,) if won[a] > won[b] else (b,) if won[b] > won[a] else ()
    else:
        survivors = tuple(p for p in seats if won[p] >= t.need)
    value = [0.0] * t.players
    if len(survivors) == 1:
        value[survivors[0]] = 1.0
        return tuple(value)
    going_on = survivors or seats
    if t.stage >= C.MAX_STAGES:
        best = max(t.totals[p] for p in going_on)
        going_on = [p for p in going_on if t.totals[p] == best]
    for p in going_on:
        value[p] = 1.0 / len(going_on)
    return tuple(value)


def rollout(s, rng, noise: float = 0.1) -> tuple | None:
    """Play the rest of the stage from the start of a round of `s` (a determinized state) and value it;
    None when `s` is not at the start of a round."""
    if s.phase == OVER or not at_round_start(s):
        return None
    t = Table(s)
    while t.round < C.ROUNDS:
        play_round(t, rng, noise)
    return stage_end_value(t)
