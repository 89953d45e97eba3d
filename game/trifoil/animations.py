"""Trifoil move animations: a placement blooms in, a push slides every moved light along its line,
a spin turns three tiles about their shared corner. Each turns elapsed time into a board Frame.

Timing comes from game.ui.tween (the animation-speed setting scales it; 0 finishes at once).
Animations read the states before and after a move; they never change them.
"""
from __future__ import annotations

from game.trifoil.board import CW
from game.trifoil.board_view import BoardGeometry, Frame
from game.trifoil.rules import push_trace
from game.ui.tween import Timeline, Tween, ease_in_out_cubic, ease_out_cubic, lerp_point

PLACE_SECONDS = 0.42
PUSH_SECONDS = 0.38
PUSH_STAGGER = 0.07  # each link further down the line starts a little later, like a shove
SPIN_SECONDS = 0.62


class MoveAnimation:
    """Base: one tween on a timeline; frame(geo) describes the board at the current moment."""

    def __init__(self, timeline: Timeline, seconds: float, ease=ease_in_out_cubic):
        self.tween = timeline.add(Tween(seconds, ease))

    @property
    def done(self) -> bool:
        return self.tween.done

    def frame(self, geo: BoardGeometry) -> Frame | None:
        raise NotImplementedError


class PlaceAnimation(MoveAnimation):
    """The new link brightens from dark while a ring of its colour spreads out."""

    def __init__(self, timeline: Timeline, after_slots: tuple, slot: int):
        super().__init__(timeline, PLACE_SECONDS, ease_out_cubic)
        self.slots = after_slots
        self.slot = slot

    def frame(self, geo: BoardGeometry) -> Frame | None:
        if self.done:
            return None
        t = self.tween.value
        x, y = geo.slot_point(self.slot)
        value = self.slots[self.slot]
        level = max(1, min(8, int(round(1 + 7 * t))))
        return Frame(self.slots, frozenset((self.slot,)), [(x, y, value, level)],
                     rings=[(x, y, self.tween.progress, value)])


class PushAnimation(MoveAnimation):
    """Every link the push moves slides from its old slot to its new one; the rest stand still."""

    def __init__(self, timeline: Timeline, board, before_slots: tuple, after_slots: tuple, slot: int):
        self.moves = push_trace(board, before_slots, slot)
        seconds = PUSH_SECONDS + PUSH_STAGGER * max(0, len(self.moves) - 1)
        super().__init__(timeline, seconds, lambda t: t)
        self.before = before_slots
        self.after = after_slots
        self.hidden = frozenset(dst for _, dst in self.moves)

    def frame(self, geo: BoardGeometry) -> Frame | None:
        if self.done:
            return None
        elapsed = self.tween.value * self.tween.duration
        floating = []
        # the last link in the line is shoved first: moves later in the trace start earlier
        n = len(self.moves)
        for i, (src, dst) in enumerate(self.moves):
            start = PUSH_STAGGER * (n - 1 - i)
            t = min(1.0, max(0.0, (elapsed - start) / PUSH_SECONDS))
            x, y = lerp_point(geo.slot_point(src), geo.slot_point(dst), ease_in_out_cubic(t))
            floating.append((x, y, self.before[src], 8))
        return Frame(self.after, self.hidden, floating)


class SpinAnimation(MoveAnimation):
    """The triangle's three tiles lift, turn 120 degrees about their shared corner, and settle."""

    def __init__(self, timeline: Timeline, board, before_slots: tuple, tri: int, direction: str):
        super().__init__(timeline, SPIN_SECONDS, ease_in_out_cubic)
        self.board = board
        self.before = before_slots
        self.tri = tri
        self.sign = 1.0 if direction == CW else -1.0
        self.moves = board.spin_moves(tri, direction)
        self.positions = frozenset(board.triangles[tri].positions)

    def frame(self, geo: BoardGeometry) -> Frame | None:
        if self.done:
            return None
        t = self.tween.value
        degrees = 120.0 * t * self.sign
        pivot = self._pivot(geo)
        spinning = []
        for src, _ in self.moves:
            cx, cy = geo.rotate_about(geo.centres[src], pivot, degrees)
            spinning.append((src, cx, cy, degrees))
        p = self.tween.progress
        lift = min(1.0, p / 0.2, (1.0 - p) / 0.2)
        return Frame(self.before, spinning=spinning, spin_positions=self.positions, lift=max(0.0, lift))

    def _pivot(self, geo: BoardGeometry):
        xs = [geo.centres[p] for p in self.board.triangles[self.tri].positions]
        return sum(x for x, _ in xs) / 3, sum(y for _, y in xs) / 3


def animation_for(timeline: Timeline, board, before_slots: tuple, action, after_slots: tuple):
    """The animation of `action` (None for an action with nothing to show, such as ending a turn)."""
    kind = action[0]
    if kind == "place":
        return PlaceAnimation(timeline, after_slots, action[1])
    if kind == "push":
        return PushAnimation(timeline, board, before_slots, after_slots, action[1])
    if kind == "spin":
        return SpinAnimation(timeline, board, before_slots, action[1], action[2])
    return None
