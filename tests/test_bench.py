"""`make bench` works end to end on a tiny budget: every section runs and the last line is the JSON
summary the figures are compared by (the figures themselves are not judged here)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_bench_prints_a_json_summary_with_every_section():
    args = [sys.executable, "-m", "game.bench", "--only", "rules,frames,replay,listing,ai,arena", "--seconds", "0.2",
            "--frames", "20", "--sizes", "960x540", "--seeks", "4", "--moves", "60", "--listing-runs", "1", "--listing-loose", "8",
            "--levels", "random,easy", "--positions", "1", "--pairs", "easy-random", "--games", "2", "--jobs", "1"]
    result = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])

    trifoil = summary["rules"]["trifoil"]
    assert trifoil["actions_per_s"] > 0 and trifoil["playouts"] >= 1
    frames = summary["frames"]["trifoil@960x540"]
    assert "error" not in frames, frames
    assert frames["frames"] == 20 and frames["p95_ms"] >= frames["p50_ms"] > 0 and frames["cpu_max_ms"] > 0
    jump = summary["replay"]["the_dance@960x540"]
    assert jump["moves"] == 60 and jump["seeks"] == 4 and jump["max_ms"] > 0
    assert summary["listing"]["loose"] == 8 and summary["listing"]["plays"] > 0
    for level in ("random", "easy"):
        assert summary["ai"]["trifoil"][level]["positions"] == 1
    arena = summary["arena"]["trifoil"]["easy-random"]
    assert arena["games"] == 2 and 0.0 <= arena["win_rate"]["rate"] <= 1.0
