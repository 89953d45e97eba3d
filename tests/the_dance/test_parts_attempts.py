"""game.the_dance.attempts alone (shared/rules/the_dance.md, "Influence Step", "After any roll",
`dominate`, `contest_dominated`; Willpower, Tactician, Overwhelming, Regale, Discipline): the die and
what follows it, from a declared attempt."""
from game.the_dance import attempts, facts
from game.the_dance.draft import copy
from game.the_dance.phases import (
    AFTER_ROLL, DANCE, DOMINATE_MARGIN3, DROP, FOIL, INF, KEEP_DANCER, REGALE_STEP, ROLL, Attempt,
)

from tests.the_dance.parts_helpers import avatar, dancer, hand, hx, kind, power, state, with_dancers

JULIA, HOLLO, SOFIA = dancer("julia"), dancer("hollo"), dancer("sofia")


def rolling(target=JULIA, number=4, kind_=INF, **fields):
    """saar on E11 has declared an attempt (julia on E10, hollo on F10 beside her)."""
    s = state(apos=(hx("E11"), hx("Q13")), phase=ROLL, attempt=Attempt(kind_, target, 3, (), number), **fields)
    return copy(with_dancers(s, julia="E10", hollo="F10"))


def held(s, seat, *ds, dominated=()):
    dheld = list(s.dheld)
    for d in ds:
        dheld[d] = seat
    s.dheld = tuple(dheld)
    s.dom = sum(1 << d for d in dominated)
    return s


def test_a_roll_at_or_under_the_target_influences_an_unaligned_dancer():
    d = attempts.rolled(rolling(), 4)
    assert d.dheld[JULIA] == 0 and not d.dom and d.attempt is None
    assert facts.public_log(d)[-1] == "julia is Influenced by saar" and (d.phase, d.actor) == (DANCE, 1)
    miss = attempts.rolled(rolling(), 5)
    assert miss.dheld[JULIA] == -1 and facts.public_log(miss)[-1] == "julia resists"


def test_a_natural_1_dominates_or_three_under_with_margin3():
    assert attempts.rolled(rolling(), 1).dom == 1 << JULIA
    margin = rolling(number=5, options={"dominate": DOMINATE_MARGIN3})
    assert attempts.roll_dominates(margin, margin.attempt._replace(die=2))
    assert not attempts.roll_dominates(margin, margin.attempt._replace(die=3))
    adjusted = rolling()
    assert not attempts.roll_dominates(adjusted, adjusted.attempt._replace(die=1, adjusted=True))


def test_overwhelming_dominates_on_any_success_and_shows():
    d = attempts.rolled(rolling(powers=[("overwhelming",), ()]), 3)
    assert d.dom == 1 << JULIA and d.revealed[0] == 1 << power("overwhelming")


def test_a_success_frees_a_rivals_dancer_and_only_a_dominating_roll_frees_a_dominated_one():
    d = attempts.rolled(held(rolling(), 1, JULIA), 4)
    assert d.dheld[JULIA] == -1 and "julia is freed from vass" in facts.public_log(d)
    contest = held(rolling(options={"contest_dominated": True}), 1, JULIA, dominated=(JULIA,))
    stays = attempts.rolled(contest, 2)
    assert stays.dheld[JULIA] == 1 and "julia stays with vass" in facts.public_log(stays)
    contest = held(rolling(options={"contest_dominated": True}), 1, JULIA, dominated=(JULIA,))
    assert attempts.rolled(contest, 1).dheld[JULIA] == -1


def test_her_one_marker_moves_and_with_two_in_use_she_chooses():
    d = attempts.rolled(held(rolling(), 0, HOLLO), 2)
    assert d.dheld[HOLLO] == -1 and d.dheld[JULIA] == 0
    two = held(rolling(bonus=(True, False)), 0, HOLLO, SOFIA)
    d = attempts.rolled(two, 2)
    assert (d.phase, d.ctx) == (DROP, (JULIA, False, True))
    attempts.drop(d, 0, SOFIA)
    assert d.dheld[SOFIA] == -1 and d.dheld[JULIA] == 0 and d.dheld[HOLLO] == 0 and d.phase == DANCE


def test_a_foil_that_succeeds_foils_the_avatar():
    d = attempts.rolled(rolling(target=avatar("vass"), kind_=FOIL, number=3), 3)
    assert d.foiled == (False, True) and "vass is Foiled" in facts.public_log(d)
    d = attempts.rolled(rolling(target=avatar("vass"), kind_=FOIL, number=3), 4)
    assert d.foiled == (False, False) and "vass is not Foiled" in facts.public_log(d)


def test_willpower_and_tactician_decide_after_the_roll():
    d = attempts.rolled(rolling(powers=[("willpower", "tactician"), ()], hands=(hand("Ext1", "Cor1"), hand())), 5)
    assert d.phase == AFTER_ROLL and d.attempt.die == 5
    assert d.revealed[0] == (1 << power("willpower")) | (1 << power("tactician"))
    attempts.reroll(d, 0, kind("Ext1"))
    assert d.phase == ROLL and d.attempt.rerolled and d.disc_up == hand("Ext1")
    d = attempts.rolled(d, 5)
    assert d.phase == AFTER_ROLL  # Tactician may still adjust
    attempts.adjust(d, 0, -1, kind("Cor1"))
    assert d.dheld[JULIA] == 0 and d.hands[0] == hand()
    bare = attempts.rolled(rolling(powers=[("willpower",), ()]), 5)  # no marker to pay: no choice
    assert bare.phase == DANCE


def test_regale_offers_a_second_attempt_and_a_keep_when_both_succeed():
    r = rolling(powers=[("regale",), ()])
    d = attempts.rolled(r, 3)
    assert (d.phase, d.ctx) == (REGALE_STEP, (JULIA, True)) and d.revealed[0] == 1 << power("regale")
    second = copy(d._with(phase=ROLL, ctx=None,
                          attempt=Attempt(INF, HOLLO, 3, (), 4, first=JULIA, first_placed=True)))
    d = attempts.rolled(second, 2)
    assert (d.phase, d.ctx) == (KEEP_DANCER, (JULIA, HOLLO, False))
    attempts.keep_dancer(d, 0, HOLLO)
    assert d.dheld[JULIA] == -1 and d.dheld[HOLLO] == 0 and d.phase == DANCE and d.actor == 1
