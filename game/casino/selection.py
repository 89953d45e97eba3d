"""What a person at the Casino Trifecta table has picked this turn (a hand card, table cards, builds,
the Subtraction lifeline armed) and what that pick may become: the legal plays it reads as, the
reason when it reads as none, the table items that may still join it, and the K of spades' numbers
a person must choose between.

Pure Python (no pygame): asks the rules through game.casino.advice and moves, never changes a state.
The table asks only when the pick changes and keeps the answers per position and pick: the full
legal list is read for lighting only while the table holds few loose number cards (a crowded table's
list explodes), made off the frame unless it is small; else the items are lit from single checks of
the pick plus one item, a few per frame (Advisor).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, replace

from game.casino import advice
from game.casino import cards as C
from game.casino import moves as M
from game.casino.refusals import check_play

EXACT_LIMIT = 12  # loose number cards up to which lighting reads the full legal list
INLINE_LIMIT = 6  # ... made at once up to this many (at most 64 subsets per value: well under a millisecond)
PLAY_KINDS = ("capture", "trifecta", "build", "same", "subtract")


def card_item(card: int) -> tuple:
    return ("c", card)


def build_item(number: int) -> tuple:
    return ("b", number)


@dataclass(frozen=True)
class Pick:
    """A person's pick this turn: table cards and builds in the order they were clicked."""

    hand: int | None = None
    cards: tuple = ()
    builds: tuple = ()
    subtract: bool = False

    @property
    def items(self) -> tuple:
        return tuple(card_item(c) for c in self.cards) + tuple(build_item(b) for b in self.builds)

    @property
    def empty(self) -> bool:
        return self.hand is None and not self.cards and not self.builds

    def has(self, item) -> bool:
        kind, value = item
        return value in (self.cards if kind == "c" else self.builds)

    def toggled(self, item) -> "Pick":
        kind, value = item
        if kind == "c":
            cards = tuple(c for c in self.cards if c != value) if value in self.cards else self.cards + (value,)
            return replace(self, cards=cards)
        builds = tuple(b for b in self.builds if b != value) if value in self.builds else self.builds + (value,)
        return replace(self, builds=builds)

    def with_item(self, item) -> "Pick":
        return self if self.has(item) else self.toggled(item)

    def key(self) -> tuple:
        return (self.hand, tuple(sorted(self.cards)), tuple(sorted(self.builds)), self.subtract)


def table_parts(action) -> tuple[frozenset, frozenset]:
    """(loose card ids, build numbers) a play puts its hand card on."""
    kind = action[0]
    if kind == "capture":
        return frozenset(C.tok_card(t) for t in action[2]), frozenset(action[3])
    if kind == "trifecta":
        return frozenset(action[2]), frozenset()
    if kind == "build":
        return frozenset(C.tok_card(t) for t in action[2]), frozenset((action[3],) if action[3] else ())
    if kind == "same":
        return frozenset(C.tok_card(t) for t in action[3]), frozenset((action[4],) if action[4] else ())
    if kind == "subtract":
        return frozenset((C.tok_card(action[2]),)), frozenset()
    return frozenset(), frozenset()


def hand_card(action) -> int | None:
    """The card a play takes from the hand (None for a pass or a timeout)."""
    if action[0] in PLAY_KINDS or action[0] == "drop":
        return C.tok_card(action[1])
    return None


def ks_use(action):
    """How a play uses the K of spades as a chosen number: its number, "K" for a king, or None when
    the play leaves the K of spades alone (or it lies in a build with its number already fixed)."""
    kind = action[0]
    if kind not in PLAY_KINDS:
        return None
    toks = [action[1]]
    if kind in ("capture", "trifecta", "build"):
        toks += list(action[2])
    elif kind == "same":
        toks += list(action[3])
    else:
        toks.append(action[2])
    for t in toks:
        if C.tok_card(t) == C.KS:
            return C.tok_number(t) or "K"
    return None


def ks_choices(plays: list) -> list:
    """The K of spades' uses a person must choose between (empty when the plays do not differ in it)."""
    uses = []
    for a in plays:
        u = ks_use(a)
        if u is not None and u not in uses:
            uses.append(u)
    if len(uses) < 2:
        return []
    return sorted((u for u in uses if u != "K")) + (["K"] if "K" in uses else [])


class Advisor:
    """Answers about picks in one position, remembered until the position changes.

    Lighting reads the full legal list while the table holds at most EXACT_LIMIT loose number cards:
    made at once up to INLINE_LIMIT (a small list, well under a millisecond), else by `ahead` (a
    game.casino.ahead.Ahead, off the frame) and indexed there by hand card; until it comes, and on a
    crowded table always, items are lit one by one (item_lit) in slices of work() within a time budget,
    so no frame waits on a listing. The readings of a pick are single checks of the rules (advice)."""

    def __init__(self, ahead=None):
        self.ahead = ahead
        self._state = None
        self._seat = None
        self._readings: dict = {}
        self._lit: dict = {}       # pick key -> frozenset, complete
        self._slices: dict = {}    # pick key -> (items found so far, the items still to look at)
        self._exact = None
        self._index = None         # {(hand card, subtract): [(cards, builds, action)]} from the full list

    def _sync(self, state, seat: int) -> None:
        if state is not self._state or seat != self._seat:
            self._state, self._seat = state, seat
            self._readings.clear()
            self._lit.clear()
            self._slices.clear()
            self._exact = None
            self._index = None

    # --- what the pick reads as --------------------------------------------------------------------
    def readings(self, state, seat: int, pick: Pick) -> tuple[list, str]:
        """(the legal plays the pick reads as, "" or the reason it reads as none)."""
        self._sync(state, seat)
        key = pick.key()
        got = self._readings.get(key)
        if got is None:
            got = self._readings[key] = _readings(state, seat, pick)
        return got

    # --- the full list, when the table is small enough to read it ----------------------------------------
    def exact(self, state) -> bool:
        if self._exact is None:
            self._exact = loose_numbers(state) <= EXACT_LIMIT
        return self._exact

    def prepare(self, state, seat: int) -> bool:
        """Start what lighting will need in this position (the full list, ahead); True once it is known."""
        return self._plays_index(state, seat) is not None

    def _plays_index(self, state, seat: int):
        self._sync(state, seat)
        if self._index is None and self.exact(state):
            if self.ahead is None or loose_numbers(state) <= INLINE_LIMIT:
                self._index = plays_index(state, seat)
            else:
                self._index = self.ahead.result(state, seat, "index", plays_index)
        return self._index

    # --- what may still join it ------------------------------------------------------------------------
    def lit(self, state, seat: int, pick: Pick) -> frozenset:
        """Table items (("c", card) or ("b", number)) known to be able to join the pick on the way to a
        legal play: all of them once settled(), those found so far while work() goes on."""
        self._sync(state, seat)
        if pick.hand is None:
            return frozenset()
        key = pick.key()
        got = self._lit.get(key)
        if got is not None:
            return got
        index = self._plays_index(state, seat)
        if index is not None:
            got = self._lit[key] = _exact_lit(index, pick)
            return got
        found, _ = self._slices.get(key, (set(), None))
        return frozenset(found)

    def settled(self, state, seat: int, pick: Pick) -> bool:
        self._sync(state, seat)
        return pick.hand is None or pick.key() in self._lit or self._plays_index(state, seat) is not None

    def work(self, state, seat: int, pick: Pick, seconds: float) -> None:
        """Look at the table's items for the pick one by one for about `seconds` (in update): the lighting
        of a crowded table, or of a middling one while its full list is still being made."""
        if self.settled(state, seat, pick):
            return
        key = pick.key()
        if key not in self._slices:
            items = [card_item(c) for c in state.loose] + [build_item(b.number) for b in state.builds]
            self._slices[key] = (set(), iter(items))
        found, todo = self._slices[key]
        end = time.perf_counter() + seconds
        for item in todo:
            if item not in pick.items and self.item_lit(state, seat, pick, item, exact=False):
                found.add(item)
            if time.perf_counter() >= end:
                return
        self._lit[key] = frozenset(found)
        del self._slices[key]

    def item_lit(self, state, seat: int, pick: Pick, item, exact: bool = True) -> bool:
        """Whether one item may join the pick: from the full list when it is known, else by looking at
        that item alone (a few checks at most, never a listing). A number card lower than the hand card
        may be part of a sum, a face may join faces; anything else lights if the pick with it plays."""
        self._sync(state, seat)
        if pick.hand is None or pick.has(item):
            return False
        if exact and self.settled(state, seat, pick):
            return item in self.lit(state, seat, pick)
        kind, value = item
        values = [v for _, v in M.number_readings(pick.hand)]
        face = C.face(pick.hand)
        if kind == "c":
            if not pick.subtract:
                if values and C.number_values(value) and min(C.number_values(value)) < max(values):
                    return True
                if face and C.face(value):
                    return True
            return bool(self.readings(state, seat, replace(pick, cards=pick.cards + (value,)))[0])
        b = next((b for b in state.builds if b.number == value), None)
        if b is None or pick.subtract:
            return False
        return b.value in values or b.value == face or (b.kind == M.SINGLE and bool(values) and
                                                        b.value + min(values) <= M.MAX_BUILD)

    def plays_including(self, state, seat: int, pick: Pick, limit: int = 6) -> list:
        """The legal plays of the picked hand card that use every picked item (and more), when the full
        list is known and they are at most `limit`; else []."""
        index = self._plays_index(state, seat)
        if index is None or pick.hand is None:
            return []
        cards, builds = set(pick.cards), set(pick.builds)
        out = [a for cs, bs, a in index.get((pick.hand, pick.subtract), ()) if cards <= cs and builds <= bs]
        return out if len(out) <= limit else []


def loose_numbers(state) -> int:
    """How many loose number cards lie on the table (what makes its legal list grow)."""
    return sum(1 for c in state.loose if C.number_values(c))


def plays_index(state, seat: int) -> dict:
    """`seat`'s legal plays by the hand card they use (and whether they are the Subtraction), each with
    the loose cards and builds it takes or builds on: {(hand card, subtract): [(cards, builds, action)]}."""
    out: dict = {}
    for a in state.legal_actions(seat):
        if a[0] not in PLAY_KINDS:
            continue
        cs, bs = table_parts(a)
        out.setdefault((C.tok_card(a[1]), a[0] == "subtract"), []).append((cs, bs, a))
    return out


def _exact_lit(index: dict, pick: Pick) -> frozenset:
    cards, builds = set(pick.cards), set(pick.builds)
    out = set()
    for cs, bs, _ in index.get((pick.hand, pick.subtract), ()):
        if cards <= cs and builds <= bs:
            out.update(card_item(c) for c in cs - cards)
            out.update(build_item(b) for b in bs - builds)
    return frozenset(out)


def _readings(state, seat: int, pick: Pick) -> tuple[list, str]:
    if pick.hand is None:
        return [], "Pick a card from your hand first."
    plays, reason = advice.plays_using(state, seat, pick.hand, pick.cards, pick.builds)
    if pick.subtract:
        subs = [a for a in plays if a[0] == "subtract"]
        if subs:
            return subs, ""
        if state.subtract_used[seat]:
            return [], "You have already used your Subtraction."
        if not pick.cards or pick.builds:
            return [], "Subtraction: put your card on one loose number card higher than it."
        if len(pick.cards) > 1:
            return [], "A subtraction is always three cards: your card on one loose card (and the one you keep)."
        return [], "Subtraction: " + _subtract_reason(state, seat, pick)
    others = [a for a in plays if a[0] != "subtract"]
    if others:
        return others, ""
    if plays:
        return [], "That reads only as a subtraction: press S (Subtraction) first to use that lifeline."
    return [], reason


def _subtract_reason(state, seat: int, pick: Pick) -> str:
    x = pick.cards[0]
    reasons = []
    for h, _ in M.number_readings(pick.hand) or [(pick.hand, 0)]:
        for xt in ([C.KS | n << 6 for n in C.KS_NUMBERS] if x == C.KS else [C.number_token(x)]):
            why = check_play(state, seat, ("subtract", h, xt))
            if why:
                reasons.append(why)
    if not reasons:
        return "that is not a subtraction."
    why = next((r for r in reasons if "need" in r.lower()), reasons[0])
    return why[0].lower() + why[1:]
