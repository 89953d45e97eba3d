"""How a Dance state changes. A state never changes once anyone holds it: the rule that acts copies it
(`copy`, a draft only that rule holds), changes the draft and returns it. These are the small changes
every part of the rules makes on a draft: one item of a tuple field, a line in the log, a Power shown
(the page's Clarifications, "Revealing Powers"), a family's marker put on or taken off a Dancer, and
the position caches cleared when a piece moves.

Pure Python, never pygame; never called on a state someone else holds. Besides the fields below,
`copy` reads every field and sets every field of its new state (its caches empty), and `put` changes
the one it is given.

Reads: revealed, log
Writes: revealed, dheld, dom, log, _occ, _board
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.facts import who


def copy(s):
    """A draft: the same fields, empty caches."""
    copier = _COPIERS.get(type(s))
    if copier is None:
        copier = _COPIERS[type(s)] = _copier(type(s))
    return copier(s)


_COPIERS: dict = {}


def _copier(cls):
    """A function that copies a `cls` field by field and leaves its caches (slots named "_...") empty,
    written out once per class from its slots, as dataclasses write __init__: a loop of getattr and
    setattr is five times slower, and copying is the most frequent thing the rules do (every action)."""
    caches = [n for n in cls.__slots__ if n.startswith("_")]
    lines = ["def copy(s):", "    new = new_state(cls)"]
    lines += [f"    new.{field} = s.{field}" for field in cls._fields()]
    lines += [f"    new.{' = new.'.join(caches)} = None"] if caches else []
    lines += ["    return new"]
    namespace = {"new_state": cls.__new__, "cls": cls}
    exec("\n".join(lines), namespace)  # noqa: S102 - source built above from the class's own slot names
    return namespace["copy"]


def put(s, field: str, index: int, value) -> None:
    """Item `index` of the tuple field `field` becomes `value`."""
    items = list(getattr(s, field))
    items[index] = value
    setattr(s, field, tuple(items))


def moved(s) -> None:
    """A piece moved: the cached occupied hexes and Dancer board no longer hold."""
    s._occ = s._board = None


def say(s, line: str) -> None:
    s.log = (s.log, line)


def reveal(s, seat: int, power: int) -> None:
    """`seat`'s Power becomes public (the log says so the first time)."""
    if not s.revealed[seat] >> power & 1:
        revealed = list(s.revealed)
        revealed[seat] |= 1 << power
        s.revealed = tuple(revealed)
        say(s, f"{who(s, seat)} reveals {F.POWER_NAMES[power]}")


def release(s, d: int) -> None:
    """Dancer d loses its marker (Influence and Dominated): it waltzes again."""
    put(s, "dheld", d, -1)
    s.dom &= ~(1 << d)


def mark(s, seat: int, d: int, dominated: bool) -> None:
    """`seat`'s marker on Dancer d, Dominated or only Influenced."""
    put(s, "dheld", d, seat)
    if dominated:
        s.dom |= 1 << d
    else:
        s.dom &= ~(1 << d)
