"""The scene life cycle (after Tuxemon): scenes sit on a stack; only the top one gets input.

Rule: draw() never changes game state; update(dt) advances time-based animations (dt in seconds).
pygame_gui widgets belong to the top scene only: the App clears them whenever the top changes or the
window is resized, then calls build_gui() on the new top, so a scene builds its widgets there.
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
        """Pushed onto the stack (or replaced the top)."""

    def leave(self) -> None:
        """Popped off the stack. Stop workers here (widgets are cleared by the App)."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout from `size`."""

    def build_gui(self, manager) -> None:
        """Create this scene's pygame_gui widgets in `manager` for the current window size.

        Called whenever this scene becomes the top and after every resize, on an emptied manager.
        Scenes that draw everything themselves leave it alone (and the App never imports pygame_gui
        for them)."""

    # --- each frame ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # --- the shell's own controls over a scene (the tables' Hint button and gauge) ----------------
    def shell_event(self, event: pygame.event.Event) -> bool:
        """Offered each event before handle_event (the App calls it): True keeps it from the scene."""
        return False

    def draw_shell(self, surface: pygame.Surface) -> None:
        """Drawn by the App straight after draw(): the shell's controls over what the scene drew."""

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """Drawn by the App after the scene's pygame_gui widgets (top scene only): a note or tooltip that
        must lie over every widget, a dropdown further down included."""

    # --- what F1 (rules help) opens -----------------------------------------------------------
    def current_game_id(self) -> str | None:
        """The game this scene is about (for F1), or None."""
        return None

    # --- after a fault -------------------------------------------------------------------------
    def rescue(self) -> bool:
        """Keep what must not be lost after a fault (the App calls it on every scene before going back
        to the launcher): a table saves its match. True when something was saved. Default: nothing."""
        return False

    # --- for autoplay/tests --------------------------------------------------------------
    def autoplay_finished(self) -> bool:
        """True when an autoplaying scene has nothing more to show (its game ended)."""
        return False

    @classmethod
    def uses_gui(cls) -> bool:
        return cls.build_gui is not Scene.build_gui
