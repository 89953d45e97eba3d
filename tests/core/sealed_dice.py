"""A tiny game used only by the core tests, to prove the contract carries what the card games need:
a hidden chance outcome (a die) and a sealed simultaneous choice (every seat guesses high or low)."""
from __future__ import annotations

import random

from game.core import CHANCE, Game, GameInfo, IllegalAction, State

ROUNDS = 3


class SealedDiceState(State):
    __slots__ = ("players", "round", "die", "guesses", "points", "history")

    def __init__(self, players, rnd=0, die=None, guesses=None, points=None, history=()):
        self.players = players
        self.round = rnd
        self.die = die  # rolled but hidden until every seat has guessed
        self.guesses = dict(guesses or {})
        self.points = tuple(points or (0,) * players)
        self.history = tuple(history)  # revealed (die, guesses) per round

    def to_move(self):
        if self.round >= ROUNDS:
            return frozenset()
        if self.die is None:
            return frozenset((CHANCE,))
        return frozenset(p for p in range(self.players) if p not in self.guesses)

    def legal_actions(self, player=None):
        movers = self.to_move()
        if player is None:
            player = next(iter(movers)) if len(movers) == 1 else None
        if player == CHANCE and CHANCE in movers:
            return [("roll", f) for f in range(1, 7)]
        return [("guess", g) for g in ("high", "low")] if player in movers else []

    def apply(self, action, player=None):
        seat = self.resolve_player(player)
        if action not in self.legal_actions(seat):
            raise IllegalAction("Guess high or low." if seat != CHANCE else "A die shows 1 to 6.")
        if seat == CHANCE:
            return SealedDiceState(self.players, self.round, action[1], {}, self.points, self.history)
        guesses = dict(self.guesses)
        guesses[seat] = action[1]
        if len(guesses) < self.players:
            return SealedDiceState(self.players, self.round, self.die, guesses, self.points, self.history)
        high = self.die >= 4
        points = tuple(pt + ((guesses[p] == "high") == high) for p, pt in enumerate(self.points))
        history = self.history + ((self.die, tuple(guesses[p] for p in range(self.players))),)
        return SealedDiceState(self.players, self.round + 1, None, {}, points, history)

    def sample_chance(self, rng):
        if CHANCE not in self.to_move():
            raise IllegalAction("No chance event is pending.")
        return ("roll", rng.randint(1, 6))

    def returns(self):
        if not self.is_over():
            return (0.0,) * self.players
        best = max(self.points)
        winners = [p for p in range(self.players) if self.points[p] == best]
        return tuple(1.0 / len(winners) if p in winners else 0.0 for p in range(self.players))

    def scores(self):
        return tuple(float(x) for x in self.points)

    def observation(self, player):
        return {"round": self.round, "points": list(self.points), "history": [list(h) for h in self.history],
                "rolled": self.die is not None, "chosen": sorted(self.guesses),
                "my_guess": self.guesses.get(player)}

    def determinize(self, player, rng: random.Random):
        die = None if self.die is None else rng.randint(1, 6)
        guesses = {p: (g if p == player else rng.choice(("high", "low"))) for p, g in self.guesses.items()}
        return SealedDiceState(self.players, self.round, die, guesses, self.points, self.history)

    def action_to_str(self, action):
        return f"{action[0]} {action[1]}"

    def parse_action(self, text):
        parts = text.split()
        if len(parts) == 2 and parts[0] == "roll" and parts[1] in "123456":
            return ("roll", int(parts[1]))
        if len(parts) == 2 and parts[0] == "guess" and parts[1] in ("high", "low"):
            return ("guess", parts[1])
        raise IllegalAction(f"Cannot read {text!r}.")

    def to_json(self):
        return {"players": self.players, "round": self.round, "die": self.die,
                "guesses": {str(k): v for k, v in sorted(self.guesses.items())},
                "points": list(self.points), "history": [[d, list(g)] for d, g in self.history]}


class SealedDiceGame(Game):
    info = GameInfo(id="sealed_dice", title="Sealed dice (test)", min_players=2, max_players=3,
                    chance=True, hidden_info=True, simultaneous=True)

    def new_game(self, players=None, options=None):
        return SealedDiceState(self.check_players(players))

    def from_json(self, data):
        return SealedDiceState(data["players"], data["round"], data["die"],
                               {int(k): v for k, v in data["guesses"].items()}, data["points"],
                               [(d, tuple(g)) for d, g in data["history"]])


SealedDiceState.game = SEALED_DICE = SealedDiceGame()
