"""Fit The Dance's position evaluation (game/the_dance/ai_eval.py) and write it to
levels/the_dance/eval_model.json: play games between heuristic players (Normal) with 2 and 4 families,
each opened by a few random actions, record at every few decisions each family's features and how the
game ended, and fit a conditional-logit model of who wins (a family's chance is the softmax of its
features' weighted sum; a shared win counts fractionally) by Newton's method with a small ridge.

Two fits from the same positions: "dealt" with every Plan known (the search's worlds) and "view" from
one seat's view (a hidden Plan as an expected value; ai_eval.view_features), what the odds gauge shows.

    python tools/dance_eval_fit.py --games 1200 --four 300 --seed 7

A measurement, not a test; judge the result on other seeds (make bench's calibration section, the
arena). Pure Python (no numpy in the project); never imports pygame.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.playout import play_out  # noqa: E402
from game.core.registry import GAMES  # noqa: E402
from game.the_dance import ai_eval as E  # noqa: E402
from game.the_dance import ai_policy as P  # noqa: E402
from game.the_dance.ai_view import seats_in_play  # noqa: E402
from tools.fit_odds_calibration import solve  # noqa: E402

OPENING = 2  # random actions at the start of a game, as the calibration's self-play games have
EVERY = 3    # decisions between two recorded positions
RIDGE = 1.0
# A held Dancer that fills a need counts as this share of a seated one, tied rather than fitted: left free
# the fit values holding above seating (a family holding Dancers is one doing well, and the marker a
# seating frees is still to be used), which would have the gauge drop and the search shy away when a
# Dancer takes her seat.
HELD_SHARE = 0.85
MISSING, HELD = E.FEATURES.index("missing"), E.FEATURES.index("held")


def tied(groups: list) -> list:
    """The groups with "held" folded into "missing" (missing - HELD_SHARE * held; held's column 0)."""
    out = []
    for feats, returns in groups:
        new = {}
        for q, x in feats.items():
            x = list(x)
            x[MISSING] -= HELD_SHARE * x[HELD]
            x[HELD] = 0.0
            new[q] = x
        out.append((new, returns))
    return out


class Heuristic:
    """The heuristic player (Normal's policy) as a bot for play_out."""

    @staticmethod
    def choose(state, seat: int):
        return P.choose(state, seat)


def game_samples(players: int, seed: int) -> list:
    """[(dealt rows, view rows, returns)] of one heuristic game: rows are per-seat feature lists."""
    kept, decisions = [], 0

    def keep(state, seat: int, action) -> None:
        nonlocal decisions
        decisions += 1
        if decisions % EVERY == 0 and all(state.plans[q] >= 0 for q in range(players)):
            kept.append((state, seat))

    heuristic = Heuristic()
    s, _ = play_out(GAMES["the_dance"].new_game(players), lambda seat: heuristic, random.Random(seed),
                    opening=OPENING, seen=keep)
    returns = s.returns()
    out = []
    for state, seat in kept:
        seats = seats_in_play(state)
        board = state.dancer_board()
        dealt = {q: E.family_features(state, q, state.plans[q], board, E.supply_of(state, q)) + [0.0]
                 for q in seats}
        view = E.view_features(state, seat)
        out.append((dealt, view, seat, returns))
    return out


def collect(games2: int, games4: int, seed: int) -> list:
    rows = []
    for k in range(games2):
        rows.extend(game_samples(2, seed * 1_000_003 + k))
    for k in range(games4):
        rows.extend(game_samples(4, seed * 1_000_003 + 500_000 + k))
    return rows


def fit(groups: list, iterations: int = 12, ridge: float = RIDGE) -> tuple[list, float]:
    """Conditional logit: groups of ({seat: features}, returns); weights and mean log-likelihood."""
    k = len(E.FEATURES)
    w = [0.0] * k
    ll = 0.0
    for _ in range(iterations):
        grad = [-ridge * wi for wi in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        ll = 0.0
        for feats, returns in groups:
            seats = list(feats)
            zs = [sum(a * b for a, b in zip(w, feats[q])) for q in seats]
            top = max(zs)
            es = [math.exp(z - top) for z in zs]
            tot = sum(es)
            ps = [e / tot for e in es]
            mean = [sum(p * feats[q][i] for p, q in zip(ps, seats)) for i in range(k)]
            for p, q in zip(ps, seats):
                y = returns[q]
                if y > 0:
                    ll += y * math.log(max(p, 1e-12))
                x = feats[q]
                for i in range(k):
                    grad[i] += y * (x[i] - mean[i])
                    dx = p * (x[i] - mean[i])
                    if dx:
                        row = hess[i]
                        for j in range(k):
                            row[j] += dx * (x[j] - mean[j])
        step = solve(hess, grad)
        if step is None:
            break
        w = [wi + si for wi, si in zip(w, step)]
        if sum(abs(si) for si in step) < 1e-6:
            break
    return w, ll / max(1, len(groups))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=1200, help="games with 2 families")
    p.add_argument("--four", type=int, default=300, help="games with 4 families")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--out", default=str(ROOT / "levels" / "the_dance" / f"{E.MODEL}.json"))
    args = p.parse_args(argv)
    rows = collect(args.games, args.four, args.seed)
    model = {"features": list(E.FEATURES)}
    for kind, pick in (("dealt", lambda r: r[0]), ("view", lambda r: r[1])):
        groups = tied([(pick(r), r[3]) for r in rows])
        w, ll = fit(groups)
        w[HELD] = -HELD_SHARE * w[MISSING]
        model[kind] = [round(x, 4) for x in w]
        print(f"{kind}: {len(groups)} positions, mean log-likelihood {ll:.4f}")
        for name, x in zip(E.FEATURES, w):
            print(f"  {name:<11} {x:+.3f}")
    model["fitted"] = (f"tools/dance_eval_fit.py --games {args.games} --four {args.four} --seed {args.seed}: "
                       f"{len(rows)} positions of Normal self-play")
    Path(args.out).write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
