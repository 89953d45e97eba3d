"""The info card of a piece of The Dance, shown on hover or right-click: a Dancer's name, symbol,
pips per Domain (red x where barred) and who holds her; an Avatar's ratings, Movement, table and
Foiled marker; what the Server and the Tempo marker do and where they stand.

Drawing only, from the counters and ballroom data and a board_view.Piece; never game state. The
help sentences are our own words.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.the_dance import piece_art
from game.the_dance.ballroom import Ballroom, ballroom
from game.the_dance.counters import counters
from game.ui import theme

CARD_WIDTH = 300  # at the 1280x720 design size


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


def info_card(piece, scale: float = 1.0, room: Ballroom | None = None, notes=()) -> pygame.Surface:
    """The card for `piece` (a board_view.Piece) at layout scale `scale`; `notes` are extra lines the
    table knows (who plays an Avatar, her revealed Powers)."""
    room = room or ballroom()
    c = counters()
    width = theme.px(CARD_WIDTH, scale)
    pad = theme.px(14, scale)
    title = theme.text_px(20, scale, 14)
    body = theme.text_px(15, scale, 12)
    small = theme.text_px(13, scale, 12)
    row_h = int(body * 1.55)
    lines: list[tuple] = []   # (kind, payload) laid out below

    if piece.kind == "dancer":
        d = c.dancer(piece.id)
        sym = c.symbol(d.symbol)
        lines.append(("title", d.name))
        lines.append(("symbol", d.symbol, f"{sym.name} ({sym.colour})"))
        for dom, pips in zip(c.domains, d.pips):
            lines.append(("pips", dom.name, pips))
        lines.append(("note", "Red x: that Domain may not be tried on her."
                              if any(p is None for p in d.pips) else None))
        lines.append(("text", holder_words(piece, room)))
        where = where_words(piece.place, room)
        if where:
            lines.append(("muted", where))
    elif piece.kind == "avatar":
        a = c.avatar(piece.id)
        lines.append(("title", a.name))
        lines.append(("family", a.id, f"{a.colour.capitalize()} family, table {a.table} "
                                      f"(enters by {room.entry_hex(a.table)})"))
        for dom, rating in zip(c.domains, a.ratings):
            lines.append(("pips", dom.name, rating))
        lines.append(("text", f"Movement {a.movement}"))
        if piece.foiled:
            lines.append(("warn", "Foiled: she loses her next Influence Step"))
        where = where_words(piece.place, room)
        if where:
            lines.append(("muted", where))
    elif piece.kind == "server":
        lines.append(("title", "The Server"))
        if piece.place == "kitchen":
            lines.append(("text", "In the kitchen: each Waltz a die says which Server hex he walks out to."))
        else:
            where = where_words(piece.place, room)
            if where:
                lines.append(("text", where))
        lines.append(("muted", "An Avatar beside him may call on him in her Influence Step: she draws "
                               "2 Refreshments and he goes back to the kitchen."))
    elif piece.kind == "tempo":
        n = piece.place[1] if isinstance(piece.place, tuple) else None
        lines.append(("title", "Tempo"))
        if n:
            lines.append(("text", f"Box {n}" + (": the rest" if n == 4 else "")))
        lines.append(("muted", "It moves one box each Waltz. In boxes 1-3 the unaligned Dancers move; in box 4 "
                               "they rest and every family draws a Refreshment."))
    else:
        lines.append(("title", str(piece.id)))
    for note in notes:
        lines.append(("muted", str(note)))

    inner = width - 2 * pad
    # measure
    height = pad
    measured = []
    for entry in lines:
        kind = entry[0]
        if kind == "title":
            wrapped = theme.wrap_text(entry[1], "display_bold", title, inner)
            h = len(wrapped) * int(title * 1.3) + theme.px(4, scale)
        elif kind in ("text", "muted", "warn", "note"):
            if entry[1] is None:
                measured.append((entry, None, 0))
                continue
            size = body if kind in ("text", "warn") else small
            wrapped = theme.wrap_text(entry[1], "text", size, inner)
            h = len(wrapped) * int(size * 1.35) + theme.px(4, scale)
        elif kind in ("symbol", "family"):
            wrapped = None
            h = max(int(row_h * 1.3), int(small * 2.7))
        else:
            wrapped = None
            h = row_h
        measured.append((entry, wrapped, h))
        height += h
    height += pad

    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    theme.draw_panel(surf, surf.get_rect(), scale, alpha=238)
    y = pad
    for entry, wrapped, h in measured:
        kind = entry[0]
        if kind == "title":
            for line in wrapped:
                theme.draw_text(surf, line, "display_bold", title, theme.Palette.gold_light, (pad, y))
                y += int(title * 1.3)
            y += theme.px(4, scale)
            continue
        if kind in ("text", "muted", "warn", "note"):
            if wrapped is None:
                continue
            size = body if kind in ("text", "warn") else small
            colour = {"text": theme.Palette.text, "warn": theme.Palette.danger}.get(kind, theme.Palette.text_muted)
            for line in wrapped:
                theme.draw_text(surf, line, "text", size, colour, (pad, y))
                y += int(size * 1.35)
            y += theme.px(4, scale)
            continue
        if kind == "symbol":
            icon = piece_art.symbol_icon(entry[1], int(row_h * 0.5))
            surf.blit(icon, icon.get_rect(midleft=(pad, y + h // 2)))
            theme.draw_text(surf, entry[2], "text_semibold", body, theme.Palette.text,
                            (pad + icon.get_width() + theme.px(8, scale), y + h // 2), "midleft")
        elif kind == "family":
            disc = piece_art.avatar_medallion(entry[1], max(8, int(row_h * 0.62)))
            surf.blit(disc, disc.get_rect(midleft=(pad - theme.px(3, scale), y + h // 2)))
            text_x = pad + disc.get_width()
            words = theme.wrap_text(entry[2], "text", small, width - pad - text_x)[:2]
            for i, line in enumerate(words):
                line_y = y + h // 2 + (i - (len(words) - 1) / 2) * small * 1.2
                theme.draw_text(surf, line, "text", small, theme.Palette.text_muted, (text_x, line_y), "midleft")
        elif kind == "pips":
            theme.draw_text(surf, entry[1], "text", body, theme.Palette.text, (pad, y + h // 2), "midleft")
            pic = pips_picture(entry[2], max(10, int(body * 1.1)))
            surf.blit(pic, pic.get_rect(midleft=(pad + int(inner * 0.6), y + h // 2)))
        y += h
    return surf
