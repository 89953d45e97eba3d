"""The AI worker: answers arrive by ticket from a process (or the thread fallback), and the answer to a
cancelled or superseded request is dropped."""
import time

import pytest

from game.ai.worker import AIWorker
from game.core.registry import GAMES

G = GAMES["trifoil"]


def wait_for_answer(worker, timeout=180.0):
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


def wait_for(poll, timeout=180.0):
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
    assert 0.0 <= info["chance"] <= 1.0 and info["source"] in ("bot", "playouts", "proven")
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


# --- a worker that stops is started again; one that cannot be is said so -------------------------------
def test_a_killed_worker_is_started_again_and_the_pending_move_sent_again(monkeypatch):
    import os
    import signal

    monkeypatch.setattr("game.ai.worker.BACKOFF", (0.0,))
    w = AIWorker(use_process=True)
    w.start()
    try:
        state = G.new_game().apply_str("place B>D")
        first_pid = w.pid
        ticket = w.request("trifoil", "easy", 3, state, 1)
        os.kill(first_pid, signal.SIGKILL)
        got, text, error, _ = wait_for_answer(w)
        assert (got, error) == (ticket, None) and text in state.legal_action_strs(1)
        assert w.restarts == 1 and w.pid != first_pid
        # killed while idle: the next request finds out and is answered by a new worker
        os.kill(w.pid, signal.SIGKILL)
        w._proc.join(5)
        later = state.apply_str(text)
        seat = min(later.to_move())
        ticket = w.request("trifoil", "random", 1, later, seat)
        got, text, error, _ = wait_for_answer(w)
        assert (got, error) == (ticket, None) and text in later.legal_action_strs(seat)
        assert w.restarts == 2
    finally:
        w.close()


def test_a_worker_that_keeps_stopping_is_given_up_in_words_then_tried_afresh(monkeypatch):
    """Every start dies at once (a machine that kills it): after RESTARTS restarts the move is answered
    with the reason, and a later request (the person's Try again) starts afresh."""
    from game.ai import worker as worker_module

    monkeypatch.setattr(worker_module, "BACKOFF", (0.0,))
    w = AIWorker(use_process=True)
    starts = []
    real_start = AIWorker.start

    def start_and_die(self):
        fresh = self._proc is None
        real_start(self)
        if fresh and self._proc is not None:
            starts.append(self._proc.pid)
            self._proc.kill()
            self._proc.join(5)

    monkeypatch.setattr(AIWorker, "start", start_and_die)
    try:
        state = G.new_game()
        ticket = w.request("trifoil", "random", 1, state, 0)
        got, text, error, _ = wait_for_answer(w)
        assert (got, text, error) == (ticket, None, worker_module.STOPPED)
        assert len(starts) == worker_module.RESTARTS + 1 and not w.busy
        monkeypatch.setattr(AIWorker, "start", real_start)
        ticket = w.request("trifoil", "random", 1, state, 0)
        got, text, error, _ = wait_for_answer(w)
        assert got == ticket and error is None and text in state.legal_action_strs(0)
    finally:
        w.close()


def test_a_hint_waiting_when_the_worker_dies_is_answered_too(monkeypatch):
    import os
    import signal

    monkeypatch.setattr("game.ai.worker.BACKOFF", (0.0,))
    w = AIWorker(use_process=True)
    w.start()
    try:
        state = G.new_game().apply_str("place B>D")
        ticket = w.request_hint("trifoil", 3, state, 1)
        os.kill(w.pid, signal.SIGKILL)
        got = wait_for(w.poll_hint)
        assert got[0] == ticket and got[1] in state.legal_action_strs(1)
    finally:
        w.close()


def test_the_worker_keeps_only_a_few_bots():
    """Watch starts a new seed each game: the worker's bots are kept for the newest few only."""
    from collections import OrderedDict

    from game.ai.worker import BOT_CACHE, _answer

    bots = OrderedDict()
    state = G.new_game()
    for seed in range(BOT_CACHE + 5):
        answer = _answer((seed, "move", "trifoil", "random", seed, state.to_json(), 0), bots)
        assert answer[2] is None and len(bots) <= BOT_CACHE
    assert [key[3] for key in bots] == list(range(5, BOT_CACHE + 5))
    _answer((99, "move", "trifoil", "random", 5, state.to_json(), 0), bots)  # used again: now the newest
    assert [key[3] for key in bots][-1] == 5
