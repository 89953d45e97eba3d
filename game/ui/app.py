"""The application: one pygame-ce main loop driving a stack of scenes, plus the services scenes share
(window, settings, sound, pygame_gui manager, AI worker, toasts, autoplay figures and screenshots).

Scenes never call pygame.display.set_mode or flip themselves; they ask the App, and open each other
through app.open (the router, game.ui.router). The first frame comes first: pygame_gui and the widgets,
the audio device, the window icon and the AI worker process all start straight after it.

The App owns the pieces it runs: the scenes and the switching between them (scene_stack; app.push, pop,
open... are theirs), the widgets' manager (widget_host) and the recovery from a scene's fault, which never
ends the app and never loses a game (fault_rescue; app.recover). The window's opening size comes from
window_size, a --frames run's screenshot and figures are written by run_figures, the log is set up by
log_setup.
"""
from __future__ import annotations

import logging
import time
import warnings
from dataclasses import dataclass, field

import pygame

from game.core.resources import sprites_dir
from game.ui import paint_ahead, router, run_figures, theme
from game.ui.fault_rescue import FaultRescue
from game.ui.scene import Scene
from game.ui.scene_stack import SceneStack
from game.ui.settings import Settings
from game.ui.sound import SoundBoard
from game.ui.startup_clock import seconds_since_launch
from game.ui.toast import Toasts
from game.ui.widget_host import WidgetHost
from game.ui.window_size import MIN_SIZE, opening_size

log = logging.getLogger(__name__)

FPS = 60


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
    replay: str | None = None  # a replay (or save) file to play again
    level: str = "normal"  # the AI level autoplay uses for every seat
    players: int | None = None  # autoplay seats (None: the game's demo count)
    game_options: dict = field(default_factory=dict)  # autoplay game options, e.g. {"mode": "solitaire"}
    fixed_step: bool = False  # each frame advances the clock by exactly 1/FPS s (see App.fixed_step)


class App:
    def __init__(self, options: AppOptions, started_at: float | None = None):
        self.options = options
        self.started_at = started_at if started_at is not None else time.perf_counter()
        self.settings = Settings.load()
        if not pygame.font.get_init():
            theme.reset_caches()  # fonts cached before an earlier pygame.quit() are dead
        pygame.display.init()
        pygame.font.init()
        self.fullscreen = False
        size = opening_size(options.size, self.settings.window_size)
        self.windowed_size = size
        want_full = self.settings.fullscreen and not options.autoplay and not options.size
        self.screen = self._open_window(size, want_full)
        pygame.display.set_caption("Grand Ball")
        self._set_minimum_size()
        pygame.key.set_repeat(380, 45)
        self.sound = SoundBoard(self.settings.effective_volume, start=False)  # started after the first frame
        self.clock = pygame.time.Clock()
        self.scenes = SceneStack(self)
        self.stack: list[Scene] = self.scenes.scenes  # the same list, bottom to top (read often: no property)
        self.widgets = WidgetHost(self)  # the pygame_gui manager, made on first use
        self.rescue = FaultRescue(self)
        self.running = True
        self.frame = 0
        self.frame_ms: list[float] = []
        self.frame_cpu_ms: list[float] = []  # the main thread's CPU time per frame (waits and other processes left out)
        self.first_frame_s: float | None = None  # from our own start-up code
        self.first_frame_since_launch_s: float | None = None  # from the process (or bootloader) launch
        self._ai = None
        self._warm_ai = False  # a table asked for the AI worker before the first frame (see warm_ai)
        self._laid_out_size = self.size
        self.toasts = Toasts()
        self.counters: dict[str, int] = {}  # figures scenes report for --stats (games, moves, ...)
        self.exit_code = 0

    # --- window ------------------------------------------------------------------------------
    def _open_window(self, size, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            self.fullscreen = True
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.fullscreen = False
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def _set_icon(self) -> None:
        icon = sprites_dir() / "icon.png"
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error as exc:
                log.warning("icon not loaded: %s", exc)

    def _set_minimum_size(self) -> None:
        """Below this the layouts would crowd; SDL keeps the window from shrinking further."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error) as exc:
            log.info("cannot set a minimum window size: %s", exc)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        return theme.ui_scale(self.size)

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if on:
            self.windowed_size = self.size
        try:
            self.screen = self._open_window(self.windowed_size, on)
        except pygame.error as exc:
            log.warning("display mode change failed: %s", exc)
            self.screen = self._open_window(self.windowed_size, False)
            self.toast("Fullscreen is not available on this display.")
        self.settings.fullscreen = self.fullscreen
        self.settings.save()
        self._resized()

    def _resized(self) -> None:
        size = self.size
        if not self.fullscreen:
            self.windowed_size = size
            self.settings.window_size = list(size)
        if size == self._laid_out_size and self.widgets.fits(self.scale):
            return
        self._laid_out_size = size
        for scene in self.stack:
            scene.resize(size)
        self.widgets.rebuild()  # for the new size

    # --- shared services -------------------------------------------------------------------
    @property
    def gui(self):
        """The pygame_gui manager (created on first use: importing pygame_gui costs start-up time)."""
        return self.widgets.get()

    def rebuild_gui(self) -> None:
        """The top scene's widgets are out of date (a button came or went): build them again."""
        self.widgets.rebuild()

    def warm_ai(self) -> None:
        """Start the AI worker process ahead of the first AI move: now, or straight after the first
        frame when that is still to come (the worker loads the rules on the other core meanwhile)."""
        if self.first_frame_s is not None:
            self.ai.start()
        else:
            self._warm_ai = True

    @property
    def ai(self):
        """The AI worker process (created on first use)."""
        if self._ai is None:
            from game.ai.worker import AIWorker  # lazy: multiprocessing and the worker load with the first AI

            self._ai = AIWorker()
        return self._ai

    def has_ai(self) -> bool:
        """True once the AI worker has been asked for (`ai` makes it)."""
        return self._ai is not None

    def count(self, name: str, n: int = 1) -> None:
        self.counters[name] = self.counters.get(name, 0) + n

    def toast(self, text: str, kind: str = "info", seconds: float = 3.5) -> None:
        """A short message over every scene that fades by itself (kind: info, error, success)."""
        self.toasts.add(text, kind, seconds)

    def apply_settings(self) -> bool:
        """Push changed settings to the services and remember them; False when they could not be saved."""
        self.sound.set_volume(self.settings.effective_volume)
        return self.settings.save()

    @property
    def fixed_step(self) -> bool:
        """A fixed-step run (--fixed-step): each frame advances the clock by exactly 1/FPS s, at once, and
        whatever the frames would otherwise wait for off the frame (an AI move, pictures painted ahead, a
        listing) is waited for at a set frame, so two runs show the same frames, pixel for pixel."""
        return self.options.fixed_step

    def now(self) -> float:
        """Seconds on the app's clock, for cues that count time while they show (the AI's thinking dots):
        the wall clock, or in a fixed-step run the frames stepped so far (1/FPS s each)."""
        return self.frame / FPS if self.options.fixed_step else time.perf_counter()

    # --- the scene stack (scene_stack.SceneStack) ------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)

    def pop(self) -> Scene | None:
        return self.scenes.pop()

    def replace(self, scene: Scene) -> None:
        self.scenes.replace(scene)

    def pop_to(self, target) -> bool:
        return self.scenes.pop_to(target)

    def open(self, name: str, *args, replace: bool = False, **kwargs) -> Scene | None:
        return self.scenes.open(name, *args, replace=replace, **kwargs)

    def go_to_launcher(self) -> Scene:
        return self.scenes.go_to_launcher()

    def current_game_id(self) -> str | None:
        return self.scenes.current_game_id()

    def quit(self) -> None:
        """Close the app: every scene leaves (tables autosave), settings are written. A scene that fails
        to leave is logged and the others still leave."""
        self.running = False
        self.scenes.leave_every_scene()
        self.settings.save()

    # --- faults (fault_rescue.FaultRescue) --------------------------------------------------------------
    @property
    def faults(self) -> int:
        """Scene faults recovered from this run."""
        return self.rescue.faults

    def recover(self, exc: BaseException, where: str) -> None:
        """A scene failed in `where`: back to the launcher with every table's game saved (FaultRescue)."""
        self.rescue.recover(exc, where)

    # --- the loop --------------------------------------------------------------------------------
    def run(self) -> int:
        """The main loop; the exit code: 0, 1 when repeated faults stopped the app, 3 when a --frames run
        (a demo, a test, the benchmark) had to recover from a fault."""
        try:
            while self.running and self.stack:
                self._frame()
        except BaseException:  # Ctrl+C, or a fault in the loop itself: the games on the tables are kept
            self.rescue.rescue_tables()
            raise
        finally:
            self.shutdown()
        if self.exit_code == 0 and self.faults and self.options.frames:
            return 3
        return self.exit_code

    def _frame(self) -> None:
        """One frame: events, update, drawing. A fault anywhere in it is recovered from (see recover)."""
        faults = self.faults
        try:
            self._frame_steps()
        except Exception as exc:
            self.recover(exc, "update")
        if self.faults == faults:
            self.rescue.good_frame()

    def _frame_steps(self) -> None:
        dt = 1.0 / FPS if self.options.fixed_step else min(self.clock.tick(FPS) / 1000.0, 0.1)
        start, cpu_start = time.perf_counter(), time.thread_time()
        for event in pygame.event.get():
            self._dispatch(event)
            if not self.running:
                return
        top = self.top
        if top is None:
            self.running = False
            return
        if self.frame > 0:
            # the first frame shows the scenes as they were set up, as soon as it can: work that would
            # delay it (a table's first AI request, which starts the worker process) begins with the next
            top.update(dt)
        self.toasts.update(dt)
        self.widgets.update(dt, self.top)
        self._draw()
        pygame.display.flip()
        busy = (time.perf_counter() - start) * 1000.0
        cpu = (time.thread_time() - cpu_start) * 1000.0
        self.frame += 1
        if self.first_frame_s is None:
            self.first_frame_s = time.perf_counter() - self.started_at
            self.first_frame_since_launch_s = seconds_since_launch()
            log.info("first frame after %.3f s of start-up code (%s s after launch)", self.first_frame_s,
                     "?" if self.first_frame_since_launch_s is None else f"{self.first_frame_since_launch_s:.3f}")
            self.widgets.follow_top()  # the widgets held back for a quick first frame
            self._set_icon()
            self.sound.start()
            paint_ahead.start()
            if self._warm_ai:
                self.ai.start()
        else:
            self.frame_ms.append(busy)
            self.frame_cpu_ms.append(cpu)
        if self.options.frames and self.frame >= self.options.frames:
            self.finish_run()

    def _dispatch(self, event: pygame.event.Event) -> None:
        try:
            self._dispatch_event(event)
        except Exception as exc:
            self.recover(exc, "handle_event")

    def _dispatch_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            if surface is not None:
                self.screen = surface
            self._resized()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return
            if event.key == pygame.K_F1:
                if router.is_open(self.top, router.RulesHelpScene):
                    self.pop()
                elif self.current_game_id():
                    self.open("help")
                return
        if self.widgets.takes(event, self.top):
            return  # a click on a widget, or a key typed into a name field
        top = self.top
        if top is not None and not top.shell_event(event):
            top.handle_event(event)

    def _draw(self) -> None:
        try:
            self._draw_scenes()
        except Exception as exc:
            self.recover(exc, "draw")

    def _draw_scenes(self) -> None:
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].is_overlay:
            first -= 1
        for scene in self.stack[first:]:
            scene.draw(self.screen)
            scene.draw_shell(self.screen)
        self.widgets.draw(self.screen, self.top)
        if self.stack:
            self.top.draw_over_widgets(self.screen)
        self.toasts.draw(self.screen, self.scale)

    def finish_run(self) -> None:
        """End of an autoplay/--frames run: screenshot, figures (run_figures), then close."""
        try:
            run_figures.save(self)
        except (OSError, pygame.error) as exc:
            log.error("the run's screenshot or figures could not be written: %s", exc)
            self.exit_code = self.exit_code or 2
        self.quit()

    def shutdown(self) -> None:
        if self._ai is not None:
            self._ai.close()
            self._ai = None
        self.widgets.forget()
        pygame.quit()

