"""What a replay's jump costs, counted (never timed: `make bench` times jumps, see game/bench_replay.py).

Once a replay has shown its game through, a jump anywhere replays no state, tells no move log line again,
wraps (almost) no log line again and asks for a bounded number of observations however long the game
is; The Dance keeps its room's picture (the floor is not drawn again for a jump) and the steps of its log
told (a jump forward goes over none again); Trifecta and Fancy Dancing keep their panels' frames (drawn
once into their backdrops). A jump back to a position already shown renders no text and turns no card
again (the pictures are remembered), and a Trifecta replay, once warmed up, turns no card even on a first
jump to a hand of a size not shown yet (its warm-up turned every angle a fan takes)."""
import random
from collections import OrderedDict

import pygame
import pytest

from game.bench_replay import long_match, warm
from game.ui import kits, theme
from game.ui.replay import ReplayScene
from game.ui.table_widgets import PlainText
from tests.ui.harness import make_app

OBSERVATIONS_PER_JUMP = 4  # a table asks for a view or two of the position shown


def table_games() -> list[str]:
    from game.core.registry import GAMES

    return sorted(gid for gid in GAMES if kits.has_kit(gid))


class CountedCache(OrderedDict):
    """The theme's rendered-text cache, counting the texts rendered anew (each is stored once)."""

    def __init__(self, *args):
        self.stored = 0
        super().__init__(*args)
        self.stored = 0

    def __setitem__(self, key, value):
        self.stored += 1
        super().__setitem__(key, value)


def count_renders(monkeypatch) -> CountedCache:
    cache = CountedCache(theme._TEXT_CACHE)
    monkeypatch.setattr(theme, "_TEXT_CACHE", cache)
    return cache


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
    # every jump above went somewhere already shown: a second round of them makes no new picture
    rendered = count_renders(monkeypatch)
    turned = Counter(monkeypatch, pygame.transform, "rotozoom")
    turned_flat = Counter(monkeypatch, pygame.transform, "rotate")
    for i in jumps:
        replay.seek(i)
        replay.draw(app.screen)
    assert rendered.stored == 0, f"{rendered.stored} texts rendered again"
    assert turned.calls + turned_flat.calls == 0, f"{turned.calls + turned_flat.calls} cards turned again"
    made = 2 * len(jumps)
    assert applied.calls == 0
    # (the newest line of The Dance's log may read otherwise while its move is under way: at most one a jump)
    assert wrapped.calls <= made, f"{wrapped.calls} log lines wrapped again in {made} jumps"
    assert observed.calls <= OBSERVATIONS_PER_JUMP * made, f"{observed.calls} observations in {made} jumps"
    for what, counter in counters.items():
        assert counter.calls == 0, f"{counter.calls} {what}"


def test_a_warmed_trifecta_replay_turns_no_card_on_a_first_jump(monkeypatch):
    match = long_match("trifecta", 400, seed=1, tries=1)
    end = len(match.log)
    app = make_app(start=False)
    replay = ReplayScene(app, match, playing=False)
    app.push(replay)
    warm(replay, app, end)  # the replay's frames ran until its warm-up was done; both ends shown
    assert not replay.table.opening.warming
    turned = Counter(monkeypatch, pygame.transform, "rotozoom")
    sizes = set()
    for i in range(1, end):  # every position not shown yet
        replay.seek(i)
        replay.draw(app.screen)
        sizes.add(replay.table.view().hidden_hand)
    assert len(sizes) > 3  # the face-down hand was shown at several sizes
    assert turned.calls == 0, f"{turned.calls} cards turned on first jumps"
