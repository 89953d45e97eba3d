"""The Gnomon deck's faces for Trifecta: Singles (one value: a pattern swatch, a colour drop or a gilded
shape), Completes (one shape in its pattern and colour) and each player's In (True) and Out (False)
cards; plus the value symbols alone, for the tally and the help diagrams.

Painting only, once per size (the card toolkit's SpriteBook caches the results): never call these
every frame. Colour is never the only cue: every card names its values, and the colour-blind palette
adds the colour's letter inside coloured symbols.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.trifecta import cards as C
from game.ui import theme
from game.ui.theme import Palette

SS = 3  # symbols are drawn this much larger and smoothed down
INK = (46, 30, 70)  # the deck's printing ink: pattern and shape Singles, indices
GILT, GILT_EDGE, GILT_LIGHT = (222, 184, 96), (150, 108, 40), (250, 230, 170)
COLOURS = {"Red": (202, 44, 62), "Green": (30, 146, 86), "Blue": (40, 92, 204)}
# Okabe-Ito's vermillion, bluish green and blue stay apart without red-green vision
COLOURS_CB = {"Red": (213, 94, 0), "Green": (0, 158, 115), "Blue": (0, 114, 178)}
IN_INK, OUT_INK = (18, 112, 80), (156, 34, 58)

PATTERNS = ("Filled", "Partial", "Hollow")
HUES = ("Red", "Green", "Blue")
SHAPES = ("Circle", "Square", "Triangle")

# Keys the painter understands besides a card type (0..35): the In and Out cards, with the owner's colour,
# and the face a bid of no cards turns up as.
IN_KEY, OUT_KEY, NONE_KEY = "in", "out", "none"


def truth_key(is_in: bool, colour) -> tuple:
    return (IN_KEY if is_in else OUT_KEY, tuple(colour))


def hue(name: str, colour_blind: bool) -> tuple:
    return (COLOURS_CB if colour_blind else COLOURS)[name]


def value_parts(card: int) -> tuple:
    """(pattern, colour, shape) names of a card; a Single has None for the two it does not show."""
    names = [C.VALUE_NAMES[v] for v in C.VALUES_OF[card]]
    pattern = next((n for n in names if n in PATTERNS), None)
    colour = next((n for n in names if n in HUES), None)
    shape = next((n for n in names if n in SHAPES), None)
    return pattern, colour, shape


# --- geometry -------------------------------------------------------------------------------------

def _shape_points(shape: str, cx: float, cy: float, s: float) -> list:
    """Polygon of a square, triangle or hexagon (the pattern swatch) fitting a box of side s."""
    if shape == "Square":
        h = s * 0.4
        return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]
    if shape == "Triangle":
        h = s * 0.86
        return [(cx, cy - h * 0.6), (cx + s * 0.5, cy + h * 0.4), (cx - s * 0.5, cy + h * 0.4)]
    if shape == "Hexagon":
        r = s * 0.48
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
                for a in range(0, 360, 60)]
    raise ValueError(shape)


def _drop_points(cx: float, cy: float, s: float) -> list:
    """A paint drop: a round belly with a pointed top."""
    r = s * 0.33
    by = cy + s * 0.14
    tip = (cx, cy - s * 0.47)
    d = tip[1] - by
    # tangent from the tip to the belly circle
    half = math.acos(r / abs(d))
    pts = [tip]
    start = -math.pi / 2 + half
    end = 3 * math.pi / 2 - half
    steps = 28
    for i in range(steps + 1):
        a = start + (end - start) * i / steps
        pts.append((cx + r * math.cos(a), by + r * math.sin(a)))
    return pts


def _fill_shape(surf: pygame.Surface, shape: str, cx: float, cy: float, s: float, colour) -> None:
    if shape == "Circle":
        pygame.draw.circle(surf, colour, (cx, cy), s * 0.46)
    elif shape == "Drop":
        pygame.draw.polygon(surf, colour, _drop_points(cx, cy, s))
    else:
        pygame.draw.polygon(surf, colour, _shape_points(shape, cx, cy, s))


def _outline_shape(surf: pygame.Surface, shape: str, cx: float, cy: float, s: float, colour, width: int) -> None:
    if shape == "Circle":
        pygame.draw.circle(surf, colour, (cx, cy), s * 0.46, width)
        return
    pts = _drop_points(cx, cy, s) if shape == "Drop" else _shape_points(shape, cx, cy, s)
    pygame.draw.polygon(surf, colour, pts, width)
    for p in pts:  # round the joints so thick outlines have no notches
        pygame.draw.circle(surf, colour, p, width / 2)


def _hatch(size: tuple, colour, pitch: int, width: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    for off in range(-h, w + h, pitch):
        pygame.draw.line(surf, colour, (off, h), (off + h, 0), width)
    return surf


def draw_symbol(big: pygame.Surface, shape: str, pattern: str, colour, cx: float, cy: float, s: float) -> None:
    """One shape in a pattern and colour, on a supersampled surface (s: the symbol's box side)."""
    line = max(2, int(s * 0.075))
    dark = tuple(int(c * 0.62) for c in colour)
    if pattern == "Filled":
        _fill_shape(big, shape, cx, cy, s, colour)
        _outline_shape(big, shape, cx, cy, s, dark, max(2, line // 2))
    elif pattern == "Partial":
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        _fill_shape(mask, shape, cx, cy, s, (255, 255, 255, 255))
        stripes = _hatch(big.get_size(), (*colour, 255), max(4, int(s * 0.13)), max(2, int(s * 0.055)))
        stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(stripes, (0, 0))
        _outline_shape(big, shape, cx, cy, s, colour, line)
    else:  # Hollow
        _outline_shape(big, shape, cx, cy, s, colour, int(line * 1.35))


def _gilded(big: pygame.Surface, shape: str, cx: float, cy: float, s: float) -> None:
    """A shape Single: the shape in gold leaf, neither coloured nor patterned."""
    _fill_shape(big, shape, cx, cy, s, GILT)
    # a lighter upper half reads as polished metal
    sheen = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    _fill_shape(sheen, shape, cx, cy - s * 0.05, s * 0.82, (*GILT_LIGHT, 120))
    clip = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    clip.fill((255, 255, 255, 255), (0, 0, big.get_width(), int(cy)))
    sheen.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(sheen, (0, 0))
    _outline_shape(big, shape, cx, cy, s, GILT_EDGE, max(2, int(s * 0.05)))
    _outline_shape(big, shape, cx, cy, s * 0.8, (*GILT_LIGHT,), max(1, int(s * 0.018)))


def _drop(big: pygame.Surface, colour, cx: float, cy: float, s: float) -> None:
    """A colour Single: a drop of that colour with a glint."""
    _fill_shape(big, "Drop", cx, cy, s, colour)
    _outline_shape(big, "Drop", cx, cy, s, tuple(int(c * 0.6) for c in colour), max(2, int(s * 0.035)))
    glint = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(glint, (255, 255, 255, 120), (cx - s * 0.2, cy + s * 0.0, s * 0.13, s * 0.2))
    big.blit(glint, (0, 0))


def _symbol_surface(size: tuple, paint) -> pygame.Surface:
    w, h = size
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    paint(big, w * SS / 2, h * SS / 2, min(w, h) * SS)
    return pygame.transform.smoothscale(big, size)


@lru_cache(maxsize=256)
def value_symbol(value: int, side: int, colour_blind: bool = False) -> pygame.Surface:
    """The symbol of one value (as on its Single), `side` px square, transparent around it."""
    name = C.VALUE_NAMES[value]

    def paint(big, cx, cy, s):
        if name in PATTERNS:
            draw_symbol(big, "Hexagon", name, INK, cx, cy, s * 0.92)
        elif name in HUES:
            _drop(big, hue(name, colour_blind), cx, cy, s * 0.95)
        else:
            _gilded(big, name, cx, cy, s * 0.9)

    surf = _symbol_surface((side, side), paint)
    if name in HUES and colour_blind and side >= 16:
        _letter(surf, name[0], side / 2, side * 0.62, int(side * 0.36), "Filled")
    return surf


@lru_cache(maxsize=256)
def card_symbol(card: int, side: int, colour_blind: bool = False) -> pygame.Surface:
    """The big symbol of a card: a Single's value symbol, or a Complete's shape in pattern and colour."""
    if C.is_single(card):
        return value_symbol(card, side, colour_blind)
    pattern, colour, shape = value_parts(card)
    rgb = hue(colour, colour_blind)
    surf = _symbol_surface((side, side), lambda big, cx, cy, s: draw_symbol(big, shape, pattern, rgb, cx, cy, s * 0.9))
    if colour_blind and side >= 16:
        y = side * (0.6 if shape == "Triangle" else 0.5)
        _letter(surf, colour[0], side / 2, y, int(side * (0.3 if shape == "Triangle" else 0.36)), pattern)
    return surf


def _letter(surf: pygame.Surface, letter: str, cx: float, cy: float, size: int, pattern: str) -> None:
    """The colour's initial inside a coloured symbol (the colour-blind cue): ivory on a filled symbol,
    ink on a hollow one, ink on an ivory disc over hatching."""
    size = max(7, size)
    if pattern == "Partial":
        pygame.draw.circle(surf, (*Palette.ivory, 240), (int(cx), int(cy)), max(4, int(size * 0.62)))
    ink = Palette.ivory if pattern == "Filled" else INK
    theme.draw_text(surf, letter, "text_bold", size, ink, (cx, cy + 1), "center")


# --- the faces -------------------------------------------------------------------------------------

def index_text(card: int) -> str:
    return C.NAME[card] if not C.is_single(card) else C.VALUE_LETTERS[card]


def label_text(card: int) -> str:
    return C.describe(card)


def paint_face(surf: pygame.Surface, rect: pygame.Rect, key, colour_blind: bool = False) -> None:
    """The card toolkit's face painter: draws `key` (a card type, or an In/Out key) on a blank face."""
    if isinstance(key, tuple):
        _paint_truth(surf, rect, key[0] == IN_KEY, key[1])
        return
    if key == NONE_KEY:
        _paint_none(surf, rect)
        return
    card = int(key)
    w, h = rect.size
    tiny = w < 34
    small = w < 60  # a token or a mini card: a larger symbol, lower, under its index
    side = int(w * (0.78 if tiny else 0.72 if small else 0.64))
    sym = card_symbol(card, side, colour_blind)
    cy = rect.top + h * (0.5 if tiny else 0.58 if small else 0.5)
    surf.blit(sym, sym.get_rect(center=(rect.centerx, int(cy))))
    if tiny:
        return
    _draw_index(surf, rect, card, colour_blind)
    if h >= 90 and C.is_single(card):  # a Complete's index and symbol say all three values
        text = label_text(card)
        size = max(8, int(h * 0.075))
        f = theme.font("text_semibold", size)
        while size > 8 and f.size(text)[0] > w * 0.8:
            size -= 1
            f = theme.font("text_semibold", size)
        if f.size(text)[0] <= w * 0.84:
            theme.draw_text(surf, text, "text_semibold", size, INK, (rect.centerx, rect.bottom - h * 0.1), "midbottom")


def _draw_index(surf: pygame.Surface, rect: pygame.Rect, card: int, colour_blind: bool) -> None:
    """The corner index: the notation name, its colour letter in the colour (the part a fan shows)."""
    w, h = rect.size
    size = max(9, int(h * (0.15 if C.is_single(card) else 0.125)))
    x = rect.left + w * 0.13
    y = rect.top + h * 0.08
    text = index_text(card)
    _, colour, _ = value_parts(card)
    for ch in text:
        ink = hue(colour, colour_blind) if colour and ch == colour[0] and ch in "RGB" else INK
        r = theme.draw_text(surf, ch, "display_bold", size, ink, (x, y))
        x = r.right
    if not C.is_single(card):
        return
    # a Single also says what kind of value it shows, under its letter
    kind = C.CHARACTERISTICS[card // 3]
    small = max(7, int(h * 0.06))
    if h >= 90:
        theme.draw_text(surf, kind.upper(), "text_semibold", small, (120, 100, 130),
                        (rect.right - w * 0.12, rect.top + h * 0.1), "topright")


def _paint_truth(surf: pygame.Surface, rect: pygame.Rect, is_in: bool, owner) -> None:
    """An In (True) or Out (False) card: the word large, a star or a crescent, the owner's ribbon."""
    w, h = rect.size
    ink = IN_INK if is_in else OUT_INK
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    W, H = big.get_size()
    inset = int(min(W, H) * 0.13)
    pygame.draw.rect(big, (*ink, 150), pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset),
                     max(2, SS), border_radius=int(min(W, H) * 0.05))
    # the owner's ribbon across the top
    band = pygame.Rect(inset + SS * 2, inset + SS * 2, W - 2 * inset - SS * 4, int(H * 0.06))
    pygame.draw.rect(big, (*owner, 255), band, border_radius=band.height // 2)
    cx, cy, s = W / 2, H * 0.4, min(W, H) * 0.5
    if is_in:
        _laurel(big, cx, cy, s, ink)
        pts = []
        for i in range(16):
            r = s * (0.3 if i % 2 == 0 else 0.13)
            a = math.radians(-90 + i * 22.5)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(big, GILT, pts)
        pygame.draw.polygon(big, GILT_EDGE, pts, max(1, SS))
    else:
        moon = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.circle(moon, (*ink, 255), (cx, cy), s * 0.34)
        pygame.draw.circle(moon, (0, 0, 0, 0), (cx + s * 0.15, cy - s * 0.09), s * 0.29)
        big.blit(moon, (0, 0))
        for dx, dy, r in ((0.3, -0.22, 0.05), (0.38, 0.08, 0.035), (0.18, 0.26, 0.03)):
            pygame.draw.circle(big, GILT, (cx + s * dx, cy + s * dy), s * r)
    surf.blit(pygame.transform.smoothscale(big, rect.size), rect.topleft)
    word = "IN" if is_in else "OUT"
    size = max(9, int(h * (0.24 if is_in else 0.2)))
    theme.draw_text(surf, word, "display_bold", size, ink, (rect.centerx, rect.top + h * 0.7), "center")
    if h >= 70:
        theme.draw_text(surf, "TRUE" if is_in else "FALSE", "text_semibold", max(7, int(h * 0.065)),
                        (120, 100, 130), (rect.centerx, rect.top + h * 0.84), "center")


def _paint_none(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A bid of no cards, turned up with the others: a large nought."""
    w, h = rect.size
    theme.draw_text(surf, "0", "display_bold", max(10, int(h * 0.42)), (120, 100, 130), (rect.centerx, rect.top + h * 0.44),
                    "center")
    if h >= 60:
        theme.draw_text(surf, "NO CARDS", "text_semibold", max(7, int(h * 0.075)), (120, 100, 130),
                        (rect.centerx, rect.top + h * 0.78), "center")


def _laurel(big: pygame.Surface, cx: float, cy: float, s: float, ink) -> None:
    """Two sprays of leaves curving round the star."""
    r = s * 0.46
    for side in (-1, 1):
        for i in range(6):
            a = math.radians(90 + side * (38 + i * 22))
            px_, py_ = cx + r * math.cos(a), cy + r * math.sin(a)
            leaf = pygame.Surface((int(s * 0.2), int(s * 0.1)), pygame.SRCALPHA)
            pygame.draw.ellipse(leaf, (*ink, 220), leaf.get_rect())
            turned = pygame.transform.rotate(leaf, -math.degrees(a) + side * 60)
            big.blit(turned, turned.get_rect(center=(px_, py_)))


class GnomonPainter:
    """The face painter handed to the card toolkit; `colour_blind` is read at paint time (the book's
    variant carries it, so faces are repainted when it changes)."""

    def __init__(self, colour_blind: bool = False):
        self.colour_blind = colour_blind

    def __call__(self, surf: pygame.Surface, rect: pygame.Rect, key) -> None:
        paint_face(surf, rect, key, self.colour_blind)
