"""Bots over the shared rules model: random, searching (alpha-beta / MCTS) and, for hidden
information, ISMCTS. Never imports pygame and never imports a game directly: a game's heuristics
are found through its GameInfo.bot_module.

The contract: make_bot(level, game_id, seed) -> bot with bot.choose(state, seat) -> action.
"""
from __future__ import annotations

import importlib
import logging

log = logging.getLogger(__name__)

LEVELS = ("random", "easy", "normal", "hard")
_MISSING: set = set()  # bot modules already reported missing (warn once, not at every bot)


def make_bot(level: str, game_id: str, seed: int = 0):
    """A bot for `level` (random, easy, normal, hard) at game `game_id`.

    For measurements a level may name its engine, "hard:mcts" or "hard:alphabeta" (or one a game's
    bot module offers itself, e.g. Casino's "hard:pimc"); the game's bot module then keeps the level's
    budget but searches with that engine, and refuses an engine it does not know.
    """
    from game.ai.bots import ENGINES, RandomBot, generic_bot
    from game.core.registry import get_game

    name, _, engine = str(level).lower().partition(":")
    if name not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (choose from {', '.join(LEVELS)})")
    if engine and name == "random":
        raise ValueError(f"unknown AI level {level!r}: an engine goes after easy, normal or hard")
    game = get_game(game_id)
    if name == "random":
        return RandomBot(seed)
    module = _bot_module(game.info.bot_module)
    if module is None:
        if engine and engine not in ENGINES:
            raise ValueError(f"unknown AI level {level!r}: an engine ({', '.join(ENGINES)}) goes after "
                             "easy, normal or hard")
        return generic_bot(name, seed, engine or None)
    if engine:
        return module.make_bot(name, seed, engine=engine)
    return module.make_bot(name, seed)


def _bot_module(name: str):
    """The game's heuristics module, or None when the game has none (yet): then the generic bot plays."""
    if not name:
        return None
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise  # the module exists but something it imports is missing: a real error
        if name not in _MISSING:
            _MISSING.add(name)
            log.warning("%s not found: the generic search bot plays this game", name)
        return None
