"""How The Dance's search values a position it stops in: each family's distance from her Plan (symbols
still missing, less credit for held Dancers by the steps still to lead them home and for the attempt
within reach), weighed by a logistic model fitted to games between heuristic players and turned into
shares of the win that sum to 1.

No pygame. Reads every Plan of the state, so it is only for worlds the search has dealt itself
(determinized states), never to advise a seat from the true state.
"""
from __future__ import annotations

import math

from game.the_dance import floor as F
from game.the_dance.ai_view import HOME, best_domain, chance, missing, seats_in_play, turns_home

# Weights after a logistic model of who wins, fitted to 22,000 turn starts of 600 games between two
# heuristic players (tools/dance_eval_fit.py), then tempered where the fit mistakes a sign of a good
# position for its cause: left free it values a held Dancer above a seated one, and a Dancer in reach
# above a held one far from home, which would teach the search to put off seating and attempts.
SHARPNESS = 1.23     # win share per symbol still missing (softmax temperature), as fitted
HELD = 0.85          # a held Dancer that fills a need, as a share of a seated one...
STEP_COST = 0.08     # ...less this for every Dance Step she still needs to be seated
HELD_FLOOR = 0.4     # ...but never below this: a Dancer held is worth more than one in reach
DOMINATED = 0.15     # a Dominated Dancer cannot be freed
REACH = 0.3          # times the odds of the best attempt the Avatar can make without moving


def shortfall(state, seat: int) -> float:
    """How many Dancers `seat` still lacks, less partial credit for held and nearby ones."""
    plan = state.plans[seat]
    need = missing(plan, state.seated[seat])
    short = float(sum(need))
    if short == 0:
        return -20.0  # a completed Plan
    home = HOME[state.table(seat) - 1]
    held = sorted((home[state.dpos[d]], d) for d in range(F.NUM_DANCERS) if state.dheld[d] == seat)
    for steps, d in held:
        sym = F.DANCER_SYMBOL[d]
        if need[sym] > 0:
            need[sym] -= 1
            credit = HELD - STEP_COST * turns_home(steps)
            if state.dom >> d & 1:
                credit += DOMINATED
            short -= max(HELD_FLOOR, min(0.95, credit))
    if state.apos[seat] >= 0 and not state.foiled[seat] and sum(need) > 0:
        board = state.dancer_board()
        best = 0.0
        for h in F.NEIGHBOURS[state.apos[seat]]:
            d = board.get(h, -1)
            if d >= 0 and state.dheld[d] < 0 and need[F.DANCER_SYMBOL[d]] > 0:
                best = max(best, chance(best_domain(state, seat, d)[0]))
        short -= REACH * best
    return short


def evaluate(state) -> tuple:
    """Each seat's share of the win as things stand (its returns when the game is over)."""
    if state.is_over():
        return state.returns()
    n = state.players
    seats = seats_in_play(state)
    weights = [0.0] * n
    strengths = {seat: -SHARPNESS * shortfall(state, seat) for seat in seats}
    top = max(strengths.values())
    for seat in seats:
        weights[seat] = math.exp(strengths[seat] - top)
    total = sum(weights)
    if not total:
        return tuple(1.0 / n for _ in range(n))
    out = [w / total for w in weights]
    if state.opts["placings"] and state.places:
        # Placings: the winners keep their places; the rest race for the best place still open.
        placed = sum(len(g) for g in state.places)
        prize = (n - placed - 1) / (n - 1)
        out = [w * prize for w in out]
        place = 1
        for group in state.places:
            for s in group:
                out[s] = (n - place) / (n - 1)
            place += len(group)
    return tuple(out)
