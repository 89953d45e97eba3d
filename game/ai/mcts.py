"""Monte Carlo tree search (UCT) over the shared State contract, for any game.

Game-agnostic: never imports a game or pygame. Playouts follow the game's Hooks.playout_action. In a
hidden-information game each iteration searches a fresh `determinize` sample in one tree keyed by
actions, counting how often each action was available (single-observer ISMCTS), so the bot never
reads what its seat may not see.
"""
from __future__ import annotations

import math

from game.ai import clock
from game.ai.search import Hooks, SearchResult
from game.core.api import CHANCE


class _Node:
    __slots__ = ("children", "visits", "avail", "total")

    def __init__(self, players: int):
        self.children: dict = {}
        self.visits = 0
        self.avail = 1  # times this action was legal when its parent was visited
        self.total = [0.0] * players  # summed returns per seat of every iteration through here


class MCTS:
    """UCT with per-seat returns (works for any number of seats; each node's chooser maximises its own).

    Budgets in work: `max_iterations`, and `max_steps`, the choices played in all playouts together (a
    game-independent bot cannot know how long a game's playouts are, so it counts them); either makes it
    deterministic for a given rng. `time_limit` is only a ceiling (game.ai.clock). Chance outcomes are
    sampled, not stored (open loop).
    """

    def __init__(self, hooks: Hooks, time_limit: float = clock.CEILING, max_iterations: int = 10**9,
                 exploration: float = 0.7, playout_limit: int = 400, playout_depth: int | None = None,
                 max_steps: int = 10**12):
        self.hooks = hooks
        self.time_limit = time_limit
        self.max_iterations = max_iterations
        self.max_steps = max_steps
        self.exploration = exploration
        self.playout_limit = playout_limit  # a playout longer than this counts as a draw
        self.playout_depth = playout_depth  # after this many playout steps ask hooks.estimate_returns

    def search(self, state, seat: int, rng) -> SearchResult:
        started = clock.now()
        deadline = started + self.time_limit
        players = state.num_players
        hidden = state.game.info.hidden_info
        root = _Node(players)
        root_actions = list(state.determinize(seat, rng).legal_actions(seat))
        if not root_actions:
            raise ValueError("no legal action to search")
        iterations = steps = 0
        while iterations < self.max_iterations and (len(root_actions) > 1 or iterations == 0):
            if iterations and (steps >= self.max_steps or clock.now() > deadline):
                break
            iterations += 1
            s = state.determinize(seat, rng) if hidden else state
            path = [root]
            s = self._descend(s, root, path, rng, players)
            returns, taken = playout_counted(s, self.hooks, rng, players, self.playout_limit, self.playout_depth,
                                             _returns)
            steps += taken + len(path)
            for node in path:
                node.visits += 1
                total = node.total
                for i in range(players):
                    total[i] += returns[i]

        def rank(action):
            child = root.children.get(action)
            if child is None or not child.visits:
                return (0, 0.0)
            return (child.visits, child.total[seat] / child.visits)

        best = max(root_actions, key=rank)  # max keeps the first of equals: deterministic
        child = root.children.get(best)
        value = child.total[seat] / child.visits if child is not None and child.visits else 0.0
        scores = {a: rank(a)[1] for a in root_actions}
        return SearchResult(best, value, iterations, iterations, clock.now() - started, scores)

    def _descend(self, s, node, path, rng, players):
        """Selection and one expansion; returns the state where the playout starts."""
        c = self.exploration
        while not s.is_over():
            movers = s.to_move()
            if CHANCE in movers:
                s = s.apply(s.sample_chance(rng), CHANCE)
                continue
            mover = min(movers)
            legal = s.legal_actions(mover)
            children = node.children
            fresh = None
            for action in legal:
                child = children.get(action)
                if child is None:
                    if fresh is None:
                        fresh = action
                else:
                    child.avail += 1
            if fresh is not None:
                # Expand in the game's preferred order, so promising actions get their first look early.
                untried = [a for a in legal if a not in children]
                fresh = self.hooks.order(s, untried, mover)[0] if len(untried) > 1 else untried[0]
                child = children[fresh] = _Node(players)
                path.append(child)
                return s.apply(fresh, mover)
            best_score, best_action = -math.inf, None
            for action in legal:
                child = children[action]
                score = child.total[mover] / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                if score > best_score:
                    best_score, best_action = score, action
            node = children[best_action]
            path.append(node)
            s = s.apply(best_action, mover)
        return s


def _returns(s):
    return s.returns()


def playout(s, hooks: Hooks, rng, players: int, limit: int, depth: int | None, reward) -> list[float]:
    """Play `s` on with `hooks.playout_action` (chance from `rng`) and value the end with `reward(s)`;
    after `limit` choices it is a tie, and after `depth` choices the hooks' estimate ends it early.
    Chance outcomes do not count as choices."""
    return playout_counted(s, hooks, rng, players, limit, depth, reward)[0]


def playout_counted(s, hooks: Hooks, rng, players: int, limit: int, depth: int | None, reward) -> tuple:
    """playout(), and how many choices it made: (values, choices)."""
    steps = 0
    while not s.is_over():
        if steps >= limit:
            return [1.0 / players] * players, steps
        if depth is not None and steps >= depth:
            estimate = hooks.estimate_returns(s)
            if estimate is not None:
                return estimate, steps
        movers = s.to_move()
        if CHANCE in movers:
            s = s.apply(s.sample_chance(rng), CHANCE)
            continue
        mover = min(movers)
        s = s.apply(hooks.playout_action(s, mover, rng), mover)
        steps += 1
    return reward(s), steps
