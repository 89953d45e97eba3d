"""How an Influence or Foil attempt resolves in The Dance (shared/rules/the_dance.md, "Influence Step",
"After any roll", the `dominate` and `contest_dominated` options; Powers: Willpower, Tactician,
Overwhelming, Regale, Discipline's second marker): the die, the after-roll choices, success and
Domination, a Foiled Avatar, placing her marker (`drop` when both are in use, `keep` between Regale's
two Dancers), freeing a rival's Dancer, and Regale's optional second attempt.

Pure Python, never pygame. Every function takes a draft (game.the_dance.draft) and returns the state
that follows; `roll_dominates` only reads.

Reads: attempt, actor, hands, powers, opts, dheld, dom, ctx
Writes: attempt, phase, ctx, foiled, dheld, dom, revealed, log
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.choices import influence_options
from game.the_dance.draft import mark, put, release, reveal, say
from game.the_dance.facts import held, markers, seat_of_avatar, who
from game.the_dance.phases import (
    AFTER_ROLL, DOMINATE_MARGIN3, DROP, FOIL, INF, KEEP_DANCER, NO_REFS, REGALE_STEP, ROLL, Attempt,
)
from game.the_dance.refreshments import spend
from game.the_dance.rounds import end_turn


def rolled(s, die: int):
    """The die of a declared attempt: Willpower or Tactician with a marker to pay decide next, else
    the attempt resolves."""
    att = s.attempt._replace(die=die)
    s.attempt = att
    seat = s.actor
    if sum(s.hands[seat]):
        powers = s.powers[seat]
        can_reroll = F.WILLPOWER in powers and not att.rerolled
        can_adjust = F.TACTICIAN in powers
        if can_reroll or can_adjust:
            if can_reroll:
                reveal(s, seat, F.WILLPOWER)
            if can_adjust:
                reveal(s, seat, F.TACTICIAN)
            s.phase = AFTER_ROLL
            return s
    return resolve(s)


def reroll(s, seat: int, k: int):
    """`reroll A` (Willpower): pay a marker, roll again (a chance event)."""
    spend(s, seat, (k,))
    s.attempt = s.attempt._replace(rerolled=True)
    s.phase = ROLL
    return s


def adjust(s, seat: int, delta: int, k: int):
    """`adjust ±1 A` (Tactician): pay a marker, move the die by one; the attempt resolves."""
    spend(s, seat, (k,))
    s.attempt = s.attempt._replace(die=s.attempt.die + delta, adjusted=True)
    return resolve(s)


def accept(s, seat: int):
    return resolve(s)


def roll_dominates(s, att: Attempt) -> bool:
    """Would this roll Dominate by itself (an unmodified 1, or 3 under the target with margin3)?"""
    if s.opts["dominate"] == DOMINATE_MARGIN3:
        return att.die <= att.number - 3
    return att.die == 1 and not att.adjusted


def resolve(s):
    """A roll at or below the target number succeeds: Foiled; or her marker on an unaligned Dancer
    (Dominated by the roll or by Overwhelming); or a rival's Dancer freed (a Dominated one only by a
    roll that would Dominate)."""
    att, seat = s.attempt, s.actor
    s.attempt = None
    success = att.die <= att.number
    by_roll = roll_dominates(s, att)
    if att.kind == FOIL:
        target = seat_of_avatar(s, att.target)
        if success:
            put(s, "foiled", target, True)
            say(s, f"{who(s, target)} is Foiled")
        else:
            say(s, f"{who(s, target)} is not Foiled")
        return end_turn(s)
    d = att.target
    holder = s.dheld[d]
    if holder < 0:
        if success:
            dominated = by_roll
            if not dominated and F.OVERWHELMING in s.powers[seat]:
                reveal(s, seat, F.OVERWHELMING)
                dominated = True
            return place(s, seat, d, dominated, att)
        say(s, f"{F.DANCER_IDS[d]} resists")
    else:
        freed = by_roll if s.dom >> d & 1 else success
        if freed:
            release(s, d)
            say(s, f"{F.DANCER_IDS[d]} is freed from {who(s, holder)}")
        else:
            say(s, f"{F.DANCER_IDS[d]} stays with {who(s, holder)}")
    return after_attempt(s, seat, att)


def place(s, seat: int, d: int, dominated: bool, att: Attempt):
    """Her marker goes on Dancer d: a free marker, or the one marker she has moves; with two in use
    she chooses (`drop`), and after Regale's two successes she keeps one of the two (`keep`)."""
    in_use = held(s, seat)
    free = markers(s, seat) - len(in_use)
    if att.first >= 0 and att.first_placed and free <= 0:
        s.phase, s.ctx = KEEP_DANCER, (att.first, d, dominated)
        return s
    if free > 0:
        marked(s, seat, d, dominated)
    elif len(in_use) == 1:
        release(s, in_use[0])
        marked(s, seat, d, dominated)
    else:
        s.phase, s.ctx = DROP, (d, dominated, att.first < 0)
        return s
    return after_attempt(s, seat, att)


def marked(s, seat: int, d: int, dominated: bool) -> None:
    mark(s, seat, d, dominated)
    say(s, f"{F.DANCER_IDS[d]} is {'Dominated' if dominated else 'Influenced'} by {who(s, seat)}")


def drop(s, seat: int, dropped: int):
    """`drop <dancer>`: that Dancer is released and her marker goes on the new one."""
    d, dominated, was_first = s.ctx
    s.ctx = None
    release(s, dropped)
    marked(s, seat, d, dominated)
    if was_first:
        return after_attempt(s, seat, Attempt(INF, d, 0, NO_REFS, 0))
    return end_turn(s)


def keep_dancer(s, seat: int, kept: int):
    """`keep <dancer>` after Regale's two successes: the other Dancer is released."""
    first, second, dominated = s.ctx
    s.ctx = None
    if kept == second:
        release(s, first)
        marked(s, seat, second, dominated)
    return end_turn(s)


def after_attempt(s, seat: int, att: Attempt):
    """Regale's optional second attempt after a first Influence-a-Dancer attempt (when a second
    target is there), else the turn ends."""
    if att.kind == INF and att.first < 0 and F.REGALE in s.powers[seat]:
        if influence_options(s, seat, exclude=att.target):
            reveal(s, seat, F.REGALE)
            s.phase, s.ctx = REGALE_STEP, (att.target, s.dheld[att.target] == seat)
            return s
    return end_turn(s)
