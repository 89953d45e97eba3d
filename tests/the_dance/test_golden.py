"""Golden games for The Dance: a few seeded games whose every state is pinned, so that a change to the
rules' code that should change nothing (a refactor) is proved to change nothing a save, a replay, the
screen or a bot can see.

For each game, at every step, a running SHA-256 takes in: the state's `to_json()` (as bytes, key order
included), who is to move, the legal actions as the page's strings (and that each parses back), every
seat's and the spectator's observation, the returns and scores; at every fifth step a determinization's
`to_json()`; at every third decision the refusal text of a few actions that are not legal there. The
file beside this test (golden_games.json) keeps, per game, that digest, the action strings in order (to
show where two runs part) and the final state's `to_json()`.

The games are played by a fixed rng with a bias towards progress (seating, leading home, attempts), so
that wins, placings, Powers and the turn limit all happen. To rewrite the file after a change that is
meant to change play: DANCE_GOLDEN_WRITE=1 pytest tests/the_dance/test_golden.py (and say why in the
commit).
"""
from __future__ import annotations

import hashlib
import json
import os
import random
from pathlib import Path

import pytest

from game.core import CHANCE, IllegalAction
from game.core.registry import GAMES
from game.the_dance import floor as F

GOLDEN = Path(__file__).with_name("golden_games.json")

# (players, options, seed): the options the page lists, each at least once.
CONFIGS = [
    (2, {}, 11),
    (3, {"plans": "open", "initiative": True}, 12),
    (4, {"super_villains": True, "new_blood": True}, 13),
    (6, {"dominate": "margin3", "contest_dominated": True, "refresh_any_domain": True}, 14),
    (4, {"placings": True, "super_villains": True}, 30),
    (3, {"super_villains": True}, 22),
    (2, {"turn_limit": 12, "super_villains": True}, 18),
    (5, {"placings": True, "initiative": True, "plans": "open", "turn_limit": 40}, 17),
]


def _key(players: int, options: dict, seed: int) -> str:
    return f"{players}p-seed{seed}-" + ("-".join(f"{k}={v}" for k, v in sorted(options.items())) or "default")


def _dist_to(label_from, label_to) -> int:
    return F.distance(F.HEX[label_from], F.HEX[label_to])


def _needed(obs: dict, seat: int) -> set:
    """The symbols the seat's Plan still lacks (from its own observation)."""
    me = obs["families"][seat]
    plan = F.PLAN[me["plan"].lower()]
    have = [0, 0, 0, 0]
    for d in obs["dancers"]:
        if d["id"] in me["seated"] or d["id"] in me["holds"]:
            have[F.SYMBOLS.index(d["symbol"])] += 1
    return {F.SYMBOLS[i] for i, n in enumerate(F.PLAN_NEEDS[plan]) if n > have[i]}


def _worth(obs: dict, seat: int, text: str) -> float:
    """A rough worth of a decision, read from the seat's own observation (higher is better)."""
    words = text.split()
    verb = words[0]
    me = obs["families"][seat]
    if verb == "lead" and words[-1].endswith("seat"):
        return 100.0
    if verb == "lead":
        here = next(d["hex"] for d in obs["dancers"] if d["id"] == words[1])
        return 50.0 + _dist_to(here, me["entry"]) - _dist_to(words[2].split(",")[-1], me["entry"])
    if verb == "influence":
        target = next(d for d in obs["dancers"] if d["id"] == words[1])
        if target["held_by"]:
            return 15.0  # free a rival's Dancer
        if target["symbol"] not in _needed(obs, seat):
            return -1.0
        if len(me["holds"]) >= me["markers"]:
            return 5.0  # better than passing: a marker moves (or she chooses which: drop)
        return 40.0 + len(words)  # with a Refreshment first
    if verb == "move":
        need = _needed(obs, seat)
        free = [d["hex"] for d in obs["dancers"] if d["hex"] and not d["held_by"] and d["symbol"] in need]
        if len(me["holds"]) >= me["markers"] or not free:
            return 1.0
        now = min(_dist_to(me["hex"], h) for h in free)
        return 20.0 + now - min(_dist_to(words[1], h) for h in free)
    if verb in ("discipline", "strategic", "server", "foil", "cutin"):
        return 10.0
    if verb in ("release", "unseat"):
        return -10.0
    return 0.0


def choose(rng: random.Random, state, seat: int, texts: list[str]) -> int:
    """The index of the action to play: mostly the most useful, sometimes any (a fifth of the time, and
    then rarely one that undoes progress)."""
    if rng.random() < 0.2:
        pick = rng.randrange(len(texts))
        if texts[pick].split()[0] not in ("unseat", "release") or rng.random() < 0.2:
            return pick
    obs = state.observation(seat)
    if obs["phase"] not in ("dance", "influence", "regale"):
        return rng.randrange(len(texts))
    worth = [_worth(obs, seat, t) for t in texts]
    best = max(worth)
    return rng.choice([i for i, w in enumerate(worth) if w == best])


def _dump(value) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def play(players: int, options: dict, seed: int) -> dict:
    """One golden game: its digest, its action strings and its final state."""
    rng = random.Random(seed)
    s = GAMES["the_dance"].new_game(players, dict(options))
    digest = hashlib.sha256()
    texts_played: list[str] = []
    seen: dict = {}
    step = 0
    while True:
        digest.update(_dump(s.to_json()))
        movers = sorted(s.to_move())
        digest.update(_dump([movers, list(s.returns()), list(s.scores()), s.is_over()]))
        for viewer in [None, *range(players)]:
            digest.update(_dump(s.observation(viewer)))
        if step % 5 == 0 and not s.is_over():
            viewer = s.actor if 0 <= s.actor < players else step % players
            digest.update(_dump(s.determinize(viewer, random.Random(step)).to_json()))
        if not movers:
            break
        who = movers[0]
        if who == CHANCE:
            action = s.sample_chance(rng)
            text = s.action_to_str(action)
        else:
            legal = s.legal_actions(who)
            texts = [s.action_to_str(a) for a in legal]
            digest.update(_dump(texts))
            for a, t in zip(legal, texts):
                assert s.parse_action(t) == a, t
                seen.setdefault(a[0], a)
            if step % 3 == 0:
                refusals = []
                for a in sorted(seen.values(), key=repr):
                    if a not in legal:
                        with pytest.raises(IllegalAction) as refused:
                            s.apply(a, who)
                        refusals.append(str(refused.value))
                digest.update(_dump(refusals))
            action = legal[choose(rng, s, who, texts)]
            text = texts[legal.index(action)]
        texts_played.append(f"{who} {text}")
        s = s.apply(action, who)
        step += 1
    return {"digest": digest.hexdigest(), "actions": texts_played, "final": s.to_json()}


def _load() -> dict:
    return json.loads(GOLDEN.read_text(encoding="utf-8")) if GOLDEN.exists() else {}


@pytest.mark.parametrize("players,options,seed", CONFIGS, ids=[_key(*c) for c in CONFIGS])
def test_golden_game(players, options, seed):
    key = _key(players, options, seed)
    got = play(players, options, seed)
    if os.environ.get("DANCE_GOLDEN_WRITE"):
        data = _load()
        data[key] = got
        GOLDEN.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        return
    want = _load().get(key)
    assert want is not None, f"no golden game {key}: run with DANCE_GOLDEN_WRITE=1 once"
    for i, (a, b) in enumerate(zip(got["actions"], want["actions"])):
        assert a == b, f"the game parts at step {i}: {a!r} now, {b!r} pinned"
    assert len(got["actions"]) == len(want["actions"])
    assert got["final"] == want["final"]
    assert got["digest"] == want["digest"], "same actions and end, but some state, view or refusal differs"


def test_the_golden_games_reach_the_rules_that_matter():
    """The pinned games are worth pinning: between them they reach the rare rules, not only walking."""
    played = " ".join(" ".join(g["actions"]) for g in _load().values())
    logs = " ".join(" ".join(g["final"]["log"]) for g in _load().values())
    for word in ("seat", "influence", "foil", "server", "cutin", "reroll", "adjust", "accept", "discard",
                 "strategic", "keep new", "keep old", "keep irina", "discipline", "initiative", "release",
                 "unseat"):
        assert f" {word}" in played, word
    for phrase in ("wins: her Plan", "is Dominated", "is freed", "is Foiled", "turn limit", "reveals Regale",
                   "the discard pile becomes the new pile", "recover", "the Server stays in the kitchen"):
        assert phrase in logs or any(phrase in g["final"]["result"][1] for g in _load().values()
                                     if g["final"]["result"]), phrase
