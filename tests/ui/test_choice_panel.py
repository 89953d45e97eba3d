"""The shared chooser (game.ui.choice_panel): it fits its area, chooses by click or number key, skips a
disabled choice, closes with Esc, a right click or a click outside, and keeps every event while open."""
import pygame
import pytest

from game.ui.choice_panel import Choice, ChoicePanel


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()  # the panel measures its words with the bundled fonts
    yield


def make(n=3, disabled=()):
    chosen, closed = [], []
    choices = [Choice(i, f"Choice {i}", "what it does", lambda surf, rect: pygame.draw.rect(surf, (200, 0, 0), rect),
                      enabled=i not in disabled) for i in range(n)]
    panel = ChoicePanel("Which one?", choices, chosen.append, lambda: closed.append(True), subtitle="Pick one.")
    return panel, chosen, closed


def event(kind, **kw):
    return pygame.event.Event(kind, **kw)


@pytest.mark.parametrize("area", [pygame.Rect(40, 60, 640, 300), pygame.Rect(20, 20, 1300, 600)])
@pytest.mark.parametrize("n", [1, 3, 8])
def test_the_panel_and_its_tiles_fit_the_area_without_overlap(area, n):
    panel, _, _ = make(n)
    panel.layout(area, area.height / 440)
    assert area.contains(panel.rect)
    for i, tile in enumerate(panel.tiles):
        assert panel.rect.contains(tile)
        assert not tile.colliderect(panel.cancel.rect)
        for other in panel.tiles[i + 1:]:
            assert not tile.colliderect(other)
    surface = pygame.Surface((1400, 700))
    panel.draw(surface)


def test_a_click_or_a_number_chooses_and_a_disabled_choice_is_never_chosen():
    panel, chosen, _ = make(3, disabled={1})
    panel.layout(pygame.Rect(0, 0, 900, 400), 1.0)
    assert panel.handle_event(event(pygame.MOUSEBUTTONDOWN, pos=panel.tiles[1].center, button=1))
    assert chosen == []
    panel.handle_event(event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3"))
    assert chosen == [2]
    panel.handle_event(event(pygame.MOUSEBUTTONDOWN, pos=panel.tiles[0].center, button=1))
    assert chosen == [2, 0]


def test_escape_a_right_click_cancel_or_a_click_outside_close_it():
    for ev in (event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""),
               event(pygame.MOUSEBUTTONDOWN, pos=(450, 200), button=3),
               event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1)):
        panel, chosen, closed = make()
        panel.layout(pygame.Rect(100, 100, 700, 300), 1.0)
        assert panel.handle_event(ev)
        assert closed == [True] and chosen == []
    panel, chosen, closed = make()
    panel.layout(pygame.Rect(100, 100, 700, 300), 1.0)
    panel.handle_event(event(pygame.MOUSEBUTTONDOWN, pos=panel.cancel.rect.center, button=1))
    assert closed == [True]
