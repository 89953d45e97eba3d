"""Builds Trifoil positions for scenario tests from readable slot names ("B.SE": B's south-east face)."""
from game.core.hexgrid import FACE_NAMES
from game.trifoil.board import load_board
from game.trifoil.rules import GAME


def slot(board_name: str, name: str) -> int:
    board = load_board(board_name)
    letter, face = name.split(".")
    return board.position_of_letter(letter) * 6 + FACE_NAMES.index(face.upper())


def position(blue=(), red=(), to_move=0, acted=0, first_turn=False, board="board_6", before_last=None):
    """A mid-game state with the given links, `to_move` about to act."""
    b = load_board(board)
    slots = [0] * (b.size * 6)
    for name in blue:
        slots[slot(board, name)] = 1
    for name in red:
        slots[slot(board, name)] = 2
    text = "".join(map(str, slots))
    return GAME.from_json({
        "game": "trifoil", "version": 1, "players": 2, "options": {"board": board},
        "slots": text, "player": to_move, "acted": acted, "first_turn": first_turn,
        "before_last": before_last, "history": [f"{text}/{to_move}"], "result": None, "last_actor": None,
    })


def links(state, colour_seat: int) -> set[str]:
    """The slot names holding `colour_seat`'s links."""
    b = state.board
    return {b.slot_name(i) for i, v in enumerate(state.slots) if v == colour_seat + 1}
