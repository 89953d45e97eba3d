"""Drawing The Dance's table each frame: the cached still room, what the person may do lit on the
floor (her Avatar's reach, a led Dancer's two hexes, the targets of an Influence Step), the path and a
ghost of the piece where a move would put it, the pieces (moving ones where the animation has them),
the die, the words over the floor, the Refreshments flying, the next turn's foresight (other Avatars'
reach, where each free Dancer steps in the next Waltz), the side panel, the buttons, the status strip,
the info card of a piece, and the hint.

A mixin of DanceTable. Reads observations (and the views helpers' answers for the person looking);
never changes game state.
"""
from __future__ import annotations

import math

import pygame

from game.core import CHANCE
from game.the_dance import die_art, piece_art
from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.the_dance import views
from game.the_dance.counters import counters
from game.the_dance.floor_pieces import pieces_from
from game.the_dance.panel import FamilyRow, PanelInfo, Tray, log_entries
from game.the_dance import marker_art
from game.ui import theme
from game.ui.hint_marks import draw_hint_arrow, draw_hint_ring
from game.ui.table_pieces import draw_note
from game.ui.theme import Palette, px, text_px

# A family's colour as ink on the velvet panel (the piece colours themselves are too dark for text).
FAMILY_INK = {"plum": (206, 150, 226), "ivory": (242, 232, 212), "copper": (242, 162, 104), "grey": (200, 206, 218),
              "teal": (112, 214, 206), "jet": (160, 150, 196)}
MESSAGE_SECONDS = 7.0
LOG_LINES = 160  # lines of the log kept for scrolling back
LOG_RECENT = 36  # lines given to the log while it shows the newest
CARD_DELAY = 0.35
FLASH_TONES = {"good": ((30, 70, 44), (150, 230, 170)), "bad": ((84, 26, 34), (255, 190, 180)),
               "plain": ((54, 30, 70), Palette.gold_light)}


def _window_surface(size) -> pygame.Surface:
    surf = pygame.Surface(size)
    return surf.convert() if pygame.display.get_surface() else surf


def family_ink(avatar_id: str | None):
    if not avatar_id:
        return None
    return FAMILY_INK.get(counters().avatar(avatar_id).colour)


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

    # --- the panel --------------------------------------------------------------------------------
    def panel_info(self) -> PanelInfo:
        # while a Show plays, the panel keeps the view from before it (the die must not be told by
        # a plaque first); it catches up once, when the Show ends
        obs = self.show.checkpoints[0][1] if self.show is not None and self.show.checkpoints else self.observe()
        cached = getattr(self, "_info_cache", None)
        if cached is not None and cached[0] is obs:
            return cached[1]
        info = self._panel_info(obs)
        self._info_cache = (obs, info)
        return info

    def _panel_info(self, obs: dict) -> PanelInfo:
        viewer = obs.get("viewer")
        rows = []
        turn = obs.get("turn_seat", -1)
        actor = obs.get("actor")
        for fam in obs["families"]:
            seat = fam["seat"]
            seated_letters = tuple(F.SYMBOLS[F.DANCER_SYMBOL[F.DANCER[d]]] for d in fam["seated"])
            held = tuple((F.SYMBOLS[F.DANCER_SYMBOL[F.DANCER[d]]], obs["dancers"][F.DANCER[d]]["dominated"])
                         for d in fam["holds"])
            plan = counters().plan(fam["plan"]).symbols if fam["plan"] else None
            lit = tuple(marker_art.plan_lit(plan, seated_letters)) if plan else ()
            info = self.match.seats[seat]
            role = " (AI)" if info.is_ai else ""
            note = ""
            if obs.get("initiative") == seat:
                note = "Initiative"
            for k, group in enumerate(obs.get("places") or []):
                if seat in group:
                    note = f"placed {k + 1}"
            person, title = self.seat_label(seat), fam["name"]
            if not fam["avatar"]:
                person, title = "", self.seat_label(seat)  # no family yet: the person is the title
                role = "AI" if info.is_ai else "choosing…" if seat == obs.get("actor") else "to choose"
            rows.append(FamilyRow(
                seat=seat, person=person, role=role, avatar=fam["avatar"], title=title,
                refreshments=fam["refreshments"], powers=tuple(F.POWER_NAMES[F.POWER[p]] for p in fam["powers"]),
                plan=plan, plan_lit=lit, seated=seated_letters, held=held, markers=fam["markers"],
                foiled=fam["foiled"], in_play=fam["in_play"],
                turn=(seat == turn if isinstance(turn, int) and turn >= 0 else seat == actor) and not obs["over"],
                you=seat == viewer and not self.demo and not self.replaying))
        tray, note = None, ""
        if viewer is not None:
            fam = obs["families"][viewer]
            plan = counters().plan(fam["plan"]).symbols if fam["plan"] else None
            seated_letters = tuple(F.SYMBOLS[F.DANCER_SYMBOL[F.DANCER[d]]] for d in fam["seated"])
            powers = tuple((counters().power(p).name, counters().power(p).text) for p in fam["powers"])
            limit = 6 if "old_wealth" in fam["powers"] else 4
            owner = "Your tray" if not (self.demo or self.replaying) else f"{T.first_name(fam['name'])}'s tray"
            if self.demo:
                owner += " (watching)"
            tray = Tray(owner, fam["plan"], plan, tuple(marker_art.plan_lit(plan, seated_letters)) if plan else (),
                        powers, tuple(obs["hand"]), limit, fam["face_down_discards"])
        else:
            if self.replaying:
                note = "A spectator's view: every tray stays hidden. Choose a family's view with V once the game is over."
            else:
                note = "Trays stay hidden between turns: each person sees theirs behind the curtain."
        rnd = obs["round"]
        title = f"Round {rnd}" if rnd >= 1 else "The ball begins"
        if rnd >= 1:
            title += f" of {obs['turn_limit']}" if obs["turn_limit"] < 100 else ""
        nxt = obs["tempo"] % 4 + 1
        tempo = f"Tempo box {obs['tempo']}  ·  next Waltz: " + (
            "a rest, each family draws" if nxt == 4 else "the Dancers step")
        pile = f"Pile {obs['pile']} · discards {len(obs['discard_face_up']) + obs['discard_face_down']}"
        return PanelInfo(title, tempo, pile, tuple(rows), tray, note)

    def _log_entries(self) -> tuple:
        """(a key that changes with the log's lines, the lines as LogEntry), for the person looking."""
        viewer = self.observer()
        self.words.update(self.match, viewer)
        # the log wraps every line it is given each time it changes: the newest few fill its window,
        # more come along only once the person scrolls back
        lines = LOG_LINES if self.panel.log.scroll > 0 else LOG_RECENT
        key = (viewer, len(self.words.steps), self.words.steps[-1] if self.words.steps else None, lines)
        cached = getattr(self, "_entries_cache", None)
        if cached is not None and cached[0] == key:
            return cached
        obs = self.public()

        def colour_of(seat):
            if seat == CHANCE or not isinstance(seat, int) or not 0 <= seat < len(obs["families"]):
                return None
            return family_ink(obs["families"][seat]["avatar"])

        said = [(self.match.with_names(line), seat, rnd) for line, seat, rnd in self.words.entries(lines)]
        self._entries_cache = (key, log_entries(said, colour_of))
        return self._entries_cache

    # --- buttons ----------------------------------------------------------------------------------
    def panel_buttons(self, seat: int | None) -> list[str]:
        if seat is None:
            return ["undo"] if self.can_undo() else []
        obs = self.observe()
        phase = obs["phase"]
        legal = self.legal(seat)
        out = []
        if phase == "dance":
            choices = T.DanceChoices.of(legal)
            out.append("done")
            # what the piece picked up allows, in the row (never over the floor, where it would hide hexes)
            out.extend(self.selection_actions(seat))
            if choices.ankh_only() or self.ankh_on:
                out.append("ankh")
            if choices.disciplines:
                out.append("discipline")
            if choices.strategic:
                out.append("strategic")
        elif phase in ("influence", "regale"):
            out.append("pass")
        elif self.chooser is None:
            out.append("choose")
        if self.can_undo():
            out.append("undo")
        return out

    def _draw_buttons(self, surface: pygame.Surface, seat: int | None) -> None:
        lay = self.lay
        s = lay.scale
        keys = self.panel_buttons(seat) if not self.animating() else []
        self.shown_buttons = keys
        gap = px(6, s)
        if keys:
            w = (lay.buttons.width - gap * (len(keys) - 1)) // len(keys)
            for i, key in enumerate(keys):
                b = self.buttons[key]
                b.rect = pygame.Rect(lay.buttons.x + i * (w + gap), lay.buttons.y, w, lay.buttons.height)
                b.enabled = True
                b.primary = key in ("done", "pass", "choose")
                if key == "ankh":
                    b.label = "Ankh: on" if self.ankh_on else "Ankh"
                if key == "choose":
                    b.label = "Choose"
                if key in ("release", "seat", "unseat") and self.selected is not None:
                    b.label = {"release": "Release", "seat": "Seat her", "unseat": "Unseat"}[key]
        for key in self.shown_buttons:
            b = self.buttons[key]
            b.draw(surface, s, b.contains(self.mouse), False, self.clock)
        # the view toggles at the right end of the status strip
        for key, rect in self._toggle_rects().items():
            b = self.buttons[key]
            b.rect = rect
            b.enabled = True
            b.primary = False
            on = self.show_arrows if key == "arrows" else self.foresight
            b.label = ("Arrows" if key == "arrows" else "Next turn") + (": on" if on else "")
            b.draw(surface, s, b.contains(self.mouse) or on, False, self.clock)
        self.shown_buttons = keys + list(self._toggle_rects())

    def _toggle_rects(self) -> dict:
        lay = self.lay
        s = lay.scale
        bw, bh = px(104, s), min(lay.status.height - px(6, s), px(40, s))
        y = lay.status.centery - bh // 2
        right = lay.status.right
        return {"foresight": pygame.Rect(right - bw, y, bw, bh),
                "arrows": pygame.Rect(right - 2 * bw - px(6, s), y, bw, bh)}

    def _status_text_rect(self) -> pygame.Rect:
        lay = self.lay
        s = lay.scale
        left = lay.status.left
        if self.hints.offered():
            left = self.hint_dock().right + px(8, s)
        right = min(r.left for r in self._toggle_rects().values()) - px(8, s)
        return pygame.Rect(left, lay.status.top, max(px(60, s), right - left), lay.status.height)

    # --- words -------------------------------------------------------------------------------------
    def status_text(self) -> tuple[str, str]:
        if self.message and self.message_age < MESSAGE_SECONDS:
            return self.message, self.message_kind
        if self.show is not None and self.show.caption_now():
            return self.show.caption_now(), "hint"
        obs = self.observe()
        if self.match.is_over():
            reason = self.match.with_names(obs.get("end_reason") or "")
            tail = "" if self.demo or self.replaying else "  Enter: the results."
            return (reason or "The ball is over.") + tail, "result"
        seat = self.acting_seat()
        if seat is not None:
            return T.prompt(obs, seat, self._selection_words(seat, obs)), "prompt"
        movers = [p for p in self.state.to_move() if p != CHANCE]
        if not movers:
            return ("The Waltz: the music plays." if obs["round"] >= 1 else "The ball is being set up."), "hint"
        mover = movers[0]
        return T.waiting_words(obs, mover, self.seat_label(mover), self.thinking), "hint"

    def _selection_words(self, seat: int, obs: dict) -> str:
        sel = self.selected
        if obs["phase"] != "dance" or sel is None:
            return ""
        if sel == ("avatar",):
            choices = T.DanceChoices.of(self.legal(seat))
            extra = " The Ankh (K) adds a hex." if choices.ankh_only() and not self.ankh_on else ""
            if self.ankh_on:
                extra = " The Ankh is on: one hex more."
            return f"Click a lit hex to walk there.{extra}"
        name = T.dancer_name(sel[1])
        if sel[0] == "dancer":
            choices = T.DanceChoices.of(self.legal(seat))
            seat_words = ", or click your table to seat her" if sel[1] in choices.seats else ""
            return f"Lead {name} up to 2 hexes{seat_words}."
        return f"{name} is seated at your table."

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

    # --- the hint hook ---------------------------------------------------------------------------
    def draw_hint(self, surface: pygame.Surface, hint) -> None:  # noqa: C901 - one case per action kind
        action = hint.action
        s = self.lay.scale
        obs = self.observe()
        kind = action[0]
        view = self.view
        r = view.size

        def ring_at(label: str, tag="Hint") -> None:
            x, y = view.centre_of(label)
            draw_hint_ring(surface, pygame.Rect(x - r, y - r, 2 * r, 2 * r), self.clock, s, circle=True, tag=tag)

        if self.chooser is not None:
            for choice, tile in zip(self.chooser.choices, self.chooser.tiles):
                if choice.key == action or (choice.key[0] == "group" and _in_group(choice.key[1], action)):
                    draw_hint_ring(surface, tile, self.clock, s)
                    return
        seat = hint.seat
        fam = obs["families"][seat]
        if kind == "move" and fam["hex"]:
            ring_at(F.LABELS[action[1]])
            draw_hint_arrow(surface, view.centre_of(fam["hex"]), view.centre_of(F.LABELS[action[1]]), s)
        elif kind == "lead":
            start = obs["dancers"][action[1]]["hex"]
            ring_at(F.LABELS[action[2]])
            if start:
                draw_hint_arrow(surface, view.centre_of(start), view.centre_of(F.LABELS[action[2]]), s)
        elif kind == "seat":
            start = obs["dancers"][action[1]]["hex"]
            k = min(len(fam["seated"]), 5)
            end = view.seat_pos(fam["table"], k)
            if start:
                ring_at(start)
                draw_hint_arrow(surface, view.centre_of(start), end, s)
        elif kind in ("unseat", "release", "drop", "keep_dancer"):
            d = action[1]
            place = obs["dancers"][d]["hex"]
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
            if key is not None and key in self.shown_buttons:
                draw_hint_ring(surface, self.buttons[key].rect, self.clock, s)
            elif "choose" in self.shown_buttons:
                draw_hint_ring(surface, self.buttons["choose"].rect, self.clock, s)

    def hint_words(self, action, seat: int) -> str:
        words = T.action_words(self.state, action)
        if action[0] == "move" and action[2]:
            return self.match.with_names(words + " (click your Avatar, turn the Ankh on with K, then the hex).")
        how = {"move": " (click your Avatar, then the hex)", "lead": " (click her, then the hex)",
               "seat": " (click her, then your table)", "influence": " (click her, then Roll)",
               "foil": " (click her Avatar, then Roll)", "done": " (Enter)", "pass": " (Enter)"}.get(action[0], "")
        return self.match.with_names(words + how + ".")

    def hint_dock(self) -> pygame.Rect:
        """The left end of the status strip under the room."""
        if self.lay is None:
            return super().hint_dock()
        lay = self.lay
        s = lay.scale
        h = min(lay.status.height - px(4, s), px(44, s))
        return pygame.Rect(lay.status.left, lay.status.centery - h // 2, min(px(300, s), lay.status.width // 3), h)

    def hint_words_place(self) -> pygame.Rect | None:
        return self._status_text_rect() if self.lay is not None else None


def _in_group(group, action) -> bool:
    if group == "reroll":
        return action[0] == "reroll"
    if isinstance(group, tuple) and group[0] == "adjust":
        return action[0] == "adjust" and action[1] == group[1]
    return False
