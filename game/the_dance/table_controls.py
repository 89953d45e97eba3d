"""The Dance table's controls and what the person is doing: the piece picked up, the Ankh and the
view toggles, the pointer and the piece under it (TableUI), and the buttons of this frame with their
places, labels and states (Controls), decided in update() from the view and TableUI.

Part of the table's parts (see scene.py): the scene builds Controls each update, the painter draws
them, the input controller hit-tests them, so a click always meets the buttons of the frame on
screen and never depends on what the last draw happened to compute. Never draws, never plays a move.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.the_dance.layout import TableLayout
from game.the_dance.table_view import DanceView
from game.ui.controls import Control, control_at, control_named
from game.ui.theme import px

# key -> (label, key hint)
BUTTONS = {"done": ("Done", "Enter"), "pass": ("Pass", "Enter"), "ankh": ("Ankh", "K"),
           "discipline": ("Discipline", ""), "strategic": ("Strategic", ""), "undo": ("Undo", "Ctrl+Z"),
           "choose": ("Choose", "Enter"), "arrows": ("Arrows", "A"), "foresight": ("Next turn", "W"),
           "release": ("Release", ""), "seat": ("Seat her", ""), "unseat": ("Unseat", "")}
PRIMARY = ("done", "pass", "choose")
CARD_DELAY = 0.6  # seconds the pointer rests on a piece before its card opens (a right click opens it at once)
TOGGLES = ("arrows", "foresight")


@dataclass
class TableUI:
    """What the person is doing at the table, apart from the game: changed by the input controller
    (and the scene when a move lands), read by the painter."""
    selected: tuple | None = None     # ("avatar",), ("dancer", d) or ("seated", d)
    ankh_on: bool = False
    show_arrows: bool = False
    foresight: bool = False           # other Avatars' reach and the next Waltz (W, or hold Shift)
    foresight_held: bool = False
    mouse: tuple = (-1, -1)
    hover_label: str | None = None    # the hex under the pointer
    hover_piece: object = None        # the piece under the pointer
    hover_since: float = 0.0
    pinned: object = None             # a piece whose info card stays up (right click)
    muted: tuple | None = None        # (kind, id) of a piece whose card was put away while the pointer stays on it

    def foresight_on(self, over: bool) -> bool:
        return (self.foresight or self.foresight_held) and not over

    def forget_card(self) -> None:
        """Something moved: the card pinned or opened by resting the pointer closes, and the pointer
        must rest again (CARD_DELAY) for a new one."""
        self.pinned = None
        self.muted = None
        self.hover_since = 0.0


@dataclass
class Controls:
    """The buttons of one frame, in drawing order: the panel's row, then the view toggles."""
    row: list = field(default_factory=list)
    toggles: list = field(default_factory=list)

    def shown(self) -> list[str]:
        return [c.key for c in self.row] + [c.key for c in self.toggles]

    def get(self, key: str) -> Control | None:
        return control_named(self.row + self.toggles, key)

    def at(self, pos) -> str | None:
        """The button under `pos`, or None."""
        return control_at(self.row + self.toggles, pos)


def row_keys(view: DanceView, ui: TableUI, chooser_open: bool) -> list[str]:
    """The panel's buttons for what may be done now (none while an animation plays)."""
    if view.animating:
        return []
    seat = view.acting
    if seat is None:
        return ["undo"] if view.can_undo else []
    phase = view.phase
    out = []
    if phase == "dance":
        choices = view.dance
        out.append("done")
        # what the piece picked up allows, in the row (never over the floor, where it would hide hexes)
        out.extend(selection_keys(view, ui))
        if choices.ankh_only() or ui.ankh_on:
            out.append("ankh")
        if choices.disciplines:
            out.append("discipline")
        if choices.strategic:
            out.append("strategic")
    elif phase in ("influence", "regale"):
        out.append("pass")
    elif not chooser_open:
        out.append("choose")
    if view.can_undo:
        out.append("undo")
    return out


def selection_keys(view: DanceView, ui: TableUI) -> list[str]:
    """The buttons for the piece picked up: Seat her, Release, Unseat (when legal)."""
    sel = ui.selected
    if sel is None or sel[0] == "avatar" or view.acting is None:
        return []
    choices = view.dance
    d = sel[1]
    out = []
    if sel[0] == "dancer":
        if d in choices.seats:
            out.append("seat")
        if d in choices.releases:
            out.append("release")
    elif sel[0] == "seated" and d in choices.unseats:
        out.append("unseat")
    return out


def toggle_rects(lay: TableLayout) -> dict:
    """The view toggles at the right end of the status strip."""
    s = lay.scale
    bw, bh = px(104, s), min(lay.status.height - px(6, s), px(40, s))
    y = lay.status.centery - bh // 2
    right = lay.status.right
    return {"foresight": pygame.Rect(right - bw, y, bw, bh),
            "arrows": pygame.Rect(right - 2 * bw - px(6, s), y, bw, bh)}


def build(view: DanceView, ui: TableUI, lay: TableLayout, chooser_open: bool) -> Controls:
    """This frame's buttons: where each stands, what it says, which is primary or lit."""
    keys = row_keys(view, ui, chooser_open)
    s = lay.scale
    gap = px(6, s)
    row = []
    if keys:
        w = (lay.buttons.width - gap * (len(keys) - 1)) // len(keys)
        for i, key in enumerate(keys):
            label, hint = BUTTONS[key]
            if key == "ankh" and ui.ankh_on:
                label = "Ankh: on"
            rect = pygame.Rect(lay.buttons.x + i * (w + gap), lay.buttons.y, w, lay.buttons.height)
            row.append(Control(key, label, hint, rect, primary=key in PRIMARY))
    toggles = []
    for key, rect in toggle_rects(lay).items():
        label, hint = BUTTONS[key]
        on = ui.show_arrows if key == "arrows" else ui.foresight
        toggles.append(Control(key, label + (": on" if on else ""), hint, rect, lit=on))
    return Controls(row, toggles)
