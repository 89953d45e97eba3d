"""Fit the shared odds estimator's calibration map of one game from self-play outcomes, and write it to
levels/<game>/odds_calibration.json (game.ai.odds reads it).

    python tools/fit_odds_calibration.py --game trifoil --games 240 --seed 101 --jobs 2

Self-play games (Normal against Normal, game.ai.calibration) give the shared estimator's raw value (the
playouts' smoothed mean, before any map) at every third decision of seat 0, and how the game ended; a
Platt map p = sigmoid(a * logit(raw) + b) is fitted to them by logistic regression (Newton's method,
the result may be fractional: a draw counts half). Estimates a bot gives itself (estimate_chance) and
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

RIDGE = 1e-3  # a whisper of regularisation towards the identity map (a = 1, b = 0)


def fit_platt(points: list[tuple[float, float]], iterations: int = 50) -> tuple[float, float]:
    """(a, b) maximising the likelihood of outcomes y (0..1) under sigmoid(a * x + b), x = logit(raw)."""
    a, b = 1.0, 0.0
    for _ in range(iterations):
        ga = gb = 0.0
        haa = hab = hbb = 0.0
        for x, y in points:
            p = odds.sigmoid(a * x + b)
            w = p * (1.0 - p)
            ga += (p - y) * x
            gb += p - y
            haa += w * x * x
            hab += w * x
            hbb += w
        ga += RIDGE * (a - 1.0)
        gb += RIDGE * b
        haa += RIDGE
        hbb += RIDGE
        det = haa * hbb - hab * hab
        if det <= 1e-12:
            break
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        a, b = a - da, b - db
        if abs(da) + abs(db) < 1e-9:
            break
    return a, b


def mapped(samples: list[Sample], a: float, b: float) -> list[Sample]:
    """The samples as the map (a, b) would have given them (raw values only; others unchanged)."""
    out = []
    for s in samples:
        if s.raw is None:
            out.append(s)
        else:
            value = odds.unproven(odds.sigmoid(a * odds.logit(s.raw) + b))
            out.append(Sample(s.game, value, s.source, s.raw, s.outcome))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=int, default=240)
    p.add_argument("--seed", type=int, default=101)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--samples", help="a JSON file of samples to save (or to reuse when it exists)")
    p.add_argument("--dry-run", action="store_true", help="print the fit, write nothing")
    args = p.parse_args(argv)
    path = Path(args.samples) if args.samples else None
    if path is not None and path.exists():
        samples = [Sample(**row) for row in json.loads(path.read_text(encoding="utf-8"))]
    else:
        samples = collect(args.game, args.games, args.seed, args.jobs)
        if path is not None:
            path.write_text(json.dumps([s.__dict__ for s in samples]), encoding="utf-8")
    points = [(odds.logit(s.raw), s.outcome) for s in samples if s.raw is not None]
    if len(points) < 50:
        print(f"only {len(points)} shared estimates to fit: nothing written", file=sys.stderr)
        return 1
    raw_view = mapped(samples, 1.0, 0.0)
    a, b = fit_platt(points)
    fitted = mapped(samples, a, b)
    before, after = score(raw_view), score(fitted)
    for name, figures in (("raw", before), ("fitted", after)):
        print(f"{args.game} {name:>6}: Brier {figures['brier']} (base rate {figures['base_brier']}, ratio "
              f"{figures['brier_ratio']}), worst decile {figures['worst_error_points']} points")
    data = {"method": "platt", "a": round(a, 5), "b": round(b, 5),
            "about": "p = sigmoid(a * logit(raw) + b), raw the shared estimator's smoothed playout mean; "
                     "fitted by tools/fit_odds_calibration.py",
            "fitted_on": {"games": len({s.game for s in samples}), "seed": args.seed, "estimates": len(points),
                          "level": "normal", "brier_raw": before["brier"], "brier_fitted": after["brier"],
                          "base_brier": after["base_brier"]}}
    print(json.dumps(data))
    if not args.dry_run:
        out = ROOT / "levels" / args.game / f"{odds.CALIBRATION}.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
