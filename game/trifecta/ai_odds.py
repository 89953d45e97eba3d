"""Trifecta's odds for a seat of a two-seat stage: playouts from worlds weighed by how well they explain
what the other seat has done this stage, as the main input of the fitted model the bot's estimate_chance
evaluates (game.ai.odds.model_chance, weights in levels/trifecta/odds_model.json, fitted by
tools/fit_odds_model.py). A stage of three seats has playouts of its own (stage_playouts, at the end: to
the stage's end from uniformly dealt worlds) and a model of its own (levels/trifecta/odds_model_three.json);
stages of four to six seats have the same playouts with a model of their own (levels/trifecta/odds_model_many.json).

Why weigh the worlds: a seat sees 9 of the stage's cards; the other 45 are its opponent's 9 and 36 that
nobody was dealt. A world dealt uniformly from those gives the opponent the hand of a stranger, yet the
opponent has gone in or stayed out, paid its antes with the cards it valued least and bid what it judged
right, all in plain sight, and its hand after a few rounds is what those choices kept. So each sampled
world replays the stage's revealed choices with the opponent holding that world's cards, and counts how
many of them the house's heuristic player (ai_policy, Normal) would have made otherwise; a world is kept
in proportion to MISMATCH to that count (a soft weight: an opponent that plays differently, a person or
another level, only makes the weights flatter, never rules out every world). The kept worlds are played
out by the heuristic player at every seat (no random choices: the playouts replay the opponent the
weights assumed) to the end of the stage: a tie there starts a stage dealt afresh, an even chance.

The replays are most of the cost, so a world's count stops SLACK above the best world's so far (it would
weigh MISMATCH ** SLACK of that world at most, next to nothing). Measured on 120 games of the bench's seed
1 (1300 estimates): a fifth less CPU (0.106 s of process CPU an estimate, was 0.134), and the same Brier score within
noise (the fitted model's ratio +0.0007, 90% [-0.0012, +0.0026] over games), so the model fitted to the
uncut counts still holds. Spending the saving on 384 candidates instead sharpened the playouts a little
(-0.007 of the ratio on seed 101) but no refit on 242 games beat the present model held out on seeds 1
and 2: the candidates stay 256.

Why the weights and the draws stay as they are (measured on Normal self-play, fitted on seeds 101 and 202, 200
games each, judged on seeds 1 and 2, 420 games each): the true world's count is the best sampled world's in 97%
of positions (1112 of 1150; at Normal both seats are deterministic, so the replay rarely leaves the truth
behind), and played out it gives the game's result exactly whenever the stage decides the game (a tied stage,
37% of those positions, is the even chance). So the weighing is not what limits the model: refitted on the
weighted mean of every world within one of the best count (no resampling noise) at MISMATCH 0.05 or 0.2, or of
the best-count worlds alone, the Brier ratio moved -0.001 / -0.001 / +0.001 (95% [-0.010, +0.010] over games)
against this model's 0.794, playing 124 or 78 worlds an estimate instead of 46 (0.17 s of CPU for the first): none
is used.

No pygame. Reads only what the seat sees: the worlds come from determinize(seat, rng) of the state as the
seat knows it (bot.as_seat_knows), the replay uses only revealed choices (records, this round's ins and
antes), and the RNG is seeded from the seat's observation (game.ai.bots.decision_rng), so the same view
and seed give the same estimate.
"""
from __future__ import annotations

import bisect
import math

from game.ai import odds
from game.ai.bots import decision_rng
from game.trifecta import ai_policy as P
from game.trifecta import cards as C
from game.trifecta.rules import ANTE, BID, IN, INOUT, NOT_PLAYED, OUT, remove_cards

CANDIDATES = 256  # worlds sampled and weighed per estimate
PLAYOUTS = 64  # draws among them by weight; each world drawn is played out once, to the end of its stage
MISMATCH = 0.05  # a world's weight per revealed choice of the opponent that the heuristic player would not make
LIMIT = 6  # mismatches counted at most: a world this far off weighs next to nothing anyway
SLACK = 2  # a world's count stops this far above the best world's so far: it weighs MISMATCH ** SLACK of it at most


def revealed_rounds(state) -> list[tuple]:
    """This stage's rounds as far as they have been revealed: (round, ins, antes, bids) for each finished
    round, then the current round's ins (and antes) once they are shown (bids None: not yet)."""
    rounds = [(r, ins, antes, bids) for r, ins, antes, bids, _ in state.records]
    if state.phase in (ANTE, BID):
        rounds.append((state.round, state.ins, state.antes if state.phase == BID else None, None))
    return rounds


def mismatches(world, seat: int, opp: int, rounds: list[tuple], limit: int) -> int:
    """How many of `opp`'s revealed choices this stage the heuristic player would have made otherwise,
    holding in `world` the cards it holds there (replayed from the stage's start; counting stops at
    `limit`)."""
    spent = {seat: [], opp: []}
    for _, _, antes, bids in rounds:
        for s, card in antes or ():
            spent[s].append(card)
        for s, cards in bids or ():
            spent[s].extend(cards)
    hands = list(world.hands)
    for s in (seat, opp):
        hands[s] = tuple(sorted(hands[s] + tuple(spent[s])))
    played: tuple = ()
    taken = [NOT_PLAYED] * C.ROUNDS
    face_final = world.face_up
    missed = 0
    for r, ins, antes, bids in rounds:
        face = list(face_final[:r]) + [C.SEGMENTS[r][2]] + [False] * (C.ROUNDS - r - 1)
        at = world._with(round=r, phase=INOUT, hands=tuple(hands), played=played, taken_by=tuple(taken),
                         face_up=tuple(face), ins=(), antes=(), pending=())
        if hands[opp] and P.choose(at, opp) != (IN if opp in ins else OUT):
            missed += 1
        if antes is not None and C.SEGMENTS[r][1] and ins:
            if len(ins) > 1:
                face[r] = True
            at = at._with(phase=ANTE, ins=ins, face_up=tuple(face))
            mine = dict(antes).get(opp)
            if mine is not None and P.choose(at, opp) != ("ante", mine):
                missed += 1
            for s, card in antes:
                hands[s] = remove_cards(hands[s], (card,))
            played += tuple(card for _, card in antes)
        if bids is not None and len(ins) > 1:
            at = at._with(phase=BID, ins=ins, antes=antes or (), hands=tuple(hands), played=played,
                          face_up=tuple(face))
            mine = dict(bids).get(opp)
            if mine is not None and tuple(sorted(P.choose(at, opp)[1])) != tuple(sorted(mine)):
                missed += 1
            for s, cards in bids:
                hands[s] = remove_cards(hands[s], cards)
                played += tuple(cards)
        if missed >= limit:
            return limit
        taken[r] = world.taken_by[r]  # NOT_PLAYED for the round still going on
    return missed


def weighed_playouts(known, seat: int, hooks, seed: int, candidates: int = CANDIDATES, playouts: int = PLAYOUTS,
                     mismatch: float = MISMATCH) -> tuple[float, int]:
    """(the seat's chance, how many distinct worlds were played out): the mean result over `playouts`
    draws, shrunk towards an even chance (game.ai.odds.smoothed: never 0 or 1), of worlds drawn from
    `candidates` determinizations of `known` (the state as the seat knows it), each with weight `mismatch`
    to the number of the opponent's revealed choices it fails to explain, played to the stage's end
    (stage_result)."""
    rng = decision_rng(seed, known, seat)
    opp = next(s for s in known.stage_seats if s != seat)
    rounds = revealed_rounds(known)
    best = LIMIT
    worlds, cumulative, total = [], [], 0.0
    for _ in range(candidates):
        world = known.determinize(seat, rng)
        missed = mismatches(world, seat, opp, rounds, min(LIMIT, best + SLACK))
        best = min(best, missed)
        total += mismatch ** missed
        worlds.append(world)
        cumulative.append(total)
    played: dict = {}  # a world's playout is the same every time (no chance within a stage): play it once
    got = 0.0
    start = rng.random() / playouts  # systematic resampling: evenly spread draws, one random offset
    for k in range(playouts):
        i = min(len(worlds) - 1, bisect.bisect_left(cumulative, (start + k / playouts) * total))
        if i not in played:
            played[i] = stage_result(worlds[i], seat, hooks, rng)
        got += played[i]
    return odds.smoothed(got, playouts), len(played)


def stage_result(world, seat: int, hooks, rng) -> float:
    """The seat's result of `world` played by the heuristic player at every seat to the end of its stage:
    the game's return if the stage ends it, else an even chance (two seats tied start a new stage dealt
    afresh, where neither holds an edge the seat can see: playing it out would only add noise)."""
    s, stage = world, world.stage
    while not s.is_over() and s.stage == stage:
        mover = min(s.to_move())
        s = s.apply(hooks.playout_action(s, mover, rng), mover)
    return float(s.returns()[seat]) if s.is_over() else 0.5


# --- stages of three seats -------------------------------------------------------------------------------
# The input of the three-seat model and of the many-seat one (the bot's three_features, many_features: why
# there, and how each stage size came to read it). These playouts end
# with the stage instead of the game, every seat played by the heuristic player, and score how the stage
# leaves the seat: the game won as its last survivor, nothing when it falls, and otherwise a share of the
# game among the seats going on (the survivors, or every seat of the stage when nobody survives and it is
# replayed) by their goal cards over all stages (going_on_share). The worlds are dealt uniformly: weighed by
# every other seat's revealed choices (as the two-seat stage's are, MISMATCH per choice, 48 candidates for 32
# draws) they did worse as a model's input, held out on seeds 1 and 2 (Brier ratio +0.003 at 3 players, +0.014
# at 4, +0.002 at 6, 120 games each) at twice the CPU: with two to five hands unseen, so few candidates rarely
# hold the truth. Tried again at three seats with 128 candidates (2026-11-27), the weighing at best tied the
# uniform share held out (fresh seeds 6 and 7): docs/odds/trifecta.md.
STAGE_PLAYOUTS = 32  # worlds dealt and played out per estimate (0.03 s of CPU at three seats)
# Why the goal cards over all stages: a stage of three seats is survived on three goal cards, which few reach,
# so most such stages are replayed, and over a third of three-seat games reach the tenth stage, won on those
# totals. An even share among the seats going on (as before) left the model under-saying a seat that leads
# late in the game: its 50-80% estimates were won 11-20 points more often than said at stages 7-9 (Normal
# self-play at 3 players, 500 games). A share that leans towards the most goal cards, by LEAN a card, damped
# by the stages still to play after the next (two cards ahead five stages out count less than one at the
# last), took the Brier ratio from 0.834 to 0.814 over 5 folds by game of 600 games on the fitting seeds
# (303/404/505; paired -0.021, 95% [-0.030, -0.011]); LEAN 0.75-1.25 and FADE 0.5-1 all did within 0.005 of it,
# and adding the lead after the stage or its square-root weighing on top changed nothing. Held out (seeds 1
# and 2, 400 games each, model refitted on 900 games): 0.815 -> 0.805 (paired -0.010, 95% [-0.020, -0.000]),
# worst decile 10.4 -> 4.8 points.
LEAN = 1.0  # the logit of a seat's share per goal card it holds over all stages...
FADE = 0.75  # ...divided by (1 + the stages left after the next one) ** FADE


def going_on_share(totals, going_on, seat: int, stages_left: int) -> float:
    """`seat`'s share of the game among the seats `going_on` to a new stage: in proportion to exp(LEAN *
    goal cards over all stages / (1 + `stages_left` after that one) ** FADE), an even share when the totals are
    level."""
    scale = LEAN / (1.0 + max(0, stages_left)) ** FADE
    top = max(totals[s] for s in going_on)
    weight = {s: math.exp(scale * (totals[s] - top)) for s in going_on}
    return weight[seat] / sum(weight.values())


def stage_share(world, seat: int, hooks, rng) -> float:
    """The seat's share of the game once `world` is played to the end of its stage by the heuristic player
    at every seat: the game's return if the stage ends it, nothing if the seat falls, else its
    going_on_share among the survivors (every seat of the stage when nobody survives)."""
    s, stage, seats = world, world.stage, world.stage_seats
    while not s.is_over() and s.stage == stage:
        mover = min(s.to_move())
        s = s.apply(hooks.playout_action(s, mover, rng), mover)
    if s.is_over():
        return float(s.returns()[seat])
    going_on = s.history[-1]["survivors"] or seats
    if seat not in going_on:
        return 0.0
    return going_on_share(s.totals, going_on, seat, C.MAX_STAGES - s.stage)


def stage_playouts(known, seat: int, hooks, seed: int, playouts: int = STAGE_PLAYOUTS) -> float:
    """The seat's share of the game (stage_share) over `playouts` worlds dealt from `known` (the state as the
    seat knows it), smoothed towards an even chance (odds.smoothed), for `seat` of a stage of any size."""
    rng = decision_rng(seed, known, seat)
    return odds.smoothed(sum(stage_share(known.determinize(seat, rng), seat, hooks, rng) for _ in range(playouts)),
                         playouts)
