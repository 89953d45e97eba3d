"""A deliberately slow and simple reference for Casino Trifecta's legal plays, written from the rules page
without the engine's move generator, to compare legal sets with.

`brute_force_plays` tries every way to play each hand card (as each number it may stand for, or its
face) on every subset of the table's loose cards and builds, with the K of spades as every number,
as every kind of play and every build value, and keeps those a straightforward validity function
accepts. `grouped_plays` reaches crowded tables (too many subsets to try one by one): it lists the
groups summing to a value and takes every combination of disjoint groups, deduplicated by the cards.
Both give actions in the engine's tuple form (the interface both sides speak), as a set, one per distinct
result (`one_per_result`: takes of the same cards for the same points by one hand card are one play).
"""
from itertools import combinations

JS, JH, QS, KS = 40, 41, 44, 48
FACE_CODE = {"J": 111, "Q": 112, "K": 113}
CODE_FACE = {v: k for k, v in FACE_CODE.items()}
MAX = 12


def rank(c):
    return c // 4 + 1


def numbers(c):
    r = rank(c)
    if r <= 10:
        return [r]
    return {JS: [11], JH: [11], QS: [12], KS: list(range(3, 10))}.get(c, [])


def face_of(c):
    return {11: "J", 12: "Q", 13: "K"}.get(rank(c))


def readings(c):
    """('n', number) for each number, ('f', face) for a face card."""
    out = [("n", n) for n in numbers(c)]
    if face_of(c):
        out.append(("f", face_of(c)))
    return out


def tok(c, reading):
    """The engine's token: a special card used as a number carries it."""
    kind, x = reading
    if kind == "n" and c in (JS, JH, QS, KS):
        return c | x << 6
    return c


def holds(hand, played, value):
    """Another card of the hand can complete `value` (a number or a face letter)."""
    return any(c != played and (value in numbers(c) or value == face_of(c)) for c in hand)


def splits(values, v):
    """The numbers split into groups each summing to v (the first number's group is tried every way)."""
    if not values:
        return True
    first, rest = values[0], values[1:]
    for k in range(len(rest) + 1):
        for idx in combinations(range(len(rest)), k):
            if first + sum(rest[i] for i in idx) == v:
                left = [rest[i] for i in range(len(rest)) if i not in idx]
                if splits(left, v):
                    return True
    return False


def build_value(b):
    return CODE_FACE.get(b.value, b.value)


# --- validity, one play at a time ---------------------------------------------------------------------

def capture_ok(seat, reading, items, blds):
    if not items and not blds:
        return False
    kind, v = reading
    if kind == "f":
        return all(r == ("f", v) for _, r in items) and all(build_value(b) == v for b in blds)
    if any(r[0] != "n" for _, r in items):
        return False
    if any(build_value(b) != v or (b.kind == "subtraction" and b.owner != seat) for b in blds):
        return False
    return splits([r[1] for _, r in items], v)


def trifecta_ok(reading, items, blds):
    if reading[0] != "f" or blds or len(items) != 2 or any(r[0] != "f" for _, r in items):
        return False
    faces = sorted([reading[1]] + [r[1] for _, r in items])
    return faces == ["J", "K", "Q"] or len(set(faces)) == 1


def build_ok(hand, c, reading, items, blds):
    if reading[0] != "n":
        return False
    a = reading[1]
    if items and not blds:
        if any(r[0] != "n" for _, r in items):
            return False
        v = a + sum(r[1] for _, r in items)
    elif len(blds) == 1 and not items and blds[0].kind == "single":
        v = blds[0].value + a
    else:
        return False
    return v <= MAX and holds(hand, c, v)


def same_ok(hand, c, reading, items, blds, v):
    if len(blds) > 1 or any(b.kind == "subtraction" or build_value(b) != v for b in blds):
        return False
    if not holds(hand, c, v):
        return False
    if reading[0] == "f":
        return reading[1] == v and all(r == ("f", v) for _, r in items) and bool(items or blds)
    if isinstance(v, str) or any(r[0] != "n" for _, r in items):
        return False
    values = [reading[1]] + [r[1] for _, r in items]
    return splits(values, v) and (sum(values) >= 2 * v or bool(blds))


def subtract_ok(state, seat, hand, c, reading, items, blds):
    if state.subtract_used[seat] or reading[0] != "n" or blds or len(items) != 1 or items[0][1][0] != "n":
        return False
    a, x = reading[1], items[0][1][1]
    return x > a and holds(hand, c, x - a)


def brute_force_plays(state, seat) -> set:
    """Every legal play found by trying everything (small tables only: 2^(cards + builds) subsets)."""
    hand, loose, builds = state.hands[seat], list(state.loose), list(state.builds)
    out = set()
    values = list(range(1, MAX + 1)) + ["J", "Q", "K"]
    for c in hand:
        out.add(("drop", c))
        for reading in readings(c):
            htok = tok(c, reading)
            for k in range(len(loose) + 1):
                for lsub in combinations(loose, k):
                    # every reading of each chosen table card (the K of spades as each number or king)
                    choices = [[(x, r) for r in readings(x)] for x in lsub]
                    for items in _product(choices):
                        toks = tuple(sorted(tok(x, r) for x, r in items))
                        for m in range(len(builds) + 1):
                            for blds in combinations(builds, m):
                                bnums = tuple(sorted(b.number for b in blds))
                                if capture_ok(seat, reading, items, blds):
                                    out.add(("capture", htok, toks, bnums))
                                if trifecta_ok(reading, items, blds):
                                    out.add(("trifecta", c, toks))
                                if build_ok(hand, c, reading, items, blds):
                                    out.add(("build", htok, toks, bnums[0] if bnums else 0))
                                for v in values:
                                    if same_ok(hand, c, reading, items, blds, v):
                                        code = FACE_CODE.get(v, v)
                                        out.add(("same", htok, code, toks, bnums[0] if bnums else 0))
                                if subtract_ok(state, seat, hand, c, reading, items, blds):
                                    out.add(("subtract", htok, toks[0]))
    if not state.pass_used[seat] and (1 - seat) not in state.passed_round:
        out.add(("pass",))
    return one_per_result(state, out)


def _product(choices):
    if not choices:
        yield ()
        return
    for first in choices[0]:
        for rest in _product(choices[1:]):
            yield (first,) + rest


# --- crowded tables -----------------------------------------------------------------------------------

def _number_items(cards):
    return [(x, ("n", n)) for x in cards for n in numbers(x)]


def _groups(items, v):
    """Sets of items (distinct cards) summing to v."""
    out = []

    def walk(i, chosen, used, s):
        if s == v and chosen:
            out.append(frozenset(chosen))
            return
        for j in range(i, len(items)):
            x, (_, n) = items[j]
            if x not in used and s + n <= v:
                walk(j + 1, chosen + [items[j]], used | {x}, s + n)

    walk(0, [], frozenset(), 0)
    return out


def _unions(groups):
    """Every union of disjoint groups (as a frozenset of items), the empty one included."""
    found = set()

    def walk(i, cur, used):
        found.add(cur)
        for j in range(i, len(groups)):
            g = groups[j]
            cards = {x for x, _ in g}
            if not cards & used:
                walk(j + 1, cur | g, used | cards)

    walk(0, frozenset(), frozenset())
    return found


def grouped_plays(state, seat) -> set:
    """The same set as brute_force_plays, reached through groups (for tables of 15-24 cards)."""
    hand, loose, builds = state.hands[seat], list(state.loose), list(state.builds)
    out = set()
    table_items = _number_items(loose)
    unions_by_v = {}

    def unions(v):
        if v not in unions_by_v:
            unions_by_v[v] = _unions(_groups(table_items, v))
        return unions_by_v[v]

    def toks_of(items):
        return tuple(sorted(tok(x, r) for x, r in items))

    for c in hand:
        out.add(("drop", c))
        for reading in readings(c):
            htok = tok(c, reading)
            kind, a = reading
            if kind == "f":
                faces = sorted(x for x in loose if face_of(x) == a)
                fb = [b for b in builds if build_value(b) == a]
                for k in range(len(faces) + 1):
                    for fs in combinations(faces, k):
                        for m in range(len(fb) + 1):
                            for bs in combinations(fb, m):
                                if fs or bs:
                                    out.add(("capture", c, fs, tuple(sorted(b.number for b in bs))))
                        if holds(hand, c, a):
                            if fs:
                                out.add(("same", c, FACE_CODE[a], fs, 0))
                            for b in fb:
                                out.add(("same", c, FACE_CODE[a], fs, b.number))
                table_faces = sorted(x for x in loose if face_of(x))
                for x, y in combinations(table_faces, 2):
                    if trifecta_ok(reading, [(x, ("f", face_of(x))), (y, ("f", face_of(y)))], []):
                        out.add(("trifecta", c, (x, y)))
                continue
            # captures
            cb = [b for b in builds if build_value(b) == a and (b.kind != "subtraction" or b.owner == seat)]
            for u in unions(a):
                for m in range(len(cb) + 1):
                    for bs in combinations(cb, m):
                        if u or bs:
                            out.add(("capture", htok, toks_of(u), tuple(sorted(b.number for b in bs))))
            # single builds: table sets summing to at most 12 - a
            for v in range(a + 1, MAX + 1):
                if holds(hand, c, v):
                    for g in _groups(table_items, v - a):
                        out.add(("build", htok, toks_of(g), 0))
            for b in builds:
                if b.kind == "single" and b.value + a <= MAX and holds(hand, c, b.value + a):
                    out.add(("build", htok, (), b.number))
            # builds same: the hand card's group plus disjoint groups of the same value
            for v in range(a, MAX + 1):
                if not holds(hand, c, v):
                    continue
                onto = [b for b in builds if build_value(b) == v and b.kind != "subtraction"]
                hand_parts = [frozenset()] if v == a else _groups(table_items, v - a)
                for part in hand_parts:
                    used = {x for x, _ in part}
                    for u in unions(v):
                        if used & {x for x, _ in u}:
                            continue
                        items = part | u
                        if u:
                            out.add(("same", htok, v, toks_of(items), 0))
                        for b in onto:
                            out.add(("same", htok, v, toks_of(items), b.number))
            # subtraction
            if not state.subtract_used[seat]:
                for x, (_, n) in table_items:
                    if n > a and holds(hand, c, n - a):
                        out.add(("subtract", htok, tok(x, ("n", n))))
    if not state.pass_used[seat] and (1 - seat) not in state.passed_round:
        out.add(("pass",))
    return one_per_result(state, out)


# --- one play per result --------------------------------------------------------------------------------

def _item(t):
    """An engine token as (card, number or None)."""
    return (t & 63, (t >> 6) or None)


def take_extra(kind, items):
    """Points of a take beyond its cards (trifecta, N cards, four of a kind), items as (card, number)."""
    cards = [c for c, _ in items]
    extra = max(0, len(cards) - 4)
    if kind == "trifecta":
        trio = sorted(face_of(c) for c in cards)
        extra += 2 if trio == ["J", "K", "Q"] and len({c % 4 for c in cards}) == 1 else 1
    else:
        faces = [face_of(c) for c, n in items if n is None and face_of(c)]
        extra += sum(1 for f in set(faces) if faces.count(f) >= 3)
    ranks = [n if c == KS and n else rank(c) for c, n in items]
    extra += sum(1 for r in set(ranks) if ranks.count(r) >= 4)
    return extra


def one_per_result(state, plays):
    """Takes (captures, trifectas) by one hand card of the same cards and builds for the same points reach
    one result: keep a trifecta before a capture, a card as its face before its number, the K of spades'
    higher number before a lower one. (Builds keep their cards' numbers, so they never meet.)"""
    contents = {b.number: [_item(t) for t in b.cards] for b in state.builds}
    best = {}
    out = set()
    for play in plays:
        if play[0] not in ("capture", "trifecta"):
            out.add(play)
            continue
        bnums = play[3] if play[0] == "capture" else ()
        items = [_item(play[1])] + [_item(t) for t in play[2]] + [i for b in bnums for i in contents[b]]
        key = (play[1] & 63, frozenset(c for c, _ in items), tuple(sorted(bnums)), take_extra(play[0], items))
        pref = (play[0] == "trifecta", not play[1] >> 6, play[1] >> 6)
        if key not in best or pref > best[key][0]:
            best[key] = (pref, play)
    return out | {play for _, play in best.values()}
