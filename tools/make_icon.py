"""Draws the app icon with pygame: `python tools/make_icon.py` writes sprites/icon.png and icon.ico.

The icon is a glowing, gold-rimmed hexagonal Blink with a few coloured lights, on a transparent
background. Shapes are drawn four times larger and smoothscaled down, so edges are soft at 256 px.
"""
from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # drawing and saving need no window
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from game.ui.theme import Palette  # noqa: E402  (the same gold and seat colours as the tables)

SIZE = 256
SUPER = 4
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

BODY_EDGE = (40, 30, 70)  # smoky glass, dark at the rim ...
BODY_CENTRE = (104, 90, 146)  # ... and lit from within
LIGHTS = (Palette.seat_colours[0], Palette.seat_colours[1], (120, 230, 190))


def hex_points(c: float, radius: float, corner: float, steps: int = 8) -> list[tuple[float, float]]:
    """A flat-topped hexagon centred at (c, c) with rounded corners of radius `corner`."""
    inset = radius - corner / math.sin(math.radians(60))
    pts = []
    for i in range(6):
        base = math.radians(60 * i)
        ax, ay = c + inset * math.cos(base), c + inset * math.sin(base)
        for k in range(steps + 1):
            a = base + math.radians(-30 + 60 * k / steps)
            pts.append((ax + corner * math.cos(a), ay + corner * math.sin(a)))
    return pts


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def glow(size: int, colour, points_or_circle, blur: int, alpha: int) -> pygame.Surface:
    """A soft light: a shape filled with `colour`, then Gaussian-blurred."""
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    layer.fill((*colour, 0))
    if isinstance(points_or_circle, tuple):
        (x, y), r = points_or_circle
        pygame.draw.circle(layer, (*colour, alpha), (x, y), r)
    else:
        pygame.draw.polygon(layer, (*colour, alpha), points_or_circle)
    return pygame.transform.gaussian_blur(layer, blur)


def draw_icon() -> pygame.Surface:
    big = SIZE * SUPER
    c = big / 2
    outer = big * 0.40  # circumradius of the gold rim
    rim = big * 0.035
    corner = big * 0.06

    # 1. the tile itself, at 4x: a gold rim shaded top to bottom, then the glass body
    tile = pygame.Surface((big, big), pygame.SRCALPHA)
    tile.fill((0, 0, 0, 0))
    gold = pygame.Surface((big, big), pygame.SRCALPHA)
    for y in range(big):
        t = y / big
        colour = mix(Palette.gold_light, Palette.gold_dark, min(1.0, max(0.0, (t - 0.2) / 0.6)))
        pygame.draw.line(gold, (*colour, 255), (0, y), (big, y))
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.polygon(mask, (255, 255, 255, 255), hex_points(c, outer, corner))
    gold.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    tile.blit(gold, (0, 0))
    # a fine bright line just inside the rim, as if light caught the bevel
    pygame.draw.polygon(tile, (*Palette.gold_light, 255), hex_points(c, outer - rim * 0.55, corner * 0.9))
    pygame.draw.polygon(tile, (*Palette.gold_dark, 255), hex_points(c, outer - rim * 0.8, corner * 0.85))
    steps = 40
    inner = outer - rim
    for i in range(steps):
        t = i / (steps - 1)  # 0 at the rim, 1 at the centre
        r = inner * (1.0 - 0.9 * t)
        pygame.draw.polygon(tile, (*mix(BODY_EDGE, BODY_CENTRE, t ** 0.7), 255),
                            hex_points(c, r, corner * (1.0 - 0.9 * t)))

    # 2. coloured lights on three alternate faces, each a glow and a bright core
    lights = pygame.Surface((big, big), pygame.SRCALPHA)
    lights.fill((0, 0, 0, 0))
    reach = inner * 0.52
    for k, colour in enumerate(LIGHTS):
        a = math.radians(-90 + 120 * k)
        x, y = c + reach * math.cos(a), c + reach * math.sin(a)
        lights.blit(glow(big, colour, ((x, y), big * 0.085), SUPER * 9, 200), (0, 0))
        pygame.draw.circle(lights, (*colour, 255), (x, y), big * 0.042)
        pygame.draw.circle(lights, (*mix(colour, (255, 255, 255), 0.7), 255), (x, y), big * 0.022)
    lights.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)  # light stays on the tile
    tile.blit(lights, (0, 0))

    # a faint sheen across the upper glass
    sheen = pygame.Surface((big, big), pygame.SRCALPHA)
    sheen.fill((255, 255, 255, 0))
    pygame.draw.ellipse(sheen, (255, 255, 255, 34), (c - inner * 0.7, c - inner * 0.85, inner * 1.4, inner * 0.6))
    sheen = pygame.transform.gaussian_blur(sheen, SUPER * 6)
    tile.blit(sheen, (0, 0))

    small = pygame.transform.smoothscale(tile, (SIZE, SIZE))

    # 3. a warm golden halo behind it all, at the final size (a blur is cheaper there)
    out = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    halo_pts = hex_points(SIZE / 2, outer / SUPER * 1.02, corner / SUPER)
    out.blit(glow(SIZE, Palette.gold, halo_pts, 14, 230), (0, 0))
    out.blit(small, (0, 0))
    return out


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(surface: pygame.Surface) -> bytes:
    """A Windows .ico holding PNG images at the usual sizes (PNG entries: Windows Vista and later)."""
    images = [png_bytes(pygame.transform.smoothscale(surface, (s, s)) if s != SIZE else surface)
              for s in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for s, data in zip(ICO_SIZES, images):
        dim = 0 if s >= 256 else s  # 0 means 256 in an icon directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def main() -> int:
    icon = draw_icon()
    out = ROOT / "sprites"
    (out / "icon.png").write_bytes(png_bytes(icon))
    (out / "icon.ico").write_bytes(ico_bytes(icon))
    print(f"{out / 'icon.png'} and icon.ico written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
