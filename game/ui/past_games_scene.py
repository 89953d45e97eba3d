"""The Past games list: every kept game, newest first (when, which game, who sat where, how it ended,
moves, time, hints); a click, or Enter on the chosen row, plays it again in a replay. Reached from the
launcher (every game) and from a game's statistics page (that game only).

Reads the replay files through game.core.past_games; a damaged file is reported here (it has already been
moved aside), never a crash.
"""
from __future__ import annotations

import logging

import pygame

from game.core import past_games
from game.core.records import duration_words
from game.core.saves import SaveError, moved_words, quarantine
from game.ui import kits, ornaments, theme
from game.ui.page_layout import button_row, page_frame
from game.ui.scene import Scene
from game.ui.table_pieces import fit_text
from game.ui.table_widgets import GildedButton
from game.ui.theme import Palette, px, text_px

log = logging.getLogger(__name__)


def when_words(iso: str) -> str:
    """"2024-05-01T20:14:09" -> "2024-05-01  20:14"."""
    day, _, clock = iso.partition("T")
    return f"{day}  {clock[:5]}" if clock else day


def seat_words(name: str, kind: str) -> str:
    """"Ada", or "Duke (AI Normal)"."""
    return name if kind == "human" else f"{name} (AI {kind.split(':', 1)[1].capitalize()})"


def seats_words(game: past_games.PastGame) -> str:
    return ", ".join(seat_words(name, kind) for name, kind in zip(game.seat_names, game.seat_kinds))


def scores_words(game: past_games.PastGame) -> str:
    """Who sat where and how each scored, as every end line says it: "Ada: 9 points · Duke (AI Normal):
    6 points"; who sat where alone for a game kept without its scores."""
    if len(game.scores) != len(game.seat_names):
        return seats_words(game)
    names = [seat_words(name, kind) for name, kind in zip(game.seat_names, game.seat_kinds)]
    return kits.scores_line(game.game_id, names, game.scores)


class PastGamesScene(Scene):
    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_id = game_id
        self.games: list[past_games.PastGame] = []
        self.problems: list[str] = []
        self.focus = 0
        self.top_row = 0
        self.hover_row: int | None = None
        self.hover_button: str | None = None
        self.scale = 1.0
        self.rows_rect = pygame.Rect(0, 0, 0, 0)
        self.row_h = 40
        self.buttons = {"watch": GildedButton("watch", "Watch", "Enter"), "back": GildedButton("back", "Back", "Esc")}
        self.clock = 0.0
        self.refresh()

    def refresh(self) -> None:
        try:
            games, problems = past_games.entries()
        except OSError as exc:
            log.warning("the past games folder cannot be read", exc_info=True)
            games, problems = [], [f"The past games folder cannot be read ({exc})."]
        if self.game_id:
            games = [g for g in games if g.game_id == self.game_id]
        self.games = games
        self._set_buttons()
        self.problems = problems
        self.focus = min(self.focus, max(0, len(games) - 1))

    def current_game_id(self) -> str | None:
        return self.game_id

    def resume(self) -> None:
        self.refresh()

    # --- layout -------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        frame = page_frame(size, title_y=58, top=100, max_width=1100)
        s = self.scale = frame.scale
        self.title_centre, self.panel = frame.title_centre, frame.panel
        pad = px(22, s)
        # two lines a row (the game and when; the outcome and the scores), never closer than the fonts need
        lines = theme.font("text_semibold", text_px(17, s)).get_linesize() + theme.font("text", text_px(14, s)).get_linesize()
        self.row_h = max(px(58, s), lines + px(16, s))
        self.rows_rect = self.panel.inflate(-2 * pad, -2 * pad)
        button_row(self.buttons, ("watch", "back"), frame, size[0] // 2, width=170, gap=20)

    def visible_rows(self) -> int:
        return max(1, self.rows_rect.height // self.row_h)

    def _keep_focus_visible(self) -> None:
        n = self.visible_rows()
        if self.focus < self.top_row:
            self.top_row = self.focus
        elif self.focus >= self.top_row + n:
            self.top_row = self.focus - n + 1
        self.top_row = max(0, min(self.top_row, max(0, len(self.games) - n)))

    def row_at(self, pos) -> int | None:
        if not self.rows_rect.collidepoint(pos):
            return None
        i = self.top_row + (pos[1] - self.rows_rect.y) // self.row_h
        return i if 0 <= i < len(self.games) and i < self.top_row + self.visible_rows() else None

    # --- actions ------------------------------------------------------------------------------------
    def watch(self, index: int | None = None) -> None:
        index = self.focus if index is None else index
        if not 0 <= index < len(self.games):
            return
        entry = self.games[index]
        try:
            match, _ = past_games.load(entry.path)
        except SaveError as exc:
            log.warning("past game %s cannot be replayed: %s", entry.path, exc)
            moved = quarantine(entry.path)
            self.app.toast(f"{exc}{moved_words(moved)}", "error", 7.0)
            self.refresh()
            return
        if self.app.open("replay", match, title=f"{entry.title} · {when_words(entry.finished_at)}") is not None:
            self.app.sound.play("click", 0.6)

    # --- input --------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_UP) and self.games:
                self.focus = max(0, min(len(self.games) - 1, self.focus + (1 if event.key == pygame.K_DOWN else -1)))
                self._keep_focus_visible()
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) and self.games:
                step = self.visible_rows() * (1 if event.key == pygame.K_PAGEDOWN else -1)
                self.focus = max(0, min(len(self.games) - 1, self.focus + step))
                self._keep_focus_visible()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.watch()
            else:
                return False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_row = self.row_at(event.pos)
            self.hover_button = next((k for k, b in self.buttons.items() if b.contains(event.pos)), None)
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.top_row = max(0, min(self.top_row - event.y, max(0, len(self.games) - self.visible_rows())))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.buttons["back"].contains(event.pos):
                self.app.pop()
                return True
            if self.buttons["watch"].contains(event.pos):
                self.watch()
                return True
            row = self.row_at(event.pos)
            if row is not None:
                if row == self.focus:
                    self.watch(row)
                self.focus = row
                return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt
        self._set_buttons()

    def _set_buttons(self) -> None:
        """Watch works, and leads, while there is a game to watch (decided here, drawn as it is)."""
        self.buttons["watch"].enabled = bool(self.games)
        for key, button in self.buttons.items():
            button.primary = key == "watch" and bool(self.games)

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.draw_background(surface)
        title = "Past games"
        if self.game_id:
            title = f"Past games · {kits.title_of(self.game_id)}"
        ornaments.draw_title(surface, title, self.title_centre, px(46, s))
        theme.draw_panel(surface, self.panel, s)
        if not self.games:
            theme.draw_paragraph(surface, "No game has been kept yet. Every game you finish at a table is kept "
                                 "here, newest first, so you can watch it again.", "text", text_px(17, s),
                                 Palette.ivory_dim, self.rows_rect.inflate(-px(40, s), -px(40, s)))
        else:
            self._draw_rows(surface)
        for key, button in self.buttons.items():
            button.draw(surface, s, self.hover_button == key and button.enabled, False, self.clock)
        note = self.problems[0] if self.problems else (
            f"{len(self.games)} kept (the {past_games.KEEP} newest)  ·  click twice or press Enter to watch  ·  "
            "Up/Down choose")
        theme.draw_text(surface, note, "text", text_px(13, s), Palette.danger if self.problems else Palette.text_muted,
                        (surface.get_width() // 2, surface.get_height() - px(8, s)), anchor="midbottom")

    def _draw_rows(self, surface: pygame.Surface) -> None:
        s = self.scale
        r = self.rows_rect
        clip = surface.get_clip()
        surface.set_clip(r)
        big, small = text_px(17, s), text_px(14, s)
        for k in range(self.visible_rows()):
            i = self.top_row + k
            if i >= len(self.games):
                break
            g = self.games[i]
            row = pygame.Rect(r.x, r.y + k * self.row_h, r.width, self.row_h - px(6, s))
            if i == self.focus or i == self.hover_row:
                pygame.draw.rect(surface, Palette.plum_light if i == self.focus else Palette.plum, row,
                                 border_radius=px(8, s))
                if i == self.focus:
                    pygame.draw.rect(surface, Palette.gold, row, max(1, px(1, s)), border_radius=px(8, s))
            x = row.x + px(14, s)
            top, bottom = row.y + px(6, s), row.bottom - px(6, s)
            theme.draw_text(surface, g.title, "text_semibold", big, Palette.ivory, (x, top))
            theme.draw_text(surface, when_words(g.finished_at), "text", small, Palette.text_muted, (x, bottom),
                            anchor="bottomleft")
            mid = row.x + int(row.width * 0.34)
            facts = [f"{g.moves} moves"]
            if g.seconds > 0:
                facts.append(duration_words(g.seconds))
            if g.hints:
                facts.append(f"{g.hints} hint{'s' * (g.hints != 1)}")
            said = theme.draw_text(surface, "  ·  ".join(facts), "text", small, Palette.ivory_dim,
                                   (row.right - px(14, s), top), anchor="topright")
            theme.draw_text(surface, fit_text(g.outcome or "", "text_semibold", big, said.left - px(16, s) - mid),
                            "text_semibold", big, Palette.gold_light, (mid, top))
            # who sat where and each one's score, across the rest of the row
            theme.draw_text(surface, fit_text(scores_words(g), "text", small, row.right - px(14, s) - mid), "text",
                            small, Palette.ivory_dim, (mid, bottom), anchor="bottomleft")
        surface.set_clip(clip)
        if len(self.games) > self.visible_rows():
            # a thin scroll bar says there is more
            frac = self.visible_rows() / len(self.games)
            bar_h = max(px(20, s), int(r.height * frac))
            y = r.y + int((r.height - bar_h) * self.top_row / max(1, len(self.games) - self.visible_rows()))
            pygame.draw.rect(surface, Palette.gold_dark, (r.right + px(6, s), y, px(4, s), bar_h),
                             border_radius=px(2, s))
