"""The Dance's ballroom and counters as flat index tables for the rules' hot paths: hexes, Dancers,
Avatars, Refreshments, Plans and Powers are small integers here, neighbours are tuples of hex
indices, and the searches (breadth-first reach, the Waltz) run over those numbers.

Pure Python, built once at import from `ballroom()` and `counters()`; never imports pygame and
holds no game state. Hex index = label order (column, then row), the page's tie-break order.
"""
from __future__ import annotations

from game.the_dance.ballroom import ballroom
from game.the_dance.counters import counters

ROOM = ballroom()
COUNTERS = counters()

# --- hexes ---------------------------------------------------------------------------------------
LABELS: tuple[str, ...] = ROOM.labels
HEX: dict[str, int] = {label: i for i, label in enumerate(LABELS)}
NUM_HEXES = len(LABELS)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(HEX[n] for n in ROOM.neighbours(lab)) for lab in LABELS)
IS_PATH: tuple[bool, ...] = tuple(ROOM.is_path(lab) for lab in LABELS)
TARGET: tuple[int, ...] = tuple(HEX[ROOM.hexes[lab].target] for lab in LABELS)  # next hex or arrow
DEPTH: tuple[int, ...] = tuple(ROOM.depth(lab) for lab in LABELS)
LOOP: tuple[int, ...] = tuple(HEX[lab] for lab in ROOM.waltz_path)
WHITE_CIRCLES: tuple[int, ...] = tuple(HEX[lab] for lab in ROOM.white_circles)
SERVER_HEXES: tuple[int, ...] = tuple(HEX[lab] for lab in ROOM.server_hexes)  # Server hex n at [n - 1]
ENTRY: tuple[int, ...] = tuple(HEX[lab] for lab in ROOM.entry_hexes)          # table t's entry at [t - 1]
ENTRY_SET = frozenset(ENTRY)
TABLE_OF_HEX: tuple[int, ...] = tuple(ROOM.table_of(lab) or 0 for lab in LABELS)
COORD: tuple[tuple[int, int], ...] = tuple(ROOM.coord(lab) for lab in LABELS)


def distance(a: int, b: int) -> int:
    (aq, ar), (bq, br) = COORD[a], COORD[b]
    dq, dr = aq - bq, ar - br
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


# Every distance, looked up in the hot paths (DIST[a][b]), and the hexes within 2 of each hex
# (Mesmerize's reach), itself left out.
DIST: tuple[tuple[int, ...], ...] = tuple(tuple(distance(i, j) for j in range(NUM_HEXES)) for i in range(NUM_HEXES))
NEAR2: tuple[frozenset, ...] = tuple(
    frozenset(j for j in range(NUM_HEXES) if 0 < DIST[i][j] <= 2) for i in range(NUM_HEXES))

# --- counters ------------------------------------------------------------------------------------
DOMAINS: tuple[str, ...] = COUNTERS.domain_ids                       # ext cor sub con
DOMAIN_NAMES: tuple[str, ...] = tuple(d.name for d in COUNTERS.domains)
SYMBOLS: tuple[str, ...] = tuple(s.letter for s in COUNTERS.symbols)  # R Y B G

AVATAR_IDS: tuple[str, ...] = tuple(a.id for a in sorted(COUNTERS.avatars, key=lambda a: a.table))
AVATAR_NAMES: tuple[str, ...] = tuple(COUNTERS.avatar(a).name for a in AVATAR_IDS)
AVATAR_TABLE: tuple[int, ...] = tuple(COUNTERS.avatar(a).table for a in AVATAR_IDS)
AVATAR_ENTRY: tuple[int, ...] = tuple(ENTRY[t - 1] for t in AVATAR_TABLE)
AVATAR_MOVEMENT: tuple[int, ...] = tuple(COUNTERS.avatar(a).movement for a in AVATAR_IDS)
RATING: tuple[tuple[int, ...], ...] = tuple(COUNTERS.avatar(a).ratings for a in AVATAR_IDS)
AVATAR = {a: i for i, a in enumerate(AVATAR_IDS)}

DANCER_IDS: tuple[str, ...] = tuple(d.id for d in COUNTERS.dancers)  # the page's table order
DANCER_NAMES: tuple[str, ...] = tuple(d.name for d in COUNTERS.dancers)
DANCER = {d: i for i, d in enumerate(DANCER_IDS)}
NUM_DANCERS = len(DANCER_IDS)
PIPS: tuple[tuple, ...] = tuple(d.pips for d in COUNTERS.dancers)     # None where marked x
DANCER_SYMBOL: tuple[int, ...] = tuple(SYMBOLS.index(d.symbol) for d in COUNTERS.dancers)
# Listing order for Dancers: by id, as the page's "by Dancer id".
BY_ID: tuple[int, ...] = tuple(sorted(range(NUM_DANCERS), key=lambda d: DANCER_IDS[d]))
AVATARS_BY_ID: tuple[int, ...] = tuple(sorted(range(len(AVATAR_IDS)), key=lambda a: AVATAR_IDS[a]))


def short_name(dancer: int) -> str:
    """'Julia' for Lady Julia, 'Anna' for Rev. Mother Anna: the name's last word."""
    return DANCER_NAMES[dancer].split()[-1]


MARKER_IDS: tuple[str, ...] = tuple(r.id for r in COUNTERS.refreshments)  # Ext1 Ext2 ... Con2 Ankh
MARKER = {m: i for i, m in enumerate(MARKER_IDS)}
MARKER_LOWER = {m.lower(): i for i, m in enumerate(MARKER_IDS)}
NUM_KINDS = len(MARKER_IDS)
MARKER_DOMAIN: tuple[int, ...] = tuple(
    -1 if r.domain is None else DOMAINS.index(r.domain) for r in COUNTERS.refreshments)
MARKER_PIPS: tuple[int, ...] = tuple(r.pips for r in COUNTERS.refreshments)
MARKER_MOVEMENT: tuple[int, ...] = tuple(r.movement for r in COUNTERS.refreshments)
ANKH = next(i for i, r in enumerate(COUNTERS.refreshments) if r.movement > 0)
FULL_PILE: tuple[int, ...] = tuple(r.count for r in COUNTERS.refreshments)  # counts per kind
NUM_MARKERS = sum(FULL_PILE)

PLAN_IDS: tuple[str, ...] = tuple(p.id for p in COUNTERS.plans)
PLAN = {p.lower(): i for i, p in enumerate(PLAN_IDS)}
PLAN_NEEDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(p.symbols.count(s) for s in SYMBOLS) for p in COUNTERS.plans)

POWER_IDS: tuple[str, ...] = tuple(p.id for p in COUNTERS.powers)
POWER_NAMES: tuple[str, ...] = tuple(p.name for p in COUNTERS.powers)
POWER = {p: i for i, p in enumerate(POWER_IDS)}
(ATHLETIC, DISCIPLINE, HOST, MESMERIZE, OLD_WEALTH, OVERWHELMING, REGALE, RESOURCEFUL, SHADOW, STRATEGIC,
 TACTICIAN, WILLPOWER) = (POWER[p] for p in ("athletic", "discipline", "host", "mesmerize", "old_wealth",
                                              "overwhelming", "regale", "resourceful", "shadow", "strategic",
                                              "tactician", "willpower"))

SEATS_AT_TABLE = ROOM.tables[0].seats
HAND_LIMIT, RICH_LIMIT = 4, 6  # Old Wealth's limit


# --- searches --------------------------------------------------------------------------------------

def reach(start: int, steps: int, blocked) -> dict[int, int]:
    """Breadth-first steps from `start` to every hex within `steps` whose way avoids `blocked` hexes
    (a set of indices); `start` left out. Neighbours come in direction order, so ties are stable."""
    seen = {start: 0}
    frontier = [start]
    for depth in range(1, steps + 1):
        nxt = []
        for h in frontier:
            for n in NEIGHBOURS[h]:
                if n not in seen and n not in blocked:
                    seen[n] = depth
                    nxt.append(n)
        if not nxt:
            break
        frontier = nxt
    del seen[start]
    return seen


def walk(start: int, goal: int, steps: int, blocked) -> tuple[int, ...] | None:
    """One shortest walk (hexes entered, goal last) within `steps` avoiding `blocked`, or None."""
    if start == goal:
        return ()
    came = {start: -1}
    frontier = [start]
    for _ in range(steps):
        nxt = []
        for h in frontier:
            for n in NEIGHBOURS[h]:
                if n in came or n in blocked:
                    continue
                came[n] = h
                if n == goal:
                    out = [n]
                    while came[out[-1]] != start:
                        out.append(came[out[-1]])
                    return tuple(reversed(out))
                nxt.append(n)
        frontier = nxt
    return None
