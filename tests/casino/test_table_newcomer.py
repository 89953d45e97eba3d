"""Casino Trifecta as a newcomer finds it (the issue's Casino points), each played by pointer and keys on
the real table: a refused card leaves Confirm dim and the words true; Confirm lights only for a legal
play; Pass asks before the once-per-game lifeline is spent; Undo is lit exactly when it can take
something back; the K of spades' chooser says what each number makes; the score's note counts right
("1 point"), shows the races for most cards, spades and diamonds, and the line under a score never
cuts a word; clubs and spades differ in colour in the words (a setting, on by default)."""
import pygame
import pytest

from game.casino import cards as C
from game.casino import scene as casino_scene
from game.casino.panel import score_line
from game.casino.suit_text import SuitText
from game.core import CHANCE
from game.core.match import Match, Seat
from game.ui.app import App, AppOptions
from game.ui.choice_panel import ChoicePanel
from game.ui.settings import Settings
from tests.casino.helpers import deck_order
from tests.casino.table_helpers import button_point, click, hand_point, item_point, key, score_point
from tests.ui.harness import StubAI
from tests.ui.harness import frames as frame

ADA_VS_AI = [Seat("human", "Ada"), Seat("ai", "Countess", "normal")]
RED = ["2S", "9S", "4D", "JC"]


@pytest.fixture
def app():
    application = App(AppOptions(size=(1280, 720)))
    application._ai = StubAI("held")
    application.settings.animation_speed = 0.0
    yield application


def stacked(blue, red, table_cards, later=(), first=0):
    match = Match.new("casino", 2, {"first": first}, seed=5, seats=list(ADA_VS_AI))
    match.play(("secret", C.card_id("QH")), 0)
    match.play(("secret", C.card_id("QC")), 1)
    match.play(("deck", deck_order(blue, red, table_cards, later)), CHANCE)
    return match


def open_table(app, match):
    table = casino_scene.create_table(app, match)
    app.push(table)
    table.update(0.0)
    table.draw(app.screen)
    return table


def card(name):
    return ("c", C.card_id(name))


# --- a refusal, then Confirm ---------------------------------------------------------------------------

def test_a_refused_card_leaves_confirm_dim_and_the_words_true(app):
    """The issue's case: S, pick AS, click 9D. "You need an 8" is right and stays right: the 9D was not
    taken, Confirm is not lit, and pressing it (Enter or a click) repeats the same reason instead of
    saying to do what was just done."""
    table = open_table(app, stacked(["AS", "4C", "KD", "7H"], RED, ["9D", "3D", "8S", "10C"]))
    key(table, pygame.K_s)
    click(table, hand_point(table, "AS"))
    click(table, item_point(table, card("9D")))
    refusal = table.message
    assert table.said.kind == "refusal" and "need an 8" in refusal
    assert table.ui.pick.items == () and not table.controls.enabled("confirm")
    key(table, pygame.K_RETURN)
    assert table.message == refusal and len(table.match.log) == 3
    click(table, button_point(table, "confirm"))
    assert table.message == refusal and len(table.match.log) == 3
    table.update(0.0)
    assert table.reader.status_text() == (refusal, "refusal")
    # another card picked: the old refusal is no longer about the pick, the caption speaks again
    click(table, item_point(table, card("8S")))  # AS on 8S needs a 7: held
    assert table.message == "" and table.controls.enabled("confirm")
    assert table.controls.get("confirm").label == "Subtract"
    key(table, pygame.K_RETURN)
    assert table.match.log[-1] == (0, "subtract AS from 8S")


def test_confirm_lights_only_for_a_legal_play(app):
    table = open_table(app, stacked(["8H", "3H", "4C", "KD"], RED, ["5C", "3D", "8S", "AC"]))
    assert not table.controls.enabled("confirm")  # nothing picked
    click(table, hand_point(table, "8H"))
    confirm = table.controls.get("confirm")
    assert confirm.enabled and confirm.label == "Drop"  # the card alone is a drop
    click(table, item_point(table, card("5C")))  # 8 with 5 alone is no play yet
    assert table.ui.pick.items == (card("5C"),) and not table.controls.enabled("confirm")
    click(table, item_point(table, card("3D")))
    confirm = table.controls.get("confirm")
    assert confirm.enabled and confirm.primary and confirm.label == "Capture 3 cards"


# --- Pass asks first; Undo lit only when it undoes -------------------------------------------------------

def test_pass_asks_before_the_lifeline_is_spent(app):
    table = open_table(app, stacked(["8H", "3H", "4C", "KD"], RED, ["5C", "3D", "8S", "AC"]))
    key(table, pygame.K_p)
    assert table.ui.asking == "pass" and len(table.match.log) == 3
    assert table.controls.enabled("pass_yes") and table.controls.enabled("pass_no")
    assert not table.controls.enabled("confirm") and not table.controls.enabled("pass")
    assert table.reader.status_text()[0].startswith("Use your Pass?")
    table.draw(app.screen)
    key(table, pygame.K_ESCAPE)  # kept: nothing played, no pause menu
    assert table.ui.asking is None and len(table.match.log) == 3 and app.top is table
    assert not table.view().pass_used[0]
    click(table, button_point(table, "pass"))
    assert table.ui.asking == "pass"
    click(table, button_point(table, "pass_no"))
    assert table.ui.asking is None and len(table.match.log) == 3
    key(table, pygame.K_p)
    key(table, pygame.K_y)
    assert table.match.log[-1] == (0, "pass") and table.ui.asking is None


def test_a_pass_that_is_not_allowed_says_why_without_asking(app):
    match = stacked(["8H", "3H", "4C", "KD"], RED, ["5C", "3D", "8S", "AC"], first=1)
    match.play(("pass",), 1)
    table = open_table(app, match)
    assert not table.controls.enabled("pass")
    key(table, pygame.K_p)
    assert table.ui.asking is None and table.said.kind == "refusal"
    assert "cannot pass in the same round" in table.message


def test_undo_is_lit_exactly_when_it_takes_something_back(app):
    """A game's turns by clicks against an AI that answers when told: at every frame the Undo button is
    lit exactly when pressing it takes the person's play back, and pressing it then does."""
    app.settings.animation_speed = 1.0
    table = open_table(app, stacked(["8H", "3H", "4C", "KD"], ["2S", "9S", "4D", "JC"], ["5C", "3D", "8S", "AC"],
                                    later=[(["AH", "2H", "3C", "4S"], ["5S", "6S", "7S", "9D"])]))
    seen = {True: 0, False: 0}

    def check(frames):
        for _ in range(frames):
            frame(app)
            lit = table.controls.enabled("undo")
            assert lit == table.can_undo()
            seen[lit] += 1

    check(3)
    assert not table.controls.enabled("undo")
    click(table, hand_point(table, "KD"))
    key(table, pygame.K_RETURN)  # drop KD: Ada's play, to be answered
    check(90)
    assert table.controls.enabled("undo")
    click(table, button_point(table, "undo"))
    assert len(table.match.log) == 3 and C.card_id("KD") in table.view().hand
    check(5)
    click(table, hand_point(table, "KD"))
    key(table, pygame.K_RETURN)
    check(60)
    app._ai.answer = (1, "drop 4D", None, 0.0)  # the AI answers: the play stands from now on
    table._ticket_seat, table.think_started = 1, 0.0
    check(90)
    assert table.match.log[-1] == (1, "drop 4D") and not table.controls.enabled("undo")
    assert seen[True] and seen[False]


# --- the K of spades' chooser ----------------------------------------------------------------------------

def test_the_king_of_spades_chooser_says_what_each_number_makes(app):
    table = open_table(app, stacked(["KS", "9H", "2C", "7D"], RED, ["4C", "10D", "6H", "QD"]))
    click(table, hand_point(table, "KS"))
    click(table, item_point(table, card("4C")))
    key(table, pygame.K_RETURN)
    panel = table.modal
    assert isinstance(panel, ChoicePanel)
    tiles = {c.key: (c.title, c.caption, c.enabled) for c in panel.choices}
    assert tiles[4] == ("as 4", "Capture 2 cards", True)
    assert tiles[5] == ("as 5", "Build 9", True)
    assert tiles[8] == ("as 8", "no play here", False)
    table.draw(app.screen)
    for choice, tile in zip(panel.choices, panel.tiles):
        width = panel.text.width(choice.caption, "text", 12)
        assert width <= tile.width - 10, (choice.caption, tile)


# --- the scores ------------------------------------------------------------------------------------------

def test_the_score_note_counts_right_and_shows_the_races(app):
    match = stacked(["10H", "2D", "AH", "KD"], ["9S", "3S", "4D", "JC"], ["10D", "8C", "AC", "2H"])
    for seat, text in ((0, "capture 10H: 10D"), (1, "capture 9S: 8C+AC")):
        match.play(match.state.parse_action(text), seat)
    table = open_table(app, match)
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=score_point(table, 1), rel=(0, 0),
                                          buttons=(0, 0, 0)))
    lines, title = table.frame.note
    assert title == "Countess: 1 point"
    texts = [line if isinstance(line, str) else line[0] for line in lines]
    assert "Cards: Ada 2, Countess 3 (Countess ahead)" in texts
    assert "Spades: Ada 0, Countess 1 (Countess ahead)" in texts
    assert "Diamonds: Ada 1, Countess 0 (Ada ahead)" in texts
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=score_point(table, 0), rel=(0, 0),
                                          buttons=(0, 0, 0)))
    assert table.frame.note[1] == "Ada: 2 points"
    table.draw(app.screen)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_line_under_a_score_never_cuts_a_word(size):
    from game.casino.layout import Geometry
    from game.ui import theme
    from game.ui.theme import px, text_px

    pygame.init()
    g = Geometry(size)
    s = g.scale
    row = g.score_rows[0]
    total = theme.render_text("12", "display_bold", text_px(26, s), (255, 255, 255)).get_width()
    room = row.right - px(16, s) - total - (row.left + px(32, s))
    size_t = text_px(11, s, 9)
    full = {"point_cards": 6, "trifectas": 2, "bonuses": 3, "secret": 1, "timer": 1}
    for breakdown, over in ((full, False), ({"point_cards": 1, "bonuses": 2}, False),
                            (dict(full, most_cards=1, most_spades=1, most_diamonds=1), True)):
        line = score_line("AI · Normal", breakdown, over, size_t, room)
        assert "…" not in line and theme.font("text", size_t).size(line)[0] <= room, line
        assert line.startswith(("AI · Normal · cards", "cards"))


# --- four-colour suits ------------------------------------------------------------------------------------

def ink_of(text: SuitText, words: str) -> set:
    pic = text.render(words, "text", 24, (200, 200, 200))
    return {pic.get_at((x, y))[:3] for x in range(pic.get_width()) for y in range(pic.get_height())
            if pic.get_at((x, y))[3] > 200}


def test_clubs_and_spades_differ_in_the_words_by_default_and_the_setting_turns_it_off(app):
    assert Settings().four_colour_suits and Settings.from_data({"four_colour_suits": "yes"}).four_colour_suits
    assert not Settings.from_data({"four_colour_suits": False}).four_colour_suits
    table = open_table(app, stacked(["8H", "3H", "4C", "KD"], RED, ["5C", "3D", "8S", "AC"]))
    assert table.text.colour_blind  # the log, the caption and the tracker draw four colours
    assert ink_of(table.text, "AC") - ink_of(table.text, "AS")
    app.settings.four_colour_suits = False
    table.resume()
    assert not table.text.colour_blind and ink_of(table.text, "AC") == ink_of(table.text, "AS")
    table.draw(app.screen)


def test_the_settings_screen_has_the_four_colour_row():
    from game.ui.settings_menu import SettingsScene
    from tests.ui.harness import click_widget, make_app, step

    app = make_app(open="settings")
    step(app, 2)
    scene = app.top
    assert isinstance(scene, SettingsScene) and app.settings.four_colour_suits
    click_widget(app, scene.widgets["suits"])
    assert not app.settings.four_colour_suits and not Settings.load().four_colour_suits
    rows = sorted(scene.rows.values())
    assert all(b - a >= 40 for a, b in zip(rows, rows[1:]))  # seven rows, none on another
