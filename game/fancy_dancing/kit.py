"""Fancy Dancing's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules and the card art.
"""
from __future__ import annotations

from game.fancy_dancing import emblem, highscores
from game.ui.kit import GameKit, number_words


def _scene():
    from game.fancy_dancing import scene  # lazy: the table and its art load when the first table opens

    return scene


def _showcase():
    from game.fancy_dancing import showcase  # lazy: the pictures need the rules and the card art

    return showcase


def _help_pages():
    from game.fancy_dancing.help import PAGES  # lazy: the pages' diagrams are drawn with the card art

    return PAGES


def high_scores(mode: str) -> list[dict]:
    """The solo high-score table of `mode` for the statistics page (none for a duel)."""
    return highscores.load().get(mode, []) if mode in highscores.SOLO_MODES else []


KIT = GameKit(
    table=lambda app, match, demo=False: _scene().create_table(app, match, demo),
    emblem=emblem.draw,
    thumbnail=lambda surface, rect, scale: _showcase().draw_thumbnail(surface, rect, scale),
    option_preview=lambda surface, rect, name, value, scale: _showcase().draw_option_preview(
        surface, rect, name, value, scale),
    result_art=lambda surface, rect, match: _showcase().draw_result_art(surface, rect, match),
    result_lines=lambda match: _showcase().result_lines(match),
    result_banner=lambda match: _showcase().result_banner(match),
    score_label="Accolades",
    score_words=lambda value: f"{number_words(value)} Accolade" + ("" if value == 1 else "s"),
    high_scores=high_scores,
    help_pages=_help_pages,
)
