"""A card table's still picture (the room, the felt, the panel and, between moves, the resting cards: what
only changes when the position shown does), painted once and copied onto the window each frame after.

While pictures follow each other quickly (a replay dragged along or jumped about: the one before lasted
fewer than QUICK frames), a new one is painted straight onto the window and kept (painted again into a
window-sized picture of its own) only when the next frame shows it again: keeping each would cost one
window-sized copy more per jump. In play, where a picture lasts many frames, a new one is painted into its
own picture at once and copied (painting it twice on the next frame cost a live frame 5-7 ms at 1080p)."""
from __future__ import annotations

from typing import Callable

import pygame

QUICK = 4  # a picture shown for fewer frames than this before the next: pictures are being scrubbed through


class StillPicture:
    """One table's still picture. `show(surface, key, paint)` puts the picture `key` names onto the window
    (`paint(surface)` must cover the whole surface with opaque pixels)."""

    def __init__(self) -> None:
        self._pic: pygame.Surface | None = None
        self._key = None  # what the last picture shown shows
        self._kept_key = None  # what self._pic shows
        self._shows = QUICK  # frames the picture `_key` names has been shown (a table's first: kept at once)

    def forget(self) -> None:
        """Everything is painted afresh next frame (a palette changed, the window was resized)."""
        self._key = self._kept_key = None
        self._shows = QUICK  # painted afresh the usual way: into its own picture, then copied

    def show(self, surface: pygame.Surface, key, paint: Callable[[pygame.Surface], None]) -> None:
        if key != self._key:
            quick, self._key, self._shows = self._shows < QUICK, key, 1
            if quick:
                paint(surface)
                return
        else:
            self._shows += 1
        size = surface.get_size()
        if self._pic is None or self._kept_key != key or self._pic.get_size() != size:
            if self._pic is None or self._pic.get_size() != size:
                # the screen's own format: its copy each frame is plain
                self._pic = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
            paint(self._pic)
            self._kept_key = key
        surface.blit(self._pic, (0, 0))
