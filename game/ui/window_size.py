"""How big the window opens: the size asked for (--size, or the size the settings remember), kept within
what the layouts need and what the desktop holds."""
from __future__ import annotations

import logging

import pygame

from game.ui.settings import MIN_WINDOW

log = logging.getLogger(__name__)

MIN_SIZE = MIN_WINDOW
MAX_ASKED_SIZE = (7680, 4320)  # the largest window --size may ask for (a screenshot's canvas)


def opening_size(asked, remembered) -> tuple[int, int]:
    """The window's size at start: `asked` (--size, None when not asked) up to MAX_ASKED_SIZE, else the
    `remembered` one up to the desktop's size."""
    return fit_window(asked, MAX_ASKED_SIZE) if asked else fit_window(remembered, desktop_size())


def desktop_size() -> tuple[int, int]:
    """The size of the desktop the window opens on (the first display), or MAX_ASKED_SIZE when the
    display cannot tell."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error as exc:
        log.info("desktop size unknown: %s", exc)
        sizes = []
    return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else MAX_ASKED_SIZE


def fit_window(size, largest) -> tuple[int, int]:
    """`size` in whole pixels within MIN_SIZE..`largest` (a window larger than the desktop would hang the
    app while it is made, and one smaller than MIN_SIZE would crowd every layout)."""
    return tuple(int(max(lo, min(hi, int(v)))) for v, lo, hi in zip(size, MIN_SIZE, (max(largest[0], MIN_SIZE[0]),
                                                                                     max(largest[1], MIN_SIZE[1]))))

