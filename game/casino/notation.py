"""Casino Trifecta's notation (shared/rules/casino.md, Notation): canonical text for every action and a
parser that reads any order and any valid grouping.

Pure Python: never imports pygame and never decides legality (refusals.check_play does).

Canonical text:
- cards: `AS 10D KS=7 JH=11 QS=12`; a special card used as a number always carries `=n`.
- inside a group: value high to low (A=1 .. 10, J=11, Q=12, K=13, a special used as n as n), ties by
  suit S, H, D, C; groups of cards first (more cards first, then by their cards), builds last by number.
- grouping, where one set of table cards splits into groups in several ways: the first grouping in
  that order, i.e. take the first group (most cards, then highest cards) whose removal leaves a set
  that still splits, and repeat. In a build same the hand card's group comes first, the hand card
  leading it: its table cards are the first (in the same order) that leave the rest splittable.
Parsing: a special card written without `=n` reads as its number where the action is about numbers
(builds, subtractions, a capture or build same with number cards, `+` groups or builds of a number)
and as its face otherwise; the K of spades always needs `=n` to be a number. Groups as written must
each be worth the value (`capture 8H: 5C 3D` is refused: 5C alone is not 8), and face cards are taken
one by one, never joined by `+`. A play that reaches the result of another reads as the one listed
(moves.canonical: `capture KC: KH KD` is `trifecta KC: KH KD`).
"""
from __future__ import annotations

import re

from game.casino import cards as C
from game.casino.moves import PASS, TIMEOUT, Splitter, canonical, group_masks
from game.core.api import IllegalAction

CARD_RE = re.compile(r"^(A|[2-9]|10|J|Q|K)([SHDC])(?:=(\d+))?$", re.I)
BUILD_RE = re.compile(r"^B(\d+)$", re.I)


def _bits(mask: int):
    i = 0
    while mask:
        if mask & 1:
            yield i
        mask >>= 1
        i += 1


def _group_key(items: list, g: int) -> tuple:
    return (-bin(g).count("1"), [C.text_key(items[i]) for i in _bits(g)])


def _split_canonical(items: list, sp: Splitter, mask: int) -> list | None:
    """The canonical grouping of the items in `mask` (see the module docstring), or None."""
    if not sp.can(mask):
        return None
    groups = sorted((g for g in sp.groups if g & mask == g), key=lambda g: _group_key(items, g))
    out = []
    while mask:
        for g in groups:
            if g & mask == g and sp.can(mask ^ g):
                out.append(tuple(items[i] for i in _bits(g)))
                mask ^= g
                break
        else:  # cannot happen once sp.can(mask) holds
            return None
    return out


def canonical_groups(toks, v: int) -> list | None:
    """Number tokens split into groups each summing to v, canonically; None if they do not split."""
    items = sorted(toks, key=C.text_key)
    sp = Splitter([C.tok_value(t) for t in items], v)
    return _split_canonical(items, sp, (1 << len(items)) - 1)


def same_groups(hand: int, v: int, toks) -> list | None:
    """A number build same: [hand group (hand token first), other groups...], or None."""
    items = sorted(toks, key=C.text_key)
    values = [C.tok_value(t) for t in items]
    sp = Splitter(values, v)
    full = (1 << len(items)) - 1
    need = v - C.tok_value(hand)
    if need < 0:
        return None
    parts = [0] if need == 0 else sorted(group_masks(values, need), key=lambda g: _group_key(items, g))
    for r in parts:
        rest = _split_canonical(items, sp, full ^ r)
        if rest is not None:
            return [(hand,) + tuple(items[i] for i in _bits(r))] + rest
    return None


def _cards(toks) -> str:
    return "+".join(C.tok_name(t) for t in toks)


def _singles(toks) -> list:
    return [(t,) for t in sorted(toks, key=C.text_key)]


def _targets(groups: list, builds) -> str:
    return " ".join([_cards(g) for g in groups] + [f"B{b}" for b in sorted(builds)])


def action_text(action) -> str:
    """The canonical text of an action (see the module docstring)."""
    kind = action[0]
    if kind in ("pass", "timeout"):
        return kind
    if kind == "drop":
        return f"drop {C.NAME[action[1]]}"
    if kind == "secret":
        return f"secret {C.NAME[action[1]]}"
    if kind == "first":
        return f"first {action[1]}"
    if kind == "deck":
        return "deck " + ",".join(C.NAME[c] for c in action[1])
    if kind == "sweep":
        return "sweep"
    if kind == "capture":
        _, h, toks, bs = action
        if C.is_number_token(h):
            groups = canonical_groups(toks, C.tok_value(h)) or _singles(toks)
        else:
            groups = _singles(toks)
        return f"capture {C.tok_name(h)}: {_targets(groups, bs)}"
    if kind == "trifecta":
        _, h, pair = action
        return f"trifecta {C.tok_name(h)}: " + " ".join(C.tok_name(t) for t in sorted(pair, key=C.text_key))
    if kind == "build":
        _, h, toks, bn = action
        on = f"B{bn}" if bn else _cards(sorted(toks, key=C.text_key))
        if bn and toks:
            on = f"{_cards(sorted(toks, key=C.text_key))} B{bn}"
        return f"build {C.tok_name(h)} on {on}"
    if kind == "same":
        _, h, v, toks, bn = action
        groups = None
        if v not in C.FACES and C.is_number_token(h):
            groups = same_groups(h, v, toks)
        if groups is None:
            groups = [(h,)] + _singles(toks)
        return f"same {_cards(groups[0])} on {_targets(groups[1:], (bn,) if bn else ())}"
    if kind == "subtract":
        _, h, x = action
        return f"subtract {C.tok_name(h)} from {C.tok_name(x)}"
    raise ValueError(f"not a Casino Trifecta action: {action!r}")


# --- parsing ---------------------------------------------------------------------------------------------

def _read_card(text: str) -> tuple:
    """'KS=7' -> (card, number or 0, number was written)."""
    m = CARD_RE.match(text)
    if not m:
        raise IllegalAction(f"{text!r} is not a card: write rank and suit, like AS, 10D, QH or KS=7.")
    c = C.BY_NAME[(m.group(1) + m.group(2)).upper()]
    n = int(m.group(3)) if m.group(3) else 0
    if m.group(3) is not None and c not in C.SPECIALS:
        raise IllegalAction(f"{C.NAME[c]} is not a special card: only JS, JH, QS and KS take '=n'.")
    return c, n


def _as_number(c: int, n: int) -> int:
    """The token of a card read in a number context (KS without its number stays bare: refused later)."""
    if n:
        return C.token(c, n)
    if c in C.SPECIALS and c != C.KS:
        return C.number_token(c)
    return c


def _as_written(c: int, n: int) -> int:
    return C.token(c, n) if n else c


def _read_targets(body: str) -> tuple:
    """'5C+3D 8S B2' -> ([[cards of a group], ...], [build numbers], any group of several cards)."""
    groups, builds = [], []
    for word in body.replace(",", " ").split():
        bm = BUILD_RE.match(word)
        if bm:
            builds.append(int(bm.group(1)))
            continue
        parts = [p for p in word.split("+") if p]
        group = []
        for p in parts:
            bm = BUILD_RE.match(p)
            if bm:
                builds.append(int(bm.group(1)))
            else:
                group.append(_read_card(p))
        if group:
            groups.append(group)
    return groups, builds


def _numeric_context(hand: tuple, groups: list, builds: list, build_values: dict) -> bool:
    """Does a special hand card written without '=n' read as its number here?"""
    c, n = hand
    if n or C.fixed_number(c) and c not in C.SPECIALS:
        return True
    if c not in C.SPECIALS:
        return False
    for g in groups:
        if len(g) > 1:
            return True
        for x, xn in g:
            if xn or x not in C.SPECIALS and C.fixed_number(x):
                return True
    return any(build_values.get(b, 0) and build_values[b] not in C.FACES for b in builds)


def parse(text: str, build_values: dict | None = None, hand_cards=None):
    """Read an action written in the page's notation. `build_values` ({number: value}) and `hand_cards`
    (the mover's hand) help read a special card written without '=n' and a build same's hand card."""
    build_values = build_values or {}
    t = " ".join(str(text).split())
    low = t.lower()
    if low in ("pass", "timeout"):
        return PASS if low == "pass" else TIMEOUT
    m = re.match(r"^(capture|trifecta|build|same|subtract|drop|secret|first|deck)\b\s*(.*)$", t, re.I)
    if not m:
        raise IllegalAction(f"Cannot read {text!r}: write a move like 'capture 8H: 5C+3D', 'build 3H on 5C', "
                            "'same 7H on 7C', 'subtract 2H from 10C', 'drop 7C' or 'pass'.")
    kind, body = m.group(1).lower(), m.group(2).strip()
    if kind == "first":
        if body not in ("0", "1"):
            raise IllegalAction("The first player is seat 0 or 1: 'first 0'.")
        return ("first", int(body))
    if kind == "deck":
        names = [n for n in re.split(r"[,\s]+", body) if n]
        cards = []
        for n in names:
            c, num = _read_card(n)
            cards.append(c)
        return ("deck", tuple(cards))
    if kind in ("secret", "drop"):
        c, n = _read_card(body)
        return (kind, c)
    if kind in ("capture", "trifecta"):
        hm = re.match(r"^(\S+?)\s*:\s*(.*)$", body)
        if not hm:
            raise IllegalAction(f"Write a {kind} as '{kind} 8H: 5C+3D 8S B2' (your card, a colon, what it takes).")
        hand = _read_card(hm.group(1))
        groups, builds = _read_targets(hm.group(2))
        if kind == "trifecta":
            cards = [x for g in groups for x in g]
            if any(len(g) > 1 for g in groups):
                raise IllegalAction(f"A trifecta takes two face cards, written apart: 'trifecta {hm.group(1).upper()}: "
                                    + " ".join(_written(x) for x in cards) + "'.")
            if builds or len(cards) != 2:
                raise IllegalAction("A trifecta takes exactly two face cards from the table.")
            return ("trifecta", _as_written(*hand), tuple(sorted(_as_written(*x) for x in cards)))
        numeric = _numeric_context(hand, groups, builds, build_values)
        conv = _as_number if numeric else _as_written
        h = conv(*hand)
        toks = tuple(sorted(conv(*x) for g in groups for x in g))
        action = canonical(("capture", h, toks, tuple(sorted(builds))))
        _check_grouping(h, [[conv(*x) for x in g] for g in groups], numeric, "capture", action)
        return action
    if kind == "subtract":
        sm = re.match(r"^(\S+)\s+from\s+(\S+)$", body, re.I)
        if not sm:
            raise IllegalAction("Write a subtraction as 'subtract 2H from 10C'.")
        return ("subtract", _as_number(*_read_card(sm.group(1))), _as_number(*_read_card(sm.group(2))))
    om = re.match(r"^(\S+)\s+on\s+(.+)$", body, re.I)
    if not om:
        raise IllegalAction(f"Write it as '{kind} 3H on 5C+2D'." if kind == "build" else
                            "Write it as 'same 7H on 7C' or 'same 2H+3C on B1 4D+AS'.")
    first = [p for p in om.group(1).split("+") if p]
    if not first or any(BUILD_RE.match(p) for p in first):
        raise IllegalAction("Start with the card from your hand.")
    lead = [_read_card(p) for p in first]
    groups, builds = _read_targets(om.group(2))
    if len(builds) > 1:
        raise IllegalAction("Only one existing build can take part.")
    bn = builds[0] if builds else 0
    if kind == "build":
        cards = lead[1:] + [x for g in groups for x in g]
        return ("build", _as_number(*lead[0]), tuple(sorted(_as_number(*x) for x in cards)), bn)
    # build same: the hand card leads its group (or is the one card of that group in the mover's hand)
    if hand_cards is not None and lead[0][0] not in hand_cards:
        mine = [x for x in lead if x[0] in hand_cards]
        if len(mine) == 1:
            lead.remove(mine[0])
            lead.insert(0, mine[0])
    hand, rest = lead[0], lead[1:]
    numeric = _numeric_context(hand, [lead] + groups, builds, build_values)
    conv = _as_number if numeric else _as_written
    h = conv(*hand)
    rest_toks = [conv(*x) for x in rest]
    toks = tuple(sorted(rest_toks + [conv(*x) for g in groups for x in g]))
    if numeric:
        if C.tok_card(h) == C.KS and not C.tok_number(h) or any(C.tok_card(x) == C.KS and not C.tok_number(x)
                                                               for x in rest_toks):
            raise IllegalAction("Say which number the K of spades stands for (KS=3 to KS=9).")
        v = C.tok_value(h) + sum(C.tok_value(x) for x in rest_toks)
        if all(C.tok_value(x) for x in [h] + rest_toks):
            _check_grouping(v, [[conv(*x) for x in g] for g in groups], True, "same", ("same", h, v, toks, bn))
    else:
        v = C.face(C.tok_card(h))
        if not v:
            raise IllegalAction(f"{C.NAME[C.tok_card(h)]} has no value here.")
        _check_grouping(h, [[conv(*x) for x in g] for g in [lead] + groups], False, "same", ("same", h, v, toks, bn))
    return ("same", h, v, toks, bn)


def _written(x: tuple) -> str:
    c, n = x
    return C.NAME[c] + (f"={n}" if n else "")


class BadGrouping(IllegalAction):
    """A play written with groups that are not worth its value (`capture 8H: 5C 3D`). `action` is the
    play the cards would make grouped right: the state's parse_action first asks refusals.check_play about
    it, so that a card not on the table is explained before the grouping."""

    def __init__(self, message: str, action):
        super().__init__(message)
        self.action = action


def _check_grouping(h_or_v: int, groups: list, numeric: bool, kind: str, action) -> None:
    """Refuse a grouping the writing itself gets wrong: in a number play each group (cards joined by '+')
    must be worth the value (`h_or_v`: the hand token of a capture, the value of a build same); a face
    play takes its cards one by one. Tokens without a value are left to refusals.check_play to explain."""
    if not numeric:
        for g in groups:
            if len(g) > 1:
                f = C.face(C.tok_card(h_or_v))
                word = C.value_word(f) if f else "face card"
                cards = [C.tok_name(t) for g2 in groups for t in g2]
                raise BadGrouping(f"{'+'.join(C.tok_name(t) for t in g)}: a {word} takes {word}s one by one, "
                                  f"never as a sum; write them apart ({' '.join(cards)}).", action)
        return
    v = C.tok_value(h_or_v) if kind == "capture" else h_or_v
    if not v:
        return
    for g in groups:
        values = [C.tok_value(t) for t in g]
        if not all(values):
            return
    for g in groups:
        total = sum(C.tok_value(t) for t in g)
        if total == v:
            continue
        all_cards = [t for g2 in groups for t in g2]
        hint = ""
        if sum(C.tok_value(t) for t in all_cards) == v and len(groups) > 1:
            hint = f" (all together: {'+'.join(C.tok_name(t) for t in sorted(all_cards, key=C.text_key))})"
        if len(g) == 1:
            raise BadGrouping(f"{C.tok_name(g[0])} alone is not {v}: each group, its cards joined by '+', "
                              f"must add up to {v}{hint}.", action)
        raise BadGrouping(f"{'+'.join(C.tok_name(t) for t in g)} adds up to {total}, not {v}: each group, its cards "
                          f"joined by '+', must add up to {v}{hint}.", action)
