"""What each seat of The Dance may see (shared/rules/the_dance.md, "Hidden information"): the
observation a seat, the screen and the bots read, and determinize, which deals what a seat cannot
see afresh (the screen's questions of a position are answered from the observation in table_view;
its move log in words is log_words').

Pure Python, never imports pygame, and never lets a hidden thing into a view: everything private
is read only for its own seat. Determinize draws from sorted lists of what the seat cannot tell
apart, so the same view and rng always give the same world, whatever the hidden truth was.
"""
from __future__ import annotations

import random

from game.the_dance import floor as F
from game.the_dance.log_words import narrate  # noqa: F401  (the screen's words, re-exported here)
from game.the_dance.phases import (
    AFTER_ROLL, AVATAR_BIT, DROP, KEEP_DANCER, KEEP_PLAN, KEEP_POWER, OVER, STRATEGIC_BIT, UNSEAT_BIT, plan_matches,
)

ZERO = (0,) * F.NUM_KINDS


def is_seat(state, player) -> bool:
    return isinstance(player, int) and not isinstance(player, bool) and 0 <= player < state.players


def _markers(counts) -> list:
    return [F.MARKER_IDS[k] for k, n in enumerate(counts) for _ in range(n)]


def _label(h: int):
    return F.LABELS[h] if h >= 0 else None


def plan_public(state, seat: int) -> bool:
    """A Plan everyone sees: Open Plans, a family that has won (placings), or the end of the game."""
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
    s = state
    me = player if is_seat(s, player) else None
    n = s.players
    # who holds each Dancer on the floor and at whose table each sits, in one pass each (the first
    # table listing a Dancer, as a search seat by seat would find)
    holds = [[] for _ in range(n)]
    for d in F.BY_ID:
        if s.dheld[d] >= 0:
            holds[s.dheld[d]].append(F.DANCER_IDS[d])
    seated_at = {}
    for t in range(n):
        for d in s.seated[t]:
            seated_at.setdefault(d, t)
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
            "holds": holds[seat],
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
        table = seated_at.get(d, -1)
        dancers.append({
            "id": F.DANCER_IDS[d],
            "name": F.DANCER_NAMES[d],
            "symbol": F.SYMBOLS[F.DANCER_SYMBOL[d]],
            "hex": _label(s.dpos[d]),
            "held_by": F.AVATAR_IDS[s.avatars[holder]] if holder >= 0 else None,
            "dominated": bool(s.dom >> d & 1),
            "seated_at": F.AVATAR_IDS[s.avatars[table]] if table >= 0 else None,
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
