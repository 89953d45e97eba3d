"""Where everything lies on the Fancy Dancing table, computed from the window size and the mode: the
centre column, the numbered spaces of each side, the running-points badges, the hands, the piles (or
the solo discard spread), the side panel with its log and buttons, and the status line.

Geometry only (pygame.Rect maths): never draws, never reads a game state.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import card_art
from game.ui.hint_dock import dock_strip
from game.ui.theme import px, text_px, ui_scale

ROWS = 3
SPACES = 5
SPREAD_COLUMNS = 6  # the solo discard spread: rows of 6, each row overlapping the one above
SPREAD_ROWS = 7  # enough for every card that can reach the discard
SPREAD_OVERLAP = 0.55  # a row shows this much of the cards above it: their power stays in sight


@dataclass
class TableLayout:
    size: tuple
    scale: float
    solo: bool
    card: tuple = (64, 91)  # a card on the floor
    hand_card: tuple = (86, 123)  # a card in the viewer's hand
    mini_card: tuple = (38, 54)  # cards in the other players' face-down hands
    spread_card: tuple = (38, 54)  # cards in the solo discard spread
    pile_card: tuple = (56, 80)
    panel: pygame.Rect = field(default_factory=pygame.Rect)
    floor: pygame.Rect = field(default_factory=pygame.Rect)  # the velvet dance floor behind the rows
    spaces: dict = field(default_factory=dict)  # (row, side, i) -> Rect, i = 0 is space 1 by the centre
    centres: list = field(default_factory=list)  # Rect per row
    badges: dict = field(default_factory=dict)  # (row, side) -> Rect of the running points
    side_labels: dict = field(default_factory=dict)  # side -> Rect over its spaces
    target: pygame.Rect = field(default_factory=pygame.Rect)  # over the centre column
    status: pygame.Rect = field(default_factory=pygame.Rect)
    hand_anchor: tuple = (0, 0)
    hand_width: int = 400
    others: dict = field(default_factory=dict)  # seat -> Rect of a face-down hand (and its caption)
    deck: tuple = (0, 0)
    discard: tuple = (0, 0)  # the pile's centre (duel)
    spread: pygame.Rect = field(default_factory=pygame.Rect)  # the solo discard spread
    tokens: pygame.Rect = field(default_factory=pygame.Rect)  # endurance Time tokens
    title: pygame.Rect = field(default_factory=pygame.Rect)
    players: pygame.Rect = field(default_factory=pygame.Rect)
    piles: pygame.Rect = field(default_factory=pygame.Rect)
    log: pygame.Rect = field(default_factory=pygame.Rect)
    hint: pygame.Rect = field(default_factory=pygame.Rect)  # the shell's hint dock, above the log
    buttons: dict = field(default_factory=dict)  # name -> Rect

    def space(self, row: int, side: int, i: int) -> pygame.Rect:
        return self.spaces[(row, side, min(i, SPACES - 1))]

    def spread_pos(self, k: int) -> tuple[int, int]:
        """Where the k-th card of the solo discard spread lies."""
        r = self.spread
        w, h = self.spread_card
        col, row = k % SPREAD_COLUMNS, k // SPREAD_COLUMNS
        step = (r.width - w) / (SPREAD_COLUMNS - 1)
        return int(r.x + w / 2 + col * step), int(r.y + h / 2 + row * h * SPREAD_OVERLAP)

    def discard_pos(self, k: int) -> tuple[int, int]:
        """Where the k-th discarded card lands (the spread in solo modes, else the pile)."""
        return self.spread_pos(k) if self.solo else self.discard


def compute(size, solo: bool, players: int, viewer: int, others: list[int], dock: bool = False) -> TableLayout:
    """The layout for a window of `size`. `others`: seats whose hands show face down at the top; `dock`:
    the side panel keeps the shell's hint dock (game.ui.hint_dock.dock_strip) above the move log."""
    w, h = int(size[0]), int(size[1])
    s = ui_scale((w, h))
    lay = TableLayout((w, h), s, solo)
    m = px(14, s)
    pw = min(px(300, s), int(w * 0.27))
    lay.panel = pygame.Rect(w - m - pw, m, pw, h - 2 * m)
    area = pygame.Rect(m, m, lay.panel.left - 2 * m, h - 2 * m)

    # --- vertical budget ---------------------------------------------------------------------------
    top_h = px(78, s) if others else px(8, s)
    head_h = px(40, s)
    status_h = px(40, s)
    rest = area.height - top_h - head_h - status_h
    # rows of floor cards take 3.3 card heights, the hand about 1.5
    card_h_by_height = rest / 4.9
    if solo:
        rows_w = area.width * 0.6
        card_w_by_width = (rows_w - px(70, s)) / 6.9
    else:
        rows_w = area.width
        card_w_by_width = (rows_w - 2 * px(72, s)) / 12.6
    card = card_art.size_for_width(min(card_w_by_width, card_h_by_height * card_art.CARD_ASPECT))
    lay.card = card
    cw, ch = card
    lay.hand_card = card_art.size_for_height(min(ch * 1.42, px(170, s)))
    lay.mini_card = card_art.size_for_height(px(54, s))
    lay.pile_card = card_art.size_for_height(px(84, s))
    hand_h = int(lay.hand_card[1] * 1.18)
    row_gap = max(px(8, s), int((rest - hand_h - 3 * ch) / 5))
    row_gap = min(row_gap, int(ch * 0.28))
    rows_h = 3 * ch + 2 * row_gap
    # centre the stack (top strip, header, rows, status, hand) in the height left over
    spare = max(0, rest - hand_h - rows_h)
    y = area.y + top_h + spare // 3 + head_h

    # --- the rows ---------------------------------------------------------------------------------------
    gap = max(2, int(cw * 0.1))
    centre_gap = int(cw * 0.36)
    badge_w, badge_h = px(66, s), px(30, s)
    if solo:
        cx = area.x + int(rows_w) - cw // 2 - px(6, s)
    else:
        cx = area.centerx
    for row in range(ROWS):
        cy = y + row * (ch + row_gap) + ch // 2
        centre = pygame.Rect(0, 0, cw, ch)
        centre.center = (cx, cy)
        lay.centres.append(centre)
        for side in ((0,) if solo else (0, 1)):
            direction = -1 if side == 0 else 1
            for i in range(SPACES):
                r = pygame.Rect(0, 0, cw, ch)
                r.center = (cx + direction * (cw + centre_gap + i * (cw + gap)), cy)
                lay.spaces[(row, side, i)] = r
            outer = lay.spaces[(row, side, SPACES - 1)]
            b = pygame.Rect(0, 0, badge_w, badge_h)
            if side == 0:
                b.midright = (outer.left - px(8, s), cy)
            else:
                b.midleft = (outer.right + px(8, s), cy)
            lay.badges[(row, side)] = b
    top_row = lay.centres[0].top
    bottom_row = lay.centres[-1].bottom
    for side in ((0,) if solo else (0, 1)):
        first, last = lay.spaces[(0, side, 0)], lay.spaces[(0, side, SPACES - 1)]
        lab = first.union(last)
        lay.side_labels[side] = pygame.Rect(lab.x, top_row - head_h + px(2, s), lab.width, head_h - px(10, s))
    lay.target = pygame.Rect(0, 0, max(cw + centre_gap, px(96, s)), head_h - px(10, s))
    lay.target.midbottom = (cx, top_row - px(8, s))
    left = min(b.left for b in lay.badges.values())
    right = max(b.right for b in lay.badges.values()) if not solo else lay.centres[0].right
    lay.floor = pygame.Rect(left - px(10, s), top_row - head_h - px(4, s), right - left + px(20, s),
                            bottom_row - top_row + head_h + px(16, s))

    # --- the solo discard spread (right of the column) ----------------------------------------------
    if solo:
        sx = lay.centres[0].right + centre_gap + px(10, s)
        sw = area.right - sx
        tall = 1 + (SPREAD_ROWS - 1) * SPREAD_OVERLAP
        mini = card_art.size_for_width(min(sw / (SPREAD_COLUMNS * 1.06), (rows_h - px(24, s)) / tall * card_art.CARD_ASPECT))
        lay.spread_card = mini
        lay.spread = pygame.Rect(sx, top_row + px(4, s), sw, int(mini[1] * tall))
        lay.tokens = pygame.Rect(sx, top_row - head_h + px(2, s), sw, head_h - px(10, s))
        lay.floor.width = area.right - lay.floor.left

    # --- status line and the viewer's hand -------------------------------------------------------------
    lay.status = pygame.Rect(area.x, lay.floor.bottom + px(2, s), area.width, status_h)
    hand_top = lay.status.bottom
    hand_bottom = area.bottom
    lay.hand_anchor = (lay.floor.centerx if not solo else area.centerx,
                       (hand_top + hand_bottom) // 2 + int(lay.hand_card[1] * 0.08))
    lay.hand_width = min(area.width, lay.hand_card[0] * 6)

    # --- other hands along the top -------------------------------------------------------------------------
    if others:
        strip = pygame.Rect(area.x, area.y, area.width, top_h)
        if not solo and len(others) == 1:
            side = others[0] if others[0] in (0, 1) else 1
            over = lay.side_labels.get(side, strip)
            r = pygame.Rect(0, 0, min(over.width, px(320, s)), top_h)
            r.midtop = (over.centerx, strip.y)
            lay.others[others[0]] = r
        else:
            each = strip.width // len(others)
            for k, seat in enumerate(others):
                lay.others[seat] = pygame.Rect(strip.x + k * each, strip.y, each, top_h)

    # --- the side panel -------------------------------------------------------------------------------------------
    p = lay.panel
    pad = px(16, s)
    inner = p.inflate(-2 * pad, -2 * pad)
    lay.title = pygame.Rect(inner.x, inner.y, inner.width, px(58, s))
    seat_h = max(px(38, s), text_px(14, s, 11) + text_px(11, s, 10) + px(16, s))
    lay.players = pygame.Rect(inner.x, lay.title.bottom + px(4, s), inner.width, seat_h * players)
    pc = lay.pile_card
    lay.piles = pygame.Rect(inner.x, lay.players.bottom + px(12, s), inner.width, pc[1] + px(52, s))
    pile_y = lay.piles.y + pc[1] // 2 + px(6, s)
    if solo:
        lay.deck = (inner.x + pc[0] // 2 + px(14, s), pile_y)
        lay.discard = lay.deck
    else:
        lay.deck = (inner.x + inner.width // 4 + px(4, s), pile_y)
        lay.discard = (inner.x + inner.width * 3 // 4 - px(4, s), pile_y)
    bh = px(50, s)
    by = inner.bottom - bh
    # End turn only matters where a played card waits on the table: one person alone
    names = ("refresh", "undo", "end") if solo and players == 1 else ("refresh", "undo")
    bgap = px(8, s)
    bw = (inner.width - bgap * (len(names) - 1)) // len(names)
    for k, name in enumerate(names):
        lay.buttons[name] = pygame.Rect(inner.x + k * (bw + bgap), by, bw, bh)
    lay.hint, below = dock_strip(inner.x, lay.piles.bottom + px(10, s), inner.width, s, dock)
    log_top = (below - px(10, s) if lay.hint.height else lay.piles.bottom) + px(34, s)
    lay.log = pygame.Rect(inner.x, log_top, inner.width, by - px(12, s) - log_top)
    return lay
