"""Trifecta's weighed playouts (ai_odds): the replay of the opponent's revealed choices finds nothing to
object to in the real deal, objects to worlds that could not have produced them, sees only the seat's view,
and spends a fixed number of candidate worlds and playouts."""
import random

from game.ai import odds
from game.trifecta import ai_odds as A
from game.trifecta import bot as TB
from game.trifecta.rules import ANTE, BID
from tests.trifecta.helpers import normal_stage


def normal_stage_positions(seed):
    """Every position of a two-seat stage (a seeded deal) played by Normal on both seats, to its end."""
    return normal_stage(seed, [["FRC", "PGS", "HBT", "FGT", "Red", "Blue", "Circle", "Hollow", "PRT"],
                               ["HRS", "FBS", "HGC", "Green", "Square", "Filled", "Partial", "Triangle", "PBC"]])[0]


def test_the_real_deal_explains_every_revealed_choice_and_strangers_do_not():
    checked, objected = 0, 0
    for seed in (1, 2):
        for state in normal_stage_positions(seed):
            rounds = A.revealed_rounds(state)
            assert A.mismatches(state, 0, 1, rounds, 99) == 0
            assert A.mismatches(state, 1, 0, rounds, 99) == 0
            checked += 1
            world = TB.as_seat_knows(state, 0).determinize(0, random.Random(checked))
            objected += A.mismatches(world, 0, 1, rounds, 99) > 0
    assert checked > 20 and objected > checked // 4  # many a uniformly dealt opponent would have played otherwise


def test_the_revealed_rounds_are_what_the_table_shows():
    for state in normal_stage_positions(3):
        rounds = A.revealed_rounds(state)
        assert [r for r, *_ in rounds[:len(state.records)]] == [rec[0] for rec in state.records]
        if state.phase in (ANTE, BID):
            assert rounds[-1][:2] == (state.round, state.ins) and rounds[-1][3] is None
            assert rounds[-1][2] == (state.antes if state.phase == BID else None)
        else:
            assert len(rounds) == len(state.records)


def test_the_weighed_playouts_see_the_seats_view_only_and_count_their_work(monkeypatch):
    state = normal_stage_positions(4)[12]
    calls = {"weighed": 0, "played": 0}

    def counted(name, real):
        def wrapper(*args, **kwargs):
            calls[name] += 1
            return real(*args, **kwargs)
        return wrapper

    monkeypatch.setattr(A, "mismatches", counted("weighed", A.mismatches))
    monkeypatch.setattr(A, "stage_result", counted("played", A.stage_result))
    features, n = TB.odds_features(state, 0, 9)
    assert set(features) == {"lraw", "goals", "goals_late", "cards"}
    assert abs(features["lraw"]) <= odds.logit(odds.smoothed(A.PLAYOUTS, A.PLAYOUTS))  # smoothed: never 0 or 1
    assert calls == {"weighed": A.CANDIDATES, "played": n} and 1 <= n <= A.PLAYOUTS
    for k in range(3):  # the opponent's hand and the undealt cards dealt otherwise: the same inputs
        other = state.determinize(0, random.Random(k))
        assert other.hands[1] != state.hands[1]
        assert TB.odds_features(other, 0, 9) == (features, n)


def test_a_worlds_count_stops_a_little_above_the_best_worlds_so_far(monkeypatch):
    state = normal_stage_positions(5)[15]  # a few rounds in: the opponent has revealed choices to explain
    asked = []

    def recorded(world, seat, opp, rounds, limit):
        got = real(world, seat, opp, rounds, limit)
        asked.append((limit, got))
        return got

    real = A.mismatches
    monkeypatch.setattr(A, "mismatches", recorded)
    TB.odds_features(state, 0, 3)
    assert len(asked) == A.CANDIDATES
    best = A.LIMIT
    for limit, got in asked:
        assert limit == min(A.LIMIT, best + A.SLACK) and got <= limit
        best = min(best, got)
    assert any(limit < A.LIMIT for limit, _ in asked)  # the stop saved work on some worlds
    # the same view and seed: the same inputs, counted the same way
    again = []
    monkeypatch.setattr(A, "mismatches", lambda *a: again.append(real(*a)) or again[-1])
    assert TB.odds_features(state, 0, 3) == TB.odds_features(state, 0, 3)
    assert again[:len(asked)] == [got for _, got in asked]
