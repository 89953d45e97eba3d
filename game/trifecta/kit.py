"""Trifecta's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules and the Gnomon card art.
"""
from __future__ import annotations

from game.trifecta import emblem
from game.ui.kit import GameKit, number_words


def _scene():
    from game.trifecta import scene  # lazy: the table and its art load when the first table opens

    return scene


def _showcase():
    from game.trifecta import showcase  # lazy: the pictures need the card art

    return showcase


def _help_pages():
    from game.trifecta.help import PAGES  # lazy: the pages' diagrams are drawn with the card art

    return PAGES


KIT = GameKit(
    table=lambda app, match, demo=False: _scene().create_table(app, match, demo),
    emblem=emblem.draw,
    thumbnail=lambda surface, rect, scale: _showcase().draw_thumbnail(surface, rect, scale),
    setup_preview=lambda surface, rect, players, scale: _showcase().draw_setup_preview(surface, rect, players,
                                                                                       scale),
    result_art=lambda surface, rect, match: _showcase().draw_result_art(surface, rect, match),
    result_lines=lambda match: _showcase().result_lines(match),
    end_text=lambda match: _showcase().end_text(match),
    score_label="Goal cards",
    score_words=lambda value: f"{number_words(value)} goal card" + ("" if value == 1 else "s"),
    autoplay_players=4,  # the demonstration seats four: enough to show the table's shape
    help_pages=_help_pages,
)
