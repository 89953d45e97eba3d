"""The Dance table's pure helpers: legal actions sorted by what a click means, the walks shown as
path previews (checked against the rules' own moves), the log in words kept step by step, the
prompts, and the Show's timing (what is drawn when)."""
import random

import pytest

from game.core import CHANCE
from game.core.match import Match
from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.the_dance.animations import Show


def random_states(seed: int, n: int = 2, steps: int = 600):
    """States met in a random game (chance from the match's own RNG)."""
    match = Match.new("the_dance", n, None, seed=seed)
    rng = random.Random(seed)
    out = []
    for _ in range(steps):
        match.resolve_chance()
        state = match.state
        if state.is_over():
            break
        out.append(state)
        seat = min(state.to_move())
        match.play(rng.choice(state.legal_actions(seat)), seat)
    return match, out


@pytest.fixture(scope="module")
def game_states():
    return random_states(3, n=3)


def test_dance_choices_cover_every_legal_action(game_states):
    _, states = game_states
    seen = 0
    for state in states:
        if state.phase != "dance":
            continue
        seat = state.actor
        legal = state.legal_actions(seat)
        c = T.DanceChoices.of(legal)
        rebuilt = [("move", h, needs) for h, needs in c.moves.items()]
        rebuilt += [("lead", d, h) for d, hs in c.leads.items() for h in hs]
        rebuilt += [("seat", d, via) for d, via in c.seats.items()]
        rebuilt += [("unseat", d) for d in c.unseats] + [("release", d) for d in c.releases]
        rebuilt += [("discipline", p) for p in c.disciplines] + ([("strategic",)] if c.strategic else [])
        rebuilt += [("done",)] if c.done else []
        assert sorted(map(repr, rebuilt)) == sorted(map(repr, legal))
        assert set(c.reach(True)) == set(c.moves)
        assert set(c.reach(False)) | set(c.ankh_only()) == set(c.moves)
        seen += 1
    assert seen > 10


def test_attempt_choices_cover_every_legal_action(game_states):
    _, states = game_states
    seen = 0
    for state in states:
        if state.phase not in ("influence", "regale"):
            continue
        legal = state.legal_actions(state.actor)
        c = T.AttemptChoices.of(legal)
        rebuilt = [("influence", d, dom, refs) for d, opts in c.influence.items() for dom, refs in opts]
        rebuilt += [("foil", a, dom, refs) for a, opts in c.foil.items() for dom, refs in opts]
        rebuilt += [("server",)] if c.server else []
        rebuilt += list(c.cutin.values()) + ([("pass",)] if c.passing else [])
        assert sorted(map(repr, rebuilt)) == sorted(map(repr, legal))
        for d in c.influence:
            for dom in c.domains("influence", d):
                assert F.PIPS[d][dom] is not None  # never a Domain barred by a red x
                assert c.refreshments("influence", d, dom)
        seen += 1
    assert seen > 5


def test_the_walk_shown_is_a_walk_the_rules_allow(game_states):
    _, states = game_states
    checked = 0
    for state in states:
        if state.phase != "dance":
            continue
        seat = state.actor
        obs = state.observation(seat)
        occupied = T.occupied(obs)
        for action in state.legal_actions(seat):
            if action[0] == "move":
                walk = T.avatar_walk(obs, seat, action[1], action[2])
                budget = (3 if "athletic" in obs["families"][seat]["powers"] else 2) + (1 if action[2] else 0)
            elif action[0] == "lead":
                walk = T.lead_walk(obs, seat, action[1], action[2])
                budget = 2
            else:
                continue
            hexes = [F.HEX[x] for x in walk]
            assert hexes[-1] == (action[1] if action[0] == "move" else action[2])
            assert len(hexes) - 1 <= budget
            for a, b in zip(hexes, hexes[1:]):
                assert b in F.NEIGHBOURS[a]
            if "shadow" not in obs["families"][seat]["powers"]:
                assert not set(hexes[1:]) & occupied
            assert not set(hexes[1:]) & T.closed_for(obs, seat)
            checked += 1
    assert checked > 100


def test_the_log_in_words_follows_the_match_and_its_undo(game_states):
    match, _ = game_states
    words = T.LogWords()
    words.update(match, None)
    assert len(words.steps) == len(match.log)
    lines = [line for line, _, _ in words.entries(10_000)]
    assert any(line.startswith("Round 2.") for line in lines)
    assert any(" walks to " in line for line in lines)
    rounds = [r for _, _, r in words.entries(10_000)]
    assert rounds == sorted(rounds)  # rounds only go forward
    # the seat's own view names its own draws; the spectator's does not
    mine = T.LogWords()
    mine.update(match, 0)
    assert any("draws 4 Refreshments (" in line for line, seat, _ in mine.entries(10_000) if seat == CHANCE)
    assert not any("draws 4 Refreshments (" in line for line in lines)
    # an undo cuts the words back (the steps after it are kept, for a replay's jump forward again)
    cut = len(match.log) // 2
    match.undo_to(cut)
    words.update(match, None)
    assert words.shown == cut
    assert len(words.entries(10_000)) == sum(len(step) for step in words.steps[:cut])
    assert len(words.entries(5)) <= 5



def test_a_log_told_a_few_steps_at_a_time_says_the_same_as_one_told_at_once(game_states):
    """A view not shown now catches up a few steps a frame (DanceTable._catch_up_words): each call tells
    at most that many, and the words at the end are those of the whole log told at once."""
    match, _ = game_states
    whole = T.LogWords()
    whole.update(match, 1)
    bit = T.LogWords()
    calls = 0
    while len(bit.steps) < len(match.log):
        told = len(bit.steps)
        bit.update(match, 1, most=3)
        assert 0 < len(bit.steps) - told <= 3 and bit.shown == len(bit.steps)
        calls += 1
    assert calls == -(-len(match.log) // 3)
    bit.update(match, 1)  # shown: nothing left to tell
    assert bit.steps == whole.steps and bit.rounds == whole.rounds and bit.shown == whole.shown

def test_prompts_and_action_words(game_states):
    _, states = game_states
    phases = set()
    for state in states[:400]:
        if state.actor is None or state.actor < 0 or state.phase in ("over",):
            continue
        seat = state.actor
        obs = state.observation(seat)
        text = T.prompt(obs, seat)
        if obs["phase"] in T.PHASE_WORDS:
            assert text, obs["phase"]
            phases.add(obs["phase"])
        for action in state.legal_actions(seat)[:10]:
            assert T.action_words(state, action)
    assert {"avatar", "keep_power", "dance", "influence"} <= phases


def test_a_show_draws_the_view_before_its_result_until_the_result_is_due():
    before, after = {"name": "before"}, {"name": "after"}
    show = Show()
    show.show_from(0.0, before)
    beat = show.roll(4, "caption", "Influenced!", "good")
    show.show_from(beat.landed, after)
    assert show.observation() is before
    show.update(beat.landed / 2)
    assert show.observation() is before and not show.done
    show.update(beat.landed)
    assert show.observation() is after
    heard = []
    show2 = Show()
    show2.roll(2, "x")
    show2.update(0.01, lambda name, volume: heard.append(name))
    assert heard == ["dice"]
    show.finish()
    assert show.done
