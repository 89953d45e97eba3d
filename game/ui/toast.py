"""Toasts: short messages drawn over every scene ("Settings saved", "That save was damaged ...") that
fade by themselves. Drawn by the App after all scenes; never takes input or blocks the game.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.theme import Palette, px

FADE = 0.35  # seconds of fade in and out
MAX_SHOWN = 3

_ACCENTS = {"info": Palette.gold, "error": Palette.danger, "success": Palette.success}


@dataclass
class Toast:
    text: str
    kind: str
    seconds: float
    age: float = 0.0

    @property
    def alpha(self) -> float:
        fade_in = min(1.0, self.age / FADE)
        fade_out = min(1.0, max(0.0, (self.seconds - self.age) / FADE))
        return min(fade_in, fade_out)


class Toasts:
    def __init__(self):
        self.items: list[Toast] = []
        self._cache: dict[tuple, pygame.Surface] = {}

    def add(self, text: str, kind: str = "info", seconds: float = 3.5) -> None:
        # the same message twice in a row restarts its clock instead of stacking up
        for item in self.items:
            if item.text == text:
                item.age = min(item.age, FADE)
                item.seconds = max(item.seconds, seconds)
                return
        self.items.append(Toast(text, kind if kind in _ACCENTS else "info", max(1.0, seconds)))
        self.items = self.items[-MAX_SHOWN:]

    def update(self, dt: float) -> None:
        for item in self.items:
            item.age += dt
        self.items = [t for t in self.items if t.age < t.seconds]

    def _surface(self, item: Toast, width: int, scale: float) -> pygame.Surface:
        key = (item.text, item.kind, width, round(scale, 3))
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        size = px(17, scale)
        pad = px(16, scale)
        lines = theme.wrap_text(item.text, "text", size, width - 2 * pad - px(10, scale))
        step = int(size * 1.35)
        h = pad * 2 + step * len(lines) - (step - size)
        w = min(width, max(theme.font("text", size).size(line)[0] for line in lines) + 2 * pad + px(10, scale))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = px(12, scale)
        pygame.draw.rect(surf, (*Palette.night, 238), surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, (*_ACCENTS[item.kind], 255), surf.get_rect(), max(1, px(2, scale)), border_radius=r)
        pygame.draw.rect(surf, _ACCENTS[item.kind], (px(6, scale), px(8, scale), px(4, scale), h - px(16, scale)),
                         border_radius=px(2, scale))
        y = pad
        for line in lines:
            theme.draw_text(surf, line, "text", size, Palette.ivory, (pad + px(8, scale), y))
            y += step
        if len(self._cache) > 32:
            self._cache.clear()
        self._cache[key] = surf
        return surf

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        if not self.items:
            return
        # from the top edge down: the foot of the screen holds the tables' own status lines
        sw, sh = surface.get_size()
        width = min(px(720, scale), sw - px(40, scale))
        y = px(18, scale)
        for item in reversed(self.items):
            surf = self._surface(item, width, scale)
            rect = surf.get_rect(midtop=(sw // 2, y))
            a = item.alpha
            rect.y -= int((1.0 - a) * px(12, scale))
            if a < 1.0:
                surf.set_alpha(int(255 * a))
            surface.blit(surf, rect)
            surf.set_alpha(None)
            y = rect.bottom + px(10, scale)
