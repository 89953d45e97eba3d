"""The conformance test of every game's UI kit (game/ui/kit.py): each field of the right kind, every
picture draws at a few sizes, every table opens and draws, the help has pages, and a kit is cheap to
import (its rules and table load only when first asked for). The test-only sixth game, Pebbles, is
checked with the five."""
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pygame
import pytest

from game.core.registry import GAMES
from game.ui import kits
from game.ui.app import App, AppOptions
from game.ui.emblems import crest, emblem
from game.ui.kit import GameKit
from game.ui.start import demo_match, finished_match
from game.ui.table import TableScene
from tests.ui.harness import StubAI

KIT_GAMES = sorted(gid for gid in GAMES if kits.has_kit(gid)) + ["pebbles"]
SIZES = ((96, 72), (240, 180), (520, 390))
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _with_pebbles(pebbles):
    yield


@pytest.fixture
def app():
    app = App(AppOptions(size=(1280, 720)))
    app._ai = StubAI()
    yield app
    app.shutdown()


def inked(surface: pygame.Surface) -> int:
    """How many sampled pixels a picture drew on its transparent surface."""
    w, h = surface.get_size()
    return sum(1 for x in range(0, w, 3) for y in range(0, h, 3) if surface.get_at((x, y)).a)


def test_every_game_of_the_collection_has_a_kit():
    assert set(KIT_GAMES) >= {"trifoil", "fancy_dancing", "trifecta", "casino", "the_dance", "pebbles"}


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_every_field_is_of_its_kind(game_id):
    kit = kits.kit(game_id)
    info = GAMES[game_id].info
    assert isinstance(kit, GameKit) and callable(kit.table)
    for name in ("emblem", "thumbnail", "setup_preview", "option_preview", "result_art"):
        assert getattr(kit, name) is None or callable(getattr(kit, name)), name
    for name in ("result_lines", "result_banner", "result_seat", "end_text", "high_scores", "help_pages"):
        assert callable(getattr(kit, name)), name
    assert isinstance(kit.option_notes, Mapping)
    assert set(kit.option_notes) <= {o.name for o in info.options}
    assert all(isinstance(v, str) and v for v in kit.option_notes.values())
    assert isinstance(kit.score_label, str) and kit.score_label
    assert kit.autoplay_players is None or info.min_players <= kit.autoplay_players <= info.max_players


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_every_picture_draws_at_a_few_sizes(app, game_id):
    kit = kits.kit(game_id)
    info = GAMES[game_id].info
    shown = [o for o in info.options if o.name != "first"]
    for size in SIZES:
        for scale in (0.75, 1.0, 1.5):
            if kit.thumbnail is not None:
                surface = pygame.Surface(size, pygame.SRCALPHA)
                kit.thumbnail(surface, surface.get_rect(), scale)
                assert inked(surface) > 5, ("thumbnail", size)
            if kit.setup_preview is not None:
                for players in range(info.min_players, info.max_players + 1):
                    surface = pygame.Surface(size, pygame.SRCALPHA)
                    kit.setup_preview(surface, surface.get_rect(), players, scale)
            if kit.option_preview is not None and shown:
                for value, _ in shown[0].choices:  # the setup pictures its first option
                    surface = pygame.Surface(size, pygame.SRCALPHA)
                    kit.option_preview(surface, surface.get_rect(), shown[0].name, value, scale)
        picture = emblem(kit.emblem or crest(info.title), size)
        assert picture.get_size() == size and inked(picture) > 5, ("emblem", size)
    match = finished_match(game_id, 5)
    for size in SIZES:
        if kit.result_art is not None:
            surface = pygame.Surface(size, pygame.SRCALPHA)
            kit.result_art(surface, surface.get_rect(), match)
            assert inked(surface) > 5, ("result art", size)


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_the_results_words_fit_their_declared_shapes(game_id):
    kit = kits.kit(game_id)
    match = finished_match(game_id, 5)
    assert all(isinstance(line, str) for line in kit.result_lines(match))
    banner = kit.result_banner(match)
    assert banner is None or (isinstance(banner[0], str) and len(banner[1]) in (3, 4))
    for seat in range(match.players):
        for colour_blind in (False, True):
            look = kit.result_seat(match, seat, colour_blind)
            assert look is None or (isinstance(look[0], str) and len(look[1]) in (3, 4))
    assert isinstance(kit.end_text(match), str)
    modes = [value for value, _ in GAMES[game_id].info.option("mode").choices] if any(
        o.name == "mode" for o in GAMES[game_id].info.options) else ["standard"]
    for mode in modes:
        assert all(isinstance(row, dict) for row in kit.high_scores(mode))


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_every_table_opens_and_draws(app, game_id):
    table = kits.create_table(app, demo_match(game_id, "random", 3), demo=True)
    assert isinstance(table, TableScene) and table.match.game_id == game_id
    app.push(table)
    for _ in range(5):
        table.update(1 / 60)
        table.draw(app.screen)
    assert app.faults == 0


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_the_help_has_pages_and_each_draws(app, game_id):
    pages = kits.help_pages(game_id)
    assert pages
    surface = pygame.Surface((480, 400), pygame.SRCALPHA)
    for page in pages:
        assert isinstance(page["title"], str) and page["title"]
        assert isinstance(page["text"], str) and page["text"]
        if page.get("diagram") is not None:
            page["diagram"](surface, surface.get_rect().inflate(-16, -16), 1.0)


@pytest.mark.parametrize("game_id", sorted(gid for gid in GAMES if kits.has_kit(gid)))
def test_a_kit_is_cheap_to_import(game_id):
    """Importing a game's kit loads neither its rules nor its table: they load when first asked for."""
    code = (f"import sys, game.{game_id}.kit as k; k.KIT; "
            f"print(' '.join(sorted(n for n in sys.modules if n.startswith('game.{game_id}.'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    loaded = {word for word in out.split() if word.startswith("game.")}
    assert loaded == {f"game.{game_id}.kit", f"game.{game_id}.emblem"} | (
        {"game.fancy_dancing.highscores"} if game_id == "fancy_dancing" else set())


def test_a_kit_that_fails_to_load_is_a_readable_message(monkeypatch):
    """A broken kit module (here: one without its KIT) is a sentence for the player, remembered."""
    monkeypatch.setattr(kits, "module_name", lambda game_id: "tests.ui.pebbles.rules")
    kits._kits.pop("trifoil", None)
    try:
        with pytest.raises(kits.GameModuleError, match="Trifoil's table could not be loaded .AttributeError"):
            kits.kit("trifoil")
        assert "trifoil" in kits._failed
        plain = kits.kit_or_plain("trifoil")
        assert plain.score_label == "Score" and plain.thumbnail is None
    finally:
        kits.forget_failures()
        kits._kits.pop("trifoil", None)


def test_register_refuses_anything_but_a_game_kit(pebbles):
    with pytest.raises(TypeError, match="GameKit"):
        kits.register(pebbles, {"table": print})
    with pytest.raises(TypeError, match="table factory"):
        GameKit(table=None)
