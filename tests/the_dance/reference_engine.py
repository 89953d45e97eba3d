"""An independent reference engine for The Dance, written from shared/rules/the_dance.md alone.

It exists to check the project's engine (game/the_dance) move for move: it never imports the engine's
rules modules. The ballroom comes from the page's own data grid (copied below and checked against
levels/the_dance/ballroom.json by the tests); the counters come from levels/the_dance/counters.json.

Simple and slow on purpose: the whole game is one generator that reads like the page. It asks for a
decision (`Ask`: a seat and its legal actions as the page's canonical strings, in the page's order) or
for a chance outcome (`Chance`: the outcome's text, checked against what the page makes possible).
The state is mutable and not copyable: a test drives it in lockstep with the real engine.
"""
from __future__ import annotations

import json
import os
from collections import Counter

from game.core.hexgrid import DIRECTIONS, distance

CHANCE = -1
_HERE = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(os.path.dirname(_HERE))

# --- the ballroom, as the page draws it ------------------------------------------------------
PAGE_GRID = """
    A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P  Q  R  S  T  U
 1  .3 .3 .3 .3 E3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 D3 .3 .3 .3 .3
 2  .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3
 3  .2 .2 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .4 .4
 4  .2 .2 .2 o3 o4 p5 o4 p5 o4 o5 p4 o5 o4 p5 o4 p5 o4 o5 .4 .4 .4
 5  .2 .2 .2 p3 .0 .0 .0 .0 .0 .0 40 .0 .0 .0 .0 .0 .0 p0 .4 .4 .4
 6  .2 .2 .2 o3 .4 .0 .0 .0 50 .0 .0 .0 30 .0 .0 .0 .2 o0 .4 .4 .4
 7  F2 .2 .2 o3 .4 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .3 .2 o0 .4 .4 C4
 8  .2 .2 .2 p3 .4 .3 .3 .3 63 .3 .3 .3 23 .3 .3 .3 .2 p0 .4 .4 .4
 9  .2 .2 .2 o2 .3 p2 .3 p2 .3 o2 13 o2 .3 p2 .3 p2 .3 o0 .4 .4 .4
10  .2 .1 .1 .0 o1 .0 o1 .0 o1 .0 p1 .0 o1 .0 o1 .0 o1 .0 .5 .5 .4
11  .1 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .5
12  .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0 .0
13  .0    .0    A0    .0    .0    .0    .0    .0    B0    .0    .0
"""
COLUMNS = "ABCDEFGHIJKLMNOPQRSTU"
PATH_ORDER = ("R4 Q4 P4 O4 N4 M4 L4 K4 J4 I4 H4 G4 F4 E4 D4 D5 D6 D7 D8 D9 E10 F9 G10 H9 I10 J9 K10 L9 "
              "M10 N9 O10 P9 Q10 R9 R8 R7 R6 R5").split()
WHITE_CIRCLES = "R4 Q4 O4 M4 L4 J4 I4 G4 E4 D4 D6 D7 D9 E10 G10 I10 J9 L9 M10 O10 Q10 R9 R7 R6".split()


def _parse_grid():
    lines = [ln for ln in PAGE_GRID.splitlines() if ln.strip()]
    header = lines[0]
    starts = {c: header.index(c) for c in COLUMNS}
    cells = {}
    for ln in lines[1:]:
        row = int(ln[:3])
        for c in COLUMNS:
            i = starts[c]
            tok = ln[i:i + 2]
            if tok.strip():
                cells[f"{c}{row}"] = (tok[0], int(tok[1]))
    return cells


GRID = _parse_grid()  # label -> (kind char, direction)


def axial(label: str) -> tuple[int, int]:
    q = COLUMNS.index(label[0])
    row = int(label[1:])
    return q, (row - 1) - (q - (q & 1)) // 2


AXIAL = {lab: axial(lab) for lab in GRID}
LABEL = {v: k for k, v in AXIAL.items()}


def label_key(label: str):
    return COLUMNS.index(label[0]), int(label[1:])


def _step(label, d):
    q, r = AXIAL[label]
    dq, dr = DIRECTIONS[d]
    return LABEL.get((q + dq, r + dr))


NEIGHBOURS = {lab: [n for n in (_step(lab, d) for d in range(6)) if n] for lab in GRID}
PATH = {lab for lab, (k, _) in GRID.items() if k in "op"}
NEXT = {lab: _step(lab, d) for lab, (k, d) in GRID.items()}  # next hex (path) or arrow target
ENTRY = {int("ABCDEF".index(k)) + 1: lab for lab, (k, _) in GRID.items() if k in "ABCDEF"}
ENTRY_HEXES = set(ENTRY.values())
SERVER_HEX = {int(k): lab for lab, (k, _) in GRID.items() if k in "123456"}


def _depths():
    depth = {lab: 0 for lab in PATH}
    for lab in GRID:
        chain = []
        cur = lab
        while cur not in depth:
            chain.append(cur)
            cur = NEXT[cur]
        for i, h in enumerate(reversed(chain)):
            depth[h] = depth[cur] + i + 1
    return depth


DEPTH = _depths()


def hex_distance(a: str, b: str) -> int:
    return distance(AXIAL[a], AXIAL[b])


# --- counters --------------------------------------------------------------------------------
with open(os.path.join(_ROOT, "levels", "the_dance", "counters.json"), encoding="utf-8") as _f:
    _C = json.load(_f)

DOMAINS = ("ext", "cor", "sub", "con")
AVATAR_IDS = tuple(a["id"] for a in _C["avatars"])
TABLE = {a["id"]: a["table"] for a in _C["avatars"]}
RATING = {a["id"]: dict(a["ratings"]) for a in _C["avatars"]}
DANCER_IDS = tuple(d["id"] for d in _C["dancers"])
SYMBOL = {d["id"]: d["symbol"] for d in _C["dancers"]}
PIPS = {d["id"]: {k: (None if v == "x" else v) for k, v in d["pips"].items()} for d in _C["dancers"]}
DANCER_NAME = {d["name"].lower(): d["id"] for d in _C["dancers"]}
MARKERS = ("Ext1", "Ext2", "Cor1", "Cor2", "Sub1", "Sub2", "Con1", "Con2", "Ankh")
MINDEX = {m: i for i, m in enumerate(MARKERS)}
MDOMAIN = {r["id"]: r["domain"] for r in _C["refreshments"]}
MPIPS = {r["id"]: r["pips"] for r in _C["refreshments"]}
MCOUNT = {r["id"]: r["count"] for r in _C["refreshments"]}
PLANS = {p["id"]: p["symbols"] for p in _C["plans"]}
PLAN_IDS = tuple(PLANS)
POWER_IDS = tuple(sorted(p["id"] for p in _C["powers"]))


def _power_id(text: str) -> str:
    pid = text.strip().lower().replace(" ", "_")
    if pid not in POWER_IDS:
        raise ValueError(f"unknown Power {text!r}")
    return pid


def _marker_id(text: str) -> str:
    for m in MARKERS:
        if m.lower() == text.strip().lower():
            return m
    raise ValueError(f"unknown Refreshment {text!r}")


# --- the machine -----------------------------------------------------------------------------
class Ask:
    __slots__ = ("player", "options", "kind")

    def __init__(self, player, options, kind):
        self.player = player
        self.options = options  # list of (text, payload)
        self.kind = kind


class Chance:
    __slots__ = ("kind",)
    player = CHANCE

    def __init__(self, kind):
        self.kind = kind


class _GameOver(Exception):
    pass


DEFAULTS = {"plans": "secret", "new_blood": False, "initiative": False, "super_villains": False,
            "dominate": "natural1", "contest_dominated": False, "refresh_any_domain": False,
            "turn_limit": 60, "placings": False}


class RefGame:
    """One game of The Dance by the page, driven by `apply(text)` in lockstep with a real engine."""

    def __init__(self, players: int, options: dict | None = None):
        self.n = players
        self.opt = dict(DEFAULTS)
        self.opt.update(options or {})
        n = players
        self.avatar = [None] * n
        self.powers = [set() for _ in range(n)]
        self.revealed = [set() for _ in range(n)]
        self.hand = [Counter() for _ in range(n)]
        self.plan = [None] * n
        self.bonus = [False] * n
        self.foiled = [False] * n
        self.seated = [[] for _ in range(n)]
        self.in_play = [True] * n
        self.at = {}  # hex -> piece id ("server", avatar id, dancer id)
        self.pos = {}  # piece id -> hex
        self.holder = {d: None for d in DANCER_IDS}
        self.dominated = {d: False for d in DANCER_IDS}
        self.seated_by = {d: None for d in DANCER_IDS}
        self.pile = Counter(MCOUNT)
        self.discards = Counter()
        self.power_pool = set(POWER_IDS)
        self.plan_pile = set(PLAN_IDS)
        self.tempo = 1
        self.round = 1
        self.holder_initiative = 0
        self.winners = []  # in order of winning (placings) or the sole winner
        self.result = None  # tuple of returns when over
        self.ts = None
        self.log = []
        self.events = Counter()  # which rules a game exercised (for coverage reports)
        self._gen = self._play()
        self._pending = self._gen.send(None)

    # --- the outside API ---------------------------------------------------------------------
    def to_move(self) -> frozenset:
        return frozenset() if self._pending is None else frozenset({self._pending.player})

    def is_over(self) -> bool:
        return self._pending is None

    def legal(self, player) -> list[str]:
        p = self._pending
        if p is None or isinstance(p, Chance) or p.player != player:
            return []
        return [t for t, _ in p.options]

    def pending_kind(self):
        return None if self._pending is None else self._pending.kind

    def apply(self, text: str):
        p = self._pending
        if p is None:
            raise ValueError("the game is over")
        if isinstance(p, Ask):
            for t, payload in p.options:
                if t == text:
                    break
            else:
                raise ValueError(f"{text!r} is not legal here ({p.kind})")
        else:
            payload = text
        try:
            self._pending = self._gen.send(payload)
        except StopIteration:
            self._pending = None

    def returns(self) -> tuple:
        return self.result if self.result is not None else tuple(0.0 for _ in range(self.n))

    def scores(self) -> tuple:
        return tuple(float(self.match(s)) for s in range(self.n))

    def revealed_powers(self, seat) -> set:
        return set(self.revealed[seat])

    # --- helpers ---------------------------------------------------------------------------
    def has(self, s, power) -> bool:
        return power in self.powers[s]

    def reveal(self, s, power):
        if power in self.powers[s]:
            self.revealed[s].add(power)

    def limit(self, s) -> int:
        return 6 if self.has(s, "old_wealth") else 4

    def entry(self, s) -> str:
        return ENTRY[TABLE[self.avatar[s]]]

    def seat_of_avatar(self, aid):
        return self.avatar.index(aid)

    def order_from(self, first) -> list[int]:
        t0 = TABLE[self.avatar[first]]
        return sorted(range(self.n), key=lambda s: (TABLE[self.avatar[s]] - t0) % 6)

    def held_floor(self, s) -> list[str]:
        return sorted(d for d in DANCER_IDS if self.holder[d] == s)

    def symbols_seated(self, s) -> Counter:
        return Counter(SYMBOL[d] for d in self.seated[s])

    def match(self, s) -> int:
        if self.plan[s] is None:
            return 0
        need = Counter(PLANS[self.plan[s]])
        have = self.symbols_seated(s)
        return sum(min(c, have[k]) for k, c in need.items())

    def satisfied(self, s, extra=None) -> bool:
        if self.plan[s] is None:
            return False
        have = self.symbols_seated(s)
        if extra:
            have[SYMBOL[extra]] += 1
        need = Counter(PLANS[self.plan[s]])
        return all(have[k] >= c for k, c in need.items())

    def closed_to(self, label, s) -> bool:
        """Whether an entry hex is closed to family s's Avatar or the Dancers it holds (s None: a
        piece no family holds)."""
        if label not in ENTRY_HEXES:
            return False
        return s is None or label != self.entry(s)

    def put(self, piece, label):
        old = self.pos.pop(piece, None)
        if old is not None and self.at.get(old) == piece:
            del self.at[old]
        if label is not None:
            assert label not in self.at, (piece, label, self.at[label])
            self.at[label] = piece
            self.pos[piece] = label

    def release(self, d):
        self.holder[d] = None
        self.dominated[d] = False

    def spend(self, s, m):
        assert self.hand[s][m] > 0, (s, m)
        self.hand[s][m] -= 1
        if not self.hand[s][m]:
            del self.hand[s][m]
        self.discards[m] += 1

    def kinds(self, s) -> list[str]:
        return [m for m in MARKERS if self.hand[s][m] > 0]

    def markers_left(self) -> int:
        return sum(self.pile.values()) + sum(self.discards.values())

    # --- chance parsing ----------------------------------------------------------------------
    @staticmethod
    def _words(text, verb):
        parts = text.strip().split(None, 1)
        if not parts or parts[0].lower() != verb:
            raise ValueError(f"expected a {verb!r} outcome, got {text!r}")
        return parts[1] if len(parts) > 1 else ""

    def _roll(self, text) -> int:
        v = int(self._words(text, "roll"))
        if not 1 <= v <= 6:
            raise ValueError(text)
        return v

    def _draw(self, s, k, text):
        body = self._words(text, "draw")
        got = Counter(_marker_id(x) for x in body.split(",") if x.strip())
        pile, disc = self.pile, self.discards
        np = sum(pile.values())
        if np >= k:
            if sum(got.values()) != k or got - pile:
                raise ValueError(f"draw {dict(got)} is not {k} markers of the pile {dict(pile)}")
            self.pile = pile - got
        else:
            rest = got - pile
            want = min(k - np, sum(disc.values()))
            if pile - got or sum(rest.values()) != want or rest - disc:
                raise ValueError(f"draw {dict(got)}: pile {dict(pile)} then discards {dict(disc)}")
            self.pile = disc - rest
            self.discards = Counter()
            self.events["pile rebuilt"] += 1
        self.hand[s] += got
        return got

    # --- the game ----------------------------------------------------------------------------
    def _play(self):
        try:
            yield from self._setup()
            while True:
                yield from self._round()
        except _GameOver:
            return

    def _choose_avatars(self):
        for s in range(self.n - 1, -1, -1):
            free = sorted(a for a in AVATAR_IDS if a not in self.avatar)
            a = yield Ask(s, [(f"avatar {x}", x) for x in free], "avatar")
            self.avatar[s] = a
            self.put(a, ENTRY[TABLE[a]])

    def _setup(self):
        n = self.n
        nb = self.opt["new_blood"]
        if not nb:
            yield from self._choose_avatars()
            order = self.order_from(0)
        else:
            order = list(range(n))
        for s in order:
            text = yield Chance("powers")
            got = [_power_id(x) for x in self._words(text, "powers").split(",")]
            if len(got) != 2 or len(set(got)) != 2 or not set(got) <= self.power_pool:
                raise ValueError(f"powers {got} not two of the pool {sorted(self.power_pool)}")
            self.power_pool -= set(got)
            if self.opt["super_villains"]:
                kept = set(got)
            else:
                k = yield Ask(s, [(f"keep {p}", p) for p in sorted(got)], "keep_power")
                kept = {k}
                self.power_pool |= set(got) - kept
            self.powers[s] = kept
            if "old_wealth" in kept:
                self.revealed[s].add("old_wealth")
        for s in order:
            text = yield Chance("draw")
            self._draw(s, self.limit(s), text)
        for s in order:
            text = yield Chance("plan")
            pid = self._words(text, "plan").strip().upper()
            if pid not in self.plan_pile:
                raise ValueError(text)
            self.plan_pile.discard(pid)
            self.plan[s] = pid
        if nb:
            yield from self._choose_avatars()
        text = yield Chance("dancers")
        ids = [x.strip().lower() for x in self._words(text, "dancers").split(",")]
        if sorted(ids) != sorted(DANCER_IDS):
            raise ValueError(text)
        for d, h in zip(ids, WHITE_CIRCLES):
            self.put(d, h)
        self.tempo = 1
        r = self._roll((yield Chance("roll")))
        h = SERVER_HEX[r]
        assert h not in self.at
        self.put("server", h)
        self.holder_initiative = 0

    def _round(self):
        first = self.holder_initiative if self.opt["initiative"] else 0
        order = self.order_from(first)
        for s in order:
            if self.in_play[s]:
                yield from self._turn(s)
        yield from self._waltz(order)

    # --- winning -----------------------------------------------------------------------------
    def _won(self, s):
        """s's Plan is satisfied: the game ends, or (placings) she leaves play. Returns True when
        the game goes on (her turn ends)."""
        self.winners.append(s)
        if not self.opt["placings"]:
            self.result = tuple(1.0 if i == s else 0.0 for i in range(self.n))
            raise _GameOver
        self.events["placing win"] += 1
        if self.opt["initiative"] and self.holder_initiative == s:
            self.events["initiative passes on a win"] += 1
        self.in_play[s] = False
        self.put(self.avatar[s], None)
        for d in self.held_floor(s):
            self.release(d)
        self.foiled[s] = False
        if self.opt["initiative"] and self.holder_initiative == s:
            for t in self.order_from(s)[1:]:
                if self.in_play[t]:
                    self.holder_initiative = t
                    break
        if sum(self.in_play) <= 1:
            self._finish_placings()
            raise _GameOver
        return True

    def _rank_key(self, s):
        return (self.match(s), len(self.seated[s]))

    def _finish_placings(self):
        n = self.n
        value = [0.0] * n
        place = 1
        for s in self.winners:
            value[s] = (n - place) / (n - 1)
            place += 1
        rest = [s for s in range(n) if self.in_play[s]]
        rest.sort(key=self._rank_key, reverse=True)
        i = 0
        while i < len(rest):
            j = i
            while j < len(rest) and self._rank_key(rest[j]) == self._rank_key(rest[i]):
                j += 1
            places = range(place + i, place + j)
            v = sum((n - k) / (n - 1) for k in places) / (j - i)
            if j - i > 1:
                self.events["shared place"] += 1
            for s in rest[i:j]:
                value[s] = v
            i = j
        self.result = tuple(value)

    def _finish_limit(self):
        if self.opt["placings"]:
            self._finish_placings()
        else:
            best = max(self._rank_key(s) for s in range(self.n))
            top = [s for s in range(self.n) if self._rank_key(s) == best]
            if len(top) > 1:
                self.events["shared win at the limit"] += 1
            self.result = tuple(1.0 / len(top) if s in top else 0.0 for s in range(self.n))
        raise _GameOver

    # --- a turn ------------------------------------------------------------------------------
    def _turn(self, s):
        self.ts = {"moved": False, "led": set(), "unseated": False, "strategic": False}
        while True:
            a = yield Ask(s, self._dance_options(s), "dance")
            kind = a[0]
            if kind == "done":
                break
            if kind == "move":
                _, dest, ankh, reveals = a
                if ankh:
                    self.spend(s, "Ankh")
                for p in reveals:
                    self.reveal(s, p)
                self.put(self.avatar[s], dest)
                self.ts["moved"] = True
            elif kind == "lead":
                _, d, dest = a
                self.put(d, dest)
                self.ts["led"].add(d)
            elif kind == "seat":
                _, d = a
                self.ts["led"].add(d)
                self.put(d, None)
                self.release(d)
                self.seated_by[d] = s
                self.seated[s].append(d)
                self.events["seat"] += 1
                if len(self.seated[s]) == 6:
                    self.events["sixth seat"] += 1
                if self.bonus[s]:
                    self.events["discipline marker back"] += 1
                if self.bonus[s]:
                    self.bonus[s] = False
                if self.satisfied(s):
                    self._won(s)
                    return
            elif kind == "unseat":
                _, d = a
                self.seated[s].remove(d)
                self.seated_by[d] = None
                self.put(d, self.entry(s))
                self.ts["unseated"] = True
                self.events["unseat"] += 1
            elif kind == "release":
                self.release(a[1])
            elif kind == "discipline":
                for m in a[1]:
                    self.spend(s, m)
                self.bonus[s] = True
                self.events["discipline"] += 1
                self.reveal(s, "discipline")
            elif kind == "strategic":
                self.ts["strategic"] = True
                self.reveal(s, "strategic")
                text = yield Chance("plan")
                new = self._words(text, "plan").strip().upper()
                if new not in self.plan_pile:
                    raise ValueError(text)
                self.plan_pile.discard(new)
                k = yield Ask(s, [("keep new", "new"), ("keep old", "old")], "strategic_keep")
                old = self.plan[s]
                if k == "new":
                    self.plan[s] = new
                    self.plan_pile.add(old)
                else:
                    self.plan_pile.add(new)
                if self.satisfied(s):
                    self.events["strategic win"] += 1
                    self._won(s)
                    return
            else:  # pragma: no cover
                raise AssertionError(a)
        # Influence Step
        if self.foiled[s]:
            self.foiled[s] = False
            self.events["recover"] += 1
            self.log.append(f"{self.avatar[s]} recover")
            return
        opts = self._influence_options(s, exclude=None, full=True)
        a = yield Ask(s, opts, "influence")
        kind = a[0]
        if kind == "pass":
            return
        if kind == "influence":
            _, d, dom, refs = a
            placed = yield from self._influence(s, d, dom, refs, first=None)
            if self.has(s, "regale"):
                second = self._influence_options(s, exclude=d, full=False)
                if second:
                    self.reveal(s, "regale")
                    b = yield Ask(s, second + [("pass", ("pass",))], "regale")
                    if b[0] == "influence":
                        _, d2, dom2, refs2 = b
                        yield from self._influence(s, d2, dom2, refs2, first=d if placed else None)
        elif kind == "foil":
            _, t, dom, refs = a
            yield from self._foil(s, t, dom, refs)
        elif kind == "server":
            dist = hex_distance(self.pos[self.avatar[s]], self.pos["server"])
            if dist > 1:
                if dist == 2 and self.has(s, "mesmerize"):
                    self.reveal(s, "mesmerize")
                else:
                    self.reveal(s, "host")
            self.put("server", None)
            if self.markers_left():  # both piles empty: nothing is drawn
                text = yield Chance("draw")
                self._draw(s, 2, text)
                yield from self._discard_down(s)
        elif kind == "cutin":
            other = a[1]
            self.events["cutin"] += 1
            if self.pos[self.avatar[s]] in ENTRY_HEXES or self.pos[other] in ENTRY_HEXES:
                self.events["cutin at an entry hex"] += 1
            h1, h2 = self.pos[self.avatar[s]], self.pos[other]
            self.put(self.avatar[s], None)
            self.put(other, None)
            self.put(self.avatar[s], h2)
            self.put(other, h1)

    # --- the Dance Step's options ------------------------------------------------------------
    def _avatar_destinations(self, s):
        start = self.pos[self.avatar[s]]
        athletic = self.has(s, "athletic")
        shadow = self.has(s, "shadow")
        base = 3 if athletic else 2
        ankh = (not athletic) and self.hand[s]["Ankh"] > 0
        top = base + (1 if ankh else 0)

        def bfs(through_occupied):
            dist = {start: 0}
            frontier = [start]
            for k in range(1, top + 1):
                nxt = []
                for h in frontier:
                    for nb in NEIGHBOURS[h]:
                        if nb in dist or self.closed_to(nb, s):
                            continue
                        if nb in self.at and not through_occupied:
                            continue
                        dist[nb] = k
                        nxt.append(nb)
                frontier = nxt
            return dist

        plain = bfs(False)
        dist = bfs(True) if shadow else plain
        out = []
        for h, k in dist.items():
            if h == start or h in self.at:
                continue
            ankh_used = k > base
            budget = base + (1 if ankh_used else 0)
            # A Power shows when it changes the outcome: she walks a way that passes no piece
            # whenever one is within her budget, so Shadow shows only when it is needed, and
            # Athletic when that walk takes a third hex.
            reveals = []
            steps = plain[h] if plain.get(h, 99) <= budget else k
            if shadow and plain.get(h, 99) > budget:
                reveals.append("shadow")
            if athletic and steps == 3:
                reveals.append("athletic")
            out.append((h, ankh_used, reveals))
        out.sort(key=lambda x: label_key(x[0]))
        return out

    def _lead_destinations(self, s, d):
        start = self.pos[d]
        dist = {start: 0}
        frontier = [start]
        for k in (1, 2):
            nxt = []
            for h in frontier:
                for nb in NEIGHBOURS[h]:
                    if nb in dist or nb in self.at or self.closed_to(nb, s):
                        continue
                    dist[nb] = k
                    nxt.append(nb)
            frontier = nxt
        return sorted((h for h in dist if h != start), key=label_key)

    def _can_take_seat(self, s, d) -> bool:
        return len(self.seated[s]) < 5 or self.satisfied(s, extra=d)

    def _dance_options(self, s):
        ts = self.ts
        opts = []
        if not ts["moved"]:
            for h, ankh, reveals in self._avatar_destinations(s):
                opts.append((f"move {h}" + (" +Ankh" if ankh else ""), ("move", h, ankh, reveals)))
        held = [d for d in self.held_floor(s) if d not in ts["led"]]
        for d in held:
            for h in self._lead_destinations(s, d):
                opts.append((f"lead {d} {h}", ("lead", d, h)))
        entry = self.entry(s)
        for d in held:
            if not self._can_take_seat(s, d):
                continue
            here = self.pos[d]
            if here == entry:
                opts.append((f"lead {d} seat", ("seat", d)))
            elif entry not in self.at and entry in NEIGHBOURS[here]:
                opts.append((f"lead {d} {entry},seat", ("seat", d)))
        if not ts["unseated"] and entry not in self.at:
            for d in sorted(self.seated[s]):
                if d in ts["led"]:  # seated this step: that was its move
                    continue
                opts.append((f"unseat {d}", ("unseat", d)))
        for d in self.held_floor(s):
            opts.append((f"release {d}", ("release", d)))
        if self.has(s, "discipline") and not self.bonus[s]:
            kinds = self.kinds(s)
            for i, m1 in enumerate(kinds):
                for m2 in kinds[i:]:
                    if m1 == m2 and self.hand[s][m1] < 2:
                        continue
                    opts.append((f"discipline {m1},{m2}", ("discipline", (m1, m2))))
        if self.has(s, "strategic") and self.tempo == 4 and not ts["strategic"] and self.plan_pile:
            opts.append(("strategic", ("strategic",)))
        opts.append(("done", ("done",)))
        return opts

    # --- the Influence Step's options --------------------------------------------------------
    def _ref_combos(self, s, dom):
        """The Refreshment plays that add pips to a roll in `dom`: (), singles, and pairs with
        Resourceful, as sorted tuples of marker ids."""
        any_domain = self.opt["refresh_any_domain"]
        usable = [m for m in self.kinds(s) if m != "Ankh" and (any_domain or MDOMAIN[m] == dom)]
        combos = [()]
        for i, m in enumerate(usable):
            combos.append((m,))
        if self.has(s, "resourceful"):
            for i, m in enumerate(usable):
                for m2 in usable[i:]:
                    if m == m2 and self.hand[s][m] < 2:
                        continue
                    combos.append((m, m2))
        return combos

    @staticmethod
    def _ref_text(refs):
        return "".join(f" +{m}" if i == 0 else f"+{m}" for i, m in enumerate(refs))

    def _influence_options(self, s, exclude, full):
        me = self.avatar[s]
        here = self.pos[me]
        reach = 2 if self.has(s, "mesmerize") else 1
        opts = []
        for d in sorted(DANCER_IDS):
            if d == exclude or d not in self.pos:
                continue
            if hex_distance(here, self.pos[d]) > reach:
                continue
            h = self.holder[d]
            if h == s:
                continue
            if h is not None and self.dominated[d] and not self.opt["contest_dominated"]:
                continue
            for dom in DOMAINS:
                dp = PIPS[d][dom]
                if dp is None:
                    continue
                for refs in self._ref_combos(s, dom):
                    tn = RATING[me][dom] + dp + sum(MPIPS[m] for m in refs)
                    if tn >= 1:
                        opts.append((f"influence {d} {dom}{self._ref_text(refs)}",
                                     ("influence", d, dom, refs)))
        if not full:
            return opts
        for t in sorted(range(self.n), key=lambda t: self.avatar[t]):
            if t == s or not self.in_play[t] or self.foiled[t]:
                continue
            other = self.avatar[t]
            if hex_distance(here, self.pos[other]) > reach:
                continue
            for dom in DOMAINS:
                for refs in self._ref_combos(s, dom):
                    tn = RATING[me][dom] + RATING[other][dom] + sum(MPIPS[m] for m in refs)
                    if tn >= 1:
                        opts.append((f"foil {other} {dom}{self._ref_text(refs)}", ("foil", t, dom, refs)))
        if "server" in self.pos:
            dist = hex_distance(here, self.pos["server"])
            if dist <= reach or self.has(s, "host"):
                opts.append(("server", ("server",)))
        cut = []
        for nb in NEIGHBOURS[here]:
            piece = self.at.get(nb)
            if piece is None or piece == "server":
                continue
            if piece in PIPS:  # a Dancer: it would stand on my hex; I on its hex
                if self.closed_to(here, self.holder[piece]) or self.closed_to(nb, s):
                    continue
            else:
                t = self.seat_of_avatar(piece)
                if self.closed_to(here, t) or self.closed_to(nb, s):
                    continue
            cut.append(piece)
        for p in sorted(cut):
            opts.append((f"cutin {p}", ("cutin", p)))
        opts.append(("pass", ("pass",)))
        return opts

    # --- rolls -------------------------------------------------------------------------------
    def _roll_with_powers(self, s):
        """A die with the after-roll decision: one choice among `reroll A` (Willpower, once),
        `adjust -1|+1 A` (Tactician, once) and `accept`. Willpower comes first: after an adjust the
        roll is final; after a reroll Tactician may still adjust."""
        roll = self._roll((yield Chance("roll")))
        natural = True
        can_reroll = self.has(s, "willpower")
        can_adjust = self.has(s, "tactician")
        while (can_reroll or can_adjust) and self.kinds(s):
            kinds = self.kinds(s)
            opts = []
            if can_reroll:
                self.reveal(s, "willpower")
                opts += [(f"reroll {m}", ("reroll", m)) for m in kinds]
            if can_adjust:
                self.reveal(s, "tactician")
                for delta in (-1, +1):
                    if 1 <= roll + delta <= 6:
                        opts += [(f"adjust {delta:+d} {m}", ("adjust", delta, m)) for m in kinds]
            opts.append(("accept", ("accept",)))
            a = yield Ask(s, opts, "after_roll")
            if a[0] == "accept":
                break
            if a[0] == "reroll":
                self.events["reroll"] += 1
                self.spend(s, a[1])
                can_reroll = False
                roll = self._roll((yield Chance("roll")))
                natural = True
            else:
                self.spend(s, a[2])
                roll += a[1]
                natural = False
                if roll == 1:
                    self.events["adjusted to 1"] += 1
                break
        return roll, natural

    def _dominates_by_roll(self, roll, natural, tn) -> bool:
        if self.opt["dominate"] == "margin3":
            return roll <= tn - 3
        return natural and roll == 1

    def _influence(self, s, d, dom, refs, first):
        """One attempt on Dancer d. Returns True when it placed her marker on d."""
        me = self.avatar[s]
        for m in refs:
            self.spend(s, m)
        if len(refs) == 2:
            self.reveal(s, "resourceful")
        if hex_distance(self.pos[me], self.pos[d]) > 1:
            self.reveal(s, "mesmerize")
        tn = RATING[me][dom] + PIPS[d][dom] + sum(MPIPS[m] for m in refs)
        roll, natural = yield from self._roll_with_powers(s)
        success = roll <= tn
        by_roll = self._dominates_by_roll(roll, natural, tn)
        h = self.holder[d]
        if h is None:
            if not success:
                return False
            dominate = by_roll
            if by_roll:
                self.events["dominated by roll"] += 1
            if not by_roll and self.has(s, "overwhelming"):
                dominate = True
                self.reveal(s, "overwhelming")
            held = self.held_floor(s)
            total = 2 if self.bonus[s] else 1
            if len(held) < total:
                pass
            elif first is not None and self.holder[first] == s:
                pair = sorted([first, d])
                self.events["regale keep"] += 1
                k = yield Ask(s, [(f"keep {x}", x) for x in pair], "regale_keep")
                if k == first:
                    return False
                self.release(first)
            elif len(held) == 1:
                self.release(held[0])
            else:
                self.events["drop"] += 1
                x = yield Ask(s, [(f"drop {x}", x) for x in held], "drop")
                self.release(x)
            self.holder[d] = s
            self.dominated[d] = dominate
            return True
        if self.dominated[d]:
            self.events["contest dominated"] += 1
            if success and by_roll:
                self.events["dominated freed"] += 1
                self.release(d)
            return False
        if success:
            self.events["freed"] += 1
            self.release(d)
        return False

    def _foil(self, s, t, dom, refs):
        me, other = self.avatar[s], self.avatar[t]
        for m in refs:
            self.spend(s, m)
        if len(refs) == 2:
            self.reveal(s, "resourceful")
        if hex_distance(self.pos[me], self.pos[other]) > 1:
            self.reveal(s, "mesmerize")
        tn = RATING[me][dom] + RATING[other][dom] + sum(MPIPS[m] for m in refs)
        roll, _ = yield from self._roll_with_powers(s)
        if roll <= tn:
            self.events["foiled"] += 1
            self.foiled[t] = True

    def _discard_down(self, s):
        while sum(self.hand[s].values()) > self.limit(s):
            m = yield Ask(s, [(f"discard {m}", m) for m in self.kinds(s)], "discard")
            self.spend(s, m)

    # --- the Waltz ---------------------------------------------------------------------------
    def _waltz(self, order):
        if "server" not in self.pos:
            r = self._roll((yield Chance("roll")))
            if SERVER_HEX[r] not in self.at:
                self.put("server", SERVER_HEX[r])
        self.tempo = self.tempo % 4 + 1
        if self.tempo in (1, 2, 3):
            self._move_dancers()
        else:
            for s in order:
                if not self.in_play[s] or not self.markers_left():
                    continue
                text = yield Chance("draw")
                self._draw(s, 1, text)
                yield from self._discard_down(s)
        if self.round >= self.opt["turn_limit"]:
            self.events["turn limit"] += 1
            self._finish_limit()
        if self.opt["initiative"]:
            h = self.holder_initiative
            others = [t for t in self.order_from(h) if t != h and self.in_play[t]]
            others.sort(key=lambda t: self.avatar[t])
            t = yield Ask(h, [(f"initiative {self.avatar[x]}", x) for x in others], "initiative")
            self.holder_initiative = t
        self.round += 1

    def _unaligned_dancer(self, piece) -> bool:
        return piece in PIPS and self.holder[piece] is None

    def _move_dancers(self):
        movers = []
        for h in PATH:
            d = self.at.get(h)
            if d is None or not self._unaligned_dancer(d):
                continue
            cur = h
            ok = False
            while True:
                nxt = NEXT[cur]
                p = self.at.get(nxt)
                if p is None:
                    ok = True
                    break
                if not self._unaligned_dancer(p) or nxt == h:
                    break
                cur = nxt
            if ok:
                movers.append(d)
        targets = {d: NEXT[self.pos[d]] for d in movers}
        for d in movers:
            self.put(d, None)
        for d, h in targets.items():
            self.put(d, h)
        arrow = [d for d in DANCER_IDS if d in self.pos and self.holder[d] is None and self.pos[d] not in PATH]
        arrow.sort(key=lambda d: (DEPTH[self.pos[d]], label_key(self.pos[d])))
        for d in arrow:
            nxt = NEXT[self.pos[d]]
            if nxt not in self.at:
                self.put(d, nxt)
