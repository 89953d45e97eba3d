"""The AI never silently stops: a worker killed mid-game is replaced and the game goes on with the AI's own
moves; when the AI cannot choose (its bot raised for the position), the table says so in words and the
person decides (try again, or a labelled random move); nothing is played behind their back."""
import os
import signal
import time

import pytest

from game.ai.worker import AIWorker
from game.core import CHANCE
from game.core.match import Match, Seat
from game.ui import kits
from tests.ui.harness import StubAI, click, make_app, step

pytestmark = pytest.mark.usefixtures("recovering")  # these tests watch the App recover from faults

FAILED = "Traceback (most recent call last):\n  File \"bot.py\", line 1\nRuntimeError: the bot fell over"


def ai_table(app, game_id="trifoil", demo=False, level="easy"):
    seats = [Seat("ai", "Duke", level), Seat("ai", "Countess", level)] if demo else \
        [Seat("human", "Ann"), Seat("ai", "Duke", level)]
    match = Match.new(game_id, 2, None, seed=4, seats=seats)
    table = kits.create_table(app, match, demo=demo)
    app.push(table)
    table.ai_wait = 0.0
    return table


def person_moves_first(table):
    """Play the person's moves until it is the AI's turn."""
    while 0 in table.match.state.to_move():
        assert table.play(table.match.state.legal_actions(0)[0], 0)
        if table.pending is not None:
            table.commit_pending()


def run_until(app, done, frames=600, pause=0.0, seconds=None):
    """Step frames until `done()`: at most `frames` of them, or with `seconds`, until that long has passed
    (a guard against a hang for what waits on another process, however busy the machine is)."""
    deadline = None if seconds is None else time.monotonic() + seconds
    n = 0
    while (n < frames) if deadline is None else (time.monotonic() < deadline):
        step(app, 1)
        n += 1
        if done():
            return True
        if pause:
            time.sleep(pause)
    return False


def test_a_failed_answer_is_said_on_the_table_and_nothing_is_played():
    app = make_app(start=False)
    app._ai = StubAI("held")
    table = ai_table(app)
    person_moves_first(table)
    run_until(app, lambda: app.ai.requests, 60)
    before = list(table.match.log)
    app.ai.answer = (len(app.ai.requests), None, FAILED, 0.0)
    step(app, 30)
    assert table.match.log == before, "no move was played for the AI"
    assert table.ai_trouble is not None and table.ai_trouble.seat == 1
    words = "The AI could not choose a move for Duke: RuntimeError: the bot fell over"
    assert table.message == words and table.trouble_panel.box.width > 0
    asked = len(app.ai.requests)
    step(app, 30)
    assert len(app.ai.requests) == asked, "it is not asked again by itself"
    # Try again: asked again, and this time it answers
    app.ai.answers = "first"
    click(app, table.trouble_panel.buttons["retry"].rect.center)
    run_until(app, lambda: len(table.match.log) > len(before), 200)
    assert len(app.ai.requests) > asked and table.ai_trouble is None
    assert table.match.log[len(before)][0] == 1


def test_the_person_may_let_a_labelled_random_move_stand_in():
    app = make_app(start=False)
    app._ai = StubAI("held")
    table = ai_table(app)
    person_moves_first(table)
    run_until(app, lambda: app.ai.requests, 60)
    before = len(table.match.log)
    app.ai.answer = (len(app.ai.requests), "not a move at all", None, 0.0)
    step(app, 5)
    assert "it answered 'not a move at all', which is not a legal move here" in table.message
    click(app, table.trouble_panel.buttons["random"].rect.center, frames=1)
    assert len(table.match.log) == before + 1 and table.match.log[before][0] == 1
    assert table.message.startswith("A random legal move was played for Duke: ")
    assert table.ai_trouble is None


def test_the_trouble_goes_when_the_position_moves_on():
    """A take-back (or a restart) changes the position: the AI is asked afresh, the words go."""
    app = make_app(start=False)
    app._ai = StubAI("held")
    table = ai_table(app)
    person_moves_first(table)
    run_until(app, lambda: app.ai.requests, 60)
    app.ai.answer = (len(app.ai.requests), None, FAILED, 0.0)
    step(app, 3)
    assert table.ai_trouble is not None
    table.match.undo_to(len(table.match.log) - 1)  # what a take-back does to the match
    table.on_undo()
    step(app, 2)
    assert table.ai_trouble is None and table.trouble_panel.box.width == 0
    person_moves_first(table)
    asked = len(app.ai.requests)
    run_until(app, lambda: len(app.ai.requests) > asked, 60)
    app.ai.answer = (len(app.ai.requests), None, FAILED, 0.0)
    step(app, 3)
    assert table.ai_trouble is not None
    table.restart()
    assert table.ai_trouble is None


def test_a_demo_table_plays_on_and_says_a_random_move_stood_in():
    app = make_app(start=False)
    app._ai = StubAI("held")
    table = ai_table(app, demo=True)
    run_until(app, lambda: app.ai.requests, 60)
    app.ai.answer = (len(app.ai.requests), None, FAILED, 0.0)
    step(app, 3)
    assert len(table.match.log) == 1 and table.ai_trouble is None
    assert "The AI could not choose a move for Duke (RuntimeError: the bot fell over): a random legal move " \
           "was played instead." == table.message


def test_a_bot_that_raises_in_the_real_worker_gives_the_words_not_a_random_move(monkeypatch):
    class Faulty:
        def choose(self, state, seat):
            raise ValueError("no move for this position")

    monkeypatch.setattr("game.ai.make_bot", lambda level, game_id, seed=0: Faulty())
    app = make_app(start=False, fake_ai=False)
    app._ai = AIWorker(use_process=False)
    try:
        table = ai_table(app)
        person_moves_first(table)
        before = list(table.match.log)
        assert run_until(app, lambda: table.ai_trouble is not None, pause=0.005, seconds=120)
        assert table.match.log == before
        assert table.message == "The AI could not choose a move for Duke: ValueError: no move for this position"
    finally:
        app._ai.close()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kills a process")
def test_a_worker_killed_mid_game_is_replaced_and_the_ai_plays_on(monkeypatch):
    monkeypatch.setattr("game.ai.worker.BACKOFF", (0.0,))
    app = make_app(start=False, fake_ai=False)
    try:
        table = ai_table(app, level="random")
        app.settings.animation_speed = 0.0
        ai_moves = []
        killed = []
        deadline = time.monotonic() + 240  # a new worker imports the rules: slow on a busy machine, never stuck
        while time.monotonic() < deadline:
            state = table.match.state
            if state.is_over() or len(ai_moves) >= 4:
                break
            if 0 in state.to_move() and not table.animating():
                person_moves_first(table)
            if table.thinking and not killed and app.ai.pid is not None:
                os.kill(app.ai.pid, signal.SIGKILL)  # mid-game, while it thinks
                killed.append(app.ai.pid)
            step(app, 1)
            ai_moves = [t for s, t in table.match.log if s == 1]
            time.sleep(0.002)
        assert killed and app.ai.restarts >= 1 and app.ai.pid not in killed
        assert len(ai_moves) >= 4 or table.match.is_over()
        assert table.ai_trouble is None and "random" not in table.message
        assert all(s in (0, 1, CHANCE) for s, _ in table.match.log)
    finally:
        app.ai.close()


def test_in_a_game_of_secrets_the_words_tell_the_kind_of_error_only():
    """A bot's message may name a card it saw: at a table of hidden information only the kind of error is
    shown (the whole of it goes to the log)."""
    app = make_app(start=False)
    app._ai = StubAI("held")
    table = ai_table(app, "casino")
    run_until(app, lambda: app.ai.requests or 0 in table.match.state.to_move(), 120)
    if 0 in table.match.state.to_move():
        person_moves_first(table)
    run_until(app, lambda: app.ai.requests, 120)
    app.ai.answer = (len(app.ai.requests), None, "Traceback (most recent call last):\nKeyError: 'KD in hand'", 0.0)
    step(app, 3)
    assert table.message == "The AI could not choose a move for Duke: KeyError" and "KD" not in table.message
