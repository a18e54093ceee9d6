"""Coal Baron's words on the end screen (the shell draws the breakdown and the chart): the
categories of the engine's final result, how a tie was broken, the chart's shift labels."""

from __future__ import annotations

from game.coal_baron.components import rules
from game.core.i18n import N_, _

# marked here, translated where the end screen draws it (the shell reads END_TITLE)
END_TITLE = N_("The third shift is over")

CATEGORY_LABELS = {
    "orders": N_("Delivered orders"),
    "shifts": N_("Shift scoring"),
    # the rates come from data/coal_baron/scoring.yaml (a label never repeats a number the data holds)
    "marks": N_("Marks (1 VP per {n})"),
    "coal": N_("Cubes left (1 VP per {n})"),
    "outstanding": N_("Orders not delivered"),
    "balance": N_("Light/Dark imbalance"),
}


def end_title() -> str:
    return _(END_TITLE)


def category_label(key: str) -> str:
    if key not in CATEGORY_LABELS:
        return key.replace("_", " ").capitalize()
    rate = {"marks": rules().marks_per_vp, "coal": rules().cubes_per_vp}.get(key)
    return _(CATEGORY_LABELS[key]).format(n=rate)


def tiebreak_text(result: dict, names: list[str]) -> str:
    """C37: most VP, then most Marks left after the conversion; still tied, a shared victory."""
    tb = result.get("tiebreak")
    if tb == "marks_left":
        return _("Tied on points; {player} kept more Marks after the conversion.").format(
            player=names[result["winner"]])
    if tb == "shared":
        winners = [names[p] for p in result.get("winners", [])]
        # TRANSLATORS: two winners' names in a sentence (more are listed with commas)
        who = (_("{first} and {second}").format(first=winners[0], second=winners[1]) if len(winners) == 2
               else ", ".join(winners))
        return _("Tied on points and on Marks left: {players} share the victory.").format(players=who)
    return ""


def phase_label(label: str) -> str:
    """'S2' -> 'After shift 2'; 'start' -> 'Start'; 'final' -> 'Final scoring'."""
    if label.startswith("S") and label[1:].isdigit():
        return _("After shift {shift}").format(shift=label[1:])
    if label == "start":
        # TRANSLATORS: the end chart's first point, before the first shift
        return _("Start")
    if label == "final":
        return _("Final scoring")
    return label



# TRANSLATORS: Coal Baron's end chart: the tick after a shift, its number in one or two letters
SHIFT_TICK = N_("S{shift}")


def chart_tick(label: str) -> tuple[str, str | None] | None:
    """'S2' on the end chart: the shift's number, short; None for the labels every game shares."""
    if label[:1] == "S" and label[1:].isdigit():
        return _(SHIFT_TICK).format(shift=label[1:]), None
    return None
