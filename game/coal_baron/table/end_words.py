"""Coal Baron's words on the end screen (the shell draws the breakdown and the chart): the
categories of the engine's final result, how a tie was broken, the chart's shift labels."""

from __future__ import annotations

END_TITLE = "The third shift is over"

CATEGORY_LABELS = {
    "orders": "Delivered orders",
    "shifts": "Shift scoring",
    "marks": "Marks (1 VP per 5)",
    "coal": "Cubes left (1 VP per 5)",
    "outstanding": "Orders not delivered",
    "balance": "Light/Dark imbalance",
}


def category_label(key: str) -> str:
    return CATEGORY_LABELS.get(key, key.replace("_", " ").capitalize())


def tiebreak_text(result: dict, names: list[str]) -> str:
    """C37: most VP, then most Marks left after the conversion; still tied, a shared victory."""
    tb = result.get("tiebreak")
    if tb == "marks_left":
        return f"Tied on points; {names[result['winner']]} kept more Marks after the conversion."
    if tb == "shared":
        who = " and ".join(names[p] for p in result.get("winners", []))
        return f"Tied on points and on Marks left: {who} share the victory."
    return ""


def phase_label(label: str) -> str:
    """'S2' -> 'After shift 2'; 'start' -> 'Start'; 'final' -> 'Final scoring'."""
    if label.startswith("S") and label[1:].isdigit():
        return f"After shift {label[1:]}"
    return {"start": "Start", "final": "Final scoring"}.get(label, label)

