"""Casino Trifecta's fitted odds model (game.casino.ai_odds) as the chart asks it through the bots'
estimate_chance: never 0 or 1 unless the exact endgame shows every line of play ends so (a result one
side can force but may miss leans its way and stays short of certain), the same answer for every state that
looks alike to the seat, sane on stacked positions (a big lead late is nearly won, the same lead early is
less sure, the other seat's side mirrors it), and a fitted model in levels/ that names only features the
module computes. Counts nothing in time."""
import json
import random

import pytest

from game.ai import make_bot
from game.ai.odds import chance_of
from game.casino import ai_odds
from game.casino import cards as C
from game.casino.ai_endgame import settled, solve
from game.casino.rules import GAME, PLAY, ROUNDS
from game.core import CHANCE
from game.core.resources import levels_dir
from tests.casino.helpers import ids, position, random_states, random_steps


def stacked(round, score, piles=((), ()), hand0=("3C", "7H"), hand1=("4D", "8C"), loose=("5S", "9H"), turn=0):
    """A position in `round` with the running points `score` (seat 0, seat 1) as point cards."""
    state = position(hand0, hand1, loose, round=round, piles=piles, turn=turn)
    return state._with(score=tuple((p, 0, 0, 0, 0) for p in score))


def test_the_fitted_model_is_there_and_names_only_known_features():
    data = json.loads((levels_dir() / "casino" / f"{ai_odds.MODEL}.json").read_text(encoding="utf-8"))
    assert set(data["weights"]) <= set(ai_odds.NAMES)
    assert ai_odds.weights() is not None
    assert ai_odds.weights()[ai_odds.NAMES.index("score")] > 0  # points scored count for the seat


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_odds_are_never_0_or_1_unless_proven(level):
    judge = make_bot(level, "casino", 4)
    asked = 0
    for state in random_states(12, 60):
        for seat in (0, 1):
            got = chance_of(judge, state, seat)
            asked += 1
            if got.source == "proven":
                assert not state.deck and got.value in (0.0, 1.0)
            else:
                assert got.source == "bot"  # the model answered, not the playouts
                assert ai_odds.LIMITS[0] <= got.value <= ai_odds.LIMITS[1]
    assert asked == 120


def test_a_crushing_lead_late_is_nearly_won_but_not_certain():
    lead = stacked(6, (14, 3))
    assert lead.deck == ()
    behind = ai_odds.chance(lead, 1)
    ahead = ai_odds.chance(lead, 0)
    assert 0.9 < ahead < 1.0 and 0.0 < behind < 0.1


def test_a_lead_counts_for_more_as_the_game_runs_out():
    early, late = ai_odds.chance(stacked(2, (4, 1)), 0), ai_odds.chance(stacked(5, (4, 1)), 0)
    even = ai_odds.chance(stacked(2, (2, 2)), 0)
    assert 0.5 < early < late
    assert 0.3 < even < 0.7


def test_the_end_bonuses_still_open_count():
    spades = ids(["2S", "3S", "4S", "5S", "6S", "7S"])  # six of thirteen spades, seven more cards in all
    mine = stacked(4, (1, 1), piles=(tuple(C.NAME[c] for c in spades) + ("4H",), ("8H", "8D")))
    theirs = stacked(4, (1, 1), piles=(("8H", "8D"), tuple(C.NAME[c] for c in spades) + ("4H",)))
    assert ai_odds.chance(mine, 0) > ai_odds.chance(theirs, 0) + 0.1


def test_the_two_sides_roughly_mirror():
    for state in random_states(31, 40):
        total = ai_odds.chance(state, 0) + ai_odds.chance(state, 1)
        assert 0.7 < total < 1.3  # not exactly 1: the seat to move and the leader differ


def test_the_chance_depends_only_on_what_the_seat_sees():
    rng = random.Random(5)
    for state in random_states(44, 30):
        seat = state.turn
        mine = ai_odds.features(state, seat)
        for _ in range(3):
            world = state.determinize(seat, rng)  # the other hand, the deck order and their secret afresh
            assert ai_odds.features(world, seat) == mine


def test_before_the_deal_the_chance_is_a_fair_one():
    state = GAME.new_game(2, {"first": 0})
    state = state.apply(("secret", 3), 0)
    got = chance_of(make_bot("hard", "casino", 1), state, 1)
    assert got.source == "bot" and 0.35 < got.value < 0.65
    while CHANCE in state.to_move() or state.phase != PLAY:
        state = state.apply(state.sample_chance(random.Random(2)), CHANCE) if CHANCE in state.to_move() \
            else state.apply(("secret", 7), 1)
    assert 0.3 < ai_odds.chance(state, 0) < 0.7


def test_a_result_every_line_ends_in_is_certain():
    state = stacked(6, (20, 0), hand0=("3C",), hand1=("4D",), loose=("9H",))
    assert not state.deck
    got = chance_of(make_bot("hard", "casino", 2), state, 0)
    assert got.source == "proven" and got.value == 1.0
    assert chance_of(make_bot("hard", "casino", 2), state, 1).value == 0.0


def test_a_forced_win_that_needs_the_right_plays_is_likely_but_not_certain():
    """In Normal self-play, find positions with the deck empty where the exact endgame proves a forced
    result that not every line keeps: the odds lean hard its way but stay short of certain."""
    rng = random.Random(3)
    bots = [make_bot("normal", "casino", 1), make_bot("normal", "casino", 2)]
    judge = make_bot("hard", "casino", 5)
    found = 0
    for _ in range(12):
        state = GAME.new_game(2)
        while not state.is_over() and found < 4:
            movers = state.to_move()
            if CHANCE in movers:
                state = state.apply(state.sample_chance(rng), CHANCE)
                continue
            seat = min(movers)
            if state.phase == PLAY and not state.deck:
                value, _ = solve(state, seat)
                if value is not None and not settled(state, seat, value):
                    got = chance_of(judge, state, seat)
                    assert got.source == "bot" and 0.0 < got.value < 1.0
                    assert (got.value > 0.5) == (value == 1.0)
                    found += 1
            state = state.apply(bots[seat].choose(state, seat), seat)
    assert found == 4


# --- the search's leaf model (fitted at the rounds' ends) ---------------------------------------------

def _fit_tool():
    """tools/casino_odds_fit.py as a module (tools/ is not a package)."""
    import importlib.util

    path = levels_dir().parent / "tools" / "casino_odds_fit.py"
    spec = importlib.util.spec_from_file_location("casino_odds_fit", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fit_tools_round_end_mode_records_only_round_ends():
    """Every round's end but the last, and nothing else: both hands empty, the next deal not drawn (the
    deck still holds it), as the rules' state just before they deal; both seats' sides of each."""
    tool = _fit_tool()
    bots = [make_bot("normal", "casino", s) for s in (0, 1)]
    rng = random.Random(3)
    ends, plays = [], 0
    for state, seat, action in random_steps(rng, lambda s, seat: bots[seat].choose(s, seat)):
        end = tool.round_end(state, action, seat) if state.phase == PLAY else None
        after = state.apply(action, seat)
        plays += state.phase == PLAY
        if end is None:
            assert after.is_over() or after.round == state.round
        else:
            assert end.hands == ((), ()) and end.phase == PLAY and not end.is_over()
            assert len(end.deck) == len(after.deck) + 2 * len(after.hands[0])  # the next deal is still in it
            assert after.round == state.round + 1
            assert end.piles == after.piles and end.loose == after.loose and end.scores() == after.scores()
            ends.append(end)
    assert len(ends) == ROUNDS - 1 and plays > len(ends)
    rows = tool.play(0, 7001, at="round-end")
    assert len(rows) == 2 * (ROUNDS - 1) and {r["seat"] for r in rows} == {0, 1}
    hand_points, hand_size = ai_odds.NAMES.index("hand_points"), ai_odds.NAMES.index("hand_size")
    assert all(r["x"][hand_points] == 0 and r["x"][hand_size] == 0 for r in rows)  # no hand in view


def test_the_leaf_model_loads_and_answers_inside_0_and_1():
    data = json.loads((levels_dir() / "casino" / f"{ai_odds.LEAF_MODEL}.json").read_text(encoding="utf-8"))
    assert set(data["weights"]) <= set(ai_odds.NAMES) and data["fitted_on"]["at"] == "round-end"
    w = ai_odds.weights(ai_odds.LEAF_MODEL)
    assert w is not None and w != ai_odds.weights()
    tool = _fit_tool()
    asked = 0
    for state in random_states(21, 400):
        for action in state.legal_actions()[:3]:
            end = tool.round_end(state, action, state.turn)
            if end is None:
                continue
            for seat in (0, 1):
                p = ai_odds.chance(end, seat, model=ai_odds.LEAF_MODEL)
                assert 0.0 < p < 1.0
                asked += 1
    assert asked >= 10


def test_the_search_judges_a_round_end_by_the_leaf_model_it_is_given():
    from game.casino.ai_search import CasinoHooks
    from game.casino.ai_rollout import RoundEnd, margin_share

    tool = _fit_tool()
    ends = [RoundEnd(e, e.loose, e.builds, e.deck, e.piles, list(e.scores()), e.last_capturer, e.leader)
            for s in random_states(22, 300) for a in s.legal_actions()[:2]
            for e in (tool.round_end(s, a, s.turn),) if e is not None]
    assert ends
    for model in (ai_odds.MODEL, ai_odds.LEAF_MODEL):
        hooks = CasinoHooks(leaf_model=model)
        hooks.reset(random.Random(1), random_states(22, 1)[0], 1)
        for end in ends[:5]:
            p = ai_odds.chance(end, 1, model=model)
            m = hooks.leaf_margin
            want = (1 - m) * p + m * margin_share(end.scores()[1] - end.scores()[0])
            got = hooks.judge(end)
            assert got[1] == pytest.approx(want) and got[0] == pytest.approx(1 - want)
