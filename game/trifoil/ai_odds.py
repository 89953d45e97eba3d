"""Trifoil's own odds: a seat's chance to win from what the board shows, for the gauge and the results'
chart (the Trifoil bot's estimate_chance).

A small alpha-beta search from the position (the player to move searching, PROOF_NODES nodes) either
proves the result, which is then certain, or gives a heuristic value; that value and a few facts of the
board (chains, what one more link would make, winning placements on offer, links left, who moves and how
many actions are left, who moved first), several of them also weighed by how far the game has gone (the
share of all links on the board: a lead in chain length early is worth less than the same lead late), and
who moves and the search value once more weighed by how near the start the game is (Facts.opening), go
into a logistic model fitted to Normal self-play outcomes by tools/trifoil_odds_fit.py and kept in
levels/trifoil/odds_model.json. The board's shape (who may spin where, links stranded facing out, how
spread each seat's links are) goes in too: refitted with it on seeds 301-302 (800 games), the bench's
seeds 1, 4, 5 pooled (1,200 games never fitted on) went from worst decile 8.2 (30-40% under-said +8.2)
to 5.8 (30-40% +0.9), Brier ratio 0.377 -> 0.362. The file may also hold a monotone map
(game.ai.odds_map), applied symmetrically about an even chance;
the shipped model has none (not refitted: the logistic model alone met the held-out figures above).
Blue's first decision after the calibration's random opening is the weak spot: those positions fall into a
few kinds sharing their search value and board facts, so the model gives a kind one estimate however its
games then go; a deeper search does not help (on 360 first decisions the value at 10,000 nodes, three times
the cost, ranks the results no better than at 3,000: AUC 0.80-0.82 against 0.84).

Every feature changes sign when the two seats trade places and the model has no offset, so the two
seats' chances always add up to one. Trifoil has neither chance nor hidden information, so the facts are
the same from both seats' views; an estimate is a pure function of the position (no seed, no playouts),
and the chart moves only when the board, the player to move or the actions left change.

Never imports pygame; reads only the state, never changes it.
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from functools import lru_cache

from game.ai.odds_map import IDENTITY, UNPROVEN, Monotone  # UNPROVEN: an unproven estimate stays inside it
from game.ai.search import PROVEN, AlphaBeta
from game.core.resources import load_level

log = logging.getLogger(__name__)

PROOF_NODES = 3_000  # the search's node budget (the shared estimator's proof uses the same)
SEARCH_SCALE = 100.0  # evaluation points per unit of the "search" feature
SEARCH_CLIP = 5.0  # a search value beyond 500 points adds nothing (and the fitted curve stays monotone up to it)
MODEL = "odds_model"  # levels/trifoil/odds_model.json

BASE = ("search", "search_sq", "chain", "reach", "threats", "supply", "to_move", "acts", "blue")
LATE = ("search", "chain", "reach", "threats", "to_move", "acts")  # these again, times the share of links placed
# The opening: who moves and the search value near the start, fading as links go down (Facts.opening). Blue's
# first decision after the calibration's random opening (blue to move, one action left, red's two-action turn
# next) was said 46% where it was won 38-42%, and said 65% where won 75%: near the start the search value
# separates the positions more sharply than later, and the side about to take a full turn is better placed.
OPENING = ("to_move*opening", "search*opening")
# The board's shape beyond its chains (Facts' spins, outward, blinks, doubles): who may spin where (the minority
# rule), links stranded facing out of the formation, how spread a seat's links are. Held out on fresh
# self-play they cut the log-loss by 1.4% (0.406 -> 0.400); none of the chain facts says who can spin.
SHAPE = ("spins", "mover_spins", "outward", "blinks", "doubles")
FEATURES = BASE + tuple(f"{name}*late" for name in LATE) + OPENING + SHAPE
LINKS = 9  # links per seat on the standard board (board_6), for rows recorded before Facts kept the board's
OPENING_LINKS = 3.0  # links on the board over which the opening's weight falls by a factor e
OPENING_CLIP = 0.5  # the opening's search input is kept within +-this (the search feature's units)


@dataclass(frozen=True)
class Facts:
    """What the estimate needs of a position, for seat 0 (blue); seat 1's are the same with mine and
    theirs swapped. `proven` is seat 0's proven result (1.0, 0.0, or 0.5 for a proven draw) or None;
    `search` the search's heuristic value for seat 0 in evaluation points (0 when proven)."""

    proven: float | None
    search: float
    outlooks: tuple  # (blue's (chain, reach, winning placements), red's)
    supplies: tuple  # links left to each seat
    mover: int  # the seat to move
    actions_left: int  # actions the mover may still take this turn
    links: int = LINKS  # links each seat has in all on this board
    depth: int = 0  # the depth the search finished (0: forced, proven at once, or a row recorded before it was kept)
    # (blue's, red's) counts of the board's shape (see shape())
    spins: tuple = (0, 0)
    outward: tuple = (0, 0)
    blinks: tuple = (0, 0)
    doubles: tuple = (0, 0)

    def late(self) -> float:
        """How far the game has gone: the share of both seats' links on the board (0 at the start)."""
        return 1.0 - (self.supplies[0] + self.supplies[1]) / (2.0 * self.links)

    def opening(self) -> float:
        """How near the start the game is: 1 with no link on the board, falling by a factor e every
        OPENING_LINKS links placed (about a quarter at blue's first decision after a four-action opening)."""
        return math.exp(-(2 * self.links - self.supplies[0] - self.supplies[1]) / OPENING_LINKS)

    def to_row(self) -> dict:
        return {"proven": self.proven, "search": self.search, "outlooks": [list(o) for o in self.outlooks],
                "supplies": list(self.supplies), "mover": self.mover, "actions_left": self.actions_left,
                "links": self.links, "depth": self.depth, "spins": list(self.spins), "outward": list(self.outward),
                "blinks": list(self.blinks), "doubles": list(self.doubles)}

    @classmethod
    def from_row(cls, row: dict) -> "Facts":
        """A recorded row's facts; a row recorded before the board's shape was kept has it worked out from
        its slots on the standard board (every such row is of board_6)."""
        found = shape(row) if "spins" in row else shape_of(_standard_board(), tuple(int(c) for c in row["slots"]))
        return cls(row["proven"], row["search"], tuple(tuple(o) for o in row["outlooks"]),
                   tuple(row["supplies"]), row["mover"], row["actions_left"], row.get("links", LINKS),
                   row.get("depth", 0), **found)


def shape(row: dict) -> dict:
    """The shape's fields of a recorded row, as Facts keeps them."""
    return {name: tuple(row[name]) for name in ("spins", "outward", "blinks", "doubles")}


def shape_of(board, slots: tuple) -> dict:
    """Each seat's (blue's, red's) count of: corner triangles it may spin (strictly fewer links on the
    triangle's slots than the other seat, as rules' legal spins ask), links on slots facing out of the
    formation (no push moves them), Blinks holding its links, and Blinks holding two or more."""
    inward = set(board.inward_slots)
    spins, outward, blinks, doubles = [0, 0], [0, 0], [0, 0], [0, 0]
    for tri in board.triangles:
        on_tri = tri.values(slots)
        blue, red = on_tri.count(1), on_tri.count(2)
        spins[0] += blue < red
        spins[1] += red < blue
    for s, v in enumerate(slots):
        if v and s not in inward:
            outward[v - 1] += 1
    for start in range(0, 6 * board.size, 6):
        blink = slots[start:start + 6]
        for seat in (0, 1):
            n = blink.count(seat + 1)
            blinks[seat] += n > 0
            doubles[seat] += n > 1
    return {"spins": tuple(spins), "outward": tuple(outward), "blinks": tuple(blinks), "doubles": tuple(doubles)}


@lru_cache(maxsize=None)
def _standard_board():
    from game.trifoil.board import load_board  # only to read rows recorded before the shape was kept

    return load_board("board_6")


def facts(state, hooks, nodes: int = PROOF_NODES) -> Facts:
    """The facts of a running game's position (the search included: the costly part), judged with the
    Trifoil bot's hooks (game.trifoil.bot.HOOKS: its evaluation, move order and outlooks)."""
    mover = state.player
    result = AlphaBeta(hooks, max_nodes=nodes, use_tt=False).search(state, mover)
    sign = 1.0 if mover == 0 else -1.0
    proven, value = None, sign * result.value
    if abs(result.value) >= PROVEN:
        proven, value = (1.0 if value > 0 else 0.0), 0.0
    return Facts(proven, value, hooks.outlooks(state), (state.supply(0), state.supply(1)), mover,
                 state.actions_left(), state.board.links_per_player, result.depth,
                 **shape_of(state.board, state.slots))


def features(f: Facts, seat: int) -> list[float]:
    """The model's inputs for `seat`: each one negates when the seats trade places."""
    sign = 1.0 if seat == 0 else -1.0
    s = max(-SEARCH_CLIP, min(SEARCH_CLIP, sign * f.search / SEARCH_SCALE))
    mine, theirs = f.outlooks[seat], f.outlooks[1 - seat]
    to_move = 1.0 if f.mover == seat else -1.0
    chain, reach, threats = float(mine[0] - theirs[0]), float(mine[1] - theirs[1]), float(mine[2] - theirs[2])
    acts = to_move * (f.actions_left - 1)
    late, opening = f.late(), f.opening()
    return [s, s * abs(s) / SEARCH_CLIP, chain, reach, threats,
            float(f.supplies[seat] - f.supplies[1 - seat]) / 4.0, to_move, acts, sign,
            s * late, chain * late, reach * late, threats * late, to_move * late, acts * late,
            to_move * opening, max(-OPENING_CLIP, min(OPENING_CLIP, s)) * opening,
            (f.spins[seat] - f.spins[1 - seat]) / 2.0, to_move * f.spins[f.mover] / 2.0,
            (f.outward[seat] - f.outward[1 - seat]) / 2.0, (f.blinks[seat] - f.blinks[1 - seat]) / 2.0,
            (f.doubles[seat] - f.doubles[1 - seat]) / 2.0]


@dataclass(frozen=True)
class Model:
    """p = even(sigmoid(weights . features(facts, seat))): the logistic model, no offset, then the fitted
    monotone map made symmetric about an even chance (Monotone.even), so the seats still add up to one."""

    weights: tuple
    monotone: Monotone = IDENTITY

    def logistic(self, f: Facts, seat: int) -> float:
        """The logistic model's chance alone, before the map (what the map is fitted to)."""
        return sigmoid(sum(w * x for w, x in zip(self.weights, features(f, seat))))

    def __call__(self, f: Facts, seat: int) -> float:
        p = self.logistic(f, seat)
        return self.monotone.even(p) if self.monotone.xs else p


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


# Before a fit: the search value alone, at the slope the shared estimator's search input had.
FALLBACK = Model((0.5,) + (0.0,) * (len(FEATURES) - 1))


@lru_cache(maxsize=None)
def model() -> Model:
    """The fitted model from levels/trifoil/odds_model.json (FALLBACK if it is missing or unreadable)."""
    try:
        data = load_level("trifoil", MODEL)
        if tuple(data["features"]) != FEATURES:
            raise ValueError(f"odds model fitted on features {data['features']}, not {FEATURES}")
        return Model(tuple(float(w) for w in data["weights"]),
                     Monotone.from_json(data["monotone"]) if "monotone" in data else IDENTITY)
    except (OSError, ValueError, KeyError, TypeError):
        log.warning("no usable Trifoil odds model: the search value alone gives the odds", exc_info=True)
        return FALLBACK


def chance(f: Facts, seat: int, fitted: Model | None = None) -> tuple[float, bool]:
    """(the seat's chance to win, proven?) from the facts: a proof is certain, anything else stays
    inside UNPROVEN."""
    if f.proven is not None:
        return (f.proven if seat == 0 else 1.0 - f.proven), True
    p = (fitted or model())(f, seat)
    return min(UNPROVEN[1], max(UNPROVEN[0], p)), False
