"""The leak test's tools: record every text the app draws (and every card face, and every cached picture
asked for by name) together with the seat whose view was up at that moment; drive a pass-and-play game
through a table as people would (curtains lifted by a key press, moves made through the table's own
input); and check the record against each seat's secrets, computed from the full state step by step.

How a text is caught, whatever cache sits in front of it:
- at the bottom, every glyph run any font renders (theme.font hands out recording fonts, which also
  catches the direct `font(...).render` calls in ornaments and the game's art);
- at every cache lookup above that: theme.render_text, the tables' PlainText/SuitText lines, the status
  line and the move log, the toasts, pygame_gui's fonts, every lru_cache'd picture function of the
  game's UI modules (its text arguments: a plaque's label, a Plan's symbols), and the card books
  (SpriteBook.face/picture: the key of every face drawn face up);
- and before a frame is drawn for a new view or a new position, the tables' cached still pictures are
  dropped (bust), so every text on screen is drawn afresh for the view now up (within one view and
  position a still picture changes only through its key, and is drawn afresh then).

Attribution: a text belongs to the view up when it is drawn: the table's private_seat() (None: the
public view), or None while the curtain covers the screen. A picture made outside a frame's drawing (a
chooser's tiles prepared in update) is counted as drawn at the next frame that shows the table, in the
view up then (a chooser made behind the curtain shows after it lifts). And to the position then (the
recorder keeps every position in the order they were on screen, taken-back ones too: what a view saw
once, it knows). Test-only: never imported by the game.
"""
from __future__ import annotations

import functools
import json
import re
import sys
from dataclasses import dataclass, field

import pygame

from game.core import CHANCE

FRAME_DT = 0.1  # seconds per frame: the App's largest step, so a game's animations pass in few frames
PUBLIC = None


class FixedClock:
    """Stands in for the App's pygame clock: every frame lasts FRAME_DT, and nothing waits."""

    def tick(self, fps: int = 0) -> int:
        return int(FRAME_DT * 1000)

    def get_fps(self) -> float:
        return 1.0 / FRAME_DT


@dataclass(frozen=True)
class Seen:
    text: str
    channel: str  # "font", "text", "line", "status", "log", "toast", "gui", "card", "art:<function>"
    view: int | None  # the seat whose view was up (None: a public view, or the curtain)
    step: int  # the match's log length when it was drawn
    frame: int
    moment: int = -1  # index of the position on the table then, in Recorder.states


@dataclass(frozen=True)
class Leak:
    seen: Seen
    owner: int | None  # the seat whose secret it names (None: a card nobody may see, the deck's)
    secret: object  # the game's token of the secret
    form: str  # how it was written

    def __str__(self) -> str:
        whose = "nobody's (the deck)" if self.owner is None else f"seat {self.owner}'s"
        view = "the public view" if self.seen.view is None else f"seat {self.seen.view}'s view"
        return (f"{self.seen.channel} {self.seen.text!r} drawn in {view} at step {self.seen.step} "
                f"(frame {self.seen.frame}) names {whose} secret {self.secret!r} as {self.form!r}")


# --- recording -----------------------------------------------------------------------------------

class Recorder:
    """Collects Seen records; `table` is the table whose private_seat() decides the attribution."""

    def __init__(self, app):
        self.app = app
        self.table = None
        self.seen: list[Seen] = []
        self._index: set = set()
        self.paused = 0  # >0 while pictures are painted ahead of need (never shown then)
        self.frame = 0
        self.states: list = []  # every position shown, in order (a take-back adds the earlier one again)
        self.drawing = False  # inside App._draw
        self.deferred: list = []  # (text, channel) made outside a frame's drawing, not shown yet

    def clear(self) -> None:
        """Start a new recording (a new timeline of positions: a replay from its first move)."""
        self.seen, self.states, self._index, self.deferred = [], [], set(), []

    def view(self):
        from game.ui.curtain import CurtainScene

        if self.table is None or isinstance(self.app.top, CurtainScene):
            return PUBLIC
        return self.table.private_seat()

    def record(self, text, channel: str) -> None:
        if self.paused or text is None:
            return
        text = str(text)
        if not text.strip():
            return
        if self.table is None:
            return
        if not self.drawing:
            self.deferred.append((text, channel))
            return
        self._keep(text, channel)

    def begin_frame(self) -> None:
        """A frame is being drawn: what was made since the last one shows now, if the table shows."""
        from game.ui.curtain import CurtainScene

        self.frame += 1
        self.drawing = True
        if self.deferred and not isinstance(self.app.top, CurtainScene):
            deferred, self.deferred = self.deferred, []
            for text, channel in deferred:
                self._keep(text, channel)

    def end_frame(self) -> None:
        self.drawing = False

    def _keep(self, text: str, channel: str) -> None:
        state = self.table.match.state
        if not self.states or self.states[-1] is not state:
            self.states.append(state)
        moment = len(self.states) - 1
        view = self.view()
        key = (text, channel, view, moment)
        if key in self._index:
            return
        self._index.add(key)
        self.seen.append(Seen(text, channel, view, len(self.table.match.log), self.frame, moment))

    def texts(self, view="any") -> list[str]:
        return [s.text for s in self.seen if view == "any" or s.view == view]


# The attributes that name what a cached still picture shows; set to None, the picture is painted afresh.
# tests/ui/test_secrets_kit.py holds that every such key in the game's UI is here (or named there as not a
# picture), so renaming one cannot quietly let a cached picture skip the record.
STILL_KEYS = ("_still_key", "_old_still_key", "_panel_key", "_base_key", "_key", "_kept_key", "_words_key")


def bust(obj, depth: int = 2) -> None:
    """Drop the cached still pictures of a scene and of the game objects it holds, so the next draw
    paints (and the recorder sees) everything the present view shows."""
    attrs = getattr(obj, "__dict__", None)
    if attrs is None:
        return
    for name in STILL_KEYS:
        if name in attrs and not callable(attrs[name]):
            attrs[name] = None
    cache = attrs.get("_cache")
    if isinstance(cache, dict):
        cache.clear()
    elif isinstance(cache, tuple) and len(cache) == 2:
        attrs["_cache"] = (None, None)
    if depth <= 0:
        return
    for value in list(attrs.values()):
        if type(value).__module__.startswith("game.") and not isinstance(value, type):
            bust(value, depth - 1)


def _ui_modules():
    for name, module in list(sys.modules.items()):
        if not name.startswith("game.") or module is None:
            continue
        if name.startswith(("game.core", "game.ai")) or name.endswith((".rules", ".bot")) or ".ai_" in name:
            continue
        yield module


def install(rec: Recorder, monkeypatch) -> None:
    """Wrap every text-drawing entry point and cache lookup (see the module docstring)."""
    from game.ui import card_art, table_widgets, theme, toast

    # fonts: every glyph run rendered by any bundled font
    class RecordingFont(pygame.font.Font):
        def render(self, text, *args, **kwargs):
            rec.record(text, "font")
            return super().render(text, *args, **kwargs)

    fonts: dict = {}

    def font(role: str, px: int) -> pygame.font.Font:
        key = (role, max(6, int(px)))
        f = fonts.get(key)
        if f is None:
            f = fonts[key] = RecordingFont(str(theme.fonts_dir() / theme.FONT_FILES[role]), key[1])
        return f

    font.cache_clear = fonts.clear
    monkeypatch.setattr(theme, "font", font)
    theme._TEXT_CACHE.clear()

    original_render_text = theme.render_text

    def render_text(text, role, size, colour, shadow=False):
        rec.record(text, "text")
        return original_render_text(text, role, size, colour, shadow)

    monkeypatch.setattr(theme, "render_text", render_text)

    # the tables' lines (PlainText and its subclasses, e.g. Casino's SuitText), status lines and logs
    def line_classes(cls):
        yield cls
        for sub in cls.__subclasses__():
            yield from line_classes(sub)

    for cls in set(line_classes(table_widgets.PlainText)):
        if "render" in cls.__dict__:
            original = cls.__dict__["render"]

            def render(self, text, role, size, colour, _original=original):
                rec.record(text, "line")
                return _original(self, text, role, size, colour)

            monkeypatch.setattr(cls, "render", render)

    status_draw = table_widgets.StatusLine.draw

    def draw_status(self, surface, text, kind):
        rec.record(text, "status")
        return status_draw(self, surface, text, kind)

    monkeypatch.setattr(table_widgets.StatusLine, "draw", draw_status)
    log_draw = table_widgets.MoveLog.draw

    def draw_log(self, surface, entries, *args, **kwargs):
        for entry in entries:
            rec.record(entry.text, "log")
        return log_draw(self, surface, entries, *args, **kwargs)

    monkeypatch.setattr(table_widgets.MoveLog, "draw", draw_log)
    toasts_draw = toast.Toasts.draw

    def draw_toasts(self, surface, scale):
        for item in self.items:
            rec.record(item.text, "toast")
        return toasts_draw(self, surface, scale)

    monkeypatch.setattr(toast.Toasts, "draw", draw_toasts)

    # card faces: the key of every face drawn face up (painting ahead of need is not drawing)
    face = card_art.SpriteBook.face
    picture = card_art.SpriteBook.picture
    warm = card_art.SpriteBook.warm_steps

    def book_face(self, key, size):
        rec.record(_card_text(key), "card")
        return face(self, key, size)

    def book_picture(self, key, face_up, size, angle=0.0):
        if face_up and key is not None:
            rec.record(_card_text(key), "card")
        return picture(self, key, face_up, size, angle)

    def warm_steps(self, keys, size):
        steps = warm(self, keys, size)
        while True:
            rec.paused += 1
            try:
                key = next(steps)
            except StopIteration:
                return
            finally:
                rec.paused -= 1
            yield key

    from game.ui.table_opening import TableOpening

    warm_some = TableOpening.work

    def warm_quietly(self, *args, **kwargs):
        rec.paused += 1  # a table painting pictures ahead of need shows none of them
        try:
            return warm_some(self, *args, **kwargs)
        finally:
            rec.paused -= 1

    monkeypatch.setattr(TableOpening, "work", warm_quietly)
    monkeypatch.setattr(card_art.SpriteBook, "face", book_face)
    monkeypatch.setattr(card_art.SpriteBook, "picture", book_picture)
    monkeypatch.setattr(card_art.SpriteBook, "warm_steps", warm_steps)

    # pygame_gui's own fonts (the results' and the pause menu's buttons)
    try:
        from pygame_gui.core.gui_font_freetype import GUIFontFreetype
        from pygame_gui.core.gui_font_pygame import GUIFontPygame
        gui_fonts = (GUIFontPygame, GUIFontFreetype)
    except ImportError:
        gui_fonts = ()
    for cls in gui_fonts:
        for name in ("render_premul", "render_premul_to"):
            original = getattr(cls, name, None)
            if original is None:
                continue

            def gui_render(self, text, *args, _original=original, **kwargs):
                rec.record(text, "gui")
                return _original(self, text, *args, **kwargs)

            monkeypatch.setattr(cls, name, gui_render)

    # cached picture functions of the game's UI modules: their text arguments are what they show
    wrappers: dict = {}
    for module in list(_ui_modules()):
        for name, value in list(vars(module).items()):
            if not (callable(value) and hasattr(value, "cache_clear") and hasattr(value, "__wrapped__")):
                continue
            if value is font or name == "font":
                continue
            wrapper = wrappers.get(id(value))
            if wrapper is None:
                wrapper = wrappers[id(value)] = _recording(value, rec)
            monkeypatch.setattr(module, name, wrapper)

    # before each frame is drawn: the tables' still pictures go, so every text is drawn afresh
    draw = rec.app._draw

    busted = [None]

    def app_draw():
        rec.begin_frame()
        try:
            here = (rec.view(), id(rec.table.match.state) if rec.table is not None else None, len(rec.app.stack))
            if here != busted[0]:
                busted[0] = here
                for scene in rec.app.stack:
                    bust(scene)
            draw()
        finally:
            rec.end_frame()

    monkeypatch.setattr(rec.app, "_draw", app_draw)


def _recording(fn, rec: Recorder):
    label = f"art:{getattr(fn, '__name__', 'picture')}"

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        for value in list(args) + list(kwargs.values()):
            if isinstance(value, str):
                rec.record(value, label)
        return fn(*args, **kwargs)

    wrapper.cache_clear = fn.cache_clear
    return wrapper


def _card_text(key) -> str:
    return json.dumps(key) if not isinstance(key, str) else key


# --- the secrets of a game and how its pictures and words may write them ----------------------------

class Secrets:
    """One game's secrets (subclassed per game in tests/ui/secrets_games.py).

    held(state) -> {seat: set of tokens} the seat keeps from the others, plus {None: tokens} nobody
    sees (the deck); known(obs) -> tokens an observation shows its viewer; forms(token) -> the words a
    text may name it by (regular expressions); pictures(token) -> the card keys (as _card_text writes
    them) or art texts ("art:<function>", text) that show it."""

    def observe(self, state, seat):
        return state.observation(seat)

    def held(self, state) -> dict:
        raise NotImplementedError

    def known(self, obs: dict) -> set:
        raise NotImplementedError

    def forms(self, token) -> list[str]:
        return []

    def pictures(self, token) -> list[tuple[str, str]]:
        return []

    def catalogue(self, text: str) -> bool:
        """True for a text that names a card only as one of the whole deck printed on screen (a card
        tracker's note on the card pointed at): it says nothing of where the card is."""
        return False

    def contextual(self, token) -> bool:
        """True for a token that names_with reads (a text names it only together with other words)."""
        return False

    def names_with(self, token, text: str) -> bool:
        """An extra reading of a text: True when it names the token in a way forms cannot say alone
        (e.g. a card together with the word "secret")."""
        return False


def strings_of(obj) -> list[str]:
    """Every string inside a JSON-able value (keys and values)."""
    out: list[str] = []
    stack = [obj]
    while stack:
        o = stack.pop()
        if isinstance(o, str):
            out.append(o)
        elif isinstance(o, dict):
            stack.extend(o.keys())
            stack.extend(o.values())
        elif isinstance(o, (list, tuple)):
            stack.extend(o)
    return out


def word(form: str) -> str:
    """A form as a whole word or token: not part of a longer name ("KD" is not inside "KDS")."""
    return r"(?<![A-Za-z0-9])" + re.escape(form) + r"(?![A-Za-z0-9])"


@dataclass
class Checker:
    """What each view may name at each moment of a recording, and the leaks in it. `states`: the
    positions in the order they were on screen (Recorder.states)."""

    secrets: Secrets
    states: list
    _known: dict = field(default_factory=dict)  # (view, moment) -> tokens known by then
    _forbidden: dict = field(default_factory=dict)

    def known_by(self, view, moment: int) -> set:
        key = (view, moment)
        if key not in self._known:
            known = set()
            for t in range(moment + 1):
                if (view, t) in self._known:
                    known = set(self._known[(view, t)])
                    continue
                known |= self.secrets.known(self.secrets.observe(self.states[t], view))
                self._known[(view, t)] = set(known)
        return self._known[key]

    def forbidden(self, view, moment: int) -> dict:
        """token -> owner: the secrets `view` may not see at `moment` (other seats', the deck's), less
        what it has been shown by then (a card once played stays known, wherever it goes later)."""
        key = (view, moment)
        if key not in self._forbidden:
            state = self.states[moment]
            known = self.known_by(view, moment)
            out = {}
            for owner, tokens in self.secrets.held(state).items():
                if owner is not None and owner == view:
                    continue
                for token in tokens:
                    if token not in known:
                        out[token] = owner
            self._forbidden[key] = out
        return self._forbidden[key]

    def leaks(self, seen: list[Seen]) -> list[Leak]:
        seen = [s for s in seen if s.moment >= 0 and not self.secrets.catalogue(s.text)]
        universe = set()
        for s in seen:
            universe.update(self.forbidden(s.view, s.moment))
        reader = _Reader(self.secrets, universe)
        found = []
        for s in seen:
            bad = self.forbidden(s.view, s.moment)
            if not bad:
                continue
            for token, form in reader.names(s.text, s.channel).items():
                if token in bad:
                    found.append(Leak(s, bad[token], token, form))
        return found


class _Reader:
    """Which of `universe`'s tokens a drawn text or picture names (and how), remembered per text."""

    def __init__(self, secrets: Secrets, universe: set):
        self.secrets = secrets
        self.universe = universe
        self.pictures: dict = {}
        for token in universe:
            for channel, text in secrets.pictures(token):
                self.pictures.setdefault((channel, text), []).append(token)
        self.patterns = {t: re.compile("|".join(f"(?:{f})" for f in forms))
                         for t in universe if (forms := secrets.forms(t))}
        self.any = re.compile("|".join(f"(?:{p.pattern})" for p in self.patterns.values())) if self.patterns else None
        self.contextual = [t for t in universe if secrets.contextual(t)]
        self._memo: dict = {}

    def names(self, text: str, channel: str) -> dict:
        key = (text, channel)
        if key not in self._memo:
            self._memo[key] = self._read(text, channel)
        return self._memo[key]

    def _read(self, text: str, channel: str) -> dict:
        out = {}
        for token in self.pictures.get((channel, text), ()):
            out[token] = text
        if channel == "card":
            return out
        if self.any is not None and self.any.search(text):
            for token, pattern in self.patterns.items():
                m = pattern.search(text)
                if m is not None:
                    out.setdefault(token, m.group(0))
        for token in self.contextual:
            if token not in out and self.secrets.names_with(token, text):
                out[token] = text
        return out


# --- driving a pass-and-play game as people would ---------------------------------------------------

class Players:
    """How people make one game's moves through its table (subclassed per game): act() makes one
    choice for the seat whose view is up, through the table's own input and play methods."""

    def __init__(self, rng):
        self.rng = rng

    def act(self, app, table, seat: int) -> None:
        raise NotImplementedError


def post_key(key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))


def play_game(app, table, players: Players, rec: Recorder, max_frames: int = 6000, hint_every: int = 5,
              take_back_every: int = 7) -> dict:
    """Run frames until the results are up (and drawn a few times): lift each curtain with a key once
    it may be lifted (now and then the one who just moved takes it back there instead, Ctrl+Z), let each
    person act when their own view is up, ask for a hint now and then, and point at random places of the
    screen (hover notes and tooltips). Returns counts of what happened."""
    from game.ui.curtain import GRACE, CurtainScene
    from game.ui.results import ResultsScene

    counts = {"frames": 0, "curtains": 0, "moves": 0, "hints": 0, "take_backs": 0, "results_frames": 0}
    acted_at, waited = None, 0
    w, h = app.size
    for _ in range(max_frames):
        counts["frames"] += 1
        top = app.top
        if isinstance(top, ResultsScene):
            counts["results_frames"] += 1
            if counts["results_frames"] > 3:
                break
        elif isinstance(top, CurtainScene):
            if top.age >= GRACE:
                counts["curtains"] += 1
                if top.undo is not None and counts["curtains"] % take_back_every == 0:
                    counts["take_backs"] += 1
                    post_key(pygame.K_z, pygame.KMOD_CTRL)
                else:
                    post_key(pygame.K_SPACE)
        elif top is table:
            pos = (players.rng.randrange(w), players.rng.randrange(h))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            seat = table.private_seat()
            movers = table.match.state.to_move()
            here = (len(table.match.log), seat)
            ready = (seat is not None and seat in movers and CHANCE not in movers and not table.animating()
                     and not table.match.is_over())
            waited = waited + 1 if ready and here == acted_at else 0
            if ready and (here != acted_at or waited > 20):  # once per choice (again if it was refused)
                if counts["moves"] % hint_every == hint_every - 1 and table.hints.seat() == seat:
                    post_key(pygame.K_h)  # through the App, as the H key reaches the shell's hint dock
                    counts["hints"] += 1
                    app._frame()
                acted_at, waited = here, 0
                players.act(app, table, seat)
                counts["moves"] += 1
        elif top is not None:
            post_key(pygame.K_RETURN)  # a summary or notice over the table: read, then closed
        app._frame()
    return counts
