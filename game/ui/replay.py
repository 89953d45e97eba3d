"""A replay: a kept game played again on its own table from the first move, with play/pause, a step back
and forward (the arrow keys), a scrubber over the whole game, the speed, and whose view it is (a
spectator's by default; once the game is over, any seat's).

The table is the game's own (made by its kit) and only shows positions: the replay drives it through what
the table gives replays (its `replayed`: start, show, play, set_view; game.ui.table_replayed; every
state is kept, so a jump costs a redraw, not a replay from the start) and the table draws it from the
view allowed. Nothing is saved, counted or asked of the AI.
"""
from __future__ import annotations

import logging
import time

import pygame

from game.core import CHANCE
from game.core.match import Match, possessive
from game.ui import kits, theme
from game.ui.scene import Scene
from game.ui.table_widgets import GildedButton
from game.ui.theme import Palette, px, text_px

log = logging.getLogger(__name__)

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 1.0  # between moves at 1x
CHANCE_SECONDS = 0.35  # a shuffle or a deal passes quicker


def position_match(full: Match, i: int) -> Match:
    """`full` as it stood after its first `i` moves (sharing the kept states: no replaying)."""
    return Match(full.game, full.players, full.options, full.seed, full.seats, full.log[:i], full.states[:i + 1])


class ReplayScene(Scene):
    def __init__(self, app, match: Match, title: str = "", view: int | None = None, start: int = 0,
                 playing: bool = True):
        super().__init__(app)
        self.full = match
        self.title = title or f"{match.game.info.title}: replay"
        self.moves = len(match.log)
        self.pos = max(0, min(start, self.moves))
        self.views: list[int | None] = [None] + (list(range(match.players)) if match.is_over() else [])
        self.view = view if view in self.views else None
        self.playing = playing and self.pos < self.moves
        self.speed_index = 1
        self.wait = 0.6
        self.scale = 1.0
        self.size = (0, 0)
        self.table = kits.create_table(app, position_match(match, self.pos), demo=False)
        self.table.replayed.start(self.view)
        self.buttons = {key: GildedButton(key, label, hint) for key, label, hint in (
            ("start", "", "Home"), ("back", "", "Left"), ("play", "Pause", "Space"), ("forward", "", "Right"),
            ("end", "", "End"), ("speed", "1×", "+ / -"), ("view", "Spectator", "V"), ("close", "Close", "Esc"))}
        self.hover: str | None = None
        self.dragging = False
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.clock = 0.0
        self.last_jump_ms = 0.0  # how long the last jump took to set (for the figures)
        self._set_buttons()

    # --- life cycle ---------------------------------------------------------------------------------
    def current_game_id(self) -> str | None:
        return self.full.game_id

    def leave(self) -> None:
        self.table.leave()

    def autoplay_finished(self) -> bool:
        return self.pos >= self.moves and not self.table.animating()

    # --- where we are -------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def view_name(self, view: int | None) -> str:
        if view is None:
            return "Spectator"
        name = self.full.seat_label(view)
        return f"{possessive(name)} view"

    def seek(self, i: int) -> None:
        """Show the position after `i` moves at once (no animation)."""
        started = time.perf_counter()
        i = max(0, min(self.moves, int(i)))
        self.pos = i
        self.table.replayed.show(position_match(self.full, i))
        self.last_jump_ms = (time.perf_counter() - started) * 1000.0

    def step_forward(self, animate: bool = True) -> bool:
        if self.pos >= self.moves:
            return False
        if not animate:
            self.seek(self.pos + 1)
            return True
        self.pos += 1
        self.table.replayed.play(position_match(self.full, self.pos))
        return True

    def step_back(self) -> None:
        self.playing = False
        self.seek(self.pos - 1)

    def set_view(self, view: int | None) -> None:
        if view not in self.views:
            return
        self.view = view
        self.table.replayed.set_view(view)
        self.seek(self.pos)

    def next_view(self) -> None:
        if len(self.views) < 2:
            self.app.toast("Each seat's own view opens once the game is over; until then, a spectator's.")
            return
        self.set_view(self.views[(self.views.index(self.view) + 1) % len(self.views)])

    def toggle_play(self) -> None:
        if self.pos >= self.moves and not self.playing:
            self.seek(0)
        self.playing = not self.playing
        self.wait = 0.25

    def change_speed(self, step: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + step))

    # --- layout -------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        self.size = w, h = tuple(size)
        s = self.scale = theme.ui_scale(self.size)
        bar_h = px(68, s)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.table.resize((w, h - bar_h))
        m = px(14, s)
        bh = px(44, s)
        y = self.bar.y + (bar_h - bh) // 2 + px(4, s)
        x = m
        small, mid = px(52, s), px(84, s)
        for key in ("start", "back", "play", "forward", "end"):
            bw = mid if key == "play" else small
            self.buttons[key].rect = pygame.Rect(x, y, bw, bh)
            x += bw + px(6, s)
        right = w - m
        for key, bw in (("close", px(92, s)), ("view", px(170, s)), ("speed", px(66, s))):
            self.buttons[key].rect = pygame.Rect(right - bw, y, bw, bh)
            right -= bw + px(6, s)
        self.track = pygame.Rect(x + px(16, s), y + bh // 2 + px(6, s), max(px(60, s), right - x - px(32, s)),
                                 max(4, px(8, s)))

    # --- input --------------------------------------------------------------------------------------
    def _button_at(self, pos) -> str | None:
        for key, b in self.buttons.items():
            if b.contains(pos):
                return key
        return None

    def _track_hit(self, pos) -> bool:
        return self.track.inflate(px(12, self.scale), px(30, self.scale)).collidepoint(pos)

    def _scrub_to(self, x: int) -> None:
        if self.track.width <= 0:
            return
        frac = (x - self.track.x) / self.track.width
        target = round(max(0.0, min(1.0, frac)) * self.moves)
        if target != self.pos:
            self.seek(target)

    def press(self, key: str) -> None:
        if key == "start":
            self.playing = False
            self.seek(0)
        elif key == "back":
            self.step_back()
        elif key == "play":
            self.toggle_play()
        elif key == "forward":
            self.playing = False
            self.step_forward(animate=False)
        elif key == "end":
            self.playing = False
            self.seek(self.moves)
        elif key == "speed":
            self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        elif key == "view":
            self.next_view()
        elif key == "close":
            self.app.pop()
        self.app.sound.play("click", 0.4)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_SPACE: "play", pygame.K_LEFT: "back", pygame.K_RIGHT: "forward",
                    pygame.K_HOME: "start", pygame.K_END: "end", pygame.K_v: "view", pygame.K_ESCAPE: "close"}
            if event.key in keys:
                self.press(keys[event.key])
                return True
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.change_speed(1)
                return True
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.change_speed(-1)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._button_at(event.pos)
            if self.dragging:
                self._scrub_to(event.pos[0])
            elif event.pos[1] < self.bar.top:
                self.table.handle_event(event)  # hover only: a replay takes no moves
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self._button_at(event.pos)
            if key is not None:
                self.press(key)
                return True
            if self._track_hit(event.pos):
                self.playing = False
                self.dragging = True
                self._scrub_to(event.pos[0])
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL and pygame.mouse.get_pos()[1] < self.bar.top:
            self.table.handle_event(event)  # the move log scrolls
            return True
        return False

    # --- each frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.table.update(dt)
        self._advance(dt)
        self._set_buttons()

    def _set_buttons(self) -> None:
        """What each button of the bar says and whether it works now (decided here, drawn as it is)."""
        b = self.buttons
        b["play"].label = "Pause" if self.playing else ("Again" if self.pos >= self.moves else "Play")
        b["speed"].label = f"{self.speed:g}×"
        b["view"].label = self.view_name(self.view)
        b["view"].enabled = len(self.views) > 1
        b["back"].enabled = b["start"].enabled = self.pos > 0
        b["forward"].enabled = b["end"].enabled = self.pos < self.moves
        for key, button in b.items():
            button.primary = key == "play" and not self.playing

    def _advance(self, dt: float) -> None:
        if not self.playing:
            return
        if self.pos >= self.moves:
            self.playing = False
            return
        self.wait -= dt * self.speed
        if self.wait > 0:
            return
        if self.table.animating():
            if self.speed < 2.0:
                return
            self.table.finish_animation()  # fast playback: a move's animation may not hold up the next one
        chance = self.full.log[self.pos][0] == CHANCE
        self.step_forward(animate=True)
        self.wait = CHANCE_SECONDS if chance else STEP_SECONDS

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if (w, h) != self.size:
            self.resize((w, h))
        # the table draws straight onto the window above the bar (a picture of its own would cost a jump
        # one more window-sized copy)
        self.table.draw(surface.subsurface((0, 0, w, h - self.bar.height)))
        self._draw_bar(surface)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        s = self.scale
        bar = self.bar
        pygame.draw.rect(surface, Palette.midnight, bar)
        pygame.draw.line(surface, Palette.gold_dark, bar.topleft, bar.topright, max(1, px(2, s)))
        for key, button in self.buttons.items():
            button.draw(surface, s, self.hover == key and button.enabled, False, self.clock)
            if key in ICONS:
                _draw_icon(surface, key, button.rect, s, Palette.gold_light if button.enabled else (120, 108, 128))
        self._draw_track(surface)

    def _draw_track(self, surface: pygame.Surface) -> None:
        s = self.scale
        t = self.track
        who = self._last_move_text()
        # the longest line that fits: the title, where the replay is, the last move (at the end, the scores)
        for label in (f"{self.title}  ·  move {self.pos} of {self.moves}" + (f"  ·  {who}" if who else ""),
                      f"move {self.pos} of {self.moves}" + (f"  ·  {who}" if who else ""), who):
            size = text_px(13, s, 11)
            while size > 10 and theme.text_width(label, "text", size) > t.width:
                size -= 1
            if theme.text_width(label, "text", size) <= t.width:
                break
        theme.draw_text(surface, label, "text", size, Palette.ivory_dim, (t.x, t.y - px(10, s)), anchor="bottomleft")
        pygame.draw.rect(surface, Palette.velvet, t, border_radius=t.height // 2)
        done = t.copy()
        done.width = int(t.width * (self.pos / self.moves)) if self.moves else t.width
        if done.width:
            pygame.draw.rect(surface, Palette.gold_dark, done, border_radius=t.height // 2)
        pygame.draw.rect(surface, Palette.gold_dark, t, 1, border_radius=t.height // 2)
        knob = (t.x + done.width, t.centery)
        pygame.draw.circle(surface, Palette.shadow, (knob[0], knob[1] + px(2, s)), px(10, s))
        pygame.draw.circle(surface, Palette.gold_light if self.dragging else Palette.gold, knob, px(9, s))
        pygame.draw.circle(surface, Palette.ivory, knob, px(9, s), max(1, px(2, s)))

    def _last_move_text(self) -> str:
        if self.pos == 0:
            return "the start"
        if self.pos >= self.moves and self.full.is_over():
            # the end line: every seat's score, as the past games and the results' tables write it
            full = self.full
            return kits.scores_line(full.game_id, [full.seat_label(i) for i in range(full.players)],
                                    full.state.scores())
        seat, text = self.full.log[self.pos - 1]
        if seat == CHANCE:
            return "chance"
        if self.full.game.info.hidden_info and seat != self.view:
            # the notation may name a card this view never saw: only the seat's own moves are spelt out
            return f"{self.full.seat_label(seat)} moved"
        return self.full.with_names(f"{self.full.seat_label(seat)}: {text}")


ICONS = ("start", "back", "forward", "end")


def _draw_icon(surface: pygame.Surface, key: str, rect: pygame.Rect, s: float, colour) -> None:
    """Step and jump arrows drawn as shapes (the display font has no arrow glyphs), above the key hint."""
    cx, cy = rect.centerx, rect.centery - px(6, s)
    r = px(7, s)
    pointing = -1 if key in ("start", "back") else 1
    tip = (cx + pointing * r, cy)
    pygame.draw.polygon(surface, colour, [tip, (cx - pointing * r, cy - r), (cx - pointing * r, cy + r)])
    if key in ("start", "end"):
        x = cx + pointing * (r + px(2, s))
        pygame.draw.line(surface, colour, (x, cy - r), (x, cy + r), max(2, px(3, s)))
