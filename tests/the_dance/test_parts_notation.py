"""game.the_dance.notation alone (shared/rules/the_dance.md, "Notation"): every kind of action to the
page's text and back, what the log shows of a secret decision, and the reason given for a refusal."""
import pytest

from game.core import IllegalAction
from game.the_dance import notation
from game.the_dance.phases import AVATAR_BIT, INFLUENCE, Attempt

from tests.the_dance.parts_helpers import avatar, dancer, hand, hx, kind, plan, power, state, with_dancers

JULIA = dancer("julia")
TEXTS = [
    (("move", hx("L6"), False), "move L6"), (("move", hx("F10"), True), "move F10 +Ankh"),
    (("lead", JULIA, hx("K9")), "lead julia K9"), (("seat", JULIA, hx("E13")), "lead julia E13,seat"),
    (("seat", JULIA, -1), "lead julia seat"), (("unseat", JULIA), "unseat julia"),
    (("release", JULIA), "release julia"), (("drop", JULIA), "drop julia"), (("keep_dancer", JULIA), "keep julia"),
    (("discipline", (kind("Ext1"), kind("Ankh"))), "discipline Ext1,Ankh"), (("strategic",), "strategic"),
    (("keep_plan", True), "keep new"), (("keep_plan", False), "keep old"), (("done",), "done"),
    (("influence", JULIA, 3, (kind("Con1"), kind("Con2"))), "influence julia con +Con1+Con2"),
    (("foil", avatar("balaz"), 2, ()), "foil balaz sub"), (("server",), "server"), (("pass",), "pass"),
    (("cutin", 0, dancer("marta")), "cutin marta"), (("cutin", 1, avatar("vass")), "cutin vass"),
    (("reroll", kind("Ext1")), "reroll Ext1"), (("adjust", -1, kind("Cor1")), "adjust -1 Cor1"),
    (("accept",), "accept"), (("discard", kind("Cor1")), "discard Cor1"),
    (("keep_power", power("mesmerize")), "keep mesmerize"), (("avatar", avatar("saar")), "avatar saar"),
    (("initiative", avatar("balaz")), "initiative balaz"), (("roll", 4), "roll 4"),
    (("plan", plan("P7")), "plan P7"), (("draw", (kind("Ext1"), kind("Con2"))), "draw Ext1,Con2"),
    (("powers", (power("athletic"), power("host"))), "powers athletic,host"),
]


@pytest.mark.parametrize("action,text", TEXTS, ids=[t for _, t in TEXTS])
def test_each_action_has_the_pages_text_and_reads_back(action, text):
    assert notation.action_text(action) == text
    # julia beside saar's entry hex, where `lead julia E13,seat` is a walk that can be checked
    beside = with_dancers(state(apos=(hx("E11"), hx("Q13"))), julia="E12")
    assert notation.parse(beside, text) == action


def test_names_in_any_case_full_names_and_paths_are_read():
    s = with_dancers(state(apos=(hx("E11"), hx("Q13"))), julia="E10")
    assert notation.parse(s, "Influence Lady Julia Confidence +con1") == ("influence", JULIA, 3, (kind("Con1"),))
    assert notation.parse(state(), "move E12,E11") == ("move", hx("E11"), False)
    assert notation.parse(state(), "keep Old Wealth") == ("keep_power", power("old_wealth"))
    with pytest.raises(IllegalAction, match="not next to"):
        notation.parse(state(), "move E12,E10")
    with pytest.raises(IllegalAction, match="no hex"):
        notation.parse(state(), "move Z9")


def test_the_log_keeps_a_kept_power_and_a_face_down_discard_secret():
    assert notation.log_text(("keep_power", power("host"))) == "keeps a Power"
    assert notation.log_text(("discard", kind("Ext1"))) == "discards a Refreshment face down"
    assert notation.log_text(("pass",)) == "pass"


def test_a_refusal_says_why_in_the_players_words():
    s = state()
    assert notation.why_illegal(s, ("move", hx("Q13"), False), 0) == "table 2's entry hex is closed to you"
    assert notation.why_illegal(s._with(moved=AVATAR_BIT), ("move", hx("E12"), False), 0) == \
        "Your Avatar has already moved this step."
    assert notation.why_illegal(s, ("pass",), 0).startswith("It is the Dance Step")  # not its phase
    far = state(phase=INFLUENCE, hands=(hand("Ext1"), hand()))
    assert notation.why_illegal(far, ("influence", JULIA, 3, ()), 0) == \
        "Julia is 15 hexes away: Influence reaches adjacent Dancers"  # E13 to Q4
    near = with_dancers(state(phase=INFLUENCE, apos=(hx("E11"), hx("Q13")), hands=(hand("Ext1"), hand())),
                        julia="E10")
    assert notation.why_illegal(near, ("influence", JULIA, 2, ()), 0) == "Lady Julia has a red mark in Subjugation."
    assert notation.why_illegal(near, ("influence", JULIA, 3, (kind("Ext1"),)), 0).startswith(
        "Ext1 adds nothing to Confidence")
    rolled = state(phase="after_roll", attempt=Attempt("influence", JULIA, 3, (), 3, die=4))
    assert notation.why_illegal(rolled, ("reroll", kind("Ext1")), 0) == "Only Willpower may reroll a roll."
    assert notation.why_illegal(state(phase=INFLUENCE), ("nonsense",), 0).startswith("It is the Influence Step")
