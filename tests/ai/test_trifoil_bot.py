"""Trifoil's bot: every level plays legal moves, wins when it can, blocks when it must, repeats itself
given the same seed, and its fast chain measure agrees with the rules."""
import random

import pytest

from game.ai import LEVELS, make_bot
from game.ai.bots import SearchBot
from game.ai.search import AlphaBeta
from game.core.registry import GAMES
from game.trifoil.board import BOARD_NAMES, load_board
from game.trifoil.bot import HOOKS, chain_length, outlook, tables
from game.trifoil.rules import longest_chain
from tests.trifoil.positions import position

G = GAMES["trifoil"]
WIN_IN_ONE = dict(blue=["A.S", "B.N", "B.SE", "E.NW"], red=["F.N", "C.S"])


def sample_positions(count=4, seed=3):
    """Positions from random play: the opening, mid-turn (where `end` is legal) and later ones."""
    rng = random.Random(seed)
    found = [G.new_game()]
    state = G.new_game()
    while len(found) < count:
        if state.is_over():
            state = G.new_game()
        state = state.apply(rng.choice(state.legal_actions()))
        if not state.is_over() and (state.acted == 1 or rng.random() < 0.3):
            found.append(state)
    return found


def test_every_level_returns_a_legal_action_from_several_positions():
    positions = sample_positions()
    assert any(("end",) in s.legal_actions() for s in positions)
    for level in LEVELS:
        bot = make_bot(level, "trifoil", seed=7)
        for state in positions:
            seat = state.player
            assert bot.choose(state, seat) in state.legal_actions(seat), (level, state)


def test_unknown_levels_are_refused():
    for level in ("expert", "", "random:mcts", "hard:minimax"):
        with pytest.raises(ValueError):
            make_bot(level, "trifoil")


def winning_moves(state, seat):
    return {state.action_to_str(a) for a in state.legal_actions(seat) if state.apply(a).returns()[seat] == 1.0}


def test_the_win_in_one_position_has_several_winning_placements():
    # Any second link on an end Blink (A or E) lengthens the chain of 4 to 5, E>F among them.
    wins = winning_moves(position(**WIN_IN_ONE, to_move=0), 0)
    assert {"place E>F", "place A>D"} <= wins
    assert all(w.startswith("place A>") or w.startswith("place E>") for w in wins)


@pytest.mark.parametrize("level", ["normal", "hard", "hard:mcts"])
def test_a_searching_level_takes_a_win_in_one(level):
    state = position(**WIN_IN_ONE, to_move=0)
    bot = make_bot(level, "trifoil", seed=1)
    assert state.action_to_str(bot.choose(state, 0)) in winning_moves(state, 0)


def test_alpha_beta_proves_the_win_in_one():
    state = position(**WIN_IN_ONE, to_move=0)
    result = AlphaBeta(HOOKS, time_limit=5.0, max_depth=3).search(state, 0)
    assert state.action_to_str(result.action) in winning_moves(state, 0)
    assert result.value > 90_000  # a proven win, not a heuristic hope
    assert result.depth == 1  # found at the first iteration, and the search stopped there


def blue_can_win_at_once(state) -> bool:
    return any(state.apply(a).returns() == (1.0, 0.0) for a in state.legal_actions(0))


@pytest.mark.parametrize("acted", [1, 0])
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_searching_level_blocks_an_immediate_win(level, acted):
    # Blue threatens "place E>F" for a chain of 5; red, with one or two actions left, must stop it.
    state = position(**WIN_IN_ONE, to_move=1, acted=acted)
    assert state.apply(state.parse_action("end") if acted else state.legal_actions()[0]) is not None
    bot = make_bot(level, "trifoil", seed=2)
    while not state.is_over() and state.player == 1:
        state = state.apply(bot.choose(state, 1), 1)
    assert not state.is_over() or state.returns() != (1.0, 0.0)
    assert not blue_can_win_at_once(state)


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_same_seed_and_state_give_the_same_move(level):
    positions = sample_positions(count=5, seed=11)
    first = make_bot(level, "trifoil", seed=5)
    again = make_bot(level, "trifoil", seed=5)
    chosen = [first.choose(s, s.player) for s in positions]
    # a fresh bot, and the same bot asked again after other moves, choose alike
    assert [again.choose(s, s.player) for s in positions] == chosen
    assert [first.choose(s, s.player) for s in reversed(positions)] == chosen[::-1]


def test_a_node_budgeted_hard_search_is_deterministic():
    # With its node budget binding (not the time cap), the strongest search repeats itself exactly.
    state = sample_positions(count=3, seed=4)[-1]
    moves = {SearchBot("hard", 9, HOOKS, time_limit=30.0, max_nodes=3000).choose(state, state.player)
             for _ in range(2)}
    assert len(moves) == 1


def test_a_time_ceiling_stops_a_search_without_a_node_budget(monkeypatch):
    """Counted, not timed: a clock that jumps a minute at every reading stops both engines at their
    ceiling, with a legal move, whatever the machine's speed."""
    from game.ai import clock

    state = sample_positions(count=2, seed=6)[-1]
    for engine in ("alphabeta", "mcts"):
        readings = iter(range(0, 10**7, 60))
        monkeypatch.setattr(clock, "now", lambda: float(next(readings)))
        bot = SearchBot("hard", 1, HOOKS, engine=engine)
        action = bot.choose(state, state.player)
        assert action in state.legal_actions()
        assert bot.last.nodes < 100  # stopped on the clock, not on a budget


def test_levels_are_budgeted_in_nodes_and_a_fast_clock_does_not_change_a_move(monkeypatch):
    from game.ai import clock

    states = sample_positions(count=4, seed=3)
    quiet = [make_bot("hard", "trifoil", 5).choose(s, s.player) for s in states]
    real = clock.now
    start = real()
    monkeypatch.setattr(clock, "now", lambda: start + 10.0 * (real() - start))
    bots = [make_bot("hard", "trifoil", 5) for _ in states]
    assert [b.choose(s, s.player) for b, s in zip(bots, states)] == quiet
    assert all(b.last is None or b.last.stopped != "time" for b in bots)


def random_slots(board, rng):
    slots = [0] * (board.size * 6)
    blue, red = rng.randint(0, board.links_per_player), rng.randint(0, board.links_per_player)
    chosen = rng.sample(range(len(slots)), blue + red)
    for i in chosen[:blue]:
        slots[i] = 1
    for i in chosen[blue:]:
        slots[i] = 2
    return tuple(slots)


@pytest.mark.parametrize("name", BOARD_NAMES)
def test_fast_chain_measure_agrees_with_the_rules(name):
    board, rng = load_board(name), random.Random(name)
    t = tables(board)
    for _ in range(400):
        slots = random_slots(board, rng)
        for colour in (1, 2):
            assert chain_length(t, slots, colour) == longest_chain(board, slots, colour), slots
            now, after, winning = outlook(t, slots, colour)
            if slots.count(colour) >= board.links_per_player or now >= board.chain_to_win:
                continue
            tried = [longest_chain(board, slots[:s] + (colour,) + slots[s + 1:], colour)
                     for s in board.inward_slots if slots[s] == 0]
            assert after == max(tried + [now]), slots
            assert winning == sum(v >= board.chain_to_win for v in tried), slots


def test_fast_chain_measure_agrees_in_played_games():
    rng = random.Random(8)
    for name in ("board_6", "board_9"):
        state = G.new_game(2, {"board": name})
        t = tables(state.board)
        for _ in range(300):
            if state.is_over():
                state = G.new_game(2, {"board": name})
            state = state.apply(rng.choice(state.legal_actions()))
            assert (chain_length(t, state.slots, 1), chain_length(t, state.slots, 2)) == state.chains()


def test_evaluation_favours_the_longer_chain_and_is_antisymmetric():
    state = position(blue=["A.S", "B.N", "B.SE"], red=["F.N"], to_move=0)
    assert HOOKS.evaluate(state, 0) > 0 > HOOKS.evaluate(state, 1)
    assert HOOKS.evaluate(state, 0) == -HOOKS.evaluate(state, 1)


def test_a_named_engine_is_budgeted_in_work_too():
    # hard:alphabeta and hard:mcts compare the engines; every level and engine stops on a work budget
    ab, mcts, hard = (make_bot(level, "trifoil") for level in ("hard:alphabeta", "hard:mcts", "hard"))
    assert (ab.engine, mcts.engine, hard.engine) == ("alphabeta", "mcts", "alphabeta")
    assert ab.search.max_nodes == hard.search.max_nodes < 10**6
    assert mcts.search.max_iterations < 10**6
    from game.ai import clock

    assert ab.search.time_limit == mcts.search.time_limit == hard.search.time_limit == clock.CEILING
