"""Pebbles' rules: two players take turns taking one or two pebbles from a pile; whoever takes the last
pebble wins. Options: the pile's size (five or nine). Scores count the pebbles each player took.

Pure Python: never imports pygame (the conformance test plays it with the real games). Its GameInfo
says hidden_info so the shell's pass-and-play curtain can be exercised; nothing is actually hidden.
"""
from __future__ import annotations

from game.core.api import Game, GameInfo, IllegalAction, OptionSpec, State

PILE = {"small": 5, "large": 9}
TAKES = (1, 2)


class PebblesState(State):
    __slots__ = ("players", "pile", "player", "taken")

    def __init__(self, pile: int, player: int = 0, taken=(0, 0)):
        self.players = 2
        self.pile = pile
        self.player = player
        self.taken = tuple(taken)

    def to_move(self):
        return frozenset() if self.pile == 0 else frozenset((self.player,))

    def legal_actions(self, player=None):
        if self.pile == 0 or (player is not None and player != self.player):
            return []
        return [n for n in TAKES if n <= self.pile]

    def apply(self, action, player=None):
        seat = self.resolve_player(player)
        if action not in self.legal_actions(seat):
            raise IllegalAction(f"You may take 1 or 2 pebbles, and only {self.pile} are left.")
        taken = list(self.taken)
        taken[seat] += action
        return PebblesState(self.pile - action, 1 - seat, taken)

    def returns(self):
        if self.pile:
            return (0.0, 0.0)
        winner = 1 - self.player  # whoever took the last pebble
        return tuple(1.0 if i == winner else 0.0 for i in range(2))

    def end_reason(self):
        return "The last pebble was taken." if self.pile == 0 else ""

    def scores(self):
        return tuple(float(t) for t in self.taken)

    def observation(self, player):
        return {"pile": self.pile, "to_move": self.player, "taken": list(self.taken)}

    def determinize(self, player, rng):
        return self

    def action_to_str(self, action):
        return f"take {action}"

    def parse_action(self, text):
        words = str(text).split()
        if len(words) != 2 or words[0] != "take" or not words[1].isdigit():
            raise IllegalAction(f"cannot read {text!r}: write 'take 1' or 'take 2'")
        return int(words[1])

    def to_json(self):
        return {"game": "pebbles", "pile": self.pile, "player": self.player, "taken": list(self.taken)}


class PebblesGame(Game):
    info = GameInfo(id="pebbles", title="Pebbles", min_players=2, max_players=2, hidden_info=True,
                    tagline="Take one or two; take the last to win.", seat_names=("Light", "Dark"),
                    options=(OptionSpec("pile", "Pile", (("small", "Five pebbles"), ("large", "Nine pebbles")),
                                        "small", "How many pebbles start in the pile."),))

    def new_game(self, players=None, options=None):
        self.check_players(players)
        options = self.check_options(options)
        return PebblesState(PILE[options["pile"]])

    def from_json(self, data):
        if data.get("game") != "pebbles":
            raise ValueError("not a Pebbles state")
        pile, player, taken = int(data["pile"]), int(data["player"]), [int(t) for t in data["taken"]]
        if pile < 0 or player not in (0, 1) or len(taken) != 2 or min(taken) < 0:
            raise ValueError("Pebbles state out of range")
        return PebblesState(pile, player, taken)


GAME = PebblesGame()
PebblesState.game = GAME
