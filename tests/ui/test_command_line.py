"""The command line end to end, in a child process as a player would run it: autoplay with figures and a
screenshot, --open for screenshots, readable errors for unknown games, and the log file."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def run_game(home: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, GRAND_BALL_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_autoplay_writes_figures_and_a_screenshot(tmp_path):
    stats, shot = tmp_path / "stats.json", tmp_path / "shot.png"
    done = run_game(tmp_path / "home", "--autoplay", "trifoil", "--level", "random", "--seed", "3", "--frames",
                    "150", "--stats", str(stats), "--screenshot", str(shot), "--size", "960x540")
    assert done.returncode == 0, done.stderr
    figures = json.loads(stats.read_text())
    assert figures["frames"] == 150 and figures["autoplay"] == "trifoil" and figures["seed"] == 3
    assert 0 < figures["p50_ms"] <= figures["p95_ms"] <= figures["p99_ms"] <= figures["max_ms"]
    assert figures["first_frame_s"] > 0
    assert figures.get("moves", 0) >= 1  # the AI really played in the demo
    assert pygame.image.load(str(shot)).get_size() == (960, 540)
    log = (tmp_path / "home" / "logs" / "grand-ball.log").read_text(encoding="utf-8")
    assert "first frame after" in log


def test_open_any_scene_for_a_screenshot(tmp_path):
    shot = tmp_path / "settings.png"
    done = run_game(tmp_path / "home", "--open", "settings", "--frames", "5", "--screenshot", str(shot), "--size",
                    "1280x720")
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)


def test_an_unknown_game_is_refused_with_the_known_ones(tmp_path):
    done = run_game(tmp_path / "home", "--game", "croquet", "--frames", "2")
    assert done.returncode == 2
    assert "croquet" in done.stderr and "trifoil" in done.stderr


def test_a_bad_size_is_explained(tmp_path):
    done = run_game(tmp_path / "home", "--size", "big", "--frames", "2")
    assert done.returncode == 2 and "1280x720" in done.stderr


def test_autoplay_takes_the_seats_and_the_mode(tmp_path):
    stats = tmp_path / "stats.json"
    done = run_game(tmp_path / "home", "--autoplay", "fancy_dancing", "--players", "3", "--option", "mode=cooperative",
                    "--level", "random", "--frames", "60", "--stats", str(stats), "--size", "960x540")
    assert done.returncode == 0, done.stderr
    figures = json.loads(stats.read_text())
    assert figures["players"] == 3 and figures["options"]["mode"] == "cooperative"


def test_autoplay_seats_or_options_the_rules_refuse_are_explained(tmp_path):
    done = run_game(tmp_path / "home", "--autoplay", "trifecta", "--players", "9", "--frames", "2")
    assert done.returncode == 2 and "2-6 players" in done.stderr
    done = run_game(tmp_path / "home", "--autoplay", "fancy_dancing", "--option", "mode=bogus", "--frames", "2")
    assert done.returncode == 2 and "bogus" in done.stderr
    done = run_game(tmp_path / "home", "--autoplay", "fancy_dancing", "--option", "mode", "--frames", "2")
    assert done.returncode == 2 and "name=value" in done.stderr


def test_two_fixed_step_runs_give_the_same_pixels(tmp_path):
    """--fixed-step: each frame advances the clock by exactly 1/60 s and each AI move is waited for on the
    frame after it is asked, so the same run twice (AI moves and animations included) paints the same."""
    shots = []
    for run in ("one", "two"):
        shot, stats = tmp_path / f"{run}.png", tmp_path / f"{run}.json"
        done = run_game(tmp_path / run, "--autoplay", "trifoil", "--level", "random", "--seed", "3", "--frames",
                        "100", "--fixed-step", "--size", "800x450", "--screenshot", str(shot), "--stats", str(stats))
        assert done.returncode == 0, done.stderr
        assert json.loads(stats.read_text()).get("moves", 0) >= 2  # AI moves were waited for and animated
        picture = pygame.image.load(str(shot))
        shots.append((picture.get_size(), pygame.image.tobytes(picture, "RGB")))
    assert shots[0][0] == (800, 450)
    assert shots[0] == shots[1]


def test_fixed_step_is_in_the_help():
    done = subprocess.run([sys.executable, "-m", "game", "--help"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and "--fixed-step" in done.stdout and "1/60 s" in done.stdout
