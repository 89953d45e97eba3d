"""The AI seats at a table: asks the AI worker for their moves one at a time, at a pace people can follow,
and plays each answer through the table (TableScene.play), as a person's move would be. In a sealed
simultaneous step the worker gets only what the seat may know. An answer that is no legal move is never
played behind a person's back: a table with a person opens the AI trouble panel (game.ui.ai_trouble); a
demonstration plays a random legal move and says so.

What the table shows of it stays on the table (think_started, _ticket_seat, ai_wait, ai_trouble): its
painters, its tests and the trouble panel read and set them there.
"""
from __future__ import annotations

import logging
import random
import time

from game.ui.ai_trouble import AITrouble, reason_words

log = logging.getLogger(__name__)

AI_PAUSE = 0.55  # seconds between an AI's moves, so people can follow them (scaled by anim speed)
SEALED_PAUSE = 0.1  # seconds between AI seats' sealed choices in one simultaneous step


class SeatsAI:
    """One table's AI seats: the request in flight, its answer, and what is done with it."""

    def __init__(self, table):
        self.table = table
        self.rng = random.Random(table.match.seed)  # sealed worlds and a demonstration's fallback moves

    def drive(self, dt: float) -> None:
        """This frame's step: count down the pause, send the next AI seat's request, or play its answer."""
        t = self.table
        match = t.match
        state = match.state
        movers = sorted(p for p in state.to_move() if t.seat_is_ai(p))
        if not movers or t.ai_trouble is not None:
            return  # (in trouble: the person chooses what happens, see game.ui.ai_trouble)
        if t.think_started is None:
            t.ai_wait -= dt
            if t.ai_wait > 0:
                return
            seat = movers[0]
            level = match.seats[seat].level
            info = match.game.info
            sent = state
            if info.simultaneous and info.hidden_info and len(state.to_move()) > 1:
                # a sealed step: the worker gets only what this seat may know, so no bot can peek at a
                # choice another seat (a person) has already sealed; its own options are unchanged
                sent = state.determinize(seat, self.rng)
            t.app.ai.request(match.game_id, level, match.seed * 31 + seat, sent, seat)
            t._ticket_seat = seat
            t.think_started = t.app.now()
            return
        answer = self._answer()
        if answer is None:
            return
        _, text, error, _ = answer[:4]
        seat, t._ticket_seat, t.think_started = t._ticket_seat, None, None
        action = state.legal_from_text(text, seat)
        fallback = ""
        if action is None:
            reason = reason_words(error, text, secrets=match.game.info.hidden_info and not t.demo)
            log.error("the AI gave no usable move for seat %d (%s)", seat, error or text)
            if not t.demo:  # a person is here: they decide (the panel), nothing is played behind their back
                t.ai_trouble = AITrouble(seat, len(match.log), reason)
                t.refuse(t.trouble_panel.words(t.ai_trouble))
                return
            action = self.rng.choice(state.legal_actions(seat))
            fallback = f"The AI could not choose a move for {t.seat_label(seat)} ({reason}): a random legal " \
                       "move was played instead."
        speed = t.app.settings.animation_speed
        t.ai_wait = AI_PAUSE * (1.0 / speed if speed > 0 else 0.3) / t.pace
        if t.play(action, seat) and set(t.match.state.to_move()) < set(state.to_move()):
            # a sealed choice in a simultaneous step shows nothing yet: the next seat may choose at once
            t.ai_wait = SEALED_PAUSE
        if fallback:
            t.notice(fallback)

    def _answer(self):
        """The worker's answer to the request in flight, or None while it thinks. A fixed-step run waits
        for it here, on the frame after the request, so the move lands on the same frame every run."""
        ai = self.table.app.ai
        answer = ai.poll()
        while answer is None and self.table.app.fixed_step and ai.busy:
            time.sleep(0.002)  # (the worker restarts a stopped process and answers with an error at last)
            answer = ai.poll()
        return answer

    def cancel(self) -> None:
        """Drop the request in flight (the table leaves, pauses, takes back, or the game ended)."""
        t = self.table
        if t.think_started is not None:
            t.app.ai.cancel()
        t.think_started = None
        t._ticket_seat = None
