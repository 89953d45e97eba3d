"""The Dance's heuristic player: court the Dancers the Plan still needs, weigh each attempt by its odds,
walk to where the next attempt is best now and where the Waltz brings Dancers next, lead held Dancers
home by the shortest way, free a rival's Dancer or Foil a rival who is close to winning, and spend
Refreshments only where they pay. Also the beginner (Easy), who chases the nearest useful Dancer.

No pygame. Decides from a (determinized) state, reading only its own Plan and hand and the public
board (rivals' Plans only when they are open), so every world its seat imagines gives the same
choice. The same code is the Normal player and the playout policy of the Hard search.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.the_dance import floor as F
from game.the_dance import waltz
from game.the_dance.ai_view import (
    HOME, best_domain, chance, missing, plan_of, seats_in_play, turns_home, wanted)
from game.the_dance.phases import (
    AFTER_ROLL, AVATAR, AVATAR_BIT, DANCE, DISCARD, DROP, INFLUENCE, INITIATIVE, KEEP_DANCER, KEEP_PLAN,
    KEEP_POWER, REGALE_STEP,
)

# Powers in the order the heuristic keeps them (most useful first: a judgement, not a measurement).
POWER_PREFERENCE = ("mesmerize", "overwhelming", "athletic", "resourceful", "willpower", "discipline",
                    "tactician", "regale", "strategic", "shadow", "old_wealth", "host")


@dataclass(frozen=True)
class Style:
    """The heuristic player's knobs, in "Dancer" units: a needed Dancer seated is worth about 1."""

    ref_cost: float = 0.05      # a Refreshment spent (its worth as a card, in these units)
    home_decay: float = 0.07    # value a Dancer loses per Dance Step it still needs to reach its seat
    lookahead: float = 0.45     # weight of next turn's chances (where the Waltz brings Dancers)
    free_rival: float = 0.7     # freeing a rival's Dancer, times how close the rival is to winning
    foil_weight: float = 0.35   # Foiling a rival, times how close she is to winning
    dominate_bonus: float = 0.15  # a Dominated Dancer cannot be freed
    server_hand: int = 2        # call the Server when holding fewer Refreshments
    discipline: bool = True
    strategic: bool = True
    powers: tuple = POWER_PREFERENCE  # the Powers in the order it keeps them
    avatars: tuple = ()               # the Avatars in the order it chooses them (empty: the first offered)


NORMAL = Style()
# Hard's own play: Dancers far from home count for less, so it courts and leads the near ones first.
# Measured as the heuristic alone against NORMAL: 54.8% of 800 games (seed 0), 53.7% of 1,000 (seed 5).
# Its Powers and Avatars in the order of their measured worth: the win share of each among heuristic
# players that kept Powers and chose Avatars at random (3,000 games of 2 families and 1,500 of 4,
# summed against the fair share; Discipline +13 points, Host -12; Corvinu +13, Saar -11).
HARD = Style(home_decay=0.15,
             powers=("discipline", "tactician", "mesmerize", "overwhelming", "athletic", "willpower", "strategic",
                     "shadow", "resourceful", "old_wealth", "regale", "host"),
             avatars=("corvinu", "moroi", "vass", "ferencz", "balaz", "saar"))
# Hard at a table of four families or more: the same, but Vass before Moroi when Corvinu is gone. Measured as
# the heuristic alone against three NORMAL (800 games, seed 1, full seat rotations): 43.8% [39.5, 48.0] of
# the win against 36.3% [32.8, 39.7] with HARD's order (Moroi first: 24.5%); seed 2: 42.5% [38.2, 46.8]; fair
# share 25%. Its style's other knobs made no difference there (each within a point over 800 games).
HARD_MANY = replace(HARD, avatars=("corvinu", "vass", "moroi", "ferencz", "balaz", "saar"))
MANY_FAMILIES = 4  # from this many families up, Hard plays HARD_MANY (three families: not measured)


# --- what things are worth -------------------------------------------------------------------------

def marker_worth(state, seat: int, k: int) -> float:
    """How much `seat` would miss marker kind k (to choose what to spend or discard)."""
    if k == F.ANKH:
        return 0.3 if F.ATHLETIC in state.powers[seat] else 0.9
    rating = F.RATING[state.avatars[seat]][F.MARKER_DOMAIN[k]]
    return F.MARKER_PIPS[k] * (0.8 + 0.25 * rating)


def cheapest_markers(state, seat: int, count: int, exclude=()) -> tuple:
    """The `count` least useful markers in `seat`'s hand (kinds, sorted), leaving `exclude` aside."""
    hand = list(state.hands[seat])
    for k in exclude:
        hand[k] -= 1
    kinds = sorted((k for k, n in enumerate(hand) for _ in range(max(0, n))),
                   key=lambda k: (marker_worth(state, seat, k), k))
    return tuple(sorted(kinds[:count]))


def refs_cost(state, seat: int, refs, style: Style) -> float:
    return sum(style.ref_cost * marker_worth(state, seat, k) for k in refs)


def held_value(state, seat: int, d: int, style: Style, useful=None) -> float:
    """What keeping held Dancer d is worth to `seat` (little for a spare one)."""
    if useful is None:
        useful = wanted(state, seat)[1]
    if d not in useful:
        return 0.05
    steps = HOME[state.table(seat) - 1][state.dpos[d]]
    return max(0.3, 1.0 - style.home_decay * turns_home(steps))


def rival_threat(state, seat: int, rival: int) -> float:
    """How close `rival` looks to winning, as `seat` sees it: 1 when one Dancer short."""
    plan = plan_of(state, rival, seat)
    seated = state.seated[rival]
    held = [d for d in range(F.NUM_DANCERS) if state.dheld[d] == rival]
    if plan >= 0:
        need = missing(plan, seated)
        short = sum(need)
        for d in held:
            sym = F.DANCER_SYMBOL[d]
            if need[sym] > 0:
                need[sym] -= 1
                short -= 0.6
    else:  # a secret Plan: 4 symbols on average, and held Dancers probably count
        short = 4.0 - len(seated) - 0.5 * len(held)
    return 1.0 / max(1.0, short)


def rival_needs(state, seat: int, rival: int, d: int) -> float:
    """How likely Dancer d is one `rival` needs (exact when her Plan is open)."""
    plan = plan_of(state, rival, seat)
    if plan < 0:
        return 0.7
    return 1.0 if missing(plan, state.seated[rival])[F.DANCER_SYMBOL[d]] > 0 else 0.1


def court_gain(state, seat: int, d: int, need: list, loss: float, style: Style) -> float:
    """What winning unaligned Dancer d is worth to `seat`, less `loss`, the worth of the Dancer her
    marker would leave when all her markers are in use."""
    if need[F.DANCER_SYMBOL[d]] <= 0:
        return 0.0
    table = state.table(seat) - 1
    value = 1.0 - style.home_decay * turns_home(HOME[table][state.dpos[d]])
    if sum(need) == 1:
        value += 0.3  # the last Dancer of the Plan
    return value - loss


def marker_loss(state, seat: int, useful: list, style: Style) -> float:
    """The worth of the Dancer a new success would take her marker from (0 with a marker free)."""
    held = [x for x in range(F.NUM_DANCERS) if state.dheld[x] == seat]
    if len(held) < state.markers(seat):
        return 0.0
    return min(held_value(state, seat, x, style, useful) for x in held)


def free_gain(state, seat: int, d: int, style: Style) -> float:
    """What freeing a rival's Dancer d is worth to `seat`."""
    rival = state.dheld[d]
    gain = style.free_rival * rival_threat(state, seat, rival) * rival_needs(state, seat, rival, d)
    return gain


DOMAIN_KINDS = tuple(tuple(k for k in range(F.NUM_KINDS) if F.MARKER_DOMAIN[k] == dom) for dom in range(4))
PIP_KINDS = tuple(k for k in range(F.NUM_KINDS) if F.MARKER_PIPS[k] > 0)


def attempt_options(state, seat: int, d: int, gain: float, style: Style, dominated_target: bool = False):
    """The best (expected worth, domain, refs) of an attempt on Dancer d worth `gain` when it succeeds:
    each legal Domain with no Refreshment, one, or (Resourceful) two, the cost of those spent counted."""
    if gain <= 0.0:
        return None
    a = state.avatars[seat]
    rating = F.RATING[a]
    pips = F.PIPS[d]
    powers = state.powers[seat]
    hand = state.hands[seat]
    overwhelming = F.OVERWHELMING in powers
    resourceful = F.RESOURCEFUL in powers
    anyd = state.opts["refresh_any_domain"]
    margin3 = state.opts["dominate"] == "margin3"
    cost_of = [style.ref_cost * marker_worth(state, seat, k) if hand[k] else 0.0 for k in range(F.NUM_KINDS)]
    best = None
    for dom in range(4):
        if pips[dom] is None:
            continue
        base = rating[dom] + pips[dom]
        kinds = [k for k in (PIP_KINDS if anyd else DOMAIN_KINDS[dom]) if hand[k]]
        options = [()] if base >= 1 else []
        options.extend((k,) for k in kinds)
        if resourceful:
            for i, x in enumerate(kinds):
                for y in kinds[i:]:
                    if x != y or hand[x] >= 2:
                        options.append((x, y))
        for refs in options:
            number = base
            cost = 0.0
            for k in refs:
                number += F.MARKER_PIPS[k]
                cost += cost_of[k]
            p = (number if number < 6 else 6) / 6.0
            if margin3:
                pd = max(0, min(6, number - 3)) / 6.0
            else:
                pd = 1.0 / 6.0
            if dominated_target:
                ev = pd * gain
            else:
                ev = p * gain + (p if overwhelming else pd) * gain * style.dominate_bonus
            ev -= cost
            if best is None or ev > best[0] + 1e-9:
                best = (ev, dom, refs)
    return best


# --- the Influence Step ------------------------------------------------------------------------------

class Outlook:
    """What every attempt open to a seat is worth this turn, wherever the Avatar stands: worked out
    once per decision, then read for each hex she could walk to."""

    __slots__ = ("need", "useful", "loss", "by_dancer", "foils", "server")

    def __init__(self, state, seat: int, style: Style, exclude: int = -1, radius: int = 99):
        self.need, self.useful = wanted(state, seat)
        self.loss = marker_loss(state, seat, self.useful, style)
        contest = state.opts["contest_dominated"]
        by_dancer = {}
        near = F.DIST[state.apos[seat]]
        for d, h in enumerate(state.dpos):
            if h < 0 or d == exclude or near[h] > radius:
                continue
            holder = state.dheld[d]
            if holder == seat:
                continue
            dominated = bool(state.dom >> d & 1)
            if holder < 0:
                gain = court_gain(state, seat, d, self.need, self.loss, style)
            elif dominated and not contest:
                continue
            else:
                gain = free_gain(state, seat, d, style)
            best = attempt_options(state, seat, d, gain, style, dominated_target=holder >= 0 and dominated)
            if best is not None and best[0] > 0:
                by_dancer[d] = (best[0], ("influence", d, best[1], best[2]))
        self.by_dancer = by_dancer
        self.foils = _foil_choices(state, seat, style) if exclude < 0 else {}
        self.server = None
        if exclude < 0 and state.server >= 0:
            hand = sum(state.hands[seat])
            if hand < style.server_hand:
                self.server = (2 * style.ref_cost * (1.2 if hand == 0 else 1.0) + 0.05, ("server",))


def influence_choices(state, seat: int, style: Style, reach=None, exclude: int = -1, look: Outlook | None = None):
    """(expected worth, action) of every sensible Influence Step choice from where the Avatar stands
    (or from `reach`, a set of hexes, to judge a hex the Avatar could walk to), best first."""
    if reach is None:
        reach = state.reach_of(seat)
    if look is None:
        look = Outlook(state, seat, style, exclude, radius=2 if F.MESMERIZE in state.powers[seat] else 1)
    board = state.dancer_board()
    out = []
    for h in reach:
        d = board.get(h, -1)
        if d >= 0:
            found = look.by_dancer.get(d)
            if found is not None:
                out.append(found)
        foil = look.foils.get(h)
        if foil is not None:
            out.append(foil)
    if look.server is not None and (state.server in reach or F.HOST in state.powers[seat]):
        out.append(look.server)
    out.sort(key=lambda x: -x[0])
    return out


def _foil_choices(state, seat: int, style: Style) -> dict:
    """{rival Avatar's hex: (expected worth, foil action)} for the rivals worth Foiling."""
    out = {}
    rating = F.RATING[state.avatars[seat]]
    for rival in seats_in_play(state):
        if rival == seat or state.foiled[rival] or state.apos[rival] < 0:
            continue
        threat = rival_threat(state, seat, rival)
        if threat < 0.5:
            continue
        a = state.avatars[rival]
        best = None
        for dom in range(4):
            base = rating[dom] + F.RATING[a][dom]
            for refs in state.refreshment_options(seat, dom, base):
                number = base + sum(F.MARKER_PIPS[k] for k in refs)
                ev = chance(number) * style.foil_weight * threat - refs_cost(state, seat, refs, style)
                if best is None or ev > best[0]:
                    best = (ev, ("foil", a, dom, refs))
        if best is not None and best[0] > 0:
            out[state.apos[rival]] = best
    return out


def choose_influence(state, seat: int, style: Style, legal: list) -> tuple:
    """The Influence Step (or Regale's second attempt): the best legal choice, else pass."""
    exclude = state.ctx[0] if state.phase == REGALE_STEP else -1
    legal_set = set(legal)
    for _, action in influence_choices(state, seat, style, exclude=exclude):
        if action in legal_set:
            return action
    return ("pass",)


# --- the Dance Step ------------------------------------------------------------------------------

def best_lead(state, seat: int, d: int) -> tuple | None:
    """The lead or seat that brings held Dancer d nearest home (a seat first), or None if none helps."""
    route = state.seat_route(seat, d)
    if route is not None:
        return ("seat", d, route)
    table = state.table(seat) - 1
    home = HOME[table]
    here = home[state.dpos[d]]
    best, best_key = None, None
    rivals = [state.apos[r] for r in seats_in_play(state) if r != seat and state.apos[r] >= 0]
    for h, steps in state.lead_destinations(seat, d).items():
        dist = home[h]
        if dist >= here:
            continue
        danger = sum(1 for r in rivals if F.distance(r, h) <= 3)
        key = (dist, danger, steps, h)
        if best_key is None or key < best_key:
            best, best_key = ("lead", d, h), key
    return best


def predicted_positions(state) -> tuple:
    """Where the Dancers stand after the next Waltz, as things are now (they rest in box 4)."""
    if state.tempo % 4 + 1 == 4:
        return state.dpos
    blockers = {h for h in state.apos if h >= 0}
    if state.server >= 0:
        blockers.add(state.server)
    dheld = state.dheld
    return waltz.step(state.dpos, lambda d: dheld[d] < 0, blockers)


def next_turn_targets(state, seat: int, style: Style, look: Outlook) -> list:
    """(worth, hex after the Waltz) of the unaligned Dancers `seat` wants, for where to stand."""
    later = predicted_positions(state)
    out = []
    for d in range(F.NUM_DANCERS):
        if state.dpos[d] < 0 or state.dheld[d] >= 0:
            continue
        gain = court_gain(state, seat, d, look.need, look.loss, style)
        if gain <= 0:
            continue
        number = best_domain(state, seat, d)[0]
        out.append((gain * chance(number), later[d]))
    return out


def avatar_score(state, seat: int, h: int, style: Style, targets: list, now_weight: float, look: Outlook) -> float:
    mesmerize = F.MESMERIZE in state.powers[seat]
    reach = F.NEAR2[h] if mesmerize else F.NEIGHBOURS[h]
    now = influence_choices(state, seat, style, reach=reach, look=look)
    score = now_weight * (now[0][0] if now else 0.0)
    move = 3 if F.ATHLETIC in state.powers[seat] else 2
    radius = move + (2 if mesmerize else 1)
    later = 0.0
    near = F.DIST[h]
    for worth, x in targets:
        dist = near[x]
        factor = 1.0 if dist <= radius else 0.55 ** (dist - radius)
        if worth * factor > later:
            later = worth * factor
    score += style.lookahead * later
    if h == state.entry(seat) and look.useful:
        score -= 0.2  # keep the way to the seats free
    return score


def choose_avatar_move(state, seat: int, style: Style, legal_moves: list):
    """The best move (or None to stay) for the Avatar, from where it stands."""
    return ranked_moves(state, seat, style, legal_moves)[0][1]


def housekeeping(state, seat: int, style: Style, legal_set=None, strategic: bool = True):
    """The Dance Step's obvious actions, in this order, or None: seat a needed Dancer (a win first),
    draw with Strategic, buy Discipline's marker, lead a needed Dancer nearer home."""
    if legal_set is None:
        legal_set = set(state.legal_actions(seat))
    need, useful = wanted(state, seat)
    for d in useful:
        if not state.moved >> d & 1:
            route = state.seat_route(seat, d)
            if route is not None and ("seat", d, route) in legal_set:
                return ("seat", d, route)
    plan = state.plans[seat]
    if strategic and style.strategic and ("strategic",) in legal_set and sum(missing(plan, state.seated[seat])) > 1:
        return ("strategic",)
    if style.discipline and not state.bonus[seat] and F.DISCIPLINE in state.powers[seat]:
        if sum(state.hands[seat]) >= 3 and sum(need) >= 2:
            pair = cheapest_markers(state, seat, 2)
            if ("discipline", pair) in legal_set:
                return ("discipline", pair)
    for d in useful:
        if state.moved >> d & 1:
            continue
        lead = best_lead(state, seat, d)
        if lead is not None and lead in legal_set:
            return lead
    return None


def choose_dance(state, seat: int, style: Style, legal: list) -> tuple:
    """The next Dance Step action: the obvious ones first, then the Avatar's walk, then done."""
    legal_set = set(legal)
    action = housekeeping(state, seat, style, legal_set)
    if action is not None:
        return action
    if not state.moved & AVATAR_BIT:
        moves = [a for a in legal if a[0] == "move"]
        if moves:
            move = choose_avatar_move(state, seat, style, moves)
            if move is not None:
                return move
    return ("done",)


def ranked_moves(state, seat: int, style: Style, legal_moves: list) -> list:
    """(score, move or None for staying) for every move of the Avatar, best first."""
    now_weight = 0.0 if state.foiled[seat] else 1.0
    # only Dancers she could try this turn: her Movement, an Ankh, and her reach
    look = Outlook(state, seat, style, radius=4 + (1 if F.ATHLETIC in state.powers[seat] else 0)
                   + (1 if F.MESMERIZE in state.powers[seat] else 0))
    targets = next_turn_targets(state, seat, style, look)
    out = [(avatar_score(state, seat, state.apos[seat], style, targets, now_weight, look) + 0.01, None)]
    ankh_cost = style.ref_cost * marker_worth(state, seat, F.ANKH)
    for action in legal_moves:
        _, h, ankh = action
        score = avatar_score(state, seat, h, style, targets, now_weight, look)
        if ankh:
            score -= ankh_cost
        out.append((score, action))
    out.sort(key=lambda x: (-x[0], x[1] is not None, x[1] or ()))
    return out


# --- the small decisions ----------------------------------------------------------------------------

def choose_after_roll(state, seat: int, style: Style, legal: list) -> tuple:
    att = state.attempt
    if att.die <= att.number:
        return ("accept",)
    gain = 1.0 if att.kind == "influence" else style.foil_weight
    cheap = cheapest_markers(state, seat, 1)
    if not cheap:
        return ("accept",)
    k = cheap[0]
    cost = style.ref_cost * marker_worth(state, seat, k)
    if ("adjust", -1, k) in legal and att.die - 1 <= att.number and gain > cost:
        return ("adjust", -1, k)
    if ("reroll", k) in legal and gain * chance(att.number) > cost:
        return ("reroll", k)
    return ("accept",)


def choose_discard(state, seat: int) -> tuple:
    return ("discard", cheapest_markers(state, seat, 1)[0])


def choose_drop(state, seat: int, style: Style, legal: list) -> tuple:
    useful = wanted(state, seat)[1]
    return min(legal, key=lambda a: (held_value(state, seat, a[1], style, useful), F.DANCER_IDS[a[1]]))


def choose_keep_dancer(state, seat: int, style: Style, legal: list) -> tuple:
    first, second, _ = state.ctx
    need = missing(state.plans[seat], state.seated[seat])
    table = state.table(seat) - 1

    def worth(d):
        useful = need[F.DANCER_SYMBOL[d]] > 0
        return (useful, -HOME[table][state.dpos[d]], F.DANCER_IDS[d])
    return ("keep_dancer", max((first, second), key=worth))


def plan_shortfall(state, seat: int, plan: int) -> float:
    need = missing(plan, state.seated[seat])
    short = float(sum(need))
    for d in range(F.NUM_DANCERS):
        if state.dheld[d] == seat and need[F.DANCER_SYMBOL[d]] > 0:
            need[F.DANCER_SYMBOL[d]] -= 1
            short -= 0.5
    return short


def choose_keep_plan(state, seat: int) -> tuple:
    new, old = state.ctx[0], state.plans[seat]
    return ("keep_plan", plan_shortfall(state, seat, new) < plan_shortfall(state, seat, old))


def choose_initiative(state, seat: int, legal: list) -> tuple:
    """Hand the marker to the rival who looks furthest from winning."""
    return min(legal, key=lambda a: (rival_threat(state, seat, state.seat_of_avatar(a[1])), F.AVATAR_IDS[a[1]]))


def choose_power(state, seat: int, legal: list, style: Style = NORMAL) -> tuple:
    order = style.powers
    return min(legal, key=lambda a: order.index(F.POWER_IDS[a[1]]) if F.POWER_IDS[a[1]] in order else len(order))


def choose_avatar(state, seat: int, legal: list, style: Style = NORMAL) -> tuple:
    order = style.avatars
    if not order:
        return legal[0]
    return min(legal, key=lambda a: order.index(F.AVATAR_IDS[a[1]]) if F.AVATAR_IDS[a[1]] in order else len(order))


def choose(state, seat: int, style: Style = NORMAL, legal: list | None = None) -> tuple:
    """The heuristic player's choice for `seat` (which must be the seat to move)."""
    if legal is None:
        legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase == DANCE:
        return choose_dance(state, seat, style, legal)
    if phase in (INFLUENCE, REGALE_STEP):
        return choose_influence(state, seat, style, legal)
    if phase == AFTER_ROLL:
        return choose_after_roll(state, seat, style, legal)
    if phase == DISCARD:
        return choose_discard(state, seat)
    if phase == DROP:
        return choose_drop(state, seat, style, legal)
    if phase == KEEP_DANCER:
        return choose_keep_dancer(state, seat, style, legal)
    if phase == KEEP_PLAN:
        return choose_keep_plan(state, seat)
    if phase == KEEP_POWER:
        return choose_power(state, seat, legal, style)
    if phase == AVATAR:
        return choose_avatar(state, seat, legal, style)
    if phase == INITIATIVE:
        return choose_initiative(state, seat, legal)
    return legal[0]


# --- the beginner ------------------------------------------------------------------------------------

def beginner(state, seat: int, rng: random.Random, legal: list | None = None) -> tuple:
    """Easy: walks toward the nearest Dancer of a symbol her Plan needs and tries her best Domain on it
    (a matching Refreshment whenever she has one), leads her Dancers home and seats them; never frees
    or Foils a rival, never calls the Server on purpose, keeps Powers at random."""
    if legal is None:
        legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase == DANCE:
        need, useful = wanted(state, seat)
        for action in legal:
            if action[0] == "seat" and action[1] in useful:
                return action
        for d in useful:
            if not state.moved >> d & 1:
                lead = best_lead(state, seat, d)
                if lead is not None and lead in legal:
                    return lead
        if not state.moved & AVATAR_BIT:
            move = _chase(state, seat, need, legal)
            if move is not None:
                return move
        return ("done",)
    if phase in (INFLUENCE, REGALE_STEP):
        need, _ = wanted(state, seat)
        tries = []
        for action in legal:
            if action[0] != "influence":
                continue
            d = action[1]
            if state.dheld[d] >= 0 or need[F.DANCER_SYMBOL[d]] <= 0:
                continue
            number = F.RATING[state.avatars[seat]][action[2]] + F.PIPS[d][action[2]] + \
                sum(F.MARKER_PIPS[k] for k in action[3])
            tries.append((number, len(action[3]) == 1, action))
        if tries:
            return max(tries, key=lambda t: (t[0], t[1]))[2]
        return ("pass",)
    if phase == KEEP_POWER or phase == AVATAR or phase == INITIATIVE:
        return rng.choice(legal)
    if phase == AFTER_ROLL:
        return ("accept",)
    if phase == DISCARD:
        return rng.choice(legal)
    return choose(state, seat, NORMAL, legal)


def _chase(state, seat: int, need: list, legal: list):
    """The move that ends nearest the nearest unaligned Dancer of a needed symbol."""
    here = state.apos[seat]
    goals = [state.dpos[d] for d in range(F.NUM_DANCERS)
             if state.dpos[d] >= 0 and state.dheld[d] < 0 and need[F.DANCER_SYMBOL[d]] > 0]
    if not goals:
        return None
    goal = min(goals, key=lambda x: (F.distance(here, x), x))
    if F.distance(here, goal) <= 1:
        return None
    moves = [a for a in legal if a[0] == "move" and not a[2]]
    if not moves:
        return None
    return min(moves, key=lambda a: (max(1, F.distance(a[1], goal)), a[1]))
