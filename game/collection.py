"""The collection's one name, for everything a player reads or searches for: the window title, the
title screen, the installers, the desktop entry and the package description (build/ and
pyproject.toml use these strings; build/sync_names.py checks that they still match).

A player looking for either game, or for a Ruhr mining game, finds it under this name: it says
where the games are set and names both, since each box is known by its own title.
"""

COLLECTION_NAME = "Ruhr Coal Games: Haspelknecht & Coal Baron"
COLLECTION_SHORT, GAMES_LINE = COLLECTION_NAME.split(": ")      # "Ruhr Coal Games", "Haspelknecht & Coal Baron"
DESCRIPTION = ("Two board games of coal mining in the Ruhr, Haspelknecht and Coal Baron, for 2 to 4 "
               "players at one screen, with bots")
COMMAND = "haspelknecht"        # the command keeps its name (scripts and saves' folders use it)
