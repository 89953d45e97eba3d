"""Casino Trifecta's chance to win, from what one seat sees: a logistic model over cheap features of the
position (points scored, the end bonuses still open, the point cards in the seat's hand, on the table and
in the builds, who sweeps the table at the end, the lifelines left, who leads), each also weighed by how
far the game has gone, with weights fitted to Normal self-play outcomes by tools/casino_odds_fit.py and
kept in levels/casino/odds_model.json.

Why a fitted model rather than playouts: a playout policy replays a few lines of one style of play, so its
mean jumps when a line flips (the chart fell from 100% to 0% for one move); the model moves only as the
position does, costs microseconds, and is scored on self-play games it was not fitted to. The bot asks the
exact endgame first (ai_endgame): a result every line of play ends in is certain; a result one side can
force is an input here (people, like Normal, miss a forced win now and then); the model never says 0% or
100%.

No pygame. Reads only what the seat may see: its own hand and secret card, the table, the captured piles,
the scores, counts and the secrets already revealed; never the other hand, the deck order or the other
seat's sealed secret.
"""
from __future__ import annotations

import logging
import math
from functools import lru_cache

from game.casino import cards as C
from game.casino.rules import HAND, PLAY, ROUNDS
from game.core.resources import levels_dir, load_level

log = logging.getLogger(__name__)

MODEL = "odds_model"  # levels/casino/odds_model.json
# The same features fitted on the rounds' ends only, where Casino Hard's playouts stop (ai_search's leaf):
# there no seat is about to move, so the odds model's weights (fitted on positions where one is) misread them.
LEAF_MODEL = "leaf_model"  # levels/casino/leaf_model.json
PLAY_CARDS = 2 * HAND * ROUNDS  # the cards dealt to the hands over a game (40)
SUITED = 13  # spades, diamonds in the deck
LIMITS = (0.01, 0.99)  # the model's answer stays inside this: it proves nothing
# How much wider than a fair coin per card the end bonuses' race is: cards are captured in clumps.
SPREAD = 1.5

# The features (each from the seat's side, the other seat's share counted negative), in the model's order.
BASE = (
    "score",  # points so far, mine less theirs
    "cards_bonus",  # expected share of the most-cards point still open (-1..1), likewise spades, diamonds
    "spades_bonus",
    "diamonds_bonus",
    "hand_points",  # point cards (and my secret card) in my hand
    "loose_points",  # point cards loose on the table (anyone's to take)
    "loose_cards",
    "my_build_points",  # points and cards in my builds (I hold their value) and in theirs
    "my_build_cards",
    "their_build_points",
    "their_build_cards",
    "sweep",  # who captured last (the table's leftovers at the end), times what the table holds
    "last_capturer",
    "secret_on_table",  # my secret card loose or in a build (1), still unseen (0.5 of it is in their hand...)
    "secret_unseen",
    "ace_of_spades",  # the tie-breaker captured: +1 mine, -1 theirs
    "pass_left",  # lifelines still unused, mine less theirs
    "subtract_left",
    "leads",  # I lead this round
    "hand_size",  # cards left in my hand less theirs
)
# Once the deck is empty: +1 when the exact endgame proves the seat can force a win, -1 a loss (ai_endgame
# solve); such a result still needs the right plays, so it weighs in rather than deciding.
NAMES = ("bias",) + BASE + tuple(f"{n}*late" for n in BASE) + ("forced",)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def _bonus(mine: int, theirs: int, left: int) -> float:
    """The expected share of an end bonus, mine less theirs (-1..1), with `left` cards of its kind still
    to be captured, each side taking about half of them."""
    if left <= 0:
        return (mine > theirs) - (mine < theirs)
    return 2.0 * _phi((mine - theirs) / (SPREAD * math.sqrt(left))) - 1.0


def features(state, seat: int, forced: float = 0.0) -> list[float]:
    """The model's inputs (NAMES, the bias first) for `seat` in `state`, from what the seat may see;
    `forced` the exact endgame's forced result (+1 a win, -1 a loss, 0 none or not asked)."""
    other = 1 - seat
    playing = state.phase == PLAY
    left = len(state.deck) + len(state.hands[0]) + len(state.hands[1]) if playing else PLAY_CARDS
    late = 1.0 - left / PLAY_CARDS  # 0 at the first play, 1 after the last card
    totals = state.scores()
    piles = state.piles
    n = [len(p) for p in piles]
    sp = [sum(1 for c in p if C.suit(c) == C.SPADES) for p in piles]
    di = [sum(1 for c in p if C.suit(c) == C.DIAMONDS) for p in piles]
    mine_secret = state.secrets[seat]
    hand = state.hands[seat]
    hand_points = sum(C.points(c) for c in hand) + (1 if mine_secret in hand else 0)
    loose = state.loose
    loose_points = sum(C.points(c) for c in loose)
    build_points = [0, 0]
    build_cards = [0, 0]
    on_table = set(loose)
    for b in state.builds:
        cards = [C.tok_card(t) for t in b.cards]
        on_table.update(cards)
        who = 0 if b.owner == seat else 1
        build_points[who] += sum(C.points(c) for c in cards)
        build_cards[who] += len(cards)
    table_points = loose_points + build_points[0] + build_points[1]
    lc = 0 if state.last_capturer is None else 1 if state.last_capturer == seat else -1
    captured = mine_secret is not None and (mine_secret in piles[0] or mine_secret in piles[1])
    secret_on_table = 1.0 if mine_secret is not None and not captured and mine_secret in on_table else 0.0
    secret_unseen = 1.0 if (mine_secret is not None and not captured and not secret_on_table
                            and mine_secret not in hand) else 0.0
    ace = 1 if C.ACE_OF_SPADES in piles[seat] else -1 if C.ACE_OF_SPADES in piles[other] else 0
    base = [
        totals[seat] - totals[other],
        _bonus(n[seat], n[other], 52 - n[0] - n[1]),
        _bonus(sp[seat], sp[other], SUITED - sp[0] - sp[1]),
        _bonus(di[seat], di[other], SUITED - di[0] - di[1]),
        hand_points,
        loose_points,
        len(loose),
        build_points[0],
        build_cards[0],
        build_points[1],
        build_cards[1],
        lc * (table_points + 0.1 * (len(on_table))),
        lc,
        secret_on_table,
        secret_unseen,
        ace,
        int(not state.pass_used[seat]) - int(not state.pass_used[other]),
        int(not state.subtract_used[seat]) - int(not state.subtract_used[other]),
        1 if state.leader == seat else -1 if state.leader is not None else 0,
        len(hand) - len(state.hands[other]),
    ]
    return [1.0] + base + [f * late for f in base] + [forced]


@lru_cache(maxsize=None)
def weights(model: str = MODEL) -> tuple | None:
    """The fitted weights in NAMES order from levels/casino/<model>.json (a missing name weighs 0), or
    None when there is no readable model (the bot then leaves the odds to the shared estimator)."""
    path = levels_dir() / "casino" / f"{model}.json"
    if not path.exists():
        return None
    try:
        table = load_level("casino", model)["weights"]
        return tuple(float(table.get(name, 0.0)) for name in NAMES)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        log.warning("unreadable Casino model %s: the shared estimator answers", model, exc_info=True)
        return None


def logit_of(x: list[float], w) -> float:
    return sum(a * b for a, b in zip(w, x))


def squash(z: float) -> float:
    """The model's logit as a chance, kept inside LIMITS (a model proves nothing)."""
    p = 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))
    return min(LIMITS[1], max(LIMITS[0], p))


def chance(state, seat: int, forced: float = 0.0, model: str = MODEL) -> float | None:
    """The model's chance that `seat` wins `state` (draws half), or None without a fitted model;
    `forced` as for features(); `model` the weights' file (MODEL, or LEAF_MODEL at a round's end)."""
    w = weights(model)
    if w is None:
        return None
    if state.is_over():
        return float(state.returns()[seat])
    return squash(logit_of(features(state, seat, forced), w))
