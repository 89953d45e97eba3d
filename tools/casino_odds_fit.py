"""Fit Casino Trifecta's odds model (game.casino.ai_odds) to Normal self-play outcomes and write its weights
to levels/casino/odds_model.json; or, with `--at round-end`, the search's leaf model (the same features
fitted on the positions where Casino Hard's playouts stop, levels/casino/leaf_model.json).

    python tools/casino_odds_fit.py --games 1500 --seed 9001 --samples /tmp/casino_odds.jsonl
    python tools/casino_odds_fit.py --at round-end --games 2500 --seed 7001 --out levels/casino/leaf_model.json

Self-play games as game.ai.calibration plays them (Normal against Normal, two random opening actions),
every `--every`-th decision of either seat in the play phase recorded from that seat's side (the model's
features, and whether that seat won; a draw counts half). With `--at round-end` the positions are instead
every round's end but the last (both hands empty, the next deal not drawn: ai_rollout.RoundEnd, as the
search's playouts stop there), from both seats' sides. The model is a logistic regression over those
features (Newton's method with a small ridge towards 0). Before writing, it is scored on the games it was
not fitted to (2-fold by game) as the chart is scored: deciles (each with a 90% interval from a bootstrap
over games, game/ai/calibration_noise.py, and how large the worst decile comes out from that noise alone), Brier
score against the base rate. The seeds must differ from `make bench`'s (its calibration uses seeds 1
and 2): the bench then judges the model on games it never saw. `--samples FILE` keeps the samples (or reuses them when the file exists).
Never imports pygame.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai import make_bot  # noqa: E402  (the checkout's own game package, after the path is set)
from game.ai.calibration import OPENING, Sample, _seed, score  # noqa: E402
from game.ai.odds import chance_of, revealed  # noqa: E402
from game.ai.playout import play_out  # noqa: E402
from game.casino import ai_odds  # noqa: E402
from game.casino.ai_decision import forced_result  # noqa: E402
from game.casino.rules import GAME, PLAY  # noqa: E402
from game.core.api import CHANCE  # noqa: E402
from game.ai.calibration_noise import decile_intervals  # noqa: E402

RIDGE = 2.0  # a little regularisation: positions of one game move together, so the data is thinner than it looks
EVERY = 2  # decisions of a seat between two recorded positions
AT = ("decision", "round-end")  # where positions are recorded: a seat about to move, or a round's end


def round_end(state, action, seat: int):
    """The round's end that `seat`'s play `action` in `state` makes (a rules state with both hands empty and
    the next deal not drawn, as the search's playouts stop: ai_rollout.RoundEnd reads alike), or None when
    the play does not end a round or ends the game. The rules deal the next round in the same step, so the
    round's end is that step's result with the deal taken back."""
    after = state.apply(action, seat)
    if after.phase != PLAY or after.round == state.round:
        return None
    return after._with(hands=((), ()), deck=state.deck)


def play(index: int, seed: int, every: int = EVERY, at: str = "decision") -> list[dict]:
    """One Normal self-play game's recorded positions: {"game", "seat", "x" (the features, with the exact
    endgame's forced result once the deck is empty), "y"}; positions whose result is certain are left out.
    `at` "round-end": the round ends instead (before the last), from both seats' sides (`every` unused)."""
    rng = random.Random(_seed(seed, index, "chance"))
    bots = [make_bot("normal", "casino", _seed(seed, index, "bot", s)) for s in (0, 1)]
    rows, decisions = [], [0, 0]

    def keep(state, seat: int, action) -> None:
        if at == "round-end":
            end = round_end(state, action, seat)
            if end is not None:
                for side in (0, 1):  # the deck is not empty: no forced result to ask for
                    rows.append({"game": index, "seat": side, "x": ai_odds.features(end, side)})
            return
        k = decisions[seat]
        decisions[seat] += 1
        if state.phase == PLAY and k % every == 0:
            proven, forced = forced_result(state, seat)
            if proven is None:  # a certain result is the odds' without the model
                rows.append({"game": index, "seat": seat, "x": ai_odds.features(state, seat, forced)})

    state, _ = play_out(GAME.new_game(2), bots.__getitem__, rng, opening=OPENING, seen=keep)
    result = state.returns()
    for row in rows:
        row["y"] = float(result[row["seat"]])
    return rows


def _task(args):
    return play(*args)


def collect(games: int, seed: int, jobs: int = 1, every: int = EVERY, at: str = "decision") -> list[dict]:
    tasks = [(g, seed, every, at) for g in range(games)]
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            parts = pool.map(_task, tasks, chunksize=8)
    else:
        parts = [_task(t) for t in tasks]
    return [r for part in parts for r in part]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float] | None:
    """x with matrix @ x = vector (Cholesky: the ridge keeps the matrix positive definite), None if not."""
    n = len(vector)
    low = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1):
            s = matrix[i][j] - sum(low[i][k] * low[j][k] for k in range(j))
            if i == j:
                if s <= 1e-12:
                    return None
                low[i][i] = math.sqrt(s)
            else:
                low[i][j] = s / low[j][j]
    y = [0.0] * n
    for i in range(n):
        y[i] = (vector[i] - sum(low[i][k] * y[k] for k in range(i))) / low[i][i]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (y[i] - sum(low[k][i] * x[k] for k in range(i + 1, n))) / low[i][i]
    return x


def fit(rows: list[dict], ridge: float = RIDGE, iterations: int = 25) -> list[float]:
    """Weights maximising the outcomes' likelihood under sigmoid(w . x), less ridge / 2 * |w|^2 (the bias
    is not shrunk), by Newton's method."""
    k = len(rows[0]["x"])
    w = [0.0] * k
    for _ in range(iterations):
        grad = [ridge * w[i] if i else 0.0 for i in range(k)]
        hess = [[0.0] * k for _ in range(k)]
        for i in range(1, k):
            hess[i][i] = ridge
        hess[0][0] = 1e-6
        for row in rows:
            x = row["x"]
            z = sum(a * b for a, b in zip(w, x))
            p = 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))
            g, h = p - row["y"], p * (1.0 - p)
            for i in range(k):
                xi = x[i]
                if xi:
                    grad[i] += g * xi
                    hx = h * xi
                    hess[i] = [a + hx * b for a, b in zip(hess[i], x)]
        step = _solve(hess, grad)
        if step is None:
            break
        w = [a - b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def predicted(rows: list[dict], w: list[float]) -> list[Sample]:
    return [Sample(r["game"], ai_odds.squash(ai_odds.logit_of(r["x"], w)), "bot", None, r["y"]) for r in rows]


def held_out(rows: list[dict], ridge: float) -> list[Sample]:
    """The rows as models fitted on the other half of the games would have judged them (2-fold, by game)."""
    folds = [[r for r in rows if r["game"] % 2 == k] for k in (0, 1)]
    return predicted(folds[0], fit(folds[1], ridge)) + predicted(folds[1], fit(folds[0], ridge))


def report(name: str, figures: dict, samples: list[Sample] | None = None) -> None:
    """Print the score; with the samples, each decile's signed error with its 90% interval over resampled
    games and how large the worst decile's error comes out from resampling the games alone."""
    print(f"{name}: {figures['samples']} positions of {figures['games']} games, Brier {figures['brier']} vs base "
          f"{figures['base_brier']} (ratio {figures['brier_ratio']}), worst decile {figures['worst_error_points']}")
    print("   " + "  ".join(f"{d['bin']}:{d['samples']}/{d.get('error_points', '-')}" for d in figures["deciles"]))
    if samples:
        noise = decile_intervals(samples)
        print("   signed (90%): " + "  ".join(f"{b}:{d[0]:+.1f}({d[1]:+.1f}..{d[2]:+.1f})"
                                             for b, d in enumerate(noise["deciles"]) if d))
        print(f"   worst decile from resampling the games alone: median {noise['noise_worst_median']}, 90th "
              f"percentile {noise['noise_worst_p90']}, <= 5 points in {noise['p_noise_worst_le5']:.0%} of draws")


def jumps(games: int, seed: int) -> dict:
    """How far the chart's chance for seat 0 (the Hard bot's estimate_chance through game.ai.odds) moves
    between two of seat 0's decisions in Normal self-play: over steps where a move in between showed the
    seat something hidden (a deal, the other seat's play, game.ai.odds.revealed) and over steps where
    nothing was, seat 0 playing on alone (there the chart should not jump; a proof that arrives is
    counted apart)."""
    judge = make_bot("hard", "casino", seed)
    quiet, shown, proofs = [], [], 0
    for index in range(games):
        rng = random.Random(_seed(seed, index, "chance"))
        bots = [make_bot("normal", "casino", _seed(seed, index, "bot", s)) for s in (0, 1)]
        state, actions, last, hidden = GAME.new_game(2), 0, None, False
        while not state.is_over():
            movers = state.to_move()
            if CHANCE in movers:
                action, seat = state.sample_chance(rng), CHANCE
            else:
                seat = min(movers)
                if seat == 0 and state.phase == PLAY and actions >= OPENING:
                    got = chance_of(judge, state, 0)
                    if last is not None:
                        if got.source == "proven" and last.source != "proven":
                            proofs += 1
                        else:
                            (shown if hidden else quiet).append(abs(got.value - last.value))
                    last, hidden = got, False
                action = rng.choice(state.legal_actions(seat)) if actions < OPENING else bots[seat].choose(state, seat)
                actions += 1
            after = state.apply(action, seat)
            if last is not None and not hidden:
                # the other seat's play shows a card from its hand, even where revealed() gives no verdict
                # (a world that did not deal it that card cannot replay the play)
                hidden = seat != 0 or revealed(state, action, seat, after, 0)
            state = after

    def figures(steps):
        steps = sorted(steps)
        if not steps:
            return {"steps": 0}
        return {"steps": len(steps), "mean": round(sum(steps) / len(steps), 4),
                "p95": round(steps[int(0.95 * (len(steps) - 1))], 4), "max": round(steps[-1], 4)}

    return {"games": games, "nothing_shown": figures(quiet), "something_shown": figures(shown), "proofs": proofs}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=1500)
    p.add_argument("--seed", type=int, default=9001)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--every", type=int, default=EVERY)
    p.add_argument("--ridge", type=float, default=RIDGE)
    p.add_argument("--at", choices=AT, default="decision",
                   help="record positions where a seat moves (the odds model) or at the rounds' ends (the leaf)")
    p.add_argument("--out", help="the model file to write (default levels/casino/odds_model.json)")
    p.add_argument("--score", help="only score this model file (a path) on the samples, then stop")
    p.add_argument("--samples", help="a JSON-lines file of positions to save (or to reuse when it exists)")
    p.add_argument("--dry-run", action="store_true", help="print the fit, write nothing")
    p.add_argument("--jumps", type=int, help="only measure the chart's steps over this many games, then stop")
    p.add_argument("--no-held-out", action="store_true", help="skip the 2-fold check (two more fits)")
    args = p.parse_args(argv)
    if args.jumps:
        print(json.dumps(jumps(args.jumps, args.seed)))
        return 0
    path = Path(args.samples) if args.samples else None
    if path is not None and path.exists():
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    else:
        rows = collect(args.games, args.seed, args.jobs, args.every, args.at)
        if path is not None:
            path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    if len(rows[0]["x"]) != len(ai_odds.NAMES):
        print("the samples were recorded with other features: record them again", file=sys.stderr)
        return 1
    if args.score:
        table = json.loads(Path(args.score).read_text(encoding="utf-8"))["weights"]
        w = [float(table.get(name, 0.0)) for name in ai_odds.NAMES]
        report(Path(args.score).name, score(predicted(rows, w)), predicted(rows, w))
        return 0
    if not args.no_held_out:
        held = held_out(rows, args.ridge)
        report("held out", score(held), held)
    w = fit(rows, args.ridge)
    report("fitted  ", score(predicted(rows, w)))
    data = {
        "about": "Casino Trifecta's odds: p = sigmoid(sum of weight * feature), the features of "
                 "game.casino.ai_odds; fitted by tools/casino_odds_fit.py to Normal self-play outcomes"
                 + (" at the rounds' ends (the search's leaf)" if args.at == "round-end" else ""),
        "fitted_on": {"games": len({r["game"] for r in rows}), "positions": len(rows), "seed": args.seed,
                      "at": args.at, "every": args.every if args.at == "decision" else None,
                      "ridge": args.ridge, "level": "normal"},
        "weights": {name: round(v, 5) for name, v in zip(ai_odds.NAMES, w)},
    }
    if args.dry_run:
        print(json.dumps(data["weights"]))
        return 0
    out = Path(args.out) if args.out else ROOT / "levels" / "casino" / f"{ai_odds.MODEL}.json"
    out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
