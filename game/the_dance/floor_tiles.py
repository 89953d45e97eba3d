"""The Dance's floor tiles and palette: the parquet, marble, entry, circle, Server, arrow and chevron
sprites one hex wide, drawn supersampled once per hex size (lru-cached) for floor_art to lay out, and the
small drawing helpers the room's pictures share.

Drawing only; never game state, never per frame. Sizes are hex circumradii in pixels.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.core import hexgrid
from game.the_dance import piece_art
from game.ui import theme
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


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def shrink(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


def hex_mask(half: int, radius: float, k: int) -> pygame.Surface:
    mask = pygame.Surface((2 * half * k, 2 * half * k), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), hexgrid.corners(half * k, half * k, radius * k))
    return mask


# --- tiles -----------------------------------------------------------------------------------------

def tile_half(s: int) -> int:
    return int(math.ceil(s)) + 1


def tile_canvas(s: int):
    """What every tile starts from: half its final width, the supersampling factor k, the big canvas's
    width n and centre c, the hex radius R on it, and the clear canvas itself (shrunk by k when done)."""
    half = tile_half(s)
    n = 2 * half * SUPER
    return half, SUPER, n, half * SUPER, s * SUPER, pygame.Surface((n, n), pygame.SRCALPHA)


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
        shade = mix(base, (255, 230, 190), rng.uniform(-0.06, 0.1)) if rng.random() < 0.5 else \
            mix(base, (20, 10, 4), rng.uniform(0.0, 0.16))
        planks.fill(shade, (0, y, side, width))
        # grain: a few long faint lines along the plank
        for _ in range(3):
            gy = y + rng.uniform(0.15, 0.85) * width
            tone_line = mix(shade, (30, 16, 8), rng.uniform(0.1, 0.22))
            pygame.draw.line(planks, tone_line, (0, gy), (side, gy + rng.uniform(-2, 2) * k), max(1, k // 2))
        # plank ends, staggered
        x = rng.uniform(0, n * 0.6)
        while x < side:
            pygame.draw.line(planks, mix(shade, GROUT, 0.55), (x, y), (x, y + width), max(1, k // 2))
            x += rng.uniform(n * 0.5, n * 0.9)
        pygame.draw.line(planks, mix(shade, GROUT, 0.6), (0, y), (side, y), max(1, k // 2))
        y += width
    turned = pygame.transform.rotate(planks, 30 + 60 * (pattern % 3))
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    big.blit(turned, turned.get_rect(center=(n // 2, n // 2)))
    c = half * k
    R = s * k
    big.blit(hex_mask(half, s, k), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    # bevel: lit from the upper left, a dark seam all round
    pts = hexgrid.corners(c, c, R * 0.965)
    for i in range(6):
        a, b = pts[i], pts[(i + 1) % 6]
        mid_angle = math.radians(60 * i + 30)
        lit = -math.cos(mid_angle - math.radians(225))  # +1 for edges facing up-left
        colour = (255, 236, 200, int(60 * max(0.0, lit))) if lit > 0 else (10, 4, 0, int(70 * -lit))
        pygame.draw.line(big, colour, a, b, max(1, int(R * 0.05)))
    pygame.draw.polygon(big, (*GROUT, 255), hexgrid.corners(c, c, R), max(1, int(k * max(1.0, s / 28))))
    return shrink(big, (2 * half, 2 * half))


@lru_cache(maxsize=12)
def marble_tile(s: int, variant: int) -> pygame.Surface:
    """One hex of the waltz lane: dark marble with pale veins."""
    half, k, n, c, R, big = tile_canvas(s)
    rng = random.Random(100 + variant)
    big.fill((*MARBLE[0], 255))
    for i in range(8):
        t = i / 7
        pygame.draw.circle(big, mix(MARBLE[1], MARBLE[0], t), (c + R * 0.2, c + R * 0.25), R * (1.4 - 1.0 * t))
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
    big.blit(hex_mask(half, s, k), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.polygon(big, (*GROUT, 255), hexgrid.corners(c, c, R), max(1, int(k * max(1.0, s / 28))))
    pygame.draw.polygon(big, (*theme.Palette.gold_dark, 150), hexgrid.corners(c, c, R * 0.93), max(1, k // 2))
    return shrink(big, (2 * half, 2 * half))


@lru_cache(maxsize=12)
def entry_tile(s: int, colour: str) -> pygame.Surface:
    """An entry hex: the table's colour laid in the floor, with a gilded border."""
    half, k, n, c, R, big = tile_canvas(s)
    body, light = piece_art.FAMILY_LOOK[colour][0], piece_art.FAMILY_LOOK[colour][1]
    for i in range(10):
        t = i / 9
        pygame.draw.polygon(big, (*mix(mix(body, (0, 0, 0), 0.25), light, t * 0.45), 255),
                            hexgrid.corners(c, c, R * (1 - 0.6 * t)))
    pygame.draw.polygon(big, (*GROUT, 255), hexgrid.corners(c, c, R), max(1, int(k * max(1.0, s / 28))))
    pygame.draw.polygon(big, (*theme.Palette.gold, 255), rounded_hex_points(c, c, R * 0.86, R * 0.1),
                        max(2, int(R * 0.06)))
    pygame.draw.polygon(big, (*theme.Palette.gold_light, 160), rounded_hex_points(c, c, R * 0.74, R * 0.08),
                        max(1, int(R * 0.025)))
    return shrink(big, (2 * half, 2 * half))


@lru_cache(maxsize=12)
def circle_ring(s: int) -> pygame.Surface:
    """A white circle: a mother-of-pearl ring inlaid in the lane."""
    half, k, n, c, R, big = tile_canvas(s)
    pygame.draw.circle(big, (*GROUT, 200), (c, c), R * 0.66, int(R * 0.16))
    pygame.draw.circle(big, (*PEARL, 255), (c, c), R * 0.63, max(2, int(R * 0.1)))
    pygame.draw.circle(big, (255, 255, 255, 140), (c - R * 0.02, c - R * 0.02), R * 0.62, max(1, int(R * 0.03)))
    return shrink(big, (2 * half, 2 * half))


@lru_cache(maxsize=24)
def server_inlay(s: int, number: int) -> pygame.Surface:
    """A Server hex: a silver salver set in the floor, engraved with its number."""
    half, k, n, c, R, big = tile_canvas(s)
    pygame.draw.circle(big, (*GROUT, 170), (c + R * 0.03, c + R * 0.06), R * 0.5)
    for i in range(8):
        t = i / 7
        pygame.draw.circle(big, (*mix(SILVER[1], SILVER[0], t), 255), (c - R * 0.06 * t, c - R * 0.08 * t),
                           R * 0.46 * (1 - 0.45 * t))
    pygame.draw.circle(big, (*SILVER[1], 255), (c, c), R * 0.46, max(1, int(R * 0.04)))
    pygame.draw.circle(big, (*SILVER[1], 200), (c, c), R * 0.36, max(1, int(R * 0.02)))
    f = theme.font("display_bold", max(6, int(R * 0.52)))
    glyph = f.render(str(number), True, (52, 56, 72))
    big.blit(glyph, glyph.get_rect(center=(c, c + R * 0.02)))
    return shrink(big, (2 * half, 2 * half))


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
    return shrink(big, (2 * half, 2 * half))


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
    return shrink(big, (2 * half, 2 * half))


def blit_centred(target, sprite, centre) -> None:
    w, h = sprite.get_size()
    target.blit(sprite, (int(round(centre[0] - w / 2)), int(round(centre[1] - h / 2))))

