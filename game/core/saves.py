"""Save files: a match as JSON (format, versions, seed, seats, log, snapshot), written atomically.

Pure Python: no pygame. A damaged or unknown-version file raises SaveError and is moved aside by
`quarantine`, so the app can report it and carry on.
"""
from __future__ import annotations

import json
import logging
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
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"The save file {path.name} is damaged ({exc.__class__.__name__}).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path.name} is not a Grand Ball save file.")
    if data.get("format_version") != FORMAT_VERSION:
        raise SaveError(f"{path.name} was written by another version of Grand Ball "
                        f"(format {data.get('format_version')}, this one reads {FORMAT_VERSION}).")
    game = GAMES.get(data.get("game"))
    if game is None:
        raise SaveError(f"{path.name} is for a game this version does not have ({data.get('game')!r}).")
    if data.get("game_version") != game.info.version:
        raise SaveError(f"{path.name} was saved by {game.info.title} version {data.get('game_version')}; "
                        f"this is version {game.info.version}.")
    return data


def load_match(path: Path | None = None) -> Match:
    path = Path(path) if path else autosave_path()
    data = read_save(path)
    try:
        return Match.from_json(data)
    except Exception as exc:  # any fault inside the file is a damaged save, never a crash
        raise SaveError(f"The save file {path.name} is damaged: {exc}") from None


def quarantine(path: Path) -> Path | None:
    """Move a bad save aside (kept for inspection) so it is not offered again."""
    path = Path(path)
    if not path.exists():
        return None
    target = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    try:
        path.replace(target)
    except OSError as exc:
        log.warning("could not move damaged save %s aside: %s", path, exc)
        return None
    log.warning("damaged save moved to %s", target)
    return target


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
        return {"error": f"{exc} It was moved aside" + (f" to {moved.name}." if moved else "."),
                "moved_to": str(moved) if moved else None}
    game = GAMES[data["game"]]
    return {"game": data["game"], "title": game.info.title, "moves": len(data.get("log", [])),
            "saved_at": data.get("saved_at", ""), "path": str(path)}
