"""Runs bot.choose in a worker process so the screen never freezes while the AI thinks.

No pygame. Requests carry the state as JSON and come back as action notation; answers to
cancelled or superseded requests are dropped by ticket. If a process cannot be started (a locked-down
machine), the same work runs on a thread instead.
"""
from __future__ import annotations

import logging
import multiprocessing
import queue
import threading
import time
import traceback

log = logging.getLogger(__name__)


def _serve(requests, answers) -> None:
    """The worker's loop (in the child process): answer each request with an action text."""
    from game.ai import make_bot
    from game.core.registry import get_game

    bots: dict = {}
    while True:
        item = requests.get()
        # Only the newest request matters (each one supersedes those before it): skip the stale ones
        # rather than spend a search on a position the table has already left.
        while item is not None:
            try:
                newer = requests.get_nowait()
            except queue.Empty:
                break
            item = newer
        if item is None:
            return
        ticket, game_id, level, seed, state_json, seat = item
        started = time.perf_counter()
        try:
            game = get_game(game_id)
            state = game.from_json(state_json)
            key = (game_id, level, seed, seat)
            bot = bots.get(key)
            if bot is None:
                bot = bots[key] = make_bot(level, game_id, seed)
            action = bot.choose(state, seat)
            answers.put((ticket, state.action_to_str(action), None, time.perf_counter() - started))
        except Exception:  # report, never die: the UI falls back to a random legal move
            answers.put((ticket, None, traceback.format_exc(), time.perf_counter() - started))


class AIWorker:
    """request() a move, then poll() each frame until the answer for that ticket arrives."""

    def __init__(self, use_process: bool = True):
        self.use_process = use_process
        self._proc = None
        self._thread = None
        self._requests = None
        self._answers = None
        self._ticket = 0
        self.pending: int | None = None

    def start(self) -> None:
        """Start the worker now (it takes a moment to import the rules); safe to call twice."""
        if self._proc is not None or self._thread is not None:
            return
        if self.use_process:
            try:
                ctx = multiprocessing.get_context("spawn")
                self._requests, self._answers = ctx.Queue(), ctx.Queue()
                self._proc = ctx.Process(target=_serve, args=(self._requests, self._answers), daemon=True,
                                         name="grand-ball-ai")
                self._proc.start()
                return
            except (OSError, RuntimeError) as exc:
                log.warning("AI worker process unavailable (%s); thinking on a thread", exc)
                self._proc = None
        self._requests, self._answers = queue.Queue(), queue.Queue()
        self._thread = threading.Thread(target=_serve, args=(self._requests, self._answers), daemon=True,
                                        name="grand-ball-ai")
        self._thread.start()

    def request(self, game_id: str, level: str, seed: int, state, seat: int) -> int:
        """Ask for `seat`'s move in `state`; any earlier pending request is superseded."""
        self.start()
        self._ticket += 1
        self.pending = self._ticket
        self._requests.put((self._ticket, game_id, level, seed, state.to_json(), seat))
        return self._ticket

    def poll(self):
        """(ticket, action text or None, error text or None, seconds) for the pending request, or None."""
        if self._answers is None or self.pending is None:
            return None
        while True:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                if self._proc is not None and not self._proc.is_alive():
                    ticket, self.pending = self.pending, None
                    return ticket, None, "the AI worker stopped", 0.0
                return None
            except (OSError, EOFError, ValueError):
                return None
            if answer[0] == self.pending:
                self.pending = None
                if answer[2]:
                    log.error("AI failed: %s", answer[2])
                return answer

    def cancel(self) -> None:
        """Forget the pending request (its answer will be dropped when it comes)."""
        self.pending = None

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def close(self) -> None:
        try:
            if self._requests is not None:
                self._requests.put(None)
        except (OSError, ValueError):
            pass
        if self._proc is not None:
            self._proc.join(timeout=1.0)
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc = None
        self._thread = None
