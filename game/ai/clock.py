"""The one clock the searches and the odds read for their time ceilings.

Budgets are counted in work (nodes, iterations, playout steps); the time limit is only a ceiling for a
machine far slower than the one the budgets were set on. Every search reads the time through `now()`
here, so a test can make the clock run fast (monkeypatch `now`) and check that a move does not change,
instead of measuring time. Never imports pygame or a game.
"""
from __future__ import annotations

import time

# The time ceiling of every search and estimate, in seconds: about ten times what a Hard decision takes
# on the 2-core reference machine, so only a machine ten times slower (or a clock run fast in a test)
# meets it. Below it, the work budget alone decides where a search stops.
CEILING = 10.0


def now() -> float:
    """Seconds on a monotonic clock (wall time: a ceiling protects the person waiting)."""
    return time.perf_counter()
