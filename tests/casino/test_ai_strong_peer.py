"""The strong outside Casino cascade (tests/peers/casino_cascade_strong): a whole game against our Normal
is legal throughout and replays move for move from the same seeds."""
from __future__ import annotations

import random

from game.ai import make_bot
from game.ai.playout import play_out
from game.core.registry import get_game
from tests.peers.casino_cascade_strong import make_bot as strong


def whole_game(seed: int) -> tuple:
    state = get_game("casino").new_game(2)
    bots = [strong(seed), make_bot("normal", "casino", seed + 1)]
    state, actions = play_out(state, lambda seat: bots[seat], random.Random(seed), lambda seat: [])
    return state, actions


def test_the_strong_cascade_plays_a_legal_whole_game_and_replays_it_from_the_same_seeds():
    first, actions = whole_game(4)
    again, _ = whole_game(4)
    assert first.is_over() and actions > 40  # 48 hand cards are played, plus the chance and secrets
    assert first.observation(None)["log"] == again.observation(None)["log"]
    assert first.returns() == again.returns()


def test_the_strong_cascade_names_a_point_card_and_imports_no_game_module():
    from tests.peers import casino_cascade_strong

    state = get_game("casino").new_game(2, {"first": 0})
    action = strong(4).choose(state, 0)
    assert action[0] == "secret" and state.action_to_str(action).split()[1] in casino_cascade_strong.POINTS
    source = open(casino_cascade_strong.__file__, encoding="utf-8").read()
    assert "import game" not in source and "from game" not in source
