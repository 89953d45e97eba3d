"""Page tests for The Dance's setup and options (shared/rules/the_dance.md, "Setup", "Options",
"Order of decisions"), driven only through the contract and the page's notation."""
import pytest

from game.core import CHANCE, IllegalAction
from tests.the_dance.page_helpers import (
    ENTRY, SERVER_HEX, TABLE, WHITE_CIRCLES, dancer_order, game, hand, hand_size, idle, legal,
    needs_engine, plan_seen, revealed_powers, round_number, run, setup, tempo, where)

pytestmark = needs_engine


def test_the_game_is_for_two_to_six_families():
    info = game().info
    assert (info.id, info.min_players, info.max_players) == ("the_dance", 2, 6)
    assert info.chance and info.hidden_info
    for bad in (1, 7):
        with pytest.raises(ValueError):
            game().new_game(bad)


def test_every_option_of_the_page_with_its_default():
    # Options: plans secret, dominate natural1, turn_limit 60; the other five are off.
    defaults = game().info.default_options()
    assert set(defaults) == {"plans", "new_blood", "initiative", "super_villains", "dominate",
                             "contest_dominated", "refresh_any_domain", "turn_limit", "placings"}
    assert defaults["plans"] == "secret" and defaults["dominate"] == "natural1"
    assert defaults["turn_limit"] == 60
    for off in ("new_blood", "initiative", "super_villains", "contest_dominated",
                "refresh_any_domain", "placings"):
        assert not defaults[off]
    with pytest.raises(ValueError):
        game().new_game(2, {"plans": "hidden"})
    with pytest.raises(ValueError):
        game().new_game(2, {"house_rule": True})


def test_avatars_are_chosen_from_the_youngest_seat_to_the_oldest():
    s = game().new_game(3)
    # Setup 1: seat n-1 first, seat 0 last; no chance is needed before that.
    assert s.to_move() == {2}
    assert set(legal(s)) == {f"avatar {a}" for a in TABLE}
    with pytest.raises(IllegalAction):
        s.apply_str("avatar saar", 0)
    s = run(s, (2, "avatar corvinu"))
    assert s.to_move() == {1}
    assert "avatar corvinu" not in legal(s) and len(legal(s)) == 5
    with pytest.raises(IllegalAction):
        s.apply_str("avatar corvinu", 1)
    s = run(s, (1, "avatar saar"), (0, "avatar balaz"))
    assert s.to_move() == {CHANCE}


def test_powers_refreshments_and_plans_go_in_turn_order_counter_clockwise_from_seat_0():
    # Seat 0 has table 3, seat 1 table 1, seat 2 table 4: from table 3 upward and round,
    # the order is table 3 (seat 0), table 4 (seat 2), then table 1 (seat 1).
    s = game().new_game(3)
    s = run(s, (2, "avatar balaz"), (1, "avatar saar"), (0, "avatar corvinu"))
    s = run(s, (CHANCE, "powers athletic,host"))
    assert s.to_move() == {0}
    assert set(legal(s)) == {"keep athletic", "keep host"}
    with pytest.raises(IllegalAction):
        s.apply_str("keep mesmerize", 0)
    s = run(s, (0, "keep host"))
    # Host is kept, so it is no longer in the pool; Athletic went back and may be drawn again.
    with pytest.raises(IllegalAction):
        s.apply_str("powers host,regale", CHANCE)
    s = run(s, (CHANCE, "powers mesmerize,shadow"), (2, "keep shadow"),
            (CHANCE, "powers athletic,regale"), (1, "keep athletic"))
    s = run(s, (CHANCE, "draw Ext1,Ext1,Ext1,Ext1"), (CHANCE, "draw Cor1,Cor1,Cor1,Cor1"),
            (CHANCE, "draw Sub1,Sub1,Sub1,Sub1"))
    assert hand(s, 0) == ["Ext1"] * 4 and hand(s, 2) == ["Cor1"] * 4 and hand(s, 1) == ["Sub1"] * 4
    s = run(s, (CHANCE, "plan P1"), (CHANCE, "plan P2"), (CHANCE, "plan P3"))
    assert (plan_seen(s, 0, 0), plan_seen(s, 2, 2), plan_seen(s, 1, 1)) == ("P1", "P2", "P3")
    s = run(s, (CHANCE, "dancers " + ",".join(dancer_order())), (CHANCE, "roll 2"))
    assert s.to_move() == {0}
    s = idle(s, 0)
    assert s.to_move() == {2}
    s = idle(s, 2)
    assert s.to_move() == {1}


def test_turn_order_wraps_round_the_tables_past_unused_ones():
    # Tables 5 (seat 0), 2 (seat 1), 6 (seat 2), 1 (seat 3): from 5 the order is 5, 6, 1, 2.
    s = setup(avatars=("ferencz", "vass", "moroi", "saar"))
    for seat in (0, 2, 3, 1):
        assert s.to_move() == {seat}
        s = idle(s, seat)


def test_the_setup_places_everything_as_the_page_says():
    s = setup(server=3)
    # Setup 5 and 6: the Dancers on the white circles in order, the Server on hex 3, Tempo box 1.
    for hex_label, dancer in zip(WHITE_CIRCLES, dancer_order()):
        assert where(s, dancer) == hex_label
    assert where(s, "server") == SERVER_HEX[3] == "M6"
    assert where(s, "saar") == ENTRY["saar"] == "E13" and where(s, "vass") == "Q13"
    assert tempo(s) == 1 and round_number(s) == 1
    assert s.to_move() == {0} and s.returns() == (0, 0) and s.scores() == (0, 0)


def test_chance_outcomes_are_checked_against_the_piles():
    s = game().new_game(2)
    s = run(s, (1, "avatar vass"), (0, "avatar saar"), (CHANCE, "powers regale,strategic"),
            (0, "keep strategic"), (CHANCE, "powers resourceful,willpower"), (1, "keep resourceful"))
    with pytest.raises(IllegalAction):
        s.apply_str("draw Ext1,Cor1,Sub1", CHANCE)  # four, not three
    with pytest.raises(IllegalAction):
        s.apply_str("draw Ext2,Ext2,Ext2,Con1", CHANCE)  # there are only two Ext2
    # Any order is accepted; the hand is the markers drawn.
    s = run(s, (CHANCE, "draw Con1,Ext2,Ankh,Ext2"))
    assert hand(s, 0) == ["Ext2", "Ext2", "Con1", "Ankh"]
    with pytest.raises(IllegalAction):
        s.apply_str("draw Ext2,Cor1,Sub1,Con1", CHANCE)  # both Ext2 are in seat 0's hand now
    s = run(s, (CHANCE, "draw Cor1,Sub1,Con1,Ankh"), (CHANCE, "plan P7"))
    with pytest.raises(IllegalAction):
        s.apply_str("plan P7", CHANCE)  # one marker per Plan
    with pytest.raises(IllegalAction):
        s.apply_str("plan P13", CHANCE)
    s = run(s, (CHANCE, "plan P8"))
    order = dancer_order()
    with pytest.raises(IllegalAction):
        s.apply_str("dancers " + ",".join(order[:23]), CHANCE)
    with pytest.raises(IllegalAction):
        s.apply_str("dancers " + ",".join(order[:23] + ["anna"]), CHANCE)
    s = run(s, (CHANCE, "dancers " + ",".join(order)))
    for bad in ("roll 0", "roll 7"):
        with pytest.raises(IllegalAction):
            s.apply_str(bad, CHANCE)
    s = run(s, (CHANCE, "roll 6"))
    assert where(s, "server") == "I8" and s.to_move() == {0}


def test_old_wealth_draws_six_and_is_public_from_setup():
    s = game().new_game(2)
    s = run(s, (1, "avatar vass"), (0, "avatar saar"), (CHANCE, "powers old_wealth,athletic"),
            (0, "keep old_wealth"), (CHANCE, "powers regale,host"), (1, "keep host"))
    with pytest.raises(IllegalAction):
        s.apply_str("draw Ext1,Cor1,Sub1,Con1", CHANCE)
    s = run(s, (CHANCE, "draw Ext1,Cor1,Sub1,Con1,Con2,Ankh"))
    with pytest.raises(IllegalAction):
        s.apply_str("draw Ext1,Cor1,Sub1,Con1,Con1,Ankh", CHANCE)  # seat 1 draws only 4
    s = run(s, (CHANCE, "draw Ext1,Cor1,Sub1,Con1"), (CHANCE, "plan P1"), (CHANCE, "plan P2"),
            (CHANCE, "dancers " + ",".join(dancer_order())), (CHANCE, "roll 1"))
    assert hand_size(s, 0, viewer=1) == 6 and hand_size(s, 1, viewer=0) == 4
    assert revealed_powers(s, 0, viewer=1) == ["old_wealth"]
    assert revealed_powers(s, 1, viewer=0) == []  # Host is secret until it is used
    # Old Wealth's limit is 6: in box 4 she draws to 7 and discards one; vass, at 5, too.
    for _ in range(3):
        s = idle(idle(s, 0), 1)
    s = run(s, (CHANCE, "draw Ankh"))
    assert s.to_move() == {0}
    s = run(s, (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    assert hand_size(s, 0) == 6 and hand_size(s, 1) == 4 and s.to_move() == {0}


def test_super_villains_keep_both_powers_without_a_choice():
    s = game().new_game(2, {"super_villains": True})
    s = run(s, (1, "avatar vass"), (0, "avatar saar"), (CHANCE, "powers athletic,host"))
    assert s.to_move() == {CHANCE}  # no keep decision: the next seat's Powers come at once
    s = run(s, (CHANCE, "powers mesmerize,regale"))
    assert s.to_move() == {CHANCE}
    s = run(s, (CHANCE, "draw Ext1,Cor1,Sub1,Con1"), (CHANCE, "draw Ext1,Cor1,Sub1,Con1"),
            (CHANCE, "plan P1"), (CHANCE, "plan P2"), (CHANCE, "dancers " + ",".join(dancer_order())),
            (CHANCE, "roll 2"))
    assert revealed_powers(s, 0, viewer=0) == ["athletic", "host"]
    # Both work: Athletic reaches 3 hexes (E13 to E10's neighbour F10) and Host calls the far
    # Server at once.
    assert "move F10" in legal(s)
    s = run(s, (0, "move F10"), (0, "done"))
    assert "server" in legal(s)


def test_new_blood_chooses_avatars_after_the_plans_and_deals_by_seat_number():
    s = game().new_game(3, {"new_blood": True})
    assert s.to_move() == {CHANCE}  # Powers come first: no Avatar yet
    s = run(s, (CHANCE, "powers athletic,host"), (0, "keep athletic"),
            (CHANCE, "powers mesmerize,shadow"), (1, "keep shadow"),
            (CHANCE, "powers host,regale"), (2, "keep regale"))
    s = run(s, (CHANCE, "draw Ext1,Ext1,Ext1,Ext1"), (CHANCE, "draw Cor1,Cor1,Cor1,Cor1"),
            (CHANCE, "draw Sub1,Sub1,Sub1,Sub1"))
    assert hand(s, 0) == ["Ext1"] * 4 and hand(s, 1) == ["Cor1"] * 4 and hand(s, 2) == ["Sub1"] * 4
    s = run(s, (CHANCE, "plan P1"), (CHANCE, "plan P2"), (CHANCE, "plan P3"))
    assert s.to_move() == {2}  # now the Avatars, still from the youngest seat
    s = run(s, (2, "avatar saar"), (1, "avatar corvinu"), (0, "avatar balaz"))
    s = run(s, (CHANCE, "dancers " + ",".join(dancer_order())), (CHANCE, "roll 1"))
    assert where(s, "saar") == "E13" and where(s, "balaz") == "Q1"
    # Turn order by table from seat 0's table 4: table 1 (seat 2), then table 3 (seat 1).
    for seat in (0, 2, 1):
        assert s.to_move() == {seat}
        s = idle(s, seat)


def test_new_blood_with_the_setup_helper_matches_the_page_order():
    s = setup(avatars=("saar", "vass"), options={"new_blood": True, "plans": "open"})
    assert s.to_move() == {0} and where(s, "vass") == "Q13"
    assert plan_seen(s, 0, viewer=1) == "P1"  # open Plans combine with New Blood
