"""A hint: what the Hard bot would play for a seat, and that seat's chance to win, from the seat's view
only. What the AI worker answers a hint request with (and tests call directly).

No pygame, never imports a game. The bot is handed the state and reads it only through
observation(seat) and determinize(seat, rng), like every bot.
"""
from __future__ import annotations

from game.ai import make_bot
from game.ai import odds

HINT_LEVEL = "hard"


def hint(state, seat: int, game_id: str | None = None, seed: int = 0, bot=None,
         odds_seconds: float = odds.PLAYOUT_SECONDS) -> dict:
    """{"action": notation, "chance": 0..1, "source": ..., "playouts": n} for `seat` in `state`.
    Raises ValueError when the seat has nothing to choose."""
    if seat not in state.to_move():
        raise ValueError(f"seat {seat} has nothing to choose now")
    game_id = game_id or state.game.info.id
    bot = bot or make_bot(HINT_LEVEL, game_id, seed)
    action = bot.choose(state, seat)
    if action not in state.legal_actions(seat):
        raise ValueError(f"the {HINT_LEVEL} bot chose {action!r}, which is not legal for seat {seat}")
    chance = odds.chance_of(bot, state, seat, seed, odds_seconds)
    return {"action": state.action_to_str(action), "chance": chance.value, "source": chance.source,
            "playouts": chance.playouts}


def chance_only(state, seat: int, game_id: str | None = None, seed: int = 0, bot=None,
                seconds: float = 0.12) -> dict:
    """The seat's chance to win from playouts alone (no search): the results' chart of how the chances
    moved asks this of many positions, so it must be quick."""
    if state.is_over():
        return {"chance": odds.clamp(state.returns()[seat]), "source": "proven", "playouts": 0}
    game_id = game_id or state.game.info.id
    bot = bot or make_bot(HINT_LEVEL, game_id, seed)
    mean, n, _ = odds.from_playouts(state, seat, odds.playout_hooks(bot), seed, seconds, max_playouts=200)
    return {"chance": odds.clamp(mean), "source": "playouts", "playouts": n}
