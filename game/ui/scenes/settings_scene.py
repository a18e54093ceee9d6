"""Settings: window size or fullscreen, UI scale, animation speed, colour-blind markers.

Every change is saved at once (Settings.save) and applied live (App.apply_display_settings)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.paths import config_dir, data_dir
from game.ui import theme
from game.ui import widgets_art as art
from game.ui.widgets_form import Cycler, PushButton, Toggle
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

WINDOW_SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]
UI_SCALES = [0.75, 0.85, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0]
SPEEDS = [("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast"), ("off", "Off (no animation)")]
DISPLAY_FIELDS = {"window_width", "window_height", "fullscreen", "ui_scale"}


class SettingsScene(SheetScene):
    title = "Settings"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        st = self.app.settings
        self.size = self.add(Cycler(self._size_choices, self._current_size, self._set_size, size=20,
                                    tooltip="The window's size when it is not fullscreen."))
        self.full = self.add(Toggle("Fullscreen", lambda: st.fullscreen,
                                    lambda v: self.change(fullscreen=v), size=20,
                                    tooltip="Fill the whole screen (the window size applies when you leave it)."))
        self.scale = self.add(Cycler(self._scale_choices, lambda: st.ui_scale, lambda v: self.change(ui_scale=v),
                                     size=20, tooltip="Text and pieces larger or smaller, on top of the automatic "
                                                      "fit to the window."))
        self.speed = self.add(Cycler(lambda: SPEEDS, lambda: st.animation_speed,
                                     lambda v: self.change(animation_speed=v), size=20,
                                     tooltip="How fast pieces move on the table."))
        self.cb = self.add(Toggle("Shapes as well as colours for the players' markers", lambda: st.colourblind_markers,
                                  lambda v: self.change(colourblind_markers=v), size=20,
                                  tooltip="Each player's markers get a shape of their own: circle, square, "
                                          "triangle, diamond."))
        self.cover = self.add(Toggle("Cover the table between two people's turns", lambda: st.hotseat_cover,
                                     lambda v: self.change(hotseat_cover=v), size=20,
                                     tooltip="Hot-seat: a \"pass to ...\" screen hides the table until the next "
                                             "person is ready. Haspelknecht hides nothing, so it is off by default."))
        self.waste = self.add(Toggle("Ask before a plan wastes disks", lambda: st.warn_waste,
                                     lambda v: self.change(warn_waste=v), size=20,
                                     tooltip="Confirming a plan that leaves disks unused (or placed where they "
                                             "can do nothing) first asks whether you mean it."))
        self.back_btn = self.add(PushButton("Back", self.app.pop, key=pygame.K_ESCAPE, style="primary", size=22))

    def _current_size(self) -> tuple[int, int]:
        """The saved size, or (none saved yet: fitted to the screen) the window's own."""
        st = self.app.settings
        if st.window_width and st.window_height:
            return st.window_width, st.window_height
        return self.app.size

    def _size_choices(self) -> list[tuple[tuple[int, int], str]]:
        # only sizes this screen can show (a larger one would be shrunk to fit anyway); without a
        # window (headless) there is no screen to judge by
        uw, uh = (7680, 4320) if self.app.headless else self.app.usable_size()
        sizes = [s for s in WINDOW_SIZES if s[0] <= uw and s[1] <= uh] or WINDOW_SIZES[:1]
        if self._current_size() not in sizes:
            sizes.append(self._current_size())
            sizes.sort()
        return [(s, f"{s[0]} \u00d7 {s[1]}") for s in sizes]

    def _scale_choices(self) -> list[tuple[float, str]]:
        scales = list(UI_SCALES)
        if self.app.settings.ui_scale not in scales:
            scales = sorted(scales + [self.app.settings.ui_scale])
        return [(v, f"{round(v * 100)} %") for v in scales]

    def _set_size(self, size: tuple[int, int]) -> None:
        self.change(window_width=size[0], window_height=size[1])

    def change(self, **values) -> None:
        """Set, save and apply."""
        st = self.app.settings
        try:
            for key, value in values.items():
                setattr(st, key, value)
        except ValueError as exc:  # a value the settings refuse: keep the old one
            log.warning("setting refused: %s", exc)
            self.app.say("That setting is not possible here.")
            return
        try:
            st.save()
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            self.app.say("The settings apply now but could not be saved.")
        if DISPLAY_FIELDS & values.keys():
            # the UI scale alone leaves the window where and as large as it is
            self.app.apply_display_settings(reopen=bool(DISPLAY_FIELDS - {"ui_scale"} & values.keys()))
        self.invalidate()

    ROW_Y = (124, 176, 228, 280, 332, 428)

    def layout(self) -> None:
        x = 560
        self.size.rect = self.R(x, self.ROW_Y[0], 300, 44)
        self.full.rect = self.R(x, self.ROW_Y[1], 300, 44)
        self.scale.rect = self.R(x, self.ROW_Y[2], 300, 44)
        self.speed.rect = self.R(x, self.ROW_Y[3], 300, 44)
        self.cover.rect = self.R(x, self.ROW_Y[4], 520, 44)
        self.waste.rect = self.R(x, self.ROW_Y[4] + 44, 520, 44)
        self.cb.rect = self.R(x, self.ROW_Y[5], 520, 44)
        self.back_btn.rect = self.R(640 - 100, 628, 200, 48)

    def draw_content(self, surface: pygame.Surface) -> None:
        label = self.font("caps", 22)
        labels = ["Window size", "Display", "UI scale", "Animations", "At the table", "Player markers"]
        for text, y in zip(labels, self.ROW_Y, strict=True):
            img = label.render(text, True, theme.INK)
            surface.blit(img, img.get_rect(midright=self.P(520, y + 22)))
        # the four markers as the table will show them
        cb = self.app.settings.colourblind_markers
        y = self.ROW_Y[5] + 76
        f = self.font("serif", 17)
        for i in range(4):
            cx = 440 + i * 130
            art.draw_marker(surface, self.P(cx, y), self.s(15), i, cb)
            img = f.render(theme.PLAYER_COLOUR_NAMES[i], True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=self.P(cx, y + 22)))
        # where things are kept
        small = self.font("serif_italic", 16)
        lines = [f"Settings are kept in {config_dir()}", f"Saved games are kept in {data_dir() / 'saves'}"]
        for i, line in enumerate(lines):
            img = small.render(line, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=self.P(640, 560 + i * 24)))
