"""A card table's still picture (the room, the felt, the panel and, between moves, the resting cards: what
only changes when the position shown does), painted once and copied onto the window each frame after.

A still picture shown for the first time is painted straight onto the window and kept (painted again into
a window-sized picture of its own) only when the next frame shows it again: a replay dragged along shows a
new one every frame, and keeping each would cost one window-sized copy more per jump."""
from __future__ import annotations

from typing import Callable

import pygame


class StillPicture:
    """One table's still picture. `show(surface, key, paint)` puts the picture `key` names onto the window
    (`paint(surface)` must cover the whole surface with opaque pixels)."""

    def __init__(self) -> None:
        self._pic: pygame.Surface | None = None
        self._key = None  # what the last picture shown shows
        self._kept_key = None  # what self._pic shows

    def forget(self) -> None:
        """Everything is painted afresh next frame (a palette changed, the window was resized)."""
        self._key = self._kept_key = None

    def show(self, surface: pygame.Surface, key, paint: Callable[[pygame.Surface], None]) -> None:
        if key != self._key:
            paint(surface)
            self._key = key
            return
        size = surface.get_size()
        if self._pic is None or self._kept_key != key or self._pic.get_size() != size:
            if self._pic is None or self._pic.get_size() != size:
                # the screen's own format: its copy each frame is plain
                self._pic = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
            paint(self._pic)
            self._kept_key = key
        surface.blit(self._pic, (0, 0))
