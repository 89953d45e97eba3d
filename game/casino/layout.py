"""Where everything sits on the Casino Trifecta table, from the window size: the side panel, the
opponent's zone (plaque, hand, captured pile), the felt with its banner, the deck and the table's
cards and builds, the status line, your plaque, hand and controls.

Rectangles only: no drawing, no game rules. The table's cards are laid out by `flow`: rows that wrap,
cards that shrink to fit, and (past the smallest readable size) rows that overlap their cards
corner-first, so however many cards lie there nothing leaves the felt and nothing covers a plaque.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import card_art
from game.ui.cards import HandFan
from game.ui.hint_dock import dock_strip
from game.ui.theme import px, ui_scale

BUILD_FAN = 0.3  # a build's cards step right by this share of a card's width
BUILD_MAX = 2.3  # a build is at most this many card widths wide (its fan tightens)


class Geometry:
    def __init__(self, size: tuple[int, int], dock: bool = False):
        """The table's places in a window of `size`; `dock`: the side panel keeps the shell's hint dock
        (game.ui.hint_dock.dock_strip) between the card tracker and the move log."""
        self.size = w, h = int(size[0]), int(size[1])
        s = self.scale = ui_scale(self.size)
        m = self.margin = px(12, s)
        pw = max(px(250, s), min(px(300, s), int(w * 0.25)))
        self.panel = pygame.Rect(w - m - pw, m, pw, h - 2 * m)
        t = self.table = pygame.Rect(m, m, self.panel.left - 2 * m, h - 2 * m)
        self.hand_size = card_art.size_for_height(px(118, s))
        self.back_size = card_art.size_for_height(px(62, s))
        self.pile_size = card_art.size_for_height(px(54, s))
        self.deck_size = card_art.size_for_height(px(70, s))
        self.chip_size = card_art.size_for_height(px(40, s))  # a secret card shown on a plaque
        # a secret card shown large with its star and a burst of rays (choreography's flourish)
        self.flourish_size = (int(self.hand_size[0] * 1.15), int(self.hand_size[1] * 1.15))
        self.base_card_h = px(104, s)
        self.min_card_h = max(44, px(56, s))
        self.plaque_label_h = max(14, px(20, s))  # a build's plaque under its stack
        # the other seat's zone along the top: plaque left, its hand in the middle
        plaque_w = min(px(340, s), int(t.width * 0.38))
        self.plaque_h = px(100, s)
        self.top_zone = pygame.Rect(t.left, t.top, t.width, self.plaque_h)
        self.plaques = {"top": pygame.Rect(t.left, t.top, plaque_w, self.plaque_h)}
        self.backs_fan = HandFan(max_step_deg=6.0, radius_cards=4.0, spacing=0.36)
        bw, bh = self.back_size
        backs_x = self.plaques["top"].right + px(24, s) + bw * 1.2
        self.backs_anchor = (int(backs_x), t.top + bh // 2 + px(12, s))
        self.backs_fan.layout(self.backs_anchor, self.back_size, bw * 3)
        # your zone along the bottom: plaque left, hand in the middle, controls right
        hw, hh = self.hand_size
        bottom_h = hh + px(30, s)
        self.bottom_zone = pygame.Rect(t.left, t.bottom - bottom_h, t.width, bottom_h)
        self.plaques["bottom"] = pygame.Rect(t.left, t.bottom - self.plaque_h, plaque_w, self.plaque_h)
        controls_w = min(px(236, s), int(t.width * 0.27))
        gap = px(8, s)
        big, row = px(44, s), px(34, s)
        controls_h = big + 2 * (gap + row)
        self.controls = pygame.Rect(t.right - controls_w, t.bottom - controls_h, controls_w, controls_h)
        self.hand_rect = pygame.Rect(self.plaques["bottom"].right + px(12, s), self.bottom_zone.top,
                                     self.controls.left - self.plaques["bottom"].right - px(24, s), bottom_h)
        self.fan = HandFan(max_step_deg=4.0, radius_cards=6.0, spacing=0.74)
        self.hand_anchor = (self.hand_rect.centerx, t.bottom - hh // 2 - px(8, s))
        self.fan.layout(self.hand_anchor, self.hand_size, self.hand_rect.width)
        half = (controls_w - gap) // 2
        c = self.controls
        self.buttons = {
            "confirm": pygame.Rect(c.left, c.top, controls_w, big),
            "reset": pygame.Rect(c.left, c.top + big + gap, half, row),
            "undo": pygame.Rect(c.left + half + gap, c.top + big + gap, controls_w - half - gap, row),
            "pass": pygame.Rect(c.left, c.top + big + 2 * gap + row, half, row),
            "subtract": pygame.Rect(c.left + half + gap, c.top + big + 2 * gap + row, controls_w - half - gap, row),
        }
        # the felt between the zones, its banner riding the top edge, the status line inside its foot
        felt_top = self.top_zone.bottom + px(8, s)
        self.felt = pygame.Rect(t.left, felt_top, t.width, self.bottom_zone.top - felt_top - px(4, s))
        self.banner = pygame.Rect(0, 0, min(px(460, s), self.felt.width - px(60, s)), px(30, s))
        self.banner.midtop = (self.felt.centerx, self.felt.top - px(6, s))
        self.status = pygame.Rect(self.felt.left + px(40, s), self.felt.bottom - px(48, s), self.felt.width - px(80, s),
                                  px(42, s))
        dw, dh = self.deck_size
        self.deck_centre = (self.felt.left + px(30, s) + dw // 2, self.felt.centery - px(10, s))
        left = self.deck_centre[0] + dw // 2 + px(22, s)
        top = self.banner.bottom + px(8, s)
        self.flow_area = pygame.Rect(left, top, self.felt.right - px(28, s) - left, self.status.top - px(4, s) - top)
        # each seat's captured pile at the right end of its plaque; the clock (timer option) beside it
        pw_, ph_ = self.pile_size
        self.piles = {side: (r.right - px(18, s) - pw_ // 2, r.centery + px(8, s)) for side, r in self.plaques.items()}
        self.clocks = {side: (r.right - pw_ - px(62, s), r.top + px(30, s)) for side, r in self.plaques.items()}
        # the side panel: title, both scores, the card tracker, the move log, the keys
        pad = px(14, s)
        inner = self.panel.inflate(-2 * pad, 0)
        y = self.panel.top + px(56, s)
        self.score_rows = []
        for _ in range(2):
            self.score_rows.append(pygame.Rect(inner.left, y, inner.width, px(50, s)))
            y += px(54, s)
        self.tracker_title_y = y + px(6, s)
        self.tracker = pygame.Rect(inner.left, y + px(30, s), inner.width, px(4 * 21 + 18, s))
        self.tracker_legend_y = self.tracker.bottom + px(8, s)
        self.hint_dock, self.log_title_y = dock_strip(inner.left, self.tracker_legend_y + px(18, s), inner.width, s,
                                                      dock)
        self.keys_y = self.panel.bottom - px(10, s)
        log_top = self.log_title_y + px(26, s)
        self.log = pygame.Rect(inner.left, log_top, inner.width, self.keys_y - px(34, s) - log_top)

    def plaque(self, side: str) -> pygame.Rect:
        return self.plaques[side]

    def pile_rect(self, side: str) -> pygame.Rect:
        r = pygame.Rect(0, 0, *self.pile_size)
        r.center = self.piles[side]
        return r

    def picker_area(self) -> pygame.Rect:
        """Where a chooser (readings, the K of spades' number) opens: over the felt."""
        return self.felt.inflate(-px(40, self.scale), -px(30, self.scale))

    def ask_box(self) -> tuple[pygame.Rect, dict]:
        """A small question on the felt above the status line (Use your Pass?): its box and its two
        buttons, "yes" and "no"."""
        s = self.scale
        pad = px(14, s)
        w = min(px(460, s), self.felt.width - px(60, s))
        h = px(124, s)
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (self.felt.centerx, self.status.top - px(10, s))
        bh = px(42, s)
        bw = (w - 3 * pad) // 2
        y = box.bottom - pad - bh
        return box, {"yes": pygame.Rect(box.left + pad, y, bw, bh), "no": pygame.Rect(box.right - pad - bw, y, bw, bh)}

    def secret_area(self) -> pygame.Rect:
        """The secret card's chooser: the whole table (nothing is dealt yet when it opens)."""
        return pygame.Rect(self.table)


# --- the table's cards and builds --------------------------------------------------------------------

@dataclass
class Slot:
    """Where one table item lies: its bounding box, each card's centre, and (builds) its plaque."""

    key: tuple
    rect: pygame.Rect
    centres: list
    plaque: pygame.Rect | None = None


@dataclass
class Flow:
    card_size: tuple
    slots: dict = field(default_factory=dict)  # key -> Slot
    overlapped: bool = False  # the rows had to overlap their cards to fit

    def slot(self, key) -> Slot | None:
        return self.slots.get(key)


def _item_width(n: int, cw: float, label_w: float) -> tuple[float, float]:
    """(width, fan step) of an item of n cards: a loose card, or a fanned build as wide as its plaque."""
    if n <= 1 and label_w <= 0:
        return cw, 0.0
    step = cw * BUILD_FAN if n > 1 else 0.0
    if n > 1 and cw + (n - 1) * step > cw * BUILD_MAX:
        step = cw * (BUILD_MAX - 1) / (n - 1)
    width = max(cw + (n - 1) * step, label_w)
    return width, step


def _rows(widths: list, limit: float, gap: float) -> list[list[int]]:
    rows, current, used = [], [], 0.0
    for i, w in enumerate(widths):
        need = w if not current else used + gap + w
        if current and need > limit:
            rows.append(current)
            current, used = [i], w
        else:
            current.append(i)
            used = need
    if current:
        rows.append(current)
    return rows


def flow(items: list, area: pygame.Rect, base_h: int, min_h: int, scale: float, plaque_h: int) -> Flow:
    """Lay out `items` [(key, card count, plaque label width px)] in `area`: the largest card height
    from base_h down to min_h whose wrapped rows fit; past min_h, rows overlap their loose cards."""
    if not items:
        return Flow(card_art.size_for_height(base_h))
    h = base_h
    while True:
        size = card_art.size_for_height(h)
        cw = size[0]
        gap_x = max(4, int(px(14, scale) * h / base_h))
        gap_y = max(3, int(px(10, scale) * h / base_h))
        has_build = any(n > 1 or lw > 0 for _, n, lw in items)
        row_h = size[1] + (plaque_h if has_build else 0) + gap_y
        dims = [_item_width(n, cw, lw) for _, n, lw in items]
        widths = [d[0] for d in dims]
        rows = _rows(widths, area.width, gap_x)
        if len(rows) * row_h - gap_y <= area.height or h <= min_h:
            break
        h = max(min_h, int(h * 0.94))
    overlapped = False
    if len(rows) * row_h - gap_y > area.height:
        # the smallest readable cards still do not fit: as many rows as fit, each squeezed sideways
        n_rows = max(1, (area.height + gap_y) // row_h)
        total = sum(widths) + gap_x * (len(widths) - 1)
        per_row = total / n_rows
        rows, current, used = [], [], 0.0
        for i, w in enumerate(widths):
            if current and used + w > per_row * 1.02 and len(rows) < n_rows - 1:
                rows.append(current)
                current, used = [], 0.0
            current.append(i)
            used += w + gap_x
        rows.append(current)
        overlapped = True
    out = Flow(size, overlapped=overlapped)
    block_h = len(rows) * row_h - gap_y
    y = area.top + max(0, (area.height - block_h) // 2)
    for row in rows:
        row_w = sum(widths[i] for i in row) + gap_x * (len(row) - 1)
        squeeze = 1.0
        if row_w > area.width:
            # overlap: every item keeps its own width but advances by less, the left part showing
            fixed = sum(widths[i] for i in row)
            squeeze = max(0.3, (area.width - widths[row[-1]]) / max(1.0, fixed - widths[row[-1]] + gap_x * (len(row) - 1)))
            row_w = area.width
        x = area.left + (area.width - row_w) / 2
        for i in row:
            key, n, lw = items[i]
            width, step = dims[i]
            stack_w = cw + (n - 1) * step
            left = x + (width - stack_w) / 2
            rect = pygame.Rect(int(left), int(y), int(stack_w), size[1])
            centres = [(left + cw / 2 + k * step, y + size[1] / 2) for k in range(n)]
            plaque = None
            if n > 1 or lw > 0:
                plaque = pygame.Rect(int(x), int(y + size[1] + max(2, gap_y // 3)), int(width), plaque_h - max(2, gap_y // 3))
            out.slots[key] = Slot(key, rect, centres, plaque)
            x += (width + gap_x) * squeeze
        y += row_h
    return out
