"""Test set-up: headless SDL drivers and a private per-user folder, before anything imports pygame."""
import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["GRAND_BALL_HOME"] = tempfile.mkdtemp(prefix="grand-ball-tests-")
# A fault in a scene is raised where it happens, not recovered from: a test must never pass because the
# App quietly went back to the launcher. The fault tests opt out (the `recovering` fixture).
os.environ["GRAND_BALL_RAISE_FAULTS"] = "1"

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


import pytest  # noqa: E402 - after the environment above, which must come first


@pytest.fixture(autouse=True, scope="session")
def _fonts_ready():
    """Drawing tests measure words with the bundled fonts: the font module is ready whatever test runs first
    (a test picked alone with -k must not depend on another having started the App)."""
    import pygame

    pygame.font.init()
    yield


@pytest.fixture
def recovering(monkeypatch):
    """The App recovers from a scene's fault as it does for a player (the fault tests use this)."""
    monkeypatch.delenv("GRAND_BALL_RAISE_FAULTS", raising=False)
