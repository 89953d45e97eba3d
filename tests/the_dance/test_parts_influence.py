"""game.the_dance.influence alone (shared/rules/the_dance.md, "Influence Step"; Mesmerize, Host,
Resourceful, Regale): declaring an attempt, the Server, Cut In and pass."""
from game.the_dance import facts, influence
from game.the_dance.draft import copy
from game.the_dance.phases import AFTER_TURN, DANCE, DRAW, FOIL, INF, INFLUENCE, REGALE_STEP, ROLL

from tests.the_dance.parts_helpers import avatar, dancer, hand, hx, kind, power, state, with_dancers


def at_e11(**fields):
    """saar on E11 in her Influence Step, julia on E10 (next to her), hollo on F9 (2 away)."""
    fields.setdefault("phase", INFLUENCE)
    s = state(apos=(hx("E11"), hx("Q13")), **fields)
    return with_dancers(s, julia="E10", hollo="F9")


def test_an_influence_attempt_adds_both_pips_and_the_refreshment_and_waits_for_the_die():
    d = copy(at_e11(hands=(hand("Con1", "Ext1"), hand())))
    influence.influence(d, 0, dancer("julia"), 3, (kind("Con1"),))
    # saar con 2 + julia con 2 + Con1 1
    assert d.attempt == (INF, dancer("julia"), 3, (kind("Con1"),), 5, 0, False, False, -1, False)
    assert d.phase == ROLL and d.hands[0] == hand("Ext1") and d.disc_up == hand("Con1")
    assert d.revealed[0] == 0  # nothing beyond the ordinary


def test_mesmerize_shows_when_it_reaches_two_hexes_and_resourceful_when_two_are_played():
    d = copy(at_e11(powers=[("mesmerize", "resourceful"), ()], hands=(hand("Con1", "Con2"), hand())))
    influence.influence(d, 0, dancer("hollo"), 3, (kind("Con1"), kind("Con2")))
    assert d.attempt.number == 2 + 2 + 1 + 2
    assert d.revealed[0] == (1 << power("mesmerize")) | (1 << power("resourceful"))
    assert facts.public_log(d) == ["saar reveals Mesmerize", "saar reveals Resourceful"]


def test_regales_second_attempt_remembers_the_first():
    d = copy(at_e11(phase=REGALE_STEP, ctx=(dancer("hollo"), True)))
    influence.influence(d, 0, dancer("julia"), 3, ())
    assert (d.attempt.first, d.attempt.first_placed, d.ctx) == (dancer("hollo"), True, None)


def test_a_foil_adds_both_avatars_pips():
    d = copy(state(apos=(hx("K8"), hx("K7")), phase=INFLUENCE))
    influence.foil(d, 0, avatar("vass"), 2, ())
    assert d.attempt.kind == FOIL and d.attempt.number == 1 + 2 and d.phase == ROLL  # sub: saar 1, vass 2


def test_the_server_goes_to_the_kitchen_and_she_draws_two_host_showing_from_afar():
    d = copy(state(powers=[("host",), ()], phase=INFLUENCE))
    influence.server(d, 0)
    assert d.server == -1 and hx("K9") not in facts.occupied(d)
    assert (d.phase, d.actor, d.queue, d.after) == (DRAW, 0, ((0, 2),), AFTER_TURN)
    assert d.revealed[0] == 1 << power("host")


def test_cut_in_swaps_places_and_ends_the_turn():
    d = copy(at_e11())
    influence.cutin(d, 0, 0, dancer("julia"))
    assert d.apos[0] == hx("E10") and d.dpos[dancer("julia")] == hx("E11")
    assert (d.phase, d.actor) == (DANCE, 1)
    a = copy(state(apos=(hx("K8"), hx("K7")), phase=INFLUENCE))
    influence.cutin(a, 0, 1, avatar("vass"))
    assert a.apos == (hx("K7"), hx("K8"))


def test_pass_ends_the_turn():
    d = copy(at_e11())
    influence.pass_(d, 0)
    assert (d.phase, d.actor, d.turn) == (DANCE, 1, 1)
    assert influence.refs_pips((kind("Con2"), kind("Ankh"), kind("Ext1"))) == 3
