"""Builds Casino Trifecta states for tests: stacked decks through the real chance outcomes, and (for
crowded or unusual tables) positions made directly from their parts."""
import random

from game.casino import cards as C
from game.casino.moves import Build
from game.casino.rules import GAME, PLAY, CasinoState
from game.core import CHANCE


def ids(names) -> list:
    return [C.card_id(n) for n in names]


def token(name: str) -> int:
    c, _, n = name.partition("=")
    return C.token(C.card_id(c), int(n) if n else 0)


def deck_order(blue, red, table, later=()) -> tuple:
    """The 52 cards top first: Blue's 4, Red's 4, the table's 4, then each later round's (Blue's 4,
    Red's 4), then the rest of the deck in card order."""
    order = ids(blue) + ids(red) + ids(table)
    for b, r in later:
        order += ids(b) + ids(r)
    assert len(set(order)) == len(order), "a card is stacked twice"
    order += [c for c in C.CARDS if c not in order]
    return tuple(order)


def start(blue, red, table, later=(), first=0, secrets=("QH", "QC"), options=None):
    """A game in play after `first N` (as an option), both secrets and the stacked deck."""
    state = GAME.new_game(2, {"first": first, **(options or {})})
    state = state.apply(("secret", C.card_id(secrets[0])), 0)
    state = state.apply(("secret", C.card_id(secrets[1])), 1)
    return state.apply(("deck", deck_order(blue, red, table, later)), CHANCE)


def play(state, *texts):
    """Each text played by the seat to move, in turn."""
    for text in texts:
        state = state.apply(state.parse_action(text), state.turn)
    return state


def names(cards) -> list:
    return sorted(C.NAME[c] for c in cards)


def position(hand0, hand1, loose, builds=(), turn=0, secrets=("QH", "QC"), subtract_used=(False, False),
             pass_used=(False, False), passed_round=(), round=3, piles=((), ()), last_capturer=None):
    """A play-phase state made directly: hands and loose cards (names), builds as (value, kind, owner,
    [token names]) with values as ints or 'J'/'Q'/'K'; every other card is in the deck."""
    face = {"J": C.FACE_J, "Q": C.FACE_Q, "K": C.FACE_K}
    made = tuple(Build(i + 1, face.get(v, v), k, o, tuple(sorted(token(t) for t in ts)))
                 for i, (v, k, o, ts) in enumerate(builds))
    used = set(ids(hand0) + ids(hand1) + ids(loose)) | {C.tok_card(t) for b in made for t in b.cards}
    pile_ids = tuple(tuple(ids(p)) for p in piles)
    used |= set(pile_ids[0]) | set(pile_ids[1])
    deck = tuple(c for c in C.CARDS if c not in used)
    deck = deck[:max(0, (6 - round) * 8)]
    return CasinoState._make(
        first_option=0, timer=False, phase=PLAY, first=0, secrets=tuple(C.card_id(s) for s in secrets), deck=deck,
        hands=(tuple(sorted(ids(hand0))), tuple(sorted(ids(hand1)))), loose=tuple(ids(loose)), builds=made,
        next_build=len(made) + 1, piles=pile_ids, score=((0,) * 5,) * 2, end_bonus=None, captures=(), plays=(),
        pass_used=tuple(pass_used), subtract_used=tuple(subtract_used), passed_round=tuple(passed_round),
        round=round, leader=0, turn=turn, last_capturer=last_capturer, timeouts=(0, 0), result=None)


def random_steps(rng: random.Random, choose=None):
    """(state, seat, action) of each choice of one game, chance steps left out: `choose(state, seat)` picks
    the action, or, when None, `rng` picks a legal one at random (the same RNG draws the chance outcomes)."""
    s = GAME.new_game(2)
    while not s.is_over():
        movers = s.to_move()
        if CHANCE in movers:
            s = s.apply(s.sample_chance(rng), CHANCE)
            continue
        seat = min(movers)
        action = rng.choice(s.legal_actions(seat)) if choose is None else choose(s, seat)
        yield s, seat, action
        s = s.apply(action, seat)


def random_states(seed: int, count: int):
    """Play-phase states met in random games (one RNG for chance and choices)."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        out.extend(s for s, _, _ in random_steps(rng) if s.phase == PLAY)
    return out[:count]
