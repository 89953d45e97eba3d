"""Laying out a rules-help diagram: its picture area cut into bands. Geometry only, never drawing."""
from __future__ import annotations

import pygame


def bands(rect: pygame.Rect, weights) -> list[pygame.Rect]:
    """`rect` cut into horizontal bands, top to bottom, their heights in proportion to `weights`."""
    total = sum(weights)
    out, y = [], rect.top
    for w in weights:
        h = int(rect.height * w / total)
        out.append(pygame.Rect(rect.left, y, rect.width, h))
        y += h
    return out
