"""Before a person stops mining with steps that could still fill orders: say so, and let them go on.

Stopping is final (the turn passes and undo stops at another player's move), and the steps left are
lost (C15), so it is worth one question when they could still have brought cubes to the orders. What
counts is the engine's judgement (game.coal_baron.advice.stop_waste); no cube is ever lost at the end
of a turn (the cage keeps its cubes, C22), which the question says too, so nobody stops in a hurry to
save them. The table only words it; the shell asks it (only people, outside a tutorial, while
Settings.warn_waste is on) with its one WasteQuestion dialog.
"""

from __future__ import annotations

from game.coal_baron.actions import Action
from game.coal_baron.advice import stop_waste_lines
from game.core.i18n import N_, _
from game.ui.table_api import Question, TableContext


def question(ctx: TableContext, action: Action) -> Question | None:
    """The question before this action if it stops a mining turn wastefully, else None."""
    who = ctx.current()
    if getattr(action, "kind", None) != "stop" or who is None:
        return None
    if not stop_waste_lines(ctx.game.state, who):
        return None

    def paragraphs() -> list[str]:     # the engine's sentences, asked again at each layout
        return [*stop_waste_lines(ctx.game.state, who), _("Your cage keeps its level and its cubes until your next "
                                                 "mining turn.")]
    return Question(N_("Stop mining?"), paragraphs, back=N_("Keep mining"), go=N_("Stop anyway"))
