"""Flat-topped axial hex maths (after Red Blob Games), shared by every hex board and its screen.

Pure Python: no pygame. Faces are numbered clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
"""
from __future__ import annotations

import math

SQRT3 = math.sqrt(3.0)

# Axial step through each face of a flat-topped hex.
DIRECTIONS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
FACE_NAMES = ("N", "NE", "SE", "S", "SW", "NW")


def opposite(face: int) -> int:
    return (face + 3) % 6


def neighbour(q: int, r: int, face: int) -> tuple[int, int]:
    dq, dr = DIRECTIONS[face]
    return q + dq, r + dr


def face_between(a: tuple[int, int], b: tuple[int, int]) -> int | None:
    """The face of hex `a` that touches hex `b`, or None when they do not touch."""
    step = (b[0] - a[0], b[1] - a[1])
    try:
        return DIRECTIONS.index(step)
    except ValueError:
        return None


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def to_pixel(q: float, r: float, size: float) -> tuple[float, float]:
    """Centre of hex (q, r) relative to hex (0, 0), for a hex of circumradius `size` (y grows down)."""
    return size * 1.5 * q, size * SQRT3 * (r + q / 2.0)


def round_axial(q: float, r: float) -> tuple[int, int]:
    x, z = q, r
    y = -x - z
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return int(rx), int(rz)


def from_pixel(x: float, y: float, size: float) -> tuple[int, int]:
    """The hex containing pixel (x, y) relative to the centre of hex (0, 0)."""
    q = (2.0 / 3.0 * x) / size
    r = (-1.0 / 3.0 * x + SQRT3 / 3.0 * y) / size
    return round_axial(q, r)


def face_angle(face: int) -> float:
    """Screen angle (radians, y down) from a hex's centre to the middle of `face`."""
    return math.radians(-90 + 60 * face)


def face_vector(face: int) -> tuple[float, float]:
    a = face_angle(face)
    return math.cos(a), math.sin(a)


def corners(cx: float, cy: float, size: float, rotation: float = 0.0) -> list[tuple[float, float]]:
    """The six corners of a flat-topped hex, clockwise from the east corner, turned by `rotation`."""
    pts = []
    for i in range(6):
        a = math.radians(60 * i) + rotation
        pts.append((cx + size * math.cos(a), cy + size * math.sin(a)))
    return pts


def face_from_angle(angle: float) -> int:
    """The face whose middle is nearest to the screen direction `angle` (radians, y down)."""
    deg = (math.degrees(angle) + 90.0) % 360.0
    return int((deg + 30.0) // 60.0) % 6


def clockwise_order(cells: list[tuple[int, int]]) -> list[int]:
    """Indexes of `cells` sorted clockwise on screen around their common centre."""
    pts = [to_pixel(q, r, 1.0) for q, r in cells]
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    return sorted(range(len(cells)), key=lambda i: math.atan2(pts[i][1] - cy, pts[i][0] - cx))


# --- Offset labels, areas, rotations and searches (The Dance's ballroom; any hex board) ---

def oddq_to_axial(col: int, row: int) -> tuple[int, int]:
    """Axial (q, r) of the hex in column `col`, row `row` (both from 0) of a flat-topped grid whose
    odd columns sit half a hex lower ("odd-q" offset, as in The Dance's ballroom)."""
    return col, row - (col - (col & 1)) // 2


def axial_to_oddq(q: int, r: int) -> tuple[int, int]:
    """Column and row (both from 0) of axial hex (q, r) in the odd-q layout: undoes oddq_to_axial."""
    return q, r + (q - (q & 1)) // 2


def neighbours(h: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    """The six hexes around `h`, in face order N, NE, SE, S, SW, NW."""
    q, r = h
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def ring(centre: tuple[int, int], radius: int) -> list[tuple[int, int]]:
    """The hexes exactly `radius` steps from `centre`, clockwise on screen from the one due north
    (just `centre` for radius 0)."""
    if radius < 0:
        raise ValueError("a ring's radius cannot be negative")
    if radius == 0:
        return [centre]
    q, r = centre[0], centre[1] - radius  # due north
    cells = []
    # From the north corner, walking SE, S, SW, NW, N, NE (radius steps each) goes round clockwise.
    for face in (2, 3, 4, 5, 0, 1):
        dq, dr = DIRECTIONS[face]
        for _ in range(radius):
            cells.append((q, r))
            q, r = q + dq, r + dr
    return cells


def within(centre: tuple[int, int], radius: int) -> list[tuple[int, int]]:
    """Every hex at most `radius` steps from `centre`, `centre` included (ordered by q, then r)."""
    cq, cr = centre
    cells = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            cells.append((cq + dq, cr + dr))
    return cells


def rotate(h: tuple[int, int], centre: tuple[int, int], sixths: int) -> tuple[int, int]:
    """`h` turned about `centre` by `sixths` x 60 degrees clockwise on screen (negative: anticlockwise).
    A face f turns into face (f + sixths) % 6."""
    q, r = h[0] - centre[0], h[1] - centre[1]
    for _ in range(sixths % 6):
        q, r = -r, q + r
    return q + centre[0], r + centre[1]


def rotate_180(h: tuple[int, int], centre: tuple[int, int]) -> tuple[int, int]:
    """`h` after a half turn about `centre` (the point mirror through it)."""
    return 2 * centre[0] - h[0], 2 * centre[1] - h[1]


def _breadth_first(start, passable, max_steps, neighbours):
    """Yields (node, parent, steps) for each node first reached from `start` through passable nodes,
    nearest first, in the order `neighbours` gives (so every caller is deterministic)."""
    seen = {start}
    frontier = [start]
    steps = 0
    while frontier and (max_steps is None or steps < max_steps):
        steps += 1
        nxt = []
        for node in frontier:
            for n in neighbours(node):
                if n not in seen and passable(n):
                    seen.add(n)
                    nxt.append(n)
                    yield n, node, steps
        frontier = nxt


def distances(start, passable, max_steps: int | None = None, neighbours=neighbours) -> dict:
    """Breadth-first steps from `start` to every node reachable through nodes where `passable(node)`
    holds, at most `max_steps` steps (no limit when None). `start` itself is included at 0 whether or
    not it is passable. Nodes are axial pairs by default; pass `neighbours` to search another graph
    (the ballroom searches its labels). Ties keep the order `neighbours` gives, so results are
    deterministic."""
    seen = {start: 0}
    for n, _, steps in _breadth_first(start, passable, max_steps, neighbours):
        seen[n] = steps
    return seen


def reachable(start, max_steps: int, passable, can_stop=None, neighbours=neighbours) -> dict:
    """Where a piece on `start` can end a move of 1..`max_steps` steps, with the steps each needs:
    it walks through nodes where `passable` holds and may end where `can_stop` holds (default: any
    passable node). `start` is never a destination. A piece that may pass through pieces but must
    stop on an empty hex (The Dance's Shadow) passes `can_stop` = "is empty"."""
    found = distances(start, passable, max_steps, neighbours)
    del found[start]
    if can_stop is None:
        return found
    return {n: d for n, d in found.items() if can_stop(n)}


def shortest_path(start, goal, passable, max_steps: int | None = None, neighbours=neighbours):
    """One shortest walk from `start` to `goal` through nodes where `passable` holds (`goal` too),
    as the list of nodes entered (`start` left out, `goal` last; [] when start is goal), or None when
    there is none within `max_steps`. The same inputs always give the same walk."""
    if start == goal:
        return []
    came_from = {start: None}
    for n, parent, _ in _breadth_first(start, passable, max_steps, neighbours):
        came_from[n] = parent
        if n == goal:
            walk = [n]
            while came_from[walk[-1]] != start:
                walk.append(came_from[walk[-1]])
            return walk[::-1]
    return None
