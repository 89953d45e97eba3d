"""The status line under the Trifoil board: the prompt for what to do next, hover hints, notices,
and the reason for every refused click, wrapped to fit the board's width.

Only draws the text it is given.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.theme import Palette, px

STYLES = {
    # kind: (text colour, pill fill, pill edge or None)
    "refusal": ((255, 214, 208), (92, 28, 44), (214, 96, 96)),
    "notice": (Palette.gold_light, (58, 32, 72), Palette.gold_dark),
    "result": (Palette.gold_light, (58, 32, 72), Palette.gold),
    "hint": (Palette.ivory_dim, None, None),
}


class StatusLine:
    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale

    def draw(self, surface: pygame.Surface, text: str, kind: str) -> None:
        if not text or self.rect.width < 40:
            return
        s = self.scale
        ink, fill, edge = STYLES.get(kind, STYLES["hint"])
        role = "text_semibold" if kind == "refusal" else "text"
        size = px(15, s)
        pad_x, pad_y = px(16, s), px(6, s)
        icon = px(26, s) if kind == "refusal" else 0
        width = self.rect.width - 2 * pad_x - icon
        lines, size = _wrapped(text, role, size, width, px(11, s))
        step = int(size * 1.3)
        block_w = max(theme.font(role, size).size(line)[0] for line in lines) + icon
        block_h = step * len(lines)
        centre_y = self.rect.centery
        if fill is not None:
            pill = pygame.Rect(0, 0, block_w + 2 * pad_x, block_h + 2 * pad_y)
            pill.center = (self.rect.centerx, centre_y)
            pygame.draw.rect(surface, fill, pill, border_radius=pill.height // 2 if len(lines) == 1 else px(14, s))
            pygame.draw.rect(surface, edge, pill, max(1, px(1, s)),
                             border_radius=pill.height // 2 if len(lines) == 1 else px(14, s))
        y = centre_y - block_h // 2
        left = self.rect.centerx - block_w // 2
        if icon:
            _draw_cross(surface, (left + px(8, s), y + step // 2), px(6, s), edge)
        for line in lines:
            w = theme.font(role, size).size(line)[0]
            x = left + icon + (block_w - icon - w) // 2 if len(lines) > 1 else left + icon
            theme.draw_text(surface, line, role, size, ink, (x, y + (step - size) // 2 - px(1, s)))
            y += step


@lru_cache(maxsize=128)
def _wrapped(text: str, role: str, size: int, width: int, smallest: int) -> tuple[list, int]:
    """At most two lines of `text`; a long reason gets smaller type rather than a third line."""
    lines = theme.wrap_text(text, role, size, width)
    while len(lines) > 2 and size > smallest:
        size -= 1
        lines = theme.wrap_text(text, role, size, width)
    return lines[:2], size


def _draw_cross(surface, centre, r: int, colour) -> None:
    """A small ring with a cross: the mark of a refused move."""
    cx, cy = centre
    pygame.draw.circle(surface, colour, centre, r + max(2, r // 2), max(1, r // 3))
    d = int(r * 0.6)
    w = max(1, r // 3)
    pygame.draw.line(surface, colour, (cx - d, cy - d), (cx + d, cy + d), w)
    pygame.draw.line(surface, colour, (cx - d, cy + d), (cx + d, cy - d), w)
