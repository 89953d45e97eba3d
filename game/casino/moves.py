"""Casino Trifecta's moves: builds on the table and every legal play of a hand (one per distinct result).
Why a play is refused, in a player's words, is refusals.py.

Pure Python: never imports pygame and never changes a state (rules.py applies what this allows).

Actions are tuples of small ints (tokens, see cards.py), hashable and cheap:
  ("capture", hand, cards, builds)    hand token; loose table tokens (sorted); build numbers (sorted)
  ("trifecta", hand, (a, b))          a face card taking two loose face cards (sorted ids)
  ("build", hand, cards, build)       a single build: on loose cards, or (cards empty) onto single build B
  ("same", hand, value, cards, build) a build of fixed value (build same / multiple build); build 0: new
  ("subtract", hand, x)               the Subtraction lifeline: hand token on the loose card x
  ("drop", card)  ("pass",)  ("timeout",)   and, outside play, ("secret", card), ("first", seat),
  ("deck", (52 cards top first)).
A capture or a build holds its table cards as one flat set: how they split into groups is writing, not
a different result (notation.py picks the canonical grouping). Where two actions still reach one result,
canonical() names the one listed (a trifecta of three of a face, not a capture; a one-eyed jack taking the
other as a jack, not as 11; the K of spades taking a set as its highest number with the same points), so
one action stands for each result.

Enumeration: the table's number cards are numbered in token order (the `Pool`); subsets are bitmasks.
For a value v the groups summing to v are found once by a pruned subset walk, and every union of
disjoint groups (the sets a capture may take) by a memoised walk over "next card not yet decided,
cards already covered" — each union once, however many ways it splits. The K of spades is a wild
number: in a group summing to v it stands for what the group lacks, which is unique (see unions()).
"""
from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from game.casino import cards as C
from game.casino import scoring as S
from game.casino.cards import FACE_J, FACE_K, FACE_Q, JH, JS, KS, KS_NUMBERS

SINGLE, SAME, MULTIPLE, SUBTRACTION = "single", "same", "multiple", "subtraction"
MAX_BUILD = 12  # 11 and 12 only exist as the one-eyed jacks and the queen of spades
PASS, TIMEOUT = ("pass",), ("timeout",)


class Build(NamedTuple):
    """A build on the table. `cards` are tokens, sorted; a K of spades in a number build keeps the
    number it was given (its token says it) for as long as the build stays on the table."""

    number: int  # B1, B2, ... over the whole game, never reused
    value: int  # 1..12, or a face code (FACE_J, FACE_Q, FACE_K) for a build same of faces
    kind: str  # single, same, multiple, subtraction
    owner: int  # the seat that made or last changed it
    cards: tuple

    @property
    def name(self) -> str:
        return f"B{self.number}"

    @property
    def fixed(self) -> bool:
        """Same, multiple and subtraction builds keep their value for good."""
        return self.kind != SINGLE


# What a card in hand can complete: its numbers and its face (KS: 3..9 and king).
PROVIDES = tuple(frozenset(C.number_values(c) + ((C.face(c),) if C.face(c) else ())) for c in C.CARDS)


def hand_counts(hand) -> Counter:
    counts = Counter()
    for c in hand:
        counts.update(PROVIDES[c])
    return counts


def holds_other(counts: Counter, v: int, played: int) -> bool:
    """After playing `played`, does the hand still hold a card of value `v` (number or face)?"""
    return counts[v] - (v in PROVIDES[played]) > 0


def number_readings(c: int) -> list:
    """(token, value) for each number a hand card may be played as."""
    if c == KS:
        return [(KS | n << 6, n) for n in KS_NUMBERS]
    n = C.fixed_number(c)
    if not n:
        return []
    return [(C.number_token(c), n)]


def faces_make_trifecta(a: int, b: int, c: int) -> bool:
    return a == b == c or {a, b, c} == {FACE_J, FACE_Q, FACE_K}


# --- the table's number cards ------------------------------------------------------------------------

class Pool:
    """The loose number cards of a table, numbered in token order, with cached subset walks."""

    __slots__ = ("cards", "values", "toks", "ks", "n", "_groups", "_unions", "_small", "_pieces")

    def __init__(self, loose):
        items = sorted((C.number_token(c, 3), c) for c in loose if C.number_values(c))
        self.cards = [c for _, c in items]
        self.values = [C.fixed_number(c) for c in self.cards]  # 0 for the K of spades
        self.toks = [t for t, _ in items]
        self.ks = self.cards.index(KS) if KS in self.cards else -1
        self.n = len(self.cards)
        self._groups = {}
        self._unions = {}
        self._small = None
        self._pieces = {}

    def _bit_tokens(self, mask: int, ksn: int, first: int = 0) -> tuple:
        out = []
        toks, ks = self.toks, self.ks
        i = first
        while mask:
            if mask & 1:
                out.append(KS | ksn << 6 if i == ks else toks[i])
            mask >>= 1
            i += 1
        return tuple(out)

    def tokens(self, mask: int, ksn: int) -> tuple:
        """The sorted tokens of the cards in `mask`; the K of spades stands for `ksn`. On a crowded table
        a mask is read a byte at a time from remembered pieces (the same pieces recur in many sets)."""
        if self.n <= 10:
            return self._bit_tokens(mask, ksn)
        pieces = self._pieces
        out = ()
        k = 0
        while mask:
            b = mask & 255
            if b:
                key = (ksn << 16) | (k << 8) | b
                piece = pieces.get(key)
                if piece is None:
                    piece = pieces[key] = self._bit_tokens(b, ksn, k * 8)
                out += piece
            mask >>= 8
            k += 1
        return out

    def groups(self, v: int) -> list:
        """[(mask, ks_number)]: every set of loose number cards summing to v (KS as 3..9)."""
        got = self._groups.get(v)
        if got is not None:
            return got
        res = []
        ks = self.ks
        kbit = 1 << ks if ks >= 0 else 0
        fixed = sorted((val, i) for i, val in enumerate(self.values) if i != ks)
        if ks >= 0 and 3 <= v <= 9:
            res.append((kbit, v))
        lo, hi = v - 9, v - 3  # sums the K of spades can complete

        def walk(start: int, mask: int, s: int) -> None:
            for k in range(start, len(fixed)):
                val, i = fixed[k]
                t = s + val
                if t > v:
                    break
                m = mask | (1 << i)
                if t == v:
                    res.append((m, 0))
                else:
                    if kbit and lo <= t <= hi:
                        res.append((m | kbit, v - t))
                    walk(k + 1, m, t)

        walk(0, 0, 0)
        self._groups[v] = res
        return res

    def unions(self, v: int) -> dict:
        """{mask: ks_number}: every set of loose number cards that splits into disjoint groups each
        summing to v (the empty set included). Built from the last card down: the sets whose lowest card
        is i are a group with lowest card i joined to a disjoint set of later cards, so each set is made
        from its group holding card i, whichever way the rest splits. A K of spades in such a set stands
        for one number only: it lies in a group summing to v, so its number n <= v, and n = k*v - (the
        others' sum) for the number of groups k; a window 3..v narrower than v holds one such n at most."""
        got = self._unions.get(v)
        if got is not None:
            return got
        n = self.n
        by_low = [[] for _ in range(n)]
        for g, kn in self.groups(v):
            by_low[(g & -g).bit_length() - 1].append((g, kn))
        kbit = 1 << self.ks if self.ks >= 0 else 0
        family = [0]  # the sets of cards after i, as i goes down
        ks_of = {}  # the K of spades' number in each set holding it
        for i in range(n - 1, -1, -1):
            if not by_low[i]:
                continue
            new = set()
            for g, kn in by_low[i]:
                made = [g | m for m in family if not m & g]
                new.update(made)
                if kbit:
                    if g & kbit:
                        for m in made:
                            ks_of[m] = kn
                    else:
                        for m in made:
                            if m & kbit:
                                ks_of[m] = ks_of[m ^ g]
            family.extend(sorted(new))
        got = {m: ks_of.get(m, 0) for m in family}
        self._unions[v] = got
        return got

    def small_subsets(self) -> list:
        """[(mask, sum, ks_number)]: every non-empty set of loose number cards summing to at most
        MAX_BUILD - 1 (a hand card adds at least 1), the K of spades as each number that fits."""
        if self._small is not None:
            return self._small
        res = []
        ks = self.ks
        kbit = 1 << ks if ks >= 0 else 0
        limit = MAX_BUILD - 1
        fixed = sorted((val, i) for i, val in enumerate(self.values) if i != ks)
        if kbit:
            res.extend((kbit, kn, kn) for kn in KS_NUMBERS if kn <= limit)

        def walk(start: int, mask: int, s: int) -> None:
            for k in range(start, len(fixed)):
                val, i = fixed[k]
                t = s + val
                if t > limit:
                    break
                m = mask | (1 << i)
                res.append((m, t, 0))
                if kbit:
                    res.extend((m | kbit, t + kn, kn) for kn in KS_NUMBERS if t + kn <= limit)
                walk(k + 1, m, t)

        walk(0, 0, 0)
        self._small = res
        return res


def normalize(action):
    """The one tuple form of an action: lists become tuples, sets of cards and builds are sorted, and a
    play that reaches the result of another becomes that one (canonical())."""
    if isinstance(action, list):
        action = tuple(action)
    if not isinstance(action, tuple) or not action:
        return action
    kind = action[0]
    try:
        if kind == "capture" and len(action) == 4:
            return canonical((kind, action[1], tuple(sorted(action[2])), tuple(sorted(action[3]))))
        if kind == "trifecta" and len(action) == 3:
            return (kind, action[1], tuple(sorted(action[2])))
        if kind == "build" and len(action) == 4:
            return (kind, action[1], tuple(sorted(action[2])), action[3])
        if kind == "same" and len(action) == 5:
            return (kind, action[1], action[2], tuple(sorted(action[3])), action[4])
        if kind == "deck" and len(action) == 2:
            return (kind, tuple(action[1]))
    except TypeError:
        return action
    return action


NO_SECRETS = (None, None)


def canonical(action):
    """The one action listed for the result `action` reaches (normalized tuples; anything else is
    returned unchanged). Three pairs of plays reach one result (the same cards taken, the same points):
    - a face card taking two table cards of its face: `trifecta KC: KH KD`, never `capture KC: KH KD`;
    - a one-eyed jack taking the other one alone: `capture JH: JS` (a jack takes a jack), never
      `capture JH=11: JS=11`;
    - the K of spades taking a set of loose cards as several numbers with the same points
      (`capture KS=4: 4S 3S+AD`, `capture KS=8: 4S+3S+AD`): the highest number, the fewest groups.
      Four of a kind counts the K of spades as its number, so `KS=3: 3S 3H 3D` (four threes, 1 more)
      and `KS=9: 3S+3H+3D` are different results and both stay.
    A mapped action is legal exactly when the original is (same hand card, same table cards)."""
    if not (isinstance(action, tuple) and len(action) == 4 and action[0] == "capture"):
        return action
    _, h, toks, bs = action
    if bs or not toks or not isinstance(h, int) or not all(isinstance(t, int) for t in toks):
        return action
    c, n = C.tok_card(h), C.tok_number(h)
    f = C.face(c)
    if f and not n:
        if len(toks) == 2 and all(not C.tok_number(t) and C.face(t) == f for t in toks):
            return ("trifecta", h, toks)
        return action
    if c in (JS, JH) and n == 11:
        if len(toks) == 1 and C.tok_card(toks[0]) in (JS, JH) and C.tok_card(toks[0]) != c \
                and C.tok_number(toks[0]) == 11:
            return ("capture", c, (C.tok_card(toks[0]),), ())
        return action
    if c == KS and n in KS_NUMBERS:
        values = [C.tok_value(t) for t in toks]
        if KS in map(C.tok_card, toks) or not all(values) or not splits(values, n):
            return action
        points = S.capture_points("capture", (h,) + toks, NO_SECRETS)
        for m in range(KS_NUMBERS[-1], n, -1):
            if splits(values, m) and S.capture_points("capture", (KS | m << 6,) + toks, NO_SECRETS) == points:
                return ("capture", KS | m << 6, toks, ())
    return action


def subsets(items: list) -> list:
    """Every subset of a short list, as tuples, the empty one first."""
    out = [()]
    for x in items:
        out += [s + (x,) for s in out]
    return out


# --- every legal play --------------------------------------------------------------------------------

def legal_plays(state, seat: int) -> list:
    """Every legal play of `seat` in the play phase, one per distinct result, in a fixed order: per
    hand card (lowest id first) its captures, trifectas, builds, builds same, subtractions and drop;
    the Pass last."""
    hand = state.hands[seat]
    loose = state.loose
    builds = state.builds
    pool = Pool(loose)
    counts = hand_counts(hand)
    out = []
    face_loose = {}
    for c in loose:
        f = C.face(c)
        if f:
            face_loose.setdefault(f, []).append(c)
    can_subtract = not state.subtract_used[seat]
    singles = [b for b in builds if b.kind == SINGLE]

    for c in hand:
        start = len(out)
        for tok, a in number_readings(c):
            _number_captures(out, pool, builds, seat, tok, a)
            _single_builds(out, pool, singles, counts, c, tok, a)
            _number_sames(out, pool, builds, counts, c, tok, a)
            if can_subtract:
                _subtractions(out, pool, counts, c, tok, a)
        if c == KS:
            _ks_captures_once(out, start)
        f = C.face(c)
        if f:
            _face_plays(out, face_loose, builds, counts, c, f)
        out.append(("drop", c))
    if can_pass(state, seat):
        out.append(PASS)
    return out


def can_pass(state, seat: int) -> bool:
    return not state.pass_used[seat] and (1 - seat) not in state.passed_round


def capturable(builds, seat: int, v: int) -> list:
    """Numbers of the builds `seat` may take with value v: any build of v but another's subtraction."""
    return [b.number for b in builds if b.value == v and (b.kind != SUBTRACTION or b.owner == seat)]


def _number_captures(out, pool, builds, seat, tok, v):
    if v > MAX_BUILD:
        return
    sets = subsets(capturable(builds, seat, v))
    # a one-eyed jack taking the other alone is listed as the jacks' face capture (see canonical())
    jack = C.tok_card(tok) in (JS, JH) and (JS ^ JH ^ C.tok_card(tok)) | 11 << 6
    for mask, kn in pool.unions(v).items():
        toks = pool.tokens(mask, kn) if mask else ()
        for bs in sets:
            if mask or bs:
                if jack and not bs and toks == (jack,):
                    continue
                out.append(("capture", tok, toks, bs))


def _ks_captures_once(out, start):
    """Among the K of spades' number captures (out[start:], numbers low to high) of one set of loose
    cards with no build, keep per points only the highest number (see canonical())."""
    by_set = {}
    for i in range(start, len(out)):
        a = out[i]
        if a[0] == "capture" and not a[3] and C.tok_number(a[1]):
            by_set.setdefault(a[2], []).append(i)
    drop = set()
    for toks, where in by_set.items():
        if len(where) > 1:
            best = {}
            for i in where:
                key = S.capture_points("capture", (out[i][1],) + toks, NO_SECRETS)
                if key in best:
                    drop.add(best[key])
                best[key] = i
    if drop:
        out[start:] = [a for i, a in enumerate(out[start:], start) if i not in drop]


def _single_builds(out, pool, singles, counts, c, tok, a):
    for mask, s, kn in pool.small_subsets():
        v = a + s
        if v <= MAX_BUILD and holds_other(counts, v, c):
            out.append(("build", tok, pool.tokens(mask, kn), 0))
    for b in singles:
        v = b.value + a
        if v <= MAX_BUILD and holds_other(counts, v, c):
            out.append(("build", tok, (), b.number))


def _number_sames(out, pool, builds, counts, c, tok, a):
    for v in range(a, MAX_BUILD + 1):
        if not holds_other(counts, v, c):
            continue
        onto = [b.number for b in builds if b.value == v and b.kind != SUBTRACTION]
        need = v - a
        parts = [(0, 0)] if need == 0 else pool.groups(need)
        if not parts:
            continue
        unions = pool.unions(v)
        found = {}  # table cards -> (ks number, more than the hand card's group)
        for r, kr in parts:
            for p, kp in unions.items():
                if p & r:
                    continue
                m = r | p
                if m not in found:
                    found[m] = (kr or kp, p != 0)
        for m, (kn, several) in found.items():
            toks = pool.tokens(m, kn) if m else ()
            if several:
                out.append(("same", tok, v, toks, 0))
            for bn in onto:
                out.append(("same", tok, v, toks, bn))


def _subtractions(out, pool, counts, c, tok, a):
    for i, x in enumerate(pool.cards):
        for xv in (KS_NUMBERS if x == KS else (pool.values[i],)):
            if xv > a and holds_other(counts, xv - a, c):
                out.append(("subtract", tok, KS | xv << 6 if x == KS else pool.toks[i]))


def _face_plays(out, face_loose, builds, counts, c, f):
    same_face = sorted(face_loose.get(f, []))
    face_builds = [b.number for b in builds if b.value == f]
    for cs in subsets(same_face):
        for bs in subsets(face_builds):
            if (cs or bs) and not (len(cs) == 2 and not bs):  # two of its face alone: the trifecta
                out.append(("capture", c, cs, bs))
    table_faces = sorted(x for xs in face_loose.values() for x in xs)
    for i, x in enumerate(table_faces):
        for y in table_faces[i + 1:]:
            if faces_make_trifecta(f, C.face(x), C.face(y)):
                out.append(("trifecta", c, (x, y)))
    if holds_other(counts, f, c):
        for cs in subsets(same_face):
            if cs:
                out.append(("same", c, f, cs, 0))
            for bn in face_builds:
                out.append(("same", c, f, cs, bn))


# --- splitting a set into groups (checks and text) ---------------------------------------------------

def group_masks(values: list, v: int) -> list:
    """Every subset (bitmask over `values`) summing to v."""
    res = []
    order = sorted(range(len(values)), key=lambda i: values[i])

    def walk(start: int, mask: int, s: int) -> None:
        for k in range(start, len(order)):
            i = order[k]
            t = s + values[i]
            if t > v:
                break
            if t == v:
                res.append(mask | 1 << i)
            else:
                walk(k + 1, mask | 1 << i, t)

    walk(0, 0, 0)
    return res


class Splitter:
    """Can a set of numbers (bitmask over `values`) be split into groups each summing to v?"""

    def __init__(self, values: list, v: int):
        self.values = values
        self.v = v
        self.groups = group_masks(values, v) if v > 0 and all(x > 0 for x in values) else []
        self.memo = {0: True}

    def can(self, mask: int) -> bool:
        got = self.memo.get(mask)
        if got is None:
            low = mask & -mask
            got = any(g & low and g & mask == g and self.can(mask ^ g) for g in self.groups)
            self.memo[mask] = got
        return got


def splits(values: list, v: int) -> bool:
    return Splitter(values, v).can((1 << len(values)) - 1)
