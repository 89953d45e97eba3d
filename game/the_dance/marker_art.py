"""The Dance's markers off the floor as pictures: a Refreshment's face (a round chip in its Domain's
colour with the Domain's name and its pips, or the golden Ankh), a face-down Refreshment, a Plan as a
row of its symbols (the ones already matched lit, the rest hollow), and a Power's name on a small
plaque.

Drawing only, from the counters data; never game state. Each picture is supersampled once per size
and cached, so the panel only blits them.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.the_dance import piece_art
from game.the_dance.counters import counters
from game.ui import theme
from game.ui.theme import Palette

SUPER = 4

# A Domain's colour on its Refreshments (the name is printed on the chip too: colour is never alone).
DOMAIN_RGB = {"ext": (150, 46, 52), "cor": (58, 120, 84), "sub": (78, 70, 150), "con": (186, 132, 42)}
DOMAIN_SHORT = {"ext": "Ext", "cor": "Cor", "sub": "Sub", "con": "Con"}
ANKH_RGB = (222, 180, 70)
BACK_RGB = (70, 44, 86)


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def _canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)


def _down(big: pygame.Surface) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (big.get_width() // SUPER, big.get_height() // SUPER))


def _disc(big: pygame.Surface, c: float, R: float, body, rim) -> None:
    pygame.draw.circle(big, (*piece_art.SHADOW, 170), (c + SUPER * 0.6, c + SUPER * 1.2), R)
    for i in range(8):  # a domed face: lighter towards the top
        t = i / 7
        pygame.draw.circle(big, _mix(_mix(body, (0, 0, 0), 0.25), _mix(body, (255, 255, 255), 0.25), t),
                           (c, c - R * 0.08 * t), R * (1 - 0.4 * t))
    pygame.draw.circle(big, rim, (c, c), R, max(2, int(R * 0.1)))


def draw_ankh(big: pygame.Surface, cx: float, cy: float, h: float, colour, width: int) -> None:
    """The ankh: a loop over a cross, `h` tall (big pixels)."""
    loop_h = h * 0.42
    loop = pygame.Rect(0, 0, int(loop_h * 0.78), int(loop_h))
    loop.midbottom = (int(cx), int(cy - h * 0.08))
    pygame.draw.ellipse(big, colour, loop, width)
    bar_y = cy - h * 0.06
    pygame.draw.line(big, colour, (cx - h * 0.3, bar_y), (cx + h * 0.3, bar_y), width)
    pygame.draw.line(big, colour, (cx, bar_y), (cx, cy + h * 0.5), width)


@lru_cache(maxsize=64)
def refreshment_chip(marker_id: str, radius: int) -> pygame.Surface:
    """A Refreshment face up: its Domain's short name and pips, or the Ankh."""
    r = counters().refreshment(marker_id)
    half = radius + 2
    big = _canvas(2 * half, 2 * half)
    c, R = half * SUPER, radius * SUPER
    if r.domain is None:
        _disc(big, c, R, ANKH_RGB, Palette.gold_light)
        draw_ankh(big, c, c + R * 0.05, R * 1.25, (60, 34, 12), max(2, int(R * 0.16)))
        return _down(big)
    body = DOMAIN_RGB[r.domain]
    _disc(big, c, R, body, Palette.gold_light)
    size = max(6, int(R * 0.62))
    glyph = theme.font("text_bold", size).render(DOMAIN_SHORT[r.domain], True, Palette.ivory)
    big.blit(glyph, glyph.get_rect(center=(c, c - R * 0.2)))
    pr = R * 0.13
    gap = pr * 2.8
    for i in range(r.pips):
        x = c + (i - (r.pips - 1) / 2) * gap
        pygame.draw.circle(big, Palette.gold_light, (x, c + R * 0.45), pr)
    return _down(big)


@lru_cache(maxsize=16)
def face_down_chip(radius: int) -> pygame.Surface:
    """A Refreshment face down (another family's, or a discard nobody may see)."""
    half = radius + 2
    big = _canvas(2 * half, 2 * half)
    c, R = half * SUPER, radius * SUPER
    _disc(big, c, R, BACK_RGB, Palette.gold_dark)
    for k in range(6):  # a small rosette: the house's back
        a = math.radians(60 * k)
        pygame.draw.circle(big, (*Palette.gold, 150), (c + math.cos(a) * R * 0.36, c + math.sin(a) * R * 0.36),
                           R * 0.16, max(1, int(R * 0.05)))
    return _down(big)


def plan_lit(symbols: str, seated_letters) -> list[bool]:
    """Which symbols of a Plan the seated Dancers (their symbol letters) match one-to-one."""
    have = list(seated_letters)
    out = []
    for letter in symbols:
        if letter in have:
            have.remove(letter)
            out.append(True)
        else:
            out.append(False)
    return out


@lru_cache(maxsize=128)
def plan_row(symbols: str, lit: tuple, height: int) -> pygame.Surface:
    """A Plan's symbols with the matched ones (`lit`, one flag per symbol) gilded, the rest faded."""
    r = max(4, height // 2)
    step = int(r * 2.25)
    n = len(symbols)
    w = step * (n - 1) + 2 * r + 4
    surf = pygame.Surface((w, 2 * r + 4), pygame.SRCALPHA)
    for i, letter in enumerate(symbols):
        cx = 2 + r + i * step
        icon = piece_art.symbol_icon(letter, r)
        if not lit[i]:
            # still to find: the symbol's shape in grey on a dark disc (its colour comes once seated)
            icon = pygame.transform.grayscale(icon)
            icon.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
            pygame.draw.circle(surf, (*Palette.velvet, 220), (cx, r + 2), r + 1)
        else:
            pygame.draw.circle(surf, (*Palette.gold_light, 110), (cx, r + 2), r + 1)
        surf.blit(icon, icon.get_rect(center=(cx, r + 2)))
        pygame.draw.circle(surf, Palette.gold_light if lit[i] else Palette.gold_dark, (cx, r + 2), r + 1,
                           max(1, r // 6))
    return surf


@lru_cache(maxsize=8)
def hidden_plan(height: int, count: int = 3) -> pygame.Surface:
    """A Plan nobody may see yet: a row of sealed question marks."""
    r = max(4, height // 2)
    step = int(r * 2.25)
    surf = pygame.Surface((step * (count - 1) + 2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
    for i in range(count):
        cx = 2 + r + i * step
        pygame.draw.circle(surf, (*Palette.velvet, 220), (cx, r + 2), r)
        pygame.draw.circle(surf, (*Palette.gold_dark, 230), (cx, r + 2), r, max(1, r // 6))
        theme.draw_text(surf, "?", "display_bold", max(8, int(r * 1.3)), Palette.gold, (cx, r + 3), "center")
    return surf


@lru_cache(maxsize=16)
def seat_icon(radius: int) -> pygame.Surface:
    """A small seat of a Sanctuary table (a gilt-edged hexagon with a Dancer's dot): "seated"."""
    half = radius + 2
    big = _canvas(2 * half, 2 * half)
    c, R = half * SUPER, radius * SUPER
    pts = [(c + R * math.cos(math.radians(60 * k)), c + R * math.sin(math.radians(60 * k))) for k in range(6)]
    pygame.draw.polygon(big, (250, 244, 232), pts)
    pygame.draw.polygon(big, Palette.gold, pts, max(2, int(R * 0.16)))
    pygame.draw.circle(big, (150, 112, 48), (c, c), R * 0.3)
    return _down(big)

