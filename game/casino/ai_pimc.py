"""Casino Trifecta's perfect-information Monte Carlo player (PIMC), a Hard engine: draw a few worlds the
seat cannot tell from the real one (ai_infer.determinize), search each with every card known, by
alpha-beta over both seats' shortlisted plays (ai_search.quick_ranked, so builds are weighed as well as
captures and drops) to the end of the current round (the game's, in the last round), or DEPTH plies
when that comes first, and play the root play with the best mean over the worlds. Where a line stops it
is valued half by the odds model fitted to self-play (ai_odds' chance) and half by the material (points
and the end bonuses' expected shares); the game's end by its result. What strong programs for capturing
card games (Scopa, Skat, Bridge) do: a round is 8 plies with both hands known in a world, short enough to
search most of.

No pygame. The worlds are drawn from the state reduced to what the seat knows (ai_view.as_seat_knows)
with the decision's seeded RNG, and the root's plays come from the seat's own view, so the same view
and seed give the same play. The budget is counted in work (worlds, and nodes per world); once the
deck is empty a win the exact endgame proves (ai_decision.hard_start) is played without a search.
"""
from __future__ import annotations

import math

from game.ai.bots import Bot
from game.casino import ai_odds
from game.casino import ai_policy as P
from game.casino.ai_decision import ENDGAME_NODES, endgame_chance, hard_start
from game.casino.ai_rollout import margin_share
from game.casino.ai_search import quick_ranked, shortlist
from game.casino.ai_infer import determinize
from game.casino.rules import OVER

WORLDS = 16  # worlds searched per decision
NODES = 250  # interior nodes searched per root play in a world (a bound: most searches end before it)
ROOT_WIDTH = 6  # the heuristic's best plays weighed at the root (ai_search.shortlist adds the must-weigh ones)
WIDTH = 3  # each seat's best plays by the quick judge at the search's later nodes (plus the must-weigh)
MARGIN = 0.5  # share of a leaf's value that rewards the material (see leaf)
EXACT, LOWER, UPPER = 0, 1, 2  # what a remembered value is: the value, or a bound on it
DEPTH = 5  # plies searched below a root play at most (odd: a line ends on the other seat's reply)


class PimcBot(Bot):
    """Hard by perfect-information Monte Carlo (see the module). `worlds` x root plays x `nodes` bounds the
    work; `root_width` and `width` are how many plays the root and the inner nodes weigh, `depth` the plies
    below a root play, `margin` the share of a leaf's value given to the material."""

    level = "hard"

    def __init__(self, seed: int = 0, worlds: int = WORLDS, nodes: int = NODES, root_width: int = ROOT_WIDTH,
                 width: int = WIDTH, margin: float = MARGIN, depth: int = DEPTH,
                 endgame_nodes: int = ENDGAME_NODES):
        self.seed = seed
        self.last = None  # no search tree for the hint gauge (it reads estimate_chance), as for Easy and Normal
        self.worlds = worlds
        self.nodes = nodes
        self.root_width = root_width
        self.width = width
        self.margin = margin
        self.depth = depth
        self.endgame_nodes = endgame_nodes
        self.searched = 0  # interior nodes the last decision searched, over all its worlds (counted work)
        self.means: dict = {}  # the last decision's mean value of each root play

    def choose(self, state, seat: int):
        self.last = None
        self.searched = 0
        self.means = {}
        answer, known, rng = hard_start(self.seed, state, seat, self.endgame_nodes)
        if answer is not None:
            return answer
        return self.decide(known, seat, rng)

    def decide(self, known, seat: int, rng):
        """The play for `seat` in `known` (the state reduced to what the seat knows, in the play phase,
        its turn) with the decision's RNG: the search itself, for this bot and for an engine that hands a
        decision over to it (bot.SearchingBot's `handoff`)."""
        self.searched = 0
        self.means = {}
        roots = shortlist(P.ranked(known, seat), self.root_width)
        if len(roots) == 1:
            return roots[0]
        totals = [0.0] * len(roots)
        for _ in range(self.worlds):
            world = determinize(known, seat, rng)
            search = RoundSearch(seat, world.round, self.nodes, self.width, self.margin)
            for i, action in enumerate(roots):
                totals[i] += search.search(world.apply(action, seat), self.depth)
            self.searched += search.count
        self.means = {a: t / self.worlds for a, t in zip(roots, totals)}
        best = max(range(len(roots)), key=lambda i: (totals[i], -i))  # ties: the heuristic's favourite
        return roots[best]

    def estimate_chance(self, state, seat: int):
        return endgame_chance(state, seat)


class RoundSearch:
    """Alpha-beta in one world, every card known, for `seat`'s value (0..1): both seats weigh their quick
    judge's best `width` plays (plus the must-weigh ones); a line ends when the round does (the next
    round's deal is the world's), or the game does, or after `depth` plies, and is valued by leaf(). Each
    root play gets at most `nodes` interior nodes: beyond them a position is valued as a leaf, so the
    work and the answer are fixed. Positions met again in the world (plays made in another order, from
    the same or another root play) are answered from a transposition table."""

    __slots__ = ("seat", "round", "nodes", "width", "margin", "count", "limit", "table")

    def __init__(self, seat: int, round_: int, nodes: int, width: int, margin: float):
        self.seat = seat
        self.round = round_
        self.nodes = nodes
        self.width = width
        self.margin = margin
        self.count = 0  # interior nodes searched in this world
        self.limit = 0
        self.table: dict = {}

    def search(self, s, depth: int) -> float:
        """`seat`'s value of `s` (a root play made), with a fresh allowance of `nodes`."""
        self.limit = self.count + self.nodes
        return self.value(s, -math.inf, math.inf, depth)

    def value(self, s, alpha: float, beta: float, depth: int) -> float:
        if s.phase == OVER or s.round != self.round or depth <= 0 or self.count >= self.limit:
            return leaf(s, self.seat, self.margin)
        # the order loose cards came in changes nothing ahead, so drops made in another order meet here
        key = (depth, s.turn, s.hands, tuple(sorted(s.loose)), s.builds, s.piles, s.score, s.pass_used,
               s.subtract_used, s.passed_round, s.last_capturer)
        got = self.table.get(key)
        if got is not None:
            v, kind = got
            if kind == EXACT or (kind == LOWER and v >= beta) or (kind == UPPER and v <= alpha):
                return v
        self.count += 1
        start = alpha, beta
        mover = s.turn
        plays = shortlist(quick_ranked(s, mover), self.width)
        if mover == self.seat:
            best = -math.inf
            for a in plays:
                v = self.value(s.apply(a, mover), alpha, beta, depth - 1)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = math.inf
            for a in plays:
                v = self.value(s.apply(a, mover), alpha, beta, depth - 1)
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        self.table[key] = (best, LOWER if best >= start[1] else UPPER if best <= start[0] else EXACT)
        return best


def leaf(s, seat: int, margin: float) -> float:
    """`seat`'s value of a position a line ends in: the result of a finished game, else the fitted odds
    model's chance; blended with a `margin` share for the material: the points' difference with, before
    the end, each end bonus's expected share (ai_odds' features; ai_rollout.margin_share: ahead by MARGIN_SCALE
    points earns three quarters of the share). The odds model reads correlations of Normal's games (a point card loose on
    the table counts for the seat), the material only what is won, so the blend weighs what a line wins."""
    if s.phase == OVER:
        value = float(s.returns()[seat])
        totals = s.scores()
        ahead = totals[seat] - totals[1 - seat]
    else:
        x = ai_odds.features(s, seat)
        weights = ai_odds.weights()
        value = 0.5 if weights is None else ai_odds.squash(ai_odds.logit_of(x, weights))
        ahead = x[1] + x[2] + x[3] + x[4]  # points, and the most-cards, spades and diamonds bonuses' shares
    if margin:
        value = (1.0 - margin) * value + margin * margin_share(ahead)
    return value
