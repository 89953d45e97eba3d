"""The Dance's table as a newcomer meets it (issue 17): the attempt panel says what a success does
(a released Dancer, a freed one, a Refreshment spent win or lose), the after-roll choices name only
the Powers the person has and what each ends in, legal targets are marked and the rest dimmed, a
piece's card opens late, shows live facts and closes on a move, Esc or a second right click, the
Waltz has its banner and can be skipped, the hint dock covers nothing, and the families' colours
reach the curtain."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from game.core import CHANCE
from game.core.match import Match
from game.the_dance import attempt_words as AW
from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.ui.app import App, AppOptions
from tests.the_dance.table_helpers import key, open_table, piece_point, run_until_person, seats
from tests.ui.harness import StubAI, click_scene, frames


@pytest.fixture
def app():
    application = App(AppOptions(size=(1280, 720)))
    application._ai = StubAI("random", seed=4)
    application.settings.animation_speed = 0.0
    yield application


def find_match(wanted, players: int = 2, options=None, seeds=range(1, 400), humans=(0,), limit: int = 3000,
               seat: int | None = 0):
    """A match played by random legal moves (chance from its own RNG) up to a position `wanted(state)`
    where `seat` (None: anyone) is to act."""
    for seed in seeds:
        match = Match.new("the_dance", players, options, seed=seed, seats=seats(players, humans))
        rng = random.Random(seed)
        for _ in range(limit):
            match.resolve_chance()
            state = match.state
            if state.is_over():
                break
            if (seat is None or seat in state.to_move()) and wanted(state):
                return match
            mover = min(p for p in state.to_move() if p != CHANCE)
            match.play(rng.choice(state.legal_actions(mover)), mover)
    raise AssertionError("no such position in the seeds tried")


def open_on(app, match):
    table = open_table(app, match=match)
    assert run_until_person(app, table) == 0
    return table


# --- the attempt panel ---------------------------------------------------------------------------

def _releasing(state) -> bool:
    if state.phase != "influence":
        return False
    obs = state.observation(0)
    fam = obs["families"][0]
    return len(fam["holds"]) == fam["markers"] == 1 and any(
        a[0] == "influence" and obs["dancers"][a[1]]["held_by"] is None for a in state.legal_actions(0))


def test_the_panel_warns_that_a_success_releases_the_dancer_held_with_the_only_marker(app):
    table = open_on(app, find_match(_releasing))
    obs = table.observe()
    held = obs["families"][0]["holds"][0]
    action = next(a for a in table.state.legal_actions(0)
                  if a[0] == "influence" and obs["dancers"][a[1]]["held_by"] is None)
    click_scene(table, piece_point(table, "dancer", F.DANCER_IDS[action[1]]))
    panel = table.attempt
    assert panel is not None
    assert AW.dancer(held) in panel.spec.success and "released" in panel.spec.success
    table.draw(app.screen)
    assert any(AW.dancer(held).split()[-1] in line for line in panel.note_lines)


def test_a_free_marker_says_so_and_a_rivals_dancer_is_freed_not_won():
    match = find_match(lambda s: s.phase == "influence" and any(
        a[0] == "influence" and s.observation(0)["dancers"][a[1]]["held_by"] not in (None, s.observation(0)[
            "families"][0]["avatar"]) for a in s.legal_actions(0)))
    obs = match.state.observation(0)
    for action in match.state.legal_actions(0):
        if action[0] != "influence":
            continue
        d = obs["dancers"][action[1]]
        words = AW.success_words(obs, 0, "influence", action[1])
        if d["held_by"] is None:
            assert ("free marker" in words) == (AW.free_markers(obs, 0) > 0)
        elif d["dominated"]:
            assert "only a roll" in words
        else:
            assert words.startswith("Success frees her") and "does not come to you" in words


def test_a_domain_tried_only_with_a_refreshment_says_so_and_names_what_is_spent(app):
    def needs_ref(state) -> bool:
        if state.phase != "influence":
            return False
        by = {}
        for a in state.legal_actions(0):
            if a[0] == "influence":
                by.setdefault((a[1], a[2]), []).append(a[3])
        return any(() not in refs for refs in by.values())

    table = open_on(app, find_match(needs_ref))
    by = {}
    for a in table.state.legal_actions(0):
        if a[0] == "influence":
            by.setdefault((a[1], a[2]), []).append(a[3])
    (d, dom), refs = next((k, v) for k, v in by.items() if () not in v)
    click_scene(table, piece_point(table, "dancer", F.DANCER_IDS[d]))
    panel = table.attempt
    table.draw(app.screen)
    row_rect = next(r for r, row in panel.row_rects if row.domain == dom)
    click_scene(table, row_rect.center)
    assert panel.domain == dom and panel.refs  # the Refreshment is chosen with the Domain...
    spent = AW.spend_words(panel.refs)
    assert panel.refs[0] in spent and "win or lose" in spent  # ...and the panel says it is spent
    assert panel._number(dom, ()) < 1 <= panel._number(dom, panel.refs)


# --- after the roll ---------------------------------------------------------------------------------

def test_tactician_is_never_offered_a_reroll_in_words_or_tiles(app):
    match = find_match(lambda s: s.phase == "after_roll", options={"super_villains": True},
                       seeds=range(1, 2000), limit=400)
    table = open_on(app, match)
    obs = table.observe()
    legal = table.state.legal_actions(0)
    kinds = {a[0] for a in legal}
    prompt = T.prompt(obs, 0)
    assert ("roll again" in prompt) == ("reroll" in kinds)
    assert ("Tactician" in prompt) == ("adjust" in kinds)
    assert table.chooser is not None
    keys = [c.key for c in table.chooser.choices]
    assert (("group", "reroll") in keys) == ("reroll" in kinds)
    assert ("accept",) in keys
    die = obs["attempt"]["die"]
    for choice in table.chooser.choices:
        if choice.key[0] == "group" and choice.key[1] != "reroll":
            delta = choice.key[1][1]
            words, good = AW.outcome(obs, 0, die + delta, True)
            assert words in choice.caption or "no change" in choice.caption


def test_after_roll_words_follow_the_rules_for_each_final_die():
    obs = {"attempt": {"kind": "influence", "target": "julia", "number": 3, "die": 4, "adjusted": False},
           "options": {"dominate": "natural1"},
           "families": [{"powers": ["tactician"], "markers": 1, "holds": []}],
           "dancers": [dict(id=d, name=F.DANCER_NAMES[i], held_by=None, dominated=False)
                       for i, d in enumerate(F.DANCER_IDS)],
           "hand": ["Ext1"], "phase": "after_roll"}
    assert AW.outcome(obs, 0, 4, False) == ("she resists", False)
    assert AW.outcome(obs, 0, 3, True) == ("Influences her", True)
    assert AW.outcome(obs, 0, 1, False) == ("Dominates her", True)
    assert AW.outcome(obs, 0, 1, True) == ("Influences her", True)  # a turned die is no natural 1
    assert AW.adjust_words(obs, 0, 4, -1) == ("pay 1: Influences her", True)
    assert AW.adjust_words(obs, 0, 4, 1)[1] is False  # a 5 fails as the 4 does: said, not hidden
    assert "roll again" not in AW.after_roll_prompt(obs, 0)
    obs["families"][0]["powers"] = ["willpower"]
    assert AW.after_roll_choices(obs, 0) == ["roll again (Willpower)", "keep it"]
    obs["attempt"]["rerolled"] = True
    assert AW.after_roll_choices(obs, 0) == ["keep it"]


# --- the info card ----------------------------------------------------------------------------------

def _move_to(table, pos) -> None:
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                          buttons=(0, 0, 0)))


def _dance_table(app):
    table = open_on(app, find_match(lambda s: s.phase == "dance" and s.observation(0)["round"] >= 2))
    d = next(x for x in table.observe()["dancers"] if x["hex"])
    return table, d


def test_a_card_opens_only_after_the_pointer_rests_and_closes_when_it_leaves(app):
    table, d = _dance_table(app)
    _move_to(table, table.board.centre_of(d["hex"]))
    frames(app, 3)  # a twentieth of a second: no card yet
    assert table.frame.card is None
    frames(app, 40)
    assert table.frame.card is not None and table.frame.card[0].id == d["id"]
    _move_to(table, (2, 2))
    frames(app, 1)
    assert table.frame.card is None


def test_a_card_closes_on_esc_before_anything_else_and_on_a_second_right_click(app):
    table, d = _dance_table(app)
    pos = table.board.centre_of(d["hex"])
    mine = table.observe()["families"][0]["hex"]
    click_scene(table, table.board.centre_of(mine))  # pick the Avatar up
    assert table.ui.selected == ("avatar",)
    _move_to(table, pos)
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=3))
    frames(app, 1)
    assert table.frame.card is not None  # pinned: at once, even with the Avatar in hand
    key(table, pygame.K_ESCAPE)
    frames(app, 1)
    assert table.frame.card is None and table.ui.selected == ("avatar",)  # the card went first
    key(table, pygame.K_ESCAPE)
    assert table.ui.selected is None
    assert app.top is table  # ...then the Avatar; the pause menu only after that
    for _ in range(2):
        table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=3))
        frames(app, 1)
    assert table.ui.pinned is None and table.frame.card is None
    frames(app, 60)
    assert table.frame.card is None  # put away: it stays away while the pointer rests there


def test_a_card_shows_live_facts_and_closes_when_anything_moves(app):
    table, d = _dance_table(app)
    pos = table.board.centre_of(d["hex"])
    _move_to(table, pos)
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=3))
    frames(app, 1)
    assert table.frame.card[0].place == d["hex"]
    table.ui.pinned = replace(table.ui.pinned, place="A1", owner="saar")  # kept from an older position
    frames(app, 1)
    live = table.frame.card[0]
    assert live.place == d["hex"] and live.owner == d["held_by"]  # drawn as she stands now
    table.play(("done",), 0)  # the step ends: the card closes with any move...
    frames(app, 1)
    assert table.ui.pinned is None and table.frame.card is None
    # ...and what comes back after resting again is read from the position of now
    run_until_person(app, table)
    frames(app, 60)
    card = table.frame.card
    if card is not None:
        now = {x["id"]: x["hex"] for x in table.observe()["dancers"]}
        assert card[0].place == now[card[0].id]


# --- what may be clicked --------------------------------------------------------------------------------

def test_every_legal_target_is_marked_with_its_chance_and_the_rest_of_the_floor_dimmed(app):
    table = open_on(app, find_match(lambda s: s.phase == "influence" and sum(
        1 for a in s.legal_actions(0) if a[0] in ("influence", "foil", "server", "cutin")) >= 2))
    frames(app, 1)
    obs = table.observe()
    legal = table.state.legal_actions(0)
    wanted = set()
    for a in legal:
        if a[0] == "influence":
            wanted.add(obs["dancers"][a[1]]["hex"])
        elif a[0] == "foil" or (a[0] == "cutin" and a[1] == 1):
            avatar = F.AVATAR_IDS[a[1] if a[0] == "foil" else a[2]]
            wanted.add(next(f["hex"] for f in obs["families"] if f["avatar"] == avatar))
        elif a[0] == "cutin":
            wanted.add(obs["dancers"][a[2]]["hex"])
        elif a[0] == "server":
            wanted.add(obs["server"])
    targets = table.view.targets
    assert {t.label for t in targets} == wanted
    for t in targets:
        if t.kind == "influence":
            d = next(i for i, x in enumerate(obs["dancers"]) if x["hex"] == t.label)
            from game.the_dance.table_view import attempt_odds

            best = max(attempt_odds(obs, a, 0)["chance"] for a in legal if a[0] == "influence" and a[1] == d
                       and not a[3]) if any(a[0] == "influence" and a[1] == d and not a[3] for a in legal) else None
            if best is not None:
                assert t.badge == f"{int(round(best * 100))}%"
    table.draw(app.screen)
    veil = table.painter.marks._veil_cache
    assert veil is not None and set(veil[0][0]) >= wanted  # the holes in the dimmed floor are the targets
    pic = veil[1]
    for label in wanted:
        x, y = table.board.centre_of(label)
        assert pic.get_at((int(x) - table.board.rect.x, int(y) - table.board.rect.y)).a == 0
    corner = pic.get_at((2, pic.get_height() // 2))
    assert corner.a > 60  # elsewhere the floor is dimmed
    key(table, pygame.K_RETURN)  # Pass: the marks go with the step
    frames(app, 1)
    assert not table.view.targets or table.acting_seat() == 0


# --- the Waltz ----------------------------------------------------------------------------------------

def _last_turn_before_a_waltz(rest: bool):
    def wanted(state) -> bool:
        obs = state.observation(None)
        return (state.phase == "influence" and obs["round"] >= 2 and obs["turn_seat"] == obs["order"][-1]
                and (obs["tempo"] % 4 + 1 == 4) == rest)
    return find_match(wanted, humans=(), seat=None)


@pytest.mark.parametrize("rest", [False, True])
def test_the_waltz_shows_its_banner_at_a_readable_pace_and_a_key_skips_it(app, rest):
    app.settings.animation_speed = 1.0
    match = _last_turn_before_a_waltz(rest)
    table = open_table(app, match=match, demo=True)
    table.finish_animation()
    seat = min(match.state.to_move())
    table.play(("pass",), seat)
    show = table.show
    assert show is not None and show.banners
    banner = show.banners[-1] if not rest else show.banners[0]
    assert banner.title == "The Waltz"
    assert ("box 4" in banner.subtitle and "draws" in banner.subtitle) if rest else "steps once" in banner.subtitle
    assert show.end >= 2.0  # long enough to read, not a one-second flicker
    table.update(0.5)
    frames(app, 1)
    assert table.show is show and show.banner_now() is not None
    assert table.painter.show_painter._banner_cache is not None  # drawn over the floor
    key(table, pygame.K_SPACE)  # any key (or a click) lets it catch up at once
    assert not table.animating()


def test_with_animations_off_the_waltz_shows_no_banner(app):
    match = _last_turn_before_a_waltz(False)
    table = open_table(app, match=match, demo=True)
    seat = min(match.state.to_move())
    table.play(("pass",), seat)
    assert table.show is None and not table.animating()


# --- the hint's place ------------------------------------------------------------------------------------

@pytest.mark.parametrize("size,players", [((1280, 720), 2), ((960, 540), 5), ((800, 450), 6), ((1920, 1080), 5)])
def test_the_hint_dock_and_its_words_cover_nothing(size, players):
    app = App(AppOptions(size=size))
    app._ai = StubAI("first")
    app.settings.animation_speed = 0.0
    table = open_table(app, n=players, seed=3)
    assert run_until_person(app, table) == 0
    lay = table.lay
    dock = table.hint_dock()
    table.shell_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    frames(app, 2)
    words = table.hints.words_box
    assert table.hints.standing() is not None and table.view.hint_open and words is not None
    assert lay.panel.contains(dock) and lay.panel.contains(words)
    for other in [lay.board, lay.status, lay.header, lay.tray, lay.buttons] + lay.families:
        assert not dock.colliderect(other) and not words.colliderect(other), other
    assert dock.bottom <= words.top
    assert table.panel.log.rect.top >= words.bottom  # the log gives way to the words while they stand
    status = table._status_text_rect()
    assert not status.colliderect(dock) and not status.colliderect(words)


# --- the families' colours --------------------------------------------------------------------------------

def test_the_curtain_wears_the_familys_colour_and_names_what_the_dance_keeps_private(app):
    from game.the_dance import families
    from game.ui.curtain import CurtainScene

    match = find_match(lambda s: s.phase == "dance" and s.observation(None)["round"] >= 1, humans=(0, 1))
    table = open_table(app, match=match)
    table.update(1 / 60)
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    fam = match.state.observation(None)["families"][0]
    assert fam["avatar"] is not None
    assert curtain.colour == families.BACKDROP[families.seat_family(match.state.observation(None), 0)]
    assert "private hand" not in curtain.private and "Plan" in curtain.private
    curtain.update(1.0)
    curtain.draw(app.screen)


def test_the_setup_can_ask_the_dance_for_each_seats_colours_and_who_moves_first():
    from game.the_dance import families
    from game.the_dance.counters import counters

    assert [families.FAMILY_LOOK[a.colour][0] for a in counters().avatars] == \
        [families.family_rgb(c) for c in families.TABLE_ORDER]
    note = families.turn_order_note(3, "Anna", "Carl")
    assert note.startswith("Anna moves first") and "Carl first" in note
    surface = pygame.Surface((40, 40))
    families.draw_seat_dot(surface, (20, 20), 12)
    assert surface.get_at((20, 12))[:3] != surface.get_at((20, 28))[:3]  # six colours round the dot
    families.draw_seat_dot(surface, (20, 20), 12, "teal")
    assert surface.get_at((20, 20))[:3] == families.family_rgb("teal")


def test_regales_second_attempt_warns_which_dancer_may_lose_the_marker():
    dancers = [dict(id=d, name=F.DANCER_NAMES[i], held_by=None, dominated=False, hex="K5")
               for i, d in enumerate(F.DANCER_IDS)]
    dancers[F.DANCER["julia"]].update(held_by="saar")
    obs = {"phase": "regale", "options": {"dominate": "natural1"}, "dancers": dancers,
           "families": [{"avatar": "saar", "powers": ["regale"], "markers": 1, "holds": ["julia"]}],
           "log": ["saar: move E6", "saar: influence julia con +Con1", "roll 2", "julia is Influenced by saar"]}
    assert AW.regale_first(obs, 0) == "julia"
    words = AW.success_words(obs, 0, "influence", F.DANCER["clara"])
    assert "Lady Julia" in words and "choose" in words and "released" in words
    obs["phase"] = "influence"  # outside Regale the one marker simply moves: Julia is released
    words = AW.success_words(obs, 0, "influence", F.DANCER["clara"])
    assert "moves to her" in words and "Lady Julia is released" in words
    obs["families"][0]["markers"] = 2  # Discipline's bonus marker is free: nobody is released
    assert "free marker" in AW.success_words(obs, 0, "influence", F.DANCER["clara"])


def test_the_setup_preview_never_cuts_its_words_off_without_a_sign(app):
    """At 960x540 the note used to be cut after three lines in the middle of the colours' list."""
    from game.the_dance import showcase
    from game.ui.theme import text_px

    size = text_px(14, 0.75, 12)
    for players in range(2, 7):
        wide = showcase.preview_lines(players, size, 600)
        assert len(wide) <= showcase.PREVIEW_LINES and "teal or jet" in " ".join(wide)
        small = showcase.preview_lines(players, size, 360)
        assert len(small) <= showcase.PREVIEW_LINES
        said = " ".join(small)
        assert said.endswith("table.") and "Families are chosen at the table" in said
    tiny = showcase.preview_lines(4, size, 120)
    assert len(tiny) == showcase.PREVIEW_LINES and tiny[-1].endswith("…")
