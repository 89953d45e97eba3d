"""What the Casino Trifecta table shows, computed from one seat's observation: the hand, the other hand's
size, the table's loose cards and builds (each build with its plaque words: "Build 8 · yours"), both
captured piles (and the races for most cards, spades and diamonds they make), the scores and their
breakdown, the lifelines, the round and the deck, and the card tracker's mark for each of the 52 cards; and, for the animation of a game's last play, the table as it
stands after a play and before the last capture sweeps it.

Plain data, no pygame: built only from `observation(seat)` (or a spectator's), so nothing another seat
keeps secret can reach the screen, and tests can read exactly what would be drawn.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.casino import cards as C
from game.casino.moves import MULTIPLE, SAME, SINGLE, SUBTRACTION

LOOSE = "loose"
TITLES = {SINGLE: "Build", SAME: "Same", MULTIPLE: "Multiple", SUBTRACTION: "Subtraction"}
# the card tracker's marks: where a card is, as far as the viewer knows
HAND, TABLE, UNSEEN = "hand", "table", "unseen"
PILE = ("pile0", "pile1")


def card_item(card: int) -> tuple:
    return ("c", card)


def build_item(number: int) -> tuple:
    return ("b", number)


@dataclass(frozen=True)
class Item:
    """One thing lying on the table: a loose card, or a build (its cards fanned, a plaque under it)."""

    key: tuple  # ("c", card id) or ("b", build number)
    cards: tuple  # card ids, bottom first
    kind: str = LOOSE  # LOOSE, or the build's kind (single, same, multiple, subtraction)
    owner: int | None = None
    value: str = ""  # "8", "K" (builds)
    ks: int | None = None  # the number the K of spades stands for in this build
    title: str = ""  # "Build 8", "Same 7", "Subtraction"
    whose: str = ""  # "yours", "Red's"
    needs: str = ""  # a subtraction's: "needs 6"

    @property
    def is_build(self) -> bool:
        return self.kind != LOOSE

    @property
    def label(self) -> str:
        """The plaque's words: "Build 8 · yours", "Subtraction · yours (needs 6)"."""
        if not self.is_build:
            return ""
        text = f"{self.title} · {self.whose}"
        return f"{text} ({self.needs})" if self.needs else text


@dataclass(frozen=True)
class TableView:
    viewer: int | None  # the seat whose hand is open at the bottom (None: nobody's)
    you: int | None  # the seat the words call "yours" (the person at the screen), or None
    bottom: int  # the seat sitting at the bottom of the screen
    names: tuple  # seat labels
    phase: str
    round: int
    rounds: int
    deck_left: int
    turn: int | None
    to_move: tuple
    hand: tuple  # the viewer's cards (ids, in the rules' order)
    hand_sizes: tuple
    items: tuple  # Item, builds first (by number), then loose cards in the order they came
    piles: tuple  # per seat: captured card ids in order
    scores: tuple
    breakdown: tuple  # per seat: {category: points, "total": ...}
    secrets: tuple  # per seat: the card name this viewer may see, else None
    secrets_chosen: tuple
    secrets_revealed: tuple
    pass_used: tuple
    subtract_used: tuple
    passed_round: tuple
    timer: bool
    timeouts: tuple
    over: bool
    end_reason: str
    returns: tuple
    last_capturer: int | None
    seen: frozenset = field(default_factory=frozenset)  # card ids this viewer has seen

    @property
    def top(self) -> int:
        return 1 - self.bottom

    def item(self, key) -> Item | None:
        for it in self.items:
            if it.key == key:
                return it
        return None

    def on_table(self) -> frozenset:
        return frozenset(c for it in self.items for c in it.cards)

    def whose(self, seat: int) -> str:
        return possessive(self.names[seat], seat == self.you)


def possessive(name: str, yours: bool = False) -> str:
    """"yours" for the person at the screen (or a seat named You), else "Red's"."""
    if yours or name.lower() == "you":
        return "yours"
    return f"{name}'s"


def _token_card(name: str) -> tuple[int, int | None]:
    """'KS=7' -> (card id, 7); '8H' -> (card id, None)."""
    card, _, number = name.partition("=")
    return C.card_id(card), (int(number) if number else None)


def make_items(table: list, builds: list, names: tuple, you: int | None) -> tuple:
    """Items from an observation's "table" (card names) and "builds" (dicts): builds first, by number."""
    out = []
    for b in sorted(builds, key=lambda b: b["number"]):
        cards = tuple(_token_card(t)[0] for t in b["cards"])
        ks = next((n for t in b["cards"] for c, n in (_token_card(t),) if c == C.KS and n), None)
        value = str(b["value"])
        kind = b["kind"]
        title = TITLES[kind] if kind == SUBTRACTION else f"{TITLES[kind]} {value}"
        owner = b["owner"]
        needs = f"needs {'A' if value == '1' else value}" if kind == SUBTRACTION else ""
        out.append(Item(build_item(b["number"]), cards, kind, owner, value, ks, title,
                        possessive(names[owner], owner == you), needs))
    for name in table:
        c = C.card_id(name)
        out.append(Item(card_item(c), (c,)))
    return tuple(out)


def build_view(obs: dict, names, bottom: int, you: int | None) -> TableView:
    """The table as `obs` (one seat's observation, or a spectator's) shows it."""
    names = tuple(names)
    viewer = obs["viewer"]
    return TableView(
        viewer=viewer, you=you, bottom=bottom, names=names, phase=obs["phase"], round=obs["round"],
        rounds=obs["rounds"], deck_left=obs["deck_left"], turn=obs["turn"], to_move=tuple(obs["to_move"]),
        hand=tuple(C.card_id(n) for n in obs["hand"]), hand_sizes=tuple(obs["hand_sizes"]),
        items=make_items(obs["table"], obs["builds"], names, you),
        piles=tuple(tuple(C.card_id(n) for n in p) for p in obs["captured"]),
        scores=tuple(obs["scores"]), breakdown=tuple(dict(b) for b in obs["breakdown"]),
        secrets=tuple(obs["secrets"]), secrets_chosen=tuple(obs["secrets_chosen"]),
        secrets_revealed=tuple(obs["secrets_revealed"]), pass_used=tuple(obs["lifelines"]["pass"]),
        subtract_used=tuple(obs["lifelines"]["subtract"]), passed_round=tuple(obs["passed_round"]),
        timer=bool(obs["timer"]), timeouts=tuple(obs["timeouts"]), over=bool(obs["over"]),
        end_reason=obs["end_reason"], returns=tuple(obs["returns"]), last_capturer=obs["last_capturer"],
        seen=frozenset(C.card_id(n) for n in obs["seen"]))


# --- the card tracker -----------------------------------------------------------------------------

def tracker_marks(view: TableView) -> dict:
    """Card id -> where it is as far as the viewer knows: HAND, TABLE, "pile0", "pile1" or UNSEEN (in
    the deck or the other hand)."""
    marks = {c: UNSEEN for c in C.CARDS}
    for seat, pile in enumerate(view.piles):
        for c in pile:
            marks[c] = PILE[seat]
    for c in view.on_table():
        marks[c] = TABLE
    for c in view.hand:
        marks[c] = HAND
    return marks


def unseen_by_rank(marks: dict) -> list:
    """How many cards of each rank (A..K) the viewer has not seen yet."""
    out = [0] * 13
    for c, mark in marks.items():
        if mark == UNSEEN:
            out[C.rank(c) - 1] += 1
    return out


def count_words(n: int, word: str) -> str:
    """"1 spade", "4 spades"."""
    return f"{n} {word}" + ("" if n == 1 else "s")


def pile_words(summary: dict) -> str:
    """"4 cards, 1 spade, 1 diamond"."""
    return ", ".join(count_words(summary[k], w) for k, w in (("cards", "card"), ("spades", "spade"),
                                                              ("diamonds", "diamond")))


RACES = (("cards", "Cards"), ("spades", "Spades"), ("diamonds", "Diamonds"))


def races(view: TableView) -> list:
    """The three races the end bonuses reward, as captured so far (public: both piles are in every
    observation): [(key, title, (count of seat 0, count of seat 1), the seat ahead or None)]."""
    counts = [pile_summary(p) for p in view.piles]
    out = []
    for key, title in RACES:
        a, b = counts[0][key], counts[1][key]
        out.append((key, title, (a, b), None if a == b else (0 if a > b else 1)))
    return out


def pile_summary(pile) -> dict:
    """What a captured pile holds that the scoring cares about."""
    points = [c for c in pile if C.points(c)]
    return {"cards": len(pile), "spades": sum(1 for c in pile if C.suit(c) == C.SPADES),
            "diamonds": sum(1 for c in pile if C.suit(c) == C.DIAMONDS), "point_cards": points,
            "points": sum(C.points(c) for c in points)}


# --- the table after a play, before the last capture sweeps it ---------------------------------------

def table_after_play(obs: dict, action, seat: int, next_number: int) -> tuple[list, list]:
    """(table names, build dicts) as `action` by `seat` leaves them, from the observation before it.
    What the rules do to the table (game.casino.rules CasinoState._play), for the one position the
    screen never gets to see: the game's last play, whose table the last capture sweeps away at once."""
    table = list(obs["table"])
    builds = [dict(b, cards=list(b["cards"])) for b in obs["builds"]]
    kind = action[0]

    def tokens_named(toks) -> list:
        return [C.tok_name(t) for t in toks]

    def cards_of(toks) -> set:
        return {C.NAME[C.tok_card(t)] for t in toks}

    def sort_tokens(names_) -> list:
        return sorted(names_, key=lambda n: C.token(*_token_or_plain(n)))

    if kind == "drop":
        table.append(C.NAME[action[1]])
    elif kind == "capture":
        gone = cards_of(action[2])
        table = [n for n in table if n not in gone]
        builds = [b for b in builds if b["number"] not in action[3]]
    elif kind == "trifecta":
        gone = cards_of(action[2])
        table = [n for n in table if n not in gone]
    elif kind == "build":
        h, toks, bn = action[1:]
        a = C.tok_value(h)
        if bn:
            for b in builds:
                if b["number"] == bn:
                    b.update(value=int(b["value"]) + a, kind=SINGLE, owner=seat,
                             cards=sort_tokens(b["cards"] + [C.tok_name(h)]))
        else:
            gone = cards_of(toks)
            table = [n for n in table if n not in gone]
            v = a + sum(C.tok_value(t) for t in toks)
            builds.append({"number": next_number, "value": v, "kind": SINGLE, "owner": seat,
                           "cards": sort_tokens([C.tok_name(h)] + tokens_named(toks))})
    elif kind == "same":
        h, v, toks, bn = action[1:]
        gone = cards_of(toks)
        table = [n for n in table if n not in gone]
        mine = [C.tok_name(h)] + tokens_named(toks)
        shown = C.value_label(v)
        if bn:
            for b in builds:
                if b["number"] == bn:
                    b.update(value=shown, kind=MULTIPLE if b["kind"] == SINGLE else b["kind"], owner=seat,
                             cards=sort_tokens(b["cards"] + mine))
        else:
            matching = v in C.FACES or all(C.tok_value(t) == v for t in (h,) + tuple(toks))
            builds.append({"number": next_number, "value": shown, "kind": SAME if matching else MULTIPLE,
                           "owner": seat, "cards": sort_tokens(mine)})
    elif kind == "subtract":
        h, x = action[1:]
        table = [n for n in table if n != C.NAME[C.tok_card(x)]]
        builds.append({"number": next_number, "value": C.tok_value(x) - C.tok_value(h), "kind": SUBTRACTION,
                       "owner": seat, "cards": sort_tokens([C.tok_name(h), C.tok_name(x)])})
    return table, builds


def _token_or_plain(name: str) -> tuple[int, int]:
    card, number = _token_card(name)
    return card, number or 0
