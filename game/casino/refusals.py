"""Why a Casino Trifecta play is refused, in a player's words: check_play() looks at one action (as the
table, the notation parser or a hint builds it) against the state and names the first thing wrong — a
card not on the table, a value the hand cannot back, groups that do not add up, a build that is not the
seat's to change. moves.py lists what is legal; this module explains what is not.

Pure Python: never imports pygame and never changes a state.
"""
from __future__ import annotations

from game.casino import cards as C
from game.casino.cards import KS, KS_NUMBERS
from game.casino.moves import (MAX_BUILD, PASS, SINGLE, SUBTRACTION, faces_make_trifecta, hand_counts, holds_other,
                               splits)


def seat_name(state, seat: int) -> str:
    return state.game.info.seat_name(seat)


def _table_card_problem(state, toks) -> str | None:
    loose = state.loose
    seen = set()
    for t in toks:
        c = C.tok_card(t)
        if c in seen:
            return f"{C.NAME[c]} is named twice."
        seen.add(c)
        if c not in loose:
            for b in state.builds:
                if any(C.tok_card(x) == c for x in b.cards):
                    return f"{C.NAME[c]} is in build {b.name}: a build is taken whole, by its value."
            return f"{C.NAME[c]} is not on the table."
    return None


def _number_token_problem(t: int) -> str | None:
    """A token used as a number: a number card, or a special card saying a number it may stand for."""
    c, n = C.tok_card(t), C.tok_number(t)
    if c == KS:
        if not n:
            return "Say which number the K of spades stands for (KS=3 to KS=9)."
        if n not in KS_NUMBERS:
            return "The K of spades can stand for 3 to 9 only."
        return None
    if n and c not in C.SPECIALS:
        return f"{C.NAME[c]} is not a special card: it cannot stand for another number."
    if c in C.SPECIALS:
        if n != C.fixed_number(c):
            return f"{C.NAME[c]} stands for {C.fixed_number(c)} as a number."
        return None
    if not C.fixed_number(c):
        return f"{C.NAME[c]} is a face card with no number value."
    return None


def _face_token_problem(t: int, f: int, what: str = "capture") -> str | None:
    c = C.tok_card(t)
    word = C.value_word(f)
    if C.tok_number(t):
        return f"A {what} uses one value: {C.tok_name(t)} is a number, not a {word}."
    if C.face(c) != f:
        if what == "capture":
            return f"A {word} captures only {word}s."
        return f"A build same of {word}s holds only {word}s."
    return None


def _need_text(v: int, what: str) -> str:
    if v == 11:
        return f"you need the jack of spades or of hearts in your hand to {what}"
    if v == 12:
        return f"you need the queen of spades in your hand to {what}"
    return f"you need {C.a_value(v)} in your hand to {what}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def _find_build(state, number: int):
    for b in state.builds:
        if b.number == number:
            return b
    return None


def _build_to_add_to(state, number: int):
    """(the build numbered `number`, None), or (None, why nothing can be added to it)."""
    b = _find_build(state, number)
    if b is None:
        return None, f"There is no build B{number}."
    if b.kind == SUBTRACTION:
        return None, "Nobody can add to a subtraction."
    return b, None


def check_play(state, seat: int, action, sums: bool = True) -> str | None:
    """None if `seat` may make the play `action` now, else the reason in a player's words. With
    sums=False the one check left out is whether the table cards split into groups of the value (the
    parser explains a grouping written wrong, once everything else about the play holds)."""
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        return "That is not a Casino Trifecta move."
    kind = action[0]
    hand = state.hands[seat]
    if kind == "pass":
        if action != PASS:
            return "That is not a Casino Trifecta move."
        if state.pass_used[seat]:
            return "You have already used your Pass."
        if (1 - seat) in state.passed_round:
            return f"{seat_name(state, 1 - seat)} passed this round: you cannot pass in the same round."
        return None
    try:
        if kind == "drop":
            (c,) = action[1:]
            if c not in hand:
                return f"{C.NAME[c]} is not in your hand."
            return None
        if kind == "capture":
            _, h, toks, bs = action
            return _check_capture(state, seat, hand, h, tuple(toks), tuple(bs), sums)
        if kind == "trifecta":
            _, h, pair = action
            return _check_trifecta(state, hand, h, tuple(pair))
        if kind == "build":
            _, h, toks, bn = action
            return _check_build(state, hand, h, tuple(toks), bn)
        if kind == "same":
            _, h, v, toks, bn = action
            return _check_same(state, hand, h, v, tuple(toks), bn, sums)
        if kind == "subtract":
            _, h, x = action
            return _check_subtract(state, seat, hand, h, x)
    except (TypeError, ValueError, IndexError):
        pass
    return "That is not a Casino Trifecta move."


def _hand_problem(hand, h: int) -> str | None:
    c = C.tok_card(h)
    if not 0 <= c < 52 or h >> 6 > 15:
        return "That is not a card."
    if c not in hand:
        return f"{C.NAME[c]} is not in your hand."
    return None


def _check_capture(state, seat, hand, h, toks, bs, sums=True) -> str | None:
    problem = _hand_problem(hand, h)
    if problem:
        return problem
    if not toks and not bs:
        return "Choose what to capture: table cards or builds."
    problem = _table_card_problem(state, toks)
    if problem:
        return problem
    if len(set(bs)) != len(bs):
        return "A build is named twice."
    found = []
    for bn in bs:
        b = _find_build(state, bn)
        if b is None:
            return f"There is no build B{bn}."
        found.append(b)
    c = C.tok_card(h)
    f = C.face(c)
    if f and not C.tok_number(h):  # a face capture: the same face only
        for t in toks:
            problem = _face_token_problem(t, f)
            if problem:
                return problem
        for b in found:
            if b.value != f:
                return f"{b.name} is a build of {C.value_word(b.value)}: a {C.value_word(f)} cannot take it."
        return None
    problem = _number_token_problem(h)
    if problem:
        return problem
    v = C.tok_value(h)
    for t in toks:
        problem = _number_token_problem(t)
        if problem:
            return problem
    for b in found:
        if b.value != v:
            return f"{b.name} is a build of {C.value_word(b.value)}, not {v}."
        if b.kind == SUBTRACTION and b.owner != seat:
            return f"Only {seat_name(state, b.owner)} may take back this subtraction."
    values = [C.tok_value(t) for t in toks]
    if sums and toks and not splits(values, v):
        names = "+".join(C.tok_name(t) for t in toks)
        if len(toks) == 1:
            return f"{names} is not {v}."
        return f"{names} do not split into groups that each add up to {v}."
    return None


def _check_trifecta(state, hand, h, pair) -> str | None:
    problem = _hand_problem(hand, h)
    if problem:
        return problem
    if len(pair) != 2 or pair[0] == pair[1]:
        return "A trifecta takes two face cards from the table."
    problem = _table_card_problem(state, pair)
    if problem:
        return problem
    faces = [C.face(h)] + [C.face(x) for x in pair]
    if C.tok_number(h) or not all(faces):
        return "A trifecta is three face cards: K-Q-J or three of one face."
    if not faces_make_trifecta(*faces):
        return "A trifecta is K-Q-J or three kings, queens or jacks."
    return None


def _check_build(state, hand, h, toks, bn) -> str | None:
    problem = _hand_problem(hand, h)
    if problem:
        return problem
    if C.face(C.tok_card(h)) and not C.tok_number(h):
        return f"{C.NAME[C.tok_card(h)]} is a face card: builds are made of numbers."
    problem = _number_token_problem(h)
    if problem:
        return problem
    a = C.tok_value(h)
    if bn:
        if toks:
            return "Changing a build adds exactly one card from your hand and nothing from the table."
        b, problem = _build_to_add_to(state, bn)
        if problem:
            return problem
        if b.kind != SINGLE:
            return f"{b.name} keeps its value of {C.value_word(b.value)} for good: add a group to it as a build same."
        v = b.value + a
        what = f"change {b.name} to {v}"
    else:
        if not toks:
            return "Put the card on one or more table cards, or on a build."
        problem = _table_card_problem(state, toks)
        if problem:
            return problem
        for t in toks:
            problem = _number_token_problem(t)
            if problem:
                return problem
        v = a + sum(C.tok_value(t) for t in toks)
        what = f"build {v}"
    if v > MAX_BUILD:
        return f"A build of {v} cannot be captured: no card is worth more than 12."
    if not holds_other(hand_counts(hand), v, C.tok_card(h)):
        return _cap(_need_text(v, what))
    return None


def _check_same(state, hand, h, v, toks, bn, sums=True) -> str | None:
    problem = _hand_problem(hand, h)
    if problem:
        return problem
    if not isinstance(v, int) or not (1 <= v <= MAX_BUILD or v in C.FACES):
        return "A build same needs a value."
    problem = _table_card_problem(state, toks)
    if problem:
        return problem
    b = None
    if bn:
        b, problem = _build_to_add_to(state, bn)
        if problem:
            return problem
        if b.value != v:
            return f"{b.name} is a build of {C.value_word(b.value)}, not {C.value_word(v)}."
    c = C.tok_card(h)
    if v in C.FACES:
        problem = _face_token_problem(h, v, "build same")
        if problem:
            return problem
        for t in toks:
            problem = _face_token_problem(t, v, "build same")
            if problem:
                return problem
    else:
        for t in (h,) + toks:
            problem = _number_token_problem(t)
            if problem:
                return problem
        a = C.tok_value(h)
        if a > v:
            return f"{C.tok_name(h)} is more than {v}: it cannot be part of a build of {v}."
        values = [a] + [C.tok_value(t) for t in toks]
        total = sum(values)
        if sums and not splits(values, v):
            return f"These cards do not split into groups that each add up to {v}."
        if total == v and not b:
            return f"A build same needs another card or group worth {v} (or an existing build of {v})."
    if not toks and not b:
        return "A build same goes on a table card or build of the same value."
    if not holds_other(hand_counts(hand), v, c):
        return _cap(_need_text(v, f"build same {C.value_word(v)}"))
    return None


def _check_subtract(state, seat, hand, h, x) -> str | None:
    if state.subtract_used[seat]:
        return "You have already used your Subtraction."
    problem = _hand_problem(hand, h) or _number_token_problem(h)
    if problem:
        return problem
    problem = _table_card_problem(state, (x,)) or _number_token_problem(x)
    if problem:
        return problem
    a, xv = C.tok_value(h), C.tok_value(x)
    if xv <= a:
        return f"Subtract a lower card from a higher one: {C.tok_name(h)} is not below {C.tok_name(x)}."
    if not holds_other(hand_counts(hand), xv - a, C.tok_card(h)):
        return _cap(_need_text(xv - a, f"take back {C.tok_name(x)} minus {C.tok_name(h)}"))
    return None
