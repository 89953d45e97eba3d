"""The Dance's UI kit: everything the shell may ask of the game (see game/ui/kit.py).

Cheap to import: the table (scene.py), its pictures (showcase.py) and the rules help (help.py) are
imported when first asked for, since they pull in the rules, the ballroom and the pieces' art.
"""
from __future__ import annotations

from game.the_dance import emblem
from game.ui.kit import GameKit, number_words

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


def _scene():
    from game.the_dance import scene  # lazy: the table and its art load when the first table opens

    return scene


def _showcase():
    from game.the_dance import showcase  # lazy: the pictures need the ballroom and the pieces' art

    return showcase


def _help_pages():
    from game.the_dance.help import PAGES  # lazy: the pages' diagrams are drawn from the real ballroom

    return PAGES


KIT = GameKit(
    table=lambda app, match, demo=False: _scene().create_table(app, match, demo),
    emblem=emblem.draw,
    thumbnail=lambda surface, rect, scale: _showcase().draw_thumbnail(surface, rect, scale),
    setup_preview=lambda surface, rect, players, scale: _showcase().draw_setup_preview(surface, rect, players,
                                                                                       scale),
    option_preview=lambda surface, rect, name, value, scale: _showcase().draw_option_preview(
        surface, rect, name, value, scale),
    option_notes=OPTION_NOTES,
    result_art=lambda surface, rect, match: _showcase().draw_result_art(surface, rect, match),
    result_lines=lambda match: _showcase().result_lines(match),
    result_banner=lambda match: _showcase().result_banner(match),
    result_seat=lambda match, seat, colour_blind: _showcase().result_seat(match, seat, colour_blind),
    score_label="Plan symbols seated",
    score_words=lambda value: f"{number_words(value)} Plan symbol" + ("" if value == 1 else "s"),
    autoplay_players=4,  # the demonstration seats four families: the room looks busy but readable
    help_pages=_help_pages,
)
