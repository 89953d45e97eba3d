"""The match driver and save files: replay, undo, atomic writes, damaged and foreign saves."""
import json
import os
import stat

import pytest

from game.core import IllegalAction
from game.core import paths
from game.core.match import Match, Seat
from game.core.saves import SaveError, autosave_path, load_match, quarantine, read_save, save_match, summary


def sample_match() -> Match:
    m = Match.new("trifoil", 2, {"board": "board_8"}, seed=5,
                  seats=[Seat("human", "Ada"), Seat("ai", "Bot", "hard")])
    for text in ["place B>D", "place C>E", "end", "push B>D"]:
        m.play_str(text)
    return m


def test_match_logs_seat_and_notation():
    m = sample_match()
    assert m.log == [(0, "place B>D"), (1, "place C>E"), (1, "end"), (0, "push B>D")]
    assert len(m.states) == 5


def test_illegal_move_is_refused_and_nothing_is_logged():
    m = sample_match()
    with pytest.raises(IllegalAction):
        m.play_str("place A>F")
    assert len(m.log) == 4


def test_undo_to_the_start_of_the_turn():
    m = sample_match()
    assert m.turn_start(0) == 3
    m.undo_to(m.turn_start(0))
    assert m.log[-1] == (1, "end") and m.state.to_move() == {0}
    assert m.state == Match.replay("trifoil", 2, {"board": "board_8"}, 5, m.log).state


def test_save_and_load_round_trip(tmp_path):
    m = sample_match()
    path = save_match(m, tmp_path / "game.json")
    loaded = load_match(path)
    assert loaded.log == m.log and loaded.state == m.state
    assert [s.to_json() for s in loaded.seats] == [s.to_json() for s in m.seats]
    assert loaded.options == {"board": "board_8"}
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"], "no temp files left behind"


def test_autosave_lives_in_the_user_data_folder():
    m = sample_match()
    path = save_match(m)
    assert path == autosave_path()
    assert str(path).startswith(os.environ["GRAND_BALL_HOME"])
    assert summary()["title"] == "Trifoil"
    path.unlink()
    assert summary() is None


@pytest.mark.parametrize("content,msg", [
    ("{not json", "damaged"),
    ('{"format": "something else"}', "not a Grand Ball save"),
    ('{"format": "grand-ball-save", "format_version": 99}', "another version"),
    ('{"format": "grand-ball-save", "format_version": 1, "game": "chess"}', "does not have"),
    ('{"format": "grand-ball-save", "format_version": 1, "game": "trifoil", "game_version": 7}', "version 7"),
])
def test_bad_saves_raise_a_readable_error(tmp_path, content, msg):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=msg):
        load_match(path)


def test_a_save_whose_moves_do_not_replay_is_damaged(tmp_path):
    path = save_match(sample_match(), tmp_path / "g.json")
    data = json.loads(path.read_text())
    data["log"][1] = [1, "place A>F"]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="damaged"):
        load_match(path)


def test_a_save_whose_snapshot_disagrees_is_damaged(tmp_path):
    path = save_match(sample_match(), tmp_path / "g.json")
    data = json.loads(path.read_text())
    data["snapshot"]["player"] = 1 - data["snapshot"]["player"]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not agree"):
        load_match(path)


def test_damaged_autosave_is_reported_and_moved_aside():
    path = autosave_path()
    path.write_text("\x00\x01 garbage")
    info = summary()
    assert "damaged" in info["error"] and "moved aside" in info["error"]
    assert not path.exists()
    moved = list((path.parent / "damaged").glob("autosave.damaged-*.json"))
    assert len(moved) == 1 and "damaged/" + moved[0].name in info["error"]
    assert summary() is None, "set aside once: not reported again"
    moved[0].unlink()


def test_quarantine_of_a_missing_file_is_harmless(tmp_path):
    assert quarantine(tmp_path / "nothing.json") is None


def test_unwritable_user_folder_falls_back_to_a_temp_folder(tmp_path, monkeypatch):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    monkeypatch.setenv("GRAND_BALL_HOME", str(locked / "inner"))
    try:
        if os.access(locked, os.W_OK):  # running as root: permissions are not enforced
            monkeypatch.setattr(paths, "_base", lambda kind: locked / "inner" / kind)
            monkeypatch.setattr(paths.Path, "mkdir", _refuse_mkdir(locked))
        folder = paths.config_dir()
        assert not str(folder).startswith(str(locked))
        (folder / "x").write_text("ok")
    finally:
        locked.chmod(stat.S_IRWXU)


def _refuse_mkdir(locked):
    original = paths.Path.mkdir

    def mkdir(self, *args, **kwargs):
        if str(self).startswith(str(locked)):
            raise PermissionError(13, "Permission denied", str(self))
        return original(self, *args, **kwargs)
    return mkdir


def test_read_save_keeps_the_fields_for_the_launcher(tmp_path):
    path = save_match(sample_match(), tmp_path / "g.json", note="before lunch")
    data = read_save(path)
    assert data["game"] == "trifoil" and data["note"] == "before lunch" and data["seed"] == 5


def test_the_rules_seat_names_become_the_players_names():
    from game.core.match import Match, Seat
    match = Match.new("trifoil", 2, seats=[Seat("human", "Countess"), Seat("ai", "", level="hard")])
    assert match.seat_label(0) == "Countess" and match.seat_label(1) == "Red"
    assert match.with_names("Blue made a chain of 5.") == "Countess made a chain of 5."
    assert match.with_names("Red has placed all 9 links.") == "Red has placed all 9 links."
    assert match.with_names("Bluebell") == "Bluebell"  # whole words only
    six = Match.new("trifecta", 6, seats=[Seat("human", f"P{i}") for i in range(6)])
    assert six.with_names("Player 1 and Player 6 tie.") == "P0 and P5 tie."


def test_a_person_called_you_is_spoken_to():
    """Rules text names seats ("Blue has", "Blue's turn"); for a person called You it must read right."""
    from game.core.match import possessive, speak_to_you

    assert speak_to_you("You has placed all 9 links. Countess has the longer chain.") == \
        "You have placed all 9 links. Countess has the longer chain."
    assert speak_to_you("It is You's turn. You's side") == "It is your turn. Your side"
    assert speak_to_you("You wins; You passes; You refreshes; You catches; You is out") == \
        "You win; You pass; You refresh; You catch; You are out"
    assert possessive("You") == "Your" and possessive("you", start=False) == "your"
    assert possessive("Countess") == "Countess's"
    match = Match.new("trifoil", 2, None, seed=1, seats=[Seat("human", "You"), Seat("ai", "Countess", "easy")])
    blue, red = match.game.info.seat_name(0), match.game.info.seat_name(1)
    assert match.with_names(f"{blue} has the longer chain; {red} has 3.") == "You have the longer chain; Countess has 3."


def test_an_answer_in_words_is_checked_before_it_is_played():
    """The AI worker, a hint and a file answer in notation: legal_from_text gives the action only when the
    seat may play it now."""
    match = Match.new("trifoil", 2, None, seed=1)
    match.resolve_chance()
    state = match.state
    seat = min(state.to_move())
    legal = state.legal_actions(seat)
    assert state.legal_from_text(state.action_to_str(legal[0]), seat) == legal[0]
    assert state.legal_from_text("no such move", seat) is None
    assert state.legal_from_text(None, seat) is None
    assert state.legal_from_text(state.action_to_str(legal[0]), 1 - seat) is None
