"""Page tests for The Dance's Influence Step (shared/rules/the_dance.md, "Influence Step", the
Powers that act on a roll, "Decisions on the text", "Clarifications"): target numbers, success at or
below, the natural 1, freeing, Dominated Dancers, Foil and the lost step, the Server, Cut In.

Pips from the page's tables used below: saar ext 0 cor 1 sub 1 con 2; moroi ext 0 cor 2 sub 1
con 1; julia ext 0 cor 1 sub x con 2; weiss ext 1 cor 2 sub x con x; sofia ext 0 cor 1 sub 2 con x.
"""
import pytest

from game.core import CHANCE, IllegalAction
from tests.the_dance.page_helpers import (
    foiled, hand, idle, legal, log_text, marker, needs_engine, revealed_powers, run, setup, where)

pytestmark = needs_engine

STRATEGIC = ("regale,strategic", "strategic")
ATHLETIC = ("athletic,host", "athletic")


def at_e11(**kw):
    """Round 1, saar's Influence Step: saar has walked E13 -> E11, next to julia on E10."""
    kw.setdefault("dancers", {"E10": "julia"})
    return run(setup(**kw), (0, "move E11"), (0, "done"))


def test_the_influence_step_lists_domains_and_refreshments_then_cut_in_and_pass():
    s = at_e11()
    # ext: 0 + 0 = 0 needs the Ext1 (target 1); cor: 1 + 1 = 2; sub: julia's x; con: 2 + 2 = 4.
    assert legal(s) == ["influence julia ext +Ext1", "influence julia cor", "influence julia cor +Cor1",
                        "influence julia con", "influence julia con +Con1", "cutin julia", "pass"]


@pytest.mark.parametrize("action,roll,result", [
    ("influence julia con", 4, ("saar", False)),        # 2 + 2 = 4: a 4 succeeds
    ("influence julia con", 5, (None, False)),          # 5 is above 4
    ("influence julia con +Con1", 5, ("saar", False)),  # saar con 2 + julia con 2 + Con1 = 5
    ("influence julia con +Con1", 6, (None, False)),
    ("influence julia con", 1, ("saar", True)),         # a natural 1 Dominates
    ("influence julia cor", 2, ("saar", False)),        # 1 + 1 = 2
    ("influence julia cor", 3, (None, False)),
    ("influence julia ext +Ext1", 1, ("saar", True)),   # 0 + 0 + Ext1 = 1
    ("influence julia ext +Ext1", 2, (None, False)),
])
def test_a_roll_at_or_below_the_target_number_succeeds(action, roll, result):
    s = run(at_e11(), (0, action), (CHANCE, f"roll {roll}"))
    assert marker(s, "julia") == result and where(s, "julia") == "E10"
    played = action.split("+")[1:]
    # A played Refreshment is spent whatever the roll.
    assert hand(s, 0) == [m for m in ["Ext1", "Cor1", "Sub1", "Con1"] if m not in played]
    assert s.to_move() == {1}


@pytest.mark.parametrize("bad", [
    "influence julia sub",          # julia's x
    "influence julia sub +Sub1",    # an x is never chosen, whatever is played
    "influence julia ext",          # target 0
    "influence julia con +Cor1",    # a Refreshment counts only in its own Domain
    "influence julia con +Con2",    # not in her hand
    "influence weiss cor",          # D9 is 2 hexes from E11
])
def test_refused_influence_attempts(bad):
    s = at_e11()
    assert bad not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply_str(bad, 0)


def test_refresh_any_domain_lets_any_marker_add_its_pips_but_not_against_an_x():
    s = at_e11(options={"refresh_any_domain": True})
    actions = legal(s)
    for a in ("influence julia ext +Ext1", "influence julia ext +Con1", "influence julia con +Cor1",
              "influence julia cor +Sub1"):
        assert a in actions
    assert not any(a.startswith("influence julia sub") for a in actions)
    # saar con 2 + julia con 2 + Cor1 = 5; roll 5.
    s = run(s, (0, "influence julia con +Cor1"), (CHANCE, "roll 5"))
    assert marker(s, "julia") == ("saar", False)


def test_influence_words_are_read_in_any_case_with_full_names():
    s = at_e11()
    canonical = s.parse_action("influence julia con +Con1")
    for text in ("INFLUENCE JULIA CON +CON1", "influence Lady Julia confidence +Con1"):
        assert s.parse_action(text) == canonical
    assert s.action_to_str(canonical) == "influence julia con +Con1"


def test_her_marker_moves_to_a_new_dancer_and_the_old_one_waltzes_again():
    s = run(at_e11(), (0, "influence julia con"), (CHANCE, "roll 2"))
    s = idle(s, 1)
    assert where(s, "weiss") == "D9"  # stopped behind julia in Waltz 1
    # From D10 (next to D9 and E10): saar cor 1 + weiss cor 2 = 3; roll 3.
    s = run(s, (0, "move D10"), (0, "done"), (0, "influence weiss cor"), (CHANCE, "roll 3"))
    assert marker(s, "weiss") == ("saar", False) and marker(s, "julia") == (None, False)
    s = idle(s, 1)
    # Waltz 2: julia steps on to F9; weiss stays; sofia waits behind weiss on D8.
    assert where(s, "julia") == "F9" and where(s, "weiss") == "D9" and where(s, "sofia") == "D8"


def moroi_beside_julia(roll, options=None):
    """Round 2, moroi's Influence Step: saar Influenced julia (E10) from E11 in round 1 with the
    given roll; moroi (Athletic) walked A7 -> C9 -> D10, next to julia."""
    s = setup(avatars=("saar", "moroi"), powers=[STRATEGIC, ATHLETIC], dancers={"E10": "julia"},
              options=options)
    s = run(s, (0, "move E11"), (0, "done"), (0, "influence julia con"), (CHANCE, f"roll {roll}"))
    s = run(s, (1, "move C9"), (1, "done"), (1, "pass"))
    s = idle(s, 0)
    return run(s, (1, "move D10"), (1, "done"))


def test_success_on_another_familys_dancer_only_frees_it():
    s = moroi_beside_julia(roll=2)
    # moroi cor 2 + julia cor 1 = 3; con 1 + 2 = 3.
    assert "influence julia cor" in legal(s) and "influence julia con" in legal(s)
    freed = run(s, (1, "influence julia cor"), (CHANCE, "roll 3"))
    assert marker(freed, "julia") == (None, False)
    kept = run(s, (1, "influence julia cor"), (CHANCE, "roll 4"))
    assert marker(kept, "julia") == ("saar", False)
    # Waltz 2: the freed julia steps on to F9 and weiss follows her from D9 to E10.
    assert where(freed, "julia") == "F9" and where(freed, "weiss") == "E10"
    assert where(kept, "julia") == "E10" and where(kept, "weiss") == "D9"


def test_a_dominated_dancer_cannot_be_targeted():
    s = moroi_beside_julia(roll=1)
    assert marker(s, "julia") == ("saar", True)
    assert not any(a.startswith("influence julia") for a in legal(s))
    with pytest.raises(IllegalAction):
        s.apply_str("influence julia cor", 1)
    # Cut In still swaps with a Dancer in any state; julia stays saar's.
    assert "cutin julia" in legal(s)
    s = run(s, (1, "cutin julia"))
    assert where(s, "moroi") == "E10" and where(s, "julia") == "D10"
    assert marker(s, "julia") == ("saar", True)


def test_contest_dominated_frees_only_on_a_roll_that_would_dominate():
    s = moroi_beside_julia(roll=1, options={"contest_dominated": True})
    assert "influence julia cor" in legal(s)
    s2 = run(s, (1, "influence julia cor"), (CHANCE, "roll 2"))  # a success, but not a natural 1
    assert marker(s2, "julia") == ("saar", True)
    s1 = run(s, (1, "influence julia cor"), (CHANCE, "roll 1"))
    assert marker(s1, "julia") == (None, False)


@pytest.mark.parametrize("action,roll,result", [
    ("influence julia con", 1, ("saar", True)),         # target 4: 1 <= 4 - 3
    ("influence julia con", 2, ("saar", False)),
    ("influence julia con +Con1", 2, ("saar", True)),   # target 5: 2 <= 5 - 3
    ("influence julia con +Con1", 3, ("saar", False)),
    ("influence julia cor", 1, ("saar", False)),        # target 2: a 1 is not 3 below it
])
def test_margin3_dominates_three_below_the_target_instead_of_on_a_1(action, roll, result):
    s = run(at_e11(options={"dominate": "margin3"}), (0, action), (CHANCE, f"roll {roll}"))
    assert marker(s, "julia") == result


def test_overwhelming_dominates_on_any_success_against_an_unaligned_dancer():
    powers = [("mesmerize,overwhelming", "overwhelming"), ("resourceful,willpower", "resourceful")]
    s = at_e11(powers=powers)
    by_one = run(s, (0, "influence julia con"), (CHANCE, "roll 1"))
    assert marker(by_one, "julia") == ("saar", True)
    assert revealed_powers(by_one, 0, viewer=1) == []  # the roll alone dominated
    by_four = run(s, (0, "influence julia con"), (CHANCE, "roll 4"))
    assert marker(by_four, "julia") == ("saar", True)
    assert revealed_powers(by_four, 0, viewer=1) == ["overwhelming"]
    failed = run(s, (0, "influence julia con"), (CHANCE, "roll 5"))
    assert marker(failed, "julia") == (None, False)


def test_mesmerize_reaches_two_hexes_but_cut_in_stays_adjacent():
    # From E12, julia on E10 is 2 hexes away.
    mesmerize = [("mesmerize,overwhelming", "mesmerize"), ("resourceful,willpower", "resourceful")]
    plain = run(setup(dancers={"E10": "julia"}), (0, "move E12"), (0, "done"))
    assert not any(a.startswith("influence") for a in legal(plain))
    s = run(setup(powers=mesmerize, dancers={"E10": "julia"}), (0, "move E12"), (0, "done"))
    assert "influence julia con" in legal(s) and "cutin julia" not in legal(s)
    s = run(s, (0, "influence julia con"), (CHANCE, "roll 4"))
    assert marker(s, "julia") == ("saar", False)
    assert revealed_powers(s, 0, viewer=1) == ["mesmerize"]


def test_resourceful_plays_two_refreshments_of_the_domain():
    powers = [("resourceful,willpower", "resourceful"), STRATEGIC]
    s = at_e11(powers=powers, draws=["Cor1,Con1,Con2,Ankh", "Ext1,Cor1,Sub1,Con1"])
    actions = legal(s)
    for a in ("influence julia con +Con1", "influence julia con +Con2", "influence julia con +Con1+Con2"):
        assert a in actions
    assert "influence julia con +Con1+Cor1" not in actions
    with pytest.raises(IllegalAction):
        s.apply_str("influence julia con +Con1+Cor1", 0)
    # saar con 2 + julia con 2 + Con1 + Con2 = 7: even a 6 succeeds.
    s = run(s, (0, "influence julia con +Con1+Con2"), (CHANCE, "roll 6"))
    assert marker(s, "julia") == ("saar", False) and hand(s, 0) == ["Cor1", "Ankh"]


WILLPOWER = [("resourceful,willpower", "willpower"), STRATEGIC]
TACTICIAN = [("discipline,tactician", "tactician"), STRATEGIC]


def test_willpower_may_reroll_once_for_a_refreshment():
    s = run(at_e11(powers=WILLPOWER), (0, "influence julia con"), (CHANCE, "roll 6"))
    assert s.to_move() == {0}
    assert set(legal(s)) == {"reroll Ext1", "reroll Cor1", "reroll Sub1", "reroll Con1", "accept"}
    assert revealed_powers(s, 0, viewer=1) == ["willpower"]  # the pause shows it
    accepted = run(s, (0, "accept"))
    assert marker(accepted, "julia") == (None, False) and accepted.to_move() == {1}
    assert hand(accepted, 0) == ["Ext1", "Cor1", "Sub1", "Con1"]
    s = run(s, (0, "reroll Sub1"), (CHANCE, "roll 3"))
    assert marker(s, "julia") == ("saar", False) and hand(s, 0) == ["Ext1", "Cor1", "Con1"]
    assert s.to_move() == {1}
    again = run(at_e11(powers=WILLPOWER), (0, "influence julia con"), (CHANCE, "roll 6"),
                (0, "reroll Sub1"), (CHANCE, "roll 6"))
    assert again.to_move() == {1}  # the new roll stands: no second reroll


def test_the_after_roll_decision_follows_any_roll_even_a_success():
    s = run(at_e11(powers=WILLPOWER), (0, "influence julia con"), (CHANCE, "roll 2"))
    assert s.to_move() == {0} and "accept" in legal(s)
    s = run(s, (0, "accept"))
    assert marker(s, "julia") == ("saar", False)


def test_tactician_adjusts_by_one_within_1_to_6():
    s = run(at_e11(powers=TACTICIAN), (0, "influence julia con"), (CHANCE, "roll 5"))
    assert {"adjust -1 Con1", "adjust +1 Con1", "accept"} <= set(legal(s))
    assert not any(a.startswith("reroll") for a in legal(s))
    s = run(s, (0, "adjust -1 Con1"))
    assert marker(s, "julia") == ("saar", False) and hand(s, 0) == ["Ext1", "Cor1", "Sub1"]
    assert s.to_move() == {1}  # once per roll
    six = run(at_e11(powers=TACTICIAN), (0, "influence julia con"), (CHANCE, "roll 6"))
    assert not any(a.startswith("adjust +1") for a in legal(six))
    assert "adjust -1 Ext1" in legal(six)
    one = run(at_e11(powers=TACTICIAN), (0, "influence julia con"), (CHANCE, "roll 1"))
    assert not any(a.startswith("adjust -1") for a in legal(one))


def test_a_roll_adjusted_down_to_1_is_not_an_unmodified_1():
    s = run(at_e11(powers=TACTICIAN), (0, "influence julia con"), (CHANCE, "roll 2"),
            (0, "adjust -1 Ext1"))
    assert marker(s, "julia") == ("saar", False)


def test_willpower_comes_first_and_tactician_may_still_adjust_the_new_roll():
    both = [("tactician,willpower", ""), ("regale,strategic", "")]
    s = at_e11(powers=both, options={"super_villains": True})
    s = run(s, (0, "influence julia con"), (CHANCE, "roll 6"))
    assert "reroll Ext1" in legal(s)
    s = run(s, (0, "reroll Ext1"), (CHANCE, "roll 5"))
    assert s.to_move() == {0}
    assert "adjust -1 Cor1" in legal(s) and not any(a.startswith("reroll") for a in legal(s))
    s = run(s, (0, "adjust -1 Cor1"))
    assert marker(s, "julia") == ("saar", False) and hand(s, 0) == ["Sub1", "Con1"]


REGALE = [("regale,strategic", "regale"), ("resourceful,willpower", "resourceful")]


def regale_at_d10():
    """Round 1, saar (Regale) on D10 beside julia (E10) and weiss (D9), her Ankh spent."""
    s = setup(powers=REGALE, draws=["Ext1,Cor1,Con1,Ankh", "Ext1,Cor1,Sub1,Con1"],
              dancers={"E10": "julia"})
    return run(s, (0, "move D10 +Ankh"), (0, "done"))


def test_regale_offers_a_second_attempt_on_another_dancer_and_keeps_one_marker():
    s = run(regale_at_d10(), (0, "influence julia con"), (CHANCE, "roll 2"))
    assert s.to_move() == {0}
    # weiss: ext 0 + 1 = 1, cor 1 + 2 = 3; sub and con are x.
    assert legal(s) == ["influence weiss ext", "influence weiss ext +Ext1", "influence weiss cor",
                        "influence weiss cor +Cor1", "pass"]
    assert revealed_powers(s, 0, viewer=1) == ["regale"]
    s = run(s, (0, "influence weiss cor"), (CHANCE, "roll 3"))
    assert legal(s) == ["keep julia", "keep weiss"]
    s = run(s, (0, "keep weiss"))
    assert marker(s, "weiss") == ("saar", False) and marker(s, "julia") == (None, False)
    assert s.to_move() == {1}


def test_regale_after_a_failed_first_attempt_is_a_normal_attempt():
    s = run(regale_at_d10(), (0, "influence julia con"), (CHANCE, "roll 5"))
    s = run(s, (0, "influence weiss cor"), (CHANCE, "roll 3"))
    assert marker(s, "weiss") == ("saar", False) and s.to_move() == {1}
    passed = run(regale_at_d10(), (0, "influence julia con"), (CHANCE, "roll 2"), (0, "pass"))
    assert marker(passed, "julia") == ("saar", False) and passed.to_move() == {1}


def test_regale_skips_the_second_attempt_without_another_target():
    s = setup(powers=REGALE, dancers={"E10": "julia"})
    s = run(s, (0, "move E11"), (0, "done"), (0, "influence julia con"), (CHANCE, "roll 2"))
    assert s.to_move() == {1}  # from E11 only julia is in reach


def saar_beside_moroi():
    """Round 2, moroi's Influence Step: saar stands on E11, moroi (Athletic) on D10 beside her."""
    s = setup(avatars=("saar", "moroi"), powers=[STRATEGIC, ATHLETIC])
    s = run(s, (0, "move E11"), (0, "done"), (0, "pass"), (1, "move C9"), (1, "done"), (1, "pass"))
    s = idle(s, 0)
    return run(s, (1, "move D10"), (1, "done"))


def test_foil_targets_an_adjacent_avatar_with_both_avatars_pips():
    s = saar_beside_moroi()
    actions = legal(s)
    # ext 0 + 0 needs the Ext1; cor 2 + 1 = 3; sub 1 + 1 = 2; con 1 + 2 = 3.
    foils = [a for a in actions if a.startswith("foil")]
    assert set(foils) == {"foil saar ext +Ext1", "foil saar cor", "foil saar cor +Cor1", "foil saar sub",
                          "foil saar sub +Sub1", "foil saar con", "foil saar con +Con1"}
    assert "cutin saar" in actions and actions[-1] == "pass"
    first_foil = actions.index(foils[0])
    assert all(i < first_foil for i, a in enumerate(actions) if a.startswith("influence"))
    assert actions.index("cutin saar") > actions.index(foils[-1])
    missed = run(s, (1, "foil saar con"), (CHANCE, "roll 4"))
    assert not foiled(missed, "saar")


def test_a_foiled_avatar_loses_her_next_influence_step():
    s = run(saar_beside_moroi(), (1, "foil saar con"), (CHANCE, "roll 3"))
    assert foiled(s, "saar")
    s = run(s, (0, "done"))
    # No decision: the Influence Step is lost, the marker removed and "recover" logged.
    assert s.to_move() == {1} and not foiled(s, "saar")
    assert "recover" in log_text(s)
    s = idle(s, 1)
    s = run(s, (CHANCE, "draw Ankh"), (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    s = run(s, (0, "done"))
    assert s.to_move() == {0} and legal(s)[-1] == "pass"


def test_cut_in_swaps_places_with_an_adjacent_dancer():
    s = run(at_e11(), (0, "cutin julia"))
    assert where(s, "saar") == "E10" and where(s, "julia") == "E11"
    assert marker(s, "julia") == (None, False)


HOST = [("athletic,host", "host"), ("resourceful,willpower", "resourceful")]


def test_host_calls_the_server_from_anywhere_draws_2_and_discards_to_the_limit():
    plain = run(setup(server=2), (0, "done"))
    assert "server" not in legal(plain)
    with pytest.raises(IllegalAction):
        plain.apply_str("server", 0)
    s = run(setup(powers=HOST, server=2), (0, "done"))
    assert where(s, "server") == "M8" and "server" in legal(s)
    s = run(s, (0, "server"), (CHANCE, "draw Con2,Ankh"))
    assert revealed_powers(s, 0, viewer=1) == ["host"]
    # Six markers against a limit of 4: two discards, one at a time.
    assert s.to_move() == {0}
    assert set(legal(s)) == {"discard Ext1", "discard Cor1", "discard Sub1", "discard Con1",
                             "discard Con2", "discard Ankh"}
    s = run(s, (0, "discard Ext1"))
    assert s.to_move() == {0}
    s = run(s, (0, "discard Sub1"))
    assert hand(s, 0) == ["Cor1", "Con1", "Con2", "Ankh"]
    assert where(s, "server") is None  # in the kitchen
    s = idle(s, 1)
    # Waltz 1, step 1: the Server is rolled back onto the floor before the Tempo moves.
    assert s.to_move() == {CHANCE}
    s = run(s, (CHANCE, "roll 4"))
    assert where(s, "server") == "K5" and s.to_move() == {0}


def test_the_server_must_be_adjacent_without_host():
    # saar (Athletic) walks E13 -> F10 -> H8, beside Server hex 6 (I8).
    s = setup(powers=[ATHLETIC, ("resourceful,willpower", "resourceful")], server=6)
    s = run(s, (0, "move F10"), (0, "done"))
    assert "server" not in legal(s)
    s = idle(run(s, (0, "pass")), 1)
    s = run(s, (0, "move H8"), (0, "done"))
    assert "server" in legal(s)
    s = run(s, (0, "server"), (CHANCE, "draw Cor2,Sub2"), (0, "discard Cor2"), (0, "discard Sub2"))
    assert where(s, "server") is None
    s = idle(s, 1)
    s = run(s, (CHANCE, "roll 6"))
    assert where(s, "server") == "I8"


def test_the_server_stays_in_the_kitchen_when_its_hex_is_occupied():
    # Super Villains: saar keeps Athletic and Host. She walks E13 -> F10 -> H8 -> I8 (Server hex
    # 6) and calls the Server from there; Waltz 3 rolls a 6.
    s = setup(powers=[("athletic,host", ""), ("resourceful,willpower", "")], server=3,
              options={"super_villains": True})
    s = idle(run(s, (0, "move F10"), (0, "done"), (0, "pass")), 1)
    s = idle(run(s, (0, "move H8"), (0, "done"), (0, "pass")), 1)
    s = run(s, (0, "move I8"), (0, "done"), (0, "server"), (CHANCE, "draw Ext2,Sub2"),
            (0, "discard Ext2"), (0, "discard Sub2"))
    s = idle(s, 1)
    s = run(s, (CHANCE, "roll 6"))
    assert where(s, "server") is None
    # Then Tempo to box 4: the draws follow the Server's roll.
    s = run(s, (CHANCE, "draw Ankh"), (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    s = idle(idle(s, 0), 1)
    s = run(s, (CHANCE, "roll 1"))
    assert where(s, "server") == "K9"
