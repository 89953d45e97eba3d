"""What a table keeps of its game, so none of it is lost: the autosave after each person's move (atomically:
seed, log and a snapshot), the rescue after a fault (the match saved as its log stands), and a game
finished here, kept once as a past game (a replay file) and in the statistics, with the time it was on and
the hints it took. Resume never offers a finished game: its autosave is forgotten.
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


class TableKeeper:
    """One table's saves and records; the table tells it what happened and when."""

    def __init__(self, table):
        self.table = table
        self.saved_here = False  # this table wrote the autosave (so it is this game's to forget)
        self.play_seconds = 0.0  # time the game was on at this table (statistics)
        self.played_live = False  # a move was made here: a game that ends now ended in front of someone
        self.kept = False  # the finished game went to the past games and the statistics

    def new_game(self) -> None:
        """The table started a fresh match: nothing of it has been played or kept yet."""
        self.play_seconds = 0.0
        self.played_live = False
        self.kept = False

    def autosave(self) -> bool:
        """Write the match to the autosave file (atomically: seed, log and a snapshot). False, with a
        notice on the table, when it cannot be written."""
        from game.core.saves import save_match

        try:
            save_match(self.table.match, note="autosave")
            self.saved_here = True
            return True
        except OSError as exc:
            log.warning("autosave failed: %s", exc)
            self.table.notice("Could not save the game: the save folder is not writable.")
            return False

    def rescue(self) -> bool:
        """After a fault (the App's recover): save the match as its log stands, so Resume brings back every
        move made. A held move (pending) was never played and stays out; a demo, a replay or a finished
        game is not saved. Returns True when saved."""
        table = self.table
        table.faulted = True
        table.takeback.held = None
        match = table.match
        if table.demo or table.replaying or not match.log or match.is_over():
            return False
        if len(match.states) != len(match.log) + 1:  # never a position without its move: the log is the truth
            log.error("match states (%d) and log (%d) disagree; saving the log", len(match.states), len(match.log))
            match.undo_to(min(len(match.log), len(match.states) - 1))
        return self.autosave()

    def leave(self) -> None:
        """A person's table closes: what the player left on the table is their move; an unfinished game is
        saved for Resume, a finished one is no longer offered."""
        table = self.table
        if table.pending is not None:
            table.commit_pending()
        if not table.match.is_over() and table.match.log:
            self.autosave()
        elif table.match.is_over():
            self.forget_autosave()

    def forget_autosave(self) -> None:
        """The game is finished (or kept as a past game): Resume no longer offers it, if the autosave is
        this game's (resumed from it, or written here)."""
        if not (self.table.from_save or self.saved_here):
            return
        from game.core.saves import autosave_path

        try:
            autosave_path().unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not remove the finished game's autosave: %s", exc)

    def keep_finished_game(self) -> None:
        """A game that ended here goes to the past games (a replay file) and the statistics, once."""
        table = self.table
        if table.demo or table.replaying or not self.played_live or self.kept:
            return
        self.kept = True
        from game.core import past_games, records

        try:
            past_games.record(table.match, self.play_seconds, table.hints.used, table.hints.chances,
                              past_games.outcome_words(table.match))
        except OSError as exc:
            log.warning("could not keep the finished game: %s", exc)
        records.record_match(table.match, self.play_seconds, table.hints.total())
        self.forget_autosave()  # kept as a past game now: Resume no longer offers it
