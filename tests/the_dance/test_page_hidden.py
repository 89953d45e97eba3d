"""Page tests for The Dance's hidden information (shared/rules/the_dance.md, "Hidden information"):
a seat never sees another seat's Refreshment faces, unrevealed Powers or secret Plan, and a
determinization keeps the seat's own observation. Mostly compared between games that differ only
in a hidden thing, so no observation key is assumed."""
import random

from game.core import CHANCE
from tests.the_dance.page_helpers import (
    hand_size, idle, needs_engine, plan_seen, run, setup)

pytestmark = needs_engine

OTHER = ("resourceful,willpower", "resourceful")


def test_a_secret_plan_is_seen_only_by_its_owner():
    a, b = setup(plans=["P1", "P2"]), setup(plans=["P5", "P2"])
    assert a.observation(1) == b.observation(1) and a.observation(None) == b.observation(None)
    assert a.observation(0) != b.observation(0)
    assert plan_seen(a, 0, viewer=0) == "P1" and plan_seen(a, 0, viewer=1) is None


def test_open_plans_are_public():
    a = setup(plans=["P1", "P2"], options={"plans": "open"})
    b = setup(plans=["P5", "P2"], options={"plans": "open"})
    assert a.observation(1) != b.observation(1)
    assert plan_seen(a, 0, viewer=1) == "P1" and plan_seen(b, 0, viewer=None) == "P5"


def test_refreshment_faces_are_secret_but_their_number_is_public():
    a = setup(draws=["Ext1,Cor1,Sub1,Con1", "Ext1,Cor1,Sub1,Con1"])
    b = setup(draws=["Ext2,Cor2,Sub2,Ankh", "Ext1,Cor1,Sub1,Con1"])
    assert a.observation(1) == b.observation(1) and a.observation(None) == b.observation(None)
    assert a.observation(0) != b.observation(0)
    assert hand_size(a, 0, viewer=1) == 4


def test_an_unused_power_is_secret():
    kept = [setup(powers=[("regale,strategic", "strategic"), OTHER]),
            setup(powers=[("regale,strategic", "regale"), OTHER]),
            setup(powers=[("athletic,host", "host"), OTHER])]
    for s in kept[1:]:
        assert s.observation(1) == kept[0].observation(1)
        assert s.observation(None) == kept[0].observation(None)
    assert kept[0].observation(0) != kept[1].observation(0)


def test_a_discard_for_the_hand_limit_stays_face_down():
    def box4(draw, discard):
        s = setup()
        for _ in range(3):
            s = idle(idle(s, 0), 1)
        return run(s, (CHANCE, f"draw {draw}"), (0, f"discard {discard}"))

    a, b = box4("Ankh", "Ankh"), box4("Con2", "Ext1")
    assert a.observation(1) == b.observation(1)


def test_determinizations_keep_the_seats_own_view():
    s = setup(dancers={"E10": "julia"})
    s = run(s, (0, "move E11"), (0, "done"), (0, "influence julia con +Con1"), (CHANCE, "roll 3"))
    s = idle(s, 1)
    for seat in (0, 1):
        mine = s.observation(seat)
        views = []
        for seed in range(12):
            d = s.determinize(seat, random.Random(seed))
            assert d.observation(seat) == mine
            assert d.to_move() == s.to_move() == {0}
            if seat == 0:  # the mover's own choices depend only on what she knows
                assert d.legal_action_strs(0) == s.legal_action_strs(0)
            views.append(d.observation(1 - seat))
        # The other seat's hidden Plan, Power and faces are dealt afresh, not copied.
        assert any(v != s.observation(1 - seat) for v in views)
