"""The card-table toolkit shared by the card games (Fancy Dancing, Trifecta, Casino): card sprites that
slide, deal and flip on time-based tweens, a layer that draws and hit-tests them, a fanned hand, piles
with counts, drag and drop, and drop-target highlights. Pictures come from game.ui.card_art.

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
from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from game.ui import card_art, theme
from game.ui.theme import Palette, px
from game.ui.tween import Tween, ease_in_out_cubic, ease_out_cubic

LIFT_PX = 0.08  # a fully lifted card rises this fraction of its height (its shadow grows with it)


@dataclass
class Pose:
    """Where a card rests: its centre, its turn in degrees (counter-clockwise) and its lift (0..1)."""

    x: float
    y: float
    angle: float = 0.0
    lift: float = 0.0

    @property
    def pos(self) -> tuple[float, float]:
        return self.x, self.y


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
            sh = card_art.card_shadow((max(2, int(w * self.squash)), h), spread, angle=int(round(self.angle)))
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


# --- a hand held in a fan ------------------------------------------------------------------------

class HandFan:
    """Cards held in a fan along a gentle arc, the middle highest; hovering lifts a card, a chosen
    card rises further. Poses are computed from the count, so a table can lay out any hand."""

    def __init__(self, max_step_deg: float = 7.0, radius_cards: float = 3.2, spacing: float = 0.78):
        self.max_step_deg = max_step_deg
        self.radius_cards = radius_cards
        self.spacing = spacing  # distance between neighbours, in card widths, when there is room
        self.anchor = (0.0, 0.0)
        self.card_size = (70, 100)
        self.max_width = 600.0

    def layout(self, anchor, card_size, max_width: float) -> None:
        """`anchor`: the centre of the middle card at rest; `max_width`: room for the whole fan."""
        self.anchor = (float(anchor[0]), float(anchor[1]))
        self.card_size = (int(card_size[0]), int(card_size[1]))
        self.max_width = float(max_width)

    def _step(self, n: int) -> tuple[float, float]:
        """(gap between card centres, radius of the arc)."""
        w, h = self.card_size
        radius = h * self.radius_cards
        if n <= 1:
            return 0.0, radius
        gap = min(w * self.spacing, (self.max_width - w) / (n - 1))
        gap = min(gap, radius * math.sin(math.radians(self.max_step_deg)) * 2.2)
        return max(w * 0.18, gap), radius

    def pose(self, n: int, i: int, hover: bool = False, selected: bool = False) -> Pose:
        gap, radius = self._step(n)
        offset = (i - (n - 1) / 2) * gap
        theta = math.asin(max(-0.95, min(0.95, offset / radius)))
        x = self.anchor[0] + radius * math.sin(theta)
        y = self.anchor[1] + radius * (1 - math.cos(theta))
        lift = 1.9 if selected else (1.0 if hover else 0.0)
        return Pose(x, y, -math.degrees(theta), lift)

    def poses(self, n: int) -> list[Pose]:
        return [self.pose(n, i) for i in range(n)]

    def index_at(self, pos, n: int, lifted: int | None = None) -> int | None:
        """The index of the card under `pos` (the right-hand card lies on top); `lifted` is a card
        drawn raised, tested where it shows."""
        w, h = self.card_size
        for i in reversed(range(n)):
            p = self.pose(n, i, selected=(i == lifted))
            a = math.radians(p.angle)
            dx = pos[0] - p.x
            dy = pos[1] - (p.y - p.lift * h * LIFT_PX)
            lx = dx * math.cos(a) - dy * math.sin(a)
            ly = dx * math.sin(a) + dy * math.cos(a)
            if abs(lx) <= w / 2 and abs(ly) <= h / 2:
                return i
        return None

    def bounds(self, n: int) -> pygame.Rect:
        """A rectangle around the whole fan at rest."""
        if n <= 0:
            return pygame.Rect(int(self.anchor[0]), int(self.anchor[1]), 0, 0)
        w, h = self.card_size
        rects = []
        for p in self.poses(n):
            r = pygame.Rect(0, 0, w + h // 5, h + h // 5)
            r.center = (int(p.x), int(p.y))
            rects.append(r)
        return rects[0].unionall(rects[1:])


# --- piles ---------------------------------------------------------------------------------------

class Pile:
    """A stack of cards (a deck face down, a discard face up) with its thickness, a count badge and a
    label underneath. The top card's place rises with the count, so arriving cards land on it."""

    def __init__(self, label: str = "", per_layer: int = 4, max_layers: int = 8):
        self.label = label
        self.per_layer = per_layer
        self.max_layers = max_layers
        self.centre = (0, 0)
        self.size = (70, 100)

    def layout(self, centre, size) -> None:
        self.centre = (int(centre[0]), int(centre[1]))
        self.size = (int(size[0]), int(size[1]))

    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, *self.size)
        r.center = self.centre
        return r

    def _layers(self, count: int) -> int:
        return 0 if count <= 0 else min(self.max_layers, 1 + (count - 1) // self.per_layer)

    def _step(self) -> int:
        return max(1, self.size[1] // 70)

    def top_pos(self, count: int) -> tuple[int, int]:
        """Where the top card of a pile of `count` cards lies (a card arriving lands here)."""
        layers = max(1, self._layers(count))
        return self.centre[0], self.centre[1] - (layers - 1) * self._step()

    def contains(self, pos) -> bool:
        return self.rect().inflate(self.size[0] // 6, self.size[1] // 6).collidepoint(pos)

    def draw(self, surface: pygame.Surface, book: card_art.SpriteBook, count: int, top_key: Hashable = None,
             face_up: bool = False, scale: float = 1.0, show_top: bool = True, badge: bool = True,
             glow=None, clock: float = 0.0) -> None:
        """The pile of `count` cards; `top_key` (face up) or a back on top; `show_top` False leaves the
        top place empty (its card is drawn by a sprite instead)."""
        r = self.rect()
        if count <= 0 or not show_top and count <= 1:
            surface.blit(card_art.empty_space(self.size), r)
        layers = self._layers(count)
        step = self._step()
        if layers:
            sh = card_art.card_shadow(self.size, max(2, self.size[1] // 16))
            surface.blit(sh, sh.get_rect(center=(r.centerx + step * 2, r.centery + step * 3)))
        for i in range(layers - 1):
            # the cards under the top one: backs for a deck, a pale edge for a discard
            under = book.back(self.size) if not face_up else card_art.blank_face(self.size)
            surface.blit(under, r.move(0, -i * step))
        top = r.move(0, -(max(1, layers) - 1) * step)
        if glow is not None and count > 0:
            halo = card_art.card_halo(self.size, tuple(glow), max(4, self.size[1] // 9))
            halo.set_alpha(int(150 + 105 * (0.5 + 0.5 * math.sin(clock * 4.0))))
            surface.blit(halo, halo.get_rect(center=top.center))
        if count > 0 and show_top:
            pic = book.face(top_key, self.size) if face_up and top_key is not None else book.back(self.size)
            surface.blit(pic, top)
        if badge:
            self._badge(surface, count, top, scale)
        if self.label:
            theme.draw_text(surface, self.label, "text_semibold", theme.text_px(13, scale, 11), Palette.text_muted,
                            (r.centerx, r.bottom + px(6, scale)), anchor="midtop")

    def _badge(self, surface, count: int, top: pygame.Rect, scale: float) -> None:
        text = str(count)
        size = theme.text_px(14, scale, 11)
        label = theme.render_text(text, "text_bold", size, Palette.midnight)
        rad = max(label.get_width() // 2 + px(6, scale), px(13, scale))
        cx, cy = top.right - px(4, scale), top.top + px(4, scale)
        pygame.draw.circle(surface, Palette.shadow, (cx + 1, cy + 2), rad + 1)
        pygame.draw.circle(surface, Palette.gold_light, (cx, cy), rad)
        pygame.draw.circle(surface, Palette.gold_dark, (cx, cy), rad, max(1, px(2, scale)))
        surface.blit(label, label.get_rect(center=(cx, cy + 1)))


# --- drag and drop ---------------------------------------------------------------------------------

@dataclass
class DragResult:
    ident: Hashable
    pos: tuple[int, int]
    dragged: bool  # False: it was a click (the pointer hardly moved)


class Drag:
    """Press on a card and move past a few pixels: the card follows the pointer (keeping where it was
    grabbed); release reports where. A press released in place is a click."""

    THRESHOLD = 7  # px the pointer must travel before a press becomes a drag

    def __init__(self):
        self.ident: Hashable | None = None
        self.start = (0, 0)
        self.grab = (0.0, 0.0)  # pointer minus card centre at the press
        self.pos = (0, 0)
        self.active = False

    def press(self, ident: Hashable, pos, card_centre) -> None:
        self.ident = ident
        self.start = self.pos = (int(pos[0]), int(pos[1]))
        self.grab = (pos[0] - card_centre[0], pos[1] - card_centre[1])
        self.active = False

    def motion(self, pos) -> bool:
        """Follow the pointer; True when this motion turned the press into a drag."""
        if self.ident is None:
            return False
        self.pos = (int(pos[0]), int(pos[1]))
        if not self.active and math.hypot(pos[0] - self.start[0], pos[1] - self.start[1]) >= self.THRESHOLD:
            self.active = True
            return True
        return False

    def card_centre(self) -> tuple[float, float]:
        return self.pos[0] - self.grab[0], self.pos[1] - self.grab[1]

    def release(self, pos) -> DragResult | None:
        if self.ident is None:
            return None
        result = DragResult(self.ident, (int(pos[0]), int(pos[1])), self.active)
        self.cancel()
        return result

    def cancel(self) -> None:
        self.ident = None
        self.active = False

    @property
    def pressed(self) -> bool:
        return self.ident is not None


@dataclass
class DropTarget:
    """A place a picked card may be dropped: `key` means something to the table (a row and side)."""

    key: Hashable
    rect: pygame.Rect
    legal: bool = True


def target_at(targets, pos, slack: int = 0) -> DropTarget | None:
    for t in targets:
        if t.rect.inflate(2 * slack, 2 * slack).collidepoint(pos):
            return t
    return None


TARGET_COLOURS = {
    "legal": Palette.gold_light,
    "hover": (255, 244, 200),
    "chosen": (150, 230, 180),
    "refused": (236, 104, 96),
}


def draw_target(surface: pygame.Surface, rect: pygame.Rect, kind: str, clock: float, scale: float = 1.0) -> None:
    """Light up a drop target: a pulsing halo (kind legal, hover, chosen or refused)."""
    colour = TARGET_COLOURS.get(kind, Palette.gold_light)
    size = (rect.width, rect.height)
    halo = card_art.card_halo(size, colour, max(4, px(10, scale)))
    speed = 5.0 if kind == "hover" else 3.2
    halo.set_alpha(int((200 if kind == "hover" else 170) + 55 * math.sin(clock * speed)))
    surface.blit(halo, halo.get_rect(center=rect.center))
    surface.blit(_target_fill(size, colour, 70 if kind in ("hover", "chosen") else 34), rect)


_FILLS: dict = {}


def _target_fill(size, colour, alpha: int) -> pygame.Surface:
    """A soft wash inside a lit target (cached: targets are drawn every frame)."""
    key = (size, colour, alpha)
    surf = _FILLS.get(key)
    if surf is None:
        if len(_FILLS) > 64:
            _FILLS.clear()
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=card_art.corner_radius(size))
        _FILLS[key] = surf
    return surf
