"""An independent whole-game reference for Casino Trifecta, written from shared/rules/casino.md alone
(not from game/casino), to play random games move for move against the engine.

It speaks only the page's notation: every decision is a text (`capture 8H: 5C+3D 8S B2`, `pass`,
`secret QH`, `timeout`), every chance outcome is a text (`first 1`, `deck AS,2S,...`), and the legal
actions of a seat are the canonical texts of its distinct plays. It is mutable and deliberately plain:
a card is an int 0..51 (rank = c // 4 + 1, suit = c % 4 in S, H, D, C, the deck order of the page's
examples), a table card as used is an item (card, number or None).

Decisions made where the page is silent (each one also checked against the engine):
- card order inside a group ties only for the K of spades as n and the plain n of spades (both value n,
  suit S): the plain card comes first;
- a capture holding four or more cards of two ranks (four tens and four fives) scores the four-of-a-kind
  point for each rank;
- the timer's expiry is the action `timeout` of a seat to move (in play, or a seat still naming its
  secret card: that is a move too); it is never a listed action; the first four expiries of a seat each
  give the opponent 1, the fifth gives no point and ends the game at once (the tutorial: "A 5th violation
  results in a forfeit"): no last sweep, no end bonuses, the seat that ran out of time loses.
(A Pass while the opponent's hand is empty cannot happen: hands differ within a round only after a pass
in that round, and then one seat has used its Pass and the other may not pass.)
"""
from __future__ import annotations

SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
NAMES = tuple(RANKS[c // 4] + SUITS[c % 4] for c in range(52))
CARD = {n: c for c, n in enumerate(NAMES)}
JS, JH, QS, KS = CARD["JS"], CARD["JH"], CARD["QS"], CARD["KS"]
SPECIAL = frozenset((JS, JH, QS, KS))
ACE_SPADES = CARD["AS"]
FACE_VALUE = {"J": 11, "Q": 12, "K": 13}
ROUNDS, HAND, FORFEIT = 6, 4, 5
MAX_BUILD = 12


def rank(c):
    return c // 4 + 1


def suit(c):
    return c % 4


def face(c):
    """'J', 'Q' or 'K' for a face card (the special ones too), None for a number card."""
    return {11: "J", 12: "Q", 13: "K"}.get(rank(c))


def numbers(c):
    r = rank(c)
    if r <= 10:
        return (r,)
    if c in (JS, JH):
        return (11,)
    if c == QS:
        return (12,)
    if c == KS:
        return tuple(range(3, 10))
    return ()


def readings(c):
    """How a hand card may be used: ('n', number) for each number, ('f', face) for a face card."""
    out = [("n", n) for n in numbers(c)]
    if face(c):
        out.append(("f", face(c)))
    return out


def points_of(c):
    if c == CARD["10D"]:
        return 2
    if c == CARD["2S"] or rank(c) == 1:
        return 1
    return 0


# --- text ---------------------------------------------------------------------------------------------

def item_text(item):
    """A card as used: special cards used as a number carry it (`KS=7`, `JH=11`)."""
    c, n = item
    return NAMES[c] + (f"={n}" if c in SPECIAL and n is not None else "")


def item_key(item):
    """Value high to low (A=1 .. K=13, a special used as n as n), ties by suit S H D C, then the plain
    card before the K of spades standing for the same number."""
    c, n = item
    value = n if n is not None else rank(c)
    return (-value, suit(c), 1 if (c in SPECIAL and n is not None) else 0)


def group_key(items):
    return (-len(items), [item_key(i) for i in sorted(items, key=item_key)])


def group_text(items):
    return "+".join(item_text(i) for i in sorted(items, key=item_key))


def bits(mask):
    i = 0
    while mask:
        if mask & 1:
            yield i
        mask >>= 1
        i += 1


class Build:
    __slots__ = ("name", "value", "kind", "owner", "items")

    def __init__(self, name, value, kind, owner, items):
        self.name, self.value, self.kind, self.owner, self.items = name, value, kind, owner, list(items)

    def copy(self):
        return Build(self.name, self.value, self.kind, self.owner, self.items)

    def __repr__(self):
        return f"B{self.name}({self.value},{self.kind},{self.owner},{[item_text(i) for i in self.items]})"


# --- the table's number cards: groups summing to a value, and unions of disjoint groups -----------------

class Table:
    """Loose number cards indexed 0..n-1 (bit i), with every group (mask, items) summing to each value.
    The K of spades in a group stands for what the group lacks (3..9)."""

    def __init__(self, loose):
        self.loose = list(loose)
        self.plain = [(i, c, numbers(c)[0]) for i, c in enumerate(self.loose) if numbers(c) and c != KS]
        self.ks = next((i for i, c in enumerate(self.loose) if c == KS), None)
        self._sums = None
        self._groups = {}
        self._unions = {}
        self._split = {}
        self._sorted = {}

    def subset_sums(self):
        """sum -> [(mask, items)] over subsets of the plain number cards with sum <= 12."""
        if self._sums is None:
            sums = {}
            plain = self.plain

            def walk(j, mask, items, s):
                if mask:
                    sums.setdefault(s, []).append((mask, items))
                for k in range(j, len(plain)):
                    i, c, n = plain[k]
                    if s + n <= MAX_BUILD:
                        walk(k + 1, mask | 1 << i, items + ((c, n),), s + n)

            walk(0, 0, (), 0)
            self._sums = sums
        return self._sums

    def groups(self, v):
        """Every group of loose number cards summing to v: [(mask, items)]."""
        if v not in self._groups:
            out = list(self.subset_sums().get(v, []))
            if self.ks is not None:
                for n in range(3, 10):
                    rest = v - n
                    if rest == 0:
                        out.append((1 << self.ks, ((KS, n),)))
                    elif rest > 0:
                        for mask, items in self.subset_sums().get(rest, []):
                            out.append((mask | 1 << self.ks, items + ((KS, n),)))
            self._groups[v] = out
        return self._groups[v]

    def unions(self, v):
        """Every set (mask) of loose cards that splits into groups summing to v, the empty set included."""
        if v not in self._unions:
            by_low = {}
            for mask, _ in self.groups(v):
                low = (mask & -mask).bit_length() - 1
                by_low.setdefault(low, []).append(mask)
            n = len(self.loose)
            found, seen = set(), set()

            def walk(i, covered):
                while i < n and covered >> i & 1:
                    i += 1
                if (i, covered) in seen:
                    return
                seen.add((i, covered))
                if i >= n:
                    found.add(covered)
                    return
                walk(i + 1, covered)
                for g in by_low.get(i, ()):
                    if not g & covered:
                        walk(i + 1, covered | g)

            walk(0, 0)
            self._unions[v] = found
        return self._unions[v]

    def splits(self, mask, v):
        key = (mask, v)
        if key not in self._split:
            if not mask:
                self._split[key] = True
            else:
                low = mask & -mask
                self._split[key] = any(g & low and not g & ~mask and self.splits(mask & ~g, v)
                                       for g, _ in self.groups(v))
        return self._split[key]

    def sorted_groups(self, v):
        if v not in self._sorted:
            self._sorted[v] = sorted(self.groups(v), key=lambda g: group_key(g[1]))
        return self._sorted[v]

    def canonical(self, mask, v):
        """The first grouping in canonical order: repeatedly the first group whose removal leaves a set
        that still splits. Returns [items, ...]."""
        cands = [g for g in self.sorted_groups(v) if not g[0] & ~mask]
        out = []
        while mask:
            for g, items in cands:
                if not g & ~mask and self.splits(mask & ~g, v):
                    out.append(items)
                    mask &= ~g
                    break
            else:
                raise AssertionError("no grouping")
        return out


# --- moves --------------------------------------------------------------------------------------------

class Move:
    """A play: kind, the hand card and its item, loose cards taken or used (items), builds (names), and
    for builds the value."""
    __slots__ = ("kind", "card", "item", "loose", "builds", "value")

    def __init__(self, kind, card=None, item=None, loose=(), builds=(), value=None):
        self.kind, self.card, self.item, self.loose, self.builds, self.value = (
            kind, card, item, tuple(loose), tuple(builds), value)


class RefGame:
    def __init__(self, options=None):
        opts = dict(options or {})
        first = opts.get("first", "random")
        self.timer = bool(opts.get("timer", False))
        self.first = first if first in (0, 1) else None
        self.phase = "secret" if self.first is not None else "first"
        self.secrets = [None, None]
        self.deck = []
        self.hands = [[], []]
        self.loose = []
        self.builds = []
        self.next_build = 1
        self.piles = [[], []]
        self.points = [0.0, 0.0]
        self.bonus = [0.0, 0.0]
        self.pass_used = [False, False]
        self.sub_used = [False, False]
        self.passed_round = set()
        self.round = 0
        self.turn = None
        self.last_capturer = None
        self.timeouts = [0, 0]
        self.forfeit = None
        self._legal = None
        self.aliases = {}

    # --- the contract, in text ------------------------------------------------------------------------
    def to_move(self):
        if self.phase in ("first", "deck"):
            return {-1}
        if self.phase == "secret":
            return {p for p in (0, 1) if self.secrets[p] is None}
        if self.phase == "play":
            return {self.turn}
        return set()

    def is_over(self):
        return self.phase == "over"

    def scores(self):
        return tuple(self.points[p] + self.bonus[p] for p in (0, 1))

    def returns(self):
        if not self.is_over():
            return (0.0, 0.0)
        if self.forfeit is not None:
            return tuple(0.0 if p == self.forfeit else 1.0 for p in (0, 1))
        s = self.scores()
        if s[0] != s[1]:
            return (1.0, 0.0) if s[0] > s[1] else (0.0, 1.0)
        for p in (0, 1):
            if ACE_SPADES in self.piles[p]:
                return tuple(1.0 if q == p else 0.0 for q in (0, 1))
        return (0.5, 0.5)

    def legal(self, p):
        """{canonical text: move} for seat p."""
        if self.phase == "secret":
            return {f"secret {n}": None for n in NAMES} if self.secrets[p] is None else {}
        if self.phase != "play" or p != self.turn:
            return {}
        if self._legal is None:
            self._legal = self._plays(p)
        return self._legal

    def apply(self, text, p):
        self._legal = None
        word, _, rest = text.partition(" ")
        if p == -1:
            if word == "first" and self.phase == "first":
                self.first = int(rest)
                assert self.first in (0, 1)
                self.phase = "secret"
                return
            if word == "deck" and self.phase == "deck":
                order = [CARD[n] for n in rest.split(",")]
                assert sorted(order) == list(range(52)), "a deck is the 52 cards"
                self.deck = order
                self.loose = self.deck[8:12]
                self.hands = [self.deck[:4], self.deck[4:8]]
                self.deck = self.deck[12:]
                self.round = 1
                self.phase = "play"
                self.turn = self.first
                return
            raise AssertionError(f"chance {text} in {self.phase}")
        if word == "secret":
            assert self.phase == "secret" and self.secrets[p] is None
            self.secrets[p] = CARD[rest]
            if None not in self.secrets:
                self.phase = "deck"
            return
        if text == "timeout":
            assert self.timer and p in self.to_move() and p != -1, (text, p, self.phase)
            self.timeouts[p] += 1
            if self.timeouts[p] >= FORFEIT:
                self.forfeit = p
                self.phase = "over"
            else:
                self.points[1 - p] += 1
            return
        assert self.phase == "play" and p == self.turn, (text, p, self.phase, self.turn)
        moves = self._plays(p)
        assert text in moves, f"{text} is not legal for seat {p}"
        self._do(p, moves[text])

    # --- listing plays ---------------------------------------------------------------------------------
    def _holds(self, p, played, value):
        """Another card of the hand has `value` (a number, or a face letter)."""
        for c in self.hands[p]:
            if c != played and (value in numbers(c) if isinstance(value, int) else face(c) == value):
                return True
        return False

    def _build(self, name):
        return next(b for b in self.builds if b.name == name)

    def _plays(self, p):
        hand, builds = self.hands[p], self.builds
        table = Table(self.loose)
        out = {}
        for c in hand:
            out[f"drop {NAMES[c]}"] = Move("drop", c)
            for kind, a in readings(c):
                if kind == "f":
                    self._face_plays(p, c, a, out)
                else:
                    self._number_plays(p, c, a, table, out)
        if not self.pass_used[p] and (1 - p) not in self.passed_round:
            out["pass"] = Move("pass")
        return self._one_per_result(out)

    def _one_per_result(self, out):
        """Keep one text per distinct result (the page: one action per distinct result). Only takes can
        meet: a build keeps its cards as played (the K of spades' number with them), so two build texts
        leave two different tables. Two takes meet when the same hand card takes the same cards and
        builds for the same points; the text kept is a trifecta before a capture, a card used as its
        face before its number, a higher number of the K of spades before a lower one. The others are
        remembered in `aliases` (text kept -> other texts), writings the parser must also accept."""
        best = {}
        for text, mv in out.items():
            if mv.kind not in ("capture", "trifecta"):
                continue
            items = [mv.item] + list(mv.loose) + [i for name in mv.builds for i in self._build(name).items]
            key = (mv.card, frozenset(c for c, _ in items), tuple(sorted(mv.builds)), take_extra(mv.kind, items))
            rank_of = (mv.kind == "trifecta", mv.item[1] is None, mv.item[1] or 0)
            best.setdefault(key, []).append((rank_of, text))
        self.aliases = {}
        for texts in best.values():
            if len(texts) > 1:
                texts.sort(reverse=True)
                keep = texts[0][1]
                self.aliases[keep] = [t for _, t in texts[1:]]
                for _, t in texts[1:]:
                    del out[t]
        return out

    def _face_plays(self, p, c, f, out):
        item = (c, None)
        htext = NAMES[c]
        same_face = [x for x in self.loose if face(x) == f]
        fbuilds = [b for b in self.builds if b.value == f]
        everything = [("card", x) for x in same_face] + [("build", b.name) for b in fbuilds]
        for m in range(1, 1 << len(everything)):
            chosen = [everything[i] for i in bits(m)]
            cards = [(x, None) for k, x in chosen if k == "card"]
            names = sorted(x for k, x in chosen if k == "build")
            words = [item_text(i) for i in sorted(cards, key=item_key)] + [f"B{n}" for n in names]
            out[f"capture {htext}: " + " ".join(words)] = Move("capture", c, item, cards, names)
        faces = [x for x in self.loose if face(x)]
        for i in range(len(faces)):
            for j in range(i + 1, len(faces)):
                trio = sorted([f, face(faces[i]), face(faces[j])])
                if trio == ["J", "K", "Q"] or len(set(trio)) == 1:
                    pair = sorted([(faces[i], None), (faces[j], None)], key=item_key)
                    out[f"trifecta {htext}: " + " ".join(item_text(x) for x in pair)] = Move(
                        "trifecta", c, item, pair)
        if self._holds(p, c, f):
            for m in range(1 << len(same_face)):
                cards = [(same_face[i], None) for i in bits(m)]
                words = [item_text(i) for i in sorted(cards, key=item_key)]
                if cards:
                    out[f"same {htext} on " + " ".join(words)] = Move("same", c, item, cards, (), f)
                for b in fbuilds:
                    out[f"same {htext} on " + " ".join(words + [f"B{b.name}"])] = Move(
                        "same", c, item, cards, (b.name,), f)

    def _number_plays(self, p, c, a, table, out):
        item = (c, a)
        htext = item_text(item)
        # captures: unions of groups summing to a, with any of the builds a captures
        takeable = [b.name for b in self.builds
                    if b.value == a and (b.kind != "sub" or b.owner == p)]
        for u in table.unions(a):
            groups = table.canonical(u, a) if u else []
            gwords = [group_text(g) for g in groups]
            loose = [i for g in groups for i in g]
            for m in range(1 << len(takeable)):
                names = [takeable[i] for i in bits(m)]
                if not u and not names:
                    continue
                words = gwords + [f"B{n}" for n in names]
                out[f"capture {htext}: " + " ".join(words)] = Move("capture", c, item, loose, names)
        # single builds (addition)
        for v in range(a + 1, MAX_BUILD + 1):
            if not self._holds(p, c, v):
                continue
            for _, g in table.groups(v - a):
                out[f"build {htext} on {group_text(g)}"] = Move("build", c, item, g, (), v)
            for b in self.builds:
                if b.kind == "single" and b.value + a == v:
                    out[f"build {htext} on B{b.name}"] = Move("build", c, item, (), (b.name,), v)
        # builds of a fixed value (build same, multiple build)
        for v in range(a, MAX_BUILD + 1):
            if not self._holds(p, c, v):
                continue
            onto = [b.name for b in self.builds if b.value == v and b.kind != "sub"]
            hand_parts = [0] if v == a else [g for g, _ in table.groups(v - a)]
            results = set()
            unions = table.unions(v)
            for t in hand_parts:
                for u in unions:
                    if u & t:
                        continue
                    if u:
                        results.add((t | u, None))
                    for name in onto:
                        results.add((t | u, name))
            for mask, name in results:
                head, groups = self._same_groups(table, item, a, v, mask)
                words = [group_text(g) for g in groups] + ([f"B{name}"] if name else [])
                loose = [i for g in [head] + groups for i in g]
                text = f"same {'+'.join([htext] + [item_text(i) for i in sorted(head, key=item_key)])} on " + \
                       " ".join(words)
                out[text] = Move("same", c, item, loose, (name,) if name else (), v)
        # the Subtraction lifeline
        if not self.sub_used[p]:
            for x in self.loose:
                for n in numbers(x):
                    if n > a and self._holds(p, c, n - a):
                        xi = (x, n)
                        out[f"subtract {htext} from {item_text(xi)}"] = Move("subtract", c, item, [xi], (), n - a)

    @staticmethod
    def _same_groups(table, item, a, v, mask):
        """The hand card's group (its table cards) and the other groups, canonically."""
        if v == a:
            return (), table.canonical(mask, v)
        for g, items in table.sorted_groups(v - a):
            if g & ~mask:
                continue
            if table.splits(mask & ~g, v):
                return items, table.canonical(mask & ~g, v)
        raise AssertionError("no hand group")

    # --- applying plays --------------------------------------------------------------------------------
    def _take_loose(self, items):
        for c, _ in items:
            self.loose.remove(c)

    def _do(self, p, mv):
        if mv.kind == "pass":
            self.pass_used[p] = True
            self.passed_round.add(p)
            self._next(p)
            return
        self.hands[p].remove(mv.card)
        if mv.kind == "drop":
            self.loose.append(mv.card)
        elif mv.kind in ("capture", "trifecta"):
            taken = [mv.item] + list(mv.loose)
            self._take_loose(mv.loose)
            for name in mv.builds:
                b = self._build(name)
                taken += b.items
                self.builds.remove(b)
            self._score_capture(p, taken, mv)
            self.last_capturer = p
        elif mv.kind == "build":
            self._take_loose(mv.loose)
            if mv.builds:
                b = self._build(mv.builds[0])
                b.items.append(mv.item)
                b.value, b.owner = mv.value, p
            else:
                self.builds.append(Build(self.next_build, mv.value, "single", p, [mv.item] + list(mv.loose)))
                self.next_build += 1
        elif mv.kind == "same":
            self._take_loose(mv.loose)
            if mv.builds:
                b = self._build(mv.builds[0])
                b.items += [mv.item] + list(mv.loose)
                b.kind, b.owner = "fixed", p
                assert b.value == mv.value
            else:
                self.builds.append(Build(self.next_build, mv.value, "fixed", p, [mv.item] + list(mv.loose)))
                self.next_build += 1
        elif mv.kind == "subtract":
            self._take_loose(mv.loose)
            self.builds.append(Build(self.next_build, mv.value, "sub", p, [mv.item] + list(mv.loose)))
            self.next_build += 1
            self.sub_used[p] = True
        else:
            raise AssertionError(mv.kind)
        self._next(p)

    def _score_cards(self, p, cards):
        """Point cards and secret cards of cards captured by p."""
        pts = sum(points_of(c) for c in cards)
        pts += sum(1 for c in cards for q in (0, 1) if self.secrets[q] == c)
        self.points[p] += pts
        self.piles[p] += list(cards)

    def _score_capture(self, p, taken, mv):
        self._score_cards(p, [c for c, _ in taken])
        self.points[p] += take_extra(mv.kind, taken)

    def _next(self, p):
        o = 1 - p
        if self.hands[o]:
            self.turn = o
        elif self.hands[p]:
            self.turn = p
        elif self.round < ROUNDS:
            self.round += 1
            self.hands = [self.deck[:HAND], self.deck[HAND:2 * HAND]]
            self.deck = self.deck[2 * HAND:]
            self.passed_round = set()
            self.turn = self.first if self.round % 2 == 1 else 1 - self.first
        else:
            self._finish()

    def _finish(self):
        left = list(self.loose) + [c for b in self.builds for c, _ in b.items]
        if self.last_capturer is not None and left:
            self._score_cards(self.last_capturer, left)
            self.loose, self.builds = [], []
        piles = self.piles
        n = [len(piles[0]), len(piles[1])]
        if n[0] == n[1]:
            self.bonus[0] += 0.5
            self.bonus[1] += 0.5
        else:
            self.bonus[0 if n[0] > n[1] else 1] += 1
        for s in (0, 2):  # spades, diamonds
            k = [sum(1 for c in piles[q] if suit(c) == s) for q in (0, 1)]
            if k[0] != k[1]:
                self.bonus[0 if k[0] > k[1] else 1] += 1
        self.phase = "over"
        self.turn = None


def take_extra(kind, taken):
    """The points a take earns beyond its cards: trifecta, N cards, four of a kind."""
    cards = [c for c, _ in taken]
    extra = 0
    if kind == "trifecta":
        faces = [face(c) for c in cards]
        if sorted(faces) == ["J", "K", "Q"]:
            extra += 2 if len({suit(c) for c in cards}) == 1 else 1
        else:
            extra += 1
    else:
        face_used = {}
        for c, n in taken:
            if n is None and face(c):
                face_used[face(c)] = face_used.get(face(c), 0) + 1
        if any(k >= 3 for k in face_used.values()):
            extra += 1
    if len(cards) >= 5:
        extra += len(cards) - 4
    ranks = {}
    for c, n in taken:
        r = n if (c == KS and n is not None) else rank(c)
        ranks[r] = ranks.get(r, 0) + 1
    extra += sum(1 for k in ranks.values() if k >= 4)
    return extra


# --- other writings of a listed play (for the parser) ---------------------------------------------------

def _loose_text(item, rng):
    """A card as a player may type it: `=11`/`=12` may be left out (never the K of spades' number)."""
    text = item_text(item)
    if item[0] in (JS, JH, QS) and item[1] is not None and rng.random() < 0.5:
        return NAMES[item[0]]
    return text


def _random_split(table, mask, v, rng):
    """A random grouping of `mask` into groups summing to v."""
    out = []
    while mask:
        low = mask & -mask
        cands = [(g, items) for g, items in table.groups(v)
                 if g & low and not g & ~mask and table.splits(mask & ~g, v)]
        g, items = rng.choice(cands)
        out.append(items)
        mask &= ~g
    return out


def other_writing(game, seat, text, rng):
    """The play `text` (listed for `seat`) written in another valid order and grouping."""
    mv = game.legal(seat)[text]
    if mv is None or mv.kind in ("drop", "pass"):
        return text
    table = Table(game.loose)
    index = {c: i for i, c in enumerate(table.loose)}
    mask = 0
    for c, _ in mv.loose:
        mask |= 1 << index[c]
    hand = _loose_text(mv.item, rng) if mv.card != KS else item_text(mv.item)
    builds = [f"B{n}" for n in mv.builds]

    def words(groups):
        return ["+".join(_loose_text(i, rng) for i in rng.sample(list(g), len(g))) for g in groups]

    if mv.kind == "trifecta":
        a, b = mv.loose
        return f"trifecta {hand}: {item_text(b)} {item_text(a)}"
    if mv.kind == "subtract":
        return f"subtract {hand} from {_loose_text(mv.loose[0], rng)}"
    if mv.kind == "build":
        return f"build {hand} on " + (builds[0] if builds else words([mv.loose])[0])
    kind, a = ("f", None) if mv.item[1] is None else ("n", mv.item[1])
    if mv.kind == "capture":
        groups = [[i] for i in mv.loose] if kind == "f" else _random_split(table, mask, a, rng)
        parts = words(groups) + builds
        rng.shuffle(parts)
        return f"capture {hand}: " + " ".join(parts)
    # same: a hand group chosen at random among those that leave the rest splittable
    v = mv.value
    head = []
    if kind == "n" and v != a:
        cands = [(g, items) for g, items in table.groups(v - a) if not g & ~mask and table.splits(mask & ~g, v)]
        g, head = rng.choice(cands)
        mask &= ~g
    groups = [[i] for i in mv.loose] if kind == "f" else _random_split(table, mask, v, rng)
    parts = words(groups) + builds
    rng.shuffle(parts)
    head_text = "+".join([hand] + [_loose_text(i, rng) for i in rng.sample(list(head), len(head))])
    return f"same {head_text} on " + " ".join(parts)
