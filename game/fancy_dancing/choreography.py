"""Fancy Dancing's animations: turns the public events of a move (deal, play, flip, score, refresh, draw,
rebuild, time) into card sprites sliding, dealing and flipping, timed cues (sounds, counts that change
as cards land) and effects (a scoring row's glow, an Accolade token's flight, the riffle of a rebuilt
deck, a Time token turning over). Between moves it rests on exactly what the observation says.

Reads observations (one seat's view) only, so a face-down card stays a nameless back until the rules
make it public. Never changes a game state.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.fancy_dancing.layout import TableLayout
from game.ui import cards
from game.ui.card_choreography import CardChoreographer, Effect
from game.ui.tween import ease_in_out_cubic, ease_out_cubic

FLY = 0.42  # a card from a hand or the deck to its place
DEAL_STEP = 0.13  # between dealt cards
DRAW_STEP = 0.12
TURN = 0.5  # the centre card turning over
GLOW = 0.85  # a filled row glows this long before it sweeps away
SWEEP = 0.45
SWEEP_STEP = 0.06
RIFFLE = 0.7
TIME_TURN = 0.6


@dataclass
class Display:
    """What the table shows at this moment of an animation (counts change as cards land)."""

    deck: int = 0
    discard: list = field(default_factory=list)  # names, oldest first
    accolades: list = field(default_factory=list)
    tokens: int = 0
    rows: dict = field(default_factory=dict)  # (row, side) -> [sprite identity]
    counted: dict = field(default_factory=dict)  # (row, side) -> cards the running points count (landed)
    hands: dict = field(default_factory=dict)  # seat -> [sprite identity]
    glows: dict = field(default_factory=dict)  # (row, side) -> (colour, text) while a row is scored
    riffle: float | None = None  # progress of the deck's riffle, or None


class Choreographer(CardChoreographer):
    def __init__(self, layer: cards.CardLayer, sound=None):
        super().__init__(layer, sound)
        self.display = Display()
        self.layout: TableLayout | None = None
        self.viewer = 0
        self.players = 1
        self.target: dict | None = None  # the observation an animation ends on
        self._fan = cards.HandFan()
        self._mini = cards.HandFan(max_step_deg=9.0, spacing=0.42)

    # --- places -------------------------------------------------------------------------------------
    def hand_pose(self, seat: int, n: int, i: int) -> cards.Pose:
        lay = self.layout
        if seat == self.viewer:
            self._fan.layout(lay.hand_anchor, lay.hand_card, lay.hand_width)
            return self._fan.pose(n, i)
        r = lay.others.get(seat)
        if r is None:
            return cards.Pose(lay.deck[0], lay.deck[1])
        mini = lay.mini_card
        self._mini.layout((r.x + mini[0] * 1.3 + n * mini[0] * 0.21, r.y + r.height * 0.5), mini, r.width * 0.5)
        return self._mini.pose(n, i)

    def hand_size(self, seat: int) -> tuple:
        return self.layout.hand_card if seat == self.viewer else self.layout.mini_card

    def space_centre(self, row: int, side: int, i: int) -> tuple:
        return self.layout.space(row, side, i).center

    def discard_size(self) -> tuple:
        return self.layout.spread_card if self.layout.solo else self.layout.pile_card

    def deck_top(self) -> tuple:
        x, y = self.layout.deck
        return x, y - min(8, max(0, self.display.deck - 1) // 4) * max(1, self.layout.pile_card[1] // 70)

    # --- resting exactly on an observation ----------------------------------------------------------------
    def rest_on(self, target: dict) -> None:
        self.reset(target, self.layout, self.viewer)

    def reset(self, obs: dict, layout: TableLayout, viewer: int) -> None:
        """Show `obs` as it is, with no animation (a new table, an undo, a resize, a new viewer).
        `viewer` is the seat drawn at the bottom; its hand shows its faces only when `obs` is its own."""
        self.layout = layout
        self.viewer = viewer
        self.players = int(obs["players"])
        self.layer.clear()
        self.cues.clear()
        self.effects.clear()
        self.clock = 0.0
        self.target = None
        d = self.display = Display(deck=obs["deck_count"], discard=list(obs["discard"]),
                                   accolades=list(obs["accolades"]), tokens=obs["time_tokens"])
        for row, rule in enumerate(obs["centres"]):
            self.layer.spawn(("centre", row), f"centre:{rule}", layout.centres[row].center, layout.card, True)
        sides = (0,) if layout.solo else (0, 1)
        for row in range(3):
            for side in sides:
                names = obs["rows"][row][side]
                d.rows[(row, side)] = list(names)
                d.counted[(row, side)] = list(names)
                for i, name in enumerate(names):
                    self.layer.spawn(name, name, self.space_centre(row, side, i), layout.card, True)
        for seat in range(self.players):
            if seat == viewer and obs["viewer"] == viewer:
                names = list(obs["hand"])
            else:
                names = [f"?{next(self._hidden)}" for _ in range(obs["hand_sizes"][seat])]
            d.hands[seat] = names
            shown = seat == viewer and obs["viewer"] == viewer
            for i, ident in enumerate(names):
                p = self.hand_pose(seat, len(names), i)
                self.layer.spawn(ident, ident if shown else None, p.pos, self.hand_size(seat), shown, p.angle)

    # --- a move --------------------------------------------------------------------------------------------
    def stage(self, obs: dict, events: list) -> None:
        """Animate `events` (the public events of the move that led to `obs`) from what is shown now."""
        self.finish()
        self.target = obs
        self.clock = 0.0
        t = 0.0
        new_hand = [n for n in obs["hand"] if n not in self.display.hands.get(self.viewer, [])]
        discard_in = list(obs["discard"])
        d_base = len(self.display.discard)
        rebuilt = False
        for ev in events:
            kind = ev[0]
            if kind == "deal":
                t = self._deal(int(ev[1]), t, new_hand)
            elif kind == "set_aside":
                n = int(ev[1])
                start = 0 if rebuilt else d_base
                t = self._set_aside(discard_in[start:start + n], t)
                d_base = start + n
                rebuilt = False
            elif kind == "play":
                t = self._play(int(ev[1]), ev[2], int(ev[3]), int(ev[4]), t)
            elif kind == "flip":
                t = self._flip(int(ev[1]), ev[2], t)
            elif kind == "score":
                t = self._score(int(ev[1]), int(ev[2]), int(ev[3]), bool(ev[4]), list(ev[5]), t)
            elif kind == "refresh":
                n = int(ev[2])
                names = discard_in[d_base:d_base + n]
                d_base += n
                t = self._refresh(int(ev[1]), names, t)
            elif kind == "draw":
                t = self._draw(int(ev[1]), int(ev[2]), t, new_hand)
            elif kind == "rebuild":
                t = self._rebuild(int(ev[1]), t)
                d_base, rebuilt = 0, True
            elif kind == "time":
                t = self._time(int(ev[1]), t)
        self.at(t, lambda: None)  # the batch ends here: then everything rests on `obs`

    # --- the steps ---------------------------------------------------------------------------------------
    def _deal(self, n: int, t: float, new_hand: list) -> float:
        for _ in range(n):
            for seat in range(self.players):
                t = self._draw_one(seat, t, new_hand, sound=False)
                t -= FLY - DEAL_STEP
        self.sound("card", 0.6)
        return t + FLY - DEAL_STEP

    def _draw_one(self, seat: int, t: float, new_hand: list, sound: bool = True) -> float:
        d = self.display
        viewer = seat == self.viewer
        if viewer and new_hand:
            ident = new_hand.pop(0)
            key = ident
        else:
            ident, key = f"?{next(self._hidden)}", None
        sp = self.layer.spawn(ident, key, self.deck_top(), self.layout.pile_card, False)
        sp.visible = False
        hand = d.hands.setdefault(seat, [])
        if viewer and key is not None:
            hand.append(ident)
            hand.sort(key=_card_order)
        else:
            hand.append(ident)

        def depart(sp=sp):
            sp.visible = True
            d.deck = max(0, d.deck - 1)
            if sound:
                self.sound("card", 0.5)

        self.at(t, depart)
        self._relayout_hand(seat, t, FLY)
        p = self.hand_pose(seat, len(hand), hand.index(ident))
        sp.motions.clear()
        sp._free_at = 0.0
        self._go(sp, t, p.pos, FLY, angle=p.angle, size=self.hand_size(seat), flip_to=viewer and key is not None,
                 arc=0.08, ease=ease_out_cubic)
        return t + DRAW_STEP + (FLY - DRAW_STEP)

    def _draw(self, seat: int, n: int, t: float, new_hand: list) -> float:
        for k in range(n):
            t = self._draw_one(seat, t, new_hand) - (FLY - DRAW_STEP if k < n - 1 else 0)
        return t

    def _set_aside(self, names: list, t: float) -> float:
        d = self.display
        for k, name in enumerate(names):
            sp = self.layer.spawn(name, name, self.deck_top(), self.layout.pile_card, False)
            sp.visible = False
            index = len(d.discard) + k
            start = t + k * 0.05

            def depart(sp=sp):
                sp.visible = True
                d.deck = max(0, d.deck - 1)

            def land(name=name, ident=name):
                d.discard.append(name)
                self.layer.remove(ident)

            self.at(start, depart)
            self._go(sp, start, self.layout.discard_pos(index), FLY, size=self.discard_size(), flip_to=True,
                     on_done=land)
        if names:
            self.at(t, lambda: self.sound("card", 0.5))
        return t + 0.05 * len(names) + FLY

    def _play(self, seat: int, name: str, row: int, side: int, t: float) -> float:
        d = self.display
        hand = d.hands.get(seat, [])
        sp = self.layer.get(name)  # the viewer's own card, or one already held on the floor
        if sp is None:
            # another seat's card: one of its face-down cards turns out to be this one
            hidden = [i for i in hand if str(i).startswith("?")]
            if hidden:
                sp = self.layer.rename(hidden[-1], name, key=name)
                hand[hand.index(hidden[-1])] = name
            else:
                sp = self.layer.spawn(name, name, self.deck_top(), self.layout.pile_card, False)
        if name in hand:
            hand.remove(name)
        placed = d.rows.setdefault((row, side), [])
        if name not in placed:
            placed.append(name)
        self.layer.to_top(name)
        sp.lift = 0.0
        sp.glow = None
        target = self.space_centre(row, side, placed.index(name))
        self._go(sp, t, target, FLY, angle=0.0, size=self.layout.card, flip_to=True, arc=0.05)

        def land(key=(row, side)):
            self.sound("card", 0.8)
            counted = d.counted.setdefault(key, [])
            if name not in counted:
                counted.append(name)

        self.at(t + FLY * 0.85, land)
        self._relayout_hand(seat, t + FLY * 0.3)
        return t + FLY

    def hold(self, name: str, row: int, side: int, glow) -> None:
        """The viewer's card waits in its space, glowing, until the move is committed or taken back."""
        self.finish()
        d = self.display
        hand = d.hands.get(self.viewer, [])
        sp = self.layer.get(name)
        if sp is None or name not in hand:
            return
        hand.remove(name)
        placed = d.rows.setdefault((row, side), [])
        placed.append(name)
        d.counted.setdefault((row, side), []).append(name)  # the running points preview the held card
        self.clock = 0.0
        sp.lift = 0.0
        sp.glow = glow
        self.layer.to_top(name)
        self._go(sp, 0.0, self.space_centre(row, side, len(placed) - 1), FLY * 0.8, angle=0.0, size=self.layout.card)
        self.at(FLY * 0.7, lambda: self.sound("card", 0.7))
        self._relayout_hand(self.viewer, 0.05)

    def lay_down(self, seat: int, name: str, row: int, side: int) -> None:
        """A card `seat` held in its space is played: it lies there face up, one face-down card fewer
        in that hand (the hand has just turned face down: its person's turn is over)."""
        d = self.display
        hand = d.hands.get(seat, [])
        hidden = [i for i in hand if str(i).startswith("?")]
        if hidden:
            hand.remove(hidden[-1])
            self.layer.remove(hidden[-1])
            self._relayout_hand(seat, 0.0)
        placed = d.rows.setdefault((row, side), [])
        placed.append(name)
        d.counted.setdefault((row, side), []).append(name)
        self.layer.spawn(name, name, self.space_centre(row, side, len(placed) - 1), self.layout.card, True)

    def _flip(self, row: int, rule: str, t: float) -> float:
        sp = self.layer.get(("centre", row))
        if sp is None:
            return t
        sp.wait(max(0.0, t - getattr(sp, "_free_at", 0.0)))
        sp.turn_over(f"centre:{rule}", seconds=TURN)
        sp._free_at = t + TURN
        self.at(t, lambda: self.sound("spin", 0.7))
        return t + TURN

    def _score(self, row: int, side: int, total: int, won: bool, names: list, t: float) -> float:
        d = self.display
        key = (row, side)
        text = f"{total}: an Accolade!" if won else f"{total}: no Accolade"
        colour = (246, 222, 156) if won else (200, 150, 160)
        d_rows = d.rows.setdefault(key, [])
        for name in names:
            if name not in d_rows:
                d_rows.append(name)

        def glow_on():
            d.glows[key] = (colour, text)
            self.sound("chime" if won else "click", 0.9 if won else 0.6)

        self.at(t, glow_on)
        self.effects.append(Effect("score", self.clock + t, GLOW + SWEEP, {"key": key, "won": won, "text": text}))
        if won:
            src = self.layout.space(row, side, 2).center
            self.effects.append(Effect("token", self.clock + t + GLOW * 0.6, 0.7,
                                       {"from": src, "side": side, "index": d.accolades[side]}))

            def pay(side=side):
                d.accolades[side] += 1

            self.at(t + GLOW * 0.6 + 0.7, pay)
        sweep_at = t + GLOW
        base = len(d.discard)
        for k, name in enumerate(names):
            sp = self.layer.get(name)
            if sp is None:
                continue
            start = sweep_at + k * SWEEP_STEP

            def land(name=name):
                d.discard.append(name)
                self.layer.remove(name)

            self._go(sp, start, self.layout.discard_pos(base + k), SWEEP, size=self.discard_size(), angle=0.0,
                     lift=0.4, on_done=land)

        def clear_row(key=key):
            d.rows[key] = []
            d.counted[key] = []
            d.glows.pop(key, None)

        self.at(sweep_at, clear_row)
        self.at(sweep_at, lambda: self.sound("card", 0.5))
        return sweep_at + SWEEP_STEP * len(names) + SWEEP

    def _refresh(self, seat: int, names: list, t: float) -> float:
        d = self.display
        hand = d.hands.get(seat, [])
        base = len(d.discard)
        for k, name in enumerate(names):
            if name in hand:
                ident = name
            else:
                hidden = [i for i in hand if str(i).startswith("?")]
                if not hidden:
                    continue
                ident = hidden[0]
                self.layer.rename(ident, name, key=name)
                hand[hand.index(ident)] = name
            hand.remove(name)
            sp = self.layer.get(name)
            if sp is None:
                continue
            sp.lift = 0.0

            def land(name=name):
                d.discard.append(name)
                self.layer.remove(name)

            self.layer.to_top(name)
            self._go(sp, t + k * SWEEP_STEP, self.layout.discard_pos(base + k), SWEEP, size=self.discard_size(),
                     angle=0.0, flip_to=True, on_done=land)
        self.at(t, lambda: self.sound("card", 0.7))
        return t + SWEEP_STEP * len(names) + SWEEP

    def _rebuild(self, n: int, t: float) -> float:
        d = self.display
        names = list(d.discard)
        positions = [self.layout.discard_pos(k) for k in range(len(names))]

        def lift_all():
            d.discard.clear()

        self.at(t, lift_all)
        shown = names if self.layout.solo else names[-6:]
        for k, name in enumerate(shown):
            pos = positions[names.index(name)]
            ident = ("rebuild", name)
            sp = self.layer.spawn(ident, name, pos, self.discard_size(), True)
            sp.visible = False
            start = t + k * 0.025

            def show(sp=sp):
                sp.visible = True

            def land(ident=ident):
                self.layer.remove(ident)

            self.at(start, show)
            self._go(sp, start, self.layout.deck, FLY, size=self.layout.pile_card, flip_to=False, on_done=land)
        arrive = t + 0.025 * len(shown) + FLY

        def fill():
            d.deck += n
            self.sound("card", 0.8)

        self.at(arrive, fill)
        self.effects.append(Effect("riffle", self.clock + arrive, RIFFLE, {}))
        self.at(arrive + RIFFLE * 0.5, lambda: self.sound("card", 0.6))
        return arrive + RIFFLE

    def _time(self, left: int, t: float) -> float:
        d = self.display
        self.effects.append(Effect("time", self.clock + t, TIME_TURN, {"index": left}))

        def turn():
            d.tokens = left

        self.at(t + TIME_TURN, turn)
        self.at(t, lambda: self.sound("spin", 0.8))
        return t + TIME_TURN

def _card_order(name: str):
    """Hands are shown in the rules' order (card id order: Waltz, Tango, Swing by power, then Stars)."""
    from game.fancy_dancing.cards import card_id

    try:
        return card_id(name)
    except KeyError:
        return 99


def token_path(src, dst, p: float) -> tuple[float, float, float]:
    """An Accolade token's flight: up in an arc, settling; returns (x, y, size factor)."""
    e = ease_in_out_cubic(p)
    x = src[0] + (dst[0] - src[0]) * e
    y = src[1] + (dst[1] - src[1]) * e - math.sin(math.pi * p) * 60
    return x, y, 1.0 + 0.6 * math.sin(math.pi * p)
