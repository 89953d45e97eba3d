"""game.the_dance.state_json alone (design.md: `to_json` / `Game.from_json`, a lossless round trip):
the JSON form names things by the page's ids and labels, reads back to the same fields, and refuses
another game or version."""
import json

import pytest

from game.the_dance import floor as F
from game.the_dance.draft import copy, say
from game.the_dance.phases import INF, Attempt
from game.the_dance.rules import GAME, DanceState
from game.the_dance.state_json import fields_from_json, state_to_json

from tests.the_dance.parts_helpers import dancer, hand, hx, kind, plan, power, state


def busy():
    """A state with something in every kind of field."""
    dheld = [-1] * F.NUM_DANCERS
    dheld[dancer("julia")] = 1
    s = copy(state(powers=[("mesmerize",), ("old_wealth", "host")], revealed=(0, 1 << power("old_wealth")),
                   hands=(hand("Ext1", "Ankh"), hand("Con2")), disc_down=(hand("Sub1"), hand()),
                   dheld=tuple(dheld), dom=1 << dancer("julia"), seated=((), (dancer("anna"),)),
                   attempt=Attempt(INF, dancer("sofia"), 3, (kind("Con1"),), 4, die=2, rerolled=True),
                   ctx=(dancer("sofia"), True), queue=((1, 2),), plan_known=((plan("P9"),), ()),
                   result=((0.5, 0.5), "a draw")))
    say(s, "first line")
    say(s, "second line")
    return s


def test_the_json_form_uses_ids_and_labels():
    data = state_to_json(busy(), 7)
    assert data["game"] == "the_dance" and data["version"] == 7
    assert data["avatars"] == ["saar", "vass"] and data["apos"] == ["E13", "Q13"]
    assert data["powers"] == [["mesmerize"], ["old_wealth", "host"]] and data["revealed"] == [[], ["old_wealth"]]
    assert data["hands"] == [["Ext1", "Ankh"], ["Con2"]] and data["dom"] == ["julia"]
    assert data["attempt"] == [INF, dancer("sofia"), 3, ["Con1"], 4, 2, True, False, -1, False]
    assert data["log"] == ["first line", "second line"] and data["server"] == "K9"
    json.dumps(data)  # JSON-able as it stands


def test_a_state_reads_back_to_the_same_fields():
    s = busy()
    fields = fields_from_json(state_to_json(s, GAME.info.version), GAME)
    back = DanceState._make(**fields)
    for name in DanceState._fields():
        assert getattr(back, name) == getattr(s, name), name
    assert state_to_json(back, GAME.info.version) == state_to_json(s, GAME.info.version)


def test_another_game_or_version_is_refused():
    data = state_to_json(state(), GAME.info.version)
    with pytest.raises(ValueError):
        fields_from_json(dict(data, version=GAME.info.version + 1), GAME)
    with pytest.raises(ValueError):
        fields_from_json(dict(data, game="casino"), GAME)
    assert fields_from_json(dict(data, apos=["E11", None]), GAME)["apos"] == (hx("E11"), -1)
