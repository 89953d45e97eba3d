"""Entry point: `python -m game` opens the launcher (see --help for autoplay, screenshots, figures).

Keeps imports light until the arguments are read, so --help and the first frame come quickly.
"""
from __future__ import annotations

import time

_STARTED = time.perf_counter()

import argparse  # noqa: E402
import logging  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402

from game.core.cli import parse_option  # noqa: E402
from game.core.registry import GAMES  # noqa: E402


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        return int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="grand-ball", description="Grand Ball: five tabletop games at one table.")
    p.add_argument("--game", help="go straight to this game's setup (e.g. trifoil)")
    p.add_argument("--autoplay", metavar="ID", help="AI plays every seat of this game in the real UI (demo)")
    p.add_argument("--seed", type=int, default=0, help="seed for autoplay deals and AI")
    p.add_argument("--level", default="normal", choices=["random", "easy", "normal", "hard"],
                   help="AI level for autoplay seats")
    p.add_argument("--players", type=int, help="seats at the autoplay table (default: the game's demo count)")
    p.add_argument("--option", metavar="NAME=VALUE", action="append", default=[], type=parse_option,
                   help="a game option for autoplay, e.g. --option mode=solitaire (repeatable)")
    p.add_argument("--frames", type=int, default=0, help="exit after this many frames")
    p.add_argument("--fixed-step", action="store_true",
                   help="advance the clock exactly 1/60 s per frame (no waiting) and wait for each AI move "
                        "on the frame after it is asked, so two runs give the same frames and screenshots")
    p.add_argument("--stats", metavar="FILE", help="write frame-time figures (p50/p95/p99/max ms) as JSON")
    p.add_argument("--screenshot", metavar="FILE", help="save the screen as PNG when the run ends")
    p.add_argument("--size", type=parse_size, help="window size, e.g. 960x540")
    p.add_argument("--open", metavar="SCENE",
                   help="open a scene first: launcher, setup:ID, settings, help:ID, pause, results, hint:ID, "
                        "replay:ID, past, stats:ID, watch:ID")
    p.add_argument("--replay", metavar="FILE", help="play a kept game (a replay or save file) again")
    return p


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # the built executable is also the AI worker process: freeze_support runs the worker when this
        # start is one (from source, multiprocessing starts the worker without running main at all, so
        # it loads only with the first AI move)
        import multiprocessing

        multiprocessing.freeze_support()
    args = build_parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    # pygame and the shell load only now, so --help and a wrong argument answer at once
    from game.ui.app import App, AppOptions
    from game.ui.log_setup import configure_logging
    from game.ui.start import demo_match, start_scenes

    log_path = configure_logging()
    for gid in (args.game, args.autoplay):
        if gid and gid not in GAMES:
            print(f"unknown game {gid!r}; known: {', '.join(sorted(GAMES))}", file=sys.stderr)
            return 2
    game_options = dict(args.option)
    if args.autoplay:
        try:  # refuse a table the rules would refuse before a window opens
            demo_match(args.autoplay, args.level, args.seed, args.players, game_options)
        except ValueError as exc:
            print(f"--autoplay {args.autoplay}: {exc}", file=sys.stderr)
            return 2
    options = AppOptions(game=args.game, autoplay=args.autoplay, seed=args.seed, frames=args.frames,
                         stats=args.stats, screenshot=args.screenshot, size=args.size, open=args.open,
                         replay=args.replay, fixed_step=args.fixed_step,
                         level=args.level, players=args.players, game_options=game_options)
    try:
        app = App(options, started_at=_STARTED)
    except Exception as exc:  # no window at all (no display, a broken video driver): say so and where
        logging.getLogger("game").exception("the window could not be opened")
        print(f"Grand Ball could not open its window ({exc.__class__.__name__}: {exc}); "
              f"the details are in {log_path or 'the log'}", file=sys.stderr)
        return 1
    try:
        start_scenes(app)
    except Exception as exc:  # a first scene that fails: the launcher instead (the App's own recovery)
        app.recover(exc, "start")
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
