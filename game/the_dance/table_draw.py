"""The Dance table's painter: draws one frame from the table's view and nothing else. The still
room (background, floor, tables, the Tempo track, the kitchen) is drawn once into a cached layer, the
still pieces and the side panel with its log into a second one patched where they change; each frame
is one copy of it plus what moves or answers the pointer: what the person may do lit on the floor
(her Avatar's reach, a led Dancer's hexes, the targets of an Influence Step), the path and a ghost
where a move would put a piece, the moving pieces, the die, the words over the floor, Refreshments
flying, the next turn's foresight, the buttons of this frame, the status line, the open attempt panel
or chooser, a piece's info card, and the hint's marks.

Part of the table's parts (see scene.py): it reads only a Frame (the DanceView, what the person is
doing, the frame's Controls, the animation and the open panels) and its own cached pictures. It never
reads a game state or the match, never decides a button, never changes anything but its caches.
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass

import pygame

from game.the_dance import die_art, marker_art, piece_art
from game.the_dance import floor as F
from game.the_dance import table_side
from game.the_dance import table_text as T
from game.the_dance.animations import Show
from game.the_dance.board_view import BallroomView
from game.the_dance.counters import counters
from game.the_dance.floor_pieces import pieces_from
from game.the_dance.panel import SidePanel
from game.the_dance.table_controls import BUTTONS, Controls, TableUI
from game.the_dance.table_view import DanceView
from game.ui import theme
from game.ui.hint_marks import draw_hint_arrow, draw_hint_ring
from game.ui.table_pieces import draw_note
from game.ui.table_widgets import GildedButton, StatusLine
from game.ui.theme import Palette, px, text_px

log = logging.getLogger(__name__)

PATCH_MOST = 8  # pieces changed beyond which the still picture is drawn afresh rather than patched
FLASH_TONES = {"good": ((30, 70, 44), (150, 230, 170)), "bad": ((84, 26, 34), (255, 190, 180)),
               "plain": ((54, 30, 70), Palette.gold_light)}


def _window_surface(size) -> pygame.Surface:
    surf = pygame.Surface(size)
    return surf.convert() if pygame.display.get_surface() else surf


@dataclass
class Frame:
    """Everything one frame draws, decided in update(): the view, what the person is doing, the
    buttons, the animation playing, the open panels, the status line's words and place."""
    view: DanceView
    ui: TableUI
    controls: Controls
    show: Show | None
    chooser: object
    attempt: object
    clock: float
    status: tuple            # (words, kind)
    status_rect: pygame.Rect
    card: tuple | None = None  # (piece as it stands now, the lines under it) whose info card shows


class DancePainter:
    """Draws Frames onto the window with the room, panel and status pictures it keeps."""

    def __init__(self, board: BallroomView, panel: SidePanel, status: StatusLine):
        self.board = board
        self.panel = panel
        self.status = status
        self.lay = None
        self.size = (0, 0)
        self.buttons = {key: GildedButton(key, label, hint) for key, (label, hint) in BUTTONS.items()}
        self._failed: set = set()
        self.forget()

    def place(self, lay, size) -> None:
        self.lay = lay
        self.size = tuple(size)
        self._still = None

    def forget(self) -> None:
        """Drop every cached layer (a new layout, the arrows switched, the idle tables changed)."""
        self._still = None
        self._still_key = None
        self._base_pic = None
        self._base_key = None
        self._panel_key = None
        self._card_cache = None
        self._veil_cache = None
        self._banner_cache = None
        self._badges: dict = {}

    def room_changed(self) -> None:
        """The floor must be drawn again (a zoom, a pan, the idle tables): into the same picture, which
        is kept (making a window-sized one costs a replay's jump more than drawing it)."""
        self._still_key = None

    # --- the frame ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, fr: Frame) -> None:
        """One cached picture of everything that stands still (the room, the panel and its log, and,
        while nobody is choosing on the floor, every piece that is not moving), then what moves or
        answers the pointer. A frame is one window-sized blit plus the moving pieces."""
        view, ui, show = fr.view, fr.ui, fr.show
        obs = view.shown
        seat = None if view.animating else view.acting
        live = view.obs
        board = self.board
        pieces = pieces_from(obs)
        if show is not None:
            pieces = show.moving(pieces, board.place_pos)
        if seat is None:
            # every piece the Show moves at some point stays off the cached picture until it ends, so
            # the picture is not redrawn each time one of them starts or stops
            busy = set(show.motions) if show is not None else set()
            still = tuple(p for k, p in pieces.items() if p.pos is None and k not in busy)
            moving = [p for k, p in pieces.items() if p.pos is not None or k in busy]
        else:
            still, moving = (), list(pieces.values())
        self._draw_base(surface, fr, still)
        foresight = ui.foresight_on(view.over)
        if foresight:
            self._guarded("reach foresight", self._draw_reach_foresight, surface, view)
        if seat is not None:
            self._draw_options(surface, fr, seat, live)
        if moving:
            board.draw_pieces(surface, moving)
        if seat is not None and fr.view.targets:
            self._draw_targets(surface, fr, seat, live)
        if seat is not None:
            self._draw_preview(surface, fr, seat, live)
        if foresight and not view.animating:
            self._guarded("waltz foresight", self._draw_waltz_foresight, surface, view)
        if ui.hover_label is not None and fr.chooser is None and fr.attempt is None:
            board.draw_hover(surface, ui.hover_label)
        if show is not None:
            self._draw_show(surface, show)
        elif obs.get("attempt") and obs["attempt"].get("die") and fr.chooser is None:
            self._draw_lying_die(surface, obs)
        self.panel.draw_live(surface, fr.clock, view.thinking_seat)
        self._draw_buttons(surface, fr)
        self.status.rect = fr.status_rect
        self.status.draw(surface, *fr.status)
        if fr.attempt is not None:
            fr.attempt.draw(surface, fr.clock)
        if fr.chooser is not None:
            fr.chooser.draw(surface, fr.clock)
        self._draw_card(surface, fr)

    def _guarded(self, what: str, draw, *args) -> None:
        """A decoration that must not stop the frame: a failure is logged once per distinct error (it
        would repeat every frame) and the decoration left out."""
        try:
            draw(*args)
        except Exception as exc:  # noqa: BLE001 - logged below, once per distinct error
            key = (what, type(exc).__name__, str(exc))
            if key not in self._failed:
                self._failed.add(key)
                log.exception("could not draw the %s", what)

    def _draw_base(self, surface: pygame.Surface, fr: Frame, pieces: tuple) -> None:
        """The still picture of the frame, cached as one window-sized picture: the room, `pieces` (those
        not moving) and the panel with its log. A change of pieces redraws only their squares, a change
        on the panel only the panel (never both in one frame: the panel waits a frame), and the room
        (a resize, a zoom, a pan, the arrows) everything. A frame is then a single copy."""
        room = self._room_still(fr.ui.show_arrows)
        panel = self.lay.panel
        rebuilt = False
        if self._base_pic is None or self._base_pic.get_size() != self.size or self._base_key is None \
                or self._base_key[0] != self._still_key:
            if self._base_pic is None or self._base_pic.get_size() != self.size:
                self._base_pic = _window_surface(self.size)
            self._lay_room(room)
            if pieces:
                self.board.draw_pieces(self._base_pic, list(pieces))
            self._base_key = (self._still_key, pieces)
            self._panel_key = None
            rebuilt = True
        elif self._base_key[1] != pieces:
            before = set(self._base_key[1])
            if len(before.symmetric_difference(pieces)) > PATCH_MOST:
                # a jump (a replay's scrubber, a take-back): drawing every piece afresh is quicker
                self._lay_room(room)
                self.board.draw_pieces(self._base_pic, list(pieces))
                self._panel_key = None
            else:
                self._patch_pieces(room, before, pieces)
            self._base_key = (self._still_key, pieces)
            rebuilt = True
        view = fr.view
        log = pygame.Rect(view.log_room) if view.log_room else self.lay.log  # the log gives way to a hint's words
        key = (self._still_key, view.panel, view.log_key, self.panel.log.scroll, tuple(log))
        if self._panel_key != key and (not rebuilt or self._panel_key is None):
            self._base_pic.set_clip(panel)
            self.panel.draw_still(self._base_pic, view.panel, view.log, backdrop=room, log_rect=log)
            self._base_pic.set_clip(None)
            self._panel_key = key
        surface.blit(self._base_pic, (0, 0))

    def _lay_room(self, room: pygame.Surface) -> None:
        """The room copied into the still picture around the panel (the panel is painted over its place,
        from the room's own copy of it, in the same frame: copying the room there too would be wasted)."""
        base = self._base_pic
        whole = base.get_rect()
        panel = self.lay.panel.clip(whole)
        if not panel:
            base.blit(room, (0, 0))
            return
        for part in (pygame.Rect(0, 0, panel.left, whole.height),
                     pygame.Rect(panel.right, 0, whole.width - panel.right, whole.height),
                     pygame.Rect(panel.left, 0, panel.width, panel.top),
                     pygame.Rect(panel.left, panel.bottom, panel.width, whole.height - panel.bottom)):
            if part.width > 0 and part.height > 0:
                base.blit(room, part.topleft, area=part)

    def _patch_pieces(self, room: pygame.Surface, before: set, pieces: tuple) -> None:
        """Bring the cached room-and-pieces picture up to date where pieces changed: each changed
        piece's square is restored from the room and every piece touching it drawn again, clipped to
        it (a move redraws a few squares, not the window)."""
        now = set(pieces)
        changed = (before - now) | (now - before)
        base = self._base_pic
        board = self.board
        reach = board.size * 1.35 + 4
        for piece in changed:
            try:
                x, y = board.place_pos(piece.place)
            except (ValueError, KeyError, LookupError):
                continue  # a piece off the floor's places (in a hand, in the kitchen's queue): nothing to patch
            rect = pygame.Rect(int(x - reach), int(y - reach), int(2 * reach), int(2 * reach))
            base.set_clip(rect)
            base.blit(room, rect.topleft, area=rect)
            near = []
            for p in pieces:
                try:
                    px_, py_ = board.place_pos(p.place)
                except (ValueError, KeyError, LookupError):
                    continue  # as above: not drawn on the floor
                if abs(px_ - x) < 2 * reach and abs(py_ - y) < 2 * reach:
                    near.append(p)
            if near:
                board.draw_pieces(base, near)
            base.set_clip(None)

    def _room_still(self, arrows: bool) -> pygame.Surface:
        """The background, the floor, the tables, the Tempo track and the kitchen: one cached picture
        of the window, redrawn only after a resize, a zoom, a pan or the arrows switched."""
        v = self.board
        key = (self.size, v.zoom_step, v.hex_view.origin, arrows, v.idle_tables)
        if self._still is None or self._still_key != key:
            still = self._still if self._still is not None and self._still.get_size() == self.size \
                else _window_surface(self.size)
            theme.draw_background(still)
            v.draw_floor(still, arrows)
            self.panel.draw_velvet(still)  # under the panel's words, always (see SidePanel.draw_still)
            self._still, self._still_key = still, key
        return self._still

    # --- what the person may do ----------------------------------------------------------------
    def _draw_options(self, surface: pygame.Surface, fr: Frame, seat: int, obs: dict) -> None:
        phase = obs["phase"]
        board = self.board
        ui = fr.ui
        if phase == "dance":
            choices = fr.view.dance
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
                    self._ring_free_seat(surface, obs, seat, fr.clock)
            else:
                self._pulse_movable(surface, obs, seat, choices, fr.clock)
        elif phase in ("influence", "regale"):
            board.draw_lit(surface, [t.label for t in fr.view.targets], "target")

    def _draw_targets(self, surface: pygame.Surface, fr: Frame, seat: int, obs: dict) -> None:
        """The Influence Step's targets as Wesnoth and Catanatron mark them: the rest of the floor
        dimmed, each target (and her own Avatar) left bright, a strong breathing ring round each target
        and a badge with its best chance, so what may be clicked reads at a glance, without colour."""
        targets = fr.view.targets
        board = self.board
        own = obs["families"][seat]["hex"]
        holes = tuple(sorted({t.label for t in targets} | ({own} if own else set())))
        surface.blit(self._veil(holes), board.rect.topleft)
        si = max(2, int(round(board.size)))
        glow = int(round((0.5 + 0.5 * math.sin(fr.clock * 3.0)) * 3))
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

    def _draw_preview(self, surface: pygame.Surface, fr: Frame, seat: int, obs: dict) -> None:
        """The walk to the hex under the pointer and a ghost of the piece standing there."""
        ui = fr.ui
        if obs["phase"] != "dance" or ui.selected is None or ui.hover_label is None:
            return
        h = F.HEX.get(ui.hover_label, -1)
        choices = fr.view.dance
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

    # --- foresight: the next turn ---------------------------------------------------------------
    def _draw_reach_foresight(self, surface: pygame.Surface, view: DanceView) -> None:
        for avatar, found in view.other_reaches().items():
            colour = piece_art.family_colour(counters().avatar(avatar).colour)
            tint = tuple(min(255, int(c * 0.7 + 255 * 0.3)) for c in colour)
            self.board.draw_lit(surface, list(found["reach"]), tint)

    def _draw_waltz_foresight(self, surface: pygame.Surface, view: DanceView) -> None:
        preview = view.waltz_preview()
        s = self.board.size
        if not preview:
            box = self.board.tempo_box_rect(4)
            self._pill(surface, "Next Waltz: the Dancers rest", (box.centerx, box.bottom + s * 0.5), "plain")
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

    # --- the animation's extras ------------------------------------------------------------------
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

    def _draw_show(self, surface: pygame.Surface, show: Show) -> None:
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
            self._pill(surface, f.text, (x, y - rise), f.kind, alpha)
        banner = show.banner_now()
        if banner is not None:
            self._draw_banner(surface, *banner)
        for beat in show.dice:
            if not beat.active(t):
                continue
            self._draw_die(surface, beat.face, (t - beat.t0) / max(1e-6, beat.landed - beat.t0)
                           if beat.landed > beat.t0 else 1.0, beat.caption, beat.result if t >= beat.landed else "",
                           beat.kind, beat.small)

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

    def _die_centre(self, small: bool):
        if small:
            k = self.board.kitchen_rect()
            return k.centerx, k.top - self.board.size * 2.2
        return self.board.centre_of("K7")

    def _draw_die(self, surface, face: int, t: float, caption: str, result: str, tone: str, small: bool) -> None:
        s = self.lay.scale
        size = px(34 if small else 52, s)
        clip = surface.get_clip()
        surface.set_clip(self.lay.board)
        die_art.draw_roll(surface, self._die_centre(small), size, s, face, min(1.0, t), caption, result, tone,
                          settled=t >= 1.0)
        surface.set_clip(clip)

    def _draw_lying_die(self, surface, obs: dict) -> None:
        att = obs["attempt"]
        caption = f"Rolled {att['die']}, needs {att['number']}"
        self._draw_die(surface, att["die"], 1.0, caption, "", "plain", False)

    def _pill(self, surface, text: str, centre, kind: str = "plain", alpha: int = 255) -> None:
        s = self.lay.scale
        fill, ink = FLASH_TONES.get(kind, FLASH_TONES["plain"])
        label = theme.render_text(text, "text_bold", text_px(15, s, 12), ink)
        box = label.get_rect(center=(int(centre[0]), int(centre[1]))).inflate(px(16, s), px(8, s))
        box.clamp_ip(self.lay.board)
        pic = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(pic, (*fill, 235), pic.get_rect(), border_radius=box.height // 2)
        pygame.draw.rect(pic, (*ink, 255), pic.get_rect(), max(1, px(1, s)), border_radius=box.height // 2)
        pic.blit(label, label.get_rect(center=pic.get_rect().center))
        if alpha < 255:
            pic.set_alpha(max(0, alpha))
        surface.blit(pic, box)

    # --- the buttons of this frame ------------------------------------------------------------------
    def _draw_buttons(self, surface: pygame.Surface, fr: Frame) -> None:
        s = self.lay.scale
        mouse = fr.ui.mouse
        for c in fr.controls.row + fr.controls.toggles:
            b = self.buttons[c.key]
            b.rect, b.label, b.primary, b.enabled = c.rect, c.label, c.primary, True
            b.draw(surface, s, b.contains(mouse) or c.lit, False, fr.clock)

    # --- the info card ---------------------------------------------------------------------------
    def _draw_card(self, surface: pygame.Surface, fr: Frame) -> None:
        lay = self.lay
        ui = fr.ui
        power = self.panel.power_at(ui.mouse) if fr.chooser is None else None
        if power is not None:
            draw_note(surface, ui.mouse, [power[1]], lay.scale, title=power[0], width=px(320, lay.scale))
            return
        if fr.card is None:
            return
        piece, notes = fr.card
        key = (piece.kind, piece.id, piece.place, piece.owner, piece.dominated, piece.foiled, notes, lay.scale)
        if self._card_cache is None or self._card_cache[0] != key:
            from game.the_dance.piece_card import info_card

            self._card_cache = (key, info_card(piece, lay.scale, self.board.room, notes))
        card = self._card_cache[1]
        try:
            x, y = self.board.piece_pos(piece)
        except (ValueError, KeyError):
            return  # not a place the floor draws
        surface.blit(card, card_place(card.get_size(), (x, y), self.board.size, lay.board,
                                      self._busy_rects(fr, (x, y))))

    def _busy_rects(self, fr: Frame, at) -> list:
        """Where the play is, which a card must not cover: the piece itself, the Avatar whose turn it
        is, the piece picked up, a die lying on the floor."""
        board = self.board
        r = int(board.size * 1.1)
        spots = [at]
        obs = fr.view.obs
        turn = obs.get("turn_seat")
        if isinstance(turn, int) and 0 <= turn < len(obs["families"]) and obs["families"][turn]["hex"]:
            spots.append(board.centre_of(obs["families"][turn]["hex"]))
        sel = fr.ui.selected
        if sel is not None and sel[0] == "dancer" and obs["dancers"][sel[1]]["hex"]:
            spots.append(board.centre_of(obs["dancers"][sel[1]]["hex"]))
        rects = [pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r) for x, y in spots]
        if obs.get("attempt") and obs["attempt"].get("die"):
            cx, cy = self._die_centre(False)
            d = px(90, self.lay.scale)
            rects.append(pygame.Rect(int(cx) - d, int(cy) - d, 2 * d, 2 * d))
        return rects

    # --- the hint's marks -------------------------------------------------------------------------
    def draw_hint(self, surface: pygame.Surface, hint, fr: Frame) -> None:  # noqa: C901 - one case per kind
        """Ring where the hinted action would act: a hex, a walk's arrow, a chooser's tile, a button."""
        action = hint.action
        s = self.lay.scale
        obs = fr.view.obs
        kind = action[0]
        board = self.board
        r = board.size
        clock = fr.clock

        def ring_at(label: str, tag="Hint") -> None:
            x, y = board.centre_of(label)
            draw_hint_ring(surface, pygame.Rect(x - r, y - r, 2 * r, 2 * r), clock, s, circle=True, tag=tag)

        if fr.chooser is not None:
            for choice, tile in zip(fr.chooser.choices, fr.chooser.tiles):
                if choice.key == action or (choice.key[0] == "group" and _in_group(choice.key[1], action)):
                    draw_hint_ring(surface, tile, clock, s)
                    return
        seat = hint.seat
        fam = obs["families"][seat]
        if kind == "move" and fam["hex"]:
            ring_at(F.LABELS[action[1]])
            draw_hint_arrow(surface, board.centre_of(fam["hex"]), board.centre_of(F.LABELS[action[1]]), s)
        elif kind == "lead":
            start = obs["dancers"][action[1]]["hex"]
            ring_at(F.LABELS[action[2]])
            if start:
                draw_hint_arrow(surface, board.centre_of(start), board.centre_of(F.LABELS[action[2]]), s)
        elif kind == "seat":
            start = obs["dancers"][action[1]]["hex"]
            k = min(len(fam["seated"]), 5)
            end = board.seat_pos(fam["table"], k)
            if start:
                ring_at(start)
                draw_hint_arrow(surface, board.centre_of(start), end, s)
        elif kind in ("unseat", "release", "drop", "keep_dancer"):
            place = obs["dancers"][action[1]]["hex"]
            if place:
                ring_at(place)
        elif kind in ("influence", "cutin") and (kind == "influence" or action[1] == 0):
            d = action[1] if kind == "influence" else action[2]
            place = obs["dancers"][d]["hex"]
            if place:
                ring_at(place)
        elif kind in ("foil", "cutin", "initiative"):
            a = action[1] if kind != "cutin" else action[2]
            other = T.seat_of_avatar(obs, F.AVATAR_IDS[a])
            if other is not None and obs["families"][other]["hex"]:
                ring_at(obs["families"][other]["hex"])
        elif kind == "server" and obs["server"]:
            ring_at(obs["server"])
        else:
            key = {"done": "done", "pass": "pass", "strategic": "strategic", "discipline": "discipline"}.get(kind)
            button = fr.controls.get(key) if key is not None else None
            button = button or fr.controls.get("choose")
            if button is not None:
                draw_hint_ring(surface, button.rect, clock, s)


def card_place(size, at, hex_px: float, area: pygame.Rect, busy) -> pygame.Rect:
    """Where a card of `size` goes beside a piece at `at`: right, left, below or above it (a hex's
    width away), inside `area`, on the side that covers least of `busy`, the right first on a tie."""
    w, h = size
    x, y = int(at[0]), int(at[1])
    gap = int(hex_px * 1.15)
    candidates = [pygame.Rect(x + gap, y - h // 2, w, h), pygame.Rect(x - gap - w, y - h // 2, w, h),
                  pygame.Rect(x - w // 2, y + gap, w, h), pygame.Rect(x - w // 2, y - gap - h, w, h)]
    best = None
    for i, rect in enumerate(candidates):
        outside = not area.contains(rect)
        rect = rect.clamp(area)
        covered = sum(rect.clip(b).width * rect.clip(b).height for b in busy)
        score = (covered, outside, i)
        if best is None or score < best[0]:
            best = (score, rect)
    return best[1]


def _in_group(group, action) -> bool:
    if group == "reroll":
        return action[0] == "reroll"
    if isinstance(group, tuple) and group[0] == "adjust":
        return action[0] == "adjust" and action[1] == group[1]
    return False
