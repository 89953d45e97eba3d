"""A fast playout of the rest of a Casino Trifecta game for the search: both seats play a greedy,
capture-first policy with some noise (take a capture, else drop the card that gives least away) on plain
lists instead of rules states, and the game is scored by the rules' own scoring. With `look` a seat
weighs what a play leaves the other hand of the world played out: of several captures, the one worth
most once that hand's best reply on the table left is taken off; of the drops, the one that adds least
to that reply. Without it, the richest capture, and drops judged by the table alone.

No pygame. Runs on a determinized state: a seat plays from its own hand and the table, and with `look`
reads the other hand of that world (a world the search drew, not the real one). Follows the rules'
dealing, turn order, captures (builds are taken whole, by their value; a subtraction only by its maker),
the last capture's sweep, end bonuses and the tie on the ace of spades; a playout never makes builds or
uses the lifelines (a test replays playouts by the rules and checks their plays and results; playouts that
build were measured and did not help: docs/ai/casino_hard.md).
"""
from __future__ import annotations

import math

from game.casino import cards as C
from game.casino import scoring as S
from game.casino.ai_plays import Table
from game.casino.ai_view import card_worths
from game.casino.moves import PROVIDES, SUBTRACTION
from game.casino.rules import HAND, OVER, PLAY, ROUNDS

MARGIN_SCALE = 4.0  # points ahead that earn three quarters of a margin's share
MARGIN_SLOPE = math.log(3.0) / MARGIN_SCALE
FACE = tuple(C.face(c) for c in C.CARDS)
NUMBER = tuple(C.fixed_number(c) for c in C.CARDS)


class Build:
    """A build in a playout: value, kind, owner and card tokens (the rules' Build, made mutable-free)."""

    __slots__ = ("number", "value", "kind", "owner", "cards")

    def __init__(self, number, value, kind, owner, cards):
        self.number, self.value, self.kind, self.owner, self.cards = number, value, kind, owner, cards


def rollout(state, rng, noise: float = 0.1, log: list | None = None, margin: float = 0.0,
            look: float = 0.0, rounds: int | None = None, leaf=None) -> tuple:
    """Each seat's return after playing `state` (a determinized play-phase state) to the end; the plays
    made are appended to `log` as (seat, rules action) when one is given. With `margin` > 0 a return is
    (1 - margin) * the result + margin * a share for the points' difference (MARGIN_SCALE points make
    three quarters of it): a search weighs by how much a line wins, not only whether it does, which
    tells its few hundred playouts apart sooner. `look` weighs the other hand's reply (see choose).

    With `rounds` (0: the round being played, 1: one more, ...) and `leaf`, the playout stops once those
    rounds are played out, before the next deal, and returns leaf(RoundEnd(...)) instead: most of a
    full playout's variance is the deals still to come and a style of play nobody plays, which a
    fitted judge of the position (ai_search's) averages over instead of drawing once. A game that ends
    sooner is scored as ever."""
    if state.phase == OVER:
        return state.returns()
    if state.phase != PLAY:
        raise ValueError("a playout starts in the play phase")
    hands = [list(state.hands[0]), list(state.hands[1])]
    loose = list(state.loose)
    builds = [Build(b.number, b.value, b.kind, b.owner, b.cards) for b in state.builds]
    deck = list(state.deck)
    piles = [list(state.piles[0]), list(state.piles[1])]
    score = [float(sum(state.score[0])), float(sum(state.score[1]))]
    secrets = state.secrets
    worth = card_worths(state, secrets)
    turn = state.turn
    round_ = state.round
    first = state.first
    last = state.last_capturer
    random = rng.random
    stop = ROUNDS if rounds is None or leaf is None else state.round + rounds
    while True:
        if not hands[0] and not hands[1]:
            if round_ >= ROUNDS or len(deck) < 2 * HAND:
                break
            if round_ >= stop:
                leader = first if round_ % 2 == 0 else 1 - first  # who leads the round not yet dealt
                return leaf(RoundEnd(state, loose, builds, deck, piles, score, last, leader))
            hands = [sorted(deck[:HAND]), sorted(deck[HAND:2 * HAND])]
            del deck[:2 * HAND]
            turn = first if round_ % 2 == 0 else 1 - first
            round_ += 1
        elif not hands[turn]:
            turn = 1 - turn
            continue
        hand = hands[turn]
        action, got = choose(hand, loose, builds, turn, worth, random, noise, hands[1 - turn], look)
        if got is not None:
            _, kind, toks, gone_loose, gone_builds = got
            hand.remove(toks[0] & 63)
            if gone_loose:
                loose = [x for x in loose if x not in gone_loose]
            if gone_builds:
                builds = [b for b in builds if b.number not in gone_builds]
            pts = S.capture_points(kind, toks, secrets)
            score[turn] += pts[0] + pts[1] + pts[2] + pts[3]
            piles[turn].extend(t & 63 for t in toks)
            last = turn
        else:
            c = action[1]
            hand.remove(c)
            loose.append(c)
        if log is not None:
            log.append((turn, action))
        turn = 1 - turn
    left = loose + [t & 63 for b in builds for t in b.cards]
    if left and last is not None:
        score[last] += sum(S.sweep_points(left, secrets))
        piles[last].extend(left)
    bonus = S.end_bonuses(piles)
    total = [score[s] + sum(bonus[s]) for s in (0, 1)]
    if total[0] > total[1]:
        result = 1.0
    elif total[1] > total[0]:
        result = 0.0
    elif C.ACE_OF_SPADES in piles[0]:
        result = 1.0
    elif C.ACE_OF_SPADES in piles[1]:
        result = 0.0
    else:
        result = 0.5
    if margin:
        result = (1.0 - margin) * result + margin * margin_share(total[0] - total[1])
    return (result, 1.0 - result)


def margin_share(ahead: float) -> float:
    """A margin's share (0..1) for being `ahead` points up: MARGIN_SCALE points make three quarters."""
    return 1.0 / (1.0 + math.exp(-ahead * MARGIN_SLOPE))


class RoundEnd:
    """A playout stopped between two rounds (both hands empty, the next deal not drawn), with the reading
    interface of a rules state that ai_odds.features needs (phase, deck, hands, table, piles, scores(),
    secrets, lifelines, who leads and who captured last), so the odds model's own feature code reads it.
    The lifelines are as the playout found them: a playout never uses them."""

    __slots__ = ("phase", "deck", "hands", "loose", "builds", "piles", "score", "secrets", "last_capturer",
                 "leader", "pass_used", "subtract_used")

    def __init__(self, state, loose, builds, deck, piles, score, last, leader):
        self.phase = PLAY
        self.deck = deck
        self.hands = ((), ())
        self.loose = loose
        self.builds = builds
        self.piles = piles
        self.score = score
        self.secrets = state.secrets
        self.last_capturer = last
        self.leader = leader
        self.pass_used = state.pass_used
        self.subtract_used = state.subtract_used

    def is_over(self) -> bool:
        return False

    def scores(self) -> tuple:
        return tuple(self.score)


def choose(hand, loose, builds, seat: int, worth, random, noise: float, opp=(), look: float = 0.0) -> tuple:
    """The playout's play for `seat`: (rules action, capture details or None for a drop). A capture
    if there is one, else the drop that gives least away. With `look` > 0 and the other hand `opp`
    (the determinized world's) a capture is the one worth most once `look` times the other seat's best
    reply on the table it leaves is taken off, and a drop weighs what that hand could take with it;
    otherwise the richest capture, and drops judged by the table alone."""
    table = Table(tuple(loose), builds, worth)
    best = None
    best_v = 0.0
    if look and opp:
        other = 1 - seat
        takes = [got for c in hand for v in PROVIDES[c]
                 for got in (_take(table, seat, c, v, worth),) if got is not None]
        if not takes:
            return ("drop", _drop_seen(hand, loose, builds, table, other, opp, worth, random, noise, look)), None
        best = takes[0]
        if len(takes) > 1:  # only a choice between captures needs what each leaves
            best_v = -1e9
            for got in takes:
                gone_loose, gone_builds = got[3], got[4]
                after = Table(tuple(x for x in loose if x not in gone_loose),
                              [b for b in builds if b.number not in gone_builds], worth)
                g = got[0] - look * _reply(after, other, opp, worth) + (random() - 0.5) * noise
                if g > best_v:
                    best_v, best = g, got
    else:
        for c in hand:
            for v in PROVIDES[c]:
                got = _take(table, seat, c, v, worth)
                if got is not None:
                    g = got[0] + (random() - 0.5) * noise
                    if g > best_v:
                        best_v, best = g, got
        if best is None:
            return ("drop", _drop(hand, loose, worth, random, noise)), None
    _, kind, toks, gone_loose, gone_builds = best
    if kind == "trifecta":
        return ("trifecta", toks[0], tuple(sorted(toks[1:3]))), best
    return ("capture", toks[0], tuple(sorted(t for t in toks[1:] if t & 63 in gone_loose)),
            tuple(sorted(gone_builds))), best


def _reply(table: Table, seat: int, hand, worth) -> float:
    """What `seat` takes at best on `table` with `hand`, 0 for nothing."""
    best = 0.0
    for c in hand:
        for v in PROVIDES[c]:
            got = _take(table, seat, c, v, worth)
            if got is not None and got[0] > best:
                best = got[0]
    return best


def _drop_seen(hand, loose, builds, table: Table, other: int, opp, worth, random, noise, look):
    """The drop that leaves the other hand `opp` least: the card's own worth plus `look` times what it
    adds to that hand's best capture (a card of its number pairs it; a higher number takes it with the
    richest loose group making up the difference; a face card pairs its face), read on the table as it is
    (its best sets are cached), never on a new one."""
    if len(hand) == 1:
        return hand[0]
    now = {}  # the other hand's best capture by each value it holds
    for c in opp:
        for v in PROVIDES[c]:
            got = _take(table, other, c, v, worth)
            g = got[0] if got is not None else 0.0
            if g > now.get(v, -1.0):
                now[v] = g
    top = max(now.values())
    best, best_d = hand[0], None
    for c in hand:
        d = worth[c]
        n = NUMBER[c]
        f = FACE[c]
        after = top
        for v, g in now.items():
            if v < 100:
                if n == v:
                    g += worth[c] + (worth[c] if not g else 0.0)  # a pair: the capturing card comes with it
                elif n and v > n:
                    group = table.best_group(v - n)
                    if group is None:
                        continue
                    g += worth[c] + (0.0 if g else worth[c]) + (group[2] if not g else 0.0)
                elif c == C.KS and 3 <= v <= 9:
                    g += worth[c] + (worth[c] if not g else 0.0)
                else:
                    continue
            elif v == f:
                g += worth[c] + (worth[c] if not g else 0.0)
            else:
                continue
            if g > after:
                after = g
        d += look * (after - top) + random() * noise
        if best_d is None or d < best_d:
            best, best_d = c, d
    return best


def _take(table: Table, seat: int, c: int, v: int, worth):
    """(gain, kind, tokens taken with the hand card first, loose cards gone, build numbers gone) for
    the richest capture of hand card `c` taken as value v, or None."""
    builds = table.builds
    bs = [b for b in builds if b.value == v and (b.kind != SUBTRACTION or b.owner == seat)]
    if v < 100:
        mask, kn, w = table.best_union(v)
        if not mask and not bs:
            return None
        toks = (C.number_token(c, v),) + (table.pool.tokens(mask, kn) if mask else ())
        gone = {t & 63 for t in toks[1:]}
        kind = "capture"
    else:
        same = table.faces.get(v, ())
        toks = (c,) + tuple(same)
        kind = "capture"
        w = sum(worth[x] for x in same)
        if not same:
            pair = _trifecta(table, v, worth)
            if pair is not None:
                toks = (c,) + pair
                kind = "trifecta"
                w = worth[pair[0]] + worth[pair[1]] + 1.0
                bs = []
            elif not bs:
                return None
        elif len(same) >= 2:
            w += 1.0
        gone = set(toks[1:])
    for b in bs:
        toks += b.cards
        for t in b.cards:
            w += worth[t & 63]
    n = len(toks)
    gain = w + worth[c] + max(0, n - 4)
    return gain, kind, toks, gone, {b.number for b in bs}


def _trifecta(table: Table, f: int, worth):
    faces = [x for xs in table.faces.values() for x in xs]
    best, best_w = None, -1.0
    for i, x in enumerate(faces):
        for y in faces[i + 1:]:
            fx, fy = FACE[x], FACE[y]
            if f == fx == fy or {f, fx, fy} == {C.FACE_J, C.FACE_Q, C.FACE_K}:
                w = worth[x] + worth[y]
                if w > best_w:
                    best, best_w = (x, y), w
    return best


def _drop(hand, loose, worth, random, noise):
    """The card that gives least away: its own worth, plus the loose cards of its number it would let
    be paired."""
    best, best_d = hand[0], None
    numbers = [NUMBER[x] for x in loose]
    for c in hand:
        d = worth[c]
        n = NUMBER[c]
        if n:
            for x, m in zip(loose, numbers):
                if m == n or m + n <= 10:
                    d += 0.5 * worth[x] + 0.05
        d += random() * noise
        if best_d is None or d < best_d:
            best, best_d = c, d
    return best

