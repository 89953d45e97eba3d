"""What a Dance state says without changing it: a family's name, Powers and hand limit, where its
Avatar may reach, which hexes are occupied or closed to it, whose turn it is and the round's order
(shared/rules/the_dance.md: Words, Setup 7 on turn order, the Powers that change a reach or a move).

Pure Python over the state's fields (never pygame), and nothing here writes a rule field: only the two
caches of positions, which a state fills the first time it is asked.

Reads: players, opts, avatars, powers, hands, bonus, dheld, apos, dpos, server, dom, order, turn,
in_play, disc_down, log, _occ, _board
Writes: _occ, _board
"""
from __future__ import annotations

from game.the_dance import floor as F
from game.the_dance.phases import ZERO, cons_list, merge


def name(s, seat: int) -> str:
    """A family's name in messages: its Avatar's name, or 'Player N' before the choice."""
    if 0 <= seat < s.players and s.avatars[seat] >= 0:
        return F.AVATAR_NAMES[s.avatars[seat]]
    return f"Player {seat + 1}"


def who(s, seat: int) -> str:
    """A family in the log: its Avatar id, or 'Player N' before the choice."""
    if 0 <= seat < s.players and s.avatars[seat] >= 0:
        return F.AVATAR_IDS[s.avatars[seat]]
    return f"Player {seat + 1}"


def has(s, seat: int, power: int) -> bool:
    return power in s.powers[seat]


def limit(s, seat: int) -> int:
    """Her Refreshment limit: 4, or 6 with Old Wealth."""
    return F.RICH_LIMIT if F.OLD_WEALTH in s.powers[seat] else F.HAND_LIMIT


def markers(s, seat: int) -> int:
    """Her Influence markers: 1, or 2 while she owns Discipline's bonus marker."""
    return 2 if s.bonus[seat] else 1


def held(s, seat: int) -> list:
    """Dancers `seat` holds on the floor (Influenced or Dominated), in table order."""
    return [d for d, h in enumerate(s.dheld) if h == seat]


def seat_of_avatar(s, avatar: int) -> int:
    try:
        return s.avatars.index(avatar)
    except ValueError:
        return -1


def entry(s, seat: int) -> int:
    return F.AVATAR_ENTRY[s.avatars[seat]]


def table(s, seat: int) -> int:
    return F.AVATAR_TABLE[s.avatars[seat]]


def closed_for(s, seat: int) -> frozenset:
    """Entry hexes closed to `seat`'s pieces: every one but her own."""
    return F.ENTRY_SET - {F.AVATAR_ENTRY[s.avatars[seat]]}


def occupied(s) -> frozenset:
    """Hexes holding a piece (cached: a state's pieces never move once others can see it)."""
    occ = s._occ
    if occ is None:
        occ = {h for h in s.apos if h >= 0}
        occ.update(h for h in s.dpos if h >= 0)
        if s.server >= 0:
            occ.add(s.server)
        occ = s._occ = frozenset(occ)
    return occ


def dancer_board(s) -> dict:
    """{hex: Dancer} for the Dancers on the floor (cached likewise)."""
    board = s._board
    if board is None:
        board = s._board = {h: d for d, h in enumerate(s.dpos) if h >= 0}
    return board


def piece_at(s, hex_index: int):
    """('avatar', seat), ('dancer', d), ('server', 0) or None."""
    for seat, h in enumerate(s.apos):
        if h == hex_index:
            return ("avatar", seat)
    d = dancer_board(s).get(hex_index)
    if d is not None:
        return ("dancer", d)
    if s.server == hex_index:
        return ("server", 0)
    return None


def is_dominated(s, d: int) -> bool:
    return bool(s.dom >> d & 1)


def current(s) -> int:
    """The seat whose turn it is (-1 outside the Player Phase)."""
    if s.order and s.turn < len(s.order):
        return s.order[s.turn]
    return -1


def round_order(s, first: int) -> tuple:
    """Seats in play from `first` counter-clockwise round the room: by table number, wrapping."""
    base = table(s, first)
    seats = [t for t in range(s.players) if s.in_play[t]]
    return tuple(sorted(seats, key=lambda t: (table(s, t) - base) % 6))


def setup_order(s) -> tuple:
    """Powers, Refreshments and Plans go in turn order (by seat number with New Blood)."""
    if s.opts["new_blood"]:
        return tuple(range(s.players))
    return round_order(s, 0)


def reach_of(s, seat: int) -> frozenset:
    """Hexes `seat`'s Influence, Foil and Server reach (2 with Mesmerize, over anything)."""
    h = s.apos[seat]
    if F.MESMERIZE in s.powers[seat]:
        return F.NEAR2[h]
    return frozenset(F.NEIGHBOURS[h])


def movement(s, seat: int) -> tuple[int, int]:
    """(Movement, extra hexes an Ankh could add this step)."""
    if F.ATHLETIC in s.powers[seat]:
        return 3, 0
    base = F.AVATAR_MOVEMENT[s.avatars[seat]]
    return base, (1 if s.hands[seat][F.ANKH] else 0)


def all_down(s) -> tuple:
    """Every seat's face-down discards, counted together per marker kind."""
    total = ZERO
    for c in s.disc_down:
        total = merge(total, c)
    return total


def public_log(s) -> list:
    """The log's lines, oldest first (the state keeps them as a linked list: (earlier, line))."""
    return cons_list(s.log)
