"""Before a plan is confirmed: say what it would waste, and let the player go back.

Confirming is final (the next player, maybe a bot, acts at once, and undo stops at another player's
move), so disks that would be lost are worth one question. What counts as waste is the engine's
judgement (`engine.plan_waste`): unplaced disks, mixed disks matching no development, black disks
with nothing to do. The table only words it; the shell asks it (only people, outside a tutorial,
while Settings.warn_waste is on) with its one WasteQuestion dialog.
"""

from __future__ import annotations

from game.core.i18n import N_, _
from game.haspelknecht import engine
from game.haspelknecht.actions import Action
from game.ui.table_api import Question, TableContext


def question(ctx: TableContext, action: Action) -> Question | None:
    """The question before this action if it confirms a plan that wastes disks, else None."""
    who = ctx.current()
    if action.kind != "confirm_plan" or who is None:
        return None
    lines = engine.plan_waste(ctx.game.state, who)
    if not lines:
        return None

    def paragraphs() -> list[str]:
        return [f"• {line[:1].upper()}{line[1:]}." for line in lines] + [
            _("Once confirmed, the plan cannot be taken back.")]
    return Question(N_("Confirm this plan?"), paragraphs, back=N_("Go back"), go=N_("Confirm anyway"))
