"""Coal Baron's table for the window (pygame lives only here, never in the engine): the one object
the shell calls is TABLE (game/ui/table_api.py says what it answers)."""

from game.coal_baron.table.table import TABLE

__all__ = ["TABLE"]
