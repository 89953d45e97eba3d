"""Pebbles' UI kit: all the shell needs to show the sixth game everywhere (see game/ui/kit.py). Cheap to
import: the table and its pictures load when first asked for."""
from __future__ import annotations

from game.ui.kit import GameKit


def _table():
    from tests.ui.pebbles import table  # lazy: as a real game's kit, the table loads when first needed

    return table


KIT = GameKit(
    table=lambda app, match, demo=False: _table().PebblesTable(app, match, demo),
    emblem=lambda s, w, h, line, gold, soft: _table().draw_emblem(s, w, h, line, gold, soft),
    thumbnail=lambda surface, rect, scale: _table().draw_thumbnail(surface, rect, scale),
    option_preview=lambda surface, rect, name, value, scale: _table().draw_option_preview(surface, rect, name,
                                                                                        value, scale),
    result_art=lambda surface, rect, match: _table().draw_result_art(surface, rect, match),
    result_lines=lambda match: _table().result_lines(match),
    score_label="Pebbles taken",
    help_pages=lambda: _table().PAGES,
)
