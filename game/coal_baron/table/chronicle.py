"""Coal Baron's chronicle: headers for the draft, each shift, its scoring and the end, and the
shift scoring in words (each element's counts, majority, points and ties), read from the engine's
typed events (Event.kind / data), never from their text. The shell's LogView feeds it the record's
events in order (ShiftChronicle, the table's `chronicler`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.coal_baron.components import rules
from game.coal_baron.table.clock_view import element_label
from game.core.i18n import _
from game.core.protocol import Event


class ShiftChronicle:
    def __init__(self, names: list[str]) -> None:
        self.names = names

    def feed(self, ev: Event) -> list[tuple[str, int | None, str]]:
        mine = chronicle(ev, self.names)
        if mine is None:
            return [("line", ev.player, ev.render(self.names))]
        if mine[0] == "header":
            return [("header", None, mine[1])]
        return [("line", ev.player, mine[1])]


def chronicle(ev: Event, names: list[str]) -> tuple[str, str] | None:
    """("header" | "line", text) for the events this game words itself; None: the event's own line."""
    data = ev.data or {}
    k = ev.kind
    if k == "setup":
        who = names[ev.player] if ev.player is not None and ev.player < len(names) else "?"
        return ("header", _("The order draft \u00b7 {player} starts").format(player=who))
    if k == "shift":
        if ev.player is not None and ev.player < len(names):
            return ("header", _("Shift {shift} \u00b7 {player} starts").format(shift=data.get("shift", ""),
                                                                              player=names[ev.player]))
        return ("header", _("Shift {shift}").format(shift=data.get("shift", "")))
    if k == "shift_end":
        return ("header", _("Shift {shift} \u00b7 scoring").format(shift=data.get("shift", "")))
    if k == "end" and ev.player == 0:
        return ("header", _("End of the game"))
    if k == "score":
        return ("line", score_line(data, names))
    return None


def score_line(data: Mapping[str, Any], names: list[str]) -> str:
    """'Element 3 (gray spots): Agnes 4, Dietrich 2 -> Agnes +4, Dietrich +2 VP' or '... nobody scores'."""
    ru = rules()
    num = data.get("element", 0)
    e = next((x for x in ru.elements if x[0] == num), None)
    label = element_label(e[1], e[2]) if e else "?"
    counts = data.get("counts", [])
    vp = data.get("vp", [])
    have = ", ".join(f"{names[p]} {c}" for p, c in enumerate(counts) if p < len(names))
    won = ", ".join(f"{names[p]} +{v}" for p, v in enumerate(vp) if v and p < len(names))
    tie = sum(1 for v in vp if e and v == e[3]) > 1
    # a Shift Clock element scored: {label} what it counts ("gray spots"), {counts} each player's name
    # and count, {gains} the names that score with their VP ("Anna +4, Ben +2")
    if not won:
        # TRANSLATORS: {label} what the element counts ("gray spots"), {counts} each player's name and count
        text = _("Element {element} ({label}): {counts} \u2192 nobody scores")
    elif tie:
        # TRANSLATORS: {gains} the names that score with their points ("Anna +4, Ben +4")
        text = _("Element {element} ({label}): {counts} \u2192 {gains} VP (a tie for first: no second place)")
    else:
        # TRANSLATORS: {gains} the names that score with their points ("Anna +4, Ben +2")
        text = _("Element {element} ({label}): {counts} \u2192 {gains} VP")
    return text.format(element=num, label=label, counts=have, gains=won)
