"""Where 2-6 seats sit round a table on screen: the seat whose view is drawn at the bottom, the others
in seat order clockwise round the left, the top and the right, each with a zone and the side it sits on.

Layout arithmetic only (rectangles from the window's table area): no drawing, no game rules. Card
tables and The Dance share it, so every many-player screen seats people the same way.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

# Sides of the others, in clockwise order from the bottom seat, by how many others there are.
SIDES = {
    0: (),
    1: ("top",),
    2: ("top", "top"),
    3: ("left", "top", "right"),
    4: ("left", "top", "top", "right"),
    5: ("left", "top", "top", "top", "right"),
}


@dataclass(frozen=True)
class SeatPlace:
    seat: int
    side: str  # "bottom", "left", "top" or "right"
    rect: pygame.Rect  # the seat's zone on screen
    order: int  # 0 for the bottom seat, then clockwise

    @property
    def toward_centre(self) -> tuple[int, int]:
        """The unit step from the seat towards the table's middle."""
        return {"bottom": (0, -1), "top": (0, 1), "left": (1, 0), "right": (-1, 0)}[self.side]


def clockwise(seats: list[int], bottom: int) -> list[int]:
    """`seats` in clockwise order starting with `bottom` (seat order is clockwise round the table)."""
    ordered = sorted(seats)
    if bottom not in ordered:
        return ordered
    k = ordered.index(bottom)
    return ordered[k:] + ordered[:k]


def seat_places(seats: list[int], bottom: int, area: pygame.Rect, zone: tuple[int, int],
                bottom_rect: pygame.Rect, side_top: int | None = None) -> dict[int, SeatPlace]:
    """Zones for every seat. `area` is the table (the others sit inside it), `zone` the size of one
    other seat's zone, `bottom_rect` the bottom seat's zone; `side_top` is the y of the left and right
    seats' tops (default: a little below the top row)."""
    order = clockwise(seats, bottom)
    others = order[1:]
    sides = SIDES[len(others)]
    zw, zh = zone
    places = {order[0]: SeatPlace(order[0], "bottom", pygame.Rect(bottom_rect), 0)}
    tops = [i for i, side in enumerate(sides) if side == "top"]
    has_sides = len(tops) != len(sides)
    # the top row spans the area between the side seats (or all of it when nobody sits at the sides)
    left = area.left + (zw if has_sides else 0)
    right = area.right - (zw if has_sides else 0)
    span = right - left
    if side_top is None:
        side_top = area.top + int(zh * 0.95)
    for i, (seat, side) in enumerate(zip(others, sides)):
        if side == "top":
            k = tops.index(i)
            cx = left + span * (k + 0.5) / len(tops)
            rect = pygame.Rect(int(cx - zw / 2), area.top, zw, zh)
        elif side == "left":
            rect = pygame.Rect(area.left, side_top, zw, zh)
        else:
            rect = pygame.Rect(area.right - zw, side_top, zw, zh)
        places[seat] = SeatPlace(seat, side, rect, i + 1)
    return places
