"""When the AI cannot choose a move for a seat (its bot raised for that position, or its worker stopped and
could not be restarted), the table says so in words and lets the person decide: try again, or let a
clearly labelled random legal move stand in for that one move. Drawn by the shell over every table.

Never plays anything by itself: only what the person chose, through the table (game.ui.table).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.table_widgets import GildedButton
from game.ui.theme import Palette, px, text_px

REASON_LIMIT = 120  # characters of the reason shown on the table (the whole of it is in the log)


@dataclass
class AITrouble:
    """The AI could not choose a move for `seat` when the log was `at` moves long; `reason` in words."""

    seat: int
    at: int
    reason: str


def reason_words(error: str | None, text: str | None, secrets: bool = False) -> str:
    """Why the AI gave no move, in a few words: the last line of the bot's traceback ("RuntimeError:
    ..."), the worker's own words, or the answer it gave that is not a legal move. With `secrets` (a game
    of hidden information, whose bot may have seen a hidden card) only the kind of error is told, never its
    message or the answer: the whole of it is in the log."""
    if error:
        lines = [line.strip() for line in str(error).strip().splitlines() if line.strip()]
        words = lines[-1] if lines else "no reason given"
        if secrets and lines and lines[0].startswith("Traceback"):
            words = words.split(":", 1)[0]
    elif secrets and text:
        words = "it answered with a move that is not legal here"
    elif text:
        words = f"it answered {text!r}, which is not a legal move here"
    else:
        words = "it gave no answer"
    return words if len(words) <= REASON_LIMIT else words[:REASON_LIMIT - 1] + "…"


class AITroublePanel:
    """The words and the two buttons (Try again, Play a random move) over a table whose AI is stuck."""

    def __init__(self, table):
        self.table = table
        self.buttons = {"retry": GildedButton("retry", "Try again"),
                        "random": GildedButton("random", "Play a random move")}
        self.buttons["retry"].primary = True
        self.box = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.hover: str | None = None
        self.scale = 1.0

    def words(self, trouble: AITrouble) -> str:
        name = self.table.seat_label(trouble.seat)
        return f"The AI could not choose a move for {name}: {trouble.reason}"

    def follow(self) -> None:
        """Each frame: trouble the position has moved past (a take-back, a restart) is dropped, so the AI is
        asked afresh; the panel is laid out, and its words stay on the status line until the person chooses."""
        t = self.table
        if t.ai_trouble is not None and t.ai_trouble.at != len(t.match.log):
            t.ai_trouble = None
        self.update(t.ai_trouble)
        if t.ai_trouble is not None and t.message == self.words(t.ai_trouble):
            t.said.age = 0.0

    def update(self, trouble: AITrouble | None) -> None:
        """Lay the panel out for the window (the words wrap to its width); nothing when all is well."""
        if trouble is None:
            self.box.size = (0, 0)
            return
        w, h = self.table.app.size
        s = self.scale = theme.ui_scale((w, h))
        width = min(px(720, s), int(w * 0.9))
        pad = px(16, s)
        size = text_px(16, s)
        self.lines = theme.wrap_text(self.words(trouble), "text_semibold", size, width - 2 * pad)[:4]
        line_h = int(size * 1.35)
        bh = px(40, s)
        self.box = pygame.Rect(0, 0, width, pad + line_h * len(self.lines) + px(10, s) + bh + pad)
        self.box.midtop = (w // 2, int(h * 0.12))
        bw = (width - 2 * pad - px(12, s)) // 2
        y = self.box.bottom - pad - bh
        self.buttons["retry"].rect = pygame.Rect(self.box.x + pad, y, bw, bh)
        self.buttons["random"].rect = pygame.Rect(self.box.right - pad - bw, y, bw, bh)
        self.buttons["random"].label = f"Random move for {self.table.seat_label(trouble.seat)}"

    def handle_event(self, event) -> bool:
        """A click on Try again or on the random move does it; True when the event was used."""
        if self.box.width == 0:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((k for k, b in self.buttons.items() if b.contains(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            chosen = next((k for k, b in self.buttons.items() if b.contains(event.pos)), None)
            if chosen == "retry":
                self.retry()
            elif chosen == "random":
                self.play_random()
            return chosen is not None
        return False

    def retry(self) -> None:
        """Ask the AI again (the worker restarts if it must)."""
        t = self.table
        t.ai_trouble = None
        t.message = ""
        t.ai_wait = 0.0

    def play_random(self) -> bool:
        """Let a random legal move stand in for the AI seat that could not choose, this once; the table
        says which move it was."""
        t = self.table
        trouble, t.ai_trouble = t.ai_trouble, None
        state = t.match.state
        if trouble is None or trouble.seat not in state.to_move():
            return False
        action = random.Random(f"{t.match.seed}/{len(t.match.log)}").choice(state.legal_actions(trouble.seat))
        words = t.match.with_names(state.action_to_str(action))
        if not t.play(action, trouble.seat):
            return False
        t.notice(f"A random legal move was played for {t.seat_label(trouble.seat)}: {words}.")
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.box.width == 0:
            return
        s = self.scale
        theme.draw_panel(surface, self.box, s, alpha=235)
        pygame.draw.rect(surface, Palette.danger, (self.box.x + px(6, s), self.box.y + px(12, s), px(3, s),
                                                   self.box.height - px(24, s)), border_radius=px(2, s))
        size = text_px(16, s)
        y = self.box.y + px(16, s)
        for line in self.lines:
            theme.draw_text(surface, line, "text_semibold", size, Palette.ivory, (self.box.centerx, y), anchor="midtop")
            y += int(size * 1.35)
        for key, button in self.buttons.items():
            button.draw(surface, s, self.hover == key)
