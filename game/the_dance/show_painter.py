"""The Dance's animations, drawn over the floor while a Show plays (game.the_dance.animations): the
Refreshments flying as chips between the floor, the families' rows and the pile; the words flashed over a
place; a phase's banner (the Waltz); the die rolling, and lying after its roll.

Part of the table's painter (table_draw.DancePainter): it reads the Show, the view's observation and its
own cached banner, never a game state, and changes nothing but its cache.
"""
from __future__ import annotations

import math

import pygame

from game.the_dance import die_art, marker_art
from game.the_dance.animations import Show
from game.the_dance.board_view import BallroomView
from game.ui import theme
from game.ui.theme import Palette, px, text_px

FLASH_TONES = {"good": ((30, 70, 44), (150, 230, 170)), "bad": ((84, 26, 34), (255, 190, 180)),
               "plain": ((54, 30, 70), Palette.gold_light)}


def draw_pill(surface, text: str, centre, s: float, area: pygame.Rect, kind: str = "plain", alpha: int = 255) -> None:
    """Words in a small pill of their tone (FLASH_TONES) centred at `centre`, kept inside `area`."""
    fill, ink = FLASH_TONES.get(kind, FLASH_TONES["plain"])
    label = theme.render_text(text, "text_bold", text_px(15, s, 12), ink)
    box = label.get_rect(center=(int(centre[0]), int(centre[1]))).inflate(px(16, s), px(8, s))
    box.clamp_ip(area)
    pic = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(pic, (*fill, 235), pic.get_rect(), border_radius=box.height // 2)
    pygame.draw.rect(pic, (*ink, 255), pic.get_rect(), max(1, px(1, s)), border_radius=box.height // 2)
    pic.blit(label, label.get_rect(center=pic.get_rect().center))
    if alpha < 255:
        pic.set_alpha(max(0, alpha))
    surface.blit(pic, box)


class ShowPainter:
    """Draws a Show's extras over the floor, with the banner picture it keeps."""

    def __init__(self, board: BallroomView):
        self.board = board
        self.lay = None  # the table's layout (DancePainter.place sets it)
        self._banner_cache = None  # (key, the banner's picture)

    def forget(self) -> None:
        """Drop the cached banner."""
        self._banner_cache = None

    def draw(self, surface: pygame.Surface, show: Show) -> None:
        """What the Show `show` adds over the floor at its time now: chips, flashed words, a banner, dice."""
        t = show.t
        s = self.lay.scale
        for chip in show.chips:
            if not chip.active(t):
                continue
            a, b = self._anchor(chip.start), self._anchor(chip.end)
            p = chip.progress(t)
            lift = math.sin(p * math.pi) * px(30, s)
            pos = (a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p - lift)
            r = max(6, px(12, s))
            pic = marker_art.refreshment_chip(chip.marker, r) if chip.marker else marker_art.face_down_chip(r)
            surface.blit(pic, pic.get_rect(center=(int(pos[0]), int(pos[1]))))
        for f in show.flashes:
            if not f.active(t):
                continue
            p = (t - f.t0) / max(1e-6, f.t1 - f.t0)
            x, y = self._anchor(f.place)
            rise = self.board.size * (0.9 + 0.6 * p)
            alpha = 255 if p < 0.75 else int(255 * (1 - (p - 0.75) / 0.25))
            draw_pill(surface, f.text, (x, y - rise), s, self.lay.board, f.kind, alpha)
        banner = show.banner_now()
        if banner is not None:
            self._draw_banner(surface, *banner)
        for beat in show.dice:
            if not beat.active(t):
                continue
            self._draw_die(surface, beat.face, (t - beat.t0) / max(1e-6, beat.landed - beat.t0)
                           if beat.landed > beat.t0 else 1.0, beat.caption, beat.result if t >= beat.landed else "",
                           beat.kind, beat.small)

    def _anchor(self, anchor):
        lay = self.lay
        if isinstance(anchor, tuple) and anchor and anchor[0] == "row":
            rows = lay.families
            seat = anchor[1]
            if 0 <= seat < len(rows):
                r = rows[seat]
                return r.left + px(30, lay.scale), r.centery
            return lay.panel.center
        if isinstance(anchor, tuple) and anchor and anchor[0] == "pile":
            return lay.header.right - px(40, lay.scale), lay.header.top + px(10, lay.scale)
        try:
            return self.board.place_pos(anchor)
        except (ValueError, KeyError, LookupError):
            return lay.board.center  # a place the floor does not draw: the middle of the room

    def _draw_banner(self, surface: pygame.Surface, banner, alpha: int) -> None:
        """A phase's title across the middle of the floor (the Waltz: its Tempo box, the rest and its
        draws), with how to skip it; cached per words and size, faded by `alpha`."""
        s = self.lay.scale
        key = (banner.title, banner.subtitle, s, self.lay.board.size)
        if self._banner_cache is None or self._banner_cache[0] != key:
            self._banner_cache = (key, self._banner_picture(banner.title, banner.subtitle))
        pic = self._banner_cache[1]
        # just under the Tempo track, over the floor's top rows (off the waltz, between the two entry
        # hexes above): the moving Dancers and the track stay in sight
        x = self.board.centre_of("K1")[0]
        rect = pic.get_rect(midtop=(int(x), int(self.board.floor_rect().top + self.board.size * 0.3)))
        rect.clamp_ip(self.lay.board)
        pic.set_alpha(alpha)
        surface.blit(pic, rect)
        pic.set_alpha(255)

    def _banner_picture(self, title: str, subtitle: str) -> pygame.Surface:
        s = self.lay.scale
        width = min(self.lay.board.width - px(24, s), max(px(300, s), int(self.board.size * 15)))
        pad = px(10, s)
        big, small, hint = text_px(30, s, 18), text_px(15, s, 12), text_px(12, s, 11)
        lines = theme.wrap_text(subtitle, "text_semibold", small, width - 2 * pad) if subtitle else []
        height = pad + int(big * 1.2) + len(lines) * int(small * 1.3) + int(hint * 1.6) + pad
        pic = pygame.Surface((width, height), pygame.SRCALPHA)
        theme.draw_panel(pic, pic.get_rect(), s, alpha=225, glow=True)
        y = pad
        theme.draw_text(pic, title, "display_bold", big, Palette.gold_light, (width // 2, y), "midtop", shadow=True)
        y += int(big * 1.2)
        for line in lines:
            theme.draw_text(pic, line, "text_semibold", small, Palette.ivory, (width // 2, y), "midtop")
            y += int(small * 1.3)
        theme.draw_text(pic, "Click or press any key to skip", "text", hint, Palette.text_muted,
                        (width // 2, y + int(hint * 0.3)), "midtop")
        return pic

    def die_centre(self, small: bool):
        """Where a die rolls: over the floor's middle, or (`small`) above the kitchen."""
        if small:
            k = self.board.kitchen_rect()
            return k.centerx, k.top - self.board.size * 2.2
        return self.board.centre_of("K7")

    def _draw_die(self, surface, face: int, t: float, caption: str, result: str, tone: str, small: bool) -> None:
        s = self.lay.scale
        size = px(34 if small else 52, s)
        clip = surface.get_clip()
        surface.set_clip(self.lay.board)
        die_art.draw_roll(surface, self.die_centre(small), size, s, face, min(1.0, t), caption, result, tone,
                          settled=t >= 1.0)
        surface.set_clip(clip)

    def draw_lying_die(self, surface, obs: dict) -> None:
        """The attempt's die as it lies after its roll, with what it needed."""
        att = obs["attempt"]
        caption = f"Rolled {att['die']}, needs {att['number']}"
        self._draw_die(surface, att["die"], 1.0, caption, "", "plain", False)
