"""A monotone recalibration map for the odds: fitted to self-play outcomes after a game's own model or
estimator, it bends that estimate so that "70%" is won about 70% of the time, wherever the model's
shape (a logistic over a few features, a playout mean) is too stiff to say so itself.

The map is isotonic (pool-adjacent-violators over quantile bins of the estimate, weighted by the
number of distinct games in each bin so that one long game does not outweigh many short ones),
read piecewise-linearly between the bins' centres and flat beyond the end ones. It is kept as its
knots in a game's levels/ JSON (`Monotone.to_json` / `from_json`) and never maps outside UNPROVEN:
a map proves nothing.

No pygame, never imports a game.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

UNPROVEN = (0.01, 0.99)  # an estimate that is not proven stays inside this (game.ai.odds uses it too)
BINS = 20  # quantile bins before pooling: enough shape, each bin still holds many games


@dataclass(frozen=True)
class Monotone:
    """Knots (xs ascending, ys non-decreasing) of a piecewise-linear, non-decreasing map of [0, 1]."""

    xs: tuple[float, ...]
    ys: tuple[float, ...]

    def __call__(self, p: float) -> float:
        xs, ys = self.xs, self.ys
        if not xs:
            return _inside(p)
        if p <= xs[0]:
            return _inside(ys[0])
        if p >= xs[-1]:
            return _inside(ys[-1])
        i = bisect_right(xs, p)
        x0, x1, y0, y1 = xs[i - 1], xs[i], ys[i - 1], ys[i]
        t = 0.0 if x1 == x0 else (p - x0) / (x1 - x0)
        return _inside(y0 + t * (y1 - y0))

    def even(self, p: float) -> float:
        """The map made symmetric about an even chance, (m(p) + 1 - m(1 - p)) / 2: for a game whose two
        seats' chances must add up to one exactly (seat 1's estimate p' = 1 - p then maps to 1 - even(p)),
        still non-decreasing and inside UNPROVEN."""
        return 0.5 * (self(p) + 1.0 - self(1.0 - p))

    def to_json(self) -> dict:
        return {"xs": [round(x, 5) for x in self.xs], "ys": [round(y, 5) for y in self.ys]}

    @classmethod
    def from_json(cls, data: dict) -> "Monotone":
        xs = tuple(float(x) for x in data["xs"])
        ys = tuple(float(y) for y in data["ys"])
        if len(xs) != len(ys) or any(b < a for a, b in zip(xs, xs[1:])) or any(b < a for a, b in zip(ys, ys[1:])):
            raise ValueError("a monotone map needs as many ys as xs, both non-decreasing")
        return cls(xs, ys)


IDENTITY = Monotone((), ())


def _inside(p: float) -> float:
    return min(UNPROVEN[1], max(UNPROVEN[0], float(p)))


def fit(samples: list[tuple[float, float, object]], bins: int = BINS) -> Monotone:
    """The isotonic map from (estimate, outcome, game key) samples: the estimates cut into `bins`
    quantile bins, each bin's mean estimate and mean outcome over its games (a game's estimates in a bin
    averaged first), pooled where the outcomes fall as the estimates rise, each bin weighted by its
    count of distinct games."""
    ordered = sorted(samples, key=lambda s: s[0])
    n = len(ordered)
    if n == 0:
        return IDENTITY
    blocks = []  # [mean x, mean y, games]
    for b in range(bins):
        part = ordered[b * n // bins:(b + 1) * n // bins]
        if not part:
            continue
        per_game: dict = {}  # a game's estimates in the bin count as one (their means)
        for x, y, key in part:
            per_game.setdefault(key, []).append((x, y))
        means = [(sum(x for x, _ in v) / len(v), sum(y for _, y in v) / len(v)) for v in per_game.values()]
        blocks.append([sum(x for x, _ in means) / len(means), sum(y for _, y in means) / len(means),
                       float(len(means))])
    pooled: list[list[float]] = []  # [mean x, mean y, weight]
    for x, y, w in blocks:
        pooled.append([x, y, w])
        while len(pooled) > 1 and pooled[-2][1] > pooled[-1][1]:
            x2, y2, w2 = pooled.pop()
            x1, y1, w1 = pooled.pop()
            w = w1 + w2
            pooled.append([(x1 * w1 + x2 * w2) / w, (y1 * w1 + y2 * w2) / w, w])
    return Monotone(tuple(p[0] for p in pooled), tuple(p[1] for p in pooled))
