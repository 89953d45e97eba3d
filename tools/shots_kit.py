"""What the table screenshot tools share: the headless set-up (dummy SDL drivers, a throw-away user
folder so the pictures' games never land in the person's own), a real App with the tests' stub AI, a
shot after a few frames, and the command line (--size, --out, --only). Import it before pygame or game."""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("GRAND_BALL_HOME", tempfile.mkdtemp(prefix="grand-ball-shots-"))

import pygame  # noqa: E402

from game.ui.app import App, AppOptions  # noqa: E402


def new_app(size, animations: bool = True) -> App:
    from tests.ui.harness import StubAI

    app = App(AppOptions(size=size))
    app._ai = StubAI("held")
    if not animations:
        app.settings.animation_speed = 0.0
    return app


def shot(app: App, path: Path, frames: int = 3) -> None:
    for _ in range(frames):
        app._frame()
    pygame.image.save(app.screen, str(path))
    print("wrote", path)


def run(doc: str, jobs: dict, argv=None) -> int:
    """Parse --size WxH, --out DIR and --only a,b and run the chosen jobs(size, out) (all by default)."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--out", default="shots")
    ap.add_argument("--only", default="", help="comma-separated: " + ",".join(jobs))
    args = ap.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in [j for j in args.only.split(",") if j] or list(jobs):
        jobs[name](size, out)
    return 0
