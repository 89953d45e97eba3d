"""The end of a game of The Dance (shared/rules/the_dance.md, "Winning and the end" and the
`placings` option): the turn-limit ranking (Plan symbols matched, then Dancers seated), the returns
of placings, ending the game, and what a finished game reports (returns, scores, the reason).

Pure Python, never pygame. `finish` and `finish_by_limit` change a draft (game.the_dance.draft); the
others only read. A family winning during play is game.the_dance.rounds.win, which ends here.

Reads: players, opts, plans, seated, in_play, places, result
Writes: phase, actor, result, attempt, ctx, queue
"""
from __future__ import annotations

from game.the_dance.phases import OVER, plan_matches


def scores(s) -> tuple:
    """Each family's Plan symbols matched by her seated Dancers (0 before she has a Plan)."""
    return tuple(float(plan_matches(s.plans[t], s.seated[t])) if s.plans[t] >= 0 else 0.0
                 for t in range(s.players))


def returns(s) -> tuple:
    return s.result[0] if s.result else tuple(0.0 for _ in range(s.players))


def end_reason(s) -> str:
    return s.result[1] if s.result else ""


def turn_limit_ranking(s, seats) -> list:
    """Groups of seats, best first, by Plan symbols matched, then the number seated."""
    key = {t: (plan_matches(s.plans[t], s.seated[t]), len(s.seated[t])) for t in seats}
    groups: dict = {}
    for t in seats:
        groups.setdefault(key[t], []).append(t)
    return [tuple(groups[k]) for k in sorted(groups, reverse=True)]


def placing_returns(s) -> tuple:
    """Placings: the family in place k gets (n - k) / (n - 1); tied families share their places."""
    n = s.players
    remaining = [t for t in range(n) if s.in_play[t]]
    groups = list(s.places) + turn_limit_ranking(s, remaining)
    out = [0.0] * n
    place = 1
    for group in groups:
        values = [(n - k) / (n - 1) for k in range(place, place + len(group))]
        for t in group:
            out[t] = sum(values) / len(values)
        place += len(group)
    return tuple(out)


def finish(s, results: tuple, why: str):
    """The game is over with these returns."""
    s.phase, s.actor, s.result = OVER, -1, (results, why)
    s.attempt = s.ctx = None
    s.queue = ()
    return s


def finish_by_limit(s):
    """The Waltz Phase of the last round has ended: the best match wins (shared), or placings rank."""
    why = f"The turn limit ({s.opts['turn_limit']} rounds) is reached."
    if s.opts["placings"]:
        return finish(s, placing_returns(s), why)
    top = turn_limit_ranking(s, range(s.players))[0]
    results = tuple(1.0 / len(top) if t in top else 0.0 for t in range(s.players))
    return finish(s, results, why)
