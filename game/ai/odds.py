"""A seat's chance to win, from what that seat may see: the bot's own estimate when it has one
(Bot.estimate_chance), else the shared estimator here, which every game can use.

The shared estimator, built to be trusted rather than merely quick:
- stochastic playouts: the game's playout policy (its bot's hooks) with a share EPSILON of the choices
  taken uniformly at random, so a batch explores many lines instead of replaying one;
- a budget counted in work (PLAYOUT_STEPS choices over the batch, at least MIN_PLAYOUTS and at most
  MAX_PLAYOUTS playouts), with a time ceiling that only a far slower machine reaches, so the same view
  and seed give the same estimate on a busy machine and a quiet one;
- calibrated: the playouts' mean is mapped through the game's calibration (a Platt map fitted to
  self-play outcomes by tools/fit_odds_calibration.py, kept in levels/<game>/odds_calibration.json), and
  even without one it is shrunk towards an even chance, so it is never 0% or 100%;
- proven results only where they are proven: a finished game, a bot's proven estimate, or, in a game
  with neither chance nor hidden information, a small alpha-beta search that proves a forced result
  (when it proves nothing, its heuristic value is a second input of the calibration map).

A game may fit a model of its own instead (levels/<game>/odds_model.json, tools/fit_odds_model.py): a
logistic model over cheap features of the seat's view, often with the playouts' logit at a small budget
(playout_logit), bent by a fitted monotone map (game.ai.odds_map), which its bot's estimate_chance
evaluates with model_chance (Fancy Dancing, Trifecta).

No pygame, never imports a game: the playout policy comes from the bot (Bot.odds_hooks), the map from
levels/. Never reads the hidden parts of a state: playouts start from `determinize(seat, rng)` samples of
the hooks' canonical form, and the RNG is seeded from the seat's observation.
"""
from __future__ import annotations

import logging
import math
import random
from dataclasses import dataclass
from functools import lru_cache

from game.ai import clock
from game.ai.bots import Bot, Estimate, decision_rng
from game.ai.odds_map import UNPROVEN  # an estimate that is not proven stays inside this (never 0% or 100%)
from game.ai.odds_map import Monotone
from game.ai.search import PROVEN, AlphaBeta, Hooks
from game.core.api import CHANCE
from game.core.resources import levels_dir, load_level

log = logging.getLogger(__name__)

PLAYOUT_STEPS = 12_000  # choices played over one estimate's batch (the work budget)
MIN_PLAYOUTS = 24  # a long game still gets this many, whatever the step budget says
MAX_PLAYOUTS = 240  # enough for a gauge shown to the nearest per cent (sampling error about 3 points)
PLAYOUT_LIMIT = 1_500  # choices in one playout before it counts as a split result
EPSILON = 0.2  # share of playout choices taken uniformly at random (stochastic playouts)
CEILING_SECONDS = clock.CEILING  # a ceiling for a far slower machine; the budgets above end a batch
PROOF_NODES = 3_000  # the alpha-beta proof's node budget (perfect-information games only)
CALIBRATION = "odds_calibration"  # levels/<game>/odds_calibration.json


@dataclass(frozen=True)
class Chance:
    """`value`: the seat's chance to win in [0, 1] (draws count half, as in returns()); `source`:
    "proven" (a finished game or a proof), "bot" (the bot's own estimate) or "playouts" (the shared
    estimator); `playouts`: how many playouts or search iterations stand behind it; `raw`: the shared
    estimator's smoothed playout mean before its calibration map (None when it was not used; what
    tools/fit_odds_calibration.py fits the map to); `search`: the small alpha-beta search's value in
    hundreds of the game's evaluation points (perfect-information games only, else None)."""

    value: float
    source: str
    playouts: int = 0
    raw: float | None = None
    search: float | None = None

    @property
    def percent(self) -> int:
        return int(round(100.0 * self.value))


def clamp(value: float) -> float:
    return 0.0 if value != value else max(0.0, min(1.0, float(value)))  # NaN counts as nothing


def unproven(value: float) -> float:
    """An estimate that is no proof, kept inside UNPROVEN."""
    return min(UNPROVEN[1], max(UNPROVEN[0], clamp(value)))


# --- the calibration map ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Calibration:
    """p = sigmoid(a * logit(raw) + b + c * search), raw the playouts' smoothed mean (see smoothed) and
    search the small alpha-beta search's value (0 where there is none). Identity when a = 1 and b = c = 0
    (the smoothing alone then keeps an estimate off 0 and 1)."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0

    def __call__(self, raw: float, search: float | None = None) -> float:
        return sigmoid(self.a * logit(raw) + self.b + self.c * (search or 0.0))


IDENTITY = Calibration()


def logit(p: float) -> float:
    p = min(1.0 - 1e-6, max(1e-6, p))
    return math.log(p / (1.0 - p))


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def smoothed(total: float, n: int) -> float:
    """The playouts' mean shrunk towards an even chance by one pseudo-playout of each result (so 0 of n
    is (0.5)/(n + 1), never nothing)."""
    return (total + 0.5) / (n + 1.0)


@lru_cache(maxsize=None)
def calibration(game_id: str) -> Calibration:
    """The game's fitted map from levels/<game>/odds_calibration.json, or IDENTITY without one."""
    if not (levels_dir() / game_id / f"{CALIBRATION}.json").exists():
        return IDENTITY
    try:
        data = load_level(game_id, CALIBRATION)
        return Calibration(float(data["a"]), float(data["b"]), float(data.get("c", 0.0)))
    except (OSError, ValueError, KeyError, TypeError):
        log.warning("unreadable odds calibration for %s: uncalibrated odds", game_id, exc_info=True)
        return IDENTITY


# --- the shared estimator ------------------------------------------------------------------------------
class _Policy:
    """The playout policy: the hooks' choice, or with chance EPSILON a uniformly random legal one."""

    __slots__ = ("hooks", "epsilon")

    def __init__(self, hooks: Hooks, epsilon: float):
        self.hooks, self.epsilon = hooks, epsilon

    def __call__(self, s, mover: int, rng):
        if rng.random() < self.epsilon:
            return rng.choice(s.legal_actions(mover))
        return self.hooks.playout_action(s, mover, rng)


def play_one(world, seat: int, policy: _Policy, rng) -> tuple[float, int]:
    """One playout of `world` to its end: (the seat's return, choices made). Chance from `rng`; a
    playout longer than PLAYOUT_LIMIT choices counts as a split result."""
    s, steps = world, 0
    while not s.is_over():
        movers = s.to_move()
        if CHANCE in movers:
            s = s.apply(s.sample_chance(rng), CHANCE)
            continue
        if steps >= PLAYOUT_LIMIT:
            return 1.0 / s.num_players, steps
        mover = min(movers)
        s = s.apply(policy(s, mover, rng), mover)
        steps += 1
    return float(s.returns()[seat]), steps


def from_playouts(state, seat: int, hooks: Hooks | None = None, seed: int = 0, steps: int = PLAYOUT_STEPS,
                  max_playouts: int = MAX_PLAYOUTS, epsilon: float = EPSILON,
                  ceiling: float = CEILING_SECONDS, min_playouts: int = MIN_PLAYOUTS) -> tuple[float, int]:
    """(summed return of `seat`, playouts) over stochastic playouts from determinizations of the seat's
    view: at least `min_playouts`, then on until `steps` choices or `max_playouts` playouts."""
    hooks = hooks or Hooks()
    rng = decision_rng(seed, state, seat)
    start = hooks.canonical(state, seat)
    policy = _Policy(hooks, epsilon)
    deadline = clock.now() + ceiling
    total, n, used = 0.0, 0, 0
    while n < max_playouts and (n < min_playouts or used < steps):
        if n >= min_playouts and clock.now() > deadline:
            break
        value, taken = play_one(start.determinize(seat, rng), seat, policy, rng)
        total += value
        used += taken
        n += 1
    return total, n


SEARCH_SCALE = 100.0  # evaluation points per unit of the map's search input
SEARCH_CLIP = 10.0  # the search input is kept within +-this (a heuristic value, not a proof)


def judge(state, seat: int, hooks: Hooks, nodes: int = PROOF_NODES) -> tuple[float | None, float | None]:
    """A small alpha-beta search for `seat` (to move, in a game with neither chance nor hidden
    information): (1.0 or 0.0 when it proves a forced win or loss, else None; its heuristic value in
    SEARCH_SCALE points when it proves nothing, else None). (None, None) for other games."""
    info = state.game.info
    if info.chance or info.hidden_info or info.simultaneous or state.to_move() != frozenset((seat,)):
        return None, None
    result = AlphaBeta(hooks, time_limit=CEILING_SECONDS, max_nodes=nodes, use_tt=False).search(state, seat)
    if abs(result.value) >= PROVEN:
        return (1.0 if result.value > 0 else 0.0), None
    return None, max(-SEARCH_CLIP, min(SEARCH_CLIP, result.value / SEARCH_SCALE))


def shared_estimate(state, seat: int, hooks: Hooks | None = None, seed: int = 0, **budget) -> Chance:
    """The shared estimator (see the module docstring) for `seat` in `state`."""
    if state.is_over():
        return Chance(clamp(state.returns()[seat]), "proven")
    hooks = hooks or Hooks()
    proved, searched = judge(state, seat, hooks)
    if proved is not None:
        return Chance(proved, "proven")
    total, n = from_playouts(state, seat, hooks, seed, **budget)
    raw = smoothed(total, n)
    value = unproven(calibration(state.game.info.id)(raw, searched))
    return Chance(value, "playouts", n, raw, searched)


def chance_of(bot: Bot | None, state, seat: int, seed: int = 0, **budget) -> Chance:
    """The seat's chance to win: the bot's own estimate when it gives one (after its choose(state, seat)
    it may read its search), else the shared estimator with the bot's playout policy."""
    if state.is_over():
        return Chance(clamp(state.returns()[seat]), "proven")
    if bot is not None:
        own = bot.estimate_chance(state, seat)
        if own is not None:
            value = clamp(own.value) if own.proven else unproven(own.value)  # only a proof is certain
            return Chance(value, "proven" if own.proven else "bot", own.samples)
    return shared_estimate(state, seat, bot.odds_hooks() if bot is not None else None, seed, **budget)


# --- a game's fitted model --------------------------------------------------------------------------------
# A game may do better than the shared estimator with a logistic model over cheap features of the seat's
# view (its bot's estimate_chance computes them, often with the playouts' logit at a small budget, "lraw"),
# fitted to self-play outcomes by tools/fit_odds_model.py and kept in levels/<game>/odds_model.json, with
# a monotone map (game.ai.odds_map) fitted to the logistic's held-out output where its shape is too stiff.
MODEL = "odds_model"


@lru_cache(maxsize=None)
def model(game_id: str, name: str = MODEL) -> dict | None:
    """The game's fitted model from levels/<game>/<name>.json, odds_model.json unless a game keeps more than
    one ({"weights": {feature: weight}, and "monotone": the game.ai.odds_map knots bending the logistic's
    output where it has any), or None without one. The knots are read here, once, as a Monotone."""
    if not (levels_dir() / game_id / f"{name}.json").exists():
        return None
    try:
        data = load_level(game_id, name)
        out = {"weights": {str(k): float(v) for k, v in data["weights"].items()},
               **{k: v for k, v in data.items() if k not in ("weights", "monotone")}}
        if data.get("monotone"):
            out["monotone"] = Monotone.from_json(data["monotone"])
        return out
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        log.warning("unreadable odds model for %s: the shared estimator instead", game_id, exc_info=True)
        return None


def from_model(weights: dict, features: dict, monotone: Monotone | None = None) -> float:
    """The model's chance: sigmoid of the weighted features, bent by the fitted monotone map when there is
    one, kept inside UNPROVEN (a model proves nothing)."""
    p = sigmoid(sum(w * features[name] for name, w in weights.items()))
    return unproven(monotone(p) if monotone is not None else p)


def model_chance(fitted: dict, features: dict) -> float:
    """A game's fitted model (as model() reads it) evaluated on a seat's features: what the bots of Fancy
    Dancing and Trifecta give as their estimate_chance."""
    return from_model(fitted["weights"], features, fitted.get("monotone"))


def fitted_estimate(state, seat: int, seed: int, covers, features, name: str = MODEL) -> Estimate | None:
    """A bot's estimate_chance from its game's fitted model (levels/<game>/<name>.json): None without a model
    or where `covers(state, seat)` says the model does not speak; else the model on `features(state, seat,
    seed)` ((features, playouts) from the seat's view). Fancy Dancing's and Trifecta's bots answer with this."""
    fitted = model(state.game.info.id, name)
    if fitted is None or not covers(state, seat):
        return None
    values, n = features(state, seat, seed)
    return Estimate(model_chance(fitted, values), samples=n)


def playout_logit(state, seat: int, hooks: Hooks, seed: int, steps: int, min_playouts: int) -> tuple[float, int]:
    """(logit of the smoothed playout mean, playouts) at a small budget: a model's "lraw" feature."""
    total, n = from_playouts(state, seat, hooks, seed, steps=steps, min_playouts=min_playouts)
    return logit(smoothed(total, n)), n


# --- when something hidden was revealed ----------------------------------------------------------------
REVEAL_WORLDS = 4  # worlds tried per move when asking whether it showed the seat something hidden


def revealed(before, action, mover: int, after, seat: int, worlds: int = REVEAL_WORLDS) -> bool:
    """Did the move `action` by `mover` (CHANCE for a chance outcome) from `before` to `after` show `seat`
    something that was hidden from it (a deal, a draw, a die, a sealed or secret card turned up)?

    Judged from the seat's side only: the move is replayed in a few worlds that look like `before` to
    the seat (determinize), or with other chance outcomes; if what the seat then sees can differ from
    what it sees in `after`, the result depended on something it could not see. A move that cannot be
    replayed in any of those worlds (an opponent's card the worlds did not deal them) gives no verdict."""
    info = before.game.info
    if not info.chance and not info.hidden_info and not info.simultaneous:
        return False
    seen = after.observation(seat)
    rng = random.Random(worlds)  # the same verdict every time the same move is judged
    for _ in range(worlds):
        if mover == CHANCE:
            other = before.apply(before.sample_chance(rng), CHANCE)
        else:
            world = before.determinize(seat, rng)
            if action not in world.legal_actions(mover):
                continue
            other = world.apply(action, mover)
        if other.observation(seat) != seen:
            return True
    return False
