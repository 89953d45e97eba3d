"""A Trifoil board read from levels/trifoil: positions, touching faces, spin and push tables.

Pure Python: no pygame. Everything here is precomputed once per board so the rules stay fast.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter

from game.core import hexgrid
from game.core.resources import level_names, load_level

BOARD_NAMES = ("board_6", "board_8", "board_9", "board_10", "board_12")
CW, CCW = "cw", "ccw"


@dataclass(frozen=True)
class Triangle:
    name: str
    positions: tuple  # three position indexes, in the level file's order
    cycle_cw: tuple  # the same three, ordered clockwise on screen: a tile moves to the next one
    slots: tuple  # every slot index of the three positions (for the minority rule)
    values: itemgetter  # slots tuple -> the values on those slots
    spin: dict  # direction -> itemgetter that builds the spun slot tuple


class Board:
    """A formation of Blinks. Slots are indexed pos * 6 + face."""

    def __init__(self, data: dict):
        self.name: str = data["name"]
        self.title: str = data.get("title", self.name)
        self.blurb: str = data.get("blurb", "")
        self.coords: tuple = tuple(tuple(p) for p in data["positions"])
        self.size = len(self.coords)
        if len(set(self.coords)) != self.size:
            raise ValueError(f"{self.name}: two positions share a cell")
        self.letters: tuple = tuple(chr(ord("A") + i) for i in range(self.size))
        self.chain_to_win: int = int(data["chain_to_win"])
        self.links_per_player: int = int(data["links_per_player"])
        index = {c: i for i, c in enumerate(self.coords)}
        # neighbour[p][f]: the position touching p through face f, or -1.
        self.neighbour = tuple(
            tuple(index.get(hexgrid.neighbour(q, r, f), -1) for f in range(6)) for q, r in self.coords
        )
        self.pairs = tuple(
            (p, n) for p in range(self.size) for n in self.neighbour[p] if n > p
        )
        # Slots that face a touching Blink: the only ones a placement can fill.
        self.inward_slots = tuple(
            p * 6 + f for p in range(self.size) for f in range(6) if self.neighbour[p][f] >= 0
        )
        # The slot facing back: partner[s] for an inward slot s, else -1.
        self.partner = tuple(
            (self.neighbour[s // 6][s % 6] * 6 + (s % 6 + 3) % 6) if self.neighbour[s // 6][s % 6] >= 0 else -1
            for s in range(self.size * 6)
        )
        # The straight run of Blinks a push from slot s travels through.
        self.push_runs = tuple(self._run(s) for s in range(self.size * 6))
        self.triangles = tuple(self._triangle(name, letters) for name, letters in data["triangles"])
        self.triangle_index = {t.name.lower(): i for i, t in enumerate(self.triangles)}

    def _run(self, slot: int) -> tuple:
        """((back slot, front slot), ...) of each Blink in line beyond `slot`'s Blink."""
        pos, face = divmod(slot, 6)
        back = (face + 3) % 6
        run = []
        nxt = self.neighbour[pos][face]
        while nxt >= 0:
            run.append((nxt * 6 + back, nxt * 6 + face))
            nxt = self.neighbour[nxt][face]
        return tuple(run)

    def _triangle(self, name: str, letters: str) -> Triangle:
        positions = tuple(self.letters.index(ch) for ch in letters)
        for a in positions:
            for b in positions:
                if a != b and b not in self.neighbour[a]:
                    raise ValueError(f"{self.name}: {name} is not three touching Blinks")
        order = hexgrid.clockwise_order([self.coords[p] for p in positions])
        cycle = tuple(positions[i] for i in order)
        spin = {}
        for direction, step, turn in ((CW, 1, 2), (CCW, 2, 4)):
            source = list(range(self.size * 6))
            for i, src in enumerate(cycle):
                dst = cycle[(i + step) % 3]
                for f in range(6):
                    source[dst * 6 + (f + turn) % 6] = src * 6 + f
            spin[direction] = itemgetter(*source)
        slots = tuple(p * 6 + f for p in positions for f in range(6))
        return Triangle(name, positions, cycle, slots, itemgetter(*slots), spin)

    def spin_moves(self, tri: int, direction: str) -> list[tuple[int, int]]:
        """(from position, to position) for each tile of a spin (for animations and help)."""
        cycle = self.triangles[tri].cycle_cw
        step = 1 if direction == CW else 2
        return [(cycle[i], cycle[(i + step) % 3]) for i in range(3)]

    def face_toward(self, pos: int, other: int) -> int | None:
        try:
            return self.neighbour[pos].index(other)
        except ValueError:
            return None

    def slot_name(self, slot: int) -> str:
        pos, face = divmod(slot, 6)
        return f"{self.letters[pos]}.{hexgrid.FACE_NAMES[face]}"

    def position_of_letter(self, letter: str) -> int:
        letter = letter.strip().upper()
        if len(letter) != 1 or letter not in self.letters:
            raise KeyError(letter)
        return self.letters.index(letter)


@lru_cache(maxsize=None)
def load_board(name: str) -> Board:
    if name not in level_names("trifoil"):
        raise KeyError(f"no Trifoil board called {name!r}")
    return Board(load_level("trifoil", name))
