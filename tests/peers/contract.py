"""What the outside players share: the State contract's chance seat and uniformly random playouts.
Knows only the contract (to_move, legal_actions, apply, is_over, returns, sample_chance); shares no
code with game/ai or any game's bot, so the peers stay independent yardsticks. Never imports pygame."""
from __future__ import annotations

import random

CHANCE = -1  # the contract's chance seat


def mover(state) -> int:
    """Who acts now: chance first, else the lowest seat to move (a sealed simultaneous step is taken
    one seat at a time, as the arena submits it)."""
    movers = state.to_move()
    return CHANCE if CHANCE in movers else min(movers)


def advance_chance(state, rng):
    """The state after every pending chance outcome, each sampled."""
    while not state.is_over() and CHANCE in state.to_move():
        state = state.apply(state.sample_chance(rng), CHANCE)
    return state


def random_playout(state, rng, limit: int) -> list[float]:
    """Uniformly random actions to the end; each seat's return. A playout longer than `limit` actions
    counts as a split result."""
    steps = 0
    while not state.is_over():
        seat = mover(state)
        if seat == CHANCE:
            state = state.apply(state.sample_chance(rng), CHANCE)
            continue
        if steps >= limit:
            n = state.num_players
            return [1.0 / n] * n
        state = state.apply(rng.choice(state.legal_actions(seat)), seat)
        steps += 1
    return list(state.returns())


class Peer:
    """The shape of an outside player, make_bot(seed).choose(state, seat): chance outcomes drawn from the
    seed, every other choice the player's own decide(state, seat)."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, state, seat: int):
        if seat == CHANCE:
            return state.sample_chance(random.Random(self.seed))
        return self.decide(state, seat)

    def decide(self, state, seat: int):
        raise NotImplementedError("an outside player decides for itself")
