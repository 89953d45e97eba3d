"""How The Dance's attempts and rounds resolve (a mixin of DanceState): Influence, Foil, the Server and
cutting in, the die and the after-roll choices, a satisfied Plan and the turn limit, and the Waltz.
Pure Python (no pygame)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.the_dance import floor as F
from game.the_dance import waltz
from game.the_dance.phases import (
    AFTER_ROLL, AFTER_TURN, AFTER_WALTZ, Attempt, DOMINATE_MARGIN3, DROP, FOIL, INF, INITIATIVE, KEEP_DANCER,
    NO_REFS, OVER, REGALE_STEP, ROLL, WALTZ_ROLL, plan_matches,
)

if TYPE_CHECKING:
    from game.the_dance.rules import DanceState


class DanceResolution:
    __slots__ = ()

    # Influence Step
    def _reach_reveal(self, seat: int, h: int, server: bool = False) -> None:
        """Mesmerize (2 hexes) or Host (anywhere, the Server only) shows when it reaches beyond
        adjacency."""
        dist = F.distance(self.apos[seat], h)
        if dist <= 1:
            return
        if dist <= 2 and self.has(seat, F.MESMERIZE):
            self._reveal(seat, F.MESMERIZE)
        elif server:
            self._reveal(seat, F.HOST)

    def _do_influence(self, seat: int, d: int, domain: int, refs: tuple) -> "DanceState":
        self._reach_reveal(seat, self.dpos[d])
        if len(refs) > 1:
            self._reveal(seat, F.RESOURCEFUL)
        self._spend(seat, refs)
        number = F.RATING[self.avatars[seat]][domain] + F.PIPS[d][domain] + self.refs_pips(refs)
        first, placed = (self.ctx if self.phase == REGALE_STEP else (-1, False))
        self.attempt = Attempt(INF, d, domain, refs, number, first=first, first_placed=placed)
        self.phase, self.ctx = ROLL, None
        return self

    def refs_pips(self, refs: tuple) -> int:
        return sum(F.MARKER_PIPS[k] for k in refs)

    def _do_foil(self, seat: int, a: int, domain: int, refs: tuple) -> "DanceState":
        self._reach_reveal(seat, self.apos[self.seat_of_avatar(a)])
        if len(refs) > 1:
            self._reveal(seat, F.RESOURCEFUL)
        self._spend(seat, refs)
        number = F.RATING[self.avatars[seat]][domain] + F.RATING[a][domain] + self.refs_pips(refs)
        self.attempt = Attempt(FOIL, a, domain, refs, number)
        self.phase = ROLL
        return self

    def _do_server(self, seat: int) -> "DanceState":
        self._reach_reveal(seat, self.server, server=True)
        self.server = -1
        self._occ = None
        self.queue, self.after = ((seat, 2),), AFTER_TURN
        return self._next_draw()

    def _do_cutin(self, seat: int, kind: int, idx: int) -> "DanceState":
        here = self.apos[seat]
        if kind == 0:
            there = self.dpos[idx]
            self._set("dpos", idx, here)
        else:
            other = self.seat_of_avatar(idx)
            there = self.apos[other]
            self._set("apos", other, here)
        self._set("apos", seat, there)
        self._occ = None
        return self._end_turn()

    def _do_pass(self, seat: int) -> "DanceState":
        return self._end_turn()

    # the roll and what follows it
    def _rolled(self, die: int) -> "DanceState":
        att = self.attempt._replace(die=die)
        self.attempt = att
        seat = self.actor
        if sum(self.hands[seat]):
            reroll = self.has(seat, F.WILLPOWER) and not att.rerolled
            adjust = self.has(seat, F.TACTICIAN)
            if reroll or adjust:
                if reroll:
                    self._reveal(seat, F.WILLPOWER)
                if adjust:
                    self._reveal(seat, F.TACTICIAN)
                self.phase = AFTER_ROLL
                return self
        return self._resolve()

    def _do_reroll(self, seat: int, k: int) -> "DanceState":
        self._spend(seat, (k,))
        self.attempt = self.attempt._replace(rerolled=True)
        self.phase = ROLL
        return self

    def _do_adjust(self, seat: int, delta: int, k: int) -> "DanceState":
        self._spend(seat, (k,))
        self.attempt = self.attempt._replace(die=self.attempt.die + delta, adjusted=True)
        return self._resolve()

    def _do_accept(self, seat: int) -> "DanceState":
        return self._resolve()

    def roll_dominates(self, att: Attempt) -> bool:
        """Would this roll Dominate by itself (an unmodified 1, or 3 under the target with margin3)?"""
        if self.opts["dominate"] == DOMINATE_MARGIN3:
            return att.die <= att.number - 3
        return att.die == 1 and not att.adjusted

    def _resolve(self) -> "DanceState":
        att, seat = self.attempt, self.actor
        self.attempt = None
        success = att.die <= att.number
        by_roll = self.roll_dominates(att)
        if att.kind == FOIL:
            target = self.seat_of_avatar(att.target)
            if success:
                self._set("foiled", target, True)
                self._say(f"{self.who(target)} is Foiled")
            else:
                self._say(f"{self.who(target)} is not Foiled")
            return self._end_turn()
        d = att.target
        holder = self.dheld[d]
        if holder < 0:
            if success:
                dominated = by_roll
                if not dominated and self.has(seat, F.OVERWHELMING):
                    self._reveal(seat, F.OVERWHELMING)
                    dominated = True
                return self._place(seat, d, dominated, att)
            self._say(f"{F.DANCER_IDS[d]} resists")
        else:
            freed = by_roll if self.dom >> d & 1 else success
            if freed:
                self._release(d)
                self._say(f"{F.DANCER_IDS[d]} is freed from {self.who(holder)}")
            else:
                self._say(f"{F.DANCER_IDS[d]} stays with {self.who(holder)}")
        return self._after_attempt(seat, att)

    def _place(self, seat: int, d: int, dominated: bool, att: Attempt) -> "DanceState":
        held = self.held(seat)
        free = self.markers(seat) - len(held)
        if att.first >= 0 and att.first_placed and free <= 0:
            self.phase, self.ctx = KEEP_DANCER, (att.first, d, dominated)
            return self
        if free > 0:
            self._marked(seat, d, dominated)
        elif len(held) == 1:
            self._release(held[0])
            self._marked(seat, d, dominated)
        else:
            self.phase, self.ctx = DROP, (d, dominated, att.first < 0)
            return self
        return self._after_attempt(seat, att)

    def _marked(self, seat: int, d: int, dominated: bool) -> None:
        self._mark(seat, d, dominated)
        self._say(f"{F.DANCER_IDS[d]} is {'Dominated' if dominated else 'Influenced'} by {self.who(seat)}")

    def _do_drop(self, seat: int, dropped: int) -> "DanceState":
        d, dominated, was_first = self.ctx
        self.ctx = None
        self._release(dropped)
        self._marked(seat, d, dominated)
        if was_first:
            return self._after_attempt(seat, Attempt(INF, d, 0, NO_REFS, 0))
        return self._end_turn()

    def _do_keep_dancer(self, seat: int, kept: int) -> "DanceState":
        first, second, dominated = self.ctx
        self.ctx = None
        if kept == second:
            self._release(first)
            self._marked(seat, second, dominated)
        return self._end_turn()

    def _after_attempt(self, seat: int, att: Attempt) -> "DanceState":
        """Regale's optional second attempt after a first Influence-a-Dancer attempt, else the turn ends."""
        if att.kind == INF and att.first < 0 and self.has(seat, F.REGALE):
            if self._influence_options(seat, exclude=att.target):
                self._reveal(seat, F.REGALE)
                self.phase, self.ctx = REGALE_STEP, (att.target, self.dheld[att.target] == seat)
                return self
        return self._end_turn()

    # winning ---------------------------------------------------------------------------------------
    def _win(self, seat: int) -> "DanceState":
        self._say(f"{self.who(seat)} wins: her Plan {F.PLAN_IDS[self.plans[seat]]} is complete")
        if not self.opts["placings"]:
            returns = [0.0] * self.players
            returns[seat] = 1.0
            return self._finish(tuple(returns), f"{self.name(seat)} completes her Plan.")
        self.places = self.places + ((seat,),)
        self._set("in_play", seat, False)
        self._set("apos", seat, -1)
        for d in self.held(seat):
            self._release(d)
        self._set("foiled", seat, False)
        self._occ = None
        left = [s for s in range(self.players) if self.in_play[s]]
        if self.holder == seat and left:
            self.holder = min(left, key=lambda s: (self.table(s) - self.table(seat)) % 6)
        if len(left) <= 1:
            return self._finish(self._placing_returns(), f"{self.name(seat)} completes her Plan.")
        return self._end_turn()

    def turn_limit_ranking(self, seats) -> list:
        """Groups of seats, best first, by Plan symbols matched, then the number seated."""
        key = {s: (plan_matches(self.plans[s], self.seated[s]), len(self.seated[s])) for s in seats}
        groups: dict = {}
        for s in seats:
            groups.setdefault(key[s], []).append(s)
        return [tuple(groups[k]) for k in sorted(groups, reverse=True)]

    def _placing_returns(self) -> tuple:
        n = self.players
        remaining = [s for s in range(n) if self.in_play[s]]
        groups = list(self.places) + self.turn_limit_ranking(remaining)
        returns = [0.0] * n
        place = 1
        for group in groups:
            values = [(n - k) / (n - 1) for k in range(place, place + len(group))]
            for s in group:
                returns[s] = sum(values) / len(values)
            place += len(group)
        return tuple(returns)

    def _finish(self, returns: tuple, why: str) -> "DanceState":
        self.phase, self.actor, self.result = OVER, -1, (returns, why)
        self.attempt = self.ctx = None
        self.queue = ()
        return self

    def _finish_by_limit(self) -> "DanceState":
        why = f"The turn limit ({self.opts['turn_limit']} rounds) is reached."
        if self.opts["placings"]:
            return self._finish(self._placing_returns(), why)
        top = self.turn_limit_ranking(range(self.players))[0]
        returns = tuple(1.0 / len(top) if s in top else 0.0 for s in range(self.players))
        return self._finish(returns, why)

    # the Waltz Phase -----------------------------------------------------------------------------
    def _waltz(self) -> "DanceState":
        if self.server < 0:
            self.phase, self.actor = WALTZ_ROLL, -1
            return self
        return self._waltz_tempo()

    def _waltz_server(self, n: int) -> "DanceState":
        h = F.SERVER_HEXES[n - 1]
        if h not in self.occupied():
            self.server = h
            self._occ = None
        else:
            self._say("the Server stays in the kitchen")
        return self._waltz_tempo()

    def _waltz_tempo(self) -> "DanceState":
        self.tempo = self.tempo % 4 + 1
        if self.tempo == 4:
            self._say("Tempo 4: the Dancers rest; each family draws a Refreshment")
            self.queue = tuple((s, 1) for s in self.order if self.in_play[s])
            self.after = AFTER_WALTZ
            return self._next_draw()
        dheld = self.dheld
        blockers = {h for h in self.apos if h >= 0}
        if self.server >= 0:
            blockers.add(self.server)
        self.dpos = waltz.step(self.dpos, lambda d: dheld[d] < 0, blockers)
        self._occ = None
        self._say(f"Tempo {self.tempo}: the Dancers waltz")
        return self._waltz_end()

    def _waltz_end(self) -> "DanceState":
        self.queue = ()
        if self.round >= self.opts["turn_limit"]:
            return self._finish_by_limit()
        if self.opts["initiative"]:
            self.phase, self.actor = INITIATIVE, self.holder
            return self
        return self._next_round()

    def _do_initiative(self, seat: int, a: int) -> "DanceState":
        self.holder = self.seat_of_avatar(a)
        return self._next_round()

    def _next_round(self) -> "DanceState":
        self.round += 1
        return self._start_round()
