"""Fit The Dance's position evaluation (game/the_dance/ai_eval.py) and write it to
levels/the_dance/eval_model.json: games between Normal bots (the heuristic player) with 2 and 4
families, each opened by a few random actions, each family's features at every few decisions and how the
game ended, and a conditional-logit model of who wins (a family's chance is the softmax of its features'
weighted sum; a shared win counts fractionally) fitted by Newton's method with a small ridge.

The games are of the calibration measure's kind (game.ai.calibration.self_play: Normal bots, the
positions at every third decision of seat 0; the 2-family ones are the very games `make bench` would play
on the same seed), each position seen from every seat's view: a seat's edge (seat 0 opens every round)
can only be told from the viewer's own when each seat is seen from every side.

Fits from the same positions: "dealt" with every Plan known (the search's worlds) and "view" from one
seat's view (a hidden Plan as an expected value; ai_eval.view_features), what the odds gauge shows, and
"view2", the view fitted on the 2-family games alone (what the gauge reads at a table of two). `--kinds`
names the ones to refit; the others keep the file's weights (a feature they lack weighs 0): `--kinds
view2` leaves Hard's search and the larger tables' odds as they were.

    python tools/dance_eval_fit.py --games 4000 --four 0 --seed 21 --kinds view2

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

from game.ai.calibration import EVERY, _seed  # noqa: E402
from game.ai.playout import play_out  # noqa: E402
from game.core.registry import GAMES  # noqa: E402
from game.core.resources import load_level  # noqa: E402
from game.the_dance import ai_eval as E  # noqa: E402
from game.the_dance.ai_view import seats_in_play  # noqa: E402
from game.the_dance.bot import make_bot  # noqa: E402
from tools.fit_odds_calibration import solve  # noqa: E402

OPENING = 2  # random actions at the start of a game, as the calibration's self-play games have
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


def measured_samples(players: int, index: int, seed: int) -> list:
    """[(dealt rows, view rows, viewer, returns)] of a game of the calibration measure's kind
    (game.ai.calibration.self_play: Normal bots, a few random actions first, a position at every third
    decision of seat 0) with `players` families, each position seen from every seat's view (rows:
    per-seat feature lists)."""
    kept, decisions = [], 0

    def keep(state, seat: int, action) -> None:
        nonlocal decisions
        if seat == 0:
            if decisions % EVERY == 0 and all(state.plans[q] >= 0 for q in range(players)):
                kept.append(state)
            decisions += 1

    bots = [make_bot("normal", _seed(seed, index, "bot", q)) for q in range(players)]
    rng = random.Random(_seed(seed, index, "chance"))
    s, _ = play_out(GAMES["the_dance"].new_game(players), bots.__getitem__, rng, opening=OPENING, seen=keep)
    returns = s.returns() if s.is_over() else tuple(1.0 / players for _ in range(players))
    out = []
    for state in kept:
        board = state.dancer_board()
        dealt = {q: E.family_features(state, q, state.plans[q], board, E.supply_of(state, q)) + [0.0]
                 for q in seats_in_play(state)}
        for viewer in seats_in_play(state):
            out.append((dealt, E.view_features(state, viewer), viewer, returns))
    return out


def collect(games2: int, games4: int, seed: int) -> list:
    rows = []
    for k in range(games2):
        rows.extend(measured_samples(2, k, seed))
    for k in range(games4):
        rows.extend(measured_samples(4, 500_000 + k, seed))
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
    p.add_argument("--seed", type=int, default=21, help="never the bench's seeds (1, 2): they judge the fit")
    p.add_argument("--kinds", default=",".join(E.KINDS), help="the weightings to refit (the others kept from the file)")
    p.add_argument("--out", default=str(ROOT / "levels" / "the_dance" / f"{E.MODEL}.json"))
    args = p.parse_args(argv)
    kinds = args.kinds.split(",")
    rows = collect(args.games, args.four, args.seed)
    model = {"features": list(E.FEATURES)}
    kept, before = E.model(), load_level("the_dance", E.MODEL)  # the weights the game reads now
    for kind in E.KINDS:
        if kind not in kinds:
            model[kind] = [round(x, 4) for x in kept[kind]]
            model[f"{kind}_fitted"] = before.get(f"{kind}_fitted", before.get("fitted", "?"))
    picks = {"dealt": (0, lambda r: True), "view": (1, lambda r: True), "view2": (1, lambda r: len(r[3]) == 2)}
    for kind in E.KINDS:
        if kind not in kinds:
            continue
        column, wanted = picks[kind]
        groups = tied([(r[column], r[3]) for r in rows if wanted(r)])
        w, ll = fit(groups)
        w[HELD] = -HELD_SHARE * w[MISSING]
        if kind == "view2":  # what never sets two families apart (blocked) weighs as at the larger tables
            for i in range(len(w)):
                if i != HELD and all(len({x[i] for x in feats.values()}) == 1 for feats, _ in groups):
                    w[i] = model["view"][i]
        model[kind] = [round(x, 4) for x in w]
        print(f"{kind}: {len(groups)} positions, mean log-likelihood {ll:.4f}")
        for name, x in zip(E.FEATURES, w):
            print(f"  {name:<11} {x:+.3f}")
    model["fitted"] = (f"tools/dance_eval_fit.py --games {args.games} --four {args.four} --seed {args.seed} "
                       f"--kinds {args.kinds}: {len(rows)} seats' views of positions of Normal self-play")
    Path(args.out).write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
