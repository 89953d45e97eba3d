"""A sixth game plugs in without any shell change: Pebbles (tests/ui/pebbles: pure rules, a table, a
kit) is registered through the public API alone (game.ui.kits.register, by the `pebbles` fixture), and
then appears in the launcher, the setup, Watch, the table, the help, the results, Past games and the
statistics, with its own picture, emblem, words and pages."""
from pathlib import Path

import pygame

from game.core import past_games, records
from game.ui import kits
from game.ui.emblems import emblem
from game.ui.launcher import LauncherScene
from game.ui.past_games_scene import PastGamesScene
from game.ui.replay import ReplayScene
from game.ui.results import ResultsScene
from game.ui.rules_help import RulesHelpScene
from game.ui.setup import SetupScene
from game.ui.stats_scene import StatsScene
from game.ui.watch import WatchSetupScene
from tests.ui.harness import click, key, make_app, step
from tests.ui.pebbles.kit import KIT
from tests.ui.pebbles.table import PebblesTable

GAME_PACKAGE = Path(__file__).resolve().parents[2] / "game"


def pebbles_card(launcher) -> int:
    return next(i for i, e in enumerate(launcher.entries) if e.game_id == "pebbles")


def test_no_shell_file_names_the_sixth_game():
    """The proof by construction: nothing under game/ mentions Pebbles, so everything below comes from
    the registration alone."""
    assert not [p for p in GAME_PACKAGE.rglob("*.py") if "pebbles" in p.read_text(encoding="utf-8").lower()]


def test_it_is_on_the_launcher_with_its_own_picture(pebbles):
    app = make_app()
    step(app, 2)
    launcher = app.top
    index = pebbles_card(launcher)
    entry = launcher.entries[index]
    assert entry.ready and entry.title == "Pebbles" and entry.players == "2 players"
    assert entry.tagline == pebbles.info.tagline
    assert "pebbles" not in launcher._thumb_failed and "pebbles" not in launcher._kit_failed
    # its emblem (for the results, or a card whose picture fails) is its own, not another game's
    own = pygame.image.tobytes(emblem(KIT.emblem, (80, 80)), "RGBA")
    others = {pygame.image.tobytes(emblem(kits.kit(g).emblem, (80, 80)), "RGBA")
              for g in ("trifoil", "fancy_dancing", "trifecta", "casino", "the_dance")}
    assert own not in others


def test_setup_table_help_results_past_games_and_statistics(pebbles):
    app = make_app()
    step(app, 2)
    launcher = app.top
    click(app, launcher.card_rects[pebbles_card(launcher)].center)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.info.id == "pebbles"
    step(app, 2)
    preview = next(surf for key_, surf in setup._preview_cache.items() if key_[0] == "pile")
    assert preview.get_bounding_rect().width > 0  # the kit's option preview: the pile drawn
    setup.start()  # a person and the AI (the harness's stand-in for the worker takes one pebble)
    step(app, 2)
    table = app.top
    assert isinstance(table, PebblesTable)

    key(app, pygame.K_F1)  # its own rules pages
    assert isinstance(app.top, RulesHelpScene) and app.top.title == "Pebbles"
    assert [p["title"] for p in app.top.pages] == ["The pile", "Winning", "Keys"]
    key(app, pygame.K_ESCAPE)
    assert app.top is table

    person = table.human_seats()[0]
    for _ in range(2000):
        if table.match.is_over():
            break
        if person in table.match.state.to_move():
            take = min(2, table.match.state.pile)
            key(app, pygame.K_0 + take, unicode=str(take))
        step(app, 1)
    assert table.match.is_over()
    for _ in range(200):
        step(app, 1)
        if isinstance(app.top, ResultsScene):
            break
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.score_label() == "Pebbles taken"
    assert results.lines and all(line.split()[-1].isdigit() for line in results.lines)
    assert "The last pebble was taken." in results.subline()  # the rules' end_reason, the default end text

    results.open_stats()  # its statistics count the game
    stats = app.top
    assert isinstance(stats, StatsScene) and stats.record()["played"] == 1
    assert records.game_records("pebbles")[0]
    stats.open_past()  # and Past games keeps it
    past = app.top
    assert isinstance(past, PastGamesScene) and [g.game_id for g in past.games] == ["pebbles"]
    assert past_games.entries()[0][0].title == "Pebbles"
    past.watch()
    replay = app.top
    assert isinstance(replay, ReplayScene) and isinstance(replay.table, PebblesTable)
    assert replay.moves == len(table.match.log)
    step(app, 3)


def test_watch_puts_the_ai_in_every_seat(pebbles):
    app = make_app()
    step(app, 2)
    launcher = app.top
    launcher.open_watch(pebbles_card(launcher))
    assert isinstance(app.top, WatchSetupScene) and app.top.info.id == "pebbles"
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, PebblesTable) and table.watching and table.demo
    for _ in range(300):
        step(app, 1)
        if app._ai.requests:
            break
    assert app._ai.requests and app._ai.requests[0][0].game.info.id == "pebbles"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LauncherScene)


def test_the_command_line_scenes_open_for_it(pebbles):
    for scene, kind in (("setup:pebbles", SetupScene), ("help:pebbles", RulesHelpScene),
                        ("stats:pebbles", StatsScene), ("watch:pebbles", WatchSetupScene),
                        ("results:pebbles", ResultsScene), ("replay:pebbles", ReplayScene)):
        app = make_app(open=scene)
        step(app, 2)
        assert isinstance(app.top, kind), scene
        assert app.faults == 0
