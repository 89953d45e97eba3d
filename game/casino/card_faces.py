"""Casino Trifecta's deck drawn by code: a standard 52-card deck on the house's ivory face (corner
indices, pips in the classic layouts, an ornate ace of spades, court cards framed round a drawn
emblem: a crown, a tiara, a fleur-de-lis), the four special cards marked with a gold badge (11, 12,
3–9), the secret card's star, and a four-colour variant (spades black, hearts red, diamonds blue,
clubs green) for colour-blind play. Small cards switch to a large-index design so a crowded table
stays readable.

Painting only, once per size (the card toolkit's SpriteBook caches the results): never call these
every frame. A face key is a card id (0..51) or ("star", card) for the secret card's marked face.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.casino import cards as C
from game.ui import theme
from game.ui.card_art import star_points
from game.ui.theme import Palette

SS = 3  # shapes are drawn this much larger, then smoothed down
INK = (34, 28, 52)  # spades and clubs: a deep night ink rather than flat black
CRIMSON = (190, 30, 52)
FOUR_COLOURS = ((30, 26, 44), (198, 32, 52), (28, 92, 196), (22, 128, 70))  # S H D C
GILT, GILT_EDGE, GILT_LIGHT = (222, 184, 96), (150, 108, 40), (250, 230, 170)
BADGES = {C.JS: "11", C.JH: "11", C.QS: "12", C.KS: "3–9"}
STAR_KEY = "star"


def suit_colour(suit: int, colour_blind: bool = False) -> tuple:
    if colour_blind:
        return FOUR_COLOURS[suit]
    return CRIMSON if suit in (C.HEARTS, C.DIAMONDS) else INK


def star_key(card: int) -> tuple:
    """The face key of a card marked with the secret card's star."""
    return (STAR_KEY, card)


# --- suit shapes ------------------------------------------------------------------------------------

def _heart_points(cx: float, cy: float, s: float, flip: bool = False) -> list:
    """The classic parametric heart, fitted to a box of side s (pointing down, or up when flipped)."""
    pts = []
    for i in range(64):
        t = 2 * math.pi * i / 64
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        # the heart spans x -16..16 and y -17..12 (y up): centre it in the box
        px_ = cx + x / 34.0 * s
        py_ = cy - (y + 2.5) / 31.0 * s
        if flip:
            py_ = 2 * cy - py_
        pts.append((px_, py_))
    return pts


def _stem(cx: float, top: float, bottom: float, s: float) -> list:
    """A flared stem under a spade or a club, its sides curving in."""
    pts = []
    half = s * 0.2
    for i in range(9):
        t = i / 8
        pts.append((cx - s * 0.045 - (half - s * 0.045) * t ** 2.2, top + (bottom - top) * t))
    for i in range(8, -1, -1):
        t = i / 8
        pts.append((cx + s * 0.045 + (half - s * 0.045) * t ** 2.2, top + (bottom - top) * t))
    return pts


def _diamond_points(cx: float, cy: float, s: float) -> list:
    """A lozenge whose sides bow gently inwards."""
    corners = [(cx, cy - s * 0.5), (cx + s * 0.38, cy), (cx, cy + s * 0.5), (cx - s * 0.38, cy)]
    pts = []
    for k in range(4):
        (x0, y0), (x1, y1) = corners[k], corners[(k + 1) % 4]
        nx, ny = -(y1 - y0), x1 - x0  # normal pointing inwards for a clockwise walk
        length = math.hypot(nx, ny) or 1
        nx, ny = nx / length, ny / length
        for i in range(10):
            t = i / 10
            bow = math.sin(math.pi * t) * s * 0.045
            pts.append((x0 + (x1 - x0) * t + nx * bow, y0 + (y1 - y0) * t + ny * bow))
    return pts


def paint_suit(big: pygame.Surface, suit: int, cx: float, cy: float, s: float, colour) -> None:
    """One suit symbol in a box of side s centred at (cx, cy), on a (supersampled) surface."""
    if suit == C.HEARTS:
        pygame.draw.polygon(big, colour, _heart_points(cx, cy, s * 0.98))
    elif suit == C.DIAMONDS:
        pygame.draw.polygon(big, colour, _diamond_points(cx, cy, s * 0.98))
    elif suit == C.SPADES:
        pygame.draw.polygon(big, colour, _heart_points(cx, cy - s * 0.1, s * 0.86, flip=True))
        pygame.draw.polygon(big, colour, _stem(cx, cy + s * 0.05, cy + s * 0.48, s))
    else:
        r = s * 0.2
        for dx, dy in ((0, -0.2), (-0.215, 0.08), (0.215, 0.08)):
            pygame.draw.circle(big, colour, (cx + dx * s, cy + dy * s), r)
        pygame.draw.circle(big, colour, (cx, cy + 0.02 * s), r * 0.6)
        pygame.draw.polygon(big, colour, _stem(cx, cy + s * 0.02, cy + s * 0.48, s))


@lru_cache(maxsize=256)
def suit_symbol(suit: int, side: int, colour: tuple) -> pygame.Surface:
    """A suit symbol `side` px square on transparency (smoothed from a larger drawing)."""
    side = max(4, int(side))
    big = pygame.Surface((side * SS, side * SS), pygame.SRCALPHA)
    paint_suit(big, suit, side * SS / 2, side * SS / 2, side * SS * 0.96, (*colour, 255))
    return pygame.transform.smoothscale(big, (side, side))


@lru_cache(maxsize=256)
def _upside_down(suit: int, side: int, colour: tuple) -> pygame.Surface:
    return pygame.transform.rotate(suit_symbol(suit, side, colour), 180)


def _blit_centre(surf: pygame.Surface, pic: pygame.Surface, centre) -> None:
    surf.blit(pic, pic.get_rect(center=(int(round(centre[0])), int(round(centre[1])))))


# --- pips -------------------------------------------------------------------------------------------

# (column, row) of each pip in the pip box: columns 0 left, 1 middle, 2 right; rows 0 top .. 1 bottom
PIPS = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)),
}


def _paint_pips(surf: pygame.Surface, rect: pygame.Rect, rank: int, suit: int, colour) -> None:
    w, h = rect.size
    box = pygame.Rect(0, 0, int(w * 0.38), int(h * 0.6))
    box.center = (rect.centerx, rect.centery)
    side = int(min(w * 0.2, h * 0.14))
    for col, row in PIPS[rank]:
        x = box.left + box.width * col / 2
        y = box.top + box.height * row
        pic = _upside_down(suit, side, colour) if row > 0.5 else suit_symbol(suit, side, colour)
        _blit_centre(surf, pic, (x, y))


def _paint_ace(surf: pygame.Surface, rect: pygame.Rect, suit: int, colour) -> None:
    w, h = rect.size
    side = int(min(w * 0.5, h * 0.36))
    if suit == C.SPADES:
        # the ace of spades wears its traditional finery: a gilt ring and a larger pip
        big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        cx, cy = w * SS / 2, h * SS / 2
        r = min(w, h) * SS * 0.34
        pygame.draw.circle(big, (*GILT, 255), (cx, cy), r, max(2, SS * 2))
        pygame.draw.circle(big, (*GILT_EDGE, 200), (cx, cy), r * 0.9, max(1, SS))
        for k in range(12):
            a = math.radians(k * 30)
            pygame.draw.circle(big, (*GILT, 255), (cx + math.cos(a) * r, cy + math.sin(a) * r), SS * max(1.5, w * 0.018))
        surf.blit(pygame.transform.smoothscale(big, (w, h)), rect.topleft)
        side = int(min(w * 0.5, h * 0.38))
    _blit_centre(surf, suit_symbol(suit, side, colour), rect.center)


# --- court cards --------------------------------------------------------------------------------------

def _paint_crown(big, cx, cy, s, jewel) -> None:
    """A king's crown: a band, five points with pearls, a jewel."""
    base_y = cy + s * 0.22
    left, right = cx - s * 0.42, cx + s * 0.42
    pts = [(left, base_y), (left - s * 0.04, cy - s * 0.2), (cx - s * 0.22, cy + s * 0.02), (cx - s * 0.12, cy - s * 0.32),
           (cx, cy - s * 0.02), (cx + s * 0.12, cy - s * 0.32), (cx + s * 0.22, cy + s * 0.02),
           (right + s * 0.04, cy - s * 0.2), (right, base_y)]
    pygame.draw.polygon(big, (*GILT, 255), pts)
    pygame.draw.polygon(big, (*GILT_EDGE, 255), pts, max(2, int(s * 0.03)))
    band = pygame.Rect(0, 0, int(s * 0.88), int(s * 0.16))
    band.midtop = (int(cx), int(base_y - s * 0.02))
    pygame.draw.rect(big, (*GILT, 255), band, border_radius=int(s * 0.03))
    pygame.draw.rect(big, (*GILT_EDGE, 255), band, max(2, int(s * 0.03)), border_radius=int(s * 0.03))
    for x, y in ((left - s * 0.04, cy - s * 0.2), (cx - s * 0.12, cy - s * 0.32), (cx + s * 0.12, cy - s * 0.32),
                 (right + s * 0.04, cy - s * 0.2)):
        pygame.draw.circle(big, (*GILT_LIGHT, 255), (x, y), s * 0.05)
        pygame.draw.circle(big, (*GILT_EDGE, 255), (x, y), s * 0.05, max(1, int(s * 0.015)))
    pygame.draw.circle(big, (*jewel, 255), (cx, band.centery), s * 0.06)
    for dx in (-0.26, 0.26):
        pygame.draw.circle(big, (*jewel, 255), (cx + dx * s, band.centery), s * 0.035)


def _paint_tiara(big, cx, cy, s, jewel) -> None:
    """A queen's tiara: a curved band under a lace of slender spikes tipped with pearls, a heart jewel."""
    gold, edge = (*GILT, 255), (*GILT_EDGE, 255)
    band = []
    for i in range(21):  # the band curves like a smile
        t = i / 20
        x = cx - s * 0.44 + s * 0.88 * t
        band.append((x, cy + s * 0.14 + math.sin(math.pi * t) * s * 0.08))
    for i in range(20, -1, -1):
        t = i / 20
        x = cx - s * 0.44 + s * 0.88 * t
        band.append((x, cy + s * 0.26 + math.sin(math.pi * t) * s * 0.08))
    for k in range(7):
        t = k / 6
        x = cx - s * 0.4 + s * 0.8 * t
        base = cy + s * 0.16 + math.sin(math.pi * t) * s * 0.08
        height = s * (0.16 + 0.26 * math.sin(math.pi * t) ** 2)
        tip = (x, base - height)
        spike = [(x - s * 0.045, base), tip, (x + s * 0.045, base)]
        pygame.draw.polygon(big, gold, spike)
        pygame.draw.polygon(big, edge, spike, max(1, int(s * 0.018)))
        pygame.draw.circle(big, (*GILT_LIGHT, 255), tip, s * (0.04 if k % 2 else 0.055))
        pygame.draw.circle(big, edge, tip, s * (0.04 if k % 2 else 0.055), max(1, int(s * 0.014)))
    pygame.draw.polygon(big, gold, band)
    pygame.draw.polygon(big, edge, band, max(2, int(s * 0.025)))
    pygame.draw.polygon(big, (*jewel, 255), _heart_points(cx, cy + s * 0.04, s * 0.2))
    pygame.draw.polygon(big, edge, _heart_points(cx, cy + s * 0.04, s * 0.2), max(1, int(s * 0.015)))


def _paint_fleur(big, cx, cy, s, jewel) -> None:
    """A jack's fleur-de-lis: a tall central petal, two curling side petals and a gilt band."""
    ink = (*GILT, 255)
    edge = (*GILT_EDGE, 255)
    centre = []
    for i in range(25):
        t = i / 24
        y = cy - s * 0.42 + s * 0.52 * t
        half = s * 0.11 * math.sin(math.pi * min(1.0, t * 1.15)) ** 0.8
        centre.append((cx - half, y))
    for i in range(24, -1, -1):
        t = i / 24
        y = cy - s * 0.42 + s * 0.52 * t
        half = s * 0.11 * math.sin(math.pi * min(1.0, t * 1.15)) ** 0.8
        centre.append((cx + half, y))
    for side in (-1, 1):
        petal = []
        for i in range(25):
            t = i / 24
            a = math.pi * (0.15 + 1.1 * t)
            r = s * (0.26 - 0.1 * t)
            petal.append((cx + side * (s * 0.06 + r * (1 - math.cos(a)) * 0.75), cy + s * 0.08 - r * math.sin(a) * 0.9))
        petal.append((cx + side * s * 0.05, cy + s * 0.12))
        pygame.draw.polygon(big, ink, petal)
        pygame.draw.polygon(big, edge, petal, max(2, int(s * 0.025)))
    pygame.draw.polygon(big, ink, centre)
    pygame.draw.polygon(big, edge, centre, max(2, int(s * 0.025)))
    band = pygame.Rect(0, 0, int(s * 0.42), int(s * 0.1))
    band.center = (int(cx), int(cy + s * 0.12))
    pygame.draw.rect(big, ink, band, border_radius=int(s * 0.03))
    pygame.draw.rect(big, edge, band, max(2, int(s * 0.025)), border_radius=int(s * 0.03))
    pygame.draw.circle(big, (*jewel, 255), band.center, s * 0.035)
    foot = [(cx - s * 0.07, cy + s * 0.17), (cx + s * 0.07, cy + s * 0.17), (cx, cy + s * 0.3)]
    pygame.draw.polygon(big, ink, foot)
    pygame.draw.polygon(big, edge, foot, max(2, int(s * 0.02)))


EMBLEMS = {C.KING: _paint_crown, C.QUEEN: _paint_tiara, C.JACK: _paint_fleur}


def _paint_court(surf: pygame.Surface, rect: pygame.Rect, rank: int, suit: int, colour) -> None:
    """A framed portrait panel, double-ended: in each half the rank's emblem and a pip of its suit."""
    w, h = rect.size
    frame = pygame.Rect(0, 0, int(w * 0.54), int(h * 0.68))
    frame.center = rect.center
    fw, fh = frame.size
    big = pygame.Surface((fw * SS, fh * SS), pygame.SRCALPHA)
    wash = tuple(int(v * 0.14 + p * 0.86) for v, p in zip(colour, Palette.ivory))
    radius = int(min(fw, fh) * 0.08) * SS
    pygame.draw.rect(big, (*wash, 255), big.get_rect(), border_radius=radius)
    half = pygame.Surface((fw * SS, fh * SS // 2), pygame.SRCALPHA)
    s = min(fw * SS * 0.8, fh * SS * 0.42)
    EMBLEMS[rank](half, fw * SS * 0.56, fh * SS * 0.27, s, colour)
    pip = int(min(fw, fh) * 0.2) * SS
    paint_suit(half, suit, fw * SS * 0.17 + pip * 0.1, fh * SS * 0.1 + pip * 0.35, pip, (*colour, 255))
    big.blit(half, (0, 0))
    big.blit(pygame.transform.rotate(half, 180), (0, fh * SS - half.get_height()))
    mid = fh * SS // 2
    pygame.draw.line(big, (*GILT_EDGE, 200), (fw * SS * 0.1, mid), (fw * SS * 0.9, mid), max(1, SS))
    pygame.draw.rect(big, (*GILT_EDGE, 255), big.get_rect(), max(2, int(SS * max(1.0, w / 70))), border_radius=radius)
    pygame.draw.rect(big, (*GILT, 220), big.get_rect().inflate(-SS * 4, -SS * 4), max(1, SS), border_radius=radius)
    surf.blit(pygame.transform.smoothscale(big, (fw, fh)), frame.topleft)


# --- marks: the special badge and the secret star -------------------------------------------------

def _paint_badge(surf: pygame.Surface, rect: pygame.Rect, text: str, top: float) -> None:
    """A gold pill with the special card's number in the upper right."""
    w, h = rect.size
    size = max(8, int(h * (0.085 if h >= 90 else 0.13)))
    label = theme.render_text(text, "text_bold", size, (70, 44, 10))
    pill = pygame.Rect(0, 0, label.get_width() + max(6, int(size * 0.9)), label.get_height() + max(2, size // 4))
    pill.topright = (int(rect.right - w * 0.07), int(top))
    big = pygame.Surface((pill.width * SS, pill.height * SS), pygame.SRCALPHA)
    r = big.get_height() // 2
    pygame.draw.rect(big, (*GILT_EDGE, 255), big.get_rect(), border_radius=r)
    pygame.draw.rect(big, (*GILT, 255), big.get_rect().inflate(-SS * 2, -SS * 2), border_radius=r)
    pygame.draw.rect(big, (*GILT_LIGHT, 255), pygame.Rect(SS * 3, SS * 2, big.get_width() - SS * 6, big.get_height() // 2 - SS),
                     border_radius=r // 2)
    surf.blit(pygame.transform.smoothscale(big, pill.size), pill)
    surf.blit(label, label.get_rect(center=(pill.centerx, pill.centery + 1)))


def _paint_star(surf: pygame.Surface, rect: pygame.Rect) -> float:
    """The secret card's star in the upper right corner; returns the y below it."""
    w, h = rect.size
    side = max(8, int(min(w * 0.26, h * 0.17)))
    big = pygame.Surface((side * SS, side * SS), pygame.SRCALPHA)
    c = side * SS / 2
    pygame.draw.circle(big, (*Palette.midnight, 235), (c, c), c * 0.98)
    pygame.draw.polygon(big, (*GILT_LIGHT, 255), star_points(c, c * 1.04, c * 0.8, c * 0.34))
    pygame.draw.polygon(big, (*GILT_EDGE, 255), star_points(c, c * 1.04, c * 0.8, c * 0.34), max(1, SS))
    pic = pygame.transform.smoothscale(big, (side, side))
    r = pic.get_rect(topright=(int(rect.right - w * 0.06), int(rect.top + h * 0.045)))
    surf.blit(pic, r)
    return r.bottom + h * 0.01


# --- the face ----------------------------------------------------------------------------------------

def _paint_index(surf: pygame.Surface, rect: pygame.Rect, card: int, colour, small: bool) -> None:
    """Rank and suit in the top-left corner (mirrored bottom-right on larger cards)."""
    w, h = rect.size
    rank = C.rank(card)
    text = C.RANKS[rank - 1]
    size = max(9, int(h * (0.25 if small else 0.14)))
    if text == "10":
        size = int(size * (0.9 if small else 0.8))
    corner = pygame.Surface((int(w * (0.5 if small else 0.2)), int(h * (0.52 if small else 0.3))), pygame.SRCALPHA)
    label = theme.render_text(text, "display_bold", size, colour)
    cx = corner.get_width() // 2 if not small else int(w * 0.2)
    top = int(h * 0.035)
    corner.blit(label, label.get_rect(midtop=(cx, top)))
    pip = max(6, int(h * (0.17 if small else 0.09)))
    corner.blit(suit_symbol(C.suit(card), pip, colour), suit_symbol(C.suit(card), pip, colour).get_rect(
        midtop=(cx, top + label.get_height() - max(1, size // 7))))
    surf.blit(corner, (rect.left + int(w * (0.05 if small else 0.02)), rect.top + int(h * 0.03)))
    if not small:
        turned = pygame.transform.rotate(corner, 180)
        surf.blit(turned, turned.get_rect(bottomright=(rect.right - int(w * 0.02), rect.bottom - int(h * 0.03))))


def paint_face(surf: pygame.Surface, rect: pygame.Rect, key, colour_blind: bool = False) -> None:
    """The card toolkit's face painter: draws `key` (a card id, or ("star", id)) on a blank face."""
    starred = isinstance(key, tuple) and key[0] == STAR_KEY
    card = int(key[1] if starred else key)
    w, h = rect.size
    suit, rank = C.suit(card), C.rank(card)
    colour = suit_colour(suit, colour_blind)
    small = h < 76
    _paint_index(surf, rect, card, colour, small)
    if small:
        # a crowded table's card: the big index says it all; a large pip (or the court's letter) below
        side = int(min(w * 0.5, h * 0.36))
        centre = (rect.left + w * 0.62, rect.top + h * 0.66)
        if rank > 10:
            frame = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.42))
            frame.center = (int(centre[0]), int(centre[1]))
            wash = tuple(int(v * 0.16 + p * 0.84) for v, p in zip(colour, Palette.ivory))
            pygame.draw.rect(surf, wash, frame, border_radius=max(2, w // 14))
            pygame.draw.rect(surf, GILT_EDGE, frame, max(1, w // 40), border_radius=max(2, w // 14))
            big = pygame.Surface((frame.width * SS, frame.height * SS), pygame.SRCALPHA)
            EMBLEMS[rank](big, big.get_width() / 2, big.get_height() * 0.54, min(big.get_width() * 0.8, big.get_height() * 0.9),
                          colour)
            surf.blit(pygame.transform.smoothscale(big, frame.size), frame)
        else:
            _blit_centre(surf, suit_symbol(suit, side, colour), centre)
    elif rank == 1:
        _paint_ace(surf, rect, suit, colour)
    elif rank <= 10:
        _paint_pips(surf, rect, rank, suit, colour)
    else:
        _paint_court(surf, rect, rank, suit, colour)
    top = rect.top + h * 0.05
    if starred:
        top = _paint_star(surf, rect)
    if card in BADGES:
        _paint_badge(surf, rect, BADGES[card], top)


class CasinoPainter:
    """The face painter handed to the card toolkit; the book's variant (colour-blind or not) is part
    of every cached face, so faces are repainted when it changes."""

    def __init__(self, colour_blind: bool = False):
        self.colour_blind = colour_blind

    def __call__(self, surf: pygame.Surface, rect: pygame.Rect, key) -> None:
        paint_face(surf, rect, key, self.colour_blind)


def all_keys() -> list:
    """Every face the table may show (for warming the book)."""
    return list(C.CARDS)
