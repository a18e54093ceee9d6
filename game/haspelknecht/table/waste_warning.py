"""Before a plan is confirmed: say what it would waste, and let the player go back.

Confirming is final (the next player, maybe a bot, acts at once, and undo stops at another player's
move), so disks that would be lost are worth one question. What counts as waste is the engine's
judgement (`engine.plan_waste`): unplaced disks, mixed disks matching no development, black disks
with nothing to do. The UI only shows its sentences. "Don't ask again" is stored in the settings
(Settings.warn_waste; it can be switched back on in the settings scene).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game.core.i18n import N_, _
from game.haspelknecht import engine
from game.haspelknecht.actions import Action
from game.ui.scenes.dialogs import Dialog
from game.ui.widgets import wrap
from game.ui.widgets_form import PushButton, Toggle

log = logging.getLogger(__name__)


def waste_of(scene, action: Action) -> list[str]:
    """The engine's warnings if this action confirms a person's plan (bots are never asked)."""
    if action.kind != "confirm_plan" or not scene.settings.warn_waste:
        return []
    who = scene.current()
    if who is None or scene.seats[who].is_bot:
        return []
    return engine.plan_waste(scene.game.state, who)


def ask_first(scene, action: Action, confirm: Callable[[], None]) -> bool:
    """Show the warning over the table if confirming this plan wastes something; True if shown
    (`confirm` then runs only on "Confirm anyway")."""
    lines = waste_of(scene, action)
    if not lines:
        return False
    scene.app.push(WasteWarning(scene.app, lines, confirm))
    return True


class WasteWarning(Dialog):
    width = 640

    def __init__(self, app, lines: list[str], on_confirm: Callable[[], None]) -> None:
        self.lines = lines
        self.dont_ask = False
        # the engine's sentences come translated already; the dialog draws its text through _()
        text = "\n".join([f"• {line[:1].upper()}{line[1:]}." for line in lines]
                         + [_("Once confirmed, the plan cannot be taken back.")])
        super().__init__(app, N_("Confirm this plan?"), text)
        self.on_confirm = on_confirm
        # "Go back" is the safe default (Enter); confirming anyway takes a click on purpose
        self.back_btn = self.add(PushButton(N_("Go back"), self._back, key=pygame.K_RETURN, style="primary"))
        self.go_btn = self.add(PushButton(N_("Confirm anyway"), self._go))
        self.buttons = [self.go_btn, self.back_btn]
        self.again = self.add(Toggle(N_("Don't ask again"), lambda: self.dont_ask, self._set_dont_ask, size=18,
                                     tooltip=N_("You can switch the question back on in Settings.")))

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
        self.on_confirm()

    def _text_lines(self) -> list[str]:
        f = self.font("serif", 20)
        out = []
        for para in self.text.split("\n"):
            out.extend(wrap(para, f, self.s(self.width - 80)))
        return out

    def extra_height(self) -> float:
        return 52

    def confirm_point(self) -> tuple[int, int]:
        """Where "Confirm anyway" is (the gesture driver confirms a wasteful plan a person means)."""
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
