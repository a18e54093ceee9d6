"""The collection's one name, for everything a player reads or searches for: the window title, the
title screen, the installers, the desktop entry and the package description (build/release.py gives
them to every recipe; tests/ui/test_collection_name.py checks the ones a recipe must spell out).

A player looking for either game, or for a Ruhr mining game, finds it under this name: it says
where the games are set and names both, since each box is known by its own title.
"""

from game.core import registry
from game.core.i18n import N_, _

COLLECTION_NAME = "Ruhr Coal Games: Haspelknecht & Coal Baron"
COLLECTION_SHORT, GAMES_LINE = COLLECTION_NAME.split(": ")      # "Ruhr Coal Games", "Haspelknecht & Coal Baron"
# TRANSLATORS: the installers' and the desktop entry's one-line description (build/linux/*.desktop.in
# carries each language's line: keep the two the same)
DESCRIPTION = N_("Two board games of coal mining in the Ruhr, Haspelknecht and Coal Baron, for 2 to 4 "
                 "players at one screen, with bots")
COMMAND = "haspelknecht"        # the command keeps its name (scripts and saves' folders use it)


def game_title(name: str) -> str:
    """A registered game's name in the player's language: 'coal_baron' -> 'Coal Baron' (its
    registry entry: no game is imported)."""
    return registry.title(name)


def games_line() -> str:
    """Every registered game's name, joined: 'Haspelknecht & Coal Baron'."""
    # TRANSLATORS: the games' names joined, under the collection's name on the title screen
    return join([game_title(n) for n in registry.names()], N_("{first} & {second}"))


def credits_line() -> str:
    """Who made the printed games, for the title screen's foot."""
    parts = [_(entry.credit) for entry in registry.GAMES.values()]
    # TRANSLATORS: {credits} the printed games' credits, e.g. "Haspelknecht by Thomas Spitzer (2015) and ..."
    return _("After the board games {credits}").format(credits=join(parts, N_("{first} and {second}")))


def join(items: list[str], pair: str) -> str:
    """'a, b & c' from a pair's pattern (a msgid with {first} and {second})."""
    if len(items) < 2:
        return "".join(items)
    return _(pair).format(first=", ".join(items[:-1]), second=items[-1])
