"""ISMCTS: nodes are information sets, so a seat never conditions on what it cannot see (a hidden
card, another seat's sealed choice); the search is deterministic for a seed and finds the move that
is best in expectation over what the seat does not know."""
import random

import pytest

from game.ai.bots import SearchBot, decision_rng
from game.ai import clock
from game.ai.ismcts import ISMCTS, InfoHooks, observation_key
from game.ai.mcts import MCTS
from game.core import CHANCE, Game, GameInfo, State
from tests.ai.guessing_games import Biased
from tests.core.sealed_dice import SEALED_DICE


class Pennies(State):
    """Sealed matching pennies: both seats seal heads or tails; seat 1 wins on a match, seat 0 on a
    mismatch. A seat that could read the other's sealed coin would always win."""

    __slots__ = ("coins",)
    players = 2

    def __init__(self, coins=()):
        self.coins = dict(coins)

    def to_move(self):
        return frozenset() if len(self.coins) == 2 else frozenset(p for p in (0, 1) if p not in self.coins)

    def legal_actions(self, player=None):
        return ["heads", "tails"] if player in self.to_move() else []

    def apply(self, action, player=None):
        coins = dict(self.coins)
        coins[self.resolve_player(player)] = action
        return Pennies(coins)

    def returns(self):
        if len(self.coins) < 2:
            return (0.0, 0.0)
        return (0.0, 1.0) if self.coins[0] == self.coins[1] else (1.0, 0.0)

    def observation(self, player):
        return {"sealed": sorted(self.coins), "mine": self.coins.get(player),
                "revealed": dict(self.coins) if len(self.coins) == 2 else None}

    def determinize(self, player, rng):
        return type(self)({p: (c if p == player else rng.choice(["heads", "tails"])) for p, c in self.coins.items()})


class PenniesGame(Game):
    info = GameInfo(id="pennies", title="Pennies", min_players=2, max_players=2, hidden_info=True,
                    simultaneous=True)

    def new_game(self, players=None, options=None):
        return Pennies()


Pennies.game = PenniesGame()


def test_a_sealed_choice_is_not_read_by_the_seat_choosing_after_it():
    # Seat 0 seals first in every iteration. If seat 1's node knew the coin, seat 1 would learn to
    # match it; keyed by seat 1's information there is one node for both coins.
    search = ISMCTS(InfoHooks(), time_limit=30.0, max_iterations=3000)
    result = search.search(Pennies(), 0, random.Random(5))
    seat1_nodes = [key for key in search.table if key[0] == 1]
    assert len(seat1_nodes) == 1  # one information set for seat 1, whatever seat 0 sealed
    assert 0.0 <= result.value <= 1.0


@pytest.mark.parametrize("seed", range(6))
def test_sealed_choices_are_mixed_and_the_value_is_a_half(seed):
    # Regret matching at sealed nodes: neither seat becomes predictable, so the value settles at 1/2
    # (two UCB choosers in lockstep would let one of them win every iteration).
    search = ISMCTS(InfoHooks(), time_limit=30.0, max_iterations=3000)
    result = search.search(Pennies(), 0, random.Random(seed))
    assert 0.4 < result.value < 0.6
    for node in search.table.values():
        heads, tails = node.average(["heads", "tails"])
        assert 0.35 < heads < 0.65


def test_a_seat_asked_after_the_others_sealed_mixes_when_the_game_says_so():
    class Told(InfoHooks):
        def sealed_step(self, state, seat):
            return True

    state = Pennies({0: "heads"})  # seat 1 alone in to_move(), but its choice is still a sealed one
    picks = {ISMCTS(Told(), time_limit=30.0, max_iterations=400).search(state, 1, random.Random(s)).action
             for s in range(12)}
    assert picks == {"heads", "tails"}


def test_an_action_keyed_tree_would_let_the_second_seat_read_the_coin():
    # The contrast that makes the test above meaningful: plain MCTS over the same game gives seat 1 a
    # child per coin of seat 0, so seat 1 learns to match and seat 0 expects to lose.
    result = MCTS(InfoHooks(), time_limit=30.0, max_iterations=3000).search(Pennies(), 0, random.Random(5))
    assert result.value < 0.2


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_second_seat_chooses_the_same_whatever_the_first_sealed(seed):
    # In the sealed dice game, seat 1 is asked to guess after seat 0 has sealed high or low: the
    # bot's move (and its whole search) is the same either way.
    start = SEALED_DICE.new_game(2).apply(("roll", 5), CHANCE)
    picks = set()
    values = set()
    for guess in ("high", "low"):
        state = start.apply(("guess", guess), 0)
        bot = SearchBot("normal", seed, InfoHooks(), engine="ismcts", time_limit=30.0, max_nodes=400)
        picks.add(bot.choose(state, 1))
        values.add(round(bot.last.value, 9))
    assert len(picks) == 1 and len(values) == 1


def test_the_choice_does_not_depend_on_the_hidden_card():
    for seed in (1, 2, 3):
        picks = {SearchBot("normal", seed, InfoHooks(), engine="ismcts", time_limit=30.0,
                           max_nodes=300).choose(Biased(card), 0) for card in range(3)}
        assert len(picks) == 1


def test_the_move_best_in_expectation_is_found():
    result = ISMCTS(InfoHooks(), time_limit=30.0, max_iterations=600).search(Biased(0), 0, random.Random(1))
    assert result.action == 2
    assert 0.45 < result.scores[2] < 0.75 and result.scores[0] < 0.35


def test_a_decided_search_stops_early_with_the_same_move():
    full = ISMCTS(InfoHooks(), time_limit=30.0, max_iterations=600).search(Biased(0), 0, random.Random(1))
    long = ISMCTS(InfoHooks(), time_limit=30.0, max_iterations=4000).search(Biased(0), 0, random.Random(1))
    assert long.stopped == "decided" and long.nodes < 4000 and long.action == full.action == 2


def test_the_same_seed_and_view_give_the_same_search():
    state = SEALED_DICE.new_game(3).apply(("roll", 2), CHANCE)
    runs = [ISMCTS(InfoHooks(), time_limit=30.0, max_iterations=500).search(state, 2, random.Random(7))
            for _ in range(2)]
    assert runs[0].action == runs[1].action and runs[0].scores == runs[1].scores
    assert runs[0].nodes == 500 and runs[0].stopped == "iterations"


def test_three_seats_each_keep_their_own_information_sets():
    # Seat 1 searches; in round 0 it guesses first, then seat 0, then seat 2, each keyed by its own view.
    state = SEALED_DICE.new_game(3).apply(("roll", 2), CHANCE)
    search = ISMCTS(InfoHooks(), time_limit=30.0, max_iterations=800)
    search.search(state, 1, random.Random(3))
    guesses = ("high", "low")
    seat0 = {observation_key(state.apply(("guess", g1), 1), 0) for g1 in guesses}
    seat2 = {observation_key(state.apply(("guess", g1), 1).apply(("guess", g0), 0), 2)
             for g1 in guesses for g0 in guesses}
    assert len(seat0) == 1 and len(seat2) == 1  # neither can tell what was sealed before it
    assert (0, *seat0) in search.table and (2, *seat2) in search.table
    assert {key[0] for key in search.table} == {0, 1, 2}


def fast_clock(monkeypatch, factor: float = 10.0):
    """Make the searches' clock run `factor` times fast (a machine that many times slower)."""
    real = clock.now
    start = real()
    monkeypatch.setattr(clock, "now", lambda: start + factor * (real() - start))


def test_the_time_ceiling_stops_a_search_without_an_iteration_budget(monkeypatch):
    """Counted, not timed: a clock that jumps a minute at every reading ends the search at the ceiling
    after one iteration past the first, whatever the machine's speed."""
    readings = iter(range(0, 10**6, 60))
    monkeypatch.setattr(clock, "now", lambda: float(next(readings)))
    state = SEALED_DICE.new_game(2).apply(("roll", 2), CHANCE)
    result = ISMCTS(InfoHooks()).search(state, 0, random.Random(1))
    assert result.stopped == "time" and result.nodes == 1


def test_an_iteration_budget_decides_however_fast_the_clock_runs(monkeypatch):
    state = SEALED_DICE.new_game(2).apply(("roll", 2), CHANCE)
    quiet = ISMCTS(InfoHooks(), max_iterations=300).search(state, 0, random.Random(1))
    fast_clock(monkeypatch)
    busy = ISMCTS(InfoHooks(), max_iterations=300).search(state, 0, random.Random(1))
    assert (busy.action, busy.nodes, busy.scores) == (quiet.action, quiet.nodes, quiet.scores)
    assert busy.stopped != "time"


def test_every_optional_hook_is_declared_with_a_default():
    """ISMCTS asks plain Hooks everything it asks InfoHooks: no hook is looked up by name."""
    from game.ai.search import Hooks

    state = SEALED_DICE.new_game(2).apply(("roll", 2), CHANCE)
    hooks = Hooks()
    assert hooks.info_key(state, 0) == observation_key(state, 0)
    assert hooks.canonical(state, 0) is state and hooks.sealed_step(state, 0) is None
    assert hooks.node_key(state, 1, 0) == hooks.info_key(state, 1)  # each seat's node keyed by its own view
    result = ISMCTS(hooks, max_iterations=50).search(state, 0, random.Random(2))
    assert result.action in state.legal_actions(0)


def test_a_single_legal_action_needs_no_search():
    class OneWay(Pennies):
        def legal_actions(self, player=None):
            return ["heads"] if player in self.to_move() else []

    state = OneWay({0: "heads"})
    result = ISMCTS(InfoHooks()).search(state, 1, random.Random(1))
    assert result.action == "heads" and result.stopped == "forced"


def test_the_decision_rng_ignores_what_the_seat_cannot_see():
    a = SEALED_DICE.new_game(2).apply(("roll", 1), CHANCE).apply(("guess", "high"), 0)
    b = SEALED_DICE.new_game(2).apply(("roll", 6), CHANCE).apply(("guess", "low"), 0)
    assert decision_rng(4, a, 1).random() == decision_rng(4, b, 1).random()
    assert observation_key(a, 1) == observation_key(b, 1) and observation_key(a, 0) != observation_key(b, 0)


def test_no_hook_or_bot_is_read_by_name_in_game_ai():
    """Every optional hook is a declared method with a default (Hooks), every bot question a declared
    method (Bot.estimate_chance, Bot.odds_hooks): nothing in game/ai looks one up with getattr."""
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "game" / "ai"
    for path in sorted(folder.glob("*.py")):
        if path.name == "worker.py":  # the AI worker process (another engineer's), no hooks there
            continue
        text = path.read_text(encoding="utf-8")
        assert "getattr(" not in text and "hasattr(" not in text, path.name


def test_a_progressive_bias_is_asked_only_when_set_and_fades_with_visits():
    """Without a bias the search never asks the prior and runs as it always did; with one, the favoured
    move gets more of the visits, yet a better move still wins once the visits outweigh the favour."""
    class Favour(InfoHooks):
        asked = 0

        def prior(self, state, actions, mover):
            Favour.asked += 1
            return [1.0 if a == 0 else 0.0 for a in actions]

    def visits(search, action):
        return search.table[(0, search.hooks.info_key(Biased(0), 0))][action].visits

    plain = ISMCTS(InfoHooks(), time_limit=30.0, max_iterations=600)
    plain_result = plain.search(Biased(0), 0, random.Random(1))
    hooks = Favour()
    unbiased = ISMCTS(hooks, time_limit=30.0, max_iterations=600)
    unbiased_result = unbiased.search(Biased(0), 0, random.Random(1))
    assert Favour.asked == 0
    assert unbiased_result.scores == plain_result.scores and unbiased_result.nodes == plain_result.nodes
    biased = ISMCTS(hooks, time_limit=30.0, max_iterations=600, bias=2.0)
    result = biased.search(Biased(0), 0, random.Random(1))
    assert Favour.asked > 0
    assert visits(biased, 0) > visits(plain, 0)
    assert result.action == 2
