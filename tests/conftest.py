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


# The longest files first, in this order: `make test` hands whole files to its two workers in collection
# order (--dist loadfile --no-loadscope-reorder), so the long ones start at once and the many short ones
# fill in behind them; a long file left to the end would keep one worker busy while the other idles.
# The executable's file leads: it waits on the PyInstaller build and on five autoplays at 60 frames a
# second, using little CPU. A file missing from the list runs after these, in the usual order.
LONGEST_FIRST = (
    "tests/test_executable.py",
    "tests/ai/test_determinism.py",
    "tests/ai/test_casino_bot.py",
    "tests/ui/test_secrets.py",
    "tests/casino/test_legal_sets.py",
    "tests/ai/test_hints.py",
    "tests/ui/test_hints_replays_stats.py",
    "tests/ui/test_damaged_settings.py",
    "tests/core/test_conformance.py",
    "tests/the_dance/test_table_secrets.py",
    "tests/trifoil/test_ai_odds.py",
    "tests/ai/test_fancy_bot.py",
    "tests/the_dance/test_reference_engine.py",
    "tests/the_dance/test_table.py",
    "tests/casino/test_ai_odds.py",
    "tests/ai/test_trifoil_bot.py",
    "tests/ai/test_trifecta_bot.py",
    "tests/the_dance/test_golden.py",
    "tests/casino/test_reference_game.py",
    "tests/test_bench.py",
)


def pytest_collection_modifyitems(config, items):
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    last = len(LONGEST_FIRST)

    def file_rank(item) -> int:
        return rank.get(item.nodeid.split("::", 1)[0], last)

    items.sort(key=file_rank)  # stable: tests keep their order within a file, other files theirs
