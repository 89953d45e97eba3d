"""Synthesises the game's sound effects into sounds/*.wav: `python tools/make_sounds.py [OUT_DIR]`.

Pure Python (wave, math, a seeded random): no numpy, no recordings, so the sounds are reproducible
from this file alone and a rerun writes byte-identical files. The palette is a ballroom at night:
glassy, bell-like partials with gentle envelopes, a little room reverb, nothing harsh.
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44100
TAU = 2.0 * math.pi
ROOT = Path(__file__).resolve().parents[1]

# Ratios of a struck glass/metal bar's modes: what makes a tone sound "glassy" instead of "beepy".
GLASS = ((1.0, 1.0), (2.756, 0.32), (5.404, 0.12), (8.933, 0.04))
# A softly struck bell: a hum below, the strike tone, and a few inharmonic upper partials.
BELL = ((0.5, 0.18), (1.0, 1.0), (1.183, 0.22), (1.506, 0.16), (2.0, 0.28), (2.514, 0.08), (3.011, 0.05))
# A dry block of wood: low modes that die almost at once.
WOOD = ((1.0, 1.0), (2.31, 0.45), (3.87, 0.18))


class Stereo:
    """A stereo buffer of floats that voices are mixed into at a time and a pan position."""

    def __init__(self, seconds: float):
        self.n = int(seconds * RATE)
        self.left = [0.0] * self.n
        self.right = [0.0] * self.n

    def mix(self, samples: list[float], at: float = 0.0, pan: float = 0.0, gain: float = 1.0) -> None:
        """Add `samples` starting at `at` seconds; pan -1 (left) .. 1 (right), equal power."""
        angle = (pan + 1.0) * math.pi / 4.0
        gl, gr = math.cos(angle) * gain, math.sin(angle) * gain
        start = int(at * RATE)
        left, right = self.left, self.right
        for i, s in enumerate(samples[: max(0, self.n - start)]):
            left[start + i] += s * gl
            right[start + i] += s * gr

    def mix_stereo(self, lr: tuple[list[float], list[float]], at: float = 0.0, gain: float = 1.0) -> None:
        start = int(at * RATE)
        for buf, src in ((self.left, lr[0]), (self.right, lr[1])):
            for i, s in enumerate(src[: max(0, self.n - start)]):
                buf[start + i] += s * gain


# --- voices -----------------------------------------------------------------------------------------

def struck(freq: float, seconds: float, decay: float, partials=GLASS, attack: float = 0.002,
           detune: float = 0.0, vibrato: float = 0.0) -> list[float]:
    """A struck tone: each partial rings with its own exponential decay (higher ones die sooner)."""
    n = int(seconds * RATE)
    out = [0.0] * n
    attack_n = max(1, int(attack * RATE))
    for ratio, amp in partials:
        f = freq * ratio * (1.0 + detune)
        if f >= RATE * 0.45:
            continue
        tau = decay / (ratio ** 0.6)  # upper partials fade first: the tone mellows as it rings
        k = math.exp(-1.0 / (tau * RATE))
        w = TAU * f / RATE
        env = amp
        phase = 0.0
        for i in range(n):
            phase += w * (1.0 + vibrato * math.sin(TAU * 5.0 * i / RATE)) if vibrato else w
            rise = i / attack_n if i < attack_n else 1.0
            out[i] += env * rise * math.sin(phase)
            env *= k
    return out


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def bandpass(samples: list[float], centre, q: float = 2.0) -> list[float]:
    """A resonant band-pass (RBJ biquad); `centre` is Hz or a function of the time in seconds."""
    out = [0.0] * len(samples)
    x1 = x2 = y1 = y2 = 0.0
    fixed = not callable(centre)
    b0 = a1 = a2 = a0 = 0.0
    for i, x in enumerate(samples):
        if fixed and i == 0 or not fixed and i % 32 == 0:  # sweeps recompute every 32 samples
            f = centre if fixed else centre(i / RATE)
            w = TAU * min(f, RATE * 0.45) / RATE
            alpha = math.sin(w) / (2.0 * q)
            b0, a0 = alpha, 1.0 + alpha
            a1, a2 = -2.0 * math.cos(w), 1.0 - alpha
        y = (b0 * x - b0 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1 = x1, x
        y2, y1 = y1, y
        out[i] = y
    return out


def lowpass(samples: list[float], cutoff: float) -> list[float]:
    """A gentle one-pole low-pass: takes the edge off noise."""
    k = 1.0 - math.exp(-TAU * cutoff / RATE)
    y = 0.0
    out = []
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def envelope(samples: list[float], attack: float, hold: float, release: float) -> list[float]:
    """Shape a sound: a raised-cosine rise, a hold, then a raised-cosine fall to silence."""
    a, h, r = int(attack * RATE), int(hold * RATE), int(release * RATE)
    out = samples[:]
    for i in range(len(out)):
        if i < a:
            g = 0.5 - 0.5 * math.cos(math.pi * i / a)
        elif i < a + h:
            g = 1.0
        elif i < a + h + r:
            g = 0.5 + 0.5 * math.cos(math.pi * (i - a - h) / r)
        else:
            g = 0.0
        out[i] *= g
    return out


def decaying(samples: list[float], attack: float, decay: float) -> list[float]:
    """A quick rise, then an exponential fall with time constant `decay` seconds."""
    a = max(1, int(attack * RATE))
    k = math.exp(-1.0 / (decay * RATE))
    env = 1.0
    out = samples[:]
    for i in range(len(out)):
        if i < a:
            out[i] *= i / a
        else:
            out[i] *= env
            env *= k
    return out


def room(buf: Stereo, wet: float = 0.18, size: float = 1.0) -> None:
    """A small Schroeder room (damped combs + all-passes), different per side for width."""
    for side, (samples, offset) in enumerate(((buf.left, 0), (buf.right, 23))):
        combs = [int((d + offset) * size) for d in (1116, 1188, 1277, 1356)]
        dry = samples[:]
        acc = [0.0] * len(dry)
        for d in combs:
            line = [0.0] * d
            idx = 0
            damp = 0.0
            for i, x in enumerate(dry):
                y = line[idx]
                damp = y * 0.6 + damp * 0.4  # high frequencies fade faster, like a draped hall
                line[idx] = x + damp * 0.78
                idx = idx + 1 if idx + 1 < d else 0
                acc[i] += y
        for d in (556 + offset, 441 + offset):
            line = [0.0] * d
            idx = 0
            for i, x in enumerate(acc):
                b = line[idx]
                y = -x + b
                line[idx] = x + b * 0.5
                idx = idx + 1 if idx + 1 < d else 0
                acc[i] = y
        g = wet / len(combs)
        for i in range(len(samples)):
            samples[i] = dry[i] + acc[i] * g


# --- the sounds -------------------------------------------------------------------------------------

def click(rng: random.Random) -> Stereo:
    """A button: a tiny glass tap, soft and short."""
    buf = Stereo(0.12)
    buf.mix(struck(2093.0, 0.12, 0.018), gain=0.6)
    buf.mix(decaying(lowpass(noise(0.01, rng), 5000), 0.0005, 0.002), gain=0.15)
    return buf


def place(rng: random.Random) -> Stereo:
    """A Blink set down: a glassy tick over a soft felt thud."""
    buf = Stereo(0.45)
    buf.mix(struck(1318.5, 0.45, 0.11), pan=0.1, gain=0.7)
    buf.mix(struck(1975.5, 0.3, 0.05), pan=-0.1, gain=0.18)
    buf.mix(struck(196.0, 0.2, 0.03, partials=WOOD), gain=0.35)
    room(buf, wet=0.15)
    return buf


def push(rng: random.Random) -> Stereo:
    """A link pushed along: a soft glide that rises, arriving with a faint glass tick."""
    dur = 0.55
    buf = Stereo(dur)
    hiss = bandpass(noise(dur, rng), lambda t: 380.0 + 1400.0 * (t / dur) ** 1.4, q=3.0)
    buf.mix(envelope(hiss, 0.12, 0.18, 0.22), pan=-0.2, gain=0.55)
    # a sine that glides up a fifth: the "slide" the ear follows
    n = int(0.42 * RATE)
    phase, glide = 0.0, []
    for i in range(n):
        t = i / RATE
        phase += TAU * 440.0 * (1.0 + 0.5 * (t / 0.42) ** 2) / RATE
        glide.append(math.sin(phase) + 0.2 * math.sin(2 * phase))
    buf.mix(envelope(glide, 0.1, 0.14, 0.18), pan=0.15, gain=0.12)
    buf.mix(struck(1760.0, 0.15, 0.05), at=0.38, pan=0.3, gain=0.3)
    room(buf, wet=0.16)
    return buf


def spin(rng: random.Random) -> Stereo:
    """A Blink turning: a swirl of air that circles across the stereo field."""
    dur = 0.7
    buf = Stereo(dur)
    swirl = lambda t: 700.0 + 500.0 * math.sin(TAU * 2.2 * t) + 600.0 * t / dur  # noqa: E731
    air = envelope(bandpass(noise(dur, rng), swirl, q=4.0), 0.16, 0.2, 0.32)
    n = len(air)
    left = [air[i] * (0.55 + 0.45 * math.cos(TAU * 1.5 * i / RATE)) for i in range(n)]
    right = [air[i] * (0.55 - 0.45 * math.cos(TAU * 1.5 * i / RATE)) for i in range(n)]
    buf.mix_stereo((left, right), gain=0.8)
    buf.mix(struck(2637.0, 0.3, 0.08, vibrato=0.004), at=0.3, pan=0.0, gain=0.06)
    room(buf, wet=0.2)
    return buf


def win(rng: random.Random) -> Stereo:
    """A game won: a small rising arpeggio of bells, with shimmer drifting above it."""
    buf = Stereo(1.45)
    notes = (523.25, 659.25, 783.99, 1046.5)  # C5 E5 G5 C6
    for k, f in enumerate(notes):
        at = 0.11 * k
        ring = 1.45 - at
        pan = -0.3 + 0.2 * k
        buf.mix(struck(f, ring, 0.55, partials=BELL, attack=0.004), at=at, pan=pan, gain=0.5)
        buf.mix(struck(f, ring, 0.45, partials=BELL, detune=0.003, attack=0.004), at=at, pan=-pan,
                gain=0.22)  # a detuned twin on the other side: chorus, width
    for _ in range(9):  # sparkles: quiet high glass pings scattered after the arpeggio
        at = 0.3 + rng.random() * 0.8
        f = rng.choice((2093.0, 2637.0, 3136.0, 4186.0))
        buf.mix(struck(f, 0.35, 0.09), at=at, pan=rng.uniform(-0.8, 0.8), gain=0.05 + 0.04 * rng.random())
    room(buf, wet=0.25, size=1.2)
    return buf


def card(rng: random.Random) -> Stereo:
    """A card dealt: a paper flick, a soft brush of high noise with a crisp edge."""
    buf = Stereo(0.2)
    flick = bandpass(noise(0.12, rng), lambda t: 5200.0 - 14000.0 * t, q=1.2)
    buf.mix(decaying(flick, 0.004, 0.025), pan=0.1, gain=0.9)
    tail = lowpass(bandpass(noise(0.1, rng), 2200.0, q=0.8), 6000)
    buf.mix(decaying(tail, 0.01, 0.03), at=0.015, pan=-0.1, gain=0.4)
    return buf


def chime(rng: random.Random) -> Stereo:
    """A turn passes / a notice: two bells a fifth apart, gently overlapping."""
    buf = Stereo(1.1)
    buf.mix(struck(1318.5, 1.1, 0.35, partials=BELL, attack=0.003), pan=-0.2, gain=0.5)
    buf.mix(struck(1975.5, 1.0, 0.3, partials=BELL, attack=0.003), at=0.09, pan=0.2, gain=0.38)
    room(buf, wet=0.22)
    return buf


def dice(rng: random.Random) -> Stereo:
    """Dice thrown: wooden knocks that tumble, quicken and settle."""
    buf = Stereo(0.7)
    t, gap, level = 0.0, 0.085, 1.0
    for _ in range(8):
        f = rng.uniform(520.0, 820.0)
        knock = struck(f, 0.08, 0.016, partials=WOOD, attack=0.0008)
        buf.mix(knock, at=t, pan=rng.uniform(-0.5, 0.5), gain=0.6 * level)
        tick = decaying(bandpass(noise(0.02, rng), 3200.0, q=1.0), 0.0005, 0.003)
        buf.mix(tick, at=t, gain=0.25 * level)
        t += gap * rng.uniform(0.7, 1.2)
        gap *= 0.8
        level *= 0.78
    room(buf, wet=0.12, size=0.8)
    return buf


def error(rng: random.Random) -> Stereo:
    """A refused move: a low, gentle double knock on wood, never a buzzer."""
    buf = Stereo(0.45)
    for k, f in enumerate((220.0, 185.0)):
        buf.mix(struck(f, 0.2, 0.045, partials=WOOD, attack=0.002), at=0.13 * k, gain=0.8 - 0.2 * k)
        buf.mix(decaying(lowpass(noise(0.02, rng), 1800), 0.001, 0.004), at=0.13 * k, gain=0.12)
    room(buf, wet=0.1, size=0.7)
    return buf


def sweep(rng: random.Random) -> Stereo:
    """Cards gathered to a pile: a quick riffle of paper flicks over a soft swoosh that falls away."""
    dur = 0.5
    buf = Stereo(dur)
    swoosh = bandpass(noise(0.42, rng), lambda t: 2600.0 - 3200.0 * t, q=1.4)
    buf.mix(envelope(swoosh, 0.05, 0.1, 0.25), pan=-0.15, gain=0.45)
    at = 0.02
    for k in range(6):  # the riffle: flicks that come closer together and softer
        flick = bandpass(noise(0.05, rng), 4200.0 + rng.uniform(-600.0, 600.0), q=1.3)
        buf.mix(decaying(flick, 0.002, 0.012), at=at, pan=rng.uniform(-0.4, 0.4), gain=0.75 - 0.09 * k)
        at += 0.045 * (0.85 ** k) * rng.uniform(0.8, 1.2)
    buf.mix(struck(180.0, 0.12, 0.025, partials=WOOD), at=at + 0.02, gain=0.2)  # the pile settles
    room(buf, wet=0.1, size=0.8)
    return buf


def reveal(rng: random.Random) -> Stereo:
    """A secret card turned up: a rising glass arpeggio ending on a held, shimmering note."""
    buf = Stereo(1.3)
    for k, f in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):
        buf.mix(struck(f, 0.9 - 0.1 * k, 0.22 + 0.05 * k, partials=BELL, attack=0.004), at=0.07 * k,
                pan=-0.3 + 0.2 * k, gain=0.42 + 0.04 * k)
    for _ in range(5):
        at = 0.3 + rng.random() * 0.5
        buf.mix(struck(rng.choice((3136.0, 4186.0)), 0.3, 0.07), at=at, pan=rng.uniform(-0.7, 0.7),
                gain=0.04 + 0.03 * rng.random())
    room(buf, wet=0.26, size=1.1)
    return buf


# name -> (voice, peak level): quieter peaks for the sounds heard most often
SOUNDS = {
    "click": (click, 0.35),
    "place": (place, 0.55),
    "push": (push, 0.55),
    "spin": (spin, 0.5),
    "win": (win, 0.8),
    "card": (card, 0.45),
    "chime": (chime, 0.6),
    "dice": (dice, 0.6),
    "error": (error, 0.5),
    "sweep": (sweep, 0.45),
    "reveal": (reveal, 0.6),
}


def render(name: str) -> bytes:
    """One sound as 16-bit stereo PCM frames, peak-normalised to its level, faded at both ends."""
    voice, peak = SOUNDS[name]
    rng = random.Random(f"grand-ball:{name}")  # str seeds hash deterministically (not by PYTHONHASHSEED)
    buf = voice(rng)
    top = max(max(abs(s) for s in buf.left), max(abs(s) for s in buf.right)) or 1.0
    scale = peak / top * 32767.0
    fade_in = int(0.001 * RATE)
    fade_out = int(min(0.3, 0.25 * buf.n / RATE) * RATE)  # ringing tails die away, never stop dead
    frames = bytearray()
    for i in range(buf.n):
        g = min(1.0, i / fade_in)
        left = buf.n - 1 - i
        if left < fade_out:
            g *= 0.5 - 0.5 * math.cos(math.pi * left / fade_out)
        frames += struct.pack("<hh", round(buf.left[i] * g * scale), round(buf.right[i] * g * scale))
    return bytes(frames)


def write(name: str, out_dir: Path) -> Path:
    path = out_dir / f"{name}.wav"
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(2)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(render(name))
    return path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else ROOT / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        path = write(name, out_dir)
        print(f"{path}  {path.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
