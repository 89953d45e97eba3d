"""Hex maths shared by Trifoil and The Dance."""
import math

from hypothesis import given
from hypothesis import strategies as st

from game.core import hexgrid


def test_neighbours_and_opposites():
    for f in range(6):
        q, r = hexgrid.neighbour(0, 0, f)
        assert hexgrid.neighbour(q, r, hexgrid.opposite(f)) == (0, 0)
        assert hexgrid.face_between((0, 0), (q, r)) == f
        assert hexgrid.distance((0, 0), (q, r)) == 1
    assert hexgrid.face_between((0, 0), (2, 0)) is None


def test_face_directions_point_at_the_neighbours():
    for f in range(6):
        nx, ny = hexgrid.to_pixel(*hexgrid.neighbour(0, 0, f), 1.0)
        vx, vy = hexgrid.face_vector(f)
        assert math.isclose(math.atan2(ny, nx), math.atan2(vy, vx), abs_tol=1e-9)
        assert hexgrid.face_from_angle(math.atan2(vy, vx)) == f


@given(st.integers(-20, 20), st.integers(-20, 20), st.floats(0.0, 0.8), st.floats(0, 2 * math.pi))
def test_pixel_round_trip_inside_the_hex(q, r, frac, angle):
    size = 30.0
    cx, cy = hexgrid.to_pixel(q, r, size)
    inner = size * math.sqrt(3) / 2 * frac  # inside the inscribed circle
    assert hexgrid.from_pixel(cx + inner * math.cos(angle), cy + inner * math.sin(angle), size) == (q, r)


def test_corners_are_on_the_circumcircle():
    for x, y in hexgrid.corners(10, 20, 5):
        assert math.isclose(math.hypot(x - 10, y - 20), 5)


def test_clockwise_order_on_screen():
    # D(1,0) upper left, F(2,0) right, E(1,1) lower left: clockwise is D, F, E
    order = hexgrid.clockwise_order([(1, 0), (1, 1), (2, 0)])
    cells = [[(1, 0), (1, 1), (2, 0)][i] for i in order]
    start = cells.index((1, 0))
    assert cells[start:] + cells[:start] == [(1, 0), (2, 0), (1, 1)]
