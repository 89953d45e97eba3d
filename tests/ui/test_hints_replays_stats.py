"""The shell's hints, replays, Past games, statistics and Watch, for every registered game with a table
(Casino Trifecta and The Dance join these tests when their tables are registered)."""
import dataclasses
import json
import random
import time

import pygame
import pytest

from game.core import CHANCE, past_games, records
from game.core.match import Match, Seat
from game.core.registry import GAMES
from game.ui import kits
from game.ui.app import App, AppOptions
from game.ui.hint_marks import Hint
from game.ui.launcher import LauncherScene
from game.ui.past_games_scene import PastGamesScene
from game.ui.replay import ReplayScene
from game.ui.results import ResultsScene
from game.ui.start import hint_match, start_scenes
from game.ui.stats_scene import StatsScene
from game.ui.watch import WatchSetupScene
from tests.ui.harness import StubAI, key, make_app, step

TABLE_GAMES = sorted(gid for gid in GAMES if kits.has_kit(gid))
# a game played to its end through the table: The Dance's ball is cut to a few rounds (its end, its record
# and its replay are the same kind of thing after 6 rounds as after 60, at a tenth of the frames)
SHORT_GAME = {"the_dance": {"turn_limit": 6}}


def random_finish(game_id: str, seed: int, players: int | None = None, seats=None) -> Match:
    game = GAMES[game_id]
    players = players or max(game.info.min_players, min(2, game.info.max_players))
    seats = seats or [Seat("human", "You")] + [Seat("ai", f"AI {i}", "easy") for i in range(1, players)]
    match = Match.new(game_id, players, None, seed=seed, seats=seats)
    rng = random.Random(seed)
    while not match.is_over():
        match.resolve_chance()
        if match.is_over():
            break
        seat = min(match.state.to_move())
        match.play(rng.choice(match.state.legal_actions(seat)), seat)
    return match


def open_hint_table(app, game_id: str, seed: int = 3):
    table = kits.create_table(app, hint_match(game_id, seed))
    app.push(table)
    step(app, 3)
    return table


# --- hints -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_a_hint_from_the_real_worker_is_legal_and_the_screen_keeps_drawing(game_id):
    """H asks the worker process; frames keep coming while the Hard bot thinks, the hint is legal for the
    seat, its chance lies in 0..1, the table lights it, and it is counted."""
    app = make_app(fake_ai=False, start=False)
    try:
        table = open_hint_table(app, game_id)
        seat = table.hints.seat()
        assert seat is not None
        key(app, pygame.K_h, frames=1)
        assert table.hints.thinking()
        drawn_while_thinking, started = 0, time.perf_counter()
        while table.hints.standing() is None and time.perf_counter() - started < 180:
            step(app, 1)
            drawn_while_thinking += table.hints.thinking()
            if table.hints.asked is None and table.hints.standing() is None:
                # an AI seat sealed its choice first and the hint was dropped: ask again
                key(app, pygame.K_h, frames=1)
        hint = table.hints.standing()
        assert hint is not None, "no hint within three minutes"
        assert hint.action in table.match.state.legal_actions(hint.seat) and hint.seat == seat
        assert 0.0 <= hint.chance <= 1.0
        assert drawn_while_thinking >= 2  # frames kept coming while the search ran: the screen never waits for it
        assert table.hints.total() == 1 and table.hints.chances[-1][2] == hint.chance
        step(app, 2)  # drawn with the table's own lights
        assert not table.hints._hook_failed
    finally:
        app.shutdown()


@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_the_worker_is_sent_only_what_the_seat_may_see(game_id):
    app = make_app(start=False)
    table = open_hint_table(app, game_id)
    seat = table.hints.seat()
    assert table.hints.ask()
    sent, asked_for = app._ai.hint_requests[-1]
    state = table.match.state
    assert asked_for == seat
    assert sent.observation(seat) == state.observation(seat)
    if GAMES[game_id].info.hidden_info:
        # a world drawn from the seat's view, the same whatever is hidden
        other = state.determinize(seat, random.Random(5))
        from game.ui.hint_dock import view_rng

        assert other.determinize(seat, view_rng(other, seat)).observation(seat) == sent.observation(seat)
    step(app, 2)
    hint = table.hints.standing()
    assert isinstance(hint, Hint) and hint.chance == pytest.approx(0.62)
    assert hint.words  # the table's words (or the notation)


@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_a_hint_never_replaces_the_ai_seats_move_request(game_id):
    app = make_app(start=False)
    app._ai = StubAI("held")
    table = open_hint_table(app, game_id)
    table.hints.ask()
    assert app._ai.requests == [] or all(s != table.hints.seat() for _, s in app._ai.requests)
    assert len(app._ai.hint_requests) == 1


def test_the_hint_is_for_the_persons_turn_only_and_the_setting_hides_it():
    app = make_app(start=False)
    app._ai = StubAI("held")
    match = hint_match("trifoil", 3)
    table = kits.create_table(app, match)
    app.push(table)
    step(app, 2)
    assert table.hints.offered() and table.hints.seat() == 0
    app.settings.show_hints = False
    assert not table.hints.offered()
    key(app, pygame.K_h)
    assert app._ai.hint_requests == []
    app.settings.show_hints = True
    table.match.play(table.match.state.legal_actions(0)[0], 0)
    if 0 not in table.match.state.to_move():
        assert table.hints.seat() is None
        key(app, pygame.K_h)
        assert app._ai.hint_requests == [] and "your own" in table.message


def test_a_hint_is_dropped_when_the_position_moves_on():
    app = make_app(start=False)
    app._ai = StubAI("held")
    table = open_hint_table(app, "trifoil")
    table.hints.ask()
    state = table.match.state
    table.play(state.legal_actions(0)[0], 0)
    app._ai.hint_answer = (1001, state.action_to_str(state.legal_actions(0)[0]), None, 0.1, {"chance": 0.3})
    step(app, 2)
    assert table.hints.standing() is None and table.hints.total() == 0


# --- finished games: past games, replays, statistics ------------------------------------------------
def play_to_the_end(app, table, seed=1):
    """The person plays random legal moves, the stub AI the others, until the game is over."""
    rng = random.Random(seed)
    for _ in range(20_000):
        if table.match.is_over():
            break
        step(app, 1)
        state = table.match.state
        movers = [p for p in state.to_move() if p != CHANCE and not table.seat_is_ai(p)]
        if movers and not table.animating() and app.top is table:
            table.play(rng.choice(state.legal_actions(movers[0])), movers[0])
        elif app.top is not table and not isinstance(app.top, ResultsScene):
            app.pop()  # a stage summary or the like: on with the game
    assert table.match.is_over()
    step(app, 3)


@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_a_finished_game_is_kept_replays_to_the_same_end_and_counts(game_id):
    app = make_app(start=False)
    app._ai = StubAI("random", seed=2)
    app.settings.animation_speed = 0.0
    players = max(GAMES[game_id].info.min_players, min(2, GAMES[game_id].info.max_players))
    seats = [Seat("human", "You")] + [Seat("ai", f"AI {i}", "hard") for i in range(1, players)]
    table = kits.create_table(app, Match.new(game_id, players, SHORT_GAME.get(game_id), seed=7, seats=seats))
    app.push(table)
    table.hints.used[0] = 2
    play_to_the_end(app, table)
    games, problems = past_games.entries()
    assert problems == [] and len(games) == 1 and games[0].game_id == game_id and games[0].hints == 2
    rec = records.game_records(game_id)[0][records.mode_of(table.match)]
    assert rec["played"] == 1 and sum(rec["by_level"]["hard"].values()) == 1 and rec["hints"] == 2
    # the replay, stepped to the end one move at a time, reaches the same final state and scores
    match, _ = past_games.load(games[0].path)
    replay = ReplayScene(app, match, start=0, playing=False)
    app.push(replay)
    while replay.pos < replay.moves:
        replay.press("forward")
    final = replay.table.match.state
    assert final == table.match.state and final.scores() == table.match.state.scores()
    step(app, 2)
    # back and forth, and the view of every seat once it is over
    replay.press("back")
    assert replay.pos == replay.moves - 1
    replay.press("start")
    assert replay.pos == 0 and replay.table.match.log == []
    for _ in range(len(replay.views)):
        replay.press("view")
        step(app, 1)
    assert replay.view is None and replay.views == [None] + list(range(players))
    replay.press("close")
    assert app.top is not replay


@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_playing_a_replay_through_draws_every_position(game_id):
    """Play (at the fastest speed) from the first move to the last, from a spectator's view."""
    app = make_app(start=False)
    match = random_finish(game_id, 4)
    replay = ReplayScene(app, match)
    app.push(replay)
    replay.speed_index = 3
    for _ in range(20_000):
        if replay.autoplay_finished():
            break
        replay.update(0.5)
        replay.draw(app.screen)
    assert replay.pos == replay.moves and replay.autoplay_finished()
    replay.update(0.5)
    assert not replay.playing


def count_replayed_states(monkeypatch, match) -> dict:
    """Count every state computed from another (State.apply) from now on: what a jump would cost if it
    replayed the game instead of showing a kept position."""
    counted = {"apply": 0}
    cls = type(match.state)
    original = cls.apply

    def apply(self, *args, **kwargs):
        counted["apply"] += 1
        return original(self, *args, **kwargs)

    monkeypatch.setattr(cls, "apply", apply)
    return counted


@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_scrubbing_replays_nothing(game_id, monkeypatch):
    """A jump anywhere in a long game shows the kept position and draws it: no state is replayed, however
    far the jump (how long a jump takes on this machine is a figure, not a test: see the report)."""
    game = GAMES[game_id]
    match = max((random_finish(game_id, seed, game.info.max_players) for seed in range(3)), key=lambda m: len(m.log))
    app = make_app(start=False)
    replay = ReplayScene(app, match, playing=False)
    app.push(replay)
    replay.draw(app.screen)
    counted = count_replayed_states(monkeypatch, match)
    rng = random.Random(0)
    end = len(match.log)
    for i in [end, 0, end] + [rng.randrange(end + 1) for _ in range(27)]:
        replay.seek(i)
        replay.draw(app.screen)
        assert replay.pos == i and replay.table.match.state is match.states[i]
    assert counted["apply"] == 0


def test_scrubbing_a_game_of_over_two_hundred_moves(monkeypatch):
    match = random_finish("trifecta", 1, 6)
    assert len(match.log) >= 200
    app = make_app(start=False)
    replay = ReplayScene(app, match, playing=False)
    app.push(replay)
    replay.draw(app.screen)
    counted = count_replayed_states(monkeypatch, match)
    # drag the scrubber across the whole game and back
    track = replay.track
    seen = set()
    for x in list(range(track.left, track.right, 9)) + list(range(track.right, track.left, -13)):
        replay._scrub_to(x)
        replay.draw(app.screen)
        seen.add(replay.pos)
        assert replay.table.match.state is match.states[replay.pos]
    assert counted["apply"] == 0 and {0, len(match.log)} <= seen and len(seen) > 40


def test_a_replay_of_a_game_still_going_shows_only_the_spectators_view():
    match = Match.new("trifecta", 3, None, seed=1)
    match.resolve_chance()
    app = make_app(start=False)
    replay = ReplayScene(app, match)
    app.push(replay)
    assert replay.views == [None]
    replay.press("view")
    assert replay.view is None and replay.table.private_seat() is None


def test_watch_again_from_the_results_and_the_statistics_page():
    app = make_app(start=False)
    table = kits.create_table(app, random_finish("trifoil", 2))
    app.push(table)
    table.hints.used[0] = 2
    table.open_results()
    step(app, 2)
    results = app.top
    assert "2 hints used" in results.subline()
    for _ in range(200):  # the chart of the chances fills in (the stub answers at once)
        step(app, 1)
        if results.track.done:
            break
    assert results.track.done and results.track.series()
    assert all(0.0 <= v <= 1.0 for _, v in results.track.series())
    results.watch_again()
    assert isinstance(app.top, ReplayScene) and app.top.moves == len(table.match.log)
    app.pop()
    results.open_stats()
    assert isinstance(app.top, StatsScene) and app.top.game_id == "trifoil"


# --- statistics across a relaunch, damaged files -------------------------------------------------------
def test_statistics_survive_a_relaunch_and_a_damaged_file():
    records.record_match(random_finish("trifoil", 3))
    app = App(AppOptions(size=(960, 540)))
    app.push(StatsScene(app, "trifoil"))
    assert app.top.record()["played"] == 1
    step(app, 2)
    records.path().write_text("{ damaged", encoding="utf-8")
    app.push(StatsScene(app, "trifoil"))
    assert app.top.record()["played"] == 0 and "moved aside" in app.top.problem
    step(app, 2)


def test_reset_asks_first():
    records.record_match(random_finish("trifoil", 3))
    app = make_app(start=False)
    app.push(StatsScene(app, "trifoil"))
    page = app.top
    page.press("reset")
    assert page.confirming and records.game_records("trifoil")[0]
    page.press("keep")
    assert not page.confirming and records.game_records("trifoil")[0]
    page.press("reset")
    page.press("reset")
    assert records.game_records("trifoil")[0] == {} and page.record()["played"] == 0


def test_past_games_list_newest_first_opens_a_replay_and_reports_a_damaged_file():
    old = past_games.record(random_finish("trifoil", 1))
    new = past_games.record(random_finish("fancy_dancing", 2))
    (past_games.folder() / "19990101-000000-000000-trifoil.json").write_text("nonsense", encoding="utf-8")
    app = make_app()
    LauncherScene.open_past_games(app.top)
    page = app.top
    assert isinstance(page, PastGamesScene)
    assert [g.path for g in page.games] == [new, old] and page.problems
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ReplayScene) and app.top.full.game_id == "trifoil"
    key(app, pygame.K_ESCAPE)
    assert app.top is page


def test_a_damaged_past_game_visited_several_times_is_set_aside_once():
    """Past games opened again and again: the damaged file is reported once, moved once into damaged/ (never
    renamed again), and it is out of the list and of the count of games kept."""
    from game.core.saves import DAMAGED

    good = past_games.record(random_finish("trifoil", 1))
    bad = past_games.folder() / "20000101-000000-000000-trifoil.json"
    bad.write_text("{ damaged", encoding="utf-8")
    app = make_app()
    step(app, 2)
    reported = []
    for _ in range(4):
        LauncherScene.open_past_games(app.top)
        step(app, 2)
        page = app.top
        assert isinstance(page, PastGamesScene) and [g.path for g in page.games] == [good]
        reported.append(bool(page.problems))
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, LauncherScene)
    assert reported == [True, False, False, False]
    aside = list((past_games.folder() / DAMAGED).iterdir())
    assert len(aside) == 1 and aside[0].name.count(".damaged-") == 1
    assert sorted(p.name for p in past_games.folder().glob("*.json")) == [good.name]
    assert app.faults == 0


def test_a_past_game_whose_moves_do_not_replay_is_set_aside_when_watched():
    path = past_games.record(random_finish("trifoil", 6))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["log"][2][1] = "spin Nowhere cw"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = make_app()
    step(app, 2)
    LauncherScene.open_past_games(app.top)
    page = app.top
    assert len(page.games) == 1  # it reads well enough to be listed
    key(app, pygame.K_RETURN)
    assert app.top is page and page.games == [] and not path.exists()
    assert any("moved aside to damaged/" in t.text for t in app.toasts.items)
    page.refresh()
    assert page.games == [] and page.problems == []


def test_damaged_statistics_visited_several_times_are_reported_once():
    records.path().parent.mkdir(parents=True, exist_ok=True)
    records.path().write_text('{"format": "grand-ball-statistics", "version": 1, "games": 5}', encoding="utf-8")
    app = make_app()
    step(app, 2)
    problems = []
    for _ in range(3):
        app.push(StatsScene(app, "trifoil"))
        step(app, 2)
        problems.append(app.top.problem)
        app.pop()
    assert "moved aside" in problems[0] and problems[1:] == [None, None]
    assert app.faults == 0


def test_a_faulty_high_scores_hook_is_logged_and_the_page_still_draws(monkeypatch, caplog):
    def broken(mode):
        raise OSError("the high scores file is unreadable")

    monkeypatch.setitem(kits._kits, "fancy_dancing", dataclasses.replace(kits.kit("fancy_dancing"), high_scores=broken))
    app = make_app(start=False)
    app.push(StatsScene(app, "fancy_dancing"))
    step(app, 3)
    assert isinstance(app.top, StatsScene) and app.faults == 0
    assert any("high_scores" in r.getMessage() and r.exc_info for r in caplog.records)


# --- the command line ----------------------------------------------------------------------------------
def test_a_replay_file_opens_from_the_command_line(tmp_path):
    path = past_games.record(random_finish("fancy_dancing", 6))
    app = make_app(start=False, replay=str(path))
    start_scenes(app)
    assert isinstance(app.top, ReplayScene) and app.top.full.game_id == "fancy_dancing"
    step(app, 3)


def test_a_damaged_replay_file_gets_the_damaged_save_message(tmp_path):
    path = past_games.record(random_finish("trifoil", 6))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["log"][2][1] = "spin Nowhere cw"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = make_app(start=False, replay=str(path))
    start_scenes(app)
    assert isinstance(app.top, LauncherScene)
    assert "could not be opened" in app.top.save_problem and "damaged" in app.top.save_problem
    step(app, 2)


# --- watching ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_watch_from_the_launcher_then_pace_and_escape(game_id):
    app = make_app()
    launcher = app.top
    index = next(i for i, e in enumerate(launcher.entries) if e.game_id == game_id)
    launcher.open_watch(index)
    setup = app.top
    assert isinstance(setup, WatchSetupScene)
    setup.choose("level", 2)
    step(app, 1)
    key(app, pygame.K_RETURN)
    table = app.top
    assert table.demo and table.watching and all(s.level == "hard" and s.is_ai for s in table.match.seats)
    key(app, pygame.K_PLUS)
    key(app, pygame.K_PLUS)
    assert table.pace == 4.0
    for _ in range(600):  # the deal's animation plays first (at 60 frames a second, 4 times faster)
        step(app, 1)
        if app._ai.requests:
            break
    assert app._ai.requests and app._ai.hint_requests == []  # the AI plays; nobody is hinted
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LauncherScene)
    assert past_games.entries()[0] == []  # a demonstration is never kept


# --- every new screen at both sizes -----------------------------------------------------------------------
@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
@pytest.mark.parametrize("scene", ["past", "stats", "watch", "replay", "hint"])
def test_the_new_screens_draw_at_both_sizes(scene, size):
    past_games.record(random_finish("trifoil", 1))
    records.record_match(random_finish("trifoil", 1))
    opened = scene if scene in ("past",) else f"{scene}:{TABLE_GAMES[0]}"
    app = make_app(size=size, open=opened)
    step(app, 4)
    assert app.running and app.size == size


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_the_hint_dock_sits_in_one_place_at_every_table_and_its_words_cover_no_move(game_id, size):
    """The Hint button sits in the side panel just above the move log at every table (hint_dock_strip), its
    state is decided in update, and the hint's words open below it while the log gives way to them."""
    app = make_app(start=False, size=size)
    app._ai = StubAI("first")
    table = open_hint_table(app, game_id)
    dock = table.hint_dock()
    assert table.hints.docked() and dock.height and dock.left > size[0] // 2, dock
    assert table.hints.button.rect.colliderect(dock) and table.hints.button.enabled
    table.hints.button.enabled = False
    step(app, 1)  # update decides it again; draw draws it as it is
    assert table.hints.button.enabled
    key(app, pygame.K_h, frames=3)
    words = table.hints.words_box
    assert table.hints.standing() is not None and words is not None
    assert words.top >= dock.bottom and words.left >= dock.left - 1 and words.right <= size[0]
    room = table.log_room(words.inflate(0, 4 * words.height).move(0, words.height))
    assert room.top >= words.bottom  # a log under the words draws below them


@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_a_replay_draws_no_controls_and_ends_on_every_seats_score(game_id):
    """A replay's table shows no Confirm, Pass, End turn or keys' footer (shows_controls), never offers
    the results, and its bar's end line reads "You: 9 points · AI 1: 6 points" in the game's own words."""
    app = make_app(start=False)
    match = random_finish(game_id, 5)
    replay = ReplayScene(app, match, start=len(match.log))
    app.push(replay)
    step(app, 3)
    table = replay.table
    assert not table.shows_controls() and table.results_words() == ""
    line = replay._last_move_text()
    kit = kits.kit(game_id)
    for seat, score in enumerate(match.state.scores()):
        assert f"{match.seat_label(seat)}: {kit.score_words(score)}" in line
    assert " · " in line and ": " in line


def test_past_games_and_statistics_say_the_same_time_for_the_same_game(tmp_path):
    """One time function (records.duration_words) for both pages: 479.6 s is 8 min on each."""
    from game.core.records import duration_words
    from game.ui import past_games_scene, stats_scene

    assert past_games_scene.duration_words is duration_words
    assert "duration_words" in stats_scene.records.__dict__
    assert duration_words(479.6) == duration_words(480.0) == "8 min"
    assert duration_words(30) == "under a minute" and duration_words(3900) == "1 h 05 min"
