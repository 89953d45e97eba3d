"""An outside Casino Trifecta player: the greedy rule cascade that open Casino programs ship, written from
the rules page (shared/rules/casino.md) alone. A yardstick for our levels
(`--bots hard,peer:tests.peers.casino_cascade`).

Shares no code with game/casino's AI (ai_*, bot.py) or game/ai (only the peers' contract.py): it reads the
game only through the public rules API (observation, legal_actions, apply, parse_action) and card names.
Never imports pygame.

The cascade, in order:
1. Capture, if any capture is legal: the one worth most (its points as the rules score them, a trifecta's
   and a secret card's included, a little for each card, spade and diamond, less the best pair or
   two-card sum the table it leaves offers the opponent); among equals, the cheaper hand card.
2. Else a sensible build: one it makes or takes over (the rules only allow it while it holds the value),
   gathering the most point cards and cards; never the Subtraction or the Pass (lifelines are kept).
3. Else drop the least useful card: no point card, no spade or diamond if it can help it, not a card
   that pairs a loose card or sums with one to a number the opponent may hold.
Its secret card is a point card it means to capture anyway (the 10 of diamonds, 2 of spades or an ace).
A capture or build is judged by applying it and reading the captures' record and the builds in the
observation that follows; nothing hidden is read (only the seat's own view). No search, no randomness
beyond the seeded choice of a secret card: the same position gives the same move.
"""
from __future__ import annotations

import random

from tests.peers.contract import Peer
SECRET_CHOICES = ("10D", "2S", "AS", "AD", "AH", "AC")
POINT_CARDS = {"10D": 2, "2S": 1, "AS": 1, "AH": 1, "AD": 1, "AC": 1}
NUMBER = {"A": 1, **{str(n): n for n in range(2, 11)}}


def _suit(name: str) -> str:
    return name[-1]


def _rank(name: str) -> str:
    return name[:-1]


def _played(view) -> str:
    """The hand card of the last play in a view's log ("capture 8H: 5C+3D", "drop 7C", "build KS=7 on 2D")."""
    text = view["log"][-1][1]
    return text.split()[1].rstrip(":").split("=")[0]


def _card_worth(name: str, secret: str | None) -> float:
    """What holding on to (or taking) a card is worth, in points: its points, its share of most spades
    and most diamonds, and the secret card's point."""
    w = float(POINT_CARDS.get(name, 0))
    if _suit(name) in "SD":
        w += 0.25
    if name == secret:
        w += 1.0
    return w + 0.05


def _exposure(table: list, secret) -> float:
    """The most the opponent could take from the loose cards with one card of some rank: a card of the
    same rank, or two loose number cards summing to 10 or less (the usual look-ahead of a cascade)."""
    best = 0.0
    by_rank: dict = {}
    for x in table:
        by_rank.setdefault(_rank(x), []).append(x)
    for xs in by_rank.values():
        best = max(best, sum(_card_worth(x, secret) for x in xs) + 0.1)
    numbers = [x for x in table if _rank(x) in NUMBER]
    for i, x in enumerate(numbers):
        for y in numbers[i + 1:]:
            if NUMBER[_rank(x)] + NUMBER[_rank(y)] <= 10:
                best = max(best, _card_worth(x, secret) + _card_worth(y, secret) + 0.1)
    return best


class CascadeBot(Peer):
    """make_bot(seed).choose(state, seat): the first rule of the cascade that applies."""

    def decide(self, state, seat: int):
        view = state.observation(seat)
        if view["phase"] == "secret":
            name = random.Random(f"{self.seed}|{seat}").choice(SECRET_CHOICES)
            return state.parse_action(f"secret {name}")
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        secret = view["secret"]
        captures, builds, drops = [], [], []
        for action in legal:
            kind = action[0]
            if kind in ("capture", "trifecta"):
                captures.append(action)
            elif kind in ("build", "same"):
                builds.append(action)
            elif kind == "drop":
                drops.append(action)
        if captures:
            return max(captures, key=lambda a: self._capture_value(state, seat, view, a, secret))
        best, best_value = None, 0.0
        for action in builds:
            value = self._build_value(state, seat, view, action, secret)
            if value > best_value:
                best, best_value = action, value
        if best is not None:
            return best
        if drops:
            return min(drops, key=lambda a: self._drop_cost(state, seat, view, a, secret))
        return legal[0]  # only lifelines are left (never happens with cards in hand)

    # --- the rules of the cascade --------------------------------------------------------------------
    def _capture_value(self, state, seat, view, action, secret) -> tuple:
        after = state.apply(action, seat).observation(seat)
        new = [c for c in after["captures"][len(view["captures"]):] if c["seat"] == seat and c["kind"] != "sweep"]
        points = sum(c["total"] for c in new)
        cards = [x for c in new for x in c["cards"]]
        spades = sum(1 for x in cards if _suit(x) == "S")
        diamonds = sum(1 for x in cards if _suit(x) == "D")
        # worth taken, less what the table left offers the opponent; then spend the cheaper hand card
        value = points + 0.1 * len(cards) + 0.15 * (spades + diamonds) - 0.4 * _exposure(after["table"], secret)
        return (round(value, 6), -_card_worth(_played(after), secret))

    def _build_value(self, state, seat, view, action, secret) -> float:
        """What the build gathers for this seat to take next turn: its cards' worth; 0 for a build that
        gathers nothing but the hand card."""
        after = state.apply(action, seat).observation(seat)
        before = {b["number"]: len(b["cards"]) for b in view["builds"]}
        mine = [b for b in after["builds"] if b["owner"] == seat and len(b["cards"]) > before.get(b["number"], 0)]
        if not mine:
            return 0.0
        build = mine[0]
        if len(build["cards"]) < 2:
            return 0.0
        return sum(_card_worth(x.split("=")[0], secret) for x in build["cards"])

    def _drop_cost(self, state, seat, view, action, secret) -> float:
        after = state.apply(action, seat).observation(seat)
        dropped = _played(after)
        cost = 3.0 * _card_worth(dropped, secret) + _exposure(after["table"], secret)
        rank = _rank(dropped)
        if rank in NUMBER:
            cost += 0.02 * (10 - NUMBER[rank])  # small cards build and sum: keep them
        return cost


def make_bot(seed: int = 0) -> CascadeBot:
    return CascadeBot(seed)
