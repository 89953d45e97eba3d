"""How Casino Trifecta's Hard level searches: the game as the search sees it (the searching seat's choices
are the heuristic player's best few plays, never the full legal list, which can be huge on a crowded
table; the other seat's are the best few of a quick judge of its plays in each sampled world),
single-observer information-set keys, determinizations that respect what the seat can infer
(ai_infer.determinize), and the fast capture-first playout (ai_rollout) played to the end of the
round under way and judged there by the odds model (ai_odds, blended with a share for the points'
difference: CasinoHooks.judge), or by who wins and by how much when the game ends first.

No pygame. Every node below the root is keyed by what the searching seat knows (its own hand and secret
card, the table, the captured piles, counts: single-observer ISMCTS, Hooks.node_key), so the other seat's
nodes pool over the sampled worlds instead of making one node per hand it is dealt there, and no node
depends on the cards the searching seat cannot see. Each seat's list of choices is built from its own
hand in the world and what it may see.
"""
from __future__ import annotations

import random

from game.ai.ismcts import InfoHooks
from game.casino import ai_odds
from game.casino import ai_policy as P
from game.casino.ai_plays import Table, plays, taken_tokens
from game.casino.ai_rollout import NUMBER, margin_share
from game.casino.ai_rollout import choose as playout_choice
from game.casino.ai_rollout import rollout
from game.casino.ai_infer import determinize
from game.casino.ai_view import as_seat_knows, card_worths, visible_secrets
from game.casino.rules import PLAY, SECRET

ROOT_WIDTH = 8  # plays the search weighs at its root
INNER_WIDTH = 5  # and at the searching seat's later decisions
RIVAL_WIDTH = 3  # the other seat's best plays by the quick scorer (the must-weigh plays come on top)
# The shortlists cut little and what they cut is not missed: in 56 positions of rounds 1-5 (Normal against
# the strong cascade, seeds 3000-3017) the hand had more legal plays than the root's list in 6, and a
# search of 5000 iterations over every legal play never chose one outside it. Against the strong cascade,
# Hard from round 3 on the same 60 games (seeds 2000-2059: 46 won): RIVAL_WIDTH 5 won 47 (3 games better,
# 2 worse; points' margin -0.13 +- 0.35 a game), the other seat's first reply shortlisted by the full
# heuristic (ai_policy.ranked, 800 iterations for the same CPU) 45 (5 better, 6 worse); and an unused Pass
# judged at its late worth at every round's end (the odds model gives it 0.04 logits early, 0.44 late) 42.
BUILD_SHARE = 0.5  # quick_ranked: a build's worth now, as a share of the cards it gathers (taken later, mostly)
MARGIN = 0.25  # share of a playout's value that rewards the points' difference (ai_rollout.rollout)
# Rounds a playout plays after the one under way before the odds model judges it (None: to the game's end).
# Judged at the round's end, a leaf's value no longer draws the deals to come: paired on the same 40 games
# (seed 11) against the strong cascade, 29 won against the full playouts' 21 (10 games better, 2 worse);
# on a fresh seed (23), 67 of 100. The heuristic's rank as a progressive bias (0.5) added nothing (28/40).
HORIZON = 0
# The model that judges a playout at its round's end. ai_odds.LEAF_MODEL, fitted on Normal's round ends,
# scores them better (held-out Brier ratio 0.731 against the odds model's 0.746, worst decile 1.7 points
# against 6.2, 1500 fresh games) yet searches worse: 24 of the same 40 games (seed 11) against the odds
# model's 29 (1 game better, 6 worse), so it stays an option (CasinoHooks(leaf_model=...)).
LEAF = ai_odds.MODEL
LOOK = 1.0  # playouts: weight of the other hand's best reply on what a play leaves (ai_rollout.choose)
RANK_PRIOR = [1.0 / (1 + i) for i in range(64)]  # prior(): the favour of the i-th best choice
MAX_CACHE = 50_000  # choices remembered per search (a long search must not grow without bound)


class SearchGame:
    """A Casino Trifecta state for the search: the same game, except that a seat's legal actions are the
    few plays the hooks shortlist for it."""

    __slots__ = ("s", "hooks")

    def __init__(self, state, hooks: "CasinoHooks"):
        self.s = state
        self.hooks = hooks

    @property
    def game(self):
        return self.s.game

    @property
    def num_players(self) -> int:
        return 2

    def is_over(self) -> bool:
        return self.s.is_over()

    def to_move(self) -> frozenset:
        return self.s.to_move()

    def legal_actions(self, player: int | None = None) -> list:
        s = self.s
        if player is None:
            movers = s.to_move()
            if len(movers) != 1:
                return []
            player = next(iter(movers))
        if s.phase != PLAY:
            return s.legal_actions(player)
        return list(self.hooks.choices(s, player))

    def apply(self, action, player: int | None = None) -> "SearchGame":
        return SearchGame(self.s.apply(action, player), self.hooks)

    def sample_chance(self, rng: random.Random):
        return self.s.sample_chance(rng)

    def determinize(self, player: int, rng: random.Random) -> "SearchGame":
        return SearchGame(determinize(self.s, player, rng), self.hooks)

    def observation(self, player: int) -> dict:
        return self.s.observation(player)

    def returns(self) -> tuple:
        return self.s.returns()

    def scores(self) -> tuple:
        return self.s.scores()


class Known:
    """A rules state as a seat knows it, for the odds' playouts (game.ai.odds asks canonical() for the
    start of its determinizations): its determinize respects what the seat can infer (ai_infer's
    determinize) and gives a plain rules state to play out."""

    __slots__ = ("s",)

    def __init__(self, state):
        self.s = state

    def determinize(self, player: int, rng: random.Random):
        return determinize(self.s, player, rng)


def inner(state):
    return state.s if isinstance(state, SearchGame) else state


def info_key(s, seat: int) -> tuple:
    """What `seat` knows in the play phase: its hand and the secrets it knows, and the public facts
    (table, builds, piles, score, turn, round, lifelines, the other hand's size)."""
    return (s.phase, s.round, s.turn, s.hands[seat], visible_secrets(s, seat), s.loose, s.builds, s.piles, s.score,
            s.pass_used, s.subtract_used, s.passed_round, s.last_capturer, len(s.hands[1 - seat]), s.timeouts)


def shortlist(ranked: list, width: int) -> list:
    """The best `width` plays, plus whatever must always be weighed: the richest capture by cards, every
    trifecta, the best capture of a point card, the best build and the best drop."""
    keep = [a for _, a in ranked[:width]]
    chosen = set(keep)

    def add(action):
        if action is not None and action not in chosen:
            chosen.add(action)
            keep.append(action)

    caps = [a for _, a in ranked if a[0] in ("capture", "trifecta")]
    if caps:
        add(max(caps, key=lambda a: len(a[2]) + len(a[3]) if a[0] == "capture" else 2))
    for a in caps:
        if a[0] == "trifecta":
            add(a)
    add(next((a for a in caps if any(P.POINT_CARD[t & 63] for t in (a[1],) + a[2])), None))
    add(next((a for _, a in ranked if a[0] in ("build", "same", "subtract")), None))
    add(next((a for _, a in ranked if a[0] == "drop"), None))
    return keep


def quick_ranked(s, seat: int) -> list:
    """[(value, action)] of `seat`'s plays in the world `s`, best first, by a quick judge of what each
    takes now: a capture the worth of its cards (with the big-capture and trifecta points), a build part
    of the worth it gathers, a drop less its own worth and the loose cards it lets be paired. What the
    search weighs for the other seat, whose hand changes from world to world (no cache can help), so it
    skips the heuristic's look at each play's reply and follow-up."""
    worth = card_worths(s, visible_secrets(s, seat))
    table = Table(s.loose, s.builds, worth)
    numbers = [NUMBER[x] for x in s.loose]
    scored = []
    for i, a in enumerate(plays(s, seat, worth, table)):
        kind = a[0]
        if kind in ("capture", "trifecta"):
            toks = taken_tokens(s, a)
            v = sum(worth[t & 63] for t in toks) + max(0, len(toks) - 4) + (kind == "trifecta")
        elif kind == "drop":
            c = a[1]
            n = NUMBER[c]
            v = -worth[c]
            if n:
                for x, m in zip(s.loose, numbers):
                    if m == n or m + n <= 10:
                        v -= 0.5 * worth[x] + 0.05
        elif kind in ("build", "same"):
            toks = a[2] if kind == "build" else a[3]
            v = BUILD_SHARE * (worth[a[1] & 63] + sum(worth[t & 63] for t in toks))
        elif kind == "subtract":
            v = BUILD_SHARE * (worth[a[1] & 63] + worth[a[2] & 63]) - 0.3
        else:
            v = -1.0  # the Pass: kept for a better moment
        scored.append((-v, i, a))
    scored.sort()
    return [(-v, a) for v, _, a in scored]


class CasinoHooks(InfoHooks):
    """The search's questions answered for Casino Trifecta: keys, canonical form, choices, playouts."""

    def __init__(self, root_width: int = ROOT_WIDTH, inner_width: int = INNER_WIDTH, playout_noise: float = 0.1,
                 style: P.Style = P.NORMAL, margin: float = MARGIN, look: float = LOOK,
                 rival_width: int | None = RIVAL_WIDTH, horizon: int | None = HORIZON, leaf_margin: float | None = None,
                 leaf_model: str = LEAF):
        # horizon: the rounds a playout plays after the one under way before the odds model judges it
        # (None: to the game's end); leaf_margin: the judged value's share for the points' difference;
        # leaf_model: the weights (levels/casino/<name>.json, ai_odds.weights) that judge it
        self.leaf_model = leaf_model
        self.horizon = horizon
        self.leaf_margin = margin if leaf_margin is None else leaf_margin
        self.rival_width = rival_width  # None: the other seat's nodes keyed and ranked as its own (the old way)
        self.margin = margin
        self.look = look
        self.root_width = root_width
        self.inner_width = inner_width
        self.playout_noise = playout_noise
        self.style = style
        self.root = None  # (seat, key) of the search's root: its choices get the wider list
        self.cache: dict = {}
        # the playouts' own RNG (estimate_returns is not handed one): the bot seeds it from the decision's
        # RNG before each search, so a search stays reproducible
        self.rng = random.Random(0)

    def reset(self, rng: random.Random, root_state=None, seat: int | None = None) -> None:
        self.rng = random.Random(rng.getrandbits(64))
        self.cache = {}
        self.root = (seat, info_key(root_state, seat)) if root_state is not None else None

    def choices(self, s, seat: int) -> list:
        """The plays the search weighs for `seat` in `s`, best first by the heuristic's judgement."""
        root = self.root
        if self.rival_width is not None and root is not None and seat != root[0]:
            return shortlist(quick_ranked(s, seat), self.rival_width)
        key = (seat, info_key(s, seat))
        got = self.cache.get(key)
        if got is None:
            width = self.root_width if key == self.root else self.inner_width
            got = shortlist(P.ranked(s, seat, self.style), width)
            if len(self.cache) > MAX_CACHE:
                self.cache.clear()
            self.cache[key] = got
        return got

    # --- InfoHooks ---------------------------------------------------------------------------------------
    def info_key(self, state, seat: int):
        s = inner(state)
        if s.phase != PLAY:
            return (s.phase, s.secrets[seat], s.first)
        return info_key(s, seat)

    def node_key(self, state, mover: int, seat: int):
        """Single-observer keys (see Hooks.node_key): in play, the other seat's nodes are keyed by what the
        searching seat knows, so they pool over the worlds instead of one node per sampled hand."""
        if self.rival_width is None:
            return self.info_key(state, mover)
        return self.info_key(state, seat)

    def canonical(self, state, seat: int):
        if isinstance(state, SearchGame):
            return SearchGame(as_seat_knows(state.s, seat), state.hooks)
        return Known(as_seat_knows(state, seat))

    def sealed_step(self, state, seat: int) -> bool:
        return inner(state).phase == SECRET

    def order(self, state, actions: list, mover: int) -> list:
        return actions  # choices() already puts the heuristic's favourites first

    def prior(self, state, actions: list, mover: int) -> list:
        """The heuristic's favour by rank: choices() lists a seat's plays best first (its must-weigh plays
        last), so the first weighs 1, the second a half, and so on."""
        return RANK_PRIOR[:len(actions)]

    def estimate_returns(self, state):
        return rollout(inner(state), self.rng, self.playout_noise, margin=self.margin, look=self.look,
                       rounds=self.horizon, leaf=self.judge if self.root is not None else None)

    def judge(self, end) -> tuple:
        """Each seat's return for a playout stopped between rounds (ai_rollout.RoundEnd): the odds model's
        chance for the searching seat (its features read only the public position, the captured piles and
        that seat's secret: the hands are empty), blended with a share for the points' difference."""
        seat = self.root[0]
        p = ai_odds.chance(end, seat, model=self.leaf_model)
        if p is None:  # no fitted model: the points alone
            p = margin_share(end.score[seat] - end.score[1 - seat])
        m = self.leaf_margin
        if m:
            p = (1.0 - m) * p + m * margin_share(end.score[seat] - end.score[1 - seat])
        return (p, 1.0 - p) if seat == 0 else (1.0 - p, p)

    def playout_action(self, state, mover: int, rng):
        """One step of the playout policy on a rules state (for playouts run step by step, e.g. the
        chance gauge's): the same capture-first choice as ai_rollout's."""
        s = inner(state)
        if s.phase != PLAY:
            return rng.choice(s.legal_actions(mover))
        worth = card_worths(s, s.secrets)
        action, _ = playout_choice(s.hands[mover], s.loose, s.builds, mover, worth, rng.random, self.playout_noise,
                                   s.hands[1 - mover], self.look)
        return action

