"""Game-independent bots: the uniform random bot (the arena's baseline)."""
from __future__ import annotations

import random

from game.core import CHANCE


class RandomBot:
    """Picks uniformly among the legal actions of its seat."""

    level = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int):
        if seat == CHANCE:
            return state.sample_chance(self.rng)
        view = state.determinize(seat, self.rng)  # a bot only ever sees what its seat may see
        return self.rng.choice(view.legal_actions(seat))
