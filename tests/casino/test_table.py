"""Headless tests of the Casino Trifecta table: picking a card and the table cards it goes with (the lit
cards, the live caption, Confirm, Reset, putting the card back), drag to play, the chooser for several
readings and the K of spades' number, the rules' refusals on screen, Pass and Subtraction by key, undo,
the secret card's chooser, the pass-and-play curtain, a whole game played by clicks, the timer, the
results, and the layout of a crowded table at three sizes."""
import random

import pygame
import pytest

from game.casino import cards as C
from game.casino import scene as casino_scene
from game.casino import showcase
from game.casino.pickers import SecretPicker
from game.casino.rules import GAME, TIMER_SECONDS
from game.core import CHANCE
from game.core.match import Match, Seat
from game.ui.app import App, AppOptions
from game.ui.choice_panel import ChoicePanel
from game.ui.curtain import CurtainScene
from game.ui.results import ResultsScene
from tests.casino.helpers import deck_order
from tests.casino.table_helpers import button_point, click, hand_point, item_point, key, perform, send
from tests.ui.harness import StubAI, show_table
from tests.ui.harness import frames as frame

ADA_VS_AI = [Seat("human", "Ada"), Seat("ai", "Countess", "normal")]
TWO_PEOPLE = [Seat("human", "Ada"), Seat("human", "Bea")]


@pytest.fixture
def app():
    application = App(AppOptions(size=(1280, 720)))
    application._ai = StubAI("held")
    application.settings.animation_speed = 0.0  # moves land at once unless a test asks otherwise
    yield application


def stacked(blue, red, table_cards, later=(), seats=ADA_VS_AI, first=0, secrets=("QH", "QC"), options=None):
    match = Match.new("casino", 2, {"first": first, **(options or {})}, seed=5, seats=list(seats))
    match.play(("secret", C.card_id(secrets[0])), 0)
    match.play(("secret", C.card_id(secrets[1])), 1)
    match.play(("deck", deck_order(blue, red, table_cards, later)), CHANCE)
    return match


def open_table(app, match, demo=False):
    table = show_table(app, casino_scene.create_table(app, match, demo=demo))
    table.update(0.0)
    table.draw(app.screen)
    return table


def card(name):
    return ("c", C.card_id(name))


def settle(app, table, seconds=8.0):
    """Run frames until the animations end (at the settings' speed)."""
    for _ in range(int(seconds * 60)):
        if not table.animating():
            break
        frame(app)


# --- picking, lighting, the caption, Confirm ----------------------------------------------------------

BLUE = ["8H", "3H", "10S", "KD"]
RED = ["2S", "9S", "4D", "JC"]
TABLE = ["5C", "3D", "8S", "9C"]


def test_pick_a_card_the_table_lights_what_may_go_with_it_and_the_caption_says_what_it_does(app):
    table = open_table(app, stacked(BLUE, RED, TABLE))
    click(table, hand_point(table, "8H"))
    assert table.ui.pick.hand == C.card_id("8H")
    lit = table.reader.lit_items()
    assert {card("5C"), card("3D"), card("8S")} <= lit and card("9C") not in lit
    click(table, item_point(table, card("5C")))
    click(table, item_point(table, card("3D")))
    assert table.reader.caption().startswith("Capture 3 cards")
    table.draw(app.screen)
    click(table, button_point(table, "confirm"))
    assert table.match.log[-1] == (0, "capture 8H: 5C+3D")


def test_reset_puts_everything_back_and_so_does_a_right_click(app):
    table = open_table(app, stacked(BLUE, RED, TABLE))
    key(table, pygame.K_1)  # the hand in the rules' order: 3H first
    assert table.ui.pick.hand == C.card_id("3H")
    click(table, item_point(table, card("5C")))
    assert table.ui.pick.items == (card("5C"),)
    assert "Build 8" in table.reader.caption() and table.reader.confirm_label() == "Build 8"
    click(table, button_point(table, "reset"))
    assert table.ui.pick.hand is None and table.ui.pick.items == ()
    key(table, pygame.K_1)
    click(table, item_point(table, card("5C")))
    click(table, table.layer.get(("h", C.card_id("3H"))).rect().center, button=3)
    assert table.ui.pick.hand is None and table.ui.pick.items == ()


def test_an_unlit_card_says_why_it_cannot_join_in_the_rules_words(app):
    table = open_table(app, stacked(BLUE, RED, TABLE))
    click(table, hand_point(table, "3H"))
    click(table, item_point(table, card("9C")))  # 3 on 9 would build 12: nobody holds a 12
    assert table.said.kind == "refusal" and table.ui.pick.items == ()
    assert table.message == "You need the queen of spades in your hand to build 12."
    table.draw(app.screen)  # the refusal is drawn in the status line
    assert table.reader.status_text() == (table.message, "refusal")


def test_confirm_on_a_selection_that_is_no_play_shows_the_reason(app):
    table = open_table(app, stacked(["8H", "3H", "4C", "KD"], RED, ["5C", "3D", "8S", "AC"]))
    click(table, hand_point(table, "8H"))
    click(table, item_point(table, card("5C")))  # 8 with 5 alone is not a play yet (lit: 5+3 makes 8)
    key(table, pygame.K_RETURN)
    assert table.said.kind == "refusal" and "8" in table.message
    assert len(table.match.log) == 3


def test_a_card_dragged_onto_a_table_card_plays_when_it_reads_one_way(app):
    table = open_table(app, stacked(BLUE, RED, TABLE))
    start = hand_point(table, "8H")
    target = item_point(table, card("8S"))
    send(table, "move", start)
    send(table, "down", start)
    for k in range(1, 6):
        send(table, "move", (start[0] + (target[0] - start[0]) * k / 5, start[1] + (target[1] - start[1]) * k / 5))
    assert table.ui.drag.active
    table.draw(app.screen)  # the card follows the pointer
    send(table, "up", target)
    assert table.match.log[-1] == (0, "capture 8H: 8S")


def test_a_card_dragged_to_an_empty_part_of_the_table_is_dropped(app):
    table = open_table(app, stacked(BLUE, RED, TABLE))
    start = hand_point(table, "KD")
    area = table.geo.flow_area
    empty = (area.left + 6, area.top + 6)
    send(table, "move", start)
    send(table, "down", start)
    send(table, "move", (start[0], start[1] - 40))
    send(table, "move", empty)
    send(table, "up", empty)
    assert table.match.log[-1] == (0, "drop KD")


def test_several_readings_open_the_chooser_which_shows_each_result(app):
    # 5H on 5C: capture the pair, build same 5 (another 5 in hand) or build 10 (a 10 in hand)
    table = open_table(app, stacked(["5H", "5D", "10S", "KD"], RED, ["5C", "3D", "8S", "9C"]))
    click(table, hand_point(table, "5H"))
    click(table, item_point(table, card("5C")))
    assert table.reader.caption().startswith("3 ways")
    key(table, pygame.K_RETURN)
    assert isinstance(table.modal, ChoicePanel)
    titles = [c.title for c in table.modal.choices]
    assert sorted(titles) == ["Build 10", "Build same 5", "Capture 2 cards"]
    table.draw(app.screen)  # each tile draws its cards
    index = titles.index("Build 10")
    key(table, pygame.K_1 + index)
    assert table.modal is None and table.match.log[-1] == (0, "build 5H on 5C")


def test_the_chooser_closes_with_escape_and_nothing_is_played(app):
    table = open_table(app, stacked(["5H", "5D", "10S", "KD"], RED, ["5C", "3D", "8S", "9C"]))
    click(table, hand_point(table, "5H"))
    click(table, item_point(table, card("5C")))
    key(table, pygame.K_RETURN)
    assert table.modal is not None
    key(table, pygame.K_ESCAPE)
    assert table.modal is None and len(table.match.log) == 3 and table.ui.pick.hand == C.card_id("5H")


def test_the_king_of_spades_asks_for_its_number(app):
    # KS on 4C: as 4 it captures the 4; as 5 it builds 9 (a 9 in hand)
    table = open_table(app, stacked(["KS", "9H", "2C", "7D"], RED, ["4C", "10D", "6H", "QD"]))
    click(table, hand_point(table, "KS"))
    click(table, item_point(table, card("4C")))
    key(table, pygame.K_RETURN)
    panel = table.modal
    assert isinstance(panel, ChoicePanel) and panel.title.startswith("The king of spades")
    lit = [c.key for c in panel.choices if c.enabled]
    assert 4 in lit and 5 in lit and 8 not in lit
    table.draw(app.screen)
    panel.choose([c.key for c in panel.choices].index(5))
    assert table.match.log[-1] == (0, "build KS=5 on 4C")
    view = table.view()
    assert view.items[0].ks == 5 and view.items[0].label == "Build 9 · yours"


def test_pass_by_key_and_subtraction_armed_by_key(app):
    match = stacked(["2H", "8C", "4C", "KD"], RED, ["10C", "3D", "8S", "9C"], later=[(["AH", "AS", "AD", "AC"], ["2D", "3C", "4H", "5S"])])
    table = open_table(app, match)
    key(table, pygame.K_s)
    assert table.ui.armed
    click(table, hand_point(table, "2H"))
    click(table, item_point(table, card("10C")))
    assert "only you can take it back" in table.reader.caption()
    key(table, pygame.K_RETURN)
    assert table.match.log[-1] == (0, "subtract 2H from 10C")
    assert table.view().items[0].label == "Subtraction · yours (needs 8)"
    table.match.play(table.state.parse_action("drop 2S"), 1)
    table.on_undo()
    key(table, pygame.K_s)
    assert table.message == "You have already used your Subtraction."
    key(table, pygame.K_p)  # the table asks first (the Pass is once per game); Enter says yes
    assert table.ui.asking == "pass" and table.match.log[-1] == (1, "drop 2S")
    key(table, pygame.K_RETURN)
    assert table.match.log[-1] == (0, "pass")


def test_pass_refused_after_the_other_passed_this_round(app):
    match = stacked(BLUE, RED, TABLE, first=1)
    match.play(("pass",), 1)
    table = open_table(app, match)
    key(table, pygame.K_p)
    assert table.said.kind == "refusal" and "cannot pass in the same round" in table.message


def test_undo_takes_the_play_back_until_the_other_seat_answers(app):
    table = open_table(app, stacked(BLUE, RED, TABLE))
    click(table, hand_point(table, "KD"))
    key(table, pygame.K_RETURN)
    assert table.match.log[-1] == (0, "drop KD") and table.can_undo()
    key(table, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.match.log) == 3 and C.card_id("KD") in table.view().hand
    click(table, hand_point(table, "KD"))
    key(table, pygame.K_RETURN)
    table.match.play(table.state.parse_action("drop 4D"), 1)
    table.on_undo()
    assert not table.can_undo()


def test_the_hand_of_the_other_seat_is_only_ever_backs(app):
    table = open_table(app, stacked(BLUE, RED, TABLE))
    tops = table.choreo.display.hands["top"]
    assert len(tops) == 4 and all(table.layer.get(i).key is None for i in tops)


# --- animations --------------------------------------------------------------------------------------

def test_a_capture_flies_glows_and_sweeps_to_its_pile_and_the_points_float_up(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, stacked(["10H", "2D", "AH", "KD"], ["3S", "9S", "4D", "JC"], ["10D", "8C", "AC", "2S"]))
    click(table, hand_point(table, "10H"))
    for name in ("10D", "8C", "2S"):
        click(table, item_point(table, card(name)))
    key(table, pygame.K_RETURN)
    assert table.animating()
    seen_float = False
    for _ in range(600):
        frame(app)
        seen_float = seen_float or bool(table.choreo.active("float"))
        if not table.animating():
            break
    assert seen_float and not table.animating()
    d = table.choreo.display
    assert d.piles[0] == 4 and d.scores[0] == 3.0 and table.layer.get(("t", C.card_id("10D"))) is None


def test_a_captured_secret_card_turns_up_with_a_flourish(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, stacked(["8H", "3H", "4C", "KD"], RED, ["8S", "3D", "6C", "9C"], secrets=("8S", "QC")))
    click(table, hand_point(table, "8H"))
    click(table, item_point(table, card("8S")))
    key(table, pygame.K_RETURN)
    flourished = False
    for _ in range(600):
        frame(app)
        flourished = flourished or bool(table.choreo.active("flourish"))
        if not table.animating():
            break
    assert flourished and "8S was Ada's secret card: +1 to Ada." in [e.text for e in table.logbook.entries]


def test_the_deal_animates_cards_from_the_deck(app):
    app.settings.animation_speed = 1.0
    match = Match.new("casino", 2, {"first": 0}, seed=9, seats=ADA_VS_AI)
    match.play(("secret", 0), 0)
    match.play(("secret", 1), 1)
    table = open_table(app, match)  # its first update draws the deck (a chance outcome) and deals
    assert table.state.phase == "play" and table.animating() and table.choreo.display.deck == 52
    settle(app, table)
    assert table.choreo.display.deck == 40 and len(table.choreo.display.hands["bottom"]) == 4


def test_while_a_deal_flies_the_banner_counts_the_cards_the_deck_pile_still_shows(app):
    app.settings.animation_speed = 1.0
    match = Match.new("casino", 2, {"first": 0}, seed=9, seats=ADA_VS_AI)
    match.play(("secret", 0), 0)
    match.play(("secret", 1), 1)
    table = open_table(app, match)
    seen = set()
    for _ in range(8 * 60):
        if not table.animating():
            break
        frame(app)
        if table.animating():
            shown = table.choreo.display.deck
            assert table.frame.banner.endswith(f"{shown} in the deck")
            seen.add(shown)
    assert len(seen) > 3 and 40 in seen  # the count went down with the cards
    frame(app)
    assert table.frame.banner.endswith("40 in the deck") and table.view().deck_left == 40


# --- the secret card, pass and play, the clock --------------------------------------------------------

def test_the_secret_card_is_chosen_from_a_grid_of_all_52(app):
    match = Match.new("casino", 2, {"first": 0}, seed=9, seats=ADA_VS_AI)
    table = open_table(app, match)
    picker = table.secret_picker
    assert isinstance(picker, SecretPicker) and len(picker.cells) == 52
    key(table, pygame.K_RETURN)
    assert table.match.log == []  # nothing chosen yet
    click(table, picker.cells[C.card_id("7C")].center)
    assert picker.chosen == C.card_id("7C")
    table.draw(app.screen)
    click(table, picker.confirm.rect.center)
    assert table.match.log[-1] == (0, "secret 7C") and table.secret_picker is None
    assert table.view().secrets[0] == "7C"


def test_pass_and_play_curtains_each_private_view_and_the_secret_choice(app):
    table = casino_scene.create_table(app, Match.new("casino", 2, {"first": 0}, seed=3, seats=TWO_PEOPLE))
    app.push(table)
    table.update(0.0)
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ada"
    app.pop()
    table.curtain.lifted(0)
    table.update(0.0)
    table.draw(app.screen)
    assert table.secret_picker is not None and table.secret_picker.seat == 0
    table.seal_secret(0, C.card_id("AS"))
    table.update(0.0)
    assert isinstance(app.top, CurtainScene) and app.top.name == "Bea"
    app.pop()
    table.update(0.0)
    assert table.secret_picker.seat == 1
    assert table.observer() == 1 and table.view().secrets[0] is None  # Bea never sees Ada's secret
    table.seal_secret(1, C.card_id("KC"))
    for _ in range(20):
        table.update(0.1)
        if isinstance(app.top, CurtainScene):
            break
    assert table.state.phase == "play" and isinstance(app.top, CurtainScene)


def test_the_timer_gives_the_opponent_a_point_when_the_clock_runs_out(app):
    table = open_table(app, stacked(BLUE, RED, TABLE, options={"timer": True}))
    assert table.turn_clock.seat() == 0
    table.draw(app.screen)  # the clock is drawn
    for _ in range(int(TIMER_SECONDS / 0.5) + 2):
        table.update(0.5)
    assert table.match.log[-1] == (0, "timeout")
    assert table.state.score_breakdown(1)["timer"] == 1 and table.state.turn == 0
    assert table.turn_clock.left > TIMER_SECONDS - 2


# --- a whole game by clicks ----------------------------------------------------------------------------

def test_a_whole_game_played_by_clicks_against_the_ai(app):
    app._ai = StubAI("random", seed=4)
    match = Match.new("casino", 2, {"first": 0}, seed=11, seats=ADA_VS_AI)
    match.play(("secret", C.card_id("7H")), 0)
    table = open_table(app, match)
    rng = random.Random(3)
    turns = 0
    for _ in range(5000):
        if table.match.is_over():
            break
        table.update(1 / 30)
        state = table.state
        if table.human_to_move() == 0 and state.phase == "play" and not table.animating():
            legal = state.legal_actions(0)
            small = [a for a in legal if a[0] != "capture" or len(a[2]) + len(a[3]) <= 4]
            action = rng.choice(small or legal)
            before = len(table.match.log)
            perform(table, action)
            assert len(table.match.log) == before + 1, state.action_to_str(action)
            assert table.match.log[-1] == (0, state.action_to_str(action))
            turns += 1
            table.draw(app.screen)
    assert table.match.is_over() and turns >= 20
    table.draw(app.screen)


# --- results -------------------------------------------------------------------------------------------

def test_results_show_the_score_table_and_the_lines(app):
    from game.ui.start import finished_match

    match = finished_match("casino", 4)
    table = open_table(app, match)
    lines = showcase.result_lines(match)
    assert any("cards" in line and "spades" in line for line in lines) and lines[-1].startswith("Secret cards")
    surface = pygame.Surface((380, 330), pygame.SRCALPHA)
    showcase.draw_result_art(surface, surface.get_rect(), match)
    assert len({surface.get_at((x, y))[:3] for x in range(0, 380, 7) for y in range(0, 330, 7)}) > 20
    table.open_results()
    assert isinstance(app.top, ResultsScene)
    app.top.draw(app.screen)
    assert showcase.end_text(match) == match.with_names(match.state.end_reason())


# --- layout ----------------------------------------------------------------------------------------------

def crowded_match():
    """Three rounds of drops (and two builds): 20+ loose cards and builds on the table."""
    order = list(C.CARDS)
    random.Random(2).shuffle(order)
    names = [C.NAME[c] for c in order]
    blue, red, table_cards = names[0:4], names[4:8], names[8:12]
    later = [(names[12 + 8 * r:16 + 8 * r], names[16 + 8 * r:20 + 8 * r]) for r in range(5)]
    match = Match.new("casino", 2, {"first": 0}, seed=5, seats=ADA_VS_AI)
    match.play(("secret", 0), 0)
    match.play(("secret", 1), 1)
    match.play(("deck", deck_order(blue, red, table_cards, later)), CHANCE)
    builds = 0
    while match.state.round < 4:
        state = match.state
        seat = state.turn
        legal = state.legal_actions(seat)
        made = [a for a in legal if a[0] in ("build", "same") and builds < 3 and not a[-1]]
        action = made[0] if made else next(a for a in legal if a[0] == "drop")
        builds += bool(made)
        match.play(action, seat)
    return match


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_a_crowded_table_lays_out_without_overlap_inside_the_felt(size):
    application = App(AppOptions(size=size))
    application._ai = StubAI("held")
    application.settings.animation_speed = 0.0
    match = crowded_match()
    view_items = match.state.observation(0)
    assert len(view_items["table"]) >= 20 and len(view_items["builds"]) >= 2
    table = open_table(application, match)
    flow = table.choreo.display.flow
    felt = table.geo.felt
    rects = []
    for slot in flow.slots.values():
        rects.append(slot.rect)
        if slot.plaque is not None:
            rects.append(slot.plaque)
    assert not flow.overlapped
    for r in rects:
        assert felt.contains(r), (r, felt)
        assert not r.colliderect(table.geo.status)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for slot in flow.slots.values():  # every sprite rests in its slot
        for c in slot.centres:
            assert slot.rect.collidepoint(c)
    assert flow.card_size[1] >= 40  # still readable


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_the_table_draws_inside_the_window_and_follows_a_resize(app, size):
    table = open_table(app, stacked(BLUE, RED, TABLE))
    app.screen = pygame.display.set_mode(size)
    table.resize(size)
    table.draw(app.screen)
    g = table.geo
    screen = pygame.Rect((0, 0), size)
    for rect in [g.felt, g.panel, g.controls, g.hand_rect, *g.plaques.values(), *g.buttons.values(), g.log, g.tracker]:
        assert screen.contains(rect), rect
    for ident in table.choreo.display.hands["bottom"]:
        assert screen.contains(table.layer.get(ident).rect())
    for slot in table.choreo.display.flow.slots.values():
        assert g.felt.contains(slot.rect)


def test_a_demo_table_shows_no_move_buttons(app):
    table = open_table(app, stacked(BLUE, RED, TABLE, seats=[Seat("ai", "A", "easy"), Seat("ai", "B", "easy")]),
                       demo=True)
    assert table.view().phase != "secret" and not table.takes_moves()
    assert table.controls.keys() == []  # Confirm, Reset, Undo, Pass, Subtraction: nothing to press here


def test_a_demo_table_plays_itself_to_the_end(app):
    app._ai = StubAI("random", seed=1)
    match = Match.new("casino", 2, None, seed=2, seats=[Seat("ai", "A", "easy"), Seat("ai", "B", "easy")])
    table = open_table(app, match, demo=True)
    for _ in range(20000):
        table.update(0.05)
        if table.match.is_over():
            break
    assert table.match.is_over()
    table.draw(app.screen)


def test_every_help_page_draws():
    from game.casino.help import PAGES

    pygame.init()
    surface = pygame.Surface((560, 460), pygame.SRCALPHA)
    for page in PAGES:
        if page["diagram"] is not None:
            page["diagram"](surface, surface.get_rect().inflate(-16, -16), 1.0)
    assert len(PAGES) >= 10


def test_the_thumbnail_and_the_timer_preview_draw():
    pygame.init()
    surface = pygame.Surface((300, 200), pygame.SRCALPHA)
    showcase.draw_thumbnail(surface, surface.get_rect(), 1.0)
    for value in (False, True):
        showcase.draw_option_preview(surface, surface.get_rect(), "timer", value, 1.0)
    assert surface.get_bounding_rect().width > 100


def test_rules_game_is_registered_with_its_table():
    from game.ui import kits

    assert kits.has_kit("casino") and kits.kit("casino").score_label == "Points"


# --- the AI's moves step by step, builds forming, the last capture -----------------------------------

def test_the_ai_card_flies_onto_the_cards_it_takes_before_they_sweep_away(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, stacked(BLUE, ["8D", "9S", "4D", "JC"], TABLE, first=1))
    assert table.state.turn == 1
    target = table.choreo.display.flow.slot(card("8S")).rect
    app._ai.answer = (1, "capture 8D: 8S", None, 0.0)
    table._ticket_seat, table.think_started = 1, 0.0
    table.update(0.0)  # the answer arrives: the AI's move is played and animated
    assert table.match.log[-1] == (1, "capture 8D: 8S") and table.animating()
    sp = table.layer.get(("t", C.card_id("8D")))
    assert sp is not None and sp.key == C.card_id("8D")  # the back from its hand turned out to be the 8D
    for _ in range(30):  # the flight (0.42 s)
        frame(app)
    assert target.inflate(target.width, target.height).collidepoint(sp.x, sp.y)
    settle(app, table)
    assert table.layer.get(("t", C.card_id("8D"))) is None and table.choreo.display.piles[1] == 2


def test_a_build_forms_under_its_plaque(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, stacked(BLUE, RED, TABLE))
    click(table, hand_point(table, "3H"))
    click(table, item_point(table, card("5C")))
    key(table, pygame.K_RETURN)
    assert table.match.log[-1] == (0, "build 3H on 5C")
    assert ("b", 1) in table.choreo.display.hidden_plaques  # the plaque waits for the cards
    settle(app, table)
    d = table.choreo.display
    slot = d.flow.slot(("b", 1))
    assert d.items[0].label == "Build 8 · yours" and ("b", 1) not in d.hidden_plaques
    for c, centre in zip(d.items[0].cards, slot.centres):
        sp = table.layer.get(("t", c))
        assert (round(sp.x), round(sp.y)) == (round(centre[0]), round(centre[1]))


def test_the_last_capture_sweeps_the_table_to_its_taker(app):
    from tests.casino.helpers import position

    app.settings.animation_speed = 1.0
    state = position(["5H"], ["9S"], ["10D", "3C"], round=6, last_capturer=0, piles=(("AS",), ("2C",)))
    match = Match.new("casino", 2, {"first": 0}, seed=5, seats=ADA_VS_AI)
    match.states = [state]
    table = open_table(app, match)
    click(table, hand_point(table, "5H"))
    key(table, pygame.K_RETURN)  # drop
    settle(app, table)
    app._ai.answer = (1, "drop 9S", None, 0.0)
    table._ticket_seat, table.think_started = 1, 0.0
    table.update(0.0)
    assert table.match.is_over() and table.animating()
    labels = set()
    for _ in range(600):
        frame(app)
        labels.update(e.data["text"] for e, _ in table.choreo.active("label"))
        if not table.animating():
            break
    assert "Last capture" in labels
    assert table.choreo.display.piles == [1 + 4, 1] and not table.choreo.display.items
    assert any(e.text.startswith("Last capture: Ada takes the 4 cards") for e in table.logbook.entries)


def test_hint_words_and_the_hint_drawn_on_the_table(app):
    from game.ui.hint_marks import Hint

    table = open_table(app, stacked(BLUE, RED, TABLE))
    action = table.state.parse_action("capture 8H: 5C+3D 8S")
    words = table.hint_words(action, 0)
    assert words.startswith("8H: capture 4 cards") and "Confirm" in words
    table.draw_hint(app.screen, Hint(0, action, "capture 8H: 5C+3D 8S", words, 0.5, "search", len(table.match.log)))
    table.draw_hint(app.screen, Hint(0, ("pass",), "pass", "pass", 0.5))


def test_the_colour_blind_deck_is_painted_on_resume(app):
    table = open_table(app, stacked(BLUE, RED, TABLE))
    app.settings.colour_blind = True
    table.resume()
    assert table.book.variant is True and table.text.colour_blind
    table.draw(app.screen)


def test_a_card_dropped_on_part_of_a_group_offers_the_plays_that_use_it(app):
    # 8H dropped on the 5C: 5C+3D or 5C+3S make 8 (which group to take is asked, never guessed)
    table = open_table(app, stacked(["8H", "2H", "4C", "KD"], RED, ["5C", "3D", "3S", "9C"]))
    start = hand_point(table, "8H")
    target = item_point(table, card("5C"))
    send(table, "move", start)
    send(table, "down", start)
    send(table, "move", (start[0], start[1] - 30))
    send(table, "move", target)
    send(table, "up", target)
    panel = table.modal
    assert isinstance(panel, ChoicePanel)
    keys = [c.key for c in panel.choices]
    texts = sorted(table.state.action_to_str(a) for a in keys)
    assert texts == ["capture 8H: 5C+3D", "capture 8H: 5C+3S"]
    panel.choose(keys.index(table.state.parse_action("capture 8H: 5C+3S")))
    assert table.match.log[-1] == (0, "capture 8H: 5C+3S")


def test_leaving_autosaves_and_the_saved_game_resumes_on_a_new_table(app):
    from game.core.saves import load_match

    table = open_table(app, stacked(BLUE, RED, TABLE))
    click(table, hand_point(table, "3H"))
    click(table, item_point(table, card("5C")))
    key(table, pygame.K_RETURN)
    table.leave()
    resumed = load_match()
    assert resumed.log == table.match.log and resumed.state == table.state
    again = open_table(app, resumed)
    assert again.view().items[0].label == "Build 8 · yours" and len(again.choreo.display.hands["bottom"]) == 3


def test_the_log_tells_each_kind_of_play_in_words(app):
    match = stacked(["7H", "7S", "2H", "8H"], ["QC", "JD", "9S", "3D"], ["7C", "10C", "KC", "QH"],
                    options={"timer": True})
    for seat, text in ((0, "same 7H on 7C"), (1, "pass"), (0, "subtract 2H from 10C"), (1, "timeout"),
                       (1, "trifecta JD: KC QH"), (0, "drop 8H"), (1, "drop 9S")):
        match.play(match.state.parse_action(text), seat)
    table = open_table(app, match)
    words = [e.text for e in table.logbook.refresh()]
    assert "Ada builds same 7: 7H and 7C." in words
    assert "Countess passes (the Pass lifeline)." in words
    assert ("Ada subtracts 2H from 10C (the Subtraction lifeline): only Ada may take it, with an 8." in words)
    assert "Countess's clock ran out (1 of 5): +1 to Ada." in words
    assert "Countess takes a trifecta, KC QH JD: +2 points." in words  # QH was Ada's secret card
    assert "QH was Ada's secret card: +1 to Countess." in words
    assert "Ada drops 8H." in words


def test_a_whole_pass_and_play_game_behind_the_curtain(app):
    """Two people: a curtain before each private view (the secret cards too), each plays by clicks, and
    nobody's hand is ever open while the curtain is down or between turns."""
    match = Match.new("casino", 2, {"first": 1}, seed=21, seats=TWO_PEOPLE)
    table = casino_scene.create_table(app, match)
    app.push(table)
    rng = random.Random(8)
    curtains = 0
    for _ in range(4000):
        if table.match.is_over():
            break
        if isinstance(app.top, CurtainScene):
            curtains += 1  # opaque: the table below is not drawn while it is up
            app.top.age = 1.0
            app.top.lift()
            continue
        table.update(1 / 30)
        if app.top is not table:
            continue
        seat = table.human_to_move()
        view = table.view()
        assert view.hand == () or view.viewer in table.state.to_move()  # only the hand of who chooses now
        if seat is None or table.animating():
            continue
        assert table.view().viewer == seat and table.view().bottom == seat
        if table.state.phase == "secret":
            picker = table.secret_picker
            card_id = rng.randrange(52)
            click(table, picker.cells[card_id].center)
            key(table, pygame.K_RETURN)
            continue
        legal = table.state.legal_actions(seat)
        small = [a for a in legal if a[0] != "capture" or len(a[2]) + len(a[3]) <= 4]
        action = rng.choice(small or legal)
        perform(table, action)
        assert table.match.log[-1] == (seat, table.state.action_to_str(action)) or \
            table.match.log[-1][1] == table.match.states[-2].action_to_str(action)
    assert table.match.is_over() and curtains >= 20


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_the_hint_dock_stays_in_the_side_panel_while_the_secret_chooser_is_open(size):
    """The Hint button sits in the side panel above the move log, as at every table: the secret card's
    chooser covers the felt only, so the dock neither moves nor covers a card or the seal button."""
    application = App(AppOptions(size=size))
    application._ai = StubAI("held")
    table = open_table(application, Match.new("casino", 2, {"first": 0}, seed=3, seats=ADA_VS_AI))
    picker = table.secret_picker
    assert picker is not None
    dock = table.hint_dock()
    assert dock.height and table.geo.panel.contains(dock) and dock.bottom <= table.geo.log.top
    assert not dock.colliderect(picker.rect)
    table.seal_secret(0, C.card_id("AS"))
    table.update(0.0)
    assert table.secret_picker is None and table.hint_dock() == dock


def test_a_secret_card_named_by_one_person_is_never_told_to_the_other():
    """The issue's case: Player 1 names 7C, Player 2 names KD; when the curtain lifts for Player 1 the
    caption must not say "KD is your secret card" (it once did: the notice outlived the curtain)."""
    from tests.ui.harness import make_app, step

    app = make_app(start=False)
    app.settings.animation_speed = 0.0
    table = casino_scene.create_table(app, Match.new("casino", 2, {"first": 0}, seed=3, seats=TWO_PEOPLE))
    app.push(table)
    said = []
    for name in ("7C", "KD", None):
        for _ in range(60):
            step(app)
            if isinstance(app.top, CurtainScene):
                app.top.age = 1.0
                app.top.lift()
                step(app)
                break
        seat = table.private_seat()
        said.append((seat, table.reader.status_text()[0]))
        if name is not None:
            assert table.human_to_move() == seat
            table.seal_secret(seat, C.card_id(name))
            said.append((seat, table.reader.status_text()[0]))
    assert table.state.phase == "play" and said[-1][0] == 0
    for seat, text in said:
        assert "KD" not in text or seat == 1, (seat, text)
        assert "7C" not in text or seat == 0, (seat, text)
    assert "secret card" not in said[-1][1]


def test_the_secret_card_notice_is_said_to_the_one_person_at_the_table():
    app = App(AppOptions(size=(1280, 720)))
    app._ai = StubAI("held")
    table = open_table(app, Match.new("casino", 2, {"first": 0}, seed=3, seats=ADA_VS_AI))
    table.seal_secret(0, C.card_id("7C"))
    assert table.reader.status_text()[0] == "7C is your secret card: a star marks it on your plaque."
