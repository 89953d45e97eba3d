"""Where a Trifoil board sits on screen and how it is drawn: geometry fitted to a rectangle, hit
tests for Blinks and spin handles, and the painter for tiles, lights, highlights and handles.

Draws only what it is handed (slots, a BoardLook, an animation Frame); never changes game state.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.core import hexgrid
from game.trifoil import blink_art as art
from game.ui import theme

GREEK = {"delta": "Δ", "omega": "Ω", "theta": "Θ", "beta": "β"}
MEDALLION_R = 0.3  # spin-handle sizes, in grid radii
ARROW_R = 0.23
TILE_EXTENT = (1.0, math.sqrt(3) / 2)  # half width and half height of a flat-topped hex, in grid radii


def triangle_symbol(name: str) -> str:
    return GREEK.get(name.lower(), name[:1])


@dataclass
class Handle:
    """The spin controls of one corner triangle: a medallion and two arrow buttons."""

    tri: int
    name: str
    symbol: str
    centre: tuple  # the medallion
    radius: int
    cw: tuple  # the clockwise arrow button
    ccw: tuple
    arrow_radius: int
    pivot: tuple  # the point the three tiles turn about


@dataclass
class Frame:
    """What an animation wants drawn this frame instead of the plain position."""

    slots: tuple  # the links drawn on tiles that stand still
    hidden: frozenset = frozenset()  # slots left dark because their light is in flight
    floating: list = field(default_factory=list)  # (x, y, slot value, brightness 0..8)
    spinning: list = field(default_factory=list)  # (source position, cx, cy, degrees)
    spin_positions: frozenset = frozenset()  # positions whose tiles `spinning` draws
    rings: list = field(default_factory=list)  # (x, y, progress 0..1, slot value): a placement's bloom
    lift: float = 0.0  # 0..1: how high the spinning tiles float (shadow offset)


@dataclass
class BoardLook:
    """Per-frame decoration of the board: selection, targets, previews, chain and handle states."""

    slots: tuple
    colour_blind: bool = False
    letters: bool = True
    selected: int | None = None
    targets: dict = field(default_factory=dict)  # touching position -> True when the pair is legal
    hover_pos: int | None = None
    hover_colour: tuple = theme.Palette.ivory
    ghosts: list = field(default_factory=list)  # (slot, value): preview lights
    arrows: list = field(default_factory=list)  # (from slot, to slot): preview of a push
    chain: list = field(default_factory=list)  # slots of a chain to highlight, in path order
    chain_value: int = 0
    handles: dict | None = None  # (tri, "cw"/"ccw") -> "on" | "off" | "hover"; None hides them
    hover_tri: int | None = None
    marks: dict = field(default_factory=dict)  # position -> colour: the Blinks of the last move
    pulse: float = 0.0  # seconds, for gentle pulsing highlights
    frame: Frame | None = None


class BoardGeometry:
    """The board fitted into `rect`: grid radius, Blink centres, light points and spin handles."""

    def __init__(self, board, rect: pygame.Rect, handles: bool = True):
        self.board = board
        self.rect = pygame.Rect(rect)
        self.with_handles = handles
        unit = [hexgrid.to_pixel(q, r, 1.0) for q, r in board.coords]
        bx = sum(p[0] for p in unit) / len(unit)
        by = sum(p[1] for p in unit) / len(unit)
        self._unit_handles = self._place_handles(unit, (bx, by)) if handles else []
        xs0 = [x - TILE_EXTENT[0] for x, _ in unit]
        xs1 = [x + TILE_EXTENT[0] for x, _ in unit]
        ys0 = [y - TILE_EXTENT[1] for _, y in unit]
        ys1 = [y + TILE_EXTENT[1] for _, y in unit]
        for h in self._unit_handles:
            for (x, y), r in ((h["centre"], MEDALLION_R), (h["cw"], ARROW_R), (h["ccw"], ARROW_R)):
                xs0.append(x - r - 0.05)
                xs1.append(x + r + 0.05)
                ys0.append(y - r - 0.05)
                ys1.append(y + r + 0.05)
        # leave room for the tiles' glow so nothing is clipped at the rectangle's edge
        glow = 0.16
        minx, maxx, miny, maxy = min(xs0) - glow, max(xs1) + glow, min(ys0) - glow, max(ys1) + glow
        bw, bh = maxx - minx, maxy - miny
        self.R = max(6, int(min(self.rect.width / bw, self.rect.height / bh)))
        R = self.R
        ox = self.rect.centerx - (minx + bw / 2) * R
        oy = self.rect.centery - (miny + bh / 2) * R
        self.origin = (ox, oy)
        self.centres = [(ox + x * R, oy + y * R) for x, y in unit]
        self.extent = pygame.Rect(int(ox + minx * R), int(oy + miny * R), int(bw * R), int(bh * R))
        self.handles: list[Handle] = []
        for h in self._unit_handles:
            def at(p):
                return (ox + p[0] * R, oy + p[1] * R)
            self.handles.append(Handle(h["tri"], h["name"], triangle_symbol(h["name"]), at(h["centre"]),
                                       max(6, int(MEDALLION_R * R)), at(h["cw"]), at(h["ccw"]),
                                       max(5, int(ARROW_R * R)), at(h["pivot"])))

    # --- layout -----------------------------------------------------------------------------
    def _place_handles(self, unit, middle) -> list[dict]:
        """Put each triangle's medallion outside the formation, straight out from the triangle's
        pivot, with its two arrows beside it (the clockwise one on the clockwise side)."""
        out = []
        for t, tri in enumerate(self.board.triangles):
            px = sum(unit[p][0] for p in tri.positions) / 3
            py = sum(unit[p][1] for p in tri.positions) / 3
            dx, dy = px - middle[0], py - middle[1]
            n = math.hypot(dx, dy)
            if n < 1e-6:  # a triangle at the very middle: go up
                dx, dy, n = 0.0, -1.0, 1.0
            ux, uy = dx / n, dy / n
            tx, ty = -uy, ux  # clockwise tangent on screen (y grows down)
            gap = MEDALLION_R + ARROW_R + 0.07
            k = 0.6
            while k < 8:
                c = (px + ux * k, py + uy * k)
                cw = (c[0] + tx * gap, c[1] + ty * gap)
                ccw = (c[0] - tx * gap, c[1] - ty * gap)
                if all(_clear_of_tiles(p, r, unit) for p, r in ((c, MEDALLION_R), (cw, ARROW_R), (ccw, ARROW_R))):
                    break
                k += 0.05
            out.append({"tri": t, "name": tri.name, "centre": c, "cw": cw, "ccw": ccw, "pivot": (px, py)})
        return out

    def warm_up_steps(self, colours, rings, painting=None, between=()):
        """Pre-render, a sprite per step, what this board needs at its size (tiles, lights, outlines,
        handles); see blink_art.warm_up_steps (and its `painting` and `between`)."""
        yield from art.warm_up_steps(self.R, colours, rings, painting, between)
        for h in self.handles[:1]:
            for state in ("on", "off", "hover"):
                yield art.medallion(h.radius, state)
                yield art.spin_arrow(h.arrow_radius, True, state)
                yield art.spin_arrow(h.arrow_radius, False, state)

    def warm_up(self, colours, rings) -> None:
        for _ in self.warm_up_steps(colours, rings):
            pass

    def slot_point(self, slot: int) -> tuple[float, float]:
        pos, face = divmod(slot, 6)
        cx, cy = self.centres[pos]
        vx, vy = hexgrid.face_vector(face)
        d = self.R * art.LIGHT_REACH
        return cx + vx * d, cy + vy * d

    def turned_point(self, cx: float, cy: float, face: int, degrees: float) -> tuple[float, float]:
        """Where face `face` of a tile centred at (cx, cy) and turned by `degrees` shows its light."""
        a = hexgrid.face_angle(face) + math.radians(degrees)
        d = self.R * art.LIGHT_REACH
        return cx + math.cos(a) * d, cy + math.sin(a) * d

    def rotate_about(self, point, pivot, degrees: float) -> tuple[float, float]:
        a = math.radians(degrees)
        x, y = point[0] - pivot[0], point[1] - pivot[1]
        return pivot[0] + x * math.cos(a) - y * math.sin(a), pivot[1] + x * math.sin(a) + y * math.cos(a)

    # --- hit tests ------------------------------------------------------------------------------
    def position_at(self, x: float, y: float) -> int | None:
        """The Blink under the pointer (its hexagonal cell), or None."""
        for i, (cx, cy) in enumerate(self.centres):
            if math.hypot(x - cx, y - cy) <= self.R and hexgrid.from_pixel(x - cx, y - cy, self.R) == (0, 0):
                return i
        return None

    def handle_at(self, x: float, y: float):
        """(triangle, "cw" | "ccw" | None) for a spin control under the pointer, or None."""
        for h in self.handles:
            reach = h.arrow_radius * 1.25
            if math.hypot(x - h.cw[0], y - h.cw[1]) <= reach:
                return h.tri, "cw"
            if math.hypot(x - h.ccw[0], y - h.ccw[1]) <= reach:
                return h.tri, "ccw"
            if math.hypot(x - h.centre[0], y - h.centre[1]) <= h.radius * 1.1:
                return h.tri, None
        return None


class AlphaLayer:
    """A small transparent surface covering `points` (plus a margin), for shapes that need real
    alpha; coordinates are given in screen space and shifted onto the layer."""

    def __init__(self, points, margin: float):
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        self.left = int(min(xs) - margin)
        self.top = int(min(ys) - margin)
        w = int(max(xs) + margin) - self.left + 1
        h = int(max(ys) + margin) - self.top + 1
        self.surface = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)

    def at(self, p) -> tuple[float, float]:
        return p[0] - self.left, p[1] - self.top

    def blit_to(self, target: pygame.Surface) -> None:
        target.blit(self.surface, (self.left, self.top))


def _clear_of_tiles(p, r, unit) -> bool:
    return all(math.hypot(p[0] - x, p[1] - y) >= art.TILE_FILL + r + 0.04 for x, y in unit)


# --- painting ------------------------------------------------------------------------------------

def light_colour(value: int, colour_blind: bool) -> tuple:
    return theme.seat_colour(value - 1, colour_blind)


def draw_light(surface, geo: BoardGeometry, point, value: int, colour_blind: bool, level: int = 8,
               shade: bool = True) -> None:
    R = geo.R
    if shade and level >= 6:
        art.blit_centred(surface, art.light_shade(R), point)
    sprite = art.light_sprite(R, light_colour(value, colour_blind), colour_blind and value == 2, level)
    art.blit_centred(surface, sprite, point, pygame.BLEND_RGB_ADD)


def draw_board(surface: pygame.Surface, geo: BoardGeometry, look: BoardLook) -> None:
    """The whole board: the still layer, then everything that moves or reacts to the pointer."""
    draw_board_still(surface, geo, look)
    draw_board_live(surface, geo, look)


def still_key(geo: BoardGeometry, look: BoardLook) -> tuple:
    """What draw_board_still depends on: while it is unchanged, a cached picture of it is valid."""
    frame = look.frame
    if frame is None:
        return (id(geo), look.slots, None, None, look.colour_blind, look.letters)
    return (id(geo), frame.slots, frame.hidden, frame.spin_positions, look.colour_blind, look.letters)


def draw_board_still(surface: pygame.Surface, geo: BoardGeometry, look: BoardLook) -> None:
    """Tiles standing still, their letters, unlit lamps and lights: it changes only when the links
    do (or an animation starts or ends), so the table caches it."""
    R = geo.R
    frame = look.frame
    slots = frame.slots if frame else look.slots
    hidden = frame.hidden if frame else frozenset()
    still = [p for p in range(geo.board.size) if not (frame and p in frame.spin_positions)]
    tile = art.tile_sprite(R)
    for p in still:
        art.blit_centred(surface, tile, geo.centres[p])
    if look.letters:
        draw_letters(surface, geo, still)
    dot = art.slot_dot(R)
    for p in still:
        for f in range(6):
            s = p * 6 + f
            pt = geo.slot_point(s)
            v = slots[s]
            if v and s not in hidden:
                draw_light(surface, geo, pt, v, look.colour_blind)
            elif geo.board.neighbour[p][f] >= 0:
                art.blit_centred(surface, dot, pt)


def draw_board_live(surface: pygame.Surface, geo: BoardGeometry, look: BoardLook) -> None:
    """Outlines, the hovered triangle, a highlighted chain, tiles and lights in motion, previews
    and the spin handles, over the still layer."""
    frame = look.frame
    _draw_outlines(surface, geo, look)
    if look.hover_tri is not None:
        draw_triangle_mark(surface, geo, look.hover_tri)
    if look.chain:
        _draw_chain(surface, geo, look)
    if frame and frame.spinning:
        _draw_spinning(surface, geo, look, frame)
    if frame:
        for x, y, progress, value in frame.rings:
            _draw_bloom(surface, geo, (x, y), progress, value, look.colour_blind)
        for x, y, value, level in frame.floating:
            draw_light(surface, geo, (x, y), value, look.colour_blind, level)
    if look.ghosts or look.arrows:
        _draw_preview(surface, geo, look)
    if look.handles is not None:
        _draw_handles(surface, geo, look)


def _draw_outlines(surface, geo: BoardGeometry, look: BoardLook) -> None:
    """Last-move marks, legal targets (gold, breathing), the hovered Blink, and the chosen one
    (lit from inside, ivory rim) so the choice stands apart from its targets."""
    R = geo.R
    frame = look.frame
    moving = frame.spin_positions if frame else frozenset()
    pulse = 0.5 + 0.5 * math.sin(look.pulse * 4.0)
    for p, colour in look.marks.items():
        if p != look.selected and p not in look.targets and p not in moving:
            art.blit_centred(surface, art.tile_outline(R, tuple(colour), 1.6, True), geo.centres[p])
    for p, legal in look.targets.items():
        if not legal:
            continue
        if p == look.hover_pos:
            art.blit_centred(surface, art.tile_outline(R, theme.Palette.gold_light, 2.6, True), geo.centres[p])
        else:
            width = round((1.2 + 0.8 * pulse) * 5) / 5
            art.blit_centred(surface, art.tile_outline(R, theme.Palette.gold, width, False), geo.centres[p])
    if look.hover_pos is not None and look.hover_pos != look.selected and look.hover_pos not in look.targets \
            and look.hover_pos not in moving:
        art.blit_centred(surface, art.tile_outline(R, look.hover_colour, 1.6, False), geo.centres[look.hover_pos])
    if look.selected is not None:
        c = geo.centres[look.selected]
        art.blit_centred(surface, art.tile_lit(R, (255, 244, 222)), c)
        art.blit_centred(surface, art.tile_outline(R, theme.Palette.ivory, 3.4, True), c)


def draw_letters(surface, geo: BoardGeometry, positions, colour=(150, 138, 192)) -> None:
    """The position letters, faint, at the middle of each Blink (the move log names them)."""
    size = max(9, int(geo.R * 0.3))
    for p in positions:
        theme.draw_text(surface, geo.board.letters[p], "display", size, colour, geo.centres[p], "center")


def _draw_spinning(surface, geo: BoardGeometry, look: BoardLook, frame: Frame) -> None:
    R = geo.R
    off = int(R * 0.08 * frame.lift)
    shadow = art.tile_shadow(R)
    for _, cx, cy, _ in frame.spinning:
        art.blit_centred(surface, shadow, (cx + off, cy + off * 1.4))
    for src, cx, cy, deg in frame.spinning:
        art.blit_centred(surface, art.rotated_tile(R, int(round(deg))), (cx, cy))
        for f in range(6):
            v = frame.slots[src * 6 + f]
            if v:  # lamps without a link stay dark while the tile is in the air
                draw_light(surface, geo, geo.turned_point(cx, cy, f, deg), v, look.colour_blind)


def _draw_bloom(surface, geo, point, progress: float, value: int, colour_blind: bool) -> None:
    """A ring of light spreading from a newly placed link."""
    if progress >= 1.0:
        return
    colour = light_colour(value, colour_blind)
    r = int(geo.R * (0.12 + 0.38 * progress))
    alpha = int(200 * (1.0 - progress) ** 1.5)
    layer = pygame.Surface((2 * r + 6, 2 * r + 6), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*colour, alpha), (r + 3, r + 3), r, max(1, int(geo.R * 0.05)))
    art.blit_centred(surface, layer, point)


def _draw_preview(surface, geo: BoardGeometry, look: BoardLook) -> None:
    """Ghost lights where a place would put a link, and arrows along a push."""
    pulse = 0.5 + 0.5 * math.sin(look.pulse * 5.0)
    level = 3 + int(round(2 * pulse))
    if look.arrows:
        pts = [geo.slot_point(x) for pair in look.arrows for x in pair]
        layer = AlphaLayer(pts, geo.R * 0.3)
        colour = theme.Palette.gold_light
        w = max(2, int(geo.R * 0.07))
        for a, b in look.arrows:
            _arrow(layer.surface, (*colour, 220), layer.at(geo.slot_point(a)), layer.at(geo.slot_point(b)), w,
                   geo.R * 0.16)
        layer.blit_to(surface)
    for s, v in look.ghosts:
        draw_light(surface, geo, geo.slot_point(s), v, look.colour_blind, level)


def _arrow(layer, colour, p0, p1, width: int, head: float) -> None:
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    start = (p0[0] + ux * head * 0.6, p0[1] + uy * head * 0.6)
    end = (p1[0] - ux * head * 0.9, p1[1] - uy * head * 0.9)
    pygame.draw.line(layer, colour, start, end, width)
    tip = (p1[0] - ux * head * 0.1, p1[1] - uy * head * 0.1)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    pygame.draw.polygon(layer, colour, [tip, (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6),
                                        (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)])


def _draw_chain(surface, geo: BoardGeometry, look: BoardLook) -> None:
    """A gilded thread through the links of a chain; each of its lights shines again on top, brighter."""
    pts = [geo.slot_point(s) for s in look.chain]
    halo = art.halo_sprite(int(geo.R * 0.42), theme.Palette.gold_light, 170)
    for pt in pts:
        art.blit_centred(surface, halo, pt)
    if len(pts) > 1:
        layer = AlphaLayer(pts, geo.R * 0.2)
        local = [layer.at(p) for p in pts]
        pygame.draw.lines(layer.surface, (*theme.Palette.gold_light, 110), False, local, max(4, int(geo.R * 0.16)))
        pygame.draw.lines(layer.surface, (*theme.Palette.ivory, 200), False, local, max(2, int(geo.R * 0.045)))
        layer.blit_to(surface)
    value = look.chain_value or look.slots[look.chain[0]]
    for pt in pts:
        draw_light(surface, geo, pt, value, look.colour_blind, shade=False)


def draw_triangle_mark(surface, geo: BoardGeometry, tri: int, colour=theme.Palette.gold_light) -> None:
    """The triangle joining the three Blinks a spin turns (shown while a handle is hovered)."""
    t = geo.board.triangles[tri]
    pts = [geo.centres[p] for p in t.positions]
    layer = AlphaLayer(pts, geo.R * 0.1)
    local = [layer.at(p) for p in pts]
    pygame.draw.polygon(layer.surface, (*colour, 40), local)
    pygame.draw.polygon(layer.surface, (*colour, 200), local, max(2, int(geo.R * 0.04)))
    layer.blit_to(surface)


def _draw_handles(surface, geo: BoardGeometry, look: BoardLook) -> None:
    states = look.handles or {}
    for h in geo.handles:
        cw, ccw = states.get((h.tri, "cw"), "off"), states.get((h.tri, "ccw"), "off")
        hovered = look.hover_tri == h.tri
        if hovered:
            med_state = "hover"
        else:
            med_state = "off" if cw == ccw == "off" else "on"
        art.blit_centred(surface, art.medallion(h.radius, med_state), h.centre)
        ink = theme.Palette.gold_light if med_state != "off" else (140, 126, 150)
        theme.draw_text(surface, h.symbol, "text_semibold", int(h.radius * 1.15), ink,
                        (h.centre[0], h.centre[1] - h.radius * 0.04), "center")
        art.blit_centred(surface, art.spin_arrow(h.arrow_radius, True, cw), h.cw)
        art.blit_centred(surface, art.spin_arrow(h.arrow_radius, False, ccw), h.ccw)
