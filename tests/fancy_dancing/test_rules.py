"""Scenario tests for every rule on shared/rules/fancy_dancing.md, with stacked decks."""
import json
import random

import pytest

from game.core import CHANCE, IllegalAction
from game.fancy_dancing import cards as C
from game.fancy_dancing.rules import GAME
from tests.fancy_dancing.helpers import dealt, hand, ids, play, position, row, stacked_deck

GOLDEN_SEED_1 = ["deck W13", "W6", "W10", "T7", "T8", "S8"]


# --- the deck -------------------------------------------------------------------------------

def test_the_deck_has_39_cards_with_powers_points_and_stars():
    assert C.NUM_CARDS == 39 and len(set(C.NAME)) == 39
    assert sorted(C.NAME[c] for c in C.ALL_CARDS if C.is_star(c)) == ["*1", "*2", "*3"]
    for style in "WTS":
        assert [C.POWER[C.card_id(f"{style}{p}")] for p in range(2, 14)] == list(range(2, 14))
    assert [C.POINTS[C.card_id(f"T{p}")] for p in range(2, 14)] == [2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 1, 1]
    assert C.STYLE_NAMES == ("Waltz", "Tango", "Swing")


@pytest.mark.parametrize("cards,total,scores", [
    (["W10", "T5", "S3", "W2", "*1"], 21, True),  # 20 + Star as 1
    (["W4", "T4", "S2", "W2", "*1"], 23, True),  # 12 + Star as 11
    (["W4", "T3", "S2", "*1", "*2"], 21, True),  # 9 + 1 + 11
    (["W11", "T12", "S13", "W2", "T3"], 8, False),  # court cards are worth 1
    (["W10", "T10", "S9", "W8", "*1"], 38, False),  # no Star value reaches 21-26
    (["W10", "T9", "S4", "W2", "T2"], 27, False),
    (["W10", "T9", "S5", "W2"], 26, True),
])
def test_row_totals_value_stars_for_the_owner(cards, total, scores):
    assert C.best_total(ids(cards)) == total
    assert C.scores_accolade(ids(cards)) == scores


# --- setup and the draw ---------------------------------------------------------------------

def test_the_opening_shuffle_is_a_chance_outcome_listing_the_whole_deck():
    s = GAME.new_game(2)
    assert s.to_move() == {CHANCE}
    with pytest.raises(IllegalAction, match="all 39 cards"):
        s.apply(("deck", ids(["W2", "W3"])), CHANCE)
    outcome = s.sample_chance(random.Random(1))
    assert sorted(outcome[1]) == list(C.ALL_CARDS)


def test_deal_two_each_one_at_a_time_then_the_first_player_draws():
    s = dealt(["W2", "T2", "W3", "T3", "S9"])
    assert hand(s, 0) == ["S9", "W2", "W3"]  # seat 0 gets the 1st and 3rd cards, then draws the 5th
    assert hand(s, 1) == ["T2", "T3"]
    assert s.to_move() == {0} and len(s.deck) == 34


def test_option_first_lets_seat_two_start():
    s = dealt(["W2", "T2", "W3", "T3", "S9"], first=1)
    assert s.to_move() == {1} and hand(s, 1) == ["S9", "T2", "T3"] and hand(s, 0) == ["W2", "W3"]


def test_the_next_player_draws_automatically_when_their_turn_starts():
    s = dealt(["W2", "T2", "W3", "T3", "S9", "S10"])
    s = play(s, "play W2 r1 p1")
    assert s.to_move() == {1} and hand(s, 1) == ["S10", "T2", "T3"]


def test_refresh_discards_the_hand_and_draws_two_then_the_next_player_draws():
    s = dealt(["W2", "T2", "W3", "T3", "S9", "S10", "S11", "S12"])
    s = play(s, "refresh")
    assert hand(s, 0) == ["S10", "S11"]
    assert hand(s, 1) == ["S12", "T2", "T3"]
    assert sorted(C.NAME[c] for c in s.discard) == ["S9", "W2", "W3"]
    assert s.to_move() == {1}


# --- where cards may go ---------------------------------------------------------------------

def test_the_first_card_on_a_side_of_a_row_may_be_anything():
    s = position([["W9", "T13", "S5"], ["W2"]])
    texts = s.legal_action_strs()
    for r in ("r1", "r2", "r3"):
        for p in ("p1", "p2"):
            assert f"play T13 {r} {p}" in texts
    assert texts[-1] == "refresh"


def test_plus_row_needs_a_power_at_least_the_previous():
    s = position([["W6", "T6", "S4"], ["W2"]], rows={"r1p1": ["S6"]})
    assert "play W6 r1 p1" in s.legal_action_strs()  # equal is fine
    with pytest.raises(IllegalAction, match="Plus row: 4 is lower than 6"):
        play(s, "play S4 r1 p1")


def test_minus_row_needs_a_power_at_most_the_previous():
    s = position([["W9", "T7", "S3"], ["W2"]], rows={"r2p2": ["S7"]})
    with pytest.raises(IllegalAction, match="Minus row: 9 is higher than 7"):
        play(s, "play W9 r2 p2")
    assert "play T7 r2 p2" in s.legal_action_strs() and "play S3 r2 p2" in s.legal_action_strs()


def test_style_row_needs_the_same_style():
    s = position([["W9", "T7"], ["W2"]], rows={"r3p1": ["W3"]})
    assert "play W9 r3 p1" in s.legal_action_strs()
    with pytest.raises(IllegalAction, match="Style row: Tango cannot follow Waltz"):
        play(s, "play T7 r3 p1")


def test_you_may_play_on_the_opponents_side():
    s = position([["W9"], ["W2"]])
    s2 = play(s, "play W9 r2 p2")
    assert row(s2, "r2p2") == ["W9"]


def test_a_star_goes_anywhere_and_the_next_card_follows_the_card_before_it():
    s = position([["*1", "T4", "T3"], ["W2"]], rows={"r2p1": ["S3"], "r3p1": ["W5"], "r1p2": ["T12"]})
    for r in ("r1", "r2", "r3"):
        for p in ("p1", "p2"):
            assert f"play *1 {r} {p}" in s.legal_action_strs()
    s = position([["T4", "T3"], ["W2"]], rows={"r2p1": ["S3", "*1"]})
    with pytest.raises(IllegalAction, match="Minus row: 4 is higher than 3"):
        play(s, "play T4 r2 p1")
    assert "play T3 r2 p1" in s.legal_action_strs()


def test_a_star_that_opens_a_row_lets_anything_follow():
    s = position([["T13", "S2"], ["W2"]], rows={"r1p1": ["*2"], "r3p2": ["*3", "*1"]})
    assert "play S2 r1 p1" in s.legal_action_strs()
    assert "play T13 r3 p2" in s.legal_action_strs()


def test_style_row_after_a_star_follows_the_style_before_it():
    s = position([["T9", "S4"], ["W2"]], rows={"r3p1": ["S8", "*1"]})
    assert "play S4 r3 p1" in s.legal_action_strs()
    assert "play T9 r3 p1" not in s.legal_action_strs()


# --- flips ----------------------------------------------------------------------------------

def test_a_two_played_into_a_minus_row_flips_it_to_plus_for_both_sides():
    s = position([["W2", "T5"], ["S9", "S3"]], rows={"r2p1": ["T4"], "r2p2": ["S6"]})
    s = play(s, "play W2 r2 p1")
    assert s.centres[1] == "plus"
    assert ["flip", 1, "plus"] in s.observation(0)["events"]
    # from the next card on the row is a Plus row on both sides
    assert "play S9 r2 p2" in s.legal_action_strs(1)
    assert "play S3 r2 p2" not in s.legal_action_strs(1)


def test_a_thirteen_played_into_a_plus_row_flips_it_to_minus():
    s = position([["W13", "T5"], ["S9"]], rows={"r1p1": ["T11"]})
    s = play(s, "play W13 r1 p1")
    assert s.centres[0] == "minus"


def test_a_flipped_card_can_flip_back():
    s = position([["W13"], ["S9"]], centres=("plus", "plus", "style"), rows={"r2p2": ["T8"]})
    s = play(s, "play W13 r2 p2")
    assert s.centres == ("plus", "minus", "style")


def test_no_flip_for_stars_or_for_a_two_in_a_plus_row_or_in_the_style_row():
    s = position([["*1", "W2", "T2"], ["S9"]], rows={"r2p1": ["S4"], "r3p1": ["T6"]})
    assert play(s, "play *1 r2 p1").centres[1] == "minus"
    assert play(s, "play W2 r1 p1").centres[0] == "plus"
    assert play(s, "play T2 r3 p1").centres == ("plus", "minus", "style")


# --- scoring --------------------------------------------------------------------------------

def test_a_fifth_card_scoring_21_to_26_wins_an_accolade_for_the_side_owner():
    s = position([["S2"], ["W4"]], rows={"r3p2": ["W10", "W5", "W3", "W2"]}, turn=1)
    s = play(s, "play W4 r3 p2")  # 10+5+3+2+4 = 24
    assert s.accolades == (0, 1)


def test_scoring_moves_the_five_cards_to_the_discard_pile():
    s = position([["W9"], ["S9"]], rows={"r1p1": ["W2", "T3", "S4", "W5"]})
    s = play(s, "play W9 r1 p1")  # 2+3+4+5+9 = 23
    assert s.accolades == (1, 0)
    assert row(s, "r1p1") == []
    assert {"W2", "T3", "S4", "W5", "W9"} <= {C.NAME[c] for c in s.discard}
    score = [e for e in s.observation(1)["events"] if e[0] == "score"][0]
    assert score == ["score", 0, 0, 23, True, ["W2", "T3", "S4", "W5", "W9"]]


def test_a_row_outside_21_to_26_scores_nothing_but_is_still_discarded():
    s = position([["W10"], ["S9"]], rows={"r1p2": ["W6", "T7", "S8", "W9"]})
    s = play(s, "play W10 r1 p2")  # 40
    assert s.accolades == (0, 0) and row(s, "r1p2") == []
    assert {"W6", "T7", "S8", "W9", "W10"} <= {C.NAME[c] for c in s.discard}


def test_completing_the_opponents_row_can_hand_them_an_accolade():
    s = position([["W9"], ["S9"]], rows={"r1p2": ["W2", "T3", "S4", "W5"]})
    s = play(s, "play W9 r1 p2")
    assert s.accolades == (0, 1)


def test_star_in_a_scored_row_counts_1_or_11_for_the_owner():
    s = position([["*1"], ["S9"]], rows={"r3p1": ["W4", "W3", "W2", "W12"]})
    s = play(s, "play *1 r3 p1")  # 4+3+2+1 = 10, Star as 11 -> 21
    assert s.accolades == (1, 0)


def test_three_accolades_win_the_duel():
    s = position([["W9"], ["S9"]], rows={"r1p1": ["W2", "T3", "S4", "W5"]}, accolades=[2, 1])
    s = play(s, "play W9 r1 p1")
    assert s.is_over() and s.returns() == (1.0, 0.0) and s.scores() == (3.0, 1.0)
    assert s.to_move() == frozenset()


def test_an_opponent_completing_your_third_accolade_makes_you_win():
    s = position([["W9"], ["S9"]], rows={"r1p2": ["W2", "T3", "S4", "W5"]}, accolades=[0, 2])
    s = play(s, "play W9 r1 p2")
    assert s.returns() == (0.0, 1.0)


# --- the deck running out ----------------------------------------------------------------------

def test_an_empty_deck_is_rebuilt_from_the_discard_pile_as_a_chance_outcome():
    s = position([["W9"], ["S9"]], deck=[], discard=["T2", "T3", "T4"])
    s = play(s, "play W9 r1 p1")
    assert s.to_move() == {CHANCE} and s.phase == "rebuild"
    with pytest.raises(IllegalAction, match="exactly the cards of the discard pile"):
        s.apply(("deck", ids(["T2", "T3", "T5"])), CHANCE)
    order = (C.card_id("T4"),) + tuple(c for c in s.discard if c != C.card_id("T4"))
    s2 = s.apply(("deck", order), CHANCE)
    assert s2.to_move() == {1} and "T4" in hand(s2, 1)
    assert s2.rebuilds == 1 and s2.discard == () and len(s2.deck) == len(order) - 1
    assert s2.observation(0)["events"][-1] == ["draw", 1, 1]


def test_a_rebuild_in_the_middle_of_a_refresh_keeps_drawing():
    s = position([["W9", "W8"], ["S9"]], deck=["T5"], discard=["T2", "T3"])
    s = play(s, "refresh")  # discard W8 W9, draw T5, deck empty, rebuild, then draw one more
    assert s.to_move() == {CHANCE} and hand(s, 0) == ["T5"]
    order = tuple(sorted(s.discard))
    s = s.apply(("deck", order), CHANCE)
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 2 and s.to_move() == {1}


def test_when_deck_and_discard_are_both_empty_nothing_is_drawn():
    s = position([["W9"], ["S9"]], deck=[], discard=[])
    # every card must be somewhere: put the rest in the rows and hands via a built state
    data = s.to_json()
    data["discard"], data["deck"] = [], []
    rest = [n for n in C.NAME if n not in ("W9", "S9")]
    data["hands"] = [["W9"], ["S9"] + rest]
    s = GAME.from_json(data)
    s = play(s, "play W9 r1 p1")
    assert s.to_move() == {1} and len(s.hands[1]) == 38


def test_after_ten_rebuilds_the_duel_ends_on_accolades():
    s = position([["W9"], ["S9"]], deck=[], discard=["T2"], rebuilds=10, accolades=[1, 2])
    s = play(s, "play W9 r1 p1")
    assert s.is_over() and s.returns() == (0.0, 1.0) and "rebuilt 10 times" in s.end_reason()
    s = position([["W9"], ["S9"]], deck=[], discard=["T2"], rebuilds=10, accolades=[1, 1])
    assert play(s, "play W9 r1 p1").returns() == (0.5, 0.5)


# --- solitaire, cooperative, endurance -------------------------------------------------------------

def test_solitaire_sets_13_cards_aside_face_up_and_uses_one_side():
    s = dealt(["W2", "W3", "W4"], players=1)
    assert s.mode == "solitaire"
    assert len(s.discard) == 13 and C.card_id("W4") in s.discard
    assert len(s.deck) == 39 - 2 - 13 - 1
    assert {"W2", "W3"} <= set(hand(s, 0)) and len(s.hands[0]) == 3
    assert all(a[3] == 0 for a in s.legal_actions() if a[0] == "play")
    assert len(s.observation(0)["discard"]) == 13
    with pytest.raises(IllegalAction, match="only one side"):
        play(s, "play W2 r1 p2")


def test_solitaire_is_lost_when_a_draw_finds_the_deck_empty():
    s = position([["W9"]], deck=[], discard=["T2"], mode="solitaire", accolades=[2])
    s = play(s, "play W9 r1 p1")
    assert s.is_over() and s.returns() == (0.0,) and "ran out" in s.end_reason()


def test_solitaire_wins_at_three_accolades():
    s = position([["W9"]], rows={"r1p1": ["W2", "T3", "S4", "W5"]}, mode="solitaire", accolades=[2])
    s = play(s, "play W9 r1 p1")
    assert s.is_over() and s.returns() == (1.0,) and s.scores() == (3.0,)


def test_cooperative_turns_go_round_and_the_team_shares_accolades():
    s = dealt(["W2", "T2", "S2", "W3", "T3", "S3", "W4", "T4", "S4"], players=3)
    assert s.mode == "cooperative"
    assert {"W2", "W3"} <= set(hand(s, 0)) and hand(s, 1) == ["T2", "T3"] and len(s.discard) == 13
    s = play(s, s.legal_action_strs()[0])
    assert s.to_move() == {1}
    s = play(s, s.legal_action_strs()[0])
    assert s.to_move() == {2}
    s = play(s, s.legal_action_strs()[0])
    assert s.to_move() == {0}
    t = position([["W9"], ["S9"], ["T9"]], rows={"r1p1": ["W2", "T3", "S4", "W5"]}, mode="cooperative",
                 turn=0)
    t = play(t, "play W9 r1 p1")
    assert t.scores() == (1.0, 1.0, 1.0)


def test_endurance_rebuilds_twice_setting_13_aside_then_ends_on_the_third_pass():
    s = position([["W9"], ["S9"]], deck=[], mode="endurance", players=2, accolades=[4])
    assert s.tokens == 3
    s = play(s, "play W9 r1 p1")
    assert s.to_move() == {CHANCE} and s.tokens == 2
    s = s.apply(s.sample_chance(random.Random(2)), CHANCE)
    assert s.rebuilds == 1 and len(s.discard) == 13 and not s.is_over()
    data = s.to_json()
    data["deck"], data["discard"] = [], data["discard"] + data["deck"]
    s = GAME.from_json(data)
    s = play(s, s.legal_action_strs()[-1])  # refresh finds the deck empty: second token
    assert s.to_move() == {CHANCE} and s.tokens == 1
    s = s.apply(s.sample_chance(random.Random(3)), CHANCE)
    data = s.to_json()
    data["discard"] = data["discard"] + data["deck"]
    data["deck"] = []
    s = GAME.from_json(data)
    s = play(s, s.legal_action_strs()[-1])
    assert s.is_over() and s.tokens == 0 and "Three passes" in s.end_reason()
    assert s.returns() == (1.0, 1.0) and s.scores() == (4.0, 4.0)


def test_endurance_accolades_do_not_end_the_game():
    s = position([["W9"]], rows={"r1p1": ["W2", "T3", "S4", "W5"]}, mode="endurance", accolades=[2])
    s = play(s, "play W9 r1 p1")
    assert not s.is_over() and s.accolades == (3,)


def test_modes_check_the_number_of_players():
    with pytest.raises(ValueError):
        GAME.new_game(1, {"mode": "duel"})
    with pytest.raises(ValueError):
        GAME.new_game(2, {"mode": "solitaire"})
    assert GAME.new_game(4, {"mode": "endurance"}).mode == "endurance"
    assert GAME.new_game(1).mode == "solitaire" and GAME.new_game(2).mode == "duel"
    assert GAME.new_game(3).mode == "cooperative"


# --- what a seat sees -------------------------------------------------------------------------------

def test_observation_hides_other_hands_and_the_deck_order():
    s = dealt(["W2", "T2", "W3", "T3", "S9"])
    obs = s.observation(1)
    text = json.dumps(obs)
    assert obs["hand"] == ["T2", "T3"] and obs["hand_sizes"] == [3, 2]
    for hidden in ("W2", "W3", "S9"):
        assert hidden not in text
    assert obs["deck_count"] == 34 and "deck" not in obs


def test_determinize_keeps_the_observation_and_the_pass_each_card_came_from():
    s = position([["W9", "W8"], ["S9", "S8", "S7"]], deck=["T2", "T3", "T4"], discard=["W2"],
                 card_gen=[0] * 39)
    # seat 1's S9 was drawn in an earlier pass than today's deck
    data = s.to_json()
    data["generation"] = 1
    gens = data["card_gen"]
    for name in ("T2", "T3", "T4", "S8", "S7"):
        gens[C.card_id(name)] = 1
    s = GAME.from_json(data)
    for seed in range(30):
        d = s.determinize(0, random.Random(seed))
        assert d.observation(0) == s.observation(0)
        assert C.card_id("S9") in d.hands[1], "a card from an earlier pass cannot be in today's deck"
        assert sorted(d.hands[0]) == sorted(s.hands[0])


def test_determinize_reaches_every_consistent_deal():
    s = dealt(["W2", "T2", "W3", "T3", "S9"])
    seen = set()
    for seed in range(200):
        seen.add(tuple(sorted(s.determinize(0, random.Random(seed)).hands[1])))
    assert len(seen) > 150
    assert all(C.card_id("W2") not in h for h in seen)


# --- notation -----------------------------------------------------------------------------------

def test_notation_round_trips():
    s = position([["W9", "*1"], ["S9"]])
    for text in s.legal_action_strs():
        assert s.action_to_str(s.parse_action(text)) == text
    assert s.parse_action("PLAY w9 R1 P2") == ("play", C.card_id("W9"), 0, 1)
    deck = ("deck", stacked_deck(["T7"]))
    assert s.parse_action(s.action_to_str(deck)) == deck


@pytest.mark.parametrize("text,msg", [("play X9 r1 p1", "no card"), ("dance", "Cannot read"),
                                      ("deck W2,Q9", "deck order")])
def test_bad_notation_is_refused(text, msg):
    with pytest.raises(IllegalAction, match=msg):
        GAME.new_game(2).parse_action(text)


def test_a_card_not_in_hand_is_refused():
    s = position([["W9"], ["S9"]])
    with pytest.raises(IllegalAction, match="not in your hand"):
        play(s, "play S9 r1 p1")


def test_golden_deal_for_seed_1():
    """Pins the opening shuffle a match with seed 1 draws (the match driver seeds chance with
    "seed/log length"): a change that reshuffles old saves shows up here."""
    outcome = GAME.new_game(2).sample_chance(random.Random("1/0"))
    assert GAME.new_game(2).action_to_str(outcome).split(",")[:6] == GOLDEN_SEED_1
