"""Rules help (pages, keys, scrolling, F1), the pass-and-play curtain and toasts."""
import pygame

from game.core.match import Match, Seat
from game.ui.curtain import GRACE, CurtainScene
from game.ui.rules_help import RulesHelpScene, layout_text
from game.ui.setup import SetupScene
from tests.ui.pebbles.table import PebblesTable
from tests.ui.harness import click, click_widget, key, make_app, step


def open_help(app, game_id="pebbles"):
    app.open("help", game_id)
    step(app, 2)
    scene = app.top
    assert isinstance(scene, RulesHelpScene)
    return scene


def test_help_pages_turn_with_keys_buttons_and_dots(pebbles):
    app = make_app()
    scene = open_help(app)
    assert [p["title"] for p in scene.pages] == ["The pile", "Winning", "Keys"]
    key(app, pygame.K_RIGHT)
    assert scene.page == 1
    key(app, pygame.K_PAGEDOWN)
    assert scene.page == 2
    key(app, pygame.K_RIGHT)  # stays on the last page
    assert scene.page == 2 and not scene.buttons["next"].is_enabled
    click_widget(app, scene.buttons["prev"])
    assert scene.page == 1
    key(app, pygame.K_PAGEUP)
    assert scene.page == 0 and not scene.buttons["prev"].is_enabled
    click(app, scene._dot_rects()[2].center)
    assert scene.page == 2
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, RulesHelpScene)


def test_long_pages_scroll_and_short_ones_do_not(pebbles):
    app = make_app(size=(960, 540))
    scene = open_help(app)
    key(app, pygame.K_DOWN)
    assert scene.scroll == 0  # the first page fits
    key(app, pygame.K_RIGHT)
    for _ in range(5):
        key(app, pygame.K_DOWN, frames=1)
    assert scene.scroll > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False))
    step(app, 2)
    assert scene.scroll == 0


def test_bullets_wrap_with_a_hanging_indent():
    lines = layout_text("Intro.\n\n- " + "word " * 40, 18, 300)
    kinds = [kind for _, _, kind in lines]
    assert kinds[:3] == ["text", "gap", "bullet"]
    assert all(indent > 0 for indent, _, kind in lines[3:])


def test_help_for_trifoil_renders_every_page():
    app = make_app()
    scene = open_help(app, "trifoil")
    for _ in range(len(scene.pages) + 1):
        key(app, pygame.K_RIGHT, frames=1)
    assert scene.page == len(scene.pages) - 1


def test_f1_opens_the_rules_of_the_game_on_screen(pebbles):
    app = make_app(game="pebbles")
    step(app, 2)
    assert isinstance(app.top, SetupScene)
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesHelpScene) and app.top.game_id == "pebbles"
    key(app, pygame.K_F1)  # F1 again closes it
    assert isinstance(app.top, SetupScene)


def test_curtain_hides_the_table_until_the_next_player_is_ready(pebbles):
    app = make_app()
    match = Match.new("pebbles", 2, None, seed=1, seats=[Seat("human", "Ann"), Seat("human", "Bo")])
    table = PebblesTable(app, match)
    app.push(table)
    step(app, 2)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Ann"
    assert not curtain.is_overlay  # nothing of the table is drawn beneath
    key(app, pygame.K_SPACE)  # too soon: the click that ended the last turn must not lift it
    assert app.top is curtain
    curtain.age = GRACE
    key(app, pygame.K_SPACE)
    assert app.top is table
    key(app, pygame.K_2, unicode="2")
    assert isinstance(app.top, CurtainScene) and app.top.name == "Bo"
    app.top.age = GRACE
    click(app, (100, 100))
    assert app.top is table and table.viewer() == 1


def test_curtain_esc_opens_the_pause_menu_over_it(pebbles):
    from game.ui.pause import PauseScene

    app = make_app()
    match = Match.new("pebbles", 2, None, seed=1, seats=[Seat("human", "Ann"), Seat("human", "Bo")])
    app.push(PebblesTable(app, match))
    step(app, 2)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and isinstance(app.stack[-2], CurtainScene)


def test_no_curtain_against_the_ai(pebbles):
    app = make_app()
    match = Match.new("pebbles", 2, None, seed=1, seats=[Seat("human", "Ann"), Seat("ai", "Countess")])
    table = PebblesTable(app, match)
    app.push(table)
    step(app, 3)
    assert app.top is table


def test_toasts_show_then_fade():
    app = make_app()
    app.toast("The ball begins.")
    app.toast("The ball begins.")  # the same message does not stack
    step(app, 2)
    assert len(app.toasts.items) == 1
    for item in app.toasts.items:
        item.age = item.seconds - 0.01
    step(app, 3)
    assert not app.toasts.items
