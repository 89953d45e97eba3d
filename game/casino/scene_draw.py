"""Drawing the Casino Trifecta table each frame: one cached still picture (ballroom, felt, banner,
plaques, side panel, and between moves the deck, the piles, the table's cards and their plaques) and
over it what moves or answers the pointer: your hand, the picked and lit cards, the cards in flight and
their plaques, the effects, the buttons, the clock, the status line with the live caption, the hover
notes and an open chooser.

A mixin of CasinoTable: reads the view (one observation), the choreographer's display and the pick;
never changes the match.
"""
from __future__ import annotations

import pygame

from game.casino import cards as C
from game.casino import table_draw as D
from game.casino import table_text
from game.casino.rules import PLAY, SECRET, TIMER_SECONDS
from game.casino.view import Item, pile_summary, pile_words
from game.core.match import possessive
from game.core import CHANCE
from game.ui import theme
from game.ui.card_places import draw_target
from game.ui.ornaments import dim_layer
from game.ui.table_pieces import draw_banner, draw_note
from game.ui.table_widgets import draw_thinking
from game.ui.theme import Palette, px, text_px

PICKED = (150, 230, 180)


class TableDrawing:
    def draw(self, surface: pygame.Surface) -> None:
        if self.geo is None or surface.get_size() != self.size:
            self.resize(surface.get_size())
        view = self.view()
        d = self.choreo.display
        idle = not self.choreo.busy and not self.drag.active
        entries = self.logbook.refresh()
        picked = set(self.pick.items)
        infos = self._seat_infos(view)
        # while nobody at the screen may play (the AI's turn, a demo), the resting hand joins the still
        still_hand = idle and (self.human_to_move() is None or view.phase != PLAY) and self.modal is None
        key = (self.size, view, infos, tuple(d.scores), len(entries), self.panel.log.scroll, idle, still_hand,
               tuple(sorted(picked)) if idle else (), d.piles if idle else None, tuple(d.pile_tops) if idle else None,
               d.deck if idle else None, self.app.settings.colour_blind, self.secret_picker is not None)
        if key != self._still_key or self._still is None:
            if self._still is None or self._still.get_size() != self.size:
                self._still = pygame.Surface(self.size).convert() if pygame.display.get_surface() else \
                    pygame.Surface(self.size)
            self._draw_still(self._still, view, infos, entries, idle, picked, still_hand)
            self._still_key = key
        surface.blit(self._still, (0, 0))
        if not idle:
            self._draw_heaps(surface, view)
            self._draw_item_plaques(surface, live=True)
            self.layer.draw(surface, skip=set(self.choreo.display.hands["bottom"]) | self._dragged())
            self._draw_ks_numbers(surface, live=True)
        else:
            self._draw_picked(surface)
        self._draw_lights(surface)
        if not still_hand:
            self._draw_hand(surface)
        self._draw_effects(surface)
        self._draw_live_parts(surface, view)
        if self.secret_picker is not None:
            self.secret_picker.draw(surface, self.clock)
        if self.modal is not None:
            surface.blit(dim_layer(self.size, 110), (0, 0))
            self.modal.draw(surface, self.clock)
        self._draw_notes(surface, view)
        self._draw_dragged(surface)

    # --- the still picture ----------------------------------------------------------------------------
    def _draw_still(self, surface, view, infos, entries, idle: bool, picked: set, still_hand: bool) -> None:
        g = self.geo
        s = g.scale
        surface.blit(D.backdrop(self.size, tuple(g.felt), s), (0, 0))
        draw_banner(surface, g.banner, self._banner_text(view), s)
        for info in infos:
            if self.secret_picker is not None:
                break  # the secret card's chooser covers the whole table
            side = "bottom" if info.seat == view.bottom else "top"
            D.draw_plaque(surface, g.plaques[side], info, self.book, g)
        d = self.choreo.display
        turn = view.turn if view.phase == PLAY else None
        self.panel.draw(surface, view, d.scores, tuple(self.seat_colour(s_) for s_ in (0, 1)),
                        tuple(self.role(s_) for s_ in (0, 1)), entries, turn, self.app.settings.colour_blind)
        if view.phase == SECRET and self.secret_picker is None:
            self._draw_secret_wait(surface, view)
        if view.over and not view.items:
            self._draw_the_end(surface, view)
        if idle:
            self._draw_heaps(surface, view)
            self._draw_item_plaques(surface, live=False)
            resting = [i for i in self.layer.order if i[0] == "t" and not self._is_picked(i, picked)]
            resting += list(self.choreo.display.hands["top"])
            self.layer.draw(surface, only=set(resting))
            self._draw_ks_numbers(surface, live=False, skip=picked)
            self._draw_hand_count(surface, view)
        if still_hand:
            self._draw_hand(surface)

    def _banner_text(self, view) -> str:
        if view.phase == SECRET or view.round == 0:
            return "Secret cards"
        if view.over:
            return "The game is over"
        return f"Round {view.round} of {view.rounds}  ·  {view.deck_left} in the deck"

    def _draw_secret_wait(self, surface, view) -> None:
        g = self.geo
        s = g.scale
        chosen = [self.seat_label(p) for p in (0, 1) if view.secrets_chosen[p]]
        line = "Each player names a secret card, in secret."
        sub = f"{' and '.join(chosen)} {'has' if len(chosen) == 1 else 'have'} chosen." if chosen else \
            "Capturing a secret card later is worth a point."
        theme.draw_text(surface, line, "display", text_px(20, s), Palette.gold_light, (g.felt.centerx, g.felt.centery
                                                                                      - px(14, s)), "center")
        theme.draw_text(surface, sub, "text", text_px(15, s), Palette.ivory_dim, (g.felt.centerx, g.felt.centery
                                                                                + px(16, s)), "center")

    def _draw_the_end(self, surface, view) -> None:
        """The empty felt after the last sweep says who won."""
        g = self.geo
        s = g.scale
        reason = self.match.with_names(view.end_reason)
        totals = "   ·   ".join(f"{view.names[p]} {view.scores[p]:g}" for p in (0, 1))
        theme.draw_text(surface, reason, "display", text_px(26, s), Palette.gold_light,
                        (g.felt.centerx, g.felt.centery - px(18, s)), "center", shadow=True)
        theme.draw_text(surface, totals, "text_semibold", text_px(16, s), Palette.ivory_dim,
                        (g.felt.centerx, g.felt.centery + px(20, s)), "center")

    def _seat_infos(self, view) -> tuple:
        out = []
        for seat in (0, 1):
            label = ""
            if view.phase == SECRET:
                label = "has chosen" if view.secrets_chosen[seat] else "choosing a secret card"
            elif seat in view.passed_round:
                label = "passed this round"
            elif view.phase == PLAY and view.turn == seat:
                label = "to play"
            out.append(D.SeatInfo(
                seat=seat, name=self.seat_label(seat), role=self.role(seat), colour=self.seat_colour(seat),
                to_move=(view.phase == PLAY and view.turn == seat) or (view.phase == SECRET and seat in view.to_move),
                secret=view.secrets[seat], secret_chosen=view.secrets_chosen[seat],
                secret_revealed=view.secrets_revealed[seat] and not view.over, pass_used=view.pass_used[seat],
                subtract_used=view.subtract_used[seat], passed_now=seat in view.passed_round,
                timer=view.timer, timeouts=view.timeouts[seat], label=label))
        return tuple(out)

    def _draw_heaps(self, surface, view) -> None:
        """The deck and both captured piles, as the display counts them."""
        g = self.geo
        d = self.choreo.display
        if view.phase != SECRET:
            self.deck_pile.draw(surface, self.book, d.deck, scale=g.scale)
        for seat in (0, 1):
            side = "bottom" if seat == view.bottom else "top"
            D.draw_pile(surface, g, self.pile_places[side], d.piles[seat], d.pile_tops[seat], self.book)

    def _item_plaque_rect(self, item: Item, slot) -> pygame.Rect | None:
        """Where an item's plaque is: under its stack, following its first card's sprite."""
        if slot is None or slot.plaque is None:
            return None
        sp = self.layer.get(("t", item.cards[0]))
        if sp is None:
            return slot.plaque
        dx = slot.plaque.x - slot.centres[0][0]
        dy = slot.plaque.y - slot.centres[0][1]
        return pygame.Rect(int(sp.x + dx), int(sp.y + dy), slot.plaque.width, slot.plaque.height)

    def _draw_item_plaques(self, surface, live: bool) -> None:
        d = self.choreo.display
        if d.flow is None:
            return
        you = self.you()
        pops = {e.data["key"]: p for e, p in self.choreo.active("pop")}
        for item in d.items:
            if not item.is_build or item.key in d.hidden_plaques:
                continue
            rect = self._item_plaque_rect(item, d.flow.slot(item.key))
            if rect is None:
                continue
            colour = self.seat_colour(item.owner)
            pic = D.build_plaque(item.label, rect.size, colour, item.kind, item.owner == you)
            centre = rect.center
            if item.key in pops:
                p = pops[item.key]  # a new plaque rises into place as it appears
                pic = pic.copy()
                pic.set_alpha(int(255 * min(1.0, p * 1.6)))
                centre = (rect.centerx, rect.centery + int(rect.height * (1.0 - p)))
            surface.blit(pic, pic.get_rect(center=centre))

    def _draw_ks_numbers(self, surface, live: bool, skip=()) -> None:
        d = self.choreo.display
        for item in d.items:
            if item.ks and C.KS in item.cards and item.key not in skip:
                sp = self.layer.get(("t", C.KS))
                if sp is not None and sp.visible:
                    D.draw_ks_number(surface, sp.rect(), item.ks)

    def _table_idents(self) -> list:
        return [i for i in self.layer.order if i[0] == "t"]

    def _is_picked(self, ident, picked: set) -> bool:
        for key in picked:
            if ident in self.choreo.display.table.get(key, ()):
                return True
        return False

    def _dragged(self) -> set:
        return {("h", self.drag.ident)} if self.drag.active else set()

    # --- what answers the pointer -----------------------------------------------------------------------
    def _draw_picked(self, surface) -> None:
        """Picked table cards are drawn live, lifted and glowing."""
        d = self.choreo.display
        for key in self.pick.items:
            for ident in d.table.get(key, ()):
                sp = self.layer.get(ident)
                if sp is not None:
                    sp.glow = PICKED
                    sp.lift = 0.6
                    sp.draw(surface, self.book, True, self.clock)
                    sp.glow = None
                    sp.lift = 0.0
        for key in self.pick.items:
            item = next((it for it in d.items if it.key == key), None)
            if item is not None and item.ks:
                sp = self.layer.get(("t", C.KS))
                if sp is not None:
                    D.draw_ks_number(surface, sp.rect(), item.ks)

    def _draw_lights(self, surface) -> None:
        """While a card is picked: the table items that may still join it glow gold; the one under the
        pointer brighter, or rose when it cannot join."""
        seat = self.human_to_move()
        if seat is None or self.pick.hand is None or self.choreo.busy or self.modal is not None:
            return
        d = self.choreo.display
        if d.flow is None:
            return
        lit = self.lit_items()
        for key in lit:
            slot = d.flow.slot(key)
            if slot is None:
                continue
            kind = "hover" if key == self.hover_item else "legal"
            draw_target(surface, slot.rect, kind, self.clock, self.geo.scale)
        if self.hover_item is not None and self.hover_item not in lit and self.hover_item not in self.pick.items:
            slot = d.flow.slot(self.hover_item)
            if slot is not None:
                draw_target(surface, slot.rect, "refused", self.clock, self.geo.scale)

    def _draw_hand(self, surface) -> None:
        g = self.geo
        d = self.choreo.display
        may = self.human_to_move() is not None and self.state.phase == PLAY and not self.choreo.busy
        dragged = self._dragged()
        for ident in d.hands["bottom"]:
            sp = self.layer.get(ident)
            if sp is None or ident in dragged:
                continue
            if not sp.busy:
                card = ident[1] if ident[0] == "h" else None
                if card is not None and card == self.pick.hand:
                    sp.lift, sp.glow = 1.9, (PICKED if not self.armed else Palette.gold_light)
                else:
                    sp.lift = 1.0 if (may and card is not None and card == self.hover_hand) else 0.0
                    sp.glow = None
            sp.draw(surface, self.book, True, self.clock)
        if may and d.hands["bottom"] and self.pick.hand is None:
            # the number keys, on a small disc at the top of each card
            s = g.scale
            for i, ident in enumerate(d.hands["bottom"]):
                sp = self.layer.get(ident)
                if sp is None or ident in dragged:
                    continue
                r = sp.rect()
                c = (r.centerx, r.top - px(2, s))
                pygame.draw.circle(surface, Palette.midnight, c, px(9, s))
                pygame.draw.circle(surface, Palette.gold_dark, c, px(9, s), max(1, px(1, s)))
                theme.draw_text(surface, str(i + 1), "text_bold", text_px(11, s, 9), Palette.gold_light,
                                (c[0], c[1] + 1), "center")

    def _draw_dragged(self, surface) -> None:
        if not self.drag.active:
            return
        sp = self.layer.get(("h", self.drag.ident))
        if sp is None:
            return
        sp.x, sp.y = self.drag.card_centre()
        sp.lift = 1.5
        sp.angle = 0.0
        sp.draw(surface, self.book, True, self.clock)

    def _draw_effects(self, surface) -> None:
        g = self.geo
        s = g.scale
        for e, p in self.choreo.active("flourish"):
            D.draw_flourish(surface, e.data["centre"], e.data["size"], p, self.clock, s)
            sp = self.layer.get(("t", e.data["card"]))
            if sp is not None:
                sp.draw(surface, self.book, True, self.clock)  # the card over its own burst
        for e, p in self.choreo.active("float"):
            row = g.score_rows[e.data["seat"]]
            D.draw_float(surface, (row.right - px(40, s), row.centery), e.data["text"], p, s)
        view = self.view()
        for e, p in self.choreo.active("label"):
            side = "bottom" if e.data["seat"] == view.bottom else "top"
            r = g.plaques[side]
            # over the felt beside the plaque, clear of its words
            y = r.top - px(24, s) if side == "bottom" else r.bottom + px(60, s)
            D.draw_float(surface, (r.centerx, y), e.data["text"], p, s, Palette.ivory, size=24)

    def _draw_live_parts(self, surface, view) -> None:
        g = self.geo
        s = g.scale
        if self.thinking and self._ticket_seat is not None:
            side = "bottom" if self._ticket_seat == view.bottom else "top"
            r = g.plaques[side]
            draw_thinking(surface, (r.right - g.pile_size[0] - px(60, s), r.top + px(22, s)), self.clock, s)
        self._draw_buttons(surface, view)
        seat = self.clock_seat()
        if seat is not None and self.state.phase in (PLAY, SECRET):
            side = "bottom" if seat == view.bottom else "top"
            D.draw_clock(surface, g.clocks[side], self.turn_left, TIMER_SECONDS, s)
        text, kind = self.status_text()
        self.pill.draw(surface, text, kind)

    def _draw_hand_count(self, surface, view) -> None:
        """How many cards the other hand holds, under its backs."""
        if view.phase != PLAY:
            return
        g = self.geo
        s = g.scale
        top_n = len(self.choreo.display.hands["top"])
        b = g.backs_fan.bounds(max(1, top_n))
        theme.draw_text(surface, f"{top_n} card{'s' * (top_n != 1)}" if top_n else "no cards", "text_semibold",
                        text_px(12, s, 10), Palette.text_muted, (b.centerx, b.bottom - px(2, s)), "midtop")

    def set_buttons(self) -> None:
        """What each button says and whether it may be pressed now (decided in update, drawn as it is)."""
        view = self.view()
        seat = self.human_to_move()
        playing = seat is not None and view.phase == PLAY and not self.choreo.busy
        over = self.match.is_over() and not self.demo
        b = self.buttons
        b["confirm"].label = "Results" if over else self.confirm_label()
        b["confirm"].enabled = over or (playing and self.pick.hand is not None)
        b["confirm"].primary = b["confirm"].enabled
        b["reset"].enabled = playing and (bool(self.pick.items) or self.armed or self.pick.hand is not None)
        b["undo"].enabled = self.can_undo()
        b["pass"].enabled = playing and self._can_pass(seat)
        b["subtract"].enabled = playing and not view.subtract_used[seat] if playing else False
        b["subtract"].primary = self.armed
        b["subtract"].label = "Subtracting" if self.armed else "Subtraction"

    def _draw_buttons(self, surface, view) -> None:
        if view.phase == SECRET:
            return
        s = self.geo.scale
        for name, btn in self.buttons.items():
            btn.draw(surface, s, self.hover_button == name and btn.enabled, self.pressed == name, self.clock)

    def _can_pass(self, seat) -> bool:
        from game.casino.moves import can_pass

        return seat is not None and can_pass(self.world(seat), seat)

    # --- hover notes --------------------------------------------------------------------------------
    def _draw_notes(self, surface, view) -> None:
        if self.modal is not None or self.drag.active or self.secret_picker is not None:
            return
        s = self.geo.scale
        pos = self.mouse
        if self.hover_pile is not None:
            seat = view.bottom if self.hover_pile == "bottom" else view.top
            summary = pile_summary(view.piles[seat])
            points = ", ".join(C.NAME[c] for c in summary["point_cards"]) or "none yet"
            lines = [pile_words(summary),
                     f"Point cards ({summary['points']:g}): {points}"]
            self._note(surface, pos, lines, f"{possessive(view.names[seat])} captured cards", s)
            return
        seat = self.panel.score_at(pos)
        if seat is not None:
            lines = [f"{label}: {value:g}" for label, value in table_text.breakdown_lines(view.breakdown[seat],
                                                                                          view.over)]
            if not view.over:
                lines.append("Most cards, spades and diamonds count at the end.")
            self._note(surface, pos, lines, f"{view.names[seat]}: {view.scores[seat]:g} points", s)
            return
        card = self.panel.card_at(pos)
        if card is not None:
            from game.casino.view import tracker_marks

            mark = tracker_marks(view)[card]
            where = {"hand": "in your hand", "table": "on the table", "unseen": "not seen yet (the deck or a hand)",
                     "pile0": f"captured by {view.names[0]}", "pile1": f"captured by {view.names[1]}"}[mark]
            lines = [where]
            if C.points(card):
                lines.append(f"worth {C.points(card)} point{'s' * (C.points(card) != 1)}")
            if card in C.SPECIALS:
                lines.append({C.KS: "wild: a king, or any number 3 to 9", C.QS: "a queen, or 12"}.get(card, "a jack, or 11"))
            self._note(surface, pos, lines, C.card_words(card).capitalize(), s)
            return
        if self.hover_item is not None and self.pick.hand is None:
            item = view.item(self.hover_item)
            if item is not None and item.is_build:
                cards = "+".join(C.NAME[c] for c in item.cards)
                rule = {"subtraction": f"Only its maker may take it, with {C.a_value(int(item.value))}.",
                        "single": f"Any {item.value} captures it; adding a card changes it."}.get(
                    item.kind, f"Only {C.a_value(int(item.value)) if item.value.isdigit() else 'a ' + item.value} "
                               "captures it; it keeps its value.")
                self._note(surface, pos, [cards, rule], item.label, s)

    def _note(self, surface, pos, lines, title, s) -> None:
        draw_note(surface, pos, lines, s, title=title)

    # --- the status line -------------------------------------------------------------------------------
    def status_text(self) -> tuple[str, str]:
        if self.message and self.message_age < 6.0:
            return self.message, self.message_kind
        match = self.match
        view = self.view()
        if view.over:
            tail = "" if self.demo else "  Enter: the results."
            return match.with_names(view.end_reason) + tail, "result"
        if self.replaying:
            return "", "hint"
        if self.choreo.busy:
            caption = self.choreo.display.caption
            if caption:
                return caption, "hint"
            return (self.moving_words or "…"), "notice"
        if self.demo:
            return "A demonstration: the AI plays both seats. Esc for the menu.", "hint"
        seat = self.human_to_move()
        if seat is None:
            movers = [p for p in view.to_move if p != CHANCE]
            if view.phase == SECRET:
                return "The secret cards are being chosen…", "hint"
            if movers and self.seat_is_ai(movers[0]):
                name = self.seat_label(movers[0])
                if self.can_undo():
                    return f"{name} is choosing… Ctrl+Z still takes your play back.", "hint"
                return f"{name} is choosing…", "hint"
            return "", "hint"
        if view.phase == SECRET:
            return "Click any card, then seal it as your secret card.", "prompt"
        return self.caption(), "prompt"

