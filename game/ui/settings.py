"""Player settings (volume, mute, animation speed, colour-blind palette, fullscreen, the Hint button,
last choices),
remembered as JSON in the platformdirs config folder. A damaged or unwritable file never crashes."""
from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields

from game.core.paths import atomic_write_text, config_dir

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = ((0.0, "Off"), (0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"))


@dataclass
class Settings:
    volume: float = 0.7
    muted: bool = False
    animation_speed: float = 1.0
    colour_blind: bool = False
    fullscreen: bool = False
    show_hints: bool = True  # the tables' Hint button (and the H key)
    window_size: list = field(default_factory=lambda: [1280, 720])
    last_setup: dict = field(default_factory=dict)  # game id -> the setup screen's last choices

    @classmethod
    def path(cls):
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        path = cls.path()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError) as exc:
            log.warning("settings file %s unreadable (%s); using defaults", path, exc)
            return cls()
        settings = cls()
        names = {f.name for f in fields(cls)}
        for key, value in data.items() if isinstance(data, dict) else ():
            if key in names and isinstance(value, type(getattr(settings, key))) or \
                    key in ("volume", "animation_speed") and isinstance(value, (int, float)):
                setattr(settings, key, value)
        settings.volume = min(1.0, max(0.0, float(settings.volume)))
        if settings.animation_speed not in [s for s, _ in ANIMATION_SPEEDS]:
            settings.animation_speed = 1.0
        return settings

    def save(self) -> bool:
        try:
            atomic_write_text(self.path(), json.dumps(asdict(self), indent=1))
            return True
        except OSError as exc:
            log.warning("could not save settings: %s", exc)
            return False

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume
