"""Fancy Dancing's AI: row chances, the fast legal-move list, the information-set key, fairness (the
same view and seed give the same move whatever is hidden), tactics (land a row, spoil one), levels,
time, and whole games of every mode."""
import random

import pytest

from game.ai import make_bot
from game.ai.playout import play_out
from game.core import CHANCE
from game.fancy_dancing import bot as B
from game.fancy_dancing import cards as C
from game.fancy_dancing.rules import GAME
from tests.fancy_dancing.helpers import ids, position

MODES = [("duel", 2), ("solitaire", 1), ("cooperative", 3), ("endurance", 1), ("endurance", 2)]


def random_states(mode, players, games=20, seed=0):
    """Positions met along playouts of the greedy policy (a mix of early, middle and late play)."""
    rng = random.Random(seed)
    hooks = B.FancyHooks()
    for _ in range(games):
        state = GAME.new_game(players, {"mode": mode})
        while not state.is_over():
            if CHANCE in state.to_move():
                state = state.apply(state.sample_chance(rng), CHANCE)
                continue
            yield state
            seat = state.turn
            state = state.apply(hooks.playout_action(state, seat, rng), seat)


def test_row_chances_follow_the_cards_that_may_come():
    assert B.potential("plus", ids(["W10", "T10", "S10"])) == 0.0  # 30 points: past 26 already
    # a Plus row at 10 takes only 10s (10 points) and 11-13s (1 point) and Stars: 20 + 1 lands
    assert 0.0 < B.potential("plus", ids(["W9", "T10"])) < 1.0
    # four cards of 18 need 3-8 more; after a 3 a Minus row takes a 2 (no), a 3 (yes) or a Star (1 or
    # 11: no): three kinds, equally many cards of each
    assert B.potential("minus", ids(["W6", "T5", "S4", "W3"])) == pytest.approx(1 / 3)
    # a Waltz Style row of 20 wants 1-6 more: W2-W6, W11-W13 or a Star (at 1) out of 12 Waltz cards
    # and 3 Stars (the model counts the whole deck, not which cards are gone)
    assert B.potential("style", ids(["W9", "W5", "W4", "W2"])) == pytest.approx((5 + 3 + 3) / (12 + 3))
    # a Star makes 11 or 1: 20 + Star lands whatever else
    assert B.scores_now(ids(["W5", "T5", "S5", "W5"][:3] + ["*1", "T5"]))
    for rule in ("plus", "minus", "style"):
        assert 0.2 < B.EMPTY[rule] < 0.8


@pytest.mark.parametrize("mode,players", MODES)
def test_the_fast_move_list_is_the_rules_list(mode, players):
    count = 0
    for state in random_states(mode, players, games=8, seed=players):
        assert B.legal_moves(state, state.turn) == state.legal_actions(state.turn)
        assert B.legal_moves(state, (state.turn + 1) % max(players, 2)) in ([], state.legal_actions(state.turn))
        count += 1
    assert count > 50


@pytest.mark.parametrize("mode,players", MODES)
def test_the_key_of_what_a_seat_knows_ignores_what_it_cannot_see(mode, players):
    hooks = B.FancyHooks()
    rng = random.Random(3)
    for state in list(random_states(mode, players, games=3, seed=7))[::5]:
        for seat in range(players):
            key = hooks.info_key(state, seat)
            for _ in range(3):
                world = state.determinize(seat, rng)
                assert hooks.info_key(world, seat) == key
                assert world.observation(seat) == state.observation(seat)
                assert B.canonical(world, seat).to_json() == B.canonical(state, seat).to_json()


def test_the_key_tells_hands_apart():
    hooks = B.FancyHooks()
    a = position([["W5", "T9"], ["S3", "S4"]])
    b = position([["W5", "T8"], ["S3", "S4"]])
    assert hooks.info_key(a, 0) != hooks.info_key(b, 0)
    c = position([["W5", "T9"], ["S3", "S5"]])
    assert hooks.info_key(a, 1) != hooks.info_key(c, 1)


def small_budget(level, seed):
    """A level's bot with its iteration budget but no time cap, so a busy machine cannot change its move."""
    bot = make_bot(level, "fancy_dancing", seed)
    if hasattr(bot, "search"):
        bot.search.time_limit = 60.0
        bot.search.max_iterations = min(bot.search.max_iterations, 250)
    return bot


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize("mode,players", [("duel", 2), ("solitaire", 1), ("cooperative", 2)])
def test_the_same_view_and_seed_give_the_same_move(level, mode, players):
    # Worlds built with determinize differ in every card the seat cannot see (other hands, the
    # deck order) and agree on everything it can: the bot's move must not change.
    states = list(random_states(mode, players, games=2, seed=11))
    rng = random.Random(5)
    for state in states[3::9][:3]:
        seat = state.turn
        worlds = [state] + [state.determinize(seat, rng) for _ in range(2)]
        assert len({tuple(w.deck) for w in worlds}) > 1  # the hidden parts do differ
        moves = {small_budget(level, 21).choose(w, seat) for w in worlds}
        assert len(moves) == 1, (state, moves)


def spoil_position():
    # Seat 1 has two Accolades and a Plus row of 14 points after a 5 on its side: any 7-10 or a Star
    # wins it the game. Seat 0 holds W9 (that would hand them the win) and T12 (1 point: a spoil).
    return position([["W9", "T12", "S3"], ["S2", "T2"]],
                    rows={"r1p2": ["W2", "T3", "S4", "W5"], "r2p1": ["W8"]}, accolades=[1, 2])


def land_position():
    # Seat 0's Plus row holds 14 points after a 5; T7 lands it on 21 for the third Accolade.
    return position([["S13", "T7", "T2"], ["W6", "T6"]],
                    rows={"r1p1": ["W2", "T3", "S4", "W5"], "r3p2": ["S9", "S8"]}, accolades=[2, 1])


def test_the_heuristic_lands_its_row_and_spoils_the_opponents():
    for state, best in ((land_position(), "play T7 r1 p1"), (spoil_position(), "play T12 r1 p2")):
        actions = state.legal_actions(0)
        values = B.move_values(state, 0, actions)
        assert state.action_to_str(actions[values.index(max(values))]) == best
    spoil = spoil_position()
    values = dict(zip(spoil.legal_actions(0), B.move_values(spoil, 0, spoil.legal_actions(0))))
    assert values[spoil.parse_action("play W9 r1 p2")] == min(values.values())  # never feed their row


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_searching_levels_find_the_win_and_the_spoil(level):
    for state, best in ((land_position(), "play T7 r1 p1"), (spoil_position(), "play T12 r1 p2")):
        assert state.action_to_str(small_budget(level, 3).choose(state, 0)) == best


def test_levels_and_engines():
    assert make_bot("easy", "fancy_dancing", 1).level == "easy"
    for level in ("normal", "hard"):
        bot = make_bot(level, "fancy_dancing", 1)
        assert bot.engine == "ismcts" and bot.level == level
    assert make_bot("hard:mcts", "fancy_dancing", 1).engine == "mcts"
    assert make_bot("easy:ismcts", "fancy_dancing", 1).engine == "ismcts"
    with pytest.raises(ValueError):
        B.make_bot("expert")


def test_hard_is_budgeted_in_iterations_and_the_clock_does_not_change_its_move(monkeypatch):
    """Counted, not timed: Hard's budget is 900 iterations or fewer (about 0.6 s of CPU on the reference
    machine, see make bench), and a clock run ten times fast (a busy machine) gives the same move."""
    from game.ai import clock

    state = GAME.new_game(2).apply(("deck", tuple(range(C.NUM_CARDS))), CHANCE)
    quiet_bot = make_bot("hard", "fancy_dancing", 2)
    quiet = quiet_bot.choose(state, 0)
    assert quiet in state.legal_actions(0)
    assert 0 < quiet_bot.last.nodes <= 900 and quiet_bot.last.stopped != "time"
    real = clock.now
    start = real()
    monkeypatch.setattr(clock, "now", lambda: start + 10.0 * (real() - start))
    busy_bot = make_bot("hard", "fancy_dancing", 2)
    assert busy_bot.choose(state, 0) == quiet
    assert busy_bot.last.nodes == quiet_bot.last.nodes


@pytest.mark.parametrize("mode,players", MODES)
def test_whole_games_of_every_mode_end_with_legal_moves(mode, players):
    bots = [make_bot("easy", "fancy_dancing", s) for s in range(players)]
    normal = make_bot("normal", "fancy_dancing", 9)
    normal.search.max_iterations = 40  # a few searching moves in each game, quickly
    moves = 0

    def legal(state, seat, action):
        nonlocal moves
        assert seat == state.turn and action in state.legal_actions(seat)
        moves += 1

    state, _ = play_out(GAME.new_game(players, {"mode": mode}), lambda seat: normal if moves % 7 == 0 else bots[seat],
                        random.Random(players), seen=legal)
    assert state.is_over() and moves > 5


def test_a_view_holds_the_pass_of_every_card_so_equal_views_are_dealt_alike():
    """determinize keeps each hidden card within its pass through the deck, so the pass of each card is
    part of the seat's view: two positions that differ only in which unseen card came from which pass
    look different, and positions that look alike are dealt alike by the search's canonical form."""
    base = position([["W9", "W8"], ["S9", "S8", "S7"]], deck=["T2", "T3", "T4"], discard=["W2"],
                    card_gen=[0] * 39)

    def with_passes(later):
        data = base.to_json()
        data["generation"] = 1
        for name in later:
            data["card_gen"][C.card_id(name)] = 1
        return GAME.from_json(data)

    a = with_passes(("T2", "T3", "T4", "S8", "S7"))  # seat 1's S9 is from the first pass
    b = with_passes(("S9", "T3", "T4", "S8", "S7"))  # ... here T2 is, and S9 from the second
    assert a.observation(0) != b.observation(0)
    for seed in range(10):
        alike = a.determinize(0, random.Random(100 + seed))
        assert alike.observation(0) == a.observation(0)
        for k in range(3):
            one = B.canonical(a, 0).determinize(0, random.Random(k))
            other = B.canonical(alike, 0).determinize(0, random.Random(k))
            assert one == other
