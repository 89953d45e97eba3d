"""Trifecta's AI levels: Easy (a beginner's rules of thumb), Normal (the heuristic player of ai_policy) and
Hard (information-set search with the heuristic player in its playouts), behind make_bot(level, seed).

No pygame. A bot reads the state only through observation(seat) and determinize(seat, rng), after
forgetting the sealed choices other seats have already made this step, so its choice is the same
whether it is asked first or last, and whatever the others chose.
"""
from __future__ import annotations

import hashlib
import json
import random

from game.core import CHANCE
from game.trifecta import ai_policy as P
from game.trifecta.ai_view import BLIND, FREE, VALUES_OF, view
from game.trifecta.rules import ANTE, BID, GAME, IN, INOUT, OUT

# Parts of an observation that say who has already chosen in the current step: left out of the seed
# of a decision, as a sealed choice must not depend on the order in which seats are asked.
_ORDER_KEYS = ("waiting_for", "chosen")


def before_others_choose(state, seat: int):
    """`state` as it was before other seats made their sealed choices of this step (their choices are
    secrets; keeping them, even resampled, would make a choice depend on who was asked first)."""
    pending = [(s, a) for s, a in state.pending if s == seat]
    if len(pending) == len(state.pending):
        return state
    data = state.to_json()
    data["pending"] = [[s, state.action_to_str(a)] for s, a in pending]
    return GAME.from_json(data)


def decision_rng(seed: int, state, seat: int) -> random.Random:
    """An RNG fixed by the bot's seed and what the seat sees (not by who has chosen already)."""
    seen = state.observation(seat)
    for key in _ORDER_KEYS:
        seen.pop(key, None)
    text = json.dumps(seen, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.blake2b(f"{seed}|{seat}|{text}".encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


class TrifectaBot:
    """A level of play. Subclasses decide from a determinized state (one sample of what the seat cannot
    see) with decide(); choose() handles chance, forced choices and the order of sealed choices."""

    level = "?"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, state, seat: int):
        if seat == CHANCE:
            return state.sample_chance(random.Random(self.seed))
        state = before_others_choose(state, seat)
        rng = decision_rng(self.seed, state, seat)
        sample = state.determinize(seat, rng)
        legal = sample.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no Trifecta choice now")
        if len(legal) == 1:
            return legal[0]
        action = self.decide(state, sample, seat, rng)
        return action if action in legal else legal[0]

    def decide(self, state, sample, seat: int, rng: random.Random):
        raise NotImplementedError


class HeuristicBot(TrifectaBot):
    """Normal: the heuristic player of ai_policy, deterministic for a position."""

    level = "normal"

    def __init__(self, seed: int = 0, style: P.Style = P.NORMAL):
        super().__init__(seed)
        self.style = style

    def decide(self, state, sample, seat, rng):
        return P.choose(sample, seat, self.style)


class BeginnerBot(TrifectaBot):
    """Easy: plays its strong values and pays with Singles, but bids every match it holds, stays out of a
    Free round it cannot contest, guesses on Blind rounds and never counts what it needs to survive."""

    level = "easy"

    def decide(self, state, sample, seat, rng):
        v = view(sample, seat)
        phase = sample.phase
        if phase == INOUT:
            if v.segment == BLIND:
                return IN if rng.random() < 0.4 else OUT
            held = v.mine[v.goal]
            if v.segment == FREE:
                return IN if held >= 1 else OUT
            return IN if held >= 2 else OUT
        if phase == ANTE:
            # a card with one value and, if the goal is known, not one that matches it
            def plainness(card):
                matches = v.goal is not None and v.goal in VALUES_OF[card]
                return (matches, len(VALUES_OF[card]), rng.random())
            return ("ante", min(v.hand, key=plainness))
        if phase == BID:
            return ("play", tuple(P.matching_cards(v.hand, v.goal)))
        raise ValueError(f"no Trifecta choice in phase {phase!r}")


def make_bot(level: str, seed: int = 0, engine: str | None = None):
    """The Trifecta bot for `level` (easy, normal, hard)."""
    if level == "easy":
        return BeginnerBot(seed)
    if level == "normal":
        return HeuristicBot(seed)
    if level == "hard":  # the heuristic player until the information-set search is wired in
        return HeuristicBot(seed)
    raise ValueError(f"unknown Trifecta AI level {level!r} (choose from easy, normal, hard)")
