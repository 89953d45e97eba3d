"""Trifecta's Hard search: the fast playout follows the rules (it agrees with the heuristic player run
through the rules model), the search's stage ends with the stage, its choices are legal and start with
the heuristic's, and its information-set keys see only what the acting seat sees."""
import random

import pytest

from game.trifecta import ai_policy as P
from game.trifecta.ai_rollout import at_round_start, rollout
from game.trifecta.ai_search import StageGame, TrifectaHooks, candidates, stage_value
from game.trifecta.bot import SearchingBot
from tests.trifecta.helpers import random_play


def positions(players, count, at_round=False, seed0=0):
    """Positions reached by random play (at the start of a round, if asked), one per seed."""
    found = []
    for seed in range(seed0, seed0 + count):
        target = seed % 30
        s = next((s for s, done in random_play(players, seed)
                  if done >= target and (at_round_start(s) or not at_round)), None)
        if s is not None:
            found.append(s)
    return found


def play_stage_by_the_rules(s):
    stage = s.stage
    while s.stage == stage and not s.is_over():
        seat = min(s.to_move())
        s = s.apply(P.choose(s, seat), seat)
    return stage_value(s)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_fast_playout_agrees_with_the_rules(players):
    for s in positions(players, 25, at_round=True):
        assert rollout(s, random.Random(0), noise=0.0) == play_stage_by_the_rules(s)


def test_the_fast_playout_waits_for_the_start_of_a_round():
    s = positions(3, 1, at_round=True)[0]
    s = s.apply(("in",), min(s.to_move()))
    assert rollout(s, random.Random(0)) is None


def test_stage_value_shares_the_game_among_those_who_play_on():
    s = positions(3, 1, at_round=True)[0]
    while s.stage == 1 and not s.is_over():
        seat = min(s.to_move())
        s = s.apply(P.choose(s, seat), seat)
    value = stage_value(s)
    assert sum(value) == pytest.approx(1.0)
    if not s.is_over():
        assert all(value[p] == pytest.approx(1 / len(s.alive)) for p in s.alive)


def test_the_search_game_ends_with_the_stage():
    s = positions(2, 1, at_round=True)[0]
    g = StageGame(s)
    while not g.is_over():
        seat = min(g.to_move())
        g = g.apply(g.legal_actions(seat)[0], seat)
    assert g.s.stage != s.stage or g.s.is_over()
    assert g.to_move() == frozenset() and sum(g.returns()) == pytest.approx(1.0)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_candidates_are_legal_distinct_and_start_with_the_heuristic_choice(players):
    for s in positions(players, 30, seed0=100):
        for seat in s.to_move():
            found = candidates(s, seat)
            legal = s.legal_actions(seat)
            assert found and len(set(found)) == len(found) and all(a in legal for a in found)
            assert found[0] == P.choose(s, seat)
            if s.phase == "bid":  # one bid per count, from none to all the matches held
                assert sorted(len(a[1]) for a in found) == list(range(len(found)))


def test_info_keys_are_the_same_in_every_world_the_seat_cannot_tell_apart():
    hooks = TrifectaHooks()
    for s in positions(3, 20, seed0=200):
        for seat in s.stage_seats:
            key = hooks.info_key(StageGame(s), seat)
            for k in range(4):
                other = StageGame(s.determinize(seat, random.Random(k)))
                if other.s.observation(seat) == s.observation(seat):
                    assert hooks.info_key(other, seat) == key


def test_a_search_reports_its_iterations_and_picks_a_candidate():
    s = positions(3, 1, at_round=True, seed0=7)[0]
    seat = min(s.to_move())
    bot = SearchingBot(5, iterations=50, time_limit=60.0)
    action = bot.choose(s, seat)
    assert action in candidates(s, seat) and bot.last.nodes <= 50
