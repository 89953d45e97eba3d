"""Headless tests of The Dance's table: whole games played by clicks, the Dance Step on the floor
(reach, path, Ankh, refusals in the rules' words, undo), the attempt panel's numbers, the choosers,
the curtain between two people, demonstrations with 2, 4 and 6 families, the layouts at three window
sizes, replays, hints, and the pictures outside the table."""
import random

import pygame
import pytest

from game.ai import make_bot
from game.core import CHANCE
from game.core.match import Match, Seat
from game.the_dance import floor as F
from game.the_dance import table_controls, table_view
from game.the_dance.board_view import KITCHEN
from game.the_dance.kit import KIT
from game.ui.app import App, AppOptions
from game.ui.curtain import CurtainScene
from tests.the_dance.table_helpers import board_point, do, key, open_table, piece_point, press, run_until_person
from tests.ui.harness import StubAI, click_scene, frames


@pytest.fixture
def app():
    application = App(AppOptions(size=(1280, 720)))
    application._ai = StubAI("random", seed=4)
    application.settings.animation_speed = 0.0
    yield application


def play_to(app, table, wanted, bot_seed: int = 0, limit: int = 400):
    """Play the person's turns with the Normal bot's choices (by clicks) until `wanted(state, seat)`."""
    bot = make_bot("normal", "the_dance", bot_seed)
    for _ in range(limit):
        seat = run_until_person(app, table)
        if seat is None:
            return None
        if wanted(table.state, seat):
            return seat
        do(app, table, bot.choose(table.state, seat))
    raise AssertionError("never got there")


def test_a_whole_game_played_by_clicks(app):
    table = open_table(app, n=2, options={"turn_limit": 14}, seed=8)
    bot = make_bot("normal", "the_dance", 1)
    played = 0
    kinds = set()
    while True:
        seat = run_until_person(app, table)
        if seat is None:
            break
        state = table.state
        action = bot.choose(state, seat)
        n = len(table.match.log)
        do(app, table, action)
        frames(app, 1)
        assert len(table.match.log) > n, f"{state.action_to_str(action)} was not played: {table.message}"
        assert table.match.log[n] == (seat, state.action_to_str(action))
        played += 1
        kinds.add(action[0])
    assert table.match.is_over()
    assert played > 40
    assert {"avatar", "keep_power", "move", "done"} <= kinds


def test_a_four_family_game_by_clicks_with_two_people_and_the_curtain(app):
    table = open_table(app, n=4, humans=(0, 2), options={"turn_limit": 6}, seed=21)
    bot = make_bot("normal", "the_dance", 2)
    curtains = 0
    for _ in range(600):
        if isinstance(app.top, CurtainScene):
            curtains += 1
            # the curtain covers the whole screen: nothing of the table (or its tray) is drawn under it
            assert not app.top.is_overlay
            app.top.lift()
            continue
        if table.match.is_over():
            break
        seat = table.acting_seat()
        if seat is None or table.animating():
            app.top.update(1 / 60)
            app.top.draw(app.screen) if app.top is table else None
            continue
        assert table.build_view().panel.tray is not None  # her own tray, behind the curtain
        do(app, table, bot.choose(table.state, seat))
        frames(app, 1)
    assert curtains >= 4


def test_clicking_the_avatar_lights_its_reach_and_a_hex_moves_it(app):
    table = open_table(app, n=2, seed=5)
    seat = play_to(app, table, lambda s, p: s.phase == "dance")
    obs = table.observe()
    mine = obs["families"][seat]["avatar"]
    click_scene(table, piece_point(table, "avatar", mine))
    assert table.ui.selected == ("avatar",)
    table.draw(app.screen)
    moves = [a for a in table.state.legal_actions(seat) if a[0] == "move" and not a[2]]
    target = moves[-1]
    table.ui.hover_label = F.LABELS[target[1]]
    table.draw(app.screen)  # the path and the ghost
    click_scene(table, board_point(table, F.LABELS[target[1]]))
    assert table.match.log[-1] == (seat, f"move {F.LABELS[target[1]]}")


def test_a_refused_hex_shows_the_rules_reason(app):
    table = open_table(app, n=2, seed=5)
    seat = play_to(app, table, lambda s, p: s.phase == "dance")
    obs = table.observe()
    click_scene(table, piece_point(table, "avatar", obs["families"][seat]["avatar"]))
    far = next(lab for lab in F.LABELS if lab not in obs["families"][seat]["hex"] and
               F.distance(F.HEX[lab], F.HEX[obs["families"][seat]["hex"]]) > 5)
    n = len(table.match.log)
    click_scene(table, board_point(table, far))
    assert len(table.match.log) == n
    assert table.said.kind == "refusal" and table.message
    # the reason is the rules' own
    with pytest.raises(Exception) as exc:
        table.state.apply(("move", F.HEX[far], False), seat)
    assert table.message == table.match.with_names(str(exc.value))


def test_undo_takes_back_the_dance_step_but_not_a_roll(app):
    table = open_table(app, n=2, seed=5)
    seat = play_to(app, table, lambda s, p: s.phase == "dance" and any(a[0] == "move" for a in s.legal_actions(p)))
    start = len(table.match.log)
    move = next(a for a in table.state.legal_actions(seat) if a[0] == "move")
    do(app, table, move)
    assert len(table.match.log) == start + 1
    key(table, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.match.log) == start
    # after a die has been rolled nothing before it comes back
    seat = play_to(app, table, lambda s, p: s.phase == "influence" and any(a[0] == "influence"
                                                                         for a in s.legal_actions(p)))
    attempt = next(a for a in table.state.legal_actions(seat) if a[0] == "influence")
    do(app, table, attempt)
    frames(app, 3)
    if table.acting_seat() == seat:
        before = len(table.match.log)
        key(table, pygame.K_z, pygame.KMOD_CTRL)
        assert len(table.match.log) == before
        assert table.said.kind == "refusal"


def test_the_attempt_panel_shows_the_rules_numbers_before_the_roll(app):
    table = open_table(app, n=2, seed=11)
    seat = play_to(app, table, lambda s, p: s.phase == "influence" and any(a[0] == "influence"
                                                                         for a in s.legal_actions(p)))
    action = next(a for a in table.state.legal_actions(seat) if a[0] == "influence")
    click_scene(table, piece_point(table, "dancer", F.DANCER_IDS[action[1]]))
    panel = table.attempt
    assert panel is not None
    table.draw(app.screen)
    for rect, row in panel.row_rects:
        if row.legal:
            click_scene(table, rect.center)
            refs = panel.refs
            legal = table.input.actions[("attempt", row.domain, refs)]
            odds = table_view.attempt_odds(table.state.observation(seat), legal, seat)
            assert panel.spec.odds(row.domain, refs) == odds
            assert panel._number(row.domain, refs) == odds["number"]
        else:
            assert row.theirs is None or row.mine + row.theirs < 1
    table.draw(app.screen)
    key(table, pygame.K_ESCAPE)
    assert table.attempt is None


def test_choosers_open_for_a_persons_choices_and_the_avatar_may_be_left_to_chance(app):
    table = open_table(app, n=3, seed=2)
    seat = run_until_person(app, table)
    assert table.state.phase == "avatar"
    assert table.chooser is not None
    random_tile = next(t for c, t in zip(table.chooser.choices, table.chooser.tiles) if c.key == ("random",))
    click_scene(table, random_tile.center)
    assert table.match.log[-1][0] == seat and table.match.log[-1][1].startswith("avatar ")
    # a dismissed chooser comes back with the Choose button
    seat = run_until_person(app, table)
    assert table.state.phase == "keep_power" and table.chooser is not None
    key(table, pygame.K_ESCAPE)
    assert table.chooser is None
    table.draw(app.screen)
    press(table, "choose")
    assert table.chooser is not None


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_demonstration_plays_itself_and_draws_the_floor_once(players):
    app = App(AppOptions(size=(1280, 720)))
    app._ai = StubAI("random", seed=players)
    app.settings.animation_speed = 1.0
    from game.ui.start import demo_match

    table = open_table(app, match=demo_match("the_dance", "normal", 3, players), demo=True)
    for _ in range(900):
        table.update(1 / 30)
        table.draw(app.screen)
    assert len(table.match.log) > 30
    assert table.board.floor_builds <= 2  # a cached picture, never redrawn hex by hex each frame
    assert table.observer() in range(players)
    assert table.build_view().panel.tray is not None  # the demo looks over the shoulder of the seat to move
    # each seat's log in words is told as the game goes (a few steps a frame while another's is shown),
    # so the view of the next seat to act never tells the whole log in one frame
    assert all(len(table.match.log) - table.words.told(seat) <= 10 for seat in range(players))


def test_the_waltz_animates_trains_then_arrow_dancers(app):
    app.settings.animation_speed = 1.0
    match = Match.new("the_dance", 2, None, seed=5, seats=[Seat("ai", "A"), Seat("ai", "B")])
    rng = random.Random(1)
    # play on until the last turn of a round whose Waltz moves the Dancers
    while True:
        match.resolve_chance()
        s = match.state
        obs = s.observation(None)
        if (s.phase == "influence" and obs["round"] >= 2 and obs["turn_seat"] == obs["order"][-1]
                and obs["tempo"] % 4 + 1 != 4 and obs["server"] is not None):
            break
        seat = min(s.to_move())
        match.play(rng.choice(s.legal_actions(seat)), seat)
    table = open_table(app, match=match, demo=True)
    table.finish_animation()
    seat = min(match.state.to_move())
    table.play(("pass",), seat)
    show = table.show
    assert show is not None
    glides = [m for ms in show.motions.values() for m in ms if m.key[0] == "dancer"]
    assert glides, "the free Dancers move in the Waltz"
    assert any(m.key == ("tempo",) for ms in show.motions.values() for m in ms)
    starts = sorted({round(m.t0, 3) for m in glides})
    table.update(starts[0] + 0.1)
    table.draw(app.screen)
    moving = [p for p in show.moving(table.input.pieces_now(), table.board.place_pos).values() if p.pos is not None]
    assert moving
    click_scene(table, (5, 5))  # a click lets it catch up
    assert not table.animating()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_table_fits_each_window_size(size):
    app = App(AppOptions(size=size))
    app._ai = StubAI("random", seed=1)
    app.settings.animation_speed = 0.0
    table = open_table(app, n=6, seed=9)
    frames(app, 5)
    lay = table.lay
    window = pygame.Rect((0, 0), size)
    for r in [lay.board, lay.status, lay.panel, lay.header, lay.tray, lay.buttons, lay.log] + lay.families:
        assert window.contains(r), r
    assert not lay.board.colliderect(lay.panel)
    rows = lay.families
    for a, b in zip(rows, rows[1:]):
        assert a.bottom <= b.top
    assert rows[-1].bottom <= lay.tray.top and lay.tray.bottom <= lay.buttons.top and lay.buttons.bottom <= lay.log.top
    assert window.contains(table.board.hex_view.content_rect.clip(window))
    assert lay.board.contains(table.board.hex_view.content_rect)  # the whole room fits at first
    for key_ in ("arrows", "foresight"):
        assert lay.status.contains(table_controls.toggle_rects(table.lay)[key_])


def test_zoom_pan_and_fit(app):
    table = open_table(app, n=2)
    frames(app, 2)
    centre = table.lay.board.center
    size = table.board.size
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    table.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert table.board.size > size
    key(table, pygame.K_LEFT)
    key(table, pygame.K_f)
    assert table.board.size == size


def test_arrows_and_foresight_toggles(app):
    table = open_table(app, n=2, seed=5)
    play_to(app, table, lambda s, p: s.phase == "dance")
    builds = table.board.floor_builds
    key(table, pygame.K_a)
    table.draw(app.screen)
    assert table.ui.show_arrows and table.board.floor_builds == builds + 1
    key(table, pygame.K_w)
    table.draw(app.screen)
    assert table.ui.foresight
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode=""))
    assert table.ui.foresight_held


def test_hovering_a_piece_shows_its_card(app):
    table = open_table(app, n=2, seed=5)
    play_to(app, table, lambda s, p: s.phase == "dance")
    d = next(x for x in table.observe()["dancers"] if x["hex"])
    pos = board_point(table, d["hex"])
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                          buttons=(0, 0, 0)))
    assert table.ui.hover_piece is not None and table.ui.hover_piece.id == d["id"]
    table.ui.hover_since = 1.0
    frames(app, 1)  # the card is decided in update, from the view
    assert table.painter._card_cache[0][1] == d["id"]
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=3))
    assert table.ui.pinned is not None and table.ui.pinned.id == d["id"]


def test_replaying_a_finished_game_steps_through_its_animations(app):
    app.settings.animation_speed = 1.0
    from game.ui.replay import ReplayScene
    from game.ui.start import finished_match

    match = finished_match("the_dance", 4)
    assert match.is_over()
    replay = ReplayScene(app, match, start=0, playing=False)
    app.push(replay)
    table = replay.table
    for _ in range(60):
        replay.step_forward()
        for _ in range(4):
            table.update(1 / 30)
            replay.draw(app.screen)
        table.finish_animation()
    replay.seek(len(match.log))
    replay.set_view(1)
    replay.draw(app.screen)
    assert table.observer() == 1


def test_hints_light_the_action_and_say_it_in_words(app):
    from game.ui.hint_marks import Hint

    table = open_table(app, n=2, seed=5)
    for phase in ("avatar", "dance", "influence"):
        seat = play_to(app, table, lambda s, p, phase=phase: s.phase == phase)
        table.draw(app.screen)
        for action in table.state.legal_actions(seat)[:25]:
            hint = Hint(seat, action, table.state.action_to_str(action), table.hint_words(action, seat), 0.5)
            table.draw_hint(app.screen, hint)
            assert hint.words.endswith(".")
    assert table.lay.panel.contains(table.hint_dock())  # in the side panel, clear of the floor (test_table_ux)


def test_autosave_and_resume(app):
    from game.core.saves import autosave_path, load_match

    table = open_table(app, n=2, seed=5)
    play_to(app, table, lambda s, p: s.phase == "dance")
    table.leave()
    saved = load_match(autosave_path())
    assert saved.log == table.match.log
    again = open_table(app, match=saved)
    again.draw(app.screen)
    assert again.observe()["round"] == table.observe()["round"]


def test_pictures_outside_the_table_draw(app):
    from game.the_dance import help as dance_help
    from game.the_dance import showcase
    from game.ui.start import finished_match

    surf = pygame.Surface((640, 400), pygame.SRCALPHA)
    showcase.draw_thumbnail(surf, surf.get_rect())
    showcase.draw_setup_preview(surf, surf.get_rect(), 4)
    showcase.draw_option_preview(surf, surf.get_rect(), "plans", "open")
    match = finished_match("the_dance", 6)
    showcase.draw_result_art(surf, surf.get_rect(), match)
    lines = showcase.result_lines(match)
    assert lines[0].startswith("The ball lasted")
    for page in dance_help.PAGES:
        assert page["title"] and page["text"]
        if page["diagram"] is not None:
            page["diagram"](surf, surf.get_rect(), 1.0)
    assert set(KIT.option_notes) == {o.name for o in match.game.info.options}


def test_the_kitchen_holds_the_server_until_he_is_placed(app):
    table = open_table(app, n=2, seed=5)
    pieces = table.input.pieces_now()
    assert pieces[("server",)].place == KITCHEN
    play_to(app, table, lambda s, p: s.phase == "dance")
    assert table.input.pieces_now()[("server",)].place != KITCHEN


def test_a_chance_outcome_is_never_played_by_a_click(app):
    table = open_table(app, n=2, seed=5)
    play_to(app, table, lambda s, p: s.phase == "dance")
    assert all(p != CHANCE or "roll" in t or "draw" in t or "plan" in t or "powers" in t or "dancers" in t
               for p, t in table.match.log)


@pytest.mark.parametrize("options", [
    {"initiative": True, "placings": True, "turn_limit": 10},
    {"super_villains": True, "plans": "open", "turn_limit": 10},
    {"new_blood": True, "contest_dominated": True, "dominate": "margin3", "refresh_any_domain": True,
     "turn_limit": 10},
])
def test_every_option_plays_by_clicks_with_random_choices(app, options):
    """A person choosing at random among the legal actions, by clicks, under each option: every kind of
    decision the options bring (Initiative, both Powers, New Blood's late Avatars...) goes through the UI."""
    table = open_table(app, n=3, options=options, seed=17)
    rng = random.Random(5)
    kinds = set()
    for _ in range(500):
        seat = run_until_person(app, table)
        if seat is None:
            break
        state = table.state
        action = rng.choice(state.legal_actions(seat))
        n = len(table.match.log)
        do(app, table, action)
        frames(app, 1)
        assert len(table.match.log) > n and table.match.log[n] == (seat, state.action_to_str(action)), \
            f"{state.action_to_str(action)}: {table.message}"
        kinds.add(action[0])
    assert len(kinds) >= 6


def test_the_buttons_are_decided_in_update_not_while_drawing(app):
    """A key or a click meets the buttons of the position it acts on, whether or not a frame was drawn
    since: Enter ends the Dance Step (Done), and Enter again, with nothing drawn in between, passes the
    Influence Step (the row now holds Pass, not the Done of the last frame drawn)."""
    table = open_table(app, n=2, seed=5)
    seat = play_to(app, table, lambda s, p: s.phase == "dance" and not any(
        a[0] in ("influence", "foil", "server", "cutin") for a in s.apply(("done",), p).legal_actions(p)))
    table.update(1 / 60)
    assert "done" in table.controls.shown()
    n = len(table.match.log)
    key(table, pygame.K_RETURN)
    assert table.match.log[n] == (seat, "done")
    assert table.acting_seat() == seat and table.state.phase == "influence"
    assert "pass" in table.controls.shown() and "done" not in table.controls.shown()
    key(table, pygame.K_RETURN)
    assert table.match.log[n + 1] == (seat, "pass")
    # drawing a frame changes no button: the painter only draws the controls it is handed
    before = table.controls
    table.draw(app.screen)
    assert table.controls is before


def test_a_failing_decoration_is_logged_once_not_every_frame(app, caplog, monkeypatch):
    table = open_table(app, n=2, seed=5)
    play_to(app, table, lambda s, p: s.phase == "dance")
    table.ui.foresight = True

    def broken(self):
        raise RuntimeError("no waltz today")

    monkeypatch.setattr(table_view.DanceView, "waltz_preview", broken)
    with caplog.at_level("ERROR", logger="game.the_dance.table_draw"):
        for _ in range(5):
            table.update(1 / 60)
            table.draw(app.screen)
    records = [r for r in caplog.records if "waltz foresight" in r.getMessage()]
    assert len(records) == 1 and records[0].exc_info is not None


def test_a_log_entry_that_cannot_be_told_is_logged_and_shown_in_notation(app, caplog, monkeypatch):
    from game.the_dance import table_text

    table = open_table(app, n=2, seed=5)
    play_to(app, table, lambda s, p: s.phase == "dance")

    def broken(*args, **kwargs):
        raise ValueError("no words")

    monkeypatch.setattr(table_text, "tell", broken)
    words = table_text.LogWords()
    with caplog.at_level("ERROR", logger="game.the_dance.table_text"):
        words.update(table.match, 0)
    assert [lines for lines in words.steps] == [[text] for _, text in table.match.log]
    assert len([r for r in caplog.records if "could not tell" in r.getMessage()]) == len(table.match.log)


def _settled_picture(app, table) -> bytes:
    """The window once the still picture has caught up (a panel may wait a frame behind a patch)."""
    table.draw(app.screen)
    table.draw(app.screen)
    return pygame.image.tobytes(app.screen, "RGB")


def _fresh_picture(app, table) -> bytes:
    table.painter.forget()
    return _settled_picture(app, table)


def test_the_patched_still_picture_equals_a_fresh_one_through_a_demonstration(app):
    """Pieces, idle tables and the panel's parts are painted again only where they changed: at every
    stop the window is the same, pixel for pixel, as the whole picture painted afresh."""
    app.settings.animation_speed = 1.0  # pieces walk, then the panel catches up: changes come one by one
    table = open_table(app, n=4, humans=(), demo=True, seed=5)
    checked = 0
    for step in range(900):
        frames(app, 1)
        if step % 15 == 0:
            patched = _settled_picture(app, table)
            assert patched == _fresh_picture(app, table), f"frame {step}"
            checked += 1
        if table.match.is_over():
            break
    assert checked >= 30


def test_a_family_leaving_the_dance_repaints_its_table_not_the_room(app):
    table = open_table(app, n=4, humans=(), demo=True, seed=5)
    frames(app, 2)
    still = table.painter.still
    whole = still.whole_rooms
    board = table.board
    board.layout(table.lay.board, set(board.idle_tables) ^ {board.places.tables[0].number})
    patched = _settled_picture(app, table)
    assert still.whole_rooms == whole  # only that table was drawn again
    assert patched == _fresh_picture(app, table)
