"""The plays Casino Trifecta's AI weighs, made directly instead of listing every legal play: for each
hand card its richest capture, its trifectas, a few builds (the richest group for each value it still
holds), builds same, subtractions and the drop, and the Pass. On a crowded table the legal list can
run to hundreds of thousands of plays (every union of groups is one); these stay a few dozen.

No pygame, never changes a state. Every play made here is legal (a test checks them against the rules'
list); the best loose-card sets are found exactly on ordinary tables and greedily on crowded ones.
"""
from __future__ import annotations

from game.casino import cards as C
from game.casino.moves import (KS_NUMBERS, MAX_BUILD, PASS, PROVIDES, SINGLE, SUBTRACTION, Pool, can_pass,
                               faces_make_trifecta, hand_counts, holds_other, number_readings)

EXACT_POOL = 12  # loose number cards up to which the best sets are found exactly (beyond: greedily)
SMALL_POOL = 8  # up to this many, exactly from one list of the table's small subsets (no subset walks)
GREEDY_NODES = 400  # steps one greedy group search may take on a crowded table
FACE = tuple(C.face(c) for c in C.CARDS)


class Table:
    """A table as the AI reads it: the rules' Pool of loose number cards with each card's worth, the
    loose face cards by face, and the builds; the best sets per value are kept once found."""

    __slots__ = ("loose", "builds", "pool", "weights", "faces", "exact", "_best", "_sums", "_groups")

    def __init__(self, loose, builds, worth):
        self.loose = loose
        self.builds = builds
        pool = self.pool = Pool(loose)
        self.weights = [worth[c] for c in pool.cards]
        faces: dict = {}
        for c in loose:
            f = FACE[c]
            if f:
                faces.setdefault(f, []).append(c)
        self.faces = faces
        self.exact = pool.n <= EXACT_POOL
        self._best = {}
        self._sums = None
        self._groups = {}

    def mask_worth(self, mask: int) -> float:
        w = self.weights
        total = 0.0
        i = 0
        while mask:
            if mask & 1:
                total += w[i]
            mask >>= 1
            i += 1
        return total

    def best_union(self, v: int, avoid: int = 0) -> tuple:
        """(mask, KS number, worth): the richest set of loose number cards, none in `avoid`, that splits
        into groups each summing to v; mask 0 when there is none."""
        key = (v, avoid)
        got = self._best.get(key)
        if got is not None:
            return got
        if self.pool.n <= SMALL_POOL:
            best = self._packed(v, avoid)
        elif self.exact:
            best = (0, 0, 0.0)
            for mask, kn in self.pool.unions(v).items():
                if mask and not mask & avoid:
                    w = self.mask_worth(mask)
                    if w > best[2] + 1e-9:
                        best = (mask, kn, w)
        else:
            best = self._greedy_union(v, avoid)
        self._best[key] = best
        return best

    def best_group(self, need: int, avoid: int = 0) -> tuple | None:
        """(mask, KS number, worth) of the richest single group of loose number cards summing to
        `need`, none in `avoid`; None when there is none."""
        if need <= 0:
            return None
        if self.pool.n <= SMALL_POOL:
            best = None
            for g in self.groups(need):
                if not g[0] & avoid and (best is None or g[2] > best[2] + 1e-9):
                    best = g
            return best
        if self.exact:
            best = None
            for mask, kn in self.pool.groups(need):
                if not mask & avoid:
                    w = self.mask_worth(mask)
                    if best is None or w > best[2] + 1e-9:
                        best = (mask, kn, w)
            return best
        found = self._greedy_group(need, avoid)
        return (found[0], found[1], self.mask_worth(found[0])) if found else None

    # --- small tables: every subset summing to at most MAX_BUILD, listed once ----------------------------
    def groups(self, v: int) -> list:
        """[(mask, KS number, worth)]: every group of loose number cards summing to v (the K of spades as
        whatever number 3..9 completes it), from the table's list of small subsets."""
        got = self._groups.get(v)
        if got is not None:
            return got
        sums = self._sums
        if sums is None:
            pool = self.pool
            w = self.weights
            sums = [(0, 0, 0.0)]
            for i, x in enumerate(pool.values):
                if i != pool.ks:
                    bit = 1 << i
                    wi = w[i]
                    sums += [(m | bit, s + x, sw + wi) for m, s, sw in sums if s + x <= MAX_BUILD]
            self._sums = sums
        got = [(m, 0, sw) for m, s, sw in sums if s == v and m]
        ks = self.pool.ks
        if ks >= 0:
            kbit, kw = 1 << ks, self.weights[ks]
            for m, s, sw in sums:
                k = v - s
                if 3 <= k <= 9:
                    got.append((m | kbit, k, sw + kw))
        self._groups[v] = got
        return got

    def _packed(self, v: int, avoid: int) -> tuple:
        """The richest union of disjoint groups summing to v, none touching `avoid`: a walk over the
        cards in order, each either left or taken in a group with later cards (memoised on the cards
        decided so far)."""
        groups = [g for g in self.groups(v) if not g[0] & avoid]
        if not groups:
            return (0, 0, 0.0)
        if len(groups) == 1:
            return groups[0]
        n = self.pool.n
        by_low = [[] for _ in range(n)]
        for g in groups:
            m = g[0]
            by_low[(m & -m).bit_length() - 1].append(g)
        memo = {}

        def best(i: int, decided: int) -> tuple:
            while i < n and (decided >> i & 1 or not by_low[i]):
                i += 1
            if i >= n:
                return (0, 0, 0.0)
            key = (i, decided)
            got = memo.get(key)
            if got is not None:
                return got
            got = best(i + 1, decided)
            for m, kn, w in by_low[i]:
                if not m & decided:
                    rest = best(i + 1, decided | m)
                    total = w + rest[2]
                    if total > got[2] + 1e-9:
                        got = (m | rest[0], kn or rest[1], total)
            memo[key] = got
            return got

        return best(0, avoid)

    # --- crowded tables: greedy --------------------------------------------------------------------------
    def _order(self, avoid: int) -> list:
        pool = self.pool
        w = self.weights
        return sorted((i for i in range(pool.n) if i != pool.ks and not avoid >> i & 1), key=lambda i: (-w[i], i))

    def _subset(self, order: list, target: int, used: int) -> int | None:
        """A set of the cards in `order` (heaviest first), none in `used`, summing to `target`."""
        values = self.pool.values
        steps = [0]

        def walk(k: int, left: int, mask: int):
            if left == 0:
                return mask
            for j in range(k, len(order)):
                steps[0] += 1
                if steps[0] > GREEDY_NODES:
                    return None
                i = order[j]
                if used >> i & 1 or values[i] > left:
                    continue
                got = walk(j + 1, left - values[i], mask | 1 << i)
                if got is not None:
                    return got
            return None

        return walk(0, target, 0)

    def _greedy_group(self, need: int, avoid: int):
        pool = self.pool
        order = self._order(avoid)
        values = pool.values
        for i in order:
            if values[i] <= need:
                rest = self._subset([j for j in order if j != i], need - values[i], avoid | 1 << i)
                if rest is not None:
                    return rest | 1 << i, 0
        if pool.ks >= 0 and not avoid >> pool.ks & 1:
            for kn in KS_NUMBERS:
                if kn <= need:
                    rest = self._subset(order, need - kn, avoid)
                    if rest is not None:
                        return rest | 1 << pool.ks, kn
        return None

    def _greedy_union(self, v: int, avoid: int) -> tuple:
        mask, ksn = 0, 0
        used = avoid
        while True:
            found = self._greedy_group(v, used)
            if found is None:
                break
            g, kn = found
            mask |= g
            used |= g
            if kn:
                ksn = kn
        return (mask, ksn, self.mask_worth(mask)) if mask else (0, 0, 0.0)


def capturable_builds(builds, seat: int, v: int) -> tuple:
    """Numbers of the builds `seat` may take with value v (never another's subtraction)."""
    return tuple(b.number for b in builds if b.value == v and (b.kind != SUBTRACTION or b.owner == seat))


def captures(table: Table, seat: int, c: int) -> list:
    """The richest capture of hand card `c` for each value it can take as (a number, or its face), and
    its trifectas. Each taken whole: every capturable build of the value, the richest loose set."""
    out = []
    builds = table.builds
    for tok, v in number_readings(c):
        mask, kn, _ = table.best_union(v)
        bs = capturable_builds(builds, seat, v)
        if mask or bs:
            out.append(("capture", tok, table.pool.tokens(mask, kn) if mask else (), bs))
    f = FACE[c]
    if f:
        same = tuple(sorted(table.faces.get(f, ())))
        bs = capturable_builds(builds, seat, f)
        if same or bs:
            out.append(("capture", c, same, bs))
        faces = sorted(x for xs in table.faces.values() for x in xs)
        for i, x in enumerate(faces):
            for y in faces[i + 1:]:
                if faces_make_trifecta(f, FACE[x], FACE[y]):
                    out.append(("trifecta", c, (x, y)))
    return out


def builds_of(table: Table, hand, c: int, can_subtract: bool) -> list:
    """Builds, builds same and subtractions of hand card `c`, a few per value the hand still holds."""
    out = []
    counts = hand_counts(hand)
    pool = table.pool
    builds = table.builds
    for tok, a in number_readings(c):
        for v in range(a, MAX_BUILD + 1):
            if not holds_other(counts, v, c):
                continue
            onto = [b.number for b in builds if b.value == v and b.kind != SUBTRACTION]
            if v > a:
                group = table.best_group(v - a)
                if group is None:
                    continue
                r, kr, _ = group
                out.append(("build", tok, pool.tokens(r, kr), 0))
                single = _single_card(pool, v - a)
                if single is not None and single != r:
                    out.append(("build", tok, pool.tokens(single, 0), 0))
            else:
                r, kr = 0, 0
            more, kp, _ = table.best_union(v, r)
            if more or onto:
                m = r | more
                toks = pool.tokens(m, kr or kp) if m else ()
                if more:
                    out.append(("same", tok, v, toks, 0))
                for bn in onto:
                    out.append(("same", tok, v, toks, bn))
        for b in builds:
            if b.kind == SINGLE:
                v = b.value + a
                if v <= MAX_BUILD and holds_other(counts, v, c):
                    out.append(("build", tok, (), b.number))
        if can_subtract:
            for i, x in enumerate(pool.cards):
                for xv in (KS_NUMBERS if x == C.KS else (pool.values[i],)):
                    if xv > a and holds_other(counts, xv - a, c):
                        out.append(("subtract", tok, C.KS | xv << 6 if x == C.KS else pool.toks[i]))
    f = FACE[c]
    if f and holds_other(counts, f, c):
        same = tuple(sorted(table.faces.get(f, ())))
        if same:
            out.append(("same", c, f, same, 0))
        for b in builds:
            if b.value == f:
                out.append(("same", c, f, same, b.number))
    return out


def _single_card(pool: Pool, value: int) -> int | None:
    """The mask of one loose card worth exactly `value` (not the K of spades), or None."""
    for i, x in enumerate(pool.values):
        if x == value and i != pool.ks:
            return 1 << i
    return None


def plays(state, seat: int, worth, table: Table | None = None, with_builds: bool = True) -> list:
    """The plays the AI weighs for `seat`, in a fixed order: per hand card its captures and trifectas,
    builds, and drop; the Pass last. No duplicates."""
    table = table or Table(state.loose, state.builds, worth)
    hand = state.hands[seat]
    can_subtract = not state.subtract_used[seat]
    out = []
    for c in hand:
        out.extend(captures(table, seat, c))
        if with_builds:
            out.extend(builds_of(table, hand, c, can_subtract))
        out.append(("drop", c))
    if can_pass(state, seat):
        out.append(PASS)
    seen = set()
    unique = []
    for a in out:
        if a not in seen:
            seen.add(a)
            unique.append(a)
    return unique


def taken_tokens(state, action) -> tuple:
    """Every token a capture or trifecta takes, the hand card's first."""
    if action[0] == "trifecta":
        return (action[1],) + action[2]
    taken = action[3]
    toks = (action[1],) + action[2]
    if taken:
        for b in state.builds:
            if b.number in taken:
                toks += b.cards
    return toks


def provides(c: int) -> frozenset:
    return PROVIDES[c]
