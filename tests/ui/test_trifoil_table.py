"""Headless tests of the Trifoil table: clicks, refusals, spins, End turn, undo, hover, layouts, art."""
import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.trifoil import scene as trifoil_scene
from game.trifoil import showcase
from game.trifoil.board_view import still_key
from game.trifoil.kit import KIT
from game.trifoil.rules import GAME, longest_chain_path
from game.ui.app import App, AppOptions
from tests.trifoil.positions import position, slot
from tests.ui.harness import StubAI, show_table
from tests.ui.harness import click_scene as click
from tests.ui.harness import frames as frame

HUMANS = [Seat("human", "Blue"), Seat("human", "Red")]


@pytest.fixture
def app():
    application = App(AppOptions(size=(1280, 720)))
    application._ai = StubAI("held")
    yield application  # no pygame.quit(): fonts cached by the theme must stay valid between tests


def open_table(app, state=None, seats=None, demo=False, board="board_6"):
    match = Match.new("trifoil", 2, {"board": board}, seed=5, seats=list(seats or HUMANS))
    if state is not None:
        match.states = [state]
    return show_table(app, trifoil_scene.create_table(app, match, demo=demo))


def key(table, k, mod=0):
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def centre(table, letter):
    board = table.state.board
    return table.geo.centres[board.position_of_letter(letter)]


def handle_point(table, name, direction):
    for h in table.geo.handles:
        if h.name == name:
            return h.cw if direction == "cw" else h.ccw
    raise KeyError(name)


def test_clicks_on_two_touching_blinks_place_a_link(app):
    table = open_table(app)
    click(table, centre(table, "B"))
    assert table.selected == table.state.board.position_of_letter("B")
    click(table, centre(table, "D"))
    assert table.match.log == [(0, "place B>D")]
    assert table.state.slots[slot("board_6", "B.NE")] == 1
    assert table.selected is None
    assert table.animating()  # the new light blooms in
    frame(app, n=60)
    assert not table.animating()


def test_a_push_slides_every_moved_link(app):
    state = position(blue=["B.NE", "D.SW"], red=["A.SE"], to_move=0)
    table = open_table(app, state)
    click(table, centre(table, "B"))
    click(table, centre(table, "D"))
    assert table.match.log == [(0, "push B>D")]
    moving = table.anim.frame(table.geo).floating
    assert len(moving) == 2  # B's link enters D, D's back link moves to D's front
    assert table.state.slots[slot("board_6", "D.SW")] == 1 and table.state.slots[slot("board_6", "D.NE")] == 1


def test_a_pair_on_an_opponents_link_shows_the_reason(app):
    state = position(blue=["A.SE"], red=["B.NE"], to_move=0)
    table = open_table(app, state)
    click(table, centre(table, "B"))
    click(table, centre(table, "D"))
    assert table.match.log == []
    assert "push only your own" in table.message
    assert table.said.kind == "refusal"
    text, kind = table._status_text()
    assert kind == "refusal" and "red's" in text
    table.draw(app.screen)


def test_legal_targets_are_lit_after_choosing_a_blink(app):
    state = position(blue=["A.SE"], red=["B.NE"], to_move=0)
    table = open_table(app, state)
    click(table, centre(table, "B"))
    look = table._look()
    board = table.state.board
    assert look.targets[board.position_of_letter("D")] is False  # red's link faces D
    assert look.targets[board.position_of_letter("C")] is True


def test_spin_handle_spins_with_animation_and_the_ai_waits(app):
    state = position(blue=["A.SE"], red=["D.SE", "E.NE", "F.SW"], to_move=0, first_turn=True)
    table = open_table(app, state, seats=[Seat("human", "Blue"), Seat("ai", "Red", "random")])
    click(table, handle_point(table, "Theta", "cw"))
    assert table.match.log == [(0, "spin Theta cw")]
    assert table.animating()
    spinning = table.anim.frame(table.geo).spinning
    assert len(spinning) == 3
    frame(app, dt=0.05, n=3)
    assert table.animating() and app.ai.requests == []  # the AI waits for the spin to finish
    frame(app, dt=0.05, n=40)
    assert not table.animating()
    assert len(app.ai.requests) == 1 and app.ai.requests[0][1] == 1


def test_an_illegal_spin_handle_says_why(app):
    state = position(blue=["D.SE", "E.NE"], red=["F.SW"], to_move=0)
    table = open_table(app, state)
    look = table._look()
    assert look.handles[(2, "cw")] == "off"
    click(table, handle_point(table, "Theta", "ccw"))
    assert table.match.log == []
    assert table.message.startswith("Minority rule: you have 2 links on Theta, red has 1")


def test_end_turn_by_button_and_by_enter(app):
    table = open_table(app)
    click(table, centre(table, "B"))
    click(table, centre(table, "D"))  # the first turn has one action: red to move
    click(table, centre(table, "E"))
    click(table, centre(table, "F"))
    assert table.match.log[-1] == (1, "place E>F")
    frame(app, n=40)
    click(table, table.panel.end_button.rect.center)
    assert table.match.log[-1] == (1, "end")
    click(table, centre(table, "A"))
    click(table, centre(table, "B"))
    key(table, pygame.K_RETURN)
    assert table.match.log[-1] == (0, "end")
    key(table, pygame.K_RETURN)  # nothing taken yet this turn
    assert table.match.log[-1] == (0, "end")
    assert "before ending" in table.message


def test_ctrl_z_undoes_back_to_the_start_of_the_turn(app):
    state = position(blue=["A.SE"], red=["B.NE"], to_move=0)
    table = open_table(app, state)
    before = table.state.slots
    click(table, centre(table, "C"))
    click(table, centre(table, "E"))  # the first of two actions: the turn is still blue's
    assert len(table.match.log) == 1 and table.animating()
    table.update(0.0)  # the buttons are decided each frame, before drawing
    assert table.panel.undo_button.enabled
    key(table, pygame.K_z, pygame.KMOD_CTRL)
    assert table.match.log == [] and table.state.slots == before
    assert not table.animating()
    key(table, pygame.K_z, pygame.KMOD_CTRL)
    assert "Nothing to undo" in table.message
    click(table, centre(table, "C"))
    click(table, centre(table, "E"))
    table.update(0.0)  # enables the Undo button
    table.draw(app.screen)
    click(table, table.panel.undo_button.rect.center)
    assert table.match.log == [] and table.state.slots == before


def test_hovering_a_player_highlights_their_chain(app):
    state = position(blue=["A.SE", "D.NW", "D.S", "E.N"], red=["C.NE"], to_move=1)
    table = open_table(app, state)
    assert table._look().chain == []
    pos = table.panel.cards[0].center
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    look = table._look()
    assert len(look.chain) == 4
    assert look.chain == longest_chain_path(state.board, state.slots, 1)
    table.draw(app.screen)


def test_input_during_an_animation_completes_it_first(app):
    table = open_table(app)
    click(table, centre(table, "B"))
    click(table, centre(table, "D"))
    assert table.animating()
    click(table, centre(table, "E"))
    assert not table.animating() and table.selected == table.state.board.position_of_letter("E")


def test_animation_speed_zero_applies_moves_at_once(app):
    app.settings.animation_speed = 0.0
    table = open_table(app)
    click(table, centre(table, "B"))
    click(table, centre(table, "D"))
    assert table.match.log == [(0, "place B>D")]
    assert not table.animating()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1920, 1080)])
@pytest.mark.parametrize("board", ["board_6", "board_12"])
def test_the_table_fits_each_window_size(size, board):
    app = App(AppOptions(size=size))
    app._ai = StubAI("held")
    state = GAME.new_game(2, {"board": board})
    table = open_table(app, state, board=board)
    click(table, centre(table, "B"))
    table.draw(app.screen)
    screen = app.screen.get_rect()
    panel = table.panel.rect
    assert screen.contains(panel) and screen.contains(table.geo.extent)
    assert not panel.colliderect(table.geo.extent)
    assert not table.status.rect.colliderect(panel) and screen.contains(table.status.rect)
    assert not table.status.rect.colliderect(table.geo.extent)
    for r in (*table.panel.cards, table.panel.end_button.rect, table.panel.undo_button.rect):
        assert panel.contains(r)
    assert table.panel.log_rect.height > 60


def test_a_demo_table_plays_itself(app):
    table = open_table(app, seats=[Seat("ai", "Blue", "random"), Seat("ai", "Red", "random")], demo=True)
    frame(app, dt=0.2, n=5)
    assert app.ai.requests
    state, seat = app.ai.requests[-1]
    app.ai.answer = (len(app.ai.requests), state.action_to_str(state.legal_actions(seat)[0]), None, 0.1)
    frame(app)
    assert len(table.match.log) == 1
    click(table, centre(table, "A"))
    assert "demonstration" in table.message


def _drawn(surface) -> int:
    """How many distinct colours a picture has (a blank one has one)."""
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y))) for x in range(0, w, 7) for y in range(0, h, 7)})


def test_results_art_thumbnail_and_previews_draw(app):
    match = Match.new("trifoil", 2, {"board": "board_6"}, seed=1, seats=list(HUMANS))
    rng = random.Random(4)
    while not match.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    surf = pygame.Surface((320, 240), pygame.SRCALPHA)
    showcase.draw_result_art(surf, surf.get_rect(), match)
    assert _drawn(surf) > 20
    lines = showcase.result_lines(match)
    assert any("longest chain" in line for line in lines)
    assert KIT.score_label == "Longest chain"
    thumb = pygame.Surface((240, 150), pygame.SRCALPHA)
    showcase.draw_thumbnail(thumb, thumb.get_rect(), 1.0)
    assert _drawn(thumb) > 20
    for name in ("board_6", "board_8", "board_9", "board_10", "board_12"):
        prev = pygame.Surface((200, 160), pygame.SRCALPHA)
        showcase.draw_option_preview(prev, prev.get_rect(), "board", name, 1.0)
        assert _drawn(prev) > 10


def test_every_help_page_draws(app):
    from game.trifoil.help import PAGES

    assert len(PAGES) >= 10
    for page in PAGES:
        assert page["title"] and len(page["text"]) > 80
        for size in ((500, 460), (360, 300)):
            surf = pygame.Surface(size, pygame.SRCALPHA)
            page["diagram"](surf, surf.get_rect().inflate(-16, -16), size[0] / 500)
            assert _drawn(surf) > 12, page["title"]


def test_hovering_a_target_says_what_the_pair_would_do(app):
    state = position(blue=["C.NE", "E.NE"], red=["E.SW", "B.NE"], to_move=0)
    table = open_table(app, state)
    click(table, centre(table, "C"))
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(int, centre(table, "E"))), rel=(0, 0),
                                          buttons=(0, 0, 0)))
    text, kind = table._status_text()
    assert "push C's link" in text and "2 more" in text
    click(table, centre(table, "C"))  # let go
    click(table, centre(table, "B"))
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(int, centre(table, "D"))), rel=(0, 0),
                                          buttons=(0, 0, 0)))
    assert "push only your own" in table._status_text()[0]


def test_the_backdrop_fades_to_the_next_player_without_redrawing_each_step(app, monkeypatch):
    table = open_table(app)
    frame(app, n=60)  # Blue's colour has settled
    corner = (table.size[0] // 3, 4)  # plain backdrop: no board, panel or status there
    blue = app.screen.get_at(corner)
    painted = []
    paint = table.still._paint_still
    monkeypatch.setattr(table.still, "_paint_still", lambda *a: painted.append(a[1]) or paint(*a))
    click(table, centre(table, "B"))
    click(table, centre(table, "D"))  # the first turn is one action: Red is to act
    frame(app, n=2, dt=1 / 60)  # the placement's bloom animates over the still pictures
    painted.clear()
    reds = []
    for _ in range(60):
        frame(app, dt=1 / 60)
        reds.append(app.screen.get_at(corner))
    red = reds[-1]
    assert red != blue and red.r > blue.r  # Red's colour has arrived
    assert not table.still.backdrop_fade or table.still.backdrop_fade.done
    # the colour moves steadily from Blue's towards Red's, never back
    assert all(b.r >= a.r - 1 for a, b in zip(reds, reds[1:]))
    assert len({c.r for c in reds}) > 4  # many shades on the way, not a handful of jumps
    # two cached pictures serve the whole fade: each is painted again only when the board changes
    assert len(painted) <= 4


def test_a_still_picture_painted_in_parts_is_the_same_as_one_painted_whole(app, monkeypatch):
    """A change of a few Blinks or of the panel paints only their part of the cached pictures again
    (trifoil's StillPicture._changed_area): those parts must leave exactly the picture a whole repaint makes,
    through placements, spins, a seat thinking and the backdrop's fades."""
    table = open_table(app)
    frame(app, n=40)
    parts = []
    changed_area = table.still._changed_area
    monkeypatch.setattr(table.still, "_changed_area",
                        lambda was, now: parts.append(changed_area(was, now)) or parts[-1])
    rng = random.Random(7)
    compared = 0
    for _ in range(14):
        state = table.state
        if state.is_over():
            break
        seat = min(state.to_move())
        table.play(rng.choice(state.legal_actions(seat)), seat)
        for _ in range(rng.choice((2, 9, 40))):  # mid-animation, mid-fade, settled
            frame(app, dt=1 / 60)
        if rng.random() < 0.5:  # a seat thinking shows on the live layer only
            table.think_started, table._ticket_seat = 1.0, min(table.state.to_move() or {0})
        frame(app, dt=1 / 60)
        table.think_started, table._ticket_seat = None, None
        look, info = table._look(), table._panel_info()
        now = (table.size, still_key(table.geo, look), table.panel.still_key(info))
        still = table.still
        for picture, key in ((still._still, still._still_key), (still._old_still, still._old_still_key)):
            if picture is not None and key is not None and key[0] == now:
                whole = still._paint_still(None, None, key, look, info)
                assert pygame.image.tobytes(picture, "RGB") == pygame.image.tobytes(whole, "RGB")
                compared += 1
    assert compared >= 10
    assert sum(1 for area in parts if area is not None) >= 5  # parts were painted, not only whole pictures


AI_ONLY = [Seat("ai", "Blue", "random"), Seat("ai", "Red", "random")]


@pytest.mark.parametrize("seats, demo", [(AI_ONLY, True), (HUMANS, True), (AI_ONLY, False)])
def test_where_nobody_at_the_screen_plays_end_turn_and_undo_are_not_shown(app, seats, demo):
    table = open_table(app, seats=seats, demo=demo)
    table.update(0.0)
    assert not table.takes_moves() and not table.panel.controls
    click(table, table.panel.end_button.rect.center)
    click(table, table.panel.undo_button.rect.center)
    assert table.match.log == []


def test_a_persons_table_shows_end_turn_and_undo(app):
    table = open_table(app)
    table.update(0.0)
    assert table.takes_moves() and table.panel.controls


def test_an_ai_only_game_that_has_ended_offers_its_results(app):
    match = Match.new("trifoil", 2, {"board": "board_6"}, seed=1, seats=list(AI_ONLY))
    rng = random.Random(4)
    while not match.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    table = show_table(app, trifoil_scene.create_table(app, match))
    table.update(0.0)
    assert table.panel.controls and table.panel.end_button.label == "Results"
