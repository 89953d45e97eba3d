"""Toy hidden-card games for the AI tests: seat 1 holds a card 0-2 that seat 0 cannot see; seat 0 names
a card and wins if it is the one. A search that peeked would always find it."""
from game.core.api import Game, GameInfo, State


class Guess(State):
    """The card is equally likely to be any of the three, as far as seat 0 knows."""

    __slots__ = ("card", "guess")
    players = 2

    def __init__(self, card, guess=None):
        self.card, self.guess = card, guess

    def to_move(self):
        return frozenset() if self.guess is not None else frozenset((0,))

    def legal_actions(self, player=None):
        return [] if self.guess is not None else [0, 1, 2]

    def apply(self, action, player=None):
        return type(self)(self.card, action)

    def returns(self):
        if self.guess is None:
            return (0.0, 0.0)
        return (1.0, 0.0) if self.guess == self.card else (0.0, 1.0)

    def observation(self, player):
        seen = {"guess": self.guess, "over": self.guess is not None}
        if player == 1 or self.guess is not None:
            seen["card"] = self.card
        return seen

    def determinize(self, player, rng):
        if player == 1 or self.guess is not None:
            return self
        return Guess(self.sample_card(rng), self.guess)

    def sample_card(self, rng):
        return rng.randrange(3)

    def action_to_str(self, action):
        return f"guess {action}"


class GuessGame(Game):
    info = GameInfo(id="guess", title="Guess", min_players=2, max_players=2, hidden_info=True,
                    bot_module="game.guess_bot_not_written_yet")

    def new_game(self, players=None, options=None):
        return Guess(0)


Guess.game = GuessGame()


class Biased(Guess):
    """As far as seat 0 knows, the card is 2 three times in five (the determinization says so)."""

    __slots__ = ()

    def determinize(self, player, rng):
        if player == 1 or self.guess is not None:
            return self
        return Biased(self.sample_card(rng), self.guess)

    def sample_card(self, rng):
        return rng.choice([0, 1, 2, 2, 2])


class BiasedGame(Game):
    info = GameInfo(id="biased", title="Biased", min_players=2, max_players=2, hidden_info=True)

    def new_game(self, players=None, options=None):
        return Biased(0)


Biased.game = BiasedGame()
