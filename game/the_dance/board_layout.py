"""Where everything of The Dance's room sits, in board units (a hex has circumradius 1, A1's centre is
the origin, y grows down): the hexes, the frame round the floor, the six Sanctuary tables with their
seats, the Tempo track and the kitchen, and the box that holds them all.

Pure geometry from the ballroom data: no pygame, no game state. The screen (board_view) multiplies
these numbers by the hex size in pixels; nothing here depends on a window.

Arrangement, as on the rules page's picture: tables 5 and 4 above the floor, centred over their
entry hexes E1 and Q1, with the Tempo track between them; tables 1 and 2 below, under E13 and Q13,
with the kitchen between them; table 6 left of A7 and table 3 right of U7, standing upright. Each table
is a cloth with a family plaque at its outer end, five seats and, at its inner end, the sixth
"winning" seat (used only by the Dancer that completes a Plan).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from game.core import hexgrid
from game.the_dance.ballroom import Ballroom, ballroom

SQ3 = math.sqrt(3.0)
TOKEN_R = 0.84           # a Dancer token (a flat-topped hex) and a seat, as a share of a hex
MEDALLION_R = 0.74       # an Avatar medallion, the Server, the Tempo marker
PLAQUE_R = 0.5           # the family plaque at the end of a table
SEAT_STEP_ALONG = 1.78   # seat spacing on a table lying flat (tables above and below the floor)
SEAT_STEP_UP = 1.56      # seat spacing on a table standing upright (left and right of the floor)
FRAME_MARGIN = 0.3       # the floor's border round the outermost hexes
GAP = 0.18               # between the floor's border and the areas round it
CLOTH_PAD = 0.2          # cloth round the seats
SEATS = 6                # five seats and the winning seat
WINNING_SEAT = 5         # seat index of the sixth, winning seat


Box = tuple[float, float, float, float]  # x0, y0, x1, y1


@dataclass(frozen=True)
class TablePlaces:
    """One Sanctuary table: its cloth, the family plaque and the six seat centres (seat 5 is the
    winning seat). `upright` tables stand left and right of the floor; the others lie above or
    below it. `inward` is the unit step from the plaque towards the winning seat."""
    number: int
    colour: str
    entry: str
    side: str
    cloth: Box
    plaque: tuple[float, float]
    seats: tuple[tuple[float, float], ...]
    upright: bool
    inward: tuple[float, float]


@dataclass(frozen=True, eq=False)
class RoomLayout:
    centres: dict            # label -> (x, y) in units
    floor: Box               # the hexes' own extent
    frame: Box               # the bordered floor (hexes + border)
    tables: tuple[TablePlaces, ...]   # table n is tables[n - 1]
    tempo_boxes: tuple[Box, ...]      # box n is tempo_boxes[n - 1]; box 4 is "rest"
    kitchen: Box
    kitchen_spot: tuple[float, float]  # where the Server stands in the kitchen
    bounds: Box              # everything, with room for shadows and glows
    legend: Box = (0.0, 0.0, 0.0, 0.0)  # the key to a Dancer token's corners, in the free top-left corner

    def table(self, number: int) -> TablePlaces:
        if not 1 <= number <= len(self.tables):
            raise ValueError(f"there is no table {number} (1-{len(self.tables)})")
        return self.tables[number - 1]

    def seat(self, table: int, k: int) -> tuple[float, float]:
        """Seat `k` (0-4, or 5 for the winning seat) of table `table`, in units."""
        t = self.table(table)
        if not 0 <= k < len(t.seats):
            raise ValueError(f"table {table} has seats 0-{len(t.seats) - 1}, not {k}")
        return t.seats[k]

    def tempo_box(self, n: int) -> Box:
        if not 1 <= n <= len(self.tempo_boxes):
            raise ValueError(f"the Tempo track has boxes 1-{len(self.tempo_boxes)}, not {n}")
        return self.tempo_boxes[n - 1]


@lru_cache(maxsize=4)
def room_layout(room: Ballroom | None = None) -> RoomLayout:
    """The layout of `room` (default: the game's ballroom), computed once."""
    room = room or ballroom()
    centres = {lab: hexgrid.to_pixel(h.q, h.r, 1.0) for lab, h in room.hexes.items()}
    xs = [x for x, _ in centres.values()]
    ys = [y for _, y in centres.values()]
    floor = (min(xs) - 1.0, min(ys) - SQ3 / 2, max(xs) + 1.0, max(ys) + SQ3 / 2)
    frame = (floor[0] - FRAME_MARGIN, floor[1] - FRAME_MARGIN, floor[2] + FRAME_MARGIN, floor[3] + FRAME_MARGIN)
    middle_x = (frame[0] + frame[2]) / 2

    flat_h = 2 * (TOKEN_R * SQ3 / 2) + 2 * CLOTH_PAD          # a lying table's cloth height
    upright_w = 2 * TOKEN_R + 2 * CLOTH_PAD                    # a standing table's cloth width
    top_strip = (frame[1] - GAP - flat_h, frame[1] - GAP)
    bottom_strip = (frame[3] + GAP, frame[3] + GAP + flat_h)

    tables = []
    for t in room.tables:
        ex, ey = centres[t.entry]
        if ey < (floor[1] + floor[3]) / 2 - 4 and abs(ex - middle_x) > 2:
            upright, strip = False, top_strip
        elif ey > (floor[1] + floor[3]) / 2 + 4 and abs(ex - middle_x) > 2:
            upright, strip = False, bottom_strip
        else:
            upright = True
        if not upright:
            # plaque at the outer end (towards the nearer side wall), winning seat towards the middle
            d = 1.0 if ex < middle_x else -1.0
            cy = (strip[0] + strip[1]) / 2
            seats = tuple((ex + d * (k - 2.5) * SEAT_STEP_ALONG, cy) for k in range(SEATS))
            plaque = (ex - d * (2.5 + 0.9) * SEAT_STEP_ALONG, cy)
            outer = plaque[0] - d * (PLAQUE_R + CLOTH_PAD)
            inner = seats[-1][0] + d * (TOKEN_R + CLOTH_PAD)
            cloth = (min(outer, inner), strip[0], max(outer, inner), strip[1])
            inward = (d, 0.0)
        else:
            # standing beside the floor, plaque at the top, winning seat at the bottom
            left = ex < middle_x
            x1 = frame[0] - GAP if left else frame[2] + GAP + upright_w
            x0 = x1 - upright_w
            cx = (x0 + x1) / 2
            seats = tuple((cx, ey + (k - 2.5) * SEAT_STEP_UP) for k in range(SEATS))
            plaque = (cx, ey - (2.5 + 0.9) * SEAT_STEP_UP)
            cloth = (x0, plaque[1] - PLAQUE_R - CLOTH_PAD, x1, seats[-1][1] + TOKEN_R * SQ3 / 2 + CLOTH_PAD)
            inward = (0.0, 1.0)
        tables.append(TablePlaces(t.number, t.colour, t.entry, t.side, cloth, plaque, seats, upright, inward))

    tempo_boxes = _row_of_boxes(_free_span(tables, top_strip), top_strip, 4)
    kitchen_span = _free_span(tables, bottom_strip)
    kx0, kx1 = kitchen_span
    width = min(kx1 - kx0, 5.6)
    kx0 = (kx0 + kx1 - width) / 2
    kitchen = (kx0, bottom_strip[0], kx0 + width, bottom_strip[1])
    kitchen_spot = (kx0 + (bottom_strip[1] - bottom_strip[0]) / 2 + 0.05, (bottom_strip[0] + bottom_strip[1]) / 2)

    boxes = [frame, kitchen, *tempo_boxes, *(t.cloth for t in tables)]
    margin = 0.14
    bounds = (min(b[0] for b in boxes) - margin, min(b[1] for b in boxes) - margin,
              max(b[2] for b in boxes) + margin, max(b[3] for b in boxes) + margin)
    # the key to a Dancer's corners: in the corner the upright table on the left leaves free above it
    left = min((t for t in tables if t.upright), key=lambda t: t.cloth[0])
    legend = (left.cloth[0], top_strip[0], left.cloth[2], min(left.cloth[1] - 0.3, top_strip[0] + 4.6))
    return RoomLayout(centres=centres, floor=floor, frame=frame, tables=tuple(tables),
                      tempo_boxes=tuple(tempo_boxes), kitchen=kitchen, kitchen_spot=kitchen_spot, bounds=bounds,
                      legend=legend)


def _free_span(tables, strip) -> tuple[float, float]:
    """The stretch of a strip (above or below the floor) between the two tables lying in it."""
    lying = [t for t in tables if not t.upright and abs(t.cloth[1] - strip[0]) < 1e-6]
    left = max(t.cloth[2] for t in lying if t.inward[0] > 0)
    right = min(t.cloth[0] for t in lying if t.inward[0] < 0)
    return left + 0.3, right - 0.3


def _row_of_boxes(span, strip, n: int, gap: float = 0.14, widest: float = 1.62) -> list[Box]:
    x0, x1 = span
    w = min(widest, (x1 - x0 - gap * (n - 1)) / n)
    total = n * w + (n - 1) * gap
    start = (x0 + x1 - total) / 2
    return [(start + i * (w + gap), strip[0], start + i * (w + gap) + w, strip[1]) for i in range(n)]
