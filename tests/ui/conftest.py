"""Fixtures for the shell's screen tests: a fresh per-user folder per test and the test-only game."""
import pytest

from game.ui import kits
from tests.ui.pebbles.kit import KIT as PEBBLES_KIT
from tests.ui.pebbles.rules import GAME as PEBBLES


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Each test gets its own settings and saves, so remembered choices never leak between tests."""
    monkeypatch.setenv("GRAND_BALL_HOME", str(tmp_path / "home"))
    kits.forget_failures()
    yield tmp_path / "home"


@pytest.fixture
def pebbles():
    """Register the test-only Pebbles game next to the real ones, as a sixth game would be: through the
    public registration API only (its rules and its kit)."""
    kits.register(PEBBLES, PEBBLES_KIT)
    yield PEBBLES
    kits.forget("pebbles")
