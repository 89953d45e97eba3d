"""Small pieces every game table draws alike, kept once here: a seat colour softened for text, a line
of text shortened with an ellipsis, the gold count badge on a pile or a fan, the felt of a card table,
the ribbon banner across its top, a seat's numbered disc, and a hover note (a tooltip box).

Drawing only, from what it is given: never reads a game state, never changes one. Pictures that
cost something (the felt) are cached per size.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.theme import Palette, px, text_px


def soft_ink(colour) -> tuple:
    """A seat colour lifted towards white, so it reads as text on velvet."""
    return tuple(min(255, int(c * 0.7 + 255 * 0.3)) for c in colour)


def fit_text(text: str, role: str, size: int, width: int) -> str:
    """`text`, shortened with an ellipsis until it fits `width` pixels."""
    return _fit(text, role, size, max(0, int(width)))


def fit_size(text: str, role: str, size: int, width: int, least: int = 9) -> tuple[str, int]:
    """(`text`, the size it is drawn at): the largest size from `size` down to `least` at which it fits
    `width` whole, and only below that shortened with an ellipsis (small windows keep every word)."""
    while size > least and theme.text_width(text, role, size) > width:
        size -= 1
    return fit_text(text, role, size, width), size


@lru_cache(maxsize=1024)
def _fit(text: str, role: str, size: int, width: int) -> str:
    if width <= 0 or theme.text_width(text, role, size) <= width:
        return text
    f = theme.font(role, size)
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def count_badge(surface: pygame.Surface, centre, count: int, scale: float, size: int = 13) -> pygame.Rect:
    """A gold disc with a number (cards in a pile, in a bid, in a build); returns its rectangle."""
    label = theme.render_text(str(count), "text_bold", text_px(size, scale, 10), Palette.midnight)
    rad = max(label.get_width() // 2 + px(5, scale), px(size * 0.85, scale))
    cx, cy = int(centre[0]), int(centre[1])
    pygame.draw.circle(surface, Palette.shadow, (cx + 1, cy + 2), rad + 1)
    pygame.draw.circle(surface, Palette.gold_light, (cx, cy), rad)
    pygame.draw.circle(surface, Palette.gold_dark, (cx, cy), rad, max(1, px(2, scale)))
    surface.blit(label, label.get_rect(center=(cx, cy + 1)))
    return pygame.Rect(cx - rad, cy - rad, 2 * rad, 2 * rad)


@lru_cache(maxsize=8)
def felt_surface(size: tuple[int, int], scale: float) -> pygame.Surface:
    """A card table: a deep plum baize with a gilt rim and a soft lamp-lit middle."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = min(h // 2, px(120, scale))
    pygame.draw.rect(surf, (10, 6, 22, 150), surf.get_rect().move(0, px(6, scale)), border_radius=radius)
    body = surf.get_rect().inflate(-px(4, scale), -px(10, scale))
    pygame.draw.rect(surf, (40, 18, 52, 235), body, border_radius=radius)
    glow = pygame.Surface((32, 18), pygame.SRCALPHA)
    for i in range(9, 0, -1):
        pygame.draw.ellipse(glow, (96, 50, 104, 20), glow.get_rect().inflate(-i * 3, -i * 1.6))
    glow = pygame.transform.smoothscale(glow, body.size)
    surf.blit(glow, body.topleft)
    pygame.draw.rect(surf, Palette.gold_dark, body, max(2, px(3, scale)), border_radius=radius)
    inner = body.inflate(-px(14, scale), -px(14, scale))
    pygame.draw.rect(surf, (*Palette.gold, 90), inner, max(1, px(1, scale)), border_radius=max(4, radius - px(7, scale)))
    return surf


@lru_cache(maxsize=4)
def felt_backdrop(size: tuple[int, int], felt: tuple, scale: float) -> pygame.Surface:
    """The ballroom and the felt at `felt` (a rect), one opaque picture per window size: a still picture
    repainted over it costs one copy instead of the background's copy and the felt's blend."""
    surf = pygame.Surface(size)
    theme.draw_background(surf)
    rect = pygame.Rect(felt)
    surf.blit(felt_surface(rect.size, scale), rect)
    return surf.convert() if pygame.display.get_surface() else surf


_DRESSED: list = []  # [(base, key, picture)], the newest last: a table or two at a time


def dressed(base: pygame.Surface, key: tuple, dress) -> pygame.Surface:
    """`base` (a cached opaque backdrop) with what stays put for a whole game drawn on it once by
    `dress(picture)`: a side panel's velvet, its headings and its key hints. A still picture repainted
    over it (every move, every jump of a replay) then copies one picture instead of blending the panel
    and drawing its words again. `key` says everything `dress` draws from."""
    for entry in _DRESSED:
        if entry[0] is base and entry[1] == key:
            return entry[2]
    picture = base.copy()
    dress(picture)
    _DRESSED.append((base, key, picture))
    del _DRESSED[:-2]
    return picture


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, text: str, scale: float) -> None:
    """A ribbon with notched ends across the top of a table (the stage, the round)."""
    notch = px(14, scale)
    body = [(rect.left, rect.top), (rect.right, rect.top), (rect.right - notch, rect.centery), (rect.right, rect.bottom),
            (rect.left, rect.bottom), (rect.left + notch, rect.centery)]
    pygame.draw.polygon(surface, (70, 32, 84), body)
    pygame.draw.polygon(surface, Palette.gold, body, max(1, px(2, scale)))
    size = text_px(17, scale)
    text = fit_text(text, "display", size, rect.width - 3 * notch)
    theme.draw_text(surface, text, "display", size, Palette.gold_light, rect.center, "center", shadow=True)


def draw_seat_disc(surface: pygame.Surface, centre, number: int, colour, scale: float, radius: float = 13) -> None:
    """A seat's coloured disc with its number, as on every plaque."""
    c = (int(centre[0]), int(centre[1]))
    pygame.draw.circle(surface, tuple(v // 3 for v in colour), c, px(radius, scale))
    pygame.draw.circle(surface, colour, c, px(radius - 3, scale))
    theme.draw_text(surface, str(number), "text_bold", text_px(12, scale, 9), Palette.midnight, c, "center")


def draw_note(surface: pygame.Surface, anchor, lines: list, scale: float, title: str = "",
              width: int | None = None) -> pygame.Rect:
    """A hover note: a small velvet box of lines (text, or (text, colour) pairs) under an optional
    title, placed below-right of `anchor` and kept inside the surface. Returns its rectangle."""
    size = text_px(13, scale, 11)
    step = int(size * 1.4)
    pad = px(10, scale)
    items = [(ln, Palette.ivory_dim) if isinstance(ln, str) else ln for ln in lines]
    f = theme.font("text", size)
    head = text_px(14, scale, 11)
    inner = max([f.size(t)[0] for t, _ in items] + [theme.text_width(title, "display", head) if title else 0])
    w = min(width or inner + 2 * pad, surface.get_width() - 2 * pad)
    h = len(items) * step + 2 * pad + (int(head * 1.5) if title else 0)
    box = pygame.Rect(int(anchor[0]) + px(14, scale), int(anchor[1]) + px(14, scale), w, h)
    box.clamp_ip(surface.get_rect().inflate(-px(4, scale), -px(4, scale)))
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*Palette.shadow, 120), shade.get_rect(), border_radius=px(10, scale))
    surface.blit(shade, box.move(px(3, scale), px(4, scale)))
    pygame.draw.rect(surface, (44, 22, 60), box, border_radius=px(10, scale))
    pygame.draw.rect(surface, Palette.gold, box, max(1, px(1, scale)), border_radius=px(10, scale))
    y = box.top + pad
    if title:
        theme.draw_text(surface, fit_text(title, "display", head, w - 2 * pad), "display", head, Palette.gold_light,
                        (box.left + pad, y))
        y += int(head * 1.5)
    for text, colour in items:
        theme.draw_text(surface, fit_text(text, "text", size, w - 2 * pad), "text", size, colour, (box.left + pad, y))
        y += step
    return box
