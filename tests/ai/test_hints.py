"""Hints and chances for every registered game: the Hard bot's hint is legal for the seat, the same view
gives the same hint whatever is hidden, and the chance to win lies between 0 and 1."""
import random

import pytest

from game.ai import odds
from game.ai.hints import chance_only, hint
from game.ai.search import SearchResult
from game.core import CHANCE
from game.core.match import Match
from game.core.registry import GAMES

GAME_IDS = sorted(GAMES)


def position(game_id: str, seed: int, moves: int):
    """A position some random moves into a game, with one seat (not chance) to choose; in a sealed step
    the seats before the last have already chosen, so a hidden choice waits in the state."""
    game = GAMES[game_id]
    players = min(game.info.max_players, max(game.info.min_players, 3 if game.info.simultaneous else 2))
    match = Match.new(game_id, players, None, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        match.resolve_chance()
        if match.is_over():
            break
        state = match.state
        seat = min(state.to_move())
        match.play(rng.choice(state.legal_actions(seat)), seat)
    match.resolve_chance()
    state = match.state
    while not state.is_over() and len(state.to_move()) > 1:
        seat = min(state.to_move())  # seal all but the last seat's choice
        state = state.apply(rng.choice(state.legal_actions(seat)), seat)
        if CHANCE in state.to_move():
            state = state.apply(state.sample_chance(rng), CHANCE)
    assert not state.is_over()
    return state, max(p for p in state.to_move() if p != CHANCE)


def unhurried_hard(game_id: str, seed: int):
    """The Hard bot with its time cap lifted, so its node budget alone ends the search: on a loaded
    machine a time-capped search stops after fewer nodes, and two equal views could then differ."""
    from game.ai import make_bot

    bot = make_bot("hard", game_id, seed)
    bot.search.time_limit = 120.0
    return bot


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_hint_is_legal_and_its_chance_lies_between_nought_and_one(game_id):
    state, seat = position(game_id, 4, 9)
    got = hint(state, seat, seed=2)
    assert got["action"] in state.legal_action_strs(seat)
    assert 0.0 <= got["chance"] <= 1.0
    assert got["source"] in ("search", "playouts", "proven")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_view_gives_the_same_hint(game_id):
    """A world drawn from the seat's view (other hands, the deck, others' sealed choices all redrawn)
    looks the same to the seat: the hint is the same move, and the chance the same within the noise
    of the playouts (exactly the same where the game's hooks give a canonical form)."""
    state, seat = position(game_id, 7, 12)
    other = state.determinize(seat, random.Random(99))
    assert other.observation(seat) == state.observation(seat)
    first = hint(state, seat, seed=5, bot=unhurried_hard(game_id, 5))
    second = hint(other, seat, seed=5, bot=unhurried_hard(game_id, 5))
    assert first["action"] == second["action"]
    assert abs(first["chance"] - second["chance"]) <= 0.12


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_quick_chances_for_the_chart_lie_between_nought_and_one(game_id):
    state, seat = position(game_id, 11, 5)
    got = chance_only(state, seat, seconds=0.05)
    assert 0.0 <= got["chance"] <= 1.0 and got["playouts"] > 0


class _Searched:
    """A stand-in for a searching bot: its last SearchResult and engine (odds reads nothing else)."""

    def __init__(self, engine, value, nodes=100):
        from game.ai.bots import SearchBot
        from game.ai.search import Hooks

        self.bot = SearchBot("hard", 0, Hooks(), engine=engine)
        self.bot.last = SearchResult(None, value, 1, nodes, 0.1, {})


def test_a_proven_alpha_beta_result_is_a_certain_chance():
    state, seat = position("trifoil", 3, 4)
    assert odds.chance_of(_Searched("alphabeta", 99_990.0).bot, state, seat) == odds.Chance(1.0, "proven")
    assert odds.chance_of(_Searched("alphabeta", -99_990.0).bot, state, seat) == odds.Chance(0.0, "proven")
    unproven = odds.chance_of(_Searched("alphabeta", 120.0).bot, state, seat, seconds=0.02)
    assert unproven.source == "playouts" and unproven.playouts >= odds.MIN_PLAYOUTS


def test_an_mcts_root_value_is_the_chance_and_is_clamped():
    state, seat = position("trifoil", 3, 4)
    assert odds.chance_of(_Searched("mcts", 0.62).bot, state, seat, seconds=0.02).value == pytest.approx(0.62)
    assert odds.chance_of(_Searched("mcts", 1.7).bot, state, seat, seconds=0.02).value == 1.0
    assert odds.chance_of(_Searched("ismcts", -0.2).bot, state, seat, seconds=0.02).value == 0.0


def test_a_search_that_scores_something_else_than_returns_gives_way_to_playouts():
    """Fancy Dancing's endurance search values Accolades, not the win: its root value is no chance."""
    from game.ai import make_bot

    game = GAMES["fancy_dancing"]
    state = game.new_game(1, {"mode": "endurance"})
    rng = random.Random(1)
    while CHANCE in state.to_move():
        state = state.apply(state.sample_chance(rng), CHANCE)
    bot = make_bot("hard", "fancy_dancing", 0)
    bot.choose(state, 0)
    assert bot.last is not None
    assert odds.chance_of(bot, state, 0, seconds=0.05).source == "playouts"


def test_a_finished_game_has_its_result_as_the_chance():
    state, _ = position("trifoil", 3, 4)
    rng = random.Random(0)
    while not state.is_over():
        seat = min(state.to_move())
        state = state.apply(rng.choice(state.legal_actions(seat)), seat)
    got = chance_only(state, 0)
    assert got["chance"] == state.returns()[0] and got["source"] == "proven"
