"""The pygame_gui manager the scenes' widgets live in, and which scene holds it: only the top scene's
widgets exist, and only they are updated, handed events and drawn. A scene switch hands the manager to the
new top (follow_top), which builds its widgets afresh.

The manager is made on first use: importing pygame_gui costs a tenth of a second, so the first frame shows
without it and the top scene's widgets are built straight after that frame (the App calls follow_top).
"""
from __future__ import annotations

import pygame

PASS_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB)  # reach the scene while typing


class WidgetHost:
    """The App's pygame_gui manager (None until first used) and the scene whose widgets it holds."""

    def __init__(self, app):
        self.app = app  # its size, scale, top scene and first frame
        self.manager = None
        self.owner = None  # the scene whose widgets the manager holds

    def get(self):
        """The manager, made (or made again for a new scale) if need be, at the window's size."""
        app = self.app
        if self.manager is None or self.manager.scale != app.scale:
            from game.ui.gui_theme import make_manager  # lazy: pygame_gui loads after the first frame

            self.manager = make_manager(app.size)
            self.owner = None
        elif self.manager.window_resolution != app.size:
            self.manager.set_window_resolution(app.size)
        return self.manager

    def fits(self, scale: float) -> bool:
        """True when a manager exists at this scale (a resize to the size laid out needs nothing new)."""
        return self.manager is not None and self.manager.scale == scale

    def follow_top(self) -> None:
        """Give the manager to the top scene: clear old widgets, let the top build its own."""
        app = self.app
        top = app.top
        if top is self.owner and (self.manager is None or self.manager.scale == app.scale):
            return
        if self.manager is not None:
            self.manager.clear_and_reset()
        self.owner = top
        if top is not None and top.uses_gui():
            if self.manager is None and app.first_frame_s is None:
                # show the first frame without pygame_gui; the widgets are built straight after it
                self.owner = None
                return
            manager = self.get()  # may make the manager again for a new scale
            self.owner = top
            top.build_gui(manager)

    def rebuild(self) -> None:
        """The top scene's widgets are out of date (a button came or went, a new size): build them again."""
        self.owner = None
        self.follow_top()

    def forget(self) -> None:
        """A fault inside a widget may have left the manager half-way: a new one is made when next needed."""
        self.manager = None
        self.owner = None

    def update(self, dt: float, top) -> None:
        if self.manager is not None and self.owner is not None and self.owner is top:
            self.manager.update(dt)

    def takes(self, event: pygame.event.Event, top) -> bool:
        """Hand `event` to the top scene's widgets; True when it is theirs alone (a click on a widget is
        not also a click on the scene below it; keys typed into a name field are not shortcuts)."""
        if self.manager is None or self.owner is not top or top is None:
            return False
        if self.manager.process_events(event) and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            return True
        return event.type == pygame.KEYDOWN and event.key not in PASS_KEYS and self._typing()

    def _typing(self) -> bool:
        """True while a text field has the keyboard (Esc, Enter and Tab still reach the scene)."""
        focused = self.manager.get_focus_set() if self.manager is not None else None
        if not focused:
            return False
        from pygame_gui.elements import UITextEntryLine  # lazy: only once a scene has widgets

        return any(isinstance(el, UITextEntryLine) for el in focused)

    def draw(self, surface: pygame.Surface, top) -> None:
        if self.manager is not None and self.owner is top:
            self.manager.draw_ui(surface)
