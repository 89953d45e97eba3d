"""The Dance's ballroom: the file pinned against the rules page, every property the page lists, the
loader's API, and clear errors from damaged files."""
import dataclasses
import importlib.util
import json
from collections import deque
from pathlib import Path

import pytest

from game.core import hexgrid
from game.the_dance.ballroom import DataError, ballroom, default_path, load_ballroom

ROOT = Path(__file__).resolve().parents[2]

# From shared/rules/the_dance.md
PAGE_LOOP = ("R4 Q4 P4 O4 N4 M4 L4 K4 J4 I4 H4 G4 F4 E4 D4 D5 D6 D7 D8 D9 E10 F9 G10 H9 I10 J9 K10 "
             "L9 M10 N9 O10 P9 Q10 R9 R8 R7 R6 R5").split()
PAGE_CIRCLES = "R4 Q4 O4 M4 L4 J4 I4 G4 E4 D4 D6 D7 D9 E10 G10 I10 J9 L9 M10 O10 Q10 R9 R7 R6".split()
PAGE_SERVERS = ["K9", "M8", "M6", "K5", "I6", "I8"]
PAGE_TABLES = [(1, "plum", "E13", "bottom left"), (2, "ivory", "Q13", "bottom right"), (3, "copper", "U7", "right"),
               (4, "grey", "Q1", "top right"), (5, "teal", "E1", "top left"), (6, "jet", "A7", "left")]


@pytest.fixture(scope="module")
def room():
    return ballroom()


# --- the page's properties ---

def test_263_hexes_in_21_columns(room):
    assert len(room) == len(room.labels) == len(room.hexes) == 263
    assert room.columns == "ABCDEFGHIJKLMNOPQRSTU"
    for letter in room.columns:
        rows = [room.hex(lab).row for lab in room.labels if lab[0] == letter]
        assert rows == list(range(1, 13 if "ABCDEFGHIJKLMNOPQRSTU".index(letter) % 2 else 14))


def test_labels_give_the_axial_coordinates(room):
    for lab in room.labels:
        h = room.hex(lab)
        q = "ABCDEFGHIJKLMNOPQRSTU".index(lab[0])
        assert (h.q, h.r) == (q, (int(lab[1:]) - 1) - (q - (q & 1)) // 2) == room.coord(lab)
        assert room.label_at(h.q, h.r) == lab and room.at(h.q, h.r) is h
        assert hexgrid.axial_to_oddq(h.q, h.r) == (q, h.row - 1)
    assert room.coord("A1") == (0, 0) and room.coord("K7") == (10, 1)
    assert room.at(-1, 0) is None and room.label_at(0, 13) is None


def test_label_order_is_column_then_row(room):
    assert room.labels[:3] == ("A1", "A2", "A3") and room.labels[13] == "B1" and room.labels[-1] == "U13"
    assert [room.sort_key(lab) for lab in room.labels] == list(range(263))
    assert sorted(["B1", "A13", "A2", "K10", "K9"], key=room.sort_key) == ["A2", "A13", "B1", "K9", "K10"]


def test_the_loop_is_the_pages_single_loop_of_38(room):
    assert list(room.waltz_path) == PAGE_LOOP
    path = [lab for lab in room.labels if room.is_path(lab)]
    assert len(path) == 38
    seen, lab = [], "R4"
    while lab not in seen:
        seen.append(lab)
        nxt = room.next_hex(lab)
        assert nxt in room.neighbours(lab) and room.distance(lab, nxt) == 1
        lab = nxt
    assert lab == "R4" and sorted(seen) == sorted(path)
    assert [room.loop_index(lab) for lab in PAGE_LOOP] == list(range(38))
    assert room.loop_index("K7") is None


def _signed_area(points):
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1])) / 2


def test_the_loop_runs_counter_clockwise_on_screen(room):
    centres = [room.pixel(lab, 1.0) for lab in room.waltz_path]
    # y grows downwards on screen, so a counter-clockwise loop has a negative shoelace area
    assert _signed_area(centres) < 0
    assert _signed_area([(1, 0), (0, 0), (0, 1), (1, 1)]) < 0  # top right to left, down, right: the same sense
    # and as the page says it: the top run goes right to left, the left side down, the bottom run
    # left to right, the right side up
    x = {lab: room.pixel(lab, 1.0)[0] for lab in room.waltz_path}
    y = {lab: room.pixel(lab, 1.0)[1] for lab in room.waltz_path}
    top = PAGE_LOOP[:PAGE_LOOP.index("D4") + 1]
    left = PAGE_LOOP[PAGE_LOOP.index("D4"):PAGE_LOOP.index("D9") + 1]
    bottom = PAGE_LOOP[PAGE_LOOP.index("D9"):PAGE_LOOP.index("R9") + 1]
    right = PAGE_LOOP[PAGE_LOOP.index("R9"):] + ["R4"]
    assert all(x[b] < x[a] for a, b in zip(top, top[1:]))
    assert all(y[b] > y[a] for a, b in zip(left, left[1:]))
    assert all(x[b] > x[a] for a, b in zip(bottom, bottom[1:]))
    assert all(y[b] < y[a] for a, b in zip(right, right[1:]))


def test_every_arrow_reaches_the_path_within_5_steps_and_never_into_an_entry_hex(room):
    arrows = [lab for lab in room.labels if not room.is_path(lab)]
    assert len(arrows) == 263 - 38
    for start in arrows:
        lab, steps = start, 0
        while not room.is_path(lab):
            nxt = room.arrow_target(lab)
            assert nxt in room.neighbours(lab)
            assert not room.hex(nxt).is_entry, f"{lab} points into an entry hex"
            lab, steps = nxt, steps + 1
            assert steps <= 5, f"{start} does not reach the path in 5 steps"
        assert room.depth(start) == steps >= 1
    assert max(room.depth(lab) for lab in arrows) == 5
    assert all(room.depth(lab) == 0 for lab in room.waltz_path)


def test_arrow_order_is_lowest_depth_first_then_label(room):
    order = room.arrow_order
    assert sorted(order) == sorted(lab for lab in room.labels if not room.is_path(lab))
    keys = [(room.depth(lab), room.sort_key(lab)) for lab in order]
    assert keys == sorted(keys)


def test_white_circles_are_the_pages_24_path_hexes_in_loop_order(room):
    assert list(room.white_circles) == PAGE_CIRCLES
    assert all(room.is_path(lab) and room.hex(lab).is_circle for lab in room.white_circles)
    indexes = [room.loop_index(lab) for lab in room.white_circles]
    assert indexes == sorted(indexes)
    assert {lab for lab in room.labels if room.hex(lab).is_circle} == set(PAGE_CIRCLES)


def test_server_hexes_ring_k7_off_the_path_and_entries(room):
    assert list(room.server_hexes) == PAGE_SERVERS
    assert [room.server_hex(n) for n in range(1, 7)] == PAGE_SERVERS
    for n, lab in enumerate(PAGE_SERVERS, start=1):
        h = room.hex(lab)
        assert h.is_server and h.server == n and not h.is_path and not h.is_entry
        assert room.distance("K7", lab) == 2
        assert lab not in room.white_circles
    assert [lab for lab in room.labels if room.hex(lab).is_server] == sorted(PAGE_SERVERS, key=room.sort_key)
    # the ring runs round K7 in number order, each Server hex two hexes from the next
    for a, b in zip(PAGE_SERVERS, PAGE_SERVERS[1:] + PAGE_SERVERS[:1]):
        assert room.distance(a, b) == 2
    with pytest.raises(ValueError):
        room.server_hex(7)


def test_tables_are_the_pages(room):
    got = [(t.number, t.colour, t.entry, t.side) for t in room.tables]
    assert got == PAGE_TABLES
    assert all(t.seats == 5 for t in room.tables)
    for number, _, entry, _ in PAGE_TABLES:
        assert room.entry_hex(number) == entry and room.table_of(entry) == number
        assert room.table(number).entry == entry and room.hex(entry).is_entry
    assert room.entry_hexes == tuple(t[2] for t in PAGE_TABLES)
    assert room.table_of("K7") is None
    assert {lab for lab in room.labels if room.hex(lab).is_entry} == set(room.entry_hexes)
    with pytest.raises(ValueError):
        room.table(0)


def _walk(room, start, closed):
    """Hexes reachable from `start` over the floor, never entering a closed hex."""
    seen, todo = {start: 0}, deque([start])
    while todo:
        lab = todo.popleft()
        for n in room.neighbours(lab):
            if n not in seen and n not in closed:
                seen[n] = seen[lab] + 1
                todo.append(n)
    return seen


def test_every_entry_hex_reaches_every_hex_but_the_other_entries(room):
    for entry in room.entry_hexes:
        others = set(room.entry_hexes) - {entry}
        reached = _walk(room, entry, others)
        assert set(reached) == set(room.labels) - others
        assert room.distances(entry, lambda lab: lab not in others) == reached


def test_every_entry_hex_is_3_from_the_path_and_from_the_nearest_white_circle(room):
    for entry in room.entry_hexes:
        assert min(room.distance(entry, lab) for lab in room.waltz_path) == 3
        assert min(room.distance(entry, lab) for lab in room.white_circles) == 3
        # walking over the floor gives the same 3 (nothing in the way)
        walked = _walk(room, entry, set(room.entry_hexes) - {entry})
        assert min(walked[lab] for lab in room.white_circles) == 3


def test_half_turn_symmetry(room):
    assert room.centre == "K7" and room.half_turn("K7") == "K7"
    assert all(room.half_turn(lab) is not None for lab in room.labels)  # the grid itself is symmetric
    turn = room.half_turn
    assert {turn(lab) for lab in room.waltz_path} == set(room.waltz_path)
    assert {turn(lab) for lab in room.white_circles} == set(room.white_circles)
    for lab in room.waltz_path:
        assert turn(room.next_hex(lab)) == room.next_hex(turn(lab))
    # not promised by the page but true: Server hexes and entry hexes map onto their own kinds
    assert {turn(lab) for lab in room.server_hexes} == set(room.server_hexes)
    assert {turn(lab) for lab in room.entry_hexes} == set(room.entry_hexes)
    assert turn("A1") == "U13" and turn("E13") == "Q1"


# --- the API the rules and the screen use ---

def test_hex_lookup_and_kinds(room):
    assert room.hex("k7") is room.hex("K7") is room.hexes["K7"]
    assert "K7" in room and "Z1" not in room and "B13" not in room
    with pytest.raises(LookupError) as err:
        room.hex("B13")
    assert str(err.value) == "there is no hex 'B13' in the ballroom (columns A-U, rows 1-13)"
    kinds = {room.kind(lab) for lab in room.labels}
    assert kinds == {"circle", "path", "floor", "server", "entry"}
    assert room.kind("R4") == "circle" and room.kind("P4") == "path" and room.kind("K7") == "floor"
    assert room.kind("K9") == "server" and room.kind("A7") == "entry"
    assert room.hex("R4").target == "Q4" and room.hex("A1").target == "A2"
    with pytest.raises(ValueError, match="not on the waltz path"):
        room.next_hex("K7")
    with pytest.raises(ValueError, match="on the waltz path"):
        room.arrow_target("R4")


def test_neighbours_stay_on_the_floor(room):
    assert room.neighbours("A1") == ("B1", "A2")
    assert room.neighbours("K7") == ("K6", "L6", "L7", "K8", "J7", "J6")  # N, NE, SE, S, SW, NW
    assert len(room.neighbours("U13")) == 2 and len(room.neighbours("T12")) == 5
    assert room.neighbour("K7", 1) == "L6" and room.neighbour("A1", 0) is None
    assert room.adjacent("K7", "L7") and not room.adjacent("K7", "K9")
    for lab in room.labels:
        for n in room.neighbours(lab):
            assert room.distance(lab, n) == 1 and lab in room.neighbours(n)


def test_within_includes_the_hex_and_keeps_to_the_floor(room):
    assert room.within("K7", 1) == ("J6", "J7", "K6", "K7", "K8", "L6", "L7")
    assert len(room.within("K7", 2)) == 19
    assert room.within("A1", 1) == ("A1", "A2", "B1")


def test_moves_over_the_floor(room):
    occupied = {"E12", "D12"}
    def empty(lab):
        return lab not in occupied
    # E13 is in the bottom row: its only neighbours are E12, F12 and D12
    assert room.neighbours("E13") == ("E12", "F12", "D12")
    walk = room.reachable("E13", 2, empty)
    assert walk == {"F12": 1, "F11": 2, "G12": 2, "G13": 2}
    # passing through pieces but stopping on empty hexes (Shadow) reaches beyond E12 and D12
    shadow = room.reachable("E13", 2, lambda lab: True, can_stop=empty)
    assert shadow == walk | {"E11": 2, "D11": 2, "C12": 2, "C13": 2}
    walk_to = room.shortest_path("E13", "E10", empty)
    assert walk_to[-1] == "E10" and len(walk_to) == room.distances("E13", empty)["E10"]
    assert room.shortest_path("E13", "E10", empty) == walk_to  # the same walk every time
    assert room.shortest_path("E13", "E10", empty, max_steps=3) is None
    assert room.shortest_path("E13", "E13", empty) == ()


def test_loaded_once_and_immutable(room):
    assert ballroom() is room
    with pytest.raises(dataclasses.FrozenInstanceError):
        room.centre = "A1"
    with pytest.raises(dataclasses.FrozenInstanceError):
        room.hex("K7").kind = "path"
    with pytest.raises(TypeError):
        room.hexes["K7"] = None
    assert isinstance(room.waltz_path, tuple) and isinstance(room.labels, tuple)


def test_pixel_centres(room):
    assert room.pixel("A1", 10.0) == (0.0, 0.0)
    x, y = room.pixel("B1", 10.0)
    assert x == 15.0 and y > 0  # odd columns half a hex lower


def test_the_file_is_what_the_script_writes(tmp_path):
    spec = importlib.util.spec_from_file_location("make_ballroom", ROOT / "tools" / "make_ballroom.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    out = tmp_path / "ballroom.json"
    assert script.main(["make_ballroom.py", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == default_path().read_text(encoding="utf-8")
    # a person can read it: one hex per line
    lines = default_path().read_text(encoding="utf-8").splitlines()
    assert sum(1 for line in lines if line.lstrip().startswith('{"label"')) == 263


# --- damaged files ---

def _damaged(tmp_path, change):
    data = json.loads(default_path().read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "ballroom.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _hex(data, label):
    return next(h for h in data["hexes"] if h["label"] == label)


def _refused(path, *words):
    with pytest.raises(DataError) as err:
        load_ballroom(path)
    message = str(err.value)
    assert str(path) in message
    for w in words:
        assert w in message, message
    return message


def test_bad_json_is_refused_with_the_file_and_place(tmp_path):
    path = tmp_path / "ballroom.json"
    path.write_text(default_path().read_text(encoding="utf-8")[:500], encoding="utf-8")
    _refused(path, "not valid JSON", "line")
    path.write_text("[1, 2]", encoding="utf-8")
    _refused(path, "one JSON object")
    _refused(tmp_path / "nowhere.json", "cannot be read")


@pytest.mark.parametrize("change, words", [
    (lambda d: _hex(d, "K7").pop("kind"), ["hex K7", "missing field 'kind'"]),
    (lambda d: _hex(d, "K7").update(kind="pond"), ["hex K7", "unknown kind 'pond'"]),
    (lambda d: _hex(d, "K7").update(r=2), ["hex K7", "(10, 2)", "(10, 1)"]),
    (lambda d: _hex(d, "K7").update(q="10"), ["hex K7", "field 'q' should be a whole number"]),
    (lambda d: _hex(d, "K7").update(direction=6), ["hex K7", "direction 6 is out of range"]),
    (lambda d: _hex(d, "K7").update(direction=True), ["hex K7", "field 'direction'"]),
    (lambda d: d["hexes"].append(dict(_hex(d, "K7"))), ["hex K7", "listed twice"]),
    (lambda d: d["hexes"].remove(_hex(d, "K7")), ["hex K7", "missing", "263"]),
    (lambda d: d["hexes"].append({"label": "B13", "q": 1, "r": 12, "kind": "floor", "direction": 0}),
     ["hex B13", "not a hex of the grid"]),
    (lambda d: d["hexes"][5].pop("label"), ["hexes item 6", "missing field 'label'"]),
    (lambda d: _hex(d, "A1").update(direction=0), ["hex A1", "leads off the floor"]),
    (lambda d: _hex(d, "D12").update(direction=2), ["hex D12", "points into the entry hex E13"]),
    (lambda d: _hex(d, "K7").update(direction=5) or _hex(d, "J6").update(direction=2),
     ["round in a circle", "never reach the path"]),
    (lambda d: _hex(d, "R4").update(direction=0), ["hex R4", "next hex R3 is not on the path"]),
    (lambda d: d["waltz_path"].extend(d["waltz_path"]), ["waltz_path", "R4 is listed twice"]),
    (lambda d: d["waltz_path"].remove("P4"), ["waltz_path", "Q4 -> O4 is not a step to a neighbouring hex"]),
    (lambda d: d["waltz_path"].reverse(), ["points to", "waltz_path goes on to"]),
    (lambda d: d["waltz_path"].__setitem__(0, "K7"), ["waltz_path", "K7 is not a path hex"]),
    (lambda d: d["waltz_path"].__setitem__(0, "Z99"), ["waltz_path", "no hex called 'Z99'"]),
    (lambda d: _hex(d, "K7").update(kind="path", direction=3), ["hex K7"]),
    (lambda d: d["white_circles"].__setitem__(3, "P4"), ["white_circles", "P4 is not a white circle"]),
    (lambda d: d["white_circles"].reverse(), ["white_circles", "out of loop order"]),
    (lambda d: d["white_circles"].remove("D6"), ["hex D6", "missing from white_circles"]),
    (lambda d: d["servers"][0].update(hex="K7"), ["hex K7", "Server hex 1", "kind is floor"]),
    (lambda d: d["servers"][1].update(number=1), ["Server hex 1", "listed twice (K9 and M8)"]),
    (lambda d: d["servers"].pop(), ["hex I8", "without a number"]),
    (lambda d: d["servers"][5].update(number=7), ["servers", "numbered 1-6"]),
    (lambda d: d["tables"][1].update(colour="plum"), ["table 2", "colour plum", "table 1"]),
    (lambda d: d["tables"][1].update(entry="K7"), ["hex K7", "entry hex of table 2"]),
    (lambda d: d["tables"][2].update(number=2), ["tables", "numbered 1-6"]),
    (lambda d: d["tables"][0].pop("side"), ["table 1", "missing field 'side'"]),
    (lambda d: d["tables"][0].update(seats=0), ["table 1", "0 seats"]),
    (lambda d: d.pop("waltz_path"), ["missing field 'waltz_path'"]),
    (lambda d: d.update(centre="Z0"), ["centre", "no hex called 'Z0'"]),
])
def test_damaged_ballrooms_are_refused_with_the_hex_named(tmp_path, change, words):
    _refused(_damaged(tmp_path, change), *words)


def test_a_path_hex_made_of_floor_is_named(tmp_path):
    # a path hex turned into floor leaves its neighbour on the loop pointing off the path
    msg = _refused(_damaged(tmp_path, lambda d: _hex(d, "P4").update(kind="floor")), "hex Q4")
    assert "P4" in msg


def test_an_undamaged_copy_loads_the_same(tmp_path):
    path = _damaged(tmp_path, lambda d: None)
    copy = load_ballroom(path)
    assert copy is not ballroom() and copy.source == str(path)
    assert copy.hexes == ballroom().hexes and copy.waltz_path == ballroom().waltz_path
