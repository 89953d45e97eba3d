"""Driving the Casino Trifecta table as a person would in tests: pointer and key events sent to the table,
the points of a hand card and of a table item, and `perform`, which makes any legal action by clicks
(the hand card, the table cards and builds, Enter, and the chooser when a pick reads several ways)."""
import pygame

from game.casino import cards as C


def send(table, kind, pos=None, button=1, key=None, mod=0):
    if kind == "key":
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        return
    pos = (int(pos[0]), int(pos[1]))
    events = {"move": pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              "down": pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
              "up": pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)}
    table.handle_event(events[kind])


def click(table, pos, button=1):
    send(table, "move", pos)
    send(table, "down", pos, button)
    send(table, "up", pos, button)


def key(table, k, mod=0):
    send(table, "key", key=k, mod=mod)


def hand_point(table, name):
    sp = table.layer.get(("h", C.card_id(name)))
    assert sp is not None, f"{name} is not in the hand shown"
    return sp.x - sp.size[0] * 0.3, sp.y - sp.lift * sp.size[1] * 0.08


def item_point(table, item):
    slot = table.choreo.display.flow.slot(item)
    assert slot is not None, f"{item} is not on the table"
    x, y = slot.centres[-1]
    return x, y


def perform(table, action):
    """Make `action` with the pointer and keys as a person would."""
    from game.casino.selection import table_parts

    kind = action[0]
    if kind == "pass":
        key(table, pygame.K_p)  # the table asks first: the Pass is spent once per game
        key(table, pygame.K_RETURN)
        return
    if kind == "subtract":
        key(table, pygame.K_s)
    hand = C.tok_card(action[1])
    click(table, hand_point(table, C.NAME[hand]))
    assert table.ui.pick.hand == hand
    cards, builds = table_parts(action)
    for c in sorted(cards):
        click(table, item_point(table, ("c", c)))
    for b in sorted(builds):
        click(table, item_point(table, ("b", b)))
    key(table, pygame.K_RETURN)
    for _ in range(3):
        panel = table.modal
        if panel is None:
            break
        keys = [c.key for c in panel.choices]
        if action in keys:
            panel.choose(keys.index(action))
        else:
            from game.casino.selection import ks_use

            panel.choose(keys.index(ks_use(action)))


def secret_cells(table):
    """Card id -> rect of the secret card's chooser (open while a person names theirs)."""
    assert table.secret_picker is not None, "the secret card's chooser is not open"
    return table.secret_picker.cells


def button_point(table, name):
    """The centre of the button `name` of the frame on screen."""
    return table.controls.get(name).rect.center


def score_point(table, seat):
    return table.geo.score_rows[seat].center


def pile_point(table, side):
    return table.geo.piles[side]


def tracker_point(table, name):
    return table.panel.cells[C.card_id(name)].center
