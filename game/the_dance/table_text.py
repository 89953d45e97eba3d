"""What The Dance's table says and works out from observations and legal actions alone: the legal
actions of a step sorted into what a click can mean (which hexes an Avatar may end on, which Dancers
may be led where, what an Influence Step may try), the walks a move or a lead would take (for the path
preview), the prompt for the person to act, an action in words (the hint) and the move log in words
for one viewer (LogWords, told by log_words.tell from that viewer's observations).

Pure Python: never imports pygame and never reads a hidden part of a state: LogWords reads the
match's positions only through `observation(viewer)` and the public observation; the rest reads the
observation and legal actions it is handed, plus the ballroom's fixed tables (game.the_dance.floor).
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field

from game.the_dance import floor as F
from game.the_dance.attempt_words import after_roll_prompt
from game.the_dance.log_words import tell

log = logging.getLogger(__name__)

PHASE_WORDS = {
    "dance": "Dance Step", "influence": "Influence Step", "regale": "second attempt (Regale)",
    "after_roll": "after the roll", "drop": "which Dancer to let go", "keep_dancer": "which Dancer to keep",
    "discard": "discard down to the limit", "keep_plan": "which Plan to keep", "keep_power": "which Power to keep",
    "avatar": "choosing an Avatar", "initiative": "handing on the Initiative",
}

ROUND_LINE = re.compile(r"^Round (\d+)\.$")

# The private decisions: the curtain goes up before a person makes one of these.
PRIVATE_PHASES = frozenset({"keep_power", "keep_plan", "discard"})


def first_name(name: str) -> str:
    return name.split()[0] if name else name


def hex_index(label: str | None) -> int:
    return F.HEX[label] if label else -1


def family(obs: dict, seat: int) -> dict:
    return obs["families"][seat]


def seat_of_avatar(obs: dict, avatar_id: str | None) -> int | None:
    for fam in obs["families"]:
        if fam["avatar"] == avatar_id and avatar_id is not None:
            return fam["seat"]
    return None


def occupied(obs: dict) -> set[int]:
    """Hex indices holding a piece, read from an observation."""
    occ = {F.HEX[f["hex"]] for f in obs["families"] if f["hex"]}
    occ.update(F.HEX[d["hex"]] for d in obs["dancers"] if d["hex"])
    if obs["server"]:
        occ.add(F.HEX[obs["server"]])
    return occ


def closed_for(obs: dict, seat: int) -> set[int]:
    """Entry hexes `seat`'s pieces may not enter: every one but her own table's."""
    own = family(obs, seat)["entry"]
    return {h for h in F.ENTRY if F.LABELS[h] != own}


# --- a Dance Step's choices ---------------------------------------------------------------------------

@dataclass
class DanceChoices:
    """The legal actions of a Dance Step, sorted by what a click means."""
    moves: dict = field(default_factory=dict)        # hex index -> needs the Ankh
    leads: dict = field(default_factory=dict)        # Dancer index -> set of hex indices
    seats: dict = field(default_factory=dict)        # Dancer index -> via (-1 from the entry hex, else entry)
    unseats: list = field(default_factory=list)      # Dancer indices
    releases: list = field(default_factory=list)
    disciplines: list = field(default_factory=list)  # marker pairs
    strategic: bool = False
    done: bool = False

    @classmethod
    def of(cls, legal) -> "DanceChoices":
        c = cls()
        for a in legal:
            kind = a[0]
            if kind == "move":
                c.moves[a[1]] = a[2]
            elif kind == "lead":
                c.leads.setdefault(a[1], set()).add(a[2])
            elif kind == "seat":
                c.seats[a[1]] = a[2]
            elif kind == "unseat":
                c.unseats.append(a[1])
            elif kind == "release":
                c.releases.append(a[1])
            elif kind == "discipline":
                c.disciplines.append(a[1])
            elif kind == "strategic":
                c.strategic = True
            elif kind == "done":
                c.done = True
        return c

    def move_action(self, h: int, ankh_on: bool):
        """The move to hex `h` (with the Ankh only where it is needed), or None."""
        if h not in self.moves:
            return None
        return ("move", h, self.moves[h])

    def reach(self, ankh_on: bool) -> list[int]:
        """The hexes the Avatar may end on, with or without the Ankh's extra hex."""
        return sorted(h for h, needs in self.moves.items() if ankh_on or not needs)

    def ankh_only(self) -> list[int]:
        return sorted(h for h, needs in self.moves.items() if needs)


@dataclass
class AttemptChoices:
    """The legal actions of an Influence Step (or Regale's second attempt), by target."""
    influence: dict = field(default_factory=dict)    # Dancer index -> [(domain, refs), ...]
    foil: dict = field(default_factory=dict)         # Avatar index -> [(domain, refs), ...]
    server: bool = False
    cutin: dict = field(default_factory=dict)        # ("dancer", d) / ("avatar", a) -> action
    passing: bool = False

    @classmethod
    def of(cls, legal) -> "AttemptChoices":
        c = cls()
        for a in legal:
            kind = a[0]
            if kind == "influence":
                c.influence.setdefault(a[1], []).append((a[2], a[3]))
            elif kind == "foil":
                c.foil.setdefault(a[1], []).append((a[2], a[3]))
            elif kind == "server":
                c.server = True
            elif kind == "cutin":
                c.cutin[("dancer" if a[1] == 0 else "avatar", a[2])] = a
            elif kind == "pass":
                c.passing = True
        return c

    def domains(self, kind: str, target: int) -> list[int]:
        options = (self.influence if kind == "influence" else self.foil).get(target, [])
        return sorted({dom for dom, _ in options})

    def refreshments(self, kind: str, target: int, domain: int) -> list[tuple]:
        options = (self.influence if kind == "influence" else self.foil).get(target, [])
        return [refs for dom, refs in options if dom == domain]


# --- walks for the preview ---------------------------------------------------------------------------

def avatar_walk(obs: dict, seat: int, dest: int, ankh: bool) -> list[str]:
    """The hexes an Avatar's move to `dest` walks through, its start first (the way the rules take:
    around pieces when it can, through them only with Shadow)."""
    fam = family(obs, seat)
    start = hex_index(fam["hex"])
    if start < 0 or dest == start:
        return []
    powers = fam["powers"]
    budget = (3 if "athletic" in powers else 2) + (1 if ankh else 0)
    closed = closed_for(obs, seat)
    path = F.walk(start, dest, budget, occupied(obs) | closed)
    if path is None and "shadow" in powers:
        path = F.walk(start, dest, budget, closed)
    return [F.LABELS[start]] + [F.LABELS[h] for h in path] if path is not None else []


def lead_walk(obs: dict, seat: int, dancer: int, dest: int) -> list[str]:
    """The hexes a held Dancer walks through when led to `dest` (start first)."""
    start = hex_index(obs["dancers"][dancer]["hex"])
    if start < 0:
        return []
    path = F.walk(start, dest, 2, occupied(obs) | closed_for(obs, seat))
    return [F.LABELS[start]] + [F.LABELS[h] for h in path] if path is not None else []


# --- words ------------------------------------------------------------------------------------------

def dancer_name(d: int) -> str:
    return F.DANCER_NAMES[d]


def refs_words(refs) -> str:
    return " and ".join(F.MARKER_IDS[k] for k in refs)


def action_words(state, action) -> str:
    """An action in a sentence for the hint panel and the buttons ("walk to K6", "influence Lady Julia
    with Confidence and Con1"). `state` only gives the notation of a kind not named here (None: the
    action's parts)."""
    kind = action[0]
    if kind == "move":
        return f"walk to {F.LABELS[action[1]]}" + (" with an Ankh" if action[2] else "")
    if kind == "lead":
        return f"lead {dancer_name(action[1])} to {F.LABELS[action[2]]}"
    if kind == "seat":
        return f"seat {dancer_name(action[1])} at your table"
    if kind == "unseat":
        return f"send {dancer_name(action[1])} from your table back to the floor"
    if kind == "release":
        return f"release {dancer_name(action[1])}"
    if kind == "discipline":
        return f"pay {refs_words(action[1])} for the bonus Influence marker"
    if kind == "strategic":
        return "draw a new Plan (Strategic)"
    if kind == "done":
        return "end the Dance Step (Done)"
    if kind in ("influence", "foil"):
        _, target, dom, refs = action
        who = dancer_name(target) if kind == "influence" else F.AVATAR_NAMES[target]
        verb = "influence" if kind == "influence" else "foil"
        extra = f" and {refs_words(refs)}" if refs else ""
        return f"{verb} {who} with {F.DOMAIN_NAMES[dom]}{extra}"
    if kind == "server":
        return "call the Server for two Refreshments"
    if kind == "cutin":
        who = dancer_name(action[2]) if action[1] == 0 else F.AVATAR_NAMES[action[2]]
        return f"cut in and change places with {who}"
    if kind == "pass":
        return "pass"
    if kind == "reroll":
        return f"pay {F.MARKER_IDS[action[1]]} to roll again"
    if kind == "adjust":
        return f"pay {F.MARKER_IDS[action[2]]} to turn the die {'up' if action[1] > 0 else 'down'} by 1"
    if kind == "accept":
        return "keep the roll"
    if kind == "discard":
        return f"discard {F.MARKER_IDS[action[1]]}"
    if kind == "drop":
        return f"let {dancer_name(action[1])} go"
    if kind == "keep_dancer":
        return f"keep {dancer_name(action[1])}"
    if kind == "keep_plan":
        return "keep the new Plan" if action[1] else "keep your old Plan"
    if kind == "keep_power":
        return f"keep {F.POWER_NAMES[action[1]]}"
    if kind == "avatar":
        return f"play {F.AVATAR_NAMES[action[1]]}"
    if kind == "initiative":
        return f"hand the Initiative to {F.AVATAR_NAMES[action[1]]}"
    return state.action_to_str(action) if state is not None else " ".join(str(part) for part in action)


def domain_short(dom: int) -> str:
    return F.DOMAINS[dom].capitalize()


# --- the prompt ----------------------------------------------------------------------------------------

def prompt(obs: dict, seat: int, selection: str = "", ankh: bool = False) -> str:
    """What the person at `seat` is asked to do now (the status line), from her observation."""
    phase = obs["phase"]
    if phase == "dance":
        if selection:
            return selection
        moved = obs["moved"]
        bits = []
        if not moved["avatar"]:
            bits.append("click your Avatar to walk")
        if family(obs, seat)["holds"]:
            bits.append("a Dancer you hold to lead her")
        lead = ", or ".join(bits) if bits else "every piece has moved"
        return f"Dance Step: {lead}. Done (Enter) ends it."
    if phase == "influence":
        return "Influence Step: click a lit Dancer, Avatar or the Server, or Pass (Enter)."
    if phase == "regale":
        return "Regale: try a second, different Dancer, or Pass (Enter)."
    if phase == "after_roll":
        return after_roll_prompt(obs, seat)
    if phase == "drop":
        return "Both your markers are in use: choose the Dancer to let go."
    if phase == "keep_dancer":
        return "Regale: both attempts won, but one marker is free. Choose the Dancer who keeps it."
    if phase == "discard":
        fam = family(obs, seat)
        limit = 6 if "old_wealth" in fam["powers"] else 4
        return f"Too many Refreshments: discard down to {limit} (face down)."
    if phase == "keep_plan":
        return "Strategic: keep your old Plan or the new one."
    if phase == "keep_power":
        return "Keep one of the two Powers you drew; the other goes back."
    if phase == "avatar":
        return "Choose your Avatar (or let chance choose): her family, colour and table are yours."
    if phase == "initiative":
        return "Hand the Initiative marker to another family."
    return ""


def waiting_words(obs: dict, seat: int, who: str, thinking: bool) -> str:
    """The status line while someone else acts: `who` is the person's name at `seat`."""
    fam = family(obs, seat)
    phase = PHASE_WORDS.get(obs["phase"], "")
    avatar = fam["name"] if fam["avatar"] else ""
    label = f"{avatar} ({who})" if avatar and who != avatar else who
    if thinking:
        return f"{label} is thinking: {phase}." if phase else f"{label} is thinking."
    return f"{label}: {phase}." if phase else label


# --- the move log in words ----------------------------------------------------------------------------

class LogWords:
    """The log in sentences for the viewer whose view is up, built step by step from that viewer's
    observations (and the public ones) and kept: a new move adds its lines, an undo or a replay jump
    cuts them back to the steps whose positions are still the match's own. Each viewer's words are
    kept apart, so passing the screen back to a seat tells only the steps since it last looked."""

    def __init__(self):
        self.viewer = object()
        self.steps: list[list[str]] = []   # the lines of each log entry
        self.seats: list[int] = []         # who acted at each entry (CHANCE for chance)
        self.rounds: list[int] = []        # the round each entry happened in
        self.afters: list = []             # the position after each entry (to notice a changed history)
        self._told: dict = {}              # id(after) -> (before, after, lines): steps told once, kept
                                           # through an undo or a replay jump back for the way forward again
        self.shown = 0                     # the steps of the position shown (a replay's jump back keeps
                                           # the steps after it, so a jump forward again tells nothing)
        self._viewers: dict = {}           # viewer -> its (steps, seats, rounds, afters, _told)

    def update(self, match, viewer, most: int | None = None) -> None:
        """Tell the steps of the match's log not told yet for `viewer` (all of them, or at most `most`:
        a log kept for a view not shown now catches up a little each frame, see DanceTable)."""
        if viewer != self.viewer:
            self._switch(viewer)
        n = len(match.log)
        states = match.states
        if n <= len(self.steps) and (n == 0 or self.afters[n - 1] is states[n]):
            self.shown = n  # a position already told (an earlier one, or the same): its lines stand
            return
        keep = min(len(self.steps), n)
        while keep > 0 and self.afters[keep - 1] is not states[keep]:
            keep -= 1  # that step was taken back (or another game's position is shown): tell it afresh
        if keep < len(self.steps):
            del self.steps[keep:], self.seats[keep:], self.rounds[keep:], self.afters[keep:]
        seen = None
        stop = n if most is None else min(n, len(self.steps) + most)
        for i in range(len(self.steps), stop):
            seat, text = match.log[i]
            before, after = states[i], states[i + 1]
            kept = self._told.get(id(after))
            if kept is not None and kept[0] is before and kept[1] is after:
                lines, seen = kept[2], None
            else:
                b = seen if seen is not None else self._seen(before, viewer)
                a = self._seen(after, viewer)
                try:
                    action = before.parse_action(text)
                    lines = tell(b[0], action, a[0], seat, b[1], a[1])
                except Exception:  # noqa: BLE001 - a line of words must never stop the table: logged, the notation stands in
                    log.exception("could not tell log entry %d (%r) in words", i, text)
                    lines = [text]
                seen = a
                if len(self._told) > 20_000:
                    self._told.clear()  # a bound for a very long session at one table
                self._told[id(after)] = (before, after, lines)
            self.steps.append(lines)
            self.seats.append(seat)
            self.rounds.append(self._round_before(lines))
            self.afters.append(after)
        self.shown = len(self.steps)

    def _switch(self, viewer) -> None:
        """Put the words up for `viewer` (kept from when it last looked, or none yet)."""
        if self.steps:
            self._viewers[self.viewer] = (self.steps, self.seats, self.rounds, self.afters, self._told)
        self.viewer = viewer
        self.steps, self.seats, self.rounds, self.afters, self._told = self._viewers.pop(
            viewer, ([], [], [], [], {}))

    def told(self, viewer) -> int:
        """The steps told for `viewer`, whether its words are up or kept."""
        return len(self.steps) if viewer == self.viewer else len(self._viewers.get(viewer, ((),))[0])

    def catch_up(self, match, viewer, most: int) -> bool:
        """Tell at most `most` steps for `viewer` while another viewer's words are up (they stay up, as
        they were): a view coming up for the first time late in a game would tell the whole log in its
        frame. False when `viewer`'s words are up or had no step left to tell."""
        if viewer == self.viewer or self.told(viewer) >= len(match.log):
            return False
        up, shown = self.viewer, self.shown
        self.update(match, viewer, most)
        self._switch(up)
        self.shown = shown
        return True

    @staticmethod
    def _seen(state, viewer) -> tuple:
        """(the viewer's observation, the public one) of a position."""
        own = state.observation(viewer)
        return own, (own if viewer is None else state.observation(None))

    def _round_before(self, lines: list[str]) -> int:
        """The round an entry belongs to, followed through the words themselves (no state is read
        for it): the round of the entry before, moved on by its "Round N." line, or to 1 by the
        Server's first placing."""
        if not self.steps[:-1]:
            return 0
        rnd = self.rounds[-1]
        for line in self.steps[-2]:
            if line.startswith("The Server starts"):
                rnd = 1
            found = ROUND_LINE.match(line)
            if found:
                rnd = int(found.group(1))
        return rnd

    def entries(self, limit: int = 400) -> list[tuple[str, int, int]]:
        """(line, seat or CHANCE, round) for the newest lines, oldest first."""
        out = []
        for i in range(self.shown - 1, -1, -1):
            for line in reversed(self.steps[i]):
                out.append((line, self.seats[i], self.rounds[i]))
            if len(out) >= limit:
                break
        out.reverse()
        return out[-limit:]


