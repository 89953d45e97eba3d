"""Casino Trifecta's emblem: two cards, a spade pip on the top one, and a small stack of chips.

Pure drawing in gold line work for the launcher and the results (see GameKit.emblem); never reads
game state or imports the rules.
"""
from __future__ import annotations

import pygame

from game.ui.emblems import rotated_rect


def draw(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
    cw, ch = min(w, h) * 0.34, min(w, h) * 0.48
    cx, cy = w * 0.42, h * 0.5
    for angle, dx, dy in ((-12, -0.08, 0.02), (10, 0.06, -0.02)):
        pts = rotated_rect(cx + dx * w, cy + dy * h, cw, ch, angle)
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
