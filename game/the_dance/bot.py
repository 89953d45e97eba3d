"""The Dance's AI levels behind make_bot(level, seed): Easy (a beginner who chases the nearest useful
Dancer), Normal (the heuristic player of ai_policy) and Hard (the heuristic in its own measured style,
checked by a search over whole turns in dealt worlds; ai_search; `hard:ismcts` searches with ISMCTS).
Every level's estimate_chance is the fitted evaluation from the seat's view (ai_eval.estimate).

No pygame. A bot reads the state only through observation(seat) and determinize(seat, rng): it
decides from a determinized sample, and the sample is dealt from what its seat has seen alone (see
views.determinize), so the same view and seed always give the same choice.
"""
from __future__ import annotations

import random

from game.ai.bots import Bot, Decision
from game.the_dance import ai_policy as P
from game.the_dance.ai_eval import estimate


class DanceBot(Bot):
    """A level of play. Subclasses decide from one determinized sample of the seat's view."""

    level = "?"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.last = None  # the last SearchResult (the searching level; the hint gauge reads it)

    def choose(self, state, seat: int):
        self.last = None
        d = Decision(self.seed, state, seat)
        if d.ready is not None:
            return d.ready
        legal = d.legal
        action = self.decide(d.sample, seat, legal, d.rng)
        return action if action in legal else legal[-1]

    def decide(self, sample, seat: int, legal: list, rng: random.Random):
        raise NotImplementedError

    def estimate_chance(self, state, seat: int):
        """The fitted evaluation's chance from the seat's view (ai_eval.estimate)."""
        return estimate(state, seat, self.seed)


class BeginnerBot(DanceBot):
    """Easy: walks to the nearest Dancer of a symbol she needs and tries her best Domain on her."""

    level = "easy"

    def decide(self, sample, seat, legal, rng):
        return P.beginner(sample, seat, rng, legal)


class HeuristicBot(DanceBot):
    """Normal: the heuristic player, deterministic for a position."""

    level = "normal"

    def __init__(self, seed: int = 0, style: P.Style = P.NORMAL):
        super().__init__(seed)
        self.style = style

    def decide(self, sample, seat, legal, rng):
        return P.choose(sample, seat, self.style, legal)


def make_bot(level: str, seed: int = 0, engine: str | None = None):
    """The Dance's bot for `level` (easy, normal, hard)."""
    if engine not in (None, "ismcts"):
        raise ValueError(f"The Dance's AI searches turn plans (or with ismcts), not {engine!r}")
    if level == "easy":
        return BeginnerBot(seed)
    if level == "normal":
        return HeuristicBot(seed)
    if level == "hard":
        from game.the_dance.ai_search import HARD, HARD_ISMCTS, SearchingBot
        return SearchingBot(seed, **(HARD_ISMCTS if engine == "ismcts" else HARD))
    raise ValueError(f"unknown The Dance AI level {level!r} (choose from easy, normal, hard)")
