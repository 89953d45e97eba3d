"""Helpers for the tests of The Dance's rules parts alone (tests/the_dance/test_parts_*.py): a state
built straight from its fields, without playing a setup, and the page's ids turned into the indices
the parts work on (game.the_dance.floor).
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance import setup
from game.the_dance.phases import DANCE, ZERO
from game.the_dance.rules import GAME, DanceState


def hx(label: str) -> int:
    return F.HEX[label]


def dancer(name: str) -> int:
    return F.DANCER[name]


def avatar(name: str) -> int:
    return F.AVATAR[name]


def power(name: str) -> int:
    return F.POWER[name]


def plan(name: str) -> int:
    return F.PLAN[name.lower()]


def kind(name: str) -> int:
    """A Refreshment kind by id (Ext1 ... Ankh)."""
    return F.MARKER[name]


def hand(*names: str) -> tuple:
    """Counts per marker kind of the markers named."""
    counts = list(ZERO)
    for n in names:
        counts[F.MARKER[n]] += 1
    return tuple(counts)


def state(avatars=("saar", "vass"), options=None, powers=None, **fields) -> DanceState:
    """Round 1, seat 0's Dance Step: each Avatar on its table's entry hex, the 24 Dancers on the white
    circles in the page's order, the Server on Server hex 1, Tempo box 1, no Powers, empty hands, Plans
    P1, P2, ... The pile holds every marker. `powers` per seat by id; `fields` replace any field (in
    the parts' indices)."""
    n = len(avatars)
    opts = GAME.check_options(options or {}, n)
    base = setup.fields(n, opts)
    a = tuple(F.AVATAR[x] for x in avatars)
    dpos = [-1] * F.NUM_DANCERS
    for d, circle in enumerate(F.WHITE_CIRCLES):
        dpos[d] = circle
    base.update(
        avatars=a, apos=tuple(F.AVATAR_ENTRY[x] for x in a), dpos=tuple(dpos), server=F.SERVER_HEXES[0],
        plans=tuple(range(n)), plan_pile=tuple(range(n, len(F.PLAN_IDS))), tempo=1, round=1,
        phase=DANCE, actor=0, powers=tuple(tuple(F.POWER[p] for p in ps) for ps in (powers or [()] * n)))
    base.update(fields)
    s = DanceState._make(**base)
    if "order" not in fields:
        s.order = s.round_order(s.holder)
        if "actor" not in fields and s.turn < len(s.order):
            s.actor = s.order[s.turn]
    return s


def with_dancers(s: DanceState, **where: str) -> DanceState:
    """`s` with Dancers moved to hexes (dancer id = label); a Dancer already there swaps places."""
    dpos = list(s.dpos)
    for name, label in where.items():
        d, h = F.DANCER[name], F.HEX[label]
        if h in dpos:
            dpos[dpos.index(h)] = dpos[d]
        dpos[d] = h
    return s._with(dpos=tuple(dpos))
