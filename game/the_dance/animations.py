"""The Dance's animations as timed beats: pieces walking hex by hex or gliding (Motion), the die
tumbling and settling (DieBeat), words rising over a piece (Flash), a Refreshment flying to or from a
family's plaque (Chip) and the sounds that go with them, gathered in one Show that plays in order.

Timing and places only: a Show never reads a game state and never draws. The table asks it, each
frame, which observation to draw (the one before a beat's result shows, then the one after) and where
each moving piece stands; places are hex labels, seats, the kitchen or the Tempo boxes, turned into
pixels by the BallroomView at draw time, so a resize or a zoom in the middle of a Show is harmless.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from game.ui.tween import ease_in_out_cubic, ease_in_out_sine, lerp_point

STEP_SECONDS = 0.16      # an Avatar or a Dancer walking one hex
GLIDE_SECONDS = 0.85     # the path Dancers' step of the Waltz, all together (slow enough to follow)
ARROW_SECONDS = 0.34     # one arrow Dancer's step
ARROW_STAGGER = 0.12     # between two arrow Dancers starting
TEMPO_SECONDS = 0.6
BANNER_LEAD = 0.7        # the Waltz's banner is read before anything moves
BANNER_HOLD = 0.6        # and stays a little after the last step
BANNER_FADE = 0.25
ROLL_SECONDS = 0.65      # the die tumbling
SETTLE_SECONDS = 0.5     # the die showing its face before the result
FLASH_SECONDS = 1.1
CHIP_SECONDS = 0.4


@dataclass
class Motion:
    """A piece going through `places` (two or more) between t0 and t1; `fade` "in" or "out" changes
    its opacity over the same time. `piece` is how it looks (used when the observation shown has no
    such piece, e.g. one that is leaving the floor)."""
    key: tuple
    t0: float
    t1: float
    places: list
    piece: object = None
    fade: str | None = None
    ease: Callable[[float], float] = ease_in_out_cubic

    def progress(self, t: float) -> float:
        if t <= self.t0:
            return 0.0
        if t >= self.t1 or self.t1 <= self.t0:
            return 1.0
        return self.ease((t - self.t0) / (self.t1 - self.t0))

    def point(self, t: float, place_pos) -> tuple[float, float]:
        """Where it stands at time t; `place_pos` turns a place into a screen point."""
        p = self.progress(t)
        pts = self.places
        if len(pts) == 1:
            return place_pos(pts[0])
        x = p * (len(pts) - 1)
        i = min(len(pts) - 2, int(x))
        return lerp_point(place_pos(pts[i]), place_pos(pts[i + 1]), x - i)

    def alpha(self, t: float) -> int:
        if self.fade is None:
            return 255
        p = 0.0 if t <= self.t0 else 1.0 if t >= self.t1 else (t - self.t0) / (self.t1 - self.t0)
        return int(255 * (p if self.fade == "in" else 1.0 - p))


@dataclass
class DieBeat:
    """A die rolled at t0, tumbling until `landed`, showing `face` until t1. `caption` says what the
    roll is for; `result` (words and a kind: "good", "bad" or "plain") shows once it has landed."""
    t0: float
    landed: float
    t1: float
    face: int
    caption: str = ""
    result: str = ""
    kind: str = "plain"
    small: bool = False   # the Server's roll: a smaller die

    def active(self, t: float) -> bool:
        return self.t0 <= t < self.t1


@dataclass
class Flash:
    """Words rising a little over `place` between t0 and t1 ("Influenced", "rest")."""
    t0: float
    t1: float
    place: object
    text: str
    kind: str = "plain"   # "good", "bad", "plain"

    def active(self, t: float) -> bool:
        return self.t0 <= t < self.t1


@dataclass
class Chip:
    """A Refreshment flying from one anchor to another (anchors are places, or ("row", seat) for a
    family's plaque on the panel, or ("pile",)). `marker` is its id when its face may be shown."""
    t0: float
    t1: float
    start: object
    end: object
    marker: str | None = None

    def active(self, t: float) -> bool:
        return self.t0 <= t < self.t1

    def progress(self, t: float) -> float:
        return ease_in_out_sine(min(1.0, max(0.0, (t - self.t0) / max(1e-6, self.t1 - self.t0))))


@dataclass
class Banner:
    """A phase's title over the floor between t0 and t1 (the Waltz, its Tempo box, the rest and its
    draws), fading in and out; banners of the same title in a row read as one."""
    t0: float
    t1: float
    title: str
    subtitle: str = ""

    def active(self, t: float) -> bool:
        return self.t0 <= t < self.t1


@dataclass
class Show:
    """Everything one step (or a run of chance steps) animates, in order. `cursor` is where the next
    beat starts; `checkpoints` say which observation to draw from each time on."""
    checkpoints: list = field(default_factory=list)   # [(time, observation)]
    motions: dict = field(default_factory=dict)       # key -> [Motion] in time order
    dice: list = field(default_factory=list)
    flashes: list = field(default_factory=list)
    chips: list = field(default_factory=list)
    sounds: list = field(default_factory=list)        # [(time, name, volume)], fired once
    t: float = 0.0
    cursor: float = 0.0
    end: float = 0.0
    captions: list = field(default_factory=list)      # [(time, words)] for the status line while it plays
    banners: list = field(default_factory=list)       # [Banner] in time order

    # --- building ------------------------------------------------------------------------------
    def show_from(self, t: float, obs: dict) -> None:
        self.checkpoints.append((t, obs))
        self.checkpoints.sort(key=lambda c: c[0])

    def move(self, key, places, seconds: float, piece=None, start: float | None = None, fade=None,
             ease=ease_in_out_cubic) -> Motion:
        t0 = self.cursor if start is None else start
        m = Motion(key, t0, t0 + seconds, list(places), piece, fade, ease)
        self.motions.setdefault(key, []).append(m)
        self.motions[key].sort(key=lambda x: x.t0)
        self.end = max(self.end, m.t1)
        return m

    def walk(self, key, labels, piece=None, start: float | None = None) -> Motion:
        """A piece stepping hex by hex along `labels` (its start first)."""
        seconds = STEP_SECONDS * max(1, len(labels) - 1) + 0.06
        return self.move(key, labels, seconds, piece, start, ease=ease_in_out_sine)

    def roll(self, face: int, caption: str, result: str = "", kind: str = "plain", small: bool = False,
             start: float | None = None, tumble: bool = True) -> DieBeat:
        """A die: rolled (tumbling, with its sound) or, without `tumble`, shown as it lies."""
        t0 = self.cursor if start is None else start
        landed = t0 + ROLL_SECONDS if tumble else t0
        beat = DieBeat(t0, landed, landed + SETTLE_SECONDS + (0.0 if tumble else 0.2), face, caption, result, kind,
                       small)
        self.dice.append(beat)
        if tumble:
            self.sound(t0, "dice", 0.8)
        self.end = max(self.end, beat.t1)
        return beat

    def flash(self, place, text: str, kind: str = "plain", start: float | None = None,
              seconds: float = FLASH_SECONDS) -> Flash:
        t0 = self.cursor if start is None else start
        f = Flash(t0, t0 + seconds, place, text, kind)
        self.flashes.append(f)
        self.end = max(self.end, f.t1)
        return f

    def chip(self, start_anchor, end_anchor, marker: str | None = None, start: float | None = None,
             seconds: float = CHIP_SECONDS) -> Chip:
        t0 = self.cursor if start is None else start
        c = Chip(t0, t0 + seconds, start_anchor, end_anchor, marker)
        self.chips.append(c)
        self.end = max(self.end, c.t1)
        return c

    def caption(self, words: str, start: float | None = None) -> None:
        """What the status line says from `start` on while the Show plays (the Waltz, a roll)."""
        self.captions.append((self.cursor if start is None else start, words))
        self.captions.sort(key=lambda c: c[0])

    def banner(self, title: str, subtitle: str = "", start: float | None = None, until: float | None = None) -> Banner:
        """A phase's banner from `start` (default the cursor) to `until` (default the Show's end, moved
        on by later beats: see hold_banner)."""
        t0 = self.cursor if start is None else start
        t1 = max(t0, self.end if until is None else until)
        last = self.banners[-1] if self.banners else None
        if last is not None and (last.title, last.subtitle) == (title, subtitle) and last.t1 >= t0 - 1e-6:
            last.t1 = max(last.t1, t1)  # the same words again (a run of draws): one banner, held longer
            self.end = max(self.end, last.t1)
            return last
        b = Banner(t0, t1, title, subtitle)
        self.banners.append(b)
        self.end = max(self.end, b.t1)
        return b

    def hold_banner(self, hold: float = 0.0) -> None:
        """The last banner stays up until everything so far has played, and `hold` seconds more."""
        if self.banners:
            last = self.banners[-1]
            last.t1 = max(last.t1, self.end + hold)
            self.end = max(self.end, last.t1)

    def banner_now(self) -> tuple | None:
        """(banner, opacity 0-255) showing now, or None: a banner fades in unless the one before it has
        the same title and ends where it starts, and fades out unless the next one follows it so."""
        t = self.t
        for i, b in enumerate(self.banners):
            if not b.active(t):
                continue
            before = self.banners[i - 1] if i > 0 else None
            after = self.banners[i + 1] if i + 1 < len(self.banners) else None
            joined_in = before is not None and before.title == b.title and before.t1 >= b.t0 - 1e-6
            joined_out = after is not None and after.title == b.title and after.t0 <= b.t1 + 1e-6
            alpha = 1.0
            if not joined_in:
                alpha = min(alpha, (t - b.t0) / BANNER_FADE)
            if not joined_out:
                alpha = min(alpha, (b.t1 - t) / BANNER_FADE)
            return b, int(255 * max(0.0, min(1.0, alpha)))
        return None

    def caption_now(self) -> str:
        words = ""
        for t, text in self.captions:
            if t <= self.t:
                words = text
        return words

    def sound(self, t: float, name: str, volume: float = 1.0) -> None:
        self.sounds.append((t, name, volume))
        self.sounds.sort(key=lambda s: s[0])

    def wait_all(self, gap: float = 0.0) -> None:
        """The next beat starts after everything so far (and `gap` seconds more)."""
        self.cursor = max(self.cursor, self.end) + gap
        self.end = max(self.end, self.cursor)

    # --- playing --------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.t >= self.end

    def update(self, dt: float, play_sound=None) -> None:
        before = self.t
        self.t += dt
        if play_sound is not None:
            for t, name, volume in self.sounds:
                if before <= t < self.t:
                    play_sound(name, volume)

    def finish(self) -> None:
        self.t = self.end

    def observation(self) -> dict | None:
        """The observation to draw now."""
        shown = None
        for t, obs in self.checkpoints:
            if t <= self.t:
                shown = obs
            else:
                break
        if shown is None and self.checkpoints:
            shown = self.checkpoints[0][1]
        return shown

    def moving(self, pieces: dict, place_pos) -> dict:
        """`pieces` (key -> Piece for the observation drawn now) with every piece under a Motion
        placed where the Motion has it now (and faded), pieces that have faded out left out."""
        out = dict(pieces)
        t = self.t
        for key, motions in self.motions.items():
            m = next((x for x in motions if x.t1 >= t), None)
            if m is None:
                last = motions[-1]
                if last.fade == "out":
                    out.pop(key, None)
                continue
            base = out.get(key) or m.piece
            if base is None:
                continue
            out[key] = replace(base, pos=m.point(t, place_pos), alpha=m.alpha(t))
        return out
