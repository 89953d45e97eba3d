"""Page tests for The Dance's Waltz Phase (shared/rules/the_dance.md, "Waltz Phase", "Decisions on
the text: Tempo, Waltz order, Path trains and arrow order"): path trains, blocked lines, arrow
Dancers by depth then label, the Tempo and its rest in box 4, the draws there, Initiative.

Arrows used below, from the page's grid: E9 points S to E10 and E11 points N to E10 (both depth 1);
F8 points S to F9 (depth 1) and F7 points S to F8 (depth 2); F10 points N to F9 (depth 1).
"""
import pytest

from game.core import CHANCE, IllegalAction
from tests.the_dance.page_helpers import (
    WHITE_CIRCLES, dancer_order, hand, idle, label_key, legal, marker, needs_engine, round_number, run, setup,
    tempo, where)

pytestmark = needs_engine

PATH = ("R4 Q4 P4 O4 N4 M4 L4 K4 J4 I4 H4 G4 F4 E4 D4 D5 D6 D7 D8 D9 E10 F9 G10 H9 I10 J9 K10 L9 M10 "
        "N9 O10 P9 Q10 R9 R8 R7 R6 R5").split()


def next_on_path(label):
    return PATH[(PATH.index(label) + 1) % len(PATH)]


def positions(s):
    return {d: where(s, d) for d in dancer_order()}


def test_waltz_1_moves_every_free_dancer_one_hex_along_the_loop():
    s = setup()
    s = idle(idle(s, 0), 1)
    # Every white circle's next hex is either a gap or another circle whose Dancer moves too.
    for label, dancer in zip(WHITE_CIRCLES, dancer_order()):
        assert where(s, dancer) == next_on_path(label), dancer
    assert tempo(s) == 2 and round_number(s) == 2 and s.to_move() == {0}


def test_an_influenced_dancer_stops_the_line_behind_it():
    s = setup(dancers={"E10": "julia"})
    s = run(s, (0, "move E11"), (0, "done"), (0, "influence julia con"), (CHANCE, "roll 2"))
    s = idle(s, 1)
    # Waltz 1: weiss (D9) is stopped by julia; sofia D7 -> D8 into the gap; dragomir D6 -> D7;
    # F9 ahead of julia stays empty while stefan G10 -> H9.
    assert (where(s, "julia"), where(s, "weiss"), where(s, "sofia"), where(s, "dragomir")) == \
        ("E10", "D9", "D8", "D7")
    assert where(s, "stefan") == "H9"
    s = idle(idle(s, 0), 1)
    # Waltz 2: the line behind julia has no gap left, so weiss, sofia and dragomir stay; irina,
    # behind them with a gap (D6) in front, moves D5 -> D6.
    assert (where(s, "weiss"), where(s, "sofia"), where(s, "dragomir"), where(s, "irina")) == \
        ("D9", "D8", "D7", "D6")
    assert where(s, "julia") == "E10" and where(s, "stefan") == "I10"


def test_an_avatar_on_the_path_stops_the_line_and_an_arrow_dancer_waits_for_its_hex():
    s = setup(dancers={"E10": "julia"})
    s = run(s, (0, "move E11"), (0, "done"), (0, "cutin julia"))
    s = idle(s, 1)
    # saar on E10 stops weiss (D9); julia on E11 points at E10 and waits.
    assert where(s, "saar") == "E10" and where(s, "weiss") == "D9" and where(s, "julia") == "E11"
    assert where(s, "sofia") == "D8"


def influenced_julia():
    s = setup(dancers={"E10": "julia"})
    s = run(s, (0, "move E11"), (0, "done"), (0, "influence julia con"), (CHANCE, "roll 2"))
    return idle(s, 1)


def test_path_dancers_move_before_arrow_dancers():
    # julia is led to E11 and released; in Waltz 2 weiss (D9) takes E10 first.
    s = influenced_julia()
    s = run(s, (0, "move F11"), (0, "lead julia E11"), (0, "release julia"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    assert where(s, "weiss") == "E10" and where(s, "julia") == "E11"


def test_an_arrow_dancer_steps_onto_an_empty_path_hex():
    # julia released on F10; F9 stays empty in the path moves (E10 behind it was empty).
    s = influenced_julia()
    s = run(s, (0, "lead julia F10"), (0, "release julia"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    assert where(s, "julia") == "F9" and where(s, "weiss") == "E10"


def two_held(lead_round_2):
    """saar (Discipline) holds julia (from E10) and weiss (from D9) from D10; julia is led in
    round 2 as given. Returns the state at saar's round 3 Dance Step."""
    powers = [("discipline,tactician", "discipline"), ("resourceful,willpower", "resourceful")]
    s = setup(powers=powers, draws=["Ext1,Sub1,Con1,Ankh", "Ext1,Cor1,Sub1,Con1"],
              dancers={"E10": "julia"})
    s = run(s, (0, "move D10 +Ankh"), (0, "discipline Ext1,Sub1"), (0, "done"),
            (0, "influence julia con"), (CHANCE, "roll 2"))
    s = idle(s, 1)
    # saar cor 1 + weiss cor 2 = 3; roll 3 puts the bonus marker on weiss.
    s = run(s, (0, lead_round_2), (0, "done"), (0, "influence weiss cor"), (CHANCE, "roll 3"))
    return idle(s, 1)


def rest_then_waltz(s):
    """Finish round 3 (Waltz 3 rests: draws), idle round 4, and play Waltz 4 (box 1: moves)."""
    s = run(s, (0, "done"), (0, "pass"))
    s = idle(s, 1)
    # saar holds only the Con1 left: her draw brings 2, no discard; vass discards to 4.
    s = run(s, (CHANCE, "draw Con2"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    return idle(idle(s, 0), 1)


def test_arrow_dancers_move_lowest_depth_first():
    # julia F8 -> F7 (depth 2), weiss D9 -> E9 -> F8 (depth 1): by label F7 would go first and be
    # blocked; by depth weiss moves F8 -> F9 first and julia follows into F8.
    s = two_held("lead julia E9,F8")
    s = run(s, (0, "lead julia F7"), (0, "lead weiss E9,F8"), (0, "release julia"), (0, "release weiss"))
    s = rest_then_waltz(s)
    assert where(s, "weiss") == "F9" and where(s, "julia") == "F8"


def test_arrow_dancers_of_equal_depth_move_by_label():
    # julia on E9 and weiss on E11 both point at the empty E10: E9 comes first by label.
    s = two_held("lead julia E9")
    # Leads are listed by Dancer id, then destination label.
    leads = [a.split()[1:3] for a in legal(s) if a.startswith("lead")]
    assert leads == sorted(leads, key=lambda d: (d[0], label_key(d[1])))
    assert {d for d, _ in leads} == {"julia", "weiss"}
    s = run(s, (0, "lead weiss E10,E11"), (0, "release julia"), (0, "release weiss"))
    s = rest_then_waltz(s)
    assert where(s, "julia") == "E10" and where(s, "weiss") == "E11"


def test_released_dancers_rest_with_the_others_in_waltz_3():
    s = two_held("lead julia E9")
    s = run(s, (0, "lead weiss E10,E11"), (0, "release julia"), (0, "release weiss"), (0, "done"),
            (0, "pass"))
    before = positions(s)
    s = idle(s, 1)
    assert s.to_move() == {CHANCE}
    s = run(s, (CHANCE, "draw Con2"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    assert positions(s) == before and tempo(s) == 4


def test_the_tempo_goes_1_2_3_4_1_and_box_4_rests_with_a_draw_each():
    s = setup(dancers={"E10": "julia"})
    # saar spends her Con1 on a failed attempt (2 + 2 + 1 = 5; roll 6), so she holds 3.
    s = run(s, (0, "move E11"), (0, "done"), (0, "influence julia con +Con1"), (CHANCE, "roll 6"))
    s = idle(s, 1)
    assert tempo(s) == 2 and round_number(s) == 2
    s = idle(idle(s, 0), 1)
    assert tempo(s) == 3 and round_number(s) == 3
    before = positions(s)
    s = idle(idle(s, 0), 1)
    # Waltz 3: box 4, nobody moves. saar draws to 4 (no discard), vass to 5 and discards one.
    assert s.to_move() == {CHANCE} and positions(s) == before
    s = run(s, (CHANCE, "draw Con2"))
    assert s.to_move() == {CHANCE} and hand(s, 0) == ["Ext1", "Cor1", "Sub1", "Con2"]
    s = run(s, (CHANCE, "draw Ankh"))
    assert s.to_move() == {1}
    assert set(legal(s)) == {"discard Ext1", "discard Cor1", "discard Sub1", "discard Con1",
                             "discard Ankh"}
    s = run(s, (1, "discard Cor1"))
    assert hand(s, 1) == ["Ext1", "Sub1", "Con1", "Ankh"]
    assert tempo(s) == 4 and round_number(s) == 4 and s.to_move() == {0} and positions(s) == before
    s = idle(idle(s, 0), 1)
    # Waltz 4: box 1 again, and the Dancers move.
    assert tempo(s) == 1 and round_number(s) == 5 and positions(s) != before


def test_box_4_draws_and_discards_go_in_turn_order():
    # Tables 3 (seat 0), 1 (seat 1), 4 (seat 2): turn order 0, 2, 1.
    s = setup(avatars=("corvinu", "saar", "balaz"))
    for _ in range(3):
        for seat in (0, 2, 1):
            s = idle(s, seat)
    for seat in (0, 2, 1):
        s = run(s, (CHANCE, "draw Ankh"), (seat, "discard Ankh"))
    assert s.to_move() == {0}


def test_initiative_is_passed_after_each_waltz_and_starts_the_round():
    s = setup(avatars=("saar", "vass", "corvinu"), options={"initiative": True})
    for seat in (0, 1, 2):
        s = idle(s, seat)
    # Seat 0 holds the marker and gives it to another family.
    assert s.to_move() == {0}
    assert set(legal(s)) == {"initiative vass", "initiative corvinu"}
    with pytest.raises(IllegalAction):
        s.apply_str("initiative saar", 0)
    s = run(s, (0, "initiative corvinu"))
    # Round 2 starts with corvinu (table 3), then counter-clockwise: table 1, table 2.
    for seat in (2, 0, 1):
        assert s.to_move() == {seat}
        s = idle(s, seat)
    assert s.to_move() == {2}
    s = run(s, (2, "initiative vass"))
    assert s.to_move() == {1}


def test_without_the_initiative_option_nobody_passes_a_marker():
    s = setup(avatars=("saar", "vass", "corvinu"))
    for seat in (0, 1, 2):
        s = idle(s, seat)
    assert s.to_move() == {0} and "initiative vass" not in legal(s)


def test_a_dancer_held_on_an_arrow_hex_never_waltzes():
    s = influenced_julia()
    s = run(s, (0, "move F11"), (0, "lead julia E11,E12"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    assert where(s, "julia") == "E12" and marker(s, "julia") == ("saar", False)
