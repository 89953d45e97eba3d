"""Builds Trifecta states for scenario tests: stacked goals and deals, and whole secret steps."""
import random

from game.ai import make_bot
from game.core import CHANCE
from game.trifecta import cards as C
from game.trifecta.rules import GAME


def deal_order(hands, seats):
    """The 54-card order that deals `hands` (lists of card names, one per seat in `seats`), one card
    at a time round the seats, lowest first; the rest of the stage cards follow."""
    rest = list(C.stage_cards())
    order = []
    for i in range(C.HAND_SIZE):
        for h in hands:
            card = C.card_id(h[i])
            rest.remove(card)
            order.append(card)
    return tuple(order + rest)


def stage(goals, hands, players=None, state=None):
    """A state after both stage chance outcomes: `goals` (9 value names) and the given hands."""
    state = state or GAME.new_game(players or len(hands))
    state = state.apply(("goals", tuple(C.goal_id(g) for g in goals)), CHANCE)
    return state.apply(("deal", deal_order(hands, state.stage_seats)), CHANCE)


def step(state, **choices):
    """Every seat named p0, p1, ... makes its secret choice (notation), in the given order."""
    for key, text in choices.items():
        state = state.apply(state.parse_action(text), int(key[1:]))
    return state


GOALS = ["Red", "Circle", "Filled", "Blue", "Square", "Partial", "Green", "Triangle", "Hollow"]


def random_play(players, seed):
    """Random play from a fresh game: yields (state, choices made so far) at each choice point, chance
    resolved in between; one seeded RNG draws both, so a seed always gives the same game."""
    rng = random.Random(seed)
    s = GAME.new_game(players)
    done = 0
    while not s.is_over():
        movers = s.to_move()
        if CHANCE in movers:
            s = s.apply(s.sample_chance(rng), CHANCE)
            continue
        yield s, done
        seat = min(movers)
        s = s.apply(rng.choice(s.legal_actions(seat)), seat)
        done += 1


def normal_stage(seed, hands):
    """Every position of the first stage (goals shuffled by `seed`, `hands` dealt) played by Normal at every
    seat, and the state once that stage is over."""
    order = list(GOALS)
    random.Random(seed).shuffle(order)
    return normal_positions(stage(order, hands))


def normal_positions(state, rng=None):
    """Every position of the stage under way in `state` played by Normal at every seat (its chance steps
    drawn from `rng`: without one none may come), and the state once that stage is over."""
    bots = [make_bot("normal", "trifecta", s) for s in range(state.players)]
    under_way = state.stage
    seen = []
    while state.stage == under_way and not state.is_over():
        movers = state.to_move()
        if CHANCE in movers:
            assert rng is not None, "a chance step in a stage dealt in advance"
            state = state.apply(state.sample_chance(rng), CHANCE)
            continue
        seen.append(state)
        seat = min(movers)
        state = state.apply(bots[seat].choose(state, seat), seat)
    return seen, state
