"""Pictures for Trifecta's rules help, drawn with the table's own card faces; what they show (which cards
match, who wins a bid, how many goal cards save a player) is computed from the deck and the rules data,
so a picture cannot disagree with the game.

Each diagram is f(surface, rect, scale); drawing only.
"""
from __future__ import annotations

import pygame

from game.trifecta import cards as C
from game.trifecta.card_faces import NONE_KEY, truth_key
from game.trifecta.showcase import book
from game.ui import card_art, theme
from game.ui.help_layout import bands as cut_bands
from game.ui.theme import Palette, px, text_px

VEIL = (12, 8, 26, 150)


def _caption(surface, text: str, centre, scale: float, colour=Palette.ivory_dim, size: int = 14) -> pygame.Rect:
    return theme.draw_text(surface, text, "text_semibold", text_px(size, scale, 10), colour, centre, "midtop")


def _card(surface, key, centre, size, face_up: bool = True, dim: bool = False, glow=None) -> pygame.Rect:
    r = pygame.Rect(0, 0, *size)
    r.center = (int(centre[0]), int(centre[1]))
    sh = card_art.card_shadow(size, max(2, size[1] // 14))
    surface.blit(sh, sh.get_rect(center=(r.centerx + 2, r.centery + 3)))
    if glow is not None:
        halo = card_art.card_halo(size, tuple(glow), max(4, size[1] // 9))
        surface.blit(halo, halo.get_rect(center=r.center))
    surface.blit(book().picture(key, face_up and key is not None, size), r)
    if dim:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, VEIL, veil.get_rect(), border_radius=card_art.corner_radius(size))
        surface.blit(veil, r)
    return r


def _row(surface, rect: pygame.Rect, keys, scale: float, captions=(), dim=(), glow=None, height: int | None = None,
         y: int | None = None) -> list[pygame.Rect]:
    """Cards side by side across `rect`, as large as fit, each with an optional caption under it."""
    n = max(1, len(keys))
    cap = px(22, scale) if captions else 0
    h = height or min(int(rect.height - cap), int((rect.width / n - px(8, scale)) / card_art.CARD_ASPECT))
    size = card_art.size_for_height(max(24, h))
    gap = min(size[0] + px(14, scale), rect.width / n)
    x0 = rect.centerx - gap * (n - 1) / 2
    cy = y if y is not None else rect.top + size[1] // 2
    out = []
    for i, key in enumerate(keys):
        r = _card(surface, key, (x0 + i * gap, cy), size, dim=i in dim, glow=(glow or {}).get(i))
        if i < len(captions) and captions[i]:
            _caption(surface, captions[i], (r.centerx, r.bottom + px(6, scale)), scale, size=12)
        out.append(r)
    return out


# --- the pages' pictures --------------------------------------------------------------------------------

def overview(surface, rect, scale) -> None:
    """The goal pile with its first goal turned up, and a hand of nine."""
    top, bottom = cut_bands(rect, (1, 1))
    keys = [None, C.card_id("Circle"), C.card_id("Red")]
    _row(surface, top.inflate(-top.width // 3, -px(10, scale)), keys, scale, ("goal pile", "goal", "won"))
    hand = ["FRC", "Circle", "PGS", "HBT", "Blue", "FGC", "Partial", "HRT", "PBC"]
    size = card_art.size_for_height(min(bottom.height * 0.62, bottom.width / 5.2 / card_art.CARD_ASPECT))
    step = min(size[0] * 0.6, (bottom.width - size[0]) / 8)
    x0 = bottom.centerx - step * 4
    for i, name in enumerate(hand):
        _card(surface, C.card_id(name), (x0 + i * step, bottom.top + size[1] // 2 + px(8, scale)), size)
    _caption(surface, "a hand of nine", (bottom.centerx, bottom.top + size[1] + px(18, scale)), scale)


def setup(surface, rect, scale) -> None:
    """Nine goal cards face down in their pile; nine cards dealt to each player."""
    top, bottom = cut_bands(rect, (2, 3))
    size = card_art.size_for_height(min(top.height * 0.6, top.width / 7 / card_art.CARD_ASPECT))
    step = min(size[0] * 0.55, (top.width * 0.8 - size[0]) / 8)
    x0 = top.centerx - step * 4
    for i in range(C.NUM_VALUES):
        _card(surface, None, (x0 + i * step, top.top + size[1] // 2 + px(8, scale)), size, face_up=False)
    _caption(surface, "the nine goal cards, shuffled", (top.centerx, top.top + size[1] + px(16, scale)), scale)
    seats = 3
    w = bottom.width // seats
    small = card_art.size_for_height(min(bottom.height * 0.45, w / 4.5 / card_art.CARD_ASPECT))
    for k in range(seats):
        cx = bottom.left + w * k + w // 2
        pygame.draw.circle(surface, theme.seat_colour(k), (cx, bottom.top + px(12, scale)), px(7, scale))
        gap = min(small[0] * 0.32, (w - small[0] - px(10, scale)) / 8)
        for i in range(C.HAND_SIZE):
            _card(surface, None, (cx + (i - 4) * gap, bottom.top + px(30, scale) + small[1] // 2), small, face_up=False)
        _caption(surface, "nine each", (cx, bottom.top + px(36, scale) + small[1]), scale, size=12)


def deck(surface, rect, scale) -> None:
    """A Single of each kind of value, then Completes."""
    top, bottom = cut_bands(rect, (1, 1))
    singles = [C.card_id(n) for n in ("Filled", "Red", "Circle")]
    _row(surface, top.inflate(-px(10, scale), -px(14, scale)), singles, scale,
         ("a pattern", "a colour", "a shape"))
    completes = [C.card_id(n) for n in ("FRC", "PGS", "HBT")]
    _row(surface, bottom.inflate(-px(10, scale), -px(14, scale)), completes, scale,
         ("Filled Red Circle", "Partial Green Square", "Hollow Blue Triangle"))


def matching(surface, rect, scale) -> None:
    """The goal Circle, and which cards of a hand match it (the rest dimmed)."""
    top, bottom = cut_bands(rect, (2, 3))
    goal = C.card_id("Circle")
    _row(surface, top.inflate(-top.width // 2, -px(12, scale)), [goal], scale, ("the goal: Circle",),
         glow={0: Palette.gold_light})
    hand = [C.card_id(n) for n in ("Circle", "FRC", "Red", "HGC", "PBS", "Square")]
    dim = {i for i, t in enumerate(hand) if not C.matches(t, goal)}
    captions = ["matches" if i not in dim else "no" for i in range(len(hand))]
    _row(surface, bottom.inflate(-px(6, scale), -px(20, scale)), hand, scale, captions, dim=dim)


def segments(surface, rect, scale) -> None:
    """The nine rounds of a stage in their three segments."""
    names = [seg for seg, _, _ in C.SEGMENTS]
    groups = []
    for name in dict.fromkeys(names):
        idx = [i for i, n in enumerate(names) if n == name]
        groups.append((name, idx, C.SEGMENTS[idx[0]][1], C.SEGMENTS[idx[0]][2]))
    bands = cut_bands(rect, [1] * len(groups))
    shown_examples = iter(("Green", "Triangle", "Hollow"))
    for (name, idx, ante, shown_first), band in zip(groups, bands):
        inner = band.inflate(-px(8, scale), -px(10, scale))
        pygame.draw.rect(surface, (52, 28, 70), inner, border_radius=px(12, scale))
        pygame.draw.rect(surface, Palette.gold_dark, inner, max(1, px(1, scale)), border_radius=px(12, scale))
        theme.draw_text(surface, name, "display_bold", text_px(20, scale), Palette.gold_light,
                        (inner.left + px(14, scale), inner.top + px(8, scale)))
        text = f"rounds {idx[0] + 1}–{idx[-1] + 1}"
        theme.draw_text(surface, text, "text", text_px(13, scale, 10), Palette.text_muted,
                        (inner.left + px(14, scale), inner.top + px(36, scale)))
        facts = ["goal shown first" if shown_first else "goal hidden", "ante: one card" if ante else "no ante"]
        for k, fact in enumerate(facts):
            theme.draw_text(surface, fact, "text_semibold", text_px(13, scale, 10), Palette.ivory_dim,
                            (inner.left + px(14, scale), inner.top + px(56 + 18 * k, scale)))
        size = card_art.size_for_height(min(inner.height - px(16, scale), px(90, scale)))
        x = inner.right - px(12, scale) - size[0] // 2
        key = C.card_id(next(shown_examples)) if shown_first else None  # a hidden goal lies face down
        _card(surface, key, (x, inner.centery), size, face_up=key is not None)


def in_and_out(surface, rect, scale) -> None:
    """Each player's In and Out cards; one goes down sealed, all turn over together."""
    top, bottom = cut_bands(rect, (1, 1))
    colour = theme.seat_colour(0)
    _row(surface, top.inflate(-top.width // 4, -px(12, scale)), [truth_key(True, colour), truth_key(False, colour)],
         scale, ("In: True", "Out: False"))
    keys = [truth_key(True, theme.seat_colour(1)), truth_key(False, theme.seat_colour(2)), truth_key(True, theme.seat_colour(3))]
    _row(surface, bottom.inflate(-px(10, scale), -px(16, scale)), keys, scale, ("turned over", "together", "at once"))


def ante(surface, rect, scale) -> None:
    """Two players in: the goal turns up, each gives one card of their choice."""
    top, bottom = cut_bands(rect, (1, 1))
    _row(surface, top.inflate(-top.width // 2, -px(12, scale)), [C.card_id("Blue")], scale,
         ("turned up: Blue",), glow={0: Palette.gold_light})
    _row(surface, bottom.inflate(-px(10, scale), -px(16, scale)), [C.card_id("Hollow"), C.card_id("Green")], scale,
         ("an ante", "an ante"))


def bid(surface, rect, scale) -> None:
    """Three sealed bids for Circle turned over; the single highest count wins."""
    goal = C.card_id("Circle")
    bids = [("Circle", "PRC"), ("FBC",), ()]
    counts = [len(b) for b in bids]
    best = max(counts)
    winner = counts.index(best) if counts.count(best) == 1 else None
    bands = cut_bands(rect, [1] * len(bids))
    size = card_art.size_for_height(min(bands[0].height - px(28, scale), px(110, scale)))
    for k, (cards, band) in enumerate(zip(bids, bands)):
        colour = theme.seat_colour(k)
        keys = [C.card_id(n) for n in cards] or [NONE_KEY]
        assert all(key == NONE_KEY or C.matches(key, goal) for key in keys)
        x0 = band.left + px(110, scale) + size[0] // 2
        for i, key in enumerate(keys):
            _card(surface, key, (x0 + i * size[0] * 0.55, band.centery), size,
                  glow=colour if k == winner and i == len(keys) - 1 else None)
        pygame.draw.circle(surface, colour, (band.left + px(16, scale), band.centery), px(8, scale))
        who = f"{len(cards)} card{'s' if len(cards) != 1 else ''}"
        theme.draw_text(surface, who, "text_semibold", text_px(15, scale, 10), Palette.ivory,
                        (band.left + px(32, scale), band.centery), "midleft")
        if k == winner:
            theme.draw_text(surface, "wins Circle", "display", text_px(16, scale, 10), Palette.gold_light,
                            (band.right - px(6, scale), band.centery), "midright")


def thresholds(surface, rect, scale) -> None:
    """Goal cards needed to survive, by the number of players who began the stage."""
    rows = [(n, C.threshold(n)) for n in range(6, 1, -1)]
    bands = cut_bands(rect, [1] * len(rows))
    for (n, need), band in zip(rows, bands):
        inner = band.inflate(-px(6, scale), -px(6, scale))
        pygame.draw.rect(surface, (48, 26, 64), inner, border_radius=px(10, scale))
        for i in range(n):
            pygame.draw.circle(surface, theme.seat_colour(i), (inner.left + px(18, scale) + i * px(20, scale), inner.centery),
                               px(7, scale))
        text = f"{n} players" if n > 2 else "2 players"
        theme.draw_text(surface, text, "text_semibold", text_px(15, scale, 10), Palette.ivory,
                        (inner.left + px(140, scale), inner.centery), "midleft")
        if need is None:
            theme.draw_text(surface, "more than the other", "display", text_px(16, scale, 10), Palette.gold_light,
                            (inner.right - px(10, scale), inner.centery), "midright")
            continue
        size = card_art.size_for_height(inner.height - px(8, scale))
        x = inner.right - px(8, scale) - size[0] // 2
        for i in range(need):
            _card(surface, C.card_id(("Red", "Circle", "Hollow")[i]), (x - i * (size[0] + px(4, scale)), inner.centery),
                  size)


def stage_end(surface, rect, scale) -> None:
    """Survivors go on, the rest are out; the last one standing wins."""
    rows = [("Countess", 3, True), ("Duke", 2, True), ("Marquise", 1, False), ("Baron", 0, False)]
    need = C.threshold(len(rows))
    bands = cut_bands(rect, [1] * len(rows))
    for k, ((name, won, _), band) in enumerate(zip(rows, bands)):
        ok = won >= need
        inner = band.inflate(-px(6, scale), -px(8, scale))
        pygame.draw.rect(surface, (70, 40, 86) if ok else (40, 24, 52), inner, border_radius=px(10, scale))
        pygame.draw.circle(surface, theme.seat_colour(k), (inner.left + px(16, scale), inner.centery), px(8, scale))
        theme.draw_text(surface, name, "text_semibold", text_px(15, scale, 10), Palette.ivory if ok else Palette.text_muted,
                        (inner.left + px(32, scale), inner.centery), "midleft")
        size = card_art.size_for_height(inner.height - px(10, scale))
        x0 = inner.left + int(inner.width * 0.36) + size[0] // 2
        for i in range(won):
            _card(surface, C.card_id(("Red", "Square", "Hollow")[i]), (x0 + i * (size[0] + px(4, scale)), inner.centery),
                  size)
        verdict = "survives" if ok else "eliminated"
        theme.draw_text(surface, verdict, "display", text_px(15, scale, 10), Palette.success if ok else Palette.danger,
                        (inner.right - px(8, scale), inner.centery), "midright")


def at_the_table(surface, rect, scale) -> None:
    """Your hand during a bid for Blue: matching cards lit, the rest dimmed, two chosen."""
    top, bottom = cut_bands(rect, (1, 2))
    _row(surface, top.inflate(-top.width // 2, -px(10, scale)), [C.card_id("Blue")], scale, ("goal: Blue",))
    hand = [C.card_id(n) for n in ("Blue", "FRC", "PBS", "HBT", "Green", "Square")]
    goal = C.card_id("Blue")
    dim = {i for i, t in enumerate(hand) if not C.matches(t, goal)}
    chosen = [i for i in range(len(hand)) if i not in dim][:2]
    glow = {i: Palette.gold_light for i in chosen}
    captions = ["chosen" if i in chosen else ("" if i in dim else "may play") for i in range(len(hand))]
    _row(surface, bottom.inflate(-px(6, scale), -px(24, scale)), hand, scale, captions, dim=dim, glow=glow)
