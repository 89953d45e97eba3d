"""Bots over the shared rules model: random, searching (alpha-beta / MCTS) and, for hidden
information, ISMCTS. Never imports pygame and never imports a game directly: a game's heuristics
are found through its GameInfo.bot_module.

The contract: make_bot(level, game_id, seed) -> bot with bot.choose(state, seat) -> action.
"""
from __future__ import annotations

LEVELS = ("random", "easy", "normal", "hard")


def make_bot(level: str, game_id: str, seed: int = 0):
    """A bot for `level` (random, easy, normal, hard) at game `game_id`."""
    from game.ai.bots import RandomBot
    from game.core.registry import get_game

    level = level.lower()
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (choose from {', '.join(LEVELS)})")
    game = get_game(game_id)
    if level == "random":
        return RandomBot(seed)
    import importlib

    module = importlib.import_module(game.info.bot_module)
    return module.make_bot(level, seed)
