"""A table's move log told in sentences, kept along the game: each move is told once (`_add`, by the
game's own log book), and an earlier position of the same game (a take-back, a replay's jump back) shows
the lines told up to it, so jumping about a replay tells nothing again. Another game, or another move
after a take-back, starts the telling afresh. Never draws; never changes the match.
"""
from __future__ import annotations

from game.ui.table_widgets import LogEntry


class ToldLog:
    """Subclasses tell move i in `_add(i)` by appending LogEntry lines to `entries`; `_turn` is theirs to
    count turns with (always the count after the last move told)."""

    def __init__(self, table):
        self.table = table
        self.entries: list[LogEntry] = []  # every move of _seen told (the position shown may be earlier)
        self._turn = 0
        self._seen: list = []  # the log's moves told, to notice an undo or a new match
        self._marks: list[tuple[int, int]] = []  # (lines, turn) before each move of _seen was told
        self._shown: tuple = (None, [])  # (moves, the lines of that earlier position)

    def refresh(self) -> list[LogEntry]:
        """The lines of the match as it stands."""
        match = self.table.match
        n = len(match.log)
        k = min(n, len(self._seen))
        if match.log[:k] != self._seen[:k]:
            self.entries, self._seen, self._marks, self._turn = [], [], [], 0
            self._shown = (None, [])
        while len(self._seen) < n:
            i = len(self._seen)
            self._marks.append((len(self.entries), self._turn))
            self._add(i)
            self._seen.append(match.log[i])
        if n == len(self._seen):
            return self.entries
        if self._shown[0] != n:
            self._shown = (n, self.entries[:self._marks[n][0]])
        return self._shown[1]

    def _add(self, i: int) -> None:
        raise NotImplementedError
