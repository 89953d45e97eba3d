"""Past games: every game finished at a table is kept as a replay file (the save format: seed, log, seats,
options and snapshot, plus a "replay" note of when it ended, how long it took and the hints used) in the
user data folder, newest first; past KEEP files the oldest are dropped.

Pure Python: no pygame. A damaged file is reported once and moved into `past_games/damaged/` with
saves.quarantine, never a crash; files set aside are out of the list and out of the KEEP count.
"""
from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from game.core import saves
from game.core.match import Match
from game.core.paths import atomic_write_text, data_dir
from game.core.registry import GAMES

log = logging.getLogger(__name__)

KEEP = 60  # replays kept; a player who wants one for good copies the file elsewhere
FOLDER = "past_games"


def folder() -> Path:
    path = data_dir() / FOLDER
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass
class PastGame:
    """One line of the Past games list (read without replaying the game)."""

    path: Path
    game_id: str
    title: str
    finished_at: str  # ISO date and time
    players: int
    seat_names: list
    seat_kinds: list  # "human" or "ai:<level>" per seat
    options: dict
    moves: int
    seconds: float = 0.0
    hints: int = 0
    outcome: str = ""  # "Countess won", "A draw", ...
    scores: list = field(default_factory=list)
    finished: bool = True


def outcome_words(match: Match) -> str:
    """The end in a few words for the list: "Ada won", "Ada won on the tie-break", "A draw", "Won together",
    "Lost"."""
    state = match.state
    if not state.is_over():
        return "Not finished"
    returns = list(state.returns())
    best = max(returns)
    winners = [i for i, r in enumerate(returns) if r == best]
    if len(winners) == len(returns):  # every seat alike: a solitaire or a team game, or a draw
        if best >= 1.0:
            return "Won" if len(returns) == 1 else "Won together"
        return "Lost" if best <= 0.0 else "A draw"
    if len(winners) == 1:
        won = f"{match.seat_label(winners[0])} won"
        scores = list(state.scores())
        others = [v for i, v in enumerate(scores) if i != winners[0]]
        # level on points yet one seat won: the game's tie-break decided it (Casino: the ace of spades),
        # which the list should say, or "Blue won" beside "7 - 7" reads as a mistake
        return won + " on the tie-break" if others and scores[winners[0]] == max(others) else won
    return "A draw between " + " and ".join(match.seat_label(i) for i in winners)


def replay_data(match: Match, seconds: float = 0.0, hints: dict | None = None, chances: list | None = None,
                outcome: str = "") -> dict:
    """The file's contents: the save format (so saves.load_match reads it) and a "replay" note."""
    data = {"format": saves.FORMAT, "format_version": saves.FORMAT_VERSION,
            "saved_at": datetime.now().isoformat(timespec="seconds"), "note": "replay"}
    data.update(match.to_json())
    state = match.state
    data["replay"] = {
        "finished_at": datetime.now().isoformat(timespec="seconds"),
        "seconds": round(float(seconds), 1),
        "hints": {str(seat): int(n) for seat, n in (hints or {}).items()},
        "chances": [[int(i), int(seat), round(float(c), 4)] for i, seat, c in (chances or [])],
        "outcome": outcome,
        "scores": [float(v) for v in state.scores()] if state.is_over() else [],
    }
    return data


def record(match: Match, seconds: float = 0.0, hints: dict | None = None, chances: list | None = None,
           outcome: str = "") -> Path:
    """Keep a finished match as a replay file; returns its path. Raises OSError if it cannot be written."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    path = folder() / f"{stamp}-{match.game_id}.json"
    atomic_write_text(path, json.dumps(replay_data(match, seconds, hints, chances, outcome), indent=1))
    prune()
    return path


def _files() -> list[Path]:
    """Replay files, newest first (the names start with the time they were written). A file an older
    version set aside in place (x.damaged-T.json) is not a replay: it goes to damaged/ quietly, once."""
    files = []
    for path in folder().glob("*.json"):
        if saves.is_set_aside(path):
            saves.quarantine(path)
        else:
            files.append(path)
    return sorted(files, key=lambda p: p.name, reverse=True)


def prune(keep: int = KEEP) -> int:
    """Drop the oldest replays past `keep`; returns how many went."""
    dropped = 0
    for path in _files()[keep:]:
        try:
            path.unlink()
            dropped += 1
        except OSError as exc:
            log.warning("could not drop old replay %s: %s", path, exc)
    return dropped


def _text(value, limit: int = 80) -> str:
    """Words from a file, safe to draw: control characters dropped, the length bounded."""
    return "".join(ch for ch in str(value) if ch.isprintable())[:limit]


def _number(value, least: float = -math.inf) -> float:
    """A finite number from a file, at least `least` (ValueError or TypeError otherwise)."""
    if isinstance(value, bool):
        raise TypeError("a yes/no is not a number")
    number = float(value)
    if not math.isfinite(number) or number < least:
        raise ValueError(f"{value!r} is not a number here")
    return number


def describe(path: Path, data: dict) -> PastGame:
    """The list line of one kept game, checked field by field; raises (KeyError, TypeError, ValueError)
    for a file whose fields are not what a kept game holds."""
    game = GAMES[data["game"]]
    players = int(data["players"])
    if not game.info.min_players <= players <= game.info.max_players:
        raise ValueError(f"{players} players")
    note = data.get("replay") if isinstance(data.get("replay"), dict) else {}
    seats = data.get("seats") or []
    names, kinds = [], []
    for i in range(players):
        seat = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
        names.append(_text(seat.get("name") or game.info.seat_name(i), 40))
        kinds.append("human" if seat.get("kind", "human") == "human" else f"ai:{_text(seat.get('level', 'normal'), 12)}")
    hints = note.get("hints") or {}
    return PastGame(path=Path(path), game_id=game.info.id, title=game.info.title,
                    finished_at=_text(note.get("finished_at") or data.get("saved_at") or "", 32),
                    players=players, seat_names=names, seat_kinds=kinds,
                    options=dict(data.get("options") or {}), moves=len(data.get("log") or []),
                    seconds=_number(note.get("seconds") or 0.0, 0.0),
                    hints=int(sum(_number(n, 0.0) for n in hints.values())) if isinstance(hints, dict) else 0,
                    outcome=_text(note.get("outcome") or ""),
                    scores=[_number(v) for v in note.get("scores") or []],
                    finished=bool(note))


def entries() -> tuple[list[PastGame], list[str]]:
    """(the kept games, newest first; messages about damaged files, each already moved aside)."""
    games, problems = [], []
    for path in _files():
        try:
            data = saves.read_save(path)
        except saves.SaveError as exc:
            log.warning("past game %s is damaged: %s", path.name, exc)
            moved = saves.quarantine(path)
            problems.append(f"{exc}{saves.moved_words(moved)}")
            continue
        try:
            games.append(describe(path, data))
        except Exception as exc:  # any fault inside a kept file makes it a damaged file, never a crash
            log.warning("past game %s cannot be described", path, exc_info=True)
            moved = saves.quarantine(path)
            problems.append(f"The past game {path.name} is damaged ({exc.__class__.__name__})."
                            f"{saves.moved_words(moved)}")
    return games, problems


def load(path: Path) -> tuple[Match, dict]:
    """The match of a replay (or save) file and its "replay" note ({} for a plain save). Raises SaveError
    with a message for a player when the file is damaged or unreadable."""
    match = saves.load_match(path)
    try:
        note = saves.read_save(path).get("replay")
    except saves.SaveError:  # read a moment ago by load_match: only a file changed since lands here
        log.warning("the note of %s could not be read", path, exc_info=True)
        note = None
    return match, note if isinstance(note, dict) else {}
