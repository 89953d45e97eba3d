"""Diagrams for Fancy Dancing's rules help, drawn with the table's own cards: the dance floor and its
centre column, the three styles, a turn, the row rules, a flip, a scoring row, and the solo layouts.

Each verdict shown (allowed or refused, the points, the flip) is asked of the real rules, so a
diagram cannot disagree with the game. Draws into the rectangle it is given; never touches a match.
"""
from __future__ import annotations

import math

import pygame

from game.fancy_dancing import cards as C
from game.fancy_dancing.rules import GAME
from game.fancy_dancing.showcase import book, draw_fan, draw_floor
from game.fancy_dancing.table_draw import accolade_token, time_token
from game.ui import card_art, theme
from game.ui.theme import Palette, px, text_px

BLUE, RED = theme.seat_colour(0), theme.seat_colour(1)


def example_state(rows: dict, centres=("plus", "minus", "style"), mode: str = "duel", hand=()):
    """A position with the named cards in the rows ({(row, side): ["W7", ...]}) and seat 0 holding
    `hand` (and a few more), for asking the rules."""
    placed = set(n for names in rows.values() for n in names) | set(hand)
    rest = list(hand) + [n for n in C.NAME if n not in placed]
    data = {
        "game": "fancy_dancing", "version": 1, "mode": mode, "players": 2 if mode == "duel" else 1, "first": 0,
        "phase": "turn", "turn": 0, "deck": rest[4:], "discard": [], "hands": [rest[:2], rest[2:4]]
        if mode == "duel" else [rest[:4]],
        "rows": [rows.get((r, s), []) for r in range(3) for s in (0, 1)], "centres": list(centres),
        "accolades": [0, 0] if mode == "duel" else [0], "tasks": [], "rebuilds": 0, "tokens": 0, "generation": 0,
        "card_gen": [0] * C.NUM_CARDS, "result": None, "events": [], "last_actor": None,
    }
    if mode != "duel":
        data["deck"] = rest[4:]
    return GAME.from_json(data)


def _caption(surface, text: str, centre, scale: float, colour=Palette.ivory_dim, size: int = 14) -> None:
    theme.draw_text(surface, text, "text_semibold", text_px(size, scale, 11), colour, centre, "center")


def _mark(surface, centre, ok: bool, r: int) -> None:
    """A tick in a green disc, or a cross in a rose one."""
    cx, cy = int(centre[0]), int(centre[1])
    fill = (40, 110, 70) if ok else (120, 36, 52)
    edge = (150, 232, 170) if ok else (236, 124, 116)
    pygame.draw.circle(surface, fill, (cx, cy), r)
    pygame.draw.circle(surface, edge, (cx, cy), r, max(1, r // 6))
    w = max(2, r // 4)
    if ok:
        pygame.draw.lines(surface, edge, False, [(cx - r * 0.45, cy), (cx - r * 0.1, cy + r * 0.38),
                                                 (cx + r * 0.5, cy - r * 0.4)], w)
    else:
        d = r * 0.42
        pygame.draw.line(surface, edge, (cx - d, cy - d), (cx + d, cy + d), w)
        pygame.draw.line(surface, edge, (cx - d, cy + d), (cx + d, cy - d), w)


def _card(surface, name: str, centre, height: int, angle: float = 0.0) -> pygame.Rect:
    size = card_art.size_for_height(height)
    pic = book().picture(name, True, size, angle)
    r = pic.get_rect(center=(int(centre[0]), int(centre[1])))
    surface.blit(pic, r)
    return r


# --- the pages ------------------------------------------------------------------------------------------

def floor(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The centre column with both sides, spaces numbered outward, a few cards under way."""
    rows = {(0, 0): ["W4", "T7"], (0, 1): ["S3"], (1, 0): ["T12", "S9"], (2, 1): ["W6", "W10"]}
    area = pygame.Rect(rect.x, rect.y + px(34, scale), rect.width, rect.height - px(70, scale))
    placed = draw_floor(surface, area, rows, side_colours={0: BLUE, 1: RED})
    _caption(surface, "Player 1's side", (placed[(0, 0, 2)].centerx, rect.y + px(14, scale)), scale, BLUE)
    _caption(surface, "Player 2's side", (placed[(0, 1, 2)].centerx, rect.y + px(14, scale)), scale, RED)
    _caption(surface, "the centre column", (placed[(2, -1, -1)].centerx, rect.bottom - px(22, scale)), scale,
             Palette.gold_light)


def styles(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """One card of each style, a Star, and what each is worth."""
    h = min(int(rect.height * 0.42), int(rect.width / 4.8 / card_art.CARD_ASPECT))
    names = [("W9", "Waltz · a fan"), ("T11", "Tango · a rose"), ("S4", "Swing · notes"), ("*1", "Star")]
    step = rect.width / 4
    cy = rect.y + rect.height * 0.36
    for k, (name, label) in enumerate(names):
        x = rect.x + step * (k + 0.5)
        _card(surface, name, (x, cy), h)
        _caption(surface, label, (x, cy + h * 0.62), scale, Palette.ivory, 13)
        card = C.card_id(name)
        worth = f"{C.STAR_LOW} or {C.STAR_HIGH} points" if C.is_star(card) else \
            f"power {C.POWER[card]} · {C.POINTS[card]} pt{'s' * (C.POINTS[card] != 1)}"
        _caption(surface, worth, (x, cy + h * 0.62 + px(20, scale)), scale, Palette.text_muted, 12)


def turn(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A hand of three after the draw: one card goes to the next free space of a row."""
    rows = {(0, 0): ["W5", "T6"]}
    area = pygame.Rect(rect.x, rect.y, rect.width, int(rect.height * 0.55))
    placed = draw_floor(surface, area, rows, side_colours={0: BLUE, 1: RED})
    target = placed[(0, 0, 2)]
    halo = card_art.card_halo(target.size, Palette.gold_light, max(4, target.height // 9))
    surface.blit(halo, halo.get_rect(center=target.center))
    hand_y = rect.bottom - int(rect.height * 0.2)
    hand_h = int(rect.height * 0.3)
    draw_fan(surface, (rect.centerx, hand_y), hand_h, ["W8", "T9", "S13"])
    size = card_art.size_for_height(hand_h)
    src = (rect.centerx, hand_y - hand_h // 2)
    dst = (target.centerx, target.bottom + px(4, scale))
    _arrow(surface, src, dst, scale)
    ok = not example_state(rows, hand=("T9",)).refusal(C.card_id("T9"), 0, 0)
    _caption(surface, "Tango 9 may follow Tango 6 in the Plus row" if ok else "", (rect.centerx, area.bottom + px(6, scale)),
             scale, Palette.gold_light, 12)
    del size


def _arrow(surface, src, dst, scale: float, colour=Palette.gold_light) -> None:
    pts = []
    for i in range(21):
        t = i / 20
        x = src[0] + (dst[0] - src[0]) * t
        y = src[1] + (dst[1] - src[1]) * t - math.sin(math.pi * t) * px(30, scale)
        pts.append((x, y))
    pygame.draw.lines(surface, colour, False, pts, max(2, px(3, scale)))
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    a = math.atan2(y1 - y0, x1 - x0)
    head = px(12, scale)
    pygame.draw.polygon(surface, colour, [(x1, y1), (x1 - head * math.cos(a - 0.45), y1 - head * math.sin(a - 0.45)),
                                          (x1 - head * math.cos(a + 0.45), y1 - head * math.sin(a + 0.45))])


def row_rules(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Each row's rule against the card before: allowed and refused examples, verdicts from the rules."""
    examples = [
        (0, ["W6"], "T9"), (0, ["W6"], "S4"),
        (1, ["T10"], "W3"), (1, ["T10"], "W12"),
        (2, ["S5"], "S11"), (2, ["S5"], "T8"),
        (0, ["W6", "*2"], "S7"),
    ]
    h = min(int(rect.height / 5.2), int(rect.width / 9 / card_art.CARD_ASPECT))
    line_h = rect.height / 4.2
    cw = h * card_art.CARD_ASPECT
    titles = ("Plus row: the same power or higher", "Minus row: the same power or lower",
              "Style row: the same style", "A Star fits anywhere; the next card follows the card before it")
    for k, title in enumerate(titles):
        y = rect.y + k * line_h
        theme.draw_text(surface, title, "text_semibold", text_px(13, scale, 11), Palette.gold_light,
                        (rect.x + px(6, scale), y + px(2, scale)))
        cy = y + px(18, scale) + h // 2 + px(4, scale)
        x = rect.x + px(10, scale) + cw / 2
        for row, before, card in (examples[2 * k:2 * k + 2] if k < 3 else examples[6:7]):
            state = example_state({(row, 0): before})
            for name in before:
                _card(surface, name, (x, cy), h)
                x += cw * 0.75
            x += cw * 0.35
            _card(surface, card, (x, cy), h)
            reason = state.refusal(C.card_id(card), row, 0)
            _mark(surface, (x + cw * 0.45, cy - h * 0.42), not reason, max(6, h // 7))
            x += cw * 1.5


def flips(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A 2 into a Minus row turns it to Plus; a 13 into a Plus row turns it to Minus."""
    h = min(int(rect.height * 0.34), int(rect.width / 6.2 / card_art.CARD_ASPECT))
    w = int(h * card_art.CARD_ASPECT)
    for k, (rule, card, after) in enumerate((("minus", "T2", "plus"), ("plus", "W13", "minus"))):
        cy = rect.y + rect.height * (0.27 + 0.47 * k)
        st = example_state({(0, 0): ["S9"] if rule == "minus" else ["S4"]}, centres=(rule, "minus", "style"),
                           hand=(card,))
        nxt = st.apply(("play", C.card_id(card), 0, 0))
        x = rect.x + w * 0.7
        _card(surface, "S9" if rule == "minus" else "S4", (x, cy), h)
        _card(surface, card, (x + w * 1.1, cy), h)
        _card(surface, f"centre:{rule}", (x + w * 2.4, cy), h)
        # the turning card, squashed mid-turn, then the new face
        size = card_art.size_for_height(h)
        mid = pygame.transform.smoothscale(book().face(f"centre:{rule}", size), (max(2, w // 4), h))
        surface.blit(mid, mid.get_rect(center=(int(x + w * 3.55), int(cy))))
        _arrow(surface, (x + w * 3.0, cy - h * 0.62), (x + w * 4.5, cy - h * 0.62), scale)
        _card(surface, f"centre:{nxt.centres[0]}", (x + w * 4.7, cy), h)
        label = "a 2 into a Minus row: now Plus" if rule == "minus" else "a 13 into a Plus row: now Minus"
        _caption(surface, label, (rect.centerx, cy + h * 0.62), scale, Palette.gold_light, 13)


def scoring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A fifth card fills a side's row: its points are added; 21 to 26 earns that side an Accolade."""
    full = ["T3", "W4", "*1", "S6", "T12"]  # a legal Plus row: 3, 4, Star, 6, 12
    low, high = C.row_totals([C.card_id(n) for n in full])
    best = C.best_total([C.card_id(n) for n in full])
    over = ["W9", "W8", "W7", "W10", "W3"]  # a legal Style row: all Waltz
    area = pygame.Rect(rect.x, rect.y, rect.width, int(rect.height * 0.7))
    placed = draw_floor(surface, area, {(0, 0): full, (2, 1): over}, side_colours={0: BLUE, 1: RED},
                        highlight=((0, 0), Palette.gold_light))
    r0 = placed[(0, 0, 4)].union(placed[(0, 0, 0)])
    tok = accolade_token(px(14, scale), True)
    surface.blit(tok, tok.get_rect(midbottom=(r0.centerx, r0.top - px(2, scale))))
    verdict = "an Accolade" if C.scores_accolade([C.card_id(n) for n in full]) else "no Accolade"
    _caption(surface, f"Player 1: {low}–{high} with the Star; it counts {best}: {verdict}",
             (rect.centerx, area.bottom + px(16, scale)), scale, Palette.gold_light, 13)
    total = C.best_total([C.card_id(n) for n in over])
    _caption(surface, f"Player 2's Style row: {total} is over {C.SCORE_HIGH}: no Accolade",
             (rect.centerx, area.bottom + px(40, scale)), scale, Palette.text_muted, 13)


def solo(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """One side only, 13 cards set aside face up, the team's hands below; Time tokens in endurance."""
    left = pygame.Rect(rect.x, rect.y, int(rect.width * 0.62), int(rect.height * 0.66))
    draw_floor(surface, left, {(0, 0): ["W3", "T6"], (1, 0): ["S12"]}, sides=(0,))
    right = pygame.Rect(left.right + px(8, scale), rect.y + px(10, scale), rect.right - left.right - px(8, scale),
                        left.height)
    names = ["W2", "T10", "S13", "W11", "T3", "S7", "*2", "W5", "T12", "S4", "W9", "T7", "S10"]
    size = card_art.size_for_width(min(right.width / 4.4, right.height / 4 * card_art.CARD_ASPECT))
    for k, name in enumerate(names):
        col, row = k % 4, k // 4
        pic = book().face(name, size)
        surface.blit(pic, (int(right.x + col * size[0] * 1.05), int(right.y + px(20, scale) + row * size[1] * 0.45)))
    _caption(surface, "13 set aside, face up", (right.centerx, right.y + px(4, scale)), scale, Palette.gold_light, 12)
    r = px(12, scale)
    y = rect.bottom - int(rect.height * 0.18)
    for i in range(3):
        tok = time_token(r, i < 2)
        surface.blit(tok, tok.get_rect(center=(rect.right - px(20, scale) - (2 - i) * (2 * r + px(6, scale)), y)))
    _caption(surface, "Endurance: Time", (rect.right - px(20, scale) - 3 * (2 * r + px(6, scale)) - px(60, scale), y),
             scale, Palette.ivory_dim, 12)
    draw_fan(surface, (rect.x + rect.width * 0.3, y), int(rect.height * 0.26), ["T8", "W4", "S6"])


def table_keys(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A picked card lifted from the hand, the lit spaces, and a refusal with its reason."""
    rows = {(0, 0): ["W9"], (1, 0): ["T7"], (2, 0): ["S6"]}
    area = pygame.Rect(rect.x, rect.y, rect.width, int(rect.height * 0.56))
    placed = draw_floor(surface, area, rows, sides=(0,))
    state = example_state(rows)
    card = C.card_id("T11")
    for row in range(3):
        r = placed[(row, 0, len(rows[(row, 0)]))]
        ok = not state.refusal(card, row, 0)
        kind = Palette.gold_light if ok else (236, 104, 96)
        halo = card_art.card_halo(r.size, kind, max(4, r.height // 9))
        surface.blit(halo, halo.get_rect(center=r.center))
    hand_h = int(rect.height * 0.3)
    hand_y = rect.bottom - hand_h // 2 - px(6, scale)
    size = card_art.size_for_height(hand_h)
    _card(surface, "W3", (rect.centerx - size[0] * 0.45, hand_y + px(4, scale)), hand_h, 6)
    picked = (rect.centerx + size[0] * 0.45, hand_y - hand_h * 0.12)
    halo = card_art.card_halo(size, Palette.gold_light, max(4, hand_h // 10))
    surface.blit(halo, halo.get_rect(center=(int(picked[0]), int(picked[1]))))
    _card(surface, "T11", picked, hand_h)
    reason = state.refusal(card, 1, 0)
    label = theme.render_text(reason, "text_semibold", text_px(13, scale, 11), (255, 214, 208))
    pill = label.get_rect().inflate(px(22, scale), px(10, scale))
    pill.midtop = (rect.centerx, area.bottom + px(4, scale))
    pygame.draw.rect(surface, (92, 28, 44), pill, border_radius=pill.height // 2)
    pygame.draw.rect(surface, (214, 96, 96), pill, 1, border_radius=pill.height // 2)
    surface.blit(label, label.get_rect(center=pill.center))
