"""The arena for many seats: paired seeds (one rotation of seats shares its deal) and win shares with an
interval over the rotations; a short Trifecta run for 2, 3 and 6 seats has the documented shape."""
import pytest

from game.ai import arena
from game.ai.arena import paired_interval, play_game, run_arena, win_shares
from game.ai.bots import RandomBot


class FirstHand:
    """A random bot that remembers the first hand it was dealt (its seat's, in the real state)."""

    def __init__(self, seed, log):
        self.inner, self.log = RandomBot(seed), log

    def choose(self, state, seat):
        self.log.setdefault(seat, state.hands[seat])
        return self.inner.choose(state, seat)


def test_every_rotation_of_seats_is_dealt_the_same_cards(monkeypatch):
    logs = []

    def make_bot(level, game_id, seed=0):
        return FirstHand(seed, logs[-1])

    monkeypatch.setattr("game.ai.make_bot", make_bot)
    first_hands = []
    for g in range(6):  # two full rotations of three seats
        logs.append({})
        play_game("trifecta", ["random"] * 3, g, 11, 3, None)
        first_hands.append(tuple(logs[-1][s] for s in range(3)))
    assert first_hands[0] == first_hands[1] == first_hands[2]
    assert first_hands[3] == first_hands[4] == first_hands[5]
    assert first_hands[0] != first_hands[3]


def test_win_shares_count_split_wins_and_use_the_rotations():
    labels = ["a", "b", "c"]
    results = []
    for k in range(30):  # a wins two games of each rotation, the third is split three ways
        results += [{"returns": [1.0, 0.0, 0.0]}, {"returns": [1.0, 0.0, 0.0]},
                    {"returns": [1 / 3, 1 / 3, 1 / 3]} if k % 2 else {"returns": [0.0, 1.0, 0.0]}]
    shares = win_shares(labels, results)
    assert shares["a"]["share"] == pytest.approx((60 + 5) / 90, abs=1e-4)
    assert sum(s["share"] for s in shares.values()) == pytest.approx(1.0, abs=1e-3)
    lo, hi = shares["a"]["ci95"]
    assert lo < shares["a"]["share"] < hi
    assert paired_interval([0.5] * 20) is None and paired_interval([0.1, 0.9]) is None


@pytest.mark.parametrize("bots", [["normal", "random"], ["easy", "random", "random"],
                                  ["normal", "easy", "random", "random", "easy", "normal"]])
def test_a_short_trifecta_run_reports_every_seat(bots):
    result = run_arena("trifecta", bots, games=len(bots), seed=2)
    assert result["games"] == len(bots) and len(result["bots"]) == len(bots)
    assert sum(v["share"] for v in result["win_share"].values()) == pytest.approx(1.0, abs=1e-3)
    assert all(result["ms_per_move"][b]["moves"] > 0 for b in result["bots"])


def test_the_command_line_prints_win_shares(capsys):
    assert arena.main(["--game", "trifecta", "--bots", "easy,random,random", "--games", "3", "--seed", "4"]) == 0
    assert '"win_share"' in capsys.readouterr().out
