"""game.the_dance.facts alone: what a state says about names, Powers, limits, occupancy, reach and turn
order (shared/rules/the_dance.md: Words, Setup 7, Athletic, Mesmerize, Old Wealth, Discipline, Ankh)."""
from game.the_dance import facts
from game.the_dance import floor as F
from game.the_dance.draft import copy, say

from tests.the_dance.parts_helpers import avatar, dancer, hand, hx, power, state


def test_a_family_is_named_by_its_avatar_or_as_player_n_before_the_choice():
    s = state()
    assert facts.name(s, 0) == "Tatiana Saar" and facts.who(s, 1) == "vass"
    blank = s._with(avatars=(-1, avatar("vass")))
    assert facts.name(blank, 0) == "Player 1" and facts.who(blank, 0) == "Player 1"
    assert facts.who(s, 5) == "Player 6"  # not a seat of this table


def test_powers_limits_and_markers():
    s = state(powers=[("old_wealth",), ("regale",)], bonus=(False, True))
    assert facts.has(s, 0, power("old_wealth")) and not facts.has(s, 1, power("old_wealth"))
    assert facts.limit(s, 0) == 6 and facts.limit(s, 1) == 4
    assert facts.markers(s, 0) == 1 and facts.markers(s, 1) == 2


def test_held_dancers_in_table_order_and_whose_avatar_is_where():
    dheld = [-1] * F.NUM_DANCERS
    dheld[dancer("sofia")] = dheld[dancer("anna")] = 1
    s = state(dheld=tuple(dheld), dom=1 << dancer("sofia"))
    assert facts.held(s, 1) == [dancer("anna"), dancer("sofia")] and facts.held(s, 0) == []
    assert facts.is_dominated(s, dancer("sofia")) and not facts.is_dominated(s, dancer("anna"))
    assert facts.seat_of_avatar(s, avatar("vass")) == 1 and facts.seat_of_avatar(s, avatar("moroi")) == -1
    assert F.LABELS[facts.entry(s, 1)] == "Q13" and facts.table(s, 1) == 2


def test_every_entry_hex_but_her_own_is_closed_to_her():
    s = state()
    closed = {F.LABELS[h] for h in facts.closed_for(s, 0)}
    assert closed == {"Q13", "U7", "Q1", "E1", "A7"}


def test_occupied_hexes_and_pieces_are_cached_per_state():
    s = state()
    occ = facts.occupied(s)
    assert {hx("E13"), hx("Q13"), hx("K9"), hx("R4")} <= occ and hx("K7") not in occ
    assert len(occ) == 2 + 24 + 1
    assert facts.occupied(s) is occ  # asked twice, built once
    assert copy(s)._occ is None  # a draft starts without the cache
    assert facts.piece_at(s, hx("E13")) == ("avatar", 0)
    assert facts.piece_at(s, hx("R4")) == ("dancer", 0)  # anna stands on the first white circle
    assert facts.piece_at(s, hx("K9")) == ("server", 0) and facts.piece_at(s, hx("K7")) is None
    assert facts.dancer_board(s)[hx("Q4")] == 1


def test_turn_order_goes_by_table_number_from_the_first_seat():
    s = state(avatars=("moroi", "saar", "corvinu"))  # tables 6, 1, 3
    assert facts.round_order(s, 0) == (0, 1, 2)
    assert facts.round_order(s, 2) == (2, 0, 1)
    assert facts.round_order(s._with(in_play=(True, False, True)), 0) == (0, 2)
    assert facts.setup_order(s) == (0, 1, 2)
    assert facts.setup_order(state(avatars=("corvinu", "saar", "moroi"))) == (0, 2, 1)
    assert facts.setup_order(state(avatars=("corvinu", "saar", "moroi"), options={"new_blood": True})) == (0, 1, 2)


def test_current_seat_only_inside_the_player_phase():
    s = state()
    assert facts.current(s) == 0
    assert facts.current(s._with(order=(), turn=0)) == -1
    assert facts.current(s._with(turn=2)) == -1


def test_reach_and_movement_with_mesmerize_athletic_and_the_ankh():
    s = state(powers=[("mesmerize",), ()], hands=(hand("Ankh"), hand("Ext1")))
    assert facts.reach_of(s, 0) == F.NEAR2[hx("E13")]
    assert facts.reach_of(s, 1) == frozenset(F.NEIGHBOURS[hx("Q13")])
    assert facts.movement(s, 0) == (2, 1) and facts.movement(s, 1) == (2, 0)
    athletic = state(powers=[("athletic",), ()], hands=(hand("Ankh"), hand()))
    assert facts.movement(athletic, 0) == (3, 0)  # the Ankh never adds to Athletic


def test_face_down_discards_together_and_the_log_oldest_first():
    s = state(disc_down=(hand("Ext1", "Ankh"), hand("Ext1")))
    assert facts.all_down(s) == hand("Ext1", "Ext1", "Ankh")
    d = copy(s)
    say(d, "one")
    say(d, "two")
    assert facts.public_log(d) == ["one", "two"] and facts.public_log(s) == []
