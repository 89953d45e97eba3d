"""game.the_dance.dance_step alone (shared/rules/the_dance.md, "Dance Step"; Athletic, Shadow,
Discipline, the Ankh): each Dance-Step action on a draft."""
from game.the_dance import dance_step, facts
from game.the_dance import floor as F
from game.the_dance.draft import copy
from game.the_dance.phases import AVATAR_BIT, DANCE, INFLUENCE, OVER, UNSEAT_BIT

from tests.the_dance.parts_helpers import dancer, hand, hx, kind, plan, power, state, with_dancers

JULIA = dancer("julia")


def test_a_move_puts_her_avatar_on_its_hex_and_an_ankh_is_spent():
    d = copy(state(hands=(hand("Ankh", "Ext1"), hand())))
    dance_step.move(d, 0, hx("F10"), True)
    assert d.apos[0] == hx("F10") and d.moved == AVATAR_BIT
    assert d.hands[0] == hand("Ext1") and d.disc_up == hand("Ankh") and hx("F10") in facts.occupied(d)


def test_shadow_shows_only_when_the_walk_must_pass_a_piece_and_athletic_on_a_third_hex():
    s = with_dancers(state(powers=[("shadow", "athletic"), ()]), julia="E12", anna="F12", sofia="D12")
    d = copy(s)  # every neighbour of E13 is occupied: any walk passes a Dancer
    dance_step.move(d, 0, hx("E11"), False)
    assert d.revealed[0] == 1 << power("shadow")
    free = copy(state(powers=[("shadow", "athletic"), ()]))
    dance_step.move(free, 0, hx("E11"), False)
    assert free.revealed[0] == 0
    far = copy(state(powers=[("athletic",), ()]))
    dance_step.move(far, 0, hx("F10"), False)
    assert far.revealed[0] == 1 << power("athletic")


def test_a_led_dancer_moves_once():
    d = copy(with_dancers(state(), julia="E11"))
    dance_step.lead(d, 0, JULIA, hx("E12"))
    assert d.dpos[JULIA] == hx("E12") and d.moved == 1 << JULIA


def test_a_seated_dancer_leaves_the_floor_and_her_marker_and_the_bonus_come_back():
    dheld = [-1] * F.NUM_DANCERS
    dheld[JULIA] = 0
    s = with_dancers(state(apos=(hx("E11"), hx("Q13")), dheld=tuple(dheld), dom=1 << JULIA,
                           bonus=(True, False)), julia="E12")
    d = copy(s)
    dance_step.take_seat(d, 0, JULIA, hx("E13"))
    assert d.dpos[JULIA] == -1 and d.dheld[JULIA] == -1 and d.dom == 0 and d.seated[0] == (JULIA,)
    assert d.bonus == (False, False) and d.phase == DANCE


def test_a_seating_that_completes_the_plan_wins():
    two = tuple(dancer(x) for x in ("lupei", "irina"))
    dheld = [-1] * F.NUM_DANCERS
    dheld[JULIA] = 0
    d = copy(with_dancers(state(plans=(plan("P1"), plan("P2")), seated=(two, ()), dheld=tuple(dheld)),
                          julia="E12"))
    dance_step.take_seat(d, 0, JULIA, hx("E13"))
    assert d.phase == OVER and d.result[0] == (1.0, 0.0)


def test_unseat_puts_a_dancer_on_her_entry_hex_unaligned():
    d = copy(state(apos=(hx("E11"), hx("Q13")), seated=((JULIA,), ())))
    dance_step.unseat(d, 0, JULIA)
    assert d.seated[0] == () and d.dpos[JULIA] == hx("E13") and d.dheld[JULIA] == -1
    assert d.moved == (1 << JULIA) | UNSEAT_BIT


def test_release_discipline_and_done():
    dheld = [-1] * F.NUM_DANCERS
    dheld[JULIA] = 0
    d = copy(state(dheld=tuple(dheld), powers=[("discipline",), ()], hands=(hand("Ext1", "Ankh"), hand())))
    dance_step.release(d, 0, JULIA)
    assert d.dheld[JULIA] == -1
    dance_step.discipline(d, 0, (kind("Ext1"), kind("Ankh")))
    assert d.bonus == (True, False) and d.hands[0] == hand() and d.revealed[0] == 1 << power("discipline")
    dance_step.done(d, 0)
    assert d.phase == INFLUENCE


def test_a_foiled_avatar_recovers_instead_of_her_influence_step():
    d = copy(state(foiled=(True, False)))
    dance_step.done(d, 0)
    assert d.foiled == (False, False) and (d.phase, d.actor) == (DANCE, 1)
    assert facts.public_log(d) == ["saar: recover"]
