"""The Dance's move log in words for the screen: one step (a state, the action taken, the state after)
told as sentences a player reads, such as "Tatiana influences Lady Julia with Confidence: needs 4,
rolled 3 — Influenced".

Pure Python, never imports pygame. It tells a viewer only what that viewer may know: another seat's
Refreshment faces, kept Power and Plan stay "a Refreshment", "a Power", "a Plan"; the spectator
(viewer None) reads only what is public.
"""
from __future__ import annotations

from game.core.api import CHANCE
from game.the_dance import floor as F

DASH = "\u2014"


def first_name(state, seat: int) -> str:
    """'Tatiana' for Tatiana Saar; 'Player 2' before the Avatars are chosen."""
    a = state.avatars[seat] if 0 <= seat < state.players else -1
    return F.AVATAR_NAMES[a].split()[0] if a >= 0 else f"Player {seat + 1}"


def dancer_name(d: int) -> str:
    return F.DANCER_NAMES[d]


def _list(names) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _markers(counts_or_kinds, counts: bool = False) -> str:
    kinds = [k for k, c in enumerate(counts_or_kinds) for _ in range(c)] if counts else list(counts_or_kinds)
    return ", ".join(F.MARKER_IDS[k] for k in kinds)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def narrate(before, action, after, player: int | None = None, viewer: int | None = None) -> list[str]:
    """Sentences for one step: `before.apply(action, player)` gave `after`. `player` is CHANCE for a
    chance outcome (found from `before` when left out); `viewer` the seat reading (None: everyone)."""
    if player is None:
        movers = before.to_move()
        player = next(iter(movers)) if len(movers) == 1 else CHANCE
    lines: list[str] = []
    if player == CHANCE:
        lines.extend(_chance(before, action, after, viewer))
    else:
        lines.extend(_decision(before, action, after, player, viewer))
    lines.extend(_aftermath(before, after, viewer))
    return [line for line in lines if line]


def _who_draws(before) -> int:
    from game.the_dance.phases import SETUP_DRAW
    return before.actor if before.phase == SETUP_DRAW else before.queue[0][0]


def _chance(before, action, after, viewer) -> list[str]:
    from game.the_dance.phases import PLAN_DRAW, ROLL, SERVER_ROLL, WALTZ_ROLL
    kind, value = action
    if kind == "roll":
        if before.phase == ROLL:
            return [_roll_words(before, after, value, viewer)]
        h = F.SERVER_HEXES[value - 1]
        if before.phase == SERVER_ROLL:
            return [f"The Server starts on hex {value} ({F.LABELS[h]})."]
        if before.phase == WALTZ_ROLL:
            if after.server == h:
                return [f"The Server comes back to hex {value} ({F.LABELS[h]})."]
            return [f"Server hex {value} ({F.LABELS[h]}) is taken: the Server stays in the kitchen."]
        return []
    seat = before.actor
    if kind == "powers":
        name = first_name(before, seat)
        if viewer == seat:
            return [f"{name} draws {_list(F.POWER_NAMES[p] for p in value)}."]
        return [f"{name} draws two Powers."]
    if kind == "draw":
        seat = _who_draws(before)
        name = first_name(before, seat)
        words = f"{name} draws {_plural(len(value), 'Refreshment')}"
        if viewer == seat and value:
            words += f" ({_markers(sorted(value))})"
        return [words + "."]
    if kind == "plan":
        name = first_name(before, seat)
        open_plans = before.opts["plans"] == "open" and before.phase != PLAN_DRAW
        if viewer == seat or open_plans:
            return [f"{name} draws Plan {F.PLAN_IDS[value]} ({F.COUNTERS.plans[value].symbols})."]
        return [f"{name} draws a Plan."]
    if kind == "dancers":
        return ["The Dancers take their places on the white circles."]
    return []


def _outcome(before, after, seat: int, die: int) -> str:
    """How an attempt with the final `die` ended, read from the states either side of its last step."""
    from game.the_dance.phases import DROP, FOIL, KEEP_DANCER
    att = before.attempt
    success = die <= att.number
    if att.kind == FOIL:
        return "Foiled" if success else "fails"
    d = att.target
    holder = before.dheld[d]
    if holder >= 0 and holder != seat:
        if after.dheld[d] < 0:
            return f"freed from {first_name(before, holder)}"
        return "fails" if not success else f"stays with {first_name(before, holder)}"
    if after.dheld[d] == seat:
        return "Dominated" if after.dom >> d & 1 else "Influenced"
    if success and after.phase in (DROP, KEEP_DANCER):
        return "succeeds"
    return "succeeds" if success else "fails"


def _attempt_head(before, seat: int) -> str:
    att = before.attempt
    name = first_name(before, seat)
    domain = F.DOMAIN_NAMES[att.domain]
    refs = f" and {_markers(att.refs)}" if att.refs else ""
    if att.kind == "foil":
        target = first_name(before, before.seat_of_avatar(att.target))
        return f"{name} tries to Foil {target} with {domain}{refs}: needs {att.number}"
    return f"{name} influences {dancer_name(att.target)} with {domain}{refs}: needs {att.number}"


def _roll_words(before, after, die: int, viewer) -> str:
    seat = before.actor
    att = before.attempt
    head = _attempt_head(before, seat)
    rolled = "rolled again" if att.rerolled else "rolled"
    if after.attempt is not None:  # a reroll or an adjustment may follow
        return f"{head}, {rolled} {die}."
    return f"{head}, {rolled} {die} {DASH} {_outcome(before, after, seat, die)}."


def _decision(before, action, after, seat: int, viewer) -> list[str]:  # noqa: C901 - one case per action
    name = first_name(before, seat)
    kind = action[0]
    if kind == "avatar":
        a = action[1]
        return [f"Player {seat + 1} chooses {F.AVATAR_NAMES[a]} ({F.COUNTERS.avatar(F.AVATAR_IDS[a]).colour} "
                f"table {F.AVATAR_TABLE[a]})."]
    if kind == "keep_power":
        if viewer == seat:
            return [f"{name} keeps {F.POWER_NAMES[action[1]]}."]
        return [f"{name} keeps a Power."]
    if kind == "move":
        ankh = " with an Ankh" if action[2] else ""
        return [f"{name} walks to {F.LABELS[action[1]]}{ankh}."]
    if kind == "lead":
        return [f"{name} leads {dancer_name(action[1])} to {F.LABELS[action[2]]}."]
    if kind == "seat":
        seated = len(after.seated[seat])
        return [f"{name} seats {dancer_name(action[1])} at her table ({seated} seated)."]
    if kind == "unseat":
        return [f"{name} sends {dancer_name(action[1])} from her table back onto the floor at "
                f"{F.LABELS[before.entry(seat)]}."]
    if kind == "release":
        return [f"{name} releases {dancer_name(action[1])}."]
    if kind == "discipline":
        return [f"{name} pays {_markers(action[1])} for the bonus Influence marker (Discipline)."]
    if kind == "strategic":
        return [f"{name} looks for a new Plan (Strategic)."]
    if kind == "keep_plan":
        return [f"{name} keeps her {'new' if action[1] else 'old'} Plan."]
    if kind == "done":
        if before.foiled[seat]:
            return [f"{name} is Foiled: she loses this Influence Step."]
        return []
    if kind in ("influence", "foil"):
        return []  # told in one sentence with the roll that settles it
    if kind == "server":
        return [f"{name} calls the Server: two Refreshments."]
    if kind == "cutin":
        if action[1] == 0:
            other = dancer_name(action[2])
        else:
            other = first_name(before, before.seat_of_avatar(action[2]))
        return [f"{name} cuts in and changes places with {other}."]
    if kind == "pass":
        return [f"{name} passes."]
    if kind == "reroll":
        return [f"{name} pays {F.MARKER_IDS[action[1]]} to roll again (Willpower)."]
    if kind == "adjust":
        att = before.attempt
        die = att.die + action[1]
        return [f"{name} pays {F.MARKER_IDS[action[2]]} to turn the die to {die} (Tactician) {DASH} "
                f"{_outcome(before, after, seat, die)}."]
    if kind == "accept":
        att = before.attempt
        return [f"{name} keeps the {att.die} {DASH} {_outcome(before, after, seat, att.die)}."]
    if kind == "drop":
        return [f"{name} lets {dancer_name(action[1])} go and takes {dancer_name(before.ctx[0])}."]
    if kind == "keep_dancer":
        return [f"{name} keeps {dancer_name(action[1])} under her Influence."]
    if kind == "discard":
        if viewer == seat:
            return [f"{name} discards {F.MARKER_IDS[action[1]]} face down."]
        return [f"{name} discards a Refreshment face down."]
    if kind == "initiative":
        other = before.seat_of_avatar(action[1])
        return [f"{name} hands the Initiative to {first_name(before, other)}."]
    return []


def _aftermath(before, after, viewer) -> list[str]:
    """What happened on its own after the step: reveals, the Waltz, the new round, the end."""
    lines = []
    for seat in range(after.players):
        new = after.revealed[seat] & ~before.revealed[seat]
        for p in range(len(F.POWER_IDS)):
            if new >> p & 1:
                lines.append(f"{first_name(after, seat)} reveals {F.POWER_NAMES[p]}.")
    if sum(after.pile) > sum(before.pile):
        lines.append("The discard pile is shuffled into a new Refreshment pile.")
    if after.tempo != before.tempo and before.round >= 1:
        if after.tempo == 4:
            lines.append("Tempo box 4: the Dancers rest and each family draws a Refreshment.")
        else:
            lines.append(f"Tempo box {after.tempo}: the free Dancers waltz one hex.")
    for seat in range(after.players):
        if after.in_play[seat] is False and before.in_play[seat] is True:
            lines.append(f"{first_name(after, seat)} completes her Plan and leaves the ball.")
    if after.round != before.round and after.round >= 1 and not after.is_over():
        lines.append(f"Round {after.round}.")
    if after.is_over() and not before.is_over():
        lines.append(after.end_reason())
    return lines
