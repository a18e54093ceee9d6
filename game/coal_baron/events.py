"""Recording events (game.core.protocol.Event) on a state; the chronicle groups them by kind.

The state keeps plain tuples (cheap in a playout that nobody reads) and `take_events` turns them
into Events.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event


def count(n: int, word: str) -> str:
    """'1 worker', '2 workers'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def emit(state, kind: str, player: int | None, text: str, **data: Any) -> None:
    state.events.append((kind, player, text, data))


def take(state) -> list[Event]:
    ev = state.events
    state.events = []
    return [Event(*e) for e in ev]
