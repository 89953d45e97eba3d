"""The Dance's legal actions (a mixin of DanceState): what each phase offers its seat, in the page's
"Order of decisions" (see rules.py), and the reach, targets and options the table and the bot ask about.
Pure Python (no pygame)."""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.phases import (
    AFTER_ROLL, AVATAR, AVATAR_BIT, CHANCE_PHASES, DANCE, DISCARD, DROP, INFLUENCE, INITIATIVE, KEEP_DANCER,
    KEEP_PLAN, KEEP_POWER, MAX_SEATS, NO_REFS, OVER, REGALE_STEP, STRATEGIC_BIT, UNSEAT_BIT, plan_met,
)


class DanceChoices:
    __slots__ = ()

    # --- legal actions -----------------------------------------------------------------------------
    def legal_actions(self, player: int | None = None) -> list:
        if self.phase == OVER or self.phase in CHANCE_PHASES:
            return []
        if player is not None and player != self.actor:
            return []
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> list:
        phase, seat = self.phase, self.actor
        if phase == DANCE:
            return self._dance_actions(seat)
        if phase == INFLUENCE:
            return self._influence_actions(seat)
        if phase == REGALE_STEP:
            return self._influence_options(seat, exclude=self.ctx[0]) + [("pass",)]
        if phase == AFTER_ROLL:
            return self._after_roll_actions(seat)
        if phase == DISCARD:
            return [("discard", k) for k, n in enumerate(self.hands[seat]) if n]
        if phase == DROP:
            return [("drop", d) for d in F.BY_ID if self.dheld[d] == seat]
        if phase == KEEP_DANCER:
            first, second, _ = self.ctx
            return [("keep_dancer", d) for d in sorted((first, second), key=lambda d: F.DANCER_IDS[d])]
        if phase == KEEP_PLAN:
            return [("keep_plan", True), ("keep_plan", False)]
        if phase == KEEP_POWER:
            return [("keep_power", p) for p in self.power_pair[seat]]
        if phase == AVATAR:
            return [("avatar", a) for a in F.AVATARS_BY_ID if a not in self.avatars]
        if phase == INITIATIVE:
            return [("initiative", a) for a in F.AVATARS_BY_ID
                    if (t := self.seat_of_avatar(a)) >= 0 and t != seat and self.in_play[t]]
        return []

    def avatar_destinations(self, seat: int) -> dict[int, int]:
        """Where `seat`'s Avatar can end a move this step, with the hexes each needs (Ankh included)."""
        base, extra = self.movement(seat)
        closed = self.closed_for(seat)
        occ = self.occupied()
        if self.has(seat, F.SHADOW):
            found = F.reach(self.apos[seat], base + extra, closed)
            return {h: n for h, n in found.items() if h not in occ}
        return F.reach(self.apos[seat], base + extra, occ | closed)

    def lead_destinations(self, seat: int, d: int) -> dict[int, int]:
        return F.reach(self.dpos[d], 2, self.occupied() | self.closed_for(seat))

    def can_seat(self, seat: int, d: int) -> bool:
        """An empty seat, or the sixth seat for the Dancer that completes the Plan."""
        if len(self.seated[seat]) < MAX_SEATS:
            return True
        plan = self.plans[seat]
        return plan >= 0 and plan_met(plan, self.seated[seat] + (d,))

    def seat_route(self, seat: int, d: int):
        """How Dancer d can be seated this step: -1 from the entry hex, the entry hex's index from a
        neighbour of it, or None."""
        entry = self.entry(seat)
        h = self.dpos[d]
        if not self.can_seat(seat, d):
            return None
        if h == entry:
            return -1
        if entry in F.NEIGHBOURS[h] and entry not in self.occupied():
            return entry
        return None

    def _dance_actions(self, seat: int) -> list:
        out = []
        moved = self.moved
        if not moved & AVATAR_BIT:
            base, _ = self.movement(seat)
            for h, n in sorted(self.avatar_destinations(seat).items()):
                out.append(("move", h, n > base))
        held = [d for d in F.BY_ID if self.dheld[d] == seat]
        free_to_lead = [d for d in held if not moved >> d & 1]
        for d in free_to_lead:
            for h in sorted(self.lead_destinations(seat, d)):
                out.append(("lead", d, h))
        for d in free_to_lead:
            route = self.seat_route(seat, d)
            if route is not None:
                out.append(("seat", d, route))
        if not moved & UNSEAT_BIT and self.entry(seat) not in self.occupied():
            for d in sorted(self.seated[seat], key=lambda d: F.DANCER_IDS[d]):
                if not moved >> d & 1:
                    out.append(("unseat", d))
        for d in held:
            out.append(("release", d))
        if self.has(seat, F.DISCIPLINE) and not self.bonus[seat]:
            hand = self.hands[seat]
            kinds = [k for k, n in enumerate(hand) if n]
            for i, a in enumerate(kinds):
                for b in kinds[i:]:
                    if a != b or hand[a] >= 2:
                        out.append(("discipline", (a, b)))
        if (self.has(seat, F.STRATEGIC) and self.tempo == 4 and not moved & STRATEGIC_BIT
                and self.plan_pile):
            out.append(("strategic",))
        out.append(("done",))
        return out

    def refreshment_options(self, seat: int, domain: int, base: int) -> list:
        """The Refreshments `seat` may play on a roll in `domain` whose pips before them are `base`:
        none (if the target is already at least 1), one that adds pips in the Domain, or two with
        Resourceful."""
        hand = self.hands[seat]
        anyd = self.opts["refresh_any_domain"]
        kinds = [k for k, n in enumerate(hand)
                 if n and F.MARKER_PIPS[k] > 0 and (anyd or F.MARKER_DOMAIN[k] == domain)]
        out = [NO_REFS] if base >= 1 else []
        out.extend((k,) for k in kinds)
        if self.has(seat, F.RESOURCEFUL):
            for i, a in enumerate(kinds):
                for b in kinds[i:]:
                    if a != b or hand[a] >= 2:
                        out.append((a, b))
        return out

    def influence_targets(self, seat: int, exclude: int = -1) -> list:
        """Dancers `seat` may try to Influence now, by id."""
        reach = self.reach_of(seat)
        contest = self.opts["contest_dominated"]
        out = []
        for d in F.BY_ID:
            h = self.dpos[d]
            if h < 0 or h not in reach or d == exclude:
                continue
            holder = self.dheld[d]
            if holder == seat or (holder >= 0 and self.dom >> d & 1 and not contest):
                continue
            out.append(d)
        return out

    def _influence_options(self, seat: int, exclude: int = -1) -> list:
        out = []
        rating = F.RATING[self.avatars[seat]]
        for d in self.influence_targets(seat, exclude):
            pips = F.PIPS[d]
            for dom in range(4):
                if pips[dom] is None:
                    continue
                base = rating[dom] + pips[dom]
                for refs in self.refreshment_options(seat, dom, base):
                    out.append(("influence", d, dom, refs))
        return out

    def foil_targets(self, seat: int) -> list:
        """Avatars (indices, by id) `seat` may try to Foil now."""
        reach = self.reach_of(seat)
        out = []
        for a in F.AVATARS_BY_ID:
            t = self.seat_of_avatar(a)
            if t < 0 or t == seat or not self.in_play[t] or self.foiled[t] or self.apos[t] not in reach:
                continue
            out.append(a)
        return out

    def server_in_reach(self, seat: int) -> bool:
        if self.server < 0:
            return False
        return self.has(seat, F.HOST) or self.server in self.reach_of(seat)

    def cutin_targets(self, seat: int) -> list:
        """('dancer', d) / ('avatar', a) adjacent pieces she may swap with, by id."""
        here = self.apos[seat]
        closed = self.closed_for(seat)
        here_table = F.TABLE_OF_HEX[here]
        found = []
        for h in F.NEIGHBOURS[here]:
            if h in closed:
                continue  # she would end on a closed entry hex
            piece = self.piece_at(h)
            if piece is None or piece[0] == "server":
                continue
            kind, idx = piece
            if kind == "dancer":
                if here_table:
                    holder = self.dheld[idx]
                    if holder < 0 or self.table(holder) != here_table:
                        continue
                found.append((F.DANCER_IDS[idx], 0, idx))
            else:
                if here_table and self.table(idx) != here_table:
                    continue
                found.append((F.AVATAR_IDS[self.avatars[idx]], 1, self.avatars[idx]))
        found.sort()
        return [("cutin", kind, idx) for _, kind, idx in found]

    def _influence_actions(self, seat: int) -> list:
        out = self._influence_options(seat)
        rating = F.RATING[self.avatars[seat]]
        for a in self.foil_targets(seat):
            other = F.RATING[a]
            for dom in range(4):
                for refs in self.refreshment_options(seat, dom, rating[dom] + other[dom]):
                    out.append(("foil", a, dom, refs))
        if self.server_in_reach(seat):
            out.append(("server",))
        out.extend(self.cutin_targets(seat))
        out.append(("pass",))
        return out

    def _after_roll_actions(self, seat: int) -> list:
        att = self.attempt
        kinds = [k for k, n in enumerate(self.hands[seat]) if n]
        out = []
        if self.has(seat, F.WILLPOWER) and not att.rerolled and not att.adjusted:
            out.extend(("reroll", k) for k in kinds)
        if self.has(seat, F.TACTICIAN) and not att.adjusted:
            if att.die > 1:
                out.extend(("adjust", -1, k) for k in kinds)
            if att.die < 6:
                out.extend(("adjust", 1, k) for k in kinds)
        out.append(("accept",))
        return out
