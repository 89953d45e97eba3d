"""The words the Trifoil table shows: the status line's prompts, hover hints and refusals, and the
facts of the side panel (players, whose turn, actions left, buttons, move log).

Reads the table's view (game.trifoil.view, built from an observation); the rules are asked only what
the person's own click would do (is it legal, why not, what would it push). Never changes a match.
"""
from __future__ import annotations

from game.core import IllegalAction
from game.core.match import possessive
from game.trifoil.board import CW
from game.trifoil.hud import PanelInfo, PlayerInfo
from game.trifoil.rules import push_trace
from game.ui.table_pieces import soft_ink
from game.ui.theme import Palette

MESSAGE_SECONDS = 7.0  # how long a refusal or notice stays on the status line


def status_text(table) -> tuple[str, str]:
    """(text, kind) for the line under the board: a refusal, a notice, a hover hint or a prompt."""
    view = table.view()
    said = table.said.standing(MESSAGE_SECONDS)
    if said:
        return said
    if view.over:
        return table.match.with_names(view.end_reason), "result"
    mover = view.to_move if view.to_move is not None else 0
    name = table.seat_label(mover)
    if table.hover_handle is not None and table.hover_handle[1] is not None:
        tri, d = table.hover_handle
        action = ("spin", tri, d)
        way = "clockwise" if d == CW else "counter-clockwise"
        tname = view.board.triangles[tri].name
        if table.human_to_move() is not None:
            if action in table.legal():
                return f"Spin {tname} {way}: its three Blinks trade places, links riding along.", "hint"
            return table.state.why_illegal(action), "hint"
        return f"Spin {tname} {way}.", "hint"
    if table.thinking:
        return f"{name} is thinking…", "hint"
    if table.human_to_move() is None:
        return f"{name} to act.", "hint"
    if table.selected is not None:
        return pair_hint(table), "hint"
    return "Click a Blink, then a touching Blink, to place or push a link, or spin a corner triangle.", "hint"


def pair_hint(table) -> str:
    """What choosing the hovered Blink would do, why it cannot, or what to do next."""
    state = table.state  # asked only what the person's own clicks would do
    view = table.view()
    board = view.board
    letters = board.letters
    first = letters[table.selected]
    other = table.hover_pos
    if other is not None and other != table.selected and board.face_toward(table.selected, other) is not None:
        try:
            action = state.pair_action(table.selected, other)
        except IllegalAction as exc:
            return str(exc)
        if action[0] == "place":
            return f"Click {letters[other]} to light a link on {first}, facing {letters[other]}."
        moved = len(push_trace(board, view.slots, action[1]))  # one entry per link that moves
        many = "it" if moved == 1 else f"it and {moved - 1} more along the line"
        return f"Click {letters[other]} to push {first}'s link across: {many} will move."
    if not any(_pair_legal(state, table.selected, n) for n in board.neighbour[table.selected] if n >= 0):
        return f"Nothing can be placed or pushed from {first}: choose another Blink, or spin a triangle."
    return (f"{first} chosen: now click a touching Blink (gold outline) to place or push there. "
            f"Click {first} again to cancel.")


def _pair_legal(state, pos: int, other: int) -> bool:
    """True when choosing `pos` then `other` would place or push."""
    try:
        state.pair_action(pos, other)
    except IllegalAction:
        return False
    return True


def panel_info(table) -> PanelInfo:
    """Everything the side panel shows, read from the table's view."""
    view = table.view()
    board = view.board
    cb = table.app.settings.colour_blind
    movers = view.movers
    over = view.over
    returns = view.returns if over else (0.0, 0.0)
    chains = view.chains
    players = []
    for seat in (0, 1):
        if table.seat_is_ai(seat):
            role = f"AI · {table.match.seats[seat].level.capitalize()}"
        else:
            role = "Player"
        result = ""
        if over:
            result = "Draw" if returns[0] == returns[1] else ("Winner" if returns[seat] > 0.5 else "")
        players.append(PlayerInfo(
            table.seat_label(seat), role, table.colour(seat), cb and seat == 1, view.supply[seat],
            board.links_per_player, chains[seat], board.chain_to_win, seat in movers and not over,
            thinking=table.thinking and table._ticket_seat == seat, thinking_seconds=table.thinking_seconds(),
            result=result))
    if over:
        if returns[0] == returns[1]:
            turn_text, turn_colour = "A draw", Palette.gold_light
        else:
            winner = 0 if returns[0] > returns[1] else 1
            turn_text, turn_colour = f"{table.seat_label(winner)} wins", soft_ink(table.colour(winner))
        detail = f"Longest chains {chains[0]} and {chains[1]}"
    else:
        mover = movers[0]
        turn_text, turn_colour = f"{possessive(table.seat_label(mover))} turn", soft_ink(table.colour(mover))
        left = view.actions_left
        if view.first_turn:
            detail = "First turn: one action"
        elif left == 2:
            detail = "2 actions left this turn"
        else:
            detail = "1 action left, or End turn"
    if not table.shows_controls():
        keys = ""  # a replay: its bar has the keys
    elif table.demo:
        keys = "Demonstration: AI against AI   ·   Esc: menu"
    elif over:
        keys = "Enter: results   ·   Esc: menu"
    else:
        keys = "Enter: end turn   ·   Ctrl+Z: undo   ·   Esc: menu"
    return PanelInfo(board.title, players, turn_text, detail, log_lines(table), turn_colour, keys)


def log_lines(table) -> list:
    """(seat, turn number on a turn's first line, text) for each logged action; cached per length."""
    log = table.view().log
    key = (id(table.match), len(log))  # a log only grows or is cut back, so its length marks a change
    if table._log_cache[0] == key:
        return table._log_cache[1]
    lines = []
    turn = 0
    prev = None
    for seat, text in log:
        number = None
        if seat != prev:
            turn += 1
            number = turn
            prev = seat
        lines.append((seat, number, "ends the turn" if text == "end" else text))
    table._log_cache = (key, lines)
    return lines



def not_your_turn(table) -> str:
    """Why a click on the board does nothing now."""
    if table.match.is_over():
        return "The game is over."
    if table.demo:
        return "This is a demonstration: the AI plays both sides."
    movers = list(table.state.to_move())
    name = table.seat_label(movers[0]) if movers else "the AI"
    return f"Wait: it is {possessive(name, start=False)} turn."


def hint_words(board, action) -> str:
    """A hinted action in words, with the clicks that play it."""
    if action[0] in ("place", "push"):
        pos, face = divmod(action[1], 6)
        a, b = board.letters[pos], board.letters[board.neighbour[pos][face]]
        if action[0] == "place":
            return f"light a link on {a}, facing {b} (click {a}, then {b})."
        return f"push {a}'s link across to {b} (click {a}, then {b})."
    if action[0] == "spin":
        way = "clockwise" if action[2] == "cw" else "counter-clockwise"
        return f"spin {board.triangles[action[1]].name} {way}."
    return "end your turn here."
