"""game.the_dance.chance alone (shared/rules/the_dance.md, "Order of decisions", "Notation: Chance
outcomes"): a random outcome for each chance phase, and outcomes checked before they are handed on."""
import random

import pytest

from game.core import IllegalAction
from game.the_dance import chance, facts
from game.the_dance import floor as F
from game.the_dance.phases import (
    DANCE, DANCERS, DRAW, KEEP_PLAN, KEEP_POWER, PLAN_DRAW, POWERS, ROLL, SERVER_ROLL, WALTZ_ROLL, Attempt,
)

from tests.the_dance.parts_helpers import hx, plan, state


def test_each_chance_phase_draws_its_kind_of_outcome():
    rng = random.Random(3)
    assert chance.sample(state(phase=SERVER_ROLL), rng)[0] == "roll"
    kind, pair = chance.sample(state(phase=POWERS, powers=[("athletic",), ()]), rng)
    assert kind == "powers" and len(pair) == 2 and pair == tuple(sorted(pair)) and 0 not in pair
    assert chance.sample(state(phase=DRAW, queue=((0, 2),)), rng)[0] == "draw"
    kind, p = chance.sample(state(phase=PLAN_DRAW), rng)
    assert kind == "plan" and p in state().plan_pile
    kind, order = chance.sample(state(phase=DANCERS), rng)
    assert sorted(order) == list(range(F.NUM_DANCERS))
    with pytest.raises(IllegalAction, match="No chance event"):
        chance.sample(state(), rng)


def test_an_outcome_is_checked_and_never_changes_the_state_it_is_given():
    s = state(phase=WALTZ_ROLL, server=-1, turn=2, order=(0, 1), actor=-1)
    after = chance.apply_outcome(s, ("roll", 4))
    assert s.server == -1 and after.server == hx("K5") and facts.public_log(after)[0] == "roll 4"
    for bad, words in ((("roll", 7), "1 to 6"), (("draw", ()), "1 to 6"), (("roll",), "not a chance outcome")):
        with pytest.raises(IllegalAction, match=words):
            chance.apply_outcome(s, bad)


def test_powers_plans_and_dancers_outcomes_are_checked_against_what_can_be():
    with pytest.raises(IllegalAction, match="two different Powers"):
        chance.apply_outcome(state(phase=POWERS, powers=[("athletic",), ()]), ("powers", (0, 1)))
    assert chance.apply_outcome(state(phase=POWERS, actor=0), ("powers", (2, 1))).phase == KEEP_POWER
    with pytest.raises(IllegalAction, match="not in the pile"):
        chance.apply_outcome(state(phase=PLAN_DRAW), ("plan", plan("P1")))
    assert chance.apply_outcome(state(phase=PLAN_DRAW), ("plan", plan("P5"))).phase == KEEP_PLAN
    with pytest.raises(IllegalAction, match="all 24 Dancers"):
        chance.apply_outcome(state(phase=DANCERS), ("dancers", (0,) * 24))


def test_the_die_of_an_attempt_goes_to_the_attempt():
    s = state(phase=ROLL, apos=(hx("K8"), hx("K7")), attempt=Attempt("foil", F.AVATAR["vass"], 0, (), 3))
    after = chance.apply_outcome(s, ("roll", 2))
    assert after.foiled == (False, True) and after.phase == DANCE and s.attempt.die == 0
