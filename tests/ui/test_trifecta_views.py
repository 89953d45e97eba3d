"""Headless tests of the Trifecta table's pictures: the table laid out for 2-6 seats at three window
sizes without overlaps, whole AI games with 2, 3 and 6 seats, the stage summary, the results art and
story, the launcher thumbnail, every rules help page, and the spectator's view holding no secret."""
import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.trifecta import scene as trifecta_scene
from game.trifecta import showcase
from game.trifecta.kit import KIT
from game.trifecta.rules import GAME
from game.trifecta.stage_summary import StageSummaryScene
from game.trifecta.view import build_view
from game.ui import rules_help
from game.ui.app import App, AppOptions
from game.ui.results import ResultsScene
from game.ui.start import autoplay_players, demo_match, finished_match
from tests.ui.harness import StubAI

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
NAMES = ["You", "Countess", "Duke", "Marquise", "Baron", "Viscountess"]


@pytest.fixture
def app():
    application = App(AppOptions(size=(1280, 720)))
    application._ai = StubAI("random")
    yield application


def table_for(app, players, humans=1, moves=0, seed=1, demo=False):
    seats = [Seat("human" if i < humans else "ai", NAMES[i], "normal") for i in range(players)]
    match = Match.new("trifecta", players, None, seed=seed, seats=seats)
    rng = random.Random(seed)
    match.resolve_chance()
    for _ in range(moves):
        match.resolve_chance()
        if match.is_over():
            break
        seat = max(match.state.to_move())
        match.play(rng.choice(match.state.legal_actions(seat)), seat)
    table = trifecta_scene.create_table(app, match, demo=demo)
    app.push(table)
    return table


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_table_lays_out_every_seat_apart_at_every_size(app, players):
    table = table_for(app, players, moves=3 * players)
    for size in SIZES:
        surface = pygame.Surface(size)
        table.draw(surface)
        g = table.geo
        assert g.size == size
        screen = surface.get_rect()
        rects = [g.places[s].rect for s in range(players)]
        for i, r in enumerate(rects):
            assert screen.contains(r) and not r.colliderect(g.panel)
            assert all(not r.colliderect(o) for o in rects[i + 1:]), (players, size)
        tokens = []
        for s in range(players):
            t = pygame.Rect(0, 0, *g.token_size)
            t.center = g.tokens[s]
            assert g.felt.contains(t) or g.table.contains(t)
            assert not any(t.colliderect(r) for r in rects), (players, size, s)
            tokens.append(t)
        assert all(not a.colliderect(b) for i, a in enumerate(tokens) for b in tokens[i + 1:])
        middle = [g.goal_rect, pygame.Rect(0, 0, *g.goal_size)]
        middle[1].center = g.pile_centre
        assert not any(m.colliderect(t) for m in middle for t in tokens)
        assert not any(m.colliderect(r) for m in middle for r in rects)
        assert screen.contains(g.fan.bounds(9).clip(screen)) and g.fan.bounds(9).bottom <= size[1] + g.hand_size[1] // 8


@pytest.mark.parametrize("players", [2, 3, 6])
def test_an_ai_game_plays_to_its_end(app, players):
    app.settings.animation_speed = 0.0
    seats = [Seat("ai", NAMES[i], "normal") for i in range(players)]
    match = Match.new("trifecta", players, None, seed=players, seats=seats)
    table = trifecta_scene.create_table(app, match, demo=True)
    app.push(table)
    summaries = 0
    for _ in range(20_000):
        top = app.top
        if isinstance(top, StageSummaryScene):
            summaries += 1
        top.update(0.25)
        app._draw()
        if table.match is not match or (match.is_over() and not table.animating()):
            break
    assert match.is_over(), match.state
    assert summaries >= len(match.state.history) - 1  # every stage but the last was summed up
    assert showcase.end_text(match)


def test_the_demo_seats_four(app):
    assert KIT.autoplay_players == 4
    assert autoplay_players("trifecta") == 4
    assert demo_match("trifecta", "normal", 3).players == 4


def test_the_stage_summary_names_survivors_and_the_eliminated(app):
    match = finished_match("trifecta", 5)
    table = trifecta_scene.create_table(app, match)
    app.push(table)
    summary = match.state.observation(match.players)["history"][-1]
    overlay = StageSummaryScene(app, table, summary)
    app.push(overlay)
    app._draw()
    assert overlay.panel.width > 0
    from game.trifecta.stage_summary import verdicts
    kinds = set(verdicts(summary).values())
    assert kinds & {"wins the game", "survives", "plays again"}


def test_results_art_and_each_stages_story(app):
    match = finished_match("trifecta", 7)
    lines = showcase.result_lines(match)
    history = match.state.observation(match.players)["history"]
    assert len(lines) == len(history) and lines[0].startswith("Stage 1")
    art = pygame.Surface((360, 300), pygame.SRCALPHA)
    showcase.draw_result_art(art, art.get_rect(), match)
    assert art.get_bounding_rect().width > 200
    table = trifecta_scene.create_table(app, match)
    app.push(table)
    results = ResultsScene(app, table)
    app.push(results)
    app._draw()
    assert results.lines and results.score_label() == "Goal cards"
    assert "Player 1" not in results.subline() or match.seats[0].name == "Player 1"


def test_the_thumbnail_draws(app):
    surf = pygame.Surface((320, 200), pygame.SRCALPHA)
    showcase.draw_thumbnail(surf, surf.get_rect(), 1.0)
    assert surf.get_bounding_rect().width > 150


def test_every_help_page_draws():
    pages = rules_help.load_pages("trifecta")
    assert len(pages) >= 10 and all(p["diagram"] is not None for p in pages)
    for page in pages:
        surf = pygame.Surface((560, 520), pygame.SRCALPHA)
        page["diagram"](surf, surf.get_rect().inflate(-16, -16), 1.0)
        assert surf.get_bounding_rect().width > 100, page["title"]
        assert len(page["text"]) > 200


def test_a_spectators_view_holds_no_secret():
    rng = random.Random(3)
    state = GAME.new_game(4)
    for _ in range(400):
        if state.is_over():
            break
        movers = state.to_move()
        if -1 in movers:
            state = state.apply(state.sample_chance(rng))
            continue
        seat = min(movers)
        state = state.apply(rng.choice(state.legal_actions(seat)), seat)
        obs = state.observation(state.players)
        assert obs["hand"] == [] and obs["my_choice"] is None
        face_up = [k for k in range(9) if state.goals and state.face_up[k]]
        shown = [g for g in obs["won"] for g in g if g != "?"] + [g for g in obs["discarded_goals"] if g != "?"]
        assert len(shown) <= len(face_up)
        view = build_view(obs, NAMES[:4], ["AI"] * 4, 0, False)
        assert view.viewer is None and view.hand == () and view.decision is None
        assert all(sv.token is None or not sv.token.mine for sv in view.seats)
