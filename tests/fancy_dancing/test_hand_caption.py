"""The caption by a face-down hand at the top of the table: its live cue ("to move", or the thinking dots in
its place) stands inside the velvet plate at every window size, clear of the caption's second line."""
import pygame
import pytest

from game.fancy_dancing import layout
from game.fancy_dancing.table_draw import caption_plate, live_cue_rect
from game.ui import theme
from game.ui.theme import text_px

CAPTIONS = ("Duke\nAI · Normal · 3 cards", "Countess\nYou · 12 cards", "A Guest\nAI · Hard · 1 card")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("caption", CAPTIONS)
def test_the_live_cue_sits_inside_the_plate_beside_the_name(size, caption):
    pygame.font.init()
    lay = layout.compute(size, solo=False, players=2, viewer=0, others=[1])
    r = lay.others[1]
    plate, cue = caption_plate(lay, r, caption), live_cue_rect(lay, r, caption)
    assert plate.contains(cue), (plate, cue)
    # the second line ("AI · Normal · 3 cards"), centred at 0.62 of the strip, is below the cue
    rest = caption.partition("\n")[2]
    second_top = r.y + r.height * 0.62 - theme.font("text", text_px(12, lay.scale, 10)).get_height() / 2
    assert rest and cue.bottom <= second_top + 2, (cue, second_top)
