"""The way in: launcher -> setup -> table, Resume from the autosave, damaged saves, broken game modules."""
import json
from pathlib import Path

import pygame

from game.core.match import Match, Seat
from game.core.saves import autosave_path, save_match
from game.ui.launcher import LauncherScene
from game.ui.setup import SetupScene
from game.ui.table import TableScene
from tests.ui.harness import click, click_widget, key, make_app, step


def test_launcher_lists_every_game_and_the_rehearsals():
    app = make_app()
    step(app, 2)
    launcher = app.top
    assert isinstance(launcher, LauncherScene)
    ids = [e.game_id for e in launcher.entries]
    assert ids[0] == "trifoil"
    assert {"fancy_dancing", "trifecta", "casino", "the_dance"} <= set(ids)
    from game.core.registry import GAMES
    from game.ui import kits

    # the registered games with a UI kit are playable; the rest are still in rehearsal
    assert {e.game_id for e in launcher.entries if e.ready} == {g for g in GAMES if kits.has_kit(g)}
    # every card lies inside the window and no two overlap
    screen = pygame.Rect((0, 0), app.size)
    for i, rect in enumerate(launcher.card_rects):
        assert screen.contains(rect)
        assert not any(rect.colliderect(other) for other in launcher.card_rects[i + 1:])


def test_a_rehearsal_card_is_not_playable(monkeypatch):
    from game.core import registry
    from tests.ui.pebbles.rules import GAME as PEBBLES

    # every game of the collection has its kit now: a game registered with its rules only stands in
    monkeypatch.setitem(registry.GAMES, "pebbles", PEBBLES)
    app = make_app()
    step(app, 2)
    launcher = app.top
    rehearsal = next(i for i, e in enumerate(launcher.entries) if not e.ready)
    click(app, launcher.card_rects[rehearsal].center)
    assert app.top is launcher
    assert any("rehearsal" in t.text for t in app.toasts.items)


def test_keyboard_launcher_to_setup_to_trifoil_table():
    app = make_app()
    step(app, 2)
    key(app, pygame.K_RETURN)  # the Trifoil card has the focus
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.info.id == "trifoil"
    key(app, pygame.K_RETURN)  # Start the game (the focused button)
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.kind for s in table.match.seats] in (["human", "ai"], ["ai", "human"])
    assert app.settings.last_setup["trifoil"]["seats"][0]["kind"] == "human"
    step(app, 3)


def test_clicking_a_card_and_start_with_the_mouse(pebbles):
    app = make_app()
    step(app, 2)
    launcher = app.top
    index = next(i for i, e in enumerate(launcher.entries) if e.game_id == "pebbles")
    click(app, launcher.card_rects[index].center)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.info.id == "pebbles"
    start_button = setup.menu.items[2][0]
    click_widget(app, start_button)
    assert type(app.top).__name__ == "PebblesTable"


def test_setup_choices_change_the_match_and_are_remembered(pebbles):
    app = make_app(game="pebbles")
    step(app, 2)
    setup = app.top
    # the second seat to Human, the pile to nine, the second row plays first
    click_widget(app, setup.widgets["kinds"][1].buttons[0])
    assert setup.rows[1]["kind"] == "human"
    assert setup.rows[1]["name"] == "Player 2"
    setup.options["pile"] = "large"
    setup.first = "1"
    match = setup.build_match()
    assert [s.name for s in match.seats] == ["Player 2", "Player 1"]
    assert match.state.pile == 9
    setup.remember()
    again = SetupScene(app, "pebbles")
    assert again.rows[1]["kind"] == "human" and again.options["pile"] == "large" and again.first == "1"


def test_setup_random_first_resolves_to_a_seat(pebbles):
    import random

    app = make_app(game="pebbles")
    step(app, 2)
    setup = app.top
    setup.first = "random"
    firsts = {setup.build_match(random.Random(seed)).seats[0].name for seed in range(20)}
    assert firsts == {setup.rows[0]["name"], setup.rows[1]["name"]}


def test_escape_leaves_setup_then_quits():
    app = make_app(game="trifoil")
    step(app, 2)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LauncherScene)
    key(app, pygame.K_ESCAPE)
    assert not app.running


def test_resume_brings_back_the_autosave():
    match = Match.new("trifoil", 2, None, seed=3, seats=[Seat("human", "Ann"), Seat("human", "Bo")])
    match.play(match.state.legal_actions()[0])
    save_match(match)
    app = make_app()
    step(app, 2)
    launcher = app.top
    assert launcher.save_info["moves"] == 1
    resume = launcher.menu.items[0][0]
    assert "Resume Trifoil" in resume.text
    click_widget(app, resume)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.log == match.log and table.match.seats[0].name == "Ann"


def test_a_damaged_autosave_is_reported_and_set_aside():
    path = autosave_path()
    path.write_text("{ this is not json", encoding="utf-8")
    app = make_app()
    step(app, 3)
    launcher = app.top
    assert launcher.save_info is None
    assert "damaged" in launcher.save_problem
    assert not path.exists()
    assert list((path.parent / "damaged").glob("autosave.damaged-*.json"))
    assert all("Resume" not in b.text for b, _ in launcher.menu.items)


def test_a_save_from_an_unknown_game_is_reported():
    autosave_path().write_text(json.dumps({"format": "grand-ball-save", "format_version": 1, "game": "croquet",
                                           "log": []}), encoding="utf-8")
    app = make_app()
    step(app, 2)
    assert "croquet" in app.top.save_problem


def test_a_missing_table_module_is_a_message_not_a_crash(pebbles):
    import dataclasses
    import importlib

    from game.ui import kits

    def missing_table(app, match, demo=False):
        return importlib.import_module("tests.ui.no_such_table").PebblesTable(app, match, demo)

    def missing_picture(surface, rect, scale):
        importlib.import_module("tests.ui.no_such_table")

    kits.register(pebbles, dataclasses.replace(kits.kit("pebbles"), table=missing_table, thumbnail=missing_picture))
    app = make_app(game="pebbles")
    step(app, 2)
    app.top.start()
    step(app, 2)
    assert isinstance(app.top, SetupScene)
    assert any("not part of this build" in t.text for t in app.toasts.items)
    app.go_to_launcher()
    step(app, 8)  # the cards get their pictures one a frame; this one falls back to its emblem
    assert "pebbles" in app.top._thumb_failed


def test_the_launcher_imports_no_ai_or_table_code_for_its_first_frame():
    import subprocess
    import sys

    code = ("import sys, game.__main__ as m; from game.ui.app import App, AppOptions; "
            "from game.ui.start import start_scenes; a = App(AppOptions(size=(960, 540))); start_scenes(a); "
            "a._frame(); print(' '.join(sorted(n for n in sys.modules if n.startswith('game.'))))")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root).stdout
    loaded = set(out.split())
    assert "game.ui.launcher" in loaded
    assert not {n for n in loaded if n.startswith("game.ai")}  # the AI starts with the first table
    # no game's rules, table or pictures: the cards show their emblems until the next frames
    games = {n.split(".")[1] for n in loaded if n.count(".") >= 2 and n.split(".")[1] in
             ("trifoil", "fancy_dancing", "trifecta", "casino", "the_dance")}
    assert games == {"trifoil", "fancy_dancing", "trifecta", "casino", "the_dance"}
    assert {n for n in loaded if n.count(".") >= 2 and n.split(".")[1] in games} == \
        {f"game.{g}.{m}" for g in games for m in ("kit", "emblem")} | {"game.fancy_dancing.highscores"}


def test_typing_a_name_renames_the_seat_and_enter_does_not_start(pebbles):
    app = make_app(game="pebbles")
    step(app, 2)
    setup = app.top
    entry = setup.widgets["names"][0]
    click_widget(app, entry)
    assert entry.is_focused
    entry.set_text("")
    for ch in "Ann":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    key(app, pygame.K_s, unicode="s")  # a letter typed into a field is not a shortcut
    key(app, pygame.K_RETURN)  # finishes the name; does not start the game
    assert app.top is setup
    assert setup.rows[0]["name"] == "Ann"
    assert "Ann" in setup.widgets["first"].options_list[0]
    key(app, pygame.K_ESCAPE)  # Esc still leaves, and the name is remembered
    assert app.settings.last_setup["pebbles"]["seats"][0]["name"] == "Ann"
