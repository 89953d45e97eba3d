"""Small statistics shared by the app's frame figures, the benchmark and the arena.

Pure Python: no pygame.
"""
from __future__ import annotations


def percentile(values, q: float) -> float:
    """Linear-interpolated percentile of `values`, q in 0..1; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)
