"""Haspelknecht's words on the end screen (the shell's EndScene draws the breakdown and the chart):
the end-scoring categories' names, how a tie was broken, the chart's phase labels, the heading."""

from __future__ import annotations

END_TITLE = "The third winter is over"


CATEGORY_LABELS = {
    "developments": "Developments",
    "pinge_bonus": "Pinge worked out early",
    "coal": "Coal in winter",
    "storage": "Winter storage",
    "water_mill": "Water Mill",
    "charcoal_burner": "Charcoal Burner",
    "hauling_cable": "Hauling Cable",
    "tunnel": "Emptied tunnel sections",
    "tunnel_bonus": "Wheelbarrow, Oil Lamp, Lorry",
    "development_bonus": "Hand Cart, Coal Driver",
    "buildings": "Buildings",
    "markers": "Unused markers",
    "thalers": "Thalers",
    "debts": "Debts",
    "pit_water": "Pit water left",
}


def category_label(key: str) -> str:
    return CATEGORY_LABELS.get(key, key.replace("_", " ").capitalize())


def tiebreak_text(result: dict, names: list[str]) -> str:
    """A sentence on how a tie was broken, or '' if the winner had the most VP alone."""
    tb = result.get("tiebreak")
    w = result["winner"]
    if tb == "coal_excavated":
        rows = {r["player"]: r for r in result["players"]}
        tied = [p for p in result["ranking"] if rows[p]["score"] == rows[w]["score"] and p != w]
        other = max((rows[p]["coal_excavated"] for p in tied), default=0)
        return (f"Tied on points; {names[w]} dug more coal from their own Pinge and tunnel "
                f"({rows[w]['coal_excavated']} against {other}).")
    if tb == "turn_order":
        return f"Tied on points and on coal dug; {names[w]} was earlier in the last turn order."
    return ""


def phase_label(label: str) -> str:
    """'Y2 summer' -> 'Year 2, summer'; 'start' -> 'Start'; 'final' -> 'Final scoring'."""
    if label.startswith("Y") and " " in label:
        year, phase = label.split(" ", 1)
        return f"Year {year[1:]}, {phase}"
    return {"start": "Start", "final": "Final scoring"}.get(label, label)
