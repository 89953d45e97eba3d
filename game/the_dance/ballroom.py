"""The Dance's ballroom, read from levels/the_dance/ballroom.json, checked, and precomputed for the rules
and the screen: hexes by label and coordinate, the waltz loop, arrows and their depths, Server hexes,
Sanctuary tables, floor searches.

Pure Python: no pygame, no game state. Hexes are named by their labels ("K7") everywhere in this API;
every answer is precomputed at load time, and the objects are immutable, so they can be shared freely.

    from game.the_dance.ballroom import ballroom
    room = ballroom()                       # loaded and checked once, then cached
    room.hex("K7").kind                     # 'floor'
    room.next_hex("R4")                     # 'Q4' (path hexes); room.arrow_target("K7") for the others
    room.reachable("E13", 2, is_empty)      # {'E12': 1, ...}: where a move of up to 2 steps can end
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Callable, Mapping

from game.core import hexgrid
from game.the_dance.datafile import Builder, DataError, data_path, load

__all__ = ["Ballroom", "DataError", "Hex", "KINDS", "Table", "ballroom", "default_path", "load_ballroom"]

# The five kinds of hex, as in the rules page's grid (o, p, ., 1-6, A-F).
KINDS = ("circle", "path", "floor", "server", "entry")
PATH_KINDS = frozenset({"circle", "path"})
DIRECTION_NAMES = hexgrid.FACE_NAMES  # 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW


@dataclass(frozen=True, slots=True)
class Hex:
    """One hex of the floor.

    `target` is the hex its direction points to: the next hex for a path hex, the arrow's target for
    any other. `depth` is 0 on the path, else the number of arrow steps to the path. `loop_index` is
    its place in the waltz loop (R4 = 0) or None. `server` is its Server number, `table` the table
    whose entry hex it is (or None). `index` is its place in label order (column, then row), the
    order used for tie-breaks."""
    label: str
    column: str
    row: int
    q: int
    r: int
    index: int
    kind: str
    direction: int
    target: str
    depth: int
    loop_index: int | None
    server: int | None
    table: int | None

    @property
    def coord(self) -> tuple[int, int]:
        return self.q, self.r

    @property
    def is_path(self) -> bool:
        return self.kind in PATH_KINDS

    @property
    def is_circle(self) -> bool:
        return self.kind == "circle"

    @property
    def is_arrow(self) -> bool:
        """Every hex off the path carries an arrow (Server and entry hexes too)."""
        return self.kind not in PATH_KINDS

    @property
    def is_server(self) -> bool:
        return self.kind == "server"

    @property
    def is_entry(self) -> bool:
        return self.kind == "entry"


@dataclass(frozen=True, slots=True)
class Table:
    """A Sanctuary table off the floor, beside its entry hex."""
    number: int
    colour: str
    entry: str
    side: str
    seats: int


@dataclass(frozen=True, eq=False)
class Ballroom:
    """The whole room. Build it with load_ballroom() or ballroom(), never by hand."""
    source: str
    columns: str
    centre: str
    labels: tuple[str, ...]                    # every hex, in label order (column, then row)
    hexes: Mapping[str, Hex]                   # label -> Hex
    waltz_path: tuple[str, ...]                # the loop, in order from R4
    white_circles: tuple[str, ...]             # in loop order: where setup places the Dancers
    server_hexes: tuple[str, ...]              # Server hex n is server_hexes[n - 1]
    tables: tuple[Table, ...]                  # table n is tables[n - 1]
    entry_hexes: tuple[str, ...]               # entry hex of table n is entry_hexes[n - 1]
    arrow_order: tuple[str, ...]               # every arrow hex, lowest depth first, then label order
    _by_coord: Mapping[tuple[int, int], str]
    _neighbours: Mapping[str, tuple[str, ...]]
    _half_turn: Mapping[str, str]

    # --- hexes and coordinates ---

    def hex(self, label: str) -> Hex:
        """The hex called `label` ("K7"; any case). LookupError with a sentence a player can read
        (str(error)) if there is none."""
        found = self.hexes.get(label) or self.hexes.get(label.strip().upper())
        if found is None:
            raise LookupError(f"there is no hex {label!r} in the ballroom (columns A-U, rows 1-13)")
        return found

    def __contains__(self, label: object) -> bool:
        return label in self.hexes

    def __len__(self) -> int:
        return len(self.labels)

    def at(self, q: int, r: int) -> Hex | None:
        """The hex at axial (q, r), or None off the floor."""
        label = self._by_coord.get((q, r))
        return None if label is None else self.hexes[label]

    def label_at(self, q: int, r: int) -> str | None:
        return self._by_coord.get((q, r))

    def coord(self, label: str) -> tuple[int, int]:
        h = self.hexes[label]
        return h.q, h.r

    def kind(self, label: str) -> str:
        return self.hexes[label].kind

    def sort_key(self, label: str) -> int:
        """Label order (column, then row) as a number: sorted(labels, key=room.sort_key)."""
        return self.hexes[label].index

    def pixel(self, label: str, size: float) -> tuple[float, float]:
        """Screen centre of the hex for hexes of circumradius `size`, relative to A1's centre (y down)."""
        h = self.hexes[label]
        return hexgrid.to_pixel(h.q, h.r, size)

    # --- neighbours and distances ---

    def neighbours(self, label: str) -> tuple[str, ...]:
        """The hexes on the floor around `label`, in direction order (N, NE, SE, S, SW, NW)."""
        return self._neighbours[label]

    def neighbour(self, label: str, direction: int) -> str | None:
        """The hex in `direction` (0 N ... 5 NW) from `label`, or None off the floor."""
        h = self.hexes[label]
        return self._by_coord.get(hexgrid.neighbour(h.q, h.r, direction))

    def adjacent(self, a: str, b: str) -> bool:
        return b in self._neighbours[a]

    def distance(self, a: str, b: str) -> int:
        """Hexes between `a` and `b` as the crow flies (whatever stands between)."""
        ha, hb = self.hexes[a], self.hexes[b]
        return hexgrid.distance((ha.q, ha.r), (hb.q, hb.r))

    def within(self, label: str, radius: int) -> tuple[str, ...]:
        """The floor hexes at most `radius` from `label`, itself included, in label order."""
        h = self.hexes[label]
        found = (self._by_coord.get(c) for c in hexgrid.within((h.q, h.r), radius))
        return tuple(sorted((x for x in found if x is not None), key=self.sort_key))

    # --- the waltz: path, arrows, depths ---

    def next_hex(self, label: str) -> str:
        """The hex a path hex points to (the next hex along the loop)."""
        h = self.hexes[label]
        if h.kind not in PATH_KINDS:
            raise ValueError(f"{label} is not on the waltz path; it has an arrow (arrow_target)")
        return h.target

    def arrow_target(self, label: str) -> str:
        """The hex an arrow hex's arrow points to."""
        h = self.hexes[label]
        if h.kind in PATH_KINDS:
            raise ValueError(f"{label} is on the waltz path; it has a next hex (next_hex)")
        return h.target

    def depth(self, label: str) -> int:
        """Arrow steps from `label` to the path (0 on the path)."""
        return self.hexes[label].depth

    def loop_index(self, label: str) -> int | None:
        """Place of a path hex in the loop (R4 = 0), or None off the path."""
        return self.hexes[label].loop_index

    def is_path(self, label: str) -> bool:
        return self.hexes[label].kind in PATH_KINDS

    # --- Server and Sanctuaries ---

    def server_hex(self, number: int) -> str:
        """Server hex `number` (1-6)."""
        if not 1 <= number <= len(self.server_hexes):
            raise ValueError(f"there is no Server hex {number} (1-{len(self.server_hexes)})")
        return self.server_hexes[number - 1]

    def table(self, number: int) -> Table:
        """Sanctuary table `number` (1-6)."""
        if not 1 <= number <= len(self.tables):
            raise ValueError(f"there is no table {number} (1-{len(self.tables)})")
        return self.tables[number - 1]

    def entry_hex(self, table: int) -> str:
        """The entry hex of table `table`."""
        return self.table(table).entry

    def table_of(self, label: str) -> int | None:
        """The table whose entry hex `label` is, or None."""
        return self.hexes[label].table

    # --- symmetry ---

    def half_turn(self, label: str) -> str | None:
        """Where `label` lands after a half turn of the room about its centre (None off the floor)."""
        return self._half_turn.get(label)

    # --- searches over the floor ---

    def distances(self, start: str, can_pass: Callable[[str], bool],
                  max_steps: int | None = None) -> dict[str, int]:
        """Steps from `start` to every hex reachable by walking from neighbour to neighbour through
        hexes where `can_pass(label)` holds (at most `max_steps`); `start` is included at 0."""
        return hexgrid.distances(start, can_pass, max_steps, self._neighbours.__getitem__)

    def reachable(self, start: str, max_steps: int, can_pass: Callable[[str], bool],
                  can_stop: Callable[[str], bool] | None = None) -> dict[str, int]:
        """Where a piece on `start` can end a walk of 1..`max_steps` steps, and the steps each needs.
        It walks through hexes where `can_pass` holds and ends where `can_stop` holds (default: any
        hex it can pass). `start` is never listed. For a normal move `can_pass` = "empty and open";
        for Shadow `can_pass` = "open" and `can_stop` = "empty"."""
        return hexgrid.reachable(start, max_steps, can_pass, can_stop, self._neighbours.__getitem__)

    def shortest_path(self, start: str, goal: str, can_pass: Callable[[str], bool],
                      max_steps: int | None = None) -> tuple[str, ...] | None:
        """One shortest walk from `start` to `goal` through hexes where `can_pass` holds (`goal` too):
        the hexes entered in order, `goal` last (() when start is goal), or None if there is none within
        `max_steps`. The same board always gives the same walk."""
        walk = hexgrid.shortest_path(start, goal, can_pass, max_steps, self._neighbours.__getitem__)
        return None if walk is None else tuple(walk)


def default_path() -> Path:
    return data_path("ballroom.json")


@lru_cache(maxsize=1)
def ballroom() -> Ballroom:
    """The game's ballroom, read and checked on the first call and shared afterwards."""
    return load_ballroom(default_path())


def load_ballroom(path: Path | str) -> Ballroom:
    """Read and check a ballroom file. A damaged file raises DataError naming the file and the hex."""
    return load(path, _Builder)


class _Builder(Builder):
    """Checks a parsed ballroom file step by step and assembles the Ballroom."""

    def build(self) -> Ballroom:
        rd, data = self.rd, self.data
        columns = rd.get(data, "columns", str, "top level")
        rows_even = rd.get(data, "rows_even_columns", int, "top level")
        rows_odd = rd.get(data, "rows_odd_columns", int, "top level")
        if not columns or len(set(columns)) != len(columns) or not columns.isalpha() or not columns.isupper():
            self.fail("top level", f"'columns' should be distinct capital letters, not {columns!r}")
        self.columns = columns
        self.rows = (rows_even, rows_odd)

        cells = self._read_hexes()
        order = sorted(cells, key=lambda lab: (columns.index(lab[0]), int(lab[1:])))
        by_coord = {(c["q"], c["r"]): lab for lab, c in cells.items()}
        neighbours = {lab: tuple(by_coord[n] for n in hexgrid.neighbours((c["q"], c["r"])) if n in by_coord)
                      for lab, c in cells.items()}
        targets = self._targets(cells, by_coord)
        loop = self._waltz_path(cells, targets)
        loop_index = {lab: i for i, lab in enumerate(loop)}
        circles = self._white_circles(cells, loop_index)
        depths = self._depths(cells, targets)
        servers = self._servers(cells)
        tables = self._tables(cells)
        centre = rd.get(data, "centre", str, "top level")
        if centre not in cells:
            self.fail("centre", f"no hex called {centre!r}")
        cq, cr = cells[centre]["q"], cells[centre]["r"]
        half_turn = {}
        for lab, c in cells.items():
            image = by_coord.get(hexgrid.rotate_180((c["q"], c["r"]), (cq, cr)))
            if image is not None:
                half_turn[lab] = image

        server_of = {lab: n for n, lab in enumerate(servers, start=1)}
        table_of = {t.entry: t.number for t in tables}
        hexes = {}
        for index, lab in enumerate(order):
            c = cells[lab]
            hexes[lab] = Hex(label=lab, column=lab[0], row=int(lab[1:]), q=c["q"], r=c["r"], index=index,
                             kind=c["kind"], direction=c["direction"], target=targets[lab],
                             depth=depths[lab], loop_index=loop_index.get(lab),
                             server=server_of.get(lab), table=table_of.get(lab))
        arrows = sorted((lab for lab in order if lab not in loop_index),
                        key=lambda lab: (depths[lab], hexes[lab].index))
        return Ballroom(
            source=str(rd.path), columns=columns, centre=centre, labels=tuple(order),
            hexes=MappingProxyType(hexes), waltz_path=tuple(loop), white_circles=tuple(circles),
            server_hexes=tuple(servers), tables=tuple(tables), entry_hexes=tuple(t.entry for t in tables),
            arrow_order=tuple(arrows), _by_coord=MappingProxyType(by_coord),
            _neighbours=MappingProxyType(neighbours), _half_turn=MappingProxyType(half_turn))

    # --- the hexes ---

    def _grid_labels(self) -> list[str]:
        rows_even, rows_odd = self.rows
        return [f"{letter}{row}" for i, letter in enumerate(self.columns)
                for row in range(1, (rows_odd if i & 1 else rows_even) + 1)]

    def _read_hexes(self) -> dict[str, dict]:
        rd = self.rd
        items = rd.get(self.data, "hexes", list, "top level")
        expected = set(self._grid_labels())
        shape = (f"columns {self.columns[0]}-{self.columns[-1]}, rows 1-{self.rows[0]}, "
                 f"odd columns 1-{self.rows[1]}")
        cells: dict[str, dict] = {}
        for i, item in enumerate(items):
            where = f"hexes item {i + 1}"
            label = rd.get(item, "label", str, where)
            where = f"hex {label}"
            if label not in expected:
                self.fail(where, f"not a hex of the grid ({shape})")
            if label in cells:
                self.fail(where, "listed twice")
            q = rd.get(item, "q", int, where)
            r = rd.get(item, "r", int, where)
            kind = rd.get(item, "kind", str, where)
            direction = rd.get(item, "direction", int, where)
            col = self.columns.index(label[0])
            want = hexgrid.oddq_to_axial(col, int(label[1:]) - 1)
            if (q, r) != want:
                self.fail(where, f"axial coordinates ({q}, {r}) disagree with its label, "
                                 f"which gives ({want[0]}, {want[1]})")
            if kind not in KINDS:
                self.fail(where, f"unknown kind {kind!r} (kinds: {', '.join(KINDS)})")
            if not 0 <= direction <= 5:
                self.fail(where, f"direction {direction} is out of range "
                                 "(0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW)")
            cells[label] = {"q": q, "r": r, "kind": kind, "direction": direction}
        missing = [lab for lab in self._grid_labels() if lab not in cells]
        if missing:
            self.fail(f"hex {missing[0]}", f"missing: the grid has {len(expected)} hexes and the file "
                                           f"lists {len(cells)}")
        return cells

    def _targets(self, cells: dict, by_coord: dict) -> dict[str, str]:
        """The hex each hex's direction points to; a direction leading off the floor is refused."""
        targets = {}
        for lab, c in cells.items():
            target = by_coord.get(hexgrid.neighbour(c["q"], c["r"], c["direction"]))
            what = "next hex" if c["kind"] in PATH_KINDS else "arrow"
            if target is None:
                self.fail(f"hex {lab}", f"its {what} (direction {c['direction']} "
                                        f"{DIRECTION_NAMES[c['direction']]}) leads off the floor")
            if c["kind"] in PATH_KINDS and cells[target]["kind"] not in PATH_KINDS:
                self.fail(f"hex {lab}", f"a path hex whose next hex {target} is not on the path")
            if c["kind"] not in PATH_KINDS and cells[target]["kind"] == "entry":
                self.fail(f"hex {lab}", f"its arrow points into the entry hex {target}")
            targets[lab] = target
        return targets

    # --- the waltz path and white circles ---

    def _known(self, where: str, label: str, cells: dict) -> None:
        if label not in cells:
            self.fail(where, f"no hex called {label!r}")

    def _waltz_path(self, cells: dict, targets: dict) -> list[str]:
        loop = self.rd.strings(self.data, "waltz_path", "top level")
        where = "waltz_path"
        if not loop:
            self.fail(where, "is empty")
        seen = set()
        for i, lab in enumerate(loop):
            self._known(where, lab, cells)
            if cells[lab]["kind"] not in PATH_KINDS:
                self.fail(where, f"{lab} is not a path hex (its kind is {cells[lab]['kind']})")
            if lab in seen:
                self.fail(where, f"{lab} is listed twice")
            seen.add(lab)
            nxt = loop[(i + 1) % len(loop)]
            self._known(where, nxt, cells)
            a, b = cells[lab], cells[nxt]
            if hexgrid.distance((a["q"], a["r"]), (b["q"], b["r"])) != 1:
                self.fail(where, f"the link {lab} -> {nxt} is not a step to a neighbouring hex")
            if targets[lab] != nxt:
                self.fail(f"hex {lab}", f"points to {targets[lab]}, but waltz_path goes on to {nxt}")
        strays = [lab for lab, c in cells.items() if c["kind"] in PATH_KINDS and lab not in seen]
        if strays:
            self.fail(f"hex {strays[0]}", "a path hex that is not in the waltz_path loop")
        return loop

    def _white_circles(self, cells: dict, loop_index: dict) -> list[str]:
        circles = self.rd.strings(self.data, "white_circles", "top level")
        where = "white_circles"
        last = -1
        for lab in circles:
            self._known(where, lab, cells)
            if cells[lab]["kind"] != "circle":
                self.fail(where, f"{lab} is not a white circle (its kind is {cells[lab]['kind']})")
            if loop_index[lab] <= last:
                self.fail(where, f"{lab} is listed twice or out of loop order")
            last = loop_index[lab]
        strays = [lab for lab, c in cells.items() if c["kind"] == "circle" and lab not in circles]
        if strays:
            self.fail(f"hex {strays[0]}", "a white circle missing from white_circles")
        return circles

    def _depths(self, cells: dict, targets: dict) -> dict[str, int]:
        """Arrow steps to the path for every hex; arrows that never reach the path are refused."""
        depths = {lab: 0 for lab, c in cells.items() if c["kind"] in PATH_KINDS}
        for start in cells:
            chain = []
            lab = start
            while lab not in depths:
                if lab in chain:
                    run = " -> ".join(chain[chain.index(lab):] + [lab])
                    self.fail(f"hex {start}", f"its arrows go round in a circle ({run}) and never "
                                              "reach the path")
                chain.append(lab)
                lab = targets[lab]
            base = depths[lab]
            for k, lab in enumerate(reversed(chain), start=1):
                depths[lab] = base + k
        return depths

    # --- Server hexes and tables ---

    def _numbered(self, where: str, numbers: list[int]) -> None:
        if sorted(numbers) != list(range(1, len(numbers) + 1)):
            self.fail(where, f"should be numbered 1-{len(numbers)} once each, not {numbers}")

    def _servers(self, cells: dict) -> list[str]:
        rd = self.rd
        items = rd.get(self.data, "servers", list, "top level")
        found = {}
        for i, item in enumerate(items):
            where = f"servers item {i + 1}"
            number = rd.get(item, "number", int, where)
            lab = rd.get(item, "hex", str, f"Server hex {number}")
            self._known(f"Server hex {number}", lab, cells)
            if cells[lab]["kind"] != "server":
                self.fail(f"hex {lab}", f"listed as Server hex {number}, but its kind is {cells[lab]['kind']}")
            if lab in found.values():
                self.fail(f"hex {lab}", "listed as two Server hexes")
            if number in found:
                self.fail(f"Server hex {number}", f"listed twice ({found[number]} and {lab})")
            found[number] = lab
        self._numbered("servers", [rd.get(x, "number", int, "servers") for x in items])
        strays = [lab for lab, c in cells.items() if c["kind"] == "server" and lab not in found.values()]
        if strays:
            self.fail(f"hex {strays[0]}", "a Server hex without a number in servers")
        return [found[n] for n in sorted(found)]

    def _tables(self, cells: dict) -> list[Table]:
        rd = self.rd
        items = rd.get(self.data, "tables", list, "top level")
        tables = []
        for i, item in enumerate(items):
            number = rd.get(item, "number", int, f"tables item {i + 1}")
            where = f"table {number}"
            entry = rd.get(item, "entry", str, where)
            self._known(where, entry, cells)
            if cells[entry]["kind"] != "entry":
                self.fail(f"hex {entry}", f"is the entry hex of table {number}, but its kind is "
                                          f"{cells[entry]['kind']}")
            seats = rd.get(item, "seats", int, where)
            if seats < 1:
                self.fail(where, f"{seats} seats: a table needs at least one")
            tables.append(Table(number=number, colour=rd.get(item, "colour", str, where), entry=entry,
                                side=rd.get(item, "side", str, where), seats=seats))
        self._numbered("tables", [t.number for t in tables])
        for field in ("colour", "entry"):
            values = [getattr(t, field) for t in tables]
            twice = [t for t in tables if values.count(getattr(t, field)) > 1]
            if twice:
                self.fail(f"table {twice[-1].number}", f"its {field} {getattr(twice[-1], field)} is "
                                                       f"also table {twice[0].number}'s")
        entries = {t.entry for t in tables}
        strays = [lab for lab, c in cells.items() if c["kind"] == "entry" and lab not in entries]
        if strays:
            self.fail(f"hex {strays[0]}", "an entry hex that belongs to no table")
        return sorted(tables, key=lambda t: t.number)
