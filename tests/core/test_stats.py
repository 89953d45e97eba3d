"""The small statistics behind the arena, the benchmark and the frame figures."""
import pytest

from game.core.stats import mean_interval, percentile, wilson


def test_wilson_interval():
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    lo, hi = wilson(190, 200)
    assert lo == pytest.approx(0.9104, abs=1e-3) and hi == pytest.approx(0.9726, abs=1e-3)
    assert wilson(0, 0) == [0.0, 1.0]  # nothing played: nothing known


def test_percentile_interpolates():
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0
    assert percentile(list(range(1, 101)), 0.95) == pytest.approx(95.05)
    assert percentile([7.0], 0.95) == 7.0
    assert percentile([], 0.95) == 0.0


def test_mean_interval():
    assert mean_interval([]) == [0.0, 0.0]
    assert mean_interval([2.0]) == [2.0, 2.0]
    lo, hi = mean_interval([1.0, 2.0, 3.0, 4.0])
    assert lo < 2.5 < hi and hi - 2.5 == pytest.approx(2.5 - lo)
