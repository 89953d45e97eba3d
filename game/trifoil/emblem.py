"""Trifoil's emblem: the standard formation of six Blinks with a few lit links of each colour.

Pure drawing in gold line work for the launcher and the results (see GameKit.emblem); never reads
game state or imports the rules.
"""
from __future__ import annotations

import math

import pygame

from game.ui.emblems import hex_points
from game.ui.theme import Palette


def draw(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
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
        pts = hex_points(cx + x - mx, cy + y - my, r * 0.9)
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
