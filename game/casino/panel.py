"""The Casino Trifecta table's side panel: both score trackers (total, what it is made of, whose turn),
the card tracker of all 52 cards (in your hand, on the table, captured by each seat, still unseen, with
how many of each rank are unseen), the move log and the keys; and what lies under the pointer there,
for the hover notes (a score's breakdown, a card's whereabouts).

Draws what it is given into one cached picture per content (the scores' totals live over it); never
reads a game state.
"""
from __future__ import annotations

import pygame

from game.casino import cards as C
from game.casino.card_faces import suit_symbol
from game.casino.layout import Geometry
from game.casino.suit_text import SuitText, suit_ink
from game.casino.table_text import score_summary, summary_parts
from game.casino.view import HAND, PILE, TABLE, UNSEEN, TableView, tracker_marks, unseen_by_rank
from game.ui import theme
from game.ui.card_art import star_points
from game.ui.table_pieces import draw_seat_disc, fit_text, soft_ink
from game.ui.table_widgets import MoveLog
from game.ui.theme import Palette, px, text_px

CELL_UNSEEN = (46, 30, 62)
CELL_TABLE = (226, 216, 196)
CELL_HAND = Palette.gold_light
KEYS = ("1–4 pick · click the table · Enter confirm", "P pass · S subtraction · Esc put back · F1 rules")


def score_line(role: str, breakdown: dict, over: bool, size: int, room: int) -> str:
    """The line under a score, never cut inside a word: the role and the score's parts when they fit,
    else the parts alone, else as many parts as fit and how many more the score's note lists."""
    f = theme.font("text", size)
    summary = score_summary(breakdown, over)
    for line in (f"{role} · {summary}", summary):
        if f.size(line)[0] <= room:
            return line
    parts = summary_parts(breakdown, over)
    for k in range(len(parts) - 1, 0, -1):
        line = " · ".join(parts[:k]) + f" · +{len(parts) - k} more"
        if f.size(line)[0] <= room:
            return line
    return fit_text(summary, "text", size, room)


def muted(colour, k: float = 0.62) -> tuple:
    """A seat colour sunk into the velvet, for a tracker cell."""
    return tuple(int(c * k + v * (1 - k)) for c, v in zip(colour, Palette.velvet))


class SidePanel:
    def __init__(self, text: SuitText):
        self.text = text
        self.log = MoveLog(text=text)
        self.geo: Geometry | None = None
        self._pic: pygame.Surface | None = None
        self._key = None
        self.cells: dict = {}  # card -> rect (window coordinates)
        self._marks: tuple = (None, {}, 0)  # (view, its tracker marks, a serial for the picture's key)

    def layout(self, geo: Geometry) -> None:
        self.geo = geo
        self.log.layout(geo.log, geo.scale)
        self._key = None
        g = geo
        t = g.tracker
        s = g.scale
        label_w = px(18, s)
        cw = (t.width - label_w) / 13
        ch = px(21, s)
        self.cells = {}
        for suit in range(4):
            for r in range(13):
                x = int(t.left + label_w + r * cw)
                self.cells[C.card(r + 1, suit)] = pygame.Rect(x + 1, t.top + suit * ch + 1, int(cw) - 2, ch - 3)
        self.footer_y = t.top + 4 * ch + px(2, s)
        self.cell_w = cw

    # --- what is under the pointer ---------------------------------------------------------------
    def score_at(self, pos) -> int | None:
        for seat, r in enumerate(self.geo.score_rows):
            if r.collidepoint(pos):
                return seat
        return None

    def card_at(self, pos) -> int | None:
        if not self.geo.tracker.collidepoint(pos):
            return None
        for card, r in self.cells.items():
            if r.inflate(2, 3).collidepoint(pos):
                return card
        return None

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: TableView, scores, colours, roles, log_entries, turn,
             four_suits: bool, keys: bool = True) -> None:
        self.draw_picture(surface, view, scores, colours, roles, turn, four_suits, keys)
        self.log.draw(surface, log_entries, "The cards are about to be dealt.")

    def around_log(self) -> list:
        """The panel's area but the log's, as rectangles (window coordinates)."""
        p, lg = self.geo.panel, self.geo.log
        return [r for r in (pygame.Rect(p.left, p.top, p.width, lg.top - p.top),
                            pygame.Rect(p.left, lg.bottom, p.width, p.bottom - lg.bottom),
                            pygame.Rect(p.left, lg.top, lg.left - p.left, lg.height),
                            pygame.Rect(lg.right, lg.top, p.right - lg.right, lg.height)) if r.width > 0 and r.height > 0]

    def draw_log(self, surface: pygame.Surface, log_entries) -> None:
        """The move log alone, over the panel's picture under it, on bare room (the picture is made:
        draw_picture; draw() draws both at once)."""
        g = self.geo
        if self._pic is not None:
            surface.blit(self._pic, g.log, g.log.move(-g.panel.left, -g.panel.top))
        self.log.draw(surface, log_entries, "The cards are about to be dealt.")

    def draw_picture(self, surface: pygame.Surface, view: TableView, scores, colours, roles, turn,
                     four_suits: bool, keys: bool = True, around_log: bool = False) -> None:
        """The panel but its log: the title, the scores, the tracker and its legend, the keys (`keys`: when
        there is anything to press; `around_log`: only outside the log's rectangle, which keeps what is
        drawn there)."""
        g = self.geo
        if self._marks[0] is not view:
            self._marks = (view, tracker_marks(view), self._marks[2] + 1)
        marks = self._marks[1]
        key = (g.size, self.totals_key(scores), tuple(tuple(sorted(b.items())) for b in view.breakdown), view.over,
               colours, roles, view.names, self._marks[2], view.secrets, turn, four_suits, view.you, view.viewer, keys)
        if key != self._key or self._pic is None:
            if self._pic is None or self._pic.get_size() != g.panel.size:
                self._pic = pygame.Surface(g.panel.size, pygame.SRCALPHA)
            else:
                self._pic.fill((0, 0, 0, 0))
            self._render(self._pic, view, marks, scores, colours, roles, turn, four_suits, keys)
            self._key = key
        if not around_log:
            surface.blit(self._pic, g.panel.topleft)
            return
        for r in self.around_log():
            surface.blit(self._pic, r, r.move(-g.panel.left, -g.panel.top))

    def _total(self, score: float) -> pygame.Surface:
        return theme.render_text(f"{score:g}", "display_bold", text_px(26, self.geo.scale), Palette.gold_light)

    def totals_key(self, scores) -> tuple:
        """What of the scores the panel's picture depends on: only how wide each total is (the totals
        themselves are drawn live, draw_totals, so a score counting up redraws two numbers, not the panel)."""
        return tuple(self._total(score).get_width() for score in scores)

    def draw_totals(self, surface: pygame.Surface, scores) -> None:
        """Each seat's total at the right of its score row (over the panel's picture, every frame)."""
        s = self.geo.scale
        for score, row in zip(scores, self.geo.score_rows):
            total = self._total(score)
            surface.blit(total, total.get_rect(midright=(row.right - px(10, s), row.centery)))

    def _render(self, pic, view, marks, scores, colours, roles, turn, cb, keys: bool = True) -> None:
        g = self.geo
        s = g.scale
        off = (-g.panel.left, -g.panel.top)
        theme.draw_panel(pic, pic.get_rect(), s, alpha=210)
        theme.draw_text(pic, "Casino Trifecta", "display_bold", text_px(22, s), Palette.gold_light,
                        (pic.get_width() // 2, px(10, s)), "midtop", shadow=True)
        theme.draw_divider(pic, (pic.get_width() // 2, px(44, s)), int(pic.get_width() * 0.55), s)
        for seat, row in enumerate(g.score_rows):
            self._score_row(pic, row.move(*off), view, seat, scores[seat], colours[seat], roles[seat], turn == seat)
        t = g.tracker.move(*off)
        theme.draw_text(pic, "Card tracker", "display", text_px(15, s, 11), Palette.gold, (t.left, g.tracker_title_y
                                                                                            + off[1]))
        title_w = theme.text_width("Card tracker", "display", text_px(15, s, 11))
        note = "last row: how many unseen"
        if theme.text_width(note, "text", text_px(10, s, 9)) + title_w + px(12, s) > t.width:
            note = "last row: unseen"
        theme.draw_text(pic, note, "text", text_px(10, s, 9), Palette.text_muted,
                        (t.right, g.tracker_title_y + off[1] + px(5, s)), "topright")
        self._tracker(pic, view, marks, colours, cb, off)
        self._legend(pic, view, colours, off)
        lt = g.log_title_y + off[1]
        theme.draw_text(pic, "Moves", "display", text_px(15, s, 11), Palette.gold, (t.left, lt))
        y = g.log.top + off[1] - px(5, s)
        pygame.draw.line(pic, Palette.gold_dark, (t.left, y), (t.right, y), 1)
        size = text_px(11, s, 9)
        room = pic.get_width() - px(16, s)
        while size > 8 and any(theme.text_width(line, "text", size) > room for line in KEYS):
            size -= 1  # every key named whole: smaller words in a narrow panel
        y = g.keys_y + off[1]
        for line in reversed(KEYS if keys else ()):
            r = theme.draw_text(pic, fit_text(line, "text", size, room), "text", size,
                                Palette.text_muted, (pic.get_width() // 2, y), "midbottom")
            y = r.top - px(1, s)

    def _score_row(self, pic, row: pygame.Rect, view: TableView, seat: int, score: float, colour, role: str,
                   to_move: bool) -> None:
        s = self.geo.scale
        if to_move and not view.over:
            pygame.draw.rect(pic, (70, 38, 86), row, border_radius=px(8, s))
            pygame.draw.rect(pic, Palette.gold, row, max(1, px(1, s)), border_radius=px(8, s))
        else:
            pygame.draw.rect(pic, (44, 24, 60), row, border_radius=px(8, s))
        draw_seat_disc(pic, (row.left + px(16, s), row.top + px(17, s)), seat + 1, colour, s, radius=11)
        x = row.left + px(32, s)
        total = self._total(score)  # drawn live (draw_totals): only its width shapes the row
        room = row.right - px(16, s) - total.get_width() - x
        name = view.names[seat]
        theme.draw_text(pic, fit_text(name, "text_semibold", text_px(15, s, 11), room), "text_semibold",
                        text_px(15, s, 11), soft_ink(colour), (x, row.top + px(5, s)))
        line = score_line(role, view.breakdown[seat], view.over, text_px(11, s, 9), room)
        theme.draw_text(pic, line, "text", text_px(11, s, 9), Palette.text_muted, (x, row.top + px(27, s)))

    def _tracker(self, pic, view: TableView, marks: dict, colours, cb: bool, off) -> None:
        g = self.geo
        s = g.scale
        t = g.tracker.move(*off)
        size = text_px(11, s, 8)
        side = max(8, px(13, s))
        secrets = {C.card_id(n): k for k, n in enumerate(view.secrets) if n}
        for suit in range(4):
            r0 = self.cells[C.card(1, suit)].move(*off)
            sym = suit_symbol(suit, side, suit_ink(suit, cb))
            pic.blit(sym, sym.get_rect(center=(t.left + px(8, s), r0.centery)))
        for card, rect in self.cells.items():
            r = rect.move(*off)
            mark = marks[card]
            rank = C.RANKS[C.rank(card) - 1]
            if mark == UNSEEN:
                pygame.draw.rect(pic, CELL_UNSEEN, r, border_radius=max(2, px(3, s)))
                ink = (132, 116, 150)
            elif mark == HAND:
                pygame.draw.rect(pic, CELL_HAND, r, border_radius=max(2, px(3, s)))
                ink = Palette.midnight
            elif mark == TABLE:
                pygame.draw.rect(pic, CELL_TABLE, r, border_radius=max(2, px(3, s)))
                ink = Palette.midnight
            else:
                seat = PILE.index(mark)
                pygame.draw.rect(pic, muted(colours[seat]), r, border_radius=max(2, px(3, s)))
                ink = Palette.ivory
            label = theme.render_text(rank if rank != "10" else "10", "text_semibold", size if rank != "10"
                                      else max(7, size - 2), ink)
            pic.blit(label, label.get_rect(center=(r.centerx, r.centery + 1)))
            if card in secrets:
                c = (r.right - px(2, s), r.top + px(2, s))
                pts = star_points(c[0], c[1], px(5, s), px(2.2, s))
                pygame.draw.polygon(pic, Palette.gold_light, pts)
                pygame.draw.polygon(pic, Palette.gold_dark, pts, 1)
        counts = unseen_by_rank(marks)
        for r in range(13):
            cell = self.cells[C.card(r + 1, 0)].move(*off)
            n = counts[r]
            theme.draw_text(pic, str(n) if n else "–", "text", max(8, size - 1),
                            Palette.ivory_dim if n else Palette.text_muted,
                            (cell.centerx, self.footer_y + off[1]), "midtop")

    def _legend(self, pic, view: TableView, colours, off) -> None:
        g = self.geo
        s = g.scale
        y = g.tracker_legend_y + off[1] + px(4, s)
        x = g.tracker.left + off[0]
        size = text_px(11, s, 9)
        items = [("hand", CELL_HAND)] if view.viewer is not None else []
        items += [("table", CELL_TABLE), (view.names[0], muted(colours[0])), (view.names[1], muted(colours[1])),
                  ("unseen", CELL_UNSEEN)]
        sw = px(10, s)
        right = g.tracker.right + off[0]
        gap = px(4, s) + px(9, s)  # swatch to word, word to next swatch
        # the seats' names share what the fixed words leave, whole where they can be (at 800x450 the key
        # read "Counte…" and lost its last colour)
        natural = sorted(theme.text_width(n, "text", size) for n in view.names[:2])

        def room_for_names() -> int:
            fixed = sum(sw + gap + theme.text_width(label, "text", size) for label, _ in items
                        if label not in view.names[:2])
            return right - x - fixed - 2 * (sw + gap)

        room = room_for_names()
        if sum(natural) > room:  # an unseen cell speaks for itself: the names come first
            items = [item for item in items if item[0] != "unseen"]
            room = room_for_names()
        # the shorter name whole when it leaves the longer half the room or more, else half each
        name_w = max(px(36, s), room - natural[0] if natural[0] <= room // 2 else room // 2)
        for label, colour in items:
            if label in view.names[:2]:
                label = fit_text(label, "text", size, name_w)
            w = sw + px(4, s) + theme.text_width(label, "text", size)
            if x + w > right:
                break
            pygame.draw.rect(pic, colour, (x, y - sw // 2, sw, sw), border_radius=max(2, px(2, s)))
            r = theme.draw_text(pic, label, "text", size, Palette.text_muted, (x + sw + px(4, s), y), "midleft")
            x = r.right + px(9, s)
