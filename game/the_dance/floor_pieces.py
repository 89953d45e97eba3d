"""The pieces of The Dance to draw, read from one observation: each Avatar on her hex (with her Foiled
marker), each Dancer on the floor (with her holder's marker, Influenced or Dominated) or in her seat
at a Sanctuary table, the Server on his hex or in the kitchen, and the Tempo marker in its box.

Reads observation dicts only (what a seat or a spectator may see); never a state, never draws. Keys
name a piece for the animations: ("avatar", id), ("dancer", id), ("server",), ("tempo",).
"""
from __future__ import annotations

from game.the_dance.board_layout import WINNING_SEAT
from game.the_dance.board_view import KITCHEN, Piece, seat_place, tempo_place
from game.the_dance.counters import counters


def avatar_key(avatar_id: str) -> tuple:
    return ("avatar", avatar_id)


def dancer_key(dancer_id: str) -> tuple:
    return ("dancer", dancer_id)


SERVER_KEY = ("server",)
TEMPO_KEY = ("tempo",)


def seat_of(obs: dict, dancer_id: str):
    """The seat place of a seated Dancer: her family's table, her place in its seating order (the
    sixth, winning seat for a sixth Dancer), or None when she is not seated."""
    for fam in obs["families"]:
        if dancer_id in fam["seated"] and fam["table"]:
            k = fam["seated"].index(dancer_id)
            return seat_place(fam["table"], min(k, WINNING_SEAT))
    return None


def place_of(obs: dict, key: tuple):
    """Where the piece `key` stands in `obs` (a place), or None when it is not on show."""
    kind = key[0]
    if kind == "avatar":
        fam = next((f for f in obs["families"] if f["avatar"] == key[1]), None)
        return fam["hex"] if fam else None
    if kind == "dancer":
        d = next((x for x in obs["dancers"] if x["id"] == key[1]), None)
        if d is None:
            return None
        return d["hex"] or seat_of(obs, key[1])
    if kind == "server":
        return obs["server"] or KITCHEN
    if kind == "tempo":
        return tempo_place(obs["tempo"])
    return None


def pieces_from(obs: dict) -> dict:
    """key -> Piece for everything on show in `obs`."""
    out: dict = {}
    for fam in obs["families"]:
        if fam["avatar"] and fam["hex"]:
            out[avatar_key(fam["avatar"])] = Piece("avatar", fam["avatar"], fam["hex"], foiled=fam["foiled"])
    for d in obs["dancers"]:
        if d["hex"]:
            out[dancer_key(d["id"])] = Piece("dancer", d["id"], d["hex"], owner=d["held_by"], dominated=d["dominated"])
        elif d["seated_at"]:
            place = seat_of(obs, d["id"])
            if place is not None:
                out[dancer_key(d["id"])] = Piece("dancer", d["id"], place, owner=d["seated_at"])
    out[SERVER_KEY] = Piece("server", "server", obs["server"] or KITCHEN)
    out[TEMPO_KEY] = Piece("tempo", "tempo", tempo_place(obs["tempo"]))
    return out


def idle_tables(obs: dict) -> set[int]:
    """Tables no family sits at, drawn dimmed once every family has chosen its Avatar (until then
    any table may still be taken)."""
    if any(f["avatar"] is None for f in obs["families"]):
        return set()
    used = {f["table"] for f in obs["families"]}
    return {a.table for a in counters().avatars} - used
