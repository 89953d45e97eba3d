"""Fancy Dancing's odds model file (levels/fancy_dancing/odds_model.json): fitted on several hundred games of
seeds kept apart from those it was judged on and from the bench's seed 1, and recorded with the paired
comparison that let it replace the model before it (docs/odds/fancy_dancing.md)."""
from game.ai import odds
from game.core.resources import load_level

BENCH_SEED = 1  # game.bench's calibration seed: looked at, never fitted on


def test_the_model_is_fitted_on_hundreds_of_games_of_seeds_it_is_not_judged_on():
    data = load_level("fancy_dancing", odds.MODEL)
    fitted = data["fitted_on"]
    judged = [data["evaluated_on"], *data.get("also_evaluated_on", [])]
    assert fitted["games"] >= 500 and sum(fitted["games_per_seed"].values()) == fitted["games"]
    assert fitted["both_seats"] and set(data["weights"]) == {"lraw", "lead"}
    judged_seeds = {e["seed"] for e in judged}
    assert judged_seeds and not judged_seeds & set(fitted["seeds"]) and BENCH_SEED not in fitted["seeds"]
    assert all(e["games"] >= 100 for e in judged)


def test_the_replacement_was_no_worse_on_the_fresh_seeds_pooled():
    pooled = load_level("fancy_dancing", odds.MODEL)["paired_against"]["by_seed"][-1]
    assert len(pooled["seeds"]) == 2
    assert pooled["paired_brier_change"][2] <= 0.002  # the rule set before the fresh figures: 95% upper bound
    assert pooled["worst_error_points"] <= pooled["against_worst_error_points"]
