"""A fault never loses a game: pass-and-play tables of several games, some moves made, then an exception
injected into the table's update, draw or input. The App logs it, saves the match, says so and goes back
to the launcher, whose Resume brings back the very position. The launcher failing again and again ends
the run cleanly instead of looping."""
import random

import pygame
import pytest

from game.core import CHANCE
from game.core.match import Match, Seat
from game.core.saves import autosave_path, load_match, save_match, summary
from game.ui import kits
from game.ui.curtain import CurtainScene
from game.ui.launcher import LauncherScene
from game.ui.replay import ReplayScene
from game.ui.setup import SetupScene
from game.ui.table import TableScene
from tests.ui.harness import click_widget, make_app, step

pytestmark = pytest.mark.usefixtures("recovering")  # these tests watch the App recover from faults

# Trifoil (no secrets), Fancy Dancing and Casino (hidden hands, the curtain between people), Trifecta
# (sealed choices made together) and The Dance (hidden Powers and Plans, dice)
PASS_AND_PLAY = ["trifoil", "fancy_dancing", "casino", "trifecta", "the_dance"]


class Boom(RuntimeError):
    """The fault a test injects."""


def boom(*args, **kwargs):
    raise Boom("injected for the test")


def open_people_table(app, game_id: str, seed: int = 7, people: int = 2) -> TableScene:
    seats = [Seat("human", name) for name in ("Ann", "Bo", "Cy", "Di")[:people]]
    match = Match.new(game_id, people, None, seed=seed, seats=seats)
    table = kits.create_table(app, match)
    app.push(table)
    step(app, 2)
    return table


def play_moves(app, table: TableScene, moves: int, seed: int = 1) -> None:
    """Make `moves` moves by the people at the table the way the screen lets them: the curtain lifted
    for each, the move played (a move held on the table committed), animations let run."""
    rng = random.Random(seed)
    made = 0
    for _ in range(4000):
        if made >= moves:
            break
        top = app.top
        if isinstance(top, CurtainScene):
            top.age = 10.0
            top.lift()
            step(app, 1)
            continue
        assert top is table, f"{type(top).__name__} on top while playing"
        if table.animating():
            table.finish_animation()
        state = table.match.state
        movers = sorted(p for p in state.to_move() if p != CHANCE)
        if not movers or state.is_over():
            step(app, 1)
            continue
        seat = movers[0]
        if table.play(rng.choice(state.legal_actions(seat)), seat):
            if table.pending is not None:
                table.commit_pending()
            made += 1
        step(app, 1)
    assert made >= moves and not table.match.is_over()
    while isinstance(app.top, CurtainScene):  # the table itself on top, to fault
        app.top.age = 10.0
        app.top.lift()
        step(app, 1)
    assert app.top is table


def people_moves(match: Match) -> list:
    return [(seat, text) for seat, text in match.log if seat != CHANCE]


@pytest.mark.parametrize("where", ["update", "draw", "handle_event"])
@pytest.mark.parametrize("game_id", PASS_AND_PLAY)
def test_a_fault_at_a_pass_and_play_table_loses_no_move(game_id, where, monkeypatch):
    app = make_app(start=False)
    app.push(LauncherScene(app))
    table = open_people_table(app, game_id)
    play_moves(app, table, 6)
    log_before = list(table.match.log)
    state_before = table.match.state
    assert len(people_moves(table.match)) >= 6
    monkeypatch.setattr(table, where, boom)
    if where == "handle_event":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    step(app, 1)
    # back at the launcher, told in one sentence, the game offered
    launcher = app.top
    assert isinstance(launcher, LauncherScene) and app.stack == [launcher] and app.running
    words = [t.text for t in app.toasts.items]
    assert any("your game is saved" in w and "Resume" in w for w in words), words
    assert app.faults == 1
    saved = load_match()
    assert saved.log == log_before, "every move made is in the save"
    assert launcher.save_info["moves"] == len(log_before)
    step(app, 3)
    click_widget(app, launcher.menu.items[0][0])  # Resume
    resumed = next(s for s in app.stack if isinstance(s, TableScene))  # (under its curtain: hidden hands)
    assert resumed is not table and isinstance(app.top, (TableScene, CurtainScene))
    assert resumed.match.log == log_before and resumed.match.state == state_before
    assert [s.name for s in resumed.match.seats] == [s.name for s in table.match.seats]
    step(app, 3)


def test_each_move_a_person_makes_is_saved_at_once():
    """Saved after every move, not only when the table is left: a power cut loses nothing either."""
    app = make_app(start=False)
    table = open_people_table(app, "trifoil")
    for n in range(1, 5):
        play_moves(app, table, 1, seed=n)
        assert load_match().log == table.match.log
    table.undo()  # the take-back is saved as well
    assert load_match().log == table.match.log


def test_the_autosave_of_a_finished_game_goes_once_it_is_kept():
    app = make_app(start=False)
    table = open_people_table(app, "trifoil")
    play_moves(app, table, 2)
    assert summary() is not None
    rng = random.Random(3)
    while not table.match.is_over():
        seat = min(table.match.state.to_move())
        table.match.play(rng.choice(table.match.state.legal_actions(seat)), seat)
    step(app, 3)
    assert summary() is None, "a finished game is a past game, not a game to resume"


def test_a_held_move_is_not_saved_by_a_fault_only_the_moves_played(monkeypatch):
    app = make_app(start=False)
    app.push(LauncherScene(app))
    table = open_people_table(app, "trifoil")
    play_moves(app, table, 3)
    played = list(table.match.log)
    seat = min(table.match.state.to_move())
    table.takeback.held = (table.match.state.legal_actions(seat)[0], seat)  # on the table, never played
    monkeypatch.setattr(table, "update", boom)
    step(app, 1)
    assert load_match().log == played


def test_a_fault_under_the_pause_menu_saves_the_table_below(monkeypatch):
    app = make_app(start=False)
    app.push(LauncherScene(app))
    table = open_people_table(app, "casino")
    play_moves(app, table, 4)
    table.open_pause()
    step(app, 2)
    monkeypatch.setattr(app.top, "update", boom)
    step(app, 1)
    assert isinstance(app.top, LauncherScene) and load_match().log == table.match.log


def test_a_fault_at_an_ai_table_is_saved_and_resumed_with_its_ai_seats(monkeypatch):
    app = make_app(start=False)
    app.push(LauncherScene(app))
    match = Match.new("fancy_dancing", 2, None, seed=2, seats=[Seat("human", "Ann"), Seat("ai", "Duke", "easy")])
    table = kits.create_table(app, match)
    app.push(table)
    for _ in range(300):  # the stub AI answers at once; the person plays the first legal move
        step(app, 1)
        state = table.match.state
        if 0 in state.to_move() and not table.animating():
            table.play(state.legal_actions(0)[0], 0)
            if table.pending is not None:
                table.commit_pending()
        if len(people_moves(table.match)) >= 6:
            break
    log_before = list(table.match.log)
    monkeypatch.setattr(table, "draw", boom)
    step(app, 1)
    assert isinstance(app.top, LauncherScene)
    # the AI's answer may land in the failing frame's update, before its draw: the save holds every move
    # made up to the fault, the person's included
    saved = load_match()
    assert saved.log == table.match.log and saved.log[:len(log_before)] == log_before
    assert [s.kind for s in saved.seats] == ["human", "ai"]


def test_a_fault_on_a_screen_without_a_table_goes_back_to_the_launcher(monkeypatch):
    app = make_app(game="trifoil")
    step(app, 2)
    setup = app.top
    assert isinstance(setup, SetupScene)
    monkeypatch.setattr(setup, "draw", boom)
    step(app, 2)
    assert isinstance(app.top, LauncherScene) and app.running
    assert any("Something went wrong" in t.text for t in app.toasts.items)
    assert summary() is None


def test_a_demo_or_a_replay_that_fails_saves_nothing(monkeypatch):
    from game.ui.start import demo_match, finished_match

    save_match(Match.new("trifoil", 2, None, seed=1))  # a person's game saved earlier stays as it was
    before = autosave_path().read_text(encoding="utf-8")
    app = make_app(start=False)
    demo = kits.create_table(app, demo_match("trifoil", "easy", 1), demo=True)
    app.push(demo)
    step(app, 5)
    monkeypatch.setattr(demo, "update", boom)
    step(app, 1)
    assert isinstance(app.top, LauncherScene)
    replay = ReplayScene(app, finished_match("trifoil", 2))
    app.push(replay)
    step(app, 2)
    monkeypatch.setattr(replay, "handle_event", boom)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    step(app, 1)
    assert isinstance(app.top, LauncherScene) and app.faults == 2
    assert autosave_path().read_text(encoding="utf-8") == before


def test_a_launcher_that_keeps_failing_ends_the_run_naming_the_log(monkeypatch, capsys):
    app = make_app()
    step(app, 2)
    monkeypatch.setattr(LauncherScene, "draw", boom)
    step(app, 10)
    assert not app.running and app.exit_code == 1
    assert app.faults == 3
    assert "stopped after repeated errors" in capsys.readouterr().err


def test_run_returns_the_exit_code_and_keeps_the_game_on_ctrl_c(monkeypatch):
    app = make_app(start=False)
    app.push(LauncherScene(app))
    table = open_people_table(app, "trifoil")
    play_moves(app, table, 2)
    autosave_path().unlink()

    def interrupt(dt):
        raise KeyboardInterrupt

    monkeypatch.setattr(table, "update", interrupt)
    with pytest.raises(KeyboardInterrupt):
        app.run()
    assert load_match().log == table.match.log


def test_a_frames_run_that_had_to_recover_says_so_in_its_exit_code(monkeypatch):
    app = make_app(start=False, frames=6)
    app.push(LauncherScene(app))
    table = open_people_table(app, "trifoil")
    monkeypatch.setattr(table, "update", boom)
    assert app.run() == 3 and app.faults == 1


def test_a_fault_while_leaving_does_not_stop_the_others(monkeypatch):
    app = make_app(start=False)
    app.push(LauncherScene(app))
    table = open_people_table(app, "trifoil")
    play_moves(app, table, 2)
    monkeypatch.setattr(table.hints, "cancel", boom)
    app.quit()
    assert not app.running and load_match().log == table.match.log
