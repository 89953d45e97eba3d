"""Casino Trifecta's AI: the same position and seed give the same move at every level (fresh bots, a
reused bot, and the searches' clock run ten times fast: Hard's budget is counted in iterations), Hard's
nodes of the other seat pool the sampled worlds and grow alike for states that look alike to it, the
outside cascade player plays legal moves to the end of whole games, the exact endgame agrees with a
brute force over every line and every secret card on small stacked positions, determinizations deal
the other seat the values of its builds, playouts (weighing the other hand's reply or not) play legal moves
and end as the rules score them, and the odds are never 0 or 1 unless proven.

Counts work, never time."""
import random

import pytest

from game.ai import clock, make_bot
from game.ai.odds import chance_of
from game.ai.playout import play_out
from game.casino import ai_odds
from game.casino import cards as C
from game.casino.ai_endgame import solve, winning_play
from game.casino.ai_rollout import rollout
from game.casino.ai_view import as_seat_knows, determinize_known
from game.casino.bot import HARD, SearchingBot
from game.casino.moves import PROVIDES, SINGLE, Build, normalize
from game.casino.rules import GAME, OVER, PLAY
from tests.ai.test_determinism import moves, positions
from tests.casino.helpers import random_steps
from tests.peers import casino_cascade

card = C.BY_NAME.__getitem__


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_same_position_and_seed_give_the_same_move(level):
    states = positions("casino", 5, 17)
    first = moves("casino", level, states)  # a fresh bot per position
    # one bot, asked in another order after other positions: a second search of each position,
    # independent of the first, so a move that is not reproducible shows up here too
    reused = make_bot(level, "casino", 3)
    again = [repr(reused.choose(s, min(s.to_move()))) for s in reversed(states)]
    assert again[::-1] == first


def test_a_clock_run_ten_times_fast_changes_no_hard_move(monkeypatch):
    states = positions("casino", 3, 29)
    quiet = moves("casino", "hard", states)
    real = clock.now
    start = real()
    monkeypatch.setattr(clock, "now", lambda: start + 10.0 * (real() - start))
    assert moves("casino", "hard", states) == quiet


def test_hard_stops_on_its_iterations():
    bot = make_bot("hard", "casino", 5)
    for state in positions("casino", 4, 31):
        bot.choose(state, min(state.to_move()))
        if bot.last is not None:
            assert bot.last.stopped in ("iterations", "decided", "forced")
            assert bot.last.nodes <= HARD["iterations"]  # ISMCTS reports its iterations as nodes


def _early_in_a_round(count: int, seed: int) -> list:
    """Play-phase positions with three cards or more in each hand (several plays before the next deal)."""
    found = [s for s in positions("casino", 12 * count, seed)
             if s.phase == PLAY and min(len(h) for h in s.hands) >= 3]
    return found[:count]


def test_hard_keys_the_other_seats_nodes_by_what_it_knows():
    """Single-observer keys: the other seat's nodes pool the sampled worlds (its hand in each drawn
    otherwise), so a node of it below the root is visited in many iterations; and two states that look
    alike to the searching seat (the hidden cards dealt otherwise) grow the same tree and get the same move."""
    pooled = 0
    for state in _early_in_a_round(2, 41):
        seat = state.turn
        other = state.determinize(seat, random.Random(8))
        assert other.observation(seat) == state.observation(seat)
        first = make_bot("hard", "casino", 6)
        move = first.choose(state, seat)
        second = make_bot("hard", "casino", 6)
        assert second.choose(other, seat) == move
        if first.last is None:
            continue  # forced, or won by the exact endgame: no tree
        assert set(first.search.table) == set(second.search.table)
        rival = [sum(e.visits for e in node.values()) for (mover, _), node in first.search.table.items()
                 if mover != seat]
        pooled = max([pooled] + rival)
    assert pooled >= 20


def test_hard_hands_a_short_hand_to_the_pimc_search_the_same_way_each_time():
    """With `handoff`, a seat holding that many cards or fewer is decided by ai_pimc's search (no tree,
    counted alpha-beta work), a longer hand by ISMCTS; the same position and seed give the same move from
    a fresh bot and a reused one."""
    small = dict(iterations=60, handoff=2, pimc=dict(worlds=3, nodes=40))
    states = [s for s in positions("casino", 60, 53) if s.phase == PLAY and s.deck][:12]
    short = [s for s in states if len(s.hands[s.turn]) <= 2]
    long_ = [s for s in states if len(s.hands[s.turn]) > 2]
    assert short and long_
    handed = searched = 0
    first = []
    for state in states:
        bot = SearchingBot(7, **small)
        first.append(bot.choose(state, state.turn))
        if len(state.hands[state.turn]) <= 2:
            assert bot.last is None
            handed += bot.pimc.searched > 0
        else:
            searched += bot.last is not None
            assert bot.pimc.searched == 0
    assert handed and searched
    reused = SearchingBot(7, **small)
    assert [reused.choose(s, s.turn) for s in reversed(states)][::-1] == first


def test_hard_offers_the_hand_off_as_an_engine():
    bot = make_bot("hard:handoff", "casino", 1)
    assert isinstance(bot, SearchingBot) and bot.handoff == 2 and bot.pimc.worlds == 32
    assert make_bot("hard", "casino", 1).pimc is None  # the default Hard searches with ISMCTS alone


class Checked:
    """A bot whose every play is checked against the rules' legal list."""

    def __init__(self, bot):
        self.bot = bot

    def choose(self, state, seat: int):
        action = self.bot.choose(state, seat)
        assert normalize(action) in state.legal_actions(seat), (seat, action)
        return action


def play(bots, seed: int):
    """A whole game between two bots; every play is checked against the rules' legal list."""
    checked = [Checked(b) for b in bots]
    return play_out(GAME.new_game(2), lambda seat: checked[seat], random.Random(seed), lambda seat: [])


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_cascade_plays_legal_moves_to_the_end(seed):
    state, plays = play([casino_cascade.make_bot(seed), make_bot("easy", "casino", seed)], seed)
    assert state.phase == OVER and plays >= 48  # two secrets and 48 cards played (a Pass adds one)
    state, _ = play([make_bot("normal", "casino", seed), casino_cascade.make_bot(seed + 1)], seed + 10)
    assert state.phase == OVER


def test_the_cascade_names_a_point_card_and_imports_no_game_module():
    state = GAME.new_game(2, {"first": 0})
    action = casino_cascade.make_bot(4).choose(state, 0)
    assert action[0] == "secret" and C.points(action[1]) > 0
    source = open(casino_cascade.__file__, encoding="utf-8").read()
    assert "import game" not in source and "from game" not in source


# --- the exact endgame --------------------------------------------------------------------------------

def last_round(hands, loose, piles, secrets, turn=0, builds=(), last_capturer=None):
    """A stacked play-phase state in round 6 with the deck empty."""
    state = GAME.new_game(2, {"first": 0})
    named = lambda xs: tuple(card(x) for x in xs)  # noqa: E731
    score = tuple((sum(C.points(card(x)) for x in p), 0, 0, 0, 0) for p in piles)  # the piles' point cards
    return state._with(phase=PLAY, secrets=named(secrets), hands=tuple(tuple(sorted(named(h))) for h in hands),
                       loose=named(loose), piles=tuple(named(p) for p in piles), deck=(), round=6, leader=0,
                       turn=turn, builds=builds, last_capturer=last_capturer, next_build=1 + len(builds),
                       score=score)


def brute(state, seat: int, goal: float, secrets: list) -> bool:
    """Can the side that wants `goal` force it, over every legal line, judged by the rules' own scoring
    with each possible secret card of the other seat really named (no memo, no pruning: a side's
    choices are tried in the rules' order only until one answers the question, as any() and all() do)."""
    worlds = []
    for secret in secrets:
        named = list(state.secrets)
        named[1 - seat] = secret
        worlds.append(state._with(secrets=tuple(named)))

    def forced_all(worlds) -> bool:
        if worlds[0].is_over():
            return all(w.returns()[seat] == goal for w in worlds)
        mover = worlds[0].turn
        wants = (mover == seat) == (goal == 1.0)
        results = (forced_all([w.apply(a, mover) for w in worlds]) for a in worlds[0].legal_actions(mover))
        return any(results) if wants else all(results)

    return forced_all(worlds)


SMALL = [
    # seat 0 takes the 10 of diamonds and the table; seat 1 has nothing to answer with
    (("10S", "3C"), ("4H", "5C"), ("10D", "7H"), ("AS", "2S", "9D"), ("KC", "QH", "8C", "6C")),
    # who takes the ace of spades decides a tight game
    (("AS", "6H"), ("AH", "9C"), ("5D", "4C"), ("10D", "2S", "3S"), ("KH", "QD", "JC", "7S")),
    # faces on the table: a trifecta is there for the taking
    (("KD", "4S"), ("QC", "8H"), ("JD", "QH"), ("10D", "AS"), ("2S", "3D", "5H")),
    (("7C", "2D"), ("9H", "AD"), ("5S", "7D", "AC"), ("10D", "AS", "AH"), ("2S", "3D", "KS", "JS")),
]


@pytest.mark.parametrize("case", range(len(SMALL)))
@pytest.mark.parametrize("turn", [0, 1])
def test_the_exact_endgame_agrees_with_a_brute_force(case, turn):
    mine, theirs, loose, pile0, pile1 = SMALL[case]
    taken = set(pile0) | set(pile1)
    secret1 = next(c for c in ("10D", "KD", "5S", "QC", "7C") if c not in taken)
    state = last_round((mine, theirs), loose, (pile0, pile1), ("2S" if "2S" not in taken else "AS", secret1),
                       turn=turn, last_capturer=0)
    secrets = [c for c in C.CARDS if c not in state.piles[0] and c not in state.piles[1]]
    value, nodes = solve(state, 0, nodes=100_000)
    win, loss = brute(state, 0, 1.0, secrets), brute(state, 0, 0.0, secrets)
    assert value == (1.0 if win else 0.0 if loss else None)
    assert nodes > 0
    if turn == 0:
        play = winning_play(state, 0, nodes=100_000)
        assert (play is not None) == win
        if win:
            assert brute(state.apply(play, 0), 0, 1.0, secrets)


def test_the_exact_endgame_needs_an_empty_deck_and_never_reads_the_other_secret():
    state = last_round((("10D", "3C"), ("4H", "5C")), ("10C", "7H"), (("AS",), ("KC",)), ("2S", "9S"))
    assert solve(state._with(deck=(card("9S"),)), 0) == (None, 0)
    other = state._with(secrets=(card("2S"), card("5C")))  # another secret for seat 1: the same answer
    assert solve(state, 0) == solve(other, 0)


# --- determinizations and odds ------------------------------------------------------------------------

def test_a_determinization_deals_the_other_seat_its_builds_value():
    state = positions("casino", 1, 5)[0]
    while not (state.phase == PLAY and state.deck and state.hands[1 - state.turn]):
        state = positions("casino", 1, random.Random(len(repr(state))).randrange(10**6))[0]
    seat = state.turn
    known = as_seat_knows(state, seat)
    unseen = known.deck + known.hands[1 - seat]
    seven = next(c for c in unseen if 7 in PROVIDES[c])
    build = Build(known.next_build, 7, SINGLE, 1 - seat, tuple(sorted((card("3H"), card("4H")))))
    known = known._with(builds=known.builds + (build,), next_build=known.next_build + 1)
    rng = random.Random(3)
    for _ in range(40):
        world = determinize_known(known, seat, rng)
        assert any(7 in PROVIDES[c] for c in world.hands[1 - seat])
        assert sorted(world.hands[1 - seat] + world.deck) == sorted(unseen)
        assert world.hands[seat] == known.hands[seat]
    assert seven is not None


def test_a_playout_weighs_the_margin_within_zero_and_one():
    rng = random.Random(2)
    for state in positions("casino", 6, 7):
        if state.phase != PLAY:
            continue
        world = state.determinize(state.turn, rng)
        plain = rollout(world, random.Random(1))
        shaded = rollout(world, random.Random(1), margin=0.25)
        assert plain in ((1.0, 0.0), (0.0, 1.0), (0.5, 0.5))
        assert 0.0 <= shaded[0] <= 1.0 and abs(sum(shaded) - 1.0) < 1e-9
        assert (shaded[0] > 0.5) == (plain[0] > 0.5) or plain[0] == 0.5


def test_the_odds_are_never_certain_unless_proven():
    rng = random.Random(8)
    bots = [make_bot("normal", "casino", 1), make_bot("normal", "casino", 2)]
    judge = make_bot("hard", "casino", 9)
    seen = 0
    for state, seat, _ in random_steps(rng, lambda s, seat: bots[seat].choose(s, seat)):
        if state.phase == PLAY and seat == 0 and (len(state.deck) % 16 == 0 or not state.deck):
            got = chance_of(judge, state, 0, seen)
            seen += 1
            assert 0.0 <= got.value <= 1.0
            if got.source != "proven":
                assert 0.0 < got.value < 1.0
            else:
                assert not state.deck
    assert seen >= 3


@pytest.mark.parametrize("look", [0.0, 1.0])
def test_a_playout_plays_by_the_rules_and_scores_as_they_do(look):
    """Every play of a playout, the one that weighs the other hand's reply (look) included, is legal, and
    replayed by the rules it ends the game with the result the playout reports."""
    rng = random.Random(4)
    checked = 0
    for state in positions("casino", 8, 11):
        if state.phase != PLAY:
            continue
        world = state.determinize(state.turn, rng)
        log: list = []
        got = rollout(world, random.Random(5), log=log, look=look)
        s = world
        for seat, action in log:
            assert s.turn == seat
            assert s.parse_action(s.action_to_str(action)) == action
            s = s.apply(action, seat)
        assert s.phase == OVER
        assert got == s.returns()
        checked += 1
    assert checked >= 4


@pytest.mark.parametrize("rounds", [0, 1])
def test_a_cut_playout_stops_between_rounds_where_the_rules_would_deal(rounds):
    """A playout cut after `rounds` more rounds plays legal moves, stops with both hands empty at the
    round it was told (or scores the game's end as the rules do), and the position it hands the judge
    reads, to the odds model's own features, as the rules' state at that point before the next deal."""
    rng = random.Random(6)
    cut = ended = 0
    for state in positions("casino", 10, 13):
        if state.phase != PLAY:
            continue
        world = state.determinize(state.turn, rng)
        log: list = []
        seen: list = []
        got = rollout(world, random.Random(5), log=log, look=1.0, rounds=rounds,
                      leaf=lambda end: seen.append(end) or (0.25, 0.75))
        s = world
        for seat, action in log:
            assert s.turn == seat
            s = s.apply(action, seat)
        if not seen:
            assert s.phase == OVER and got == s.returns()
            ended += 1
            continue
        end = seen[0]
        assert got == (0.25, 0.75)
        assert s.phase == PLAY and s.round == world.round + rounds + 1  # the rules have dealt the next round
        assert len(s.hands[0]) == len(s.hands[1]) == 4 and end.hands == ((), ())
        before = s._with(hands=((), ()), deck=tuple(end.deck))
        assert tuple(end.deck[8:]) == s.deck
        for seat in (0, 1):
            assert ai_odds.features(end, seat) == ai_odds.features(before, seat)
        cut += 1
    assert cut >= 3
