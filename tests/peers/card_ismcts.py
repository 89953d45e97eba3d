"""An outside player for the card games (Fancy Dancing, Trifecta, Casino): single-observer information
set MCTS (SO-ISMCTS) as Cowling, Powley & Whitehouse (2012) give it, with uniformly random playouts.
A yardstick for our levels (`--bots hard,peer:tests.peers.card_ismcts`).

Shares no code with game/ai or any game's bot: it knows only the State contract (to_move,
legal_actions, apply, is_over, returns, sample_chance, determinize). Never imports pygame.

The algorithm: one tree keyed by the actions played from the root. Each iteration draws a
determinization of the searching seat's information set, descends choosing among the children
compatible with that determinization by UCB1 with availability counts (an action's exploration term
counts the visits in which it was available), expands one untried action, plays out at random and
backs up each node's value for the seat that chose its action. Chance outcomes are sampled as they come
(open loop). A sealed simultaneous step is taken one seat at a time (as the arena submits it).
The budget is counted in iterations, never seconds: the same seed and view give the same move.
"""
from __future__ import annotations

import json
import math
import random

from tests.peers.contract import CHANCE, advance_chance, mover, random_playout

ITERATIONS = 1_000  # iterations a move: more than Hard's search takes in time in these games
UCB_C = 0.7  # Cowling et al. use 0.7 for rewards in [0, 1]
PLAYOUT_LIMIT = 1_000  # a playout longer than this counts as a split result


class Node:
    __slots__ = ("action", "mover", "children", "visits", "avail", "total")

    def __init__(self, action, mover):
        self.action = action
        self.mover = mover  # the seat that chose `action` (whose value `total` sums)
        self.children: dict = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


def _key(action):
    """A hashable form of an action (lists become tuples), for the children's table."""
    if isinstance(action, list):
        return tuple(_key(a) for a in action)
    return action


class ISMCTSBot:
    """make_bot(seed).choose(state, seat): the most visited root action after ITERATIONS iterations."""

    def __init__(self, seed: int = 0, iterations: int = ITERATIONS, c: float = UCB_C):
        self.seed = seed
        self.iterations = iterations
        self.c = c

    def choose(self, state, seat: int):
        if seat == CHANCE:
            return state.sample_chance(random.Random(self.seed))
        view = json.dumps(state.observation(seat), sort_keys=True, default=str)
        rng = random.Random(f"{self.seed}|{seat}|{view}")  # only what the seat sees, and the seed
        legal = state.determinize(seat, rng).legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        root = Node(None, None)
        for _ in range(self.iterations):
            self._iterate(state.determinize(seat, rng), seat, root, rng)
        by_key = {_key(a): a for a in legal}
        best = max((c for k, c in root.children.items() if k in by_key),
                   key=lambda c: (c.visits, c.total / max(1, c.visits)))
        return by_key[_key(best.action)]

    def _iterate(self, world, seat, root, rng):
        node, path = root, [root]
        state = advance_chance(world, rng)
        first = True
        while not state.is_over():
            actor = seat if first and seat in state.to_move() else mover(state)
            first = False
            legal = state.legal_actions(actor)
            untried = [a for a in legal if _key(a) not in node.children]
            for a in legal:
                child = node.children.get(_key(a))
                if child is not None:
                    child.avail += 1
            if untried:
                action = rng.choice(untried)
                child = node.children[_key(action)] = Node(action, actor)
                path.append(child)
                state = advance_chance(state.apply(action, actor), rng)
                break
            c = self.c
            best, best_score = None, -math.inf
            for a in legal:
                ch = node.children[_key(a)]
                score = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best, best_score = a, score
            node = node.children[_key(best)]
            path.append(node)
            state = advance_chance(state.apply(best, actor), rng)
        values = random_playout(state, rng, PLAYOUT_LIMIT)
        for n in path:
            n.visits += 1
            if n.mover is not None:
                n.total += values[n.mover]


def make_bot(seed: int = 0) -> ISMCTSBot:
    return ISMCTSBot(seed)
