"""What the other seat's plays in this round say about the cards it still holds, for Hard's worlds: a seat
that dropped a card, built or took a little when one of its cards could have taken a point card, a big
haul or a build probably did not hold that card. Each card the searching seat has not seen gets a
weight, the likelihood that a sensible player holding it would have played as the other seat did
(ai_view.determinize_known deals the other hand by these weights); no weight is zero, so no world is
impossible, only less likely.

No pygame. Reads only what the searching seat saw: the public log of plays, the cards captured and on
the table, its own hand and the secrets it knows. The tables the other seat faced are rebuilt by
replaying the public log with the rules from a deck made of the cards each seat played in each round
(the round's first table is the cards ever seen on the table that no hand played); the cards the
replay deals beyond those are stand-ins that no play of the log touches. The model is a generic
sensible player, the quick judge of ai_search (what a capture takes, a build's share, a drop's cost),
not any particular opponent.
"""
from __future__ import annotations

from functools import lru_cache
from math import exp

from game.casino import cards as C
from game.casino.ai_plays import Table, captures, taken_tokens
from game.casino.ai_view import card_worths, determinize_known, visible_secrets
from game.casino.moves import TIMEOUT
from game.casino.rules import GAME, HAND, PLAY
from game.core import CHANCE

# Hard's worlds deal the other hand by what its plays in this round say it did not hold (determinize).
# Paired against the same Hard without it, whole games against the strong cascade: 69 against 67 of 100
# (seeds 3000-3099) and 73 against 67 of 100 (fresh seeds 3100-3199): 142 against 134 of 200 (24 games
# better, 16 worse, sign test p 0.27), points margin +0.42 (se 0.35) a game; process CPU per decision p50
# 0.34 s against 0.32, p95 0.82 against 0.76 (1000 iterations). A lean, not a proven gain.
READ_PLAYS = True
# Where Hard's missing strength lies, and why no sharper reading is here: against the strong cascade on the
# same deals (seeds 9400-9456), worlds with the other seat's true hand won 45 of 57 against Hard's 34 (points
# margin +3.36 +- 0.96 a game), the true hand and deck order 50 (+5.61 +- 0.91); the true secret alone 136
# against 137 of 200 (seeds 9400-9599). So the hand is most of what is hidden, but its plays say little of
# it: a joint reading (1024 candidate hands weighed by a softmax of play_value over the plays each allowed,
# floor 0.05) predicted the held cards better (membership log-loss per decision 5.42 -> 5.09 against the
# cascade) yet moved the worlds a median 0.15 nats, and paired with this card-by-card reading on fresh seeds
# 9500-9749 won 176 against 179 of 250 (margin +0.26 +- 0.36 a game). Not kept.

# SLACK, STEEP and FLOOR chosen on Normal's games against Normal (seeds 500-539, the searching seat's
# decisions) so that a weight reads as the odds a card is held against the base odds; held out on seeds
# 540-559 (485 decisions): 4% of the cards the other seat held were marked down against 16% of the rest;
# cards at 0.2-0.35 were held at 0.31 times the base odds, those below 0.2 (two plays) at 0.09.
BUILD_SHARE = 0.5  # a build's worth now, as a share of what it gathers (as ai_search.quick_ranked judges it)
SLACK = 0.0  # points a sensible player may leave on the table for reasons of its own
STEEP = 6.0  # how fast the likelihood falls with every point left beyond the slack
FLOOR = 0.2  # the smallest likelihood one play can give a card: no world is ever ruled out


def determinize(state, seat: int, rng):
    """ai_view.determinize_known, with the other hand dealt by what its plays say (card_weights, read-only:
    shared by the worlds of one decision) while READ_PLAYS is on."""
    likely = card_weights(state, seat) if READ_PLAYS and state.phase == PLAY else None
    return determinize_known(state, seat, rng, likely)


def play_value(state, seat: int, action, worth) -> float:
    """What `action` gains now, in points, by the quick judge: a capture the worth it takes (with the
    big-capture and trifecta points), a build a share of what it gathers, a drop less the dropped card."""
    kind = action[0]
    if kind in ("capture", "trifecta"):
        toks = taken_tokens(state, action)
        return sum(worth[t & 63] for t in toks) + max(0, len(toks) - 4) + (kind == "trifecta")
    if kind == "build" or kind == "same":
        toks = action[2] if kind == "build" else action[3]
        gathered = worth[action[1] & 63] + sum(worth[t & 63] for t in toks)
        if kind == "build" and action[3]:
            gathered += sum(worth[t & 63] for b in state.builds if b.number == action[3] for t in b.cards)
        return BUILD_SHARE * gathered
    if kind == "subtract":
        return BUILD_SHARE * (worth[action[1] & 63] + worth[action[2] & 63])
    if kind == "drop":
        return -worth[action[1]]
    return 0.0  # the Pass, a timeout


def best_capture(table: Table, state, seat: int, c: int, worth) -> float:
    """The most hand card `c` takes on `table` by the quick judge (-inf when it takes nothing)."""
    best = float("-inf")
    for a in captures(table, seat, c):
        best = max(best, play_value(state, seat, a, worth))
    return best


def replay_round(state, seat: int) -> list:
    """[(state before, action)] for every play of the other seat in the round under way, on tables rebuilt
    from the public log (see the module's docstring); [] when there is none or the log cannot be replayed."""
    other = 1 - seat
    log = [(s, a) for s, a in state.plays if a != TIMEOUT]
    cards_played = [(s, a) for s, a in log if a[0] != "pass"]
    if not any(s == other for s, _ in log[-2 * HAND - 2:]):  # no play of the other seat lately
        return []
    dealt = [[[] for _ in range(state.round)] for _ in (0, 1)]
    for i, (s, a) in enumerate(cards_played):
        dealt[s][i // (2 * HAND)].append(C.tok_card(a[1]))
    played = {c for hands in dealt for h in hands for c in h}
    seen = set(state.loose) | {t & 63 for b in state.builds for t in b.cards}
    seen.update(state.piles[0])
    seen.update(state.piles[1])
    first_table = sorted(seen - played)
    dealt[seat][-1].extend(state.hands[seat])
    spare = [c for c in C.CARDS if c not in seen and c not in played and c not in state.hands[seat]]
    need = HAND - len(dealt[other][-1])
    dealt[other][-1].extend(spare[:need])
    spare = spare[need:]
    if len(first_table) != HAND or any(len(h) != HAND for hands in dealt for h in hands):
        return []
    order = dealt[0][0] + dealt[1][0] + first_table
    for r in range(1, state.round):
        order += dealt[0][r] + dealt[1][r]
    order += spare
    secrets = [c if c is not None else 0 for c in visible_secrets(state, seat)]
    s = GAME.new_game(2, {"first": state.first})
    s = s.apply(("secret", secrets[0]), 0).apply(("secret", secrets[1]), 1).apply(("deck", tuple(order)), CHANCE)
    out = []
    for who, a in log:
        if s.phase != PLAY or s.turn != who:
            return []
        if who == other and s.round == state.round:
            out.append((s, a))
        # the log was legal when played; the rules' own step without the check, because a build's value
        # may lie among the other hand's stand-in cards here
        s = s._play(who, a)
    return out


def card_weights(state, seat: int) -> dict:
    """{card: likelihood} for the cards `seat` has not seen whose likelihood is below 1: for each play
    of the other seat in this round, a card that would have gained more than the play did (beyond SLACK)
    is marked down by exp(-STEEP * excess), never below FLOOR per play. Cards not listed weigh 1."""
    last = _LAST
    if last[0] is state and last[1] == seat:  # the search asks again for each of its worlds: the same object
        return last[2]
    got = dict(_weights(state.plays, state.round, state.first, state.hands[seat], state.loose, state.builds,
                        state.piles, visible_secrets(state, seat), seat))
    last[:] = [state, seat, got]  # holds the state, so its id is not reused while it is remembered
    return got


_LAST = [None, None, {}]


@lru_cache(maxsize=16)
def _weights(plays, round_, first, hand, loose, builds, piles, secrets, seat) -> tuple:
    # keyed on what the seat sees, so the search's thousand worlds of one decision read it once
    view = _View(plays, round_, first, hand, loose, builds, piles, secrets, seat)
    past = replay_round(view, seat)
    if not past:
        return ()
    other = 1 - seat
    unseen = [c for c in C.CARDS if c not in view.seen]
    weights = dict.fromkeys(unseen, 1.0)
    for before, action in past:
        worth = card_worths(before, secrets)
        table = Table(before.loose, before.builds, worth)
        made = play_value(before, other, action, worth)
        for c in unseen:
            excess = best_capture(table, before, other, c, worth) - made - SLACK
            if excess > 0:
                weights[c] *= max(FLOOR, exp(-STEEP * excess))
    return tuple((c, w) for c, w in weights.items() if w < 1.0)


class _View:
    """The few fields of a state that replay_round reads, rebuilt from the cache's key."""

    __slots__ = ("plays", "round", "first", "hands", "loose", "builds", "piles", "secrets", "seen")

    def __init__(self, plays, round_, first, hand, loose, builds, piles, secrets, seat):
        self.plays, self.round, self.first = plays, round_, first
        self.loose, self.builds, self.piles = loose, builds, piles
        hands = [(), ()]
        hands[seat] = hand
        self.hands = tuple(hands)
        self.secrets = secrets
        seen = set(loose) | {t & 63 for b in builds for t in b.cards} | set(piles[0]) | set(piles[1]) | set(hand)
        self.seen = seen

    def revealed(self, s: int) -> bool:
        return self.secrets[s] is not None
