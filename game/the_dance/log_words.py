"""The Dance's move log in words for the screen: one step (the position before, the action taken, the
position after) told as sentences a player reads, such as "Tatiana influences Lady Julia with
Confidence: needs 4, rolled 3 — Influenced".

Pure Python, never imports pygame. It reads the two positions only through observations: the
viewer's own (`state.observation(viewer)`) and the public one (which Powers were revealed), so it
tells a viewer only what that viewer may know: another seat's Refreshment faces, kept Power and Plan
stay "a Refreshment", "a Power", "a Plan"; the spectator (viewer None) reads only what is public. What
a seat drew itself is read from its own observation after the draw, never from the chance outcome.
"""
from __future__ import annotations

from collections import Counter

from game.core.api import CHANCE
from game.the_dance import floor as F

DASH = "\u2014"


def narrate(before, action, after, player: int | None = None, viewer: int | None = None) -> list[str]:
    """Sentences for one step: `before.apply(action, player)` gave `after`. `player` is CHANCE for a
    chance outcome (found from `before` when left out); `viewer` the seat reading (None: everyone).
    The states are read only through their observations for `viewer` and the public ones."""
    b, a = before.observation(viewer), after.observation(viewer)
    if viewer is None:
        bp, ap = b, a
    else:
        bp, ap = before.observation(None), after.observation(None)
    return tell(b, action, a, player, bp, ap)


def tell(b: dict, action, a: dict, player: int | None = None, bp: dict | None = None,
         ap: dict | None = None) -> list[str]:
    """Sentences for one step from the viewer's observations `b` (before) and `a` (after), and the
    public ones `bp`, `ap` (the viewer's own when left out: then its own reveals are not told)."""
    bp = b if bp is None else bp
    ap = a if ap is None else ap
    if player is None:
        movers = b["to_move"]
        player = movers[0] if len(movers) == 1 else CHANCE
    lines: list[str] = []
    if player == CHANCE:
        lines.extend(_chance(b, action, a))
    else:
        lines.extend(_decision(b, action, a, player))
    lines.extend(_aftermath(b, a, bp, ap))
    return [line for line in lines if line]


def first_name(obs: dict, seat: int) -> str:
    """'Tatiana' for Tatiana Saar; 'Player 2' before the Avatars are chosen."""
    if not 0 <= seat < len(obs["families"]):
        return f"Player {seat + 1}"
    fam = obs["families"][seat]
    return fam["name"].split()[0] if fam["avatar"] else f"Player {seat + 1}"


def dancer_name(d: int) -> str:
    return F.DANCER_NAMES[d]


def _seat_of(obs: dict, avatar_id: str | None) -> int:
    return next((f["seat"] for f in obs["families"] if avatar_id and f["avatar"] == avatar_id), -1)


def _list(names) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _markers(ids) -> str:
    return ", ".join(ids)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _who_draws(b: dict, a: dict) -> int:
    """The family a draw of Refreshments went to: the one whose count grew (public), else the actor."""
    for fb, fa in zip(b["families"], a["families"]):
        if fa["refreshments"] > fb["refreshments"]:
            return fa["seat"]
    return b["actor"] if b["actor"] is not None else 0


def _drawn(b: dict, a: dict) -> list[str]:
    """The Refreshments the viewer drew, read from its own hand before and after (kind order)."""
    grown = Counter(a["hand"]) - Counter(b["hand"])
    return [m for m in F.MARKER_IDS for _ in range(grown[m])]


def _chance(b: dict, action, a: dict) -> list[str]:
    kind, value = action
    viewer = b["viewer"]
    phase = b["phase"]
    if kind == "roll":
        if phase == "roll":
            return [_roll_words(b, a, value)]
        label = F.LABELS[F.SERVER_HEXES[value - 1]]
        if phase == "server_roll":
            return [f"The Server starts on hex {value} ({label})."]
        if phase == "waltz_roll":
            if a["server"] == label:
                return [f"The Server comes back to hex {value} ({label})."]
            return [f"Server hex {value} ({label}) is taken: the Server stays in the kitchen."]
        return []
    seat = b["actor"]
    if kind == "powers":
        name = first_name(b, seat)
        pair = (a.get("private") or {}).get("power_pair") if viewer == seat else None
        if pair:
            return [f"{name} draws {_list(F.POWER_NAMES[F.POWER[p]] for p in pair)}."]
        return [f"{name} draws two Powers."]
    if kind == "draw":
        seat = _who_draws(b, a)
        name = first_name(b, seat)
        words = f"{name} draws {_plural(len(value), 'Refreshment')}"
        mine = _drawn(b, a) if viewer == seat else []
        if mine:
            words += f" ({_markers(mine)})"
        return [words + "."]
    if kind == "plan":
        name = first_name(b, seat)
        if phase == "plan_draw":
            plan = (a.get("private") or {}).get("plan_drawn") if viewer == seat else None
        else:
            plan = a["families"][seat]["plan"]  # her own, or an Open Plan everyone sees
        if plan:
            return [f"{name} draws Plan {plan} ({F.COUNTERS.plans[F.PLAN_IDS.index(plan)].symbols})."]
        return [f"{name} draws a Plan."]
    if kind == "dancers":
        return ["The Dancers take their places on the white circles."]
    return []


def _outcome(b: dict, a: dict, seat: int, die: int) -> str:
    """How an attempt with the final `die` ended, read from the positions either side of its last step."""
    att = b["attempt"]
    success = die <= att["number"]
    if att["kind"] == "foil":
        return "Foiled" if success else "fails"
    d = F.DANCER[att["target"]]
    mine = b["families"][seat]["avatar"]
    holder = b["dancers"][d]["held_by"]
    now = a["dancers"][d]
    if holder is not None and holder != mine:
        if now["held_by"] is None:
            return f"freed from {first_name(b, _seat_of(b, holder))}"
        return "fails" if not success else f"stays with {first_name(b, _seat_of(b, holder))}"
    if now["held_by"] == mine and mine is not None:
        return "Dominated" if now["dominated"] else "Influenced"
    if success and a["phase"] in ("drop", "keep_dancer"):
        return "succeeds"
    return "succeeds" if success else "fails"


def _attempt_head(b: dict, seat: int) -> str:
    att = b["attempt"]
    name = first_name(b, seat)
    domain = F.DOMAIN_NAMES[F.DOMAINS.index(att["domain"])]
    refs = f" and {_markers(att['refreshments'])}" if att["refreshments"] else ""
    if att["kind"] == "foil":
        target = first_name(b, _seat_of(b, att["target"]))
        return f"{name} tries to Foil {target} with {domain}{refs}: needs {att['number']}"
    return f"{name} influences {dancer_name(F.DANCER[att['target']])} with {domain}{refs}: needs {att['number']}"


def _roll_words(b: dict, a: dict, die: int) -> str:
    seat = b["actor"]
    head = _attempt_head(b, seat)
    rolled = "rolled again" if b["attempt"]["rerolled"] else "rolled"
    if a["attempt"] is not None:  # a reroll or an adjustment may follow
        return f"{head}, {rolled} {die}."
    return f"{head}, {rolled} {die} {DASH} {_outcome(b, a, seat, die)}."


def _decision(b: dict, action, a: dict, seat: int) -> list[str]:  # noqa: C901 - one case per action
    name = first_name(b, seat)
    viewer = b["viewer"]
    kind = action[0]
    if kind == "avatar":
        av = action[1]
        return [f"Player {seat + 1} chooses {F.AVATAR_NAMES[av]} ({F.COUNTERS.avatar(F.AVATAR_IDS[av]).colour} "
                f"table {F.AVATAR_TABLE[av]})."]
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
        seated = len(a["families"][seat]["seated"])
        return [f"{name} seats {dancer_name(action[1])} at her table ({seated} seated)."]
    if kind == "unseat":
        return [f"{name} sends {dancer_name(action[1])} from her table back onto the floor at "
                f"{b['families'][seat]['entry']}."]
    if kind == "release":
        return [f"{name} releases {dancer_name(action[1])}."]
    if kind == "discipline":
        return [f"{name} pays {_markers(F.MARKER_IDS[k] for k in action[1])} for the bonus Influence marker "
                f"(Discipline)."]
    if kind == "strategic":
        return [f"{name} looks for a new Plan (Strategic)."]
    if kind == "keep_plan":
        return [f"{name} keeps her {'new' if action[1] else 'old'} Plan."]
    if kind == "done":
        if b["families"][seat]["foiled"]:
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
            other = first_name(b, _seat_of(b, F.AVATAR_IDS[action[2]]))
        return [f"{name} cuts in and changes places with {other}."]
    if kind == "pass":
        return [f"{name} passes."]
    if kind == "reroll":
        return [f"{name} pays {F.MARKER_IDS[action[1]]} to roll again (Willpower)."]
    if kind == "adjust":
        die = b["attempt"]["die"] + action[1]
        return [f"{name} pays {F.MARKER_IDS[action[2]]} to turn the die to {die} (Tactician) {DASH} "
                f"{_outcome(b, a, seat, die)}."]
    if kind == "accept":
        die = b["attempt"]["die"]
        return [f"{name} keeps the {die} {DASH} {_outcome(b, a, seat, die)}."]
    if kind == "drop":
        new = (b.get("choice") or {}).get("new")
        return [f"{name} lets {dancer_name(action[1])} go and takes {dancer_name(F.DANCER[new])}."]
    if kind == "keep_dancer":
        return [f"{name} keeps {dancer_name(action[1])} under her Influence."]
    if kind == "discard":
        if viewer == seat:
            return [f"{name} discards {F.MARKER_IDS[action[1]]} face down."]
        return [f"{name} discards a Refreshment face down."]
    if kind == "initiative":
        other = _seat_of(b, F.AVATAR_IDS[action[1]])
        return [f"{name} hands the Initiative to {first_name(b, other)}."]
    return []


def _aftermath(b: dict, a: dict, bp: dict, ap: dict) -> list[str]:
    """What happened on its own after the step: reveals (from the public views), the Waltz, the new
    round, the end."""
    lines = []
    for fb, fa in zip(bp["families"], ap["families"]):
        new = set(fa["powers"]) - set(fb["powers"])
        for p in F.POWER_IDS:
            if p in new:
                lines.append(f"{first_name(a, fa['seat'])} reveals {F.POWER_NAMES[F.POWER[p]]}.")
    if a["pile"] > b["pile"]:
        lines.append("The discard pile is shuffled into a new Refreshment pile.")
    if a["tempo"] != b["tempo"] and b["round"] >= 1:
        if a["tempo"] == 4:
            lines.append("Tempo box 4: the Dancers rest and each family draws a Refreshment.")
        else:
            lines.append(f"Tempo box {a['tempo']}: the free Dancers waltz one hex.")
    for fb, fa in zip(b["families"], a["families"]):
        if fa["in_play"] is False and fb["in_play"] is True:
            lines.append(f"{first_name(a, fa['seat'])} completes her Plan and leaves the ball.")
    if a["round"] != b["round"] and a["round"] >= 1 and not a["over"]:
        lines.append(f"Round {a['round']}.")
    if a["over"] and not b["over"]:
        lines.append(a["end_reason"])
    return lines
