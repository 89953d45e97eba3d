"""Pictures painted on a helper thread while the frames go on: for the few cached sprites whose painting
takes longer than a frame can spare (a wide gaussian blur at 1080p takes 20-30 ms of CPU), so a table's
warm-up (TableScene.warm_in_background) never stalls a frame on one of them.

`ahead(paint, *args)` is a warm-up step: it hands `paint(*args)` to the painting thread and yields WAIT
each frame until the picture is done (the table stops warming for that frame at a WAIT). The painters
given here must be memoised (lru_cache) and draw only on surfaces they make themselves, with no fonts
(SDL_ttf is not thread-safe): the thread's result lands in the painter's cache, and a frame that needs the
picture before then simply paints it itself. pygame's blur and scaling let go of the interpreter's lock
while they work, so the frame runs alongside; while a picture is painting, the interpreter switches
threads every half millisecond (as game.casino.ahead does), so a frame never waits long on the painter's
Python between two pygame calls.
"""
from __future__ import annotations

import logging
import sys
import threading
from concurrent.futures import Future, ThreadPoolExecutor

log = logging.getLogger(__name__)

WAIT = object()  # yielded by a warm-up step whose picture is still being painted on the helper thread
READY = object()  # yielded by a warm-up once the pictures a table's first deal or move shows are made
SWITCH = 0.0005  # the interpreter's switch interval while a picture paints: a frame waits at most this

_pool: ThreadPoolExecutor | None = None
_lock = threading.Lock()
_painting = 0
_switch: float | None = None


def _busy(step: int) -> None:
    """Count the pictures painting; the switch interval is short while any is."""
    global _painting, _switch
    with _lock:
        _painting += step
        if step > 0 and _painting == 1:
            _switch = sys.getswitchinterval()
            sys.setswitchinterval(min(_switch, SWITCH))
        elif _painting == 0 and _switch is not None:
            sys.setswitchinterval(_switch)
            _switch = None


def _painter() -> ThreadPoolExecutor:
    global _pool
    if _pool is None:
        _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="paint-ahead")
    return _pool


def start() -> None:
    """Start the painting thread now, between two frames while the machine is calm (the App calls it
    after the first frame, before the AI worker starts): starting a thread waits until it runs, which
    inside a busy frame can take a scheduler's time slice."""
    _painter().submit(int).result()


def window_pictures(size: tuple[int, int], count: int) -> list:
    """`count` blank pictures of `size` in the screen's format (made ahead with `ahead`: making a fresh
    window-sized picture costs a frame a few milliseconds, much more on a busy machine)."""
    import pygame

    return [pygame.Surface(size) for _ in range(count)]


def ahead(paint, *args):
    """A warm-up step: `paint(*args)` on the painting thread; WAIT until it is done, then its picture
    (which a step that made fresh pictures, not memoised ones, keeps)."""
    _busy(+1)
    try:
        future: Future = _painter().submit(paint, *args)
        while not future.done():
            yield WAIT
    finally:
        _busy(-1)
    try:
        yield future.result()
    except Exception:  # the frame that needs the picture paints it itself (and meets the fault there)
        log.exception("painting %s ahead failed", getattr(paint, "__name__", paint))
