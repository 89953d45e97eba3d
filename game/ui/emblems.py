"""Drawn emblems for the launcher: one small picture per game, in gold line work.

Used for games whose tables are still in rehearsal, and for any game whose own thumbnail cannot be
loaded. Pure drawing (supersampled for smooth edges); never reads game state.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui.theme import Palette

SS = 3  # supersampling factor: drawn large, then smoothly scaled down


def _hex_points(cx: float, cy: float, r: float, flat: bool = True) -> list[tuple[float, float]]:
    start = 0 if flat else 30
    return [(cx + r * math.cos(math.radians(start + 60 * i)), cy + r * math.sin(math.radians(start + 60 * i)))
            for i in range(6)]


def _rotated_rect(cx: float, cy: float, w: float, h: float, angle: float) -> list[tuple[float, float]]:
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    pts = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def _star(cx: float, cy: float, r: float, points: int = 5) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * 0.45
        a = math.radians(-90 + 180 * i / points)
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


def _trifoil(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
    # the standard formation: a triangle of six hexes, a few lit links
    r = min(w, h) * 0.14
    cx, cy = w / 2, h / 2
    step_x, step_y = r * 1.5, r * math.sqrt(3)
    cells = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (2, 0)]
    centres = []
    for q, rr in cells:
        x = q * step_x
        y = (rr + q / 2) * step_y
        centres.append((x, y))
    mx = sum(x for x, _ in centres) / 6
    my = sum(y for _, y in centres) / 6
    for x, y in centres:
        pts = _hex_points(cx + x - mx, cy + y - my, r * 0.9)
        pygame.draw.polygon(s, soft, pts)
        pygame.draw.polygon(s, gold, pts, line)
    blue, red = Palette.seat_colours[:2]
    # a few lit links, each on a face (0 = N, clockwise) that touches a neighbour
    for cell, face, colour in ((0, 3, blue), (1, 0, blue), (1, 2, blue), (2, 1, blue),
                               (3, 3, red), (4, 0, red), (3, 2, red), (5, 4, red)):
        x, y = centres[cell]
        a = math.radians(-90 + 60 * face)
        lx, ly = cx + x - mx + r * 0.62 * math.cos(a), cy + y - my + r * 0.62 * math.sin(a)
        pygame.draw.circle(s, (*colour, 90), (lx, ly), r * 0.24)
        pygame.draw.circle(s, colour, (lx, ly), r * 0.14)


def _fancy_dancing(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
    cx, cy = w / 2, h * 0.56
    cw, ch = min(w, h) * 0.30, min(w, h) * 0.44
    for angle, dx in ((-22, -0.16), (0, 0.0), (22, 0.16)):
        pts = _rotated_rect(cx + dx * w, cy, cw, ch, angle)
        pygame.draw.polygon(s, soft, pts)
        pygame.draw.polygon(s, gold, pts, line)
    # the three styles' symbols on the front card, a Star above them all
    pygame.draw.polygon(s, gold, _star(cx + 0.16 * w + 2, cy - ch * 0.05, cw * 0.2))
    pygame.draw.polygon(s, gold, _star(cx, h * 0.16, min(w, h) * 0.08))
    pygame.draw.circle(s, gold, (cx - 0.16 * w, cy - ch * 0.05), cw * 0.12, line)
    pygame.draw.rect(s, gold, (cx - cw * 0.11, cy - ch * 0.16, cw * 0.22, cw * 0.22), line)


def _trifecta(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
    r = min(w, h) * 0.15
    cx, cy = w / 2, h / 2
    spots = [(cx, cy - r * 1.35), (cx - r * 1.45, cy + r * 1.05), (cx + r * 1.45, cy + r * 1.05)]
    # a gnomon (the L of a sundial) behind the three shapes
    g = r * 2.9
    pygame.draw.lines(s, soft, False, [(cx - g, cy - g * 0.2), (cx - g, cy + g * 0.85), (cx + g * 0.9, cy + g * 0.85)],
                      line * 2)
    # circle filled, square partial, triangle hollow: the three patterns of the deck
    x, y = spots[0]
    pygame.draw.circle(s, gold, (x, y), r * 0.8)
    x, y = spots[1]
    sq = pygame.Rect(0, 0, r * 1.45, r * 1.45)
    sq.center = (int(x), int(y))
    pygame.draw.rect(s, gold, sq, line)
    pygame.draw.rect(s, gold, (sq.x, sq.centery, sq.width, sq.height // 2))
    x, y = spots[2]
    tri = [(x, y - r * 0.85), (x + r * 0.85, y + r * 0.65), (x - r * 0.85, y + r * 0.65)]
    pygame.draw.polygon(s, gold, tri, line)


def _casino(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
    cw, ch = min(w, h) * 0.34, min(w, h) * 0.48
    cx, cy = w * 0.42, h * 0.5
    for angle, dx, dy in ((-12, -0.08, 0.02), (10, 0.06, -0.02)):
        pts = _rotated_rect(cx + dx * w, cy + dy * h, cw, ch, angle)
        pygame.draw.polygon(s, soft, pts)
        pygame.draw.polygon(s, gold, pts, line)
    # a spade pip on the top card
    px_, py_ = cx + 0.06 * w, cy - 0.02 * h
    r = cw * 0.16
    pygame.draw.circle(s, gold, (px_ - r * 0.55, py_ + r * 0.1), r * 0.62)
    pygame.draw.circle(s, gold, (px_ + r * 0.55, py_ + r * 0.1), r * 0.62)
    pygame.draw.polygon(s, gold, [(px_, py_ - r * 1.2), (px_ - r * 1.15, py_ + r * 0.05), (px_ + r * 1.15, py_ + r * 0.05)])
    pygame.draw.polygon(s, gold, [(px_, py_ + r * 0.2), (px_ - r * 0.45, py_ + r * 1.1), (px_ + r * 0.45, py_ + r * 1.1)])
    # a small stack of chips to the right
    chip_w, chip_h = min(w, h) * 0.2, min(w, h) * 0.06
    bx, by = w * 0.78, h * 0.74
    for i in range(4):
        rect = pygame.Rect(0, 0, chip_w, chip_h)
        rect.center = (int(bx), int(by - i * chip_h * 0.75))
        pygame.draw.ellipse(s, soft, rect)
        pygame.draw.ellipse(s, gold, rect, line)


def _the_dance(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
    cx, cy = w / 2, h / 2
    r = min(w, h) * 0.40
    pygame.draw.polygon(s, soft, _hex_points(cx, cy, r))
    pygame.draw.polygon(s, gold, _hex_points(cx, cy, r), line)
    # a masquerade mask: two eyes joined over the bridge of the nose
    mw, mh = r * 1.15, r * 0.5
    top = cy - mh * 0.55
    outline = [(cx - mw / 2, top), (cx - mw * 0.15, top + mh * 0.18), (cx, top + mh * 0.05),
               (cx + mw * 0.15, top + mh * 0.18), (cx + mw / 2, top), (cx + mw * 0.42, top + mh * 0.8),
               (cx + mw * 0.15, top + mh), (cx, top + mh * 0.72), (cx - mw * 0.15, top + mh),
               (cx - mw * 0.42, top + mh * 0.8)]
    pygame.draw.polygon(s, gold, outline)
    for side in (-1, 1):
        eye = pygame.Rect(0, 0, mw * 0.22, mh * 0.32)
        eye.center = (int(cx + side * mw * 0.24), int(top + mh * 0.5))
        pygame.draw.ellipse(s, Palette.night, eye)
    # the path the dancers glide along
    for i in range(5):
        a = math.radians(200 + i * 28)
        pygame.draw.circle(s, gold, (cx + r * 0.62 * math.cos(a) + r * 0.0, cy + r * 0.75 + r * 0.22 * math.sin(a)),
                           max(2, line))


DRAWERS = {
    "trifoil": _trifoil,
    "fancy_dancing": _fancy_dancing,
    "trifecta": _trifecta,
    "casino": _casino,
    "the_dance": _the_dance,
}


@lru_cache(maxsize=32)
def emblem(game_id: str, size: tuple[int, int], muted: bool = False) -> pygame.Surface:
    """The emblem of `game_id` at `size` (transparent background)."""
    w, h = max(8, size[0]), max(8, size[1])
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    gold = Palette.gold if not muted else (150, 128, 92)
    soft = (*Palette.plum, 255) if not muted else (52, 38, 62, 255)
    drawer = DRAWERS.get(game_id, _trifoil)
    drawer(big, w * SS, h * SS, max(2, int(min(w, h) * SS / 60)), gold, soft)
    return pygame.transform.smoothscale(big, (w, h))


def draw_emblem(surface: pygame.Surface, rect: pygame.Rect, game_id: str, muted: bool = False) -> None:
    surface.blit(emblem(game_id, rect.size, muted), rect.topleft)
