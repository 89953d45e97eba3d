"""The Dance's Refreshment markers between the pile, the hands and the discard pile
(shared/rules/the_dance.md, Counters: Refreshments): how many a draw takes, a random draw, taking the
drawn markers out of the pile (the discard pile becoming the new pile when it runs dry, and what each
seat then knows of the pile), and paying markers face up onto the discard pile.

Pure Python, never pygame. `take` and `spend` change a draft (see game.the_dance.draft); the others
only read.

Reads: phase, actor, queue, powers, pile, disc_up, disc_down, pile_known, hands, players
Writes: pile, disc_up, disc_down, pile_known, hands, log
"""
from __future__ import annotations

import random

from game.core.api import IllegalAction
from game.the_dance import floor as F
from game.the_dance.draft import put, say
from game.the_dance.facts import all_down, name, who
from game.the_dance.phases import SETUP_DRAW, ZERO, add_all, expand, merge, sub_all, sub_floor


def draw_count(s) -> int:
    """How many markers the pending draw takes (fewer when the piles run dry)."""
    if s.phase == SETUP_DRAW:
        want = F.RICH_LIMIT if F.OLD_WEALTH in s.powers[s.actor] else F.HAND_LIMIT
    else:
        want = s.queue[0][1]
    avail = sum(s.pile) + sum(s.disc_up) + sum(sum(c) for c in s.disc_down)
    return min(want, avail)


def sample_draw(s, rng: random.Random) -> tuple:
    """The markers of a random draw, sorted: from the pile, then from the discards once it is empty."""
    k = draw_count(s)
    pile = expand(s.pile)
    if k <= len(pile):
        drawn = rng.sample(pile, k)
    else:
        rest = expand(merge(s.disc_up, all_down(s)))
        drawn = pile + rng.sample(rest, k - len(pile))
    return tuple(sorted(drawn))


def take(s, seat: int, drawn: tuple) -> None:
    """`seat` draws the markers `drawn` (sorted kinds): checked against the pile, then into her hand.
    Raises IllegalAction for a draw of the wrong size or of markers the piles do not hold."""
    want = draw_count(s)
    if len(drawn) != want or any(not isinstance(k, int) or not 0 <= k < F.NUM_KINDS for k in drawn):
        raise IllegalAction(f"{name(s, seat)} draws {want} Refreshment{'s' if want != 1 else ''}.")
    pile = list(s.pile)
    from_pile = []
    rest = []
    for k in drawn:
        if pile[k] > 0:
            pile[k] -= 1
            from_pile.append(k)
        else:
            rest.append(k)
    if rest:
        if sum(pile) > 0:
            raise IllegalAction("Those markers are not all in the pile.")
        # the pile ran dry: the discard pile becomes the new pile, and each seat knows what of it
        # was face up or its own
        fresh = merge(s.disc_up, all_down(s))
        s.pile_known = tuple(merge(s.disc_up, down) for down in s.disc_down)
        s.disc_up, s.disc_down = ZERO, (ZERO,) * s.players
        pile = list(fresh)
        for k in rest:
            if pile[k] <= 0:
                raise IllegalAction("Those markers are not all in the pile.")
            pile[k] -= 1
        say(s, "the discard pile becomes the new pile")
        fresh_draws = rest
    else:
        fresh_draws = from_pile
    s.pile = tuple(pile)
    if fresh_draws:
        s.pile_known = tuple(sub_floor(k, fresh_draws) if t == seat else ZERO
                             for t, k in enumerate(s.pile_known))
    put(s, "hands", seat, add_all(s.hands[seat], drawn))
    say(s, f"{who(s, seat)} draws {len(drawn)} Refreshment{'s' if len(drawn) != 1 else ''}")


def spend(s, seat: int, kinds) -> None:
    """Markers played or paid: out of the hand, face up onto the discard pile."""
    put(s, "hands", seat, sub_all(s.hands[seat], kinds))
    s.disc_up = add_all(s.disc_up, kinds)
