"""The Dance's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules, the ballroom and the pieces' art.
"""
from __future__ import annotations

from game.the_dance import emblem
from game.ui.kit import GameKit, later, later_value

# One line per option for the setup screen's compact list (the full help shows on hover).
OPTION_NOTES = {
    "plans": "Sealed until someone wins, or open",
    "new_blood": "Avatars chosen after the draws",
    "initiative": "Its holder starts each round",
    "super_villains": "Each family keeps both its Powers",
    "dominate": "On a 1, or 3 under the target",
    "contest_dominated": "Rivals may free a Dominated Dancer",
    "refresh_any_domain": "Refreshments add in any Domain",
    "turn_limit": "Then the most Plan symbols wins",
    "placings": "Play on for the places after a win",
}


KIT = GameKit(
    table=later("game.the_dance.scene:create_table"),
    emblem=emblem.draw,
    thumbnail=later("game.the_dance.showcase:draw_thumbnail"),
    setup_preview=later("game.the_dance.showcase:draw_setup_preview"),
    option_preview=later("game.the_dance.showcase:draw_option_preview"),
    option_notes=OPTION_NOTES,
    result_art=later("game.the_dance.showcase:draw_result_art"),
    result_lines=later("game.the_dance.showcase:result_lines"),
    result_banner=later("game.the_dance.showcase:result_banner"),
    result_seat=later("game.the_dance.showcase:result_seat"),
    score_label="Plan symbols seated",
    autoplay_players=4,  # the demonstration seats four families: the room looks busy but readable
    help_pages=later_value("game.the_dance.help:PAGES"),
)
