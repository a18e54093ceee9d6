"""Statistics and history: games played and won against each bot strength, best and
average score, and every finished game, newest first, to replay move by move or save as a file.

The numbers come from game.core.history (one kept file per finished game). A damaged file is set
aside there and named here in a message; the page shows everything else.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import pygame

from game.core import registry
from game.core.history import History, Tally, default_history, describe_problems, statistics
from game.core.i18n import N_, _, decimal
from game.core.session import REMOTE
from game.ui import scenes, theme
from game.ui.board import text as T
from game.ui.widgets import wrap
from game.ui.widgets_form import Cycler, ListView, PushButton
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.core.history import Entry
    from game.core.saves import SaveStore
    from game.ui.app import App

log = logging.getLogger(__name__)

# the rows of the summary: the strongest bot at the table ("people": only people played)
COLUMN = 80      # design units between the tallies' columns
ROWS = (("all", N_("All games")), ("easy", N_("Against Easy")), ("normal", N_("Against Normal")),
        ("hard", N_("Against Hard")), ("people", N_("Only people")))


def when(ts: float) -> str:
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))
    except (OverflowError, OSError, ValueError):
        return "?"


def bot_label(game: str, kind: str) -> str:
    """"Bot: Normal" as the set-up page names the seat kind; a seat of a network game played
    elsewhere as the set-up page names it too (the bare kind read "(remote)" in every language)."""
    if kind == REMOTE:
        return _("Another computer")
    try:
        return _(registry.get(game).bot_labels.get(kind, kind))
    except KeyError:
        return kind


def _has_judge(name: str) -> bool:
    """Does the game offer the review after a game (a judge)?"""
    try:
        return registry.get(name).judge is not None
    except KeyError:
        return False


def game_title(name: str) -> str:
    try:
        return _(registry.get(name).title)
    except KeyError:
        return name


class StatisticsScene(SheetScene):
    title = N_("Statistics and history")

    def __init__(self, app: App, store: SaveStore, history: History | None = None) -> None:
        super().__init__(app)
        self.store = store
        self.history = history or default_history()
        self.game_filter: str | None = None
        self.entries: list[Entry] = []
        self.game_choice = self.add(Cycler(self._game_choices, lambda: self.game_filter, self._set_filter,
                                           tooltip=N_("Which game the numbers count."), size=19))
        self.list = self.add(ListView([], row_height=54, paint_row=self._paint_row,
                                      on_select=lambda _i: self._update_buttons(),
                                      on_activate=lambda _i: self.replay_selected(),
                                      empty_text=N_("No finished games yet.")))
        self.back_btn = self.add(PushButton(N_("Back"), self.app.pop, key=pygame.K_ESCAPE, size=21))
        self.save_btn = self.add(PushButton(N_("Save as file"), self.save_selected, size=20,
                                            tooltip=N_("Keep this game among the saves, to load or share.")))
        self.replay_btn = self.add(PushButton(N_("Replay"), self.replay_selected, style="primary", size=22,
                                              tooltip=N_("Watch the game again, move by move.")))
        self.review_btn = self.add(PushButton(N_("Review"), self.review_selected, size=20,
                                              tooltip=N_("Where the points went: the strongest bot's review "
                                                         "of this game.")))
        self.refresh()

    def pushed(self) -> None:
        super().pushed()
        message = describe_problems(self.history.problems)
        if message:
            self.app.push(scenes.make("message", self.app, _("Some games could not be read"), message))

    # --- data ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        try:
            self.entries = self.history.entries()
        except OSError as exc:
            log.warning("history unreadable: %s", exc)
            self.entries = []
            self.list.empty_text = _("The history folder cannot be read: {folder}").format(folder=self.history.folder)
        shown = [e for e in self.entries if self.game_filter in (None, e.game)]
        self.list.set_rows(shown)
        if shown and self.list.selected is None:
            self.list.selected = 0
        self._update_buttons()

    def _game_choices(self):
        return [(None, _("All games"))] + [(n, game_title(n)) for n in registry.names()]

    def _set_filter(self, value) -> None:
        self.game_filter = value
        self.list.selected = None
        self.refresh()

    def selected(self) -> Entry | None:
        i = self.list.selected
        rows = self.list.rows
        return rows[i] if i is not None and 0 <= i < len(rows) else None

    def _update_buttons(self) -> None:
        ok = self.selected() is not None
        self.replay_btn.enabled = self.save_btn.enabled = ok
        entry = self.selected()
        self.review_btn.enabled = entry is not None and _has_judge(entry.game)
        self.invalidate()

    # --- actions ------------------------------------------------------------------------------
    def _selected_session(self, entry: Entry):
        """The entry's game, or None with a message (the file changed since it was listed)."""
        try:
            return entry.session()
        except Exception as exc:  # noqa: BLE001 - the file changed since it was listed
            log.warning("history entry unreadable: %s", exc)
            self.app.say(_("This game can no longer be read."))
            self.refresh()
            return None

    def replay_selected(self) -> None:
        entry = self.selected()
        session = self._selected_session(entry) if entry is not None else None
        if session is not None:
            self.app.push(scenes.make("replay", self.app, session, self.store))

    def review_selected(self) -> None:
        entry = self.selected()
        if entry is None or not _has_judge(entry.game):
            return
        session = self._selected_session(entry)
        if session is not None:
            self.app.push(scenes.make("review", self.app, session, self.store, self.history))

    def save_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        name = _("{game} {date}").format(game=game_title(entry.game), date=when(entry.finished_at)).replace(":", "-")
        try:
            self.store.save(entry.session(), name)
            self.app.say(_("Saved as \u201c{name}\u201d.").format(name=name))
        except Exception as exc:  # noqa: BLE001 - a full disk, a read-only folder: say so, lose nothing
            log.warning("could not save %s: %s", name, exc)
            self.app.say(_("Could not save the game: {reason}").format(reason=getattr(exc, "strerror", None) or exc))

    # --- layout and drawing -------------------------------------------------------------------
    def layout(self) -> None:
        self.game_choice.rect = self.R(70, 120, 460, 42)
        self.list.rect = self.R(600, 120, 610, 470)
        self.back_btn.rect = self.R(70, 628, 160, 48)
        self.review_btn.rect = self.R(600, 628, 160, 48)
        self.save_btn.rect = self.R(780, 628, 200, 48)
        self.replay_btn.rect = self.R(1000, 628, 210, 48)

    def _paint_row(self, surface, rect, entry: Entry, selected: bool, ui) -> None:
        f = ui.font("serif_bold", 18)
        small = ui.font("serif_italic", 15)
        title = f"{game_title(entry.game)} \u00b7 {when(entry.finished_at)}"
        surface.blit(f.render(title, True, theme.INK), (rect.x + ui.s(12), rect.y + ui.s(4)))
        x, y = rect.x + ui.s(12), rect.y + ui.s(28)
        r = ui.s(5)
        for i, seat in enumerate(entry.seats):
            if x > rect.right - ui.s(40):
                break
            if i in entry.winners:        # the winner's gold disk (the fonts have no star)
                pygame.draw.circle(surface, theme.GOLD, (x + r, y + small.get_ascent() // 2 + ui.s(2)), r)
                pygame.draw.circle(surface, theme.INK_SOFT, (x + r, y + small.get_ascent() // 2 + ui.s(2)), r, 1)
                x += 2 * r + ui.s(4)
            who = seat["name"] if seat["kind"] == "human" else _("{name} ({bot})").format(
                name=seat["name"], bot=bot_label(entry.game, seat["kind"]))
            img = small.render(f"{who} {entry.scores[i]}", True, theme.INK if i in entry.winners else theme.INK_SOFT)
            surface.blit(img, (x, y))
            x += img.get_width() + ui.s(18)

    def _tally_cells(self, t: Tally | None) -> list[str]:
        if t is None or not t.played:
            return ["0", "\u2013", "\u2013", "\u2013"]
        avg = decimal(t.average) if t.average is not None else "\u2013"
        return [str(t.played), str(t.won), str(t.best) if t.best is not None else "\u2013", avg]

    def draw_content(self, surface: pygame.Surface) -> None:
        stats = statistics(self.entries, self.game_filter)
        body = self.font("serif", 19)
        x, y = 70, 190
        cols = (250, 330, 410, 490)
        for label, cx in zip((_("Played"), _("Won"), _("Best"), _("Average")), cols, strict=True):
            # each heading within its column: Polish "Rozegrane", "Wygrane", "Najlepszy" ran together
            T.text(surface, label, "caps", 17 * self.tk, theme.INK_SOFT, self.P(cx + 30, y), "midtop",
                   max_width=self.s(COLUMN - 6))
        y += 36
        for key, label in ROWS:
            t = stats.get(key)
            if key not in ("all",) and (t is None or not t.played):
                continue
            surface.blit(body.render(_(label), True, theme.INK), self.P(x, y))
            for text, cx in zip(self._tally_cells(t), cols, strict=True):
                img = body.render(text, True, theme.INK)
                surface.blit(img, img.get_rect(midtop=self.P(cx + 30, y)))
            y += 34
        hints = sum(e.hints for e in self.entries if self.game_filter in (None, e.game) and e.human_seats)
        note = self.font("serif_italic", 16)
        y += 10
        paras = [_("Counted: games with at least one person at the table; a game is won when a person won it."),
                _("Hints asked for in these games: {n}").format(n=hints)]
        for para in paras:
            for line in wrap(para, note, self.s(480)):
                surface.blit(note.render(line, True, theme.INK_SOFT), self.P(x, y))
                y += 24
        pygame.draw.line(surface, theme.OAK_LIGHT, self.P(575, 120), self.P(575, 608), max(1, self.s(1)))
        if self.list.rows:    # the gold disk's meaning, under the list
            lx, ly = self.P(604, 598)
            r = self.s(5)
            pygame.draw.circle(surface, theme.GOLD, (lx + r, ly + r + self.s(2)), r)
            pygame.draw.circle(surface, theme.INK_SOFT, (lx + r, ly + r + self.s(2)), r, 1)
            surface.blit(note.render(_("the winner"), True, theme.INK_SOFT), (lx + 2 * r + self.s(6), ly - self.s(2)))
