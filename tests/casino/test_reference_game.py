"""Whole games of Casino Trifecta move for move against the independent reference
(tests/casino/reference_game.py, written from the rules page alone, in the page's notation).

Chance outcomes are sampled from our engine and given to both as text. At every decision both must have
the same seats to move and list the same legal plays as the same canonical texts; every chosen play is
also typed back in another order and grouping and must parse to the same action. After every move both
show the same scores, and at the end the same returns. Plays are random with a lean towards captures and
builds so that builds grow, change hands and are taken, lifelines are used and tables still crowd; with
the timer on, a seat now and then lets its clock run out (a forfeit happens in some games).

A longer soak: CASINO_SOAK=500 plays that many games here.
"""
from __future__ import annotations

import os
import random

import pytest

from game.casino import cards as C
from game.casino import moves as M
from game.core import CHANCE
from game.core.registry import GAMES

from tests.casino import reference_game as ref

GAMES_TO_PLAY = int(os.environ.get("CASINO_SOAK", "200"))
LEAN = {"capture": 6.0, "trifecta": 8.0, "build": 3.0, "same": 3.0, "subtract": 2.0, "pass": 0.5, "drop": 1.0}
# mostly drops: tables of 15-21 loose cards, where grouping and listing are hardest
CROWDING = {**LEAN, "drop": 12.0, "capture": 1.0, "trifecta": 1.0}


def _options(seed: int) -> dict:
    first = ("random", 0, 1)[seed % 3]
    return {"first": first, "timer": (seed // 4) % 3 == 2}


def _public(state) -> tuple:
    """What both engines must agree on after each move: the loose cards and the builds (value, owner, cards)."""
    builds = sorted((b.owner, sorted(C.NAME[C.tok_card(t)] for t in b.cards)) for b in state.builds)
    return sorted(C.NAME[c] for c in state.loose), builds, [len(h) for h in state.hands]


def _ref_public(game: ref.RefGame) -> tuple:
    builds = sorted((b.owner, sorted(ref.NAMES[c] for c, _ in b.items)) for b in game.builds)
    return sorted(ref.NAMES[c] for c in game.loose), builds, [len(h) for h in game.hands]


def play_one(seed: int, lean: dict = LEAN) -> dict:
    """One game in lockstep; returns what it reached (for the coverage check)."""
    rng = random.Random(seed)
    options = _options(seed)
    state = GAMES["casino"].new_game(2, options)
    game = ref.RefGame(options)
    seen = {"timeout": 0, "forfeit": False, "kinds": set(), "builds_taken": 0, "most_loose": 0, "aliases": 0}
    steps = 0
    while not state.is_over():
        steps += 1
        assert steps < 2000, "the game does not end"
        movers = set(state.to_move())
        assert movers == game.to_move(), (seed, steps, movers, game.to_move())
        if CHANCE in movers:
            action = state.sample_chance(rng)
            text = state.action_to_str(action)
            state = state.apply(action, CHANCE)
            game.apply(text, -1)
            continue
        seat = min(movers) if len(movers) == 1 else rng.choice(sorted(movers))
        ours = [state.action_to_str(a) for a in state.legal_actions(seat)]
        theirs = game.legal(seat)
        assert len(ours) == len(set(ours)), f"seed {seed}: a play is listed twice"
        assert set(ours) == set(theirs), (
            f"seed {seed} step {steps} seat {seat}: only ours {sorted(set(ours) - set(theirs))[:5]}, "
            f"only the reference's {sorted(set(theirs) - set(ours))[:5]}")
        for kept, others in game.aliases.items():  # the writings of one result the reference set aside
            seen["aliases"] += len(others)
            for other in others:
                assert state.parse_action(other) == state.parse_action(kept), (seed, other, kept)
        if state.timer and rng.random() < 0.04:
            text = "timeout"
            seen["timeout"] += 1
        elif ours[0].startswith("secret"):
            text = rng.choice(ours)
        else:
            text = rng.choices(ours, weights=[lean[t.split(" ", 1)[0]] for t in ours])[0]
            seen["kinds"].add(text.split(" ", 1)[0])
            if text.startswith("capture") and " B" in f" {text.split(':', 1)[1]}":
                seen["builds_taken"] += 1
            typed = ref.other_writing(game, seat, text, rng)
            assert state.parse_action(typed) == state.parse_action(text), (seed, text, typed)
        state = state.apply(state.parse_action(text) if text != "timeout" else M.TIMEOUT, seat)
        game.apply(text, seat)
        assert state.scores() == game.scores(), (seed, steps, text, state.scores(), game.scores())
        if not state.is_over():
            assert _public(state) == _ref_public(game), (seed, steps, text)
            seen["most_loose"] = max(seen["most_loose"], len(state.loose))
    assert game.is_over(), f"seed {seed}: the reference goes on"
    assert state.scores() == game.scores(), (seed, state.scores(), game.scores())
    assert tuple(state.returns()) == tuple(game.returns()), (seed, state.returns(), game.returns())
    seen["forfeit"] = game.forfeit is not None
    return seen


@pytest.mark.parametrize("block", range(4))
def test_random_games_agree_with_the_reference(block):
    reached = {"timeout": 0, "forfeit": False, "kinds": set(), "builds_taken": 0, "aliases": 0}
    for seed in range(block, GAMES_TO_PLAY, 4):
        seen = play_one(seed)
        reached["aliases"] += seen["aliases"]
        reached["timeout"] += seen["timeout"]
        reached["forfeit"] |= seen["forfeit"]
        reached["kinds"] |= seen["kinds"]
        reached["builds_taken"] += seen["builds_taken"]
    # the games reached what they are meant to compare
    assert reached["kinds"] >= {"capture", "build", "same", "subtract", "drop", "pass"}, reached["kinds"]
    assert reached["builds_taken"] > 0
    assert reached["timeout"] > 0
    assert reached["aliases"] > 0  # plays with one result written two ways were met and read as one


def test_crowded_random_games_agree_with_the_reference():
    most = 0
    for seed in range(1000, 1000 + GAMES_TO_PLAY // 4):
        most = max(most, play_one(seed, CROWDING)["most_loose"])
    assert most >= 15, most
