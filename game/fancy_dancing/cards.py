"""The Fancy Dancing deck read from levels/fancy_dancing/deck.json: card ids, names, powers, styles,
points, and the Star's best value when a row is scored.

Pure Python: no pygame. Cards are ints 0..38: style * 12 + (power - 2) for the 36 styled cards,
then 36, 37, 38 for the Stars *1, *2, *3.
"""
from __future__ import annotations

from game.core.resources import load_level

DECK = load_level("fancy_dancing", "deck")

STYLE_LETTERS = tuple(s["letter"] for s in DECK["styles"])
STYLE_NAMES = tuple(s["name"] for s in DECK["styles"])
POWERS = tuple(DECK["powers"])
NUM_STYLED = len(STYLE_LETTERS) * len(POWERS)
NUM_STARS = int(DECK["stars"])
NUM_CARDS = NUM_STYLED + NUM_STARS
ALL_CARDS = tuple(range(NUM_CARDS))
STAR_LOW, STAR_HIGH = DECK["star_points"]
SCORE_LOW, SCORE_HIGH = DECK["score_range"]
SPACES = int(DECK["spaces_per_side"])
ROW_NAMES = tuple(r["name"] for r in DECK["rows"])
ROW_CENTRES = tuple(r["centre"] for r in DECK["rows"])
FLIP_IN_MINUS = int(DECK["flip_into_minus_power"])
FLIP_IN_PLUS = int(DECK["flip_into_plus_power"])

NO_STYLE = -1
# Per card id: printed power (0 for a Star), style index (NO_STYLE for a Star), points (0 for a Star).
POWER = tuple([POWERS[c % len(POWERS)] for c in range(NUM_STYLED)] + [0] * NUM_STARS)
STYLE = tuple([c // len(POWERS) for c in range(NUM_STYLED)] + [NO_STYLE] * NUM_STARS)
POINTS = tuple([int(DECK["points_by_power"][str(POWER[c])]) for c in range(NUM_STYLED)] + [0] * NUM_STARS)
NAME = tuple([f"{STYLE_LETTERS[STYLE[c]]}{POWER[c]}" for c in range(NUM_STYLED)]
             + [f"*{i + 1}" for i in range(NUM_STARS)])
BY_NAME = {n.upper(): c for c, n in enumerate(NAME)}


def is_star(card: int) -> bool:
    return card >= NUM_STYLED


def card_id(name: str) -> int:
    try:
        return BY_NAME[name.strip().upper()]
    except KeyError:
        raise KeyError(f"no card called {name!r}") from None


def row_totals(cards) -> tuple[int, int]:
    """The lowest and highest points a row's cards can add up to (each Star 1 or 11)."""
    base = sum(POINTS[c] for c in cards)
    stars = sum(1 for c in cards if c >= NUM_STYLED)
    return base + STAR_LOW * stars, base + STAR_HIGH * stars


def best_total(cards) -> int:
    """The row's total with each Star valued to the owner's best: inside the scoring range when any
    choice reaches it, otherwise the choice closest to it."""
    base = sum(POINTS[c] for c in cards)
    stars = sum(1 for c in cards if c >= NUM_STYLED)
    options = [base + STAR_LOW * (stars - k) + STAR_HIGH * k for k in range(stars + 1)]
    inside = [t for t in options if SCORE_LOW <= t <= SCORE_HIGH]
    if inside:
        return max(inside)
    return min(options, key=lambda t: (min(abs(t - SCORE_LOW), abs(t - SCORE_HIGH)), t))


def scores_accolade(cards) -> bool:
    return SCORE_LOW <= best_total(cards) <= SCORE_HIGH


def describe(card: int) -> str:
    """A card for people: "Tango 7", "Star"."""
    if is_star(card):
        return "Star"
    return f"{STYLE_NAMES[STYLE[card]]} {POWER[card]}"
