"""The odds' calibration figures (game.ai.calibration, `make bench`): deciles, Brier scores, unproven
extremes, the self-play samples and the reliability chart's PNG."""
from game.ai.calibration import MIN_SAMPLES, Sample, play_and_estimate, score


def samples(pairs):
    return [Sample(i, chance, "playouts", chance, outcome) for i, (chance, outcome) in enumerate(pairs)]


def test_a_calibrated_estimate_scores_well_and_a_confident_wrong_one_badly():
    good = samples([(0.25, 1.0)] * 10 + [(0.25, 0.0)] * 30 + [(0.75, 1.0)] * 30 + [(0.75, 0.0)] * 10)
    figures = score(good)
    assert figures["samples"] == 80 and figures["base_rate"] == 0.5
    assert figures["worst_error_points"] == 0.0
    assert figures["brier"] == 0.1875 and figures["base_brier"] == 0.25 and figures["brier_ratio"] == 0.75
    bad = samples([(1.0, 0.0)] * 40 + [(0.0, 1.0)] * 5 + [(0.0, 0.0)] * 35)
    worse = score(bad)
    assert worse["unproven_extremes"] == 80 and worse["worst_error_points"] == 100.0
    assert worse["brier_ratio"] > 1.0


def test_small_deciles_are_reported_but_not_judged():
    figures = score(samples([(0.55, 1.0)] * (MIN_SAMPLES - 1) + [(0.15, 0.0)] * MIN_SAMPLES))
    by_bin = {d["bin"]: d for d in figures["deciles"]}
    assert by_bin[5]["samples"] == MIN_SAMPLES - 1 and by_bin[5]["error_points"] == 45.0
    assert figures["worst_error_points"] == 15.0


def test_self_play_gives_estimates_of_seat_zero_against_its_result():
    got = play_and_estimate("trifecta", 0, 7)
    assert got and all(s.game == 0 for s in got)
    assert len({s.outcome for s in got}) == 1 and 0.0 <= got[0].outcome <= 1.0
    for s in got:
        assert s.source in ("proven", "bot", "playouts")
        if s.source != "proven":
            assert 0.0 < s.chance < 1.0


def test_the_reliability_chart_is_a_png_that_marks_in_red_only_what_misses_the_goals(tmp_path):
    import pygame

    from game.bench_chart import SIZE, save_chart
    from game.ui.theme import Palette

    def reds(pairs, name):
        path = tmp_path / f"{name}.png"
        save_chart(score(samples(pairs)), "Test at 2 seats", path)
        image = pygame.image.load(str(path))
        assert image.get_size() == SIZE
        return sum(image.get_at((x, y))[:3] == Palette.danger for x in range(SIZE[0]) for y in range(SIZE[1]))

    right = [(0.1, 1.0)] * 4 + [(0.1, 0.0)] * 36 + [(0.9, 1.0)] * 36 + [(0.9, 0.0)] * 4
    assert reds(right, "right") == 0  # every decile within 5 points, Brier well under 0.8 of the base rate's
    off = right + [(0.4, 1.0)] * 28 + [(0.4, 0.0)] * 12  # said 40%, won 70%
    assert reds(off, "off") > 20  # its point, its row of the table, the worst decile's headline


def test_noise_of_a_calibration_table_grows_with_games_sharing_an_outcome():
    """calibration_noise resamples whole games: many estimates from one game are one outcome, not many,
    so the same number of estimates from fewer games leaves a wider interval and a larger noise-only worst."""
    import random

    from game.ai.calibration import Sample
    from game.ai.calibration_noise import decile_intervals

    def table(games: int, per_game: int):
        rng = random.Random(7)
        out = []
        for g in range(games):
            truth = rng.random()
            won = 1.0 if rng.random() < truth else 0.0
            out += [Sample(g, truth, "bot", None, won) for _ in range(per_game)]
        return decile_intervals(out, draws=200, seed=1)

    many, few = table(2000, 1), table(100, 20)
    width = [hi - lo for _, lo, hi in many["deciles"]]
    width_few = [hi - lo for _, lo, hi in few["deciles"]]
    assert sum(width_few) > 2 * sum(width)
    assert few["noise_worst_median"] > many["noise_worst_median"]
    assert many["p_noise_worst_le5"] >= few["p_noise_worst_le5"]
    assert all(lo <= err <= hi for err, lo, hi in many["deciles"])


def test_score_intervals_hold_the_tables_own_figures():
    import random

    from game.ai.calibration import Sample, score
    from game.ai.calibration_noise import score_intervals

    rng = random.Random(2)
    samples = []
    for g in range(150):
        truth = rng.random()
        won = 1.0 if rng.random() < truth else 0.0
        samples += [Sample(g, min(0.99, max(0.01, truth + rng.uniform(-0.05, 0.05))), "bot", None, won) for _ in range(4)]
    got, whole = score_intervals(samples, reps=100, seed=3), score(samples)
    lo, hi = got["brier_ratio_90"]
    assert lo <= whole["brier_ratio"] <= hi and hi < 1.0
    assert got["worst_error_90"][0] <= got["worst_error_90"][1]
    assert got["decile_error_sd"] and all(sd > 0 for sd in got["decile_error_sd"].values())


def test_the_noise_of_a_few_games_that_could_all_end_alike_is_still_told():
    from game.ai.calibration import Sample
    from game.ai.calibration_noise import score_intervals

    # two games: a resample drawing one game twice has no base rate to beat (its Brier ratio is None)
    samples = [Sample(0, 0.6, "bot", None, 1.0)] * 3 + [Sample(1, 0.4, "bot", None, 0.0)] * 3
    got = score_intervals(samples, reps=40, seed=1)
    lo, hi = got["brier_ratio_90"]
    assert lo is not None and lo <= hi
    assert score_intervals([Sample(0, 0.6, "bot", None, 1.0)] * 3, reps=5)["brier_ratio_90"] == [None, None]


def test_the_bench_plans_more_games_where_they_are_cheap_and_the_dance_at_four_families():
    from game.bench_calibration import DEFAULT_GAMES, RUNS, planned_runs
    from game.core.registry import GAMES

    runs = planned_runs()
    assert {gid for gid, _, _ in runs} == set(GAMES)
    assert all(games >= 200 for _, _, games in runs)  # the least
    assert ("the_dance", 4, dict(((g, p), n) for g, p, n in RUNS)[("the_dance", 4)]) in runs
    assert planned_runs(games=6, only=["the_dance"]) == [("the_dance", None, 6), ("the_dance", 4, 6)]
    six = planned_runs(players=6)  # only the games that seat six, each at the default count
    assert six and all(p == 6 and n == DEFAULT_GAMES for _, p, n in six)
    assert "casino" not in {gid for gid, _, _ in six}


def test_self_play_can_seat_more_players_and_refuses_a_count_the_game_does_not_allow():
    import pytest

    from game.ai.calibration import seats, self_play

    assert seats("casino") == 2 and seats("the_dance", 4) == 4
    with pytest.raises(ValueError):
        seats("casino", 4)
    positions, outcome = self_play("the_dance", 0, 5, every=50, players=4)
    assert positions and all(len(p.returns()) == 4 for p in positions)
    assert 0.0 <= outcome <= 1.0
