"""Emblems: a game's small picture in gold line work, drawn by its kit (GameKit.emblem) and shown by
the launcher (a game in rehearsal, or one whose thumbnail cannot be drawn) and the results (a game
without result art). Here: the supersampled, cached rendering, the shapes the games' emblems share, and
the plain crest (the game's initial in a hexagon) for a game without an emblem of its own.

Pure drawing; never reads game state and never names a game.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.theme import Palette

SS = 3  # supersampling factor: drawn large, then smoothly scaled down


def hex_points(cx: float, cy: float, r: float, flat: bool = True) -> list[tuple[float, float]]:
    start = 0 if flat else 30
    return [(cx + r * math.cos(math.radians(start + 60 * i)), cy + r * math.sin(math.radians(start + 60 * i)))
            for i in range(6)]


def rotated_rect(cx: float, cy: float, w: float, h: float, angle: float) -> list[tuple[float, float]]:
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    pts = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def star(cx: float, cy: float, r: float, points: int = 5) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * 0.45
        a = math.radians(-90 + 180 * i / points)
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


def crest(initial: str):
    """The emblem drawer of a game without one: its initial in a gold hexagon."""
    return _crests.setdefault(initial[:1].upper(), _Crest(initial[:1].upper()))


class _Crest:
    """A drawer (see GameKit.emblem) of one initial; one per letter, so the emblem cache can key on it."""

    def __init__(self, letter: str):
        self.letter = letter

    def __call__(self, s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
        cx, cy = w / 2, h / 2
        r = min(w, h) * 0.40
        pygame.draw.polygon(s, soft, hex_points(cx, cy, r, flat=False))
        pygame.draw.polygon(s, gold, hex_points(cx, cy, r, flat=False), line)
        pygame.draw.polygon(s, gold, hex_points(cx, cy, r * 0.82, flat=False), max(1, line // 2))
        if self.letter:
            theme.draw_text(s, self.letter, "display_bold", int(r * 0.95), gold, (cx, cy), anchor="center")


_crests: dict[str, _Crest] = {}


@lru_cache(maxsize=32)
def emblem(drawer, size: tuple[int, int], muted: bool = False) -> pygame.Surface:
    """The emblem `drawer` draws, at `size` (transparent background)."""
    w, h = max(8, size[0]), max(8, size[1])
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    gold = Palette.gold if not muted else (150, 128, 92)
    soft = (*Palette.plum, 255) if not muted else (52, 38, 62, 255)
    drawer(big, w * SS, h * SS, max(2, int(min(w, h) * SS / 60)), gold, soft)
    return pygame.transform.smoothscale(big, (w, h))


def draw_emblem(surface: pygame.Surface, rect: pygame.Rect, drawer, muted: bool = False) -> None:
    surface.blit(emblem(drawer, rect.size, muted), rect.topleft)
