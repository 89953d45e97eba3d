"""What the person may do, lit on The Dance's floor: with nothing picked up, a breathing ring on each
piece that may move; a picked piece's reach (her Avatar's, with and without the Ankh; a led Dancer's
hexes) and a free seat at her table; the Influence Step's targets, the rest of the floor dimmed and each
target with a badge of its best chance; the walk and a ghost where the picked piece would stand; and the
next turn's foresight (the other Avatars' reach, the next Waltz's steps).

Part of the table's painter (table_draw.DancePainter): it reads the view, what the person is doing and
its own caches, never a game state, and changes nothing but its caches.
"""
from __future__ import annotations

import math

import pygame

from game.the_dance import floor as F
from game.the_dance import piece_art
from game.the_dance import table_text as T
from game.the_dance.board_view import BallroomView
from game.the_dance.counters import counters
from game.the_dance.floor_pieces import pieces_from
from game.the_dance.show_painter import draw_pill
from game.the_dance.table_controls import TableUI
from game.the_dance.table_view import DanceView
from game.ui import theme
from game.ui.theme import Palette, px


class FloorMarks:
    """Draws the marks of what may be done on the floor, with the veils and badges it keeps."""

    def __init__(self, board: BallroomView):
        self.board = board
        self.lay = None  # the table's layout (DancePainter.place sets it)
        self._veil_cache = None  # (key, the floor dimmed but for the targets)
        self._badges: dict = {}  # (words, size) -> a target's badge

    def forget(self) -> None:
        """Drop the cached veil and badges."""
        self._veil_cache = None
        self._badges = {}

    def draw_options(self, surface: pygame.Surface, view: DanceView, ui: TableUI, seat: int, obs: dict,
                     clock: float) -> None:
        """The pieces that may move, or the picked piece's reach (and a free seat), or the step's targets."""
        phase = obs["phase"]
        board = self.board
        if phase == "dance":
            choices = view.dance
            sel = ui.selected
            held_at = None
            if sel == ("avatar",):
                held_at = obs["families"][seat]["hex"]
            elif sel is not None and sel[0] == "dancer":
                held_at = obs["dancers"][sel[1]]["hex"]
            if held_at:
                # the piece picked up: a bright double outline on its hex
                board.draw_hover(surface, held_at, Palette.ivory, arrow=False)
                board.draw_lit(surface, [held_at], "choice")
            if sel == ("avatar",):
                reach = [F.LABELS[h] for h in choices.reach(ui.ankh_on)]
                board.draw_lit(surface, reach, "move")
                if not ui.ankh_on:
                    extra = [F.LABELS[h] for h in choices.ankh_only()]
                    if extra:
                        board.draw_lit(surface, extra, (150, 126, 92))
            elif sel is not None and sel[0] == "dancer":
                d = sel[1]
                board.draw_lit(surface, [F.LABELS[h] for h in sorted(choices.leads.get(d, ()))], "move")
                if d in choices.seats:
                    self._ring_free_seat(surface, obs, seat, clock)
            else:
                self._pulse_movable(surface, obs, seat, choices, clock)
        elif phase in ("influence", "regale"):
            board.draw_lit(surface, [t.label for t in view.targets], "target")

    def draw_targets(self, surface: pygame.Surface, view: DanceView, seat: int, obs: dict, clock: float) -> None:
        """The Influence Step's targets as Wesnoth and Catanatron mark them: the rest of the floor
        dimmed, each target (and her own Avatar) left bright, a strong breathing ring round each target
        and a badge with its best chance, so what may be clicked reads at a glance, without colour."""
        targets = view.targets
        board = self.board
        own = obs["families"][seat]["hex"]
        holes = tuple(sorted({t.label for t in targets} | ({own} if own else set())))
        surface.blit(self._veil(holes), board.rect.topleft)
        si = max(2, int(round(board.size)))
        glow = int(round((0.5 + 0.5 * math.sin(clock * 3.0)) * 3))
        ring = piece_art.target_ring(si, Palette.ivory, glow)
        clip = surface.get_clip()
        surface.set_clip(board.rect)
        for t in targets:
            x, y = board.centre_of(t.label)
            piece_art.blit_centred(surface, ring, (x, y))
        for t in targets:
            x, y = board.centre_of(t.label)
            badge = self._badge(t.badge)
            # on the ring's east side: between the neighbours to the north-east and south-east, clear
            # of every token's figures (they sit at the corners)
            surface.blit(badge, badge.get_rect(center=(int(x + board.size * 0.98), int(y))))
        surface.set_clip(clip)

    def _veil(self, holes: tuple) -> pygame.Surface:
        """The floor darkened but for the hexes in `holes`: one cached picture per set of holes, zoom
        and pan."""
        board = self.board
        key = (holes, board.rect.size, board.zoom_step, board.hex_view.origin)
        if self._veil_cache is not None and self._veil_cache[0] == key:
            return self._veil_cache[1]
        from game.ui.hex_view import rounded_hex_points

        veil = pygame.Surface(board.rect.size, pygame.SRCALPHA)
        veil.fill((8, 4, 16, 128))
        ox, oy = board.rect.topleft
        r = board.size * 1.02
        for label in holes:
            x, y = board.centre_of(label)
            pygame.draw.polygon(veil, (0, 0, 0, 0), rounded_hex_points(x - ox, y - oy, r, r * 0.1))
        if pygame.display.get_surface() is not None:
            veil = veil.convert_alpha()  # the display's own pixel format: the window-sized blit is quicker
        self._veil_cache = (key, veil)
        return veil

    def _badge(self, text: str) -> pygame.Surface:
        """A small dark pill with light words over a target (its best chance): cached per text and size."""
        s = self.lay.scale
        size = max(10, int(self.board.size * 0.5))
        key = (text, size)
        pic = self._badges.get(key)
        if pic is None:
            label = theme.render_text(text, "text_bold", size, Palette.ivory)
            box = label.get_rect().inflate(px(10, s), px(4, s))
            pic = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(pic, (*Palette.shadow, 225), pic.get_rect(), border_radius=box.height // 2)
            pygame.draw.rect(pic, (*Palette.ivory, 255), pic.get_rect(), max(1, px(1, s)),
                             border_radius=box.height // 2)
            pic.blit(label, label.get_rect(center=pic.get_rect().center))
            if len(self._badges) > 64:
                self._badges.clear()
            self._badges[key] = pic
        return pic

    def _pulse_movable(self, surface, obs: dict, seat: int, choices: T.DanceChoices, clock: float) -> None:
        """With nothing picked up, a soft ring on each piece that may still move this step."""
        spots = []
        fam = obs["families"][seat]
        if choices.moves and fam["hex"]:
            spots.append(fam["hex"])
        for d in set(choices.leads) | set(choices.seats):
            h = obs["dancers"][d]["hex"]
            if h:
                spots.append(h)
        if not spots:
            return
        # a gilt ring that breathes: these may still move (a few glow levels, each a cached picture)
        glow = int(round((0.5 + 0.5 * math.sin(clock * 3.2)) * 3))
        ring = piece_art.target_ring(max(2, int(round(self.board.size))), Palette.gold_light, glow)
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        for label in spots:
            piece_art.blit_centred(surface, ring, self.board.centre_of(label))
        surface.set_clip(clip)

    def _ring_free_seat(self, surface, obs: dict, seat: int, clock: float) -> None:
        fam = obs["families"][seat]
        k = min(len(fam["seated"]), 5)
        x, y = self.board.seat_pos(fam["table"], k)
        r = self.board.size * 0.95
        glow = int(140 + 100 * (0.5 + 0.5 * math.sin(clock * 4)))
        pygame.draw.circle(surface, (*Palette.gold_light,), (int(x), int(y)), int(r), max(2, int(r * 0.12)))
        ring = pygame.Surface((int(r * 2.6), int(r * 2.6)), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*Palette.gold_light, glow // 3), ring.get_rect().center, int(r * 1.25))
        surface.blit(ring, ring.get_rect(center=(int(x), int(y))))

    def draw_preview(self, surface: pygame.Surface, view: DanceView, ui: TableUI, seat: int, obs: dict) -> None:
        """The walk to the hex under the pointer and a ghost of the piece standing there."""
        if obs["phase"] != "dance" or ui.selected is None or ui.hover_label is None:
            return
        h = F.HEX.get(ui.hover_label, -1)
        choices = view.dance
        pieces = pieces_from(obs)
        if ui.selected == ("avatar",):
            if h not in choices.moves or (choices.moves[h] and not ui.ankh_on):
                return
            walk = T.avatar_walk(obs, seat, h, choices.moves[h])
            piece = pieces.get(("avatar", obs["families"][seat]["avatar"]))
        elif ui.selected[0] == "dancer":
            d = ui.selected[1]
            if h not in choices.leads.get(d, ()):
                return
            walk = T.lead_walk(obs, seat, d, h)
            piece = pieces.get(("dancer", F.DANCER_IDS[d]))
        else:
            return
        if len(walk) >= 2:
            self.board.draw_path(surface, walk)
        if piece is not None:
            self.board.draw_ghost(surface, piece, ui.hover_label, alpha=140)

    def draw_reach_foresight(self, surface: pygame.Surface, view: DanceView) -> None:
        """Where each other Avatar could reach on its next turn, in a pale tint of its colour."""
        for avatar, found in view.other_reaches().items():
            colour = piece_art.family_colour(counters().avatar(avatar).colour)
            tint = tuple(min(255, int(c * 0.7 + 255 * 0.3)) for c in colour)
            self.board.draw_lit(surface, list(found["reach"]), tint)

    def draw_waltz_foresight(self, surface: pygame.Surface, view: DanceView) -> None:
        """Where the next Waltz moves each Dancer, as arrows (or a note that they rest)."""
        preview = view.waltz_preview()
        s = self.board.size
        if not preview:
            box = self.board.tempo_box_rect(4)
            draw_pill(surface, "Next Waltz: the Dancers rest", (box.centerx, box.bottom + s * 0.5), self.lay.scale,
                      self.lay.board)
            return
        width = max(2, int(s * 0.14))
        for start, end in preview.values():
            a, b = self.board.centre_of(start), self.board.centre_of(end)
            dx, dy = b[0] - a[0], b[1] - a[1]
            length = math.hypot(dx, dy) or 1.0
            ux, uy = dx / length, dy / length
            p0 = (a[0] + ux * s * 0.45, a[1] + uy * s * 0.45)
            tip = (b[0] - ux * s * 0.2, b[1] - uy * s * 0.2)
            base = (tip[0] - ux * s * 0.45, tip[1] - uy * s * 0.45)
            left = (base[0] - uy * s * 0.28, base[1] + ux * s * 0.28)
            right = (base[0] + uy * s * 0.28, base[1] - ux * s * 0.28)
            pygame.draw.line(surface, Palette.shadow, p0, base, width + 3)
            pygame.draw.line(surface, (150, 236, 255), p0, base, width)
            pygame.draw.polygon(surface, Palette.shadow, (tip, left, right), 0)
            pygame.draw.polygon(surface, (150, 236, 255), (tip, left, right))
