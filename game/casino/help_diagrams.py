"""Pictures for Casino Trifecta's rules help, drawn with the table's own card faces and plaques. Every
play a picture shows is checked against the rules (refusals.check_play) and its points counted by the
scoring, so a picture cannot disagree with the game.

Each diagram is f(surface, rect, scale); drawing only.
"""
from __future__ import annotations

import pygame

from game.casino import cards as C
from game.casino import scoring as S
from game.casino import table_draw
from game.casino.card_faces import star_key
from game.casino.refusals import check_play
from game.casino.showcase import book
from game.ui import card_art, theme
from game.ui.help_layout import bands
from game.ui.hint_marks import draw_hint_arrow
from game.ui.theme import Palette, px, text_px

HAND_GLOW = (150, 230, 180)


def _ids(names: str) -> list:
    return [C.card_id(n) for n in names.split()]


def _caption(surface, text: str, centre, scale: float, colour=Palette.ivory_dim, size: int = 14) -> pygame.Rect:
    return theme.draw_text(surface, text, "text_semibold", text_px(size, scale, 10), colour, centre, "midtop")


def _card(surface, key, centre, size, glow=None, angle: float = 0.0) -> pygame.Rect:
    pic = book().picture(key, key is not None, size, angle)
    r = pic.get_rect(center=(int(centre[0]), int(centre[1])))
    sh = card_art.card_shadow(size, max(2, size[1] // 14), angle=int(round(angle)))
    surface.blit(sh, sh.get_rect(center=(r.centerx + 2, r.centery + 3)))
    if glow is not None:
        halo = card_art.card_halo(size, tuple(glow), max(4, size[1] // 9))
        surface.blit(halo, halo.get_rect(center=r.center))
    surface.blit(pic, r)
    return r


def _fan(surface, keys, left_centre, size, step: float = 0.3, glow=None) -> pygame.Rect:
    """A small fanned stack (a build) from its first card's centre; returns its bounding rectangle."""
    rects = [_card(surface, k, (left_centre[0] + i * size[0] * step, left_centre[1]), size, glow)
             for i, k in enumerate(keys)]
    return rects[0].unionall(rects[1:])


def _plaque(surface, text: str, midtop, height: int, colour=None, mine: bool = True) -> pygame.Rect:
    w = table_draw.plaque_width(text, height)
    pic = table_draw.build_plaque(text, (w, height), colour or theme.seat_colour(0), "single", mine)
    r = pic.get_rect(midtop=(int(midtop[0]), int(midtop[1])))
    surface.blit(pic, r)
    return r


def _size(rect: pygame.Rect, across: float, rows: float = 1.0, cap: int = 120) -> tuple:
    h = min(rect.height / rows * 0.62, rect.width / across / card_art.CARD_ASPECT, cap)
    return card_art.size_for_height(max(24, int(h)))


def _checked(state, seat: int, action) -> None:
    """A picture's play must be legal: a help page never shows a move the table would refuse."""
    reason = check_play(state, seat, action)
    if reason is not None:
        raise ValueError(f"help diagram shows an illegal play: {reason}")


def _position(hand, table, builds=()):
    from game.casino.moves import Build
    from game.casino.rules import PLAY, CasinoState

    made = tuple(Build(i + 1, v, k, 0, tuple(sorted(C.card_id(n) for n in cards.split())))
                 for i, (v, k, cards) in enumerate(builds))
    return CasinoState._make(
        first_option=0, timer=False, phase=PLAY, first=0, secrets=(None, None), deck=(),
        hands=(tuple(sorted(_ids(hand))), ()), loose=tuple(_ids(table)), builds=made, next_build=len(made) + 1,
        piles=((), ()), score=((0,) * 5,) * 2, end_bonus=None, captures=(), plays=(), pass_used=(False, False),
        subtract_used=(False, False), passed_round=(), round=1, leader=0, turn=0, last_capturer=None,
        timeouts=(0, 0), result=None)


# --- the pages' pictures ----------------------------------------------------------------------------

def point_cards(surface, rect, scale) -> None:
    """The point cards and what each is worth."""
    top, bottom = bands(rect, (1, 1))
    size = _size(top, 3.6)
    for i, (name, worth) in enumerate((("10D", "2 points"), ("2S", "1 point"))):
        cx = top.centerx + (i - 0.5) * size[0] * 1.8
        r = _card(surface, C.card_id(name), (cx, top.top + size[1] // 2 + px(6, scale)), size, Palette.gold_light)
        _caption(surface, worth, (cx, r.bottom + px(6, scale)), scale, Palette.gold_light)
    aces = _ids("AS AH AD AC")
    small = _size(bottom, 5.5)
    step = small[0] * 1.15
    for i, c in enumerate(aces):
        _card(surface, c, (bottom.centerx + (i - 1.5) * step, bottom.top + small[1] // 2 + px(10, scale)), small)
    _caption(surface, "every ace: 1 point", (bottom.centerx, bottom.top + small[1] + px(18, scale)), scale,
             Palette.gold_light)


def capture(surface, rect, scale) -> None:
    """8♥ from the hand takes 5♣+3♦ (a group of 8) and 8♠ (a pair) in one play."""
    state = _position("8H 4C", "5C 3D 8S 6H")
    action = ("capture", C.card_id("8H"), tuple(sorted(_ids("5C 3D 8S"))), ())
    _checked(state, 0, action)
    top, bottom = bands(rect, (3, 2))
    size = _size(top, 5.2)
    y = top.top + size[1] // 2 + px(24, scale)
    x0 = top.left + size[0] * 0.8
    g1 = _fan(surface, _ids("5C 3D"), (x0, y), size, step=0.55, glow=Palette.gold_light)
    _caption(surface, "5 + 3 = 8", (g1.centerx, g1.bottom + px(6, scale)), scale)
    p = _card(surface, C.card_id("8S"), (g1.right + size[0] * 0.9, y), size, Palette.gold_light)
    _caption(surface, "8", (p.centerx, p.bottom + px(6, scale)), scale)
    o = _card(surface, C.card_id("6H"), (p.right + size[0] * 0.9, y), size)
    _caption(surface, "stays", (o.centerx, o.bottom + px(6, scale)), scale, Palette.text_muted)
    theme.draw_text(surface, "the table", "text", text_px(12, scale, 10), Palette.text_muted, (top.left, top.top))
    hand = _card(surface, C.card_id("8H"), (bottom.centerx, bottom.bottom - size[1] // 2 - px(26, scale)), size,
                 HAND_GLOW)
    draw_hint_arrow(surface, (hand.left, hand.top + px(10, scale)), (g1.centerx, g1.bottom + px(26, scale)), scale)
    draw_hint_arrow(surface, (hand.centerx, hand.top), (p.centerx, p.bottom + px(26, scale)), scale)
    points = sum(S.capture_points("capture", (action[1],) + action[2], (None, None)))
    words = "4 cards to your pile" + (f", +{points}" if points else "")
    _caption(surface, words, (hand.centerx, hand.bottom + px(6, scale)), scale, Palette.gold_light)


def building(surface, rect, scale) -> None:
    """3♥ on 5♣ makes Build 8 (an 8 kept in hand); a 2 added changes it to Build 10."""
    state = _position("3H 8D", "5C")
    _checked(state, 0, ("build", C.card_id("3H"), (C.card_id("5C"),), 0))
    top, bottom = bands(rect, (1, 1))
    size = _size(top, 6.0, cap=100)
    ph = max(14, px(20, scale))
    y = top.top + size[1] // 2 + px(8, scale)
    a = _fan(surface, _ids("5C 3H"), (top.left + size[0] * 0.7, y), size)
    _plaque(surface, "Build 8 · yours", (a.centerx, a.bottom + px(4, scale)), ph)
    hand = _card(surface, C.card_id("8D"), (top.right - size[0] * 0.8, y), size, HAND_GLOW)
    _caption(surface, "kept in hand", (hand.centerx, hand.bottom + px(6, scale)), scale)
    theme.draw_text(surface, "then", "text", text_px(13, scale, 10), Palette.text_muted,
                    (bottom.left, bottom.top + px(4, scale)))
    state = _position("2H 10S", "", builds=((8, "single", "5C 3H"),))
    _checked(state, 0, ("build", C.card_id("2H"), (), 1))
    y = bottom.top + size[1] // 2 + px(16, scale)
    b = _fan(surface, _ids("5C 3H 2H"), (bottom.left + size[0] * 0.7, y), size)
    _plaque(surface, "Build 10 · yours", (b.centerx, b.bottom + px(4, scale)), ph)
    _caption(surface, "anyone may change a plain build", (bottom.right - size[0] * 1.5, y - px(8, scale)), scale,
             size=12)
    _caption(surface, "(and must hold the new total)", (bottom.right - size[0] * 1.5, y + px(12, scale)), scale,
             Palette.text_muted, size=12)


def same_and_multiple(surface, rect, scale) -> None:
    """7♥ on 7♣: Same 7. A multiple build of 10: 9+A, 8+2 and a 10, all taken by one 10."""
    state = _position("7H 7S", "7C")
    _checked(state, 0, ("same", C.card_id("7H"), 7, (C.card_id("7C"),), 0))
    top, bottom = bands(rect, (1, 1))
    size = _size(top, 7.0, cap=96)
    ph = max(14, px(20, scale))
    y = top.top + size[1] // 2 + px(6, scale)
    a = _fan(surface, _ids("7C 7H"), (top.left + size[0] * 0.7, y), size, step=0.35)
    _plaque(surface, "Same 7 · yours", (a.centerx, a.bottom + px(4, scale)), ph)
    _caption(surface, "only a 7 takes it", (top.right - size[0] * 1.6, y - px(10, scale)), scale, size=12)
    _caption(surface, "its value never changes", (top.right - size[0] * 1.6, y + px(10, scale)), scale,
             Palette.text_muted, size=12)
    state = _position("9H 10C 10H", "AC 8S 2D 10S")
    action = ("same", C.card_id("9H"), 10, tuple(sorted(_ids("AC 8S 2D 10S"))), 0)
    _checked(state, 0, action)
    y = bottom.top + size[1] // 2 + px(10, scale)
    b = _fan(surface, _ids("9H AC 8S 2D 10S"), (bottom.left + size[0] * 0.7, y), size, step=0.42)
    _plaque(surface, "Multiple 10 · yours", (b.centerx, b.bottom + px(4, scale)), ph)
    hand = _card(surface, C.card_id("10H"), (bottom.right - size[0] * 0.8, y), size, HAND_GLOW)
    _caption(surface, "takes all five", (hand.centerx, hand.bottom + px(6, scale)), scale)


def subtraction(surface, rect, scale) -> None:
    """2♥ laid on 10♣ with an 8 kept: a subtraction only its maker can take, with the 8."""
    state = _position("2H 8C", "10C")
    _checked(state, 0, ("subtract", C.card_id("2H"), C.card_id("10C")))
    size = _size(rect, 5.0, cap=110)
    ph = max(14, px(20, scale))
    y = rect.top + size[1] // 2 + px(30, scale)
    a = _fan(surface, _ids("10C 2H"), (rect.left + size[0] * 0.9, y), size, step=0.4)
    _plaque(surface, "Subtraction · yours (needs 8)", (a.centerx + size[0] * 0.3, a.bottom + px(4, scale)), ph)
    hand = _card(surface, C.card_id("8C"), (rect.right - size[0] * 0.9, y), size, HAND_GLOW)
    _caption(surface, "10 − 2: your 8 takes it", (hand.centerx, hand.bottom + px(6, scale)), scale)
    notes = ["Once a game, chosen before you move a card.", "Always three cards: nobody can add to it.",
             "Your opponent can neither take it nor change it."]
    yy = a.bottom + ph + px(28, scale)
    for line in notes:
        theme.draw_text(surface, line, "text", text_px(14, scale, 10), Palette.ivory_dim, (rect.left + px(8, scale), yy))
        yy += int(text_px(14, scale, 10) * 1.5)


def trifectas(surface, rect, scale) -> None:
    """K-Q-J, and three of one face; a flush trifecta of one suit scores 2."""
    top, bottom = bands(rect, (1, 1))
    size = _size(top, 5.0, cap=120)
    groups = [("KH QC JD", "K-Q-J: 1"), ("QS QH QD", "three queens: 1")]
    for g, (names, label) in enumerate(groups):
        cx = top.left + top.width * (0.25 + 0.5 * g)
        box = _fan(surface, _ids(names), (cx - size[0] * 0.5, top.top + size[1] // 2 + px(6, scale)), size, step=0.5)
        _caption(surface, label, (box.centerx, box.bottom + px(6, scale)), scale)
    flush = _ids("KD QD JD")
    points = S.capture_points("trifecta", tuple(flush), (None, None))
    box = _fan(surface, flush, (bottom.centerx - size[0] * 0.42, bottom.top + size[1] // 2 + px(12, scale)), size,
               step=0.42, glow=Palette.gold_light)
    _caption(surface, f"a flush trifecta: {points[1]} points", (box.centerx, box.bottom + px(6, scale)), scale,
             Palette.gold_light)


def specials(surface, rect, scale) -> None:
    """The four special cards with their numbers."""
    size = _size(rect, 5.0, rows=1.6, cap=120)
    cards = [("JS", "a jack, or 11"), ("JH", "a jack, or 11"), ("QS", "a queen, or 12"), ("KS", "a king, or 3 to 9")]
    step = rect.width / 4
    for i, (name, words) in enumerate(cards):
        cx = rect.left + step * (i + 0.5)
        r = _card(surface, C.card_id(name), (cx, rect.top + size[1] // 2 + px(16, scale)), size)
        _caption(surface, words, (cx, r.bottom + px(8, scale)), scale, size=12)
    y = rect.top + size[1] + px(70, scale)
    small = card_art.size_for_height(int(size[1] * 0.8))
    r = _card(surface, C.KS, (rect.centerx - small[0], y + small[1] // 2), small)
    table_draw.draw_ks_number(surface, r, 7)
    _caption(surface, "in a build it keeps its number", (rect.centerx + small[0] * 1.5, y + small[1] // 2 - px(8, scale)),
             scale, size=12)


def lifelines(surface, rect, scale) -> None:
    """A secret card with its star, the Pass and the Subtraction; a spent one crossed out."""
    size = _size(rect, 4.5, rows=1.5, cap=120)
    r = _card(surface, star_key(C.card_id("7C")), (rect.left + size[0] * 0.9, rect.top + size[1] // 2 + px(20, scale)),
              size, Palette.gold_light)
    _caption(surface, "your secret card", (r.centerx, r.bottom + px(8, scale)), scale)
    h = px(30, scale)
    for i, (text, used) in enumerate((("Pass", False), ("Subtraction", False), ("Pass", True))):
        chip = table_draw._chip(text, used, h, scale)
        c = chip.get_rect(midleft=(rect.left + size[0] * 2.0, rect.top + px(40, scale) + i * (h + px(16, scale))))
        surface.blit(chip, c)
        theme.draw_text(surface, "spent" if used else "ready", "text", text_px(13, scale, 10), Palette.text_muted,
                        (c.right + px(10, scale), c.centery), "midleft")


def scoring(surface, rect, scale) -> None:
    """What scores, as a table of points."""
    rows = [("10♦ / 2♠ / each ace", "2 / 1 / 1"), ("a trifecta (flush: 2)", "1"), ("a capture of 5+ cards", "N − 4"),
            ("four of a kind in a capture", "+1"), ("a secret card captured", "1"), ("most cards (a tie: ½ each)", "1"),
            ("most spades", "1"), ("most diamonds", "1")]
    rows = [(a.replace("♦", "D").replace("♠", "S"), b) for a, b in rows]
    step = min(px(34, scale), rect.height // (len(rows) + 1))
    size = text_px(15, scale, 10)
    y = rect.top + px(6, scale)
    for k, (what, pts) in enumerate(rows):
        if k % 2 == 0:
            band = pygame.Surface((rect.width, step), pygame.SRCALPHA)
            band.fill((255, 255, 255, 12))
            surface.blit(band, (rect.left, y))
        theme.draw_text(surface, what, "text", size, Palette.ivory_dim, (rect.left + px(10, scale), y + step // 2),
                        "midleft")
        theme.draw_text(surface, pts, "text_bold", size, Palette.gold_light, (rect.right - px(10, scale), y + step // 2),
                        "midright")
        y += step
    theme.draw_text(surface, "A tie: whoever captured the ace of spades wins.", "text_semibold", text_px(13, scale, 10),
                    Palette.gold, (rect.centerx, y + px(8, scale)), "midtop")


def at_the_table(surface, rect, scale) -> None:
    """A picked hand card lifted, the table cards that may join it lit, and the caption."""
    size = _size(rect, 5.0, rows=2.0, cap=100)
    y = rect.top + size[1] // 2 + px(20, scale)
    from game.ui.card_places import draw_target

    for i, name in enumerate(("5C", "3D", "9S")):
        r = _card(surface, C.card_id(name), (rect.left + size[0] * (0.8 + 1.2 * i), y), size)
        if name != "9S":
            draw_target(surface, r, "legal", 0.0, scale)
    hand = _card(surface, C.card_id("8H"), (rect.centerx, rect.bottom - size[1] // 2 - px(50, scale)), size, HAND_GLOW)
    theme.draw_text(surface, "Capture 3 cards: no points.  Confirm (Enter).", "text_semibold",
                    text_px(13, scale, 10), Palette.ivory, (rect.centerx, hand.bottom + px(14, scale)), "midtop")
