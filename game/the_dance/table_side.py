"""The Dance table's side words: the families' plaques and the private tray (PanelInfo), the log's
lines, and the status line (a refusal, the animation's caption, the prompt, whose turn it is), each
from the table's view.

Part of the table's parts (see scene.py): pure functions of a DanceView (and of what the person is
doing, TableUI); never draws, never reads a game state or the match, never changes anything.
"""
from __future__ import annotations

from game.core import CHANCE
from game.the_dance import floor as F
from game.the_dance import marker_art
from game.the_dance import table_text as T
from game.the_dance.counters import counters
from game.the_dance.panel import FamilyRow, PanelInfo, Tray, log_entries
from game.the_dance.floor_pieces import pieces_from
from game.the_dance.table_controls import CARD_DELAY, TableUI
from game.the_dance.table_view import DanceView, SeatInfo

MESSAGE_SECONDS = 7.0
LOG_LINES = 160  # lines of the log kept for scrolling back
LOG_RECENT = 36  # lines given to the log while it shows the newest
# A family's colour as ink on the velvet panel (the piece colours themselves are too dark for text).
PANEL_INK = {"plum": (206, 150, 226), "ivory": (242, 232, 212), "copper": (242, 162, 104), "grey": (200, 206, 218),
             "teal": (112, 214, 206), "jet": (160, 150, 196)}


def panel_ink(avatar_id: str | None):
    """A family's colour for words on the panel (None before the family has an Avatar)."""
    if not avatar_id:
        return None
    return PANEL_INK.get(counters().avatar(avatar_id).colour)


# --- the panel ------------------------------------------------------------------------------------

def panel_info(obs: dict, seats: tuple, demo: bool, replaying: bool) -> PanelInfo:
    """The plaques and the tray of one observation (`seats`: the SeatInfo of each seat)."""
    viewer = obs.get("viewer")
    rows = []
    turn = obs.get("turn_seat", -1)
    actor = obs.get("actor")
    for fam in obs["families"]:
        seat = fam["seat"]
        info: SeatInfo = seats[seat]
        seated_letters = tuple(F.SYMBOLS[F.DANCER_SYMBOL[F.DANCER[d]]] for d in fam["seated"])
        held = tuple((F.SYMBOLS[F.DANCER_SYMBOL[F.DANCER[d]]], obs["dancers"][F.DANCER[d]]["dominated"])
                     for d in fam["holds"])
        plan = counters().plan(fam["plan"]).symbols if fam["plan"] else None
        lit = tuple(marker_art.plan_lit(plan, seated_letters)) if plan else ()
        role = " (AI)" if info.is_ai else ""
        person, title = info.label, fam["name"]
        if not fam["avatar"]:
            person, title = "", info.label  # no family yet: the person is the title
            role = "AI" if info.is_ai else "choosing…" if seat == obs.get("actor") else "to choose"
        rows.append(FamilyRow(
            seat=seat, person=person, role=role, avatar=fam["avatar"], title=title,
            refreshments=fam["refreshments"], powers=tuple(F.POWER_NAMES[F.POWER[p]] for p in fam["powers"]),
            plan=plan, plan_lit=lit, seated=seated_letters, held=held, markers=fam["markers"],
            foiled=fam["foiled"], in_play=fam["in_play"],
            turn=(seat == turn if isinstance(turn, int) and turn >= 0 else seat == actor) and not obs["over"],
            you=seat == viewer and not demo and not replaying))
    tray, note = None, ""
    if viewer is not None:
        fam = obs["families"][viewer]
        plan = counters().plan(fam["plan"]).symbols if fam["plan"] else None
        seated_letters = tuple(F.SYMBOLS[F.DANCER_SYMBOL[F.DANCER[d]]] for d in fam["seated"])
        powers = tuple((counters().power(p).name, counters().power(p).text) for p in fam["powers"])
        limit = 6 if "old_wealth" in fam["powers"] else 4
        # before a family is chosen its tray is the person's (the family's name is not known yet)
        who = T.first_name(fam["name"]) if fam["avatar"] else seats[viewer].label
        owner = "Your tray" if not (demo or replaying) else f"{who}'s tray"
        if demo:
            owner += " (watching)"
        tray = Tray(owner, fam["plan"], plan, tuple(marker_art.plan_lit(plan, seated_letters)) if plan else (),
                    powers, tuple(obs["hand"]), limit, fam["face_down_discards"])
    elif replaying:
        note = "A spectator's view: every tray stays hidden. Choose a family's view with V once the game is over."
    else:
        note = "Trays stay hidden between turns: each person sees theirs behind the curtain."
    rnd = obs["round"]
    title = f"Round {rnd}" if rnd >= 1 else "The ball begins"
    if rnd >= 1:
        title += f" of {obs['turn_limit']}" if obs["turn_limit"] < 100 else ""
    nxt = obs["tempo"] % 4 + 1
    tempo = f"Tempo box {obs['tempo']}  ·  next Waltz: " + (
        "a rest, each family draws" if nxt == 4 else "the Dancers step")
    pile = f"Pile {obs['pile']} · discards {len(obs['discard_face_up']) + obs['discard_face_down']}"
    return PanelInfo(title, tempo, pile, tuple(rows), tray, note)


def log_lines(said: list, obs: dict) -> list:
    """The log's LogEntry lines from (line, seat, round) told for the viewer, each in its family's ink."""
    def colour_of(seat):
        if seat == CHANCE or not isinstance(seat, int) or not 0 <= seat < len(obs["families"]):
            return None
        return panel_ink(obs["families"][seat]["avatar"])

    return log_entries(said, colour_of)


# --- the status line ----------------------------------------------------------------------------------

def status_words(view: DanceView, ui: TableUI, thinking: bool) -> tuple[str, str]:
    """(words, kind) for the status line: a refusal or notice still showing, the animation's caption,
    the end, the prompt for the person to act, or who is acting now."""
    if view.message is not None:
        return view.message
    if view.caption:
        return view.caption, "hint"
    obs = view.obs
    if view.over:
        reason = view.end_words
        tail = "" if view.demo or view.replaying else "  Enter: the results."
        return (reason or "The ball is over.") + tail, "result"
    seat = view.acting
    if seat is not None:
        return T.prompt(obs, seat, selection_words(view, ui)), "prompt"
    movers = view.movers
    if not movers:
        return ("The Waltz: the music plays." if obs["round"] >= 1 else "The ball is being set up."), "hint"
    mover = movers[0]
    return T.waiting_words(obs, mover, view.label(mover), thinking), "hint"


def selection_words(view: DanceView, ui: TableUI) -> str:
    sel = ui.selected
    if view.phase != "dance" or sel is None:
        return ""
    if sel == ("avatar",):
        choices = view.dance
        extra = " The Ankh (K) adds a hex." if choices.ankh_only() and not ui.ankh_on else ""
        if ui.ankh_on:
            extra = " The Ankh is on: one hex more."
        return f"Click a lit hex to walk there.{extra}"
    name = T.dancer_name(sel[1])
    if sel[0] == "dancer":
        seat_words = ", or click your table to seat her" if sel[1] in view.dance.seats else ""
        return f"Lead {name} up to 2 hexes{seat_words}."
    return f"{name} is seated at your table."


def piece_key(piece) -> tuple:
    """A piece's name for the card, the same in every observation: (kind, id)."""
    return piece.kind, piece.id


def card_piece(view: DanceView, ui: TableUI, panel_open: bool):
    """The piece whose card shows this frame, as it stands now (read from the view, never kept from
    an earlier frame), or None: a pinned piece, else the piece the pointer has rested on for
    CARD_DELAY (not while a piece is picked up, nor once put away with Esc or a right click). No card
    while anything moves or a panel is open over the floor: the play comes first."""
    if view.animating or panel_open:
        return None
    if ui.pinned is not None:
        want = piece_key(ui.pinned)
    elif ui.hover_piece is not None and ui.hover_since >= CARD_DELAY and ui.selected is None \
            and piece_key(ui.hover_piece) != ui.muted:
        want = piece_key(ui.hover_piece)
    else:
        return None
    return next((p for p in pieces_from(view.shown).values() if piece_key(p) == want and p.pos is None), None)


def card_notes(view: DanceView, piece) -> tuple:
    """The lines under a piece's info card: who plays an Avatar, what it holds, its Powers known; what
    a Dancer on the floor is worth to the person looking (her best Domain and its odds)."""
    if piece.kind == "dancer":
        return dancer_notes(view, piece)
    if piece.kind != "avatar":
        return ()
    obs = view.obs
    seat = T.seat_of_avatar(obs, piece.id)
    if seat is None:
        return ()
    fam = obs["families"][seat]
    info = view.seats[seat]
    who = f"Played by {info.label}" + (f" (AI, {info.level})" if info.is_ai else "")
    notes = [who, f"{fam['refreshments']} Refreshments, {len(fam['seated'])} seated"]
    if fam["powers"]:
        notes.append("Powers: " + ", ".join(F.POWER_NAMES[F.POWER[p]] for p in fam["powers"]))
    return tuple(notes)


def dancer_notes(view: DanceView, piece) -> tuple:
    """For the person looking (her Avatar's ratings are public): the Domain that gives her the best
    target number on this Dancer, and what stands in the way."""
    mine = view.mine()
    obs = view.obs
    if not mine or view.seat is None or not isinstance(piece.place, str) or piece.place == "kitchen":
        return ()
    d = F.DANCER[piece.id]
    info = obs["dancers"][d]
    if info["held_by"] == mine:
        return ("Yours: lead her to your table.",)
    if info["dominated"] and not obs["options"].get("contest_dominated"):
        return ("Dominated: nobody may try her.",)
    rating = F.RATING[F.AVATAR[mine]]
    best = max((dom for dom in range(4) if F.PIPS[d][dom] is not None),
               key=lambda dom: rating[dom] + F.PIPS[d][dom], default=None)
    if best is None:
        return ()
    number = rating[best] + F.PIPS[d][best]
    if number < 1:
        return (f"For you: {F.DOMAIN_NAMES[best]} only with a Refreshment.",)
    return (f"For you: {F.DOMAIN_NAMES[best]}, target {number} ({int(round(100 * min(6, number) / 6))}%).",)
