"""Recording events (game.core.protocol.Event) on a state; the chronicle groups them by kind.

The state keeps plain tuples (cheap in a playout that nobody reads) and `take_events` turns them
into Events.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event


def emit(state, kind: str, player: int | None, text: str, **data: Any) -> None:
    state.events.append((kind, player, text, data))


def take(state) -> list[Event]:
    ev = state.events
    state.events = []
    return [Event(*e) for e in ev]
