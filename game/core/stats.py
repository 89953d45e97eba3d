"""Small statistics shared by the app's frame figures, the benchmark and the arena.

Pure Python: no pygame.
"""
from __future__ import annotations

import math


def percentile(values, q: float) -> float:
    """Linear-interpolated percentile of `values`, q in 0..1; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def wilson(successes: float, n: int, z: float = 1.96) -> list[float]:
    """Wilson score 95% interval for a proportion (fractional successes allowed, for score rates)."""
    if n <= 0:
        return [0.0, 1.0]
    p = successes / n
    denom = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1.0 - p) / n + z * z / (4 * n * n)) / denom
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def mean_interval(values, z: float = 1.96) -> list[float]:
    """A normal-approximation 95% interval of a mean (the one value twice for one value)."""
    n = len(values)
    if n < 2:
        return [0.0, 0.0] if not n else [values[0], values[0]]
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = z * sd / math.sqrt(n)
    return [round(mean - half, 4), round(mean + half, 4)]
