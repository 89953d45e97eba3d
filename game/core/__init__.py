"""The shared rules model: the contract every game implements and every bot and scene reads.

Never imports pygame. The registry lives in game.core.registry (imported on its own to avoid cycles).
"""
from game.core.api import CHANCE, Game, GameInfo, IllegalAction, OptionSpec, State

__all__ = ["CHANCE", "Game", "GameInfo", "IllegalAction", "OptionSpec", "State"]
