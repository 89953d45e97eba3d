"""The frame the shell's own pages share (Past games, Statistics): a title line, one panel below it and a
row of buttons centred at the foot, all laid out from the window size."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.theme import px


@dataclass
class PageFrame:
    scale: float
    title_centre: tuple[int, int]
    panel: pygame.Rect
    button_y: int
    button_h: int


def page_frame(size, title_y: int, top: int, max_width: int) -> PageFrame:
    """The panel runs from `top` down to just above the button row, as wide as `max_width` allows
    (design pixels at the 1280x720 scale)."""
    w, h = size
    s = theme.ui_scale(size)
    bh = px(46, s)
    y = h - px(34, s) - bh
    panel = pygame.Rect(0, 0, min(px(max_width, s), w - px(40, s)), y - px(18, s) - px(top, s))
    panel.midtop = (w // 2, px(top, s))
    return PageFrame(s, (w // 2, px(title_y, s)), panel, y, bh)


def button_row(buttons: dict, keys, frame: PageFrame, centre_x: int, width: int, gap: int) -> None:
    """Place the buttons named by `keys` side by side, centred on `centre_x`; the others are hidden
    (an empty rect)."""
    s = frame.scale
    bw, g = px(width, s), px(gap, s)
    x = centre_x - (len(keys) * bw + (len(keys) - 1) * g) // 2
    for b in buttons.values():
        b.rect = pygame.Rect(0, 0, 0, 0)
    for key in keys:
        buttons[key].rect = pygame.Rect(x, frame.button_y, bw, frame.button_h)
        x += bw + g
