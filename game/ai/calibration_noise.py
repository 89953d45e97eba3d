"""How much of a calibration table is noise: a bootstrap over whole games (printed by the bench's
calibration section and the odds fits' reports).

The estimates of one game share its outcome, so they are not independent: a decile's error is resampled by
drawing whole games with replacement (a cluster bootstrap). For each decile it gives the signed error
(observed less said, in points) with a 90% interval; and, with every decile's error recentred on the
table's own, how large the worst decile's error comes out from the resampling alone: what a model with no
bias at all would show on that many games (the issue's goal of <= 5 points in every decile is met by
chance about `p_noise_worst_le5` of the time).

Pure Python, never imports pygame.
"""
from __future__ import annotations

import random

from game.ai.calibration import BINS, MIN_SAMPLES, Sample, score


def _deciles(samples: list[Sample], weight: dict, bins: int = BINS) -> list[tuple[float | None, float]]:
    """(signed error in points or None, weighted estimates) per decile, each game weighted `weight[game]`."""
    n, said, won = [0.0] * bins, [0.0] * bins, [0.0] * bins
    for s in samples:
        w = weight.get(s.game, 0)
        if w:
            b = min(bins - 1, int(s.chance * bins))
            n[b] += w
            said[b] += w * s.chance
            won[b] += w * s.outcome
    return [(100.0 * (won[b] - said[b]) / n[b] if n[b] else None, n[b]) for b in range(bins)]


def decile_intervals(samples: list[Sample], draws: int = 300, seed: int = 0) -> dict:
    """{"deciles": [(signed error, 5th, 95th percentile) or None per decile], "noise_worst_median",
    "noise_worst_p90", "p_noise_worst_le5"} from `draws` resamplings of the games."""
    games = sorted({s.game for s in samples})
    full = _deciles(samples, {g: 1 for g in games})
    rng = random.Random(seed)
    spread: list[list[float]] = [[] for _ in full]
    worst = []
    for _ in range(draws):
        weight: dict = {}
        for g in rng.choices(games, k=len(games)):
            weight[g] = weight.get(g, 0) + 1
        top = 0.0
        for b, (err, n) in enumerate(_deciles(samples, weight)):
            if err is None:
                continue
            spread[b].append(err)
            if n >= MIN_SAMPLES and full[b][0] is not None:
                top = max(top, abs(err - full[b][0]))
        worst.append(top)
    worst.sort()
    out = []
    for (err, _), got in zip(full, spread):
        got.sort()
        out.append(None if err is None or not got else
                   (round(err, 1), round(got[int(0.05 * (len(got) - 1))], 1), round(got[int(0.95 * (len(got) - 1))], 1)))
    return {"deciles": out, "noise_worst_median": round(worst[len(worst) // 2], 1),
            "noise_worst_p90": round(worst[int(0.9 * (len(worst) - 1))], 1),
            "p_noise_worst_le5": round(sum(1 for w in worst if w <= 5.0) / len(worst), 2)}


def score_intervals(samples: list[Sample], reps: int = 300, seed: int = 0) -> dict:
    """Per-game resampling of the samples: 90% intervals of the Brier ratio and of the worst judged decile,
    and each decile's error spread (standard deviation, points): the noise in figures from these games."""
    rng = random.Random(seed)
    by_game: dict = {}
    for s in samples:
        by_game.setdefault(s.game, []).append(s)
    keys = sorted(by_game)
    ratios, worst, errors = [], [], {}
    for _ in range(reps):
        drawn = []
        for k in range(len(keys)):  # each drawn game a new game, so score() counts its games right
            drawn += [Sample(k, s.chance, s.source, None, s.outcome) for s in by_game[rng.choice(keys)]]
        figures = score(drawn)
        if figures["brier_ratio"] is not None:  # None: every drawn game ended alike (no base rate to beat)
            ratios.append(figures["brier_ratio"])
        worst.append(figures["worst_error_points"] or 0.0)
        for d in figures["deciles"]:
            if d["samples"] >= MIN_SAMPLES:
                errors.setdefault(d["bin"], []).append(d["error_points"])
    ratios.sort(), worst.sort()
    lo, hi = reps // 20, reps - 1 - reps // 20
    r_lo, r_hi = len(ratios) // 20, len(ratios) - 1 - len(ratios) // 20

    def spread(v: list[float]) -> float:
        mean = sum(v) / len(v)
        return round((sum((x - mean) ** 2 for x in v) / len(v)) ** 0.5, 1)

    return {"brier_ratio_90": [ratios[r_lo], ratios[r_hi]] if ratios else [None, None],
            "worst_error_90": [worst[lo], worst[hi]],
            "decile_error_sd": {b: spread(v) for b, v in sorted(errors.items())}}


def report(name: str, samples: list[Sample]) -> dict:
    """Print the samples' score (with the Brier ratio's 90% interval), each decile with its 90% interval over
    resampled games, and how large the worst decile's error comes out from the resampling alone; return the
    score with "noise" added. The odds-fitting tools' common report."""
    figures = score(samples)
    noise = decile_intervals(samples)
    spread = score_intervals(samples)
    figures["noise"] = {k: v for k, v in noise.items() if k != "deciles"}
    print(f"{name}: {figures['samples']} estimates of {figures['games']} games, Brier {figures['brier']} "
          f"(base rate {figures['base_brier']}, ratio {figures['brier_ratio']}, 90% {spread['brier_ratio_90']}), "
          f"worst decile {figures['worst_error_points']} points (deciles of {MIN_SAMPLES}+), proven "
          f"{figures['proven']}, unproven 0/1 {figures['unproven_extremes']}")
    for d, b in zip(figures["deciles"], noise["deciles"]):
        if d["samples"]:
            print(f"   {d['bin'] * 10:>3}-{d['bin'] * 10 + 10}%: {d['samples']:>5} said {d['chance']:.3f} "
                  f"won {d['observed']:.3f} off {d['error_points']} (signed {b[0]:+.1f}, 90% {b[1]:+.1f}..{b[2]:+.1f})")
    print(f"   worst decile from resampling the games alone: median {noise['noise_worst_median']}, 90th "
          f"percentile {noise['noise_worst_p90']}, <= 5 points in {noise['p_noise_worst_le5']:.0%} of draws")
    return figures
