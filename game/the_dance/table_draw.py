"""Drawing The Dance's table each frame: the cached still room, what the person may do lit on the
floor (her Avatar's reach, a led Dancer's two hexes, the targets of an Influence Step), the path and a
ghost of the piece where a move would put it, the pieces (moving ones where the animation has them),
the die, the words over the floor, the Refreshments flying, the next turn's foresight (other Avatars'
reach, where each free Dancer steps in the next Waltz) and the info card of a piece. The side panel,
buttons and status words are table_side.py's; the hint's marks are table_hint.py's.

A mixin of DanceTable. Reads observations (and the views helpers' answers for the person looking);
never changes game state.
"""
from __future__ import annotations

import math

import pygame

from game.the_dance import die_art, piece_art
from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.the_dance import views
from game.the_dance.counters import counters
from game.the_dance.floor_pieces import pieces_from
from game.the_dance import marker_art
from game.ui import theme
from game.ui.table_pieces import draw_note
from game.ui.theme import Palette, px, text_px

CARD_DELAY = 0.35
FLASH_TONES = {"good": ((30, 70, 44), (150, 230, 170)), "bad": ((84, 26, 34), (255, 190, 180)),
               "plain": ((54, 30, 70), Palette.gold_light)}


def _window_surface(size) -> pygame.Surface:
    surf = pygame.Surface(size)
    return surf.convert() if pygame.display.get_surface() else surf


class TableDrawing:
    # --- the frame ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """One cached picture of everything that stands still (the room, the panel and its log, and,
        while nobody is choosing on the floor, every piece that is not moving), then what moves or
        answers the pointer. A frame is one window-sized blit plus the moving pieces."""
        if self.lay is None or surface.get_size() != self.size:
            self.resize(surface.get_size())
        obs = self.shown_observation()
        seat = None if self.animating() else self.acting_seat()
        live = self.observe()
        pieces = pieces_from(obs)
        if self.show is not None:
            pieces = self.show.moving(pieces, self.view.place_pos)
        if seat is None:
            # every piece the Show moves at some point stays off the cached picture until it ends, so
            # the picture is not redrawn each time one of them starts or stops
            busy = set(self.show.motions) if self.show is not None else set()
            still = tuple(p for k, p in pieces.items() if p.pos is None and k not in busy)
            moving = [p for k, p in pieces.items() if p.pos is not None or k in busy]
        else:
            still, moving = (), list(pieces.values())
        self._draw_base(surface, still)
        if self._foresight_on():
            self._draw_reach_foresight(surface)
        if seat is not None:
            self._draw_options(surface, seat, live)
        if moving:
            self.view.draw_pieces(surface, moving)
        if seat is not None:
            self._draw_preview(surface, seat, live)
        if self._foresight_on() and not self.animating():
            self._draw_waltz_foresight(surface)
        if self.hover_label is not None and self.chooser is None and self.attempt is None:
            self.view.draw_hover(surface, self.hover_label)
        if self.show is not None:
            self._draw_show(surface)
        elif obs.get("attempt") and obs["attempt"].get("die") and self.chooser is None:
            self._draw_lying_die(surface, obs)
        self.panel.draw_live(surface, self.clock, self._ticket_seat if self.thinking else None)
        self._draw_buttons(surface, seat)
        text, kind = self.status_text()
        self.status.rect = self._status_text_rect()
        self.status.draw(surface, text, kind)
        if self.attempt is not None:
            self.attempt.draw(surface, self.clock)
        if self.chooser is not None:
            self.chooser.draw(surface, self.clock)
        self._draw_card(surface)

    def _foresight_on(self) -> bool:
        return (self.foresight or self.foresight_held) and not self.match.is_over()

    def _draw_base(self, surface: pygame.Surface, pieces: tuple) -> None:
        """The still picture of the frame, cached as one window-sized picture: the room, `pieces` (those
        not moving) and the panel with its log. A change of pieces redraws only their squares, a change
        on the panel only the panel (never both in one frame: the panel waits a frame), and the room
        (a resize, a zoom, a pan, the arrows) everything. A frame is then a single copy."""
        room = self._room_still()
        panel = self.lay.panel
        rebuilt = False
        if self._base_pic is None or self._base_pic.get_size() != self.size or self._base_key is None \
                or self._base_key[0] != self._still_key:
            if self._base_pic is None or self._base_pic.get_size() != self.size:
                self._base_pic = _window_surface(self.size)
            self._base_pic.blit(room, (0, 0))
            if pieces:
                self.view.draw_pieces(self._base_pic, list(pieces))
            self._base_key = (self._still_key, pieces)
            self._panel_key = None
            rebuilt = True
        elif self._base_key[1] != pieces:
            self._patch_pieces(room, set(self._base_key[1]), pieces)
            self._base_key = (self._still_key, pieces)
            rebuilt = True
        info = self.panel_info()
        log_key, entries = self._log_entries()
        key = (self._still_key, info, log_key, self.panel.log.scroll)
        if self._panel_key != key and (not rebuilt or self._panel_key is None):
            self._base_pic.set_clip(panel)
            self.panel.draw_still(self._base_pic, info, entries, backdrop=room)
            self._base_pic.set_clip(None)
            self._panel_key = key
        surface.blit(self._base_pic, (0, 0))

    def _patch_pieces(self, room: pygame.Surface, before: set, pieces: tuple) -> None:
        """Bring the cached room-and-pieces picture up to date where pieces changed: each changed
        piece's square is restored from the room and every piece touching it drawn again, clipped to
        it (a move redraws a few squares, not the window)."""
        now = set(pieces)
        changed = (before - now) | (now - before)
        base = self._base_pic
        reach = self.view.size * 1.35 + 4
        for piece in changed:
            try:
                x, y = self.view.place_pos(piece.place)
            except (ValueError, KeyError, LookupError):
                continue
            rect = pygame.Rect(int(x - reach), int(y - reach), int(2 * reach), int(2 * reach))
            base.set_clip(rect)
            base.blit(room, rect.topleft, area=rect)
            near = []
            for p in pieces:
                try:
                    px_, py_ = self.view.place_pos(p.place)
                except (ValueError, KeyError, LookupError):
                    continue
                if abs(px_ - x) < 2 * reach and abs(py_ - y) < 2 * reach:
                    near.append(p)
            if near:
                self.view.draw_pieces(base, near)
            base.set_clip(None)

    def _room_still(self) -> pygame.Surface:
        """The background, the floor, the tables, the Tempo track and the kitchen: one cached picture
        of the window, redrawn only after a resize, a zoom, a pan or the arrows switched."""
        v = self.view
        key = (self.size, v.zoom_step, v.hex_view.origin, self.show_arrows, v.idle_tables)
        if self._still is None or self._still_key != key:
            still = self._still if self._still is not None and self._still.get_size() == self.size \
                else _window_surface(self.size)
            theme.draw_background(still)
            v.draw_floor(still, self.show_arrows)
            self._still, self._still_key = still, key
        return self._still

    # --- what the person may do ----------------------------------------------------------------
    def _draw_options(self, surface: pygame.Surface, seat: int, obs: dict) -> None:
        phase = obs["phase"]
        legal = self.legal(seat)
        if phase == "dance":
            choices = T.DanceChoices.of(legal)
            sel = self.selected
            held_at = None
            if sel == ("avatar",):
                held_at = obs["families"][seat]["hex"]
            elif sel is not None and sel[0] == "dancer":
                held_at = obs["dancers"][sel[1]]["hex"]
            if held_at:
                # the piece picked up: a bright double outline on its hex
                self.view.draw_hover(surface, held_at, Palette.ivory, arrow=False)
                self.view.draw_lit(surface, [held_at], "choice")
            if sel == ("avatar",):
                reach = [F.LABELS[h] for h in choices.reach(self.ankh_on)]
                self.view.draw_lit(surface, reach, "move")
                if not self.ankh_on:
                    extra = [F.LABELS[h] for h in choices.ankh_only()]
                    if extra:
                        self.view.draw_lit(surface, extra, (150, 126, 92))
            elif sel is not None and sel[0] == "dancer":
                d = sel[1]
                self.view.draw_lit(surface, [F.LABELS[h] for h in sorted(choices.leads.get(d, ()))], "move")
                if d in choices.seats:
                    self._ring_free_seat(surface, obs, seat)
            else:
                self._pulse_movable(surface, obs, seat, choices)
        elif phase in ("influence", "regale"):
            choices = T.AttemptChoices.of(legal)
            lit = [obs["dancers"][d]["hex"] for d in choices.influence]
            for a in choices.foil:
                s = T.seat_of_avatar(obs, F.AVATAR_IDS[a])
                if s is not None:
                    lit.append(obs["families"][s]["hex"])
            for kind, idx in choices.cutin:
                if kind == "dancer":
                    lit.append(obs["dancers"][idx]["hex"])
                else:
                    s = T.seat_of_avatar(obs, F.AVATAR_IDS[idx])
                    if s is not None:
                        lit.append(obs["families"][s]["hex"])
            if choices.server and obs["server"]:
                lit.append(obs["server"])
            self.view.draw_lit(surface, sorted({x for x in lit if x}), "target")

    def _pulse_movable(self, surface, obs: dict, seat: int, choices: T.DanceChoices) -> None:
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
        # a gilt outline that breathes: these may still move (the pieces themselves stay unchanged)
        glow = round((0.5 + 0.5 * math.sin(self.clock * 3.2)) * 4) / 4  # a few shades: each is a cached outline
        colour = tuple(int(a + (b - a) * glow) for a, b in zip(Palette.gold, Palette.ivory))
        for label in spots:
            self.view.draw_hover(surface, label, colour, arrow=False)

    def _ring_free_seat(self, surface, obs: dict, seat: int) -> None:
        fam = obs["families"][seat]
        k = min(len(fam["seated"]), 5)
        x, y = self.view.seat_pos(fam["table"], k)
        r = self.view.size * 0.95
        glow = int(140 + 100 * (0.5 + 0.5 * math.sin(self.clock * 4)))
        pygame.draw.circle(surface, (*Palette.gold_light,), (int(x), int(y)), int(r), max(2, int(r * 0.12)))
        ring = pygame.Surface((int(r * 2.6), int(r * 2.6)), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*Palette.gold_light, glow // 3), ring.get_rect().center, int(r * 1.25))
        surface.blit(ring, ring.get_rect(center=(int(x), int(y))))

    def _draw_preview(self, surface: pygame.Surface, seat: int, obs: dict) -> None:
        """The walk to the hex under the pointer and a ghost of the piece standing there."""
        if obs["phase"] != "dance" or self.selected is None or self.hover_label is None:
            return
        h = F.HEX.get(self.hover_label, -1)
        legal = self.legal(seat)
        choices = T.DanceChoices.of(legal)
        pieces = pieces_from(obs)
        if self.selected == ("avatar",):
            if h not in choices.moves or (choices.moves[h] and not self.ankh_on):
                return
            walk = T.avatar_walk(obs, seat, h, choices.moves[h])
            piece = pieces.get(("avatar", obs["families"][seat]["avatar"]))
        elif self.selected[0] == "dancer":
            d = self.selected[1]
            if h not in choices.leads.get(d, ()):
                return
            walk = T.lead_walk(obs, seat, d, h)
            piece = pieces.get(("dancer", F.DANCER_IDS[d]))
        else:
            return
        if len(walk) >= 2:
            self.view.draw_path(surface, walk)
        if piece is not None:
            self.view.draw_ghost(surface, piece, self.hover_label, alpha=140)

    # --- foresight: the next turn ---------------------------------------------------------------
    def _draw_reach_foresight(self, surface: pygame.Surface) -> None:
        obs = self.observe()
        viewer = self.observer()
        me = obs["families"][viewer]["avatar"] if viewer is not None else None
        try:
            reaches = views.every_avatar_reach(self.state, viewer)
        except Exception:
            return
        for avatar, found in reaches.items():
            if avatar == me:
                continue
            colour = piece_art.family_colour(counters().avatar(avatar).colour)
            tint = tuple(min(255, int(c * 0.7 + 255 * 0.3)) for c in colour)
            self.view.draw_lit(surface, list(found["reach"]), tint)

    def _draw_waltz_foresight(self, surface: pygame.Surface) -> None:
        try:
            preview = views.waltz_preview(self.state)
        except Exception:
            return
        s = self.view.size
        if not preview:
            box = self.view.tempo_box_rect(4)
            self._pill(surface, "Next Waltz: the Dancers rest", (box.centerx, box.bottom + s * 0.5), "plain")
            return
        width = max(2, int(s * 0.14))
        for start, end in preview.values():
            a, b = self.view.centre_of(start), self.view.centre_of(end)
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
        if isinstance(anchor, tuple) and anchor and anchor[0] == "row":
            rows = self.lay.families
            seat = anchor[1]
            if 0 <= seat < len(rows):
                r = rows[seat]
                return r.left + px(30, self.lay.scale), r.centery
            return self.lay.panel.center
        if isinstance(anchor, tuple) and anchor and anchor[0] == "pile":
            return self.lay.header.right - px(40, self.lay.scale), self.lay.header.top + px(10, self.lay.scale)
        try:
            return self.view.place_pos(anchor)
        except (ValueError, KeyError, LookupError):
            return self.lay.board.center

    def _draw_show(self, surface: pygame.Surface) -> None:
        show = self.show
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
            rise = self.view.size * (0.9 + 0.6 * p)
            alpha = 255 if p < 0.75 else int(255 * (1 - (p - 0.75) / 0.25))
            self._pill(surface, f.text, (x, y - rise), f.kind, alpha)
        for beat in show.dice:
            if not beat.active(t):
                continue
            self._draw_die(surface, beat.face, (t - beat.t0) / max(1e-6, beat.landed - beat.t0)
                           if beat.landed > beat.t0 else 1.0, beat.caption, beat.result if t >= beat.landed else "",
                           beat.kind, beat.small)

    def _die_centre(self, small: bool):
        if small:
            k = self.view.kitchen_rect()
            return k.centerx, k.top - self.view.size * 2.2
        return self.view.centre_of("K7")

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

    # --- the info card and notes -----------------------------------------------------------------
    def _card_notes(self, piece) -> tuple:
        obs = self.observe()
        if piece.kind == "avatar":
            seat = T.seat_of_avatar(obs, piece.id)
            if seat is None:
                return ()
            fam = obs["families"][seat]
            info = self.match.seats[seat]
            who = f"Played by {self.seat_label(seat)}" + (f" (AI, {info.level})" if info.is_ai else "")
            notes = [who, f"{fam['refreshments']} Refreshments, {len(fam['seated'])} seated"]
            if fam["powers"]:
                notes.append("Powers: " + ", ".join(F.POWER_NAMES[F.POWER[p]] for p in fam["powers"]))
            return tuple(notes)
        return ()

    def _draw_card(self, surface: pygame.Surface) -> None:
        lay = self.lay
        power = self.panel.power_at(self.mouse) if self.chooser is None else None
        if power is not None:
            draw_note(surface, self.mouse, [power[1]], lay.scale, title=power[0], width=px(320, lay.scale))
            return
        piece = self.pinned
        if piece is None and self.hover_piece is not None and self.hover_since >= CARD_DELAY \
                and self.attempt is None and self.chooser is None and self.selected is None:
            piece = self.hover_piece
        if piece is None or self.chooser is not None:
            return
        if piece.pos is not None:
            return
        notes = self._card_notes(piece)
        key = (piece.kind, piece.id, piece.place, piece.owner, piece.dominated, piece.foiled, notes, lay.scale)
        cache = getattr(self, "_card_cache", None)
        if cache is None or cache[0] != key:
            from game.the_dance.piece_card import info_card

            card = info_card(piece, lay.scale, self.view.room, notes)
            self._card_cache = (key, card)
        card = self._card_cache[1]
        try:
            x, y = self.view.piece_pos(piece)
        except (ValueError, KeyError):
            return
        r = self.view.size
        rect = card.get_rect(topleft=(int(x + r * 1.2), int(y - card.get_height() // 2)))
        if rect.right > lay.board.right:
            rect.right = int(x - r * 1.2)
        rect.clamp_ip(surface.get_rect())
        surface.blit(card, rect)
