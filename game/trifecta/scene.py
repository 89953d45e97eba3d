"""Trifecta's table for 2-6 players: seats round the felt, the goal pile and the current goal, your hand
fanned at the bottom, and the sealed choices (in or out, the ante, the bid) made by clicking cards; every
sealed card turns over together when the last choice is in; a summary closes each stage.

Draws from one observation only: the private seat's while exactly one person may look (the shell's
private_seat), else a spectator's view in which every hand is face down. Moves go through TableScene.play,
so refusals carry the rules' own words. The shell opens it through the kit (kit.py).
"""
from __future__ import annotations

import pygame

from game.trifecta import cards as C
from game.trifecta import table_draw, table_text
from game.trifecta.animations import Deal, Reveal
from game.trifecta.card_faces import GnomonPainter, truth_key
from game.trifecta.layout import Geometry
from game.trifecta.panel import STATUS_STYLES, SidePanel
from game.trifecta.rules import IN, OUT
from game.trifecta.scene_draw import TableDrawing
from game.trifecta.stage_summary import StageSummaryScene
from game.trifecta.view import TableView, as_revealing, build_view, reveal_event
from game.ui import card_art, theme
from game.ui.cards import CardLayer
from game.ui.hint_marks import draw_hint_ring
from game.ui.paint_ahead import READY
from game.ui.still_picture import StillPicture
from game.ui.table import TableScene
from game.ui.table_widgets import GildedButton, StatusLine


def create_table(app, match, demo: bool = False) -> "TrifectaTable":
    return TrifectaTable(app, match, demo)


class TrifectaTable(TableDrawing, TableScene):
    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        cb = app.settings.colour_blind
        self.book = card_art.SpriteBook(GnomonPainter(cb), variant=cb)
        self.layer = CardLayer(self.book, app.settings.animation_speed)
        self.slides = CardLayer(self.book, app.settings.animation_speed)  # your own card going down sealed
        self._launch: list = []
        self.panel = SidePanel()
        self.pill = StatusLine(STATUS_STYLES)
        self.confirm = GildedButton("confirm", "Confirm", "Enter")
        self.all_button = GildedButton("all", "All matching", "A")
        self.geo: Geometry | None = None
        self.size = (0, 0)
        humans = self.human_seats()
        self.bottom = humans[0] if humans and not demo else 0
        self.anim = None
        self.anim_before: TableView | None = None
        self.anim_before_obs: dict | None = None
        self.summary_due: dict | None = None
        self.selected: list[int] = []
        self._hand_seen: tuple | None = None
        self.mouse = (-1, -1)
        self.hover_card: int | None = None
        self.hover_control: str | None = None
        self.pressed: str | None = None
        self.clock = 0.0
        self._still = StillPicture()
        self._view_cache: tuple = (None, None, None)
        self._log_cache: tuple = (None, [])
        self._dim: dict = {}

    # --- who is looking ------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def observer(self) -> tuple[int | None, bool]:
        """(the seat whose observation is drawn, or None for a spectator's; whether its hand shows)."""
        if self.demo:
            seats = self.state.stage_seats or self.state.alive
            if seats and self.bottom not in seats:
                self.bottom = seats[0]  # the demo watches over the shoulder of someone still playing
                self.geo = None
            return self.bottom, True
        seat = self.private_seat()
        return (seat, True) if seat is not None else (None, False)

    def observe(self, state, seat: int | None) -> dict:
        # a spectator sees what every seat sees: the seat number past the last one holds no hand,
        # no sealed choice and no goal seen by one seat alone
        return state.observation(state.players if seat is None else seat)

    def curtain_note(self, seat: int) -> str:
        """What the next person will choose, in public words (the curtain is read by everyone: from a
        spectator's view)."""
        public = self.observe(self.state, None)
        what = {"inout": "in or out", "ante": "an ante", "bid": "a bid"}.get(public["phase"])
        if what is None:
            return ""
        return f"Stage {public['stage']}, round {public['round']}: a sealed choice of {what}."

    def role(self, seat: int) -> str:
        info = self.match.seats[seat]
        return f"AI · {info.level.capitalize()}" if info.is_ai else "Player"

    def colour(self, seat: int) -> tuple:
        return theme.seat_colour(seat, self.app.settings.colour_blind)

    def view_of(self, state) -> TableView:
        seat, show = self.observer()
        if seat is not None and seat != self.bottom and not self.demo:
            self.bottom = seat  # the person at the screen sits at the bottom
            self.geo = None
        names = [self.seat_label(i) for i in range(self.match.players)]
        roles = [self.role(i) for i in range(self.match.players)]
        return build_view(self.observe(state, seat), names, roles, self.bottom, show)

    def view(self) -> TableView:
        state = self.state
        seat, show = self.observer()
        cached_state, cached_who, view = self._view_cache
        if cached_state is state and cached_who == (seat, show, self.bottom):
            return view
        view = self.view_of(state)
        self._view_cache = (state, (seat, show, self.bottom), view)
        if view.hand != self._hand_seen:
            self._hand_seen = view.hand
            self.selected = []
        return view

    # --- layout ----------------------------------------------------------------------------------
    def resize(self, size) -> None:
        if self.size != tuple(size) and (self.anim is not None or self.slides.order):
            self.finish_animation()  # flying cards were aimed at the old layout
        self.size = tuple(size)
        self.geo = Geometry(self.size, self.match.players, self.bottom)
        g = self.geo
        self.panel.layout(g.panel, g.scale, self.hint_dock_strip)
        self.pill.layout(g.status, g.scale)
        self.confirm.rect = pygame.Rect(g.confirm)
        self.all_button.rect = pygame.Rect(g.all_button)
        self._still.forget()
        self._dim.clear()
        self.warm_in_background(self._warm_steps())

    def ensure_geometry(self) -> Geometry:
        """The layout for the current bottom seat (the person at the screen may just have changed)."""
        self.view()
        if self.geo is None or self.geo.bottom != self.bottom:
            self.resize(self.size)
        return self.geo

    def _warm_steps(self):
        """The backs and blank faces (on the helper thread), the empty places the table shows (with
        their labels, so here), then every face and the seats' In and Out cards: the first deal waits
        for READY (TableScene)."""
        g = self.geo
        sizes = (g.hand_size, g.mini_size, g.token_size, g.goal_size)
        yield from self.book.blank_steps(sizes)
        for seat in range(self.match.players):
            yield card_art.empty_space(g.token_size, self.colour(seat), "?")
        yield card_art.empty_space(g.token_size, label="0")
        yield card_art.empty_space(g.goal_size)
        yield card_art.empty_space(g.goal_size, label="")
        yield card_art.empty_space(g.mini_size)
        yield READY
        for size in sizes:
            yield from self.book.warm_steps(range(C.NUM_TYPES), size)
        # the In and Out cards in every seat's colour: a replay's first jump to a round's reveal painted
        # five of them inside one frame (9.5 ms at 1920x1080)
        truths = [truth_key(go_in, self.colour(seat)) for seat in range(self.match.players) for go_in in (True, False)]
        for size in (g.token_size, g.choice_size):
            yield from self.book.warm_steps(truths, size)
        # the turned backs of a face-down hand and of the plaques, at every turn a fan of them takes: a
        # replay's jump to a hand of a size not shown yet turned up to eight inside one frame
        fan_angles = [p.angle for n in range(1, C.HAND_SIZE + 1) for p in g.fan.poses(n)]
        yield from self.book.turn_steps([None], g.hand_size, fan_angles)
        yield from self.book.turn_steps([None], table_draw.plaque_back_size(g), table_draw.plaque_back_angles())


    # --- moves and animations --------------------------------------------------------------------
    def animating(self) -> bool:
        return self.anim is not None

    def animation_is_public(self) -> bool:
        return True  # drawn from the view of whoever may look, which is public with several people

    def finish_animation(self) -> None:
        self.slides.finish()
        self.slides.clear()
        if self.anim is not None:
            self.anim.finish()
            self.anim = None
            self.layer.clear()

    def on_move(self, before, action, seat: int, after) -> None:
        self.selected = []
        launch, self._launch = self._launch, []
        if set(after.to_move()) < set(before.to_move()):
            self.app.sound.play("card", 0.35)  # a sealed choice: nothing turns over yet
            if launch and seat == self.private_seat() and self.geo is not None:
                self._slide_to_table(seat, launch)
            return
        self.finish_animation()
        self.cover_private_view()  # the reveal is for everyone
        self.ensure_geometry()
        who, show = self.observer()
        b, a = self.observe(before, who), self.observe(after, who)
        event = reveal_event(b, a)
        if event is None:
            return
        names = [self.seat_label(i) for i in range(self.match.players)]
        roles = [self.role(i) for i in range(self.match.players)]
        self.anim_before = build_view(b, names, roles, self.bottom, show)
        self.anim_before_obs = b
        mine = dict(event.choices).get(self.anim_before.viewer)
        self.anim_before = as_revealing(self.anim_before, [seat for seat, _ in event.choices],
                                        mine.cards if mine is not None else ())
        after_view = build_view(a, names, roles, self.bottom, show)
        self.layer.speed = self.app.settings.animation_speed
        shared = len(self.human_seats()) >= 2 and not self.demo
        self.anim = Reveal(self.layer, self.geo, event, self.anim_before, after_view,
                           [self.colour(i) for i in range(self.match.players)], self.layer.speed, shared)
        self.app.sound.play("card", 0.8)
        if any(st.taker >= 0 for st in event.settled):
            self.app.sound.play("chime", 0.5)
        if event.stage_over is not None and not after.is_over():
            self.summary_due = event.stage_over

    def _slide_to_table(self, seat: int, launch: list) -> None:
        """The person's own sealed card(s) glide from the hand (or the In/Out place) to the table."""
        g = self.geo
        self.slides.clear()
        self.slides.speed = self.app.settings.animation_speed
        n = len(launch)
        step, x0 = table_draw.fan_start(g.tokens[seat], n, g.places[seat].side, g)
        for i, (key, pos, angle, size) in enumerate(launch):
            sp = self.slides.spawn(("slide", i), key, pos, size, face_up=True, angle=angle)
            sp.move_to((x0 + i * step, g.tokens[seat][1]), seconds=0.32, delay=i * 0.04, angle=0.0, size=g.token_size,
                       lift=0.4)

    def on_chance(self, before) -> None:
        self.finish_animation()
        self.cover_private_view()
        self.selected = []
        self.ensure_geometry()
        view = self.view()
        if view.phase == "inout" and view.round == 1 and not self.state.records:
            self.layer.speed = self.app.settings.animation_speed
            self.anim = Deal(self.layer, self.geo, view, self.layer.speed)
            self.app.sound.play("card", 0.7)

    def on_undo(self) -> None:
        self.finish_animation()
        self.summary_due = None  # a restarted match owes no summary of the old one
        self.selected = []
        self._view_cache = (None, None, None)
        self._log_cache = (None, [])

    # --- each frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        if self.slides.order:
            self.slides.update(dt)
            if not self.slides.busy:
                self.slides.clear()
        if self.anim is not None:
            self.anim.speed = self.layer.speed = self.app.settings.animation_speed
            self.anim.update(dt)
            self.layer.update(dt)
            if self.anim.done:
                self.anim = None
                self.layer.clear()
        if self.summary_due is not None and self.replaying:
            self.summary_due = None  # a replay steps on through the stages: its scrubber is the summary
        if self.summary_due is not None and self.anim is None:
            summary, self.summary_due = self.summary_due, None
            self.app.push(StageSummaryScene(self.app, self, summary, auto=self.demo))
            return
        super().update(dt)
        self._set_controls()
        self.panel.log.room = self.log_room(self.panel.log.rect)

    def resume(self) -> None:
        super().resume()
        cb = self.app.settings.colour_blind
        if self.book.variant != cb:
            self.book.painter.colour_blind = cb
            self.book.set_variant(cb)
            self._still.forget()

    # --- input ------------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.panel.log.rect.collidepoint(self.mouse):
                self.panel.log.scroll_by(event.y)
                self._still.forget()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.animating():
                self.finish_animation()  # a click completes the reveal
                return True
            self._hover(event.pos)
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected = []
            return True
        if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            if self.animating():
                self.finish_animation()
                return True
            if self._key(event):
                return True
        return super().handle_event(event)

    def _key(self, event) -> bool:
        k = event.key
        if k in (pygame.K_i, pygame.K_o):
            self.choose_inout(k == pygame.K_i)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.match.is_over():
            self.commit()
            return True
        if k == pygame.K_a and not event.mod & pygame.KMOD_CTRL:
            self.select_all_matching()
            return True
        if k == pygame.K_BACKSPACE:
            self.selected = []
            return True
        return False

    def _hover(self, pos) -> None:
        self.mouse = pos
        self.hover_card = None
        self.hover_control = None
        if self.geo is None:
            return
        view = self.view()
        g = self.geo
        decision = view.decision if self.takes_moves() else None  # else no In, Out or Confirm shows
        if decision == "inout":
            for name, rect in (("in", g.in_card), ("out", g.out_card)):
                if rect.collidepoint(pos):
                    self.hover_control = name
        elif decision in ("ante", "bid"):
            for b in (self.confirm, self.all_button):
                if b.contains(pos) and (b is self.confirm or decision == "bid"):
                    self.hover_control = b.key
        if view.viewer is not None and view.hand:
            lifted = self.selected[0] if len(self.selected) == 1 else None
            self.hover_card = g.fan.index_at(pos, len(view.hand), lifted)

    def _click(self, pos) -> bool:
        if self.hover_control in ("in", "out"):
            self.choose_inout(self.hover_control == "in")
            return True
        if self.hover_control == "confirm":
            self.pressed = "confirm"
            self.commit()
            return True
        if self.hover_control == "all":
            self.pressed = "all"
            self.select_all_matching()
            return True
        if self.hover_card is not None:
            self.click_card(self.hover_card)
            return True
        if self.match.is_over() and not self.demo and self.geo.felt.collidepoint(pos):
            self.open_results()
            return True
        return False

    def _not_now(self) -> str:
        view = self.view()
        if self.match.is_over():
            return "The game is over."
        if self.demo:
            return "This is a demonstration: the AI plays every seat."
        if view.viewer is None:
            return "Wait: the next person chooses behind the curtain."
        return table_text.spectator_text(view, self.seat_label, self._ticket_seat, False, False) or \
            "There is nothing for you to choose now."

    def decision_seat(self) -> int | None:
        if not self.takes_moves():
            return None  # a replay or a table nobody at the screen plays: nothing is chosen from here
        view = self.view()
        return view.viewer if view.decision is not None and not self.animating() else None

    def choose_inout(self, go_in: bool) -> None:
        seat = self.decision_seat()
        if seat is None or self.view().decision != "inout":
            self.refuse(self._not_now())
            return
        self.ensure_geometry()
        rect = self.geo.in_card if go_in else self.geo.out_card
        self._launch = [(truth_key(go_in, self.colour(seat)), rect.center, 0.0, self.geo.choice_size)]
        self.play(IN if go_in else OUT, seat)

    def click_card(self, index: int) -> None:
        view = self.view()
        seat = self.decision_seat()
        if seat is None or view.decision == "inout":
            self.refuse("Choose in or out first: click your In or Out card." if seat is not None else self._not_now())
            return
        if view.decision == "ante":
            self.selected = [] if self.selected == [index] else [index]
            self.app.sound.play("click", 0.5)
            return
        if index in self.selected:
            self.selected.remove(index)
            return
        card = C.card_id(view.hand[index])
        cards = tuple(sorted([C.card_id(view.hand[i]) for i in self.selected] + [card]))
        if ("play", cards) not in self.state.legal_actions(seat):
            self.refuse(self.state.why_illegal(("play", cards), seat))
            return
        self.selected.append(index)
        self.app.sound.play("click", 0.5)

    def select_all_matching(self) -> None:
        view = self.view()
        seat = self.decision_seat()
        if seat is None or view.decision != "bid":
            self.refuse(self._not_now() if seat is None else "All matching is for choosing a bid.")
            return
        goal = C.card_id(view.goal)
        self.selected = [i for i, n in enumerate(view.hand) if C.matches(C.card_id(n), goal)]

    # --- the hint hook: the In or Out card, or the hand's cards of an ante or a bid -------------------
    def draw_hint(self, surface: pygame.Surface, hint) -> None:
        g = self.ensure_geometry()
        view = self.view()
        action = hint.action
        if action[0] in (IN[0], OUT[0]):
            draw_hint_ring(surface, g.in_card if action == IN else g.out_card, self.clock, g.scale)
            return
        wanted = [action[1]] if action[0] == "ante" else list(action[1])
        n = len(view.hand)
        tag = "Hint"
        for i, name in enumerate(view.hand):
            card = C.card_id(name)
            if card in wanted:
                wanted.remove(card)
                rect = pygame.Rect((0, 0), g.hand_size)
                rect.center = tuple(int(v) for v in g.fan.pose(n, i).pos)
                draw_hint_ring(surface, rect, self.clock, g.scale, tag=tag)
                tag = None
        draw_hint_ring(surface, self.confirm.rect, self.clock, g.scale, tag=tag)

    def hint_words(self, action, seat: int) -> str:
        if action == IN:
            return "go in (click your In card, or press I)."
        if action == OUT:
            return "stay out (click your Out card, or press O)."
        if action[0] == "ante":
            return f"ante {C.describe(action[1])} (click it, then Confirm)."
        if not action[1]:
            return "bid nothing (Confirm with no card chosen)."
        names = ", ".join(C.describe(c) for c in action[1])
        count = len(action[1])
        return f"bid {names} ({count} card{'s' * (count != 1)}, then Confirm)."

    def hint_dock(self) -> pygame.Rect:
        """The strip the side panel keeps above the move log (hint_dock_strip), as at every table."""
        if self.panel.hint_rect.height:
            return pygame.Rect(self.panel.hint_rect)
        return super().hint_dock()

    def commit(self) -> None:
        view = self.view()
        seat = self.decision_seat()
        if seat is None or view.decision == "inout":
            self.refuse("Click your In or Out card, or press I or O." if seat is not None else self._not_now())
            return
        cards = tuple(sorted(C.card_id(view.hand[i]) for i in self.selected))
        g = self.ensure_geometry()
        n = len(view.hand)
        self._launch = [(C.card_id(view.hand[i]), g.fan.pose(n, i, selected=True).pos, g.fan.pose(n, i).angle,
                         g.hand_size) for i in sorted(self.selected)]
        if view.decision == "ante":
            if len(cards) != 1:
                self.refuse(self.state.why_illegal(("ante",), seat))
                return
            self.play(("ante", cards[0]), seat)
        else:
            self.play(("play", cards), seat)
