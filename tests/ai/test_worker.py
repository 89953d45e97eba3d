"""The AI worker: answers arrive by ticket from a process (or the thread fallback), and the answer to a
cancelled or superseded request is dropped."""
import time

import pytest

from game.ai.worker import AIWorker
from game.core.registry import GAMES

G = GAMES["trifoil"]


def wait_for_answer(worker, timeout=60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer from the AI worker")


@pytest.fixture(params=[True, False], ids=["process", "thread"])
def worker(request):
    w = AIWorker(use_process=request.param)
    w.start()
    yield w
    w.close()


def test_a_request_comes_back_as_a_legal_move_text(worker):
    state = G.new_game().apply_str("place B>D")
    ticket = worker.request("trifoil", "easy", 3, state, 1)
    assert worker.busy
    got, text, error, seconds = wait_for_answer(worker)
    assert (got, error) == (ticket, None)
    assert text in state.legal_action_strs(1)
    assert seconds >= 0 and not worker.busy


def test_a_cancelled_answer_is_dropped(worker):
    state = G.new_game()
    worker.request("trifoil", "random", 1, state, 0)
    worker.cancel()
    assert not worker.busy
    time.sleep(0.5)
    assert worker.poll() is None
    # the next request gets its own answer, not the stale one
    later = state.apply_str("place A>D")
    ticket = worker.request("trifoil", "random", 1, later, 1)
    got, text, _, _ = wait_for_answer(worker)
    assert got == ticket and text in later.legal_action_strs(1)


def test_a_superseded_request_is_answered_only_for_the_newest(worker):
    state = G.new_game()
    worker.request("trifoil", "normal", 1, state, 0)
    later = state.apply_str("place A>D")
    ticket = worker.request("trifoil", "easy", 1, later, 1)
    got, text, _, _ = wait_for_answer(worker)
    assert got == ticket and text in later.legal_action_strs(1)


def test_a_failure_is_reported_not_fatal(worker):
    state = G.new_game()
    worker.request("trifoil", "grandmaster", 1, state, 0)
    _, text, error, _ = wait_for_answer(worker)
    assert text is None and "grandmaster" in error
    ticket = worker.request("trifoil", "random", 1, state, 0)
    assert wait_for_answer(worker)[0] == ticket


def wait_for(poll, timeout=60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        answer = poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer from the AI worker")


def test_a_hint_and_a_move_each_get_their_own_answer(worker):
    """A hint asked while an AI seat thinks supersedes nothing: both answers arrive, each by its own poll."""
    state = G.new_game().apply_str("place B>D")
    move = worker.request("trifoil", "easy", 3, state, 1)
    hint = worker.request_hint("trifoil", 3, state, 1)
    got_hint = wait_for(worker.poll_hint)
    got_move = wait_for(worker.poll)
    assert got_move[0] == move and got_move[1] in state.legal_action_strs(1)
    assert got_hint[0] == hint and got_hint[1] in state.legal_action_strs(1) and got_hint[2] is None
    info = got_hint[4]
    assert 0.0 <= info["chance"] <= 1.0 and info["source"] in ("search", "playouts", "proven")
    assert not worker.busy and not worker.hint_busy


def test_odds_come_back_between_nought_and_one(worker):
    state = G.new_game().apply_str("place B>D")
    ticket = worker.request_odds("trifoil", 0, state, 1)
    got = wait_for(worker.poll_odds)
    assert got[0] == ticket and 0.0 <= got[4]["chance"] <= 1.0 and got[4]["playouts"] > 0


def test_a_cancelled_hint_is_dropped(worker):
    state = G.new_game()
    worker.request_hint("trifoil", 1, state, 0)
    worker.cancel_hint()
    assert not worker.hint_busy
    time.sleep(0.3)
    assert worker.poll_hint() is None
