"""Finds a game's table and help modules by the names in its GameInfo, imported only when needed.

A missing or broken game module becomes a GameModuleError with a message a player can read; it is
logged with its traceback and never crashes the launcher.
"""
from __future__ import annotations

import importlib
import logging

from game.core.registry import GAMES

log = logging.getLogger(__name__)

_failed: dict[str, str] = {}  # module name -> the readable reason it could not be loaded


class GameModuleError(Exception):
    """A game's table or help cannot be loaded; str() is written for the player."""


def _load(module_name: str, title: str, part: str):
    if not module_name:
        raise GameModuleError(f"{title} has no {part} yet.")
    if module_name in _failed:
        raise GameModuleError(_failed[module_name])
    try:
        return importlib.import_module(module_name)
    except Exception as exc:  # a broken game module must not take the app down with it
        if isinstance(exc, ModuleNotFoundError) and exc.name and module_name.startswith(exc.name):
            log.info("%s is not available: %s", module_name, exc)
            reason = f"{title}'s {part} is not part of this build yet."
        else:
            log.exception("cannot load %s", module_name)
            reason = f"{title}'s {part} could not be loaded ({exc.__class__.__name__}: {exc})."
        _failed[module_name] = reason
        raise GameModuleError(reason) from None


def title_of(game_id: str) -> str:
    game = GAMES.get(game_id)
    return game.info.title if game else game_id


def scene_module(game_id: str):
    """The game's table module (create_table, draw_thumbnail, optional result and preview hooks)."""
    game = GAMES.get(game_id)
    if game is None:
        raise GameModuleError(f"There is no game called {game_id!r}.")
    return _load(game.info.scene_module, game.info.title, "table")


def help_module(game_id: str):
    """The game's rules help module (PAGES)."""
    game = GAMES.get(game_id)
    if game is None:
        raise GameModuleError(f"There is no game called {game_id!r}.")
    return _load(game.info.help_module, game.info.title, "rules help")


def optional(module, name: str):
    """A hook the module may or may not provide (draw_result_art, SCORE_LABEL, ...)."""
    return getattr(module, name, None) if module is not None else None


def create_table(app, match, demo: bool = False):
    """The game's table scene for `match`; raises GameModuleError with a readable reason."""
    module = scene_module(match.game_id)
    factory = getattr(module, "create_table", None)
    if factory is None:
        raise GameModuleError(f"{match.game.info.title}'s table module has no create_table().")
    try:
        return factory(app, match, demo=demo)
    except Exception as exc:
        log.exception("create_table failed for %s", match.game_id)
        raise GameModuleError(f"{match.game.info.title}'s table could not be set up "
                              f"({exc.__class__.__name__}: {exc}).") from None


def open_table(app, match):
    """The table for `match`, or None after telling the player (a toast) why it could not be set."""
    try:
        return create_table(app, match, demo=False)
    except GameModuleError as exc:
        app.toast(str(exc), "error", 6.0)
        return None


def forget_failures() -> None:
    """Let the next attempt try to import again (tests install fake modules)."""
    _failed.clear()
