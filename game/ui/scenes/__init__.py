"""The window's scenes by name: scenes reach each other through `make("menu", ...)` instead of
importing each other (which tangled them into import cycles and hid who opens what).

Each name maps to "module:Class", imported on first use so the title's first frame does not wait
for the table's modules; a test may map a name to a class of its own (`SCENES["table"] = Stub`).
"""

from __future__ import annotations

import importlib
from typing import Any

SCENES: dict[str, str | type] = {
    "title": "game.ui.scenes.title:TitleScene",
    "setup": "game.ui.scenes.setup:SetupScene",
    "load": "game.ui.scenes.load:LoadScene",
    "settings": "game.ui.scenes.settings_scene:SettingsScene",
    "rules": "game.ui.scenes.rules_ref:RulesScene",
    "table": "game.ui.scenes.table_scene:TableScene",
    "menu": "game.ui.scenes.menu:GameMenu",
    "end": "game.ui.scenes.end:EndScene",
    "cover": "game.ui.scenes.pass_cover:PassCover",
    "message": "game.ui.scenes.dialogs:MessageDialog",
    "confirm": "game.ui.scenes.dialogs:ConfirmDialog",
    "ask": "game.ui.scenes.dialogs:PromptDialog",
    "statistics": "game.ui.scenes.statistics:StatisticsScene",
    "replay": "game.ui.scenes.replay:ReplayScene",
    "review": "game.ui.scenes.review:ReviewScene",
    "learn": "game.ui.scenes.learn:LearnDialog",
    "net_host": "game.ui.scenes.net_host:NetHostTable",     # a network game's host table (game.net)
    "net_lobby": "game.ui.scenes.net_lobby:NetLobby",
    "net_join": "game.ui.scenes.net_join:NetJoin",
    "net_client": "game.ui.scenes.net_client:NetClientTable",
}


def table_for(session) -> str:
    """The table scene's name for a session: the host's network table when a seat is a player on
    another computer (game.core.session.REMOTE), else the table."""
    return "net_host" if any(seat.kind == "remote" for seat in session.seats) else "table"


def get(name: str) -> type[Any]:
    """The scene class registered under `name` (its type is known only once it is imported)."""
    entry = SCENES[name]
    if isinstance(entry, str):
        module, attr = entry.split(":")
        return getattr(importlib.import_module(module), attr)
    return entry


def make(name: str, *args, **kwargs):
    """A new scene of the kind registered under `name`."""
    return get(name)(*args, **kwargs)
