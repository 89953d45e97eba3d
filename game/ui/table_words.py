"""A table's line of words: the last refusal or notice, how the status line shows it (its kind), how long
it has stood (its age), and the view it was said to. Words said to one seat (its refused move, its own
hand, its secret card) never show while another seat's view or the public view is up, and every curtain
drops what was said before it (game.ui.table_curtain): with several people at one screen, nobody reads
what was said to someone else.
"""
from __future__ import annotations

THIS_VIEW = object()  # say(): the words belong to the view on screen now


class TableWords:
    """One table's words and whose view they belong to (the table's `said`; its `message` reads and sets them)."""

    def __init__(self, table):
        self.table = table
        self.text = ""
        self.seat: int | None = None  # the view the words were said to (None: everyone's)
        self.kind = "notice"  # "refusal" or "notice": how the status line shows them
        self.age = 0.0  # seconds since they were said

    def shown(self) -> str:
        """The words, while the view they were said to is on screen; else ""."""
        if self.seat is not None and self.seat != self.table.private_seat():
            return ""
        return self.text

    def standing(self, seconds: float) -> tuple[str, str] | None:
        """(words, kind) for the status line while words for the view on screen are younger than `seconds`."""
        text = self.shown()
        return (text, self.kind) if text and self.age < seconds else None

    def set(self, text: str) -> None:
        """Put `text` on the line as said to the view on screen now ("" clears it)."""
        self.text = text
        self.seat = self.table.private_seat() if text else None

    def say(self, text: str, kind: str, seat=THIS_VIEW) -> None:
        """Say `text` (players' names put in) as a `kind`, to the view on screen, or to `seat`'s view only
        (None: everyone's)."""
        self.set(self.table.match.with_names(text))
        if seat is not THIS_VIEW and self.text:
            self.seat = seat
        self.kind = kind
        self.age = 0.0
