"""Trifecta's AI: what a seat's view counts, the heuristic player's choices in known positions, and the
bots' fairness (the same view and seed give the same choice) and soundness in sealed steps (a choice
does not depend on whether, or how, other seats have already chosen)."""
import random

import pytest

from game.ai import make_bot
from game.ai.playout import play_out
from game.trifecta import ai_policy as P
from game.trifecta import cards as C
from game.trifecta.ai_view import BLIND, FREE, OPEN, below, hypergeom, view
from game.trifecta.bot import SearchingBot, as_seat_knows
from game.trifecta.rules import GAME
from tests.trifecta.helpers import GOALS, random_play, stage, step

H0 = ["Red", "Red", "FRC", "PRS", "Circle", "Circle", "Blue", "Hollow", "FGT"]
H1 = ["Blue", "Blue", "FBT", "PBC", "Green", "Square", "Filled", "HRS", "Triangle"]
H2 = ["Red", "HRC", "Filled", "Filled", "FBC", "Square", "Triangle", "Green", "PGS"]
LEVELS = ("easy", "normal", "hard")


def bot_for(level, seed):
    """The level's bot; Hard on a small iteration budget with no time cap, so that it is quick and, as
    with any iteration budget, deterministic (the time cap is the one source of variation)."""
    if level == "hard":
        return SearchingBot(seed, iterations=60, time_limit=60.0)
    return make_bot(level, "trifecta", seed=seed)


def to_round(s, k):
    """Everyone stays out until round k (1-based)."""
    while s.round + 1 < k:
        s = step(s, **{f"p{p}": "out" for p in s.eligible()})
    return s


def random_position(players, seed, actions):
    """A position reached by random play: `actions` choices after the first deal."""
    return next((s for s, done in random_play(players, seed) if done >= actions), None)


# --- the seat's view -----------------------------------------------------------------------------------

def test_hypergeometric_odds_sum_to_one_and_count_below():
    pmf = hypergeom(40, 10, 9)
    assert sum(pmf) == pytest.approx(1.0) and len(pmf) == 10
    assert below(40, 10, 9, 1) == pytest.approx(pmf[0])
    assert below(40, 10, 9, 3, True) == pytest.approx((pmf[1] + pmf[2]) / (1 - pmf[0]))
    assert below(40, 0, 9, 1) == pytest.approx(1.0), "nobody can hold a value that is all gone"


def test_the_view_counts_matches_unseen_cards_and_future_goals():
    s = stage(GOALS, [H0, H1, H2])
    v = view(s, 0)
    red, circle = C.goal_id("Red"), C.goal_id("Circle")
    assert v.segment == BLIND and v.goal is None and v.need == 3 and v.deficit() == 3
    assert v.mine[red] == 4 and v.mine[circle] == 3  # Red, Red, FRC, PRS / FRC, Circle, Circle
    assert v.pool_total == 54 - 9 and v.pool[red] == 12 - 4
    assert len(v.unseen) == 9 and v.p_future[red] == pytest.approx(8 / 9)
    assert sum(v.p_now) == pytest.approx(1.0)
    # Open round 4: three goals discarded unseen, the fourth (Blue) is shown
    s4 = to_round(s, 4)
    v4 = view(s4, 0)
    assert v4.segment == OPEN and v4.goal == C.goal_id("Blue") and len(v4.unseen) == 8
    assert v4.p_future[C.goal_id("Blue")] == 0.0 and v4.p_future[red] == pytest.approx(5 / 8)


def test_the_view_is_the_same_for_every_determinization():
    s = step(stage(GOALS, [H0, H1, H2]), p0="in", p1="out", p2="out")
    s = step(s, p0="ante Hollow")  # seat 0 won the Blind goal alone: only it knows which
    for seat in range(3):
        base = view(s, seat)
        for k in range(10):
            d = view(s.determinize(seat, random.Random(k)), seat)
            assert (d.mine, d.pool, d.pool_total, d.unseen, d.p_future, d.goal, d.won) == \
                   (base.mine, base.pool, base.pool_total, base.unseen, base.p_future, base.goal, base.won)


# --- the heuristic player ----------------------------------------------------------------------------------

def test_free_rounds_always_go_in():
    s = to_round(stage(GOALS, [H0, H1, H2]), 7)
    assert view(s, 1).segment == FREE
    assert all(P.choose(s, seat) == ("in",) for seat in range(3))


def test_a_dead_single_pays_the_ante():
    # Round 4 (Open, Blue shown); Red, Circle, Filled went by unseen, so nothing is dead yet for seat 0 but
    # Blue itself: its Blue Single is worth nothing after this round and is the one to pay with.
    s = to_round(stage(GOALS, [H0, H1, H2]), 4)
    s = step(s, p0="in", p1="out", p2="out")
    assert P.choose(s, 0) == s.parse_action("ante Blue")


def test_a_goal_held_in_strength_is_bid_for_and_one_without_matches_is_not():
    s = stage(GOALS, [H0, H1, H2])
    s = step(s, p0="in", p1="in", p2="out")  # Blind with two in: the goal (Red) turns up
    s = step(s, p0="ante Hollow", p1="ante Green")
    bid0 = P.choose(s, 0)
    bid1 = P.choose(s, 1)
    assert len(bid0[1]) >= 1 and all(C.matches(c, C.goal_id("Red")) for c in bid0[1])
    assert bid1 == ("play", ()), "seat 1 holds no Red"


def test_goal_worth_grows_as_the_rounds_to_survive_run_out():
    s = stage(GOALS, [H0, H1, H2])
    early = P.goal_worth(view(s, 0), P.NORMAL)
    late = P.goal_worth(view(to_round(s, 7), 0), P.NORMAL)
    assert late > early > P.NORMAL.spoil


# --- fairness and sealed steps ------------------------------------------------------------------------------

def sealed_positions():
    """Positions in the middle of in/out, ante and bid steps, in games of 2, 3 and 5 seats."""
    found = []
    for players in (2, 3, 5):
        for seed in range(40):
            s = random_position(players, seed, 3 + seed % 17)
            if s is not None and len(s.to_move()) > 1 and not s.pending:
                found.append(s)
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_a_sealed_choice_is_the_same_asked_first_or_last_whatever_the_others_chose(level):
    checked = 0
    for s in sealed_positions()[:12]:
        movers = sorted(s.to_move())
        seat, others = movers[-1], movers[:-1]
        bot = bot_for(level, 7)
        first = bot.choose(s, seat)
        for k in range(3):
            rng = random.Random(k)
            later = s
            for other in others:
                later = later.apply(rng.choice(later.legal_actions(other)), other)
            assert bot_for(level, 7).choose(later, seat) == first
            assert bot.choose(later, seat) == first
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_view_and_seed_give_the_same_choice(level):
    for s in sealed_positions()[:10]:
        seat = min(s.to_move())
        bot = bot_for(level, 3)
        choice = bot.choose(s, seat)
        for k in range(3):
            other_world = s.determinize(seat, random.Random(100 + k))  # other hands and goals reshuffled
            assert other_world.observation(seat) == s.observation(seat)
            assert bot_for(level, 3).choose(other_world, seat) == choice


def test_what_a_seat_knows_keeps_its_own_choice_and_view_and_fixes_the_rest():
    s = stage(GOALS, [H0, H1, H2])
    s = step(s, p0="in", p2="out")
    known = as_seat_knows(s, 0)
    assert known.pending == ((0, ("in",)),) and known.observation(0)["my_choice"] == "in"
    assert known.observation(0) | {"waiting_for": 0, "chosen": 0} == s.observation(0) | {"waiting_for": 0, "chosen": 0}
    assert known.hands[0] == s.hands[0] and sorted(known.hands[1] + known.hands[2] + known.undealt) == \
        sorted(s.hands[1] + s.hands[2] + s.undealt)
    for k in range(5):  # any world that looks the same to seat 0 is reduced to the same state
        other = s.determinize(0, random.Random(k))
        assert as_seat_knows(other, 0).to_json() == known.to_json()


@pytest.mark.parametrize("players", [2, 3, 6])
def test_every_level_plays_whole_games_with_legal_choices(players):
    bots = [bot_for(LEVELS[i % 3], i) for i in range(players)]

    def legal(s, seat, action):
        assert action in s.legal_actions(seat)

    s, _ = play_out(GAME.new_game(players), bots.__getitem__, random.Random(players), seen=legal)
    assert s.is_over() and sum(s.returns()) == pytest.approx(1.0)
