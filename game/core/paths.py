"""Per-user folders for saves, settings and logs (platformdirs), with a safe fallback.

Pure Python: no pygame. GRAND_BALL_HOME overrides every folder (tests point it at a temp dir).
"""
from __future__ import annotations

import logging
import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "grand-ball"
APP_AUTHOR = "GrandBall"

log = logging.getLogger(__name__)


def _base(kind: str) -> Path:
    home = os.environ.get("GRAND_BALL_HOME")
    if home:
        return Path(home) / kind
    if kind == "data":
        return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))
    if kind == "logs":
        return Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR))
    raise ValueError(kind)


def _usable(kind: str) -> Path:
    """The folder for `kind`, created if needed; a temp folder when the real one is unwritable. Never
    raises: when even the temp folder cannot be made, its path is returned all the same (logged), so a
    read finds no file and a write fails with an OSError its caller reports."""
    path = _base(kind)
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / ".write-test"
        probe.write_text("ok", encoding="utf-8")
        probe.unlink()
        return path
    except OSError as exc:
        fallback = Path(tempfile.gettempdir()) / APP_NAME / kind
        log.warning("cannot write %s (%s); using %s for this session", path, exc, fallback)
        _make(fallback)
        return fallback


def _make(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.error("cannot make %s either (%s): nothing will be saved this session", folder, exc)


def data_dir() -> Path:
    return _usable("data")


def saves_dir() -> Path:
    path = data_dir() / "saves"
    _make(path)
    return path


def config_dir() -> Path:
    return _usable("config")


def log_dir() -> Path:
    return _usable("logs")


def atomic_write_text(path: Path, text: str) -> None:
    """Write a whole file or nothing: a temp file in the same folder, then an atomic rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError as exc:  # the write failed already (raised below); a stray temp file is harmless
            log.warning("temp file %s left behind: %s", tmp, exc)
        raise
