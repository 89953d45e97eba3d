"""Small drawn controls the card tables share: a gilded button with a key hint, a scrolling move log
of coloured entries, and the "thinking" dots of an AI seat. Drawn in the house style (velvet, gold,
Cinzel labels) so a table needs no pygame_gui widgets over its cached picture.

A table may hand the log and the status line its own PlainText (how a line is measured and drawn),
e.g. one that draws card names with their suit symbols.

Only draws what it is given and reports what is under the pointer; never changes game state.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.theme import Palette, px, text_px


class PlainText:
    """How the widgets measure, wrap and draw a line: the theme's bundled fonts. A table may subclass it
    (width and render) to draw parts of a line as pictures; wrapping then follows the same widths."""

    def width(self, text: str, role: str, size: int) -> int:
        return theme.text_width(text, role, size)

    def render(self, text: str, role: str, size: int, colour) -> pygame.Surface:
        return theme.render_text(text, role, size, colour)

    def wrap(self, text: str, role: str, size: int, width: int) -> list[str]:
        """Lines no wider than `width` (paragraphs kept by newlines), as theme.wrap_text."""
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in para.split(" "):
                trial = f"{line} {word}".strip()
                if self.width(trial, role, size) <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines


PLAIN = PlainText()


class GildedButton:
    """A raised velvet button with a gold rule; disabled buttons stay visible but dim. A button that
    cannot apply to the view on screen at all (Undo in a demonstration) is not `shown`: it is neither
    drawn nor hit."""

    def __init__(self, key: str, label: str, hint: str = ""):
        self.key = key
        self.label = label
        self.hint = hint  # the key that does the same ("R", "Ctrl+Z"), shown small under the label
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.primary = False  # drawn brighter: the thing to do next
        self.selected = False  # a chosen option among chips: filled gold, dark ink
        self.shown = True  # decided in update with `enabled`
        self._cache: dict = {}

    def contains(self, pos) -> bool:
        return self.shown and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, scale: float, hover: bool, pressed: bool = False,
             clock: float = 0.0) -> None:
        r = self.rect
        if r.width <= 4 or not self.shown:
            return
        radius = px(10, scale)
        body = r.move(0, px(1, scale)) if pressed else r
        if self.enabled and self.primary and not hover and not self.selected:
            # the thing to do next breathes a little (drawn live; the button itself is cached)
            glow = int(60 + 50 * (0.5 + 0.5 * math.sin(clock * 3.0)))
            ring = _ring(body.inflate(px(10, scale), px(10, scale)).size, radius + px(5, scale), max(2, px(3, scale)))
            ring.set_alpha(glow)
            surface.blit(ring, ring.get_rect(center=body.center))
        key = (r.size, self.label, self.hint, self.enabled, hover, self.primary, self.selected, pressed,
               round(scale, 3))
        pic = self._cache.get(key)
        if pic is None:
            if len(self._cache) > 16:
                self._cache.clear()
            pic = self._cache[key] = self._render(scale, hover, pressed)
        surface.blit(pic, (r.x, r.y))

    def _render(self, scale: float, hover: bool, pressed: bool) -> pygame.Surface:
        r = self.rect
        radius = px(10, scale)
        if not self.enabled:
            fill, edge, ink = (40, 24, 54), (94, 78, 96), (120, 108, 128)
        elif self.selected:
            fill, edge, ink = (Palette.gold_light if hover else Palette.gold), Palette.ivory, Palette.midnight
        elif hover:
            fill, edge, ink = (112, 62, 124), Palette.gold_light, Palette.ivory
        elif self.primary:
            fill, edge, ink = (92, 50, 104), Palette.gold_light, Palette.ivory
        else:
            fill, edge, ink = (66, 34, 82), Palette.gold, Palette.gold_light
        surf = pygame.Surface((r.width, r.height + px(4, scale)), pygame.SRCALPHA)
        body = pygame.Rect(0, px(1, scale) if pressed else 0, r.width, r.height)
        pygame.draw.rect(surf, Palette.shadow, body.move(0, px(3, scale)), border_radius=radius)
        pygame.draw.rect(surf, fill, body, border_radius=radius)
        if self.enabled:
            top = pygame.Rect(body.left + 2, body.top + 2, body.width - 4, body.height // 2 - 2)
            pygame.draw.rect(surf, tuple(min(255, c + 16) for c in fill), top,
                             border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.rect(surf, edge, body, max(1, px(2, scale)), border_radius=radius)
        size = px(15, scale)
        while size > 9 and theme.text_width(self.label, "display_bold", size) > body.width - px(10, scale):
            size -= 1
        if self.hint and body.height >= px(40, scale):
            theme.draw_text(surf, self.label, "display_bold", size, ink, (body.centerx, body.centery - px(6, scale)),
                            "center")
            theme.draw_text(surf, self.hint, "text", text_px(11, scale, 10),
                            Palette.text_muted if not self.enabled else (ink if self.selected else Palette.ivory_dim),
                            (body.centerx, body.centery + px(11, scale)), "center")
        else:
            theme.draw_text(surf, self.label, "display_bold", size, ink, body.center, "center")
        return surf


_RINGS: dict = {}


def _ring(size, radius: int, width: int) -> pygame.Surface:
    key = (size, radius, width)
    if key not in _RINGS:
        if len(_RINGS) > 32:
            _RINGS.clear()
        ring = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(ring, (*Palette.gold_light, 255), ring.get_rect(), width, border_radius=radius)
        _RINGS[key] = ring
    return _RINGS[key]


WRAPS_KEPT = 4000  # wrapped log entries a MoveLog remembers


@dataclass
class LogEntry:
    text: str
    colour: tuple = Palette.ivory_dim
    turn: int | None = None  # shown as a small number in the margin


@dataclass
class MoveLog:
    """A list of what happened, newest at the bottom, wrapped to its width; the wheel scrolls back."""

    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    scale: float = 1.0
    scroll: int = 0  # lines scrolled back from the newest
    text: PlainText = PLAIN  # how a line is measured and drawn
    room: pygame.Rect | None = None  # the part of rect a hint's words leave free (the table sets it in update)
    _cache: tuple = (None, None)
    # each entry's wrapped lines by (text, size, width): a replay's jump or a new move wraps only new lines
    _wrapped: dict = field(default_factory=dict)

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self._cache = (None, None)

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, self.scroll + lines)

    def _lines(self, entries: list[LogEntry]) -> list[tuple]:
        """(text, colour, margin label) per wrapped line."""
        s = self.scale
        size = text_px(13, s, 11)
        margin = px(26, s)
        width = self.rect.width - margin - px(6, s)
        out = []
        if len(self._wrapped) > WRAPS_KEPT:
            self._wrapped.clear()
        for e in entries:
            key = (e.text, size, width)
            wrapped = self._wrapped.get(key)
            if wrapped is None:
                wrapped = self._wrapped[key] = self.text.wrap(e.text, "text", size, max(40, width))
            for i, line in enumerate(wrapped):
                out.append((line, e.colour, str(e.turn) if (i == 0 and e.turn is not None) else ""))
        return out

    def draw(self, surface: pygame.Surface, entries: list[LogEntry], empty_text: str = "No moves yet.",
             room: pygame.Rect | None = None, keep: bool = True) -> None:
        """Draw into self.rect, or into `room`, the part of it a hint's words leave free (TableScene.log_room).
        `keep`: a cached picture per content, so a still log costs one blit; a table that draws the log
        into a still picture of its own passes False, and the lines are drawn straight onto `surface`
        (a replay's jump then makes no log-sized picture to copy again)."""
        room = self.room if room is None else room
        rect = self.rect if room is None else pygame.Rect(room).clip(self.rect)
        if rect.width < 40 or rect.height < 20:
            return
        if not keep:
            clip = surface.get_clip()
            surface.set_clip(rect.clip(clip))
            try:
                self._render(surface, rect.topleft, entries, empty_text, rect.size)
            finally:
                surface.set_clip(clip)
            return
        key = (tuple((e.text, e.colour, e.turn) for e in entries), rect.size, self.scroll)
        if self._cache[0] != key:
            surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._render(surf, (0, 0), entries, empty_text, rect.size)
            self._cache = (key, surf)
        surface.blit(self._cache[1], rect)

    def _render(self, surf: pygame.Surface, at, entries: list[LogEntry], empty_text: str,
                size_px: tuple[int, int]) -> None:
        """The lines that fit `size_px`, the newest at the bottom, drawn on `surf` from `at`."""
        s = self.scale
        x0, y = at
        size = text_px(13, s, 11)
        step = int(size * 1.42)
        lines = self._lines(entries)
        if not lines:
            theme.draw_text(surf, empty_text, "text", size, Palette.text_muted, (x0 + px(4, s), y + px(2, s)))
            return
        visible = max(1, size_px[1] // step)
        self.scroll = min(self.scroll, max(0, len(lines) - visible))
        end = len(lines) - self.scroll
        start = max(0, end - visible)
        margin = px(26, s)
        for text, colour, mark in lines[start:end]:
            if mark:
                theme.draw_text(surf, mark, "text_semibold", text_px(11, s, 10), Palette.gold_dark,
                                (x0, y + px(1, s)))
            surf.blit(self.text.render(text, "text", size, colour), (x0 + margin, y))
            y += step
        if start > 0:
            surf.blit(_top_fade(size_px[0], step), at)  # a fade at the top says there is more above


@lru_cache(maxsize=8)
def _top_fade(width: int, height: int) -> pygame.Surface:
    fade = pygame.Surface((width, height), pygame.SRCALPHA)
    for i in range(height):
        pygame.draw.line(fade, (*Palette.velvet, int(200 * (1 - i / height))), (0, i), (width, i))
    return fade


def draw_thinking(surface: pygame.Surface, centre, clock: float, scale: float, colour=Palette.gold_light) -> None:
    """Three dots rising in turn: an AI seat is thinking."""
    r = max(2, px(3, scale))
    gap = px(10, scale)
    for i in range(3):
        phase = clock * 5.0 - i * 0.7
        up = max(0.0, math.sin(phase)) * px(4, scale)
        alpha = 0.45 + 0.55 * max(0.0, math.sin(phase))
        c = tuple(int(v * alpha + Palette.velvet[k] * (1 - alpha)) for k, v in enumerate(colour))
        pygame.draw.circle(surface, c, (int(centre[0] + (i - 1) * gap), int(centre[1] - up)), r)


STATUS_STYLES = {
    # kind: (text colour, pill fill, pill edge or None)
    "refusal": ((255, 214, 208), (92, 28, 44), (214, 96, 96)),
    "notice": (Palette.gold_light, (58, 32, 72), Palette.gold_dark),
    "result": (Palette.gold_light, (58, 32, 72), Palette.gold),
    "hint": (Palette.ivory_dim, None, None),
    "prompt": (Palette.ivory, (52, 28, 70), Palette.gold),
}


class StatusLine:
    """Centred lines, wrapped and never cut (two, smaller words before a third): the prompt, a notice, or
    a refusal (in a rose pill with a cross).
    Every table uses this one; `styles` overrides a kind's (ink, fill, edge) for one table's look."""

    def __init__(self, styles: dict | None = None, text: PlainText = PLAIN):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.styles = {**STATUS_STYLES, **(styles or {})}
        self.text = text  # how a line is measured and drawn
        self._cache: dict = {}

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self._cache.clear()

    def draw(self, surface: pygame.Surface, text: str, kind: str) -> None:
        if not text or self.rect.width < 40:
            return
        key = (text, kind)
        pic = self._cache.get(key)
        if pic is None:
            if len(self._cache) > 64:
                self._cache.clear()
            pic = self._cache[key] = self._render(text, kind)
        surface.blit(pic, pic.get_rect(center=self.rect.center))

    def _render(self, text: str, kind: str) -> pygame.Surface:
        s = self.scale
        ink, fill, edge = self.styles.get(kind, self.styles["hint"])
        role = "text_semibold" if kind == "refusal" else "text"
        size = text_px(15, s)
        pad_x, pad_y = px(16, s), px(5, s)
        icon = px(24, s) if kind == "refusal" else 0
        width = self.rect.width - 2 * pad_x - icon
        lines = self.text.wrap(text, role, size, width)
        while len(lines) > 2 and size > 11:
            size -= 1
            lines = self.text.wrap(text, role, size, width)
        # never cut: a long line in a small window takes a third line (or more) rather than losing words
        step = int(size * 1.3)
        block_w = max(self.text.width(line, role, size) for line in lines) + icon
        block_h = step * len(lines)
        surf = pygame.Surface((block_w + 2 * pad_x, block_h + 2 * pad_y), pygame.SRCALPHA)
        if fill is not None:
            radius = surf.get_height() // 2 if len(lines) == 1 else px(14, s)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
            pygame.draw.rect(surf, edge, surf.get_rect(), max(1, px(1, s)), border_radius=radius)
        y = pad_y
        if icon:
            cx, cy, r = pad_x + px(8, s), y + step // 2, px(6, s)
            pygame.draw.circle(surf, edge, (cx, cy), r + max(2, r // 2), max(1, r // 3))
            d = int(r * 0.6)
            pygame.draw.line(surf, edge, (cx - d, cy - d), (cx + d, cy + d), max(1, r // 3))
            pygame.draw.line(surf, edge, (cx - d, cy + d), (cx + d, cy - d), max(1, r // 3))
        for line in lines:
            w = self.text.width(line, role, size)
            x = pad_x + icon + (block_w - icon - w) // 2
            surf.blit(self.text.render(line, role, size, ink), (x, y + (step - size) // 2 - px(1, s)))
            y += step
        return surf
