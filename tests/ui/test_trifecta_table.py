"""Headless tests of the Trifecta table's sealed choices: in/out, the ante and the bid by clicking,
refusals in the rules' words, the reveal, AI seats answered within one step, and pass-and-play for two
people (the curtain before each private view, nobody's hand in the shared view)."""
import pygame
import pytest

from game.core import CHANCE
from game.core.match import Match, Seat
from game.trifecta import cards as C
from game.trifecta import scene as trifecta_scene
from game.ui.app import App, AppOptions
from game.ui.curtain import CurtainScene
from tests.trifecta.helpers import GOALS, deal_order, step
from tests.ui.harness import StubAI, show_table
from tests.ui.harness import click_scene as click
from tests.ui.harness import frames as frame

HANDS = [
    ["Circle", "Circle", "FRC", "PRC", "Red", "Green", "Hollow", "FBT", "PGS"],
    ["Blue", "Blue", "FBC", "PGC", "Filled", "Filled", "HRS", "HGT", "PBT"],
    ["Triangle", "Triangle", "Square", "FRT", "HBT", "Partial", "Partial", "FGS", "HRC"],
    ["Square", "Green", "Hollow", "FGT", "FRS", "PBS", "HBS", "HGC", "PRT"],
]


@pytest.fixture
def app():
    application = App(AppOptions(size=(1280, 720)))
    application._ai = StubAI("held")
    application.settings.animation_speed = 1.0
    yield application


def stacked_match(seats, goals=GOALS):
    """A match whose first stage is dealt from HANDS (one hand per seat), goals in `goals` order."""
    match = Match.new("trifecta", len(seats), None, seed=11, seats=seats)
    match.play(("goals", tuple(C.goal_id(g) for g in goals)), CHANCE)
    match.play(("deal", deal_order(HANDS[:len(seats)], tuple(range(len(seats))))), CHANCE)
    return match


def open_table(app, seats, state=None, demo=False):
    match = stacked_match(seats)
    if state is not None:
        match.states = [state(match.state)]
    return show_table(app, trifecta_scene.create_table(app, match, demo=demo))


def card_point(table, index):
    """Where to click the hand's `index`-th card: its centre (the right neighbour lies over its right side,
    so a little left of the middle)."""
    g = table.geo
    n = len(table.view().hand)
    p = g.fan.pose(n, index, selected=index in table.selected)
    return p.x - g.hand_size[0] * 0.3, p.y - p.lift * g.hand_size[1] * 0.08


def hand_index(table, name):
    return table.view().hand.index(name)


ONE_HUMAN = [Seat("human", "You"), Seat("ai", "Countess", "normal"), Seat("ai", "Duke", "normal")]


def to_bid(state):
    """Round 1 (goal Red): You and Countess in, Duke out; both antes paid: the bid is open."""
    return step(step(state, p0="in", p1="in", p2="out"), p1="ante HRS", p0="ante Hollow")


def test_in_or_out_by_clicking_the_in_card(app):
    table = open_table(app, ONE_HUMAN)
    assert table.view().decision == "inout"
    click(table, table.geo.in_card.center)
    assert table.match.log[-1] == (0, "in")
    assert table.view().seats[0].token.kind == "in" and table.view().seats[0].token.mine
    assert table.view().decision is None
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o"))
    assert table.match.log[-1] == (0, "in") and table.said.kind == "refusal"  # sealed: no second choice
    assert table.message.startswith("Your choice is sealed")


ALL_AI = [Seat("ai", "Marquise", "normal"), Seat("ai", "Countess", "normal"), Seat("ai", "Duke", "normal")]


def test_a_demonstration_offers_no_in_or_out_and_plays_nothing_for_the_ai(app):
    table = open_table(app, ALL_AI, demo=True)
    assert table._status()[0].startswith("A demonstration")  # not "click your In or Out card"
    assert table.view().decision == "inout" and not table.takes_moves()  # seat 0 (AI) has yet to choose
    assert table.decision_seat() is None
    click(table, table.geo.in_card.center)
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o"))
    assert table.hover_control is None and table.match.log[-1][0] == CHANCE
    text, _ = table._status()  # the line says what is happening, not which card to click
    assert "demonstration" in text and "press I or O" not in text


def test_a_persons_table_asks_for_in_or_out(app):
    table = open_table(app, ONE_HUMAN)
    assert "press I or O" in table._status()[0]


def test_out_by_key(app):
    table = open_table(app, ONE_HUMAN)
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o"))
    assert table.match.log[-1] == (0, "out")


def test_ante_by_clicking_a_card_then_confirm(app):
    table = open_table(app, ONE_HUMAN, state=lambda s: step(s, p0="in", p1="in", p2="out"))
    view = table.view()
    assert view.decision == "ante" and view.goal == "Red"  # Blind: turned up once two are in
    click(table, table.geo.confirm.center)  # nothing chosen yet: the rules' reason
    assert table.message == "Choose one card from your hand as your ante."
    click(table, card_point(table, hand_index(table, "Hollow")))
    assert [view.hand[i] for i in table.selected] == ["Hollow"]
    click(table, table.geo.confirm.center)
    assert table.match.log[-1] == (0, "ante Hollow")
    assert "Hollow" not in table.view().hand  # it lies sealed in front of its owner


def test_bid_by_clicking_matching_cards_refuses_the_others_and_confirms(app):
    table = open_table(app, ONE_HUMAN, state=to_bid)
    view = table.view()
    assert view.decision == "bid" and view.goal == "Red"
    click(table, card_point(table, hand_index(table, "Green")))
    assert table.message == "Green does not match Red."
    assert table.said.kind == "refusal" and table.selected == []
    for name in ("FRC", "Red"):
        click(table, card_point(table, hand_index(table, name)))
    assert sorted(view.hand[i] for i in table.selected) == ["FRC", "Red"]
    text, kind = table._status()
    assert kind == "refusal"  # the refusal stays up a moment
    table.message = ""
    text, kind = table._status()
    assert kind == "prompt" and "2 of your 3 chosen" in text
    click(table, table.geo.confirm.center)
    assert table.match.log[-1] == (0, "play Red,FRC")


def test_play_none_is_allowed(app):
    table = open_table(app, ONE_HUMAN, state=to_bid)
    table.update(0.0)  # the controls are decided each frame, before drawing
    table.draw(app.screen)
    assert table.confirm.label == "Play none" and table.confirm.enabled and table.all_button.enabled
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert table.match.log[-1] == (0, "play -")


def test_the_reveal_turns_every_bid_and_a_click_completes_it(app):
    table = open_table(app, ONE_HUMAN, state=lambda s: step(to_bid(s), p1="play -"))
    table.select_all_matching()
    table.commit()
    assert table.match.log[-1] == (0, "play Red,FRC,PRC")
    assert table.animating()
    event = table.anim.event
    assert event.step == "bid" and dict(event.choices)[0].cards == ("Red", "FRC", "PRC")
    assert event.winner_bid == 0 and event.settled[0].taker == 0
    frame(app, 40)  # mid-way: the bids are face up in front of the players
    assert table.animating()
    tokens = [sp for ident, sp in table.layer.sprites.items() if ident[0] == "tok"]
    assert tokens and all(sp.face_up for sp in tokens)
    click(table, (5, 5))  # a click completes it
    assert not table.animating()
    assert table.view().seats[0].won == ("Red",)


def test_ai_seats_of_one_step_all_choose_while_the_person_has_not(app):
    app._ai = StubAI("first")
    seats = [Seat("human", "You")] + [Seat("ai", n, "normal") for n in ("Countess", "Duke", "Marquise")]
    table = open_table(app, seats)
    for _ in range(60):
        frame(app, dt=0.1)
        if len(table.match.state.pending) == 3:
            break
    assert sorted(seat for _, seat in app.ai.requests) == [1, 2, 3]
    assert sorted(s for s, _ in table.match.state.pending) == [1, 2, 3]
    assert table.match.state.to_move() == frozenset({0})
    assert not table.animating()  # nothing turned over before the person chose
    assert [sv.seat for sv in table.view().seats if sv.chosen] == [1, 2, 3]
    table.choose_inout(True)
    assert table.animating() and table.anim.event.step == "inout"
    assert len(table.anim.event.choices) == 4


def test_two_people_choose_behind_curtains_and_never_see_each_others_choice(app):
    app._ai = StubAI("first")
    seats = [Seat("human", "Ada"), Seat("human", "Bea"), Seat("ai", "Duke", "normal")]
    table = open_table(app, seats)
    seen = []
    real_observe = table.observe

    def observe(state, seat):
        seen.append(seat)
        return real_observe(state, seat)

    table.observe = observe
    frame(app)
    assert isinstance(app.top, CurtainScene) and app.top.name == "Ada"
    app.top.age = 1.0
    app.top.lift()
    frame(app)
    assert table.observer() == (0, True) and table.view().viewer == 0
    table.choose_inout(True)
    frame(app)
    assert isinstance(app.top, CurtainScene) and app.top.name == "Bea"
    seen.clear()
    app.top.age = 1.0
    app.top.lift()
    table._view_cache = (None, None, None)
    frame(app, 3)
    assert set(seen) <= {1}  # only Bea's observation is drawn while she looks
    view = table.view()
    assert view.viewer == 1 and view.bottom == 1
    assert view.seats[0].token.kind == "sealed" and not view.seats[0].token.mine  # Ada's choice stays hidden
    assert sorted(view.hand) == sorted(HANDS[1])
    table.choose_inout(False)
    seen.clear()
    table._view_cache = (None, None, None)
    frame(app, 2)
    # both people have chosen: a shared view shows no hand and no sealed choice of anyone
    assert None in seen and not {0, 1} & set(seen)
    view = table.view()
    assert view.viewer is None and view.hand == () and view.hidden_hand == 9


def test_the_shared_reveal_comes_before_the_next_curtain(app):
    seats = [Seat("human", "Ada"), Seat("human", "Bea")]
    table = open_table(app, seats)
    frame(app)
    app.top.age = 1.0
    app.top.lift()
    table.choose_inout(True)
    frame(app)
    app.top.age = 1.0
    app.top.lift()
    table.choose_inout(True)  # both in: the reveal plays in the shared view
    assert table.animating() and table.observer() == (None, False)
    frame(app, 5)
    assert app.top is table  # no curtain while everyone watches the cards turn
    table.finish_animation()
    frame(app)
    assert isinstance(app.top, CurtainScene)  # then the first to ante passes the screen round


def test_eliminated_seats_are_greyed(app):
    import random

    from game.trifecta.table_draw import GREY

    seats = [Seat("human", "You")] + [Seat("ai", f"AI {i}", "normal") for i in range(1, 4)]
    match = Match.new("trifecta", 4, None, seed=2, seats=seats)
    rng = random.Random(4)
    while not (match.state.history and len(match.state.alive) < 4 and not match.is_over()):
        if match.is_over():
            match = Match.new("trifecta", 4, None, seed=rng.randrange(999), seats=seats)
        match.resolve_chance()
        if match.is_over():
            continue
        seat = min(match.state.to_move())
        match.play(rng.choice(match.state.legal_actions(seat)), seat)
    match.resolve_chance()
    table = trifecta_scene.create_table(app, match)
    app.push(table)
    table.finish_animation()
    table.draw(app.screen)
    out = [sv for sv in table.view().seats if not sv.alive]
    assert out and all(sv.eliminated_in == 1 for sv in out)
    g = table.geo
    for sv in out:
        r = g.places[sv.seat].rect
        disc_top = (r.left + 10 + 12, r.top + 10 + 12 - 8)  # inside the seat's disc, above its number
        assert tuple(app.screen.get_at(disc_top))[:3] == GREY


def test_an_ai_choosing_after_a_person_gets_a_state_without_their_sealed_choice(app):
    seats = [Seat("human", "You"), Seat("ai", "Countess", "normal"), Seat("ai", "Duke", "normal")]
    table = open_table(app, seats)
    table.choose_inout(False)  # sealed: Out
    frame(app, 3, dt=0.2)
    sent, seat = app.ai.requests[-1]
    real = table.match.state
    assert seat == 1 and sent is not real
    assert sent.observation(1) == real.observation(1)  # everything the AI's seat may know, nothing more
    assert dict(real.pending)[0] == ("out",) and 0 in dict(sent.pending)  # You has chosen; what is resampled
    assert sent.hands[1] == real.hands[1] and sent.legal_actions(1) == real.legal_actions(1)


def test_resizing_mid_reveal_lands_it_and_lays_out_again(app):
    table = open_table(app, ONE_HUMAN, state=lambda s: step(to_bid(s), p1="play -"))
    table.commit()
    assert table.animating()
    surface = pygame.Surface((960, 540))
    table.draw(surface)
    assert not table.animating() and table.geo.size == (960, 540)
    assert table.view().seats[0].won == ()  # a bid of none against none: a tie, the goal is discarded
    assert table.view().discarded == ("Red",)
