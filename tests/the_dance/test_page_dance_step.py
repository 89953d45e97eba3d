"""Page tests for The Dance's Dance Step (shared/rules/the_dance.md, "Player Phase: Dance Step",
the Powers that act in it, "Clarifications: Listed actions"): moves, the Ankh, leading, seating,
unseating, closed entry hexes, release and Discipline, through the page's notation only.

Geometry used below, from the page's grid: E13's neighbours are E12, F12 and D12; E11's are E10,
F10, F11, E12, D11 and D10; E10 is a white circle 3 hexes from E13.
"""
import pytest

from game.core import CHANCE, IllegalAction
from tests.the_dance.page_helpers import (
    hand, idle, label_key, legal, marker, needs_engine, revealed_powers, run, seated, setup, where)

pytestmark = needs_engine

# Every hex within 2 steps of E13 through empty hexes (the white circles hold Dancers).
WITHIN_2_OF_E13 = ["C12", "C13", "D11", "D12", "E11", "E12", "F11", "F12", "G12", "G13"]
# The hexes exactly 3 steps away (E10 holds a Dancer, so it is not one of them).
AT_3_FROM_E13 = ["B11", "B12", "C11", "D10", "F10", "G11", "H11", "H12"]


def influenced_julia(**kw):
    """Round 2: saar (seat 0) walked to E11 in round 1 and Influenced julia on E10 with Confidence
    (saar con 2 + julia con 2 = 4, roll 2); vass passed; Waltz 1 moved the free Dancers."""
    kw.setdefault("dancers", {"E10": "julia"})
    s = setup(**kw)
    s = run(s, (0, "move E11"), (0, "done"), (0, "influence julia con"), (CHANCE, "roll 2"))
    return idle(s, 1)


def test_the_avatar_moves_up_to_2_hexes_listed_by_destination_then_done():
    s = setup()
    assert legal(s) == [f"move {h}" for h in WITHIN_2_OF_E13] + ["done"]


def test_a_move_may_be_given_as_a_full_path_and_each_piece_moves_once():
    s = setup()
    for bad in ("move E12,E11,E10", "move F11,E11", "move E10"):
        with pytest.raises(IllegalAction):
            s.apply_str(bad, 0)
    s = run(s, (0, "move E12,E11"))
    assert where(s, "saar") == "E11"
    assert legal(s) == ["done"]
    with pytest.raises(IllegalAction):
        s.apply_str("move E12", 0)


def test_an_ankh_adds_one_hex_only_where_the_extra_hex_is_needed():
    s = setup(draws=["Ext1,Cor1,Con1,Ankh", "Ext1,Cor1,Sub1,Con1"])
    moves = [a for a in legal(s) if a.startswith("move")]
    expected = [f"move {h}" for h in WITHIN_2_OF_E13] + [f"move {h} +Ankh" for h in AT_3_FROM_E13]
    assert sorted(moves) == sorted(expected)
    # Listed by destination label (column, then row).
    assert moves == sorted(moves, key=lambda a: label_key(a.split()[1]))
    assert "move E11 +Ankh" not in moves
    with pytest.raises(IllegalAction):
        s.apply_str("move E12,E11,F10", 0)  # 3 hexes without the Ankh
    s = run(s, (0, "move F10 +Ankh"))
    assert where(s, "saar") == "F10" and hand(s, 0) == ["Ext1", "Cor1", "Con1"]


def test_at_most_one_ankh_in_a_step():
    s = setup(draws=["Cor1,Con1,Ankh,Ankh", "Ext1,Cor1,Sub1,Con1"])
    moves = [a for a in legal(s) if a.startswith("move")]
    expected = [f"move {h}" for h in WITHIN_2_OF_E13] + [f"move {h} +Ankh" for h in AT_3_FROM_E13]
    assert sorted(moves) == sorted(expected)  # nothing 4 hexes away, such as A11 or F9
    s = run(s, (0, "move F10 +Ankh"))
    assert hand(s, 0) == ["Cor1", "Con1", "Ankh"]


def test_athletic_moves_3_and_never_takes_the_ankh():
    athletic = [("athletic,host", "athletic"), ("resourceful,willpower", "resourceful")]
    s = setup(powers=athletic, draws=["Ext1,Cor1,Con1,Ankh", "Ext1,Cor1,Sub1,Con1"])
    moves = [a for a in legal(s) if a.startswith("move")]
    assert sorted(moves) == sorted(f"move {h}" for h in WITHIN_2_OF_E13 + AT_3_FROM_E13)
    assert revealed_powers(s, 0, viewer=1) == []
    # A 2-hex move does not show the Power; the third hex does.
    assert revealed_powers(run(s, "move E11"), 0, viewer=1) == []
    assert revealed_powers(run(s, "move F10"), 0, viewer=1) == ["athletic"]


def test_shadow_passes_through_occupied_hexes_but_stops_on_an_empty_one():
    # Waltz 1 moves every Dancer one hex: weiss D9 -> E10, hollo E10 -> F9; D9 is left empty.
    # From E11, E9 is 2 steps away only through E10 (weiss).
    shadow = [("old_wealth,shadow", "shadow"), ("resourceful,willpower", "resourceful")]
    plain = setup()
    for s, has_shadow in ((plain, False), (setup(powers=shadow), True)):
        s = run(s, (0, "move E11"), (0, "done"), (0, "pass"))
        s = idle(s, 1)
        assert where(s, "weiss") == "E10" and where(s, "hollo") == "F9"
        moves = legal(s)
        assert ("move E9" in moves) == has_shadow
        assert "move E10" not in moves and "move F9" not in moves
        if has_shadow:
            assert revealed_powers(s, 0, viewer=1) == []
            s = run(s, (0, "move E9"))
            assert where(s, "saar") == "E9"
            assert revealed_powers(s, 0, viewer=1) == ["shadow"]
        else:
            with pytest.raises(IllegalAction):
                s.apply_str("move E10,E9", 0)


def test_with_athletic_and_shadow_shadow_shows_only_where_no_clear_walk_reaches():
    # Clarifications, Revealing Powers: a Power shows when it changes an outcome. With Super
    # Villains saar holds both. E9 is 2 steps through weiss (E10) but also 3 clear steps away, which
    # Athletic allows: she walks round, so only Athletic shows (its third hex). E8 is 3 steps only
    # through E10 and E9: that needs Shadow as well.
    both = [("athletic,shadow", None), ("resourceful,willpower", None)]
    s = setup(powers=both, options={"super_villains": True})
    s = run(s, (0, "move E11"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    assert where(s, "weiss") == "E10" and revealed_powers(s, 0, viewer=1) == []
    assert revealed_powers(run(s, (0, "move E9")), 0, viewer=1) == ["athletic"]
    assert revealed_powers(run(s, (0, "move E8")), 0, viewer=1) == ["athletic", "shadow"]


def test_an_avatar_may_come_back_to_her_own_entry_hex():
    s = setup()
    s = run(s, (0, "move E12"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    assert "move E13" in legal(s)


def test_another_familys_entry_hex_is_closed_and_cut_in_may_not_end_there():
    # saar (Athletic) walks E13 -> B11 -> B8 -> A8, beside moroi's entry hex A7.
    powers = [("athletic,host", "athletic"), ("resourceful,willpower", "resourceful")]
    s = setup(avatars=("saar", "moroi"), powers=powers)
    s = run(s, (0, "move B11"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    s = run(s, (0, "move B8"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    s = run(s, (0, "move A8"), (0, "done"))
    # Cut In would put saar on A7, moroi's entry hex.
    assert "cutin moroi" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply_str("cutin moroi", 0)
    s = run(s, (0, "pass"), (1, "move A5"), (1, "done"), (1, "pass"))
    # Waltz 3 is the rest in box 4: each family draws 1 and discards down to 4.
    s = run(s, (CHANCE, "draw Con2"), (0, "discard Con2"), (CHANCE, "draw Con2"), (1, "discard Con2"))
    assert where(s, "moroi") == "A5" and s.to_move() == {0}
    moves = legal(s)
    assert "move A7" not in moves
    for bad in ("move A7", "move A7,A6"):
        with pytest.raises(IllegalAction):
            s.apply_str(bad, 0)


def test_a_held_dancer_is_led_up_to_2_hexes_through_empty_hexes():
    s = influenced_julia()
    assert where(s, "julia") == "E10" and marker(s, "julia") == ("saar", False)
    # From E10, around saar (E11) and weiss (D9, stopped behind julia in Waltz 1).
    reach = ["C10", "C11", "D10", "D11", "E8", "E9", "F8", "F9", "F10", "F11", "G9", "G10", "G11"]
    leads = [a for a in legal(s) if a.startswith("lead")]
    assert leads == [f"lead julia {h}" for h in reach]
    actions = legal(s)
    # The page's order: moves, then leads, then done.
    assert actions.index("lead julia C10") > max(i for i, a in enumerate(actions) if a.startswith("move"))
    assert actions[-1] == "done"
    # ... then the free release, just before done.
    assert actions.index("release julia") == len(actions) - 2
    for bad in ("lead julia E11", "lead julia D9", "lead julia E12", "lead weiss D10"):
        with pytest.raises(IllegalAction):
            s.apply_str(bad, 0)
    s = run(s, (0, "lead julia F10,F11"))
    assert where(s, "julia") == "F11" and marker(s, "julia") == ("saar", False)
    assert not any(a.startswith("lead julia") for a in legal(s))


def test_a_led_dancer_is_seated_from_a_neighbour_of_the_entry_hex():
    s = influenced_julia()
    s = run(s, (0, "move F11"), (0, "lead julia E11,E12"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    assert where(s, "julia") == "E12"  # held Dancers never waltz
    assert "lead julia E13,seat" in legal(s)
    s = run(s, (0, "lead julia E13,seat"))
    assert seated(s, "saar") == ["julia"] and where(s, "julia") is None
    assert marker(s, "julia") == (None, False)
    assert s.scores() == (1, 0)  # Plan P1 is RRR, and julia is a red Rose


def test_a_dancer_on_the_entry_hex_is_seated_with_one_move():
    s = influenced_julia()
    s = run(s, (0, "move F11"), (0, "lead julia E11,E12"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    s = run(s, (0, "lead julia E13"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    # Waltz 3 rests: draws and discards down to 4.
    s = run(s, (CHANCE, "draw Ankh"), (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    assert where(s, "julia") == "E13"
    assert "lead julia seat" in legal(s)
    s = run(s, (0, "lead julia seat"))
    assert seated(s, "saar") == ["julia"]


def seated_julia():
    """Round 4: julia seated at saar's table in round 3; saar's Avatar stands on F11."""
    s = influenced_julia()
    s = run(s, (0, "move F11"), (0, "lead julia E11,E12"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    s = run(s, (0, "lead julia E13,seat"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    return run(s, (CHANCE, "draw Ankh"), (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))


def test_unseat_puts_the_dancer_unaligned_on_the_empty_entry_hex_and_it_waltzes():
    s = seated_julia()
    assert "unseat julia" in legal(s)
    s = run(s, (0, "unseat julia"))
    assert where(s, "julia") == "E13" and marker(s, "julia") == (None, False)
    assert seated(s, "saar") == [] and s.scores() == (0, 0)
    s = run(s, (0, "done"), (0, "pass"))
    s = idle(s, 1)
    # Waltz 4 (box 4 -> 1): E13's arrow points north to E12, which is empty.
    assert where(s, "julia") == "E12"


def test_no_unseat_while_the_entry_hex_is_occupied():
    s = seated_julia()
    s = run(s, (0, "move E13"))
    assert "unseat julia" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply_str("unseat julia", 0)


def test_release_frees_the_dancer_which_waltzes_from_the_next_waltz():
    s = influenced_julia()
    assert "release julia" in legal(s)
    s = run(s, (0, "release julia"))
    assert marker(s, "julia") == (None, False) and where(s, "julia") == "E10"
    s = run(s, (0, "done"))
    assert not any(a.startswith("release") for a in legal(s))  # a Dance Step action only
    s = run(s, (0, "pass"))
    s = idle(s, 1)
    # Waltz 2: julia steps on to F9, empty since she stood still in Waltz 1.
    assert where(s, "julia") == "F9"


def test_discipline_buys_a_second_marker_and_a_third_success_asks_which_to_drop():
    powers = [("discipline,tactician", "discipline"), ("resourceful,willpower", "resourceful")]
    s = setup(powers=powers, draws=["Ext1,Sub1,Con1,Ankh", "Ext1,Cor1,Sub1,Con1"],
              dancers={"E10": "julia"})
    # Any Refreshment pays for a Power, the Ankh included.
    assert "discipline Sub1,Ankh" in legal(s)
    s = run(s, (0, "move D10 +Ankh"))
    buys = [a for a in legal(s) if a.startswith("discipline")]
    assert sorted(buys) == ["discipline Ext1,Con1", "discipline Ext1,Sub1", "discipline Sub1,Con1"]
    s = run(s, (0, "discipline Ext1,Sub1"))
    assert hand(s, 0) == ["Con1"]
    assert not any(a.startswith("discipline") for a in legal(s))
    # saar con 2 + julia con 2 = 4; roll 2.
    s = run(s, (0, "done"), (0, "influence julia con"), (CHANCE, "roll 2"))
    s = idle(s, 1)
    # Waltz 1: weiss (D9) waits behind julia; sofia D7 -> D8.
    assert where(s, "weiss") == "D9" and where(s, "sofia") == "D8"
    # saar cor 1 + weiss cor 2 = 3; roll 3: the bonus marker takes weiss, julia stays held.
    s = run(s, (0, "done"), (0, "influence weiss cor"), (CHANCE, "roll 3"))
    assert marker(s, "julia") == ("saar", False) and marker(s, "weiss") == ("saar", False)
    s = idle(s, 1)
    assert where(s, "sofia") == "D8"  # behind weiss, who no longer waltzes
    s = run(s, (0, "move C10,C9"), (0, "done"))
    # From C9: her own weiss (D9) is no target; sofia (D8) is.
    actions = legal(s)
    assert not any(a.startswith("influence weiss") for a in actions)
    # saar sub 1 + sofia sub 2 = 3; roll 3 succeeds with both markers in use.
    s = run(s, (0, "influence sofia sub"), (CHANCE, "roll 3"))
    assert s.to_move() == {0}
    assert legal(s) == ["drop julia", "drop weiss"]
    s = run(s, (0, "drop julia"))
    assert marker(s, "julia") == (None, False)
    assert marker(s, "weiss") == ("saar", False) and marker(s, "sofia") == ("saar", False)
    assert s.to_move() == {1}
