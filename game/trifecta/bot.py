"""Trifecta's AI levels: Easy (a beginner's rules of thumb), Normal (the heuristic player of ai_policy) and
Hard (information-set search with the heuristic player in its playouts), behind make_bot(level, seed).

No pygame. A bot reads the state only through observation(seat) and determinize(seat, rng), after
reducing it to what its seat knows (as_seat_knows): its choice is the same whether it is asked first or
last in a sealed step, whatever the others chose, and whatever the cards it cannot see.
"""
from __future__ import annotations

import hashlib
import json
import random

from game.ai import clock
from game.ai import odds
from game.ai.bots import Bot, Decision, Estimate
from game.ai.ismcts import ISMCTS, InfoHooks
from game.core import CHANCE
from game.trifecta import ai_odds
from game.trifecta import ai_policy as P
from game.trifecta import cards as C
from game.trifecta.ai_search import StageGame, TrifectaHooks
from game.trifecta.ai_view import BLIND, FREE, VALUES_OF, view
from game.trifecta.rules import ANTE, BID, GAME, IN, INOUT, OUT

# Parts of an observation that say who has already chosen in the current step: left out of the seed
# of a decision, as a sealed choice must not depend on the order in which seats are asked.
_ORDER_KEYS = ("waiting_for", "chosen")


def as_seat_knows(state, seat: int):
    """`state` reduced to what `seat` knows: the sealed choices other seats have already made this step
    are forgotten (secrets; keeping them, even resampled, would make a choice depend on who was asked
    first), and the cards and goals it cannot see are put in a fixed order (other hands dealt from the
    sorted unseen cards, hidden goals sorted), so determinize draws the same worlds for every state
    that looks alike to the seat."""
    data = state.to_json()
    data["pending"] = [[s, text] for s, text in data["pending"] if s == seat]
    if state.goals:
        hidden = [k for k in range(len(state.goals)) if not (state.face_up[k] or state.taken_by[k] == seat)]
        names = sorted((data["goals"][k] for k in hidden), key=C.goal_id)
        for k, name in zip(hidden, names):
            data["goals"][k] = name
    unseen = sorted(list(state.undealt) + [t for p, h in enumerate(state.hands) if p != seat for t in h])
    for p, hand in enumerate(state.hands):
        if p != seat:
            data["hands"][p] = [C.NAME[t] for t in unseen[:len(hand)]]
            del unseen[:len(hand)]
    data["undealt"] = [C.NAME[t] for t in unseen]
    return GAME.from_json(data)


def decision_rng(seed: int, state, seat: int) -> random.Random:
    """An RNG fixed by the bot's seed and what the seat sees (not by who has chosen already)."""
    seen = state.observation(seat)
    for key in _ORDER_KEYS:
        seen.pop(key, None)
    text = json.dumps(seen, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.blake2b(f"{seed}|{seat}|{text}".encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


class GameHooks(InfoHooks):
    """The whole game's playout policy for the shared odds estimator (game.ai.odds): the heuristic player
    of ai_policy at every seat, on the game's own states (the search's hooks play StageGame instead)."""

    def canonical(self, state, seat: int):
        return as_seat_knows(state, seat)

    def playout_action(self, state, mover: int, rng):
        legal = state.legal_actions(mover)
        action = P.choose(state, mover, P.NORMAL)
        return action if action in legal else rng.choice(legal)


GAME_HOOKS = GameHooks()


# --- the odds -----------------------------------------------------------------------------------------
# The chart's chance for a seat of a two-seat stage: a logistic model (game.ai.odds.model_chance, weights
# fitted to Normal self-play by tools/fit_odds_model.py in levels/trifecta/odds_model.json, bent by its
# monotone map) over the logit of playouts from worlds weighed by how well they explain the opponent's
# revealed choices (ai_odds: a uniformly dealt opponent is a stranger, the real one kept the cards it
# valued), the goal cards the seat leads by (and that lead again, weighed by the rounds left: a lead late
# in the stage is nearly a win) and the cards it holds more than the other seat (public hand sizes), all
# from what the seat knows. A stage of three seats has a model of its own (THREE_MODEL, fitted the same way on
# Normal self-play at three seats), and so do stages of four to six seats (MANY_MODEL, many_features: fitted on
# those stages, it speaks at each size only where it beat the shared estimator held out: now all three).
THREE_MODEL = "odds_model_three"
MANY_MODEL = "odds_model_many"
MANY_SIZES = (4, 5, 6)  # the stage sizes it speaks for: where it beat the shared estimator held out (many_features)


def odds_covers(state, seat: int) -> bool:
    """Whether the model speaks for `seat` here: a two-seat stage the seat plays, still going on."""
    return not state.is_over() and len(state.stage_seats) == 2 and seat in state.stage_seats


def odds_features(state, seat: int, seed: int = 0) -> tuple[dict, int]:
    """The model's inputs for `seat` of a two-seat stage, from what it knows (the order in which the seats
    of a sealed step are asked changes nothing), and how many playouts stand behind them."""
    known = as_seat_knows(state, seat)
    other = next(s for s in state.stage_seats if s != seat)
    chance, n = ai_odds.weighed_playouts(known, seat, GAME_HOOKS, seed)
    goals = float(state.won_count(seat) - state.won_count(other))
    rounds_left = max(0, C.ROUNDS - state.round)  # this round included
    return {"lraw": odds.logit(chance), "goals": goals, "goals_late": goals / (1.0 + rounds_left),
            "cards": float(len(state.hands[seat]) - len(state.hands[other]))}, n


def three_covers(state, seat: int) -> bool:
    """Whether the three-seat model speaks for `seat` here: a stage of three seats it plays, still going on."""
    return not state.is_over() and len(state.stage_seats) == 3 and seat in state.stage_seats


def three_features(state, seat: int, seed: int = 0) -> tuple[dict, int]:
    """The three-seat model's inputs for `seat`, from what it knows, and the playouts behind them: the logit
    of its share of the game after playouts of the stage from uniformly dealt worlds (ai_odds.stage_playouts),
    and its goal cards over all stages against the most of any other seat of the stage, weighed by the stages
    left after this one. How these were chosen, what else was tried (worlds weighed by the rivals' revealed
    choices, 2026-11-27, among it) and the figures: docs/odds/trifecta.md. Stages of more seats: many_features."""
    known = as_seat_knows(state, seat)
    lead = state.totals[seat] - max(state.totals[s] for s in state.stage_seats if s != seat)
    stages_left = max(0, C.MAX_STAGES - state.stage)
    share = ai_odds.stage_playouts(known, seat, GAME_HOOKS, seed)
    return {"lshare": odds.logit(share), "tlead_late": lead / (1.0 + stages_left)}, ai_odds.STAGE_PLAYOUTS


def many_covers(state, seat: int) -> bool:
    """Whether the many-seat model speaks for `seat` here: a stage of one of the MANY_SIZES it plays, still
    going on."""
    return not state.is_over() and len(state.stage_seats) in MANY_SIZES and seat in state.stage_seats


def many_features(state, seat: int, seed: int = 0) -> tuple[dict, int]:
    """The input of the many-seat model, from what `seat` knows, and the playouts behind it: the logit of its
    share of the game after playouts of the stage (three_features' "lshare"), alone.

    Why one model for the three sizes, the rules that let each size read it and the held-out figures:
    docs/odds/trifecta.md."""
    features, n = three_features(state, seat, seed)
    return {"lshare": features["lshare"]}, n


ODDS_MODELS = {odds.MODEL: (odds_covers, odds_features), THREE_MODEL: (three_covers, three_features),
               MANY_MODEL: (many_covers, many_features)}


class TrifectaBot(Bot):
    """A level of play. Subclasses decide from a determinized state (one sample of what the seat cannot
    see) with decide(); choose() handles chance, forced choices and the order of sealed choices."""

    level = "?"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, state, seat: int):
        if seat == CHANCE:
            return state.sample_chance(random.Random(self.seed))
        state = as_seat_knows(state, seat)
        d = Decision(self.seed, state, seat, decision_rng(self.seed, state, seat))
        if d.ready is not None:
            return d.ready
        legal = d.legal
        action = self.decide(state, d.sample, seat, d.rng)
        return action if action in legal else legal[0]

    def decide(self, state, sample, seat: int, rng: random.Random):
        raise NotImplementedError

    def odds_hooks(self) -> GameHooks:
        return GAME_HOOKS

    def estimate_chance(self, state, seat: int) -> Estimate | None:
        return (odds.fitted_estimate(state, seat, self.seed, odds_covers, odds_features)
                or odds.fitted_estimate(state, seat, self.seed, three_covers, three_features, THREE_MODEL)
                or odds.fitted_estimate(state, seat, self.seed, many_covers, many_features, MANY_MODEL))


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


class SearchingBot(TrifectaBot):
    """Hard: information-set MCTS over the rest of the stage, the heuristic player in the playouts.

    `iterations` makes a decision deterministic for a position and seed; `time_limit` is game.ai.clock's
    ceiling in CPU seconds, which only a far slower machine meets."""

    level = "hard"

    def __init__(self, seed: int = 0, iterations: int = 400, time_limit: float = clock.CEILING,
                 exploration: float = 0.7, hooks: TrifectaHooks | None = None):
        super().__init__(seed)
        self.hooks = hooks or TrifectaHooks()
        self.search = ISMCTS(self.hooks, time_limit=time_limit, max_iterations=iterations,
                             exploration=exploration, playout_depth=0)
        self.last = None  # the last SearchResult (for measurements and tests)

    def decide(self, state, sample, seat, rng):
        self.hooks.rng = random.Random(rng.getrandbits(64))
        self.last = self.search.search(StageGame(state), seat, rng)
        return self.last.action


# Hard's budget in iterations (a decision is the same on a busy machine and a quiet one); the time limit is
# game.ai.clock's ceiling, which only a machine ten times slower meets.
HARD = dict(iterations=400)


def make_bot(level: str, seed: int = 0, engine: str | None = None):
    """The Trifecta bot for `level` (easy, normal, hard). Hard searches with ISMCTS only (the action-keyed
    MCTS would let a later seat of a sealed step see an earlier seat's choice)."""
    if engine not in (None, "ismcts"):
        raise ValueError(f"Trifecta's AI searches with ismcts, not {engine!r}")
    if level == "easy":
        return BeginnerBot(seed)
    if level == "normal":
        return HeuristicBot(seed)
    if level == "hard":
        return SearchingBot(seed, **HARD)
    raise ValueError(f"unknown Trifecta AI level {level!r} (choose from easy, normal, hard)")
