"""Rules help: a game's pages (title, text, a diagram drawn from the real board), turned with the arrow
keys, PageUp/PageDown or the buttons; long text shrinks a little, then scrolls.

Pages come from the game's kit (help_pages); a missing or broken kit shows a readable page instead.
"""
from __future__ import annotations

import logging

import pygame

from game.ui import kits, ornaments, theme
from game.ui.scene import Scene
from game.ui.theme import Palette, px, text_px

log = logging.getLogger(__name__)

TEXT_PX = 19  # preferred body size at 1280x720
MIN_TEXT_PX = 16  # below this the page scrolls instead of shrinking
BULLETS = ("- ", "• ", "* ")


def load_pages(game_id: str) -> list[dict]:
    try:
        return [{"title": str(p.get("title", "")), "text": str(p.get("text", "")), "diagram": p.get("diagram")}
                for p in kits.help_pages(game_id)]
    except kits.GameModuleError as exc:
        return [{"title": "The rules are not here yet", "text": str(exc), "diagram": None}]


def layout_text(text: str, size: int, width: int) -> list[tuple[int, str, str]]:
    """Lines as (indent px, text, kind) where kind is 'text', 'bullet' (first line of an item) or 'gap'."""
    f = theme.font("text", size)
    indent = int(size * 1.2)
    out: list[tuple[int, str, str]] = []
    for para in text.strip().split("\n"):
        para = para.rstrip()
        if not para.strip():
            out.append((0, "", "gap"))
            continue
        bullet = para.lstrip().startswith(BULLETS)
        body = para.lstrip()[2:] if bullet else para
        avail = width - (indent if bullet else 0)
        words, line, first = body.split(" "), "", True
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= avail or not line:
                line = trial
            else:
                out.append((indent if bullet else 0, line, "bullet" if bullet and first else "text"))
                line, first = word, False
        out.append((indent if bullet else 0, line, "bullet" if bullet and first else "text"))
    return out


class RulesHelpScene(Scene):
    def __init__(self, app, game_id: str, page: int = 0):
        super().__init__(app)
        self.game_id = game_id
        self.title = kits.title_of(game_id)
        self.pages = load_pages(game_id)
        self.page = max(0, min(page, len(self.pages) - 1))
        self.scroll = 0.0
        self.scale = 1.0
        self.menu = None
        self.buttons: dict = {}
        self._diagram_cache: dict = {}
        self._text_cache: dict = {}

    def current_game_id(self) -> str | None:
        return self.game_id

    # --- layout -------------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        w, h = size
        s = self.scale = theme.ui_scale(size)
        margin = max(px(36, s), int(w * 0.05))
        self.caption_y = px(26, s)
        self.title_y = px(68, s)
        top = px(112, s)
        self.buttons_y = h - px(74, s)
        self.body = pygame.Rect(margin, top, w - 2 * margin, self.buttons_y - px(18, s) - top)
        self._text_cache.clear()

    def _regions(self) -> tuple[pygame.Rect | None, pygame.Rect]:
        s = self.scale
        pad = px(26, s)
        inner = self.body.inflate(-2 * pad, -2 * pad)
        if self.pages[self.page]["diagram"] is None:
            width = min(inner.width, px(860, s))
            return None, pygame.Rect(inner.centerx - width // 2, inner.y, width, inner.height)
        diagram_w = int(inner.width * 0.46)
        diagram = pygame.Rect(inner.x, inner.y, diagram_w, inner.height)
        text = pygame.Rect(diagram.right + px(30, s), inner.y, inner.right - diagram.right - px(30, s), inner.height)
        return diagram, text

    def _text_layout(self, rect: pygame.Rect) -> tuple[int, list]:
        key = (self.page, rect.size)
        cached = self._text_cache.get(key)
        if cached:
            return cached
        text = self.pages[self.page]["text"]
        size = px(TEXT_PX, self.scale)
        floor = px(MIN_TEXT_PX, self.scale)
        while True:
            lines = layout_text(text, size, rect.width - px(14, self.scale))
            if self._height(lines, size) <= rect.height or size <= floor:
                break
            size -= 1
        self._text_cache[key] = (size, lines)
        return size, lines

    @staticmethod
    def _height(lines, size: int) -> int:
        step = int(size * 1.45)
        return sum(step // 2 if kind == "gap" else step for _, _, kind in lines)

    def build_gui(self, manager) -> None:
        from game.ui.gui_theme import widget_height  # lazy: pygame_gui loads after the first frame
        from game.ui.widgets import ButtonMenu, button

        s = self.scale
        bh = widget_height(s, "button")
        w = self.app.size[0]
        margin = self.body.x
        self.menu = ButtonMenu(self.app, focus=2 if len(self.pages) > 1 else 0, horizontal=True)
        back = button(manager, pygame.Rect(margin, self.buttons_y, px(150, s), bh), "Back", object_id="#menu")
        prev = button(manager, pygame.Rect(w - margin - px(2 * 170 + 12, s), self.buttons_y, px(170, s), bh),
                      "‹  Previous", object_id="#menu")
        nxt = button(manager, pygame.Rect(w - margin - px(170, s), self.buttons_y, px(170, s), bh), "Next  ›",
                     object_id="#primary")
        self.menu.add(back, self.app.pop)
        self.menu.add(prev, lambda: self.turn(-1))
        self.menu.add(nxt, lambda: self.turn(1))
        self.buttons = {"back": back, "prev": prev, "next": nxt}
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        if not self.buttons:
            return
        self.buttons["prev"].enable() if self.page > 0 else self.buttons["prev"].disable()
        self.buttons["next"].enable() if self.page < len(self.pages) - 1 else self.buttons["next"].disable()
        self.menu.sync()

    # --- input ----------------------------------------------------------------------------------------------------
    def turn(self, step: int) -> None:
        page = max(0, min(len(self.pages) - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.scroll = 0.0
            self.app.sound.play("card", 0.5)
            self._sync_buttons()

    def _view(self, rect: pygame.Rect) -> pygame.Rect:
        """The part of the text column that shows text: a scrolling page keeps a strip for its hint."""
        size, lines = self._text_layout(rect)
        if self._height(lines, size) <= rect.height:
            return rect
        return pygame.Rect(rect.x, rect.y, rect.width, rect.height - px(26, self.scale))

    def _scroll_by(self, dy: float) -> None:
        _, rect = self._regions()
        size, lines = self._text_layout(rect)
        limit = max(0, self._height(lines, size) - self._view(rect).height)
        self.scroll = max(0.0, min(float(limit), self.scroll + dy))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_F1):
                self.app.pop()
                return True
            if key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn(1)
                return True
            if key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
                return True
            if key == pygame.K_HOME:
                self.turn(-len(self.pages))
                return True
            if key == pygame.K_END:
                self.turn(len(self.pages))
                return True
            if key in (pygame.K_DOWN, pygame.K_UP):
                self._scroll_by(px(40, self.scale) * (1 if key == pygame.K_DOWN else -1))
                return True
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y * px(48, self.scale))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self._dot_rects()):
                if rect.inflate(px(8, self.scale), px(8, self.scale)).collidepoint(event.pos):
                    self.turn(i - self.page)
                    return True
        if self.menu is not None:
            return self.menu.handle_event(event)
        return False

    # --- drawing -----------------------------------------------------------------------------------------------------
    def _dot_rects(self) -> list[pygame.Rect]:
        s = self.scale
        n = len(self.pages)
        gap = px(22, s)
        r = px(6, s)
        cx = self.app.size[0] // 2
        y = self.buttons_y + px(23, s)
        x0 = cx - (n - 1) * gap // 2
        return [pygame.Rect(x0 + i * gap - r, y - r, 2 * r, 2 * r) for i in range(n)]

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        w = surface.get_width()
        theme.draw_background(surface)
        page = self.pages[self.page]
        theme.draw_text(surface, f"The rules of {self.title}  ·  {self.page + 1} of {len(self.pages)}",
                        "display_regular", text_px(16, s), Palette.text_muted, (w // 2, self.caption_y), anchor="midtop")
        ornaments.draw_title(surface, page["title"], (w // 2, self.title_y), px(36, s))
        theme.draw_panel(surface, self.body, s)
        diagram_rect, text_rect = self._regions()
        if diagram_rect is not None:
            self._draw_diagram(surface, diagram_rect, page)
        self._draw_text(surface, text_rect)
        for i, rect in enumerate(self._dot_rects()):
            if i == self.page:
                pygame.draw.circle(surface, Palette.gold_light, rect.center, rect.width // 2)
            else:
                pygame.draw.circle(surface, Palette.gold_dark, rect.center, rect.width // 2, max(1, px(2, s)))

    def _draw_diagram(self, surface: pygame.Surface, rect: pygame.Rect, page: dict) -> None:
        key = (self.page, rect.size)
        art = self._diagram_cache.get(key)
        if art is None:
            art = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(art, (*Palette.midnight, 200), art.get_rect(), border_radius=px(12, self.scale))
            try:
                page["diagram"](art, art.get_rect().inflate(-px(16, self.scale), -px(16, self.scale)), self.scale)
            except Exception:  # a faulty diagram leaves its frame empty, never closes the help
                log.exception("help diagram failed on page %s", self.page)
            pygame.draw.rect(art, Palette.gold_dark, art.get_rect(), 1, border_radius=px(12, self.scale))
            self._diagram_cache[key] = art
        surface.blit(art, rect)

    def _draw_text(self, surface: pygame.Surface, column: pygame.Rect) -> None:
        s = self.scale
        size, lines = self._text_layout(column)
        rect = self._view(column)
        step = int(size * 1.45)
        total = self._height(lines, size)
        clip = surface.get_clip()
        surface.set_clip(rect)
        y = rect.y - int(self.scroll)
        for indent, text, kind in lines:
            if kind == "gap":
                y += step // 2
                continue
            if y >= rect.y - 1 and y + size <= rect.bottom:  # whole lines only: no sliced glyphs
                if kind == "bullet":
                    d = max(2, size // 6)
                    cx, cy = rect.x + indent // 2, y + size // 2 + 1
                    pygame.draw.polygon(surface, Palette.gold, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
                theme.draw_text(surface, text, "text", size, Palette.ivory, (rect.x + indent, y))
            y += step
        surface.set_clip(clip)
        if total > rect.height:
            # a scroll bar on the right edge of the text, and a hint while more lies below
            track = pygame.Rect(rect.right - px(4, s), rect.y, px(4, s), rect.height)
            pygame.draw.rect(surface, Palette.night, track, border_radius=track.width // 2)
            frac = rect.height / total
            thumb_h = max(px(24, s), int(rect.height * frac))
            top = rect.y + int((rect.height - thumb_h) * (self.scroll / max(1, total - rect.height)))
            pygame.draw.rect(surface, Palette.gold_dark, (track.x, top, track.width, thumb_h),
                             border_radius=track.width // 2)
            if self.scroll < total - rect.height - 1:
                theme.draw_text(surface, "scroll for more  ↓", "text", text_px(13, s), Palette.gold,
                                (column.right - px(12, s), column.bottom), anchor="bottomright")
