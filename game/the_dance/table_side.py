"""The Dance table's side panel and status strip: the families' plaques and the private tray from one
observation, the log in words, the row of buttons for what may be done now, the view toggles, and the
status line's words (a refusal, the animation's caption, the prompt, whose turn it is).

A mixin of DanceTable. Reads observations; never changes game state.
"""
from __future__ import annotations

import pygame

from game.core import CHANCE
from game.the_dance import floor as F
from game.the_dance import marker_art
from game.the_dance import table_text as T
from game.the_dance.counters import counters
from game.the_dance.panel import FamilyRow, PanelInfo, Tray, log_entries
from game.ui.theme import px

MESSAGE_SECONDS = 7.0
LOG_LINES = 160  # lines of the log kept for scrolling back
LOG_RECENT = 36  # lines given to the log while it shows the newest
# A family's colour as ink on the velvet panel (the piece colours themselves are too dark for text).
PANEL_INK = {"plum": (206, 150, 226), "ivory": (242, 232, 212), "copper": (242, 162, 104), "grey": (200, 206, 218),
             "teal": (112, 214, 206), "jet": (160, 150, 196)}


def panel_ink(avatar_id: str | None):
    """A family's colour for words on the panel (None before the family has an Avatar)."""
    if not avatar_id:
        return None
    return PANEL_INK.get(counters().avatar(avatar_id).colour)


class TableSide:
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
            # before a family is chosen its tray is the person's (the family's name is not known yet)
            who = T.first_name(fam["name"]) if fam["avatar"] else self.seat_label(viewer)
            owner = "Your tray" if not (self.demo or self.replaying) else f"{who}'s tray"
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
            return panel_ink(obs["families"][seat]["avatar"])

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
