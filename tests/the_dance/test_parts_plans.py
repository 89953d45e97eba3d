"""game.the_dance.plans alone (shared/rules/the_dance.md, Plans; Strategic; Winning; Hidden
information): who knows what of the Plan pile, Strategic's draw and the keep, a kept Plan that wins."""
from game.the_dance import facts, plans
from game.the_dance.draft import copy
from game.the_dance.phases import DANCE, KEEP_PLAN, OVER, PLAN_DRAW, STRATEGIC_BIT

from tests.the_dance.parts_helpers import dancer, plan, power, state


def test_a_plan_leaving_the_pile_spoils_what_the_others_knew_of_it():
    d = copy(state(plan_pile=(plan("P3"), plan("P4"), plan("P7")),
                   plan_known=((plan("P3"), plan("P7")), (plan("P4"),))))
    plans.take(d, 0, plan("P7"))
    assert d.plan_pile == (plan("P3"), plan("P4"))
    assert d.plan_known == ((plan("P3"),), ())
    assert facts.public_log(d) == ["saar draws a Plan"]


def test_strategic_reveals_itself_marks_the_turn_and_waits_for_the_draw():
    d = copy(state(powers=[("strategic",), ()], tempo=4))
    plans.strategic(d, 0)
    assert d.phase == PLAN_DRAW and d.moved & STRATEGIC_BIT
    assert d.revealed[0] == 1 << power("strategic")
    plans.drawn(d, plan("P9"))
    assert (d.phase, d.ctx) == (KEEP_PLAN, (plan("P9"),)) and plan("P9") not in d.plan_pile


def test_the_plan_not_kept_goes_back_and_only_its_owner_knows_it_is_there():
    d = copy(state(phase=KEEP_PLAN, ctx=(plan("P9"),), plans=(plan("P1"), plan("P2"))))
    plans.keep(d, 0, True)
    assert d.plans[0] == plan("P9") and plan("P1") in d.plan_pile and d.plan_pile == tuple(sorted(d.plan_pile))
    assert d.plan_known == ((plan("P1"),), ()) and (d.phase, d.ctx) == (DANCE, None)
    old = copy(state(phase=KEEP_PLAN, ctx=(plan("P9"),), plans=(plan("P1"), plan("P2"))))
    plans.keep(old, 0, False)
    assert old.plans[0] == plan("P1") and old.plan_known == ((plan("P9"),), ())


def test_with_open_plans_everyone_knows_the_old_plan_went_back():
    d = copy(state(options={"plans": "open"}, phase=KEEP_PLAN, ctx=(plan("P9"),)))
    plans.keep(d, 0, True)
    assert d.plan_known == ((plan("P1"),), (plan("P1"),))


def test_a_kept_plan_already_satisfied_wins_at_once():
    roses = tuple(dancer(x) for x in ("julia", "lupei", "irina"))
    d = copy(state(phase=KEEP_PLAN, ctx=(plan("P1"),), plans=(plan("P5"), plan("P2")), seated=(roses, ())))
    plans.keep(d, 0, True)
    assert d.phase == OVER and d.result[0] == (1.0, 0.0)
