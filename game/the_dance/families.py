"""The Dance's families as colours and words for the screens around the table: each family's colour
(plum, ivory, copper, grey, teal, jet: the same the pieces, tables and plaques wear), the colour of a
seat once its family is chosen, and what the setup and the curtain say about families and turn order.

In The Dance a seat has no family until its Avatar is chosen at the table (the rules' first setup
step, the last seat first), so the setup cannot paint a seat in a family's colour before the game; it
can show the six colours a seat will choose from and say plainly who chooses and who moves first.
Everything the shell needs comes through these functions (for the game's kit); nothing here imports
pygame at module level, reads a hidden fact, or changes anything.
"""
from __future__ import annotations

# (body, light, ink for the initial, rim) per family colour, tuned to read on the night-lit parquet;
# game.the_dance.piece_art draws the pieces with them.
FAMILY_LOOK = {
    "plum": ((124, 52, 146), (186, 120, 206), (250, 240, 250), (226, 190, 110)),
    "ivory": ((232, 222, 198), (255, 252, 240), (70, 46, 30), (214, 178, 92)),
    "copper": ((194, 98, 44), (240, 160, 102), (255, 244, 230), (246, 222, 156)),
    "grey": ((128, 134, 148), (196, 202, 214), (22, 24, 32), (230, 232, 240)),
    "teal": ((22, 132, 132), (96, 206, 200), (240, 255, 252), (214, 178, 92)),
    "jet": ((28, 26, 34), (92, 88, 104), (236, 232, 244), (200, 204, 218)),
}
# The families in table order (table 1 plum ... table 6 jet), as the rules page lists them.
TABLE_ORDER = ("plum", "ivory", "copper", "grey", "teal", "jet")
# A whole screen in a family's colour (the curtain tints its night sky with it): each family's own
# colour, but jet, which would only darken the night, is lifted to a smoky grey.
BACKDROP = {name: (look[0] if name != "jet" else (92, 88, 110)) for name, look in FAMILY_LOOK.items()}


def family_rgb(colour: str) -> tuple[int, int, int]:
    """A family's colour by name (plum, ivory, copper, grey, teal, jet)."""
    return FAMILY_LOOK[colour][0]


def seat_family(obs: dict, seat: int) -> str | None:
    """The colour name of the family `seat` plays in a (public) observation, None before its Avatar is
    chosen."""
    from game.the_dance.counters import counters

    avatar = obs["families"][seat]["avatar"] if 0 <= seat < len(obs["families"]) else None
    return counters().avatar(avatar).colour if avatar else None


def curtain_colour(obs: dict, seat: int) -> tuple[int, int, int] | None:
    """The curtain's backdrop for `seat`: its family's colour, or None (the shell's own) before it
    has chosen one."""
    family = seat_family(obs, seat)
    return BACKDROP[family] if family else None


# What the private view shows in The Dance (it holds no hand of cards): the curtain names it.
PRIVATE_VIEW = "a secret Plan, Powers and Refreshments"


def turn_order_note(players: int, first: str = "the first seat", last: str = "the last seat",
                    colours: bool = True) -> str:
    """Who chooses a family first and who moves first, in one plain line for the setup: the rules'
    setup step 1 (Avatars from the last seat up) and step 7 (the first seat moves first). Without
    `colours` the six colours' names are left out (a small window's shorter line)."""
    if players <= 1:
        return f"{first.capitalize()} moves first."
    names = " (plum, ivory, copper, grey, teal or jet)" if colours else ""
    return (f"{first.capitalize()} moves first. Families are chosen at the table, {last} first: each "
            f"Avatar brings her family's colour and table{names}.")


def draw_seat_dot(surface, centre, radius: int, chosen: str | None = None) -> None:
    """A seat's dot in the setup: its family's colour once chosen, else a rosette of the six family
    colours (the seat chooses one at the table), with a fine gold ring."""
    import math

    import pygame

    cx, cy = int(centre[0]), int(centre[1])
    if chosen:
        pygame.draw.circle(surface, family_rgb(chosen), (cx, cy), radius)
    else:
        for i, name in enumerate(TABLE_ORDER):
            a0 = math.radians(-90 + 60 * i)
            a1 = math.radians(-90 + 60 * (i + 1))
            points = [(cx, cy)] + [(cx + radius * math.cos(a0 + (a1 - a0) * k / 6),
                                    cy + radius * math.sin(a0 + (a1 - a0) * k / 6)) for k in range(7)]
            pygame.draw.polygon(surface, family_rgb(name), points)
    pygame.draw.circle(surface, (214, 178, 92), (cx, cy), radius + 1, max(1, radius // 8))
