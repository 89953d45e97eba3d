"""A table's pass-and-play curtain: with hidden information and several people at one screen, the screen
is covered ("Pass to <name>", game.ui.curtain) before each person's private view, and only the person it
was last lifted for, while they still have a choice to make, may see their secrets. Something shown to
everyone (a reveal, a deal) means the next private view needs the curtain again, even for whoever looked
last; an animation everyone may watch plays out before the curtain comes down. Behind the curtain the
person who just moved may still take it back (game.ui.table_takeback) before the screen changes hands.

What the curtain says of a seat (a note, its colour, what is private) are the table's own override points
(curtain_note, curtain_colour, curtain_private), and its private_seat() answers through this.
"""
from __future__ import annotations

from game.core import CHANCE
from game.ui.theme import seat_colour


class TableCurtain:
    """One table's curtain: whom it was last lifted for, and when it must come down."""

    def __init__(self, table):
        self.table = table
        self.lifted_for: int | None = None  # the person (seat) the curtain was last lifted for

    def shared(self) -> bool:
        """True when views are private: a game with secrets, several people at the screen, no demonstration."""
        t = self.table
        return not t.demo and t.match.game.info.hidden_info and len(t.human_seats()) >= 2

    def private_seat(self) -> int | None:
        """On a shared screen, the seat whose secrets may show: the person the curtain was lifted for while
        they still have a choice to make; else None (only what every seat may see)."""
        t = self.table
        seat = self.lifted_for
        return seat if seat is not None and seat in t.match.state.to_move() and not t.seat_is_ai(seat) else None

    def cover(self) -> None:
        """Something was shown to everyone: the next private view needs a curtain, even for the person who
        looked last."""
        self.lifted_for = None

    def due(self) -> bool:
        """Cover the screen before the next person's private view, when one is due; True when the curtain
        was just raised (the table then does nothing more this frame)."""
        t = self.table
        if not self.shared():
            return False
        if t.animating() and t.animation_is_public():
            return False  # everyone watches it together; the curtain comes after
        movers = [p for p in t.match.state.to_move() if p != CHANCE and not t.seat_is_ai(p)]
        if not movers:
            return False
        seat = t.viewer()
        if seat == self.lifted_for:
            return False
        self.lifted_for = seat
        self.show(seat)
        return True

    def show(self, seat: int) -> None:
        """Open the curtain scene for `seat`, with a take-back for the person who just moved if they still may."""
        t = self.table
        t.message = ""  # what was said before the screen changed hands was said to someone else
        undo = None
        mover = t.takeback.marked_seat()
        if mover is not None and mover != seat and t.can_undo():
            undo = (t.seat_label(mover), t.undo)  # the person who just moved takes it back before passing on
        t.app.open("curtain", t.seat_label(seat), table=t,
                   colour=t.curtain_colour(seat) or seat_colour(seat, t.app.settings.colour_blind),
                   on_continue=lambda: self.lifted(seat), undo=undo, note=t.curtain_note(seat),
                   private=t.curtain_private(seat))

    def lifted(self, seat: int) -> None:
        """`seat`'s person sees their hand now: the previous person's move can no longer be taken back."""
        self.table.takeback.seen_by(seat)
