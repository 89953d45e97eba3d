"""Hex maths shared by Trifoil and The Dance."""
import math

import pytest
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


# --- offset labels, areas, rotations and searches ---

@given(st.integers(0, 30), st.integers(0, 30))
def test_oddq_offsets_round_trip(col, row):
    assert hexgrid.axial_to_oddq(*hexgrid.oddq_to_axial(col, row)) == (col, row)


def test_odd_columns_sit_half_a_hex_lower():
    # The Dance: K7 is column 10, row 6 (from 0). L7 (odd column) sits half a hex lower, so K7's
    # NE neighbour is L6 and its SE neighbour L7; the same holds on the west side (J6, J7).
    k7 = hexgrid.oddq_to_axial(10, 6)
    assert k7 == (10, 1)
    assert hexgrid.neighbour(*k7, 1) == hexgrid.oddq_to_axial(11, 5)  # L6
    assert hexgrid.neighbour(*k7, 2) == hexgrid.oddq_to_axial(11, 6)  # L7
    assert hexgrid.neighbour(*k7, 4) == hexgrid.oddq_to_axial(9, 6)   # J7
    assert hexgrid.neighbour(*k7, 5) == hexgrid.oddq_to_axial(9, 5)   # J6
    # and from an odd column: L7's NW neighbour is K7, its SW neighbour K8
    l7 = hexgrid.oddq_to_axial(11, 6)
    assert hexgrid.neighbour(*l7, 5) == k7
    assert hexgrid.neighbour(*l7, 4) == hexgrid.oddq_to_axial(10, 7)
    assert hexgrid.to_pixel(*l7, 1.0)[1] > hexgrid.to_pixel(*k7, 1.0)[1]


def test_neighbours_in_face_order():
    assert hexgrid.neighbours((3, 4)) == tuple(hexgrid.neighbour(3, 4, f) for f in range(6))


@given(st.integers(-5, 5), st.integers(-5, 5), st.integers(0, 6))
def test_ring_and_within(q, r, radius):
    centre = (q, r)
    ring = hexgrid.ring(centre, radius)
    assert len(ring) == max(1, 6 * radius) == len(set(ring))
    assert all(hexgrid.distance(centre, h) == radius for h in ring)
    area = hexgrid.within(centre, radius)
    assert len(area) == 1 + 3 * radius * (radius + 1) == len(set(area))
    assert set(area) == {h for k in range(radius + 1) for h in hexgrid.ring(centre, k)}


def test_ring_runs_clockwise_from_north():
    assert hexgrid.ring((0, 0), 1) == list(hexgrid.neighbours((0, 0)))
    ring2 = hexgrid.ring((0, 0), 2)
    assert ring2[0] == (0, -2) and ring2[1] == (1, -2)
    for a, b in zip(ring2, ring2[1:] + ring2[:1]):
        assert hexgrid.distance(a, b) == 1
    with pytest.raises(ValueError):
        hexgrid.ring((0, 0), -1)


@given(st.integers(-6, 6), st.integers(-6, 6), st.integers(-6, 6), st.integers(-6, 6), st.integers(-7, 7))
def test_rotation_keeps_distance_and_turns_faces(q, r, cq, cr, sixths):
    centre, h = (cq, cr), (q, r)
    turned = hexgrid.rotate(h, centre, sixths)
    assert hexgrid.distance(turned, centre) == hexgrid.distance(h, centre)
    assert hexgrid.rotate(turned, centre, -sixths) == h
    for f in range(6):
        assert hexgrid.rotate(hexgrid.neighbour(*h, f), centre, sixths) == \
            hexgrid.neighbour(*turned, (f + sixths) % 6)
    assert hexgrid.rotate(h, centre, 3) == hexgrid.rotate_180(h, centre)
    assert hexgrid.rotate_180(hexgrid.rotate_180(h, centre), centre) == h


def test_one_sixth_turns_clockwise_on_screen():
    north = (0, -1)
    assert hexgrid.rotate(north, (0, 0), 1) == hexgrid.neighbour(0, 0, 1)  # N -> NE
    assert hexgrid.rotate_180((3, 1), (1, 1)) == (-1, 1)


def _board(radius):
    """A hexagonal board of `radius` around (0, 0): passable() keeps searches on it."""
    cells = set(hexgrid.within((0, 0), radius))
    return cells


def test_distances_on_an_open_board_are_hex_distances():
    cells = _board(4)
    found = hexgrid.distances((0, 0), cells.__contains__)
    assert set(found) == cells
    assert all(found[h] == hexgrid.distance((0, 0), h) for h in cells)
    near = hexgrid.distances((0, 0), cells.__contains__, max_steps=2)
    assert set(near) == set(hexgrid.within((0, 0), 2))


def test_distances_go_round_walls():
    cells = _board(3)
    wall = {(1, -1), (1, 0), (0, 1)}  # NE, SE and S of the centre
    found = hexgrid.distances((0, 0), lambda h: h in cells and h not in wall)
    assert (2, 0) in found and found[(2, 0)] > 2  # two steps straight through, longer round the wall
    boxed = hexgrid.distances((0, 0), lambda h: False)
    assert boxed == {(0, 0): 0}


def test_reachable_leaves_out_the_start_and_filters_stops():
    cells = _board(3)
    occupied = {(0, -1), (1, -1)}
    walk = hexgrid.reachable((0, 0), 2, lambda h: h in cells and h not in occupied)
    # the three hexes beyond the occupied pair need a third step round them
    beyond = {(0, -2), (1, -2), (2, -2)}
    assert set(walk) == set(hexgrid.within((0, 0), 2)) - occupied - {(0, 0)} - beyond
    assert hexgrid.reachable((0, 0), 3, lambda h: h in cells and h not in occupied)[(0, -2)] == 3
    # Passing through pieces but stopping on empty hexes: they are two steps away
    shadow = hexgrid.reachable((0, 0), 2, cells.__contains__, can_stop=lambda h: h not in occupied)
    assert (1, -2) in shadow and (0, -1) not in shadow and (0, 0) not in shadow
    assert shadow[(0, -2)] == 2


def test_shortest_path_is_shortest_deterministic_and_passable():
    cells = _board(4)
    wall = {(1, -1), (1, 0), (1, 1), (1, -2)}
    ok = lambda h: h in cells and h not in wall  # noqa: E731
    walk = hexgrid.shortest_path((0, 0), (3, 0), ok)
    assert walk[-1] == (3, 0) and all(ok(h) for h in walk)
    assert len(walk) == hexgrid.distances((0, 0), ok)[(3, 0)]
    for a, b in zip([(0, 0)] + walk, walk):
        assert hexgrid.distance(a, b) == 1
    assert hexgrid.shortest_path((0, 0), (3, 0), ok) == walk
    assert hexgrid.shortest_path((0, 0), (3, 0), ok, max_steps=3) is None
    assert hexgrid.shortest_path((0, 0), (0, 0), ok) == []
    assert hexgrid.shortest_path((0, 0), (9, 9), ok) is None


def test_searches_work_on_any_graph():
    # labels on a line a-b-c-d: the ballroom searches its labels the same way
    line = "abcd"
    nbrs = lambda n: tuple(line[i] for i in (line.index(n) - 1, line.index(n) + 1) if 0 <= i < 4)  # noqa: E731
    assert hexgrid.distances("a", lambda n: True, neighbours=nbrs) == {"a": 0, "b": 1, "c": 2, "d": 3}
    assert hexgrid.shortest_path("a", "d", lambda n: n != "x", neighbours=nbrs) == ["b", "c", "d"]
    assert hexgrid.reachable("b", 1, lambda n: True, neighbours=nbrs) == {"a": 1, "c": 1}
