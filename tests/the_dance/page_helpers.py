"""Helpers for The Dance's page tests: a setup played in the rules page's own notation, a step
runner, and the few observation lookups the tests need, adapted to the engine's keys here only.

Written from shared/rules/the_dance.md and the shared contract alone: never imports the engine's
modules or reads its private state (every lookup goes through `observation`).
"""
from __future__ import annotations

import pytest

from game.core import CHANCE
from game.core.registry import GAMES

# Until the rules model is registered the page tests have nothing to drive: they skip, not fail.
needs_engine = pytest.mark.skipif("the_dance" not in GAMES, reason="The Dance is not registered yet")

# The page's lists, copied as data so a test can say where a piece stands without the engine.
WHITE_CIRCLES = ("R4 Q4 O4 M4 L4 J4 I4 G4 E4 D4 D6 D7 D9 E10 G10 I10 J9 L9 M10 O10 Q10 R9 R7 R6").split()
DANCERS = ("anna julia marta todoran belan lupei constantin iosif albu irina dragomir sofia weiss hollo "
           "stefan elena petrescu radu liszka orlov ecaterina bratu clara silvestru").split()
TABLE = {"saar": 1, "vass": 2, "corvinu": 3, "balaz": 4, "ferencz": 5, "moroi": 6}
ENTRY = {"saar": "E13", "vass": "Q13", "corvinu": "U7", "balaz": "Q1", "ferencz": "E1", "moroi": "A7"}
SERVER_HEX = {1: "K9", 2: "M8", 3: "M6", 4: "K5", 5: "I6", 6: "I8"}
COLUMNS = "ABCDEFGHIJKLMNOPQRSTU"

# What each seat draws and keeps unless a test says otherwise: Powers that change nothing a test
# looks at by accident (Strategic only acts in box 4; Resourceful only adds two-marker plays).
DEFAULT_POWERS = [("regale,strategic", "strategic"), ("resourceful,willpower", "resourceful"),
                  ("discipline,tactician", "tactician"), ("athletic,host", "host"),
                  ("mesmerize,overwhelming", "overwhelming"), ("old_wealth,shadow", "shadow")]
DEFAULT_DRAW = "Ext1,Cor1,Sub1,Con1"
DEFAULT_PLANS = ["P1", "P2", "P3", "P4", "P5", "P6"]


def game():
    return GAMES["the_dance"]


def label_key(label: str):
    """The page's label order: column, then row (so K9 comes before K10)."""
    return COLUMNS.index(label[0].upper()), int(label[1:])


def turn_order(avatars) -> list[int]:
    """Seat 0 first, then by increasing table number from seat 0's table, wrapping round (Setup 7)."""
    first = TABLE[avatars[0]]
    return sorted(range(len(avatars)), key=lambda seat: (TABLE[avatars[seat]] - first) % 6)


def dancer_order(at: dict | None = None) -> list[str]:
    """The 24 Dancers in white-circle order: the page's table order, with each Dancer named in `at`
    ({hex: dancer}) swapped onto that white circle."""
    order = list(DANCERS)
    for hex_label, dancer in (at or {}).items():
        i, j = WHITE_CIRCLES.index(hex_label), order.index(dancer)
        order[i], order[j] = order[j], order[i]
    return order


def movers(s) -> int:
    """The single seat (or CHANCE) to move; fails the test when it is not exactly one."""
    who = s.to_move()
    assert len(who) == 1, f"expected one mover, found {set(who)}"
    return next(iter(who))


def run(s, *steps):
    """Apply each step in the page's notation for whoever is to move. A step is text, or
    (who, text) to assert the mover first: a seat number or CHANCE."""
    for item in steps:
        if isinstance(item, tuple):
            who, text = item
            assert s.to_move() == {who}, f"{text!r}: expected {who} to move, found {set(s.to_move())}"
        else:
            text = item
        s = s.apply_str(text, movers(s))
    return s


def legal(s, seat=None) -> list[str]:
    """The canonical strings of the mover's (or `seat`'s) legal actions."""
    return s.legal_action_strs(movers(s) if seat is None else seat)


def setup(avatars=("saar", "vass"), powers=None, draws=None, plans=None, dancers=None, server=1,
          options=None):
    """A game set up by the page's order of decisions, ready for round 1.

    powers: per seat (pair, kept) such as ("athletic,host", "host"); with Super Villains the kept
    part is ignored. draws: per seat the markers drawn ("Ext1,Cor1,Sub1,Con1"). plans: per seat a
    Plan id. dancers: {hex: dancer} swaps onto the page's order, or a full list. server: the roll.
    """
    options = dict(options or {})
    n = len(avatars)
    powers = list(powers or DEFAULT_POWERS[:n])
    draws = list(draws or [DEFAULT_DRAW] * n)
    plans = list(plans or DEFAULT_PLANS[:n])
    s = game().new_game(n, options)
    new_blood = bool(options.get("new_blood"))
    villains = bool(options.get("super_villains"))

    def choose_avatars(s):
        for seat in range(n - 1, -1, -1):
            s = run(s, (seat, f"avatar {avatars[seat]}"))
        return s

    if not new_blood:
        s = choose_avatars(s)
    order = list(range(n)) if new_blood else turn_order(avatars)
    for seat in order:
        pair, kept = powers[seat]
        s = run(s, (CHANCE, f"powers {pair}"))
        if not villains:
            s = run(s, (seat, f"keep {kept}"))
    for seat in order:
        s = run(s, (CHANCE, f"draw {draws[seat]}"))
    for seat in order:
        s = run(s, (CHANCE, f"plan {plans[seat]}"))
    if new_blood:
        s = choose_avatars(s)
    order24 = dancers if isinstance(dancers, (list, tuple)) else dancer_order(dancers)
    s = run(s, (CHANCE, "dancers " + ",".join(order24)), (CHANCE, f"roll {server}"))
    return s


def idle(s, seat):
    """`seat` ends its Dance Step at once and passes its Influence Step."""
    return run(s, (seat, "done"), (seat, "pass"))


# --- observation lookups: the only place that knows the engine's observation keys -------------

def _public(s, viewer=None):
    return s.observation(viewer)


def where(s, piece: str):
    """The hex label a Dancer or Avatar (by id) or the Server ("server") stands on, or None when
    it is off the floor (seated, in the kitchen, or left play)."""
    obs = _public(s)
    if piece == "server":
        return obs["server"]
    for entry in obs["dancers"]:
        if entry["id"] == piece:
            return entry.get("hex")
    for entry in obs["families"]:
        if entry["avatar"] == piece:
            return entry.get("hex")
    raise KeyError(piece)


def marker(s, dancer: str):
    """(avatar id of the family holding the Dancer on the floor, Dominated?) or (None, False)."""
    for entry in _public(s)["dancers"]:
        if entry["id"] == dancer:
            return entry.get("held_by"), bool(entry.get("dominated"))
    raise KeyError(dancer)


def family(s, avatar: str, viewer=None) -> dict:
    for entry in _public(s, viewer)["families"]:
        if entry["avatar"] == avatar:
            return entry
    raise KeyError(avatar)


def seated(s, avatar: str) -> list[str]:
    return sorted(family(s, avatar)["seated"])


def foiled(s, avatar: str) -> bool:
    return bool(family(s, avatar)["foiled"])


def hand(s, seat: int) -> list[str]:
    """The faces of `seat`'s Refreshments as that seat sees them, in the page's marker order."""
    order = "Ext1 Ext2 Cor1 Cor2 Sub1 Sub2 Con1 Con2 Ankh".split()
    obs = s.observation(seat)
    return sorted(obs["hand"], key=order.index)


def hand_size(s, seat: int, viewer=None) -> int:
    obs = s.observation(viewer)
    return obs["families"][seat]["refreshments"]


def revealed_powers(s, seat: int, viewer=None) -> list[str]:
    """The Power ids `viewer` can see for `seat` (its own are always known to a seat)."""
    return sorted(p.lower() for p in s.observation(viewer)["families"][seat]["powers"])


def plan_seen(s, seat: int, viewer=None):
    """The Plan id `viewer` sees for `seat`, or None when it is hidden from that viewer."""
    return s.observation(viewer)["families"][seat].get("plan")


def tempo(s) -> int:
    return _public(s)["tempo"]


def round_number(s) -> int:
    return _public(s)["round"]


def log_text(s) -> str:
    return "\n".join(str(line) for line in _public(s)["log"])
