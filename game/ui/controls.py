"""A table's buttons as data: each Control says where a button stands, what it reads, its key hint and
whether it may be pressed now. Tables decide their Controls in update() and keep them for the frame;
the painter draws them and the input controller hit-tests them, so a click always meets the buttons on
screen. Shared by every table that lists its buttons this way (Casino, The Dance)."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Control:
    key: str
    label: str
    hint: str
    rect: pygame.Rect
    enabled: bool = True
    primary: bool = False
    lit: bool = False                 # drawn as under the pointer (a toggle that is on)


def control_named(controls: Iterable[Control], key: str) -> Control | None:
    """The control called `key`, or None when it is not shown this frame."""
    return next((c for c in controls if c.key == key), None)


def control_at(controls: Iterable[Control], pos) -> str | None:
    """The key of the control under `pos` (enabled or not: a dim one still says why it cannot be
    pressed), or None."""
    return next((c.key for c in controls if c.rect.collidepoint(pos)), None)
