"""Hints: what the Normal bot would do now, with one reason, never played.

The hint is the game's own Normal bot deciding on a copy of the game, from what the seat to move
can see (the bot thinks on the public view, as in play), so asking for a hint cannot change the
game or its random draws. The reason comes from the game's `hint_reason` ("module:function" in its
definition, imported when first asked): a function (state, player, action) -> one short sentence
taken from the bot's evaluation, e.g. "This pays your lease". No pygame here.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from typing import Any

from game.core.i18n import _

log = logging.getLogger(__name__)
HINT_BOT = "normal"


@dataclass(frozen=True)
class Hint:
    player: int
    action: Any
    reason: str


def _reason_function(definition):
    spec = getattr(definition, "hint_reason", None)
    if not spec:
        return None
    module, _sep, attr = spec.partition(":")
    return getattr(importlib.import_module(module), attr)


def hint(game) -> Hint | None:
    """The hint for whoever decides now (None when the game is over). `game` is left untouched."""
    who, _kind = game.decision()
    if who is None:
        return None
    definition = game.definition
    copy = game.clone()
    actions = copy.legal_actions()
    factory = definition.bots.get(HINT_BOT) or definition.bots["random"]
    action = factory(game.seed * 7919 + len(game.actions)).decide(copy, actions)
    reason = ""
    explain = _reason_function(definition)
    if explain is not None:
        try:
            reason = explain(game.clone().state, who, action)
        except Exception:  # noqa: BLE001 - a hint without its reason is still a hint
            log.exception("hint reason failed")
    return Hint(who, action, reason or _("This is the move the Normal bot would make here."))
