"""The results laid over a finished table: a banner in the winner's colour (or a draw), each seat's score
under the game's own label, why the game ended and the hints used, the game's picture of the end, how
the person's chances moved (a small line chart, filled in by the AI worker), and Play again / Watch again
/ Statistics / Change setup / Launcher.

Reads the finished match only; the game's kit (game/ui/kit.py) may add its result_art, result_lines,
score_label, end_text, result_banner (its own headline and colour, e.g. for a solitaire game) and
result_seat (a seat's own label and colour, e.g. the family it played). Opens other scenes through the
App's router.
"""
from __future__ import annotations

import logging

import pygame

from game.core.records import person_seat
from game.ui import kits, ornaments, theme
from game.ui.chance_chart import ChanceTrack
from game.ui.emblems import crest, draw_emblem
from game.ui.scene import Scene
from game.ui.theme import Palette, px, text_px

log = logging.getLogger(__name__)


def winners_of(match) -> list[int]:
    """Seats with the best result; every seat when the game is drawn (or nobody won)."""
    returns = list(match.state.returns())
    best = max(returns)
    return [i for i, r in enumerate(returns) if r == best]


class ResultsScene(Scene):
    is_overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.match = table.match
        self.scale = 1.0
        self.menu = None
        self._art_cache: dict = {}
        self.kit = kits.kit_or_plain(self.match.game_id)
        self.winners = winners_of(self.match)
        self.is_draw = len(self.winners) != 1
        self.game_banner = self._banner()
        self.lines = self._lines()
        self.hints_used = table.hints.total()
        seat = person_seat(self.match)
        self.track = None
        if seat is not None and not table.demo:
            self.track = ChanceTrack(app, self.match, seat, table.hints.chances)

    def _banner(self):
        """The game's own (headline, colour), or None for 'X wins' / 'A draw'."""
        try:
            banner = self.kit.result_banner(self.match)
        except Exception:
            log.exception("result_banner failed")
            return None
        if banner is None:
            return None
        text, colour = banner
        return str(text), tuple(colour)

    def _lines(self) -> list[str]:
        try:
            lines = [str(line) for line in self.kit.result_lines(self.match)]
        except Exception:
            log.exception("result_lines failed")
            return []
        reason = self._end_reason()
        return [line for line in lines if line.strip() and line.strip() != reason.strip()]

    def enter(self) -> None:
        self.app.sound.play("chime", 0.9)  # the table played "win" as the game ended

    def leave(self) -> None:
        if self.track is not None:
            self.track.cancel()

    def update(self, dt: float) -> None:
        if self.track is not None and not self.track.done:
            self.track.update()

    def current_game_id(self) -> str | None:
        return self.match.game_id

    # --- words ----------------------------------------------------------------------------------------
    def headline(self) -> str:
        if self.game_banner is not None:
            return self.game_banner[0]
        if self.is_draw:
            return "A draw"
        name = self.table.seat_label(self.winners[0])
        return f"{name} win" if name.lower() == "you" else f"{name} wins"

    def _end_reason(self) -> str:
        """The game's own words for the end, with the players' names (its kit's end_text)."""
        try:
            return str(self.kit.end_text(self.match) or "")
        except Exception:
            log.exception("end_text failed")
            return ""

    def subline(self) -> str:
        text = self._end_reason()
        moves = len(self.match.log)
        tail = f"{moves} move{'s' if moves != 1 else ''}"
        if self.hints_used:
            tail += f"  ·  {self.hints_used} hint{'s' if self.hints_used != 1 else ''} used"
        return f"{text}  ·  {tail}" if text else f"The game is over after {tail}."

    def _seat_look(self, seat: int, colour_blind: bool):
        """(label, colour) of a seat from the kit's result_seat(match, seat, colour_blind), or None."""
        try:
            look = self.kit.result_seat(self.match, seat, colour_blind)
            if look is None:
                return None
            label, colour = look
            return str(label), tuple(colour)
        except Exception:
            log.exception("result_seat failed")
            return None

    def score_label(self) -> str:
        return self.kit.score_label

    # --- layout ----------------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        w, h = size
        s = self.scale = theme.ui_scale(size)
        self.panel = pygame.Rect(0, 0, min(px(880, s), w - px(40, s)), min(px(580, s), h - px(30, s)))
        self.panel.center = (w // 2, h // 2)
        pad = px(30, s)
        self.banner = pygame.Rect(0, 0, int(self.panel.width * 0.72), px(70, s))
        self.banner.midtop = (self.panel.centerx, self.panel.y + px(26, s))
        body_top = self.banner.bottom + px(56, s)
        self.buttons_y = self.panel.bottom - pad - px(52, s)
        body_h = self.buttons_y - px(22, s) - body_top
        art_w = min(int(self.panel.width * 0.42), int(body_h * 1.25))
        self.art = pygame.Rect(self.panel.x + pad, body_top, art_w, body_h)
        self.chart = pygame.Rect(0, 0, 0, 0)
        if self.track is not None:
            # the picture of the end above, how the chances moved below it
            chart_h = max(px(80, s), int(body_h * 0.36))
            self.art = pygame.Rect(self.panel.x + pad, body_top, art_w, body_h - chart_h - px(8, s))
            self.chart = pygame.Rect(self.art.x, self.art.bottom + px(8, s), art_w, chart_h)
        self.scores = pygame.Rect(self.art.right + px(28, s), body_top, self.panel.right - pad - self.art.right -
                                  px(28, s), body_h)

    def build_gui(self, manager) -> None:
        from game.ui.gui_theme import widget_height  # lazy: pygame_gui loads after the first frame
        from game.ui.widgets import ButtonMenu, button

        s = self.scale
        bh = widget_height(s, "menu")
        specs = [("Play again", self.play_again, "#primary", px(170, s)),
                 ("Watch again", self.watch_again, "#menu", px(170, s)),
                 ("Statistics", self.open_stats, "#menu", px(150, s)),
                 ("Change setup", self.change_setup, "#menu", px(170, s)),
                 ("Launcher", self.app.go_to_launcher, "#menu", px(130, s))]
        gap = px(10, s)
        room = self.panel.width - px(24, s)
        total = sum(sp[3] for sp in specs) + gap * (len(specs) - 1)
        if total > room:  # a narrow window: every button gives up the same share
            k = (room - gap * (len(specs) - 1)) / (total - gap * (len(specs) - 1))
            specs = [(t, a, o, int(w * k)) for t, a, o, w in specs]
        total = sum(sp[3] for sp in specs) + gap * (len(specs) - 1)
        x = self.panel.centerx - total // 2
        self.menu = ButtonMenu(self.app, horizontal=True)
        for text, action, oid, bw in specs:
            self.menu.add(button(manager, pygame.Rect(x, self.buttons_y, bw, bh), text, object_id=oid), action)
            x += bw + gap
        self.menu.sync()

    # --- actions ------------------------------------------------------------------------------------------------
    def play_again(self) -> None:
        self.table.restart()
        self.app.pop_to(self.table)

    def watch_again(self) -> None:
        self.app.open("replay", self.match)

    def open_stats(self) -> None:
        self.app.open("stats", self.match.game_id)

    def change_setup(self) -> None:
        game_id = self.match.game_id
        self.app.open("launcher")
        self.app.open("setup", game_id)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()  # look at the final position; Enter on the table brings this back
            return True
        if self.menu is not None:
            return self.menu.handle_event(event)
        return False

    # --- drawing ------------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        cb = self.app.settings.colour_blind
        surface.blit(ornaments.dim_layer(surface.get_size(), 150), (0, 0))
        theme.draw_panel(surface, self.panel, s, alpha=240, glow=True)
        colour = Palette.gold_dark if self.is_draw else theme.seat_colour(self.winners[0], cb)
        if self.game_banner is not None:
            colour = self.game_banner[1]
        colour = tuple(int(c * 0.72 + v * 0.28) for c, v in zip(colour, Palette.velvet))  # deepened, not neon
        self._draw_banner(surface, colour)
        theme.draw_text(surface, self.subline(), "text", text_px(16, s), Palette.ivory_dim,
                        (self.panel.centerx, self.banner.bottom + px(24, s)), anchor="center")
        self._draw_art(surface)
        if self.track is not None and self.chart.height:
            seat = self.track.seat
            name = self.table.seat_label(seat)
            whose = "Your" if name.lower() == "you" or len(self.table.human_seats()) == 1 else f"{name}'s"
            self.track.draw(surface, self.chart, s, theme.seat_colour(seat, cb), f"{whose} chances, move by move")
        self._draw_scores(surface, cb)

    def _draw_banner(self, surface: pygame.Surface, colour) -> None:
        s = self.scale
        b = self.banner
        notch = px(22, s)
        dark = tuple(int(c * 0.55) for c in colour)
        # ribbon tails behind the banner, then the banner with notched ends
        for side in (-1, 1):
            x = b.left if side < 0 else b.right
            tail = [(x - side * notch, b.top + px(14, s)), (x + side * notch * 1.6, b.top + px(14, s)),
                    (x + side * notch * 0.9, b.centery + px(7, s)), (x + side * notch * 1.6, b.bottom + px(14, s)),
                    (x - side * notch, b.bottom + px(14, s))]
            pygame.draw.polygon(surface, dark, tail)
            pygame.draw.polygon(surface, Palette.gold_dark, tail, max(1, px(1, s)))
        body = [(b.left, b.top), (b.right, b.top), (b.right - notch // 2, b.centery), (b.right, b.bottom),
                (b.left, b.bottom), (b.left + notch // 2, b.centery)]
        pygame.draw.polygon(surface, colour, body)
        pygame.draw.polygon(surface, Palette.gold, body, max(2, px(2, s)))
        inner = b.inflate(-px(24, s), -px(12, s))
        pygame.draw.line(surface, (*Palette.gold_light,), (inner.left + notch // 2, inner.top),
                         (inner.right - notch // 2, inner.top), 1)
        pygame.draw.line(surface, (*Palette.gold_light,), (inner.left + notch // 2, inner.bottom),
                         (inner.right - notch // 2, inner.bottom), 1)
        size = px(36, s)
        text = self.headline()
        while size > px(20, s) and theme.font("display_bold", size).size(text)[0] > b.width - 3 * notch:
            size -= 2
        theme.draw_text(surface, text, "display_bold", size, Palette.ivory, b.center, anchor="center", shadow=True)

    def _draw_art(self, surface: pygame.Surface) -> None:
        s = self.scale
        key = self.art.size
        art = self._art_cache.get(key)
        if art is None:
            art = pygame.Surface(self.art.size, pygame.SRCALPHA)
            pygame.draw.rect(art, (*Palette.midnight, 230), art.get_rect(), border_radius=px(12, s))
            drawn = False
            if self.kit.result_art is not None:
                try:
                    self.kit.result_art(art, art.get_rect().inflate(-px(16, s), -px(16, s)), self.match)
                    drawn = True
                except Exception:
                    log.exception("the result art failed")
            if not drawn:
                r = art.get_rect()
                side = int(min(r.width, r.height) * 0.7)
                draw_emblem(art, pygame.Rect((r.width - side) // 2, (r.height - side) // 2, side, side),
                            self.kit.emblem or crest(self.match.game.info.title))
            pygame.draw.rect(art, Palette.gold_dark, art.get_rect(), max(1, px(1, s)), border_radius=px(12, s))
            self._art_cache[key] = art
        surface.blit(art, self.art)

    def _draw_scores(self, surface: pygame.Surface, cb: bool) -> None:
        s = self.scale
        r = self.scores
        y = r.y
        theme.draw_text(surface, self.score_label(), "display", px(20, s), Palette.gold_light, (r.x, y))
        y += px(36, s)
        scores = list(self.match.state.scores())
        row_h = px(42, s) if self.match.players <= 3 else px(32, s)  # six seats leave room for the story
        for seat in range(self.match.players):
            row = pygame.Rect(r.x, y, r.width, row_h - px(6, s))
            won = seat in self.winners and not self.is_draw and self.match.state.returns()[seat] > 0
            if won:
                pygame.draw.rect(surface, (*Palette.plum_light,), row, border_radius=px(8, s))
                pygame.draw.rect(surface, Palette.gold, row, max(1, px(1, s)), border_radius=px(8, s))
            colour = theme.seat_colour(seat, cb)
            cx, cy = row.x + px(18, s), row.centery
            name = self.table.seat_label(seat)
            seat_name = self.match.game.info.seat_name(seat)
            label = name if name == seat_name else f"{name}  ({seat_name})"
            look = self._seat_look(seat, cb)  # a game whose sides have their own names and colours
            if look is not None:
                label, colour = look
            pygame.draw.circle(surface, tuple(c // 3 for c in colour), (cx, cy), px(10, s))
            pygame.draw.circle(surface, colour, (cx, cy), px(7, s))
            theme.draw_text(surface, label, "text_semibold", text_px(17, s), Palette.ivory, (cx + px(20, s), cy),
                            anchor="midleft")
            value = scores[seat] if seat < len(scores) else 0
            shown = str(int(value)) if float(value).is_integer() else f"{value:g}"
            theme.draw_text(surface, shown, "display_bold", px(22, s), Palette.gold_light if won else Palette.ivory,
                            (row.right - px(14, s), cy), anchor="midright")
            y += row_h
        y += px(10, s)
        small = text_px(15, s)
        for line in self.lines:
            if y > r.bottom - small:
                break
            y = theme.draw_paragraph(surface, line, "text", small, Palette.ivory_dim,
                                     pygame.Rect(r.x, y, r.width, r.bottom - y), line_gap=1.35) + px(4, s)
