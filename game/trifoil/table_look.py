"""What the Trifoil table shows on its board beyond the Blinks' links: the BoardLook of the moment (spin
handles lit where a spin is legal, the chosen Blink and its targets with a preview of the move under the
pointer, a player's chain, the winning one) and the marks of a hint (the Blinks, triangle or button it uses).

Reads the table's view and pointer; the rules are asked only what the person's own click would do. Never
changes a match.
"""
from __future__ import annotations

import pygame

from game.core import IllegalAction
from game.trifoil.board_view import BoardLook
from game.trifoil.rules import push_trace
from game.ui.hint_marks import draw_hint_arrow, draw_hint_ring


def board_look(table) -> BoardLook:
    """The board's look now: what the person may do, what the pointer shows, the move animating."""
    view = table.view()
    look = BoardLook(view.slots, colour_blind=table.app.settings.colour_blind, pulse=table.clock,
                     hover_pos=table.hover_pos if table.human_to_move() is not None else None, marks=table.marks)
    look.frame = table.anim.frame(table.geo) if table.animating() else None
    seat = table.human_to_move()
    legal = table.legal()
    if seat is not None:
        # a click finishes a running animation first, so the handles already show the new position
        look.handles = {}
        for t in range(len(view.board.triangles)):
            for d in ("cw", "ccw"):
                on = ("spin", t, d) in legal
                look.handles[(t, d)] = ("hover" if table.hover_handle == (t, d) else "on") if on else "off"
        if table.selected is not None and not table.animating():
            look.selected = table.selected
            _targets(table, look, seat)
    else:
        look.handles = {(t, d): "off" for t in range(len(view.board.triangles)) for d in ("cw", "ccw")}
    if table.hover_handle is not None:
        look.hover_tri = table.hover_handle[0]
    if table.hover_card is not None:
        look.chain = table.chain_path(table.hover_card)
    elif table.match.is_over() and not table.animating():
        look.chain = _winning_chain(table)
    return look


def _targets(table, look: BoardLook, seat: int) -> None:
    """Gold outlines on the touching Blinks where a place or push is legal (the rules are asked what
    the person's own clicks would do), and a preview of the move under the pointer."""
    view = table.view()
    board = view.board
    for other in board.neighbour[table.selected]:
        if other < 0:
            continue
        try:
            action = table.state.pair_action(table.selected, other)
        except IllegalAction:
            look.targets[other] = False
            continue
        look.targets[other] = True
        if other == table.hover_pos:
            if action[0] == "place":
                look.ghosts = [(action[1], seat + 1)]
            else:
                look.arrows = push_trace(board, view.slots, action[1])


def _winning_chain(table) -> list:
    view = table.view()
    returns = view.returns
    if returns[0] == returns[1]:
        chains = view.chains
        return table.chain_path(0 if chains[0] >= chains[1] else 1)
    return table.chain_path(0 if returns[0] > returns[1] else 1)


def draw_hint_marks(table, surface: pygame.Surface, action) -> None:
    """Rings on the Blinks, the spin handle or the button the hinted `action` uses."""
    geo, s, clock = table.geo, table.scale, table.clock
    if geo is None:
        return
    board = table.view().board
    if action[0] in ("place", "push"):
        pos, face = divmod(action[1], 6)
        other = board.neighbour[pos][face]
        for p in (pos, other):
            cx, cy = geo.centres[p]
            ring = pygame.Rect(0, 0, geo.R * 1.7, geo.R * 1.7).move(cx - geo.R * 0.85, cy - geo.R * 0.85)
            draw_hint_ring(surface, ring, clock, s, circle=True, tag="Hint" if p == pos else None)
        draw_hint_arrow(surface, geo.centres[pos], geo.slot_point(action[1]), s)
    elif action[0] == "spin":
        handle = next(h for h in geo.handles if h.tri == action[1])
        x, y = handle.cw if action[2] == "cw" else handle.ccw
        r = handle.arrow_radius
        draw_hint_ring(surface, pygame.Rect(x - r, y - r, 2 * r, 2 * r), clock, s, circle=True)
        for p in board.triangles[action[1]].positions:
            cx, cy = geo.centres[p]
            draw_hint_ring(surface, pygame.Rect(cx - geo.R * 0.7, cy - geo.R * 0.7, geo.R * 1.4, geo.R * 1.4),
                           clock, s, circle=True, tag=None)
    else:
        draw_hint_ring(surface, table.panel.end_button.rect, clock, s)
