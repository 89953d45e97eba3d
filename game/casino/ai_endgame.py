"""Casino Trifecta's exact endgame: once the deck is empty, a seat has seen every card but the other
hand, and the other hand is then exactly the cards it has not seen, so the only thing still hidden is the
other seat's secret card while it is unrevealed. An AND/OR search over every legal play proves, within a
node budget, that the seat can force a win (or the other seat its loss) whichever card the other seat
named (solve, what Hard plays by), or that every line ends so (settled: what the odds report as
certain; a forced result that needs the right plays is only a strong input of the odds model).

No pygame, never changes a state. Works on the state reduced to what the seat knows (ai_view.as_seat_knows),
with the other seat's unrevealed secret set aside: each finished line is judged for every card that
secret could be (any card not captured before the search), which is the other seat's best case, so a
proof never rests on a guess.
"""
from __future__ import annotations

from game.casino import cards as C
from game.casino.ai_view import as_seat_knows
from game.casino.rules import OVER, PLAY

NODES = 3_000  # states the proof may visit before it gives up (an unproven position is no answer)


class OutOfNodes(Exception):
    """The proof's budget ran out."""


class Proof:
    """One proof attempt for `seat` (see forced()); positions already answered are remembered, and more
    than `nodes` of them end the attempt (OutOfNodes)."""

    def __init__(self, seat: int, candidates: tuple, hidden: int | None, nodes: int, every_line: bool = False):
        self.seat = seat
        self.every_line = every_line  # the result must follow from every play of either seat, not best play
        self.candidates = candidates  # the cards the hidden secret may be (empty when none is hidden)
        self.hidden = hidden  # the seat whose secret is set aside, or None
        self.nodes = nodes
        self.visited = 0
        self.memo: dict = {}

    def results(self, state) -> list:
        """The seat's return in a finished game for each card the hidden secret could be."""
        totals = state.scores()
        if self.hidden is None:
            return [state.returns()[self.seat]]
        out = []
        for card in self.candidates:
            t = list(totals)
            for s in (0, 1):
                if card in state.piles[s]:
                    t[s] += 1.0  # whoever captured the hidden secret scores the point it adds
            if t[0] != t[1]:
                win = 0 if t[0] > t[1] else 1
            else:
                win = next((s for s in (0, 1) if C.ACE_OF_SPADES in state.piles[s]), None)
            out.append(0.5 if win is None else 1.0 if win == self.seat else 0.0)
        return out

    def forced(self, state, goal: float) -> bool:
        """Can the seat force every result to equal `goal` (1.0: it wins; 0.0: can the other seat force
        the seat's loss, i.e. every line the seat picks ends lost)?"""
        if state.phase == OVER:
            return all(r == goal for r in self.results(state))
        key = (state.turn, state.hands, state.loose, state.builds, state.piles, state.score, state.pass_used,
               state.subtract_used, state.passed_round, state.last_capturer)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.visited += 1
        if self.visited > self.nodes:
            raise OutOfNodes
        mover = state.turn
        actions = sorted(state.legal_actions(mover), key=_order)
        # the side that wants `goal` needs one play that forces it; the other side needs one that escapes
        wants = (mover == self.seat) == (goal == 1.0) and not self.every_line
        if wants:
            got = any(self.forced(state.apply(a, mover), goal) for a in actions)
        else:
            got = all(self.forced(state.apply(a, mover), goal) for a in actions)
        self.memo[key] = got
        return got


def _order(action) -> tuple:
    """Captures first, the largest first (they settle most), then builds, drops and the Pass."""
    kind = action[0]
    if kind == "capture":
        return (0, -len(action[2]) - 3 * len(action[3]))
    if kind == "trifecta":
        return (0, -2)
    if kind == "drop":
        return (2, 0)
    if kind == "pass":
        return (3, 0)
    return (1, 0)


def _known(state, seat: int) -> tuple:
    """(the state as the seat knows it with the other's unrevealed secret set aside, the cards that
    secret may be, the seat it belongs to or None)."""
    known = as_seat_knows(state, seat)
    other = 1 - seat
    hidden = None
    candidates: tuple = ()
    if known.secrets[other] is not None and not known.revealed(other):
        hidden = other
        captured = set(known.piles[0]) | set(known.piles[1])
        candidates = tuple(c for c in C.CARDS if c not in captured)
        secrets = list(known.secrets)
        secrets[other] = None
        known = known._with(secrets=tuple(secrets))
    return known, candidates, hidden


def solve(state, seat: int, nodes: int = NODES) -> tuple[float | None, int]:
    """(1.0 for a proven win of `seat`, 0.0 for a proven loss, None when neither is proven within `nodes`
    states or the deck is not empty yet; the states visited). Reads the state only as the seat knows it."""
    if state.phase != PLAY or state.deck:
        return None, 0
    known, candidates, hidden = _known(state, seat)
    visited = 0
    for goal in (1.0, 0.0):
        proof = Proof(seat, candidates, hidden, nodes - visited)
        try:
            if proof.forced(known, goal):
                return goal, visited + proof.visited
        except OutOfNodes:
            return None, nodes
        visited += proof.visited
    return None, visited


def settled(state, seat: int, goal: float, nodes: int = NODES) -> bool:
    """Does every line of play from `state` (the deck empty), by either seat and whatever the other seat's
    secret, end with `goal` for `seat` (1.0 won, 0.0 lost)? Only such a result is certain for a person:
    solve()'s forced result still needs the right plays, and self-play misses one in about ten."""
    if state.phase != PLAY or state.deck:
        return False
    known, candidates, hidden = _known(state, seat)
    try:
        return Proof(seat, candidates, hidden, nodes, every_line=True).forced(known, goal)
    except OutOfNodes:
        return False


def winning_play(state, seat: int, nodes: int = NODES):
    """A play of `seat` (to move, the deck empty) that wins however the game goes on and whatever the
    other seat's secret is, or None when none is proven within `nodes` states."""
    if state.phase != PLAY or state.deck or state.turn != seat:
        return None
    known, candidates, hidden = _known(state, seat)
    proof = Proof(seat, candidates, hidden, nodes)
    try:
        for action in sorted(known.legal_actions(seat), key=_order):
            if proof.forced(known.apply(action, seat), 1.0):
                return action
    except OutOfNodes:
        return None
    return None
