"""Before a person stops mining with steps that could still fill orders: say so, and let them go on.

Stopping is final (the turn passes and undo stops at another player's move), and the steps left are
lost (C15), so it is worth one question when they could still have brought cubes to the orders. What
counts is the engine's judgement (game.coal_baron.advice.stop_waste); no cube is ever lost at the end
of a turn (the cage keeps its cubes, C22), which the question says too, so nobody stops in a hurry to
save them. Bots are never asked, nor is a tutorial's learner (the lesson asks for that very move).
"Don't ask again" is the shared setting Settings.warn_waste (switched back on in Settings).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game.coal_baron.actions import Action
from game.coal_baron.advice import stop_waste_lines
from game.core.i18n import N_, _
from game.ui.scenes.dialogs import Dialog
from game.ui.widgets import wrap
from game.ui.widgets_form import PushButton, Toggle

log = logging.getLogger(__name__)


def waste_of(scene, action: Action) -> list[str]:
    """The engine's sentences if this action stops a person's mining wastefully; [] otherwise."""
    if getattr(action, "kind", None) != "stop" or not scene.settings.warn_waste:
        return []
    if getattr(scene, "coach", None) is not None:      # a tutorial: the lesson asks for this move
        return []
    who = scene.current()
    if who is None or scene.seats[who].is_bot:
        return []
    return stop_waste_lines(scene.game.state, who)


def ask_first(scene, action: Action, confirm: Callable[[], None]) -> bool:
    """Show the question over the table if stopping now wastes steps; True if shown (`confirm` then
    runs only on "Stop anyway")."""
    if not waste_of(scene, action):
        return False
    who = scene.current()
    scene.app.push(StopWarning(scene.app, lambda: stop_waste_lines(scene.game.state, who), confirm))
    return True


class StopWarning(Dialog):
    width = 640

    def __init__(self, app, lines: Callable[[], list[str]], on_confirm: Callable[[], None]) -> None:
        self.lines = lines          # the engine's sentences, asked again at each layout (a language switch)
        self.dont_ask = False
        super().__init__(app, N_("Stop mining?"))
        self.on_confirm = on_confirm
        # going on mining is the safe default (Enter); stopping anyway takes a click on purpose
        self.back_btn = self.add(PushButton(N_("Keep mining"), self._back, key=pygame.K_RETURN, style="primary"))
        self.go_btn = self.add(PushButton(N_("Stop anyway"), self._go))
        self.buttons = [self.go_btn, self.back_btn]
        self.again = self.add(Toggle(N_("Don't ask again"), lambda: self.dont_ask, self._set_dont_ask, size=18,
                                     tooltip=N_("You can switch the question back on in Settings.")))

    @property
    def paragraphs(self) -> list[str]:
        return [*self.lines(), _("Your cage keeps its level and its cubes until your next mining turn.")]

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
        for para in self.paragraphs:
            out.extend(wrap(para, f, self.s(self.width - 80)))
        return out

    def extra_height(self) -> float:
        return 52

    def confirm_point(self) -> tuple[int, int]:
        """Where "Stop anyway" is (the gesture driver stops when a person means it)."""
        return self.go_btn.rect.center

    def layout(self) -> None:
        super().layout()
        bottom = self.design[1] - 20
        self.again.rect = self.R((self.design[0] - 220) / 2, bottom - 64 - 48, 220, 36)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        return False
