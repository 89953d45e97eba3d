"""The Dance's legal actions (shared/rules/the_dance.md, "Order of decisions"; the order within each
kind is written in game.the_dance.rules): what each phase offers its seat, and the reach, targets and
Refreshment options behind them, which the table and the bots ask about too.

Pure Python, never pygame; only reads a state (and its position caches, through game.the_dance.facts).

Reads: phase, actor, ctx, hands, dheld, dom, dpos, apos, avatars, power_pair, powers, in_play, moved,
seated, plans, bonus, tempo, plan_pile, opts, attempt, server, foiled
Writes: nothing
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.facts import (
    closed_for, entry, movement, occupied, piece_at, reach_of, seat_of_avatar, table,
)
from game.the_dance.phases import (
    AFTER_ROLL, AVATAR, AVATAR_BIT, DANCE, DISCARD, DROP, INFLUENCE, INITIATIVE, KEEP_DANCER, KEEP_PLAN,
    KEEP_POWER, MAX_SEATS, NO_REFS, REGALE_STEP, STRATEGIC_BIT, UNSEAT_BIT, plan_met,
)


def generate(s) -> list:
    """The deciding seat's actions in the page's order (none in a chance phase or at the end)."""
    phase, seat = s.phase, s.actor
    if phase == DANCE:
        return dance_actions(s, seat)
    if phase == INFLUENCE:
        return influence_actions(s, seat)
    if phase == REGALE_STEP:
        return influence_options(s, seat, exclude=s.ctx[0]) + [("pass",)]
    if phase == AFTER_ROLL:
        return after_roll_actions(s, seat)
    if phase == DISCARD:
        return [("discard", k) for k, n in enumerate(s.hands[seat]) if n]
    if phase == DROP:
        return [("drop", d) for d in F.BY_ID if s.dheld[d] == seat]
    if phase == KEEP_DANCER:
        first, second, _ = s.ctx
        return [("keep_dancer", d) for d in sorted((first, second), key=lambda d: F.DANCER_IDS[d])]
    if phase == KEEP_PLAN:
        return [("keep_plan", True), ("keep_plan", False)]
    if phase == KEEP_POWER:
        return [("keep_power", p) for p in s.power_pair[seat]]
    if phase == AVATAR:
        return [("avatar", a) for a in F.AVATARS_BY_ID if a not in s.avatars]
    if phase == INITIATIVE:
        return [("initiative", a) for a in F.AVATARS_BY_ID
                if (t := seat_of_avatar(s, a)) >= 0 and t != seat and s.in_play[t]]
    return []


def avatar_destinations(s, seat: int) -> dict[int, int]:
    """Where `seat`'s Avatar can end a move this step, with the hexes each needs (Ankh included)."""
    base, extra = movement(s, seat)
    closed = closed_for(s, seat)
    occ = occupied(s)
    if F.SHADOW in s.powers[seat]:
        found = F.reach(s.apos[seat], base + extra, closed)
        return {h: n for h, n in found.items() if h not in occ}
    return F.reach(s.apos[seat], base + extra, occ | closed)


def lead_destinations(s, seat: int, d: int) -> dict[int, int]:
    """Where she may lead her Dancer d: 2 hexes through empty hexes, her own entry hex included."""
    return F.reach(s.dpos[d], 2, occupied(s) | closed_for(s, seat))


def can_seat(s, seat: int, d: int) -> bool:
    """An empty seat, or the sixth seat for the Dancer that completes the Plan."""
    if len(s.seated[seat]) < MAX_SEATS:
        return True
    plan = s.plans[seat]
    return plan >= 0 and plan_met(plan, s.seated[seat] + (d,))


def seat_route(s, seat: int, d: int):
    """How Dancer d can be seated this step: -1 from the entry hex, the entry hex's index from a
    neighbour of it, or None."""
    door = entry(s, seat)
    h = s.dpos[d]
    if not can_seat(s, seat, d):
        return None
    if h == door:
        return -1
    if door in F.NEIGHBOURS[h] and door not in occupied(s):
        return door
    return None


def dance_actions(s, seat: int) -> list:
    """Dance Step: move, lead, seat, unseat, release, discipline, strategic, done."""
    out = []
    moved = s.moved
    if not moved & AVATAR_BIT:
        base, _ = movement(s, seat)
        for h, n in sorted(avatar_destinations(s, seat).items()):
            out.append(("move", h, n > base))
    held = [d for d in F.BY_ID if s.dheld[d] == seat]
    free_to_lead = [d for d in held if not moved >> d & 1]
    for d in free_to_lead:
        for h in sorted(lead_destinations(s, seat, d)):
            out.append(("lead", d, h))
    for d in free_to_lead:
        route = seat_route(s, seat, d)
        if route is not None:
            out.append(("seat", d, route))
    if not moved & UNSEAT_BIT and entry(s, seat) not in occupied(s):
        for d in sorted(s.seated[seat], key=lambda d: F.DANCER_IDS[d]):
            if not moved >> d & 1:
                out.append(("unseat", d))
    for d in held:
        out.append(("release", d))
    if F.DISCIPLINE in s.powers[seat] and not s.bonus[seat]:
        hand = s.hands[seat]
        kinds = [k for k, n in enumerate(hand) if n]
        for i, a in enumerate(kinds):
            for b in kinds[i:]:
                if a != b or hand[a] >= 2:
                    out.append(("discipline", (a, b)))
    if (F.STRATEGIC in s.powers[seat] and s.tempo == 4 and not moved & STRATEGIC_BIT
            and s.plan_pile):
        out.append(("strategic",))
    out.append(("done",))
    return out


def refreshment_options(s, seat: int, domain: int, base: int) -> list:
    """The Refreshments `seat` may play on a roll in `domain` whose pips before them are `base`:
    none (if the target is already at least 1), one that adds pips in the Domain, or two with
    Resourceful."""
    hand = s.hands[seat]
    anyd = s.opts["refresh_any_domain"]
    kinds = [k for k, n in enumerate(hand)
             if n and F.MARKER_PIPS[k] > 0 and (anyd or F.MARKER_DOMAIN[k] == domain)]
    out = [NO_REFS] if base >= 1 else []
    out.extend((k,) for k in kinds)
    if F.RESOURCEFUL in s.powers[seat]:
        for i, a in enumerate(kinds):
            for b in kinds[i:]:
                if a != b or hand[a] >= 2:
                    out.append((a, b))
    return out


def influence_targets(s, seat: int, exclude: int = -1) -> list:
    """Dancers `seat` may try to Influence now, by id."""
    reach = reach_of(s, seat)
    contest = s.opts["contest_dominated"]
    out = []
    for d in F.BY_ID:
        h = s.dpos[d]
        if h < 0 or h not in reach or d == exclude:
            continue
        holder = s.dheld[d]
        if holder == seat or (holder >= 0 and s.dom >> d & 1 and not contest):
            continue
        out.append(d)
    return out


def influence_options(s, seat: int, exclude: int = -1) -> list:
    """Every `influence` she may declare now (Regale's second attempt excludes the first Dancer)."""
    out = []
    rating = F.RATING[s.avatars[seat]]
    for d in influence_targets(s, seat, exclude):
        pips = F.PIPS[d]
        for dom in range(4):
            if pips[dom] is None:
                continue
            base = rating[dom] + pips[dom]
            for refs in refreshment_options(s, seat, dom, base):
                out.append(("influence", d, dom, refs))
    return out


def foil_targets(s, seat: int) -> list:
    """Avatars (indices, by id) `seat` may try to Foil now."""
    reach = reach_of(s, seat)
    out = []
    for a in F.AVATARS_BY_ID:
        t = seat_of_avatar(s, a)
        if t < 0 or t == seat or not s.in_play[t] or s.foiled[t] or s.apos[t] not in reach:
            continue
        out.append(a)
    return out


def server_in_reach(s, seat: int) -> bool:
    """The Server stands on the floor within her reach (anywhere with Host)."""
    if s.server < 0:
        return False
    return F.HOST in s.powers[seat] or s.server in reach_of(s, seat)


def cutin_targets(s, seat: int) -> list:
    """('dancer', d) / ('avatar', a) adjacent pieces she may swap with, by id."""
    here = s.apos[seat]
    closed = closed_for(s, seat)
    here_table = F.TABLE_OF_HEX[here]
    found = []
    for h in F.NEIGHBOURS[here]:
        if h in closed:
            continue  # she would end on a closed entry hex
        piece = piece_at(s, h)
        if piece is None or piece[0] == "server":
            continue
        kind, idx = piece
        if kind == "dancer":
            if here_table:
                holder = s.dheld[idx]
                if holder < 0 or table(s, holder) != here_table:
                    continue
            found.append((F.DANCER_IDS[idx], 0, idx))
        else:
            if here_table and table(s, idx) != here_table:
                continue
            found.append((F.AVATAR_IDS[s.avatars[idx]], 1, s.avatars[idx]))
    found.sort()
    return [("cutin", kind, idx) for _, kind, idx in found]


def influence_actions(s, seat: int) -> list:
    """Influence Step: influence, foil, server, cutin, pass."""
    out = influence_options(s, seat)
    rating = F.RATING[s.avatars[seat]]
    for a in foil_targets(s, seat):
        other = F.RATING[a]
        for dom in range(4):
            for refs in refreshment_options(s, seat, dom, rating[dom] + other[dom]):
                out.append(("foil", a, dom, refs))
    if server_in_reach(s, seat):
        out.append(("server",))
    out.extend(cutin_targets(s, seat))
    out.append(("pass",))
    return out


def after_roll_actions(s, seat: int) -> list:
    """After a roll: Willpower's reroll (once, before any adjustment), Tactician's adjust, accept."""
    att = s.attempt
    kinds = [k for k, n in enumerate(s.hands[seat]) if n]
    out = []
    if F.WILLPOWER in s.powers[seat] and not att.rerolled and not att.adjusted:
        out.extend(("reroll", k) for k in kinds)
    if F.TACTICIAN in s.powers[seat] and not att.adjusted:
        if att.die > 1:
            out.extend(("adjust", -1, k) for k in kinds)
        if att.die < 6:
            out.extend(("adjust", 1, k) for k in kinds)
    out.append(("accept",))
    return out
