"""Trifecta's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules and the Gnomon card art.
"""
from __future__ import annotations

from game.trifecta import emblem
from game.ui.kit import GameKit, later, later_value


KIT = GameKit(
    table=later("game.trifecta.scene:create_table"),
    emblem=emblem.draw,
    thumbnail=later("game.trifecta.showcase:draw_thumbnail"),
    setup_preview=later("game.trifecta.showcase:draw_setup_preview"),
    result_art=later("game.trifecta.showcase:draw_result_art"),
    result_lines=later("game.trifecta.showcase:result_lines"),
    end_text=later("game.trifecta.showcase:end_text"),
    score_label="Goal cards",
    autoplay_players=4,  # the demonstration seats four: enough to show the table's shape
    help_pages=later_value("game.trifecta.help:PAGES"),
)
