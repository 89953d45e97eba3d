"""Lines of text in which card names ("8H", "10D", "KS=7") are drawn as their rank and a suit symbol in
the suit's colour, lightened for the dark velvet: the move log, the status line and the pickers read
"8♥ takes 5♣+3♦" although the bundled fonts hold no suit glyphs.

Drawing only (a game.ui.table_widgets.PlainText the widgets measure, wrap and draw lines with); lines
and their wrapping are cached, so a still log or caption costs one blit and a new log line one wrap.
"""
from __future__ import annotations

import re
from collections import OrderedDict

import pygame

from game.casino import cards as C
from game.casino.card_faces import suit_symbol
from game.ui import theme
from game.ui.table_widgets import PlainText

CARD_RE = re.compile(r"(?<![A-Za-z0-9])(A|[2-9]|10|J|Q|K)([SHDC])(=\d+)?(?![A-Za-z0-9])")
# suit inks on velvet: spades and clubs light (black ink would vanish), hearts and diamonds rose
INKS = ((236, 230, 246), (246, 120, 128), (246, 120, 128), (236, 230, 246))
INKS_CB = ((226, 224, 236), (250, 128, 120), (120, 180, 255), (120, 222, 150))  # four colours
SYMBOL = 0.72  # a suit symbol's side, in em


def suit_ink(suit: int, colour_blind: bool = False) -> tuple:
    return (INKS_CB if colour_blind else INKS)[suit]


def pieces(text: str) -> list:
    """[(plain text, None) or (rank, suit, "=n" or "")] in order."""
    out, at = [], 0
    for m in CARD_RE.finditer(text):
        if m.start() > at:
            out.append((text[at:m.start()], None))
        out.append((m.group(1), C.SUITS.index(m.group(2)), m.group(3) or ""))
        at = m.end()
    if at < len(text):
        out.append((text[at:], None))
    return out


def card_text(card: int) -> str:
    """The card's name as this text draws it ("10D")."""
    return C.NAME[card]


class SuitText(PlainText):
    """Measures and draws lines with card names as rank + suit symbol (see the module docstring)."""

    def __init__(self, colour_blind: bool = False, limit: int = 400):
        self.colour_blind = colour_blind
        self.limit = limit
        self._cache: OrderedDict = OrderedDict()
        self._wraps: OrderedDict = OrderedDict()  # the log re-wraps every line it holds when one is added

    def wrap(self, text: str, role: str, size: int, width: int) -> list[str]:
        key = (text, role, size, width)
        lines = self._wraps.get(key)
        if lines is None:
            lines = self._wraps[key] = super().wrap(text, role, size, width)
            if len(self._wraps) > self.limit:
                self._wraps.popitem(last=False)
        else:
            self._wraps.move_to_end(key)
        return list(lines)

    def _side(self, size: int) -> int:
        return max(6, int(round(size * SYMBOL)))

    def width(self, text: str, role: str, size: int) -> int:
        if "S" not in text and "H" not in text and "D" not in text and "C" not in text:
            return theme.font(role, size).size(text)[0]
        f = theme.font(role, size)
        total = 0
        for piece in pieces(text):
            if piece[1] is None:
                total += f.size(piece[0])[0]
            else:
                rank, _, extra = piece
                total += f.size(rank)[0] + self._side(size) + 1 + (f.size(extra)[0] if extra else 0)
        return total

    def render(self, text: str, role: str, size: int, colour) -> pygame.Surface:
        key = (text, role, size, tuple(colour), self.colour_blind)
        pic = self._cache.get(key)
        if pic is not None:
            self._cache.move_to_end(key)
            return pic
        parts = pieces(text)
        if all(p[1] is None for p in parts):
            pic = theme.render_text(text, role, size, colour)
        else:
            f = theme.font(role, size)
            pic = pygame.Surface((max(1, self.width(text, role, size)), f.get_height()), pygame.SRCALPHA)
            x = 0
            side = self._side(size)
            mid = f.get_ascent() - int(size * 0.36)  # the middle of a capital letter
            for piece in parts:
                if piece[1] is None:
                    label = theme.render_text(piece[0], role, size, colour)
                    pic.blit(label, (x, 0))
                    x += f.size(piece[0])[0]
                    continue
                rank, suit, extra = piece
                ink = suit_ink(suit, self.colour_blind)
                label = theme.render_text(rank, role, size, ink)
                pic.blit(label, (x, 0))
                x += f.size(rank)[0]
                sym = suit_symbol(suit, side, ink)
                pic.blit(sym, (x, mid - side // 2))
                x += side + 1
                if extra:
                    pic.blit(theme.render_text(extra, role, size, colour), (x, 0))
                    x += f.size(extra)[0]
        self._cache[key] = pic
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return pic

    def draw(self, surface: pygame.Surface, text: str, role: str, size: int, colour, pos,
             anchor: str = "topleft") -> pygame.Rect:
        pic = self.render(text, role, size, colour)
        rect = pic.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surface.blit(pic, rect)
        return rect
