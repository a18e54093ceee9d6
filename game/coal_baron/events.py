"""Recording events (game.core.protocol.Event) on a state; the chronicle groups them by kind.

The state keeps plain tuples (cheap in a playout that nobody reads) and `take_events` turns them
into Events. Each sentence is an English msgid (marked with N_, or with `plural` for counts) whose
placeholders are `{player}` (the seat the event is about), the keys of `data`, and `words`: what
the sentence names but the data keeps only as a number or an id (a colour's or a vehicle's name, a
total). `words` is kept apart so that the data, which the golden transcript prints and the table
reads, stays exactly what the rules record.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.i18n import format_message
from game.core.protocol import Event


@dataclass(frozen=True)
class Said(Event):
    """An Event whose sentence also names `words` (Terms are translated as it is rendered) and the
    name of its `player` as `{player}`."""

    words: Mapping[str, Any] = field(default_factory=dict)

    def render(self, names: list[str]) -> str:
        args = {**self.data, **self.words, **{f"p{i}": n for i, n in enumerate(names)}}
        if self.player is not None and 0 <= self.player < len(names):
            args["player"] = names[self.player]
        return format_message(self.text, args, self.plural, self.count)


def ungettext(singular: str, plural: str, count: str) -> tuple[str, str, str]:
    """A sentence with a count: its singular and plural msgids and the data key whose number picks
    the form. Nothing is translated here (Event.render does that when the chronicle is drawn); the
    name is one of Babel's default plural keywords, so the template gets the pair as one plural
    message (N_ would make two unrelated ones that ngettext never finds)."""
    return singular, plural, count


def emit(state, kind: str, player: int | None, text: str | tuple[str, str, str],
         words: Mapping[str, Any] | Callable[[], Mapping[str, Any]] | None = None, **data: Any) -> None:
    """Record an event: `text` is an N_ msgid or an `ungettext(...)` triple. `words` may be a
    function giving them, called only when the events are taken (a bot's playout takes none)."""
    if state.events is not None:      # None: the chronicle is switched off (record_events)
        state.events.append((kind, player, text, data, words))


def take(state) -> list[Event]:
    ev = state.events
    if not ev:
        return []
    state.events = []
    out: list[Event] = []
    for kind, player, text, data, words in ev:
        if callable(words):
            words = words()
        if isinstance(text, tuple):
            singular, plural, count = text
            out.append(Said(kind, player, singular, data, plural, count, words or {}))
        else:
            out.append(Said(kind, player, text, data, words=words or {}))
    return out


def record_events(state, on: bool) -> None:
    """Turn the chronicle on or off (replays and bots' playouts need none). Turning it on keeps
    what was said already (the set-up's events: who starts, the draft)."""
    if not on:
        state.events = None
    elif state.events is None:
        state.events = []
