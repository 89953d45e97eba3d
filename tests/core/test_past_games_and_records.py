"""Past games (replay files) and statistics: kept in the user data folder, newest first, the oldest
dropped, damaged files moved aside with a message, results counted per game, mode and level."""
import json
import random

import pytest

from game.core import past_games, records
from game.core.match import Match, Seat
from game.core.saves import SaveError


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("GRAND_BALL_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"


def finished(game_id="trifoil", seed=1, seats=None, players=2, options=None) -> Match:
    seats = seats or [Seat("human", "Ada"), Seat("ai", "Countess", "hard")]
    match = Match.new(game_id, players, options, seed=seed, seats=seats)
    rng = random.Random(seed)
    while not match.is_over():
        match.resolve_chance()
        if match.is_over():
            break
        seat = min(match.state.to_move())
        match.play(rng.choice(match.state.legal_actions(seat)), seat)
    return match


def test_a_finished_game_is_kept_and_replays_to_the_same_end():
    match = finished()
    path = past_games.record(match, seconds=83.0, hints={0: 2}, chances=[(3, 0, 0.4)], outcome="Ada wins")
    games, problems = past_games.entries()
    assert problems == [] and [g.path for g in games] == [path]
    kept = games[0]
    assert (kept.game_id, kept.moves, kept.hints, kept.outcome) == ("trifoil", len(match.log), 2, "Ada wins")
    assert kept.seat_names == ["Ada", "Countess"] and kept.seat_kinds == ["human", "ai:hard"]
    again, note = past_games.load(path)
    assert again.state == match.state and again.state.scores() == match.state.scores()
    assert note["seconds"] == 83.0 and note["chances"] == [[3, 0, 0.4]]


def test_newest_first_and_the_oldest_dropped(monkeypatch):
    paths = [past_games.record(finished(seed=s)) for s in range(5)]
    past_games.prune(keep=3)
    games, _ = past_games.entries()
    assert [g.path for g in games] == paths[::-1][:3]


def test_a_damaged_replay_is_moved_aside_with_a_message():
    good = past_games.record(finished())
    bad = past_games.folder() / "20000101-000000-000000-trifoil.json"
    bad.write_text("{ not json", encoding="utf-8")
    games, problems = past_games.entries()
    assert [g.path for g in games] == [good]
    assert len(problems) == 1 and "damaged" in problems[0] and "moved aside" in problems[0]
    assert not bad.exists() and len(list((past_games.folder() / "damaged").glob("*.damaged-*.json"))) == 1
    with pytest.raises(SaveError):
        past_games.load(bad)


def test_a_replay_whose_moves_do_not_fit_is_a_damaged_file():
    path = past_games.record(finished())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["log"][0][1] = "place Z>Q"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="damaged"):
        past_games.load(path)


def test_results_are_counted_by_mode_and_level_with_streaks_and_scores():
    won = lost = 0
    for seed in range(6):
        match = finished(seed=seed)
        result = records.outcome(match, 0)
        records.record_match(match, seconds=10.0, hints=1)
        won += result == "won"
        lost += result == "lost"
    recs, problem = records.game_records("trifoil")
    assert problem is None and list(recs) == ["standard"]
    rec = recs["standard"]
    assert rec["played"] == 6 and rec["won"] == won and rec["lost"] == lost
    assert rec["won"] + rec["lost"] + rec["drawn"] == 6
    assert sum(rec["by_level"]["hard"].values()) == 6
    assert rec["seconds"] == 60.0 and rec["hints"] == 6 and len(rec["recent"]) == 6
    assert rec["best_streak"] >= rec["streak"] and records.average_score(rec) is not None


def test_streaks_count_wins_in_a_row():
    rec = None
    for seed in range(40):
        match = finished(seed=seed)
        before = records.game_records("trifoil")[0].get("standard", records.blank_record())["streak"]
        rec = records.record_match(match)
        expected = before + 1 if records.outcome(match, 0) == "won" else 0
        assert rec["streak"] == expected
    assert rec["best_streak"] >= 1


def test_a_game_without_a_person_does_not_count():
    match = finished(seats=[Seat("ai", "A", "easy"), Seat("ai", "B", "hard")])
    assert records.record_match(match) is None
    assert records.game_records("trifoil")[0] == {}


def test_modes_and_solo_games():
    match = finished("fancy_dancing", seed=3, seats=[Seat("human", "Ada")], players=1,
                     options={"mode": "solitaire"})
    rec = records.record_match(match)
    assert list(records.game_records("fancy_dancing")[0]) == ["solitaire"]
    assert rec["by_level"].keys() == {"solo"}
    assert records.mode_label(match.game, "solitaire") == "Solitaire"


def test_statistics_survive_a_relaunch_and_a_damaged_file_is_set_aside():
    records.record_match(finished(seed=2))
    assert records.game_records("trifoil")[0]["standard"]["played"] == 1  # read back from the file
    records.path().write_text("{ broken", encoding="utf-8")
    recs, problem = records.game_records("trifoil")
    assert recs == {} and "damaged" in problem and "moved aside" in problem
    assert len(list((records.path().parent / "damaged").glob("statistics.damaged-*.json"))) == 1
    records.record_match(finished(seed=3))
    assert records.game_records("trifoil") == (records.game_records("trifoil")[0], None)
    assert records.game_records("trifoil")[0]["standard"]["played"] == 1


def test_another_version_is_set_aside_not_misread():
    records.path().parent.mkdir(parents=True, exist_ok=True)
    records.path().write_text(json.dumps({"format": records.FORMAT, "version": 99, "games": {}}), encoding="utf-8")
    _, problem = records.load()
    assert "another version" in problem


def test_reset_forgets_one_game_only():
    records.record_match(finished(seed=2))
    records.record_match(finished("fancy_dancing", seed=3, seats=[Seat("human", "Ada"), Seat("ai", "B", "easy")]))
    assert records.reset("trifoil")
    assert records.game_records("trifoil")[0] == {}
    assert records.game_records("fancy_dancing")[0]["duel"]["played"] == 1


class _Ended:
    """A finished game's returns and scores, as outcome_words reads them."""

    def __init__(self, returns, scores):
        self._returns, self._scores = returns, scores

    def is_over(self):
        return True

    def returns(self):
        return self._returns

    def scores(self):
        return self._scores


class _Kept:
    def __init__(self, returns, scores):
        self.state = _Ended(returns, scores)

    def seat_label(self, seat):
        return ("Blue", "Red")[seat]


@pytest.mark.parametrize("returns, scores, words", [
    ((1.0, 0.0), (9.0, 6.0), "Blue won"),
    ((0.0, 1.0), (7.0, 7.0), "Red won on the tie-break"),  # Casino: level on points, the ace of spades decides
    ((0.5, 0.5), (7.0, 7.0), "A draw"),
])
def test_the_list_says_when_a_tie_break_decided(returns, scores, words):
    assert past_games.outcome_words(_Kept(returns, scores)) == words
