"""Casino Trifecta notation (shared/rules/casino.md, Notation): canonical text, canonical order and
grouping, and parsing in any order and grouping."""
import pytest

from game.casino import cards as C
from game.casino.notation import canonical_groups, same_groups
from game.core import IllegalAction
from tests.casino.helpers import play, position, start, token


def text(state, t):
    """Parse then write: the canonical form of `t`."""
    return state.action_to_str(state.parse_action(t))


def test_card_names_and_special_numbers():
    assert [C.NAME[c] for c in (0, 1, 38, 40, 44, 48)] == ["AS", "AH", "10D", "JS", "QS", "KS"]
    assert C.tok_name(token("KS=7")) == "KS=7" and C.tok_name(token("JH=11")) == "JH=11"
    assert C.card_id("10d") == 38
    with pytest.raises(KeyError):
        C.card_id("1S")


def test_the_page_examples_in_canonical_form():
    s = position(["8H", "3H", "2D", "7H"], ["9S"], ["5C", "3D", "8S", "7C", "2H", "4D", "AS", "QH", "KC", "JD", "10C"],
                 builds=[(5, "single", 1, ["2C", "3C"]), (8, "single", 1, ["6D", "2S"])])
    assert text(s, "capture 8H: 8S 3D+5C B2") == "capture 8H: 5C+3D 8S B2"
    assert text(s, "trifecta QH: JD KC") == "trifecta QH: KC JD"
    assert text(s, "build 3H on 5C") == "build 3H on 5C"
    assert text(s, "build 3H on 2H+5C") == "build 3H on 5C+2H"
    assert text(s, "build 2D on B1") == "build 2D on B1"
    assert text(s, "same 7H on 7C") == "same 7H on 7C"
    assert text(s, "same 2H+3D on B1 4D+AS") == "same 2H+3D on 4D+AS B1"  # builds last
    assert text(s, "subtract 2H from 10C") == "subtract 2H from 10C"
    assert text(s, "drop 7C") == "drop 7C" and text(s, "pass") == "pass"
    assert text(s, "build ks=7 on 2h") == "build KS=7 on 2H"
    assert text(s, "  CAPTURE   8h :  5c+3d  ") == "capture 8H: 5C+3D"


def test_chance_outcomes_and_secrets():
    s = start(["8H", "3H", "2D", "7H"], ["9S", "9D", "9H", "JC"], ["5C", "3D", "8S", "7C"])
    assert s.action_to_str(("first", 1)) == "first 1" and s.parse_action("first 1") == ("first", 1)
    assert s.action_to_str(("secret", C.card_id("QH"))) == "secret QH"
    deck = tuple(reversed(C.CARDS))
    assert s.parse_action(s.action_to_str(("deck", deck))) == ("deck", deck)
    assert s.action_to_str(("deck", deck)).startswith("deck KC,KD,KH,KS,QC")


MIXED = ("AC", "9D", "5S", "5H", "KS=4", "AS", "10C", "5D")


def test_canonical_order_inside_a_group_and_between_groups():
    # value high to low, ties by suit S H D C; bigger groups first, then by their cards; KS=n as n
    groups = canonical_groups([token(n) for n in MIXED], 10)
    assert [[C.tok_name(t) for t in g] for g in groups] == [["5S", "KS=4", "AS"], ["9D", "AC"], ["5H", "5D"],
                                                          ["10C"]]


def test_one_result_several_groupings_gets_the_first_grouping_in_canonical_order():
    # 6: 4+1+1 and 2+2+2, or 2+2+1+1 and 4+2: the first group (most cards) decides
    toks = [token(n) for n in ("4S", "AS", "AH", "2S", "2H", "2D")]
    groups = canonical_groups(toks, 6)
    assert [[C.tok_name(t) for t in g] for g in groups] == [["2S", "2H", "AS", "AH"], ["4S", "2D"]]
    s = position(["6H", "3C"], ["9S"], ["4S", "AS", "AH", "2S", "2H", "2D"])
    assert text(s, "capture 6H: 4S+AS+AH 2S+2H+2D") == "capture 6H: 2S+2H+AS+AH 4S+2D"


def test_canonical_groups_are_in_order():
    groups = canonical_groups([token(n) for n in MIXED], 10)
    keys = [(-len(g), [C.text_key(t) for t in g]) for g in groups]
    assert keys == sorted(keys)
    assert canonical_groups([token("5S"), token("4S")], 10) is None


def test_a_build_same_writes_the_hand_card_first_with_its_group():
    groups = same_groups(token("2H"), 5, [token(n) for n in ("5D", "3C", "4D", "AS")])
    assert [[C.tok_name(t) for t in g] for g in groups] == [["2H", "3C"], ["4D", "AS"], ["5D"]]
    s = position(["2H", "5H"], ["9S"], ["5D", "3C", "4D", "AS"])
    assert text(s, "same 2H+3C on 5D AS+4D") == "same 2H+3C on 4D+AS 5D"
    # two readings of the same cards: 2s of 2, or 2+2 of 4 (the hand group says which)
    s = position(["2H", "2D", "4H"], ["9S"], ["2S", "2C", "3C", "AC"])
    assert s.parse_action("same 2H on 2S 2C")[2] == 2 and s.parse_action("same 2H+2S on 3C+AC")[2] == 4


def test_parse_reads_any_order_and_grouping():
    s = position(["10H", "3H"], ["9S"], ["6C", "4D", "7S", "3S", "2C"], builds=[(10, "single", 1, ["8D", "2D"])])
    want = s.parse_action("capture 10H: 7S+3S 6C+4D B1")
    for t in ("capture 10H: B1 4D+6C 3S+7S", "capture 10H: 6C+4D 3S+7S+B1", "capture 10H:B1,3S+7S,6C+4D",
              "capture 10h : 4d+6c b1 7s+3s"):
        assert s.parse_action(t) == want
    # a single build is one group: its cards may be written apart or joined
    assert s.parse_action("build 3H on 2C 4D") == s.parse_action("build 3H on 4D+2C")


def test_a_grouping_written_wrong_is_refused_with_its_reason():
    s = start(["8H", "3H", "2D", "7H"], ["9S", "9D", "9H", "JC"], ["5C", "3D", "8S", "7C"])
    for bad, reason in (("capture 8H: 5C 3D", r"5C alone is not 8: .*\(all together: 5C\+3D\)"),
                        ("capture 8H: 5C+3D+8S", r"5C\+3D\+8S adds up to 16, not 8"),
                        ("capture 8H: 8S 5C", r"5C alone is not 8")):
        with pytest.raises(IllegalAction, match=reason):
            s.parse_action(bad)
    same = position(["3H", "3S"], ["9S"], ["3D", "5C", "2C"])
    with pytest.raises(IllegalAction, match="5C alone is not 3"):
        same.parse_action("same 3H on 3D 5C")
    with pytest.raises(IllegalAction, match=r"5C\+2C adds up to 7, not 3"):
        same.parse_action("same 3H on 3D 5C+2C")
    assert same.parse_action("same 3H on 3D")[0] == "same"
    assert s.parse_action("capture 8H: 5C+3D") == s.parse_action("capture 8H: 3D+5C")
    # a card that is not there is the first thing to say, before the grouping
    with pytest.raises(IllegalAction, match="4C is not on the table"):
        s.parse_action("capture 8H: 4C 5C+3D")
    with pytest.raises(IllegalAction, match="9S is not in your hand"):
        s.parse_action("capture 9S: 5C 3D")
    faces = position(["KH", "5H"], ["9S"], ["KC", "KD", "KS", "JD", "QD"])
    with pytest.raises(IllegalAction, match=r"KC\+KD: a king takes kings one by one"):
        faces.parse_action("capture KH: KC+KD KS")
    with pytest.raises(IllegalAction, match="written apart"):
        faces.parse_action("trifecta KH: QD+JD")
    assert faces.parse_action("capture KH: KC KD KS")[0] == "capture"


def test_one_result_is_one_action_however_it_is_written():
    """The page: legal_actions lists one action per distinct result; every writing reads as that one."""
    kings = position(["KH", "JS", "7H"], ["9S"], ["KC", "KD", "JH", "7C"])
    plays = [kings.action_to_str(a) for a in kings.legal_actions(0)]
    assert "trifecta KH: KD KC" in plays and not any(p.startswith("capture KH: KD KC") for p in plays)
    assert kings.parse_action("capture KH: KC KD") == kings.parse_action("trifecta KH: KC KD")
    assert "capture JS: JH" in plays and "capture JS=11: JH=11" not in plays
    for t in ("capture JS=11: JH=11", "capture JS=11: JH", "capture JS: JH=11"):
        assert kings.action_to_str(kings.parse_action(t)) == "capture JS: JH"
    ks = position(["KS", "8H"], ["9S"], ["4S", "3S", "AD", "3H", "3D", "3C"])
    plays = [ks.action_to_str(a) for a in ks.legal_actions(0)]
    assert "capture KS=8: 4S+3S+AD" in plays and "capture KS=4: 4S 3S+AD" not in plays
    assert ks.action_to_str(ks.parse_action("capture KS=4: 3S+AD 4S")) == "capture KS=8: 4S+3S+AD"
    assert ks.action_to_str(ks.parse_action("capture KS=3: 3S 3H")) == "capture KS=6: 3S+3H"
    # four threes with the K of spades as 3 score one more than 3+3+3 taken as 9: two results, two plays
    assert "capture KS=3: 3S 3H 3D" in plays and "capture KS=9: 3S+3H+3D" in plays
    assert ks.action_to_str(ks.parse_action("capture KS=3: 3S 3H 3D")) == "capture KS=3: 3S 3H 3D"
    # applying any writing gives the one state (the log says the listed play)
    one = ks.apply(ks.parse_action("capture KS=8: 4S+3S+AD"), 0)
    assert ks.apply(("capture", C.token(C.KS, 4), tuple(sorted(C.card_id(n) for n in ("4S", "3S", "AD"))), ()),
                    0) == one


def test_special_cards_may_omit_their_number_where_it_is_a_number():
    s = position(["JH", "QS", "5H"], ["9S"], ["6C", "5D", "JS", "QD"], builds=[(11, "single", 1, ["8D", "3D"])])
    assert text(s, "capture JH: 6C+5D") == "capture JH=11: 6C+5D"
    assert text(s, "capture JH: B1") == "capture JH=11: B1"
    assert text(s, "capture JH: JS") == "capture JH: JS"  # faces: the jack takes a jack
    assert text(s, "capture JH=11: JS") == "capture JH: JS"  # as 11 the same result: one play
    assert text(s, "capture JH=11: JS B1") == "capture JH=11: JS=11 B1"  # with a build of 11, a number
    assert text(s, "build 5H on JS") == "build 5H on JS=11"
    assert text(s, "capture QS: QD") == "capture QS: QD"


def test_unreadable_text_is_refused_with_a_reason():
    s = start(["8H", "3H", "2D", "7H"], ["9S", "9D", "9H", "JC"], ["5C", "3D", "8S", "7C"])
    for bad in ("capture 8H 5C+3D", "build 3H 5C", "fold", "drop 11S", "drop 5C=5", "trifecta QH: KC",
                "same 7H on 7C B1 B2", "subtract 2H 10C"):
        with pytest.raises(IllegalAction):
            s.parse_action(bad)


def test_what_is_written_in_the_log_reads_back_to_the_same_action():
    s = start(["8H", "3H", "2D", "7H"], ["9S", "9D", "9H", "JC"], ["5C", "3D", "8S", "7C"])
    s = play(s, "capture 8H: 3D+5C 8S")
    assert s.observation(0)["log"] == [[0, "capture 8H: 5C+3D 8S"]]
    assert s.observation(0)["captures"][0]["action"] == "capture 8H: 5C+3D 8S"
