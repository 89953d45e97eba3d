"""The Dance's Waltz step for the Dancers nobody holds: path Dancers move together as trains, then
arrow Dancers one at a time, lowest depth first, ties by label (shared/rules/the_dance.md, Waltz
Phase, step 3).

Pure Python over hex and Dancer indices (game.the_dance.floor); no game state of its own and never
pygame. `step(dpos, free, blockers)` returns the new Dancer positions.
"""
from __future__ import annotations

from game.the_dance.floor import DEPTH, IS_PATH, LOOP, TARGET

EMPTY, FREE, STOP = 0, 1, 2  # what a path hex holds: nothing, a Dancer that waltzes, anything else


def step(dpos: tuple, free, blockers) -> tuple:
    """Positions after one Waltz step. `dpos[d]` is Dancer d's hex (-1 off the floor); `free(d)` says
    whether Dancer d is unaligned; `blockers` holds the hexes of the other pieces (Avatars, Server)."""
    board = {}
    for d, h in enumerate(dpos):
        if h >= 0:
            board[h] = d
    new = list(dpos)
    n = len(LOOP)
    kinds = []
    for h in LOOP:
        d = board.get(h)
        if d is None:
            kinds.append(STOP if h in blockers else EMPTY)
        else:
            kinds.append(FREE if free(d) else STOP)
    # A Dancer moves if the hex ahead is empty or holds a free Dancer that moves too. Going backwards
    # from a hex that is not a free Dancer decides each Dancer after the one ahead of it.
    start = next((i for i, k in enumerate(kinds) if k != FREE), None)
    if start is not None:
        moving = [False] * n
        for back in range(1, n):
            i = (start - back) % n
            if kinds[i] != FREE:
                continue
            ahead = (i + 1) % n
            moving[i] = kinds[ahead] == EMPTY or (kinds[ahead] == FREE and moving[ahead])
        for i in range(n):
            if moving[i]:
                new[board[LOOP[i]]] = LOOP[(i + 1) % n]
    # arrow Dancers one at a time into hexes that are empty now
    arrows = sorted((DEPTH[h], h, d) for d, h in enumerate(dpos) if h >= 0 and not IS_PATH[h] and free(d))
    if arrows:
        taken = {h for h in new if h >= 0}
        taken.update(blockers)
        for _, h, d in arrows:
            target = TARGET[h]
            if target not in taken:
                taken.discard(h)
                taken.add(target)
                new[d] = target
    return tuple(new)
