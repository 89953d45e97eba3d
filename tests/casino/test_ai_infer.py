"""Hard's reading of the other seat's plays (ai_infer) and the worlds it deals by them (ai_infer.determinize,
ai_view.deal_weighted)."""
import random

from game.casino import ai_infer
from game.casino import cards as C
from game.casino.ai_infer import FLOOR, card_weights, determinize, replay_round
from game.casino.ai_view import as_seat_knows
from game.casino.rules import PLAY
from tests.casino.helpers import play, random_steps, start

TABLE = ["10D", "4C", "6H", "8S"]


def dropped_past_the_ten(red=("2H", "5C", "7C", "9C")):
    """Blue drops a jack; Red, who could take nothing, drops the 2 of hearts; Blue is to move and knows
    Red holds three cards, none of which (were it sensible) takes the 10 of diamonds, the 4 or the jack."""
    later = [(["AS", "QS", "9H", "7D"], ["2C", "3C", "4D", "QD"])]
    state = start(["JC", "3H", "5H", "KD"], list(red), TABLE, later=later)
    return play(state, "drop JC", "drop 2H")


def test_a_card_that_would_have_taken_the_ten_of_diamonds_weighs_little():
    state = dropped_past_the_ten()
    w = card_weights(as_seat_knows(state, 0), 0)
    for name in ("10C", "10H", "10S", "4D", "4H", "JD", "JS"):  # each took something better than a drop
        assert FLOOR <= w[C.card_id(name)] < 0.5, name
    for name in ("5C", "7C", "9C", "5D", "9S", "QH"):  # took nothing on that table: as likely as ever
        assert C.card_id(name) not in w, name


def test_the_weights_read_only_what_the_seat_saw():
    one = dropped_past_the_ten(("2H", "5C", "7C", "9C"))
    two = dropped_past_the_ten(("2H", "5S", "7S", "9D"))  # another hidden hand, the same view for Blue
    assert card_weights(one, 0) == card_weights(two, 0) == card_weights(as_seat_knows(one, 0), 0)


def test_the_worlds_deal_the_other_seat_what_its_plays_say_it_held(monkeypatch):
    known = as_seat_knows(dropped_past_the_ten(), 0)
    tens = {C.card_id(n) for n in ("10C", "10H", "10S")}

    def share(read):
        monkeypatch.setattr(ai_infer, "READ_PLAYS", read)
        rng = random.Random(5)
        worlds = [determinize(known, 0, rng) for _ in range(600)]
        assert all(len(w.hands[1]) == 3 and len(w.deck) == len(known.deck) for w in worlds)
        assert all(sorted(w.hands[1] + w.deck) == sorted(known.hands[1] + known.deck) for w in worlds)
        return sum(bool(tens & set(w.hands[1])) for w in worlds) / len(worlds)

    uniform, read = share(False), share(True)
    assert uniform > 0.15  # three tens among 40 unseen cards, three drawn: about 0.21
    assert 0.0 < read < uniform / 2  # less likely, never impossible
    a, b = determinize(known, 0, random.Random(9)), determinize(known, 0, random.Random(9))
    assert a.hands == b.hands and a.deck == b.deck


def test_the_replay_rebuilds_every_table_the_other_seat_faced_this_round():
    rng = random.Random(3)
    checked = 0
    for _ in range(6):
        history = []  # (state before, action) of every play
        for s, seat, action in random_steps(rng):
            if s.phase != PLAY:
                continue
            faced = [(sorted(b.loose), b.builds, b.piles, a) for b, a in history
                     if b.round == s.round and b.turn == 1 - seat]
            got = [(sorted(b.loose), b.builds, b.piles, a) for b, a in replay_round(as_seat_knows(s, seat), seat)]
            assert got == faced
            checked += len(got)
            history.append((s, action))
    assert checked > 100
