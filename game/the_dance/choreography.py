"""What The Dance's table animates for one step of the match, worked out from the observations before
and after it (what the viewer may see) and the action taken: an Avatar walking her way, a Dancer led
or seated, the die of an attempt and its outcome, the Server's roll and walk, the Tempo marker moving,
the free Dancers waltzing (the path Dancers together as trains, then the arrow Dancers one by one),
Refreshments drawn, played and discarded, Powers revealed.

Builds a Show (game.the_dance.animations); never draws and never changes a match. It reads states only
through observation(viewer) and the fixed ballroom tables.
"""
from __future__ import annotations

from game.core import CHANCE
from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.the_dance.animations import (ARROW_SECONDS, ARROW_STAGGER, BANNER_HOLD, BANNER_LEAD, GLIDE_SECONDS,
                                       TEMPO_SECONDS, Show)
from game.the_dance.board_view import KITCHEN, tempo_place
from game.the_dance.floor_pieces import SERVER_KEY, TEMPO_KEY, avatar_key, dancer_key, pieces_from, place_of
from game.ui.tween import ease_in_out_sine, ease_out_cubic

CENTRE = "K7"  # where the Dancers come from at the start (the middle of the floor)
WALTZ = "The Waltz"
REST_WORDS = "Tempo box 4, the rest: each family draws a Refreshment"


def pile_anchor() -> tuple:
    return ("pile",)


def row_anchor(seat: int) -> tuple:
    return ("row", seat)


def build(show: Show, before, action, seat, after, viewer) -> None:
    """Add the beats of one step (`before.apply(action, seat)` gave `after`) to `show`, after what
    it already holds. `viewer` is the seat whose observation is drawn (None: a spectator's)."""
    b = before.observation(viewer)
    a = after.observation(viewer)
    if seat == CHANCE and action[0] in ("draw", "plan", "powers") and show.checkpoints:
        show.cursor += 0.12  # the deals of a setup or a rest overlap: a quick run of chips
    else:
        show.wait_all()
    if not show.checkpoints:
        show.show_from(0.0, b)
    start = show.cursor
    switch = start
    if seat == CHANCE:
        switch = _chance(show, b, a, action)
    else:
        _decision(show, b, a, action, seat)
    show.show_from(switch, a)
    _reveals(show, b, a)
    if a["tempo"] != b["tempo"] and b["round"] >= 1:
        show.wait_all()  # the Waltz starts once the step that ended the round has been seen
        _waltz(show, b, a, action)
    _leaving(show, b, a)


# --- decisions ------------------------------------------------------------------------------------

def _decision(show: Show, b: dict, a: dict, action, seat: int) -> None:  # noqa: C901 - one case per action
    kind = action[0]
    fam_b = b["families"][seat]
    if kind == "avatar":
        avatar = F.AVATAR_IDS[action[1]]
        entry = place_of(a, avatar_key(avatar))
        if entry:
            piece = pieces_from(a).get(avatar_key(avatar))
            show.move(avatar_key(avatar), [entry, entry], 0.35, piece, fade="in", ease=ease_out_cubic)
            show.sound(show.cursor, "place", 0.7)
        return
    if kind == "move":
        walk = T.avatar_walk(b, seat, action[1], action[2])
        if len(walk) >= 2:
            if action[2]:
                show.flash(walk[0], "Ankh: +1 hex", "good")
            show.walk(avatar_key(fam_b["avatar"]), walk)
            show.sound(show.cursor + 0.05, "click", 0.45)
            show.sound(show.end - 0.04, "place", 0.6)
        return
    if kind == "lead":
        d = F.DANCER_IDS[action[1]]
        walk = T.lead_walk(b, seat, action[1], action[2])
        if len(walk) >= 2:
            show.walk(dancer_key(d), walk, pieces_from(b).get(dancer_key(d)))
            show.sound(show.end - 0.04, "place", 0.5)
        return
    if kind == "seat":
        d = F.DANCER_IDS[action[1]]
        start = b["dancers"][action[1]]["hex"]
        places = [start]
        if action[2] >= 0:
            places.append(F.LABELS[action[2]])
        seat_place = place_of(a, dancer_key(d))
        if start and seat_place is not None:
            piece = pieces_from(b).get(dancer_key(d))
            if len(places) > 1:
                show.walk(dancer_key(d), places, piece)
            show.wait_all()
            show.move(dancer_key(d), [places[-1], seat_place], 0.5, piece, ease=ease_in_out_sine)
            show.sound(show.end - 0.05, "chime", 0.6)
            show.flash(seat_place, "Seated", "good", start=show.end - 0.1)
        return
    if kind == "unseat":
        d = F.DANCER_IDS[action[1]]
        seat_place = place_of(b, dancer_key(d))
        entry = fam_b["entry"]
        if seat_place is not None and entry:
            show.move(dancer_key(d), [seat_place, entry], 0.5, pieces_from(a).get(dancer_key(d)), ease=ease_in_out_sine)
            show.sound(show.end - 0.05, "place", 0.6)
        return
    if kind == "release":
        hex_ = b["dancers"][action[1]]["hex"]
        if hex_:
            show.flash(hex_, "Released", "plain")
            show.sound(show.cursor, "click", 0.5)
        return
    if kind == "discipline":
        for k in action[1]:
            show.chip(row_anchor(seat), pile_anchor(), F.MARKER_IDS[k])
        if fam_b["hex"]:
            show.flash(fam_b["hex"], "Discipline: a second marker", "good")
        return
    if kind == "strategic":
        if fam_b["hex"]:
            show.flash(fam_b["hex"], "Strategic: a new Plan", "plain")
        return
    if kind == "done" and fam_b["foiled"]:
        if fam_b["hex"]:
            show.flash(fam_b["hex"], "Foiled: no Influence Step", "bad")
        return
    if kind in ("influence", "foil"):
        _, target, _, refs = action
        where = (b["dancers"][target]["hex"] if kind == "influence"
                 else place_of(b, avatar_key(F.AVATAR_IDS[target])))
        for i, k in enumerate(refs):
            show.chip(row_anchor(seat), where or pile_anchor(), F.MARKER_IDS[k], start=show.cursor + 0.08 * i)
        if refs:
            show.sound(show.cursor, "card", 0.5)
        return
    if kind == "server":
        server = b["server"]
        if server:
            show.move(SERVER_KEY, [server, KITCHEN], 0.6, pieces_from(b).get(SERVER_KEY), ease=ease_in_out_sine)
            show.sound(show.cursor, "click", 0.5)
        return
    if kind == "cutin":
        here = fam_b["hex"]
        if action[1] == 0:
            other_key = dancer_key(F.DANCER_IDS[action[2]])
        else:
            other_key = avatar_key(F.AVATAR_IDS[action[2]])
        there = place_of(b, other_key)
        if here and there:
            pieces = pieces_from(b)
            show.move(avatar_key(fam_b["avatar"]), [here, there], 0.45, pieces.get(avatar_key(fam_b["avatar"])))
            show.move(other_key, [there, here], 0.45, pieces.get(other_key))
            show.sound(show.cursor, "push", 0.6)
        return
    if kind in ("reroll", "discard"):
        marker = F.MARKER_IDS[action[1]] if kind == "reroll" or a.get("viewer") == seat else None
        show.chip(row_anchor(seat), pile_anchor(), marker)
        return
    if kind in ("adjust", "accept"):
        att = b["attempt"] or {}
        if kind == "adjust":
            show.chip(row_anchor(seat), pile_anchor(), F.MARKER_IDS[action[2]])
        die = (att.get("die") or 1) + (action[1] if kind == "adjust" else 0)
        result, tone = _outcome(b, a, die)
        show.roll(die, _caption(b), result, tone, tumble=False)  # turned or kept as it lies
        _outcome_flash(show, b, a, result, tone, show.cursor + 0.15)
        return
    if kind in ("drop", "keep_dancer"):
        hex_ = b["dancers"][action[1]]["hex"]
        if hex_:
            show.flash(hex_, "Let go" if kind == "drop" else "Kept", "plain")
        return
    if kind == "initiative":
        to = place_of(b, avatar_key(F.AVATAR_IDS[action[1]]))
        if to:
            show.flash(to, "Initiative", "good")
        return


# --- chance ---------------------------------------------------------------------------------------

def _caption(b: dict) -> str:
    att = b["attempt"] or {}
    actor = b["families"][b["actor"]]["name"] if b.get("actor") is not None and b["actor"] >= 0 else ""
    domain = att.get("domain", "")
    dom_name = F.DOMAIN_NAMES[F.DOMAINS.index(domain)] if domain in F.DOMAINS else ""
    target = att.get("target", "")
    if att.get("kind") == "influence" and target in F.DANCER:
        what = F.DANCER_NAMES[F.DANCER[target]]
    elif target in F.AVATAR:
        what = "Foil " + F.AVATAR_NAMES[F.AVATAR[target]]
    else:
        what = ""
    return f"{T.first_name(actor)}: {dom_name} on {what}, needs {att.get('number')}"


def _outcome(b: dict, a: dict, die: int) -> tuple[str, str]:
    """The words and tone of an attempt's outcome, read from the observations either side."""
    att = b["attempt"] or {}
    if a["attempt"] is not None and a["attempt"].get("after_roll"):
        return f"Rolled {die}", "plain"
    success = die <= (att.get("number") or 0)
    target = att.get("target")
    if att.get("kind") == "foil":
        seat = T.seat_of_avatar(a, target)
        foiled = seat is not None and a["families"][seat]["foiled"]
        return ("Foiled!", "good") if foiled else ("Not foiled", "bad")
    if target not in F.DANCER:
        return ("Success" if success else "Fails"), ("good" if success else "bad")
    d = F.DANCER[target]
    held_b, held_a = b["dancers"][d]["held_by"], a["dancers"][d]["held_by"]
    actor = b["families"][b["actor"]]["avatar"] if b.get("actor") is not None else None
    if held_a is not None and held_a == actor:
        return ("Dominated!", "good") if a["dancers"][d]["dominated"] else ("Influenced!", "good")
    if held_b is not None and held_a is None:
        return "Freed!", "good"
    if held_b is not None:
        return "She stays", "bad"
    if success:
        return "Success", "good"
    return "She resists", "bad"


def _outcome_flash(show: Show, b: dict, a: dict, result: str, tone: str, start: float) -> None:
    att = b["attempt"] or {}
    target = att.get("target")
    if att.get("kind") == "influence" and target in F.DANCER:
        where = a["dancers"][F.DANCER[target]]["hex"] or b["dancers"][F.DANCER[target]]["hex"]
    else:
        where = place_of(a, avatar_key(target)) if target else None
    if where and result and not result.startswith("Rolled"):
        show.flash(where, result, tone, start=start, seconds=1.3)
        show.sound(start, "place" if tone == "good" else "error", 0.5 if tone == "good" else 0.25)


def _chance(show: Show, b: dict, a: dict, action) -> float:
    """The beats of a chance outcome; returns when its result may show."""
    kind, value = action
    phase = b["phase"]
    if kind == "roll" and phase == "roll":
        show.caption(_caption(b) + ".")
        result, tone = _outcome(b, a, value)
        beat = show.roll(value, _caption(b), result if not result.startswith("Rolled") else "", tone)
        _outcome_flash(show, b, a, result, tone, beat.landed)
        return beat.landed
    if kind == "roll" and phase in ("server_roll", "waltz_roll"):
        hex_ = F.SERVER_HEXES[value - 1]
        placed = a["server"] == F.LABELS[hex_]
        words = f"Server hex {value}" + ("" if placed else ": taken, he stays in the kitchen")
        show.caption("The Waltz: the Server walks out of the kitchen." if phase == "waltz_roll"
                     else "The Server takes his place.")
        if phase == "waltz_roll":
            show.banner(WALTZ, "First the Server walks out of the kitchen",
                        until=show.cursor + BANNER_LEAD)
            show.cursor += BANNER_LEAD
        beat = show.roll(value, "The Server's roll", words, "plain", small=True)
        if placed:
            show.move(SERVER_KEY, [KITCHEN, F.LABELS[hex_]], 0.6, pieces_from(a).get(SERVER_KEY),
                      start=beat.landed, ease=ease_in_out_sine)
        if phase == "waltz_roll":
            show.hold_banner()  # the Waltz's banner stays over the Server's roll, on to the Tempo
        return beat.landed
    if kind == "draw":
        seat = _drawer(b)
        mine = b.get("viewer") == seat
        if _resting(b):
            show.banner(WALTZ, REST_WORDS, until=show.cursor + 1.0)
        for i, k in enumerate(value):
            show.chip(pile_anchor(), row_anchor(seat), F.MARKER_IDS[k] if mine else None, start=show.cursor + 0.1 * i)
        if value:
            show.sound(show.cursor, "card", 0.6)
        return show.cursor
    if kind == "dancers":
        show.caption("The Dancers take their places on the white circles.")
        pieces = pieces_from(a)
        for i, d in enumerate(value):
            key = dancer_key(F.DANCER_IDS[d])
            circle = F.LABELS[F.WHITE_CIRCLES[i]]
            show.move(key, [CENTRE, circle], 0.55, pieces.get(key), start=show.cursor + 0.045 * i, fade="in",
                      ease=ease_out_cubic)
        show.sound(show.cursor, "card", 0.7)
        return show.cursor
    return show.cursor


def _resting(b: dict) -> bool:
    """Is this draw the Waltz's rest (box 4: each family draws one), not a call on the Server? Read
    from the public log: the rest's line comes after the last Server call."""
    for line in reversed(b.get("log") or ()):
        if line.startswith("Tempo 4"):
            return True
        if line.endswith(": server") or line.startswith("Tempo "):
            return False
    return False


def _drawer(b: dict) -> int:
    """Who draws at a draw chance node: the observation's actor (the drawing seat)."""
    actor = b.get("actor")
    return actor if isinstance(actor, int) and actor >= 0 else 0


# --- what happens on its own ----------------------------------------------------------------------

def _reveals(show: Show, b: dict, a: dict) -> None:
    for fb, fa in zip(b["families"], a["families"]):
        new = [p for p in fa["powers"] if p not in fb["powers"]]
        if new and fa["hex"] and b.get("viewer") != fa["seat"]:
            names = ", ".join(F.POWER_NAMES[F.POWER[p]] for p in new)
            show.flash(fa["hex"], f"reveals {names}", "plain", start=show.cursor + 0.2)


def _waltz(show: Show, b: dict, a: dict, action) -> None:
    """The Tempo marker's step, then (boxes 1-3) the free Dancers' step: path Dancers together, then
    arrow Dancers one by one, lowest depth first as the rules move them."""
    rest = a["tempo"] == 4
    show.caption(f"The Waltz: the Tempo marker moves to box {a['tempo']}" +
                 (", the rest: no Dancer moves, each family draws." if rest
                  else ", and every free Dancer steps once."))
    show.banner(WALTZ, REST_WORDS if rest else
                f"Tempo box {a['tempo']}: every free Dancer steps once")
    show.cursor += BANNER_LEAD * 0.5
    show.move(TEMPO_KEY, [tempo_place(b["tempo"]), tempo_place(a["tempo"])], TEMPO_SECONDS,
              pieces_from(a).get(TEMPO_KEY), ease=ease_in_out_sine)
    show.sound(show.cursor, "click", 0.5)
    show.wait_all(BANNER_LEAD * 0.5)
    if rest:
        show.flash(tempo_place(4), "Rest: each family draws", "plain", seconds=1.2)
        show.hold_banner(BANNER_HOLD)
        return
    mid = {d["id"]: d["hex"] for d in b["dancers"]}
    if action[0] == "cutin" and action[1] == 0:
        # the swap happened before the Waltz: the Dancer stood on the Avatar's old hex
        seat = b["actor"]
        mid[F.DANCER_IDS[action[2]]] = b["families"][seat]["hex"]
    pieces = pieces_from(a)
    path, arrows = [], []
    for d in a["dancers"]:
        start, end = mid.get(d["id"]), d["hex"]
        if not start or not end or start == end or d["held_by"] is not None:
            continue
        (path if F.IS_PATH[F.HEX[start]] else arrows).append((d["id"], start, end))
    t0 = show.cursor
    if path:
        for did, start, end in path:
            show.move(dancer_key(did), [start, end], GLIDE_SECONDS, pieces.get(dancer_key(did)), start=t0,
                      ease=ease_in_out_sine)
        show.sound(t0, "push", 0.55)
        t0 += GLIDE_SECONDS * 0.85
    arrows.sort(key=lambda x: (F.DEPTH[F.HEX[x[1]]], F.HEX[x[1]]))
    for i, (did, start, end) in enumerate(arrows):
        show.move(dancer_key(did), [start, end], ARROW_SECONDS, pieces.get(dancer_key(did)),
                  start=t0 + i * ARROW_STAGGER, ease=ease_in_out_sine)
    if not path and not arrows:
        show.flash(tempo_place(a["tempo"]), "No Dancer can move", "plain", seconds=0.9)
    show.hold_banner(BANNER_HOLD)


def _leaving(show: Show, b: dict, a: dict) -> None:
    """An Avatar whose family has won under Placings leaves the floor."""
    for fb, fa in zip(b["families"], a["families"]):
        if fb["hex"] and not fa["hex"] and fb["avatar"]:
            key = avatar_key(fb["avatar"])
            show.move(key, [fb["hex"], fb["hex"]], 0.6, pieces_from(b).get(key), fade="out")
