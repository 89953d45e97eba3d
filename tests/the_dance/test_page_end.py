"""Page tests for winning and the end of The Dance (shared/rules/the_dance.md, "Winning and the
end", Strategic, the `turn_limit` and `placings` options): a Plan satisfied by a seating, the turn
limit's scoring and ties, returns() and scores().

The long scenario: saar (Discipline) seats three red Roses at table 1 (entry hex E13): julia
(from E10), lupei (from D9) and irina (from D7, which reaches D8 in Waltz 1).
Pips: saar con 2 + julia con 2 = 4; saar con 2 + lupei con 2 = 4; saar cor 1 + irina cor 2 = 3.
"""
import pytest

from game.core import CHANCE, IllegalAction
from tests.the_dance.page_helpers import (
    idle, legal, needs_engine, plan_seen, revealed_powers, run, seated, setup, where)

pytestmark = needs_engine

ROSES = {"E10": "julia", "D9": "lupei", "D7": "irina"}


def three_roses(plans=("P1", "P2"), avatars=("saar", "vass"), options=None, saar_powers=None,
                rounds=6):
    """Play the scenario up to saar's round `rounds` Dance Step (at most 6), seats after saar idle."""
    others = list(range(1, len(avatars)))
    powers = [saar_powers or ("discipline,tactician", "discipline"), ("resourceful,willpower", "resourceful"),
              ("athletic,host", "host")][:len(avatars)]
    s = setup(avatars=avatars, powers=powers, plans=list(plans), dancers=ROSES,
              options=options)

    def others_idle(s):
        for seat in others:
            s = idle(s, seat)
        return s

    def box4_draws(s):
        s = run(s, (CHANCE, "draw Con2"))  # saar holds fewer than 4 here: no discard
        for seat in others:
            s = run(s, (CHANCE, "draw Ankh"), (seat, "discard Ankh"))
        return s

    # Round 1: to E11, buy the bonus marker, julia Influenced (roll 2).
    s = run(s, (0, "move E11"), (0, "discipline Ext1,Sub1"), (0, "done"), (0, "influence julia con"),
            (CHANCE, "roll 2"))
    s = others_idle(s)
    if rounds == 2:
        return s
    # Round 2: to D10, julia led E11 -> E12, lupei Influenced with the bonus marker (roll 2).
    s = run(s, (0, "move D10"), (0, "lead julia E11,E12"), (0, "done"), (0, "influence lupei con"),
            (CHANCE, "roll 2"))
    s = others_idle(s)
    if rounds == 3:
        return s
    # Round 3: julia seated (the bonus marker goes back to the pool), the bonus bought again, lupei
    # led D9 -> E10 -> E11, saar onto D9 beside irina (D8), irina Influenced (roll 3).
    s = run(s, (0, "lead julia E13,seat"), (0, "discipline Cor1,Con1"), (0, "lead lupei E10,E11"),
            (0, "move D9"), (0, "done"), (0, "influence irina cor"), (CHANCE, "roll 3"))
    s = box4_draws(others_idle(s))
    if rounds == 4:
        return s
    # Round 4: saar steps aside to C10; irina led D8 -> D9 -> D10; lupei led E11 -> E12 -> E13.
    s = run(s, (0, "move C10"), (0, "lead irina D9,D10"), (0, "lead lupei E12,E13"), (0, "done"),
            (0, "pass"))
    s = others_idle(s)
    if rounds == 5:
        return s
    # Round 5: lupei seated; irina led D10 -> D11 -> D12.
    s = run(s, (0, "lead lupei seat"), (0, "lead irina D11,D12"), (0, "done"), (0, "pass"))
    return others_idle(s)


def test_discipline_is_bought_again_after_a_seating_returns_it():
    s = three_roses(rounds=3)
    assert not any(a.startswith("discipline") for a in legal(s))  # she owns the bonus marker
    s = run(s, (0, "lead julia E13,seat"))
    assert seated(s, "saar") == ["julia"]
    assert "discipline Cor1,Con1" in legal(s)


def test_seating_the_dancer_that_completes_the_plan_wins_at_once():
    s = three_roses()
    assert seated(s, "saar") == ["julia", "lupei"] and where(s, "irina") == "D12"
    assert s.scores() == (2, 0) and not s.is_over() and s.returns() == (0, 0)
    assert "lead irina E13,seat" in legal(s)
    s = run(s, (0, "lead irina E13,seat"))
    assert s.is_over() and s.to_move() == frozenset()
    assert s.returns() == (1, 0) and s.scores() == (3, 0)
    # Every Plan is revealed at the end.
    assert plan_seen(s, 1, viewer=0) == "P2" and plan_seen(s, 0, viewer=1) == "P1"
    with pytest.raises(IllegalAction):
        s.apply_str("done", 1)


def test_seating_without_completing_the_plan_plays_on():
    s = run(three_roses(plans=("P5", "P2")), (0, "lead irina E13,seat"))  # P5 is RRYY
    assert not s.is_over() and s.scores() == (2, 0) and seated(s, "saar") == ["irina", "julia", "lupei"]


def test_a_plan_kept_with_strategic_that_is_already_satisfied_wins():
    # Super Villains: saar keeps Discipline and Strategic; her Plan P2 (YYY) is not met by three
    # Roses, but in round 8 (Tempo in box 4) she draws P1 (RRR) and keeps it.
    s = three_roses(plans=("P2", "P3"), saar_powers=("discipline,strategic", ""),
                    options={"super_villains": True})
    s = run(s, (0, "lead irina E13,seat"), (0, "done"), (0, "pass"))
    assert not s.is_over()
    s = idle(s, 1)
    s = idle(idle(s, 0), 1)  # round 7; Waltz 7 goes to box 4
    s = run(s, (CHANCE, "draw Con2"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    assert "strategic" in legal(s)
    s = run(s, (0, "strategic"), (CHANCE, "plan P1"))
    assert not s.is_over()
    s = run(s, (0, "keep new"))
    assert s.is_over() and s.returns() == (1, 0) and s.scores() == (3, 0)


def test_placings_play_on_without_the_winner_and_rank_the_rest():
    # Three families; saar wins in round 6; the limit ends the game after Waltz 6.
    s = three_roses(avatars=("saar", "vass", "corvinu"), plans=("P1", "P2", "P3"),
                    options={"placings": True, "turn_limit": 6})
    s = run(s, (0, "lead irina E13,seat"))
    assert not s.is_over() and s.to_move() == {1}
    assert where(s, "saar") is None  # her Avatar leaves the floor
    assert seated(s, "saar") == ["irina", "julia", "lupei"]
    s = idle(s, 1)
    s = idle(s, 2)
    assert s.is_over()
    # Place 1 gets (3-1)/2 = 1; vass and corvinu tie for places 2 and 3: (1/2 + 0) / 2 each.
    assert s.returns() == pytest.approx((1.0, 0.25, 0.25))


def test_without_placings_the_turn_limit_never_comes_into_it_after_a_win():
    s = three_roses(avatars=("saar", "vass", "corvinu"), plans=("P1", "P2", "P3"),
                    options={"turn_limit": 6})
    s = run(s, (0, "lead irina E13,seat"))
    assert s.is_over() and s.returns() == (1, 0, 0)


def test_the_turn_limit_ends_the_game_after_its_waltz_and_a_tie_is_shared():
    s = setup(options={"turn_limit": 1})
    s = idle(s, 0)
    assert not s.is_over()
    s = idle(s, 1)
    assert s.is_over() and s.scores() == (0, 0)
    assert s.returns() == pytest.approx((0.5, 0.5))
    assert plan_seen(s, 0, viewer=1) == "P1" and plan_seen(s, 1, viewer=0) == "P2"
    three = setup(avatars=("saar", "vass", "corvinu"), options={"turn_limit": 1})
    for seat in (0, 1, 2):
        three = idle(three, seat)
    assert three.returns() == pytest.approx((1 / 3, 1 / 3, 1 / 3))


def seat_julia_by_round_3(plans, turn_limit=3):
    s = setup(plans=plans, dancers={"E10": "julia"}, options={"turn_limit": turn_limit})
    s = run(s, (0, "move E11"), (0, "done"), (0, "influence julia con"), (CHANCE, "roll 2"))
    s = idle(s, 1)
    s = run(s, (0, "move F11"), (0, "lead julia E11,E12"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    s = run(s, (0, "lead julia E13,seat"), (0, "done"), (0, "pass"))
    return idle(s, 1)


def test_the_turn_limit_scores_the_plan_symbols_matched():
    s = seat_julia_by_round_3(["P1", "P2"])
    # Waltz 3 still has its box 4 draws before the game ends.
    assert not s.is_over()
    s = run(s, (CHANCE, "draw Ankh"), (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    assert s.is_over()
    assert s.scores() == (1, 0) and s.returns() == (1, 0)  # P1 RRR: julia matches one Rose


def test_a_tie_on_the_plan_is_broken_by_the_number_seated():
    s = seat_julia_by_round_3(["P2", "P3"])  # P2 is YYY: julia (R) matches nothing
    s = run(s, (CHANCE, "draw Ankh"), (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    assert s.is_over() and s.scores() == (0, 0)
    assert s.returns() == (1, 0)  # one seated Dancer against none


def test_strategic_only_in_box_4_once_a_turn_and_free():
    s = setup()  # seat 0 keeps Strategic
    assert "strategic" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply_str("strategic", 0)
    for _ in range(3):
        s = idle(idle(s, 0), 1)
        if s.to_move() == {CHANCE}:
            s = run(s, (CHANCE, "draw Ankh"), (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    # Round 4: the Tempo marker is in box 4.
    assert "strategic" in legal(s) and revealed_powers(s, 0, viewer=1) == []
    s = run(s, (0, "strategic"))
    assert s.to_move() == {CHANCE}
    for taken in ("plan P1", "plan P2"):  # saar's own Plan and vass's are not in the pile
        with pytest.raises(IllegalAction):
            s.apply_str(taken, CHANCE)
    s = run(s, (CHANCE, "plan P7"))
    assert legal(s) == ["keep new", "keep old"]
    assert revealed_powers(s, 0, viewer=1) == ["strategic"]
    kept_old = run(s, (0, "keep old"))
    assert plan_seen(kept_old, 0, viewer=0) == "P1"
    s = run(s, (0, "keep new"))
    assert plan_seen(s, 0, viewer=0) == "P7" and plan_seen(s, 0, viewer=1) is None
    # No Dance Step is spent, and only once a turn.
    assert "strategic" not in legal(s) and "move E11" in legal(s)
    s = run(s, (0, "move E11"), (0, "done"), (0, "pass"))
    s = idle(s, 1)
    assert "strategic" not in legal(s)  # box 1 again


def test_with_open_plans_a_plan_kept_with_strategic_is_public():
    s = setup(options={"plans": "open"})
    assert plan_seen(s, 0, viewer=1) == "P1"
    for _ in range(3):
        s = idle(idle(s, 0), 1)
        if s.to_move() == {CHANCE}:
            s = run(s, (CHANCE, "draw Ankh"), (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    s = run(s, (0, "strategic"), (CHANCE, "plan P9"), (0, "keep new"))
    assert plan_seen(s, 0, viewer=1) == "P9"
