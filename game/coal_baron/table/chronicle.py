"""Coal Baron's chronicle: headers for the draft, each shift, its scoring and the end, and the
shift scoring in words (each element's counts, majority, points and ties), read from the engine's
typed events (Event.kind / data), never from their text. Called by the shell's LogView."""

from __future__ import annotations

from game.coal_baron.components import rules
from game.coal_baron.table.clock_view import element_label


def chronicle(ev, names: list[str]):
    data = ev.data or {}
    k = ev.kind
    if k == "setup":
        who = names[ev.player] if ev.player is not None and ev.player < len(names) else "?"
        return ("header", f"The order draft \u00b7 {who} starts")
    if k == "shift":
        who = f" \u00b7 {names[ev.player]} starts" if ev.player is not None and ev.player < len(names) else ""
        return ("header", f"Shift {data.get('shift', '')}{who}")
    if k == "shift_end":
        return ("header", f"Shift {data.get('shift', '')} \u00b7 scoring")
    if k == "end" and ev.player == 0:
        return ("header", "End of the game")
    if k == "score":
        return ("line", score_line(data, names))
    return None


def score_line(data: dict, names: list[str]) -> str:
    """'Element 3 (gray spots): Agnes 4, Dietrich 2 -> Agnes +4 VP, Dietrich +2 VP' or '... nobody'."""
    ru = rules()
    num = data.get("element", 0)
    e = next((x for x in ru.elements if x[0] == num), None)
    label = element_label(e[1], e[2]) if e else "?"
    counts = data.get("counts", [])
    vp = data.get("vp", [])
    have = ", ".join(f"{names[p]} {c}" for p, c in enumerate(counts) if p < len(names))
    won = [f"{names[p]} +{v}" for p, v in enumerate(vp) if v and p < len(names)]
    tie = " (a tie for first: no second place)" if sum(1 for v in vp if e and v == e[3]) > 1 else ""
    return f"Element {num} ({label}): {have} \u2192 {', '.join(won) + ' VP' if won else 'nobody scores'}{tie}"
