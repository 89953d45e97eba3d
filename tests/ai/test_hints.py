"""Hints and chances for every registered game: the Hard bot's hint is legal for the seat, the same view
gives the same hint whatever is hidden, and the chance to win lies between 0 and 1."""
import random

import pytest

from game.ai import odds
from game.ai.hints import chance_only, hint
from game.ai.search import SearchResult
from game.core import CHANCE
from game.core.match import Match
from game.core.registry import GAMES

GAME_IDS = sorted(GAMES)


def position(game_id: str, seed: int, moves: int):
    """A position some random moves into a game, with one seat (not chance) to choose; in a sealed step
    the seats before the last have already chosen, so a hidden choice waits in the state."""
    game = GAMES[game_id]
    players = min(game.info.max_players, max(game.info.min_players, 3 if game.info.simultaneous else 2))
    match = Match.new(game_id, players, None, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        match.resolve_chance()
        if match.is_over():
            break
        state = match.state
        seat = min(state.to_move())
        match.play(rng.choice(state.legal_actions(seat)), seat)
    match.resolve_chance()
    state = match.state
    while not state.is_over() and len(state.to_move()) > 1:
        seat = min(state.to_move())  # seal all but the last seat's choice
        state = state.apply(rng.choice(state.legal_actions(seat)), seat)
        if CHANCE in state.to_move():
            state = state.apply(state.sample_chance(rng), CHANCE)
    assert not state.is_over()
    return state, max(p for p in state.to_move() if p != CHANCE)


def unhurried_hard(game_id: str, seed: int):
    """The Hard bot with its time cap lifted, so its node budget alone ends the search: on a loaded
    machine a time-capped search stops after fewer nodes, and two equal views could then differ."""
    from game.ai import make_bot

    bot = make_bot("hard", game_id, seed)
    bot.search.time_limit = 120.0
    return bot


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_hint_is_legal_and_its_chance_lies_between_nought_and_one(game_id):
    state, seat = position(game_id, 4, 9)
    got = hint(state, seat, seed=2)
    assert got["action"] in state.legal_action_strs(seat)
    assert 0.0 <= got["chance"] <= 1.0
    assert got["source"] in ("bot", "playouts", "proven")
    if got["source"] != "proven":
        assert odds.UNPROVEN[0] <= got["chance"] <= odds.UNPROVEN[1]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_view_gives_the_same_hint(game_id):
    """A world drawn from the seat's view (other hands, the deck, others' sealed choices all redrawn)
    looks the same to the seat: the hint is the same move, and the chance the same within the noise
    of the playouts (exactly the same where the game's hooks give a canonical form)."""
    state, seat = position(game_id, 7, 12)
    other = state.determinize(seat, random.Random(99))
    assert other.observation(seat) == state.observation(seat)
    first = hint(state, seat, seed=5, bot=unhurried_hard(game_id, 5))
    second = hint(other, seat, seed=5, bot=unhurried_hard(game_id, 5))
    assert first["action"] == second["action"]
    assert abs(first["chance"] - second["chance"]) <= 0.12


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_quick_chances_for_the_chart_lie_between_nought_and_one(game_id):
    state, seat = position(game_id, 11, 5)
    got = chance_only(state, seat)
    assert 0.0 <= got["chance"] <= 1.0
    assert got["source"] == "proven" or got["playouts"] > 0


class _Searched:
    """A stand-in for a searching bot that has just searched `state`: its last SearchResult."""

    def __init__(self, engine, value, state, seat, nodes=100):
        from game.ai.bots import SearchBot
        from game.ai.search import Hooks

        self.bot = SearchBot("hard", 0, Hooks(), engine=engine)
        self.bot.last = SearchResult(None, value, 1, nodes, 0.1, {})
        self.bot._searched = (state, seat)


def test_a_proven_alpha_beta_result_is_a_certain_chance():
    state, seat = position("trifoil", 3, 4)
    assert odds.chance_of(_Searched("alphabeta", 99_990.0, state, seat).bot, state, seat).value == 1.0
    assert odds.chance_of(_Searched("alphabeta", -99_990.0, state, seat).bot, state, seat).value == 0.0
    assert odds.chance_of(_Searched("alphabeta", 99_990.0, state, seat).bot, state, seat).source == "proven"
    unproven = odds.chance_of(_Searched("alphabeta", 120.0, state, seat).bot, state, seat)
    assert unproven.source in ("playouts", "proven")
    if unproven.source == "playouts":
        assert unproven.playouts >= odds.MIN_PLAYOUTS


def test_a_proof_of_another_position_is_not_taken_for_this_one():
    state, seat = position("trifoil", 3, 4)
    other, _ = position("trifoil", 5, 4)
    bot = _Searched("alphabeta", 99_990.0, other, seat).bot
    assert bot.estimate_chance(state, seat) is None


class _Confident:
    """A bot with an estimate of its own (as Casino's and The Dance's bring)."""

    def __init__(self, value, proven=False):
        self.value, self.proven = value, proven

    def estimate_chance(self, state, seat):
        from game.ai.bots import Estimate

        return Estimate(self.value, self.proven, 77)

    def odds_hooks(self):
        raise AssertionError("the shared estimator must not run when the bot answers")


def test_the_bot_is_asked_first_and_only_a_proof_is_certain():
    state, seat = position("fancy_dancing", 3, 6)
    assert odds.chance_of(_Confident(0.62), state, seat) == odds.Chance(0.62, "bot", 77)
    assert odds.chance_of(_Confident(1.0), state, seat).value == odds.UNPROVEN[1]
    assert odds.chance_of(_Confident(0.0), state, seat).value == odds.UNPROVEN[0]
    assert odds.chance_of(_Confident(1.0, proven=True), state, seat) == odds.Chance(1.0, "proven", 77)
    assert chance_only(state, seat, bot=_Confident(0.3))["source"] == "bot"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_shared_estimate_counts_work_not_time(game_id, monkeypatch):
    """The same view and seed give the same chance when the clock runs ten times fast (a busy machine):
    the batch ends on its step budget, not on the clock. (A small budget: Casino's playouts are slow, and
    a full budget on a clock run ten times fast could reach the ceiling on a loaded CI machine.)"""
    from game.ai import clock

    state, seat = position(game_id, 13, 10)
    quiet = odds.shared_estimate(state, seat, None, 3, steps=2_000)
    real = clock.now
    start = real()
    monkeypatch.setattr(clock, "now", lambda: start + 10.0 * (real() - start))
    busy = odds.shared_estimate(state, seat, None, 3, steps=2_000)
    assert busy == quiet


def test_stochastic_playouts_do_not_replay_one_line():
    """A deterministic playout policy still gives varied playouts: a share of the choices is random."""
    class Fixed(odds.Hooks):
        def playout_action(self, state, mover, rng):
            return state.legal_actions(mover)[0]

    state, seat = position("trifoil", 21, 2)
    policy = odds._Policy(Fixed(), odds.EPSILON)
    rng = random.Random(4)
    ends = {tuple(sorted(odds.play_one(state, seat, policy, rng))) for _ in range(20)}
    assert len(ends) > 1


def test_estimates_are_never_certain_unless_proven():
    for game_id in ("fancy_dancing", "trifecta", "casino"):
        for seed in range(3):
            state, seat = position(game_id, 30 + seed, 20)
            got = odds.shared_estimate(state, seat, None, seed)
            assert got.source == "proven" or odds.UNPROVEN[0] <= got.value <= odds.UNPROVEN[1]


def test_a_finished_game_has_its_result_as_the_chance():
    state, _ = position("trifoil", 3, 4)
    rng = random.Random(0)
    while not state.is_over():
        seat = min(state.to_move())
        state = state.apply(rng.choice(state.legal_actions(seat)), seat)
    got = chance_only(state, 0)
    assert got["chance"] == state.returns()[0] and got["source"] == "proven"
