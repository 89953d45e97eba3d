"""The arena's random opening for games where deterministic bots would replay one game."""
from game.ai.arena import VARIED_OPENING, play_game, run_arena, varied_opening
from game.core.registry import get_game


def test_only_games_without_chance_hidden_or_sealed_moves_get_an_opening():
    assert varied_opening(get_game("trifoil").info) == VARIED_OPENING
    for gid in ("casino", "fancy_dancing", "trifecta", "the_dance"):
        assert varied_opening(get_game(gid).info) == 0


def test_an_opening_makes_two_deterministic_bots_meet_in_different_games():
    plain = {tuple(play_game("trifoil", ["easy", "easy"], g, 3, 2, None)["opening"]) for g in range(0, 12, 2)}
    opened = [play_game("trifoil", ["easy", "easy"], g, 3, 2, None, opening=VARIED_OPENING) for g in range(0, 12, 2)]
    assert plain == {()}
    assert all(len(r["opening"]) == VARIED_OPENING for r in opened)
    assert len({tuple(r["opening"]) for r in opened}) >= 5  # six rotations, (nearly) six different openings
    assert run_arena("trifoil", ["easy", "easy"], 4, seed=3, opening=VARIED_OPENING)["opening"] == VARIED_OPENING
