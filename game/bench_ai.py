"""`make bench`, the AI: milliseconds per move per level (wall and CPU) on sampled positions, and the
arena's win rates with 95% intervals: the default ladder of levels, then each game's match-ups against
outside players (GAME_MATCHUPS: tests/peers) and, for The Dance, Hard's share against three Normal.
"""
from __future__ import annotations

import random
import time

from game.bench_rules import random_step, seats_for
from game.core import CHANCE
from game.core.stats import percentile


DEFAULT_PAIRS = "easy-random,normal-easy,hard-normal,hard-random"
# Match-ups a game adds to the default pairs: against outside players written from the rules page alone
# (tests/peers: a level judged against a player apart from our bots: rule cascades, SO-ISMCTS for the card
# games, plain UCT for Trifoil), and The Dance's Hard against three Normal (its share against the fair 25%).
GAME_MATCHUPS = {"casino": ("hard-peer:tests.peers.casino_cascade_strong", "normal-peer:tests.peers.casino_cascade_strong",
                            "hard-peer:tests.peers.casino_cascade", "hard-peer:tests.peers.card_ismcts",
                            "hard:pimc-peer:tests.peers.casino_cascade_strong"),
                 "fancy_dancing": ("hard-peer:tests.peers.card_ismcts",),
                 "trifecta": ("hard-peer:tests.peers.card_ismcts",),
                 "trifoil": ("hard-peer:tests.peers.trifoil_uct",),
                 "the_dance": ("hard-normal-normal-normal", "hard-peer:tests.peers.dance_cascade")}


def sample_positions(game, count: int, seed: int) -> list:
    """Decision points (not chance, not over) drawn from random playouts, one per playout."""
    rng = random.Random(seed)
    players = seats_for(game)
    positions = []
    while len(positions) < count:
        state = game.new_game(players)
        seen = []
        while not state.is_over():
            if CHANCE not in state.to_move():
                seen.append(state)
            state = random_step(state, rng)
        if seen:
            positions.append(rng.choice(seen))
    return positions


def bench_ai(levels: list[str], positions: int, seed: int) -> dict:
    from game.ai import make_bot
    from game.core.registry import GAMES

    out = {}
    for gid, game in sorted(GAMES.items()):
        if not game.info.bot_module:
            continue
        states = sample_positions(game, positions, seed)
        out[gid] = {}
        for level in levels:
            ms, cpu = [], []
            for i, state in enumerate(states):
                bot = make_bot(level, gid, seed + i)
                seat = min(state.to_move())
                started, used = time.perf_counter(), time.process_time()
                action = bot.choose(state, seat)
                ms.append((time.perf_counter() - started) * 1000.0)
                cpu.append((time.process_time() - used) * 1000.0)
                assert action in state.legal_actions(seat), f"{level} chose an illegal action"
            out[gid][level] = {"p50_ms": round(percentile(ms, 0.5), 2), "p95_ms": round(percentile(ms, 0.95), 2),
                               "max_ms": round(max(ms), 2), "cpu_p50_ms": round(percentile(cpu, 0.5), 2),
                               "cpu_p95_ms": round(percentile(cpu, 0.95), 2), "positions": len(ms)}
            print(f"ai      {gid:<14} {level:<7} p50 {percentile(ms, 0.5):8.1f} ms   p95 "
                  f"{percentile(ms, 0.95):8.1f} ms   CPU p50 {percentile(cpu, 0.5):8.1f} ms   p95 "
                  f"{percentile(cpu, 0.95):8.1f} ms   ({len(ms)} positions)", flush=True)
    return out


def bench_arena(pairs: list[list[str]], games: int, seed: int, jobs: int, peers: bool = True) -> dict:
    """Win rates of the match-ups `pairs` in every game with bots, and (with `peers`) each game's
    GAME_MATCHUPS after them."""
    try:
        from game.ai.arena import run_arena, varied_opening
    except ImportError as exc:
        print(f"arena   not available yet ({exc})", flush=True)
        return {"error": f"game.ai.arena not available: {exc}"}
    from game.core.registry import GAMES

    out = {}
    for gid, game in sorted(GAMES.items()):
        if not game.info.bot_module:
            continue
        out[gid] = {}
        extra = [m.split("-") for m in GAME_MATCHUPS.get(gid, ())] if peers else []
        for pair in pairs + extra:
            if len(pair) > 2:
                out[gid]["-".join(pair)] = bench_table(gid, pair, games, seed, jobs)
                continue
            result = run_arena(gid, pair, games, seed, jobs=jobs, opening=varied_opening(game.info))
            first = result["bots"][0]
            rate = result["win_rate"][first]
            score = result["score_rate"][first]
            out[gid]["-".join(pair)] = {"win_rate": rate, "score_rate": score, "draws": result["draws"],
                                        "games": result["games"], "ms_per_move": result["ms_per_move"],
                                        "seconds": result["seconds"]}
            print(f"arena   {gid:<14} {first:>7} vs {result['bots'][1]:<7} {first} wins {rate['rate']:.0%} "
                  f"[{rate['ci95'][0]:.0%}, {rate['ci95'][1]:.0%}], scores {score['rate']:.0%}, "
                  f"{result['draws']} draws in {games} games"
                  + (f" opened by {result['opening']} random actions" if result.get("opening") else "")
                  + f" ({result['seconds']:.0f} s)", flush=True)
    return out


def default_pairs() -> list[list[str]]:
    return [p.split("-") for p in DEFAULT_PAIRS.split(",")]


def bench_table(gid: str, bots: list[str], games: int, seed: int, jobs: int) -> dict:
    """One bot against several at one table: its share of the win (split wins count fractionally) with
    the 95% interval over full rotations of seats, against the fair share 1/seats."""
    from game.ai.arena import run_arena

    games = max(len(bots), games - games % len(bots))  # whole rotations of seats
    result = run_arena(gid, bots, games, seed, jobs=jobs)
    first = result["bots"][0]
    share = result["win_share"][first]
    print(f"arena   {gid:<14} {first:>7} vs {', '.join(result['bots'][1:])}: {first}'s share {share['share']:.0%} "
          f"[{share['ci95'][0]:.0%}, {share['ci95'][1]:.0%}] (fair {1 / len(bots):.0%}) in {result['games']} games "
          f"({result['seconds']:.0f} s)", flush=True)
    return {"win_share": share, "games": result["games"], "ms_per_move": result["ms_per_move"],
            "seconds": result["seconds"]}
