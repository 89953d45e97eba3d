"""The numbers The Dance's AI reasons with: walking distances home from every hex, what each family
still needs for its Plan, which Dancers are worth courting, and the odds of an attempt.

No pygame, no game state of its own. The helpers read a (determinized) state; the ones a seat uses
for its own choices look only at its own Plan and hand and at the public board, so every world a
seat imagines gives the same answer. Rivals' Plans are read only through `plan_of`, which hides them
unless the options make them public or a search has dealt them (`dealt=True`).
"""
from __future__ import annotations

from collections import deque

from game.the_dance import floor as F

NUM_SYMBOLS = 4
FAR = 99


def _home_distances(entry: int) -> tuple:
    """Steps from every hex to `entry` over the empty floor, never through another table's entry hex
    (the way a held Dancer is led home)."""
    closed = F.ENTRY_SET - {entry}
    dist = [FAR] * F.NUM_HEXES
    dist[entry] = 0
    queue = deque([entry])
    while queue:
        h = queue.popleft()
        for n in F.NEIGHBOURS[h]:
            if dist[n] == FAR and n not in closed:
                dist[n] = dist[h] + 1
                queue.append(n)
    return tuple(dist)


HOME = tuple(_home_distances(F.ENTRY[t]) for t in range(len(F.ENTRY)))  # HOME[table - 1][hex]
PLAN_SIZE = tuple(sum(needs) for needs in F.PLAN_NEEDS)


def home_distance(state, seat: int, h: int) -> int:
    return HOME[state.table(seat) - 1][h]


def turns_home(steps: int) -> int:
    """Dance Steps to seat a held Dancer `steps` hexes from the entry hex: 2 moves a step, the seat
    itself costs one."""
    return (steps + 2) // 2


def missing(plan: int, seated) -> list:
    """Symbols (counts per symbol) the Plan still asks for after the seated Dancers."""
    need = list(F.PLAN_NEEDS[plan])
    for d in seated:
        sym = F.DANCER_SYMBOL[d]
        if need[sym] > 0:
            need[sym] -= 1
    return need


def plan_of(state, seat: int, viewer: int, dealt: bool = False) -> int:
    """`seat`'s Plan as `viewer` may use it: its own, a public one, any in a dealt world; else -1."""
    if seat == viewer or dealt or state.opts["plans"] == "open":
        return state.plans[seat]
    return -1


def wanted(state, seat: int, plan: int | None = None) -> tuple[list, list]:
    """(still missing after seated and held Dancers, held Dancers that fill a need nearest home first).
    Held Dancers beyond the need are left out of the second list: they are spare."""
    plan = state.plans[seat] if plan is None else plan
    need = missing(plan, state.seated[seat])
    table = state.table(seat) - 1
    held = sorted((HOME[table][state.dpos[d]], d) for d in range(F.NUM_DANCERS) if state.dheld[d] == seat)
    useful = []
    for _, d in held:
        sym = F.DANCER_SYMBOL[d]
        if need[sym] > 0:
            need[sym] -= 1
            useful.append(d)
    return need, useful


def best_domain(state, seat: int, dancer: int, refs_allowed: bool = True) -> tuple[int, int, tuple]:
    """(target number, Domain, Refreshments) of the strongest attempt `seat` can make on `dancer`
    with its hand (cheapest Refreshments first for equal numbers); (0, -1, ()) when none is legal."""
    rating = F.RATING[state.avatars[seat]]
    pips = F.PIPS[dancer]
    best = (0, -1, ())
    for dom in range(4):
        if pips[dom] is None:
            continue
        base = rating[dom] + pips[dom]
        options = state.refreshment_options(seat, dom, base) if refs_allowed else ([()] if base >= 1 else [])
        for refs in options:
            number = base + sum(F.MARKER_PIPS[k] for k in refs)
            key = (min(number, 6), -len(refs))
            if best[1] < 0 or key > (min(best[0], 6), -len(best[2])):
                best = (number, dom, refs)
    return best


def chance(number: int) -> float:
    return max(0, min(6, number)) / 6.0


def dominate_chance(state, number: int) -> float:
    if state.opts["dominate"] == "margin3":
        return chance(number - 3)
    return 1.0 / 6.0 if number >= 1 else 0.0


def seats_in_play(state) -> list:
    return [s for s in range(state.players) if state.in_play[s]]
