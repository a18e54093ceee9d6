"""Haspelknecht at the window (pygame): the table the shell's table scene draws and plays on.

Exposed as `TABLE` (game.haspelknecht.table.table); the registry names it in the game's definition
(`GameDefinition.table = "game.haspelknecht.table:TABLE"`). The engine and the bots never import
this package.
"""

from game.haspelknecht.table.table import TABLE

__all__ = ["TABLE"]
