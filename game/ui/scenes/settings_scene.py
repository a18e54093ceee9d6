"""Settings: language, window size or fullscreen, UI scale, animation speed, sound, what the table
asks and covers, colour-blind markers.

Every change is saved at once (Settings.save) and applied live (App.apply_display_settings; a
language through App.set_language, which every scene on the stack hears at once; sound through the
window's SoundBoard.apply_settings, which a headless window ignores: it has no sound)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import LANGUAGES, N_, _, ngettext
from game.paths import config_dir, data_dir
from game.ui import theme
from game.ui import widgets_art as art
from game.ui.board.text import note_fit
from game.ui.settings import TURN_CONFIRMATIONS
from game.ui.widgets_form import Cycler, PushButton, Toggle
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

WINDOW_SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]
UI_SCALES = [0.75, 0.85, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0]
SPEEDS = [("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")),
          ("off", N_("Off (no animation)"))]
# theme.PLAYER_COLOUR_NAMES (the same words), marked for the catalogue here, where they are shown
COLOUR_NAMES = (N_("Crimson"), N_("Azure"), N_("Ivory"), N_("Violet"))
ROW_LABELS = [N_("Language"), N_("Window size"), N_("UI scale"), N_("Animations"), N_("Sound"),
              N_("At the table"), N_("Player markers")]
DISPLAY_FIELDS = {"window_width", "window_height", "fullscreen", "ui_scale"}
SOUND_FIELDS = {"volume", "muted", "ambient"}
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)


class SettingsScene(SheetScene):
    title = N_("Settings")

    def __init__(self, app: App) -> None:
        super().__init__(app)
        st = self.app.settings
        self.language = self.add(Cycler(self._language_choices, lambda: st.language, self._set_language,
                                        size=20, tooltip=N_("The language of every text in the game. "
                                                            "It changes at once.")))
        self.size = self.add(Cycler(self._size_choices, self._current_size, self._set_size, size=20,
                                    tooltip=N_("The window's size when it is not fullscreen.")))
        self.full = self.add(Toggle(N_("Fullscreen"), lambda: st.fullscreen,
                                    lambda v: self.change(fullscreen=v), size=20,
                                    tooltip=N_("Fill the whole screen (the window size applies when you "
                                               "leave it).")))
        self.scale = self.add(Cycler(self._scale_choices, lambda: st.ui_scale, lambda v: self.change(ui_scale=v),
                                     size=20, tooltip=N_("Text and pieces larger or smaller, on top of the "
                                                         "automatic fit to the window.")))
        self.speed = self.add(Cycler(lambda: SPEEDS, lambda: st.animation_speed,
                                     lambda v: self.change(animation_speed=v), size=20,
                                     tooltip=N_("How fast pieces move on the table.")))
        self.cb = self.add(Toggle(N_("Shapes as well as colours for the players' markers"),
                                  lambda: st.colourblind_markers,
                                  lambda v: self.change(colourblind_markers=v), size=20,
                                  tooltip=N_("Each player's markers get a shape of their own: circle, square, "
                                             "triangle, diamond.")))
        self.confirm = self.add(Cycler(self._confirm_choices, lambda: st.turn_confirmation,
                                       lambda v: self.change(turn_confirmation=v), size=20,
                                       tooltip=N_("When your turn ends, play waits for Confirm, so that Undo can "
                                                  "still take back a misclick. It confirms itself after the "
                                                  "seconds chosen, or waits for you; or the next player moves "
                                                  "at once.")))
        self.cover = self.add(Toggle(N_("Cover the table between two people's turns"), lambda: st.hotseat_cover,
                                     lambda v: self.change(hotseat_cover=v), size=20,
                                     tooltip=N_("Hot-seat: a \u201cpass to \u2026\u201d screen hides the table until "
                                                "the next person is ready. A game that shows someone cards or "
                                                "tiles in secret covers the table anyway.")))
        self.waste = self.add(Toggle(N_("Ask before a move wastes something"), lambda: st.warn_waste,
                                     lambda v: self.change(warn_waste=v), size=20,
                                     tooltip=N_("A move that would waste something (a plan that leaves disks "
                                                "unused, a mining turn stopped while its steps could still bring "
                                                "cubes to your orders) first asks whether you mean it.")))
        self.volume = self.add(Cycler(self._volume_choices, self._current_volume,
                                      lambda v: self.change(volume=v), size=20,
                                      tooltip=N_("How loud the effects are (the ambient loop stays quieter "
                                                 "under them).")))
        self.mute = self.add(Toggle(N_("Mute"), lambda: st.muted, lambda v: self.change(muted=v), size=20,
                                    tooltip=N_("No sound at all; the volume is kept for when you turn it "
                                               "back on.")))
        self.ambient = self.add(Toggle(N_("A quiet ambient loop under the effects"), lambda: st.ambient,
                                       lambda v: self.change(ambient=v), size=20,
                                       tooltip=N_("Wind and distant work at the pit, looping softly while "
                                                  "you play.")))
        self.back_btn = self.add(PushButton(N_("Back"), self.app.pop, key=pygame.K_ESCAPE, style="primary", size=22))

    @staticmethod
    def _language_choices() -> list[tuple[str, str]]:
        """The system's language, then each language in its own name (as its readers look for it;
        the names are not translated)."""
        # TRANSLATORS: the Language setting's first choice: the computer's own language
        return [("", _("System default")), *LANGUAGES.items()]

    def _set_language(self, code: str) -> None:
        self.change(language=code)
        if self.app.settings.language == code:     # refused values keep the old language
            self.app.set_language(code)

    @staticmethod
    def _confirm_choices() -> list[tuple[str, str]]:
        labels = {"always": _("End of turn: wait for Confirm"),
                  "never": _("End of turn: no confirmation (no undo)")}
        return [(v, labels.get(v) or ngettext("End of turn: confirmed after {n} second",
                                               "End of turn: confirmed after {n} seconds", int(v)).format(n=int(v)))
                for v in TURN_CONFIRMATIONS]

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

    def _volume_choices(self) -> list[tuple[float, str]]:
        vols = list(VOLUMES)
        if self._current_volume() not in vols:      # a hand-edited file's 0.6: shown as it is
            vols = sorted(vols + [self._current_volume()])
        return [(v, f"{round(v * 100)} %") for v in vols]

    def _current_volume(self) -> float:
        return round(self.app.settings.volume, 2)

    def _set_size(self, size: tuple[int, int]) -> None:
        # a size chosen here opens centred and not maximised (the place kept was for another size)
        self.change(window_width=size[0], window_height=size[1], window_x=None, window_y=None,
                    window_maximised=False)

    def change(self, **values) -> None:
        """Set, save and apply."""
        st = self.app.settings
        try:
            for key, value in values.items():
                setattr(st, key, value)
        except ValueError as exc:  # a value the settings refuse: keep the old one
            log.warning("setting refused: %s", exc)
            self.app.say(_("That setting is not possible here."))
            return
        try:
            st.save()
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            self.app.say(_("The settings apply now but could not be saved."))
        if DISPLAY_FIELDS & values.keys():
            # the UI scale alone leaves the window where and as large as it is
            self.app.apply_display_settings(reopen=bool(DISPLAY_FIELDS - {"ui_scale"} & values.keys()))
        if SOUND_FIELDS & values.keys():
            from game.ui import sound

            sound.board(self.app).apply_settings()   # heard at once (a headless window stays silent)
        self.invalidate()

    # rows 40 apart (the sound rows and the turn's confirmation made the page three rows longer):
    # Fullscreen sits beside the window size it replaces, Mute beside the volume, the ambient loop
    # on a row of its own
    ROW_Y = (104, 144, 184, 224, 264, 344, 464)
    LABEL_X = (60, 520)     # the row labels' column (design x, left and right)

    def layout(self) -> None:
        x, h = 560, 36
        self.language.rect = self.R(x, self.ROW_Y[0], 300, h)
        self.size.rect = self.R(x, self.ROW_Y[1], 300, h)
        self.full.rect = self.R(x + 320, self.ROW_Y[1], 300, h)
        self.scale.rect = self.R(x, self.ROW_Y[2], 300, h)
        self.speed.rect = self.R(x, self.ROW_Y[3], 300, h)
        self.volume.rect = self.R(x, self.ROW_Y[4], 300, h)
        self.mute.rect = self.R(x + 320, self.ROW_Y[4], 300, h)
        self.ambient.rect = self.R(x, self.ROW_Y[4] + 40, 620, h)
        self.confirm.rect = self.R(x, self.ROW_Y[5], 500, h)
        self.cover.rect = self.R(x, self.ROW_Y[5] + 40, 620, h)
        self.waste.rect = self.R(x, self.ROW_Y[5] + 80, 620, h)
        self.cb.rect = self.R(x, self.ROW_Y[6], 620, h)
        self.back_btn.rect = self.R(640 - 110, 628, 220, 48)

    def draw_content(self, surface: pygame.Surface) -> None:
        label = self.font("caps", 22)
        room = self.s(self.LABEL_X[1] - self.LABEL_X[0])
        for msgid, y in zip(ROW_LABELS, self.ROW_Y, strict=True):
            text = _(msgid)
            note_fit(text, label, room, "settings label")
            img = label.render(text, True, theme.INK)
            surface.blit(img, img.get_rect(midright=self.P(self.LABEL_X[1], y + 18)))
        # the four markers as the table will show them
        cb = self.app.settings.colourblind_markers
        y = self.ROW_Y[6] + 60
        f = self.font("serif", 17)
        for i in range(4):
            cx = 440 + i * 130
            art.draw_marker(surface, self.P(cx, y), self.s(15), i, cb)
            name = _(theme.PLAYER_COLOUR_NAMES[i])      # msgids: COLOUR_NAMES
            note_fit(name, f, self.s(126), "settings marker")
            img = f.render(name, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=self.P(cx, y + 20)))
        # where things are kept
        small = self.font("serif_italic", 16)
        lines = [_("Settings are kept in {folder}").format(folder=config_dir()),
                 _("Saved games are kept in {folder}").format(folder=data_dir() / "saves")]
        for i, line in enumerate(lines):
            img = small.render(line, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=self.P(640, 572 + i * 24)))
