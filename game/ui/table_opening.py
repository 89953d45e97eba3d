"""A table's opening: the pictures it paints ahead of need, a few milliseconds a frame (see paint_ahead),
so opening or resizing a table never waits for every picture at once; and the short hold of a new
demonstration's first deal or AI move until the pictures it shows are made (READY, or the warm-up's
end), else its second frame would paint them all at once. A person's table deals at once: they are
waiting for it. In a fixed-step run (--fixed-step) each frame's share is the whole warm-up, waited for,
so the pictures are made at the same frame every run.
"""
from __future__ import annotations

import time

from game.ui.paint_ahead import READY, WAIT

OPENING_HOLD = 0.75  # seconds at most a new demonstration's first deal or AI move waits for its warm-up


class TableOpening:
    """One table's warm-up (the generator of pictures in hand) and its opening hold."""

    def __init__(self, demo: bool, at_once: bool = False):
        self.at_once = at_once  # a fixed-step run: work() makes every picture, waiting for the helper thread
        self.steps = None  # a generator rendering one cached picture per step, or None once done
        self.hold = OPENING_HOLD if demo else 0.0  # seconds the first deal or move may still wait

    @property
    def warming(self) -> bool:
        return self.steps is not None

    def warm(self, steps) -> None:
        """Run `steps` a little each frame from now on (in place of any warm-up still going)."""
        self.steps = steps

    def work(self, budget_s: float = 0.0025) -> None:
        """This frame's share of the warm-up: `budget_s` seconds at most. Pictures are memoised, so one
        needed before its step simply renders on demand."""
        steps = self.steps
        if steps is None:
            return
        end = time.perf_counter() + budget_s
        for picture in steps:
            if picture is READY:
                self.hold = 0.0
                return  # the first deal or move comes in this frame: it warms nothing more
            if self.at_once:
                if picture is WAIT:
                    time.sleep(0.001)  # the helper thread's picture: asked for again until it is made
                continue
            if picture is WAIT or time.perf_counter() >= end:
                return  # (WAIT: a picture still painting on the helper thread, see paint_ahead)
        self.steps = None
        self.hold = 0.0

    def holding(self, dt: float) -> bool:
        """Count `dt` off the hold: True while the first deal or move must still wait for its pictures."""
        if self.hold > 0.0:
            self.hold -= dt
            if self.steps is not None and self.hold > 0.0:
                return True
            self.hold = 0.0
        return False
