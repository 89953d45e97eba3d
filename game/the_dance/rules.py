"""The Dance's rules (shared/rules/the_dance.md): six vampire families court 24 Dancers waltzing round
a ballroom of hexes; seat the Dancers your secret Plan asks for at your Sanctuary table to win.

Pure Python: never imports pygame. Implements the page through game.core. This module keeps the state,
setup, the Dance Step and the applying of actions; beside it: the phases and small helpers
(game.the_dance.phases), the legal actions (choices), how attempts, the end and the Waltz resolve
(resolution), the notation (notation), the views (observation, determinize, words for the log, what the
bot and the table ask: views) and the unaligned Dancers' step (waltz).

Actions are small tuples of integers (hex, Dancer, Avatar, marker, Plan and Power indices of
game.the_dance.floor); their text is the page's notation. Chance outcomes: ("avatar"...) no;
("powers", (p, q)), ("draw", (k, ...)), ("plan", p), ("dancers", (d x 24)), ("roll", n).

Order of `legal_actions` (the page's "Order of decisions", with our readings where it is open):
- Dance Step: move (by destination label, `+Ankh` only where the extra hex is needed), lead (by Dancer
  id, then destination label), seat (`lead julia E13,seat` / `lead julia seat`, by Dancer id), unseat
  (by Dancer id), release (by Dancer id), discipline (pairs of marker kinds in the page's marker
  order), strategic, done.
- Influence Step: influence (by Dancer id, then Domain in the page's order ext cor sub con, then the
  Refreshments: none, then one marker, then two with Resourceful, each in marker order), foil (by
  Avatar id, then Domain, then Refreshments), server, cutin (by the id of the piece, Dancers and
  Avatars together), pass. Regale's second attempt: influence ... then pass.
- After a roll: reroll (marker order), adjust -1 (marker order), adjust +1 (marker order), accept.
- Others: avatar / initiative by Avatar id, keep <Power> in Power order, keep new / keep old,
  drop / keep <dancer> by Dancer id, discard in marker order.
"""
from __future__ import annotations

import random

from game.core.api import CHANCE, Game, GameInfo, IllegalAction, OptionSpec, SlottedState
from game.the_dance import floor as F
from game.the_dance.choices import DanceChoices
from game.the_dance.resolution import DanceResolution

VERSION = 1

from game.the_dance.phases import (
    AFTER_TURN, AVATAR, AVATAR_BIT, CHANCE_PHASES, DANCE, DANCERS, DISCARD, DOMINATE_MARGIN3,
    DOMINATE_NATURAL1, DRAW, INFLUENCE, KEEP_PLAN, KEEP_POWER, OVER, PLAN_DRAW, POWERS, ROLL, SERVER_ROLL,
    SETUP_DRAW, SETUP_PLAN, STRATEGIC_BIT, TURN_LIMITS, UNSEAT_BIT, WALTZ_ROLL, ZERO, add, add_all, cons_list,
    expand, merge, plan_matches, plan_met, sub_all, sub_floor,
)


class DanceState(DanceChoices, DanceResolution, SlottedState):
    # players, opts: the table; phase/actor: who decides what; step: place in a setup order
    # avatars[s]: Avatar index or -1; powers[s]: kept Power indices; revealed[s]: bitmask of public Powers
    # plans[s]: Plan index or -1; hands[s], pile, disc_up (spent, face up), disc_down[s] (hand-limit
    #   discards face down): counts per marker kind; pile_known[s]: kinds s knows lie in the pile
    # plan_pile: Plan indices in the pile; plan_known[s]/power_known[s]: what s returned and knows is there
    # power_pair[s]: the two Powers s drew at setup (private)
    # apos[s]: Avatar hex or -1; dpos[d]: Dancer hex or -1 (seated); dheld[d]: seat holding it on the
    #   floor or -1; dom: bitmask of Dominated Dancers; seated[s]: Dancers in seating order
    # server: hex or -1 (kitchen); tempo 1-4; round; order: this round's turn order; turn: index in it
    # moved: this Dance Step's pieces that moved (Dancer bits, AVATAR_BIT) and flags; attempt; ctx: the
    #   pending choice's data; queue/after: draws to make and what follows; holder: Initiative (seat 0
    #   without the option); in_play/places: placings; foiled, bonus (Discipline's marker); result; log
    __slots__ = (
        "players", "opts", "phase", "actor", "step", "avatars", "powers", "revealed", "plans", "hands", "pile",
        "disc_up", "disc_down", "pile_known", "plan_pile", "plan_known", "power_known", "power_pair", "apos",
        "dpos", "dheld", "dom", "seated", "server", "tempo", "round", "order", "turn", "moved", "attempt", "ctx",
        "queue", "after", "holder", "in_play", "places", "foiled", "bonus", "result", "log",
        "_legal", "_legal_set", "_occ", "_board",
    )

    game: "DanceGame"

    # --- small facts ---------------------------------------------------------------------------------
    def _copy(self) -> "DanceState":
        s = DanceState.__new__(DanceState)
        for name in DanceState._fields():
            setattr(s, name, getattr(self, name))
        s._legal = s._legal_set = s._occ = s._board = None
        return s

    def name(self, seat: int) -> str:
        """A family's name in messages: its Avatar's name, or 'Player N' before the choice."""
        if 0 <= seat < self.players and self.avatars[seat] >= 0:
            return F.AVATAR_NAMES[self.avatars[seat]]
        return f"Player {seat + 1}"

    def who(self, seat: int) -> str:
        """A family in the log: its Avatar id, or 'Player N' before the choice."""
        if 0 <= seat < self.players and self.avatars[seat] >= 0:
            return F.AVATAR_IDS[self.avatars[seat]]
        return f"Player {seat + 1}"

    def has(self, seat: int, power: int) -> bool:
        return power in self.powers[seat]

    def limit(self, seat: int) -> int:
        return F.RICH_LIMIT if F.OLD_WEALTH in self.powers[seat] else F.HAND_LIMIT

    def markers(self, seat: int) -> int:
        return 2 if self.bonus[seat] else 1

    def held(self, seat: int) -> list:
        """Dancers `seat` holds on the floor (Influenced or Dominated), in table order."""
        return [d for d, h in enumerate(self.dheld) if h == seat]

    def seat_of_avatar(self, avatar: int) -> int:
        try:
            return self.avatars.index(avatar)
        except ValueError:
            return -1

    def entry(self, seat: int) -> int:
        return F.AVATAR_ENTRY[self.avatars[seat]]

    def table(self, seat: int) -> int:
        return F.AVATAR_TABLE[self.avatars[seat]]

    def closed_for(self, seat: int) -> frozenset:
        """Entry hexes closed to `seat`'s pieces: every one but her own."""
        return F.ENTRY_SET - {self.entry(seat)}

    def occupied(self) -> frozenset:
        occ = self._occ
        if occ is None:
            occ = {h for h in self.apos if h >= 0}
            occ.update(h for h in self.dpos if h >= 0)
            if self.server >= 0:
                occ.add(self.server)
            occ = self._occ = frozenset(occ)
        return occ

    def dancer_board(self) -> dict:
        """{hex: Dancer} for the Dancers on the floor (cached: a state never changes once made)."""
        board = self._board
        if board is None:
            board = self._board = {h: d for d, h in enumerate(self.dpos) if h >= 0}
        return board

    def piece_at(self, hex_index: int):
        """('avatar', seat), ('dancer', d), ('server', 0) or None."""
        for s, h in enumerate(self.apos):
            if h == hex_index:
                return ("avatar", s)
        d = self.dancer_board().get(hex_index)
        if d is not None:
            return ("dancer", d)
        if self.server == hex_index:
            return ("server", 0)
        return None

    def is_dominated(self, d: int) -> bool:
        return bool(self.dom >> d & 1)

    def current(self) -> int:
        """The seat whose turn it is (-1 outside the Player Phase)."""
        if self.order and self.turn < len(self.order):
            return self.order[self.turn]
        return -1

    def setup_order(self) -> tuple:
        """Powers, Refreshments and Plans go in turn order (by seat number with New Blood)."""
        if self.opts["new_blood"]:
            return tuple(range(self.players))
        return self.round_order(0)

    def round_order(self, first: int) -> tuple:
        """Seats in play from `first` counter-clockwise round the room: by table number, wrapping."""
        base = self.table(first)
        seats = [s for s in range(self.players) if self.in_play[s]]
        return tuple(sorted(seats, key=lambda s: (self.table(s) - base) % 6))

    def reach_of(self, seat: int) -> frozenset:
        """Hexes `seat`'s Influence, Foil and Server reach (2 with Mesmerize, over anything)."""
        h = self.apos[seat]
        if self.has(seat, F.MESMERIZE):
            return F.NEAR2[h]
        return frozenset(F.NEIGHBOURS[h])

    def movement(self, seat: int) -> tuple[int, int]:
        """(Movement, extra hexes an Ankh could add this step)."""
        if self.has(seat, F.ATHLETIC):
            return 3, 0
        base = F.AVATAR_MOVEMENT[self.avatars[seat]]
        return base, (1 if self.hands[seat][F.ANKH] else 0)

    # --- whose move --------------------------------------------------------------------------------
    def to_move(self) -> frozenset:
        if self.phase == OVER:
            return frozenset()
        if self.phase in CHANCE_PHASES:
            return frozenset((CHANCE,))
        return frozenset((self.actor,))

    def is_over(self) -> bool:
        return self.phase == OVER

    def resolve_player(self, player: int | None) -> int:
        movers = self.to_move()
        if not movers:
            raise IllegalAction("The game is over.")
        if player is None:
            return next(iter(movers))
        if player not in movers:
            if player == CHANCE:
                raise IllegalAction("No chance event is pending.")
            if CHANCE in movers:
                raise IllegalAction("A chance event must happen first.")
            raise IllegalAction(f"It is {self.name(self.actor)}'s turn to choose.")
        return player

    # --- chance --------------------------------------------------------------------------------------
    def power_pool(self) -> list:
        kept = {p for ps in self.powers for p in ps}
        return [p for p in range(len(F.POWER_IDS)) if p not in kept]

    def draw_count(self) -> int:
        """How many markers the pending draw takes (fewer when the piles run dry)."""
        if self.phase == SETUP_DRAW:
            seat = self.actor
            want = F.RICH_LIMIT if self.has(seat, F.OLD_WEALTH) else F.HAND_LIMIT
        else:
            want = self.queue[0][1]
        avail = sum(self.pile) + sum(self.disc_up) + sum(sum(c) for c in self.disc_down)
        return min(want, avail)

    def sample_chance(self, rng: random.Random):
        phase = self.phase
        if phase in (ROLL, SERVER_ROLL, WALTZ_ROLL):
            return ("roll", rng.randint(1, 6))
        if phase == POWERS:
            return ("powers", tuple(sorted(rng.sample(self.power_pool(), 2))))
        if phase in (SETUP_DRAW, DRAW):
            k = self.draw_count()
            pile = expand(self.pile)
            if k <= len(pile):
                drawn = rng.sample(pile, k)
            else:
                rest = expand(merge(self.disc_up, self._all_down()))
                drawn = pile + rng.sample(rest, k - len(pile))
            return ("draw", tuple(sorted(drawn)))
        if phase in (SETUP_PLAN, PLAN_DRAW):
            return ("plan", rng.choice(sorted(self.plan_pile)))
        if phase == DANCERS:
            order = list(range(F.NUM_DANCERS))
            rng.shuffle(order)
            return ("dancers", tuple(order))
        raise IllegalAction("No chance event is pending.")

    def _all_down(self) -> tuple:
        total = ZERO
        for c in self.disc_down:
            total = merge(total, c)
        return total

    # --- applying ------------------------------------------------------------------------------------
    def apply(self, action, player: int | None = None) -> "DanceState":
        seat = self.resolve_player(player)
        if isinstance(action, list):
            action = tuple(action)
        if seat == CHANCE:
            return self._apply_chance(action)
        if self._legal is None:
            self._legal = self._generate()
        if self._legal_set is None:
            self._legal_set = frozenset(self._legal)
        if action not in self._legal_set:
            from game.the_dance.notation import why_illegal
            raise IllegalAction(why_illegal(self, action, seat))
        s = self._copy()
        s._say(f"{self.who(seat)}: {self.action_to_str(action)}" if self._public(action) else
               f"{self.who(seat)}: {self._secret_words(action)}")
        return getattr(s, "_do_" + action[0])(seat, *action[1:])

    def _public(self, action) -> bool:
        return action[0] not in ("keep_power", "discard")

    def _secret_words(self, action) -> str:
        return "keeps a Power" if action[0] == "keep_power" else "discards a Refreshment face down"

    def _say(self, line: str) -> None:
        self.log = (self.log, line)

    def _reveal(self, seat: int, power: int) -> None:
        if not self.revealed[seat] >> power & 1:
            revealed = list(self.revealed)
            revealed[seat] |= 1 << power
            self.revealed = tuple(revealed)
            self._say(f"{self.who(seat)} reveals {F.POWER_NAMES[power]}")

    def _set(self, field: str, index: int, value) -> None:
        items = list(getattr(self, field))
        items[index] = value
        setattr(self, field, tuple(items))

    # chance outcomes ---------------------------------------------------------------------------------
    def _apply_chance(self, action) -> "DanceState":
        if not (isinstance(action, tuple) and len(action) == 2):
            raise IllegalAction("That is not a chance outcome.")
        kind, value = action
        phase = self.phase
        s = self._copy()
        if phase in (ROLL, SERVER_ROLL, WALTZ_ROLL):
            if kind != "roll" or value not in (1, 2, 3, 4, 5, 6):
                raise IllegalAction("A die roll is a number from 1 to 6.")
            s._say(f"roll {value}")
            if phase == ROLL:
                return s._rolled(value)
            if phase == SERVER_ROLL:
                return s._server_placed(value)
            return s._waltz_server(value)
        if phase == POWERS:
            pool = self.power_pool()
            if (kind != "powers" or not isinstance(value, tuple) or len(value) != 2 or value[0] == value[1]
                    or any(p not in pool for p in value)):
                names = ", ".join(F.POWER_IDS[p] for p in pool)
                raise IllegalAction(f"Draw two different Powers from the pool ({names}).")
            return s._powers_drawn(tuple(sorted(value)))
        if phase in (SETUP_DRAW, DRAW):
            if kind != "draw" or not isinstance(value, tuple):
                raise IllegalAction("A draw names the Refreshments drawn.")
            return s._drawn(tuple(sorted(value)))
        if phase in (SETUP_PLAN, PLAN_DRAW):
            if kind != "plan" or value not in self.plan_pile:
                left = " ".join(F.PLAN_IDS[p] for p in sorted(self.plan_pile))
                raise IllegalAction(f"That Plan is not in the pile (it holds {left}).")
            return s._plan_drawn(value)
        if phase == DANCERS:
            if kind != "dancers" or not isinstance(value, tuple) or sorted(value) != list(range(F.NUM_DANCERS)):
                raise IllegalAction("The Dancers' placing names all 24 Dancers once, in white-circle order.")
            return s._dancers_placed(value)
        raise IllegalAction("No chance event is pending.")

    # setup -----------------------------------------------------------------------------------------
    def _do_avatar(self, seat: int, a: int) -> "DanceState":
        self._set("avatars", seat, a)
        self._set("apos", seat, F.AVATAR_ENTRY[a])
        self._occ = None
        if seat > 0:
            self.actor = seat - 1
            return self
        if self.opts["new_blood"]:
            self.phase = DANCERS
            return self
        return self._setup_next(POWERS, 0)

    def _setup_next(self, phase: str, step: int) -> "DanceState":
        """Go to step `step` of a setup phase done seat by seat in setup order, or to the next phase."""
        order = self.setup_order()
        if step < len(order):
            self.phase, self.step, self.actor = phase, step, order[step]
            return self
        if phase == POWERS:
            return self._setup_next(SETUP_DRAW, 0)
        if phase == SETUP_DRAW:
            return self._setup_next(SETUP_PLAN, 0)
        self.step = 0
        if self.opts["new_blood"]:
            self.phase, self.actor = AVATAR, self.players - 1
        else:
            self.phase = DANCERS
        return self

    def _powers_drawn(self, pair: tuple) -> "DanceState":
        seat = self.actor
        self._say(f"{self.who(seat)} draws two Powers")
        self.power_known = tuple(k if t == seat else () for t, k in enumerate(self.power_known))
        self._set("power_pair", seat, pair)
        if self.opts["super_villains"]:
            self._set("powers", seat, pair)
            if F.OLD_WEALTH in pair:
                self._reveal(seat, F.OLD_WEALTH)
            return self._setup_next(POWERS, self.step + 1)
        self.phase = KEEP_POWER
        return self

    def _do_keep_power(self, seat: int, p: int) -> "DanceState":
        other = next(q for q in self.power_pair[seat] if q != p)
        self._set("powers", seat, (p,))
        self._set("power_known", seat, (other,))
        if p == F.OLD_WEALTH:  # her six markers show it to everyone
            self._reveal(seat, p)
        return self._setup_next(POWERS, self.step + 1)

    def _plan_drawn(self, plan: int) -> "DanceState":
        seat = self.actor
        self.plan_pile = tuple(p for p in self.plan_pile if p != plan)
        # The drawer knows which Plan left the pile; the others only know that one did, so what they
        # knew of the pile is spoilt.
        self.plan_known = tuple(tuple(p for p in k if p != plan) if t == seat else ()
                                for t, k in enumerate(self.plan_known))
        self._say(f"{self.who(seat)} draws a Plan")
        if self.phase == SETUP_PLAN:
            self._set("plans", seat, plan)
            return self._setup_next(SETUP_PLAN, self.step + 1)
        self.phase, self.ctx = KEEP_PLAN, (plan,)
        return self

    def _dancers_placed(self, order: tuple) -> "DanceState":
        dpos = [-1] * F.NUM_DANCERS
        for circle, d in zip(F.WHITE_CIRCLES, order):
            dpos[d] = circle
        self.dpos = tuple(dpos)
        self._occ = None
        self.phase = SERVER_ROLL
        return self

    def _server_placed(self, n: int) -> "DanceState":
        self.server = F.SERVER_HEXES[n - 1]  # never occupied at setup (see the page)
        self._occ = None
        self.tempo, self.round, self.holder = 1, 1, 0
        return self._start_round()

    # draws and discards ----------------------------------------------------------------------------
    def _drawn(self, drawn: tuple) -> "DanceState":
        setup = self.phase == SETUP_DRAW
        seat = self.actor if setup else self.queue[0][0]
        want = self.draw_count()
        if len(drawn) != want or any(not isinstance(k, int) or not 0 <= k < F.NUM_KINDS for k in drawn):
            raise IllegalAction(f"{self.name(seat)} draws {want} Refreshment{'s' if want != 1 else ''}.")
        pile = list(self.pile)
        from_pile = []
        rest = []
        for k in drawn:
            if pile[k] > 0:
                pile[k] -= 1
                from_pile.append(k)
            else:
                rest.append(k)
        if rest:
            if sum(pile) > 0:
                raise IllegalAction("Those markers are not all in the pile.")
            # the pile ran dry: the discard pile becomes the new pile, and each seat knows what of it
            # was face up or its own
            fresh = merge(self.disc_up, self._all_down())
            self.pile_known = tuple(merge(self.disc_up, down) for down in self.disc_down)
            self.disc_up, self.disc_down = ZERO, (ZERO,) * self.players
            pile = list(fresh)
            for k in rest:
                if pile[k] <= 0:
                    raise IllegalAction("Those markers are not all in the pile.")
                pile[k] -= 1
            self._say("the discard pile becomes the new pile")
            fresh_draws = rest
        else:
            fresh_draws = from_pile
        self.pile = tuple(pile)
        if fresh_draws:
            self.pile_known = tuple(sub_floor(k, fresh_draws) if t == seat else ZERO
                                    for t, k in enumerate(self.pile_known))
        self._set("hands", seat, add_all(self.hands[seat], drawn))
        self._say(f"{self.who(seat)} draws {len(drawn)} Refreshment{'s' if len(drawn) != 1 else ''}")
        if setup:
            return self._setup_next(SETUP_DRAW, self.step + 1)
        if sum(self.hands[seat]) > self.limit(seat):
            self.phase, self.actor = DISCARD, seat
            return self
        self.queue = self.queue[1:]
        return self._next_draw()

    def _do_discard(self, seat: int, k: int) -> "DanceState":
        self._set("hands", seat, sub_all(self.hands[seat], (k,)))
        self._set("disc_down", seat, add(self.disc_down[seat], k))
        if sum(self.hands[seat]) > self.limit(seat):
            return self
        self.queue = self.queue[1:]
        return self._next_draw()

    def _next_draw(self) -> "DanceState":
        while self.queue:
            seat = self.queue[0][0]
            self.phase, self.actor = DRAW, seat
            if self.draw_count() > 0:
                return self
            self.queue = self.queue[1:]
        if self.after == AFTER_TURN:
            return self._end_turn()
        return self._waltz_end()

    def _spend(self, seat: int, kinds) -> None:
        """Markers played or paid: out of the hand, face up onto the discard pile."""
        self._set("hands", seat, sub_all(self.hands[seat], kinds))
        self.disc_up = add_all(self.disc_up, kinds)

    # the Player Phase ------------------------------------------------------------------------------
    def _start_round(self) -> "DanceState":
        self.order = self.round_order(self.holder)
        self.turn = 0
        return self._start_turn()

    def _start_turn(self) -> "DanceState":
        seat = self.order[self.turn]
        self.phase, self.actor, self.moved, self.attempt, self.ctx = DANCE, seat, 0, None, None
        return self

    def _end_turn(self) -> "DanceState":
        self.attempt = self.ctx = None
        self.turn += 1
        while self.turn < len(self.order) and not self.in_play[self.order[self.turn]]:
            self.turn += 1
        if self.turn < len(self.order):
            return self._start_turn()
        return self._waltz()

    # Dance Step
    def _do_move(self, seat: int, h: int, ankh: bool) -> "DanceState":
        base, _ = self.movement(seat)
        budget = base + (1 if ankh else 0)
        start = self.apos[seat]
        closed = self.closed_for(seat)
        occ = self.occupied()
        # She walks a way that passes no piece whenever one is in reach, so Shadow shows only when
        # it is needed; Athletic shows when the walk takes a third hex.
        plain = F.reach(start, budget, occ | closed)
        if h in plain:
            steps = plain[h]
        else:
            steps = F.reach(start, budget, closed)[h]
            self._reveal(seat, F.SHADOW)
        if steps > 2 and self.has(seat, F.ATHLETIC):
            self._reveal(seat, F.ATHLETIC)
        if ankh:
            self._spend(seat, (F.ANKH,))
        self._set("apos", seat, h)
        self._occ = None
        self.moved |= AVATAR_BIT
        return self

    def _do_lead(self, seat: int, d: int, h: int) -> "DanceState":
        self._set("dpos", d, h)
        self._occ = None
        self.moved |= 1 << d
        return self

    def _do_seat(self, seat: int, d: int, via: int) -> "DanceState":
        self._set("dpos", d, -1)
        self._set("dheld", d, -1)
        self.dom &= ~(1 << d)
        self._occ = None
        self._set("seated", seat, self.seated[seat] + (d,))
        self.moved |= 1 << d
        if self.bonus[seat]:  # Discipline's marker goes back to the pool at the next seating
            self._set("bonus", seat, False)
        plan = self.plans[seat]
        if plan >= 0 and plan_met(plan, self.seated[seat]):
            return self._win(seat)
        return self

    def _do_unseat(self, seat: int, d: int) -> "DanceState":
        self._set("seated", seat, tuple(x for x in self.seated[seat] if x != d))
        self._set("dpos", d, self.entry(seat))
        self._occ = None
        self.moved |= (1 << d) | UNSEAT_BIT
        return self

    def _do_release(self, seat: int, d: int) -> "DanceState":
        self._release(d)
        return self

    def _release(self, d: int) -> None:
        self._set("dheld", d, -1)
        self.dom &= ~(1 << d)

    def _mark(self, seat: int, d: int, dominated: bool) -> None:
        self._set("dheld", d, seat)
        if dominated:
            self.dom |= 1 << d
        else:
            self.dom &= ~(1 << d)

    def _do_discipline(self, seat: int, pair: tuple) -> "DanceState":
        self._reveal(seat, F.DISCIPLINE)
        self._spend(seat, pair)
        self._set("bonus", seat, True)
        return self

    def _do_strategic(self, seat: int) -> "DanceState":
        self._reveal(seat, F.STRATEGIC)
        self.moved |= STRATEGIC_BIT
        self.phase = PLAN_DRAW
        return self

    def _do_keep_plan(self, seat: int, new: bool) -> "DanceState":
        drawn = self.ctx[0]
        old = self.plans[seat]
        kept, back = (drawn, old) if new else (old, drawn)
        self._set("plans", seat, kept)
        self.plan_pile = tuple(sorted(self.plan_pile + (back,)))
        if new and self.opts["plans"] == "open":
            # Open Plans: everyone saw the old Plan, so everyone knows it is back in the pile.
            self.plan_known = tuple(tuple(sorted(set(k) | {back})) for k in self.plan_known)
        else:
            self._set("plan_known", seat, tuple(sorted(self.plan_known[seat] + (back,))))
        self.phase, self.ctx = DANCE, None
        if plan_met(kept, self.seated[seat]):
            return self._win(seat)
        return self

    def _do_done(self, seat: int) -> "DanceState":
        if self.foiled[seat]:  # a Foiled Avatar loses this Influence Step
            self._set("foiled", seat, False)
            self._say(f"{self.who(seat)}: recover")
            return self._end_turn()
        self.phase = INFLUENCE
        return self

    # --- the end -----------------------------------------------------------------------------------
    def returns(self) -> tuple:
        return self.result[0] if self.result else tuple(0.0 for _ in range(self.players))

    def end_reason(self) -> str:
        return self.result[1] if self.result else ""

    def scores(self) -> tuple:
        return tuple(float(plan_matches(self.plans[s], self.seated[s])) if self.plans[s] >= 0 else 0.0
                     for s in range(self.players))

    # --- views, notation, serialisation (in their own modules) --------------------------------------
    def observation(self, player: int | None) -> dict:
        from game.the_dance.views import observation
        return observation(self, player)

    def determinize(self, player: int, rng: random.Random) -> "DanceState":
        from game.the_dance.views import determinize
        return determinize(self, player, rng)

    def action_to_str(self, action) -> str:
        from game.the_dance.notation import action_text
        return action_text(action)

    def parse_action(self, text: str):
        from game.the_dance.notation import parse
        return parse(self, text)

    def to_json(self) -> dict:
        from game.the_dance.notation import state_to_json
        return state_to_json(self)

    def public_log(self) -> list:
        return cons_list(self.log)

    def __repr__(self) -> str:
        return f"<The Dance round {self.round} {self.phase} actor {self.actor}>"


def _turn_limit_choices() -> tuple:
    return tuple((n, f"{n} rounds") for n in TURN_LIMITS)


OPTIONS = (
    OptionSpec("plans", "Plans", (("secret", "Secret (Subtlety)"), ("open", "Open (Arrogance)")), "secret",
               "Secret: each Plan stays hidden until someone wins. Open: every Plan is shown from the start."),
    OptionSpec("new_blood", "New Blood", ((False, "Off"), (True, "On")), False,
               "Choose the Avatars only after the Powers, Refreshments and Plans are drawn."),
    OptionSpec("initiative", "Initiative", ((False, "Off"), (True, "On")), False,
               "The Initiative holder starts each round and hands the marker on after every Waltz."),
    OptionSpec("super_villains", "Super Villains", ((False, "Off"), (True, "On")), False,
               "Every family keeps both Powers it draws and may use both."),
    OptionSpec("dominate", "Domination", ((DOMINATE_NATURAL1, "On a natural 1"),
                                          (DOMINATE_MARGIN3, "3 under the target")), DOMINATE_NATURAL1,
               "When a success Dominates: on an unmodified 1, or when the roll is 3 or more under the target."),
    OptionSpec("contest_dominated", "Contest Dominated", ((False, "Off"), (True, "On")), False,
               "Allow attempts on a rival's Dominated Dancer; only a roll that would Dominate frees it."),
    OptionSpec("refresh_any_domain", "Refreshments in any Domain", ((False, "Off"), (True, "On")), False,
               "A Refreshment adds its pips whatever Domain the roll is in."),
    OptionSpec("turn_limit", "Turn limit", _turn_limit_choices(), 60,
               "After this many rounds the game ends and the most Plan symbols seated wins."),
    OptionSpec("placings", "Placings", ((False, "Off"), (True, "On")), False,
               "After a win the others play on for second place and below."),
)


class DanceGame(Game):
    info = GameInfo(
        id="the_dance",
        title="The Dance",
        min_players=2,
        max_players=6,
        chance=True,
        hidden_info=True,
        simultaneous=False,
        version=VERSION,
        tagline="Vampire families court the waltzing guests: seat the ones your secret Plan needs.",
        seat_names=tuple(f"Player {i + 1}" for i in range(6)),
        options=OPTIONS,
        bot_module="game.the_dance.bot",
        scene_module="game.the_dance.scene",
        help_module="game.the_dance.help",
    )

    def check_options(self, options: dict | None, players: int | None = None) -> dict:
        """As Game.check_options, but `turn_limit` takes any whole number of rounds from 1 (the setup
        screen offers a few)."""
        options = dict(options or {})
        limit = options.pop("turn_limit", None)
        merged = super().check_options(options, players)
        if limit is not None:
            if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
                raise ValueError(f"'turn_limit' cannot be {limit!r} in {self.info.title}.")
            merged["turn_limit"] = limit
        return merged

    def new_game(self, players: int | None = None, options: dict | None = None) -> DanceState:
        players = self.check_players(players)
        opts = self.check_options(options, players)
        n = players
        # With New Blood the Powers come first, dealt by seat number; otherwise seat n-1 picks an Avatar.
        phase, actor = (POWERS, 0) if opts["new_blood"] else (AVATAR, n - 1)
        return DanceState._make(
            players=n, opts=opts, phase=phase, actor=actor, step=0, avatars=(-1,) * n, powers=((),) * n,
            revealed=(0,) * n, plans=(-1,) * n, hands=(ZERO,) * n, pile=F.FULL_PILE, disc_up=ZERO,
            disc_down=(ZERO,) * n, pile_known=(ZERO,) * n, plan_pile=tuple(range(len(F.PLAN_IDS))),
            plan_known=((),) * n, power_known=((),) * n, power_pair=((),) * n, apos=(-1,) * n,
            dpos=(-1,) * F.NUM_DANCERS, dheld=(-1,) * F.NUM_DANCERS, dom=0, seated=((),) * n, server=-1,
            tempo=1, round=0, order=(), turn=0, moved=0, attempt=None, ctx=None, queue=(), after=AFTER_TURN,
            holder=0, in_play=(True,) * n, places=(), foiled=(False,) * n, bonus=(False,) * n, result=None,
            log=None)

    def from_json(self, data: dict) -> DanceState:
        from game.the_dance.notation import state_from_json
        return state_from_json(data)


GAME = DanceGame()
DanceState.game = GAME
