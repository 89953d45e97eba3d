"""A seat's chance to win, from what that seat may see: the Hard search's root value when it is one, else
a short batch of playouts from determinizations of the seat's view.

No pygame, never imports a game: a game's playout policy comes from its bot's hooks. Never reads the
hidden parts of a state: playouts start from `determinize(seat, rng)` samples, and the RNG is seeded
from the seat's observation, so the same view gives the same estimate (exactly so when the game's hooks
offer `canonical`, the form ISMCTS searches from; within sampling noise otherwise).
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from game.ai.bots import SearchBot, decision_rng
from game.ai.mcts import playout
from game.ai.search import PROVEN, Hooks

PLAYOUT_SECONDS = 0.25  # the gauge's batch of playouts: a few hundred in every game so far
MAX_PLAYOUTS = 400  # enough for a gauge shown to the nearest per cent (sampling error about 2.5 points)
MIN_PLAYOUTS = 24  # a slow game still gets this many, whatever the clock says
PLAYOUT_LIMIT = 1_500  # choices in one playout before it counts as a split result


@dataclass(frozen=True)
class Chance:
    """`value`: the seat's chance to win in [0, 1] (draws count half, as in returns()); `source`:
    "search" (the Hard search's root value), "proven" (alpha-beta proved the result) or "playouts";
    `playouts`: how many were played."""

    value: float
    source: str
    playouts: int = 0

    @property
    def percent(self) -> int:
        return int(round(100.0 * self.value))


def clamp(value: float) -> float:
    return 0.0 if value != value else max(0.0, min(1.0, float(value)))  # NaN counts as nothing


def playout_hooks(bot) -> Hooks:
    """The playout policy of the game's searching bot (its heuristics), or uniform playouts for a bot
    that searches something other than the game itself."""
    hooks = getattr(bot, "hooks", None) if isinstance(bot, SearchBot) else None
    return hooks if isinstance(hooks, Hooks) else Hooks()


def from_playouts(state, seat: int, hooks: Hooks | None = None, seed: int = 0,
                  seconds: float = PLAYOUT_SECONDS, max_playouts: int = MAX_PLAYOUTS):
    """(mean return of `seat`, playouts, whether the hooks' reward agreed with returns() on every finished
    game reached) over playouts from determinizations of the seat's view."""
    hooks = hooks or Hooks()
    rng = decision_rng(seed, state, seat)
    canonical = getattr(hooks, "canonical", None)
    start = canonical(state, seat) if canonical is not None else state
    reward = getattr(hooks, "reward", None)
    players = state.num_players
    deadline = time.perf_counter() + seconds
    total, n, agreed = 0.0, 0, True
    while n < max_playouts and (n < MIN_PLAYOUTS or time.perf_counter() < deadline):
        world = start.determinize(seat, rng)
        ends = []

        def returns_of(s):
            ends.append(s)
            return s.returns()

        values = playout(world, hooks, rng, players, PLAYOUT_LIMIT, None, returns_of)
        total += values[seat]
        n += 1
        if agreed and reward is not None and ends:
            agreed = tuple(reward(ends[0])) == tuple(ends[0].returns())
    return total / n, n, agreed


def chance_of(bot, state, seat: int, seed: int = 0, seconds: float = PLAYOUT_SECONDS) -> Chance:
    """The seat's chance to win after `bot.choose(state, seat)` has just run (its search, if any, is read
    from `bot.last`): a proven alpha-beta result, else the root value of an MCTS/ISMCTS search over the
    game itself whose finished games are valued by their returns, else the playouts' mean."""
    if state.is_over():
        return Chance(clamp(state.returns()[seat]), "proven")
    last = getattr(bot, "last", None)
    engine = getattr(bot, "engine", "") if isinstance(bot, SearchBot) else ""
    if last is not None and engine == "alphabeta" and abs(last.value) >= PROVEN:
        return Chance(1.0 if last.value > 0 else 0.0, "proven")
    mean, n, agreed = from_playouts(state, seat, playout_hooks(bot), seed, seconds)
    if last is not None and engine in ("mcts", "ismcts") and agreed and last.nodes:
        return Chance(clamp(last.value), "search", n)
    return Chance(clamp(mean), "playouts", n)

