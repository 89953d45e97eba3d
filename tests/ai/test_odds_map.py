"""The monotone recalibration map (game.ai.odds_map): fitted, it bends an over-confident estimate back
towards what was won, never decreases, never leaves UNPROVEN, and survives its JSON form."""
import random

import pytest

from game.ai import odds_map
from game.ai.odds_map import Monotone, fit


def test_fit_undoes_overconfidence():
    rng = random.Random(3)
    samples = []
    for game in range(2000):
        truth = rng.random()
        said = min(1.0, max(0.0, 0.5 + 1.6 * (truth - 0.5)))  # says 90% where 75% is won
        samples.append((said, 1.0 if rng.random() < truth else 0.0, game))
    m = fit(samples)
    assert abs(m(0.9) - 0.75) < 0.06
    assert abs(m(0.1) - 0.25) < 0.06
    assert abs(m(0.5) - 0.5) < 0.06


def test_fit_is_monotone_and_inside_unproven():
    rng = random.Random(5)
    samples = [(rng.random(), float(rng.random() < 0.5), g // 7) for g in range(700)]
    m = fit(samples)
    values = [m(i / 100) for i in range(101)]
    assert all(b >= a for a, b in zip(values, values[1:]))
    assert min(values) >= odds_map.UNPROVEN[0] and max(values) <= odds_map.UNPROVEN[1]


def test_one_long_game_weighs_as_one_game():
    # 500 estimates of one game that was lost at "80%" against 50 games at 80% that were mostly won
    samples = [(0.8, 0.0, "long")] * 500 + [(0.8, 1.0 if g % 5 else 0.0, g) for g in range(50)]
    samples += [(0.2, 0.0, 1000 + g) for g in range(50)]
    assert fit(samples, bins=4)(0.8) > 0.6


def test_json_round_trip_and_refusal():
    m = Monotone((0.1, 0.5, 0.9), (0.2, 0.5, 0.7))
    assert Monotone.from_json(m.to_json()) == m
    assert m(0.3) == pytest.approx(0.35)
    with pytest.raises(ValueError):
        Monotone.from_json({"xs": [0.1, 0.5], "ys": [0.6, 0.2]})
    assert odds_map.IDENTITY(1.0) == odds_map.UNPROVEN[1]


def test_even_makes_the_map_symmetric_about_an_even_chance():
    m = Monotone((0.1, 0.4, 0.8), (0.05, 0.5, 0.7))  # lopsided: m(0.5) is not a half
    values = [m.even(i / 100) for i in range(101)]
    assert all(b >= a for a, b in zip(values, values[1:]))
    for i in range(101):
        p = i / 100
        assert m.even(p) + m.even(1.0 - p) == pytest.approx(1.0)
        assert odds_map.UNPROVEN[0] <= m.even(p) <= odds_map.UNPROVEN[1]
    assert m.even(0.5) == pytest.approx(0.5)
