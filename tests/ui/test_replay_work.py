"""What a replay's jump costs, counted (never timed: `make bench` times jumps, see game/bench_replay.py).

Once a replay has shown its game through, a jump anywhere replays no state, tells no move log line again,
wraps (almost) no log line again and asks for a bounded number of observations however long the game
is; The Dance keeps its room's picture (the floor is not drawn again for a jump) and the steps of its log
told (a jump forward goes over none again); Trifecta and Fancy Dancing keep their panels' frames (drawn
once into their backdrops)."""
import random

import pytest

from game.bench_replay import long_match
from game.ui import kits
from game.ui.replay import ReplayScene
from game.ui.table_widgets import PlainText
from tests.ui.harness import make_app

OBSERVATIONS_PER_JUMP = 4  # a table asks for a view or two of the position shown


def table_games() -> list[str]:
    from game.core.registry import GAMES

    return sorted(gid for gid in GAMES if kits.has_kit(gid))


class Counter:
    def __init__(self, monkeypatch, cls, name: str):
        self.calls = 0
        original = getattr(cls, name)

        def counted(*args, **kwargs):
            self.calls += 1
            return original(*args, **kwargs)

        monkeypatch.setattr(cls, name, counted)


@pytest.mark.parametrize("game_id", table_games())
def test_a_jump_anywhere_in_a_shown_game_does_no_work_that_grows_with_the_game(game_id, monkeypatch):
    match = long_match(game_id, 400, seed=1, tries=1)
    end = len(match.log)
    app = make_app(start=False)
    replay = ReplayScene(app, match, playing=False)
    app.push(replay)
    for i in range(0, end + 1, max(1, end // 40)):  # shown through once (a scrubber dragged along it)
        replay.seek(i)
        replay.draw(app.screen)
    replay.seek(end)
    replay.draw(app.screen)
    state_cls = type(match.state)
    applied = Counter(monkeypatch, state_cls, "apply")
    observed = Counter(monkeypatch, state_cls, "observation")
    wrapped = Counter(monkeypatch, PlainText, "wrap")
    counters = {}
    if game_id == "casino":
        from game.casino.table_text import LogBook
        counters["log lines told"] = Counter(monkeypatch, LogBook, "_add")
    if game_id == "the_dance":
        from game.the_dance.board_view import BallroomView
        from game.the_dance.table_text import LogWords
        counters["floors drawn"] = Counter(monkeypatch, BallroomView, "draw_floor")
        counters["log steps gone over again"] = Counter(monkeypatch, LogWords, "_round_before")
    if game_id == "trifecta":
        from game.trifecta.panel import SidePanel
        counters["panel frames drawn"] = Counter(monkeypatch, SidePanel, "draw_frame")
    if game_id == "fancy_dancing":
        from game.fancy_dancing import table_draw
        counters["panel frames drawn"] = Counter(monkeypatch, table_draw, "_draw_panel_frame")
    rng = random.Random(0)
    seen = sorted({0, end} | set(range(0, end + 1, max(1, end // 40))))
    jumps = [end, 0] + [rng.choice(seen) for _ in range(20)]
    for i in jumps:
        replay.seek(i)
        replay.draw(app.screen)
        assert replay.table.match.state is match.states[i]
    assert applied.calls == 0
    # (the newest line of The Dance's log may read otherwise while its move is under way: at most one a jump)
    assert wrapped.calls <= len(jumps), f"{wrapped.calls} log lines wrapped again in {len(jumps)} jumps"
    assert observed.calls <= OBSERVATIONS_PER_JUMP * len(jumps), f"{observed.calls} observations in {len(jumps)} jumps"
    for what, counter in counters.items():
        assert counter.calls == 0, f"{counter.calls} {what}"
