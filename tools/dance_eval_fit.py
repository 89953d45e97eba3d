"""Fit The Dance's position evaluation (game/the_dance/ai_eval.py) and write it to
levels/the_dance/eval_model.json, or score the odds it gives: games between Normal bots (the heuristic
player) at tables of 2 to 6 families (`--tables families:games,...`), each opened by a few random actions,
each family's features at every few decisions and how the game ended, and a conditional-logit model of
who wins (a family's chance is the softmax of its features' weighted sum; a shared win counts
fractionally) fitted by Newton's method with a small ridge.

The games are of the calibration measure's kind (game.ai.calibration.self_play: Normal bots, the
positions at every third decision of seat 0; the 2-family ones are the very games `make bench` would play
on the same seed), each position seen from every seat's view: a seat's edge (seat 0 opens every round)
can only be told from the viewer's own when each seat is seen from every side.

Fits from the same positions: "dealt" with every Plan known (the search's worlds), and from one seat's
view (a hidden Plan as an expected value; ai_eval.view_features), what the odds gauge shows, "view2" on
the 2-family games and "view4" on those of 3 families or more. `--kinds` names the ones to refit; the
others keep the file's weights (a feature they lack weighs 0): `--kinds view2,view4` leaves Hard's
search as it was. `--cache DIR` keeps each table's rows, so a refit or a score does not replay.

    python tools/dance_eval_fit.py --tables 3:1000,4:1500,5:1000,6:1000 --seed 101 --kinds view4 --cache /tmp/x
    python tools/dance_eval_fit.py --tables 2:3000 --seed 102 --kinds view2 --cache /tmp/x

`--hold blocked` keeps the named features' weights as the file has them and fits the others around them.

`--opener 4,5` fits instead, keeping every weight, the opener's map at those table sizes (ai_eval.gauge,
OpenerMap: a Platt map of the share of the family opening the round, "view2"'s at two families, "view4"'s
at three or more, fitted to her own views of the `--tables` games, bent at the shares `--knots` names, by
default the file's; a map over every seat's views came out near the identity). Refitting a weighting
(`--kinds`) drops the maps of the share it gives (view2: two families; view4: three to six). `--seed
201,202,203` fits on the games of each of those seeds (the opener wins a share of the games that varies by
a few points from one seed's 1,200 games to another's, and a map fitted to one seed carries its luck).
`--knots ""` with sizes named alone fits them plain Platt maps, the others keeping the knots they bend at.
`--terms close` also weighs those of the opener's view inputs (ai_eval.opener_inputs, each scaled by
4 s (1 - s)) at the sizes named. The shipped five- and six-family maps (each size's map is fitted from its own
games alone; docs/odds/the_dance.md says how each was chosen):

    python tools/dance_eval_fit.py --tables 6:1200 --seed 201,202,203 --opener 6 --knots 0.25,0.45,0.65,0.85 \
        --terms close --cache /tmp/x
    python tools/dance_eval_fit.py --tables 5:1200 --seed 201,202,203,204,205,206,207,208,209 --opener 5 \
        --knots 0.25,0.45,0.65,0.85 --terms "" --cache /tmp/x

`--score 31,32 --tables 4:300` plays (or reads) those games instead and prints the calibration figures of
seat 0's odds at that table, with whole-game bootstrap intervals (game.ai.calibration_noise), per seed
and pooled: the calibration measure itself plays two families only; and how often her gauge falls as she
seats a needed Dancer from her door (door_changes: over half a point, the largest fall).

A measurement, not a test; judge the result on other seeds (--score, make bench's calibration section).
Pure Python (no numpy in the project); never imports pygame. Its Newton steps are slow on the 360,000
views of the view4 fit: the present view2/view4 weights were solved with numpy off the project for the
same objective (it agrees with this tool to 1e-4 on a small table), as the model file says.
"""
from __future__ import annotations

import argparse
import json
import math
import pickle
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.calibration import EVERY, Sample, _seed  # noqa: E402
from game.ai.calibration_noise import report  # noqa: E402
from game.ai.odds import logit, unproven  # noqa: E402
from game.ai.playout import play_out  # noqa: E402
from game.core.registry import GAMES  # noqa: E402
from game.core.resources import load_level  # noqa: E402
from game.the_dance import ai_eval as E  # noqa: E402
from game.the_dance.ai_view import seats_in_play  # noqa: E402
from game.the_dance.bot import make_bot  # noqa: E402
from tools.fit_odds_calibration import fit_logistic, solve  # noqa: E402

OPENING = 2  # random actions at the start of a game, as the calibration's self-play games have
RIDGE = 1.0
HESSIAN_GROUPS = 20_000  # groups the curvature of a Newton step is taken from (see fit)
# A held Dancer that fills a need counts as this share of a seated one, tied rather than fitted: left free
# the fit values holding above seating (a family holding Dancers is one doing well, and the marker a
# seating frees is still to be used), which would have the gauge drop and the search shy away when a
# Dancer takes her seat.
HELD_SHARE = 0.85
MISSING, HELD = E.FEATURES.index("missing"), E.FEATURES.index("held")
OWN_MISSING, OWN_HELD = E.FEATURES.index("own_missing"), E.FEATURES.index("own_held")


def tied(groups: list) -> list:
    """The groups with "held" folded into "missing" (missing - HELD_SHARE * held; held's column 0) and
    each seat's BASE features made FEATURES (ai_eval.with_own)."""
    out = []
    for feats, returns in groups:
        new = {}
        for q, x in feats.items():
            x = list(x)
            x[MISSING] -= HELD_SHARE * x[HELD]
            x[HELD] = 0.0
            new[q] = E.with_own(x)
        out.append((new, returns))
    return out


def first_index(players: int) -> int:
    """Where the game indices of a table of `players` start (the first fits' 2- and 4-family games keep
    their numbers)."""
    return {2: 0, 4: 500_000}.get(players, 100_000 * players)


def measured_samples(players: int, index: int, seed: int) -> list:
    """[(dealt rows, view rows, viewer, returns, index)] of a game of the calibration measure's kind
    (game.ai.calibration.self_play: Normal bots, a few random actions first, a position at every third
    decision of seat 0) with `players` families, each position seen from every seat's view (rows:
    per-seat feature lists). A position before every family has her Plan (the gauge says 1/players there)
    is kept once, seen by seat 0, with no rows (None, None): the score counts it, a fit leaves it out."""
    kept, decisions = [], 0

    def keep(state, seat: int, action) -> None:
        nonlocal decisions
        if seat == 0:
            if decisions % EVERY == 0:
                kept.append(state)
            decisions += 1

    bots = [make_bot("normal", _seed(seed, index, "bot", q)) for q in range(players)]
    rng = random.Random(_seed(seed, index, "chance"))
    s, _ = play_out(GAMES["the_dance"].new_game(players), bots.__getitem__, rng, opening=OPENING, seen=keep)
    returns = s.returns() if s.is_over() else tuple(1.0 / players for _ in range(players))
    out = []
    for state in kept:
        if not all(state.plans[q] >= 0 for q in range(players)):
            out.append((None, None, 0, returns, index))
            continue
        board = state.dancer_board()
        dealt = {q: E.family_features(state, q, state.plans[q], board, E.supply_of(state, q)) + [0.0]
                 for q in seats_in_play(state)}
        for viewer in seats_in_play(state):
            out.append((dealt, E.view_features(state, viewer), viewer, returns, index))
    return out


def parse_tables(text: str) -> dict:
    """"2:1200,4:300" -> {2: 1200, 4: 300} (families: games)."""
    out = {}
    for part in filter(None, text.split(",")):
        players, games = part.split(":")
        out[int(players)] = int(games)
    return out


def read_now(row: tuple) -> tuple:
    """A cached row as ai_eval.view_features gives it now: the viewer's Dancers at her door counted as seated
    (ai_eval.door_seated, which leaves a row that already counts them as it is), so rows kept before
    2026-11-27 still serve."""
    dealt, view, viewer, returns, index = row
    if view is None:
        return row
    return dealt, {**view, viewer: E.door_seated(view[viewer])}, viewer, returns, index


def collect(tables: dict, seed: int, cache: str | None = None) -> list:
    """The rows of `tables` ({families: games}) on `seed`; with `cache` (a folder) each table's rows are
    kept there and read back on the next run with the same table, games and seed."""
    rows = []
    for players, games in sorted(tables.items()):
        path = Path(cache) / f"dance_rows_{players}_{seed}_{games}.pkl" if cache else None
        if path is not None and path.exists():
            rows.extend(map(read_now, pickle.loads(path.read_bytes())))
            continue
        got = []
        start = first_index(players)
        for k in range(games):
            got.extend(measured_samples(players, start + k, seed))
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(pickle.dumps(got))
        rows.extend(got)
    return rows


def fit(groups: list, iterations: int = 30, ridge: float = RIDGE,
        curvature: int = HESSIAN_GROUPS, held: dict | None = None) -> tuple[list, float]:
    """Conditional logit: groups of ({seat: features}, returns); weights and mean log-likelihood. Newton's
    steps take the gradient from every group and the curvature from about `curvature` of them (every
    few-th, scaled up): the same optimum, a few more steps, in a fraction of the time (pure Python).
    `held` ({feature index: weight}) keeps those weights as given, the others fitted around them."""
    k = len(E.FEATURES)
    held = held or {}
    w = [held.get(i, 0.0) for i in range(k)]
    ll = 0.0
    stride = max(1, len(groups) // curvature)
    for _ in range(iterations):
        grad = [-ridge * wi for wi in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        ll = 0.0
        for g, (feats, returns) in enumerate(groups):
            rows = list(feats.values())
            zs = [sum(a * b for a, b in zip(w, x)) for x in rows]
            top = max(zs)
            es = [math.exp(z - top) for z in zs]
            tot = sum(es)
            ps = [e / tot for e in es]
            mean = [sum(p * x[i] for p, x in zip(ps, rows)) for i in range(k)]
            for p, x, q in zip(ps, rows, feats):
                y = returns[q]
                if y > 0:
                    ll += y * math.log(max(p, 1e-12))
                    for i in range(k):
                        grad[i] += y * (x[i] - mean[i])
            if g % stride:
                continue
            for p, x in zip(ps, rows):
                d = [xi - mi for xi, mi in zip(x, mean)]
                for i in range(k):
                    dx = stride * p * d[i]
                    if dx:
                        row = hess[i]
                        for j in range(k):
                            row[j] += dx * d[j]
        for i in held:  # no step there
            grad[i] = 0.0
            for j in range(k):
                hess[i][j] = hess[j][i] = 0.0
            hess[i][i] = 1.0
        step = solve(hess, grad)
        if step is None:
            break
        w = [wi + si for wi, si in zip(w, step)]
        if sum(abs(si) for si in step) < 1e-4:
            break
    return w, ll / max(1, len(groups))


def gauge_inputs(rows: list, model: dict, seats: str = "0") -> list:
    """(game index, families, the viewer's "view4"/"view2" share or None before every family has her Plan,
    whether she opens the round, how the game ended for her, her view's inputs to the opener's map
    (ai_eval.opener_inputs; {} with no share)) at each of `rows`' positions seen by seat 0
    (`seats` "0": what the calibration measure scores, at any number of families) or by the family opening
    the round ("opener")."""
    out = []
    for dealt, view, viewer, returns, index in rows:
        opens = view is not None and view[viewer][E.FIRST] > 0
        if (seats == "0" and viewer != 0) or (seats == "opener" and not opens):
            continue
        n = len(returns)
        share = None if view is None else E.shares({q: E.strength(model[E.view_kind(n)], x)
                                                    for q, x in view.items()}, n)[viewer]
        inputs = {} if view is None else E.opener_inputs(view, viewer)
        out.append((index, n, share, opens, float(returns[viewer]), inputs))
    return out


def chances(rows: list, model: dict, maps: dict | None = None, seats: str = "0") -> list:
    """Samples (game.ai.calibration.Sample) of the odds gauge's chance at each of `rows`' positions (seen as
    gauge_inputs says), with the weightings `model` ({kind: weights by FEATURES}) and the opener's maps
    `maps` ({families: ai_eval.OpenerMap}, default the game's, ai_eval.opener_maps; {} for none), kept off
    0 and 1 as the chart keeps them."""
    return [Sample(index, unproven(1.0 / n if share is None else E.gauge(share, n, opens, maps, inputs)), "bot", None,
                   outcome)
            for index, n, share, opens, outcome, inputs in gauge_inputs(rows, model, seats)]


def seated_from_door(mine: list) -> list:
    """A viewer's BASE features once she seats a needed Dancer she held one Dance Step from her seat: one fewer
    symbol missing, held Dancer and step home ("missing_sq" already counted her as seated); with no other held
    Dancer, no last steps nor Dominated one left; her race home redone."""
    after = list(mine)
    for name in ("missing", "held", "steps_home"):
        after[E.BASE.index(name)] -= 1.0
    if after[E.BASE.index("held")] == 0.0:
        after[E.BASE.index("last_steps")] = after[E.BASE.index("dominated")] = 0.0
    after[E.BASE.index("race")] = after[E.BASE.index("courted")] * after[E.STEPS]
    return after


def door_changes(rows: list, model: dict, maps: dict | None = None) -> list:
    """How seat 0's gauge moves (points) as she seats a needed Dancer from her door, at each of `rows`' positions
    where she opens the round holding one (her needs less the root of "missing_sq", which counts such Dancers as
    seated, is 1 or more): her view as it is, then with her features as seating changes them (seated_from_door),
    every rival as before. `maps` as chances takes them."""
    held = E.BASE.index("held")
    out = []
    for _, view, viewer, returns, _ in rows:
        if viewer != 0 or view is None or not view[0][E.FIRST]:
            continue
        mine = view[0]
        if mine[held] < 1 or mine[E.MISSING] - math.sqrt(max(0.0, mine[E.BASE.index("missing_sq")])) < 0.99:
            continue
        n = len(returns)
        said = [E.gauge(E.shares({q: E.strength(model[E.view_kind(n)], x) for q, x in v.items()}, n)[0], n, True,
                        maps, E.opener_inputs(v, 0)) for v in (view, {**view, 0: seated_from_door(mine)})]
        out.append(100.0 * (said[1] - said[0]))
    return out


def fit_opener_maps(rows: list, sizes: list, model: dict, knots: tuple = (), terms: dict | None = None) -> dict:
    """{families: [a, b, c1, c2..., t1, t2...]} for each of `sizes`: the opener's map (ai_eval.OpenerMap, bent at
    `knots`, none: a Platt map; with a weight t on each of `terms`' inputs at that size, {families: [names]},
    ai_eval.opener_inputs scaled by 4 s (1 - s)) fitted by tools/fit_odds_calibration.fit_logistic from the
    share ("view2" at two families, else "view4") of the family opening the round, in her own view (the very
    share the gauge bends, not the chart's kept off 0 and 1), to how the game ended."""
    out = {}
    for n in sizes:
        got = gauge_inputs([r for r in rows if len(r[3]) == n], model, "opener")
        names = (terms or {}).get(n, ())
        points = [([logit(share), 1.0] + [max(0.0, logit(share) - logit(k)) for k in knots]
                   + [4.0 * share * (1.0 - share) * inputs[name] for name in names], outcome)
                  for _, _, share, _, outcome, inputs in got]
        out[n] = fit_logistic(points, [1.0, 0.0] + [0.0] * (len(knots) + len(names)))
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", default="2:1200,4:300", help="families:games, comma-separated")
    p.add_argument("--seed", default="21", help="the fit's seed, or seeds (comma-separated: each plays --tables); "
                   "never the bench's seeds (1, 2) nor those that judge the fit")
    p.add_argument("--kinds", default=",".join(E.KINDS), help="the weightings to refit (the others kept from the file)")
    p.add_argument("--cache", default=None, help="a folder keeping each table's rows (read back on the next run)")
    p.add_argument("--score", default=None, help="seeds (comma-separated) to score the odds on instead of fitting")
    p.add_argument("--model", default=None, help="with --score: a model file to score (default: the game's)")
    p.add_argument("--opener", default=None, help="families (comma-separated) to fit the opener's map at instead of "
                   "any weights (the weights kept; a size not named keeps the file's map, or none)")
    p.add_argument("--knots", default=None, help="with --opener: the shares (comma-separated) at which the opener's "
                   "map may bend (default the file's; \"\" a plain Platt map)")
    p.add_argument("--terms", default=None, help="with --opener: the opener's view inputs (ai_eval.opener_inputs, "
                   "comma-separated) her map weighs at each size named (default the file's at that size; \"\" none)")
    p.add_argument("--hold", default="", help="features (comma-separated) whose weights a refit keeps as the file "
                   "has them (e.g. blocked: refitted free at 3-6 families on seeds 201-203 it came out above 0 for "
                   "a rival, below for the viewer)")
    p.add_argument("--out", default=str(ROOT / "levels" / "the_dance" / f"{E.MODEL}.json"))
    args = p.parse_args(argv)
    tables = parse_tables(args.tables)
    if args.score:
        model, maps = E.model(), E.opener_maps()
        if args.model:
            data = json.loads(Path(args.model).read_text(encoding="utf-8"))
            model = {kind: tuple(dict(zip(data["features"], data[kind])).get(f, 0.0) for f in E.FEATURES)
                     for kind in E.KINDS}
            maps = E.read_opener_maps(data)
        pooled: dict = {}
        moves: dict = {}
        for seed in map(int, args.score.split(",")):
            for players in sorted(tables):
                rows = collect({players: tables[players]}, seed, args.cache)
                samples = chances(rows, model, maps)
                report(f"{players} families, seed {seed}", samples)
                pooled.setdefault(players, []).extend(  # games of another seed are other games
                    Sample(s.game + 1_000_000 * seed, s.chance, s.source, None, s.outcome) for s in samples)
                moves.setdefault(players, []).extend(door_changes(rows, model, maps))
        if "," in args.score:
            for players, samples in sorted(pooled.items()):
                report(f"{players} families, seeds {args.score} pooled", samples)
        for players, got in sorted(moves.items()):  # the chart should never fall as she makes progress
            falls = sum(1 for x in got if x < -0.5)
            print(f"{players} families, seeds {args.score}: seat 0 seating a needed Dancer from her door, "
                  f"{len(got)} positions, the gauge falls by over half a point in {falls} "
                  f"({100.0 * falls / max(1, len(got)):.1f}%), by {max([0.0] + [-x for x in got]):.1f} points at most")
        return 0
    rows = [row for seed in map(int, args.seed.split(",")) for row in collect(tables, seed, args.cache)]
    if args.opener:
        data = dict(load_level("the_dance", E.MODEL))  # a copy: the game's own stays as it was read
        sizes = sorted(map(int, args.opener.split(",")))
        if any(n not in tables for n in sizes):
            p.error("--opener names tables of 2 to 6 families, each played (--tables)")
        was = [float(k) for k in data.get("view4_opener_knots", [])]
        knots = was if args.knots is None else [float(k) for k in args.knots.split(",") if k]
        kept = {n: coef for n, coef in data.get("view4_opener", {}).items() if int(n) not in sizes}
        if knots and knots != was and any(len(coef) > 2 for coef in kept.values()):
            p.error("--knots differ from the file's, whose maps at sizes not named bend at them: name those too")
        had = data.get("view4_opener_terms", {})
        terms = {n: list(had.get(str(n), {})) if args.terms is None else [t for t in args.terms.split(",") if t]
                 for n in sizes}
        fitted = fit_opener_maps(rows, sizes, E.model(), tuple(knots), terms)
        maps = {**kept, **{str(n): [round(x, 4) for x in coef[:2 + len(knots)]] for n, coef in fitted.items()}}
        data["view4_opener"] = dict(sorted(maps.items()))
        weighed = {n: t for n, t in had.items() if int(n) not in sizes}
        weighed.update({str(n): {name: round(t, 4) for name, t in zip(terms[n], coef[2 + len(knots):])}
                        for n, coef in fitted.items() if terms[n]})
        if weighed:
            data["view4_opener_terms"] = dict(sorted(weighed.items()))
        else:
            data.pop("view4_opener_terms", None)
        if knots:
            data["view4_opener_knots"] = knots
        elif not any(len(coef) > 2 for coef in maps.values()):  # a plain Platt map at the sizes named: the
            data.pop("view4_opener_knots", None)                 # others keep the knots they bend at
        note = (f"tools/dance_eval_fit.py --tables {args.tables} --seed {args.seed} --opener {args.opener} --knots "
                f"{','.join(map(str, knots)) or chr(34) * 2}"
                + "".join(f" --terms {','.join(t)}" for t in sorted({tuple(v) for v in terms.values()}) if t)
                + ": the opener's {} share in her own view, Normal self-play")
        had_notes = data.get("view4_opener_fitted", {})
        if isinstance(had_notes, str):  # an older file: one note for every size it held
            had_notes = {n: had_notes for n in data.get("view4_opener", {})}
        notes = {**{n: had_notes.get(n, "?") for n in kept},  # per size: no nesting
                 **{str(n): note.format(E.view_kind(n)) for n in sizes}}
        data["view4_opener_fitted"] = dict(sorted(notes.items()))
        for n, coef in fitted.items():
            print(f"the opener's map at {n} families: a {coef[0]:.4f} b {coef[1]:+.4f} bends " +
                  " ".join(f"{k}:{c:+.4f}" for k, c in zip(knots, coef[2:])) + " terms " +
                  " ".join(f"{name}:{t:+.4f}" for name, t in zip(terms[n], coef[2 + len(knots):])))
        Path(args.out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {args.out}")
        return 0
    kinds = args.kinds.split(",")
    model = {"features": list(E.FEATURES)}
    kept, before = E.model(), load_level("the_dance", E.MODEL)  # the weights the game reads now
    for kind in E.KINDS:
        if kind not in kinds:
            model[kind] = [round(x, 4) for x in kept[kind]]
            model[f"{kind}_fitted"] = before.get(f"{kind}_fitted", "?")
    # a size's opener's map stays with the share it bends (view2's at two families, view4's at three to six):
    # refitting that weighting drops it
    stays = {n for n in map(int, before.get("view4_opener", {})) if E.view_kind(n) not in kinds}
    if stays:
        for key in ("view4_opener", "view4_opener_terms", "view4_opener_fitted"):
            had = before.get(key, {})
            if isinstance(had, str):  # an older file: one note for every size it held
                had = {str(n): had for n in stays}
            kept_maps = {n: v for n, v in had.items() if int(n) in stays}
            if kept_maps:
                model[key] = kept_maps
        if "view4_opener_knots" in before:
            model["view4_opener_knots"] = before["view4_opener_knots"]
    picks = {"dealt": (0, lambda r: True), "view2": (1, lambda r: len(r[3]) == 2),
             "view4": (1, lambda r: len(r[3]) >= 3)}
    for kind in E.KINDS:
        if kind not in kinds:
            continue
        column, wanted = picks[kind]
        groups = tied([(r[column], r[3]) for r in rows if r[column] is not None and wanted(r)])
        w, ll = fit(groups, held={E.FEATURES.index(name): kept[kind][E.FEATURES.index(name)]
                                  for name in filter(None, args.hold.split(","))})
        w[HELD] = -HELD_SHARE * w[MISSING]
        w[OWN_HELD] = -HELD_SHARE * w[OWN_MISSING]
        if kind == "view2":  # what never sets two families apart (blocked) weighs as at the larger tables
            for i in range(len(w)):
                if i not in (HELD, OWN_HELD) and all(len({x[i] for x in feats.values()}) == 1 for feats, _ in groups):
                    w[i] = model.get("view4", kept["view4"])[i]
        model[kind] = [round(x, 4) for x in w]
        model[f"{kind}_fitted"] = (f"tools/dance_eval_fit.py --tables {args.tables} --seed {args.seed} --kinds "
                                   f"{args.kinds}" + (f" --hold {args.hold}" if args.hold else "")
                                   + f": {len(groups)} seats' views of positions of Normal self-play")
        print(f"{kind}: {len(groups)} positions, mean log-likelihood {ll:.4f}")
        for name, x in zip(E.FEATURES, w):
            print(f"  {name:<14} {x:+.3f}")
    Path(args.out).write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
