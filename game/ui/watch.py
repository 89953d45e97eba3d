"""Watch the AI: a small choice laid over the launcher (the AI level, how many seats, the mode where the
game has modes), then the game's table with the AI in every seat (the demonstration the command line
already has). On that table + and - change the pace and Esc goes back to the launcher.

The table is opened through the App's router ("watching": game.ui.start.demo_match at the chosen
level), so the seats and options the rules refuse are refused here too, with their reason.
"""
from __future__ import annotations

import pygame

from game.core.registry import GAMES
from game.ui import ornaments, theme
from game.ui.scene import Scene
from game.ui.start import autoplay_players
from game.ui.table_pieces import fit_size
from game.ui.table_widgets import GildedButton
from game.ui.theme import Palette, px, text_px

LEVELS = (("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"))


class WatchSetupScene(Scene):
    is_overlay = True

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.info = GAMES[game_id].info
        self.level = 1
        self.players = autoplay_players(game_id)
        self.counts = list(range(self.info.min_players, self.info.max_players + 1))
        try:
            spec = self.info.option("mode")
            self.modes = list(spec.choices)
        except KeyError:
            self.modes = []
        self.mode = 0
        self.chips: dict[tuple, GildedButton] = {}
        self.buttons = {"watch": GildedButton("watch", "Watch", "Enter"), "cancel": GildedButton("cancel", "Cancel", "Esc")}
        self.hover = None
        self.clock = 0.0
        self.scale = 1.0

    def current_game_id(self) -> str | None:
        return self.game_id

    def resize(self, size) -> None:
        w, h = size
        s = self.scale = theme.ui_scale(size)
        rows = 2 + (1 if self.modes else 0)
        self.panel = pygame.Rect(0, 0, min(px(720, s), w - px(40, s)), px(150, s) + rows * px(64, s) + px(70, s))
        self.panel.center = (w // 2, h // 2)
        pad = px(28, s)
        self.label_x = self.panel.x + pad
        x0 = self.panel.x + int(self.panel.width * 0.3)
        y = self.panel.y + px(96, s)
        self.chips = {}
        groups = [("level", [label for _, label in LEVELS]), ("players", [str(n) for n in self.counts])]
        if self.modes:
            groups.append(("mode", [label for _, label in self.modes]))
        self.rows = {}
        for name, labels in groups:
            self.rows[name] = y
            width = self.panel.right - pad - x0
            cw = min(px(130, s), (width - px(6, s) * (len(labels) - 1)) // len(labels))
            for i, label in enumerate(labels):
                chip = GildedButton(f"{name}:{i}", label)
                chip.rect = pygame.Rect(x0 + i * (cw + px(6, s)), y, cw, px(42, s))
                self.chips[(name, i)] = chip
            y += px(64, s)
        bw, bh = px(170, s), px(46, s)
        by = self.panel.bottom - pad - bh
        self.buttons["watch"].rect = pygame.Rect(self.panel.centerx - bw - px(8, s), by, bw, bh)
        self.buttons["cancel"].rect = pygame.Rect(self.panel.centerx + px(8, s), by, bw, bh)
        self._set_buttons()

    def chosen(self, name: str) -> int:
        return {"level": self.level, "players": self.counts.index(self.players) if self.players in self.counts else 0,
                "mode": self.mode}[name]

    def choose(self, name: str, index: int) -> None:
        if name == "level":
            self.level = index
        elif name == "players":
            self.players = self.counts[index]
        else:
            self.mode = index
        self.app.sound.play("click", 0.5)

    def start(self) -> None:
        options = {"mode": self.modes[self.mode][0]} if self.modes else None
        self.app.pop()
        self.app.open("watching", self.game_id, LEVELS[self.level][0], self.players, options)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.level = max(0, min(len(LEVELS) - 1, self.level + (1 if event.key == pygame.K_RIGHT else -1)))
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                i = self.counts.index(self.players) + (1 if event.key == pygame.K_UP else -1)
                self.players = self.counts[max(0, min(len(self.counts) - 1, i))]
            else:
                return False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((k for k, b in list(self.chips.items()) + list(self.buttons.items())
                               if b.contains(event.pos)), None)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for (name, i), chip in self.chips.items():
                if chip.contains(event.pos):
                    self.choose(name, i)
                    return True
            if self.buttons["watch"].contains(event.pos):
                self.start()
                return True
            if self.buttons["cancel"].contains(event.pos) or not self.panel.collidepoint(event.pos):
                self.app.pop()
                return True
        return True  # the launcher below waits

    def update(self, dt: float) -> None:
        self.clock += dt
        self._set_buttons()

    def _set_buttons(self) -> None:
        """Which chip is chosen and which button leads (decided here, drawn as they are)."""
        for (name, i), chip in self.chips.items():
            chip.selected = i == self.chosen(name)
        for key, button in self.buttons.items():
            button.primary = key == "watch"

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        surface.blit(ornaments.dim_layer(surface.get_size(), 150), (0, 0))
        theme.draw_panel(surface, self.panel, s, alpha=255, glow=True)  # opaque: the launcher's words never show through
        theme.draw_text(surface, f"Watch {self.info.title}", "display_bold", px(28, s), Palette.gold_light,
                        (self.panel.centerx, self.panel.y + px(26, s)), anchor="midtop")
        words, size = fit_size("The AI plays every seat. On the table, + and - set the pace; Esc comes back.", "text",
                               text_px(14, s), self.panel.width - px(40, s))
        theme.draw_text(surface, words, "text", size, Palette.ivory_dim, (self.panel.centerx, self.panel.y + px(64, s)),
                        anchor="midtop")
        labels = {"level": "AI level", "players": "Seats", "mode": "Mode"}
        for name, y in self.rows.items():
            theme.draw_text(surface, labels[name], "text_semibold", text_px(17, s), Palette.ivory,
                            (self.label_x, y + px(21, s)), anchor="midleft")
        for (name, i), chip in self.chips.items():
            chip.draw(surface, s, self.hover == (name, i), False, self.clock)
        for key, button in self.buttons.items():
            button.draw(surface, s, self.hover == key, False, self.clock)
