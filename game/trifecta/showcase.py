"""Trifecta's pictures outside the table: the launcher thumbnail (a fan of Gnomon cards with an In
card), the results art (the last stage's goal cards per player, the winner's lit) and the results
lines (each stage's story: who survived with how many goal cards, who was eliminated).

Reads finished matches through the observation of a spectator (every stage in the history is fully
revealed); never changes a match.
"""
from __future__ import annotations

import math

import pygame

from game.trifecta import cards as C
from game.trifecta.card_faces import GnomonPainter, truth_key
from game.ui import card_art, theme
from game.ui.theme import Palette, px, text_px


_BOOKS: dict = {}


def book(colour_blind: bool = False) -> card_art.SpriteBook:
    if colour_blind not in _BOOKS:
        _BOOKS[colour_blind] = card_art.SpriteBook(GnomonPainter(colour_blind), variant=colour_blind, limit=120)
    return _BOOKS[colour_blind]


def _names(match) -> list[str]:
    return [match.seat_label(i) for i in range(match.players)]


def _history(match) -> list[dict]:
    state = match.state
    return state.observation(state.players)["history"]


# --- the launcher card ----------------------------------------------------------------------------

THUMB_CARDS = ("FRC", "PGS", "HBT", "Triangle")


def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """Four Gnomon cards fanned round a glowing In card."""
    rect = pygame.Rect(rect)
    b = book()
    h = int(rect.height * 0.7)
    size = card_art.size_for_height(h)
    cx, cy = rect.centerx, rect.centery + int(rect.height * 0.06)
    glow = pygame.Surface((rect.width, rect.height), pygame.SRCALPHA)
    pygame.draw.ellipse(glow, (*Palette.plum_light, 70), glow.get_rect().inflate(-rect.width // 6, -rect.height // 4))
    surface.blit(glow, rect)
    n = len(THUMB_CARDS)
    for i, name in enumerate(THUMB_CARDS):
        angle = (i - (n - 1) / 2) * -13
        off = (i - (n - 1) / 2) * size[0] * 0.42
        pic = b.picture(C.card_id(name), True, size, angle)
        dy = abs(i - (n - 1) / 2) * size[1] * 0.06
        surface.blit(pic, pic.get_rect(center=(int(cx + off - size[0] * 0.2), int(cy + dy))))
    small = card_art.size_for_height(int(h * 0.82))
    pic = b.picture(truth_key(True, theme.seat_colour(0)), True, small, -12)
    surface.blit(pic, pic.get_rect(center=(int(cx + size[0] * 1.25), int(cy + size[1] * 0.12))))


# --- the setup screen ---------------------------------------------------------------------------------

def draw_setup_preview(surface: pygame.Surface, rect: pygame.Rect, players: int, scale: float = 1.0) -> None:
    """The table for `players`: the seats round the felt, nine goal cards in the middle, and what it
    takes to survive a stage with that many players."""
    rect = pygame.Rect(rect)
    need = C.threshold(players)
    rule = (f"{players} players: win at least {need} goal cards to survive a stage." if need is not None
            else "2 players: win more goal cards than the other to survive a stage.")
    lines = theme.wrap_text(rule, "text_semibold", text_px(15, scale), rect.width)
    y = rect.top
    for line in lines:
        theme.draw_text(surface, line, "text_semibold", text_px(15, scale), Palette.gold_light, (rect.left, y))
        y += int(text_px(15, scale) * 1.35)
    area = pygame.Rect(rect.left, y + px(10, scale), rect.width, rect.bottom - y - px(10, scale))
    if area.height < px(80, scale):
        return
    felt = area.inflate(-area.width // 5, -area.height // 4)
    pygame.draw.ellipse(surface, (40, 18, 52), felt)
    pygame.draw.ellipse(surface, Palette.gold_dark, felt, max(2, px(2, scale)))
    for i in range(players):
        a = math.pi / 2 + 2 * math.pi * i / players  # seat 1 at the bottom, then clockwise
        c = (int(felt.centerx + math.cos(a) * (felt.width / 2 + px(6, scale))),
             int(felt.centery + math.sin(a) * (felt.height / 2 + px(6, scale))))
        colour = theme.seat_colour(i)
        pygame.draw.circle(surface, tuple(v // 3 for v in colour), c, px(15, scale))
        pygame.draw.circle(surface, colour, c, px(12, scale))
        theme.draw_text(surface, str(i + 1), "text_bold", text_px(13, scale, 10), Palette.midnight, c, "center")
    size = card_art.size_for_height(min(felt.height * 0.5, px(70, scale)))
    b = book()
    for k in range(3):
        pic = b.back(size)
        surface.blit(pic, pic.get_rect(center=(felt.centerx - size[0] // 2 - px(4, scale) - k * 2,
                                               felt.centery - k * 2)))
    pic = b.face(C.card_id("Circle"), size)
    surface.blit(pic, pic.get_rect(center=(felt.centerx + size[0] // 2 + px(4, scale), felt.centery)))


# --- results ----------------------------------------------------------------------------------------

def end_text(match) -> str:
    """How the game ended, with the players' own names (the rules name seats "Player 1"...)."""
    state = match.state
    if not state.is_over():
        return ""
    names = _names(match)
    returns = state.returns()
    top = [i for i, r in enumerate(returns) if r == max(returns)]
    history = _history(match)
    last = history[-1] if history else None
    if last is not None and len(last["survivors"]) == 1:
        who = names[last["survivors"][0]]
        return f"{who} {'are' if who == 'You' else 'is'} the last survivor."
    stages = len(history)
    if len(top) == 1:
        return f"{stages} stages without a last survivor: {names[top[0]]} won the most goal cards."
    return f"{stages} stages without a last survivor, and the most goal cards are shared: a draw."


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def result_lines(match) -> list[str]:
    """Each stage's story in a line: who survived with how many goal cards, who was eliminated."""
    names = _names(match)
    lines = []
    for h in _history(match):
        counts = dict(zip(h["seats"], h["counts"]))
        scored = lambda seats: _listed([f"{names[s]} {counts[s]}" for s in seats])  # noqa: E731
        surv = h["survivors"]
        gone = [s for s in h["seats"] if s not in surv]
        rule = f"{h['needed']} needed" if h["needed"] is not None else "more than the other"
        head = f"Stage {h['stage']} ({rule}): "
        if not surv:
            lines.append(head + f"nobody survived ({scored(h['seats'])}), so all played again.")
        elif len(surv) == 1:
            winner = names[surv[0]]
            lines.append(head + f"{winner} won with {counts[surv[0]]}" +
                         (f"; {scored(gone)} {'was' if len(gone) == 1 else 'were'} eliminated." if gone else "."))
        else:
            lines.append(head + f"{scored(surv)} survived" +
                         (f"; {scored(gone)} {'was' if len(gone) == 1 else 'were'} eliminated." if gone else "."))
    return lines


def draw_result_art(surface: pygame.Surface, rect: pygame.Rect, match) -> None:
    """The last stage: each player's row of goal cards, the winner's row lit in their colour."""
    rect = pygame.Rect(rect)
    history = _history(match)
    if not history:
        draw_thumbnail(surface, rect)
        return
    last = history[-1]
    seats = last["seats"]
    names = _names(match)
    winners = [i for i, r in enumerate(match.state.returns()) if r == max(match.state.returns())]
    s = max(0.5, rect.height / 400)
    theme.draw_text(surface, f"Stage {last['stage']}: the goal cards", "display", text_px(16, s, 11),
                    Palette.gold_light, (rect.centerx, rect.top + px(4, s)), "midtop")
    top = rect.top + px(34, s)
    row_h = min(px(96, s), (rect.bottom - top) // max(1, len(seats)))
    top += (rect.bottom - top - row_h * len(seats)) // 2  # a few rows sit in the middle of the picture
    size = card_art.size_for_height(max(16, row_h - px(12, s)))
    b = book()
    for k, seat in enumerate(seats):
        row = pygame.Rect(rect.left + px(4, s), top + k * row_h, rect.width - px(8, s), row_h - px(6, s))
        colour = theme.seat_colour(seat)
        lit = seat in winners and len(winners) == 1
        pygame.draw.rect(surface, (70, 40, 86) if lit else (34, 20, 48), row, border_radius=px(8, s))
        if lit:
            pygame.draw.rect(surface, colour, row, max(2, px(2, s)), border_radius=px(8, s))
        c = (row.left + px(14, s), row.centery)
        pygame.draw.circle(surface, colour, c, px(7, s))
        label_w = int(row.width * 0.34)
        name = names[seat]
        size_t = text_px(14, s, 10)
        while theme.font("text_semibold", size_t).size(name)[0] > label_w - px(26, s) and len(name) > 3:
            name = name[:-1]
        theme.draw_text(surface, name, "text_semibold", size_t, Palette.ivory, (c[0] + px(14, s), row.centery),
                        "midleft")
        x = row.left + label_w
        won = [last["goals"][k2] for k2, t in enumerate(last["taken_by"]) if t == seat]
        step = min(size[0] + px(4, s), (row.right - x - px(4, s)) // max(1, len(won)))
        for name in won:
            pic = b.face(C.card_id(name), size)
            surface.blit(pic, pic.get_rect(midleft=(x, row.centery)))
            x += step
        if not won:
            theme.draw_text(surface, "none", "text", text_px(13, s, 10), Palette.text_muted, (x, row.centery), "midleft")
