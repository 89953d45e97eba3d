"""The chart's odds in Fancy Dancing's duel and a two-seat Trifecta stage: the fitted model of the game's
bot (estimate_chance over the playouts' logit at a small budget and a public lead) is never 0 or 1 unless
the game is over, gives the same chance for views that look alike, costs a bounded number of playouts,
and reads stacked positions the way a player would; other modes keep the shared estimator."""
import random

import pytest

from game.ai import make_bot, odds, odds_map
from game.ai.playout import play_out
from game.core import CHANCE
from game.core.registry import get_game
from game.core.resources import load_level
from game.fancy_dancing import bot as FB
from game.trifecta import ai_odds as TA
from game.trifecta import bot as TB
from game.trifecta.rules import GAME as TRIFECTA
from tests.fancy_dancing.helpers import position
from tests.trifecta.helpers import stage


def chance(state, seat, game_id, seed=3):
    return odds.chance_of(make_bot("hard", game_id, seed), state, seat)


def easy_positions(game_id, seed, every=7, most=10):
    """Positions of a quick Easy game (one in `every` choices, `most` of them) and its end."""
    kept, seen = [], [0]

    def keep(state, seat, action):
        seen[0] += 1
        if seen[0] % every == 0 and len(kept) < most:
            kept.append(state)

    end, _ = play_out(get_game(game_id).new_game(2), lambda seat: make_bot("easy", game_id, seat),
                      random.Random(seed), seen=keep)
    return kept, end


@pytest.mark.parametrize("game_id", ["fancy_dancing", "trifecta"])
def test_the_model_is_there_and_never_says_0_or_1_before_the_end(game_id):
    assert odds.model(game_id)["weights"]["lraw"] > 0
    positions, end = easy_positions(game_id, 5)
    assert positions and end.is_over()
    for state in positions:
        for seat in (0, 1):
            got = chance(state, seat, game_id)
            assert got.source == "bot" and 0.0 < got.value < 1.0
    assert chance(end, 0, game_id) == odds.Chance(float(end.returns()[0]), "proven")


def test_a_model_of_enormous_confidence_still_stays_off_0_and_1():
    assert odds.from_model({"lraw": 50.0}, {"lraw": 9.0}) == odds.UNPROVEN[1]
    assert odds.from_model({"lraw": 50.0, "lead": 1.0}, {"lraw": -9.0, "lead": 0.0}) == odds.UNPROVEN[0]


def test_a_models_monotone_map_bends_its_output_and_still_stays_off_0_and_1():
    bend = odds_map.Monotone((0.2, 0.5, 0.8), (0.3, 0.5, 0.6))  # an over-confident logistic, pulled in
    fitted = {"weights": {"lraw": 1.0}, "monotone": bend}
    assert odds.model_chance(fitted, {"lraw": 0.0}) == pytest.approx(0.5)
    assert odds.model_chance(fitted, {"lraw": odds.logit(0.8)}) == pytest.approx(0.6)
    assert odds.model_chance(fitted, {"lraw": 40.0}) == pytest.approx(0.6)
    assert odds.model_chance({"weights": {"lraw": 1.0}}, {"lraw": 0.5}) == odds.from_model({"lraw": 1.0}, {"lraw": 0.5})
    edge = {"weights": {"lraw": 1.0}, "monotone": odds_map.Monotone((0.1, 0.9), (0.0, 1.0))}
    assert odds.model_chance(edge, {"lraw": 40.0}) == odds.UNPROVEN[1]
    assert odds.model_chance(edge, {"lraw": -40.0}) == odds.UNPROVEN[0]


@pytest.mark.parametrize("game_id", ["fancy_dancing", "trifecta"])
def test_the_model_file_reads_its_map_when_it_has_one(game_id):
    fitted = odds.model(game_id)
    data = load_level(game_id, odds.MODEL)
    assert set(fitted["weights"]) == set(data["weights"])
    if data.get("monotone"):
        assert fitted["monotone"] == odds_map.Monotone.from_json(data["monotone"])
    else:
        assert "monotone" not in fitted


def test_fancy_odds_count_their_playouts_and_depend_on_the_view_only():
    state = position([["W9", "W8", "S3", "T5", "W7"], ["S9", "S8", "S7", "T2", "T3"]],
                     rows={"r1p1": ["W2", "W4"], "r2p2": ["S5"]})
    features, n = FB.odds_features(state, 0, 11)
    assert FB.ODDS_MIN_PLAYOUTS <= n <= odds.MAX_PLAYOUTS and set(features) == {"lraw", "lead"}
    bot = make_bot("hard", "fancy_dancing", 11)
    mine = bot.estimate_chance(state, 0)
    for k in range(3):  # the opponent's hand and the deck dealt otherwise: the same chance
        other = state.determinize(0, random.Random(k))
        assert other.hands[1] != state.hands[1] or k
        assert bot.estimate_chance(other, 0) == mine


def test_fancy_odds_read_a_stacked_duel():
    hands = [["W9", "W8", "S3", "T5", "W7"], ["S9", "S8", "S7", "T2", "T3"]]
    ahead = position(hands, accolades=[2, 0], rows={"r1p1": ["W2", "W4", "W6"]})
    behind = position(hands, accolades=[0, 2], rows={"r1p2": ["W2", "W4", "W6"]})
    assert chance(ahead, 0, "fancy_dancing").value > 0.75
    assert chance(behind, 0, "fancy_dancing").value < 0.25
    assert chance(ahead, 1, "fancy_dancing").value < 0.25


def test_fancy_solitaire_keeps_the_shared_estimator():
    state = position([["W9", "W8", "S3", "T5", "W7"]], mode="solitaire")
    got = chance(state, 0, "fancy_dancing")
    assert got.source == "playouts" and 0.0 < got.value < 1.0


def trifecta_stage_after(rounds):
    """A two-seat stage dealt unevenly (seat 0 the nine Completes, seat 1 plain Singles), played by Normal
    on both seats until `rounds` rounds are over."""
    completes = ["FRC", "PGS", "HBT", "FGT", "PBC", "HRS", "FBS", "PRT", "HGC"]
    singles = ["Red", "Red", "Green", "Green", "Blue", "Circle", "Square", "Filled", "Hollow"]
    state = stage(["Red", "Circle", "Filled", "Blue", "Square", "Partial", "Green", "Triangle", "Hollow"],
                  [completes, singles])
    bots = [make_bot("normal", "trifecta", s) for s in (0, 1)]
    while state.round < rounds and not state.is_over():
        seat = min(state.to_move())
        assert seat != CHANCE
        state = state.apply(bots[seat].choose(state, seat), seat)
    return state


def test_trifecta_odds_read_a_stacked_stage():
    state = trifecta_stage_after(6)  # three Free rounds left
    leader = max((0, 1), key=state.won_count)
    assert not state.is_over() and state.won_count(leader) - state.won_count(1 - leader) >= 2
    assert chance(state, leader, "trifecta").value > 0.75
    assert chance(state, 1 - leader, "trifecta").value < 0.35


def test_trifecta_odds_do_not_depend_on_who_has_chosen_already():
    state = trifecta_stage_after(2)
    seats = sorted(state.to_move())
    assert seats == [0, 1]
    bot = make_bot("hard", "trifecta", 4)
    first = bot.estimate_chance(state, 0)
    chosen = state.apply(make_bot("normal", "trifecta", 1).choose(state, 1), 1)  # seat 1's sealed choice
    assert bot.estimate_chance(chosen, 0) == first
    features, n = TB.odds_features(state, 0, 4)
    assert 1 <= n <= TA.PLAYOUTS and set(features) == {"lraw", "goals", "goals_late", "cards"}


def test_trifecta_reads_a_model_at_every_stage_size():
    # was: every stage beyond two seats kept the shared estimator; stages of three, then four to six, have models
    fitted = odds.model("trifecta", TB.THREE_MODEL)
    assert fitted["weights"]["lshare"] > 0 and fitted["weights"]["tlead_late"] > 0
    assert odds.model("trifecta")["weights"]["lraw"] > 0  # the two-seat model is there too
    # stages of four to six seats have a model of their own now (odds_model_many; tests/trifecta/test_odds_many)
    for players, source in ((3, "bot"), (4, "bot"), (5, "bot"), (6, "bot")):
        state = TRIFECTA.new_game(players)
        rng = random.Random(2)
        while CHANCE in state.to_move():
            state = state.apply(state.sample_chance(rng), CHANCE)
        got = chance(state, 0, "trifecta")
        assert got.source == source and 0.0 < got.value < 1.0
    bot = make_bot("hard", "trifecta", 4)
    state = TRIFECTA.new_game(3)
    while CHANCE in state.to_move():
        state = state.apply(state.sample_chance(random.Random(5)), CHANCE)
    first = bot.estimate_chance(state, 0)
    assert abs(first.value - 1 / 3) < 0.2  # a fresh deal: about an even share of the game
    chosen = state.apply(make_bot("normal", "trifecta", 1).choose(state, 1), 1)  # seat 1's sealed choice
    assert bot.estimate_chance(chosen, 0) == first
