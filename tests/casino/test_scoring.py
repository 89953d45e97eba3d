"""Casino Trifecta scoring (shared/rules/casino.md, Scoring and Timer) from stacked decks and end-of-game
positions: point cards, trifectas, secrets, the N-card and four-of-a-kind bonuses, the sweep, the end
bonuses, the ace-of-spades tie-break, scores() so far, the breakdown, and the timer's expiries."""
import json

import pytest

from game.casino import cards as C
from game.casino.rules import FORFEIT_AFTER, GAME, TIMER_SECONDS
from game.core import CHANCE, IllegalAction
from game.core.match import Match
from tests.casino.helpers import deck_order, names, play, position, start

RED = ["9S", "9D", "9H", "JC"]


def points_of(state, seat=0):
    b = state.score_breakdown(seat)
    return {k: v for k, v in b.items() if v and k != "total"}


def test_point_cards():
    s = start(["10H", "2D", "AH", "KD"], RED, ["10D", "8C", "AC", "2S"])
    s = play(s, "capture 10H: 10D 8C+2S")
    assert points_of(s) == {"point_cards": 3} and s.scores() == (3.0, 0.0)
    s = play(s, "drop 9S", "capture AH: AC")
    assert points_of(s) == {"point_cards": 5}


@pytest.mark.parametrize("hand,table,capture,expected", [
    ("10H", ["10S", "10D", "10C", "2H"], "capture 10H: 10S 10D 10C", {"point_cards": 2, "bonuses": 1}),
    ("AH", ["AS", "AD", "AC", "2H"], "capture AH: AS AD AC", {"point_cards": 4, "bonuses": 1}),
    ("KH", ["KS", "KD", "KC", "2H"], "capture KH: KS KD KC", {"trifectas": 1, "bonuses": 1}),
    ("7H", ["KS", "7S", "7D", "7C"], "capture 7H: KS=7 7S 7D 7C", {"bonuses": 2}),
])
def test_four_of_a_kind_scores_one_more(hand, table, capture, expected):
    """4 tens = 2 + 1, 4 aces = 4 + 1, 4 kings = 1 + 1, five of a kind with the K of spades = 1 + 1."""
    s = start([hand, "3H", "4H", "5H"], RED, table)
    s = play(s, capture)
    assert points_of(s) == expected
    assert s.observation(1)["captures"][0]["points"] == {"point_cards": expected.get("point_cards", 0),
                                                         "trifectas": expected.get("trifectas", 0),
                                                         "bonuses": expected.get("bonuses", 0), "secret": 0}


def test_a_capture_of_n_cards_scores_n_minus_4_more():
    s = start(["10H", "5H", "3H", "4H"], ["5D", "9S", "9H", "JC"], ["6C", "4D", "7S", "3S"])
    assert points_of(play(s, "capture 10H: 6C+4D 7S+3S")) == {"bonuses": 1}  # 5 cards
    s = play(s, "drop 5H", "drop 5D", "capture 10H: 7S+3S 6C+4D 5H+5D")
    assert len(s.piles[0]) == 7 and points_of(s) == {"bonuses": 3}  # 7 cards


def test_capturing_a_secret_card_scores_for_each_seat_that_named_it():
    s = start(["7H", "3H", "4H", "5H"], RED, ["7C", "8C", "QH", "2C"], secrets=("9C", "7C"))
    assert s.observation(0)["secrets"] == ["9C", None]
    s = play(s, "capture 7H: 7C")
    assert points_of(s) == {"secret": 1}  # Red's secret, captured by Blue
    assert s.observation(0)["secrets"] == ["9C", "7C"] and s.observation(None)["secrets"] == [None, "7C"]
    s = start(["7H", "3H", "4H", "5H"], RED, ["7C", "8C", "QH", "2C"], secrets=("7C", "7C"))
    assert points_of(play(s, "capture 7H: 7C")) == {"secret": 2}
    s = start(["7H", "3H", "4H", "5H"], RED, ["7C", "8C", "QH", "2C"], secrets=("7H", "KS"))
    assert points_of(play(s, "capture 7H: 7C")) == {"secret": 1}  # the capturing card counts too


def test_the_last_capture_sweeps_the_table_without_bonus_points():
    s = position(["5H"], ["9S"], ["10D", "2C", "3S", "4S", "4H", "4D", "4C", "QH"],
                 builds=[(8, "single", 1, ["6D", "2H"])], round=6, secrets=("QH", "KS"))
    s = play(s, "capture 5H: 3S+2C", "drop 9S")
    assert s.is_over() and not s.loose and not s.builds
    sweep = s.captures[-1]
    assert sweep[0] == 0 and sweep[1] == ("sweep",) and sweep[3] == (2, 0, 0, 1)  # 10D, and Blue's secret QH
    assert names(sweep[2]) == names(C.card_id(n) for n in ["10D", "4S", "4H", "4D", "4C", "QH", "6D", "2H", "9S"])
    assert s.observation(0)["captures"][-1]["kind"] == "sweep"
    b = s.score_breakdown(0)
    assert (b["point_cards"], b["trifectas"], b["bonuses"], b["secret"]) == (2, 0, 0, 1)


def test_if_nobody_ever_captured_the_table_stays_uncaptured():
    s = position(["5H"], ["9S"], ["10D", "AC"], round=6)
    s = play(s, "drop 5H", "drop 9S")
    assert s.is_over() and len(s.loose) == 4 and s.piles == ((), ())
    assert s.scores() == (0.5, 0.5) and s.returns() == (0.5, 0.5)  # half a point each for the cards
    assert "draw" in s.end_reason()


def end_with(blue_pile, red_pile):
    s = position(["5C"], ["6C"], ["9H"], round=6, piles=(blue_pile, red_pile))
    return play(s, "drop 5C", "drop 6C")


def test_end_bonuses_most_cards_spades_and_diamonds():
    s = end_with(["5S", "6S", "2H", "3H"], ["8D", "9D", "7C"])
    b0, b1 = s.score_breakdown(0), s.score_breakdown(1)
    assert (b0["most_cards"], b0["most_spades"], b0["most_diamonds"]) == (1, 1, 0)
    assert (b1["most_cards"], b1["most_spades"], b1["most_diamonds"]) == (0, 0, 1)
    assert s.scores() == (2.0, 1.0) and s.returns() == (1.0, 0.0) and s.end_reason() == "Blue wins 2 to 1."


def test_ties_half_a_point_for_cards_nothing_for_suits_and_the_ace_of_spades_decides():
    s = end_with(["5S", "6D", "2H"], ["AS", "8D", "9C"])
    assert s.scores() == (0.5, 0.5) and s.returns() == (0.0, 1.0)
    assert "ace of spades" in s.end_reason() and "Red" in s.end_reason()
    s = end_with(["5S", "6D", "2H"], ["7S", "8D", "9C"])
    assert s.returns() == (0.5, 0.5) and "draw" in s.end_reason()


def test_scores_are_points_so_far_and_the_end_bonuses_come_at_the_end():
    s = position(["10H", "3C"], ["9S", "3D"], ["10D", "4C"], round=6)
    s = play(s, "capture 10H: 10D")
    assert s.scores() == (2.0, 0.0) and s.score_breakdown(0)["most_cards"] == 0
    s = play(s, "drop 9S", "drop 3C", "drop 3D")
    assert s.is_over() and s.scores() == (2.0 + 3, 0.0)  # Blue swept: most cards, spades, diamonds
    assert s.observation(1)["breakdown"][0] == s.score_breakdown(0)
    assert set(s.score_breakdown(0)) == {"point_cards", "trifectas", "bonuses", "secret", "timer", "most_cards",
                                         "most_spades", "most_diamonds", "total"}


# --- the timer -------------------------------------------------------------------------------------------

def test_a_timeout_is_refused_when_the_timer_is_off():
    s = start(["10H", "3H", "4H", "5H"], RED, ["6C", "4D", "7S", "3S"])
    with pytest.raises(IllegalAction, match="timer is off"):
        s.apply(("timeout",), 0)


def test_each_expiry_gives_the_opponent_a_point_and_the_fifth_forfeits():
    assert TIMER_SECONDS == 60 and FORFEIT_AFTER == 5
    s = start(["10H", "3H", "4H", "5H"], RED, ["6C", "4D", "7S", "3S"], options={"timer": True})
    assert ("timeout",) not in s.legal_actions(0)
    for n in range(1, 5):
        s = s.apply(s.parse_action("timeout"), 0)
        assert s.turn == 0 and s.score_breakdown(1)["timer"] == n and s.timeouts == (n, 0)
    assert s.observation(1)["log"] == [[0, "timeout"]] * 4
    s = s.apply(("timeout",), 0)
    assert s.is_over() and s.returns() == (0.0, 1.0) and "forfeits" in s.end_reason()
    assert s.scores() == (0.0, 4.0)


def test_a_timeout_in_the_secret_choice_and_in_a_replayed_match():
    match = Match.new("casino", 2, {"timer": "on", "first": 0}, seed=3)
    match.play(("timeout",), 1)
    assert match.state.to_move() == {0, 1} and match.state.scores() == (1.0, 0.0)
    match.play(("secret", 5), 0)
    match.play(("secret", 6), 1)
    match.resolve_chance()
    seat = match.state.turn
    match.play(("timeout",), seat)
    match.play(match.state.legal_actions(seat)[0], seat)
    assert [t for _, t in match.log].count("timeout") == 2
    again = Match.replay("casino", 2, match.options, 3, list(match.log))
    assert again.state == match.state
    assert Match.from_json(json.loads(json.dumps(match.to_json()))).state == match.state


def test_a_game_played_out_from_a_stacked_deck_reaches_its_end():
    s = GAME.new_game(2, {"first": 0}).apply(("secret", 0), 0).apply(("secret", 1), 1)
    s = s.apply(("deck", deck_order(["AS", "2S", "3S", "4S"], ["AH", "2H", "3H", "4H"], ["5S", "6S", "7S", "8S"])),
                CHANCE)
    while not s.is_over():
        s = s.apply(s.legal_actions(s.turn)[0], s.turn)
    assert sum(len(p) for p in s.piles) + len(s.loose) == 52
    assert sum(s.scores()) > 0 and s.returns() in ((1.0, 0.0), (0.0, 1.0), (0.5, 0.5))
