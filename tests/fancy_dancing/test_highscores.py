"""High-score tables per solo mode."""
import pytest

from game.fancy_dancing import highscores


@pytest.fixture(autouse=True)
def fresh_table():
    highscores.path().unlink(missing_ok=True)
    yield
    highscores.path().unlink(missing_ok=True)


def test_entries_are_ranked_by_accolades_then_wins_then_turns():
    assert highscores.record("endurance", "Ada", 4, True, 60) == 1
    assert highscores.record("endurance", "Bo", 6, True, 70) == 1
    assert highscores.record("endurance", "Cy", 4, True, 50) == 2
    table = highscores.load()["endurance"]
    assert [e["name"] for e in table] == ["Bo", "Cy", "Ada"]
    assert highscores.load()["solitaire"] == []


def test_only_the_best_ten_are_kept():
    for i in range(12):
        highscores.record("solitaire", f"P{i}", i % 4, i % 4 == 3, 20 + i)
    table = highscores.load()["solitaire"]
    assert len(table) == 10 and table[0]["accolades"] == 3
    assert highscores.record("solitaire", "Late", 0, False, 99) is None


def test_a_damaged_table_is_set_aside():
    highscores.path().write_text("{broken")
    assert highscores.load() == {m: [] for m in highscores.SOLO_MODES}
    assert highscores.path().with_suffix(".damaged.json").exists()
    highscores.path().with_suffix(".damaged.json").unlink()


def test_duel_has_no_high_scores():
    with pytest.raises(ValueError):
        highscores.record("duel", "X", 3, True, 10)
