"""Trifecta's odds in a stage of three seats (ai_odds.stage_playouts, the bot's three_features): the playouts
score how the stage leaves the seat (the last survivor wins, the fallen get nothing, the seats going on share
the game by their goal cards over all stages), the inputs come from the seat's view only, at a fixed number of
worlds, and a lead in goal cards over all stages weighs more as the tenth stage nears; stages of four (and of
five) keep the shared estimator, six have a model of their own (test_odds_many)."""
import math
import random

from game.ai import make_bot, odds
from game.trifecta import ai_odds as A
from game.trifecta import bot as TB
from game.trifecta import cards as C
from tests.trifecta.helpers import GOALS, normal_stage, stage

HANDS = [["FRC", "PGS", "HBT", "Red", "Blue", "Circle", "Hollow", "PRT", "Green"],
         ["HRS", "FBS", "HGC", "Square", "Filled", "Partial", "Triangle", "PBC", "Red"],
         ["FGT", "PRC", "HBS", "Blue", "Circle", "Square", "Green", "Hollow", "FBC"]]


def three_seat_positions(seed):
    """Every position of a three-seat stage (seeded goals) played by Normal at every seat, and the state
    once the stage is over."""
    return normal_stage(seed, HANDS)


def test_a_stage_played_out_shares_the_game_among_how_it_ends():
    for seed in (1, 2, 3):
        positions, end = three_seat_positions(seed)
        survivors = end.history[-1]["survivors"]
        going_on = survivors or (0, 1, 2)
        for state in positions[::5]:  # the real deal, Normal at every seat: the stage ends as it did
            got = [A.stage_share(state, seat, TB.GAME_HOOKS, random.Random(0)) for seat in range(3)]
            assert abs(sum(got) - 1.0) < 1e-12  # the game is shared out whole, whatever happens
            for seat, share in enumerate(got):
                # was: an even share among the seats going on, whatever goal cards they held
                want = A.going_on_share(end.totals, going_on, seat, C.MAX_STAGES - 2) if seat in going_on else 0.0
                assert share == want


def test_the_seats_going_on_share_the_game_by_their_goal_cards_more_as_the_tenth_stage_nears():
    level = [A.going_on_share((4, 4, 4), (0, 1, 2), seat, 5) for seat in range(3)]
    assert level == [1 / 3] * 3  # level totals: an even share
    late = [A.going_on_share((6, 4, 3), (0, 1, 2), seat, 0) for seat in range(3)]
    early = [A.going_on_share((6, 4, 3), (0, 1, 2), seat, 7) for seat in range(3)]
    assert abs(sum(late) - 1.0) < 1e-12 and abs(sum(early) - 1.0) < 1e-12
    assert late[0] > late[1] > late[2] and early[0] > early[1] > early[2]  # the most goal cards, the most share
    assert late[0] > early[0] > 1 / 3 > early[2] > late[2]  # a lead counts more with fewer stages left to undo it
    fallen = A.going_on_share((6, 4, 3), (1, 2), 1, 0)
    assert fallen == A.going_on_share((0, 4, 3), (1, 2), 1, 0)  # a seat not going on: its cards count for nothing
    assert abs(late[0] / late[1] - math.exp(2 * A.LEAN)) < 1e-9  # two cards ahead at the last stage: e^(2 LEAN) to one


def test_the_three_seat_inputs_see_the_seats_view_only_and_count_their_work(monkeypatch):
    state = three_seat_positions(4)[0][20]
    played = []
    real = A.stage_share
    monkeypatch.setattr(A, "stage_share", lambda *args: played.append(args[0]) or real(*args))
    features, n = TB.three_features(state, 0, 9)
    assert n == len(played) == A.STAGE_PLAYOUTS
    assert features == {"lshare": features["lshare"], "tlead_late": 0.0}  # a first stage: no goal cards before
    assert abs(features["lshare"]) <= odds.logit(odds.smoothed(A.STAGE_PLAYOUTS, A.STAGE_PLAYOUTS))  # never 0 or 1
    assert all(world.hands[0] == state.hands[0] for world in played)  # its own hand in every world
    for k in range(3):  # the other hands and the undealt cards dealt otherwise: the same inputs
        other = state.determinize(0, random.Random(k))
        assert other.hands[1:] != state.hands[1:]
        assert TB.three_features(other, 0, 9) == (features, n)


def test_a_lead_in_goal_cards_over_all_stages_counts_more_as_the_tenth_stage_nears():
    state = three_seat_positions(4)[0][20]
    late = state._with(stage=9, totals=(5, 3, 1))  # two more than the best other seat, one stage after this
    assert TB.three_features(late, 0, 9)[0]["tlead_late"] == 2 / 2
    assert TB.three_features(late._with(stage=3), 0, 9)[0]["tlead_late"] == 2 / 8
    assert TB.three_features(late._with(totals=(3, 5, 1)), 0, 9)[0]["tlead_late"] == -2 / 2


def test_only_a_stage_of_three_seats_is_the_three_seat_models():
    four = stage(GOALS, HANDS + [["FRS", "PRS", "HRC", "FGC", "PGC", "HGT", "Filled", "Triangle", "Partial"]])
    three = stage(GOALS, HANDS)
    assert TB.three_covers(three, 0) and not TB.three_covers(four, 0)
    assert not TB.three_covers(three._with(stage_seats=(1, 2, 3)), 0)  # a seat out of the stage
    bot = make_bot("hard", "trifecta", 4)
    assert TB.many_covers(four, 0)  # four seats: the many-seat model speaks (test_odds_many), not this one
    assert bot.estimate_chance(three, 0).value == odds.model_chance(odds.model("trifecta", TB.THREE_MODEL),
                                                                  TB.three_features(three, 0, 4)[0])
