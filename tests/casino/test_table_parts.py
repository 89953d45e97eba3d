"""Casino's table as parts: the buttons of a frame are decided in update (and after each event) and met by
the clicks that follow without any drawing in between; the painter never changes what it draws from (the
person's pick, the buttons, the sprites' resting places, the match); no class of the table's UI carries
more than about 60 methods of its own."""
import ast
from pathlib import Path

import pygame
import pytest

from game.casino import cards as C
from game.casino import scene as casino_scene
from game.core import CHANCE
from game.core.match import Match, Seat
from game.ui.app import App, AppOptions
from tests.casino.helpers import deck_order
from tests.casino.table_helpers import button_point, click, hand_point, item_point, key
from tests.ui.harness import StubAI
from tests.ui.harness import frames as frame

ADA_VS_AI = [Seat("human", "Ada"), Seat("ai", "Countess", "normal")]


@pytest.fixture
def app():
    application = App(AppOptions(size=(1280, 720)))
    application._ai = StubAI("held")
    application.settings.animation_speed = 1.0
    yield application


def stacked():
    match = Match.new("casino", 2, {"first": 0}, seed=5, seats=list(ADA_VS_AI))
    match.play(("secret", C.card_id("QH")), 0)
    match.play(("secret", C.card_id("QC")), 1)
    match.play(("deck", deck_order(["8H", "3H", "10S", "KD"], ["2S", "9S", "4D", "JC"], ["5C", "3D", "8S", "9C"])),
               CHANCE)
    return match


def test_a_turn_played_by_events_alone_never_needs_a_frame_drawn(app):
    """Pick, join two table cards and press Confirm with no draw() at all after the table opened: every
    click meets the buttons and the sprites update() and the events decided."""
    table = casino_scene.create_table(app, stacked())
    app.push(table)
    table.update(0.0)  # the table's first update lays it out; nothing is drawn
    assert table.controls.get("confirm") is not None and not table.controls.enabled("confirm")
    click(table, hand_point(table, "8H"))
    assert table.controls.get("confirm").label == "Drop"
    click(table, item_point(table, ("c", C.card_id("5C"))))
    click(table, item_point(table, ("c", C.card_id("3D"))))
    assert table.controls.get("confirm").label == "Capture 3 cards"
    click(table, button_point(table, "confirm"))
    assert table.match.log[-1] == (0, "capture 8H: 5C+3D")


def snapshot(table):
    sprites = tuple((ident, sp.x, sp.y, sp.lift, sp.glow, sp.angle, sp.key) for ident, sp in table.layer.sprites.items())
    ui = table.ui
    return (sprites, ui.pick, ui.armed, ui.hover_hand, ui.hover_item, ui.hover_button, ui.asking,
            tuple((c.key, c.label, c.enabled, c.primary, tuple(c.rect)) for c in table.controls.buttons),
            tuple(table.match.log), table.message, table.choreo.busy)


def test_the_painter_changes_nothing_it_draws_from(app):
    table = casino_scene.create_table(app, stacked())
    app.push(table)
    table.update(0.0)
    steps = [lambda: click(table, hand_point(table, "8H")),
             lambda: click(table, item_point(table, ("c", C.card_id("5C")))),
             lambda: key(table, pygame.K_s),  # the Subtraction armed
             lambda: key(table, pygame.K_BACKSPACE),
             lambda: click(table, hand_point(table, "KD")),
             lambda: key(table, pygame.K_RETURN)]  # a drop: the animation runs
    for step in steps + [lambda: None] * 40:
        step()
        table.update(1 / 60)
        before = snapshot(table)
        table.draw(app.screen)
        table.draw(app.screen)
        assert snapshot(table) == before, "a draw changed what the table draws from"
    assert table.match.log[-1] == (0, "drop KD")


def test_no_class_of_the_table_carries_more_than_sixty_methods():
    root = Path(casino_scene.__file__).parent
    ui_files = ["scene.py", "scene_draw.py", "table_input.py", "table_controls.py", "table_draw.py", "table_text.py",
                "pickers.py", "pick_reader.py", "panel.py", "selection.py", "view.py", "choreography.py", "layout.py",
                "ahead.py", "card_faces.py", "suit_text.py", "showcase.py", "turn_clock.py"]
    sizes = {}
    for name in ui_files:
        tree = ast.parse((root / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                sizes[f"{name}:{node.name}"] = sum(isinstance(b, ast.FunctionDef) for b in node.body)
    assert max(sizes.values()) <= 60, sorted(sizes.items(), key=lambda kv: -kv[1])[:3]
    # the table is no longer one object over mixins: the scene derives from the table base alone
    assert [b.__name__ for b in casino_scene.CasinoTable.__bases__] == ["TableScene"]


def test_frames_after_a_move_draw_the_same_as_a_fresh_table(app):
    """The base picture kept up to date part by part (one part a frame) ends up as a whole redraw does."""
    table = casino_scene.create_table(app, stacked())
    app.push(table)
    table.update(0.0)
    click(table, hand_point(table, "8H"))
    click(table, item_point(table, ("c", C.card_id("8S"))))
    key(table, pygame.K_RETURN)
    for _ in range(400):
        frame(app)
        if not table.animating():
            break
    frame(app, 6)  # the parts left over catch up
    kept = app.screen.copy()
    table.painter.forget()  # a whole redraw
    frame(app, 1, dt=0.0)
    whole = app.screen.copy()
    diff = sum(1 for x in range(0, kept.get_width(), 3) for y in range(0, kept.get_height(), 3)
               if kept.get_at((x, y)) != whole.get_at((x, y)))
    assert table.match.log[-1] == (0, "capture 8H: 8S") and diff == 0
