"""Pre-rendered sprites for Trifoil: glowing Blink tiles, link lights, outlines and spin handles.

Everything is drawn once per pixel size and cached; the table only blits. Never touches game state.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.hex_view import rounded_hex_points

SUPER = 3  # supersampling factor: shapes are drawn large and smoothscaled down for soft edges
TILE_FILL = 0.93  # drawn tile radius as a share of the grid radius (the rest is the gap)
CORNER = 0.2  # rounded-corner radius as a share of the grid radius
LIGHT_REACH = 0.56  # distance of a light from its tile's centre, as a share of the grid radius
ROTATION_STEP = 3  # degrees between cached rotated tiles (a hexagon repeats every 60)

# The Blink body: smoky pearl glass that lets the coloured lights glow on it.
BODY_CENTRE = (92, 84, 128)
BODY_EDGE = (44, 36, 74)
RIM = (206, 196, 240)
HALO = (150, 128, 220)


def _blur(surf: pygame.Surface, radius: int) -> pygame.Surface:
    return pygame.transform.gaussian_blur(surf, max(1, radius)) if radius > 0 else surf


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


# --- the tile ----------------------------------------------------------------------------

def tile_margin(grid_r: int) -> int:
    """Pixels of glow around a tile sprite beyond the grid radius."""
    return max(3, int(grid_r * 0.22))


@lru_cache(maxsize=16)
def tile_sprite(grid_r: int) -> pygame.Surface:
    """A Blink at grid radius `grid_r`: halo, gradient body, rim light. Centred in its surface."""
    grid_r = max(4, int(grid_r))
    half = grid_r + tile_margin(grid_r)
    size = 2 * half
    big = size * SUPER
    c = big / 2
    r = grid_r * TILE_FILL * SUPER
    corner = grid_r * CORNER * SUPER

    # the soft halo around the tile, like light leaking from its edges
    halo = pygame.Surface((size, size), pygame.SRCALPHA)
    halo.fill((*HALO, 0))
    pygame.draw.polygon(halo, (*HALO, 120), rounded_hex_points(half, half, grid_r * TILE_FILL, grid_r * CORNER))
    halo = _blur(halo, max(2, grid_r // 7))

    body = pygame.Surface((big, big), pygame.SRCALPHA)
    body.fill((*BODY_EDGE, 0))
    steps = 22
    for i in range(steps):
        t = i / (steps - 1)  # 0 at the rim, 1 at the centre
        colour = _mix(BODY_EDGE, BODY_CENTRE, t ** 0.8)
        rr = r * (1.0 - 0.86 * t)
        pygame.draw.polygon(body, (*colour, 255), rounded_hex_points(c, c, rr, corner * (1.0 - 0.7 * t)))
    # the rim: a bright thin edge and a faint inner bevel
    pygame.draw.polygon(body, (*RIM, 235), rounded_hex_points(c, c, r, corner), max(1, int(SUPER * grid_r / 34)))
    pygame.draw.polygon(body, (*_mix(RIM, BODY_EDGE, 0.55), 150),
                        rounded_hex_points(c, c, r - SUPER * max(2, grid_r / 16), corner * 0.85),
                        max(1, int(SUPER * grid_r / 40)))
    body = pygame.transform.smoothscale(body, (size, size))

    # a soft inner bloom makes the glass look lit from within
    bloom = pygame.Surface((size, size), pygame.SRCALPHA)
    bloom.fill((255, 255, 255, 0))
    pygame.draw.circle(bloom, (220, 214, 255, 46), (half, half), int(grid_r * 0.55))
    bloom = _blur(bloom, max(2, grid_r // 5))

    out = halo
    out.blit(body, (0, 0))
    out.blit(bloom, (0, 0))
    return out


def rotated_tile(grid_r: int, degrees: int) -> pygame.Surface:
    """The tile turned by `degrees` (screen clockwise), quantised; a hexagon repeats every 60."""
    return turned_tile(grid_r, int(round(degrees / ROTATION_STEP)) * ROTATION_STEP % 60)


@lru_cache(maxsize=64)
def turned_tile(grid_r: int, step: int) -> pygame.Surface:
    """The tile turned by `step` degrees, a multiple of ROTATION_STEP below 60 (kept per step, not per
    degree asked: a spin from any angle meets the same pictures). Font-free: painted ahead."""
    if step == 0:
        return tile_sprite(grid_r)
    return pygame.transform.rotozoom(_turning_base(grid_r), -step, 1.0)


@lru_cache(maxsize=4)
def _turning_base(grid_r: int) -> pygame.Surface:
    """The tile's own copy to turn: turning locks its picture while the painting thread works, and the
    tile the frames blit must never be locked under them."""
    return tile_sprite(grid_r).copy()


@lru_cache(maxsize=32)
def tile_outline(grid_r: int, colour: tuple, width: float, glow: bool) -> pygame.Surface:
    """A rounded-hex outline for selection and targets, with an optional glow."""
    half = grid_r + tile_margin(grid_r)
    size = 2 * half
    big = pygame.Surface((size * SUPER, size * SUPER), pygame.SRCALPHA)
    big.fill((*colour, 0))
    pts = rounded_hex_points(half * SUPER, half * SUPER, grid_r * TILE_FILL * SUPER + SUPER, grid_r * CORNER * SUPER)
    pygame.draw.polygon(big, (*colour, 255), pts, max(1, int(width * SUPER)))
    line = pygame.transform.smoothscale(big, (size, size))
    if not glow:
        return line
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.fill((*colour, 0))
    pygame.draw.polygon(out, (*colour, 170), rounded_hex_points(half, half, grid_r * TILE_FILL + 1, grid_r * CORNER),
                        max(2, int(width * 2.5)))
    out = _blur(out, max(2, grid_r // 9))
    out.blit(line, (0, 0))
    return out


@lru_cache(maxsize=16)
def tile_lit(grid_r: int, colour: tuple) -> pygame.Surface:
    """A soft wash of light inside a tile: the chosen Blink glows as if pressed."""
    half = grid_r + tile_margin(grid_r)
    out = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    out.fill((*colour, 0))
    pygame.draw.polygon(out, (*colour, 70), rounded_hex_points(half, half, grid_r * 0.8, grid_r * CORNER))
    return _blur(out, max(2, grid_r // 5))


@lru_cache(maxsize=16)
def tile_shadow(grid_r: int) -> pygame.Surface:
    """A dark soft shadow under a lifted (spinning) tile."""
    half = grid_r + tile_margin(grid_r)
    out = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    pygame.draw.polygon(out, (4, 2, 12, 150), rounded_hex_points(half, half, grid_r * 0.95, grid_r * CORNER))
    return _blur(out, max(2, grid_r // 6))


# --- the lights --------------------------------------------------------------------------

def light_radius(grid_r: int) -> int:
    return max(3, int(grid_r * 0.42))


@lru_cache(maxsize=256)
def light_sprite(grid_r: int, colour: tuple, ring: bool, level: int = 8) -> pygame.Surface:
    """A link's light at `level`/8 brightness, for additive blitting (BLEND_RGB_ADD): a soft coloured
    glow with a hot core, or (colour-blind palette, second player) a glowing ring with a dark heart."""
    lr = light_radius(grid_r)
    size = 2 * lr + 2
    k = max(0, min(8, level)) / 8.0
    big = size * SUPER
    c = big / 2
    surf = pygame.Surface((big, big))
    surf.fill((0, 0, 0))
    steps = 30
    if not ring:
        for i in range(steps):
            d = 1.0 - i / (steps - 1) * 0.98  # distance from the centre as a share of the radius
            glow = 1.3 * math.exp(-(d / 0.6) ** 2) - 0.08
            core = math.exp(-(d / 0.2) ** 2)
            col = [max(0, min(255, (colour[j] * glow + 255 * 0.85 * core) * k)) for j in range(3)]
            pygame.draw.circle(surf, col, (c, c), lr * SUPER * d)
    else:
        ring_r = lr * 0.52
        for i in range(steps):
            t = i / (steps - 1)
            rr = lr * SUPER * (1.0 - 0.97 * t)
            d = abs(rr / SUPER - ring_r) / (lr - ring_r)  # 0 on the ring line
            glow = max(0.0, 1.0 - d) ** 2.2
            col = [min(255, colour[j] * (0.1 + 0.9 * glow) * k) for j in range(3)]
            pygame.draw.circle(surf, col, (c, c), rr)
        # the bright ring line itself, then a dark heart so the shape reads as a ring
        hot = [min(255, (colour[j] * 1.05 + 40) * k) for j in range(3)]
        pygame.draw.circle(surf, hot, (c, c), ring_r * SUPER, max(2, int(lr * SUPER * 0.2)))
        pygame.draw.circle(surf, [int(colour[j] * 0.05 * k) for j in range(3)], (c, c), ring_r * SUPER * 0.55)
    return pygame.transform.smoothscale(surf, (size, size))


@lru_cache(maxsize=64)
def light_shade(grid_r: int) -> pygame.Surface:
    """A soft dark disc under a light, so lights read on any background (normal alpha blit)."""
    lr = light_radius(grid_r)
    size = 2 * lr + 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    pygame.draw.circle(surf, (8, 4, 20, 120), (size // 2, size // 2), int(lr * 0.62))
    return _blur(surf, max(1, lr // 4))


@lru_cache(maxsize=32)
def slot_dot(grid_r: int) -> pygame.Surface:
    """The faint unlit lamp at every face of a Blink."""
    d = max(2, int(grid_r * 0.11))
    size = 2 * d + 2
    big = pygame.Surface((size * SUPER, size * SUPER), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    pygame.draw.circle(big, (24, 16, 46, 70), (size * SUPER // 2, size * SUPER // 2), d * SUPER)
    pygame.draw.circle(big, (190, 180, 235, 48), (size * SUPER // 2, size * SUPER // 2), d * SUPER, SUPER)
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=32)
def halo_sprite(radius: int, colour: tuple, alpha: int = 150) -> pygame.Surface:
    """A soft round glow (chain highlight, selection sparkle), normal alpha blit."""
    radius = max(2, radius)
    size = 2 * radius + 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.fill((*colour, 0))
    pygame.draw.circle(surf, (*colour, alpha), (size // 2, size // 2), int(radius * 0.62))
    return _blur(surf, max(1, radius // 3))


# --- spin handles ------------------------------------------------------------------------

@lru_cache(maxsize=32)
def medallion(radius: int, state: str) -> pygame.Surface:
    """The round gold badge naming a triangle; state is 'on', 'hover' or 'off'."""
    radius = max(6, radius)
    size = 2 * radius + 8
    big = pygame.Surface((size * SUPER, size * SUPER), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    c = size * SUPER // 2
    R = radius * SUPER
    gold = theme.Palette.gold if state != "off" else (118, 104, 118)
    light = theme.Palette.gold_light if state == "hover" else gold
    fill = (52, 26, 70) if state != "hover" else (84, 44, 104)
    pygame.draw.circle(big, (*fill, 235 if state != "off" else 170), (c, c), R)
    pygame.draw.circle(big, (*light, 255), (c, c), R, max(2, R // 9))
    pygame.draw.circle(big, (*gold, 130), (c, c), int(R * 0.78), max(1, R // 22))
    surf = pygame.transform.smoothscale(big, (size, size))
    if state == "hover":
        glow = pygame.Surface((size, size), pygame.SRCALPHA)
        glow.fill((*theme.Palette.gold_light, 0))
        pygame.draw.circle(glow, (*theme.Palette.gold_light, 110), (size // 2, size // 2), radius + 2, 3)
        glow = _blur(glow, 3)
        glow.blit(surf, (0, 0))
        surf = glow
    return surf


@lru_cache(maxsize=64)
def spin_arrow(radius: int, clockwise: bool, state: str) -> pygame.Surface:
    """A small round button with a curved arrow (clockwise or not); state 'on', 'hover' or 'off'."""
    radius = max(5, radius)
    size = 2 * radius + 6
    S = SUPER
    big = pygame.Surface((size * S, size * S), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    c = size * S / 2
    R = radius * S
    if state == "off":
        ring, ink, fill = (96, 84, 104), (120, 108, 130), (34, 22, 46, 170)
    elif state == "hover":
        ring, ink, fill = theme.Palette.gold_light, theme.Palette.ivory, (96, 52, 112, 245)
    else:
        ring, ink, fill = theme.Palette.gold, theme.Palette.gold_light, (52, 26, 70, 235)
    pygame.draw.circle(big, fill, (c, c), R)
    pygame.draw.circle(big, (*ring, 255), (c, c), R, max(2, R // 10))
    # a 270-degree arc with an arrowhead at its end
    ar = R * 0.52
    width = max(2, int(R * 0.16))
    start, sweep = (-220, 250)
    pts = []
    for k in range(41):
        a = math.radians(start + sweep * k / 40)
        pts.append((c + ar * math.cos(a), c + ar * math.sin(a)))
    if not clockwise:
        pts = [(2 * c - x, y) for x, y in pts]
    pygame.draw.lines(big, ink, False, pts, width)
    for x, y in (pts[0],):
        pygame.draw.circle(big, ink, (x, y), width / 2)
    # arrowhead pointing along the arc's direction at its end
    (x0, y0), (x1, y1) = pts[-4], pts[-1]
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy) or 1.0
    dx, dy = dx / n, dy / n
    head = R * 0.34
    tip = (x1 + dx * head * 0.6, y1 + dy * head * 0.6)
    left = (x1 - dx * head * 0.4 - dy * head * 0.62, y1 - dy * head * 0.4 + dx * head * 0.62)
    right = (x1 - dx * head * 0.4 + dy * head * 0.62, y1 - dy * head * 0.4 - dx * head * 0.62)
    pygame.draw.polygon(big, ink, [tip, left, right])
    return pygame.transform.smoothscale(big, (size, size))


def warm_up_steps(grid_r: int, colours, rings=(False, False), painting=None, between=()):
    """Render every sprite a table at this size will need, so no frame pays for drawing one. `colours`
    are the two players' light colours; `rings` says which player's lights are rings. A generator: the
    table runs a few steps per frame after its first frame (every sprite function is memoised, so one
    needed earlier is simply drawn on demand). Every sprite here is font-free and drawn on surfaces of
    its own: `painting(paint, *args)`, when given, is how they are painted (game.ui.paint_ahead.ahead:
    on a helper thread while frames go on), in two batches: what a move needs first (the blurred
    sprites take 20-30 ms each at 1080p, a spin's turned tiles 3 ms), then the steps of `between` (the
    table's own), then the quick sprites."""
    def batch(jobs):
        if painting is None:
            for paint, args in jobs:
                yield paint(*args)
        else:
            yield from painting(_paint_each, tuple(jobs))

    first = [(tile_sprite, (grid_r,)), (tile_shadow, (grid_r,))]
    first += [(tile_outline, (grid_r, tuple(colour), 1.6, True)) for colour in colours]
    first += [(tile_lit, (grid_r, (255, 244, 222))),
              (tile_outline, (grid_r, theme.Palette.gold_light, 2.6, True)),
              (tile_outline, (grid_r, theme.Palette.ivory, 3.4, True)),
              (halo_sprite, (int(grid_r * 0.42), theme.Palette.gold_light, 170))]
    first += [(turned_tile, (grid_r, step)) for step in range(ROTATION_STEP, 60, ROTATION_STEP)]
    yield from batch(first)
    yield from between
    quick = [(slot_dot, (grid_r,)), (light_shade, (grid_r,))]
    quick += [(light_sprite, (grid_r, tuple(colour), ring, level))
              for colour, ring in zip(colours, rings) for level in range(1, 9)]
    quick += [(tile_outline, (grid_r, theme.Palette.gold, tenths / 10, False)) for tenths in range(12, 21, 2)]
    quick.append((tile_outline, (grid_r, theme.Palette.ivory, 1.6, False)))
    yield from batch(quick)


def _paint_each(jobs) -> None:
    """Paint `jobs` ((sprite function, its arguments), ...) one after another (a batch for the helper
    thread: one hand-over for many sprites)."""
    for paint, args in jobs:
        paint(*args)


def warm_up(grid_r: int, colours, rings=(False, False)) -> None:
    """Render every sprite at once (tests, help diagrams)."""
    for _ in warm_up_steps(grid_r, colours, rings):
        pass


def blit_centred(target: pygame.Surface, sprite: pygame.Surface, centre, flags: int = 0) -> None:
    w, h = sprite.get_size()
    target.blit(sprite, (int(round(centre[0] - w / 2)), int(round(centre[1] - h / 2))), special_flags=flags)
