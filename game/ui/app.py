"""The application: one pygame-ce main loop driving a stack of scenes, plus the services scenes share
(window, settings, sound, pygame_gui manager, AI worker, toasts, autoplay figures and screenshots).

Scenes never call pygame.display.set_mode or flip themselves; they ask the App, and open each other
through app.open (the router, game.ui.router). The first frame comes first: pygame_gui and the widgets,
the audio device, the window icon and the AI worker process all start straight after it.

A fault in a scene (an exception in its input, update or drawing) never ends the app and never loses a
game: the App logs it with its traceback, saves the match of every table on the stack as its log stands,
says so in one sentence and goes back to the launcher, whose Resume offers the game (see recover). Only
faults that keep coming (the launcher itself failing again and again) end the run, cleanly, naming the log.
GRAND_BALL_RAISE_FAULTS=1 raises a fault where it happens instead (for a developer chasing it).
"""
from __future__ import annotations

import json
import logging
import os
import sys
import time
import warnings
from dataclasses import dataclass, field
from logging.handlers import RotatingFileHandler
from pathlib import Path

import pygame

from game.core.paths import log_dir
from game.core.resources import sprites_dir
from game.core.stats import percentile
from game.ui import paint_ahead, router, theme
from game.ui.kits import GameModuleError
from game.ui.scene import Scene
from game.ui.settings import MIN_WINDOW, Settings
from game.ui.sound import SoundBoard
from game.ui.startup_clock import seconds_since_launch
from game.ui.toast import Toasts

log = logging.getLogger(__name__)

FPS = 60
MIN_SIZE = MIN_WINDOW
MAX_ASKED_SIZE = (7680, 4320)  # the largest window --size may ask for (a screenshot's canvas)
FAULTS_IN_A_ROW = 3  # faults with no good frame between them before the App gives up
LAUNCHER_FAULTS = 3  # faults of the launcher itself within LAUNCHER_FAULT_FRAMES frames: give up
LAUNCHER_FAULT_FRAMES = 600
PASS_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB)


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
        size = fit_window(options.size, MAX_ASKED_SIZE) if options.size else \
            fit_window(self.settings.window_size, desktop_size())
        self.windowed_size = size
        want_full = self.settings.fullscreen and not options.autoplay and not options.size
        self.screen = self._open_window(size, want_full)
        pygame.display.set_caption("Grand Ball")
        self._set_minimum_size()
        pygame.key.set_repeat(380, 45)
        self.sound = SoundBoard(self.settings.effective_volume, start=False)  # started after the first frame
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self.running = True
        self.frame = 0
        self.frame_ms: list[float] = []
        self.frame_cpu_ms: list[float] = []  # the main thread's CPU time per frame (waits and other processes left out)
        self.first_frame_s: float | None = None  # from our own start-up code
        self.first_frame_since_launch_s: float | None = None  # from the process (or bootloader) launch
        self._gui = None
        self._gui_owner: Scene | None = None  # the scene whose widgets the manager holds
        self._ai = None
        self._warm_ai = False  # a table asked for the AI worker before the first frame (see warm_ai)
        self._laid_out_size = self.size
        self.toasts = Toasts()
        self.counters: dict[str, int] = {}  # figures scenes report for --stats (games, moves, ...)
        self.faults = 0  # scene faults recovered from this run
        self.exit_code = 0
        self._faults_in_a_row = 0
        self._launcher_fault_frames: list[int] = []

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
        if size == self._laid_out_size and self._gui is not None and self._gui.scale == self.scale:
            return
        self._laid_out_size = size
        for scene in self.stack:
            scene.resize(size)
        if self._gui is not None:
            self._gui_owner = None  # widgets are rebuilt for the new size
        self._show_top()

    # --- shared services -------------------------------------------------------------------
    @property
    def gui(self):
        """The pygame_gui manager (created on first use: importing pygame_gui costs start-up time)."""
        if self._gui is None or self._gui.scale != self.scale:
            from game.ui.gui_theme import make_manager  # lazy: pygame_gui loads after the first frame

            self._gui = make_manager(self.size)
            self._gui_owner = None
        elif self._gui.window_resolution != self.size:
            self._gui.set_window_resolution(self.size)
        return self._gui

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
        self._show_top()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        self._show_top()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.resize(self.size)
        scene.enter()
        self._show_top()

    def pop_to(self, target) -> bool:
        """Pop scenes until `target` (a scene, or a scene class) is on top. False, popping nothing, if it
        is not on the stack."""
        def hit(scene) -> bool:
            return scene is target if isinstance(target, Scene) else isinstance(scene, target)

        if not any(hit(s) for s in self.stack):
            return False
        while not hit(self.stack[-1]):
            self.stack.pop().leave()
        self.stack[-1].resume()
        self._show_top()
        return True

    def open(self, name: str, *args, replace: bool = False, **kwargs) -> Scene | None:
        """Open the scene `name` of game.ui.router.SCENES with these arguments, on top of the stack (or
        in place of the top scene: `replace`), and return it. A scene that cannot be opened (a game's
        table that does not load, a demonstration the rules refuse) is a toast saying why, and None.

        "launcher" goes back to the launcher on the stack, or (after --autoplay/--open) puts one under
        everything; "help" over the rules already on top opens nothing (F1 again closes them)."""
        if name == "launcher":
            return self.go_to_launcher()
        if name == "help" and router.is_open(self.top, router.RulesHelpScene):
            return None
        try:
            scene = router.build(self, name, *args, **kwargs)
        except (router.CannotOpen, GameModuleError) as exc:  # logged where it arose, with its traceback
            self.toast(str(exc), "error", 6.0)
            return None
        (self.replace if replace else self.push)(scene)
        return scene

    def go_to_launcher(self) -> Scene:
        """Back to the launcher: pop to it, or (after --autoplay/--open) put one under everything."""
        if router.LauncherScene.loaded() and self.pop_to(router.LauncherScene.cls):
            return self.top
        while self.stack:
            self.stack.pop().leave()
        self.push(router.LauncherScene(self))
        return self.top

    def quit(self) -> None:
        """Close the app: every scene leaves (tables autosave), settings are written. A scene that fails
        to leave is logged and the others still leave."""
        self.running = False
        self._leave_every_scene("")
        self.settings.save()

    def _leave_every_scene(self, why: str) -> None:
        """Pop every scene, each leaving (tables autosave); one that fails to leave is logged and the
        others still leave. `why` is said in the log line ("after a fault")."""
        while self.stack:
            scene = self.stack.pop()
            try:
                scene.leave()
            except Exception:
                log.exception("%s failed while leaving%s", type(scene).__name__, why)

    def _show_top(self) -> None:
        """Give the pygame_gui manager to the top scene: clear old widgets, let the top build its own."""
        top = self.top
        if top is self._gui_owner and (self._gui is None or self._gui.scale == self.scale):
            return
        if self._gui is not None:
            self._gui.clear_and_reset()
        self._gui_owner = top
        if top is not None and top.uses_gui():
            if self._gui is None and self.first_frame_s is None:
                # importing pygame_gui costs a tenth of a second: show the first frame without it, and
                # build the widgets straight after it (see _frame)
                self._gui_owner = None
                return
            manager = self.gui  # may rebuild the manager for a new scale
            self._gui_owner = top
            top.build_gui(manager)

    def rebuild_gui(self) -> None:
        """The top scene's widgets are out of date (a button came or went): build them again."""
        self._gui_owner = None
        self._show_top()

    def current_game_id(self) -> str | None:
        for scene in reversed(self.stack):
            gid = scene.current_game_id()
            if gid:
                return gid
        return None

    # --- the loop --------------------------------------------------------------------------------
    def run(self) -> int:
        """The main loop; the exit code: 0, 1 when repeated faults stopped the app, 3 when a --frames run
        (a demo, a test, the benchmark) had to recover from a fault."""
        try:
            while self.running and self.stack:
                self._frame()
        except BaseException:  # Ctrl+C, or a fault in the loop itself: the games on the tables are kept
            self.rescue_tables()
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
            self._faults_in_a_row = 0

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
        if self._gui is not None and self._gui_owner is not None and self._gui_owner is self.top:
            self._gui.update(dt)
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
            self._show_top()  # the widgets held back for a quick first frame
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
        if self._gui is not None and self._gui_owner is self.top and self.top is not None:
            if self._gui.process_events(event) and event.type in (
                    pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
                return  # a click on a widget is not also a click on the table below it
            if event.type == pygame.KEYDOWN and event.key not in PASS_KEYS and self._typing():
                return  # keys typed into a name field are not shortcuts
        top = self.top
        if top is not None and not top.shell_event(event):
            top.handle_event(event)

    def _typing(self) -> bool:
        """True while a text field has the keyboard (Esc, Enter and Tab still reach the scene)."""
        focused = self._gui.get_focus_set() if self._gui is not None else None
        if not focused:
            return False
        from pygame_gui.elements import UITextEntryLine  # lazy: only once a scene has widgets

        return any(isinstance(el, UITextEntryLine) for el in focused)

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
        if self._gui is not None and self._gui_owner is self.top:
            self._gui.draw_ui(self.screen)
        if self.stack:
            self.top.draw_over_widgets(self.screen)
        self.toasts.draw(self.screen, self.scale)

    def finish_run(self) -> None:
        """End of an autoplay/--frames run: screenshot, figures, then close."""
        try:
            if self.options.screenshot:
                path = Path(self.options.screenshot)
                path.parent.mkdir(parents=True, exist_ok=True)
                pygame.image.save(self.screen, str(path))
                log.info("screenshot saved to %s", path)
            if self.options.stats:
                self.write_stats(self.options.stats)
        except (OSError, pygame.error) as exc:
            log.error("the run's screenshot or figures could not be written: %s", exc)
            self.exit_code = self.exit_code or 2
        self.quit()

    # --- faults -----------------------------------------------------------------------------------
    def recover(self, exc: BaseException, where: str) -> None:
        """A scene failed (in `where`: handle_event, update, draw): log it with its traceback, save the
        match of every table on the stack, go back to the launcher and say so in one sentence. Gives up
        (exit code 1, the log named) when faults keep coming: FAULTS_IN_A_ROW with no good frame between,
        or the launcher itself failing LAUNCHER_FAULTS times in LAUNCHER_FAULT_FRAMES frames."""
        self.faults += 1
        self._faults_in_a_row += 1
        scene = self.top
        log.error("%s failed in %s (fault %d of this run)", type(scene).__name__, where, self.faults, exc_info=exc)
        if os.environ.get("GRAND_BALL_RAISE_FAULTS"):
            raise exc  # a developer chasing a fault wants it raised where it happened, not recovered from
        if router.is_open(scene, router.LauncherScene) or scene is None:
            self._launcher_fault_frames = [f for f in self._launcher_fault_frames
                                           if self.frame - f < LAUNCHER_FAULT_FRAMES] + [self.frame]
        try:
            saved = self.rescue_tables()
            if self._faults_in_a_row >= FAULTS_IN_A_ROW or len(self._launcher_fault_frames) >= LAUNCHER_FAULTS:
                self.give_up()
                return
            self._drop_every_scene()
            self.push(router.LauncherScene(self))
        except Exception:
            log.exception("recovering from the fault failed")
            self.give_up()
            return
        if saved:
            title = saved[-1].game.info.title
            self.toast(f"Something went wrong in {title}, so you are back here: your game is saved and Resume "
                       "brings it back.", "error", 12.0)
        else:
            self.toast("Something went wrong on that screen (the details are in the log), so you are back "
                       "at the launcher.", "error", 10.0)

    def rescue_tables(self) -> list:
        """Save the match of every table on the stack as its log stands (a held move that was never
        played stays out; a half-made move cannot be in: the log only holds whole moves). Returns the
        matches saved. Never raises."""
        saved = []
        for scene in list(self.stack):
            try:
                if scene.rescue():
                    saved.append(scene.match)
            except Exception:
                log.exception("the match at %s could not be saved", type(scene).__name__)
        return saved

    def _drop_every_scene(self) -> None:
        """Take every scene off the stack after a fault: each leaves (a failure there is logged), the AI's
        pending work is forgotten and the widgets start afresh."""
        self._leave_every_scene(" after a fault")
        if self._ai is not None:
            for forget in (self._ai.cancel, self._ai.cancel_hint, self._ai.cancel_odds):
                try:
                    forget()
                except Exception:
                    log.exception("the AI's pending work could not be forgotten")
        self._gui = None  # a fault inside a widget may have left the manager half-way: a new one is made
        self._gui_owner = None

    def give_up(self) -> None:
        """Faults keep coming: stop cleanly (the tables are saved), say where the details are."""
        self.running = False
        self.exit_code = 1
        where = log_file() or _log_folder()
        log.critical("Grand Ball stopped after repeated errors; the details are in %s", where)
        if sys.stderr is not None:
            print(f"Grand Ball stopped after repeated errors; the details are in {where}", file=sys.stderr)
        while self.stack:
            scene = self.stack.pop()
            try:
                scene.leave()
            except Exception:
                log.exception("%s failed while leaving", type(scene).__name__)

    def stats(self) -> dict:
        ms = self.frame_ms
        match = next((m for m in (getattr(sc, "match", None) for sc in reversed(self.stack)) if m is not None), None)
        return {
            "frames": self.frame,
            "p50_ms": round(percentile(ms, 0.50), 3),
            "p95_ms": round(percentile(ms, 0.95), 3),
            "p99_ms": round(percentile(ms, 0.99), 3),
            "max_ms": round(max(ms), 3) if ms else 0.0,
            "cpu_p95_ms": round(percentile(self.frame_cpu_ms, 0.95), 3),
            "cpu_p99_ms": round(percentile(self.frame_cpu_ms, 0.99), 3),
            "cpu_max_ms": round(max(self.frame_cpu_ms), 3) if self.frame_cpu_ms else 0.0,
            "first_frame_s": round(self.first_frame_s or 0.0, 3),
            "first_frame_since_launch_s": (None if self.first_frame_since_launch_s is None
                                           else round(self.first_frame_since_launch_s, 3)),
            "size": list(self.size),
            "autoplay": self.options.autoplay,
            "seed": self.options.seed,
            "players": match.players if match is not None else self.options.players,
            "options": dict(match.options) if match is not None else dict(self.options.game_options),
            "faults": self.faults,
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
        self._gui = None
        pygame.quit()


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


def log_file() -> str | None:
    """The log file the app writes (None when it writes none)."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.FileHandler):
            return handler.baseFilename
    return None


def _log_folder() -> str:
    """Where the log would be (for a message when no log file is open)."""
    return str(log_dir())


def configure_logging() -> Path | None:
    """Log to a file in the user log folder (a windowed executable has no console) and to stderr."""
    handlers: list[logging.Handler] = []
    path = None
    problem = None
    try:
        path = log_dir() / "grand-ball.log"
        handlers.append(RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8"))
    except OSError as exc:  # no log file: the log goes to stderr only, and says why once it is set up
        problem, path = exc, None
    if sys.stderr is not None and not getattr(sys, "frozen", False):
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        handlers.append(stream)
    logging.basicConfig(level=logging.INFO, handlers=handlers,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
    if problem is not None:
        log.warning("no log file this session: %s", problem)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return path
