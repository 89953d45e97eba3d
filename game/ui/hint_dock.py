"""The shell's Hint button on every table (and the H key): asks the AI worker what the Hard bot would play
for the person to move, from that seat's view only, then shows the action in words, the seat's chance to
win as a small gauge, and lets the table light the action itself (TableScene.draw_hint). Counts the hints
each seat used and keeps the chances they showed, for the results and the past games.

Never plays the hinted action and never sends the worker more than the seat may know: in a game with
hidden information the worker gets a world drawn from the seat's view, not the real state.

Every table docks it in the same place, a strip of its side panel just above the move log (dock_strip),
and the hint's words open below it over the log's top, which gives way to them (log_room):
the Hint button sits where a player last found it in any game, and covers nothing of the table.
"""
from __future__ import annotations

import logging
import random
import time

import pygame

from game.core import CHANCE
from game.core.match import possessive
from game.ui import theme
from game.ui.hint_marks import HINT_COLOUR, Hint
from game.ui.table_widgets import GildedButton, draw_thinking
from game.ui.theme import Palette, px, text_px

log = logging.getLogger(__name__)

HINT_PREFIX = "Hard would play: "
DOCK_H = 42  # the dock's height at the 1280x720 design size
DOCK_GAP = 16  # between the dock and the log's heading below it
WORDS_LINES = 5  # the most lines a hint's words take (the log gives way to them)


def dock_strip(x: int, y: int, width: int, s: float, wanted: bool = True) -> tuple[pygame.Rect, int]:
    """Every table's hint dock: the strip of its side panel at (x, y) across `width`, just above the move
    log, so the Hint button sits in the same place in every game and covers nothing. Returns the dock
    (zero height when not `wanted`: nobody at the screen may ask) and the y where the panel goes on."""
    if not wanted:
        return pygame.Rect(x, y, width, 0), y
    dock = pygame.Rect(x, y, width, px(DOCK_H, s))
    return dock, dock.bottom + px(DOCK_GAP, s)


def view_rng(state, seat: int) -> random.Random:
    """An RNG fixed by what `seat` sees, so the world sent for a hint depends on the view alone."""
    from game.ai.bots import decision_rng

    return decision_rng(0x41, state, seat)


def chance_words(chance: float, whose: str = "Your") -> str:
    return f"{whose} chances: about {int(round(100 * max(0.0, min(1.0, chance))))}%"


class HintDock:
    """One table's hints: the button and its layout, the request in flight, the hint on show, the counts."""

    def __init__(self, table):
        self.table = table
        self.hint: Hint | None = None
        self.asked: tuple[int, int] | None = None  # (log length, seat) of the request in flight
        self.asked_at = 0.0
        self.used: dict[int, int] = {}  # seat -> hints received
        self.chances: list[tuple[int, int, float]] = []  # (log length, seat, chance) of every hint
        self.latency: list[float] = []  # seconds from the request to the hint on screen
        self.button = GildedButton("hint", "Hint", "H")
        self.hover = False
        self.clock = 0.0
        self._hook_failed = False
        # decided in update (place_widgets), drawn as they are: the gauge's strip, the words' panel and lines
        self.gauge = pygame.Rect(0, 0, 0, 0)
        self.words_box: pygame.Rect | None = None
        self.words_lines: list[str] = []
        self.words_centred = False
        self._words_key = None
        self._placed = False

    # --- who may ask ---------------------------------------------------------------------------------
    def offered(self) -> bool:
        """The button shows at all: a person plays at this table, the game goes on, the setting allows."""
        t = self.table
        return (t.app.settings.show_hints and not t.demo and not t.replaying and not t.match.is_over()
                and bool(t.human_seats()))

    def seat(self) -> int | None:
        """The person who may ask now: a human seat that chooses now and whose view is on screen."""
        t = self.table
        if not self.offered():
            return None
        state = t.match.state
        humans = [p for p in state.to_move() if p != CHANCE and not t.seat_is_ai(p)]
        if not humans:
            return None
        if t.match.game.info.hidden_info and len(t.human_seats()) >= 2:
            private = t.private_seat()  # several people at one screen: only the one behind the curtain
            return private if private in humans else None
        viewer = t.viewer()
        return viewer if viewer in humans else humans[0]

    # --- where it sits: a strip of the side panel above the move log ---------------------------------
    def docked(self) -> bool:
        """Does the table keep the dock's strip in its side panel (TableScene.hint_dock_strip)? Yes where
        a person plays with hints on, and on a watched table (its tag sits there); not in a demonstration
        or a replay. Fixed for the table's life, so the panel never jumps when the game ends."""
        t = self.table
        if t.watching:
            return True
        return not t.demo and not t.replaying and t.app.settings.show_hints and bool(t.human_seats())

    def log_room(self, log: pygame.Rect) -> pygame.Rect:
        """The part of the side panel's move log the hint's words leave free: the words open over the
        log's top while a hint stands and the log draws below them, so they cover no move."""
        log = pygame.Rect(log)
        box = self.words_box
        if box is None or not box.colliderect(log):
            return log
        top = min(log.bottom, box.bottom + px(6, theme.ui_scale(self.table.app.size)))
        return pygame.Rect(log.x, top, log.width, log.bottom - top)

    def thinking(self) -> bool:
        return self.asked is not None

    def standing(self) -> Hint | None:
        """The hint for the position on screen, or None once it has moved on."""
        hint = self.hint
        if hint is None or hint.seat != self.seat() or not self.same_decision(hint.log_length, hint.seat):
            return None
        return hint

    def same_decision(self, length: int, seat: int) -> bool:
        """Is `seat` still facing the choice it had after `length` moves? Other seats sealing their
        choices in the same simultaneous step show it nothing, so a hint asked before them still holds."""
        match = self.table.match
        if length > len(match.log):
            return False
        for i in range(length, len(match.log)):
            mover = match.log[i][0]
            before, after = match.states[i].to_move(), match.states[i + 1].to_move()
            if mover in (seat, CHANCE) or seat not in after or not set(after) < set(before):
                return False
        return True

    def total(self) -> int:
        return sum(self.used.values())

    # --- asking and answering ------------------------------------------------------------------------
    def ask(self) -> bool:
        t = self.table
        seat = self.seat()
        if seat is None:
            if self.offered():
                t.refuse("A hint is for your own choice: wait for your turn.")
            return False
        here = (len(t.match.log), seat)
        if self.standing() is not None or (self.asked is not None and self.asked[1] == seat
                                           and self.same_decision(*self.asked)):
            return True  # already on show, or on its way
        state = t.match.state
        sent = state
        if t.match.game.info.hidden_info:
            # the worker gets a world drawn from this seat's view: it cannot read a hidden card or a sealed
            # choice, and the same view always sends the same world
            sent = state.determinize(seat, view_rng(state, seat))
        t.app.ai.request_hint(t.match.game_id, t.match.seed * 31 + seat, sent, seat)
        self.asked = here
        self.asked_at = time.perf_counter()
        t.app.sound.play("click", 0.5)
        return True

    def cancel(self) -> None:
        if self.asked is not None:
            self.table.app.ai.cancel_hint()
        self.asked = None

    def update(self, dt: float) -> None:
        self.clock += dt
        self._answer()
        self.place_widgets()

    def _answer(self) -> None:
        if self.asked is None:
            return
        t = self.table
        if self.asked[1] != self.seat() or not self.same_decision(*self.asked):
            self.cancel()  # the position moved on (a move, an undo, a curtain): that hint is no use now
            return
        answer = t.app.ai.poll_hint()
        if answer is None:
            return
        (length, seat), self.asked = self.asked, None
        text, error = answer[1], answer[2]
        info = answer[4] if len(answer) > 4 and isinstance(answer[4], dict) else {}
        state = t.match.state
        action = state.legal_from_text(text, seat)
        if action is None:
            log.error("no usable hint (%s)", error or text)
            t.notice("No hint this time: the AI could not settle on a move.")
            return
        chance = info.get("chance")
        chance = None if chance is None else max(0.0, min(1.0, float(chance)))
        try:
            words = t.hint_words(action, seat)
        except Exception:  # a table's words must not lose the hint
            log.exception("hint_words failed")
            words = t.match.with_names(text)
        self.hint = Hint(seat, action, text, words, chance, str(info.get("source", "")), length)
        self.used[seat] = self.used.get(seat, 0) + 1
        if chance is not None:
            self.chances.append((length, seat, chance))
        self.latency.append(time.perf_counter() - self.asked_at)
        t.app.count("hints")
        t.app.sound.play("chime", 0.35)

    # --- input ---------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if not self.offered():
            self.hover = False
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.button.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button.contains(event.pos):
            self.ask()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.button.contains(event.pos):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.ask()
            return True
        return False

    # --- layout (decided in update) ------------------------------------------------------------------
    def layout(self) -> tuple[pygame.Rect, pygame.Rect, float]:
        """(the button, the gauge's strip, the scale) inside the table's hint dock."""
        t = self.table
        s = theme.ui_scale(t.app.size)
        dock = pygame.Rect(t.hint_dock())
        gap = px(8, s)
        if dock.width < px(280, s) and dock.height >= 2 * px(36, s) + gap:
            # a narrow dock stacks the gauge under the button
            half = (dock.height - gap) // 2
            return pygame.Rect(dock.x, dock.y, min(dock.width, px(120, s)), half), \
                pygame.Rect(dock.x, dock.y + half + gap, dock.width, half), s
        bw = min(px(96, s), max(px(60, s), dock.width // 3))
        button = pygame.Rect(dock.x, dock.y, bw, dock.height)
        gauge = pygame.Rect(button.right + gap, dock.y, max(0, dock.right - button.right - gap), dock.height)
        return button, gauge, s

    def place_widgets(self) -> None:
        """The button's place and state, the gauge's strip and the words' panel for this frame."""
        if not self.offered():
            self.words_box, self._words_key = None, None
            self._placed = False
            return
        button, self.gauge, s = self.layout()
        self.button.rect = button
        self.button.enabled = self.seat() is not None
        self.button.label = "Hint"
        self._placed = True
        hint = self.standing()
        if hint is None:
            self.words_box, self._words_key = None, None
            return
        t = self.table
        dock = pygame.Rect(t.hint_dock())
        place = t.hint_words_place()
        key = (id(hint), tuple(dock), None if place is None else tuple(place), t.app.size)
        if key == self._words_key:
            return
        self._words_key = key
        size = text_px(15, s)
        pad = px(12, s)
        slack = px(18, s)  # the bold lead is wider than the wrap measures it
        width = pygame.Rect(place).width if place is not None else max(dock.width, px(220, s))
        lines = theme.wrap_text(HINT_PREFIX + hint.words, "text", size, width - 2 * pad - slack)[:WORDS_LINES]
        step = int(size * 1.32)
        box = pygame.Rect(dock.x, 0, width, step * len(lines) + 2 * pad - (step - size))
        if place is not None:
            box.center = pygame.Rect(place).center
        else:  # below the dock, over the log's top; above it only where the window ends first
            box.top = dock.bottom + px(8, s)
            if box.bottom > t.app.size[1] - px(8, s):
                box.bottom = dock.top - px(10, s)
        box.clamp_ip(pygame.Rect((0, 0), t.app.size))
        self.words_box, self.words_lines, self.words_centred = box, lines, place is not None

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.offered() or not self._placed:
            return
        button, gauge = self.button.rect, self.gauge
        s = theme.ui_scale(self.table.app.size)
        hint = self.standing()
        if hint is not None:
            self._draw_table_hint(surface, hint)
        self.button.draw(surface, s, self.hover and self.button.enabled, False, self.clock)
        if self.asked is not None:
            draw_thinking(surface, (button.centerx, button.bottom + px(9, s)), self.clock, s, HINT_COLOUR)
        if hint is not None:
            if hint.chance is not None and gauge.width > px(60, s):
                self._draw_gauge(surface, gauge, hint, s)
            if self.words_box is not None:
                self._draw_words(surface, s)
        elif self.asked is not None and gauge.width > px(60, s):
            self._draw_caption(surface, gauge, "Hard is thinking for you…", s)

    def _draw_table_hint(self, surface, hint: Hint) -> None:
        if self._hook_failed:
            return
        try:
            self.table.draw_hint(surface, hint)
        except Exception:  # a table's drawing of a hint must never take the table down
            log.exception("draw_hint failed; the hint shows in words only")
            self._hook_failed = True

    def _whose(self, seat: int) -> str:
        t = self.table
        if len(t.human_seats()) < 2:
            return "Your"
        return possessive(t.seat_label(seat))

    def _draw_caption(self, surface, rect: pygame.Rect, text: str, s: float, short: str = "Thinking…") -> None:
        size = text_px(14, s)
        room = rect.width - px(22, s)
        if theme.text_width(text, "text_semibold", size) > room:
            text = short  # a narrow dock says it in one word rather than cutting the sentence
        label = theme.render_text(text, "text_semibold", size, Palette.ivory_dim)
        box = pygame.Rect(rect.x, rect.y, min(rect.width, label.get_width() + px(22, s)), rect.height)
        theme.draw_panel(surface, box, s, alpha=215)
        clip = surface.get_clip()
        surface.set_clip(box.inflate(-px(6, s), 0))
        surface.blit(label, label.get_rect(midleft=(box.x + px(11, s), box.centery)))
        surface.set_clip(clip)

    def _draw_gauge(self, surface, rect: pygame.Rect, hint: Hint, s: float) -> None:
        """"Your chances: about 62%" over a bar filled to the chance."""
        theme.draw_panel(surface, rect, s, alpha=225)
        pad = px(10, s)
        size = text_px(14, s, 11)
        room = rect.width - 2 * pad
        pct = f"{int(round(100 * max(0.0, min(1.0, hint.chance))))}%"
        # the longest wording that fits: "Your chances: about 62%", "Chances: about 62%", "About 62%", "62%"
        for text in (chance_words(hint.chance, self._whose(hint.seat)), chance_words(hint.chance, "")[1:].capitalize(),
                     f"About {pct}", pct):
            size = text_px(14, s, 11)
            while size > 10 and theme.text_width(text, "text_semibold", size) > room:
                size -= 1
            if theme.text_width(text, "text_semibold", size) <= room:
                break
        theme.draw_text(surface, text, "text_semibold", size, Palette.ivory,
                        (rect.x + pad, rect.y + max(3, (rect.height - size - px(8, s)) // 2 - px(3, s))))
        bar = pygame.Rect(rect.x + pad, rect.bottom - px(14, s), rect.width - 2 * pad, max(4, px(6, s)))
        pygame.draw.rect(surface, Palette.midnight, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(bar.height, int(bar.width * hint.chance)) if hint.chance > 0 else 0
        if fill.width:
            colour = _gauge_colour(hint.chance)
            pygame.draw.rect(surface, colour, fill, border_radius=bar.height // 2)
        pygame.draw.rect(surface, Palette.gold_dark, bar, 1, border_radius=bar.height // 2)
        for k in (1, 2, 3):  # quarter marks, so a glance reads the bar
            x = bar.x + bar.width * k // 4
            pygame.draw.line(surface, Palette.gold_dark, (x, bar.y - px(2, s)), (x, bar.bottom + px(1, s)), 1)

    def _draw_words(self, surface, s: float) -> None:
        """The hinted action in words, in the panel place_widgets laid out (below the dock, over the log's
        top, which gives way to it; or across the strip the table names, hint_words_place)."""
        box = self.words_box
        size = text_px(15, s)
        pad = px(12, s)
        step = int(size * 1.32)
        theme.draw_panel(surface, box, s, alpha=250)
        pygame.draw.rect(surface, HINT_COLOUR, box, max(1, px(2, s)), border_radius=px(12, s))
        y = box.y + pad
        for i, line in enumerate(self.words_lines):
            parts = [(line, "text", Palette.ivory)]
            if i == 0 and line.startswith(HINT_PREFIX):
                parts = [(HINT_PREFIX.strip() + " ", "text_bold", HINT_COLOUR),
                         (line[len(HINT_PREFIX):], "text", Palette.ivory)]
            total = sum(theme.text_width(text, role, size) for text, role, _ in parts)
            x = box.centerx - total // 2 if self.words_centred else box.x + pad
            for text, role, colour in parts:
                x = theme.draw_text(surface, text, role, size, colour, (x, y)).right
            y += step


def _gauge_colour(chance: float) -> tuple:
    """Rose when the game looks lost, gold when even, green when it looks won."""
    rose, gold, green = (214, 96, 110), Palette.gold, (120, 204, 140)
    if chance < 0.5:
        a, b, f = rose, gold, chance / 0.5
    else:
        a, b, f = gold, green, (chance - 0.5) / 0.5
    return tuple(int(x + (y - x) * f) for x, y in zip(a, b))
