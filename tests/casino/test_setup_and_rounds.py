"""Casino Trifecta set-up and rounds (shared/rules/casino.md, Deal and rounds): `first N`, the sealed secret
cards, the deck, the deal, six rounds with alternating leaders, the Pass and empty hands."""
import json
import random

import pytest

from game.casino import cards as C
from game.casino.rules import GAME
from game.core import CHANCE, IllegalAction
from tests.casino.helpers import deck_order, ids, names, play, start


def test_the_game_card():
    info = GAME.info
    assert (info.id, info.title, info.min_players, info.max_players) == ("casino", "Casino Trifecta", 2, 2)
    assert info.chance and info.hidden_info and info.simultaneous and info.version == 1
    assert info.seat_names == ("Blue", "Red") and info.bot_module == "game.casino.bot"
    assert info.scene_module == "game.casino.scene" and info.help_module == "game.casino.help"
    assert GAME.default_options() == {"first": "random", "timer": False}
    assert info.option("first").labels() == ["Random", "Blue", "Red"]
    assert info.option("timer").labels() == ["Off", "On"]


def test_first_is_a_chance_outcome_unless_the_option_names_a_seat():
    s = GAME.new_game(2)
    assert s.to_move() == {CHANCE} and s.phase == "first"
    assert s.sample_chance(random.Random(3))[0] == "first"
    with pytest.raises(IllegalAction):
        s.apply(("first", 2), CHANCE)
    s = s.apply(s.parse_action("first 1"), CHANCE)
    assert s.first == 1 and s.phase == "secret" and s.to_move() == {0, 1}
    for value in (0, "Blue", "blue"):
        t = GAME.new_game(2, {"first": value})
        assert t.phase == "secret" and t.first == 0
    assert GAME.new_game(2, {"first": "red"}).first == 1
    with pytest.raises(ValueError):
        GAME.new_game(2, {"first": "green"})
    with pytest.raises(ValueError):
        GAME.new_game(3)


def test_secret_cards_are_one_sealed_simultaneous_choice():
    s = GAME.new_game(2, {"first": 0})
    assert s.to_move() == {0, 1}
    assert len(s.legal_actions(0)) == 52 and len(s.legal_actions(1)) == 52
    assert s.legal_actions() == []  # two seats choose: say which
    with pytest.raises(IllegalAction, match="Several players"):
        s.apply(("secret", 0))
    s = s.apply(s.parse_action("secret QH"), 1)
    assert s.to_move() == {0} and s.legal_actions(1) == []
    seen = json.dumps(s.observation(0))
    assert "QH" not in seen and s.observation(0)["secrets_chosen"] == [False, True]
    assert s.observation(1)["secret"] == "QH" and s.observation(None)["secrets"] == [None, None]
    s = s.apply(("secret", C.card_id("QH")), 0)  # both may name the same card
    assert s.secrets == (C.card_id("QH"),) * 2 and s.to_move() == {CHANCE} and s.phase == "deck"


def test_the_deck_deals_four_each_and_four_to_the_table():
    s = GAME.new_game(2, {"first": 1})
    s = s.apply(("secret", 0), 0).apply(("secret", 1), 1)
    with pytest.raises(IllegalAction, match="52 cards"):
        s.apply(("deck", tuple(range(51))), CHANCE)
    order = tuple(reversed(C.CARDS))
    s = s.apply(s.parse_action("deck " + ",".join(C.NAME[c] for c in order)), CHANCE)
    assert list(s.hands[0]) == sorted(order[0:4]) and list(s.hands[1]) == sorted(order[4:8])
    assert s.loose == order[8:12] and s.deck == order[12:]
    assert s.round == 1 and s.leader == 1 and s.to_move() == {1}
    assert s.observation(0)["deck_left"] == 40 and s.observation(0)["hand_sizes"] == [4, 4]


BLUE = ["AS", "2H", "3D", "4C"]
RED = ["5S", "6H", "7D", "8C"]
TABLE = ["KH", "QD", "9C", "10H"]


def test_six_rounds_alternate_leaders_and_deal_four_each_from_the_deck():
    later = [(["AH", "2S", "3H", "4D"], ["5H", "6S", "7C", "8D"])]
    s = start(BLUE, RED, TABLE, later=later, first=0)
    assert s.turn == 0 and s.leader == 0
    for _ in range(4):
        s = play(s, f"drop {C.NAME[s.hands[s.turn][0]]}")
        s = play(s, f"drop {C.NAME[s.hands[s.turn][0]]}")
    assert s.round == 2 and s.leader == 1 and s.turn == 1
    assert names(s.hands[0]) == sorted(["AH", "2S", "3H", "4D"])
    assert names(s.hands[1]) == sorted(["5H", "6S", "7C", "8D"])
    leaders = [s.leader]
    while not s.is_over():
        before = s.round
        s = play(s, f"drop {C.NAME[s.hands[s.turn][0]]}")
        if s.round != before and not s.is_over():
            leaders.append(s.leader)
    assert leaders == [1, 0, 1, 0, 1] and s.round == 6 and not s.deck


def test_a_pass_skips_the_turn_and_the_round_goes_on_until_both_hands_are_empty():
    s = start(BLUE, RED, TABLE, first=0)
    s = play(s, "pass")
    assert s.pass_used == (True, False) and s.turn == 1 and s.observation(1)["passed_round"] == [0]
    with pytest.raises(IllegalAction, match="passed this round"):
        s.apply(("pass",), 1)
    assert ("pass",) not in s.legal_actions(1)
    s = play(s, "drop 5S", "drop AS", "drop 6H", "drop 2H", "drop 7D", "drop 3D", "drop 8C")
    # Red's hand is empty: Blue plays its last card alone, then the round ends
    assert s.turn == 0 and len(s.hands[0]) == 1 and not s.hands[1]
    s = play(s, "drop 4C")
    assert s.round == 2 and s.turn == 1 and s.passed_round == ()
    s = play(s, f"drop {C.NAME[s.hands[1][0]]}")
    with pytest.raises(IllegalAction, match="already used your Pass"):
        s.apply(("pass",), 0)


def test_the_other_seat_may_pass_in_a_later_round_and_once_only():
    s = start(BLUE, RED, TABLE, first=1)
    s = play(s, "drop 5S", "drop AS", "pass")  # Red passes in round 1
    assert s.turn == 0 and s.pass_used == (False, True)
    assert ("pass",) not in s.legal_actions(0)  # Red passed this round
    while s.round == 1:
        s = play(s, f"drop {C.NAME[s.hands[s.turn][0]]}")
    assert s.round == 2 and s.turn == 0 and ("pass",) in s.legal_actions(0)  # a new round: Blue may pass
    s = play(s, "pass")
    assert s.turn == 1 and ("pass",) not in s.legal_actions(1)  # Red's Pass is spent
    s = play(s, f"drop {C.NAME[s.hands[1][0]]}")
    assert ("pass",) not in s.legal_actions(0)


def test_the_deal_never_runs_out_and_all_52_cards_are_somewhere():
    s = start(BLUE, RED, TABLE)
    rng = random.Random(4)
    while not s.is_over():
        s = s.apply(rng.choice(s.legal_actions(s.turn)), s.turn)
        held = list(s.deck) + [c for h in s.hands for c in h] + list(s.loose) + \
            [C.tok_card(t) for b in s.builds for t in b.cards] + [c for p in s.piles for c in p]
        assert sorted(held) == list(C.CARDS)
    assert not s.loose and not s.builds and sorted(s.piles[0] + s.piles[1]) == list(C.CARDS)


def test_stacked_deck_helper_puts_cards_where_the_page_says():
    order = deck_order(BLUE, RED, TABLE)
    assert list(order[:12]) == ids(BLUE + RED + TABLE) and sorted(order) == list(C.CARDS)


def test_a_wrong_player_count_is_refused_in_plain_words():
    with pytest.raises(ValueError, match=r"^Casino Trifecta is for 2 players, not 3\.$"):
        GAME.new_game(3)
    assert GAME.check_players(None) == 2 and GAME.check_players(2) == 2
