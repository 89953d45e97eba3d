"""Diagrams for Trifoil's rules help, drawn from the real boards with the table's own painter.

Every "after" picture is computed by the rules engine from its "before" position, so a diagram can
never disagree with the game. Draws into the rectangle it is given; never touches a match.
"""
from __future__ import annotations

import math

import pygame

from game.core import IllegalAction
from game.trifoil import blink_art as art
from game.trifoil.board import load_board
from game.trifoil.board_view import BoardGeometry, BoardLook, draw_board, draw_letters, draw_triangle_mark
from game.trifoil.rules import GAME, longest_chain_path, push_trace
from game.trifoil.showcase import example_slots
from game.ui import theme
from game.ui.table_pieces import soft_ink
from game.ui.theme import Palette, px


def example_state(blue=(), red=(), to_move: int = 0, board: str = "board_6", acted: int = 0,
                  before_last=None):
    """A position with the named links ("B.NE"), `to_move` about to act."""
    text = "".join(map(str, example_slots(board, blue, red)))
    return GAME.from_json({
        "game": "trifoil", "version": 1, "players": 2, "options": {"board": board}, "slots": text,
        "player": to_move, "acted": acted, "first_turn": False,
        "before_last": None if before_last is None else "".join(map(str, before_last)),
        "history": [f"{text}/{to_move}"], "result": None, "last_actor": None,
    })


# the corner triangles' outlines: distinct from each other and from both players' colours
TRIANGLE_COLOURS = (Palette.gold_light, (150, 226, 176), (206, 164, 255), (255, 186, 140))


# --- layout helpers --------------------------------------------------------------------------------

def _caption_h(scale: float) -> int:
    return px(22, scale)


def _caption(surface, rect: pygame.Rect, text: str, scale: float, colour=Palette.ivory_dim) -> None:
    size = px(14, scale)
    lines = theme.wrap_text(text, "text", size, rect.width)
    y = rect.bottom - len(lines) * int(size * 1.25)
    for line in lines:
        theme.draw_text(surface, line, "text", size, colour, (rect.centerx, y), "midtop")
        y += int(size * 1.25)


def _mini(surface, rect: pygame.Rect, slots: tuple, scale: float, caption: str = "", board: str = "board_6",
          handles=None, **look) -> BoardGeometry:
    """One small board with its caption just under it, the pair centred in `rect`; returns the
    board's geometry for extra marks."""
    size = px(14, scale)
    lines = theme.wrap_text(caption, "text", size, rect.width) if caption else []
    cap = len(lines) * int(size * 1.25) + (px(6, scale) if lines else 0)
    area_h = max(10, min(rect.height - cap, int(rect.width * 1.05)))
    top = rect.top + (rect.height - area_h - cap) // 2
    geo = BoardGeometry(load_board(board), pygame.Rect(rect.left, top, rect.width, area_h), handles=handles is not None)
    draw_board(surface, geo, BoardLook(slots, handles=handles, **look))
    if caption:
        _caption(surface, pygame.Rect(rect.left, top + area_h, rect.width, cap), caption, scale)
    return geo


def _stack(rect: pygame.Rect, n: int, gap: int, vertical: bool | None = None) -> list[pygame.Rect]:
    """`n` panels one above the other or side by side: as asked, or else whichever lets a (roughly
    square) board with its caption under it be drawn larger."""
    if vertical is None:
        cap = gap  # about the height of a caption
        tall = min(rect.width, (rect.height - gap * (n - 1)) / n - cap)
        wide = min((rect.width - gap * (n - 1)) / n, rect.height - cap)
        vertical = tall >= wide
    if vertical:
        h = (rect.height - gap * (n - 1)) // n
        return [pygame.Rect(rect.left, rect.top + i * (h + gap), rect.width, h) for i in range(n)]
    w = (rect.width - gap * (n - 1)) // n
    return [pygame.Rect(rect.left + i * (w + gap), rect.top, w, rect.height) for i in range(n)]


def _step_arrow(surface, a: pygame.Rect, b: pygame.Rect, scale: float, refused: bool = False) -> None:
    """A gold chevron between two stacked panels (a red cross when the step is refused)."""
    if b.top >= a.bottom:
        c = (a.centerx, (a.bottom + b.top) // 2)
        pts = [(c[0] - px(9, scale), c[1] - px(4, scale)), (c[0], c[1] + px(5, scale)),
               (c[0] + px(9, scale), c[1] - px(4, scale))]
    else:
        c = ((a.right + b.left) // 2, a.centery)
        pts = [(c[0] - px(4, scale), c[1] - px(9, scale)), (c[0] + px(5, scale), c[1]),
               (c[0] - px(4, scale), c[1] + px(9, scale))]
    if refused:
        _cross(surface, c, px(8, scale), scale)
    else:
        pygame.draw.lines(surface, Palette.gold, False, pts, max(2, px(3, scale)))


def _pair_marks(board_name: str, action) -> dict:
    board = load_board(board_name)
    pos, face = divmod(action[1], 6)
    return {pos: Palette.gold_light, board.neighbour[pos][face]: Palette.gold_light}


def _before_after(surface, rect, scale, state, text: str, first: str, second: str, board: str = "board_6"):
    """The position, the move with its arrows, and the position the rules give after it."""
    action = state.parse_action(text)
    after = state.apply(action)
    top, bottom = _stack(rect, 2, px(26, scale))
    arrows = push_trace(state.board, state.slots, action[1]) if action[0] == "push" else []
    ghosts = [(action[1], state.player + 1)] if action[0] == "place" else []
    _mini(surface, top, state.slots, scale, first, board, marks=_pair_marks(board, action), arrows=arrows,
          ghosts=ghosts, pulse=math.pi / 10)
    _step_arrow(surface, top, bottom, scale)
    _mini(surface, bottom, after.slots, scale, second, board)


# --- the pages' diagrams ------------------------------------------------------------------------------

def board_and_triangles(surface, rect, scale) -> None:
    """The standard board with its letters, the three spinning triangles and their handles."""
    board = load_board("board_6")
    geo = BoardGeometry(board, rect, handles=True)
    handles = {(t, d): "on" for t in range(len(board.triangles)) for d in ("cw", "ccw")}
    draw_board(surface, geo, BoardLook((0,) * (board.size * 6), handles=handles, letters=False))
    for t, colour in enumerate(TRIANGLE_COLOURS[:len(board.triangles)]):
        draw_triangle_mark(surface, geo, t, colour)
        h = geo.handles[t]
        pygame.draw.circle(surface, colour, (int(h.centre[0]), int(h.centre[1])), h.radius + px(5, scale),
                           max(2, px(2, scale)))
    draw_letters(surface, geo, range(board.size), Palette.ivory_dim)


def placing(surface, rect, scale) -> None:
    state = example_state(blue=["A.SE"], red=["C.NE"])
    _before_after(surface, rect, scale, state, "place B>D", "Click B, then D", "A blue link lights on B, facing D")


def pushing(surface, rect, scale) -> None:
    state = example_state(blue=["B.NE"], red=["C.NE"])
    _before_after(surface, rect, scale, state, "push B>D", "Click B, then D: the link crosses", "It now sits on D, facing B")


def pushing_a_line(surface, rect, scale) -> None:
    state = example_state(blue=["C.NE", "E.NE"], red=["E.SW"])
    _before_after(surface, rect, scale, state, "push C>E", "Push C>E: three links are in the way",
                  "Each moves one step along the line")


def pushing_to_the_edge(surface, rect, scale) -> None:
    """Above: a push that parks a link on an outward face. Below: one that would shove a link off."""
    top, bottom = _stack(rect, 2, px(26, scale), vertical=True)
    ok = example_state(blue=["B.NE"], red=["D.SW"])
    action = ok.parse_action("push B>D")
    after = ok.apply(action)
    halves = _side_by_side(top, px(10, scale))
    _mini(surface, halves[0], ok.slots, scale, "Push B>D", marks=_pair_marks("board_6", action),
          arrows=push_trace(ok.board, ok.slots, action[1]))
    _mini(surface, halves[1], after.slots, scale, "Red now faces outward")
    _step_arrow(surface, halves[0], halves[1], scale)
    bad = example_state(blue=["B.NE"], red=["D.SW", "D.NE"])
    try:
        bad.apply(bad.parse_action("push B>D"))
        refused = False
    except IllegalAction:
        refused = True
    halves = _side_by_side(bottom, px(10, scale))
    _mini(surface, halves[0], bad.slots, scale, "D's far face is full", marks=_pair_marks("board_6", action))
    _mini(surface, halves[1], bad.slots, scale, "Push B>D is refused")
    _step_arrow(surface, halves[0], halves[1], scale, refused=refused)


def _side_by_side(rect: pygame.Rect, gap: int) -> list[pygame.Rect]:
    w = (rect.width - gap) // 2
    return [pygame.Rect(rect.left, rect.top, w, rect.height), pygame.Rect(rect.left + w + gap, rect.top, w, rect.height)]


def spinning(surface, rect, scale) -> None:
    """Theta before, then after a clockwise and a counter-clockwise spin: the links ride along."""
    state = example_state(blue=["D.S"], red=["E.NE", "F.SW"])
    top, bottom = _stack(rect, 2, px(26, scale), vertical=True)
    board = state.board
    theta = board.triangle_index["theta"]
    _mini(surface, top, state.slots, scale, "Theta before the spin", hover_tri=theta)
    halves = _side_by_side(bottom, px(10, scale))
    for half, direction, label in ((halves[0], "cw", "clockwise"), (halves[1], "ccw", "counter-clockwise")):
        after = state.apply(("spin", theta, direction))
        _mini(surface, half, after.slots, scale, f"After spinning {label}",
              marks={p: Palette.gold_light for p in board.triangles[theta].positions})
    _step_arrow(surface, top, bottom, scale)


def minority(surface, rect, scale) -> None:
    """Theta holds two blue links and one red: only red, the minority there, may spin it."""
    state = example_state(blue=["D.S", "D.SE"], red=["F.SW"], to_move=1)
    board = state.board
    theta = board.triangle_index["theta"]
    top, bottom = _stack(rect, 2, px(26, scale))
    _mini(surface, top, state.slots, scale, "On Theta: blue 2, red 1. Red may spin it", hover_tri=theta)
    after = state.apply(("spin", theta, "cw"))
    _mini(surface, bottom, after.slots, scale, "Red spun Theta clockwise; blue could not have",
          marks={p: theme.seat_colour(1) for p in board.triangles[theta].positions})
    _step_arrow(surface, top, bottom, scale)


def no_return(surface, rect, scale) -> None:
    """A push, then the push straight back: refused because it restores the board."""
    state = example_state(blue=["B.NE"], red=["A.SE"])
    there = state.parse_action("push B>D")
    after = state.apply(there)
    back = after.parse_action("push D>B")
    refused = bool(after.why_illegal(back))
    top, bottom = _stack(rect, 2, px(26, scale))
    _mini(surface, top, state.slots, scale, "Blue pushes B>D", marks=_pair_marks("board_6", there),
          arrows=push_trace(state.board, state.slots, there[1]))
    _step_arrow(surface, top, bottom, scale)
    geo = _mini(surface, bottom, after.slots, scale, "Pushing D>B now would undo it: refused",
                marks=_pair_marks("board_6", back), arrows=push_trace(after.board, after.slots, back[1]))
    if refused:
        mid = [geo.slot_point(s) for s in (back[1], after.board.partner[back[1]])]
        c = ((mid[0][0] + mid[1][0]) / 2, (mid[0][1] + mid[1][1]) / 2)
        _cross(surface, c, geo.R * 0.2, scale)


def _board_area(rect: pygame.Rect, scale: float) -> pygame.Rect:
    return pygame.Rect(rect.left, rect.top, rect.width, rect.height - _caption_h(scale))


def _cross(surface, c, r: float, scale: float) -> None:
    w = max(2, px(4, scale))
    pygame.draw.circle(surface, (60, 14, 30), (int(c[0]), int(c[1])), int(r * 1.4))
    pygame.draw.circle(surface, Palette.danger, (int(c[0]), int(c[1])), int(r * 1.4), max(2, px(2, scale)))
    pygame.draw.line(surface, Palette.danger, (c[0] - r * 0.7, c[1] - r * 0.7), (c[0] + r * 0.7, c[1] + r * 0.7), w)
    pygame.draw.line(surface, Palette.danger, (c[0] - r * 0.7, c[1] + r * 0.7), (c[0] + r * 0.7, c[1] - r * 0.7), w)


def turns(surface, rect, scale) -> None:
    """The rhythm of the game: blue opens with one action, then each turn has two (or one and End)."""
    rows = [(0, 1, "Blue opens: one action only"), (1, 2, "Red: two actions"), (0, 2, "Blue: two actions"),
            (1, 1, "Red: one action, then End turn")]
    size = px(16, scale)
    row_h = min(rect.height // (len(rows) + 1), px(74, scale))
    grid_r = max(12, int(row_h * 0.7))
    y = rect.top + (rect.height - row_h * len(rows)) // 2
    for seat, n, label in rows:
        colour = theme.seat_colour(seat)
        cy = y + row_h // 2
        x = rect.left + px(14, scale)
        for i in range(2):
            c = (x + grid_r // 2 + i * int(grid_r * 0.95), cy)
            pygame.draw.circle(surface, (40, 26, 60), c, int(grid_r * 0.42))
            pygame.draw.circle(surface, (110, 92, 140), c, int(grid_r * 0.42), max(1, px(1, scale)))
            if i < n:
                art.blit_centred(surface, art.light_sprite(grid_r, colour, False), c, pygame.BLEND_RGB_ADD)
        tx = x + int(grid_r * 2.3)
        theme.draw_text(surface, label, "text_semibold", size, soft_ink(colour), (tx, cy), "midleft")
        if n == 1 and seat == 1:
            end = theme.render_text("End turn", "display_bold", px(13, scale), Palette.gold_light)
            box = end.get_rect(midleft=(tx, cy + size + px(6, scale))).inflate(px(14, scale), px(6, scale))
            pygame.draw.rect(surface, (66, 34, 82), box, border_radius=px(8, scale))
            pygame.draw.rect(surface, Palette.gold, box, max(1, px(2, scale)), border_radius=px(8, scale))
            surface.blit(end, end.get_rect(center=box.center))
        y += row_h


def chains(surface, rect, scale) -> None:
    """Six connected blue links, but D may give only two of its four: the chain is 4."""
    state = example_state(blue=["D.NW", "D.SW", "D.S", "D.SE", "A.SE", "E.N"])
    chain = longest_chain_path(state.board, state.slots, 1)
    top, bottom = _stack(rect, 2, px(26, scale))
    _mini(surface, top, state.slots, scale, "Six blue links, all connected")
    _mini(surface, bottom, state.slots, scale, f"Longest chain: {len(chain)} (D counts only twice)", chain=chain,
          chain_value=1)
    _step_arrow(surface, top, bottom, scale)


def winning(surface, rect, scale) -> None:
    """A chain of five on the standard board wins at once."""
    state = example_state(blue=["A.SE", "D.NW", "D.S", "E.N", "E.NE"], red=["B.NE", "C.NE", "F.SW"])
    chain = longest_chain_path(state.board, state.slots, 1)
    _mini(surface, rect, state.slots, scale, f"Blue's chain of {len(chain)}: blue wins", chain=chain, chain_value=1)


def variant_boards(surface, rect, scale) -> None:
    """The four other formations, each with its chain to win and its links per player."""
    names = ("board_8", "board_9", "board_10", "board_12")
    gap = px(12, scale)
    w = (rect.width - gap) // 2
    h = (rect.height - gap) // 2
    for i, name in enumerate(names):
        cell = pygame.Rect(rect.left + (i % 2) * (w + gap), rect.top + (i // 2) * (h + gap), w, h)
        board = load_board(name)
        label_h = px(40, scale)
        area = pygame.Rect(cell.left, cell.top, cell.width, cell.height - label_h)
        geo = BoardGeometry(board, area, handles=True)
        handles = {(t, d): "on" for t in range(len(board.triangles)) for d in ("cw", "ccw")}
        draw_board(surface, geo, BoardLook((0,) * (board.size * 6), handles=handles, letters=geo.R >= 20))
        theme.draw_text(surface, board.title, "display", px(14, scale), Palette.gold_light,
                        (cell.centerx, area.bottom + px(2, scale)), "midtop")
        theme.draw_text(surface, f"chain {board.chain_to_win} · {board.links_per_player} links", "text",
                        px(12, scale), Palette.text_muted, (cell.centerx, area.bottom + px(20, scale)), "midtop")


def on_screen(surface, rect, scale) -> None:
    """The table's input: B chosen (lit), its touching Blinks outlined, a ghost where the link would go."""
    state = example_state(blue=["A.SE", "E.N"], red=["C.NE", "F.SW"])
    board = state.board
    b, d = board.position_of_letter("B"), board.position_of_letter("D")
    targets = {}
    for other in board.neighbour[b]:
        if other >= 0:
            try:
                state.pair_action(b, other)
                targets[other] = True
            except IllegalAction:
                targets[other] = False
    handles = {(t, dd): "off" for t in range(3) for dd in ("cw", "ccw")}
    geo = BoardGeometry(board, _board_area(rect, scale), handles=True)
    draw_board(surface, geo, BoardLook(state.slots, selected=b, targets=targets, hover_pos=d,
                                       ghosts=[(b * 6 + board.face_toward(b, d), 1)], handles=handles,
                                       pulse=math.pi / 8))
    _caption(surface, rect, "B chosen: gold outlines show where a place or push is legal", scale)
