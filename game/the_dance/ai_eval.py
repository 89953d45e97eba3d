"""How The Dance's search values a position it stops in: each family's distance from her Plan (seated
Dancers, held Dancers discounted by the steps still to lead them home, Dancers within reach), turned
into shares of the win that sum to 1.

No pygame. Reads every Plan of the state, so it is only for worlds the search has dealt itself
(determinized states), never to advise a seat from the true state.
"""
from __future__ import annotations

import math

from game.the_dance import floor as F
from game.the_dance.ai_view import HOME, PLAN_SIZE, best_domain, chance, missing, seats_in_play, turns_home

SHARPNESS = 1.3      # how much one Dancer's lead is worth in win share (softmax temperature)
HELD = 0.78          # a held, needed Dancer at the door, as a share of a seated one
STEP_COST = 0.06     # per Dance Step still needed to seat her
DOMINATED = 0.07     # a Dominated Dancer cannot be freed
REACH = 0.22         # a needed Dancer the Avatar can try now, times the odds


def shortfall(state, seat: int) -> float:
    """How many Dancers `seat` still lacks, less partial credit for held and nearby ones."""
    plan = state.plans[seat]
    need = missing(plan, state.seated[seat])
    short = float(sum(need))
    if short == 0:
        return 0.0
    home = HOME[state.table(seat) - 1]
    held = sorted((home[state.dpos[d]], d) for d in range(F.NUM_DANCERS) if state.dheld[d] == seat)
    for steps, d in held:
        sym = F.DANCER_SYMBOL[d]
        if need[sym] > 0:
            need[sym] -= 1
            credit = HELD - STEP_COST * turns_home(steps)
            if state.dom >> d & 1:
                credit += DOMINATED
            short -= max(0.25, credit)
    if state.apos[seat] >= 0 and not state.foiled[seat] and sum(need) > 0:
        board = state.dancer_board()
        reach = F.NEAR2[state.apos[seat]] if F.MESMERIZE in state.powers[seat] else F.NEIGHBOURS[state.apos[seat]]
        best = 0.0
        for h in reach:
            d = board.get(h, -1)
            if d >= 0 and state.dheld[d] < 0 and need[F.DANCER_SYMBOL[d]] > 0:
                best = max(best, chance(best_domain(state, seat, d)[0]))
        short -= REACH * best
    return max(0.05, short)


def evaluate(state) -> tuple:
    """Each seat's share of the win as things stand (its returns when the game is over)."""
    if state.is_over():
        return state.returns()
    n = state.players
    seats = seats_in_play(state)
    weights = [0.0] * n
    for seat in seats:
        weights[seat] = math.exp(-SHARPNESS * shortfall(state, seat))
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


def plan_size(state, seat: int) -> int:
    return PLAN_SIZE[state.plans[seat]]
