"""What the Trifoil table shows, from one observation: the board and its links, whose turn it is and the
actions left, each player's supply and longest chain, the end; and the move record, which in a game of
perfect information every seat reads.

Plain data, no pygame: built only from `observation(seat)` (the same for every seat: nothing in Trifoil
is hidden), so the table's structure is the one every game shares: the drawing reads a view, never the
state.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.trifoil.board import Board, load_board


@dataclass(frozen=True)
class TableView:
    viewer: int | None
    board: Board
    slots: tuple
    to_move: int | None  # None once the game is over
    actions_left: int
    first_turn: bool
    supply: tuple  # links left per seat
    chains: tuple  # longest chain per seat
    over: bool
    returns: tuple
    end_reason: str
    log: tuple  # (seat, action text) of every action so far: public in a game of perfect information

    @property
    def movers(self) -> list[int]:
        return [] if self.to_move is None else [self.to_move]


def build_view(obs: dict, log=()) -> TableView:
    """The table as `obs` shows it; `log` the match's record of actions (public in Trifoil)."""
    return TableView(
        viewer=obs["viewer"], board=load_board(obs["board"]), slots=tuple(obs["slots"]), to_move=obs["to_move"],
        actions_left=int(obs["actions_left"]), first_turn=bool(obs["first_turn"]), supply=tuple(obs["supply"]),
        chains=tuple(obs["chains"]), over=bool(obs["over"]), returns=tuple(obs["returns"]),
        end_reason=obs["end_reason"], log=tuple((int(seat), str(text)) for seat, text in log))
