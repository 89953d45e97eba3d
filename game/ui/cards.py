"""The card-table toolkit shared by the card games (Fancy Dancing, Trifecta, Casino): card sprites that
slide, deal and flip on time-based tweens, a layer that draws and hit-tests them, a fanned hand
(game.ui.hand_fan), piles with counts, drag and drop and drop-target highlights (game.ui.card_places),
all importable from here. Pictures come from game.ui.card_art.

Never knows a game's rules, never reads a game state: a table decides where each card should be (from
its observation) and tells the sprites to go there. Never paints a card per frame (SpriteBook caches).

Guide
-----
    from game.ui import card_art, cards

    book = card_art.SpriteBook(paint_face, variant=colour_blind)   # paint_face(surface, rect, key)
    layer = cards.CardLayer(book, speed=settings.animation_speed)   # 0 = every move lands at once
    size = card_art.size_for_height(120 * scale)

    # a card is a sprite with an identity (unique on the table) and a key (what its face shows;
    # None = a card nobody may see, always drawn face down)
    sp = layer.spawn("T7", "T7", deck.top_pos(count), size, face_up=False)
    sp.move_to((x, y), seconds=0.35, angle=-6, flip_to=True)       # slide and turn face up on the way
    sp.move_to(discard.top_pos(n), seconds=0.3, delay=0.4)          # chained: starts after the first
    sp.flip(True, seconds=0.3)                                      # turn over in place (squash + lift)
    sp.turn_over("minus")                                           # a double-sided card shows its other face
    layer.rename("hidden:1:0", "T7", key="T7")                     # a hidden card becomes known

    each frame: layer.update(dt); layer.draw(surface)               # input mid-animation: layer.finish()
    layer.hit(pos) -> the topmost sprite's identity under the pointer (rotation aware), or None

    fan = cards.HandFan(); fan.layout(anchor=(cx, bottom), card_size=size, max_width=w)
    fan.pose(n, i, hover=..., selected=...) -> Pose(x, y, angle); fan.index_at(pos, n)
    deck = cards.Pile("Deck"); deck.layout((x, y), size); deck.draw(surface, book, count, scale=s)
    drag = cards.Drag(): press(ident, pos, card_centre) / motion(pos) / release(pos) -> DragResult
    cards.draw_target(surface, rect, "legal" | "hover" | "refused" | "chosen", clock, scale)
"""
from __future__ import annotations

import math
from typing import Callable, Hashable

import pygame

from game.ui import card_art
from game.ui.card_places import (TARGET_COLOURS, Drag, DragResult, DropTarget, Pile,  # noqa: F401 (re-exported)
                                 draw_target, target_at)
from game.ui.hand_fan import LIFT_PX, HandFan, Pose  # noqa: F401 (re-exported)
from game.ui.tween import Tween, ease_in_out_cubic, ease_out_cubic


class _Motion:
    """One queued change of a sprite: slide/turn/resize, optionally flipping on the way or in place."""

    def __init__(self, seconds: float, delay: float, ease, pos=None, angle=None, size=None, flip_to=None,
                 arc: float = 0.0, lift: float = 0.0, on_done: Callable[[], None] | None = None,
                 new_key=None):
        self.tween = Tween(max(0.0, seconds), ease, delay=max(0.0, delay))
        self.new_key = new_key  # a double-sided card shows this face after the turn
        self.pos, self.angle, self.size = pos, angle, size
        self.flip_to = flip_to
        self.arc = arc
        self.lift = lift
        self.on_done = on_done
        self.started = False
        self.flipping = False

    def begin(self, sp: "CardSprite") -> None:
        self.started = True
        self.x0, self.y0, self.a0 = sp.x, sp.y, sp.angle
        self.w0, self.h0 = sp.size
        self.flipping = (self.flip_to is not None and self.flip_to != sp.face_up) or self.new_key is not None
        self.face0 = sp.face_up
        self.key0 = sp.key

    def apply(self, sp: "CardSprite") -> None:
        t = self.tween.value
        p = self.tween.progress
        if self.pos is not None:
            x1, y1 = self.pos
            x = self.x0 + (x1 - self.x0) * t
            y = self.y0 + (y1 - self.y0) * t
            if self.arc:
                # a toss rather than a slide: bow the path sideways, most in the middle
                dx, dy = x1 - self.x0, y1 - self.y0
                bow = self.arc * math.sin(math.pi * t)
                x, y = x - dy * bow, y + dx * bow
            sp.x, sp.y = x, y
        if self.angle is not None:
            sp.angle = self.a0 + (self.angle - self.a0) * t
        if self.size is not None:
            sp.size = (max(2, int(round(self.w0 + (self.size[0] - self.w0) * t))),
                       max(2, int(round(self.h0 + (self.size[1] - self.h0) * t))))
        up = math.sin(math.pi * p) if p < 1.0 else 0.0
        sp.motion_lift = max(self.lift * up, 0.7 * up if self.flipping else 0.0)
        if self.flipping:
            sp.squash = abs(math.cos(math.pi * p))
            if self.flip_to is not None:
                sp.face_up = self.face0 if p < 0.5 else self.flip_to
            if self.new_key is not None:
                sp.key = self.key0 if p < 0.5 else self.new_key
        if p >= 1.0:
            sp.squash = 1.0
            sp.motion_lift = 0.0
            if self.flip_to is not None:
                sp.face_up = self.flip_to
            if self.new_key is not None:
                sp.key = self.new_key


class CardSprite:
    """A card on the table. `ident` names it on the table; `key` is what its face shows (None: a
    card nobody at the screen may see, drawn face down whatever `face_up` says)."""

    def __init__(self, ident: Hashable, key: Hashable, pos, size, face_up: bool = False, angle: float = 0.0):
        self.ident = ident
        self.key = key
        self.x, self.y = float(pos[0]), float(pos[1])
        self.angle = float(angle)
        self.size = (int(size[0]), int(size[1]))
        self.face_up = face_up
        self.lift = 0.0  # a resting lift (hover, selection)
        self.motion_lift = 0.0  # the lift a move or flip gives on the way
        self.squash = 1.0  # width factor while flipping
        self.glow: tuple | None = None  # a halo colour, or None
        self.alpha = 255
        self.visible = True
        self.motions: list[_Motion] = []

    # --- telling it where to go ---------------------------------------------------------------
    def move_to(self, pos, seconds: float = 0.35, delay: float = 0.0, angle: float | None = None, size=None,
                flip_to: bool | None = None, arc: float = 0.0, lift: float = 0.25, ease=ease_in_out_cubic,
                on_done=None) -> "CardSprite":
        """Queue a slide to `pos` (after any queued moves, plus `delay`), turning to `angle`, growing
        to `size`, flipping to `flip_to` on the way. Returns self, so moves chain."""
        self.motions.append(_Motion(seconds, delay, ease, pos=(float(pos[0]), float(pos[1])), angle=angle,
                                    size=None if size is None else (int(size[0]), int(size[1])),
                                    flip_to=flip_to, arc=arc, lift=lift, on_done=on_done))
        return self

    def flip(self, face_up: bool, seconds: float = 0.3, delay: float = 0.0, on_done=None) -> "CardSprite":
        """Queue a turn-over in place: the card lifts, its width squashes to nothing, the other side
        shows, and it settles."""
        self.motions.append(_Motion(seconds, delay, ease_in_out_cubic, flip_to=face_up, on_done=on_done))
        return self

    def turn_over(self, new_key: Hashable, seconds: float = 0.45, delay: float = 0.0,
                  on_done=None) -> "CardSprite":
        """Queue a turn-over of a double-sided card (Plus becomes Minus): the same squash and lift as a
        flip, showing `new_key`'s face afterwards."""
        self.motions.append(_Motion(seconds, delay, ease_in_out_cubic, new_key=new_key, on_done=on_done))
        return self

    def wait(self, seconds: float, on_done=None) -> "CardSprite":
        """Queue a pause (a scored row glows before it sweeps away)."""
        self.motions.append(_Motion(seconds, 0.0, ease_out_cubic, on_done=on_done))
        return self

    def place(self, pos, angle: float | None = None, size=None, face_up: bool | None = None) -> None:
        """Put it there at once (no animation), dropping queued moves."""
        self.motions.clear()
        self.x, self.y = float(pos[0]), float(pos[1])
        if angle is not None:
            self.angle = float(angle)
        if size is not None:
            self.size = (int(size[0]), int(size[1]))
        if face_up is not None:
            self.face_up = face_up
        self.squash, self.motion_lift = 1.0, 0.0

    @property
    def busy(self) -> bool:
        return bool(self.motions)

    @property
    def destination(self) -> tuple[float, float]:
        """Where the last queued move ends (its current place when none is queued)."""
        for m in reversed(self.motions):
            if m.pos is not None:
                return m.pos
        return self.x, self.y

    # --- time ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        while self.motions:
            m = self.motions[0]
            tw = m.tween
            if not m.started and tw.elapsed + dt >= tw.delay:
                m.begin(self)
            before = tw.elapsed
            tw.update(dt)
            if m.started:
                m.apply(self)
            if not tw.done:
                return
            self.motions.pop(0)
            if m.on_done:
                m.on_done()
            dt -= (tw.delay + tw.duration) - before  # the rest of this frame goes to the next move
            if dt <= 0:
                return

    def finish(self) -> None:
        while self.motions:
            m = self.motions.pop(0)
            if not m.started:
                m.begin(self)
            m.tween.finish()
            m.apply(self)
            if m.on_done:
                m.on_done()

    # --- where it is -------------------------------------------------------------------------------------
    def contains(self, pos) -> bool:
        """Is `pos` on the card (its turn taken into account)?"""
        a = math.radians(self.angle)
        dx, dy = pos[0] - self.x, pos[1] - (self.y - self._rise())
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= self.size[0] / 2 and abs(ly) <= self.size[1] / 2

    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, *self.size)
        r.center = (int(self.x), int(self.y - self._rise()))
        return r

    def _rise(self) -> float:
        return (self.lift + self.motion_lift) * self.size[1] * LIFT_PX

    # --- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, book: card_art.SpriteBook, shadow: bool = True,
             clock: float = 0.0) -> None:
        if not self.visible:
            return
        w, h = self.size
        up = self.lift + self.motion_lift
        rise = up * h * LIFT_PX
        cx, cy = self.x, self.y - rise
        face_up = self.face_up and self.key is not None
        moving = self.squash < 0.999 or (self.motions and self.motions[0].started and self.motions[0].size)
        if not moving:
            pic = book.picture(self.key, face_up, self.size, self.angle)
        else:
            base = book.picture(self.key, face_up, self._final_size(), 0.0)
            sw = max(1, int(w * self.squash))
            pic = pygame.transform.scale(base, (sw, h)) if (sw, h) != base.get_size() else base
            if abs(self.angle) >= 0.5:
                pic = pygame.transform.rotate(pic, self.angle)
        if shadow:
            spread = max(2, int(h * (0.05 + 0.06 * up)))
            sw = max(2, int(w * self.squash))
            angle = int(round(self.angle))
            if moving and not angle:
                # in flight the size changes every frame: scale one cached blur instead of making a new one
                fw, fh = self._final_size()
                base = card_art.card_shadow((fw, fh), max(2, int(fh * 0.08)))
                sh = pygame.transform.scale(base, (sw + 2 * spread, h + 2 * spread))
            else:
                sh = card_art.card_shadow((sw, h), spread, angle=angle)
            off = int(h * (0.02 + 0.05 * up))
            surface.blit(sh, sh.get_rect(center=(int(self.x + off * 0.6), int(self.y + off))))
        if self.glow is not None:
            halo = card_art.card_halo((w, h), tuple(self.glow), max(4, h // 9))
            halo.set_alpha(int(150 + 105 * (0.5 + 0.5 * math.sin(clock * 4.0))))
            if abs(self.angle) >= 0.5:
                halo = pygame.transform.rotate(halo, self.angle)
            surface.blit(halo, halo.get_rect(center=(int(cx), int(cy))))
        if self.alpha < 255:
            pic = pic.copy()
            pic.set_alpha(self.alpha)
        surface.blit(pic, pic.get_rect(center=(int(cx), int(cy))))

    def _final_size(self) -> tuple[int, int]:
        for m in reversed(self.motions):
            if m.size is not None:
                return m.size
        return self.size


class CardLayer:
    """The cards on a table, in drawing order (last on top), sharing a SpriteBook and a speed."""

    def __init__(self, book: card_art.SpriteBook, speed: float = 1.0):
        self.book = book
        self.speed = speed
        self.sprites: dict[Hashable, CardSprite] = {}
        self.order: list[Hashable] = []
        self.clock = 0.0

    def __contains__(self, ident) -> bool:
        return ident in self.sprites

    def __len__(self) -> int:
        return len(self.order)

    def spawn(self, ident: Hashable, key: Hashable, pos, size, face_up: bool = False,
              angle: float = 0.0) -> CardSprite:
        """A new card on top of the others (replacing one with the same identity)."""
        if ident in self.sprites:
            self.remove(ident)
        sp = CardSprite(ident, key, pos, size, face_up, angle)
        self.sprites[ident] = sp
        self.order.append(ident)
        return sp

    def get(self, ident) -> CardSprite | None:
        return self.sprites.get(ident)

    def remove(self, ident) -> None:
        if self.sprites.pop(ident, None) is not None:
            self.order.remove(ident)

    def clear(self) -> None:
        self.sprites.clear()
        self.order.clear()

    def rename(self, old: Hashable, new: Hashable, key: Hashable = None) -> CardSprite | None:
        """A card changes identity where it lies (a face-down card from a hand turns out to be T7)."""
        sp = self.sprites.pop(old, None)
        if sp is None:
            return None
        if new in self.sprites:
            self.remove(new)
        i = self.order.index(old)
        self.order[i] = new
        sp.ident = new
        sp.key = key if key is not None else sp.key
        self.sprites[new] = sp
        return sp

    def to_top(self, ident) -> None:
        if ident in self.sprites:
            self.order.remove(ident)
            self.order.append(ident)

    def restack(self, idents) -> None:
        """Put these cards, in this order, above all the others."""
        for ident in idents:
            self.to_top(ident)

    # --- time ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        if self.speed <= 0:
            self.finish()
            return
        for ident in list(self.order):
            sp = self.sprites.get(ident)
            if sp is not None:
                sp.update(dt * self.speed)

    def finish(self) -> None:
        """Every queued move lands now (a click during an animation completes it)."""
        for ident in list(self.order):
            sp = self.sprites.get(ident)
            if sp is not None:
                sp.finish()

    @property
    def busy(self) -> bool:
        return any(sp.motions for sp in self.sprites.values())

    # --- drawing and hit-testing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, only=None, skip=None, shadow: bool = True) -> None:
        for ident in self.order:
            if (only is not None and ident not in only) or (skip is not None and ident in skip):
                continue
            self.sprites[ident].draw(surface, self.book, shadow, self.clock)

    def hit(self, pos, among=None) -> Hashable | None:
        """The identity of the topmost visible card under `pos` (optionally only `among` these)."""
        for ident in reversed(self.order):
            if among is not None and ident not in among:
                continue
            sp = self.sprites[ident]
            if sp.visible and sp.contains(pos):
                return ident
        return None
