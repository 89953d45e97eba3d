"""Places for cards on a table (part of the card-table toolkit, see game.ui.cards): piles with their
thickness, count badge and label; drag and drop of a picked card; drop targets and their light.

Draws what it is told and reports what is under the pointer; never reads a game state.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Hashable

import pygame

from game.ui import card_art, theme
from game.ui.theme import Palette, px


# --- piles ---------------------------------------------------------------------------------------

class Pile:
    """A stack of cards (a deck face down, a discard face up) with its thickness, a count badge and a
    label underneath. The top card's place rises with the count, so arriving cards land on it."""

    def __init__(self, label: str = "", per_layer: int = 4, max_layers: int = 8):
        self.label = label
        self.per_layer = per_layer
        self.max_layers = max_layers
        self.centre = (0, 0)
        self.size = (70, 100)

    def layout(self, centre, size) -> None:
        self.centre = (int(centre[0]), int(centre[1]))
        self.size = (int(size[0]), int(size[1]))

    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, *self.size)
        r.center = self.centre
        return r

    def _layers(self, count: int) -> int:
        return 0 if count <= 0 else min(self.max_layers, 1 + (count - 1) // self.per_layer)

    def _step(self) -> int:
        return max(1, self.size[1] // 70)

    def top_pos(self, count: int) -> tuple[int, int]:
        """Where the top card of a pile of `count` cards lies (a card arriving lands here)."""
        layers = max(1, self._layers(count))
        return self.centre[0], self.centre[1] - (layers - 1) * self._step()

    def contains(self, pos) -> bool:
        return self.rect().inflate(self.size[0] // 6, self.size[1] // 6).collidepoint(pos)

    def draw(self, surface: pygame.Surface, book: card_art.SpriteBook, count: int, top_key: Hashable = None,
             face_up: bool = False, scale: float = 1.0, show_top: bool = True, badge: bool = True,
             glow=None, clock: float = 0.0) -> None:
        """The pile of `count` cards; `top_key` (face up) or a back on top; `show_top` False leaves the
        top place empty (its card is drawn by a sprite instead)."""
        r = self.rect()
        if count <= 0 or not show_top and count <= 1:
            surface.blit(card_art.empty_space(self.size), r)
        layers = self._layers(count)
        step = self._step()
        if layers:
            sh = card_art.card_shadow(self.size, max(2, self.size[1] // 16))
            surface.blit(sh, sh.get_rect(center=(r.centerx + step * 2, r.centery + step * 3)))
        for i in range(layers - 1):
            # the cards under the top one: backs for a deck, a pale edge for a discard
            under = book.back(self.size) if not face_up else card_art.blank_face(self.size)
            surface.blit(under, r.move(0, -i * step))
        top = r.move(0, -(max(1, layers) - 1) * step)
        if glow is not None and count > 0:
            halo = card_art.card_halo(self.size, tuple(glow), max(4, self.size[1] // 9))
            halo.set_alpha(int(150 + 105 * (0.5 + 0.5 * math.sin(clock * 4.0))))
            surface.blit(halo, halo.get_rect(center=top.center))
        if count > 0 and show_top:
            pic = book.face(top_key, self.size) if face_up and top_key is not None else book.back(self.size)
            surface.blit(pic, top)
        if badge:
            self._badge(surface, count, top, scale)
        if self.label:
            theme.draw_text(surface, self.label, "text_semibold", theme.text_px(13, scale, 11), Palette.text_muted,
                            (r.centerx, r.bottom + px(6, scale)), anchor="midtop")

    def _badge(self, surface, count: int, top: pygame.Rect, scale: float) -> None:
        text = str(count)
        size = theme.text_px(14, scale, 11)
        label = theme.render_text(text, "text_bold", size, Palette.midnight)
        rad = max(label.get_width() // 2 + px(6, scale), px(13, scale))
        cx, cy = top.right - px(4, scale), top.top + px(4, scale)
        pygame.draw.circle(surface, Palette.shadow, (cx + 1, cy + 2), rad + 1)
        pygame.draw.circle(surface, Palette.gold_light, (cx, cy), rad)
        pygame.draw.circle(surface, Palette.gold_dark, (cx, cy), rad, max(1, px(2, scale)))
        surface.blit(label, label.get_rect(center=(cx, cy + 1)))


# --- drag and drop ---------------------------------------------------------------------------------

@dataclass
class DragResult:
    ident: Hashable
    pos: tuple[int, int]
    dragged: bool  # False: it was a click (the pointer hardly moved)


class Drag:
    """Press on a card and move past a few pixels: the card follows the pointer (keeping where it was
    grabbed); release reports where. A press released in place is a click."""

    THRESHOLD = 7  # px the pointer must travel before a press becomes a drag

    def __init__(self):
        self.ident: Hashable | None = None
        self.start = (0, 0)
        self.grab = (0.0, 0.0)  # pointer minus card centre at the press
        self.pos = (0, 0)
        self.active = False

    def press(self, ident: Hashable, pos, card_centre) -> None:
        self.ident = ident
        self.start = self.pos = (int(pos[0]), int(pos[1]))
        self.grab = (pos[0] - card_centre[0], pos[1] - card_centre[1])
        self.active = False

    def motion(self, pos) -> bool:
        """Follow the pointer; True when this motion turned the press into a drag."""
        if self.ident is None:
            return False
        self.pos = (int(pos[0]), int(pos[1]))
        if not self.active and math.hypot(pos[0] - self.start[0], pos[1] - self.start[1]) >= self.THRESHOLD:
            self.active = True
            return True
        return False

    def card_centre(self) -> tuple[float, float]:
        return self.pos[0] - self.grab[0], self.pos[1] - self.grab[1]

    def release(self, pos) -> DragResult | None:
        if self.ident is None:
            return None
        result = DragResult(self.ident, (int(pos[0]), int(pos[1])), self.active)
        self.cancel()
        return result

    def cancel(self) -> None:
        self.ident = None
        self.active = False

    @property
    def pressed(self) -> bool:
        return self.ident is not None


@dataclass
class DropTarget:
    """A place a picked card may be dropped: `key` means something to the table (a row and side)."""

    key: Hashable
    rect: pygame.Rect
    legal: bool = True


def target_at(targets, pos, slack: int = 0) -> DropTarget | None:
    for t in targets:
        if t.rect.inflate(2 * slack, 2 * slack).collidepoint(pos):
            return t
    return None


TARGET_COLOURS = {
    "legal": Palette.gold_light,
    "hover": (255, 244, 200),
    "chosen": (150, 230, 180),
    "refused": (236, 104, 96),
}


def draw_target(surface: pygame.Surface, rect: pygame.Rect, kind: str, clock: float, scale: float = 1.0) -> None:
    """Light up a drop target: a pulsing halo (kind legal, hover, chosen or refused)."""
    colour = TARGET_COLOURS.get(kind, Palette.gold_light)
    size = (rect.width, rect.height)
    halo = card_art.card_halo(size, colour, max(4, px(10, scale)))
    speed = 5.0 if kind == "hover" else 3.2
    halo.set_alpha(int((200 if kind == "hover" else 170) + 55 * math.sin(clock * speed)))
    surface.blit(halo, halo.get_rect(center=rect.center))
    surface.blit(_target_fill(size, colour, 70 if kind in ("hover", "chosen") else 34), rect)


_FILLS: dict = {}


def _target_fill(size, colour, alpha: int) -> pygame.Surface:
    """A soft wash inside a lit target (cached: targets are drawn every frame)."""
    key = (size, colour, alpha)
    surf = _FILLS.get(key)
    if surf is None:
        if len(_FILLS) > 64:
            _FILLS.clear()
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=card_art.corner_radius(size))
        _FILLS[key] = surf
    return surf
