"""The Dance's chance events (shared/rules/the_dance.md, "Order of decisions" and "Notation: Chance
outcomes"): a random outcome for the pending event (a die, two Powers, a draw of Refreshments, a Plan,
the Dancers' placing), and an outcome checked and handed to the part of the rules it belongs to
(game.the_dance.setup, attempts, rounds, plans).

Pure Python, never pygame. `apply_outcome` never changes the state it is given: it changes a draft
(game.the_dance.draft) and returns that; the parts it hands the draft to declare what they change.

Reads: phase, plan_pile
Writes: log
"""
from __future__ import annotations

import random

from game.core.api import IllegalAction
from game.the_dance import attempts, plans, rounds, setup
from game.the_dance import floor as F
from game.the_dance.draft import copy, say
from game.the_dance.phases import (
    DANCERS, DRAW, PLAN_DRAW, POWERS, ROLL, SERVER_ROLL, SETUP_DRAW, SETUP_PLAN, WALTZ_ROLL,
)
from game.the_dance.refreshments import sample_draw

ROLLS = {ROLL: attempts.rolled, SERVER_ROLL: setup.server_placed, WALTZ_ROLL: rounds.waltz_server}
DRAWS = {SETUP_DRAW: setup.drawn, DRAW: rounds.drawn}
PLANS = {SETUP_PLAN: setup.plan_drawn, PLAN_DRAW: plans.drawn}


def sample(s, rng: random.Random):
    """A random outcome of the pending chance event."""
    phase = s.phase
    if phase in ROLLS:
        return ("roll", rng.randint(1, 6))
    if phase == POWERS:
        return ("powers", tuple(sorted(rng.sample(setup.power_pool(s), 2))))
    if phase in DRAWS:
        return ("draw", sample_draw(s, rng))
    if phase in PLANS:
        return ("plan", rng.choice(sorted(s.plan_pile)))
    if phase == DANCERS:
        order = list(range(F.NUM_DANCERS))
        rng.shuffle(order)
        return ("dancers", tuple(order))
    raise IllegalAction("No chance event is pending.")


def apply_outcome(state, action):
    """The state after the chance outcome `action`; IllegalAction if it cannot happen now."""
    if not (isinstance(action, tuple) and len(action) == 2):
        raise IllegalAction("That is not a chance outcome.")
    kind, value = action
    phase = state.phase
    s = copy(state)
    if phase in ROLLS:
        if kind != "roll" or value not in (1, 2, 3, 4, 5, 6):
            raise IllegalAction("A die roll is a number from 1 to 6.")
        say(s, f"roll {value}")
        return ROLLS[phase](s, value)
    if phase == POWERS:
        pool = setup.power_pool(state)
        if (kind != "powers" or not isinstance(value, tuple) or len(value) != 2 or value[0] == value[1]
                or any(p not in pool for p in value)):
            names = ", ".join(F.POWER_IDS[p] for p in pool)
            raise IllegalAction(f"Draw two different Powers from the pool ({names}).")
        return setup.powers_drawn(s, tuple(sorted(value)))
    if phase in DRAWS:
        if kind != "draw" or not isinstance(value, tuple):
            raise IllegalAction("A draw names the Refreshments drawn.")
        return DRAWS[phase](s, tuple(sorted(value)))
    if phase in PLANS:
        if kind != "plan" or value not in state.plan_pile:
            left = " ".join(F.PLAN_IDS[p] for p in sorted(state.plan_pile))
            raise IllegalAction(f"That Plan is not in the pile (it holds {left}).")
        return PLANS[phase](s, value)
    if phase == DANCERS:
        if kind != "dancers" or not isinstance(value, tuple) or sorted(value) != list(range(F.NUM_DANCERS)):
            raise IllegalAction("The Dancers' placing names all 24 Dancers once, in white-circle order.")
        return setup.dancers_placed(s, value)
    raise IllegalAction("No chance event is pending.")
