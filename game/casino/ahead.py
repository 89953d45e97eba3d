"""Casino's legal listings worked out ahead of need, off the frame: the listing of the person's world (so
the table can light exactly what may join a pick on a middling table) and of the position an AI seat
answers in (so checking its answer costs the frame nothing). On a crowded table one listing can take
from a few milliseconds to over a hundred; the table never waits on one inside a frame.

Each listing runs on its own background thread that works only between the table's frames: the table
says when a frame begins and ends (frame_begins / frame_ends), and the thread, checking every few dozen
calls, waits while a frame is drawn (the interpreter's lock would otherwise make the frame wait for it).
The result is picked up in update(); a listing no longer wanted is stopped at its next check.

Pure Python (no pygame): it only asks a position for its legal actions (which the rules keep on the
position once listed) and never changes one. Every failure is logged, never raised into a frame.
"""
from __future__ import annotations

import logging
import sys
import threading

log = logging.getLogger(__name__)

CHECK_EVERY = 48      # calls between two looks at whether a frame is being drawn (or the job was dropped)
SWITCH = 0.0005       # the interpreter's switch interval while a listing runs: a frame waits at most this


class _Stop(Exception):
    """A listing no longer wanted: raised inside it from the thread's own profile hook."""


def legal_list(state, seat: int) -> list:
    return state.legal_actions(seat)


class _Job:
    def __init__(self, state, seat: int, work):
        self.state = state
        self.seat = seat
        self.work = work
        self.result = None
        self.done = False
        self.dropped = False
        self.calls = 0


class Ahead:
    """Listings of positions, each on a background thread that runs only between frames."""

    def __init__(self, inline: bool = False):
        self.inline = inline  # a fixed-step run: each listing is made at once, in the frame that asks
        self._between = threading.Event()  # set while no frame of the table is being worked out or drawn
        self._between.set()
        self._jobs: dict = {}  # (id(state), seat) -> _Job (the job keeps the state, so the id stays its own)
        self._lock = threading.Lock()
        self._running = 0
        self._switch = None

    # --- the table's frames ---------------------------------------------------------------------------
    def frame_begins(self) -> None:
        self._between.clear()

    def frame_ends(self) -> None:
        self._between.set()

    # --- listings --------------------------------------------------------------------------------------
    def listing(self, state, seat: int) -> list | None:
        """`state`'s legal actions for `seat` if they are known; else None, and they are being listed."""
        return self.result(state, seat, "list", legal_list)

    def result(self, state, seat: int, tag: str, work):
        """`work(state, seat)` (a pure function whose cost is a listing) if it is done; else None, and it
        is being worked out. `tag` names the work among others on the same position."""
        key = (id(state), seat, tag)
        job = self._jobs.get(key)
        if job is not None and job.state is state:
            return job.result if job.done else None
        job = _Job(state, seat, work)
        self._jobs[key] = job
        if self.inline:  # the frame waits for it, so it is done at the same frame every run
            try:
                job.result = work(state, seat)
            except Exception:  # noqa: BLE001 - as on the thread: logged, and the table asks item by item
                log.exception("listing the legal actions of seat %s failed", seat)
            job.done = True
            return job.result
        with self._lock:
            self._running += 1
            if self._running == 1:
                self._switch = sys.getswitchinterval()
                sys.setswitchinterval(min(self._switch, SWITCH))
        threading.Thread(target=self._run, args=(job,), name="casino-listing", daemon=True).start()
        return None

    def pending(self, state, seat: int, tag: str = "list") -> bool:
        """True while `state`'s listing for `seat` (or the work `tag`) is being worked out."""
        job = self._jobs.get((id(state), seat, tag))
        return job is not None and job.state is state and not job.done

    def busy(self) -> bool:
        """True while any job's thread still runs (one dropped included, until it reaches its stop)."""
        return self._running > 0

    def keep_only(self, wanted) -> None:
        """Drop every job but those on the (state, seat) pairs in `wanted` (a running one stops)."""
        keep = {(id(state), seat): state for state, seat in wanted}
        for key, job in list(self._jobs.items()):
            if keep.get(key[:2]) is not job.state:
                job.dropped = True
                del self._jobs[key]

    def stop(self) -> None:
        """The table closes: every listing stops, and may run freely to its stop."""
        self.keep_only(())
        self._between.set()

    # --- the thread -----------------------------------------------------------------------------------
    def _run(self, job: _Job) -> None:
        between = self._between

        def hook(frame, event, arg) -> None:
            job.calls += 1
            if job.calls % CHECK_EVERY:
                return
            if job.dropped:
                raise _Stop
            if not between.is_set():
                between.wait()  # a frame is being worked out or drawn: it goes first

        sys.setprofile(hook)
        try:
            job.result = job.work(job.state, job.seat)
        except _Stop:
            pass
        except Exception:  # noqa: BLE001 - a listing that fails is logged; the table then asks item by item
            log.exception("listing the legal actions of seat %s failed", job.seat)
        finally:
            sys.setprofile(None)
            job.done = True
            with self._lock:
                self._running -= 1
                if self._running == 0 and self._switch is not None:
                    sys.setswitchinterval(self._switch)
