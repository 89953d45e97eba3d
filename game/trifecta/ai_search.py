"""How Trifecta's Hard level searches: the rest of the current stage as a game of its own (it ends when the
stage does, valued by who survives), a short list of sensible choices per seat, information-set keys
and the heuristic player, with some noise, as the playout policy of game.ai.ismcts.

No pygame. Every list of choices and every key is built from what the acting seat may see (its own hand
and the public record), so a seat's node in the search never depends on another seat's secret.
"""
from __future__ import annotations

import random

from game.ai.ismcts import InfoHooks
from game.trifecta import ai_policy as P
from game.trifecta.ai_rollout import rollout
from game.trifecta.ai_view import view
from game.trifecta.rules import ANTE, BID, IN, INOUT, OUT, OVER

ANTE_CHOICES = 4  # antes the search weighs: the cheapest cards by the heuristic's reckoning


class StageGame:
    """The rest of one stage of a Trifecta state, for the search: over when the stage ends (its value is
    then the share of the game each seat can expect, see stage_value), with candidate actions only."""

    __slots__ = ("s", "stage", "_choices")

    def __init__(self, state, stage: int | None = None):
        self.s = state
        self.stage = state.stage if stage is None else stage
        self._choices = {}

    @property
    def game(self):
        return self.s.game

    @property
    def num_players(self) -> int:
        return self.s.players

    def ended(self) -> bool:
        s = self.s
        return s.phase == OVER or s.stage != self.stage

    def is_over(self) -> bool:
        return self.ended()

    def to_move(self) -> frozenset:
        return frozenset() if self.ended() else self.s.to_move()

    def legal_actions(self, player: int | None = None) -> list:
        if player is None:
            movers = self.to_move()
            if len(movers) != 1:
                return []
            player = next(iter(movers))
        found = self._choices.get(player)
        if found is None:
            found = self._choices[player] = candidates(self.s, player)
        return list(found)

    def apply(self, action, player: int | None = None) -> "StageGame":
        return StageGame(self.s.apply(action, player), self.stage)

    def sample_chance(self, rng: random.Random):
        return self.s.sample_chance(rng)

    def determinize(self, player: int, rng: random.Random) -> "StageGame":
        return StageGame(self.s.determinize(player, rng), self.stage)

    def observation(self, player: int) -> dict:
        return self.s.observation(player)

    def returns(self) -> tuple:
        return stage_value(self.s)


def stage_value(s) -> tuple:
    """Each seat's expected share of the game once a stage is over: the whole game's returns when it
    ended, otherwise an equal share for every seat that plays on (a lone survivor has already won)."""
    if s.phase == OVER:
        return s.returns()
    alive = s.alive
    share = 1.0 / len(alive)
    return tuple(share if p in alive else 0.0 for p in range(s.players))


def candidates(s, seat: int) -> list:
    """The choices the search weighs for `seat`, the heuristic's own choice first: both of in/out; the
    few cheapest antes; one bid per count (the least useful matching cards for that count)."""
    if seat not in s.choosers():
        return []
    phase = s.phase
    v = view(s, seat)
    style = P.NORMAL
    if phase == INOUT:
        first = P.choose_inout(v, style)
        return [first, OUT if first == IN else IN]
    if phase == ANTE:
        pick = P.choose_ante(v, s, style)[1]
        cards = sorted(set(v.hand), key=lambda t: (P.card_worth(v, t, style), t))
        ordered = [pick] + [t for t in cards if t != pick]
        return [("ante", t) for t in ordered[:ANTE_CHOICES]]
    if phase == BID:
        matching = sorted(P.matching_cards(v.hand, v.goal), key=lambda t: (P.card_worth(v, t, style), t))
        bids = [("play", tuple(sorted(matching[:b]))) for b in range(len(matching) + 1)]
        pick = P.choose_bid(v, s, style)
        if pick in bids:
            bids.remove(pick)
        return [pick] + bids
    return []


class TrifectaHooks(InfoHooks):
    """The search's questions answered for Trifecta: keys, the sealed steps, order and playouts."""

    def __init__(self, playout_noise: float = 0.1, sealed: bool = False):
        self.playout_noise = playout_noise  # chance a playout seat takes another of its candidates
        self.sealed = sealed  # regret matching in sealed steps (False: UCB everywhere)
        # the fast playouts' own RNG (estimate_returns is not handed one): the bot seeds it from the
        # decision's RNG before each search, so a search stays reproducible
        self.rng = random.Random(0)

    def info_key(self, state, seat: int):
        """What `seat` knows: its hand and own pending choice, the goals it has seen, and the public
        record of this stage (ins, antes, bids and who took each round)."""
        s = state.s
        goals = s.goals
        seen = tuple(goals[k] if (s.face_up[k] or s.taken_by[k] == seat) else -1 for k in range(len(goals)))
        mine = next((a for p, a in s.pending if p == seat), None)
        return (s.stage, s.round, s.phase, s.hands[seat], mine, seen, s.ins, s.antes, s.records)

    def sealed_step(self, state, seat: int) -> bool:
        """A step is sealed when more than one seat takes part in it (an ante or bid alone is not)."""
        if not self.sealed:
            return False
        s = state.s
        if s.phase == INOUT:
            return len(s.eligible()) > 1
        return len(s.ins) > 1

    def reward(self, state) -> tuple:
        return state.returns()

    def order(self, state, actions: list, mover: int) -> list:
        return actions  # candidates() already puts the heuristic's choice first

    def estimate_returns(self, state):
        """From the start of a round, the fast playout of the rest of the stage (ai_rollout); before
        that (the middle of a round) None, and playout_action finishes the round on the rules."""
        return rollout(state.s, self.rng, self.playout_noise)

    def playout_action(self, state, mover: int, rng):
        choices = state.legal_actions(mover)
        if len(choices) > 1 and rng.random() < self.playout_noise:
            return choices[1 + rng.randrange(len(choices) - 1)]
        return choices[0]
