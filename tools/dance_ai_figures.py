"""The Dance's AI figures the arena does not print: for one level playing every seat, the mean number of
rounds per game and how many games ended on a Plan (not on the turn limit), milliseconds per decision
(p50/p95) and seconds per whole turn (p50/p95/max: all the decisions of one family's turn, its
after-roll choices and discards included).

    python tools/dance_ai_figures.py --level hard --players 2 --games 20 --seed 1

Prints one JSON line. Never imports pygame; run it with `nice` on a shared machine (it is a
measurement, not a test).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_bot  # noqa: E402
from game.core import CHANCE  # noqa: E402
from game.core.registry import GAMES  # noqa: E402
from game.core.stats import percentile  # noqa: E402


def play(level: str, players: int, seed: int, options: dict | None):
    """One game with `level` in every seat: (end state, ms per decision, seconds per turn)."""
    game = GAMES["the_dance"]
    bots = [make_bot(level, "the_dance", seed * 10 + i) for i in range(players)]
    rng = random.Random(seed)
    state = game.new_game(players, options)
    decisions, turns = [], []
    turn_key, turn_time = None, 0.0
    while not state.is_over():
        movers = state.to_move()
        if CHANCE in movers:
            state = state.apply(state.sample_chance(rng), CHANCE)
            continue
        seat = min(movers)
        key = (state.round, state.current()) if state.round else None
        if key != turn_key:
            if turn_key is not None:
                turns.append(turn_time)
            turn_key, turn_time = key, 0.0
        started = time.perf_counter()
        action = bots[seat].choose(state, seat)
        spent = time.perf_counter() - started
        decisions.append(spent * 1000.0)
        turn_time += spent
        state = state.apply(action, seat)
    if turn_key is not None:
        turns.append(turn_time)
    return state, decisions, turns


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--level", default="normal")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    rounds, on_plan, decisions, turns = [], 0, [], []
    started = time.perf_counter()
    for g in range(args.games):
        state, ms, secs = play(args.level, args.players, args.seed * 1000 + g, None)
        rounds.append(state.round)
        on_plan += "completes her Plan" in state.end_reason()
        decisions.extend(ms)
        turns.extend(secs)
    print(json.dumps({
        "level": args.level, "players": args.players, "games": args.games,
        "mean_rounds": round(statistics.mean(rounds), 1), "median_rounds": statistics.median(rounds),
        "max_rounds": max(rounds), "ended_on_a_plan": on_plan,
        "ms_per_decision": {"p50": round(percentile(decisions, 0.5), 2), "p95": round(percentile(decisions, 0.95), 2),
                            "max": round(max(decisions), 1), "decisions": len(decisions)},
        "s_per_turn": {"p50": round(percentile(turns, 0.5), 3), "p95": round(percentile(turns, 0.95), 3),
                       "max": round(max(turns), 3), "turns": len(turns)},
        "seconds": round(time.perf_counter() - started, 1)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
