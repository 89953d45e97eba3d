"""A zoomable, pannable view of a flat-topped axial hex board: fitting a board's content into a
rectangle of the window, zoom steps about a point, panning, screen <-> board conversions, and the
hex under a pixel found by axial rounding (never by testing polygons). Also LayerCache, which keeps a
few expensive still pictures (a floor drawn at one zoom step) and counts how often it builds one.

Geometry only: it never draws and knows no game. Positions on the board are in "units", where a hex
has circumradius 1 and hex (0, 0) is centred on the origin (game.core.hexgrid.to_pixel(q, r, 1.0));
`size` is the current hex circumradius in pixels, so screen = origin + unit * size.

    view = HexView(bounds=(x0, y0, x1, y1))      # the content (board and whatever sits round it), units
    view.layout(rect)                            # fitted, centred: zoom step 0
    view.zoom_by(+1, about=mouse_pos)            # the point under the mouse stays put
    view.pan_by(dx, dy); view.fit()
    view.axial_at(pos) -> (q, r); view.to_screen(ux, uy); view.to_unit(x, y)
    view.layer_topleft                           # where a picture drawn at this step is blitted
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Callable, Hashable

import pygame

from game.core import hexgrid

ZOOM_STEP = 1.25      # each wheel notch enlarges the board by this factor
MAX_HEX_PX = 64.0     # no zoom step makes a hex larger than this (its picture must stay affordable)


class HexView:
    """Where the board's unit space sits on screen. Step 0 is "fit": the content fills `rect` as far
    as it can and is centred; steps 1.. enlarge it by ZOOM_STEP each, up to a hex of MAX_HEX_PX (or
    at least one step, however large the window). Panning is free while zoomed, as long as the middle
    of the rectangle stays over the content, so the board can never be lost off screen."""

    def __init__(self, bounds: tuple[float, float, float, float], zoom_step: float = ZOOM_STEP,
                 max_hex_px: float = MAX_HEX_PX):
        x0, y0, x1, y1 = bounds
        if x1 <= x0 or y1 <= y0:
            raise ValueError(f"empty content bounds {bounds}")
        self.bounds = (float(x0), float(y0), float(x1), float(y1))
        self.zoom_step = zoom_step
        self.max_hex_px = max_hex_px
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.fit_size = 1.0
        self.sizes: tuple[float, ...] = (1.0,)
        self.step = 0
        self.origin = (0.0, 0.0)

    # --- fitting and zooming ---------------------------------------------------------------

    @property
    def size(self) -> float:
        """The hex circumradius in pixels at the current zoom step."""
        return self.sizes[self.step]

    @property
    def zoomed(self) -> bool:
        return self.step > 0

    def layout(self, rect) -> None:
        """Fit the content into `rect` (the board's part of the window) at zoom step 0."""
        self.rect = pygame.Rect(rect)
        x0, y0, x1, y1 = self.bounds
        self.fit_size = max(1.0, min(self.rect.width / (x1 - x0), self.rect.height / (y1 - y0)))
        sizes = [self.fit_size]
        while sizes[-1] * self.zoom_step <= max(self.max_hex_px, self.fit_size * self.zoom_step) + 1e-9:
            sizes.append(sizes[-1] * self.zoom_step)
        self.sizes = tuple(sizes)
        self.fit()

    def fit(self) -> None:
        """Back to step 0, the whole content centred in the rectangle."""
        self.step = 0
        x0, y0, x1, y1 = self.bounds
        s = self.size
        self._set_origin(self.rect.centerx - (x0 + x1) / 2 * s, self.rect.centery - (y0 + y1) / 2 * s)

    def zoom_by(self, steps: int, about=None) -> bool:
        """Zoom `steps` steps in (positive) or out, keeping the board point under `about` (a screen
        position; default the rectangle's middle) where it is. Returns whether the zoom changed."""
        new = max(0, min(len(self.sizes) - 1, self.step + int(steps)))
        if new == self.step:
            return False
        if new == 0:
            self.fit()
            return True
        ax, ay = about if about is not None else self.rect.center
        ux, uy = self.to_unit(ax, ay)
        self.step = new
        s = self.size
        self._set_origin(ax - ux * s, ay - uy * s)
        return True

    def zoom_to(self, step: int, about=None) -> bool:
        return self.zoom_by(step - self.step, about)

    def pan_by(self, dx: float, dy: float) -> bool:
        """Slide the board by (dx, dy) pixels (only while zoomed). Returns whether it moved."""
        if not self.zoomed:
            return False
        before = self.origin
        self._set_origin(self.origin[0] + dx, self.origin[1] + dy)
        return self.origin != before

    def _set_origin(self, ox: float, oy: float) -> None:
        """Keep the rectangle's middle over the content, then snap so that the content's top-left
        corner falls on a whole pixel: a picture drawn at this step lines up with every position."""
        x0, y0, x1, y1 = self.bounds
        s = self.size
        cx, cy = self.rect.center
        ox = min(cx - x0 * s, max(cx - x1 * s, ox))
        oy = min(cy - y0 * s, max(cy - y1 * s, oy))
        left, top = round(ox + x0 * s), round(oy + y0 * s)
        self.origin = (left - x0 * s, top - y0 * s)

    # --- conversions -------------------------------------------------------------------------

    def to_screen(self, ux: float, uy: float) -> tuple[float, float]:
        s = self.size
        return self.origin[0] + ux * s, self.origin[1] + uy * s

    def to_unit(self, x: float, y: float) -> tuple[float, float]:
        s = self.size
        return (x - self.origin[0]) / s, (y - self.origin[1]) / s

    def hex_centre(self, q: int, r: int) -> tuple[float, float]:
        ux, uy = hexgrid.to_pixel(q, r, 1.0)
        return self.to_screen(ux, uy)

    def axial_at(self, pos) -> tuple[int, int]:
        """The axial hex containing screen point `pos` (whether or not the board has such a hex)."""
        return hexgrid.from_pixel(pos[0] - self.origin[0], pos[1] - self.origin[1], self.size)

    def unit_rect(self, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        """The screen rectangle of a unit-space box."""
        left, top = self.to_screen(x0, y0)
        right, bottom = self.to_screen(x1, y1)
        return pygame.Rect(round(left), round(top), round(right) - round(left), round(bottom) - round(top))

    @property
    def content_rect(self) -> pygame.Rect:
        """The content's rectangle on screen at the current step and pan."""
        return self.unit_rect(*self.bounds)

    @property
    def layer_size(self) -> tuple[int, int]:
        """Pixel size of a picture of the whole content at the current step."""
        x0, y0, x1, y1 = self.bounds
        s = self.size
        return max(1, math.ceil((x1 - x0) * s)), max(1, math.ceil((y1 - y0) * s))

    @property
    def layer_topleft(self) -> tuple[int, int]:
        """Where that picture is blitted (a whole pixel, see _set_origin)."""
        x, y = self.to_screen(self.bounds[0], self.bounds[1])
        return round(x), round(y)


class LayerCache:
    """A few expensive pictures by key, the least recently used dropped first; `builds` counts the
    pictures made, so a test can check that a still layer is drawn once and then only blitted."""

    def __init__(self, limit: int = 4):
        self.limit = max(1, limit)
        self.builds = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        surf = build()
        self.builds += 1
        self._items[key] = surf
        while len(self._items) > self.limit:
            self._items.popitem(last=False)
        return surf

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def clear(self) -> None:
        self._items.clear()


def rounded_hex_points(cx: float, cy: float, radius: float, corner: float, rotation: float = 0.0,
                       steps: int = 6) -> list[tuple[float, float]]:
    """Outline of a flat-topped hexagon of circumradius `radius` whose corners are rounded with radius
    `corner` (0 gives the sharp hexagon), turned by `rotation` radians: points for pygame.draw.polygon."""
    corner = max(0.0, min(corner, radius * 0.8))
    if corner == 0.0:
        return hexgrid.corners(cx, cy, radius, rotation)
    inset = radius - corner / math.sin(math.radians(60))
    pts = []
    for i in range(6):
        base = math.radians(60 * i) + rotation
        ax, ay = cx + inset * math.cos(base), cy + inset * math.sin(base)
        for k in range(steps + 1):
            a = base + math.radians(-30 + 60 * k / steps)
            pts.append((ax + corner * math.cos(a), ay + corner * math.sin(a)))
    return pts
