"""The outside players (tests/peers) that judge our bots: each plays whole games of its games by the
rules, with a budget counted in iterations, and the same seed and position give the same move."""
from __future__ import annotations

import random

import pytest

from game.ai.playout import play_out
from game.core.registry import get_game
from tests.peers.card_ismcts import ISMCTSBot
from tests.peers.casino_cascade import CascadeBot as CasinoCascade
from tests.peers.casino_cascade_strong import StrongCascadeBot as CasinoStrongCascade
from tests.peers.dance_cascade import CascadeBot as DanceCascade
from tests.peers.trifoil_uct import UCTBot

PEERS = [("trifoil", lambda seed: UCTBot(seed, iterations=24)),
         ("fancy_dancing", lambda seed: ISMCTSBot(seed, iterations=12)),
         ("trifecta", lambda seed: ISMCTSBot(seed, iterations=12)),
         ("casino", lambda seed: ISMCTSBot(seed, iterations=12)),
         ("casino", CasinoCascade),
         ("casino", CasinoStrongCascade),
         ("the_dance", DanceCascade)]


@pytest.mark.parametrize("game_id,make", PEERS, ids=[g for g, _ in PEERS])
def test_a_peer_plays_a_whole_game_by_the_rules(game_id, make):
    """Every choice is legal (apply() refuses anything else) and the game reaches its end."""
    state = get_game(game_id).new_game(2)
    bots = [make(1), make(2)]
    state, actions = play_out(state, lambda seat: bots[seat], random.Random(3), lambda seat: [])
    assert state.is_over() and actions > 0
    assert len(state.returns()) == 2


@pytest.mark.parametrize("game_id,make", PEERS, ids=[g for g, _ in PEERS])
def test_a_peer_gives_the_same_move_for_the_same_seed_and_position(game_id, make):
    state = get_game(game_id).new_game(2)
    rng = random.Random(5)
    plies = 0
    while plies < 6 or min(state.to_move()) == -1:  # a few random plies in, then a seat's own choice
        seat = min(state.to_move())
        action = state.sample_chance(rng) if seat == -1 else rng.choice(state.legal_actions(seat))
        state = state.apply(action, seat)
        plies += 1
    seat = min(state.to_move())
    assert not state.is_over()
    assert make(9).choose(state, seat) == make(9).choose(state, seat)
