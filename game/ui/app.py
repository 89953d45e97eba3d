"""The application: one pygame-ce main loop driving a stack of scenes, plus the services scenes share
(window, settings, sound, pygame_gui manager, AI worker, autoplay figures and screenshots).

Scenes never call pygame.display.set_mode or flip themselves; they ask the App.
"""
from __future__ import annotations

import json
import logging
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.settings import Settings
from game.ui.sound import SoundBoard

log = logging.getLogger(__name__)

FPS = 60
MIN_SIZE = (800, 450)


@dataclass
class AppOptions:
    """What the command line asked for (see game/__main__.py)."""

    game: str | None = None
    autoplay: str | None = None
    seed: int = 0
    frames: int = 0  # 0 = run until closed
    stats: str | None = None
    screenshot: str | None = None
    size: tuple[int, int] | None = None
    open: str | None = None  # a scene to open first (for screenshots): "settings", "help:trifoil", ...
    level: str = "normal"  # the AI level autoplay uses for every seat


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


class App:
    def __init__(self, options: AppOptions, started_at: float | None = None):
        self.options = options
        self.started_at = started_at if started_at is not None else time.perf_counter()
        self.settings = Settings.load()
        pygame.init()
        self.fullscreen = False
        size = options.size or tuple(self.settings.window_size)
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        self.windowed_size = size
        self.screen = self._open_window(size, self.settings.fullscreen and not options.autoplay)
        pygame.display.set_caption("Grand Ball")
        self._set_icon()
        self.sound = SoundBoard(self.settings.effective_volume)
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self.running = True
        self.frame = 0
        self.frame_ms: list[float] = []
        self.first_frame_s: float | None = None
        self._gui = None
        self._ai = None
        self.counters: dict[str, int] = {}  # figures scenes report for --stats (games, moves, ...)

    # --- window ------------------------------------------------------------------------------
    def _open_window(self, size, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            self.fullscreen = True
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.fullscreen = False
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def _set_icon(self) -> None:
        from game.core.resources import sprites_dir
        icon = sprites_dir() / "icon.png"
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error as exc:
                log.warning("icon not loaded: %s", exc)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        return theme.ui_scale(self.size)

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.screen = self._open_window(self.windowed_size, False)
        else:
            self.windowed_size = self.size
            self.screen = self._open_window(self.windowed_size, True)
        self.settings.fullscreen = self.fullscreen
        self.settings.save()
        self._resized()

    def _resized(self) -> None:
        size = self.size
        if not self.fullscreen:
            self.windowed_size = size
            self.settings.window_size = list(size)
        if self._gui is not None:
            self._gui.set_window_resolution(size)
        for scene in self.stack:
            scene.resize(size)

    # --- shared services -------------------------------------------------------------------
    @property
    def gui(self):
        """The pygame_gui manager (created on first use: importing pygame_gui costs start-up time)."""
        if self._gui is None:
            from game.ui.gui_theme import make_manager
            self._gui = make_manager(self.size)
        return self._gui

    @property
    def ai(self):
        """The AI worker process (created on first use)."""
        if self._ai is None:
            from game.ai.worker import AIWorker
            self._ai = AIWorker()
        return self._ai

    def count(self, name: str, n: int = 1) -> None:
        self.counters[name] = self.counters.get(name, 0) + n

    def apply_settings(self) -> None:
        """Push changed settings to the services (called by the settings scene)."""
        self.sound.set_volume(self.settings.effective_volume)
        self.settings.save()

    # --- the scene stack -----------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.resize(self.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.resize(self.size)
        scene.enter()

    def pop_to(self, scene_type: type) -> None:
        """Pop scenes until one of `scene_type` is on top (or the stack is empty)."""
        while self.stack and not isinstance(self.stack[-1], scene_type):
            scene = self.stack.pop()
            scene.leave()
        if self.stack:
            self.stack[-1].resume()

    def quit(self) -> None:
        """Close the app: every scene leaves (tables autosave), settings are written."""
        while self.stack:
            self.stack.pop().leave()
        self.settings.save()
        self.running = False

    # --- the loop --------------------------------------------------------------------------------
    def run(self) -> int:
        try:
            while self.running and self.stack:
                self._frame()
        finally:
            self.shutdown()
        return 0

    def _frame(self) -> None:
        dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
        start = time.perf_counter()
        for event in pygame.event.get():
            self._dispatch(event)
            if not self.running:
                return
        top = self.top
        if top is None:
            self.running = False
            return
        top.update(dt)
        if self._gui is not None:
            self._gui.update(dt)
        self._draw()
        pygame.display.flip()
        busy = (time.perf_counter() - start) * 1000.0
        self.frame += 1
        if self.first_frame_s is None:
            self.first_frame_s = time.perf_counter() - self.started_at
            log.info("first frame after %.3f s", self.first_frame_s)
        else:
            self.frame_ms.append(busy)
        if self.options.frames and self.frame >= self.options.frames:
            self.finish_run()

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface()
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self._gui is not None and self._gui.process_events(event):
            # pygame_gui consumed it, but its own UI events still reach the scene below
            pass
        top = self.top
        if top is not None:
            top.handle_event(event)

    def _draw(self) -> None:
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].is_overlay:
            first -= 1
        for scene in self.stack[first:]:
            scene.draw(self.screen)
        if self._gui is not None:
            self._gui.draw_ui(self.screen)

    def finish_run(self) -> None:
        """End of an autoplay/--frames run: screenshot, figures, then close."""
        if self.options.screenshot:
            path = Path(self.options.screenshot)
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(path))
            log.info("screenshot saved to %s", path)
        if self.options.stats:
            self.write_stats(self.options.stats)
        self.quit()

    def stats(self) -> dict:
        ms = self.frame_ms
        return {
            "frames": self.frame,
            "p50_ms": round(percentile(ms, 0.50), 3),
            "p95_ms": round(percentile(ms, 0.95), 3),
            "p99_ms": round(percentile(ms, 0.99), 3),
            "max_ms": round(max(ms), 3) if ms else 0.0,
            "first_frame_s": round(self.first_frame_s or 0.0, 3),
            "size": list(self.size),
            "autoplay": self.options.autoplay,
            "seed": self.options.seed,
            **self.counters,
        }

    def write_stats(self, path: str) -> None:
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(self.stats(), indent=1), encoding="utf-8")

    def shutdown(self) -> None:
        if self._ai is not None:
            self._ai.close()
            self._ai = None
        pygame.quit()


def configure_logging() -> Path | None:
    """Log to a file in the user log folder (a windowed executable has no console) and to stderr."""
    from logging.handlers import RotatingFileHandler

    from game.core.paths import log_dir

    handlers: list[logging.Handler] = []
    path = None
    try:
        path = log_dir() / "grand-ball.log"
        handlers.append(RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8"))
    except OSError:
        path = None
    if sys.stderr is not None and not getattr(sys, "frozen", False):
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        handlers.append(stream)
    logging.basicConfig(level=logging.INFO, handlers=handlers,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return path
