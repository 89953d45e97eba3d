"""Every action on shared/rules/casino.md (Actions and Details), each from a stacked deck: captures,
trifectas, builds, builds same and multiple builds, the Subtraction, drop, and the special cards."""
import pytest

from game.casino import cards as C
from game.casino.refusals import check_play
from game.casino.moves import MULTIPLE, SAME, SINGLE, SUBTRACTION
from game.core import IllegalAction
from tests.casino.helpers import names, play, start


def legal(state):
    return state.legal_action_strs(state.turn)


def refused(state, text, match):
    with pytest.raises(IllegalAction, match=match):
        state.apply(state.parse_action(text), state.turn)


def build(state, number):
    return next(b for b in state.builds if b.number == number)


# --- capture ---------------------------------------------------------------------------------------------

def test_capture_same_rank_sum_groups_and_any_selection_of_them():
    s = start(["8H", "7H", "2C", "KD"], ["9S", "9D", "4H", "JC"], ["5C", "3D", "8S", "7C"])
    plays = legal(s)
    for text in ("capture 8H: 5C+3D 8S", "capture 8H: 5C+3D", "capture 8H: 8S", "capture 7H: 7C"):
        assert text in plays
    s = play(s, "capture 8H: 8S 5C+3D")
    assert names(s.piles[0]) == ["3D", "5C", "8H", "8S"] and s.loose == (C.card_id("7C"),)
    assert s.last_capturer == 0 and s.turn == 1


def test_several_disjoint_groups_at_once():
    s = start(["10H", "AH", "2C", "KD"], ["9S", "9D", "4H", "JC"], ["6C", "4D", "7S", "3S"])
    assert "capture 10H: 7S+3S 6C+4D" in legal(s)  # groups ordered by their cards
    s = play(s, "capture 10H: 7S+3S 4D+6C")
    assert len(s.piles[0]) == 5 and s.score_breakdown(0)["bonuses"] == 1  # a 5-card capture
    refused(start(["10H", "AH", "2C", "KD"], ["9S", "9D", "4H", "JC"], ["6C", "4D", "7S", "2S"]),
            "capture 10H: 6C+4D 7S+2S", r"7S\+2S adds up to 9, not 10")
    s2 = start(["10H", "AH", "2C", "KD"], ["9S", "9D", "4H", "JC"], ["6C", "4D", "7S", "2S"])
    flat = ("capture", C.card_id("10H"), tuple(sorted(C.card_id(n) for n in ("6C", "4D", "7S", "2S"))), ())
    assert "do not split into groups that each add up to 10" in check_play(s2, 0, flat)


def test_a_face_card_captures_the_same_face_and_a_capture_uses_one_value():
    s = start(["KH", "7H", "2C", "JS"], ["9S", "9D", "4H", "QC"], ["KC", "KD", "7C", "JH"])
    plays = legal(s)
    # three kings taken at once are the trifecta, listed once; a jack takes the other one-eyed jack as a
    # jack (as 11 it is the same result, so it is not listed twice)
    assert "trifecta KH: KD KC" in plays and "capture KH: KD KC" not in plays and "capture KH: KC" in plays
    assert "capture JS: JH" in plays and "capture JS=11: JH=11" not in plays
    refused(s, "capture 7H: 7C JH", "JH=11 alone is not 7")
    refused(s, "capture 7H: 7C+JH", r"7C\+JH=11 adds up to 18, not 7")
    refused(s, "capture KH: KC 7C", "only kings")
    assert s.parse_action("capture KH: KC KD") == s.parse_action("trifecta KH: KD KC")
    assert s.parse_action("capture JS=11: JH=11") == s.parse_action("capture JS: JH")
    after = play(s, "capture KH: KC KD")
    assert after.score_breakdown(0)["trifectas"] == 1  # three kings in one capture
    assert after == play(s, "trifecta KH: KC KD")
    assert after.captures[0][1][0] == "trifecta" and after.plays[0][1][0] == "trifecta"


def test_builds_are_taken_whole_and_only_by_their_value():
    s = start(["3H", "8D", "5H", "KD"], ["9S", "2S", "4H", "JC"], ["5C", "2C", "3C", "AC"])
    s = play(s, "build 3H on 5C")  # build 8
    s = play(s, "drop 9S")
    refused(s, "capture 5H: 3H", "in build B1")
    refused(s, "capture 5H: 3C+2C B1", "B1 is a build of 8, not 5")
    s = play(s, "capture 8D: B1")
    assert names(s.piles[0]) == ["3H", "5C", "8D"] and not s.builds


def test_the_completing_card_must_be_in_hand_never_on_the_table():
    s = start(["3H", "9D", "5H", "KD"], ["9S", "2S", "4H", "JC"], ["5C", "8S", "3C", "AC"])
    refused(s, "build 3H on 5C", "You need an 8 in your hand to build 8")
    assert "build 3H on 5C" not in legal(s)


# --- trifecta --------------------------------------------------------------------------------------------

def test_trifecta_king_queen_jack_and_three_of_one_face_never_built():
    s = start(["QH", "JD", "2C", "KS"], ["9S", "9D", "4H", "QC"], ["KC", "JC", "QD", "7C"])
    plays = legal(s)
    assert "trifecta QH: KC JC" in plays and "trifecta JD: KC QD" in plays
    assert "trifecta KS: QD JC" in plays  # the K of spades as a king
    assert not any(p.startswith("capture QH: KC") for p in plays)  # a queen does not capture a king
    refused(s, "trifecta QH: KC QD", "K-Q-J or three")
    refused(s, "same QH on KC", "captures only queens|only queens")
    refused(s, "build QH on KC", "face card")
    s = play(s, "trifecta QH: JC KC")
    assert names(s.piles[0]) == ["JC", "KC", "QH"] and s.score_breakdown(0)["trifectas"] == 1


def test_a_flush_trifecta_scores_two_in_all():
    s = start(["QH", "JD", "2C", "3C"], ["9S", "9D", "4H", "QC"], ["KH", "JH", "5D", "7C"], secrets=("9C", "9H"))
    s = play(s, "trifecta QH: KH JH")
    assert s.score_breakdown(0)["trifectas"] == 2 and s.scores()[0] == 2


# --- build (addition) --------------------------------------------------------------------------------------

def test_build_then_the_opponent_changes_it_and_owns_it():
    s = start(["3H", "8D", "4H", "KD"], ["2S", "10S", "4D", "JC"], ["5C", "9C", "3C", "AC"])
    s = play(s, "build 3H on 5C")
    b = build(s, 1)
    assert (b.value, b.kind, b.owner) == (8, SINGLE, 0)
    assert s.observation(1)["builds"][0]["label"] == "Build 8"
    s = play(s, "build 2S on B1")  # Red holds a 10
    b = build(s, 1)
    assert (b.value, b.kind, b.owner) == (10, SINGLE, 1) and len(b.cards) == 3
    refused(s, "capture 8D: B1", "build of 10, not 8")
    refused(s, "build AC on B1", "not in your hand")


def test_changing_a_build_adds_exactly_one_hand_card_and_no_loose_cards():
    s = start(["3H", "AH", "8D", "9D"], ["2S", "10S", "4D", "JC"], ["5C", "9C", "3C", "AC"])
    s = play(s, "build 3H on 5C", "drop 4D")
    refused(s, "build AH on B1 AC", "exactly one card from your hand")
    assert "build AH on B1" in legal(s)  # 8 + 1 = 9, and Blue holds 9D
    s = play(s, "build AH on B1")
    assert build(s, 1).value == 9 and build(s, 1).owner == 0


def test_build_on_several_loose_cards():
    s = start(["3H", "10D", "4H", "KD"], ["2S", "10S", "4D", "JC"], ["5C", "2D", "3C", "AC"])
    assert "build 3H on 5C+2D" in legal(s)
    s = play(s, "build 3H on 2D 5C")  # any order and grouping
    assert build(s, 1).value == 10 and names(s.loose) == ["3C", "AC"]


def test_builds_above_ten_only_while_holding_the_special_card():
    s = start(["5H", "JS", "7H", "QS"], ["2S", "10S", "4D", "JC"], ["6C", "5D", "3C", "AC"])
    plays = legal(s)
    assert "build 5H on 6C" in plays  # 11, with the jack of spades in hand
    assert "build 7H on 5D" in plays  # 12, with the queen of spades in hand
    s = start(["5H", "JC", "7H", "QC"], ["2S", "10S", "4D", "JD"], ["6C", "5D", "3C", "AC"])
    refused(s, "build 5H on 6C", "jack of spades or of hearts in your hand to build 11")
    refused(s, "build 7H on 5D", "queen of spades in your hand to build 12")
    s = start(["5H", "QS", "7H", "9H"], ["2S", "10S", "4D", "JD"], ["6C", "5D", "3C", "AC"])
    refused(s, "build 7H on 6C", "more than 12|cannot be captured")
    s = play(s, "build 7H on 5D", "drop 2S")
    assert s.action_to_str(s.parse_action("capture QS: B1")) == "capture QS=12: B1"
    s = play(s, "capture QS: B1")
    assert len(s.piles[0]) == 3


# --- build same and multiple builds -------------------------------------------------------------------------

def test_build_same_keeps_its_value_and_is_taken_by_that_rank_only():
    s = start(["7H", "7D", "2C", "KD"], ["7S", "AS", "4H", "JC"], ["7C", "9C", "3C", "AC"])
    s = play(s, "same 7H on 7C")
    b = build(s, 1)
    assert (b.value, b.kind, b.owner) == (7, SAME, 0)
    refused(s, "build AS on B1", "keeps its value of 7 for good")
    s = play(s, "capture 7S: B1")  # Red steals it
    assert names(s.piles[1]) == ["7C", "7H", "7S"]


def test_build_same_needs_another_card_of_that_rank():
    s = start(["7H", "8D", "2C", "KD"], ["7S", "AS", "4H", "JC"], ["7C", "9C", "3C", "AC"])
    refused(s, "same 7H on 7C", "You need a 7 in your hand to build same 7")


def test_builds_same_of_faces():
    s = start(["KH", "KD", "2C", "3D"], ["KS", "AS", "4H", "JC"], ["KC", "9C", "3C", "AC"])
    s = play(s, "same KH on KC")
    assert build(s, 1).value == C.FACE_K and s.observation(0)["builds"][0]["value"] == "K"
    assert "capture KS: B1" in legal(s)  # the K of spades as a king steals it
    s = play(s, "drop AS")
    s = play(s, "capture KD: B1")
    assert s.score_breakdown(0)["trifectas"] == 1  # three kings in one capture


def test_build_same_with_groups_and_growing_it_later_by_anyone_holding_the_value():
    s = start(["5H", "5D", "2C", "KD"], ["5S", "AS", "4H", "JC"], ["5C", "2D", "3C", "AC"])
    s = play(s, "same 5H on 5C 2D+3C")
    b = build(s, 1)
    assert (b.value, b.kind, b.owner, len(b.cards)) == (5, MULTIPLE, 0, 4)  # not only 5s: a multiple build
    s = play(s, "same 4H+AC on B1")  # Red still holds the 5 of spades
    b = build(s, 1)
    assert (b.value, b.owner, len(b.cards)) == (5, 1, 6)
    assert s.action_to_str(s.plays[-1][1]) == "same 4H+AC on B1"
    s = play(s, "capture 5D: B1")
    assert len(s.piles[0]) == 7 and s.score_breakdown(0)["bonuses"] == 3  # a 7-card capture


def test_a_multiple_build_in_one_move_and_from_a_single_build():
    s = start(["2H", "5H", "10D", "KD"], ["5S", "AS", "4H", "JC"], ["3C", "5D", "8C", "7C"])
    assert "same 2H+3C on 5D" in legal(s) and "build 2H on 5D+3C" in legal(s)
    s = play(s, "same 2H+3C on 5D")
    assert (build(s, 1).value, build(s, 1).kind) == (5, MULTIPLE)
    s = start(["2H", "5H", "5D", "10D"], ["5S", "AS", "4H", "JC"], ["3C", "9C", "8C", "7C"])
    s = play(s, "build 2H on 3C", "drop AS")
    plays = legal(s)
    assert "same 5H on B1" in plays and "build 5H on B1" in plays  # build same 5, or build 10
    grown = play(s, "same 5H on B1")
    assert (build(grown, 1).value, build(grown, 1).kind) == (5, MULTIPLE)
    changed = play(s, "build 5H on B1")
    assert (build(changed, 1).value, build(changed, 1).kind) == (10, SINGLE)


def test_a_build_same_takes_at_most_one_existing_build():
    s = start(["2H", "AH", "5H", "5D"], ["9S", "9D", "9H", "JC"], ["3C", "4C", "AC", "7C"])
    s = play(s, "build 2H on 3C", "drop 9S", "build AH on 4C", "drop 9D")
    assert [(b.value, b.kind) for b in s.builds] == [(5, SINGLE), (5, SINGLE)]
    refused(s, "same 5H on B1 B2", "Only one existing build")
    assert "capture 5H: B1 B2" in legal(s) and "same 5H on B1" in legal(s)
    s = play(s, "capture 5H: B2 B1")
    assert len(s.piles[0]) == 5


# --- subtraction ----------------------------------------------------------------------------------------------

def test_subtraction_only_its_maker_takes_it_and_nobody_adds_to_it():
    s = start(["2H", "8D", "8H", "KD"], ["8S", "AS", "4H", "JC"], ["10C", "9C", "3C", "AC"])
    s = play(s, "subtract 2H from 10C")
    b = build(s, 1)
    assert (b.value, b.kind, b.owner, len(b.cards)) == (8, SUBTRACTION, 0, 2)
    assert s.subtract_used == (True, False)
    refused(s, "capture 8S: B1", "Only Blue may take back this subtraction")
    refused(s, "build AS on B1", "Nobody can add to a subtraction")
    assert not any("B1" in p for p in legal(s))
    s = play(s, "drop AS")
    refused(s, "same 8H on B1", "Nobody can add to a subtraction")
    refused(s, "subtract 8H from 9C", "already used your Subtraction")
    s = play(s, "capture 8D: B1")
    assert names(s.piles[0]) == ["10C", "2H", "8D"]


def test_the_maker_of_a_subtraction_must_hold_the_difference():
    s = start(["2H", "9D", "8H", "KD"], ["8S", "AS", "4H", "JC"], ["10C", "9C", "3C", "AC"])
    assert "subtract 2H from 10C" in legal(s)  # Blue holds the 8 of hearts
    s = start(["2H", "9D", "7H", "KD"], ["8S", "AS", "4H", "JC"], ["10C", "9C", "3C", "AC"])
    refused(s, "subtract 2H from 10C", "You need an 8 in your hand")
    refused(s, "subtract 9D from 3C", "lower card from a higher one")


# --- drop ----------------------------------------------------------------------------------------------------

def test_drop_puts_the_card_alone_on_the_table():
    s = start(["KS", "9D", "7H", "KD"], ["8S", "AS", "4H", "JC"], ["10C", "9C", "3C", "AC"])
    s = play(s, "drop KS")
    assert s.loose[-1] == C.KS and not s.builds and s.turn == 1
    assert s.observation(1)["table"][-1] == "KS"


# --- the special cards ------------------------------------------------------------------------------------------

def test_one_eyed_jacks_are_eleven_or_jacks():
    s = start(["JH", "9D", "7H", "KD"], ["8S", "AS", "4H", "JC"], ["6S", "5D", "JD", "AC"])
    plays = legal(s)
    assert "capture JH=11: 6S+5D" in plays and "capture JH: JD" in plays
    assert s.parse_action("capture JH: 5D+6S") == s.parse_action("capture JH=11: 6S+5D")
    refused(s, "capture JH=11: JD", "face card with no number")


def test_the_king_of_spades_stands_for_a_declared_number_3_to_9():
    s = start(["7H", "3H", "8D", "9D"], ["8S", "AS", "4H", "JC"], ["KS", "5D", "7C", "AC"])
    plays = legal(s)
    assert "capture 7H: KS=7 7C" in plays  # KS=7 matches a 7
    assert "build 3H on KS=5" in plays and "build 3H on KS=6" in plays  # different numbers, different builds
    refused(s, "capture 7H: KS=6", "do not split|is not 7")
    refused(s, "capture 7H: KS", "Say which number")
    refused(s, "build 3H on KS=10", "3 to 9 only")
    s = play(s, "build 3H on KS=5")
    assert s.observation(0)["builds"][0]["ks"] == 5 and s.observation(0)["builds"][0]["cards"] == ["3H", "KS=5"]


def test_the_king_of_spades_keeps_its_number_while_in_a_build():
    s = start(["3H", "AH", "8D", "9D"], ["8S", "AS", "4H", "JC"], ["KS", "5D", "7C", "AC"])
    s = play(s, "build 3H on KS=5", "drop 4H", "build AH on B1")
    b = build(s, 1)
    assert b.value == 9 and C.token(C.KS, 5) in b.cards
    assert s.observation(1)["builds"][0]["ks"] == 5


def test_the_king_of_spades_from_the_hand():
    s = start(["KS", "3H", "8D", "9D"], ["8S", "AS", "4H", "JC"], ["KC", "5D", "7C", "AC"])
    plays = legal(s)
    assert "capture KS=7: 7C" in plays and "capture KS: KC" in plays and "capture KS=5: 5D" in plays
    assert "build KS=3 on 5D" in plays  # 8, with the 8 of diamonds in hand
    assert "subtract KS=3 from 7C" not in plays  # 7 - 3 = 4: no 4 in hand
