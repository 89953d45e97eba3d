"""game.the_dance.rounds alone (shared/rules/the_dance.md, "Round", "Waltz Phase", Initiative,
Placings): turns in order, draws between steps, a family leaving play, and the Waltz Phase."""
from game.the_dance import facts, rounds, waltz
from game.the_dance import floor as F
from game.the_dance.draft import copy
from game.the_dance.phases import (
    AFTER_TURN, AFTER_WALTZ, DANCE, DISCARD, DRAW, INITIATIVE, OVER, WALTZ_ROLL, ZERO, Attempt,
)

from tests.the_dance.parts_helpers import dancer, hand, hx, kind, state


def three(**fields):
    return state(avatars=("saar", "vass", "corvinu"), **fields)


def test_a_round_starts_with_the_holder_and_a_turn_with_a_fresh_dance_step():
    d = copy(three(holder=2, moved=5, attempt=Attempt("foil", 0, 0, (), 2), ctx=(1,)))
    rounds.start_round(d)
    assert d.order == (2, 0, 1) and d.turn == 0
    assert (d.phase, d.actor, d.moved, d.attempt, d.ctx) == (DANCE, 2, 0, None, None)


def test_the_next_turn_skips_families_out_of_play_and_the_last_one_opens_the_waltz():
    d = copy(three(in_play=(True, False, True), order=(0, 1, 2)))  # vass left play this round
    rounds.end_turn(d)
    assert d.actor == 2 and d.turn == 2
    d = copy(three(turn=2, server=-1))
    rounds.end_turn(d)
    assert d.phase == WALTZ_ROLL and d.actor == -1  # the Server is in the kitchen: roll for him


def test_the_server_comes_back_only_to_an_empty_server_hex():
    d = copy(three(server=-1, round=3, turn=3))
    rounds.waltz_server(d, 2)
    assert d.server == hx("M8")
    blocked = copy(three(server=-1, round=3, turn=3, apos=(hx("M8"), hx("Q13"), hx("U7"))))
    rounds.waltz_server(blocked, 2)
    assert blocked.server == -1 and "the Server stays in the kitchen" in facts.public_log(blocked)


def test_tempo_boxes_1_to_3_move_the_unaligned_dancers_then_the_next_round_begins():
    s = three(round=3, turn=3, tempo=1)
    d = copy(s)
    rounds.waltz_tempo(d)
    assert d.tempo == 2 and d.round == 4 and d.phase == DANCE
    blockers = {h for h in s.apos} | {s.server}
    assert d.dpos == waltz.step(s.dpos, lambda x: True, blockers)
    assert facts.public_log(d)[-1] == "Tempo 2: the Dancers waltz"


def test_tempo_box_4_rests_the_dancers_and_each_family_draws_one_in_turn_order():
    s = three(round=3, turn=3, tempo=3, order=(1, 2, 0))
    d = copy(s)
    rounds.waltz_tempo(d)
    assert d.tempo == 4 and d.dpos == s.dpos
    assert (d.phase, d.actor, d.queue, d.after) == (DRAW, 1, ((1, 1), (2, 1), (0, 1)), AFTER_WALTZ)


def test_a_draw_over_the_limit_waits_for_discards_then_the_queue_goes_on():
    d = copy(three(phase=DRAW, actor=1, queue=((1, 1), (2, 1)), after=AFTER_WALTZ,
                   hands=(ZERO, hand("Ext1", "Ext1", "Cor1", "Sub1"), ZERO)))
    rounds.drawn(d, (kind("Ankh"),))
    assert (d.phase, d.actor) == (DISCARD, 1) and d.queue == ((1, 1), (2, 1))
    rounds.discard(d, 1, kind("Ext1"))
    assert d.hands[1] == hand("Ext1", "Cor1", "Sub1", "Ankh") and d.disc_down[1] == hand("Ext1")
    assert (d.phase, d.actor, d.queue) == (DRAW, 2, ((2, 1),))


def test_draws_that_cannot_take_a_marker_are_skipped():
    d = copy(three(queue=((0, 1), (1, 1)), after=AFTER_TURN, pile=ZERO, disc_up=ZERO,
                   disc_down=(ZERO, ZERO, ZERO)))
    rounds.next_draw(d)
    assert d.queue == () and d.phase == DANCE and d.actor == 1  # the turn after seat 0's


def test_the_turn_limit_ends_the_game_after_the_waltz():
    d = copy(three(round=60, turn=3))
    rounds.waltz_end(d)
    assert d.phase == OVER and "turn limit" in d.result[1]


def test_with_initiative_the_holder_hands_it_on_before_the_next_round():
    d = copy(three(options={"initiative": True}, round=3, turn=3, holder=0))
    rounds.waltz_end(d)
    assert (d.phase, d.actor) == (INITIATIVE, 0)
    rounds.initiative(d, 0, F.AVATAR["corvinu"])
    assert d.holder == 2 and d.round == 4 and d.order == (2, 0, 1) and d.actor == 2


def test_a_win_ends_the_game_or_with_placings_takes_the_family_out_of_play():
    d = copy(three())
    rounds.win(d, 1)
    assert d.phase == OVER and d.result == ((0.0, 1.0, 0.0), "Ilona Vass completes her Plan.")
    dheld = [-1] * F.NUM_DANCERS
    dheld[dancer("julia")] = 0
    d = copy(three(options={"placings": True}, dheld=tuple(dheld), foiled=(True, False, False)))
    rounds.win(d, 0)
    assert d.in_play == (False, True, True) and d.apos[0] == -1 and d.places == ((0,),)
    assert d.dheld[dancer("julia")] == -1 and d.foiled[0] is False
    assert d.holder == 1 and d.phase == DANCE and d.actor == 1  # her turn ended; vass is next
    last = copy(three(options={"placings": True}, in_play=(True, False, True), places=((1,),)))
    rounds.win(last, 0)
    assert last.phase == OVER and last.result[0] == (0.5, 1.0, 0.0)  # vass won first, saar second
