"""The Dance's Plans in play (shared/rules/the_dance.md, Counters: Plans; Powers: Strategic; Winning):
a Plan leaving the pile (who then knows what of the pile), Strategic's draw and the choice to keep the
new or the old Plan, and a kept Plan that is already satisfied winning at once. The Plans dealt at
setup come through `take` too (game.the_dance.setup).

Pure Python, never pygame. Every function takes a draft (game.the_dance.draft) and returns the state
that follows.

Reads: actor, ctx, opts, plan_pile, plan_known, plans, seated
Writes: plan_pile, plan_known, plans, moved, phase, ctx, revealed, log
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.draft import put, reveal, say
from game.the_dance.facts import who
from game.the_dance.phases import DANCE, KEEP_PLAN, PLAN_DRAW, STRATEGIC_BIT, plan_met
from game.the_dance.rounds import win


def take(s, seat: int, plan: int) -> None:
    """`plan` leaves the pile for `seat`. She knows which Plan left; the others only know that one
    did, so what they knew of the pile is spoilt."""
    s.plan_pile = tuple(p for p in s.plan_pile if p != plan)
    s.plan_known = tuple(tuple(p for p in k if p != plan) if t == seat else ()
                         for t, k in enumerate(s.plan_known))
    say(s, f"{who(s, seat)} draws a Plan")


def strategic(s, seat: int):
    """`strategic`: once a turn in Tempo box 4 she draws a Plan (a chance event), at no step's cost."""
    reveal(s, seat, F.STRATEGIC)
    s.moved |= STRATEGIC_BIT
    s.phase = PLAN_DRAW
    return s


def drawn(s, plan: int):
    """The chance outcome of Strategic's draw: she now weighs the new Plan against her own."""
    take(s, s.actor, plan)
    s.phase, s.ctx = KEEP_PLAN, (plan,)
    return s


def keep(s, seat: int, new: bool):
    """`keep new` / `keep old`: the other Plan goes back into the pile; a kept Plan already satisfied
    wins at once. With Open Plans everyone saw the old Plan, so everyone knows it is back in the pile."""
    drawn_plan = s.ctx[0]
    old = s.plans[seat]
    kept, back = (drawn_plan, old) if new else (old, drawn_plan)
    put(s, "plans", seat, kept)
    s.plan_pile = tuple(sorted(s.plan_pile + (back,)))
    if new and s.opts["plans"] == "open":
        s.plan_known = tuple(tuple(sorted(set(k) | {back})) for k in s.plan_known)
    else:
        put(s, "plan_known", seat, tuple(sorted(s.plan_known[seat] + (back,))))
    s.phase, s.ctx = DANCE, None
    if plan_met(kept, s.seated[seat]):
        return win(s, seat)
    return s
