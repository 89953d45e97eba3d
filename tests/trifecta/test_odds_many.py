"""Trifecta's odds in the big stages the many-seat model speaks for (the bot's many_covers / many_features, the
model levels/trifecta/odds_model_many.json, TB.MANY_SIZES): there the chart's chance comes from the fitted model
over the stage playouts' share of the game instead of the shared estimator, from the seat's view only, at a
fixed number of playouts, higher with a bigger share and with more goal cards over all stages, never 0 or 1;
stages of other sizes of four or more keep the shared estimator."""
import random

from game.ai import make_bot, odds
from game.trifecta import ai_odds as A
from game.trifecta import bot as TB
from game.trifecta.rules import GAME
from tests.trifecta.helpers import normal_positions


def first_stage(players, seed):
    """Every position of a game's first stage (every seat in it), dealt by `seed`, Normal at every seat."""
    return normal_positions(GAME.new_game(players), random.Random(seed))[0]


def test_only_the_big_stages_it_was_judged_on_are_the_many_seat_models():
    assert TB.MANY_SIZES and all(4 <= n <= 6 for n in TB.MANY_SIZES)
    for players in (3, 4, 5, 6):
        state = first_stage(players, 1)[0]
        assert TB.many_covers(state, 0) == (players in TB.MANY_SIZES)
        assert not TB.many_covers(state._with(stage_seats=state.stage_seats[1:]), 0)  # a seat out of the stage
        # one fitted model at most speaks for a seat of a stage; none at a size left to the shared estimator
        models = TB.odds_covers(state, 0) + TB.three_covers(state, 0) + TB.many_covers(state, 0)
        assert models == (players <= 3 or players in TB.MANY_SIZES)
        if players > 3 and players not in TB.MANY_SIZES:
            assert make_bot("hard", "trifecta", 4).estimate_chance(state, 0) is None  # odds.chance_of: shared


def test_the_chart_in_a_big_stage_is_the_fitted_model_no_longer_the_shared_estimator():
    bot = make_bot("hard", "trifecta", 4)
    for players in TB.MANY_SIZES:
        for state in first_stage(players, 2)[::15]:
            got = bot.estimate_chance(state, 0)  # was None: odds.chance_of fell back on the shared estimator
            assert got is not None and got.samples == A.STAGE_PLAYOUTS and not got.proven
            want = odds.model_chance(odds.model("trifecta", TB.MANY_MODEL), TB.many_features(state, 0, 4)[0])
            assert got.value == want and 0.0 < got.value < 1.0
            assert bot.estimate_chance(state, 0) == got  # same seed, same position: the same estimate


def test_the_input_sees_the_seats_view_only_and_counts_its_work(monkeypatch):
    state = first_stage(max(TB.MANY_SIZES), 4)[20]
    played = []
    real = A.stage_share
    monkeypatch.setattr(A, "stage_share", lambda *args: played.append(args[0]) or real(*args))
    features, n = TB.many_features(state, 0, 9)
    assert n == len(played) == A.STAGE_PLAYOUTS  # the work counted: playouts, not time
    assert set(features) == {"lshare"} and features["lshare"] == TB.three_features(state, 0, 9)[0]["lshare"]
    for k in range(3):  # the other hands dealt otherwise: the same input
        other = state.determinize(0, random.Random(k))
        assert other.hands[1:] != state.hands[1:]
        assert TB.many_features(other, 0, 9) == (features, n)


def test_the_chance_grows_with_the_playouts_share_and_a_lead_in_goal_cards_never_reaching_0_or_1():
    fitted = odds.model("trifecta", TB.MANY_MODEL)
    top = odds.logit(odds.smoothed(A.STAGE_PLAYOUTS, A.STAGE_PLAYOUTS))
    said = [odds.model_chance(fitted, {"lshare": x}) for x in (-top, -1.0, 0.0, 1.0, top)]
    assert said == sorted(said) and len(set(said)) == len(said)  # more of the game in the playouts: more said
    assert 0.0 < said[0] and said[-1] < 1.0  # the playouts' share is smoothed: nothing proven by them
    bot = make_bot("hard", "trifecta", 4)
    players = max(TB.MANY_SIZES)
    state = first_stage(players, 4)[20]._with(stage=10)  # the last stage: the most goal cards overall win it
    rest = (2,) * (players - 2)
    ahead, level, behind = (bot.estimate_chance(state._with(totals=t), 0).value
                            for t in ((6, 2) + rest, (2, 2) + rest, (0, 4) + rest))
    assert ahead > level > behind
