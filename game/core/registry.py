"""The games of the collection, by name.

Each game's definition is imported only when it is first asked for, so the window's first frame
never waits for an engine, its data or pydantic models it does not need yet.
"""

from __future__ import annotations

import importlib

from game.core.protocol import GameDefinition

# name -> "module:attribute" of its GameDefinition. The order is the order players see.
GAMES: dict[str, str] = {
    "haspelknecht": "game.haspelknecht.definition:DEFINITION",
    "coal_baron": "game.coal_baron.definition:DEFINITION",
}
DEFAULT_GAME = "haspelknecht"

_loaded: dict[str, GameDefinition] = {}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r} (known: {', '.join(GAMES)})"


def names() -> list[str]:
    return list(GAMES)


def get(name: str) -> GameDefinition:
    if name not in GAMES:
        raise UnknownGame(name)
    if name not in _loaded:
        module, attr = GAMES[name].split(":")
        _loaded[name] = getattr(importlib.import_module(module), attr)
    return _loaded[name]
