"""The Dance's setup (shared/rules/the_dance.md, "Setup" and "Order of decisions: Setup"): the fields of
a new game, the Avatar choices (seat n-1 down to seat 0; after the Plans with New Blood), two Powers
dealt and one kept (both with Super Villains), the first Refreshments and Plans seat by seat in setup
order, the Dancers on the white circles, the Server's roll, then round 1.

Pure Python, never pygame. `fields` builds a new game's fields; the others take a draft
(game.the_dance.draft), change it and return the state that follows.

Reads: players, opts, actor, step, powers, power_pair, power_known
Writes: avatars, apos, actor, phase, step, powers, power_pair, power_known, revealed, plans, dpos, server,
tempo, round, holder, log, _occ, _board
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance import plans, refreshments
from game.the_dance.draft import moved, put, reveal, say
from game.the_dance.facts import setup_order, who
from game.the_dance.phases import (
    AFTER_TURN, AVATAR, DANCERS, KEEP_POWER, POWERS, SERVER_ROLL, SETUP_DRAW, SETUP_PLAN, ZERO,
)
from game.the_dance.rounds import start_round


def fields(players: int, opts: dict) -> dict:
    """Every field of a new game: with New Blood the Powers come first, dealt by seat number;
    otherwise seat n-1 picks an Avatar."""
    n = players
    phase, actor = (POWERS, 0) if opts["new_blood"] else (AVATAR, n - 1)
    return dict(
        players=n, opts=opts, phase=phase, actor=actor, step=0, avatars=(-1,) * n, powers=((),) * n,
        revealed=(0,) * n, plans=(-1,) * n, hands=(ZERO,) * n, pile=F.FULL_PILE, disc_up=ZERO,
        disc_down=(ZERO,) * n, pile_known=(ZERO,) * n, plan_pile=tuple(range(len(F.PLAN_IDS))),
        plan_known=((),) * n, power_known=((),) * n, power_pair=((),) * n, apos=(-1,) * n,
        dpos=(-1,) * F.NUM_DANCERS, dheld=(-1,) * F.NUM_DANCERS, dom=0, seated=((),) * n, server=-1,
        tempo=1, round=0, order=(), turn=0, moved=0, attempt=None, ctx=None, queue=(), after=AFTER_TURN,
        holder=0, in_play=(True,) * n, places=(), foiled=(False,) * n, bonus=(False,) * n, result=None,
        log=None)


def power_pool(s) -> list:
    """The Powers nobody keeps, in Power order (the two of a deal come from these)."""
    kept = {p for ps in s.powers for p in ps}
    return [p for p in range(len(F.POWER_IDS)) if p not in kept]


def avatar(s, seat: int, a: int):
    """`avatar <id>`: her Avatar stands on its table's entry hex; the next (younger) seat chooses."""
    put(s, "avatars", seat, a)
    put(s, "apos", seat, F.AVATAR_ENTRY[a])
    moved(s)
    if seat > 0:
        s.actor = seat - 1
        return s
    if s.opts["new_blood"]:
        s.phase = DANCERS
        return s
    return setup_next(s, POWERS, 0)


def setup_next(s, phase: str, step: int):
    """Step `step` of a setup phase done seat by seat in setup order, or the next phase."""
    order = setup_order(s)
    if step < len(order):
        s.phase, s.step, s.actor = phase, step, order[step]
        return s
    if phase == POWERS:
        return setup_next(s, SETUP_DRAW, 0)
    if phase == SETUP_DRAW:
        return setup_next(s, SETUP_PLAN, 0)
    s.step = 0
    if s.opts["new_blood"]:
        s.phase, s.actor = AVATAR, s.players - 1
    else:
        s.phase = DANCERS
    return s


def powers_drawn(s, pair: tuple):
    """The chance outcome `powers A,B`: she keeps one (both with Super Villains, Old Wealth shown)."""
    seat = s.actor
    say(s, f"{who(s, seat)} draws two Powers")
    s.power_known = tuple(k if t == seat else () for t, k in enumerate(s.power_known))
    put(s, "power_pair", seat, pair)
    if s.opts["super_villains"]:
        put(s, "powers", seat, pair)
        if F.OLD_WEALTH in pair:
            reveal(s, seat, F.OLD_WEALTH)
        return setup_next(s, POWERS, s.step + 1)
    s.phase = KEEP_POWER
    return s


def keep_power(s, seat: int, p: int):
    """`keep <Power>`: the other goes back to the pool, known to her alone."""
    other = next(q for q in s.power_pair[seat] if q != p)
    put(s, "powers", seat, (p,))
    put(s, "power_known", seat, (other,))
    if p == F.OLD_WEALTH:  # her six markers show it to everyone
        reveal(s, seat, p)
    return setup_next(s, POWERS, s.step + 1)


def drawn(s, kinds: tuple):
    """The chance outcome of a first draw (4 markers, 6 with Old Wealth)."""
    refreshments.take(s, s.actor, kinds)
    return setup_next(s, SETUP_DRAW, s.step + 1)


def plan_drawn(s, plan: int):
    """The chance outcome `plan P7`: her secret Plan."""
    seat = s.actor
    plans.take(s, seat, plan)
    put(s, "plans", seat, plan)
    return setup_next(s, SETUP_PLAN, s.step + 1)


def dancers_placed(s, order: tuple):
    """The chance outcome `dancers ...`: the 24 Dancers on the white circles in loop order."""
    dpos = [-1] * F.NUM_DANCERS
    for circle, d in zip(F.WHITE_CIRCLES, order):
        dpos[d] = circle
    s.dpos = tuple(dpos)
    moved(s)
    s.phase = SERVER_ROLL
    return s


def server_placed(s, n: int):
    """The Server's first roll: Server hex n (never occupied at setup, see the page); round 1."""
    s.server = F.SERVER_HEXES[n - 1]
    moved(s)
    s.tempo, s.round, s.holder = 1, 1, 0
    return start_round(s)
