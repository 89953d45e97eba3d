"""A small harness for driving the real App headless: make one, post synthetic input, step frames.

Events go through pygame's queue and the App's own dispatch, so pygame_gui sees real clicks.
"""
from __future__ import annotations

import pygame

from game.ui.app import App, AppOptions
from game.ui.start import start_scenes


class FakeAI:
    """Stands in for the AI worker process: answers each request with the first legal move."""

    def __init__(self):
        self.requests = []
        self._answer = None
        self.pending = None

    def start(self):
        pass

    def request(self, game_id, level, seed, state, seat):
        self.requests.append((game_id, level, seat))
        self._answer = (len(self.requests), state.action_to_str(state.legal_actions(seat)[0]), None, 0.0)
        self.pending = len(self.requests)
        return self.pending

    def poll(self):
        answer, self._answer = self._answer, None
        self.pending = None
        return answer

    def cancel(self):
        self._answer = None
        self.pending = None

    def close(self):
        pass

    @property
    def busy(self):
        return self.pending is not None


def make_app(size=(1280, 720), start: bool = True, fake_ai: bool = True, **options) -> App:
    app = App(AppOptions(size=size, **options))
    if fake_ai:
        app._ai = FakeAI()
    if start:
        start_scenes(app)
    return app


def step(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        if not app.running:
            return
        app._frame()


def key(app: App, k: int, mod: int = 0, unicode: str = "", frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    step(app, frames)


def click(app: App, pos, frames: int = 3) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    step(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    step(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step(app, frames)


def click_widget(app: App, widget, frames: int = 3) -> None:
    click(app, widget.rect.center, frames)


def resize(app: App, size) -> None:
    """What happens when a person drags the window edge: a new surface, then the event."""
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    step(app, 2)
