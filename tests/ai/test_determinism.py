"""The same position and seed give the same move: a fresh bot per position and one bot asked again in
another order after other positions agree at every level of Trifoil, Fancy Dancing and Trifecta and
for the game-independent bots, over many positions per game; and so do runs under a different string
hash seed (set and dict order of strings), and with the searches' clock run ten times fast (Trifoil's
in tests/ai/test_trifoil_bot.py).

Counts work, never time: every level stops on its node or iteration budget."""
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import clock, make_bot
from game.ai.bots import generic_bot
from game.core import CHANCE
from game.core.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
OWNED = ("trifoil", "fancy_dancing", "trifecta")
POSITIONS = 6


def positions(game_id: str, count: int, seed: int) -> list:
    """Decision points met along random playouts (one per playout, spread over the game's length)."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    players = min(max(2, game.info.min_players), game.info.max_players)
    out = []
    while len(out) < count:
        state = game.new_game(players)
        seen = []
        while not state.is_over():
            movers = state.to_move()
            if CHANCE in movers:
                state = state.apply(state.sample_chance(rng), CHANCE)
                continue
            seen.append(state)
            seat = min(movers)
            state = state.apply(rng.choice(state.legal_actions(seat)), seat)
        out.append(seen[rng.randrange(len(seen))])
    return out


def bot_for(game_id: str, level: str, seed: int):
    if level.startswith("generic-"):
        return generic_bot(level.split("-")[1], seed)
    return make_bot(level, game_id, seed)


def moves(game_id: str, level: str, states: list, seed: int = 3) -> list:
    return [repr(bot_for(game_id, level, seed).choose(s, min(s.to_move()))) for s in states]


@pytest.mark.parametrize("game_id", OWNED)
@pytest.mark.parametrize("level", ["easy", "normal", "hard", "generic-easy"])
def test_a_fresh_bot_and_a_reused_one_give_the_same_move(game_id, level):
    """Two searches of every position, independent of each other: one that is not reproducible (the
    clock, the global random module, anything left over from the position before) tells them apart. The
    last position is asked of a fresh bot both times."""
    states = positions(game_id, POSITIONS, 17)
    first = moves(game_id, level, states)
    reused = bot_for(game_id, level, 3)  # one bot, asked in another order after other positions
    again = [repr(reused.choose(s, min(s.to_move()))) for s in reversed(states)]
    assert again[::-1] == first


# Trifoil's Hard under a fast clock: tests/ai/test_trifoil_bot.py (four positions, as here).
@pytest.mark.parametrize("game_id", ("fancy_dancing", "trifecta"))
def test_a_clock_run_ten_times_fast_changes_no_move(game_id, monkeypatch):
    states = positions(game_id, 4, 29)
    quiet = moves(game_id, "hard", states)
    real = clock.now
    start = real()
    monkeypatch.setattr(clock, "now", lambda: start + 10.0 * (real() - start))
    assert moves(game_id, "hard", states) == quiet


SCRIPT = """
import json, sys
sys.path.insert(0, {root!r})
from tests.ai.test_determinism import OWNED, moves, positions
print(json.dumps({{g: moves(g, level, positions(g, 4, 41)) for g in OWNED for level in ("normal",)}}))
"""


def test_another_string_hash_seed_changes_no_move():
    """Set and dict order of strings changes from process to process; no move may depend on it."""
    found = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, "-c", SCRIPT.format(root=str(ROOT))], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr[-2000:]
        found.append(json.loads(done.stdout.strip().splitlines()[-1]))
    assert found[0] == found[1]
