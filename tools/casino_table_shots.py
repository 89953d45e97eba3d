"""Screenshots of the Casino Trifecta table in the moments worth looking at, at any window size:
`python tools/casino_table_shots.py --size 1280x720 --out shots/` writes setup, secret (the secret card's
chooser), crowded (20+ cards and several builds, a card picked and its caption), chooser (several
readings of one play), curtain, results and help PNGs.

Drives the real App headless (the tests' harness); a developer's tool, never imported by the game.
"""
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
# the pictures' games are autosaved and kept: never into the person's own folder
os.environ.setdefault("GRAND_BALL_HOME", tempfile.mkdtemp(prefix="grand-ball-shots-"))

import pygame  # noqa: E402

from game.casino import scene as casino_scene  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402


def new_app(size, animations: bool = False) -> App:
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


def open_table(app: App, match: Match):
    table = casino_scene.create_table(app, match)
    app.push(table)
    table.update(0.0)
    return table


def setup_and_help(size, out: Path) -> None:
    from game.casino.help import PAGES
    from game.ui.launcher import LauncherScene
    from game.ui.rules_help import RulesHelpScene
    from game.ui.setup import SetupScene

    app = new_app(size)
    app.push(LauncherScene(app))
    shot(app, out / "launcher.png", 8)
    app.push(SetupScene(app, "casino"))
    shot(app, out / "setup.png", 8)
    app.pop()
    for page in range(len(PAGES)):
        app.push(RulesHelpScene(app, "casino", page=page))
        shot(app, out / f"help_{page + 1:02d}.png", 3)
        app.pop()
    app.quit()


def secret(size, out: Path) -> None:
    app = new_app(size)
    match = Match.new("casino", 2, {"first": 0}, seed=3, seats=[Seat("human", "You"), Seat("ai", "Countess", "normal")])
    open_table(app, match)
    shot(app, out / "secret.png", 10)
    app.quit()


def crowded(size, out: Path) -> None:
    """The tests' crowded table (three rounds of drops and builds), a hand card picked: the lit cards
    and the caption; then the chooser of a play that reads several ways, if the hand has one."""
    from tests.casino.test_table import click, crowded_match, hand_point

    from game.casino import cards as C

    app = new_app(size)
    match = crowded_match()
    while match.state.turn != 0:  # the person's turn: her hand may be picked up
        seat = match.state.turn
        match.play(next(a for a in match.state.legal_actions(seat) if a[0] == "drop"), seat)
    table = open_table(app, match)
    shot(app, out / "crowded.png", 5)
    hand = match.state.hands[0]
    number = [c for c in hand if C.number_values(c)]
    click(table, hand_point(table, C.NAME[(number or hand)[-1]]))
    shot(app, out / "crowded_picked.png", 5)
    app.quit()


def curtain(size, out: Path) -> None:
    app = new_app(size)
    match = Match.new("casino", 2, {"first": 0}, seed=3, seats=[Seat("human", "Ada"), Seat("human", "Bea")])
    open_table(app, match)
    shot(app, out / "curtain.png", 30)
    app.quit()


def results(size, out: Path) -> None:
    from game.ui.start import finished_match

    app = new_app(size)
    table = open_table(app, finished_match("casino", 4))
    table.finish_animation()
    table.open_results()
    shot(app, out / "results.png", 10)
    app.quit()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--out", default="shots")
    ap.add_argument("--only", default="", help="comma-separated: setup,secret,crowded,curtain,results")
    args = ap.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    jobs = {"setup": setup_and_help, "secret": secret, "crowded": crowded, "curtain": curtain, "results": results}
    for name in [j for j in args.only.split(",") if j] or list(jobs):
        jobs[name](size, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
