"""Fancy Dancing's emblem: three fanned cards with the styles' symbols and a Star above them.

Pure drawing in gold line work for the launcher and the results (see GameKit.emblem); never reads
game state or imports the rules.
"""
from __future__ import annotations

import pygame

from game.ui.emblems import rotated_rect, star


def draw(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
    cx, cy = w / 2, h * 0.56
    cw, ch = min(w, h) * 0.30, min(w, h) * 0.44
    for angle, dx in ((-22, -0.16), (0, 0.0), (22, 0.16)):
        pts = rotated_rect(cx + dx * w, cy, cw, ch, angle)
        pygame.draw.polygon(s, soft, pts)
        pygame.draw.polygon(s, gold, pts, line)
    # the three styles' symbols on the front card, a Star above them all
    pygame.draw.polygon(s, gold, star(cx + 0.16 * w + 2, cy - ch * 0.05, cw * 0.2))
    pygame.draw.polygon(s, gold, star(cx, h * 0.16, min(w, h) * 0.08))
    pygame.draw.circle(s, gold, (cx - 0.16 * w, cy - ch * 0.05), cw * 0.12, line)
    pygame.draw.rect(s, gold, (cx - cw * 0.11, cy - ch * 0.16, cw * 0.22, cw * 0.22), line)
