"""Recording events (game.core.protocol.Event) on a state; the chronicle groups them by kind."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event


def emit(state, kind: str, player: int | None, text: str, **data: Any) -> None:
    state.events.append(Event(kind, player, text, data))
