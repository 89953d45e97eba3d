"""The base of every game's table scene: drives AI seats through the worker process, resolves
chance, refuses illegal moves with their reason, undoes a human's turn, autosaves, opens the pause
menu, the results and (hidden information, several people) the pass-and-play curtain. It also gives
every table the shell's Hint button (game.ui.hint_dock), keeps each game finished here as a past game
and in the statistics, and can be driven by a replay (then it only shows positions, see `replaying`).
A game's table subclasses it and draws from `observation(seat)` only.

Every move a person makes is saved at once (atomically: seed, log and a snapshot), so a fault or a
power cut never loses more than the move being made; after a fault the App calls rescue(). When the AI
cannot choose a move, a table with a person says so in words and lets the person try again or play a
labelled random move (game.ui.ai_trouble); it never plays a random move for the AI silently.

The table owns its collaborators, each with one job: the AI seats (game.ui.table_ai: the worker's
requests and answers), the hint dock (game.ui.hint_dock: the Hint button, its place in the side panel,
the room it leaves the log), the keeper (game.ui.table_keeping: the autosave, the rescue, the finished
game kept), the opening (game.ui.table_opening: pictures painted ahead, a demonstration's first deal
waiting for them), the AI trouble panel, and on a watched table its tag (game.ui.watch_tag).
"""
from __future__ import annotations

import random

import pygame

from game.core import CHANCE, IllegalAction
from game.core.match import Match
from game.ui.ai_trouble import AITrouble, AITroublePanel
from game.ui.scene import Scene
from game.ui.table_ai import AI_PAUSE, SeatsAI
from game.ui.table_keeping import TableKeeper
from game.ui.table_opening import TableOpening
from game.ui.theme import seat_colour
from game.ui.watch_tag import draw_watch_tag, next_pace

DEMO_RESTART = 2.5  # seconds a finished demo game stays on screen before the next one
RESULTS_DELAY = 1.4  # seconds the final position shows before the results come up


_THIS_VIEW = object()  # refuse/notice: the words belong to the view on screen now


class TableScene(Scene):
    def __init__(self, app, match: Match, demo: bool = False):
        super().__init__(app)
        self.match = match
        self.demo = demo
        self._message = ""  # the last refusal or notice (see the message property: whose view it belongs to)
        self._message_seat: int | None = None
        self.message_kind = "notice"  # "refusal" or "notice": how the status line shows it
        self.message_age = 0.0
        self.ai_wait = 0.0  # time until the next AI request may go out
        self.think_started: float | None = None
        self.over_handled = False
        self.over_age = 0.0
        self._ticket_seat: int | None = None
        self.results_shown = False
        self.from_save = False  # set by whoever resumed this match from the autosave
        self._curtain_for: int | None = None  # the human seat the curtain was last lifted for
        # Card games whose turn ends in a hidden draw (see undo_until_reveal, holds_move):
        self._undo_mark: tuple[int, int] | None = None  # (log length before a human's move, its seat)
        self.pending: tuple | None = None  # (action, seat) held on the table until committed
        # A replay drives this table from outside (game.ui.replay): no AI, no chance, no input, no saves;
        # replay_view is the seat whose view may be drawn (None: a spectator's public view).
        self.replaying = False
        self.replay_view: int | None = None
        self.watching = False  # a demo opened by Watch: + and - set the pace, Esc goes back to the launcher
        self.pace = 1.0
        self.keeper = TableKeeper(self)  # the autosave, the rescue, the finished game kept and counted
        self.faulted = False  # the App recovered from a fault: the match was saved as it stood (rescue)
        self.ai_trouble: AITrouble | None = None  # the AI could not choose for a seat: the person decides
        self.seats_ai = SeatsAI(self)  # asks the worker for the AI seats' moves and plays them
        from game.ui.hint_dock import HintDock

        self.hints = HintDock(self)
        self.trouble_panel = AITroublePanel(self)
        self.opening = TableOpening(demo, app.fixed_step)  # pictures painted ahead; a demonstration's first deal waits for them

    # --- who sits where ---------------------------------------------------------------------
    def seat_is_ai(self, seat: int) -> bool:
        return 0 <= seat < len(self.match.seats) and self.match.seats[seat].is_ai

    def seat_label(self, seat: int) -> str:
        return self.match.seat_label(seat)

    def human_seats(self) -> list[int]:
        return [i for i in range(self.match.players) if not self.seat_is_ai(i)]

    def viewer(self) -> int:
        """The seat whose view is drawn: the human to move, else the first human, else seat 0."""
        movers = [p for p in self.match.state.to_move() if p != CHANCE]
        for p in movers:
            if not self.seat_is_ai(p):
                return p
        humans = self.human_seats()
        return humans[0] if humans else (movers[0] if movers else 0)

    def private_seat(self) -> int | None:
        """The seat whose secrets the screen may show now, or None when it must show only what every
        seat may see: with several people at the screen, only the person the curtain was lifted for,
        while they still have a choice to make (a demo shows the viewer's seat). A replay shows the view
        it was asked for (None: a spectator's)."""
        if self.replaying:
            return self.replay_view
        if self.demo or not self.match.game.info.hidden_info or len(self.human_seats()) < 2:
            return self.viewer()
        seat = self._curtain_for
        movers = self.match.state.to_move()
        return seat if seat is not None and seat in movers and not self.seat_is_ai(seat) else None

    # --- the table's line of words: a refusal or a notice, and whose view it belongs to -------------
    @property
    def message(self) -> str:
        """The last refusal or notice, while the view it was said to is on screen. Words said to one
        seat (its refused move, its own hand, its secret card) are never shown while another seat's
        view or the public view is up; every curtain drops them (see show_curtain)."""
        seat = self._message_seat
        if seat is not None and seat != self.private_seat():
            return ""
        return self._message

    @message.setter
    def message(self, text: str) -> None:
        self._message = text
        self._message_seat = self.private_seat() if text else None

    def cover_private_view(self) -> None:
        """Something was shown to everyone (a reveal, a deal): the next private view needs a curtain,
        even for the person who looked last."""
        self._curtain_for = None

    def animation_is_public(self) -> bool:
        """True when the animation playing shows nothing private (a reveal drawn from a public view):
        the curtain for the next person then waits until it ends (subclass)."""
        return False

    # --- the hint hook: how a game's table shows one hinted action ------------------------------------
    # The shell gives every table a Hint button (and the H key), the Hard bot's choice for the person to
    # move (asked of the worker from that seat's view only), the chances gauge, the hint count, replays,
    # statistics and watching. A table needs at most one method to take part: draw_hint, to light the
    # action on its own pictures. hint_words, hint_dock and hint_words_place are optional refinements.
    def draw_hint(self, surface: pygame.Surface, hint) -> None:
        """Light `hint.action` (a game.ui.hint_marks.Hint for `hint.seat`) on the table without playing
        it: ring the cards, links or hexes it would use (hint_marks.draw_hint_ring / draw_hint_arrow).
        Called every frame while the hint stands, after draw() and before the shell's hint panel.
        The default draws nothing: the shell already shows the action in words (hint_words) beside the
        Hint button, which is enough for any game. Never changes game state."""

    def hint_words(self, action, seat: int) -> str:
        """The hinted action in words for the hint panel. Default: the rules' own notation
        (action_to_str) with the players' names; a table may say it in its own words."""
        return self.match.with_names(self.match.state.action_to_str(action))

    def hint_dock_strip(self, x: int, y: int, width: int, s: float) -> tuple[pygame.Rect, int]:
        """The dock's strip of a side panel at (x, y), just above the move log (game.ui.hint_dock.dock_strip):
        every table lays its panel out through this, so the Hint button sits in one place in all games.
        Returns the dock (zero height when hints.docked() is False) and the y where the log's heading goes."""
        from game.ui.hint_dock import dock_strip

        return dock_strip(x, y, width, s, self.hints.docked())

    def log_room(self, log: pygame.Rect) -> pygame.Rect:
        """The part of the side panel's move log the hint's words leave free: the words open over the
        log's top while a hint stands and the log draws below them, so they cover no move."""
        return self.hints.log_room(log)

    def hint_dock(self) -> pygame.Rect:
        """Where the shell puts the Hint button and the chances gauge, in window coordinates (the words
        of a hint open below it, or above it when it sits low). Every game's table returns the strip
        its side panel keeps for it (hint_dock_strip); this default, the top-left corner, serves a table
        without a side panel."""
        from game.ui.theme import px, ui_scale

        s = ui_scale(self.app.size)
        return pygame.Rect(px(14, s), px(14, s), px(320, s), px(48, s))

    def hint_words_place(self) -> pygame.Rect | None:
        """Optional: a strip (window coordinates) the hint's words are centred on instead of opening
        below the dock (e.g. while a chooser covers the table). Default None."""
        return None

    @property
    def thinking(self) -> bool:
        return self.think_started is not None

    def thinking_seconds(self) -> float:
        return 0.0 if self.think_started is None else self.app.now() - self.think_started

    # --- life cycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        if any(s.is_ai for s in self.match.seats):
            self.app.warm_ai()

    def leave(self) -> None:
        self.seats_ai.cancel()
        if self.faulted:
            return  # saved by rescue(); nothing more is asked of a table that failed
        self.hints.cancel()
        if self.demo or self.replaying:
            return
        if self.pending is not None:
            self.commit_pending()  # what the player left on the table is their move
        if not self.match.is_over() and self.match.log:
            self.keeper.autosave()
        elif self.match.is_over():
            self.keeper.forget_autosave()  # a finished game is not offered for Resume

    def current_game_id(self) -> str | None:
        return self.match.game_id

    def pause(self) -> None:
        self.seats_ai.cancel()

    def resume(self) -> None:
        self.ai_wait = max(self.ai_wait, 0.2)

    # --- moves ----------------------------------------------------------------------------------
    def animating(self) -> bool:
        """Subclasses return True while a move's animation plays (the AI waits for it)."""
        return False

    def play(self, action, seat: int) -> bool:
        """Apply a move through the match; a refusal shows its reason. Returns True when played (or
        held: see holds_move)."""
        before = self.match.state
        if self.pending is None and self._may_hold(action, seat):
            try:
                after = before.apply(action, seat)
            except IllegalAction as exc:
                self.refuse(str(exc))
                return False
            if self._next_mover(after) == seat:
                self.pending = (action, seat)
                self.message = ""
                self.on_hold(action, seat)
                return True
        return self._play_now(action, seat)

    def _play_now(self, action, seat: int) -> bool:
        before = self.match.state
        try:
            after = self.match.play(action, seat)
        except IllegalAction as exc:
            self.refuse(str(exc))
            return False
        self.message = ""
        self.app.count("moves")
        self.keeper.played_live = self.keeper.played_live or not self.demo
        human = not self.seat_is_ai(seat) and not self.demo
        if human and not self.replaying and not after.is_over():
            self.keeper.autosave()  # a person's move is never lost, whatever happens next (even a fault below)
        # a human's move may be taken back until something new is shown to them (see can_undo)
        self._undo_mark = (len(self.match.log) - 1, seat) if (
            self.undo_until_reveal and human and seat not in after.to_move() and not after.is_over()) else None
        self.on_move(before, action, seat, after)
        return True

    # --- held moves and undo until a reveal (card games) --------------------------------------------
    #: True for a game whose turn ends with a draw hidden from the mover: a human's move can be taken
    #: back until another seat acts, a chance outcome is drawn, or the curtain lifts for someone else
    undo_until_reveal = False

    def holds_move(self, action, seat: int) -> bool:
        """True when this move, if it would at once show its own player something new (a solitaire
        player's next card), should wait on the table for commit_pending() instead (subclass)."""
        return False

    def on_hold(self, action, seat: int) -> None:
        """A move is now held on the table (subclass: show it there)."""

    def commit_pending(self) -> bool:
        """Play the held move for real (End turn, Enter, or the player's next action)."""
        if self.pending is None:
            return False
        action, seat = self.pending
        self.pending = None
        return self._play_now(action, seat)

    def _may_hold(self, action, seat: int) -> bool:
        return not self.demo and not self.seat_is_ai(seat) and self.holds_move(action, seat)

    def _next_mover(self, state) -> int | None:
        """Who moves after `state` once its chance outcomes are drawn (who, not what, is all we need)."""
        probe = state
        for _ in range(8):
            movers = probe.to_move()
            if CHANCE not in movers:
                return next(iter(movers)) if len(movers) == 1 else None
            probe = probe.apply(probe.sample_chance(random.Random(0)), CHANCE)
        return None

    def refuse(self, reason: str, seat=_THIS_VIEW) -> None:
        """Show why a move was refused, to the view on screen (or to `seat`'s view; None: everyone's)."""
        self._say(reason, "refusal", seat)  # the status line draws a refusal in its own pill
        self.app.sound.play("error", 0.5)

    def notice(self, text: str, seat=_THIS_VIEW) -> None:
        """Tell the view on screen something (or `seat`'s view only: words about what that seat alone
        knows; None: everyone)."""
        self._say(text, "notice", seat)

    def _say(self, text: str, kind: str, seat) -> None:
        self.message = self.match.with_names(text)
        if seat is not _THIS_VIEW and self._message:
            self._message_seat = seat
        self.message_kind = kind
        self.message_age = 0.0

    def on_move(self, before, action, seat: int, after) -> None:
        """A move was played: start its animation and sound (subclass)."""

    def can_undo(self) -> bool:
        if self.demo or self.replaying or self.match.is_over():
            return False
        if self.pending is not None:
            return True
        if self._undo_mark is not None and len(self.match.log) == self._undo_mark[0] + 1:
            return True
        if self.undo_until_reveal:
            return False  # its turns are single moves: only the mark above or a held move undo
        state = self.match.state
        movers = [p for p in state.to_move() if p != CHANCE]
        if len(movers) != 1 or self.seat_is_ai(movers[0]):
            return False
        return self.match.turn_start(movers[0]) < len(self.match.log)

    def undo(self) -> bool:
        """Take back the human's moves this turn (never past another seat's move or a reveal), a held
        move, or (undo_until_reveal) the human's last move while nothing new has been shown."""
        self.finish_animation()
        if not self.can_undo():
            self.refuse("Nothing to undo: a new card has been shown since." if self.undo_until_reveal
                        else "Nothing to undo this turn.")
            return False
        self.seats_ai.cancel()
        held = self.pending is not None
        if held:
            self.pending = None
        elif self._undo_mark is not None and len(self.match.log) == self._undo_mark[0] + 1:
            length, seat = self._undo_mark
            self.match.undo_to(length)
            self._curtain_for = seat  # the person who moved is the one looking
        else:
            seat = next(iter(self.match.state.to_move()))
            self.match.undo_to(self.match.turn_start(seat))
        self._undo_mark = None
        self.message = ""
        if not held and self.match.log:
            self.keeper.autosave()  # the save follows the take-back: Resume never brings back a move taken back
        self.on_undo()
        self.notice(self.undo_words(held))
        return True

    def undo_words(self, held: bool) -> str:
        """What the table says once a move is taken back (`held`: a move not yet played out)."""
        return "Back to the start of your turn."

    def finish_animation(self) -> None:
        """Land whatever is moving now (subclass: a table that animates)."""

    def on_undo(self) -> None:
        """The match was cut back: drop animations, rebuild what is drawn (subclass)."""

    # --- driven by a replay (game.ui.replay): what a replay calls, and nothing else -------------------
    def start_replay(self, view: int | None) -> None:
        """From now on this table only shows the positions a replay gives it: no AI, no chance, no input,
        no saves (see `replaying`); `view` is the seat whose view may be drawn (None: a spectator's)."""
        self.replaying = True
        self.replay_view = view
        self.on_undo()

    def shows_controls(self) -> bool:
        """Does the table draw its controls (Confirm, Pass, End turn, Undo, the keys' footer)? Not in a
        replay: it takes no moves, and its own bar has the controls."""
        return not self.replaying

    def results_words(self, words: str = "  Enter: the results.") -> str:
        """The end's line ends with how to open the results, at a table that has them (not in a
        demonstration or a replay): `words`, or ""."""
        return "" if self.demo or self.replaying else words

    def set_replay_view(self, view: int | None) -> None:
        """Draw from `view`'s observation from the next position shown (None: a spectator's)."""
        self.replay_view = view

    def show_position(self, match: Match) -> None:
        """Show `match` (the replayed game cut after some move) at once: animations land, nothing moves."""
        self.finish_animation()
        self.match = match
        self.on_undo()

    def play_position(self, match: Match) -> None:
        """Show `match`, one move (or chance outcome) past the position shown, as if it had just been
        played here: the table animates it with on_move or on_chance."""
        before = match.states[-2]
        seat, text = match.log[-1]
        self.match = match
        if seat == CHANCE:
            self.on_chance(before)
        else:
            self.on_move(before, before.parse_action(text), seat, match.state)

    def restart(self) -> None:
        """A fresh match with the same seats and options (pause menu and results use this)."""
        self.seats_ai.cancel()
        m = self.match
        self.match = Match.new(m.game_id, m.players, m.options, seed=m.seed + 1, seats=m.seats)
        self.over_handled = False
        self.over_age = 0.0
        self.results_shown = False
        self._curtain_for = None
        self._undo_mark = None
        self.pending = None
        self.message = ""
        self.hints.cancel()
        from game.ui.hint_dock import HintDock

        self.hints = HintDock(self)
        self.keeper.new_game()
        self.ai_trouble = None
        self.on_undo()

    def rescue(self) -> bool:
        """After a fault (the App's recover): save the match as its log stands (TableKeeper.rescue)."""
        return self.keeper.rescue()

    # --- each frame -----------------------------------------------------------------------------
    # --- pictures drawn ahead of need --------------------------------------------------------------
    def warm_in_background(self, steps) -> None:
        """Run `steps` (a generator that renders one cached picture per step) a few milliseconds per
        frame, so opening or resizing a table never waits for every picture at once. A new demonstration's
        first deal or AI move waits until `steps` yields paint_ahead.READY or ends (see TableOpening)."""
        self.opening.warm(steps)

    def update(self, dt: float) -> None:
        self.opening.work()
        self.message_age += dt
        if self.replaying:
            return  # the replay sets the position; nothing moves by itself
        self.hints.update(dt)
        if self.ai_trouble is not None and self.ai_trouble.at != len(self.match.log):
            self.ai_trouble = None  # the position moved on (a take-back, a restart): the AI is asked afresh
        self.trouble_panel.update(self.ai_trouble)
        if self.ai_trouble is not None and self.message == self.trouble_panel.words(self.ai_trouble):
            self.message_age = 0.0  # the status line keeps saying it until the person chooses
        if not self.demo and not self.match.is_over():
            self.keeper.play_seconds += dt
        if self.match.is_over():
            self.seats_ai.cancel()
            if not self.over_handled:
                self.over_handled = True
                self.over_age = 0.0
                self.app.count("games")
                self.on_game_over()
                self.keeper.keep_finished_game()
            self.over_age += dt
            if self.demo and self.over_age > DEMO_RESTART / self.pace and not self.animating():
                self.restart()
            elif not self.demo and not self.results_shown and self.over_age > RESULTS_DELAY \
                    and not self.animating():
                self.open_results()
            return
        if self._needs_curtain():  # before any animation: the next private view must not show first
            return
        if self.animating():
            return
        if self.opening.holding(dt):
            return  # the opening's pictures are still being made (see TableOpening)
        if CHANCE in self.match.state.to_move():
            before = self.match.state
            self.match.resolve_chance()
            self._undo_mark = None  # a shuffle is not taken back
            self.on_chance(before)
            return
        self.seats_ai.drive(dt)

    def on_chance(self, before) -> None:
        """Chance outcomes were drawn (a deal, a shuffle): animate them (subclass; default redraws)."""
        self.on_undo()

    def on_game_over(self) -> None:
        """The game just ended (the results follow by themselves): sound, highlight (subclass may extend)."""
        self.app.sound.play("win")

    # --- the shell's controls over the table (the Hint button, its gauge and words) ------------------
    def shell_event(self, event: pygame.event.Event) -> bool:
        if self.trouble_panel.handle_event(event):
            return True
        if self.watching and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.go_to_launcher()
                return True
            faster = event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
            if faster or event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.pace = next_pace(self.pace, faster)
                self.ai_wait = min(self.ai_wait, AI_PAUSE / self.pace)
                return True
        return self.hints.handle_event(event)

    def draw_shell(self, surface: pygame.Surface) -> None:
        self.hints.draw(surface)
        if self.watching:  # where the Hint button would be: what is watched, the pace and the keys
            level = self.match.seats[0].level.capitalize() if self.match.seats else ""
            draw_watch_tag(surface, level, self.pace, pygame.Rect(self.hint_dock()))
        self.trouble_panel.draw(surface)

    def open_results(self) -> None:
        self.results_shown = True
        self.app.open("results", self)

    # --- pass and play ------------------------------------------------------------------------------
    def _needs_curtain(self) -> bool:
        """With hidden information and several people at the screen, cover it before each person's
        private view; returns True when a curtain was just raised."""
        if self.demo or not self.match.game.info.hidden_info or len(self.human_seats()) < 2:
            return False
        if self.animating() and self.animation_is_public():
            return False  # everyone watches it together; the curtain comes after
        movers = [p for p in self.match.state.to_move() if p != CHANCE and not self.seat_is_ai(p)]
        if not movers:
            return False
        seat = self.viewer()
        if seat == self._curtain_for:
            return False
        self._curtain_for = seat
        self.show_curtain(seat)
        return True

    def show_curtain(self, seat: int) -> None:
        self.message = ""  # what was said before the screen changed hands was said to someone else
        undo = None
        mark = self._undo_mark
        if mark is not None and mark[1] != seat and self.can_undo():
            undo = (self.seat_label(mark[1]), self._undo_behind_curtain)
        self.app.open("curtain", self.seat_label(seat), table=self,
                      colour=self.curtain_colour(seat) or seat_colour(seat, self.app.settings.colour_blind),
                      on_continue=lambda: self._curtain_lifted(seat), undo=undo, note=self.curtain_note(seat),
                      private=self.curtain_private(seat))

    def curtain_note(self, seat: int) -> str:
        """A line the curtain shows above its warning: what the next person is about to do (subclass;
        public words only, the whole table reads them)."""
        return ""

    def curtain_colour(self, seat: int):
        """The curtain's colour for `seat` (subclass: the game's own colour of that seat); None: the
        seat colour."""
        return None

    def curtain_private(self, seat: int) -> str:
        """What the next view shows that only `seat` may see, in the curtain's words (subclass)."""
        return "a private hand"

    def _curtain_lifted(self, seat: int) -> None:
        """The next person sees their hand now: the previous person's move can no longer be taken back."""
        if self._undo_mark is not None and self._undo_mark[1] != seat:
            self._undo_mark = None

    def _undo_behind_curtain(self) -> None:
        """The person who just moved takes it back before passing the screen on."""
        self.undo()

    # --- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.match.is_over() and not self.demo:
                self.open_results()
                return True
        return False

    def open_pause(self) -> None:
        self.app.open("pause", self)

    def autoplay_finished(self) -> bool:
        return self.match.is_over() and self.over_age > DEMO_RESTART
