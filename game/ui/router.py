"""The scene router: one table of every scene the shell opens by name, so a scene asks the App for
another (`app.open("setup", game_id)`, `app.open("table", match)`, `app.open("watch", game_id)`, ...)
instead of importing it. Scenes never import each other to open one, so there is no import circle
between them; this module is the only one that knows them all.

Each factory takes the App and the arguments given to open() and returns the scene, or raises
CannotOpen (or kits.GameModuleError) with a sentence for the player: App.open shows it as a toast and
opens nothing. Never a crash for a game whose kit or table cannot load.

A scene's module is imported when that scene is first opened (Lazy below), so the first frame pays
only for the scene it shows: the launcher, or the table of --autoplay.
"""
from __future__ import annotations

import random
from importlib import import_module

from game.ui import kits
from game.ui.start import demo_match


class Lazy:
    """A scene class whose module is imported when the scene is first opened (or first asked for)."""

    def __init__(self, load):
        self._load = load  # () -> the class
        self._cls = None

    @property
    def cls(self):
        if self._cls is None:
            self._cls = self._load()
        return self._cls

    def loaded(self) -> bool:
        return self._cls is not None

    def __call__(self, *args, **kwargs):
        return self.cls(*args, **kwargs)


LauncherScene = Lazy(lambda: import_module("game.ui.launcher").LauncherScene)
SetupScene = Lazy(lambda: import_module("game.ui.setup").SetupScene)
WatchSetupScene = Lazy(lambda: import_module("game.ui.watch").WatchSetupScene)
RulesHelpScene = Lazy(lambda: import_module("game.ui.rules_help").RulesHelpScene)
StatsScene = Lazy(lambda: import_module("game.ui.stats_scene").StatsScene)
PastGamesScene = Lazy(lambda: import_module("game.ui.past_games_scene").PastGamesScene)
ReplayScene = Lazy(lambda: import_module("game.ui.replay").ReplayScene)
SettingsScene = Lazy(lambda: import_module("game.ui.settings_menu").SettingsScene)
PauseScene = Lazy(lambda: import_module("game.ui.pause").PauseScene)
ResultsScene = Lazy(lambda: import_module("game.ui.results").ResultsScene)
CurtainScene = Lazy(lambda: import_module("game.ui.curtain").CurtainScene)


def is_open(scene, lazy: Lazy) -> bool:
    """Is `scene` one of `lazy`'s scenes? (False without importing it when none was ever opened.)"""
    return lazy.loaded() and isinstance(scene, lazy.cls)


class CannotOpen(Exception):
    """A scene that cannot be opened with these arguments; str() is written for the player."""


def table(app, match, demo: bool = False, from_save: bool = False):
    """The game's own table for `match` (through its kit). `from_save`: resumed from the autosave, so
    once it ends (kept as a past game) Resume no longer offers it."""
    scene = kits.create_table(app, match, demo=demo)
    scene.from_save = from_save
    return scene


def watching(app, game_id: str, level: str, players: int, options: dict | None = None, seed: int | None = None):
    """A table where the AI plays every seat at `level` (Watch): + and - set its pace, Esc goes back."""
    seed = random.randrange(1_000_000) if seed is None else seed
    try:
        match = demo_match(game_id, level, seed, players, options or None)
        scene = kits.create_table(app, match, demo=True)
    except (ValueError, kits.GameModuleError) as exc:
        raise CannotOpen(f"This game cannot be watched like that: {exc}") from None
    scene.watching = True
    return scene


def help_page(app, game_id: str | None = None, page: int = 0):
    """The rules of `game_id` (default: the game on screen)."""
    game_id = game_id or app.current_game_id()
    if not game_id:
        raise CannotOpen("There are no rules to show here.")
    return RulesHelpScene(app, game_id, page)


SCENES = {
    "launcher": LauncherScene,  # (): App.open pops back to the one on the stack, if any
    "setup": SetupScene,  # (game_id)
    "table": table,  # (match, demo=False, from_save=False)
    "watch": WatchSetupScene,  # (game_id): the AI level, seats and mode, over the launcher
    "watching": watching,  # (game_id, level, players, options=None, seed=None)
    "help": help_page,  # (game_id=None, page=0)
    "stats": StatsScene,  # (game_id)
    "past": PastGamesScene,  # (game_id=None): every kept game, or one game's
    "replay": ReplayScene,  # (match, title="", view=None, start=0, playing=True)
    "settings": SettingsScene,  # ()
    "pause": PauseScene,  # (table)
    "results": ResultsScene,  # (table)
    "curtain": CurtainScene,  # (name, table=..., colour=..., on_continue=..., undo=..., note=...)
}


def build(app, name: str, *args, **kwargs):
    """The scene `name` built from the arguments; KeyError for a name not in SCENES."""
    return SCENES[name](app, *args, **kwargs)
