"""Builds Fancy Dancing states for scenario tests: stacked decks and hand-made positions."""
from game.core import CHANCE
from game.fancy_dancing import cards as C
from game.fancy_dancing.rules import GAME


def ids(names):
    return tuple(C.card_id(n) for n in names)


def stacked_deck(top):
    """A whole deck order starting with the named cards (the rest in id order)."""
    first = ids(top)
    return first + tuple(c for c in C.ALL_CARDS if c not in first)


def dealt(top, players=2, mode=None, first=0):
    """A new game whose opening shuffle puts `top` on top of the deck."""
    options = {"first": first}
    if mode:
        options["mode"] = mode
    state = GAME.new_game(players, options)
    return state.apply(("deck", stacked_deck(top)), CHANCE)


def position(hands, rows=None, centres=("plus", "minus", "style"), discard=(), deck=None, turn=0,
             mode="duel", players=None, accolades=None, rebuilds=0, tokens=None, card_gen=None):
    """A mid-game state: `hands` per seat, `rows` {"r1p1": [...]}; the deck takes every other card
    (top first, in id order) unless given."""
    players = players or len(hands)
    rows_t = [()] * 6
    for key, names in (rows or {}).items():
        r, p = int(key[1]) - 1, int(key[3]) - 1
        rows_t[r * 2 + p] = ids(names)
    hands_t = tuple(ids(h) for h in hands)
    discard_t = ids(discard)
    used = set(sum(hands_t, ()) + sum(rows_t, ()) + discard_t)
    deck_t = ids(deck) if deck is not None else tuple(c for c in C.ALL_CARDS if c not in used)
    if deck is not None:
        missing = [c for c in C.ALL_CARDS if c not in used and c not in deck_t]
        discard_t = discard_t + tuple(missing)  # keep all 39 cards somewhere
    sides = 1 if mode != "duel" else 2
    data = {
        "game": "fancy_dancing", "version": 1, "mode": mode, "players": players, "first": 0,
        "phase": "turn", "turn": turn, "deck": [C.NAME[c] for c in deck_t],
        "discard": [C.NAME[c] for c in discard_t], "hands": [[C.NAME[c] for c in h] for h in hands_t],
        "rows": [[C.NAME[c] for c in r] for r in rows_t], "centres": list(centres),
        "accolades": list(accolades or [0] * sides), "tasks": [], "rebuilds": rebuilds,
        "tokens": tokens if tokens is not None else (3 if mode == "endurance" else 0),
        "generation": 0, "card_gen": list(card_gen or [0] * C.NUM_CARDS), "result": None, "events": [],
        "last_actor": None,
    }
    return GAME.from_json(data)


def hand(state, seat):
    return sorted(C.NAME[c] for c in state.hands[seat])


def row(state, key):
    r, p = int(key[1]) - 1, int(key[3]) - 1
    return [C.NAME[c] for c in state.rows[r * 2 + p]]


def play(state, *texts):
    for text in texts:
        state = state.apply(state.parse_action(text))
    return state
