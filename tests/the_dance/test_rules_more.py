"""The Dance: rules the page tests leave out, each as a scenario from explicit chance outcomes (a few
start from a set-up game whose board is rearranged through its JSON form, to reach a late-game
position quickly): the sixth seat, closed entry hexes for leads and Shadow, the refilled Refreshment
pile, Foil's reach and limits, Regale with both markers in use, the listing order of the Dance Step,
readable refusals, the log's reveals, Cut In with an Avatar, one unseat a step."""
import pytest

from game.core import CHANCE, IllegalAction
from tests.the_dance.page_helpers import (
    family, foiled, game, hand, hand_size, idle, legal, log_text, marker, run, seated, setup, where)

REGALE = ("regale,strategic", "regale")
OTHER = ("resourceful,willpower", "resourceful")


def rearranged(s, **fields):
    """`s` with some JSON fields replaced (positions as labels, Dancers and markers by id)."""
    data = s.to_json()
    data.update(fields)
    return game().from_json(data)


def moved_dancers(s, where_to: dict):
    """Dancers put on other hexes ({dancer: label}), each swapping with whatever Dancer stood there."""
    data = s.to_json()
    ids = [d["id"] for d in s.observation(None)["dancers"]]
    dpos = list(data["dpos"])
    for dancer, label in where_to.items():
        i = ids.index(dancer)
        if label in dpos:
            dpos[dpos.index(label)] = dpos[i]
        dpos[i] = label
    data["dpos"] = dpos
    return game().from_json(data)


def held_by(s, seat, *dancers, dominated=()):
    data = s.to_json()
    ids = [d["id"] for d in s.observation(None)["dancers"]]
    for dancer in dancers:
        data["dheld"][ids.index(dancer)] = seat
    data["dom"] = sorted(set(data["dom"]) | set(dominated))
    return game().from_json(data)


def at_table(s, seat, dancers):
    """`s` with `dancers` seated at `seat`'s table (taken off the floor)."""
    data = s.to_json()
    ids = [e["id"] for e in s.observation(None)["dancers"]]
    for d in dancers:
        data["dpos"][ids.index(d)] = None
        data["dheld"][ids.index(d)] = -1
    data["seated"][seat] = list(dancers)
    return game().from_json(data)


# --- seats --------------------------------------------------------------------------------------------

FIVE = ["anna", "marta", "todoran", "constantin", "iosif"]  # a Moon and four Crowns


def test_with_five_seated_no_dancer_sits_unless_she_completes_the_plan():
    # P5 is RRYY: the Crowns are there, two Roses are missing: julia (a Rose) does not complete it.
    for plan in ("P5", "P1"):
        s = rearranged(at_table(setup(plans=[plan, "P2"]), 0, FIVE), apos=["F11", "Q13"])
        s = held_by(moved_dancers(s, {"julia": "E12"}), 0, "julia")
        assert "lead julia E13,seat" not in legal(s)
        with pytest.raises(IllegalAction, match="five seats are full"):
            s.apply_str("lead julia E13,seat", 0)
        assert "lead julia E13" in legal(s)  # she may still be led onto the entry hex


def test_the_sixth_seat_takes_the_dancer_that_completes_the_plan():
    five = ["anna", "marta", "todoran", "julia", "lupei"]  # Moon, Crown, Crown, Rose, Rose
    s = rearranged(at_table(setup(plans=["P6", "P2"]), 0, five), apos=["F11", "Q13"])  # P6 YYBB: a Moon short
    s = held_by(moved_dancers(s, {"dragomir": "E12"}), 0, "dragomir")  # a Moon
    assert "lead dragomir E13,seat" in legal(s) and not s.is_over()
    s = run(s, (0, "lead dragomir E13,seat"))
    assert s.is_over() and s.returns() == (1, 0) and len(seated(s, "saar")) == 6


# --- closed entry hexes ---------------------------------------------------------------------------------

def test_a_led_dancer_never_enters_another_tables_entry_hex():
    # saar holds julia on A8, beside moroi's entry hex A7 (moroi is not at the table: closed to all).
    s = held_by(moved_dancers(setup(), {"julia": "A8"}), 0, "julia")
    assert "lead julia A7" not in legal(s)
    assert "lead julia A9" in legal(s)
    with pytest.raises(IllegalAction, match="table 6's entry hex is closed to you"):
        s.apply_str("lead julia A7", 0)


def test_shadow_never_passes_through_a_closed_entry_hex():
    # saar (Shadow) on A6: A8 is 2 hexes away only through A7, moroi's entry hex (closed: nobody
    # plays moroi); round by B6 and B7 it is 3.
    shadow = [("old_wealth,shadow", "shadow"), OTHER]
    s = rearranged(setup(powers=shadow), apos=["A6", "Q13"])
    moves = legal(s)
    assert "move A7" not in moves and "move A8" not in moves and "move B7" in moves
    with pytest.raises(IllegalAction, match="table 6's entry hex is closed to you"):
        s.apply_str("move A7,A8", 0)


# --- Refreshments ---------------------------------------------------------------------------------

def test_an_empty_pile_is_refilled_from_the_discard_pile():
    s = setup(draws=["Ext1,Cor1,Sub1,Con1", "Ext1,Cor1,Sub1,Con1"])
    for _ in range(3):
        s = idle(idle(s, 0), 1)
    assert s.to_move() == {CHANCE}  # Waltz 3: box 4, each family draws one
    # Leave one Con2 in the pile; three markers lie in the discard pile (two face up, one face down).
    s = rearranged(s, pile=["Con2"], disc_up=["Ext2", "Cor2"], disc_down=[[], ["Sub2"]],
                   hands=[["Ext1", "Cor1", "Sub1"], ["Ext1", "Cor1", "Sub1", "Con1"]])
    # The rest of the 40 markers is out of the game for this test's arithmetic only.
    with pytest.raises(IllegalAction):
        s.apply_str("draw Ext2", CHANCE)  # the pile still holds the Con2: it comes first
    s = run(s, (CHANCE, "draw Con2"))
    obs = s.observation(None)
    assert obs["pile"] == 0 and obs["discard_face_down"] == 1
    # vass's draw finds the pile empty: the discard pile (face up and face down) becomes the pile.
    s = run(s, (CHANCE, "draw Sub2"), (1, "discard Sub2"))
    obs = s.observation(None)
    assert obs["pile"] == 2 and obs["discard_face_up"] == [] and obs["discard_face_down"] == 1
    assert "the discard pile becomes the new pile" in log_text(s)
    assert hand(s, 0) == ["Ext1", "Cor1", "Sub1", "Con2"]


def test_a_draw_count_is_what_the_piles_hold():
    s = setup()
    for _ in range(3):
        s = idle(idle(s, 0), 1)
    # Only one marker left anywhere outside the hands: the first draw takes it, the second is skipped.
    s = rearranged(s, pile=["Ankh"], disc_up=[], disc_down=[[], []])
    s = run(s, (CHANCE, "draw Ankh"))
    assert hand_size(s, 0) == 5 and s.to_move() == {0}
    s = run(s, (0, "discard Ankh"))
    # The face-down Ankh is the whole discard pile now: vass draws it.
    s = run(s, (CHANCE, "draw Ankh"), (1, "discard Ankh"))
    assert s.to_move() == {0}


# --- Foil ------------------------------------------------------------------------------------------

def test_mesmerize_foils_two_hexes_away_and_a_foiled_avatar_is_no_target():
    mesmerize = [("mesmerize,overwhelming", "mesmerize"), OTHER]
    s = rearranged(setup(powers=mesmerize, server=3), apos=["K7", "K9"])
    s = run(s, (0, "done"))
    assert "foil vass sub" in legal(s)  # saar sub 1 + vass sub 2 = 3
    s = run(s, (0, "foil vass sub"), (CHANCE, "roll 3"))
    assert foiled(s, "vass") and "mesmerize" in log_text(s).lower()
    s = run(s, (1, "done"))  # her Influence Step is lost
    s = rearranged(s, foiled=[False, True])  # suppose she were still Foiled next round
    s = run(s, (0, "done"))
    assert not any(a.startswith("foil") for a in legal(s))


def test_cut_in_with_an_adjacent_avatar_swaps_them():
    s = rearranged(setup(server=3), apos=["K7", "K8"])
    s = run(s, (0, "done"))
    assert "cutin vass" in legal(s)
    s = run(s, (0, "cutin vass"))
    assert where(s, "saar") == "K8" and where(s, "vass") == "K7"


# --- Regale with two markers ----------------------------------------------------------------------

def test_regale_with_both_markers_in_use_drops_one_then_offers_the_second_attempt():
    powers = [("discipline,regale", ""), OTHER]
    s = setup(powers=powers, options={"super_villains": True}, draws=["Cor1,Sub1,Con1,Con2", "Ext1,Cor1,Sub1,Con1"])
    s = moved_dancers(s, {"julia": "E10", "weiss": "D9", "sofia": "C9", "lupei": "G9"})
    s = rearranged(s, apos=["D10", "Q13"], bonus=[True, False])
    s = held_by(s, 0, "lupei", "elena")
    s = run(s, (0, "done"), (0, "influence julia con"), (CHANCE, "roll 3"))
    assert legal(s) == ["drop elena", "drop lupei"]
    s = run(s, (0, "drop elena"))
    assert marker(s, "julia") == ("saar", False) and marker(s, "elena") == (None, False)
    # Regale's second attempt comes after the drop.
    assert any(a.startswith("influence weiss") for a in legal(s)) and legal(s)[-1] == "pass"
    s = run(s, (0, "influence weiss cor"), (CHANCE, "roll 2"))
    # Both attempts placed a marker and none is free: she keeps one of the two.
    assert legal(s) == ["keep julia", "keep weiss"]
    s = run(s, (0, "keep julia"))
    assert marker(s, "weiss") == (None, False) and marker(s, "lupei") == ("saar", False)


# --- order, words, log ----------------------------------------------------------------------------

def test_the_dance_step_lists_moves_leads_seats_unseats_releases_powers_then_done():
    powers = [("discipline,strategic", ""), OTHER]
    s = at_table(setup(powers=powers, options={"super_villains": True}), 0, ["anna"])
    s = held_by(moved_dancers(s, {"julia": "E12", "lupei": "D11"}), 0, "julia", "lupei")
    s = rearranged(s, tempo=4, apos=["F11", "Q13"])  # Strategic needs box 4; E13 is left empty
    actions = legal(s)
    kinds = ["seat" if a.endswith(",seat") else a.split()[0] for a in actions]
    order = ["move", "lead", "seat", "unseat", "release", "discipline", "strategic", "done"]
    assert all(k in kinds for k in order), actions
    assert [k for i, k in enumerate(kinds) if i == 0 or kinds[i - 1] != k] == order
    leads = [a.split()[1:] for a in actions if a.startswith("lead") and not a.endswith(",seat")]
    assert [d for d, _ in leads] == sorted(d for d, _ in leads)  # by Dancer id, then destination
    assert "lead julia E13,seat" in actions and "unseat anna" in actions
    assert [a for a in actions if a.startswith("release")] == ["release julia", "release lupei"]


def test_refusals_say_why_in_the_pages_words():
    s = moved_dancers(setup(), {"julia": "H10"})
    s = run(s, (0, "move E11"), (0, "done"))
    with pytest.raises(IllegalAction) as err:
        s.apply_str("influence julia con", 0)
    assert str(err.value) == "Julia is 3 hexes away: Influence reaches adjacent Dancers"
    s = rearranged(setup(), apos=["P12", "R12"])
    with pytest.raises(IllegalAction) as err:
        s.apply_str("move Q13", 0)
    assert str(err.value) == "table 2's entry hex is closed to you"


def test_the_log_says_who_reveals_which_power():
    mesmerize = [("mesmerize,overwhelming", "mesmerize"), OTHER]
    s = run(setup(powers=mesmerize, dancers={"E10": "julia"}), (0, "move E12"), (0, "done"),
            (0, "influence julia con"), (CHANCE, "roll 6"))
    assert "saar reveals Mesmerize" in log_text(s)


def test_one_unseat_a_step():
    s = rearranged(at_table(setup(), 0, ["julia", "lupei"]), apos=["F11", "Q13"])
    assert {"unseat julia", "unseat lupei"} <= set(legal(s))
    s = run(s, (0, "unseat julia"))
    assert where(s, "julia") == "E13" and marker(s, "julia") == (None, False)
    assert not any(a.startswith("unseat") for a in legal(s))
    with pytest.raises(IllegalAction):
        s.apply_str("unseat lupei", 0)
