"""The arena for Fancy Dancing: duels through run_arena, and one side against the cards (solitaire,
co-op, endurance) through the --solo mode: its JSON shape, same deals for every bot, reproducibility."""
import json

import pytest

from game.ai import arena
from game.ai.arena import run_arena
from game.ai.solo_arena import play_deal, run_solo


def test_a_duel_runs_with_seats_rotated():
    result = run_arena("fancy_dancing", ["easy", "random"], games=4, seed=1)
    assert result["games"] == 4 and result["bots"] == ["easy", "random"]
    assert result["wins"]["easy"] + result["wins"]["random"] + result["draws"] == 4
    assert result["ms_per_move"]["easy"]["moves"] > 0


def test_solo_deals_have_the_documented_shape():
    result = run_solo("fancy_dancing", ["easy", "random"], deals=6, seed=2, players=1,
                      options={"mode": "solitaire"})
    assert result["mode"] == "solo" and result["deals"] == 6 and result["bots"] == ["easy", "random"]
    for bot in result["bots"]:
        lo, hi = result["win_rate"][bot]["ci95"]
        assert 0.0 <= lo <= result["win_rate"][bot]["rate"] <= hi <= 1.0
        assert result["wins"][bot] == round(result["win_rate"][bot]["rate"] * 6)
        lo, hi = result["mean_score"][bot]["ci95"]
        assert lo <= result["mean_score"][bot]["mean"] <= hi
        assert result["ms_per_move"][bot]["moves"] > 0


def test_every_level_meets_the_same_deal(monkeypatch):
    # the opening shuffle comes from the deal's seed alone: both levels see the same first hand
    first_hand = {}

    class Spy:
        def __init__(self, level, inner):
            self.level, self.inner = level, inner

        def choose(self, state, seat):
            first_hand.setdefault(self.level, tuple(sorted(state.hands[0])))
            return self.inner.choose(state, seat)

    import game.ai as ai

    original = ai.make_bot
    monkeypatch.setattr(ai, "make_bot", lambda level, game_id, seed=0: Spy(level, original(level, game_id, seed)))
    play_deal("fancy_dancing", "easy", 3, 9, 1, {"mode": "solitaire"})
    play_deal("fancy_dancing", "random", 3, 9, 1, {"mode": "solitaire"})
    assert set(first_hand) == {"easy", "random"} and first_hand["easy"] == first_hand["random"]


def test_the_same_seed_replays_the_same_deals():
    runs = [run_solo("fancy_dancing", ["easy"], deals=5, seed=4, players=2, options={"mode": "cooperative"})
            for _ in range(2)]
    assert runs[0]["wins"] == runs[1]["wins"] and runs[0]["mean_score"] == runs[1]["mean_score"]


def test_endurance_counts_accolades():
    result = run_solo("fancy_dancing", ["easy"], deals=4, seed=1, players=1, options={"mode": "endurance"})
    assert result["mean_score"]["easy"]["mean"] > 0.0


def test_a_mode_that_does_not_fit_the_players_is_refused():
    with pytest.raises(ValueError):
        run_solo("fancy_dancing", ["easy"], deals=1, seed=1, players=1, options={"mode": "duel"})


def test_the_command_line_runs_solo_deals(capsys):
    code = arena.main(["--game", "fancy_dancing", "--players", "1", "--option", "mode=solitaire",
                       "--bots", "easy,random", "--games", "3", "--seed", "1"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["mode"] == "solo" and out["deals"] == 3 and set(out["win_rate"]) == {"easy", "random"}
