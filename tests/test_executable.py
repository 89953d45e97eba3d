"""The standalone executable: build.spec builds dist/grand-ball, and it runs the game headless.

Builds only when the executable is missing or older than a source or data file (a clean clone always
builds; a repeated local `make test` does not), in the same place `make exe` puts it.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXE = ROOT / "dist" / ("grand-ball.exe" if sys.platform == "win32" else "grand-ball")
INPUTS = ("game", "levels", "sprites", "sounds", "tools/entry.py", "build.spec", "pyproject.toml")
MAX_BYTES = 25 * 1024 * 1024
FIRST_FRAME_S = 0.6  # the goal; the test allows slack for a busy CI machine (see first_frame_limit)

pytestmark = pytest.mark.slow


def newest_input() -> float:
    newest = 0.0
    for name in INPUTS:
        path = ROOT / name
        files = [path] if path.is_file() else (p for p in path.rglob("*") if p.is_file())
        for f in files:
            if "__pycache__" not in f.parts:
                newest = max(newest, f.stat().st_mtime)
    return newest


def build_if_stale() -> None:
    lock = None
    try:  # another `make test` in the same checkout must not build into the same folders at once
        import fcntl

        (ROOT / "build").mkdir(exist_ok=True)
        lock = open(ROOT / "build" / ".exe.lock", "w")
        fcntl.flock(lock, fcntl.LOCK_EX)
    except ImportError:
        pass
    try:
        if EXE.exists() and EXE.stat().st_mtime > newest_input():
            return
        result = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "build.spec"], cwd=ROOT,
                                capture_output=True, text=True, timeout=1800)
        assert result.returncode == 0, "PyInstaller failed:\n" + result.stderr[-4000:]
        assert EXE.exists()
    finally:
        if lock is not None:
            lock.close()


@pytest.fixture(scope="module")
def executable() -> Path:
    build_if_stale()
    return EXE


def headless_env(home: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GRAND_BALL_HOME=str(home))
    env.pop("PYTHONPATH", None)  # the bundle must stand alone, not lean on the checkout
    return env


def test_executable_is_small(executable):
    size = executable.stat().st_size
    assert size <= MAX_BYTES, f"{executable.name} is {size / 2**20:.1f} MB (limit 25 MB)"


def test_bundle_holds_the_data_and_leaves_out_the_bulk(executable):
    from PyInstaller.archive.readers import CArchiveReader

    names = set(CArchiveReader(str(executable)).toc)
    for required in ("levels/trifoil/board_8.json", "levels/the_dance/ballroom.json",
                     "levels/the_dance/counters.json", "sprites/icon.png", "sprites/fonts/Inter-Regular.ttf",
                     "sounds/click.wav", "sounds/win.wav"):
        assert required in names, f"{required} missing from the bundle"
    bulky = [n for n in names if any(s in n for s in ("NotoSansJP", "NotoSansKR", "NotoSansSC", "libcrypto",
                                                      "tkinter", "libtk"))]
    assert not bulky, f"left-out files are bundled: {bulky}"


def playable_games() -> list[str]:
    """Every registered game with a UI kit: each one's kit, table, bot and help modules must be bundled."""
    from game.core.registry import GAMES
    from game.ui.kits import has_kit

    return sorted(gid for gid in GAMES if has_kit(gid)) or ["trifoil"]


def run_autoplay(executable: Path, tmp_path: Path, frames: int, game_id: str = "trifoil"):
    stats = tmp_path / "stats.json"
    started = time.perf_counter()
    result = subprocess.run([str(executable), "--autoplay", game_id, "--seed", "1", "--frames", str(frames),
                             "--stats", str(stats)], env=headless_env(tmp_path / "home"),
                            capture_output=True, text=True, timeout=300)
    wall = time.perf_counter() - started
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stdout[-2000:]}\n{result.stderr[-4000:]}"
    return json.loads(stats.read_text(encoding="utf-8")), wall


@pytest.mark.parametrize("game_id", playable_games())
def test_autoplay_runs_headless_with_the_ai_worker(executable, tmp_path, game_id):
    figures, wall = run_autoplay(executable, tmp_path, 300, game_id)
    assert figures["frames"] == 300
    assert figures["autoplay"] == game_id
    assert figures.get("moves", 0) >= 2, f"the AI seats hardly moved: {figures}"
    # AI seats ask the spawned worker process (a second copy of the executable) for every move: a
    # worker that cannot start in the frozen app shows up in the log.
    log = (tmp_path / "home" / "logs" / "grand-ball.log").read_text(encoding="utf-8")
    for failure in ("AI worker process unavailable", "the AI worker stopped", "AI failed",
                    "AI gave no usable move", "Traceback"):
        assert failure not in log, f"{failure!r} in the log:\n{log[-3000:]}"
    print(f"exe autoplay {game_id} 300 frames: wall {wall:.2f} s, first frame {figures['first_frame_s']} s, "
          f"p95 {figures['p95_ms']} ms")


def first_frame_limit() -> float:
    # On a shared CI runner two cores may be busy with other jobs; the goal (0.6 s) is what `make bench`
    # reports, the test fails only when start-up is clearly broken.
    return float(os.environ.get("GRAND_BALL_FIRST_FRAME_LIMIT", FIRST_FRAME_S * 3))


def test_first_frame_comes_quickly(executable, tmp_path):
    best = min(run_autoplay(executable, tmp_path, 1)[0]["first_frame_s"] for _ in range(2))
    assert 0 < best <= first_frame_limit(), f"first frame after {best} s"
