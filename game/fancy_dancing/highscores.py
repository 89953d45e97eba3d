"""High scores per Fancy Dancing solo mode (solitaire, cooperative, endurance), kept as JSON in the
user data folder. Pure Python: no pygame. A damaged file is set aside and a fresh table started."""
from __future__ import annotations

import json
import logging
from datetime import date
from pathlib import Path

from game.core.paths import atomic_write_text, data_dir

log = logging.getLogger(__name__)
KEEP = 10
SOLO_MODES = ("solitaire", "cooperative", "endurance")


def path() -> Path:
    return data_dir() / "fancy_dancing_highscores.json"


def load() -> dict:
    """{mode: [{"name", "accolades", "won", "turns", "date"}, ...]} best first."""
    p = path()
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a table")
        return {m: [e for e in data.get(m, []) if isinstance(e, dict)] for m in SOLO_MODES}
    except FileNotFoundError:
        return {m: [] for m in SOLO_MODES}
    except (OSError, ValueError) as exc:
        log.warning("high-score file unreadable (%s); starting a new one", exc)
        try:
            p.replace(p.with_suffix(".damaged.json"))
        except OSError:
            pass
        return {m: [] for m in SOLO_MODES}


def _rank(entry: dict) -> tuple:
    # more Accolades first; then a win; then fewer turns (a quicker win is the better one)
    return (-int(entry.get("accolades", 0)), not entry.get("won", False), int(entry.get("turns", 0)))


def record(mode: str, name: str, accolades: int, won: bool, turns: int, when: str | None = None) -> int | None:
    """Add a finished game; returns its place (1 = best) if it made the table, else None."""
    if mode not in SOLO_MODES:
        raise ValueError(f"no high scores for {mode!r}")
    table = load()
    entry = {"name": name, "accolades": int(accolades), "won": bool(won), "turns": int(turns),
             "date": when or date.today().isoformat()}
    rows = sorted(table[mode] + [entry], key=_rank)
    place = rows.index(entry) + 1
    table[mode] = rows[:KEEP]
    try:
        atomic_write_text(path(), json.dumps(table, indent=1))
    except OSError as exc:
        log.warning("could not save high scores: %s", exc)
    return place if place <= KEEP else None
