"""The window's table of a game, found through the registry: `GameDefinition.table` names it as
"module:attribute" and it is imported on first use, so the shell never imports a game's package
itself (and a frozen build must list these modules as hidden imports: build/haspelknecht.spec)."""

from __future__ import annotations

import importlib

from game.core import registry
from game.core.i18n import _

_loaded: dict[str, object] = {}


def table_spec(name: str) -> str:
    spec = registry.get(name).table
    if not spec:
        raise LookupError(f"the game {name!r} has no table for the window")
    return spec


def table_for(name: str):
    """The game's table object (see game/ui/table_api.py)."""
    if name not in _loaded:
        module, attr = table_spec(name).split(":")
        _loaded[name] = getattr(importlib.import_module(module), attr)
    return _loaded[name]


def progress(session) -> str:
    """Where a game stands, in the game's words ("year 2, summer"), or "finished"."""
    if session.game.is_over:
        # TRANSLATORS: where a game stands once it is over, after its players ("4 players · finished")
        return _("finished")
    return table_for(session.game_name).progress(session.game.state)


def final_result(game) -> dict:
    """The final result by the engine (empty while the game goes on)."""
    return game.engine.final_result(game.state) if game.is_over else {}


def game_name(session) -> str:
    """Which game a session plays."""
    return session.game_name
