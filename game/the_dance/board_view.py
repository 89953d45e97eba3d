"""The Dance's room on screen: BallroomView fits the floor, the six Sanctuary tables, the Tempo track
and the kitchen into the table's part of the window, zooms and pans it, finds the hex (or seat, box,
kitchen) under the pointer, and draws the cached still floor, the pieces and the overlays.

Draws only what it is handed (Piece records, labels); never reads or changes game state, and knows
no rules. The scene owns the game and asks this view where things are and to draw them.

    view = BallroomView()
    view.layout(rect, idle_tables={2, 4})   # fit; tables of families not in play are drawn dimmed
    view.handle_event(event)                # wheel zoom, drag/arrow-key pan, F/Home fit; True if used
    view.draw_floor(screen, show_arrows)    # cached picture per (zoom step, arrows); blitted
    view.draw_lit(screen, labels, "move")   # lit hexes: "move", "target", "choice", "danger"
    view.draw_path(screen, ["E12", "E11"])  # a walk, start excluded or included
    view.draw_pieces(screen, pieces)        # Piece records, see below
    view.draw_ghost(screen, piece, "K6")    # a see-through piece where a move would put it
    view.draw_hover(screen, label)          # outline and clear arrow of the hex under the pointer
    view.hex_at(pos) -> "K7" | None;  view.place_at(pos) -> a place | None;  view.piece_at(pos, pieces)
    view.centre_of("K7"), view.seat_pos(table, k), view.tempo_box_rect(n), view.kitchen_rect(),
    view.table_rect(n), view.place_pos(place)
    view.info_card(piece) -> Surface        # name, ratings or pips, who holds it

A place is a hex label ("K7"), ("seat", table, k) with k 0-4 or 5 for the winning seat,
("tempo", n) with n 1-4, or "kitchen". Pieces are drawn lowest on screen last, and pieces with a
`pos` (an animation's pixel position) after all the others.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core import hexgrid
from game.the_dance import floor_art, piece_art, room_areas
from game.the_dance.ballroom import Ballroom, ballroom
from game.the_dance.board_layout import MEDALLION_R, SQ3, TOKEN_R, room_layout
from game.the_dance.counters import counters
from game.ui import theme
from game.ui.hex_view import HexView, LayerCache

KITCHEN = "kitchen"
LIT_COLOURS = {
    "move": theme.Palette.gold_light,      # where the piece in hand can go
    "target": (255, 150, 132),             # what an Influence, Foil or Cut In can reach
    "choice": theme.Palette.ivory,         # the piece or hex chosen
    "danger": (236, 84, 84),               # a warning (a closed entry hex, a refused move)
}
PAN_KEYS = {pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
DRAG_THRESHOLD = 6  # pixels the pointer moves with a button down before a press becomes a drag
KEY_PAN = 0.12      # share of the view an arrow key pans by


def seat_place(table: int, k: int) -> tuple:
    return ("seat", int(table), int(k))


def tempo_place(n: int) -> tuple:
    return ("tempo", int(n))


@dataclass(frozen=True)
class Piece:
    """One piece to draw.

    kind: "avatar", "dancer", "server" or "tempo"; id: the Avatar or Dancer id ("server", "tempo").
    place: where it stands (see the module docstring); None when only `pos` places it.
    owner: the Avatar id whose marker a Dancer carries (Influenced, or Dominated when `dominated`);
    for a seated Dancer, optional (the table says whose it is). foiled: an Avatar's Foiled marker.
    alpha: 0-255 (fading in or out). pos: a pixel position that overrides the place (gliding)."""
    kind: str
    id: str
    place: str | tuple | None = None
    owner: str | None = None
    dominated: bool = False
    foiled: bool = False
    alpha: int = 255
    pos: tuple[float, float] | None = None


class BallroomView:
    """The room fitted into a rectangle of the window, with zoom, pan and cached pictures."""

    def __init__(self, room: Ballroom | None = None):
        self.room = room or ballroom()
        self.places = room_layout(self.room)
        self.hex_view = HexView(self.places.bounds)
        self.idle_tables: frozenset[int] = frozenset()
        self.floors = LayerCache(limit=4)     # (zoom step, arrows) -> the floor picture
        self.areas = LayerCache(limit=24)     # (zoom step, what, idle) -> a table, the track, the kitchen
        self._paths = LayerCache(limit=8)
        self._mouse: tuple[int, int] | None = None
        self._press: tuple[int, int] | None = None
        self._press_button = 0
        self.dragging = False

    # --- layout, zoom and pan ----------------------------------------------------------------------

    @property
    def rect(self) -> pygame.Rect:
        return self.hex_view.rect

    @property
    def size(self) -> float:
        """The hex circumradius in pixels now."""
        return self.hex_view.size

    @property
    def zoom_step(self) -> int:
        return self.hex_view.step

    @property
    def floor_builds(self) -> int:
        """How many floor pictures have been drawn so far (each is then only blitted)."""
        return self.floors.builds

    def layout(self, rect, idle_tables=()) -> None:
        """Fit the room and its tables into `rect` (the table's part of the window). `idle_tables`
        are the numbers of tables whose family is not in play: drawn dimmed. Pictures made for an
        earlier size are forgotten."""
        rect = pygame.Rect(rect)
        idle = frozenset(int(t) for t in idle_tables)
        if rect.size != self.rect.size:
            self.floors.clear()
            self.areas.clear()
            self._paths.clear()
        self.idle_tables = idle
        self.hex_view.layout(rect)

    def fit(self) -> None:
        self.hex_view.fit()

    def zoom_by(self, steps: int, about=None) -> bool:
        """Zoom in (positive) or out by whole steps, keeping the point under `about` still."""
        return self.hex_view.zoom_by(steps, about)

    def pan_by(self, dx: float, dy: float) -> bool:
        return self.hex_view.pan_by(dx, dy)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Zoom with the wheel (about the pointer), pan by dragging (any button, once the pointer has
        moved DRAG_THRESHOLD pixels) or with the arrow keys, F or Home to fit, + and - to zoom.
        Returns True when the view used the event: then it is not a click on the board (a press
        that ends a drag, for instance)."""
        t = event.type
        if t == pygame.MOUSEMOTION:
            self._mouse = event.pos
            if self._press is not None:
                if not self.dragging and self.hex_view.zoomed and \
                        math.hypot(event.pos[0] - self._press[0], event.pos[1] - self._press[1]) >= DRAG_THRESHOLD:
                    self.dragging = True
                    self.pan_by(event.pos[0] - self._press[0], event.pos[1] - self._press[1])
                    return True
                if self.dragging:
                    self.pan_by(*event.rel)
                    return True
            return False
        if t == pygame.MOUSEWHEEL:
            pos = self._mouse or pygame.mouse.get_pos()
            if not self.rect.collidepoint(pos) or not event.y:
                return False
            self.zoom_by(1 if event.y > 0 else -1, about=pos)
            return True
        if t == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            self._mouse = event.pos
            if self.rect.collidepoint(event.pos):
                self._press, self._press_button, self.dragging = event.pos, event.button, False
            return False
        if t == pygame.MOUSEBUTTONUP and event.button == self._press_button:
            was_drag = self.dragging
            self._press, self._press_button, self.dragging = None, 0, False
            return was_drag
        if t == pygame.KEYDOWN:
            if event.key in PAN_KEYS:
                dx, dy = PAN_KEYS[event.key]
                step = KEY_PAN * min(self.rect.width, self.rect.height)
                return self.pan_by(dx * step, dy * step) or self.hex_view.zoomed
            if event.key in (pygame.K_f, pygame.K_HOME):
                self.fit()
                return True
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.zoom_by(1)
                return True
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.zoom_by(-1)
                return True
        return False

    # --- where things are -----------------------------------------------------------------------

    def centre_of(self, label: str) -> tuple[float, float]:
        """The screen centre of hex `label`."""
        return self.hex_view.to_screen(*self.places.centres[self.room.hex(label).label])

    def hex_at(self, pos) -> str | None:
        """The label of the hex under screen point `pos`, or None (off the floor, or outside the view)."""
        if not self.rect.collidepoint(pos):
            return None
        return self.room.label_at(*self.hex_view.axial_at(pos))

    def seat_pos(self, table: int, k: int) -> tuple[float, float]:
        """The screen centre of seat `k` (0-4; 5 is the winning seat) at table `table` (1-6)."""
        return self.hex_view.to_screen(*self.places.seat(table, k))

    def tempo_box_rect(self, n: int) -> pygame.Rect:
        """Box `n` (1-4) of the Tempo track on screen; box 4 is the rest."""
        return self.hex_view.unit_rect(*self.places.tempo_box(n))

    def kitchen_rect(self) -> pygame.Rect:
        return self.hex_view.unit_rect(*self.places.kitchen)

    def table_rect(self, table: int) -> pygame.Rect:
        """The cloth of Sanctuary table `table` on screen."""
        return self.hex_view.unit_rect(*self.places.table(table).cloth)

    def floor_rect(self) -> pygame.Rect:
        """The framed floor on screen."""
        return self.hex_view.unit_rect(*self.places.frame)

    def place_pos(self, place) -> tuple[float, float]:
        """The screen point where a piece at `place` stands."""
        if isinstance(place, str):
            if place == KITCHEN:
                return self.hex_view.to_screen(*self.places.kitchen_spot)
            return self.centre_of(place)
        if isinstance(place, tuple) and place and place[0] == "seat":
            return self.seat_pos(place[1], place[2])
        if isinstance(place, tuple) and place and place[0] == "tempo":
            return self.tempo_box_rect(place[1]).center
        raise ValueError(f"not a place in the ballroom: {place!r}")

    def place_at(self, pos):
        """What is under screen point `pos`: a hex label, ("seat", table, k), ("tempo", n),
        "kitchen", or None."""
        if not self.rect.collidepoint(pos):
            return None
        label = self.hex_at(pos)
        if label is not None:
            return label
        s = self.size
        reach = TOKEN_R * s
        for t in self.places.tables:
            for k, seat in enumerate(t.seats):
                x, y = self.hex_view.to_screen(*seat)
                if abs(pos[0] - x) <= reach and abs(pos[1] - y) <= reach * SQ3 / 2:
                    return seat_place(t.number, k)
        for n in range(1, len(self.places.tempo_boxes) + 1):
            if self.tempo_box_rect(n).collidepoint(pos):
                return tempo_place(n)
        if self.kitchen_rect().collidepoint(pos):
            return KITCHEN
        return None

    def piece_pos(self, piece: Piece) -> tuple[float, float]:
        return piece.pos if piece.pos is not None else self.place_pos(piece.place)

    def piece_at(self, pos, pieces) -> Piece | None:
        """The piece drawn under screen point `pos` (the topmost, as draw_pieces stacks them)."""
        if not self.rect.collidepoint(pos):
            return None
        s = self.size
        for piece in reversed(self._stacked(pieces)):
            x, y = self.piece_pos(piece)
            if piece.kind == "dancer":
                if hexgrid.from_pixel(pos[0] - x, pos[1] - y, TOKEN_R * s) == (0, 0):
                    return piece
            elif math.hypot(pos[0] - x, pos[1] - y) <= MEDALLION_R * s:
                return piece
        return None

    # --- drawing: the still floor ------------------------------------------------------------------

    def _anchor(self, ux: float, uy: float) -> tuple[int, int, float, float]:
        """Whole-pixel offset and fraction of unit point (ux, uy) from the content's top-left corner
        at this zoom step: the same whatever the pan, so a cached picture fits every pan."""
        s = self.size
        bx0, by0 = self.places.bounds[0], self.places.bounds[1]
        x, y = (ux - bx0) * s, (uy - by0) * s
        return math.floor(x), math.floor(y), x - math.floor(x), y - math.floor(y)

    def _floor_picture(self, arrows: bool) -> tuple[pygame.Surface, tuple[int, int]]:
        fx0, fy0 = self.places.frame[0], self.places.frame[1]
        ix, iy, frac_x, frac_y = self._anchor(fx0, fy0)
        key = (self.zoom_step, round(self.size, 4), bool(arrows))
        surf = self.floors.get(key, lambda: floor_art.build_floor(self.room, self.places, self.size,
                                                                  (frac_x, frac_y), arrows))
        left, top = self.hex_view.layer_topleft
        return surf, (left + ix, top + iy)

    def _area(self, key, build, ux: float, uy: float) -> tuple[pygame.Surface, tuple[int, int]]:
        surf = self.areas.get((self.zoom_step, round(self.size, 4)) + key, build)
        x, y = self.hex_view.to_screen(ux - room_areas.AREA_PAD, uy - room_areas.AREA_PAD)
        return surf, (round(x), round(y))

    def _table_area(self, t, idle: bool) -> tuple[pygame.Surface, tuple[int, int]]:
        s = self.size
        avatar = counters().avatar_of_table(t.number)
        return self._area(("table", t.number, idle),
                          lambda: room_areas.build_table(t, avatar.id if avatar else None, s, idle),
                          t.cloth[0], t.cloth[1])

    def warm_tables(self):
        """Warm-up steps: each table's picture at this size, in play and idle (the round a family
        leaves or joins the dance then only blits it)."""
        for t in self.places.tables:
            for idle in (False, True):
                yield self._table_area(t, idle)[0]

    def table_rects(self, numbers, idle_before) -> list[pygame.Rect]:
        """Where the tables `numbers` lie on the screen, covering both their pictures: as drawn now and
        as drawn while `idle_before` were the idle tables (the parts of the room a change of the idle
        tables draws again)."""
        out = []
        for t in self.places.tables:
            if t.number in numbers:
                now, at = self._table_area(t, t.number in self.idle_tables)
                then, at_then = self._table_area(t, t.number in idle_before)
                out.append(now.get_rect(topleft=at).union(then.get_rect(topleft=at_then)))
        return out

    def draw_floor(self, surface: pygame.Surface, show_arrows: bool = False) -> None:
        """The floor, the tables, the Tempo track and the kitchen: cached pictures, blitted. With
        `show_arrows` every hex's arrow is drawn clearly, with its label."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            floor, pos = self._floor_picture(show_arrows)
            surface.blit(floor, pos)
            for t in self.places.tables:
                pic, pos = self._table_area(t, t.number in self.idle_tables)
                surface.blit(pic, pos)
            s = self.size
            boxes = self.places.tempo_boxes
            pic, pos = self._area(("tempo",), lambda: room_areas.build_tempo(boxes, s), boxes[0][0], boxes[0][1])
            surface.blit(pic, pos)
            box = self.places.kitchen
            pic, pos = self._area(("kitchen",), lambda: room_areas.build_kitchen(box, self.places.kitchen_spot, s),
                                  box[0], box[1])
            surface.blit(pic, pos)
            legend = self.places.legend
            if legend[2] > legend[0]:
                pic, pos = self._area(("legend",), lambda: room_areas.build_legend(legend, s), legend[0], legend[1])
                surface.blit(pic, pos)
        finally:
            surface.set_clip(clip)

    # --- drawing: pieces --------------------------------------------------------------------------

    _KIND_ORDER = {"tempo": 0, "server": 1, "dancer": 2, "avatar": 3}

    def _stacked(self, pieces) -> list[Piece]:
        """Drawing order: pieces in place from the top of the screen down (a marker poking into the
        hex above stays on top), then moving pieces."""
        still = [p for p in pieces if p.pos is None]
        moving = [p for p in pieces if p.pos is not None]
        still.sort(key=lambda p: (self.place_pos(p.place)[1], self._KIND_ORDER.get(p.kind, 9)))
        return still + moving

    def draw_pieces(self, surface: pygame.Surface, pieces) -> None:
        """Every piece from its cached pictures (one to three blits each)."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            for piece in self._stacked(pieces):
                self._draw_piece(surface, piece, self.piece_pos(piece), piece.alpha)
        finally:
            surface.set_clip(clip)

    def _draw_piece(self, surface, piece: Piece, centre, alpha: int) -> None:
        si = max(2, int(round(self.size)))
        blit = piece_art.blit_centred
        if piece.kind == "dancer":
            blit(surface, piece_art.dancer_token(piece.id, si), centre, alpha)
            seated = isinstance(piece.place, tuple) and piece.place[0] == "seat" and piece.pos is None
            if piece.owner and not seated:
                colour = piece_art.avatar_colour(piece.owner)
                blit(surface, piece_art.holder_ring(colour, piece.dominated, si), centre, alpha)
                bx, by = piece_art.badge_offset(si)
                blit(surface, piece_art.holder_badge(piece.owner, piece.dominated, si),
                     (centre[0] + bx, centre[1] + by), alpha)
        elif piece.kind == "avatar":
            blit(surface, piece_art.avatar_medallion(piece.id, si), centre, alpha)
            if piece.foiled:
                fx, fy = piece_art.foiled_offset(si)
                blit(surface, piece_art.foiled_badge(si), (centre[0] + fx, centre[1] + fy), alpha)
        elif piece.kind == "server":
            blit(surface, piece_art.server_piece(si), centre, alpha)
        elif piece.kind == "tempo":
            blit(surface, piece_art.tempo_marker(si), centre, alpha)
        else:
            raise ValueError(f"unknown piece kind {piece.kind!r} (avatar, dancer, server, tempo)")

    def draw_ghost(self, surface: pygame.Surface, piece: Piece, place=None, alpha: int = 120) -> None:
        """`piece` see-through at `place` (default: its own place): where a move would put it."""
        centre = self.place_pos(place if place is not None else piece.place)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            self._draw_piece(surface, piece, centre, alpha)
        finally:
            surface.set_clip(clip)

    # --- drawing: overlays ---------------------------------------------------------------------------

    def draw_lit(self, surface: pygame.Surface, labels, kind: str = "move") -> None:
        """Light the hexes `labels` (a move's destinations, the targets of an action...)."""
        colour = LIT_COLOURS.get(kind, kind if isinstance(kind, tuple) else LIT_COLOURS["move"])
        sprite = piece_art.lit_hex(max(2, int(round(self.size))), tuple(colour))
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            for label in labels:
                piece_art.blit_centred(surface, sprite, self.centre_of(label))
        finally:
            surface.set_clip(clip)

    def draw_hover(self, surface: pygame.Surface, label: str | None, colour=theme.Palette.ivory,
                   arrow: bool = True) -> None:
        """Outline the hex under the pointer and, off the path, draw its arrow clearly."""
        if label is None:
            return
        si = max(2, int(round(self.size)))
        centre = self.centre_of(label)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            piece_art.blit_centred(surface, piece_art.hover_hex(si, tuple(colour)), centre)
            h = self.room.hex(label)
            if arrow and h.is_arrow:
                a = math.radians(-90 + 60 * h.direction)
                piece_art.blit_centred(surface, piece_art.clear_arrow(si, h.direction),
                                       (centre[0] + math.cos(a) * si * 0.06, centre[1] + math.sin(a) * si * 0.06))
        finally:
            surface.set_clip(clip)

    def draw_path(self, surface: pygame.Surface, labels, colour=theme.Palette.gold_light) -> None:
        """A walk through `labels` in order: a gilt thread with a bead on each hex and an arrowhead on
        the last. Cached per walk and zoom step."""
        labels = tuple(labels)
        if len(labels) < 2:
            if labels:
                self.draw_lit(surface, labels, "choice")
            return
        key = (labels, self.zoom_step, round(self.size, 4), tuple(colour))
        units = [self.places.centres[self.room.hex(lab).label] for lab in labels]
        margin = 0.5
        ux0, uy0 = min(u[0] for u in units) - margin, min(u[1] for u in units) - margin
        pic = self._paths.get(key, lambda: self._path_picture(units, (ux0, uy0), colour))
        x, y = self.hex_view.to_screen(ux0, uy0)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            surface.blit(pic, (round(x), round(y)))
        finally:
            surface.set_clip(clip)

    def _path_picture(self, units, origin, colour) -> pygame.Surface:
        s = self.size
        k = 2
        margin = 0.5
        w = (max(u[0] for u in units) - origin[0] + margin) * s
        h = (max(u[1] for u in units) - origin[1] + margin) * s
        big = pygame.Surface((math.ceil(w) * k, math.ceil(h) * k), pygame.SRCALPHA)
        pts = [((u[0] - origin[0]) * s * k, (u[1] - origin[1]) * s * k) for u in units]
        width = max(3, int(s * k * 0.16))
        dark = (*piece_art.SHADOW, 190)
        pygame.draw.lines(big, dark, False, pts, width + 3 * k)
        for x, y in pts[1:-1]:
            pygame.draw.circle(big, dark, (x, y), s * k * 0.19 + k)
        pygame.draw.lines(big, (*colour, 240), False, pts, width)
        for x, y in pts[1:-1]:
            pygame.draw.circle(big, (*colour, 255), (x, y), s * k * 0.19)
        pygame.draw.circle(big, dark, pts[0], s * k * 0.16 + k, max(2, int(s * k * 0.07)) + 2 * k)
        pygame.draw.circle(big, (*colour, 255), pts[0], s * k * 0.16, max(2, int(s * k * 0.07)))
        (ax, ay), (bx, by) = pts[-2], pts[-1]
        d = math.hypot(bx - ax, by - ay) or 1.0
        ux, uy = (bx - ax) / d, (by - ay) / d
        head = s * k * 0.5
        tip = (bx + ux * head * 0.3, by + uy * head * 0.3)
        base = (tip[0] - ux * head, tip[1] - uy * head)
        arrow = [tip, (base[0] - uy * head * 0.55, base[1] + ux * head * 0.55),
                 (base[0] + uy * head * 0.55, base[1] - ux * head * 0.55)]
        pygame.draw.polygon(big, dark, arrow, 3 * k)
        pygame.draw.polygon(big, (*colour, 255), arrow)
        return pygame.transform.smoothscale(big, (big.get_width() // k, big.get_height() // k))

    # --- the info card ----------------------------------------------------------------------------

    def info_card(self, piece: Piece, scale: float | None = None) -> pygame.Surface:
        """A card about `piece` (name, ratings or pips, who holds it, where it stands), sized for the
        window (`scale` defaults to the view's size against the 1280x720 design)."""
        from game.the_dance.piece_card import info_card

        if scale is None:
            screen = pygame.display.get_surface()
            scale = theme.ui_scale(screen.get_size() if screen else theme.BASE_SIZE)
        return info_card(piece, scale, self.room)
