"""Drawing the Casino Trifecta table's pieces: the backdrop (ballroom and felt, cached per size), each
seat's plaque (name, role, whose turn, the three lifelines with the used ones crossed out, the clock's
expiries), the deck, the captured piles, a build's plaque under its fanned stack, the number the K of
spades stands for, the timer's clock, and the effects (points floating up, a secret card's gold burst,
words over a plaque).

Draws what it is given (seat_infos: a plaque's facts from the view); never reads a game state.
Pictures that cost something are cached.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.casino.card_faces import GILT, GILT_EDGE, GILT_LIGHT, star_key
from game.casino.layout import Geometry
from game.casino.rules import PLAY, SECRET
from game.ui import card_art, theme
from game.ui.card_art import star_points
from game.ui.card_places import Pile
from game.ui.table_pieces import draw_seat_disc, fit_size, fit_text, soft_ink
from game.ui.theme import Palette, px, text_px

USED = (150, 60, 72)


@dataclass(frozen=True)
class SeatInfo:
    """What a seat's plaque shows."""

    seat: int
    name: str
    role: str  # "You", "Player", "AI · Normal"
    colour: tuple
    to_move: bool
    secret: str | None  # the secret card this viewer may see (name), else None
    secret_chosen: bool
    secret_revealed: bool  # captured (its star is spent)
    pass_used: bool
    subtract_used: bool
    passed_now: bool  # passed in this round
    timer: bool
    timeouts: int
    label: str = ""  # a line under the role ("passed this round", "has chosen")


def seat_infos(view, names: tuple, roles: tuple, colours: tuple) -> tuple:
    """What each seat's plaque shows in `view` (one observation), with the seats' names, roles and colours."""
    out = []
    for seat in (0, 1):
        label = ""
        if view.phase == SECRET:
            label = "has chosen" if view.secrets_chosen[seat] else "choosing a secret card"
        elif seat in view.passed_round:
            label = "passed this round"
        elif view.phase == PLAY and view.turn == seat:
            label = "to play"
        out.append(SeatInfo(
            seat=seat, name=names[seat], role=roles[seat], colour=colours[seat],
            to_move=(view.phase == PLAY and view.turn == seat) or (view.phase == SECRET and seat in view.to_move),
            secret=view.secrets[seat], secret_chosen=view.secrets_chosen[seat],
            secret_revealed=view.secrets_revealed[seat] and not view.over, pass_used=view.pass_used[seat],
            subtract_used=view.subtract_used[seat], passed_now=seat in view.passed_round,
            timer=view.timer, timeouts=view.timeouts[seat], label=label))
    return tuple(out)


def draw_plaque(surface: pygame.Surface, rect: pygame.Rect, info: SeatInfo, book, geo: Geometry) -> None:
    s = geo.scale
    theme.draw_panel(surface, rect, s, alpha=215)
    if info.to_move:
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*info.colour, 200), glow.get_rect(), max(2, px(3, s)), border_radius=px(14, s))
        surface.blit(glow, rect)
    pad = px(10, s)
    draw_seat_disc(surface, (rect.left + pad + px(12, s), rect.top + pad + px(12, s)), info.seat + 1, info.colour, s)
    x = rect.left + pad + px(32, s)
    right = rect.right - geo.pile_size[0] - px(34, s)
    theme.draw_text(surface, fit_text(info.name, "text_semibold", text_px(16, s), right - x), "text_semibold",
                    text_px(16, s), soft_ink(info.colour), (x, rect.top + pad - px(2, s)))
    role = info.role + (f" · {info.label}" if info.label else "")
    if info.timer:
        role += f" · clock {info.timeouts}/5"  # each expiry gave the other a point; the fifth forfeits
    role, size = fit_size(role, "text", text_px(12, s, 10), right - x)  # smaller words before an ellipsis
    theme.draw_text(surface, role, "text", size, Palette.text_muted, (x, rect.top + pad + px(18, s)))
    chips_end = draw_lifelines(surface, pygame.Rect(rect.left + pad, rect.bottom - pad - px(40, s),
                                                    right - rect.left - pad, px(40, s)), info, book, geo)
    pile = geo.pile_rect("bottom" if rect == geo.plaques["bottom"] else "top")
    label = theme.render_text("captured", "text", text_px(10, s, 9), Palette.text_muted)
    spot = label.get_rect(midright=(pile.left - px(7, s), pile.centery + px(4, s)))
    if spot.left >= chips_end + px(4, s):  # a narrow plaque: the pile speaks for itself
        surface.blit(label, spot)


def draw_lifelines(surface, rect: pygame.Rect, info: SeatInfo, book, geo: Geometry) -> int:
    """The secret card (a small card with its star, face down while unknown), Pass and Subtraction;
    a spent lifeline is crossed out. Returns the x where the last one drawn ends."""
    s = geo.scale
    size = geo.chip_size
    card = pygame.Rect(0, 0, *size)
    card.midleft = (rect.left, rect.centery)
    if info.secret is not None:
        from game.casino import cards as C

        surface.blit(book.face(star_key(C.card_id(info.secret)), size), card)
    elif info.secret_chosen:
        surface.blit(book.back(size), card)
        star = star_points(card.centerx, card.centery, size[0] * 0.32, size[0] * 0.14)
        pygame.draw.polygon(surface, GILT_LIGHT, star)
        pygame.draw.polygon(surface, GILT_EDGE, star, 1)
    else:
        surface.blit(card_art.empty_space(size, label="?"), card)
    if info.secret_revealed:
        _cross(surface, card, s)
    x = card.right + px(8, s)
    h = px(22, s)
    for text, used in (("Pass", info.pass_used), ("Subtraction", info.subtract_used)):
        pill = _chip(text, used, h, s)
        r = pill.get_rect(midleft=(x, rect.centery))
        if r.right > rect.right:
            break
        surface.blit(pill, r)
        x = r.right + px(6, s)
    return x - px(6, s)


@lru_cache(maxsize=32)
def _chip(text: str, used: bool, height: int, scale: float) -> pygame.Surface:
    size = text_px(12, scale, 10)
    ink = (150, 128, 150) if used else Palette.gold_light
    label = theme.render_text(text, "text_semibold", size, ink)
    surf = pygame.Surface((label.get_width() + px(16, scale), height), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (40, 24, 52) if used else (78, 42, 92), r, border_radius=height // 2)
    pygame.draw.rect(surf, (96, 76, 100) if used else Palette.gold, r, max(1, px(1, scale)), border_radius=height // 2)
    surf.blit(label, label.get_rect(center=r.center))
    if used:
        _cross(surf, r, scale)
    return surf


def _cross(surface, rect: pygame.Rect, s: float) -> None:
    w = max(2, px(2.5, s))
    pygame.draw.line(surface, USED, (rect.left + 2, rect.bottom - 3), (rect.right - 2, rect.top + 3), w)


def draw_deck(surface, geo: Geometry, count: int, book, pile: Pile) -> None:
    pile.draw(surface, book, count, scale=geo.scale)


def draw_pile(surface, geo: Geometry, pile: Pile, count: int, top, book, highlight: bool = False,
              clock: float = 0.0) -> None:
    """A captured pile: its last card face up, a count badge (hover for the point cards)."""
    pile.draw(surface, book, count, top_key=top, face_up=True, scale=geo.scale,
              glow=Palette.gold_light if highlight else None, clock=clock)


# --- builds ----------------------------------------------------------------------------------------

@lru_cache(maxsize=128)
def build_plaque(label: str, size: tuple[int, int], colour: tuple, kind: str, mine: bool) -> pygame.Surface:
    """A build's plaque: a velvet tag edged in its owner's colour, the words centred."""
    w, h = size
    surf = pygame.Surface((max(4, w), max(4, h)), pygame.SRCALPHA)
    r = surf.get_rect()
    fill = (62, 30, 78) if mine else (40, 22, 56)
    pygame.draw.rect(surf, (*fill, 235), r, border_radius=h // 2)
    pygame.draw.rect(surf, (*colour, 255), r, max(1, h // 10), border_radius=h // 2)
    if kind == "subtraction":
        pygame.draw.rect(surf, (*GILT, 200), r.inflate(-max(2, h // 5), -max(2, h // 5)), 1, border_radius=h // 2)
    size_t = max(9, int(h * 0.62))
    role = "text_semibold"
    text = label
    while size_t > 8 and theme.text_width(text, role, size_t) > w - h * 0.6:
        size_t -= 1
    text = fit_text(text, role, size_t, int(w - h * 0.5))
    lab = theme.render_text(text, role, size_t, Palette.ivory if mine else Palette.ivory_dim)
    surf.blit(lab, lab.get_rect(center=(r.centerx, r.centery + 1)))
    return surf


@lru_cache(maxsize=256)
def plaque_width(label: str, height: int) -> int:
    """How wide a build's plaque wants to be for its words at `height`."""
    size_t = max(9, int(height * 0.62))
    return theme.text_width(label, "text_semibold", size_t) + int(height * 0.9)


@lru_cache(maxsize=32)
def number_badge(number: int, side: int) -> pygame.Surface:
    """The number the K of spades stands for in a build: a gold disc."""
    k = 3
    big = pygame.Surface((side * k, side * k), pygame.SRCALPHA)
    c = side * k / 2
    pygame.draw.circle(big, (*GILT_EDGE, 255), (c, c), c)
    pygame.draw.circle(big, (*GILT_LIGHT, 255), (c, c), c * 0.84)
    pic = pygame.transform.smoothscale(big, (side, side))
    label = theme.render_text(str(number), "text_bold", max(8, int(side * 0.66)), (70, 44, 10))
    pic.blit(label, label.get_rect(center=(side // 2, side // 2 + 1)))
    return pic


def draw_ks_number(surface, card_rect: pygame.Rect, number: int) -> None:
    side = max(12, int(card_rect.width * 0.42))
    pic = number_badge(number, side)
    surface.blit(pic, pic.get_rect(center=(card_rect.centerx, card_rect.bottom - side * 0.7)))


# --- the clock ---------------------------------------------------------------------------------------

def draw_clock(surface, centre, left: float, total: float, scale: float) -> None:
    """A countdown ring with the seconds left; it turns rose in the last ten seconds."""
    r = px(20, scale)
    cx, cy = int(centre[0]), int(centre[1])
    pygame.draw.circle(surface, Palette.midnight, (cx, cy), r + px(3, scale))
    pygame.draw.circle(surface, Palette.gold_dark, (cx, cy), r + px(3, scale), 1)
    frac = max(0.0, min(1.0, left / total)) if total else 0.0
    colour = Palette.danger if left <= 10 else Palette.gold_light
    if frac > 0:
        pts = [(cx, cy)]
        steps = max(2, int(48 * frac))
        for i in range(steps + 1):
            a = -math.pi / 2 + 2 * math.pi * frac * i / steps
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(surface, tuple(c // 2 for c in colour), pts)
    pygame.draw.circle(surface, (30, 18, 44), (cx, cy), int(r * 0.72))
    theme.draw_text(surface, str(int(math.ceil(left))), "text_bold", text_px(14, scale, 10), colour, (cx, cy + 1),
                    "center")


# --- effects ----------------------------------------------------------------------------------------

def draw_float(surface, pos, text: str, p: float, scale: float, colour=Palette.gold_light, size: int = 26) -> None:
    """Words or points rising and fading from `pos` (p: 0..1)."""
    alpha = int(255 * min(1.0, p * 5) * (1.0 - max(0.0, (p - 0.6) / 0.4)))
    if alpha <= 4:
        return
    label = theme.render_text(text, "display_bold", text_px(size, scale), colour, shadow=True)
    pic = label.copy()
    pic.set_alpha(alpha)
    rise = px(46, scale) * (1 - (1 - p) ** 2)
    surface.blit(pic, pic.get_rect(center=(int(pos[0]), int(pos[1] - rise))))


def draw_flourish(surface, centre, size, p: float, clock: float, scale: float) -> None:
    """A secret card found: gold rays turning round it, sparkles flying out, a ribbon beneath."""
    cx, cy = int(centre[0]), int(centre[1])
    fade = min(1.0, p * 4) * (1.0 - max(0.0, (p - 0.75) / 0.25))
    if fade <= 0.02:
        return
    rays = flourish_rays(size)
    radius = rays.get_width() // 2
    turned = pygame.transform.rotate(rays, int(clock * 40) % 360)
    turned.set_alpha(int(200 * fade))
    surface.blit(turned, turned.get_rect(center=(cx, cy)))
    for k in range(10):
        a = k * math.tau / 10 + p * 1.3
        d = radius * (0.45 + 0.7 * p)
        sx, sy = cx + math.cos(a) * d, cy + math.sin(a) * d
        sp = star_points(sx, sy, px(7, scale) * (1 - p * 0.5), px(3, scale) * (1 - p * 0.5))
        pygame.draw.polygon(surface, GILT_LIGHT, sp)
    ribbon = theme.render_text("Secret card!", "display_bold", text_px(20, scale), Palette.gold_light, shadow=True)
    pic = ribbon.copy()
    pic.set_alpha(int(255 * fade))
    surface.blit(pic, pic.get_rect(midtop=(cx, cy + size[1] // 2 + px(14, scale))))


def flourish_rays(size) -> pygame.Surface:
    """The gold rays of a flourish round a card of `size` (font-free and memoised: a table paints them
    ahead, game.ui.paint_ahead, as the first burst painted them in its frame, 3 ms at 1080p)."""
    return _rays(int(max(size) * 0.9))


@lru_cache(maxsize=8)
def _rays(radius: int) -> pygame.Surface:
    k = 2
    big = pygame.Surface((radius * 2 * k, radius * 2 * k), pygame.SRCALPHA)
    c = radius * k
    for i in range(16):
        a = i * math.tau / 16
        b = a + math.tau / 64
        pygame.draw.polygon(big, (*GILT_LIGHT, 70 if i % 2 else 120),
                            [(c, c), (c + math.cos(a) * c, c + math.sin(a) * c), (c + math.cos(b) * c, c + math.sin(b) * c)])
    return pygame.transform.smoothscale(big, (radius * 2, radius * 2))


