"""The one question a game asks before a move that wastes something: what would be lost,
in the game's own sentences, a safe default ("Go back", "Keep mining": Enter and Esc), the move
anyway (a deliberate click), and "Don't ask again" (the shared setting Settings.warn_waste, switched
back on in Settings). Each game decides when to ask and words it: Haspelknecht's plan waste
(game/haspelknecht/table/waste_warning.py), Coal Baron's stop with useful steps left
(game/coal_baron/table/waste_warning.py).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game.core.i18n import N_
from game.ui.scenes.dialogs import Dialog
from game.ui.widgets import wrap
from game.ui.widgets_form import PushButton, Toggle

log = logging.getLogger(__name__)


class WasteQuestion(Dialog):
    width = 640

    def __init__(self, app, title: str, paragraphs: Callable[[], list[str]], *, back: str, go: str,
                 on_go: Callable[[], None]) -> None:
        self._words = paragraphs         # asked again at each layout, so a language switch shows at once
        self.dont_ask = False
        super().__init__(app, title)
        self.on_go = on_go
        # the safe choice is the default (Enter); the wasteful move takes a click on purpose
        self.back_btn = self.add(PushButton(back, self._back, key=pygame.K_RETURN, style="primary"))
        self.go_btn = self.add(PushButton(go, self._go))
        self.buttons = [self.go_btn, self.back_btn]
        self.again = self.add(Toggle(N_("Don't ask again"), lambda: self.dont_ask, self._set_dont_ask, size=18,
                                     tooltip=N_("You can switch the question back on in Settings.")))

    @property
    def paragraphs(self) -> list[str]:
        """What would be lost, in the game's sentences, as they read now."""
        return self._words()

    def _set_dont_ask(self, value: bool) -> None:
        self.dont_ask = value

    def _remember(self) -> None:
        if not self.dont_ask:
            return
        try:
            self.app.settings.warn_waste = False
            self.app.settings.save()
        except OSError as exc:   # the choice still holds for this session
            log.warning("settings not saved: %s", exc)

    def _back(self) -> None:
        self._remember()
        self.close()

    def _go(self) -> None:
        self._remember()
        self.close()
        self.on_go()

    def _text_lines(self) -> list[str]:
        f = self.font("serif", 20)
        out = []
        for para in self.paragraphs:
            out.extend(wrap(para, f, self.s(self.width - 80)))
        return out

    def extra_height(self) -> float:
        return 52

    def confirm_point(self) -> tuple[int, int]:
        """Where the move-anyway button is (the gesture driver makes the move a person means)."""
        return self.go_btn.rect.center

    def layout(self) -> None:
        super().layout()   # the buttons (the dialog's design is the dialog alone, see Dialog._fit)
        bottom = self.design[1] - 20
        self.again.rect = self.R((self.design[0] - 220) / 2, bottom - 64 - 48, 220, 36)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        return False
