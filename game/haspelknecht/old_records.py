"""Records made before the rulings R31-R33, brought up to today's rules when they can be.

Before R31 the Haspelknecht reeled by himself: water first while the shaft held 2+ pit water, else
coal, until his actions or the shaft ran out; only with coal and a single pit water in the shaft
did the player choose (reel(coal) or reel(water)). Today each of his actions is a `reel` decision.
So an old record is replayed through today's engine, and at every `reel` decision the old engine
did not ask for, the choice it made by itself is inserted. An old action that today's rules refuse
(tunnel wood before the Pinge is exhausted, R33; the Windlass before the phase after, R32; a tenth
development, R30) makes the record one that cannot be continued: OldRulesError says which.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import _
from game.haspelknecht import engine
from game.haspelknecht.actions import A, Action
from game.haspelknecht.options import Options
from game.haspelknecht.queries import reeling_blocked


class OldRulesError(ValueError):
    """A record made under older rules that today's rules cannot continue; the message says why."""


def _old_reel(state, player: int) -> Action | None:
    """The reel the old engine made by itself now, or None where it let the player choose."""
    p = state.players[player]
    if reeling_blocked(state, p):
        return A("reel", "water")
    if p.shaft_coal and p.shaft_water:
        return None     # the old engine's real choice: the record holds the player's answer
    if p.shaft_coal:
        return A("reel", "coal")
    return A("reel", "water")


def migrate_actions(options: dict[str, Any], seed: int, actions: list[Any]) -> list[dict]:
    """The action list of an old record replayed under today's rules, with the reel choices the old
    engine made by itself inserted. Raises OldRulesError if an action is refused today."""
    state = engine.new_game(Options.model_validate(options), seed)
    old = [Action.from_json(a) for a in actions]
    out: list[dict] = []
    i = 0
    while True:
        who, kind = engine.decision(state)
        action = _old_reel(state, who) if kind == "reel" else None
        if action is None:
            if i == len(old):
                break
            action = old[i]
            i += 1
        reason = engine.explain_illegal(state, action)
        if reason is not None:
            raise OldRulesError(_("action {number} ({action}) is not allowed under today's rules: {reason}").format(
                number=i, action=action, reason=reason))
        engine.apply_action(state, action)
        out.append(action.to_json())
    return out
