"""Settings files a person's machine may hold, damaged or odd in every way we could think of: each field is
checked for its kind and range, anything odd takes its default, and the launcher, every setup screen and a
table all open and run with them; the App recovers from no fault because none happens."""
import json
import math

import pygame
import pytest

from game.core import paths
from game.core.registry import GAMES
from game.ui import kits
from game.ui.launcher import LauncherScene
from game.ui.settings import MIN_WINDOW, Settings, checked_setup
from game.ui.settings_menu import SettingsScene
from game.ui.setup import SetupScene
from game.ui.table import TableScene
from tests.ui.harness import make_app as make_real_app
from tests.ui.harness import step

pytestmark = pytest.mark.usefixtures("recovering")  # these tests watch the App recover from faults

DEFAULT = Settings()
TABLE_GAMES = sorted(gid for gid in GAMES if kits.has_kit(gid))

# whole files (the text as it lies on the disk)
FILES = {
    "empty": "", "not json": "{ volume: loud", "a list": "[1, 2, 3]", "null": "null", "a number": "42",
    "a string": '"settings"', "binary": "\x00\xff\xfe garbage", "nested too deep": "[" * 100_000,
    "an object in a list": '[{"volume": 0.2}]',
}
# one odd field each (parsed JSON; NaN and Infinity are what Python's json reads from such a file)
FIELDS = [
    {"window_size": []}, {"window_size": ["wide", 2]}, {"window_size": [100000, 100000]},
    {"window_size": [-5, 3]}, {"window_size": "1280x720"}, {"window_size": [float("inf"), 720]},
    {"window_size": [float("nan"), 720]}, {"window_size": [True, False]}, {"window_size": [1280]},
    {"window_size": [1280, 720, 3]}, {"window_size": None}, {"window_size": {"w": 1280}},
    {"volume": "loud"}, {"volume": float("nan")}, {"volume": float("inf")}, {"volume": float("-inf")},
    {"volume": -3}, {"volume": 7}, {"volume": True}, {"volume": None}, {"volume": []},
    {"muted": "true"}, {"muted": "false"}, {"fullscreen": "yes"}, {"show_hints": "false"}, {"colour_blind": 1},
    {"muted": None}, {"animation_speed": "fast"}, {"animation_speed": 3}, {"animation_speed": float("nan")},
    {"animation_speed": -1}, {"animation_speed": True}, {"theme": "dark", "version": 99},
    {"last_setup": []}, {"last_setup": "trifoil"}, {"last_setup": {"trifoil": [1, 2]}},
    {"last_setup": {"trifoil": {"options": [1, 2]}}}, {"last_setup": {"trifoil": {"options": "board_8"}}},
    {"last_setup": {"trifoil": {"options": {"board": 5, "nonsense": True}}}},
    {"last_setup": {"trifoil": {"players": 99}}}, {"last_setup": {"trifoil": {"players": True}}},
    {"last_setup": {"trifoil": {"players": "2"}}}, {"last_setup": {"trifoil": {"seats": "all"}}},
    {"last_setup": {"trifoil": {"seats": [{"kind": "robot", "level": "godlike", "name": "\x00x" * 50}, 7]}}},
    {"last_setup": {"trifoil": {"seats": [{"kind": "ai", "level": ["hard"], "name": {"a": 1}}]}}},
    {"last_setup": {"trifoil": {"first": "\u00b2"}}}, {"last_setup": {"trifoil": {"first": 1}}},
    {"last_setup": {"trifoil": {"first": "99"}}}, {"last_setup": {"trifoil": None, "chess": {"players": 2}}},
    {"last_setup": {"fancy_dancing": {"players": 1, "options": {"mode": "duel"}}}},
    {"last_setup": {"fancy_dancing": {"players": 4, "options": {"mode": "solitaire"}}}},
    {"last_setup": {"trifecta": {"players": 6, "seats": [{}] * 40}}},
]


class FrameClock:
    """A clock that says a frame took 1/60 s without waiting for it (these tests count frames, not time)."""

    def tick(self, fps=0):
        return 1000 // 60


def make_app(**options):
    app = make_real_app(**options)
    app.clock = FrameClock()
    return app


def write_settings(text: str) -> None:
    Settings.path().write_text(text, encoding="utf-8", errors="surrogateescape")


def write_field(change: dict) -> None:
    write_settings(json.dumps(change))


def visit_everything(app, games=TABLE_GAMES) -> None:
    """The launcher, the settings screen, each game's setup screen, and a table started from the setup: a
    few frames of each."""
    step(app, 3)
    assert isinstance(app.top, LauncherScene)
    app.push(SettingsScene(app))
    step(app, 2)
    assert isinstance(app.top, SettingsScene)
    app.pop()
    for game_id in games:
        app.push(SetupScene(app, game_id))
        step(app, 2)
        assert isinstance(app.top, SetupScene)
        app.pop()
    app.push(SetupScene(app, "trifoil"))
    step(app, 2)
    app.top.start()
    step(app, 4)
    assert isinstance(app.top, TableScene)


def assert_sane(settings: Settings) -> None:
    assert 0.0 <= settings.volume <= 1.0 and math.isfinite(settings.volume)
    assert settings.animation_speed in (0.0, 0.5, 1.0, 2.0)
    for name in ("muted", "colour_blind", "fullscreen", "show_hints"):
        assert isinstance(getattr(settings, name), bool)
    assert len(settings.window_size) == 2 and all(isinstance(v, int) for v in settings.window_size)
    assert isinstance(settings.last_setup, dict)


@pytest.mark.parametrize("name", list(FILES))
def test_a_damaged_file_gives_the_defaults_and_everything_opens(name):
    write_settings(FILES[name])
    assert Settings.load() == DEFAULT
    app = make_app(size=None)
    visit_everything(app)
    assert app.faults == 0


@pytest.mark.parametrize("change", FIELDS, ids=[json.dumps(c)[:60] for c in FIELDS])
def test_an_odd_field_takes_its_default_and_everything_opens(change):
    write_field(change)
    settings = Settings.load()
    assert_sane(settings)
    for key, value in change.items():
        if key in ("muted", "fullscreen", "show_hints", "colour_blind", "animation_speed") or \
                (key == "volume" and not isinstance(value, (int, float))):
            assert getattr(settings, key) == getattr(DEFAULT, key), "odd: the default"
    app = make_app(size=None)
    remembered = change.get("last_setup")
    visit_everything(app, [g for g in remembered if g in GAMES] if isinstance(remembered, dict) else ["trifoil"])
    assert app.faults == 0
    desktop = pygame.display.get_desktop_sizes()[0]
    assert MIN_WINDOW[0] <= app.size[0] <= max(desktop[0], MIN_WINDOW[0])
    assert MIN_WINDOW[1] <= app.size[1] <= max(desktop[1], MIN_WINDOW[1])


def test_a_giant_window_is_fitted_to_the_desktop_and_a_tiny_one_to_the_minimum():
    write_field({"window_size": [100000, 100000]})
    app = make_app(size=None)
    assert app.size == tuple(pygame.display.get_desktop_sizes()[0])
    write_field({"window_size": [3, 3]})
    assert make_app(size=None).size == MIN_WINDOW
    assert make_app(size=(100000, 100000)).size[0] <= 7680  # the command line is held in too


def test_good_values_are_kept():
    good = {"volume": 0.25, "muted": True, "animation_speed": 0.5, "colour_blind": True, "fullscreen": False,
            "show_hints": False, "window_size": [900, 600],
            "last_setup": {"trifoil": {"players": 2, "seats": [{"kind": "human", "name": "Ann", "level": "easy"}],
                                       "options": {"board": "board_8"}, "first": "1"}}}
    write_field(good)
    settings = Settings.load()
    assert settings == Settings(**good)
    app = make_app(size=None)
    assert app.size == (900, 600)
    setup = SetupScene(app, "trifoil")
    assert setup.options["board"] == "board_8" and setup.first == "1" and setup.rows[0]["name"] == "Ann"


def test_a_remembered_setup_is_checked_against_its_game():
    info = GAMES["fancy_dancing"].info
    got = checked_setup(info, {"players": 9, "seats": [{"kind": "ai", "level": "hard", "name": "Bo\x07b"}, "x"],
                               "options": {"mode": "solitaire", "colour": "red", 3: 4}, "first": "7"})
    assert "players" not in got and "first" not in got
    assert got["seats"] == [{"name": "Bob", "kind": "ai", "level": "hard"}, {"name": ""}]
    assert got["options"] == {"mode": "solitaire"}
    trifoil = GAMES["trifoil"].info
    board = next(o for o in trifoil.options if o.name == "board")
    value = board.choices[0][0]
    assert checked_setup(trifoil, {"options": {"board": value}})["options"] == {"board": value}
    assert checked_setup(trifoil, [1, 2]) == {} and checked_setup(trifoil, None) == {}


def test_a_remembered_setup_changed_while_running_is_checked_when_the_setup_opens():
    app = make_app()
    step(app, 2)
    app.settings.last_setup["trifoil"] = {"options": [1, 2], "players": "many", "seats": {"a": 1}}
    app.push(SetupScene(app, "trifoil"))
    step(app, 2)
    assert isinstance(app.top, SetupScene) and app.faults == 0
    app.settings.last_setup = ["not", "a", "dict"]
    app.pop()
    app.push(SetupScene(app, "casino"))
    step(app, 2)
    assert isinstance(app.top, SetupScene) and app.faults == 0


def test_a_settings_file_that_is_a_directory(private_home):
    Settings.path().mkdir()
    assert Settings.load() == DEFAULT
    app = make_app(size=None)
    visit_everything(app)
    assert app.faults == 0 and app.settings.save() is False


def test_an_unwritable_config_folder_and_no_temp_folder_either(private_home, monkeypatch, tmp_path):
    (private_home / "config").parent.mkdir(parents=True, exist_ok=True)
    (private_home / "config").write_text("a file where the folder should be", encoding="utf-8")
    blocked = tmp_path / "blocked"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setattr(paths.tempfile, "gettempdir", lambda: str(blocked))  # no fallback folder can be made
    assert Settings.load() == DEFAULT
    app = make_app(size=None)
    visit_everything(app)
    assert app.faults == 0 and app.settings.save() is False
