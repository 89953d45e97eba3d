"""game.the_dance.end alone (shared/rules/the_dance.md, "Winning and the end", `placings`): scores,
the turn-limit ranking, placings' returns and ending a game."""
from game.the_dance import end
from game.the_dance.draft import copy
from game.the_dance.phases import OVER, Attempt

from tests.the_dance.parts_helpers import dancer, plan, state

ROSES = tuple(dancer(d) for d in ("julia", "lupei", "irina"))   # three R
CROWNS = tuple(dancer(d) for d in ("marta", "todoran"))         # two Y


def three(**fields):
    return state(avatars=("saar", "vass", "corvinu"), plans=(plan("P1"), plan("P5"), plan("P2")), **fields)


def test_scores_count_the_plan_symbols_matched_by_seated_dancers():
    s = three(seated=(ROSES[:2], ROSES[2:] + CROWNS, ()))
    assert end.scores(s) == (2.0, 3.0, 0.0)  # P1 RRR: 2; P5 RRYY: R + YY; P2 YYY: nothing seated
    assert end.scores(s._with(plans=(-1, -1, -1))) == (0.0, 0.0, 0.0)


def test_the_ranking_goes_by_matches_then_by_dancers_seated():
    anna = (dancer("anna"),)  # a Moon: matches none of these Plans
    s = three(seated=(ROSES[:2], ROSES[2:] + (CROWNS[0],), anna + ROSES[:0]))
    assert end.turn_limit_ranking(s, range(3)) == [(0, 1), (2,)]
    s = three(seated=(ROSES[:2] + anna, ROSES[2:] + (CROWNS[0],), ()))
    assert end.turn_limit_ranking(s, range(3)) == [(0,), (1,), (2,)]


def test_finish_by_limit_shares_the_win_between_tied_families():
    d = copy(three(seated=(ROSES[:1], CROWNS[:1], ())))
    end.finish_by_limit(d)
    assert d.phase == OVER and d.actor == -1
    assert end.returns(d) == (0.5, 0.5, 0.0)
    assert end.end_reason(d) == "The turn limit (60 rounds) is reached."


def test_placings_rank_the_winners_first_then_the_rest_by_the_limit_score():
    d = copy(state(avatars=("saar", "vass", "corvinu", "balaz"), options={"placings": True},
                   places=((2,),), in_play=(True, True, False, True), plans=(0, 1, 2, 0),
                   seated=(ROSES[:2], (), CROWNS, ROSES[2:])))
    assert end.placing_returns(d) == (2 / 3, 0.0, 1.0, 1 / 3)
    tied = d._with(seated=(ROSES[:1], (), CROWNS, ROSES[2:]))
    assert end.placing_returns(tied) == (0.5, 0.0, 1.0, 0.5)  # places 2 and 3 shared


def test_finish_clears_what_was_pending():
    d = copy(state(attempt=Attempt("influence", 0, 0, (), 3), ctx=(1,), queue=((0, 1),)))
    end.finish(d, (1.0, 0.0), "done")
    assert (d.phase, d.attempt, d.ctx, d.queue, d.result) == (OVER, None, None, (), ((1.0, 0.0), "done"))
    assert end.returns(state()) == (0.0, 0.0) and end.end_reason(state()) == ""
