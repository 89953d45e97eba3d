"""Hard's own style by the size of the table: at four families it chooses its Avatar in the order measured
there (Vass before Moroi once Corvinu is gone), with two families in the order measured there; everything
else it plays alike."""
from game.core.registry import GAMES
from game.the_dance import ai_policy as P
from game.the_dance import floor as F
from game.the_dance.bot import make_bot

GAME = GAMES["the_dance"]


def after_corvinu(players: int):
    """The Avatar step of a new game once the first seat to choose has taken Corvinu: (state, next seat)."""
    s = GAME.new_game(players, None)
    first = min(s.to_move())
    s = s.apply(("avatar", F.AVATAR_IDS.index("corvinu")), first)
    return s, min(s.to_move())


def test_hard_takes_corvinu_first_at_any_table():
    for players in (2, 4):
        s = GAME.new_game(players, None)
        seat = min(s.to_move())
        assert make_bot("hard", 3).choose(s, seat) == ("avatar", F.AVATAR_IDS.index("corvinu"))


def test_without_corvinu_hard_takes_vass_among_four_families_and_moroi_between_two():
    s, seat = after_corvinu(4)
    assert make_bot("hard", 3).choose(s, seat) == ("avatar", F.AVATAR_IDS.index("vass"))
    s, seat = after_corvinu(2)
    assert make_bot("hard", 3).choose(s, seat) == ("avatar", F.AVATAR_IDS.index("moroi"))


def test_the_style_for_many_families_differs_from_hards_only_in_its_avatar_order():
    bot = make_bot("hard", 3)
    assert bot.style_for(2) is P.HARD and bot.style_for(3) is P.HARD
    assert bot.style_for(4) is P.HARD_MANY and bot.style_for(6) is P.HARD_MANY
    assert P.HARD_MANY.avatars != P.HARD.avatars
    assert {f: getattr(P.HARD_MANY, f) for f in P.Style.__dataclass_fields__ if f != "avatars"} == \
        {f: getattr(P.HARD, f) for f in P.Style.__dataclass_fields__ if f != "avatars"}


def test_at_four_families_hard_plays_its_measured_style_without_searching():
    """What the arena measured at four families (the style alone) is what Hard plays there, move for
    move; with two families it still searches its turns."""
    import random

    from game.ai.playout import play_out
    from game.the_dance.bot import HeuristicBot

    hard, plain = make_bot("hard", 3), HeuristicBot(3, P.HARD_MANY)
    checked = []

    def same(state, seat, action):
        assert action == plain.choose(state, seat) and hard.last is None
        checked.append(action)

    play_out(GAME.new_game(4, None), lambda seat: hard, random.Random(5), seen=same, max_actions=160)
    assert len(checked) > 100
    bot, searched = make_bot("hard", 3), []

    def asks_hard(state, seat, action):  # Normal plays two families on; Hard is asked until it searches once
        if not searched:
            bot.choose(state, seat)
            if bot.last is not None:
                searched.append(state)

    play_out(GAME.new_game(2, None), lambda seat: HeuristicBot(3), random.Random(5), seen=asks_hard,
             max_actions=120)
    assert searched
