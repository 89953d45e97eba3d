"""The setup screen's picture: the title, the two panels, each seat's row (its colour, kind and level),
the guide or the table's preview under the seats, and the options with a line of explanation each.

A mixin of SetupScene (game/ui/setup.py), which builds the widgets and holds the choices; drawing never
changes a choice.
"""
from __future__ import annotations

import logging

import pygame

from game.ui import ornaments, theme
from game.ui.table_pieces import draw_note, fit_text
from game.ui.theme import Palette, px, text_px

log = logging.getLogger("game.ui.setup")


class SetupDrawing:
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.draw_background(surface)
        ornaments.draw_title(surface, self.info.title, self.title_centre, px(50, s))
        fl = ornaments.flourish(px(300, s), round(s, 3))
        surface.blit(fl, fl.get_rect(center=(surface.get_width() // 2, self.flourish_y)))
        theme.draw_panel(surface, self.left, s)
        theme.draw_panel(surface, self.right, s)
        pad = px(22, s)
        theme.draw_text(surface, "Who is at the table", "display", px(24, s), Palette.gold_light,
                        (self.left.x + pad, self.left.y + pad))
        theme.draw_text(surface, "The table", "display", px(24, s), Palette.gold_light,
                        (self.right.x + pad, self.right.y + pad))
        if not self.widgets:
            return
        self._draw_seat_rows(surface)
        self._draw_options(surface)

    def _draw_seat_rows(self, surface: pygame.Surface) -> None:
        s = self.scale
        pad = px(22, s)
        small = text_px(14, s)
        names = self.widgets["names"]
        if names:
            heads = (("Name", names[0].rect.x), ("Player", self.widgets["kinds"][0].buttons[0].rect.x),
                     ("AI level", self.widgets["levels"][0].rect.x))
            for text, x in heads:
                theme.draw_text(surface, text, "text_semibold", small, Palette.text_muted,
                                (x + px(2, s), self.rows_top - px(24, s)))
        cb = self.app.settings.colour_blind
        for i in range(self.players):
            cy = self.rows_top + i * self.row_h + names[i].rect.height // 2
            cx = self.left.x + pad + px(14, s)
            seat = self.seat_of_row(i)
            r = px(11, s)
            if seat is None:
                # decided at random: half of each colour
                a, b = theme.seat_colour(0, cb), theme.seat_colour(1, cb)
                pygame.draw.circle(surface, a, (cx, cy), r, draw_top_left=True, draw_bottom_left=True)
                pygame.draw.circle(surface, b, (cx, cy), r, draw_top_right=True, draw_bottom_right=True)
            else:
                colour = theme.seat_colour(seat, cb)
                pygame.draw.circle(surface, tuple(min(255, c // 3 + 20) for c in colour), (cx, cy), r + px(4, s))
                pygame.draw.circle(surface, colour, (cx, cy), r)
            pygame.draw.circle(surface, Palette.gold_dark, (cx, cy), r + 1, max(1, px(1, s)))
        theme.draw_text(surface, self.first_label(), "text_semibold", small, Palette.text_muted,
                        (self.left.x + pad + px(2, s), self.first_label_y))
        if "players" in self.widgets:
            theme.draw_text(surface, "Players", "text_semibold", small, Palette.text_muted,
                            (self.widgets["players"].rect.x + px(2, s), self.first_label_y))
        note = self._seat_note()
        below = self.widgets["first"].rect.bottom + px(14, s)
        width = self.left.width - 2 * pad
        if note and below + len(theme.wrap_text(note, "text", small, width)) * int(small * 1.3) < self.left.bottom:
            below = theme.draw_paragraph(surface, note, "text", small, Palette.gold_light,
                                         pygame.Rect(self.left.x + pad, below, width, px(60, s)))
        if self.compact:
            # the options took the right panel: the table's picture goes in this one's free space, taking
            # the guide's place too when that gives it a useful size (a few seats)
            room = pygame.Rect(self.left.x + pad, below + px(6, s), width,
                               self.left.bottom - pad - self._guide_height() - px(16, s) - below)
            whole = pygame.Rect(room.x, room.y, width, self.left.bottom - pad - room.y)
            if room.height < px(120, s) and whole.height >= px(150, s):
                self._draw_table_preview(surface, whole)
                return
            self._draw_table_preview(surface, room)
        self._draw_guide(surface, below + px(8, s))

    def _guide_height(self) -> int:
        return int(text_px(14, self.scale) * 1.45) * 6 + px(16, self.scale)

    def _draw_guide(self, surface: pygame.Surface, top: int) -> None:
        """What the levels mean and the keys at the table, in the panel's free space."""
        s = self.scale
        pad = px(22, s)
        small = text_px(14, s)
        step = int(small * 1.45)
        entries = [("Easy", "makes the mistakes of a beginner."), ("Normal", "plays soundly and sees a few moves ahead."),
                   ("Hard", "thinks up to a second a move and rarely forgives.")]
        keys = "Esc pause  ·  F1 rules  ·  Ctrl+Z undo your turn  ·  F11 fullscreen"
        height = step * (len(entries) + 3)
        y = max(top, self.left.bottom - pad - height)
        if y + height > self.left.bottom - pad // 2:
            return  # a crowded table (many seats): the guide gives way
        x = self.left.x + pad
        pygame.draw.line(surface, Palette.gold_dark, (x, y), (self.left.right - pad, y), 1)
        y += px(10, s)
        theme.draw_text(surface, "AI levels", "text_semibold", small, Palette.ivory_dim, (x, y))
        y += step
        column = max(px(70, s), max(theme.font("text_semibold", small).size(name)[0] for name, _ in entries)
                     + px(10, s))  # the words start clear of the longest level's name
        for name, text in entries:
            theme.draw_text(surface, name, "text_semibold", small, Palette.gold, (x, y))
            theme.draw_text(surface, fit_text(text, "text", small, self.left.right - pad - x - column), "text", small,
                            Palette.text_muted, (x + column, y))
            y += step
        y += px(6, s)
        theme.draw_text(surface, keys, "text", small, Palette.text_muted, (x, y))

    def _seat_note(self) -> str:
        humans = sum(1 for r in self.rows[:self.players] if r["kind"] == "human")
        if humans == 0:
            return "Every seat is an AI: sit back and watch them play."
        if humans > 1 and self.info.hidden_info:
            return "Pass and play: the screen is covered between turns so each player sees only their own hand."
        if humans > 1:
            return "Pass and play: take turns at the same screen."
        return ""

    def _draw_compact_options(self, surface: pygame.Surface) -> None:
        s = self.scale
        label = text_px(14, s)
        for spec, row in self.option_rows:
            drop = self.widgets["options"][spec.name]
            width = drop.rect.left - row.left - px(12, s)
            note = self.option_note(spec)
            size = text_px(13, s, 11)
            while size > 10 and theme.font("text", size).size(note)[0] > width:
                size -= 1
            block = int(label * 1.25) + int(size * 1.2)
            y = row.centery - block // 2
            theme.draw_text(surface, fit_text(spec.label, "text_semibold", label, width), "text_semibold", label,
                            Palette.ivory_dim, (row.left + px(2, s), y))
            theme.draw_text(surface, fit_text(note, "text", size, width), "text", size, Palette.text_muted,
                            (row.left + px(2, s), y + int(label * 1.25)))

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """The full help of the option row under the pointer, over every list (a later row's included)."""
        if not self.compact:
            return
        s = self.scale
        hovered = next((spec for spec, row in self.option_rows if row.collidepoint(pygame.mouse.get_pos())), None)
        if hovered is not None and hovered.help:
            width = px(340, s)
            lines = theme.wrap_text(hovered.help, "text", text_px(13, s, 11), width - px(20, s))
            draw_note(surface, pygame.mouse.get_pos(), lines, s, title=hovered.label, width=width)

    def _draw_options(self, surface: pygame.Surface) -> None:
        s = self.scale
        pad = px(22, s)
        small = text_px(14, s)
        if self.compact:
            self._draw_compact_options(surface)
            return
        if not self.option_layout:
            below = theme.draw_paragraph(surface, f"{self.info.title} is always played the same way: there is "
                                         "nothing to choose here.", "text", text_px(16, s), Palette.text_muted,
                                         pygame.Rect(self.right.x + pad, self.right.y + px(84, s),
                                                     self.right.width - 2 * pad, px(100, s)))
            self._draw_table_preview(surface, pygame.Rect(self.right.x + pad, below + px(8, s),
                                                          self.right.width - 2 * pad,
                                                          self.right.bottom - pad - below - px(8, s)))
            return
        help_bottom = self.preview_top
        for spec, label_y, below in self.option_layout:
            theme.draw_text(surface, spec.label, "text_semibold", small, Palette.text_muted,
                            (self.right.x + pad + px(2, s), label_y))
        last = self.option_layout[-1][0]
        if last.help:
            help_bottom = theme.draw_paragraph(surface, last.help, "text", small, Palette.text_muted,
                                               pygame.Rect(self.right.x + pad, self.preview_top,
                                                           self.right.width - 2 * pad, px(60, s)))
        self._draw_preview(surface, pygame.Rect(self.right.x + pad, help_bottom + px(4, s), self.right.width - 2 * pad,
                                                self.right.bottom - pad - help_bottom - px(4, s)))

    def _draw_table_preview(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A game without options may picture the table for the chosen number of players (its kit's
        setup_preview)."""
        if rect.height < px(60, self.scale):
            return
        key = ("table", self.players, rect.size, self.app.settings.colour_blind)
        surf = self._preview_cache.get(key)
        if surf is None:
            surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            try:
                if self.kit.setup_preview is not None:
                    self.kit.setup_preview(surf, surf.get_rect(), self.players, self.scale)
            except Exception:  # a faulty preview must not stop anyone from starting a game
                log.exception("the setup preview failed")
            self._preview_cache[key] = surf
        surface.blit(surf, rect)

    def _draw_preview(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if rect.height < px(40, self.scale):
            return
        spec = self._shown_options()[0]
        value = self.options[spec.name]
        key = (spec.name, value, rect.size)
        surf = self._preview_cache.get(key)
        if surf is None:
            surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            try:
                if self.kit.option_preview is not None:
                    self.kit.option_preview(surf, surf.get_rect(), spec.name, value, self.scale)
            except Exception:  # a faulty preview must not stop anyone from starting a game
                log.exception("the option preview failed")
            self._preview_cache[key] = surf
        surface.blit(surf, rect)
