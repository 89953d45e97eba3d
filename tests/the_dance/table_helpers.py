"""Helpers for The Dance's table tests: open a table on a real App, run it until a person must act,
and perform any legal action the way a person would (clicks on pieces, hexes, tables, buttons,
chooser tiles and the attempt panel; keys where a key is the way)."""
from __future__ import annotations

import pygame

from game.core import CHANCE
from game.core.match import Match, Seat
from game.the_dance import floor as F
from game.the_dance import scene as dance_scene
from tests.ui.harness import click_scene, frames, show_table


def seats(n: int, humans=(0,)) -> list:
    names = ["You", "Countess", "Duke", "Marquise", "Baron", "Viscountess"]
    return [Seat("human", names[i]) if i in humans else Seat("ai", names[i], "normal") for i in range(n)]


def open_table(app, n: int = 2, humans=(0,), options=None, seed: int = 3, demo: bool = False, match=None):
    match = match or Match.new("the_dance", n, options, seed=seed, seats=seats(n, humans))
    return show_table(app, dance_scene.create_table(app, match, demo=demo))


def key(table, k, mod=0) -> None:
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def run_until_person(app, table, limit: int = 4000) -> int | None:
    """Frames until a person may act at the table (the seat), or None once the game is over."""
    for _ in range(limit):
        if table.match.is_over():
            return None
        seat = table.acting_seat()
        if seat is not None and not table.animating():
            frames(app, 1)
            return seat
        frames(app, 1)
    raise AssertionError(f"nobody got to act: {table.state!r}")


def board_point(table, label: str):
    return table.board.centre_of(label)


def piece_point(table, kind: str, ident: str):
    for piece in table.input.pieces_now().values():
        if piece.kind == kind and piece.id == ident:
            return table.board.piece_pos(piece)
    raise AssertionError(f"no {kind} {ident} on show")


def tile_for(table, key_):
    chooser = table.chooser
    assert chooser is not None, "no chooser is open"
    for choice, tile in zip(chooser.choices, chooser.tiles):
        if choice.key == key_:
            return tile.center
    raise AssertionError(f"no tile for {key_!r}: {[c.key for c in chooser.choices]}")


def press(table, name: str) -> None:
    b = table.controls.get(name)
    assert b is not None, f"{name} is not shown: {table.controls.shown()}"
    click_scene(table, b.rect.center)


def do(app, table, action) -> None:  # noqa: C901 - one way per kind of action
    """Perform `action` for the person to act by the table's own input."""
    seat = table.acting_seat()
    assert seat is not None
    obs = table.observe()
    kind = action[0]
    table.draw(app.screen)  # the buttons and panels take their places
    if table.chooser is None and kind in ("avatar", "keep_power", "keep_plan", "drop", "keep_dancer", "discard",
                                          "initiative", "reroll", "adjust", "accept"):
        press(table, "choose")
        table.draw(app.screen)
    if kind in ("avatar", "keep_power", "keep_plan", "drop", "keep_dancer", "discard", "initiative", "accept"):
        click_scene(table, tile_for(table, action))
        return
    if kind in ("reroll", "adjust"):
        group = ("group", "reroll") if kind == "reroll" else ("group", ("adjust", action[1]))
        click_scene(table, tile_for(table, group))
        table.draw(app.screen)
        if table.chooser is not None:
            click_scene(table, tile_for(table, action))
        return
    mine = obs["families"][seat]["avatar"]
    if kind == "move":
        click_scene(table, piece_point(table, "avatar", mine))
        if action[2] and not table.ui.ankh_on:
            key(table, pygame.K_k)
        click_scene(table, board_point(table, F.LABELS[action[1]]))
        return
    if kind in ("lead", "seat", "release"):
        d = F.DANCER_IDS[action[1]]
        click_scene(table, piece_point(table, "dancer", d))
        table.draw(app.screen)
        if kind == "lead":
            click_scene(table, board_point(table, F.LABELS[action[2]]))
        elif kind == "seat":
            fam = obs["families"][seat]
            click_scene(table, table.board.seat_pos(fam["table"], min(len(fam["seated"]), 5)))
        else:
            press(table, "release")
        return
    if kind == "unseat":
        click_scene(table, piece_point(table, "dancer", F.DANCER_IDS[action[1]]))
        table.draw(app.screen)
        press(table, "unseat")
        return
    if kind in ("done", "pass", "strategic"):
        press(table, kind)
        return
    if kind == "discipline":
        press(table, "discipline")
        table.draw(app.screen)
        if table.chooser is not None:
            click_scene(table, tile_for(table, action))
        return
    if kind in ("influence", "foil", "cutin", "server"):
        if kind == "influence" or (kind == "cutin" and action[1] == 0):
            d = action[1] if kind == "influence" else action[2]
            click_scene(table, piece_point(table, "dancer", F.DANCER_IDS[d]))
        elif kind == "server":
            click_scene(table, board_point(table, obs["server"]))
        else:
            a = action[1] if kind == "foil" else action[2]
            click_scene(table, piece_point(table, "avatar", F.AVATAR_IDS[a]))
        panel = table.attempt
        assert panel is not None, f"no attempt panel for {action!r}: {table.message}"
        table.draw(app.screen)
        if kind in ("influence", "foil"):
            dom, refs = action[2], tuple(F.MARKER_IDS[k] for k in action[3])
            for rect, row in panel.row_rects:
                if row.domain == dom:
                    click_scene(table, rect.center)
            for rect, shown in panel.ref_rects:
                if shown == refs:
                    click_scene(table, rect.center)
            click_scene(table, panel.roll.rect.center)
        elif kind == "cutin":
            button = panel.cut if panel.cut.rect.width else panel.roll
            click_scene(table, button.rect.center)
        else:
            click_scene(table, panel.roll.rect.center)
        return
    raise AssertionError(f"no way to play {action!r}")


def human_actions(match) -> list:
    return [(p, t) for p, t in match.log if p != CHANCE]
