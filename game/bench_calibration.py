"""The odds' calibration for `make bench` (game.bench runs it in its calibration section): per game, Normal
self-play games scored by game.ai.calibration (the chart's estimate at every third decision of seat 0
against how the game ended: deciles, Brier score against always saying the base rate, unproven 0/1
estimates), printed, and a small reliability chart written as PNG by hand (zlib). A figure, never a test.

Never imports pygame.
"""
from __future__ import annotations

import struct
import time
import zlib
from pathlib import Path


def png_bytes(pixels: list[list[tuple]]) -> bytes:
    """A truecolour PNG of rows of (r, g, b) pixels."""
    height, width = len(pixels), len(pixels[0])
    raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def reliability_png(figures: dict, size: int = 220) -> bytes:
    """The reliability chart: predicted chance (x) against the observed result (y), one square per decile
    (brighter with more samples; hollow below calibration.MIN_SAMPLES), bars for the samples per decile
    along the bottom, the diagonal of perfect calibration and a band of +-5 points around it."""
    from game.ai.calibration import MIN_SAMPLES

    margin, plot = 10, size - 20
    bg, grid, band, diag = (18, 14, 36), (46, 36, 70), (40, 52, 56), (214, 178, 92)
    pixels = [[bg] * size for _ in range(size)]

    def put(x: int, y: int, colour) -> None:
        if 0 <= x < size and 0 <= y < size:
            pixels[y][x] = colour

    def to_px(p: float, q: float) -> tuple[int, int]:
        return margin + round(p * (plot - 1)), margin + round((1.0 - q) * (plot - 1))

    for i in range(plot):  # the band of +-5 points, then the grid, then the diagonal
        p = i / (plot - 1)
        for dq in range(-5, 6):
            put(*to_px(p, min(1.0, max(0.0, p + dq / 100.0))), band)
    for k in range(11):
        for i in range(plot):
            put(margin + round(k / 10 * (plot - 1)), margin + i, grid)
            put(margin + i, margin + round(k / 10 * (plot - 1)), grid)
    for i in range(plot):
        put(*to_px(i / (plot - 1), i / (plot - 1)), diag)
    deciles = figures.get("deciles", [])
    most = max([d["samples"] for d in deciles] + [1])
    for d in deciles:  # samples per decile: a bar up from the bottom (a fifth of the height at most)
        if not d["samples"]:
            continue
        x0 = margin + round(d["bin"] / 10 * (plot - 1)) + 2
        height = max(1, round(d["samples"] / most * plot / 5))
        for x in range(x0, x0 + plot // 10 - 3):
            for y in range(margin + plot - height, margin + plot):
                put(x, y, (70, 60, 110))
    for d in deciles:
        if not d["samples"]:
            continue
        cx, cy = to_px(d["chance"], d["observed"])
        judged = d["samples"] >= MIN_SAMPLES
        colour = (126, 210, 150) if d["error_points"] <= 5.0 else (236, 104, 96)
        for dx in range(-3, 4):
            for dy in range(-3, 4):
                if judged or max(abs(dx), abs(dy)) == 3:
                    put(cx + dx, cy + dy, colour)
    return png_bytes(pixels)


def bench_calibration(games: int, seed: int, jobs: int, out_dir: Path, only: list[str] | None = None) -> dict:
    """Per game: `games` Normal self-play games, the chart's estimate (the Hard bot's estimate_chance where
    it has one, else the shared calibrated estimator) at every third decision of seat 0 against the result:
    deciles, Brier score against always saying the base rate, unproven 0/1 estimates; a reliability PNG."""
    from game.ai.calibration import collect, score
    from game.ai.calibration_noise import decile_intervals
    from game.core.registry import GAMES

    out_dir.mkdir(parents=True, exist_ok=True)
    out = {}
    for gid in sorted(GAMES):
        if only and gid not in only:
            continue
        started = time.perf_counter()
        samples = collect(gid, games, seed, jobs)
        figures = score(samples)
        if samples:
            figures["noise"] = decile_intervals(samples)
        figures["seconds"] = round(time.perf_counter() - started, 1)
        chart = out_dir / f"calibration-{gid}.png"
        chart.write_bytes(reliability_png(figures))
        figures["chart"] = str(chart)
        out[gid] = figures
        if not figures.get("samples"):
            print(f"calib   {gid:<14} no estimates", flush=True)
            continue
        print(f"calib   {gid:<14} {figures['samples']} estimates from {figures['games']} games: Brier "
              f"{figures['brier']:.4f} vs base rate {figures['base_brier']:.4f} (ratio {figures['brier_ratio']}, "
              f"goal <= 0.8), worst decile {figures['worst_error_points']} points (goal <= 5), "
              f"{figures['unproven_extremes']} unproven 0/1, {figures['proven']} proven; chart {chart}", flush=True)
        noise = figures["noise"]
        for d, spread in zip(figures["deciles"], noise["deciles"]):
            if d["samples"]:
                interval = f", won - said 90% over games [{spread[1]:+.1f}, {spread[2]:+.1f}]" if spread else ""
                print(f"calib   {gid:<14}   {d['bin'] * 10:>3}-{d['bin'] * 10 + 10:<3}% {d['samples']:>5} estimates: "
                      f"said {100 * d['chance']:5.1f}%, won {100 * d['observed']:5.1f}%  (off {d['error_points']}"
                      f"{interval})", flush=True)
        print(f"calib   {gid:<14}   noise alone (a model with no bias, these games resampled): worst decile "
              f"median {noise['noise_worst_median']}, 90th percentile {noise['noise_worst_p90']} points; "
              f"<= 5 points in {100 * noise['p_noise_worst_le5']:.0f}% of resamplings", flush=True)
    return out
