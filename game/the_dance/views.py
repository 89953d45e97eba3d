"""What each seat of The Dance may see (shared/rules/the_dance.md, "Hidden information"): the
observation a seat, the screen and the bots read, and determinize, which deals what a seat cannot
see afresh; plus the questions the screen asks of a position (where an Avatar could go, where the
Waltz takes each free Dancer, the odds of an attempt) and the words of its move log.

Pure Python, never imports pygame, and never lets a hidden thing into a view: everything private
is read only for its own seat. Determinize draws from sorted lists of what the seat cannot tell
apart, so the same view and rng always give the same world, whatever the hidden truth was.
"""
from __future__ import annotations

import random

from game.the_dance import floor as F
from game.the_dance import waltz
from game.the_dance.log_words import narrate  # noqa: F401  (the screen's words, re-exported here)

ZERO = (0,) * F.NUM_KINDS


def is_seat(state, player) -> bool:
    return isinstance(player, int) and not isinstance(player, bool) and 0 <= player < state.players


def _markers(counts) -> list:
    return [F.MARKER_IDS[k] for k, n in enumerate(counts) for _ in range(n)]


def _label(h: int):
    return F.LABELS[h] if h >= 0 else None


def plan_public(state, seat: int) -> bool:
    """A Plan everyone sees: Open Plans, a family that has won (placings), or the end of the game."""
    from game.the_dance.phases import OVER
    if state.plans[seat] < 0:
        return False
    return (state.opts["plans"] == "open" or state.phase == OVER
            or any(seat in group for group in state.places))


def visible_powers(state, seat: int, viewer) -> list:
    """The Powers `viewer` knows `seat` holds: all of its own, the revealed ones of others."""
    if viewer == seat:
        return [F.POWER_IDS[p] for p in state.powers[seat]]
    return [F.POWER_IDS[p] for p in state.powers[seat] if state.revealed[seat] >> p & 1]


# --- the observation ---------------------------------------------------------------------------------

def observation(state, player) -> dict:
    """JSON-able view for `player` (a seat), or the spectator's public view (None or any non-seat)."""
    from game.the_dance.phases import AFTER_ROLL, AVATAR_BIT, DROP, KEEP_DANCER, OVER, STRATEGIC_BIT, UNSEAT_BIT
    s = state
    me = player if is_seat(s, player) else None
    n = s.players
    families = []
    for seat in range(n):
        a = s.avatars[seat]
        public_plan = plan_public(s, seat)
        sees_plan = public_plan or seat == me
        plan = s.plans[seat] if sees_plan and s.plans[seat] >= 0 else -1
        families.append({
            "seat": seat,
            "avatar": F.AVATAR_IDS[a] if a >= 0 else None,
            "name": F.AVATAR_NAMES[a] if a >= 0 else f"Player {seat + 1}",
            "table": F.AVATAR_TABLE[a] if a >= 0 else None,
            "entry": F.LABELS[F.AVATAR_ENTRY[a]] if a >= 0 else None,
            "hex": _label(s.apos[seat]),
            "seated": [F.DANCER_IDS[d] for d in s.seated[seat]],
            "holds": [F.DANCER_IDS[d] for d in F.BY_ID if s.dheld[d] == seat],
            "markers": 2 if s.bonus[seat] else 1,
            "bonus": s.bonus[seat],
            "foiled": s.foiled[seat],
            "in_play": s.in_play[seat],
            "refreshments": sum(s.hands[seat]),
            "face_down_discards": sum(s.disc_down[seat]),
            "powers": visible_powers(s, seat, me),
            "plan": F.PLAN_IDS[plan] if plan >= 0 else None,
            "score": _score(s, seat) if plan >= 0 else None,
        })
    dancers = []
    for d in range(F.NUM_DANCERS):
        holder = s.dheld[d]
        seated_at = next((t for t in range(n) if d in s.seated[t]), -1)
        dancers.append({
            "id": F.DANCER_IDS[d],
            "name": F.DANCER_NAMES[d],
            "symbol": F.SYMBOLS[F.DANCER_SYMBOL[d]],
            "hex": _label(s.dpos[d]),
            "held_by": F.AVATAR_IDS[s.avatars[holder]] if holder >= 0 else None,
            "dominated": bool(s.dom >> d & 1),
            "seated_at": F.AVATAR_IDS[s.avatars[seated_at]] if seated_at >= 0 else None,
            "moved": bool(s.moved >> d & 1),
        })
    att = s.attempt
    obs = {
        "game": "the_dance",
        "viewer": me,
        "players": n,
        "options": dict(s.opts),
        "phase": s.phase,
        "to_move": sorted(s.to_move()),
        "actor": s.actor if s.phase != OVER else None,
        "turn_seat": s.current(),
        "round": s.round,
        "turn_limit": s.opts["turn_limit"],
        "tempo": s.tempo,
        "server": _label(s.server),
        "order": list(s.order),
        "initiative": s.holder if s.opts["initiative"] else None,
        "families": families,
        "dancers": dancers,
        "moved": {"avatar": bool(s.moved & AVATAR_BIT), "unseat": bool(s.moved & UNSEAT_BIT),
                  "strategic": bool(s.moved & STRATEGIC_BIT)},
        "pile": sum(s.pile),
        "discard_face_up": _markers(s.disc_up),
        "discard_face_down": sum(sum(c) for c in s.disc_down),
        "plan_pile": len(s.plan_pile),
        "attempt": None if att is None else {
            "kind": att.kind,
            "target": F.DANCER_IDS[att.target] if att.kind == "influence" else F.AVATAR_IDS[att.target],
            "domain": F.DOMAINS[att.domain], "refreshments": [F.MARKER_IDS[k] for k in att.refs],
            "number": att.number, "die": att.die or None, "rerolled": att.rerolled, "adjusted": att.adjusted,
            "after_roll": s.phase == AFTER_ROLL},
        "choice": _public_choice(s, DROP, KEEP_DANCER),
        "hand": _markers(s.hands[me]) if me is not None else [],
        "places": [list(g) for g in s.places],
        "log": s.public_log(),
        "over": s.phase == OVER,
        "returns": list(s.returns()),
        "end_reason": s.end_reason(),
    }
    if me is not None:
        obs["private"] = _private(s, me)
    return obs


def _score(s, seat: int) -> int:
    from game.the_dance.phases import plan_matches
    return plan_matches(s.plans[seat], s.seated[seat])


def _public_choice(s, drop_phase, keep_phase):
    """The Dancers a pending drop / keep choice is between (public: everyone sees the markers)."""
    if s.phase == drop_phase:
        return {"kind": "drop", "new": F.DANCER_IDS[s.ctx[0]]}
    if s.phase == keep_phase:
        return {"kind": "keep", "dancers": [F.DANCER_IDS[s.ctx[0]], F.DANCER_IDS[s.ctx[1]]]}
    return None


def _private(s, me: int) -> dict:
    """What only `me` knows: the Powers it drew, the Plan it is offered, what it knows of the piles."""
    from game.the_dance.phases import KEEP_PLAN
    drawn = s.ctx[0] if s.phase == KEEP_PLAN and s.actor == me else -1
    return {
        "power_pair": [F.POWER_IDS[p] for p in s.power_pair[me]],
        "plan_drawn": F.PLAN_IDS[drawn] if drawn >= 0 else None,
        "discarded_face_down": _markers(s.disc_down[me]),
        "known_in_pile": _markers(s.pile_known[me]),
        "plans_known_in_pile": [F.PLAN_IDS[p] for p in s.plan_known[me]],
        "powers_known_in_pool": [F.POWER_IDS[p] for p in s.power_known[me]],
    }


# --- determinize ---------------------------------------------------------------------------------------

def determinize(state, player: int, rng: random.Random):
    """A full state `player` cannot tell from `state`: the other seats' Refreshment faces, face-down
    discards, unrevealed Powers and hidden Plans, the Refreshment, Plan and Power piles, dealt afresh
    from what `player` has not seen (sorted first, so only the view and `rng` decide the deal)."""
    from game.the_dance.phases import KEEP_PLAN, KEEP_POWER, OVER
    s = state
    if s.phase == OVER or not is_seat(s, player):
        return s
    me = player
    n = s.players
    others = [q for q in range(n) if q != me]
    d = s._copy()

    # Refreshments: the unseen markers go to the other hands, their face-down discards and the pile.
    unseen = list(F.FULL_PILE)
    for counts in (s.hands[me], s.disc_up, s.disc_down[me], s.pile_known[me]):
        for k, c in enumerate(counts):
            unseen[k] -= c
    pool = [k for k, c in enumerate(unseen) for _ in range(c)]
    rng.shuffle(pool)
    hands, downs = list(s.hands), list(s.disc_down)
    for q in others:
        hands[q] = _take(pool, sum(s.hands[q]))
        downs[q] = _take(pool, sum(s.disc_down[q]))
    pile = list(s.pile_known[me])
    for k in pool:
        pile[k] += 1
    d.hands, d.disc_down, d.pile = tuple(hands), tuple(downs), tuple(pile)
    d.pile_known = tuple(s.pile_known[q] if q == me else ZERO for q in range(n))

    # Powers: the others' unrevealed ones come from those `me` has not seen held or returned.
    seen = set(s.powers[me]) | set(s.power_known[me])
    if s.phase == KEEP_POWER and s.actor == me:
        seen |= set(s.power_pair[me])
    for q in range(n):
        seen |= {p for p in s.powers[q] if s.revealed[q] >> p & 1}
    # Old Wealth is revealed as soon as it is kept, so nobody hides it.
    hidden_kept = sorted(p for p in range(len(F.POWER_IDS)) if p not in seen and p != F.OLD_WEALTH)
    free = sorted(p for p in range(len(F.POWER_IDS)) if p not in seen)
    rng.shuffle(hidden_kept)
    powers, pairs, known = list(s.powers), list(s.power_pair), list(s.power_known)
    for q in others:
        shown = tuple(p for p in s.powers[q] if s.revealed[q] >> p & 1)
        hidden = len(s.powers[q]) - len(shown)
        powers[q] = tuple(sorted(shown + tuple(hidden_kept.pop() for _ in range(hidden))))
    held = {p for ps in powers for p in ps}
    spare = [p for p in free if p not in held]
    rng.shuffle(spare)
    for i, q in enumerate(others):
        if s.phase == KEEP_POWER and s.actor == q:
            # still choosing: two Powers nobody holds
            pairs[q] = tuple(sorted(spare[:2]))
            known[q] = ()
        elif len(s.power_pair[q]) == 2 and len(powers[q]) == 1:
            # the Power it gave back: only that seat knew it (and only until the next draw)
            back = spare[-1 - i % len(spare)]
            pairs[q] = tuple(sorted(powers[q] + (back,)))
            known[q] = (back,) if s.power_known[q] else ()
        else:
            pairs[q] = powers[q] if s.power_pair[q] else ()
            known[q] = ()
    d.powers, d.power_pair, d.power_known = tuple(powers), tuple(pairs), tuple(known)

    # Plans: hidden Plans (and a Plan another seat is weighing) come from those `me` has not seen.
    plan_seen = {s.plans[me]} | set(s.plan_known[me])
    mine_drawn = s.phase == KEEP_PLAN and s.actor == me
    if mine_drawn:
        plan_seen.add(s.ctx[0])
    hidden_seats = []
    for q in others:
        if s.plans[q] >= 0 and plan_public(s, q):
            plan_seen.add(s.plans[q])
        elif s.plans[q] >= 0:
            hidden_seats.append(q)
    plans_unseen = sorted(p for p in range(len(F.PLAN_IDS)) if p not in plan_seen)
    rng.shuffle(plans_unseen)
    plans = list(s.plans)
    for q in hidden_seats:
        plans[q] = plans_unseen.pop()
    d.plans = tuple(plans)
    if s.phase == KEEP_PLAN and not mine_drawn:
        d.ctx = (plans_unseen.pop(),)
    d.plan_pile = tuple(sorted(plans_unseen + list(s.plan_known[me])))
    d.plan_known = tuple(s.plan_known[q] if q == me else () for q in range(n))
    return d


def _take(pool: list, k: int) -> tuple:
    """k markers off the end of `pool` as counts per kind."""
    counts = [0] * F.NUM_KINDS
    for _ in range(k):
        counts[pool.pop()] += 1
    return tuple(counts)


# --- questions the screen asks ---------------------------------------------------------------------

def known_powers(state, seat: int, viewer) -> frozenset:
    """The Power indices of `seat` that `viewer` may take into account."""
    if viewer == seat:
        return frozenset(state.powers[seat])
    return frozenset(p for p in state.powers[seat] if state.revealed[seat] >> p & 1)


def avatar_reach(state, seat: int, viewer=None) -> dict:
    """Where `seat`'s Avatar could end a move from where it stands now, as {label: hexes walked},
    and {label: hexes} for the hexes only an Ankh reaches, judged with the Powers `viewer` knows of
    (its own, or revealed ones) and, for another seat, on the chance it holds an Ankh."""
    h = state.apos[seat]
    if h < 0 or state.avatars[seat] < 0:
        return {"reach": {}, "with_ankh": {}}
    powers = known_powers(state, seat, viewer)
    athletic = F.ATHLETIC in powers
    base = 3 if athletic else F.AVATAR_MOVEMENT[state.avatars[seat]]
    if viewer == seat:
        ankh = not athletic and state.hands[seat][F.ANKH] > 0
    else:
        ankh = not athletic and sum(state.hands[seat]) > 0
    occ = state.occupied()
    closed = state.closed_for(seat)
    steps = base + (1 if ankh else 0)
    if F.SHADOW in powers:
        found = {x: k for x, k in F.reach(h, steps, closed).items() if x not in occ}
    else:
        found = F.reach(h, steps, occ | closed)
    reach = {F.LABELS[x]: k for x, k in sorted(found.items()) if k <= base}
    extra = {F.LABELS[x]: k for x, k in sorted(found.items()) if k > base}
    return {"reach": reach, "with_ankh": extra}


def every_avatar_reach(state, viewer=None) -> dict:
    """avatar_reach for every Avatar on the floor, keyed by Avatar id."""
    return {F.AVATAR_IDS[state.avatars[s]]: avatar_reach(state, s, viewer)
            for s in range(state.players) if state.apos[s] >= 0}


def next_waltz_box(state) -> int:
    return state.tempo % 4 + 1


def waltz_preview(state) -> dict:
    """Where each unaligned Dancer will step in the next Waltz Phase if nothing else moves first:
    {dancer id: (from, to)} for the Dancers that move; {} when the next box is 4 (the rest). The
    Server's return is a die roll, so a Server in the kitchen is left out."""
    if next_waltz_box(state) == 4:
        return {}
    blockers = {h for h in state.apos if h >= 0}
    if state.server >= 0:
        blockers.add(state.server)
    dheld = state.dheld
    after = waltz.step(state.dpos, lambda d: dheld[d] < 0, blockers)
    return {F.DANCER_IDS[d]: (F.LABELS[state.dpos[d]], F.LABELS[h])
            for d, h in enumerate(after) if h != state.dpos[d]}


def die_chance(number: int) -> float:
    """P(a die shows at most `number`)."""
    return max(0, min(6, number)) / 6.0


def attempt_odds(state, action, seat: int | None = None) -> dict:
    """Before rolling: the target number of an `influence` or `foil` action and the chances that it
    succeeds, and (an influence) that it Dominates or, on another family's Dancer, frees her. With
    Willpower or Tactician and a Refreshment to spare, `with_powers` gives the chance of success when
    she rerolls or adjusts a failure (reroll first when an adjustment cannot save it)."""
    s = state
    seat = s.actor if seat is None else seat
    kind = action[0]
    if kind not in ("influence", "foil"):
        raise ValueError(f"{action!r} is not an attempt")
    _, target, domain, refs = action
    rating = F.RATING[s.avatars[seat]]
    if kind == "influence":
        other = F.PIPS[target][domain] or 0
    else:
        other = F.RATING[target][domain]
    number = rating[domain] + other + sum(F.MARKER_PIPS[k] for k in refs)
    plain = die_chance(number)
    out = {"number": number, "chance": plain}
    spare = sum(s.hands[seat]) - len(refs)
    willpower = F.WILLPOWER in s.powers[seat] and spare > 0
    tactician = F.TACTICIAN in s.powers[seat] and spare > 0
    out["with_powers"] = _success_with_powers(number, willpower, tactician, spare) if (willpower or tactician) \
        else plain
    if kind == "influence":
        holder = s.dheld[target]
        margin = s.opts["dominate"] == "margin3"
        by_roll = die_chance(number - 3) if margin else (1 / 6 if number >= 1 else 0.0)
        if holder < 0:
            out["dominate"] = plain if F.OVERWHELMING in s.powers[seat] else by_roll
        elif s.dom >> target & 1:
            out["frees"] = by_roll
        else:
            out["frees"] = plain
    return out


def _success_with_powers(number: int, willpower: bool, tactician: bool, spare: int) -> float:
    """Chance of success when a failed roll is rerolled (Willpower) or pulled down by 1 (Tactician),
    each costing one spare Refreshment."""
    def after_adjust(die: int, left: int) -> float:
        if die <= number:
            return 1.0
        return 1.0 if tactician and left > 0 and die - 1 <= number else 0.0

    total = 0.0
    for die in range(1, 7):
        if die <= number:
            total += 1.0
            continue
        if tactician and die - 1 <= number:
            total += 1.0
            continue
        if willpower:
            total += sum(after_adjust(again, spare - 1) for again in range(1, 7)) / 6.0
    return total / 6.0
