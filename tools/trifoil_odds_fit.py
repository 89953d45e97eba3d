"""Fit Trifoil's odds model (game/trifoil/ai_odds.py) and write it to levels/trifoil/odds_model.json.

    python tools/trifoil_odds_fit.py collect --games 600 --seed 101 --out /tmp/trifoil_odds.jsonl
    python tools/trifoil_odds_fit.py collect --games 400 --seed 1 --seat 0 --out /tmp/trifoil_judge1.jsonl
    python tools/trifoil_odds_fit.py fit --samples /tmp/trifoil_odds.jsonl --judge /tmp/trifoil_judge1.jsonl

`collect` plays Normal self-play games, each opened by OPENING random actions (more than the calibration
games' two, so the positions fitted on are not the games the odds are judged on), and appends one JSON line
per decision of either seat: the position's facts (ai_odds.facts, its search included) and how the game
ended for seat 0. Lines are appended game by game, so a run can be stopped and fitted on. The search is the
costly part: --first keeps only each game's first decisions (--seat 0 --first 1: blue's first decision after
the random opening, ~1 s a game) and --every 3 only the decisions the chart is judged on (fit --judge-every 1
then scores them all; seat 0's rows of the bench's seed 1 made so give its figures exactly).

`fit` fits the model's weights by logistic regression (Newton's method with a small ridge, a draw counting
half) on the unproven positions, and with --map the monotone map (game.ai.odds_map) to the logistic
model's cross-fitted estimates (FOLDS folds by game, each estimate from a model fitted without its game; both
seats' sides; an earlier model had one, the shipped one none), prints the fit and a 2-fold held-out
score by game (deciles with a bootstrap over games, Brier
against the base rate, as game.ai.calibration scores the chart), and writes the model. Judge it on other
games with --judge (rows of those games, scored file by file and pooled) or `make bench` (calibration). Every feature negates when the seats
trade places and there is no offset, so seat 1's view of a position adds nothing a seat 0 row does not
already say. Keep the fitting seeds apart from the bench's (1, 2, and 3 for a third judge): use 101 and up.
Pure Python, never imports pygame.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import make_bot  # noqa: E402
from game.ai import odds_map  # noqa: E402
from game.ai.calibration import EVERY, Sample  # noqa: E402
from game.core.registry import get_game  # noqa: E402
from game.trifoil import ai_odds  # noqa: E402
from game.trifoil.bot import HOOKS  # noqa: E402
from tools.fit_odds_calibration import fit_logistic  # noqa: E402
from game.ai.calibration_noise import report  # noqa: E402

OPENING = 4  # random actions opening each game, as the calibration's Trifoil games have (arena.varied_opening)
LEVEL = "normal"
RIDGE = 1.0
GAMES_APART = 1_000_000  # game numbers of the k-th rows file start at k times this
FOLDS = 5  # folds by game of the cross-fitted estimates the monotone map is fitted to


def _seed(*parts) -> int:
    return random.Random("/".join(map(str, parts))).getrandbits(32)


def play(index: int, seed: int, opening: int = OPENING, only: int | None = None,
         first: int | None = None, every: int = 1) -> list[dict]:
    """One self-play game's rows: every decision's facts (only seat `only`'s decisions, if given; of those
    only every `every`-th, and only the first `first` kept, if given: the search is the costly part) and
    seat 0's result. With `opening` 4 the
    game is the one game.ai.calibration plays with the same seed and index."""
    game = get_game("trifoil")
    rng = random.Random(_seed(seed, index, "chance"))
    bots = [make_bot(LEVEL, "trifoil", _seed(seed, index, "bot", s)) for s in range(2)]
    state = game.new_game(2)
    positions, actions = [], 0
    while not state.is_over():
        seat = min(state.to_move())
        if actions < opening:
            action = rng.choice(state.legal_actions(seat))
        else:
            if only is None or seat == only:
                positions.append(state)
            action = bots[seat].choose(state, seat)
        state = state.apply(action, seat)
        actions += 1
    outcome = float(state.returns()[0])
    # the board and the turn besides the facts, so a feature added later can be computed from the cached rows
    return [{"game": index, "ply": k, "outcome": outcome, "slots": "".join(map(str, p.slots)),
             "turn": len(p.history), **ai_odds.facts(p, HOOKS).to_row()}
            for k, p in enumerate(positions[::every][:first])]


def collect(games: int, seed: int, out: Path, start: int = 0, opening: int = OPENING,
            only: int | None = None, first: int | None = None, every: int = 1) -> None:
    with out.open("a", encoding="utf-8") as fh:
        for g in range(start, start + games):
            for row in play(g, seed, opening, only, first, every):
                fh.write(json.dumps(row) + "\n")
            fh.flush()


def load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def load_all(paths) -> list[dict]:
    """The rows of several files, each file's games numbered apart (every file counts its games from 0)."""
    rows = []
    for k, path in enumerate(paths):
        for r in load(Path(path)):
            r["game"] += GAMES_APART * k
            rows.append(r)
    return rows


def fit_weights(rows: list[dict], ridge: float = RIDGE) -> tuple:
    """The logistic model's weights, fitted to the rows' unproven positions."""
    points = [(ai_odds.features(ai_odds.Facts.from_row(r), 0), r["outcome"]) for r in rows
              if r["proven"] is None]
    return tuple(fit_logistic(points, [0.0] * len(ai_odds.FEATURES), ridge=ridge))


def cross_fitted(rows: list[dict], ridge: float = RIDGE, folds: int = FOLDS) -> list[tuple]:
    """(the logistic model's estimate, outcome, game) for every unproven position of the rows, from the
    mover's side and mirrored to the other's, each estimated by a model fitted without its game's fold."""
    out = []
    for k in range(folds):
        inside = [r for r in rows if r["game"] % folds == k]
        model = ai_odds.Model(fit_weights([r for r in rows if r["game"] % folds != k], ridge))
        for r in inside:
            if r["proven"] is None:
                p = model.logistic(ai_odds.Facts.from_row(r), 0)
                out += [(p, r["outcome"], r["game"]), (1.0 - p, 1.0 - r["outcome"], r["game"])]
    return out


def fit(rows: list[dict], ridge: float = RIDGE, monotone: bool = False) -> ai_odds.Model:
    """The logistic model fitted to all the rows, and with `monotone` the monotone map fitted to its
    cross-fitted estimates."""
    weights = fit_weights(rows, ridge)
    return ai_odds.Model(weights, odds_map.fit(cross_fitted(rows, ridge)) if monotone else odds_map.IDENTITY)


def as_samples(rows: list[dict], model: ai_odds.Model, every: int = 1) -> list[Sample]:
    """The rows as the chart's samples for seat 0 (every `every`-th of seat 0's decisions)."""
    out, seen = [], {}
    for r in rows:
        if r["mover"] != 0:
            continue
        k = seen.get(r["game"], 0)
        seen[r["game"]] = k + 1
        if k % every:
            continue
        value, proven = ai_odds.chance(ai_odds.Facts.from_row(r), 0, model)
        out.append(Sample(r["game"], value, "proven" if proven else "bot", None, r["outcome"]))
    return out


def held_out(rows: list[dict], ridge: float = RIDGE, monotone: bool = False) -> list[Sample]:
    """Seat 0's samples as a model (and map) fitted on the other half of the games gives them (2-fold by
    game; the halves split apart from the map's folds)."""
    halves = [[r for r in rows if (r["game"] // FOLDS) % 2 == k] for k in (0, 1)]
    return (as_samples(halves[0], fit(halves[1], ridge, monotone))
            + as_samples(halves[1], fit(halves[0], ridge, monotone)))


def distinct_games(rows: list[dict]) -> int:
    """How many of the rows' games differ in what was recorded (both Normal seats play deterministically,
    so two games with the same random opening are one game twice)."""
    games: dict = {}
    for r in rows:
        games.setdefault(r["game"], []).append(json.dumps({k: v for k, v in r.items() if k != "game"}, sort_keys=True))
    return len({tuple(v) for v in games.values()})


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="play self-play games and append their positions' rows")
    c.add_argument("--games", type=int, default=600)
    c.add_argument("--start", type=int, default=0, help="the first game's index (to extend a run)")
    c.add_argument("--seed", type=int, default=101, help="the games' seed (keep it apart from the bench's 1 and 2)")
    c.add_argument("--out", required=True)
    c.add_argument("--opening", type=int, default=OPENING,
                   help=f"random actions opening each game (default {OPENING}: the calibration's games with the same seed)")
    c.add_argument("--seat", type=int, choices=(0, 1), help="record only this seat's decisions")
    c.add_argument("--first", type=int, help="record only each game's first this many decisions (of --seat's)")
    c.add_argument("--every", type=int, default=1,
                   help=f"record only every this many-th decision (of --seat's): {EVERY} records what the chart is "
                        f"judged on, for fit --judge-every 1")
    f = sub.add_parser("fit", help="fit the model to collected rows and write it")
    f.add_argument("--samples", required=True, nargs="+")
    f.add_argument("--ridge", type=float, default=RIDGE)
    f.add_argument("--judge", nargs="+", default=(),
                   help="rows of other games (collect --seed 1 --seat 0) to score the fitted model on, "
                        "every third decision of seat 0 as game.ai.calibration asks")
    f.add_argument("--judge-every", type=int, default=EVERY,
                   help="score every this many-th of the judged rows' seat 0 decisions (1 for collect --every 3)")
    f.add_argument("--map", action="store_true",
                   help="fit the monotone map after the logistic model too (see above)")
    f.add_argument("--seeds", help="where the samples came from (their seeds and games), kept in the model's fitted_on")
    f.add_argument("--dry-run", action="store_true", help="print the fit, write nothing")
    args = p.parse_args(argv)
    if args.command == "collect":
        collect(args.games, args.seed, Path(args.out), args.start, args.opening, args.seat, args.first, args.every)
        return 0
    rows = load_all(args.samples)
    if sum(1 for r in rows if r["proven"] is None) < 200:
        print("too few unproven positions to fit: nothing written", file=sys.stderr)
        return 1
    model = fit(rows, args.ridge, args.map)
    for name, w in zip(ai_odds.FEATURES, model.weights):
        print(f"  {name:>14} {w:+.4f}")
    print(f"  monotone map: {json.dumps(model.monotone.to_json())}")
    report("fitted (all seat 0 decisions)", as_samples(rows, model))
    held = report("held out (2-fold by game)", held_out(rows, args.ridge, args.map))
    data = {"features": list(ai_odds.FEATURES), "weights": [round(w, 5) for w in model.weights],
            "about": "p = sigmoid(weights . features), then the monotone map made symmetric about an even chance "
                     "if there is one (game.ai.odds_map); game/trifoil/ai_odds.py, fitted by tools/trifoil_odds_fit.py",
            "fitted_on": {"games": len({r["game"] for r in rows}), "positions": len(rows),
                          "unproven": sum(1 for r in rows if r["proven"] is None), "level": LEVEL,
                          "opening": OPENING, "ridge": args.ridge, "folds": FOLDS,
                          "files": [Path(p).name for p in args.samples], "brier_held_out": held["brier"],
                          "base_brier": held["base_brier"], "worst_decile_held_out": held["worst_error_points"]}}
    if args.seeds:
        data["fitted_on"]["seeds"] = args.seeds
    if model.monotone.xs:
        data["monotone"] = model.monotone.to_json()
    if args.judge:
        judged = []
        if len(args.judge) > 1:  # all the judged games pooled first (each file's games numbered apart)
            report("judged on " + " + ".join(Path(p).name for p in args.judge),
                   as_samples(load_all(args.judge), model, args.judge_every))
        for path in args.judge:
            others = load_all([path])
            figures = report(f"judged on {Path(path).name}", as_samples(others, model, args.judge_every))
            figures["distinct_games"] = distinct_games(others)
            print(f"   ({figures['distinct_games']} of those games differ: Normal plays alike from alike openings)")
            judged.append({"file": Path(path).name, "games": figures["games"], "distinct_games": figures["distinct_games"],
                           "estimates": figures["samples"], "brier_ratio": figures["brier_ratio"],
                           "worst_decile": figures["worst_error_points"], "noise": figures["noise"]})
        data["judged_on"] = judged
    if not args.dry_run:
        out = ROOT / "levels" / "trifoil" / f"{ai_odds.MODEL}.json"
        out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
