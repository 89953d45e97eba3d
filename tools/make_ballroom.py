"""Writes levels/the_dance/ballroom.json from the data grid of shared/rules/the_dance.md:
`python tools/make_ballroom.py [OUT_FILE]`.

A build step, never imported by the game. The grid, the tables and the page's own listings of the
loop and the white circles are copied here as data; the script refuses to write a file whose loop or
circles disagree with those listings, and the game's loader checks the rest when it reads the file.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.core import hexgrid  # noqa: E402

# The page's data grid, as printed: each hex is a kind and a direction. Kinds: o path hex with a white
# circle, p path hex, . floor, 1-6 Server hex, A-F entry hex of Sanctuary 1-6.
GRID = """\
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

# The page's listings, used only to check what the grid's links give.
PAGE_LOOP = ("R4 Q4 P4 O4 N4 M4 L4 K4 J4 I4 H4 G4 F4 E4 D4 D5 D6 D7 D8 D9 E10 F9 G10 H9 I10 J9 K10 "
             "L9 M10 N9 O10 P9 Q10 R9 R8 R7 R6 R5").split()
PAGE_CIRCLES = "R4 Q4 O4 M4 L4 J4 I4 G4 E4 D4 D6 D7 D9 E10 G10 I10 J9 L9 M10 O10 Q10 R9 R7 R6".split()
LOOP_START = "R4"
CENTRE = "K7"
TABLES = (  # number, colour, side of the room (the entry hex comes from the grid)
    (1, "plum", "bottom left"),
    (2, "ivory", "bottom right"),
    (3, "copper", "right"),
    (4, "grey", "top right"),
    (5, "teal", "top left"),
    (6, "jet", "left"),
)
SEATS = 5
KIND_WORDS = {"o": "circle", "p": "path", ".": "floor"}


def parse_grid(text: str) -> dict[str, tuple[int, int, str, int]]:
    """label -> (q, r, kind code, direction), in column-then-row order."""
    lines = text.splitlines()
    columns = lines[0].split()
    cells = {}
    for line in lines[1:]:
        row = int(line[:2])
        for i, letter in enumerate(columns):
            token = line[4 + 3 * i:6 + 3 * i]
            if not token.strip():
                continue  # odd columns have no row 13
            q, r = hexgrid.oddq_to_axial(i, row - 1)
            cells[f"{letter}{row}"] = (q, r, token[0], int(token[1]))
    order = sorted(cells, key=lambda lab: (columns.index(lab[0]), int(lab[1:])))
    return {lab: cells[lab] for lab in order}


def build(cells: dict) -> dict:
    at = {(q, r): lab for lab, (q, r, _, _) in cells.items()}

    def target(lab: str) -> str:
        q, r, _, d = cells[lab]
        return at[hexgrid.neighbour(q, r, d)]

    loop = [LOOP_START]
    while (nxt := target(loop[-1])) != LOOP_START:
        loop.append(nxt)
    if loop != PAGE_LOOP:
        raise SystemExit(f"the grid's loop is not the page's: {' '.join(loop)}")
    circles = [lab for lab in loop if cells[lab][2] == "o"]
    if circles != PAGE_CIRCLES:
        raise SystemExit(f"the grid's white circles are not the page's: {' '.join(circles)}")

    hexes = []
    for lab, (q, r, code, d) in cells.items():
        kind = KIND_WORDS.get(code) or ("server" if code.isdigit() else "entry")
        hexes.append({"label": lab, "q": q, "r": r, "kind": kind, "direction": d})
    servers = sorted((int(code), lab) for lab, (_, _, code, _) in cells.items() if code.isdigit())
    entries = {"ABCDEF".index(code) + 1: lab for lab, (_, _, code, _) in cells.items() if code in "ABCDEF"}
    return {
        "name": "ballroom",
        "note": ("The Dance's ballroom as decided in shared/rules/the_dance.md (written by "
                 "tools/make_ballroom.py). Flat-topped hexes in columns A-U; odd columns sit half a hex "
                 "lower. Label = column letter + row; axial q = column index (A = 0), "
                 "r = (row - 1) - (q - (q & 1)) / 2. Directions 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW: a path "
                 "hex's direction points to its next hex, any other hex's to its arrow's target. Kinds: "
                 "circle (path hex with a white circle), path, floor, server, entry (a Sanctuary's entry hex)."),
        "columns": "ABCDEFGHIJKLMNOPQRSTU",
        "rows_even_columns": 13,
        "rows_odd_columns": 12,
        "centre": CENTRE,
        "hexes": hexes,
        "waltz_path": loop,
        "white_circles": circles,
        "servers": [{"number": n, "hex": lab} for n, lab in servers],
        "tables": [{"number": n, "colour": colour, "entry": entries[n], "side": side, "seats": SEATS}
                   for n, colour, side in TABLES],
    }


def dumps(data: dict) -> str:
    """JSON a person can read: one hex, server or table per line, lists of labels on one line."""
    out = ["{"]
    keys = list(data)
    for i, key in enumerate(keys):
        value = data[key]
        comma = "," if i < len(keys) - 1 else ""
        if isinstance(value, list) and value and isinstance(value[0], dict):
            out.append(f" {json.dumps(key)}: [")
            out.extend(f"  {json.dumps(item)}{',' if j < len(value) - 1 else ''}"
                       for j, item in enumerate(value))
            out.append(f" ]{comma}")
        else:
            out.append(f" {json.dumps(key)}: {json.dumps(value)}{comma}")
    out.append("}")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "levels" / "the_dance" / "ballroom.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(dumps(build(parse_grid(GRID))), encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
