"""A seat at the table: a person or a bot. Both only read the game and pick one legal action."""

from __future__ import annotations

from typing import Any, Protocol


class Player(Protocol):
    name: str

    def decide(self, game: Any, actions: list) -> Any:
        """Return one of `actions` (the legal actions of `game` right now)."""
        ...
