"""What an autoplay or --frames run leaves behind when it ends (--screenshot, --stats): the window as PNG
and the run's figures as JSON (frame times, wall and main-thread CPU; the first frame's time; the table's
seats and options; the faults recovered from; what the scenes counted)."""
from __future__ import annotations

import json
import logging
from pathlib import Path

import pygame

from game.core.stats import percentile

log = logging.getLogger(__name__)


def figures(app) -> dict:
    """The run's figures (the frame times leave out the first frame, which comes before the services)."""
    ms = app.frame_ms
    match = next((m for m in (getattr(sc, "match", None) for sc in reversed(app.stack)) if m is not None), None)
    return {
        "frames": app.frame,
        "p50_ms": round(percentile(ms, 0.50), 3),
        "p95_ms": round(percentile(ms, 0.95), 3),
        "p99_ms": round(percentile(ms, 0.99), 3),
        "max_ms": round(max(ms), 3) if ms else 0.0,
        "cpu_p95_ms": round(percentile(app.frame_cpu_ms, 0.95), 3),
        "cpu_p99_ms": round(percentile(app.frame_cpu_ms, 0.99), 3),
        "cpu_max_ms": round(max(app.frame_cpu_ms), 3) if app.frame_cpu_ms else 0.0,
        "first_frame_s": round(app.first_frame_s or 0.0, 3),
        "first_frame_since_launch_s": (None if app.first_frame_since_launch_s is None
                                       else round(app.first_frame_since_launch_s, 3)),
        "size": list(app.size),
        "autoplay": app.options.autoplay,
        "seed": app.options.seed,
        "players": match.players if match is not None else app.options.players,
        "options": dict(match.options) if match is not None else dict(app.options.game_options),
        "faults": app.faults,
        **app.counters,
    }


def save(app) -> None:
    """The screenshot and the figures the command line asked for (OSError, pygame.error: not written)."""
    if app.options.screenshot:
        path = Path(app.options.screenshot)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(path))
        log.info("screenshot saved to %s", path)
    if app.options.stats:
        target = Path(app.options.stats)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(figures(app), indent=1), encoding="utf-8")
