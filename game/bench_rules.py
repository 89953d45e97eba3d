"""`make bench`, the rules' speed: random playouts per game (actions per second, against RULES_GOAL), and
Casino's most crowded listing (every legal play of a hand with fourteen low cards loose). Also the two
small helpers every bench section shares to walk a game at random (seats_for, random_step).
"""
from __future__ import annotations

import random
import time

from game.core import CHANCE
from game.core.stats import percentile


RULES_GOAL = {"trifoil": 20_000, "casino": 5_000, "the_dance": 10_000}  # random actions per second the rules should reach


def seats_for(game) -> int:
    """Two seats where the game allows them (the common table), else its only count."""
    return min(max(2, game.info.min_players), game.info.max_players)


def random_step(state, rng: random.Random):
    """One uniformly random action (or chance outcome) applied; sealed choices go one seat at a time."""
    movers = state.to_move()
    if CHANCE in movers:
        return state.apply(state.sample_chance(rng), CHANCE)
    seat = min(movers)
    return state.apply(rng.choice(state.legal_actions(seat)), seat)


def bench_rules(seconds: float, seed: int) -> dict:
    """Random playouts for `seconds` per registered game: every apply counts as one action."""
    from game.core.registry import GAMES

    out = {}
    for gid, game in sorted(GAMES.items()):
        rng = random.Random(seed)
        players = seats_for(game)
        actions = playouts = 0
        started = time.perf_counter()
        deadline = started + seconds
        while time.perf_counter() < deadline:
            state = game.new_game(players)
            while not state.is_over():
                state = random_step(state, rng)
                actions += 1
            playouts += 1
        elapsed = time.perf_counter() - started
        out[gid] = {"actions_per_s": round(actions / elapsed), "playouts": playouts,
                    "actions_per_playout": round(actions / max(1, playouts), 1), "seconds": round(elapsed, 2)}
        goal = RULES_GOAL.get(gid)
        mark = f"  (goal >= {goal:,}: {'ok' if actions / elapsed >= goal else 'BELOW'})" if goal else ""
        print(f"rules   {gid:<14} {actions / elapsed:>10,.0f} random actions/s   {playouts} playouts, "
              f"{actions / max(1, playouts):.1f} actions each{mark}", flush=True)
    return out


def worst_casino_table(loose: int = 14):
    """Casino's most crowded table: `loose` low cards loose (aces to sixes; 14 the worst) with tens, a nine
    and an eight in hand, no builds; with 14 its captures and builds same run past ten thousand plays."""
    from game.casino import cards as C
    from game.core.registry import GAMES

    rng = random.Random(0)
    state = GAMES["casino"].new_game(2)
    while state.phase != "play":
        state = random_step(state, rng)
    low = [C.card(r, s) for r in range(1, 7) for s in range(4)]
    hand = tuple(sorted(C.card_id(n) for n in ("10S", "10H", "9S", "8S")))
    return state._with(loose=tuple(low[:loose]), builds=(), hands=(hand, ()), turn=0, subtract_used=(True, True))


def bench_listing(runs: int, loose: int = 14) -> dict:
    """How long Casino's rules take to list every legal play on the most crowded table (a fresh position
    each run: a position keeps its listing). The table never waits on it inside a frame (game/casino/ahead.py)."""
    try:
        worst_casino_table(loose)
    except (KeyError, ImportError, AttributeError) as exc:
        print(f"listing casino not available ({exc})", flush=True)
        return {}
    ms, plays = [], 0
    for _ in range(max(1, runs)):
        state = worst_casino_table(loose)
        started = time.perf_counter()
        plays = len(state.legal_actions(0))
        ms.append((time.perf_counter() - started) * 1000.0)
    out = {"loose": loose, "plays": plays, "p50_ms": round(percentile(ms, 0.5), 1), "max_ms": round(max(ms), 1), "runs": len(ms)}
    print(f"listing casino         crowded table ({loose} low cards loose): {plays:,} plays listed in {out['p50_ms']:.1f} ms (median of "
          f"{len(ms)}, max {out['max_ms']:.1f}); off the frame on a helper thread", flush=True)
    return out
