"""The collection's one name, for everything a player reads or searches for: the window title, the
title screen, the installers, the desktop entry and the package description (build/ and
pyproject.toml use these strings; build/sync_names.py checks that they still match).

A player looking for either game, or for a Ruhr mining game, finds it under this name: it says
where the games are set and names both, since each box is known by its own title.
"""

from game.core.i18n import N_, _

COLLECTION_NAME = "Ruhr Coal Games: Haspelknecht & Coal Baron"
COLLECTION_SHORT, GAMES_LINE = COLLECTION_NAME.split(": ")      # "Ruhr Coal Games", "Haspelknecht & Coal Baron"
# TRANSLATORS: the installers' and the desktop entry's one-line description (build/linux/*.desktop.in
# carries each language's line: keep the two the same)
DESCRIPTION = N_("Two board games of coal mining in the Ruhr, Haspelknecht and Coal Baron, for 2 to 4 "
                 "players at one screen, with bots")
COMMAND = "haspelknecht"        # the command keeps its name (scripts and saves' folders use it)

# The games' names as their boxes print them in each language (Coal Baron is sold as "Glück Auf" in
# German), by registry name: known here so the title screen's first frame imports no game.
GAME_NAMES = {
    # TRANSLATORS: the game's name as its box prints it in your language (usually unchanged)
    "haspelknecht": N_("Haspelknecht"),
    # TRANSLATORS: the game's name as its box prints it in your language (German: Glück Auf)
    "coal_baron": N_("Coal Baron"),
}


def game_title(name: str) -> str:
    """A registered game's name in the player's language: 'coal_baron' -> 'Coal Baron'."""
    return _(GAME_NAMES.get(name, name.replace("_", " ").title()))
