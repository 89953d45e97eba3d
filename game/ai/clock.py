"""The one clock the searches and the odds read for their time ceilings.

Budgets are counted in work (nodes, iterations, playout steps); the time limit is only a ceiling for a
machine far slower than the one the budgets were set on. The clock is this process's CPU time, not the
wall: a machine busy with other work gives the search fewer seconds of wall time but the same seconds of
CPU, so the same position and seed give the same move on a busy machine and a quiet one. Every search
reads the time through `now()` here, so a test can make the clock run fast (monkeypatch `now`) and check
that a move does not change, instead of measuring time. Never imports pygame or a game.
"""
from __future__ import annotations

import time

# The time ceiling of every search and estimate, in CPU seconds: about ten times what a Hard decision takes
# on the 2-core reference machine, so only a machine ten times slower (or a clock run fast in a test)
# meets it. Below it, the work budget alone decides where a search stops.
CEILING = 10.0


def now() -> float:
    """CPU seconds used by this process (the AI worker is a process of its own)."""
    return time.process_time()
