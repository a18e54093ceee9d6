"""Before a plan is confirmed: say what it would waste, and let the player go back.

Confirming is final (the next player, maybe a bot, acts at once, and undo stops at another player's
move), so disks that would be lost are worth one question. What counts as waste is the engine's
judgement (`engine.plan_waste`): unplaced disks, mixed disks matching no development, black disks
with nothing to do. The UI only shows its sentences. "Don't ask again" is stored in the settings
(Settings.warn_waste; it can be switched back on in the settings scene); the dialog is the shell's
WasteQuestion.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from game.core.i18n import N_, _
from game.haspelknecht import engine
from game.haspelknecht.actions import Action
from game.ui.scenes.waste_question import WasteQuestion

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


class WasteWarning(WasteQuestion):
    def __init__(self, app, lines: list[str], on_confirm: Callable[[], None]) -> None:
        self.lines = lines   # the engine's sentences, translated already

        def paragraphs() -> list[str]:
            return [f"• {line[:1].upper()}{line[1:]}." for line in lines] + [
                _("Once confirmed, the plan cannot be taken back.")]
        super().__init__(app, N_("Confirm this plan?"), paragraphs, back=N_("Go back"), go=N_("Confirm anyway"),
                         on_go=on_confirm)
