"""tools/fit_odds_model.py at a seat count (a game whose bot keeps more than one model, Trifecta's stages of
three seats): the self-play games are played at that many seats, each model's rows cover its own positions,
are cached apart from the others' and keep their games apart by seat count when folded."""
import pytest

from game.ai.calibration import self_play
from game.trifecta import bot as TB
from tools import fit_odds_model as F

GAME = 18  # a three-seat self-play game of seed 7 where seat 0 reaches a two-seat stage (1 in 40 does)


def test_rows_of_a_three_seat_game_split_between_the_two_models_and_are_cached(tmp_path, monkeypatch):
    asked, outcome = self_play("trifecta", GAME, 7, players=3)
    three = F.feature_rows("trifecta", GAME, 7, tmp_path, players=3, name=TB.THREE_MODEL)
    two = F.feature_rows("trifecta", GAME, 7, tmp_path, players=3)
    live = [p for p in asked if not p.is_over()]
    assert len(three) == sum(TB.three_covers(p, 0) for p in live) > 0
    assert len(two) == sum(TB.odds_covers(p, 0) for p in live) > 0 and len(three) + len(two) == len(live)
    assert all(r["players"] == 3 and r["outcome"] == outcome and r["seed"] == 7 for r in three + two)
    assert set(three[0]) - set(F.ROW_KEYS) == {"lshare", "tlead_late"}
    assert set(two[0]) - set(F.ROW_KEYS) == {"lraw", "goals", "goals_late", "cards"}
    folder = tmp_path / "trifecta@3" / "7"
    assert {p.name for p in folder.iterdir()} == {f"{GAME}.pkl", f"{GAME}.rows.json",
                                                  f"{GAME}.{TB.THREE_MODEL}.rows.json"}
    monkeypatch.setattr(F, "covers_and_features", None)  # a refit reads the cache: nothing recomputed
    monkeypatch.setattr(F, "self_play", None)
    assert F.feature_rows("trifecta", GAME, 7, tmp_path, players=3, name=TB.THREE_MODEL) == three
    assert F.game_key(three[0]) != F.game_key({**three[0], "players": 4})


def test_both_seats_is_for_two_seat_tables_only(capsys):
    with pytest.raises(SystemExit):
        F.main(["--game", "trifecta", "--players", "3", "--both-seats", "--dry-run"])
    assert "two seats only" in capsys.readouterr().err


def test_a_fit_records_the_games_it_drew_from_each_seed_and_seat_count():
    rows = [{"game": g, "seed": seed, "players": n, "outcome": 0.0} for n, seed, games in ((4, 303, 3), (6, 606, 2))
            for g in range(games) for _ in range(2)]  # two rows a game: counted once
    assert F.games_per_seed(rows) == {"4@303": 3, "6@606": 2}
    assert F.games_per_seed([{"game": 5, "seed": 101, "outcome": 1.0}]) == {"101": 1}  # the fewest seats
