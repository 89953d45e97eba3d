"""The Casino table never waits on a legal listing inside a frame: on a crowded table the items that may
join a pick are found a slice at a time in update(), on a middling one the person's full list is made
off the frame (between frames, on a background thread) and then lights exactly, and the list an AI's
answer is checked against is made while it thinks, the answer waiting for it. Counted by which thread
lists (never the frame's), not timed."""
import threading

import pygame
import pytest

from game.casino import cards as C
from game.casino import moves as M
from game.casino import scene as casino_scene
from game.casino.selection import INLINE_LIMIT, Advisor, Pick, loose_numbers
from game.core.match import Match, Seat
from game.ui.app import App, AppOptions
from tests.casino.helpers import position
from tests.casino.table_helpers import click, hand_point, item_point, key
from tests.casino.test_table import crowded_match
from tests.ui.harness import StubAI

ADA_VS_AI = [Seat("human", "Ada"), Seat("ai", "Countess", "normal")]
MIDDLING = ["AC", "2D", "3S", "4H", "5C", "6D", "7S", "2C", "3H", "KC", "QD"]  # 9 loose number cards


@pytest.fixture
def app():
    application = App(AppOptions(size=(1280, 720)))
    application._ai = StubAI("held")
    application.settings.animation_speed = 0.0
    yield application


@pytest.fixture
def listings(monkeypatch):
    """Every call of the rules' listing, by the thread that made it."""
    seen = []
    listing = M.legal_plays

    def recorded(state, seat):
        seen.append(threading.current_thread() is threading.main_thread())
        return listing(state, seat)

    monkeypatch.setattr(M, "legal_plays", recorded)
    return seen


def open_table(app, match):
    table = casino_scene.create_table(app, match)
    app.push(table)
    table.update(0.0)
    table.draw(app.screen)
    return table


def frames_until(app, table, done, limit=3000):
    """Frames as the App runs them (update, then draw) until `done()`; how many it took."""
    for n in range(limit):
        if done():
            return n
        table.update(1 / 60)
        table.draw(app.screen)
        threading.Event().wait(0.001)  # between frames: the background listing's turn
    raise AssertionError("never done")


def middling_match():
    state = position(["8H", "9C", "KD", "2H"], ["10S", "JC", "4D", "5D"], MIDDLING, round=2)
    assert INLINE_LIMIT < loose_numbers(state) <= 12
    match = Match.new("casino", 2, {"first": 0}, seed=5, seats=ADA_VS_AI)
    match.states = [state]
    return match


def test_a_crowded_table_lights_a_pick_in_slices_and_never_lists_in_a_frame(app, listings):
    match = crowded_match()
    while match.state.turn != 0:
        seat = match.state.turn
        match.play(next(a for a in match.state.legal_actions(seat) if a[0] == "drop"), seat)
    listings.clear()
    table = open_table(app, match)
    hand = [c for c in match.state.hands[0] if C.number_values(c)] or list(match.state.hands[0])
    click(table, hand_point(table, C.NAME[hand[-1]]))
    world = table.world(0)
    n = frames_until(app, table, lambda: table.advisor.settled(world, 0, table.ui.pick))
    lit = table.reader.lit_items()
    assert lit and n >= 1
    assert not any(listings), "a frame listed the legal actions"
    # the slices found what the item-by-item rule finds at once
    whole = {item for item in [("c", c) for c in world.loose] + [("b", b.number) for b in world.builds]
             if Advisor().item_lit(world, 0, table.ui.pick, item, exact=False)}
    assert lit == whole
    table.draw(app.screen)


def test_a_middling_table_lists_off_the_frame_and_then_lights_exactly(app, listings):
    table = open_table(app, middling_match())
    world = table.world(0)
    frames_until(app, table, lambda: table.advisor.settled(world, 0, Pick(hand=C.card_id("8H"))))
    assert listings and not any(listings), "the person's list was made inside a frame"
    click(table, hand_point(table, "8H"))
    lit = table.reader.lit_items()
    exact = Advisor().lit(world, 0, Pick(hand=C.card_id("8H")))  # no helper: listed at once, as before
    assert lit == exact and ("c", C.card_id("7S")) in lit  # 7+A makes 8
    assert ("c", C.card_id("KC")) not in lit
    click(table, item_point(table, ("c", C.card_id("7S"))))
    click(table, item_point(table, ("c", C.card_id("AC"))))
    key(table, pygame.K_RETURN)
    assert table.match.log[-1] == (0, "capture 8H: 7S+AC")
    assert sum(listings) == 0


def test_an_ai_answer_waits_for_its_list_made_off_the_frame(app, listings):
    state = position(["8H", "9C", "KD", "2H"], ["10S", "JC", "4D", "5D"], MIDDLING, round=2, turn=1)
    match = Match.new("casino", 2, {"first": 0}, seed=5, seats=ADA_VS_AI)
    match.states = [state]
    table = open_table(app, match)
    app._ai.answer = (1, "drop 10S", None, 0.0)
    table._ticket_seat, table.think_started = 1, 0.0
    frames_until(app, table, lambda: table.match.log and table.match.log[-1] == (1, "drop 10S"))
    assert listings and not any(listings), "the AI's answer was checked against a list made in a frame"


def test_a_listing_waits_for_the_frame_and_a_dropped_one_stops(monkeypatch):
    from game.casino.ahead import Ahead

    said = []
    listing = M.legal_plays

    def recorded(state, seat):
        said.append("begins")
        out = listing(state, seat)
        said.append("ends")
        return out

    monkeypatch.setattr(M, "legal_plays", recorded)
    state = position(["8H", "9C", "KD", "2H"], ["10S", "JC", "4D", "5D"], MIDDLING, round=2)
    ahead = Ahead()
    ahead.frame_begins()  # a frame that does not end: the listing waits at its first look
    assert ahead.listing(state, 0) is None and ahead.pending(state, 0)
    threading.Event().wait(0.05)
    assert ahead.pending(state, 0) and ahead.busy()
    ahead.keep_only(())  # no longer wanted
    ahead.frame_ends()
    for _ in range(2000):
        if not ahead.busy():
            break
        threading.Event().wait(0.002)
    assert not ahead.busy() and not ahead.pending(state, 0)
    assert said == ["begins"]  # it began, and stopped inside the listing
    again = position(["8H", "9C", "KD", "2H"], ["10S", "JC", "4D", "5D"], MIDDLING, round=2)
    assert ahead.listing(again, 0) is None  # a wanted one runs to its end between frames
    for _ in range(2000):
        if ahead.listing(again, 0) is not None:
            break
        threading.Event().wait(0.002)
    assert ahead.listing(again, 0) == again.legal_actions(0) and said[-2:] == ["begins", "ends"]
