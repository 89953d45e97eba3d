"""The look of Grand Ball: a ball at night. Palette, bundled OFL fonts, layout scale, text cache
and the few drawing primitives every scene shares (backgrounds, gilded panels, text).

Every font is a bundled file from sprites/fonts (never a system font or pygame's default).
"""
from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

import pygame

from game.core.resources import fonts_dir

BASE_SIZE = (1280, 720)


class Palette:
    midnight = (12, 10, 30)
    night = (22, 16, 44)
    plum = (58, 24, 72)
    plum_light = (96, 48, 112)
    velvet = (36, 18, 52)
    gold = (214, 178, 92)
    gold_light = (246, 222, 156)
    gold_dark = (140, 104, 42)
    ivory = (248, 241, 226)
    ivory_dim = (214, 204, 186)
    text = (240, 232, 218)
    text_muted = (172, 160, 184)
    shadow = (4, 2, 10)
    danger = (236, 104, 96)
    success = (126, 210, 150)
    # Seats in order (Trifoil uses the first two: blue and red); the colour-blind palette follows
    # Okabe-Ito, so blue and orange lead and every colour stays distinct without hue vision.
    seat_colours = ((74, 168, 255), (255, 84, 96), (110, 200, 120), (240, 190, 70), (190, 120, 240),
                    (70, 200, 200))
    seat_colours_cb = ((0, 132, 214), (238, 150, 0), (0, 158, 115), (240, 228, 66), (204, 121, 167),
                       (86, 180, 233))


def seat_colour(seat: int, colour_blind: bool = False) -> tuple[int, int, int]:
    colours = Palette.seat_colours_cb if colour_blind else Palette.seat_colours
    return colours[seat % len(colours)]


FONT_FILES = {
    "display": "Cinzel-SemiBold.ttf",
    "display_bold": "Cinzel-Bold.ttf",
    "display_regular": "Cinzel-Regular.ttf",
    "text": "Inter-Regular.ttf",
    "text_semibold": "Inter-SemiBold.ttf",
    "text_bold": "Inter-Bold.ttf",
}


@lru_cache(maxsize=256)
def font(role: str, px: int) -> pygame.font.Font:
    """A bundled font by role ("display", "text", "text_bold", ...) at a pixel size."""
    return pygame.font.Font(str(fonts_dir() / FONT_FILES[role]), max(6, int(px)))


@lru_cache(maxsize=8192)
def text_width(text: str, role: str, size: int) -> int:
    """How wide `text` is drawn in `role` at `size`, remembered: measuring shapes the text each time,
    and a panel repainted for a replay's jump measures the same words over and over."""
    return font(role, size).size(text)[0]


def ui_scale(size: tuple[int, int]) -> float:
    """How much larger than the 1280x720 design the window is (layouts multiply by this)."""
    return max(0.5, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


def px(value: float, scale: float) -> int:
    return max(1, int(round(value * scale)))


def text_px(value: float, scale: float, floor: int = 12) -> int:
    """A text size: scaled like px(), but never below `floor` pixels so small windows stay readable."""
    return max(floor, px(value, scale))


def reset_caches() -> None:
    """Forget cached fonts and renderings: fonts die with pygame.quit(), so a new App starts afresh."""
    font.cache_clear()
    text_width.cache_clear()
    _TEXT_CACHE.clear()
    _background.cache_clear()
    background_picture.cache_clear()
    _panel.cache_clear()


# --- text -------------------------------------------------------------------------------

_TEXT_CACHE: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_TEXT_CACHE_MAX = 600


def render_text(text: str, role: str, size: int, colour, shadow: bool = False) -> pygame.Surface:
    """Rendered text, cached (scenes redraw every frame; rendering text is the slow part)."""
    key = (text, role, size, tuple(colour), shadow)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    f = font(role, size)
    body = f.render(text, True, colour)
    if shadow:
        off = max(1, size // 14)
        surf = pygame.Surface((body.get_width() + off, body.get_height() + off), pygame.SRCALPHA)
        shade = f.render(text, True, Palette.shadow)
        shade.set_alpha(170)
        surf.blit(shade, (off, off))
        surf.blit(body, (0, 0))
    else:
        surf = body
    _TEXT_CACHE[key] = surf
    if len(_TEXT_CACHE) > _TEXT_CACHE_MAX:
        _TEXT_CACHE.popitem(last=False)
    return surf


def draw_text(surface: pygame.Surface, text: str, role: str, size: int, colour, pos,
              anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    surf = render_text(text, role, size, colour, shadow)
    rect = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(surf, rect)
    return rect


def wrap_text(text: str, role: str, size: int, width: int) -> list[str]:
    """Split `text` into lines no wider than `width` pixels (paragraphs kept by newlines)."""
    f = font(role, size)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def draw_paragraph(surface, text, role, size, colour, rect: pygame.Rect, line_gap: float = 1.3) -> int:
    """Draw wrapped text inside rect's width from its top; returns the y below the last line."""
    y = rect.top
    step = int(size * line_gap)
    for line in wrap_text(text, role, size, rect.width):
        if line:
            draw_text(surface, line, role, size, colour, (rect.left, y))
        y += step
    return y


# --- backgrounds and panels ---------------------------------------------------------------

@lru_cache(maxsize=8)
def background_picture(size: tuple[int, int], tint: tuple | None) -> pygame.Surface:
    """The background before it is converted to the screen's format: made from plain surfaces only, so a
    table may paint it ahead on a helper thread (game.ui.paint_ahead; at 1080p it takes 10-20 ms)."""
    w, h = size
    # a coarse grid is enough: smoothscale turns it into a seamless gradient (and it is quick to make,
    # which matters because a new tint is computed in the middle of a game)
    gw, gh = 32, 18
    small = pygame.Surface((gw, gh))
    top, bottom = Palette.midnight, Palette.plum
    for y in range(gh):
        t = y / (gh - 1)
        for x in range(gw):
            dx, dy = (x - gw / 2) / (gw / 2), (y - gh * 0.39) / (gh * 0.67)
            glow = max(0.0, 1.0 - math.hypot(dx, dy))
            c = [top[i] + (bottom[i] - top[i]) * t for i in range(3)]
            c = [c[i] + 26 * glow * glow for i in range(3)]
            if tint is not None:
                c = [c[i] * 0.72 + tint[i] * 0.28 * (0.35 + 0.65 * glow) for i in range(3)]
            small.set_at((x, y), [max(0, min(255, int(v))) for v in c])
    surf = pygame.transform.smoothscale(small, (w, h))
    # a few faint candle-light sparkles, fixed so the background does not flicker
    rng = _Lcg(1234)
    for _ in range(int(w * h / 9000)):
        x, y = rng.next() % w, rng.next() % h
        a = 20 + rng.next() % 50
        surf.fill((min(255, 200 + a // 2), min(255, 170 + a // 2), 110), (x, y, 1, 1),
                  special_flags=pygame.BLEND_RGB_ADD if a > 60 else 0)
    return surf


@lru_cache(maxsize=8)
def _background(size: tuple[int, int], tint: tuple | None) -> pygame.Surface:
    surf = background_picture(size, tint)
    screen = pygame.display.get_surface()
    if screen is None or (surf.get_bitsize(), surf.get_masks()) == (screen.get_bitsize(), screen.get_masks()):
        return surf  # already the screen's format: a converted copy would be the same pixels, made anew
    return surf.convert()


class _Lcg:
    def __init__(self, seed: int):
        self.state = seed

    def next(self) -> int:
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state


def draw_background(surface: pygame.Surface, tint: tuple | None = None) -> None:
    """The night-sky ballroom gradient (optionally tinted by a player's colour)."""
    surface.blit(_background(surface.get_size(), tint), (0, 0))


@lru_cache(maxsize=64)
def _panel(size: tuple[int, int], radius: int, alpha: int, border: int, glow: bool) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*Palette.velvet, alpha), (0, 0, w, h), border_radius=radius)
    if border:
        pygame.draw.rect(surf, (*Palette.gold_dark, 230), (0, 0, w, h), border, border_radius=radius)
        inset = border + max(1, border // 2) + 1
        pygame.draw.rect(surf, (*Palette.gold, 120), (inset, inset, w - 2 * inset, h - 2 * inset), 1,
                         border_radius=max(0, radius - inset))
    if glow:
        pygame.draw.rect(surf, (*Palette.gold_light, 60), (0, 0, w, h), max(1, border + 1), border_radius=radius)
    return surf


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0, alpha: int = 215,
               glow: bool = False) -> None:
    """A translucent velvet panel with a double gold rule."""
    if rect.width <= 2 or rect.height <= 2:
        return
    surface.blit(_panel(rect.size, px(14, scale), alpha, px(2, scale), glow), rect.topleft)


def draw_divider(surface: pygame.Surface, centre: tuple[int, int], width: int, scale: float = 1.0) -> None:
    """A thin gold rule with a diamond in the middle (used under titles)."""
    cx, cy = centre
    half = width // 2
    pygame.draw.line(surface, Palette.gold_dark, (cx - half, cy), (cx + half, cy), max(1, px(1, scale)))
    d = px(5, scale)
    pygame.draw.polygon(surface, Palette.gold, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
