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
    """One table's still picture. `show(surface, key, paint, changed)` puts the picture `key` names onto the
    window (`paint(surface)` must cover the whole surface with opaque pixels, the same ones whatever the
    surface's clip). `changed(old_key, new_key)`, when given, says where the two pictures differ (a list of
    window rectangles; None: anywhere): the kept picture is then painted again only within them, clipped (a
    row's new points repaint its badges, a new line the panel, not the window)."""

    def __init__(self) -> None:
        self._pic: pygame.Surface | None = None
        self._key = None  # what the last picture shown shows
        self._kept_key = None  # what self._pic shows
        self._shows = QUICK  # frames the picture `_key` names has been shown (a table's first: kept at once)
        self.partial = 0  # pictures painted again only in part (`changed`): a count of work, for tests

    def forget(self) -> None:
        """Everything is painted afresh next frame (a palette changed, the window was resized)."""
        self._key = self._kept_key = None
        self._shows = QUICK  # painted afresh the usual way: into its own picture, then copied

    def show(self, surface: pygame.Surface, key, paint: Callable[[pygame.Surface], None],
             changed: Callable[[object, object], list | None] | None = None) -> None:
        if key != self._key:
            quick, self._key, self._shows = self._shows < QUICK, key, 1
            if quick:
                paint(surface)
                return
        else:
            self._shows += 1
        size = surface.get_size()
        if self._pic is None or self._kept_key != key or self._pic.get_size() != size:
            rects = None
            if self._pic is None or self._pic.get_size() != size:
                # the screen's own format: its copy each frame is plain
                self._pic = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
            elif changed is not None and self._kept_key is not None:
                rects = changed(self._kept_key, key)
            if rects is None:
                paint(self._pic)
            elif rects:
                self.partial += 1
                for rect in passes(rects):
                    self._pic.set_clip(rect)
                    paint(self._pic)
                self._pic.set_clip(None)
            self._kept_key = key
        surface.blit(self._pic, (0, 0))


PASSES_MOST = 2  # a painting pass has a cost of its own whatever its clip: more parts are painted in one


def passes(rects) -> list[pygame.Rect]:
    """The clips `rects` are painted in: those that overlap (or nearly) joined, and all of them in one
    when that leaves more than PASSES_MOST."""
    out: list[pygame.Rect] = []
    for rect in map(pygame.Rect, rects):
        joined = True
        while joined:
            joined = False
            for i, other in enumerate(out):
                both = rect.union(other)
                if both.width * both.height <= 1.25 * (rect.width * rect.height + other.width * other.height):
                    rect = both
                    del out[i]
                    joined = True
                    break
        out.append(rect)
    return out if len(out) <= PASSES_MOST else [out[0].unionall(out[1:])]
