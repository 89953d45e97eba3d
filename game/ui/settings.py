"""Player settings (volume, mute, animation speed, colour-blind palette, fullscreen, the Hint button, the
window size, each game's last setup), remembered as JSON in the platformdirs config folder.

The file lives on a person's machine, so every field is checked for its kind and range before use: a
value that is not right takes its default (with a log line), unknown keys are dropped, and a damaged,
empty, unreadable or unwritable file (or folder) never crashes; the defaults carry on. A game's last
setup is checked against that game's own options, seat counts, seat kinds and AI levels (checked_setup).
"""
from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass, field, fields

from game.core.paths import atomic_write_text, config_dir

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = ((0.0, "Off"), (0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"))
MIN_WINDOW = (800, 450)  # below this the layouts would crowd
MAX_WINDOW = (16384, 16384)  # no desktop is larger; the App then fits the window to the real desktop
SEAT_KINDS = ("human", "ai")
AI_LEVELS = ("easy", "normal", "hard")  # the levels the setup screen offers
NAME_LIMIT = 18  # characters in a seat's name
RANDOM_FIRST = "random"

_BAD = object()  # what a field check returns for a value it refuses


@dataclass
class Settings:
    volume: float = 0.7
    muted: bool = False
    animation_speed: float = 1.0
    colour_blind: bool = False
    fullscreen: bool = False
    show_hints: bool = True  # the tables' Hint button (and the H key)
    four_colour_suits: bool = True  # card suits in logs and trackers: clubs green, diamonds blue (Casino)
    window_size: list = field(default_factory=lambda: [1280, 720])
    last_setup: dict = field(default_factory=dict)  # game id -> the setup screen's last choices

    @classmethod
    def path(cls):
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        """The settings in the file, each field checked; the defaults for anything missing or odd."""
        try:
            path = cls.path()
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
            log.warning("settings file unreadable (%s: %s); using the defaults", exc.__class__.__name__, exc)
            return cls()
        return cls.from_data(data)

    @classmethod
    def from_data(cls, data) -> "Settings":
        """Settings from parsed JSON of any shape: each known field checked, the rest dropped (logged)."""
        settings = cls()
        if not isinstance(data, dict):
            log.warning("settings file holds a %s, not settings; using the defaults", type(data).__name__)
            return settings
        names = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in names:
                log.warning("settings: unknown key %r dropped", key)
                continue
            checked = _CHECKS[key](value)
            if checked is _BAD:
                log.warning("settings: %s=%s is not valid; using the default %r", key, _short(value),
                            getattr(settings, key))
                continue
            setattr(settings, key, checked)
        return settings

    def save(self) -> bool:
        try:
            atomic_write_text(self.path(), json.dumps(asdict(self), indent=1))
            return True
        except (OSError, TypeError, ValueError) as exc:
            log.warning("could not save settings: %s", exc)
            return False

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume


# --- the check of each field: the value to use, or _BAD ----------------------------------------------------
def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _number(value) -> float | object:
    """A finite number (a yes/no is not a number), else _BAD."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return _BAD
    return value


def _yes_no(value):
    return value if isinstance(value, bool) else _BAD


def _volume(value):
    number = _number(value)
    return _BAD if number is _BAD else min(1.0, max(0.0, float(number)))


def _speed(value):
    number = _number(value)
    speeds = [s for s, _ in ANIMATION_SPEEDS]
    return float(number) if number is not _BAD and number in speeds else _BAD


def _window_size(value):
    """[width, height] in whole pixels, within MIN_WINDOW..MAX_WINDOW (the App fits it to the desktop)."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return _BAD
    sides = [_number(v) for v in value]
    if any(v is _BAD for v in sides):
        return _BAD
    return [int(min(hi, max(lo, v))) for v, lo, hi in zip(sides, MIN_WINDOW, MAX_WINDOW)]


def _last_setup(value):
    """{game id: choices} with text keys and dict values; each game's choices are checked against that
    game when its setup screen opens (checked_setup), so a game added later keeps its line."""
    if not isinstance(value, dict):
        return _BAD
    kept = {}
    for game_id, choices in value.items():
        if isinstance(game_id, str) and isinstance(choices, dict):
            kept[game_id] = choices
        else:
            log.warning("settings: last setup %s=%s dropped", _short(game_id), _short(choices))
    return kept


_CHECKS = {"volume": _volume, "muted": _yes_no, "animation_speed": _speed, "colour_blind": _yes_no,
           "fullscreen": _yes_no, "show_hints": _yes_no, "four_colour_suits": _yes_no, "window_size": _window_size,
           "last_setup": _last_setup}


# --- a game's remembered setup --------------------------------------------------------------------------------
def clean_name(value) -> str:
    """A seat's name from a file: text only, no control characters, at most NAME_LIMIT characters."""
    if not isinstance(value, str):
        return ""
    return "".join(ch for ch in value if ch.isprintable())[:NAME_LIMIT].strip()


def checked_setup(info, saved) -> dict:
    """The remembered setup of the game `info` (its GameInfo) with only what that game accepts: "players"
    in its seat range, "seats" (kind, name, level of each row), "options" whose values are among the
    option's choices, "first" a seat of the table or "random". Anything else is left out (logged), so
    the setup screen falls back to the game's defaults for it."""
    if not isinstance(saved, dict):
        if saved is not None:
            log.warning("last setup of %s is a %s; using the defaults", info.id, type(saved).__name__)
        return {}
    out: dict = {}
    players = saved.get("players")
    if _number(players) is not _BAD and isinstance(players, int) and info.min_players <= players <= info.max_players:
        out["players"] = players
    elif players is not None:
        log.warning("last setup of %s: players=%s refused", info.id, _short(players))
    seats = saved.get("seats")
    if isinstance(seats, list):
        out["seats"] = [_checked_seat(row) for row in seats[:info.max_players]]
    options = saved.get("options")
    if isinstance(options, dict):
        out["options"] = {}
        for name, value in options.items():
            choice = _choice(info, name, value)
            if choice is _BAD:
                log.warning("last setup of %s: option %s=%s refused", info.id, _short(name), _short(value))
            else:
                out["options"][name] = choice
    elif options is not None:
        log.warning("last setup of %s: options=%s refused", info.id, _short(options))
    first = saved.get("first")
    seat_count = out.get("players", info.min_players)
    if first == RANDOM_FIRST or first in [str(i) for i in range(seat_count)]:
        out["first"] = first
    return out


def _checked_seat(row) -> dict:
    row = row if isinstance(row, dict) else {}
    seat = {"name": clean_name(row.get("name"))}
    if row.get("kind") in SEAT_KINDS:
        seat["kind"] = row["kind"]
    if row.get("level") in AI_LEVELS:
        seat["level"] = row["level"]
    return seat


def _choice(info, name, value):
    """The game's own value for option `name` equal to `value` (of the same kind: True is not 1)."""
    spec = next((o for o in info.options if o.name == name), None) if isinstance(name, str) else None
    if spec is None:
        return _BAD
    for choice, _ in spec.choices:
        if type(choice) is type(value) and choice == value:
            return choice
    return _BAD
