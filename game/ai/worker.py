"""Runs bot.choose in a worker process so the screen never freezes while the AI thinks; it also answers
hints (what the Hard bot would play for a person, with their chance to win) and chance estimates.

No pygame. Requests carry the state as JSON and come back as action notation; answers to
cancelled or superseded requests are dropped by ticket. Each kind of request ("move" for an AI seat,
"hint" for a person, "odds" for the results' chart) has its own pending ticket, so a hint never
supersedes, or is mistaken for, an AI seat's move. If a process cannot be started (a locked-down
machine), the same work runs on a thread instead.

The worker never silently stops: a worker process that dies (killed, out of memory) or hangs past
WATCHDOG_SECONDS is restarted, after a short backoff, and the pending requests are sent again; after
RESTARTS restarts in a row with no answer between, the pending requests are answered with an error in
words ("the AI worker stopped and could not be restarted"), and the next request starts afresh. The
worker keeps the bots it made (their search trees and tables) for the few newest seeds only (BOT_CACHE).
"""
from __future__ import annotations

import logging
import multiprocessing
import queue
import threading
import time
import traceback
from collections import OrderedDict

log = logging.getLogger(__name__)

CHANNELS = ("move", "hint", "odds")  # in the order the worker serves them when several wait
BOT_CACHE = 4  # bots kept by the worker, the least recently used dropped first (about 1 MB each)
RESTARTS = 3  # restarts in a row, with no answer between, before the pending requests are given up
BACKOFF = (0.0, 0.5, 2.0)  # seconds before the first, second, third... restart
WATCHDOG_SECONDS = 120.0  # a process still silent on a request this long is stuck: it is restarted
STOPPED = "the AI worker stopped and could not be restarted"


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
            while len(bots) > BOT_CACHE:
                bots.popitem(last=False)  # Watch starts a new seed each game: the oldest bots go
        else:
            bots.move_to_end(key)
        if channel == "move":
            action = bot.choose(state, seat)
            return ticket, state.action_to_str(action), None, time.perf_counter() - started
        if channel == "hint":
            found = hint(state, seat, game_id, seed, bot)
            return ticket, found.pop("action"), None, time.perf_counter() - started, found
        found = chance_only(state, seat, game_id, seed, bot)
        return ticket, None, None, time.perf_counter() - started, found
    except Exception:  # report, never die: the table says the AI could not choose (or shows no hint)
        answer = (ticket, None, traceback.format_exc(), time.perf_counter() - started)
        return answer if channel == "move" else answer + ({},)


def _serve(requests, answers) -> None:
    """The worker's loop (in the child process): answer each request, moves first."""
    bots: OrderedDict = OrderedDict()
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
        self._sent: dict = {}  # channel -> (the request as sent, when), sent again after a restart
        self._arrived: dict = {}  # channel -> an answer read while polling for another channel
        self._deaths = 0  # worker stops in a row with no answer between
        self._restart_at: float | None = None  # when the stopped worker is started again
        self.restarts = 0  # workers started again this session (for the log and the tests)

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

    @property
    def pid(self) -> int | None:
        """The worker process's id (None on the thread fallback or before it starts)."""
        return self._proc.pid if self._proc is not None else None

    def _send(self, channel: str, game_id: str, level: str, seed: int, state, seat: int) -> int:
        self._ticket += 1
        item = (self._ticket, channel, game_id, level, seed, state.to_json(), seat)
        self._pending[channel] = self._ticket
        self._sent[channel] = (item, time.monotonic())
        self._arrived.pop(channel, None)
        if self._restart_at is not None:
            return self._ticket  # sent when the worker is started again
        self.start()
        if not self._alive():
            self._stopped("it had stopped while idle")
            return self._ticket
        self._put(item)
        return self._ticket

    def _put(self, item) -> None:
        try:
            self._requests.put(item)
        except (OSError, ValueError) as exc:  # its queue closed under it: the next poll restarts the worker
            log.warning("request not sent to the AI worker (%s)", exc)

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

    # --- a worker that stopped -----------------------------------------------------------------------
    def _alive(self) -> bool:
        if self._proc is not None:
            return self._proc.is_alive()
        return self._thread is not None and self._thread.is_alive()

    def _stuck(self) -> bool:
        """A process silent on a request for WATCHDOG_SECONDS (a thread cannot be stopped: it is waited for)."""
        if self._proc is None or not self._pending:
            return False
        now = time.monotonic()
        return any(now - self._sent[c][1] > WATCHDOG_SECONDS for c in self._pending if c in self._sent)

    def _check(self) -> None:
        """Find a worker that stopped (or is stuck) and start it again when its backoff is over."""
        if self._restart_at is None and (self._proc is not None or self._thread is not None):
            if not self._alive():
                self._stopped("its process ended" if self._proc is not None else "its thread ended")
            elif self._stuck():
                self._stopped(f"it gave no answer in {WATCHDOG_SECONDS:.0f} s")
        if self._restart_at is not None and time.monotonic() >= self._restart_at:
            self._restart_at = None
            self.restarts += 1
            self.start()
            for channel in self._pending:
                if channel in self._sent:
                    item, _ = self._sent[channel]
                    self._sent[channel] = (item, time.monotonic())
                    self._put(item)
            log.warning("AI worker started again (restart %d); %d request(s) sent again", self.restarts,
                        len(self._pending))

    def _stopped(self, why: str) -> None:
        """The worker stopped: drop it; start another after a backoff, or, when restarts keep failing,
        answer every pending request with STOPPED."""
        self._deaths += 1
        self._drop_worker()
        if self._deaths > RESTARTS:
            log.error("AI worker stopped (%s) %d times in a row; giving up on %s", why, self._deaths,
                      ", ".join(self._pending) or "nothing")
            for channel, ticket in self._pending.items():
                failed = (ticket, None, STOPPED, 0.0)
                self._arrived[channel] = failed if channel == "move" else failed + ({},)
            self._deaths = 0  # the next request (the person's Try again) starts a worker afresh
            return
        delay = BACKOFF[min(self._deaths - 1, len(BACKOFF) - 1)]
        log.warning("AI worker stopped (%s); starting another in %.1f s", why, delay)
        self._restart_at = time.monotonic() + delay

    def _drop_worker(self) -> None:
        proc, self._proc, self._thread = self._proc, None, None
        requests, answers, self._requests, self._answers = self._requests, self._answers, None, None
        if proc is not None:
            if proc.is_alive():
                proc.kill()
            proc.join(timeout=1.0)
        for q in (requests, answers):
            close = getattr(q, "close", None)  # a process queue: never wait at exit to flush into a dead pipe
            if close is not None:
                q.cancel_join_thread()
                close()

    # --- answers -----------------------------------------------------------------------------------------
    def _poll(self, channel: str):
        if channel not in self._pending:
            return None
        if channel not in self._arrived and self._answers is not None:
            self._read_answers(channel)
        if channel not in self._arrived:
            self._check()
        if channel in self._arrived:
            del self._pending[channel]
            self._sent.pop(channel, None)
            return self._arrived.pop(channel)
        return None

    def _read_answers(self, channel: str) -> None:
        """Read what has come back until `channel`'s answer is in or nothing more waits."""
        while channel not in self._arrived:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                return
            except (OSError, EOFError, ValueError) as exc:  # the queue broke with the process: _check sees it
                log.warning("AI answer unreadable (%s)", exc)
                return
            self._deaths = 0  # the worker answers: it is well
            for other, ticket in list(self._pending.items()):
                if answer[0] == ticket:
                    if answer[2]:
                        log.error("AI %s failed: %s", other, answer[2])
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
        self._sent.pop(channel, None)
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
        except (OSError, ValueError) as exc:
            log.info("the AI worker was already gone at close: %s", exc)
        if self._proc is not None:
            self._proc.join(timeout=1.0)
            if self._proc.is_alive():
                self._proc.terminate()
        self._drop_worker()
        self._restart_at = None
