"""Hints: what the game's hint bot would do now, with one reason, never played.

Which bot gives the hint is the game's choice (`GameDefinition.hint_bot`, Normal unless the game
says otherwise), made with the settings the window gives that kind of bot
(`window_bot_settings`), its deadline `seconds` capped at HINT_SECONDS: a person asking for a hint
never waits longer than for a bot's move. The bot decides on a copy of the game, from what the
seat to move can see (the bot thinks on the public view, as in play), so asking for a hint cannot
change the game or its random draws. The reason comes from the game's `hint_reason`
("module:function" in its definition, imported when first asked): a function (state, player,
action) -> one short sentence taken from the bot's evaluation, e.g. "This pays your lease". No
pygame here; the window works a hint out in the bots' worker process (game/ui/hint_job.py).
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from typing import Any

from game.core.i18n import _

log = logging.getLogger(__name__)

# The longest a hint's bot may think, in seconds (its deadline, for a bot that takes one).
HINT_SECONDS = 1.5


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


def hint_kind(definition) -> str:
    """The kind of bot behind the game's hints (random when the game has not the one it names)."""
    kind = definition.hint_bot
    return kind if kind in definition.bots else "random"


def hint_settings(definition) -> dict:
    """The hint bot's settings: the window's for that kind, its deadline at most HINT_SECONDS."""
    settings = dict(definition.window_bot_settings.get(hint_kind(definition), {}))
    if "seconds" in settings:
        settings["seconds"] = min(settings["seconds"], HINT_SECONDS) if settings["seconds"] else HINT_SECONDS
    return settings


def bot_seed(game) -> int:
    """The hint bot's seed for this position of `game` (the same hint for the same position)."""
    return game.seed * 7919 + len(game.actions)


def hint(game, seed: int | None = None) -> Hint | None:
    """The hint for whoever decides now (None when the game is over). `game` is left untouched.
    `seed`: the bot's (bot_seed of the game the hint is for, when `game` is a copy rebuilt from
    its position)."""
    who, _kind = game.decision()
    if who is None:
        return None
    definition = game.definition
    copy = game.clone()
    actions = copy.legal_actions()
    factory = definition.bots[hint_kind(definition)]
    bot = factory(bot_seed(game) if seed is None else seed, **hint_settings(definition))
    action = bot.decide(copy, actions)
    reason = ""
    explain = _reason_function(definition)
    if explain is not None:
        try:
            reason = explain(game.clone().state, who, action)
        except Exception:  # noqa: BLE001 - a hint without its reason is still a hint
            log.exception("hint reason failed")
    # TRANSLATORS: a hint's reason when the game gives none
    return Hint(who, action, reason or _("This is the move the bot would make here."))
