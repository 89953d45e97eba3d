"""Decorative pieces shared by the menus: gilded title lettering, flourishes under titles, glow rings.

Everything is drawn once per size and cached; nothing here knows about games or scenes.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.theme import Palette

SS = 3


@lru_cache(maxsize=32)
def gilded_text(text: str, role: str, size: int) -> pygame.Surface:
    """Title lettering in gold that lightens towards the top, over a soft shadow."""
    f = theme.font(role, size)
    mask = f.render(text, True, (255, 255, 255))
    w, h = mask.get_size()
    gradient = pygame.Surface((w, h), pygame.SRCALPHA)
    top, mid, bottom = Palette.gold_light, Palette.gold, Palette.gold_dark
    for y in range(h):
        t = y / max(1, h - 1)
        if t < 0.55:
            k = t / 0.55
            c = [top[i] + (mid[i] - top[i]) * k for i in range(3)]
        else:
            k = (t - 0.55) / 0.45
            c = [mid[i] + (bottom[i] - mid[i]) * k for i in range(3)]
        pygame.draw.line(gradient, (*[int(v) for v in c], 255), (0, y), (w, y))
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    off = max(2, size // 24)
    out = pygame.Surface((w + off * 2, h + off * 2), pygame.SRCALPHA)
    shade = f.render(text, True, Palette.shadow)
    shade.set_alpha(190)
    out.blit(shade, (off * 2, off * 2))
    out.blit(gradient, (0, 0))
    return out


@lru_cache(maxsize=16)
def flourish(width: int, scale: float) -> pygame.Surface:
    """A gold rule with a centre jewel and scrolled ends, `width` pixels wide."""
    h = max(12, int(28 * scale))
    W, H = width * SS, h * SS
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    cy = H / 2
    cx = W / 2
    lw = max(2, int(1.6 * scale * SS))
    gold, light = Palette.gold, Palette.gold_light
    # tapering rules: drawn as thin polygons so they fade to points at the ends
    for side in (-1, 1):
        inner = cx + side * H * 0.9
        outer = cx + side * (W / 2 - H * 0.2)
        pts = [(inner, cy - lw), (outer, cy), (inner, cy + lw)]
        pygame.draw.polygon(s, gold, pts)
        # a scroll: a small open circle and a curl above/below the rule
        for k, sign in ((0.42, -1), (0.62, 1)):
            x = cx + side * (W / 2) * k
            r = H * 0.22
            rect = pygame.Rect(0, 0, r * 2, r * 2)
            rect.center = (int(x), int(cy + sign * r * 0.95))
            start = math.pi * (0 if sign < 0 else 1)
            pygame.draw.arc(s, gold, rect, start, start + math.pi * 1.3, max(1, lw // 2 + 1))
        pygame.draw.circle(s, light, (cx + side * H * 0.62, cy), H * 0.09)
    d = H * 0.36
    pygame.draw.polygon(s, gold, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
    pygame.draw.polygon(s, light, [(cx, cy - d * 0.5), (cx + d * 0.5, cy), (cx, cy + d * 0.5), (cx - d * 0.5, cy)])
    return pygame.transform.smoothscale(s, (width, h))


@lru_cache(maxsize=32)
def glow_ring(size: tuple[int, int], radius: int, spread: int, colour=Palette.gold_light) -> pygame.Surface:
    """A soft halo around a rounded rect of `size` (the surface is `spread` larger on each side)."""
    w, h = size
    out = pygame.Surface((w + spread * 2, h + spread * 2), pygame.SRCALPHA)
    for i in range(spread, 0, -1):
        a = int(90 * (1 - i / spread) ** 2)
        pygame.draw.rect(out, (*colour, a), (spread - i, spread - i, w + 2 * i, h + 2 * i), 2,
                         border_radius=radius + i)
    return out


def draw_title(surface: pygame.Surface, text: str, centre: tuple[int, int], size: int,
               role: str = "display_bold") -> pygame.Rect:
    surf = gilded_text(text, role, size)
    rect = surf.get_rect(center=centre)
    surface.blit(surf, rect)
    return rect


@lru_cache(maxsize=8)
def dim_layer(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A translucent night veil laid over the scene below an overlay."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*Palette.midnight, alpha))
    return veil
