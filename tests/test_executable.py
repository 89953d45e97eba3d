"""The standalone executable: build.spec builds dist/grand-ball, and it runs the game headless.

Builds only when the executable is missing or older than a source or data file (a clean clone always
builds; a repeated local `make test` does not), in the same place `make exe` puts it.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXE = ROOT / "dist" / ("grand-ball.exe" if sys.platform == "win32" else "grand-ball")
INPUTS = ("game", "levels", "sprites", "sounds", "tools/entry.py", "build.spec", "pyproject.toml")
MAX_BYTES = 25 * 1024 * 1024

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


def start_autoplay(executable: Path, home: Path, frames: int, game_id: str) -> subprocess.Popen:
    home.mkdir(parents=True)
    return subprocess.Popen([str(executable), "--autoplay", game_id, "--seed", "1", "--frames", str(frames),
                             "--stats", str(home / "stats.json")], env=headless_env(home / "home"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


# Fancy Dancing's Normal search takes about two seconds of CPU a move (the other games' a fraction of
# one), so on a busy machine 300 frames may see only one: it gets twice the frames, and runs beside the
# others from the start, which play two at a time.
FRAMES = {"fancy_dancing": 600}
PAIRED = 2


def run_autoplays(executable: Path, home: Path, games: list[str]) -> dict:
    """Each game's finished autoplay (its run, stdout, stderr), the slow ones running beside the rest."""
    slow = [g for g in games if g in FRAMES]
    quick = [g for g in games if g not in FRAMES]
    runs = {gid: start_autoplay(executable, home / gid, FRAMES[gid], gid) for gid in slow}
    done = {}
    try:
        for i in range(0, len(quick), PAIRED):
            group = quick[i:i + PAIRED]
            runs.update({gid: start_autoplay(executable, home / gid, 300, gid) for gid in group})
            for gid in group:
                done[gid] = (runs[gid], *runs[gid].communicate(timeout=300))
        for gid in slow:
            done[gid] = (runs[gid], *runs[gid].communicate(timeout=300))
    finally:
        for run in runs.values():
            if run.poll() is None:  # a run that hangs (or one left when another failed) is not left behind
                run.kill()
                run.communicate()
    return done


def test_every_game_autoplays_headless_with_the_ai_worker(executable, tmp_path):
    """Every game's autoplay, a few at a time (all at once, copies and their workers starve the AI on a
    busy two-core machine): 300 frames (600 for Fancy Dancing) with the AI seats asking the spawned worker
    process (a second copy of the executable) for every move. A worker that cannot start in the frozen
    app shows up in the log. How quickly the first frame comes is a figure for `make bench`, not a test."""
    games = playable_games()
    done = run_autoplays(executable, tmp_path, games)
    assert sorted(done) == games
    for gid, (run, out, err) in sorted(done.items()):
        assert run.returncode == 0, f"{gid}: exit {run.returncode}\n{out[-2000:]}\n{err[-4000:]}"
        figures = json.loads((tmp_path / gid / "stats.json").read_text(encoding="utf-8"))
        assert figures["frames"] == FRAMES.get(gid, 300)
        assert figures["autoplay"] == gid
        assert figures.get("moves", 0) >= 2, f"{gid}: the AI seats hardly moved: {figures}"
        log = (tmp_path / gid / "home" / "logs" / "grand-ball.log").read_text(encoding="utf-8")
        for failure in ("AI worker process unavailable", "the AI worker stopped", "AI failed",
                        "AI gave no usable move", "Traceback"):
            assert failure not in log, f"{gid}: {failure!r} in the log:\n{log[-3000:]}"
