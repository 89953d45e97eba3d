"""The Dance table's view: everything the table may draw in one frame, built from
`state.observation(seat)` for the seat whose view is up (the person the curtain was lifted for, the
replay's chosen view, the family whose turn a demonstration watches; None: a spectator's public
view), the legal actions of that same seat when it is that person's to act, and the public facts of
the match (who sits where, AI or person, the log in words told for that seat).

Part of the table's parts (see scene.py): the scene builds a DanceView in update(); the painter draws
only from it; the input controller reads its legal actions. Pure Python: never imports pygame, never
reads a game state, and holds nothing of another family that its observation does not show. The
questions the screen asks of a position (another Avatar's reach, the next Waltz, an attempt's odds)
are answered here from the observation alone.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.the_dance import waltz


@dataclass(frozen=True)
class SeatInfo:
    """What the whole table knows of a seat without looking at the game: the person's name and
    whether an AI plays it."""
    label: str
    is_ai: bool
    level: str = ""


@dataclass(eq=False)
class DanceView:
    """One frame's worth of what may be drawn for `seat` (None: the public view)."""
    seat: int | None                  # whose observation this is
    obs: dict                         # the present position, as `seat` sees it
    shown: dict                       # what the floor shows now (an animation's view, else obs)
    panel_obs: dict                   # what the side panel shows (held back while a Show plays)
    seats: tuple = ()                 # SeatInfo per seat
    acting: int | None = None         # the seat a person may act for now (always `seat` when set)
    legal: tuple = ()                 # that seat's legal actions (empty when nobody acts here)
    demo: bool = False
    replaying: bool = False
    thinking_seat: int | None = None  # the AI seat choosing now (its dots on the panel)
    can_undo: bool = False
    animating: bool = False
    caption: str = ""                 # the animation's words for the status line
    message: tuple | None = None      # (words, kind) of a refusal or notice still showing
    end_words: str = ""               # why the game ended, with the people's names
    log_key: tuple = ()
    log: list = field(default_factory=list)   # LogEntry lines told for `seat`
    panel: object = None              # PanelInfo: the plaques and the tray, from panel_obs
    hint_open: bool = False           # a hint's words stand over the log's top
    log_room: tuple = ()              # the log's rect the words leave free (TableScene.log_room)

    # --- questions answered from the observation ---------------------------------------------------
    @property
    def over(self) -> bool:
        return bool(self.obs.get("over"))

    @property
    def phase(self) -> str:
        return self.obs["phase"]

    @property
    def movers(self) -> list[int]:
        """The seats (not chance) the game waits for."""
        return [p for p in self.obs["to_move"] if p >= 0]

    def label(self, seat: int) -> str:
        return self.seats[seat].label if 0 <= seat < len(self.seats) else f"Player {seat + 1}"

    @cached_property
    def dance(self) -> T.DanceChoices:
        return T.DanceChoices.of(self.legal)

    @cached_property
    def attempts(self) -> T.AttemptChoices:
        return T.AttemptChoices.of(self.legal)

    @cached_property
    def targets(self) -> tuple:
        """What the person may try in her Influence Step, as Target marks (empty otherwise)."""
        if self.acting is None or self.animating or self.phase not in ("influence", "regale"):
            return ()
        return attempt_targets(self.obs, self.attempts, self.acting)

    def mine(self) -> str | None:
        """The Avatar id of the seat looking (None for a spectator or before the choice)."""
        return self.obs["families"][self.seat]["avatar"] if self.seat is not None else None

    def other_reaches(self) -> dict:
        """{Avatar id: its reach} for every Avatar on the floor but the viewer's own."""
        me = self.mine()
        return {fam["avatar"]: avatar_reach(self.obs, fam["seat"]) for fam in self.obs["families"]
                if fam["hex"] and fam["avatar"] and fam["avatar"] != me}

    def waltz_preview(self) -> dict:
        return waltz_preview(self.obs)

    def attempt_odds(self, action) -> dict:
        return attempt_odds(self.obs, action, self.seat)


# --- the questions, from an observation ---------------------------------------------------------------

@dataclass(frozen=True)
class Target:
    """A piece the person may act on in her Influence Step: its hex, what she may do ("influence",
    "foil", "server", "cutin") and the words of its badge (the best chance, or the action)."""
    label: str
    kind: str
    badge: str


def attempt_targets(obs: dict, choices: T.AttemptChoices, seat: int) -> tuple:
    """Every piece an Influence Step may act on, with its best chance of success: without playing a
    Refreshment where that is possible (a Refreshment only raises it, at a price), else with the
    Refreshments that make the attempt legal at all."""
    out = {}

    def best(kind: str, target: int, options) -> str:
        plain = [(dom, refs) for dom, refs in options if not refs] or list(options)
        chance = max(attempt_odds(obs, (kind, target, dom, refs), seat)["chance"] for dom, refs in plain)
        return f"{int(round(chance * 100))}%"

    for d, options in choices.influence.items():
        label = obs["dancers"][d]["hex"]
        if label:
            out[label] = Target(label, "influence", best("influence", d, options))
    for a, options in choices.foil.items():
        s = T.seat_of_avatar(obs, F.AVATAR_IDS[a])
        label = obs["families"][s]["hex"] if s is not None else None
        if label:
            out[label] = Target(label, "foil", "Foil " + best("foil", a, options))
    for (kind, idx), _ in choices.cutin.items():
        if kind == "dancer":
            label = obs["dancers"][idx]["hex"]
        else:
            s = T.seat_of_avatar(obs, F.AVATAR_IDS[idx])
            label = obs["families"][s]["hex"] if s is not None else None
        if label and label not in out:
            out[label] = Target(label, "cutin", "Cut in")
    if choices.server and obs["server"]:
        out[obs["server"]] = Target(obs["server"], "server", "Server")
    return tuple(out[k] for k in sorted(out))


def avatar_reach(obs: dict, seat: int) -> dict:
    """Where `seat`'s Avatar could end a move from where it stands, as {label: hexes walked}, and the
    hexes only an Ankh reaches, judged with the Powers the viewer knows of it (its own, or revealed
    ones) and, for another family, on the chance it holds an Ankh (any Refreshment might be one)."""
    fam = obs["families"][seat]
    if not fam["hex"] or not fam["avatar"]:
        return {"reach": {}, "with_ankh": {}}
    h = F.HEX[fam["hex"]]
    powers = set(fam["powers"])
    athletic = "athletic" in powers
    base = 3 if athletic else F.AVATAR_MOVEMENT[F.AVATAR[fam["avatar"]]]
    if obs.get("viewer") == seat:
        ankh = not athletic and F.MARKER_IDS[F.ANKH] in obs["hand"]
    else:
        ankh = not athletic and fam["refreshments"] > 0
    occ = T.occupied(obs)
    closed = T.closed_for(obs, seat)
    steps = base + (1 if ankh else 0)
    if "shadow" in powers:
        found = {x: k for x, k in F.reach(h, steps, closed).items() if x not in occ}
    else:
        found = F.reach(h, steps, occ | closed)
    reach = {F.LABELS[x]: k for x, k in sorted(found.items()) if k <= base}
    extra = {F.LABELS[x]: k for x, k in sorted(found.items()) if k > base}
    return {"reach": reach, "with_ankh": extra}


def waltz_preview(obs: dict) -> dict:
    """Where each free Dancer steps in the next Waltz if nothing moves first: {dancer id: (from, to)};
    {} when the next box is the rest (4). Every input is public: where the pieces stand, who holds whom."""
    if next_waltz_box(obs) == 4:
        return {}
    dpos = tuple(F.HEX[d["hex"]] if d["hex"] else -1 for d in obs["dancers"])
    blockers = {F.HEX[f["hex"]] for f in obs["families"] if f["hex"]}
    if obs["server"]:
        blockers.add(F.HEX[obs["server"]])
    held = [d["held_by"] is not None for d in obs["dancers"]]
    after = waltz.step(dpos, lambda d: not held[d], blockers)
    return {F.DANCER_IDS[d]: (F.LABELS[dpos[d]], F.LABELS[h]) for d, h in enumerate(after) if h != dpos[d]}


def attempt_odds(obs: dict, action, seat: int) -> dict:
    """Before rolling: the target number of an `influence` or `foil` action by `seat` (the viewer,
    whose hand and Powers its observation shows) and the chances that it succeeds, that it Dominates
    or frees her, and of success with Willpower or Tactician paying for a second chance."""
    kind = action[0]
    if kind not in ("influence", "foil"):
        raise ValueError(f"{action!r} is not an attempt")
    _, target, domain, refs = action
    fam = obs["families"][seat]
    rating = F.RATING[F.AVATAR[fam["avatar"]]]
    other = (F.PIPS[target][domain] or 0) if kind == "influence" else F.RATING[target][domain]
    number = rating[domain] + other + sum(F.MARKER_PIPS[k] for k in refs)
    plain = die_chance(number)
    out = {"number": number, "chance": plain}
    powers = set(fam["powers"])
    spare = len(obs["hand"]) - len(refs)
    willpower = "willpower" in powers and spare > 0
    tactician = "tactician" in powers and spare > 0
    out["with_powers"] = _success_with_powers(number, willpower, tactician, spare) if (willpower or tactician) \
        else plain
    if kind == "influence":
        dancer = obs["dancers"][target]
        margin = obs["options"]["dominate"] == "margin3"
        by_roll = die_chance(number - 3) if margin else (1 / 6 if number >= 1 else 0.0)
        if dancer["held_by"] is None:
            out["dominate"] = plain if "overwhelming" in powers else by_roll
        elif dancer["dominated"]:
            out["frees"] = by_roll
        else:
            out["frees"] = plain
    return out


def next_waltz_box(obs: dict) -> int:
    return obs["tempo"] % 4 + 1


def die_chance(number: int) -> float:
    """P(a die shows at most `number`)."""
    return max(0, min(6, number)) / 6.0


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
