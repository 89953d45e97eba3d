"""game.the_dance.refreshments alone (shared/rules/the_dance.md, Counters: Refreshments; Hidden
information): how many a draw takes, what a random draw may hold, the pile running dry, what each seat
then knows of the pile, and paying markers."""
import random

import pytest

from game.core import IllegalAction
from game.the_dance import facts
from game.the_dance import floor as F
from game.the_dance.draft import copy
from game.the_dance.phases import DRAW, SETUP_DRAW, ZERO
from game.the_dance.refreshments import draw_count, sample_draw, spend, take

from tests.the_dance.parts_helpers import hand, kind, state


def test_a_first_draw_is_4_or_6_with_old_wealth_and_a_queued_draw_its_number():
    assert draw_count(state(phase=SETUP_DRAW, actor=0)) == 4
    assert draw_count(state(phase=SETUP_DRAW, actor=0, powers=[("old_wealth",), ()])) == 6
    assert draw_count(state(phase=DRAW, actor=1, queue=((1, 2),))) == 2


def test_a_draw_takes_no_more_than_the_pile_and_the_discards_hold():
    few = state(phase=DRAW, queue=((0, 2),), pile=hand("Ext1"), disc_up=ZERO, disc_down=(ZERO, ZERO))
    assert draw_count(few) == 1
    none = few._with(pile=ZERO)
    assert draw_count(none) == 0


def test_markers_drawn_leave_the_pile_for_the_hand_and_the_log_counts_them():
    d = copy(state(phase=DRAW, queue=((1, 2),)))
    take(d, 1, (kind("Ext1"), kind("Ankh")))
    assert d.hands[1] == hand("Ext1", "Ankh")
    assert d.pile[kind("Ext1")] == 6 and d.pile[kind("Ankh")] == 3
    assert facts.public_log(d) == ["vass draws 2 Refreshments"]


def test_a_draw_of_the_wrong_size_or_of_markers_not_there_is_refused():
    d = copy(state(phase=DRAW, queue=((1, 2),)))
    with pytest.raises(IllegalAction, match="Ilona Vass draws 2 Refreshments"):
        take(d, 1, (kind("Ext1"),))
    short = copy(state(phase=DRAW, queue=((1, 1),), pile=hand("Ext1")))
    with pytest.raises(IllegalAction, match="not all in the pile"):
        take(short, 1, (kind("Ankh"),))


def test_an_empty_pile_turns_the_discards_over_and_each_seat_knows_what_it_saw():
    s = state(phase=DRAW, queue=((0, 2),), pile=hand("Ext1"), disc_up=hand("Cor1"),
              disc_down=(hand("Sub1"), hand("Con1")))
    d = copy(s)
    take(d, 0, (kind("Ext1"), kind("Con1")))  # the last of the pile, then one from the new pile
    assert d.hands[0] == hand("Ext1", "Con1")
    assert d.pile == hand("Cor1", "Sub1") and d.disc_up == ZERO and d.disc_down == (ZERO, ZERO)
    # seat 0 saw Cor1 played and put Sub1 down itself, and knows what it drew; seat 1 knew Cor1 and its
    # own Con1 lay in the new pile but cannot tell which marker seat 0 took, so it knows nothing now
    assert d.pile_known == (hand("Cor1", "Sub1"), ZERO)
    assert "the discard pile becomes the new pile" in facts.public_log(d)


def test_a_random_draw_comes_from_the_pile_first_and_is_sorted():
    s = state(phase=DRAW, queue=((0, 3),), pile=hand("Ankh"), disc_up=hand("Ext1", "Ext2"),
              disc_down=(ZERO, ZERO))
    drawn = sample_draw(s, random.Random(1))
    assert drawn == tuple(sorted(drawn)) and kind("Ankh") in drawn and len(drawn) == 3
    full = state(phase=SETUP_DRAW, actor=0)
    assert sample_draw(full, random.Random(5)) == sample_draw(full, random.Random(5))
    assert all(0 <= k < F.NUM_KINDS for k in sample_draw(full, random.Random(5)))


def test_markers_spent_go_face_up_onto_the_discard_pile():
    d = copy(state(hands=(hand("Ext1", "Ext1", "Ankh"), ZERO)))
    spend(d, 0, (kind("Ext1"), kind("Ankh")))
    assert d.hands[0] == hand("Ext1") and d.disc_up == hand("Ext1", "Ankh")
