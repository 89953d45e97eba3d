"""How a Dance state changes. A state never changes once anyone holds it: the rule that acts copies it
(`copy`, a draft only that rule holds), changes the draft and returns it. These are the small changes
every part of the rules makes on a draft: one item of a tuple field, a line in the log, a Power shown
(the page's Clarifications, "Revealing Powers"), a family's marker put on or taken off a Dancer, and
the position caches cleared when a piece moves.

Pure Python, never pygame; never called on a state someone else holds. Besides the fields below,
`copy` reads and writes every field, and `put` the one it is given.

Reads: revealed, log
Writes: revealed, dheld, dom, log, _occ, _board, _legal, _legal_set
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.facts import who


def copy(s):
    """A draft: the same fields, empty caches."""
    cls = type(s)
    new = cls.__new__(cls)
    for field in cls._fields():
        setattr(new, field, getattr(s, field))
    new._legal = new._legal_set = new._occ = new._board = None
    return new


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
