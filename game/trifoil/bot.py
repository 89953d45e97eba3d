"""Trifoil's AI heuristics: a fast chain measure, the evaluation, move order, playout policy, and the
Easy/Normal/Hard levels built on the generic searches of game.ai, whose estimate of a seat's chance (the
odds gauge and the results' chart) is Trifoil's own (game/trifoil/ai_odds.py).

Never imports pygame and never changes a state: it reads the determinized state a bot searches.
The chain measure here is a faster equivalent of rules.longest_chain (a test checks they agree).
"""
from __future__ import annotations

import math
from functools import lru_cache

from game.ai.bots import Estimate, SearchBot
from game.ai.search import Hooks
from game.trifoil import ai_odds

EMPTY = 0


class Tables:
    """Per-board lookups for the heuristics: touching pairs as slot pairs, each inward slot's Blink,
    the pair it belongs to and its partner slot, and a memo of chain lengths by shape."""

    def __init__(self, board):
        self.size = board.size
        self.target = board.chain_to_win
        self.links = board.links_per_player
        self.starts = tuple(range(0, board.size * 6, 6))
        self.pairs = tuple((s // 6, board.partner[s] // 6, s, board.partner[s])
                           for s in board.inward_slots if s < board.partner[s])
        pair_of = {}
        for i, (_, _, sp, sq) in enumerate(self.pairs):
            pair_of[sp] = pair_of[sq] = i
        self.inward = tuple((s, s // 6, pair_of[s], board.partner[s]) for s in board.inward_slots)
        self.memo: dict = {}  # (edge mask, mask of Blinks with 2+ links) -> longest chain


@lru_cache(maxsize=None)
def _tables(board_name: str) -> Tables:
    from game.trifoil.board import load_board

    return Tables(load_board(board_name))


def tables(board) -> Tables:
    return _tables(board.name)


# --- chains ------------------------------------------------------------------------------------------
# A chain uses at most two links of a Blink, and a link connects across to only one other Blink. So a
# chain is a simple path of Blinks joined by facing pairs of its colour ("edges"): every Blink inside the
# path uses its two edge links, an end Blink may add one more of its links, and a path that closes on
# its first Blink is a loop of two links per Blink. Longest chain = longest such path. It depends only
# on which pairs are edges and which Blinks hold two or more links, so it is memoised by those masks.

def _walk_longest(t: Tables, edges: int, doubles: int) -> int:
    adj: dict = {}
    for i, (p, q, _, _) in enumerate(t.pairs):
        if edges >> i & 1:
            adj.setdefault(p, []).append(q)
            adj.setdefault(q, []).append(p)

    def walk(cur: int, start: int, k: int, visited: int) -> int:
        longest = 2 * k + (doubles >> start & 1) + (doubles >> cur & 1)
        for nxt in adj[cur]:
            if nxt == start:
                if k >= 2:  # closing a loop: every Blink gives exactly its two edge links
                    longest = max(longest, 2 * k + 2)
            elif not visited >> nxt & 1:
                longest = max(longest, walk(nxt, start, k + 1, visited | 1 << nxt))
        return longest

    return max(walk(start, start, 0, 1 << start) for start in adj)


def _longest(t: Tables, edges: int, doubles: int, singles: int) -> int:
    if not edges:
        return 2 if doubles else 1 if singles else 0
    key = (edges, doubles)
    value = t.memo.get(key)
    if value is None:
        value = t.memo[key] = _walk_longest(t, edges, doubles)
    return value


def _shape(t: Tables, slots: tuple, colour: int) -> tuple[list, int, int, int]:
    """(links per Blink, edge mask, mask of Blinks with 2+ links, mask of Blinks with any)."""
    counts = [slots[a:a + 6].count(colour) for a in t.starts]
    edges = 0
    for i, (_, _, sp, sq) in enumerate(t.pairs):
        if slots[sp] == colour and slots[sq] == colour:
            edges |= 1 << i
    doubles = singles = 0
    for p, c in enumerate(counts):
        if c:
            singles |= 1 << p
            if c >= 2:
                doubles |= 1 << p
    return counts, edges, doubles, singles


def chain_length(t: Tables, slots: tuple, colour: int) -> int:
    """The longest chain of `colour` (equal to rules.longest_chain, only faster)."""
    _, edges, doubles, singles = _shape(t, slots, colour)
    return _longest(t, edges, doubles, singles)


_OUTLOOKS: dict = {}  # (slots, colour) -> outlook; searches meet the same boards again and again
_OUTLOOKS_MAX = 50_000  # about one Hard move's worth; bounded memory in the AI process


def outlook(t: Tables, slots: tuple, colour: int) -> tuple[int, int, int]:
    """(longest chain now, longest after one more placement, number of placements that win)."""
    key = (slots, colour)
    found = _OUTLOOKS.get(key)
    if found is None:
        if len(_OUTLOOKS) >= _OUTLOOKS_MAX:
            _OUTLOOKS.clear()
        found = _OUTLOOKS[key] = _outlook(t, slots, colour)
    return found


def _outlook(t: Tables, slots: tuple, colour: int) -> tuple[int, int, int]:
    counts, edges, doubles, singles = _shape(t, slots, colour)
    now = _longest(t, edges, doubles, singles)
    if sum(counts) >= t.links:
        return now, now, 0
    after, winning = now, 0
    target = t.target
    for s, p, pair, partner in t.inward:
        if slots[s] != EMPTY:
            continue
        bit = 1 << p
        if slots[partner] == colour:  # a new edge
            value = _longest(t, edges | 1 << pair, doubles | bit if counts[p] else doubles, singles | bit)
        elif counts[p] == 1:  # a second link lets a chain end here one longer
            value = _longest(t, edges, doubles | bit, singles)
        elif not singles:
            value = 1
        else:
            continue
        if value > after:
            after = value
        if value >= target:
            winning += 1
    return now, after, winning


# --- the heuristics ----------------------------------------------------------------------------------

class TrifoilHooks(Hooks):
    """Evaluation in points for a seat: chains first, then what one more link would make, then
    immediate winning placements, then freedom to act."""

    CHAIN = 100.0
    REACH = 30.0  # per link of chain one placement away
    THREAT = 25.0  # per winning placement on offer
    MOBILITY = 1.0
    WINNING = 800.0  # the mover has a winning placement now
    LOSING = 600.0  # the mover faces more winning placements than actions left to stop them

    def evaluate(self, state, seat: int) -> float:
        t = tables(state.board)
        slots = state.slots
        mover = state.player
        mine = outlook(t, slots, seat + 1)
        theirs = outlook(t, slots, 2 - seat)
        movers, others = (mine, theirs) if mover == seat else (theirs, mine)
        sign = 1.0 if mover == seat else -1.0
        if movers[2]:
            return sign * self.WINNING
        if others[2] > state.actions_left():
            return -sign * self.LOSING
        value = (self.CHAIN * (mine[0] - theirs[0]) + self.REACH * (mine[1] - theirs[1])
                 + self.THREAT * (mine[2] - theirs[2]))
        value += sign * self.MOBILITY * len(state.legal_actions())
        return value

    def order(self, state, actions: list, mover: int) -> list:
        """Placements that join or lengthen one's own links first, then ones that block the
        opponent's, then pushes and spins, `end` last."""
        slots = state.slots
        colour = mover + 1
        partner = state.board.partner
        keyed = []
        for i, action in enumerate(actions):
            kind = action[0]
            if kind == "place":
                s = action[1]
                other = slots[partner[s]]
                base = s - s % 6
                score = 4 if other == colour else 2 if other else 0
                if colour in slots[base:base + 6]:
                    score += 1
            elif kind == "end":
                score = -1
            else:
                score = 1
            keyed.append((-score, i, action))
        keyed.sort()
        return [a for _, _, a in keyed]

    def key(self, state):
        return state.slots, state.player, state.acted, state.first_turn, state.before_last

    def playout_action(self, state, mover: int, rng):
        """Take a winning placement when there is one; otherwise a random action, favouring the
        ones `order` puts first."""
        t = tables(state.board)
        colour = mover + 1
        actions = state.legal_actions(mover)
        slots = state.slots
        if outlook(t, slots, colour)[2]:
            for action in actions:
                if action[0] == "place":
                    new = slots[:action[1]] + (colour,) + slots[action[1] + 1:]
                    if chain_length(t, new, colour) >= t.target:
                        return action
        ordered = self.order(state, actions, mover)
        return ordered[min(int(rng.expovariate(0.25)), len(ordered) - 1)]

    def outlooks(self, state) -> tuple:
        """Blue's and red's outlook (see outlook): what the odds model reads of the board."""
        t = tables(state.board)
        return outlook(t, state.slots, 1), outlook(t, state.slots, 2)

    def estimate_returns(self, state) -> tuple:
        p = 1.0 / (1.0 + math.exp(-self.evaluate(state, 0) / 150.0))
        return (p, 1.0 - p)


HOOKS = TrifoilHooks()

# Level settings, budgeted in nodes: the same position and seed give the same move on a busy machine and a
# quiet one. The time limit is game.ai.clock's ceiling, which only a machine ten times slower meets. Hard's
# budget takes about 0.3 s (p50) to 0.5 s (p95) of CPU on the 2-core reference machine.
LEVELS = {
    # a beginner: looks only at its own turn, judges roughly, and now and then plays at random
    "easy": dict(max_nodes=400, max_depth=2, noise=100.0, blunder=0.2),
    # sees its turn and the reply, no further
    "normal": dict(max_nodes=3_000, max_depth=4),
    "hard": dict(max_nodes=12_000),
}

# MCTS for the engine comparison: the evaluation at the leaves and little exploration measured best;
# playouts to the end with playout_action were weaker. Its iterations take about Hard's time.
MCTS_SETTINGS = dict(exploration=0.25, playout_depth=0, max_nodes=6_000)


class TrifoilBot(SearchBot):
    """A Trifoil level: the generic search with Trifoil's hooks, and Trifoil's own odds
    (game/trifoil/ai_odds.py) as its estimate of a seat's chance."""

    def estimate_chance(self, state, seat: int) -> Estimate | None:
        own = super().estimate_chance(state, seat)  # a proof by the search that just chose a move
        if own is not None or state.is_over():
            return own
        found = ai_odds.facts(state, self.hooks)
        value, proven = ai_odds.chance(found, seat)
        return Estimate(value, proven=proven, samples=ai_odds.PROOF_NODES)


def make_bot(level: str, seed: int = 0, engine: str | None = None) -> TrifoilBot:
    """The Trifoil bot for `level` (easy, normal, hard).

    A named `engine` makes a measuring bot: "mcts" searches MCTS_SETTINGS' iterations (about the level's
    time), "alphabeta" the level's own settings, so `--bots hard:alphabeta,hard:mcts` compares engines.
    """
    try:
        settings = dict(LEVELS[level])
    except KeyError:
        raise ValueError(f"unknown Trifoil AI level {level!r} (choose from {', '.join(LEVELS)})") from None
    if engine == "mcts":
        settings = dict(blunder=settings.get("blunder", 0.0), **MCTS_SETTINGS)
    return TrifoilBot(level, seed, HOOKS, engine=engine or "alphabeta", **settings)
