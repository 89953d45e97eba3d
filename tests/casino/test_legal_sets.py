"""Casino Trifecta's legal plays against the slow reference (tests/casino/reference.py) on positions from
random games and on crowded tables (15-24 loose cards, several builds, the special cards in play);
every listed play applies, reads back from its text (also reordered and regrouped), and no two listed
plays lead to the same result."""
import json
import random

import pytest

from game.casino import cards as C
from game.casino.moves import Build
from game.casino.rules import PLAY, CasinoState
from tests.casino.helpers import random_states
from tests.casino.reference import brute_force_plays, grouped_plays

SMALL = 9  # tables up to this many items (loose cards + builds) are checked by brute force
BIG = 20_000  # crowded positions with more plays than this are only counted, not compared


def _number_cards(cards):
    return [c for c in cards if C.rank(c) <= 10]


def crowded_position(rng: random.Random, loose_count: int, low_cap: int = 7) -> CasinoState:
    """A play-phase position with `loose_count` loose cards, 1-4 builds of every kind (some holding the K
    of spades with a number), and the special cards often in a hand or on the table. At most `low_cap`
    loose cards are 6 or lower: with more, the plays run to hundreds of thousands (see
    test_the_worst_crowded_table...), too many for the slow reference."""
    deck = list(C.CARDS)
    rng.shuffle(deck)
    hands = [[], []]
    on_table = []
    for c in C.SPECIALS:
        where = rng.random()
        if where < 0.3 and len(hands[0]) < 2:
            hands[0].append(c)
        elif where < 0.5 and len(hands[1]) < 2:
            hands[1].append(c)
        elif where < 0.8:
            on_table.append(c)
    rest = [c for c in deck if c not in hands[0] + hands[1] + on_table]
    for h in hands:
        while len(h) < 4:
            h.append(rest.pop())
    builds = []
    for number in range(1, rng.randint(2, 5)):
        kind = rng.choice(["single", "same", "multiple", "subtraction", "face"])
        nums = _number_cards(rest)
        made = None
        if kind == "single":
            a, b = nums[0], nums[1]
            if C.rank(a) + C.rank(b) <= 10:
                made = (C.rank(a) + C.rank(b), "single", (a, b))
            elif C.KS in rest:
                made = (C.rank(a) + 4, "single", (a, C.token(C.KS, 4)))
        elif kind == "same":
            pairs = [(a, b) for a in nums for b in nums if a < b and C.rank(a) == C.rank(b)]
            if pairs:
                a, b = pairs[0]
                made = (C.rank(a), "same", (a, b))
        elif kind == "multiple":
            for a in nums:
                for b in nums:
                    for x in nums:
                        if len({a, b, x}) == 3 and C.rank(a) + C.rank(b) == C.rank(x):
                            made = made or (C.rank(x), "multiple", (a, b, x))
        elif kind == "subtraction":
            a, x = sorted(nums[:2], key=C.rank)
            if C.rank(a) < C.rank(x):
                made = (C.rank(x) - C.rank(a), "subtraction", (a, x))
        else:
            faces = [c for c in rest if C.face(c) and c != C.KS]
            pairs = [(a, b) for a in faces for b in faces if a < b and C.face(a) == C.face(b)]
            if pairs:
                made = (C.face(pairs[0][0]), "same", pairs[0])
        if made:
            value, k, toks = made
            for t in toks:
                rest.remove(C.tok_card(t))
            builds.append(Build(number, value, k, rng.randrange(2), tuple(sorted(toks))))
    low = [c for c in rest if C.rank(c) <= 6]
    rest = [c for c in rest if c not in low[low_cap:]] + low[low_cap:]
    loose = tuple((on_table + rest)[:loose_count])
    deck_left = tuple(c for c in rest if c not in loose)[:8]
    builds = tuple(Build(i + 1, b.value, b.kind, b.owner, b.cards) for i, b in enumerate(builds))
    seat = rng.randrange(2)
    return CasinoState._make(
        first_option=0, timer=False, phase=PLAY, first=0, secrets=(rng.randrange(52), rng.randrange(52)),
        deck=deck_left, hands=tuple(tuple(sorted(h)) for h in hands), loose=loose, builds=builds,
        next_build=len(builds) + 1, piles=((), ()), score=((0,) * 5,) * 2, end_bonus=None, captures=(), plays=(),
        pass_used=(rng.random() < 0.3, rng.random() < 0.3), subtract_used=(rng.random() < 0.3, rng.random() < 0.3),
        passed_round=(1 - seat,) if rng.random() < 0.2 else (), round=5, leader=0, turn=seat, last_capturer=None,
        timeouts=(0, 0), result=None)


def compare(state) -> int:
    seat = state.turn
    listed = state.legal_actions(seat)
    assert len(set(listed)) == len(listed), "a play is listed twice"
    if len(listed) > BIG:
        return len(listed)
    items = len(state.loose) + len(state.builds)
    expected = brute_force_plays(state, seat) if items <= SMALL else grouped_plays(state, seat)
    missing = expected - set(listed)
    extra = set(listed) - expected
    assert not missing and not extra, (
        f"table {[C.NAME[c] for c in state.loose]} builds {state.builds} hand "
        f"{[C.NAME[c] for c in state.hands[seat]]}: missing {sorted(missing)[:5]}, "
        f"extra {[state.action_to_str(a) for a in sorted(extra)[:5]]}")
    return len(listed)


def test_legal_plays_match_the_reference_in_random_games():
    for state in random_states(21, 250):
        compare(state)


@pytest.mark.parametrize("seed", range(6))
def test_legal_plays_match_the_reference_on_crowded_tables(seed):
    rng = random.Random(seed)
    for _ in range(8):
        compare(crowded_position(rng, rng.randint(15, 24)))


def test_legal_plays_match_the_brute_force_on_small_tables_with_special_cards():
    rng = random.Random(99)
    for _ in range(40):
        state = crowded_position(rng, rng.randint(2, 6))
        state = state._with(builds=state.builds[:2])
        expected = brute_force_plays(state, state.turn)
        assert set(state.legal_actions(state.turn)) == expected


def result_key(before, after, action) -> str:
    """What a play changes, without the log's wording: two plays with one key are one result (the page
    lists one action per distinct result: `capture KC: KH KD` is `trifecta KC: KH KD`)."""
    data = after.to_json()
    data.pop("plays")
    data["captures"] = [c[2:] for c in data["captures"]]
    return json.dumps(data, sort_keys=True)


def scramble(text: str, rng: random.Random) -> str:
    """The same play written in another valid order and grouping: groups and the cards inside a group
    shuffled (a group stays a group: `5C 3D` is not `5C+3D`); a build's cards in any order, apart or
    joined (a single build is one group)."""
    if text.startswith(("capture", "trifecta", "same")):
        head, sep, body = text.partition(": " if text.startswith(("capture", "trifecta")) else " on ")
        groups = body.split()
        rng.shuffle(groups)
        groups = ["+".join(rng.sample(g.split("+"), len(g.split("+")))) for g in groups]
        return head + sep + " ".join(groups)
    if text.startswith("build") and " on " in text:
        head, _, body = text.partition(" on ")
        parts = body.replace("+", " ").split()
        rng.shuffle(parts)
        return head + " on " + rng.choice([" ", "+"]).join(parts)
    return text


def test_every_listed_play_applies_reads_back_and_leads_somewhere_new():
    rng = random.Random(5)
    states = random_states(8, 60) + [crowded_position(rng, rng.randint(8, 15)) for _ in range(12)]
    for state in states:
        seat = state.turn
        seen = {}
        for action in state.legal_actions(seat):
            text = state.action_to_str(action)
            # the text reads back as this very action (a tuple of plain values), so applying what was
            # read is applying the action: apply is a function of the state and the action's value
            assert state.parse_action(text) == action, text
            assert state.parse_action(scramble(text, rng)) == action, (text, scramble(text, rng))
            after = state.apply(action, seat)
            key = result_key(state, after, action)
            assert key not in seen, f"{text} and {seen.get(key)} lead to the same result"
            seen[key] = text


def test_the_worst_crowded_table_is_listed_once_per_result():
    """24 low cards (aces to sixes) with tens, a nine and an eight in hand: the number of captures and
    builds same grows about fourfold with every two cards; 14 cards give this many plays, each once.
    (How long the listing takes is measured by `make bench`, never asserted here.)"""
    low = [C.card(r, s) for r in range(1, 7) for s in range(4)]
    hand = tuple(sorted(C.card_id(n) for n in ("10S", "10H", "9S", "8S")))
    state = crowded_position(random.Random(0), 0)._with(loose=tuple(low[:14]), builds=(), hands=(hand, ()),
                                                         turn=0, subtract_used=(True, True))
    plays = state.legal_actions(0)
    assert len(plays) == len(set(plays)) > 10_000
    assert plays == grouped_plays_in_order(state, plays)


def grouped_plays_in_order(state, plays):
    """The engine's list, checked as a set against the grouped reference (kept in the engine's order)."""
    assert set(plays) == grouped_plays(state, 0)
    return plays
