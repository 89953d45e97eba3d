"""The scene life cycle (after Tuxemon): scenes sit on a stack; only the top one gets input.

Rule: draw() never changes game state; update(dt) advances time-based animations (dt in seconds).
"""
from __future__ import annotations

import pygame


class Scene:
    """Base class. `app` is the running App; override what you need."""

    #: an overlay (pause menu, curtain, dialog) lets the scene below draw first
    is_overlay = False

    def __init__(self, app):
        self.app = app

    # --- life cycle (called by the App) ------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack (or replaced the top). Build widgets here."""

    def leave(self) -> None:
        """Popped off the stack. Kill widgets, stop workers here."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout from `size`."""

    # --- each frame ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # --- for autoplay/tests --------------------------------------------------------------
    def autoplay_finished(self) -> bool:
        """True when an autoplaying scene has nothing more to show (its game ended)."""
        return False
