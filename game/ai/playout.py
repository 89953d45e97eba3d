"""What both arenas share (game.ai.arena for seat-rotated games, game.ai.solo_arena for one side against
the cards): seeds derived from the run's seed, labels for the bots, and a game played out to its end
(also the odds' calibration games, tools/dance_eval_fit.py and the tests' whole games, through its hook).

Never imports pygame or a game; it imports neither arena, so the two never import each other.
"""
from __future__ import annotations

import random
import time

from game.core.api import CHANCE

MAX_ACTIONS = 20_000  # a game still running after this many actions is scored as a draw (a safety net)


def derive_seed(*parts) -> int:
    """A 32-bit seed from the arena seed, the game number and a role; the same on every machine."""
    return random.Random("/".join(map(str, parts))).getrandbits(32)


def labels_for(bot_levels: list[str]) -> list[str]:
    """Names for the result: the level itself, or level#k when a level plays more than once."""
    labels = []
    for i, level in enumerate(bot_levels):
        if bot_levels.count(level) > 1:
            labels.append(f"{level}#{bot_levels[:i + 1].count(level)}")
        else:
            labels.append(level)
    return labels


def play_out(state, bot_for_seat, chance_rng, ms_for_seat=None, *, opening: int = 0, seen=None,
             max_actions: int = MAX_ACTIONS):
    """Play `state` on to its end (or `max_actions` choices): chance from `chance_rng`, the first `opening`
    choices uniformly at random from `chance_rng` too (so games between deterministic bots differ), every
    other choice by `bot_for_seat(seat).choose(state, seat)`, its milliseconds appended to
    `ms_for_seat(seat)` when that is given. `seen(state, seat, action)` is told of each bot's choice
    before it is applied (to keep positions, or to check the choice). Returns (state, actions)."""
    actions = 0
    while not state.is_over() and actions < max_actions:
        movers = state.to_move()
        if CHANCE in movers:
            state = state.apply(state.sample_chance(chance_rng), CHANCE)
            continue
        seat = min(movers)  # sealed simultaneous choices are submitted one seat at a time
        if actions < opening:
            action = chance_rng.choice(state.legal_actions(seat))
        else:
            started = time.perf_counter()
            action = bot_for_seat(seat).choose(state, seat)
            if ms_for_seat is not None:
                ms_for_seat(seat).append((time.perf_counter() - started) * 1000.0)
            if seen is not None:
                seen(state, seat, action)
        state = state.apply(action, seat)
        actions += 1
    return state, actions
