"""The still pictures of The Dance's room, drawn once per hex size and then only blitted: the floor (a
parquet of 263 hexes under candle light, a dark marble lane with the red waltz ribbon and its gold
chevrons, the white circles, the silver Server hexes, the entry hexes in their table's colour, an
arrow on every other hex: faint, or clear with the labels for the "show arrows" view), and the areas
off the grid: the six Sanctuary tables, the Tempo track and the kitchen.

Drawing only, from the ballroom data and board_layout; never game state, never per frame (board_view
caches what these functions return). Sizes are hex circumradii in pixels.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.core import hexgrid
from game.the_dance import piece_art
from game.the_dance.board_layout import PLAQUE_R, SQ3, WINNING_SEAT, RoomLayout, TablePlaces
from game.the_dance.ballroom import Ballroom
from game.ui import theme
from game.ui.card_art import star_points
from game.ui.hex_view import rounded_hex_points

SUPER = 3

# Oak parquet by candle light: three plank directions, three tones, so neighbours never match.
OAK = ((170, 112, 62), (148, 96, 52), (126, 80, 42))
GROUT = (40, 22, 14)
MARBLE = ((44, 40, 52), (30, 28, 38))          # the waltz lane: dark marble, pale veins
VEIN = (150, 144, 160)
RIBBON = (164, 26, 44)
RIBBON_DARK = (96, 12, 26)
BORDER = ((38, 24, 30), (22, 14, 20))           # the floor's frame: dark stone
PEARL = (246, 240, 226)
SILVER = ((214, 218, 228), (126, 130, 146))


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def _down(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


def _hex_mask(half: int, radius: float, k: int) -> pygame.Surface:
    mask = pygame.Surface((2 * half * k, 2 * half * k), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), hexgrid.corners(half * k, half * k, radius * k))
    return mask


# --- tiles -----------------------------------------------------------------------------------------

def tile_half(s: int) -> int:
    return int(math.ceil(s)) + 1


@lru_cache(maxsize=24)
def parquet_tile(s: int, pattern: int, tone: int) -> pygame.Surface:
    """One hex of oak parquet: planks running one of three ways (`pattern`), a tone, the grout line
    round it and a faint bevel."""
    half = tile_half(s)
    k = SUPER
    n = 2 * half * k
    rng = random.Random(pattern * 31 + tone * 7 + 3)
    base = OAK[tone % 3]
    side = int(n * 1.45)
    planks = pygame.Surface((side, side))
    width = max(3, int(2 * s * k / 5))
    y = 0
    while y < side:
        shade = _mix(base, (255, 230, 190), rng.uniform(-0.06, 0.1)) if rng.random() < 0.5 else \
            _mix(base, (20, 10, 4), rng.uniform(0.0, 0.16))
        planks.fill(shade, (0, y, side, width))
        # grain: a few long faint lines along the plank
        for _ in range(3):
            gy = y + rng.uniform(0.15, 0.85) * width
            tone_line = _mix(shade, (30, 16, 8), rng.uniform(0.1, 0.22))
            pygame.draw.line(planks, tone_line, (0, gy), (side, gy + rng.uniform(-2, 2) * k), max(1, k // 2))
        # plank ends, staggered
        x = rng.uniform(0, n * 0.6)
        while x < side:
            pygame.draw.line(planks, _mix(shade, GROUT, 0.55), (x, y), (x, y + width), max(1, k // 2))
            x += rng.uniform(n * 0.5, n * 0.9)
        pygame.draw.line(planks, _mix(shade, GROUT, 0.6), (0, y), (side, y), max(1, k // 2))
        y += width
    turned = pygame.transform.rotate(planks, 30 + 60 * (pattern % 3))
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    big.blit(turned, turned.get_rect(center=(n // 2, n // 2)))
    c = half * k
    R = s * k
    big.blit(_hex_mask(half, s, k), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    # bevel: lit from the upper left, a dark seam all round
    pts = hexgrid.corners(c, c, R * 0.965)
    for i in range(6):
        a, b = pts[i], pts[(i + 1) % 6]
        mid_angle = math.radians(60 * i + 30)
        lit = -math.cos(mid_angle - math.radians(225))  # +1 for edges facing up-left
        colour = (255, 236, 200, int(60 * max(0.0, lit))) if lit > 0 else (10, 4, 0, int(70 * -lit))
        pygame.draw.line(big, colour, a, b, max(1, int(R * 0.05)))
    pygame.draw.polygon(big, (*GROUT, 255), hexgrid.corners(c, c, R), max(1, int(k * max(1.0, s / 28))))
    return _down(big, (2 * half, 2 * half))


@lru_cache(maxsize=12)
def marble_tile(s: int, variant: int) -> pygame.Surface:
    """One hex of the waltz lane: dark marble with pale veins."""
    half = tile_half(s)
    k = SUPER
    n = 2 * half * k
    c = half * k
    R = s * k
    rng = random.Random(100 + variant)
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    big.fill((*MARBLE[0], 255))
    for i in range(8):
        t = i / 7
        pygame.draw.circle(big, _mix(MARBLE[1], MARBLE[0], t), (c + R * 0.2, c + R * 0.25), R * (1.4 - 1.0 * t))
    veins = pygame.Surface((n, n), pygame.SRCALPHA)
    for _ in range(3):
        x, y = rng.uniform(0, n), rng.uniform(0, n)
        angle = rng.uniform(0, math.tau)
        pts = []
        for _ in range(9):
            pts.append((x, y))
            angle += rng.uniform(-0.7, 0.7)
            x += math.cos(angle) * R * 0.3
            y += math.sin(angle) * R * 0.3
        pygame.draw.lines(veins, (*VEIN, rng.randint(40, 90)), False, pts, max(1, int(k * rng.uniform(0.5, 1.4))))
    big.blit(veins, (0, 0))
    big.blit(_hex_mask(half, s, k), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.polygon(big, (*GROUT, 255), hexgrid.corners(c, c, R), max(1, int(k * max(1.0, s / 28))))
    pygame.draw.polygon(big, (*theme.Palette.gold_dark, 150), hexgrid.corners(c, c, R * 0.93), max(1, k // 2))
    return _down(big, (2 * half, 2 * half))


@lru_cache(maxsize=12)
def entry_tile(s: int, colour: str) -> pygame.Surface:
    """An entry hex: the table's colour laid in the floor, with a gilded border."""
    half = tile_half(s)
    k = SUPER
    n = 2 * half * k
    c = half * k
    R = s * k
    body, light = piece_art.FAMILY_LOOK[colour][0], piece_art.FAMILY_LOOK[colour][1]
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    for i in range(10):
        t = i / 9
        pygame.draw.polygon(big, (*_mix(_mix(body, (0, 0, 0), 0.25), light, t * 0.45), 255),
                            hexgrid.corners(c, c, R * (1 - 0.6 * t)))
    pygame.draw.polygon(big, (*GROUT, 255), hexgrid.corners(c, c, R), max(1, int(k * max(1.0, s / 28))))
    pygame.draw.polygon(big, (*theme.Palette.gold, 255), rounded_hex_points(c, c, R * 0.86, R * 0.1),
                        max(2, int(R * 0.06)))
    pygame.draw.polygon(big, (*theme.Palette.gold_light, 160), rounded_hex_points(c, c, R * 0.74, R * 0.08),
                        max(1, int(R * 0.025)))
    return _down(big, (2 * half, 2 * half))


@lru_cache(maxsize=12)
def circle_ring(s: int) -> pygame.Surface:
    """A white circle: a mother-of-pearl ring inlaid in the lane."""
    half = tile_half(s)
    k = SUPER
    c = half * k
    R = s * k
    big = pygame.Surface((2 * half * k, 2 * half * k), pygame.SRCALPHA)
    pygame.draw.circle(big, (*GROUT, 200), (c, c), R * 0.66, int(R * 0.16))
    pygame.draw.circle(big, (*PEARL, 255), (c, c), R * 0.63, max(2, int(R * 0.1)))
    pygame.draw.circle(big, (255, 255, 255, 140), (c - R * 0.02, c - R * 0.02), R * 0.62, max(1, int(R * 0.03)))
    return _down(big, (2 * half, 2 * half))


@lru_cache(maxsize=24)
def server_inlay(s: int, number: int) -> pygame.Surface:
    """A Server hex: a silver salver set in the floor, engraved with its number."""
    half = tile_half(s)
    k = SUPER
    c = half * k
    R = s * k
    big = pygame.Surface((2 * half * k, 2 * half * k), pygame.SRCALPHA)
    pygame.draw.circle(big, (*GROUT, 170), (c + R * 0.03, c + R * 0.06), R * 0.5)
    for i in range(8):
        t = i / 7
        pygame.draw.circle(big, (*_mix(SILVER[1], SILVER[0], t), 255), (c - R * 0.06 * t, c - R * 0.08 * t),
                           R * 0.46 * (1 - 0.45 * t))
    pygame.draw.circle(big, (*SILVER[1], 255), (c, c), R * 0.46, max(1, int(R * 0.04)))
    pygame.draw.circle(big, (*SILVER[1], 200), (c, c), R * 0.36, max(1, int(R * 0.02)))
    f = theme.font("display_bold", max(6, int(R * 0.52)))
    glyph = f.render(str(number), True, (52, 56, 72))
    big.blit(glyph, glyph.get_rect(center=(c, c + R * 0.02)))
    return _down(big, (2 * half, 2 * half))


@lru_cache(maxsize=24)
def faint_arrow(s: int, direction: int) -> pygame.Surface:
    """An arrow inlaid faintly in the wood: there to be found, not to shout."""
    half = tile_half(s)
    k = SUPER
    big = pygame.Surface((2 * half * k, 2 * half * k), pygame.SRCALPHA)
    c = half * k
    a = math.radians(-90 + 60 * direction)
    piece_art.draw_arrow(big, (c - math.sin(a) * k * 0.6 + k * 0.5, c + math.cos(a) * k * 0.6 + k * 0.8),
                         s * k * 0.8, direction, (255, 226, 180), None, 22)
    piece_art.draw_arrow(big, (c, c), s * k * 0.8, direction, (24, 12, 4), None, 52)
    return _down(big, (2 * half, 2 * half))


@lru_cache(maxsize=24)
def chevron(s: int, direction: int) -> pygame.Surface:
    """A gold chevron on the ribbon, pointing along it."""
    half = max(3, int(math.ceil(s * 0.36)))
    k = SUPER
    big = pygame.Surface((2 * half * k, 2 * half * k), pygame.SRCALPHA)
    c = half * k
    a = math.radians(-90 + 60 * direction)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    L = s * k * 0.2

    def at(along, across):
        return c + ux * along + nx * across, c + uy * along + ny * across

    shape = [at(L * 0.55, 0), at(-L * 0.45, -L * 0.95), at(-L * 0.8, -L * 0.62), at(-L * 0.05, 0),
             at(-L * 0.8, L * 0.62), at(-L * 0.45, L * 0.95)]
    pygame.draw.polygon(big, (*RIBBON_DARK, 220), [(x + k, y + k) for x, y in shape])
    pygame.draw.polygon(big, (*theme.Palette.gold_light, 255), shape)
    return _down(big, (2 * half, 2 * half))


def _blit_centred(target, sprite, centre) -> None:
    w, h = sprite.get_size()
    target.blit(sprite, (int(round(centre[0] - w / 2)), int(round(centre[1] - h / 2))))


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
        _blit_centred(surf, tile, centres[lab])

    _draw_rosette(surf, room, centres, s)
    _draw_ribbon(surf, room, centres, s)
    for n, lab in enumerate(room.server_hexes, start=1):
        _blit_centred(surf, server_inlay(si, n), centres[lab])
    _candle_light(surf, room, layout, centres, s)
    # the circles and chevrons stay bright whatever the light: they are what a player looks for
    ring = circle_ring(si)
    for lab in room.white_circles:
        _blit_centred(surf, ring, centres[lab])
    for i, lab in enumerate(room.waltz_path):
        nxt = room.waltz_path[(i + 1) % len(room.waltz_path)]
        d = hexgrid.face_between(room.coord(lab), room.coord(nxt))
        (ax, ay), (bx, by) = centres[lab], centres[nxt]
        _blit_centred(surf, chevron(si, d), ((ax + bx) / 2, (ay + by) / 2))
    for lab in room.arrow_order:
        h = room.hexes[lab]
        sprite = piece_art.clear_arrow(si, h.direction) if arrows else faint_arrow(si, h.direction)
        _blit_centred(surf, sprite, _arrow_anchor(centres[lab], h.direction, s, arrows))
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
    pygame.draw.aalines(surf, _mix(RIBBON, (255, 190, 190), 0.25), True, _offset(curve, -half_w * 0.25))
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


# --- the areas off the grid ---------------------------------------------------------------------------

def area_sprite_size(box, s: float, pad: float) -> tuple[int, int]:
    return int(math.ceil((box[2] - box[0] + 2 * pad) * s)), int(math.ceil((box[3] - box[1] + 2 * pad) * s))


AREA_PAD = 0.12  # units of room round a table, the track and the kitchen for their shadows


def _rounded_panel(big: pygame.Surface, rect: pygame.Rect, fill_top, fill_bottom, edge, radius: int,
                   edge_w: int) -> None:
    steps = 12
    for i in range(steps):
        t = i / (steps - 1)
        band = pygame.Rect(rect.left, rect.top + rect.height * i // steps, rect.width, rect.height // steps + 2)
        clip = big.get_clip()
        big.set_clip(band)
        pygame.draw.rect(big, _mix(fill_top, fill_bottom, t), rect, border_radius=radius)
        big.set_clip(clip)
    pygame.draw.rect(big, edge, rect, edge_w, border_radius=radius)


def build_table(table: TablePlaces, avatar_id: str | None, s: float, idle: bool = False) -> pygame.Surface:
    """A Sanctuary table: a velvet cloth in the family colour, the family plaque, five seats and the
    winning seat (starred). Its top-left corner is the cloth's top-left minus AREA_PAD."""
    w, h = area_sprite_size(table.cloth, s, AREA_PAD)
    k = SUPER
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    pad = AREA_PAD * s * k
    cw, ch = (table.cloth[2] - table.cloth[0]) * s * k, (table.cloth[3] - table.cloth[1]) * s * k
    cloth = pygame.Rect(round(pad), round(pad), round(cw), round(ch))
    body, light = piece_art.FAMILY_LOOK[table.colour][0], piece_art.FAMILY_LOOK[table.colour][1]
    radius = int(s * k * 0.35)
    shadow = cloth.move(int(s * k * 0.04), int(s * k * 0.08))
    pygame.draw.rect(big, (*piece_art.SHADOW, 150), shadow, border_radius=radius)
    _rounded_panel(big, cloth, _mix(body, light, 0.12), _mix(body, (0, 0, 0), 0.35), theme.Palette.gold_dark,
                   radius, max(2, int(s * k * 0.06)))
    pygame.draw.rect(big, theme.Palette.gold, cloth.inflate(-int(s * k * 0.14), -int(s * k * 0.14)),
                     max(1, int(s * k * 0.025)), border_radius=max(1, radius - int(s * k * 0.07)))
    surf = _down(big, (w, h))

    def at(u):
        return (u[0] - table.cloth[0] + AREA_PAD) * s, (u[1] - table.cloth[1] + AREA_PAD) * s

    si = max(2, int(round(s)))
    for k_seat, seat in enumerate(table.seats):
        _blit_centred(surf, piece_art.seat_well(si, k_seat == WINNING_SEAT), at(seat))
    _blit_centred(surf, plaque(si, table.colour, avatar_id), at(table.plaque))
    if idle:
        surf.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


@lru_cache(maxsize=16)
def plaque(s: int, colour: str, avatar_id: str | None) -> pygame.Surface:
    """The family's plaque at the end of its table: a gilt-edged disc with the family's initial."""
    body, light, ink, rim = piece_art.FAMILY_LOOK[colour]
    r = PLAQUE_R * s
    half = int(math.ceil(r)) + 3
    k = SUPER
    big = pygame.Surface((2 * half * k, 2 * half * k), pygame.SRCALPHA)
    c = half * k
    R = r * k
    pygame.draw.circle(big, (*piece_art.SHADOW, 160), (c + k, c + 2 * k), R)
    pygame.draw.circle(big, theme.Palette.gold_dark, (c, c), R)
    pygame.draw.circle(big, theme.Palette.gold, (c, c), R * 0.92)
    pygame.draw.circle(big, body, (c, c), R * 0.78)
    if avatar_id:
        f = theme.font("display_bold", max(6, int(R * 1.05)))
        glyph = f.render(piece_art.initial(avatar_id), True, ink)
        big.blit(glyph, glyph.get_rect(center=(c, c + R * 0.04)))
    return _down(big, (2 * half, 2 * half))


def build_tempo(boxes, s: float) -> pygame.Surface:
    """The Tempo track: four boxes, numbered; box 4 is marked "rest" (no Dancer moves there)."""
    x0, y0 = boxes[0][0], boxes[0][1]
    x1, y1 = boxes[-1][2], boxes[-1][3]
    w, h = area_sprite_size((x0, y0, x1, y1), s, AREA_PAD)
    k = SUPER
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    for n, (bx0, by0, bx1, by1) in enumerate(boxes, start=1):
        rect = pygame.Rect(round((bx0 - x0 + AREA_PAD) * s * k), round((by0 - y0 + AREA_PAD) * s * k),
                           round((bx1 - bx0) * s * k), round((by1 - by0) * s * k))
        rest = n == len(boxes)
        pygame.draw.rect(big, (*piece_art.SHADOW, 140), rect.move(int(s * k * 0.04), int(s * k * 0.08)),
                         border_radius=int(s * k * 0.18))
        top, bottom = ((52, 40, 70), (28, 22, 44)) if rest else ((74, 38, 58), (40, 18, 36))
        _rounded_panel(big, rect, top, bottom, theme.Palette.gold, int(s * k * 0.18), max(2, int(s * k * 0.05)))
    surf = _down(big, (w, h))
    if s < 9:
        return surf  # a miniature (a preview): numbers this small would only smudge the boxes
    size = theme.text_px(s * 0.5, 1.0, 12) if s >= 16 else 10
    for n, (bx0, by0, bx1, by1) in enumerate(boxes, start=1):
        cx = (bx0 + bx1) / 2 - x0 + AREA_PAD
        top = by0 - y0 + AREA_PAD
        theme.draw_text(surf, str(n), "display_bold", size, theme.Palette.gold_light,
                        (cx * s, (top + 0.34) * s), "center")
        if n == len(boxes):
            theme.draw_text(surf, "rest", "text_semibold", max(10, int(size * 0.8)), theme.Palette.ivory_dim,
                            (cx * s, (by1 - y0 + AREA_PAD - 0.3) * s), "center")
    return surf


def build_kitchen(box, spot, s: float) -> pygame.Surface:
    """The kitchen: a chequered floor behind a gilt frame, a silver mark where the Server waits."""
    w, h = area_sprite_size(box, s, AREA_PAD)
    k = SUPER
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    rect = pygame.Rect(round(AREA_PAD * s * k), round(AREA_PAD * s * k), round((box[2] - box[0]) * s * k),
                       round((box[3] - box[1]) * s * k))
    radius = int(s * k * 0.25)
    pygame.draw.rect(big, (*piece_art.SHADOW, 150), rect.move(int(s * k * 0.04), int(s * k * 0.08)),
                     border_radius=radius)
    tiles = pygame.Surface(rect.size, pygame.SRCALPHA)
    step = max(2, int(s * k * 0.36))
    for ty in range(0, rect.height, step):
        for tx in range(0, rect.width, step):
            dark = ((tx // step) + (ty // step)) % 2
            tiles.fill((38, 34, 44) if dark else (112, 104, 112), (tx, ty, step, step))
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    tiles.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(tiles, rect.topleft)
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (16, 10, 22, 120), veil.get_rect(), border_radius=radius)
    big.blit(veil, rect.topleft)
    pygame.draw.rect(big, theme.Palette.gold, rect, max(2, int(s * k * 0.05)), border_radius=radius)
    sx, sy = (spot[0] - box[0] + AREA_PAD) * s * k, (spot[1] - box[1] + AREA_PAD) * s * k
    pygame.draw.circle(big, (20, 16, 30, 200), (sx, sy), s * k * 0.78)
    pygame.draw.circle(big, (*SILVER[0], 220), (sx, sy), s * k * 0.78, max(2, int(s * k * 0.05)))
    surf = _down(big, (w, h))
    if s < 9:
        return surf
    size = theme.text_px(s * 0.5, 1.0, 12) if s >= 16 else 10
    label_x = ((spot[0] + 0.78 + box[2]) / 2 - box[0] + AREA_PAD) * s
    theme.draw_text(surf, "Kitchen", "display_bold", size, theme.Palette.gold_light,
                    (label_x, ((box[1] + box[3]) / 2 - box[1] + AREA_PAD) * s), "center", shadow=True)
    return surf


DOMAIN_KEY = (("Ext", (150, 46, 52)), ("Cor", (58, 120, 84)), ("Sub", (78, 70, 150)), ("Con", (186, 132, 42)))


def build_legend(box, s: float) -> pygame.Surface:
    """The key to a Dancer token, by the floor: one line per Domain, a small token with that
    Domain's corner filled in its colour and the Domain's short name beside it (Ext top left, Cor top
    right, Sub bottom left, Con bottom right), so a figure on a Dancer reads as its Domain without
    opening her card. Its top-left corner is the box's top-left minus AREA_PAD."""
    w, h = area_sprite_size(box, s, AREA_PAD)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if s < 9:
        return surf  # a miniature (a preview): no words this small
    k = SUPER
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    inner = pygame.Rect(round(AREA_PAD * s * k), round(AREA_PAD * s * k), round((box[2] - box[0]) * s * k),
                        round((box[3] - box[1]) * s * k))
    pygame.draw.rect(big, (*piece_art.SHADOW, 120), inner.move(int(s * k * 0.04), int(s * k * 0.08)),
                     border_radius=int(s * k * 0.2))
    _rounded_panel(big, inner, (52, 34, 62), (30, 20, 40), theme.Palette.gold_dark, int(s * k * 0.2),
                   max(2, int(s * k * 0.04)))
    size = max(8, int(s * 0.44))
    step = (box[3] - box[1] - 0.3) / 4  # units per line
    glyph_r = min(step * 0.5, 0.42)
    left = AREA_PAD + 0.14 + glyph_r
    rows = []
    for i, (name, tint) in enumerate(DOMAIN_KEY):
        cy = AREA_PAD + 0.15 + step * (i + 0.5)
        X, Y, R = left * s * k, cy * s * k, glyph_r * s * k
        pygame.draw.polygon(big, piece_art.PORCELAIN[0], rounded_hex_points(X, Y, R, R * 0.16))
        # the Domain's corner of the token: the quarter of it that figure sits in
        qx, qy = (1 if i % 2 else -1), (1 if i >= 2 else -1)
        corner = [(X, Y), (X + qx * R, Y), (X + qx * R * 0.5, Y + qy * R * SQ3 / 2), (X, Y + qy * R * SQ3 / 2)]
        pygame.draw.polygon(big, tint, corner)
        pygame.draw.polygon(big, piece_art.TOKEN_RIM, rounded_hex_points(X, Y, R, R * 0.16), max(2, int(k * s * 0.05)))
        rows.append((name, tint, cy))
    surf.blit(_down(big, (w, h)), (0, 0))
    room = (box[2] - box[0] + AREA_PAD - left - glyph_r - 0.2) * s
    while size > 7 and theme.font("text_bold", size).size("Con")[0] > room:
        size -= 1  # a small window: the names shrink to fit beside their tokens
    if theme.font("text_bold", size).size("Con")[0] > room:
        return surf
    for name, tint, cy in rows:
        theme.draw_text(surf, name, "text_bold", size, _mix(tint, (255, 255, 255), 0.55),
                        ((left + glyph_r + 0.14) * s, cy * s), "midleft")
    return surf
