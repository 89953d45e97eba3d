"""What one Trifecta seat knows, as numbers for the AI: its hand and matching counts, the goals it has not
seen and the chance of each in the rounds to come, the unseen cards and what opponents may still hold.

No pygame. Reads only the parts of a state its seat may see (its own hand, revealed cards and goals,
hand sizes, who took which round), so every determinization of a position gives the same view.
"""
from __future__ import annotations

from functools import lru_cache
from math import comb

from game.trifecta import cards as C

NV = C.NUM_VALUES
VALUES_OF = C.VALUES_OF
MATCHING = tuple(tuple(val in VALUES_OF[t] for t in range(C.NUM_TYPES)) for val in range(NV))  # [value][type]
BLIND, OPEN, FREE = 0, 1, 2
# Blind: goal hidden at in/out; Open: shown first, with an ante; Free: shown first, no ante.
SEGMENT_OF_ROUND = tuple(BLIND if not shown else OPEN if ante else FREE for _, ante, shown in C.SEGMENTS)
_STAGE_MATCHING = tuple(sum(1 for t in C.stage_cards() if C.matches(t, v)) for v in range(NV))  # 12 each
_STAGE_TOTAL = len(C.stage_cards())  # 54


@lru_cache(maxsize=None)
def hypergeom(pool: int, good: int, draws: int) -> tuple:
    """P(X = x) for x = 0..draws: matching cards among `draws` dealt from `pool` holding `good`."""
    draws = max(0, min(draws, pool))
    total = comb(pool, draws) if pool >= 0 else 0
    if total == 0:
        return (1.0,)
    return tuple(comb(good, x) * comb(pool - good, draws - x) / total for x in range(draws + 1))


@lru_cache(maxsize=None)
def below_table(pool: int, good: int, draws: int, at_least_one: bool = False) -> tuple:
    """t[k] = P(X < k) for k = 0..draws+1, X the hypergeometric above; with `at_least_one`, given X >= 1
    (a seat that went in with the goal shown is read as holding at least one match)."""
    pmf = hypergeom(pool, good, draws)
    if at_least_one:
        rest = 1.0 - pmf[0]
        pmf = (0.0,) + tuple(p / rest for p in pmf[1:]) if rest > 1e-12 else (1.0,) + (0.0,) * (len(pmf) - 1)
    table = [0.0]
    for p in pmf:
        table.append(table[-1] + p)
    table[-1] = 1.0
    return tuple(table)


def below(pool: int, good: int, draws: int, k: int, at_least_one: bool = False) -> float:
    """P(X < k) for the hypergeometric X above (given X >= 1 with `at_least_one`)."""
    if k <= 0:
        return 0.0
    table = below_table(pool, good, draws, at_least_one)
    return table[k] if k < len(table) else 1.0


class SeatView:
    """The numbers one seat's heuristics work from (see view())."""

    __slots__ = ("seat", "seats", "others", "n", "need", "won", "round", "segment", "goal", "hand", "mine",
                 "pool", "pool_total", "sizes", "unseen", "future", "p_future", "p_now")

    def deficit(self) -> int:
        """Goals still missing to survive: against the threshold, or against the other seat with two."""
        if self.need is None:
            other = max((self.won[s] for s in self.others), default=0)
            return max(0, other + 1 - self.won[self.seat])
        return max(0, self.need - self.won[self.seat])

    def rounds_left(self) -> int:
        """Rounds still to play in this stage, the current one included."""
        return C.ROUNDS - self.round

    def opponent_match_below(self, opp: int, value: int, k: int, went_in: bool = False) -> float:
        """P(seat `opp` holds fewer than k cards matching `value`), from the unseen cards alone."""
        return below(self.pool_total, self.pool[value], self.sizes[opp], k, went_in)

    def card_future(self, card: int) -> float:
        """How often this card's values may still come up as a goal after this round (0 for a Single
        whose value is gone: the cheapest ante)."""
        pf = self.p_future
        return sum(pf[v] for v in VALUES_OF[card])


def seen_goal(state, k: int, seat: int) -> bool:
    return state.face_up[k] or state.taken_by[k] == seat


def view(state, seat: int) -> SeatView:
    """The seat's knowledge in the current round of `state` (a real or a determinized state)."""
    v = SeatView()
    v.seat = seat
    v.seats = state.stage_seats
    v.others = tuple(s for s in state.stage_seats if s != seat)
    v.n = len(state.stage_seats)
    v.need = C.threshold(v.n)
    taken = state.taken_by
    won = [0] * state.players
    for t in taken:
        if t >= 0:
            won[t] += 1
    v.won = won
    r = v.round = min(state.round, C.ROUNDS - 1)
    v.segment = SEGMENT_OF_ROUND[r]
    goals = state.goals
    seen = [False] * NV
    current_seen = False
    if goals:
        for k in range(C.ROUNDS):
            if state.face_up[k] or taken[k] == seat:
                seen[goals[k]] = True
        current_seen = state.face_up[r] or taken[r] == seat
    v.goal = goals[r] if goals and current_seen else None
    hand = v.hand = state.hands[seat] if state.hands else ()
    mine = [0] * NV
    for t in hand:
        for val in VALUES_OF[t]:
            mine[val] += 1
    v.mine = mine
    pool = list(_STAGE_MATCHING)
    for t in hand:
        for val in VALUES_OF[t]:
            pool[val] -= 1
    for t in state.played:
        for val in VALUES_OF[t]:
            pool[val] -= 1
    gone = len(hand) + len(state.played)
    v.pool = pool
    v.pool_total = _STAGE_TOTAL - gone
    v.sizes = tuple(len(h) for h in state.hands) if state.hands else (0,) * state.players
    unseen = v.unseen = tuple(val for val in range(NV) if not seen[val])
    future = v.future = C.ROUNDS - 1 - r
    share = future / len(unseen) if unseen else 0.0
    pf = [0.0] * NV
    now = [0.0] * NV
    for val in unseen:
        pf[val] = share
    if v.goal is not None:
        now[v.goal] = 1.0
    elif unseen:
        for val in unseen:
            now[val] = 1.0 / len(unseen)
    v.p_future = pf
    v.p_now = now
    return v

