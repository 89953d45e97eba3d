"""What each seat sees of Casino Trifecta (observation, determinize), saving (JSON), and the helpers the
table and bots use (what_it_does, plays_using)."""
import json
import random

import pytest

from game.casino import cards as C
from game.casino.advice import plays_using, what_it_does
from game.casino.rules import GAME
from tests.casino.helpers import play, position, random_states, start

BLUE = ["3H", "8D", "4H", "KD"]
RED = ["2S", "10S", "4D", "JC"]
TABLE = ["5C", "9C", "3C", "AC"]


def test_a_seat_sees_its_hand_the_other_hand_count_and_everything_public():
    s = start(BLUE, RED, TABLE, secrets=("QH", "QC"))
    s = play(s, "build 3H on 5C", "drop 4D")
    obs = s.observation(0)
    assert obs["hand"] == ["4H", "8D", "KD"] and obs["hand_sizes"] == [3, 3]
    assert obs["secret"] == "QH" and obs["secrets"] == ["QH", None]
    assert obs["table"] == ["9C", "3C", "AC", "4D"] and obs["deck_left"] == 40
    assert obs["builds"] == [{"name": "B1", "number": 1, "value": 8, "label": "Build 8", "kind": "single",
                              "owner": 0, "cards": ["3H", "5C"], "ks": None}]
    assert obs["log"] == [[0, "build 3H on 5C"], [1, "drop 4D"]]
    assert sorted(obs["seen"]) == sorted(["4H", "8D", "KD", "9C", "3C", "AC", "4D", "3H", "5C"])  # the tracker
    assert obs["lifelines"] == {"pass": [False, False], "subtract": [False, False]}
    assert (obs["round"], obs["leader"], obs["turn"], obs["to_move"]) == (1, 0, 0, [0])
    hidden = json.dumps(obs)
    for card in ("2S", "10S", "JC", "QC"):
        assert f'"{card}"' not in hidden
    public = s.observation(None)
    assert public["hand"] == [] and public["secrets"] == [None, None] and public["secret"] is None
    assert sorted(public["seen"]) == sorted(["9C", "3C", "AC", "4D", "3H", "5C"])
    assert all(public[k] == obs[k] for k in ("table", "builds", "captured", "captures", "log", "scores"))


def test_captures_are_listed_in_order_with_their_points():
    s = start(["10H", "2D", "AH", "KD"], ["9S", "9D", "9H", "JC"], ["10D", "8C", "AC", "2S"])
    s = play(s, "capture 10H: 10D 8C+2S", "drop 9S", "capture AH: AC")
    caps = s.observation(1)["captures"]
    assert [(c["seat"], c["action"], c["total"]) for c in caps] == [(0, "capture 10H: 8C+2S 10D", 3),
                                                                   (0, "capture AH: AC", 2)]
    assert caps[0]["cards"] == ["10H", "2S", "8C", "10D"]
    assert s.observation(1)["captured"][0] == [C.NAME[c] for c in s.piles[0]]


def test_every_secret_is_shown_at_the_end():
    s = position(["5H"], ["9S"], ["10D"], round=6, secrets=("2C", "3C"))
    assert s.observation(0)["secrets"] == ["2C", None]
    s = play(s, "drop 5H", "drop 9S")
    assert s.is_over() and s.observation(None)["secrets"] == ["2C", "3C"]


def test_determinize_deals_the_unseen_cards_and_keeps_the_view():
    for state in random_states(3, 40):
        seat = state.turn
        obs = state.observation(seat)
        for k in range(3):
            det = state.determinize(seat, random.Random(k))
            assert det.observation(seat) == obs
            assert det.hands[seat] == state.hands[seat] and len(det.deck) == len(state.deck)
            other = 1 - seat
            assert sorted(det.hands[other] + det.deck) == sorted(state.hands[other] + state.deck)
            captured = set(state.piles[0]) | set(state.piles[1])
            if not state.revealed(other):
                assert det.secrets[other] not in captured


def test_the_same_view_gives_the_same_determinization_whatever_was_hidden():
    a = start(BLUE, RED, TABLE, secrets=("QH", "QC"))
    b = start(BLUE, ["2S", "10S", "4D", "JD"], TABLE, secrets=("QH", "7C"))
    assert a.observation(0) == b.observation(0)
    assert a.determinize(0, random.Random(4)).to_json() == b.determinize(0, random.Random(4)).to_json()


def test_a_sealed_secret_is_redrawn_for_the_other_seat():
    s = GAME.new_game(2, {"first": 0}).apply(("secret", 7), 1)
    draws = {s.determinize(0, random.Random(k)).secrets[1] for k in range(30)}
    assert len(draws) > 5 and s.determinize(1, random.Random(0)).secrets == (None, 7)


def test_json_round_trip_keeps_builds_declared_numbers_and_lifelines():
    s = start(["3H", "AH", "8D", "9D"], ["2S", "AS", "4H", "10C"], ["KS", "5D", "7C", "AC"])
    s = play(s, "build 3H on KS=5", "drop AS", "build AH on B1")
    data = json.loads(json.dumps(s.to_json()))
    again = GAME.from_json(data)
    assert again == s and again.builds == s.builds and C.token(C.KS, 5) in again.builds[0].cards
    assert again.legal_actions(again.turn) == s.legal_actions(s.turn)
    with pytest.raises(ValueError):
        GAME.from_json(dict(data, version=99))


def test_what_it_does_says_what_a_play_does():
    s = start(["3H", "8D", "8H", "7D"], ["2S", "10S", "4D", "JC"], ["5C", "10C", "AC", "7C"])
    assert what_it_does(s, s.parse_action("build 3H on 5C")) == "Build 8 — you still hold an 8."
    assert what_it_does(s, s.parse_action("capture 8H: 7C+AC")) == "Capture 3 cards: +1 point (point cards 1)."
    assert what_it_does(s, s.parse_action("drop 3H")) == "Drop 3H on the table."
    assert what_it_does(s, s.parse_action("subtract 3H from 10C")) == (
        "Subtraction: 10C minus 3H, only you can take it back, with a 7 (uses your Subtraction lifeline).")
    assert what_it_does(s, ("pass",)).startswith("Skip this turn")


def test_what_it_does_never_counts_the_other_seats_secret():
    s = start(["3H", "8D", "8H", "KD"], ["2S", "10S", "4D", "JC"], ["5C", "10C", "AC", "7C"], secrets=("QH", "7C"))
    assert what_it_does(s, s.parse_action("capture 8H: 7C+AC")) == "Capture 3 cards: +1 point (point cards 1)."
    s = start(["3H", "8D", "8H", "KD"], ["2S", "10S", "4D", "JC"], ["5C", "10C", "AC", "7C"], secrets=("7C", "QC"))
    assert what_it_does(s, s.parse_action("capture 8H: 7C+AC")) == \
        "Capture 3 cards: +2 points (point cards 1, secret card 1)."


def test_plays_using_a_selection_offers_every_reading():
    s = start(["5H", "5D", "10D", "KD"], ["2S", "10S", "4D", "JC"], ["5C", "9C", "AC", "7C"])
    plays, why = plays_using(s, 0, C.card_id("5H"), [C.card_id("5C")])
    assert why == "" and sorted(s.action_to_str(a) for a in plays) == ["build 5H on 5C", "capture 5H: 5C",
                                                                         "same 5H on 5C"]
    plays, why = plays_using(s, 0, C.card_id("5H"), [])
    assert [s.action_to_str(a) for a in plays] == ["drop 5H"]


def test_plays_using_a_selection_explains_a_refusal():
    s = start(["3H", "9D", "5H", "KD"], ["2S", "10S", "4D", "JC"], ["5C", "8S", "3C", "AC"])
    plays, why = plays_using(s, 0, C.card_id("3H"), [C.card_id("5C")])
    assert plays == [] and why == "You need an 8 in your hand to build 8."
    plays, why = plays_using(s, 0, C.card_id("KD"), [C.card_id("5C")])
    assert plays == [] and why
    plays, why = plays_using(s, 1, C.card_id("2S"), [C.card_id("5C")])
    assert plays == [] and why == "It is not your turn."


def test_plays_using_with_the_king_of_spades_on_the_table():
    s = start(["7H", "3H", "8D", "9D"], ["8S", "AS", "4H", "JC"], ["KS", "5D", "7C", "AC"])
    plays, why = plays_using(s, 0, C.card_id("3H"), [C.KS])
    assert sorted(s.action_to_str(a) for a in plays) == ["build 3H on KS=4", "build 3H on KS=5",
                                                         "build 3H on KS=6", "capture 3H: KS=3"]
    plays, why = plays_using(s, 0, C.card_id("7H"), [C.KS, C.card_id("7C")])
    assert [s.action_to_str(a) for a in plays] == ["capture 7H: KS=7 7C"]
