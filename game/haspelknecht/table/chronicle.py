"""Haspelknecht's chronicle: grouped by year and season from the engine's typed events (Event.kind
and data), never from their text. A "phase" event ({year, season, stage}) opens "Year N · season"
(or "· pit water" for a stage that is not the action phase), the first "winter" event of a year
opens its winter, "game_over" closes the game; a stage's note (the table's chronicle_notes) is shown
under its header instead of its event. The shell's LogView feeds it the record's events in order."""

from __future__ import annotations

from game.core.i18n import N_, _
from game.core.protocol import Event

# the seasons and stages a "phase" event names in its header, translated where shown
SEASON_WORDS = (N_("spring"), N_("summer"), N_("autumn"), N_("winter"), N_("pit water"), N_("storage"))
# the chronicle's line under a stage's header, instead of the event
NOTES = {"pit_water": N_("Each player without the Bucket gets pit water.")}


class YearChronicle:
    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.year = 1
        self.group: tuple | None = None

    def _header(self, season: str) -> tuple[str, int | None, str]:
        # TRANSLATORS: a chronicle header, e.g. "Year 2 · summer"
        return ("header", None, _("Year {year} · {season}").format(year=self.year, season=_(season)))

    def feed(self, ev: Event) -> list[tuple[str, int | None, str]]:
        data = ev.data or {}
        if ev.kind == "phase":
            self.year = int(data.get("year", self.year))
            stage = data.get("stage", "action")
            label = data.get("season", stage) if stage == "action" else stage.replace("_", " ")
            out = []
            if (self.year, label) != self.group:
                out.append(self._header(label))
                self.group = (self.year, label)
            if stage in NOTES:
                out.append(("line", None, _(NOTES[stage])))
            return out
        out = []
        if ev.kind == "winter":
            self.year = int(data.get("year", self.year))
            if self.group != (self.year, "winter"):
                self.group = (self.year, "winter")
                out.append(self._header("winter"))
        if ev.kind == "game_over":
            self.group = ("end",)
            return [("header", None, _("End of the game"))]
        out.append(("line", ev.player, ev.render(self.names)))
        return out
