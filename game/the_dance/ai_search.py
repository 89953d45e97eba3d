"""The Dance's Hard level: the heuristic player in Hard's own style (ai_policy.HARD: measured Avatar and
Power choices, Dancers near home first), checked by a search over whole turns in worlds dealt by
determinize. The searching seat weighs a short list of turn plans (where the Avatar walks and what she
tries in the Influence Step, after the obvious seats and leads); every other family plays its turn as
the Normal heuristic would; the dice are chance events; the search looks to the end of the round (two
rounds with two or three families) and values where it stops with ai_eval's fitted model. A plan other
than the heuristic's own is taken only when it is clearly better in the same worlds and dice.

Two engines search the same plans: PairedSearch (the default: sequential halving, every plan played
out in the same dealt worlds with the same dice, so close plans are told apart with few playouts)
and game.ai.ismcts (`hard:ismcts`), which samples each plan's luck apart; the arena measured both.

At four families or more Hard plays ai_policy.HARD_MANY (its Avatar order measured at that table) and
does not search: measured there, the style alone wins more of the table than the style checked by the
search (see HARD below).

No pygame. The search reads the state only through determinize(seat, rng): every playout deals the
hidden Refreshments, Powers and Plans afresh from what the seat has seen (sorted before dealing, so
the same view and seed give the same worlds; a rival's Plan by how well it fits what she seats and
holds, ai_eval.infer_plans), and its plans come from the seat's own view. Its budget is counted in
playouts; the time ceiling (game.ai.clock, CPU seconds) is for a far slower machine only.
"""
from __future__ import annotations

import math
import random

from game.ai import clock

from game.ai.bots import Decision, Estimate, SearchBot
from game.ai.ismcts import ISMCTS, InfoHooks
from game.ai.search import SearchResult
from game.core import CHANCE
from game.the_dance import ai_policy as P
from game.the_dance import floor as F
from game.the_dance import ai_eval
from game.the_dance.ai_eval import evaluate
from game.the_dance.phases import AVATAR_BIT, CHANCE_PHASES, DANCE, INFLUENCE, OVER, REGALE_STEP

TURN_PHASES = frozenset({DANCE, INFLUENCE, REGALE_STEP})
HEURISTIC = ("heuristic",)  # a rival's whole turn, played by the heuristic player


def turn_candidates(state, seat: int, style: P.Style, moves: int = 6, tries: int = 2) -> list:
    """Turn plans for `seat` from here to its Influence Step's choice, as tuples of actions, the
    heuristic's own plan first: the obvious seats and leads, then one of the `moves` best walks (or
    staying), the leads that walk opened, done, and one of the `tries` best Influence Step choices
    (or pass). From the Influence Step itself: its choices alone."""
    s = state
    prefix: list = []
    while not s.is_over() and s.phase == DANCE and s.actor == seat:
        action = P.housekeeping(s, seat, style, strategic=False)
        if action is None:
            break
        s = s.apply(action, seat)
        prefix.append(action)
    if s.is_over() or s.actor != seat or s.phase not in TURN_PHASES:
        return [tuple(prefix)] if prefix else []
    if s.phase != DANCE:
        return [tuple(prefix + [a]) for a in _tries(s, seat, style, tries + 2)]
    legal = s.legal_actions(seat)
    walks = [None]
    if not s.moved & AVATAR_BIT:
        ranked = P.ranked_moves(s, seat, style, [a for a in legal if a[0] == "move"])
        walks = [m for _, m in ranked[:moves]]
        if None not in walks:
            walks.append(None)
    plans = []
    for walk in walks:
        t, seq = s, list(prefix)
        if walk is not None:
            t = t.apply(walk, seat)
            seq.append(walk)
        while t.phase == DANCE and t.actor == seat:
            action = P.housekeeping(t, seat, style, strategic=False)
            if action is None:
                break
            t = t.apply(action, seat)
            seq.append(action)
        if t.is_over() or t.phase != DANCE or t.actor != seat:
            plans.append(tuple(seq))
            continue
        t = t.apply(("done",), seat)
        seq.append(("done",))
        if t.phase == INFLUENCE and t.actor == seat:
            for choice in _tries(t, seat, style, tries):
                plans.append(tuple(seq + [choice]))
        else:
            plans.append(tuple(seq))  # Foiled: the turn ends at done
    return plans


def _tries(state, seat: int, style: P.Style, count: int) -> list:
    """The `count` best Influence Step choices, each attempt also with the other choice of spending
    (no Refreshment, or the best one of its Domain), then pass."""
    legal = state.legal_actions(seat)
    legal_set = set(legal)
    exclude = state.ctx[0] if state.phase == REGALE_STEP else -1
    best = [a for _, a in P.influence_choices(state, seat, style, exclude=exclude) if a in legal_set][:count]
    out = list(best)
    for action in best:
        if action[0] != "influence":
            continue
        _, d, dom, refs = action
        if refs:
            other = ("influence", d, dom, ())
        else:
            other = max((a for a in legal if a[0] == "influence" and a[1] == d and a[2] == dom and len(a[3]) == 1),
                        key=lambda a: (F.MARKER_PIPS[a[3][0]], -a[3][0]), default=None)
        if other is not None and other in legal_set and other not in out:
            out.append(other)
    out.append(("pass",))
    return out


class TurnGame:
    """The Dance seen turn by turn for the search: the searching seat chooses whole turn plans, the
    other families play the heuristic's turn, small decisions (after a roll, discards, drops) are the
    heuristic's too; over at the horizon round's end, where ai_eval values it."""

    __slots__ = ("s", "root", "end_round", "hooks", "_plans")

    def __init__(self, state, root: int, end_round: int, hooks: "DanceHooks"):
        self.s = state
        self.root = root
        self.end_round = end_round
        self.hooks = hooks
        self._plans = None

    @property
    def game(self):
        return self.s.game

    @property
    def num_players(self) -> int:
        return self.s.players

    def is_over(self) -> bool:
        s = self.s
        return s.phase == OVER or s.round > self.end_round

    def to_move(self) -> frozenset:
        return frozenset() if self.is_over() else self.s.to_move()

    def legal_actions(self, player: int | None = None) -> list:
        if self.is_over():
            return []
        if player is None:
            player = self.s.actor
        if player != self.root:
            return [HEURISTIC]
        if self._plans is None:
            self._plans = turn_candidates(self.s, player, self.hooks.own, self.hooks.moves, self.hooks.tries) \
                or [HEURISTIC]
        return list(self._plans)

    def apply(self, action, player: int | None = None) -> "TurnGame":
        s = self.s
        if player == CHANCE or (player is None and CHANCE in s.to_move()):
            s = s.apply(action, CHANCE)
        elif action == HEURISTIC:
            seat = s.actor
            s = self.hooks.play_turn(s, seat, self.root)
        else:
            seat = s.actor
            for micro in action:
                s = s.apply(micro, seat)
                if s.phase == OVER or s.actor != seat or s.phase not in TURN_PHASES:
                    break  # a roll (or the end) comes before anything else the plan held
        return TurnGame(self.hooks.settle(s, self), self.root, self.end_round, self.hooks)

    def sample_chance(self, rng: random.Random):
        return self.s.sample_chance(rng)

    def determinize(self, player: int, rng: random.Random) -> "TurnGame":
        world = ai_eval.infer_plans(self.s.determinize(player, rng), player, rng)
        return TurnGame(world, self.root, self.end_round, self.hooks)

    def observation(self, player: int) -> dict:
        return self.s.observation(player)

    def returns(self) -> tuple:
        return evaluate(self.s)


class DanceHooks(InfoHooks):
    """The search's questions answered for The Dance: keys, playouts and the heuristic's turns."""

    def __init__(self, style: P.Style = P.NORMAL, moves: int = 6, tries: int = 2, noise: float = 0.1,
                 own: P.Style | None = None):
        self.style = style  # the other families' play (the model of a rival)
        self.own = own or style  # the searching seat's own play in its later turns and small decisions
        self.moves = moves
        self.tries = tries
        self.noise = noise  # chance a playout takes another of the searching seat's plans
        # the heuristic turns' own RNG (for their noise): the bot seeds it before each search
        self.rng = random.Random(0)

    def play_turn(self, s, seat: int, root: int = -1):
        """The heuristic player's turn for `seat`, up to its first chance event or its end (in the
        searching seat's own style when `seat` is `root`)."""
        style = self.own if seat == root else self.style
        while s.phase != OVER and s.actor == seat and s.phase in TURN_PHASES and CHANCE not in s.to_move():
            s = s.apply(P.choose(s, seat, style), seat)
        return s

    def settle(self, s, game: TurnGame):
        """Play the small decisions (not a turn's plan, not chance) with the heuristic."""
        style = self.style
        while s.phase != OVER and s.round <= game.end_round:
            movers = s.to_move()
            if CHANCE in movers or s.phase in TURN_PHASES:
                break
            seat = s.actor
            s = s.apply(P.choose(s, seat, self.own if seat == game.root else style), seat)
        return s

    def info_key(self, state, seat: int):
        """What `seat` knows: the public board and record, its own hand, Plan and Powers."""
        s = state.s
        return (seat, s.phase, s.actor, s.round, s.turn, s.moved, s.apos, s.dpos, s.dheld, s.dom, s.seated,
                s.hands[seat], tuple(sum(h) for h in s.hands), s.plans[seat], s.powers[seat], s.revealed,
                s.foiled, s.bonus, s.server, s.tempo, s.attempt, s.in_play, s.ctx if s.actor == seat else None)

    def reward(self, state) -> tuple:
        return state.returns()

    def order(self, state, actions: list, mover: int) -> list:
        return actions  # turn_candidates already puts the heuristic's plan first

    def estimate_returns(self, state):
        return None  # the horizon ends the playouts; TurnGame.returns values them

    def playout_action(self, state, mover: int, rng):
        if not isinstance(state, TurnGame):
            # a playout of the game itself (the hint gauge's odds): the heuristic player throughout
            return P.choose(state, mover, self.style)
        plans = state.legal_actions(mover)
        if len(plans) > 1 and rng.random() < self.noise:
            return plans[1 + rng.randrange(min(3, len(plans) - 1))]
        return plans[0]


class PairedSearch:
    """Sequential halving over the searching seat's turn plans with common random numbers: every plan
    still in the running is played out in the same dealt worlds with the same dice (the heuristic
    plays every family's later turns), so two plans are compared on the same luck; after each round
    of playouts the worse half is dropped, all but the heuristic's own plan, which stays to the end and is
    kept unless another beats it by `margin`. Much less noise per playout than a tree that samples each
    plan's luck apart, which is what a decision between close plans needs.

    `rollouts` makes it deterministic for a view and seed; `time_limit` is the safety cap (then the
    plans still in the running are compared on the worlds they have all been played in)."""

    def __init__(self, hooks: "DanceHooks", rollouts: int = 240, time_limit: float = clock.CEILING, margin: float = 0.01):
        self.hooks = hooks
        self.rollouts = rollouts
        self.time_limit = time_limit
        self.margin = margin  # win share another plan must gain over the heuristic's own to be taken

    def search(self, root: TurnGame, seat: int, rng: random.Random) -> SearchResult:
        started = clock.now()
        deadline = started + self.time_limit
        world0 = root.determinize(seat, random.Random(rng.getrandbits(64)))
        plans = world0.legal_actions(seat)
        if len(plans) == 1:
            return SearchResult(plans[0], 0.0, 0, 0, clock.now() - started, {plans[0]: 0.0}, "forced")
        seeds = []
        totals = [0.0] * len(plans)
        counts = [0] * len(plans)
        alive = list(range(len(plans)))
        rounds = max(1, math.ceil(math.log2(len(plans))))
        per_round = max(len(plans), self.rollouts // rounds)
        done = 0
        stopped = "rollouts"
        while len(alive) > 1:
            if done and done + len(alive) > self.rollouts:
                break  # not one more playout for every plan still in the running: the budget is spent
            each = max(1, per_round // len(alive))
            if done + each * len(alive) > self.rollouts and done:
                each = max(1, (self.rollouts - done) // len(alive))
            first = counts[alive[0]]
            while len(seeds) < first + each:
                seeds.append((rng.getrandbits(64), rng.getrandbits(64)))
            out_of_time = False
            for j in range(first, first + each):
                for i in alive:
                    totals[i] += self._playout(root, seat, plans[i], seeds[j])
                    counts[i] += 1
                    done += 1
                if clock.now() > deadline:
                    out_of_time = True
                    break
            alive.sort(key=lambda i: (-totals[i] / counts[i], i))
            if out_of_time:
                stopped = "time"
                break
            if done >= self.rollouts:
                break
            kept = alive[:max(1, (len(alive) + 1) // 2)]
            if 0 not in kept:
                kept.append(0)  # the heuristic's own plan stays to the end: the others must beat it by `margin`
            alive = kept
        best = min(alive, key=lambda i: (-totals[i] / counts[i], i))
        if 0 in alive and totals[0] / counts[0] >= totals[best] / counts[best] - self.margin:
            best = 0  # the heuristic's own plan unless another is clearly better: no chasing noise
        scores = {plans[i]: totals[i] / counts[i] for i in range(len(plans)) if counts[i]}
        return SearchResult(plans[best], scores[plans[best]], rounds, done, clock.now() - started, scores,
                            stopped)

    def _playout(self, root: TurnGame, seat: int, plan, seed) -> float:
        """The value for `seat` of `plan` in the world and with the dice that `seed` fixes."""
        world_seed, dice_seed = seed
        game = root.determinize(seat, random.Random(world_seed))
        game = game.apply(plan, seat)
        while not game.is_over():
            movers = game.to_move()
            if CHANCE in movers:
                game = game.apply(game.sample_chance(event_dice(dice_seed, game.s)), CHANCE)
            else:
                game = game.apply(HEURISTIC, min(movers))
        return game.returns()[seat]


PHASE_NUMBER = {phase: i for i, phase in enumerate(sorted(CHANCE_PHASES))}


def event_dice(seed: int, s) -> random.Random:
    """The dice of one chance event, fixed by the playout's seed and where the event falls (round,
    turn, kind, reroll or draw number): whatever plan was played before, the same event gets the same
    luck, so plans are compared on the same Waltzes, draws and rival rolls."""
    extra = 0
    if s.attempt is not None:
        extra = 1 + s.attempt.rerolled
    elif s.queue:
        extra = 8 + len(s.queue)
    key = (((seed * 64 + s.round) * 16 + s.turn) * 16 + PHASE_NUMBER[s.phase]) * 32 + extra
    return random.Random(key)


class SearchingBot(SearchBot):
    """Hard: the heuristic's obvious actions (seats, leads, Strategic) straight away; the Avatar's walk
    and the Influence Step chosen by a search over turn plans (paired playouts, or ISMCTS); the small
    decisions by the heuristic.

    `iterations` makes a decision deterministic for a view and seed; `time_limit` is the safety cap.
    A SearchBot, so the hint gauge finds its hooks (heuristic playouts) and reads its root value."""

    def __init__(self, seed: int = 0, iterations: int = 300, time_limit: float = clock.CEILING, exploration: float = 0.5,
                 moves: int = 6, tries: int = 2, rounds_ahead: int | None = None, style: P.Style = P.NORMAL,
                 method: str = "paired", margin: float = 0.01, rivals: P.Style = P.NORMAL,
                 many: P.Style | None = None, search_below: int | None = None):
        # `style`: its own play (the obvious actions, small decisions, its later turns in the playouts);
        # `many`: its own play instead at a table of P.MANY_FAMILIES or more (None: `style` there too);
        # `rivals`: how the search expects the other families to play;
        # `search_below`: at a table of this many families or more it plays its style alone, unsearched
        hooks = DanceHooks(rivals, moves, tries, own=style)
        super().__init__("hard", seed, hooks, engine="ismcts", time_limit=time_limit, max_nodes=iterations,
                         exploration=exploration)
        if method == "paired":
            self.search = PairedSearch(hooks, rollouts=iterations, time_limit=time_limit, margin=margin)
        else:
            self.search = ISMCTS(hooks, time_limit=time_limit, max_iterations=iterations,
                                 exploration=exploration, playout_depth=None, playout_limit=400)
        self.method = method
        self.style = style
        self.many = many
        self.search_below = search_below
        self.rounds_ahead = rounds_ahead
        self.last = None  # the last SearchResult (for measurements, tests and the hint gauge)

    def estimate_chance(self, state, seat: int) -> Estimate:
        """The fitted evaluation's chance from the seat's view (ai_eval.estimate), not the search's value:
        it moves only when the table does."""
        return ai_eval.estimate(state, seat, self.seed)

    def horizon(self, state) -> int:
        """The last round the search plays: the next one too with two or three families."""
        ahead = self.rounds_ahead
        if ahead is None:
            ahead = 1 if sum(state.in_play) <= 3 else 0
        return state.round + ahead

    def choose(self, state, seat: int):
        self.last = None
        d = Decision(self.seed, state, seat)
        if d.ready is not None:
            return d.ready
        rng, sample, legal = d.rng, d.sample, d.legal
        style = self.style_for(state.players)
        if self.search_below is not None and state.players >= self.search_below:
            return P.choose(sample, seat, style, legal)
        self.hooks.own = style
        phase = sample.phase
        if phase == DANCE:
            action = P.housekeeping(sample, seat, style, set(legal))
            if action is not None:
                return action
            if sample.moved & AVATAR_BIT:
                return ("done",)
        elif phase not in TURN_PHASES:
            return P.choose(sample, seat, style, legal)
        root = TurnGame(state, seat, self.horizon(state), self.hooks)
        self.hooks.rng = random.Random(rng.getrandbits(64))
        self.last = self.search.search(root, seat, rng)
        plan = self.last.action
        action = plan[0] if plan and plan != HEURISTIC else None
        if action not in legal:
            return P.choose(sample, seat, style, legal)
        return action

    def style_for(self, players: int) -> P.Style:
        """Its own play at a table of `players` families."""
        return self.many if self.many is not None and players >= P.MANY_FAMILIES else self.style


# Hard's budget, counted in playouts: 300 take about 0.3 s of CPU (p95 0.4 s) with two families on the
# 2-core reference machine; the time ceiling is game.ai.clock's, which only a far slower machine meets.
# A plan other than the heuristic's own must beat it by 3 points of win share in the same worlds and dice.
# At four families or more it plays P.HARD_MANY (its Avatar order measured at that table) without the
# search: against three Normal that style alone took 43.8% [39.5, 48.0] and 42.5% [38.2, 46.8] of the win
# (800 games each, seeds 1 and 2), the searching Hard 36.1% [25.9, 46.3] (144 games): with three rivals
# the search's worlds and the rivals' expected play are too loose for a 3-point margin to pick well.
HARD = dict(iterations=300, style=P.HARD, margin=0.03, many=P.HARD_MANY, search_below=P.MANY_FAMILIES)
# The same level searching with game.ai.ismcts instead (make_bot("hard:ismcts", ...)), kept to compare.
HARD_ISMCTS = dict(iterations=300, method="ismcts", style=P.HARD, margin=0.03, many=P.HARD_MANY)
