"""What the App does when a scene fails (an exception in its input, update or drawing): it never ends the
app and never loses a game. The fault is logged with its traceback, the match of every table on the stack
is saved as its log stands, the player is told in one sentence and is back at the launcher, whose Resume
offers the game. Only faults that keep coming (the launcher itself failing again and again) end the run,
cleanly, naming the log. GRAND_BALL_RAISE_FAULTS=1 raises a fault where it happens instead (for a developer
chasing it).
"""
from __future__ import annotations

import logging
import os
import sys

from game.ui import router
from game.ui.log_setup import log_file, log_folder

log = logging.getLogger(__name__)

FAULTS_IN_A_ROW = 3  # faults with no good frame between them before the App gives up
LAUNCHER_FAULTS = 3  # faults of the launcher itself within LAUNCHER_FAULT_FRAMES frames: give up
LAUNCHER_FAULT_FRAMES = 600


class FaultRescue:
    """The App's recovery from scene faults, and its count of them this run."""

    def __init__(self, app):
        self.app = app  # its scenes, AI worker, widgets, toasts, frame count, `running` and exit code
        self.faults = 0  # scene faults recovered from this run
        self._in_a_row = 0
        self._launcher_fault_frames: list[int] = []

    def good_frame(self) -> None:
        """A frame went by with no fault: the faults in a row start again from none."""
        self._in_a_row = 0

    def recover(self, exc: BaseException, where: str) -> None:
        """A scene failed (in `where`: handle_event, update, draw): log it with its traceback, save the
        match of every table on the stack, go back to the launcher and say so in one sentence. Gives up
        (exit code 1, the log named) when faults keep coming: FAULTS_IN_A_ROW with no good frame between,
        or the launcher itself failing LAUNCHER_FAULTS times in LAUNCHER_FAULT_FRAMES frames."""
        app = self.app
        self.faults += 1
        self._in_a_row += 1
        scene = app.top
        log.error("%s failed in %s (fault %d of this run)", type(scene).__name__, where, self.faults, exc_info=exc)
        if os.environ.get("GRAND_BALL_RAISE_FAULTS"):
            raise exc  # a developer chasing a fault wants it raised where it happened, not recovered from
        if router.is_open(scene, router.LauncherScene) or scene is None:
            self._launcher_fault_frames = [f for f in self._launcher_fault_frames
                                           if app.frame - f < LAUNCHER_FAULT_FRAMES] + [app.frame]
        try:
            saved = self.rescue_tables()
            if self._in_a_row >= FAULTS_IN_A_ROW or len(self._launcher_fault_frames) >= LAUNCHER_FAULTS:
                self.give_up()
                return
            self._drop_every_scene()
            app.push(router.LauncherScene(app))
        except Exception:
            log.exception("recovering from the fault failed")
            self.give_up()
            return
        if saved:
            title = saved[-1].game.info.title
            app.toast(f"Something went wrong in {title}, so you are back here: your game is saved and Resume "
                      "brings it back.", "error", 12.0)
        else:
            app.toast("Something went wrong on that screen (the details are in the log), so you are back "
                      "at the launcher.", "error", 10.0)

    def rescue_tables(self) -> list:
        """Save the match of every table on the stack as its log stands (a held move that was never
        played stays out; a half-made move cannot be in: the log only holds whole moves). Returns the
        matches saved. Never raises."""
        saved = []
        for scene in list(self.app.stack):
            try:
                if scene.rescue():
                    saved.append(scene.match)
            except Exception:
                log.exception("the match at %s could not be saved", type(scene).__name__)
        return saved

    def _drop_every_scene(self) -> None:
        """Take every scene off the stack after a fault: each leaves (a failure there is logged), the AI's
        pending work is forgotten and the widgets start afresh."""
        app = self.app
        app.scenes.leave_every_scene(" after a fault")
        if app.has_ai():
            for forget in (app.ai.cancel, app.ai.cancel_hint, app.ai.cancel_odds):
                try:
                    forget()
                except Exception:
                    log.exception("the AI's pending work could not be forgotten")
        app.widgets.forget()

    def give_up(self) -> None:
        """Faults keep coming: stop cleanly (the tables are saved), say where the details are."""
        app = self.app
        app.running = False
        app.exit_code = 1
        where = log_file() or log_folder()
        log.critical("Grand Ball stopped after repeated errors; the details are in %s", where)
        if sys.stderr is not None:
            print(f"Grand Ball stopped after repeated errors; the details are in {where}", file=sys.stderr)
        app.scenes.leave_every_scene()
