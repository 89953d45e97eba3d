"""Information-set Monte Carlo tree search (ISMCTS) over the shared State contract, for every
hidden-information game (card hands, sealed simultaneous choices, hidden dice).

Game-agnostic: never imports a game or pygame, and never reads what the searching seat may not see:
every iteration searches a fresh `state.determinize(seat, rng)` sample, and every decision node is
keyed by what its acting seat knows, so no seat's choice in the tree can depend on anything hidden
from that seat (another hand, the deck order, another seat's sealed choice).

How it works (Cowling, Powley & Whitehouse 2012, "Information Set Monte Carlo Tree Search"):
- A node is an information set: the key (acting seat, hooks.info_key(state, seat)). The game's bot
  module supplies a fast key; the fallback is a canonical JSON of `state.observation(seat)`. (A game
  may key the nodes below the root by the searching seat's view instead: hooks.node_key.) Nodes
  live in one table per search, so two determinizations that look alike to the acting seat share
  the node (and its statistics), whatever the hidden cards are.
- Each iteration: draw a determinization, descend choosing among the actions legal in *this*
  determinization by UCB1 with availability counts (an action's exploration term counts the visits
  in which it was available, not the parent's visits), sample chance outcomes with
  `sample_chance(rng)` (open loop), expand one untried action (the game's preferred order first),
  play out with the game's playout policy, and score with `hooks.reward` at the end or
  `hooks.estimate_returns` at the playout cut-off. Every node backs up the value *for its own
  acting seat*, so 1 to 6 seats work, each maximising its own return; in a team game (every seat's
  return equal) all of them maximise the team's.
- A sealed simultaneous step (several seats in `to_move()`) is taken one seat at a time, the
  searching seat first. A later seat's node is keyed by its own information, which does not include
  the sealed choices made before it in the same step (the game's observation never shows them), so
  its statistics pool over those choices and it cannot condition on them. (A tree keyed by actions,
  like game.ai.mcts, would let it see them.) Deterministic UCB is still the wrong rule there: two
  seats choosing at once by UCB fall into lockstep and one learns the other's rhythm, so a choice in
  a sealed step is drawn by regret matching (Lanctot et al. 2013, "Monte Carlo Tree Search in
  Simultaneous Move Games"), and a root decision in a sealed step is drawn from the average
  strategy (a mixed strategy: bluffs and sealed bids must not be predictable).
- Determinism: the RNG comes from the caller (bots seed it from their seed and the observation);
  with an iteration budget the same observation and seed give the same move (given a determinize
  that depends only on the view and the RNG: see Hooks.canonical). The time limit is a
  ceiling in CPU seconds (game.ai.clock) that only a far slower machine meets. Ties go to the earlier action in the game's order.
"""
from __future__ import annotations

import math

from game.ai import clock
from game.ai.mcts import playout
from game.ai.search import Hooks, SearchResult, observation_key  # noqa: F401 (observation_key: re-exported)
from game.core.api import CHANCE


class InfoHooks(Hooks):
    """The hooks a hidden-information game's bot module subclasses. Every question ISMCTS asks
    (info_key, canonical, sealed_step, reward, besides the searches' evaluate, order, key,
    playout_action and estimate_returns) is declared on Hooks with a game-independent default, so
    `ISMCTS(Hooks())` plays any game with uniform playouts; this class names the family."""


class _Edge:
    """One action out of an information set: how often it was tried, how often it was available
    when its node was visited, and the summed value for the node's acting seat."""

    __slots__ = ("visits", "avail", "total")

    def __init__(self):
        self.visits = 0
        self.avail = 1
        self.total = 0.0


class _Sealed:
    """An information set of a seat in a sealed simultaneous step: regret matching over its actions.
    `regret` and `strategy` (the summed strategy, whose average is the mixed strategy to play) are
    keyed by action; `edges` keep visits and values for reporting, as in an ordinary node."""

    __slots__ = ("regret", "strategy", "edges")

    def __init__(self):
        self.regret: dict = {}
        self.strategy: dict = {}
        self.edges: dict = {}

    def policy(self, legal: list) -> list:
        """The regret-matching strategy over `legal` (uniform while no action has positive regret)."""
        positive = [max(self.regret.get(a, 0.0), 0.0) for a in legal]
        total = sum(positive)
        if total <= 0.0:
            return [1.0 / len(legal)] * len(legal)
        return [p / total for p in positive]

    def average(self, legal: list) -> list:
        sums = [self.strategy.get(a, 0.0) for a in legal]
        total = sum(sums)
        if total <= 0.0:
            return [1.0 / len(legal)] * len(legal)
        return [x / total for x in sums]


SEALED_EXPLORATION = 0.15  # share of a sealed choice drawn uniformly, so every action keeps being sampled
SEALED_PURIFY = 0.05  # a root's mixed strategy drops actions played less often than this (search noise)


class ISMCTS:
    """Information-set MCTS with UCB1 + availability counts, per-seat values and open-loop chance.

    Budgets: `max_iterations` (deterministic) and `time_limit` (a ceiling, CPU seconds); the search
    ends early when the most visited root action can no longer be caught within the iterations left. `playout_depth`
    playout steps after the tree, the game's `estimate_returns` is asked (None: play on);
    `playout_limit` steps in all count as a split result (a safety net against endless playouts).
    """

    def __init__(self, hooks: Hooks, time_limit: float = clock.CEILING, max_iterations: int = 10**9,
                 exploration: float = 0.7, playout_depth: int | None = None, playout_limit: int = 1_000,
                 bias: float = 0.0):
        self.hooks = hooks
        # progressive bias (Chaslot et al. 2008): an action's UCB score gains bias * hooks.prior / (visits + 1),
        # so the game's favourite is not overturned by a few noisy playouts; 0 (the default) asks no prior
        self.bias = bias
        self.time_limit = time_limit
        self.max_iterations = max_iterations
        self.exploration = exploration
        self.playout_depth = playout_depth
        self.playout_limit = playout_limit
        self.table: dict = {}  # the last search's nodes: (seat, info key) -> {action: _Edge}
        self._info_key = hooks.info_key
        self._node_key = hooks.node_key
        self._reward = hooks.reward

    def search(self, state, seat: int, rng) -> SearchResult:
        """The best action for `seat` in `state` (which the search reads only through determinize)."""
        started = clock.now()
        deadline = started + self.time_limit
        players = state.num_players
        state = self.hooks.canonical(state, seat)
        first = state.determinize(seat, rng)
        root_actions = list(first.legal_actions(seat))
        if not root_actions:
            raise ValueError("no legal action to search")
        root_key = (seat, self._info_key(first, seat))
        self.table = table = {}
        sealed = self._sealed_seats(first, seat, None)
        root = table[root_key] = _Sealed() if sealed else {}
        if len(root_actions) == 1:
            return SearchResult(root_actions[0], 0.0, 0, 0, clock.now() - started,
                                {root_actions[0]: 0.0}, "forced")
        iterations = 0
        stopped = "iterations"
        world = first
        while iterations < self.max_iterations:
            if iterations and clock.now() > deadline:
                stopped = "time"
                break
            if not sealed and iterations and iterations % 16 == 0 and _decided(root, self.max_iterations - iterations):
                stopped = "decided"  # the most visited move can no longer be caught: the same answer, sooner
                break
            if iterations:
                world = state.determinize(seat, rng)
            iterations += 1
            path: list = []  # (edge, acting seat, sealed node info or None) from the root down
            s = self._descend(world, seat, root, table, path, rng)
            values = self._playout(s, rng, players)
            for edge, mover, regret in path:
                v = values[mover]
                edge.visits += 1
                edge.total += v
                if regret is not None:
                    _regret_update(*regret, v)

        edges = root.edges if sealed else root

        def rank(action):
            edge = edges.get(action)
            if edge is None or not edge.visits:
                return (0, 0.0)
            return (edge.visits, edge.total / edge.visits)

        scores = {a: rank(a)[1] for a in root_actions}
        if sealed:
            best = _draw_mixed(root, root_actions, rng)
        else:
            best = max(root_actions, key=rank)  # max keeps the first of equals: the game's order decides
        return SearchResult(best, scores[best], len(table), iterations, clock.now() - started, scores,
                            stopped)

    def _sealed_seats(self, s, mover, step):
        """The seats of the sealed step `mover` chooses in (a set, `mover` included), or None."""
        answer = self.hooks.sealed_step(s, mover)
        movers = s.to_move()
        if answer is False:
            return None
        if len(movers) > 1:
            return step if step is not None and movers <= step else set(movers)
        if step is not None and mover in step:
            return step  # the last seats of a step see only themselves to move
        return {mover} if answer else None

    def _descend(self, s, seat, root, table, path, rng):
        """Selection down the information-set tree and one expansion; returns where the playout starts."""
        c = self.exploration
        hooks = self.hooks
        at_root = True
        step = None  # the seats still to choose in the current sealed step
        while not s.is_over():
            movers = s.to_move()
            if CHANCE in movers:
                s = s.apply(s.sample_chance(rng), CHANCE)
                step = None
                continue
            # The searching seat acts first in its own (possibly simultaneous) step; after that, seats
            # of a shared step go in seat order, each keyed by its own view only.
            mover = seat if at_root and seat in movers else min(movers)
            step = self._sealed_seats(s, mover, step)
            legal = s.legal_actions(mover)
            if not at_root and len(legal) == 1:
                s = s.apply(legal[0], mover)  # a forced move is no decision: no node
                if step is not None:
                    step = step - {mover} or None
                continue
            if at_root:
                node = root
                at_root = False
            else:
                key = (mover, self._node_key(s, mover, seat))
                node = table.get(key)
                if node is None:
                    node = table[key] = _Sealed() if step is not None else {}
                    if step is not None:
                        # A new sealed node: one draw from it, then the playout (one expansion per iteration).
                        action, edge, regret = _sealed_choice(node, legal, rng)
                        path.append((edge, mover, regret))
                        return s.apply(action, mover)
            if isinstance(node, _Sealed):
                action, edge, regret = _sealed_choice(node, legal, rng)
                path.append((edge, mover, regret))
                s = s.apply(action, mover)
                step = (step - {mover}) or None
                continue
            step = None
            untried = None
            for action in legal:
                edge = node.get(action)
                if edge is None:
                    if untried is None:
                        untried = []
                    untried.append(action)
                else:
                    edge.avail += 1
            if untried is not None:
                # Expand in the game's preferred order, so promising actions get their first look early.
                action = hooks.order(s, untried, mover)[0] if len(untried) > 1 else untried[0]
                edge = node[action] = _Edge()
                path.append((edge, mover, None))
                return s.apply(action, mover)
            best_score, best_action, best_edge = -math.inf, None, None
            prior = hooks.prior(s, legal, mover) if self.bias else None
            for i, action in enumerate(legal):
                edge = node[action]
                score = edge.total / edge.visits + c * math.sqrt(math.log(edge.avail) / edge.visits)
                if prior is not None:
                    score += self.bias * prior[i] / (edge.visits + 1)
                if score > best_score:
                    best_score, best_action, best_edge = score, action, edge
            path.append((best_edge, mover, None))
            s = s.apply(best_action, mover)
        return s

    def _playout(self, s, rng, players):
        return playout(s, self.hooks, rng, players, self.playout_limit, self.playout_depth, self._reward)


def _decided(root: dict, remaining: int) -> bool:
    """Would the root's most visited action stay ahead even if every remaining iteration went to
    the runner-up? (Exact, so stopping then changes nothing but the time spent.)"""
    first = second = 0
    for edge in root.values():
        v = edge.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > remaining


def _sealed_choice(node: _Sealed, legal: list, rng):
    """Draw an action at a sealed node by regret matching with uniform exploration; returns the
    action, its edge and what the backup needs to update the regrets."""
    sigma = node.policy(legal)
    n = len(legal)
    mixed = [(1.0 - SEALED_EXPLORATION) * p + SEALED_EXPLORATION / n for p in sigma]
    strategy = node.strategy
    for a, p in zip(legal, sigma):
        strategy[a] = strategy.get(a, 0.0) + p
    r = rng.random()
    index = n - 1
    for i, p in enumerate(mixed):
        r -= p
        if r < 0.0:
            index = i
            break
    action = legal[index]
    edge = node.edges.get(action)
    if edge is None:
        edge = node.edges[action] = _Edge()
    return action, edge, (node, legal, index, mixed[index])


def _regret_update(node: _Sealed, legal: list, index: int, prob: float, value: float) -> None:
    """Outcome-sampling regret update: the drawn action's value is importance-weighted by the chance
    of drawing it, the others count as zero; each action's regret grows by its estimate minus `value`."""
    regret = node.regret
    chosen = legal[index]
    for a in legal:
        estimate = value / prob if a == chosen else 0.0
        regret[a] = regret.get(a, 0.0) + estimate - value


def _draw_mixed(node: _Sealed, legal: list, rng):
    """A root decision in a sealed step: a draw from the average strategy, without the actions the
    search kept only for exploration."""
    average = node.average(legal)
    kept = [(a, p) for a, p in zip(legal, average) if p >= SEALED_PURIFY] or [(legal[average.index(max(average))], 1.0)]
    total = sum(p for _, p in kept)
    r = rng.random() * total
    for a, p in kept:
        r -= p
        if r < 0.0:
            return a
    return kept[-1][0]
