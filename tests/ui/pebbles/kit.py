"""Pebbles' UI kit: all the shell needs to show the sixth game everywhere (see game/ui/kit.py). Cheap to
import: as a real game's kit, the table and its pictures load when first asked for."""
from __future__ import annotations

from game.ui.kit import GameKit, later, later_value

KIT = GameKit(
    table=later("tests.ui.pebbles.table:PebblesTable"),
    emblem=later("tests.ui.pebbles.table:draw_emblem"),
    thumbnail=later("tests.ui.pebbles.table:draw_thumbnail"),
    option_preview=later("tests.ui.pebbles.table:draw_option_preview"),
    result_art=later("tests.ui.pebbles.table:draw_result_art"),
    result_lines=later("tests.ui.pebbles.table:result_lines"),
    score_label="Pebbles taken",
    help_pages=later_value("tests.ui.pebbles.table:PAGES"),
)
