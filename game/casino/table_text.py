"""The Casino Trifecta table's words: the move log in sentences ("Red captures 5C+3D and 8S with 8H: 4
cards, +1 point"), what a pick reads as (Confirm's label, the live caption, the chooser's titles), the
banner, what each seat's score is made of, the hover notes (a score, a pile, a tracker card, a build),
and the hint in words.

Text only. The log reads a spectator's observation of each position (the table, the builds, the
captures and their points, which secret cards are revealed, the end) and the public record of each play
(a play is public once made; a secret card's choice is never read, only that one was made). The notes
read the view (one observation). The caption and the hint's words are asked of a position the person
cannot tell from the real one (the table's world(seat)). Card names stay in the notation ("8H") so the
log's SuitText draws them with their suit symbols. Never changes a match.
"""
from __future__ import annotations

import logging

from game.casino import advice
from game.casino import cards as C
from game.casino import notation as N
from game.casino.rules import OVER, PLAY, SECRET
from game.casino.view import pile_summary, pile_words, races, tracker_marks
from game.core import CHANCE, IllegalAction
from game.core.match import possessive, speak_to_you
from game.ui.table_widgets import LogEntry
from game.ui.theme import Palette
from game.ui.told_log import ToldLog

log = logging.getLogger(__name__)

KIND_TITLES = {"capture": "Capture", "trifecta": "Trifecta", "build": "Build", "same": "Build same",
               "subtract": "Subtraction", "drop": "Drop"}
CATEGORY_WORDS = (("point_cards", "Point cards"), ("trifectas", "Trifectas"), ("bonuses", "Bonuses"),
                  ("secret", "Secret cards"), ("timer", "Clock penalties"), ("most_cards", "Most cards"),
                  ("most_spades", "Most spades"), ("most_diamonds", "Most diamonds"))


def points_words(p: float) -> str:
    return f"{p:g} point" + ("" if p == 1 else "s")


def listed(parts: list) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def build_words(b) -> str:
    """A build on the table in words: "Build 8", "Same 7", "the subtraction" (`b`: a build of the rules
    or of an observation)."""
    kind, value = (b["kind"], b["value"]) if isinstance(b, dict) else (b.kind, b.value)
    if kind == "subtraction":
        return "the subtraction"
    title = {"single": "Build", "same": "Same", "multiple": "Multiple"}[kind]
    return f"{title} {C.value_label(value) if isinstance(value, int) else value}"


def build_value(b) -> int:
    """A build's value as a number (an observation writes a face's as its letter)."""
    value = b["value"] if isinstance(b, dict) else b.value
    if isinstance(value, int):
        return value
    return next((v for v, letter in C.FACE_LETTER.items() if letter == value), 0) or int(value)


def _cards(toks) -> str:
    return "+".join(C.tok_name(t) for t in sorted(toks, key=C.text_key))


def _find(table, number: int):
    """The build numbered `number` on `table`: a position of the rules, or an observation's builds."""
    builds = table if isinstance(table, list) else table.builds
    return next((b for b in builds if (b["number"] if isinstance(b, dict) else b.number) == number), None)


def play_words(state, seat: int, action, name: str, capture=None) -> str:
    """One sentence for a play, as everyone at the table may read it (`state`: the position it was made
    in, or that position's list of builds in an observation; `capture`: its record in the observation
    after it, with the points it earned)."""
    kind = action[0]
    if kind == "pass":
        return f"{name} passes (the Pass lifeline)."
    if kind == "drop":
        return f"{name} drops {C.NAME[action[1]]}."
    if kind == "capture":
        h, toks, bs = action[1:]
        parts = []
        if C.is_number_token(h) and toks:
            from game.casino.notation import canonical_groups

            groups = canonical_groups(toks, C.tok_value(h)) or [(t,) for t in toks]
            parts += [_cards(g) for g in groups]
        else:
            parts += [C.tok_name(t) for t in sorted(toks, key=C.text_key)]
        for bn in bs:
            b = _find(state, bn)
            parts.append(build_words(b) if b is not None else "a build")
        tail = ""
        if capture is not None:
            n = len(capture["cards"])
            tail = f": {n} cards" + (f", +{points_words(capture['total'])}" if capture["total"] else "")
        return f"{name} captures {listed(parts)} with {C.tok_name(h)}{tail}."
    if kind == "trifecta":
        h, pair = action[1], action[2]
        faces = " ".join(C.NAME[c] for c in sorted((C.tok_card(h),) + tuple(pair), key=C.text_key))
        tail = f": +{points_words(capture['total'])}" if capture is not None and capture["total"] else ""
        flush = capture is not None and capture["points"].get("trifectas", 0) >= 2
        return f"{name} takes a {'flush ' if flush else ''}trifecta, {faces}{tail}."
    if kind == "build":
        h, toks, bn = action[1:]
        if bn:
            b = _find(state, bn)
            old = build_words(b) if b is not None else "a build"
            new = (build_value(b) if b is not None else 0) + C.tok_value(h)
            return f"{name} adds {C.tok_name(h)} to {old}: now Build {new}."
        v = C.tok_value(h) + sum(C.tok_value(t) for t in toks)
        return f"{name} builds {v}: {C.tok_name(h)} on {_cards(toks)}."
    if kind == "same":
        h, v, toks, bn = action[1:]
        word = C.value_label(v)
        groups = None
        if v not in C.FACES and C.is_number_token(h):
            from game.casino.notation import same_groups

            groups = same_groups(h, v, toks)
        if groups is None:
            groups = [(h,)] + [(t,) for t in sorted(toks, key=C.text_key)]
        lead = "+".join(C.tok_name(t) for t in groups[0])  # the hand card and its group
        rest = [_cards(g) for g in groups[1:]]
        if bn:
            b = _find(state, bn)
            parts = listed([lead] + rest)
            return f"{name} adds {parts} to {build_words(b) if b is not None else 'a build'}: same {word}."
        return f"{name} builds same {word}: {listed([lead] + rest)}."
    if kind == "subtract":
        h, x = action[1:]
        v = C.tok_value(x) - C.tok_value(h)
        return (f"{name} subtracts {C.tok_name(h)} from {C.tok_name(x)} (the Subtraction lifeline): "
                f"only {name} may take it, with {C.a_value(v)}.")
    from game.casino.notation import action_text

    return f"{name}: {action_text(action)}."


class LogBook(ToldLog):
    """Sentences for the match log, told once per move and kept along the game (see ToldLog)."""

    def __init__(self, table):
        super().__init__(table)
        self._last: tuple = (None, None)  # (position, its spectator's observation)

    def _name(self, seat: int) -> str:
        return self.table.seat_label(seat)

    def _say(self, text: str, colour, turn=None) -> None:
        if any(self._name(s).lower() == "you" for s in (0, 1)):
            text = speak_to_you(text)
        self.entries.append(LogEntry(text, colour, turn))

    def _public(self, i: int) -> dict:
        """A spectator's observation of position i: everything the log may say is in it (the last one
        asked is kept: each entry reads the position before and after its move)."""
        state = self.table.match.states[i]
        if self._last[0] is not state:
            self._last = (state, state.observation(None))
        return self._last[1]

    def _add(self, i: int) -> None:
        t = self.table
        match = t.match
        seat = match.log[i][0]
        before, after = self._public(i), self._public(i + 1)
        if seat == CHANCE:
            if after["phase"] == PLAY and before["phase"] != PLAY:
                lead = self._name(after["leader"])
                self._say(f"The cards are dealt: four each and four on the table. {lead} leads round 1.",
                          Palette.text_muted)
            return
        name = self._name(seat)
        colour = t.soft_colour(seat)
        if before["phase"] == SECRET:
            self._say(f"{name} has chosen a secret card.", Palette.text_muted)  # which one is never read
            return
        try:
            # the record of a play, public once made, read with the builds every seat saw
            action = N.parse(match.log[i][1], {b["number"]: build_value(b) for b in before["builds"]})
        except (IllegalAction, ValueError):
            log.warning("the log could not read %r", match.log[i][1], exc_info=True)
            return
        if action[0] == "timeout":
            other = self._name(1 - seat)
            if after["over"] and after["timeouts"][seat] >= 5:
                self._say(f"{name}'s clock ran out a fifth time: {name} forfeits.", Palette.gold_light)
            else:
                self._say(f"{name}'s clock ran out ({after['timeouts'][seat]} of 5): +1 to {other}.",
                          Palette.gold_light)
            return
        self._turn += 1
        new = after["captures"][len(before["captures"]):]
        capture = next((cap for cap in reversed(new) if cap["kind"] != "sweep"), None)
        self._say(play_words(before["builds"], seat, action, name, capture), colour, self._turn)
        for cap in new:
            for owner in (0, 1):
                secret = after["secrets"][owner]
                if secret and secret in cap["cards"] and after["secrets_revealed"][owner] \
                        and not before["secrets_revealed"][owner]:
                    whose = possessive(self._name(owner), start=False)
                    self._say(f"{secret} was {whose} secret card: +1 to {self._name(cap['seat'])}.",
                              Palette.gold_light)
            if cap["kind"] == "sweep":
                who = self._name(cap["seat"])
                n = len(cap["cards"])
                self._say(f"Last capture: {who} takes the {n} card{'s' * (n != 1)} left on the "
                          f"table" + (f" (+{points_words(cap['total'])})." if cap["total"] else "."),
                          Palette.gold_light)
        if after["phase"] == PLAY and after["round"] > before["round"]:
            self._say(f"Round {after['round']} of 6: four new cards each; {self._name(after['leader'])} leads.",
                      Palette.text_muted)
        if after["over"]:
            self._end(after)

    def _end(self, obs: dict) -> None:
        """The end bonuses (a game that ends by a play ends normally) and why the game ended."""
        names = [self._name(s) for s in (0, 1)]
        parts = []
        for key, what in (("most_cards", "most cards"), ("most_spades", "most spades"),
                          ("most_diamonds", "most diamonds")):
            got = [s for s in (0, 1) if obs["breakdown"][s].get(key, 0) > 0]
            if len(got) == 2:
                parts.append(f"{what}: shared")
            elif got:
                parts.append(f"{what}: {names[got[0]]}")
            else:
                parts.append(f"{what}: nobody")
        self._say("End bonuses — " + "; ".join(parts) + ".", Palette.gold_light)
        reason = self.table.match.with_names(obs["end_reason"])
        if reason:
            self._say(reason, Palette.gold_light)


# --- scores -----------------------------------------------------------------------------------------

def breakdown_lines(breakdown: dict, over: bool) -> list:
    """(label, points) per category that counts (every category at the end)."""
    out = []
    for key, label in CATEGORY_WORDS:
        value = breakdown.get(key, 0)
        if key.startswith("most_") and not over:
            continue
        if value or over or key in ("point_cards",):
            out.append((label, value))
    return out


SHORT = {"point_cards": "cards", "trifectas": "trifecta", "bonuses": "bonus", "secret": "secret",
         "timer": "clock", "most_cards": "most", "most_spades": "spades", "most_diamonds": "diamonds"}


def score_summary(breakdown: dict, over: bool) -> str:
    """A short line under a score: its parts."""
    parts = summary_parts(breakdown, over)
    if not parts:
        return "no points yet" if not over else "no points"
    return " · ".join(parts)


# --- the hint in words --------------------------------------------------------------------------------

def hint_words(state, action, seat: int) -> str:
    kind = action[0]
    if kind == "secret":
        return f"name {C.NAME[action[1]]} as your secret card (click it, then Seal or Enter)."
    if kind == "pass":
        return "use your Pass (P, then Enter): skip this turn."
    what = advice.what_it_does(state, action) if state.phase == PLAY and state.turn == seat else ""
    hand = C.NAME[C.tok_card(action[1])]
    if kind == "drop":
        return f"drop {hand} on the table (drag it to an empty place, or pick it and Confirm)."
    how = "pick it, click the ringed table cards, then Confirm"
    if kind == "subtract":
        how = "press S, pick it, click the ringed card, then Confirm"
    said = what.rstrip(".") if what else state.action_to_str(action)
    return f"{hand}: {said[:1].lower() + said[1:]} ({how})."


def phase_word(phase: str) -> str:
    return {SECRET: "secret cards", PLAY: "play", OVER: "the end"}.get(phase, phase)


# --- what a pick reads as: the Confirm button, the live caption, the chooser's tiles -----------------------

def reading_title(state, action) -> str:
    kind = action[0]
    if kind == "capture":
        n = 1 + len(action[2]) + sum(len(b.cards) for b in state.builds if b.number in action[3])
        return f"Capture {n} cards"
    if kind == "build":
        h, toks, bn = action[1:]
        if bn:
            b = next(b for b in state.builds if b.number == bn)
            return f"Build {b.value + C.tok_value(h)}"
        return f"Build {C.tok_value(h) + sum(C.tok_value(t) for t in toks)}"
    if kind == "same":
        return f"Build same {C.value_label(action[2])}"
    if kind == "subtract":
        return f"Subtraction: needs {C.tok_value(action[2]) - C.tok_value(action[1])}"
    return KIND_TITLES.get(kind, kind)


def reading_caption(state, action) -> str:
    text = advice.what_it_does(state, action)
    if ":" in text and action[0] in ("capture", "trifecta"):
        text = text.split(":", 1)[1].strip()
        if action[0] == "capture" and action[2]:
            taken = "+".join(C.tok_name(t) for t in sorted(action[2], key=C.text_key))
            builds = len(action[3])
            text = taken + (f" and {builds} build{'s' * (builds != 1)}" if builds else "") + " · " + text
    elif "—" in text:
        text = text.split("—", 1)[1].strip()
    return text.rstrip(".")


def confirm_label(world, plays: list) -> str:
    """What Confirm would do with the picked card's readings, on the button: "Capture 3 cards", "Build 8",
    "Drop", "Subtract", "Choose…" (several readings), "Confirm" (none)."""
    if not plays:
        return "Confirm"
    if len(plays) > 1:
        return "Choose…"
    a = plays[0]
    if a[0] == "subtract":
        return "Subtract"
    return reading_title(world, a)


def caption(world, pick, armed: bool, hand_size: int, who: str, plays: list, reason: str, lit) -> str:
    """The live caption of a person's turn: what to do now, or what the pick would do (`plays`, `reason`:
    its readings in `world`; `lit`: the table items that may still join it; `who`: "Your turn")."""
    keys = f"1–{hand_size}" if hand_size > 1 else "1"
    if pick.hand is None:
        if armed:
            return f"Subtraction armed: pick the lower card from your hand ({keys}), then the card to subtract it from."
        return f"{who}: pick a card from your hand (click, drag or {keys}), then the table cards it goes with."
    card = C.NAME[pick.hand]
    if not pick.items:
        if armed:
            return f"Subtraction with {card}: click the higher loose card to put it on."
        if lit:
            return f"{card}: click the lit table cards it goes with, or Confirm to drop it alone."
        return f"Nothing on the table goes with {card}: Confirm drops it alone (or pick another card)."
    if len(plays) == 1:
        return advice.what_it_does(world, plays[0]).rstrip(".") + ".  Confirm (Enter)."
    if plays:
        titles = []
        for a in plays:
            t = reading_title(world, a)
            if t not in titles:
                titles.append(t)
        named = ", ".join(titles[:-1]) + " or " + titles[-1] if len(titles) > 1 else titles[0]
        return f"{len(plays)} ways to play this ({named}): Confirm to choose."
    more = "  Click more lit cards." if lit else ""
    return (reason or "That is not a play.") + more


# --- the table's other words: the banner, the wait for secret cards, the hover notes --------------------

def banner_words(view, deck: int | None = None) -> str:
    """The banner over the felt; `deck`, while the cards of a deal are still flying, is the count the deck
    pile shows then (the banner must not count cards the pile still holds)."""
    if view.phase == SECRET or view.round == 0:
        return "Secret cards"
    if view.over:
        return "The game is over"
    left = view.deck_left if deck is None else deck
    return f"Round {view.round} of {view.rounds}  ·  {left} in the deck"


def secret_wait_words(chosen: list) -> tuple:
    """(line, sub) on the felt while the secret cards are chosen behind the table (`chosen`: names)."""
    line = "Each player names a secret card, in secret."
    sub = f"{' and '.join(chosen)} {'has' if len(chosen) == 1 else 'have'} chosen." if chosen else \
        "Capturing a secret card later is worth a point."
    return line, sub


def pile_note(view, seat: int) -> tuple:
    """(lines, title) of the note over `seat`'s captured pile."""
    summary = pile_summary(view.piles[seat])
    points = ", ".join(C.NAME[c] for c in summary["point_cards"]) or "none yet"
    lines = [pile_words(summary), f"Point cards ({summary['points']:g}): {points}"]
    return lines, f"{possessive(view.names[seat])} captured cards"


def score_note(view, seat: int) -> tuple:
    """(lines, title) of the note over `seat`'s score: what it is made of, and while the game goes on
    how the races for most cards, spades and diamonds stand (counted from both captured piles)."""
    lines = [f"{label}: {value:g}" for label, value in breakdown_lines(view.breakdown[seat], view.over)]
    if not view.over:
        for _, title, counts, ahead in races(view):
            lead = "level" if ahead is None else f"{view.names[ahead]} ahead"
            lines.append((f"{title}: {view.names[0]} {counts[0]}, {view.names[1]} {counts[1]} ({lead})",
                          Palette.gold_light))
        lines.append("The most of each scores 1 at the end (a tie in cards: half each).")
    return lines, f"{view.names[seat]}: {points_words(view.scores[seat])}"


def summary_parts(breakdown: dict, over: bool) -> list:
    """The parts of a score for the short line under it: ["cards 3", "trifecta 1", ...]."""
    return [f"{SHORT[k]} {breakdown[k]:g}" for k, _ in CATEGORY_WORDS if breakdown.get(k)]


TRACKER_WHERE = {"hand": "in your hand", "table": "on the table", "unseen": "not seen yet (the deck or a hand)"}


def tracker_note(view, card: int) -> tuple:
    """(lines, title) of the note over a card of the tracker: where it is as far as the viewer knows."""
    mark = tracker_marks(view)[card]
    where = TRACKER_WHERE.get(mark) or f"captured by {view.names[int(mark[-1])]}"
    lines = [where]
    if C.points(card):
        lines.append(f"worth {C.points(card)} point{'s' * (C.points(card) != 1)}")
    if card in C.SPECIALS:
        lines.append({C.KS: "wild: a king, or any number 3 to 9", C.QS: "a queen, or 12"}.get(card, "a jack, or 11"))
    return lines, C.card_words(card).capitalize()


def build_note(item) -> tuple | None:
    """(lines, title) of the note over a build on the table (None for a loose card)."""
    if item is None or not item.is_build:
        return None
    cards = "+".join(C.NAME[c] for c in item.cards)
    rule = {"subtraction": f"Only its maker may take it, with {C.a_value(int(item.value))}.",
            "single": f"Any {item.value} captures it; adding a card changes it."}.get(
        item.kind, f"Only {C.a_value(int(item.value)) if item.value.isdigit() else 'a ' + item.value} "
                   "captures it; it keeps its value.")
    return [cards, rule], item.label
