"""Statistics per game and per mode: games played, won, lost and drawn by the level of the AI at the table,
the current and best winning streak, best and average score, hints used and time played, and the last
results. One small versioned JSON file in the user data folder, written atomically.

Pure Python: no pygame. A damaged file (or one of another version) is moved, once, into `damaged/` with
saves.quarantine and a fresh record started; a field of the wrong kind inside a readable file is replaced by
its blank value (logged). Statistics never crash the app.

Whose result: the person's. A game counts when a person sat at it (demonstrations and replays never do);
its result is the first person's seat's: won (the best return, alone), drawn (shared), else lost.
"""
from __future__ import annotations

import json
import logging
import math
from datetime import datetime
from pathlib import Path

from game.core import saves
from game.core.paths import atomic_write_text, data_dir

log = logging.getLogger(__name__)

FORMAT = "grand-ball-statistics"
VERSION = 1
RECENT = 20  # results kept for the "recent results" strip
LEVEL_ORDER = ("random", "easy", "normal", "hard")
SOLO, PEOPLE = "solo", "people"  # the "level" of a game with no opponent, or only people at the table
STANDARD = "standard"  # the mode of a game without a "mode" option


def path() -> Path:
    return data_dir() / "statistics.json"


def empty() -> dict:
    return {"format": FORMAT, "version": VERSION, "games": {}}


def blank_record() -> dict:
    return {"played": 0, "won": 0, "lost": 0, "drawn": 0, "by_level": {}, "streak": 0, "best_streak": 0,
            "best_score": None, "score_total": 0.0, "scored": 0, "seconds": 0.0, "hints": 0, "recent": []}


def load() -> tuple[dict, str | None]:
    """(the statistics, a message for the player when the file was damaged and moved aside, else None)."""
    try:
        p = path()
    except OSError as exc:  # no data folder at all (not even the temp one): statistics wait for next time
        log.warning("no folder for the statistics: %s", exc)
        return empty(), None
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return empty(), None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        return _set_aside(p, f"The statistics file was damaged ({exc.__class__.__name__}).")
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
        return _set_aside(p, "The statistics file is not one Grand Ball can read.")
    if data.get("version") != VERSION:
        return _set_aside(p, f"The statistics file was written by another version (format {data.get('version')}, "
                             f"this one reads {VERSION}).")
    games = {}
    for game_id, modes in data["games"].items():
        if not isinstance(modes, dict):
            return _set_aside(p, "The statistics file is damaged.")
        games[str(game_id)] = {str(mode): _clean(rec) for mode, rec in modes.items() if isinstance(rec, dict)}
    data["games"] = games
    return data, None


def _clean(rec: dict) -> dict:
    """A record with every field present and of its kind: an older file may lack one, a damaged one may
    hold text where a count belongs. A field that is not right takes its blank value (logged)."""
    out = blank_record()
    for key, value in rec.items():
        if key not in out:
            continue
        checked = _FIELDS[key](value)
        if checked is _BAD:
            log.warning("statistics: %s=%r is not valid; using %r", key, value, out[key])
            continue
        out[key] = checked
    return out


_BAD = object()  # what a field checker returns for a value it refuses


def _count(value):
    ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
    return value if ok else _BAD


def _amount(value):
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value >= 0
    return float(value) if ok else _BAD


def _score(value):
    if value is None:
        return None
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    return float(value) if ok else _BAD


def _by_level(value):
    if not isinstance(value, dict):
        return _BAD
    out = {}
    for level, tally in value.items():
        if not isinstance(tally, dict):
            continue
        out[str(level)] = {}
        for result in ("won", "lost", "drawn"):
            n = _count(tally.get(result, 0))
            out[str(level)][result] = 0 if n is _BAD else n
    return out


def _recent(value):
    if not isinstance(value, list):
        return _BAD
    out = []
    for item in value[-RECENT:]:
        if isinstance(item, dict) and item.get("result") in ("won", "lost", "drawn"):
            score = _score(item.get("score"))
            out.append({"result": item["result"], "level": str(item.get("level", "")),
                        "score": None if score is _BAD else score, "date": str(item.get("date", ""))})
    return out


_FIELDS = {"played": _count, "won": _count, "lost": _count, "drawn": _count, "streak": _count,
           "best_streak": _count, "scored": _count, "hints": _count, "seconds": _amount, "score_total": _score,
           "best_score": _score, "by_level": _by_level, "recent": _recent}


def _set_aside(p: Path, reason: str) -> tuple[dict, str]:
    moved = saves.quarantine(p)
    log.warning("%s", reason)
    return empty(), f"{reason}{saves.moved_words(moved)} A fresh record was started."


def save(data: dict) -> bool:
    try:
        atomic_write_text(path(), json.dumps(data, indent=1))
        return True
    except OSError as exc:
        log.warning("could not save statistics: %s", exc)
        return False


# --- what a finished match counts as ------------------------------------------------------------------
def mode_of(match) -> str:
    """The mode a match is counted under: its "mode" option when the game has one, else "standard"."""
    mode = match.options.get("mode")
    return str(mode) if mode is not None else STANDARD


def mode_label(game, mode: str) -> str:
    if mode == STANDARD:
        return "Standard"
    try:
        return game.info.option("mode").label_for_value(mode)
    except KeyError:
        return str(mode).capitalize()


def person_seat(match) -> int | None:
    """The seat whose results the statistics keep: the first person's, None in an AI-only game."""
    for i, seat in enumerate(match.seats):
        if not seat.is_ai:
            return i
    return None


def opponent_level(match, seat: int) -> str:
    """The strongest AI level among the other seats; "people" when only people sit there, "solo" alone."""
    levels = [s.level for i, s in enumerate(match.seats) if i != seat and s.is_ai]
    if levels:
        return max(levels, key=lambda lv: LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else -1)
    return PEOPLE if match.players > 1 else SOLO


def outcome(match, seat: int) -> str:
    """"won", "drawn" or "lost" for `seat` of a finished match."""
    returns = list(match.state.returns())
    mine = returns[seat]
    best = max(returns)
    if mine <= 0.0 and best <= 0.0:
        return "lost"  # nobody won (a solitaire game that ran out)
    if mine < best:
        return "lost"
    sharing = sum(1 for r in returns if r == best)
    everyone = sharing == len(returns)
    if sharing == 1 or (everyone and mine >= 1.0):
        return "won"  # alone, or a team (co-op, solitaire) that won together
    return "drawn"


def duration_words(seconds: float) -> str:
    """Time played in words, the same on every page that shows it (the statistics, the past games):
    whole minutes of the whole seconds ("under a minute", "7 min", "1 h 05 min"); "0 min" for none."""
    total = int(round(max(0.0, float(seconds))))
    if total <= 0:
        return "0 min"
    if total < 60:
        return "under a minute"
    minutes = total // 60
    return f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60:02d} min"


def record_match(match, seconds: float = 0.0, hints: int = 0, when: str | None = None) -> dict | None:
    """Count a finished match in the statistics; returns the updated record of its game and mode, or None
    when the match does not count (not finished, or nobody played it)."""
    seat = person_seat(match)
    if seat is None or not match.state.is_over():
        return None
    data, _ = load()
    modes = data["games"].setdefault(match.game_id, {})
    rec = modes.setdefault(mode_of(match), blank_record())
    result = outcome(match, seat)
    level = opponent_level(match, seat)
    rec["played"] += 1
    rec[result] += 1
    by = rec["by_level"].setdefault(level, {"won": 0, "lost": 0, "drawn": 0})
    by[result] = by.get(result, 0) + 1
    rec["streak"] = rec["streak"] + 1 if result == "won" else 0  # a draw or a loss ends a winning streak
    rec["best_streak"] = max(rec["best_streak"], rec["streak"])
    score = float(match.state.scores()[seat])
    rec["best_score"] = score if rec["best_score"] is None else max(float(rec["best_score"]), score)
    rec["score_total"] = float(rec["score_total"]) + score
    rec["scored"] += 1
    rec["seconds"] = float(rec["seconds"]) + max(0.0, float(seconds))
    rec["hints"] += int(hints)
    rec["recent"] = (rec["recent"] + [{"result": result, "level": level, "score": score,
                                       "date": when or datetime.now().isoformat(timespec="minutes")}])[-RECENT:]
    save(data)
    return rec


def game_records(game_id: str) -> tuple[dict, str | None]:
    """({mode: record}, a damaged-file message or None) for one game."""
    data, problem = load()
    return dict(data["games"].get(game_id, {})), problem


def reset(game_id: str) -> bool:
    """Forget one game's statistics (every mode); True when saved."""
    data, _ = load()
    data["games"].pop(game_id, None)
    return save(data)


def average_score(rec: dict) -> float | None:
    return float(rec["score_total"]) / rec["scored"] if rec.get("scored") else None
