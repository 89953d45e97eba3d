"""A hint: what the Hard bot would play for a seat, and that seat's chance to win, from the seat's view
only. What the AI worker answers a hint request with (and tests call directly).

No pygame, never imports a game. The bot is handed the state and reads it only through
observation(seat) and determinize(seat, rng), like every bot. Both answers ask the bot's own
estimate_chance first and fall back to the shared, calibrated estimator of game.ai.odds; both are
budgeted in work, so the same view and seed give the same chance on a busy machine and a quiet one.
"""
from __future__ import annotations

from game.ai import make_bot
from game.ai import odds

HINT_LEVEL = "hard"


def _answer(chance: odds.Chance) -> dict:
    return {"chance": chance.value, "source": chance.source, "playouts": chance.playouts}


def hint(state, seat: int, game_id: str | None = None, seed: int = 0, bot=None) -> dict:
    """{"action": notation, "chance": 0..1, "source": ..., "playouts": n} for `seat` in `state`.
    Raises ValueError when the seat has nothing to choose."""
    if seat not in state.to_move():
        raise ValueError(f"seat {seat} has nothing to choose now")
    game_id = game_id or state.game.info.id
    bot = bot or make_bot(HINT_LEVEL, game_id, seed)
    action = bot.choose(state, seat)
    if action not in state.legal_actions(seat):
        raise ValueError(f"the {HINT_LEVEL} bot chose {action!r}, which is not legal for seat {seat}")
    return {"action": state.action_to_str(action), **_answer(odds.chance_of(bot, state, seat, seed))}


def chance_only(state, seat: int, game_id: str | None = None, seed: int = 0, bot=None) -> dict:
    """The seat's chance to win without choosing a move: what the results' chart of how the chances
    moved asks of many positions ({"chance", "source", "playouts"})."""
    if state.is_over():
        return _answer(odds.Chance(odds.clamp(state.returns()[seat]), "proven"))
    game_id = game_id or state.game.info.id
    bot = bot or make_bot(HINT_LEVEL, game_id, seed)
    return _answer(odds.chance_of(bot, state, seat, seed))
