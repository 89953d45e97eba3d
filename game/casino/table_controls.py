"""The Casino Trifecta table's controls and what the person is doing: the card picked and the table
cards and builds with it, the Subtraction armed, the pointer and what lies under it, a card being
dragged (TableUI); and this frame's buttons with their places, words and states (Controls), decided
in update() from what may be done now (Situation).

Part of the table's parts (see scene.py): the scene builds Controls each update and after each event,
the painter draws them, the input controller hit-tests them, so a click always meets the buttons on
screen and never depends on what the last draw happened to compute. Never draws, never plays a move.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.casino.selection import Pick
from game.ui.card_places import Drag
from game.ui.controls import Control, control_at, control_named

# key -> (label, key hint), in drawing order
BUTTONS = {"confirm": ("Confirm", "Enter"), "reset": ("Reset", "Backspace"), "undo": ("Undo", "Ctrl+Z"),
           "pass": ("Pass", "P"), "subtract": ("Subtraction", "S")}
# the question asked before the once-per-game Pass is spent
ASK_PASS = {"pass_yes": ("Use my Pass", "Enter / Y"), "pass_no": ("Keep playing", "Esc / N")}


@dataclass
class TableUI:
    """What the person is doing at the table, apart from the game: changed by the input controller
    (and the scene when a move lands or is taken back), read by the painter and the words."""
    pick: Pick = field(default_factory=Pick)
    armed: bool = False                # the Subtraction lifeline is armed for the next play
    mouse: tuple = (-1, -1)
    hover_hand: int | None = None      # the hand card under the pointer
    hover_item: tuple | None = None    # the table item under the pointer
    hover_button: str | None = None
    hover_pile: str | None = None      # "bottom" or "top": a captured pile under the pointer
    pressed: str | None = None         # the button held down
    drag: Drag = field(default_factory=Drag)
    asking: str | None = None          # "pass": the table asks before the once-per-game Pass is spent
    refused: tuple | None = None       # (the pick's key, the words) of the last refusal about the pick

    def clear_pick(self) -> None:
        """Nothing picked, nothing armed, nothing dragged, nothing asked."""
        self.pick = Pick()
        self.armed = False
        self.asking = None
        self.drag.cancel()

    def clear_hover(self) -> None:
        self.hover_button = self.hover_hand = self.hover_item = self.hover_pile = None


@dataclass(frozen=True)
class Situation:
    """What the buttons depend on, read by the scene in update(): who may play, what the pick reads
    as, what the lifelines and undo allow."""
    shown: bool = True                 # the row is on screen (not while the secret cards are chosen)
    results: bool = False              # the game is over at a person's table: Confirm opens the results
    playing: bool = False              # a person may play now (their turn, no animation)
    picked: bool = False               # a hand card is picked
    confirmable: bool = False          # the pick reads as at least one legal play (Confirm lights up)
    touched: bool = False              # anything picked or armed (Reset has something to put back)
    confirm_label: str = "Confirm"
    can_undo: bool = False
    can_pass: bool = False
    can_subtract: bool = False
    armed: bool = False
    asking: str | None = None          # the question on the felt ("pass")


@dataclass
class Controls:
    """The buttons of one frame, in drawing order."""
    buttons: list = field(default_factory=list)

    def keys(self) -> list[str]:
        return [c.key for c in self.buttons]

    def get(self, key: str) -> Control | None:
        return control_named(self.buttons, key)

    def enabled(self, key: str) -> bool:
        c = self.get(key)
        return c is not None and c.enabled

    def at(self, pos) -> str | None:
        """The button under `pos` (enabled or not: a dim one still says why it cannot be pressed)."""
        return control_at(self.buttons, pos)


def build(rects: dict, now: Situation, ask: dict | None = None) -> Controls:
    """This frame's buttons: where each stands (the layout's rects; `ask`: the question's two), what it
    says and whether it may be pressed now. While a question is open only its two answers are lit."""
    if not now.shown:
        return Controls()
    playing = now.playing and now.asking is None
    states = {
        "confirm": ("Results" if now.results else now.confirm_label, now.results or (playing and now.confirmable),
                    None),
        "reset": (None, playing and now.touched, False),
        "undo": (None, now.can_undo and now.asking is None, False),
        "pass": (None, playing and now.can_pass, False),
        "subtract": ("Subtracting" if now.armed else "Subtraction", playing and now.can_subtract, now.armed),
    }
    out = []
    for key, (label, hint) in BUTTONS.items():
        words, enabled, primary = states[key]
        out.append(Control(key, words or label, hint, pygame.Rect(rects[key]), enabled,
                           enabled if primary is None else primary))
    if now.asking == "pass" and ask is not None:
        for key, (label, hint) in ASK_PASS.items():
            out.append(Control(key, label, hint, pygame.Rect(ask[key[5:]]), True, key == "pass_yes"))
    return Controls(out)
