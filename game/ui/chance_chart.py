"""How a seat's chances moved over a finished game: the results ask the AI worker (quick playouts, from
that seat's view at each of its decisions) one position at a time and draw the line as it fills in, with
the moves where a hint was asked marked.

Asks the worker only through app.ai (request_odds / poll_odds), never blocks; draws nothing but its chart.
"""
from __future__ import annotations

import pygame

from game.core import CHANCE
from game.ui import theme
from game.ui.hint_marks import HINT_COLOUR
from game.ui.theme import Palette, px, text_px

MAX_POINTS = 36  # positions asked about in a long game (spread evenly over its decisions)


def decision_points(match, seat: int, limit: int = MAX_POINTS) -> list[int]:
    """Log lengths at which `seat` had a choice, thinned evenly to at most `limit`."""
    points = [i for i in range(len(match.log)) if seat in match.states[i].to_move()
              and CHANCE not in match.states[i].to_move()]
    if len(points) > limit:
        step = (len(points) - 1) / (limit - 1)
        points = sorted({points[round(k * step)] for k in range(limit)})
    return points


class ChanceTrack:
    """The chances of `seat` at its decisions in `match` (filled in by the worker as the results show)."""

    def __init__(self, app, match, seat: int, hinted: list | None = None):
        self.app = app
        self.match = match
        self.seat = seat
        self.points = decision_points(match, seat)
        self.values: dict[int, float] = {}
        self.hinted = sorted({int(i) for i, s, _ in (hinted or []) if s == seat})
        self.final = max(0.0, min(1.0, float(match.state.returns()[seat]))) if match.is_over() else None
        self._next = 0
        self._asked: int | None = None

    @property
    def done(self) -> bool:
        return self._next >= len(self.points) and self._asked is None

    def update(self) -> None:
        """Collect an answer and send the next question (one at a time: the worker stays free for hints)."""
        ai = self.app.ai
        if self._asked is not None:
            answer = ai.poll_odds()
            if answer is None:
                return
            info = answer[4] if len(answer) > 4 and isinstance(answer[4], dict) else {}
            if info.get("chance") is not None:
                self.values[self._asked] = max(0.0, min(1.0, float(info["chance"])))
            self._asked = None
        if self._next < len(self.points):
            i = self.points[self._next]
            self._next += 1
            ai.request_odds(self.match.game_id, self.match.seed * 31 + self.seat, self.match.states[i], self.seat)
            self._asked = i

    def cancel(self) -> None:
        if self._asked is not None:
            self.app.ai.cancel_odds()
            self._asked = None
        self._next = len(self.points)

    def series(self) -> list[tuple[int, float]]:
        """(log length, chance) known so far, the final result last once every point is in."""
        out = [(i, self.values[i]) for i in self.points if i in self.values]
        if self.final is not None and self.done:
            out.append((len(self.match.log), self.final))
        return out

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float, colour, title: str) -> None:
        s = scale
        rect = pygame.Rect(rect)
        theme.draw_text(surface, title, "text_semibold", text_px(13, s, 11), Palette.gold_light, (rect.x, rect.y))
        chart = pygame.Rect(rect.x + px(30, s), rect.y + text_px(13, s, 11) + px(8, s), rect.width - px(34, s),
                            rect.height - text_px(13, s, 11) - px(24, s))
        if chart.height < px(20, s) or chart.width < px(40, s):
            return
        pygame.draw.rect(surface, (*Palette.midnight,), chart, border_radius=px(4, s))
        for frac, label in ((0.0, "0"), (0.5, "50"), (1.0, "100")):
            y = chart.bottom - int(chart.height * frac)
            pygame.draw.line(surface, Palette.gold_dark if frac == 0.5 else Palette.velvet, (chart.x, y),
                             (chart.right, y), 1)
            theme.draw_text(surface, label, "text", text_px(10, s, 10), Palette.text_muted,
                            (chart.x - px(4, s), y), anchor="midright")
        moves = max(1, len(self.match.log))

        def at(i, v):
            return chart.x + int(chart.width * i / moves), chart.bottom - int(chart.height * v)

        for i in self.hinted:  # a hint was asked here
            x = at(i, 0)[0]
            pygame.draw.line(surface, HINT_COLOUR, (x, chart.bottom), (x, chart.bottom - px(8, s)), max(1, px(2, s)))
        series = self.series()
        pts = [at(i, v) for i, v in series]
        if len(pts) >= 2:
            pygame.draw.lines(surface, colour, False, pts, max(2, px(2, s)))
        for p in pts:
            pygame.draw.circle(surface, colour, p, max(2, px(3, s)))
        if not self.done:
            theme.draw_text(surface, "working out…", "text", text_px(11, s, 10), Palette.text_muted,
                            (chart.right - px(4, s), chart.y + px(3, s)), anchor="topright")
        elif not pts:
            theme.draw_text(surface, "No choices to chart.", "text", text_px(12, s, 10), Palette.text_muted,
                            chart.center, anchor="center")
        theme.draw_text(surface, f"move {moves}", "text", text_px(10, s, 10), Palette.text_muted,
                        (chart.right, chart.bottom + px(3, s)), anchor="topright")
