"""The conformance test every registered game passes (after OpenSpiel's random_sim_test)."""
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import CHANCE, IllegalAction, State
from game.core.match import Match
from game.core import registry
from tests.core.sealed_dice import SEALED_DICE

from tests.ui.pebbles.rules import GAME as PEBBLES

# Every registered game, plus a test-only game with hidden chance and sealed simultaneous choices,
# so the contract's support for both is exercised, plus the shell tests' sixth game (Pebbles).
EXTRA = {g.info.id: g for g in (SEALED_DICE, PEBBLES)}
GAMES = {**EXTRA, **registry.GAMES}
MAX_STEPS = 20000


@pytest.fixture(autouse=True)
def _register_test_game(monkeypatch):
    for gid, game in EXTRA.items():
        if gid not in registry.GAMES:
            monkeypatch.setitem(registry.GAMES, gid, game)


def player_counts(game):
    return list(range(game.info.min_players, game.info.max_players + 1))


def option_sets(game):
    """The default options plus each single non-default choice."""
    sets = [{}]
    for spec in game.info.options:
        for value, _ in spec.choices:
            if value != spec.default:
                sets.append({spec.name: value})
    return sets


def random_step(state: State, rng: random.Random):
    """One random move: a chance outcome, one seat's action, or one seat's sealed choice."""
    movers = sorted(state.to_move())
    if movers == [CHANCE]:
        return CHANCE, state.sample_chance(rng)
    seat = rng.choice(movers)
    return seat, rng.choice(state.legal_actions(seat))


def random_match(game_id, players, options, seed) -> Match:
    rng = random.Random(seed)
    match = Match.new(game_id, players, options, seed)
    steps = 0
    while not match.is_over():
        seat, action = random_step(match.state, rng)
        match.play(action, seat)
        steps += 1
        assert steps < MAX_STEPS, f"{game_id} did not end in {MAX_STEPS} steps"
    return match


def valid(game, players, options) -> bool:
    """Games may refuse some option/player combinations (a duel is for two)."""
    try:
        game.new_game(players, options)
        return True
    except ValueError:
        return False


CASES = [(gid, n, opts) for gid, g in GAMES.items() for n in player_counts(g) for opts in option_sets(g)
         if valid(g, n, opts)]


# random games per case: The Dance has 60 cases (each option alone at every seat count) whose uniformly random
# games all run to the turn limit, 4 of them reaching every limit 12 did (and its rules are played move for
# move against the reference engine in tests/the_dance); a random game of it costs 5-25 of the others
PLAYOUTS = {"the_dance": 4}


@pytest.mark.parametrize("game_id,players,options", CASES)
def test_random_playouts_end_with_sane_returns(game_id, players, options):
    for seed in range(PLAYOUTS.get(game_id, 12)):
        match = random_match(game_id, players, options, seed)
        state = match.state
        assert state.to_move() == frozenset()
        assert state.legal_actions() == [] or all(not state.legal_actions(p) for p in range(players))
        ret = state.returns()
        assert len(ret) == players and all(0.0 <= r <= 1.0 for r in ret)
        assert len(state.scores()) == players


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_apply_never_mutates_and_json_round_trips(game_id):
    game = GAMES[game_id]
    rng = random.Random(7)
    for n in player_counts(game):
        state = game.new_game(n)
        steps = 0
        while not state.is_over() and steps < 400:
            before = json.dumps(state.to_json(), sort_keys=True)
            seat, action = random_step(state, rng)
            nxt = state.apply(action, seat)
            assert json.dumps(state.to_json(), sort_keys=True) == before, "apply mutated its receiver"
            again = game.from_json(json.loads(json.dumps(nxt.to_json())))
            assert again == nxt
            assert again.to_json() == nxt.to_json()
            for p in sorted(nxt.to_move()):
                if p != CHANCE:
                    assert again.legal_actions(p) == nxt.legal_actions(p)
            assert again.is_over() == nxt.is_over() and again.returns() == nxt.returns()
            state, steps = nxt, steps + 1


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_seed_and_log_replay_reproduce_every_state(game_id):
    game = GAMES[game_id]
    for seed in range(4):
        match = random_match(game_id, game.info.min_players, None, seed)
        again = Match.replay(game_id, match.players, match.options, match.seed, list(match.log))
        assert len(again.states) == len(match.states)
        for a, b in zip(again.states, match.states):
            assert a.to_json() == b.to_json()
        assert Match.from_json(json.loads(json.dumps(match.to_json()))).state == match.state


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_notation_round_trips_and_actions_are_deterministic(game_id):
    game = GAMES[game_id]
    rng = random.Random(3)
    state = game.new_game(game.info.min_players)
    for _ in range(200):
        if state.is_over():
            break
        for p in sorted(state.to_move()):
            if p == CHANCE:
                continue
            actions = state.legal_actions(p)
            assert actions == state.legal_actions(p)
            assert len(set(actions)) == len(actions)
            for a in actions:
                assert state.parse_action(state.action_to_str(a)) == a
        seat, action = random_step(state, rng)
        state = state.apply(action, seat)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_observations_are_json_and_equal_across_determinizations(game_id):
    game = GAMES[game_id]
    rng = random.Random(11)
    state = game.new_game(game.info.min_players)
    for _ in range(150):
        if state.is_over():
            break
        for seat in range(state.players):
            obs = state.observation(seat)
            json.dumps(obs)
            for k in range(3):
                det = state.determinize(seat, random.Random(k))
                assert det.observation(seat) == obs
        seat, action = random_step(state, rng)
        state = state.apply(action, seat)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_illegal_actions_raise_with_a_reason(game_id):
    game = GAMES[game_id]
    state = game.new_game(game.info.min_players)
    with pytest.raises(IllegalAction) as err:
        state.apply(("no such action",), next(iter(state.to_move())))
    assert str(err.value)
    with pytest.raises(IllegalAction):
        state.parse_action("@@ not notation @@")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), game_id=st.sampled_from(sorted(GAMES)))
def test_any_seed_plays_to_an_end(seed, game_id):
    match = random_match(game_id, GAMES[game_id].info.min_players, None, seed)
    assert match.is_over()


def test_sealed_choices_stay_hidden_until_the_reveal():
    match = Match.new("sealed_dice", 2, None, seed=1)
    match.resolve_chance()
    state = match.state
    assert state.to_move() == {0, 1}
    with pytest.raises(IllegalAction, match="Several players"):
        state.apply(("guess", "high"))
    after = match.play(("guess", "high"), 1)
    assert after.to_move() == {0}
    # seat 0 sees that seat 1 has chosen, not what; the die stays hidden from both
    assert after.observation(0)["chosen"] == [1] and after.observation(0)["my_guess"] is None
    assert "high" not in json.dumps(after.observation(0))
    assert "die" not in after.observation(1)
    match.play(("guess", "low"), 0)
    assert match.state.to_move() == {CHANCE} and len(match.state.history) == 1
    assert match.log[0][0] == CHANCE and match.log[0][1].startswith("roll ")


def test_chance_outcomes_can_be_stacked_and_replayed():
    match = Match.new("sealed_dice", 3, None, seed=9)
    match.play(("roll", 6), CHANCE)  # a test chooses the outcome, like stacking a deck
    for seat in (2, 0, 1):
        match.play(("guess", "high"), seat)
    assert match.state.points == (1, 1, 1)
    again = Match.replay("sealed_dice", 3, None, 9, list(match.log))
    assert again.state == match.state
    # the match's own draws are reproducible from the seed and the log length
    a, b = Match.new("sealed_dice", 2, None, seed=4), Match.new("sealed_dice", 2, None, seed=4)
    a.resolve_chance()
    b.resolve_chance()
    assert a.log == b.log


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_spectator_sees_only_what_every_seat_sees(game_id):
    """observation(None) is the public view: nothing in it is hidden from any seat."""
    game = GAMES[game_id]
    rng = random.Random(5)
    state = game.new_game(game.info.min_players)
    for _ in range(120):
        if state.is_over():
            break
        public = state.observation(None)
        json.dumps(public)
        for k in range(4):
            # reshuffling what any seat cannot see leaves the public view alone
            for seat in range(state.players):
                assert state.determinize(seat, random.Random(k)).observation(None) == public
        seat, action = random_step(state, rng)
        state = state.apply(action, seat)


@pytest.mark.parametrize("listing", registry.LISTINGS, ids=lambda listing: listing.id)
def test_each_listing_matches_its_rules(listing):
    """The launcher shows a game's listing without loading its rules: it must say what the rules say."""
    info = registry.get_game(listing.id).info
    assert registry.Listing.of(registry.GAMES[listing.id], listing.rules) == listing
    assert (info.id, info.title, info.tagline, info.min_players, info.max_players) == (
        listing.id, listing.title, listing.tagline, listing.min_players, listing.max_players)


def test_the_registry_loads_a_game_only_when_asked():
    """Listing the games, counting them and asking which exist import no rules; reading one imports it."""
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys; from game.core import registry as r; ids = list(r.GAMES); n = len(r.GAMES); "
            "'trifoil' in r.GAMES; [r.listing(g).title for g in ids]; before = sorted(m for m in sys.modules "
            "if m.endswith('.rules')); r.get_game('casino'); after = sorted(m for m in sys.modules "
            "if m.endswith('.rules')); print(n, before, after)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[2]).stdout
    assert out.split(" ", 1)[1].strip() == "[] ['game.casino.rules']"
    with pytest.raises(KeyError, match="unknown game 'croquet'"):
        registry.get_game("croquet")
    assert registry.GAMES.get("croquet") is None
