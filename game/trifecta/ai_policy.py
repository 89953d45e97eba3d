"""Trifecta's heuristic player: goal worth from what a seat still needs to survive, card worth from the goals
that may still come, opponents' holdings from the unseen cards, and from these the in/out, ante and bid.

No pygame. Decides from a SeatView (ai_view), so it reads only what the seat may see; the same code is the
Normal player, the playout policy of the search (with noise) and, with its flaws switched on, Easy.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.trifecta import cards as C
from game.trifecta.ai_view import BLIND, FREE, MATCHING, OPEN, SeatView, VALUES_OF, below_table, view
from game.trifecta.rules import ANTE, BID, IN, INOUT, OUT

LAST_ANTE_ROUND = max(k for k, seg in enumerate(C.SEGMENTS) if seg[1])  # no ante after this round


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: a cheap key for the worth tables
class Style:
    """The knobs of the heuristic player (all in "goal" units: a goal won is worth about 1)."""

    card_weight: float = 0.45  # worth of a card per expected future goal it matches
    fodder: float = 0.06  # worth of any card while antes remain (a dead Single still pays an ante)
    spoil: float = 0.35  # worth of a goal once this seat is safe, or cannot survive: denying others
    urgency: float = 1.2  # extra worth of a goal as the rounds to win the missing ones run out
    blind_in: float = 0.45  # assumed chance each opponent goes in on a Blind round
    bid_all: float = 0.6  # assumed chance an opponent bids every match it holds (else about half)
    margin: float = 0.0  # expected gain needed to go in (Easy: none of this reasoning, see flaws)
    free_always_in: bool = True  # in a Free round "in" never costs anything


NORMAL = Style()


def goal_worth(v: SeatView, style: Style) -> float:
    """What winning the current goal is worth to the seat, in goals."""
    missing = v.deficit()
    left = v.rounds_left()
    if v.need is None:  # two players: every goal moves the race; more when it is close
        mine, other = v.won[v.seat], max(v.won[s] for s in v.others)
        gap = mine - other
        return 1.0 + (0.5 if abs(gap) <= 1 else 0.0) + (style.urgency * 0.5 if gap < 0 and -gap >= left - 1 else 0.0)
    if missing <= 0 or missing > left:
        return style.spoil
    return 1.0 + style.urgency * missing / left


_WORTHS: dict = {}  # (unseen values, rounds to come, antes to come, style) -> worth per card type


def worths(v: SeatView, style: Style) -> list:
    """What keeping each card type is worth for the rounds after this one. It depends only on which
    values the seat has not seen and how many rounds and antes remain, so tables are shared."""
    key = (v.unseen, v.future, v.round < LAST_ANTE_ROUND, style)
    table = _WORTHS.get(key)
    if table is None:
        fodder = style.fodder if v.round < LAST_ANTE_ROUND else 0.0
        pf = v.p_future
        weight = style.card_weight
        table = _WORTHS[key] = [weight * sum(pf[x] for x in VALUES_OF[t]) + fodder for t in range(C.NUM_TYPES)]
    return table


def card_worth(v: SeatView, card: int, style: Style) -> float:
    """What keeping `card` is worth: its chances of matching a goal still to come, plus its use as an
    ante while antes remain (a dead Single is worth only that)."""
    return worths(v, style)[card]


def matching_cards(hand, value: int) -> list:
    match = MATCHING[value]
    return [t for t in hand if match[t]]


def _bid_tables(v: SeatView, value: int, opponents, shown: bool) -> list:
    pool, good, sizes = v.pool_total, v.pool[value], v.sizes
    return [below_table(pool, good, sizes[opp], shown) for opp in opponents]


def _chance(tables, b: int, full: float) -> float:
    """P(b beats every opponent): each bids all its matches with chance `full`, else about half of
    them (rounded up, so it bids fewer than b when it holds fewer than 2b - 1)."""
    p = 1.0
    for t in tables:
        last = len(t) - 1
        all_below = t[b] if b <= last else 1.0
        half_below = t[2 * b - 1] if 2 * b - 1 <= last else 1.0
        p *= full * all_below + (1.0 - full) * half_below
    return p


def win_chance(v: SeatView, value: int, b: int, opponents, shown: bool, style: Style) -> float:
    """P(a bid of b cards is the single highest against `opponents`, all in); 0 only wins alone."""
    if not opponents:
        return 1.0
    if b <= 0:
        return 0.0
    return _chance(_bid_tables(v, value, opponents, shown), b, style.bid_all)


def best_bid(v: SeatView, hand, value: int, opponents, shown: bool, worth: float, style: Style) -> tuple:
    """(expected gain, cards to play) of the best bid with `hand` against `opponents` all in: for each
    count the least useful matching cards, the count that best trades the goal's chance for the cards."""
    w = worths(v, style)
    match = MATCHING[value]
    cards = sorted((t for t in hand if match[t]), key=lambda t: (w[t], t))
    if not cards:
        return 0.0, ()
    best_gain, best_b = 0.0, 0  # playing nothing costs nothing and wins nothing when contested
    cost = 0.0
    tables = _bid_tables(v, value, opponents, shown)
    full = style.bid_all
    for b in range(1, len(cards) + 1):
        cost += w[cards[b - 1]]
        gain = worth * _chance(tables, b, full) - cost
        if gain > best_gain + 1e-9:
            best_gain, best_b = gain, b
    return best_gain, tuple(sorted(cards[:best_b]))


def contested_gain(v: SeatView, hand, opponents, shown: bool, worth: float, style: Style, value=None) -> float:
    """Expected gain of the bidding once contested: for the shown goal, or averaged over the goals the
    seat has not seen (Blind)."""
    if value is not None:
        return best_bid(v, hand, value, opponents, shown, worth, style)[0]
    # The search asks this again and again for the same seat in the same spot: remember the answers.
    sizes = v.sizes
    key = (tuple(hand), v.unseen, v.future, v.round, v.pool_total, tuple(v.pool),
           tuple(sizes[o] for o in opponents), shown, worth, style)
    total = _CONTESTED.get(key)
    if total is None:
        total = 0.0
        for val in v.unseen:
            total += v.p_now[val] * best_bid(v, hand, val, opponents, shown, worth, style)[0]
        if len(_CONTESTED) >= _CONTESTED_MAX:
            _CONTESTED.clear()
        _CONTESTED[key] = total
    return total


_CONTESTED: dict = {}
_CONTESTED_MAX = 200_000


def cheapest(v: SeatView, hand, style: Style, keep=()) -> int:
    """The card least worth keeping (not one of `keep`, while others remain)."""
    spare = list(hand)
    for t in keep:
        if t in spare and len(spare) > 1:
            spare.remove(t)
    return min(spare, key=lambda t: (card_worth(v, t, style), t))


def in_gain(v: SeatView, style: Style) -> float:
    """Expected gain of going in this round (out gains 0)."""
    worth = goal_worth(v, style)
    others = [s for s in v.others if v.sizes[s] > 0]
    hand = v.hand
    if v.segment == FREE:
        # opponents holding a match are taken to be in; X = 0 counts as out (or a 0 bid)
        alone = 1.0
        for opp in others:
            alone *= v.opponent_match_below(opp, v.goal, 1, False)
        return max(worth * alone, best_bid(v, hand, v.goal, others, True, worth, style)[0])
    ante = card_worth(v, cheapest(v, hand, style, matching_cards(hand, v.goal) if v.goal is not None else ()),
                      style)
    if v.segment == OPEN:
        alone = 1.0
        for opp in others:
            alone *= v.opponent_match_below(opp, v.goal, 1, False)
        bid_gain = best_bid(v, hand, v.goal, others, True, worth, style)[0]
        return max(alone * worth, bid_gain) - ante
    # Blind: each opponent goes in by a guess; if nobody else does the goal is won unseen
    alone = (1.0 - style.blind_in) ** len(others)
    contested = contested_gain(v, hand, others, False, worth, style) if others else 0.0
    return alone * worth + (1.0 - alone) * contested - ante


def choose_inout(v: SeatView, style: Style):
    if v.segment == FREE and style.free_always_in:
        return IN
    return IN if in_gain(v, style) > style.margin else OUT


def choose_ante(v: SeatView, state, style: Style):
    """Alone: pay with the least useful card. Contested (the goal is shown): keep the hand that bids best."""
    opponents = [s for s in state.ins if s != v.seat]
    if not opponents or v.goal is None:
        return ("ante", cheapest(v, v.hand, style))
    return ("ante", choose_ante_against(v, opponents, style))


def choose_ante_against(v: SeatView, opponents, style: Style) -> int:
    """The ante that leaves the best bid for the shown goal against `opponents`, net of the card's worth."""
    hand = v.hand
    worth = goal_worth(v, style)
    w = worths(v, style)
    shown = v.segment != BLIND
    match = MATCHING[v.goal]
    kept = None  # the best bid when the ante does not match the goal (the same for every such card)
    best, best_card = None, None
    for card in sorted(set(hand)):
        if match[card]:
            rest = list(hand)
            rest.remove(card)
            bid = best_bid(v, rest, v.goal, opponents, shown, worth, style)[0]
        else:
            if kept is None:
                kept = best_bid(v, hand, v.goal, opponents, shown, worth, style)[0]
            bid = kept
        score = bid - w[card]
        if best is None or score > best + 1e-9:
            best, best_card = score, card
    return best_card


def choose_bid(v: SeatView, state, style: Style):
    opponents = [s for s in state.ins if s != v.seat]
    shown = v.segment != BLIND
    _, cards = best_bid(v, v.hand, v.goal, opponents, shown, goal_worth(v, style), style)
    return ("play", cards)


def choose(state, seat: int, style: Style = NORMAL):
    """The heuristic action for `seat` in the current secret step."""
    v = view(state, seat)
    phase = state.phase
    if phase == INOUT:
        return choose_inout(v, style)
    if phase == ANTE:
        return choose_ante(v, state, style)
    if phase == BID:
        return choose_bid(v, state, style)
    raise ValueError(f"no Trifecta choice in phase {phase!r}")

