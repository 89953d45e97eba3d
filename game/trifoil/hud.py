"""Trifoil's side panel: the two players (links left, longest chain, whose turn, thinking cue), the
actions left, End turn and Undo buttons, and the scrolling move log. Laid out from its rectangle.

Draws the PanelInfo the table hands it and reports which control is under the pointer; the table sets
its buttons in update (set_buttons), so drawing decides nothing. It never changes game state itself.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.trifoil import blink_art as art
from game.ui import theme
from game.ui.table_pieces import fit_text, soft_ink
from game.ui.theme import Palette, px


@dataclass
class PlayerInfo:
    name: str
    role: str  # "Player", "AI · Normal"
    colour: tuple
    ring: bool  # the colour-blind palette draws this player's lights as rings
    links_left: int
    links_total: int
    chain: int
    chain_target: int
    active: bool
    thinking: bool = False
    thinking_seconds: float = 0.0
    result: str = ""  # "Winner", "Draw" once the game is over


@dataclass
class PanelInfo:
    board_title: str
    players: list
    turn_text: str
    turn_detail: str
    log: list = field(default_factory=list)  # (seat, turn number or None, text)
    turn_colour: tuple = Palette.gold_light
    keys: str = "Enter: end turn   ·   Ctrl+Z: undo   ·   Esc: menu"  # the key hint under the buttons


class Button:
    """A gilded button drawn in the house style (velvet, gold rule, Cinzel label)."""

    def __init__(self, key: str, label: str):
        self.key = key
        self.label = label
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True

    def draw(self, surface: pygame.Surface, scale: float, hover: bool, pressed: bool = False) -> None:
        r = self.rect
        radius = px(10, scale)
        if not self.enabled:
            fill, edge, ink = (40, 24, 54), (94, 78, 96), (120, 108, 128)
        elif hover:
            fill, edge, ink = (104, 58, 116), Palette.gold_light, Palette.ivory
        else:
            fill, edge, ink = (66, 34, 82), Palette.gold, Palette.gold_light
        body = r.move(0, px(1, scale)) if pressed else r
        shade = body.move(0, px(3, scale))
        pygame.draw.rect(surface, Palette.shadow, shade, border_radius=radius)
        pygame.draw.rect(surface, fill, body, border_radius=radius)
        if self.enabled:
            # a lighter top half reads as a raised, lit surface
            top = pygame.Rect(body.left + 2, body.top + 2, body.width - 4, body.height // 2 - 2)
            pygame.draw.rect(surface, tuple(min(255, c + 16) for c in fill), top,
                             border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.rect(surface, edge, body, max(1, px(2, scale)), border_radius=radius)
        theme.draw_text(surface, self.label, "display_bold", px(16, scale), ink, body.center, "center")


class SidePanel:
    """The right-hand panel. layout() from a rectangle and scale, then draw() each frame."""

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.cards: list[pygame.Rect] = []
        self.end_button = Button("end", "End turn")
        self.undo_button = Button("undo", "Undo")
        self.turn_rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.log_shown = pygame.Rect(0, 0, 0, 0)  # the log's part left free by a hint's words (set by the table)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)  # the shell's hint dock, above the log
        self.scroll_lines = 0  # how many lines the log is scrolled up from the latest
        self._log_len = 0
        self._max_scroll = 0
        self.pressed: str | None = None
        self.controls = True  # End turn and Undo show (not in a replay: the table sets it)

    # --- layout ------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, scale: float, strip=None) -> None:
        """Lay the panel out in `rect`; `strip(x, y, width, scale)` (the table's hint_dock_strip) keeps
        the hint dock's strip above the log."""
        self.rect = pygame.Rect(rect)
        self.scale = s = scale
        pad = px(16, s)
        x, w = rect.left + pad, rect.width - 2 * pad
        y = rect.top + px(62, s)  # below the title and its rule
        card_h = px(92, s)
        gap = px(10, s)
        self.cards = [pygame.Rect(x, y, w, card_h), pygame.Rect(x, y + card_h + gap, w, card_h)]
        y += 2 * card_h + gap + px(14, s)
        self.turn_rect = pygame.Rect(x, y, w, px(48, s))
        y = self.turn_rect.bottom + px(8, s)
        bh = px(40, s)
        half = (w - px(10, s)) // 2
        self.end_button.rect = pygame.Rect(x, y, half, bh)
        self.undo_button.rect = pygame.Rect(x + w - half, y, half, bh)
        y += bh + px(12, s) + px(12, s)  # buttons, then the key hint line
        self.hint_y = self.end_button.rect.bottom + px(8, s)
        if strip is not None:
            self.hint_rect, y = strip(x, y, w, s)
        log_top = y + px(26, s)  # room for the "Moves" heading
        self.log_heading_y = y
        self.log_rect = pygame.Rect(x, log_top, w, max(0, rect.bottom - pad - log_top))
        self.log_shown = pygame.Rect(self.log_rect)

    # --- hit tests --------------------------------------------------------------------------
    def button_at(self, pos) -> str | None:
        for b in (self.end_button, self.undo_button):
            if b.rect.collidepoint(pos) and b.enabled:
                return b.key
        return None

    def card_at(self, pos) -> int | None:
        for seat, r in enumerate(self.cards):
            if r.collidepoint(pos):
                return seat
        return None

    def scroll(self, lines: int) -> None:
        self.scroll_lines = max(0, min(self._max_scroll, self.scroll_lines + lines))

    # --- drawing ----------------------------------------------------------------------------
    def set_buttons(self, end_label: str, end_enabled: bool, undo_enabled: bool) -> None:
        """End turn ("Results" once the game is over) and Undo, as the table decided them in update."""
        self.end_button.label = end_label
        self.end_button.enabled = end_enabled
        self.undo_button.enabled = undo_enabled

    def still_key(self, info: PanelInfo) -> tuple:
        """What draw_still depends on: the table caches that picture while this is unchanged."""
        players = tuple((p.name, p.role, tuple(p.colour), p.ring, p.links_left, p.links_total, p.chain,
                         p.chain_target, p.active, p.result) for p in info.players)  # (thinking: live)
        return (tuple(self.rect), players, info.board_title, info.turn_text, info.turn_detail, info.keys,
                tuple(info.turn_colour), len(info.log), self.scroll_lines, tuple(self.log_shown))

    def draw(self, surface: pygame.Surface, info: PanelInfo, mouse, clock: float, highlight_seat=None) -> None:
        self.draw_still(surface, info)
        self.draw_live(surface, info, mouse, clock, highlight_seat)

    def draw_still(self, surface: pygame.Surface, info: PanelInfo) -> None:
        """The panel, cards, turn line, key hints and move log: they change only with the game."""
        s = self.scale
        theme.draw_panel(surface, self.rect, s, alpha=200)
        cx = self.rect.centerx
        theme.draw_text(surface, "Trifoil", "display_bold", px(26, s), Palette.gold_light,
                        (cx, self.rect.top + px(12, s)), "midtop", shadow=True)
        theme.draw_divider(surface, (cx, self.rect.top + px(48, s)), int(self.rect.width * 0.55), s)
        for seat, p in enumerate(info.players):
            self._draw_card(surface, self.cards[seat], p)
        self._draw_turn(surface, info)
        theme.draw_text(surface, fit_text(info.keys, "text", px(11, s), self.rect.width - px(24, s)), "text", px(11, s),
                        Palette.text_muted, (cx, self.hint_y), "midtop")
        self._draw_log(surface, info)

    def draw_live(self, surface: pygame.Surface, info: PanelInfo, mouse, clock: float, highlight_seat=None) -> None:
        """What moves or answers the pointer: the breathing border of the player to act, the AI's
        thinking cue, the hovered card, and the buttons."""
        s = self.scale
        radius = px(12, s)
        for seat, p in enumerate(info.players):
            r = self.cards[seat]
            if p.active:
                glow = 0.65 + 0.35 * math.sin(clock * 3.0)
                edge = tuple(int(c * glow + 255 * (1 - glow) * 0.15) for c in p.colour)
                pygame.draw.rect(surface, edge, r, max(2, px(3, s)), border_radius=radius)
            if seat == highlight_seat:
                pygame.draw.rect(surface, Palette.gold_light, r.inflate(px(4, s), px(4, s)), max(1, px(2, s)),
                                 border_radius=radius + px(2, s))
            if p.thinking:
                # over the still card's role line (the card is opaque: its fill hides the words exactly),
                # so an AI starting to think never paints the still pictures again
                role = self._role_words(p)
                pygame.draw.rect(surface, _card_fill(p), theme.render_text(*role).get_rect(topleft=self._role_at(r)))
                dots = "." * (1 + int(clock * 3) % 3)
                theme.draw_text(surface, f"thinking{dots}", "text", px(13, s), Palette.gold_light,
                                (r.left + px(56, s), r.top + px(33, s)))
                self._draw_spinner(surface, (r.left + px(30, s), r.top + px(30, s)), px(19, s), clock)
        for b in (self.end_button, self.undo_button) if self.controls else ():
            b.draw(surface, s, b.enabled and b.rect.collidepoint(mouse), self.pressed == b.key)

    def _draw_card(self, surface, r: pygame.Rect, p: PlayerInfo) -> None:
        s = self.scale
        radius = px(12, s)
        pygame.draw.rect(surface, _card_fill(p), r, border_radius=radius)
        if not p.active:
            pygame.draw.rect(surface, (96, 70, 108), r, max(1, px(1, s)), border_radius=radius)
        # the player's light, as it looks on the board
        grid_r = px(40, s)
        icon_c = (r.left + px(30, s), r.top + px(30, s))
        art.blit_centred(surface, art.light_shade(grid_r), icon_c)
        art.blit_centred(surface, art.light_sprite(grid_r, tuple(p.colour), p.ring), icon_c, pygame.BLEND_RGB_ADD)
        tx = r.left + px(56, s)
        theme.draw_text(surface, fit_text(p.name, "text_semibold", px(17, s), r.right - tx - px(84, s)), "text_semibold",
                        px(17, s), Palette.ivory, (tx, r.top + px(10, s)))
        theme.draw_text(surface, *self._role_words(p), self._role_at(r))  # (a thinking cue covers it: draw_live)
        # chain: the big number on the right
        theme.draw_text(surface, str(p.chain), "display_bold", px(30, s), Palette.gold_light,
                        (r.right - px(14, s), r.top + px(4, s)), "topright")
        theme.draw_text(surface, f"chain / {p.chain_target}", "text", px(11, s), Palette.text_muted,
                        (r.right - px(12, s), r.top + px(42, s)), "topright")
        # links left in the supply: one pip per link
        self._draw_supply(surface, pygame.Rect(r.left + px(14, s), r.bottom - px(28, s), r.width - px(28, s),
                                               px(20, s)), p)

    def _role_words(self, p: PlayerInfo) -> tuple:
        """(text, font role, size, colour) of the card's second line: who plays, or the result."""
        return (p.result or p.role, "text", px(13, self.scale), Palette.gold_light if p.result else Palette.text_muted)

    def _role_at(self, r: pygame.Rect) -> tuple[int, int]:
        return r.left + px(56, self.scale), r.top + px(33, self.scale)

    def _draw_supply(self, surface, r: pygame.Rect, p: PlayerInfo) -> None:
        s = self.scale
        label = theme.render_text(f"{p.links_left} left", "text_semibold", px(12, s), Palette.ivory_dim)
        surface.blit(label, label.get_rect(midright=(r.right, r.centery)))
        span = r.width - label.get_width() - px(12, s)
        n = max(1, p.links_total)
        step = min(px(17, s), span / n)
        pr = max(2, int(step * 0.32))
        for i in range(n):
            c = (int(r.left + pr + i * step), r.centery)
            if i < p.links_left:
                pygame.draw.circle(surface, tuple(min(255, int(v * 0.55)) for v in p.colour), c, pr + 1)
                pygame.draw.circle(surface, p.colour, c, pr)
                if p.ring:
                    pygame.draw.circle(surface, (36, 20, 48), c, max(1, pr // 2))
                else:
                    pygame.draw.circle(surface, (255, 255, 255), c, max(1, pr // 3))
            else:
                pygame.draw.circle(surface, (90, 72, 104), c, pr, 1)

    def _draw_spinner(self, surface, centre, radius: int, clock: float) -> None:
        """A ring of dots chasing round the player's light while the AI thinks."""
        for i in range(8):
            a = clock * 5.0 + i * math.pi / 4
            fade = (i + 1) / 8
            c = (centre[0] + math.cos(a) * radius, centre[1] + math.sin(a) * radius)
            col = tuple(int(Palette.gold_light[k] * fade + 40 * (1 - fade)) for k in range(3))
            pygame.draw.circle(surface, col, (int(c[0]), int(c[1])), max(1, int(radius * 0.13 * (0.5 + fade))))

    def _draw_turn(self, surface, info: PanelInfo) -> None:
        s = self.scale
        r = self.turn_rect
        theme.draw_text(surface, info.turn_text, "display", px(17, s), info.turn_colour, (r.centerx, r.top),
                        "midtop")
        theme.draw_text(surface, fit_text(info.turn_detail, "text", px(13, s), r.width), "text", px(13, s),
                        Palette.ivory_dim, (r.centerx, r.top + px(25, s)), "midtop")

    def _draw_log(self, surface, info: PanelInfo) -> None:
        s = self.scale
        r = self.log_rect
        if r.height < px(30, s):
            return
        if self.log_shown.top > r.top:  # a hint's words stand over the heading and the log's top
            r = self.log_shown
            if r.height < px(20, s):
                return
            return self._draw_lines(surface, info, r)
        heading = theme.draw_text(surface, "Moves", "display", px(15, s), Palette.gold, (r.left, self.log_heading_y))
        theme.draw_text(surface, fit_text(info.board_title, "text", px(12, s), r.right - heading.right - px(12, s)),
                        "text", px(12, s), Palette.text_muted, (r.right, heading.bottom - px(2, s)), "bottomright")
        pygame.draw.line(surface, Palette.gold_dark, (r.left, r.top - px(5, s)), (r.right, r.top - px(5, s)), 1)
        self._draw_lines(surface, info, r)

    def _draw_lines(self, surface, info: PanelInfo, r: pygame.Rect) -> None:
        s = self.scale
        size = px(13, s)
        step = int(size * 1.5)
        visible = max(1, r.height // step)
        if len(info.log) != self._log_len:
            self._log_len = len(info.log)
            self.scroll_lines = 0  # a new move brings the log back to the latest
        self._max_scroll = max(0, len(info.log) - visible)
        self.scroll_lines = min(self.scroll_lines, self._max_scroll)
        end = len(info.log) - self.scroll_lines
        lines = info.log[max(0, end - visible):end]
        if not info.log:
            theme.draw_text(surface, "No moves yet.", "text", size, Palette.text_muted, (r.left, r.top))
            return
        clip = surface.get_clip()
        surface.set_clip(r.clip(clip))  # within what is being painted again (a part of the still picture)
        # newest at the bottom; the list fills from the top while it is short
        y = r.top
        for seat, number, text in lines:
            colour = Palette.ivory if seat is None else soft_ink(info.players[seat].colour)
            if number is not None:
                theme.draw_text(surface, f"{number}.", "text", size, Palette.text_muted, (r.left, y))
            x = r.left + px(30, s)
            name = "" if seat is None else info.players[seat].name
            if name:
                label = theme.draw_text(surface, fit_text(name, "text_semibold", size, px(92, s)), "text_semibold", size,
                                        colour, (x, y))
                x = label.right + px(8, s)
            theme.draw_text(surface, fit_text(text, "text", size, r.right - x), "text", size, Palette.text, (x, y))
            y += step
        surface.set_clip(clip)
        if self.scroll_lines:
            theme.draw_text(surface, "▼ newer below (scroll)", "text", px(11, s), Palette.gold,
                            (r.right, r.bottom), "bottomright")


def _card_fill(p: PlayerInfo) -> tuple:
    """A player's card's (opaque) fill: brighter for the player to act."""
    return (62, 34, 84) if p.active else (48, 26, 66)
