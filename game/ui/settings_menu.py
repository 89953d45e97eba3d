"""The settings screen: volume, mute, animation speed (Off/Slow/Normal/Fast), colour-blind palette,
four-colour card suits, fullscreen and the tables' Hint button. Every change takes effect and is remembered at once.

Never fails on an unwritable config folder: it says the settings last only this session instead.
"""
from __future__ import annotations

import pygame

from game.ui import ornaments, theme
from game.ui.scene import Scene
from game.ui.settings import ANIMATION_SPEEDS
from game.ui.theme import Palette, px, text_px


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.scale = 1.0
        self.widgets: dict = {}
        self.saved = True
        self.menu = None
        self._volume_dirty = False

    def resize(self, size) -> None:
        w, h = size
        s = self.scale = theme.ui_scale(size)
        pw, ph = min(px(720, s), w - px(40, s)), px(540, s)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, int(h * 0.54))
        self.title_centre = (w // 2, self.panel.top - px(58, s))
        self.flourish_y = self.panel.top - px(22, s)
        pad = px(30, s)
        self.label_x = self.panel.x + pad
        self.control_x = self.panel.x + int(pw * 0.38)
        self.control_w = self.panel.right - pad - self.control_x
        top = self.panel.y + pad
        step = px(58, s)
        self.rows = {name: top + i * step for i, name in
                     enumerate(("volume", "mute", "speed", "colours", "suits", "fullscreen", "hints"))}

    def build_gui(self, manager) -> None:
        from pygame_gui.elements import UICheckBox, UIHorizontalSlider

        from game.ui.gui_theme import widget_height
        from game.ui.widgets import ButtonMenu, Segmented, button

        s = self.scale
        st = self.app.settings
        eh = widget_height(s, "entry")
        box = px(26, s)
        self.widgets = {}
        self.widgets["volume"] = UIHorizontalSlider(
            pygame.Rect(self.control_x, self.rows["volume"] + (eh - px(30, s)) // 2, self.control_w - px(64, s),
                        px(30, s)), int(round(st.volume * 100)), (0, 100), manager, click_increment=5)
        for name, text, state in (("mute", "Silence every sound", st.muted),
                                  ("colours", "Blue and orange for the players", st.colour_blind),
                                  ("suits", "Clubs green, diamonds blue in logs", st.four_colour_suits),
                                  ("fullscreen", "Fill the screen (F11 toggles)", self.app.fullscreen),
                                  ("hints", "Offer a Hint button at the tables (H)", st.show_hints)):
            self.widgets[name] = UICheckBox(pygame.Rect(self.control_x, self.rows[name] + (eh - box) // 2, box, box),
                                            text, manager, initial_state=state)
        speeds = [label for _, label in ANIMATION_SPEEDS]
        current = [v for v, _ in ANIMATION_SPEEDS].index(st.animation_speed)
        self.widgets["speed"] = Segmented(manager, pygame.Rect(self.control_x, self.rows["speed"], self.control_w, eh),
                                          speeds, current, self._set_speed, gap=px(4, s))
        bh = widget_height(s, "menu")
        self.menu = ButtonMenu(self.app)
        back = button(manager, pygame.Rect(0, 0, px(200, s), bh), "Done", object_id="#primary")
        back.set_relative_position((self.panel.centerx - px(100, s), self.panel.bottom - px(28, s) - bh))
        self.menu.add(back, self.app.pop)
        self.menu.sync()

    # --- changes ---------------------------------------------------------------------------------------
    def _commit(self) -> None:
        self.saved = self.app.apply_settings()

    def _set_volume(self, value: float) -> None:
        volume = max(0.0, min(1.0, float(value) / 100.0))
        if abs(volume - self.app.settings.volume) > 1e-9:
            self.app.settings.volume = volume
            self.app.sound.set_volume(self.app.settings.effective_volume)
            self._volume_dirty = True

    def update(self, dt: float) -> None:
        # a drag moves the slider between events: follow it, and write the file once the button is let go
        slider = self.widgets.get("volume")
        if slider is not None:
            self._set_volume(slider.get_current_value())
        if self._volume_dirty and not pygame.mouse.get_pressed()[0]:
            self._volume_dirty = False
            self._commit()

    def leave(self) -> None:
        if self._volume_dirty:
            self._commit()

    def _set_speed(self, index: int) -> None:
        self.app.settings.animation_speed = ANIMATION_SPEEDS[index][0]
        self._commit()
        self.app.sound.play("click", 0.6)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if not self.widgets:
            return False
        import pygame_gui

        if self.menu is not None and self.menu.handle_event(event):
            return True
        if self.widgets["speed"].handle_event(event):
            return True
        st = self.app.settings
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.widgets["volume"]:
            self._set_volume(event.value)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_MINUS,
                                                          pygame.K_EQUALS, pygame.K_PLUS):
            step = 5 if event.key in (pygame.K_RIGHT, pygame.K_EQUALS, pygame.K_PLUS) else -5
            value = max(0, min(100, int(round(st.volume * 100)) + step))
            self.widgets["volume"].set_current_value(value)
            self._set_volume(value)
            self.app.sound.play("click", 0.7)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.widgets["volume"].rect.collidepoint(event.pos):
            self.app.sound.play("chime", 0.8)  # a sample at the new volume
            return True
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            on = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            if event.ui_element is self.widgets["mute"]:
                st.muted = on
                self._commit()
                if not on:
                    self.app.sound.play("click", 0.6)
            elif event.ui_element is self.widgets["colours"]:
                st.colour_blind = on
                self._commit()
            elif event.ui_element is self.widgets["suits"]:
                st.four_colour_suits = on
                self._commit()
            elif event.ui_element is self.widgets["hints"]:
                st.show_hints = on
                self._commit()
            elif event.ui_element is self.widgets["fullscreen"]:
                self.app.set_fullscreen(on)  # rebuilds this screen for the new size
                self._commit()
            return True
        return False

    # --- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.draw_background(surface)
        ornaments.draw_title(surface, "Settings", self.title_centre, px(50, s))
        fl = ornaments.flourish(px(300, s), round(s, 3))
        surface.blit(fl, fl.get_rect(center=(surface.get_width() // 2, self.flourish_y)))
        theme.draw_panel(surface, self.panel, s)
        eh = px(40, s)
        labels = {"volume": "Volume", "mute": "Mute", "speed": "Animation speed", "colours": "Colour-blind palette",
                  "suits": "Four-colour suits", "fullscreen": "Fullscreen", "hints": "Hints"}
        for name, y in self.rows.items():
            theme.draw_text(surface, labels[name], "text_semibold", text_px(18, s), Palette.ivory,
                            (self.label_x, y + eh // 2), anchor="midleft")
        if not self.widgets:
            return
        st = self.app.settings
        vol = self.widgets["volume"]
        shown = "Muted" if st.muted else f"{int(round(st.volume * 100))}%"
        theme.draw_text(surface, shown, "text_semibold", text_px(17, s), Palette.gold_light,
                        (self.panel.right - px(32, s), vol.rect.centery), anchor="midright")
        # the two seat colours as they will look on the tables, at the end of their row
        y = self.rows["colours"] + eh // 2
        x = self.panel.right - px(30, s) - px(10, s)
        for seat in (1, 0):
            colour = theme.seat_colour(seat, st.colour_blind)
            pygame.draw.circle(surface, tuple(c // 3 for c in colour), (x, y), px(11, s))
            pygame.draw.circle(surface, colour, (x, y), px(8, s))
            x -= px(28, s)
        if not self.saved:
            theme.draw_text(surface, "These settings cannot be saved on this computer; they last until you close "
                            "the game.", "text", text_px(14, s), Palette.danger,
                            (surface.get_width() // 2, self.panel.bottom + px(14, s)), anchor="midtop")
