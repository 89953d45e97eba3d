"""The table's menus: Esc opens the pause menu (resume, rules, restart, settings, save and quit); a
finished game shows its results (play again, change setup, launcher)."""
import pygame

from game.core.match import Match, Seat
from game.core.saves import autosave_path, load_match
from game.ui.curtain import CurtainScene
from game.ui.launcher import LauncherScene
from game.ui.pause import PauseScene
from game.ui.results import ResultsScene, winners_of
from game.ui.rules_help import RulesHelpScene
from game.ui.settings_menu import SettingsScene
from game.ui.setup import SetupScene
from game.ui.start import finished_match
from game.ui.table_ending import RESULTS_DELAY
from tests.ui.pebbles.table import PebblesTable
from tests.ui.harness import click_widget, key, make_app, step

PEOPLE = [Seat("human", "Ann"), Seat("human", "Bo")]


def pebbles_table(app, seats=PEOPLE, demo=False):
    match = Match.new("pebbles", 2, None, seed=7, seats=list(seats))
    table = PebblesTable(app, match, demo=demo)
    table.curtain.lifted_for = 0  # the first player already has the screen
    app.push(table)
    step(app, 2)
    return table


def test_escape_opens_the_pause_menu_and_escape_resumes(pebbles):
    app = make_app()
    table = pebbles_table(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert app.top.is_overlay
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_pause_menu_items_reach_their_scenes(pebbles):
    app = make_app()
    table = pebbles_table(app)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    labels = [b.text for b, _ in pause.menu.items]
    assert labels == ["Resume", "Rules", "Restart", "Settings", "Save and quit"]
    click_widget(app, pause.menu.items[1][0])
    assert isinstance(app.top, RulesHelpScene) and app.top.game_id == "pebbles"
    key(app, pygame.K_ESCAPE)
    assert app.top is pause
    click_widget(app, pause.menu.items[3][0])
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is pause and pause.menu.focus == 3  # the rebuilt menu keeps its place
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)  # Resume
    assert app.top is table


def test_restart_asks_twice_when_moves_would_be_lost(pebbles):
    app = make_app()
    table = pebbles_table(app)
    key(app, pygame.K_1, unicode="1")
    assert len(table.match.log) == 1
    key(app, pygame.K_ESCAPE)
    pause = app.top
    click_widget(app, pause.menu.items[2][0])
    assert app.top is pause and pause.confirm_restart
    assert pause.menu.items[2][0].text == "Press again to restart"
    click_widget(app, pause.menu.items[2][0])
    assert table.match.log == []
    # two people and private views: the fresh game begins behind the curtain for its first player
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ann" and app.stack[-2] is table


def test_save_and_quit_autosaves_and_returns_to_the_launcher(pebbles):
    app = make_app()
    table = pebbles_table(app)
    key(app, pygame.K_2, unicode="2")
    key(app, pygame.K_ESCAPE)
    click_widget(app, app.top.menu.items[4][0])
    assert isinstance(app.top, LauncherScene)
    saved = load_match(autosave_path())
    assert saved.log == table.match.log
    assert app.top.save_info["moves"] == 1


def test_closing_the_window_autosaves(pebbles):
    app = make_app()
    pebbles_table(app)
    key(app, pygame.K_1, unicode="1")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app, 1)
    assert not app.running
    assert autosave_path().exists()


def test_results_open_after_the_last_move_and_play_again(pebbles):
    app = make_app()
    table = pebbles_table(app)
    for _ in range(3):  # 5 pebbles: 2, 2, 1 -> Ann takes the last one
        k = 1 if table.match.state.pile == 1 else 2
        key(app, pygame.K_0 + k, unicode=str(k))
        if isinstance(app.top, CurtainScene):  # pass the screen to the other player
            app.top.age = 1.0
            key(app, pygame.K_SPACE)
    assert table.match.is_over()
    step(app, int(RESULTS_DELAY * 60) + 30)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.headline() == "Ann wins"
    assert results.score_label() == "Pebbles taken"
    assert "Ann took 3" in results.lines
    assert "The last pebble was taken." in results.subline()
    click_widget(app, results.menu.items[0][0])
    assert not table.match.is_over() and table.match.log == []
    assert isinstance(app.top, CurtainScene) and app.stack[-2] is table


def results_button(results, label):
    return next(widget for widget, _ in results.menu.items if widget.text == label)


def test_results_change_setup_and_launcher(pebbles):
    app = make_app()
    table = pebbles_table(app)
    table.match = finished_match("pebbles", 3)
    table.open_results()
    step(app, 2)
    click_widget(app, results_button(app.top, "Change setup"))
    assert isinstance(app.top, SetupScene) and app.top.info.id == "pebbles"
    assert isinstance(app.stack[0], LauncherScene) and len(app.stack) == 2
    table = pebbles_table(app)
    table.match = finished_match("pebbles", 4)
    table.open_results()
    step(app, 2)
    click_widget(app, results_button(app.top, "Launcher"))
    assert isinstance(app.top, LauncherScene) and len(app.stack) == 1


def test_a_finished_game_is_not_offered_for_resume(pebbles):
    app = make_app()
    table = pebbles_table(app)
    key(app, pygame.K_2, unicode="2")
    table.keeper.autosave()
    assert autosave_path().exists()
    table.match = finished_match("pebbles", 5)
    app.go_to_launcher()
    assert not autosave_path().exists()


def test_trifoil_results_for_a_finished_match():
    app = make_app(open="results")
    step(app, 3)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.match.is_over()
    winners = winners_of(results.match)
    assert results.is_draw == (len(winners) != 1)
    assert results.score_label() != ""
    step(app, 2)


def test_demo_tables_restart_by_themselves(pebbles):
    app = make_app()
    table = pebbles_table(app, seats=[Seat("ai", "A", "random"), Seat("ai", "B", "random")], demo=True)
    for _ in range(600):
        step(app, 1)
        if app.counters.get("games", 0) >= 1 and not table.match.is_over():
            break
    assert app.counters.get("games", 0) >= 1
    assert not table.match.is_over()  # a new demo game began
    assert app.top is table  # demos never stop for results
