"""game.the_dance.choices alone (shared/rules/the_dance.md, "Order of decisions", "Clarifications:
Listed actions"): what each phase offers, in the page's order, and the reach and targets behind it."""
from game.the_dance import choices
from game.the_dance import floor as F
from game.the_dance.phases import (
    AFTER_ROLL, AVATAR, AVATAR_BIT, DISCARD, DROP, INFLUENCE, INITIATIVE, KEEP_DANCER, KEEP_PLAN, KEEP_POWER,
    UNSEAT_BIT, Attempt,
)

from tests.the_dance.parts_helpers import avatar, dancer, hand, hx, kind, plan, power, state, with_dancers

WITHIN_2_OF_E13 = ["C12", "C13", "D11", "D12", "E11", "E12", "F11", "F12", "G12", "G13"]


def holding(s, seat, *names, dominated=()):
    dheld = list(s.dheld)
    for n in names:
        dheld[dancer(n)] = seat
    return s._with(dheld=tuple(dheld), dom=sum(1 << dancer(n) for n in dominated))


def kinds_of(actions):
    return [a[0] for a in actions]


def test_the_dance_step_at_the_start_lists_moves_by_destination_then_done():
    s = state()
    assert choices.generate(s) == [("move", hx(h), False) for h in WITHIN_2_OF_E13] + [("done",)]
    assert choices.generate(s._with(moved=AVATAR_BIT)) == [("done",)]


def test_an_ankh_lists_only_the_hexes_that_need_it():
    s = state(hands=(hand("Ankh"), hand()))
    extra = [a for a in choices.generate(s) if a[0] == "move" and a[2]]
    assert extra and all(F.distance(hx("E13"), a[1]) == 3 for a in extra)


def test_lead_seat_unseat_release_in_that_order():
    s = holding(with_dancers(state(apos=(hx("E11"), hx("Q13"))), julia="E12"), 0, "julia")
    s = s._with(seated=((dancer("anna"),), ()))
    kinds = kinds_of(choices.generate(s))
    assert kinds.index("lead") < kinds.index("seat") < kinds.index("unseat") < kinds.index("release")
    assert ("seat", dancer("julia"), hx("E13")) in choices.generate(s)
    assert choices.seat_route(s, 0, dancer("julia")) == hx("E13")
    assert set(choices.lead_destinations(s, 0, dancer("julia"))) >= {hx("E13"), hx("D12"), hx("F12")}
    no_unseat = s._with(moved=UNSEAT_BIT)
    assert "unseat" not in kinds_of(choices.generate(no_unseat))


def test_a_sixth_seat_only_for_the_dancer_that_completes_the_plan():
    five = tuple(dancer(d) for d in ("anna", "marta", "todoran", "julia", "lupei"))  # B Y Y R R
    s = state(plans=(plan("P6"), plan("P2")), seated=(five, ()))                   # P6 YYBB
    assert choices.can_seat(s, 0, dancer("dragomir"))                              # a Moon completes it
    assert not choices.can_seat(s, 0, dancer("irina"))                             # a Rose does not


def test_discipline_pairs_and_strategic_only_in_box_4():
    s = state(powers=[("discipline", "strategic"), ()], hands=(hand("Ext1", "Ext1", "Ankh"), hand()))
    pairs = [a[1] for a in choices.generate(s) if a[0] == "discipline"]
    assert pairs == [(kind("Ext1"), kind("Ext1")), (kind("Ext1"), kind("Ankh"))]
    assert ("strategic",) not in choices.generate(s)
    assert ("strategic",) in choices.generate(s._with(tempo=4))
    assert "discipline" not in kinds_of(choices.generate(s._with(bonus=(True, False))))


def test_refreshments_on_a_roll_count_in_their_own_domain_two_with_resourceful():
    s = state(hands=(hand("Con1", "Con2", "Ext1", "Ankh"), hand()))
    con, ext = 3, 0
    assert choices.refreshment_options(s, 0, con, 2) == [(), (kind("Con1"),), (kind("Con2"),)]
    assert choices.refreshment_options(s, 0, ext, 0) == [(kind("Ext1"),)]  # a target of 0 needs one
    rich = state(powers=[("resourceful",), ()], hands=(hand("Con1", "Con2"), hand()))
    assert (kind("Con1"), kind("Con2")) in choices.refreshment_options(rich, 0, con, 2)
    anyd = state(options={"refresh_any_domain": True}, hands=(hand("Con1", "Ankh"), hand()))
    assert choices.refreshment_options(anyd, 0, ext, 0) == [(kind("Con1"),)]


def test_influence_targets_leave_out_her_own_and_a_rivals_dominated_dancer():
    s = with_dancers(state(apos=(hx("E11"), hx("Q13")), phase=INFLUENCE), julia="E10", marta="F10", anna="D10")
    s = holding(holding(s, 0, "julia"), 1, "marta", "anna", dominated=("anna",))
    assert choices.influence_targets(s, 0) == [dancer("marta")]
    contest = s._with(opts=dict(s.opts, contest_dominated=True))
    assert choices.influence_targets(contest, 0) == [dancer("anna"), dancer("marta")]
    assert choices.influence_targets(s, 0, exclude=dancer("marta")) == []
    acts = choices.generate(s)
    assert acts[-1] == ("pass",) and all(a[1] == dancer("marta") for a in acts if a[0] == "influence")
    assert not any(a[0] == "influence" and a[2] == 3 for a in acts)  # marta is marked x in Confidence


def test_foil_reaches_an_adjacent_avatar_not_yet_foiled_and_host_any_server():
    s = state(apos=(hx("K8"), hx("K7")), phase=INFLUENCE)
    assert choices.foil_targets(s, 0) == [avatar("vass")]
    assert choices.foil_targets(s._with(foiled=(False, True)), 0) == []
    assert choices.server_in_reach(s, 0)  # the Server on K9 is next to K8
    far = state(apos=(hx("E13"), hx("Q13")), phase=INFLUENCE)
    assert not choices.server_in_reach(far, 0)
    assert choices.server_in_reach(far._with(powers=((power("host"),), ())), 0)
    assert not choices.server_in_reach(far._with(server=-1, powers=((power("host"),), ())), 0)


def test_cut_in_swaps_with_an_adjacent_piece_never_onto_a_closed_entry_hex():
    s = with_dancers(state(apos=(hx("E11"), hx("Q13")), phase=INFLUENCE), julia="E10")
    assert choices.cutin_targets(s, 0) == [("cutin", 0, dancer("julia"))]
    beside_vass = state(apos=(hx("Q12"), hx("Q13")), phase=INFLUENCE)
    assert choices.cutin_targets(beside_vass, 0) == []  # vass stands on her own entry hex


def test_after_a_roll_reroll_then_adjust_then_accept():
    att = Attempt("influence", dancer("julia"), 3, (), 3, die=4)
    s = state(phase=AFTER_ROLL, attempt=att, powers=[("willpower", "tactician"), ()], hands=(hand("Ext1"), hand()))
    assert choices.generate(s) == [("reroll", kind("Ext1")), ("adjust", -1, kind("Ext1")),
                                   ("adjust", 1, kind("Ext1")), ("accept",)]
    done = s._with(attempt=att._replace(rerolled=True, die=6))
    assert choices.generate(done) == [("adjust", -1, kind("Ext1")), ("accept",)]


def test_the_other_phases_offer_their_one_choice():
    s = state()
    assert choices.generate(s._with(phase=DISCARD, hands=(hand("Cor1", "Ext1"), hand()))) == [
        ("discard", kind("Ext1")), ("discard", kind("Cor1"))]
    dropping = holding(s, 0, "sofia", "anna")._with(phase=DROP, ctx=(dancer("julia"), False, True))
    assert choices.generate(dropping) == [("drop", dancer("anna")), ("drop", dancer("sofia"))]
    keeping = s._with(phase=KEEP_DANCER, ctx=(dancer("sofia"), dancer("anna"), False))
    assert choices.generate(keeping) == [("keep_dancer", dancer("anna")), ("keep_dancer", dancer("sofia"))]
    assert choices.generate(s._with(phase=KEEP_PLAN)) == [("keep_plan", True), ("keep_plan", False)]
    pair = (power("athletic"), power("host"))
    assert choices.generate(s._with(phase=KEEP_POWER, power_pair=(pair, ()))) == [
        ("keep_power", p) for p in pair]
    choosing = s._with(phase=AVATAR, actor=1, avatars=(-1, -1))
    assert [a[1] for a in choices.generate(choosing)] == list(F.AVATARS_BY_ID)
    three = state(avatars=("saar", "vass", "corvinu"), phase=INITIATIVE, in_play=(True, True, False))
    assert choices.generate(three) == [("initiative", avatar("vass"))]
