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

from typing import TYPE_CHECKING, Any

from game.core.errors import SaveError, short
from game.core.i18n import _
from game.core.record import Game, RecordError
from game.haspelknecht import engine
from game.haspelknecht.actions import A, Action
from game.haspelknecht.options import Options
from game.haspelknecht.queries import reeling_blocked

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState


class OldRulesError(ValueError):
    """A record made under older rules that today's rules cannot continue; the message says why."""


def _old_reel(state: GameState) -> Action | None:
    """The reel the old engine made by itself now, or None where it let the player choose."""
    p = state.players[state.to_move]
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
        kind = engine.decision(state)[1]
        action = _old_reel(state) if kind == "reel" else None
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


def upgrade_record(record: dict) -> dict:
    """The game's `upgrade_record` hook (game.core.save_upgrade): the record of a format-1 save as
    today's rules replay it. One that does not replay as it is may have been made before the rulings
    R31-R33: it gets the old engine's automatic reels (migrate_actions), or is refused with a
    SaveError if an old action is no longer allowed. A damaged record is returned as it is: the
    ordinary replay says what is wrong with it."""
    if not _needs_old_rules(record):
        return record
    try:
        actions = migrate_actions(record["options"], record["seed"], record["actions"])
    except OldRulesError as exc:
        raise SaveError("This save was made under older rules (before rulings R31-R33) and "
                        f"cannot be continued: {short(exc)}") from None
    except Exception:  # noqa: BLE001 - a damaged record: the ordinary replay says what is wrong
        return record
    return {**record, "actions": actions}


def _needs_old_rules(record: dict) -> bool:
    """True if the record may be one from before R31-R33: it does not replay under today's rules as
    it is, and it holds no `reel(stop)` (which only today's rules know)."""
    actions = record.get("actions")
    if isinstance(actions, list) and any(isinstance(a, dict) and a.get("kind") == "reel"
                                         and a.get("choice") == "stop" for a in actions[:20_000]):
        return False
    try:
        Game.from_record(record, events=False, allow_start=False)
    except RecordError:
        return True
    except Exception:  # noqa: BLE001 - anything else: let the ordinary load report it
        return False
    return False
