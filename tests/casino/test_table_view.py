"""The Casino Trifecta table's view (game.casino.view): plaques in words, the card tracker's marks, the
piles' summaries, and the table after a play (used for the last play of a game) agreeing with the rules."""
import random

from game.casino import cards as C
from game.casino.rules import PLAY
from game.casino.view import (HAND, TABLE, UNSEEN, build_view, make_items, pile_summary, table_after_play,
                              tracker_marks, unseen_by_rank)
from tests.casino.helpers import play, position, random_steps, start

NAMES = ("Blue", "Red")


def test_builds_come_first_with_their_plaques_in_words():
    s = start(["3H", "8D", "4H", "2C"], ["2S", "10S", "4D", "JC"], ["5C", "9C", "3C", "AC"])
    s = play(s, "build 3H on 5C", "drop 4D")
    view = build_view(s.observation(0), NAMES, bottom=0, you=0)
    assert [it.key for it in view.items] == [("b", 1)] + [("c", C.card_id(n)) for n in ("9C", "3C", "AC", "4D")]
    build = view.items[0]
    assert build.label == "Build 8 · yours" and build.cards == (C.card_id("3H"), C.card_id("5C"))
    assert build_view(s.observation(1), NAMES, bottom=1, you=1).items[0].label == "Build 8 · Blue's"


def test_same_multiple_and_subtraction_plaques():
    s = position(["7H", "7S", "2H", "8C"], ["9S"], ["7C", "10C", "3D"], round=2)
    view_same = build_view(play(s, "same 7H on 7C").observation(None), NAMES, 0, None)
    assert view_same.items[0].label == "Same 7 · Blue's"
    sub = play(s, "subtract 2H from 10C")
    view = build_view(sub.observation(0), NAMES, 0, 0)
    assert view.items[0].label == "Subtraction · yours (needs 8)"
    items = make_items([], [{"number": 3, "value": 10, "kind": "multiple", "owner": 1, "cards": ["2H", "8C", "10D"]}],
                       NAMES, 0)
    assert items[0].label == "Multiple 10 · Red's"


def test_the_king_of_spades_keeps_its_number_in_a_build():
    s = position(["KS", "9H"], ["2S"], ["4C"], round=2)
    s = play(s, "build KS=5 on 4C")
    item = build_view(s.observation(1), NAMES, 1, 1).items[0]
    assert item.ks == 5 and item.label == "Build 9 · Blue's"


def test_the_tracker_marks_hand_table_piles_and_unseen():
    s = start(["10H", "2D", "AH", "KD"], ["9S", "9D", "9H", "JC"], ["10D", "8C", "AC", "2S"])
    s = play(s, "capture 10H: 10D 8C+2S")
    view = build_view(s.observation(1), NAMES, 1, 1)
    marks = tracker_marks(view)
    assert marks[C.card_id("10D")] == "pile0" and marks[C.card_id("AC")] == TABLE
    assert marks[C.card_id("9S")] == HAND and marks[C.card_id("2D")] == UNSEEN
    assert sum(1 for m in marks.values() if m == UNSEEN) == 52 - 4 - 4 - 1
    assert unseen_by_rank(marks)[9] == 2  # two tens: 10S and 10C
    summary = pile_summary(view.piles[0])
    assert summary["cards"] == 4 and summary["points"] == 3 and summary["spades"] == 1 and summary["diamonds"] == 1


def test_the_table_after_a_play_is_what_the_rules_leave():
    """Every play of many random games: the computed table equals the next observation's (until a round
    or the game ends, when the rules deal or sweep at once)."""
    rng = random.Random(5)
    checked = 0
    for _ in range(12):
        for s, seat, action in random_steps(rng):
            after = s.apply(action, seat)
            if s.phase == PLAY and action[0] not in ("pass", "timeout") and after.phase == PLAY \
                    and after.round == s.round:
                table, builds = table_after_play(s.observation(None), action, seat, s.next_build)
                obs = after.observation(None)
                assert make_items(table, builds, NAMES, 0) == make_items(obs["table"], obs["builds"], NAMES, 0), \
                    s.action_to_str(action)
                checked += 1
    assert checked > 300
