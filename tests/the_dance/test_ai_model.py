"""The Dance's fitted evaluation and what stands on it: the model file loads and is what the search and
the odds read; the odds come from the seat's view alone, never 0 or 1 before the end, and stay put when
nothing on the table changes; Hard's search stops on its work budget, so a clock running fast (a busy
machine) gives the same move; the outside rule-cascade player plays whole legal games."""
import random

import pytest

from game.ai import clock
from game.ai.arena import run_arena
from game.ai.hints import chance_only
from game.core.registry import GAMES
from game.the_dance import ai_eval as E
from game.the_dance import ai_policy as P
from game.the_dance.ai_search import SearchingBot
from game.the_dance.bot import make_bot
from tests.ai.test_dance_bot import positions
from tests.peers import dance_cascade
from tests.the_dance.page_helpers import run, setup
from tests.the_dance.test_rules_more import at_table, held_by, moved_dancers, rearranged

GAME = GAMES["the_dance"]


def test_the_fitted_model_loads_with_a_weight_for_every_feature_and_sensible_signs():
    m = E.model()
    assert set(m) == set(E.KINDS)
    for weights in m.values():
        assert len(weights) == len(E.FEATURES)
        w = dict(zip(E.FEATURES, weights))
        assert w["missing"] < 0 < w["held"] < -w["missing"]  # held counts, but less than seated
        assert w["blocked"] < 0  # a need nobody can fill


def test_the_view_weighs_who_opens_the_round_and_the_race_home_once_nothing_is_left_to_court():
    s = setup(plans=["P1", "P2"])  # round 1: seat 0 opens it
    board = s.dancer_board()
    f = [dict(zip(E.FEATURES, E.family_features(s, q, s.plans[q], board, E.supply_of(s, q)))) for q in (0, 1)]
    assert (f[0]["first"], f[1]["first"]) == (1.0, 0.0)
    for p, _ in positions(12, seed=2):
        board = p.dancer_board()
        for q in range(p.players):
            got = dict(zip(E.FEATURES, E.family_features(p, q, p.plans[q], board, E.supply_of(p, q))))
            # a held Dancer counts as seated there once one Dance Step from her seat
            assert (got["missing"] - got["held"]) ** 2 <= got["missing_sq"] <= got["missing"] ** 2
            assert got["race"] == (got["steps_home"] if got["courted"] else 0.0)
    w = dict(zip(E.FEATURES, E.model()["view2"]))  # the view at a table of two
    assert w["first"] > 0  # the seat that opens every round wins more than her share
    assert w["race"] < 0 < w["courted"]  # nothing left to court is worth much, each step still to go less


def test_the_search_and_the_odds_read_the_model(monkeypatch):
    s, seat = positions(1, seed=2)[0]
    before_eval, before_view = E.evaluate(s), E.view_chance(s, seat)
    flat = {kind: tuple(0.0 for _ in E.FEATURES) for kind in E.KINDS}
    monkeypatch.setattr(E, "model", lambda: flat)
    assert E.evaluate(s) == pytest.approx((0.5, 0.5))
    assert E.view_chance(s, seat) == pytest.approx(0.5)
    assert before_eval != pytest.approx((0.5, 0.5)) and before_view != pytest.approx(0.5)


def test_a_seated_dancer_is_worth_more_than_the_same_dancer_held_at_the_door():
    s = rearranged(setup(plans=["P1", "P2"]), apos=["F11", "Q13"])
    held = held_by(moved_dancers(s, {"julia": "E12"}), 0, "julia")
    seated = run(held, (0, "lead julia E13,seat"))
    assert E.evaluate(seated)[0] > E.evaluate(held)[0]
    assert E.view_chance(seated, 0) > E.view_chance(held, 0)


def test_the_odds_come_from_the_view_alone_and_are_never_certain_before_the_end():
    bot = make_bot("hard", seed=3)
    for s, seat in positions(8, seed=2):
        other = s.determinize(seat, random.Random(99))  # the hidden things dealt otherwise
        got = bot.estimate_chance(s, seat)
        assert got == bot.estimate_chance(other, seat)
        assert 0.0 < got.value < 1.0 and not got.proven
        hint = chance_only(s, seat, seed=3)
        assert hint["source"] == "bot" and 0.01 <= hint["chance"] <= 0.99


def test_the_odds_stay_put_when_nothing_on_the_table_changes():
    s = setup(plans=["P1", "P2"], dancers={"E10": "julia"})
    bot = make_bot("hard", seed=1)
    before = bot.estimate_chance(s, 0).value
    after = run(s, (0, "done"))  # no move: the step ends and nothing else happens
    assert bot.estimate_chance(after, 0).value == pytest.approx(before)
    # a rival's Plan weighs by what she seats: two Roses seated make RRR her likeliest Plan
    rival = at_table(setup(plans=["P2", "P1"]), 1, ["lupei", "irina"])
    weights = dict(E.plan_weights(rival, 0, 1))
    assert max(weights, key=weights.get) == rival.plans[1] and sum(weights.values()) == pytest.approx(1.0)


def test_hards_search_stops_on_its_work_budget_so_a_fast_clock_gives_the_same_move(monkeypatch):
    found = positions(12, seed=2)
    searched = []
    for s, seat in found:
        bot = SearchingBot(4, iterations=40, style=P.HARD)
        first = bot.choose(s, seat)
        if bot.last is not None:
            searched.append((s, seat, first, bot.last.nodes))
    assert searched
    ticks = [0.0]

    def fast() -> float:  # a machine ten times busier: every reading a hundredth of a second later
        ticks[0] += 0.01
        return ticks[0]

    monkeypatch.setattr(clock, "now", fast)
    for s, seat, first, nodes in searched:
        bot = SearchingBot(4, iterations=40, style=P.HARD)
        assert bot.choose(s, seat) == first
        assert bot.last.stopped in ("rollouts", "forced") and bot.last.nodes == nodes <= 40


def test_the_cascade_plays_whole_legal_games_against_our_levels():
    result = run_arena("the_dance", ["peer:tests.peers.dance_cascade", "easy"], 2, 5)
    assert result["games"] == 2 and sum(result["wins"].values()) + result["draws"] >= 2
    # and from its own seat: every choice legal, seeded by its view
    s, seat = positions(1, seed=4)[0]
    bot = dance_cascade.make_bot(1)
    assert bot.choose(s, seat) in s.legal_actions(seat)
    assert bot.choose(s.determinize(seat, random.Random(5)), seat) == bot.choose(s, seat)


def test_the_bench_reports_a_bot_against_three_at_one_table():
    from game.bench_ai import GAME_MATCHUPS, bench_table

    assert "hard-normal-normal-normal" in GAME_MATCHUPS["the_dance"]
    got = bench_table("the_dance", ["easy", "random", "random", "random"], 4, 1, 1)
    assert got["games"] == 4 and 0.0 <= got["win_share"]["share"] <= 1.0
