"""The launch clock behind first_frame_since_launch_s."""
import subprocess
import sys
import time

import pytest

from game.ui.startup_clock import seconds_since_launch


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_fresh_process_reports_a_small_age_and_an_older_one_a_larger_age():
    code = "import time; time.sleep(0.3); from game.ui.startup_clock import seconds_since_launch as s; print(s())"
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=str(__import__("pathlib").Path(__file__).resolve().parents[2])).stdout
    wall = time.perf_counter() - started
    age = float(out.strip())
    assert 0.25 <= age <= wall + 0.05
    assert seconds_since_launch() > age  # this test process has been running longer
