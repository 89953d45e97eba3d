"""The pause menu laid over a table (Esc): Resume, Rules, Restart, Settings, Save and quit.

An overlay: the table stays visible, dimmed, underneath. It never changes the match itself; it asks
the table (restart, autosave) and the App's router (app.open).
"""
from __future__ import annotations

import pygame

from game.ui import ornaments, theme
from game.ui.scene import Scene
from game.ui.theme import Palette, px, text_px


class PauseScene(Scene):
    is_overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.scale = 1.0
        self.menu = None
        self.confirm_restart = False
        self.status = ""

    def current_game_id(self) -> str | None:
        return self.table.match.game_id

    def resize(self, size) -> None:
        w, h = size
        s = self.scale = theme.ui_scale(size)
        from game.ui.gui_theme import widget_height  # lazy: pygame_gui loads after the first frame

        rows = len(self._items())
        pw = px(420, s)
        ph = px(136, s) + rows * (widget_height(s, "menu") + px(12, s)) + px(34, s)
        self.panel = pygame.Rect(0, 0, pw, min(ph, h - px(20, s)))
        self.panel.center = (w // 2, h // 2)

    def _items(self):
        demo = self.table.demo
        return [
            ("Resume", self.app.pop),
            ("Rules", lambda: self.app.open("help", self.table.match.game_id)),
            ("Press again to restart" if self.confirm_restart else "Restart", self.restart),
            ("Settings", self.open_settings),
            ("Leave the demo" if demo else "Save and quit", self.save_and_quit),
        ]

    def build_gui(self, manager) -> None:
        from game.ui.gui_theme import widget_height  # lazy: pygame_gui loads after the first frame
        from game.ui.widgets import ButtonMenu, button

        s = self.scale
        bh = widget_height(s, "menu")
        gap = px(12, s)
        items = self._items()
        top = self.panel.y + px(136, s)
        bw = self.panel.width - px(80, s)
        focus = self.menu.focus if self.menu is not None else 0
        self.menu = ButtonMenu(self.app, focus=focus)
        for i, (text, action) in enumerate(items):
            rect = pygame.Rect(self.panel.centerx - bw // 2, top + i * (bh + gap), bw, bh)
            self.menu.add(button(manager, rect, text, object_id="#primary" if i == 0 else "#menu"), action)
        self.menu.sync()

    # --- actions ------------------------------------------------------------------------------------------
    def restart(self) -> None:
        if not self.confirm_restart and self.table.match.log and not self.table.demo:
            self.confirm_restart = True  # a second press confirms: this game's moves will be lost
            self.app.rebuild_gui()
            return
        self.table.restart()
        self.app.pop_to(self.table)  # a curtain raised for the old game goes too
        self.app.toast("A fresh game: the same seats and options.")

    def open_settings(self) -> None:
        self.app.open("settings")

    def save_and_quit(self) -> None:
        # leaving the table autosaves it (TableScene.leave), so Resume on the launcher brings it back
        self.app.open("launcher")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if self.menu is not None:
            return self.menu.handle_event(event)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        surface.blit(ornaments.dim_layer(surface.get_size(), 170), (0, 0))
        theme.draw_panel(surface, self.panel, s, alpha=235)
        ornaments.draw_title(surface, "Intermission", (self.panel.centerx, self.panel.y + px(44, s)), px(38, s))
        fl = ornaments.flourish(px(240, s), round(s, 3))
        surface.blit(fl, fl.get_rect(center=(self.panel.centerx, self.panel.y + px(76, s))))
        info = self.table.match.game.info
        sub = f"{info.title} · {len(self.table.match.log)} moves played"
        if self.table.demo:
            sub = f"{info.title} · demonstration"
        theme.draw_text(surface, sub, "text", text_px(15, s), Palette.text_muted,
                        (self.panel.centerx, self.panel.y + px(106, s)), anchor="center")
        if self.confirm_restart:
            theme.draw_text(surface, "Restarting ends this game without saving it.", "text", text_px(14, s),
                            Palette.gold_light, (self.panel.centerx, self.panel.bottom + px(10, s)),
                            anchor="midtop")
