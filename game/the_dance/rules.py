"""The Dance's rules (shared/rules/the_dance.md): six vampire families court 24 Dancers waltzing round
a ballroom of hexes; seat the Dancers your secret Plan asks for at your Sanctuary table to win.

Pure Python: never imports pygame. Implements the page through game.core; the notation lives in
game.the_dance.notation, the views (observation, determinize, words for the log, what the bot and the
table ask) in game.the_dance.views, the unaligned Dancers' step in game.the_dance.waltz.

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
from typing import NamedTuple

from game.core.api import CHANCE, Game, GameInfo, IllegalAction, OptionSpec, SlottedState
from game.the_dance import floor as F
from game.the_dance import waltz

VERSION = 1

# Phases. Chance phases: POWERS, SETUP_DRAW, SETUP_PLAN, DANCERS, SERVER_ROLL, ROLL, DRAW, PLAN_DRAW,
# WALTZ_ROLL. The others wait for `actor`.
AVATAR, POWERS, KEEP_POWER, SETUP_DRAW, SETUP_PLAN, DANCERS, SERVER_ROLL = (
    "avatar", "powers", "keep_power", "setup_draw", "setup_plan", "dancers", "server_roll")
DANCE, INFLUENCE, ROLL, AFTER_ROLL, DROP, REGALE_STEP, KEEP_DANCER = (
    "dance", "influence", "roll", "after_roll", "drop", "regale", "keep_dancer")
DRAW, DISCARD, PLAN_DRAW, KEEP_PLAN, WALTZ_ROLL, INITIATIVE, OVER = (
    "draw", "discard", "plan_draw", "keep_plan", "waltz_roll", "initiative", "over")
CHANCE_PHASES = frozenset({POWERS, SETUP_DRAW, SETUP_PLAN, DANCERS, SERVER_ROLL, ROLL, DRAW, PLAN_DRAW,
                           WALTZ_ROLL})
SETUP_PHASES = frozenset({AVATAR, POWERS, KEEP_POWER, SETUP_DRAW, SETUP_PLAN, DANCERS, SERVER_ROLL})

INF, FOIL = "influence", "foil"
AFTER_TURN, AFTER_WALTZ = "turn", "waltz"   # what follows a queue of draws
AVATAR_BIT, UNSEAT_BIT, STRATEGIC_BIT = 1 << 24, 1 << 25, 1 << 26  # in `moved`, beside Dancer bits 0-23
MAX_SEATS = F.SEATS_AT_TABLE
NO_REFS: tuple = ()

DOMINATE_NATURAL1, DOMINATE_MARGIN3 = "natural1", "margin3"
TURN_LIMITS = (20, 40, 60, 100)


class Attempt(NamedTuple):
    """An Influence or Foil attempt between its declaration and its result."""
    kind: str          # INF or FOIL
    target: int        # Dancer index (INF) or Avatar index (FOIL)
    domain: int
    refs: tuple        # marker kinds played before the roll
    number: int        # the target number
    die: int = 0       # the current die (0 before the roll)
    rerolled: bool = False
    adjusted: bool = False
    first: int = -1    # Regale's second attempt: the first attempt's Dancer, else -1
    first_placed: bool = False


def add(counts: tuple, kind: int, n: int = 1) -> tuple:
    c = list(counts)
    c[kind] += n
    return tuple(c)


def add_all(counts: tuple, kinds) -> tuple:
    c = list(counts)
    for k in kinds:
        c[k] += 1
    return tuple(c)


def sub_all(counts: tuple, kinds) -> tuple:
    c = list(counts)
    for k in kinds:
        c[k] -= 1
    return tuple(c)


def sub_floor(counts: tuple, kinds) -> tuple:
    """Counts less `kinds`, never below 0 (what a seat still knows after a draw of its own)."""
    c = list(counts)
    for k in kinds:
        if c[k] > 0:
            c[k] -= 1
    return tuple(c)


def merge(a: tuple, b: tuple) -> tuple:
    return tuple(x + y for x, y in zip(a, b))


def expand(counts: tuple) -> list:
    return [k for k, n in enumerate(counts) for _ in range(n)]


ZERO = (0,) * F.NUM_KINDS


def plan_matches(plan: int, seated) -> int:
    """How many of the Plan's symbols the seated Dancers match one-to-one."""
    have = [0, 0, 0, 0]
    for d in seated:
        have[F.DANCER_SYMBOL[d]] += 1
    return sum(min(n, h) for n, h in zip(F.PLAN_NEEDS[plan], have))


def plan_met(plan: int, seated) -> bool:
    return plan_matches(plan, seated) == sum(F.PLAN_NEEDS[plan])


def cons_list(log) -> list:
    out = []
    while log is not None:
        log, line = log
        out.append(line)
    out.reverse()
    return out


class DanceState(SlottedState):
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
