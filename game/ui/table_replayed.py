"""What a replay (game.ui.replay) does to a table, and nothing else: from its start the table only shows the
positions the replay gives it (its `replaying` flag: no AI, no chance, no input, no saves), at once (a jump:
animations land) or as if the move had just been played there (the table animates it with on_move or
on_chance), from the view the replay asks for (`replay_view`; None: a spectator's, the public view).
"""
from __future__ import annotations

from game.core import CHANCE
from game.core.match import Match


class TableReplayed:
    """One table driven by a replay: the replay calls these; the table's flags say what it then shows."""

    def __init__(self, table):
        self.table = table

    def start(self, view: int | None) -> None:
        """From now on the table only shows the positions given it; `view` is the seat whose view may be
        drawn (None: a spectator's)."""
        t = self.table
        t.replaying = True
        t.replay_view = view
        t.on_undo()

    def set_view(self, view: int | None) -> None:
        """Draw from `view`'s observation from the next position shown (None: a spectator's)."""
        self.table.replay_view = view

    def show(self, match: Match) -> None:
        """Show `match` (the replayed game cut after some move) at once: animations land, nothing moves."""
        t = self.table
        t.finish_animation()
        t.match = match
        t.on_undo()

    def play(self, match: Match) -> None:
        """Show `match`, one move (or chance outcome) past the position shown, as if it had just been
        played here: the table animates it with on_move or on_chance."""
        t = self.table
        before = match.states[-2]
        seat, text = match.log[-1]
        t.match = match
        if seat == CHANCE:
            t.on_chance(before)
        else:
            t.on_move(before, before.parse_action(text), seat, match.state)
