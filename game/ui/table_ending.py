"""The end of a table's game: the final position stays on screen a moment (RESULTS_DELAY) before the results
open by themselves, or, at a demonstration, a moment longer (DEMO_RESTART, shortened by a watched table's
pace) before the next game starts. Once, as the game ends, it is counted, the table's on_game_over plays
(sound, highlight) and the keeper keeps it as a past game and in the statistics. Enter opens the results
sooner (the table's open_results); an animation still playing is always let finish first.
"""
from __future__ import annotations

DEMO_RESTART = 2.5  # seconds a finished demo game stays on screen before the next one
RESULTS_DELAY = 1.4  # seconds the final position shows before the results come up


class TableEnding:
    """One table's end of the game: whether it was seen, how long ago, whether the results were opened."""

    def __init__(self, table):
        self.table = table
        self.handled = False  # the end was seen: counted, announced and kept
        self.age = 0.0  # seconds since the game ended
        self.results_shown = False

    def new_game(self) -> None:
        """The table started a fresh match: its end is still to come."""
        self.handled = False
        self.age = 0.0
        self.results_shown = False

    def update(self, dt: float) -> None:
        """A frame of a finished game: announce and keep it once, then open the results or start the next
        demonstration when its moment is over and nothing moves any more."""
        t = self.table
        t.seats_ai.cancel()
        if not self.handled:
            self.handled = True
            self.age = 0.0
            t.app.count("games")
            t.on_game_over()
            t.keeper.keep_finished_game()
        self.age += dt
        if t.demo and self.age > DEMO_RESTART / t.pace and not t.animating():
            t.restart()
        elif not t.demo and not self.results_shown and self.age > RESULTS_DELAY and not t.animating():
            t.open_results()

    def open_results(self) -> None:
        self.results_shown = True
        self.table.app.open("results", self.table)

    def finished(self) -> bool:
        """An autoplay run may stop here: the game ended a demonstration's moment ago."""
        return self.table.match.is_over() and self.age > DEMO_RESTART
