"""The side panel of The Dance's table: the round and the Tempo (and what the next Waltz does), one
plaque per family (its Avatar, who plays it, Refreshments held, Powers revealed, its Plan sealed or
shown, the Dancers it holds and has seated), the private tray of the person looking (Plan, Powers,
Refreshment faces) and the move log in words.

Draws only the PanelInfo it is handed (built by the table from one observation); the still part is
one cached picture per content and size, so a frame costs a blit. Never reads a game state.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.the_dance import marker_art, piece_art
from game.the_dance.counters import counters
from game.the_dance.layout import TableLayout
from game.ui import theme
from game.ui.table_pieces import fit_size, fit_text, soft_ink
from game.ui.table_widgets import LogEntry, MoveLog, draw_thinking
from game.ui.theme import Palette, px, text_px


@dataclass(frozen=True)
class FamilyRow:
    seat: int
    person: str                 # who plays it ("You", "Duke")
    role: str                   # " (AI)" after the person's name, or "" for a person
    avatar: str | None          # Avatar id, None before the choice
    title: str                  # the Avatar's name (or "Player 2" before the choice)
    refreshments: int
    powers: tuple = ()          # Power names the viewer may know
    plan: str | None = None     # the Plan's symbols when the viewer may see it
    plan_lit: tuple = ()
    seated: tuple = ()          # symbol letters of the Dancers seated
    held: tuple = ()            # (symbol letter, dominated) of the Dancers held on the floor
    markers: int = 1
    foiled: bool = False
    in_play: bool = True
    turn: bool = False
    you: bool = False
    note: str = ""              # "1st" under Placings, "Initiative"


@dataclass(frozen=True)
class Tray:
    owner: str                  # "Your tray" or "Tatiana's tray (watching)"
    plan_id: str | None
    plan: str | None
    plan_lit: tuple
    powers: tuple               # (name, one line of help)
    hand: tuple                 # Refreshment ids
    limit: int
    discarded: int = 0          # her face-down discards


@dataclass(frozen=True)
class PanelInfo:
    title: str                  # "Round 3"
    tempo: str                  # "Tempo box 2 · next Waltz: the Dancers move"
    pile: str                   # "Pile 23 · discards 5"
    rows: tuple
    tray: Tray | None
    tray_note: str = ""         # why no tray shows


PANEL_ALPHA = 226  # the panel's velvet over the room


class SidePanel:
    def __init__(self):
        self.layout: TableLayout | None = None
        self.log = MoveLog()
        self._still = None
        self._still_key = None
        self.power_spots: list = []   # (rect, name, help) of the tray's Power plaques, for hover notes

    def place(self, layout: TableLayout) -> None:
        self.layout = layout
        self.log.layout(layout.log, layout.scale)
        self._still = None

    # --- drawing -------------------------------------------------------------------------------------
    def draw_still(self, surface: pygame.Surface, info: PanelInfo, entries: list[LogEntry],
                   backdrop: pygame.Surface | None = None, log_rect: pygame.Rect | None = None,
                   only: str | None = None) -> None:
        """The panel as it stands (families, tray, log): drawn into the table's cached picture. With
        `backdrop` (what lies under the panel's contents, window-sized, as `surface`: the room with the
        panel's velvet already on it, see draw_velvet) the panel is painted straight onto `surface` over
        the backdrop's copy: no picture of its own to copy again (a replay's jump repaints the panel).
        `log_rect`: where the log goes now (a hint's words may stand over its top). `only` ("info" or
        "log", with a backdrop, the log where it was): the part above the log, or the log, painted
        again alone, the other part standing as it was painted last (a new line in the log does not
        paint the families and the tray again)."""
        lay = self.layout
        if lay is None:
            return
        rect = pygame.Rect(log_rect if log_rect is not None else lay.log)
        if rect != self.log.rect:
            self.log.layout(rect, lay.scale)
            only = None
        if backdrop is not None and backdrop.get_rect().contains(lay.panel) \
                and surface.get_rect().contains(lay.panel):
            if only == "log":
                surface.blit(backdrop, rect.topleft, area=rect)
                self.log.draw(surface, entries, "The ball is about to begin.", keep=False)
                return
            canvas = surface.subsurface(lay.panel)
            if only == "info":  # everything _paint draws stands above the log
                above = pygame.Rect(lay.panel.left, lay.panel.top, lay.panel.width, rect.top - lay.panel.top)
                surface.blit(backdrop, above.topleft, area=above)
                canvas.set_clip(above.move(-lay.panel.left, -lay.panel.top))
                self._paint(info, canvas, velvet=False)
                return
            surface.blit(backdrop, lay.panel.topleft, area=lay.panel)
            self._paint(info, canvas, velvet=False)
        else:
            key = (info, lay.panel.size, lay.scale)
            if key != self._still_key or self._still is None:
                self._still = self._paint(info)
                self._still_key = key
            surface.blit(self._still, lay.panel.topleft)
        self.log.draw(surface, entries, "The ball is about to begin.", keep=False)

    def draw_live(self, surface: pygame.Surface, clock: float, thinking_seat: int | None) -> None:
        """What moves on the panel: the thinking dots of the AI seat choosing."""
        lay = self.layout
        if lay is None:
            return
        if thinking_seat is not None and thinking_seat < len(lay.families):
            r = lay.families[thinking_seat]
            draw_thinking(surface, (r.right - px(24, lay.scale), r.top + px(12, lay.scale)), clock, lay.scale)

    def draw_velvet(self, surface: pygame.Surface) -> None:
        """The panel's velvet alone, in its place on a window-sized `surface` (the table's room picture,
        drawn once: see draw_still)."""
        if self.layout is not None:
            theme.draw_panel(surface, self.layout.panel, self.layout.scale, alpha=PANEL_ALPHA)

    def _paint(self, info: PanelInfo, canvas: pygame.Surface | None = None, velvet: bool = True) -> pygame.Surface:
        lay = self.layout
        s = lay.scale
        surf = canvas if canvas is not None else pygame.Surface(lay.panel.size, pygame.SRCALPHA)
        if velvet:
            theme.draw_panel(surf, surf.get_rect(), s, alpha=PANEL_ALPHA)
        ox, oy = lay.panel.topleft

        def local(rect: pygame.Rect) -> pygame.Rect:
            return rect.move(-ox, -oy)

        self._header(surf, local(lay.header), info, s)
        for rect, row in zip(lay.families, info.rows):
            self._family(surf, local(rect), row, s)
        self.power_spots = []
        if info.tray is not None:
            self._tray(surf, local(lay.tray), info.tray, s)
        else:
            self._no_tray(surf, local(lay.tray), info.tray_note, s)
        log = local(lay.log)
        pygame.draw.line(surf, Palette.gold_dark, (log.left, log.top - px(6, s)), (log.right, log.top - px(6, s)), 1)
        return surf

    def _header(self, surf, rect: pygame.Rect, info: PanelInfo, s: float) -> None:
        big = text_px(19, s, 14)
        small = text_px(13, s, 11)
        title = theme.draw_text(surf, info.title, "display_bold", big, Palette.gold_light, (rect.left, rect.top))
        room = rect.right - title.right - px(10, s)  # the pile's words never run into the round's
        if room > px(30, s):
            pile, size = fit_size(info.pile, "text", small, room)
            theme.draw_text(surf, pile, "text", size, Palette.text_muted,
                            (rect.right, rect.top + (big - small) // 2 + px(2, s)), "topright")
        tempo, size = fit_size(info.tempo, "text", small, rect.width)
        theme.draw_text(surf, tempo, "text", size, Palette.ivory_dim, (rect.left, rect.top + int(big * 1.35)))

    def _family(self, surf, rect: pygame.Rect, row: FamilyRow, s: float) -> None:
        colour = piece_art.FAMILY_LOOK[counters().avatar(row.avatar).colour][0] if row.avatar else (90, 80, 100)
        fill = (70, 40, 86) if row.turn else (44, 24, 58)
        pygame.draw.rect(surf, fill, rect, border_radius=px(8, s))
        stripe = pygame.Rect(rect.left, rect.top, px(5, s), rect.height)
        pygame.draw.rect(surf, colour, stripe, border_top_left_radius=px(8, s), border_bottom_left_radius=px(8, s))
        edge = Palette.gold_light if row.turn else Palette.gold_dark
        pygame.draw.rect(surf, edge, rect, max(1, px(2 if row.turn else 1, s)), border_radius=px(8, s))
        if not row.in_play:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((20, 10, 30, 90))
            surf.blit(veil, rect)
        pad = px(8, s)
        med_s = max(8, int(rect.height * 0.5))
        cx = rect.left + px(8, s) + int(med_s * 0.9)
        cy = rect.centery
        if row.avatar:
            med = piece_art.avatar_medallion(row.avatar, med_s)
            surf.blit(med, med.get_rect(center=(cx, cy)))
        else:
            pygame.draw.circle(surf, (60, 44, 70), (cx, cy), int(med_s * 0.75))
            pygame.draw.circle(surf, Palette.gold_dark, (cx, cy), int(med_s * 0.75), max(1, px(1, s)))
            theme.draw_text(surf, "?", "display_bold", text_px(15, s, 11), Palette.gold, (cx, cy), "center")
        x = cx + int(med_s * 0.9) + pad
        line1 = text_px(15, s, 11)
        line2 = text_px(12, s, 10)
        # two lines only where both fit inside the plaque (a small window with many families: one)
        two = rect.height >= int(line1 * 1.3) + int(line2 * 1.25) + px(2, s)
        y1 = rect.top + max(px(2, s), (rect.height - int(line1 * 1.3) - int(line2 * 1.25)) // 2) if two \
            else rect.centery - line1 // 2 - px(1, s)
        y2 = y1 + int(line1 * 1.3)
        right = rect.right - pad
        icon_r = max(4, line2 // 2)
        # line 1, right: the Dancers she holds on the floor (ringed in her colour), then her Plan
        plan_h = max(8, int(line1 * 0.95))
        plan_pic = (marker_art.plan_row(row.plan, row.plan_lit, plan_h) if row.plan
                    else marker_art.hidden_plan(plan_h))
        plan_rect = plan_pic.get_rect(topright=(right, y1))
        surf.blit(plan_pic, plan_rect)
        ix = plan_rect.left - px(8, s) - icon_r
        for letter, dominated in reversed(row.held):
            c = (ix, y1 + plan_h // 2 + 1)
            pygame.draw.circle(surf, colour, c, icon_r + max(2, px(2, s)))
            if dominated:
                pygame.draw.circle(surf, Palette.gold_light, c, icon_r + max(2, px(2, s)), max(1, px(1, s)))
            icon = piece_art.symbol_icon(letter, icon_r)
            surf.blit(icon, icon.get_rect(center=c))
            ix -= int(icon_r * 2.7)
        name_w = ix + icon_r - x - px(4, s)
        title = row.title + ("  (you)" if row.you and row.person and row.person.lower() != "you" else "")
        theme.draw_text(surf, fit_text(title, "display_bold", line1, name_w), "display_bold", line1,
                        Palette.ivory if row.in_play else Palette.text_muted, (x, y1))
        if not two:
            return
        # line 2: who plays her, then what everyone may count: Refreshments (face down), Dancers seated
        # at her table (their tokens sit there on the board), her markers and the Powers she has shown
        chip_r = max(4, line2 // 2)
        tx = x
        extra = []
        if row.markers > 1:
            extra.append("2 markers")
        if row.note:
            extra.append(row.note)
        extra.extend(row.powers)
        counts_w = 2 * (chip_r * 2 + px(4, s) + theme.text_width("00", "text_semibold", line2) + px(8, s))
        shown = ", ".join(extra)
        need = (theme.text_width(row.person + row.role, "text", line2) + px(8, s) + counts_w
                + theme.text_width(shown, "text_semibold", line2))
        person = row.person + row.role if need <= right - x or not row.person else row.person  # "(AI)" goes first
        words = fit_text(person, "text", line2, max(20, (right - x) // 2))
        w_pic = theme.render_text(words, "text", line2, Palette.text_muted)
        surf.blit(w_pic, (tx, y2))
        tx += w_pic.get_width() + px(8, s)
        mid = y2 + line2 // 2 + 1
        for icon, count in ((marker_art.face_down_chip(chip_r), row.refreshments),
                            (marker_art.seat_icon(chip_r), len(row.seated))):
            surf.blit(icon, icon.get_rect(midleft=(tx, mid)))
            tx += icon.get_width() + px(2, s)
            pic = theme.render_text(str(count), "text_semibold", line2, Palette.ivory_dim)
            surf.blit(pic, (tx, y2))
            tx += pic.get_width() + px(8, s)
        if extra:
            words = shown
            size = line2
            while size > 9 and theme.text_width(words, "text_semibold", size) > right - tx:
                size -= 1  # a long Power's name shrinks a little before it would be shortened
            theme.draw_text(surf, fit_text(words, "text_semibold", size, right - tx), "text_semibold", size,
                            Palette.gold, (tx, y2 + (line2 - size) // 2))
        if row.foiled:
            tag = theme.render_text("Foiled", "text_bold", max(9, line2 - 1), Palette.ivory)
            box = tag.get_rect(midleft=(cx + int(med_s * 0.55), rect.bottom - tag.get_height() // 2 - px(1, s)))
            pill = box.inflate(px(8, s), px(2, s))
            pygame.draw.rect(surf, (170, 30, 40), pill, border_radius=pill.height // 2)
            surf.blit(tag, box)

    def _tray(self, surf, rect: pygame.Rect, tray: Tray, s: float) -> None:
        pygame.draw.rect(surf, (30, 16, 42), rect, border_radius=px(10, s))
        pygame.draw.rect(surf, Palette.gold, rect, max(1, px(1, s)), border_radius=px(10, s))
        pad, head, small, row_h = _tray_sizes(rect, s)
        x, y = rect.left + pad, rect.top + px(6, s)
        theme.draw_text(surf, tray.owner, "display", head, Palette.gold_light, (x, y))
        y += int(head * 1.45)
        # the Plan
        label = f"Plan {tray.plan_id}" if tray.plan_id else "Plan"
        theme.draw_text(surf, label, "text_semibold", small, Palette.ivory_dim, (x, y + (row_h - small) // 2))
        px0 = x + theme.text_width("Refreshments", "text_semibold", small) + px(10, s)
        if tray.plan:
            pic = marker_art.plan_row(tray.plan, tray.plan_lit, row_h)
            surf.blit(pic, (px0, y + (row_h - pic.get_height()) // 2 + 1))
            done = sum(tray.plan_lit)
            words = f"{done} of {len(tray.plan)} seated"
            room = rect.right - pad - (px0 + pic.get_width() + px(8, s))
            if theme.text_width(words, "text", small) > room:
                words = f"{done}/{len(tray.plan)}"
            theme.draw_text(surf, words, "text", small, Palette.text_muted,
                            (rect.right - pad, y + (row_h - small) // 2), "topright")
        else:
            theme.draw_text(surf, "not drawn yet", "text", small, Palette.text_muted, (px0, y + (row_h - small) // 2))
        y += row_h + px(6, s)
        # the Powers, as small plaques (their help shows on hover)
        theme.draw_text(surf, "Powers", "text_semibold", small, Palette.ivory_dim, (x, y))
        bx = px0
        ox, oy = self.layout.panel.topleft
        for name, help_text in tray.powers:
            label_pic = theme.render_text(name, "text_semibold", small, Palette.midnight)
            pill = pygame.Rect(bx, y - px(2, s), label_pic.get_width() + px(14, s), small + px(6, s))
            if pill.right > rect.right - pad:
                break
            pygame.draw.rect(surf, Palette.gold_light, pill, border_radius=pill.height // 2)
            pygame.draw.rect(surf, Palette.gold_dark, pill, 1, border_radius=pill.height // 2)
            surf.blit(label_pic, label_pic.get_rect(center=pill.center))
            self.power_spots.append((pill.move(ox, oy), name, help_text))
            bx = pill.right + px(6, s)
        if not tray.powers:
            theme.draw_text(surf, "none yet", "text", small, Palette.text_muted, (bx, y))
        y += small + px(12, s)
        # the Refreshments, face up
        theme.draw_text(surf, "Refreshments", "text_semibold", small, Palette.ivory_dim, (x, y + px(6, s)))
        chip_r = _tray_chip_radius(rect, s)  # (y is _tray_chips_top here)
        cx = px0 + chip_r
        cy = y + chip_r + px(2, s)
        for marker in tray.hand:
            chip = marker_art.refreshment_chip(marker, chip_r)
            surf.blit(chip, chip.get_rect(center=(cx, cy)))
            cx += int(chip_r * 2.25)
        note = f"{len(tray.hand)} of {tray.limit}"
        theme.draw_text(surf, note, "text", small, Palette.text_muted, (rect.right - pad, cy), "midright")
        if not tray.hand:
            theme.draw_text(surf, "none", "text", small, Palette.text_muted, (cx - chip_r, cy), "midleft")

    def _no_tray(self, surf, rect: pygame.Rect, note: str, s: float) -> None:
        pygame.draw.rect(surf, (26, 14, 36), rect, border_radius=px(10, s))
        pygame.draw.rect(surf, Palette.gold_dark, rect, max(1, px(1, s)), border_radius=px(10, s))
        size = text_px(14, s, 12)
        lines = _wrapped(note or "Private trays stay hidden.", size, rect.width - px(24, s))[:3]
        y = rect.centery - len(lines) * int(size * 1.35) // 2
        for line in lines:
            theme.draw_text(surf, line, "text", size, Palette.text_muted, (rect.centerx, y), "midtop")
            y += int(size * 1.35)

    def warm_chips(self):
        """Warm-up steps: the tray's Refreshment chips at this size, each face (the first tray showing
        one then only blits it)."""
        if self.layout is None:
            return
        r = _tray_chip_radius(self.layout.tray, self.layout.scale)
        for marker in counters().refreshments:
            yield marker_art.refreshment_chip(marker.id, r)

    # --- hover ------------------------------------------------------------------------------------
    def power_at(self, pos) -> tuple[str, str] | None:
        for rect, name, text in self.power_spots:
            if rect.collidepoint(pos):
                return name, text
        return None


def log_entries(words, colour_of) -> list[LogEntry]:
    """The log's lines as LogEntry: each in its family's colour (chance in gold), the round in the
    margin on the first line of each round."""
    out = []
    last_round = None
    for line, seat, rnd in words:
        colour = colour_of(seat)
        mark = rnd if rnd and rnd != last_round else None
        last_round = rnd if rnd else last_round
        out.append(LogEntry(line, soft_ink(colour) if colour else Palette.ivory_dim, mark))
    return out


def _tray_sizes(rect: pygame.Rect, s: float) -> tuple[int, int, int, int]:
    """The tray's padding, heading and small type sizes, and the Plan's row height."""
    return px(10, s), text_px(14, s, 12), text_px(12, s, 11), max(10, int(rect.height * 0.2))


def _tray_chips_top(rect: pygame.Rect, s: float) -> int:
    """The top of the tray's Refreshments line (under its owner, the Plan and the Powers)."""
    _pad, head, small, row_h = _tray_sizes(rect, s)
    return rect.top + px(6, s) + int(head * 1.45) + row_h + px(6, s) + small + px(12, s)


def _tray_chip_radius(rect: pygame.Rect, s: float) -> int:
    """The radius of the tray's Refreshment chips."""
    return max(7, min(px(14, s), (rect.bottom - _tray_chips_top(rect, s) - px(6, s)) // 2))


@lru_cache(maxsize=32)
def _wrapped(text: str, size: int, width: int) -> tuple:
    """theme.wrap_text, remembered: the tray's note is wrapped again with every panel painted."""
    return tuple(theme.wrap_text(text, "text", size, width))
