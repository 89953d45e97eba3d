"""The pygame_gui theme: our widgets are set in the bundled Inter, sized with the window, and pygame_gui
never reaches for its CJK or other script fonts (the executable leaves them out)."""
import pytest

from game.ui.gui_theme import make_manager, theme_dict
from tests.ui.harness import make_app, step

SCRIPT_FONTS = ("_jp", "_sc", "_kr", "_ar", "_he", "_ge")


@pytest.mark.parametrize("scene", ["launcher", "setup:trifoil", "settings", "help:trifoil", "results"])
def test_widgets_use_inter_and_no_script_fonts(scene):
    app = make_app(open=scene)
    step(app, 3)
    loaded = set(app.gui.get_theme().get_font_dictionary().loaded_fonts)
    assert any(name.startswith("inter_") for name in loaded)
    assert not [name for name in loaded if any(tag in name for tag in SCRIPT_FONTS)]
    # besides Inter, only the symbol font (arrows, ticks) and pygame_gui's one always-loaded default
    extra = {name for name in loaded if not name.startswith(("inter_", "fira_code_symbols_"))}
    assert extra <= {"noto_sans_regular_aa_14"}


def test_font_sizes_follow_the_window_but_stay_readable():
    small, big = theme_dict(0.75), theme_dict(1.5)
    assert int(small["button"]["font"]["size"]) < int(big["button"]["font"]["size"])
    assert int(small["label"]["font"]["size"]) >= 12
    assert theme_dict(0.5)["button"]["font"]["regular_path"].endswith("Inter-Regular.ttf")


def test_manager_scale_matches_the_window():
    app = make_app(start=False)
    manager = make_manager((1920, 1080))
    assert manager.scale == pytest.approx(1.5)
    assert app.gui.scale == pytest.approx(app.scale)
