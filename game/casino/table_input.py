"""How people act at the Casino Trifecta table: pick a hand card (click, drag or 1-8), click the table
cards and builds it goes with (the table lights those that may), read the live caption, Confirm (Enter)
or Reset (Backspace), which like a right click or Esc puts everything back as the turn began; dragging the card onto a table card plays
at once when that reads one way; P passes, S arms the Subtraction; a chooser opens when a selection
reads several ways or the K of spades needs its number. A mixin of CasinoTable.

Every play goes through TableScene.play, so a refusal shows the rules' own reason; a selection that
reads as no play shows why (game.casino.selection). Never draws.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.casino import cards as C
from game.casino import pickers
from game.casino.advice import what_it_does
from game.casino.moves import check_play
from game.casino.rules import PLAY, SECRET
from game.casino.selection import Pick, ks_use


class TableInput:
    # --- what the pick reads as ---------------------------------------------------------------------
    def readings(self, pick: Pick | None = None) -> tuple[list, str]:
        seat = self.human_to_move()
        if seat is None:
            return [], self._not_your_turn()
        return self.advisor.readings(self.world(seat), seat, pick or self.pick)

    def lit_items(self) -> frozenset:
        seat = self.human_to_move()
        if seat is None or self.pick.hand is None or self.state.phase != PLAY:
            return frozenset()
        return self.advisor.lit(self.world(seat), seat, self.pick) - set(self.pick.items)

    def confirm_label(self) -> str:
        """What Confirm would do now, on the button: "Capture 3 cards", "Build 8", "Drop", "Choose…"."""
        if self.pick.hand is None or self.human_to_move() is None:
            return "Confirm"
        plays, _ = self.readings()
        if not plays:
            return "Confirm"
        if len(plays) > 1:
            return "Choose…"
        a = plays[0]
        if a[0] == "subtract":
            return "Subtract"
        return pickers.reading_title(self.world(self.human_to_move()), a)

    def caption(self) -> str:
        """The live caption: what to do now, or what the selection would do."""
        n = len(self.choreo.display.hands["bottom"])
        keys = f"1–{n}" if n > 1 else "1"
        if self.pick.hand is None:
            if self.armed:
                return f"Subtraction armed: pick the lower card from your hand ({keys}), then the card to subtract it from."
            who = "Your turn" if len(self.human_seats()) == 1 else f"{self.seat_label(self.human_to_move())}, your turn"
            return (f"{who}: pick a card from your hand (click, drag or {keys}), then the table cards it goes with.")
        card = C.NAME[self.pick.hand]
        plays, reason = self.readings()
        lit = self.lit_items()
        if not self.pick.items:
            if self.armed:
                return f"Subtraction with {card}: click the higher loose card to put it on."
            if lit:
                return f"{card}: click the lit table cards it goes with, or Confirm to drop it alone."
            return f"Nothing on the table goes with {card}: Confirm drops it alone (or pick another card)."
        world = self.world(self.human_to_move())
        if len(plays) == 1:
            return what_it_does(world, plays[0]).rstrip(".") + ".  Confirm (Enter)."
        if plays:
            titles = []
            for a in plays:
                t = pickers.reading_title(world, a)
                if t not in titles:
                    titles.append(t)
            listed = ", ".join(titles[:-1]) + " or " + titles[-1] if len(titles) > 1 else titles[0]
            return f"{len(plays)} ways to play this ({listed}): Confirm to choose."
        more = "  Click more lit cards." if lit else ""
        return (reason or "That is not a play.") + more

    # --- events ------------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.modal is not None:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_F1, pygame.K_F11):
                return False
            self.modal.handle_event(event)
            return True
        if self.secret_picker is not None and self.secret_picker.handle_event(event):
            self.app.sound.play("click", 0.4)
            return True
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            if self.drag.pressed and self.drag.motion(event.pos):
                self.pick_card(self.drag.ident, quiet=True, keep=True)
            return False
        if event.type == pygame.WINDOWLEAVE:
            self._hover((-1, -1))
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.geo is not None and self.geo.log.collidepoint(self.mouse):
                self.panel.log.scroll_by(event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.choreo.busy:
                self.finish_animation()  # a click completes the animation
                return True
            self._hover(event.pos)
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed = None
            return self._release(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.put_back()
            return True
        if event.type == pygame.KEYDOWN:
            if self.choreo.busy and event.key != pygame.K_ESCAPE:
                self.finish_animation()
            if self._key(event):
                return True
        return super().handle_event(event)

    def _hover(self, pos) -> None:
        self.mouse = pos
        self.hover_button = self.hover_hand = self.hover_item = self.hover_pile = None
        if self.geo is None:
            return
        for name, b in self.buttons.items():
            if b.contains(pos) and self.state.phase != SECRET:
                self.hover_button = name
                return
        d = self.choreo.display
        dragged = ("h", self.drag.ident) if self.drag.active else None
        hand = [i for i in d.hands["bottom"] if i[0] == "h" and i != dragged]
        ident = self.layer.hit(pos, among=set(hand))
        if ident is not None:
            self.hover_hand = ident[1]
            return
        ident = self.layer.hit(pos, among={i for i in self.layer.order if i[0] == "t"})
        if ident is not None:
            for key, idents in d.table.items():
                if ident in idents:
                    self.hover_item = key
                    return
        for side, pile in self.pile_places.items():
            if pile.contains(pos):
                self.hover_pile = side
                return

    def _press(self, pos) -> bool:
        if self.hover_button is not None:
            self.pressed = self.hover_button
            self.press_button(self.hover_button)
            return True
        if self.hover_hand is not None:
            if self.human_to_move() is None or self.state.phase != PLAY:
                self.refuse(self._not_your_turn())
                return True
            sp = self.layer.get(("h", self.hover_hand))
            self.drag.press(self.hover_hand, pos, (sp.x, sp.y) if sp else pos)
            return True
        if self.hover_item is not None:
            self.toggle_item(self.hover_item)
            return True
        if self.hover_pile is not None:
            self.show_pile(self.hover_pile)  # its note shows on hover too
            return True
        if self.match.is_over() and not self.demo and self.geo.felt.collidepoint(pos):
            self.open_results()
            return True
        return False

    def _release(self, pos) -> bool:
        if self.drag.active:
            self._hover(pos)  # what lies under the dragged card (itself left out)
        result = self.drag.release(pos)
        if result is None:
            return False
        card = result.ident
        if not result.dragged:
            if self.pick.hand == card:
                self.put_back()
            else:
                self.pick_card(card)
            return True
        if self.hover_item is not None:
            self.drop_on(card, self.hover_item)
        elif self.geo.flow_area.collidepoint(pos) or self.geo.felt.collidepoint(pos):
            self.drop_alone(card)
        self._send_home()
        return True

    def _send_home(self) -> None:
        """A dragged card that was not played slides back into the fan."""
        d = self.choreo.display
        hand = d.hands["bottom"]
        for i, ident in enumerate(hand):
            sp = self.layer.get(ident)
            if sp is None or sp.busy:
                continue
            p = self.geo.fan.pose(len(hand), i)
            sp.move_to(p.pos, seconds=0.22, angle=p.angle)

    def _key(self, event) -> bool:
        k = event.key
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl:
            return False
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.match.is_over():
                return False  # the base opens the results
            self.confirm()
            return True
        if pygame.K_1 <= k <= pygame.K_8 or pygame.K_KP1 <= k <= pygame.K_KP8:
            i = (k - pygame.K_1) if k <= pygame.K_9 else (k - pygame.K_KP1)
            hand = [ident[1] for ident in self.choreo.display.hands["bottom"] if ident[0] == "h"]
            if self.human_to_move() is None or self.state.phase != PLAY:
                self.refuse(self._not_your_turn())
            elif i < len(hand):
                if self.pick.hand == hand[i]:
                    self.put_back()
                else:
                    self.pick_card(hand[i])
            return True
        if k == pygame.K_p:
            self.do_pass()
            return True
        if k == pygame.K_s:
            self.toggle_subtract()
            return True
        if k == pygame.K_BACKSPACE:
            self.reset_pick()
            return True
        if k == pygame.K_ESCAPE and (self.pick.hand is not None or self.pick.items or self.armed):
            self.put_back()
            return True
        return False

    # --- actions ---------------------------------------------------------------------------------------------
    def show_pile(self, side: str) -> None:
        """A click on a captured pile says what it holds (the hover note says the same)."""
        from game.casino.view import pile_summary, pile_words

        view = self.view()
        seat = view.bottom if side == "bottom" else view.top
        summary = pile_summary(view.piles[seat])
        points = ", ".join(C.NAME[c] for c in summary["point_cards"]) or "no point cards yet"
        self.notice(f"{view.names[seat]} has captured {pile_words(summary)}: {points}.")

    def press_button(self, name: str) -> None:
        if name == "confirm":
            if self.match.is_over() and not self.demo:
                self.open_results()
            else:
                self.confirm()
        elif name == "reset":
            self.reset_pick()
        elif name == "undo":
            self.undo()
        elif name == "pass":
            self.do_pass()
        elif name == "subtract":
            self.toggle_subtract()

    def pick_card(self, card: int, quiet: bool = False, keep: bool = True) -> None:
        if self.human_to_move() is None or self.state.phase != PLAY:
            self.refuse(self._not_your_turn())
            return
        if card not in self.state.hands[self.human_to_move()]:
            return
        self.pick = Pick(hand=card, cards=self.pick.cards if keep else (), builds=self.pick.builds if keep else (),
                         subtract=self.armed)
        if not quiet:
            self.app.sound.play("click", 0.5)

    def put_back(self) -> None:
        """Right click or Esc: the picked card goes back to the hand and the table cards are let go."""
        if self.pick.hand is not None or self.pick.items or self.armed:
            self.app.sound.play("click", 0.3)
        self.pick = Pick()
        self.armed = False
        self.drag.cancel()

    def reset_pick(self) -> None:
        """Reset: everything goes back to where it was at the start of the turn (the picked card to the
        hand, the table cards let go, the Subtraction put away)."""
        self.put_back()

    def toggle_item(self, key) -> None:
        seat = self.human_to_move()
        if seat is None or self.state.phase != PLAY:
            self.refuse(self._not_your_turn())
            return
        if self.pick.hand is None:
            self.refuse("Pick a card from your hand first (click it or press its number); then the table cards it "
                        "goes with.")
            return
        if self.pick.has(key):
            self.pick = self.pick.toggled(key)
            self.app.sound.play("click", 0.3)
            return
        trial = self.pick.with_item(key)
        if key in self.lit_items():
            self.pick = trial
            self.app.sound.play("click", 0.5)
            return
        plays, reason = self.readings(trial)
        if plays:
            self.pick = trial
            return
        self.refuse(reason or "That card does not go with your pick.")

    def confirm(self) -> None:
        seat = self.human_to_move()
        if seat is None or self.state.phase != PLAY:
            self.refuse(self._not_your_turn())
            return
        if self.pick.hand is None:
            self.refuse("Pick a card from your hand first (click it or press its number).")
            return
        plays, reason = self.readings()
        if not plays:
            self.refuse(reason or "That is not a play.")
            return
        self.resolve(plays)

    def resolve(self, plays: list) -> None:
        """One reading plays at once; the K of spades' number is asked first when it matters; several
        readings open the chooser (nothing is ever picked for the player silently)."""
        uses = pickers.uses_king(plays)
        if len(uses) >= 2:
            self.modal = pickers.ks_panel(uses, self.book, self.text,
                                          lambda u: self._ks_chosen(plays, u), self._close_modal)
            self.modal.layout(self.geo.picker_area(), self.geo.scale)
            return
        if len(plays) == 1:
            self.play_reading(plays[0])
            return
        self.modal = pickers.reading_panel(self.world(self.human_to_move()), self.human_to_move(), plays, self.book, self.text,
                                           self._reading_chosen, self._close_modal)
        self.modal.layout(self.geo.picker_area(), self.geo.scale)

    def _ks_chosen(self, plays: list, use) -> None:
        self.modal = None
        chosen = [a for a in plays if ks_use(a) == use]
        if chosen:
            self.resolve(chosen)

    def _reading_chosen(self, action) -> None:
        self.modal = None
        self.play_reading(action)

    def _close_modal(self) -> None:
        self.modal = None

    def play_reading(self, action) -> bool:
        seat = self.human_to_move()
        if seat is None:
            return False
        self.modal = None
        if self.play(action, seat):
            self.pick = Pick()
            self.armed = False
            return True
        return False

    def drop_on(self, card: int, key) -> None:
        """The hand card dragged onto a table item: plays at once when that reads one way."""
        if self.human_to_move() is None:
            self.refuse(self._not_your_turn())
            return
        self.pick_card(card, quiet=True)
        trial = self.pick.with_item(key)
        plays, reason = self.readings(trial)
        if plays:
            self.pick = trial
            self.resolve(plays)
            return
        lit = self.lit_items()
        if key in lit:
            self.pick = trial
            options = self._plays_including(trial)
            if options:
                self.resolve(options)  # one play resolves by itself; several open the chooser
                return
            self.app.sound.play("click", 0.5)  # it goes with more cards: the caption says what next
            return
        self.refuse(reason or "That card does not go there.")

    def _plays_including(self, pick: Pick, limit: int = 6) -> list:
        """The legal plays of the picked hand card that use every picked item (and more), when the table
        is small enough to list them and they are few: a card dropped on a 5 that only makes 8 with the
        3 beside it plays (or offers) that capture instead of waiting for another click."""
        from game.casino.selection import PLAY_KINDS, table_parts

        seat = self.human_to_move()
        if seat is None or not self.advisor.exact(self.world(seat)):
            return []
        cards, builds = set(pick.cards), set(pick.builds)
        out = []
        for a in self.world(seat).legal_actions(seat):
            if a[0] not in PLAY_KINDS or C.tok_card(a[1]) != pick.hand or (a[0] == "subtract") != pick.subtract:
                continue
            cs, bs = table_parts(a)
            if cards <= cs and builds <= bs:
                out.append(a)
                if len(out) > limit:
                    return []
        return out

    def drop_alone(self, card: int) -> None:
        """The hand card dragged onto an empty part of the table."""
        if self.human_to_move() is None:
            self.refuse(self._not_your_turn())
            return
        self.pick_card(card, quiet=True)
        if self.pick.items:
            self.confirm()
            return
        plays, reason = self.readings(Pick(hand=card))
        drops = [a for a in plays if a[0] == "drop"]
        if drops:
            self.play_reading(drops[0])
        else:
            self.refuse(reason or "That card cannot be dropped now.")

    def do_pass(self) -> None:
        seat = self.human_to_move()
        if seat is None or self.state.phase != PLAY:
            self.refuse(self._not_your_turn())
            return
        reason = check_play(self.world(seat), seat, ("pass",))
        if reason:
            self.refuse(reason)
            return
        self.play(("pass",), seat)
        self.pick = Pick()

    def toggle_subtract(self) -> None:
        seat = self.human_to_move()
        if seat is None or self.state.phase != PLAY:
            self.refuse(self._not_your_turn())
            return
        if self.state.subtract_used[seat]:
            self.refuse("You have already used your Subtraction.")
            return
        self.armed = not self.armed
        self.pick = replace(self.pick, subtract=self.armed, cards=(), builds=())
        self.app.sound.play("click", 0.5)
        if self.armed:
            self.notice("Subtraction armed: your card goes on one higher loose card; only you can take it back.")
        else:
            self.notice("Subtraction put away.")
