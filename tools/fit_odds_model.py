"""Fit a game's odds model (a logistic model over cheap features of a seat's view, read by the game's bot
through game.ai.odds.model) from self-play outcomes, and write it to levels/<game>/odds_model.json.

    python tools/fit_odds_model.py --game fancy_dancing --games 60 --seed 101 --samples /tmp/fd.json

The positions are those the calibration measure asks about (game.ai.calibration.self_play: Normal against
Normal, seat 0 at every third of its decisions); the features are the game's own `odds_features(state,
seat, seed)` with the seed the measure's estimate would use, so the fitted model is judged by `make bench`
exactly as it was fitted (on other seeds: the bench uses seed 1, fit on others). No offset is fitted: the
samples are seat 0's, and an offset would carry seat 0's advantage over to every seat. `--samples FILE`
saves the feature rows (or reuses them when the file exists), so a model can be refitted without
replaying. Never imports pygame.
"""
from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import odds  # noqa: E402  (the checkout's own game package, after the path is set)
from game.ai.calibration import Sample, _seed, score, self_play  # noqa: E402
from tools.fit_odds_calibration import fit_logistic  # noqa: E402

BOTS = {"fancy_dancing": "game.fancy_dancing.bot", "trifecta": "game.trifecta.bot"}  # each has odds_features
RIDGE = 1.0  # a little regularisation towards 0: a few features, hundreds of estimates from dozens of games


def feature_rows(game_id: str, index: int, seed: int) -> list[dict]:
    """Self-play game `index`: per asked position, its features (as the measure's estimate computes them),
    the game and seat 0's result."""
    features_of = importlib.import_module(BOTS[game_id]).odds_features
    asked, outcome = self_play(game_id, index, seed)
    rows = []
    for position in asked:
        if position.is_over():
            continue
        features, _ = features_of(position, 0, _seed(seed, index, "odds"))
        rows.append({"game": index, "outcome": outcome, **features})
    return rows


def fit(rows: list[dict], names: list[str], ridge: float = RIDGE) -> dict:
    """{feature: weight} of the logistic model fitted to the rows (Newton's method, ridge towards 0)."""
    w = fit_logistic([([row[n] for n in names], row["outcome"]) for row in rows], [0.0] * len(names), ridge=ridge)
    return dict(zip(names, w))


def as_samples(rows: list[dict], weights: dict) -> list[Sample]:
    return [Sample(row["game"], odds.from_model(weights, row), "bot", None, row["outcome"]) for row in rows]


def cross_validated(rows: list[dict], names: list[str], ridge: float = RIDGE) -> list[Sample]:
    """The rows as models fitted on the other half of the games would have judged them (2-fold, by game)."""
    games = sorted({row["game"] for row in rows})
    half = {g: i % 2 for i, g in enumerate(games)}
    out = []
    for k in (0, 1):
        weights = fit([r for r in rows if half[r["game"]] != k], names, ridge)
        out += as_samples([r for r in rows if half[r["game"]] == k], weights)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True, choices=sorted(BOTS))
    p.add_argument("--games", type=int, default=60)
    p.add_argument("--seed", type=int, default=101)
    p.add_argument("--samples", help="a JSON file of feature rows to save (or to reuse when it exists)")
    p.add_argument("--ridge", type=float, default=RIDGE)
    p.add_argument("--dry-run", action="store_true", help="print the fit, write nothing")
    args = p.parse_args(argv)
    path = Path(args.samples) if args.samples else None
    if path is not None and path.exists():
        rows = json.loads(path.read_text(encoding="utf-8"))
    else:
        rows = [row for g in range(args.games) for row in feature_rows(args.game, g, args.seed)]
        if path is not None:
            path.write_text(json.dumps(rows), encoding="utf-8")
    if len(rows) < 50:
        print(f"only {len(rows)} estimates to fit: nothing written", file=sys.stderr)
        return 1
    names = [k for k in rows[0] if k not in ("game", "outcome")]
    weights = fit(rows, names, args.ridge)
    fitted, held_out = score(as_samples(rows, weights)), score(cross_validated(rows, names, args.ridge))
    for name, figures in (("fitted", fitted), ("held out", held_out)):
        print(f"{args.game} {name:>8}: Brier {figures['brier']} (base rate {figures['base_brier']}, ratio "
              f"{figures['brier_ratio']}), worst decile {figures['worst_error_points']} points")
    data = {"method": "logistic", "weights": {k: round(v, 5) for k, v in weights.items()},
            "about": "p = sigmoid(sum of weight * feature), the features the game's bot computes in "
                     "odds_features (lraw: logit of the playouts' smoothed mean at a small budget); fitted by "
                     "tools/fit_odds_model.py",
            "fitted_on": {"games": len({r["game"] for r in rows}), "seed": args.seed, "estimates": len(rows),
                          "level": "normal", "brier_fitted": fitted["brier"], "brier_held_out": held_out["brier"],
                          "base_brier": fitted["base_brier"], "ridge": args.ridge}}
    print(json.dumps(data))
    if not args.dry_run:
        out = ROOT / "levels" / args.game / f"{odds.MODEL}.json"
        out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
