"""The Dance's die as pictures: an ivory die face with its pips (1-6) and the die tumbling over a
velvet tray (turning, bouncing, its face changing) until it settles, with the roll's caption and its
result underneath.

Drawing only: the faces are supersampled once per size and cached; a frame rotates one small
picture. Knows nothing of the rules: it is told the face, the words and the moment.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.theme import Palette, px, text_px

SUPER = 4
IVORY = ((255, 252, 242), (226, 214, 190))
PIP = (40, 20, 30)
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
TONES = {"good": (126, 210, 150), "bad": (236, 120, 110), "plain": Palette.gold_light}


@lru_cache(maxsize=48)
def die_face(face: int, size: int) -> pygame.Surface:
    """A die showing `face`, `size` pixels square (with a soft shadow round it)."""
    pad = max(2, size // 8)
    total = size + 2 * pad
    big = pygame.Surface((total * SUPER, total * SUPER), pygame.SRCALPHA)
    k = SUPER
    body = pygame.Rect(pad * k, pad * k, size * k, size * k)
    radius = int(size * k * 0.2)
    pygame.draw.rect(big, (4, 2, 10, 120), body.move(int(size * k * 0.04), int(size * k * 0.07)), border_radius=radius)
    steps = 8
    for i in range(steps):
        t = i / (steps - 1)
        c = tuple(int(IVORY[1][j] + (IVORY[0][j] - IVORY[1][j]) * t) for j in range(3))
        inset = int(size * k * 0.09 * t)
        pygame.draw.rect(big, c, body.inflate(-2 * inset, -2 * inset), border_radius=max(2, radius - inset))
    pygame.draw.rect(big, (150, 120, 80), body, max(2, int(size * k * 0.03)), border_radius=radius)
    r = size * k * 0.085
    spread = size * k * 0.26
    cx, cy = body.center
    ink = (176, 24, 40) if face == 1 else PIP
    for dx, dy in PIPS[face]:
        pr = r * (1.35 if face == 1 else 1.0)
        pygame.draw.circle(big, ink, (cx + dx * spread, cy + dy * spread), pr)
    return pygame.transform.smoothscale(big, (total, total))


@lru_cache(maxsize=256)
def _turned(face: int, size: int, angle: int) -> pygame.Surface:
    return pygame.transform.rotozoom(die_face(face, size), angle, 1.0)


def tumbling_face(t: float, final: int) -> tuple[int, int, float]:
    """(face shown, angle in degrees, lift 0..1) for a die `t` (0..1) through its tumble that lands
    on `final`: the face changes ever slower, the die spins down and bounces twice."""
    if t >= 1.0:
        return final, 0, 0.0
    changes = int(14 * (1 - (1 - t) ** 2))
    face = (final + changes * 4 + 1) % 6 + 1 if t < 0.92 else final
    angle = int((1 - t) ** 2 * 540) // 10 * 10 % 360
    bounce = abs(math.sin(t * math.pi * 2.5)) * (1 - t) ** 1.5
    return face, angle, bounce


def draw_roll(surface: pygame.Surface, centre, size: int, scale: float, face: int, t: float, caption: str = "",
              result: str = "", tone: str = "plain", settled: bool = False) -> pygame.Rect:
    """The die (tumbling at progress `t`, or `settled`) on a small velvet tray at `centre`, the
    caption above it and the result below once it has landed. Returns the tray's rectangle."""
    shown, angle, lift = tumbling_face(1.0 if settled else t, face)
    cap_size = text_px(14, scale, 12)
    res_size = text_px(20, scale, 14)
    cap_w = theme.font("text_semibold", cap_size).size(caption)[0] if caption else 0
    res_w = theme.font("display_bold", res_size).size(result)[0] if result else 0
    w = max(size * 2, cap_w + px(28, scale), res_w + px(28, scale))
    h = int(size * 1.6) + (int(cap_size * 1.6) if caption else 0) + (int(res_size * 1.5) if result else 0)
    tray = pygame.Rect(0, 0, w, h)
    tray.center = (int(centre[0]), int(centre[1]))
    tray.clamp_ip(surface.get_clip() or surface.get_rect())
    _tray(surface, tray, scale)
    y = tray.top + px(8, scale)
    if caption:
        theme.draw_text(surface, caption, "text_semibold", cap_size, Palette.ivory_dim, (tray.centerx, y), "midtop")
        y += int(cap_size * 1.5)
    die_c = (tray.centerx, y + int(size * 0.75) - int(lift * size * 0.35))
    pic = _turned(shown, size, angle)
    surface.blit(pic, pic.get_rect(center=die_c))
    if result and (settled or t >= 1.0):
        theme.draw_text(surface, result, "display_bold", res_size, TONES.get(tone, Palette.gold_light),
                        (tray.centerx, y + int(size * 1.55)), "midtop", shadow=True)
    return tray


_TRAYS: dict = {}


def _tray(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    key = (rect.size, round(scale, 3))
    pic = _TRAYS.get(key)
    if pic is None:
        if len(_TRAYS) > 24:
            _TRAYS.clear()
        pic = pygame.Surface((rect.width + px(10, scale), rect.height + px(12, scale)), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, rect.width, rect.height)
        radius = px(16, scale)
        pygame.draw.rect(pic, (4, 2, 10, 120), body.move(px(4, scale), px(7, scale)), border_radius=radius)
        pygame.draw.rect(pic, (40, 18, 52, 236), body, border_radius=radius)
        pygame.draw.rect(pic, Palette.gold, body, max(1, px(2, scale)), border_radius=radius)
        pygame.draw.rect(pic, (*Palette.gold_dark, 200), body.inflate(-px(8, scale), -px(8, scale)), 1,
                         border_radius=max(2, radius - px(4, scale)))
        _TRAYS[key] = pic
    surface.blit(pic, rect.topleft)
