"""The Dance table's hint hook: where the Hard bot's suggestion is drawn on the ballroom (a ring on the
hex, an arrow for a walk or a lead, a ring on a chooser's tile or a button) and how it is said.

A mixin of DanceTable. Reads observations; never changes game state.
"""
from __future__ import annotations

import pygame

from game.the_dance import floor as F
from game.the_dance import table_text as T
from game.ui.hint_marks import draw_hint_arrow, draw_hint_ring
from game.ui.theme import px


class TableHint:
    # --- the hint hook ---------------------------------------------------------------------------
    def draw_hint(self, surface: pygame.Surface, hint) -> None:  # noqa: C901 - one case per action kind
        action = hint.action
        s = self.lay.scale
        obs = self.observe()
        kind = action[0]
        view = self.view
        r = view.size

        def ring_at(label: str, tag="Hint") -> None:
            x, y = view.centre_of(label)
            draw_hint_ring(surface, pygame.Rect(x - r, y - r, 2 * r, 2 * r), self.clock, s, circle=True, tag=tag)

        if self.chooser is not None:
            for choice, tile in zip(self.chooser.choices, self.chooser.tiles):
                if choice.key == action or (choice.key[0] == "group" and _in_group(choice.key[1], action)):
                    draw_hint_ring(surface, tile, self.clock, s)
                    return
        seat = hint.seat
        fam = obs["families"][seat]
        if kind == "move" and fam["hex"]:
            ring_at(F.LABELS[action[1]])
            draw_hint_arrow(surface, view.centre_of(fam["hex"]), view.centre_of(F.LABELS[action[1]]), s)
        elif kind == "lead":
            start = obs["dancers"][action[1]]["hex"]
            ring_at(F.LABELS[action[2]])
            if start:
                draw_hint_arrow(surface, view.centre_of(start), view.centre_of(F.LABELS[action[2]]), s)
        elif kind == "seat":
            start = obs["dancers"][action[1]]["hex"]
            k = min(len(fam["seated"]), 5)
            end = view.seat_pos(fam["table"], k)
            if start:
                ring_at(start)
                draw_hint_arrow(surface, view.centre_of(start), end, s)
        elif kind in ("unseat", "release", "drop", "keep_dancer"):
            d = action[1]
            place = obs["dancers"][d]["hex"]
            if place:
                ring_at(place)
        elif kind in ("influence", "cutin") and (kind == "influence" or action[1] == 0):
            d = action[1] if kind == "influence" else action[2]
            place = obs["dancers"][d]["hex"]
            if place:
                ring_at(place)
        elif kind in ("foil", "cutin", "initiative"):
            a = action[1] if kind != "cutin" else action[2]
            other = T.seat_of_avatar(obs, F.AVATAR_IDS[a])
            if other is not None and obs["families"][other]["hex"]:
                ring_at(obs["families"][other]["hex"])
        elif kind == "server" and obs["server"]:
            ring_at(obs["server"])
        else:
            key = {"done": "done", "pass": "pass", "strategic": "strategic", "discipline": "discipline"}.get(kind)
            if key is not None and key in self.shown_buttons:
                draw_hint_ring(surface, self.buttons[key].rect, self.clock, s)
            elif "choose" in self.shown_buttons:
                draw_hint_ring(surface, self.buttons["choose"].rect, self.clock, s)

    def hint_words(self, action, seat: int) -> str:
        words = T.action_words(self.state, action)
        if action[0] == "move" and action[2]:
            return self.match.with_names(words + " (click your Avatar, turn the Ankh on with K, then the hex).")
        how = {"move": " (click your Avatar, then the hex)", "lead": " (click her, then the hex)",
               "seat": " (click her, then your table)", "influence": " (click her, then Roll)",
               "foil": " (click her Avatar, then Roll)", "done": " (Enter)", "pass": " (Enter)"}.get(action[0], "")
        return self.match.with_names(words + how + ".")

    def hint_dock(self) -> pygame.Rect:
        """The left end of the status strip under the room."""
        if self.lay is None:
            return super().hint_dock()
        lay = self.lay
        s = lay.scale
        h = min(lay.status.height - px(4, s), px(44, s))
        return pygame.Rect(lay.status.left, lay.status.centery - h // 2, min(px(300, s), lay.status.width // 3), h)

    def hint_words_place(self) -> pygame.Rect | None:
        return self._status_text_rect() if self.lay is not None else None


def _in_group(group, action) -> bool:
    if group == "reroll":
        return action[0] == "reroll"
    if isinstance(group, tuple) and group[0] == "adjust":
        return action[0] == "adjust" and action[1] == group[1]
    return False
