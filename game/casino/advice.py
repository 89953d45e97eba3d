"""Casino Trifecta helpers for the table and the bots: what a play does, in words, and which plays use
exactly the cards a player has picked (so the table can offer a choice when a selection reads several
ways, or show why none is legal).

Pure Python: never imports pygame, never changes a state, and never reveals to the mover what the mover
cannot see (the opponent's secret card is not counted in the points a play is said to earn).

- `what_it_does(state, action) -> str`, e.g. "Capture 3 cards: +1 point (point cards 1)",
  "Build 8 — you still hold an 8", "Add 2D to B1: build 10".
- `plays_using(state, seat, hand_card, cards=(), builds=()) -> (plays, reason)`: every legal play of
  `seat` that puts `hand_card` (a card id) on exactly the loose table cards `cards` (ids) and the builds
  `builds` (numbers); with nothing picked on the table, the drop. `reason` is "" when plays were found,
  else the sentence to show.
"""
from __future__ import annotations

from game.casino import cards as C
from game.casino import moves as M
from game.casino.refusals import check_play
from game.casino import notation as N
from game.casino import scoring as S


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _points_text(points: tuple) -> str:
    names = ("point cards", "trifecta", "bonus", "secret card")
    total = sum(points)
    if not total:
        return "no points"
    parts = ", ".join(f"{n} {p}" for n, p in zip(names, points) if p)
    return f"+{_plural(total, 'point')} ({parts})"


def visible_secrets(state, seat: int) -> tuple:
    """The secrets `seat` knows of: its own, and the other's once revealed."""
    return tuple(c if (s == seat or state.revealed(s)) else None for s, c in enumerate(state.secrets))


def capture_cards(state, action) -> tuple:
    """Every token a capture or trifecta takes, the hand card first."""
    if action[0] == "trifecta":
        return (action[1],) + tuple(action[2])
    taken = set(action[3])
    return (action[1],) + tuple(action[2]) + tuple(t for b in state.builds if b.number in taken for t in b.cards)


def what_it_does(state, action) -> str:
    """One line for a play of the seat to move, as that seat can know it."""
    action = M.normalize(action)
    kind = action[0]
    seat = state.turn
    if kind == "pass":
        return "Skip this turn (uses your Pass lifeline)."
    if kind == "timeout":
        return "The clock ran out: the opponent scores 1."
    if kind == "drop":
        return f"Drop {C.NAME[action[1]]} on the table."
    if kind in ("capture", "trifecta"):
        toks = capture_cards(state, action)
        points = S.capture_points(kind, toks, visible_secrets(state, seat))
        if kind == "trifecta":
            faces = "-".join(C.RANKS[C.rank(C.tok_card(t)) - 1] for t in sorted(toks, key=C.text_key))
            return f"Trifecta {faces}: {_points_text(points)}."
        return f"Capture {_plural(len(toks), 'card')}: {_points_text(points)}."
    if kind == "build":
        h, toks, bn = action[1:]
        if bn:
            b = next(b for b in state.builds if b.number == bn)
            v = b.value + C.tok_value(h)
            return f"Add {C.tok_name(h)} to {b.name}: build {v} — you still hold {C.a_value(v)}."
        v = C.tok_value(h) + sum(C.tok_value(t) for t in toks)
        return f"Build {v} — you still hold {C.a_value(v)}."
    if kind == "same":
        h, v, toks, bn = action[1:]
        word = C.value_word(v)
        if bn:
            return f"Add to B{bn}: build same {word}, yours now — you still hold {C.a_value(v)}."
        return f"Build same {word} with {_plural(len(toks) + 1, 'card')} — you still hold {C.a_value(v)}."
    if kind == "subtract":
        h, x = action[1:]
        v = C.tok_value(x) - C.tok_value(h)
        return (f"Subtraction: {C.tok_name(x)} minus {C.tok_name(h)}, only you can take it back, with "
                f"{C.a_value(v)} (uses your Subtraction lifeline).")
    return N.action_text(action)


def _candidates(state, hand_card: int, cards: tuple, builds: tuple) -> list:
    """Every reading of a selection: hand card as each number or its face, table KS as each number,
    each kind of play and each value a build same could have."""
    out = []
    cards = tuple(sorted(cards))
    builds = tuple(sorted(builds))
    ks_options = [0] + list(C.KS_NUMBERS) if C.KS in cards else [0]
    hand_tokens = [t for t, _ in M.number_readings(hand_card)]
    if C.face(hand_card):
        hand_tokens.append(hand_card)
    if not cards and not builds:
        return [("drop", hand_card)]
    for kn in ks_options:
        number_toks = tuple(sorted(C.number_token(c, kn) if C.KS != c or kn else c for c in cards))
        plain = cards
        for h in hand_tokens:
            numeric = C.is_number_token(h)
            toks = number_toks if numeric else plain
            out.append(("capture", h, toks, builds))
            if numeric:
                if len(builds) <= 1:
                    out.append(("build", h, toks, builds[0] if builds else 0))
                    for v in range(1, M.MAX_BUILD + 1):
                        out.append(("same", h, v, toks, builds[0] if builds else 0))
                if len(cards) == 1 and not builds:
                    out.append(("subtract", h, number_toks[0]))
            else:
                if len(cards) == 2 and not builds:
                    out.append(("trifecta", h, plain))
                if len(builds) <= 1:
                    out.append(("same", h, C.face(hand_card), plain, builds[0] if builds else 0))
    seen = set()
    unique = []
    for a in out:
        a = M.normalize(a)
        if a not in seen:
            seen.add(a)
            unique.append(a)
    return unique


def plays_using(state, seat: int, hand_card: int, cards=(), builds=()) -> tuple:
    """(legal plays using exactly this selection, "" or the reason none is legal)."""
    if seat != state.turn or state.phase != "play":
        return [], "It is not your turn."
    if hand_card not in state.hands[seat]:
        return [], f"{C.NAME[hand_card]} is not in your hand."
    plays, reasons = [], []
    for a in _candidates(state, hand_card, tuple(cards), tuple(builds)):
        why = check_play(state, seat, a)
        if why is None:
            plays.append(a)
        else:
            reasons.append((a, why))
    if plays:
        return plays, ""
    return [], _best_reason(state, hand_card, cards, builds, reasons)


def _best_reason(state, hand_card, cards, builds, reasons) -> str:
    """The refusal a player most likely meant: a build's when the hand card is below the table total (or
    goes on a build), a capture's otherwise."""
    if not reasons:
        return "That is not a Casino Trifecta move."
    total = 0
    for c in cards:
        total += C.fixed_number(c) or 0
    hand_values = [v for _, v in M.number_readings(hand_card)]
    # a table card worth more than the hand card can only be built on, never captured with it
    too_big = bool(hand_values) and any((C.fixed_number(c) or 0) > max(hand_values) for c in cards)
    want_build = bool(hand_values) and (builds and not cards or too_big or (total and min(hand_values) < total
                                                                             and total % min(hand_values) != 0))
    order = ("build", "same", "subtract", "capture", "trifecta") if want_build else \
        ("capture", "trifecta", "build", "same", "subtract")
    # prefer reasons about holding the right card: they tell the player what is missing
    for kind in order:
        for a, why in reasons:
            if a[0] == kind and "you need" in why.lower():
                return why
        for a, why in reasons:
            if a[0] == kind:
                return why
    return reasons[0][1]
