"""The base of every game's table scene: the override points a game's table fills in (how it animates a
move, lights a hint, words a take-back, what its curtain says), and the life of the match between them:
it resolves chance, plays moves (a refusal says its reason), opens the pause menu and the results. A
game's table subclasses it and draws from `observation(seat)` only (`private_seat()` says whose).

Every move a person makes is saved at once (atomically: seed, log and a snapshot), so a fault or a power
cut never loses more than the move being made; after a fault the App calls rescue(). When the AI cannot
choose a move, a table with a person says so and lets the person decide (game.ui.ai_trouble); it never
plays a random move for the AI silently.

The table owns its collaborators, each with one job, each in a module of its own: the AI seats
(table_ai), the pass-and-play curtain (table_curtain), held moves and take-backs (table_takeback), its
line of words and whose view they are for (table_words), the keeper (table_keeping: autosave, rescue, the
finished game kept), the game's end (table_ending: the results, a demonstration's next game), the opening
(table_opening: pictures painted ahead), what a replay does to it (table_replayed), the hint dock
(hint_dock), the AI trouble panel (ai_trouble) and a watched table's tag and keys (watch_tag).
"""
from __future__ import annotations

import pygame

from game.core import CHANCE, IllegalAction
from game.core.match import Match
from game.ui.ai_trouble import AITrouble, AITroublePanel
from game.ui.scene import Scene
from game.ui.table_ai import SeatsAI
from game.ui.table_curtain import TableCurtain
from game.ui.table_ending import TableEnding
from game.ui.table_keeping import TableKeeper
from game.ui.table_opening import TableOpening
from game.ui.table_replayed import TableReplayed
from game.ui.table_takeback import TakeBack
from game.ui.table_words import THIS_VIEW, TableWords
from game.ui.watch_tag import WatchTag


class TableScene(Scene):
    def __init__(self, app, match: Match, demo: bool = False):
        super().__init__(app)
        self.match = match
        self.demo = demo
        self.said = TableWords(self)  # the last refusal or notice, its kind and age, and whose view it is for
        self.ai_wait = 0.0  # time until the next AI request may go out
        self.think_started: float | None = None
        self._ticket_seat: int | None = None
        self.ending = TableEnding(self)  # the game's end: kept once, then the results or the next demonstration
        self.from_save = False  # set by whoever resumed this match from the autosave
        self.curtain = TableCurtain(self)  # pass and play: whose private view may show, when to cover it
        self.takeback = TakeBack(self)  # a held move, and what a person may still take back
        # A replay drives this table from outside (game.ui.replay, through self.replayed): no AI, no chance,
        # no input, no saves; replay_view is the seat whose view may be drawn (None: a spectator's public view).
        self.replaying = False
        self.replay_view: int | None = None
        self.replayed = TableReplayed(self)
        self.watching = False  # a demo opened by Watch: + and - set the pace, Esc goes back to the launcher
        self.pace = 1.0
        self.watch_tag = WatchTag(self)
        self.keeper = TableKeeper(self)  # the autosave, the rescue, the finished game kept and counted
        self.faulted = False  # the App recovered from a fault: the match was saved as it stood (rescue)
        self.ai_trouble: AITrouble | None = None  # the AI could not choose for a seat: the person decides
        self.seats_ai = SeatsAI(self)  # asks the worker for the AI seats' moves and plays them
        from game.ui.hint_dock import HintDock

        self.hints = HintDock(self)
        self.trouble_panel = AITroublePanel(self)
        self.opening = TableOpening(demo, app.fixed_step)  # pictures painted ahead; a demo's first deal waits

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
        return self.curtain.private_seat() if self.curtain.shared() else self.viewer()

    # --- the table's line of words (game.ui.table_words) ------------------------------------------------
    @property
    def message(self) -> str:
        """The last refusal or notice, while the view it was said to is on screen (TableWords.shown);
        setting it says words to the view on screen now ("" clears them)."""
        return self.said.shown()

    @message.setter
    def message(self, text: str) -> None:
        self.said.set(text)

    def cover_private_view(self) -> None:
        """Something was shown to everyone (a reveal, a deal): the next private view needs a curtain,
        even for the person who looked last."""
        self.curtain.cover()

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
        if not (self.demo or self.replaying):
            self.keeper.leave()  # a held move is played, the game saved for Resume (or forgotten: finished)

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
        held = self.takeback.hold(action, seat)
        return self._play_now(action, seat) if held is None else held

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
        self.takeback.played(seat, after, human)  # a person's move may be taken back until something new shows
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

    @property
    def pending(self) -> tuple | None:
        """The move held on the table, (action, seat), until committed; None when there is none."""
        return self.takeback.held

    def commit_pending(self) -> bool:
        """Play the held move for real (End turn, Enter, or the player's next action)."""
        held = self.takeback.take_held()
        return held is not None and self._play_now(*held)

    def refuse(self, reason: str, seat=THIS_VIEW) -> None:
        """Show why a move was refused, to the view on screen (or to `seat`'s view; None: everyone's)."""
        self.said.say(reason, "refusal", seat)  # the status line draws a refusal in its own pill
        self.app.sound.play("error", 0.5)

    def notice(self, text: str, seat=THIS_VIEW) -> None:
        """Tell the view on screen something (or `seat`'s view only: words about what that seat alone
        knows; None: everyone)."""
        self.said.say(text, "notice", seat)

    def on_move(self, before, action, seat: int, after) -> None:
        """A move was played: start its animation and sound (subclass)."""

    def can_undo(self) -> bool:
        return self.takeback.possible()

    def undo(self) -> bool:
        """Take back the human's moves this turn (never past another seat's move or a reveal), a held
        move, or (undo_until_reveal) the human's last move while nothing new has been shown."""
        return self.takeback.undo()

    def undo_words(self, held: bool) -> str:
        """What the table says once a move is taken back (`held`: a move not yet played out)."""
        return "Back to the start of your turn."

    def finish_animation(self) -> None:
        """Land whatever is moving now (subclass: a table that animates)."""

    def on_undo(self) -> None:
        """The match was cut back: drop animations, rebuild what is drawn (subclass)."""

    # --- what a replay changes in what is drawn (the replay itself drives the table through self.replayed) ---
    def shows_controls(self) -> bool:
        """Does the table draw its controls (Confirm, Pass, End turn, Undo, the keys' footer)? Not in a
        replay: it takes no moves, and its own bar has the controls."""
        return not self.replaying

    def takes_moves(self) -> bool:
        """May a person at the screen make moves at this table? Not in a demonstration (Watch), a
        replay, or when the AI has every seat: there the controls only a player uses (Undo, Refresh,
        Confirm, Pass, End turn) are left off, never shown greyed, and a click never plays for a seat."""
        return not (self.demo or self.replaying) and bool(self.human_seats())

    def results_words(self, words: str = "  Enter: the results.") -> str:
        """The end's line ends with how to open the results, at a table that has them (not in a
        demonstration or a replay): `words`, or ""."""
        return "" if self.demo or self.replaying else words

    def restart(self) -> None:
        """A fresh match with the same seats and options (pause menu and results use this)."""
        self.seats_ai.cancel()
        m = self.match
        self.match = Match.new(m.game_id, m.players, m.options, seed=m.seed + 1, seats=m.seats)
        self.ending.new_game()
        self.curtain.cover()
        self.takeback.forget()
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

    # --- each frame: pictures drawn ahead of need, then the match moves on ----------------------------------
    def warm_in_background(self, steps) -> None:
        """Run `steps` (a generator that renders one cached picture per step) a few milliseconds per
        frame, so opening or resizing a table never waits for every picture at once. A new demonstration's
        first deal or AI move waits until `steps` yields paint_ahead.READY or ends (see TableOpening)."""
        self.opening.warm(steps)

    def update(self, dt: float) -> None:
        self.opening.work()
        self.said.age += dt
        if self.replaying:
            return  # the replay sets the position; nothing moves by itself
        self.hints.update(dt)
        self.trouble_panel.follow()
        if not self.demo and not self.match.is_over():
            self.keeper.play_seconds += dt
        if self.match.is_over():
            self.ending.update(dt)
            return
        if self.curtain.due():  # before any animation: the next private view must not show first
            return
        if self.animating():
            return
        if self.opening.holding(dt):
            return  # the opening's pictures are still being made (see TableOpening)
        if CHANCE in self.match.state.to_move():
            before = self.match.state
            self.match.resolve_chance()
            self.takeback.drop_mark()  # a shuffle is not taken back
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
        if self.trouble_panel.handle_event(event) or self.watch_tag.handle_event(event):
            return True
        return self.hints.handle_event(event)

    def draw_shell(self, surface: pygame.Surface) -> None:
        self.hints.draw(surface)
        self.watch_tag.draw(surface)
        self.trouble_panel.draw(surface)

    def open_results(self) -> None:
        self.ending.open_results()

    # --- pass and play (game.ui.table_curtain): what the curtain says of a seat ---------------------------
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
        return self.ending.finished()
