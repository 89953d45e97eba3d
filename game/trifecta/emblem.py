"""Trifecta's emblem: the deck's three shapes (circle filled, square partial, triangle hollow) before a gnomon.

Pure drawing in gold line work for the launcher and the results (see GameKit.emblem); never reads
game state or imports the rules.
"""
from __future__ import annotations

import pygame


def draw(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
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
