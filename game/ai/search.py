"""Alpha-beta search with iterative deepening over the shared State contract, for any game.

Game-agnostic: never imports a game or pygame. A game lends its knowledge through a Hooks object
(evaluation, move ordering, transposition key). Max or min is decided by the mover of each node,
never by alternation, because one seat may act several times in a row (a Trifoil turn is 1-2 actions).
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from game.ai import clock
from game.core.api import CHANCE

WIN = 100_000.0  # a won terminal scores WIN - plies, so nearer wins are preferred
PROVEN = WIN - 1_000.0  # scores beyond this are proven wins or losses, not heuristic guesses
EXACT, LOWER, UPPER = 0, 1, 2


class Hooks:
    """What a game supplies to the searches and the odds. Every method has a neutral default, so a
    search asks each question directly (no optional hook is looked up by name)."""

    def evaluate(self, state, seat: int) -> float:
        """How good a non-terminal `state` is for `seat`, in points well inside (-1000, 1000)."""
        return 0.0

    def order(self, state, actions: list, mover: int) -> list:
        """`actions` best first for `mover` (cheap: called at every interior node)."""
        return actions

    def key(self, state):
        """A hashable key for the transposition table, or None to disable it."""
        return None

    def playout_action(self, state, mover: int, rng):
        """The action a playout takes for `mover` (MCTS). Default: uniform among the legal ones."""
        return rng.choice(state.legal_actions(mover))

    def estimate_returns(self, state) -> tuple | None:
        """Per-seat expected returns for a playout cut off at `state`, or None to play on."""
        return None

    def prior(self, state, actions: list, mover: int) -> list | None:
        """How much the game's own judgement favours each of `actions` (0..1, in their order), for an
        ISMCTS built with a progressive bias (asked only then); None: no favourite."""
        return None

    # --- the questions of the information-set search (game.ai.ismcts) and the odds (game.ai.odds) ---
    def info_key(self, state, seat: int):
        """A hashable key equal for two states exactly when `seat` can tell them apart by nothing it
        sees (its observation). Default: a digest of the canonical JSON of the observation; a game
        should give a cheaper tuple built only from the seat's own cards and public facts."""
        return observation_key(state, seat)

    def node_key(self, state, mover: int, seat: int):
        """The key of `mover`'s decision node below the root of a search for `seat`. Default: what the
        mover knows (info_key(state, mover)), so each seat's node pools the worlds that look alike to
        it. A game may answer with what the searching seat knows instead (single-observer ISMCTS,
        Cowling, Powley & Whitehouse 2012): when the other seats' keys hold their hidden cards, every
        sampled world makes them a fresh node and the tree stays flat below the root; keyed by the
        searcher's view, their nodes pool over worlds, and their choices, which still come from each
        world's cards, are weighed by availability counts. Either way no node depends on what the
        searching seat cannot see."""
        return self.info_key(state, mover)

    def canonical(self, state, seat: int):
        """`state` with what `seat` cannot see put in a fixed order (default: `state` itself). The
        searches and the odds determinize from this form, so the worlds they explore depend only on
        the seat's view and the seed. Needed when a game's determinize shuffles the hidden cards
        starting from their true order: the worlds are then fairly drawn, but which ones a given seed
        draws still depends on that order."""
        return state

    def sealed_step(self, state, seat: int) -> bool | None:
        """Is `seat`'s choice now part of a sealed simultaneous step? None (the default): the search
        infers it from `to_move()` (several seats at once, and the seats left of that step). A game
        should answer when it can, because a seat asked after the others have sealed sees only
        itself in `to_move()`."""
        return None

    def reward(self, state) -> tuple:
        """Per-seat values of a finished game, in [0, 1], for the searches. Default: `returns()`. A game
        may score differently (e.g. Accolades in an endurance game, where the return is only won or
        lost); the odds always count `returns()`, the game's own result."""
        return state.returns()


def observation_key(state, seat: int) -> bytes:
    """The generic information-set key: what `seat` observes, as a short digest of canonical JSON."""
    view = json.dumps(state.observation(seat), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.blake2b(view.encode(), digest_size=12).digest()


def terminal_value(state, seat: int) -> float:
    """+1 win, -1 loss, 0 draw for `seat`, as the margin over the best other seat (paranoid view)."""
    ret = state.returns()
    mine = ret[seat]
    if len(ret) == 1:  # a solitaire game: a full return is a win, nothing a loss
        return 1.0 if mine >= 1.0 else -1.0 if mine <= 0.0 else 0.0
    others = max(r for i, r in enumerate(ret) if i != seat)
    if mine > others:
        return 1.0
    if mine < others:
        return -1.0
    return 0.0


class _Stop(Exception):
    """The node or time budget ran out in the middle of an iteration."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass
class SearchResult:
    action: object
    value: float
    depth: int  # the last depth fully (or usefully partly) searched
    nodes: int
    seconds: float
    scores: dict  # action -> value at `depth` (exact only with a full root window)
    stopped: str = ""  # why the search ended: nodes, time, depth, proven, solved or forced


class AlphaBeta:
    """Iterative-deepening alpha-beta (fail-soft) with a transposition table, killer moves and the
    history heuristic on top of the game's own move order.

    Budgets: `max_nodes` makes the search deterministic (same state, same move); `time_limit` is a
    ceiling in CPU seconds (game.ai.clock) that only a far slower machine meets (a busy one gives the
    search the same CPU seconds, so the same move). For two players this is plain minimax; with
    more seats it is paranoid (every other seat minimises the root seat's value).
    """

    def __init__(self, hooks: Hooks, time_limit: float = clock.CEILING, max_nodes: int = 10**9, max_depth: int = 64,
                 full_root_window: bool = False, use_tt: bool = True):
        self.hooks = hooks
        self.time_limit = time_limit
        self.max_nodes = max_nodes
        self.max_depth = max_depth
        self.full_root_window = full_root_window  # exact score of every root move (for noisy levels)
        self.use_tt = use_tt

    # --- the root ---------------------------------------------------------------------------------
    def search(self, state, seat: int) -> SearchResult:
        started = clock.now()
        self._deadline = started + self.time_limit
        self._seat = seat
        self._nodes = 0
        self._tt: dict = {}
        self._killers: dict = {}
        self._history: dict = {}
        actions = self.hooks.order(state, list(state.legal_actions(seat)), seat)
        if not actions:
            raise ValueError("no legal action to search")
        best, best_value, done_depth, scores = actions[0], 0.0, 0, {}
        if len(actions) == 1:
            return SearchResult(best, 0.0, 0, 0, clock.now() - started, {best: 0.0}, "forced")
        stopped = "depth"
        for depth in range(1, self.max_depth + 1):
            completed: dict = {}
            self._guesses = 0
            try:
                value, action = self._root(state, actions, depth, completed)
            except _Stop as stop:
                stopped = stop.reason
                # Moves finished at this depth are comparable with each other only if the previous best
                # (searched first) is among them: then the best finished one is a true improvement.
                if actions[0] in completed:
                    action = max(completed, key=lambda a: (completed[a], -actions.index(a)))
                    best, best_value, scores = action, completed[action], completed
                break
            best, best_value, done_depth, scores = action, value, depth, completed
            actions.remove(action)
            actions.insert(0, action)
            if abs(value) >= PROVEN:
                stopped = "proven"  # a forced result: deeper search cannot change it
                break
            if not self._guesses:
                stopped = "solved"  # every line reached the end of the game: the values are exact
                break
        return SearchResult(best, best_value, done_depth, self._nodes, clock.now() - started, scores,
                            stopped)

    def _root(self, state, actions, depth, completed):
        alpha, beta = -WIN - 1, WIN + 1
        best_value, best = -WIN - 2, actions[0]
        for action in actions:
            child = state.apply(action, self._seat)
            window_alpha = -WIN - 1 if self.full_root_window else alpha
            value = self._value(child, depth - 1, window_alpha, beta, 1)
            completed[action] = value
            if value > best_value:  # strict: ties keep the earlier (better ordered) move
                best_value, best = value, action
                alpha = max(alpha, value)
        return best_value, best

    # --- the tree ---------------------------------------------------------------------------------
    def _value(self, state, depth: int, alpha: float, beta: float, ply: int) -> float:
        self._nodes += 1
        if self._nodes >= self.max_nodes:
            raise _Stop("nodes")
        if self._nodes & 31 == 0 and clock.now() > self._deadline:
            raise _Stop("time")
        if state.is_over():
            v = terminal_value(state, self._seat)
            return v * (WIN - ply) if v else 0.0
        movers = state.to_move()
        if depth <= 0 or len(movers) != 1 or CHANCE in movers:
            # Chance and simultaneous nodes are judged statically: this search is for games without them.
            self._guesses += 1
            return self.hooks.evaluate(state, self._seat)
        mover = next(iter(movers))
        maximise = mover == self._seat

        key = self.hooks.key(state) if self.use_tt else None
        tt_move = None
        if key is not None:
            entry = self._tt.get(key)
            if entry is not None:
                e_depth, e_value, e_flag, tt_move, e_guessed = entry
                if e_depth >= depth:
                    e_value = _from_tt(e_value, ply)
                    if e_flag == EXACT or (e_flag == LOWER and e_value >= beta) \
                            or (e_flag == UPPER and e_value <= alpha):
                        self._guesses += e_guessed
                        return e_value

        actions = self._ordered(state, mover, tt_move, ply)
        a0, b0 = alpha, beta
        guesses_before = self._guesses
        best_action = actions[0]
        if maximise:
            best = -WIN - 2
            for action in actions:
                v = self._value(state.apply(action, mover), depth - 1, alpha, beta, ply + 1)
                if v > best:
                    best, best_action = v, action
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            self._reward(mover, action, depth, ply)
                            break
        else:
            best = WIN + 2
            for action in actions:
                v = self._value(state.apply(action, mover), depth - 1, alpha, beta, ply + 1)
                if v < best:
                    best, best_action = v, action
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            self._reward(mover, action, depth, ply)
                            break
        if key is not None:
            flag = EXACT
            if best <= a0:
                flag = UPPER
            elif best >= b0:
                flag = LOWER
            guessed = 1 if self._guesses > guesses_before else 0  # did a heuristic value feed this one?
            self._tt[key] = (depth, _to_tt(best, ply), flag, best_action, guessed)
        return best

    def _ordered(self, state, mover, tt_move, ply) -> list:
        """The game's order, then history-heuristic favourites, then killers, then the TT move first."""
        actions = self.hooks.order(state, list(state.legal_actions(mover)), mover)
        history = self._history
        if history:
            # stable: the game's order breaks ties, so the result is deterministic
            actions.sort(key=lambda a: -history.get((mover, a), 0))
        front = []
        if tt_move is not None and tt_move in actions:
            front.append(tt_move)
        for killer in self._killers.get((ply, mover), ()):
            if killer not in front and killer in actions:
                front.append(killer)
        if front:
            actions = front + [a for a in actions if a not in front]
        return actions

    def _reward(self, mover: int, action, depth: int, ply: int) -> None:
        """A cutoff: remember the action as a killer at this ply and in the mover's history."""
        key = (mover, action)
        self._history[key] = self._history.get(key, 0) + depth * depth
        killers = self._killers.setdefault((ply, mover), [])
        if action not in killers:
            killers.insert(0, action)
            del killers[2:]


def _to_tt(value: float, ply: int) -> float:
    """Proven scores are stored relative to the node, so they stay right when reached by another path."""
    if value >= PROVEN:
        return value + ply
    if value <= -PROVEN:
        return value - ply
    return value


def _from_tt(value: float, ply: int) -> float:
    if value >= PROVEN:
        return value - ply
    if value <= -PROVEN:
        return value + ply
    return value
