"""The Dance table's input controller: what a click, a key or the wheel means. On the floor: pick up
your Avatar (its reach lights up; the Ankh widens it) or a Dancer you hold (her two-hex reach, and
your table when she may be seated), then click where she goes; in the Influence Step click a lit
target to open the attempt panel; the choosers of decisions made off the floor; zoom and pan. Buttons
are the frame's Controls (Done, Pass, Ankh, Discipline, Strategic, Undo, what a picked-up piece allows:
Release, Seat her, Unseat; the view toggles Arrows and Next turn), hit-tested as update() built them.

Part of the table's parts (see scene.py): it turns events into intents on the scene (TableUI changes,
panels opened, moves through TableScene.play, so a refusal is the rules' own reason). It reads only
the acting seat's own observation and legal actions (what the table's view holds for that seat), and
asks the rules why one of that seat's own moves is refused. Never draws; never changes a game state
itself.
"""
from __future__ import annotations

import pygame

from game.core import IllegalAction
from game.core.match import possessive
from game.the_dance import attempt_words as AW
from game.the_dance import choosers
from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.the_dance.attempt_panel import AttemptPanel, AttemptSpec, DomainRow
from game.the_dance.board_view import Piece
from game.the_dance.floor_pieces import pieces_from

VIEW_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_f, pygame.K_HOME, pygame.K_PLUS,
             pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS)


class DanceInput:
    """Events to intents for one DanceTable (`table`): its TableUI, its open panels, its moves."""

    def __init__(self, table):
        self.t = table
        self.pressed_on_board = False
        self.swallow_up = False
        self.actions: dict = {}  # what each choice of the open attempt panel plays

    @property
    def ui(self):
        return self.t.ui

    @property
    def view(self):
        return self.t.view

    # --- events -----------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:  # noqa: C901 - one branch per kind of event
        t, table, board = event.type, self.t, self.t.board
        if t == pygame.MOUSEMOTION:
            self.hover(event.pos)
            if board.handle_event(event):  # the floor follows the pointer (and drags) whatever is open
                table.painter.room_changed()
                return True
        if t == pygame.KEYDOWN and event.key in VIEW_KEYS and not event.mod & pygame.KMOD_CTRL \
                and board.handle_event(event):
            table.painter.room_changed()  # zoom, pan and fit work whatever is open
            return True
        if table.chooser is not None and not table.animating():
            if table.chooser.handle_event(event):
                return True
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1 and table.animating():
            table.finish_animation()  # a click lets the animation catch up at once
            self.swallow_up = True
            return True
        if t == pygame.MOUSEBUTTONUP and event.button == 1 and self.swallow_up:
            self.swallow_up = False
            board.handle_event(event)
            return True
        if table.attempt is not None and table.attempt.handle_event(event):
            return True
        if t == pygame.MOUSEWHEEL and table.lay is not None and table.lay.log.collidepoint(self.ui.mouse):
            table.panel.log.scroll_by(event.y)
            return True
        if t in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if board.handle_event(event):
                table.painter.room_changed()
                if t == pygame.MOUSEBUTTONUP:
                    self.pressed_on_board = False
                return True
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = table.controls.at(event.pos)
            if key is not None:
                self.press(key)
                return True
            if table.lay is not None and table.lay.board.collidepoint(event.pos):
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
            piece = self.piece_under(event.pos)
            if piece is not None:
                self.toggle_card(piece)
            else:
                self.ui.pinned = None
                self.ui.selected = None
            return True
        if t == pygame.KEYDOWN:
            if self._key(event):
                return True
        if t == pygame.KEYUP and event.key in (pygame.K_LSHIFT, pygame.K_RSHIFT):
            self.ui.foresight_held = False
            return True
        return False

    def _key(self, event) -> bool:
        k = event.key
        table, ui = self.t, self.ui
        if event.mod & pygame.KMOD_CTRL:
            return False
        if k in (pygame.K_LSHIFT, pygame.K_RSHIFT):
            ui.foresight_held = True
            return True
        if table.animating() and k != pygame.K_ESCAPE:
            table.finish_animation()
        if k == pygame.K_ESCAPE:
            # the top-most thing first: a card, then the piece picked up; then the table's pause menu
            if self.close_card():
                return True
            if ui.selected is not None:
                ui.selected = None
                return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and not table.match.is_over():
            shown = table.controls.shown()
            key = next((b for b in ("done", "pass", "choose") if b in shown), None)
            if key is not None:
                self.press(key)
            elif table.acting_seat() is None:
                table.refuse(self.not_now())
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
    def pieces_now(self) -> dict:
        return pieces_from(self.t.shown_observation())

    def piece_under(self, pos) -> Piece | None:
        lay = self.t.lay
        if lay is None or not lay.board.collidepoint(pos):
            return None
        return self.t.board.piece_at(pos, list(self.pieces_now().values()))

    def hover(self, pos) -> None:
        ui = self.ui
        ui.mouse = pos
        ui.hover_label = self.t.board.hex_at(pos) if self.t.lay is not None else None
        piece = self.piece_under(pos)
        if piece != ui.hover_piece:
            ui.hover_piece = piece
            ui.hover_since = 0.0
            if piece is None or (piece.kind, piece.id) != ui.muted:
                ui.muted = None  # the pointer left the piece whose card was put away

    # --- the info card -----------------------------------------------------------------------------
    def card_up(self) -> bool:
        frame = self.t.frame
        return frame is not None and frame.card is not None

    def toggle_card(self, piece) -> None:
        """A right click on a piece: its card opens at once and stays (pinned); on the piece whose
        card is pinned, it closes and stays closed while the pointer rests there."""
        ui = self.ui
        key = (piece.kind, piece.id)
        if ui.pinned is not None and (ui.pinned.kind, ui.pinned.id) == key:
            ui.pinned = None
            ui.muted = key
        else:
            ui.pinned = piece
            ui.muted = None

    def close_card(self) -> bool:
        """Esc with a card up closes it (it stays closed while the pointer rests on that piece)."""
        if not self.card_up() and self.ui.pinned is None:
            return False
        shown = self.t.frame.card[0] if self.card_up() else self.ui.pinned
        self.ui.pinned = None
        self.ui.muted = (shown.kind, shown.id)
        return True

    # --- buttons -------------------------------------------------------------------------------
    def press(self, key: str) -> None:  # noqa: C901 - one case per button
        table, ui = self.t, self.ui
        seat = table.acting_seat()
        if key == "arrows":
            ui.show_arrows = not ui.show_arrows
            table.painter.room_changed()
            table.app.sound.play("click", 0.4)
            return
        if key == "foresight":
            ui.foresight = not ui.foresight
            table.app.sound.play("click", 0.4)
            return
        if key == "undo":
            table.undo()
            return
        if seat is None:
            table.refuse(self.not_now())
            return
        legal = table.legal(seat)
        if key == "done":
            table.play(("done",), seat)
        elif key == "pass":
            table.attempt = None
            table.play(("pass",), seat)
        elif key == "ankh":
            dance = T.DanceChoices.of(legal)
            if not dance.ankh_only() and not ui.ankh_on:
                why = "Your Avatar has moved already." if not dance.moves else \
                    "No Ankh to play: you hold none, or your Avatar cannot use one (Athletic)."
                table.refuse(why)
                return
            ui.ankh_on = not ui.ankh_on
            ui.selected = ("avatar",) if ui.ankh_on else ui.selected
            table.app.sound.play("click", 0.5)
        elif key == "discipline":
            pairs = T.DanceChoices.of(legal).disciplines
            if len(pairs) == 1:
                table.play(("discipline", pairs[0]), seat)
            elif pairs:
                def pay(action) -> None:
                    table.chooser = None
                    table.play(action, seat)

                table.open_panel(choosers.discipline_chooser([("discipline", p) for p in pairs], pay,
                                                             table.dismiss))
        elif key == "strategic":
            table.play(("strategic",), seat)
        elif key == "choose":
            table.reopen_chooser()
        elif key in ("release", "seat", "unseat") and ui.selected is not None:
            d = ui.selected[1]
            if key == "release":
                table.play(("release", d), seat)
            elif key == "unseat":
                table.play(("unseat", d), seat)
            else:
                route = T.DanceChoices.of(legal).seats.get(d)
                if route is None:
                    table.refuse(self.why(("seat", d, -1), seat))
                else:
                    table.play(("seat", d, route), seat)

    # --- the floor -------------------------------------------------------------------------------
    def not_now(self) -> str:
        table = self.t
        if table.match.is_over():
            return "The game is over."
        if table.demo:
            return "This is a demonstration: the AI plays every family."
        if table.replaying:
            return "This is a replay: use the bar below to move through it."
        movers = [p for p in table.match.state.to_move() if p >= 0]
        if not movers:
            return "Wait: the Waltz is under way."
        name = table.seat_label(movers[0])
        if not table.seat_is_ai(movers[0]) and len(table.human_seats()) >= 2:
            return f"Wait: the screen goes to {name} first."
        return f"Wait: it is {possessive(name, start=False)} turn."

    def why(self, action, seat: int) -> str:
        """The rules' reason the acting seat's own `action` is refused (or a plain word if it happens
        to be legal): asked of the rules, as the move itself would be."""
        try:
            self.t.match.state.apply(action, seat)
        except IllegalAction as exc:
            return self.t.match.with_names(str(exc))
        except (TypeError, ValueError, IndexError, KeyError):
            # an action a click put together that the rules cannot even read: no reason to quote
            return "That cannot be done now."
        return "That can be done: click it again."

    def click_board(self, pos) -> None:
        table, ui = self.t, self.ui
        obs = table.observe()
        piece = self.piece_under(pos)
        place = table.board.place_at(pos)
        seat = table.acting_seat()
        if seat is None:
            if piece is not None:
                self.toggle_card(piece)
            else:
                ui.pinned = None
                table.refuse(self.not_now())
            return
        phase = obs["phase"]
        if phase == "dance":
            self._click_dance(seat, obs, piece, place)
        elif phase in ("influence", "regale"):
            self._click_influence(seat, obs, piece)
        elif table.chooser is None:
            table.reopen_chooser()

    def _click_dance(self, seat: int, obs: dict, piece, place) -> None:  # noqa: C901 - the cases of a click
        table, ui = self.t, self.ui
        choices = T.DanceChoices.of(table.legal(seat))
        mine = obs["families"][seat]["avatar"]
        sel = ui.selected
        # a click on one of your own pieces picks it up (or puts it down)
        if piece is not None and piece.kind == "avatar" and piece.id == mine and piece.pos is None:
            if sel == ("avatar",):
                ui.selected = None
                return
            if not choices.moves:
                h = T.hex_index(obs["families"][seat]["hex"])
                target = F.NEIGHBOURS[h][0] if h >= 0 else 0
                table.refuse(self.why(("move", target, False), seat))
                return
            ui.selected = ("avatar",)
            table.app.sound.play("click", 0.5)
            return
        if piece is not None and piece.kind == "dancer":
            d = F.DANCER[piece.id]
            info = obs["dancers"][d]
            if info["held_by"] == mine and info["hex"] and (sel is None or sel[0] != "avatar" or
                                                           place not in self._reach_labels(choices)):
                if sel == ("dancer", d):
                    ui.selected = None
                    return
                ui.selected = ("dancer", d)
                if d not in choices.leads and d not in choices.seats:
                    table.refuse("She has moved already this step: she may still be released.")
                table.app.sound.play("click", 0.5)
                return
            if info["seated_at"] == mine and not info["hex"]:
                if sel == ("seated", d):
                    ui.selected = None
                    return
                ui.selected = ("seated", d)
                if d not in choices.unseats:
                    table.refuse(self.why(("unseat", d), seat))
                return
        # a click on the floor moves what is picked up
        if sel == ("avatar",) and isinstance(place, str) and place in F.HEX:
            h = F.HEX[place]
            if h in choices.moves:
                if choices.moves[h] and not ui.ankh_on:
                    table.refuse("That hex is one beyond her reach: turn the Ankh on (K) to walk there.")
                    return
                table.play(("move", h, choices.moves[h]), seat)
            else:
                table.play(("move", h, ui.ankh_on), seat)
            return
        if sel is not None and sel[0] == "dancer":
            d = sel[1]
            if isinstance(place, tuple) and place and place[0] == "seat":
                route = choices.seats.get(d)
                if route is not None and place[1] == obs["families"][seat]["table"]:
                    table.play(("seat", d, route), seat)
                else:
                    table.refuse(self.why(("seat", d, -1), seat))
                return
            if isinstance(place, str) and place in F.HEX:
                table.play(("lead", d, F.HEX[place]), seat)
                return
        if piece is not None:
            self.toggle_card(piece)
            return
        if sel is not None:
            ui.selected = None
            return
        table.notice(T.prompt(obs, seat))

    def _reach_labels(self, choices: T.DanceChoices) -> set:
        return {F.LABELS[h] for h in choices.reach(self.ui.ankh_on)}

    def _click_influence(self, seat: int, obs: dict, piece) -> None:
        table = self.t
        choices = T.AttemptChoices.of(table.legal(seat))
        if piece is None:
            if table.attempt is not None:
                table.attempt = None
            else:
                table.notice(T.prompt(obs, seat))
            return
        spec = self.attempt_spec(seat, obs, piece, choices)
        if spec is None:
            table.refuse(self._attempt_refusal(seat, obs, piece, choices))
            return
        panel = AttemptPanel(spec, lambda choice: self._attempt_chosen(seat, piece, choice), self._close_attempt)
        panel.layout(table.board.piece_pos(piece), table.lay.board, table.lay.scale, self._keep_in_sight(seat, obs, piece))
        table.attempt = panel
        table.app.sound.play("click", 0.5)

    def _keep_in_sight(self, seat: int, obs: dict, piece) -> list:
        """What a panel opened over the floor should not cover: the piece it is about and her Avatar."""
        board = self.t.board
        r = int(board.size * 1.1)
        spots = [board.piece_pos(piece)]
        mine = obs["families"][seat]["hex"]
        if mine:
            spots.append(board.centre_of(mine))
        return [pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r) for x, y in spots]

    def _close_attempt(self) -> None:
        self.t.attempt = None

    def _attempt_refusal(self, seat: int, obs: dict, piece, choices: T.AttemptChoices) -> str:
        mine = obs["families"][seat]["avatar"]
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
        """What the attempt panel offers on `piece`, or None when nothing may be done with it. Its
        numbers and chances come from the view (the acting seat's own observation)."""
        mine = obs["families"][seat]["avatar"]
        me = F.AVATAR[mine]
        rating = F.RATING[me]
        view = self.t.view
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
            self.actions = {("cutin",): cut}
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
        self.actions = actions

        def odds(dom: int, shown: tuple) -> dict:
            action = actions.get(("attempt", dom, shown))
            return view.attempt_odds(action) if action else {"number": 0, "chance": 0.0}

        return AttemptSpec(kind, title, piece, rows, refs, cut, odds, success=AW.success_words(obs, seat, kind, target))

    def _attempt_chosen(self, seat: int, piece, choice) -> None:
        action = self.actions.get(choice) if choice is not None and choice[0] != "server" else choice
        if choice == ("server",):
            action = ("server",)
        self.t.attempt = None
        if action is None:
            self.t.refuse("Choose a Domain that may be tried on her first.")
            return
        self.t.play(action, seat)

    # --- the choices made off the floor -------------------------------------------------------------
    def open_chooser(self) -> None:
        """Open the chooser of a decision made off the floor when it is a person's to make (called in
        update: a new decision opens its panel by itself, once)."""
        table = self.t
        seat = table.acting_seat()
        if seat is None or table.lay is None:
            table.chooser = None
            return
        key = (len(table.match.log), table.match.state.to_move())
        if table.chooser is not None and table.chooser_key == key:
            return
        if table.dismissed == key:
            return
        table.chooser = None
        table.chooser_key = key
        panel = self.chooser_for(seat)
        if panel is not None:
            self.open_panel(panel)

    def reopen_chooser(self) -> None:
        table = self.t
        table.dismissed = None
        table.chooser = None
        table.chooser_key = None
        self.open_chooser()

    def dismiss(self) -> None:
        self.t.dismissed = self.t.chooser_key
        self.t.chooser = None

    def open_panel(self, panel) -> None:
        """Show a chooser laid out over the floor, for the decision now in front of the person."""
        table = self.t
        table.chooser = panel
        table.chooser_key = (len(table.match.log), table.match.state.to_move())
        panel.layout(table.lay.board, table.lay.scale)

    def chooser_for(self, seat: int):
        """The ChoicePanel for the decision `seat` faces now, or None when it is made on the floor."""
        table = self.t
        obs = table.observe()
        phase = obs["phase"]
        legal = table.legal(seat)

        def choose(action) -> None:
            table.chooser = None
            table.play(action, seat)

        if phase == "avatar":
            return choosers.avatar_chooser(legal, choose, self.dismiss, table.rng)
        if phase == "keep_power":
            return choosers.power_chooser(legal, choose, self.dismiss)
        if phase == "keep_plan":
            private = obs.get("private") or {}
            return choosers.plan_chooser(legal, private.get("plan_drawn"), obs["families"][seat]["plan"], choose,
                                         self.dismiss)
        if phase == "drop":
            new = (obs.get("choice") or {}).get("new")
            name = T.dancer_name(F.DANCER[new]) if new in F.DANCER else "her"
            return choosers.dancer_chooser("Let one Dancer go", f"Your marker moves to {name}.", legal, "let her go",
                                           choose, self.dismiss)
        if phase == "keep_dancer":
            return choosers.dancer_chooser("Which Dancer keeps your marker?", "The other is released.", legal,
                                           "keep her", choose, self.dismiss)
        if phase == "discard":
            fam = obs["families"][seat]
            limit = 6 if "old_wealth" in fam["powers"] else 4
            return choosers.discard_chooser(legal, choose, self.dismiss, limit, fam["refreshments"])
        if phase == "initiative":
            names = {f["avatar"]: table.seat_label(f["seat"]) for f in obs["families"] if f["avatar"]}
            return choosers.initiative_chooser(legal, names, choose, self.dismiss)
        if phase == "after_roll":
            def first(key) -> None:
                if key == ("accept",):
                    choose(key)
                    return
                kind = key[1]
                actions = [a for a in legal if (a[0] == kind if kind == "reroll" else
                                                 (a[0] == "adjust" and a[1] == kind[1]))]
                if len(actions) == 1:
                    choose(actions[0])
                    return
                self.open_panel(choosers.pay_chooser(actions, choose, self.dismiss))

            return choosers.after_roll_chooser(legal, obs, seat, first, self.dismiss)
        return None
