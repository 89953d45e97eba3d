"""tools/fit_odds_model.py's paired judgement (--against): a refit of Trifecta's three-seat model is scored
against the model it would replace on the same positions, the Brier change's interval drawn over whole games."""
import json
import random

from tools import fit_odds_model as F


def rows_of(games: int, seed: int = 0) -> list[dict]:
    """Rows of `games` three-seat games: a feature "x" that says the result, "noise" that does not."""
    rng = random.Random(seed)
    rows = []
    for g in range(games):
        won = float(rng.random() < 0.35)
        for _ in range(rng.randint(3, 12)):  # one game's estimates share its result
            rows.append({"game": g, "seed": 9, "players": 3, "outcome": won,
                         "x": (2.0 if won else -2.0) + rng.gauss(0, 2), "noise": rng.gauss(0, 1)})
    return rows


def test_the_paired_change_is_nothing_against_itself_and_below_zero_against_a_blind_model():
    rows = rows_of(200)
    p = [0.3 + 0.01 * (k % 7) for k in range(len(rows))]
    assert F.paired_change(rows, p, p) == (0.0, 0.0, 0.0)
    seeing = [x.chance for x in F.as_samples(rows, {"x": 0.5}, None)]
    blind = [x.chance for x in F.as_samples(rows, {"noise": 0.1}, None)]
    mean, low, high = F.paired_change(rows, seeing, blind)
    assert low <= mean <= high < 0.0  # the model that reads the result beats the blind one on every resampling
    assert F.paired_change(rows, blind, seeing)[0] == -mean
    assert F.paired_change(rows, seeing, blind) == (mean, low, high)  # a fixed resampling: the same interval


def test_a_fit_against_the_model_it_would_replace_records_the_paired_figures(tmp_path, monkeypatch, capsys):
    fitting, judged = rows_of(150, 1), rows_of(120, 2)
    by_seed = {1212: fitting, 6: judged}
    monkeypatch.setattr(F, "indices", lambda game_id, seed, games, *a: [0])
    monkeypatch.setattr(F, "feature_rows", lambda game_id, g, seed, *a: by_seed[seed])
    monkeypatch.setattr(F, "ROOT", tmp_path)
    (tmp_path / "levels" / "trifecta").mkdir(parents=True)
    against = tmp_path / "old.json"
    against.write_text(json.dumps({"weights": {"noise": 0.1}}))
    assert F.main(["--game", "trifecta", "--model", "odds_model_three", "--players", "3", "--seeds", "1212",
                   "--features", "x", "--bins", "0", "--eval-seed", "6", "--against", str(against)]) == 0
    written = json.loads((tmp_path / "levels" / "trifecta" / "odds_model_three.json").read_text())
    paired = written["paired_against"]
    assert paired["model"] == "old.json" and [e["seed"] for e in paired["by_seed"]] == [6]
    change = paired["by_seed"][0]["paired_brier_change"]
    assert change[2] < 0.0 and paired["by_seed"][0]["brier_ratio"] < paired["by_seed"][0]["against_brier_ratio"]
    assert "paired Brier change" in capsys.readouterr().out
