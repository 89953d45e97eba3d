"""The Dance's emblem: a masquerade mask on a hex of the ballroom, the dancers' path below it.

Pure drawing in gold line work for the launcher and the results (see GameKit.emblem); never reads
game state or imports the rules.
"""
from __future__ import annotations

import math

import pygame

from game.ui.emblems import hex_points
from game.ui.theme import Palette


def draw(s: pygame.Surface, w: int, h: int, line: int, gold, soft) -> None:
    cx, cy = w / 2, h / 2
    r = min(w, h) * 0.40
    pygame.draw.polygon(s, soft, hex_points(cx, cy, r))
    pygame.draw.polygon(s, gold, hex_points(cx, cy, r), line)
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
