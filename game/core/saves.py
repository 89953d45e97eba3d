"""Save files: a match as JSON (format, versions, seed, seats, log, snapshot), written atomically.

Pure Python: no pygame. A damaged or unknown-version file raises SaveError and is moved, once, into a
`damaged/` folder beside it by `quarantine`, so the app can report it and carry on (and never meets it
again: it is out of every listing and every count).
"""
from __future__ import annotations

import json
import logging
import os
import time
from datetime import datetime
from pathlib import Path

from game.core.match import Match
from game.core.paths import atomic_write_text, saves_dir
from game.core.registry import GAMES

FORMAT = "grand-ball-save"
FORMAT_VERSION = 1

log = logging.getLogger(__name__)


class SaveError(Exception):
    """A save file that cannot be loaded; the message is written for a player."""


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def save_match(match: Match, path: Path | None = None, note: str = "") -> Path:
    path = Path(path) if path else autosave_path()
    data = {"format": FORMAT, "format_version": FORMAT_VERSION, "saved_at": datetime.now().isoformat(timespec="seconds"),
            "note": note}
    data.update(match.to_json())
    atomic_write_text(path, json.dumps(data, indent=1))
    return path


def read_save(path: Path) -> dict:
    """The parsed, checked save data (without replaying it)."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SaveError(f"There is no save file at {path}.") from None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise SaveError(f"The save file {path.name} is damaged ({exc.__class__.__name__}).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path.name} is not a Grand Ball save file.")
    if data.get("format_version") != FORMAT_VERSION:
        raise SaveError(f"{path.name} was written by another version of Grand Ball "
                        f"(format {_short(data.get('format_version'))}, this one reads {FORMAT_VERSION}).")
    game_id = data.get("game")
    game = GAMES.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise SaveError(f"{path.name} is for a game this version does not have ({_short(game_id)}).")
    if data.get("game_version") != game.info.version:
        raise SaveError(f"{path.name} was saved by {game.info.title} version {_short(data.get('game_version'))}; "
                        f"this is version {game.info.version}.")
    problem = _shape_problem(data)
    if problem:
        raise SaveError(f"The save file {path.name} is damaged ({problem}).")
    return data


def _short(value) -> str:
    """A value from a file, for a message: its repr, never longer than a few words."""
    text = repr(value)
    return text if len(text) <= 24 else text[:21] + "..."


def _shape_problem(data: dict) -> str:
    """What is wrong with the fields every reader relies on (the launcher, Past games), or ""."""
    def whole(value) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    if not whole(data.get("players")):
        return "no number of players"
    if not whole(data.get("seed", 0)):
        return "a seed that is not a number"
    log_ = data.get("log")
    if not isinstance(log_, list) or not all(isinstance(m, list) and len(m) == 2 and whole(m[0])
                                             and isinstance(m[1], str) for m in log_):
        return "a log that is not a list of moves"
    if not isinstance(data.get("seats", []), list) or not isinstance(data.get("options") or {}, dict):
        return "seats or options of the wrong kind"
    if not isinstance(data.get("saved_at", ""), str) or not isinstance(data.get("note", ""), str):
        return "a date or a note that is not text"
    return ""


def load_match(path: Path | None = None) -> Match:
    path = Path(path) if path else autosave_path()
    data = read_save(path)
    try:
        return Match.from_json(data)
    except Exception as exc:  # any fault inside the file is a damaged save, never a crash
        raise SaveError(f"The save file {path.name} is damaged: {exc}") from None


DAMAGED = "damaged"  # the folder, beside a damaged file, it is moved into
DAMAGED_KEEP = 30  # damaged files kept for inspection in each such folder; the oldest go first
_MARK = ".damaged-"


def quarantine(path: Path) -> Path | None:
    """Move a bad file (a save, a past game, the statistics) into the `damaged/` folder beside it, kept
    for inspection, so it is not offered, counted or reported again. Returns where it went, or None when
    there was nothing to move or it could not be moved (logged)."""
    path = Path(path)
    if not (path.exists() or path.is_symlink()):
        return None
    aside = path.parent / DAMAGED
    # a file set aside by an older version (in place, already marked) keeps its name: marked once
    name = path.name if _MARK in path.name else f"{path.stem}{_MARK}{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}"
    try:
        aside.mkdir(exist_ok=True)
        target = _free_name(aside / name)
        path.replace(target)
        os.utime(target)  # its time is now when it was set aside: the folder keeps the newest
    except OSError as exc:
        log.warning("could not move damaged file %s aside: %s", path, exc)
        return None
    log.warning("damaged file %s moved to %s", path, target)
    _prune_damaged(aside)
    return target


def _free_name(target: Path) -> Path:
    """`target`, or `target` with a number added when a file of that name is already set aside."""
    n = 1
    candidate = target
    while candidate.exists():
        n += 1
        candidate = target.with_name(f"{target.stem}-{n}{target.suffix}")
    return candidate


def _prune_damaged(aside: Path) -> None:
    """Keep the newest DAMAGED_KEEP damaged files: a folder of broken files must not grow without end."""
    keep = DAMAGED_KEEP
    try:
        files = sorted((p for p in aside.iterdir() if p.is_file()), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in files[keep:]:
            old.unlink()
    except OSError as exc:
        log.warning("could not tidy %s: %s", aside, exc)


def is_set_aside(path: Path) -> bool:
    """True for a file an older version set aside in place (named with .damaged-): it is no longer a save."""
    return _MARK in Path(path).name


def moved_words(moved: Path | None) -> str:
    """The end of the sentence that reports a damaged file: where it went."""
    if moved is None:
        return " It could not be moved aside."
    return f" It was moved aside to {moved.parent.name}/{moved.name}."


def summary(path: Path | None = None) -> dict | None:
    """A short description of a save for the launcher's Resume button; None if there is none.
    An unreadable save is moved aside and described by {"error": message, "moved_to": path}."""
    path = Path(path) if path else autosave_path()
    if not path.exists():
        return None
    try:
        data = read_save(path)
    except SaveError as exc:
        log.warning("%s", exc)
        moved = quarantine(path)
        return {"error": f"{exc}{moved_words(moved)}", "moved_to": str(moved) if moved else None}
    game = GAMES[data["game"]]
    return {"game": data["game"], "title": game.info.title, "moves": len(data["log"]),
            "saved_at": data.get("saved_at", ""), "path": str(path)}
