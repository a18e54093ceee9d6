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

from game.coal_baron.actions import Action
from game.coal_baron.advice import stop_waste_lines
from game.core.i18n import N_, _
from game.ui.scenes.waste_question import WasteQuestion

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


class StopWarning(WasteQuestion):
    def __init__(self, app, lines: Callable[[], list[str]], on_confirm: Callable[[], None]) -> None:
        self.lines = lines          # the engine's sentences, asked again at each layout (a language switch)

        def paragraphs() -> list[str]:
            return [*lines(), _("Your cage keeps its level and its cubes until your next mining turn.")]
        super().__init__(app, N_("Stop mining?"), paragraphs, back=N_("Keep mining"), go=N_("Stop anyway"),
                         on_go=on_confirm)
