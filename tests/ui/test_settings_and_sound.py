"""Settings: changes apply at once, are remembered across runs, and an unwritable folder or a missing
audio device never stops the game."""
import json

import pygame

from game.ui.settings import Settings
from game.ui.settings_menu import SettingsScene
from game.ui.sound import SoundBoard
from tests.ui.harness import click_widget, key, make_app, step


def open_settings():
    app = make_app(open="settings")
    step(app, 2)
    assert isinstance(app.top, SettingsScene)
    return app, app.top


def test_settings_changes_are_saved_and_reloaded():
    app, scene = open_settings()
    click_widget(app, scene.widgets["mute"])
    click_widget(app, scene.widgets["speed"].buttons[0])  # Off
    click_widget(app, scene.widgets["colours"])
    assert app.settings.muted and app.settings.animation_speed == 0.0 and app.settings.colour_blind
    assert app.sound.volume == 0.0  # muted means silent at once
    saved = json.loads(Settings.path().read_text(encoding="utf-8"))
    assert saved["muted"] is True and saved["animation_speed"] == 0.0 and saved["colour_blind"] is True
    # a new run starts with them
    again = make_app(open="settings")
    step(again, 2)
    assert again.settings.muted and again.settings.animation_speed == 0.0
    assert again.top.widgets["speed"].chosen == 0
    assert again.top.widgets["mute"].is_checked


def test_volume_slider_moves_the_volume():
    app, scene = open_settings()
    slider = scene.widgets["volume"]
    slider.set_current_value(30)
    step(app, 3)  # the slider reports the move through pygame_gui's event
    assert abs(app.settings.volume - 0.30) < 0.011
    assert Settings.load().volume == app.settings.volume


def test_fullscreen_toggle_is_remembered():
    app, scene = open_settings()
    click_widget(app, scene.widgets["fullscreen"])
    assert app.fullscreen and app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.fullscreen and not Settings.load().fullscreen


def test_escape_and_done_leave_settings():
    app, scene = open_settings()
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, SettingsScene)
    app.push(SettingsScene(app))
    step(app, 2)
    click_widget(app, app.top.menu.items[0][0])
    assert not isinstance(app.top, SettingsScene)


def test_an_unwritable_config_folder_is_survived(monkeypatch):
    app, scene = open_settings()

    def refuse(*args, **kwargs):
        raise PermissionError("read-only")

    monkeypatch.setattr("game.ui.settings.atomic_write_text", refuse)
    click_widget(app, scene.widgets["mute"])
    assert app.settings.muted and scene.saved is False
    step(app, 2)  # the scene says so on screen instead of failing


def test_a_damaged_settings_file_gives_defaults():
    Settings.path().write_text("[not, settings", encoding="utf-8")
    assert Settings.load() == Settings()
    app = make_app()
    step(app, 2)


def test_no_audio_device_means_silence(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    board = SoundBoard(0.8)
    assert not board.enabled
    board.play("click")  # nothing happens, nothing raises
    monkeypatch.setattr("game.ui.app.SoundBoard", lambda volume, start=True: SoundBoard(volume, start))
    app = make_app()
    step(app, 2)
    app.sound.play("win")
