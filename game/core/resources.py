"""Where the project's data files are: levels/, sprites/ and sounds/, in a checkout or a built bundle.

Pure Python: no pygame. Code asks here instead of building paths from __file__ itself.
"""
from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path


def project_root() -> Path:
    """The folder holding levels/, sprites/ and sounds/ (PyInstaller unpacks them to _MEIPASS)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def levels_dir() -> Path:
    return project_root() / "levels"


def sprites_dir() -> Path:
    return project_root() / "sprites"


def sounds_dir() -> Path:
    return project_root() / "sounds"


def fonts_dir() -> Path:
    return sprites_dir() / "fonts"


@lru_cache(maxsize=None)
def load_level(game_id: str, name: str) -> dict:
    """A data file levels/<game_id>/<name>.json, parsed (cached: callers must not mutate it)."""
    path = levels_dir() / game_id / f"{name}.json"
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def level_names(game_id: str) -> list[str]:
    return sorted(p.stem for p in (levels_dir() / game_id).glob("*.json"))
