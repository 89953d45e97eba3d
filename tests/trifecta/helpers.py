"""Builds Trifecta states for scenario tests: stacked goals and deals, and whole secret steps."""
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
