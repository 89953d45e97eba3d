"""The arena: bots play many seat-rotated games of one game; prints wins, draws, win rates with 95%
intervals and milliseconds per move as one JSON line.

    python -m game.ai.arena --game trifoil --bots hard,random --games 200 --seed 1 [--jobs 2]

One side against the cards (solitaire, co-op, endurance): --solo, and each bot plays every seat on the
same --games deals (game.ai.solo_arena), e.g.
    python -m game.ai.arena --game fancy_dancing --solo --players 1 --option mode=solitaire \
        --bots hard,random --games 500 --seed 1 --jobs 2

Never imports pygame. Game g seats bot i in seat (i + g) % players and derives every seed from --seed,
so a run is reproduced by its command line (up to search time caps on a busy machine). Seeds are paired:
the games of one full rotation of seats (g // players alike) share their deals and dice and each bot's
seed, so every bot meets the same luck from every seat. "win_share" is each bot's mean return (a split
win counts fractionally), with a 95% interval over the rotations, for any number of seats.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time

from game.ai.playout import derive_seed, labels_for, play_out  # shared with solo_arena
from game.core.api import CHANCE
from game.core.cli import parse_option
from game.core.stats import mean_interval, percentile, wilson

PEER_PREFIX = "peer:"  # "peer:tests.peers.casino_cascade": an outside player (module with make_bot(seed))


VARIED_OPENING = 4  # random first actions that make games between deterministic bots differ


def varied_opening(info) -> int:
    """Random opening actions a measurement needs for a game: in a game with neither chance, hidden
    information nor sealed moves two deterministic bots replay one game from each seat (Trifoil's Hard
    against Normal: 100-0 from 2 distinct games), so VARIED_OPENING; elsewhere the deal varies, 0."""
    return 0 if info.chance or info.hidden_info or info.simultaneous else VARIED_OPENING


def arena_bot(level: str, game_id: str, seed: int):
    """The bot a level names: one of ours (make_bot), or an outside player written apart from our bots,
    "peer:<module>", whose module offers make_bot(seed) (an independent yardstick: a bot is judged
    against players it does not model)."""
    if level.startswith(PEER_PREFIX):
        import importlib

        return importlib.import_module(level[len(PEER_PREFIX):]).make_bot(seed)
    from game.ai import make_bot

    return make_bot(level, game_id, seed)


def play_game(game_id: str, bot_levels: list[str], game_index: int, seed: int, players: int,
              options: dict | None, opening: int = 0) -> dict:
    """One game with seats rotated by `game_index`: each bot's return and its ms per move.

    With `opening`, the first that many actions are random, drawn alike for each full rotation of
    seats (games 0..players-1 share one opening, and so on): deterministic bots then meet in many
    different positions instead of replaying one game, and each bot plays each opening from every seat.
    """
    from game.core.registry import get_game

    game = get_game(game_id)
    n = len(bot_levels)
    seat_of = [(i + game_index) % players for i in range(n)]
    bot_at = {seat: i for i, seat in enumerate(seat_of)}
    rotation = game_index // players  # paired seeds: one full rotation of seats shares its luck
    bots = [arena_bot(level, game_id, derive_seed(seed, rotation, "bot", i)) for i, level in enumerate(bot_levels)]
    chance_rng = random.Random(derive_seed(seed, rotation, "chance"))
    state = game.new_game(players, options)
    opening_rng = random.Random(derive_seed(seed, rotation, "opening"))
    opened = []
    for _ in range(opening):
        if state.is_over():
            break
        movers = state.to_move()
        if CHANCE in movers:
            state = state.apply(state.sample_chance(chance_rng), CHANCE)
        else:
            seat = min(movers)
            action = opening_rng.choice(state.legal_actions(seat))
            opened.append(state.action_to_str(action))
            state = state.apply(action, seat)
    ms = [[] for _ in range(n)]
    state, actions = play_out(state, lambda seat: bots[bot_at[seat]], chance_rng, lambda seat: ms[bot_at[seat]])
    if state.is_over():
        returns = state.returns()
        result = [float(returns[seat_of[i]]) for i in range(n)]
    else:
        result = [1.0 / n] * n
    return {"returns": result, "ms": ms, "actions": actions, "seats": seat_of, "opening": opened}


def _play_game_args(args):
    return play_game(*args)


def run_arena(game_id: str, bot_levels, games: int, seed: int, jobs: int = 1, players: int | None = None,
              options: dict | None = None, opening: int = 0) -> dict:
    """Play `games` seat-rotated games between `bot_levels` and summarise them (the CLI prints this)."""
    from game.core.registry import get_game

    bot_levels = [level.strip() if level.strip().startswith(PEER_PREFIX) else level.strip().lower()
                  for level in bot_levels]
    game = get_game(game_id)
    n = len(bot_levels)
    if players is None:
        players = max(n, game.info.min_players)
    players = game.check_players(players)
    if n != players:
        raise ValueError(f"{n} bots for {players} seats: give one bot per seat")
    options = game.check_options(options)
    for level in bot_levels:  # fail early, in this process, on a misspelt level
        arena_bot(level, game_id, 0)
    started = time.perf_counter()
    tasks = [(game_id, bot_levels, g, seed, players, options, opening) for g in range(games)]
    if jobs > 1 and games > 1:
        with multiprocessing.get_context("spawn").Pool(min(jobs, games)) as pool:
            results = pool.map(_play_game_args, tasks, chunksize=1)
    else:
        results = [_play_game_args(t) for t in tasks]
    summary = summarise(game_id, bot_levels, results, time.perf_counter() - started)
    if opening:
        summary["opening"] = opening
    return summary


def paired_interval(block_means: list[float], z: float = 1.96) -> list[float] | None:
    """95% interval of a mean return from the means of full seat rotations (paired luck), or None when
    there are too few rotations, or no spread between them, to estimate it that way."""
    if len(block_means) < 10:
        return None
    lo, hi = mean_interval(block_means, z)
    if lo == hi:
        return None
    return [round(max(0.0, lo), 4), round(min(1.0, hi), 4)]


def win_shares(labels: list[str], results: list[dict]) -> dict:
    """Each bot's mean return (its win share: a split win counts fractionally) with a 95% interval over
    the full rotations of seats (Wilson's over the games when the rotations cannot give one)."""
    n = len(labels)
    games = len(results)
    blocks = [results[i:i + n] for i in range(0, games - games % n, n)]
    shares = {}
    for i, label in enumerate(labels):
        total = sum(r["returns"][i] for r in results)
        means = [sum(r["returns"][i] for r in block) / n for block in blocks]
        shares[label] = {"share": round(total / games, 4) if games else 0.0,
                         "ci95": paired_interval(means) or wilson(total, games)}
    return shares


def summarise(game_id: str, bot_levels: list[str], results: list[dict], seconds: float) -> dict:
    labels = labels_for(bot_levels)
    games = len(results)
    wins = dict.fromkeys(labels, 0)
    losses = dict.fromkeys(labels, 0)
    score = dict.fromkeys(labels, 0.0)
    ms: dict = {label: [] for label in labels}
    draws = 0
    actions = 0
    for r in results:
        returns = r["returns"]
        for i, label in enumerate(labels):
            score[label] += returns[i]
            ms[label].extend(r["ms"][i])
        if len(returns) == 1:  # solitaire: a full return wins, nothing loses, anything between draws
            only = labels[0]
            if returns[0] >= 1.0:
                wins[only] += 1
            elif returns[0] <= 0.0:
                losses[only] += 1
            else:
                draws += 1
        else:
            top = max(returns)
            leaders = [i for i, v in enumerate(returns) if v == top]
            if len(leaders) > 1:
                draws += 1  # the top is shared (a draw in a two-player game)
            for i, label in enumerate(labels):
                if returns[i] < top:
                    losses[label] += 1
                elif len(leaders) == 1:
                    wins[label] += 1
        actions += r["actions"]
    return {
        "game": game_id,
        "games": games,
        "bots": labels,
        "wins": wins,
        "losses": losses,
        "draws": draws,
        "win_rate": {label: {"rate": round(wins[label] / games, 4) if games else 0.0,
                             "ci95": wilson(wins[label], games)} for label in labels},
        "win_share": win_shares(labels, results),
        # mean return per game: (wins + draws / 2) / games for two players
        "score_rate": {label: {"rate": round(score[label] / games, 4) if games else 0.0,
                               "ci95": wilson(score[label], games)} for label in labels},
        "ms_per_move": {label: {"p50": round(percentile(ms[label], 0.50), 2),
                                "p95": round(percentile(ms[label], 0.95), 2),
                                "max": round(max(ms[label], default=0.0), 2),
                                "moves": len(ms[label])} for label in labels},
        "actions_per_game": round(actions / games, 2) if games else 0.0,
        "seconds": round(seconds, 2),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.arena", description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True, help="game id, e.g. trifoil")
    p.add_argument("--bots", required=True, help="comma-separated levels, one per seat: random, easy, normal, "
                                                 "hard (a level may name its engine: hard:mcts)")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    p.add_argument("--players", type=int, help="seats at the table (default: one per bot)")
    p.add_argument("--option", action="append", type=parse_option, default=[], metavar="NAME=VALUE",
                   help="a game option, e.g. --option board=board_8 (repeatable)")
    p.add_argument("--opening", type=int, default=0, metavar="K",
                   help="start each game with K random actions, shared by each rotation of seats "
                        "(varies the games between deterministic bots)")
    p.add_argument("--solo", action="store_true",
                   help="one side against the cards: each bot plays every seat of --players seats on the same "
                        "--games deals (solitaire, co-op, endurance); prints win rates and mean scores")
    args = p.parse_args(argv)
    try:
        if args.solo or (args.players == 1 and len(args.bots.split(",")) > 1):
            from game.ai.solo_arena import run_solo

            result = run_solo(args.game, args.bots.split(","), args.games, args.seed, jobs=args.jobs,
                              players=args.players, options=dict(args.option) or None)
            print(json.dumps(result, separators=(",", ":")))
            return 0
        result = run_arena(args.game, args.bots.split(","), args.games, args.seed, jobs=args.jobs,
                           players=args.players, options=dict(args.option) or None, opening=args.opening)
    except (KeyError, ValueError) as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
