"""The Dance's views: what the observation holds for a seat and for a spectator, determinize dealing
only what the seat cannot see (consistently with the piles and what it knows is in them), and the
screen's questions answered from an observation alone (table_view): an attempt's odds, an Avatar's
reach, the next Waltz; and the move log in words."""
import random

import pytest

from game.core import CHANCE
from game.the_dance import table_view as TV
from game.the_dance import views
from tests.the_dance.page_helpers import idle, run, setup, where

OTHER = ("resourceful,willpower", "resourceful")


def test_the_observation_holds_the_board_and_only_the_viewers_secrets():
    s = setup(draws=["Ext1,Cor1,Sub1,Con1", "Ext2,Cor2,Sub2,Ankh"])
    mine, public = s.observation(0), s.observation(None)
    assert mine["hand"] == ["Ext1", "Cor1", "Sub1", "Con1"] and public["hand"] == []
    assert "private" in mine and "private" not in public
    assert mine["private"]["power_pair"] == ["regale", "strategic"]
    assert [f["refreshments"] for f in public["families"]] == [4, 4]
    assert public["families"][1]["powers"] == [] and mine["families"][0]["powers"] == ["strategic"]
    assert public["families"][0]["plan"] is None and mine["families"][0]["plan"] == "P1"
    assert public["families"][0]["score"] is None and mine["families"][0]["score"] == 0
    assert public["pile"] == 40 - 8 and public["plan_pile"] == 10 and public["tempo"] == 1
    for d in public["dancers"]:
        assert set(d) >= {"id", "name", "symbol", "hex", "held_by", "dominated", "seated_at"}


def test_determinize_deals_the_hidden_things_from_what_the_seat_has_not_seen():
    s = setup(draws=["Ext1,Cor1,Sub1,Con1", "Ext2,Cor2,Sub2,Ankh"], plans=["P1", "P2"])
    counts = []
    for seed in range(30):
        d = s.determinize(0, random.Random(seed))
        assert d.observation(0) == s.observation(0)
        # conservation: every marker somewhere, sizes kept
        total = [a + b + c + sum(x[k] for x in d.disc_down)
                 for k, (a, b, c) in enumerate(zip(d.pile, d.disc_up, [sum(h[k] for h in d.hands) for k in
                                                                      range(len(d.pile))]))]
        assert sum(total) == 40 and sum(d.hands[1]) == 4 and sum(d.pile) == 32
        assert d.plans[0] == 0 and d.plans[1] != 0 and len(d.plan_pile) == 10
        assert d.powers[0] == s.powers[0] and len(d.powers[1]) == 1
        # seat 0 gave Regale back: nobody else can hold it while seat 0 still knows it is in the pool
        assert d.powers[1][0] not in (s.powers[0][0],)
        counts.append(d.hands[1])
    assert len(set(counts)) > 5  # fresh deals, not the truth copied


def test_a_power_given_back_is_known_only_until_the_next_draw():
    s = setup()
    # seat 0 kept Strategic and gave back Regale; seat 1 drew after: Regale may be anywhere now
    assert s.observation(0)["private"]["powers_known_in_pool"] == []
    seen = {s.determinize(0, random.Random(k)).powers[1][0] for k in range(60)}
    assert any(p == 6 for p in seen) or len(seen) > 4  # Regale (index 6) is not ruled out


def test_the_same_view_gives_the_same_world_whatever_was_hidden():
    a = setup(draws=["Ext1,Cor1,Sub1,Con1", "Ext1,Cor1,Sub1,Con1"], plans=["P1", "P2"])
    b = setup(draws=["Ext1,Cor1,Sub1,Con1", "Ext2,Cor2,Sub2,Ankh"], plans=["P1", "P7"],
              powers=[("regale,strategic", "strategic"), ("athletic,host", "host")])
    assert a.observation(0) == b.observation(0)
    for seed in range(5):
        assert a.determinize(0, random.Random(seed)).to_json() == b.determinize(0, random.Random(seed)).to_json()


def test_a_plan_drawn_with_strategic_stays_hidden_and_a_plan_given_back_is_known_to_its_owner():
    s = setup()
    for _ in range(3):
        s = idle(idle(s, 0), 1)
        if s.to_move() == {CHANCE}:
            s = run(s, (CHANCE, "draw Ankh"), (0, "discard Ankh"), (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    s = run(s, (0, "strategic"), (CHANCE, "plan P7"))
    assert s.observation(0)["private"]["plan_drawn"] == "P7"
    assert s.observation(1)["private"]["plan_drawn"] is None
    for k in range(10):
        d = s.determinize(1, random.Random(k))
        assert d.observation(1) == s.observation(1)
        assert d.ctx[0] != d.plans[1]
    s = run(s, (0, "keep new"))
    assert s.observation(0)["private"]["plans_known_in_pile"] == ["P1"]
    for k in range(20):
        d = s.determinize(0, random.Random(k))
        # P1 stays in the pile; seat 1's secret Plan is dealt from the rest, never P1 or P7
        assert 0 in d.plan_pile and d.plans[1] not in (0, 6)


def test_the_log_in_words_tells_an_attempt_in_one_sentence():
    s = run(setup(dancers={"E10": "julia"}), (0, "move E11"), (0, "done"))
    before = s.apply_str("influence julia con", 0)
    after = before.apply_str("roll 3", CHANCE)
    assert views.narrate(before, ("roll", 3), after) == \
        ["Tatiana influences Lady Julia with Confidence: needs 4, rolled 3 \u2014 Influenced."]
    failed = before.apply_str("roll 5", CHANCE)
    assert views.narrate(before, ("roll", 5), failed)[0].endswith("rolled 5 \u2014 fails.")
    dominated = before.apply_str("roll 1", CHANCE)
    assert views.narrate(before, ("roll", 1), dominated)[0].endswith("\u2014 Dominated.")


def test_the_log_in_words_keeps_secrets_from_other_viewers():
    s = setup()
    for _ in range(3):
        s = idle(idle(s, 0), 1)
    after = s.apply_str("draw Con2", CHANCE)
    assert views.narrate(s, ("draw", (7,)), after, viewer=0) == ["Tatiana draws 1 Refreshment (Con2)."]
    assert views.narrate(s, ("draw", (7,)), after, viewer=1) == ["Tatiana draws 1 Refreshment."]
    assert views.narrate(s, ("draw", (7,)), after) == ["Tatiana draws 1 Refreshment."]
    discard = after.apply_str("discard Con2", 0)
    assert views.narrate(after, discard_action(after), discard, viewer=1) == \
        ["Tatiana discards a Refreshment face down."]


def discard_action(s):
    return s.parse_action("discard Con2")


def test_attempt_odds_before_the_roll():
    s = run(setup(dancers={"E10": "julia"}), (0, "move E11"), (0, "done"))
    odds = TV.attempt_odds(s.observation(0), s.parse_action("influence julia con +Con1"), 0)
    assert odds["number"] == 5 and odds["chance"] == pytest.approx(5 / 6)
    assert odds["dominate"] == pytest.approx(1 / 6) and odds["with_powers"] == odds["chance"]
    willpower = run(setup(powers=[("resourceful,willpower", "willpower"), ("regale,strategic", "regale")],
                          dancers={"E10": "julia"}), (0, "move E11"), (0, "done"))
    odds = TV.attempt_odds(willpower.observation(0), willpower.parse_action("influence julia con"), 0)
    assert odds["chance"] == pytest.approx(4 / 6)
    assert odds["with_powers"] == pytest.approx(4 / 6 + 2 / 6 * 4 / 6)  # one reroll of a failure
    margin = run(setup(dancers={"E10": "julia"}, options={"dominate": "margin3"}), (0, "move E11"), (0, "done"))
    assert TV.attempt_odds(margin.observation(0), margin.parse_action("influence julia con"), 0)["dominate"] == \
        pytest.approx(1 / 6)


def test_where_an_avatar_could_go():
    s = setup(draws=["Ext1,Cor1,Con1,Ankh", "Ext1,Cor1,Sub1,Con1"])
    mine = TV.avatar_reach(s.observation(0), 0)
    assert sorted(mine["reach"]) == ["C12", "C13", "D11", "D12", "E11", "E12", "F11", "F12", "G12", "G13"]
    assert sorted(mine["with_ankh"]) == ["B11", "B12", "C11", "D10", "F10", "G11", "H11", "H12"]
    # vass holds no Ankh but saar cannot know it: a rival's Ankh is possible while she holds anything
    assert TV.avatar_reach(s.observation(0), 1)["with_ankh"]
    assert TV.avatar_reach(s.observation(1), 1)["with_ankh"] == {}
    assert TV.avatar_reach(s.observation(None), 1)["with_ankh"]  # the spectator cannot know either
    view = TV.DanceView(seat=0, obs=s.observation(0), shown={}, panel_obs={})
    assert set(view.other_reaches()) == {"vass"}  # the foresight shows the others' reach


def test_where_the_next_waltz_takes_each_free_dancer():
    s = setup(dancers={"E10": "julia"})
    preview = TV.waltz_preview(s.observation(None))
    assert preview["julia"] == ("E10", "F9") and len(preview) == 24
    after = idle(idle(s, 0), 1)
    assert all(where(after, d) == to for d, (_, to) in preview.items())
    # one Waltz later the Tempo is in box 3: the next Waltz is the rest in box 4
    rest = idle(idle(after, 0), 1)
    assert TV.next_waltz_box(rest.observation(None)) == 4 and TV.waltz_preview(rest.observation(None)) == {}


def test_a_whole_game_told_in_words_keeps_every_secret_from_the_spectator():
    from game.core.registry import GAMES
    from game.the_dance import ai_policy as P
    from game.the_dance import floor as F

    rng = random.Random(4)
    s = GAMES["the_dance"].new_game(3)
    told, mine_told = [], []
    while not s.is_over():
        movers = s.to_move()
        if CHANCE in movers:
            action, who = s.sample_chance(rng), CHANCE
        else:
            who = min(movers)
            action = P.choose(s, who)
        after = s.apply(action, who)
        lines = views.narrate(s, action, after, who)
        assert all(isinstance(line, str) and line for line in lines)
        for line in lines:
            assert "draws" not in line or "(" not in line  # nobody's draw shown face up
            assert "discards" not in line or "face down" in line and "a Refreshment" in line
            if " keeps " in line or " draws " in line:
                assert not any(name in line for name in F.POWER_NAMES), line  # kept and drawn Powers stay secret
        told.extend(lines)
        mine_told.extend(views.narrate(s, action, after, who, viewer=0))
        s = after
    assert any("needs" in line and "rolled" in line for line in told)
    assert any(line.startswith("Tempo box") for line in told) and told[-1] == s.end_reason()
    # seat 0 reads its own draws and Powers
    assert any("draws" in line and "(" in line for line in mine_told)
    assert any(" keeps " in line and any(n in line for n in F.POWER_NAMES) for line in mine_told)
