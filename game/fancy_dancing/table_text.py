"""The words of the Fancy Dancing table: the move log in plain sentences ("Ada played Tango 7 to the Plus
row, on Countess's side"), side names, running points, and the status line's prompts.

The log reads who moved from the match log and what happened from the public events of each position
(a spectator's observation): a shuffle's order and the cards in a hand never reach it. The status line
reads the table's view (game.fancy_dancing.view). Never changes a match.
"""
from __future__ import annotations

from game.core import CHANCE
from game.core.match import possessive as whose
from game.fancy_dancing import cards as C
from game.fancy_dancing.view import new_events
from game.ui.table_widgets import LogEntry
from game.ui.theme import Palette
from game.ui.told_log import ToldLog

RULE_NAMES = {"plus": "Plus", "minus": "Minus", "style": "Style"}
MODE_LINES = {
    "duel": "Duel · first to three Accolades",
    "solitaire": "Solitaire · three Accolades before the deck runs out",
    "cooperative": "Cooperative · three Accolades together",
    "endurance": "Endurance · as many Accolades as three passes allow",
}
MODE_TITLES = {"duel": "Duel", "solitaire": "Solitaire", "cooperative": "Cooperative", "endurance": "Endurance"}


def card_words(name: str) -> str:
    """"Tango 7", "a Star"."""
    card = C.card_id(name)
    return "a Star" if C.is_star(card) else C.describe(card)


def side_name(table, side: int, possessive: bool = True) -> str:
    """Whose side: "Ada's", "your", "the team's"."""
    mode = table.match.options.get("mode", "duel")
    if mode != "duel":
        return "your" if table.match.players == 1 else "the team's"
    name = table.seat_label(side)
    return whose(name, start=False) if possessive else name


def side_title(table, side: int) -> str:
    mode = table.match.options.get("mode", "duel")
    if mode != "duel":
        return "Your side" if table.match.players == 1 else "The team's side"
    return f"{whose(table.seat_label(side))} side"


def points_text(names: list) -> tuple[str, str]:
    """The running points of a side-row and how they stand: ("14–24", "open" | "in" | "over" | "empty")."""
    if not names:
        return "–", "empty"
    low, high = C.row_totals([C.card_id(n) for n in names])
    text = str(low) if low == high else f"{low}–{high}"
    if low > C.SCORE_HIGH:
        return text, "over"
    if high >= C.SCORE_LOW and low <= C.SCORE_HIGH and any(C.SCORE_LOW <= t <= C.SCORE_HIGH
                                                           for t in _reachable(names)):
        return text, "in"
    return text, "open"


def _reachable(names: list) -> list[int]:
    cards = [C.card_id(n) for n in names]
    base = sum(C.POINTS[c] for c in cards)
    stars = sum(1 for c in cards if C.is_star(c))
    return [base + C.STAR_LOW * (stars - k) + C.STAR_HIGH * k for k in range(stars + 1)]


# --- the move log ------------------------------------------------------------------------------------

class LogBook(ToldLog):
    """Sentences for the match log, told once per move and kept along the game (see ToldLog)."""

    def _public(self, i: int) -> dict:
        """A spectator's observation of position i: everything the log may say is in it."""
        return self.table.match.states[i].observation(None)

    def _events(self, i: int) -> list:
        """The public events of log entry i (minus what a chance position repeats)."""
        after = self._public(i + 1)
        if self.table.match.log[i][0] == CHANCE:
            return new_events(self._public(i), after)
        return after["events"]

    def _add(self, i: int) -> None:
        t = self.table
        match = t.match
        seat, text = match.log[i]
        events = self._events(i)
        colour_of = t.seat_colour
        if seat == CHANCE:
            for ev in events:
                if ev[0] == "deal":
                    solo = match.options.get("mode", "duel") != "duel"
                    self.entries.append(LogEntry(
                        f"The cards are shuffled; {ev[1]} dealt to each hand" + (", 13 set aside face up." if solo else "."),
                        Palette.text_muted))
                elif ev[0] == "rebuild":
                    self.entries.append(LogEntry(f"The discard pile ({ev[1]} cards) is shuffled into a new deck.",
                                                 Palette.text_muted))
                elif ev[0] == "set_aside" and i > 0:
                    self.entries.append(LogEntry(f"{ev[1]} cards from it are set aside face up.", Palette.text_muted))
            return
        self._turn += 1
        name = t.seat_label(seat)
        centres = self._public(i)["centres"]
        for ev in events:
            kind = ev[0]
            if kind == "play":
                _, who, card, row, side = ev
                rule = RULE_NAMES[centres[row]]
                where = "" if match.options.get("mode", "duel") != "duel" else f", on {side_name(t, side)} side"
                self.entries.append(LogEntry(f"{name} played {card_words(card)} to the {rule} row{where}.",
                                             colour_of(seat), self._turn))
            elif kind == "flip":
                self.entries.append(LogEntry(f"The card of row {ev[1] + 1} turns over: now {RULE_NAMES[ev[2]]}.",
                                             Palette.gold_light))
            elif kind == "score":
                _, row, side, total, won, _cards = ev
                owner = side_name(t, side)
                owner = owner[0].upper() + owner[1:]
                if won:
                    self.entries.append(LogEntry(f"{owner} row {row + 1} is full at {total}: an Accolade!",
                                                 Palette.gold_light))
                else:
                    self.entries.append(LogEntry(f"{owner} row {row + 1} is full at {total}: no Accolade.",
                                                 Palette.text_muted))
            elif kind == "refresh":
                self.entries.append(LogEntry(f"{name} refreshed: {ev[2]} card{'s' * (ev[2] != 1)} to the discard, "
                                             "two new ones drawn.", colour_of(seat), self._turn))
            elif kind == "time":
                left = ev[1]
                self.entries.append(LogEntry(f"The deck ran out: a Time token turns down ({left} left).",
                                             Palette.gold_light))
        after = self._public(i + 1)
        if after["over"]:
            reason = after["end_reason"]
            if reason:
                self.entries.append(LogEntry(t.match.with_names(reason), Palette.gold_light))


# --- the status line ----------------------------------------------------------------------------------

def status_text(table) -> tuple[str, str]:
    """(text, kind) for the status line: a refusal or notice first, then what to do now."""
    t = table
    said = t.said.standing(6.0)
    if said:
        return said
    match = t.match
    view = t.view()
    if view.over:
        reason = match.with_names(view.end_reason)
        tail = t.results_words()
        return (reason or "The dance is over.") + tail, "result"
    if t.demo:
        return "A demonstration: the AI plays every seat. Esc for the menu.", "hint"
    if t.pending is not None:
        return ("Your card waits in its space. End turn (Enter) dances it; Undo (Ctrl+Z) takes it back."), "notice"
    seat = t.human_to_move()
    if seat is None:
        movers = [view.to_move] if view.to_move is not None else []
        if movers and t.seat_is_ai(movers[0]):
            name = t.seat_label(movers[0])
            if t.can_undo():
                return f"{name} is choosing… Ctrl+Z still takes your move back.", "hint"
            return f"{name} is choosing…", "hint"
        return "The cards are being shuffled…", "hint"
    picked = t.drag.ident if t.drag.active else t.selected
    if picked is not None and t.hover_space is not None and t.hover_space not in t.targets_for(picked):
        # pointing at a space that will not take the card: say why before anyone tries
        reason = t.state.refusal(C.card_id(picked), *t.hover_space)
        if reason:
            return f"Not there: {reason}", "hint"
    if t.selected is not None:
        targets = t.targets_for(t.selected)
        words = card_words(t.selected)
        if not targets:
            return f"No row takes {words} now: pick another card, or Refresh (R).", "hint"
        return f"{words}: a lit space takes it. Click one or drag the card there; right-click to put it back.", "hint"
    who = t.seat_label(seat)
    you = "Your turn" if len(t.human_seats()) == 1 else f"{who}, your turn"
    n = len(t.hand_names())
    keys = f"1–{n}" if n > 1 else "1"
    return f"{you}: pick a card (click, drag, or {keys}), or Refresh (R) for two new cards.", "hint"
