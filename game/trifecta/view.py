"""What the Trifecta table shows, computed from one seat's observation: each seat's plaque, the card
lying sealed or revealed in front of it, the viewer's hand, the goal pile and current goal, the discards
and the tally of values; and, from two observations, what a reveal turned over.

Plain data, no pygame: built only from `observation(seat)` (or a spectator's view), so nothing another
seat keeps secret can reach the screen, and tests can read exactly what would be drawn.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.trifecta import cards as C

HIDDEN = "?"
DISCARDED = -2
MATCHING_PER_VALUE = 12  # stage cards matching one value: 3 of its Singles and 9 Completes


def card_type(name: str) -> int:
    return C.card_id(name)


@dataclass(frozen=True)
class Token:
    """What lies in front of a seat. kind: "sealed" (face down: a choice made, not yet revealed),
    "in", "out", "ante" or "bid" (face up). `step` is the secret step it belongs to; `cards` the
    card names of an ante or a bid; `mine` marks a sealed choice shown face up to the one who made it."""

    kind: str
    step: str
    cards: tuple = ()
    mine: bool = False

    @property
    def face_up(self) -> bool:
        return self.kind != "sealed"


@dataclass(frozen=True)
class SeatView:
    seat: int
    name: str
    role: str
    alive: bool
    in_stage: bool
    hand_count: int
    won: tuple  # goal names this viewer may see, "?" for the others
    total: int  # goal cards over all stages
    waiting: bool  # the current secret step waits for this seat
    chosen: bool  # has made its sealed choice (never what)
    is_in: bool | None  # revealed in (True) or out (False) this round, None before the reveal
    token: Token | None
    survival: str  # "1 of 2", "leads 3–1"
    safe: bool  # already holds enough goal cards to survive
    eliminated_in: int | None  # the stage this seat was knocked out in


@dataclass(frozen=True)
class TableView:
    viewer: int | None  # the seat whose hand is shown face up (None: nobody's, a public view)
    bottom: int  # the seat drawn at the bottom
    players: int
    phase: str
    stage: int
    round: int  # 1..9
    segment: str
    needed: int | None
    seats: tuple
    hand: tuple  # the viewer's cards (names) not already sealed into a choice
    hidden_hand: int  # the bottom seat's card count when its hand is face down
    goal: str | None  # the current goal's name, "?" face down, None when there is none
    goals_left: int  # goal cards still in the pile under the current one
    discarded: tuple
    played: tuple
    decision: str | None  # what the viewer must choose now: "inout", "ante", "bid" or None
    over: bool
    banner: str = ""
    tally: tuple = field(default=())  # per value: (value, mine, played, unseen)

    def seat(self, seat: int) -> SeatView:
        return self.seats[seat]


def banner_text(stage: int, segment: str, rnd: int) -> str:
    return f"Stage {stage} · {segment} · round {rnd} of {C.ROUNDS}"


def survival_text(won: int, needed: int | None, other: int | None) -> tuple[str, bool]:
    """How a seat stands against the survival threshold (two players: against the other)."""
    if needed is None:
        if other is None:
            return f"{won} won", False
        if won > other:
            return f"leads {won}–{other}", True
        if won < other:
            return f"behind {won}–{other}", False
        return f"level {won}–{other}", False
    return f"{min(won, needed)} of {needed}" + (f" (+{won - needed})" if won > needed else ""), won >= needed


def eliminated_stage(history: list, seat: int) -> int | None:
    for h in history:
        if seat in h["seats"] and h["survivors"] and seat not in h["survivors"]:
            return h["stage"]
    return None


def _token(obs: dict, seat: int, viewer: int | None) -> Token | None:
    phase = obs["phase"]
    if phase not in ("inout", "ante", "bid"):
        return None
    if seat in obs["chosen"]:
        if seat == viewer and obs["my_choice"]:
            kind, _, rest = obs["my_choice"].partition(" ")
            if kind in ("in", "out"):
                return Token(kind, phase, mine=True)
            cards = () if rest.strip() == "-" else tuple(n for n in rest.split(",") if n)
            return Token(kind, phase, cards, mine=True)
        return Token("sealed", phase)
    if phase in ("ante", "bid") and seat in obs["ins"]:
        return Token("in", "inout")  # the revealed In card stays out while the round goes on
    return None


def build_view(obs: dict, names: list, roles: list, bottom: int, show_hand: bool) -> TableView:
    """The table as `obs` lets it be drawn. `show_hand`: the observation's own hand may be shown
    face up (its seat is the only one looking)."""
    viewer = obs["viewer"] if show_hand and 0 <= obs["viewer"] < obs["players"] else None
    players = obs["players"]
    in_stage = set(obs["stage_seats"])
    alive = set(obs["alive"])
    counts = [len(w) for w in obs["won"]]
    stage_seats = obs["stage_seats"]
    seats = []
    for s in range(players):
        other = None
        if obs["needed"] is None and len(stage_seats) == 2 and s in stage_seats:
            other = counts[stage_seats[1] if s == stage_seats[0] else stage_seats[0]]
        text, safe = survival_text(counts[s], obs["needed"], other)
        is_in = None
        if obs["phase"] in ("ante", "bid") and s in in_stage:
            is_in = s in obs["ins"]
        seats.append(SeatView(
            seat=s, name=names[s], role=roles[s], alive=s in alive, in_stage=s in in_stage,
            hand_count=obs["hand_sizes"][s] if s < len(obs["hand_sizes"]) and obs["phase"] not in ("goals", "deal")
            else -1,  # -1: no hands yet (the stage's cards are about to be dealt)
            won=tuple(obs["won"][s]),
            total=obs["totals"][s], waiting=s in obs["waiting_for"], chosen=s in obs["chosen"], is_in=is_in,
            token=_token(obs, s, viewer), survival=text, safe=safe,
            eliminated_in=None if s in alive else eliminated_stage(obs["history"], s)))
    hand = tuple(obs["hand"]) if viewer is not None else ()
    mine = seats[viewer].token if viewer is not None else None
    if mine is not None and mine.mine and mine.cards:
        left = list(hand)
        for name in mine.cards:
            if name in left:
                left.remove(name)
        hand = tuple(left)
    decision = None
    if viewer is not None and viewer in obs["waiting_for"] and not obs["over"]:
        decision = obs["phase"]
    view = TableView(
        viewer=viewer, bottom=bottom, players=players, phase=obs["phase"], stage=obs["stage"], round=obs["round"],
        segment=obs["segment"], needed=obs["needed"], seats=tuple(seats), hand=hand,
        hidden_hand=obs["hand_sizes"][bottom] if bottom < len(obs["hand_sizes"]) else 0,
        goal=obs["goal"], goals_left=obs["goals_left"], discarded=tuple(obs["discarded_goals"]),
        played=tuple(obs["played"]), decision=decision, over=obs["over"],
        banner=banner_text(obs["stage"], obs["segment"], obs["round"]))
    return replace(view, tally=tally(view.hand, view.played))


def as_revealing(view: TableView, seats, cards) -> TableView:
    """The view just before a reveal: every seat of the step has chosen, and the viewer's own cards of
    the step are gone from their hand (they lie on the table, about to turn over)."""
    left = list(view.hand)
    for name in cards:
        if name in left:
            left.remove(name)
    sealed = tuple(replace(sv, waiting=False, chosen=True) if sv.seat in seats else sv for sv in view.seats)
    return replace(view, hand=tuple(left), decision=None, seats=sealed)


def tally(hand, played) -> tuple:
    """Per value: (value, matching cards in the viewer's hand, matching cards played this stage, the
    rest of the stage's matching cards, which others may hold or nobody was dealt)."""
    hand_t = [card_type(n) for n in hand]
    played_t = [card_type(n) for n in played]
    rows = []
    for v in range(C.NUM_VALUES):
        mine = sum(1 for t in hand_t if C.matches(t, v))
        gone = sum(1 for t in played_t if C.matches(t, v))
        rows.append((v, mine, gone, max(0, MATCHING_PER_VALUE - mine - gone)))
    return tuple(rows)


# --- reveals -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Settled:
    round: int  # 1..9
    taker: int  # a seat, or DISCARDED
    goal: str  # the goal's name, or "?" when this viewer has not seen it


@dataclass(frozen=True)
class RevealEvent:
    """What one reveal turned over, as the viewer may know it. step: the secret step that closed."""

    step: str
    choices: tuple  # ((seat, Token face up), ...) in seat order
    goal_turned: str | None  # the current goal, turned face up by this reveal (Blind, two or more in)
    settled: tuple  # Settled rounds, in order (a round nobody could play settles by itself)
    next_goal: str | None  # the next round's goal ("?" face down in Blind) when the stage goes on
    stage_over: dict | None  # the finished stage (from the history) when this reveal ended it
    winner_bid: int | None = None  # the seat whose bid won


def _records_of_stage(obs: dict, stage: int) -> list:
    """The stage's round records as [round index, ins, antes, bids, taker, goal name] with names."""
    if obs["stage"] == stage and not (obs["over"] and obs["history"] and obs["history"][-1]["stage"] == stage):
        return obs["records"]
    for h in obs["history"]:
        if h["stage"] == stage:
            return [[r, ins, [[s, C.NAME[c]] for s, c in antes], [[s, [C.NAME[c] for c in cs]] for s, cs in bids],
                     t, h["goals"][r]] for r, ins, antes, bids, t in h["rounds"]]
    return obs["records"]


def stage_of(obs: dict, stage: int) -> dict | None:
    for h in obs["history"]:
        if h["stage"] == stage:
            return h
    return None


def reveal_event(before: dict, after: dict) -> RevealEvent | None:
    """The reveal between two observations of the same viewer (None when nothing was revealed)."""
    step = before["phase"]
    if step not in ("inout", "ante", "bid"):
        return None
    same_step = (after["stage"], after["round"], after["phase"]) == (before["stage"], before["round"], step)
    if same_step and len(after["chosen"]) > len(before["chosen"]):
        return None  # a sealed choice was added: nothing turned over yet
    choosers = sorted(set(before["waiting_for"]) | set(before["chosen"]))
    records = _records_of_stage(after, before["stage"])
    new = records[len(before["records"]):]
    same_round = after["stage"] == before["stage"] and after["round"] == before["round"] and not new
    rec = new[0] if new else None
    if step == "inout":
        ins = list(after["ins"]) if same_round else (rec[1] if rec else [])
        choices = tuple((s, Token("in" if s in ins else "out", "inout")) for s in choosers)
    elif step == "ante":
        antes = after["antes"] if same_round else (rec[2] if rec else [])
        choices = tuple((s, Token("ante", "ante", (name,))) for s, name in antes)
    else:
        bids = rec[3] if rec else []
        choices = tuple((s, Token("bid", "bid", tuple(cards))) for s, cards in bids)
    goal_turned = None
    if step == "inout" and same_round and before["goal"] == HIDDEN and after["goal"] not in (HIDDEN, None):
        goal_turned = after["goal"]
    settled = tuple(Settled(r[0] + 1, r[4], r[5]) for r in new)
    stage_over = None
    if after["stage"] != before["stage"] or (after["over"] and not before["over"]):
        stage_over = stage_of(after, before["stage"])
    next_goal = None
    if new and stage_over is None and after["goal"] is not None:
        next_goal = after["goal"]  # "?" in Blind: it comes off the pile face down
    winner = None
    if step == "bid" and rec is not None and rec[4] >= 0:
        winner = rec[4]
    return RevealEvent(step, choices, goal_turned, settled, next_goal, stage_over, winner)
