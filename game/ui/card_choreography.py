"""What every card table's animations share: a batch clock, cues timed on it (sounds, counts that change
as cards land), effects the table draws while they last (a glow, a floating number), sprites sent on
their way one after another, a hand fanned again, and the view the animation rests on when it ends.

A game's Choreographer subclasses CardChoreographer, says where things are and what a move looks like,
and how to rest exactly on a view (`rest_on`). Never reads or changes a game state.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

from game.ui import cards


@dataclass
class Effect:
    """Something the table draws for a while: `kind` names it, `data` carries what it needs."""

    kind: str
    start: float
    seconds: float
    data: dict

    def progress(self, clock: float) -> float:
        if self.seconds <= 0:
            return 1.0
        return max(0.0, min(1.0, (clock - self.start) / self.seconds))


class CardChoreographer:
    def __init__(self, layer: cards.CardLayer, sound=None):
        self.layer = layer
        self.sound = sound or (lambda name, volume=1.0: None)
        self.clock = 0.0
        self.cues: list[tuple[float, object]] = []
        self.effects: list[Effect] = []
        self.target = None  # the view an animation ends on
        self._hidden = itertools.count()  # names for cards nobody at the screen may see

    # --- what a game says -------------------------------------------------------------------------------
    def rest_on(self, target) -> None:
        """Show exactly `target`, with no animation."""
        raise NotImplementedError

    def hand_pose(self, hand, n: int, i: int) -> cards.Pose:
        raise NotImplementedError

    def hand_size(self, hand) -> tuple:
        raise NotImplementedError

    # --- time -------------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self.cues) or bool(self.effects) or self.layer.busy

    def update(self, dt: float) -> None:
        speed = self.layer.speed
        if speed <= 0:
            self.finish()
            return
        self.clock += dt * speed
        self.layer.update(dt)
        self._run_cues(self.clock)
        self.effects = [e for e in self.effects if e.progress(self.clock) < 1.0]
        if not self.busy and self.target is not None:
            target, self.target = self.target, None
            self.rest_on(target)

    def finish(self) -> None:
        """Land everything now (input during an animation completes it)."""
        self.layer.finish()
        self._run_cues(float("inf"))
        self.effects.clear()
        if self.target is not None:
            target, self.target = self.target, None
            self.rest_on(target)

    def _run_cues(self, until: float) -> None:
        self.cues.sort(key=lambda c: c[0])
        while self.cues and self.cues[0][0] <= until:
            _, fn = self.cues.pop(0)
            fn()

    def at(self, t: float, fn) -> None:
        """Call `fn` at batch time `t`."""
        self.cues.append((self.clock + t, fn))

    def effect(self, kind: str, t: float, seconds: float, **data) -> None:
        self.effects.append(Effect(kind, self.clock + t, seconds, data))

    def active(self, kind: str) -> list[tuple[Effect, float]]:
        """The effects of `kind` under way, each with its progress 0..1."""
        return [(e, e.progress(self.clock)) for e in self.effects if e.kind == kind and self.clock >= e.start]

    # --- sprites ----------------------------------------------------------------------------------------
    def _go(self, sp: cards.CardSprite, t: float, pos, seconds: float, **kw) -> None:
        """Move `sp` so that it starts at batch time `t` (after whatever it is already doing)."""
        busy_until = getattr(sp, "_free_at", 0.0)
        delay = max(0.0, t - busy_until)
        sp.move_to(pos, seconds=seconds, delay=delay, **kw)
        sp._free_at = max(t, busy_until) + seconds

    def _relayout_hand(self, hand, t: float, seconds: float = 0.3) -> None:
        """Fan the hand `hand` (a key of display.hands) again around what it holds now."""
        idents = self.display.hands.get(hand, [])
        for i, ident in enumerate(idents):
            sp = self.layer.get(ident)
            if sp is None:
                continue
            p = self.hand_pose(hand, len(idents), i)
            self._go(sp, t, p.pos, seconds, angle=p.angle, size=self.hand_size(hand))
        self.layer.restack(idents)
