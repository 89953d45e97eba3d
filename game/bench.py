"""`make bench` (python -m game.bench): figures to compare run to run, not pass/fail tests.

Rules speed (random actions per second per game), frame times under autoplay at 1280x720 and 1920x1080
(wall and CPU), start-up time (source and built executable, launcher and a table; medians), replay jumps
per table, Casino's crowded listing, AI milliseconds per move per level (wall and CPU), arena win rates,
and how well the odds are calibrated (deciles against self-play outcomes, Brier scores, a small
reliability chart saved as PNG). Each section lives in a module of its own: game.bench_rules,
game.bench_app (frames, start-up, replay jumps; game.bench_replay), game.bench_ai and game.bench_calibration;
this module is the command line. Prints a summary of the issue's figures, then ends with one JSON line. Never imports pygame itself: the app runs in a subprocess, exactly as a player starts it.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from game.bench_ai import DEFAULT_PAIRS, bench_ai, bench_arena
from game.bench_app import FRAME_SIZES, SEEK_GOAL_MS, bench_frames, bench_replay, bench_startup, frame_goal_words
from game.bench_rules import bench_listing, bench_rules

SECTIONS = ("rules", "frames", "startup", "replay", "listing", "ai", "arena", "calibration")


# --- the command line ------------------------------------------------------------------------------

def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="shorter runs and fewer games: a fast check")
    p.add_argument("--only", help=f"comma-separated sections to run ({','.join(SECTIONS)})")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--seconds", type=float, help="rules: seconds of random playouts per game (3; quick 1)")
    p.add_argument("--frames", type=int, help="frames of autoplay to time (900; quick 300)")
    p.add_argument("--startup-runs", type=int, help="start-up launches each; the median is reported (5; quick 3)")
    p.add_argument("--sizes", default=",".join(FRAME_SIZES), help="window sizes for frames and replay jumps")
    p.add_argument("--seeks", type=int, help="replay jumps timed per table and size (60; quick 20)")
    p.add_argument("--moves", type=int, default=1000, help="replay: the longest game jumped about in, in moves")
    p.add_argument("--listing-runs", type=int, help="Casino's crowded listing: runs timed (5; quick 2)")
    p.add_argument("--listing-loose", type=int, default=14, help="Casino's crowded listing: low cards loose (14)")
    p.add_argument("--levels", default="random,easy,normal,hard", help="AI levels to time")
    p.add_argument("--positions", type=int, help="AI: positions timed per level (10; quick 3)")
    p.add_argument("--pairs", default=DEFAULT_PAIRS, help="arena match-ups, e.g. hard-random,normal-easy (the "
                                                          "default adds each game's match-ups against outside "
                                                          "players, GAME_MATCHUPS)")
    p.add_argument("--games", type=int, help="arena games per match-up (20; quick 4)")
    p.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1), help="arena processes")
    p.add_argument("--calibration-games", type=int, help="self-play games per run of the odds' calibration "
                                                         "(bench_calibration.RUNS: 200-1,200 by cost; quick 6)")
    p.add_argument("--calibration-players", type=int, help="seats of the calibration's games (every game that "
                                                           "seats that many; default: RUNS' seatings)")
    p.add_argument("--calibration-only", help="comma-separated game ids for the calibration (default: all)")
    p.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "grand-ball-bench"),
                   help="folder for the reliability charts (PNG)")
    return p


def print_summary(summary: dict) -> None:
    """The figures the issue asks for, gathered in one short table before the JSON line."""
    lines = []
    startup = summary.get("startup") or {}
    for name in ("executable", "source"):
        got = startup.get(name)
        if got:
            size = f", {got['bytes'] / 2**20:.1f} MB" if "bytes" in got else ""
            lines.append(f"  first frame ({name}): launcher {got['launcher']['first_frame_s']:.3f} s, autoplay "
                         f"{got['autoplay']['first_frame_s']:.3f} s (medians){size}")
    frames = summary.get("frames") or {}
    if frames:
        lines.append("  frames (ms, wall p95/p99/max | CPU p95/p99/max; goal p95 <= 8, p99 <= 8.3, max <= 16.7):")
        for key, f in frames.items():
            if "error" in f:
                lines.append(f"    {key:<24} FAILED")
                continue
            lines.append(f"    {key:<24} {f['p95_ms']:6.2f} {f['p99_ms']:6.2f} {f['max_ms']:6.2f} | "
                         f"{f.get('cpu_p95_ms', 0):6.2f} {f.get('cpu_p99_ms', 0):6.2f} {f.get('cpu_max_ms', 0):6.2f}  "
                         f"{frame_goal_words(f)}")
    replay = summary.get("replay") or {}
    if replay and "error" not in replay:
        lines.append(f"  replay jumps (ms, wall p95/max | CPU max | the frame after, CPU max; goal <= {SEEK_GOAL_MS}):")
        for key, r in replay.items():
            lines.append(f"    {key:<24} {r['moves']:>5} moves  {r['p95_ms']:6.2f} {r['max_ms']:6.2f} | {r['cpu_max_ms']:6.2f}"
                         f" | {r.get('next_cpu_max_ms', 0):6.2f}")
    listing = summary.get("listing")
    if listing:
        lines.append(f"  Casino's crowded listing ({listing['loose']} low cards loose): {listing['plays']:,} plays in "
                     f"{listing['p50_ms']:.1f} ms (off the frame)")
    calibration = summary.get("calibration") or {}
    if calibration:
        lines.append("  odds calibration (Brier ratio, goal <= 0.8 | worst decile with 30+ estimates, goal <= 5 | "
                     "what a model with no bias shows on these games: median worst, share <= 5):")
        for key, c in calibration.items():
            if not c.get("samples"):
                lines.append(f"    {key:<24} no estimates")
                continue
            noise = c.get("noise") or {}
            lines.append(f"    {key:<24} {c['games']:>5} games  {c['brier_ratio']} | {c['worst_error_points']} | "
                         f"{noise.get('noise_worst_median')}, {100 * noise.get('p_noise_worst_le5', 0):.0f}%")
    if lines:
        print("summary", flush=True)
        print("\n".join(lines), flush=True)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    quick = args.quick
    sections = args.only.split(",") if args.only else list(SECTIONS)
    unknown = set(sections) - set(SECTIONS)
    if unknown:
        print(f"unknown section(s) {', '.join(sorted(unknown))}; choose from {', '.join(SECTIONS)}", file=sys.stderr)
        return 2
    summary: dict = {"quick": quick, "seed": args.seed, "python": sys.version.split()[0]}
    started = time.perf_counter()
    if "rules" in sections:
        summary["rules"] = bench_rules(args.seconds or (1.0 if quick else 3.0), args.seed)
    if "frames" in sections:
        summary["frames"] = bench_frames(args.frames or (300 if quick else 900), args.seed, args.sizes.split(","))
    if "startup" in sections:
        summary["startup"] = bench_startup(args.seed, args.startup_runs or (3 if quick else 5))
    if "replay" in sections:
        summary["replay"] = bench_replay(args.seeks or (20 if quick else 60), args.moves, args.seed, args.sizes)
    if "listing" in sections:
        summary["listing"] = bench_listing(args.listing_runs or (2 if quick else 5), args.listing_loose)
    if "ai" in sections:
        summary["ai"] = bench_ai(args.levels.split(","), args.positions or (3 if quick else 10), args.seed)
    if "arena" in sections:
        pairs = [p.split("-") for p in args.pairs.split(",") if p]
        summary["arena"] = bench_arena(pairs, args.games or (4 if quick else 20), args.seed, args.jobs,
                                       peers=args.pairs == DEFAULT_PAIRS)  # chosen pairs: only those
    if "calibration" in sections:
        only = args.calibration_only.split(",") if args.calibration_only else None
        from game.bench_calibration import bench_calibration

        summary["calibration"] = bench_calibration(args.calibration_games or (6 if quick else None), args.seed,
                                                   args.jobs, Path(args.out), only, args.calibration_players)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print_summary(summary)
    print(json.dumps(summary, separators=(",", ":")), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
