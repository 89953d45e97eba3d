"""An outside Trifoil player: plain UCT Monte Carlo tree search with uniformly random rollouts, as the
textbook (Kocsis & Szepesvari 2006; the shape of OpenSpiel's MCTSBot with its random-rollout evaluator)
has it. A yardstick for our Trifoil levels (`--bots hard,peer:tests.peers.trifoil_uct`).

Shares no code with game/ai or game/trifoil/bot.py: it knows only the State contract (to_move,
legal_actions, apply, is_over, returns, sample_chance). Never imports pygame.

Its budget is counted in simulations (ITERATIONS), never in seconds, so a seed and a position always
give the same move. A turn of Trifoil is one or two actions by the same seat, so every node keeps the
value for the seat that chose the action leading to it (never "the other seat" by alternation).
"""
from __future__ import annotations

import math
import random

from tests.peers.contract import CHANCE, advance_chance, mover, random_playout

ITERATIONS = 2_000  # simulations a move: more than Hard's search takes in time on this machine
UCT_C = 2.0  # OpenSpiel's default exploration constant
ROLLOUT_LIMIT = 400  # a rollout longer than this counts as a split result


class Node:
    __slots__ = ("action", "mover", "children", "visits", "total", "untried")

    def __init__(self, action, mover):
        self.action = action  # the action that led here (None at the root)
        self.mover = mover  # the seat that chose it (whose value `total` sums)
        self.children: list = []
        self.visits = 0
        self.total = 0.0
        self.untried = None  # actions not expanded yet (filled on the first visit)


class UCTBot:
    """make_bot(seed).choose(state, seat): the most visited root action after ITERATIONS simulations."""

    def __init__(self, seed: int = 0, iterations: int = ITERATIONS, uct_c: float = UCT_C):
        self.seed = seed
        self.iterations = iterations
        self.uct_c = uct_c

    def choose(self, state, seat: int):
        if seat == CHANCE:
            return state.sample_chance(random.Random(self.seed))
        rng = random.Random(f"{self.seed}|{state.to_json()}")  # a position and seed fix the move
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        root = Node(None, None)
        for _ in range(self.iterations):
            self._simulate(state, root, rng)
        best = max(root.children, key=lambda c: (c.visits, c.total / max(1, c.visits)))
        return best.action

    def _simulate(self, state, root, rng):
        node, path = root, [root]
        state = advance_chance(state, rng)
        # selection
        while True:
            if state.is_over():
                break
            seat = mover(state)
            if node.untried is None:
                node.untried = list(state.legal_actions(seat))
                rng.shuffle(node.untried)
            if node.untried:
                action = node.untried.pop()
                child = Node(action, seat)
                node.children.append(child)
                state = advance_chance(state.apply(action, seat), rng)
                path.append(child)
                break
            log_n = math.log(node.visits)
            node = max(node.children, key=lambda c: c.total / c.visits + self.uct_c * math.sqrt(log_n / c.visits))
            state = advance_chance(state.apply(node.action, seat), rng)
            path.append(node)
        values = random_playout(state, rng, ROLLOUT_LIMIT)
        for n in path:
            n.visits += 1
            if n.mover is not None:
                n.total += values[n.mover]


def make_bot(seed: int = 0) -> UCTBot:
    return UCTBot(seed)
