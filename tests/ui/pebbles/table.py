"""Pebbles' table and pictures: the pile drawn as pebbles, 1 or 2 (or a click on the pile) to take,
the launcher thumbnail, the setup's pile preview, the results' art and lines, and the help pages.

Draws from observation(seat) only, like every table; imported by the kit when first needed.
"""
from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.table import TableScene
from game.ui.theme import Palette
from tests.ui.pebbles.rules import PILE


def draw_pile(surface: pygame.Surface, rect: pygame.Rect, count: int, colour=Palette.gold) -> None:
    """`count` pebbles in a row across `rect`."""
    r = max(3, min(rect.height // 3, rect.width // (3 * max(count, 1) + 1)))
    step = rect.width // (max(count, 1) + 1)
    for i in range(count):
        pygame.draw.circle(surface, colour, (rect.x + (i + 1) * step, rect.centery), r)


class PebblesTable(TableScene):
    """Press 1 or 2, or click the pile (one pebble), to take pebbles."""

    def __init__(self, app, match, demo=False):
        super().__init__(app, match, demo)
        self.moves_seen = []
        self.pile_rect = pygame.Rect(0, 0, 0, 0)

    def resize(self, size) -> None:
        w, h = size
        self.pile_rect = pygame.Rect(w // 6, h // 2 - h // 10, w * 2 // 3, h // 5)

    def on_move(self, before, action, seat, after):
        self.moves_seen.append((seat, action))

    def handle_event(self, event):
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.unicode in ("1", "2"):
            return self.play(int(event.unicode), self.viewer())
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pile_rect.collidepoint(event.pos):
            return self.play(1, self.viewer())
        return False

    def draw(self, surface):
        theme.draw_background(surface)
        obs = self.match.state.observation(self.private_seat())
        draw_pile(surface, self.pile_rect, obs["pile"])
        theme.draw_text(surface, f"{obs['pile']} pebbles", "display", 40, Palette.ivory,
                        (surface.get_width() // 2, self.pile_rect.y - 40), anchor="center")


def draw_thumbnail(surface, rect, scale):
    draw_pile(surface, rect.inflate(-rect.width // 8, -rect.height // 3), 5, Palette.ivory_dim)


def draw_emblem(s, w, h, line, gold, soft):
    """One pebble on a plinth, in the emblems' gold line work."""
    pygame.draw.ellipse(s, soft, (w * 0.2, h * 0.3, w * 0.6, h * 0.4))
    pygame.draw.ellipse(s, gold, (w * 0.2, h * 0.3, w * 0.6, h * 0.4), line)
    pygame.draw.line(s, gold, (w * 0.15, h * 0.8), (w * 0.85, h * 0.8), line)


def draw_option_preview(surface, rect, option, value, scale):
    draw_pile(surface, rect, PILE[value])


def draw_result_art(surface, rect, match):
    pygame.draw.circle(surface, Palette.gold, rect.center, min(rect.size) // 4)


def result_lines(match):
    return [f"{match.seats[i].name} took {int(t)}" for i, t in enumerate(match.state.taken)]


def _diagram(surface, rect, scale):
    pygame.draw.rect(surface, Palette.plum_light, rect.inflate(-20, -20), 2)
    draw_pile(surface, rect.inflate(-40, -40), 5)


PAGES = [
    {"title": "The pile", "text": "There is a pile of pebbles.\n\n- Take one or two on your turn.\n- Pass the turn.",
     "diagram": _diagram},
    {"title": "Winning", "text": "Whoever takes the last pebble wins. " * 60, "diagram": None},
    {"title": "Keys", "text": "Press 1 or 2.", "diagram": _diagram},
]
