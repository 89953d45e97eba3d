"""A strong outside Casino Trifecta player: the one-ply rule cascade a good hobbyist writes, from the rules
page (shared/rules/casino.md) alone. A yardstick for our levels
(`--bots hard,peer:tests.peers.casino_cascade_strong`), stronger than tests/peers/casino_cascade.py.

Shares no code with game/casino (its AI, cards or scoring) or game/ai; it reads the game only through the
public rules API (observation, legal_actions, apply, action_to_str, parse_action) and card names, and
counts the cards itself. Never imports pygame.

Every legal play is tried on a copy of the state and valued, in points, by:
1. what it takes now: the points the rules score for it (point cards, trifectas, big captures, secret
   cards), plus each card's share of the end bonuses (most cards, most spades, most diamonds);
2. less what it leaves the opponent: their best capture on the table left for each value they may hold
   (sums of loose cards, same ranks, builds, trifectas), each weighed by the chance that they hold a card
   of that value given the unseen cards, richest first (an expected best reply);
3. plus what it sets up for its own next turn (a build it holds the value for, a card it can pair),
   discounted by the chance the opponent takes it first;
4. in the last round, being the last capturer (who sweeps the table) counts, and a play that ends the
   game is valued by the final score itself.
The Pass is weighed when the opponent has cards to play, the Subtraction as a build nobody can steal;
each lifeline costs what keeping it for later is worth. Its secret card is a point card. No search and
no randomness beyond the seeded secret card: the same position gives the same move.
"""
from __future__ import annotations

import random
from math import comb

from tests.peers.contract import Peer

SECRET_CHOICES = ("10D", "AS", "AD", "AH", "AC", "2S")
POINTS = {"10D": 2, "2S": 1, "AS": 1, "AH": 1, "AD": 1, "AC": 1}
NUMBER = {"A": 1, **{str(n): n for n in range(2, 11)}}
FACE_OF = {"J": "J", "Q": "Q", "K": "K"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
DECK = tuple(r + s for r in RANKS for s in "SHDC")
# a card's share of the end bonuses: 1 point for most of 52 cards, of 13 spades, of 13 diamonds
CARD_SHARE, SPADE_SHARE, DIAMOND_SHARE = 0.07, 0.12, 0.1
THREAT, FOLLOW, NEXT_ROUND_THREAT = 1.0, 0.75, 0.6
PASS_COST, SUBTRACT_COST = 0.8, 0.5  # each lifeline's worth, kept for later, at the start of the game
MAX_GROUPS = 400  # subsets summing to a value a capture may take (crowded tables: enough for a good take)


def split(name: str) -> tuple:
    """("KS", 7) for "KS=7", ("8H", None) for "8H"."""
    card, _, n = name.partition("=")
    return card, int(n) if n else None


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def numbers_of(card: str) -> tuple:
    """The numbers a card may stand for."""
    r = rank(card)
    if r in NUMBER:
        return (NUMBER[r],)
    if card in ("JS", "JH"):
        return (11,)
    if card == "QS":
        return (12,)
    if card == "KS":
        return tuple(range(3, 10))
    return ()


def values_of(card: str) -> tuple:
    """Every value a hand card captures with: its numbers and its face."""
    r = rank(card)
    return numbers_of(card) + ((r,) if r in FACE_OF else ())


def worth(card: str, secrets) -> float:
    """A card's worth to whoever captures it, in points."""
    w = POINTS.get(card, 0) + CARD_SHARE
    if suit(card) == "S":
        w += SPADE_SHARE
    elif suit(card) == "D":
        w += DIAMOND_SHARE
    return w + sum(1.0 for s in secrets if s == card)


def chance_holds(k: int, unseen: int, hand: int) -> float:
    """The chance a hand of `hand` cards dealt from `unseen` cards holds one of `k` given cards."""
    if k <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    if hand >= unseen:
        return 1.0
    return 1.0 - comb(unseen - k, hand) / comb(unseen, hand)


class Table:
    """Loose cards and builds as names, to find the best capture of a value for a seat."""

    def __init__(self, loose: list, builds: list, secrets):
        self.loose = loose
        self.builds = builds
        self.secrets = secrets
        self.numbers = [(c, numbers_of(c)[0]) for c in loose if numbers_of(c) and c != "KS"]
        self._memo: dict = {}

    def best(self, value, seat: int) -> float:
        """What a card of `value` (a number or a face letter) takes at best for `seat`, 0 if nothing:
        the cards' worth, the trifecta and the big capture's points, the capturing card's share."""
        key = (value, seat)
        if key in self._memo:
            return self._memo[key]
        secrets = self.secrets
        taken: list = []
        extra = 0.0
        if isinstance(value, int):
            taken = self._groups(value)
            if "KS" in self.loose and 3 <= value <= 9:
                taken = taken + ["KS"]
        else:
            same = [c for c in self.loose if rank(c) == value]
            taken = list(same)
            if len(same) >= 2:
                extra += 1.0
            faces = [c for c in self.loose if rank(c) in FACE_OF]
            if not same and len(faces) >= 2:
                extra = max(extra, self._trifecta(value, faces))
        for b in self.builds:
            if str(b["value"]) == str(value) and (b["kind"] != "subtraction" or b["owner"] == seat):
                taken += [split(x)[0] for x in b["cards"]]
        if not taken and not extra:
            got = 0.0
        else:
            n = len(taken) + 1
            got = sum(worth(c, secrets) for c in taken) + extra + max(0, n - 4) + CARD_SHARE
        self._memo[key] = got
        return got

    def _trifecta(self, face: str, faces: list) -> float:
        best = 0.0
        for i, x in enumerate(faces):
            for y in faces[i + 1:]:
                if face == rank(x) == rank(y) or {face, rank(x), rank(y)} == {"J", "Q", "K"}:
                    best = max(best, 1.0 + worth(x, self.secrets) + worth(y, self.secrets))
        return best

    def _groups(self, v: int) -> list:
        """The richest set of disjoint groups of loose number cards, each summing to v."""
        cards = [(c, n) for c, n in self.numbers if n <= v]
        subsets: list = []

        def walk(i, total, chosen):
            if len(subsets) >= MAX_GROUPS:
                return
            if total == v:
                subsets.append(chosen)
                return
            for j in range(i, len(cards)):
                n = cards[j][1]
                if total + n <= v:
                    walk(j + 1, total + n, chosen | (1 << j))

        walk(0, 0, 0)
        if not subsets:
            return []
        gain = {m: sum(worth(cards[j][0], self.secrets) for j in range(len(cards)) if m >> j & 1) for m in subsets}
        best_mask, best_w = 0, 0.0

        def pack(k, used, w):
            nonlocal best_mask, best_w
            if w > best_w:
                best_mask, best_w = used, w
            for i in range(k, len(subsets)):
                m = subsets[i]
                if not m & used:
                    pack(i + 1, used | m, w + gain[m])

        pack(0, 0, 0.0)
        return [cards[j][0] for j in range(len(cards)) if best_mask >> j & 1]


class StrongCascadeBot(Peer):
    """make_bot(seed).choose(state, seat): the play of highest value (see the module docstring)."""

    def decide(self, state, seat: int):
        view = state.observation(seat)
        if view["phase"] == "secret":
            name = random.Random(f"strong|{self.seed}|{seat}").choice(SECRET_CHOICES)
            return state.parse_action(f"secret {name}")
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        best, best_value = legal[0], None
        for action in legal:
            value = self.value(state, seat, view, action)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def value(self, state, seat: int, view: dict, action) -> float:
        text = state.action_to_str(action)
        kind = text.split()[0]
        after_state = state.apply(action, seat)
        after = after_state.observation(seat)
        if after["over"]:
            mine, theirs = after["scores"][seat], after["scores"][1 - seat]
            result = after["returns"][seat]
            return 100.0 * result + (mine - theirs)  # the game ends: the score itself decides
        secrets = [s for s in after["secrets"] if s is not None]
        opp = 1 - seat
        value = 0.0
        new = [c for c in after["captures"][len(view["captures"]):] if c["seat"] == seat]
        for c in new:
            value += c["total"]
            value += sum(worth(x, ()) - POINTS.get(x, 0) for x in c["cards"])  # the end bonuses' shares
        if kind == "pass":
            value -= PASS_COST * (7 - view["round"]) / 6
        elif kind == "subtract":
            value -= SUBTRACT_COST * (7 - view["round"]) / 6
        table = Table(after["table"], after["builds"], secrets)
        hand = after["hand"]
        opp_hand = after["hand_sizes"][opp]
        seen = set(after["seen"]) | {split(x)[0] for x in hand}
        unseen = [c for c in DECK if c not in seen]
        # the opponent's expected best reply on the table this leaves
        if opp_hand:
            value -= THREAT * self._expected_reply(table, opp, unseen, opp_hand)
        elif not hand and after["deck_left"] and not after["round"] >= after["rounds"]:
            value -= NEXT_ROUND_THREAT * self._expected_reply(table, opp, unseen, 4)
        # what this seat may take itself on its next turn, unless the opponent takes it first
        if hand:
            follow = 0.0
            for card in hand:
                for v in values_of(split(card)[0]):
                    g = table.best(v, seat)
                    if g > 0.0:
                        k = sum(1 for c in unseen if v in values_of(c))
                        keep = 1.0 - chance_holds(k, len(unseen), opp_hand) if opp_hand else 1.0
                        follow = max(follow, g * keep)
            value += FOLLOW * follow
        # the last round: whoever captures last sweeps what is left on the table
        if view["round"] >= view["rounds"]:
            left = sum(worth(c, secrets) for c in after["table"])
            left += sum(worth(split(x)[0], secrets) for b in after["builds"] for x in b["cards"])
            if after["last_capturer"] == seat:
                value += 0.4 * left
            elif after["last_capturer"] == opp:
                value -= 0.4 * left
        return value

    @staticmethod
    def _expected_reply(table: Table, opp: int, unseen: list, hand: int) -> float:
        values: dict = {}
        for c in unseen:
            for v in values_of(c):
                values[v] = values.get(v, 0) + 1
        gains = sorted(((table.best(v, opp), k) for v, k in values.items()), reverse=True)
        total, missing = 0.0, 1.0
        for g, k in gains:
            if g <= 0.0 or missing < 0.02:
                break
            p = chance_holds(k, len(unseen), hand)
            total += missing * p * g
            missing *= 1.0 - p
        return total


def make_bot(seed: int = 0) -> StrongCascadeBot:
    return StrongCascadeBot(seed)
