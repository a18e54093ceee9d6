"""The games of the collection, by name.

Each game's definition is imported only when it is first asked for, so the window's first frame
never waits for an engine, its data or pydantic models it does not need yet; what the title screen
shows of a game before that (its name, its credit) is in its entry here.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, NamedTuple

from game.core.i18n import N_, _

if TYPE_CHECKING:       # the title's first frame needs the names, not the protocol
    from game.core.protocol import GameDefinition


class GameEntry(NamedTuple):
    definition: str     # "module:attribute" of its GameDefinition
    title: str          # msgid: the game's name as its box prints it
    credit: str         # msgid: who made the printed game, and when


# name -> entry. The order is the order players see.
GAMES: dict[str, GameEntry] = {
    "haspelknecht": GameEntry(
        "game.haspelknecht.definition:DEFINITION",
        # TRANSLATORS: the game's name as its box prints it in your language (usually unchanged)
        N_("Haspelknecht"),
        # TRANSLATORS: the title screen's credit of one game (joined: "After the board games ... and ...")
        N_("Haspelknecht by Thomas Spitzer (2015)")),
    "coal_baron": GameEntry(
        "game.coal_baron.definition:DEFINITION",
        # TRANSLATORS: the game's name as its box prints it in your language (German: Glück Auf)
        N_("Coal Baron"),
        # TRANSLATORS: the title screen's credit of one game (joined: "After the board games ... and ...")
        N_("Coal Baron by Wolfgang Kramer and Michael Kiesling (2013)")),
}
DEFAULT_GAME = "haspelknecht"

_loaded: dict[str, GameDefinition] = {}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r} (known: {', '.join(GAMES)})"


def names() -> list[str]:
    return list(GAMES)


def title(name: str) -> str:
    """A registered game's name in the player's language, without importing the game:
    'coal_baron' -> 'Coal Baron'."""
    entry = GAMES.get(name)
    return _(entry.title) if entry is not None else name.replace("_", " ").title()


def get(name: str) -> GameDefinition:
    if name not in GAMES:
        raise UnknownGame(name)
    if name not in _loaded:
        module, attr = GAMES[name].definition.split(":")
        _loaded[name] = getattr(importlib.import_module(module), attr)
    return _loaded[name]
