"""The Dance's rules (shared/rules/the_dance.md): six vampire families court 24 Dancers waltzing round
a ballroom of hexes; seat the Dancers your secret Plan asks for at your Sanctuary table to win.

Pure Python: never imports pygame. Implements the page through game.core. This module holds the state
(its fields and the rules contract) and the game; what each rule does is a module of plain functions
beside it, chosen by the kind of action or chance event:
- phases (the vocabulary: phases, flag bits, Attempt, marker counts, Plans), facts (what a state says:
  names, Powers, reach, occupancy, turn order), draft (a state is copied, changed, returned);
- setup (Setup), dance_step (the Dance Step), influence (the Influence Step as declared), attempts (the
  die and what follows), plans (Plans and Strategic), refreshments (the pile, draws, paying), rounds
  (turns, draws between steps, a win, the Waltz Phase), end (the end and its returns), chance (chance
  events), choices (the legal actions);
- notation (text of actions and refusals), state_json (the JSON form), views (observation, determinize),
  waltz (the unaligned Dancers' step).
Each module's docstring names the part of the page it implements and the fields it reads and writes.

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
from game.the_dance import (
    attempts, chance, choices, dance_step, draft, end, facts, influence, notation, plans, refreshments, rounds,
    setup, state_json, views,
)
from game.the_dance.phases import CHANCE_PHASES, DOMINATE_MARGIN3, DOMINATE_NATURAL1, OVER, TURN_LIMITS

VERSION = 1

# What each kind of decision does: a function of (draft, seat, *the action's values) returning the next
# state (game.the_dance.draft: `apply` copies the state first).
ACTIONS = {
    "avatar": setup.avatar, "keep_power": setup.keep_power,
    "move": dance_step.move, "lead": dance_step.lead, "seat": dance_step.take_seat, "unseat": dance_step.unseat,
    "release": dance_step.release, "discipline": dance_step.discipline, "done": dance_step.done,
    "strategic": plans.strategic, "keep_plan": plans.keep,
    "influence": influence.influence, "foil": influence.foil, "server": influence.server,
    "cutin": influence.cutin, "pass": influence.pass_,
    "reroll": attempts.reroll, "adjust": attempts.adjust, "accept": attempts.accept, "drop": attempts.drop,
    "keep_dancer": attempts.keep_dancer,
    "discard": rounds.discard, "initiative": rounds.initiative,
}


class DanceState(SlottedState):
    """A position of The Dance: plain fields (below), never changed once anyone holds the state, and the
    rules contract of game.core. `apply` copies the state and hands the copy to the function of the
    action's kind (ACTIONS) or of the chance event (game.the_dance.chance); the questions the table and
    the bots ask are the parts' functions, bound here as methods."""

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
    # Caches (None in every new state): _legal, _legal_set (the legal actions), _occ, _board (positions).
    __slots__ = (
        "players", "opts", "phase", "actor", "step", "avatars", "powers", "revealed", "plans", "hands", "pile",
        "disc_up", "disc_down", "pile_known", "plan_pile", "plan_known", "power_known", "power_pair", "apos",
        "dpos", "dheld", "dom", "seated", "server", "tempo", "round", "order", "turn", "moved", "attempt", "ctx",
        "queue", "after", "holder", "in_play", "places", "foiled", "bonus", "result", "log",
        "_legal", "_legal_set", "_occ", "_board",
    )

    game: "DanceGame"

    # --- questions the table, the bots and the tests ask: the parts' plain functions, bound here ---
    name = facts.name
    who = facts.who
    has = facts.has
    limit = facts.limit
    markers = facts.markers
    held = facts.held
    seat_of_avatar = facts.seat_of_avatar
    entry = facts.entry
    table = facts.table
    closed_for = facts.closed_for
    occupied = facts.occupied
    dancer_board = facts.dancer_board
    piece_at = facts.piece_at
    is_dominated = facts.is_dominated
    current = facts.current
    setup_order = facts.setup_order
    round_order = facts.round_order
    reach_of = facts.reach_of
    movement = facts.movement
    public_log = facts.public_log
    power_pool = setup.power_pool
    draw_count = refreshments.draw_count
    avatar_destinations = choices.avatar_destinations
    lead_destinations = choices.lead_destinations
    can_seat = choices.can_seat
    seat_route = choices.seat_route
    refreshment_options = choices.refreshment_options
    influence_targets = choices.influence_targets
    foil_targets = choices.foil_targets
    server_in_reach = choices.server_in_reach
    cutin_targets = choices.cutin_targets
    refs_pips = staticmethod(influence.refs_pips)
    roll_dominates = attempts.roll_dominates
    turn_limit_ranking = end.turn_limit_ranking
    returns = end.returns
    end_reason = end.end_reason
    scores = end.scores
    _copy = draft.copy

    # --- the rules contract ------------------------------------------------------------------------
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
            raise IllegalAction(f"It is {facts.name(self, self.actor)}'s turn to choose.")
        return player

    def legal_actions(self, player: int | None = None) -> list:
        if self.phase == OVER or self.phase in CHANCE_PHASES:
            return []
        if player is not None and player != self.actor:
            return []
        if self._legal is None:
            self._legal = choices.generate(self)
        return list(self._legal)

    def sample_chance(self, rng: random.Random):
        return chance.sample(self, rng)

    def apply(self, action, player: int | None = None) -> "DanceState":
        seat = self.resolve_player(player)
        if isinstance(action, list):
            action = tuple(action)
        if seat == CHANCE:
            return chance.apply_outcome(self, action)
        if self._legal is None:
            self._legal = choices.generate(self)
        if self._legal_set is None:
            self._legal_set = frozenset(self._legal)
        if action not in self._legal_set:
            raise IllegalAction(notation.why_illegal(self, action, seat))
        s = draft.copy(self)
        draft.say(s, f"{facts.who(self, seat)}: {notation.log_text(action)}")
        return ACTIONS[action[0]](s, seat, *action[1:])

    observation = views.observation
    determinize = views.determinize
    action_to_str = staticmethod(notation.action_text)
    parse_action = notation.parse

    def to_json(self) -> dict:
        return state_json.state_to_json(self, self.game.info.version)

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
        return DanceState._make(**setup.fields(players, self.check_options(options, players)))

    def from_json(self, data: dict) -> DanceState:
        return DanceState._make(**state_json.fields_from_json(data, self))


GAME = DanceGame()
DanceState.game = GAME
