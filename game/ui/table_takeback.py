"""What a person at a table may still take back: the moves of their turn so far (never past another seat's
move or a reveal); a move held on the table until it is committed (holds_move: one that would at once show
its player something new, such as a solitaire player's next card); and, in a game whose turn ends in a
draw hidden from the mover (undo_until_reveal), their last move until something new is shown: another
seat acts, a chance outcome is drawn, or the curtain lifts for someone else.

How a hold or a take-back looks is the table's (its override points holds_move, on_hold, undo_words,
finish_animation, on_undo). The autosave follows every take-back, so Resume never brings one back.
"""
from __future__ import annotations

import random

from game.core import CHANCE, IllegalAction


class TakeBack:
    """One table's held move and its mark of the last move that may be taken back."""

    def __init__(self, table):
        self.table = table
        self.held: tuple | None = None  # (action, seat): a move on the table, not yet played
        self.mark: tuple[int, int] | None = None  # (log length before a person's move, its seat)

    # --- a move held on the table ---------------------------------------------------------------------
    def hold(self, action, seat: int) -> bool | None:
        """Hold `action` on the table instead of playing it, when the table holds such a move and the same
        person moves next: True when held, False when refused (its reason said), None: play it now."""
        t = self.table
        if self.held is not None or t.demo or t.seat_is_ai(seat) or not t.holds_move(action, seat):
            return None
        try:
            after = t.match.state.apply(action, seat)
        except IllegalAction as exc:
            t.refuse(str(exc))
            return False
        if next_mover(after) != seat:
            return None
        self.held = (action, seat)
        t.message = ""
        t.on_hold(action, seat)
        return True

    def take_held(self) -> tuple | None:
        """The held move, (action, seat), now off the table to be played; None when there is none."""
        held, self.held = self.held, None
        return held

    # --- the mark of a move that may be taken back until a reveal ----------------------------------------
    def played(self, seat: int, after, human: bool) -> None:
        """A move was played: a person's may be taken back until something new is shown to them."""
        t = self.table
        self.mark = (len(t.match.log) - 1, seat) if (
            t.undo_until_reveal and human and seat not in after.to_move() and not after.is_over()) else None

    def drop_mark(self) -> None:
        """Something new was shown (a shuffle, a deal, a clock's expiry): the last move stays played."""
        self.mark = None

    def marked_seat(self) -> int | None:
        """The seat whose last move is marked as one that may be taken back, or None."""
        return self.mark[1] if self.mark is not None else None

    def seen_by(self, seat: int) -> None:
        """The curtain lifted for `seat`: another person's marked move can no longer be taken back."""
        if self.mark is not None and self.mark[1] != seat:
            self.mark = None

    def forget(self) -> None:
        """A fresh match: nothing is held or marked."""
        self.held = self.mark = None

    def _marked_last(self) -> bool:
        return self.mark is not None and len(self.table.match.log) == self.mark[0] + 1

    # --- taking back -----------------------------------------------------------------------------------
    def possible(self) -> bool:
        """Whether undo() would take something back now (the table's can_undo)."""
        t = self.table
        if t.demo or t.replaying or t.match.is_over():
            return False
        if self.held is not None or self._marked_last():
            return True
        if t.undo_until_reveal:
            return False  # its turns are single moves: only the mark or a held move undo
        movers = [p for p in t.match.state.to_move() if p != CHANCE]
        if len(movers) != 1 or t.seat_is_ai(movers[0]):
            return False
        return t.match.turn_start(movers[0]) < len(t.match.log)

    def undo(self) -> bool:
        """Take back the held move, the marked move, or the person's moves this turn (the table's undo)."""
        t = self.table
        t.finish_animation()
        if not self.possible():
            t.refuse("Nothing to undo: a new card has been shown since." if t.undo_until_reveal
                     else "Nothing to undo this turn.")
            return False
        t.seats_ai.cancel()
        held = self.held is not None
        if held:
            self.held = None
        elif self._marked_last():
            length, seat = self.mark
            t.match.undo_to(length)
            t.curtain.lifted_for = seat  # the person who moved is the one looking
        else:
            seat = next(iter(t.match.state.to_move()))
            t.match.undo_to(t.match.turn_start(seat))
        self.mark = None
        t.message = ""
        if not held and t.match.log:
            t.keeper.autosave()  # the save follows the take-back: Resume never brings back a move taken back
        t.on_undo()
        t.notice(t.undo_words(held))
        return True


def next_mover(state) -> int | None:
    """Who moves after `state` once its chance outcomes are drawn (who, not what, is all we need)."""
    probe = state
    for _ in range(8):
        movers = probe.to_move()
        if CHANCE not in movers:
            return next(iter(movers)) if len(movers) == 1 else None
        probe = probe.apply(probe.sample_chance(random.Random(0)), CHANCE)
    return None
