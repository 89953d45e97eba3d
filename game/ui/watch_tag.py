"""The tag on a watched table (a demonstration opened by Watch, game.ui.watch): what is being watched,
the pace and its keys, drawn where the Hint button would be; the paces + and - step through, and Esc
goes back to the launcher.
"""
from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.table_ai import AI_PAUSE
from game.ui.theme import Palette, px, text_px

PACES = (0.5, 1.0, 2.0, 4.0)  # the paces + and - step through on a watched table


def next_pace(pace: float, faster: bool) -> float:
    """The pace one step faster (or slower) than `pace`, within PACES (an unknown pace counts as 1×)."""
    i = PACES.index(pace) if pace in PACES else 1
    return PACES[max(0, min(len(PACES) - 1, i + (1 if faster else -1)))]


class WatchTag:
    """One table's tag and keys while it is watched (the table's `watching`; its `pace` scales the AI's
    pauses and a demonstration's restart)."""

    def __init__(self, table):
        self.table = table

    def handle_event(self, event: pygame.event.Event) -> bool:
        """+ and - set the pace, Esc goes back to the launcher; True when the event was used."""
        t = self.table
        if not t.watching or event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            t.app.go_to_launcher()
            return True
        faster = event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
        if faster or event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            t.pace = next_pace(t.pace, faster)
            t.ai_wait = min(t.ai_wait, AI_PAUSE / t.pace)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        if t.watching:  # where the Hint button would be: what is watched, the pace and the keys
            level = t.match.seats[0].level.capitalize() if t.match.seats else ""
            draw_watch_tag(surface, level, t.pace, pygame.Rect(t.hint_dock()))


def draw_watch_tag(surface: pygame.Surface, level: str, pace: float, dock: pygame.Rect) -> None:
    """A small tag at the hint dock `dock`: the AI `level` watched, the `pace` and the keys."""
    s = theme.ui_scale(surface.get_size())
    text = f"Watching · AI {level} · pace {pace:g}×   + / -  ·  Esc: launcher"
    size = text_px(13, s, 11)
    label = theme.render_text(text, "text_semibold", size, Palette.ivory_dim)
    box = pygame.Rect(dock.x, dock.y, label.get_width() + px(24, s), max(label.get_height() + px(12, s),
                                                                        min(dock.height, px(36, s))))
    box.clamp_ip(surface.get_rect())
    theme.draw_panel(surface, box, s, alpha=220)
    surface.blit(label, label.get_rect(midleft=(box.x + px(12, s), box.centery)))
