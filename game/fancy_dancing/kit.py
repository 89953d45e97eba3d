"""Fancy Dancing's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules and the card art.
"""
from __future__ import annotations

from game.fancy_dancing import emblem, highscores
from game.ui.kit import GameKit, later, later_value


def high_scores(mode: str) -> list[dict]:
    """The solo high-score table of `mode` for the statistics page (none for a duel)."""
    return highscores.load().get(mode, []) if mode in highscores.SOLO_MODES else []


KIT = GameKit(
    table=later("game.fancy_dancing.scene:create_table"),
    emblem=emblem.draw,
    thumbnail=later("game.fancy_dancing.showcase:draw_thumbnail"),
    option_preview=later("game.fancy_dancing.showcase:draw_option_preview"),
    result_art=later("game.fancy_dancing.showcase:draw_result_art"),
    result_lines=later("game.fancy_dancing.showcase:result_lines"),
    result_banner=later("game.fancy_dancing.showcase:result_banner"),
    score_label="Accolades",
    high_scores=high_scores,
    help_pages=later_value("game.fancy_dancing.help:PAGES"),
)
