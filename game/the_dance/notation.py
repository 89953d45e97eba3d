"""The Dance's notation (shared/rules/the_dance.md, "Notation"): action tuples to the page's text and
back, what the log shows of a decision, and the sentences that explain a refused action. The JSON
form of a state is game.the_dance.state_json.

Pure Python, no pygame; only reads a state. `parse` reads ids in any case and full names ("Lady
Julia", "confidence", "Old Wealth"), and full paths (`move K6,L6`, `lead julia E12,E13`): a path is
checked step by step and stands for its destination, since the engine moves every piece by a shortest
legal way.

Reads: actor, phase, apos, dpos, powers, hands, moved, seated, dheld, dom, opts, ctx, avatars, in_play,
foiled, bonus, tempo, server
Writes: nothing
"""
from __future__ import annotations

import re

from game.core.api import IllegalAction
from game.the_dance import choices, facts
from game.the_dance import floor as F
from game.the_dance.phases import AVATAR_BIT, DANCE, STRATEGIC_BIT, UNSEAT_BIT

C = F.COUNTERS


# --- action -> text --------------------------------------------------------------------------------

def refs_text(refs) -> str:
    return (" +" + "+".join(F.MARKER_IDS[k] for k in refs)) if refs else ""


def action_text(action) -> str:
    kind = action[0]
    if kind in ("strategic", "done", "server", "pass", "accept"):
        return kind
    if kind == "move":
        return f"move {F.LABELS[action[1]]}" + (" +Ankh" if action[2] else "")
    if kind == "lead":
        return f"lead {F.DANCER_IDS[action[1]]} {F.LABELS[action[2]]}"
    if kind == "seat":
        via = action[2]
        return f"lead {F.DANCER_IDS[action[1]]} " + (f"{F.LABELS[via]},seat" if via >= 0 else "seat")
    if kind in ("unseat", "release", "drop"):
        return f"{kind} {F.DANCER_IDS[action[1]]}"
    if kind == "keep_dancer":
        return f"keep {F.DANCER_IDS[action[1]]}"
    if kind == "influence":
        return f"influence {F.DANCER_IDS[action[1]]} {F.DOMAINS[action[2]]}" + refs_text(action[3])
    if kind == "foil":
        return f"foil {F.AVATAR_IDS[action[1]]} {F.DOMAINS[action[2]]}" + refs_text(action[3])
    if kind == "cutin":
        return "cutin " + (F.DANCER_IDS[action[2]] if action[1] == 0 else F.AVATAR_IDS[action[2]])
    if kind == "reroll":
        return f"reroll {F.MARKER_IDS[action[1]]}"
    if kind == "adjust":
        return f"adjust {'+1' if action[1] > 0 else '-1'} {F.MARKER_IDS[action[2]]}"
    if kind == "discard":
        return f"discard {F.MARKER_IDS[action[1]]}"
    if kind == "discipline":
        return "discipline " + ",".join(F.MARKER_IDS[k] for k in action[1])
    if kind == "keep_plan":
        return "keep new" if action[1] else "keep old"
    if kind == "keep_power":
        return f"keep {F.POWER_IDS[action[1]]}"
    if kind == "avatar":
        return f"avatar {F.AVATAR_IDS[action[1]]}"
    if kind == "initiative":
        return f"initiative {F.AVATAR_IDS[action[1]]}"
    if kind == "powers":
        return "powers " + ",".join(F.POWER_IDS[p] for p in action[1])
    if kind == "draw":
        return "draw " + (",".join(F.MARKER_IDS[k] for k in sorted(action[1])) or "-")
    if kind == "plan":
        return f"plan {F.PLAN_IDS[action[1]]}"
    if kind == "dancers":
        return "dancers " + ",".join(F.DANCER_IDS[d] for d in action[1])
    if kind == "roll":
        return f"roll {action[1]}"
    raise ValueError(f"not a The Dance action: {action!r}")


# Decisions the log hides from the other seats: which Power was kept, which marker went face down.
SECRET_WORDS = {"keep_power": "keeps a Power", "discard": "discards a Refreshment face down"}


def log_text(action) -> str:
    """What everyone reads in the log for a decision: its notation, or words that keep its secret."""
    return SECRET_WORDS.get(action[0]) or action_text(action)


# --- text -> action ------------------------------------------------------------------------------

def _id(kind: str, text: str) -> str:
    try:
        return C.id_of(kind, text)
    except LookupError as exc:
        raise IllegalAction(f"Cannot read that: {exc}.") from None


def dancer_of(text: str) -> int:
    return F.DANCER[_id("dancer", text)]


def avatar_of(text: str) -> int:
    return F.AVATAR[_id("avatar", text)]


def marker_of(text: str) -> int:
    k = F.MARKER_LOWER.get(text.strip().lower())
    if k is None:
        raise IllegalAction(f"Cannot read that: there is no Refreshment called {text.strip()!r}.")
    return k


def domain_of(text: str) -> int:
    return F.DOMAINS.index(_id("domain", text))


def hex_of(text: str) -> int:
    h = F.HEX.get(text.strip().upper())
    if h is None:
        raise IllegalAction(f"Cannot read that: there is no hex {text.strip()!r} in the ballroom "
                            "(columns A-U, rows 1-13).")
    return h


def markers_of(body: str) -> tuple:
    names = [n for n in body.split(",") if n.strip()]
    return tuple(sorted(marker_of(n) for n in names))


def refs_of(text: str) -> tuple:
    """'+Con1+Con2' -> the marker kinds, sorted."""
    parts = [p for p in text.split("+") if p.strip()]
    return tuple(sorted(marker_of(p) for p in parts))


def _split_refs(body: str) -> tuple[str, tuple]:
    """'julia con +Con1' -> ('julia con', (Con1,))."""
    i = body.find("+")
    if i < 0:
        return body.strip(), ()
    return body[:i].strip(), refs_of(body[i:])


def _name_and_last(body: str) -> tuple[str, str]:
    parts = body.rsplit(None, 1)
    if len(parts) != 2:
        raise IllegalAction(f"Cannot read {body!r}: a name and then one more word are expected.")
    return parts[0], parts[1]


HELP = ("Cannot read {text!r}: write for example 'move L6', 'lead julia K8,K9', 'influence julia con +Con1', "
        "'foil balaz sub', 'server', 'cutin marta', 'pass' or 'done'.")


def parse(state, text: str):
    t = " ".join(str(text).split())
    low = t.lower()
    if low in ("strategic", "done", "server", "pass", "accept"):
        return (low,)
    m = re.match(r"^(\w+)\s+(.*)$", t)
    if not m:
        raise IllegalAction(HELP.format(text=text))
    verb, body = m.group(1).lower(), m.group(2).strip()
    if verb == "move":
        return _parse_move(state, body)
    if verb == "lead":
        return _parse_lead(state, body)
    if verb in ("unseat", "release", "drop"):
        return (verb, dancer_of(body))
    if verb == "keep":
        word = body.lower()
        if word in ("new", "old"):
            return ("keep_plan", word == "new")
        try:
            return ("keep_power", F.POWER[C.id_of("power", body)])
        except LookupError:
            pass
        try:
            return ("keep_dancer", F.DANCER[C.id_of("dancer", body)])
        except LookupError:
            raise IllegalAction(f"Cannot read {text!r}: keep a Power, 'keep new' or 'keep old', "
                                "or keep a Dancer.") from None
    if verb in ("influence", "foil"):
        rest, refs = _split_refs(body)
        name, domain = _name_and_last(rest)
        target = dancer_of(name) if verb == "influence" else avatar_of(name)
        return (verb, target, domain_of(domain), refs)
    if verb == "cutin":
        try:
            return ("cutin", 0, F.DANCER[C.id_of("dancer", body)])
        except LookupError:
            pass
        try:
            return ("cutin", 1, F.AVATAR[C.id_of("avatar", body)])
        except LookupError:
            raise IllegalAction(f"Cannot read {text!r}: cut in with a Dancer or an Avatar.") from None
    if verb == "reroll":
        return ("reroll", marker_of(body))
    if verb == "adjust":
        m2 = re.match(r"^([+-]?1)\s+(\S+)$", body)
        if not m2:
            raise IllegalAction(f"Cannot read {text!r}: write 'adjust +1 Cor1' or 'adjust -1 Cor1'.")
        return ("adjust", -1 if m2.group(1).startswith("-") else 1, marker_of(m2.group(2)))
    if verb == "discard":
        return ("discard", marker_of(body))
    if verb == "discipline":
        kinds = markers_of(body)
        if len(kinds) != 2:
            raise IllegalAction("Discipline costs exactly 2 Refreshments: 'discipline Ext1,Ankh'.")
        return ("discipline", kinds)
    if verb == "avatar":
        return ("avatar", avatar_of(body))
    if verb == "initiative":
        return ("initiative", avatar_of(body))
    if verb == "powers":
        names = [n for n in body.split(",") if n.strip()]
        return ("powers", tuple(sorted(F.POWER[_id("power", n)] for n in names)))
    if verb == "draw":
        return ("draw", () if body == "-" else markers_of(body))
    if verb == "plan":
        p = F.PLAN.get(body.strip().lower())
        if p is None:
            raise IllegalAction(f"Cannot read {text!r}: Plans are P1 to P12.")
        return ("plan", p)
    if verb == "dancers":
        return ("dancers", tuple(dancer_of(n) for n in body.split(",") if n.strip()))
    if verb == "roll":
        try:
            return ("roll", int(body))
        except ValueError:
            raise IllegalAction(f"Cannot read {text!r}: a roll is a number from 1 to 6.") from None
    raise IllegalAction(HELP.format(text=text))


def _parse_move(state, body: str):
    ankh = False
    m = re.match(r"^(.*?)\s*\+\s*ankh$", body, re.I)
    if m:
        ankh, body = True, m.group(1)
    path = [hex_of(x) for x in body.split(",") if x.strip()]
    if not path:
        raise IllegalAction("Say where the Avatar goes: 'move L6'.")
    if len(path) > 1:
        _check_avatar_path(state, path, ankh)
    return ("move", path[-1], ankh)


def _check_avatar_path(state, path: list, ankh: bool) -> None:
    seat = state.actor
    if state.phase != DANCE or state.apos[seat] < 0:
        return
    base, _ = facts.movement(state, seat)
    budget = base + (1 if ankh and not F.ATHLETIC in state.powers[seat] else 0)
    if len(path) > budget:
        extra = "" if ankh or F.ATHLETIC in state.powers[seat] else " without an Ankh"
        raise IllegalAction(f"That walk is {len(path)} hexes: {facts.name(state, seat)} moves {budget}{extra}.")
    shadow = F.SHADOW in state.powers[seat]
    _check_walk(state, seat, state.apos[seat], path, pass_pieces=shadow, who="Your Avatar")


def _check_walk(state, seat: int, start: int, path: list, pass_pieces: bool, who: str) -> None:
    occ = facts.occupied(state)
    closed = facts.closed_for(state, seat)
    here = start
    for i, h in enumerate(path):
        if h not in F.NEIGHBOURS[here]:
            raise IllegalAction(f"{F.LABELS[h]} is not next to {F.LABELS[here]}: a walk goes from hex to "
                                "neighbouring hex.")
        if h in closed:
            raise IllegalAction(f"table {F.TABLE_OF_HEX[h]}'s entry hex is closed to you")
        last = i == len(path) - 1
        if h in occ and (last or not pass_pieces):
            raise IllegalAction(f"{F.LABELS[h]} is occupied: {who} {'cannot stop' if last else 'cannot pass'} "
                                "there.")
        here = h


def _parse_lead(state, body: str):
    name, route = _name_and_last(body)
    d = dancer_of(name)
    steps = [x.strip() for x in route.split(",") if x.strip()]
    seat_it = bool(steps) and steps[-1].lower() == "seat"
    if seat_it:
        steps = steps[:-1]
    path = [hex_of(x) for x in steps]
    moves = len(path) + (1 if seat_it else 0)
    if moves == 0:
        raise IllegalAction("Say where the Dancer goes: 'lead julia K9'.")
    if moves > 2:
        raise IllegalAction(f"That is {moves} moves: a Dancer is led at most 2 (taking a seat counts as one).")
    seat = state.actor
    if state.phase == DANCE and state.dpos[d] >= 0 and (len(path) > 1 or seat_it):
        if path:
            _check_walk(state, seat, state.dpos[d], path, pass_pieces=False, who=F.short_name(d))
    if seat_it:
        if path and path[-1] != facts.entry(state, seat) if state.phase == DANCE else False:
            raise IllegalAction(f"A Dancer takes her seat from your entry hex "
                                f"{F.LABELS[facts.entry(state, seat)]}.")
        return ("seat", d, path[-1] if path else -1)
    return ("lead", d, path[-1])


# --- refusals -------------------------------------------------------------------------------------

PHASE_HINT = {
    "dance": "It is the Dance Step: move, lead, seat, unseat, release, a Power, or done.",
    "influence": "It is the Influence Step: influence, foil, server, cutin or pass.",
    "regale": "Regale: try a second, different Dancer, or pass.",
    "after_roll": "After the roll: reroll, adjust or accept.",
    "discard": "First discard down to your limit (discard ...).",
    "drop": "Both your markers are in use: say which Dancer you let go (drop ...).",
    "keep_dancer": "Say which of the two Dancers keeps your marker (keep ...).",
    "keep_plan": "Keep the new Plan or the old one (keep new, keep old).",
    "keep_power": "Keep one of the two Powers you drew (keep ...).",
    "avatar": "Choose an Avatar (avatar ...).",
    "initiative": "Hand the Initiative marker to another family (initiative ...).",
}
PHASE_OF = {
    "move": "dance", "lead": "dance", "seat": "dance", "unseat": "dance", "release": "dance",
    "discipline": "dance", "strategic": "dance", "done": "dance",
    "influence": "influence", "foil": "influence", "server": "influence", "cutin": "influence",
    "pass": "influence", "reroll": "after_roll", "adjust": "after_roll", "accept": "after_roll",
    "discard": "discard", "drop": "drop", "keep_dancer": "keep_dancer", "keep_plan": "keep_plan",
    "keep_power": "keep_power", "avatar": "avatar", "initiative": "initiative",
}


def why_illegal(state, action, seat: int) -> str:
    kind = action[0] if isinstance(action, tuple) and action else None
    phase = state.phase
    want = PHASE_OF.get(kind)
    hint = PHASE_HINT.get(phase, "That is not possible now.")
    if want is None:
        return hint
    if want != phase and not (phase == "regale" and kind in ("influence", "pass")):
        return hint
    try:
        reason = _reason(state, action, seat)
    except (IndexError, KeyError, TypeError, ValueError):
        reason = None
    return reason or hint


def _dist_words(n: int) -> str:
    return f"{n} hex{'es' if n != 1 else ''}"


def _reason(state, action, seat: int) -> str | None:  # noqa: C901 - one case per action kind
    kind = action[0]
    name = facts.name(state, seat)
    hand = state.hands[seat]
    if kind == "move":
        _, h, ankh = action
        if state.moved & AVATAR_BIT:
            return "Your Avatar has already moved this step."
        if h == state.apos[seat]:
            return f"Your Avatar already stands on {F.LABELS[h]}."
        if h in facts.closed_for(state, seat):
            return f"table {F.TABLE_OF_HEX[h]}'s entry hex is closed to you"
        if h in facts.occupied(state):
            return f"{F.LABELS[h]} is occupied: an Avatar ends her move on an empty hex."
        base, extra = facts.movement(state, seat)
        if ankh and F.ATHLETIC in state.powers[seat]:
            return "An Ankh never adds Movement for an Athletic Avatar."
        if ankh and not hand[F.ANKH]:
            return "You hold no Ankh."
        found = choices.avatar_destinations(state, seat)
        if h not in found:
            return f"{F.LABELS[h]} is out of reach: {name} moves {base}" + (
                " (3 with an Ankh)." if extra else ".")
        if found[h] > base and not ankh:
            return f"{F.LABELS[h]} is {_dist_words(found[h])} away: {name} moves {base}; play an Ankh " \
                   f"(move {F.LABELS[h]} +Ankh)."
        if ankh and found[h] <= base:
            return f"{F.LABELS[h]} is within {_dist_words(base)}: it needs no Ankh."
        return None
    if kind in ("lead", "seat", "unseat", "release"):
        d = action[1]
        short = F.short_name(d)
        if kind == "unseat":
            if d not in state.seated[seat]:
                return f"{short} is not seated at your table."
            if state.moved & UNSEAT_BIT:
                return "You have already unseated a Dancer this step."
            if facts.entry(state, seat) in facts.occupied(state):
                return f"Your entry hex {F.LABELS[facts.entry(state, seat)]} must be empty to unseat a Dancer."
            return f"{short} has already moved this step."
        if state.dheld[d] != seat:
            return f"{short} is not under your Influence."
        if kind == "release":
            return None
        if state.moved >> d & 1:
            return f"{short} has already moved this step."
        if kind == "seat":
            if not choices.can_seat(state, seat, d):
                return "Your table's five seats are full: only the Dancer that completes your Plan may sit."
            entry = facts.entry(state, seat)
            if entry in facts.occupied(state) and state.dpos[d] != entry:
                return f"Your entry hex {F.LABELS[entry]} is occupied."
            return f"{short} is not beside your entry hex {F.LABELS[entry]}."
        h = action[2]
        if h in facts.closed_for(state, seat):
            return f"table {F.TABLE_OF_HEX[h]}'s entry hex is closed to you"
        if h in facts.occupied(state):
            return f"{F.LABELS[h]} is occupied."
        return f"{F.LABELS[h]} is out of reach: a Dancer is led at most 2 hexes through empty hexes."
    if kind == "discipline":
        if not F.DISCIPLINE in state.powers[seat]:
            return "Only Discipline buys the bonus Influence marker."
        if state.bonus[seat]:
            return "You already own the bonus Influence marker."
        return "You do not hold those two Refreshments."
    if kind == "strategic":
        if not F.STRATEGIC in state.powers[seat]:
            return "Only Strategic draws a new Plan."
        if state.tempo != 4:
            return "Strategic works only while the Tempo marker is in box 4."
        if state.moved & STRATEGIC_BIT:
            return "Strategic is used once a turn."
        return "The Plan pile is empty."
    if kind == "influence":
        _, d, dom, refs = action
        short = F.short_name(d)
        h = state.dpos[d]
        if h < 0:
            return f"{short} is seated, safe from everything."
        dist = F.distance(state.apos[seat], h)
        reach = 2 if F.MESMERIZE in state.powers[seat] else 1
        if dist > reach:
            return f"{short} is {_dist_words(dist)} away: Influence reaches " + (
                "2 hexes with Mesmerize" if reach == 2 else "adjacent Dancers")
        if state.phase == "regale" and d == state.ctx[0]:
            return "Regale's second attempt must be on a different Dancer."
        holder = state.dheld[d]
        if holder == seat:
            return f"{short} is already under your Influence."
        if holder >= 0 and state.dom >> d & 1 and not state.opts["contest_dominated"]:
            return f"{short} is Dominated by {facts.name(state, holder)}: she cannot be targeted."
        if F.PIPS[d][dom] is None:
            return f"{F.DANCER_NAMES[d]} has a red mark in {F.DOMAIN_NAMES[dom]}."
        base = F.RATING[state.avatars[seat]][dom] + F.PIPS[d][dom]
        return _refs_reason(state, seat, dom, refs, base)
    if kind == "foil":
        _, a, dom, refs = action
        t = facts.seat_of_avatar(state, a)
        if t < 0 or not state.in_play[t]:
            return f"{F.AVATAR_NAMES[a]} is not on the floor."
        if t == seat:
            return "An Avatar cannot Foil herself."
        if state.foiled[t]:
            return f"{F.AVATAR_NAMES[a]} is already Foiled."
        dist = F.distance(state.apos[seat], state.apos[t])
        reach = 2 if F.MESMERIZE in state.powers[seat] else 1
        if dist > reach:
            return f"{F.AVATAR_NAMES[a]} is {_dist_words(dist)} away: Foil reaches " + (
                "2 hexes with Mesmerize" if reach == 2 else "adjacent Avatars")
        base = F.RATING[state.avatars[seat]][dom] + F.RATING[a][dom]
        return _refs_reason(state, seat, dom, refs, base)
    if kind == "server":
        if state.server < 0:
            return "The Server is in the kitchen."
        dist = F.distance(state.apos[seat], state.server)
        return f"The Server is {_dist_words(dist)} away: he must be adjacent" + (
            " (2 hexes with Mesmerize)." if F.MESMERIZE in state.powers[seat] else ".")
    if kind == "cutin":
        target = action[2]
        h = state.dpos[target] if action[1] == 0 else state.apos[facts.seat_of_avatar(state, target)]
        if h < 0 or h not in F.NEIGHBOURS[state.apos[seat]]:
            return "Cut In swaps places with an adjacent piece."
        if h in facts.closed_for(state, seat):
            return f"table {F.TABLE_OF_HEX[h]}'s entry hex is closed to you"
        return "Cut In may not put a piece on an entry hex that is closed to it."
    if kind in ("reroll", "adjust"):
        power = F.WILLPOWER if kind == "reroll" else F.TACTICIAN
        if power not in state.powers[seat]:
            return f"Only {F.POWER_NAMES[power]} may {kind} a roll."
        k = action[-1]
        if not hand[k]:
            return f"You hold no {F.MARKER_IDS[k]}."
        if kind == "reroll":
            return "Willpower rerolls once per roll, and before any adjustment."
        return "The adjusted roll must stay within 1-6."
    if kind in ("discard",):
        return f"You hold no {F.MARKER_IDS[action[1]]}."
    if kind in ("drop", "keep_dancer"):
        return f"{F.short_name(action[1])} is not one of the Dancers to choose from."
    if kind == "keep_power":
        return "Keep one of the two Powers you drew."
    if kind == "avatar":
        return f"{F.AVATAR_NAMES[action[1]]} is already taken."
    if kind == "initiative":
        return "Hand the Initiative marker to another family still in play."
    return None


def _refs_reason(state, seat: int, dom: int, refs: tuple, base: int) -> str | None:
    hand = list(state.hands[seat])
    for k in refs:
        if hand[k] <= 0:
            return f"You hold no {F.MARKER_IDS[k]}."
        hand[k] -= 1
    if len(refs) > 2 or (len(refs) == 2 and not F.RESOURCEFUL in state.powers[seat]):
        return "One Refreshment per roll (two with Resourceful)."
    for k in refs:
        if F.MARKER_PIPS[k] == 0:
            return f"{F.MARKER_IDS[k]} adds no pips to a roll."
        if not state.opts["refresh_any_domain"] and F.MARKER_DOMAIN[k] != dom:
            return f"{F.MARKER_IDS[k]} adds nothing to {F.DOMAIN_NAMES[dom]}: a Refreshment counts in its own " \
                   "Domain."
    if base + sum(F.MARKER_PIPS[k] for k in refs) < 1:
        return f"{F.DOMAIN_NAMES[dom]} gives a target number of 0: an attempt needs at least 1 (play a " \
               f"Refreshment)."
    return None
