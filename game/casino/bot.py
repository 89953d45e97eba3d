"""Casino Trifecta's AI levels behind make_bot(level, seed): Easy (a beginner: the biggest capture in
sight, a build now and then, drops at random), Normal (the heuristic player of ai_policy) and Hard
(single-observer information-set MCTS over the heuristic's best few plays and a quick judge's best few
for the other seat, with fast capture-first playouts that weigh what a play leaves the other hand, played
to the end of the round and judged there by the odds model, in worlds that deal the other seat the values
of its builds; once the deck is empty, a win the exact endgame proves is played without a search;
make_bot("hard", engine="pimc") offers ai_pimc's perfect-information Monte Carlo search instead, and
engine="handoff" ISMCTS that leaves a hand of two cards or fewer to ai_pimc's search). Every
level's estimate_chance
is certain only when the exact endgame shows every line of play ends the same; otherwise the odds model
fitted to self-play outcomes (ai_odds) answers, with the endgame's forced result as one of its inputs.

No pygame. A bot reads the state only through observation(seat) and determinize(seat, rng), after
reducing it to what its seat knows (ai_view.as_seat_knows): its secret card does not depend on whether
the opponent has already sealed theirs, and no choice depends on the cards it cannot see.
"""
from __future__ import annotations

import random

from game.ai import clock
from game.ai.bots import Bot, Estimate, SearchBot
from game.casino.ai_decision import ENDGAME_NODES, endgame_chance, hard_start, seat_decision
from game.casino.ai_pimc import PimcBot
from game.casino import ai_policy as P
from game.casino.ai_plays import Table, builds_of, captures, taken_tokens
from game.casino.ai_search import CasinoHooks, SearchGame
from game.casino.ai_view import know


class CasinoBot(Bot):
    """A level of play. Subclasses decide from the seat's reduced state and one determinized sample of
    it (decide(), secret()); choose() handles chance, the sealed secret card and forced choices."""

    level = "?"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.last = None  # the last SearchResult, for the searching level (the hint gauge reads it)

    def choose(self, state, seat: int):
        self.last = None
        answer, known, rng = seat_decision(self.seed, state, seat, self.secret)
        if answer is not None:
            return answer
        sample = known.determinize(seat, rng)
        action = self.decide(known, sample, seat, rng)
        return action

    def secret(self, state, seat: int, rng: random.Random) -> int:
        return P.secret_card(state, seat, rng)

    def estimate_chance(self, state, seat: int) -> Estimate | None:
        return endgame_chance(state, seat)

    def decide(self, state, sample, seat: int, rng: random.Random):
        raise NotImplementedError


class BeginnerBot(CasinoBot):
    """Easy: takes the capture with the most cards it sees (points break ties), makes a build now and
    then, otherwise drops a card at random; never thinks about what it leaves the opponent, and never
    uses the Pass or the Subtraction."""

    level = "easy"
    build_chance = 0.15

    def decide(self, state, sample, seat, rng):
        k = know(sample, seat)
        table = Table(sample.loose, sample.builds, k.worth)
        hand = sample.hands[seat]
        takes = [a for c in hand for a in captures(table, seat, c)]
        if takes:
            def size(a):
                cards = taken_tokens(sample, a)
                return (len(cards), sum(P.POINT_CARD[t & 63] for t in cards))
            most = max(size(a) for a in takes)
            return rng.choice([a for a in takes if size(a) == most])
        if rng.random() < self.build_chance:
            builds = [a for c in hand for a in builds_of(table, hand, c, False) if a[0] in ("build", "same")]
            if builds:
                return rng.choice(builds)
        return ("drop", rng.choice(hand))

    def secret(self, state, seat, rng):
        return rng.randrange(52)  # a beginner names any card that comes to mind


class HeuristicBot(CasinoBot):
    """Normal: the heuristic player of ai_policy, the same play for the same position and seed."""

    level = "normal"

    def __init__(self, seed: int = 0, style: P.Style = P.NORMAL):
        super().__init__(seed)
        self.style = style

    def decide(self, state, sample, seat, rng):
        return P.ranked(sample, seat, self.style)[0][1]


class SearchingBot(SearchBot):
    """Hard: information-set MCTS over the heuristic's best few plays (ai_search), fast capture-first
    playouts that weigh what a play leaves the other hand (ai_rollout's look), played to the end of the
    round under way and valued there by the odds model with a share for the points' difference
    (CasinoHooks.judge; a game that ends first by who wins and by how much), in worlds that deal the
    other seat its builds' values; once the deck is empty, a win the exact endgame proves (ai_endgame) is
    played at once. `bias` weighs the heuristic's rank of the plays as a progressive bias (0: none).
    `last` keeps the search's result; the odds are estimate_chance's.

    The budget is `iterations`, counted in work, so a decision is the same for a position and seed on a
    busy machine and a quiet one; `time_limit` is game.ai.clock's CPU-time ceiling, which only a machine
    many times slower than the reference one meets."""

    def __init__(self, seed: int = 0, iterations: int = 600, time_limit: float = clock.CEILING, exploration: float = 0.7,
                 hooks: CasinoHooks | None = None, endgame_nodes: int = ENDGAME_NODES, bias: float = 0.0,
                 handoff: int = 0, pimc: dict | None = None):
        hooks = hooks or CasinoHooks()
        self.endgame_nodes = endgame_nodes  # the exact endgame's budget once the deck is empty (0: search only)
        # with `handoff` cards or fewer in the seat's hand, ai_pimc's alpha-beta (PimcBot(**pimc)) decides:
        # near a round's end both hands are short and its worlds are searched to the round's end
        self.handoff = handoff
        self.pimc = PimcBot(seed, **(pimc or {})) if handoff else None
        super().__init__("hard", seed, hooks, engine="ismcts", time_limit=time_limit, max_nodes=iterations,
                         exploration=exploration, playout_depth=0)
        self.search.bias = bias  # the heuristic's rank as a progressive bias (CasinoHooks.prior); 0: none

    def choose(self, state, seat: int):
        self.last = None
        answer, known, rng = hard_start(self.seed, state, seat, self.endgame_nodes)
        if answer is not None:
            return answer
        if self.pimc is not None and len(known.hands[seat]) <= self.handoff:
            return self.pimc.decide(known, seat, rng)
        hooks = self.hooks
        sample = known.determinize(seat, rng)
        hooks.reset(rng, sample, seat)
        choices = hooks.choices(sample, seat)
        if len(choices) == 1:
            return choices[0]
        self.last = self.search.search(SearchGame(known, hooks), seat, rng)
        return self.last.action

    def estimate_chance(self, state, seat: int) -> Estimate | None:
        return endgame_chance(state, seat)


# Hard's budget in work: playouts cut at the round's end are cheap, so 1000 iterations take about as much
# CPU as 600 full playouts did (process CPU per decision p50 0.38 s, p95 0.80 s on the 2-core reference
# machine under load), and a decision with the worker's overhead stays under a second; the time limit is
# only clock.CEILING. The budget does not bind: in 56 positions of rounds 1-5 (seeds 3000-3017) a search
# of 5000 iterations over every legal play chose another play than Hard in 12 (Hard under another seed
# did in 11), all near-ties by its own values (a mean loss of 0.001 of a win, two over 0.01). Against the
# strong cascade, paired on 100 fresh games (seeds 5000-5099, the same deals): 600 iterations won 74
# [64.6, 81.6] against 1000's 72 [62.5, 79.9] (11 better, 9 worse; points' margin +0.37 +- 0.56 a game),
# CPU per decision p50 0.18 / p95 0.45 / max 1.01 s against 0.30 / 0.73 / 1.82; from round 3 on 60 games
# (seeds 2000-2059) 46 against 46; against Normal 75 of 100 [65.7, 82.5] (seeds 5200-5299). The final
# pick is the most visited play: the best value among plays with half its visits won 45 of those 60, the
# heuristic's favourite within 0.01 of it 41. So Hard searches 600 iterations: as strong on those games,
# and room under the 1 s for the worlds that read the other seat's plays (ai_infer, ai_view.READ_PLAYS).
HARD = dict(iterations=600)
# Hard with a hand-off (make_bot("hard", engine="handoff"), "--bots hard:handoff"): ISMCTS while the seat
# holds 3 or 4 cards, ai_pimc's alpha-beta over 32 worlds with 2 cards or fewer, where both hands are short
# and each world is searched to the round's end. Against the strong cascade, paired on the same 40 games
# (seed 11): 32 won against ISMCTS's 29 (4 games better, 1 worse; with 16 worlds 30, with the hand-off at 3
# cards 27, with 1400 iterations besides 29); process CPU per decision p50 0.31 s, p95 0.49 s, max 0.83 s
# (764 decisions, a loaded machine) against 0.36/0.77/1.51. On fresh seeds the gain did not hold: 65 of 100
# (seed 71) and 68 of 100 (seed 83), 66.5% [59.7, 72.7] pooled against ISMCTS's 72.3% on seeds 23/41/61
# (p50 0.29 s, p95 0.47 s, max 1.02 s over 3885 decisions), so the default stays ISMCTS alone.
HANDOFF = dict(HARD, handoff=2, pimc=dict(worlds=32))


def make_bot(level: str, seed: int = 0, engine: str | None = None):
    """The Casino Trifecta bot for `level` (easy, normal, hard). Hard searches with ISMCTS, or with
    engine="pimc" by perfect-information Monte Carlo (ai_pimc), or with engine="handoff" by ISMCTS that
    hands a short hand over to ai_pimc's search (HANDOFF)."""
    if engine not in (None, "ismcts", "pimc", "handoff"):
        raise ValueError(f"Casino Trifecta's AI searches with ismcts, pimc or handoff, not {engine!r}")
    if level == "hard" and engine == "pimc":
        return PimcBot(seed)
    if level == "hard" and engine == "handoff":
        return SearchingBot(seed, **HANDOFF)
    if level == "easy":
        return BeginnerBot(seed)
    if level == "normal":
        return HeuristicBot(seed)
    if level == "hard":
        return SearchingBot(seed, **HARD)
    raise ValueError(f"unknown Casino Trifecta AI level {level!r} (choose from easy, normal, hard)")
