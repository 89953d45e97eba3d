"""The setup screen with a long list of options (The Dance has nine): one row each, its label and a
line of explanation beside its list, every row inside the panel at each window size; a game with a
few options keeps a label above each list."""
import pygame
import pytest

from tests.ui.harness import make_app, step


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 6])
def test_nine_options_fit_one_row_each(size, players):
    app = make_app(size=size, game="the_dance")
    setup = app.top
    app.settings.last_setup["the_dance"] = {"players": players}
    setup._load_choices()
    app.rebuild_gui()
    step(app, 2)
    assert setup.compact
    assert [spec.name for spec, _ in setup.option_rows] == [o.name for o in setup.info.options]
    rows = [row for _, row in setup.option_rows]
    for a, b in zip(rows, rows[1:]):
        assert a.bottom <= b.top
    for spec, row in setup.option_rows:
        assert setup.right.contains(row)
        drop = setup.widgets["options"][spec.name]
        assert row.contains(drop.rect), (spec.name, row, drop.rect)
        assert setup.option_note(spec)  # a line of explanation for every option
    for entry in setup.widgets["names"]:
        assert setup.left.contains(entry.rect)


def test_a_compact_option_still_changes_the_match():
    app = make_app(size=(1280, 720), game="the_dance")
    step(app, 2)
    setup = app.top
    import pygame_gui

    drop = setup.widgets["options"]["plans"]
    setup.handle_event(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=drop,
                                          text="Open (Arrogance)"))
    assert setup.options["plans"] == "open"
    match = setup.build_match()
    assert match.options["plans"] == "open"


def test_a_game_with_few_options_keeps_a_label_over_each_list():
    app = make_app(size=(1280, 720), game="trifoil")
    step(app, 2)
    setup = app.top
    assert not setup.compact and setup.option_layout and not setup.option_rows


def test_the_full_help_shows_under_the_pointer(monkeypatch):
    import game.ui.setup_draw as setup_module

    app = make_app(size=(1280, 720), game="the_dance")
    step(app, 2)
    setup = app.top
    spec, row = setup.option_rows[3]
    notes = []
    monkeypatch.setattr(setup_module.pygame.mouse, "get_pos", lambda: (row.left + 5, row.centery))
    monkeypatch.setattr(setup_module, "draw_note",
                        lambda surface, anchor, lines, scale, title="", width=None: notes.append((title, lines)))
    setup.draw(app.screen)
    assert not notes  # the note waits for the widgets: it lies over every dropdown, a later row's too
    setup.draw_over_widgets(app.screen)
    assert notes and notes[0][0] == spec.label
    assert " ".join(notes[0][1]) == spec.help
