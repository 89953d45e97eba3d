"""What a person at the Casino Trifecta table has picked this turn (a hand card, table cards, builds,
the Subtraction lifeline armed) and what that pick may become: the legal plays it reads as, the
reason when it reads as none, the table items that may still join it, and the K of spades' numbers
a person must choose between.

Pure Python (no pygame): asks the rules through game.casino.advice and moves, never changes a state.
The table asks only when the pick changes and keeps the answers per position and pick: the full
legal list is read for lighting only while the table holds few loose number cards (a crowded table's
list explodes), else the items are lit from single checks of the pick plus one item.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.casino import advice
from game.casino import cards as C
from game.casino import moves as M

EXACT_LIMIT = 12  # loose number cards up to which lighting reads the full legal list
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
    """Answers about picks in one position, remembered until the position changes."""

    def __init__(self):
        self._state = None
        self._seat = None
        self._readings: dict = {}
        self._lit: dict = {}
        self._exact = None

    def _sync(self, state, seat: int) -> None:
        if state is not self._state or seat != self._seat:
            self._state, self._seat = state, seat
            self._readings.clear()
            self._lit.clear()
            self._exact = None

    # --- what the pick reads as --------------------------------------------------------------------
    def readings(self, state, seat: int, pick: Pick) -> tuple[list, str]:
        """(the legal plays the pick reads as, "" or the reason it reads as none)."""
        self._sync(state, seat)
        key = pick.key()
        got = self._readings.get(key)
        if got is None:
            got = self._readings[key] = _readings(state, seat, pick)
        return got

    # --- what may still join it ------------------------------------------------------------------------
    def lit(self, state, seat: int, pick: Pick) -> frozenset:
        """Table items (("c", card) or ("b", number)) that may join the pick on the way to a legal play."""
        self._sync(state, seat)
        if pick.hand is None:
            return frozenset()
        key = pick.key()
        got = self._lit.get(key)
        if got is None:
            got = self._lit[key] = self._light(state, seat, pick)
        return got

    def exact(self, state) -> bool:
        if self._exact is None:
            self._exact = sum(1 for c in state.loose if C.number_values(c)) <= EXACT_LIMIT
        return self._exact

    def _light(self, state, seat: int, pick: Pick) -> frozenset:
        cards, builds = set(pick.cards), set(pick.builds)
        out = set()
        if self.exact(state):
            for a in state.legal_actions(seat):
                if a[0] not in PLAY_KINDS or C.tok_card(a[1]) != pick.hand or (a[0] == "subtract") != pick.subtract:
                    continue
                cs, bs = table_parts(a)
                if cards <= cs and builds <= bs:
                    out.update(card_item(c) for c in cs - cards)
                    out.update(build_item(b) for b in bs - builds)
            return frozenset(out)
        # a crowded table: an item is lit if the pick with it plays, or it could still be part of a sum
        values = [v for _, v in M.number_readings(pick.hand)]
        face = C.face(pick.hand)
        for c in state.loose:
            if c in cards:
                continue
            trial = replace(pick, cards=pick.cards + (c,))
            if self.readings(state, seat, trial)[0]:
                out.add(card_item(c))
            elif values and C.number_values(c) and min(C.number_values(c)) < max(values) and not pick.subtract:
                out.add(card_item(c))
            elif face and C.face(c) and not pick.subtract:
                out.add(card_item(c))
        for b in state.builds:
            if b.number in builds or pick.subtract:
                continue
            if b.value in values or b.value == face or (b.kind == M.SINGLE and values and
                                                        b.value + min(values) <= M.MAX_BUILD):
                out.add(build_item(b.number))
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
            why = M.check_play(state, seat, ("subtract", h, xt))
            if why:
                reasons.append(why)
    if not reasons:
        return "that is not a subtraction."
    why = next((r for r in reasons if "need" in r.lower()), reasons[0])
    return why[0].lower() + why[1:]
