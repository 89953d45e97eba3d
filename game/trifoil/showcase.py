"""Trifoil's pictures outside the table: the launcher thumbnail, the results art and lines, the
setup screen's board previews, and example positions (also used by the help diagrams).

Reads finished matches and board files; never changes a match.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.core.hexgrid import FACE_NAMES
from game.trifoil.board import load_board
from game.trifoil.board_view import BoardGeometry, BoardLook, draw_board
from game.trifoil.rules import longest_chain_path
from game.ui import theme
from game.ui.theme import Palette, px


def example_slots(board_name: str, blue=(), red=()) -> tuple:
    """Slots of `board_name` with links on the named faces ("B.SE" is B's south-east face)."""
    board = load_board(board_name)
    slots = [0] * (board.size * 6)
    for value, names in ((1, blue), (2, red)):
        for name in names:
            letter, face = name.split(".")
            slots[board.position_of_letter(letter) * 6 + FACE_NAMES.index(face.upper())] = value
    return tuple(slots)


def draw_stage(surface: pygame.Surface, rect: pygame.Rect, colour=(120, 96, 200), strength: int = 70) -> None:
    """A soft pool of light behind a small board, so it stands out on any card."""
    glow = _stage(rect.size, colour, strength)
    surface.blit(glow, rect.topleft)


@lru_cache(maxsize=16)
def _stage(size, colour, strength: int) -> pygame.Surface:
    w, h = size
    small = pygame.Surface((48, 48), pygame.SRCALPHA)
    small.fill((*colour, 0))
    for i in range(24, 0, -1):
        a = int(strength * (1 - i / 24) ** 1.6)
        pygame.draw.circle(small, (*colour, a), (24, 24), i)
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))


def fitted(board_name: str, rect: pygame.Rect, handles: bool = False) -> BoardGeometry:
    return BoardGeometry(load_board(board_name), rect, handles)


# --- the launcher card ---------------------------------------------------------------------------

THUMB_BLUE = ("A.SE", "D.NW", "D.S", "E.N", "B.N")
THUMB_RED = ("C.NE", "E.SW", "E.NE", "F.SW", "B.SE")


def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """A little lit formation of Blinks, a blue chain glowing across it."""
    rect = pygame.Rect(rect)
    draw_stage(surface, rect.inflate(-rect.width // 8, -rect.height // 10))
    geo = fitted("board_6", rect.inflate(-max(4, rect.width // 16), -max(4, rect.height // 16)))
    slots = example_slots("board_6", THUMB_BLUE, THUMB_RED)
    board = load_board("board_6")
    draw_board(surface, geo, BoardLook(slots, letters=False, chain=longest_chain_path(board, slots, 1), chain_value=1))


# --- the setup screen ----------------------------------------------------------------------------

def draw_option_preview(surface: pygame.Surface, rect: pygame.Rect, option_name: str, value, scale: float = 1.0):
    """A small drawing of a board variant: its Blinks and its spinning triangles' medallions."""
    if option_name != "board":
        return
    rect = pygame.Rect(rect)
    try:
        board = load_board(str(value))
    except KeyError:
        return
    info_h = px(18, scale) if rect.height >= px(120, scale) else 0
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - info_h)
    draw_stage(surface, area, strength=50)
    geo = BoardGeometry(board, area.inflate(-px(6, scale), -px(6, scale)), handles=True)
    handles = {(t, d): "on" for t in range(len(board.triangles)) for d in ("cw", "ccw")}
    draw_board(surface, geo, BoardLook((0,) * (board.size * 6), handles=handles,
                                       letters=geo.R >= 22))
    if info_h:
        theme.draw_text(surface, f"chain of {board.chain_to_win} wins · {board.links_per_player} links each",
                        "text", px(12, scale), Palette.text_muted, (rect.centerx, rect.bottom), "midbottom")


# --- results -------------------------------------------------------------------------------------

def winning_seat(state) -> int | None:
    r = state.returns()
    if r[0] == r[1]:
        return None
    return 0 if r[0] > r[1] else 1


def draw_result_art(surface: pygame.Surface, rect: pygame.Rect, match) -> None:
    """The final board with the winner's longest chain lit (the longer one after a draw)."""
    rect = pygame.Rect(rect)
    state = match.state
    seat = winning_seat(state)
    chains = state.chains()
    if seat is None:
        seat = 0 if chains[0] >= chains[1] else 1
    colour = theme.seat_colour(seat)
    draw_stage(surface, rect, colour, 60)
    geo = BoardGeometry(state.board, rect.inflate(-max(4, rect.width // 14), -max(4, rect.height // 14)), False)
    chain = longest_chain_path(state.board, state.slots, seat + 1)
    draw_board(surface, geo, BoardLook(state.slots, chain=chain, chain_value=seat + 1))


def result_lines(match) -> list[str]:
    """Plain lines for the results screen: how it ended, each player's chain and links, the length."""
    state = match.state
    board = state.board
    chains = state.chains()
    names = [match.seats[i].name or match.game.info.seat_name(i) for i in range(2)]
    turns = _turns(match.log)
    actions = sum(1 for _, text in match.log if text != "end")
    lines = []  # how it ended is the results screen's own subtitle
    for seat in (0, 1):
        placed = board.links_per_player - state.supply(seat)
        lines.append(f"{names[seat]}: longest chain {chains[seat]} of {board.chain_to_win}, "
                     f"{placed} of {board.links_per_player} links placed")
    lines.append(f"{turns} turns, {actions} actions on the {board.title.lower()} board")
    return lines


def _turns(log) -> int:
    turns, prev = 0, None
    for seat, _ in log:
        if seat != prev:
            turns += 1
            prev = seat
    return turns
