"""Drawing the Trifecta table's still parts from a TableView: the felt, the banner, every seat's plaque
(name, cards held, goal cards won, the survival marker, whether it has chosen, greyed out once
eliminated), the cards lying in front of the seats, the goal pile, the current goal and the discards.

Draws only what the view holds (built from one observation); the scene caches the result as one
picture and draws what moves over it.
"""
from __future__ import annotations

import pygame

from game.trifecta import cards as C
from game.trifecta.card_faces import truth_key
from game.trifecta.layout import Geometry
from game.trifecta.view import HIDDEN, SeatView, TableView, Token
from game.ui import card_art, theme
from game.ui.table_pieces import count_badge, draw_seat_disc
from game.ui.table_pieces import fit_text as fit
from game.ui.theme import Palette, px, text_px

GREY = (118, 108, 128)


def card_key(name: str):
    """The sprite book's key for a card name, or None for a card this viewer has not seen."""
    return None if name == HIDDEN else C.card_id(name)


# --- seats --------------------------------------------------------------------------------------

PLAQUE_ALPHA, PLAQUE_OUT_ALPHA = 215, 150  # an eliminated seat's plaque is fainter


def draw_plaque_panels(surface: pygame.Surface, geo: Geometry) -> None:
    """Every seat's plaque velvet as a playing seat's looks: drawn once into the table's backdrop, so a
    still picture repainted (each move, each jump of a replay) blends none of them again."""
    for place in geo.places.values():
        theme.draw_panel(surface, place.rect, geo.scale, alpha=PLAQUE_ALPHA)


def draw_plaque(surface: pygame.Surface, rect: pygame.Rect, sv: SeatView, colour, book, geo: Geometry,
                show_hand_count: bool = True, bare=None) -> None:
    """One seat's plaque: disc, name, role, cards held, goal cards won and the survival marker.
    `bare`: the picture under the plaques when their velvet is already on `surface` (draw_plaque_panels);
    an eliminated seat's fainter velvet is then laid on `bare` copied back over its place."""
    s = geo.scale
    out = not sv.alive
    if bare is None:
        theme.draw_panel(surface, rect, s, alpha=PLAQUE_OUT_ALPHA if out else PLAQUE_ALPHA)
    elif out:
        surface.blit(bare, rect, rect)
        theme.draw_panel(surface, rect, s, alpha=PLAQUE_OUT_ALPHA)
    ink = GREY if out else colour
    pad = px(10, s)
    disc = (rect.left + pad + px(12, s), rect.top + pad + px(12, s))
    draw_seat_disc(surface, disc, sv.seat + 1, ink, s)
    x = disc[0] + px(20, s)
    right = rect.right - pad
    theme.draw_text(surface, fit(sv.name, "text_semibold", text_px(16, s), right - x), "text_semibold", text_px(16, s),
                    GREY if out else Palette.ivory, (x, rect.top + pad - px(2, s)))
    role = sv.role
    role_ink = Palette.text_muted
    if out:
        role = f"Out in stage {sv.eliminated_in}" if sv.eliminated_in else "Eliminated"
        role_ink = GREY
    elif not sv.in_stage:
        role = "Waits for the next stage"
    theme.draw_text(surface, fit(role, "text", text_px(13, s, 10), right - x), "text", text_px(13, s, 10),
                    role_ink, (x, rect.top + pad + px(17, s)))
    if out:
        return
    row3 = rect.top + pad + px(48, s)
    if show_hand_count and sv.in_stage and sv.hand_count >= 0:
        _draw_backs(surface, (rect.left + pad + px(12, s), row3), sv.hand_count, book, geo)
    if sv.waiting or sv.chosen:
        text, ink = ("chosen", Palette.gold_light) if sv.chosen else ("choosing", Palette.text_muted)
        theme.draw_text(surface, text, "text_semibold", text_px(12, s, 9), ink, (right, row3), "midright")
    _draw_won(surface, rect, sv, book, geo)


PLAQUE_BACKS = 3  # a seat's plaque shows at most this many small backs, fanned
PLAQUE_FAN_DEG = 12


def plaque_back_size(geo: Geometry) -> tuple[int, int]:
    return card_art.size_for_height(px(24, geo.scale))


def plaque_back_angles() -> list[float]:
    """Every turn a plaque's small backs take (painted ahead by the table's warm-up)."""
    return [(i - (n - 1) / 2) * -PLAQUE_FAN_DEG for n in range(1, PLAQUE_BACKS + 1) for i in range(n)]


def _draw_backs(surface, centre, count: int, book, geo: Geometry) -> None:
    """The cards a seat holds: a few small backs fanned, and how many."""
    s = geo.scale
    size = plaque_back_size(geo)
    shown = min(count, PLAQUE_BACKS)
    for i in range(shown):
        pic = book.picture(None, False, size, angle=(i - (shown - 1) / 2) * -PLAQUE_FAN_DEG)
        surface.blit(pic, pic.get_rect(center=(centre[0] + (i - (shown - 1) / 2) * px(6, s), centre[1])))
    text = f"{count} card{'s' if count != 1 else ''}" if count else "no cards left"
    theme.draw_text(surface, text, "text_semibold", text_px(13, s, 10), Palette.ivory_dim,
                    (centre[0] + px(18, s) if count else centre[0] - px(10, s), centre[1]), "midleft")


def _draw_won(surface, rect: pygame.Rect, sv: SeatView, book, geo: Geometry) -> None:
    """The goal cards won this stage (face down "?" when this viewer has not seen them) and the
    survival marker: pips for the threshold, filled as goals are won."""
    s = geo.scale
    mw, mh = geo.mini_size
    pad = px(10, s)
    y = rect.bottom - pad - mh
    x = rect.left + pad
    step = min(mw + px(3, s), (rect.width // 2 - pad) // max(1, len(sv.won)))
    for name in sv.won:
        key = card_key(name)
        surface.blit(book.picture(key, key is not None, geo.mini_size), (x, y))
        x += step
    if not sv.won:
        theme.draw_text(surface, "no goal cards yet", "text", text_px(11, s, 9), Palette.text_muted,
                        (rect.left + pad, y + mh // 2), "midleft")
    ink = Palette.success if sv.safe else Palette.ivory_dim
    label = theme.draw_text(surface, sv.survival, "text_semibold", text_px(13, s, 10), ink,
                            (rect.right - pad, y + mh // 2 + px(8, s)), "midright")
    need = geo_needed(sv)
    if need:
        r = px(5, s)
        won = len(sv.won)
        for i in range(need):
            c = (rect.right - pad - r - i * (2 * r + px(4, s)), label.top - r - px(3, s))
            if i < won:
                pygame.draw.circle(surface, Palette.gold_light, c, r)
                pygame.draw.circle(surface, Palette.gold_dark, c, r, 1)
            else:
                pygame.draw.circle(surface, (90, 72, 104), c, r, max(1, px(1.5, s)))


def geo_needed(sv: SeatView) -> int:
    """The number of pips to draw: the threshold read back from the survival text ("1 of 2")."""
    parts = sv.survival.split(" of ")
    if len(parts) == 2:
        try:
            return int(parts[1].split(" ")[0])
        except ValueError:
            return 0
    return 0


# --- what lies in front of the seats ----------------------------------------------------------------

def token_pictures(token: Token, colour, book, size) -> list:
    """The card pictures of a token, bottom first: an In/Out card, a face-down card, or a bid's cards
    (a bid of none shows an empty place)."""
    if token.kind == "sealed":
        return [book.back(size)]  # every sealed choice looks alike, In, Out, an ante or a bid
    if token.kind in ("in", "out"):
        return [book.face(truth_key(token.kind == "in", colour), size)]
    if not token.cards:
        return [card_art.empty_space(size, label="0")]
    return [book.face(C.card_id(n), size) for n in token.cards]


def draw_token(surface, centre, token: Token, colour, book, geo: Geometry, side: str = "top", glow=None,
               clock: float = 0.0) -> None:
    """A seat's token at `centre`: one card, or a small fan for a bid of several; a sealed choice its
    maker can see lies face up with a gold seal in the corner."""
    s = geo.scale
    size = geo.token_size
    pics = token_pictures(token, colour, book, size)
    n = len(pics)
    step, x0 = fan_start(centre, n, side, geo)
    shadow = card_art.card_shadow(size, max(2, size[1] // 14))
    for i, pic in enumerate(pics):
        c = (int(x0 + i * step), int(centre[1]))
        surface.blit(shadow, shadow.get_rect(center=(c[0] + px(2, s), c[1] + px(3, s))))
        if glow is not None and i == n - 1:
            halo = card_art.card_halo(size, tuple(glow), max(4, size[1] // 9))
            surface.blit(halo, halo.get_rect(center=c))
        surface.blit(pic, pic.get_rect(center=c))
    if token.kind == "bid" and token.cards:
        count_badge(surface, (int(x0 + (n - 1) * step + size[0] // 2), int(centre[1] - size[1] // 2)), n, s)
    if token.mine:
        seal = (int(x0 - size[0] // 2 + px(4, s)), int(centre[1] + size[1] // 2 - px(4, s)))
        pygame.draw.circle(surface, (140, 30, 44), seal, px(9, s))
        pygame.draw.circle(surface, Palette.gold, seal, px(9, s), max(1, px(1.5, s)))
        d = px(4, s)  # a wax seal: only its maker sees this card until the reveal
        pygame.draw.polygon(surface, Palette.gold_light, [(seal[0], seal[1] - d), (seal[0] + d, seal[1]),
                                                          (seal[0], seal[1] + d), (seal[0] - d, seal[1])])


def fan_start(centre, n: int, side: str, geo: Geometry) -> tuple[float, float]:
    """(gap, x of the first card) of a row of n token cards: centred for top and bottom seats, growing
    toward the middle of the table for the side seats."""
    step = min(geo.token_size[0] * 0.42, px(150, geo.scale) / max(1, n))
    if side == "left":
        return step, centre[0]
    if side == "right":
        return step, centre[0] - step * (n - 1)
    return step, centre[0] - step * (n - 1) / 2


# --- the middle of the table ----------------------------------------------------------------------

def draw_centre(surface, view: TableView, book, geo: Geometry, show_goal: bool = True, pile_extra: int = 0,
                discards_shown: int | None = None) -> None:
    """The goal pile, the current goal (face down while hidden) and the discarded goals.
    `show_goal` False leaves the goal's place empty (an animation carries it); `pile_extra` adds cards
    to the pile (the next goal has not come off yet); `discards_shown` limits the discards drawn."""
    s = geo.scale
    size = geo.goal_size
    pile = pygame.Rect(0, 0, *size)
    pile.center = geo.pile_centre
    count = view.goals_left + pile_extra
    layers = min(6, count)
    step = max(1, px(2, s))
    if count:
        sh = card_art.card_shadow(size, max(2, size[1] // 14))
        surface.blit(sh, sh.get_rect(center=(pile.centerx + px(3, s), pile.centery + px(4, s))))
    for i in range(layers):
        surface.blit(book.back(size), pile.move(0, -i * step))
    if not count:
        surface.blit(card_art.empty_space(size), pile)
    top = pile.move(0, -max(0, layers - 1) * step)
    if count:
        count_badge(surface, (top.right - px(4, s), top.top + px(4, s)), count, s)
    theme.draw_text(surface, "Goal pile", "text_semibold", text_px(12, s, 10), Palette.text_muted,
                    (pile.centerx, pile.bottom + px(6, s)), "midtop")
    goal = geo.goal_rect
    if view.goal is None or not show_goal:
        surface.blit(card_art.empty_space(size, label=""), goal)
    else:
        key = card_key(view.goal)
        halo = card_art.card_halo(size, Palette.gold_light, max(4, size[1] // 10))
        halo.set_alpha(150)
        surface.blit(halo, halo.get_rect(center=goal.center))
        surface.blit(book.picture(key, key is not None, size), goal)
    # one line: the seat's sealed card lies just below it
    theme.draw_text(surface, "Hidden goal" if view.goal == HIDDEN else "Goal", "text_semibold", text_px(12, s, 10),
                    Palette.gold_light, (goal.centerx, goal.bottom + px(6, s)), "midtop")
    draw_discards(surface, view, book, geo, discards_shown)


def draw_discards(surface, view: TableView, book, geo: Geometry, shown: int | None = None) -> None:
    s = geo.scale
    names = view.discarded if shown is None else view.discarded[:shown]
    r = geo.discard_rect
    mw, mh = geo.mini_size
    theme.draw_text(surface, "Discarded", "text_semibold", text_px(12, s, 10), Palette.text_muted,
                    (r.left, r.top - px(4, s)), "bottomleft")
    if not names:
        surface.blit(card_art.empty_space(geo.mini_size), (r.left, r.top))
        return
    step = min(mw * 0.62, r.width / max(1, len(names)))
    for i, name in enumerate(names):
        key = card_key(name)
        surface.blit(book.picture(key, key is not None, geo.mini_size), (int(r.left + i * step), r.top))


def discard_slot(geo: Geometry, index: int, count: int) -> tuple[int, int]:
    """The centre of the `index`-th discarded goal in a row of `count`."""
    mw, mh = geo.mini_size
    r = geo.discard_rect
    step = min(mw * 0.62, r.width / max(1, count))
    return int(r.left + index * step + mw / 2), r.top + mh // 2


def won_slot(geo: Geometry, seat: int, index: int, count: int) -> tuple[int, int]:
    """The centre of a seat's `index`-th won goal in its row of `count` (as _draw_won lays them)."""
    s = geo.scale
    mw, mh = geo.mini_size
    rect = geo.places[seat].rect
    pad = px(10, s)
    step = min(mw + px(3, s), (rect.width // 2 - pad) // max(1, count))
    return rect.left + pad + index * step + mw // 2, rect.bottom - pad - mh // 2
