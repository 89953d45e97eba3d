"""Fancy Dancing's AI: how promising each side of each row is (row sums still reachable in 21-26 for
the cards that may follow), a greedy playout policy (land your rows, spoil your opponent's, refresh a
hopeless hand), the evaluation for cut-off playouts, a fast information-set key, and the Easy,
Normal and Hard levels on game.ai's ISMCTS.

Never imports pygame and never reads a hidden card: a bot is handed the real state but looks at it
only through `determinize(seat, rng)` and what its seat observes; the heuristics below read only the
seat's own hand and public facts (rows, centres, discard, counts), and during a search they read the
determinized world the search is exploring.
"""
from __future__ import annotations

import math
from functools import lru_cache

from game.ai import odds
from game.ai.bots import Bot, Decision, Estimate, SearchBot, decision_rng
from game.ai.ismcts import InfoHooks
from game.core.api import CHANCE
from game.fancy_dancing import cards as C
from game.fancy_dancing.rules import (ACCOLADES_TO_WIN, COOPERATIVE, DUEL, ENDURANCE, MINUS, PLUS, PLAY,
                                      REFRESH_ACTION, SOLITAIRE, STYLE_ROW)

ROWS = len(C.ROW_NAMES)
SPACES = C.SPACES
LOW, HIGH = C.SCORE_LOW, C.SCORE_HIGH
POWER, POINTS, STAR = C.POWER, C.POINTS, C.NUM_STYLED  # card ids >= STAR are Stars
STYLED_POWERS = C.POWERS
POINTS_OF_POWER = {p: int(C.DECK["points_by_power"][str(p)]) for p in STYLED_POWERS}
PER_POWER = len(C.STYLE_LETTERS)  # cards of each power (one per style)
RULE_INDEX = {PLUS: 0, MINUS: 1, STYLE_ROW: 2}


# --- how promising a side-row is ----------------------------------------------------------------------
# A side-row is judged by the chance that it lands in 21-26 if the spaces left are filled by cards
# drawn at random among those the row would accept (each Star 1 or 11 to the owner's best). The
# distribution of the points the next m cards add depends only on the row's rule and the card they
# follow (and Plus/Minus flips on the way), so it is computed once per (rule, leader, m) and kept.

@lru_cache(maxsize=None)
def _following(rule: int, lead: int, m: int) -> tuple:
    """((points, stars), probability) pairs for the next `m` cards of a side-row with `rule` whose
    last non-Star card has power `lead` (0: none yet), each card uniform among the acceptable ones."""
    if m == 0:
        return (((0, 0), 1.0),)
    options = []  # (weight, points, is_star, next rule, next lead)
    for p in STYLED_POWERS:
        if rule == 2:  # Style row: a leader fixes the style, leaving one card per power
            weight = PER_POWER if lead == 0 else 1
            options.append((weight, POINTS_OF_POWER[p], 0, 2, 1))
            continue
        if lead and ((rule == 0 and p < lead) or (rule == 1 and p > lead)):
            continue
        nxt = rule
        if rule == 1 and p == C.FLIP_IN_MINUS:
            nxt = 0
        elif rule == 0 and p == C.FLIP_IN_PLUS:
            nxt = 1
        options.append((PER_POWER, POINTS_OF_POWER[p], 0, nxt, p))
    options.append((C.NUM_STARS, 0, 1, rule, lead))
    total = sum(o[0] for o in options)
    out: dict = {}
    for weight, pts, star, nxt, new_lead in options:
        share = weight / total
        for (sub_pts, sub_stars), prob in _following(nxt, new_lead, m - 1):
            key = (pts + sub_pts, min(star + sub_stars, 3))
            out[key] = out.get(key, 0.0) + share * prob
    return tuple(sorted(out.items()))


def _lands(total: int, stars: int) -> bool:
    """Does some choice of Star values (each 1 or 11; `total` counts them at 1) land in 21-26?"""
    for j in range(stars + 1):
        t = total + 10 * j
        if LOW <= t <= HIGH:
            return True
    return False


@lru_cache(maxsize=None)
def _chance(rule: int, lead: int, m: int, base: int, stars: int) -> float:
    """The chance a side-row holding `base` points of styled cards and `stars` Stars lands in 21-26."""
    if base + stars > HIGH:
        return 0.0
    hit = 0.0
    for (pts, more), prob in _following(rule, lead, m):
        if _lands(base + stars + pts + more, stars + more):
            hit += prob
    return hit


@lru_cache(maxsize=200_000)
def row_summary(cards: tuple) -> tuple:
    """(points of the styled cards, Stars, power of the last styled card or 0) of a side-row."""
    base = stars = lead = 0
    for c in cards:
        if c >= STAR:
            stars += 1
        else:
            base += POINTS[c]
            lead = POWER[c]
    return base, stars, lead


_POTENTIAL: dict = {}


def potential(rule: str, cards: tuple) -> float:
    """How likely this side-row is to score when it is filled (0..1)."""
    key = (rule, cards)
    value = _POTENTIAL.get(key)
    if value is None:
        if len(_POTENTIAL) > 400_000:
            _POTENTIAL.clear()  # a long-lived worker must not grow without bound
        base, stars, lead = row_summary(cards)
        r = RULE_INDEX[rule]
        value = _POTENTIAL[key] = _chance(r, lead if r != 2 else (1 if lead else 0), SPACES - len(cards),
                                          base, stars)
    return value


def scores_now(cards: tuple) -> bool:
    base, stars, _ = row_summary(cards)
    return _lands(base + stars, stars)


EMPTY = {rule: potential(rule, ()) for rule in RULE_INDEX}


def flipped(rule: str, card: int) -> str:
    if card < STAR:
        if rule == MINUS and POWER[card] == C.FLIP_IN_MINUS:
            return PLUS
        if rule == PLUS and POWER[card] == C.FLIP_IN_PLUS:
            return MINUS
    return rule


def legal_moves(state, mover: int) -> list:
    """The same list as state.legal_actions(mover), in the same order, built faster for playouts
    (the rules also compose a refusal's wording for every card and space they reject)."""
    if state.phase != "turn" or mover != state.turn:
        return []
    rows, centres = state.rows, state.centres
    sides = (0,) if state.solo else (0, 1)
    leads = [[row_summary(rows[r * 2 + d])[2] for d in (0, 1)] for r in range(ROWS)]
    style_leads = [[_style_lead(rows[r * 2 + d]) for d in (0, 1)] for r in range(ROWS)]
    out = []
    for card in sorted(state.hands[mover]):
        power = POWER[card]
        for r in range(ROWS):
            rule = centres[r]
            for d in sides:
                if card < STAR:
                    lead = leads[r][d]
                    if lead:
                        if rule == PLUS and power < lead or rule == MINUS and power > lead:
                            continue
                        if rule == STYLE_ROW and C.STYLE[card] != style_leads[r][d]:
                            continue
                out.append((PLAY, card, r, d))
    out.append(REFRESH_ACTION)
    return out


def _style_lead(cards: tuple) -> int:
    for c in reversed(cards):
        if c < STAR:
            return C.STYLE[c]
    return -1


# --- judging moves -----------------------------------------------------------------------------------
# An Accolade is worth more as a side nears three (the third wins the game), in the search's currency
# of win chances: these weights turn "a row's chance of scoring" into "how much it matters".
URGENCY = (1.0, 1.25, 2.5, 2.5)


class Weights:
    """How a level values a move. `theirs`: how much the opponent's rows count (a beginner forgets
    them); `refresh`: the value of refreshing (a hand whose best play is worth less is thrown away;
    in solo modes it also spends two cards of a deck that must not run out)."""

    __slots__ = ("theirs", "refresh")

    def __init__(self, theirs=1.0, refresh=-0.06):
        self.theirs, self.refresh = theirs, refresh


FULL = Weights()


def side_sign(state, mover: int, side: int) -> float:
    """+1 for the mover's own side (every seat shares side 0 in solo modes), -1 for the opponent's."""
    return 1.0 if state.solo or side == mover else -1.0


def move_values(state, mover: int, actions: list, weights: Weights = FULL) -> list:
    """The value of each action for `mover`: the change in (urgency-weighted) Accolades plus rows'
    worth (chance of scoring, weighted by how near they are) on the mover's side, minus the same on
    the opponent's."""
    rows, centres, accolades = state.rows, state.centres, state.accolades
    solo = state.solo
    sides = (0,) if solo else (0, 1)
    now = [[row_worth(centres[r], rows[r * 2 + d]) if d in sides else 0.0 for d in (0, 1)] for r in range(ROWS)]
    weight = [URGENCY[min(a, 3)] * (1.0 if solo or d == mover else weights.theirs)
              for d, a in enumerate(accolades)]
    sign = [1.0 if solo or d == mover else -1.0 for d in sides]
    deck_left = len(state.deck)
    values = []
    for action in actions:
        if action[0] != PLAY:
            v = weights.refresh
            if solo and deck_left < 2 and state.mode != ENDURANCE:
                v -= 1.0  # the refresh would find the deck empty: the game is lost
            values.append(v)
            continue
        _, card, r, d = action
        rule = centres[r]
        after_rule = flipped(rule, card)
        placed = rows[r * 2 + d] + (card,)
        if len(placed) == SPACES:
            gain = (1.0 if scores_now(placed) else 0.0) + EMPTY_WORTH[after_rule]
            if solo and state.mode != ENDURANCE and gain >= 1.0 and accolades[0] + 1 >= ACCOLADES_TO_WIN:
                gain += 5.0  # the winning row
        else:
            gain = row_worth(after_rule, placed)
        v = sign[d] * weight[d] * (gain - now[r][d])
        if after_rule != rule:
            for o in sides:
                if o != d:
                    v += sign[o] * weight[o] * (row_worth(after_rule, rows[r * 2 + o]) - now[r][o])
        values.append(v)
    return values


def row_worth(rule: str, cards: tuple) -> float:
    """A side-row's chance of scoring, counting more the nearer it is to full: a row one card from
    the end will be settled soon, an empty one is a promise many turns away."""
    return potential(rule, cards) * PROGRESS[len(cards)]


PROGRESS = tuple(0.35 + 0.13 * n for n in range(SPACES))
EMPTY_WORTH = {rule: EMPTY[rule] * PROGRESS[0] for rule in RULE_INDEX}


def side_strength(state, side: int) -> float:
    """Accolades won plus each row's worth."""
    total = float(state.accolades[side])
    rows, centres = state.rows, state.centres
    for r in range(ROWS):
        total += row_worth(centres[r], rows[r * 2 + side])
    return total


# --- the hooks the searches use ------------------------------------------------------------------------
def canonical(state, seat: int):
    """`state` with the cards `seat` cannot see (other hands, the deck) sorted within each pass through
    the deck, which is all rules.determinize may exchange. Which cards make up each pass is public
    (everyone saw the discard pile that was reshuffled); only their order was hidden, and this erases
    it, so `canonical(state, seat).determinize(seat, rng)` depends on the seat's view and the RNG only."""
    places: dict = {}  # pass through the deck -> [(seat or -1 for the deck, index)]
    gen = state.card_gen
    for other, hand in enumerate(state.hands):
        if other != seat:
            for i, c in enumerate(hand):
                places.setdefault(gen[c], []).append((other, i))
    for i, c in enumerate(state.deck):
        places.setdefault(gen[c], []).append((-1, i))
    if not places:
        return state
    hands = [list(h) for h in state.hands]
    deck = list(state.deck)
    for group in places.values():
        cards = sorted(deck[i] if s < 0 else hands[s][i] for s, i in group)
        for (s, i), c in zip(group, cards):
            if s < 0:
                deck[i] = c
            else:
                hands[s][i] = c
    # _with is the rules' own copy-with-changes; a state built here is an ordinary FancyState.
    return state._with(deck=tuple(deck), hands=tuple(tuple(h) for h in hands))


class FancyHooks(InfoHooks):
    """Fancy Dancing's knowledge for ISMCTS: the key of what a seat knows, move order, playouts and
    the evaluation of a playout cut off before the end."""

    def __init__(self, noise: float = 0.08, explore: float = 0.05, strength: float = 1.6):
        self.noise = noise  # spread added to each move's value in playouts, so playouts vary
        self.explore = explore  # share of playout moves taken uniformly at random
        self.strength = strength  # how sharply an Accolade lead turns into a win chance

    def info_key(self, state, seat: int):
        # Everything seat's observation holds that tells positions apart: its own hand, the table,
        # the discard, and counts. Other seats' hands and the deck order are never part of it.
        key = (state.phase, state.turn, tuple(sorted(state.hands[seat])), state.rows, state.centres,
               state.accolades, state.discard, len(state.deck), tuple(len(h) for h in state.hands),
               state.rebuilds, state.tokens, state.generation)
        if state.generation:
            gen = state.card_gen
            key += (tuple(tuple(sorted(gen[c] for c in h)) for h in state.hands),)
        return key

    def canonical(self, state, seat: int):
        return canonical(state, seat)

    def order(self, state, actions: list, mover: int) -> list:
        values = move_values(state, mover, actions)
        ranked = sorted(range(len(actions)), key=lambda i: -values[i])  # stable: ties keep the rules' order
        return [actions[i] for i in ranked]

    def playout_action(self, state, mover: int, rng):
        actions = legal_moves(state, mover)
        if len(actions) == 1:
            return actions[0]
        random = rng.random
        if random() < self.explore:
            return actions[int(random() * len(actions))]
        values = move_values(state, mover, actions, PLAYOUT_WEIGHTS[state.mode])
        spread = 2.0 * self.noise  # uniform noise of the same scale as a gaussian's, and cheaper
        best, best_v = actions[0], -math.inf
        for action, v in zip(actions, values):
            v += (random() - 0.5) * spread
            if v > best_v:
                best, best_v = action, v
        return best

    def estimate_returns(self, state) -> tuple | None:
        if state.mode == DUEL:
            lead = side_strength(state, 0) - side_strength(state, 1)
            p = 1.0 / (1.0 + math.exp(-self.strength * lead))
            return (p, 1.0 - p)
        if state.mode == ENDURANCE:
            value = min(1.0, side_strength(state, 0) / ENDURANCE_SCALE)
            return tuple(value for _ in range(state.players))
        return None  # solitaire and co-op play to the end: their playouts are short

    def reward(self, state) -> tuple:
        if state.mode == ENDURANCE:  # score the Accolades, not only whether three were reached
            value = min(1.0, state.accolades[0] / ENDURANCE_SCALE)
            return tuple(value for _ in range(state.players))
        return state.returns()


ODDS_HOOKS = FancyHooks()  # the playout policy of the odds (the shared estimator's and the model's)
ENDURANCE_SCALE = 10.0  # Accolades that count as a full reward in endurance (more is rare)
SOLO = Weights(refresh=-0.15)
PLAYOUT_WEIGHTS = {DUEL: FULL, SOLITAIRE: SOLO, COOPERATIVE: SOLO, ENDURANCE: SOLO}


# --- the odds -------------------------------------------------------------------------------------------
# The chart's chance for a seat of the duel: a logistic model (game.ai.odds.model_chance, weights fitted to
# Normal self-play by tools/fit_odds_model.py in levels/fancy_dancing/odds_model.json) over the playouts'
# logit at a small budget and the lead in side_strength (Accolades plus rows' worth), both from the seat's
# view. About a quarter of the shared estimator's work, and fitted rather than shrunk towards an even chance.
# Solitaire and co-op keep the shared estimator (the model knows the duel only).
# What it was fitted and judged on, and what was tried: docs/odds/fancy_dancing.md.
ODDS_STEPS = 2_000  # playout choices behind one estimate
ODDS_MIN_PLAYOUTS = 12


def odds_covers(state, seat: int) -> bool:
    """Whether the model speaks for `seat` here: a duel still being played."""
    return state.mode == DUEL and not state.is_over()


def odds_features(state, seat: int, seed: int = 0) -> tuple[dict, int]:
    """The model's inputs for `seat` (from its view: public rows and Accolades, playouts from its
    determinizations) and how many playouts stand behind them."""
    lraw, n = odds.playout_logit(state, seat, ODDS_HOOKS, seed, ODDS_STEPS, ODDS_MIN_PLAYOUTS)
    return {"lraw": lraw, "lead": side_strength(state, seat) - side_strength(state, 1 - seat)}, n


class FancyOdds:
    """The duel's chance to win from the fitted model (Bot.estimate_chance), for every level."""

    seed = 0

    def estimate_chance(self, state, seat: int) -> Estimate | None:
        return odds.fitted_estimate(state, seat, self.seed, odds_covers, odds_features)

    def odds_hooks(self):
        return ODDS_HOOKS


# --- levels -------------------------------------------------------------------------------------------
class HeuristicBot(FancyOdds, Bot):
    """Easy: a beginner who plays the move that looks best for their own rows, half-forgets the
    opponent's, misjudges by a little, and now and then plays a card anywhere it fits."""

    def __init__(self, level: str, seed: int, weights: Weights, noise: float, blunder: float):
        self.level, self.seed, self.weights, self.noise, self.blunder = level, seed, weights, noise, blunder
        self.last = None

    def choose(self, state, seat: int):
        rng = decision_rng(self.seed, state, seat)
        # it reads only its own hand and the table
        d = Decision(self.seed, state if seat == CHANCE else canonical(state, seat), seat, rng)
        if d.ready is not None:
            return d.ready
        view, actions = d.sample, d.legal
        if rng.random() < self.blunder:
            return rng.choice(actions)
        values = move_values(view, seat, actions, self.weights)
        noisy = [v + rng.gauss(0.0, self.noise) for v in values]
        return actions[max(range(len(actions)), key=lambda i: noisy[i])]


# Budgets in iterations (the same view and seed give the same move on a busy machine and a quiet one); the
# time limit is game.ai.clock's ceiling, which only a machine ten times slower meets. Hard's 900 iterations
# are about what its former 0.7 s clock allowed on a quiet reference machine (0.6-0.75 ms of CPU an
# iteration), and keep its CPU time under a second at the 95th percentile even on a loaded machine.
LEVELS = {
    "normal": dict(engine="ismcts", max_nodes=300, exploration=0.6, playout_depth=10),
    "hard": dict(engine="ismcts", max_nodes=900, exploration=0.6, playout_depth=12),
}
EASY = dict(weights=Weights(theirs=0.3, refresh=-0.1), noise=0.12, blunder=0.1)


def make_bot(level: str, seed: int = 0, engine: str | None = None):
    """The Fancy Dancing bot for `level` (easy, normal, hard). A named engine ("hard:mcts") keeps the
    level's time budget with that engine, for comparisons in the arena."""
    if level == "easy" and engine is None:
        return HeuristicBot("easy", seed, **EASY)
    try:
        settings = dict(LEVELS["normal" if level == "easy" else level])
    except KeyError:
        raise ValueError(f"unknown Fancy Dancing AI level {level!r} (choose from easy, normal, hard)") from None
    if engine:
        settings["engine"] = engine
        if engine == "alphabeta":
            settings.pop("exploration"), settings.pop("playout_depth")
    return FancySearchBot(level, seed, FancyHooks(), **settings)


class FancySearchBot(FancyOdds, SearchBot):
    """Normal and Hard: game.ai's search with Fancy Dancing's hooks, and the duel's fitted odds."""
