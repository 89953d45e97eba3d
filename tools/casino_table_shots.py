"""Screenshots of the Casino Trifecta table in the moments worth looking at, at any window size:
`python tools/casino_table_shots.py --size 1280x720 --out shots/` writes the secret card's chooser, a
table at the start of a turn, a card picked with its lit cards, a selection and its caption, a refusal,
the chooser of several readings, the K of spades' number, Subtraction armed, a card dragged, the hover
notes (a score, a pile, a tracker card), a capture in flight, a crowded table, a demonstration, the end
of a game, a replay, the curtain, the results, the setup and the help pages.

Deterministic: every frame lasts a fixed 1/60 s, the deals are stacked or seeded and the AI is the
tests' stub, so two runs of the same code write the same pixels and a change in looks shows as a
difference (`--compare DIR DIR` counts the differing pixels of each picture; CASINO_SHOTS_TWO_COLOUR=1
draws the suits in two colours, as before the four-colour setting).
Drives the real App headless (the tests' harness); a developer's tool, never imported by the game.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from shots_kit import new_app, run  # first: it puts the project on the path and sets SDL up

import pygame  # noqa: E402

from game.casino import cards as C  # noqa: E402
from game.casino import scene as casino_scene  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.ui.app import App  # noqa: E402

DT = 1 / 60
ADA_VS_AI = [Seat("human", "Ada"), Seat("ai", "Countess", "normal")]


class FixedClock:
    """Every frame lasts DT and nothing waits: the same frames give the same pictures."""

    def tick(self, fps: int = 0) -> int:
        return int(round(DT * 1000))

    def get_fps(self) -> float:
        return 1.0 / DT


def fixed_app(size, animations: bool = False) -> App:
    app = new_app(size, animations=animations)
    app.clock = FixedClock()
    if os.environ.get("CASINO_SHOTS_TWO_COLOUR"):  # to compare with pictures made before the setting
        app.settings.four_colour_suits = False
    return app


def quiet(app: App) -> None:
    """Let the table's listings off the frame finish before the next frame, so each run draws alike."""
    table = app.top
    for _ in range(5000):
        if not isinstance(table, casino_scene.CasinoTable) or not table.ahead.busy():
            return
        time.sleep(0.002)


def shot(app: App, path: Path, frames: int = 3) -> None:
    for _ in range(frames):
        quiet(app)
        app._frame()
    pygame.image.save(app.screen, str(path))
    print("wrote", path)


def open_table(app: App, match: Match, demo: bool = False):
    table = casino_scene.create_table(app, match, demo=demo)
    app.push(table)
    table.update(0.0)
    table.draw(app.screen)
    return table


def stacked(blue, red, table_cards, later=(), seats=ADA_VS_AI, first=0, secrets=("QH", "QC"), options=None):
    from tests.casino.helpers import deck_order
    from game.core import CHANCE

    match = Match.new("casino", 2, {"first": first, **(options or {})}, seed=5, seats=list(seats))
    match.play(("secret", C.card_id(secrets[0])), 0)
    match.play(("secret", C.card_id(secrets[1])), 1)
    match.play(("deck", deck_order(blue, red, table_cards, later)), CHANCE)
    return match


BLUE = ["8H", "3H", "10S", "KD"]
RED = ["2S", "9S", "4D", "JC"]
TABLE = ["5C", "3D", "8S", "9C"]


def hover(table, pos) -> None:
    from tests.casino.table_helpers import send

    send(table, "move", pos)


def secret(size, out: Path) -> None:
    from tests.casino.table_helpers import click, secret_cells

    app = fixed_app(size)
    match = Match.new("casino", 2, {"first": 0}, seed=3, seats=[Seat("human", "You"), Seat("ai", "Countess", "normal")])
    table = open_table(app, match)
    shot(app, out / "secret.png", 10)
    click(table, secret_cells(table)[C.card_id("7C")].center)
    shot(app, out / "secret_chosen.png", 3)
    app.quit()


def picking(size, out: Path) -> None:
    """A turn by pointer and keys: the start, a card picked, a selection, a refusal."""
    from tests.casino.table_helpers import click, hand_point, item_point

    app = fixed_app(size)
    table = open_table(app, stacked(BLUE, RED, TABLE))
    hover(table, (2, 2))
    shot(app, out / "turn.png", 3)
    click(table, hand_point(table, "8H"))
    hover(table, item_point(table, ("c", C.card_id("5C"))))
    shot(app, out / "picked.png", 3)
    click(table, item_point(table, ("c", C.card_id("5C"))))
    click(table, item_point(table, ("c", C.card_id("3D"))))
    hover(table, (2, 2))
    shot(app, out / "selection.png", 3)
    click(table, hand_point(table, "8H"), button=3)
    click(table, hand_point(table, "3H"))
    click(table, item_point(table, ("c", C.card_id("9C"))))
    hover(table, (2, 2))
    shot(app, out / "refusal.png", 3)
    app.quit()


def choosers(size, out: Path) -> None:
    from tests.casino.table_helpers import click, hand_point, item_point, key

    app = fixed_app(size)
    table = open_table(app, stacked(["5H", "5D", "10S", "KD"], RED, ["5C", "3D", "8S", "9C"]))
    click(table, hand_point(table, "5H"))
    click(table, item_point(table, ("c", C.card_id("5C"))))
    key(table, pygame.K_RETURN)
    hover(table, (2, 2))
    shot(app, out / "readings.png", 3)
    app.quit()
    app = fixed_app(size)
    table = open_table(app, stacked(["KS", "9H", "2C", "7D"], RED, ["4C", "10D", "6H", "QD"]))
    click(table, hand_point(table, "KS"))
    click(table, item_point(table, ("c", C.card_id("4C"))))
    key(table, pygame.K_RETURN)
    hover(table, (2, 2))
    shot(app, out / "king.png", 3)
    app.quit()


def lifelines(size, out: Path) -> None:
    """Subtraction armed with its caption; then the S / 9D refusal of the issue; a drag in flight."""
    from tests.casino.table_helpers import click, hand_point, item_point, key, send

    app = fixed_app(size)
    match = stacked(["AS", "8C", "4C", "KD"], RED, ["9D", "3D", "8S", "10C"])
    table = open_table(app, match)
    key(table, pygame.K_s)
    hover(table, (2, 2))
    shot(app, out / "subtract_armed.png", 3)
    click(table, hand_point(table, "AS"))
    click(table, item_point(table, ("c", C.card_id("9D"))))
    hover(table, (2, 2))
    shot(app, out / "subtract_refused.png", 3)
    click(table, hand_point(table, "AS"), button=3)
    start = hand_point(table, "KD")
    send(table, "move", start)
    send(table, "down", start)
    target = item_point(table, ("c", C.card_id("3D")))
    for k in range(1, 6):
        send(table, "move", (start[0] + (target[0] - start[0]) * k / 5, start[1] + (target[1] - start[1]) * k / 5))
    shot(app, out / "drag.png", 2)
    app.quit()


def newcomer(size, out: Path) -> None:
    """The issue's Casino points: the S / AS / 9D refusal with Confirm dim, the Pass question, the score's
    note with the races, and the settings screen with its four-colour row."""
    from game.ui.settings_menu import SettingsScene
    from tests.casino.table_helpers import click, hand_point, item_point, key, score_point

    app = fixed_app(size)
    table = open_table(app, stacked(["AS", "4C", "KD", "7H"], RED, ["9D", "3D", "8S", "10C"]))
    key(table, pygame.K_s)
    click(table, hand_point(table, "AS"))
    click(table, item_point(table, ("c", C.card_id("9D"))))
    key(table, pygame.K_RETURN)
    hover(table, (2, 2))
    shot(app, out / "new_refusal.png", 3)
    click(table, hand_point(table, "AS"), button=3)
    key(table, pygame.K_p)
    shot(app, out / "new_pass_question.png", 3)
    app.quit()
    app = fixed_app(size)
    match = stacked(["10H", "2D", "AH", "KD"], ["9S", "3S", "4D", "JC"], ["10D", "8C", "AC", "2H"])
    for seat, text in ((0, "capture 10H: 10D"), (1, "capture 9S: 8C+AC")):
        match.play(match.state.parse_action(text), seat)
    table = open_table(app, match)
    hover(table, score_point(table, 1))
    shot(app, out / "new_score_note.png", 2)
    app.quit()
    app = fixed_app(size)
    app.push(SettingsScene(app))
    shot(app, out / "new_settings.png", 4)
    app.quit()


def notes(size, out: Path) -> None:
    """The hover notes after a few captures: a score, a captured pile, a card of the tracker."""
    from tests.casino.table_helpers import pile_point, score_point, tracker_point

    app = fixed_app(size)
    match = stacked(["10H", "2D", "AH", "KD"], ["3S", "9S", "4D", "AC"], ["10D", "8C", "AS", "2S"])
    for seat, text in ((0, "capture 10H: 10D 8C+2S"), (1, "capture AC: AS"), (0, "drop KD")):
        match.play(match.state.parse_action(text), seat)
    table = open_table(app, match)
    for name, point in (("note_score", score_point(table, 0)), ("note_score_other", score_point(table, 1)),
                        ("note_pile", pile_point(table, "bottom")), ("note_tracker", tracker_point(table, "10D"))):
        hover(table, point)
        shot(app, out / f"{name}.png", 2)
    app.quit()


def flight(size, out: Path) -> None:
    """A capture mid-flight and mid-sweep, at normal animation speed."""
    from tests.casino.table_helpers import click, hand_point, item_point, key

    app = fixed_app(size, animations=True)
    table = open_table(app, stacked(["10H", "2D", "AH", "KD"], ["3S", "9S", "4D", "JC"], ["10D", "8C", "AC", "2S"]))
    click(table, hand_point(table, "10H"))
    for name in ("10D", "8C", "2S"):
        click(table, item_point(table, ("c", C.card_id(name))))
    key(table, pygame.K_RETURN)
    hover(table, (2, 2))
    shot(app, out / "flight_1.png", 15)
    shot(app, out / "flight_2.png", 30)
    shot(app, out / "flight_3.png", 30)
    app.quit()


def crowded(size, out: Path) -> None:
    """The tests' crowded table (three rounds of drops and builds), a hand card picked: the lit cards
    and the caption."""
    from tests.casino.test_table import crowded_match
    from tests.casino.table_helpers import click, hand_point

    app = fixed_app(size)
    match = crowded_match()
    while match.state.turn != 0:  # the person's turn: her hand may be picked up
        seat = match.state.turn
        match.play(next(a for a in match.state.legal_actions(seat) if a[0] == "drop"), seat)
    table = open_table(app, match)
    hover(table, (2, 2))
    shot(app, out / "crowded.png", 5)
    hand = match.state.hands[0]
    number = [c for c in hand if C.number_values(c)]
    click(table, hand_point(table, C.NAME[(number or hand)[-1]]))
    hover(table, (2, 2))
    n = 0
    while not table.advisor.settled(table.world(0), 0, table.ui.pick):  # the lights are found a slice a frame
        quiet(app)
        app._frame()
        n += 1
    shot(app, out / "crowded_picked.png", max(0, 5 - n))
    app.quit()


def demo(size, out: Path) -> None:
    from tests.ui.harness import StubAI

    app = fixed_app(size, animations=True)
    app._ai = StubAI("random", seed=1)
    match = Match.new("casino", 2, None, seed=2, seats=[Seat("ai", "A", "easy"), Seat("ai", "B", "easy")])
    open_table(app, match, demo=True)
    shot(app, out / "demo_1.png", 240)
    shot(app, out / "demo_2.png", 400)
    app.quit()


def ending(size, out: Path) -> None:
    """The last position (the felt says who won), the results, and a replay of the same game."""
    from game.ui.replay import ReplayScene
    from game.ui.start import finished_match

    app = fixed_app(size)
    match = finished_match("casino", 4)
    table = open_table(app, match)
    table.finish_animation()
    shot(app, out / "over.png", 3)
    table.open_results()
    shot(app, out / "results.png", 10)
    app.quit()
    app = fixed_app(size)
    app.push(ReplayScene(app, finished_match("casino", 4), view=0, start=20, playing=False))
    shot(app, out / "replay.png", 5)
    app.quit()


def curtain(size, out: Path) -> None:
    app = fixed_app(size)
    match = Match.new("casino", 2, {"first": 0}, seed=3, seats=[Seat("human", "Ada"), Seat("human", "Bea")])
    open_table(app, match)
    shot(app, out / "curtain.png", 30)
    app.quit()


def setup_and_help(size, out: Path) -> None:
    from game.casino.help import PAGES
    from game.ui.launcher import LauncherScene
    from game.ui.rules_help import RulesHelpScene
    from game.ui.setup import SetupScene

    app = fixed_app(size)
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


def compare(a_dir: Path, b_dir: Path) -> int:
    """Print, for each picture in both folders, how many pixels differ and where; 0 when all agree."""
    changed = 0
    for a_path in sorted(a_dir.glob("*.png")):
        b_path = b_dir / a_path.name
        if not b_path.exists():
            print(f"{a_path.name}: missing in {b_dir}")
            continue
        a, b = pygame.image.load(str(a_path)), pygame.image.load(str(b_path))
        if a.get_size() != b.get_size():
            print(f"{a_path.name}: sizes differ {a.get_size()} {b.get_size()}")
            changed += 1
            continue
        d1, d2 = a.convert(24), b.convert(24)
        diff = d1.copy()
        diff.blit(d2, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        back = d2.copy()
        back.blit(d1, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        same = pygame.mask.from_threshold(diff, (0, 0, 0), (1, 1, 1, 255))
        same.invert()
        n = same.count()
        where = same.get_bounding_rects()
        print(f"{a_path.name}: {'identical' if not n else f'{n} pixels differ in {where[:4]}'}")
        changed += bool(n)
    return changed


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "--compare":
        pygame.display.init()
        pygame.display.set_mode((8, 8))
        return 1 if compare(Path(argv[1]), Path(argv[2])) else 0
    jobs = {"newcomer": newcomer, "secret": secret, "picking": picking, "choosers": choosers, "lifelines": lifelines, "notes": notes,
            "flight": flight, "crowded": crowded, "demo": demo, "ending": ending, "curtain": curtain,
            "setup": setup_and_help}
    return run(__doc__, jobs, argv)


if __name__ == "__main__":
    sys.exit(main())
