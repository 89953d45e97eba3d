"""Fit the shared odds estimator's calibration map of one game from self-play outcomes, and write it to
levels/<game>/odds_calibration.json (game.ai.odds reads it).

    python tools/fit_odds_calibration.py --game trifoil --games 240 --seed 101 --jobs 2

Self-play games (Normal against Normal, game.ai.calibration) give the shared estimator's raw value (the
playouts' smoothed mean, before any map) at every third decision of seat 0, and how the game ended; a
Platt map p = sigmoid(a * logit(raw) + b + c * search) is fitted to them by logistic regression
(Newton's method; a result may be fractional, a draw counts half), with c only where the estimator has a
search value (games with neither chance nor hidden information). Estimates a bot gives itself (estimate_chance) and
proven ones are not refitted. `--samples FILE` saves the samples (or, if the file exists, reuses them),
so a map can be refitted without replaying. Judge a map on other seeds: `make bench` does.
Never imports pygame.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import odds  # noqa: E402  (the checkout's own game package, after the path is set)
from game.ai.calibration import Sample, collect, score  # noqa: E402

RIDGE = 20.0  # regularisation towards the identity map (a = 1, b = c = 0): a few hundred estimates come
# from a few dozen games, each game's estimates move together, and a free fit learns that sample's base rate


def solve(matrix: list[list[float]], vector: list[float]) -> list[float] | None:
    """x with matrix @ x = vector (Gaussian elimination with partial pivoting), None when singular."""
    n = len(vector)
    rows = [list(matrix[i]) + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        if abs(rows[pivot][col]) < 1e-12:
            return None
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                f = rows[r][col] / rows[col][col]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit_logistic(points: list[tuple[list[float], float]], start: list[float], iterations: int = 60,
                 ridge: float = RIDGE) -> list[float]:
    """Weights w maximising the likelihood of outcomes y (0..1) under sigmoid(w . x), by Newton's method,
    less ridge / 2 * |w - start|^2 (regularisation towards `start`)."""
    w = list(start)
    k = len(w)
    for _ in range(iterations):
        grad = [ridge * (w[i] - start[i]) for i in range(k)]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in points:
            p = odds.sigmoid(sum(wi * xi for wi, xi in zip(w, x)))
            g, h = p - y, p * (1.0 - p)
            for i in range(k):
                grad[i] += g * x[i]
                for j in range(k):
                    hess[i][j] += h * x[i] * x[j]
        step = solve(hess, grad)
        if step is None:
            break
        w = [wi - si for wi, si in zip(w, step)]
        if sum(abs(si) for si in step) < 1e-9:
            break
    return w


def features(s: Sample, with_search: bool, offset: bool) -> list[float]:
    """The map's inputs of a sample: logit(raw), 1 (the offset, if fitted) and the search value (if used)."""
    x = [odds.logit(s.raw), 1.0 if offset else 0.0]
    if with_search:
        x.append(s.search or 0.0)
    return x


def fit(samples: list[Sample], ridge: float = RIDGE, offset: bool = True) -> odds.Calibration:
    """The calibration map fitted to the samples' shared estimates (with the search input where any
    sample has one). Without `offset`, b stays 0: the samples are seat 0's, and an offset would carry
    seat 0's advantage (moving first) over to every seat the map is used for."""
    shared = [s for s in samples if s.raw is not None]
    with_search = any(s.search is not None for s in shared)
    points = [(features(s, with_search, offset), s.outcome) for s in shared]
    w = fit_logistic(points, [1.0, 0.0, 0.0] if with_search else [1.0, 0.0], ridge=ridge)
    return odds.Calibration(w[0], w[1] if offset else 0.0, w[2] if with_search else 0.0)


def cross_validated(samples: list[Sample], ridge: float = RIDGE, offset: bool = True) -> list[Sample]:
    """The samples as maps fitted on the other half of the games would have given them (2-fold, by game):
    how the map does on games it was not fitted to."""
    games = sorted({s.game for s in samples})
    half = {g: i % 2 for i, g in enumerate(games)}
    folds = [[s for s in samples if half[s.game] == k] for k in (0, 1)]
    return mapped(folds[0], fit(folds[1], ridge, offset)) + mapped(folds[1], fit(folds[0], ridge, offset))


def mapped(samples: list[Sample], cal: odds.Calibration) -> list[Sample]:
    """The samples as the map `cal` would have given them (shared estimates only; others unchanged)."""
    out = []
    for s in samples:
        if s.raw is None:
            out.append(s)
        else:
            value = odds.unproven(cal(s.raw, s.search))
            out.append(Sample(s.game, value, s.source, s.raw, s.outcome, s.search))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=int, default=240)
    p.add_argument("--seed", type=int, default=101)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--samples", help="a JSON file of samples to save (or to reuse when it exists)")
    p.add_argument("--ridge", type=float, default=RIDGE, help="regularisation towards the identity map")
    p.add_argument("--offset", action="store_true",
                   help="fit the offset b too (it carries seat 0's advantage over to every seat)")
    p.add_argument("--dry-run", action="store_true", help="print the fit, write nothing")
    args = p.parse_args(argv)
    path = Path(args.samples) if args.samples else None
    if path is not None and path.exists():
        text = path.read_text(encoding="utf-8").strip()
        rows = json.loads(text) if text.startswith("[") else [json.loads(line) for line in text.splitlines()]
        samples = [Sample(**row) for row in rows]
    else:
        samples = collect(args.game, args.games, args.seed, args.jobs)
        if path is not None:
            path.write_text(json.dumps([s.__dict__ for s in samples]), encoding="utf-8")
    count = sum(1 for s in samples if s.raw is not None)
    if count < 50:
        print(f"only {count} shared estimates to fit: nothing written", file=sys.stderr)
        return 1
    cal = fit(samples, args.ridge, args.offset)
    before, after = score(mapped(samples, odds.IDENTITY)), score(mapped(samples, cal))
    held_out = score(cross_validated(samples, args.ridge, args.offset))
    for name, figures in (("raw", before), ("fitted", after), ("held out", held_out)):
        print(f"{args.game} {name:>8}: Brier {figures['brier']} (base rate {figures['base_brier']}, ratio "
              f"{figures['brier_ratio']}), worst decile {figures['worst_error_points']} points")
    data = {"method": "platt", "a": round(cal.a, 5), "b": round(cal.b, 5), "c": round(cal.c, 5),
            "about": "p = sigmoid(a * logit(raw) + b + c * search), raw the shared estimator's smoothed playout "
                     "mean, search its alpha-beta value (perfect-information games); fitted by "
                     "tools/fit_odds_calibration.py",
            "fitted_on": {"games": len({s.game for s in samples}), "seed": args.seed if not (path and path.exists()) else f"samples from {path.name}", "estimates": count,
                          "level": "normal", "brier_raw": before["brier"], "brier_fitted": after["brier"],
                          "brier_held_out": held_out["brier"], "base_brier": after["base_brier"],
                          "ridge": args.ridge, "offset": args.offset}}
    print(json.dumps(data))
    if not args.dry_run:
        out = ROOT / "levels" / args.game / f"{odds.CALIBRATION}.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
