"""A game's statistics page: per mode (tabs), games played, won, lost and drawn, the win rate, current
and best streak, best and average score, hints and time played; a chart of results by AI level and a
strip of the recent results; the game's own high scores where its kit offers them (Fancy
Dancing's solo tables). Past games (this game's) and a Reset that asks first.

Reads and resets game.core.records only; a damaged statistics file is reported (already set aside).
"""
from __future__ import annotations

import logging

import pygame

from game.core import records
from game.core.registry import GAMES
from game.ui import kits, ornaments, theme
from game.ui.page_layout import button_row, page_frame
from game.ui.scene import Scene
from game.ui.table_widgets import GildedButton
from game.ui.theme import Palette, px, text_px

log = logging.getLogger(__name__)

WON, LOST, DRAWN = (120, 204, 140), (214, 96, 110), Palette.gold
LEVEL_LABELS = {"random": "Random", "easy": "Easy", "normal": "Normal", "hard": "Hard",
                records.PEOPLE: "People", records.SOLO: "Alone"}


def number(value) -> str:
    if value is None:
        return "–"
    value = float(value)
    return str(int(value)) if value.is_integer() else f"{value:.1f}"


class StatsScene(Scene):
    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.game = GAMES[game_id]
        self.kit = kits.kit_or_plain(game_id)
        self.modes = self._modes()
        self.mode_index = 0
        self.records: dict = {}
        self.problem: str | None = None
        self.confirming = False
        self.scale = 1.0
        self.tabs: list[pygame.Rect] = []
        self.hover: str | None = None
        self.clock = 0.0
        self.buttons = {"past": GildedButton("past", "Past games", "P"), "reset": GildedButton("reset", "Reset…", ""),
                        "keep": GildedButton("keep", "Keep them", "Esc"), "back": GildedButton("back", "Back", "Esc")}
        self.load()
        played = [i for i, m in enumerate(self.modes) if self.records.get(m, {}).get("played")]
        if played:
            self.mode_index = played[0]

    def _modes(self) -> list[str]:
        try:
            spec = self.game.info.option("mode")
            return [value for value, _ in spec.choices]
        except KeyError:
            return [records.STANDARD]

    def load(self) -> None:
        self.records, problem = records.game_records(self.game_id)
        self.problem = problem or self.problem
        for mode in self.records:  # a mode this version no longer offers still shows
            if mode not in self.modes:
                self.modes.append(mode)
        self.high_scores = {mode: self._read_high_scores(mode) for mode in self.modes}

    def _read_high_scores(self, mode: str) -> list | None:
        """The game's own high-score rows for `mode` (its kit's high_scores), None when it fails; read
        here, once, not while drawing."""
        try:
            return [row for row in list(self.kit.high_scores(mode) or [])[:5] if isinstance(row, dict)]
        except Exception:  # a faulty hook leaves the page without its high scores, never closes it
            log.exception("high_scores(%r) of %s failed", mode, self.game_id)
            return None

    @property
    def mode(self) -> str:
        return self.modes[self.mode_index]

    def record(self) -> dict:
        return self.records.get(self.mode) or records.blank_record()

    def current_game_id(self) -> str | None:
        return self.game_id

    def resume(self) -> None:
        self.load()

    # --- layout -------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        frame = page_frame(size, title_y=52, top=92, max_width=1120)
        s = self.scale = frame.scale
        self.title_centre, self.panel = frame.title_centre, frame.panel
        pad = px(24, s)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        tab_h = px(34, s) if len(self.modes) > 1 else 0
        self.tabs = []
        if tab_h:
            tw = min(px(170, s), inner.width // len(self.modes))
            x = inner.centerx - tw * len(self.modes) // 2
            self.tabs = [pygame.Rect(x + i * tw, inner.y, tw - px(6, s), tab_h) for i in range(len(self.modes))]
        body = pygame.Rect(inner.x, inner.y + tab_h + (px(16, s) if tab_h else 0), inner.width,
                           inner.height - tab_h - (px(16, s) if tab_h else 0))
        left_w = int(body.width * 0.38)
        self.figures = pygame.Rect(body.x, body.y, left_w, body.height)
        right = pygame.Rect(body.x + left_w + px(24, s), body.y, body.width - left_w - px(24, s), body.height)
        self.levels_chart = pygame.Rect(right.x, right.y, right.width, int(right.height * 0.62))
        self.recent_chart = pygame.Rect(right.x, self.levels_chart.bottom + px(18, s), right.width,
                                        right.bottom - self.levels_chart.bottom - px(18, s))
        keys = ("past", "reset", "back") if not self.confirming else ("reset", "keep")
        button_row(self.buttons, keys, frame, size[0] // 2, width=180, gap=16)

    # --- actions ------------------------------------------------------------------------------------
    def ask_reset(self) -> None:
        if not self.confirming:
            self.confirming = True
            self.buttons["reset"].label = "Yes, reset"
            self.resize(self.app.size)
            return
        saved = records.reset(self.game_id)
        self.confirming = False
        self.buttons["reset"].label = "Reset…"
        self.load()
        self.resize(self.app.size)
        self.app.toast(f"{self.game.info.title}'s statistics start afresh." if saved else
                       "The statistics could not be saved on this computer.", "success" if saved else "error")

    def keep(self) -> None:
        self.confirming = False
        self.buttons["reset"].label = "Reset…"
        self.resize(self.app.size)

    def open_past(self) -> None:
        self.app.open("past", self.game_id)

    def press(self, key: str) -> None:
        {"past": self.open_past, "reset": self.ask_reset, "keep": self.keep, "back": self.app.pop}[key]()

    # --- input --------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.keep() if self.confirming else self.app.pop()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and len(self.modes) > 1:
                self.mode_index = (self.mode_index + (1 if event.key == pygame.K_RIGHT else -1)) % len(self.modes)
            elif event.key == pygame.K_p:
                self.open_past()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.confirming:
                self.ask_reset()
            else:
                return False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((k for k, b in self.buttons.items() if b.contains(event.pos)), None)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for key, b in self.buttons.items():
                if b.contains(event.pos):
                    self.press(key)
                    return True
            for i, tab in enumerate(self.tabs):
                if tab.collidepoint(event.pos):
                    self.mode_index = i
                    return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.draw_background(surface)
        ornaments.draw_title(surface, f"{self.game.info.title} · Statistics", self.title_centre, px(42, s))
        theme.draw_panel(surface, self.panel, s)
        for i, (mode, tab) in enumerate(zip(self.modes, self.tabs)):
            on = i == self.mode_index
            pygame.draw.rect(surface, Palette.plum_light if on else Palette.velvet, tab, border_radius=tab.height // 2)
            pygame.draw.rect(surface, Palette.gold if on else Palette.gold_dark, tab, 1, border_radius=tab.height // 2)
            theme.draw_text(surface, records.mode_label(self.game, mode), "text_semibold", text_px(14, s),
                            Palette.ivory if on else Palette.ivory_dim, tab.center, anchor="center")
        rec = self.record()
        self._draw_figures(surface, rec)
        self._draw_levels(surface, rec)
        self._draw_recent(surface, rec)
        for key, button in self.buttons.items():
            if button.rect.width:
                button.primary = key == "reset" and self.confirming
                button.draw(surface, s, self.hover == key, False, self.clock)
        if self.confirming:
            note, colour = (f"Forget every result of {self.game.info.title}, in every mode? Past games are kept.",
                            Palette.gold_light)
        elif self.problem:
            note, colour = self.problem, Palette.danger
        else:
            note, colour = "Results count for the first person at the table; demonstrations and replays never count.", \
                Palette.text_muted
        theme.draw_text(surface, note, "text", text_px(13, s), colour,
                        (surface.get_width() // 2, surface.get_height() - px(8, s)), anchor="midbottom")

    def _draw_figures(self, surface: pygame.Surface, rec: dict) -> None:
        s = self.scale
        r = self.figures
        played = rec["played"]
        rate = f"{100 * rec['won'] / played:.0f}%" if played else "–"
        score_label = self.kit.score_label
        avg = records.average_score(rec)
        rows = [("Games played", str(played)), ("Won", str(rec["won"])), ("Lost", str(rec["lost"])),
                ("Drawn", str(rec["drawn"])), ("Won of all", rate),
                ("Winning streak", f"{rec['streak']}  (best {rec['best_streak']})"),
                (f"Best {score_label.lower()}", number(rec["best_score"])),
                (f"Average {score_label.lower()}", number(avg)), ("Hints used", str(rec["hints"])),
                ("Time played", records.duration_words(float(rec["seconds"])))]
        step = min(px(36, s), r.height // len(rows))
        size = text_px(16, s)
        y = r.y
        for label, value in rows:
            theme.draw_text(surface, label, "text", size, Palette.ivory_dim, (r.x, y + step // 2), anchor="midleft")
            theme.draw_text(surface, value, "text_semibold", size, Palette.gold_light, (r.right, y + step // 2),
                            anchor="midright")
            pygame.draw.line(surface, (*Palette.gold_dark,), (r.x, y + step - 1), (r.right, y + step - 1), 1)
            y += step

    def _draw_levels(self, surface: pygame.Surface, rec: dict) -> None:
        """Stacked bars per AI level: won, drawn, lost."""
        s = self.scale
        r = self.levels_chart
        theme.draw_text(surface, "Results by AI level", "display", px(18, s), Palette.gold_light, (r.x, r.y))
        legend_x = r.right
        for label, colour in (("lost", LOST), ("drawn", DRAWN), ("won", WON)):
            t = theme.draw_text(surface, label, "text", text_px(13, s), Palette.ivory_dim,
                                (legend_x, r.y + px(4, s)), anchor="topright")
            pygame.draw.rect(surface, colour, (t.x - px(16, s), t.centery - px(5, s), px(10, s), px(10, s)),
                             border_radius=px(2, s))
            legend_x = t.x - px(28, s)
        by = rec["by_level"]
        levels = [lv for lv in ("easy", "normal", "hard", "random", records.PEOPLE, records.SOLO)
                  if lv in by or lv in ("easy", "normal", "hard")]
        chart = pygame.Rect(r.x, r.y + px(56, s), r.width, r.height - px(56, s) - px(26, s))
        top = max([sum(by.get(lv, {}).values()) for lv in levels] + [1])
        slot = chart.width // max(1, len(levels))
        bar_w = min(px(70, s), int(slot * 0.55))
        pygame.draw.line(surface, Palette.gold_dark, chart.bottomleft, chart.bottomright, max(1, px(1, s)))
        for i, lv in enumerate(levels):
            counts = by.get(lv, {})
            x = chart.x + i * slot + (slot - bar_w) // 2
            y = chart.bottom
            for key, colour in (("won", WON), ("drawn", DRAWN), ("lost", LOST)):
                n = int(counts.get(key, 0))
                if not n:
                    continue
                h = int(chart.height * n / top)
                pygame.draw.rect(surface, colour, (x, y - h, bar_w, h))
                if h >= text_px(12, s) + 2:
                    theme.draw_text(surface, str(n), "text_semibold", text_px(12, s), Palette.midnight,
                                    (x + bar_w // 2, y - h // 2), anchor="center")
                y -= h
            total = sum(int(v) for v in counts.values())
            if total:
                theme.draw_text(surface, str(total), "text_semibold", text_px(13, s), Palette.ivory,
                                (x + bar_w // 2, y - px(3, s)), anchor="midbottom")
            theme.draw_text(surface, LEVEL_LABELS.get(lv, lv.capitalize()), "text", text_px(14, s),
                            Palette.ivory_dim, (x + bar_w // 2, chart.bottom + px(6, s)), anchor="midtop")

    def _draw_recent(self, surface: pygame.Surface, rec: dict) -> None:
        """The last results, oldest left: a tile each (won, drawn, lost) with the score under it."""
        s = self.scale
        r = self.recent_chart
        theme.draw_text(surface, "Recent results", "display", px(18, s), Palette.gold_light, (r.x, r.y))
        recent = rec["recent"]
        area = pygame.Rect(r.x, r.y + px(32, s), r.width, r.height - px(32, s))
        high = self.high_scores.get(self.mode)
        if high is not None:
            area = self._draw_high_scores(surface, area, high)
        if not recent:
            theme.draw_text(surface, "No game in this mode yet.", "text", text_px(15, s), Palette.text_muted,
                            (area.x, area.y))
            return
        gap = px(6, s)
        tile = max(px(14, s), min(px(40, s), (area.width - gap * (records.RECENT - 1)) // records.RECENT))
        tile = min(tile, max(px(14, s), area.height - text_px(12, s) - px(8, s)))
        for i, item in enumerate(recent):
            x = area.x + i * (tile + gap)
            colour = {"won": WON, "drawn": DRAWN}.get(item.get("result"), LOST)
            box = pygame.Rect(x, area.y, tile, tile)
            pygame.draw.rect(surface, colour, box, border_radius=px(5, s))
            letter = {"won": "W", "drawn": "D"}.get(item.get("result"), "L")
            theme.draw_text(surface, letter, "text_bold", max(10, int(tile * 0.5)), Palette.midnight, box.center,
                            anchor="center")
            if tile >= px(24, s):
                theme.draw_text(surface, number(item.get("score")), "text", text_px(12, s, 10), Palette.ivory_dim,
                                (box.centerx, box.bottom + px(3, s)), anchor="midtop")

    def _draw_high_scores(self, surface: pygame.Surface, area: pygame.Rect, rows: list) -> pygame.Rect:
        """The game's own high-score table for this mode beside the recent results; returns the room left."""
        if not rows:
            return area
        s = self.scale
        width = min(px(260, s), area.width // 2)
        box = pygame.Rect(area.right - width, area.y, width, area.height)
        size = text_px(13, s, 11)
        theme.draw_text(surface, "High scores", "text_semibold", size, Palette.gold_light, (box.x, box.y))
        y = box.y + int(size * 1.5)
        for i, row in enumerate(rows):
            if y + size > box.bottom:
                break
            text = f"{i + 1}. {row.get('name', '?')}"
            theme.draw_text(surface, text, "text", size, Palette.ivory_dim, (box.x, y))
            theme.draw_text(surface, f"{row.get('accolades', row.get('score', ''))}" + ("  won" if row.get("won") else ""),
                            "text_semibold", size, Palette.ivory, (box.right, y), anchor="topright")
            y += int(size * 1.35)
        return pygame.Rect(area.x, area.y, area.width - width - px(16, s), area.height)
