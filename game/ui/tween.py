"""Time-based tweens for animations; the animation-speed setting scales them (0 = off).

Pure timing maths: no drawing here. A tween is advanced in update(dt) and read in draw().
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1, c3 = 1.70158, 2.70158
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a, b, t: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


@dataclass
class Tween:
    """Goes from 0 to 1 over `duration` seconds (after `delay`); `value` is the eased progress."""

    duration: float
    ease: Callable[[float], float] = ease_in_out_cubic
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    done: bool = False

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.delay + self.duration:
            self.finish()

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.elapsed = self.delay + self.duration
            if self.on_done:
                self.on_done()

    @property
    def progress(self) -> float:
        if self.done or self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.ease(self.progress)


@dataclass
class Timeline:
    """A group of tweens played together; `speed` multiplies time (0 means finish at once)."""

    speed: float = 1.0
    tweens: list = field(default_factory=list)

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        if self.speed <= 0:
            tween.finish()
        return tween

    def update(self, dt: float) -> None:
        for tw in list(self.tweens):
            tw.update(dt * self.speed if self.speed > 0 else 1e9)
        self.tweens = [tw for tw in self.tweens if not tw.done]

    def finish_all(self) -> None:
        for tw in list(self.tweens):
            tw.finish()
        self.tweens.clear()

    @property
    def busy(self) -> bool:
        return bool(self.tweens)
