"""What the Fancy Dancing table shows, from one observation: the seat whose hand lies open at the bottom
(or none: a spectator's view, every hand face down), the rows and the centre column, the deck, the
discard, the Accolades and Time tokens, the hand sizes, whose turn it is, the events of the last move
and the end; each seat's place (the bottom seat's fan, the others' small hands at the top).

Plain data, no pygame: built only from `observation(seat)` (or a spectator's), so nothing a seat keeps
hidden can reach the screen; the table's drawing, words, log and hints read it and nothing else.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.fancy_dancing import cards as C


@dataclass(frozen=True)
class TableView:
    obs: dict  # the observation it was built from (the choreographer rests its cards on it)
    viewer: int | None  # the seat whose hand is open (None: nobody's)
    bottom: int  # the seat drawn at the bottom: the viewer, or whoever looked last
    players: int
    mode: str
    hand: tuple  # the viewer's cards (names), in the rules' order
    hand_sizes: tuple
    to_move: int | None  # the seat whose turn it is (None: a shuffle, or the end)
    centres: tuple  # per row: "plus", "minus" or "style"
    rows: tuple  # [row][side] -> card names
    deck: int
    discard: tuple
    accolades: tuple
    rebuilds: int
    tokens: int
    events: tuple  # the public events of the move that led here
    over: bool
    end_reason: str

    @property
    def solo(self) -> bool:
        return self.mode != "duel"

    @property
    def open(self) -> bool:
        """The bottom seat's hand shows its faces."""
        return self.viewer is not None and self.viewer == self.bottom

    def others(self) -> list[int]:
        """The seats drawn small at the top (every seat but the bottom one)."""
        return [p for p in range(self.players) if p != self.bottom]

    def key(self) -> tuple:
        """Who looks and from where: a new key means the cards must be laid out again."""
        return (self.viewer, self.bottom)


def build_view(obs: dict, bottom: int) -> TableView:
    """The table as `obs` (one seat's observation, or a spectator's) shows it, `bottom` at the bottom."""
    viewer = obs["viewer"] if isinstance(obs["viewer"], int) and 0 <= obs["viewer"] < obs["players"] else None
    return TableView(
        obs=obs, viewer=viewer, bottom=bottom, players=int(obs["players"]), mode=obs["mode"],
        hand=tuple(obs["hand"]) if viewer is not None else (), hand_sizes=tuple(obs["hand_sizes"]),
        to_move=obs["to_move"], centres=tuple(obs["centres"]),
        rows=tuple(tuple(tuple(side) for side in row) for row in obs["rows"]), deck=int(obs["deck_count"]),
        discard=tuple(obs["discard"]), accolades=tuple(obs["accolades"]), rebuilds=int(obs["rebuilds"]),
        tokens=int(obs["time_tokens"]), events=tuple(tuple(e) for e in obs["events"]), over=bool(obs["over"]),
        end_reason=obs["end_reason"])


def rule_name(view: TableView, row: int) -> str:
    return {"plus": "Plus", "minus": "Minus", "style": "Style"}[view.centres[row]]


def new_events(before: dict, after: dict) -> list:
    """The events of `after` that `before` did not hold already (a shuffle's position repeats the events
    of the move before it)."""
    old, new = before["events"], after["events"]
    k = 0
    while k < len(old) and k < len(new) and old[k] == new[k]:
        k += 1
    return new[k:]


def card_order(name: str):
    """Hands are shown in the rules' order (card id order)."""
    try:
        return C.card_id(name)
    except KeyError:
        return 99
