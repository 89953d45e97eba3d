"""The small panel of an Influence Step: open on a lit target, it lets the player choose the Domain
(barred ones crossed out in red) and the Refreshments to play, shows the target number and the chance
of success before the die is thrown (and what else a roll may do: Dominate, free her), and rolls;
it also offers Cut In with the piece, or calling the Server.

Draws what it is given and hands back the chosen action; the actions, numbers and chances come from
the rules (legal_actions) and the table's view (table_view.attempt_odds, from the acting seat's own
observation). Never changes game state.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.the_dance import attempt_words as AW
from game.the_dance import floor as F
from game.the_dance import marker_art, piece_art
from game.ui import theme
from game.ui.table_pieces import fit_text
from game.ui.table_widgets import GildedButton
from game.ui.theme import Palette, px, text_px


@dataclass
class DomainRow:
    domain: int
    name: str
    mine: int                 # the Avatar's rating
    theirs: int | None        # the target's pips (None: barred, a red x)
    legal: bool


@dataclass
class AttemptSpec:
    """What the panel offers: kind "influence", "foil", "server" or "cutin" (a piece she may only
    swap with), the target's name and piece, the Domain rows, the Refreshment choices per Domain
    (tuples of marker ids), and the Cut In action when the target allows it."""
    kind: str
    title: str
    target_piece: object = None
    rows: list = field(default_factory=list)
    refs: dict = field(default_factory=dict)          # domain -> [tuple of marker ids]
    cutin: object = None
    odds: object = None                               # callable (domain, refs) -> dict (table_view.attempt_odds)
    note: str = ""
    success: str = ""                                 # what a success does (attempt_words.success_words)


class AttemptPanel:
    def __init__(self, spec: AttemptSpec, on_act, on_cancel):
        self.spec = spec
        self.on_act = on_act          # called with ("attempt", domain, refs) / ("cutin",) / ("server",)
        self.on_cancel = on_cancel
        legal = [r.domain for r in spec.rows if r.legal]
        best = max(legal, key=lambda d: self._number(d, ()), default=None)
        self.domain = best
        self.refs: tuple = ()
        if best is not None:
            choices = spec.refs.get(best, [])
            self.refs = () if () in choices else (choices[0] if choices else ())
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.row_rects: list = []
        self.ref_rects: list = []
        self.roll = GildedButton("roll", {"server": "Call him", "cutin": "Cut in"}.get(spec.kind, "Roll"), "Enter")
        self.roll.primary = True
        self.cut = GildedButton("cutin", "Cut in", "C")
        self.cancel = GildedButton("cancel", "Cancel", "Esc")
        self.hover = None

    # --- numbers -----------------------------------------------------------------------------------
    def _row(self, domain: int) -> DomainRow | None:
        return next((r for r in self.spec.rows if r.domain == domain), None)

    def _number(self, domain: int, refs: tuple) -> int:
        row = self._row(domain)
        if row is None:
            return 0
        pips = sum(F.MARKER_PIPS[F.MARKER[m]] for m in refs)
        return row.mine + (row.theirs or 0) + pips

    def action(self):
        if self.spec.kind == "server":
            return ("server",)
        if self.spec.kind == "cutin":
            return ("cutin",)
        if self.domain is None:
            return None
        return ("attempt", self.domain, self.refs)

    # --- layout ------------------------------------------------------------------------------------
    def layout(self, anchor, area: pygame.Rect, scale: float, avoid=()) -> None:
        """Beside `anchor` (the target's centre) inside `area` (the board's rectangle), on the side
        that covers least of `avoid` (rectangles of what the person needs to see: the target itself,
        her Avatar)."""
        s = self.scale = scale
        w = min(max(px(350, s), 270), area.width)  # words keep a readable size in small windows
        attempts = self.spec.kind in ("influence", "foil")
        row_h = px(30, s)
        pad = px(14, s)
        self.note_size = text_px(13, s, 11)
        self.note_lines = self._note_lines(w - 2 * pad) if attempts else []
        note_h = len(self.note_lines) * int(self.note_size * 1.3)
        self.title_size, self.title_lines = self._title_lines(w - 2 * pad - max(10, px(17, s)))
        title_extra = (len(self.title_lines) - 1) * int(self.title_size * 1.2)
        self.odds_size = text_px(12, s, 11)
        odds_lines = self._odds_lines(w - px(28, s)) if attempts else 1
        odds_extra = (odds_lines - 1) * int(self.odds_size * 1.3)
        body = 4 * row_h + px(44, s) + px(54, s) + odds_extra + note_h + px(6, s) if attempts else px(70, s)
        h = px(54, s) + title_extra + body + px(58, s)
        rect = pygame.Rect(0, 0, w, min(h, area.height))
        gap = px(40, s)
        ax, ay = int(anchor[0]), int(anchor[1])
        places = []
        for side in ("right", "left", "below", "above"):
            r = rect.copy()
            if side == "right":
                r.midleft = (ax + gap, ay)
            elif side == "left":
                r.midright = (ax - gap, ay)
            elif side == "below":
                r.midtop = (ax, ay + gap)
            else:
                r.midbottom = (ax, ay - gap)
            inside = area.contains(r)
            r.clamp_ip(area)
            covered = sum(r.clip(a).width * r.clip(a).height for a in avoid)
            places.append((not inside, covered, len(places), r))
        self.rect = rect = min(places, key=lambda p: p[:3])[3]
        y = rect.top + px(50, s) + title_extra
        self.row_rects = []
        if attempts:
            for row in self.spec.rows:
                self.row_rects.append((pygame.Rect(rect.left + pad, y, rect.width - 2 * pad, row_h - px(3, s)), row))
                y += row_h
        self.refs_top = y + px(4, s)
        self.summary_top = self.refs_top + px(44, s)
        self.note_top = self.summary_top + px(54, s) + odds_extra
        self._layout_refs()
        bh = px(40, s)
        by = rect.bottom - pad - bh
        buttons = [self.roll] + ([self.cut] if self.spec.cutin is not None and attempts else []) + [self.cancel]
        gap = px(8, s)
        bw = (rect.width - 2 * pad - gap * (len(buttons) - 1)) // len(buttons)
        for i, b in enumerate(buttons):
            b.rect = pygame.Rect(rect.left + pad + i * (bw + gap), by, bw, bh)
        if self.spec.cutin is None or not attempts:
            self.cut.rect = pygame.Rect(0, 0, 0, 0)
        self.roll.enabled = self.action() is not None

    def _title_lines(self, width: int) -> tuple[int, list[str]]:
        """The title whole: at the largest size that fits one line, else on two lines (a long name)."""
        s = self.scale
        head, least = text_px(18, s, 13), text_px(15, s, 12)
        for size in range(head, least - 1, -1):
            if theme.text_width(self.spec.title, "display", size) <= width:
                return size, [self.spec.title]
        lines = theme.wrap_text(self.spec.title, "display", least, width)
        if len(lines) > 2:
            lines = [lines[0], fit_text(" ".join(lines[1:]), "display", least, width)]
        return least, lines

    def _odds_lines(self, width: int) -> int:
        """How many lines the odds' second line needs at most, over every Domain and Refreshment the
        panel offers, so the panel is laid out once and never jumps."""
        if self.spec.odds is None:
            return 1
        most = 1
        for row in self.spec.rows:
            if not row.legal:
                continue
            for refs in self.spec.refs.get(row.domain, [()]) or [()]:
                text = _odds_extra(self.spec.odds(row.domain, refs))
                most = max(most, len(theme.wrap_text(text, "text", self.odds_size, width)))
        return min(most, 3)

    def _note_lines(self, width: int) -> list[str]:
        """The words under the odds: what a success does, and (room kept for it) the Refreshment
        spent win or lose; as many lines as the longest case needs, so the panel never jumps."""
        longest = max((refs for refs_list in self.spec.refs.values() for refs in refs_list), key=len, default=())
        text = " ".join(x for x in (self.spec.success, AW.spend_words(longest)) if x)
        return theme.wrap_text(text, "text", self.note_size, width) if text else []

    def _layout_refs(self) -> None:
        s = self.scale
        pad = px(14, s)
        self.ref_rects = []
        if self.domain is None:
            return
        label = theme.text_width("Refreshment", "text_semibold", text_px(12, s, 11))
        x = self.rect.left + pad + max(px(96, s), label + px(10, s))
        chip_r = px(12, s)
        for refs in self.spec.refs.get(self.domain, []):
            width = px(52, s) if not refs else len(refs) * int(chip_r * 2.3) + px(10, s)
            r = pygame.Rect(x, self.refs_top, width, px(34, s))
            if r.right > self.rect.right - pad:
                break
            self.ref_rects.append((r, refs))
            x = r.right + px(6, s)

    # --- input ------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self.on_cancel()
                return True
            if event.button != 1:
                return self.rect.collidepoint(event.pos)
            if not self.rect.collidepoint(event.pos):
                return False
            if self.cancel.contains(event.pos):
                self.on_cancel()
            elif self.roll.contains(event.pos) and self.roll.enabled:
                self.on_act(self.action())
            elif self.cut.rect.width and self.cut.contains(event.pos):
                self.on_act(("cutin",))
            else:
                for r, row in self.row_rects:
                    if r.collidepoint(event.pos) and row.legal:
                        self.choose_domain(row.domain)
                for r, refs in self.ref_rects:
                    if r.collidepoint(event.pos):
                        self.refs = refs
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_cancel()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_r):
                if self.action() is not None:
                    self.on_act(self.action())
                return True
            if event.key == pygame.K_c and self.spec.cutin is not None:
                self.on_act(("cutin",))
                return True
            if pygame.K_1 <= event.key <= pygame.K_4:
                d = event.key - pygame.K_1
                row = self._row(d)
                if row is not None and row.legal:
                    self.choose_domain(d)
                return True
        return False

    def choose_domain(self, domain: int) -> None:
        self.domain = domain
        choices = self.spec.refs.get(domain, [])
        if self.refs not in choices:
            self.refs = () if () in choices else (choices[0] if choices else ())
        self._layout_refs()
        self.roll.enabled = self.action() is not None

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, clock: float) -> None:
        s = self.scale
        r = self.rect
        shade = pygame.Surface(r.inflate(px(12, s), px(12, s)).size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*Palette.shadow, 130), shade.get_rect(), border_radius=px(16, s))
        surface.blit(shade, shade.get_rect(center=(r.centerx + px(3, s), r.centery + px(5, s))))
        theme.draw_panel(surface, r, s, alpha=246, glow=True)
        pad = px(14, s)
        if self.spec.target_piece is not None:
            pic = _piece_picture(self.spec.target_piece, max(10, px(17, s)))
            surface.blit(pic, pic.get_rect(midleft=(r.left + pad - px(4, s), r.top + px(26, s))))
            tx = r.left + pad + pic.get_width()
        else:
            tx = r.left + pad
        y = r.top + px(26, s)
        for line in self.title_lines:
            theme.draw_text(surface, line, "display", self.title_size, Palette.gold_light, (tx, y), "midleft")
            y += int(self.title_size * 1.2)
        if self.spec.kind in ("influence", "foil"):
            self._draw_rows(surface)
            self._draw_refs(surface)
            self._draw_summary(surface)
        else:
            size = text_px(14, s, 12)
            theme.draw_paragraph(surface, self.spec.note, "text", size, Palette.ivory_dim,
                                 pygame.Rect(r.left + pad, r.top + px(50, s), r.width - 2 * pad, px(70, s)))
        mouse = self.hover or (-1, -1)
        for b in (self.roll, self.cut, self.cancel):
            if b.rect.width:
                b.draw(surface, s, b.contains(mouse), False, clock)

    def _draw_rows(self, surface) -> None:
        s = self.scale
        size = text_px(14, s, 12)
        self._name_w = max(theme.text_width(r.name, "text_semibold", size) for _, r in self.row_rects) \
            if self.row_rects else 0
        for rect, row in self.row_rects:
            chosen = row.domain == self.domain
            if chosen:
                pygame.draw.rect(surface, (92, 50, 108), rect, border_radius=px(6, s))
                pygame.draw.rect(surface, Palette.gold_light, rect, max(1, px(1, s)), border_radius=px(6, s))
            elif row.legal and self.hover and rect.collidepoint(self.hover):
                pygame.draw.rect(surface, (62, 34, 78), rect, border_radius=px(6, s))
            ink = Palette.ivory if row.legal else Palette.text_muted
            cy = rect.centery
            theme.draw_text(surface, f"{row.domain + 1}", "text_bold", text_px(11, s, 10), Palette.gold_dark,
                            (rect.left + px(6, s), cy), "midleft")
            theme.draw_text(surface, row.name, "text_semibold", size, ink, (rect.left + px(22, s), cy), "midleft")
            col = max(rect.left + int(rect.width * 0.47), rect.left + px(22, s) + self._name_w + px(22, s))
            if row.theirs is None:
                _red_x(surface, (col + px(8, s), cy), px(6, s), s)
                theme.draw_text(surface, "barred", "text", text_px(12, s, 11), Palette.text_muted,
                                (col + px(22, s), cy), "midleft")
                continue
            refs = self.refs if chosen else ()
            bare = row.mine + row.theirs
            needs_ref = row.legal and () not in self.spec.refs.get(row.domain, [()])
            if refs:
                added = sum(F.MARKER_PIPS[F.MARKER[m]] for m in refs)
                sums = f"{row.mine} + {row.theirs} + {added} = {bare + added}"
            else:
                sums = f"{row.mine} + {row.theirs} = {bare}"
            theme.draw_text(surface, sums, "text", size, ink, (col - px(14, s), cy), "midleft")
            number = self._number(row.domain, refs)
            if not row.legal:
                word = "needs a Refreshment"
            elif needs_ref and not refs:
                word = "only with " + "/".join("+".join(r) for r in self.spec.refs.get(row.domain, [])[:2])
            else:
                word = f"{int(round(100 * max(0, min(6, number)) / 6))}%"
            theme.draw_text(surface, word, "text_semibold" if chosen else "text", size if len(word) < 6 else
                            text_px(11, s, 10), Palette.gold_light if chosen else ink,
                            (rect.right - px(8, s), cy), "midright")

    def _draw_refs(self, surface) -> None:
        s = self.scale
        small = text_px(12, s, 11)
        theme.draw_text(surface, "Refreshment", "text_semibold", small, Palette.ivory_dim,
                        (self.rect.left + px(14, s), self.refs_top + px(17, s)), "midleft")
        if not self.ref_rects:
            label = theme.text_width("Refreshment", "text_semibold", small)
            theme.draw_text(surface, "none to play", "text", small, Palette.text_muted,
                            (self.rect.left + px(14, s) + max(px(96, s), label + px(10, s)),
                             self.refs_top + px(17, s)), "midleft")
            return
        chip_r = px(12, s)
        for rect, refs in self.ref_rects:
            chosen = refs == self.refs
            pygame.draw.rect(surface, (92, 50, 108) if chosen else (50, 28, 64), rect, border_radius=px(8, s))
            pygame.draw.rect(surface, Palette.gold_light if chosen else Palette.gold_dark, rect,
                             max(1, px(2 if chosen else 1, s)), border_radius=px(8, s))
            if not refs:
                theme.draw_text(surface, "none", "text", small, Palette.ivory_dim, rect.center, "center")
                continue
            x = rect.left + px(5, s) + chip_r
            for m in refs:
                chip = marker_art.refreshment_chip(m, chip_r)
                surface.blit(chip, chip.get_rect(center=(x, rect.centery)))
                x += int(chip_r * 2.3)

    def _draw_summary(self, surface) -> None:
        s = self.scale
        r = self.rect
        y = self.summary_top
        if self.domain is None or self.spec.odds is None:
            theme.draw_text(surface, "No Domain can be tried on this target.", "text", text_px(14, s, 12),
                            Palette.text_muted, (r.left + px(14, s), y))
            return
        odds = self.spec.odds(self.domain, self.refs)
        big = text_px(17, s, 13)
        small = text_px(12, s, 11)
        pct = int(round(odds["chance"] * 100))
        theme.draw_text(surface, f"Target {odds['number']}: {pct}% to succeed", "display_bold", big,
                        Palette.gold_light, (r.left + px(14, s), y))
        y += int(big * 1.35)
        for line in theme.wrap_text(_odds_extra(odds), "text", small, r.width - px(28, s))[:3]:
            theme.draw_text(surface, line, "text", small, Palette.ivory_dim, (r.left + px(14, s), y))
            y += int(small * 1.3)
        self._draw_note(surface)

    def _draw_note(self, surface) -> None:
        """What a success does and what is spent, in the lines kept for them."""
        s = self.scale
        size = self.note_size
        text = " ".join(x for x in (self.spec.success, AW.spend_words(self.refs)) if x)
        lines = theme.wrap_text(text, "text", size, self.rect.width - px(28, s))
        y = self.note_top
        warn = self.spec.success and ("released" in self.spec.success or "release " in self.spec.success)
        for line in lines[:len(self.note_lines)]:
            colour = (255, 196, 150) if warn else Palette.ivory
            theme.draw_text(surface, line, "text", size, colour, (self.rect.left + px(14, s), y))
            y += int(size * 1.3)


def _odds_extra(odds: dict) -> str:
    """The line under the odds: what roll wins, and what else a roll may do."""
    extra = [f"roll {odds['number']} or less" if odds["number"] < 6 else "any roll wins"]
    if "dominate" in odds and odds["dominate"] > 0:
        extra.append(f"{int(round(odds['dominate'] * 100))}% Dominates her")
    if "frees" in odds:
        extra.append(f"frees her: {int(round(odds['frees'] * 100))}%")
    if odds.get("with_powers", odds["chance"]) > odds["chance"] + 1e-9:
        extra.append(f"{int(round(odds['with_powers'] * 100))}% with your Power")
    return "  ·  ".join(extra)


def _red_x(surface, centre, arm: int, s: float) -> None:
    w = max(2, px(3, s))
    cx, cy = centre
    pygame.draw.line(surface, piece_art.MARK_RED, (cx - arm, cy - arm), (cx + arm, cy + arm), w)
    pygame.draw.line(surface, piece_art.MARK_RED, (cx - arm, cy + arm), (cx + arm, cy - arm), w)


def _piece_picture(piece, size: int) -> pygame.Surface:
    if piece.kind == "dancer":
        return piece_art.dancer_token(piece.id, size)
    if piece.kind == "avatar":
        return piece_art.avatar_medallion(piece.id, size)
    return piece_art.server_piece(size)
