"""Screenshots of the Casino Trifecta table in the moments worth looking at, at any window size:
`python tools/casino_table_shots.py --size 1280x720 --out shots/` writes setup, secret (the secret card's
chooser), crowded (20+ cards and several builds, a card picked and its caption), chooser (several
readings of one play), curtain, results and help PNGs.

Drives the real App headless (the tests' harness); a developer's tool, never imported by the game.
"""
from __future__ import annotations

import sys
from pathlib import Path

from shots_kit import new_app, run, shot  # first: it puts the project on the path and sets SDL up

from game.casino import scene as casino_scene  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.ui.app import App  # noqa: E402


def open_table(app: App, match: Match):
    table = casino_scene.create_table(app, match)
    app.push(table)
    table.update(0.0)
    return table


def setup_and_help(size, out: Path) -> None:
    from game.casino.help import PAGES
    from game.ui.launcher import LauncherScene
    from game.ui.rules_help import RulesHelpScene
    from game.ui.setup import SetupScene

    app = new_app(size, animations=False)
    app.push(LauncherScene(app))
    shot(app, out / "launcher.png", 8)
    app.push(SetupScene(app, "casino"))
    shot(app, out / "setup.png", 8)
    app.pop()
    for page in range(len(PAGES)):
        app.push(RulesHelpScene(app, "casino", page=page))
        shot(app, out / f"help_{page + 1:02d}.png", 3)
        app.pop()
    app.quit()


def secret(size, out: Path) -> None:
    app = new_app(size, animations=False)
    match = Match.new("casino", 2, {"first": 0}, seed=3, seats=[Seat("human", "You"), Seat("ai", "Countess", "normal")])
    open_table(app, match)
    shot(app, out / "secret.png", 10)
    app.quit()


def crowded(size, out: Path) -> None:
    """The tests' crowded table (three rounds of drops and builds), a hand card picked: the lit cards
    and the caption; then the chooser of a play that reads several ways, if the hand has one."""
    from tests.casino.test_table import click, crowded_match, hand_point

    from game.casino import cards as C

    app = new_app(size, animations=False)
    match = crowded_match()
    while match.state.turn != 0:  # the person's turn: her hand may be picked up
        seat = match.state.turn
        match.play(next(a for a in match.state.legal_actions(seat) if a[0] == "drop"), seat)
    table = open_table(app, match)
    shot(app, out / "crowded.png", 5)
    hand = match.state.hands[0]
    number = [c for c in hand if C.number_values(c)]
    click(table, hand_point(table, C.NAME[(number or hand)[-1]]))
    shot(app, out / "crowded_picked.png", 5)
    app.quit()


def curtain(size, out: Path) -> None:
    app = new_app(size, animations=False)
    match = Match.new("casino", 2, {"first": 0}, seed=3, seats=[Seat("human", "Ada"), Seat("human", "Bea")])
    open_table(app, match)
    shot(app, out / "curtain.png", 30)
    app.quit()


def results(size, out: Path) -> None:
    from game.ui.start import finished_match

    app = new_app(size, animations=False)
    table = open_table(app, finished_match("casino", 4))
    table.finish_animation()
    table.open_results()
    shot(app, out / "results.png", 10)
    app.quit()


def main(argv=None) -> int:
    jobs = {"setup": setup_and_help, "secret": secret, "crowded": crowded, "curtain": curtain, "results": results}
    return run(__doc__, jobs, argv)


if __name__ == "__main__":
    sys.exit(main())
