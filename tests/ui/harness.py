"""A small harness for driving the real App headless: make one, post synthetic input, step frames.

Events go through pygame's queue and the App's own dispatch, so pygame_gui sees real clicks.
"""
from __future__ import annotations

import random

import pygame

from game.ui.app import App, AppOptions
from game.ui.start import start_scenes


class StubAI:
    """Stands in for the AI worker process in screen tests. It records every request as
    (state, seat) and answers: "first" with the first legal move, "random" with a seeded random legal
    move, or "held" only with what a test puts in `.answer` (a worker answer tuple)."""

    def __init__(self, answers: str = "first", seed: int = 0):
        if answers not in ("first", "random", "held"):
            raise ValueError(answers)
        self.answers = answers
        self.rng = random.Random(seed)
        self.requests = []
        self.answer = None
        self.hint_requests = []
        self.hint_answer = None
        self.odds_requests = []
        self.odds_answer = None
        self.chance = 0.62

    def start(self):
        pass

    def request(self, game_id, level, seed, state, seat):
        self.requests.append((state, seat))
        if self.answers != "held":
            legal = state.legal_actions(seat)
            action = legal[0] if self.answers == "first" else self.rng.choice(legal)
            self.answer = (len(self.requests), state.action_to_str(action), None, 0.0)
        return len(self.requests)

    def poll(self):
        answer, self.answer = self.answer, None
        return answer

    def cancel(self):
        self.answer = None

    # hints and chances: the first legal move at an even chance, at once (or held like moves)
    def request_hint(self, game_id, seed, state, seat):
        self.hint_requests.append((state, seat))
        ticket = 1000 + len(self.hint_requests)
        if self.answers != "held":
            action = state.legal_actions(seat)[0]
            self.hint_answer = (ticket, state.action_to_str(action), None, 0.0,
                                {"chance": self.chance, "source": "playouts", "playouts": 10})
        return ticket

    def poll_hint(self):
        answer, self.hint_answer = self.hint_answer, None
        return answer

    def cancel_hint(self):
        self.hint_answer = None

    def request_odds(self, game_id, seed, state, seat):
        self.odds_requests.append((state, seat))
        ticket = 5000 + len(self.odds_requests)
        self.odds_answer = (ticket, None, None, 0.0, {"chance": self.chance, "source": "playouts", "playouts": 10})
        return ticket

    def poll_odds(self):
        answer, self.odds_answer = self.odds_answer, None
        return answer

    def cancel_odds(self):
        self.odds_answer = None

    def close(self):
        pass

    @property
    def busy(self):
        return self.answer is not None

    @property
    def hint_busy(self):
        return self.hint_answer is not None


def make_app(size=(1280, 720), start: bool = True, fake_ai: bool = True, **options) -> App:
    app = App(AppOptions(size=size, **options))
    if fake_ai:
        app._ai = StubAI()
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


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    """Run the top scene `n` frames of `dt` seconds each, drawing each (no event pump, no clock)."""
    for _ in range(n):
        app.top.update(dt)
        app._draw()


def click_scene(scene, point, button: int = 1) -> None:
    """Hover, press and release at `point`, straight into `scene.handle_event`."""
    pos = (int(point[0]), int(point[1]))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def show_table(app: App, table):
    """Push a freshly made table and draw it once, as the shell does."""
    app.push(table)
    table.draw(app.screen)
    return table
