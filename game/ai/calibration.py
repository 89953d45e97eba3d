"""How far the odds can be trusted: self-play games, the chart's estimate at every third decision of
seat 0 against how the game ended, scored in deciles (calibration error per decile, samples), by the
Brier score against always saying the base rate, and by how many estimates were 0 or 1 unproven.
`make bench` prints these figures; tools/fit_odds_calibration.py fits the shared estimator's per-game
map from the same samples, tools/fit_odds_model.py a game's own model from the same positions (self_play).

No pygame, never imports a game: the games come from the registry, the estimate is the chart's own
(game.ai.hints.chance_only with the Hard bot, so a bot's estimate_chance is used where it has one).
"""
from __future__ import annotations

import multiprocessing
import random
from dataclasses import dataclass

from game.ai import make_bot
from game.ai.arena import varied_opening
from game.ai.hints import HINT_LEVEL
from game.ai.odds import chance_of
from game.ai.playout import play_out
from game.core.registry import get_game

LEVEL = "normal"  # both seats of the self-play games
EVERY = 3  # seat 0's decisions between two estimates
OPENING = 2  # random actions opening each game (more where arena.varied_opening says a game needs them)
BINS = 10
MIN_SAMPLES = 30  # a decile with fewer estimates is reported but not judged


@dataclass(frozen=True)
class Sample:
    """One estimate: the game it came from, the chance given, its source ("proven", "bot", "playouts"),
    the shared estimator's inputs (its uncalibrated value and search value, None when not used) and
    the seat's result."""

    game: int
    chance: float
    source: str
    raw: float | None
    outcome: float
    search: float | None = None


def _seed(*parts) -> int:
    return random.Random("/".join(map(str, parts))).getrandbits(32)


def seats(game_id: str, players: int | None = None) -> int:
    """The seats of a calibration game: `players` if given (within the game's range), else the fewest the
    game allows (at least two)."""
    info = get_game(game_id).info
    want = players if players else max(2, info.min_players)
    if not info.min_players <= want <= info.max_players:
        raise ValueError(f"{game_id} is played by {info.min_players}-{info.max_players}, not {want}")
    return want


def self_play(game_id: str, index: int, seed: int, level: str = LEVEL, every: int = EVERY,
              opening: int | None = None, players: int | None = None) -> tuple[list, float]:
    """Self-play game `index` (every seat at `level`, `opening` random actions first, `players` seats or the
    fewest): the positions at every `every`-th decision of seat 0, and seat 0's result."""
    game = get_game(game_id)
    if opening is None:  # two deterministic Normal bots in Trifoil replayed ~100 distinct games of 200
        opening = max(OPENING, varied_opening(game.info))
    players = seats(game_id, players)
    rng = random.Random(_seed(seed, index, "chance"))
    bots = [make_bot(level, game_id, _seed(seed, index, "bot", s)) for s in range(players)]
    asked, decisions = [], 0

    def keep(position, seat: int, action) -> None:
        nonlocal decisions
        if seat == 0:
            if decisions % every == 0:
                asked.append(position)
            decisions += 1

    state, _ = play_out(game.new_game(players), bots.__getitem__, rng, opening=opening, seen=keep)
    return asked, (float(state.returns()[0]) if state.is_over() else 1.0 / players)


def estimate(game_id: str, index: int, seed: int, asked: list, outcome: float) -> list[Sample]:
    """The chart's estimate for seat 0 at each of game `index`'s positions, as samples."""
    judge = make_bot(HINT_LEVEL, game_id, _seed(seed, index, "odds"))
    out = []
    for k, position in enumerate(asked):
        got = chance_of(judge, position, 0, _seed(seed, index, "estimate", k))
        out.append(Sample(index, got.value, got.source, got.raw, outcome, got.search))
    return out


def play_and_estimate(game_id: str, index: int, seed: int, level: str = LEVEL, every: int = EVERY,
                      opening: int | None = None, players: int | None = None) -> list[Sample]:
    """Self-play game `index` (every seat at `level`, seat 0 estimated at every `every`-th of its
    decisions with the chart's estimator) and its samples."""
    asked, outcome = self_play(game_id, index, seed, level, every, opening, players)
    return estimate(game_id, index, seed, asked, outcome)


def _task(args):
    game_id, index, seed, level, players = args
    return play_and_estimate(game_id, index, seed, level, players=players)


def collect(game_id: str, games: int, seed: int, jobs: int = 1, level: str = LEVEL,
            players: int | None = None) -> list[Sample]:
    """Samples from `games` self-play games of `players` seats (the fewest if None), in `jobs` processes."""
    seats(game_id, players)  # a seat count the game does not allow fails here, not in a worker
    tasks = [(game_id, g, seed, level, players) for g in range(games)]
    if jobs > 1 and games > 1:
        with multiprocessing.get_context("spawn").Pool(min(jobs, games)) as pool:
            parts = pool.map(_task, tasks, chunksize=1)
    else:
        parts = [_task(t) for t in tasks]
    return [s for part in parts for s in part]


def score(samples: list[Sample], bins: int = BINS) -> dict:
    """Deciles (samples, mean chance, observed result, error in points), the Brier score, the base rate's
    Brier score and their ratio, the worst error among deciles with MIN_SAMPLES or more, and the count
    of estimates at exactly 0 or 1 that were not proven."""
    n = len(samples)
    if not n:
        return {"samples": 0}
    base = sum(s.outcome for s in samples) / n
    brier = sum((s.chance - s.outcome) ** 2 for s in samples) / n
    base_brier = sum((base - s.outcome) ** 2 for s in samples) / n
    deciles = []
    for b in range(bins):
        inside = [s for s in samples if min(bins - 1, int(s.chance * bins)) == b]
        if not inside:
            deciles.append({"bin": b, "samples": 0})
            continue
        chance = sum(s.chance for s in inside) / len(inside)
        observed = sum(s.outcome for s in inside) / len(inside)
        deciles.append({"bin": b, "samples": len(inside), "chance": round(chance, 4), "observed": round(observed, 4),
                        "error_points": round(100.0 * abs(chance - observed), 1)})
    judged = [d["error_points"] for d in deciles if d["samples"] >= MIN_SAMPLES]
    extremes = sum(1 for s in samples if s.source != "proven" and s.chance in (0.0, 1.0))
    return {"samples": n, "games": len({s.game for s in samples}), "base_rate": round(base, 4),
            "brier": round(brier, 4), "base_brier": round(base_brier, 4),
            "brier_ratio": round(brier / base_brier, 3) if base_brier else None,
            "worst_error_points": max(judged, default=None), "unproven_extremes": extremes,
            "proven": sum(1 for s in samples if s.source == "proven"), "deciles": deciles}
