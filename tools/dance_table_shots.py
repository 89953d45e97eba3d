"""Screenshots of The Dance's table in the moments worth looking at, at any window size:
`python tools/dance_table_shots.py --size 1280x720 --out shots/` writes setup, midgame (six families,
a dozen Dancers held or seated), influence (the attempt panel open), waltz (the Dancers gliding),
curtain, results and help PNGs.

Drives the real App headless (the tests' harness), with the AI's moves played by the game's own Normal
bot; a developer's tool, never imported by the game.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

from shots_kit import new_app, run, shot  # first: it puts the project on the path and sets SDL up

import pygame  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.the_dance import floor as F  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.ui.app import App  # noqa: E402


def held_and_seated(state) -> int:
    obs = state.observation(None)
    return sum(1 for d in obs["dancers"] if d["held_by"] or d["seated_at"])


def play_until(match: Match, done, seed: int = 0, limit: int = 4000) -> Match:
    """Play the match with Normal bots (chance from the match's own RNG) until `done(state)`."""
    bots = {}
    for _ in range(limit):
        match.resolve_chance()
        state = match.state
        if state.is_over() or done(state):
            return match
        seat = min(state.to_move())
        bot = bots.setdefault(seat, make_bot("normal", "the_dance", seed + seat))
        match.play(bot.choose(state, seat), seat)
    return match


def table_for(app: App, match: Match):
    from game.the_dance.scene import create_table

    table = create_table(app, match, demo=False)
    app.push(table)
    return table


def seats(n: int, humans=(0,)) -> list:
    names = ["You", "Countess", "Duke", "Marquise", "Baron", "Viscountess"]
    return [Seat("human", names[i]) if i in humans else Seat("ai", names[i], "normal") for i in range(n)]


def midgame(size, out: Path) -> None:
    app = new_app(size)
    match = Match.new("the_dance", 6, None, seed=7, seats=seats(6))
    play_until(match, lambda s: held_and_seated(s) >= 12 and 0 in s.to_move() and s.phase == "dance", seed=7)
    table = table_for(app, match)
    table.finish_animation()
    shot(app, out / "midgame.png", 40)
    app.quit()


def influence(size, out: Path) -> None:
    app = new_app(size)
    match = Match.new("the_dance", 4, None, seed=11, seats=seats(4))

    def ready(s) -> bool:
        return s.phase == "influence" and 0 in s.to_move() and any(a[0] == "influence" for a in s.legal_actions(0))

    play_until(match, ready, seed=11)
    table = table_for(app, match)
    for _ in range(5):
        app._frame()
    action = next(a for a in match.state.legal_actions(0) if a[0] == "influence")
    label = match.state.observation(0)["dancers"][action[1]]["hex"]
    pos = table.board.centre_of(label)
    from tests.ui.harness import click

    shot(app, out / "targets.png", 3)
    click(app, pos)
    shot(app, out / "influence.png", 5)
    app.quit()


def release(size, out: Path) -> None:
    """The attempt panel when a success would release the one Dancer the person holds."""
    app = new_app(size)
    match = Match.new("the_dance", 2, None, seed=21, seats=seats(2))

    def ready(s) -> bool:
        if not (s.phase == "influence" and 0 in s.to_move()):
            return False
        obs = s.observation(0)
        fam = obs["families"][0]
        return len(fam["holds"]) == fam["markers"] == 1 and any(
            a[0] == "influence" and obs["dancers"][a[1]]["held_by"] is None for a in s.legal_actions(0))

    play_until(match, ready, seed=21)
    table = table_for(app, match)
    for _ in range(5):
        app._frame()
    obs = match.state.observation(0)
    action = next(a for a in match.state.legal_actions(0)
                  if a[0] == "influence" and obs["dancers"][a[1]]["held_by"] is None)
    from tests.ui.harness import click

    click(app, table.board.centre_of(obs["dancers"][action[1]]["hex"]))
    shot(app, out / "release.png", 5)
    app.quit()


def after_roll(size, out: Path) -> None:
    """The chooser after a roll for a family with Tactician (and Willpower with Super Villains)."""
    for seed in range(1, 200):
        match = Match.new("the_dance", 2, {"super_villains": True}, seed=seed, seats=seats(2))
        play_until(match, lambda s: s.phase == "after_roll" and 0 in s.to_move()
                   and any(a[0] == "adjust" for a in s.legal_actions(0)), seed=seed)
        if match.state.phase == "after_roll" and 0 in match.state.to_move():
            app = new_app(size)
            table_for(app, match)
            shot(app, out / "after_roll.png", 10)
            app.quit()
            return


def hint(size, out: Path) -> None:
    """A hint standing in the Dance Step: the dock in the panel, its words over the log's top."""
    from tests.ui.harness import StubAI

    app = new_app(size)
    app._ai = StubAI("first")
    match = Match.new("the_dance", 5, None, seed=13, seats=seats(5))
    play_until(match, lambda s: s.phase == "dance" and 0 in s.to_move() and s.observation(None)["round"] >= 2,
               seed=13)
    table_for(app, match)
    for _ in range(5):
        app._frame()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    shot(app, out / "hint.png", 6)
    app.quit()


def waltz(size, out: Path) -> None:
    app = new_app(size)
    match = Match.new("the_dance", 6, None, seed=5, seats=seats(6, humans=()))
    match.seats = [Seat("ai", s.name, "normal") for s in match.seats]

    def last_turn(s) -> bool:
        obs = s.observation(None)
        return (s.phase in ("influence",) and obs["order"] and obs["turn_seat"] == obs["order"][-1]
                and obs["round"] >= 3 and obs["tempo"] % 4 + 1 != 4 and obs["server"] is not None)

    play_until(match, last_turn, seed=5)
    table = table_for(app, match)
    table.finish_animation()
    for _ in range(3):
        app._frame()
    seat = min(match.state.to_move())
    table.play(("pass",), seat)
    show = table.show
    # into the glide of the path Dancers
    target = next((m.t0 for ms in show.motions.values() for m in ms if m.key[0] == "dancer"), 0.5) + 0.3
    while show is not None and show.t < target and not show.done:
        table.update(1 / 60)
        table.draw(app.screen)
    pygame.image.save(app.screen, str(out / "waltz.png"))
    print("wrote", out / "waltz.png")
    app.quit()


def curtain(size, out: Path) -> None:
    from tests.ui.harness import StubAI

    app = new_app(size)
    app._ai = StubAI("first")
    match = Match.new("the_dance", 3, None, seed=3, seats=seats(3, humans=(0, 1)))
    table_for(app, match)
    shot(app, out / "curtain.png", 120)
    app.quit()
    # later in the ball: the curtain in the colour of the family the next person plays
    app = new_app(size)
    app._ai = StubAI("first")
    match = Match.new("the_dance", 3, None, seed=3, seats=seats(3, humans=(0, 1)))
    play_until(match, lambda s: s.phase == "dance" and s.observation(None)["round"] >= 2 and 1 in s.to_move(),
               seed=3)
    table_for(app, match)
    shot(app, out / "curtain_family.png", 30)
    app.quit()


def results(size, out: Path) -> None:
    app = new_app(size)
    match = Match.new("the_dance", 4, None, seed=2, seats=seats(4))
    play_until(match, lambda s: False, seed=2)
    table = table_for(app, match)
    table.finish_animation()
    table.open_results()
    shot(app, out / "results.png", 10)
    app.quit()


def choosers(size, out: Path) -> None:
    """The Avatar chooser, the Power to keep, and (a seat with Willpower or Tactician) the roll's."""
    app = new_app(size)
    match = Match.new("the_dance", 3, None, seed=4, seats=seats(3))
    play_until(match, lambda s: s.phase == "avatar" and 0 in s.to_move(), seed=4)
    table_for(app, match)
    shot(app, out / "chooser_avatar.png", 10)
    app.quit()
    app = new_app(size)
    match = Match.new("the_dance", 3, None, seed=4, seats=seats(3))
    play_until(match, lambda s: s.phase == "keep_power" and 0 in s.to_move(), seed=4)
    table_for(app, match)
    shot(app, out / "chooser_power.png", 10)
    app.quit()
    for seed in range(1, 60):
        match = Match.new("the_dance", 2, {"super_villains": True}, seed=seed, seats=seats(2))
        play_until(match, lambda s: s.phase == "after_roll" and 0 in s.to_move(), seed=seed)
        if match.state.phase == "after_roll":
            app = new_app(size)
            table_for(app, match)
            shot(app, out / "chooser_roll.png", 10)
            app.quit()
            return


def dance_step(size, out: Path) -> None:
    """The person's Avatar picked up: her reach lit, the path and ghost to a far hex; then the next
    turn's foresight (other Avatars' reach, the next Waltz's steps)."""
    from tests.ui.harness import click

    app = new_app(size)
    match = Match.new("the_dance", 4, None, seed=13, seats=seats(4))
    play_until(match, lambda s: s.phase == "dance" and 0 in s.to_move() and s.observation(None)["round"] >= 3,
               seed=13)
    table = table_for(app, match)
    table.finish_animation()
    for _ in range(3):
        app._frame()
    obs = table.observe()
    mine = obs["families"][0]
    click(app, table.board.centre_of(mine["hex"]))
    moves = [a for a in match.state.legal_actions(0) if a[0] == "move" and not a[2]]
    far = max(moves, key=lambda a: F.distance(a[1], F.HEX[mine["hex"]]))
    import pygame as pg

    pos = table.board.centre_of(F.LABELS[far[1]])
    pg.event.post(pg.event.Event(pg.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0)))
    shot(app, out / "dance_step.png", 3)
    table.ui.selected = None
    table.ui.foresight = True
    shot(app, out / "foresight.png", 3)
    app.quit()


def setup_and_help(size, out: Path) -> None:
    from game.ui.setup import SetupScene

    app = new_app(size)
    from game.ui.launcher import LauncherScene

    app.push(LauncherScene(app))
    app.push(SetupScene(app, "the_dance"))
    shot(app, out / "setup.png", 8)
    app.pop()
    app.settings.last_setup["the_dance"] = {"players": 6}
    app.push(SetupScene(app, "the_dance"))
    shot(app, out / "setup6.png", 8)
    app.pop()
    from game.the_dance.help import PAGES
    from game.ui.rules_help import RulesHelpScene

    for page in range(len(PAGES)):
        app.push(RulesHelpScene(app, "the_dance", page=page))
        shot(app, out / f"help_{page + 1:02d}.png", 3)
        app.pop()
    app.quit()


def main(argv=None) -> int:
    random.seed(0)
    jobs = {"setup": setup_and_help, "midgame": midgame, "influence": influence, "waltz": waltz,
            "release": release, "after_roll": after_roll, "hint": hint,
            "curtain": curtain, "results": results, "choosers": choosers, "dance": dance_step}
    return run(__doc__, jobs, argv)


if __name__ == "__main__":
    sys.exit(main())
