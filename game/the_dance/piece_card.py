"""The info card of a piece of The Dance, shown when the pointer rests on it or on a right-click: a
Dancer's name and symbol, her four Domains as the token lays them out (Extortion and Corruption on
top, Subjugation and Confidence below; a red x where barred), who holds her and where she stands; an
Avatar's ratings in the same grid, her family, table and Movement, and her Foiled marker; what the
Server and the Tempo marker do and where they stand. Kept small (a quarter of the floor at most) so
it sits beside the piece without hiding the play.

Drawing only, from the counters and ballroom data, a board_view.Piece and the lines the table hands
it (`notes`, read from the table's view); never game state. The help sentences are our own words.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.the_dance import marker_art, piece_art
from game.the_dance.ballroom import Ballroom, ballroom
from game.the_dance.counters import counters
from game.ui import theme

CARD_WIDTH = 232  # at the 1280x720 design size
DOMAIN_KEYS = ("ext", "cor", "sub", "con")


@lru_cache(maxsize=64)
def pips_picture(pips: int | None, height: int, colour=theme.Palette.gold_light) -> pygame.Surface:
    """A Domain's value as a player reads it on a token: dots, a hollow ring for 0, a red x when barred."""
    k = 4
    r = height * 0.3
    n = 1 if not pips else pips
    w = max(height, int(math.ceil(n * r * 2.6 + r)))
    big = pygame.Surface((w * k, height * k), pygame.SRCALPHA)
    cy = height * k / 2
    if pips is None:
        arm = height * k * 0.3
        width = max(2, int(height * k * 0.14))
        cx = height * k / 2
        pygame.draw.line(big, piece_art.MARK_RED, (cx - arm, cy - arm), (cx + arm, cy + arm), width)
        pygame.draw.line(big, piece_art.MARK_RED, (cx - arm, cy + arm), (cx + arm, cy - arm), width)
    elif pips == 0:
        pygame.draw.circle(big, (*colour, 150), (r * k * 1.3, cy), r * k * 0.8, max(1, int(k * height * 0.06)))
    else:
        for i in range(pips):
            pygame.draw.circle(big, colour, (r * k * (1.3 + 2.6 * i), cy), r * k)
    return pygame.transform.smoothscale(big, (w, height))


def holder_words(piece, room: Ballroom) -> str:
    """Who holds a Dancer, in a sentence: seated at a table, Influenced or Dominated, or unaligned."""
    c = counters()
    place = piece.place
    if isinstance(place, tuple) and place[0] == "seat":
        avatar = c.avatar_of_table(place[1])
        who = avatar.name if avatar else f"table {place[1]}"
        seat = "the winning seat" if place[2] == 5 else f"seat {place[2] + 1}"
        return f"Seated at {who}'s table ({seat})"
    if piece.owner:
        who = c.avatar(piece.owner).name
        return f"Dominated by {who}" if piece.dominated else f"Influenced by {who}"
    return "Unaligned: she waltzes with the music"


def where_words(place, room: Ballroom) -> str | None:
    """Where a piece on the floor stands, naming what is special about its hex; None off the floor."""
    if isinstance(place, str) and place != "kitchen" and place in room:
        h = room.hex(place)
        if h.is_server:
            return f"On {place}, Server hex {h.server}"
        if h.is_entry:
            return f"On {place}, the entry to table {h.table}"
        if h.is_circle:
            return f"On {place}, a white circle of the waltz"
        if h.is_path:
            return f"On {place}, on the waltz"
        return f"On {place}"
    return None


def _card_lines(piece, room: Ballroom, notes) -> tuple[str, str | None, list, list[tuple[str, str]]]:
    """(title, symbol letter or Avatar id for the corner picture, the four Domain values or [], the
    lines under them as (kind, words))."""
    c = counters()
    lines: list[tuple[str, str]] = []
    if piece.kind == "dancer":
        d = c.dancer(piece.id)
        sym = c.symbol(d.symbol)
        lines.append(("text", f"{sym.name} · {holder_words(piece, room)}"))
        lines.extend(("note", str(n)) for n in notes)
        where = where_words(piece.place, room)
        if where:
            lines.append(("muted", where))
        return d.name, d.symbol, list(d.pips), lines
    if piece.kind == "avatar":
        a = c.avatar(piece.id)
        lines.append(("text", f"{a.colour.capitalize()} family · table {a.table} · Movement {a.movement}"))
        if piece.foiled:
            lines.append(("warn", "Foiled: she loses her next Influence Step"))
        lines.extend(("note", str(n)) for n in notes)
        where = where_words(piece.place, room)
        if where:
            lines.append(("muted", f"{where} (enters by {room.entry_hex(a.table)})"))
        return a.name, a.id, list(a.ratings), lines
    if piece.kind == "server":
        if piece.place == "kitchen":
            lines.append(("text", "In the kitchen: each Waltz a die says which Server hex he walks out to."))
        else:
            where = where_words(piece.place, room)
            if where:
                lines.append(("text", where))
        lines.append(("muted", "An Avatar beside him may call on him in her Influence Step: she draws "
                               "2 Refreshments and he goes back to the kitchen."))
        return "The Server", None, [], lines
    if piece.kind == "tempo":
        n = piece.place[1] if isinstance(piece.place, tuple) else None
        if n:
            lines.append(("text", f"Box {n}" + (": the rest" if n == 4 else "")))
        lines.append(("muted", "It moves one box each Waltz. In boxes 1-3 the unaligned Dancers move; in box 4 "
                               "they rest and every family draws a Refreshment."))
        return "Tempo", None, [], lines
    return str(piece.id), None, [], lines


def info_card(piece, scale: float = 1.0, room: Ballroom | None = None, notes=()) -> pygame.Surface:
    """The card for `piece` (a board_view.Piece) at layout scale `scale`; `notes` are extra lines the
    table knows from its view (who plays an Avatar, her revealed Powers, what a Dancer is worth to
    the person looking)."""
    room = room or ballroom()
    px, text_px = theme.px, theme.text_px
    width = px(CARD_WIDTH, scale)
    pad = px(11, scale)
    inner = width - 2 * pad
    title_size = text_px(17, scale, 13)
    body = text_px(13, scale, 11)
    small = text_px(12, scale, 10)
    title, corner, values, lines = _card_lines(piece, room, notes)
    icon = max(10, int(title_size * 1.25))
    title_lines = theme.wrap_text(title, "display_bold", title_size, inner - (icon + px(4, scale) if corner else 0))
    cell_h = int(body * 2.0) if values else 0
    wrapped = []
    for kind, words in lines:
        size = body if kind in ("text", "warn", "note") else small
        wrapped.append((kind, size, theme.wrap_text(words, "text", size, inner)))
    height = pad + len(title_lines) * int(title_size * 1.25) + px(4, scale)
    if values:
        height += 2 * cell_h + px(10, scale)
    height += sum(len(w) * int(size * 1.3) + px(3, scale) for _, size, w in wrapped) + pad

    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    theme.draw_panel(surf, surf.get_rect(), scale, alpha=240)
    y = pad
    if corner:
        if piece.kind == "avatar":
            pic = piece_art.avatar_medallion(corner, max(8, int(icon * 0.62)))
        else:
            pic = piece_art.symbol_icon(corner, icon // 2)
        surf.blit(pic, pic.get_rect(topright=(width - pad + px(2, scale), y - px(1, scale))))
    for line in title_lines:
        theme.draw_text(surf, line, "display_bold", title_size, theme.Palette.gold_light, (pad, y))
        y += int(title_size * 1.25)
    y += px(4, scale)
    if values:
        _draw_grid(surf, pygame.Rect(pad, y, inner, 2 * cell_h + px(4, scale)), values, body, scale)
        y += 2 * cell_h + px(10, scale)
    colours = {"text": theme.Palette.text, "warn": theme.Palette.danger, "note": theme.Palette.gold_light}
    for kind, size, words in wrapped:
        for line in words:
            theme.draw_text(surf, line, "text", size, colours.get(kind, theme.Palette.text_muted), (pad, y))
            y += int(size * 1.3)
        y += px(3, scale)
    return surf


def _draw_grid(surf: pygame.Surface, rect: pygame.Rect, values, size: int, scale: float) -> None:
    """The four Domains in the token's order (top left Extortion, top right Corruption, bottom left
    Subjugation, bottom right Confidence): each cell tinted in its Domain's Refreshment colour, its
    short name, and its value as a figure (a red x when barred)."""
    gap = theme.px(4, scale)
    cw, ch = (rect.width - gap) // 2, (rect.height - gap) // 2
    big = int(size * 1.35)
    room = cw - theme.px(16, scale) - int(big * 0.9)
    # every full name, or (a narrow card) every short name the Refreshments wear: never a mixture
    full = all(theme.font("text", size).size(d.name)[0] <= room for d in counters().domains)
    for i, value in enumerate(values):
        key = DOMAIN_KEYS[i]
        cell = pygame.Rect(rect.x + (i % 2) * (cw + gap), rect.y + (i // 2) * (ch + gap), cw, ch)
        tint = marker_art.DOMAIN_RGB[key]
        # opaque (drawing with alpha on the card would punch a see-through hole in it)
        fill = tuple(int(t * 0.5 + v * 0.5) for t, v in zip(tint, theme.Palette.velvet))
        pygame.draw.rect(surf, fill, cell, border_radius=theme.px(6, scale))
        pygame.draw.rect(surf, (*tint, 255), cell, max(1, theme.px(1, scale)), border_radius=theme.px(6, scale))
        name = counters().domains[i].name if full else marker_art.DOMAIN_SHORT[key]
        theme.draw_text(surf, name, "text", size, theme.Palette.ivory, (cell.x + theme.px(7, scale), cell.centery),
                        "midleft")
        right = (cell.right - theme.px(9, scale), cell.centery)
        if value is None:
            arm = big * 0.3
            cx, cy = right[0] - arm, right[1]
            w = max(2, theme.px(3, scale))
            pygame.draw.line(surf, piece_art.MARK_RED, (cx - arm, cy - arm), (cx + arm, cy + arm), w)
            pygame.draw.line(surf, piece_art.MARK_RED, (cx - arm, cy + arm), (cx + arm, cy - arm), w)
        else:
            theme.draw_text(surf, str(value), "text_bold", big, theme.Palette.ivory, right, "midright")
