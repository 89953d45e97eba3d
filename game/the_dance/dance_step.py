"""The Dance Step of a family's turn (shared/rules/the_dance.md, "Dance Step"; Powers: Athletic, Shadow,
Discipline; the Ankh): her Avatar's move, leading her Dancers, seating one (a satisfied Plan wins),
unseating one, releasing one, buying Discipline's bonus marker, and `done`, which opens the Influence
Step or, for a Foiled Avatar, ends the turn. Strategic, also a Dance-Step action, is in
game.the_dance.plans.

Pure Python, never pygame. Every function takes a draft (game.the_dance.draft) and returns the state
that follows.

Reads: apos, powers, seated, bonus, plans, foiled
Writes: apos, dpos, dheld, dom, seated, moved, bonus, foiled, phase, revealed, log, _occ, _board
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.draft import moved, put, release as release_marker, reveal, say
from game.the_dance.facts import closed_for, entry, movement, occupied, who
from game.the_dance.phases import AVATAR_BIT, INFLUENCE, UNSEAT_BIT, plan_met
from game.the_dance.refreshments import spend
from game.the_dance.rounds import end_turn, win


def move(s, seat: int, h: int, ankh: bool):
    """`move <hex> [+Ankh]`: her Avatar walks to h. She walks a way that passes no piece whenever one
    is in reach, so Shadow shows only when it is needed; Athletic shows when the walk takes a third
    hex."""
    base, _ = movement(s, seat)
    budget = base + (1 if ankh else 0)
    start = s.apos[seat]
    closed = closed_for(s, seat)
    occ = occupied(s)
    plain = F.reach(start, budget, occ | closed)
    if h in plain:
        steps = plain[h]
    else:
        steps = F.reach(start, budget, closed)[h]
        reveal(s, seat, F.SHADOW)
    if steps > 2 and F.ATHLETIC in s.powers[seat]:
        reveal(s, seat, F.ATHLETIC)
    if ankh:
        spend(s, seat, (F.ANKH,))
    put(s, "apos", seat, h)
    moved(s)
    s.moved |= AVATAR_BIT
    return s


def lead(s, seat: int, d: int, h: int):
    """`lead <dancer> <hex>`: her Dancer d goes to h (up to 2 hexes through empty hexes)."""
    put(s, "dpos", d, h)
    moved(s)
    s.moved |= 1 << d
    return s


def take_seat(s, seat: int, d: int, via: int):
    """`lead <dancer> [<entry>,]seat`: d takes a seat at her table and its marker comes back;
    Discipline's bonus marker goes back to the pool; a satisfied Plan wins."""
    put(s, "dpos", d, -1)
    put(s, "dheld", d, -1)
    s.dom &= ~(1 << d)
    moved(s)
    put(s, "seated", seat, s.seated[seat] + (d,))
    s.moved |= 1 << d
    if s.bonus[seat]:
        put(s, "bonus", seat, False)
    plan = s.plans[seat]
    if plan >= 0 and plan_met(plan, s.seated[seat]):
        return win(s, seat)
    return s


def unseat(s, seat: int, d: int):
    """`unseat <dancer>`: a seated Dancer onto her empty entry hex, unaligned (once a step)."""
    put(s, "seated", seat, tuple(x for x in s.seated[seat] if x != d))
    put(s, "dpos", d, entry(s, seat))
    moved(s)
    s.moved |= (1 << d) | UNSEAT_BIT
    return s


def release(s, seat: int, d: int):
    """`release <dancer>`: her marker comes back; d waltzes from the next Waltz Phase."""
    release_marker(s, d)
    return s


def discipline(s, seat: int, pair: tuple):
    """`discipline A,B` (Discipline): two markers buy the bonus Influence marker."""
    reveal(s, seat, F.DISCIPLINE)
    spend(s, seat, pair)
    put(s, "bonus", seat, True)
    return s


def done(s, seat: int):
    """`done`: the Influence Step, or for a Foiled Avatar its loss (`recover`) and the turn's end."""
    if s.foiled[seat]:
        put(s, "foiled", seat, False)
        say(s, f"{who(s, seat)}: recover")
        return end_turn(s)
    s.phase = INFLUENCE
    return s
