"""What the Casino table says about the person's pick, and what it lets them do with it: the pick's
readings, the table cards that may join it (lit), Confirm's label and whether it is lit (the frame's
Situation), the live caption, why nothing may be played now, and the status line's words.

Every question about a person's own plays is asked of `table.world(seat)` through the table's
selection.Advisor, so no answer can depend on a card that person cannot see; the words are table_text's.
It reads the table and never changes it: the table asks it in update (refresh) and the input controller
asks it when an event needs a refusal or a reading.
"""
from __future__ import annotations

from game.casino import table_text
from game.casino.moves import can_pass
from game.casino.rules import PLAY, SECRET
from game.casino.table_controls import Situation
from game.casino.view import TableView
from game.core import CHANCE

MESSAGE_SECONDS = 6.0  # a refusal or notice holds the status line this long


class PickReader:
    """One Casino table's reading of the pick: asked, never told; it keeps nothing of its own."""

    def __init__(self, table):
        self.table = table

    def not_your_turn(self) -> str:
        """Why the person may not play now, in the words of a refusal."""
        table = self.table
        if table.match.is_over():
            return "The game is over."
        if table.demo:
            return "This is a demonstration: the AI plays both seats."
        if table.replaying:
            return "This is a replay."
        if table.choreo.busy:
            return "Wait for the cards to land."
        movers = [p for p in table.state.to_move() if p != CHANCE]
        if table.state.phase == SECRET:
            return "Wait: the secret cards are being chosen."
        name = table.seat_label(movers[0]) if movers else "the dealer"
        return f"Wait: it is {name}'s turn."

    def readings(self, pick=None) -> tuple[list, str]:
        """The plays `pick` (default: the person's pick) reads as, and why none when there are none."""
        table = self.table
        seat = table.human_to_move()
        if seat is None:
            return [], self.not_your_turn()
        return table.advisor.readings(table.world(seat), seat, pick or table.ui.pick)

    def lit_items(self) -> frozenset:
        """The table items known to be able to join the pick (all of them once the advisor has settled;
        on a crowded table they are found over a few frames)."""
        table = self.table
        pick = table.ui.pick
        seat = table.human_to_move()
        if seat is None or pick.hand is None or table.state.phase != PLAY:
            return frozenset()
        return table.advisor.lit(table.world(seat), seat, pick) - set(pick.items)

    def item_lit(self, item, pick=None) -> bool:
        """Whether `item` may join the pick, asked now (one item: a few checks at most, never a listing)."""
        table = self.table
        pick = pick or table.ui.pick
        seat = table.human_to_move()
        if seat is None or pick.hand is None or table.state.phase != PLAY:
            return False
        return table.advisor.item_lit(table.world(seat), seat, pick, item)

    def confirm_label(self) -> str:
        """What Confirm would do now, on the button: "Capture 3 cards", "Build 8", "Drop", "Choose…"."""
        table = self.table
        seat = table.human_to_move()
        if table.ui.pick.hand is None or seat is None:
            return "Confirm"
        return table_text.confirm_label(table.world(seat), self.readings()[0])

    def caption(self) -> str:
        """The live caption: what to do now, or what the selection would do."""
        table = self.table
        seat = table.human_to_move()
        ui = table.ui
        n = len(table.choreo.display.hands["bottom"])
        who = "Your turn" if len(table.human_seats()) == 1 else f"{table.seat_label(seat)}, your turn"
        if ui.pick.hand is None:
            return table_text.caption(None, ui.pick, ui.armed, n, who, [], "", frozenset())
        plays, reason = self.readings()
        return table_text.caption(table.world(seat), ui.pick, ui.armed, n, who, plays, reason, self.lit_items())

    def status_text(self) -> tuple[str, str]:
        """The status line: a refusal or notice while it lasts, else what the table is doing or the caption."""
        table = self.table
        said = table.said.standing(MESSAGE_SECONDS)
        if said:
            return said
        view = table.view()
        if view.over and not table.choreo.busy:  # the result waits for the last sweep to land
            tail = table.results_words()
            return table.match.with_names(view.end_reason) + tail, "result"
        if table.replaying:
            return "", "hint"
        if table.choreo.busy:
            caption = table.choreo.display.caption
            if caption:
                return caption, "hint"
            return (table.moving_words or "…"), "notice"
        if table.demo:
            return "A demonstration: the AI plays both seats. Esc for the menu.", "hint"
        seat = table.human_to_move()
        if seat is None:
            movers = [p for p in view.to_move if p != CHANCE]
            if view.phase == SECRET:
                return "The secret cards are being chosen…", "hint"
            if movers and table.seat_is_ai(movers[0]):
                name = table.seat_label(movers[0])
                if table.can_undo():
                    return f"{name} is choosing… Ctrl+Z still takes your play back.", "hint"
                return f"{name} is choosing…", "hint"
            return "", "hint"
        if view.phase == SECRET:
            return "Click any card, then seal it as your secret card.", "prompt"
        if table.ui.asking == "pass":
            return "Use your Pass? Enter or Y uses it; Esc or N keeps it for later.", "prompt"
        return self.caption(), "prompt"

    def situation(self, view: TableView, seat: int | None, busy: bool) -> Situation:
        """What this frame's buttons show and allow (table_controls.build lays them out from it)."""
        table = self.table
        playing = seat is not None and view.phase == PLAY and not busy
        ui = table.ui
        pick = ui.pick
        results = table.match.is_over() and not table.demo
        return Situation(
            # where nobody at the screen plays (a demonstration, the AI in every seat) only Results shows
            shown=view.phase != SECRET and not table.replaying and (table.takes_moves() or results), results=results,
            playing=playing, picked=pick.hand is not None,
            confirmable=playing and pick.hand is not None and bool(self.readings()[0]),
            touched=bool(pick.items) or ui.armed or pick.hand is not None,
            confirm_label=self.confirm_label(), can_undo=table.can_undo(),
            can_pass=playing and can_pass(table.world(seat), seat),
            can_subtract=playing and not view.subtract_used[seat], armed=ui.armed,
            asking=ui.asking if playing else None)
