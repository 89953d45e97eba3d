"""Casino Trifecta's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules and the card art.
"""
from __future__ import annotations

from game.casino import emblem
from game.ui.kit import GameKit


def _scene():
    from game.casino import scene  # lazy: the table and its art load when the first table opens

    return scene


def _showcase():
    from game.casino import showcase  # lazy: the pictures need the rules and the card art

    return showcase


def _help_pages():
    from game.casino.help import PAGES  # lazy: the pages quote the rules' numbers and draw cards

    return PAGES


KIT = GameKit(
    table=lambda app, match, demo=False: _scene().create_table(app, match, demo),
    emblem=emblem.draw,
    thumbnail=lambda surface, rect, scale: _showcase().draw_thumbnail(surface, rect, scale),
    option_preview=lambda surface, rect, name, value, scale: _showcase().draw_option_preview(
        surface, rect, name, value, scale),
    result_art=lambda surface, rect, match: _showcase().draw_result_art(surface, rect, match),
    result_lines=lambda match: _showcase().result_lines(match),
    end_text=lambda match: _showcase().end_text(match),
    score_label="Points",
    help_pages=_help_pages,
)
