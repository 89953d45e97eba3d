"""When a move shows a seat something hidden (a deal, a draw, a die, a sealed choice turned up), the
results' chart marks it (game.ai.odds.revealed, judged from that seat's side only); elsewhere not."""
import random

from game.ai.odds import revealed
from game.core import CHANCE
from game.core.match import Match
from game.core.registry import GAMES
from game.ui.chance_chart import ChanceTrack


def played(game_id: str, seed: int, moves: int, players: int = 2) -> Match:
    match = Match.new(game_id, players, None, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        match.resolve_chance()
        if match.is_over():
            break
        seat = min(match.state.to_move())
        match.play(rng.choice(match.state.legal_actions(seat)), seat)
    return match


def moves_revealing(match: Match, seat: int) -> list[int]:
    out = []
    for k in range(1, len(match.log) + 1):
        mover, text = match.log[k - 1]
        before = match.states[k - 1]
        if revealed(before, before.parse_action(text), mover, match.states[k], seat):
            out.append(k)
    return out


def test_a_game_without_chance_or_secrets_reveals_nothing():
    match = played("trifoil", 1, 30)
    assert moves_revealing(match, 0) == []


def test_the_deal_and_the_draws_are_reveals_and_a_card_played_in_the_open_is_not():
    match = played("fancy_dancing", 2, 16)
    found = moves_revealing(match, 0)
    assert 1 in found  # the shuffle and deal: seat 0 sees its hand
    chance_moves = [k for k in range(1, len(match.log) + 1) if match.log[k - 1][0] == CHANCE]
    assert set(chance_moves) <= set(found)
    assert len(found) < len(match.log)  # not every move


def test_a_die_is_a_reveal_for_every_seat_and_a_private_draw_only_for_its_drawer():
    match = played("the_dance", 3, 40)
    chance = [k for k in range(1, len(match.log) + 1) if match.log[k - 1][0] == CHANCE]
    dice = [k for k in chance if match.log[k - 1][1].startswith("roll")]
    assert dice
    found = [set(moves_revealing(match, seat)) for seat in (0, 1)]
    for seat in (0, 1):
        assert set(dice) <= found[seat]
    # every chance outcome shows something to somebody, but a family's own draws only to that family
    assert set(chance) <= found[0] | found[1]
    assert found[0] != found[1]


def test_a_sealed_step_that_resolves_reveals_the_others_choices():
    game = GAMES["trifecta"]
    match = played("trifecta", 4, 30, players=3)
    found = moves_revealing(match, 0)
    # some move by another seat closed a sealed step and showed seat 0 what was chosen
    assert any(match.log[k - 1][0] not in (0, CHANCE) for k in found)
    assert game.info.simultaneous


class _Worker:
    """The AI worker as the chart sees it: answers every odds request at once with an even chance."""

    def __init__(self):
        self.asked = None

    def request_odds(self, game_id, seed, state, seat):
        self.asked = (state, seat)
        return 1

    def poll_odds(self):
        return (1, None, None, 0.0, {"chance": 0.5, "source": "playouts", "playouts": 24})

    def cancel_odds(self):
        self.asked = None


class _App:
    def __init__(self):
        self.ai = _Worker()


def test_the_chart_learns_the_reveals_while_it_fills_in():
    match = played("fancy_dancing", 5, 20)
    track = ChanceTrack(_App(), match, 0)
    for _ in range(500):
        if track.done:
            break
        track.update()
    assert track.done
    assert track.reveals == moves_revealing(match, 0)
    assert all(v == 0.5 for _, v in track.series()[:-1])
