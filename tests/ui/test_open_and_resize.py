"""Every scene the command line can open renders at the three sizes we care about, its widgets stay on
screen, and a resize lays everything out again."""
import pygame
import pytest

from game.ui.launcher import LauncherScene
from game.ui.pause import PauseScene
from game.ui.results import ResultsScene
from game.ui.rules_help import RulesHelpScene
from game.ui.settings_menu import SettingsScene
from game.ui.setup import SetupScene
from tests.ui.harness import make_app, resize, step

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCENES = {"launcher": LauncherScene, "setup:trifoil": SetupScene, "settings": SettingsScene,
          "help:trifoil": RulesHelpScene, "pause": PauseScene, "results": ResultsScene}


def widgets_on_screen(app) -> list:
    """The top scene's pygame_gui elements that stick out of the window (should be none)."""
    screen = pygame.Rect((0, 0), app.size)
    out = []
    for element in app.gui.get_sprite_group().sprites():
        if element is app.gui.get_root_container() or not element.visible:
            continue
        if element.rect.width and not screen.contains(element.rect):
            out.append(element)
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scene", list(SCENES))
def test_open_scene_renders(scene, size):
    app = make_app(size=size, open=scene)
    step(app, 4)
    assert isinstance(app.top, SCENES[scene])
    assert app.size == size
    assert not widgets_on_screen(app)
    # the picture is not blank: a drawn scene has many colours
    sample = pygame.transform.scale(app.screen, (64, 36))
    colours = {tuple(sample.get_at((x, y)))[:3] for x in range(64) for y in range(36)}
    assert len(colours) > 40


@pytest.mark.parametrize("scene", ["launcher", "setup:trifoil", "settings", "results"])
def test_resize_lays_out_again(scene):
    app = make_app(size=(1280, 720), open=scene)
    step(app, 2)
    top = app.top
    before = [w.rect.copy() for w in app.gui.get_sprite_group().sprites()][1:]
    resize(app, (960, 540))
    assert app.size == (960, 540) and app.top is top
    assert app.gui.scale == pytest.approx(0.75)
    after = [w.rect.copy() for w in app.gui.get_sprite_group().sprites()][1:]
    assert after and after != before
    assert not widgets_on_screen(app)
    resize(app, (1920, 1080))
    assert not widgets_on_screen(app)
    assert app.settings.window_size == [1920, 1080]


def test_launcher_cards_follow_the_window():
    app = make_app(size=(1280, 720))
    step(app, 2)
    small = [r.copy() for r in app.top.card_rects]
    resize(app, (1920, 1080))
    big = app.top.card_rects
    assert big[0].width > small[0].width
    assert all(pygame.Rect(0, 0, 1920, 1080).contains(r) for r in big)


def test_an_unknown_open_is_a_message():
    app = make_app(open="ballroom")
    step(app, 2)
    assert isinstance(app.top, LauncherScene)
    assert any("--open" in t.text for t in app.toasts.items)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_setup_fits_six_seats(pebbles, monkeypatch, size):
    import dataclasses

    monkeypatch.setattr(type(pebbles), "info", dataclasses.replace(pebbles.info, max_players=6, seat_names=()))
    app = make_app(size=size, game="pebbles")
    step(app, 2)
    setup = app.top
    setup.players = 6
    app.rebuild_gui()
    step(app, 2)
    names = setup.widgets["names"]
    assert len(names) == 6
    assert all(a.rect.bottom <= b.rect.top for a, b in zip(names, names[1:]))
    assert names[-1].rect.bottom < setup.widgets["first"].rect.top
    assert setup.widgets["first"].rect.bottom <= setup.left.bottom
    assert not widgets_on_screen(app)
