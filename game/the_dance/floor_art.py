"""The still picture of The Dance's floor, drawn once per hex size and then only blitted: a parquet of
263 hexes under candle light, a dark marble lane with the red waltz ribbon and its gold chevrons, the
white circles, the silver Server hexes, the entry hexes in their table's colour, an arrow on every other
hex (faint, or clear with the labels for the "show arrows" view), inside a stone frame. The tiles come
from floor_tiles; the areas off the grid (Sanctuary tables, Tempo track, kitchen) are room_areas.

Drawing only, from the ballroom data and board_layout; never game state, never per frame (board_view
caches what these functions return). Sizes are hex circumradii in pixels.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.core import hexgrid
from game.the_dance import piece_art
from game.the_dance.board_layout import RoomLayout
from game.the_dance.ballroom import Ballroom
from game.the_dance.floor_tiles import (BORDER, GROUT, RIBBON, blit_centred, chevron, circle_ring, entry_tile,
                                         faint_arrow, marble_tile, mix, parquet_tile, server_inlay)
from game.ui import theme
from game.ui.card_art import star_points

# --- the floor -----------------------------------------------------------------------------------

def floor_size(layout: RoomLayout, s: float, frac: tuple[float, float]) -> tuple[int, int]:
    x0, y0, x1, y1 = layout.frame
    return int(math.ceil((x1 - x0) * s + frac[0])), int(math.ceil((y1 - y0) * s + frac[1]))


def build_floor(room: Ballroom, layout: RoomLayout, s: float, frac=(0.0, 0.0), arrows: bool = False,
                labels: bool | None = None) -> pygame.Surface:
    """The framed floor at hex size `s` as one opaque picture. Unit point (ux, uy) lands on pixel
    ((ux - frame.x0) * s + frac[0], (uy - frame.y0) * s + frac[1]). `arrows` draws every arrow clearly
    (and, unless `labels` says otherwise, each hex's label); otherwise the arrows are faint."""
    labels = arrows if labels is None else labels
    fx0, fy0 = layout.frame[0], layout.frame[1]
    size = floor_size(layout, s, frac)
    surf = pygame.Surface(size)

    def at(u):
        return (u[0] - fx0) * s + frac[0], (u[1] - fy0) * s + frac[1]

    _draw_frame(surf, s)
    si = max(2, int(round(s)))
    centres = {lab: at(layout.centres[lab]) for lab in room.labels}
    for lab in room.labels:
        h = room.hexes[lab]
        if h.is_path:
            tile = marble_tile(si, (h.q * 7 + h.r * 3) % 3)
        elif h.is_entry:
            tile = entry_tile(si, room.table(h.table).colour)
        else:
            tile = parquet_tile(si, (h.q - h.r) % 3, (h.q * 5 + h.r * 11) % 3)
        blit_centred(surf, tile, centres[lab])

    _draw_rosette(surf, room, centres, s)
    _draw_ribbon(surf, room, centres, s)
    for n, lab in enumerate(room.server_hexes, start=1):
        blit_centred(surf, server_inlay(si, n), centres[lab])
    _candle_light(surf, room, layout, centres, s)
    # the circles and chevrons stay bright whatever the light: they are what a player looks for
    ring = circle_ring(si)
    for lab in room.white_circles:
        blit_centred(surf, ring, centres[lab])
    for i, lab in enumerate(room.waltz_path):
        nxt = room.waltz_path[(i + 1) % len(room.waltz_path)]
        d = hexgrid.face_between(room.coord(lab), room.coord(nxt))
        (ax, ay), (bx, by) = centres[lab], centres[nxt]
        blit_centred(surf, chevron(si, d), ((ax + bx) / 2, (ay + by) / 2))
    for lab in room.arrow_order:
        h = room.hexes[lab]
        sprite = piece_art.clear_arrow(si, h.direction) if arrows else faint_arrow(si, h.direction)
        blit_centred(surf, sprite, _arrow_anchor(centres[lab], h.direction, s, arrows))
    if labels:
        _draw_labels(surf, room, centres, s)
    return surf.convert() if pygame.display.get_surface() else surf


def _arrow_anchor(centre, direction: int, s: float, clear: bool):
    """Arrows start a little behind the middle so the Server's number and a label stay readable."""
    if not clear:
        return centre
    a = math.radians(-90 + 60 * direction)
    return centre[0] + math.cos(a) * s * 0.06, centre[1] + math.sin(a) * s * 0.06


def _draw_frame(surf: pygame.Surface, s: float) -> None:
    """Dark stone round the floor with a gold inlay line near its outer edge."""
    w, h = surf.get_size()
    surf.fill(BORDER[1])
    inner = pygame.Rect(0, 0, w, h).inflate(-max(2, int(s * 0.12)), -max(2, int(s * 0.12)))
    pygame.draw.rect(surf, BORDER[0], inner)
    pygame.draw.rect(surf, theme.Palette.gold_dark, pygame.Rect(0, 0, w, h), max(1, int(s * 0.05)))
    pygame.draw.rect(surf, theme.Palette.gold, inner, max(1, int(s * 0.04)))


def _draw_rosette(surf: pygame.Surface, room: Ballroom, centres: dict, s: float) -> None:
    """A marquetry star of pale maple and gilt in the middle of the room (round the centre hex, inside
    the ring of Server hexes), with the hex seams drawn again over it so every hex still reads."""
    cx, cy = centres[room.centre]
    R = s * 2.35
    half = int(R) + 4
    k = 2
    big = pygame.Surface((2 * half * k, 2 * half * k), pygame.SRCALPHA)
    c = half * k
    maple, gilt = (236, 196, 136), theme.Palette.gold
    pygame.draw.circle(big, (*maple, 58), (c, c), R * k)
    pygame.draw.circle(big, (*gilt, 170), (c, c), R * k, max(1, int(s * k * 0.05)))
    pygame.draw.circle(big, (*gilt, 110), (c, c), R * k * 0.92, max(1, int(s * k * 0.02)))
    for turn, alpha in ((0.0, 86), (22.5, 60)):
        pts = star_points(c, c, R * k * 0.9, R * k * 0.38, 8, -90 + turn)
        pygame.draw.polygon(big, (*maple, alpha), pts)
        pygame.draw.polygon(big, (*gilt, 150), pts, max(1, int(s * k * 0.025)))
    surf.blit(pygame.transform.smoothscale(big, (2 * half, 2 * half)), (round(cx - half), round(cy - half)))
    seam = max(1, int(max(1.0, s / 28)))
    for lab in room.within(room.centre, 3):
        pygame.draw.polygon(surf, GROUT, hexgrid.corners(*centres[lab], s), seam)


def _smooth_loop(points: list[tuple[float, float]], per_segment: int) -> list[tuple[float, float]]:
    """A closed Catmull-Rom curve through `points`."""
    out = []
    n = len(points)
    for i in range(n):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % n], points[(i + 2) % n]
        for j in range(per_segment):
            t = j / per_segment
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[a] + (-p0[a] + p2[a]) * t + (2 * p0[a] - 5 * p1[a] + 4 * p2[a] - p3[a]) * t2
                                    + (-p0[a] + 3 * p1[a] - 3 * p2[a] + p3[a]) * t3) for a in range(2)))
    return out


def _offset(curve, dist: float) -> list[tuple[float, float]]:
    n = len(curve)
    out = []
    for i in range(n):
        (ax, ay), (bx, by) = curve[i - 1], curve[(i + 1) % n]
        dx, dy = bx - ax, by - ay
        m = math.hypot(dx, dy) or 1.0
        out.append((curve[i][0] - dy / m * dist, curve[i][1] + dx / m * dist))
    return out


def _draw_ribbon(surf: pygame.Surface, room: Ballroom, centres: dict, s: float) -> None:
    """The waltz ribbon: red velvet with gilt edges, through every path hex in loop order."""
    curve = _smooth_loop([centres[lab] for lab in room.waltz_path], 8)
    half_w = s * 0.2
    shadow = _offset([(x + s * 0.03, y + s * 0.06) for x, y in curve], 0)
    for width, colour, line in ((half_w * 1.25, (16, 6, 10), shadow), (half_w, theme.Palette.gold_dark, curve),
                                (half_w * 0.8, RIBBON, curve)):
        left, right = _offset(line, width), _offset(line, -width)
        n = len(line)
        for i in range(n):
            j = (i + 1) % n
            pygame.draw.polygon(surf, colour, (left[i], left[j], right[j], right[i]))
        if colour is not RIBBON:
            pygame.draw.aalines(surf, colour, True, left)
            pygame.draw.aalines(surf, colour, True, right)
    # a sheen down the middle of the velvet and crisp gilt edges
    pygame.draw.aalines(surf, mix(RIBBON, (255, 190, 190), 0.25), True, _offset(curve, -half_w * 0.25))
    for side in (half_w * 0.9, -half_w * 0.9):
        pygame.draw.aalines(surf, theme.Palette.gold, True, _offset(curve, side))


def _candle_light(surf: pygame.Surface, room: Ballroom, layout: RoomLayout, centres: dict, s: float) -> None:
    """Warm light from the chandeliers: the middle of the room and the long sides of the loop are lit,
    the corners fall into shadow. One multiply by a smooth light map."""
    surf.blit(pygame.transform.smoothscale(_light_map(room, layout), surf.get_size()), (0, 0),
              special_flags=pygame.BLEND_RGB_MULT)


@lru_cache(maxsize=2)
def _light_map(room: Ballroom, layout: RoomLayout) -> pygame.Surface:
    """The light over the framed floor, small (it is smoothed up to the floor's size)."""
    gw, gh = 48, 34
    fx0, fy0, fx1, fy1 = layout.frame
    lamps = []
    for lab, strength in ((room.centre, 1.0), ("F7", 0.7), ("P7", 0.7)):
        if lab in layout.centres:
            x, y = layout.centres[lab]
            lamps.append(((x - fx0) / (fx1 - fx0) * gw, (y - fy0) / (fy1 - fy0) * gh, strength))
    small = pygame.Surface((gw, gh))
    for y in range(gh):
        for x in range(gw):
            light = 0.0
            for lx, ly, strength in lamps:
                d = math.hypot((x + 0.5 - lx) / gw * 1.45, (y + 0.5 - ly) / gh)
                light += strength * math.exp(-(d / 0.42) ** 2)
            v = min(1.0, 0.52 + 0.6 * light)
            small.set_at((x, y), (int(255 * v), int(232 * v + 10), int(198 * v + 12)))
    return small


def _draw_labels(surf: pygame.Surface, room: Ballroom, centres: dict, s: float) -> None:
    """Each hex's label, small, on the side away from its arrow (under a path hex's ribbon)."""
    size = max(9, int(s * 0.34))
    for lab in room.labels:
        h = room.hexes[lab]
        if h.is_path:
            d = 3
            dist = 0.5
        else:
            d = (h.direction + 3) % 6
            dist = 0.5
        a = math.radians(-90 + 60 * d)
        x, y = centres[lab]
        pos = (x + math.cos(a) * s * dist, y + math.sin(a) * s * dist)
        theme.draw_text(surf, lab, "text_semibold", size, (250, 240, 220), pos, "center", shadow=True)
