"""The Trifecta table's side panel and status line: the title, the tally of each value (how many
matching cards you hold, how many were played this stage, how many are unseen), the move log and the
keys; and the status pill over the hand with the prompt, a notice or a refusal's reason.

Draws what it is given; the tally comes from the view (the viewer's own hand and the played cards).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.trifecta import cards as C
from game.trifecta.card_faces import value_symbol
from game.ui import theme
from game.ui.table_widgets import MoveLog
from game.ui.theme import Palette, px, text_px

PIP_YOURS, PIP_PLAYED, PIP_UNSEEN = Palette.gold_light, (104, 84, 118), (200, 186, 214)

# The status line's look at this table: hints sit in a quiet pill too.
STATUS_STYLES = {"hint": (Palette.ivory_dim, (30, 18, 44), (90, 70, 104))}


class SidePanel:
    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.log = MoveLog()
        self.tally_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)  # the shell's hint dock, above the move log

    def layout(self, rect: pygame.Rect, scale: float, strip=None) -> None:
        """Lay the panel out in `rect`; `strip(x, y, width, scale)` (the table's hint_dock_strip) keeps
        the hint dock's strip above the move log."""
        self.rect = pygame.Rect(rect)
        s = self.scale = scale
        pad = px(14, s)
        top = rect.top + px(58, s)
        self.row_h = px(18, s)
        self.tally_rect = pygame.Rect(rect.left + pad, top + px(24, s), rect.width - 2 * pad, self.row_h * 9)
        self.legend_y = self.tally_rect.bottom + px(10, s)
        self.log_heading_y = self.legend_y + px(18, s)
        self.hint_rect = pygame.Rect(rect.left + pad, self.log_heading_y, rect.width - 2 * pad, 0)
        if strip is not None:
            self.hint_rect, self.log_heading_y = strip(rect.left + pad, self.log_heading_y, rect.width - 2 * pad, s)
        log_top = self.log_heading_y + px(26, s)
        self.keys_y = rect.bottom - px(10, s)
        self.log.layout(pygame.Rect(rect.left + pad, log_top, rect.width - 2 * pad,
                                    self.keys_y - px(38, s) - log_top), s)

    def draw_frame(self, surface: pygame.Surface, keys: str, public: bool) -> None:
        """What stays put for a whole game: the velvet, the titles, the legend and the key hints (drawn
        once into the table's backdrop, see table_pieces.dressed)."""
        s = self.scale
        r = self.rect
        theme.draw_panel(surface, r, s, alpha=205)
        theme.draw_text(surface, "Trifecta", "display_bold", text_px(24, s), Palette.gold_light,
                        (r.centerx, r.top + px(10, s)), "midtop", shadow=True)
        theme.draw_divider(surface, (r.centerx, r.top + px(46, s)), int(r.width * 0.55), s)
        t = self.tally_rect
        title = theme.draw_text(surface, "Cards of each value", "display", text_px(15, s, 11), Palette.gold,
                                (t.left, t.top - px(24, s)))
        note, note_size = "of 12 in the stage", text_px(11, s, 9)
        if title.right + px(8, s) + theme.text_width(note, "text", note_size) <= t.right:
            theme.draw_text(surface, note, "text", note_size, Palette.text_muted, (t.right, t.top - px(8, s)),
                            "bottomright")  # dropped on a narrow panel rather than written over the title
        self._draw_legend(surface, public)
        theme.draw_text(surface, "Moves", "display", text_px(15, s, 11), Palette.gold, (t.left, self.log_heading_y))
        y = self.log.rect.top - px(5, s)
        pygame.draw.line(surface, Palette.gold_dark, (t.left, y), (t.right, y), 1)
        size = text_px(11, s, 9)
        room = r.width - px(20, s)
        while size > 8 and any(theme.text_width(line, "text", size) > room for line in keys.split("\n")):
            size -= 1  # every key named whole: smaller words in a narrow panel
        y = self.keys_y
        for line in reversed(keys.split("\n")):  # the key hints, bottom up
            r2 = theme.draw_text(surface, _fit(line, size, room), "text", size, Palette.text_muted,
                                 (r.centerx, y), "midbottom")
            y = r2.top - px(1, s)

    def frame_key(self, keys: str, public: bool) -> tuple:
        """Everything draw_frame draws from."""
        return (tuple(self.rect), self.scale, tuple(self.tally_rect), self.log_heading_y, tuple(self.log.rect),
                self.keys_y, keys, public)

    def draw(self, surface: pygame.Surface, tally, log_entries, colour_blind: bool, public: bool) -> None:
        """What changes with the game, over the frame: the tally and the move log."""
        self._draw_tally(surface, tally, colour_blind, public)
        self.log.draw(surface, log_entries, "The first goal is on the table.", keep=False)

    def _draw_tally(self, surface, tally, cb: bool, public: bool) -> None:
        """A row per value: its symbol and name, twelve pips (yours, played, unseen) and a count."""
        s = self.scale
        t = self.tally_rect
        rh = self.row_h
        side = rh - px(2, s)
        pr = max(2, int(rh * 0.2))
        name_x = t.left + side + px(6, s)
        pips_x = t.left + int(t.width * 0.36)
        gap = max(2 * pr + 1, min(2 * pr + px(4, s), int(t.width * 0.4) // 12))
        for value, mine, played, unseen in tally:
            cy = t.top + value * rh + rh // 2
            if value % 3 == 0 and value:
                pygame.draw.line(surface, (80, 56, 96), (t.left, cy - rh // 2), (t.right, cy - rh // 2), 1)
            chip = pygame.Rect(t.left, cy - side // 2, side, side)
            pygame.draw.rect(surface, Palette.ivory_dim, chip, border_radius=max(2, side // 4))  # ink shows on ivory
            sym = value_symbol(value, side - px(2, s), cb)
            surface.blit(sym, sym.get_rect(center=chip.center))
            theme.draw_text(surface, C.VALUE_NAMES[value], "text", text_px(12, s, 9), Palette.ivory_dim,
                            (name_x, cy), "midleft")
            pips = [PIP_YOURS] * mine + [PIP_PLAYED] * played + [PIP_UNSEEN] * unseen
            for i, colour in enumerate(pips[:12]):
                _pip(surface, (pips_x + pr + i * gap, cy), pr, colour)
            label = str(unseen) if not public else str(played)
            theme.draw_text(surface, label, "text_semibold", text_px(12, s, 9), Palette.gold_light,
                            (t.right, cy), "midright")

    def _draw_legend(self, surface, public: bool) -> None:
        s = self.scale
        t = self.tally_rect
        y = self.legend_y
        x = t.left
        pr = max(2, int(self.row_h * 0.2))
        items = [("yours", PIP_YOURS), ("played", PIP_PLAYED), ("unseen", PIP_UNSEEN)]
        if public:
            items = items[1:]
        for label, colour in items:
            _pip(surface, (x + pr, y), pr, colour)
            r = theme.draw_text(surface, label, "text", text_px(11, s, 9), Palette.text_muted, (x + 2 * pr + px(4, s), y),
                                "midleft")
            x = r.right + px(12, s)
        note = "number: " + ("unseen" if not public else "played")
        if x + theme.text_width(note, "text", text_px(11, s, 9)) <= t.right:  # dropped where it would overlap
            theme.draw_text(surface, note, "text", text_px(11, s, 9), Palette.text_muted, (t.right, y), "midright")


def _pip(surface, c, r: int, colour) -> None:
    if colour is PIP_UNSEEN:
        pygame.draw.circle(surface, colour, c, r, 1)
    elif colour is PIP_PLAYED:
        pygame.draw.circle(surface, colour, c, r)
        pygame.draw.line(surface, (40, 26, 52), (c[0] - r + 1, c[1] + r - 1), (c[0] + r - 1, c[1] - r + 1), 1)
    else:
        pygame.draw.circle(surface, colour, c, r)


@lru_cache(maxsize=64)
def _fit(text: str, size: int, width: int) -> str:
    f = theme.font("text", size)
    while text and f.size(text)[0] > width:
        text = text[:-1]
    return text
