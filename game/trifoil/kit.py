"""Trifoil's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules and the board art.
"""
from __future__ import annotations

from game.trifoil import emblem
from game.ui.kit import GameKit, number_words


def _scene():
    from game.trifoil import scene  # lazy: the table and its art load when the first table opens

    return scene


def _showcase():
    from game.trifoil import showcase  # lazy: the pictures need the rules and the board art

    return showcase


def _help_pages():
    from game.trifoil.help import PAGES  # lazy: the pages' diagrams are drawn from the real boards

    return PAGES


KIT = GameKit(
    table=lambda app, match, demo=False: _scene().create_table(app, match, demo),
    emblem=emblem.draw,
    thumbnail=lambda surface, rect, scale: _showcase().draw_thumbnail(surface, rect, scale),
    option_preview=lambda surface, rect, name, value, scale: _showcase().draw_option_preview(
        surface, rect, name, value, scale),
    result_art=lambda surface, rect, match: _showcase().draw_result_art(surface, rect, match),
    result_lines=lambda match: _showcase().result_lines(match),
    score_label="Longest chain",
    score_words=lambda value: f"a chain of {number_words(value)}",
    help_pages=_help_pages,
)
