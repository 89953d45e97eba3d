"""The first scenes, as the command line asks: the launcher, a game's setup (--game), an AI-only demo
table (--autoplay), or any scene on its own (--open) so each can be shown and screenshot.

Never raises for a game whose table cannot load: the launcher opens with a message instead.
"""
from __future__ import annotations

import logging
import random

from game.core.match import Match, Seat
from game.core.registry import GAMES, get_game
from game.ui import gamemods

log = logging.getLogger(__name__)

OPENABLE = ("launcher", "setup:ID", "settings", "help:ID", "pause", "results")


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
    except gamemods.GameModuleError:
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
    if opts.autoplay:
        try:
            match = demo_match(opts.autoplay, opts.level, opts.seed, opts.players, opts.game_options)
        except ValueError as exc:
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
    else:
        app.toast(f"--open knows {', '.join(OPENABLE)}; not {what!r}.", "error", 6.0)
