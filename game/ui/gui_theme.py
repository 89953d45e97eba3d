"""The pygame_gui manager, themed as the ballroom: velvet buttons with gold rules, ivory Inter text.

Imported only when a scene first needs standard widgets (pygame_gui costs start-up time). Never lets
pygame_gui fall back to its own fonts for our widgets: every font block names the bundled Inter files.
"""
from __future__ import annotations

import warnings

import pygame_gui

from game.core.resources import fonts_dir
from game.ui.theme import Palette, px, text_px, ui_scale

FONT_NAME = "inter"

# Sizes at the 1280x720 design; multiplied by the window's scale.
TEXT_PX = 18
SMALL_PX = 15
LARGE_PX = 22

# The widget types we theme; pygame_gui looks fonts up by these ids.
ELEMENT_TYPES = ("button", "label", "text_entry_line", "drop_down_menu", "horizontal_slider", "check_box",
                 "selection_list", "text_box", "tool_tip", "panel")


def _hex(colour, alpha: int | None = None) -> str:
    r, g, b = colour[:3]
    return f"#{r:02x}{g:02x}{b:02x}" + (f"{alpha:02x}" if alpha is not None else "")


def _font_block(size: int, bold: bool = False) -> dict:
    folder = fonts_dir()
    return {
        "name": FONT_NAME,
        "size": str(size),
        "bold": "1" if bold else "0",
        "regular_path": str(folder / "Inter-Regular.ttf"),
        "bold_path": str(folder / "Inter-SemiBold.ttf"),
        # Inter has no italic in our bundle; pointing these at upright files keeps pygame_gui off its own.
        "italic_path": str(folder / "Inter-Regular.ttf"),
        "bold_italic_path": str(folder / "Inter-SemiBold.ttf"),
    }


def theme_dict(scale: float) -> dict:
    """The whole theme for a window at `scale` (1.0 = 1280x720)."""
    p = Palette
    text = text_px(TEXT_PX, scale, 13)
    small = text_px(SMALL_PX, scale, 12)
    large = text_px(LARGE_PX, scale, 15)
    border = str(max(1, px(2, scale)))
    radius = str(px(12, scale))
    colours = {
        "normal_bg": _hex(p.velvet),
        "hovered_bg": _hex(p.plum_light),
        "disabled_bg": _hex((30, 22, 40)),
        "selected_bg": _hex(p.plum),
        "active_bg": _hex(p.gold_dark),
        "dark_bg": _hex(p.night),
        "normal_text": _hex(p.ivory),
        "hovered_text": _hex(p.gold_light),
        "disabled_text": _hex((110, 100, 120)),
        "selected_text": _hex(p.gold_light),
        "active_text": _hex(p.ivory),
        "normal_border": _hex(p.gold_dark),
        "hovered_border": _hex(p.gold_light),
        "disabled_border": _hex((70, 58, 70)),
        "selected_border": _hex(p.gold),
        "active_border": _hex(p.gold_light),
        "text_cursor": _hex(p.gold_light),
        "normal_text_shadow": "#00000000",
        "hovered_text_shadow": "#00000000",
        "disabled_text_shadow": "#00000000",
        "selected_text_shadow": "#00000000",
        "active_text_shadow": "#00000000",
        "filled_bar": _hex(p.gold),
        "unfilled_bar": _hex(p.night),
        "text_shadow": "#00000000",
    }
    rounded = {"shape": "rounded_rectangle", "shape_corner_radius": radius, "border_width": border,
               "shadow_width": "0", "text_horiz_alignment_padding": str(px(12, scale))}
    flat = {"shape": "rectangle", "border_width": "0", "shadow_width": "0", "text_horiz_alignment_padding":
            str(px(12, scale))}
    theme: dict = {"defaults": {"colours": colours}}
    for kind in ELEMENT_TYPES:
        theme[kind] = {"font": _font_block(small if kind in ("tool_tip", "label") else text)}
    theme["button"]["misc"] = dict(rounded)
    theme["label"]["colours"] = {"normal_text": _hex(p.text), "dark_bg": "#00000000"}
    theme["label"]["misc"] = {"text_horiz_alignment": "left"}
    # The one gilded call to action on a screen (Start, Play again, Resume): gold with dark text.
    theme["#primary"] = {
        "font": _font_block(large, bold=True),
        "colours": {"normal_bg": _hex(p.gold), "hovered_bg": _hex(p.gold_light), "selected_bg": _hex(p.gold_light),
                    "active_bg": _hex(p.gold_dark), "normal_text": _hex(p.midnight),
                    "hovered_text": _hex(p.midnight), "selected_text": _hex(p.midnight),
                    "active_text": _hex(p.ivory), "normal_border": _hex(p.gold_light),
                    "hovered_border": _hex(p.ivory), "selected_border": _hex(p.ivory)},
        "misc": dict(rounded),
    }
    theme["#menu"] = {"font": _font_block(large), "misc": dict(rounded)}
    # The launcher's Resume: worth finding at once, yet a row button like its neighbours, since the gold
    # fill and the glow of the focused game card side by side read as two things selected at once.
    theme["#resume"] = {"font": _font_block(large, bold=True),
                        "colours": {"normal_text": _hex(p.gold_light), "normal_border": _hex(p.gold),
                                    "hovered_border": _hex(p.ivory), "selected_border": _hex(p.ivory)},
                        "misc": dict(rounded)}
    # Segmented choices (Human/AI, animation speed): the chosen one is drawn 'selected' in gold.
    theme["@segment"] = {
        "colours": {"selected_bg": _hex(p.gold), "selected_text": _hex(p.midnight),
                    "selected_border": _hex(p.gold_light)},
        "misc": dict(rounded),
    }
    theme["text_entry_line"]["colours"] = {"dark_bg": _hex(p.midnight), "normal_border": _hex(p.gold_dark),
                                           "selected_bg": _hex(p.plum_light), "normal_text": _hex(p.ivory),
                                           "selected_text": _hex(p.ivory)}
    theme["text_entry_line"]["misc"] = {"shape": "rounded_rectangle", "shape_corner_radius": str(px(8, scale)),
                                        "border_width": border, "padding": f"{px(10, scale)},{px(4, scale)}"}
    theme["drop_down_menu"]["misc"] = {"shape": "rounded_rectangle", "shape_corner_radius": str(px(8, scale)),
                                       "border_width": border, "shadow_width": "0", "expand_direction": "down",
                                       "open_button_width": str(px(26, scale))}
    theme["#drop_up"] = {"misc": {"expand_direction": "up"}}
    theme["drop_down_menu.button"] = {"misc": dict(flat)}
    # the open/close arrow is a symbol Inter lacks: pygame_gui's own symbol font (always loaded) draws it
    theme["drop_down_menu.#expand_button"] = {"font": {"name": "fira_code_symbols", "size": str(small)},
                                              "misc": dict(flat)}
    theme["drop_down_menu.selection_list"] = {
        "colours": {"dark_bg": _hex(p.night), "normal_border": _hex(p.gold_dark)},
        "misc": {"border_width": border, "shadow_width": "0", "list_item_height": str(px(34, scale))},
    }
    theme["drop_down_menu.selection_list.button"] = {
        "colours": {"normal_bg": _hex(p.night), "hovered_bg": _hex(p.plum_light), "selected_bg": _hex(p.plum)},
        "misc": dict(flat),
    }
    theme["horizontal_slider"]["colours"] = {"dark_bg": _hex(p.midnight), "normal_border": _hex(p.gold_dark)}
    theme["horizontal_slider"]["misc"] = {"shape": "rounded_rectangle", "shape_corner_radius": str(px(10, scale)),
                                          "border_width": border, "shadow_width": "0",
                                          "enable_arrow_buttons": "0",
                                          "sliding_button_width": str(px(26, scale))}
    theme["horizontal_slider.#sliding_button"] = {
        "colours": {"normal_bg": _hex(p.gold), "hovered_bg": _hex(p.gold_light), "active_bg": _hex(p.gold_light),
                    "selected_bg": _hex(p.gold_light), "normal_border": _hex(p.gold_light),
                    "hovered_border": _hex(p.ivory)},
        "misc": {"shape": "rounded_rectangle", "shape_corner_radius": str(px(10, scale)), "border_width": "1",
                 "shadow_width": "0"},
    }
    theme["check_box"]["colours"] = {"normal_bg": _hex(p.midnight), "selected_bg": _hex(p.gold),
                                     "normal_text": _hex(p.ivory), "selected_text": _hex(p.midnight),
                                     "hovered_bg": _hex(p.plum_light)}
    theme["check_box"]["misc"] = {"border_width": border, "shape": "rounded_rectangle",
                                  "shape_corner_radius": str(px(5, scale)),
                                  "text_offset": str(px(12, scale))}
    # the tick is a symbol Inter lacks: pygame_gui's symbol font draws it; the label beside it stays Inter
    theme["check_box"]["font"] = {"name": "fira_code_symbols", "size": str(large)}
    theme["check_box.label"] = {"font": _font_block(small)}
    theme["tool_tip"]["colours"] = {"dark_bg": _hex(p.night), "normal_text": _hex(p.ivory),
                                    "normal_border": _hex(p.gold_dark)}
    return theme


def make_manager(size: tuple[int, int]):
    """A UIManager for a window of `size`, with our theme and Inter preloaded at the sizes we use."""
    scale = ui_scale(size)
    with warnings.catch_warnings():
        # pygame_gui warns about fonts it will load lazily; ours are preloaded just below.
        warnings.simplefilter("ignore")
        manager = pygame_gui.UIManager(size, theme_dict(scale), enable_live_theme_updates=False)
        folder = fonts_dir()
        manager.add_font_paths(FONT_NAME, str(folder / "Inter-Regular.ttf"), str(folder / "Inter-SemiBold.ttf"),
                               str(folder / "Inter-Regular.ttf"), str(folder / "Inter-SemiBold.ttf"))
        sizes = {text_px(SMALL_PX, scale, 12), text_px(TEXT_PX, scale, 13), text_px(LARGE_PX, scale, 15)}
        manager.preload_fonts([{"name": FONT_NAME, "point_size": s, "style": style}
                               for s in sorted(sizes) for style in ("regular", "bold")])
    manager.scale = scale  # scenes compare this to know when the theme must be rebuilt
    return manager


def widget_height(scale: float, kind: str = "button") -> int:
    """The height every scene gives a widget of `kind` at `scale`, so rows line up across screens."""
    return {"button": px(46, scale), "menu": px(52, scale), "entry": px(40, scale)}.get(kind, px(44, scale))
