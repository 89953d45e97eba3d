"""The arena for one side against the cards (solitaire, co-op, endurance): each bot level plays every
seat of the table on the same deals, and each level's win rate (Wilson 95% interval), mean score
(95% interval) and milliseconds per move are printed as one JSON line.

    python -m game.ai.arena --game fancy_dancing --solo --players 1 --option mode=solitaire \\
        --bots hard,random --games 500 --seed 1 --jobs 2

Never imports pygame or a game. Deal d uses the same chance seed for every level, so levels are
compared on the same shuffles (their play then changes later reshuffles, as it would at a table).
"""
from __future__ import annotations

import multiprocessing
import random
import time

from game.ai.playout import derive_seed, labels_for, play_out
from game.core.stats import mean_interval, percentile, wilson


def play_deal(game_id: str, level: str, deal: int, seed: int, players: int, options: dict | None) -> dict:
    """Deal number `deal` played by `level` at every seat: won?, the score (seat 0's), ms per move."""
    from game.ai import make_bot
    from game.core.registry import get_game

    game = get_game(game_id)
    bots = [make_bot(level, game_id, derive_seed(seed, deal, "bot", seat)) for seat in range(players)]
    chance_rng = random.Random(derive_seed(seed, deal, "chance"))
    state = game.new_game(players, options)
    ms = []
    state, actions = play_out(state, bots.__getitem__, chance_rng, lambda seat: ms)
    over = state.is_over()
    return {"won": over and state.returns()[0] >= 1.0, "score": float(state.scores()[0]) if over else 0.0,
            "ms": ms, "actions": actions}


def _play_deal_args(args):
    return play_deal(*args)


def run_solo(game_id: str, bot_levels, deals: int, seed: int, jobs: int = 1, players: int | None = None,
             options: dict | None = None) -> dict:
    """Each level plays `deals` deals at every seat; the summary the CLI prints."""
    from game.ai import make_bot
    from game.core.registry import get_game

    bot_levels = [level.strip().lower() for level in bot_levels]
    game = get_game(game_id)
    players = game.check_players(players if players is not None else game.info.min_players)
    options = game.check_options(options)
    game.new_game(players, options)  # a mode that does not take this many players fails here, early
    for level in bot_levels:
        make_bot(level, game_id, 0)
    labels = labels_for(bot_levels)
    started = time.perf_counter()
    tasks = [(game_id, level, d, seed, players, options) for level in bot_levels for d in range(deals)]
    if jobs > 1 and len(tasks) > 1:
        with multiprocessing.get_context("spawn").Pool(min(jobs, len(tasks))) as pool:
            results = pool.map(_play_deal_args, tasks, chunksize=1)
    else:
        results = [_play_deal_args(t) for t in tasks]
    summary = {"game": game_id, "mode": "solo", "players": players, "options": options, "deals": deals,
               "bots": labels, "wins": {}, "win_rate": {}, "mean_score": {}, "ms_per_move": {}}
    for i, label in enumerate(labels):
        mine = results[i * deals:(i + 1) * deals]
        wins = sum(1 for r in mine if r["won"])
        scores = [r["score"] for r in mine]
        ms = [m for r in mine for m in r["ms"]]
        summary["wins"][label] = wins
        summary["win_rate"][label] = {"rate": round(wins / deals, 4) if deals else 0.0, "ci95": wilson(wins, deals)}
        summary["mean_score"][label] = {"mean": round(sum(scores) / deals, 4) if deals else 0.0,
                                        "ci95": mean_interval(scores)}
        summary["ms_per_move"][label] = {"p50": round(percentile(ms, 0.50), 2), "p95": round(percentile(ms, 0.95), 2),
                                         "max": round(max(ms, default=0.0), 2), "moves": len(ms)}
    summary["seconds"] = round(time.perf_counter() - started, 2)
    return summary
