"""The arena: its JSON shape, seat rotation, reproducibility, and the figures it derives."""
import json

import pytest

from game.ai import arena
from game.ai.arena import labels_for, paired_interval, play_game, run_arena, summarise


def test_a_tiny_run_has_the_documented_shape():
    result = run_arena("trifoil", ["random", "random"], games=4, seed=1)
    assert set(result) >= {"game", "games", "bots", "wins", "draws", "win_rate", "score_rate", "ms_per_move",
                           "seconds"}
    assert result["game"] == "trifoil" and result["games"] == 4
    assert result["bots"] == ["random#1", "random#2"]
    for bot in result["bots"]:
        assert result["wins"][bot] + result["losses"][bot] + result["draws"] == 4
        lo, hi = result["win_rate"][bot]["ci95"]
        assert 0.0 <= lo <= result["win_rate"][bot]["rate"] <= hi <= 1.0
        assert set(result["ms_per_move"][bot]) >= {"p50", "p95", "max"}
        assert result["ms_per_move"][bot]["moves"] > 0
    total_score = sum(result["score_rate"][b]["rate"] for b in result["bots"])
    assert total_score == pytest.approx(1.0)


def test_the_same_seed_replays_the_same_games():
    first = run_arena("trifoil", ["random", "easy"], games=3, seed=9)
    again = run_arena("trifoil", ["random", "easy"], games=3, seed=9)
    assert (first["wins"], first["draws"], first["actions_per_game"]) == \
           (again["wins"], again["draws"], again["actions_per_game"])


def test_seats_rotate_game_by_game():
    assert [play_game("trifoil", ["random", "random"], g, 5, 2, None)["seats"] for g in range(3)] == \
           [[0, 1], [1, 0], [0, 1]]


class Recorder:
    """A bot that remembers which seats it was asked to play."""

    def __init__(self, inner):
        self.inner, self.seats = inner, set()

    def choose(self, state, seat):
        self.seats.add(seat)
        return self.inner.choose(state, seat)


def test_each_bot_plays_only_its_rotated_seat(monkeypatch):
    made = []

    def make_bot(level, game_id, seed=0):
        from game.ai.bots import RandomBot

        made.append(Recorder(RandomBot(seed)))
        return made[-1]

    monkeypatch.setattr("game.ai.make_bot", make_bot)
    for g in (0, 1):
        made.clear()
        play_game("trifoil", ["random", "random"], g, 5, 2, None)
        assert [bot.seats for bot in made] == [{g % 2}, {(1 + g) % 2}]


def test_the_command_line_prints_one_json_line(capsys):
    assert arena.main(["--game", "trifoil", "--bots", "random,random", "--games", "2", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["games"] == 2


def test_the_command_line_refuses_unknown_games_and_levels(capsys):
    assert arena.main(["--game", "chess", "--bots", "random,random", "--games", "1"]) == 2
    assert arena.main(["--game", "trifoil", "--bots", "random,grandmaster", "--games", "1"]) == 2
    assert arena.main(["--game", "trifoil", "--bots", "random", "--games", "1"]) == 2


def test_parallel_jobs_give_the_same_results_as_one():
    one = run_arena("trifoil", ["random", "random"], games=4, seed=2)
    two = run_arena("trifoil", ["random", "random"], games=4, seed=2, jobs=2)
    assert (one["wins"], one["draws"]) == (two["wins"], two["draws"])


def test_openings_are_random_shared_by_each_rotation_and_untimed():
    games = [play_game("trifoil", ["easy", "random"], g, 4, 2, None, opening=3) for g in range(4)]
    assert [len(g["opening"]) for g in games] == [3, 3, 3, 3]
    assert games[0]["opening"] == games[1]["opening"] != games[2]["opening"] == games[3]["opening"]
    assert all(sum(len(m) for m in g["ms"]) == g["actions"] for g in games)  # bots time only their own
    assert play_game("trifoil", ["easy", "random"], 0, 4, 2, None)["opening"] == []
    assert run_arena("trifoil", ["random", "random"], games=2, seed=1, opening=2)["opening"] == 2


def test_summary_counts_wins_draws_and_losses_for_several_seats():
    results = [
        {"returns": [1.0, 0.0, 0.0], "ms": [[1.0], [2.0], [3.0]], "actions": 3},
        {"returns": [0.5, 0.5, 0.0], "ms": [[1.0], [2.0], [3.0]], "actions": 3},
        {"returns": [0.0, 0.0, 1.0], "ms": [[1.0], [2.0], [3.0]], "actions": 3},
    ]
    s = summarise("toy", ["a", "b", "c"], results, 1.0)
    assert s["wins"] == {"a": 1, "b": 0, "c": 1}
    assert s["losses"] == {"a": 1, "b": 2, "c": 2}
    assert s["draws"] == 1
    assert s["score_rate"]["a"]["rate"] == pytest.approx(0.5)


def test_summary_of_a_solitaire_game_counts_full_returns_as_wins():
    results = [{"returns": [r], "ms": [[1.0]], "actions": 1} for r in (1.0, 0.0, 0.5, 1.0)]
    s = summarise("solo", ["hard"], results, 1.0)
    assert (s["wins"]["hard"], s["losses"]["hard"], s["draws"]) == (2, 1, 1)
    assert s["score_rate"]["hard"]["rate"] == pytest.approx(0.625)


def test_labels_and_the_paired_interval():
    assert paired_interval([0.5] * 20) is None  # no spread between rotations: fall back to Wilson
    assert paired_interval([0.0, 1.0] * 4) is None  # too few rotations
    lo, hi = paired_interval([0.0, 1.0] * 10)
    assert 0.0 <= lo < 0.5 < hi <= 1.0
    assert labels_for(["hard", "random", "hard"]) == ["hard#1", "random", "hard#2"]
