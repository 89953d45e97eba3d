"""`make bench` (python -m game.bench): figures to compare run to run, not pass/fail tests.

Rules speed (random actions per second per game), frame times under autoplay at 1280x720 and 1920x1080
(wall and CPU), start-up time (source and built executable, launcher and a table; medians), replay jumps
per table, Casino's crowded listing, AI milliseconds per move per level (wall and CPU), arena win rates,
and how well the odds are calibrated (deciles against self-play outcomes, Brier scores, a small
reliability chart saved as PNG: game.bench_calibration). Prints a summary of the issue's figures, then ends
with one JSON line. Never imports pygame itself: the app runs in a subprocess, exactly as a player starts it.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.core import CHANCE
from game.core.stats import percentile

ROOT = Path(__file__).resolve().parents[1]
EXE = ROOT / "dist" / ("grand-ball.exe" if sys.platform == "win32" else "grand-ball")
SECTIONS = ("rules", "frames", "startup", "replay", "listing", "ai", "arena", "calibration")
RULES_GOAL = {"trifoil": 20_000, "casino": 5_000, "the_dance": 10_000}  # random actions per second the rules should reach
FIRST_FRAME_GOAL_S = 0.35  # the first frame of the executable (issue: open in a third of a second)
FRAME_GOALS_MS = {"p95_ms": 8.0, "p99_ms": 8.3, "max_ms": 16.7}  # every frame inside 120 Hz, none missing 60 Hz
SEEK_GOAL_MS = 8.0  # a replay's jump anywhere in a long game
FRAME_SIZES = ("1280x720", "1920x1080")
DEFAULT_PAIRS = "easy-random,normal-easy,hard-normal,hard-random"
# Match-ups a game adds to the default pairs: against outside players written from the rules page alone
# (tests/peers: a level judged against a player apart from our bots: rule cascades, SO-ISMCTS for the card
# games, plain UCT for Trifoil), and The Dance's Hard against three Normal (its share against the fair 25%).
GAME_MATCHUPS = {"casino": ("hard-peer:tests.peers.casino_cascade", "normal-peer:tests.peers.casino_cascade",
                            "hard-peer:tests.peers.card_ismcts"),
                 "fancy_dancing": ("hard-peer:tests.peers.card_ismcts",),
                 "trifecta": ("hard-peer:tests.peers.card_ismcts",),
                 "trifoil": ("hard-peer:tests.peers.trifoil_uct",),
                 "the_dance": ("hard-normal-normal-normal", "hard-peer:tests.peers.dance_cascade")}


def seats_for(game) -> int:
    """Two seats where the game allows them (the common table), else its only count."""
    return min(max(2, game.info.min_players), game.info.max_players)


def random_step(state, rng: random.Random):
    """One uniformly random action (or chance outcome) applied; sealed choices go one seat at a time."""
    movers = state.to_move()
    if CHANCE in movers:
        return state.apply(state.sample_chance(rng), CHANCE)
    seat = min(movers)
    return state.apply(rng.choice(state.legal_actions(seat)), seat)


# --- rules ----------------------------------------------------------------------------------------

def bench_rules(seconds: float, seed: int) -> dict:
    """Random playouts for `seconds` per registered game: every apply counts as one action."""
    from game.core.registry import GAMES

    out = {}
    for gid, game in sorted(GAMES.items()):
        rng = random.Random(seed)
        players = seats_for(game)
        actions = playouts = 0
        started = time.perf_counter()
        deadline = started + seconds
        while time.perf_counter() < deadline:
            state = game.new_game(players)
            while not state.is_over():
                state = random_step(state, rng)
                actions += 1
            playouts += 1
        elapsed = time.perf_counter() - started
        out[gid] = {"actions_per_s": round(actions / elapsed), "playouts": playouts,
                    "actions_per_playout": round(actions / max(1, playouts), 1), "seconds": round(elapsed, 2)}
        goal = RULES_GOAL.get(gid)
        mark = f"  (goal >= {goal:,}: {'ok' if actions / elapsed >= goal else 'BELOW'})" if goal else ""
        print(f"rules   {gid:<14} {actions / elapsed:>10,.0f} random actions/s   {playouts} playouts, "
              f"{actions / max(1, playouts):.1f} actions each{mark}", flush=True)
    return out


# --- the app in a subprocess -------------------------------------------------------------------------

def headless_env(home: str) -> dict:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GRAND_BALL_HOME=home,
                PYGAME_HIDE_SUPPORT_PROMPT="1")


def run_app(command: list[str], frames: int, game_id: str | None, seed: int, timeout: float = 600,
            size: str | None = None) -> dict:
    """Run the app (source or executable) headless, with autoplay of `game_id` (None: the launcher); its
    --stats figures plus wall time."""
    with tempfile.TemporaryDirectory(prefix="grand-ball-bench-") as tmp:
        stats = Path(tmp) / "stats.json"
        args = [*command, "--seed", str(seed), "--frames", str(frames), "--stats", str(stats)]
        if game_id is not None:
            args += ["--autoplay", game_id]
        if size:
            args += ["--size", size]
        started = time.perf_counter()
        result = subprocess.run(args, env=headless_env(tmp), cwd=ROOT, capture_output=True, text=True,
                                timeout=timeout)
        wall = time.perf_counter() - started
        if result.returncode != 0:
            raise RuntimeError(f"exit {result.returncode}: {result.stderr.strip()[-600:]}")
        figures = json.loads(stats.read_text(encoding="utf-8"))
    figures["wall_s"] = round(wall, 3)
    return figures


def playable_games() -> list[str]:
    from game.core.registry import GAMES
    from game.ui.kits import has_kit  # the games with a table (no pygame: only where each kit is)

    return sorted(gid for gid in GAMES if has_kit(gid))


def frame_goal_words(f: dict) -> str:
    missed = [f"{k[:-3]} {f[k]:.1f} > {goal}" for k, goal in FRAME_GOALS_MS.items() if f.get(k, 0.0) > goal]
    return "ok" if not missed else "ABOVE: " + ", ".join(missed)


def bench_frames(frames: int, seed: int, sizes=FRAME_SIZES) -> dict:
    """Autoplay (AI worker and animations on) per game and window size: frame times of the busy part of
    each frame (events, update, drawing; the wait for the 60 Hz clock left out), wall and the main
    thread's CPU time (CPU is what the code costs; wall adds whatever else the machine is doing)."""
    out = {}
    for gid in playable_games():
        for size in sizes:
            key = f"{gid}@{size}"
            try:
                f = run_app([sys.executable, "-m", "game"], frames, gid, seed, size=size)
            except (RuntimeError, subprocess.TimeoutExpired) as exc:
                print(f"frames  {gid:<14} {size:>9} FAILED: {exc}", flush=True)
                out[key] = {"error": str(exc)}
                continue
            keep = ("frames", "p50_ms", "p95_ms", "p99_ms", "max_ms", "cpu_p95_ms", "cpu_p99_ms", "cpu_max_ms",
                    "first_frame_s", "wall_s")
            out[key] = {k: f[k] for k in keep if k in f}
            print(f"frames  {gid:<14} {size:>9} {f['frames']} frames: p50 {f['p50_ms']:.2f} ms  p95 {f['p95_ms']:.2f}  "
                  f"p99 {f['p99_ms']:.2f}  max {f['max_ms']:.2f}  | CPU p95 {f.get('cpu_p95_ms', 0):.2f}  "
                  f"p99 {f.get('cpu_p99_ms', 0):.2f}  max {f.get('cpu_max_ms', 0):.2f}  ({frame_goal_words(f)})",
                  flush=True)
    return out


def median_of(n: int, measure) -> tuple[dict, list[dict]]:
    """The run with the median first frame of n runs (start-up is noisy on a shared machine), and all runs."""
    runs = sorted((measure() for _ in range(max(1, n))), key=first_frame)
    return runs[len(runs) // 2], runs


def first_frame(figures: dict) -> float:
    """Seconds from the launch of the process (the bootloader's, for the executable) to the first frame,
    where the app could tell; else from its own start-up code."""
    launch = figures.get("first_frame_since_launch_s")
    return launch if launch is not None else figures["first_frame_s"]


def timed(command: list[str]) -> dict:
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="grand-ball-bench-") as tmp:
        subprocess.run(command, env=headless_env(tmp), cwd=ROOT, capture_output=True, check=True, timeout=120)
    return {"wall_s": round(time.perf_counter() - started, 3)}


def bench_startup(seed: int, runs: int) -> dict:
    """The first frame of `--frames 1` runs, the launcher and an autoplay table, for the source and the
    built executable: the median of `runs` launches each, from the launch of the process.

    The executable's extra cost over the source is mostly the onefile bootloader unpacking the bundle
    into a temp folder (and removing it at exit): estimated from `--help`, which stops before pygame.
    """
    gid = "trifoil" if "trifoil" in playable_games() else (playable_games() or [None])[0]
    out = {}
    targets = [("source", [sys.executable, "-m", "game"])]
    if EXE.exists():
        targets.append(("executable", [str(EXE)]))
    for name, command in targets:
        out[name] = {}
        for what, game in (("launcher", None), ("autoplay", gid)):
            mid, all_runs = median_of(runs, lambda: run_app(command, 1, game, seed))
            firsts = [first_frame(r) for r in all_runs]
            out[name][what] = {"first_frame_s": round(first_frame(mid), 3), "runs_s": firsts,
                               "wall_s": mid["wall_s"]}
            goal = ""
            if name == "executable":
                goal = f" (goal <= {FIRST_FRAME_GOAL_S}: {'ok' if first_frame(mid) <= FIRST_FRAME_GOAL_S else 'ABOVE'})"
            print(f"startup {name:<10} {what:<8} first frame {first_frame(mid):.3f} s after launch, median of "
                  f"{len(firsts)} [{min(firsts):.3f}-{max(firsts):.3f}]{goal}; whole --frames 1 run "
                  f"{mid['wall_s']:.3f} s", flush=True)
    if not EXE.exists():
        print("startup executable not built (make exe)", flush=True)
        return out
    help_exe = statistics.median(timed([str(EXE), "--help"])["wall_s"] for _ in range(max(1, runs)))
    help_src = statistics.median(timed([sys.executable, "-m", "game", "--help"])["wall_s"] for _ in range(max(1, runs)))
    unpack = max(0.0, help_exe - help_src)
    out["executable"]["unpack_s"] = round(unpack, 3)
    out["executable"]["bytes"] = EXE.stat().st_size
    print(f"startup executable {EXE.stat().st_size / 2**20:.1f} MB; unpacking about {unpack:.3f} s of each start",
          flush=True)
    return out


# --- replay jumps and Casino's crowded listing ------------------------------------------------------

def bench_replay(seeks: int, moves: int, seed: int, sizes: str = ",".join(FRAME_SIZES)) -> dict:
    """A replay's jumps (seek and one drawing) per table and window size, in a process of its own (it
    opens a hidden window): see game/bench_replay.py."""
    args = [sys.executable, "-m", "game.bench_replay", "--seeks", str(seeks), "--moves", str(moves),
            "--seed", str(seed), "--sizes", sizes]
    with tempfile.TemporaryDirectory(prefix="grand-ball-bench-") as tmp:
        result = subprocess.run(args, env=headless_env(tmp), cwd=ROOT, capture_output=True, text=True, timeout=1200)
    if result.returncode != 0:
        print(f"replay  FAILED: {result.stderr.strip()[-600:]}", flush=True)
        return {"error": result.stderr.strip()[-600:]}
    out = {}
    for line in result.stdout.splitlines():
        if not line.startswith("{"):
            continue
        r = json.loads(line)
        out[f"{r['game']}@{r['size']}"] = r
        goal = "ok" if r["max_ms"] <= SEEK_GOAL_MS else "ABOVE"
        print(f"replay  {r['game']:<14} {r['size']:>9} {r['moves']:>5} moves, {r['seeks']} jumps: p50 {r['p50_ms']:.2f} ms  "
              f"p95 {r['p95_ms']:.2f}  max {r['max_ms']:.2f}  | CPU p95 {r['cpu_p95_ms']:.2f}  max {r['cpu_max_ms']:.2f}  "
              f"(goal max <= {SEEK_GOAL_MS}: {goal})", flush=True)
    return out


def worst_casino_table(loose: int = 14):
    """Casino's most crowded table: `loose` low cards loose (aces to sixes; 14 the worst) with tens, a nine
    and an eight in hand, no builds; with 14 its captures and builds same run past ten thousand plays."""
    from game.casino import cards as C
    from game.core.registry import GAMES

    rng = random.Random(0)
    state = GAMES["casino"].new_game(2)
    while state.phase != "play":
        state = random_step(state, rng)
    low = [C.card(r, s) for r in range(1, 7) for s in range(4)]
    hand = tuple(sorted(C.card_id(n) for n in ("10S", "10H", "9S", "8S")))
    return state._with(loose=tuple(low[:loose]), builds=(), hands=(hand, ()), turn=0, subtract_used=(True, True))


def bench_listing(runs: int, loose: int = 14) -> dict:
    """How long Casino's rules take to list every legal play on the most crowded table (a fresh position
    each run: a position keeps its listing). The table never waits on it inside a frame (game/casino/ahead.py)."""
    try:
        worst_casino_table(loose)
    except (KeyError, ImportError, AttributeError) as exc:
        print(f"listing casino not available ({exc})", flush=True)
        return {}
    ms, plays = [], 0
    for _ in range(max(1, runs)):
        state = worst_casino_table(loose)
        started = time.perf_counter()
        plays = len(state.legal_actions(0))
        ms.append((time.perf_counter() - started) * 1000.0)
    out = {"loose": loose, "plays": plays, "p50_ms": round(percentile(ms, 0.5), 1), "max_ms": round(max(ms), 1), "runs": len(ms)}
    print(f"listing casino         crowded table ({loose} low cards loose): {plays:,} plays listed in {out['p50_ms']:.1f} ms (median of "
          f"{len(ms)}, max {out['max_ms']:.1f}); off the frame on a helper thread", flush=True)
    return out


# --- AI ------------------------------------------------------------------------------------------------

def sample_positions(game, count: int, seed: int) -> list:
    """Decision points (not chance, not over) drawn from random playouts, one per playout."""
    rng = random.Random(seed)
    players = seats_for(game)
    positions = []
    while len(positions) < count:
        state = game.new_game(players)
        seen = []
        while not state.is_over():
            if CHANCE not in state.to_move():
                seen.append(state)
            state = random_step(state, rng)
        if seen:
            positions.append(rng.choice(seen))
    return positions


def bench_ai(levels: list[str], positions: int, seed: int) -> dict:
    from game.ai import make_bot
    from game.core.registry import GAMES

    out = {}
    for gid, game in sorted(GAMES.items()):
        if not game.info.bot_module:
            continue
        states = sample_positions(game, positions, seed)
        out[gid] = {}
        for level in levels:
            ms, cpu = [], []
            for i, state in enumerate(states):
                bot = make_bot(level, gid, seed + i)
                seat = min(state.to_move())
                started, used = time.perf_counter(), time.process_time()
                action = bot.choose(state, seat)
                ms.append((time.perf_counter() - started) * 1000.0)
                cpu.append((time.process_time() - used) * 1000.0)
                assert action in state.legal_actions(seat), f"{level} chose an illegal action"
            out[gid][level] = {"p50_ms": round(percentile(ms, 0.5), 2), "p95_ms": round(percentile(ms, 0.95), 2),
                               "max_ms": round(max(ms), 2), "cpu_p50_ms": round(percentile(cpu, 0.5), 2),
                               "cpu_p95_ms": round(percentile(cpu, 0.95), 2), "positions": len(ms)}
            print(f"ai      {gid:<14} {level:<7} p50 {percentile(ms, 0.5):8.1f} ms   p95 "
                  f"{percentile(ms, 0.95):8.1f} ms   CPU p50 {percentile(cpu, 0.5):8.1f} ms   p95 "
                  f"{percentile(cpu, 0.95):8.1f} ms   ({len(ms)} positions)", flush=True)
    return out


def bench_arena(pairs: list[list[str]], games: int, seed: int, jobs: int, peers: bool = True) -> dict:
    """Win rates of the match-ups `pairs` in every game with bots, and (with `peers`) each game's
    GAME_MATCHUPS after them."""
    try:
        from game.ai.arena import run_arena, varied_opening
    except ImportError as exc:
        print(f"arena   not available yet ({exc})", flush=True)
        return {"error": f"game.ai.arena not available: {exc}"}
    from game.core.registry import GAMES

    out = {}
    for gid, game in sorted(GAMES.items()):
        if not game.info.bot_module:
            continue
        out[gid] = {}
        extra = [m.split("-") for m in GAME_MATCHUPS.get(gid, ())] if peers else []
        for pair in pairs + extra:
            if len(pair) > 2:
                out[gid]["-".join(pair)] = bench_table(gid, pair, games, seed, jobs)
                continue
            result = run_arena(gid, pair, games, seed, jobs=jobs, opening=varied_opening(game.info))
            first = result["bots"][0]
            rate = result["win_rate"][first]
            score = result["score_rate"][first]
            out[gid]["-".join(pair)] = {"win_rate": rate, "score_rate": score, "draws": result["draws"],
                                        "games": result["games"], "ms_per_move": result["ms_per_move"],
                                        "seconds": result["seconds"]}
            print(f"arena   {gid:<14} {first:>7} vs {result['bots'][1]:<7} {first} wins {rate['rate']:.0%} "
                  f"[{rate['ci95'][0]:.0%}, {rate['ci95'][1]:.0%}], scores {score['rate']:.0%}, "
                  f"{result['draws']} draws in {games} games"
                  + (f" opened by {result['opening']} random actions" if result.get("opening") else "")
                  + f" ({result['seconds']:.0f} s)", flush=True)
    return out


def default_pairs() -> list[list[str]]:
    return [p.split("-") for p in DEFAULT_PAIRS.split(",")]


def bench_table(gid: str, bots: list[str], games: int, seed: int, jobs: int) -> dict:
    """One bot against several at one table: its share of the win (split wins count fractionally) with
    the 95% interval over full rotations of seats, against the fair share 1/seats."""
    from game.ai.arena import run_arena

    games = max(len(bots), games - games % len(bots))  # whole rotations of seats
    result = run_arena(gid, bots, games, seed, jobs=jobs)
    first = result["bots"][0]
    share = result["win_share"][first]
    print(f"arena   {gid:<14} {first:>7} vs {', '.join(result['bots'][1:])}: {first}'s share {share['share']:.0%} "
          f"[{share['ci95'][0]:.0%}, {share['ci95'][1]:.0%}] (fair {1 / len(bots):.0%}) in {result['games']} games "
          f"({result['seconds']:.0f} s)", flush=True)
    return {"win_share": share, "games": result["games"], "ms_per_move": result["ms_per_move"],
            "seconds": result["seconds"]}


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
    p.add_argument("--calibration-games", type=int, help="self-play games per game for the odds' calibration "
                                                         "(200; quick 6)")
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
        lines.append(f"  frames (ms, wall p95/p99/max | CPU p95/p99/max; goal p95 <= 8, p99 <= 8.3, max <= 16.7):")
        for key, f in frames.items():
            if "error" in f:
                lines.append(f"    {key:<24} FAILED")
                continue
            lines.append(f"    {key:<24} {f['p95_ms']:6.2f} {f['p99_ms']:6.2f} {f['max_ms']:6.2f} | "
                         f"{f.get('cpu_p95_ms', 0):6.2f} {f.get('cpu_p99_ms', 0):6.2f} {f.get('cpu_max_ms', 0):6.2f}  "
                         f"{frame_goal_words(f)}")
    replay = summary.get("replay") or {}
    if replay and "error" not in replay:
        lines.append(f"  replay jumps (ms, wall p95/max | CPU max; goal <= {SEEK_GOAL_MS}):")
        for key, r in replay.items():
            lines.append(f"    {key:<24} {r['moves']:>5} moves  {r['p95_ms']:6.2f} {r['max_ms']:6.2f} | {r['cpu_max_ms']:6.2f}")
    listing = summary.get("listing")
    if listing:
        lines.append(f"  Casino's crowded listing ({listing['loose']} low cards loose): {listing['plays']:,} plays in "
                     f"{listing['p50_ms']:.1f} ms (off the frame)")
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

        summary["calibration"] = bench_calibration(args.calibration_games or (6 if quick else 200), args.seed,
                                                   args.jobs, Path(args.out), only)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print_summary(summary)
    print(json.dumps(summary, separators=(",", ":")), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
