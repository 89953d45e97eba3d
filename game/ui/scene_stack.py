"""The scenes on the screen, bottom to top, and the switching between them: push, pop, replace, pop back to
one, open one by name (through the router) and go back to the launcher. Each switch tells the scenes
(pause, resume, enter, leave), lays a new scene out at the window's size and hands the widgets to the top
scene (WidgetHost.follow_top). The stack emptied ends the run.
"""
from __future__ import annotations

import logging

from game.ui import router
from game.ui.kits import GameModuleError
from game.ui.scene import Scene

log = logging.getLogger(__name__)


class SceneStack:
    """The App's scenes (`scenes[-1]` is on top) and how one opens, closes or takes another's place."""

    def __init__(self, app):
        self.app = app  # its size, widgets, toasts and `running`
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.resize(self.app.size)
        scene.enter()
        self.app.widgets.follow_top()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        else:
            self.app.running = False
        self.app.widgets.follow_top()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.resize(self.app.size)
        scene.enter()
        self.app.widgets.follow_top()

    def pop_to(self, target) -> bool:
        """Pop scenes until `target` (a scene, or a scene class) is on top. False, popping nothing, if it
        is not on the stack."""
        def hit(scene) -> bool:
            return scene is target if isinstance(target, Scene) else isinstance(scene, target)

        if not any(hit(s) for s in self.scenes):
            return False
        while not hit(self.scenes[-1]):
            self.scenes.pop().leave()
        self.scenes[-1].resume()
        self.app.widgets.follow_top()
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
            scene = router.build(self.app, name, *args, **kwargs)
        except (router.CannotOpen, GameModuleError) as exc:  # logged where it arose, with its traceback
            self.app.toast(str(exc), "error", 6.0)
            return None
        (self.replace if replace else self.push)(scene)
        return scene

    def go_to_launcher(self) -> Scene:
        """Back to the launcher: pop to it, or (after --autoplay/--open) put one under everything."""
        if router.LauncherScene.loaded() and self.pop_to(router.LauncherScene.cls):
            return self.top
        while self.scenes:
            self.scenes.pop().leave()
        self.push(router.LauncherScene(self.app))
        return self.top

    def leave_every_scene(self, why: str = "") -> None:
        """Pop every scene, each leaving (tables autosave); one that fails to leave is logged and the
        others still leave. `why` is said in the log line ("after a fault")."""
        while self.scenes:
            scene = self.scenes.pop()
            try:
                scene.leave()
            except Exception:
                log.exception("%s failed while leaving%s", type(scene).__name__, why)

    def current_game_id(self) -> str | None:
        """The game of the topmost scene that belongs to one (a table, its rules, its results)."""
        for scene in reversed(self.scenes):
            gid = scene.current_game_id()
            if gid:
                return gid
        return None
