"""What each seat is sent, and how a client reads the chronicle's events back.

The host's game (game.core.record.Game) is the truth; a seat receives, after every change, an
`Update`: the game's seat view of the state (its `network` hook, game.core.protocol.SeatViews),
opaque numbers standing for the record's actions (another seat's action may name what this seat
may not see: the order of returned cards), whether it may undo, and the chronicle's events as
this seat may hear of them, as typed data (`event_to_wire`): the event's class by its game's wire
name and its fields. A client rebuilds each event (`event_from_wire`) and renders it in its own
language; its text is a msgid, accepted only as a template of plain named placeholders, so nothing
received is ever evaluated (no attribute or index lookups, no wide format specs).

`SeatFeed` keeps, per seat, the events already sent, so an update carries only the new ones (after
an undo: how many of the sent ones stay, then the rest).
"""

from __future__ import annotations

import dataclasses
import importlib
import re
import string
from collections.abc import Mapping
from typing import Any

from game.core.i18n import Term
from game.core.protocol import Event, GameDefinition, SeatViews
from game.net.wire import Update, Violation, WireEvent

MAX_DEPTH = 8
MAX_ITEMS = 400
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,39}$")
_SPEC = re.compile(r"^[+\- ]?\d{0,2}d?$")       # "+d", "2d", "": a sign, a small width, integers
_CORE_FIELDS = ("kind", "player", "text", "data", "plural", "count")


def seat_views(definition: GameDefinition) -> SeatViews:
    """The game's network hook (ValueError: the game cannot be played over a network)."""
    if not definition.network:
        raise ValueError(f"{definition.title} cannot be played over a network yet")
    module, _sep, attr = definition.network.partition(":")
    return getattr(importlib.import_module(module), attr)


# --- values ------------------------------------------------------------------------------------

def encode(value: Any, depth: int = 0) -> Any:
    """A chronicle value as JSON: tuples, Terms (a word translated where it is shown) and mappings
    keep what they are."""
    if depth > MAX_DEPTH:
        raise ValueError("an event's data nests too deep")
    if isinstance(value, Term):
        return {"$term": str(value), "ctx": value.context}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple):
        return {"$tuple": [encode(v, depth + 1) for v in value]}
    if isinstance(value, list):
        return [encode(v, depth + 1) for v in value]
    if isinstance(value, Mapping):
        return {"$map": {str(k): encode(v, depth + 1) for k, v in value.items()}}
    raise ValueError(f"an event's data holds a {type(value).__name__}")


def decode(value: Any, depth: int = 0) -> Any:
    """encode's inverse, refusing anything else (Violation)."""
    if depth > MAX_DEPTH:
        raise Violation("an event's data nests too deep")
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, str):
        if len(value) > 400:
            raise Violation("an event's text is too long")
        return value
    if isinstance(value, list):
        if len(value) > MAX_ITEMS:
            raise Violation("an event's list is too long")
        return [decode(v, depth + 1) for v in value]
    if isinstance(value, dict) and len(value) == 2 and "$term" in value and "ctx" in value:
        word, ctx = value["$term"], value["ctx"]
        if not isinstance(word, str) or len(word) > 100 or not (ctx is None or isinstance(ctx, str) and len(ctx) < 40):
            raise Violation("an event's word is not a word")
        return Term(word, ctx)
    if isinstance(value, dict) and len(value) == 1 and isinstance(value.get("$tuple"), list):
        return tuple(decode(v, depth + 1) for v in value["$tuple"][:MAX_ITEMS])
    if isinstance(value, dict) and len(value) == 1 and isinstance(value.get("$map"), dict):
        items = value["$map"]
        if len(items) > MAX_ITEMS or not all(isinstance(k, str) and len(k) <= 40 for k in items):
            raise Violation("an event's mapping is not one")
        return {k: decode(v, depth + 1) for k, v in items.items()}
    raise Violation("an event's data holds an unknown value")


def safe_template(text: str) -> bool:
    """Is `text` a message with plain named placeholders only ("{player} takes {n:+d}")?"""
    try:
        parts = list(string.Formatter().parse(text))
    except ValueError:
        return False
    for _literal, name, spec, conversion in parts:
        if name is None:
            continue
        if not _NAME.match(name) or conversion is not None or not _SPEC.match(spec or ""):
            return False
    return True


# --- events ------------------------------------------------------------------------------------

def event_to_wire(event: Event, index: int, types: Mapping[str, type[Event]]) -> WireEvent:
    name = next((n for n, cls in types.items() if type(event) is cls), None)
    if name is None:
        raise ValueError(f"the game does not name its event class {type(event).__name__} for the network")
    fields = {f.name: encode(getattr(event, f.name)) for f in dataclasses.fields(event)}
    return WireEvent(type=name, index=index, fields=fields)


def event_from_wire(wire: WireEvent, types: Mapping[str, type[Event]], players: int) -> tuple[int, Event]:
    """(the index of the action it followed, the event), or Violation."""
    cls = types.get(wire.type)
    if cls is None:
        raise Violation(f"an event of an unknown class {wire.type[:40]!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    if set(wire.fields) != names:
        raise Violation("an event's fields are not its class's")
    f = {k: decode(v) for k, v in wire.fields.items()}
    kind, player, text, plural, count = f["kind"], f["player"], f["text"], f["plural"], f["count"]
    if not isinstance(kind, str) or len(kind) > 40:
        raise Violation("an event's kind is not a name")
    if player is not None and (isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < players):
        raise Violation("an event's player is not a seat")
    for t in (text, plural):
        if t is not None and (not isinstance(t, str) or not safe_template(t)):
            raise Violation("an event's text is not a plain message")
    if not isinstance(text, str) or count is not None and (not isinstance(count, str) or not _NAME.match(count)):
        raise Violation("an event's count is not a name")
    for k in names - set(_CORE_FIELDS):
        if not isinstance(f[k], Mapping):
            raise Violation(f"an event's {k} is not a mapping")
    if not isinstance(f["data"], Mapping):
        raise Violation("an event's data is not a mapping")
    if not -1 <= wire.index <= 100_000:
        raise Violation("an event's index is out of range")
    return wire.index, cls(**f)


# --- the feed ----------------------------------------------------------------------------------

class SeatFeed:
    """The updates one seat is sent: what it has been sent already, and the next update."""

    def __init__(self, views: SeatViews, player: int) -> None:
        self.views = views
        self.player = player
        self._seen: list[tuple[int, str]] = []     # (index, wire JSON) of every event sent
        self._log_len = 0                           # the host log's entries looked at
        self._last: Any = None                      # the last of them (an undo rebuilds the log)

    def _events(self, game: Any, start: int) -> list[tuple[int, str, WireEvent]]:
        out = []
        for entry in game.log[start:]:
            if len(entry) != 2:
                continue
            index, event = entry
            shown = self.views.seat_event(event, game.state, self.player)
            if shown is not None:
                wire = event_to_wire(shown, index, self.views.event_types)
                out.append((index, wire.model_dump_json(), wire))
        return out

    def update(self, game: Any, version: int, serials: list[int], held_for: int | None) -> Update:
        log = game.log
        same = self._log_len <= len(log) and (self._log_len == 0 or log[self._log_len - 1] is self._last)
        if same:
            new = self._events(game, self._log_len)
            keep = len(self._seen)
        else:        # the log was rebuilt (an undo): what stays of what was sent, then the rest
            whole = self._events(game, 0)
            keep = 0
            while keep < min(len(whole), len(self._seen)) and whole[keep][:2] == self._seen[keep]:
                keep += 1
            new = whole[keep:]
            del self._seen[keep:]
        self._seen.extend((i, j) for i, j, _w in new)
        self._log_len = len(log)
        self._last = log[-1] if log else None
        return Update(t="update", version=version, state=self.views.seat_view(game.state, self.player),
                      serials=list(serials), keep=keep, events=[w for _i, _j, w in new],
                      can_undo=game.can_undo(self.player), held_for=held_for, over=game.is_over)

    def forget(self) -> None:
        """The seat's connection is new: it gets the whole chronicle again."""
        self._seen = []
        self._log_len = 0
        self._last = None
