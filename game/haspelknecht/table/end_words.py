"""Haspelknecht's words on the end screen (the shell's EndScene draws the breakdown and the chart):
the end-scoring categories' names, how a tie was broken, the chart's phase labels, the heading."""

from __future__ import annotations

from game.core.i18n import N_, _
from game.haspelknecht.words import season_word

# marked here, translated where the end screen draws it (the shell reads END_TITLE)
END_TITLE = N_("The third winter is over")


CATEGORY_LABELS = {
    "developments": N_("Developments"),
    "pinge_bonus": N_("Pinge worked out early"),
    "coal": N_("Coal in winter"),
    "storage": N_("Winter storage"),
    "water_mill": N_("Water Mill"),
    "charcoal_burner": N_("Charcoal Burner"),
    "hauling_cable": N_("Hauling Cable"),
    "tunnel": N_("Emptied tunnel sections"),
    "tunnel_bonus": N_("Wheelbarrow, Oil Lamp, Lorry"),
    "development_bonus": N_("Hand Cart, Coal Driver"),
    "buildings": N_("Buildings"),
    "markers": N_("Unused markers"),
    "thalers": N_("Thalers"),
    "debts": N_("Debts"),
    "pit_water": N_("Pit water left"),
}


def category_label(key: str) -> str:
    return _(CATEGORY_LABELS[key]) if key in CATEGORY_LABELS else key.replace("_", " ").capitalize()


def tiebreak_text(result: dict, names: list[str]) -> str:
    """A sentence on how a tie was broken, or '' if the winner had the most VP alone."""
    tb = result.get("tiebreak")
    w = result["winner"]
    if tb == "coal_excavated":
        rows = {r["player"]: r for r in result["players"]}
        tied = [p for p in result["ranking"] if rows[p]["score"] == rows[w]["score"] and p != w]
        other = max((rows[p]["coal_excavated"] for p in tied), default=0)
        return _("Tied on points; {player} dug more coal from their own Pinge and tunnel ({coal} against "
                 "{other}).").format(player=names[w], coal=rows[w]["coal_excavated"], other=other)
    if tb == "turn_order":
        return _("Tied on points and on coal dug; {player} was earlier in the last turn order.").format(
            player=names[w])
    return ""


def phase_label(label: str) -> str:
    """'Y2 summer' -> 'Year 2, summer'; 'start' -> 'Start'; 'final' -> 'Final scoring'."""
    if label.startswith("Y") and " " in label:
        year, phase = label.split(" ", 1)
        return _("Year {year}, {season}").format(year=year[1:], season=season_word(phase).translated())
    if label == "start":
        # TRANSLATORS: the end chart's first point, before the first action phase
        return _("Start")
    if label == "final":
        return _("Final scoring")
    return label


# TRANSLATORS: the end chart's ticks under each point: a season in two or three letters
SEASON_TICKS = {"spring": N_("Sp"), "summer": N_("Su"), "autumn": N_("Au"), "winter": N_("Wi")}


def chart_tick(label: str) -> tuple[str, str | None] | None:
    """'Y2 summer' on the end chart: the season short under its point, in the band "Year 2"; None
    for the labels every game shares (start, final)."""
    if not (label.startswith("Y") and " " in label):
        return None
    year, season = label.split(" ", 1)
    short = _(SEASON_TICKS[season]) if season in SEASON_TICKS else season[:2].capitalize()
    return short, _("Year {year}").format(year=year[1:])


def board_name(layout: str) -> str:
    """A save's development board in words (the load screen)."""
    if layout == "first_game":
        return _("first-game board")
    if layout == "random":
        return _("random board")
    return _("variant {name}").format(name=layout)
