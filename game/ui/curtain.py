"""The pass-and-play curtain: "Pass to <name>" over the whole screen, hiding the private view until
that player clicks or presses Space/Enter. A table may offer the player who just moved a last
chance to take it back (Ctrl+Z or Backspace) before the screen is passed on.

Opaque on purpose (not an overlay): nothing of the table below is drawn while it is up.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.ui import ornaments, theme
from game.ui.scene import Scene
from game.ui.theme import Palette, px, text_px

GRACE = 0.35  # seconds the curtain ignores input, so the click that ended a turn does not lift it


class CurtainScene(Scene):
    def __init__(self, app, name: str, on_continue: Callable[[], None] | None = None, table=None,
                 colour=None, note: str = "", undo: tuple | None = None, private: str = "a private hand"):
        super().__init__(app)
        self.undo = undo  # (name of who just moved, callback) or None
        self.name = name
        self.on_continue = on_continue
        self.table = table
        self.colour = colour
        self.note = note
        self.private = private  # what the next view shows that only this person may see
        self.age = 0.0
        self.scale = 1.0

    def current_game_id(self) -> str | None:
        return self.table.match.game_id if self.table is not None else None

    def resize(self, size) -> None:
        self.scale = theme.ui_scale(size)
        self.size = size

    def lift(self) -> None:
        self.app.sound.play("card", 0.6)
        self.app.pop()
        if self.on_continue is not None:
            self.on_continue()

    def take_back(self) -> None:
        """The player who just moved takes it back: the curtain goes, their own view returns."""
        name, callback = self.undo
        self.undo = None
        self.app.pop()
        callback()

    def undo_rect(self) -> pygame.Rect | None:
        if self.undo is None:
            return None
        w, h = self.size
        s = self.scale
        rect = pygame.Rect(0, 0, px(360, s), px(44, s))
        rect.center = (w // 2, int(h * 0.91))
        return rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.table is not None:
            self.table.open_pause()  # the pause menu covers the screen as well: nothing leaks
            return True
        if self.undo is not None:
            ctrl_z = event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
            back = event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE
            rect = self.undo_rect()
            clicked = (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.age >= GRACE
                       and rect.collidepoint(event.pos))
            if ctrl_z or back or clicked:
                self.take_back()
                return True
        if self.age < GRACE:
            return False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.lift()
            return True
        return False

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        w, h = surface.get_size()
        theme.draw_background(surface, self.colour)
        theme.draw_text(surface, "Pass the screen to", "display_regular", text_px(26, s), Palette.ivory_dim,
                        (w // 2, int(h * 0.34)), anchor="center")
        ornaments.draw_title(surface, self.name, (w // 2, int(h * 0.45)), px(72, s))
        fl = ornaments.flourish(px(360, s), round(s, 3))
        surface.blit(fl, fl.get_rect(center=(w // 2, int(h * 0.45) + px(62, s))))
        lines = [f"Only {self.name} should look now: the next view shows {self.private}."]
        if self.note:
            lines.insert(0, self.note)
        y = int(h * 0.45) + px(100, s)
        for line in lines:
            r = theme.draw_text(surface, line, "text", text_px(18, s), Palette.text, (w // 2, y), anchor="midtop")
            y = r.bottom + px(8, s)
        # the hint appears once the curtain can be lifted (after the grace period)
        ready = self.age >= GRACE
        hint = "Click, or press Space or Enter, when you are ready" if ready else " "
        theme.draw_text(surface, hint, "text_semibold", text_px(17, s), Palette.gold_light if ready else Palette.gold_dark,
                        (w // 2, int(h * 0.82)), anchor="center")
        rect = self.undo_rect()
        if rect is not None:
            pygame.draw.rect(surface, Palette.velvet, rect, border_radius=rect.height // 2)
            pygame.draw.rect(surface, Palette.gold_dark, rect, max(1, px(1, s)), border_radius=rect.height // 2)
            theme.draw_text(surface, f"{self.undo[0]}: take back your move (Ctrl+Z)", "text", text_px(15, s),
                            Palette.ivory_dim, rect.center, anchor="center")
