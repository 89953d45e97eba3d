"""The Casino table's turn clock (the timer option): the seconds the person to move has left, counted
while their view is up and no cards are moving, started afresh for each new move; when it runs out the
table plays their timeout through the rules (the other seat scores a point). Nothing runs in a
demonstration, a replay, or on an AI's turn.
"""
from __future__ import annotations

from game.casino.rules import TIMER_SECONDS


class TurnClock:
    """One table's clock: whose it is (seat), the seconds left (left), and its tick each frame."""

    def __init__(self, table):
        self.table = table
        self.left = float(TIMER_SECONDS)
        self._key = None  # (log length, seat) the clock was started for

    def seat(self) -> int | None:
        """The person whose clock runs: the human seat to move whose view is up (None: no clock runs)."""
        table = self.table
        state = table.state
        if not state.timer or table.demo or table.replaying or state.is_over():
            return None
        return table.human_to_move()

    def restart(self) -> None:
        """Start afresh at the next tick (the match was cut back)."""
        self._key = None

    def tick(self, dt: float) -> None:
        table = self.table
        seat = self.seat()
        key = (len(table.match.log), seat)
        if key != self._key:
            self._key = key
            self.left = float(TIMER_SECONDS)
        if seat is None or table.animating():
            return
        self.left -= dt
        if self.left <= 0:
            table.clear_pick()
            table.play(("timeout",), seat)
            self.left = float(TIMER_SECONDS)
            self._key = (len(table.match.log), self.seat())
