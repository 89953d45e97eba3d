"""Fancy Dancing's card faces: each style has a colour AND its own symbol (Waltz a lace fan, Tango a
rose, Swing a pair of beamed notes), the power large, the points small; Stars gold with a star
emblem and "1 / 11"; the centre column's Plus/Minus and Style cards. Painted on the toolkit's blank
ivory face (game.ui.card_art), once per size.

Drawing only: knows card names, never a game state.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.fancy_dancing import cards as C
from game.ui import theme
from game.ui.card_art import star_points
from game.ui.theme import Palette

SS = 4  # symbols are drawn this much larger and smoothed down

# Style colours: deep jewel tones on ivory; the colour-blind set differs in lightness as well as hue
# (blue, vermilion, near-black), and every style also has its own symbol.
STYLE_COLOURS = ((40, 78, 168), (172, 28, 56), (18, 118, 88))
STYLE_COLOURS_CB = ((0, 98, 170), (213, 94, 0), (36, 32, 44))
STAR_GOLD = (196, 146, 40)
CENTRE_KEYS = ("centre:plus", "centre:minus", "centre:style")


def style_colour(style: int, colour_blind: bool = False) -> tuple:
    return (STYLE_COLOURS_CB if colour_blind else STYLE_COLOURS)[style]


def parse(key: str) -> tuple[int | None, int]:
    """(style index or None for a Star, power or 0) of a card name such as "T7" or "*2"."""
    card = C.card_id(key)
    if C.is_star(card):
        return None, 0
    return C.STYLE[card], C.POWER[card]


# --- the symbols ---------------------------------------------------------------------------------

def _fan(s: pygame.Surface, size: int, colour) -> None:
    """A lace fan opening upwards: ribbed leaf with a scalloped edge, a pivot at the bottom."""
    cx, cy = size / 2, size * 0.82
    outer, inner = size * 0.62, size * 0.16
    a0, a1 = math.radians(200), math.radians(340)
    steps = 40
    pts = [(cx + outer * math.cos(a0 + (a1 - a0) * i / steps), cy + outer * math.sin(a0 + (a1 - a0) * i / steps))
           for i in range(steps + 1)]
    pts += [(cx + inner * math.cos(a1 - (a1 - a0) * i / steps), cy + inner * math.sin(a1 - (a1 - a0) * i / steps))
            for i in range(steps + 1)]
    pygame.draw.polygon(s, colour, pts)
    ribs = 7
    light = tuple(min(255, c + 120) for c in colour)
    for i in range(ribs + 1):
        a = a0 + (a1 - a0) * i / ribs
        pygame.draw.line(s, light, (cx + inner * math.cos(a), cy + inner * math.sin(a)),
                         (cx + outer * 0.96 * math.cos(a), cy + outer * 0.96 * math.sin(a)), max(1, size // 40))
    for i in range(ribs):  # scallops along the edge
        a = a0 + (a1 - a0) * (i + 0.5) / ribs
        pygame.draw.circle(s, colour, (cx + outer * math.cos(a), cy + outer * math.sin(a)), size * 0.075)
    pygame.draw.circle(s, colour, (cx, cy), size * 0.09)
    pygame.draw.circle(s, light, (cx, cy), size * 0.04)


def _rose(s: pygame.Surface, size: int, colour) -> None:
    """A rose: a round bloom of petals with a spiral heart, a stem and one leaf."""
    dark = tuple(max(0, int(c * 0.6)) for c in colour)
    light = tuple(min(255, c + 110) for c in colour)
    green = (46, 110, 60) if colour[1] < 100 or colour[0] > 150 else tuple(max(0, int(c * 0.7)) for c in colour)
    cx, cy = size * 0.5, size * 0.38
    # stem and leaf first, under the bloom
    pygame.draw.line(s, green, (cx, cy + size * 0.2), (cx - size * 0.03, size * 0.96), max(2, size // 18))
    leaf = [(cx - size * 0.02, size * 0.74), (cx + size * 0.14, size * 0.64), (cx + size * 0.3, size * 0.66),
            (cx + size * 0.16, size * 0.76)]
    pygame.draw.polygon(s, green, leaf)
    r = size * 0.3
    for i in range(6):
        a = math.radians(-90 + i * 60)
        pygame.draw.circle(s, colour, (cx + r * 0.5 * math.cos(a), cy + r * 0.5 * math.sin(a)), r * 0.62)
    pygame.draw.circle(s, colour, (cx, cy), r * 0.8)
    # the spiral of the heart
    pts = []
    for i in range(60):
        t = i / 59
        a = t * math.pi * 3.4
        rad = r * (0.08 + 0.62 * t)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.lines(s, light, False, pts, max(1, size // 28))
    pygame.draw.circle(s, dark, (cx, cy), r * 0.98, max(1, size // 40))


def _notes(s: pygame.Surface, size: int, colour) -> None:
    """Two beamed notes, the second a step higher: swing time."""
    w = max(2, size // 13)
    heads = [(size * 0.3, size * 0.78), (size * 0.72, size * 0.66)]
    rx, ry = size * 0.15, size * 0.105
    tops = []
    for hx, hy in heads:
        head = pygame.Surface((int(rx * 2) + 2, int(ry * 2) + 2), pygame.SRCALPHA)
        pygame.draw.ellipse(head, colour, head.get_rect())
        head = pygame.transform.rotate(head, 24)
        s.blit(head, head.get_rect(center=(hx, hy)))
        sx = hx + rx * 0.82
        top = hy - size * 0.58
        pygame.draw.line(s, colour, (sx, hy - ry * 0.3), (sx, top), w)
        tops.append((sx, top))
    (x0, y0), (x1, y1) = tops
    beam = size * 0.11
    pygame.draw.polygon(s, colour, [(x0 - w / 2, y0), (x1 + w / 2, y1), (x1 + w / 2, y1 + beam), (x0 - w / 2, y0 + beam)])
    pygame.draw.polygon(s, colour, [(x0 - w / 2, y0 + beam * 1.7), (x1 + w / 2, y1 + beam * 1.7),
                                    (x1 + w / 2, y1 + beam * 2.4), (x0 - w / 2, y0 + beam * 2.4)])


def _star(s: pygame.Surface, size: int, colour) -> None:
    dark = tuple(max(0, int(c * 0.55)) for c in colour)
    light = tuple(min(255, c + 90) for c in colour)
    c = size / 2
    pygame.draw.polygon(s, dark, star_points(c, c * 1.06, size * 0.5, size * 0.21))
    pygame.draw.polygon(s, colour, star_points(c, c * 1.06, size * 0.44, size * 0.18))
    pygame.draw.polygon(s, light, star_points(c, c * 1.06, size * 0.2, size * 0.08))


SYMBOLS = (_fan, _rose, _notes)


@lru_cache(maxsize=256)
def symbol(style: int | None, size: int, colour: tuple) -> pygame.Surface:
    """The symbol of a style (None: the Star) in a `size` square, smoothed."""
    size = max(6, int(size))
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    (_star if style is None else SYMBOLS[style])(big, size * SS, colour)
    return pygame.transform.smoothscale(big, (size, size))


def draw_symbol(surface: pygame.Surface, style: int | None, centre, size: int, colour_blind: bool = False,
                colour=None) -> None:
    ink = colour or (STAR_GOLD if style is None else style_colour(style, colour_blind))
    pic = symbol(style, int(size), tuple(ink))
    surface.blit(pic, pic.get_rect(center=(int(centre[0]), int(centre[1]))))


# --- the faces -----------------------------------------------------------------------------------

def make_painter(colour_blind: bool = False):
    """A face painter for game.ui.card_art.SpriteBook: dance cards by name, centre cards by key."""
    def paint(surface: pygame.Surface, rect: pygame.Rect, key) -> None:
        if isinstance(key, str) and key.startswith("centre:"):
            paint_centre(surface, rect, key.split(":", 1)[1], colour_blind)
        else:
            paint_dance_card(surface, rect, str(key), colour_blind)
    return paint


def _points_text(key: str) -> str:
    card = C.card_id(key)
    if C.is_star(card):
        return f"{C.STAR_LOW} / {C.STAR_HIGH}"
    p = C.POINTS[card]
    return f"{p} pt" if p == 1 else f"{p} pts"


def paint_dance_card(surface: pygame.Surface, rect: pygame.Rect, key: str, colour_blind: bool = False) -> None:
    style, power = parse(key)
    w, h = rect.size
    if style is None:
        _paint_star(surface, rect, key)
        return
    ink = style_colour(style, colour_blind)
    inset = max(3, int(w * 0.1))
    # the power, large, in the top-left corner: it stays in sight when cards overlap in a fan
    num = theme.render_text(str(power), "display_bold", max(10, int(h * 0.29)), ink)
    surface.blit(num, (inset, max(1, int(h * 0.035))))
    # the style's symbol fills the middle
    draw_symbol(surface, style, (w * 0.54, h * 0.58), int(min(w * 0.7, h * 0.44)), colour_blind)
    # the points, small, in a pill at the foot
    pts = _points_text(key)
    size = max(8, int(h * 0.085))
    label = theme.render_text(pts, "text_bold", size, Palette.ivory)
    pill = label.get_rect().inflate(int(size * 0.9), int(size * 0.25))
    pill.midbottom = (w // 2, h - max(3, int(h * 0.065)))
    pygame.draw.rect(surface, tuple(int(c * 0.85) for c in ink), pill, border_radius=pill.height // 2)
    surface.blit(label, label.get_rect(center=pill.center))


def _paint_star(surface: pygame.Surface, rect: pygame.Rect, key: str) -> None:
    w, h = rect.size
    inset = max(3, int(w * 0.075))
    inner = rect.inflate(-2 * inset, -2 * inset)
    gold = pygame.Surface(inner.size, pygame.SRCALPHA)
    for y in range(inner.height):
        t = y / max(1, inner.height - 1)
        c = [int(a + (b - a) * t) for a, b in zip((252, 226, 150), (214, 164, 62))]
        pygame.draw.line(gold, c, (0, y), (inner.width, y))
    rays = pygame.Surface(inner.size, pygame.SRCALPHA)
    cx, cy = inner.width / 2, inner.height * 0.42
    for i in range(16):
        a = math.radians(i * 22.5)
        pygame.draw.line(rays, (255, 250, 220, 90), (cx, cy), (cx + math.cos(a) * w, cy + math.sin(a) * w),
                         max(1, w // 30))
    gold.blit(rays, (0, 0))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, w // 14))
    gold.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(gold, inner)
    pygame.draw.rect(surface, Palette.gold_dark, inner, max(1, w // 40), border_radius=max(2, w // 14))
    draw_symbol(surface, None, (inner.x + cx, inner.y + cy), int(h * 0.42), colour=(150, 92, 20))
    label = "STAR"
    theme.draw_text(surface, label, "display_bold", max(8, int(h * 0.1)), (110, 64, 10),
                    (w // 2, int(h * 0.72)), "center")
    theme.draw_text(surface, _points_text(key), "text_bold", max(8, int(h * 0.1)), (90, 50, 10),
                    (w // 2, int(h * 0.85)), "center")


def paint_centre(surface: pygame.Surface, rect: pygame.Rect, which: str, colour_blind: bool = False) -> None:
    """The centre column: Plus (power rises), Minus (power falls), Style (the same style follows).
    Velvet cards with gold lettering, unlike any dance card."""
    w, h = rect.size
    inset = max(3, int(w * 0.07))
    inner = rect.inflate(-2 * inset, -2 * inset)
    base = {"plus": (40, 30, 86), "minus": (78, 22, 62), "style": (28, 46, 64)}[which]
    pygame.draw.rect(surface, base, inner, border_radius=max(2, w // 12))
    glow = pygame.Surface(inner.size, pygame.SRCALPHA)
    for i in range(12, 0, -1):
        pygame.draw.circle(glow, (255, 230, 160, 6), (inner.width // 2, int(inner.height * 0.42)), int(inner.width * 0.06 * i))
    surface.blit(glow, inner)
    pygame.draw.rect(surface, Palette.gold, inner, max(1, w // 36), border_radius=max(2, w // 12))
    cx, cy = w // 2, int(h * 0.42)
    if which in ("plus", "minus"):
        arm = int(w * 0.26)
        thick = max(3, int(w * 0.11))
        pygame.draw.rect(surface, Palette.gold_dark, (cx - arm, cy - thick // 2 + 2, 2 * arm, thick), border_radius=thick // 3)
        pygame.draw.rect(surface, Palette.gold_light, (cx - arm, cy - thick // 2, 2 * arm, thick), border_radius=thick // 3)
        if which == "plus":
            pygame.draw.rect(surface, Palette.gold_light, (cx - thick // 2, cy - arm, thick, 2 * arm),
                             border_radius=thick // 3)
        word = "PLUS" if which == "plus" else "MINUS"
        hint = "rising" if which == "plus" else "falling"
    else:
        r = w * 0.2
        for i in range(3):
            a = math.radians(-90 + i * 120)
            draw_symbol(surface, i, (cx + r * math.cos(a), cy + r * math.sin(a) + h * 0.02), int(w * 0.34),
                        colour_blind, colour=Palette.gold_light)
        word, hint = "STYLE", "same style"
    theme.draw_text(surface, word, "display_bold", max(8, int(h * 0.12)), Palette.gold_light, (cx, int(h * 0.73)),
                    "center")
    if h >= 90:
        theme.draw_text(surface, hint, "text", max(8, int(h * 0.075)), Palette.ivory_dim, (cx, int(h * 0.85)), "center")
