"""A tiny test-only game ("Pebbles": take 1 or 2 from a pile, taking the last wins) with a table,
a thumbnail, result hooks and help pages, so the shell can be tested apart from any real game.

Its GameInfo says hidden_info so the pass-and-play curtain can be exercised; nothing is actually hidden.
"""
from __future__ import annotations

import pygame

from game.core.api import Game, GameInfo, IllegalAction, OptionSpec, State
from game.ui import theme
from game.ui.table import TableScene

PILE = {"small": 5, "large": 9}


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
        if self.pile == 0:
            return []
        return [n for n in (1, 2) if n <= self.pile]

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
        try:
            return int(text.split()[1])
        except (IndexError, ValueError):
            raise IllegalAction(f"cannot read {text!r}") from None

    def to_json(self):
        return {"pile": self.pile, "player": self.player, "taken": list(self.taken)}


class PebblesGame(Game):
    info = GameInfo(id="pebbles", title="Pebbles", min_players=2, max_players=2, hidden_info=True,
                    tagline="Take one or two; take the last to win.", seat_names=("Light", "Dark"),
                    options=(OptionSpec("pile", "Pile", (("small", "Five pebbles"), ("large", "Nine pebbles")),
                                        "small", "How many pebbles start in the pile."),),
                    scene_module="tests.ui.fake_game", help_module="tests.ui.fake_game")

    def new_game(self, players=None, options=None):
        players = self.check_players(players)
        options = self.check_options(options)
        return PebblesState(PILE[options["pile"]])

    def from_json(self, data):
        return PebblesState(data["pile"], data["player"], data["taken"])


GAME = PebblesGame()
PebblesState.game = GAME


# --- the table module contract ---------------------------------------------------------------
SCORE_LABEL = "Pebbles taken"


class PebblesTable(TableScene):
    """Click anywhere (or press 1/2) to take pebbles."""

    def __init__(self, app, match, demo=False):
        super().__init__(app, match, demo)
        self.moves_seen = []

    def on_move(self, before, action, seat, after):
        self.moves_seen.append((seat, action))

    def handle_event(self, event):
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.unicode in ("1", "2"):
            seat = self.viewer()
            return self.play(int(event.unicode), seat)
        return False

    def draw(self, surface):
        theme.draw_background(surface)
        theme.draw_text(surface, f"{self.match.state.pile} pebbles", "display", 40, theme.Palette.ivory,
                        (surface.get_width() // 2, surface.get_height() // 2), anchor="center")


def create_table(app, match, demo=False):
    return PebblesTable(app, match, demo)


def draw_thumbnail(surface, rect, scale):
    for i in range(5):
        pygame.draw.circle(surface, theme.Palette.ivory_dim, (rect.x + (i + 1) * rect.width // 6, rect.centery),
                           max(3, rect.width // 16))


def draw_option_preview(surface, rect, option, value, scale):
    for i in range(PILE[value]):
        pygame.draw.circle(surface, theme.Palette.gold, (rect.x + 20 + i * 24, rect.centery), 8)


def draw_result_art(surface, rect, match):
    pygame.draw.circle(surface, theme.Palette.gold, rect.center, min(rect.size) // 4)


def result_lines(match):
    return [f"{match.seats[i].name} took {int(t)}" for i, t in enumerate(match.state.taken)]


def _diagram(surface, rect, scale):
    pygame.draw.rect(surface, theme.Palette.plum_light, rect.inflate(-20, -20), 2)


PAGES = [
    {"title": "The pile", "text": "There is a pile of pebbles.\n\n- Take one or two on your turn.\n- Pass the turn.",
     "diagram": _diagram},
    {"title": "Winning", "text": "Whoever takes the last pebble wins. " * 60, "diagram": None},
    {"title": "Keys", "text": "Press 1 or 2.", "diagram": _diagram},
]
