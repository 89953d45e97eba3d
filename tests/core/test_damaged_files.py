"""Files a person's machine may hold, damaged on purpose: a bad past game, statistics or autosave goes once
into the `damaged/` folder beside it, out of every listing and count; nothing in such a file crashes."""
import json
import random

import pytest

from game.core import past_games, records, saves
from game.core.match import Match, Seat


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("GRAND_BALL_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"


def finished(seed=1) -> Match:
    match = Match.new("trifoil", 2, None, seed=seed, seats=[Seat("human", "Ada"), Seat("ai", "Countess", "easy")])
    rng = random.Random(seed)
    while not match.is_over():
        seat = min(match.state.to_move())
        match.play(rng.choice(match.state.legal_actions(seat)), seat)
    return match


def damaged_folder():
    return past_games.folder() / saves.DAMAGED


def test_a_damaged_past_game_visited_several_times_is_set_aside_once():
    good = past_games.record(finished())
    bad = past_games.folder() / "20000101-000000-000000-trifoil.json"
    bad.write_text("{ not json", encoding="utf-8")
    reports = [past_games.entries() for _ in range(4)]
    assert [[g.path for g in games] for games, _ in reports] == [[good]] * 4
    assert len(reports[0][1]) == 1 and all(problems == [] for _, problems in reports[1:])
    aside = list(damaged_folder().iterdir())
    assert len(aside) == 1 and aside[0].name.count(".damaged-") == 1
    assert aside[0].name.startswith("20000101-000000-000000-trifoil.damaged-")
    assert sorted(p.name for p in past_games.folder().iterdir()) == sorted([good.name, saves.DAMAGED])


def test_set_aside_files_do_not_count_towards_the_games_kept():
    kept = [past_games.record(finished(seed)) for seed in range(3)]
    for i in range(4):
        (past_games.folder() / f"2099010{i}-000000-000000-trifoil.json").write_text("[]", encoding="utf-8")
    past_games.entries()
    assert past_games.prune(keep=3) == 0
    assert sorted(g.path for g in past_games.entries()[0]) == sorted(kept)
    assert len(list(damaged_folder().iterdir())) == 4


def test_a_file_set_aside_in_place_by_an_older_version_moves_once_and_keeps_its_name():
    old = past_games.folder() / "20200101-000000-000000-trifoil.damaged-20200102-000000.json"
    old.write_text("{", encoding="utf-8")
    for _ in range(3):
        games, problems = past_games.entries()
        assert games == [] and problems == []  # it was reported when it was set aside
    assert [p.name for p in damaged_folder().iterdir()] == [old.name]


@pytest.mark.parametrize("change", [
    {"players": 10 ** 9}, {"players": "two"}, {"players": True}, {"log": 7}, {"log": [["x", "y"]]},
    {"seats": "Ada"}, {"options": [1, 2]}, {"saved_at": 5}, {"game": ["trifoil"]}, {"game": None},
    {"replay": {"seconds": float("nan")}}, {"replay": {"seconds": -4}}, {"replay": {"hints": {"0": "many"}}},
    {"replay": {"scores": ["x"]}}, {"format_version": "1" * 500},
])
def test_a_past_game_with_a_field_of_the_wrong_kind_is_a_damaged_file(change):
    path = past_games.record(finished())
    data = json.loads(path.read_text(encoding="utf-8"))
    for key, value in change.items():
        if key == "replay":
            data["replay"].update(value)
        else:
            data[key] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    games, problems = past_games.entries()
    assert games == [] and len(problems) == 1 and len(problems[0]) < 300
    assert past_games.entries() == ([], [])


def test_names_from_a_file_are_safe_to_draw():
    path = past_games.record(finished())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "Ada\x00\x07" + "x" * 500
    path.write_text(json.dumps(data), encoding="utf-8")
    (entry,), _ = past_games.entries()
    assert entry.seat_names[0].startswith("Adax") and entry.seat_names[0].isprintable()
    assert len(entry.seat_names[0]) <= 40


def test_a_save_nested_too_deep_or_not_json_is_a_save_error(tmp_path):
    for text in ["[" * 100_000 + "]" * 100_000, "", "\xff\xfe", "null", "[]"]:
        path = tmp_path / "x.json"
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
        with pytest.raises(saves.SaveError):
            saves.load_match(path)


def test_a_save_folder_entry_that_is_a_directory_is_set_aside():
    saves.autosave_path().mkdir(parents=True)
    info = saves.summary()
    assert "moved aside" in info["error"]
    assert saves.summary() is None and (saves.autosave_path().parent / saves.DAMAGED).is_dir()


def test_the_damaged_folder_keeps_only_the_newest(monkeypatch):
    monkeypatch.setattr(saves, "DAMAGED_KEEP", 5)
    for i in range(9):
        (past_games.folder() / f"2000010{i}-000000-000000-trifoil.json").write_text("{", encoding="utf-8")
    past_games.entries()
    assert len(list(damaged_folder().iterdir())) <= 5


def test_two_damaged_autosaves_in_the_same_second_are_both_kept():
    for _ in range(2):
        saves.autosave_path().write_text("{", encoding="utf-8")
        assert "moved aside" in saves.summary()["error"]
    assert len(list((saves.autosave_path().parent / saves.DAMAGED).iterdir())) == 2


# --- statistics -----------------------------------------------------------------------------------------
def write_statistics(record: dict) -> None:
    records.path().write_text(json.dumps({"format": records.FORMAT, "version": records.VERSION,
                                          "games": {"trifoil": {"standard": record}}}), encoding="utf-8")


def test_statistics_fields_of_the_wrong_kind_take_their_blank_value_and_counting_goes_on():
    write_statistics({"played": "many", "won": -3, "lost": True, "drawn": 2.5, "streak": None,
                      "best_score": "high", "score_total": float("inf"), "seconds": float("nan"),
                      "by_level": {"hard": {"won": "x", "lost": 2}, "easy": [1]}, "recent": [{"result": "won"}, 5, {}],
                      "hints": [], "scored": {}, "best_streak": 10 ** 6})
    recs, problem = records.game_records("trifoil")
    rec = recs["standard"]
    assert problem is None
    assert (rec["played"], rec["won"], rec["lost"], rec["drawn"], rec["streak"]) == (0, 0, 0, 0, 0)
    assert rec["best_score"] is None and rec["score_total"] == 0.0 and rec["seconds"] == 0.0
    assert rec["by_level"] == {"hard": {"won": 0, "lost": 2, "drawn": 0}}
    assert [r["result"] for r in rec["recent"]] == ["won"] and rec["best_streak"] == 10 ** 6
    after = records.record_match(finished(3), seconds=5.0, hints=1)
    assert after["played"] == 1 and after["hints"] == 1


@pytest.mark.parametrize("text", ["", "[]", "7", '{"format": "grand-ball-statistics", "version": 1, "games": []}',
                                  '{"format": "grand-ball-statistics", "version": 1, "games": {"trifoil": 3}}',
                                  "[" * 50_000])
def test_a_damaged_statistics_file_is_set_aside_once(text):
    records.path().write_text(text, encoding="utf-8")
    recs, problem = records.game_records("trifoil")
    assert recs == {} and "moved aside" in problem
    assert records.game_records("trifoil") == ({}, None)
    assert len(list((records.path().parent / saves.DAMAGED).iterdir())) == 1


def test_a_statistics_file_that_is_a_directory_is_set_aside():
    records.path().mkdir(parents=True)
    assert "moved aside" in records.load()[1]
    assert records.record_match(finished(4))["played"] == 1
