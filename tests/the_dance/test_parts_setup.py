"""game.the_dance.setup alone (shared/rules/the_dance.md, "Setup", New Blood, Super Villains): the
order of the setup decisions and what each outcome puts where."""
from game.the_dance import facts, setup
from game.the_dance import floor as F
from game.the_dance.draft import copy
from game.the_dance.phases import (
    AVATAR, DANCE, DANCERS, KEEP_POWER, POWERS, SERVER_ROLL, SETUP_DRAW, SETUP_PLAN,
)
from game.the_dance.rules import DanceState, GAME

from tests.the_dance.parts_helpers import avatar, kind, plan, power


def new(players=3, **options):
    return DanceState._make(**setup.fields(players, GAME.check_options(options, players)))


def test_the_youngest_seat_chooses_an_avatar_first_or_the_powers_come_first_with_new_blood():
    s = new()
    assert (s.phase, s.actor, s.round, s.tempo) == (AVATAR, 2, 0, 1) and sum(s.pile) == F.NUM_MARKERS
    nb = new(new_blood=True)
    assert (nb.phase, nb.actor) == (POWERS, 0)


def test_avatars_go_from_seat_n_minus_1_to_seat_0_then_the_powers_in_turn_order():
    d = copy(new())
    for seat, a in ((2, "saar"), (1, "corvinu"), (0, "moroi")):
        assert d.actor == seat
        setup.avatar(d, seat, avatar(a))
    assert d.apos == (F.AVATAR_ENTRY[avatar("moroi")], F.AVATAR_ENTRY[avatar("corvinu")],
                      F.AVATAR_ENTRY[avatar("saar")])
    assert (d.phase, d.step, d.actor) == (POWERS, 0, 0)  # moroi (table 6), then saar (1), corvinu (3)
    assert facts.setup_order(d) == (0, 2, 1)


def test_two_powers_one_kept_the_other_known_to_its_owner_only():
    d = copy(new()._with(phase=POWERS, actor=0, avatars=(0, 1, 2)))
    setup.powers_drawn(d, (power("athletic"), power("host")))
    assert d.phase == KEEP_POWER and d.power_pair[0] == (power("athletic"), power("host"))
    setup.keep_power(d, 0, power("host"))
    assert d.powers[0] == (power("host"),) and d.power_known[0] == (power("athletic"),)
    assert d.revealed[0] == 0 and (d.phase, d.actor) == (POWERS, 1)


def test_old_wealth_is_public_once_kept_and_super_villains_keep_both():
    d = copy(new()._with(phase=POWERS, actor=0, avatars=(0, 1, 2)))
    setup.powers_drawn(d, (power("old_wealth"), power("shadow")))
    setup.keep_power(d, 0, power("old_wealth"))
    assert d.revealed[0] == 1 << power("old_wealth")
    sv = copy(new(super_villains=True)._with(phase=POWERS, actor=0, avatars=(0, 1, 2)))
    setup.powers_drawn(sv, (power("old_wealth"), power("shadow")))
    assert sv.powers[0] == (power("old_wealth"), power("shadow")) and sv.revealed[0] == 1 << power("old_wealth")
    assert (sv.phase, sv.actor) == (POWERS, 1)
    assert setup.power_pool(sv) == [p for p in range(12) if p not in (power("old_wealth"), power("shadow"))]


def test_the_first_draws_then_the_plans_then_the_dancers():
    d = copy(new(players=2)._with(phase=SETUP_DRAW, actor=0, avatars=(0, 1)))
    setup.drawn(d, tuple(sorted(kind(k) for k in ("Ext1", "Cor1", "Sub1", "Ankh"))))
    assert sum(d.hands[0]) == 4 and (d.phase, d.actor) == (SETUP_DRAW, 1)
    setup.drawn(d, tuple(sorted(kind(k) for k in ("Ext1", "Cor1", "Sub1", "Con1"))))
    assert (d.phase, d.actor) == (SETUP_PLAN, 0)
    setup.plan_drawn(d, plan("P7"))
    setup.plan_drawn(d, plan("P2"))
    assert d.plans == (plan("P7"), plan("P2")) and d.phase == DANCERS and len(d.plan_pile) == 10


def test_with_new_blood_the_avatars_come_after_the_plans():
    d = copy(new(players=2, new_blood=True)._with(phase=SETUP_PLAN, actor=1, step=1))
    setup.plan_drawn(d, plan("P3"))
    assert (d.phase, d.actor) == (AVATAR, 1)
    setup.avatar(d, 1, avatar("vass"))
    setup.avatar(d, 0, avatar("saar"))
    assert d.phase == DANCERS


def test_the_dancers_go_on_the_white_circles_and_the_server_roll_starts_round_1():
    d = copy(new(players=2)._with(phase=DANCERS, avatars=(0, 1), apos=(F.ENTRY[0], F.ENTRY[1])))
    order = tuple(reversed(range(F.NUM_DANCERS)))
    setup.dancers_placed(d, order)
    assert d.phase == SERVER_ROLL and d.dpos[order[0]] == F.WHITE_CIRCLES[0]
    setup.server_placed(d, 3)
    assert d.server == F.HEX["M6"] and (d.phase, d.actor, d.round, d.order) == (DANCE, 0, 1, (0, 1))
