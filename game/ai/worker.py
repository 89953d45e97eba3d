"""Runs bot.choose in a worker process so the screen never freezes while the AI thinks; it also answers
hints (what the Hard bot would play for a person, with their chance to win) and chance estimates.

No pygame. Requests carry the state as JSON and come back as action notation; answers to
cancelled or superseded requests are dropped by ticket. Each kind of request ("move" for an AI seat,
"hint" for a person, "odds" for the results' chart) has its own pending ticket, so a hint never
supersedes, or is mistaken for, an AI seat's move. If a process cannot be started (a locked-down
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

CHANNELS = ("move", "hint", "odds")  # in the order the worker serves them when several wait


def _answer(item, bots: dict):
    """The answer tuple for one request (the child process's work)."""
    from game.ai import make_bot
    from game.ai.hints import HINT_LEVEL, chance_only, hint
    from game.core.registry import get_game

    ticket, channel, game_id, level, seed, state_json, seat = item
    started = time.perf_counter()
    try:
        game = get_game(game_id)
        state = game.from_json(state_json)
        level = HINT_LEVEL if channel != "move" else level
        key = (channel == "move", game_id, level, seed, seat)  # hints keep bots of their own
        bot = bots.get(key)
        if bot is None:
            bot = bots[key] = make_bot(level, game_id, seed)
        if channel == "move":
            action = bot.choose(state, seat)
            return ticket, state.action_to_str(action), None, time.perf_counter() - started
        if channel == "hint":
            found = hint(state, seat, game_id, seed, bot)
            return ticket, found.pop("action"), None, time.perf_counter() - started, found
        found = chance_only(state, seat, game_id, seed, bot)
        return ticket, None, None, time.perf_counter() - started, found
    except Exception:  # report, never die: the UI falls back to a random legal move (or no hint)
        answer = (ticket, None, traceback.format_exc(), time.perf_counter() - started)
        return answer if channel == "move" else answer + ({},)


def _serve(requests, answers) -> None:
    """The worker's loop (in the child process): answer each request, moves first."""
    bots: dict = {}
    waiting: dict = {}  # channel -> the newest request of that kind not yet answered
    while True:
        if not waiting:
            item = requests.get()
            if item is None:
                return
            waiting[item[1]] = item
        # Only the newest request of each kind matters (each one supersedes those before it): skip the
        # stale ones rather than spend a search on a position the table has already left.
        while True:
            try:
                item = requests.get_nowait()
            except queue.Empty:
                break
            if item is None:
                return
            waiting[item[1]] = item
        channel = next(c for c in CHANNELS if c in waiting)
        answers.put(_answer(waiting.pop(channel), bots))


class AIWorker:
    """request() a move, then poll() each frame until the answer for that ticket arrives; the same for
    request_hint()/poll_hint() and request_odds()/poll_odds(), each kind with its own ticket."""

    def __init__(self, use_process: bool = True):
        self.use_process = use_process
        self._proc = None
        self._thread = None
        self._requests = None
        self._answers = None
        self._ticket = 0
        self._pending: dict = {}  # channel -> ticket awaited
        self._arrived: dict = {}  # channel -> an answer read while polling for another channel

    @property
    def pending(self) -> int | None:
        """The ticket of the pending move request, or None."""
        return self._pending.get("move")

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

    def _send(self, channel: str, game_id: str, level: str, seed: int, state, seat: int) -> int:
        self.start()
        self._ticket += 1
        self._pending[channel] = self._ticket
        self._arrived.pop(channel, None)
        self._requests.put((self._ticket, channel, game_id, level, seed, state.to_json(), seat))
        return self._ticket

    def request(self, game_id: str, level: str, seed: int, state, seat: int) -> int:
        """Ask for `seat`'s move in `state`; any earlier pending move request is superseded."""
        return self._send("move", game_id, level, seed, state, seat)

    def request_hint(self, game_id: str, seed: int, state, seat: int) -> int:
        """Ask what the Hard bot would play for `seat` (send only what that seat may know), with the
        seat's chance to win; any earlier pending hint is superseded, a pending move is not."""
        return self._send("hint", game_id, "hard", seed, state, seat)

    def request_odds(self, game_id: str, seed: int, state, seat: int) -> int:
        """Ask for `seat`'s chance to win in `state` (playouts only, quick)."""
        return self._send("odds", game_id, "hard", seed, state, seat)

    def _poll(self, channel: str):
        if self._answers is None or channel not in self._pending:
            return None
        if channel in self._arrived:
            del self._pending[channel]
            return self._arrived.pop(channel)
        while True:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                if self._proc is not None and not self._proc.is_alive():
                    ticket = self._pending.pop(channel)
                    dead = (ticket, None, "the AI worker stopped", 0.0)
                    return dead if channel == "move" else dead + ({},)
                return None
            except (OSError, EOFError, ValueError):
                return None
            for other, ticket in list(self._pending.items()):
                if answer[0] != ticket:
                    continue
                if answer[2]:
                    log.error("AI %s failed: %s", other, answer[2])
                if other == channel:
                    del self._pending[channel]
                    return answer
                self._arrived[other] = answer  # kept for its own poll

    def poll(self):
        """(ticket, action text or None, error text or None, seconds) for the pending move, or None."""
        return self._poll("move")

    def poll_hint(self):
        """(ticket, action text or None, error or None, seconds, {"chance", "source", "playouts"}) for the
        pending hint, or None."""
        return self._poll("hint")

    def poll_odds(self):
        """(ticket, None, error or None, seconds, {"chance", "source", "playouts"}) or None."""
        return self._poll("odds")

    def cancel(self) -> None:
        """Forget the pending move request (its answer will be dropped when it comes)."""
        self._forget("move")

    def cancel_hint(self) -> None:
        self._forget("hint")

    def cancel_odds(self) -> None:
        self._forget("odds")

    def _forget(self, channel: str) -> None:
        self._pending.pop(channel, None)
        self._arrived.pop(channel, None)

    @property
    def busy(self) -> bool:
        return "move" in self._pending

    @property
    def hint_busy(self) -> bool:
        return "hint" in self._pending

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
