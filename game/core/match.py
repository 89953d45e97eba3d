"""A match: the game, its players and options, a seed and the log of (seat, action text).

Pure Python: no pygame. Replaying seed + log reproduces every state, which is what saves, undo and
replays rely on. Chance outcomes are drawn from an RNG derived from the seed and the log length, so a
resumed match draws the same outcomes as an uninterrupted one.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from game.core.api import CHANCE, Game, IllegalAction, State
from game.core.registry import get_game


_YOURS = re.compile(r"(^|[.!?:]\s+)?\bYou's\b")
_YOU_VERB = re.compile(r"\bYou (has|is|was|does|[a-z]+s)\b")
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do"}


def _plain_form(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ss") or verb.endswith("us"):
        return verb  # "You pass", not a verb ending in s: "You plus" stays as it was
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return verb[:-2]
    return verb[:-1]


def speak_to_you(text: str) -> str:
    """A sentence written about a seat ("Blue has", "Blue's turn") made right for a person named You
    ("You have", "your turn")."""
    text = _YOURS.sub(lambda m: (m.group(1) + "Your") if m.group(1) is not None or m.start() == 0 else "your",
                      text)
    return _YOU_VERB.sub(lambda m: "You " + _plain_form(m.group(1)), text)


def possessive(name: str, start: bool = True) -> str:
    """'Countess's', or 'Your' ('your' inside a sentence) for a seat whose person is called You."""
    if name.strip().lower() == "you":
        return "Your" if start else "your"
    return f"{name}'s"


@dataclass
class Seat:
    """Who sits in a seat: a person (with a name) or an AI at a level."""

    kind: str = "human"  # "human" or "ai"
    name: str = ""
    level: str = "normal"

    def to_json(self) -> dict:
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @classmethod
    def from_json(cls, data: dict) -> "Seat":
        kind = data.get("kind", "human")
        if kind not in ("human", "ai"):
            raise ValueError(f"unknown seat kind {kind!r}")
        return cls(kind, str(data.get("name", "")), str(data.get("level", "normal")))

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass
class Match:
    game: Game
    players: int
    options: dict
    seed: int = 0
    seats: list = field(default_factory=list)
    log: list = field(default_factory=list)  # [(seat or CHANCE, action text), ...]
    states: list = field(default_factory=list)  # states[i] is the state before log[i]

    @classmethod
    def new(cls, game_id: str, players: int | None = None, options: dict | None = None, seed: int = 0,
            seats: list | None = None) -> "Match":
        game = get_game(game_id)
        players = game.check_players(players)
        options = game.check_options(options, players)
        seats = list(seats) if seats else [Seat("human", game.info.seat_name(i)) for i in range(players)]
        if len(seats) != players:
            raise ValueError(f"{players} players but {len(seats)} seats")
        match = cls(game, players, options, seed, seats)
        match.states = [game.new_game(players, options)]
        return match

    @classmethod
    def replay(cls, game_id: str, players: int, options: dict | None, seed: int, log,
               seats: list | None = None) -> "Match":
        """Rebuild a match from its log. Raises IllegalAction/ValueError if the log does not fit."""
        match = cls.new(game_id, players, options, seed, seats)
        for i, (player, text) in enumerate(log):
            try:
                match.play_str(text, player)
            except IllegalAction as exc:
                raise IllegalAction(f"move {i + 1} ({text!r}) cannot be replayed: {exc}") from exc
        return match

    # --- the current position ---------------------------------------------------------
    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def game_id(self) -> str:
        return self.game.info.id

    def seat_label(self, seat: int) -> str:
        """What the players call a seat: the name they gave it, else the game's name for it."""
        return self.seats[seat].name or self.game.info.seat_name(seat)

    def with_names(self, text: str) -> str:
        """The rules call seats by the game's names ("Blue", "Player 2"); say who sits there instead."""
        names = {self.game.info.seat_name(i): self.seat_label(i) for i in range(self.players)}
        names = {k: v for k, v in names.items() if k != v}
        if not names or not text:
            return text
        pattern = re.compile(r"\b(" + "|".join(re.escape(k) for k in sorted(names, key=len, reverse=True)) + r")\b")
        text = pattern.sub(lambda m: names[m.group(0)], text)
        return speak_to_you(text) if "you" in (n.lower() for n in names.values()) else text

    def is_over(self) -> bool:
        return self.state.is_over()

    # --- moving --------------------------------------------------------------------------
    def play(self, action, player: int | None = None) -> State:
        state = self.state
        seat = state.resolve_player(player)
        nxt = state.apply(action, seat)
        self.log.append((seat, state.action_to_str(action)))
        self.states.append(nxt)
        return nxt

    def play_str(self, text: str, player: int | None = None) -> State:
        return self.play(self.state.parse_action(text), player)

    def chance_rng(self) -> random.Random:
        return random.Random(f"{self.seed}/{len(self.log)}")

    def resolve_chance(self) -> int:
        """Draw every pending chance outcome; returns how many were drawn."""
        drawn = 0
        while CHANCE in self.state.to_move():
            self.play(self.state.sample_chance(self.chance_rng()), CHANCE)
            drawn += 1
        return drawn

    # --- undo ----------------------------------------------------------------------------
    def undo_to(self, length: int) -> None:
        """Cut the log back to `length` moves."""
        if not 0 <= length <= len(self.log):
            raise ValueError(length)
        del self.log[length:]
        del self.states[length + 1:]

    def turn_start(self, seat: int) -> int:
        """The log length at which `seat`'s current turn began, never before a chance outcome or
        another seat's move (undo stops at a reveal)."""
        i = len(self.log)
        while i > 0 and self.log[i - 1][0] == seat and self.states[i - 1].to_move() == frozenset((seat,)):
            i -= 1
        return i

    # --- saving ----------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "game": self.game_id,
            "game_version": self.game.info.version,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "log": [[p, text] for p, text in self.log],
            "snapshot": self.state.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict) -> "Match":
        seats = [Seat.from_json(s) for s in data.get("seats", [])] or None
        match = cls.replay(data["game"], int(data["players"]), data.get("options"), int(data.get("seed", 0)),
                           [(int(p), str(t)) for p, t in data["log"]], seats)
        snapshot = data.get("snapshot")
        if snapshot is not None and match.state.to_json() != snapshot:
            raise ValueError("the saved position does not agree with the saved moves")
        return match
