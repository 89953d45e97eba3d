"""The common parts of a Casino Trifecta bot's decision, for every engine (bot.py's levels and ai_pimc):
the start of a decision (a chance outcome, the sealed secret card, else the state reduced to what the
seat knows and the decision's seeded RNG), and the seat's chance once the deck is empty, proven by the
exact endgame (ai_endgame) when every line ends alike, else the fitted odds model's (ai_odds).

No pygame. Reads the state only as the seat knows it (ai_view.as_seat_knows).
"""
from __future__ import annotations

import random

from game.ai.bots import Estimate, decision_rng
from game.casino import ai_odds
from game.casino import ai_policy as P
from game.casino.ai_endgame import settled, solve, winning_play
from game.casino.ai_view import as_seat_knows
from game.casino.rules import PLAY, SECRET
from game.core import CHANCE

ENDGAME_NODES = 1_500  # Hard's exact endgame, in states: a proven win is played without a search


def seat_decision(seed: int, state, seat: int, secret) -> tuple:
    """The common start of a decision: (answer, None, None) when it is already made (a chance outcome, or
    the sealed secret card named by `secret(known, seat, rng)`), else (None, known, rng) with `known` the
    state reduced to what the seat knows and the decision's RNG."""
    if seat == CHANCE:
        return state.sample_chance(random.Random(seed)), None, None
    known = as_seat_knows(state, seat)
    rng = decision_rng(seed, known, seat)
    if known.phase == SECRET:
        return ("secret", secret(known, seat, rng)), None, None
    if known.phase != PLAY or known.turn != seat:
        raise ValueError(f"seat {seat} has nothing to choose now")
    return None, known, rng


def hard_start(seed: int, state, seat: int, endgame_nodes: int = ENDGAME_NODES) -> tuple:
    """The start of a Hard decision, whatever its engine: seat_decision's (with the heuristic's secret
    card), and once the deck is empty a win the exact endgame proves within `endgame_nodes` states (0:
    none) is the answer, without a search (only the other seat's secret card is still hidden then)."""
    answer, known, rng = seat_decision(seed, state, seat, P.secret_card)
    if answer is None and endgame_nodes and not known.deck:
        answer = winning_play(known, seat, endgame_nodes)
        if answer is not None:
            return answer, None, None
    return answer, known, rng


def forced_result(state, seat: int) -> tuple[Estimate | None, float]:
    """Once the deck is empty, what the exact endgame (ai_endgame) proves: (a proven Estimate when every
    line of play ends the same, else None; +1 when the seat can force a win, -1 when the other seat can
    force its loss, with the right plays, else 0)."""
    if state.phase != PLAY or state.deck:
        return None, 0.0
    value, nodes = solve(state, seat)
    if value is None:
        return None, 0.0
    if settled(state, seat, value):
        return Estimate(value, proven=True, samples=nodes), 0.0
    return None, 1.0 if value == 1.0 else -1.0


def endgame_chance(state, seat: int) -> Estimate | None:
    """The seat's chance: proven when every line of play ends the same once the deck is empty, else the
    fitted odds model's (ai_odds, never 0 or 1, with the exact endgame's forced result as one input); None
    only without a fitted model (the shared, calibrated estimator of game.ai.odds then answers)."""
    proven, forced = forced_result(state, seat)
    if proven is not None:
        return proven
    value = ai_odds.chance(state, seat, forced)
    return None if value is None else Estimate(value, samples=1)  # one evaluation of the fitted model
