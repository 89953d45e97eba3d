"""Casino Trifecta's perfect-information Monte Carlo Hard (ai_pimc): the same position and seed give the
same move and the same counted work (fresh bots and a reused one), the budget in work bounds the search,
two states the seat cannot tell apart give the same move, and in scripted positions it takes the capture
that must be taken and makes the build it can take on its next turn. Counts work, never time."""
import random

import pytest

from game.ai import make_bot as make_any_bot
from game.casino.ai_pimc import PimcBot, leaf
from game.casino.bot import make_bot
from game.casino.rules import PLAY
from tests.ai.test_determinism import positions
from tests.casino.helpers import position

SMALL = dict(worlds=4, nodes=60)  # a small budget: the same code paths, fewer nodes


def _play_states(count: int, seed: int) -> list:
    return [s for s in positions("casino", 3 * count, seed) if s.phase == PLAY][:count]


def test_the_same_position_and_seed_give_the_same_move_and_work():
    states = _play_states(5, 23)
    first = []
    for state in states:
        bot = PimcBot(4, **SMALL)
        first.append((repr(bot.choose(state, state.turn)), bot.searched))
    reused = PimcBot(4, **SMALL)
    again = []
    for state in reversed(states):
        again.append((repr(reused.choose(state, state.turn)), reused.searched))
    assert again[::-1] == first
    assert any(work for _, work in first)  # at least one position was searched, not decided at once


def test_the_budget_in_work_bounds_the_search():
    for state in _play_states(4, 37):
        bot = PimcBot(2, **SMALL)
        bot.choose(state, state.turn)
        assert bot.searched <= SMALL["worlds"] * len(bot.means) * SMALL["nodes"]
        if bot.means:
            assert all(0.0 <= v <= 1.0 for v in bot.means.values())


def test_states_the_seat_cannot_tell_apart_give_the_same_move():
    for state in _play_states(3, 41):
        seat = state.turn
        other = state.determinize(seat, random.Random(8))  # the other hand, deck and secret dealt otherwise
        assert other.observation(seat) == state.observation(seat)
        first, second = PimcBot(6, **SMALL), PimcBot(6, **SMALL)
        assert first.choose(state, seat) == second.choose(other, seat)
        assert first.searched == second.searched and first.means == second.means


def test_it_takes_the_point_card_and_the_build_the_other_seat_holds_the_value_of():
    # the other seat's build of 10 says it holds a 10: left there, the 10 of diamonds goes with the build
    state = position(["10C", "3H", "5S", "7D"], ["10S", "2H", "6C", "8H"], ["10D", "4C", "9H"],
                     builds=[(10, "single", 1, ["6D", "4H"])], subtract_used=(True, True))
    assert state.action_to_str(PimcBot(3, **SMALL).choose(state, 0)) == "capture 10C: 10D B1"


def test_it_builds_what_it_can_take_next_turn():
    # 2S on 5D+3C makes a build of 10 held by the 10H: the 2 of spades and four cards on the next turn
    state = position(["2S", "10H", "7C", "4H"], ["QD", "KH", "6H", "9C"], ["5D", "3C"])
    action = PimcBot(3, **SMALL).choose(state, 0)
    assert action[0] == "build" and state.action_to_str(action).startswith("build 2S on")


def test_a_leaf_is_a_chance_and_a_finished_game_its_result():
    state = _play_states(1, 5)[0]
    assert 0.0 < leaf(state, 0, 0.2) < 1.0
    assert abs(leaf(state, 0, 0.2) + leaf(state, 1, 0.2) - 1.0) < 0.2  # the model is near symmetric


@pytest.mark.parametrize("engine", ["pimc"])
def test_hard_offers_the_engine(engine):
    assert isinstance(make_bot("hard", 1, engine=engine), PimcBot)
    assert not isinstance(make_any_bot("hard", "casino", 1), PimcBot)  # the default stays ISMCTS
    with pytest.raises(ValueError):
        make_bot("hard", 1, engine="alphabeta")


def test_the_arena_names_a_game_s_own_engine():
    """`--bots hard:pimc` reaches Casino's bot module; a game that does not offer the engine refuses it."""
    assert isinstance(make_any_bot("hard:pimc", "casino", 1), PimcBot)
    for game_id in ("trifoil", "trifecta", "the_dance", "fancy_dancing"):
        with pytest.raises(ValueError):
            make_any_bot("hard:pimc", game_id, 1)
    with pytest.raises(ValueError):
        make_any_bot("random:mcts", "casino", 1)
