"""Input at The Dance's table: what a click, a key or the wheel means. On the floor: pick up your
Avatar (its reach lights up; the Ankh widens it) or a Dancer you hold (her two-hex reach, and your
table when she may be seated), then click where she goes; in the Influence Step click a lit target to
open the attempt panel. Buttons in the panel (Done, Pass, Ankh, Discipline, Strategic, Undo, and what a
picked-up piece allows: Release, Seat her, Unseat) and in the status strip (Arrows, Next turn).

A mixin of DanceTable: every action goes through TableScene.play, so a refusal is the rules' reason.
Never draws; never changes a state itself.
"""
from __future__ import annotations

import pygame

from game.core import IllegalAction
from game.core.match import possessive
from game.the_dance import choosers
from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.the_dance import views
from game.the_dance.attempt_panel import AttemptPanel, AttemptSpec, DomainRow
from game.the_dance.board_view import Piece
from game.the_dance.floor_pieces import pieces_from

VIEW_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_f, pygame.K_HOME, pygame.K_PLUS,
             pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS)
CARD_DELAY = 0.35  # seconds the pointer rests on a piece before its card shows


class TableInput:
    # --- events -----------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:  # noqa: C901 - one branch per kind of event
        t = event.type
        if t == pygame.MOUSEMOTION:
            self._hover(event.pos)
            if self.view.handle_event(event):  # the view follows the pointer (and drags) whatever is open
                self._still = None
                return True
        if t == pygame.KEYDOWN and event.key in VIEW_KEYS and not event.mod & pygame.KMOD_CTRL \
                and self.view.handle_event(event):
            self._still = None  # zoom, pan and fit work whatever is open
            return True
        if self.chooser is not None and not self.animating():
            if self.chooser.handle_event(event):
                return True
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.animating():
            self.finish_animation()  # a click lets the animation catch up at once
            self.swallow_up = True
            return True
        if t == pygame.MOUSEBUTTONUP and event.button == 1 and self.swallow_up:
            self.swallow_up = False
            self.view.handle_event(event)
            return True
        if self.attempt is not None and self.attempt.handle_event(event):
            return True
        if t == pygame.MOUSEWHEEL and self.lay is not None and self.lay.log.collidepoint(self.mouse):
            self.panel.log.scroll_by(event.y)
            return True
        if t in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self.view.handle_event(event):
                self._still = None
                if t == pygame.MOUSEBUTTONUP:
                    self.pressed_on_board = False
                return True
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self._button_at(event.pos)
            if key is not None:
                self.press(key)
                return True
            if self.lay is not None and self.lay.board.collidepoint(event.pos):
                self.pressed_on_board = True
                return True
            return False
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed_on_board:
                self.pressed_on_board = False
                self.click_board(event.pos)
                return True
            return False
        if t == pygame.MOUSEBUTTONDOWN and event.button == 3:
            piece = self._piece_under(event.pos)
            if piece is not None:
                self.pinned = None if self.pinned == piece else piece
            else:
                self.pinned = None
                self.selected = None
            return True
        if t == pygame.KEYDOWN:
            if self._key(event):
                return True
        if t == pygame.KEYUP and event.key in (pygame.K_LSHIFT, pygame.K_RSHIFT):
            self.foresight_held = False
            return True
        return super().handle_event(event)

    def _key(self, event) -> bool:
        k = event.key
        if event.mod & pygame.KMOD_CTRL:
            return False
        if k in (pygame.K_LSHIFT, pygame.K_RSHIFT):
            self.foresight_held = True
            return True
        if self.animating() and k != pygame.K_ESCAPE:
            self.finish_animation()
        if k == pygame.K_ESCAPE and (self.selected is not None or self.pinned is not None):
            self.selected = None
            self.pinned = None
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.match.is_over():
            key = next((b for b in ("done", "pass", "choose") if b in self.shown_buttons), None)
            if key is not None:
                self.press(key)
            elif self.acting_seat() is None:
                self.refuse(self.not_now())
            return True
        if k == pygame.K_k:
            self.press("ankh")
            return True
        if k == pygame.K_a:
            self.press("arrows")
            return True
        if k == pygame.K_w:
            self.press("foresight")
            return True
        return False

    # --- hover ---------------------------------------------------------------------------------
    def _pieces_now(self) -> dict:
        return pieces_from(self.shown_observation())

    def _piece_under(self, pos) -> Piece | None:
        if self.lay is None or not self.lay.board.collidepoint(pos):
            return None
        return self.view.piece_at(pos, list(self._pieces_now().values()))

    def _hover(self, pos) -> None:
        self.mouse = pos
        self.hover_label = self.view.hex_at(pos) if self.lay is not None else None
        piece = self._piece_under(pos)
        if piece != self.hover_piece:
            self.hover_piece = piece
            self.hover_since = 0.0

    # --- buttons -------------------------------------------------------------------------------
    def _button_at(self, pos) -> str | None:
        for key in self.shown_buttons:
            b = self.buttons[key]
            if b.enabled and b.contains(pos):
                return key
        return None

    def press(self, key: str) -> None:  # noqa: C901 - one case per button
        seat = self.acting_seat()
        if key == "arrows":
            self.show_arrows = not self.show_arrows
            self._still = None
            self.app.sound.play("click", 0.4)
            return
        if key == "foresight":
            self.foresight = not self.foresight
            self.app.sound.play("click", 0.4)
            return
        if key == "undo":
            self.undo()
            return
        if seat is None:
            self.refuse(self.not_now())
            return
        legal = self.legal(seat)
        if key == "done":
            self.play(("done",), seat)
        elif key == "pass":
            self.attempt = None
            self.play(("pass",), seat)
        elif key == "ankh":
            dance = T.DanceChoices.of(legal)
            if not dance.ankh_only() and not self.ankh_on:
                why = "Your Avatar has moved already." if not dance.moves else \
                    "No Ankh to play: you hold none, or your Avatar cannot use one (Athletic)."
                self.refuse(why)
                return
            self.ankh_on = not self.ankh_on
            self.selected = ("avatar",) if self.ankh_on else self.selected
            self.app.sound.play("click", 0.5)
        elif key == "discipline":
            pairs = T.DanceChoices.of(legal).disciplines
            if len(pairs) == 1:
                self.play(("discipline", pairs[0]), seat)
            elif pairs:
                def pay(action) -> None:
                    self.chooser = None
                    self.play(action, seat)

                self.chooser = choosers.discipline_chooser([("discipline", p) for p in pairs], pay,
                                                           self._dismiss)
                self.chooser_key = (len(self.match.log), self.state.to_move())
                self.chooser.layout(self.lay.board, self.lay.scale)
        elif key == "strategic":
            self.play(("strategic",), seat)
        elif key == "choose":
            self.reopen_chooser()
        elif key in ("release", "seat", "unseat") and self.selected is not None:
            d = self.selected[1]
            if key == "release":
                self.play(("release", d), seat)
            elif key == "unseat":
                self.play(("unseat", d), seat)
            else:
                route = T.DanceChoices.of(legal).seats.get(d)
                if route is None:
                    self.refuse(self.why(("seat", d, -1), seat))
                else:
                    self.play(("seat", d, route), seat)

    # --- the floor -------------------------------------------------------------------------------
    def not_now(self) -> str:
        if self.match.is_over():
            return "The game is over."
        if self.demo:
            return "This is a demonstration: the AI plays every family."
        if self.replaying:
            return "This is a replay: use the bar below to move through it."
        movers = [p for p in self.state.to_move() if p >= 0]
        if not movers:
            return "Wait: the Waltz is under way."
        name = self.seat_label(movers[0])
        if not self.seat_is_ai(movers[0]) and len(self.human_seats()) >= 2:
            return f"Wait: the screen goes to {name} first."
        return f"Wait: it is {possessive(name, start=False)} turn."

    def why(self, action, seat: int) -> str:
        """The rules' reason an action is refused (or a plain word if it happens to be legal)."""
        try:
            self.state.apply(action, seat)
        except IllegalAction as exc:
            return self.match.with_names(str(exc))
        except (TypeError, ValueError, IndexError, KeyError):
            return "That cannot be done now."
        return "That can be done: click it again."

    def click_board(self, pos) -> None:
        obs = self.observe()
        piece = self._piece_under(pos)
        place = self.view.place_at(pos)
        seat = self.acting_seat()
        if seat is None:
            if piece is not None:
                self.pinned = None if self.pinned == piece else piece
            else:
                self.pinned = None
                self.refuse(self.not_now())
            return
        phase = obs["phase"]
        if phase == "dance":
            self._click_dance(seat, obs, piece, place)
        elif phase in ("influence", "regale"):
            self._click_influence(seat, obs, piece)
        elif self.chooser is None:
            self.reopen_chooser()

    def _mine(self, obs: dict, seat: int) -> str | None:
        return obs["families"][seat]["avatar"]

    def _click_dance(self, seat: int, obs: dict, piece, place) -> None:  # noqa: C901 - the cases of a click
        legal = self.legal(seat)
        choices = T.DanceChoices.of(legal)
        mine = self._mine(obs, seat)
        sel = self.selected
        # a click on one of your own pieces picks it up (or puts it down)
        if piece is not None and piece.kind == "avatar" and piece.id == mine and piece.pos is None:
            if sel == ("avatar",):
                self.selected = None
                return
            if not choices.moves:
                h = T.hex_index(obs["families"][seat]["hex"])
                target = F.NEIGHBOURS[h][0] if h >= 0 else 0
                self.refuse(self.why(("move", target, False), seat))
                return
            self.selected = ("avatar",)
            self.app.sound.play("click", 0.5)
            return
        if piece is not None and piece.kind == "dancer":
            d = F.DANCER[piece.id]
            info = obs["dancers"][d]
            if info["held_by"] == mine and info["hex"] and (sel is None or sel[0] != "avatar" or
                                                           place not in self._reach_labels(choices)):
                if sel == ("dancer", d):
                    self.selected = None
                    return
                self.selected = ("dancer", d)
                if d not in choices.leads and d not in choices.seats:
                    self.refuse("She has moved already this step: she may still be released.")
                self.app.sound.play("click", 0.5)
                return
            if info["seated_at"] == mine and not info["hex"]:
                if sel == ("seated", d):
                    self.selected = None
                    return
                self.selected = ("seated", d)
                if d not in choices.unseats:
                    self.refuse(self.why(("unseat", d), seat))
                return
        # a click on the floor moves what is picked up
        if sel == ("avatar",) and isinstance(place, str) and place in F.HEX:
            h = F.HEX[place]
            if h in choices.moves:
                if choices.moves[h] and not self.ankh_on:
                    self.refuse("That hex is one beyond her reach: turn the Ankh on (K) to walk there.")
                    return
                self.play(("move", h, choices.moves[h]), seat)
            else:
                self.play(("move", h, self.ankh_on), seat)
            return
        if sel is not None and sel[0] == "dancer":
            d = sel[1]
            if isinstance(place, tuple) and place and place[0] == "seat":
                route = choices.seats.get(d)
                if route is not None and place[1] == obs["families"][seat]["table"]:
                    self.play(("seat", d, route), seat)
                else:
                    self.refuse(self.why(("seat", d, -1), seat))
                return
            if isinstance(place, str) and place in F.HEX:
                self.play(("lead", d, F.HEX[place]), seat)
                return
        if piece is not None:
            self.pinned = None if self.pinned == piece else piece
            return
        if sel is not None:
            self.selected = None
            return
        self.notice(T.prompt(obs, seat))

    def _reach_labels(self, choices: T.DanceChoices) -> set:
        return {F.LABELS[h] for h in choices.reach(self.ankh_on)}

    def _click_influence(self, seat: int, obs: dict, piece) -> None:
        legal = self.legal(seat)
        choices = T.AttemptChoices.of(legal)
        if piece is None:
            if self.attempt is not None:
                self.attempt = None
            else:
                self.notice(T.prompt(obs, seat))
            return
        spec = self.attempt_spec(seat, obs, piece, choices)
        if spec is None:
            self.refuse(self._attempt_refusal(seat, obs, piece, choices))
            return
        panel = AttemptPanel(spec, lambda choice: self._attempt_chosen(seat, piece, choice), self._close_attempt)
        panel.layout(self.view.piece_pos(piece), self.lay.board, self.lay.scale)
        self.attempt = panel
        self.app.sound.play("click", 0.5)

    def _close_attempt(self) -> None:
        self.attempt = None

    def _attempt_refusal(self, seat: int, obs: dict, piece, choices: T.AttemptChoices) -> str:
        mine = self._mine(obs, seat)
        if piece.kind == "dancer":
            d = F.DANCER[piece.id]
            dom = max(range(4), key=lambda x: F.PIPS[d][x] if F.PIPS[d][x] is not None else -1)
            return self.why(("influence", d, dom, ()), seat)
        if piece.kind == "avatar":
            if piece.id == mine:
                return "That is your own Avatar: click a lit Dancer, Avatar or the Server."
            return self.why(("foil", F.AVATAR[piece.id], 0, ()), seat)
        if piece.kind == "server":
            return self.why(("server",), seat)
        return "Click a lit Dancer, Avatar or the Server, or Pass."

    def attempt_spec(self, seat: int, obs: dict, piece, choices: T.AttemptChoices) -> AttemptSpec | None:
        """What the attempt panel offers on `piece`, or None when nothing may be done with it."""
        mine = self._mine(obs, seat)
        me = F.AVATAR[mine]
        rating = F.RATING[me]
        state = self.state
        if piece.kind == "server":
            if not choices.server:
                return None
            return AttemptSpec("server", "Call the Server", piece,
                               note="He brings you two Refreshments (then discard down to your limit) and goes "
                                    "back to the kitchen. This is your whole Influence Step.")
        if piece.kind == "dancer":
            d = F.DANCER[piece.id]
            kind, target, pips = "influence", d, F.PIPS[d]
            cut = choices.cutin.get(("dancer", d))
            title = f"Influence {F.DANCER_NAMES[d]}"
        elif piece.kind == "avatar" and piece.id != mine:
            a = F.AVATAR[piece.id]
            kind, target, pips = "foil", a, F.RATING[a]
            cut = choices.cutin.get(("avatar", a))
            title = f"Foil {F.AVATAR_NAMES[a]}"
        else:
            return None
        domains = choices.domains(kind, target)
        if not domains:
            if cut is None:
                return None
            who = F.DANCER_NAMES[target] if kind == "influence" else F.AVATAR_NAMES[target]
            spec = AttemptSpec("cutin", f"Cut in with {who}", piece, cutin=cut,
                               note="You change places with her. This is your whole Influence Step.")
            self._actions = {("cutin",): cut}
            return spec
        rows = [DomainRow(dom, F.DOMAIN_NAMES[dom], rating[dom], pips[dom], dom in domains) for dom in range(4)]
        refs, actions = {}, {}
        for dom in domains:
            refs[dom] = []
            for r in choices.refreshments(kind, target, dom):
                shown = tuple(F.MARKER_IDS[k] for k in r)
                refs[dom].append(shown)
                actions[("attempt", dom, shown)] = (kind, target, dom, r)
        if cut is not None:
            actions[("cutin",)] = cut
        self._actions = actions

        def odds(dom: int, shown: tuple) -> dict:
            action = actions.get(("attempt", dom, shown))
            return views.attempt_odds(state, action, seat) if action else {"number": 0, "chance": 0.0}

        return AttemptSpec(kind, title, piece, rows, refs, cut, odds)

    def _attempt_chosen(self, seat: int, piece, choice) -> None:
        action = self._actions.get(choice) if choice is not None and choice[0] != "server" else choice
        if choice == ("server",):
            action = ("server",)
        self.attempt = None
        if action is None:
            self.refuse("Choose a Domain that may be tried on her first.")
            return
        self.play(action, seat)

    # --- what a selection offers beside the piece --------------------------------------------------
    def selection_actions(self, seat: int) -> list[str]:
        """The buttons for the piece picked up: Seat her, Release, Unseat (when legal)."""
        sel = self.selected
        if sel is None or sel[0] == "avatar":
            return []
        legal = self.legal(seat)
        choices = T.DanceChoices.of(legal)
        d = sel[1]
        out = []
        if sel[0] == "dancer":
            if d in choices.seats:
                out.append("seat")
            if d in choices.releases:
                out.append("release")
        elif sel[0] == "seated" and d in choices.unseats:
            out.append("unseat")
        return out
