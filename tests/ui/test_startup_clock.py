"""The launch clock behind first_frame_since_launch_s: ages read from /proc, compared with each other and
with what the test itself saw, with room for the clock's tick (no wall-clock limit of the machine's speed)."""
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.ui.startup_clock import seconds_since_launch

TICK = 0.02  # /proc counts a process's start in clock ticks and the uptime in hundredths: two of them


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_fresh_process_reports_a_small_age_and_an_older_one_a_larger_age():
    code = ("import time; from game.ui.startup_clock import seconds_since_launch as s; a = s(); "
            "time.sleep(0.3); print(a, s())")
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=str(Path(__file__).resolve().parents[2])).stdout
    wall = time.perf_counter() - started
    first, second = (float(v) for v in out.split())
    assert 0.0 <= first <= second <= wall + TICK  # the child is younger than the time we waited for it
    assert 0.3 - TICK <= second - first <= wall + TICK  # it aged by its sleep, at least, and by no more than we waited
    assert seconds_since_launch() >= second - TICK  # this test process started before the child
