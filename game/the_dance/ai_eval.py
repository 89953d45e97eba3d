"""How The Dance's AI values a position: a family's standing as a few numbers (symbols of her Plan still
missing, held Dancers that fill a need and the steps they still need to be seated, needs no Dancer on
the floor can fill, the odds of the attempt in reach, Refreshments, whether her attempt of this round is
still to come...), weighed by a conditional-logit model of who wins fitted to self-play games
(tools/dance_eval_fit.py) and kept in levels/the_dance/eval_model.json.

Three weightings of the same features:
- "dealt": every Plan known (a world the search has dealt itself): `evaluate(state)` gives each family's
  share of the win, what Hard's search values its horizon with;
- "view4" and "view2": one seat's view (its own Plan; a rival's hidden Plan as a distribution over the
  Plans that seat has not seen, weighed by how well each fits what the rival has seated and holds):
  `view_chance(state, seat)`, the seat's chance to win that the odds gauge shows, "view2" at a table of
  two families, "view4" at three to six (fitted on Normal self-play at 3, 4, 5 and 6 families at once:
  a weighting per table size was no better held out on the whole, better at six and worse at five). It
  is a deterministic function of the view, so it moves only when something on the table (or in the
  seat's hand) does. Both weigh the viewer's own features apart from her rivals' ("own_*"). Held out
  (seat 0 at every third of its decisions, the calibration measure's games; tools/dance_eval_fit.py
  --score) the Brier ratio is 0.75 at two families (seeds 1-3, 1,200 games; worst decile 4.3 points),
  0.73 / 0.72 / 0.72 / 0.75 at 3 / 4 / 5 / 6 (seeds 31-32, at 4 families 31-34, 300 games a seed; worst
  decile 4.2 / 7.9 / 10.0 / 8.1, where the one "view" weighting had 0.76 / 0.75 / 0.77 / 0.79 and 5.9 /
  7.4 / 15.6 / 17.0), before the opener's map below.
- the opener's map ("view4_opener", tools/dance_eval_fit.py --opener; OpenerMap): at three to six families the
  share of the family that opens the round (seat 0 without the Initiative option) is bent by sigmoid(a * logit(share)
  + b); at five and six also bent where the share passes the file's knots and moved mid-range by "close" (opener_inputs,
  scaled by 4 s (1 - s)). Two families keep no map. A viewer's own needed Dancers at her door count as seated in her
  view (door_seated), so her gauge does not fall as she seats one. How each map was chosen and what was tried and
  not kept: docs/odds/the_dance.md.

No pygame, no game state of its own. `view_chance` reads nothing a seat cannot see.
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from functools import lru_cache

from game.ai.odds import logit, sigmoid
from game.core.resources import load_level
from game.the_dance import floor as F
from game.the_dance.ai_view import HOME, best_domain, chance, seats_in_play, turns_home
from game.the_dance.phases import AFTER_ROLL, DANCE, DROP, INFLUENCE, KEEP_DANCER, REGALE_STEP, ROLL

log = logging.getLogger(__name__)

MODEL = "eval_model"  # levels/the_dance/eval_model.json
KINDS = ("dealt", "view2", "view4")  # the model file's weightings (see above)
# What one family's standing is reduced to (the order of the weights in the model file); "viewer" is
# 1 for the seat whose view it is (its own Plan is exact, the others' are expected values). "first": she
# opens the round (seat 0 without the Initiative option wins more than her share). "missing_sq" (the
# square of her needs, a held Dancer one Dance Step from her seat counting as seated, so that seating her
# leaves it as it is and the gauge never drops as she takes her seat) and "race" (the steps home still to
# go once nothing is left to court) let a lead count for more as the end nears: weighed linearly alone,
# the odds of a race nearly won or lost stayed a few points too timid.
# "own_*" repeat them for the viewer alone (0 for every other seat): her own Plan is exact where a hidden
# rival's is an expected value, and one weight for both over-said the viewer's own "nothing left to court"
# by ~15 points in the 80-90% decile among four families (and her trailing by ~4 in the 10-20% at two).
BASE = ("missing", "held", "steps_home", "last_steps", "courted", "dominated", "blocked", "reach", "near",
        "hand", "to_act", "foiled", "first", "missing_sq", "race", "viewer")
OWN = BASE[:-1]
FEATURES = BASE + tuple(f"own_{name}" for name in OWN)
VIEWER = BASE.index("viewer")
FIRST = BASE.index("first")
MISSING, STEPS = BASE.index("missing"), BASE.index("steps_home")
HELD, LAST, COURTED, DOMINATED = (BASE.index(name) for name in ("held", "last_steps", "courted", "dominated"))
MISSING_SQ, RACE = BASE.index("missing_sq"), BASE.index("race")
OWN_AT = tuple(BASE.index(name) for name in OWN)
SEATED_MISFIT = 0.05  # a hidden Plan's weight for each seated Dancer it does not use (players seat what they need)
HELD_MISFIT = 0.3     # ...and for each held Dancer it does not use
NEAR_RANGE = 8.0      # hexes: the distance to the nearest Dancer still to court, as a share of this
ACTING = frozenset({DANCE, INFLUENCE, REGALE_STEP, ROLL, AFTER_ROLL, DROP, KEEP_DANCER})


@lru_cache(maxsize=None)
def model() -> dict:
    """{kind: weights} for each of KINDS, by FEATURES (a feature the file lacks weighs 0), from
    levels/the_dance/eval_model.json."""
    data = load_level("the_dance", MODEL)
    names = data["features"]
    out = {}
    for kind in KINDS:
        given = dict(zip(names, data[kind]))
        out[kind] = tuple(float(given.get(name, 0.0)) for name in FEATURES)
    return out


@dataclass(frozen=True)
class OpenerMap:
    """chance = sigmoid(a * L + b + sum(c * max(0, L - logit(k)) for k, c in bends) + 4 s (1 - s) * sum(t * v for
    the map's `terms`)), L = logit(share), s = share, v the opener's view inputs (opener_inputs): a Platt map whose
    slope changes at each knot k (a line in logit space, bent at the knots), so that it can lift the middle of the
    range without moving the ends; a term lifts (or lowers) the middle alone where her view shows what the share
    misses, nothing at the ends. Fitted, every slope came out positive (it keeps the order of the shares)."""

    a: float = 1.0
    b: float = 0.0
    bends: tuple = ()  # (knot, c): the slope's change above share `knot`
    terms: tuple = ()  # (name, t): a weight on opener_inputs' `name`, scaled by 4 s (1 - s)

    def __call__(self, share: float, inputs: dict | None = None) -> float:
        x = logit(share)
        z = self.a * x + self.b + sum(c * max(0.0, x - logit(k)) for k, c in self.bends)
        if self.terms:
            z += 4.0 * share * (1.0 - share) * sum(t * (inputs or {}).get(name, 0.0) for name, t in self.terms)
        return sigmoid(z)


def opener_inputs(view: dict, viewer: int) -> dict:
    """What an opener's map may weigh beyond her share (OpenerMap.terms), from `viewer`'s view (view_features):
    "close" how many rivals need no more Dancers than she does (half a Dancer's slack: a hidden Plan's needs are
    expected values; hers count a Dancer at her door as seated, door_seated, so seating her leaves it as it is)."""
    mine = view[viewer]
    return {"close": float(sum(1 for q, f in view.items() if q != viewer and f[MISSING] <= mine[MISSING] + 0.5))}


def door_seated(mine: list) -> list:
    """The viewer's own BASE features (her Plan exact) with the needed Dancers she holds one Dance Step from her
    seat counted as seated: held there, such a Dancer left her winning 4-8 points more than her share said at
    every table size (opener or not), about what a seated one is worth. Their count is "missing" less the root
    of "missing_sq" (which already counts them as seated); with none left held, her last steps are 0, and her
    Dominated Dancers are at most those she still holds. Seating one of them leaves these features as they
    were, so the gauge does not fall as she takes her seat; a row that already counts them comes back as it
    is (docs/odds/the_dance.md, 2026-11-27)."""
    door = round(mine[MISSING] - math.sqrt(max(0.0, mine[MISSING_SQ])))
    if door <= 0:
        return mine
    out = list(mine)
    for i in (MISSING, HELD, STEPS):
        out[i] -= door
    if out[HELD] <= 0:
        out[LAST] = 0.0
    out[DOMINATED] = min(out[DOMINATED], out[HELD])
    out[RACE] = out[COURTED] * out[STEPS]
    return out


def read_opener_maps(data: dict) -> dict:
    """{families: OpenerMap} from a model file's "view4_opener" ({families: [a, b, c1, c2...]}, the c's
    paired with "view4_opener_knots"; [a, b] alone a plain Platt map) and "view4_opener_terms" ({families:
    {input: t}}, none at a size it does not list)."""
    knots = tuple(float(k) for k in data.get("view4_opener_knots", ()))
    terms = data.get("view4_opener_terms", {})
    return {int(n): OpenerMap(float(coef[0]), float(coef[1]), tuple(zip(knots, map(float, coef[2:]))),
                              tuple((name, float(t)) for name, t in terms.get(n, {}).items()))
            for n, coef in data.get("view4_opener", {}).items()}


@lru_cache(maxsize=None)
def opener_maps() -> dict:
    """{families: OpenerMap} from the model file (see gauge), none at a size the file does not list."""
    return read_opener_maps(load_level("the_dance", MODEL))


def gauge(share: float, players: int, opens: bool, maps: dict | None = None, inputs: dict | None = None) -> float:
    """The viewer's chance the gauge says from her share at a table of `players` ("view2"'s at two families,
    else "view4"'s): bent by her table size's OpenerMap (opener_maps, or `maps`) when she opens the round, with
    her view's `inputs` (opener_inputs) where that map has terms."""
    bend = (opener_maps() if maps is None else maps).get(players) if opens else None
    return share if bend is None else bend(share, inputs)


def to_act(state, seat: int) -> int:
    """1 while `seat` still has an Influence Step to come (or in flight) this round, else 0."""
    order, turn = state.order, state.turn
    if state.foiled[seat] or not order or turn >= len(order):
        return 0
    if order[turn] == seat:
        return 1 if state.phase in ACTING else 0
    return 1 if seat in order[turn + 1:] else 0


def family_features(state, seat: int, plan: int, board: dict, supply: list, hand: bool = True) -> list:
    """BASE (without "viewer") of `seat` if her Plan is `plan`. `board` is the state's dancer_board,
    `supply` per symbol the Dancers on the floor no family holds or whose holder could lose them; `hand`:
    her Refreshments' faces count in the odds of her attempt (False when they are hidden from the viewer)."""
    need = list(F.PLAN_NEEDS[plan])
    for d in state.seated[seat]:
        sym = F.DANCER_SYMBOL[d]
        if need[sym] > 0:
            need[sym] -= 1
    short = sum(need)
    home = HOME[state.table(seat) - 1]
    held = steps = last = dominated = door = 0
    for dist, d in sorted((home[state.dpos[d]], d) for d in range(F.NUM_DANCERS) if state.dheld[d] == seat):
        sym = F.DANCER_SYMBOL[d]
        if need[sym] > 0:
            need[sym] -= 1
            held += 1
            steps += turns_home(dist)
            last = turns_home(dist)
            dominated += state.dom >> d & 1
            door += last == 1
    blocked = sum(max(0, need[sym] - supply[sym]) for sym in range(4))
    reach = 0.0
    near = 1.0
    here = state.apos[seat]
    if here >= 0 and sum(need):
        for h in F.NEIGHBOURS[here]:
            d = board.get(h, -1)
            if d >= 0 and state.dheld[d] < 0 and need[F.DANCER_SYMBOL[d]] > 0:
                reach = max(reach, chance(best_domain(state, seat, d, hand)[0]))
        dist = F.DIST[here]
        closest = min((dist[state.dpos[d]] for d in range(F.NUM_DANCERS)
                       if state.dpos[d] >= 0 and state.dheld[d] < 0 and need[F.DANCER_SYMBOL[d]] > 0),
                      default=NEAR_RANGE)
        near = min(NEAR_RANGE, closest) / NEAR_RANGE
    elif not sum(need):
        near = 0.0
    courted = 0.0 if sum(need) else 1.0  # nothing left to court: only Dancers to lead home
    first = 1.0 if state.order and state.order[0] == seat else 0.0
    return [float(short), float(held), float(steps), float(last), courted, float(dominated), float(blocked), reach,
            near, float(min(4, sum(state.hands[seat]))), float(to_act(state, seat)), float(bool(state.foiled[seat])),
            first, float(short - door) ** 2, courted * steps]


def supply_of(state, seat: int | None = None) -> list:
    """Per symbol: Dancers on the floor that are unaligned, or held (not Dominated) by a family other
    than `seat` (an attempt can free them)."""
    out = [0, 0, 0, 0]
    for d in range(F.NUM_DANCERS):
        if state.dpos[d] < 0:
            continue
        holder = state.dheld[d]
        if holder < 0 or (holder != seat and not state.dom >> d & 1):
            out[F.DANCER_SYMBOL[d]] += 1
    return out


def plan_weights(state, viewer: int, rival: int) -> list:
    """(Plan, weight) for `rival`'s Plan as `viewer` may judge it: the Plan itself when `viewer` sees it,
    else every Plan `viewer` has not seen, weighed by how well it fits what `rival` seats and holds."""
    from game.the_dance.views import plan_public

    if rival == viewer or plan_public(state, rival) or state.plans[rival] < 0:
        return [(state.plans[rival], 1.0)]
    seen = {state.plans[viewer]} | set(state.plan_known[viewer])
    for q in range(state.players):
        if q != viewer and plan_public(state, q):
            seen.add(state.plans[q])
    held = [d for d in range(F.NUM_DANCERS) if state.dheld[d] == rival]
    out = []
    for plan in range(len(F.PLAN_IDS)):
        if plan in seen:
            continue
        need = list(F.PLAN_NEEDS[plan])
        weight = 1.0
        for group, misfit in ((state.seated[rival], SEATED_MISFIT), (held, HELD_MISFIT)):
            for d in group:
                sym = F.DANCER_SYMBOL[d]
                if need[sym] > 0:
                    need[sym] -= 1
                else:
                    weight *= misfit
        out.append((plan, weight))
    total = sum(w for _, w in out) or 1.0
    return [(p, w / total) for p, w in out]


def shares(strengths: dict, n: int) -> list:
    """Each of `n` seats' share of the win: the softmax of the strengths of the seats in play (0 for the rest)."""
    top = max(strengths.values())
    weights = [0.0] * n
    for seat, x in strengths.items():
        weights[seat] = math.exp(x - top)
    total = sum(weights)
    return [w / total for w in weights]


def with_own(features: list) -> list:
    """A seat's FEATURES from its BASE ones: the "own_*" copies are hers when she is the viewer, else 0."""
    viewer = features[VIEWER]
    return features + [viewer * features[i] for i in OWN_AT]


def view_kind(players: int) -> str:
    """The weighting the odds read at a table of `players` families."""
    return "view2" if players == 2 else "view4"


def strength(weights: tuple, features: list) -> float:
    """A family's strength (its share of the win is the softmax of the strengths) from its BASE features:
    the sum over with_own(features), without building it, and with no "own_*" work for a seat that is not
    the viewer (every seat of the search's evaluation)."""
    base = sum(w * x for w, x in zip(weights, features))
    viewer = features[VIEWER]
    if not viewer:
        return base
    return base + viewer * sum(weights[len(BASE) + k] * features[i] for k, i in enumerate(OWN_AT))


def _placings(state, out: list) -> list:
    """Placings: the winners keep their places; the rest race for the best place still open."""
    n = state.players
    placed = sum(len(g) for g in state.places)
    prize = (n - placed - 1) / (n - 1)
    out = [w * prize for w in out]
    place = 1
    for group in state.places:
        for s in group:
            out[s] = (n - place) / (n - 1)
        place += len(group)
    return out


def evaluate(state) -> tuple:
    """Each seat's share of the win as things stand, every Plan known (its returns when the game is
    over): the "dealt" weights."""
    if state.is_over():
        return state.returns()
    n = state.players
    seats = seats_in_play(state)
    if any(state.plans[s] < 0 for s in seats):
        return tuple(1.0 / n for _ in range(n))
    weights = model()["dealt"]
    board = state.dancer_board()
    strengths = {s: strength(weights, family_features(state, s, state.plans[s], board, supply_of(state, s)) + [0.0])
                 for s in seats}
    out = shares(strengths, n)
    if state.opts["placings"] and state.places:
        out = _placings(state, out)
    return tuple(out)


def view_features(state, viewer: int) -> dict:
    """{seat: BASE features} from `viewer`'s view: its own exact (a Dancer at her door counted as seated,
    door_seated), a hidden Plan's as expected values (with_own adds the "own_*" copies)."""
    board = state.dancer_board()
    out = {}
    for s in seats_in_play(state):
        supply = supply_of(state, s)
        total = [0.0] * (len(BASE) - 1)
        for plan, weight in plan_weights(state, viewer, s):
            for i, x in enumerate(family_features(state, s, plan, board, supply, hand=s == viewer)):
                total[i] += weight * x
        out[s] = total + [1.0 if s == viewer else 0.0]
    if viewer in out:
        out[viewer] = door_seated(out[viewer])
    return out


def estimate(state, seat: int, seed: int = 0):
    """A bot's Estimate of `seat`'s chance (Bot.estimate_chance): view_chance in one determinization of
    the seat's view (the same for every world it could be in, so it reads nothing hidden); proven only
    when the game is over."""
    from game.ai.bots import Estimate, decision_rng

    if state.is_over():
        return Estimate(float(state.returns()[seat]), proven=True)
    world = state.determinize(seat, decision_rng(seed, state, seat))
    return Estimate(view_chance(world, seat), proven=False, samples=1)


def view_chance(state, viewer: int) -> float:
    """`viewer`'s chance to win from its own view (the "view2" weights at a table of two, else "view4"), never 0
    or 1 before the end."""
    if state.is_over():
        return float(state.returns()[viewer])
    n = state.players
    if state.plans[viewer] < 0 or any(state.plans[s] < 0 for s in seats_in_play(state)):
        return 1.0 / n  # still setting up: nobody has a Plan yet
    weights = model()[view_kind(n)]
    view = view_features(state, viewer)
    out = shares({s: strength(weights, f) for s, f in view.items()}, n)
    out[viewer] = gauge(out[viewer], n, view[viewer][FIRST] > 0, inputs=opener_inputs(view, viewer))
    if state.opts["placings"] and state.places:
        out = _placings(state, out)
    return out[viewer]


def infer_plans(world, viewer: int, rng):
    """`world` (a determinization for `viewer`) with the rivals' hidden Plans dealt again, each by
    plan_weights (a Plan that fits what a rival seats and holds is likelier), and the Plan pile made of
    the rest: the worlds a search plays in then look like the table."""
    from game.the_dance.phases import KEEP_PLAN
    from game.the_dance.views import plan_public

    if world.phase == KEEP_PLAN or world.plans[viewer] < 0:
        return world
    hidden = [q for q in seats_in_play(world) if q != viewer and world.plans[q] >= 0 and not plan_public(world, q)]
    if not hidden:
        return world
    plans = list(world.plans)
    taken = {plans[q] for q in range(world.players) if q not in hidden}
    for q in hidden:
        options = [(p, w) for p, w in plan_weights(world, viewer, q) if p not in taken]
        total = sum(w for _, w in options)
        pick = rng.random() * total
        for p, w in options:
            pick -= w
            if pick <= 0:
                break
        plans[q] = p
        taken.add(p)
    pile = tuple(sorted(p for p in range(len(F.PLAN_IDS)) if p not in set(plans)))
    return world._with(plans=tuple(plans), plan_pile=pile)
