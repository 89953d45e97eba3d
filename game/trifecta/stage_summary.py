"""The overlay at the end of a Trifecta stage: every player of the stage with the goal cards they won
(all turned face up now), the number needed, and who survives, who is eliminated, or that everyone
plays again. Click, Space or Enter goes on to the next stage's deal; a demo goes on by itself.

Reads the finished stage from the history (fully revealed to everyone); never changes the match.
"""
from __future__ import annotations

import pygame

from game.trifecta import cards as C
from game.trifecta.table_text import does
from game.ui import card_art, ornaments, theme
from game.ui.scene import Scene
from game.ui.theme import Palette, px, text_px

DEMO_SECONDS = 3.2
GRACE = 0.4  # the click that ended the stage does not also close its summary


def verdicts(summary: dict) -> dict:
    """seat -> "survives", "eliminated", "plays again" or "wins"."""
    surv = summary["survivors"]
    out = {}
    for s in summary["seats"]:
        if not surv:
            out[s] = "plays again"
        elif len(surv) == 1:
            out[s] = "wins the game" if s == surv[0] else "eliminated"
        else:
            out[s] = "survives" if s in surv else "eliminated"
    return out


def rule_text(summary: dict) -> str:
    need = summary["needed"]
    n = len(summary["seats"])
    if need is None:
        return "Two players: the one with more goal cards survives; a tie plays the stage again."
    return f"{n} players began the stage: {need} goal cards were needed to survive."


def next_text(summary: dict, label) -> str:
    surv = summary["survivors"]
    if not surv:
        return "Nobody survived, so everyone who began this stage plays another."
    if len(surv) == 1:
        return f"{does(label(surv[0]), 'is')} the last one standing."
    names = [label(s) for s in surv]
    return f"Stage {summary['stage'] + 1}: {', '.join(names[:-1])} and {names[-1]} deal again."


class StageSummaryScene(Scene):
    is_overlay = True

    def __init__(self, app, table, summary: dict, auto: bool = False):
        super().__init__(app)
        self.table = table
        self.summary = summary
        self.auto = auto
        self.age = 0.0
        self.scale = 1.0
        self.size = (0, 0)
        self._picture = None

    def current_game_id(self) -> str | None:
        return "trifecta"

    def resize(self, size) -> None:
        self.size = tuple(size)
        self.scale = theme.ui_scale(size)
        self._picture = None

    def close(self) -> None:
        if self.app.top is self:
            self.app.sound.play("card", 0.6)
            self.app.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause()
            return True
        if self.age < GRACE:
            return False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.close()
            return True
        return False

    def update(self, dt: float) -> None:
        self.age += dt
        if self.auto and self.age > DEMO_SECONDS:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        if self._picture is None or self._picture.get_size() != surface.get_size():
            self._picture = self._render(surface.get_size())
        surface.blit(self._picture, (0, 0))
        s = self.scale
        if self.age >= GRACE and not self.auto:
            theme.draw_text(surface, "Click, or press Space, to deal the next stage", "text_semibold", text_px(15, s),
                            Palette.gold_light, (self.panel.centerx, self.panel.bottom - px(22, s)), "center")

    def _render(self, size) -> pygame.Surface:
        s = self.scale
        w, h = size
        pic = pygame.Surface(size, pygame.SRCALPHA)
        pic.blit(ornaments.dim_layer(size, 160), (0, 0))
        seats = self.summary["seats"]
        row_h = px(58, s) if len(seats) <= 4 else px(46, s)
        ph = min(h - px(30, s), px(190, s) + row_h * len(seats))
        pw = min(w - px(40, s), px(780, s))
        panel = self.panel = pygame.Rect(0, 0, pw, ph)
        panel.center = (w // 2, h // 2)
        theme.draw_panel(pic, panel, s, alpha=242, glow=True)
        ornaments.draw_title(pic, f"Stage {self.summary['stage']} is over", (panel.centerx, panel.top + px(36, s)),
                             px(34, s))
        theme.draw_text(pic, rule_text(self.summary), "text", text_px(15, s), Palette.ivory_dim,
                        (panel.centerx, panel.top + px(70, s)), "center")
        label = self.table.seat_label
        cb = self.app.settings.colour_blind
        verdict = verdicts(self.summary)
        y = panel.top + px(92, s)
        mini = card_art.size_for_height(row_h - px(12, s))
        for seat, count in zip(seats, self.summary["counts"]):
            row = pygame.Rect(panel.left + px(28, s), y, panel.width - px(56, s), row_h - px(6, s))
            good = verdict[seat] in ("survives", "wins the game")
            pygame.draw.rect(pic, (70, 40, 86) if good else (40, 24, 52), row, border_radius=px(10, s))
            if good:
                pygame.draw.rect(pic, Palette.gold, row, max(1, px(1, s)), border_radius=px(10, s))
            colour = theme.seat_colour(seat, cb)
            c = (row.left + px(20, s), row.centery)
            pygame.draw.circle(pic, tuple(v // 3 for v in colour), c, px(11, s))
            pygame.draw.circle(pic, colour, c, px(8, s))
            theme.draw_text(pic, label(seat), "text_semibold", text_px(17, s), Palette.ivory,
                            (c[0] + px(20, s), row.centery), "midleft")
            x = row.left + int(row.width * 0.3)
            won = [self.summary["goals"][k] for k, t in enumerate(self.summary["taken_by"]) if t == seat]
            for name in won:
                face = self.table.book.face(C.card_id(name), mini)
                pic.blit(face, face.get_rect(midleft=(x, row.centery)))
                x += mini[0] + px(4, s)
            if not won:
                theme.draw_text(pic, "no goal cards", "text", text_px(14, s), Palette.text_muted, (x, row.centery),
                                "midleft")
            need = self.summary["needed"]
            tally = f"{count}" + (f" of {need}" if need is not None else "")
            theme.draw_text(pic, tally, "display_bold", text_px(18, s), Palette.gold_light,
                            (row.right - px(150, s), row.centery), "midright")
            ink = Palette.success if good else (Palette.danger if verdict[seat] == "eliminated" else Palette.ivory_dim)
            theme.draw_text(pic, verdict[seat].capitalize(), "display", text_px(16, s), ink,
                            (row.right - px(14, s), row.centery), "midright")
            y += row_h
        theme.draw_text(pic, next_text(self.summary, label), "text", text_px(16, s), Palette.ivory,
                        (panel.centerx, y + px(18, s)), "center")
        return pic
