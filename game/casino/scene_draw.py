"""The Casino Trifecta table's painter: draws one Frame. Two cached still pictures (the base: ballroom,
felt, banner, plaques, side panel; the still: the base and, between moves, the deck, the piles, the
table's cards and their plaques) and over them what moves or answers the pointer: your hand, the picked and lit cards, the cards
in flight and their plaques, the effects, the buttons, the clock, the status line with the live
caption, the hover note and an open chooser.

Part of the table's parts (see scene.py): it reads only a Frame (the view of one observation, what the
person is doing, the frame's Controls, the words decided in update) and the choreographer's sprites and
counts of the animation playing. It never reads a game state or the match, never decides a button and
never changes anything but its own cached pictures.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass

import pygame

from game.casino import cards as C
from game.casino import table_draw as D
from game.casino.choreography import PICKED, Choreographer
from game.casino.layout import Geometry
from game.casino.panel import SidePanel
from game.casino.rules import PLAY, SECRET, TIMER_SECONDS
from game.casino.table_controls import ASK_PASS, BUTTONS, Controls, TableUI
from game.casino.view import Item, TableView
from game.ui import kits, theme
from game.ui.card_places import Pile, draw_target
from game.ui.cards import CardLayer
from game.ui.hint_marks import draw_hint_arrow, draw_hint_ring
from game.ui.ornaments import dim_layer
from game.ui.still_picture import StillPicture
from game.ui.table_pieces import draw_banner, draw_note, felt_backdrop, fit_text
from game.ui.table_widgets import GildedButton, StatusLine, draw_thinking
from game.ui.theme import Palette, px, text_px



@dataclass
class Frame:
    """Everything one frame draws, decided in update(): the view, what the person is doing, the
    buttons, and the words and marks the scene worked out for them."""
    view: TableView
    ui: TableUI
    controls: Controls
    may_pick: bool                 # a person may pick from the bottom hand now
    lit: frozenset                 # table items that may join the pick (lit gold)
    status: tuple                  # (words, kind) of the status line
    infos: tuple                   # D.SeatInfo per seat (the plaques)
    colours: tuple                 # seat colours
    roles: tuple                   # "You", "AI · Normal" per seat
    log: list                      # LogEntry lines of the move log
    banner: str
    end_words: str = ""            # why the game ended, with the players' names (the empty felt's words)
    secret_wait: tuple = ()        # (line, sub) while the secret cards are chosen behind the table
    thinking_side: str | None = None   # the plaque whose AI is choosing ("bottom" / "top")
    clock_side: str | None = None      # the plaque whose clock runs (the timer option)
    turn_left: float = 0.0
    note: tuple | None = None      # (lines, title) of the hover note at the pointer
    modal: object = None           # an open chooser (readings, the K of spades)
    secret_picker: object = None   # the secret card's chooser
    you: int | None = None
    colour_blind: bool = False     # the card faces' palette
    four_suits: bool = False       # suits in four colours in the words and the tracker
    clock: float = 0.0
    busy: bool = False             # an animation plays
    keys: bool = True              # the keys are listed under the log (not in a replay: nothing to press)

    @property
    def idle(self) -> bool:
        return not self.busy and not self.ui.drag.active

    @property
    def still_hand(self) -> bool:
        """While nobody at the screen may play (the AI's turn, a demo), the resting hand joins the still."""
        return self.idle and not self.may_pick and self.modal is None


class TablePainter:
    """Draws Frames onto the window with the still picture, the panel and the status line it keeps."""

    def __init__(self, book, layer: CardLayer, choreo: Choreographer, panel: SidePanel, pill: StatusLine,
                 deck_pile: Pile, pile_places: dict):
        self.book = book
        self.layer = layer
        self.choreo = choreo
        self.panel = panel
        self.pill = pill
        self.deck_pile = deck_pile
        self.pile_places = pile_places
        self.buttons = {key: GildedButton(key, label, hint) for key, (label, hint) in {**BUTTONS, **ASK_PASS}.items()}
        self.geo: Geometry | None = None
        self.size = (0, 0)
        self._base: pygame.Surface | None = None   # the room, the plaques and the panel
        self._base_key = None
        self._still = StillPicture()  # the base and, between moves, the resting cards

    def place(self, geo: Geometry) -> None:
        self.geo = geo
        self.size = geo.size
        self._base = None
        self._base_key = None
        self._still.forget()

    def forget(self) -> None:
        """The still pictures are drawn afresh, whole, next frame (a palette changed, an undo)."""
        self._base_key = None
        self._still.forget()

    # --- a frame ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, f: Frame) -> None:
        view = f.view
        d = self.choreo.display
        idle = f.idle
        picked = set(f.ui.pick.items)
        still_hand = f.still_hand
        base_key = self._update_base(f)
        if idle:
            key = (base_key, still_hand, tuple(sorted(picked)), tuple(d.piles), tuple(d.pile_tops), d.deck)

            def paint(pic: pygame.Surface) -> None:
                # between moves the table's resting cards join the picture
                pic.blit(self._base, (0, 0))
                self._draw_resting(pic, f, picked, still_hand)

            self._still.show(surface, key, paint)
        else:
            surface.blit(self._base, (0, 0))
            self._draw_heaps(surface, view)
            self._draw_item_plaques(surface, f)
            self.layer.draw(surface, skip=set(d.hands["bottom"]) | self._dragged(f))
            self._draw_ks_numbers(surface)
        self.panel.draw_totals(surface, d.scores)
        if idle:
            self._draw_picked(surface, f)
        self._draw_lights(surface, f)
        if not still_hand:
            self._draw_hand(surface, f)
        self._draw_effects(surface, f)
        self._draw_live_parts(surface, f)
        if f.secret_picker is not None:
            f.secret_picker.draw(surface, f.clock)
        if f.controls.get("pass_yes") is not None:
            surface.blit(dim_layer(self.size, 110), (0, 0))  # a question: the table waits behind it
            self._draw_ask_pass(surface, f)
        if f.modal is not None:
            surface.blit(dim_layer(self.size, 110), (0, 0))
            f.modal.draw(surface, f.clock)
        if f.note is not None:
            lines, title = f.note
            draw_note(surface, f.ui.mouse, lines, self.geo.scale, title=title)
        self._draw_dragged(surface, f)

    def _surface(self, surf: pygame.Surface | None) -> pygame.Surface:
        """A window-sized opaque picture (the one given, while it still has the window's size)."""
        if surf is None or surf.get_size() != self.size:
            surf = pygame.Surface(self.size)
            surf = surf.convert() if pygame.display.get_surface() else surf
        return surf

    # --- the still pictures -------------------------------------------------------------------------
    def _update_base(self, f: Frame) -> tuple:
        """Bring the base up to date, redrawing only the parts whose words changed (each on the room
        it covers): the banner and the plaques, the words in the middle of the felt, the side panel, its
        log; one part a frame, so a move's frame (which also starts its animation) never pays for all of them:
        a part left over shows its words of a frame ago until the next. Returns the base's key as
        drawn (the still picture depends on it)."""
        g = self.geo
        view = f.view
        d = self.choreo.display
        parts = {"top": (f.banner, f.infos, f.secret_picker is not None, f.colour_blind),
                 "middle": (f.secret_wait, f.end_words if self._the_end(f) else ""),
                 "panel": (view, self.panel.totals_key(d.scores), f.four_suits, f.colours, f.roles, f.keys),
                 "log": (len(f.log), self.panel.log.scroll, f.four_suits, None if self.panel.log.room is None
                         else tuple(self.panel.log.room))}
        key = (self.size, parts)
        if key == self._base_key and self._base is not None:
            return key
        old = self._base_key[1] if self._base_key is not None and self._base_key[0] == self.size else {}
        if self._base is None or self._base.get_size() != self.size:
            old = {}
        self._base = self._surface(self._base)
        room = felt_backdrop(self.size, tuple(g.felt), g.scale)
        if not old:
            self._base.blit(room, (0, 0))
            for name in ("top", "middle", "whole panel"):
                self._draw_part(self._base, name, f)
            self._base_key = key
            return key
        drawn = dict(old)
        name = next(n for n, words in parts.items() if old.get(n) != words)
        for area in self._part_areas(name):
            self._base.blit(room, area, area)
        self._draw_part(self._base, name, f)
        drawn[name] = parts[name]
        self._base_key = (self.size, drawn)
        return self._base_key

    def _part_areas(self, name: str) -> list:
        """Where a part of the base lies (what is put back to the bare room before it is drawn again)."""
        g = self.geo
        s = g.scale
        if name == "top":
            return [g.banner.inflate(px(4, s), px(4, s))] + [r.inflate(px(4, s), px(4, s)) for r in g.plaques.values()]
        if name == "panel":
            return self.panel.around_log()
        if name == "log":
            return [g.log]
        return [pygame.Rect(g.table.left, g.felt.centery - px(60, s), g.table.width, px(110, s))]

    def _draw_part(self, surface, name: str, f: Frame) -> None:
        g = self.geo
        s = g.scale
        view = f.view
        if name == "top":
            draw_banner(surface, g.banner, f.banner, s)
            for info in f.infos:
                if f.secret_picker is not None:
                    break  # the secret card's chooser covers the whole table
                side = "bottom" if info.seat == view.bottom else "top"
                D.draw_plaque(surface, g.plaques[side], info, self.book, g)
        elif name == "whole panel":
            turn = view.turn if view.phase == PLAY else None
            self.panel.draw(surface, view, self.choreo.display.scores, f.colours, f.roles, f.log, turn, f.four_suits,
                            f.keys)
        elif name == "panel":
            turn = view.turn if view.phase == PLAY else None
            self.panel.draw_picture(surface, view, self.choreo.display.scores, f.colours, f.roles, turn, f.four_suits,
                                    f.keys, around_log=True)
        elif name == "log":
            self.panel.draw_log(surface, f.log)
        else:
            if f.secret_wait:
                self._draw_secret_wait(surface, f.secret_wait)
            if self._the_end(f):
                self._draw_the_end(surface, view, f.end_words)

    def _draw_resting(self, surface, f: Frame, picked: set, still_hand: bool) -> None:
        """Between moves: the deck, the piles, the table's cards and plaques (the picked ones are drawn
        live), the other hand's backs and count, and the person's hand while nobody may play."""
        view = f.view
        d = self.choreo.display
        self._draw_heaps(surface, view)
        self._draw_item_plaques(surface, f)
        resting = [i for i in self.layer.order if i[0] == "t" and not self._is_picked(i, picked)]
        resting += list(d.hands["top"])
        self.layer.draw(surface, only=set(resting))
        self._draw_ks_numbers(surface, skip=picked)
        self._draw_hand_count(surface, view)
        if still_hand:
            self._draw_hand(surface, f)

    @staticmethod
    def _the_end(f: Frame) -> bool:
        """The felt says who won once it is empty and the last sweep has landed."""
        return f.view.over and not f.view.items and not f.busy

    def _draw_secret_wait(self, surface, words: tuple) -> None:
        g = self.geo
        s = g.scale
        line, sub = words
        theme.draw_text(surface, line, "display", text_px(20, s), Palette.gold_light, (g.felt.centerx, g.felt.centery
                                                                                      - px(14, s)), "center")
        theme.draw_text(surface, sub, "text", text_px(15, s), Palette.ivory_dim, (g.felt.centerx, g.felt.centery
                                                                                + px(16, s)), "center")

    def _draw_the_end(self, surface, view: TableView, reason: str) -> None:
        """The empty felt after the last sweep says who won."""
        g = self.geo
        s = g.scale
        totals = kits.scores_line("casino", view.names, view.scores)
        theme.draw_text(surface, reason, "display", text_px(26, s), Palette.gold_light,
                        (g.felt.centerx, g.felt.centery - px(18, s)), "center", shadow=True)
        theme.draw_text(surface, totals, "text_semibold", text_px(16, s), Palette.ivory_dim,
                        (g.felt.centerx, g.felt.centery + px(20, s)), "center")

    def _draw_heaps(self, surface, view: TableView) -> None:
        """The deck and both captured piles, as the display counts them."""
        g = self.geo
        d = self.choreo.display
        if view.phase != SECRET:
            self.deck_pile.draw(surface, self.book, d.deck, scale=g.scale)
        for seat in (0, 1):
            side = "bottom" if seat == view.bottom else "top"
            D.draw_pile(surface, g, self.pile_places[side], d.piles[seat], d.pile_tops[seat], self.book)

    def _item_plaque_rect(self, item: Item, slot) -> pygame.Rect | None:
        """Where an item's plaque is: under its stack, following its first card's sprite."""
        if slot is None or slot.plaque is None:
            return None
        sp = self.layer.get(("t", item.cards[0]))
        if sp is None:
            return slot.plaque
        dx = slot.plaque.x - slot.centres[0][0]
        dy = slot.plaque.y - slot.centres[0][1]
        return pygame.Rect(int(sp.x + dx), int(sp.y + dy), slot.plaque.width, slot.plaque.height)

    def _draw_item_plaques(self, surface, f: Frame) -> None:
        d = self.choreo.display
        if d.flow is None:
            return
        pops = {e.data["key"]: p for e, p in self.choreo.active("pop")}
        for item in d.items:
            if not item.is_build or item.key in d.hidden_plaques:
                continue
            rect = self._item_plaque_rect(item, d.flow.slot(item.key))
            if rect is None:
                continue
            colour = f.colours[item.owner]
            pic = D.build_plaque(item.label, rect.size, colour, item.kind, item.owner == f.you)
            centre = rect.center
            if item.key in pops:
                p = pops[item.key]  # a new plaque rises into place as it appears
                pic = pic.copy()
                pic.set_alpha(int(255 * min(1.0, p * 1.6)))
                centre = (rect.centerx, rect.centery + int(rect.height * (1.0 - p)))
            surface.blit(pic, pic.get_rect(center=centre))

    def _draw_ks_numbers(self, surface, skip=()) -> None:
        d = self.choreo.display
        for item in d.items:
            if item.ks and C.KS in item.cards and item.key not in skip:
                sp = self.layer.get(("t", C.KS))
                if sp is not None and sp.visible:
                    D.draw_ks_number(surface, sp.rect(), item.ks)

    def _is_picked(self, ident, picked: set) -> bool:
        for key in picked:
            if ident in self.choreo.display.table.get(key, ()):
                return True
        return False

    @staticmethod
    def _dragged(f: Frame) -> set:
        return {("h", f.ui.drag.ident)} if f.ui.drag.active else set()

    # --- what answers the pointer -----------------------------------------------------------------------
    def _draw_picked(self, surface, f: Frame) -> None:
        """Picked table cards are drawn live, lifted and glowing (as drawn: the sprites keep their rest)."""
        d = self.choreo.display
        for key in f.ui.pick.items:
            for ident in d.table.get(key, ()):
                sp = self.layer.get(ident)
                if sp is not None:
                    shown = copy.copy(sp)
                    shown.glow = PICKED
                    shown.lift = 0.6
                    shown.draw(surface, self.book, True, f.clock)
        for key in f.ui.pick.items:
            item = next((it for it in d.items if it.key == key), None)
            if item is not None and item.ks:
                sp = self.layer.get(("t", C.KS))
                if sp is not None:
                    D.draw_ks_number(surface, sp.rect(), item.ks)

    def _draw_lights(self, surface, f: Frame) -> None:
        """While a card is picked: the table items that may still join it glow gold; the one under the
        pointer brighter, or rose when it cannot join."""
        d = self.choreo.display
        if f.ui.pick.hand is None or not f.may_pick or f.modal is not None or d.flow is None:
            return
        hover = f.ui.hover_item
        for key in f.lit:
            slot = d.flow.slot(key)
            if slot is None:
                continue
            kind = "hover" if key == hover else "legal"
            draw_target(surface, slot.rect, kind, f.clock, self.geo.scale)
        if hover is not None and hover not in f.lit and hover not in f.ui.pick.items:
            slot = d.flow.slot(hover)
            if slot is not None:
                draw_target(surface, slot.rect, "refused", f.clock, self.geo.scale)

    def _draw_hand(self, surface, f: Frame) -> None:
        g = self.geo
        d = self.choreo.display
        dragged = self._dragged(f)
        for ident in d.hands["bottom"]:
            sp = self.layer.get(ident)
            if sp is None or ident in dragged:
                continue
            sp.draw(surface, self.book, True, f.clock)
        if f.may_pick and d.hands["bottom"] and f.ui.pick.hand is None:
            # the number keys, on a small disc at the top of each card
            s = g.scale
            for i, ident in enumerate(d.hands["bottom"]):
                sp = self.layer.get(ident)
                if sp is None or ident in dragged:
                    continue
                r = sp.rect()
                c = (r.centerx, r.top - px(2, s))
                pygame.draw.circle(surface, Palette.midnight, c, px(9, s))
                pygame.draw.circle(surface, Palette.gold_dark, c, px(9, s), max(1, px(1, s)))
                theme.draw_text(surface, str(i + 1), "text_bold", text_px(11, s, 9), Palette.gold_light,
                                (c[0], c[1] + 1), "center")

    def _draw_dragged(self, surface, f: Frame) -> None:
        if not f.ui.drag.active:
            return
        sp = self.layer.get(("h", f.ui.drag.ident))
        if sp is not None:
            sp.draw(surface, self.book, True, f.clock)

    def _draw_effects(self, surface, f: Frame) -> None:
        g = self.geo
        s = g.scale
        for e, p in self.choreo.active("flourish"):
            D.draw_flourish(surface, e.data["centre"], e.data["size"], p, f.clock, s)
            sp = self.layer.get(("t", e.data["card"]))
            if sp is not None:
                sp.draw(surface, self.book, True, f.clock)  # the card over its own burst
        for e, p in self.choreo.active("float"):
            row = g.score_rows[e.data["seat"]]
            D.draw_float(surface, (row.right - px(40, s), row.centery), e.data["text"], p, s)
        for e, p in self.choreo.active("label"):
            side = "bottom" if e.data["seat"] == f.view.bottom else "top"
            r = g.plaques[side]
            # over the felt beside the plaque, clear of its words
            y = r.top - px(24, s) if side == "bottom" else r.bottom + px(60, s)
            D.draw_float(surface, (r.centerx, y), e.data["text"], p, s, Palette.ivory, size=24)

    def _draw_live_parts(self, surface, f: Frame) -> None:
        g = self.geo
        s = g.scale
        if f.thinking_side is not None:
            r = g.plaques[f.thinking_side]
            draw_thinking(surface, (r.right - g.pile_size[0] - px(60, s), r.top + px(22, s)), f.clock, s)
        self._draw_buttons(surface, f)
        if f.clock_side is not None:
            D.draw_clock(surface, g.clocks[f.clock_side], f.turn_left, TIMER_SECONDS, s)
        text, kind = f.status
        self.pill.draw(surface, text, kind)

    def _draw_ask_pass(self, surface, f: Frame) -> None:
        """The question before the Pass is spent: a small box on the felt and its two answers."""
        s = self.geo.scale
        box, _ = self.geo.ask_box()
        shade = pygame.Surface(box.inflate(px(10, s), px(10, s)).size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*Palette.shadow, 140), shade.get_rect(), border_radius=px(16, s))
        surface.blit(shade, shade.get_rect(center=(box.centerx + px(3, s), box.centery + px(5, s))))
        theme.draw_panel(surface, box, s, alpha=245, glow=True)
        pad = px(14, s)
        theme.draw_text(surface, "Use your Pass?", "display", text_px(18, s), Palette.gold_light,
                        (box.centerx, box.top + pad - px(4, s)), "midtop")
        line = fit_text("You skip this turn. Each player has one Pass per game.", "text", text_px(13, s, 10),
                        box.width - 2 * pad)
        theme.draw_text(surface, line, "text", text_px(13, s, 10), Palette.ivory_dim,
                        (box.centerx, box.top + pad + px(24, s)), "midtop")
        self._draw_buttons(surface, f, ("pass_yes", "pass_no"))

    def _draw_hand_count(self, surface, view: TableView) -> None:
        """How many cards the other hand holds, under its backs."""
        if view.phase != PLAY:
            return
        g = self.geo
        s = g.scale
        top_n = len(self.choreo.display.hands["top"])
        b = g.backs_fan.bounds(max(1, top_n))
        theme.draw_text(surface, f"{top_n} card{'s' * (top_n != 1)}" if top_n else "no cards", "text_semibold",
                        text_px(12, s, 10), Palette.text_muted, (b.centerx, b.bottom - px(2, s)), "midtop")

    def _draw_buttons(self, surface, f: Frame, keys=tuple(BUTTONS)) -> None:
        s = self.geo.scale
        for c in f.controls.buttons:
            if c.key not in keys:
                continue
            btn = self.buttons[c.key]
            btn.rect, btn.label, btn.enabled, btn.primary = c.rect, c.label, c.enabled, c.primary
            btn.draw(surface, s, f.ui.hover_button == c.key and c.enabled, f.ui.pressed == c.key, f.clock)

    # --- the hint: the hand card, the table items it uses, or the lifeline -------------------------------
    def draw_hint(self, surface: pygame.Surface, f: Frame, hint, hand_card, cards, builds, clock: float) -> None:
        """Ring what `hint.action` uses: `hand_card` in the fan, the table's `cards` and `builds`, the
        lifeline's button; an arrow from the hand to the first of them."""
        s = self.geo.scale
        kind = hint.action[0]
        if kind == "secret":
            picker = f.secret_picker
            if picker is not None and hint.action[1] in picker.cells:
                draw_hint_ring(surface, picker.cells[hint.action[1]], clock, s)
            return
        if kind == "pass":
            c = f.controls.get("pass")
            if c is not None:
                draw_hint_ring(surface, c.rect, clock, s)
            return
        sp = self.layer.get(("h", hand_card))
        start = None
        if sp is not None:
            draw_hint_ring(surface, sp.rect(), clock, s)
            start = sp.rect().midtop
        if kind == "subtract":
            c = f.controls.get("subtract")
            if c is not None:
                draw_hint_ring(surface, c.rect, clock, s, tag=None)
        d = self.choreo.display
        first = None
        for key in [("c", c) for c in sorted(cards)] + [("b", b) for b in sorted(builds)]:
            slot = d.flow.slot(key) if d.flow is not None else None
            if slot is None:
                continue
            draw_hint_ring(surface, slot.rect, clock, s, tag=None)
            first = first or slot.rect
        if first is not None and start is not None:
            draw_hint_arrow(surface, start, first.midbottom, s)
