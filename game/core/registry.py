"""The registry of finished games: GAMES maps a game id to its Game object.

Pure Python: no pygame. The launcher, arena and tests are built from this dict, so adding a game
touches no menu code: import its rules module here.
"""
from __future__ import annotations

from game.casino.rules import GAME as CASINO
from game.core.api import Game
from game.fancy_dancing.rules import GAME as FANCY_DANCING
from game.the_dance.rules import GAME as THE_DANCE
from game.trifecta.rules import GAME as TRIFECTA
from game.trifoil.rules import GAME as TRIFOIL

GAMES: dict[str, Game] = {g.info.id: g for g in (TRIFOIL, FANCY_DANCING, TRIFECTA, CASINO, THE_DANCE)}


def get_game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None
