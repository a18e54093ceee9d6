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
    if state.events is not None:      # None: the chronicle is switched off (record_events)
        state.events.append((kind, player, text, data))


def take(state) -> list[Event]:
    ev = state.events
    if not ev:
        return []
    state.events = []
    return [Event(*e) for e in ev]


def record_events(state, on: bool) -> None:
    """Turn the chronicle on or off (replays and bots' playouts need none)."""
    state.events = [] if on else None
