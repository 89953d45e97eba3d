"""Replay seeks timed for `make bench`: `python -m game.bench_replay` (game.bench runs it in a process of
its own, since it opens a hidden window). A figure, never a test (tests count the states replayed).

For every table: the longest of a few seeded random games at the most seats (cut at --moves), opened in
the real ReplayScene at each --size and warmed as a player's replay is (see warm), then --seeks jumps to
random moves (the ends and the middle first). One jump is
what a drag of the scrubber costs a frame: seek() plus drawing the replay once. Prints one JSON line per
game and size: moves, and per jump p50/p95/max wall and main-thread CPU milliseconds, and the CPU of the
frame drawn after each jump (next_cpu_*: the scrubber resting there).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time


def long_match(game_id: str, moves: int, seed: int, tries: int = 3):
    """The longest of `tries` random games at the most seats, cut after `moves` moves."""
    from game.core.match import Match, Seat
    from game.core.registry import GAMES

    players = GAMES[game_id].info.max_players
    best = None
    for k in range(tries):
        rng = random.Random(seed + k)
        match = Match.new(game_id, players, None, seed=seed + k,
                          seats=[Seat("ai", f"AI {i + 1}", "easy") for i in range(players)])
        while not match.is_over() and len(match.log) < moves:
            match.resolve_chance()
            if match.is_over() or len(match.log) >= moves:
                break
            seat = min(match.state.to_move())
            match.play(rng.choice(match.state.legal_actions(seat)), seat)
        if best is None or len(match.log) > len(best.log):
            best = match
    return best


def warm(replay, app, end: int, frames: int = 900) -> None:
    """What a replay does before anyone drags its scrubber: its frames run (the table draws its pictures
    ahead, a little each frame) and it has shown both ends once (fonts and the like are loaded)."""
    for i in range(frames):
        replay.update(1 / 60)
        replay.draw(app.screen)
        if not replay.table.opening.warming and i > 2:
            break
    for i in (end, 0):
        replay.seek(i)
        replay.draw(app.screen)


def time_seeks(game_id: str, size: tuple[int, int], moves: int, seeks: int, seed: int) -> dict:
    from game.core.stats import percentile
    from game.ui.app import App, AppOptions
    from game.ui.replay import ReplayScene

    match = long_match(game_id, moves, seed)
    app = App(AppOptions(size=size))
    try:
        replay = ReplayScene(app, match, playing=False)
        app.push(replay)
        end = len(match.log)
        warm(replay, app, end)
        rng = random.Random(seed)
        targets = [end, 0, end // 2] + [rng.randrange(end + 1) for _ in range(max(0, seeks - 3))]
        wall, cpu, after = [], [], []
        for i in targets:
            started, used = time.perf_counter(), time.thread_time()
            replay.seek(i)
            replay.draw(app.screen)
            wall.append((time.perf_counter() - started) * 1000.0)
            cpu.append((time.thread_time() - used) * 1000.0)
            used = time.thread_time()
            replay.draw(app.screen)  # the frame after, as the scrubber rests there (a table may keep its picture now)
            after.append((time.thread_time() - used) * 1000.0)
    finally:
        app.quit()
        app.shutdown()
    return {"game": game_id, "size": f"{size[0]}x{size[1]}", "moves": end, "seeks": len(wall),
            "p50_ms": round(percentile(wall, 0.5), 2), "p95_ms": round(percentile(wall, 0.95), 2),
            "max_ms": round(max(wall), 2), "cpu_p95_ms": round(percentile(cpu, 0.95), 2),
            "cpu_max_ms": round(max(cpu), 2), "next_cpu_p95_ms": round(percentile(after, 0.95), 2),
            "next_cpu_max_ms": round(max(after), 2)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.bench_replay", description=__doc__.split("\n\n")[0])
    p.add_argument("--games", help="comma-separated game ids (default: every table)")
    p.add_argument("--sizes", default="1280x720,1920x1080")
    p.add_argument("--moves", type=int, default=1000, help="the longest game kept, in moves")
    p.add_argument("--seeks", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("GRAND_BALL_HOME", tempfile.mkdtemp(prefix="grand-ball-bench-"))
    from game.core.registry import GAMES
    from game.ui.kits import has_kit

    games = args.games.split(",") if args.games else sorted(g for g in GAMES if has_kit(g))
    for size in args.sizes.split(","):
        w, h = (int(v) for v in size.lower().split("x"))
        for gid in games:
            print(json.dumps(time_seeks(gid, (w, h), args.moves, args.seeks, args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
