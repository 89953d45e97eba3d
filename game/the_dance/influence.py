"""The Dance's Influence Step as declared (shared/rules/the_dance.md, "Influence Step"; Powers:
Mesmerize, Host, Resourceful): an attempt to Influence a Dancer or Foil an Avatar is declared with its
Refreshments and target number and waits for the die (game.the_dance.attempts); the Server's draw,
Cut In and `pass` act at once and end the turn.

Pure Python, never pygame. Every function takes a draft (game.the_dance.draft) and returns the state
that follows.

Reads: apos, dpos, avatars, powers, phase, ctx, server
Writes: attempt, phase, ctx, server, queue, after, apos, dpos, revealed, log, _occ, _board
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.draft import moved, put, reveal
from game.the_dance.facts import seat_of_avatar
from game.the_dance.phases import AFTER_TURN, FOIL, INF, REGALE_STEP, ROLL, Attempt
from game.the_dance.refreshments import spend
from game.the_dance.rounds import end_turn, next_draw


def refs_pips(refs: tuple) -> int:
    """The pips the played Refreshments add to a roll."""
    return sum(F.MARKER_PIPS[k] for k in refs)


def reach_reveal(s, seat: int, h: int, server: bool = False) -> None:
    """Mesmerize (2 hexes) or Host (anywhere, the Server only) shows when it reaches beyond
    adjacency."""
    dist = F.distance(s.apos[seat], h)
    if dist <= 1:
        return
    if dist <= 2 and F.MESMERIZE in s.powers[seat]:
        reveal(s, seat, F.MESMERIZE)
    elif server:
        reveal(s, seat, F.HOST)


def influence(s, seat: int, d: int, domain: int, refs: tuple):
    """`influence <dancer> <domain> [+Refreshment]`: her pips + the Dancer's + the Refreshments'.
    Regale's second attempt remembers the first Dancer and whether her marker stayed on it."""
    reach_reveal(s, seat, s.dpos[d])
    if len(refs) > 1:
        reveal(s, seat, F.RESOURCEFUL)
    spend(s, seat, refs)
    number = F.RATING[s.avatars[seat]][domain] + F.PIPS[d][domain] + refs_pips(refs)
    first, placed = (s.ctx if s.phase == REGALE_STEP else (-1, False))
    s.attempt = Attempt(INF, d, domain, refs, number, first=first, first_placed=placed)
    s.phase, s.ctx = ROLL, None
    return s


def foil(s, seat: int, a: int, domain: int, refs: tuple):
    """`foil <avatar> <domain> [+Refreshment]`: both Avatars' pips + the Refreshments'."""
    reach_reveal(s, seat, s.apos[seat_of_avatar(s, a)])
    if len(refs) > 1:
        reveal(s, seat, F.RESOURCEFUL)
    spend(s, seat, refs)
    number = F.RATING[s.avatars[seat]][domain] + F.RATING[a][domain] + refs_pips(refs)
    s.attempt = Attempt(FOIL, a, domain, refs, number)
    s.phase = ROLL
    return s


def server(s, seat: int):
    """`server`: he goes to the kitchen and she draws 2 Refreshments (then discards to her limit)."""
    reach_reveal(s, seat, s.server, server=True)
    s.server = -1
    moved(s)
    s.queue, s.after = ((seat, 2),), AFTER_TURN
    return next_draw(s)


def cutin(s, seat: int, kind: int, idx: int):
    """`cutin <dancer|avatar>`: she swaps places with the adjacent piece (kind 0 a Dancer, 1 an
    Avatar, by Avatar index)."""
    here = s.apos[seat]
    if kind == 0:
        there = s.dpos[idx]
        put(s, "dpos", idx, here)
    else:
        other = seat_of_avatar(s, idx)
        there = s.apos[other]
        put(s, "apos", other, here)
    put(s, "apos", seat, there)
    moved(s)
    return end_turn(s)


def pass_(s, seat: int):
    """`pass`: she keeps her marker where it is; the turn ends."""
    return end_turn(s)
