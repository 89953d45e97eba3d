"""How a hinted action looks on any table: the Hint record a table is handed, and a pulsing ring (with a
small "Hint" tag) a table draws around each card, Blink or hex the action would use.

Drawing helpers only: never changes game state, never asks the AI anything.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.ui import theme
from game.ui.theme import Palette, px, text_px

HINT_COLOUR = (132, 232, 214)  # a cool aquamarine: apart from the gold of legal targets and the seat colours
HINT_DEEP = (22, 84, 86)


@dataclass(frozen=True)
class Hint:
    """What the Hard bot would play for `seat` in the position after `log_length` moves (never played)."""

    seat: int
    action: object  # an action of the game (legal for `seat` in that position)
    text: str  # the action in the rules' notation (action_to_str)
    words: str  # the action in words for the hint panel (TableScene.hint_words)
    chance: float | None  # the seat's chance to win, 0..1 (None when unknown)
    source: str = ""  # where the chance came from: "search", "playouts" or "proven"
    log_length: int = 0
    extra: dict = field(default_factory=dict, compare=False)


def _ring_picture(size: tuple[int, int], radius: int, width: int, circle: bool) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    for k in range(3):  # a soft halo: three rings fading outwards
        alpha = (70, 130, 255)[k]
        inset = (2 - k) * width
        box = r.inflate(-2 * inset, -2 * inset)
        if circle:
            pygame.draw.ellipse(surf, (*HINT_COLOUR, alpha), box, width)
        else:
            pygame.draw.rect(surf, (*HINT_COLOUR, alpha), box, width, border_radius=max(2, radius - inset))
    return surf


_CACHE: dict = {}


def draw_hint_ring(surface: pygame.Surface, rect: pygame.Rect, clock: float, scale: float,
                   circle: bool = False, tag: str | None = "Hint") -> None:
    """A breathing aquamarine ring around `rect` (an ellipse with `circle`), and a small tag above it."""
    rect = pygame.Rect(rect)
    if rect.width < 2 or rect.height < 2:
        return
    width = max(2, px(3, scale))
    grow = 3 * width + px(3, scale)
    box = rect.inflate(2 * grow, 2 * grow)
    radius = px(14, scale)
    key = (box.size, radius, width, circle)
    pic = _CACHE.get(key)
    if pic is None:
        if len(_CACHE) > 48:
            _CACHE.clear()
        pic = _CACHE[key] = _ring_picture(box.size, radius, width, circle)
    pic.set_alpha(int(170 + 85 * (0.5 + 0.5 * math.sin(clock * 4.0))))
    surface.blit(pic, box)
    if tag:
        draw_hint_tag(surface, tag, (box.centerx, box.top), scale)


def draw_hint_tag(surface: pygame.Surface, text: str, midbottom, scale: float) -> pygame.Rect:
    """A small aquamarine pill with `text`, its bottom centre at `midbottom` (kept inside the surface)."""
    size = text_px(12, scale, 11)
    label = theme.render_text(text, "text_bold", size, HINT_DEEP)
    pill = pygame.Rect(0, 0, label.get_width() + px(14, scale), label.get_height() + px(4, scale))
    pill.midbottom = (int(midbottom[0]), int(midbottom[1]) + pill.height // 2)
    pill.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, HINT_COLOUR, pill, border_radius=pill.height // 2)
    pygame.draw.rect(surface, Palette.ivory, pill, 1, border_radius=pill.height // 2)
    surface.blit(label, label.get_rect(center=pill.center))
    return pill


def draw_hint_arrow(surface: pygame.Surface, start, end, scale: float) -> None:
    """An aquamarine arrow from `start` to `end` (a card to its place, a Blink to the one it faces)."""
    sx, sy = start
    ex, ey = end
    dx, dy = ex - sx, ey - sy
    length = math.hypot(dx, dy)
    if length < 4:
        return
    ux, uy = dx / length, dy / length
    width = max(2, px(4, scale))
    head = px(16, scale)
    tip = (ex, ey)
    base = (ex - ux * head, ey - uy * head)
    pygame.draw.line(surface, HINT_DEEP, (sx, sy), base, width + 2)
    pygame.draw.line(surface, HINT_COLOUR, (sx, sy), base, width)
    left = (base[0] - uy * head * 0.55, base[1] + ux * head * 0.55)
    right = (base[0] + uy * head * 0.55, base[1] - ux * head * 0.55)
    pygame.draw.polygon(surface, HINT_COLOUR, (tip, left, right))
    pygame.draw.polygon(surface, HINT_DEEP, (tip, left, right), 1)
