"""The launcher: the ballroom's entrance. A card per registered game (its own picture) with Watch (the AI
plays every seat) and Stats (its statistics) under it, a registered game without a UI kit yet as a muted
card "in rehearsal", Resume (the autosave), Past games, Settings and Quit.

Built from the registry's listings and the games' kits (game.ui.kits), so a new game appears here without
touching this file. The first frame draws each card with its game's emblem and never imports a game's
rules or table; the kits' thumbnails (which load their games' pictures, and with them the rules) are
drawn afterwards, one card a frame, so the window shows at once. A broken kit is a message, not a crash.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

import pygame

from game.core import saves
from game.core.registry import GAMES
from game.ui import kits, ornaments, theme
from game.ui.emblems import crest, draw_emblem
from game.ui.scene import Scene
from game.ui.table_widgets import GildedButton
from game.ui.theme import Palette, px, text_px

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CardEntry:
    game_id: str
    title: str
    tagline: str
    players: str
    ready: bool  # False: in rehearsal (not yet playable)


NUMBER_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine",
                10: "Ten"}


def players_text(min_players: int, max_players: int) -> str:
    if min_players == max_players:
        return f"{min_players} players" if min_players != 1 else "1 player"
    return f"{min_players}–{max_players} players"


def card_entries() -> list[CardEntry]:
    """A card per registered game, from its listing (its rules are not loaded). A game is playable once
    it has a UI kit: its rules may be registered first, so the arena, the tests and the bots can use
    them while the table is still being drawn."""
    return [CardEntry(g.id, g.title, g.tagline, players_text(g.min_players, g.max_players), kits.has_kit(g.id))
            for g in GAMES.listings()]


class LauncherScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.entries = card_entries()
        self.ready = [i for i, e in enumerate(self.entries) if e.ready]
        self.zone = "cards"  # where the keyboard focus is: "cards" or "buttons"
        self.card_focus = 0  # index into self.ready
        self.hover_card: int | None = None
        self.save_info: dict | None = None
        self.save_problem: str | None = None
        self.menu = None
        self.card_rects: list[pygame.Rect] = []
        self.chips: dict[tuple[int, str], "GildedButton"] = {}  # (card index, "watch" | "stats")
        self.hover_chip: tuple | None = None
        self._card_cache: dict[tuple, pygame.Surface] = {}
        self._pictured: set[str] = set()  # games whose thumbnail is drawn on their card (the rest: emblems)
        self._thumb_failed: set[str] = set()
        self._kit_failed: set[str] = set()
        self.time = 0.0
        count = sum(1 for entry in self.entries if entry.ready)
        self.subtitle = f"{NUMBER_WORDS.get(count, str(count))} tabletop game{'s' * (count != 1)} for one evening"

    # --- life cycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        self.refresh_save()

    def pause(self) -> None:
        self.save_problem = None  # read once: the damaged file is already set aside

    def resume(self) -> None:
        self.refresh_save()  # a table may have just autosaved
        # back from a scene this launcher opened: the pointer's last hover is stale, and the one highlight
        # is the card of the game just opened (its Watch or Stats included: see _focus_card)
        self.hover_chip = None
        self.hover_card = None

    def refresh_save(self) -> None:
        try:
            info = saves.summary()
        except OSError as exc:  # an unreadable save folder: say so, carry on
            log.warning("the save folder cannot be read", exc_info=True)
            info = {"error": f"The save folder cannot be read ({exc})."}
        if info and "error" in info:
            self.save_problem = f"Your last game could not be resumed. {info['error']}"
            info = None
        self.save_info = info

    def resize(self, size) -> None:
        self._layout(size)

    # --- layout ---------------------------------------------------------------------------------------
    def _layout(self, size) -> None:
        w, h = size
        s = theme.ui_scale(size)
        self.scale = s
        self.title_size = px(86, s)
        self.title_centre = (w // 2, int(h * 0.115))
        self.flourish_y = int(h * 0.115) + px(56, s)
        self.subtitle_y = self.flourish_y + px(30, s)
        n = len(self.entries)
        margin = max(px(40, s), int(w * 0.045))
        gap = px(22, s)
        card_w = min(int((w - 2 * margin - gap * (n - 1)) / n), px(250, s))
        card_h = min(int(card_w * 1.66), int(h * 0.54))
        total = card_w * n + gap * (n - 1)
        x0 = (w - total) // 2
        top = self.subtitle_y + px(40, s)
        chip_h = px(32, s)
        card_h = min(card_h, h - top - chip_h - px(110, s))  # room for the chips and the buttons below
        self.card_rects = [pygame.Rect(x0 + i * (card_w + gap), top, card_w, card_h) for i in range(n)]
        self.chips = {}
        for i in self.ready:
            r = self.card_rects[i]
            half = (r.width - px(6, s)) // 2
            for k, (key, label) in enumerate((("watch", "Watch"), ("stats", "Stats"))):
                chip = GildedButton(key, label)
                chip.rect = pygame.Rect(r.x + k * (half + px(6, s)), r.bottom + px(10, s), half, chip_h)
                self.chips[(i, key)] = chip
        self.buttons_y = top + card_h + chip_h + px(30, s)
        self.note_y = h - px(10, s)

    def build_gui(self, manager) -> None:
        from game.ui.gui_theme import widget_height  # lazy: pygame_gui loads after the first frame
        from game.ui.widgets import ButtonMenu, button

        s = self.scale
        w = self.app.size[0]
        bh = widget_height(s, "menu")
        specs = []
        if self.save_info:
            info = self.save_info
            moves = info.get("moves", 0)
            label = f"Resume {info.get('title', '')} · {moves} move{'s' if moves != 1 else ''}"
            specs.append((label, self.resume_saved, "#resume", max(px(330, s), theme.font("text_bold", text_px(22, s))
                                                                     .size(label)[0] + px(60, s))))
        specs.append(("Past games", self.open_past_games, "#menu", px(200, s)))
        specs.append(("Settings", self.open_settings, "#menu", px(190, s)))
        specs.append(("Quit", self.app.quit, "#menu", px(150, s)))
        gap = px(18, s)
        total = sum(sp[3] for sp in specs) + gap * (len(specs) - 1)
        x = (w - total) // 2
        self.menu = ButtonMenu(self.app, horizontal=True)
        for text, action, oid, bw in specs:
            tip = None
            if action == self.resume_saved and self.save_info.get("saved_at"):
                tip = f"Saved {self.save_info['saved_at'].replace('T', ' at ')}"
            self.menu.add(button(manager, pygame.Rect(x, self.buttons_y, bw, bh), text, object_id=oid, tool_tip=tip),
                          action)
            x += bw + gap
        self._sync_focus()

    def _focus_card(self, entry_index: int | None) -> None:
        """The keyboard focus goes to this card (its chips belong to it): one highlight on the launcher,
        and W, S and Enter act on the game it shows."""
        if entry_index is None or entry_index not in self.ready:
            return
        self.zone, self.card_focus = "cards", self.ready.index(entry_index)
        self._sync_focus()

    def focus_game(self, game_id: str) -> None:
        """Focus the card of `game_id` (a scene about it opens over the launcher from elsewhere)."""
        self._focus_card(next((i for i, e in enumerate(self.entries) if e.game_id == game_id), None))

    def _sync_focus(self) -> None:
        if self.menu is None:
            return
        if self.zone == "buttons":
            self.menu.sync()
        else:
            for widget, _ in self.menu.items:
                if widget.is_selected:
                    widget.unselect()

    # --- actions -------------------------------------------------------------------------------------
    def open_game(self, entry_index: int) -> None:
        entry = self.entries[entry_index]
        if not entry.ready:
            self.app.toast(f"{entry.title} is still in rehearsal: it joins the ball in a later version.")
            return
        self.app.sound.play("click", 0.6)
        self._focus_card(entry_index)
        self.app.open("setup", entry.game_id)

    def open_past_games(self) -> None:
        self.app.open("past")

    def open_watch(self, entry_index: int) -> None:
        self.app.sound.play("click", 0.6)
        self._focus_card(entry_index)
        self.app.open("watch", self.entries[entry_index].game_id)

    def open_stats(self, entry_index: int) -> None:
        self.app.sound.play("click", 0.6)
        self._focus_card(entry_index)
        self.app.open("stats", self.entries[entry_index].game_id)

    def open_settings(self) -> None:
        self.app.open("settings")

    def resume_saved(self) -> None:
        try:
            match = saves.load_match()
        except saves.SaveError as exc:
            log.warning("the autosave cannot be resumed: %s", exc)
            moved = saves.quarantine(saves.autosave_path())
            self.save_info = None
            self.save_problem = f"Your last game could not be resumed. {exc}{saves.moved_words(moved)}"
            self.app.rebuild_gui()  # the Resume button goes
            return
        # once it ends (kept as a past game), Resume no longer offers it
        self.app.open("table", match, from_save=True)

    # --- input -------------------------------------------------------------------------------------------
    def _card_at(self, pos) -> int | None:
        for i, rect in enumerate(self.card_rects):
            if rect.collidepoint(pos):
                return i
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_chip = next((k for k, c in self.chips.items() if c.contains(event.pos)), None)
            hit = self._card_at(event.pos)
            self.hover_card = hit
            # a card, or one of its chips under it, takes the focus: never two games lit at once
            self._focus_card(hit if hit is not None else (self.hover_chip[0] if self.hover_chip else None))
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chip = next((k for k, c in self.chips.items() if c.contains(event.pos)), None)
            if chip is not None:
                (self.open_watch if chip[1] == "watch" else self.open_stats)(chip[0])
                return True
            hit = self._card_at(event.pos)
            if hit is not None:
                self.open_game(hit)
                return True
            return False
        if self.menu is not None:
            import pygame_gui  # lazy: loaded by the App with the first widgets, after the first frame

            if event.type == pygame_gui.UI_BUTTON_ON_HOVERED and any(event.ui_element is b for b, _ in self.menu.items):
                self.zone = "buttons"
            if event.type in (pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_BUTTON_ON_HOVERED):
                return self.menu.handle_event(event)
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        if self.zone == "cards":
            if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.ready:
                step = 1 if key == pygame.K_RIGHT else -1
                self.card_focus = (self.card_focus + step) % len(self.ready)
                return True
            if key in (pygame.K_DOWN, pygame.K_TAB) and self.menu is not None:
                self.zone = "buttons"
                self.menu.focus = 0
                self._sync_focus()
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.ready:
                self.open_game(self.ready[self.card_focus])
                return True
            if key in (pygame.K_w, pygame.K_s) and self.ready:
                (self.open_watch if key == pygame.K_w else self.open_stats)(self.ready[self.card_focus])
                return True
            return False
        if key == pygame.K_UP or (key == pygame.K_TAB and self.menu and self.menu.focus == len(self.menu.items) - 1):
            self.zone = "cards"
            self._sync_focus()
            return True
        return self.menu.handle_event(event) if self.menu is not None else False

    def update(self, dt: float) -> None:
        self.time += dt

    def _picture_next(self) -> None:
        """Draw the next card's thumbnail into the card cache (the focused card first): it loads that
        game's pictures, which may take a few frames' time, so it is never done for the first frame."""
        order = sorted(range(len(self.entries)), key=lambda i: (i != self.current_index(), i))
        for i in order:
            entry = self.entries[i]
            if entry.game_id in self._pictured:
                continue
            self._pictured.add(entry.game_id)
            if entry.ready and i < len(self.card_rects):
                self._card(entry, self.card_rects[i].size)
                return

    def current_index(self) -> int | None:
        return self.ready[self.card_focus] if (self.zone == "cards" and self.ready) else None

    # --- drawing -------------------------------------------------------------------------------------------
    def current_game_id(self) -> str | None:
        if self.zone == "cards" and self.ready:
            return self.entries[self.ready[self.card_focus]].game_id
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.app.frame > 0:
            # once the first frame is on screen, one more card gets its picture each frame drawn (here,
            # not in update, so it goes on beneath an overlay such as Watch's choices too)
            self._picture_next()
        s = self.scale
        theme.draw_background(surface)
        ornaments.draw_title(surface, "Grand Ball", self.title_centre, self.title_size)
        fl = ornaments.flourish(px(420, s), round(s, 3))
        surface.blit(fl, fl.get_rect(center=(surface.get_width() // 2, self.flourish_y)))
        theme.draw_text(surface, self.subtitle, "display_regular", text_px(19, s),
                        Palette.ivory_dim, (surface.get_width() // 2, self.subtitle_y), anchor="center")
        focused = self.ready[self.card_focus] if (self.zone == "cards" and self.ready) else None
        for i, (entry, rect) in enumerate(zip(self.entries, self.card_rects)):
            lifted = rect.move(0, -px(6, s)) if i == focused else rect
            if i == focused:
                spread = px(14, s)
                ring = ornaments.glow_ring(rect.size, px(16, s), spread)
                surface.blit(ring, (lifted.x - spread, lifted.y - spread))
            surface.blit(self._card(entry, rect.size), lifted.topleft)
        for key, chip in self.chips.items():
            chip.draw(surface, s, self.hover_chip == key, False, self.time)
        if self.save_problem:
            self._draw_save_problem(surface)
        else:
            theme.draw_text(surface, "Arrows and Enter choose  ·  W watch  ·  S statistics  ·  F1 rules  ·  F11 fullscreen  ·  Esc leaves",
                            "text", text_px(13, s), Palette.text_muted,
                            (surface.get_width() // 2, self.note_y - px(6, s)), anchor="midbottom")

    def _draw_save_problem(self, surface: pygame.Surface) -> None:
        """The damaged autosave, explained in a small panel under the buttons (it was already set aside)."""
        s = self.scale
        size = text_px(14, s)
        width = int(surface.get_width() * 0.72)
        lines = theme.wrap_text(self.save_problem, "text", size, width)[:3]
        step = int(size * 1.35)
        pad = px(8, s)
        box = pygame.Rect(0, 0, width + 2 * pad + px(12, s), step * len(lines) + 2 * pad - (step - size))
        box.midbottom = (surface.get_width() // 2, self.note_y)
        box.top = max(box.top, self.buttons_y + px(60, s))
        theme.draw_panel(surface, box, s, alpha=200)
        pygame.draw.rect(surface, Palette.danger, (box.x + px(6, s), box.y + pad, px(3, s), box.height - 2 * pad),
                         border_radius=px(2, s))
        y = box.y + pad
        for line in lines:
            theme.draw_text(surface, line, "text", size, Palette.ivory_dim, (box.centerx + px(6, s), y),
                            anchor="midtop")
            y += step

    def _card(self, entry: CardEntry, size: tuple[int, int]) -> pygame.Surface:
        key = (entry.game_id, size, round(self.scale, 3), entry.game_id in self._pictured,
               entry.game_id in self._thumb_failed, entry.game_id in self._kit_failed)
        surf = self._card_cache.get(key)
        if surf is None:
            surf = self._render_card(entry, size)
            self._card_cache[key] = surf
        return surf

    def _card_fit(self, size: tuple[int, int]) -> tuple[float, int]:
        """(the picture's height per width, the tagline's text size) for cards of `size`: the largest
        picture and text at which every card's whole tagline fits (a smaller picture first, then smaller
        words), the same for every card so the row stays even."""
        s = self.scale
        w, h = size
        pad = px(14, s)
        title_px = text_px(21, s, 14)
        foot_y = h - pad - text_px(14, s) - px(6, s)
        candidates = ((0.78, text_px(14, s)), (0.66, text_px(14, s)), (0.66, text_px(13, s, 11)),
                      (0.56, text_px(13, s, 11)), (0.56, text_px(12, s, 10)))
        for ratio, text_size in candidates:
            top = pad + int((w - 2 * pad) * ratio) + px(12, s) + px(16, s)
            if all(len(theme.wrap_text(e.tagline, "text", text_size, w - 2 * pad + px(4, s))) * int(text_size * 1.32)
                   + sum(theme.font("display_bold", title_px).size(line)[1] + px(1, s)
                         for line in theme.wrap_text(e.title, "display_bold", title_px, w - 2 * pad)[:2])
                   <= foot_y - top - px(4, s) for e in self.entries):
                return ratio, text_size
        return candidates[-1]

    def _render_card(self, entry: CardEntry, size: tuple[int, int]) -> pygame.Surface:
        s = self.scale
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = px(16, s)
        if entry.ready:
            face, ink, soft_ink, rule = Palette.ivory, (52, 22, 64), (96, 78, 104), Palette.gold_dark
        else:
            face, ink, soft_ink, rule = (44, 30, 58), (196, 184, 200), (150, 138, 160), (112, 90, 60)
        pygame.draw.rect(surf, (*face, 255 if entry.ready else 220), (0, 0, w, h), border_radius=radius)
        pygame.draw.rect(surf, rule, (0, 0, w, h), max(1, px(2, s)), border_radius=radius)
        inset = px(6, s)
        pygame.draw.rect(surf, (*rule, 120), (inset, inset, w - 2 * inset, h - 2 * inset), 1,
                         border_radius=max(2, radius - inset))
        pad = px(14, s)
        title_px = text_px(21, s, 14)
        titles = theme.wrap_text(entry.title, "display_bold", title_px, w - 2 * pad)[:2]
        foot_px = text_px(14, s)
        foot_y = h - pad - foot_px - px(6, s)
        ratio, text_size = self._card_fit(size)
        art = pygame.Rect(pad, pad, w - 2 * pad, int((w - 2 * pad) * ratio))
        step = int(text_size * 1.32)
        lines = theme.wrap_text(entry.tagline, "text", text_size, w - 2 * pad + px(4, s))
        pygame.draw.rect(surf, Palette.night if entry.ready else (30, 22, 40), art, border_radius=px(10, s))
        self._draw_art(surf, entry, art)
        pygame.draw.rect(surf, rule, art, max(1, px(1, s)), border_radius=px(10, s))
        if not entry.ready:
            self._ribbon(surf, art)
        # title, a rule, the tagline, and the number of players at the foot
        y = art.bottom + px(12, s)
        for line in titles:
            r = theme.draw_text(surf, line, "display_bold", title_px, ink, (w // 2, y), anchor="midtop")
            y = r.bottom + px(1, s)
        y += px(6, s)
        pygame.draw.line(surf, (*rule, 200), (w // 2 - px(28, s), y), (w // 2 + px(28, s), y), max(1, px(1, s)))
        y += px(10, s)
        room = max(1, (foot_y - y) // step)
        if len(lines) > room:
            lines = lines[:room]
            lines[-1] = lines[-1].rstrip(" ,.;:") + "…"
        for line in lines:
            theme.draw_text(surf, line, "text", text_size, soft_ink, (w // 2, y), anchor="midtop")
            y += step
        theme.draw_text(surf, entry.players, "text_semibold", foot_px, rule if entry.ready else soft_ink,
                        (w // 2, h - pad), anchor="midbottom")
        return surf

    def _draw_art(self, surf: pygame.Surface, entry: CardEntry, art: pygame.Rect) -> None:
        kit = self._kit(entry)
        if kit is not None and kit.thumbnail is not None and entry.game_id in self._pictured and \
                entry.game_id not in self._thumb_failed:
            try:
                clip = surf.get_clip()
                surf.set_clip(art)
                kit.thumbnail(surf, art.copy(), self.scale)
                surf.set_clip(clip)
                return
            except Exception:  # a faulty picture must not take the launcher down: the emblem instead
                log.exception("the thumbnail of %s failed", entry.game_id)
                self._thumb_failed.add(entry.game_id)
            surf.set_clip(None)
        margin = int(art.width * (0.12 if entry.ready else 0.2))
        box = art.inflate(-margin, -margin)
        if not entry.ready:
            box.y += int(art.height * 0.06)  # room for the ribbon across the top
        emblem = kit.emblem if kit is not None and kit.emblem is not None else crest(entry.title)
        draw_emblem(surf, box, emblem, muted=not entry.ready)

    def _kit(self, entry: CardEntry):
        """The game's kit, or None (in rehearsal, or a kit that fails to load: logged by kits, once)."""
        if not entry.ready or entry.game_id in self._kit_failed:
            return None
        try:
            return kits.kit(entry.game_id)
        except kits.GameModuleError as exc:
            log.info("no kit for %s: %s", entry.game_id, exc)
            self._kit_failed.add(entry.game_id)
            return None

    def _ribbon(self, surf: pygame.Surface, art: pygame.Rect) -> None:
        s = self.scale
        label = theme.render_text("IN REHEARSAL", "display_bold", text_px(12, s, 10), Palette.midnight)
        r = label.get_rect()
        band = pygame.Rect(0, 0, r.width + px(20, s), r.height + px(6, s))
        band.center = (art.centerx, art.top)
        pygame.draw.rect(surf, (170, 140, 84), band, border_radius=band.height // 2)
        surf.blit(label, label.get_rect(center=band.center))
