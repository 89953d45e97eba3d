"""Drawing the Fancy Dancing table: the still picture (ballroom, dance floor, centre column, numbered
spaces, side labels with Accolades, running points against the 21–26 target, the solo discard
spread, the side panel and its log), cached while nothing in it changes, and what moves over it each
frame (piles, tokens, glows, targets, buttons, the thinking cue).

Draws the TableInfo the table hands it; never reads a game state, never changes one.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.fancy_dancing import cards as C
from game.fancy_dancing.layout import SPACES, TableLayout
from game.fancy_dancing.layout import SPREAD_COLUMNS as L_COLUMNS
from game.fancy_dancing.table_text import points_text
from game.ui import card_art, theme
from game.ui.card_art import star_points
from game.ui.table_pieces import dressed
from game.ui.table_widgets import draw_thinking
from game.ui.theme import Palette, px, text_px


@dataclass
class SeatInfo:
    seat: int
    name: str
    role: str  # "You", "Player", "AI · Normal"
    colour: tuple
    hand: int
    accolades: int | None  # None in solo modes (the team's count is on the side label)
    active: bool = False
    thinking: bool = False


@dataclass
class TableInfo:
    mode: str
    solo: bool
    mode_line: str
    seats: list
    side_titles: dict
    side_colours: dict
    accolades: list
    rows: dict  # (row, side) -> card names shown
    deck: int
    discard: list
    tokens: int
    rebuilds: int
    colour_blind: bool
    accolades_goal: int = 3
    others: dict = field(default_factory=dict)  # seat -> (caption, colour)

    def still_key(self) -> tuple:
        """What the still picture draws of this info, in the order of STILL_KEY_PARTS."""
        return (self.mode, self.mode_line, tuple((s.name, s.role, s.colour, s.hand, s.accolades, s.active)
                                                 for s in self.seats),
                tuple(sorted(self.side_titles.items())), tuple(self.accolades),
                tuple(sorted((k, tuple(v)) for k, v in self.rows.items())), tuple(self.discard) if self.solo
                else len(self.discard), self.rebuilds, self.colour_blind, tuple(sorted(self.others.items())))


STILL_KEY_PARTS = ("mode", "mode_line", "seats", "side_titles", "accolades", "rows", "discard", "rebuilds",
                   "colour_blind", "others")


# --- small gilded pieces ----------------------------------------------------------------------------

TOKEN_SUPERSAMPLE = 4  # drawn this many times larger, then smoothed down: round edges without gfxdraw


def _token(radius: int, paint) -> pygame.Surface:
    """A round token of `radius`: `paint(big, centre, big_radius, k)` draws it k times larger."""
    k = TOKEN_SUPERSAMPLE
    size = radius * 2 + 4
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    paint(big, size * k / 2, radius * k, k)
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=32)
def accolade_token(radius: int, filled: bool) -> pygame.Surface:
    """An Accolade: a gold medallion with a star (filled), or the ring it will fill (empty)."""
    return _token(radius, lambda big, c, r, k: _paint_accolade(big, c, r, k, filled))


def _paint_accolade(big, c, r, k, filled: bool) -> None:
    if filled:
        pygame.draw.circle(big, (*Palette.gold_dark, 255), (c, c + k), r)
        pygame.draw.circle(big, (*Palette.gold, 255), (c, c), r)
        pygame.draw.circle(big, (*Palette.gold_light, 255), (c, c), r * 0.82, max(1, k))
        pygame.draw.polygon(big, (*Palette.ivory, 255), star_points(c, c * 1.02, r * 0.62, r * 0.26))
        pygame.draw.polygon(big, (*Palette.gold_dark, 255), star_points(c, c * 1.02, r * 0.62, r * 0.26),
                            max(1, k // 2))
    else:
        pygame.draw.circle(big, (*Palette.midnight, 170), (c, c), r)
        pygame.draw.circle(big, (*Palette.gold_dark, 255), (c, c), r, max(1, k + k // 2))
        pygame.draw.polygon(big, (*Palette.gold_dark, 120), star_points(c, c * 1.02, r * 0.5, r * 0.2))


@lru_cache(maxsize=16)
def time_token(radius: int, up: bool) -> pygame.Surface:
    """A Time token: face up a gold disc with an hourglass, face down a dark disc."""
    return _token(radius, lambda big, c, r, k: _paint_time(big, c, r, k, up))


def _paint_time(big, c, r, k, up: bool) -> None:
    if up:
        pygame.draw.circle(big, (*Palette.gold_dark, 255), (c, c + k), r)
        pygame.draw.circle(big, (*Palette.gold_light, 255), (c, c), r)
        pygame.draw.circle(big, (*Palette.gold_dark, 255), (c, c), r * 0.84, max(1, k))
        w, hh = r * 0.42, r * 0.56
        ink = (*Palette.plum, 255)
        pygame.draw.polygon(big, ink, [(c - w, c - hh), (c + w, c - hh), (c, c), (c + w, c + hh), (c - w, c + hh), (c, c)])
        pygame.draw.line(big, ink, (c - w * 1.2, c - hh), (c + w * 1.2, c - hh), max(2, k * 2))
        pygame.draw.line(big, ink, (c - w * 1.2, c + hh), (c + w * 1.2, c + hh), max(2, k * 2))
        pygame.draw.polygon(big, (*Palette.gold, 255), [(c - w * 0.55, c + hh * 0.78), (c + w * 0.55, c + hh * 0.78),
                                                        (c, c + hh * 0.25)])
    else:
        pygame.draw.circle(big, (*Palette.shadow, 255), (c, c + k), r)
        pygame.draw.circle(big, (*Palette.velvet, 255), (c, c), r)
        pygame.draw.circle(big, (*Palette.gold_dark, 255), (c, c), r, max(1, k))
        pygame.draw.circle(big, (*Palette.gold_dark, 140), (c, c), r * 0.5, max(1, k))


def draw_accolades(surface, centre_left, count: int, goal: int, radius: int) -> int:
    """A row of Accolade medallions from `centre_left`; returns its right edge."""
    x, y = centre_left
    slots = max(goal, count)
    for i in range(slots):
        tok = accolade_token(radius, i < count)
        surface.blit(tok, tok.get_rect(center=(int(x + radius), int(y))))
        x += radius * 2 + max(2, radius // 2)
    return int(x)


def accolade_slot(lay: TableLayout, info_title: str, side: int, index: int) -> tuple[int, int]:
    """Where the `index`-th Accolade of `side` sits on its label (tokens fly there)."""
    s = lay.scale
    r = lay.side_labels[side]
    radius = px(9, s)
    title_w = theme.text_width(info_title, "display", text_px(16, s))
    total = title_w + px(14, s) + 3 * (radius * 2 + max(2, radius // 2))
    x0 = r.centerx - total // 2 + title_w + px(14, s)
    return int(x0 + radius + index * (radius * 2 + max(2, radius // 2))), r.centery


# --- the still picture ------------------------------------------------------------------------------

def draw_still(surface: pygame.Surface, lay: TableLayout, info: TableInfo, book: card_art.SpriteBook, log,
               log_entries) -> None:
    s = lay.scale
    # the empty card spaces stay put for a whole game too (their tints are the sides' colours)
    frame_key = (tuple(lay.panel), tuple(lay.title), tuple(lay.log), s, info.mode_line,
                 tuple(sorted(info.side_colours.items())))
    surface.blit(dressed(_floor_picture(surface.get_size(), lay), frame_key,
                         lambda pic: _dress(pic, lay, info)), (0, 0))
    _draw_labels(surface, lay, info)
    _draw_badges(surface, lay, info)
    if info.solo:
        _draw_spread(surface, lay, info, book)
    _draw_others(surface, lay, info)
    if surface.get_clip().colliderect(lay.panel):  # (a repaint of a part of the floor leaves the log be)
        _draw_panel(surface, lay, info, log, log_entries)
    del s


_FLOOR: dict = {}  # the last ballroom-and-floor picture, by what it is drawn from


def _floor_picture(size, lay: TableLayout) -> pygame.Surface:
    """The ballroom and the floor with its centre column and row guides: the same for a whole game, so
    one opaque picture (a repaint of the still picture copies it instead of drawing the two)."""
    key = (pygame.display.get_surface(), tuple(size), lay.scale, tuple(lay.floor), tuple(tuple(c) for c in lay.centres),
           tuple(sorted((k, tuple(r)) for k, r in lay.spaces.items())))
    if _FLOOR.get("key") != key:
        surf = pygame.Surface(size)
        theme.draw_background(surf)
        _draw_floor(surf, lay)
        _FLOOR.update(key=key, picture=surf.convert() if pygame.display.get_surface() else surf)
    return _FLOOR["picture"]


def _draw_floor(surface, lay: TableLayout) -> None:
    s = lay.scale
    theme.draw_panel(surface, lay.floor, s, alpha=150)
    # the centre column: a gilded strip behind the three centre cards
    col = lay.centres[0].union(lay.centres[-1]).inflate(px(16, s), px(16, s))
    strip = pygame.Surface(col.size, pygame.SRCALPHA)
    pygame.draw.rect(strip, (*Palette.midnight, 170), strip.get_rect(), border_radius=px(12, s))
    pygame.draw.rect(strip, (*Palette.gold, 150), strip.get_rect(), max(1, px(2, s)), border_radius=px(12, s))
    surface.blit(strip, col)
    # faint guide lines along each row, so the eye follows a row across the column
    for row, c in enumerate(lay.centres):
        spaces = [r for (rw, _, _), r in lay.spaces.items() if rw == row]
        left = min(r.left for r in spaces + [c])
        right = max(r.right for r in spaces + [c])
        line = pygame.Surface((right - left, max(1, px(2, s))), pygame.SRCALPHA)
        line.fill((*Palette.gold, 38))
        surface.blit(line, (left, c.centery))


def _dress(picture, lay: TableLayout, info: TableInfo) -> None:
    """What stays put for a whole game, drawn once into the floor's picture: the panel's frame and the
    empty card spaces."""
    _draw_panel_frame(picture, lay, info)
    _draw_spaces(picture, lay, info)


def _draw_spaces(surface, lay: TableLayout, info: TableInfo) -> None:
    for (row, side, i), r in lay.spaces.items():
        colour = _soft(info.side_colours.get(side, Palette.gold))
        surface.blit(card_art.empty_space(r.size, colour, str(i + 1), Palette.gold_light), r)


def _soft(colour) -> tuple:
    """A seat colour mixed toward gold: tints a space without shouting."""
    return tuple(int(c * 0.45 + g * 0.55) for c, g in zip(colour, Palette.gold))


def _draw_labels(surface, lay: TableLayout, info: TableInfo) -> None:
    s = lay.scale
    radius = px(9, s)
    for side, r in lay.side_labels.items():
        colour = info.side_colours.get(side, Palette.gold)
        pill = r.inflate(-px(4, s), 0)
        body = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*Palette.velvet, 220), body.get_rect(), border_radius=pill.height // 2)
        pygame.draw.rect(body, (*colour, 255), body.get_rect(), max(1, px(2, s)), border_radius=pill.height // 2)
        surface.blit(body, pill)
        title = info.side_titles.get(side, "")
        size = text_px(16, s)
        while size > 11 and theme.text_width(title, "display", size) > pill.width * 0.6:
            size -= 1
        title_w = theme.text_width(title, "display", size)
        total = title_w + px(14, s) + 3 * (radius * 2 + max(2, radius // 2))
        x = pill.centerx - total // 2
        theme.draw_text(surface, title, "display", size, Palette.ivory, (x, pill.centery), "midleft")
        draw_accolades(surface, (x + title_w + px(14, s), pill.centery), info.accolades[side] if side < len(
            info.accolades) else 0, info.accolades_goal, radius)
    t = lay.target
    top = theme.draw_text(surface, f"{C.SCORE_LOW}–{C.SCORE_HIGH}", "display_bold", text_px(18, s), Palette.gold_light,
                          (t.centerx, t.top - px(4, s)), "midtop")
    under = theme.font("text", text_px(11, s, 10)).get_ascent()  # no descenders in "to score" but the stem
    if top.bottom - px(5, s) + under <= t.bottom - px(1, s):  # else it would sit on the column's frame
        theme.draw_text(surface, "to score", "text", text_px(11, s, 10), Palette.text_muted,
                        (t.centerx, top.bottom - px(5, s)), "midtop")


BADGE_INKS = {"empty": Palette.text_muted, "open": Palette.ivory, "in": (150, 232, 170), "over": (236, 124, 116)}


def _draw_badges(surface, lay: TableLayout, info: TableInfo) -> None:
    s = lay.scale
    for (row, side), r in lay.badges.items():
        names = info.rows.get((row, side), [])
        text, kind = points_text(names)
        ink = BADGE_INKS[kind]
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*Palette.midnight, 200), body.get_rect(), border_radius=r.height // 2)
        edge = ink if kind in ("in", "over") else Palette.gold_dark
        pygame.draw.rect(body, (*edge, 255), body.get_rect(), max(1, px(1, s)), border_radius=r.height // 2)
        surface.blit(body, r)
        size = text_px(15, s, 11)
        while size > 10 and theme.text_width(text, "text_bold", size) > r.width - px(8, s):
            size -= 1
        theme.draw_text(surface, text, "text_bold", size, ink, r.center, "center")
        # five pips under the badge: how full the side-row is
        n = len(names)
        pip = max(2, px(3, s))
        gap = pip * 3
        x0 = r.centerx - gap * 2
        for i in range(SPACES):
            col = Palette.gold if i < n else Palette.gold_dark
            pygame.draw.circle(surface, col, (x0 + i * gap, r.bottom + px(7, s)), pip if i < n else max(1, pip - 1))


def _draw_spread(surface, lay: TableLayout, info: TableInfo, book) -> None:
    s = lay.scale
    sp = lay.spread
    n = len(info.discard)
    head = lay.tokens
    theme.draw_text(surface, f"Discard pile · {n}", "display", text_px(15, s), Palette.gold_light,
                    (sp.x, head.centery), "midleft")
    theme.draw_text(surface, "Discarded cards stay face up: count what is left in the deck.", "text",
                    text_px(11, s, 10), Palette.text_muted, (sp.x, lay.floor.bottom - px(12, s)), "bottomleft")
    if n == 0:
        for k in range(L_COLUMNS):
            r = pygame.Rect(0, 0, *lay.spread_card)
            r.center = lay.spread_pos(k)
            surface.blit(card_art.empty_space(lay.spread_card), r)
    for k, name in enumerate(info.discard):
        pic = book.face(name, lay.spread_card)
        surface.blit(pic, pic.get_rect(center=lay.spread_pos(k)))


def _caption_spots(lay: TableLayout, r: pygame.Rect, caption: str) -> tuple[int, int, int]:
    """Where a face-down hand's caption goes: the text's left edge, and where the live cue ("to move" or
    the thinking dots) starts, after the name on its line; and the width the caption needs with that cue
    (the plate is drawn once, so it always leaves the cue its room)."""
    s = lay.scale
    x = r.x + lay.mini_card[0] * 2.6 + px(40, s)
    name, _, rest = caption.partition("\n")
    cue_x = x + theme.text_width(name, "text_semibold", text_px(15, s)) + px(10, s)
    cue_w = theme.text_width(TO_MOVE, "text_semibold", text_px(11, s, 10))
    return x, cue_x, max(cue_x - x + cue_w, theme.text_width(rest, "text", text_px(12, s, 10)))


TO_MOVE = "to move"


def caption_plate(lay: TableLayout, r: pygame.Rect, caption: str) -> pygame.Rect:
    """The velvet plate under a face-down hand and its caption, in the hand's strip `r`."""
    s = lay.scale
    x, _, text_w = _caption_spots(lay, r, caption)
    return pygame.Rect(r.x + px(4, s), r.y + px(4, s), min(r.width, int(x - r.x + text_w + px(18, s))),
                       r.height - px(8, s))


def live_cue_rect(lay: TableLayout, r: pygame.Rect, caption: str) -> pygame.Rect:
    """Where "to move" stands by a face-down hand (the thinking dots take its place)."""
    s = lay.scale
    _, cue_x, _ = _caption_spots(lay, r, caption)
    size = text_px(11, s, 10)
    rect = pygame.Rect(0, 0, theme.text_width(TO_MOVE, "text_semibold", size),
                       theme.font("text_semibold", size).get_height())
    rect.midleft = (cue_x, r.y + r.height * 0.32)  # on the name's line: the plate has no room below its two lines
    return rect


def _draw_others(surface, lay: TableLayout, info: TableInfo) -> None:
    s = lay.scale
    for seat, r in lay.others.items():
        caption, colour = info.others.get(seat, ("", Palette.ivory))
        x = _caption_spots(lay, r, caption)[0]
        name, _, rest = caption.partition("\n")
        plate = caption_plate(lay, r, caption)
        body = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*Palette.velvet, 150), body.get_rect(), border_radius=px(12, s))
        pygame.draw.rect(body, (*colour, 150), body.get_rect(), max(1, px(1, s)), border_radius=px(12, s))
        surface.blit(body, plate)
        theme.draw_text(surface, name, "text_semibold", text_px(15, s), colour, (x, r.y + r.height * 0.32), "midleft")
        theme.draw_text(surface, rest, "text", text_px(12, s, 10), Palette.text_muted, (x, r.y + r.height * 0.62),
                        "midleft")


def _draw_panel_frame(surface, lay: TableLayout, info: TableInfo) -> None:
    """What stays put on the panel for a whole game (drawn once into the floor's picture, see
    table_pieces.dressed): the velvet, the title, the mode's line and the log's heading."""
    s = lay.scale
    theme.draw_panel(surface, lay.panel, s)
    t = lay.title
    theme.draw_text(surface, "Fancy Dancing", "display_bold", text_px(22, s), Palette.gold_light, (t.x, t.y))
    line = info.mode_line
    size = text_px(12, s, 10)
    while size > 9 and theme.text_width(line, "text", size) > t.width:
        size -= 1
    theme.draw_text(surface, line, "text", size, Palette.text_muted, (t.x, t.y + px(32, s)))
    theme.draw_text(surface, "Moves", "display", text_px(14, s), Palette.gold_light, (lay.log.x, lay.log.y - px(24, s)))
    pygame.draw.line(surface, Palette.gold_dark, (lay.log.x + px(64, s), lay.log.y - px(15, s)),
                     (lay.log.right, lay.log.y - px(15, s)), 1)


def _draw_panel(surface, lay: TableLayout, info: TableInfo, log, log_entries) -> None:
    """What changes on the panel: the seats' rows, the deck's rebuilds and the move log."""
    s = lay.scale
    row_h = lay.players.height // max(1, len(info.seats))
    for k, seat in enumerate(info.seats):
        r = pygame.Rect(lay.players.x, lay.players.y + k * row_h, lay.players.width, row_h - px(4, s))
        if seat.active:
            pygame.draw.rect(surface, (70, 38, 86), r, border_radius=px(8, s))
            pygame.draw.rect(surface, Palette.gold, r, max(1, px(1, s)), border_radius=px(8, s))
        cx, cy = r.x + px(14, s), r.centery
        pygame.draw.circle(surface, tuple(c // 3 for c in seat.colour), (cx, cy), px(8, s))
        pygame.draw.circle(surface, seat.colour, (cx, cy), px(6, s))
        theme.draw_text(surface, seat.name, "text_semibold", text_px(14, s, 11), Palette.ivory,
                        (cx + px(14, s), r.y + r.height * 0.3), "midleft")
        theme.draw_text(surface, f"{seat.role} · {seat.hand} card{'s' * (seat.hand != 1)}", "text", text_px(11, s, 10),
                        Palette.text_muted, (cx + px(14, s), r.y + r.height * 0.72), "midleft")
        if seat.accolades is not None:
            radius = px(7, s)
            width = 3 * (radius * 2 + max(2, radius // 2))
            draw_accolades(surface, (r.right - width - px(8, s), cy), seat.accolades, info.accolades_goal, radius)
    if not info.solo:
        theme.draw_text(surface, f"Deck rebuilt {info.rebuilds} of 10 times", "text", text_px(11, s, 10),
                        Palette.text_muted, (lay.piles.centerx, lay.piles.bottom - px(2, s)), "midbottom")
    log.draw(surface, log_entries, "The music starts…", keep=False)


# --- what moves ----------------------------------------------------------------------------------------

def draw_piles(surface, lay: TableLayout, info: TableInfo, deck_pile, discard_pile, book, clock: float,
               riffle: float | None = None) -> None:
    s = lay.scale
    if riffle is not None and info.deck > 0:
        _draw_riffle(surface, lay, book, riffle)
    else:
        deck_pile.draw(surface, book, info.deck, scale=s)
    if not info.solo:
        top = info.discard[-1] if info.discard else None
        discard_pile.draw(surface, book, len(info.discard), top_key=top, face_up=True, scale=s)
    else:
        _draw_solo_goal(surface, lay, info)


def _draw_riffle(surface, lay: TableLayout, book, p: float) -> None:
    """Two halves of the deck split apart and interleave back together."""
    size = lay.pile_card
    back = book.back(size)
    x, y = lay.deck
    spread = math.sin(math.pi * p) * size[0] * 0.45
    for i in range(6):
        side = -1 if i % 2 == 0 else 1
        off = side * spread * (1 - i / 8)
        tilt = side * 8 * math.sin(math.pi * p)
        pic = pygame.transform.rotate(back, tilt) if abs(tilt) > 0.5 else back
        surface.blit(pic, pic.get_rect(center=(int(x + off), int(y - i))))


def _draw_solo_goal(surface, lay: TableLayout, info: TableInfo) -> None:
    """Next to the deck in solo modes: what the deck must last for."""
    s = lay.scale
    x = lay.deck[0] + lay.pile_card[0] // 2 + px(18, s)
    right = lay.piles.right
    y = lay.piles.y + px(8, s)
    lines = {"endurance": ["Three passes through", "the deck; each pass", "turns a Time token."],
             "solitaire": ["Three Accolades win.", "If a draw finds the", "deck empty, you lose."],
             "cooperative": ["Three Accolades win", "for the team. An empty", "deck at a draw loses."]}
    for line in lines.get(info.mode, []):
        theme.draw_text(surface, line, "text", text_px(12, s, 10), Palette.ivory_dim, (x, y))
        y += int(text_px(12, s, 10) * 1.45)
    del right


def draw_tokens(surface, lay: TableLayout, info: TableInfo, turning: tuple | None) -> None:
    """Endurance: three Time tokens over the discard spread (one may be turning over)."""
    if info.mode != "endurance":
        return
    s = lay.scale
    r = lay.tokens
    radius = px(13, s)
    theme.draw_text(surface, "Time", "display", text_px(15, s), Palette.gold_light,
                    (r.right - 3 * (radius * 2 + px(8, s)) - px(8, s), r.centery), "midright")
    for i in range(3):
        cx = r.right - (3 - i) * (radius * 2 + px(8, s)) + radius
        up = i < info.tokens
        tok = time_token(radius, up)
        if turning is not None and turning[0] == i:
            p = turning[1]
            tok = time_token(radius, p < 0.5)
            w = max(1, int(tok.get_width() * abs(math.cos(math.pi * p))))
            tok = pygame.transform.smoothscale(tok, (w, tok.get_height()))
        surface.blit(tok, tok.get_rect(center=(cx, r.centery)))


def draw_score_glow(surface, lay: TableLayout, key, won: bool, text: str, p: float, clock: float,
                    label: bool = False) -> None:
    """A filled side-row glows gold (an Accolade) or rose (none) under its cards; with `label`, its
    total floats over them (drawn after the cards)."""
    s = lay.scale
    row, side = key
    rects = [lay.space(row, side, i) for i in range(SPACES)]
    area = rects[0].unionall(rects[1:]).inflate(px(14, s), px(14, s))
    colour = Palette.gold_light if won else (220, 130, 150)
    fade = min(1.0, p * 6) * (1.0 - max(0.0, (p - 0.55) / 0.45))
    if label:
        _score_label(surface, lay, area, colour, text, p, fade)
        return
    glow = pygame.Surface(area.size, pygame.SRCALPHA)
    a = int((110 + 50 * math.sin(clock * 9)) * fade)
    pygame.draw.rect(glow, (*colour, max(0, a // 3)), glow.get_rect(), border_radius=px(14, s))
    pygame.draw.rect(glow, (*colour, max(0, a)), glow.get_rect(), max(2, px(3, s)), border_radius=px(14, s))
    surface.blit(glow, area)


def _score_label(surface, lay: TableLayout, area: pygame.Rect, colour, text: str, p: float, fade: float) -> None:
    s = lay.scale
    if fade > 0.05:
        label = theme.render_text(text, "display_bold", text_px(20, s), colour)
        pill = pygame.Surface(label.get_rect().inflate(px(28, s), px(12, s)).size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (*Palette.midnight, 225), pill.get_rect(), border_radius=pill.get_height() // 2)
        pygame.draw.rect(pill, (*colour, 255), pill.get_rect(), max(1, px(2, s)), border_radius=pill.get_height() // 2)
        pill.blit(label, label.get_rect(center=pill.get_rect().center))
        pill.set_alpha(int(255 * min(1.0, fade * 1.4)))
        rise = int(px(10, s) * min(1.0, p * 3))
        surface.blit(pill, pill.get_rect(center=(area.centerx, area.centery - rise)))


def draw_token_flight(surface, pos, factor: float, scale: float) -> None:
    r = int(px(9, scale) * factor)
    tok = accolade_token(max(4, r), True)
    surface.blit(tok, tok.get_rect(center=(int(pos[0]), int(pos[1]))))


def draw_others_live(surface, lay: TableLayout, info: TableInfo, clock: float) -> None:
    """The thinking cue and the to-move ring by a face-down hand."""
    s = lay.scale
    for seat_info in info.seats:
        r = lay.others.get(seat_info.seat)
        if r is None:
            continue
        cue = live_cue_rect(lay, r, info.others.get(seat_info.seat, ("",))[0])
        if seat_info.thinking:
            draw_thinking(surface, (cue.x + px(12, s), cue.centery), clock, s)
        elif seat_info.active:
            theme.draw_text(surface, TO_MOVE, "text_semibold", text_px(11, s, 10), Palette.gold_light,
                            cue.midleft, "midleft")
