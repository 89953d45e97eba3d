"""How people act at the Fancy Dancing table: pick a hand card by click, drag or number key, move
between the lit spaces with the arrows, play with a click, a drop or Enter; Refresh, Undo and End
turn by button or key; the wheel scrolls the log. A mixin of the table scene (game.fancy_dancing.scene).

Every move goes through TableScene.play; a refused space shows the rules' own reason. Never draws.
"""
from __future__ import annotations

import pygame

from game.core import CHANCE
from game.core.match import possessive
from game.fancy_dancing import cards as C
from game.fancy_dancing import layout as L
from game.fancy_dancing import table_text


class TableInput:
    """Input methods of FancyTable (uses its layout, choreographer, drag and selection state)."""

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            if self.drag.pressed and self.drag.motion(event.pos):
                self._pick(self.drag.ident, quiet=True)
            return False
        if event.type == pygame.WINDOWLEAVE:
            self._hover((-1, -1))
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.lay is not None and self.lay.log.collidepoint(self.mouse):
                self.log.scroll_by(event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.finish_animation()
            self._hover(event.pos)
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed = None
            return self._release(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected = None
            self.drag.cancel()
            return True
        if event.type == pygame.KEYDOWN:
            self.finish_animation()
            if self._key(event):
                return True
        return super().handle_event(event)

    def _hover(self, pos) -> None:
        self.mouse = pos
        self.hover_button = None
        self.hover_hand = None
        self.hover_space = None
        if self.lay is None:
            return
        for name, b in self.buttons.items():
            if name in self.lay.buttons and b.contains(pos):
                self.hover_button = name
                return
        hand = self.hand_names()
        ident = self.layer.hit(pos, among=set(hand))
        if ident is not None:
            self.hover_hand = ident
            return
        for (row, side, _i), r in self.lay.spaces.items():
            if r.collidepoint(pos):
                self.hover_space = (row, side)
                return

    def _press(self, pos) -> bool:
        if self.hover_button is not None:
            self.pressed = self.hover_button
            self._button(self.hover_button)
            return True
        if self.hover_hand is not None:
            seat = self.human_to_move()
            if seat is None:
                self.refuse(self._not_your_turn())
                return True
            name = self.hover_hand
            if self.pending is not None:
                self.commit_pending()  # picking the next card dances the held one
                self.selected = name if name in self.hand_names() else None
                return True
            sp = self.layer.get(name)
            self.drag.press(name, pos, (sp.x, sp.y) if sp else pos)
            return True
        if self.hover_space is not None and self.selected is not None:
            self.play_to(self.selected, *self.hover_space)
            return True
        if self.deck_pile.contains(pos) and not self.solo or (self.solo and self.deck_pile.contains(pos)):
            self.notice("The deck: each turn begins with its top card. Refresh (R) trades your whole hand "
                        "for two new cards.")
            return True
        if self.selected is not None:
            self.selected = None
            return True
        return False

    def _release(self, pos) -> bool:
        result = self.drag.release(pos)
        if result is None:
            return False
        name = result.ident
        if not result.dragged:
            # a click: pick the card, or put it back if it was picked
            if self.selected == name:
                self.selected = None
            else:
                self._pick(name)
            return True
        # a drop: over a space plays there (or says why not); anywhere else the card goes home
        self._hover(pos)
        space = self.hover_space
        if space is None:
            for (row, side, _i), r in self.lay.spaces.items():
                if r.inflate(r.width // 3, r.height // 5).collidepoint(pos):
                    space = (row, side)
                    break
        if space is not None:
            if not self.play_to(name, *space):
                self._send_home()
        else:
            self.selected = name
            self._send_home()
        return True

    def _send_home(self) -> None:
        """A dragged card that was not played slides back into the fan."""
        view = self.choreo.viewer
        hand = self.choreo.display.hands.get(view, [])
        for i, ident in enumerate(hand):
            sp = self.layer.get(ident)
            if sp is None or sp.busy:
                continue
            p = self.choreo.hand_pose(view, len(hand), i)
            sp.move_to(p.pos, seconds=0.25, angle=p.angle)

    def _pick(self, name: str, quiet: bool = False) -> None:
        if self.human_to_move() is None:
            self.refuse(self._not_your_turn())
            return
        if name not in self.hand_names():
            return
        self.selected = name
        self.key_target = 0
        if not quiet:
            self.app.sound.play("click", 0.5)

    def _not_your_turn(self) -> str:
        if self.match.is_over():
            return "The dance is over."
        if self.demo:
            return "This is a demonstration: the AI plays every seat."
        movers = [p for p in self.state.to_move() if p != CHANCE]
        name = self.seat_label(movers[0]) if movers else "the dealer"
        return f"Wait: it is {possessive(name, start=False)} turn."

    def play_to(self, name: str, row: int, side: int) -> bool:
        """Play `name` to the next free space of `row` on `side`; a refusal shows the rules' reason."""
        seat = self.human_to_move()
        if seat is None:
            self.refuse(self._not_your_turn())
            return False
        if self.pending is not None:
            self.commit_pending()
            return False
        if name not in self.hand_names():
            return False
        card = C.card_id(name)
        reason = self.state.refusal(card, row, side)
        if reason:
            self.refuse(reason)
            return False
        if len(self.state.row_cards(row, side)) >= L.SPACES:
            self.refuse("That row is full.")
            return False
        self.selected = None
        return self.play(("play", card, row, side), seat)

    def refresh(self) -> None:
        seat = self.human_to_move()
        if seat is None:
            self.refuse(self._not_your_turn())
            return
        if self.pending is not None:
            self.commit_pending()
            seat = self.human_to_move()
            if seat is None:
                return
        self.selected = None
        self.play(("refresh",), seat)

    def end_turn(self) -> None:
        if self.pending is not None:
            self.commit_pending()
        elif self.match.is_over() and not self.demo:
            self.open_results()
        elif self.human_to_move() is not None:
            self.notice("Play a card into a row (or Refresh) first; then End turn dances it.")

    def _button(self, name: str) -> None:
        if name == "refresh":
            if self.match.is_over() and not self.demo:
                self.open_results()
            else:
                self.refresh()
        elif name == "undo":
            self.undo()
        elif name == "end":
            self.end_turn()

    def _key(self, event) -> bool:
        k = event.key
        ctrl = event.mod & pygame.KMOD_CTRL
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and not ctrl:
            if self.pending is not None:
                self.commit_pending()
                return True
            if self.selected is not None:
                targets = self.targets_for(self.selected)
                if targets:
                    row, side = targets[self.key_target % len(targets)]
                    self.play_to(self.selected, row, side)
                else:
                    self.refuse(f"No row takes {table_text.card_words(self.selected)} now.")
                return True
            return False  # Enter after the game: the base opens the results
        if k == pygame.K_r and not ctrl:
            self.refresh()
            return True
        if pygame.K_1 <= k <= pygame.K_9 or pygame.K_KP1 <= k <= pygame.K_KP9:
            i = (k - pygame.K_1) if k <= pygame.K_9 else (k - pygame.K_KP1)
            hand = self.hand_names()
            if i < len(hand):
                if self.pending is not None:
                    self.commit_pending()
                    return True
                if self.selected == hand[i]:
                    self.selected = None
                else:
                    self._pick(hand[i])
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            step = 1 if k in (pygame.K_RIGHT, pygame.K_DOWN) else -1
            hand = self.hand_names()
            if self.selected is None or k in (pygame.K_LEFT, pygame.K_RIGHT) and not self.targets_for(self.selected):
                if hand and self.human_to_move() is not None:
                    i = hand.index(self.selected) + step if self.selected in hand else (0 if step > 0 else -1)
                    self._pick(hand[i % len(hand)])
                return True
            self.key_target += step
            return True
        if k == pygame.K_ESCAPE and self.selected is not None:
            self.selected = None
            return True
        return False
