"""A hand of cards held in a fan (part of the card-table toolkit, see game.ui.cards): poses along a
gentle arc from the number of cards, hover and selection lifts, and hit-testing that knows each card's
turn.

Geometry only: never draws, never reads a game state.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

LIFT_PX = 0.08  # a fully lifted card rises this fraction of its height (its shadow grows with it)


@dataclass
class Pose:
    """Where a card rests: its centre, its turn in degrees (counter-clockwise) and its lift (0..1)."""

    x: float
    y: float
    angle: float = 0.0
    lift: float = 0.0

    @property
    def pos(self) -> tuple[float, float]:
        return self.x, self.y



class HandFan:
    """Cards held in a fan along a gentle arc, the middle highest; hovering lifts a card, a chosen
    card rises further. Poses are computed from the count, so a table can lay out any hand."""

    def __init__(self, max_step_deg: float = 7.0, radius_cards: float = 3.2, spacing: float = 0.78):
        self.max_step_deg = max_step_deg
        self.radius_cards = radius_cards
        self.spacing = spacing  # distance between neighbours, in card widths, when there is room
        self.anchor = (0.0, 0.0)
        self.card_size = (70, 100)
        self.max_width = 600.0

    def layout(self, anchor, card_size, max_width: float) -> None:
        """`anchor`: the centre of the middle card at rest; `max_width`: room for the whole fan."""
        self.anchor = (float(anchor[0]), float(anchor[1]))
        self.card_size = (int(card_size[0]), int(card_size[1]))
        self.max_width = float(max_width)

    def _step(self, n: int) -> tuple[float, float]:
        """(gap between card centres, radius of the arc)."""
        w, h = self.card_size
        radius = h * self.radius_cards
        if n <= 1:
            return 0.0, radius
        gap = min(w * self.spacing, (self.max_width - w) / (n - 1))
        gap = min(gap, radius * math.sin(math.radians(self.max_step_deg)) * 2.2)
        return max(w * 0.18, gap), radius

    def pose(self, n: int, i: int, hover: bool = False, selected: bool = False) -> Pose:
        gap, radius = self._step(n)
        offset = (i - (n - 1) / 2) * gap
        theta = math.asin(max(-0.95, min(0.95, offset / radius)))
        x = self.anchor[0] + radius * math.sin(theta)
        y = self.anchor[1] + radius * (1 - math.cos(theta))
        lift = 1.9 if selected else (1.0 if hover else 0.0)
        return Pose(x, y, -math.degrees(theta), lift)

    def poses(self, n: int) -> list[Pose]:
        return [self.pose(n, i) for i in range(n)]

    def index_at(self, pos, n: int, lifted: int | None = None) -> int | None:
        """The index of the card under `pos` (the right-hand card lies on top); `lifted` is a card
        drawn raised, tested where it shows."""
        w, h = self.card_size
        for i in reversed(range(n)):
            p = self.pose(n, i, selected=(i == lifted))
            a = math.radians(p.angle)
            dx = pos[0] - p.x
            dy = pos[1] - (p.y - p.lift * h * LIFT_PX)
            lx = dx * math.cos(a) - dy * math.sin(a)
            ly = dx * math.sin(a) + dy * math.cos(a)
            if abs(lx) <= w / 2 and abs(ly) <= h / 2:
                return i
        return None

    def bounds(self, n: int) -> pygame.Rect:
        """A rectangle around the whole fan at rest."""
        if n <= 0:
            return pygame.Rect(int(self.anchor[0]), int(self.anchor[1]), 0, 0)
        w, h = self.card_size
        rects = []
        for p in self.poses(n):
            r = pygame.Rect(0, 0, w + h // 5, h + h // 5)
            r.center = (int(p.x), int(p.y))
            rects.append(r)
        return rects[0].unionall(rects[1:])
