"""The Gnomon deck for Trifecta, read from levels/trifecta/deck.json: Singles, Completes, matching.

Pure Python: no pygame. A card is a type id (copies of a Single are alike): 0..8 are the Singles in
value order (Filled, Partial, Hollow, Red, Green, Blue, Circle, Square, Triangle), 9..35 the
Completes FRC..HBT (pattern, colour, shape). A goal is a value id 0..8 (a Unique Single).
"""
from __future__ import annotations

from itertools import product

from game.core.resources import load_level

DECK = load_level("trifecta", "deck")

CHARACTERISTICS = tuple(ch["name"] for ch in DECK["characteristics"])
VALUE_NAMES = tuple(v["name"] for ch in DECK["characteristics"] for v in ch["values"])
VALUE_LETTERS = tuple(v["letter"] for ch in DECK["characteristics"] for v in ch["values"])
NUM_VALUES = len(VALUE_NAMES)  # 9
SINGLES_PER_VALUE = int(DECK["singles_per_value"])
HAND_SIZE = int(DECK["hand_size"])
ROUNDS = int(DECK["rounds_per_stage"])
MAX_STAGES = int(DECK["max_stages"])
SURVIVE_AT_LEAST = {int(k): v for k, v in DECK["survive_at_least"].items()}

# Completes: one per (pattern, colour, shape), in deck order.
COMPLETE_VALUES = tuple((p, 3 + c, 6 + s) for p, c, s in product(range(3), range(3), range(3)))
NUM_TYPES = NUM_VALUES + len(COMPLETE_VALUES)  # 36
VALUES_OF = tuple([(v,) for v in range(NUM_VALUES)] + list(COMPLETE_VALUES))
NAME = tuple(list(VALUE_NAMES) + ["".join(VALUE_LETTERS[v] for v in vals) for vals in COMPLETE_VALUES])
BY_NAME = {n.upper(): t for t, n in enumerate(NAME)}

# matches[value] = the card types that match that value
MATCHES = tuple(frozenset(t for t in range(NUM_TYPES) if v in VALUES_OF[t]) for v in range(NUM_VALUES))

SEGMENTS = []
for seg in DECK["segments"]:
    SEGMENTS.extend([(seg["name"], bool(seg["ante"]), bool(seg["goal_shown_first"]))] * int(seg["rounds"]))
SEGMENTS = tuple(SEGMENTS)
assert len(SEGMENTS) == ROUNDS


def is_single(card: int) -> bool:
    return card < NUM_VALUES


def matches(card: int, value: int) -> bool:
    return value in VALUES_OF[card]


def card_id(name: str) -> int:
    try:
        return BY_NAME[name.strip().upper()]
    except KeyError:
        raise KeyError(f"no card called {name!r}") from None


def goal_id(name: str) -> int:
    t = card_id(name)
    if t >= NUM_VALUES:
        raise KeyError(f"{name!r} is not a Unique Single")
    return t


def stage_cards() -> tuple:
    """The 54 cards shuffled each stage: three Singles of each value (one of each is a goal) and the
    27 Completes, in deck order."""
    return tuple(v for v in range(NUM_VALUES) for _ in range(SINGLES_PER_VALUE - 1)) + tuple(
        range(NUM_VALUES, NUM_TYPES))


def describe(card: int) -> str:
    """A card for people: "Red" or "Filled Blue Triangle"."""
    return " ".join(VALUE_NAMES[v] for v in VALUES_OF[card])


def threshold(players_in_stage: int) -> int | None:
    """Goal cards needed to survive a stage begun by this many players (None: beat the other)."""
    return SURVIVE_AT_LEAST.get(players_in_stage)
