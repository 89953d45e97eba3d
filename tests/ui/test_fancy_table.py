"""Headless tests of the Fancy Dancing table: picking and playing cards by click, drag and keys, the
rules' refusals, Refresh, hidden hands, the pass-and-play curtain, undo until a reveal, the solo held
card, scoring, and the setup's modes."""
import pygame
import pytest

from game.core import CHANCE
from game.core.match import Match, Seat
from game.fancy_dancing import cards as C
from game.fancy_dancing import scene as fd_scene
from game.ui.app import App, AppOptions
from game.ui.curtain import CurtainScene
from tests.fancy_dancing.helpers import position
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


def open_table(app, state, seats=ADA_VS_AI, mode="duel", demo=False):
    match = Match.new("fancy_dancing", state.players, {"mode": mode}, seed=5, seats=list(seats))
    match.states = [state]
    return show_table(app, fd_scene.create_table(app, match, demo=demo))


def send(table, kind, pos=None, button=1, key=None, mod=0):
    if kind == "key":
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        return
    pos = (int(pos[0]), int(pos[1]))
    if kind == "move":
        table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    elif kind == "down":
        table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    elif kind == "up":
        table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def click(table, pos, button=1):
    send(table, "move", pos)
    send(table, "down", pos, button)
    send(table, "up", pos, button)


def card_pos(table, name):
    sp = table.layer.get(name)
    assert sp is not None, f"{name} is not on the table"
    return sp.x, sp.y - sp.lift * sp.size[1] * 0.08


def duel_position(**kw):
    kw.setdefault("hands", [["T7", "W9", "S3"], ["W2", "W4"]])
    return position(**kw)


# --- picking and playing ------------------------------------------------------------------------------

def test_click_a_card_then_a_lit_space_plays_it(app):
    table = open_table(app, duel_position(rows={"r1p1": ["W5"]}))
    click(table, card_pos(table, "T7"))
    assert table.selected == "T7"
    assert (0, 0) in table.targets_for("T7")  # Plus row: 7 follows 5
    click(table, table.target_rect(0, 0).center)
    assert table.match.log[-1] == (0, "play T7 r1 p1")
    frame(app)
    assert table.choreo.display.rows[(0, 0)] == ["W5", "T7"]
    sp = table.layer.get("T7")
    assert sp.rect().center == table.lay.space(0, 0, 1).center


def test_any_space_of_a_row_means_its_next_free_space(app):
    table = open_table(app, duel_position())
    click(table, card_pos(table, "S3"))
    click(table, table.lay.space(2, 1, 4).center)  # the outer space of Countess's Style row
    assert table.match.log[-1] == (0, "play S3 r3 p2")


def test_a_refused_drop_says_why_in_the_rules_words(app):
    state = duel_position(rows={"r2p1": ["S7"]})
    table = open_table(app, state)
    start = card_pos(table, "W9")
    target = table.lay.space(1, 0, 1).center
    send(table, "move", start)
    send(table, "down", start)
    send(table, "move", (start[0] + 30, start[1] - 40))
    assert table.drag.active
    send(table, "move", target)
    send(table, "up", target)
    assert table.match.log == []
    assert table.message == state.refusal(C.card_id("W9"), 1, 0) == "Minus row: 9 is higher than 7."
    assert table.said.kind == "refusal"


def test_a_drop_on_a_lit_space_plays(app):
    table = open_table(app, duel_position(rows={"r2p1": ["S7"]}))
    start = card_pos(table, "S3")
    target = table.lay.space(1, 0, 1).center
    send(table, "move", start)
    send(table, "down", start)
    send(table, "move", (start[0] + 40, start[1] - 40))
    send(table, "move", target)
    send(table, "up", target)
    assert table.match.log[-1] == (0, "play S3 r2 p1")


def test_keys_pick_a_card_move_between_lit_spaces_and_play(app):
    table = open_table(app, duel_position())
    send(table, "key", key=pygame.K_1)
    hand = table.hand_names()
    assert table.selected == hand[0]
    targets = table.targets_for(hand[0])
    send(table, "key", key=pygame.K_DOWN)
    row, side = targets[1 % len(targets)]
    send(table, "key", key=pygame.K_RETURN)
    assert table.match.log[-1] == (0, f"play {hand[0]} r{row + 1} p{side + 1}")


def test_refresh_by_key_and_button(app):
    table = open_table(app, duel_position())
    send(table, "key", key=pygame.K_r)
    assert table.match.log[-1] == (0, "refresh")
    table2 = open_table(app, duel_position())
    click(table2, table2.buttons["refresh"].rect.center)
    assert table2.match.log[-1] == (0, "refresh")


AI_ONLY = [Seat("ai", "Duke", "normal"), Seat("ai", "Countess", "normal")]


@pytest.mark.parametrize("seats, demo", [(AI_ONLY, True), (ADA_VS_AI, True), (AI_ONLY, False)])
def test_where_nobody_at_the_screen_plays_refresh_and_undo_are_not_shown(app, seats, demo):
    table = open_table(app, duel_position(), seats=seats, demo=demo)
    table.update(0.0)
    assert not table.takes_moves()
    assert not table.buttons["refresh"].shown and not table.buttons["undo"].shown
    click(table, table.buttons["refresh"].rect.center)
    send(table, "key", key=pygame.K_r)
    assert table.hover_button is None and table.match.log == []


def test_a_persons_table_shows_refresh_and_undo_even_while_they_cannot_be_pressed(app):
    table = open_table(app, duel_position(turn=1))
    table.update(0.0)
    assert table.takes_moves()
    b = table.buttons
    assert b["refresh"].shown and b["undo"].shown and not b["refresh"].enabled and not b["undo"].enabled


def test_it_is_not_your_turn_while_the_ai_moves(app):
    table = open_table(app, duel_position(turn=1))
    click(table, card_pos(table, "T7"))
    assert "Countess" in table.message and table.match.log == []


# --- what may be seen ------------------------------------------------------------------------------------

def test_the_opponent_hand_is_only_ever_backs(app):
    state = duel_position()
    table = open_table(app, state)
    secret = {C.NAME[c] for c in state.hands[1]}
    frame(app, n=3)
    for ident, sp in table.layer.sprites.items():
        assert ident not in secret and sp.key not in secret
    backs = [table.layer.get(i) for i in table.choreo.display.hands[1]]
    assert len(backs) == 2 and all(sp.key is None for sp in backs)
    # every face the table knows is public to its viewer
    obs = state.observation(0)
    public = set(obs["hand"]) | set(obs["discard"]) | {n for row in obs["rows"] for side in row for n in side}
    for sp in table.layer.sprites.values():
        if sp.key is not None and not str(sp.key).startswith("centre:"):
            assert sp.key in public


def test_an_ai_play_turns_a_back_into_the_played_card(app):
    app.settings.animation_speed = 1.0
    state = duel_position(turn=1)
    table = open_table(app, state)
    app.ai.answer = None
    frame(app, dt=0.3, n=4)  # the request goes out
    app.ai.answer = (1, "play W4 r1 p2", None, 0.0)
    frame(app, dt=0.05)
    assert table.match.log[-1] == (1, "play W4 r1 p2")
    assert table.layer.get("W4") is not None and table.animating()
    frame(app, dt=0.1, n=20)
    assert table.choreo.display.rows[(0, 1)] == ["W4"]
    assert len(table.choreo.display.hands[1]) == 1  # one of its two backs was played
    assert len(table.hand_names()) == 4  # and Ada has drawn her next card


def test_pass_and_play_raises_the_curtain_and_offers_a_take_back(app):
    table = open_table(app, duel_position(), seats=TWO_PEOPLE)
    assert table.hand_names() == [] and table.observer() is None  # nobody's hand before the first curtain
    frame(app)
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ada"
    app.top.age = 1.0
    app.top.lift()
    frame(app)
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    frame(app)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Bea"
    assert curtain.undo is not None
    curtain.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode=""))
    assert app.top is table and table.match.log == []
    assert table.view_seat() == 0 and "T7" in table.hand_names()
    # played again and the curtain lifted for Bea: now it cannot be taken back
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    frame(app)
    curtain = app.top
    curtain.age = 1.0
    curtain.lift()
    frame(app)
    assert table.view_seat() == 1 and not table.can_undo()
    assert set(table.hand_names()) == {C.NAME[c] for c in table.state.hands[1]}


# --- undo until a reveal --------------------------------------------------------------------------------

def test_undo_before_the_ai_acts_then_not_after(app):
    table = open_table(app, duel_position())
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    assert table.can_undo()
    frame(app, dt=0.3, n=3)  # the AI is asked
    send(table, "key", key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.match.log == [] and "T7" in table.hand_names()
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    frame(app, dt=0.3, n=3)
    app.ai.answer = (1, "play W2 r2 p2", None, 0.0)
    frame(app, dt=0.05, n=2)
    assert table.match.log[-1][0] == 1
    assert not table.can_undo()
    send(table, "key", key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.said.kind == "refusal" and "Nothing to undo" in table.message
    assert len(table.match.log) == 2


def test_refresh_shows_new_cards_so_it_cannot_be_undone_after_the_ai(app):
    table = open_table(app, duel_position())
    send(table, "key", key=pygame.K_r)
    assert table.can_undo()  # the AI has not moved; the new cards are already in hand but Ada may take it back
    app.ai.answer = (1, "refresh", None, 0.0)
    frame(app, dt=0.3, n=4)
    assert not table.can_undo()


def test_solo_play_waits_in_its_space_until_end_turn(app):
    state = position(hands=[["T7", "W9"]], mode="solitaire", players=1, rows={"r1p1": ["W5"]})
    table = open_table(app, state, seats=[Seat("human", "Ada")], mode="solitaire")
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    assert table.pending is not None and table.match.log == []
    frame(app)
    sp = table.layer.get("T7")
    assert sp.glow is not None and sp.rect().center == table.lay.space(0, 0, 1).center
    assert "T7" not in table.hand_names() and table.buttons["end"].rect.width > 0
    send(table, "key", key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.pending is None and "T7" in table.hand_names()
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    send(table, "key", key=pygame.K_RETURN)
    assert table.pending is None and table.match.log == [(0, "play T7 r1 p1")]
    assert not table.can_undo()  # the next card is already in Ada's hand


def test_solo_picking_the_next_card_commits_the_held_one(app):
    state = position(hands=[["T7", "W9"]], mode="solitaire", players=1)
    table = open_table(app, state, seats=[Seat("human", "Ada")], mode="solitaire")
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    click(table, card_pos(table, "W9"))
    assert table.pending is None and table.match.log == [(0, "play T7 r1 p1")]


# --- scoring --------------------------------------------------------------------------------------------------

def test_a_scoring_row_glows_pays_its_accolade_and_sweeps_to_the_discard(app):
    app.settings.animation_speed = 1.0
    state = duel_position(rows={"r1p1": ["W2", "T3", "S4", "W5"]}, hands=[["T7", "W9", "S3"], ["W12", "W4"]])
    table = open_table(app, state)
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    assert table.state.accolades[0] == 1  # 2+3+4+5+7 = 21
    assert table.choreo.display.accolades[0] == 0  # paid when the token lands
    frame(app, dt=0.1, n=6)
    assert table.choreo.active("score") or table.choreo.display.glows
    frame(app, dt=0.1, n=30)
    assert not table.animating()
    assert table.choreo.display.accolades[0] == 1
    assert table.choreo.display.rows[(0, 0)] == []
    assert table.choreo.display.discard[-5:] == ["W2", "T3", "S4", "W5", "T7"]
    assert any("an Accolade" in e.text for e in table.logbook.refresh())


# --- modes, sizes, the end ----------------------------------------------------------------------------------------

MODES = [("duel", 2), ("solitaire", 1), ("cooperative", 3), ("endurance", 2)]


@pytest.mark.parametrize("mode,players", MODES)
def test_every_mode_draws_inside_the_window_at_three_sizes(app, mode, players):
    seats = [Seat("human", "Ada")] + [Seat("ai", n, "easy") for n in ("Countess", "Duke", "Marquise")[:players - 1]]
    match = Match.new("fancy_dancing", players, {"mode": mode}, seed=11, seats=seats)
    match.resolve_chance()
    table = fd_scene.create_table(app, match)
    app.push(table)
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        surface = pygame.Surface(size)
        table.draw(surface)
        frame(app, dt=0.1)
        table.draw(surface)
        lay = table.lay
        screen = pygame.Rect((0, 0), size)
        assert screen.contains(lay.panel) and screen.contains(lay.floor)
        assert not lay.floor.colliderect(lay.panel)
        for r in list(lay.spaces.values()) + lay.centres + list(lay.badges.values()):
            assert lay.floor.contains(r)
        for name in table.hand_names():
            assert screen.contains(table.layer.get(name).rect())
        for b in lay.buttons.values():
            assert lay.panel.contains(b)
        assert lay.log.bottom <= min(b.top for b in lay.buttons.values())
        if mode != "duel":
            assert lay.floor.contains(lay.spread) and all(screen.contains(pygame.Rect(0, 0, 2, 2).move(
                lay.spread_pos(k))) for k in range(39))


def _run_to_the_end(app, table, cap=6000):
    for _ in range(cap):
        if table.match.is_over() and not table.animating():
            break
        table.update(0.2)
        table.draw(app.screen)
    assert table.match.is_over()


@pytest.mark.parametrize("mode,players", MODES)
def test_every_mode_plays_to_its_end_with_ai_seats(app, mode, players):

    app._ai = StubAI("first")
    seats = [Seat("ai", n, "easy") for n in ("Countess", "Duke", "Marquise", "Baron")[:players]]
    match = Match.new("fancy_dancing", players, {"mode": mode}, seed=7, seats=seats)
    table = fd_scene.create_table(app, match)
    app.push(table)
    _run_to_the_end(app, table)
    table.update(2.0)
    from game.ui.results import ResultsScene

    assert isinstance(app.top, ResultsScene)
    app._draw()
    assert app.top.headline()


def test_a_solo_game_records_its_high_score_and_the_results_show_the_table(app):
    from game.fancy_dancing import highscores, showcase

    app._ai = StubAI("first")
    match = Match.new("fancy_dancing", 1, {"mode": "solitaire"}, seed=3, seats=[Seat("human", "Ada")])
    table = fd_scene.create_table(app, match)
    app.push(table)
    table.update(0.2)  # the deal
    for _ in range(400):
        if match.is_over():
            break
        seat = table.human_to_move()
        legal = match.state.legal_actions(seat)
        table.play(legal[0], seat)
        table.commit_pending()
        table.update(0.2)
    assert match.is_over()
    table.update(0.2)
    entries = highscores.load()["solitaire"]
    assert entries and entries[0]["name"] == "Ada"
    assert table.high_place == 1
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    showcase.draw_result_art(surface, surface.get_rect(), match)
    lines = showcase.result_lines(match)
    assert any("Place 1" in line for line in lines)
    text, colour = showcase.result_banner(match)
    assert text and len(colour) == 3


def test_duel_results_art_lines_and_thumbnail_draw(app):
    from game.fancy_dancing import showcase
    from game.ui.start import finished_match

    match = finished_match("fancy_dancing", 4)
    assert match.is_over() and match.options["mode"] == "duel"
    surface = pygame.Surface((420, 300), pygame.SRCALPHA)
    showcase.draw_result_art(surface, surface.get_rect(), match)
    assert showcase.result_banner(match) is None
    assert len(showcase.result_lines(match)) == 3
    showcase.draw_thumbnail(surface, surface.get_rect(), 1.0)
    for mode in ("duel", "solitaire", "cooperative", "endurance"):
        showcase.draw_option_preview(surface, surface.get_rect(), "mode", mode, 1.0)
    assert surface.get_bounding_rect().width > 300


def test_every_help_page_draws():
    from game.fancy_dancing.help import PAGES

    assert len(PAGES) >= 8
    for page in PAGES:
        assert page["title"] and len(page["text"]) > 100
        if page["diagram"] is not None:
            for size in ((480, 420), (900, 700)):
                surface = pygame.Surface(size, pygame.SRCALPHA)
                page["diagram"](surface, surface.get_rect().inflate(-16, -16), size[0] / 560)
                assert surface.get_bounding_rect().width > size[0] // 2


# --- the setup screen ----------------------------------------------------------------------------------

def test_setup_fits_the_mode_to_the_player_count_and_back(app):
    from game.ui.setup import SetupScene

    setup = SetupScene(app, "fancy_dancing")
    setup.players = 1
    setup._fit_options_to_players()
    assert setup.options["mode"] == "solitaire"
    setup.options["mode"] = "duel"
    assert setup._fit_players_to_options() and setup.players == 2
    setup.players = 4
    setup._fit_options_to_players()
    assert setup.options["mode"] == "cooperative"
    setup.options["mode"] = "endurance"
    assert not setup._fit_players_to_options() and setup.players == 4
    assert "first" not in [o.name for o in setup._shown_options()]
    setup.first = "2"
    match = setup.build_match()
    assert match.players == 4 and match.options["mode"] == "endurance"
    assert match.state.first == 2  # the setup's own "who starts" decides


def test_setup_opens_with_a_fitting_mode_for_a_remembered_count(app):
    from game.ui.setup import SetupScene

    app.settings.last_setup["fancy_dancing"] = {"players": 1, "options": {"mode": "duel"}, "first": "0"}
    setup = SetupScene(app, "fancy_dancing")
    assert setup.players == 1 and setup.options["mode"] == "solitaire"
    assert setup.build_match().options["mode"] == "solitaire"


def test_chance_outcome_is_never_written_in_the_log(app):
    table = open_table(app, duel_position())
    match = table.match
    match.states = [match.game.new_game(2, {"mode": "duel"})]
    match.log = []
    table.on_undo()
    frame(app)
    assert match.log and match.log[0][0] == CHANCE
    texts = [e.text for e in table.logbook.refresh()]
    assert texts and not any("," in t and "deck" in t.lower() and "W" in t for t in texts)


def test_after_the_curtain_only_the_new_persons_hand_is_open_even_mid_animation(app):
    """Two people: Ada plays, the curtain goes up for Bea, and Bea lifts it while the cards still fly.
    Her view shows her own hand at the bottom and nothing of Ada's (the table once kept Ada's hand open,
    face up, until the animation ended)."""
    app.settings.animation_speed = 0.5
    table = open_table(app, duel_position(deck=[]), seats=TWO_PEOPLE)  # Bea's draw needs the discard reshuffled
    frame(app)
    app.top.age = 1.0
    app.top.lift()
    frame(app)
    ada = {C.NAME[c] for c in table.state.hands[0]}
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    for _ in range(200):
        frame(app, dt=0.02)
        if isinstance(app.top, CurtainScene):
            break
    assert isinstance(app.top, CurtainScene) and app.top.name == "Bea"  # the new deck's riffle still to come
    app.top.age = 1.0
    app.top.lift()
    frame(app, dt=0.01)
    assert table.view_seat() == 1
    bea = {C.NAME[c] for c in table.state.hands[1]}
    assert set(table.hand_names()) == bea
    shown = {sp.key for sp in (table.layer.get(i) for i in table.layer.order) if sp is not None and sp.face_up}
    assert not (shown & (ada - {"T7"})), shown & ada
    assert all(str(i).startswith("?") for i in table.choreo.display.hands[0])


def test_between_turns_the_table_shows_nobodys_hand(app):
    """Pass and play: once Ada's move is made, and until the curtain lifts for Bea, no hand is open."""
    table = open_table(app, duel_position(), seats=TWO_PEOPLE)
    frame(app)
    app.top.age = 1.0
    app.top.lift()
    frame(app)
    assert table.observer() == 0 and set(table.hand_names()) == {"T7", "W9", "S3"}
    click(table, card_pos(table, "T7"))
    click(table, table.target_rect(0, 0).center)
    assert table.observer() is None and table.view().viewer is None and table.hand_names() == []
    assert table.view_seat() == 0  # Ada's place stays at the bottom, her cards face down


@pytest.mark.parametrize("mode, players", [("duel", 2), ("endurance", 1)])
def test_a_still_picture_painted_again_in_part_equals_a_fresh_one(app, mode, players):
    """A change of a row's points, the discard or the log paints the still picture again only there: at
    every stop the window is the same, pixel for pixel, as the whole picture painted afresh."""
    app._ai = StubAI("random", seed=3)
    app.settings.animation_speed = 1.0  # a card lands, then its row counts it: changes come one by one
    seats = [Seat("ai", "Duke", "normal"), Seat("ai", "Countess", "normal")][:players]
    match = Match.new("fancy_dancing", players, {"mode": mode}, seed=7, seats=seats)
    table = show_table(app, fd_scene.create_table(app, match, demo=True))
    checked = 0
    for step in range(1200):
        frame(app)
        if step % 4 == 0:
            table.draw(app.screen)
            patched = pygame.image.tobytes(app.screen, "RGB")
            table._still.forget()
            table.draw(app.screen)
            assert patched == pygame.image.tobytes(app.screen, "RGB"), f"frame {step}"
            checked += 1
        if table.match.is_over():
            break
    assert checked >= 40 and table._still.partial > 0
