"""The Dance's areas off the grid, each drawn once per hex size as a sprite with its shadow: the six
Sanctuary tables (velvet cloth in the family colour, plaque, five seats, the winning seat), the Tempo
track, the kitchen and the Domain key.

Drawing only, from board_layout's boxes; never game state, never per frame (board_view caches them).
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.the_dance import piece_art
from game.the_dance.board_layout import PLAQUE_R, SQ3, WINNING_SEAT, TablePlaces
from game.the_dance.floor_tiles import SILVER, SUPER, blit_centred, mix, shrink
from game.ui import theme
from game.ui.hex_view import rounded_hex_points


# --- the areas off the grid ---------------------------------------------------------------------------

def area_sprite_size(box, s: float, pad: float) -> tuple[int, int]:
    return int(math.ceil((box[2] - box[0] + 2 * pad) * s)), int(math.ceil((box[3] - box[1] + 2 * pad) * s))


AREA_PAD = 0.12  # units of room round a table, the track and the kitchen for their shadows


def _rounded_panel(big: pygame.Surface, rect: pygame.Rect, fill_top, fill_bottom, edge, radius: int,
                   edge_w: int) -> None:
    steps = 12
    for i in range(steps):
        t = i / (steps - 1)
        band = pygame.Rect(rect.left, rect.top + rect.height * i // steps, rect.width, rect.height // steps + 2)
        clip = big.get_clip()
        big.set_clip(band)
        pygame.draw.rect(big, mix(fill_top, fill_bottom, t), rect, border_radius=radius)
        big.set_clip(clip)
    pygame.draw.rect(big, edge, rect, edge_w, border_radius=radius)


def build_table(table: TablePlaces, avatar_id: str | None, s: float, idle: bool = False) -> pygame.Surface:
    """A Sanctuary table: a velvet cloth in the family colour, the family plaque, five seats and the
    winning seat (starred). Its top-left corner is the cloth's top-left minus AREA_PAD."""
    w, h = area_sprite_size(table.cloth, s, AREA_PAD)
    k = SUPER
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    pad = AREA_PAD * s * k
    cw, ch = (table.cloth[2] - table.cloth[0]) * s * k, (table.cloth[3] - table.cloth[1]) * s * k
    cloth = pygame.Rect(round(pad), round(pad), round(cw), round(ch))
    body, light = piece_art.FAMILY_LOOK[table.colour][0], piece_art.FAMILY_LOOK[table.colour][1]
    radius = int(s * k * 0.35)
    shadow = cloth.move(int(s * k * 0.04), int(s * k * 0.08))
    pygame.draw.rect(big, (*piece_art.SHADOW, 150), shadow, border_radius=radius)
    _rounded_panel(big, cloth, mix(body, light, 0.12), mix(body, (0, 0, 0), 0.35), theme.Palette.gold_dark,
                   radius, max(2, int(s * k * 0.06)))
    pygame.draw.rect(big, theme.Palette.gold, cloth.inflate(-int(s * k * 0.14), -int(s * k * 0.14)),
                     max(1, int(s * k * 0.025)), border_radius=max(1, radius - int(s * k * 0.07)))
    surf = shrink(big, (w, h))

    def at(u):
        return (u[0] - table.cloth[0] + AREA_PAD) * s, (u[1] - table.cloth[1] + AREA_PAD) * s

    si = max(2, int(round(s)))
    for k_seat, seat in enumerate(table.seats):
        blit_centred(surf, piece_art.seat_well(si, k_seat == WINNING_SEAT), at(seat))
    blit_centred(surf, plaque(si, table.colour, avatar_id), at(table.plaque))
    if idle:
        surf.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


@lru_cache(maxsize=16)
def plaque(s: int, colour: str, avatar_id: str | None) -> pygame.Surface:
    """The family's plaque at the end of its table: a gilt-edged disc with the family's initial."""
    body, light, ink, rim = piece_art.FAMILY_LOOK[colour]
    r = PLAQUE_R * s
    half = int(math.ceil(r)) + 3
    k = SUPER
    big = pygame.Surface((2 * half * k, 2 * half * k), pygame.SRCALPHA)
    c = half * k
    R = r * k
    pygame.draw.circle(big, (*piece_art.SHADOW, 160), (c + k, c + 2 * k), R)
    pygame.draw.circle(big, theme.Palette.gold_dark, (c, c), R)
    pygame.draw.circle(big, theme.Palette.gold, (c, c), R * 0.92)
    pygame.draw.circle(big, body, (c, c), R * 0.78)
    if avatar_id:
        f = theme.font("display_bold", max(6, int(R * 1.05)))
        glyph = f.render(piece_art.initial(avatar_id), True, ink)
        big.blit(glyph, glyph.get_rect(center=(c, c + R * 0.04)))
    return shrink(big, (2 * half, 2 * half))


def build_tempo(boxes, s: float) -> pygame.Surface:
    """The Tempo track: four boxes, numbered; box 4 is marked "rest" (no Dancer moves there)."""
    x0, y0 = boxes[0][0], boxes[0][1]
    x1, y1 = boxes[-1][2], boxes[-1][3]
    w, h = area_sprite_size((x0, y0, x1, y1), s, AREA_PAD)
    k = SUPER
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    for n, (bx0, by0, bx1, by1) in enumerate(boxes, start=1):
        rect = pygame.Rect(round((bx0 - x0 + AREA_PAD) * s * k), round((by0 - y0 + AREA_PAD) * s * k),
                           round((bx1 - bx0) * s * k), round((by1 - by0) * s * k))
        rest = n == len(boxes)
        pygame.draw.rect(big, (*piece_art.SHADOW, 140), rect.move(int(s * k * 0.04), int(s * k * 0.08)),
                         border_radius=int(s * k * 0.18))
        top, bottom = ((52, 40, 70), (28, 22, 44)) if rest else ((74, 38, 58), (40, 18, 36))
        _rounded_panel(big, rect, top, bottom, theme.Palette.gold, int(s * k * 0.18), max(2, int(s * k * 0.05)))
    surf = shrink(big, (w, h))
    if s < 9:
        return surf  # a miniature (a preview): numbers this small would only smudge the boxes
    size = theme.text_px(s * 0.5, 1.0, 12) if s >= 16 else 10
    for n, (bx0, by0, bx1, by1) in enumerate(boxes, start=1):
        cx = (bx0 + bx1) / 2 - x0 + AREA_PAD
        top = by0 - y0 + AREA_PAD
        theme.draw_text(surf, str(n), "display_bold", size, theme.Palette.gold_light,
                        (cx * s, (top + 0.34) * s), "center")
        if n == len(boxes):
            theme.draw_text(surf, "rest", "text_semibold", max(10, int(size * 0.8)), theme.Palette.ivory_dim,
                            (cx * s, (by1 - y0 + AREA_PAD - 0.3) * s), "center")
    return surf


def build_kitchen(box, spot, s: float) -> pygame.Surface:
    """The kitchen: a chequered floor behind a gilt frame, a silver mark where the Server waits."""
    w, h = area_sprite_size(box, s, AREA_PAD)
    k = SUPER
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    rect = pygame.Rect(round(AREA_PAD * s * k), round(AREA_PAD * s * k), round((box[2] - box[0]) * s * k),
                       round((box[3] - box[1]) * s * k))
    radius = int(s * k * 0.25)
    pygame.draw.rect(big, (*piece_art.SHADOW, 150), rect.move(int(s * k * 0.04), int(s * k * 0.08)),
                     border_radius=radius)
    tiles = pygame.Surface(rect.size, pygame.SRCALPHA)
    step = max(2, int(s * k * 0.36))
    for ty in range(0, rect.height, step):
        for tx in range(0, rect.width, step):
            dark = ((tx // step) + (ty // step)) % 2
            tiles.fill((38, 34, 44) if dark else (112, 104, 112), (tx, ty, step, step))
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    tiles.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(tiles, rect.topleft)
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (16, 10, 22, 120), veil.get_rect(), border_radius=radius)
    big.blit(veil, rect.topleft)
    pygame.draw.rect(big, theme.Palette.gold, rect, max(2, int(s * k * 0.05)), border_radius=radius)
    sx, sy = (spot[0] - box[0] + AREA_PAD) * s * k, (spot[1] - box[1] + AREA_PAD) * s * k
    pygame.draw.circle(big, (20, 16, 30, 200), (sx, sy), s * k * 0.78)
    pygame.draw.circle(big, (*SILVER[0], 220), (sx, sy), s * k * 0.78, max(2, int(s * k * 0.05)))
    surf = shrink(big, (w, h))
    if s < 9:
        return surf
    size = theme.text_px(s * 0.5, 1.0, 12) if s >= 16 else 10
    label_x = ((spot[0] + 0.78 + box[2]) / 2 - box[0] + AREA_PAD) * s
    theme.draw_text(surf, "Kitchen", "display_bold", size, theme.Palette.gold_light,
                    (label_x, ((box[1] + box[3]) / 2 - box[1] + AREA_PAD) * s), "center", shadow=True)
    return surf


DOMAIN_KEY = (("Ext", (150, 46, 52)), ("Cor", (58, 120, 84)), ("Sub", (78, 70, 150)), ("Con", (186, 132, 42)))


def build_legend(box, s: float) -> pygame.Surface:
    """The key to a Dancer token, by the floor: one line per Domain, a small token with that
    Domain's corner filled in its colour and the Domain's short name beside it (Ext top left, Cor top
    right, Sub bottom left, Con bottom right), so a figure on a Dancer reads as its Domain without
    opening her card. Its top-left corner is the box's top-left minus AREA_PAD."""
    w, h = area_sprite_size(box, s, AREA_PAD)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if s < 9:
        return surf  # a miniature (a preview): no words this small
    k = SUPER
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    inner = pygame.Rect(round(AREA_PAD * s * k), round(AREA_PAD * s * k), round((box[2] - box[0]) * s * k),
                        round((box[3] - box[1]) * s * k))
    pygame.draw.rect(big, (*piece_art.SHADOW, 120), inner.move(int(s * k * 0.04), int(s * k * 0.08)),
                     border_radius=int(s * k * 0.2))
    _rounded_panel(big, inner, (52, 34, 62), (30, 20, 40), theme.Palette.gold_dark, int(s * k * 0.2),
                   max(2, int(s * k * 0.04)))
    size = max(8, int(s * 0.44))
    step = (box[3] - box[1] - 0.3) / 4  # units per line
    glyph_r = min(step * 0.5, 0.42)
    left = AREA_PAD + 0.14 + glyph_r
    rows = []
    for i, (name, tint) in enumerate(DOMAIN_KEY):
        cy = AREA_PAD + 0.15 + step * (i + 0.5)
        X, Y, R = left * s * k, cy * s * k, glyph_r * s * k
        pygame.draw.polygon(big, piece_art.PORCELAIN[0], rounded_hex_points(X, Y, R, R * 0.16))
        # the Domain's corner of the token: the quarter of it that figure sits in
        qx, qy = (1 if i % 2 else -1), (1 if i >= 2 else -1)
        corner = [(X, Y), (X + qx * R, Y), (X + qx * R * 0.5, Y + qy * R * SQ3 / 2), (X, Y + qy * R * SQ3 / 2)]
        pygame.draw.polygon(big, tint, corner)
        pygame.draw.polygon(big, piece_art.TOKEN_RIM, rounded_hex_points(X, Y, R, R * 0.16), max(2, int(k * s * 0.05)))
        rows.append((name, tint, cy))
    surf.blit(shrink(big, (w, h)), (0, 0))
    room = (box[2] - box[0] + AREA_PAD - left - glyph_r - 0.2) * s
    while size > 7 and theme.font("text_bold", size).size("Con")[0] > room:
        size -= 1  # a small window: the names shrink to fit beside their tokens
    if theme.font("text_bold", size).size("Con")[0] > room:
        return surf
    for name, tint, cy in rows:
        theme.draw_text(surf, name, "text_bold", size, mix(tint, (255, 255, 255), 0.55),
                        ((left + glyph_r + 0.14) * s, cy * s), "midleft")
    return surf
