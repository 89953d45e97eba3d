"""The registry of games: GAMES maps a game id to its Game object, in the collection's order.

Pure Python: no pygame. Lazy: a game's rules module is imported the first time its Game is asked for
(GAMES[id], get_game, .values()), so the launcher, a save summary or an AI worker that needs one game
never pays for the other four. What the launcher shows before that (title, tagline, player counts) is
the game's Listing below, one line per game; tests/core/test_conformance.py checks each line against
its GameInfo.

Adding a game to the collection touches no menu code: write game/<id>/rules.py (its GAME) and add its
Listing to LISTINGS here. A game from elsewhere (a test fixture) calls register(game) instead.
"""
from __future__ import annotations

import importlib
from collections.abc import Iterator, MutableMapping
from dataclasses import dataclass

from game.core.api import Game


@dataclass(frozen=True)
class Listing:
    """A game as the launcher lists it before its rules are loaded; `rules` names the module whose GAME
    is the game itself (imported on first use)."""

    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    rules: str

    @classmethod
    def of(cls, game: Game, rules: str = "") -> "Listing":
        """The listing of a Game already loaded (register uses it)."""
        info = game.info
        return cls(info.id, info.title, info.tagline, info.min_players, info.max_players, rules)


LISTINGS = (
    Listing("trifoil", "Trifoil", "Light, push and spin links on a ring of Blinks: first chain wins.", 2, 2,
            "game.trifoil.rules"),
    Listing("fancy_dancing", "Trifecta: Fancy Dancing",
            "Land rows of 21 to 26 on the dance floor to win three Accolades.", 1, 4, "game.fancy_dancing.rules"),
    Listing("trifecta", "Trifecta", "Sealed bids for nine goal cards a stage: survive, or be eliminated.", 2, 6,
            "game.trifecta.rules"),
    Listing("casino", "Casino Trifecta",
            "Add, match and subtract your way to the point cards, and catch three faces at once.", 2, 2,
            "game.casino.rules"),
    Listing("the_dance", "The Dance",
            "Vampire families court the waltzing guests: seat the ones your secret Plan needs.", 2, 6,
            "game.the_dance.rules"),
)


class Games(MutableMapping):
    """id -> Game, loading each game's rules on first access. Iterating, `len` and `in` never import
    rules; reading a value does (once). Setting an item registers a loaded Game (tests do this)."""

    def __init__(self, listings=()):
        self._listings: dict[str, Listing] = {}
        self._loaded: dict[str, Game] = {}
        for listing in listings:
            self._listings[listing.id] = listing

    def listing(self, game_id: str) -> Listing:
        """The game's listing (no rules imported); KeyError for an unknown id."""
        return self._listings[game_id]

    def listings(self) -> list[Listing]:
        return list(self._listings.values())

    def is_loaded(self, game_id: str) -> bool:
        return game_id in self._loaded

    def __getitem__(self, game_id: str) -> Game:
        game = self._loaded.get(game_id)
        if game is not None:
            return game
        listing = self._listings[game_id]  # KeyError for an unknown id, as a dict would
        game = importlib.import_module(listing.rules).GAME
        self._loaded[game_id] = game
        return game

    def __setitem__(self, game_id: str, game: Game) -> None:
        self._listings[game_id] = Listing.of(game)
        self._loaded[game_id] = game

    def __delitem__(self, game_id: str) -> None:
        del self._listings[game_id]
        self._loaded.pop(game_id, None)

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._listings))

    def __len__(self) -> int:
        return len(self._listings)

    def __contains__(self, game_id) -> bool:
        return game_id in self._listings

    def __repr__(self) -> str:
        return f"<Games {list(self._listings)}>"


GAMES = Games(LISTINGS)


def register(game: Game) -> None:
    """Add (or replace) a game that is already loaded: a game from outside the collection."""
    GAMES[game.info.id] = game


def listing(game_id: str) -> Listing:
    """What the launcher shows of a game without importing its rules; KeyError names the known ids."""
    try:
        return GAMES.listing(game_id)
    except KeyError:
        raise KeyError(_unknown(game_id)) from None


def get_game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        if game_id in GAMES:
            raise  # the rules module itself failed to find something: a real error, not an unknown id
        raise KeyError(_unknown(game_id)) from None


def _unknown(game_id: str) -> str:
    return f"unknown game {game_id!r} (known: {', '.join(sorted(GAMES))})"
