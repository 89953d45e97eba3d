"""Game-independent bots: the uniform random bot (the arena's baseline) and the searching bot that a
game's bot module configures per level.

Never imports pygame or a game. A bot sees only `observation(seat)` (to seed itself) and
`determinize(seat, rng)` (to search): never the hidden parts of the state it is handed.
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass

from game.ai import clock
from game.ai.ismcts import ISMCTS
from game.ai.mcts import MCTS
from game.ai.search import PROVEN, AlphaBeta, Hooks
from game.core import CHANCE

ENGINES = ("alphabeta", "mcts", "ismcts")  # ismcts: information sets, for hidden information


def decision_rng(seed: int, state, seat: int) -> random.Random:
    """An RNG fixed by the bot's seed and what `seat` sees, so the same position and seed always give
    the same move, however many moves the bot has made before (the UI worker reuses bots)."""
    view = json.dumps(state.observation(seat), sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.blake2b(f"{seed}|{seat}|{view}".encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


@dataclass(frozen=True)
class Estimate:
    """A bot's own estimate of a seat's chance to win: `value` in [0, 1] (draws count half, as in
    returns()), `proven` when it is exact (a solved endgame), `samples` how many playouts or search
    iterations stand behind it."""

    value: float
    proven: bool = False
    samples: int = 0


class Bot:
    """What every bot declares. `choose` picks a legal action for `seat` from what that seat may see;
    `estimate_chance` may give the seat's chance to win from the same view (None: the shared estimator
    in game.ai.odds decides). A game's bot module subclasses this."""

    level = "?"

    def choose(self, state, seat: int):
        raise NotImplementedError

    def estimate_chance(self, state, seat: int) -> Estimate | None:
        """The seat's chance to win in `state`, read only through observation and determinize, or None
        when this bot has no better estimate than the shared one."""
        return None

    def odds_hooks(self) -> Hooks:
        """The playout policy the shared estimator (game.ai.odds) plays the real game with: hooks whose
        playout_action, canonical and (for a proof) evaluate and order work on the game's own states.
        Default: uniform playouts."""
        return Hooks()


class Decision:
    """The first steps every bot takes on a decision: its RNG (see decision_rng), one determinization of
    what `seat` knows and that seat's legal actions there. `ready` is the answer when there is nothing to
    think about (a chance outcome to sample, or a single legal action), else None."""

    __slots__ = ("rng", "sample", "legal", "ready")

    def __init__(self, seed: int, state, seat: int, rng: random.Random | None = None):
        self.rng = rng = rng or decision_rng(seed, state, seat)
        self.sample, self.legal, self.ready = None, [], None
        if seat == CHANCE:
            self.ready = state.sample_chance(rng)
            return
        self.sample = state.determinize(seat, rng)  # a bot only ever sees what its seat may see
        self.legal = self.sample.legal_actions(seat)
        if not self.legal:
            raise ValueError(f"seat {seat} has no legal action now")
        if len(self.legal) == 1:
            self.ready = self.legal[0]


class RandomBot(Bot):
    """Picks uniformly among the legal actions of its seat."""

    level = "random"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, state, seat: int):
        d = Decision(self.seed, state, seat)
        return d.ready if d.ready is not None else d.rng.choice(d.legal)


class SearchBot(Bot):
    """A level of play: an engine (alpha-beta, MCTS or ISMCTS) with budgets, plus a beginner's flaws.

    `blunder` is the chance of a uniformly random move; `noise` (points of the game's evaluation)
    blurs alpha-beta's judgement of the root moves, so a weak level prefers a plausible move to the
    best one. Both draw from the decision RNG, so they are as deterministic as the search.
    """

    def __init__(self, level: str, seed: int, hooks: Hooks, engine: str = "alphabeta",
                 time_limit: float = clock.CEILING, max_nodes: int = 10**9, max_depth: int = 64, noise: float = 0.0, blunder: float = 0.0,
                 exploration: float = 0.7, playout_depth: int | None = None, max_steps: int = 10**12):
        if engine not in ENGINES:
            raise ValueError(f"unknown search engine {engine!r} (choose from {', '.join(ENGINES)})")
        self.level = level
        self.seed = seed
        self.hooks = hooks
        self.engine = engine
        self.noise = noise
        self.blunder = blunder
        if engine == "alphabeta":
            self.search = AlphaBeta(hooks, time_limit=time_limit, max_nodes=max_nodes, max_depth=max_depth,
                                    full_root_window=noise > 0)
        elif engine == "ismcts":
            self.search = ISMCTS(hooks, time_limit=time_limit, max_iterations=max_nodes,
                                 exploration=exploration, playout_depth=playout_depth)
        else:
            self.search = MCTS(hooks, time_limit=time_limit, max_iterations=max_nodes,
                               exploration=exploration, playout_depth=playout_depth, max_steps=max_steps)
        self.last = None  # the last SearchResult (for the arena and tests)
        self._searched = None  # (state, seat) that `last` answered

    def odds_hooks(self) -> Hooks:
        return self.hooks

    def estimate_chance(self, state, seat: int) -> Estimate | None:
        """Certain when this bot's last alpha-beta search, on this very state, proved the result in a
        game with neither chance nor hidden information (a proof over one determinization is none)."""
        last, info = self.last, state.game.info
        searched = self._searched
        if (last is None or self.engine != "alphabeta" or searched is None or searched[0] is not state
                or searched[1] != seat
                or info.chance or info.hidden_info or abs(last.value) < PROVEN):
            return None
        return Estimate(1.0 if last.value > 0 else 0.0, proven=True, samples=last.nodes)

    def choose(self, state, seat: int):
        self.last = None
        self._searched = (state, seat)
        d = Decision(self.seed, state, seat)
        if d.ready is not None:
            return d.ready
        rng, view, legal = d.rng, d.sample, d.legal
        if self.blunder and rng.random() < self.blunder:
            return rng.choice(legal)
        if self.engine in ("mcts", "ismcts"):  # both read the state only through determinize
            self.last = self.search.search(state, seat, rng)
            return self.last.action
        self.last = result = self.search.search(view, seat)
        if self.noise and result.scores:
            # Judge each root move by its exact score plus a blur; proven wins and losses stay obvious.
            best = max(result.scores, key=lambda a: result.scores[a] + rng.gauss(0.0, self.noise))
            return best
        return result.action


# Levels for a game that brings no heuristics of its own (or before its bot module is written): MCTS
# over `determinize` samples with uniform playouts. A game's bot module may start from these too.
# Budgets in work: iterations, and the choices played in all playouts together (a generic bot does not
# know how long a game's playouts are); the time limit is game.ai.clock's ceiling.
GENERIC_LEVELS = {
    "easy": dict(engine="mcts", max_nodes=150, max_steps=3_000, blunder=0.15),
    "normal": dict(engine="mcts", max_nodes=1_500, max_steps=12_000),
    "hard": dict(engine="mcts", max_nodes=4_000, max_steps=30_000),
}


def generic_bot(level: str, seed: int = 0, engine: str | None = None, hooks: Hooks | None = None) -> SearchBot:
    """A searching bot that needs nothing from the game but the State contract."""
    try:
        settings = dict(GENERIC_LEVELS[level])
    except KeyError:
        raise ValueError(f"unknown AI level {level!r} (choose from {', '.join(GENERIC_LEVELS)})") from None
    if engine:
        settings["engine"] = engine
    return SearchBot(level, seed, hooks or Hooks(), **settings)
