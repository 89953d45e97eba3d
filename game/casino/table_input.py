"""The Casino Trifecta table's input controller: what a click, a drag or a key means. Pick a hand card
(click, drag or 1-8), click the table cards and builds it goes with (the table lights those that may),
Confirm (Enter) or Reset (Backspace), which like a right click or Esc puts everything back as the turn
began; dragging the card onto a table card plays at once when that reads one way; P asks whether to
spend the Pass (Enter or Y: yes, Esc or N: no), S arms the Subtraction; a chooser opens when a selection
reads several ways or the K of spades needs its number.

Part of the table's parts (see scene.py): events become intents on the scene's TableUI and moves through
TableScene.play, so a refusal shows the rules' own reason (a selection that reads as no play shows why:
game.casino.selection; a refusal about the pick holds while the pick does). Buttons are the frame's
Controls, hit-tested as update() built them; cards are the choreographer's sprites, placed in update().
It reads only the acting seat's own hand and asks about its plays in the scene's world(seat). Never
draws; never changes a game state itself.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.casino import cards as C
from game.casino import pickers
from game.casino.refusals import check_play
from game.casino.rules import PLAY
from game.casino.selection import Pick, ks_use
from game.casino.view import pile_summary, pile_words


class CasinoInput:
    """Events to intents for one CasinoTable (`table`): its TableUI, its choosers, its moves."""

    def __init__(self, table):
        self.t = table

    @property
    def ui(self):
        return self.t.ui

    # --- events ------------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:  # noqa: C901 - one branch per kind of event
        table, ui = self.t, self.ui
        if table.modal is not None:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_F1, pygame.K_F11):
                return False
            table.modal.handle_event(event)
            return True
        if table.secret_picker is not None and table.secret_picker.handle_event(event):
            table.app.sound.play("click", 0.4)
            return True
        if ui.asking is not None and self.answer(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover(event.pos)
            if ui.drag.pressed and ui.drag.motion(event.pos):
                self.pick_card(ui.drag.ident, quiet=True, keep=True)
            return False
        if event.type == pygame.WINDOWLEAVE:
            self.hover((-1, -1))
            return False
        if event.type == pygame.MOUSEWHEEL:
            if table.geo is not None and table.geo.log.collidepoint(ui.mouse):
                table.panel.log.scroll_by(event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if table.choreo.busy:
                table.finish_animation()  # a click completes the animation
                return True
            self.hover(event.pos)
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            ui.pressed = None
            return self.release(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.put_back()
            return True
        if event.type == pygame.KEYDOWN:
            if table.choreo.busy and event.key != pygame.K_ESCAPE:
                table.finish_animation()
            if self.key(event):
                return True
        return False

    def hover(self, pos) -> None:
        """What lies under the pointer: a button of this frame, a hand card, a table item, a pile."""
        table, ui = self.t, self.ui
        ui.mouse = pos
        ui.clear_hover()
        if table.geo is None:
            return
        key = table.controls.at(pos)
        if key is not None:
            ui.hover_button = key
            return
        layer = table.layer
        d = table.choreo.display
        dragged = ("h", ui.drag.ident) if ui.drag.active else None
        hand = [i for i in d.hands["bottom"] if i[0] == "h" and i != dragged]
        ident = layer.hit(pos, among=set(hand))
        if ident is not None:
            ui.hover_hand = ident[1]
            return
        ident = layer.hit(pos, among={i for i in layer.order if i[0] == "t"})
        if ident is not None:
            for key, idents in d.table.items():
                if ident in idents:
                    ui.hover_item = key
                    return
        for side, pile in table.pile_places.items():
            if pile.contains(pos):
                ui.hover_pile = side
                return

    def press(self, pos) -> bool:
        table, ui = self.t, self.ui
        if ui.hover_button is not None:
            ui.pressed = ui.hover_button
            self.press_button(ui.hover_button)
            return True
        if ui.hover_hand is not None:
            if table.human_to_move() is None or table.state.phase != PLAY:
                table.refuse(table.reader.not_your_turn())
                return True
            sp = table.layer.get(("h", ui.hover_hand))
            ui.drag.press(ui.hover_hand, pos, (sp.x, sp.y) if sp else pos)
            return True
        if ui.hover_item is not None:
            self.toggle_item(ui.hover_item)
            return True
        if ui.hover_pile is not None:
            self.show_pile(ui.hover_pile)  # its note shows on hover too
            return True
        if table.match.is_over() and not table.demo and table.geo.felt.collidepoint(pos):
            table.open_results()
            return True
        return False

    def release(self, pos) -> bool:
        table, ui = self.t, self.ui
        if ui.drag.active:
            self.hover(pos)  # what lies under the dragged card (itself left out)
        result = ui.drag.release(pos)
        if result is None:
            return False
        card = result.ident
        if not result.dragged:
            if ui.pick.hand == card:
                self.put_back()
            else:
                self.pick_card(card)
            return True
        if ui.hover_item is not None:
            self.drop_on(card, ui.hover_item)
        elif table.geo.flow_area.collidepoint(pos) or table.geo.felt.collidepoint(pos):
            self.drop_alone(card)
        self.send_home()
        return True

    def send_home(self) -> None:
        """A dragged card that was not played slides back into the fan."""
        table = self.t
        hand = table.choreo.display.hands["bottom"]
        for i, ident in enumerate(hand):
            sp = table.layer.get(ident)
            if sp is None or sp.busy:
                continue
            p = table.geo.fan.pose(len(hand), i)
            sp.move_to(p.pos, seconds=0.22, angle=p.angle)

    def key(self, event) -> bool:
        table, ui = self.t, self.ui
        k = event.key
        if event.mod & pygame.KMOD_CTRL:
            return False
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if table.match.is_over():
                return False  # the base opens the results
            self.confirm()
            return True
        if pygame.K_1 <= k <= pygame.K_8 or pygame.K_KP1 <= k <= pygame.K_KP8:
            i = (k - pygame.K_1) if k <= pygame.K_9 else (k - pygame.K_KP1)
            hand = [ident[1] for ident in table.choreo.display.hands["bottom"] if ident[0] == "h"]
            if table.human_to_move() is None or table.state.phase != PLAY:
                table.refuse(table.reader.not_your_turn())
            elif i < len(hand):
                if ui.pick.hand == hand[i]:
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
            self.put_back()
            return True
        if k == pygame.K_ESCAPE and (ui.pick.hand is not None or ui.pick.items or ui.armed):
            self.put_back()
            return True
        return False

    def answer(self, event) -> bool:
        """While the table asks (Use your Pass?): Enter, Y or P says yes, Esc, N or Backspace no, a click
        on an answer gives it, a click anywhere else puts the question away."""
        ui = self.ui
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y, pygame.K_p):
                self.press_button("pass_yes")
            elif event.key in (pygame.K_ESCAPE, pygame.K_n, pygame.K_BACKSPACE):
                self.press_button("pass_no")
            return event.key not in (pygame.K_F1, pygame.K_F11)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.hover(event.pos)
            self.press_button(ui.hover_button if ui.hover_button in ("pass_yes", "pass_no") else "pass_no")
            return True
        return False

    # --- intents -----------------------------------------------------------------------------------------
    def show_pile(self, side: str) -> None:
        """A click on a captured pile says what it holds (the hover note says the same)."""
        view = self.t.view()
        seat = view.bottom if side == "bottom" else view.top
        summary = pile_summary(view.piles[seat])
        points = ", ".join(C.NAME[c] for c in summary["point_cards"]) or "no point cards yet"
        self.t.notice(f"{view.names[seat]} has captured {pile_words(summary)}: {points}.")

    def press_button(self, name: str) -> None:
        table = self.t
        if name == "confirm":
            if table.match.is_over() and not table.demo:
                table.open_results()
            else:
                self.confirm()
        elif name == "reset":
            self.put_back()  # Reset: everything back as the turn began
        elif name == "undo":
            table.undo()
        elif name == "pass":
            self.do_pass()
        elif name == "subtract":
            self.toggle_subtract()
        elif name == "pass_yes":
            self.pass_now()
        elif name == "pass_no":
            self.ui.asking = None
            table.app.sound.play("click", 0.3)

    def pick_card(self, card: int, quiet: bool = False, keep: bool = True) -> None:
        table, ui = self.t, self.ui
        seat = table.human_to_move()
        if seat is None or table.state.phase != PLAY:
            table.refuse(table.reader.not_your_turn())
            return
        if card not in table.view().hand:
            return
        ui.pick = Pick(hand=card, cards=ui.pick.cards if keep else (), builds=ui.pick.builds if keep else (),
                       subtract=ui.armed)
        if not quiet:
            table.app.sound.play("click", 0.5)

    def put_back(self) -> None:
        """Right click, Esc, Backspace or Reset: the picked card goes back to the hand, the table cards are
        let go and the Subtraction is put away."""
        ui = self.ui
        if ui.pick.hand is not None or ui.pick.items or ui.armed:
            self.t.app.sound.play("click", 0.3)
        ui.clear_pick()

    def toggle_item(self, key) -> None:
        table, ui = self.t, self.ui
        seat = table.human_to_move()
        if seat is None or table.state.phase != PLAY:
            table.refuse(table.reader.not_your_turn())
            return
        if ui.pick.hand is None:
            table.refuse("Pick a card from your hand first (click it or press its number); then the table cards it "
                         "goes with.")
            return
        if ui.pick.has(key):
            ui.pick = ui.pick.toggled(key)
            table.app.sound.play("click", 0.3)
            return
        trial = ui.pick.with_item(key)
        if table.reader.item_lit(key):
            ui.pick = trial
            table.app.sound.play("click", 0.5)
            return
        plays, reason = table.reader.readings(trial)
        if plays:
            ui.pick = trial
            return
        self.refuse_pick(reason or "That card does not go with your pick.")

    def refuse_pick(self, reason: str) -> None:
        """A refusal about the pick as it stands: it holds while the pick does, and Confirm repeats it."""
        self.t.refuse(reason)
        self.ui.refused = (self.ui.pick.key(), self.t.message)

    def confirm(self) -> None:
        table, ui = self.t, self.ui
        seat = table.human_to_move()
        if seat is None or table.state.phase != PLAY:
            table.refuse(table.reader.not_your_turn())
            return
        if ui.pick.hand is None:
            table.refuse("Pick a card from your hand first (click it or press its number).")
            return
        plays, reason = table.reader.readings()
        if not plays:
            said = ui.refused
            # the last refusal about this very pick is the truer reason: the card it refused is not in it
            self.refuse_pick(said[1] if said is not None and said[0] == ui.pick.key() else
                             reason or "That is not a play.")
            return
        self.resolve(plays)

    def resolve(self, plays: list) -> None:
        """One reading plays at once; the K of spades' number is asked first when it matters; several
        readings open the chooser (nothing is ever picked for the player silently)."""
        table = self.t
        uses = pickers.uses_king(plays)
        seat = table.human_to_move()
        if len(uses) >= 2:
            table.open_modal(pickers.ks_panel(table.world(seat), plays, table.book, table.text,
                                              lambda u: self.ks_chosen(plays, u), table.close_modal))
            return
        if len(plays) == 1:
            self.play_reading(plays[0])
            return
        table.open_modal(pickers.reading_panel(table.world(seat), seat, plays, table.book, table.text,
                                               self.reading_chosen, table.close_modal))

    def ks_chosen(self, plays: list, use) -> None:
        self.t.close_modal()
        chosen = [a for a in plays if ks_use(a) == use]
        if chosen:
            self.resolve(chosen)

    def reading_chosen(self, action) -> None:
        self.t.close_modal()
        self.play_reading(action)

    def play_reading(self, action) -> bool:
        table = self.t
        seat = table.human_to_move()
        if seat is None:
            return False
        table.close_modal()
        if table.play(action, seat):
            self.ui.pick = Pick()
            self.ui.armed = False
            return True
        return False

    def drop_on(self, card: int, key) -> None:
        """The hand card dragged onto a table item: plays at once when that reads one way."""
        table, ui = self.t, self.ui
        if table.human_to_move() is None:
            table.refuse(table.reader.not_your_turn())
            return
        self.pick_card(card, quiet=True)
        trial = ui.pick.with_item(key)
        plays, reason = table.reader.readings(trial)
        if plays:
            ui.pick = trial
            self.resolve(plays)
            return
        if table.reader.item_lit(key):
            ui.pick = trial
            options = self.plays_including(trial)
            if options:
                self.resolve(options)  # one play resolves by itself; several open the chooser
                return
            table.app.sound.play("click", 0.5)  # it goes with more cards: the caption says what next
            return
        table.refuse(reason or "That card does not go there.")

    def plays_including(self, pick: Pick, limit: int = 6) -> list:
        """The legal plays of the picked hand card that use every picked item (and more), when the table
        is small enough to list them (and the list is made) and they are few: a card dropped on a 5 that
        only makes 8 with the 3 beside it plays (or offers) that capture instead of waiting for a click."""
        table = self.t
        seat = table.human_to_move()
        if seat is None:
            return []
        return table.advisor.plays_including(table.world(seat), seat, pick, limit)

    def drop_alone(self, card: int) -> None:
        """The hand card dragged onto an empty part of the table."""
        table, ui = self.t, self.ui
        if table.human_to_move() is None:
            table.refuse(table.reader.not_your_turn())
            return
        self.pick_card(card, quiet=True)
        if ui.pick.items:
            self.confirm()
            return
        plays, reason = table.reader.readings(Pick(hand=card))
        drops = [a for a in plays if a[0] == "drop"]
        if drops:
            self.play_reading(drops[0])
        else:
            table.refuse(reason or "That card cannot be dropped now.")

    def do_pass(self) -> None:
        table = self.t
        seat = table.human_to_move()
        if seat is None or table.state.phase != PLAY:
            table.refuse(table.reader.not_your_turn())
            return
        reason = check_play(table.world(seat), seat, ("pass",))
        if reason:
            table.refuse(reason)
            return
        self.ui.asking = "pass"  # a once-per-game lifeline: asked first (Enter or Y uses it, Esc keeps it)
        table.app.sound.play("click", 0.4)

    def pass_now(self) -> None:
        """The answer was yes: the Pass is used."""
        table, ui = self.t, self.ui
        ui.asking = None
        seat = table.human_to_move()
        if seat is None or table.state.phase != PLAY:
            table.refuse(table.reader.not_your_turn())
            return
        if table.play(("pass",), seat):
            ui.clear_pick()

    def toggle_subtract(self) -> None:
        table, ui = self.t, self.ui
        seat = table.human_to_move()
        if seat is None or table.state.phase != PLAY:
            table.refuse(table.reader.not_your_turn())
            return
        if table.view().subtract_used[seat]:
            table.refuse("You have already used your Subtraction.")
            return
        ui.armed = not ui.armed  # the caption says what to do next (and the button, "Subtracting")
        ui.pick = replace(ui.pick, subtract=ui.armed, cards=(), builds=())
        table.app.sound.play("click", 0.5)
