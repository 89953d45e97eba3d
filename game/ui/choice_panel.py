"""A small chooser that opens over a table when one gesture could mean several things: a title, a row
(or a few rows) of choices, each with a picture of its result and a line or two of words, numbered for
the keyboard. A click or the choice's number chooses it; Esc, a right click or Cancel closes it.

Part of the card-table toolkit (see game.ui.cards). Draws what it is given and reports what was chosen;
never reads a game state. The tiles' pictures come from the table (a callback per choice).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from game.ui import theme
from game.ui.table_widgets import PLAIN, GildedButton, PlainText
from game.ui.theme import Palette, px, text_px


@dataclass
class Choice:
    key: Hashable  # what choosing it hands back
    title: str
    caption: str = ""
    picture: Callable[[pygame.Surface, pygame.Rect], None] | None = None  # draws the result in a rect
    enabled: bool = True


class ChoicePanel:
    """Modal while open: it takes every mouse and key event (the table below waits)."""

    def __init__(self, title: str, choices: list[Choice], on_choose: Callable[[Hashable], None],
                 on_cancel: Callable[[], None] | None = None, text: PlainText = PLAIN, subtitle: str = "",
                 tile_aspect: float = 1.0, max_columns: int = 4):
        self.title = title
        self.subtitle = subtitle
        self.choices = choices
        self.on_choose = on_choose
        self.on_cancel = on_cancel
        self.text = text
        self.tile_aspect = tile_aspect  # picture height / tile width
        self.max_columns = max_columns
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tiles: list[pygame.Rect] = []
        self.scale = 1.0
        self.hover: int | None = None
        self.cancel = GildedButton("cancel", "Cancel", "Esc")
        self.cancel_hover = False
        self._pics: dict = {}

    # --- layout ----------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, scale: float) -> None:
        """Fit the panel inside `area` (centred), its tiles in as few rows as fit."""
        s = self.scale = scale
        n = max(1, len(self.choices))
        pad = px(18, s)
        gap = px(12, s)
        head = px(34, s) + (px(22, s) if self.subtitle else 0)
        foot = px(52, s)
        cols = min(n, self.max_columns)
        tile_w = min(px(230, s), (area.width - 2 * pad - gap * (cols - 1)) // cols)
        words_h = px(44, s)
        pic_h = int(tile_w * self.tile_aspect)
        rows = math.ceil(n / cols)
        tile_h = pic_h + words_h
        room = area.height - head - foot - 2 * pad - gap * (rows - 1)
        if rows * tile_h > room:
            pic_h = max(px(30, s), room // rows - words_h)
            tile_h = pic_h + words_h
        width = max(cols * tile_w + gap * (cols - 1) + 2 * pad, px(340, s))
        height = head + rows * tile_h + gap * (rows - 1) + foot + 2 * pad
        self.rect = pygame.Rect(0, 0, min(width, area.width), min(height, area.height))
        self.rect.center = area.center
        self.tiles = []
        top = self.rect.top + pad + head
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            row_w = in_row * tile_w + gap * (in_row - 1)
            x = self.rect.centerx - row_w // 2 + c * (tile_w + gap)
            self.tiles.append(pygame.Rect(x, top + r * (tile_h + gap), tile_w, tile_h))
        self.pic_h = pic_h
        bw = px(150, s)
        self.cancel.rect = pygame.Rect(self.rect.centerx - bw // 2, self.rect.bottom - pad - px(36, s), bw, px(36, s))
        self._pics.clear()

    # --- input -------------------------------------------------------------------------------------
    def choice_at(self, pos) -> int | None:
        for i, r in enumerate(self.tiles):
            if r.collidepoint(pos):
                return i
        return None

    def choose(self, index: int) -> bool:
        if 0 <= index < len(self.choices) and self.choices[index].enabled:
            self.on_choose(self.choices[index].key)
            return True
        return False

    def close(self) -> None:
        if self.on_cancel is not None:
            self.on_cancel()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.choice_at(event.pos)
            self.cancel_hover = self.cancel.contains(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self.close()
                return True
            if event.button != 1:
                return True
            if self.cancel.contains(event.pos):
                self.close()
                return True
            i = self.choice_at(event.pos)
            if i is not None:
                self.choose(i)
            elif not self.rect.collidepoint(event.pos):
                self.close()
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
            if pygame.K_1 <= event.key <= pygame.K_9 or pygame.K_KP1 <= event.key <= pygame.K_KP9:
                i = event.key - (pygame.K_1 if event.key <= pygame.K_9 else pygame.K_KP1)
                self.choose(i)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hover is not None:
                self.choose(self.hover)
                return True
            return event.key not in (pygame.K_F1, pygame.K_F11)
        return False

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, clock: float = 0.0) -> None:
        s = self.scale
        shade = pygame.Surface(self.rect.inflate(px(12, s), px(12, s)).size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*Palette.shadow, 140), shade.get_rect(), border_radius=px(18, s))
        surface.blit(shade, shade.get_rect(center=(self.rect.centerx + px(3, s), self.rect.centery + px(5, s))))
        theme.draw_panel(surface, self.rect, s, alpha=245, glow=True)
        pad = px(18, s)
        theme.draw_text(surface, self.title, "display", text_px(19, s), Palette.gold_light,
                        (self.rect.centerx, self.rect.top + pad - px(4, s)), "midtop")
        if self.subtitle:
            self.text_draw(surface, self.subtitle, "text", text_px(13, s, 10), Palette.text_muted,
                           (self.rect.centerx, self.rect.top + pad + px(26, s)), "midtop")
        for i, (choice, tile) in enumerate(zip(self.choices, self.tiles)):
            self._draw_tile(surface, i, choice, tile, clock)
        self.cancel.draw(surface, s, self.cancel_hover, False, clock)

    def text_draw(self, surface, text, role, size, colour, pos, anchor) -> pygame.Rect:
        pic = self.text.render(text, role, size, colour)
        r = pic.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surface.blit(pic, r)
        return r

    def _draw_tile(self, surface, i: int, choice: Choice, tile: pygame.Rect, clock: float) -> None:
        s = self.scale
        hover = i == self.hover and choice.enabled
        fill = (92, 50, 108) if hover else (54, 28, 70) if choice.enabled else (34, 22, 44)
        pygame.draw.rect(surface, fill, tile, border_radius=px(10, s))
        edge = Palette.gold_light if hover else Palette.gold_dark if choice.enabled else (80, 66, 86)
        pygame.draw.rect(surface, edge, tile, max(1, px(2 if hover else 1, s)), border_radius=px(10, s))
        pic_rect = pygame.Rect(tile.left + px(6, s), tile.top + px(6, s), tile.width - px(12, s), self.pic_h - px(8, s))
        if choice.picture is not None and pic_rect.width > 4 and pic_rect.height > 4:
            key = (i, pic_rect.size)
            pic = self._pics.get(key)
            if pic is None:
                pic = pygame.Surface(pic_rect.size, pygame.SRCALPHA)
                choice.picture(pic, pic.get_rect())
                self._pics[key] = pic
            surface.blit(pic, pic_rect)
        ink = Palette.ivory if choice.enabled else (130, 116, 136)
        size = text_px(14, s, 10)
        y = tile.top + self.pic_h
        title = self._fit(choice.title, "text_semibold", size, tile.width - px(30, s))
        self.text_draw(surface, title, "text_semibold", size, ink, (tile.centerx, y), "midtop")
        if choice.caption:
            small = text_px(12, s, 9)
            cap = self._fit(choice.caption, "text", small, tile.width - px(10, s))
            self.text_draw(surface, cap, "text", small, Palette.gold_light if choice.enabled else (110, 98, 118),
                           (tile.centerx, y + int(size * 1.35)), "midtop")
        if i < 9:
            c = (tile.left + px(13, s), tile.top + px(13, s))
            pygame.draw.circle(surface, Palette.midnight, c, px(10, s))
            pygame.draw.circle(surface, Palette.gold if choice.enabled else (90, 76, 96), c, px(10, s), max(1, px(1, s)))
            theme.draw_text(surface, str(i + 1), "text_bold", text_px(12, s, 9), Palette.gold_light, (c[0], c[1] + 1),
                            "center")

    def _fit(self, text: str, role: str, size: int, width: int) -> str:
        if self.text.width(text, role, size) <= width:
            return text
        while text and self.text.width(text + "…", role, size) > width:
            text = text[:-1]
        return text + "…"
