"""Where The Dance's table puts things in the window: the ballroom on the left (fitted to its
height), the status strip under it, and the side panel on the right: the round and Tempo, one plaque
per family, the private tray, the buttons, the Hint dock (the shell's Hint button and its gauge, when
a person plays) and the move log, whose top gives way to the hint's words while a hint stands: the
hint covers nothing of the floor, the status line or the tray.

Geometry only, from the window size and the number of families; never draws, never reads a game.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.the_dance.board_layout import room_layout
from game.ui import theme
from game.ui.hint_dock import dock_strip
from game.ui.theme import px

PANEL_MIN = 300     # the panel's narrowest width at the 1280x720 design size
PANEL_MAX = 430
ROW_H = 48          # one family's plaque
TRAY_H = 124        # your Plan, Powers and Refreshments
HEADER_H = 54
BUTTONS_H = 44


@dataclass
class TableLayout:
    size: tuple[int, int]
    scale: float
    board: pygame.Rect      # the room's view (BallroomView.layout)
    status: pygame.Rect     # the status strip under the room
    panel: pygame.Rect      # the side panel
    header: pygame.Rect
    families: list          # one rect per family plaque
    tray: pygame.Rect
    buttons: pygame.Rect    # the row of context buttons
    log: pygame.Rect
    hint: pygame.Rect = None        # the Hint dock (zero height when nobody at the screen plays)

    @classmethod
    def of(cls, size, players: int, buttons: bool = True, hints: bool = False) -> "TableLayout":
        """The layout for a window of `size` and `players` families; without `buttons` (nobody at the
        screen plays: a demonstration, a replay) the log takes the buttons' row too; with `hints` the
        Hint dock sits between the buttons and the log."""
        w, h = int(size[0]), int(size[1])
        s = theme.ui_scale((w, h))
        m = px(8, s)
        status_h = px(46, s)
        bx0, by0, bx1, by1 = room_layout().bounds
        aspect = (bx1 - bx0) / (by1 - by0)
        board_h = h - 2 * m - status_h
        wanted = int(board_h * aspect)
        panel_w = max(px(PANEL_MIN, s), min(px(PANEL_MAX, s), w - 3 * m - wanted))
        board_w = w - 3 * m - panel_w
        board = pygame.Rect(m, m, board_w, board_h)
        status = pygame.Rect(m, board.bottom, board_w, status_h)
        panel = pygame.Rect(board.right + m, m, panel_w, h - 2 * m)
        pad = px(10, s)
        inner_x, inner_w = panel.x + pad, panel.width - 2 * pad
        y = panel.y + pad
        header = pygame.Rect(inner_x, y, inner_w, px(HEADER_H, s))
        y = header.bottom + px(4, s)
        # family plaques close up when six must fit above the tray, the buttons and a useful log
        spare = panel.height - 2 * pad - header.height - px(TRAY_H + BUTTONS_H + 110, s)
        row_h = max(px(34, s), min(px(ROW_H, s), spare // max(1, players)))
        families = []
        for _ in range(players):
            families.append(pygame.Rect(inner_x, y, inner_w, row_h - px(3, s)))
            y += row_h
        y += px(4, s)
        tray = pygame.Rect(inner_x, y, inner_w, px(TRAY_H, s))
        y = tray.bottom + px(8, s)
        buttons = pygame.Rect(inner_x, y, inner_w, px(BUTTONS_H, s) if buttons else 0)
        y = buttons.bottom + px(10, s) if buttons.height else buttons.top
        hint, y = dock_strip(inner_x, y, inner_w, s, hints)
        log = pygame.Rect(inner_x, y, inner_w, max(px(30, s), panel.bottom - pad - y))
        return cls((w, h), s, board, status, panel, header, families, tray, buttons, log, hint)
