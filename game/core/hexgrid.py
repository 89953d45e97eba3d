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
