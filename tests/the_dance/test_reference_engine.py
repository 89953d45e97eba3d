"""Move-for-move agreement between the project's engine for The Dance and the independent reference
engine (tests/the_dance/reference_engine.py, written from the rules page alone).

Chance outcomes are sampled from our engine and applied to both; at every decision both must list
the same legal actions as the same canonical strings in the same order, the same seats must be to
move, the same Powers must be public, and at the end both must agree on returns() and scores().
The games are random, with a bias towards the moves that make a game progress (seating, leading
home, walking to a Dancer), so that wins, placings and the turn limit all happen.

A longer soak: DANCE_SOAK=200 plays that many games per configuration here, and
tools/dance_agreement.py adds random option mixes and reports which rules the games reached.
"""
from __future__ import annotations

import os
import random
import zlib

import pytest

from game.core import CHANCE
from game.core.registry import GAMES

from tests.the_dance import reference_engine as ref

CONFIGS = [
    (2, {}),
    (3, {"plans": "open"}),
    (4, {}),
    (5, {"new_blood": True}),
    (6, {}),
    (2, {"super_villains": True}),
    (3, {"initiative": True}),
    (4, {"dominate": "margin3"}),
    (4, {"contest_dominated": True}),
    (3, {"refresh_any_domain": True}),
    (2, {"turn_limit": 20}),
    (4, {"placings": True}),
    (6, {"placings": True, "initiative": True}),
    (3, {"super_villains": True, "contest_dominated": True, "dominate": "margin3"}),
    (5, {"new_blood": True, "plans": "open", "super_villains": True, "refresh_any_domain": True}),
    (6, {"initiative": True, "super_villains": True, "placings": True, "turn_limit": 40}),
    (2, {"placings": True, "turn_limit": 20}),
    (3, {"turn_limit": 4, "initiative": True}),
]


def _norm_power(p: str) -> str:
    return p.strip().lower().replace(" ", "_")


def _public_powers(public: dict, seat):
    """The seat's revealed Powers in `public` (our engine's spectator observation)."""
    return {_norm_power(p) for p in public["families"][seat]["powers"]}


def public_board(obs: dict) -> dict:
    """What our engine shows everyone of the board, in the reference engine's terms."""
    fam = obs["families"]
    return {
        "dancers": {d["id"]: (d.get("hex"), d.get("held_by"), bool(d.get("dominated")), d.get("seated_at"))
                    for d in obs["dancers"]},
        "avatars": [(f["avatar"], f.get("hex")) for f in fam],
        "seated": [sorted(f["seated"]) for f in fam],
        "foiled": [bool(f["foiled"]) for f in fam],
        "bonus": [bool(f["bonus"]) for f in fam],
        "hand": [f["refreshments"] for f in fam],
        "in_play": [bool(f["in_play"]) for f in fam],
        "server": obs["server"], "tempo": obs["tempo"], "round": obs["round"],
    }


def ref_board(game: ref.RefGame) -> dict:
    def seat_at(d):
        s = game.seated_by[d]
        return None if s is None else game.avatar[s]
    return {
        "dancers": {d: (game.pos.get(d), None if game.holder[d] is None else game.avatar[game.holder[d]],
                        game.dominated[d], seat_at(d)) for d in ref.DANCER_IDS},
        "avatars": [(a, game.pos.get(a)) for a in game.avatar],
        "seated": [sorted(x) for x in game.seated],
        "foiled": list(game.foiled),
        "bonus": list(game.bonus),
        "hand": [sum(h.values()) for h in game.hand],
        "in_play": list(game.in_play),
        "server": game.pos.get("server"), "tempo": game.tempo, "round": game.round,
    }


def _needed(game: ref.RefGame, seat: int) -> set:
    """The symbols seat's Plan still lacks."""
    from collections import Counter
    need = Counter(ref.PLANS[game.plan[seat]]) - game.symbols_seated(seat)
    return set(need)


def _worth(game: ref.RefGame, text: str, seat: int) -> float:
    """A rough worth of a Dance or Influence action for the biased chooser (higher is better)."""
    words = text.split()
    verb = words[0]
    if verb == "lead" and words[-1].endswith("seat"):
        return 100.0
    if verb == "lead":
        goal = game.entry(seat)
        now = ref.hex_distance(game.pos[words[1]], goal)
        return 50.0 + now - ref.hex_distance(words[2].split(",")[-1], goal)
    if verb == "move":
        dest = words[1]
        need = _needed(game, seat)
        free = [game.pos[d] for d in ref.DANCER_IDS
                if d in game.pos and game.holder[d] is None and ref.SYMBOL[d] in need]
        if not free or len(game.held_floor(seat)) >= (2 if game.bonus[seat] else 1):
            return 1.0 if game.held_floor(seat) else 0.0
        here = game.pos[game.avatar[seat]]
        now = min(ref.hex_distance(here, h) for h in free)
        return 20.0 + now - min(ref.hex_distance(dest, h) for h in free)
    if verb == "influence":
        d, dom = words[1], words[2]
        tn = ref.RATING[game.avatar[seat]][dom] + ref.PIPS[d][dom] + sum(
            ref.MPIPS[m] for m in (words[3].split("+")[1:] if len(words) > 3 else []))
        good = ref.SYMBOL[d] in _needed(game, seat) or game.holder[d] is not None
        if game.holder[d] is None and game.held_floor(seat) and not game.bonus[seat]:
            good = False  # would drop the Dancer she already leads
        return (30.0 + tn) if good else -1.0
    if verb in ("server", "discipline", "strategic", "keep"):
        return 25.0 if len(game.hand[seat]) < 3 or verb != "server" else 2.0
    if verb in ("foil", "cutin"):
        return 1.0
    if verb in ("release", "unseat"):
        return -10.0
    return 0.0


def choose(rng: random.Random, game: ref.RefGame, seat: int, options: list[str],
           noise: float = 0.2) -> str:
    if rng.random() < noise:
        pick = rng.choice(options)
        if pick.split()[0] not in ("unseat", "release") or rng.random() < 0.2:
            return pick
    kind = game.pending_kind()
    if kind in ("dance", "influence", "regale"):
        worth = [_worth(game, t, seat) for t in options]
        best = max(worth)
        return rng.choice([t for t, w in zip(options, worth) if w == best])
    return rng.choice(options)


def play_game(players: int, options: dict, seed: int, check_powers: bool = True,
              max_steps: int = 200000, noise: float = 0.2) -> dict:
    """One game in lockstep; returns counts. Fails with a readable message on any disagreement."""
    rng = random.Random(seed)
    ours = GAMES["the_dance"].new_game(players, dict(options))
    mine = ref.RefGame(players, dict(options))
    decisions = chance = 0
    history = []
    boards = 0
    for _ in range(max_steps):
        kind_before = mine.pending_kind()
        movers = ours.to_move()
        assert set(movers) == set(mine.to_move()), (
            f"to_move differ: ours {set(movers)} ref {set(mine.to_move())} after {history[-12:]}")
        if not movers:
            break
        who = next(iter(movers))
        if who == CHANCE:
            a = ours.sample_chance(rng)
            text = ours.action_to_str(a)
            try:
                mine.apply(text)
            except Exception as exc:  # the reference refuses an outcome ours thinks possible
                raise AssertionError(f"ref refused chance {text!r}: {exc}; after {history[-12:]}")
            ours = ours.apply(a)
            chance += 1
        else:
            ol = [ours.action_to_str(a) for a in ours.legal_actions(who)]
            ml = mine.legal(who)
            if ol != ml:
                only_o = [t for t in ol if t not in ml]
                only_m = [t for t in ml if t not in ol]
                raise AssertionError(
                    f"legal actions differ (seat {who}, {mine.pending_kind()}):\n ours-only {only_o[:20]}"
                    f"\n ref-only {only_m[:20]}\n same set: {sorted(ol) == sorted(ml)}"
                    f"\n ours {ol[:40]}\n ref  {ml[:40]}\n after {history[-12:]}")
            text = choose(rng, mine, who, ml, noise)
            ours = ours.apply(ours.parse_action(text), who)
            mine.apply(text)
            decisions += 1
        history.append((who, text))
        kind_now = mine.pending_kind()
        if kind_now != kind_before and kind_now in ("dance", None):
            boards += 1
            ob, rb = public_board(ours.observation(None)), ref_board(mine)
            if ob != rb:
                diff = {k: (ob[k], rb[k]) for k in ob if ob[k] != rb[k]}
                if "dancers" in diff:
                    diff["dancers"] = {d: (v, rb["dancers"][d]) for d, v in ob["dancers"].items()
                                       if v != rb["dancers"][d]}
                raise AssertionError(f"public board differs at a turn start (ours, ref): {diff}; "
                                     f"after {history[-8:]}")
        if check_powers:
            public = ours.observation(None)  # one spectator's view read for every seat (it is the slow part)
            for seat in range(players):
                op, mp = _public_powers(public, seat), mine.revealed_powers(seat)
                assert op == mp, f"public Powers of seat {seat}: ours {op} ref {mp}; after {history[-6:]}"
    else:
        raise AssertionError("game did not end")
    assert ours.is_over() and mine.is_over()
    assert tuple(ours.returns()) == pytest.approx(mine.returns()), (ours.returns(), mine.returns())
    assert tuple(ours.scores()) == pytest.approx(mine.scores()), (ours.scores(), mine.scores())
    return {"decisions": decisions, "chance": chance, "rounds": mine.round,
            "won": bool(mine.winners), "placings": len(mine.winners), "events": mine.events,
            "boards": boards}


def test_page_grid_matches_the_level_file():
    import json
    with open(os.path.join(ref._ROOT, "levels", "the_dance", "ballroom.json"), encoding="utf-8") as f:
        data = json.load(f)
    kinds = {"circle": "o", "path": "p", "floor": ".", "server": None, "entry": None}
    assert len(ref.GRID) == len(data["hexes"]) == 263
    for h in data["hexes"]:
        k, d = ref.GRID[h["label"]]
        assert (h["q"], h["r"]) == ref.AXIAL[h["label"]]
        assert d == h["direction"], h
        if kinds[h["kind"]]:
            assert k == kinds[h["kind"]], h
    assert data["waltz_path"] == ref.PATH_ORDER
    assert data["white_circles"] == ref.WHITE_CIRCLES
    for a, b in zip(ref.PATH_ORDER, ref.PATH_ORDER[1:] + ref.PATH_ORDER[:1]):
        assert ref.NEXT[a] == b
    assert {t["number"]: t["entry"] for t in data["tables"]} == ref.ENTRY
    assert {s["number"]: s["hex"] for s in data["servers"]} == ref.SERVER_HEX
    assert max(ref.DEPTH.values()) <= 5


GAMES_PER_CONFIG = int(os.environ.get("DANCE_SOAK", "0")) or 4


@pytest.mark.parametrize("players,options", CONFIGS,
                         ids=[f"{n}p-" + ("-".join(f"{k}={v}" for k, v in o.items()) or "default")
                              for n, o in CONFIGS])
def test_agreement(players, options):
    base = zlib.crc32(repr((players, sorted(options.items()))).encode()) % 10 ** 6
    for i in range(GAMES_PER_CONFIG):
        # mostly purposeful games (they reach wins and placings), some nearly uniform ones
        play_game(players, options, seed=base + i, noise=0.2 if i % 3 else 0.7)
