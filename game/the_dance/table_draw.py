"""The Dance table's painter: draws one frame from the table's view and nothing else. A frame is the
still picture (still_picture: the room, the pieces not moving, the side panel and its log, one cached
copy) plus what moves or answers the pointer, in this order: the next turn's foresight and what the person
may do lit on the floor (floor_marks), the moving pieces, the Influence Step's targets, the walk and ghost
of a move, the animation's chips, words, banner and die (show_painter), the buttons of this frame, the
status line, the open attempt panel or chooser, a piece's info card; and, over it all, the hint's marks.
This module keeps the order, the buttons, the info card and the hint's marks; each part draws its own.

Part of the table's parts (see scene.py): it reads only a Frame (the DanceView, what the person is
doing, the frame's Controls, the animation and the open panels) and its own cached pictures. It never
reads a game state or the match, never decides a button, never changes anything but its caches.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

import pygame

from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.the_dance.animations import Show
from game.the_dance.board_view import BallroomView
from game.the_dance.floor_marks import FloorMarks
from game.the_dance.floor_pieces import pieces_from
from game.the_dance.panel import SidePanel
from game.the_dance.show_painter import ShowPainter
from game.the_dance.still_picture import StillPicture
from game.the_dance.table_controls import BUTTONS, Controls, TableUI
from game.the_dance.table_view import DanceView
from game.ui.hint_marks import draw_hint_arrow, draw_hint_ring
from game.ui.table_pieces import draw_note
from game.ui.table_widgets import GildedButton, StatusLine
from game.ui.theme import px

log = logging.getLogger(__name__)


@dataclass
class Frame:
    """Everything one frame draws, decided in update(): the view, what the person is doing, the
    buttons, the animation playing, the open panels, the status line's words and place."""
    view: DanceView
    ui: TableUI
    controls: Controls
    show: Show | None
    chooser: object
    attempt: object
    clock: float
    status: tuple            # (words, kind)
    status_rect: pygame.Rect
    card: tuple | None = None  # (piece as it stands now, the lines under it) whose info card shows


class DancePainter:
    """Draws Frames onto the window through its parts: the still picture, the floor's marks, the Show."""

    def __init__(self, board: BallroomView, panel: SidePanel, status: StatusLine):
        self.board = board
        self.panel = panel
        self.status = status
        self.still = StillPicture(board, panel)
        self.marks = FloorMarks(board)
        self.show_painter = ShowPainter(board)
        self.lay = None
        self.size = (0, 0)
        self.buttons = {key: GildedButton(key, label, hint) for key, (label, hint) in BUTTONS.items()}
        self._failed: set = set()
        self.forget()

    def place(self, lay, size) -> None:
        self.lay = lay
        self.size = tuple(size)
        self.still.place(lay, size)
        self.marks.lay = self.show_painter.lay = lay

    def forget(self) -> None:
        """Drop every cached layer (a new layout, the arrows switched, the idle tables changed)."""
        self.still.forget()
        self.marks.forget()
        self.show_painter.forget()
        self._card_cache = None

    def room_changed(self) -> None:
        """The floor must be drawn again (a zoom, a pan): see StillPicture.room_changed."""
        self.still.room_changed()

    # --- the frame ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, fr: Frame) -> None:
        """One cached picture of everything that stands still (the room, the panel and its log, and,
        while nobody is choosing on the floor, every piece that is not moving), then what moves or
        answers the pointer. A frame is one window-sized blit plus the moving pieces."""
        view, ui, show = fr.view, fr.ui, fr.show
        obs = view.shown
        seat = None if view.animating else view.acting
        live = view.obs
        board = self.board
        marks = self.marks
        pieces = pieces_from(obs)
        if show is not None:
            pieces = show.moving(pieces, board.place_pos)
        if seat is None:
            # every piece the Show moves at some point stays off the cached picture until it ends, so
            # the picture is not redrawn each time one of them starts or stops
            busy = set(show.motions) if show is not None else set()
            still = tuple(p for k, p in pieces.items() if p.pos is None and k not in busy)
            moving = [p for k, p in pieces.items() if p.pos is not None or k in busy]
        else:
            still, moving = (), list(pieces.values())
        self.still.draw(surface, view, ui.show_arrows, still)
        foresight = ui.foresight_on(view.over)
        if foresight:
            self._guarded("reach foresight", marks.draw_reach_foresight, surface, view)
        if seat is not None:
            marks.draw_options(surface, view, ui, seat, live, fr.clock)
        if moving:
            board.draw_pieces(surface, moving)
        if seat is not None and view.targets:
            marks.draw_targets(surface, view, seat, live, fr.clock)
        if seat is not None:
            marks.draw_preview(surface, view, ui, seat, live)
        if foresight and not view.animating:
            self._guarded("waltz foresight", marks.draw_waltz_foresight, surface, view)
        if ui.hover_label is not None and fr.chooser is None and fr.attempt is None:
            board.draw_hover(surface, ui.hover_label)
        if show is not None:
            self.show_painter.draw(surface, show)
        elif obs.get("attempt") and obs["attempt"].get("die") and fr.chooser is None:
            self.show_painter.draw_lying_die(surface, obs)
        self.panel.draw_live(surface, fr.clock, view.thinking_seat)
        self._draw_buttons(surface, fr)
        self.status.rect = fr.status_rect
        self.status.draw(surface, *fr.status)
        if fr.attempt is not None:
            fr.attempt.draw(surface, fr.clock)
        if fr.chooser is not None:
            fr.chooser.draw(surface, fr.clock)
        self._draw_card(surface, fr)

    def _guarded(self, what: str, draw, *args) -> None:
        """A decoration that must not stop the frame: a failure is logged once per distinct error (it
        would repeat every frame) and the decoration left out."""
        try:
            draw(*args)
        except Exception as exc:  # noqa: BLE001 - logged below, once per distinct error
            key = (what, type(exc).__name__, str(exc))
            if key not in self._failed:
                self._failed.add(key)
                log.exception("could not draw the %s", what)

    # --- the buttons of this frame ------------------------------------------------------------------
    def _draw_buttons(self, surface: pygame.Surface, fr: Frame) -> None:
        s = self.lay.scale
        mouse = fr.ui.mouse
        for c in fr.controls.row + fr.controls.toggles:
            b = self.buttons[c.key]
            b.rect, b.label, b.primary, b.enabled = c.rect, c.label, c.primary, True
            b.draw(surface, s, b.contains(mouse) or c.lit, False, fr.clock)

    # --- the info card ---------------------------------------------------------------------------
    def _draw_card(self, surface: pygame.Surface, fr: Frame) -> None:
        lay = self.lay
        ui = fr.ui
        power = self.panel.power_at(ui.mouse) if fr.chooser is None else None
        if power is not None:
            draw_note(surface, ui.mouse, [power[1]], lay.scale, title=power[0], width=px(320, lay.scale))
            return
        if fr.card is None:
            return
        piece, notes = fr.card
        key = (piece.kind, piece.id, piece.place, piece.owner, piece.dominated, piece.foiled, notes, lay.scale)
        if self._card_cache is None or self._card_cache[0] != key:
            from game.the_dance.piece_card import info_card

            self._card_cache = (key, info_card(piece, lay.scale, self.board.room, notes))
        card = self._card_cache[1]
        try:
            x, y = self.board.piece_pos(piece)
        except (ValueError, KeyError):
            return  # not a place the floor draws
        surface.blit(card, card_place(card.get_size(), (x, y), self.board.size, lay.board,
                                      self._busy_rects(fr, (x, y))))

    def _busy_rects(self, fr: Frame, at) -> list:
        """Where the play is, which a card must not cover: the piece itself, the Avatar whose turn it
        is, the piece picked up, a die lying on the floor."""
        board = self.board
        r = int(board.size * 1.1)
        spots = [at]
        obs = fr.view.obs
        turn = obs.get("turn_seat")
        if isinstance(turn, int) and 0 <= turn < len(obs["families"]) and obs["families"][turn]["hex"]:
            spots.append(board.centre_of(obs["families"][turn]["hex"]))
        sel = fr.ui.selected
        if sel is not None and sel[0] == "dancer" and obs["dancers"][sel[1]]["hex"]:
            spots.append(board.centre_of(obs["dancers"][sel[1]]["hex"]))
        rects = [pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r) for x, y in spots]
        if obs.get("attempt") and obs["attempt"].get("die"):
            cx, cy = self.show_painter.die_centre(False)
            d = px(90, self.lay.scale)
            rects.append(pygame.Rect(int(cx) - d, int(cy) - d, 2 * d, 2 * d))
        return rects

    # --- the hint's marks -------------------------------------------------------------------------
    def draw_hint(self, surface: pygame.Surface, hint, fr: Frame) -> None:  # noqa: C901 - one case per kind
        """Ring where the hinted action would act: a hex, a walk's arrow, a chooser's tile, a button."""
        action = hint.action
        s = self.lay.scale
        obs = fr.view.obs
        kind = action[0]
        board = self.board
        r = board.size
        clock = fr.clock

        def ring_at(label: str, tag="Hint") -> None:
            x, y = board.centre_of(label)
            draw_hint_ring(surface, pygame.Rect(x - r, y - r, 2 * r, 2 * r), clock, s, circle=True, tag=tag)

        if fr.chooser is not None:
            for choice, tile in zip(fr.chooser.choices, fr.chooser.tiles):
                if choice.key == action or (choice.key[0] == "group" and _in_group(choice.key[1], action)):
                    draw_hint_ring(surface, tile, clock, s)
                    return
        seat = hint.seat
        fam = obs["families"][seat]
        if kind == "move" and fam["hex"]:
            ring_at(F.LABELS[action[1]])
            draw_hint_arrow(surface, board.centre_of(fam["hex"]), board.centre_of(F.LABELS[action[1]]), s)
        elif kind == "lead":
            start = obs["dancers"][action[1]]["hex"]
            ring_at(F.LABELS[action[2]])
            if start:
                draw_hint_arrow(surface, board.centre_of(start), board.centre_of(F.LABELS[action[2]]), s)
        elif kind == "seat":
            start = obs["dancers"][action[1]]["hex"]
            k = min(len(fam["seated"]), 5)
            end = board.seat_pos(fam["table"], k)
            if start:
                ring_at(start)
                draw_hint_arrow(surface, board.centre_of(start), end, s)
        elif kind in ("unseat", "release", "drop", "keep_dancer"):
            place = obs["dancers"][action[1]]["hex"]
            if place:
                ring_at(place)
        elif kind in ("influence", "cutin") and (kind == "influence" or action[1] == 0):
            d = action[1] if kind == "influence" else action[2]
            place = obs["dancers"][d]["hex"]
            if place:
                ring_at(place)
        elif kind in ("foil", "cutin", "initiative"):
            a = action[1] if kind != "cutin" else action[2]
            other = T.seat_of_avatar(obs, F.AVATAR_IDS[a])
            if other is not None and obs["families"][other]["hex"]:
                ring_at(obs["families"][other]["hex"])
        elif kind == "server" and obs["server"]:
            ring_at(obs["server"])
        else:
            key = {"done": "done", "pass": "pass", "strategic": "strategic", "discipline": "discipline"}.get(kind)
            button = fr.controls.get(key) if key is not None else None
            button = button or fr.controls.get("choose")
            if button is not None:
                draw_hint_ring(surface, button.rect, clock, s)


def card_place(size, at, hex_px: float, area: pygame.Rect, busy) -> pygame.Rect:
    """Where a card of `size` goes beside a piece at `at`: right, left, below or above it (a hex's
    width away), inside `area`, on the side that covers least of `busy`, the right first on a tie."""
    w, h = size
    x, y = int(at[0]), int(at[1])
    gap = int(hex_px * 1.15)
    candidates = [pygame.Rect(x + gap, y - h // 2, w, h), pygame.Rect(x - gap - w, y - h // 2, w, h),
                  pygame.Rect(x - w // 2, y + gap, w, h), pygame.Rect(x - w // 2, y - gap - h, w, h)]
    best = None
    for i, rect in enumerate(candidates):
        outside = not area.contains(rect)
        rect = rect.clamp(area)
        covered = sum(rect.clip(b).width * rect.clip(b).height for b in busy)
        score = (covered, outside, i)
        if best is None or score < best[0]:
            best = (score, rect)
    return best[1]


def _in_group(group, action) -> bool:
    if group == "reroll":
        return action[0] == "reroll"
    if isinstance(group, tuple) and group[0] == "adjust":
        return action[0] == "adjust" and action[1] == group[1]
    return False
