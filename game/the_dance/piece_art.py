"""The Dance's pieces as pictures: Avatar medallions (family colour, the family's initial), Dancer
tokens (a porcelain hex with the symbol's colour *and* shape and the pips of each Domain, a red x where
a Domain is barred), the holder's ring and marker (round for Influenced, a diamond for Dominated), the
Foiled badge, the Server, the Tempo marker, seat wells and symbol icons.

Drawing only, from the counters data; never game state. Every picture is drawn once per hex size
(whole pixels) on a supersampled canvas, smoothed down and cached: a frame only blits. Each is
centred in its surface (blit_centred), with room for its soft shadow.

Pip corners on a Dancer token follow the Domain order like lines of text: Extortion top left,
Corruption top right, Subjugation bottom left, Confidence bottom right (the info card spells it out).
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.the_dance.board_layout import MEDALLION_R, SQ3, TOKEN_R
from game.the_dance.counters import counters
from game.the_dance.families import FAMILY_LOOK
from game.ui import theme
from game.ui.hex_view import rounded_hex_points

SUPER = 4  # pieces are small: draw them four times larger and smooth them down

# FAMILY_LOOK, the family colours (body, light, ink for the initial, rim), comes from families.py: one
# table for the pieces and for every screen around the table.
SYMBOL_RGB = {"red": (204, 40, 56), "gold": (222, 166, 24), "blue": (44, 96, 208), "green": (40, 140, 66)}
PORCELAIN = ((252, 248, 238), (226, 214, 192))     # a Dancer token: centre, edge
TOKEN_RIM = (150, 112, 48)
PIP_INK = (44, 30, 26)
MARK_RED = (212, 30, 36)
SHADOW = (6, 2, 12)


def family_colour(colour: str) -> tuple[int, int, int]:
    """A family's colour (plum, ivory, copper, grey, teal, jet) as drawn on the floor."""
    return FAMILY_LOOK[colour][0]


def family_ink(colour: str) -> tuple[int, int, int]:
    """The colour that reads on top of a family's colour (its initial)."""
    return FAMILY_LOOK[colour][2]


def avatar_colour(avatar_id: str) -> str:
    return counters().avatar(avatar_id).colour


def initial(avatar_id: str) -> str:
    """The family's initial: the Avatar's family name (Tatiana Saar -> S), distinct for all six."""
    return counters().avatar(avatar_id).name.split()[-1][0].upper()


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def _canvas(half: int) -> tuple[pygame.Surface, float]:
    """A transparent supersampled square of half-size `half` pixels and its centre (big pixels)."""
    big = pygame.Surface((2 * half * SUPER, 2 * half * SUPER), pygame.SRCALPHA)
    return big, half * SUPER


def _down(big: pygame.Surface) -> pygame.Surface:
    w, h = big.get_size()
    return pygame.transform.smoothscale(big, (w // SUPER, h // SUPER))


def _soft_shadow(half: int, shape, offset: tuple[float, float], blur: int, alpha: int) -> pygame.Surface:
    """A blurred dark copy of `shape` (a function drawing on a plain-size surface at a centre)."""
    surf = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    shape(surf, (half + offset[0], half + offset[1]), (*SHADOW, alpha))
    return pygame.transform.gaussian_blur(surf, max(1, blur)) if blur > 0 else surf


def _letter(big: pygame.Surface, text: str, centre, height: float, colour, role: str = "display_bold") -> None:
    """Centre `text` optically at `centre` with cap height about `height` big pixels."""
    f = theme.font(role, max(6, int(height * 1.42)))
    glyph = f.render(text, True, colour)
    rect = glyph.get_rect()
    # Cinzel's capitals sit a little high in their box: nudge them down to the optical middle
    rect.center = (int(centre[0]), int(centre[1] + height * 0.05))
    big.blit(glyph, rect)


def blit_centred(target: pygame.Surface, sprite: pygame.Surface, centre, alpha: int = 255) -> pygame.Rect:
    """Blit a centred sprite; `alpha` < 255 fades it for this blit only (ghosts, pieces fading)."""
    w, h = sprite.get_size()
    pos = (int(round(centre[0] - w / 2)), int(round(centre[1] - h / 2)))
    if alpha >= 255:
        return target.blit(sprite, pos)
    sprite.set_alpha(max(0, int(alpha)))
    try:
        return target.blit(sprite, pos)
    finally:
        # back to fully opaque, never set_alpha(None): on a per-pixel-alpha picture that would drop
        # its transparency for good (a cached sprite would then blit as a black square)
        sprite.set_alpha(255)


# --- symbols -----------------------------------------------------------------------------------

def draw_symbol(big: pygame.Surface, letter: str, centre, r: float, outline: bool = True) -> None:
    """The symbol `letter` (R rose, Y crown, B moon, G ivy) in its colour and shape, in a circle of
    radius `r` (big pixels) at `centre`, with a dark outline so it reads on any ground."""
    sym = counters().symbol(letter)
    colour = SYMBOL_RGB.get(sym.colour, (200, 200, 200))
    dark = _mix(colour, (20, 10, 10), 0.55)
    light = _mix(colour, (255, 255, 255), 0.45)
    line = max(1, int(r * 0.1)) if outline else 0
    cx, cy = centre
    shape = sym.shape
    if shape == "rose":
        for i in range(5):
            a = math.radians(-90 + 72 * i)
            p = (cx + r * 0.5 * math.cos(a), cy + r * 0.5 * math.sin(a))
            pygame.draw.circle(big, dark, p, r * 0.5 + line)
        for i in range(5):
            a = math.radians(-90 + 72 * i)
            p = (cx + r * 0.5 * math.cos(a), cy + r * 0.5 * math.sin(a))
            pygame.draw.circle(big, colour, p, r * 0.5)
        pygame.draw.circle(big, dark, (cx, cy), r * 0.42)
        pygame.draw.circle(big, light, (cx, cy), r * 0.3)
        # the heart of the rose: a curl of petal
        pygame.draw.arc(big, dark, pygame.Rect(cx - r * 0.2, cy - r * 0.2, r * 0.4, r * 0.4),
                        0.3, 4.6, max(1, int(r * 0.09)))
    elif shape == "crown":
        base_y, top_y = cy + r * 0.62, cy - r * 0.55
        w = r * 0.95
        pts = [(cx - w, base_y), (cx - w, cy - r * 0.05), (cx - w * 1.08, top_y), (cx - w * 0.5, cy + r * 0.05),
               (cx, top_y - r * 0.12), (cx + w * 0.5, cy + r * 0.05), (cx + w * 1.08, top_y),
               (cx + w, cy - r * 0.05), (cx + w, base_y)]
        pygame.draw.polygon(big, colour, pts)
        if line:
            pygame.draw.polygon(big, dark, pts, line)
        band = pygame.Rect(cx - w, base_y - r * 0.3, 2 * w, r * 0.3)
        pygame.draw.rect(big, light, band.inflate(-line * 2, -line))
        for x, y in ((cx - w * 1.08, top_y), (cx, top_y - r * 0.12), (cx + w * 1.08, top_y)):
            pygame.draw.circle(big, dark, (x, y), r * 0.19 + line * 0.5)
            pygame.draw.circle(big, light, (x, y), r * 0.15)
    elif shape == "moon":
        disc = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(disc, dark, (cx, cy), r + line * 0.6)
        pygame.draw.circle(disc, colour, (cx, cy), r - line * 0.4)
        pygame.draw.circle(disc, light, (cx - r * 0.45, cy - r * 0.2), r * 0.32)
        # cut the bite out of the disc: what is left is a crescent opening to the upper right
        pygame.draw.circle(disc, (0, 0, 0, 0), (cx + r * 0.5, cy - r * 0.34), r * 0.86)
        big.blit(disc, (0, 0))
    elif shape == "ivy":
        # a five-lobed ivy leaf, point up, on a short stem
        pts = []
        for i in range(60):
            a = 2 * math.pi * i / 60
            lobes = 0.62 + 0.38 * abs(math.cos(2.5 * a)) ** 0.7
            rr = r * lobes * (0.92 if math.sin(a - math.pi / 2) > 0.6 else 1.0)
            pts.append((cx + rr * math.sin(a), cy - r * 0.08 - rr * math.cos(a)))
        pygame.draw.line(big, dark, (cx, cy + r * 0.4), (cx + r * 0.18, cy + r * 1.02), max(2, int(r * 0.16)))
        pygame.draw.polygon(big, colour, pts)
        if line:
            pygame.draw.polygon(big, dark, pts, line)
        for a in (0, 72, -72):
            ra = math.radians(a)
            pygame.draw.line(big, light, (cx, cy + r * 0.25),
                             (cx + r * 0.62 * math.sin(ra), cy + r * 0.25 - r * 0.72 * math.cos(ra)),
                             max(1, int(r * 0.07)))
    else:  # an unknown shape still gets a plain disc and its letter
        pygame.draw.circle(big, colour, (cx, cy), r)
        _letter(big, letter, centre, r, (255, 255, 255))


@lru_cache(maxsize=64)
def symbol_icon(letter: str, radius: int) -> pygame.Surface:
    """The symbol alone (info cards, the Plan display), in a square of side 2 * radius + 2."""
    half = radius + 1
    big, c = _canvas(half)
    draw_symbol(big, letter, (c, c), radius * SUPER * 0.92)
    return _down(big)


# --- the Dancer token ----------------------------------------------------------------------------

def _pip_corners(R: float) -> list[tuple[float, float]]:
    """Where each Domain's value sits on a token of radius R (relative to its centre), Domain order:
    top left, top right, bottom left, bottom right."""
    dx, dy = R * 0.56, R * 0.40
    return [(-dx, -dy), (dx, -dy), (-dx, dy), (dx, dy)]


DOMAIN_TINTS = ((150, 46, 52), (58, 120, 84), (78, 70, 150), (186, 132, 42))  # marker_art.DOMAIN_RGB in order


def token_half(s: int) -> int:
    """Half the side of a token sprite at hex size s (token, ring, badge and shadow all fit)."""
    return int(math.ceil(s * 1.02)) + 2


@lru_cache(maxsize=128)
def dancer_token(dancer_id: str, s: int) -> pygame.Surface:
    """A Dancer on the floor or at a table, at hex size `s` pixels."""
    dancer = counters().dancer(dancer_id)
    half = token_half(s)
    R = TOKEN_R * s
    corner = R * 0.16

    def hex_shape(surf, centre, colour):
        pygame.draw.polygon(surf, colour, rounded_hex_points(centre[0], centre[1], R, corner))

    out = _soft_shadow(half, hex_shape, (s * 0.03, s * 0.08), max(1, int(s * 0.07)), 150)
    big, c = _canvas(half)
    K = SUPER
    rings = 10
    for i in range(rings):
        t = i / (rings - 1)
        colour = _mix(PORCELAIN[1], PORCELAIN[0], t ** 0.7)
        pygame.draw.polygon(big, colour, rounded_hex_points(c, c - R * K * 0.05 * t, R * K * (1 - 0.55 * t),
                                                              corner * K * (1 - 0.5 * t)))
    pygame.draw.polygon(big, TOKEN_RIM, rounded_hex_points(c, c, R * K, corner * K), max(2, int(s * K * 0.045)))
    if s >= 30:  # a fine inner gilt line: only where it is more than a blur
        pygame.draw.polygon(big, (*theme.Palette.gold, 160),
                            rounded_hex_points(c, c, R * K * 0.86, corner * K * 0.8), max(1, int(s * K * 0.018)))
    draw_symbol(big, dancer.symbol, (c, c), R * K * 0.3)
    for i, ((dx, dy), pips) in enumerate(zip(_pip_corners(R * K), dancer.pips)):
        _draw_pips(big, (c + dx, c + dy), pips, s * K, DOMAIN_TINTS[i])
    out.blit(_down(big), (0, 0))
    return out


def _draw_pips(big: pygame.Surface, centre, pips: int | None, sk: float, tint=None) -> None:
    """One Domain's value as a figure a person reads at the table's usual size (dots were a few pixels
    wide): a bold 1 or 2 on a small patch of the Domain's colour, a faint 0, a heavy red x where the
    Domain is barred. The corner says which Domain it is (the legend by the floor, the card)."""
    cx, cy = centre
    if pips is None:
        arm, width = sk * 0.13, max(2, int(sk * 0.075))
        pygame.draw.line(big, MARK_RED, (cx - arm, cy - arm), (cx + arm, cy + arm), width)
        pygame.draw.line(big, MARK_RED, (cx - arm, cy + arm), (cx + arm, cy - arm), width)
        return
    if tint is not None:
        patch = pygame.Rect(0, 0, int(sk * 0.3), int(sk * 0.33))
        patch.center = (int(cx), int(cy))
        pygame.draw.rect(big, _mix(tint, PORCELAIN[0], 0.62 if pips else 0.8), patch, border_radius=int(sk * 0.08))
    f = theme.font("text_bold", max(6, int(sk * 0.42)))
    ink = PIP_INK if pips else _mix(PIP_INK, PORCELAIN[0], 0.55)
    glyph = f.render(str(pips), True, ink)
    big.blit(glyph, glyph.get_rect(center=(int(cx), int(cy + sk * 0.01))))


@lru_cache(maxsize=64)
def holder_ring(colour: str, dominated: bool, s: int) -> pygame.Surface:
    """The ring round a held Dancer in the holder's colour: thin for Influenced, heavy and gilded for
    Dominated (blit over the token)."""
    half = token_half(s)
    big, c = _canvas(half)
    K = SUPER
    R = TOKEN_R * s * K
    body = family_colour(colour)
    width = s * K * (0.16 if dominated else 0.1)
    rr = R + width * 0.35
    pygame.draw.polygon(big, (*SHADOW, 150), rounded_hex_points(c, c, rr, R * 0.18), int(width + 2.5 * K))
    pygame.draw.polygon(big, body, rounded_hex_points(c, c, rr, R * 0.18), int(width))
    if dominated:
        pygame.draw.polygon(big, theme.Palette.gold_light, rounded_hex_points(c, c, rr + width * 0.5, R * 0.2),
                            max(2, int(K * s * 0.03)))
    return _down(big)


def badge_offset(s: float) -> tuple[float, float]:
    """Where the holder's marker sits relative to a Dancer's centre: on its top edge."""
    return 0.0, -TOKEN_R * s * SQ3 / 2 - s * 0.02


@lru_cache(maxsize=64)
def holder_badge(avatar_id: str, dominated: bool, s: int) -> pygame.Surface:
    """The holder's marker with the family's initial: a disc (Influence marker) or a gilded diamond
    (Dominated marker)."""
    colour = avatar_colour(avatar_id)
    body, light, ink, rim = FAMILY_LOOK[colour]
    r = max(6.5, s * 0.3)
    half = int(math.ceil(r * 1.5)) + 2
    big, c = _canvas(half)
    K = SUPER
    R = r * K
    if dominated:
        diamond = [(c, c - R * 1.28), (c + R * 1.28, c), (c, c + R * 1.28), (c - R * 1.28, c)]
        pygame.draw.polygon(big, (*SHADOW, 220), [(x + K, y + 2 * K) for x, y in diamond])
        pygame.draw.polygon(big, body, diamond)
        pygame.draw.polygon(big, theme.Palette.gold_light, diamond, max(2, int(R * 0.16)))
    else:
        pygame.draw.circle(big, (*SHADOW, 220), (c + K, c + 2 * K), R + K)
        pygame.draw.circle(big, body, (c, c), R)
        pygame.draw.circle(big, rim, (c, c), R, max(2, int(R * 0.13)))
    _letter(big, initial(avatar_id), (c, c), R * 0.95, ink)
    return _down(big)


# --- Avatars, the Server, the Tempo marker ----------------------------------------------------------

def medallion_half(s: int) -> int:
    return int(math.ceil(s * (MEDALLION_R + 0.16))) + 2


@lru_cache(maxsize=64)
def avatar_medallion(avatar_id: str, s: int) -> pygame.Surface:
    """An Avatar: a medallion in the family colour, rimmed in metal, with the family's initial."""
    colour = avatar_colour(avatar_id)
    body, light, ink, rim = FAMILY_LOOK[colour]
    half = medallion_half(s)
    R = MEDALLION_R * s

    def disc(surf, centre, col):
        pygame.draw.circle(surf, col, centre, R)

    out = _soft_shadow(half, disc, (s * 0.04, s * 0.1), max(1, int(s * 0.08)), 170)
    big, c = _canvas(half)
    K = SUPER
    RK = R * K
    pygame.draw.circle(big, _mix(rim, (0, 0, 0), 0.45), (c, c), RK)
    pygame.draw.circle(big, rim, (c, c), RK * 0.96)
    rings = 12
    for i in range(rings):
        t = i / (rings - 1)
        col = _mix(body, light, t ** 1.6 * 0.75)
        rr = RK * 0.84 * (1 - 0.62 * t)
        pygame.draw.circle(big, col, (c - RK * 0.18 * t, c - RK * 0.22 * t), rr)
    pygame.draw.circle(big, _mix(rim, body, 0.35), (c, c), RK * 0.76, max(1, int(RK * 0.035)))
    _letter(big, initial(avatar_id), (c, c), RK * 0.74, ink)
    out.blit(_down(big), (0, 0))
    return out


@lru_cache(maxsize=32)
def foiled_badge(s: int) -> pygame.Surface:
    """The Foiled marker: a red "no" sign (she loses her next Influence Step)."""
    r = max(6.5, s * 0.3)
    half = int(math.ceil(r)) + 3
    big, c = _canvas(half)
    K = SUPER
    R = r * K
    pygame.draw.circle(big, (*SHADOW, 220), (c + K, c + 2 * K), R + K)
    pygame.draw.circle(big, theme.Palette.ivory, (c, c), R)
    pygame.draw.circle(big, (186, 24, 34), (c, c), R * 0.86)
    d = R * 0.5
    w = max(3, int(R * 0.26))
    pygame.draw.line(big, theme.Palette.ivory, (c - d, c + d), (c + d, c - d), w)
    return _down(big)


def foiled_offset(s: float) -> tuple[float, float]:
    """Where the Foiled marker sits relative to an Avatar's centre (lower right of the medallion)."""
    return MEDALLION_R * s * 0.62, MEDALLION_R * s * 0.6


@lru_cache(maxsize=32)
def server_piece(s: int) -> pygame.Surface:
    """The Server: a silver cloche on its tray, on a dark round base."""
    half = medallion_half(s)
    R = MEDALLION_R * s

    def disc(surf, centre, col):
        pygame.draw.circle(surf, col, centre, R)

    out = _soft_shadow(half, disc, (s * 0.04, s * 0.1), max(1, int(s * 0.08)), 170)
    big, c = _canvas(half)
    K = SUPER
    RK = R * K
    silver, silver_dark, silver_light = (196, 200, 212), (118, 122, 138), (246, 248, 255)
    pygame.draw.circle(big, (30, 34, 58), (c, c), RK)
    pygame.draw.circle(big, silver, (c, c), RK, max(2, int(RK * 0.08)))
    # the tray
    tray = pygame.Rect(0, 0, RK * 1.3, RK * 0.16)
    tray.center = (c, c + RK * 0.34)
    pygame.draw.ellipse(big, silver_dark, tray)
    # the dome, shaded from its lit left side
    dome = pygame.Rect(0, 0, RK * 1.04, RK * 0.98)
    dome.midbottom = (c, c + RK * 0.34)
    steps = 8
    for i in range(steps):
        t = i / (steps - 1)
        col = _mix(silver_dark, silver_light, t ** 1.2)
        piece = pygame.Rect(0, 0, dome.width * (1 - 0.55 * t), dome.height * 2 * (1 - 0.5 * t))
        piece.center = (dome.centerx - dome.width * 0.12 * t, dome.bottom - dome.height * 0.08 * t)
        clip = big.get_clip()
        big.set_clip(pygame.Rect(dome.left, dome.top, dome.width, dome.height))
        pygame.draw.ellipse(big, col, piece)
        big.set_clip(clip)
    pygame.draw.line(big, silver_dark, (dome.left, dome.bottom), (dome.right, dome.bottom), max(2, int(RK * 0.05)))
    pygame.draw.circle(big, silver_light, (c, dome.top - RK * 0.03), RK * 0.1)
    pygame.draw.circle(big, silver_dark, (c, dome.top - RK * 0.03), RK * 0.1, max(1, int(RK * 0.03)))
    out.blit(_down(big), (0, 0))
    return out


@lru_cache(maxsize=32)
def tempo_marker(s: int) -> pygame.Surface:
    """The Tempo marker: a gold disc with a metronome."""
    half = medallion_half(s)
    R = MEDALLION_R * s * 0.82

    def disc(surf, centre, col):
        pygame.draw.circle(surf, col, centre, R)

    out = _soft_shadow(half, disc, (s * 0.03, s * 0.08), max(1, int(s * 0.06)), 160)
    big, c = _canvas(half)
    K = SUPER
    RK = R * K
    gold, gold_light, gold_dark = theme.Palette.gold, theme.Palette.gold_light, theme.Palette.gold_dark
    pygame.draw.circle(big, gold_dark, (c, c), RK)
    pygame.draw.circle(big, gold, (c, c), RK * 0.9)
    pygame.draw.circle(big, gold_light, (c - RK * 0.2, c - RK * 0.25), RK * 0.45)
    pygame.draw.circle(big, gold, (c, c), RK * 0.62)
    body = [(c - RK * 0.36, c + RK * 0.5), (c - RK * 0.14, c - RK * 0.55), (c + RK * 0.14, c - RK * 0.55),
            (c + RK * 0.36, c + RK * 0.5)]
    ink = (60, 36, 20)
    pygame.draw.polygon(big, ink, body, max(2, int(RK * 0.09)))
    pygame.draw.line(big, ink, (c, c + RK * 0.32), (c + RK * 0.3, c - RK * 0.5), max(2, int(RK * 0.09)))
    pygame.draw.circle(big, ink, (c + RK * 0.12, c - RK * 0.02), RK * 0.1)
    out.blit(_down(big), (0, 0))
    return out


# --- marks on the floor ------------------------------------------------------------------------------

@lru_cache(maxsize=32)
def lit_hex(s: int, colour: tuple, strength: int = 100) -> pygame.Surface:
    """A hex lit from within with an outline (legal targets and choices), centred."""
    half = int(math.ceil(s)) + 3
    big, c = _canvas(half)
    K = SUPER
    R = s * K
    pygame.draw.polygon(big, (*colour, strength // 2), rounded_hex_points(c, c, R * 0.93, R * 0.14))
    pygame.draw.polygon(big, (*colour, min(255, strength * 2 + 40)), rounded_hex_points(c, c, R * 0.9, R * 0.14),
                        max(2, int(K * s * 0.07)))
    return _down(big)


@lru_cache(maxsize=32)
def hover_hex(s: int, colour: tuple) -> pygame.Surface:
    """A fine outline round the hex under the pointer."""
    half = int(math.ceil(s)) + 3
    big, c = _canvas(half)
    K = SUPER
    pygame.draw.polygon(big, (*colour, 230), rounded_hex_points(c, c, s * K * 0.96, s * K * 0.1),
                        max(2, int(K * s * 0.05)))
    return _down(big)


@lru_cache(maxsize=64)
def clear_arrow(s: int, direction: int) -> pygame.Surface:
    """A clearly drawn arrow from a hex's middle towards face `direction` (0 N ... 5 NW), ivory
    with a dark edge: the hovered hex's arrow, and every arrow in the "show arrows" floor."""
    half = int(math.ceil(s)) + 2
    big, c = _canvas(half)
    K = SUPER
    draw_arrow(big, (c, c), s * K, direction, theme.Palette.ivory, (20, 12, 8), 255)
    return _down(big)


def draw_arrow(surf: pygame.Surface, centre, s: float, direction: int, colour, edge, alpha: int) -> None:
    """An arrow of hex size `s` (surface pixels) from near `centre` to just inside face `direction`."""
    a = math.radians(-90 + 60 * direction)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    cx, cy = centre
    start, tip = -0.08 * s, 0.74 * s
    head_len, head_w, shaft = 0.3 * s, 0.2 * s, 0.06 * s
    base = tip - head_len

    def at(along, across):
        return cx + ux * along + nx * across, cy + uy * along + ny * across

    shape = [at(start, -shaft), at(base, -shaft), at(base, -head_w), at(tip, 0), at(base, head_w),
             at(base, shaft), at(start, shaft)]
    if edge is not None:
        pygame.draw.polygon(surf, (*edge, alpha), shape, max(2, int(s * 0.05)))
    pygame.draw.polygon(surf, (*colour, alpha), shape)


@lru_cache(maxsize=16)
def seat_well(s: int, winning: bool) -> pygame.Surface:
    """An empty seat at a Sanctuary table: a hex-shaped hollow; the winning seat wears a gold star."""
    half = token_half(s)
    big, c = _canvas(half)
    K = SUPER
    R = TOKEN_R * s * K
    pygame.draw.polygon(big, (10, 6, 16, 120), rounded_hex_points(c, c, R * 0.98, R * 0.16))
    edge = theme.Palette.gold_light if winning else theme.Palette.gold
    pygame.draw.polygon(big, (*edge, 210 if winning else 150), rounded_hex_points(c, c, R * 0.98, R * 0.16),
                        max(2, int(K * s * (0.05 if winning else 0.03))))
    if winning:
        from game.ui.card_art import star_points

        pygame.draw.polygon(big, (*theme.Palette.gold, 220), star_points(c, c, R * 0.42, R * 0.18, 5))
    return _down(big)


@lru_cache(maxsize=32)
def target_ring(s: int, colour: tuple, glow: int) -> pygame.Surface:
    """A strong ring round a piece that may be acted on (the Influence Step's targets, the pieces
    that may still move): a thick light band on a dark halo, so it reads on the wood by brightness
    alone (no hue needed), with a soft outer glow whose strength `glow` (0-3) makes it breathe."""
    half = int(math.ceil(s * 1.32)) + 3
    big, c = _canvas(half)
    K = SUPER
    R = s * K * 0.98
    for i in range(4):  # the glow: a few wide, faint rings outside the band
        a = (18 + 14 * glow) * (4 - i) // 4
        pygame.draw.circle(big, (*colour, a), (c, c), R + K * s * (0.1 + 0.06 * i), max(2, int(K * s * 0.07)))
    pygame.draw.circle(big, (*SHADOW, 230), (c, c), R, max(3, int(K * s * 0.2)))
    pygame.draw.circle(big, (*colour, 255), (c, c), R - K * s * 0.04, max(2, int(K * s * 0.11)))
    return _down(big)
