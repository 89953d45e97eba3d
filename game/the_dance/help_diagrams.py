"""Diagrams for The Dance's rules help, drawn from the real ballroom with the table's own pictures: the
whole room, a corner of it with an Avatar's reach and a Dancer led home, a Dancer token explained, the
sum behind an Influence roll and its odds, the Waltz's trains and arrows, the Refreshments, the
Powers and the Plans.

Moves shown are worked out by the rules' own helpers (reach, the Waltz step) on the real floor, so a
diagram cannot disagree with the game. Draws into the rectangle it is given; never touches a match.
"""
from __future__ import annotations

import math

import pygame

from game.the_dance import floor as F
from game.the_dance import marker_art, piece_art, waltz
from game.the_dance.ballroom import ballroom
from game.the_dance.board_view import BallroomView, Piece, seat_place, tempo_place
from game.the_dance.counters import counters
from game.ui import theme
from game.ui.theme import Palette, px, text_px


def _caption(surface, rect: pygame.Rect, text: str, scale: float) -> int:
    """Words under a diagram; returns the height they take."""
    size = text_px(14, scale, 12)
    lines = theme.wrap_text(text, "text", size, rect.width)
    step = int(size * 1.3)
    y = rect.bottom - len(lines) * step
    for line in lines:
        theme.draw_text(surface, line, "text", size, Palette.ivory_dim, (rect.centerx, y), "midtop")
        y += step
    return len(lines) * step + px(6, scale)


def _view(rect: pygame.Rect, zoom: int = 0, about: str | None = None, idle=(), hex_px: float = 0.0) -> BallroomView:
    """The room fitted into `rect`, then zoomed `zoom` steps (or until a hex is about `hex_px` pixels)
    with the hex `about` brought to the middle."""
    view = BallroomView()
    view.layout(rect, idle)
    if hex_px:
        zoom = max(zoom, math.ceil(math.log(max(1.0, hex_px / view.size)) / math.log(1.25)))
    if zoom:
        view.zoom_by(zoom, about=view.centre_of(about) if about else None)
        if about:
            x, y = view.centre_of(about)
            view.pan_by(rect.centerx - x, rect.centery - y)
    return view


def _label(surface, view: BallroomView, label: str, text: str, scale: float, dy: float = -1.2) -> None:
    x, y = view.centre_of(label)
    size = text_px(13, scale, 11)
    pic = theme.render_text(text, "text_bold", size, Palette.midnight)
    box = pic.get_rect(center=(int(x), int(y + dy * view.size))).inflate(px(10, scale), px(4, scale))
    pygame.draw.rect(surface, Palette.gold_light, box, border_radius=box.height // 2)
    pygame.draw.rect(surface, Palette.gold_dark, box, 1, border_radius=box.height // 2)
    surface.blit(pic, pic.get_rect(center=box.center))


def _clipped(surface: pygame.Surface, rect: pygame.Rect):
    class Clip:
        def __enter__(self):
            self.old = surface.get_clip()
            surface.set_clip(rect.clip(self.old))

        def __exit__(self, *exc):
            surface.set_clip(self.old)
    return Clip()


# --- the room ------------------------------------------------------------------------------------

def the_room(surface, rect, scale) -> None:
    rect = pygame.Rect(rect)
    cap = _caption(surface, rect, "The ballroom: the waltz loop (red ribbon), its white circles, the six Server "
                                  "hexes in the middle, and the six tables with their entry hexes.", scale)
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - cap)
    view = _view(area)
    with _clipped(surface, area):
        view.draw_floor(surface)
        pieces = [Piece("server", "server", ballroom().server_hex(2)), Piece("tempo", "tempo", tempo_place(1))]
        view.draw_pieces(surface, pieces)
    if view.size >= 7:
        _label(surface, view, "K4", "waltz loop", scale, dy=-1.3)
        _label(surface, view, "K7", "Server hexes", scale, dy=0)
        _label(surface, view, "E13", "entry: table 1", scale, dy=-1.3)


def dancer_token(surface, rect, scale) -> None:
    """A Dancer token read out corner by corner, and an Avatar medallion with her ratings."""
    rect = pygame.Rect(rect)
    c = counters()
    d = c.dancer("julia")
    cap = _caption(surface, rect, "Lady Julia, a red Rose: her pips sit in the corners in this order; the red x "
                                  "bars Subjugation. Tatiana Saar's ratings are printed on no token: hover her.",
                   scale)
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - cap)
    half = area.width // 2
    size = max(14, min(area.height // 3, half // 3))
    small = text_px(13, scale, 11)
    token = piece_art.dancer_token("julia", size)
    tx, ty = area.left + half // 2, area.top + size + px(10, scale)
    surface.blit(token, token.get_rect(center=(tx, ty)))
    y = ty + size + px(12, scale)
    corners = ("top left", "top right", "bottom left", "bottom right")
    for dom, pips, corner in zip(c.domains, d.pips, corners):
        words = f"{dom.name}: {'x' if pips is None else pips}"
        theme.draw_text(surface, words, "text_semibold", small,
                        Palette.gold_light if pips is not None else (255, 150, 140), (tx, y), "midtop")
        theme.draw_text(surface, corner, "text", max(10, small - 2), Palette.text_muted,
                        (tx, y + int(small * 1.2)), "midtop")
        y += int(small * 2.5)
    a = c.avatar("saar")
    med = piece_art.avatar_medallion("saar", size)
    mx = area.left + half + half // 2
    surface.blit(med, med.get_rect(center=(mx, ty)))
    y = ty + size + px(12, scale)
    theme.draw_text(surface, a.name, "text_semibold", small, Palette.ivory, (mx, y), "midtop")
    y += int(small * 1.6)
    for dom, rating in zip(c.domains, a.ratings):
        theme.draw_text(surface, f"{dom.name} {rating}", "text", small, Palette.ivory_dim, (mx, y), "midtop")
        y += int(small * 1.35)
    theme.draw_text(surface, f"Movement {a.movement}", "text", small, Palette.ivory_dim, (mx, y), "midtop")


# --- a turn ----------------------------------------------------------------------------------------

def dance_step(surface, rect, scale) -> None:
    """Tatiana's reach from E11 (the rules' own search), Lady Julia led home to E13 and seated."""
    rect = pygame.Rect(rect)
    cap = _caption(surface, rect, "Tatiana (S) may end her walk on any lit hex; the Ankh would add the dim ones. "
                                  "She leads Lady Julia, whom she holds, two hexes onto her entry hex, to be "
                                  "seated at her table next turn.", scale)
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - cap)
    view = _view(area, about="E11", hex_px=px(24, scale))
    room = ballroom()
    avatar, julia = "F10", "D11"
    occupied = {F.HEX[x] for x in (avatar, julia, "G10", "E10")}
    closed = F.ENTRY_SET - {F.HEX["E13"]}
    reach = F.reach(F.HEX[avatar], 3, occupied | closed)
    with _clipped(surface, area):
        view.draw_floor(surface)
        for _ in range(2):  # twice: a diagram may be bolder than the table
            view.draw_lit(surface, [F.LABELS[h] for h, n in reach.items() if n <= 2], "move")
            view.draw_lit(surface, [F.LABELS[h] for h, n in reach.items() if n == 3], (150, 126, 92))
        walk = F.walk(F.HEX[julia], F.HEX["E13"], 2, occupied - {F.HEX[julia]})
        if walk:
            view.draw_path(surface, [julia] + [F.LABELS[h] for h in walk], (150, 236, 255))
        pieces = [Piece("avatar", "saar", avatar), Piece("dancer", "julia", julia, owner="saar"),
                  Piece("dancer", "marta", "G10"), Piece("dancer", "anna", "E10"),
                  Piece("dancer", "belan", seat_place(1, 0))]
        view.draw_pieces(surface, pieces)
    assert room.entry_hex(1) == "E13"


def influence_roll(surface, rect, scale) -> None:
    """The target number as a sum, and the chance of success for each target number."""
    rect = pygame.Rect(rect)
    c = counters()
    big = text_px(18, scale, 13)
    small = text_px(14, scale, 12)
    x, y = rect.left + px(10, scale), rect.top + px(6, scale)
    theme.draw_text(surface, "Tatiana tries Confidence on Lady Julia", "display", big, Palette.gold_light, (x, y))
    y += int(big * 1.8)
    parts = [(piece_art.avatar_medallion("saar", px(18, scale)), f"her Confidence {c.avatar('saar').rating('con')}"),
             (piece_art.dancer_token("julia", px(18, scale)), f"Julia's Confidence {c.dancer('julia').pips_in('con')}"),
             (marker_art.refreshment_chip("Con1", px(14, scale)), "a Con1 Refreshment +1")]
    for pic, words in parts:
        surface.blit(pic, pic.get_rect(midleft=(x, y + px(14, scale))))
        theme.draw_text(surface, words, "text", small, Palette.ivory, (x + pic.get_width() + px(8, scale),
                                                                        y + px(14, scale)), "midleft")
        y += px(38, scale)
    theme.draw_text(surface, "target number 5: a roll of 5 or less wins her", "text_semibold", small,
                    Palette.gold_light, (x, y))
    y += int(small * 2.0)
    # odds bars
    bar_w = (rect.width - 2 * px(10, scale)) // 6
    bar_h = max(px(40, scale), rect.bottom - y - small * 3)
    for n in range(1, 7):
        bx = rect.left + px(10, scale) + (n - 1) * bar_w
        h = int(bar_h * n / 6)
        r = pygame.Rect(bx + px(4, scale), y + bar_h - h, bar_w - px(8, scale), h)
        pygame.draw.rect(surface, Palette.gold_dark if n != 5 else Palette.gold, r, border_radius=px(4, scale))
        theme.draw_text(surface, f"{round(100 * n / 6)}%", "text_semibold", max(10, small - 2), Palette.ivory,
                        (r.centerx, r.top - px(4, scale)), "midbottom")
        theme.draw_text(surface, f"target {n}", "text", max(10, small - 2), Palette.text_muted,
                        (r.centerx, y + bar_h + px(4, scale)), "midtop")


# --- the Waltz ---------------------------------------------------------------------------------------

def the_waltz(surface, rect, scale) -> None:
    """A train of Dancers on the loop, one blocked by an Avatar, and a stray following its arrow; the
    moves come from the rules' own Waltz step."""
    rect = pygame.Rect(rect)
    cap = _caption(surface, rect, "In boxes 1 to 3 every free Dancer steps once: on the loop they move "
                                  "together as a train wherever the hex ahead frees up; off it, each follows "
                                  "her arrow. A held Dancer or an Avatar blocks the line behind it.", scale)
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - cap)
    view = _view(area, about="H4", hex_px=px(24, scale))
    names = {"M4": "julia", "L4": "marta", "K4": "anna", "J4": "belan", "H4": "lupei", "F4": "sofia",
             "I6": "albu"}
    dpos = [-1] * F.NUM_DANCERS
    for lab, d in names.items():
        dpos[F.DANCER[d]] = F.HEX[lab]
    blockers = {F.HEX["E4"]}
    after = waltz.step(tuple(dpos), lambda d: True, blockers)
    with _clipped(surface, area):
        view.draw_floor(surface, False)
        pieces = [Piece("dancer", d, lab) for lab, d in names.items()]
        pieces.append(Piece("avatar", "ferencz", "E4"))
        view.draw_pieces(surface, pieces)
        # where each one steps, drawn over the tokens (the train's Dancers stand hex to hex)
        for d, h in enumerate(dpos):
            if h >= 0 and after[d] != h:
                a, b = view.centre_of(F.LABELS[h]), view.centre_of(F.LABELS[after[d]])
                lift = view.size * 0.55 if F.IS_PATH[h] else 0.0
                _arrow(surface, (a[0], a[1] - lift), (b[0], b[1] - lift), view.size * 0.8, (150, 236, 255))


def _arrow(surface, a, b, s: float, colour) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    p0 = (a[0] + ux * s * 0.5, a[1] + uy * s * 0.5)
    tip = (b[0] - ux * s * 0.15, b[1] - uy * s * 0.15)
    base = (tip[0] - ux * s * 0.5, tip[1] - uy * s * 0.5)
    left = (base[0] - uy * s * 0.3, base[1] + ux * s * 0.3)
    right = (base[0] + uy * s * 0.3, base[1] - ux * s * 0.3)
    width = max(2, int(s * 0.16))
    pygame.draw.line(surface, Palette.shadow, p0, base, width + 3)
    pygame.draw.line(surface, colour, p0, base, width)
    pygame.draw.polygon(surface, colour, (tip, left, right))
    pygame.draw.polygon(surface, Palette.shadow, (tip, left, right), 1)


def tempo_track(surface, rect, scale) -> None:
    """The Tempo track as on the table (its own picture, enlarged), and what each box does."""
    from game.the_dance import room_areas
    from game.the_dance.board_layout import room_layout

    rect = pygame.Rect(rect)
    boxes = room_layout().tempo_boxes
    width_units = boxes[-1][2] - boxes[0][0] + 2 * room_areas.AREA_PAD
    s = min(rect.width * 0.9 / width_units, rect.height * 0.35 / (boxes[0][3] - boxes[0][1]))
    pic = room_areas.build_tempo(boxes, s)
    top = rect.top + px(16, scale)
    left = rect.centerx - pic.get_width() // 2
    surface.blit(pic, (left, top))
    marker = piece_art.tempo_marker(max(4, int(s)))
    box2 = boxes[1]
    mx = left + ((box2[0] + box2[2]) / 2 - boxes[0][0] + room_areas.AREA_PAD) * s
    my = top + ((box2[1] + box2[3]) / 2 - boxes[0][1] + room_areas.AREA_PAD) * s
    surface.blit(marker, marker.get_rect(center=(int(mx), int(my))))
    size = text_px(14, scale, 11)
    for n, box in enumerate(boxes, start=1):
        cx = left + ((box[0] + box[2]) / 2 - boxes[0][0] + room_areas.AREA_PAD) * s
        y = top + pic.get_height() + px(8, scale)
        words = ("Dancers", "step") if n < 4 else ("Rest:", "each draws")
        for line in words:
            theme.draw_text(surface, line, "text_semibold", size, Palette.gold_light if n == 4 else Palette.ivory,
                            (int(cx), y), "midtop")
            y += int(size * 1.25)
    y = top + pic.get_height() + px(8, scale) + int(size * 3.2)
    theme.draw_paragraph(surface, "The marker stands in box 2: the next Waltz moves it to box 3, and the Dancers "
                                  "step; the one after that brings the rest.", "text", size, Palette.ivory_dim,
                         pygame.Rect(rect.left + px(10, scale), y, rect.width - px(20, scale), rect.bottom - y))


# --- Refreshments, Powers, Plans ----------------------------------------------------------------------

def refreshments(surface, rect, scale) -> None:
    rect = pygame.Rect(rect)
    r = max(10, min(px(22, scale), rect.width // 14))
    ids = ["Ext1", "Ext2", "Cor1", "Cor2", "Sub1", "Sub2", "Con1", "Con2", "Ankh"]
    counts = {x.id: x.count for x in counters().refreshments}
    cols = 5
    step_x = (rect.width - 2 * r) // cols
    y = rect.top + r + px(6, scale)
    for i, m in enumerate(ids):
        col, row = i % cols, i // cols
        x = rect.left + r + col * step_x + step_x // 2
        cy = y + row * int(r * 4)
        chip = marker_art.refreshment_chip(m, r)
        surface.blit(chip, chip.get_rect(center=(x, cy)))
        theme.draw_text(surface, f"{m} ×{counts[m]}", "text", text_px(13, scale, 11), Palette.ivory_dim,
                        (x, cy + r + px(4, scale)), "midtop")
    y += int(r * 8)
    back = marker_art.face_down_chip(r)
    surface.blit(back, back.get_rect(midleft=(rect.left + px(10, scale), y + r)))
    theme.draw_paragraph(surface, "Everyone sees how many you hold, face down; only you see their faces.",
                         "text", text_px(14, scale, 12), Palette.ivory_dim,
                         pygame.Rect(rect.left + 2 * r + px(20, scale), y, rect.width - 2 * r - px(24, scale),
                                     rect.bottom - y))


def powers_page(ids):
    def draw(surface, rect, scale) -> None:
        rect = pygame.Rect(rect)
        n = len(ids)
        row_h = rect.height // max(1, n)
        head = text_px(17, scale, 13)
        body = text_px(14, scale, 12)
        for i, pid in enumerate(ids):
            p = counters().power(pid)
            r = pygame.Rect(rect.left, rect.top + i * row_h, rect.width, row_h - px(6, scale))
            pygame.draw.rect(surface, (44, 24, 58), r, border_radius=px(10, scale))
            pygame.draw.rect(surface, Palette.gold_dark, r, max(1, px(1, scale)), border_radius=px(10, scale))
            theme.draw_text(surface, p.name, "display_bold", head, Palette.gold_light,
                            (r.left + px(12, scale), r.top + px(8, scale)))
            theme.draw_paragraph(surface, p.text, "text", body, Palette.ivory_dim,
                                 pygame.Rect(r.left + px(12, scale), r.top + px(10, scale) + int(head * 1.3),
                                             r.width - px(24, scale), r.height), line_gap=1.25)
    return draw


def plans(surface, rect, scale) -> None:
    rect = pygame.Rect(rect)
    c = counters()
    size = text_px(14, scale, 12)
    y = rect.top
    x = rect.left + px(8, scale)
    for sym in c.symbols:
        icon = piece_art.symbol_icon(sym.letter, max(6, size // 2 + 2))
        surface.blit(icon, icon.get_rect(midleft=(x, y + size // 2 + 2)))
        theme.draw_text(surface, f"{sym.name} ({sym.colour})", "text", size, Palette.ivory_dim,
                        (x + icon.get_width() + px(4, scale), y))
        x += rect.width // 4
    y += int(size * 2.2)
    col_w = rect.width // 2
    row_h = max(size + px(8, scale), (rect.bottom - y) // 6)
    for i, plan in enumerate(c.plans):
        col, row = divmod(i, 6)
        px0 = rect.left + col * col_w + px(8, scale)
        py0 = y + row * row_h
        theme.draw_text(surface, plan.id, "display_bold", size, Palette.gold_light, (px0, py0))
        pic = marker_art.plan_row(plan.symbols, (True,) * len(plan.symbols), max(10, min(row_h - 6, size + 6)))
        surface.blit(pic, (px0 + px(44, scale), py0 - px(2, scale)))


def seating(surface, rect, scale) -> None:
    """A table with three seated Dancers against Plan P7 (two Moons, two Ivies)."""
    rect = pygame.Rect(rect)
    cap = _caption(surface, rect, "Plan P7 asks for two Moons and two Ivies. Three are seated: one Ivy more "
                                  "and Tatiana wins at once.", scale)
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - cap)
    view = _view(area, about="E13", hex_px=px(24, scale))
    with _clipped(surface, area):
        view.draw_floor(surface)
        pieces = [Piece("dancer", "anna", seat_place(1, 0)), Piece("dancer", "stefan", seat_place(1, 1)),
                  Piece("dancer", "belan", seat_place(1, 2)), Piece("dancer", "albu", "E12", owner="saar"),
                  Piece("avatar", "saar", "F12")]
        view.draw_pieces(surface, pieces)
    pic = marker_art.plan_row("BBGG", (True, True, True, False), px(28, scale))
    surface.blit(pic, pic.get_rect(topright=(area.right - px(8, scale), area.top + px(8, scale))))


def mesmerize_reach(surface, rect, scale) -> None:
    rect = pygame.Rect(rect)
    cap = _caption(surface, rect, "Mesmerize: from Lucian (M) every lit hex is within reach of an Influence, a Foil "
                                  "or the Server, over anything between. Without it, only the six around him.",
                   scale)
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - cap)
    view = _view(area, about="H7", hex_px=px(24, scale))
    with _clipped(surface, area):
        view.draw_floor(surface)
        near = [F.LABELS[h] for h in F.NEAR2[F.HEX["H7"]]]
        view.draw_lit(surface, near, "target")
        view.draw_lit(surface, near, "target")
        view.draw_pieces(surface, [Piece("avatar", "moroi", "H7"), Piece("dancer", "orlov", "H9"),
                                   Piece("dancer", "radu", "G7"), Piece("dancer", "weiss", "J6"),
                                   Piece("dancer", "clara", "F6"), Piece("server", "server", "I6")])


def influence_step(surface, rect, scale) -> None:
    """Lucian's Influence Step on the real floor: the pieces beside him lit as targets."""
    rect = pygame.Rect(rect)
    cap = _caption(surface, rect, "Lucian (M) stands by two free Dancers, Thorne's Avatar (B) and the Server: all "
                                  "four are lit. A click on one opens the panel with the odds.", scale)
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - cap)
    view = _view(area, about="L7", hex_px=px(24, scale))
    around = {"L6": ("dancer", "orlov"), "K7": ("dancer", "julia"), "M7": ("avatar", "balaz"),
              "M8": ("server", "server"), "J6": ("dancer", "radu")}
    with _clipped(surface, area):
        view.draw_floor(surface)
        lit = [lab for lab in around if F.HEX[lab] in F.NEIGHBOURS[F.HEX["L7"]]]
        view.draw_lit(surface, lit, "target")
        view.draw_lit(surface, lit, "target")
        pieces = [Piece("avatar", "moroi", "L7")]
        for lab, (kind, ident) in around.items():
            pieces.append(Piece(kind, ident, lab, owner="balaz" if ident == "radu" else None))
        view.draw_pieces(surface, pieces)
