"""The Casino Trifecta table's animations on card sprites: the deal (from the deck to both hands, and in
round 1 to the table), a play (the card leaves the hand, flips if it was hidden, and lands: on the cards
it captures, into a build that forms or grows, or alone), a capture sweeping to its pile with the points
floating up on the score tracker, a secret card turning up with a flourish, the last capture sweeping
the table, and the table's other items settling into their new places. Between moves everything rests
exactly where the view puts it.

Reads TableViews (one seat's observation) only, so a card nobody at the screen may see stays a nameless
back. Never changes a game state; the scene tells it what happened (a Move, from describe_move) and
rests the person's hand on their pick each update (pose_hand); the painter draws what it shows.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.casino import cards as C
from game.casino.layout import Flow, Geometry, flow
from game.casino.view import TableView, build_item, card_item
from game.ui import cards
from game.ui.card_choreography import CardChoreographer
from game.ui.theme import Palette
from game.ui.tween import ease_in_out_cubic, ease_out_cubic

FLY = 0.42  # a card from a hand to the table
DEAL_STEP = 0.09  # between dealt cards
DEAL_FLY = 0.34
HOLD = 0.38  # captured cards glow this long before they sweep away
SWEEP = 0.46
SWEEP_STEP = 0.045
SETTLE = 0.36  # the table's other items sliding to their new places
FLOURISH = 1.05  # a secret card shown large with its star
FLOAT = 1.3  # points rising over the score tracker
POP = 0.35  # a build's plaque appearing
PICKED = (150, 230, 180)  # the glow of a picked card


@dataclass
class Move:
    """What one move did, in public terms (the scene reads it from the action and two views)."""

    seat: int
    kind: str  # capture, trifecta, build, same, subtract, drop, pass, timeout
    hand_card: int | None = None
    taken: tuple = ()  # item keys a capture takes (before the move)
    joined: tuple = ()  # item keys a build is made from or grows (before the move)
    made: tuple | None = None  # the key of the build made or changed (after the move)
    points: float = 0.0  # what the capture (or the clock) earned
    secrets: tuple = ()  # cards revealed as secret cards by this capture
    sweep: tuple = ()  # (seat, cards, points) of the last capture's sweep, when the game ends
    deal: bool = False  # a new round was dealt after it
    label: str = ""  # a word floated over the mover's plaque (Pass, Trifecta!)


@dataclass
class Display:
    """What the still parts of the table show at this moment (counts change as cards land)."""

    items: tuple = ()  # the table's items whose plaques are drawn
    flow: Flow | None = None
    piles: list = field(default_factory=lambda: [0, 0])  # captured counts per seat
    pile_tops: list = field(default_factory=lambda: [None, None])  # the last captured card per seat
    deck: int = 0
    scores: list = field(default_factory=lambda: [0.0, 0.0])
    hands: dict = field(default_factory=lambda: {"bottom": [], "top": []})  # side -> sprite idents
    hidden_plaques: set = field(default_factory=set)  # item keys whose plaque waits (cards on the way)
    table: dict = field(default_factory=dict)  # item key -> sprite idents of its cards
    caption: str = ""  # what the animation shows now, when it is more than the move itself (a deal)


class Choreographer(CardChoreographer):
    def __init__(self, layer: cards.CardLayer, sound=None):
        super().__init__(layer, sound)
        self.display = Display()
        self.geo: Geometry | None = None
        self.measure = lambda item: 0  # an item's plaque width in px (the scene's fonts)
        self.view: TableView | None = None
        self.target: TableView | None = None  # the view an animation ends on

    # --- places --------------------------------------------------------------------------------------
    def side(self, seat: int) -> str:
        return "bottom" if self.view is None or seat == self.view.bottom else "top"

    def layout_items(self, items) -> Flow:
        g = self.geo
        spec = [(it.key, len(it.cards), self.measure(it)) for it in items]
        return flow(spec, g.flow_area, g.base_card_h, g.min_card_h, g.scale, g.plaque_label_h)

    def hand_pose(self, side: str, n: int, i: int) -> cards.Pose:
        g = self.geo
        if side == "bottom":
            return g.fan.pose(n, i)
        return g.backs_fan.pose(n, i)

    def hand_size(self, side: str) -> tuple:
        return self.geo.hand_size if side == "bottom" else self.geo.back_size

    def pile_centre(self, seat: int) -> tuple:
        return self.geo.piles[self.side(seat)]

    def deck_top(self) -> tuple:
        x, y = self.geo.deck_centre
        layers = min(8, 1 + max(0, self.display.deck - 1) // 6)
        return x, y - (layers - 1) * max(1, self.geo.deck_size[1] // 70)

    # --- resting exactly on a view -----------------------------------------------------------------
    def rest_on(self, target: TableView) -> None:
        self.reset(target, self.geo)

    def reset(self, view: TableView, geo: Geometry) -> None:
        """Show `view` as it is, with no animation (a new table, an undo, a resize, a new viewer)."""
        self.view = view
        self.geo = geo
        self.layer.clear()
        self.cues.clear()
        self.effects.clear()
        self.clock = 0.0
        self.target = None
        d = self.display = Display(items=view.items, piles=[len(p) for p in view.piles],
                                   pile_tops=[p[-1] if p else None for p in view.piles], deck=view.deck_left,
                                   scores=list(view.scores))
        d.flow = self.layout_items(view.items)
        for it in view.items:
            slot = d.flow.slot(it.key)
            idents = []
            for c, centre in zip(it.cards, slot.centres):
                self.layer.spawn(("t", c), c, centre, d.flow.card_size, True)
                idents.append(("t", c))
            d.table[it.key] = idents
        for side in ("bottom", "top"):
            seat = view.bottom if side == "bottom" else view.top
            if side == "bottom" and view.viewer == seat:
                idents = [("h", c) for c in view.hand]
                keys = list(view.hand)
            else:
                idents = [("x", side, next(self._hidden)) for _ in range(view.hand_sizes[seat])]
                keys = [None] * len(idents)
            d.hands[side] = idents
            for i, (ident, key) in enumerate(zip(idents, keys)):
                p = self.hand_pose(side, len(idents), i)
                self.layer.spawn(ident, key, p.pos, self.hand_size(side), key is not None, p.angle)

    # --- a move ---------------------------------------------------------------------------------------------
    def stage(self, move: Move, mid: TableView, after: TableView) -> None:
        """Animate `move` from what is shown now: `mid` is the table right after the play (before a last
        capture's sweep and a new deal), `after` the view the animation ends on."""
        self.finish()
        self.target = after
        self.clock = 0.0
        if move.kind in ("pass", "timeout"):
            self.effect("label", 0.0, FLOAT, seat=move.seat, text=move.label or move.kind.capitalize())
            if move.points:
                t = 0.25
                self._score(move, after, t, other=True)
                self.at(t + FLOAT, lambda: None)
            else:
                self.at(FLOAT * 0.6, lambda: None)
            return
        t = self._play(move, mid)
        if move.sweep:
            t = self._sweep(move.sweep, t + 0.2)
        if move.deal:
            t0 = t + 0.15
            self.at(t0, lambda: setattr(self.display, "caption",
                                        f"Round {after.round} of {after.rounds}: four new cards each…"))
            t = self._deal(after, t0, to_table=False)
        self.at(t, lambda: None)  # the batch ends here: then everything rests on `after`

    def _take_from_hand(self, move: Move, t: float) -> cards.CardSprite:
        """The played card's sprite, leaving the mover's hand (a hidden card turns out to be it)."""
        side = self.side(move.seat)
        hand = self.display.hands[side]
        c = move.hand_card
        ident = ("h", c)
        if ident not in hand:
            backs = [i for i in hand if i[0] == "x"]  # a hidden hand: one of its backs turns out to be it
            ident = backs[-1] if backs else None
        if ident is None:  # not shown in that hand (a view out of step): it comes off the deck instead
            sp = self.layer.spawn(("t", c), c, self.deck_top(), self.geo.pile_size, False)
        else:
            hand.remove(ident)
            sp = self.layer.rename(ident, ("t", c), key=c)
        sp.lift = 0.0
        sp.glow = None
        self.layer.to_top(("t", c))
        self._relayout_hand(side, t + FLY * 0.3)
        return sp

    def _play(self, move: Move, mid: TableView) -> float:
        d = self.display
        before_flow = d.flow
        mid_flow = self.layout_items(mid.items)
        hand_sp = self._take_from_hand(move, 0.0)
        self.sound("card", 0.7)
        if move.kind in ("capture", "trifecta"):
            return self._capture(move, mid, before_flow, mid_flow, hand_sp)
        # a build forms or grows, a subtraction is laid, or the card lies alone: every card of the new
        # item flies to its place; the table's other items settle at the same time
        made = move.made if move.made is not None else ("c", move.hand_card)
        item = mid.item(made)
        slot = mid_flow.slot(made)
        if item is None or slot is None:  # a view out of step: land on the view after the move
            return FLY
        if move.made is not None:
            d.hidden_plaques.add(made)
        idents = []
        for k, (c, centre) in enumerate(zip(item.cards, slot.centres)):
            sp = self.layer.get(("t", c))
            if sp is None:
                continue
            idents.append(("t", c))
            if c == move.hand_card:
                self._go(sp, 0.0, centre, FLY, angle=0.0, size=mid_flow.card_size, flip_to=True, arc=0.06,
                         lift=0.5)
            else:
                self._go(sp, 0.05, centre, FLY * 0.8, size=mid_flow.card_size, lift=0.2)
        # the fan's order is the stacking order: later cards lie over earlier ones
        self.layer.restack(idents)
        self._settle(mid, mid_flow, skip={made, *move.joined}, t=0.05)

        def land(made=made, mid=mid, mid_flow=mid_flow) -> None:
            d.items = mid.items
            d.flow = mid_flow
            d.table = {it.key: [("t", c) for c in it.cards] for it in mid.items}
            d.hidden_plaques.discard(made)
            self.sound("place", 0.6)
            if move.made is not None:
                self.effect("pop", 0.0, POP, key=made)

        self.at(FLY, land)
        return FLY + (POP if move.made is not None else 0.1)

    def _capture(self, move: Move, mid: TableView, before_flow: Flow, mid_flow: Flow,
                 hand_sp: cards.CardSprite) -> float:
        d = self.display
        taken = []
        for key in move.taken:
            taken += d.table.get(key, [])
        first = before_flow.slot(move.taken[0]) if move.taken else None
        target = first.centres[-1] if first is not None else self.pile_centre(move.seat)
        target = (target[0] + before_flow.card_size[0] * 0.22, target[1] - before_flow.card_size[1] * 0.12)
        self._go(hand_sp, 0.0, target, FLY, angle=0.0, size=before_flow.card_size, flip_to=True, arc=0.06, lift=0.6)
        for key in move.taken:
            d.hidden_plaques.add(key)

        def glow() -> None:
            for ident in taken + [("t", move.hand_card)]:
                sp = self.layer.get(ident)
                if sp is not None:
                    sp.glow = (246, 222, 156)
            self.sound("chime" if move.kind == "trifecta" else "click", 0.5)

        self.at(FLY, glow)
        t_sweep = FLY + HOLD
        secret_sps = [("t", c) for c in move.secrets if ("t", c) in self.layer]
        if secret_sps:
            t_sweep = self._flourish(secret_sps, t_sweep)
        order = [("t", move.hand_card)] + [i for i in taken if i not in secret_sps] + secret_sps
        order = list(dict.fromkeys(order))  # the hand card may be a secret card too

        def unglow() -> None:
            for ident in order:
                sp = self.layer.get(ident)
                if sp is not None:
                    sp.glow = None

        self.at(t_sweep, unglow)  # the glow marks what is taken; in flight it would only cost
        end = self._to_pile(order, move.seat, t_sweep)
        self._settle(mid, mid_flow, skip=set(move.taken), t=t_sweep)

        def settle_done(mid=mid, mid_flow=mid_flow) -> None:
            d.items = mid.items
            d.flow = mid_flow
            d.table = {it.key: [("t", c) for c in it.cards] for it in mid.items}
            for key in move.taken:
                d.hidden_plaques.discard(key)

        self.at(t_sweep + SETTLE, settle_done)
        if move.kind == "trifecta":
            self.effect("label", FLY, FLOAT, seat=move.seat, text="Trifecta!")
        self._score(move, None, end, points=move.points)
        return max(end, t_sweep + SETTLE) + 0.1

    def _flourish(self, idents: list, t: float) -> float:
        """Secret cards rise, grow and show their star; a burst of gold round them; then they go."""
        g = self.geo
        big = g.flourish_size
        for k, ident in enumerate(idents):
            sp = self.layer.get(ident)
            if sp is None:
                continue
            centre = (g.flow_area.centerx + (k - (len(idents) - 1) / 2) * big[0] * 1.2, g.flow_area.centery)
            self._go(sp, t, centre, 0.35, size=big, lift=1.0, ease=ease_out_cubic)
            card = ident[1]

            def turn(sp=sp, card=card) -> None:
                sp.key = ("star", card)
                self.sound("reveal", 0.9)

            self.at(t + 0.3, turn)
            self.effect("flourish", t + 0.3, FLOURISH - 0.3, centre=centre, size=big, card=card)
            sp.wait(FLOURISH - 0.35)
            sp._free_at = t + FLOURISH
        return t + FLOURISH

    def _to_pile(self, idents: list, seat: int, t: float) -> float:
        """Cards sweep to `seat`'s captured pile one after another; each landing counts."""
        d = self.display
        target = self.pile_centre(seat)
        end = t
        for k, ident in enumerate(idents):
            sp = self.layer.get(ident)
            if sp is None:
                continue
            start = t + k * SWEEP_STEP
            card = ident[1]

            def land(ident=ident, card=card) -> None:
                d.piles[seat] += 1
                d.pile_tops[seat] = card
                self.layer.remove(ident)

            self.layer.to_top(ident)
            self._go(sp, start, target, SWEEP, size=self.geo.pile_size, angle=0.0, lift=0.5, arc=0.04, on_done=land,
                     ease=ease_in_out_cubic)
            end = max(end, getattr(sp, "_free_at", start + SWEEP))
        if idents:
            self.at(t, lambda: self.sound("sweep", 0.8))
        return end

    def _score(self, move: Move, after: TableView | None, t: float, points: float | None = None,
               other: bool = False) -> None:
        """The points float up over the score tracker of whoever earned them, and the score counts."""
        seat = 1 - move.seat if other else move.seat
        gained = move.points if points is None else points
        if not gained:
            return
        d = self.display

        def count(seat=seat, gained=gained) -> None:
            d.scores[seat] += gained
            self.sound("chime", 0.6)

        self.at(t, count)
        self.effect("float", t, FLOAT, seat=seat, text=f"+{gained:g}")

    def _settle(self, mid: TableView, mid_flow: Flow, skip: set, t: float) -> None:
        """The items that stay slide to their places in the new layout (and to its card size)."""
        d = self.display
        for it in mid.items:
            if it.key in skip:
                continue
            slot = mid_flow.slot(it.key)
            for c, centre in zip(it.cards, slot.centres):
                sp = self.layer.get(("t", c))
                if sp is None:
                    continue
                if (abs(sp.x - centre[0]) > 0.5 or abs(sp.y - centre[1]) > 0.5
                        or tuple(sp.size) != tuple(mid_flow.card_size)):
                    self._go(sp, t, centre, SETTLE, size=mid_flow.card_size, lift=0.0)
        del d

    def _sweep(self, sweep: tuple, t: float) -> float:
        """The game's last capture takes every card left on the table."""
        seat, cards_left, points = sweep
        d = self.display
        idents = [("t", c) for c in cards_left if ("t", c) in self.layer]

        def hide_plaques() -> None:
            d.hidden_plaques.update(it.key for it in d.items)

        self.at(t, hide_plaques)
        self.effect("label", t, FLOAT, seat=seat, text="Last capture")
        end = self._to_pile(idents, seat, t + 0.35)
        if points:
            self.at(end, lambda: d.scores.__setitem__(seat, d.scores[seat] + points))
            self.effect("float", end, FLOAT, seat=seat, text=f"+{points:g}")
        return end + 0.2

    # --- the deal ----------------------------------------------------------------------------------------
    def stage_deal(self, after: TableView) -> None:
        """The first deal: four cards to each hand, four face up to the table."""
        self.finish()
        self.target = after
        self.clock = 0.0
        d = self.display
        for side in ("bottom", "top"):
            for ident in d.hands[side]:
                self.layer.remove(ident)
            d.hands[side] = []
        d.deck = after.deck_left + 4 * 3
        d.caption = "Dealing: four cards each and four face up on the table…"
        t = self._deal(after, 0.0, to_table=True)
        self.at(t, lambda: None)

    def _deal(self, after: TableView, t: float, to_table: bool) -> float:
        """Four cards to each hand, one at a time alternately (the first round also four to the table)."""
        d = self.display
        bottom_seat = after.bottom
        open_hand = after.viewer == bottom_seat
        order = list(after.hand) if open_hand else []
        new = {"bottom": [], "top": []}
        counts = {"bottom": after.hand_sizes[bottom_seat], "top": after.hand_sizes[1 - bottom_seat]}
        start_deck = d.deck

        def depart(sp) -> None:
            sp.visible = True
            d.deck = max(0, d.deck - 1)

        k = 0
        for r in range(max(counts.values())):
            for side in ("bottom", "top") if bottom_seat == 0 else ("top", "bottom"):
                if r >= counts[side]:
                    continue
                if side == "bottom" and open_hand:
                    card = order[r]
                    ident, key = ("h", card), card
                else:
                    ident, key = ("x", side, next(self._hidden)), None
                sp = self.layer.spawn(ident, key, self.deck_top(), self.geo.deck_size, False)
                sp.visible = False
                new[side].append(ident)
                start = t + k * DEAL_STEP
                self.at(start, lambda sp=sp: depart(sp))
                k += 1
        for side in ("bottom", "top"):
            d.hands[side] = new[side]
            for i, ident in enumerate(new[side]):
                sp = self.layer.get(ident)
                p = self.hand_pose(side, len(new[side]), i)
                start = t + (i * 2 + (0 if (side == "bottom") == (bottom_seat == 0) else 1)) * DEAL_STEP
                self._go(sp, start, p.pos, DEAL_FLY, angle=p.angle, size=self.hand_size(side),
                         flip_to=sp.key is not None, arc=0.05, ease=ease_out_cubic, lift=0.3)
        end = t + k * DEAL_STEP + DEAL_FLY
        if to_table and after.items:
            flow_after = self.layout_items(after.items)
            for i, it in enumerate(after.items):
                slot = flow_after.slot(it.key)
                for c, centre in zip(it.cards, slot.centres):
                    sp = self.layer.spawn(("t", c), c, self.deck_top(), self.geo.deck_size, False)
                    sp.visible = False
                    start = end + i * DEAL_STEP * 1.4
                    self.at(start, lambda sp=sp: depart(sp))
                    self._go(sp, start, centre, DEAL_FLY + 0.06, size=flow_after.card_size, flip_to=True, arc=0.05,
                             ease=ease_out_cubic, lift=0.4)
            end += len(after.items) * DEAL_STEP * 1.4 + DEAL_FLY + 0.06
        self.at(t, lambda: self.sound("card", 0.7))
        self.at(t + k * DEAL_STEP * 0.5, lambda: self.sound("card", 0.5))
        del start_deck
        return end + 0.05

    # --- held and picked cards (drawn live by the painter) ----------------------------------------------
    def hand_idents(self) -> list:
        return list(self.display.hands["bottom"])

    def pose_hand(self, picked: int | None, armed: bool, hover: int | None, drag=None) -> None:
        """Rest the bottom hand as the person's pick has it (the scene calls this in update, so what is
        hit-tested is what is drawn): the picked card raised and glowing (gold while the Subtraction is
        armed), the card under the pointer raised a little, a dragged card under the pointer."""
        dragged = ("h", drag.ident) if drag is not None else None
        for ident in self.display.hands["bottom"]:
            sp = self.layer.get(ident)
            if sp is None or ident == dragged or sp.busy:
                continue
            card = ident[1] if ident[0] == "h" else None
            if card is not None and card == picked:
                sp.lift, sp.glow = 1.9, (PICKED if not armed else Palette.gold_light)
            else:
                sp.lift = 1.0 if (card is not None and card == hover) else 0.0
                sp.glow = None
        sp = self.layer.get(dragged) if dragged is not None else None
        if sp is not None:
            sp.x, sp.y = drag.card_centre()
            sp.lift = 1.5
            sp.angle = 0.0


def describe_move(action, seat: int, b_obs: dict, a_obs: dict, next_build: int) -> Move:
    """What one move did, in public terms, from the action and the observations before and after it
    (`next_build`: the number the rules give the next build made)."""
    kind = action[0]
    move = Move(seat, kind)
    if kind == "timeout":
        move.points = 1.0 if not a_obs["over"] else 0.0
        move.label = "Time!"
        return move
    if kind == "pass":
        move.label = "Pass"
        return move
    move.hand_card = C.tok_card(action[1])
    if kind == "capture":
        move.taken = tuple(card_item(C.tok_card(t)) for t in action[2]) + tuple(build_item(b) for b in action[3])
    elif kind == "trifecta":
        move.taken = tuple(card_item(c) for c in action[2])
    elif kind == "build":
        _, h, toks, bn = action
        move.joined = tuple(card_item(C.tok_card(t)) for t in toks) + ((build_item(bn),) if bn else ())
        move.made = build_item(bn or next_build)
    elif kind == "same":
        _, h, v, toks, bn = action
        move.joined = tuple(card_item(C.tok_card(t)) for t in toks) + ((build_item(bn),) if bn else ())
        move.made = build_item(bn or next_build)
    elif kind == "subtract":
        move.joined = (card_item(C.tok_card(action[2])),)
        move.made = build_item(next_build)
    new = a_obs["captures"][len(b_obs["captures"]):]
    for cap in new:
        cards_taken = tuple(C.card_id(n) for n in cap["cards"])
        if cap["kind"] == "sweep":
            move.sweep = (cap["seat"], cards_taken, float(cap["total"]))
            continue
        move.points = float(cap["total"])
        found = []
        for s in (0, 1):
            name = a_obs["secrets"][s]
            if name and a_obs["secrets_revealed"][s] and not b_obs["secrets_revealed"][s] \
                    and C.card_id(name) in cards_taken:
                found.append(C.card_id(name))
        move.secrets = tuple(dict.fromkeys(found))
    move.deal = not a_obs["over"] and a_obs["round"] > b_obs["round"]
    return move
