"""The setup screen: who sits at the table (a person or the AI at a level, with a name), the game's
options (a board, a mode) with a preview, and who moves first; Start deals the match.

Reads the game's GameInfo and its UI kit (option notes and previews); remembers the last choices per game in the settings. Never
starts a match the rules would refuse: options are checked by Game.check_options first.
"""
from __future__ import annotations

import logging
import random

import pygame

from game.core.match import Match, Seat
from game.core.registry import get_game
from game.ui import kits, theme
from game.ui.scene import Scene
from game.ui.settings import NAME_LIMIT, RANDOM_FIRST, checked_setup
from game.ui.setup_draw import SetupDrawing
from game.ui.start import AI_NAMES, default_ai_name
from game.ui.theme import px

log = logging.getLogger(__name__)

LEVELS = (("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"))
LEVEL_IDS = tuple(value for value, _ in LEVELS)
RANDOM = RANDOM_FIRST


def default_human_name(row: int) -> str:
    return f"Player {row + 1}"


def is_default_name(name: str, row: int) -> bool:
    return not name.strip() or name == default_human_name(row) or name in AI_NAMES


class SetupScene(SetupDrawing, Scene):
    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game = get_game(game_id)
        self.info = self.game.info
        self.kit = kits.kit_or_plain(game_id)
        self.scale = 1.0
        self.widgets: dict = {}
        self.menu = None
        self._preview_cache: dict = {}
        self.compact = False  # many options: one row each (set by resize)
        self.option_rows: list = []
        self._load_choices()

    # --- choices ------------------------------------------------------------------------------------
    def _load_choices(self) -> None:
        info = self.info
        last = self.app.settings.last_setup
        saved = checked_setup(info, last.get(info.id) if isinstance(last, dict) else None)
        self.players = saved.get("players", info.min_players)
        if not isinstance(self.players, int) or not info.min_players <= self.players <= info.max_players:
            self.players = info.min_players
        rows = saved.get("seats") if isinstance(saved.get("seats"), list) else []
        self.rows: list[dict] = []
        for i in range(info.max_players):
            row = rows[i] if i < len(rows) and isinstance(rows[i], dict) else {}
            kind = row.get("kind") if row.get("kind") in ("human", "ai") else ("human" if i == 0 else "ai")
            level = row.get("level") if row.get("level") in LEVEL_IDS else "normal"
            name = row.get("name", "")
            if not name:
                name = default_ai_name(i) if kind == "ai" else default_human_name(i)
            self.rows.append({"kind": kind, "name": name, "level": level})
        self.options = self.game.default_options(self.players)
        self.options.update(saved.get("options", {}))  # each value one of its option's choices
        if not self.fits(self.players, self.options):
            self.options = self.game.default_options(self.players)
        first = saved.get("first", "0")
        self.first = first if first == RANDOM or int(first) < self.players else "0"

    # --- options that depend on the number of players (a game's modes) -----------------------------
    def fits(self, players: int, options: dict) -> bool:
        """Would the rules start a game of `players` with these options? (A mode may need 1 or 2-4.)"""
        try:
            self.game.new_game(players, {k: v for k, v in options.items() if k != "first"})
        except ValueError:
            return False
        return True

    def _fit_options_to_players(self) -> None:
        """After the player count changed: options that no longer fit take the game's default for it."""
        if self.fits(self.players, self.options):
            return
        defaults = self.game.default_options(self.players)
        for name in list(self.options):
            trial = dict(self.options, **{name: defaults.get(name, self.options[name])})
            if self.fits(self.players, trial):
                self.options = trial
                return
        self.options = defaults

    def _fit_players_to_options(self) -> bool:
        """After an option changed: if it needs another player count, take the nearest that fits.
        Returns True when the count changed."""
        if self.fits(self.players, self.options):
            return False
        counts = sorted(range(self.info.min_players, self.info.max_players + 1), key=lambda n: abs(n - self.players))
        for n in counts:
            if self.fits(n, self.options):
                self.players = n
                if self.first != RANDOM and int(self.first) >= n:
                    self.first = "0"
                return True
        return False

    def remember(self) -> None:
        self.app.settings.last_setup[self.info.id] = {
            "players": self.players, "seats": [dict(r) for r in self.rows], "options": dict(self.options),
            "first": self.first,
        }
        self.app.settings.save()

    def first_label(self) -> str:
        named = [o for o in self.info.options if o.name == "first"]
        if named:
            return named[0].label  # the game names who leads in its own words ("First to play")
        if self.info.simultaneous:
            return "Takes the first seat"  # everyone chooses at once: nobody moves first
        names = self.info.seat_names
        return f"Plays {names[0]} and moves first" if names else "Moves first"

    def first_choices(self) -> list[tuple[str, str]]:
        choices = [(str(i), self._row_name(i)) for i in range(self.players)]
        return choices + [(RANDOM, "Random")]

    def _row_name(self, i: int) -> str:
        return self.rows[i]["name"].strip() or default_human_name(i)

    def seat_of_row(self, row: int) -> int | None:
        """The seat this row will take under the current 'moves first' choice (None: decided at random)."""
        if self.first == RANDOM:
            return None
        return (row - int(self.first)) % self.players

    def build_match(self, rng: random.Random | None = None) -> Match:
        """The match these choices describe (random choices are resolved here, once)."""
        rng = rng or random.Random()
        first = rng.randrange(self.players) if self.first == RANDOM else int(self.first)
        rows = [self.rows[(first + k) % self.players] for k in range(self.players)]
        options = dict(self.options)
        if any(o.name == "first" for o in self.info.options):
            # a game that names its starting seat itself: keep the seats, tell it who starts
            rows = self.rows[:self.players]
            options["first"] = first
        seats = [Seat(r["kind"], r["name"].strip() or (default_ai_name(i) if r["kind"] == "ai"
                                                       else default_human_name(i)), r["level"])
                 for i, r in enumerate(rows)]
        return Match.new(self.info.id, self.players, options, seed=rng.randrange(1 << 30), seats=seats)

    # --- actions -----------------------------------------------------------------------------------------
    def start(self) -> None:
        self.remember()
        try:
            match = self.build_match()
        except ValueError as exc:
            self.app.toast(f"This table cannot be set: {exc}", "error")
            return
        if self.app.open("table", match, replace=True) is not None:
            self.app.sound.play("chime", 0.7)

    def back(self) -> None:
        self.remember()
        self.app.pop()

    def current_game_id(self) -> str | None:
        return self.info.id

    # --- layout ------------------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        w, h = size
        s = self.scale = theme.ui_scale(size)
        margin = max(px(36, s), int(w * 0.05))
        self.title_centre = (w // 2, int(h * 0.085))
        self.flourish_y = self.title_centre[1] + px(38, s)
        top = self.flourish_y + px(24, s)
        bottom = h - px(96, s)
        gap = px(24, s)
        self.compact = self._options_crowd(bottom - top, s)
        # a long list of options (The Dance has nine) takes a wider panel, one row each
        left_w = int((w - 2 * margin - gap) * (0.5 if self.compact else 0.56))
        self.left = pygame.Rect(margin, top, left_w, bottom - top)
        self.right = pygame.Rect(self.left.right + gap, top, w - margin - self.left.right - gap, bottom - top)
        self.buttons_y = bottom + px(26, s)

    def _options_crowd(self, panel_h: int, s: float) -> bool:
        """Would the options, each a label over its list, overflow their panel? Then each takes one
        row: its label and a line of explanation beside a smaller list (see _build_compact)."""
        from game.ui.gui_theme import widget_height  # lazy: pygame_gui loads after the first frame

        n = len(self._shown_options())
        return n * (px(46, s) + widget_height(s, "entry")) > panel_h - px(106, s)

    def option_note(self, spec) -> str:
        """The option's explanation in one line: the kit's option note, else the option's help."""
        return str(self.kit.option_notes.get(spec.name) or spec.help or "")

    def _build_compact(self, manager, eh: int) -> None:
        """Nine options in one panel: a row each, the label and a line of explanation on the left, a
        list on the right; the full help shows when the pointer rests on the row."""
        from pygame_gui.elements import UIDropDownMenu  # lazy: pygame_gui loads after the first frame

        s = self.scale
        pad = px(22, s)
        top = self.right.y + px(62, s)
        specs = self._shown_options()
        row_h = min(px(52, s), (self.right.bottom - px(14, s) - top) // max(1, len(specs)))
        drop_h = min(eh, max(px(26, s), row_h - px(8, s)))
        drop_w = int((self.right.width - 2 * pad) * 0.4)
        self.option_rows = []
        for i, spec in enumerate(specs):
            row = pygame.Rect(self.right.x + pad, top + i * row_h, self.right.width - 2 * pad, row_h)
            drop = UIDropDownMenu(spec.labels(), spec.label_for_value(self.options[spec.name]),
                                  pygame.Rect(row.right - drop_w, row.centery - drop_h // 2, drop_w, drop_h), manager)
            self.widgets["options"][spec.name] = drop
            self.option_rows.append((spec, row))
        self.preview_top = self.right.bottom

    def build_gui(self, manager) -> None:
        from pygame_gui.core import ObjectID  # lazy: pygame_gui loads after the first frame
        from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

        from game.ui.gui_theme import widget_height
        from game.ui.widgets import ButtonMenu, Segmented, button

        s = self.scale
        pad = px(22, s)
        self.widgets = {"names": [], "kinds": [], "levels": [], "options": {}}
        eh = widget_height(s, "entry")
        # rows close up when many seats must fit above the 'moves first' control
        room = self.left.height - px(92, s) - px(120, s)
        row_h = max(eh + px(4, s), min(px(56, s), room // max(1, self.players)))
        x0 = self.left.x + pad + px(34, s)
        inner = self.left.right - pad - x0
        name_w = int(inner * 0.38)
        kind_w = int(inner * 0.33)
        level_w = inner - name_w - kind_w - 2 * px(10, s)
        self.rows_top = self.left.y + px(92, s)
        self.row_h = row_h
        for i in range(self.players):
            y = self.rows_top + i * row_h
            row = self.rows[i]
            entry = UITextEntryLine(pygame.Rect(x0, y, name_w, eh), manager, initial_text=row["name"])
            entry.set_text_length_limit(NAME_LIMIT)
            self.widgets["names"].append(entry)
            seg = Segmented(manager, pygame.Rect(x0 + name_w + px(10, s), y, kind_w, eh), ["Human", "AI"],
                            0 if row["kind"] == "human" else 1, lambda k, i=i: self._set_kind(i, k), gap=px(4, s))
            self.widgets["kinds"].append(seg)
            labels = [label for _, label in LEVELS]
            current = dict(LEVELS)[row["level"]]
            drop = UIDropDownMenu(labels, current, pygame.Rect(x0 + name_w + kind_w + 2 * px(10, s), y, level_w, eh),
                                  manager)
            if row["kind"] == "human":
                drop.disable()
            self.widgets["levels"].append(drop)
        y = self.rows_top + self.players * row_h + px(20, s)
        self.first_label_y = y
        y += px(28, s)
        self.first_rect = pygame.Rect(self.left.x + pad, y, px(280, s), eh)
        self._build_first(manager)
        if self.info.min_players != self.info.max_players:
            counts = [str(n) for n in range(self.info.min_players, self.info.max_players + 1)]
            self.widgets["players"] = UIDropDownMenu(
                counts, str(self.players),
                pygame.Rect(self.left.right - pad - px(110, s), y, px(110, s), eh), manager,
                object_id=ObjectID(object_id="#drop_up"))
        # the game's options, each a dropdown with its help and (if the table offers one) a preview
        y = self.right.y + px(84, s)
        self.option_layout = []
        self.option_rows = []
        if self.compact:
            self._build_compact(manager, eh)
        for spec in ([] if self.compact else self._shown_options()):
            label_y = y
            drop = UIDropDownMenu(spec.labels(), spec.label_for_value(self.options[spec.name]),
                                  pygame.Rect(self.right.x + pad, y + px(28, s), self.right.width - 2 * pad, eh),
                                  manager)
            self.widgets["options"][spec.name] = drop
            y += px(28, s) + eh + px(10, s)
            self.option_layout.append((spec, label_y, y))
            y += px(8, s)
        self.preview_top = y
        bh = widget_height(s, "menu")
        w = self.app.size[0]
        specs = [("Back", self.back, "#menu", px(150, s)), ("Rules", lambda: self.app.open("help", self.info.id),
                                                           "#menu", px(150, s)),
                 ("Start the game", self.start, "#primary", px(260, s))]
        gap = px(18, s)
        total = sum(sp[3] for sp in specs) + gap * (len(specs) - 1)
        x = (w - total) // 2
        self.menu = ButtonMenu(self.app, focus=2, horizontal=True)
        for text, action, oid, bw in specs:
            self.menu.add(button(manager, pygame.Rect(x, self.buttons_y, bw, bh), text, object_id=oid), action)
            x += bw + gap
        self.menu.sync()

    def _build_first(self, manager) -> None:
        from pygame_gui.core import ObjectID  # lazy: pygame_gui loads after the first frame
        from pygame_gui.elements import UIDropDownMenu

        choices = self.first_choices()
        current = dict(choices).get(self.first, "Random")
        self.widgets["first"] = UIDropDownMenu([label for _, label in choices], current, self.first_rect, manager,
                                               object_id=ObjectID(object_id="#drop_up"))

    def _shown_options(self):
        return [o for o in self.info.options if o.name != "first"]

    def _set_kind(self, row: int, k: int) -> None:
        r = self.rows[row]
        r["kind"] = "human" if k == 0 else "ai"
        drop = self.widgets["levels"][row]
        if r["kind"] == "human":
            drop.disable()
            if r["name"] in AI_NAMES:
                self._set_name(row, default_human_name(row))
        else:
            drop.enable()
            if is_default_name(r["name"], row):
                self._set_name(row, default_ai_name(row))
        self.app.sound.play("click", 0.5)

    def _set_name(self, row: int, name: str) -> None:
        self.rows[row]["name"] = name
        self.widgets["names"][row].set_text(name)
        self._refresh_first()

    def _refresh_first(self) -> None:
        """The 'moves first' list shows the names, so it follows the name fields."""
        old = self.widgets.get("first")
        if old is None:
            return
        old.kill()
        self._build_first(self.app.gui)

    # --- input ----------------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        import pygame_gui  # lazy: pygame_gui loads after the first frame

        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self._typing():
                self.menu.activate() if self.menu else self.start()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return False  # Enter in a name field just finishes the name
        if not self.widgets:
            return False
        if self.menu is not None and self.menu.handle_event(event):
            return True
        for seg in self.widgets["kinds"]:
            if seg.handle_event(event):
                return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.widgets["names"]:
            row = self.widgets["names"].index(event.ui_element)
            self.rows[row]["name"] = event.text[:NAME_LIMIT]
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.widgets["names"]:
            self._refresh_first()
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return self._dropdown_changed(event)
        return False

    def _typing(self) -> bool:
        return any(e.is_focused for e in self.widgets.get("names", []))

    def _dropdown_changed(self, event) -> bool:
        el = event.ui_element
        if el in self.widgets["levels"]:
            row = self.widgets["levels"].index(el)
            level = {label: value for value, label in LEVELS}[event.text]
            self.rows[row]["level"] = level
            return True
        if el is self.widgets.get("first"):
            self.first = {label: value for value, label in self.first_choices()}.get(event.text, RANDOM)
            return True
        if el is self.widgets.get("players"):
            self.players = int(event.text)
            if self.first != RANDOM and int(self.first) >= self.players:
                self.first = "0"
            self._fit_options_to_players()
            self.app.rebuild_gui()
            return True
        for name, drop in self.widgets["options"].items():
            if el is drop:
                self.options[name] = self.info.option(name).value_for_label(event.text)
                self.app.sound.play("click", 0.5)
                if self._fit_players_to_options():
                    self.app.rebuild_gui()
                return True
        return False
