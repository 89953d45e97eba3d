"""Soak: The Dance's engine against the independent reference engine, move for move.

Plays many random games per configuration (tests/the_dance/test_reference_engine.CONFIGS plus random
option mixes) and stops at the first disagreement, printing it with the seed to reproduce it.

    .venv/bin/python tools/dance_agreement.py --games 50 [--seed 0] [--noise 0.2] [--mixes 20]
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tests.the_dance.test_reference_engine import CONFIGS, play_game  # noqa: E402

CHOICES = {"plans": ["secret", "open"], "new_blood": [False, True], "initiative": [False, True],
           "super_villains": [False, True], "dominate": ["natural1", "margin3"],
           "contest_dominated": [False, True], "refresh_any_domain": [False, True],
           "turn_limit": [20, 40, 60], "placings": [False, True]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20, help="games per configuration")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--noise", type=float, default=0.2, help="share of uniformly random choices")
    ap.add_argument("--mixes", type=int, default=20, help="random option mixes added to CONFIGS")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    configs = list(CONFIGS)
    for _ in range(args.mixes):
        configs.append((rng.randint(2, 6), {k: rng.choice(v) for k, v in CHOICES.items()}))
    start = time.time()
    games = decisions = wins = 0
    events = Counter()
    for players, options in configs:
        for i in range(args.games):
            seed = rng.randrange(10 ** 9)
            try:
                r = play_game(players, options, seed, noise=args.noise)
            except AssertionError as exc:
                print(f"DISAGREEMENT players={players} options={options} seed={seed} noise={args.noise}")
                print(exc)
                return 1
            games += 1
            decisions += r["decisions"]
            wins += r["won"]
            events.update(r["events"])
    took = time.time() - start
    print("events:", ", ".join(f"{k} {v}" for k, v in sorted(events.items())))
    print(f"{games} games, {decisions} decisions, {wins} with a win, {took:.1f} s: all agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
