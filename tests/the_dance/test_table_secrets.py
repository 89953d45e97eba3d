"""No family's secret is drawn while another family's view is up: whole pass-and-play games of The
Dance (every seat a person) played through the table's own input, with every text the screen renders
captured (the table, its panel and log, the status line, the choosers and the attempt panel, piece
cards, hints, the animation's words and the curtain) and searched for the names of what the person
looking may not know: another family's unrevealed Powers (kept, or the pair it is choosing from) and
its hidden Plan (kept, or the one it is weighing).

The secrets are read from the full state here, as the judge; what the seat looking has seen in any of
its own observations so far (its Powers drawn, Plans it saw in the pile) is not a secret to it.
"""
from __future__ import annotations

import json
import re

import pygame
import pytest

from game.ai import make_bot
from game.core import CHANCE
from game.the_dance import floor as F
from game.the_dance.phases import KEEP_PLAN, KEEP_POWER
from game.the_dance.views import plan_public
from game.ui import theme
from game.ui.app import App, AppOptions
from game.ui.curtain import CurtainScene
from tests.the_dance.table_helpers import do, open_table
from tests.ui.harness import StubAI


class Capture:
    """Every text rendered through the theme's fonts while `on` (fonts and text caches are emptied
    before each captured frame, so what a frame shows is rendered in that frame)."""

    def __init__(self):
        self.texts: list[str] = []
        capture = self

        class RecordingFont(pygame.font.Font):
            def render(self, text, *args, **kwargs):
                capture.texts.append(str(text))
                return super().render(text, *args, **kwargs)

        self.font_class = RecordingFont
        self._fonts: dict = {}

    def font(self, role: str, px: int):
        key = (role, max(6, int(px)))
        if key not in self._fonts:
            self._fonts[key] = self.font_class(str(theme.fonts_dir() / theme.FONT_FILES[role]), key[1])
        return self._fonts[key]


def _fresh(app, table) -> None:
    """Forget every cached picture of words, so the next frame renders all it shows."""
    theme._TEXT_CACHE.clear()
    table.painter.forget()
    table.panel._still = None
    table.panel.log._cache = (None, None)
    table.status._cache.clear()


def _power_names(ids) -> set:
    return {F.POWER_NAMES[F.POWER[p]] for p in ids}


def _plan_ids_in(obs: dict) -> set:
    return set(re.findall(r"\bP\d+\b", json.dumps(obs)))


class Judge:
    """What each seat has seen so far, and the secrets of the others it must not be shown."""

    def __init__(self, players: int):
        self.players = players
        self.seen_powers = {s: set() for s in range(players)}
        self.seen_plans = {s: set() for s in range(players)}
        self.states_read = 0

    def learn(self, match) -> None:
        for state in match.states[self.states_read:]:
            for s in range(self.players):
                obs = state.observation(s)
                fam = obs["families"][s]
                private = obs.get("private") or {}
                self.seen_powers[s] |= _power_names(fam["powers"]) | _power_names(private.get("power_pair", ())) \
                    | _power_names(private.get("powers_known_in_pool", ()))
                self.seen_plans[s] |= _plan_ids_in(obs)
        self.states_read = len(match.states)

    def secrets(self, state, viewer) -> dict:
        """{word: what it is} that must not be drawn for `viewer` (None: the public screen)."""
        out = {}
        for q in range(state.players):
            if q == viewer:
                continue
            powers = {p for p in state.powers[q] if not state.revealed[q] >> p & 1}
            if state.phase == KEEP_POWER and state.actor == q:
                powers |= set(state.power_pair[q])
            for p in powers:
                out[F.POWER_NAMES[p]] = f"seat {q}'s hidden Power"
            plans = set()
            if state.plans[q] >= 0 and not plan_public(state, q):
                plans.add(state.plans[q])
            if state.phase == KEEP_PLAN and state.actor == q:
                plans.add(state.ctx[0])
            for p in plans:
                out[F.PLAN_IDS[p]] = f"seat {q}'s hidden Plan"
        if viewer is not None:
            for word in self.seen_powers[viewer] | self.seen_plans[viewer]:
                out.pop(word, None)
        return out


def _check(capture: Capture, judge: Judge, table, viewer, where: str, state=None) -> int:
    judge.learn(table.match)
    secrets = judge.secrets(table.match.state if state is None else state, viewer)
    for text in capture.texts:
        for word, what in secrets.items():
            if re.search(rf"\b{re.escape(word)}\b", text):
                raise AssertionError(f"{where}: {what} ({word}) drawn for viewer {viewer}: {text!r} "
                                     f"(phase {table.match.state.phase}, log {len(table.match.log)}, "
                                     f"texts {capture.texts})")
    checked = len(capture.texts)
    capture.texts.clear()
    return checked


def _hover_an_avatar(table, k: int) -> None:
    """Rest the pointer on one family's Avatar (its info card names the Powers known of it)."""
    avatars = [p for p in table.input.pieces_now().values() if p.kind == "avatar" and p.pos is None]
    if avatars:
        piece = avatars[k % len(avatars)]
        table.ui.hover_piece = piece
        table.ui.hover_since = 1.0
        table.refresh()  # the card is decided with the frame's view, as update() does


@pytest.mark.parametrize("players,options,seed", [
    (3, {"turn_limit": 8}, 31),
    (4, {"turn_limit": 6, "new_blood": True, "super_villains": True, "initiative": True}, 47),
])
def test_no_other_familys_secret_is_drawn_in_pass_and_play(players, options, seed, monkeypatch):
    app = App(AppOptions(size=(1280, 720)))
    app._ai = StubAI("first")
    app.settings.animation_speed = 1.0
    capture = Capture()
    monkeypatch.setattr(theme, "font", capture.font)
    table = open_table(app, n=players, humans=tuple(range(players)), options=options, seed=seed)
    judge = Judge(players)
    bots = {s: make_bot("random", "the_dance", seed + s) for s in range(players)}
    checked = frames = decisions = curtains = 0
    for _ in range(20000):
        top = app.top
        if isinstance(top, CurtainScene):
            curtains += 1
            top.update(1.0)
            _fresh(app, table)
            capture.texts.clear()
            app._draw()
            checked += _check(capture, judge, table, None, "the curtain")
            top.lift()
            continue
        if top is not table:
            break  # the results
        if table.match.is_over() and not table.animating():
            break
        seat = table.acting_seat()
        if seat is None or table.animating():
            table.update(1 / 20)
            frames += 1
            if frames % 7 == 0:
                _fresh(app, table)
            capture.texts.clear()
            if app.top is table:
                app._draw()
                checked += _check(capture, judge, table, table.private_seat(), "a frame")
            continue
        viewer = table.private_seat()
        assert viewer == seat
        decisions += 1
        # the person's frame, everything rendered afresh, with an Avatar's card and now and then a hint
        _hover_an_avatar(table, decisions)
        if decisions % 5 == 0:
            table.shell_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
            table.update(1 / 60)
        _fresh(app, table)
        capture.texts.clear()
        app._draw()
        checked += _check(capture, judge, table, viewer, f"seat {seat}'s turn ({table.match.state.phase})")
        action = bots[seat].choose(table.match.state, seat)
        n = len(table.match.log)
        before = table.match.state
        do(app, table, action)
        # what do() drew was drawn for the person playing, before the move landed
        checked += _check(capture, judge, table, seat, f"seat {seat} playing {action!r}", before)
        assert len(table.match.log) > n, f"{action!r} was not played: {table.message}"
        table.ui.hover_piece = None
    assert table.match.is_over()
    assert curtains >= players and decisions > 20 and checked > 1000
    assert not [p for p, _ in table.match.log if p != CHANCE and p not in range(players)]
