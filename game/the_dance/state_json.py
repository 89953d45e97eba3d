"""The lossless JSON form of a Dance state (design.md: `to_json` / `Game.from_json`; saves and
replays hold it): every field by the page's ids and hex labels, so a save reads the same whatever
indices the code uses inside.

Pure Python, never pygame; only reads a state, and builds plain field values (the state class itself
is game.the_dance.rules', which makes the object).

Reads every field but the caches (the log through facts.public_log):

Reads: players, opts, phase, actor, step, avatars, powers, revealed, plans, hands, pile, disc_up,
disc_down, pile_known, plan_pile, plan_known, power_known, power_pair, apos, dpos, dheld, dom, seated,
server, tempo, round, order, turn, moved, attempt, ctx, queue, after, holder, in_play, places, foiled,
bonus, result
Writes: nothing
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.facts import public_log
from game.the_dance.phases import Attempt


def _markers(counts) -> list:
    return [F.MARKER_IDS[k] for k, n in enumerate(counts) for _ in range(n)]


def _counts(names) -> tuple:
    c = [0] * F.NUM_KINDS
    for n in names:
        c[F.MARKER[n]] += 1
    return tuple(c)


def _label(h: int):
    return F.LABELS[h] if h >= 0 else None


def _hex(label) -> int:
    return -1 if label is None else F.HEX[label]


def state_to_json(s, version: int) -> dict:
    """The state as JSON-able data: ids and hex labels, not indices; the log as its lines."""
    att = s.attempt
    return {
        "game": "the_dance", "version": version, "players": s.players, "options": dict(s.opts),
        "phase": s.phase, "actor": s.actor, "step": s.step,
        "avatars": [F.AVATAR_IDS[a] if a >= 0 else None for a in s.avatars],
        "powers": [[F.POWER_IDS[p] for p in ps] for ps in s.powers],
        "revealed": [[F.POWER_IDS[p] for p in range(len(F.POWER_IDS)) if r >> p & 1] for r in s.revealed],
        "plans": [F.PLAN_IDS[p] if p >= 0 else None for p in s.plans],
        "hands": [_markers(h) for h in s.hands], "pile": _markers(s.pile), "disc_up": _markers(s.disc_up),
        "disc_down": [_markers(c) for c in s.disc_down], "pile_known": [_markers(c) for c in s.pile_known],
        "plan_pile": [F.PLAN_IDS[p] for p in s.plan_pile],
        "plan_known": [[F.PLAN_IDS[p] for p in k] for k in s.plan_known],
        "power_known": [[F.POWER_IDS[p] for p in k] for k in s.power_known],
        "power_pair": [[F.POWER_IDS[p] for p in k] for k in s.power_pair],
        "apos": [_label(h) for h in s.apos], "dpos": [_label(h) for h in s.dpos], "dheld": list(s.dheld),
        "dom": [F.DANCER_IDS[d] for d in range(F.NUM_DANCERS) if s.dom >> d & 1],
        "seated": [[F.DANCER_IDS[d] for d in ds] for ds in s.seated], "server": _label(s.server),
        "tempo": s.tempo, "round": s.round, "order": list(s.order), "turn": s.turn, "moved": s.moved,
        "attempt": None if att is None else [att.kind, att.target, att.domain, _markers(_counts_of(att.refs)),
                                             att.number, att.die, att.rerolled, att.adjusted, att.first,
                                             att.first_placed],
        "ctx": None if s.ctx is None else list(s.ctx),
        "queue": [list(q) for q in s.queue], "after": s.after, "holder": s.holder, "in_play": list(s.in_play),
        "places": [list(p) for p in s.places], "foiled": list(s.foiled), "bonus": list(s.bonus),
        "result": None if s.result is None else [list(s.result[0]), s.result[1]],
        "log": public_log(s),
    }


def _counts_of(kinds) -> tuple:
    c = [0] * F.NUM_KINDS
    for k in kinds:
        c[k] += 1
    return tuple(c)


def fields_from_json(data: dict, game) -> dict:
    """The fields of the state `data` holds (`game` checks the options and gives the version);
    ValueError if it is not a state of this game and version."""
    if data.get("game") != "the_dance" or data.get("version") != game.info.version:
        raise ValueError("not a The Dance state of this version")
    n = int(data["players"])
    att = data["attempt"]
    log = None
    for line in data["log"]:
        log = (log, str(line))
    result = data["result"]
    return dict(
        players=n, opts=game.check_options(data["options"], n), phase=data["phase"], actor=int(data["actor"]),
        step=int(data["step"]),
        avatars=tuple(F.AVATAR[a] if a is not None else -1 for a in data["avatars"]),
        powers=tuple(tuple(F.POWER[p] for p in ps) for ps in data["powers"]),
        revealed=tuple(sum(1 << F.POWER[p] for p in ps) for ps in data["revealed"]),
        plans=tuple(F.PLAN[p.lower()] if p is not None else -1 for p in data["plans"]),
        hands=tuple(_counts(h) for h in data["hands"]), pile=_counts(data["pile"]),
        disc_up=_counts(data["disc_up"]), disc_down=tuple(_counts(c) for c in data["disc_down"]),
        pile_known=tuple(_counts(c) for c in data["pile_known"]),
        plan_pile=tuple(F.PLAN[p.lower()] for p in data["plan_pile"]),
        plan_known=tuple(tuple(F.PLAN[p.lower()] for p in k) for k in data["plan_known"]),
        power_known=tuple(tuple(F.POWER[p] for p in k) for k in data["power_known"]),
        power_pair=tuple(tuple(F.POWER[p] for p in k) for k in data["power_pair"]),
        apos=tuple(_hex(h) for h in data["apos"]), dpos=tuple(_hex(h) for h in data["dpos"]),
        dheld=tuple(int(x) for x in data["dheld"]),
        dom=sum(1 << F.DANCER[d] for d in data["dom"]),
        seated=tuple(tuple(F.DANCER[d] for d in ds) for ds in data["seated"]), server=_hex(data["server"]),
        tempo=int(data["tempo"]), round=int(data["round"]), order=tuple(int(x) for x in data["order"]),
        turn=int(data["turn"]), moved=int(data["moved"]),
        attempt=None if att is None else Attempt(
            att[0], int(att[1]), int(att[2]), tuple(sorted(F.MARKER[k] for k in att[3])), int(att[4]), int(att[5]),
            bool(att[6]), bool(att[7]), int(att[8]), bool(att[9])),
        ctx=None if data["ctx"] is None else tuple(data["ctx"]),
        queue=tuple(tuple(int(x) for x in q) for q in data["queue"]), after=data["after"],
        holder=int(data["holder"]), in_play=tuple(bool(x) for x in data["in_play"]),
        places=tuple(tuple(int(x) for x in p) for p in data["places"]),
        foiled=tuple(bool(x) for x in data["foiled"]), bonus=tuple(bool(x) for x in data["bonus"]),
        result=None if result is None else (tuple(float(x) for x in result[0]), str(result[1])), log=log)
