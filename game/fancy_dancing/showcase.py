"""Fancy Dancing's pictures outside the table: the launcher thumbnail, the setup screen's mode
previews, the results (the final floor of a duel, the high-score table of a solo mode, the banner
and lines), and the small dance floor the help diagrams share.

Reads finished matches (public observations) and the high-score file; never changes a match.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.core import CHANCE
from game.fancy_dancing import card_faces, highscores
from game.fancy_dancing.table_draw import accolade_token, draw_accolades, time_token
from game.ui import card_art, theme
from game.ui.theme import Palette, px, text_px

MODE_TITLES = {"solitaire": "Solitaire", "cooperative": "Cooperative", "endurance": "Endurance"}


@lru_cache(maxsize=2)
def book(colour_blind: bool = False) -> card_art.SpriteBook:
    return card_art.SpriteBook(card_faces.make_painter(colour_blind), variant=colour_blind, limit=200)


# --- a small dance floor ---------------------------------------------------------------------------

def draw_floor(surface: pygame.Surface, rect: pygame.Rect, rows: dict, centres=("plus", "minus", "style"),
               sides=(0, 1), side_colours=None, spaces: bool = True, highlight=None, shown: int = 5) -> dict:
    """The centre column and its rows fitted into `rect`: `rows` maps (row, side) to card names;
    `shown` spaces of each side (the nearest to the column). Returns the card rectangles by
    (row, side, i) (i = -1 for the centre card) for labels."""
    rect = pygame.Rect(rect)
    columns = (2 * shown + 1) if len(sides) == 2 else shown + 1
    gap = 0.1
    wide = columns + gap * (columns - 1) + 0.5
    cw = min(rect.width / wide, rect.height / (3 + 0.3 * 2) * card_art.CARD_ASPECT)
    size = card_art.size_for_width(max(8, cw))
    cw, ch = size
    step = cw * (1 + gap)
    cx = rect.centerx
    if len(sides) == 1:
        cx = rect.centerx + (columns - 1) * step / 2 + cw * 0.12
    top = rect.centery - (3 * ch + 2 * ch * 0.2) / 2
    b = book()
    placed = {}
    for row in range(3):
        cy = int(top + row * ch * 1.2 + ch / 2)
        centre = pygame.Rect(0, 0, cw, ch)
        centre.center = (int(cx), cy)
        surface.blit(b.face(f"centre:{centres[row]}", size), centre)
        placed[(row, -1, -1)] = centre
        for side in sides:
            direction = -1 if side == 0 else 1
            names = rows.get((row, side), [])
            colour = (side_colours or {}).get(side, Palette.gold)
            for i in range(shown):
                r = pygame.Rect(0, 0, cw, ch)
                r.center = (int(cx + direction * (cw * 1.25 + i * step)), cy)
                placed[(row, side, i)] = r
                if i < len(names):
                    if highlight and (row, side) == highlight[0]:
                        halo = card_art.card_halo(size, highlight[1], max(3, ch // 10))
                        surface.blit(halo, halo.get_rect(center=r.center))
                    surface.blit(b.face(names[i], size), r)
                elif spaces:
                    mixed = tuple(int(c * 0.45 + g * 0.55) for c, g in zip(colour, Palette.gold))
                    surface.blit(card_art.empty_space(size, mixed, str(i + 1) if ch >= 40 else "",
                                                      Palette.gold_light), r)
    return placed


def draw_fan(surface: pygame.Surface, centre, height: int, names, spread: float = 9.0, backs: bool = False) -> None:
    """A few cards held in a fan (face down with `backs`)."""
    size = card_art.size_for_height(height)
    n = len(names)
    b = book()
    for i, name in enumerate(names):
        t = i - (n - 1) / 2
        angle = -t * spread
        pic = b.picture(None if backs else name, not backs, size, angle)
        x = centre[0] + t * size[0] * 0.55
        y = centre[1] + abs(t) * size[1] * 0.06
        surface.blit(pic, pic.get_rect(center=(int(x), int(y))))


# --- the launcher card -------------------------------------------------------------------------------

def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """The centre column with rows under way on both sides, and a fanned hand in front."""
    rect = pygame.Rect(rect)
    floor = pygame.Rect(rect.x, rect.y + int(rect.height * 0.02), rect.width, int(rect.height * 0.6))
    rows = {(0, 0): ["W4", "T6"], (0, 1): ["S3", "S8"], (1, 0): ["T12", "W9"],
            (1, 1): ["S11"], (2, 0): ["T5"], (2, 1): ["W6", "W13"]}
    draw_floor(surface, floor, rows, spaces=True, shown=2, side_colours={0: theme.seat_colour(0),
                                                                        1: theme.seat_colour(1)})
    draw_fan(surface, (rect.centerx, rect.bottom - int(rect.height * 0.19)), int(rect.height * 0.38),
             ["T9", "*1", "S7"])


# --- the setup screen ------------------------------------------------------------------------------------

PREVIEW_NOTES = {
    "duel": "2 players · each owns a side; the first to three Accolades wins",
    "solitaire": "1 player · one side, 13 cards set aside; three Accolades before the deck runs out",
    "cooperative": "2–4 players · one side, a hand each; three Accolades together",
    "endurance": "1–4 players · three passes through the deck; score every Accolade you can",
}


def draw_option_preview(surface: pygame.Surface, rect: pygame.Rect, option_name: str, value, scale: float = 1.0):
    """A small picture of a mode: whose sides, how many hands, the set-aside cards, the Time tokens."""
    if option_name != "mode":
        return
    rect = pygame.Rect(rect)
    note_h = px(36, scale) if rect.height >= px(150, scale) else 0
    area = pygame.Rect(rect.x, rect.y, rect.width, rect.height - note_h)
    blue, red = theme.seat_colour(0), theme.seat_colour(1)
    hand_h = int(area.height * 0.3)
    floor = pygame.Rect(area.x, area.y, area.width, area.height - hand_h - px(6, scale))
    if value == "duel":
        rows = {(0, 0): ["W5", "T8"], (0, 1): ["S4"], (1, 1): ["T11", "W7"], (2, 0): ["S9", "S2"]}
        draw_floor(surface, floor, rows, side_colours={0: blue, 1: red})
        draw_fan(surface, (area.centerx - area.width // 4, area.bottom - hand_h // 2), hand_h, ["T6", "W12", "*3"])
        draw_fan(surface, (area.centerx + area.width // 4, area.bottom - hand_h // 2), hand_h, ["x", "x"], backs=True)
    else:
        left = pygame.Rect(floor.x, floor.y, int(floor.width * 0.62), floor.height)
        rows = {(0, 0): ["W3", "S6", "T9"], (1, 0): ["T13", "W10"], (2, 0): ["S5"]}
        draw_floor(surface, left, rows, sides=(0,))
        right = pygame.Rect(left.right + px(6, scale), floor.y, floor.right - left.right - px(6, scale), floor.height)
        _mini_spread(surface, right, 13 if value != "endurance" else 13)
        if value == "endurance":
            r = max(5, min(px(11, scale), right.width // 9))
            for i in range(3):
                tok = time_token(r, i < 2)
                surface.blit(tok, tok.get_rect(center=(right.x + r + 2 + i * (2 * r + 4), right.y + r + 2)))
        hands = {"solitaire": 1, "cooperative": 3, "endurance": 2}.get(value, 1)
        for k in range(hands):
            x = area.centerx + (k - (hands - 1) / 2) * area.width / max(2.6, hands + 0.6)
            draw_fan(surface, (x, area.bottom - hand_h // 2), hand_h, ["W8", "T4", "S12"] if k == 0 else ["x", "x"],
                     backs=k > 0)
    if note_h:
        note = PREVIEW_NOTES.get(value, "")
        size = text_px(12, scale, 10)
        lines = theme.wrap_text(note, "text", size, rect.width)
        y = rect.bottom - note_h + px(4, scale)
        for line in lines[:2]:
            theme.draw_text(surface, line, "text", size, Palette.text_muted, (rect.centerx, y), "midtop")
            y += int(size * 1.3)


def _mini_spread(surface, rect: pygame.Rect, n: int) -> None:
    """The set-aside cards, face up in two tidy overlapping rows."""
    names = ["W2", "T10", "S13", "W11", "T3", "S7", "*2", "W5", "T12", "S4", "W9", "T7", "S10"][:n]
    size = card_art.size_for_width(min(rect.width / 7.4, rect.height * 0.32 * card_art.CARD_ASPECT))
    step = (rect.width - size[0]) / 6
    b = book()
    top = rect.y + rect.height * 0.3
    for k, name in enumerate(names):
        col, row = k % 7, k // 7
        pic = b.face(name, size)
        surface.blit(pic, (int(rect.x + col * step), int(top + row * size[1] * 0.55)))


# --- results ------------------------------------------------------------------------------------------------

def _final_obs(match) -> dict:
    """The end as everyone at the table saw it (the results are read by the whole table)."""
    return match.state.observation(None)


def result_banner(match):
    """(headline, colour) for the results banner of a solo mode; None lets the duel's winner show."""
    obs = _final_obs(match)
    mode = obs["mode"]
    if mode == "duel":
        return None
    acc = obs["accolades"][0]
    won = match.state.returns()[0] >= 1.0
    team = "You" if match.players == 1 else "The team"
    if mode == "endurance":
        text = f"{acc} Accolade{'s' * (acc != 1)} in three passes"
        return text, (150, 112, 40) if won else (92, 56, 110)
    if won:
        return f"{team} won three Accolades", (150, 112, 40)
    return "The music stopped", (92, 56, 110)


def result_lines(match) -> list[str]:
    obs = _final_obs(match)
    names = [match.seats[i].name or match.game.info.seat_name(i) for i in range(match.players)]
    turns = sum(1 for seat, _ in match.log if seat != CHANCE)
    filled, scored = _count_scores(match)
    lines = []
    if obs["mode"] == "duel":
        for side in (0, 1):
            lines.append(f"{names[side]}: {filled[side]} row{'s' * (filled[side] != 1)} filled, "
                         f"{scored[side]} within 21–26")
        lines.append(f"{turns} turns; the deck was rebuilt {obs['rebuilds']} time{'s' * (obs['rebuilds'] != 1)}.")
    else:
        lines.append(f"{filled[0]} row{'s' * (filled[0] != 1)} filled, {scored[0]} within 21–26, in {turns} turns.")
        place = _place_of(match, obs)
        if place is not None:
            lines.append(f"Place {place} in the {MODE_TITLES.get(obs['mode'], obs['mode']).lower()} table.")
    return lines


def _count_scores(match) -> tuple[list, list]:
    """Rows filled and rows scored per side (a shuffle's position repeats the move before it, so only
    the players' moves are counted)."""
    filled, scored = [0, 0], [0, 0]
    for i, (seat, _) in enumerate(match.log):
        if seat == CHANCE:
            continue
        for ev in match.states[i + 1].observation(None)["events"]:
            if ev[0] == "score":
                filled[ev[2]] += 1
                scored[ev[2]] += 1 if ev[4] else 0
    return filled, scored


def _entry_name(match) -> str:
    humans = [i for i in range(match.players) if not match.seats[i].is_ai] or [0]
    return " & ".join(match.seats[i].name or match.game.info.seat_name(i) for i in humans)


def _place_of(match, obs) -> int | None:
    """This game's place in its mode's high-score table (None if it is not there)."""
    if obs["mode"] not in highscores.SOLO_MODES:
        return None
    turns = sum(1 for seat, _ in match.log if seat != CHANCE)
    for k, e in enumerate(highscores.load()[obs["mode"]]):
        if e.get("name") == _entry_name(match) and e.get("accolades") == obs["accolades"][0] \
                and e.get("turns") == turns:
            return k + 1
    return None


def draw_result_art(surface: pygame.Surface, rect: pygame.Rect, match) -> None:
    """A duel: the final dance floor with each side's Accolades. A solo mode: its high-score table."""
    rect = pygame.Rect(rect)
    obs = _final_obs(match)
    if obs["mode"] == "duel":
        rows = {(r, s): obs["rows"][r][s] for r in range(3) for s in (0, 1)}
        colours = {0: theme.seat_colour(0), 1: theme.seat_colour(1)}
        floor = pygame.Rect(rect.x, rect.y + rect.height // 5, rect.width, rect.height * 3 // 5)
        draw_floor(surface, floor, rows, tuple(obs["centres"]), side_colours=colours)
        scale = max(0.5, rect.width / 360)
        radius = max(5, int(8 * scale))
        for side in (0, 1):
            name = match.seats[side].name or match.game.info.seat_name(side)
            x = rect.x + rect.width // 4 + side * rect.width // 2
            theme.draw_text(surface, name, "display", text_px(14, scale, 11), colours[side], (x, rect.y + px(12, scale)),
                            "midtop")
            width = 3 * (radius * 2 + max(2, radius // 2))
            draw_accolades(surface, (x - width // 2, rect.bottom - px(20, scale)), obs["accolades"][side], 3, radius)
        return
    draw_high_scores(surface, rect, obs["mode"], _place_of(match, obs))


def draw_high_scores(surface: pygame.Surface, rect: pygame.Rect, mode: str, highlight: int | None = None) -> None:
    """The mode's best games: place, name, Accolades, a laurel for a win, turns."""
    rect = pygame.Rect(rect)
    scale = max(0.5, min(rect.width / 340, rect.height / 300))
    entries = highscores.load().get(mode, [])
    y = rect.y + px(6, scale)
    theme.draw_text(surface, f"{MODE_TITLES.get(mode, mode)} · best dances", "display", text_px(17, scale, 11),
                    Palette.gold_light, (rect.centerx, y), "midtop")
    y += px(34, scale)
    pygame.draw.line(surface, Palette.gold_dark, (rect.x + px(10, scale), y), (rect.right - px(10, scale), y), 1)
    y += px(6, scale)
    size = text_px(13, scale, 10)
    step = max(int(size * 1.75), (rect.bottom - y) // max(1, min(len(entries), highscores.KEEP)))
    step = min(step, int(size * 2.2))
    if not entries:
        theme.draw_text(surface, "No games recorded yet.", "text", size, Palette.text_muted, (rect.centerx, y + step),
                        "midtop")
        return
    cols = (rect.x + px(14, scale), rect.x + px(44, scale), rect.right - px(156, scale), rect.right - px(14, scale))
    for k, e in enumerate(entries[:highscores.KEEP]):
        if y + step > rect.bottom:
            break
        row = pygame.Rect(rect.x + px(6, scale), y, rect.width - px(12, scale), step - px(3, scale))
        mine = highlight == k + 1
        if mine:
            pygame.draw.rect(surface, Palette.plum_light, row, border_radius=px(6, scale))
            pygame.draw.rect(surface, Palette.gold, row, 1, border_radius=px(6, scale))
        ink = Palette.ivory if mine else Palette.ivory_dim
        cy = row.centery
        theme.draw_text(surface, f"{k + 1}", "display_bold", size, Palette.gold_light, (cols[0], cy), "midleft")
        name = str(e.get("name", ""))[:18]
        theme.draw_text(surface, name, "text_semibold", size, ink, (cols[1], cy), "midleft")
        acc = int(e.get("accolades", 0))
        theme.draw_text(surface, str(acc), "display_bold", size, Palette.gold_light,
                        (cols[2], cy), "midleft")
        tok = accolade_token(max(4, size // 2), True)
        surface.blit(tok, tok.get_rect(midleft=(cols[2] + px(18, scale), cy)))
        detail = f"{'won · ' if e.get('won') else ''}{e.get('turns', 0)} turns"
        theme.draw_text(surface, detail, "text", text_px(11, scale, 10), Palette.text_muted, (cols[3], cy), "midright")
        y += step
