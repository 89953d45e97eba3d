"""Fit the weights of The Dance's search evaluation (game/the_dance/ai_eval.py): play games between two
heuristic players, record at every turn start the difference between the two families' features
(symbols missing, held Dancers that fill a need, Dance Steps they still need to reach a seat, Dominated
ones, the odds of the best attempt in reach, Refreshments in hand) and who won, and fit a logistic
model by gradient ascent (pure Python: no numpy in the project).

    python tools/dance_eval_fit.py --games 600

Prints the weights; copy them into ai_eval.py by hand. A measurement, not a test; never imports pygame.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core import CHANCE  # noqa: E402
from game.core.registry import GAMES  # noqa: E402
from game.the_dance import ai_policy as P  # noqa: E402
from game.the_dance import floor as F  # noqa: E402
from game.the_dance.ai_view import HOME, best_domain, chance, missing, turns_home  # noqa: E402

NAMES = ("missing", "held", "steps_home", "dominated", "reach", "hand")


def features(s, seat: int) -> list:
    need = missing(s.plans[seat], s.seated[seat])
    short = sum(need)
    home = HOME[s.table(seat) - 1]
    held = steps = dominated = 0
    for dist, d in sorted((home[s.dpos[d]], d) for d in range(F.NUM_DANCERS) if s.dheld[d] == seat):
        sym = F.DANCER_SYMBOL[d]
        if need[sym] > 0:
            need[sym] -= 1
            held += 1
            steps += turns_home(dist)
            dominated += s.dom >> d & 1
    best = 0.0
    board = s.dancer_board()
    for h in F.NEIGHBOURS[s.apos[seat]]:
        d = board.get(h, -1)
        if d >= 0 and s.dheld[d] < 0 and need[F.DANCER_SYMBOL[d]] > 0:
            best = max(best, chance(best_domain(s, seat, d)[0]))
    return [short, held, steps, dominated, best, sum(s.hands[seat])]


def samples(games: int) -> tuple[list, list]:
    game = GAMES["the_dance"]
    xs, ys = [], []
    for k in range(games):
        rng = random.Random(k)
        s = game.new_game(2)
        rows = []
        while not s.is_over():
            movers = s.to_move()
            if CHANCE in movers:
                s = s.apply(s.sample_chance(rng), CHANCE)
                continue
            seat = min(movers)
            if s.phase == "dance" and s.moved == 0:
                mine, theirs = features(s, seat), features(s, 1 - seat)
                rows.append(([a - b for a, b in zip(mine, theirs)], seat))
            s = s.apply(P.choose(s, seat), seat)
        for x, seat in rows:
            xs.append(x)
            ys.append(s.returns()[seat])
    return xs, ys


def fit(xs: list, ys: list, steps: int = 6000, rate: float = 0.15) -> tuple[list, float]:
    """Logistic regression without intercept (the model is symmetric between the two families)."""
    w = [0.0] * len(xs[0])
    ll = 0.0
    for _ in range(steps):
        grad = [0.0] * len(w)
        ll = 0.0
        for x, y in zip(xs, ys):
            z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))
            p = 1.0 / (1.0 + math.exp(-z))
            ll += y * math.log(p + 1e-12) + (1 - y) * math.log(1 - p + 1e-12)
            for i, xi in enumerate(x):
                grad[i] += (y - p) * xi
        w = [wi + rate * g / len(xs) for wi, g in zip(w, grad)]
    return w, ll / len(xs)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=600)
    p.add_argument("--steps", type=int, default=4000)
    p.add_argument("--held", type=float, default=0.85,
                   help="a held Dancer at the door as a share of a seated one (the free fit overvalues it)")
    args = p.parse_args(argv)
    xs, ys = samples(args.games)
    weights, ll = fit(xs, ys, args.steps)
    print(f"{len(xs)} turn starts; free fit, mean log-likelihood {ll:.4f}")
    for name, w in zip(NAMES, weights):
        print(f"  {name:<11} {w:+.3f}")
    # the model ai_eval uses: z = -k * (missing - held * HELD + steps * cost - dominated * dom - reach * r)
    tied = [[x[0] - args.held * x[1], x[2], x[3], x[4]] for x in xs]
    w, ll = fit(tied, ys, args.steps)
    print(f"held fixed at {args.held}: mean log-likelihood {ll:.4f}")
    print(f"  SHARPNESS {-w[0]:.2f}  STEP_COST {w[1] / w[0]:.2f}  DOMINATED {w[2] / -w[0]:.2f}  REACH {w[3] / -w[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
