"""The Dance's pictures outside the table: the launcher thumbnail (a corner of the ballroom with the
waltz ribbon, Dancers and two Avatars), the setup preview (the room with a table lit for each family),
the option notes and preview, and the results (every family's seated Dancers against its Plan, the
winner's Plan revealed, how many rounds the ball lasted).

Reads finished matches through the spectator's observation, which shows every Plan once the game is
over; never changes a match.
"""
from __future__ import annotations

import math

import pygame

from game.the_dance import marker_art, piece_art
from game.the_dance.board_view import BallroomView, Piece, seat_place, tempo_place
from game.the_dance.ballroom import ballroom
from game.the_dance.counters import counters
from game.ui import theme
from game.ui.table_pieces import fit_text
from game.ui.theme import Palette, px, text_px


# A made-up moment of a ball for the pictures: Dancers on their circles, two Avatars, the Server.
_SCENE_DANCERS = ("julia", "marta", "anna", "belan", "lupei", "todoran", "albu", "irina", "dragomir", "sofia",
                  "weiss", "hollo", "stefan", "elena", "petrescu", "radu", "liszka", "orlov", "ecaterina", "bratu",
                  "clara", "silvestru", "constantin", "iosif")


def _scene_pieces(families: int = 2) -> list[Piece]:
    room = ballroom()
    pieces = []
    for d, circle in zip(_SCENE_DANCERS, room.white_circles):
        pieces.append(Piece("dancer", d, circle))
    avatars = [a for a in sorted(counters().avatars, key=lambda a: a.table)][:max(1, families)]
    pieces[4] = Piece("dancer", "lupei", "F5", owner=avatars[0].id)
    pieces[9] = Piece("dancer", "sofia", "N8", owner=avatars[-1].id, dominated=True)
    spots = {"saar": "F6", "balaz": "O7", "vass": "P11", "corvinu": "S7", "ferencz": "E2", "moroi": "B7"}
    for a in avatars:
        pieces.append(Piece("avatar", a.id, spots.get(a.id, room.entry_hex(a.table))))
    pieces.append(Piece("dancer", "clara", seat_place(1, 0)))
    pieces.append(Piece("server", "server", room.server_hex(3)))
    pieces.append(Piece("tempo", "tempo", tempo_place(2)))
    return pieces


def _room_picture(surface: pygame.Surface, rect: pygame.Rect, pieces, idle=(), hex_px: float = 0.0,
                  about=None) -> None:
    """The room in `rect` with `pieces`; with `hex_px`, zoomed in until a hex is about that many pixels,
    the hex `about` in the middle."""
    view = BallroomView()
    rect = pygame.Rect(rect)
    view.layout(rect, idle)
    if hex_px and view.size < hex_px:
        view.zoom_by(max(1, math.ceil(math.log(hex_px / view.size) / math.log(1.25))),
                     about=view.centre_of(about) if about else None)
        if about:
            x, y = view.centre_of(about)
            view.pan_by(rect.centerx - x, rect.centery - y)
    view.draw_floor(surface)
    view.draw_pieces(surface, pieces)


# --- the launcher card ------------------------------------------------------------------------------

def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """A corner of the ballroom by candle light: the ribbon's bend, Dancers on it, two Avatars."""
    rect = pygame.Rect(rect)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    try:
        _room_picture(surface, rect, _scene_pieces(2), hex_px=rect.height / 12, about="G6")
    finally:
        surface.set_clip(clip)


# --- the setup screen --------------------------------------------------------------------------------

PREVIEW_LINES = 3  # the words above the setup's picture of the room, at the most


def preview_lines(players: int, size: int, width: int) -> list[str]:
    """The setup preview's words, wrapped to `width`: the whole note where it fits in PREVIEW_LINES lines,
    else the note without the colours' names, and only if even that is too long its last line shortened
    with an ellipsis (never a sentence cut off without a sign)."""
    from game.the_dance.families import turn_order_note

    for colours in (True, False):
        words = f"{players} families, each with its own table. " + turn_order_note(players, colours=colours)
        lines = theme.wrap_text(words, "text_semibold", size, width)
        if len(lines) <= PREVIEW_LINES:
            return lines
    rest = " ".join(lines[PREVIEW_LINES - 1:])
    return lines[:PREVIEW_LINES - 1] + [fit_text(rest, "text_semibold", size, width)]


def draw_setup_preview(surface: pygame.Surface, rect: pygame.Rect, players: int, scale: float = 1.0) -> None:
    """The room with one Sanctuary table lit for each of `players` families (the others dimmed)."""
    rect = pygame.Rect(rect)
    size = text_px(14, scale, 12)
    lines = preview_lines(players, size, rect.width)
    y = rect.top
    for line in lines:
        theme.draw_text(surface, line, "text_semibold", size, Palette.gold_light, (rect.centerx, y), "midtop")
        y += int(size * 1.3)
    area = pygame.Rect(rect.left, y + int(size * 0.3), rect.width, rect.bottom - y - int(size * 0.3))
    if area.height < 40:
        return
    idle = set(range(players + 1, 7))
    _room_picture(surface, area, _scene_pieces(players), idle=idle)


def draw_option_preview(surface: pygame.Surface, rect: pygame.Rect, name: str, value, scale: float = 1.0) -> None:
    """The Plans option: a Plan marker as the others see it (sealed, or open)."""
    if name != "plans":
        return
    rect = pygame.Rect(rect)
    h = max(12, min(px(30, scale), rect.height // 3))
    pic = marker_art.plan_row("RYBG", (False,) * 4, h) if value == "open" else marker_art.hidden_plan(h, 4)
    surface.blit(pic, pic.get_rect(midtop=(rect.centerx, rect.top + px(6, scale))))
    words = ("Everyone sees every Plan from the start." if value == "open"
             else "Each Plan stays sealed until someone wins.")
    theme.draw_text(surface, words, "text", text_px(13, scale, 11), Palette.ivory_dim,
                    (rect.centerx, rect.top + pic.get_height() + px(14, scale)), "midtop")


# --- results --------------------------------------------------------------------------------------

def _final(match) -> dict:
    return match.state.observation(None)


def _winners(match) -> list[int]:
    returns = list(match.state.returns())
    best = max(returns) if returns else 0
    return [i for i, r in enumerate(returns) if r == best and best > 0]


def result_banner(match):
    """(headline, colour): the winner's name and family colour; None for a shared result."""
    winners = _winners(match)
    if len(winners) != 1:
        return None
    seat = winners[0]
    fam = _final(match)["families"][seat]
    name = match.seat_label(seat)
    colour = piece_art.family_colour(counters().avatar(fam["avatar"]).colour) if fam["avatar"] else Palette.gold_dark
    verb = "win" if name.lower() == "you" else "wins"
    return f"{name} {verb} the ball", colour


def result_seat(match, seat: int, colour_blind: bool = False):
    """A seat on the results: the person and the family she played, in that family's colour."""
    fam = _final(match)["families"][seat]
    name = match.seat_label(seat)
    if not fam["avatar"]:
        return name, theme.seat_colour(seat, colour_blind)
    colour = piece_art.FAMILY_LOOK[counters().avatar(fam["avatar"]).colour][1]
    return f"{name}  ({fam['name']})", colour


def result_lines(match) -> list[str]:
    """How long the ball lasted, and the winning Plan in words."""
    obs = _final(match)
    lines = [f"The ball lasted {obs['round']} round{'s' if obs['round'] != 1 else ''}."]
    for seat in _winners(match):
        fam = obs["families"][seat]
        if fam["plan"]:
            names = ", ".join(counters().symbol(x).name for x in counters().plan(fam["plan"]).symbols)
            lines.append(f"{match.seat_label(seat)} ({fam['name']}): Plan {fam['plan']}, {names}.")
    return lines


def draw_result_art(surface: pygame.Surface, rect: pygame.Rect, match) -> None:
    """Every family in a row: its medallion and name, its Plan (matched symbols lit) and the Dancers
    seated at its table; the winner's row gilded."""
    rect = pygame.Rect(rect)
    obs = _final(match)
    winners = set(_winners(match))
    n = len(obs["families"])
    row_h = rect.height // max(1, n)
    scale = theme.ui_scale(pygame.display.get_surface().get_size()) if pygame.display.get_surface() else 1.0
    for i, fam in enumerate(obs["families"]):
        row = pygame.Rect(rect.left, rect.top + i * row_h, rect.width, row_h - px(4, scale))
        won = fam["seat"] in winners
        pygame.draw.rect(surface, (76, 44, 90) if won else (38, 22, 50), row, border_radius=px(8, scale))
        pygame.draw.rect(surface, Palette.gold if won else Palette.gold_dark, row, max(1, px(2 if won else 1, scale)),
                         border_radius=px(8, scale))
        med = max(8, int(row.height * 0.36))
        cx = row.left + med + px(6, scale)
        if fam["avatar"]:
            pic = piece_art.avatar_medallion(fam["avatar"], med)
            surface.blit(pic, pic.get_rect(center=(cx, row.centery)))
        x = cx + med + px(6, scale)
        size = max(10, min(text_px(14, scale, 11), int(row.height * 0.3)))
        name = f"{match.seat_label(fam['seat'])} · {fam['name']}"
        theme.draw_text(surface, fit_text(name, "text_semibold", size, row.right - x - px(8, scale)), "text_semibold",
                        size, Palette.ivory, (x, row.top + px(3, scale)))
        y = row.top + px(3, scale) + int(size * 1.3)
        h = max(8, min(row.bottom - y - px(3, scale), px(24, scale)))
        seated_letters = [counters().dancer(d).symbol for d in fam["seated"]]
        if fam["plan"]:
            symbols = counters().plan(fam["plan"]).symbols
            pic = marker_art.plan_row(symbols, tuple(marker_art.plan_lit(symbols, seated_letters)), h)
        else:
            pic = marker_art.hidden_plan(h)
        surface.blit(pic, (x, y))
        # the Dancers she seated, by symbol, after the Plan they were meant to cover
        tx = x + pic.get_width() + px(12, scale)
        label = theme.render_text("seated:", "text", max(10, int(size * 0.85)), Palette.text_muted)
        if fam["seated"] and tx + label.get_width() < row.right:
            surface.blit(label, label.get_rect(midleft=(tx, y + pic.get_height() // 2)))
            tx += label.get_width() + px(6, scale)
        r = max(4, pic.get_height() // 2 - 2)
        for letter in seated_letters:
            icon = piece_art.symbol_icon(letter, r)
            if tx + icon.get_width() > row.right - px(4, scale):
                break
            surface.blit(icon, icon.get_rect(midleft=(tx, y + pic.get_height() // 2)))
            tx += int(r * 2.3)
