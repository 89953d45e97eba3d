"""The odds' calibration for `make bench` (game.bench runs it in its calibration section): per game, Normal
self-play games scored by game.ai.calibration (the chart's estimate at every third decision of seat 0
against how the game ended: deciles, Brier score against always saying the base rate, unproven 0/1
estimates), printed, and a reliability chart saved as PNG (game.bench_chart). A figure, never a test.

The games are played and estimated without pygame (in worker processes too); only the chart draws.
"""
from __future__ import annotations

import time
from pathlib import Path

# What the section measures when not told otherwise: (game id, seats or None for the fewest, self-play games).
# The issue asks for at least 200 games; each decile's error is noise from whole games (their outcomes), so a
# game whose games are cheap to play and estimate gets more of them: on 400 games a model with no bias at all
# misses "<= 5 points in every decile" most of the time (calibration_noise's worst-decile medians were 5-10
# points), on 1,200 about half as often. Sized so each run takes 5-20 minutes on two quiet cores (400 games
# took: Casino 95-170 s, The Dance 95 s, Trifecta 620 s, Trifoil 575 s (now 400 s); Fancy Dancing 950 s for 200). The
# Dance is also measured at four families, where most people play it and its estimator weighs a seat's
# chances against three rivals; Trifecta at three players, whose stages of three seats have a model of their
# own (about 1 s of CPU a game: 800 games take about 7 minutes on two cores). 800, not 400: on the bench's
# seed a bias-free model's worst decile over the first 400 three-player games has a median of 6.9 points
# (seat 0 won 41% of them, 30-37% on other seeds), so 400 could not tell a calibrated chart from one 5 off.
# The Dance at four families for the same reason: on 400 games of the bench's seed a bias-free model's worst decile
# has a median of 6.0 (<= 5 in 30% of resamplings), on 1,600 of 4.1 (73%); 1,600 games take 3 minutes of CPU.
# Trifoil likewise: it judges few positions a game (most are proven), so on 600 games of the bench's seed a
# bias-free model's worst decile has a median of 7.4 (<= 5 in 9% of resamplings), on 2,400 of 3.6 (87%);
# 2,400 games take about 40 minutes of CPU (20 on two cores).
RUNS = (("casino", None, 1200), ("fancy_dancing", None, 200), ("the_dance", None, 1200), ("the_dance", 4, 1600),
        ("trifecta", None, 400), ("trifecta", 3, 800), ("trifoil", None, 2400))
DEFAULT_GAMES = 200  # a game not in RUNS, or one asked for at a seat count RUNS does not list


def planned_runs(games: int | None = None, only: list[str] | None = None,
                 players: int | None = None) -> list[tuple[str, int | None, int]]:
    """The (game id, seats, games) runs to measure: RUNS (or every registered game at `players` seats, those
    that can seat that many), kept to `only`, each with `games` games if given."""
    from game.core.registry import GAMES as REGISTERED, get_game

    if players:
        listed = {(g, p): n for g, p, n in RUNS}
        runs = [(gid, players, listed.get((gid, players), DEFAULT_GAMES)) for gid in sorted(REGISTERED)
                if get_game(gid).info.min_players <= players <= get_game(gid).info.max_players]
    else:
        listed = {r[0] for r in RUNS}
        runs = list(RUNS) + [(gid, None, DEFAULT_GAMES) for gid in sorted(REGISTERED) if gid not in listed]
    return [(gid, seats, games or n) for gid, seats, n in runs if not only or gid in only]


def bench_calibration(games: int | None, seed: int, jobs: int, out_dir: Path, only: list[str] | None = None,
                      players: int | None = None) -> dict:
    """Per run of planned_runs: Normal self-play games, the chart's estimate (the Hard bot's estimate_chance
    where it has one, else the shared calibrated estimator) at every third decision of seat 0 against the
    result: deciles, Brier score against always saying the base rate, unproven 0/1 estimates; a reliability
    PNG. The figures are keyed by game id, "@N" added for a run at N seats."""
    from game.ai.calibration import collect, score, seats as seats_of
    from game.ai.calibration_noise import decile_intervals
    from game.bench_chart import save_chart
    from game.core.registry import get_game

    out_dir.mkdir(parents=True, exist_ok=True)
    out = {}
    for gid, seats, count in planned_runs(games, only, players):
        key = f"{gid}@{seats}" if seats else gid
        started = time.perf_counter()
        samples = collect(gid, count, seed, jobs, players=seats)
        figures = score(samples)
        if samples:
            figures["noise"] = decile_intervals(samples)
        figures["seconds"] = round(time.perf_counter() - started, 1)
        chart = out_dir / f"calibration-{key.replace('@', '-')}.png"
        save_chart(figures, f"{get_game(gid).info.title} at {seats_of(gid, seats)} seats", chart)
        figures["chart"] = str(chart)
        out[key] = figures
        if not figures.get("samples"):
            print(f"calib   {key:<14} no estimates", flush=True)
            continue
        print(f"calib   {key:<14} {figures['samples']} estimates from {figures['games']} games: Brier "
              f"{figures['brier']:.4f} vs base rate {figures['base_brier']:.4f} (ratio {figures['brier_ratio']}, "
              f"goal <= 0.8), worst decile {figures['worst_error_points']} points (goal <= 5), "
              f"{figures['unproven_extremes']} unproven 0/1, {figures['proven']} proven; chart {chart}", flush=True)
        noise = figures["noise"]
        for d, spread in zip(figures["deciles"], noise["deciles"]):
            if d["samples"]:
                interval = f", won - said 90% over games [{spread[1]:+.1f}, {spread[2]:+.1f}]" if spread else ""
                print(f"calib   {key:<14}   {d['bin'] * 10:>3}-{d['bin'] * 10 + 10:<3}% {d['samples']:>5} estimates: "
                      f"said {100 * d['chance']:5.1f}%, won {100 * d['observed']:5.1f}%  (off {d['error_points']}"
                      f"{interval})", flush=True)
        print(f"calib   {key:<14}   noise alone (a model with no bias, these games resampled): worst decile "
              f"median {noise['noise_worst_median']}, 90th percentile {noise['noise_worst_p90']} points; "
              f"<= 5 points in {100 * noise['p_noise_worst_le5']:.0f}% of resamplings", flush=True)
    return out
