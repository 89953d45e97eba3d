"""Casino Trifecta's pictures outside the table: the launcher thumbnail (a build with its plaque, a
capture's cards and a starred secret card), the setup screen's preview of the timer option, and the
results (the score table by category for both players, the lines that tell how the game was won).

Reads finished matches through public observations (every secret is shown at the end); never changes
a match.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.casino import cards as C
from game.casino import table_draw
from game.casino.card_faces import CasinoPainter, star_key
from game.casino.rules import FORFEIT_AFTER, TIMER_SECONDS
from game.casino.table_text import CATEGORY_WORDS, listed
from game.casino.view import pile_summary, pile_words
from game.ui import card_art, theme
from game.ui.table_pieces import draw_seat_disc, fit_text
from game.ui.theme import Palette, px, text_px


@lru_cache(maxsize=2)
def book(colour_blind: bool = False) -> card_art.SpriteBook:
    return card_art.SpriteBook(CasinoPainter(colour_blind), variant=colour_blind, limit=160)


def _card(surface, key, centre, size, angle: float = 0.0, glow=None) -> pygame.Rect:
    pic = book().picture(key, True, size, angle)
    r = pic.get_rect(center=(int(centre[0]), int(centre[1])))
    sh = card_art.card_shadow(size, max(2, size[1] // 14), angle=int(round(angle)))
    surface.blit(sh, sh.get_rect(center=(r.centerx + 2, r.centery + 3)))
    if glow is not None:
        halo = card_art.card_halo(size, glow, max(3, size[1] // 10))
        if angle:
            halo = pygame.transform.rotate(halo, angle)
        surface.blit(halo, halo.get_rect(center=r.center))
    surface.blit(pic, r)
    return r


# --- the launcher card --------------------------------------------------------------------------------

def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """A build of 8 fanned over its plaque, the 8 of hearts that will take it, and a starred secret card."""
    rect = pygame.Rect(rect)
    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.ellipse(glow, (*Palette.plum_light, 70), glow.get_rect().inflate(-rect.width // 6, -rect.height // 4))
    surface.blit(glow, rect)
    h = int(min(rect.height * 0.54, rect.width / 3.3 / card_art.CARD_ASPECT))
    size = card_art.size_for_height(h)
    w = size[0]
    cx, cy = rect.centerx + int(w * 0.1), rect.centery - int(rect.height * 0.05)
    x0 = cx - w * 1.15
    for i, c in enumerate((C.card_id("5C"), C.card_id("3D"))):
        _card(surface, c, (x0 + i * w * 0.3, cy), size)
    plaque_h = max(12, int(h * 0.2))
    label = "Build 8"
    pw = table_draw.plaque_width(label, plaque_h)
    pic = table_draw.build_plaque(label, (pw, plaque_h), theme.seat_colour(0), "single", True)
    surface.blit(pic, pic.get_rect(midtop=(int(x0 + w * 0.15), int(cy + size[1] / 2 + 3))))
    _card(surface, C.card_id("8H"), (cx + w * 0.3, cy - size[1] * 0.08), size, -10, glow=Palette.gold_light)
    small = card_art.size_for_height(int(h * 0.78))
    _card(surface, star_key(C.card_id("AS")), (cx + w * 1.05, cy + size[1] * 0.14), small, -16)


# --- the setup screen -----------------------------------------------------------------------------------

def draw_option_preview(surface: pygame.Surface, rect: pygame.Rect, name: str, value, scale: float = 1.0) -> None:
    """The timer option: a clock face, and what it does (or that there is all the time in the world)."""
    rect = pygame.Rect(rect)
    if name != "timer":
        return
    r = px(23, scale)
    centre = (rect.left + r + px(6, scale), rect.top + r + px(8, scale))
    if value:
        table_draw.draw_clock(surface, centre, 42, TIMER_SECONDS, scale)
        lines = [f"{TIMER_SECONDS} seconds for each move, the clock beside the player's plaque.",
                 f"When it runs out the opponent scores 1 and the clock starts again; the {FORFEIT_AFTER}th time "
                 "forfeits the game."]
    else:
        pygame.draw.circle(surface, Palette.midnight, centre, r)
        pygame.draw.circle(surface, Palette.gold_dark, centre, r, max(1, px(2, scale)))
        for k in range(12):  # a clock face with no hands, crossed out

            a = k * math.tau / 12
            inner = r * (0.72 if k % 3 else 0.62)
            pygame.draw.line(surface, Palette.gold, (centre[0] + math.cos(a) * inner, centre[1] + math.sin(a) * inner),
                             (centre[0] + math.cos(a) * r * 0.86, centre[1] + math.sin(a) * r * 0.86), 1)
        d = int(r * 0.7)
        pygame.draw.line(surface, Palette.danger, (centre[0] - d, centre[1] + d), (centre[0] + d, centre[1] - d),
                         max(2, px(3, scale)))
        lines = ["No clock: take all the time you like over each move.",
                 "Two players on one screen, or you against the AI."]
    x = centre[0] + r + px(16, scale)
    area = pygame.Rect(x, rect.top, rect.right - x, rect.height)
    y = area.top
    for line in lines:
        y = theme.draw_paragraph(surface, line, "text", text_px(14, scale), Palette.ivory_dim,
                                 pygame.Rect(area.left, y, area.width, area.bottom - y)) + px(6, scale)


# --- results ------------------------------------------------------------------------------------------------

def _names(match) -> list[str]:
    return [match.seat_label(i) for i in range(match.players)]


def end_text(match) -> str:
    """How the game ended, with the players' own names."""
    state = match.state
    if not state.is_over():
        return ""
    return match.with_names(state.end_reason())


def result_lines(match) -> list[str]:
    """What each player took home, and whose secret card was found."""
    state = match.state
    obs = state.observation(None)
    names = _names(match)
    lines = []
    for seat in (0, 1):
        summary = pile_summary([C.card_id(n) for n in obs["captured"][seat]])
        points = ", ".join(C.NAME[c] for c in summary["point_cards"]) or "no point cards"
        lines.append(f"{names[seat]}: {pile_words(summary)}; {points}.")
    secrets = []
    for seat in (0, 1):
        name = obs["secrets"][seat]
        if name is None:
            continue
        taker = next((s for s in (0, 1) if name in obs["captured"][s]), None)
        who = f"taken by {names[taker]}" if taker is not None else "never captured"
        secrets.append(f"{names[seat]}'s {name} ({who})")
    if secrets:
        lines.append("Secret cards: " + listed(secrets) + ".")
    return [match.with_names(line) for line in lines]


def draw_result_art(surface: pygame.Surface, rect: pygame.Rect, match) -> None:
    """The score table: a row per category, a column per player, the totals, the winner's column lit."""
    rect = pygame.Rect(rect)
    state = match.state
    names = _names(match)
    breakdown = [state.score_breakdown(s) for s in (0, 1)]
    returns = state.returns()
    winner = 0 if returns[0] > returns[1] else 1 if returns[1] > returns[0] else None
    # widths follow the width; the rows share the height, and the words are as large as a row allows
    s = max(0.6, min(2.0, rect.width / 380))
    rows = [(label, key) for key, label in CATEGORY_WORDS if key != "timer" or state.timer]
    head_h = px(24, s)
    row_h = max(12, min(px(30, s), int((rect.height - head_h - px(16, s)) / (len(rows) + 1.5))))
    size = max(10, min(text_px(16, s), int(row_h * 0.72)))
    widest = max(theme.font("text", size).size(label)[0] for label, _ in rows)
    label_w = min(int(rect.width * 0.46), widest + px(16, s))
    col_w = (rect.width - label_w) // 2
    top = rect.top + px(4, s)
    head_size = max(11, min(text_px(16, s), int(row_h * 0.8)))
    for seat in (0, 1):
        col = pygame.Rect(rect.left + label_w + seat * col_w, top, col_w,
                          head_h + px(8, s) + row_h * (len(rows) + 1) + px(6, s))
        if seat == winner:
            pygame.draw.rect(surface, (74, 40, 90), col.inflate(-px(4, s), 0), border_radius=px(8, s))
            pygame.draw.rect(surface, theme.seat_colour(seat), col.inflate(-px(4, s), 0), max(1, px(2, s)),
                             border_radius=px(8, s))
        disc_r = px(10, s)
        name = fit_text(names[seat], "text_semibold", head_size, col_w - 3 * disc_r - px(10, s))
        name_w = theme.font("text_semibold", head_size).size(name)[0]
        left = col.centerx - (name_w + 2 * disc_r + px(5, s)) // 2
        draw_seat_disc(surface, (left + disc_r, top + head_h // 2), seat + 1, theme.seat_colour(seat), s, radius=10)
        theme.draw_text(surface, name, "text_semibold", head_size, Palette.ivory,
                        (left + 2 * disc_r + px(5, s), top + head_h // 2), "midleft")
    y = top + head_h + px(8, s)
    for k, (label, key) in enumerate(rows):
        if k % 2 == 0:
            band = pygame.Rect(rect.left, y, rect.width, row_h)
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            shade.fill((255, 255, 255, 10))
            surface.blit(shade, band)
        theme.draw_text(surface, label, "text", size, Palette.ivory_dim, (rect.left + px(6, s), y + row_h // 2),
                        "midleft")
        for seat in (0, 1):
            v = breakdown[seat].get(key, 0)
            cx = rect.left + label_w + seat * col_w + col_w // 2
            theme.draw_text(surface, f"{v:g}" if v else "–", "text_semibold", size,
                            Palette.gold_light if v else Palette.text_muted, (cx, y + row_h // 2), "center")
        y += row_h
    pygame.draw.line(surface, Palette.gold_dark, (rect.left, y + px(2, s)), (rect.right, y + px(2, s)), 1)
    theme.draw_text(surface, "Total", "display", max(11, min(text_px(18, s), int(row_h * 0.85))), Palette.gold_light,
                    (rect.left + px(6, s), y + px(4, s) + row_h // 2), "midleft")
    for seat in (0, 1):
        cx = rect.left + label_w + seat * col_w + col_w // 2
        theme.draw_text(surface, f"{breakdown[seat]['total']:g}", "display_bold", max(12, min(text_px(20, s), row_h)),
                        Palette.gold_light if seat == winner else Palette.ivory, (cx, y + px(4, s) + row_h // 2),
                        "center")
    if winner is None or breakdown[0]["total"] == breakdown[1]["total"]:
        note = "A tie: the ace of spades decides." if returns[0] != returns[1] else "A tie."
        theme.draw_text(surface, note, "text", text_px(12, s, 9), Palette.text_muted,
                        (rect.centerx, rect.bottom - px(4, s)), "midbottom")
