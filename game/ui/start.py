"""The first scenes, as the command line asks: the launcher, a game's setup (--game), an AI-only demo
table (--autoplay), a replay file (--replay), or any scene on its own (--open) so each can be shown and
screenshot; and the matches those need (a demonstration, a finished game, a game waiting for a hint).

Opens every scene through the App's router (app.open), never by importing it. Never raises for a game
whose table cannot load: the launcher opens with a message instead.
"""
from __future__ import annotations

import logging
import random
from pathlib import Path

from game.core import past_games
from game.core.match import Match, Seat
from game.core.registry import GAMES, get_game
from game.core.saves import SaveError
from game.ui import kits

log = logging.getLogger(__name__)

# Names the AI seats take unless the player types another: one guest per seat, so no two share a name.
AI_NAMES = ("Countess", "Duke", "Marquise", "Baron", "Viscountess", "Archduke")
OPENABLE = ("launcher", "setup:ID", "settings", "help:ID", "pause", "results", "hint:ID", "replay:ID", "past",
            "stats:ID", "watch:ID")


def default_ai_name(row: int) -> str:
    return AI_NAMES[row % len(AI_NAMES)]


def demo_players(info) -> int:
    """How many seats a demonstration fills: two where the game allows it (a solitaire-capable game
    shows its duel), else the fewest it needs."""
    return max(info.min_players, min(2, info.max_players))


def autoplay_players(game_id: str) -> int:
    """The seats a demonstration fills: the kit's autoplay_players when it names a count the game
    allows (a table for many players shows itself best full), else demo_players."""
    info = get_game(game_id).info
    try:
        wanted = kits.kit(game_id).autoplay_players
    except kits.GameModuleError:  # logged by kits; the table's preference is only a preference
        wanted = None
    if isinstance(wanted, int) and info.min_players <= wanted <= info.max_players:
        return wanted
    return demo_players(info)


def demo_match(game_id: str, level: str, seed: int, players: int | None = None,
               options: dict | None = None) -> Match:
    """A match with an AI in every seat at `level`; raises ValueError for seats or options the game
    refuses."""
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
    opts = app.options
    if opts.replay:
        open_replay_file(app, opts.replay)
        return
    if opts.autoplay:
        try:
            match = demo_match(opts.autoplay, opts.level, opts.seed, opts.players, opts.game_options)
        except ValueError as exc:
            log.warning("--autoplay %s refused: %s", opts.autoplay, exc)
            app.open("launcher")
            app.toast(f"This demonstration cannot be set: {exc}", "error", 8.0)
            return
        if app.open("table", match, demo=True) is None:
            app.open("launcher")
        return
    launcher = app.open("launcher")
    focus = opts.game or (opts.open.partition(":")[2] if opts.open else "")
    if launcher is not None and focus in GAMES:
        launcher.focus_game(focus)  # the scene opened over it is about this game: its card is the one lit
    if opts.open:
        open_named(app, opts.open)
    elif opts.game:
        app.open("setup", opts.game)


def open_replay_file(app, path) -> bool:
    """The launcher, and over it the replay in `path` (a replay or save file); a file that cannot be
    read is explained on the launcher, as a damaged save is."""
    launcher = app.open("launcher")
    try:
        match, _ = past_games.load(Path(path))
        kits.kit(match.game_id)  # a game whose table cannot load is said on the launcher, as a damaged file is
    except (SaveError, kits.GameModuleError) as exc:
        log.error("replay %s: %s", path, exc)
        launcher.save_problem = f"The replay could not be opened. {exc}"
        return False
    return app.open("replay", match, title=f"{match.game.info.title} · {Path(path).name}") is not None


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


def open_named(app, what: str) -> None:
    """--open SCENE (see OPENABLE): that scene over the launcher, with a match made up for it where it
    needs one (a demonstration to pause, a finished game for the results, a game waiting for a hint)."""
    name, _, arg = what.partition(":")
    game_id = arg or next(iter(GAMES))
    if arg and arg not in GAMES:
        app.toast(f"There is no game called {arg!r}.", "error", 6.0)
        return
    opts = app.options
    if name == "launcher":
        return
    if name in ("setup", "stats", "watch"):
        app.open(name, game_id)
    elif name in ("help", "rules"):
        app.open("help", game_id)
    elif name in ("settings", "past"):
        app.open(name)
    elif name == "pause":
        table = app.open("table", demo_match(game_id, opts.level, opts.seed), demo=True)
        if table is not None:
            table.open_pause()
    elif name == "results":
        table = app.open("table", finished_match(game_id, opts.seed))
        if table is not None:
            table.open_results()
    elif name == "hint":
        table = app.open("table", hint_match(game_id, opts.seed))
        if table is not None:
            table.hints.ask()
    elif name == "replay":
        match = finished_match(game_id, opts.seed)
        app.open("replay", match, start=len(match.log) * 2 // 3, playing=False)
    else:
        app.toast(f"--open knows {', '.join(OPENABLE)}; not {what!r}.", "error", 6.0)
