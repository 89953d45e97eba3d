"""Where the app's log goes: a rotating file in the user log folder (a windowed executable has no console)
and, from source, warnings on stderr; and where that file is, for a message that names it."""
from __future__ import annotations

import logging
import os
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from game.core.paths import log_dir

log = logging.getLogger(__name__)


def log_file() -> str | None:
    """The log file the app writes (None when it writes none)."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.FileHandler):
            return handler.baseFilename
    return None


def log_folder() -> str:
    """Where the log would be (for a message when no log file is open)."""
    return str(log_dir())


def configure_logging() -> Path | None:
    """Log to a file in the user log folder (a windowed executable has no console) and to stderr."""
    handlers: list[logging.Handler] = []
    path = None
    problem = None
    try:
        path = log_dir() / "grand-ball.log"
        handlers.append(RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8"))
    except OSError as exc:  # no log file: the log goes to stderr only, and says why once it is set up
        problem, path = exc, None
    if sys.stderr is not None and not getattr(sys, "frozen", False):
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        handlers.append(stream)
    logging.basicConfig(level=logging.INFO, handlers=handlers,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
    if problem is not None:
        log.warning("no log file this session: %s", problem)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return path
