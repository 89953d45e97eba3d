"""Small helpers over pygame_gui for our scenes: buttons with keyboard focus (arrows, Tab, Enter) and
segmented choices (Human | AI, Off | Slow | Normal | Fast).

Only imported by scenes that have widgets; never draws anything pygame_gui does not own.
"""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def button(manager, rect: pygame.Rect, text: str, object_id: str | None = None, class_id: str | None = None,
           tool_tip: str | None = None) -> UIButton:
    oid = ObjectID(object_id=object_id, class_id=class_id) if (object_id or class_id) else None
    return UIButton(rect, text, manager, object_id=oid, tool_tip_text=tool_tip)


class ButtonMenu:
    """Buttons that share one focus: hover or the arrow keys move it, Enter/Space or a click activates.

    The focused button is drawn 'selected', so mouse and keyboard players see the same highlight."""

    def __init__(self, app=None, focus: int = 0, horizontal: bool = False):
        self.app = app
        self.items: list[tuple[UIButton, Callable[[], None]]] = []
        self.focus = focus
        self.horizontal = horizontal

    def add(self, widget: UIButton, action: Callable[[], None]) -> UIButton:
        self.items.append((widget, action))
        return widget

    def _enabled(self, i: int) -> bool:
        return self.items[i][0].is_enabled and self.items[i][0].alive()

    def sync(self) -> None:
        if not self.items:
            return
        if not self._enabled(self.focus % len(self.items)):
            self.move(1)
        self.focus %= len(self.items)
        for i, (widget, _) in enumerate(self.items):
            if i == self.focus and widget.is_enabled:
                widget.select()
            elif widget.is_selected:
                widget.unselect()

    def move(self, step: int) -> None:
        n = len(self.items)
        for _ in range(n):
            self.focus = (self.focus + step) % n
            if self._enabled(self.focus):
                break
        self.sync()

    def activate(self, index: int | None = None) -> None:
        index = self.focus if index is None else index
        if not self.items or not self._enabled(index):
            return
        if self.app is not None:
            self.app.sound.play("click", 0.6)
        self.items[index][1]()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for i, (widget, _) in enumerate(self.items):
                if event.ui_element is widget:
                    self.focus = i
                    self.activate(i)
                    return True
            return False
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED:
            for i, (widget, _) in enumerate(self.items):
                if event.ui_element is widget and self._enabled(i):
                    self.focus = i
                    self.sync()
                    return True
            return False
        if event.type == pygame.KEYDOWN and self.items:
            if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
                self.move(-1)
                return True
            nxt = (pygame.K_RIGHT, pygame.K_TAB) if self.horizontal else (pygame.K_DOWN, pygame.K_TAB)
            prv = (pygame.K_LEFT,) if self.horizontal else (pygame.K_UP,)
            if event.key in nxt:
                self.move(1)
                return True
            if event.key in prv:
                self.move(-1)
                return True
            if event.key in ACTIVATE_KEYS:
                self.activate()
                return True
        return False


class Segmented:
    """A row of buttons of which exactly one is chosen (drawn in gold)."""

    def __init__(self, manager, rect: pygame.Rect, labels: list[str], chosen: int,
                 on_change: Callable[[int], None], gap: int = 6):
        self.on_change = on_change
        self.chosen = chosen
        self.buttons: list[UIButton] = []
        n = len(labels)
        w = (rect.width - gap * (n - 1)) / n
        for i, label in enumerate(labels):
            r = pygame.Rect(int(rect.x + i * (w + gap)), rect.y, int(w), rect.height)
            self.buttons.append(button(manager, r, label, class_id="@segment"))
        self._sync()

    def _sync(self) -> None:
        for i, b in enumerate(self.buttons):
            if i == self.chosen:
                b.select()
            else:
                b.unselect()

    def set(self, index: int, notify: bool = True) -> None:
        changed = index != self.chosen
        self.chosen = index
        self._sync()
        if changed and notify:
            self.on_change(index)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.set(self.buttons.index(event.ui_element))
            return True
        if event.type == pygame_gui.UI_BUTTON_ON_UNHOVERED and event.ui_element in self.buttons:
            self._sync()  # keep the chosen one gold after the pointer passes over it
        return False
