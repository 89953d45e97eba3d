"""How a seat's chances moved over a finished game: the results ask the AI worker (its calibrated odds,
from that seat's view at each of its decisions) one position at a time and draw the line as it fills in,
with the moves where a hint was asked marked, and the moves that showed the seat something hidden (a
deal, a draw, a die, a sealed or secret card turned up): there the chances may jump, elsewhere they
should not.

Asks the worker only through app.ai (request_odds / poll_odds), never blocks: the reveals are worked out
from the match's log a few moves a frame (game.ai.odds.revealed, from the seat's side only); draws
nothing but its chart.
"""
from __future__ import annotations

import logging

import pygame

from game.ai.odds import revealed
from game.core import CHANCE
from game.ui import theme
from game.ui.hint_marks import HINT_COLOUR
from game.ui.theme import Palette, px, text_px

log = logging.getLogger(__name__)

MAX_POINTS = 36  # positions asked about in a long game (spread evenly over its decisions)
REVEALS_PER_UPDATE = 6  # moves of the log judged per frame (a long game takes a second or two)
REVEAL_COLOUR = (196, 168, 255)  # a soft violet: apart from the hint marks' aquamarine and the seat colours


def reveal_at(match, k: int, seat: int) -> bool:
    """Did move k of the log (1-based: the move from states[k-1] to states[k]) show `seat` something
    hidden? A move the rules cannot read back is logged and counted as no reveal."""
    mover, text = match.log[k - 1]
    before = match.states[k - 1]
    try:
        action = before.parse_action(text)
        return revealed(before, action, mover, match.states[k], seat)
    except Exception:
        log.warning("could not judge move %d (%r) for a reveal", k, text, exc_info=True)
        return False


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
        self.reveals: list[int] = []  # log lengths after a move that showed the seat something hidden
        info = match.game.info
        hidden = info.chance or info.hidden_info or info.simultaneous
        self._scanned = len(match.log) if not hidden else 0  # moves judged for reveals so far

    @property
    def done(self) -> bool:
        return self._next >= len(self.points) and self._asked is None and self._scanned >= len(self.match.log)

    def update(self) -> None:
        """Judge a few moves for reveals; collect an answer and send the next question (one at a time: the
        worker stays free for hints)."""
        stop = min(len(self.match.log), self._scanned + REVEALS_PER_UPDATE)
        for k in range(self._scanned + 1, stop + 1):
            if reveal_at(self.match, k, self.seat):
                self.reveals.append(k)
        self._scanned = stop
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
        self._scanned = len(self.match.log)

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
        r = max(3, px(4, s))
        for i in self.reveals:  # something hidden was shown to the seat here: a jump may follow
            x = at(i, 0)[0]
            top = chart.y + px(2, s)
            pygame.draw.polygon(surface, REVEAL_COLOUR, [(x, top), (x + r, top + r), (x, top + 2 * r), (x - r, top + r)])
        series = self.series()
        pts = [at(i, v) for i, v in series]
        if len(pts) >= 2:
            pygame.draw.lines(surface, colour, False, pts, max(2, px(2, s)))
        for p in pts:
            pygame.draw.circle(surface, colour, p, max(2, px(3, s)))
        if not self.done:  # beside the title, clear of the line being drawn
            title_w = theme.font("text_semibold", text_px(13, s, 11)).size(title)[0]
            note = theme.render_text("working out…", "text", text_px(11, s, 10), Palette.text_muted)
            if rect.x + title_w + px(10, s) + note.get_width() <= rect.right:
                surface.blit(note, note.get_rect(topright=(rect.right, rect.y + px(2, s))))
        elif not pts:
            theme.draw_text(surface, "No choices to chart.", "text", text_px(12, s, 10), Palette.text_muted,
                            chart.center, anchor="center")
        last = theme.draw_text(surface, f"move {moves}", "text", text_px(10, s, 10), Palette.text_muted,
                               (chart.right, chart.bottom + px(3, s)), anchor="topright")
        if self.reveals:  # the key to the diamonds, in as many words as fit before the last move's number
            y = chart.bottom + px(3, s) + r
            room = last.left - px(8, s) - (chart.x + 3 * r)
            key = next((k for k in ("something hidden was revealed", "a reveal")
                        if theme.font("text", text_px(10, s, 10)).size(k)[0] <= room), "")
            if key:
                pygame.draw.polygon(surface, REVEAL_COLOUR, [(chart.x + r, y - r), (chart.x + 2 * r, y),
                                                             (chart.x + r, y + r), (chart.x, y)])
                theme.draw_text(surface, key, "text", text_px(10, s, 10), Palette.text_muted, (chart.x + 3 * r, y),
                                anchor="midleft")
