"""Fixtures for the shell's screen tests: a fresh per-user folder per test and the test-only game."""
import pytest

from game.core.registry import GAMES
from game.ui import gamemods
from tests.ui import fake_game


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Each test gets its own settings and saves, so remembered choices never leak between tests."""
    monkeypatch.setenv("GRAND_BALL_HOME", str(tmp_path / "home"))
    gamemods.forget_failures()
    yield tmp_path / "home"


@pytest.fixture
def pebbles(monkeypatch):
    """Register the test-only Pebbles game next to the real ones."""
    monkeypatch.setitem(GAMES, "pebbles", fake_game.GAME)
    yield fake_game.GAME
