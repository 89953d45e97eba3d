"""Trifoil's still picture: the backdrop in the colour of the player to act, the Blinks standing still and
the side panel, cached as one window-sized picture so most frames are a single copy of it; what moves is
drawn over it by the table each frame.

When the player to act changes, the backdrop cross-fades to the new colour: a second picture, the same over
the previous colour, is laid on top with falling opacity. A change of a few Blinks or of the panel paints
only their parts again. The window-sized pictures are made ahead on the painting thread (game.ui.
paint_ahead), as are the backdrops a game fades between.

Its own object rather than game.ui.still_picture.StillPicture: that one keeps one picture painted whole (and
paints straight onto the window while a replay is scrubbed); this one keeps two, blended during the fade,
and patches them in parts. It reads the board's geometry and the panel the table lays out, and what the
table hands it each frame (the board's look, the panel's words, the backdrop's colour), never a state.
"""
from __future__ import annotations

import pygame

from game.trifoil import blink_art
from game.trifoil.board_view import BoardGeometry, BoardLook, draw_board_still, still_key
from game.trifoil.hud import PanelInfo, SidePanel
from game.ui import theme
from game.ui.paint_ahead import WAIT, ahead, window_pictures
from game.ui.tween import Timeline, Tween, ease_in_out_sine

BACKDROP_SECONDS = 0.6  # the background's cross-fade to the next player's colour
PANEL_BLEED = 16  # pixels around the panel's rectangle painted again with it (its rule and shadow stay inside)


class StillPicture:
    """The backdrop, the still board and the panel of one Trifoil table, with the backdrop's cross-fade."""

    def __init__(self, panel: SidePanel, settings):
        self.panel = panel
        self.settings = settings  # the animation speed the fade runs at
        self.geo: BoardGeometry | None = None
        self.size = (0, 0)
        self.backdrop = Timeline(settings.animation_speed)
        self.backdrop_fade: Tween | None = None
        self.old_tint = None  # the colour the backdrop is fading from
        self.tint_key = None
        self._still: pygame.Surface | None = None  # backdrop + still board + panel
        self._still_key = None
        self._old_still: pygame.Surface | None = None  # the same over the previous player's backdrop
        self._old_still_key = None
        self._spares: list = []  # window-sized pictures made ahead on the painting thread

    def place(self, size, geo: BoardGeometry) -> None:
        """The window's size and the board laid out in it (the panel is laid out by the table)."""
        self.size = tuple(size)
        self.geo = geo

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)

    # --- pictures made ahead ---------------------------------------------------------------------
    def spare_steps(self):
        """Warm-up steps: window-sized pictures made ahead, two for the stills, one to warm backdrops in."""
        for made in ahead(window_pictures, self.size, 3):
            if made is not WAIT:
                self._spares = made
            yield made

    def backdrop_steps(self, tints):
        """Warm-up steps: the backdrops a game cross-fades between (each tint, None once it is over)."""
        scratch = self._spare()
        for tint in tints:
            yield from ahead(theme.background_picture, self.size, tint)
            yield theme.draw_background(scratch, tint)

    def _spare(self) -> pygame.Surface:
        """A window-sized picture: one made ahead (see spare_steps) while there is one."""
        while self._spares:
            picture = self._spares.pop()
            if picture.get_size() == self.size:
                return picture
        return pygame.Surface(self.size)

    # --- each frame -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, look: BoardLook, info: PanelInfo, tint) -> None:
        """The backdrop in `tint`, the still board and the panel come from one cached picture while they
        are unchanged (most frames). While the backdrop fades to the next player's colour, the same picture
        over the previous colour is laid on top with falling opacity: the board and panel are opaque to
        neither, so blending the two pictures is blending the backdrops, at the cost of one blit instead
        of a redraw per step."""
        old_alpha = self._fade_alpha(tint)
        key = (self.size, still_key(self.geo, look), self.panel.still_key(info))
        painted = False
        if old_alpha > 0 and _tint_of(self._still_key) == self.old_tint != _tint_of(self._old_still_key):
            # a fade begins: the picture on screen is over the old colour, the fading one's (see below)
            self._still, self._old_still = self._old_still, self._still
            self._still_key, self._old_still_key = self._old_still_key, self._still_key
            if self._still is not None:
                self._still.set_alpha(None)
        if old_alpha < 250:  # the new colour shows
            if (key, tint) != self._still_key or self._still is None:
                self._still = self._paint_still(self._still, self._still_key, (key, tint), look, info)
                self._still_key = (key, tint)
                painted = True
            surface.blit(self._still, (0, 0))
        if old_alpha > 0:  # the old colour still shows
            # at most one picture is painted a frame: the fading one, over the right colour, may show a
            # change of the board or the panel a frame late
            if _tint_of(self._old_still_key) != self.old_tint or self._old_still is None \
                    or ((key, self.old_tint) != self._old_still_key and not painted):
                self._old_still = self._paint_still(self._old_still, self._old_still_key, (key, self.old_tint),
                                                    look, info)
                self._old_still_key = (key, self.old_tint)
                painted = True
            self._old_still.set_alpha(None if old_alpha >= 250 else old_alpha)
            surface.blit(self._old_still, (0, 0))
            if old_alpha >= 250 and not painted and ((key, tint) != self._still_key or self._still is None):
                # the new colour does not show yet: its picture is painted now, in a frame that copies one
                # picture, not in the fade's first blended frame, which copies and blends two (that frame
                # painting it was a 1080p game's slowest)
                self._still = self._paint_still(self._still, self._still_key, (key, tint), look, info)
                self._still_key = (key, tint)

    def _fade_alpha(self, tint) -> int:
        """The opacity (0-255) of the previous player's backdrop over `tint`'s: a change of player
        starts a new cross-fade; 0 when none is running."""
        key = (tint, self.size)
        if key != self.tint_key:
            if self.tint_key is not None and self.tint_key[1] == key[1]:
                self.old_tint = self.tint_key[0]
                self.backdrop.finish_all()
                self.backdrop.speed = self.settings.animation_speed
                self.backdrop_fade = self.backdrop.add(Tween(BACKDROP_SECONDS, ease_in_out_sine))
            self.tint_key = key
        fade = self.backdrop_fade
        if fade is None or fade.done:
            return 0
        return max(0, min(255, int(255 * (1.0 - fade.value))))

    # --- painting a picture, whole or in parts ----------------------------------------------------
    def _paint_still(self, still, was, now, look, info) -> pygame.Surface:
        """The backdrop, the still board and the panel for `now` ((size, board key, panel key), tint) into
        `still` (made if need be), which shows `was`. When only the panel or a few Blinks changed (the
        turn, the log, a link placed, a spin landed: most changes), only their parts are painted again,
        each clipped on its own: every layer reaching a part is painted there as for the whole picture, so
        the pixels are the same, at a fraction of the cost (the panel and the Blinks apart, not the
        rectangle holding both: that one took in most of the backdrop between them)."""
        if still is None or still.get_size() != self.size:
            still, was = self._spare(), None
        areas = self._changed_area(was, now)
        if areas is None:
            self._paint_layers(still, now, look, info, board=True, panel=True)
            return still
        board_reach, panel_reach = self._board_reach(), self.panel.rect.inflate(2 * PANEL_BLEED, 2 * PANEL_BLEED)
        for area in areas:
            still.set_clip(area)
            self._paint_layers(still, now, look, info, board=area.colliderect(board_reach),
                               panel=area.colliderect(panel_reach))
        still.set_clip(None)
        return still

    def _paint_layers(self, still, now, look, info, board: bool, panel: bool) -> None:
        """The still picture's layers, bottom up (within the surface's clip); a layer that cannot reach
        the clip is left out (it would paint nothing there)."""
        theme.draw_background(still, now[1])
        if board:
            draw_board_still(still, self.geo, look)
        if panel:
            self.panel.draw_still(still, info)

    def _tile_reach(self) -> int:
        """Half the side of the square around a Blink's centre that its tile, glow and lights paint in."""
        R = self.geo.R
        return int(max(R + blink_art.tile_margin(R), R * blink_art.LIGHT_REACH + blink_art.light_radius(R))) + 3

    def _board_reach(self) -> pygame.Rect:
        """Where the still board paints anything: the squares of all its Blinks."""
        reach = self._tile_reach()
        xs = [cx for cx, _ in self.geo.centres]
        ys = [cy for _, cy in self.geo.centres]
        return pygame.Rect(int(min(xs)) - reach, int(min(ys)) - reach,
                           int(max(xs)) - int(min(xs)) + 2 * reach, int(max(ys)) - int(min(ys)) + 2 * reach)

    def _changed_area(self, was, now) -> list[pygame.Rect] | None:
        """The parts of a still picture showing `was` that must be painted again to show `now` (None: all
        of it): the panel if it changed, and the squares of the Blinks whose lamps, hidden lights or spin
        changed (with their neighbours' lights reaching in, which are painted again there too); the
        Blinks' squares as one part, the panel as another unless the two overlap."""
        if was is None or was[1] != now[1] or was[0][0] != now[0][0]:
            return None  # another backdrop, another size
        (_, board0, panel0), (_, board1, panel1) = was[0], now[0]
        parts = []
        if board0 != board1:
            if board0[0] != board1[0] or board0[4:] != board1[4:]:
                return None  # another board geometry, palette or lettering
            slots0, hidden0, spin0 = board0[1], board0[2] or frozenset(), board0[3] or frozenset()
            slots1, hidden1, spin1 = board1[1], board1[2] or frozenset(), board1[3] or frozenset()
            tiles = set(spin0) ^ set(spin1)
            tiles.update(i // 6 for i in range(len(slots1))
                         if slots0[i] != slots1[i] or (i in hidden0) != (i in hidden1))
            reach = self._tile_reach()
            squares = [pygame.Rect(int(cx) - reach, int(cy) - reach, 2 * reach, 2 * reach)
                       for cx, cy in (self.geo.centres[p] for p in tiles)]
            if squares:
                parts.append(squares[0].unionall(squares[1:]))
        if panel0 != panel1:
            if panel0[0] != panel1[0]:
                return None  # the panel's key starts with its rectangle: a panel moved is painted whole
            panel = self.panel.rect.inflate(2 * PANEL_BLEED, 2 * PANEL_BLEED)
            if parts and parts[0].colliderect(panel):
                parts[0] = parts[0].union(panel)
            else:
                parts.append(panel)
        return parts or None


def _tint_of(key):
    """The backdrop's colour a still picture was painted over (its key's second part), or a marker when
    none was painted yet."""
    return _NONE if key is None else key[1]


_NONE = object()
