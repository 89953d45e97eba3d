"""Casino Trifecta's scoring: what one capture earns, the last capture's sweep, and the end bonuses.

Pure Python: never imports pygame and never changes a state.

Per seat the rules keep a breakdown in these categories (the table's score tracker and the results
screen show them): point cards, trifectas, bonuses (the N-card capture bonus and four of a kind),
secret cards, timer penalties (points given by the opponent's expiries); at the end most cards, most
spades, most diamonds.
"""
from __future__ import annotations

from collections import Counter

from game.casino import cards as C

CATEGORIES = ("point_cards", "trifectas", "bonuses", "secret", "timer")
END_CATEGORIES = ("most_cards", "most_spades", "most_diamonds")
POINT_CARDS, TRIFECTAS, BONUSES, SECRET, TIMER = range(5)
NO_POINTS = (0, 0, 0, 0)  # what a capture earns: point cards, trifectas, bonuses, secret


def rank_key(t: int) -> int:
    """A card's rank for four of a kind: the K of spades counts as the number it stands for."""
    n = C.tok_number(t)
    c = C.tok_card(t)
    return n if c == C.KS and n else C.rank(c)


def secret_points(cards, secrets) -> int:
    """1 for each seat that named a captured card as its secret."""
    named = [s for s in secrets if s is not None]
    return sum(named.count(c) for c in cards)


def capture_points(kind: str, toks, secrets) -> tuple:
    """(point cards, trifectas, bonuses, secret) for a capture or trifecta of the tokens `toks` (the
    hand card's included)."""
    cards = [C.tok_card(t) for t in toks]
    pts = sum(C.points(c) for c in cards)
    trif = 0
    if kind == "trifecta":
        faces = {C.face(c) for c in cards}
        flush = len(faces) == 3 and len({C.suit(c) for c in cards}) == 1
        trif = 2 if flush else 1
    else:
        face_counts = Counter(C.face(c) for c, t in zip(cards, toks) if C.face(c) and not C.tok_number(t))
        trif = sum(1 for n in face_counts.values() if n >= 3)
    bonus = max(0, len(cards) - 4)
    bonus += sum(1 for n in Counter(rank_key(t) for t in toks).values() if n >= 4)
    return (pts, trif, bonus, secret_points(cards, secrets))


def sweep_points(cards, secrets) -> tuple:
    """The last capture's sweep counts point cards and secrets only."""
    return (sum(C.points(c) for c in cards), 0, 0, secret_points(cards, secrets))


def end_bonuses(piles) -> tuple:
    """Per seat (most cards, most spades, most diamonds): 1 for more, a tie in cards half each, a tie in
    spades or diamonds nobody."""
    def split(a: int, b: int, tie: float) -> tuple:
        return (1.0, 0.0) if a > b else (0.0, 1.0) if b > a else (tie, tie)

    n = [len(p) for p in piles]
    s = [sum(1 for c in p if C.suit(c) == C.SPADES) for p in piles]
    d = [sum(1 for c in p if C.suit(c) == C.DIAMONDS) for p in piles]
    cards, spades, diamonds = split(*n, 0.5), split(*s, 0.0), split(*d, 0.0)
    return tuple((cards[i], spades[i], diamonds[i]) for i in range(2))
