"""Save files of older formats, upgraded on load one format at a time (as Tuxemon's save upgrader
does): UPGRADES[n] turns a format-n save into a format-(n+1) one, and `upgrade` runs the chain up
to SAVE_FORMAT, the format this version writes (game.core.session). The file itself is never
changed; the next save writes the new format.

Format 1 (the Haspelknecht-only app): {"format": 1, "app": "haspelknecht", "saved_at", "seats",
"record"}. Format 2 names its game instead: {"format": 2, "game": <registry name>, ...}. A record
the game's engine of that time wrote is the game's to bring up to today's rules: its definition's
`upgrade_record` hook (Haspelknecht's: game/haspelknecht/old_records.py). No game is imported
here but through the registry.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from game.core import registry
from game.core.errors import SaveError, short

SAVE_FORMAT = 2


def _from_1(obj: dict[str, Any]) -> dict[str, Any]:
    """Format 1 -> 2: "app" becomes "game" (format 1 was written by the Haspelknecht-only app). The
    record goes through the game's `upgrade_record`, which may migrate one made under older rules
    or refuse it with a SaveError."""
    if obj.get("app") != "haspelknecht":
        raise SaveError("This is not a save file of this collection.")
    out = {k: v for k, v in obj.items() if k != "app"}
    out["format"], out["game"] = 2, "haspelknecht"
    record = obj.get("record")
    upgrade_record = _record_upgrader(out["game"])
    if isinstance(record, dict) and "start" not in record and upgrade_record is not None:
        out["record"] = upgrade_record(record)
    return out


def _record_upgrader(game: str) -> Callable[[dict], dict] | None:
    """The game's `upgrade_record` function, or None if it has none."""
    spec = registry.get(game).upgrade_record
    if spec is None:
        return None
    module, _sep, attr = spec.partition(":")
    return getattr(importlib.import_module(module), attr)


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
