"""Casino Trifecta's 52 cards: names, number and face values, the four special cards, point cards,
and the "token" that says how a card is used in an action (a special card as its number).

Pure Python: never imports pygame, never knows about a table or a turn.

A card is an int 0..51: rank = card // 4 + 1 (A=1 .. 10, J=11, Q=12, K=13), suit = card % 4 in the order
S, H, D, C. A token is a card plus the number it stands for: `card | number << 6` for a special card used
as a number (JS=11, JH=11, QS=12, KS=3..9), the bare card otherwise. Sorting tokens as ints puts plain
cards first, then the K of spades (any number), the one-eyed jacks and the queen of spades: the order
in which the move generator numbers a table's cards, so masks read out already sorted.
"""
from __future__ import annotations

SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CARDS = tuple(range(52))
NAME = tuple(RANKS[c // 4] + SUITS[c % 4] for c in CARDS)
BY_NAME = {n: c for c, n in enumerate(NAME)}
RANK_WORDS = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
JACK, QUEEN, KING = 11, 12, 13


def card(rank: int, suit: int) -> int:
    return (rank - 1) * 4 + suit


JS, JH, QS, KS = card(JACK, SPADES), card(JACK, HEARTS), card(QUEEN, SPADES), card(KING, SPADES)
ACE_OF_SPADES = card(1, SPADES)
SPECIALS = (JS, JH, QS, KS)
KS_NUMBERS = tuple(range(3, 10))  # what the K of spades may stand for

# A build or capture value: a number 1..12, or a face. Faces get their own codes so that a build of
# jacks (face) and a build of 11 (the one-eyed jacks' number) never meet.
FACE_J, FACE_Q, FACE_K = 111, 112, 113
FACES = (FACE_J, FACE_Q, FACE_K)
FACE_LETTER = {FACE_J: "J", FACE_Q: "Q", FACE_K: "K"}


def rank(c: int) -> int:
    return c // 4 + 1


def suit(c: int) -> int:
    return c % 4


def face(c: int) -> int:
    """The face code of a J, Q or K (special ones too), 0 for a number card."""
    r = c // 4 + 1
    return 100 + r if r > 10 else 0


def number_values(c: int) -> tuple:
    """The numbers a card can stand for: its rank for A-10, 11 for JS/JH, 12 for QS, 3..9 for KS."""
    r = c // 4 + 1
    if r <= 10:
        return (r,)
    if c in (JS, JH):
        return (11,)
    if c == QS:
        return (12,)
    if c == KS:
        return KS_NUMBERS
    return ()


def fixed_number(c: int) -> int:
    """The one number a non-KS card stands for (0 for a plain face card or for KS)."""
    r = c // 4 + 1
    if r <= 10:
        return r
    return 11 if c in (JS, JH) else 12 if c == QS else 0


# --- tokens ------------------------------------------------------------------------------------------

def token(c: int, number: int = 0) -> int:
    """A card as used in an action: special cards used as a number carry it; others are the card."""
    return c | (number << 6) if number and c in SPECIALS else c


def number_token(c: int, number: int = 0) -> int:
    """The token of `c` used as a number (for KS the given number; for JS/JH/QS their own)."""
    if c == KS:
        return c | (number << 6)
    if c in SPECIALS:
        return c | (fixed_number(c) << 6)
    return c


def tok_card(t: int) -> int:
    return t & 63


def tok_number(t: int) -> int:
    """The number a token says its special card stands for (0: none said)."""
    return t >> 6


def tok_value(t: int) -> int:
    """The number value of a token used as a number (0 when it has none, e.g. a plain face card)."""
    n = t >> 6
    if n:
        return n
    r = (t & 63) // 4 + 1
    return r if r <= 10 else 0


def is_number_token(t: int) -> bool:
    """A number card, or a special card that says its number."""
    return (t >> 6) > 0 or (t & 63) // 4 < 10


def order_value(t: int) -> int:
    """The value used to order cards in text: A=1..10, J=11, Q=12, K=13, a special used as n as n."""
    n = t >> 6
    return n if n else (t & 63) // 4 + 1


def text_key(t: int) -> tuple:
    """Canonical order inside a group: value high to low, ties by suit S, H, D, C."""
    return (-order_value(t), t & 3)


def tok_name(t: int) -> str:
    n = t >> 6
    return NAME[t & 63] + (f"={n}" if n else "")


def points(c: int) -> int:
    """Point cards: 10 of diamonds 2, 2 of spades 1, every ace 1."""
    if c == card(10, DIAMONDS):
        return 2
    if c == card(2, SPADES) or rank(c) == 1:
        return 1
    return 0


def card_id(name: str) -> int:
    """'10D' -> 38; raises KeyError with a readable message."""
    key = name.strip().upper()
    if key.startswith("1") and len(key) == 2 and key != "10":  # "1S" is nobody's spelling of an ace
        raise KeyError(f"{name!r} is not a card")
    try:
        return BY_NAME[key]
    except KeyError:
        raise KeyError(f"{name!r} is not a card (write rank and suit: AS, 10D, QH)") from None


def value_word(v: int) -> str:
    """'8', '11', or 'king' for a face value (for sentences)."""
    return {FACE_J: "jack", FACE_Q: "queen", FACE_K: "king"}.get(v, str(v))


def value_label(v: int) -> str:
    """'8' or 'K' (for build labels)."""
    return FACE_LETTER.get(v, str(v))


def a_value(v: int) -> str:
    """'an 8', 'a 7', 'a king', 'an 11' — for 'you need ... in your hand'."""
    if v == 1:
        return "an ace"
    word = value_word(v)
    return ("an " if word[0] in "aeiou8" or word == "11" else "a ") + word


def card_words(c: int) -> str:
    """'the king of spades'."""
    return f"the {RANK_WORDS[rank(c) - 1]} of {SUIT_WORDS[suit(c)]}"
