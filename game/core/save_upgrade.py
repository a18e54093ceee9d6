"""Save files of older formats, upgraded on load one format at a time (as Tuxemon's save upgrader
does): UPGRADES[n] turns a format-n save into a format-(n+1) one, and `upgrade` runs the chain up
to game.core.session.SAVE_FORMAT. The file itself is never changed; the next save writes the new
format.

Format 1 (the Haspelknecht-only app): {"format": 1, "app": "haspelknecht", "saved_at", "seats",
"record"}. Format 2 names its game instead: {"format": 2, "game": <registry name>, ...}.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import registry
from game.core.session import SAVE_FORMAT, SaveError, short


def _from_1(obj: dict[str, Any]) -> dict[str, Any]:
    """Format 1 -> 2: "app" becomes "game". A record that today's Haspelknecht cannot replay as it
    is may have been made before the rulings R31-R33: it is migrated (the old engine's automatic
    reels inserted), or refused if an old action is no longer allowed."""
    if obj.get("app") != "haspelknecht":
        raise SaveError("This is not a save file of this collection.")
    out = {k: v for k, v in obj.items() if k != "app"}
    out["format"], out["game"] = 2, "haspelknecht"
    record = obj.get("record")
    if isinstance(record, dict) and "start" not in record and _needs_old_rules(record):
        from game.haspelknecht.old_records import OldRulesError, migrate_actions

        try:
            actions = migrate_actions(record.get("options"), record.get("seed"), record.get("actions"))
        except OldRulesError as exc:
            raise SaveError("This save was made under older rules (before rulings R31-R33) and "
                            f"cannot be continued: {short(exc)}") from None
        except Exception:  # noqa: BLE001 - a damaged record: the ordinary replay says what is wrong
            return out
        out["record"] = {**record, "actions": actions}
    return out


def _needs_old_rules(record: dict) -> bool:
    """True if the record may be one from before R31-R33: it does not replay under today's rules as
    it is, and it holds no `reel(stop)` (which only today's rules know)."""
    from game.core.record import Game, RecordError

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


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _from_1}


def upgrade(obj: object) -> dict[str, Any]:
    """A save of any format this version reads, as a current-format save; SaveError otherwise."""
    if not isinstance(obj, dict):
        raise SaveError("This is not a save file of this collection.")
    fmt = obj.get("format")
    if type(fmt) is not int or not (min(UPGRADES) <= fmt <= SAVE_FORMAT):
        raise SaveError(f"This save file has format {short(repr(fmt))[:20]}; "
                        f"this version reads 1 to {SAVE_FORMAT}.")
    while fmt < SAVE_FORMAT:
        obj = UPGRADES[fmt](obj)
        fmt = obj["format"]
    if not isinstance(obj.get("game"), str) or obj["game"] not in registry.GAMES:
        raise SaveError("This is not a save file of this collection (unknown game).")
    return obj
