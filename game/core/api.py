"""The shared rules model every game implements (after OpenSpiel's game API).

Pure Python: never imports pygame. States are immutable values: `apply` returns a new state.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any, Hashable

CHANCE = -1

Action = Hashable


class IllegalAction(ValueError):
    """A refused action. The message is written for a player and shown on screen unchanged."""


@dataclass(frozen=True)
class OptionSpec:
    """One game option as the setup screen offers it (name, label, choices, default)."""

    name: str
    label: str
    choices: tuple  # ((value, label), ...)
    default: Any
    help: str = ""

    def labels(self) -> list[str]:
        return [label for _, label in self.choices]

    def value_for_label(self, label: str):
        for value, text in self.choices:
            if text == label:
                return value
        raise KeyError(label)

    def label_for_value(self, value) -> str:
        for v, text in self.choices:
            if v == value:
                return text
        return str(value)


@dataclass(frozen=True)
class GameInfo:
    """What the launcher, setup screen, saves and bots need to know about a game."""

    id: str
    title: str
    min_players: int
    max_players: int
    chance: bool = False
    hidden_info: bool = False
    simultaneous: bool = False
    version: int = 1
    tagline: str = ""
    seat_names: tuple = ()  # names of the seats ("Blue", "Red"); empty means "Player 1".."Player n"
    options: tuple = ()  # OptionSpec, ...
    # The game's heuristics and level settings for game.ai, looked up by name (imported when a bot is
    # first made) so that core and ai never import a game directly. The screens a game offers are its
    # UI kit's business (game/ui/kit.py), never named here.
    bot_module: str = ""

    def seat_name(self, seat: int) -> str:
        if seat < len(self.seat_names):
            return self.seat_names[seat]
        return f"Player {seat + 1}"

    def default_options(self) -> dict:
        return {o.name: o.default for o in self.options}

    def option(self, name: str) -> OptionSpec:
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(name)


class State:
    """One position of a game. Subclasses implement the abstract methods; never mutate self."""

    __slots__ = ()
    game: "Game"  # set on each subclass to its Game object

    # --- whose decision -------------------------------------------------------------
    def to_move(self) -> frozenset:
        """{} when over, {CHANCE}, {seat}, or several seats for a sealed simultaneous choice."""
        raise NotImplementedError

    def legal_actions(self, player: int | None = None) -> list:
        """Legal actions of `player` (default: the only seat to move), in a deterministic order."""
        raise NotImplementedError

    def apply(self, action, player: int | None = None) -> "State":
        """A new state after `player` takes `action`. Raises IllegalAction with a readable reason."""
        raise NotImplementedError

    # --- chance -----------------------------------------------------------------------
    def sample_chance(self, rng: random.Random):
        """A random chance outcome (a whole shuffle, a die face) for a CHANCE node."""
        raise IllegalAction("No chance event is pending.")

    # --- the end ----------------------------------------------------------------------
    def is_over(self) -> bool:
        return not self.to_move()

    def returns(self) -> tuple:
        """Per seat: winner 1, loser 0, draws split. Zeros while the game goes on."""
        raise NotImplementedError

    def scores(self) -> tuple:
        """Per seat, what the rules page counts (chains, Accolades, goal cards...)."""
        raise NotImplementedError

    def end_reason(self) -> str:
        """Why the game ended, in a sentence for the players ("" while it goes on, or when the rules
        have nothing to add to the scores)."""
        return ""

    # --- what a seat may see ----------------------------------------------------------
    def observation(self, player: int | None) -> dict:
        """JSON-able view of what `player` may see. None (or any value that is not a seat) is a
        spectator, who sees only what is public (used for a shared screen with several people)."""
        raise NotImplementedError

    def determinize(self, player: int, rng: random.Random) -> "State":
        """A full state consistent with `player`'s observation. Perfect-information games: self."""
        if not self.game.info.hidden_info:
            return self
        raise NotImplementedError

    # --- notation and serialisation --------------------------------------------------
    def action_to_str(self, action) -> str:
        raise NotImplementedError

    def parse_action(self, text: str):
        """Parse the rules page notation; raises IllegalAction for text it cannot read."""
        raise NotImplementedError

    def to_json(self) -> dict:
        raise NotImplementedError

    # --- conveniences shared by every game (built on the contract above) -------------
    @property
    def num_players(self) -> int:
        return self.players

    def current_player(self) -> int | None:
        """The single seat (or CHANCE) to move; None when over or when several seats choose."""
        movers = self.to_move()
        if len(movers) == 1:
            return next(iter(movers))
        return None

    def resolve_player(self, player: int | None) -> int:
        """The seat an `apply(action, player)` call is for, or IllegalAction if it cannot act."""
        movers = self.to_move()
        if not movers:
            raise IllegalAction("The game is over.")
        if player is None:
            if len(movers) > 1:
                raise IllegalAction("Several players choose at once: say which one is choosing.")
            return next(iter(movers))
        if player not in movers:
            if player == CHANCE:
                raise IllegalAction("No chance event is pending.")
            if CHANCE in movers:
                raise IllegalAction("A chance event must happen first.")
            if len(movers) == 1:
                who = next(iter(movers))
                raise IllegalAction(f"It is {self.game.info.seat_name(who)}'s turn.")
            raise IllegalAction(f"{self.game.info.seat_name(player)} has nothing to choose now.")
        return player

    def legal_action_strs(self, player: int | None = None) -> list[str]:
        return [self.action_to_str(a) for a in self.legal_actions(player)]

    def legal_from_text(self, text: str | None, player: int):
        """The action `text` names if it is legal for `player` now, else None (an answer from another
        process, a file or a person, checked before it is played)."""
        if text is None:
            return None
        try:
            action = self.parse_action(text)
        except IllegalAction:
            return None
        return action if action in self.legal_actions(player) else None

    def apply_str(self, text: str, player: int | None = None) -> "State":
        return self.apply(self.parse_action(text), player)

    def __eq__(self, other) -> bool:
        if not isinstance(other, State) or type(other) is not type(self):
            return NotImplemented
        return self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_json(), sort_keys=True))


class SlottedState(State):
    """A State whose public `__slots__` are its fields: `_make(**fields)` builds one and
    `_with(**changes)` copies one with some fields changed. Slots starting with "_" are per-object
    caches (legal moves and the like), empty (None) in every new object."""

    __slots__ = ()

    @classmethod
    def _layout(cls) -> tuple[tuple, tuple]:
        """(field names, cache names) of this class's slots, worked out once per class: states are made
        by the hundred thousand in a search, and reading the names' prefixes each time cost a tenth of it."""
        layout = cls.__dict__.get("_slot_layout")
        if layout is None:
            layout = (tuple(n for n in cls.__slots__ if not n.startswith("_")),
                      tuple(n for n in cls.__slots__ if n.startswith("_")))
            cls._slot_layout = layout
        return layout

    @classmethod
    def _fields(cls) -> tuple:
        return cls._layout()[0]

    @classmethod
    def _make(cls, **fields):
        names, caches = cls._layout()
        s = cls.__new__(cls)
        for name in names:
            setattr(s, name, fields[name])
        for name in caches:
            setattr(s, name, None)
        return s

    def _with(self, **changes):
        """A copy with `changes` (names that are not fields are ignored, as _make ignores them)."""
        cls = type(self)
        names, caches = cls._layout()
        s = cls.__new__(cls)
        for name in names:
            setattr(s, name, changes[name] if name in changes else getattr(self, name))
        for name in caches:
            setattr(s, name, None)
        return s


class Game:
    """A game's factory: `info`, `new_game` and `from_json`."""

    info: GameInfo

    def new_game(self, players: int | None = None, options: dict | None = None) -> State:
        raise NotImplementedError

    def from_json(self, data: dict) -> State:
        raise NotImplementedError

    def check_players(self, players: int | None) -> int:
        if players is None:
            players = self.info.min_players
        lo, hi = self.info.min_players, self.info.max_players
        if not lo <= players <= hi:
            span = f"{lo}" if lo == hi else f"{lo}-{hi}"
            raise ValueError(f"{self.info.title} is for {span} players, not {players}.")
        return players

    def default_options(self, players: int | None = None) -> dict:
        """The options a new game gets when none are given (a game may vary them by player count)."""
        return self.info.default_options()

    def check_options(self, options: dict | None, players: int | None = None) -> dict:
        """The game's defaults overlaid with `options`; unknown names or values raise ValueError."""
        merged = self.default_options(players)
        for name, value in (options or {}).items():
            try:
                spec = self.info.option(name)
            except KeyError:
                raise ValueError(f"{self.info.title} has no option {name!r}.") from None
            if spec.choices and value not in [v for v, _ in spec.choices]:
                raise ValueError(f"{name!r} cannot be {value!r} in {self.info.title}.")
            merged[name] = value
        return merged

    def __repr__(self) -> str:
        return f"<Game {self.info.id}>"

