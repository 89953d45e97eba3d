"""Fit a game's odds model (a logistic model over cheap features of a seat's view, bent by a monotone map,
read by the game's bot through game.ai.odds.model) from self-play outcomes, and write it to
levels/<game>/odds_model.json.

    python tools/fit_odds_model.py --game fancy_dancing --seeds 101,202 --games 300 \
        --cache /tmp/odds-fit --eval-seed 1 --eval-games 200

The positions are those the calibration measure asks about (game.ai.calibration.self_play: Normal against
Normal, seat 0 at every third of its decisions); the features are the game's own `odds_features(state,
seat, seed)` with the seed the measure's estimate would use, so the fitted model is judged by `make bench`
exactly as it was fitted. Fit on seeds other than the bench's (it uses seed 1): `--eval-seed 1` then
scores the written model on the bench's own games, as the bench would, with a per-game bootstrap of the
figures (one game's estimates share its result, so deciles from a few hundred games are noisy);
`--also-eval-seed 2` scores it on another seed's games the same way.

The model: logistic weights (no offset: the samples are seat 0's, and an offset would carry seat 0's
advantage over to every seat; a game that has a seat advantage says so with a feature that is +1 for one
seat and -1 for the other), then a monotone map (game.ai.odds_map) fitted to the logistic's out-of-fold
output (5 folds by game), so that it corrects what the logistic gets wrong on games it has not seen.

A game whose bot keeps more than one model (ODDS_MODELS: {model name: (covers, features)}, e.g. Trifecta's
stages of three seats) fits the one `--model` names, on games of the `--players` seat counts:

    python tools/fit_odds_model.py --game trifecta --model odds_model_three --players 3 --seeds 101,202 \
        --games 140 --bins 0 --cache /tmp/odds-fit --eval-seed 1 --also-eval-seed 2 --eval-games 140

With `--cached-only` the seeds may hold unequal numbers of games at each seat count (the file's fitted_on
records games_per_seed): Trifecta's stages of four to six seats,

    python tools/fit_odds_model.py --game trifecta --model odds_model_many --players 4,5,6 \
        --seeds 303,404,505,606,707,808 --games 300 --cached-only --features lshare --bins 0 \
        --cache /tmp/odds-fit --eval-seed 1 --also-eval-seed 2 --eval-games 300

`--against FILE` scores another model (a model file, e.g. the one this fit replaces, its weights naming features
the rows hold) on the same evaluation rows: both tables with each decile's signed error and its 90% interval over
games, and the paired Brier change (this fit less that one) with its 95% interval over games, per evaluation seed
and pooled over them.

`--cache DIR` keeps each self-play game's positions (DIR/<game>/<seed>/<index>.pkl, DIR/<game>@<seats>/... at
a seat count given, pickled states and seat 0's result: a local cache this tool alone writes and reads) and
its feature rows (<index>.rows.json, <index>.<model>.rows.json for a model other than odds_model;
`--fresh-features` recomputes them after a change to odds_features), so refits replay nothing. Fancy
Dancing's self-play costs seconds of CPU a game: fill the cache once, in the background.
Never imports pygame.
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import pickle
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import calibration_noise, odds, odds_map  # noqa: E402  (this checkout's game package, path set above)
from game.ai.calibration import Sample, _seed, score, self_play  # noqa: E402
from game.ai.calibration_noise import score_intervals  # noqa: E402
from tools.fit_odds_calibration import fit_logistic  # noqa: E402

BOTS = {"fancy_dancing": "game.fancy_dancing.bot", "trifecta": "game.trifecta.bot"}  # each has odds_features
RIDGE = 1.0  # a little regularisation towards 0: a few features, thousands of estimates from hundreds of games
FOLDS = 5  # out-of-fold logistic output for the monotone map, by game
BOOTSTRAP = 300  # per-game resamples behind the evaluation's intervals


def folder(cache: Path, game_id: str, seed: int, players: int | None) -> Path:
    return cache / (f"{game_id}@{players}" if players else game_id) / str(seed)


def covers_and_features(game_id: str, name: str = odds.MODEL) -> tuple:
    """The bot's (covers, features) functions of the model `name`."""
    bot = importlib.import_module(BOTS[game_id])
    return getattr(bot, "ODDS_MODELS", {odds.MODEL: (bot.odds_covers, bot.odds_features)})[name]


def positions(game_id: str, index: int, seed: int, cache: Path | None,
              players: int | None = None) -> tuple[list, float]:
    """Self-play game `index`'s asked positions (at `players` seats, the fewest if None) and seat 0's result,
    from the cache when it holds them."""
    path = None if cache is None else folder(cache, game_id, seed, players) / f"{index}.pkl"
    if path is not None and path.exists():
        with path.open("rb") as f:
            return pickle.load(f)
    asked, outcome = self_play(game_id, index, seed, players=players)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_suffix(".part")
        with part.open("wb") as f:
            pickle.dump((asked, outcome), f)
        os.replace(part, path)  # a cache file is whole or absent, whatever stops this run
    return asked, outcome


def feature_rows(game_id: str, index: int, seed: int, cache: Path | None = None, fresh: bool = False,
                 seat: int = 0, players: int | None = None, name: str = odds.MODEL) -> list[dict]:
    """Self-play game `index` (at `players` seats, the fewest if None): per asked position the model `name`
    covers, `seat`'s features (as the measure's estimate computes them; the measure asks seat 0, `seat` 1
    sees the same positions from the other side of the two-seat table), the game (its seat count too when
    given) and the seat's result."""
    kind = "" if name == odds.MODEL else f".{name}"
    path = None if cache is None else folder(cache, game_id, seed, players) / f"{index}{kind}.rows{seat or ''}.json"
    if path is not None and path.exists() and not fresh:
        return json.loads(path.read_text(encoding="utf-8"))
    covers, features_of = covers_and_features(game_id, name)
    asked, outcome = positions(game_id, index, seed, cache, players)
    result = outcome if seat == 0 else 1.0 - outcome  # two seats: one's loss is the other's win
    rows = []
    for position in asked:
        if position.is_over() or not covers(position, seat):
            continue
        features, _ = features_of(position, seat, _seed(seed, index, "odds"))
        rows.append({"game": index, "seed": seed, "outcome": result, **({"players": players} if players else {}),
                     **features})
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(rows), encoding="utf-8")
    return rows


def indices(game_id: str, seed: int, games: int, cache: Path | None, cached_only: bool,
            players: int | None = None) -> list[int]:
    """The games 0..`games`-1 of a seed, or only those the cache already holds."""
    if not cached_only or cache is None:
        return list(range(games))
    return [g for g in range(games) if (folder(cache, game_id, seed, players) / f"{g}.pkl").exists()]


def fit(rows: list[dict], names: list[str], ridge: float = RIDGE) -> dict:
    """{feature: weight} of the logistic model fitted to the rows (Newton's method, ridge towards 0)."""
    w = fit_logistic([([row[n] for n in names], row["outcome"]) for row in rows], [0.0] * len(names), ridge=ridge)
    return dict(zip(names, w))


ROW_KEYS = ("game", "seed", "players", "outcome")  # what a row says besides its features


def game_key(row: dict) -> tuple:
    # both seats' rows of a game share it: a fold keeps them together
    return row.get("seed", 0), row.get("players", 0), row["game"]


def games_per_seed(rows: list[dict]) -> dict:
    """{"<seed>" (or "<seats>@<seed>" for games at a seat count given): the games the rows come from}: what a
    fit on seeds of unequal lengths (--cached-only) was fitted on."""
    count: dict = {}
    for seed, players, _ in {game_key(r) for r in rows}:
        key = f"{players}@{seed}" if players else str(seed)
        count[key] = count.get(key, 0) + 1
    return dict(sorted(count.items()))


def out_of_fold(rows: list[dict], names: list[str], ridge: float = RIDGE, folds: int = FOLDS) -> list[float]:
    """The logistic's chance for each row from a model fitted without the row's game (folds by game)."""
    games = sorted({game_key(r) for r in rows})
    fold = {g: i % folds for i, g in enumerate(games)}
    got = [0.0] * len(rows)
    for k in range(folds):
        weights = fit([r for r in rows if fold[game_key(r)] != k], names, ridge)
        for i, r in enumerate(rows):
            if fold[game_key(r)] == k:
                got[i] = odds.sigmoid(sum(w * r[n] for n, w in weights.items()))
    return got


def fit_monotone(rows: list[dict], chances: list[float], bins: int) -> odds_map.Monotone:
    return odds_map.fit([(p, r["outcome"], game_key(r)) for p, r in zip(chances, rows)], bins)


def held_out(rows: list[dict], names: list[str], ridge: float, bins: int | None) -> list[Sample]:
    """The rows as a model fitted without their games would judge them: out-of-fold logistic output, and
    the monotone map (when `bins`) fitted to the other folds' out-of-fold output."""
    chances = out_of_fold(rows, names, ridge)
    if bins:
        games = sorted({game_key(r) for r in rows})
        fold = {g: i % FOLDS for i, g in enumerate(games)}
        bent = list(chances)
        for k in range(FOLDS):
            inside = [i for i, r in enumerate(rows) if fold[game_key(r)] != k]
            curve = fit_monotone([rows[i] for i in inside], [chances[i] for i in inside], bins)
            for i, r in enumerate(rows):
                if fold[game_key(r)] == k:
                    bent[i] = curve(chances[i])
        chances = bent
    return [Sample(hash(game_key(r)), odds.unproven(p), "bot", None, r["outcome"]) for p, r in zip(chances, rows)]


def as_samples(rows: list[dict], weights: dict, monotone: odds_map.Monotone | None) -> list[Sample]:
    return [Sample(hash(game_key(r)), odds.from_model(weights, r, monotone), "bot", None, r["outcome"]) for r in rows]


def paired_change(rows: list[dict], new: list[float], old: list[float], reps: int = 1000,
                  seed: int = 0) -> tuple[float, float, float]:
    """The mean Brier change (`new` chances less `old`, on the same rows) and its 95% interval from resampling
    whole games (one game's estimates share its result)."""
    by_game: dict = {}
    for r, p, q in zip(rows, new, old):
        got = by_game.setdefault(game_key(r), [0.0, 0])
        got[0] += (p - r["outcome"]) ** 2 - (q - r["outcome"]) ** 2
        got[1] += 1
    games = list(by_game.values())
    rng = random.Random(seed)
    draws = sorted(sum(d for d, _ in drawn) / sum(n for _, n in drawn)
                   for drawn in ([rng.choice(games) for _ in games] for _ in range(reps)))
    return (round(sum(d for d, _ in games) / sum(n for _, n in games), 4), round(draws[int(0.025 * reps)], 4),
            round(draws[int(0.975 * reps) - 1], 4))


def compare(name: str, rows: list[dict], fitted: tuple, against: tuple) -> dict:
    """This fit's and the `against` model's ((weights, monotone) each) tables on the same rows, and the paired
    Brier change."""
    new, old = as_samples(rows, *fitted), as_samples(rows, *against)
    mine, theirs = calibration_noise.report(f"{name}, this fit", new), calibration_noise.report(f"{name}, against", old)
    change = paired_change(rows, [s.chance for s in new], [s.chance for s in old])
    print(f"{name}: paired Brier change {change[0]:+.4f}, 95% [{change[1]:+.4f}, {change[2]:+.4f}] over games; worst "
          f"decile {mine['worst_error_points']} against {theirs['worst_error_points']}")
    return {"games": mine["games"], "brier_ratio": mine["brier_ratio"], "against_brier_ratio": theirs["brier_ratio"],
            "paired_brier_change": list(change), "worst_error_points": mine["worst_error_points"],
            "against_worst_error_points": theirs["worst_error_points"]}


def report(name: str, figures: dict) -> None:
    print(f"{name}: {figures['samples']} estimates from {figures['games']} games, Brier {figures['brier']} (base "
          f"rate {figures['base_brier']}, ratio {figures['brier_ratio']}), worst decile "
          f"{figures['worst_error_points']} points, {figures['unproven_extremes']} unproven 0/1")
    for d in figures["deciles"]:
        if d["samples"]:
            print(f"    {d['bin'] * 10:>3}-{d['bin'] * 10 + 10:<3}% {d['samples']:>5}: said {100 * d['chance']:5.1f}% "
                  f"won {100 * d['observed']:5.1f}% (off {d['error_points']})")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True, choices=sorted(BOTS))
    p.add_argument("--model", default=odds.MODEL, help="which of the bot's models (its ODDS_MODELS) to fit")
    p.add_argument("--players", help="comma-separated seat counts of the self-play games (default: the fewest)")
    p.add_argument("--games", type=int, default=300, help="self-play games per fitting seed")
    p.add_argument("--seeds", default="101,202", help="comma-separated fitting seeds (not the bench's 1)")
    p.add_argument("--cache", help="a folder caching the self-play positions and feature rows")
    p.add_argument("--cached-only", action="store_true", help="only the games the cache holds (no self-play)")
    p.add_argument("--fresh-features", action="store_true", help="recompute cached feature rows")
    p.add_argument("--features", help="comma-separated features to fit (default: all odds_features gives)")
    p.add_argument("--both-seats", action="store_true", help="fit on seat 1's view of every position too (a "
                   "fit with no lean towards seat 0's results, where a few dozen games are all there is)")
    p.add_argument("--ridge", type=float, default=RIDGE)
    p.add_argument("--bins", type=int, default=odds_map.BINS, help="the monotone map's bins (0: no map)")
    p.add_argument("--eval-seed", type=int, help="score the model on this seed's games (the bench's is 1)")
    p.add_argument("--also-eval-seed", type=int, action="append", default=[],
                   help="score the model on this seed's games too, as --eval-seed (repeat for more seeds)")
    p.add_argument("--eval-games", type=int, default=200)
    p.add_argument("--against", help="a model file to score on the same evaluation rows, paired with this fit")
    p.add_argument("--dry-run", action="store_true", help="print the fit, write nothing")
    args = p.parse_args(argv)
    cache = Path(args.cache) if args.cache else None
    seeds = [int(s) for s in args.seeds.split(",")]
    if any(e in seeds for e in [args.eval_seed, *args.also_eval_seed]):
        p.error("the evaluation seed must not be a fitting seed")
    sizes = [int(n) for n in args.players.split(",")] if args.players else [None]
    if args.both_seats and sizes != [None]:
        p.error("--both-seats reads one seat's loss as the other's win: two seats only")
    seats = (0, 1) if args.both_seats else (0,)
    rows = [row for n in sizes for seed in seeds
            for g in indices(args.game, seed, args.games, cache, args.cached_only, n)
            for seat in seats for row in feature_rows(args.game, g, seed, cache, args.fresh_features, seat, n,
                                                      args.model)]
    if len(rows) < 50:
        print(f"only {len(rows)} estimates to fit: nothing written", file=sys.stderr)
        return 1
    names = args.features.split(",") if args.features else [k for k in rows[0] if k not in ROW_KEYS]
    weights = fit(rows, names, args.ridge)
    monotone = fit_monotone(rows, out_of_fold(rows, names, args.ridge), args.bins) if args.bins else None
    fitted, cross = score(as_samples(rows, weights, monotone)), score(held_out(rows, names, args.ridge, args.bins))
    report(f"{args.game} fitted", fitted)
    report(f"{args.game} held out (5 folds by game)", cross)

    def evaluate(seed: int, n: int | None) -> dict | None:
        """The written model scored on `seed`'s games at `n` seats (seat 0, as the bench asks), printed with its
        bootstrap; None when none of those games has a position the model covers (--cached-only: none cached)."""
        tests = [row for g in indices(args.game, seed, args.eval_games, cache, args.cached_only, n)
                 for row in feature_rows(args.game, g, seed, cache, args.fresh_features, 0, n, args.model)]
        if not tests:
            print(f"{args.game}{f'@{n}' if n else ''} seed {seed}: no estimates to score")
            return None
        judged = as_samples(tests, weights, monotone)
        figures = score(judged)
        report(f"{args.game}{f'@{n}' if n else ''} seed {seed}", figures)
        noise = score_intervals(judged, BOOTSTRAP)
        print(f"    per-game bootstrap: Brier ratio 90% {noise['brier_ratio_90']}, worst decile 90% "
              f"{noise['worst_error_90']}, decile error sd {noise['decile_error_sd']}")
        return {"seed": seed, **({"players": n} if n else {}), "games": figures["games"], "brier": figures["brier"],
                "brier_ratio": figures["brier_ratio"], "worst_error_points": figures["worst_error_points"]}

    evaluated = [e for e in (evaluate(args.eval_seed, n) for n in sizes) if e] if args.eval_seed is not None else []
    also = [e for e in (evaluate(seed, n) for seed in args.also_eval_seed for n in sizes) if e]
    paired = []
    if args.against:
        other = json.loads(Path(args.against).read_text(encoding="utf-8"))
        against = (other["weights"], odds_map.Monotone.from_json(other["monotone"]) if other.get("monotone") else None)
        judged = {(seed, n): [row for g in indices(args.game, seed, args.eval_games, cache, args.cached_only, n)
                              for row in feature_rows(args.game, g, seed, cache, False, 0, n, args.model)]
                  for seed in [args.eval_seed, *args.also_eval_seed] if seed is not None for n in sizes}
        for (seed, n), rows_of in judged.items():
            if rows_of:
                paired.append({"seed": seed, **({"players": n} if n else {}),
                               **compare(f"{args.game} seed {seed}", rows_of, (weights, monotone), against)})
        if len(paired) > 1:
            pooled = [row for rows_of in judged.values() for row in rows_of]
            paired.append({"seeds": [e["seed"] for e in paired],
                           **compare(f"{args.game} pooled", pooled, (weights, monotone), against)})
    data = {"method": "logistic+monotone" if monotone else "logistic",
            "weights": {k: round(v, 5) for k, v in weights.items()},
            "about": ("p = monotone(sigmoid(sum of weight * feature)), monotone the game.ai.odds_map knots fitted to "
                      "the logistic's out-of-fold output" if monotone else "p = sigmoid(sum of weight * feature)")
            + ", the features the game's bot computes in odds_features (lraw: logit of the playouts' smoothed mean "
              "at a small budget); fitted by tools/fit_odds_model.py",
            "fitted_on": {"games": len({game_key(r) for r in rows}), "seeds": seeds,
                          "games_per_seed": games_per_seed(rows), "estimates": len(rows),
                          "level": "normal", **({"players": sizes} if args.players else {}),
                          "both_seats": args.both_seats, "brier_fitted": fitted["brier"],
                          "brier_held_out": cross["brier"],
                          "base_brier": fitted["base_brier"], "ridge": args.ridge, "bins": args.bins}}
    if evaluated:
        data["evaluated_on"] = evaluated[0] if len(evaluated) == 1 else evaluated
    if also:
        data["also_evaluated_on"] = also
    if paired:
        data["paired_against"] = {"model": Path(args.against).name, "by_seed": paired}
    if monotone is not None:
        data["monotone"] = monotone.to_json()
    if not args.dry_run:
        out = ROOT / "levels" / args.game / f"{args.model}.json"
        out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
