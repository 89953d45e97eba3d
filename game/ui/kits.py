"""The UI-side registry: game id -> the game's GameKit (game/ui/kit.py), which the shell reads instead
of any game module.

A game of the collection (listed in game.core.registry) exports its kit as `KIT` in game/<id>/kit.py,
found here the first time the shell asks for it; a game from elsewhere (the tests' sixth game) calls
register(game, kit). A registered game without a kit is "in rehearsal": the launcher shows it muted.

A missing or broken kit or table module becomes a GameModuleError with a message a player can read;
it is logged with its traceback and never crashes the launcher. Never imports pygame or a game's UI
at import time (game.bench asks has_kit without a display).
"""
from __future__ import annotations

import importlib
import importlib.util
import logging

from game.core import registry
from game.ui.kit import GameKit

log = logging.getLogger(__name__)

_kits: dict[str, GameKit] = {}  # game id -> its kit, once found or registered
_failed: dict[str, str] = {}  # game id -> the readable reason its kit could not be loaded


class GameModuleError(Exception):
    """A game's kit, table or help cannot be loaded; str() is written for the player."""


def register(game, kit: GameKit) -> None:
    """Add a game and its kit to the collection (rules in game.core.registry, the kit here): all a game
    from outside game/ needs to appear in the launcher, setup, Watch, help, results and statistics."""
    if not isinstance(kit, GameKit):
        raise TypeError(f"{game.info.title}'s kit must be a GameKit, not {type(kit).__name__}")
    registry.register(game)
    _kits[game.info.id] = kit
    _failed.pop(game.info.id, None)


def forget(game_id: str) -> None:
    """Take a registered game out again (tests): its rules, its kit and any failure remembered."""
    _kits.pop(game_id, None)
    _failed.pop(game_id, None)
    if game_id in registry.GAMES:
        del registry.GAMES[game_id]


def module_name(game_id: str) -> str:
    """Where a game of the collection keeps its kit."""
    return f"game.{game_id}.kit"


def has_kit(game_id: str) -> bool:
    """True when the game has a kit to load (it may still fail to load); imports nothing of the game."""
    if game_id in _kits:
        return True
    if game_id not in registry.GAMES or registry.GAMES.listing(game_id).rules == "":
        return False  # registered from outside without a kit
    try:
        return importlib.util.find_spec(module_name(game_id)) is not None
    except (ImportError, ValueError):  # the game's package itself is missing or broken
        log.warning("looking for %s failed", module_name(game_id), exc_info=True)
        return False


def title_of(game_id: str) -> str:
    """The game's title without loading anything of it (the id itself for an unknown game)."""
    try:
        return registry.listing(game_id).title
    except KeyError:
        return game_id


def kit(game_id: str) -> GameKit:
    """The game's kit; raises GameModuleError with a readable reason when it has none or it fails."""
    found = _kits.get(game_id)
    if found is not None:
        return found
    title = title_of(game_id)
    if game_id not in registry.GAMES:
        raise GameModuleError(f"There is no game called {game_id!r}.")
    if game_id in _failed:
        raise GameModuleError(_failed[game_id])
    if not has_kit(game_id):
        raise GameModuleError(f"{title} has no table yet.")
    name = module_name(game_id)
    try:
        found = importlib.import_module(name).KIT
        if not isinstance(found, GameKit):
            raise TypeError(f"{name}.KIT is a {type(found).__name__}, not a GameKit")
    except Exception as exc:  # a broken game module must not take the app down with it
        _failed[game_id] = _fail_words(exc, name, title, "table")
        raise GameModuleError(_failed[game_id]) from None
    _kits[game_id] = found
    return found


def kit_or_plain(game_id: str) -> GameKit:
    """The game's kit, or (when it cannot load: logged) a kit of the defaults only, for a screen that
    does without the game's own words and pictures (the results, the statistics, the setup)."""
    try:
        return kit(game_id)
    except GameModuleError as exc:
        log.info("%s: the shell's plain screens instead", exc)
        return GameKit(table=_no_table(str(exc)))


def _no_table(reason: str):
    def table(app, match, demo: bool = False):
        raise GameModuleError(reason)

    return table


def _fail_words(exc: Exception, module: str, title: str, part: str) -> str:
    """Log why `module` failed and say it in one sentence for the player."""
    if isinstance(exc, ModuleNotFoundError) and exc.name and module.startswith(exc.name):
        log.info("%s is not available: %s", module, exc)
        return f"{title}'s {part} is not part of this build yet."
    log.error("cannot load %s", module, exc_info=exc)
    return f"{title}'s {part} could not be loaded ({exc.__class__.__name__}: {exc})."


def create_table(app, match, demo: bool = False):
    """The game's table scene for `match`; raises GameModuleError with a readable reason."""
    factory = kit(match.game_id).table
    try:
        return factory(app, match, demo=demo)
    except ModuleNotFoundError as exc:  # a table module left out of this build (or not written yet)
        log.info("the table of %s is not available: %s", match.game_id, exc)
        raise GameModuleError(f"{match.game.info.title}'s table is not part of this build yet.") from None
    except Exception as exc:
        log.exception("the table of %s could not be set up", match.game_id)
        raise GameModuleError(f"{match.game.info.title}'s table could not be set up "
                              f"({exc.__class__.__name__}: {exc}).") from None


def help_pages(game_id: str) -> list[dict]:
    """The game's rules help pages (title, text, diagram); raises GameModuleError when there are none."""
    title = title_of(game_id)
    try:
        pages = list(kit(game_id).help_pages())
    except GameModuleError:
        raise
    except Exception as exc:
        raise GameModuleError(_fail_words(exc, f"{module_name(game_id)} help", title, "rules help")) from None
    if not pages:
        raise GameModuleError(f"{title}'s rules help has no pages yet.")
    return pages


def forget_failures() -> None:
    """Let the next attempt try to load again (tests install fake modules)."""
    _failed.clear()


def scores_line(game_id: str, names, scores) -> str:
    """Every seat's score in one line, as every end line writes it: "Ada: 9 points · Duke: 6 points"
    (the kit's score_words; the plain kit's for a game whose kit cannot load)."""
    words = kit_or_plain(game_id).score_words
    return " · ".join(f"{name}: {words(score)}" for name, score in zip(names, scores))
