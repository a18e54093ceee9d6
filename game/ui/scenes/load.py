"""Load a named game: the saves in the per-user folder, newest first, with what each one holds.

A file that is broken or not a Haspelknecht save is shown with the reason and cannot be loaded;
it is never changed or deleted unless the player asks.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import N_, _, ngettext
from game.core.saves import SaveInfo, SaveStore
from game.core.session import SaveError, Session
from game.ui import scenes, theme
from game.ui import widgets_art as art
from game.ui.board.text import fit_text, note_fit
from game.ui.table_loader import final_result, table_for
from game.ui.widgets import wrap
from game.ui.widgets_form import ListView, PushButton
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)


def when(ts: float) -> str:
    """A save's date and time, in numbers (a month's name would follow the C library's locale, not
    the game's language)."""
    try:
        t = time.localtime(ts)
        # TRANSLATORS: a save's date and time; the placeholders are numbers (reorder them as you write dates)
        return _("{day:02d}.{month:02d}.{year}, {hour:02d}:{minute:02d}").format(
            day=t.tm_mday, month=t.tm_mon, year=t.tm_year, hour=t.tm_hour, minute=t.tm_min)
    except (OverflowError, OSError, ValueError):   # a file time far outside the calendar
        return _("unknown date")


NO_SAVES = N_("No saved games yet: save one from the game menu.")
# the bots' strengths as a save's description names them (the games register these kinds)
STRENGTHS = {"random": N_("random"), "easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


class LoadScene(SheetScene):
    title = N_("Load a game")

    def __init__(self, app: App, store: SaveStore) -> None:
        super().__init__(app)
        self.store = store
        self.saves: list[SaveInfo] = []
        self._cache: dict[tuple[str, float], Session | SaveError] = {}
        self.list = self.add(ListView([], row_height=50, paint_row=self._paint_row, on_select=self._selected,
                                      on_activate=lambda _i: self.load_selected(),
                                      empty_text=NO_SAVES))
        self.back_btn = self.add(PushButton(N_("Back"), self.app.pop, key=pygame.K_ESCAPE, size=21))
        self.delete_btn = self.add(PushButton(N_("Delete"), self.ask_delete, size=20, style="normal",
                                              tooltip=N_("Delete this save file.")))
        # TRANSLATORS: the button that opens the chosen save
        self.load_btn = self.add(PushButton(N_("Load"), self.load_selected, style="primary", size=22))
        self.refresh()

    # --- data ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        try:
            self.saves = self.store.list()
            self.list.empty_text = NO_SAVES
        except OSError as exc:
            # an unreadable folder is not the same as an empty one: say so
            log.warning("cannot list saves: %s", exc)
            self.saves = []
            self.list.empty_text = _("The saves folder cannot be read ({reason}): {folder}").format(
                reason=exc.strerror or exc, folder=self.store.folder)
        self.list.set_rows(self.saves)
        if self.saves and self.list.selected is None:
            self.list.selected = 0
        self._update_buttons()

    def selected(self) -> SaveInfo | None:
        i = self.list.selected
        return self.saves[i] if i is not None and 0 <= i < len(self.saves) else None

    def session_of(self, info: SaveInfo) -> Session | SaveError:
        key = (str(info.path), info.saved_at)
        if key not in self._cache:
            if info.problem:
                # TRANSLATORS: {problem} is the save store's reason (it stays English: it comes from game/core)
                self._cache[key] = SaveError(_("The save \u201c{name}\u201d {problem}.").format(
                    name=info.name, problem=info.problem))
                return self._cache[key]
            try:
                self._cache[key] = self.store.load(info.path)
            except SaveError as exc:
                self._cache[key] = exc
        return self._cache[key]

    def _selected(self, _i: int) -> None:
        self._update_buttons()

    def _update_buttons(self) -> None:
        info = self.selected()
        ok = info is not None and isinstance(self.session_of(info), Session)
        self.load_btn.enabled = ok
        self.delete_btn.enabled = info is not None
        self.invalidate()

    # --- actions ------------------------------------------------------------------------------
    def load_selected(self) -> None:
        from game.ui.scenes.title import start_game
        info = self.selected()
        if info is None:
            return
        try:
            session = self.store.load(info.path)   # read again: the file may have changed meanwhile
        except SaveError as exc:
            self._cache[(str(info.path), info.saved_at)] = exc
            self._update_buttons()
            self.app.push(scenes.make("message", self.app, N_("This save cannot be loaded"),
                                      _("{reason} The file was left as it is.").format(reason=exc)))
            return
        self.store.autosave_suspect = False   # a failure from here on is not the autosave's doing
        start_game(self.app, session, self.store)

    def ask_delete(self) -> None:
        info = self.selected()
        if info is None:
            return
        self.app.push(scenes.make("confirm", self.app, N_("Delete this save?"),
                                  _("\u201c{name}\u201d will be gone for good.").format(name=info.name),
                                  yes=N_("Delete"), on_yes=lambda: self._delete(info), danger=True))

    def _delete(self, info: SaveInfo) -> None:
        try:
            info.path.unlink(missing_ok=True)
            self.app.say(_("Deleted \u201c{name}\u201d.").format(name=info.name))
        except OSError as exc:
            self.app.say(_("Could not delete {name}: {reason}").format(name=info.name, reason=exc.strerror or exc))
        self.refresh()

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE and self.selected() is not None:
            self.ask_delete()
            return True
        return False

    # --- layout and drawing -------------------------------------------------------------------
    def layout(self) -> None:
        self.list.rect = self.R(70, 128, 520, 480)
        self.back_btn.rect = self.R(70, 628, 160, 48)
        self.delete_btn.rect = self.R(660, 628, 150, 48)
        self.load_btn.rect = self.R(1000, 628, 210, 48)

    def _paint_row(self, surface: pygame.Surface, rect: pygame.Rect, info: SaveInfo, selected: bool, ui) -> None:
        f = ui.font("serif_bold", 20)
        small = ui.font("serif_italic", 15)
        s = self.session_of(info)
        name = info.name
        while f.size(name)[0] > rect.w - ui.s(190) and len(name) > 3:
            name = name[:-2] + "\u2026"
        surface.blit(f.render(name, True, theme.INK), (rect.x + ui.s(14), rect.y + ui.s(4)))
        detail = _("damaged or foreign file") if isinstance(s, SaveError) else _progress(s)
        colour = theme.DANGER if isinstance(s, SaveError) else theme.INK_SOFT
        stamp = when(info.saved_at)
        # the detail has the row's width less the date on its right
        note_fit(detail, small, rect.w - small.size(stamp)[0] - ui.s(42), "load row")
        surface.blit(small.render(detail, True, colour), (rect.x + ui.s(14), rect.y + ui.s(28)))
        img = small.render(stamp, True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(topright=(rect.right - ui.s(14), rect.y + ui.s(8))))

    def draw_content(self, surface: pygame.Surface) -> None:
        pygame.draw.line(surface, theme.OAK_LIGHT, self.P(630, 120), self.P(630, 680), max(1, self.s(1)))
        info = self.selected()
        x, y = 660, 128
        label = self.font("caps", 22)
        body = self.font("serif", 19)
        small = self.font("serif_italic", 17)
        if info is None:
            img = small.render(_("Choose a save on the left."), True, theme.INK_SOFT)
            surface.blit(img, self.P(x, y))
            return
        room = self.s(560)      # from x to the sheet's right edge, less a margin
        surface.blit(label.render(fit_text(info.name, label, room), True, theme.INK), self.P(x, y))
        saved = _("saved {when}").format(when=when(info.saved_at))
        note_fit(saved, small, room, "load: saved")
        surface.blit(small.render(saved, True, theme.INK_SOFT), self.P(x, y + 32))
        s = self.session_of(info)
        if isinstance(s, SaveError):
            yy: float = y + 80
            for line in wrap(_("{reason} The file is left untouched; nothing else was changed.").format(reason=s),
                             body, self.s(540)):
                surface.blit(body.render(line, True, theme.DANGER), self.P(x, yy))
                yy += body.get_linesize() / self.k
            return
        game = s.game
        lines = [
            *table_for(s.game_name).options_summary(game.options),     # the game's own options in words
            (_("Progress"), _progress(s)),
            (_("Seed"), str(game.seed)),
            (_("Moves made"), str(len(game.actions))),
        ]
        yy = y + 80
        for key, value in lines:
            note_fit(key, small, self.s(134), "load: key")
            note_fit(value, body, self.s(420), "load: value")
            surface.blit(small.render(key, True, theme.INK_SOFT), self.P(x, yy + 2))
            surface.blit(body.render(value, True, theme.INK), self.P(x + 140, yy))
            yy += 32
        yy += 14
        surface.blit(label.render(_("Players"), True, theme.INK), self.P(x, yy))
        yy += 40
        cb = self.app.settings.colourblind_markers
        result = final_result(game)
        now = game.engine.scores_now(game.state)
        for i, seat in enumerate(s.seats):
            art.draw_marker(surface, self.P(x + 14, yy + 13), self.s(11), seat.colour, cb)
            surface.blit(body.render(seat.name, True, theme.INK), self.P(x + 40, yy))
            # TRANSLATORS: a seat's kind in the save's description; {strength} is the bot's kind (easy, hard...)
            kind = _("person") if seat.kind == "human" else _("bot ({strength})").format(
                strength=_(STRENGTHS.get(seat.kind, seat.kind)))
            note_fit(kind, small, self.s(200), "load: seat kind")
            surface.blit(small.render(kind, True, theme.INK_SOFT), self.P(x + 250, yy + 2))
            score = result["scores"][i] if result else now[i]
            # TRANSLATORS: victory points
            img = body.render(ngettext("{n} VP", "{n} VP", score).format(n=score), True, theme.INK)
            surface.blit(img, img.get_rect(topright=self.P(x + 540, yy)))
            yy += 36


def _progress(session: Session) -> str:
    from game.ui.scenes.title import describe_progress
    return describe_progress(session)
