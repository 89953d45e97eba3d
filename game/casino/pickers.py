"""The Casino Trifecta table's choosers: which reading a selection is meant as (capture or build, which
groups, a multiple build: each tile shows its result), the number the K of spades stands for (each tile
says what that number makes), and the secret card (all 52 cards laid out by suit, behind the curtain in pass-and-play).

Builds the shared ChoicePanel's tiles and draws the secret grid; what is chosen goes back to the table
through a callback. Never changes a game state.
"""
from __future__ import annotations

import pygame

from game.casino import cards as C
from game.casino import table_draw
from game.casino.card_faces import star_key
from game.casino.selection import ks_use, table_parts
from game.casino.table_text import reading_caption, reading_title
from game.ui import card_art, theme
from game.ui.choice_panel import Choice, ChoicePanel
from game.ui.table_widgets import GildedButton
from game.ui.theme import Palette, px, text_px

def _row_of_cards(surface: pygame.Surface, rect: pygame.Rect, keys: list, book, lead: int = 0,
                  label: str = "") -> None:
    """Cards fanned across `rect`, the first `lead` ones (the hand's) lit gold; a plaque under them."""
    n = max(1, len(keys))
    plaque_h = max(12, rect.height // 6) if label else 0
    h = min(rect.height - plaque_h - 4, int(rect.width / (1 + 0.45 * (n - 1)) / card_art.CARD_ASPECT))
    size = card_art.size_for_height(max(16, h))
    step = min(size[0] * 0.55, (rect.width - size[0]) / max(1, n - 1)) if n > 1 else 0
    x0 = rect.centerx - (size[0] + step * (n - 1)) / 2
    y = rect.top + (rect.height - plaque_h - size[1]) // 2
    for i, key in enumerate(keys):
        r = pygame.Rect(int(x0 + i * step), y, *size)
        if i < lead:
            halo = card_art.card_halo(size, Palette.gold_light, max(3, size[1] // 12))
            surface.blit(halo, halo.get_rect(center=r.center))
        surface.blit(book.face(key, size), r)
    if label:
        w = min(rect.width, table_draw.plaque_width(label, plaque_h))
        pic = table_draw.build_plaque(label, (w, plaque_h), Palette.gold, "single", True)
        surface.blit(pic, pic.get_rect(midbottom=(rect.centerx, rect.bottom)))


def reading_panel(state, seat: int, plays: list, book, text, on_choose, on_cancel) -> ChoicePanel:
    """Each legal reading of a selection as a tile: the cards it uses (yours lit) and what it does."""
    choices = []
    for a in plays:
        cards, builds = table_parts(a)
        keys = [C.tok_card(a[1])] + sorted(cards) + [C.tok_card(t) for b in state.builds if b.number in builds
                                                      for t in b.cards]
        label = ""
        if a[0] in ("build", "same", "subtract"):
            label = reading_title(state, a)

        def picture(surf, rect, keys=keys, label=label) -> None:
            _row_of_cards(surf, rect, keys, book, lead=1, label=label)

        choices.append(Choice(a, reading_title(state, a), reading_caption(state, a), picture))
    return ChoicePanel("This play can mean more than one thing", choices, on_choose, on_cancel, text=text,
                       subtitle="Choose what it should do (or press its number).", tile_aspect=0.62)


def ks_panel(state, plays: list, book, text, on_choose, on_cancel) -> ChoicePanel:
    """The K of spades as a number 3 to 9 (or a king): the uses `plays` allow are lit, each saying what it
    makes ("Build 9", "Capture 2 cards"), as the chooser of readings does."""
    makes: dict = {}
    for a in plays:
        titles = makes.setdefault(ks_use(a), [])
        title = reading_title(state, a)
        if title not in titles:
            titles.append(title)
    choices = []
    for u in list(C.KS_NUMBERS) + ["K"]:
        def picture(surf, rect, u=u) -> None:
            size = card_art.size_for_height(min(rect.height, int(rect.width / card_art.CARD_ASPECT)))
            r = pygame.Rect(0, 0, *size)
            r.center = rect.center
            surf.blit(book.face(C.KS, size), r)
            if u != "K":
                table_draw.draw_ks_number(surf, r, u)

        what = " or ".join(makes.get(u, ()))
        choices.append(Choice(u, f"as {u}" if u != "K" else "as a king", what or "no play here", picture,
                              enabled=u in makes))
    return ChoicePanel("The king of spades stands for…", choices, on_choose, on_cancel, text=text,
                       subtitle="A wild number from 3 to 9, or a king: each lit one says what it makes.",
                       tile_aspect=0.9, max_columns=4)


class SecretPicker:
    """All 52 cards in four rows by suit: click one (or type its name's keys) and seal it as your secret
    card. Modal while open; the table hands it the hinted card to ring."""

    def __init__(self, book, on_seal, name: str, colour, seat: int = 0):
        self.book = book
        self.seat = seat
        self.on_seal = on_seal
        self.name = name
        self.colour = colour
        self.chosen: int | None = None
        self.hover: int | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cells: dict = {}
        self.size = (10, 14)
        self.scale = 1.0
        self.confirm = GildedButton("seal", "Seal my secret card", "Enter")
        self.confirm_hover = False

    def layout(self, area: pygame.Rect, scale: float) -> None:
        s = self.scale = scale
        self.rect = pygame.Rect(area)
        head = px(78, s)
        foot = px(62, s)
        gap = px(6, s)
        cw = (area.width - px(40, s) - gap * 12) / 13
        ch = (area.height - head - foot - gap * 3) / 4
        self.size = card_art.size_for_height(min(ch, cw / card_art.CARD_ASPECT))
        w, h = self.size
        grid_w = 13 * w + 12 * gap
        left = area.centerx - grid_w // 2
        top = area.top + head + (area.height - head - foot - (4 * h + 3 * gap)) // 2
        self.cells = {}
        for suit in range(4):
            for r in range(13):
                self.cells[C.card(r + 1, suit)] = pygame.Rect(left + r * (w + gap), top + suit * (h + gap), w, h)
        bw = px(260, s)
        self.confirm.rect = pygame.Rect(area.centerx - bw // 2, area.bottom - foot + px(10, s), bw, px(44, s))

    def card_at(self, pos) -> int | None:
        for card, r in self.cells.items():
            if r.collidepoint(pos):
                return card
        return None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
            self.confirm_hover = self.confirm.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.confirm.contains(event.pos) and self.chosen is not None:
                self.on_seal(self.chosen)
                return True
            card = self.card_at(event.pos)
            if card is not None:
                self.chosen = card
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.chosen is not None:
                self.on_seal(self.chosen)
            return True
        return False

    def set_button(self) -> None:
        """The seal button: its words and whether it works (the table calls this in update)."""
        self.confirm.enabled = self.chosen is not None
        self.confirm.primary = self.chosen is not None
        self.confirm.label = (f"Seal {C.NAME[self.chosen]} as my secret" if self.chosen is not None
                              else "Click a card first")

    def draw(self, surface: pygame.Surface, clock: float) -> None:
        s = self.scale
        theme.draw_panel(surface, self.rect, s, alpha=255, glow=True)
        theme.draw_text(surface, f"{self.name}: choose your secret card", "display", text_px(22, s),
                        Palette.gold_light, (self.rect.centerx, self.rect.top + px(12, s)), "midtop")
        line = ("Whoever captures it later, you or your opponent, scores 1 for it. Nobody else sees it until "
                "then; many players choose a plain heart or club.")
        size = text_px(13, s, 10)
        y = self.rect.top + px(44, s)
        for part in theme.wrap_text(line, "text", size, self.rect.width - px(40, s))[:2]:
            theme.draw_text(surface, part, "text", size, Palette.ivory_dim, (self.rect.centerx, y), "midtop")
            y += int(size * 1.35)
        for card, r in self.cells.items():
            key = star_key(card) if card == self.chosen else card
            lift = px(6, s) if card in (self.hover, self.chosen) else 0
            rr = r.move(0, -lift)
            if card == self.chosen:
                halo = card_art.card_halo(self.size, Palette.gold_light, max(4, self.size[1] // 9))
                surface.blit(halo, halo.get_rect(center=rr.center))
            surface.blit(self.book.face(key, self.size), rr)
        self.confirm.draw(surface, s, self.confirm_hover and self.confirm.enabled, False, clock)


def uses_king(plays: list) -> list:
    """The K of spades' uses among `plays` (numbers and "K")."""
    out = []
    for a in plays:
        u = ks_use(a)
        if u is not None and u not in out:
            out.append(u)
    return out
