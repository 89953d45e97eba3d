"""Casino Trifecta's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules and the card art.
"""
from __future__ import annotations

from game.casino import emblem
from game.ui.kit import GameKit, later, later_value


KIT = GameKit(
    table=later("game.casino.scene:create_table"),
    emblem=emblem.draw,
    thumbnail=later("game.casino.showcase:draw_thumbnail"),
    option_preview=later("game.casino.showcase:draw_option_preview"),
    result_art=later("game.casino.showcase:draw_result_art"),
    result_lines=later("game.casino.showcase:result_lines"),
    end_text=later("game.casino.showcase:end_text"),
    score_label="Points",
    help_pages=later_value("game.casino.help:PAGES"),
)
