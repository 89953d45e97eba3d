"""The first scenes, as the command line asks: the launcher, a game's setup (--game), an AI-only demo
table (--autoplay), a replay file (--replay), or any scene on its own (--open) so each can be shown and
screenshot.

Never raises for a game whose table cannot load: the launcher opens with a message instead.
"""
from __future__ import annotations

import logging
import random

from game.core.match import Match, Seat
from game.core.registry import GAMES, get_game
from game.ui import gamemods

log = logging.getLogger(__name__)

OPENABLE = ("launcher", "setup:ID", "settings", "help:ID", "pause", "results", "hint:ID", "replay:ID", "past",
            "stats:ID", "watch:ID")


def demo_players(info) -> int:
    """How many seats a demonstration fills: two where the game allows it (a solitaire-capable game
    shows its duel), else the fewest it needs."""
    return max(info.min_players, min(2, info.max_players))


def autoplay_players(game_id: str) -> int:
    """The seats a demonstration fills: the table module's AUTOPLAY_PLAYERS when it names a count the
    game allows (a table for many players shows itself best full), else demo_players."""
    info = get_game(game_id).info
    try:
        wanted = gamemods.optional(gamemods.scene_module(game_id), "AUTOPLAY_PLAYERS")
    except gamemods.GameModuleError:  # logged by gamemods; the table's preference is only a preference
        wanted = None
    if isinstance(wanted, int) and info.min_players <= wanted <= info.max_players:
        return wanted
    return demo_players(info)


def demo_match(game_id: str, level: str, seed: int, players: int | None = None,
               options: dict | None = None) -> Match:
    """A match with an AI in every seat at `level`; raises ValueError for seats or options the game
    refuses."""
    from game.ui.setup import default_ai_name

    players = autoplay_players(game_id) if players is None else players
    get_game(game_id).check_players(players)
    seats = [Seat("ai", default_ai_name(i), level) for i in range(players)]
    return Match.new(game_id, players, options or None, seed=seed, seats=seats)


def finished_match(game_id: str, seed: int) -> Match:
    """A match played to its end with random legal moves (for showing the results screen)."""
    info = get_game(game_id).info
    players = demo_players(info)
    seats = [Seat("human", "You") if i == 0 else Seat("ai", "Countess", "normal") for i in range(players)]
    match = Match.new(game_id, players, None, seed=seed, seats=seats)
    rng = random.Random(seed)
    for _ in range(10_000):
        if match.is_over():
            break
        match.resolve_chance()
        if match.is_over():
            break
        state = match.state
        seat = min(state.to_move())
        match.play(rng.choice(state.legal_actions(seat)), seat)
    return match


def start_scenes(app) -> None:
    """Put the first scenes on the App's stack from app.options."""
    from game.ui.launcher import LauncherScene

    opts = app.options
    if getattr(opts, "replay", None):
        open_replay_file(app, opts.replay)
        return
    if opts.autoplay:
        try:
            match = demo_match(opts.autoplay, opts.level, opts.seed, opts.players, opts.game_options)
        except ValueError as exc:
            log.warning("--autoplay %s refused: %s", opts.autoplay, exc)
            app.push(LauncherScene(app))
            app.toast(f"This demonstration cannot be set: {exc}", "error", 8.0)
            return
        if _push_table(app, match, demo=True):
            return
        app.push(LauncherScene(app))
        return
    app.push(LauncherScene(app))
    if opts.open:
        _open(app, opts.open)
    elif opts.game:
        from game.ui.setup import SetupScene

        app.push(SetupScene(app, opts.game))


def open_replay_file(app, path) -> bool:
    """The launcher, and over it the replay in `path` (a replay or save file); a file that cannot be
    read is explained on the launcher, as a damaged save is."""
    from pathlib import Path

    from game.core import past_games
    from game.core.saves import SaveError
    from game.ui.launcher import LauncherScene
    from game.ui.replay import ReplayScene

    launcher = LauncherScene(app)
    app.push(launcher)
    try:
        match, _ = past_games.load(Path(path))
        app.push(ReplayScene(app, match, title=f"{match.game.info.title} · {Path(path).name}"))
        return True
    except (SaveError, gamemods.GameModuleError) as exc:
        log.error("replay %s: %s", path, exc)
        launcher.save_problem = f"The replay could not be opened. {exc}"
        return False


def hint_match(game_id: str, seed: int) -> Match:
    """A game some moves in, a person (seat 0) to choose against the AI: a table to show a hint on."""
    players = autoplay_players(game_id)
    seats = [Seat("human", "You")] + [Seat("ai", name, "normal") for name in ("Countess", "Duke", "Baron", "Marquise",
                                                                              "Viscount")[:players - 1]]
    match = Match.new(game_id, players, None, seed=seed, seats=seats)
    rng = random.Random(seed)
    for step in range(400):
        match.resolve_chance()
        state = match.state
        if state.is_over():
            break
        if step >= 8 and 0 in state.to_move():
            break
        seat = min(state.to_move())
        match.play(rng.choice(state.legal_actions(seat)), seat)
    return match


def _push_table(app, match: Match, demo: bool) -> bool:
    try:
        table = gamemods.create_table(app, match, demo=demo)
    except gamemods.GameModuleError as exc:
        log.error("%s", exc)
        app.toast(str(exc), "error", 8.0)
        return False
    app.push(table)
    return True


def _first_game() -> str:
    return next(iter(GAMES))


def _open(app, what: str) -> None:
    name, _, arg = what.partition(":")
    game_id = arg or _first_game()
    if arg and arg not in GAMES:
        app.toast(f"There is no game called {arg!r}.", "error", 6.0)
        return
    if name == "launcher":
        return
    if name == "setup":
        from game.ui.setup import SetupScene

        app.push(SetupScene(app, game_id))
    elif name == "settings":
        from game.ui.settings_menu import SettingsScene

        app.push(SettingsScene(app))
    elif name in ("help", "rules"):
        app.open_rules(game_id)
    elif name == "pause":
        if _push_table(app, demo_match(game_id, app.options.level, app.options.seed), demo=True):
            app.top.open_pause()
    elif name == "results":
        if _push_table(app, finished_match(game_id, app.options.seed), demo=False):
            app.top.open_results()
    elif name == "hint":
        if _push_table(app, hint_match(game_id, app.options.seed), demo=False):
            app.top.hints.ask()
    elif name == "replay":
        from game.ui.replay import ReplayScene

        match = finished_match(game_id, app.options.seed)
        app.push(ReplayScene(app, match, start=len(match.log) * 2 // 3, playing=False))
    elif name == "past":
        from game.ui.past_games_scene import PastGamesScene

        app.push(PastGamesScene(app))
    elif name == "stats":
        from game.ui.stats_scene import StatsScene

        app.push(StatsScene(app, game_id))
    elif name == "watch":
        from game.ui.watch import WatchSetupScene

        app.push(WatchSetupScene(app, game_id))
    else:
        app.toast(f"--open knows {', '.join(OPENABLE)}; not {what!r}.", "error", 6.0)
