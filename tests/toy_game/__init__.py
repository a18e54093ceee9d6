"""Sticks: a throwaway third game that lives only in the tests. It shows what adding a game to the
collection takes (its own package, its registry entry, nothing in the shell or core): an engine
behind game.core.protocol.Engine (engine.py), a definition (definition.py), a table behind
game.ui.table_api.GameTable (table.py) and a bot. The conformance suites of engines
(tests/core/test_conformance.py) and of tables (tests/ui/test_table_conformance.py) run over it.

Rules: a pile of sticks; in turn each player takes 1 to 3; who takes the last stick wins."""

from __future__ import annotations

from game.core.registry import GameEntry

NAME = "sticks"
ENTRY = GameEntry("tests.toy_game.definition:DEFINITION", "Sticks", "Sticks, a game of the tests")


def register(monkeypatch) -> str:
    """Register the game for one test (its registry entry only, as a real game's would be)."""
    from game.core import registry

    monkeypatch.setitem(registry.GAMES, NAME, ENTRY)
    return NAME
