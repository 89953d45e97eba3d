"""The Trifecta table's animations: the reveal (every sealed card in front of the players turns over at
once, the bids spread into fans, the goal turns up or flies to its winner or to the discards, the
played cards sweep away, the next goal comes off the pile) and the deal at the start of a stage.

Built from a RevealEvent and two TableViews (what the screen may show before and after), on the card
toolkit's sprites; each phase tells the still picture what to leave out while a sprite carries it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.trifecta import cards as C
from game.trifecta.card_faces import NONE_KEY, truth_key
from game.trifecta.layout import Geometry
from game.trifecta.table_draw import discard_slot, fan_start, won_slot
from game.trifecta.view import DISCARDED, HIDDEN, RevealEvent, TableView
from game.ui.cards import CardLayer
from game.ui.theme import px


FLIP = 0.42
HOLD_SEALED = 0.25  # the sealed cards lie together a moment before they turn
HOLD_SEALED_SHARED = 0.8  # longer with several people at the screen: everyone sees all choices are in
READ = {"inout": 0.65, "ante": 0.6, "bid": 1.1}  # time to read what turned up (a bid has most to read)
OUTCOME = 0.55
NEXT_GOAL = 0.5


def _vanish(sp):
    """An on_done that hides a sprite once it has arrived (the still picture shows it from then on)."""
    def hide() -> None:
        sp.visible = False
    return hide


def _key(name: str):
    return None if name == HIDDEN else C.card_id(name)


@dataclass
class Hide:
    """What the still picture leaves out during a phase (a sprite is drawing it instead)."""

    base: str = "after"  # which view the still picture shows: "before" or "after"
    tokens: frozenset = frozenset()  # seats whose token is not drawn
    goal: bool = False  # the current goal's place is left empty
    pile_extra: int = 0  # cards drawn on the goal pile beyond the view's count
    won: dict = field(default_factory=dict)  # seat -> how many of its won goals to draw
    discards: int | None = None  # how many discarded goals to draw
    hands: bool = False  # hand counts and the bottom hand are not drawn (being dealt)

    def key(self) -> tuple:
        return (self.base, self.tokens, self.goal, self.pile_extra, tuple(sorted(self.won.items())), self.discards,
                self.hands)


class Phased:
    """A sequence of named phases over a card layer; `done` once the last phase and every sprite end."""

    def __init__(self, layer: CardLayer, speed: float):
        self.layer = layer
        self.speed = speed
        self.phases: list[tuple[str, float, Hide]] = []
        self.t = 0.0

    def add(self, name: str, seconds: float, hide: Hide) -> None:
        self.phases.append((name, seconds, hide))

    @property
    def total(self) -> float:
        return sum(d for _, d, _ in self.phases)

    def update(self, dt: float) -> None:
        self.t += dt * self.speed if self.speed > 0 else 1e9

    @property
    def done(self) -> bool:
        return self.t >= self.total and not self.layer.busy

    def finish(self) -> None:
        self.t = self.total + 1.0
        self.layer.finish()

    def current(self) -> tuple[str, Hide]:
        t = self.t
        for name, d, hide in self.phases:
            if t < d:
                return name, hide
            t -= d
        return (self.phases[-1][0], self.phases[-1][2]) if self.phases else ("", Hide())

    def start_of(self, name: str) -> float:
        t = 0.0
        for n, d, _ in self.phases:
            if n == name:
                return t
            t += d
        return t


class Reveal(Phased):
    def __init__(self, layer: CardLayer, geo: Geometry, event: RevealEvent, before: TableView, after: TableView,
                 colours: list, speed: float, shared: bool):
        super().__init__(layer, speed)
        self.event = event
        layer.clear()
        seats = frozenset(s for s, _ in event.choices)
        hold = HOLD_SEALED_SHARED if shared else HOLD_SEALED
        read = READ[event.step]
        self.add("sealed", hold, Hide("before", seats))
        self.add("flip", FLIP, Hide("before", seats))
        self.add("read", read, Hide("before", seats))
        turned = event.goal_turned is not None
        if turned:
            self.add("turn", FLIP + 0.35, Hide("before", seats, goal=True))
        settle = event.settled[0] if event.settled else None
        won, discards = {}, None
        if settle is not None:
            if settle.taker >= 0:
                won = {settle.taker: max(0, len(after.seats[settle.taker].won) - 1)}
            elif settle.taker == DISCARDED:
                discards = max(0, len(after.discarded) - 1)
        nxt = settle is not None and event.next_goal is not None
        self.add("outcome", OUTCOME, Hide("after", seats, goal=settle is not None or nxt, pile_extra=1 if nxt else 0,
                                          won=won, discards=discards))
        if nxt:
            self.add("next", NEXT_GOAL, Hide("after", goal=True))
        # the sealed cards, then what they turn out to be
        t_flip = self.start_of("flip")
        t_out = self.start_of("outcome")
        winners = {event.winner_bid} if event.winner_bid is not None else set()
        for seat, token in event.choices:
            centre = geo.tokens[seat]
            colour = colours[seat]
            if token.kind in ("in", "out"):
                cards = [truth_key(token.kind == "in", colour)]
            elif token.cards:
                cards = [C.card_id(n) for n in token.cards]
            else:
                cards = [NONE_KEY]
            step, x0 = fan_start(centre, len(cards), geo.places[seat].side, geo)
            mine = before.seats[seat].token is not None and before.seats[seat].token.mine
            for i, key in enumerate(cards):
                sp = layer.spawn(("tok", seat, i), key, centre, geo.token_size, face_up=mine)
                sp.wait(t_flip)
                sp.move_to((x0 + i * step, centre[1]), seconds=FLIP, flip_to=True, lift=0.5)
                if seat in winners:
                    sp.glow = colour
                sp.wait(max(0.0, t_out - t_flip - FLIP))
                self._exit(sp, seat, token.kind, geo, i)
        if turned:
            sp = layer.spawn("goal", _key(event.goal_turned), geo.goal_rect.center, geo.goal_size, face_up=False)
            sp.wait(self.start_of("turn") + 0.2)
            sp.flip(True, seconds=FLIP)
            sp.wait(max(0.0, t_out - self.start_of("turn") - 0.2 - FLIP))
        if settle is not None:
            self._goal_flight(geo, settle, after, before, t_out, turned)
        if nxt:
            pile = geo.pile_centre
            sp = layer.spawn("next", _key(event.next_goal), pile, geo.goal_size, face_up=False)
            sp.wait(self.start_of("next"))
            sp.move_to(geo.goal_rect.center, seconds=NEXT_GOAL * 0.9, flip_to=event.next_goal != HIDDEN, lift=0.4)

    def _exit(self, sp, seat: int, kind: str, geo: Geometry, i: int) -> None:
        """Where a revealed card goes: an Out card back to its owner, played cards to the discards; an
        In card stays (the still picture shows it once the animation ends)."""
        if kind == "in":
            sp.wait(OUTCOME)
            return
        place = geo.places[seat]
        if kind == "out":
            target = place.rect.center
        else:
            target = geo.played_centre
        mw, mh = geo.mini_size
        sp.move_to(target, seconds=OUTCOME * 0.85, delay=i * 0.03, size=(mw, mh), lift=0.3, on_done=_vanish(sp))

    def _goal_flight(self, geo: Geometry, settle, after: TableView, before: TableView, t_out: float,
                     turned: bool) -> None:
        name = settle.goal
        face_up = name != HIDDEN and (turned or before.goal not in (HIDDEN, None))
        sp = self.layer.get("goal")
        if sp is None:
            sp = self.layer.spawn("goal", _key(name), geo.goal_rect.center, geo.goal_size, face_up=face_up)
            sp.wait(t_out)
        if settle.taker >= 0:
            count = len(after.seats[settle.taker].won)
            target = won_slot(geo, settle.taker, max(0, count - 1), count)
        else:
            count = len(after.discarded)
            target = discard_slot(geo, max(0, count - 1), count)
        sp.move_to(target, seconds=OUTCOME * 0.9, size=geo.mini_size, lift=0.6, arc=0.08)


class Deal(Phased):
    """A new stage: nine cards fly to every seat in the stage, one at a time round the table."""

    def __init__(self, layer: CardLayer, geo: Geometry, view: TableView, speed: float):
        super().__init__(layer, speed)
        layer.clear()
        seats = [sv.seat for sv in view.seats if sv.in_stage]
        per = C.HAND_SIZE
        gap = 0.04 if len(seats) <= 3 else 0.028
        flight = 0.3
        total = gap * per * len(seats) + flight + 0.1
        self.add("deal", total, Hide("after", hands=True, goal=view.goal is not None, pile_extra=1))
        if view.goal is not None:
            self.add("goal", NEXT_GOAL, Hide("after", goal=True))
        deck = geo.goal_rect.center
        k = 0
        for r in range(per):
            for seat in seats:
                place = geo.places[seat]
                angle = 0.0
                if place.side == "bottom":
                    pose = geo.fan.pose(per, r)
                    target, angle = pose.pos, pose.angle
                    size = geo.hand_size
                else:
                    target = (place.rect.left + px(22, geo.scale), place.rect.top + px(58, geo.scale))
                    size = geo.mini_size
                mine = seat == view.viewer and r < len(view.hand)
                key = C.card_id(view.hand[r]) if mine else None
                sp = layer.spawn(("deal", seat, r), key, deck, geo.token_size, face_up=False)
                sp.wait(k * gap)
                sp.move_to(target, seconds=flight, size=size, lift=0.3, angle=angle, flip_to=True if mine else None,
                           on_done=None if mine else _vanish(sp))
                k += 1
        if view.goal is not None:
            sp = layer.spawn("next", _key(view.goal), geo.pile_centre, geo.goal_size, face_up=False)
            sp.wait(total)
            sp.move_to(geo.goal_rect.center, seconds=NEXT_GOAL * 0.9, flip_to=view.goal != HIDDEN, lift=0.4)
