"""The Dance's rules vocabulary, shared by the rules' modules: the phases, the flag bits of a Dance
Step, an attempt in flight, and small helpers on marker counts and Plans. Pure Python (no pygame)."""
from __future__ import annotations

from typing import NamedTuple

from game.the_dance import floor as F

# Phases. Chance phases: POWERS, SETUP_DRAW, SETUP_PLAN, DANCERS, SERVER_ROLL, ROLL, DRAW, PLAN_DRAW,
# WALTZ_ROLL. The others wait for `actor`.
AVATAR, POWERS, KEEP_POWER, SETUP_DRAW, SETUP_PLAN, DANCERS, SERVER_ROLL = (
    "avatar", "powers", "keep_power", "setup_draw", "setup_plan", "dancers", "server_roll")
DANCE, INFLUENCE, ROLL, AFTER_ROLL, DROP, REGALE_STEP, KEEP_DANCER = (
    "dance", "influence", "roll", "after_roll", "drop", "regale", "keep_dancer")
DRAW, DISCARD, PLAN_DRAW, KEEP_PLAN, WALTZ_ROLL, INITIATIVE, OVER = (
    "draw", "discard", "plan_draw", "keep_plan", "waltz_roll", "initiative", "over")
CHANCE_PHASES = frozenset({POWERS, SETUP_DRAW, SETUP_PLAN, DANCERS, SERVER_ROLL, ROLL, DRAW, PLAN_DRAW,
                           WALTZ_ROLL})
SETUP_PHASES = frozenset({AVATAR, POWERS, KEEP_POWER, SETUP_DRAW, SETUP_PLAN, DANCERS, SERVER_ROLL})

INF, FOIL = "influence", "foil"
AFTER_TURN, AFTER_WALTZ = "turn", "waltz"   # what follows a queue of draws
AVATAR_BIT, UNSEAT_BIT, STRATEGIC_BIT = 1 << 24, 1 << 25, 1 << 26  # in `moved`, beside Dancer bits 0-23
MAX_SEATS = F.SEATS_AT_TABLE
NO_REFS: tuple = ()

DOMINATE_NATURAL1, DOMINATE_MARGIN3 = "natural1", "margin3"
TURN_LIMITS = (20, 40, 60, 100)


class Attempt(NamedTuple):
    """An Influence or Foil attempt between its declaration and its result."""
    kind: str          # INF or FOIL
    target: int        # Dancer index (INF) or Avatar index (FOIL)
    domain: int
    refs: tuple        # marker kinds played before the roll
    number: int        # the target number
    die: int = 0       # the current die (0 before the roll)
    rerolled: bool = False
    adjusted: bool = False
    first: int = -1    # Regale's second attempt: the first attempt's Dancer, else -1
    first_placed: bool = False


def add(counts: tuple, kind: int, n: int = 1) -> tuple:
    c = list(counts)
    c[kind] += n
    return tuple(c)


def add_all(counts: tuple, kinds) -> tuple:
    c = list(counts)
    for k in kinds:
        c[k] += 1
    return tuple(c)


def sub_all(counts: tuple, kinds) -> tuple:
    c = list(counts)
    for k in kinds:
        c[k] -= 1
    return tuple(c)


def sub_floor(counts: tuple, kinds) -> tuple:
    """Counts less `kinds`, never below 0 (what a seat still knows after a draw of its own)."""
    c = list(counts)
    for k in kinds:
        if c[k] > 0:
            c[k] -= 1
    return tuple(c)


def merge(a: tuple, b: tuple) -> tuple:
    return tuple(x + y for x, y in zip(a, b))


def expand(counts: tuple) -> list:
    return [k for k, n in enumerate(counts) for _ in range(n)]


ZERO = (0,) * F.NUM_KINDS


def plan_matches(plan: int, seated) -> int:
    """How many of the Plan's symbols the seated Dancers match one-to-one."""
    have = [0, 0, 0, 0]
    for d in seated:
        have[F.DANCER_SYMBOL[d]] += 1
    return sum(min(n, h) for n, h in zip(F.PLAN_NEEDS[plan], have))


def plan_met(plan: int, seated) -> bool:
    return plan_matches(plan, seated) == sum(F.PLAN_NEEDS[plan])


# The lines up to a log cell, for the logs read lately: id(cell) -> (cell, lines). Holding the cell keeps
# its id from being reused while the entry stands.
_READ: dict = {}
_READ_LIMIT = 256


def cons_list(log) -> list:
    """A log's lines, oldest first. A log is a linked list, newest line first, (earlier, line), and a
    position shares every cell of its log but the newest with the position before: so the lines up to a
    cell read lately are kept, and only the cells after it are walked (reading each position's log in
    turn, as every view of a game does, is linear in the game's length rather than quadratic)."""
    newer = []
    cell = log
    known: tuple = ()
    while cell is not None:
        found = _READ.get(id(cell))
        if found is not None and found[0] is cell:
            known = found[1]
            break
        cell, line = cell
        newer.append(line)
    if log is None:
        return []
    if newer:
        newer.reverse()
        known += tuple(newer)
        if len(_READ) >= _READ_LIMIT:
            _READ.clear()  # a bound (one clear, never a loop that another thread's read could break)
        _READ[id(log)] = (log, known)
    return list(known)
