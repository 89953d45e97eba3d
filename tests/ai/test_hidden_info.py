"""Bots see only what their seat may see: on a toy game with a hidden card, the choice does not depend
on the card (a search that peeked would find it), and games without heuristics get the generic bot."""
from dataclasses import replace

import pytest

from game.ai import make_bot
from game.ai.bots import generic_bot
from game.ai.search import AlphaBeta, Hooks
from game.core import registry
from tests.ai.guessing_games import Guess, GuessGame


def test_a_peeking_search_would_find_the_card():
    for card in range(3):
        assert AlphaBeta(Hooks(), time_limit=5.0).search(Guess(card), 0).action == card


@pytest.mark.parametrize("engine", ["mcts", "alphabeta"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_choice_does_not_depend_on_the_hidden_card(engine, seed):
    picks = {generic_bot("normal", seed, engine).choose(Guess(card), 0) for card in range(3)}
    assert len(picks) == 1


def test_a_game_without_its_bot_module_gets_the_generic_bot(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "guess", GuessGame())
    for level in ("easy", "normal", "hard"):
        bot = make_bot(level, "guess", seed=1)
        assert bot.engine == "mcts" and bot.choose(Guess(2), 0) in (0, 1, 2)


def test_a_bot_module_that_fails_inside_is_reported(monkeypatch):
    broken = GuessGame()
    broken.info = replace(GuessGame.info, bot_module="tests.ai.broken_bot_module")
    monkeypatch.setitem(registry.GAMES, "guess", broken)
    with pytest.raises(ModuleNotFoundError):
        make_bot("easy", "guess")


def test_the_generic_bot_refuses_unknown_levels():
    with pytest.raises(ValueError):
        generic_bot("expert")


def test_mcts_over_determinizations_samples_many_worlds():
    # each iteration draws its own determinization: every card is met, and the estimate is near 1/3
    seen = set()

    class Watching(Guess):
        def determinize(self, player, rng):
            world = Guess.determinize(self, player, rng)
            seen.add(world.card)
            return world

    Watching.game = Guess.game
    bot = generic_bot("normal", 4)
    bot.choose(Watching(0), 0)
    assert seen == {0, 1, 2}
    assert 0.1 < bot.last.value < 0.6


def _decision_points(game_id: str, seed: int, count: int):
    """Positions of a random game of `game_id` where one seat (not chance) chooses among several actions."""
    import random

    from game.core import CHANCE
    from game.core.match import Match

    game = registry.GAMES[game_id]
    players = min(game.info.max_players, max(game.info.min_players, 3 if game.info.simultaneous else 2))
    match = Match.new(game_id, players, None, seed=seed)
    rng = random.Random(seed)
    found = []
    for _ in range(400):
        match.resolve_chance()
        if match.is_over() or len(found) >= count:
            break
        state = match.state
        seat = min(state.to_move())
        legal = state.legal_actions(seat)
        if len(state.to_move()) == 1 and CHANCE not in state.to_move() and len(legal) > 1 and rng.random() < 0.2:
            found.append((state, seat))
        match.play(rng.choice(legal), seat)
    return found


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("game_id", sorted(g for g in registry.GAMES if registry.GAMES[g].info.hidden_info))
def test_every_hidden_information_game_bot_chooses_from_the_seats_view_alone(game_id, level):
    """Two states that look the same to the seat (the hidden things dealt otherwise by determinize)
    get the same choice from a level's bot with the same seed."""
    import random

    for state, seat in _decision_points(game_id, 5, 4):
        other = state.determinize(seat, random.Random(31))
        assert other.observation(seat) == state.observation(seat)
        first = make_bot(level, game_id, seed=3).choose(state, seat)
        assert make_bot(level, game_id, seed=3).choose(other, seat) == first
