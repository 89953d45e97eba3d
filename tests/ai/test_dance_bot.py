"""The Dance's AI: every level plays whole games with legal choices; the same view and seed give the same
choice whatever is hidden; the heuristic player's judgement in known positions (seat a needed Dancer,
lead her home, court the Dancer worth most, free a rival's Dancer when the rival is close, walk where
the Waltz brings Dancers); Easy chases the nearest useful Dancer; Hard searches whole turn plans."""
import random

import pytest

from game.ai import make_bot
from game.ai.playout import play_out
from game.core import CHANCE
from game.core.registry import GAMES
from game.the_dance import ai_policy as P
from game.the_dance.ai_search import SearchingBot, TurnGame, turn_candidates
from game.the_dance.ai_eval import evaluate
from tests.the_dance.page_helpers import idle, run, setup, where
from tests.the_dance.test_rules_more import at_table, held_by, moved_dancers, rearranged

GAME = GAMES["the_dance"]


def bot_for(level, seed):
    """The level's bot; Hard on a small iteration budget and no time cap: quick and deterministic."""
    if level == "hard":
        return SearchingBot(seed, iterations=24, time_limit=60.0)
    return make_bot(level, "the_dance", seed=seed)


def play(levels, seed, options=None):
    """A whole game between bots of `levels`; every choice checked legal. Returns the end state."""
    bots = [bot_for(level, seed * 10 + i) for i, level in enumerate(levels)]

    def legal(s, seat, action):
        assert action in s.legal_actions(seat), (levels[seat], s.phase, action)

    s, _ = play_out(GAME.new_game(len(levels), options), bots.__getitem__, random.Random(seed), seen=legal)
    return s


@pytest.mark.parametrize("levels", [("easy", "normal"), ("normal", "easy", "random"), ("hard", "normal")])
def test_every_level_plays_whole_games_with_legal_choices(levels):
    options = {"turn_limit": 6} if "hard" in levels else None
    s = play(levels, 3, options)
    assert s.is_over() and abs(sum(s.returns()) - 1.0) < 1e-9


def test_heuristic_games_end_on_a_plan_well_before_the_turn_limit():
    for seed in range(3):
        s = play(("normal", "normal", "normal"), seed)
        assert "completes her Plan" in s.end_reason() and s.round < 40


def positions(count, seed=1, players=2):
    """Decision points of a heuristic game (after the setup), one in every few."""
    rng = random.Random(seed)
    s = GAME.new_game(players)
    out = []
    while not s.is_over() and len(out) < count:
        movers = s.to_move()
        if CHANCE in movers:
            s = s.apply(s.sample_chance(rng), CHANCE)
            continue
        seat = min(movers)
        legal = s.legal_actions(seat)
        if s.round >= 2 and len(legal) > 1 and rng.random() < 0.35:
            out.append((s, seat))
        s = s.apply(P.choose(s, seat), seat)
    return out


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_same_view_and_seed_give_the_same_choice(level):
    for state, seat in positions(6):
        other = state.determinize(seat, random.Random(77))  # the hidden things dealt otherwise
        assert other.observation(seat) == state.observation(seat)
        first = bot_for(level, 5).choose(state, seat)
        assert bot_for(level, 5).choose(other, seat) == first
        assert first in state.legal_actions(seat)


# --- the heuristic player ---------------------------------------------------------------------------

def test_it_seats_a_needed_dancer_first_and_leads_another_home():
    s = setup(plans=["P1", "P2"])  # P1 is RRR
    s = rearranged(s, apos=["F11", "Q13"], bonus=[True, False])
    s = held_by(moved_dancers(s, {"julia": "E12", "lupei": "C10"}), 0, "julia", "lupei")
    assert P.choose(s, 0) == s.parse_action("lead julia E13,seat")
    s = run(s, (0, "lead julia E13,seat"))
    lead = P.choose(s, 0)
    assert lead[0] == "lead" and lead[1] == s.parse_action("release lupei")[1]
    from game.the_dance.ai_view import home_distance
    assert home_distance(s, 0, lead[2]) == home_distance(s, 0, s.dpos[lead[1]]) - 2


def test_it_courts_the_needed_dancer_with_its_best_domain():
    s = run(setup(plans=["P1", "P2"], dancers={"E10": "julia"}), (0, "move E11"), (0, "done"))
    # julia (a Rose) is needed; Confidence gives 4 (5 with the Con1), Corruption 2, Extortion 1
    assert P.choose(s, 0)[:3] == s.parse_action("influence julia con")[:3]
    # a Plan without Roses: julia is not worth an attempt (nor a Refreshment)
    s2 = run(setup(plans=["P2", "P1"], dancers={"E10": "julia"}), (0, "move E11"), (0, "done"))
    assert P.choose(s2, 0) == ("pass",)


def test_it_frees_a_rivals_dancer_when_the_rival_is_one_short():
    # Open Plans: vass (P1, RRR) has two Roses seated and holds julia on E10 beside saar.
    s = setup(plans=["P2", "P1"], options={"plans": "open"})
    s = at_table(s, 1, ["lupei", "irina"])
    s = held_by(moved_dancers(s, {"julia": "E10"}), 1, "julia")
    s = rearranged(s, apos=["E11", "Q13"])
    s = run(s, (0, "done"))
    assert P.choose(s, 0)[:2] == ("influence", s.parse_action("release julia")[1])


def test_it_walks_to_the_dancer_it_can_try_now():
    s = setup(plans=["P1", "P2"], dancers={"E10": "julia"})
    action = P.choose(s, 0)
    assert action[0] == "move"
    after = s.apply(action, 0)
    assert where(after, "saar") in ("E11", "D10", "F10", "D11")


def test_easy_walks_toward_the_nearest_useful_dancer():
    s = setup(plans=["P1", "P2"], dancers={"E10": "julia"})
    bot = make_bot("easy", "the_dance", seed=1)
    action = bot.choose(s, 0)
    assert action[0] == "move"
    from game.the_dance import floor as F
    assert F.distance(action[1], F.HEX["E10"]) == 1


# --- the search --------------------------------------------------------------------------------------

def test_turn_plans_start_with_the_heuristics_own_and_end_in_the_influence_step():
    s = setup(plans=["P1", "P2"], dancers={"E10": "julia"})
    plans = turn_candidates(s, 0, P.NORMAL)
    assert len(plans) >= 4 and len(set(plans)) == len(plans)
    assert plans[0][0] == P.choose(s, 0)
    for plan in plans:
        t = s
        for action in plan:
            t = t.apply(action, 0)
        assert t.to_move() == {CHANCE} or t.to_move() == {1}  # a roll, or the turn is over


def test_the_search_world_ends_at_its_horizon_and_is_valued_by_shares():
    s = setup(plans=["P1", "P2"], dancers={"E10": "julia"})
    bot = SearchingBot(1, iterations=16, time_limit=60.0)
    game = TurnGame(s, 0, s.round, bot.hooks)
    values = game.returns()
    assert len(values) == 2 and abs(sum(values) - 1.0) < 1e-9
    rng = random.Random(2)
    while not game.is_over():
        movers = game.to_move()
        seat = min(movers)
        if seat == CHANCE:
            game = game.apply(game.sample_chance(rng), CHANCE)
        else:
            game = game.apply(game.legal_actions(seat)[0], seat)
    assert game.s.round == s.round + 1 and abs(sum(evaluate(game.s)) - 1.0) < 1e-9


def test_hard_searches_the_walk_and_the_attempt_and_plays_the_obvious_at_once():
    s = setup(plans=["P1", "P2"], dancers={"E10": "julia"})
    bot = SearchingBot(1, iterations=40, time_limit=60.0)
    action = bot.choose(s, 0)
    assert action[0] == "move" and bot.last is not None and 0 < bot.last.nodes <= 40
    s = s.apply(action, 0)
    assert bot.choose(s, 0) == ("done",) and bot.last is None  # nothing left to weigh
    s = run(setup(plans=["P1", "P2"], dancers={"E10": "julia"}), (0, "move E11"), (0, "done"))
    choice = bot.choose(s, 0)
    assert choice in s.legal_actions(0) and bot.last is not None and len(bot.last.scores) >= 3
    # a seat that wins is never searched
    won = rearranged(at_table(setup(plans=["P1", "P2"]), 0, ["julia", "lupei"]), apos=["F11", "Q13"])
    won = held_by(moved_dancers(won, {"irina": "E12"}), 0, "irina")
    assert bot.choose(won, 0) == won.parse_action("lead irina E13,seat")


def test_hard_values_a_game_that_ends_by_its_returns():
    s = idle(setup(options={"turn_limit": 1}), 0)
    s = idle(s, 1)
    assert s.is_over() and evaluate(s) == s.returns()


def test_paired_playouts_give_each_chance_event_the_same_dice_whatever_came_before():
    from game.the_dance.ai_search import event_dice
    s = run(setup(dancers={"E10": "julia"}), (0, "move E11"), (0, "done"), (0, "influence julia con"))
    assert event_dice(9, s).random() == event_dice(9, s).random()
    assert event_dice(9, s).random() != event_dice(10, s).random()
    rerolled = s._with(attempt=s.attempt._replace(rerolled=True))
    assert event_dice(9, s).random() != event_dice(9, rerolled).random()


def test_the_search_is_deterministic_for_a_view_and_seed_and_takes_a_sure_thing():
    # saar needs one more Rose (P1, two seated) and stands beside julia: the attempt beats passing.
    s = rearranged(at_table(setup(plans=["P1", "P2"]), 0, ["lupei", "irina"]), apos=["E11", "Q13"])
    s = run(moved_dancers(s, {"julia": "E10"}), (0, "done"))
    picks = set()
    for _ in range(2):
        bot = SearchingBot(4, iterations=60, time_limit=60.0)
        picks.add(bot.choose(s, 0))
        assert bot.last.stopped == "rollouts"
    assert len(picks) == 1 and next(iter(picks))[:2] == ("influence", s.parse_action("release julia")[1])
