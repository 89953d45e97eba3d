"""The order of play in The Dance (shared/rules/the_dance.md, "Round", "Waltz Phase", the Initiative
and Placings options): a round's turns in order, the end of a turn, the queue of Refreshment draws
and hand-limit discards between steps (the Server, Tempo box 4), a family leaving play when she wins,
and the Waltz Phase: the Server's return, the Tempo, the unaligned Dancers' step (game.the_dance.waltz)
or the rest's draws, the Initiative and the next round or the turn limit.

Pure Python, never pygame. Every function takes a draft (game.the_dance.draft), changes it and
returns the state that follows: the next decision, chance event or the end.

Reads: opts, players, holder, order, turn, in_play, queue, after, hands, disc_down, apos, dpos, dheld,
server, tempo, round, places, plans
Writes: order, turn, phase, actor, moved, attempt, ctx, queue, after, hands, disc_down, places, in_play,
apos, dheld, dom, foiled, holder, server, tempo, dpos, round, log, _occ, _board
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance import waltz
from game.the_dance.draft import moved, put, release, say
from game.the_dance.end import finish, finish_by_limit, placing_returns
from game.the_dance.facts import held, limit, name, occupied, round_order, seat_of_avatar, table, who
from game.the_dance.phases import AFTER_TURN, AFTER_WALTZ, DANCE, DISCARD, DRAW, INITIATIVE, WALTZ_ROLL, add, sub_all
from game.the_dance.refreshments import draw_count, take


# --- turns ------------------------------------------------------------------------------------------

def start_round(s):
    """The round's turn order from the Initiative holder (seat 0 without the option), first turn."""
    s.order = round_order(s, s.holder)
    s.turn = 0
    return start_turn(s)


def start_turn(s):
    seat = s.order[s.turn]
    s.phase, s.actor, s.moved, s.attempt, s.ctx = DANCE, seat, 0, None, None
    return s


def end_turn(s):
    """The next family in play takes her turn, or the Waltz Phase begins."""
    s.attempt = s.ctx = None
    s.turn += 1
    while s.turn < len(s.order) and not s.in_play[s.order[s.turn]]:
        s.turn += 1
    if s.turn < len(s.order):
        return start_turn(s)
    return waltz_phase(s)


def win(s, seat: int):
    """`seat`'s Plan is complete: she wins, and the game ends; with Placings she leaves play instead
    (her Avatar leaves the floor, her Dancers are released, the Initiative passes on) and her turn
    ends, until one family is left."""
    say(s, f"{who(s, seat)} wins: her Plan {F.PLAN_IDS[s.plans[seat]]} is complete")
    if not s.opts["placings"]:
        results = [0.0] * s.players
        results[seat] = 1.0
        return finish(s, tuple(results), f"{name(s, seat)} completes her Plan.")
    s.places = s.places + ((seat,),)
    put(s, "in_play", seat, False)
    put(s, "apos", seat, -1)
    for d in held(s, seat):
        release(s, d)
    put(s, "foiled", seat, False)
    moved(s)
    left = [t for t in range(s.players) if s.in_play[t]]
    if s.holder == seat and left:
        s.holder = min(left, key=lambda t: (table(s, t) - table(s, seat)) % 6)
    if len(left) <= 1:
        return finish(s, placing_returns(s), f"{name(s, seat)} completes her Plan.")
    return end_turn(s)


# --- draws between steps ----------------------------------------------------------------------------

def next_draw(s):
    """The next queued draw that can take a marker, else what the queue was waiting to finish."""
    while s.queue:
        seat = s.queue[0][0]
        s.phase, s.actor = DRAW, seat
        if draw_count(s) > 0:
            return s
        s.queue = s.queue[1:]
    if s.after == AFTER_TURN:
        return end_turn(s)
    return waltz_end(s)


def drawn(s, kinds: tuple):
    """The chance outcome of a queued draw: into the hand, then a discard if over the limit."""
    seat = s.queue[0][0]
    take(s, seat, kinds)
    if sum(s.hands[seat]) > limit(s, seat):
        s.phase, s.actor = DISCARD, seat
        return s
    s.queue = s.queue[1:]
    return next_draw(s)


def discard(s, seat: int, k: int):
    """`discard K`: one marker face down, until the hand is within the limit."""
    put(s, "hands", seat, sub_all(s.hands[seat], (k,)))
    put(s, "disc_down", seat, add(s.disc_down[seat], k))
    if sum(s.hands[seat]) > limit(s, seat):
        return s
    s.queue = s.queue[1:]
    return next_draw(s)


# --- the Waltz Phase --------------------------------------------------------------------------------

def waltz_phase(s):
    """Step 1: a Server in the kitchen rolls to come back; otherwise on to the Tempo."""
    if s.server < 0:
        s.phase, s.actor = WALTZ_ROLL, -1
        return s
    return waltz_tempo(s)


def waltz_server(s, n: int):
    """The Server's roll: he goes to Server hex n if it is empty, else stays in the kitchen."""
    h = F.SERVER_HEXES[n - 1]
    if h not in occupied(s):
        s.server = h
        moved(s)
    else:
        say(s, "the Server stays in the kitchen")
    return waltz_tempo(s)


def waltz_tempo(s):
    """Steps 2-4: the Tempo advances; in boxes 1-3 the unaligned Dancers step, in box 4 they rest and
    each family in turn order draws a Refreshment."""
    s.tempo = s.tempo % 4 + 1
    if s.tempo == 4:
        say(s, "Tempo 4: the Dancers rest; each family draws a Refreshment")
        s.queue = tuple((t, 1) for t in s.order if s.in_play[t])
        s.after = AFTER_WALTZ
        return next_draw(s)
    dheld = s.dheld
    blockers = {h for h in s.apos if h >= 0}
    if s.server >= 0:
        blockers.add(s.server)
    s.dpos = waltz.step(s.dpos, lambda d: dheld[d] < 0, blockers)
    moved(s)
    say(s, f"Tempo {s.tempo}: the Dancers waltz")
    return waltz_end(s)


def waltz_end(s):
    """Steps 5-6: the game ends at the turn limit; else the Initiative passes, or the next round."""
    s.queue = ()
    if s.round >= s.opts["turn_limit"]:
        return finish_by_limit(s)
    if s.opts["initiative"]:
        s.phase, s.actor = INITIATIVE, s.holder
        return s
    return next_round(s)


def initiative(s, seat: int, a: int):
    """`initiative <avatar>`: the holder hands the marker on."""
    s.holder = seat_of_avatar(s, a)
    return next_round(s)


def next_round(s):
    s.round += 1
    return start_round(s)
