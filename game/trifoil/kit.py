"""Trifoil's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules and the board art.
"""
from __future__ import annotations

from game.trifoil import emblem
from game.ui.kit import GameKit, later, later_value


KIT = GameKit(
    table=later("game.trifoil.scene:create_table"),
    emblem=emblem.draw,
    thumbnail=later("game.trifoil.showcase:draw_thumbnail"),
    option_preview=later("game.trifoil.showcase:draw_option_preview"),
    result_art=later("game.trifoil.showcase:draw_result_art"),
    result_lines=later("game.trifoil.showcase:result_lines"),
    score_label="Longest chain",
    help_pages=later_value("game.trifoil.help:PAGES"),
)
