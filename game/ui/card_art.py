"""Card pictures for every card table: the ivory face with its gilded border, the night-blue back with
its gold medallion, soft shadows, highlight halos and empty spaces, each drawn once per size and
cached; a SpriteBook adds a game's face painter and keeps finished (and rotated) card pictures.

Drawing only: no game rules and no animation here (see game.ui.cards). Never paint a card every
frame: ask the book, which paints on first use and then blits.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache
from typing import Callable, Hashable

import pygame

from game.ui.theme import Palette

CARD_ASPECT = 0.7  # width / height of every card (close to a bridge card)
SUPERSAMPLE = 3  # shapes are drawn this much larger and smoothed down: round corners without jaggies

FacePainter = Callable[[pygame.Surface, pygame.Rect, Hashable], None]


def size_for_height(height: float, aspect: float = CARD_ASPECT) -> tuple[int, int]:
    h = max(8, int(round(height)))
    return max(6, int(round(h * aspect))), h


def size_for_width(width: float, aspect: float = CARD_ASPECT) -> tuple[int, int]:
    w = max(6, int(round(width)))
    return w, max(8, int(round(w / aspect)))


def corner_radius(size: tuple[int, int]) -> int:
    return max(3, int(min(size) * 0.09))


def _smooth_down(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


def _rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A white rounded rectangle on transparency, smoothed: multiply a picture by it to round it."""
    k = SUPERSAMPLE
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=radius * k)
    mask = _smooth_down(big, size)
    # smoothing leaves the inside a shade short of opaque: only the corners should be soft
    w, h = size
    mask.fill((255, 255, 255, 255), pygame.Rect(radius, 1, w - 2 * radius, h - 2))
    mask.fill((255, 255, 255, 255), pygame.Rect(1, radius, w - 2, h - 2 * radius))
    return mask


def _clip_round(surf: pygame.Surface, radius: int) -> pygame.Surface:
    surf.blit(_rounded_mask(surf.get_size(), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def _gradient(size: tuple[int, int], top, bottom, diagonal: bool = False) -> pygame.Surface:
    """A smooth two-colour gradient (built small, scaled up)."""
    gw, gh = 16, 16
    small = pygame.Surface((gw, gh))
    for y in range(gh):
        for x in range(gw):
            t = (x + y) / (gw + gh - 2) if diagonal else y / (gh - 1)
            small.set_at((x, y), [int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)])
    return pygame.transform.smoothscale(small, size)


# --- the face ---------------------------------------------------------------------------------

@lru_cache(maxsize=32)
def blank_face(size: tuple[int, int], paper=Palette.ivory) -> pygame.Surface:
    """An ivory card with a warm centre, a gold edge and a fine inner gold rule (no content)."""
    w, h = size
    r = corner_radius(size)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    warm = tuple(min(255, c + 4) for c in paper)
    cool = tuple(max(0, c - 14) for c in paper)
    surf.blit(_gradient(size, warm, cool), (0, 0))
    k = SUPERSAMPLE
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    edge = max(1, int(min(size) * 0.035)) * k
    pygame.draw.rect(big, (*Palette.gold_dark, 255), big.get_rect(), edge, border_radius=r * k)
    pygame.draw.rect(big, (*Palette.gold, 200), big.get_rect().inflate(-edge, -edge), max(1, edge // 2),
                     border_radius=max(1, r * k - edge // 2))
    inset = max(3, int(min(size) * 0.075)) * k
    pygame.draw.rect(big, (*Palette.gold, 150), big.get_rect().inflate(-2 * inset, -2 * inset), max(1, k),
                     border_radius=max(1, (r * k) // 2))
    surf.blit(_smooth_down(big, size), (0, 0))
    return _clip_round(surf, r)


# --- the back ---------------------------------------------------------------------------------

def star_points(cx: float, cy: float, outer: float, inner: float, points: int = 5, turn: float = -90.0):
    """The corners of a star of `points` points, the first pointing along `turn` degrees."""
    pts = []
    for i in range(points * 2):
        rad = outer if i % 2 == 0 else inner
        a = math.radians(turn + i * 180.0 / points)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return pts


@lru_cache(maxsize=32)
def card_back(size: tuple[int, int], tint=None) -> pygame.Surface:
    """Night blue shading into plum, a faint gold lattice, a gilded frame and a star medallion."""
    w, h = size
    r = corner_radius(size)
    k = SUPERSAMPLE
    W, H = w * k, h * k
    top = (26, 28, 72) if tint is None else tint
    bottom = Palette.plum
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    big.blit(_gradient((W, H), top, bottom, diagonal=True), (0, 0))
    lattice = pygame.Surface((W, H), pygame.SRCALPHA)
    step = max(6 * k, int(min(W, H) * 0.14))
    line = max(1, k // 2 + 1)
    for off in range(-H, W + H, step):
        pygame.draw.line(lattice, (*Palette.gold, 34), (off, 0), (off + H, H), line)
        pygame.draw.line(lattice, (*Palette.gold, 34), (off, H), (off + H, 0), line)
    big.blit(lattice, (0, 0))
    edge = max(1, int(min(size) * 0.035)) * k
    pygame.draw.rect(big, (*Palette.gold_dark, 255), big.get_rect(), edge, border_radius=r * k)
    inset = max(3, int(min(size) * 0.08)) * k
    frame = big.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(big, (*Palette.gold, 220), frame, max(1, k), border_radius=max(1, (r * k) // 2))
    inner = frame.inflate(-3 * k, -3 * k)
    pygame.draw.rect(big, (*Palette.gold_dark, 180), inner, max(1, k // 2 + 1), border_radius=max(1, (r * k) // 3))
    # the medallion: a glowing disc, a gold ring and an eight-point star
    cx, cy = W / 2, H / 2
    rad = min(W, H) * 0.27
    glow = pygame.Surface((W, H), pygame.SRCALPHA)
    for i in range(10, 0, -1):
        pygame.draw.circle(glow, (*Palette.gold_light, int(5 + 3 * (10 - i))), (cx, cy), rad * (0.6 + 0.08 * i))
    big.blit(glow, (0, 0))
    pygame.draw.circle(big, (*Palette.midnight, 255), (cx, cy), rad)
    pygame.draw.circle(big, (*Palette.gold, 255), (cx, cy), rad, max(2, int(rad * 0.09)))
    pygame.draw.circle(big, (*Palette.gold_dark, 255), (cx, cy), rad * 0.8, max(1, int(rad * 0.04)))
    pygame.draw.polygon(big, (*Palette.gold, 255), star_points(cx, cy, rad * 0.74, rad * 0.3, 8, -90 + 22.5))
    pygame.draw.polygon(big, (*Palette.gold_light, 255), star_points(cx, cy, rad * 0.66, rad * 0.2, 4))
    pygame.draw.circle(big, (*Palette.plum_light, 255), (cx, cy), rad * 0.12)
    # corner fleurons: small diamonds in the frame's corners
    d = max(2 * k, inset * 0.55)
    for fx, fy in ((frame.left + d * 1.3, frame.top + d * 1.3), (frame.right - d * 1.3, frame.top + d * 1.3),
                   (frame.left + d * 1.3, frame.bottom - d * 1.3), (frame.right - d * 1.3, frame.bottom - d * 1.3)):
        pygame.draw.polygon(big, (*Palette.gold, 230), [(fx, fy - d), (fx + d * 0.6, fy), (fx, fy + d),
                                                        (fx - d * 0.6, fy)])
    return _clip_round(_smooth_down(big, size), r)


# --- shadows, halos, spaces -------------------------------------------------------------------

@lru_cache(maxsize=160)
def card_shadow(size: tuple[int, int], spread: int, alpha: int = 110, angle: int = 0) -> pygame.Surface:
    """A soft shadow for a card of `size` turned by `angle` degrees, `spread` px larger on every side
    (blit it centred under the card)."""
    if angle:
        return pygame.transform.rotate(card_shadow(size, spread, alpha, 0), angle)
    w, h = size[0] + 2 * spread, size[1] + 2 * spread
    k = 4
    small_w, small_h = max(6, w // k), max(6, h // k)
    small = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    edge = max(1, spread // k)
    steps = max(2, edge)
    for i in range(steps + 1):
        # nested rounded rectangles, darker inwards: a blur without a blur filter
        a = int(alpha * ((i + 1) / (steps + 1)) ** 1.5)
        rect = small.get_rect().inflate(-2 * i, -2 * i)
        if rect.width <= 0 or rect.height <= 0:
            break
        small.fill((0, 0, 0, 0), rect)
        pygame.draw.rect(small, (*Palette.shadow, a), rect, border_radius=max(1, edge + 1 - i // 2))
    return pygame.transform.smoothscale(small, (w, h))


@lru_cache(maxsize=64)
def card_halo(size: tuple[int, int], colour: tuple, spread: int) -> pygame.Surface:
    """A glow around a card of `size` (blit centred on the card); its alpha can be pulsed."""
    w, h = size[0] + 2 * spread, size[1] + 2 * spread
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = corner_radius(size)
    steps = max(3, spread)
    for i in range(steps):
        t = i / steps
        a = int(150 * (1 - t) ** 1.7)
        rect = pygame.Rect(spread - i, spread - i, size[0] + 2 * i, size[1] + 2 * i)
        pygame.draw.rect(surf, (*colour, a), rect, 2, border_radius=r + i)
    pygame.draw.rect(surf, (*colour, 255), pygame.Rect(spread - 1, spread - 1, size[0] + 2, size[1] + 2),
                     max(2, min(size) // 30), border_radius=r + 1)
    return surf


@lru_cache(maxsize=64)
def empty_space(size: tuple[int, int], colour=Palette.gold, label: str = "", ink=None) -> pygame.Surface:
    """An empty place for a card: a translucent velvet bed with a fine gold outline and a faint label."""
    from game.ui import theme

    w, h = size
    r = corner_radius(size)
    k = SUPERSAMPLE
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    pygame.draw.rect(big, (*Palette.midnight, 120), big.get_rect(), border_radius=r * k)
    pygame.draw.rect(big, (*colour, 110), big.get_rect().inflate(-k, -k), max(1, k), border_radius=r * k)
    inset = max(3, int(min(size) * 0.09)) * k
    pygame.draw.rect(big, (*colour, 46), big.get_rect().inflate(-2 * inset, -2 * inset), max(1, k),
                     border_radius=max(1, r * k // 2))
    surf = _smooth_down(big, size)
    if label:
        text = theme.render_text(label, "display", max(8, int(h * 0.3)), ink or colour)
        text = text.copy()
        text.set_alpha(90)
        surf.blit(text, text.get_rect(center=(w // 2, h // 2)))
    return surf


# --- the book of finished pictures ---------------------------------------------------------------

class SpriteBook:
    """Finished card pictures: faces (blank face + the game's painter) and backs per size, and rotated
    copies per whole degree. `variant` (e.g. the colour-blind palette) is part of every face key;
    change it with set_variant(), which forgets the painted faces."""

    def __init__(self, painter: FacePainter, variant: Hashable = None, back_tint=None, limit: int = 400):
        self.painter = painter
        self.variant = variant
        self.back_tint = back_tint
        self.limit = limit
        self._faces: OrderedDict = OrderedDict()
        self._turned: OrderedDict = OrderedDict()

    def set_variant(self, variant: Hashable) -> None:
        if variant != self.variant:
            self.variant = variant
            self._faces.clear()
            self._turned.clear()

    def face(self, key: Hashable, size: tuple[int, int]) -> pygame.Surface:
        size = (int(size[0]), int(size[1]))
        k = (key, size, self.variant)
        surf = self._faces.get(k)
        if surf is None:
            surf = blank_face(size).copy()
            self.painter(surf, surf.get_rect(), key)
            self._faces[k] = surf
            if len(self._faces) > self.limit:
                self._faces.popitem(last=False)
        else:
            self._faces.move_to_end(k)
        return surf

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return card_back((int(size[0]), int(size[1])), self.back_tint)

    def picture(self, key: Hashable, face_up: bool, size: tuple[int, int], angle: float = 0.0) -> pygame.Surface:
        """The card as it lies: face or back, turned by `angle` degrees (counter-clockwise)."""
        base = self.face(key, size) if face_up and key is not None else self.back(size)
        deg = int(round(angle)) % 360
        if deg == 0:
            return base
        k = (key if face_up else None, face_up, tuple(size), deg, self.variant)
        surf = self._turned.get(k)
        if surf is None:
            surf = pygame.transform.rotozoom(base, deg, 1.0)
            self._turned[k] = surf
            if len(self._turned) > self.limit:
                self._turned.popitem(last=False)
        return surf

    def blank_steps(self, sizes):
        """Warm-up steps painting each size's back and blank face on the helper thread (game.ui.paint_ahead;
        both are font-free): the slowest card pictures (a supersampled edge, 5-12 ms each at 1080p), which
        every face and every deal needs first."""
        from game.ui.paint_ahead import ahead

        for size in dict.fromkeys((int(w), int(h)) for w, h in sizes):
            yield from ahead(card_back, size, self.back_tint)
            yield from ahead(blank_face, size)

    def turn_steps(self, keys, size: tuple[int, int], angles):
        """Warm-up steps turning each card of `keys` (None: the back) to every one of `angles` on the helper
        thread (game.ui.paint_ahead), as picture() turns it: a replay's jump shows a fan of a size not seen
        yet, and its turned cards cost a frame about 0.1 ms each at 1080p. The faces are painted here first
        (a painter may write words: fonts stay on this thread); the turned copies are kept here too."""
        from game.ui.paint_ahead import WAIT, ahead

        size = (int(size[0]), int(size[1]))
        degs = sorted({int(round(a)) % 360 for a in angles} - {0})
        for key in keys:
            face_up = key is not None
            todo = [d for d in degs if (key, face_up, size, d, self.variant) not in self._turned]
            if not todo:
                continue
            # a private copy: rotozoom locks its source on the helper thread, and the main thread blits the
            # book's own picture meanwhile (a locked surface cannot be blitted)
            base = (self.face(key, size) if face_up else self.back(size)).copy()
            for turned in ahead(_turn_all, base, tuple(todo)):
                if turned is WAIT:
                    yield WAIT
                    continue
                for d, surf in zip(todo, turned or ()):
                    self._turned[(key, face_up, size, d, self.variant)] = surf
                if len(self._turned) > self.limit:
                    for _ in range(len(self._turned) - self.limit):
                        self._turned.popitem(last=False)
                yield turned

    def warm_steps(self, keys, size: tuple[int, int]):
        """Paint faces one at a time (a generator: warm a few per frame instead of all at once)."""
        self.back(size)
        for key in keys:
            self.face(key, size)
            yield key


def _turn_all(base: pygame.Surface, degs: tuple) -> list:
    """`base` turned to each of `degs` (as SpriteBook.picture turns a card), on the painting thread."""
    return [pygame.transform.rotozoom(base, d, 1.0) for d in degs]
