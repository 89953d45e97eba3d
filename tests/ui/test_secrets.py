"""No text drawn while one seat's view is up names another seat's secret, in any of the five games.

Every seat is a person (pass and play): each game is played to its results through the table's own
input, curtains lifted by a key as people would, a hint asked now and then. Every text the app draws
(and every card face, and every named picture) is recorded with the seat whose view was up (the
table's private_seat(); None: the public view or the curtain), and checked against every other seat's
secrets at that step, computed from the full state: hands, sealed choices, secret cards, the deck,
Powers and Plans (tests/ui/secrets_kit.py, tests/ui/secrets_games.py). The planted-leak tests show
the check has teeth: a table made to draw another seat's card, or the issue's own bug put back, fails it.
"""
from __future__ import annotations

import importlib
import random

import pytest

from game.core.match import Match, Seat
from game.ui import kits
from game.ui.scene import Scene
from tests.ui.harness import make_app
from tests.ui.secrets_games import GAMES
from tests.ui.secrets_kit import Checker, FixedClock, Recorder, install, play_game

SEEDS = {"casino": 3, "fancy_dancing": 4, "trifecta": 2, "trifoil": 1, "the_dance": 5}


def start(game_id: str, seed: int, monkeypatch, options=None, players=None):
    """A pass-and-play table of `game_id` on a headless App whose frames last FRAME_DT, recorded."""
    seats, base_options, secrets, people = GAMES[game_id]
    players = players or seats
    app = make_app(start=False)
    app.clock = FixedClock()
    app.settings.animation_speed = 2.0  # every animation still plays (and is recorded), quickly
    match = Match.new(game_id, players, {**base_options, **(options or {})}, seed=seed,
                      seats=[Seat("human", "") for _ in range(players)])
    table = kits.create_table(app, match)
    rec = Recorder(app)
    rec.table = table
    install(rec, monkeypatch)
    app.push(table)
    return app, table, rec, secrets(), people(random.Random(seed))


def leaks_of(rec, secrets) -> list:
    return Checker(secrets, rec.states).leaks(rec.seen)


def report(leaks) -> str:
    return "\n".join(str(leak) for leak in leaks[:12]) + (f"\n... {len(leaks)} in all" if len(leaks) > 12 else "")


@pytest.mark.parametrize("game_id", ["casino", "fancy_dancing", "trifecta", "trifoil", "the_dance"])
def test_a_whole_pass_and_play_game_never_shows_a_seat_another_seats_secret(game_id, monkeypatch):
    app, table, rec, secrets, people = start(game_id, SEEDS[game_id], monkeypatch)
    counts = play_game(app, table, people, rec)
    assert table.match.is_over(), f"the game did not reach its end: {counts}"
    assert counts["results_frames"] > 0
    views = {s.view for s in rec.seen}
    assert set(range(table.match.players)) <= views  # every seat's own view was up and drawn
    if table.match.game.info.hidden_info:
        assert counts["curtains"] >= table.match.players
        checker = Checker(secrets, rec.states)
        assert any(checker.forbidden(s.view, s.moment) for s in rec.seen)  # there were secrets to keep
    assert len(rec.seen) > 200
    leaks = leaks_of(rec, secrets)
    assert not leaks, report(leaks)


# --- the check has teeth ------------------------------------------------------------------------------

def test_a_table_made_to_write_another_seats_card_is_caught(monkeypatch):
    """Casino's caption made to add the other hand's first card: the check names it and whose it is."""
    from game.casino import cards as C
    from game.casino.pick_reader import PickReader

    status = PickReader.status_text

    def leaky_status(self):
        text, kind = status(self)
        seat = self.table.private_seat()
        other = self.table.state.hands[1 - seat] if seat is not None else ()
        return (f"{text} (they hold {C.NAME[other[0]]})" if other else text), kind

    monkeypatch.setattr(PickReader, "status_text", leaky_status)
    app, table, rec, secrets, people = start("casino", 3, monkeypatch)
    play_game(app, table, people, rec, max_frames=160)
    leaks = leaks_of(rec, secrets)
    assert leaks and all(leak.secret[0] == "card" for leak in leaks)
    assert {leak.owner for leak in leaks} == {0, 1}
    assert all(leak.owner != leak.seen.view for leak in leaks)
    assert any(leak.seen.channel in ("status", "line") and "they hold" in leak.seen.text for leak in leaks)


def test_a_card_face_of_another_hand_drawn_face_up_is_caught(monkeypatch):
    """Fancy Dancing made to draw the next seat's first card face up: caught by the card books."""
    from game.fancy_dancing import cards as C
    from game.fancy_dancing.scene import FancyTable

    draw = FancyTable.draw

    def leaky_draw(self, surface):
        draw(self, surface)
        seat = self.private_seat()
        if seat is not None:
            other = self.state.hands[(seat + 1) % self.match.players]
            if other:
                surface.blit(self.book.picture(C.NAME[other[0]], True, self.lay.card), (0, 0))

    monkeypatch.setattr(FancyTable, "draw", leaky_draw)
    app, table, rec, secrets, people = start("fancy_dancing", 4, monkeypatch)
    play_game(app, table, people, rec, max_frames=120)
    leaks = leaks_of(rec, secrets)
    assert leaks and {leak.seen.channel for leak in leaks} == {"card"}


def test_the_issues_own_bug_put_back_is_caught(monkeypatch):
    """The secret card's notice said to whoever looks next, and kept over the curtain (as it once was):
    Player 1 is told Player 2's secret card after the curtain."""
    from game.casino import cards as C
    from game.casino.scene import CasinoTable
    from game.ui.table_curtain import TableCurtain

    def old_seal_secret(self, seat, card):
        if self.human_to_move() != seat or self.state.phase != "secret":
            return
        self.secret_picker = None
        if self.play(("secret", card), seat):
            self.notice(f"{C.NAME[card]} is your secret card: a star marks it on your plaque.", seat=None)

    show_curtain = TableCurtain.show

    def curtain_keeping_words(self, seat):
        words = self.table.said
        said = (words.text, words.seat)
        show_curtain(self, seat)
        words.text, words.seat = said

    monkeypatch.setattr(CasinoTable, "seal_secret", old_seal_secret)
    monkeypatch.setattr(TableCurtain, "show", curtain_keeping_words)
    app, table, rec, secrets, people = start("casino", 3, monkeypatch)
    play_game(app, table, people, rec, max_frames=60)
    leaks = leaks_of(rec, secrets)
    told = [leak for leak in leaks if leak.secret[0] == "secret"]
    assert told, report(leaks)
    assert all("is your secret card" in leak.seen.text and leak.seen.view != leak.owner for leak in told)


# --- replays: every view of a kept game -------------------------------------------------------------

REPLAY_PLAYERS = {"the_dance": 2}  # its replays are long: two families keep the test quick


def finished_match(game_id: str, seed: int):
    """A game of `game_id` played to its end with random legal moves, every seat a person."""
    from game.core import CHANCE

    players, options, _, _ = GAMES[game_id]
    players = REPLAY_PLAYERS.get(game_id, players)
    match = Match.new(game_id, players, options, seed=seed, seats=[Seat("human", "") for _ in range(players)])
    rng = random.Random(seed)
    while not match.is_over():
        if CHANCE in match.state.to_move():
            match.resolve_chance()
            continue
        seat = min(match.state.to_move())
        match.play(rng.choice(match.state.legal_actions(seat)), seat)
    return match


@pytest.mark.parametrize("game_id", ["casino", "fancy_dancing", "trifecta", "the_dance"])
def test_a_replay_shows_each_view_only_what_that_seat_knew_at_each_move(game_id, monkeypatch):
    """A finished game replayed move by move (the Right key) from a spectator's view and from each seat's:
    what is drawn at each position names nothing that view did not know at that position."""
    import pygame

    from game.ui.replay import ReplayScene

    match = finished_match(game_id, SEEDS[game_id])
    secrets = GAMES[game_id][2]()
    app = make_app(start=False)
    app.clock = FixedClock()
    importlib.import_module(f"game.{game_id}.scene")  # the table's modules load before the recorder
    rec = Recorder(app)
    install(rec, monkeypatch)
    app.push(Scene(app))  # under the replays: closing one does not end the app
    for view in [None] + list(range(match.players)):
        rec.clear()  # each view's replay is its own timeline: what it knows, it learnt in this one
        replay = ReplayScene(app, match, view=view, playing=False)
        rec.table = replay.table
        app.push(replay)
        while replay.pos < replay.moves:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
            app._frame()
        app._frame()
        app.pop()
        assert app.running and {s.view for s in rec.seen} == {view}
        assert {s.step for s in rec.seen} == set(range(1, len(match.log) + 1))  # every position was drawn
        assert max(s.step for s in rec.seen) == len(match.log) and rec.states[-1] is match.state
        leaks = leaks_of(rec, secrets)
        assert not leaks, report(leaks)


# --- the table's words belong to the view they were said to -------------------------------------------

def test_a_table_message_shows_only_in_the_view_it_was_said_to():
    """TableScene.message: a refusal or notice said while one seat's view is up is blank in any other
    view (the public one too), a notice may name its seat or be said to everyone, and a curtain drops
    whatever was said before it."""
    from game.casino.scene import create_table

    app = make_app(start=False)
    table = create_table(app, Match.new("casino", 2, {"first": 0}, seed=3, seats=[Seat("human", "Ada"),
                                                                                     Seat("human", "Bea")]))
    app.push(table)
    assert set(table.state.to_move()) == {0, 1}  # both name their secret card: either view may be up
    table.curtain.lifted_for = 0
    table.refuse("Not that one.")
    assert table.private_seat() == 0 and table.message == "Not that one."
    table.curtain.lifted_for = 1
    assert table.message == ""
    table.curtain.lifted_for = None
    assert table.private_seat() is None and table.message == ""
    table.notice("Only for Bea.", seat=1)
    assert table.message == ""
    table.curtain.lifted_for = 1
    assert table.message == "Only for Bea."
    table.notice("For everyone.", seat=None)
    table.curtain.lifted_for = 0
    assert table.message == "For everyone."
    table.curtain.show(1)
    assert table.said.text == ""
