"""The in-game menu: a board over the game table with resume, save, load, rules, settings and the
way back to the title. The game stays visible underneath."""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import N_, _
from game.core.saves import SaveStore
from game.core.session import Session
from game.ui import scenes, theme
from game.ui import widgets_art as art
from game.ui.board.text import note_fit
from game.ui.table_loader import progress
from game.ui.widgets_form import PushButton
from game.ui.widgets_page import UIScene

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)


def default_save_name(session: Session) -> str:
    first = session.seats[0].name
    if session.game.is_over:
        # TRANSLATORS: a save's suggested name (letters, digits, spaces, - and _ only)
        return _("{player} finished game").format(player=first)
    # TRANSLATORS: a save's suggested name: the first player's name and where the game stands
    return _("{player} {progress}").format(player=first, progress=progress(session).replace(",", ""))


def save_name_char(ch: str) -> bool:
    """What may be typed in a save's name: what game.core.saves keeps in the file name (letters of
    any language, digits, space, - and _), so the save is found under the name typed."""
    return bool(re.fullmatch(r"[\w \-]", ch))


def _capitalised(text: str) -> str:
    """The first letter a capital, the rest as it is (str.capitalize would lower a name)."""
    return text[:1].upper() + text[1:]


class GameMenu(UIScene):
    opaque = False
    passes_events = False
    # the design is the board alone (not a 1280x720 page), so the UI scale enlarges it up to what
    # the window holds; (0, 0) is the board's top-left
    design = (400, 520)

    def __init__(self, app: App, session: Session, store: SaveStore, *, hosted_elsewhere: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.store = store
        # a game joined over the network is kept by its host: this computer has no record of it to
        # save (saving it stopped the window), and leaving it leaves the host's game, which goes on
        self.hosted_elsewhere = hosted_elsewhere
        self.buttons = [self.add(PushButton(N_("Resume"), self.resume, key=pygame.K_ESCAPE, style="primary", size=22))]
        if not hosted_elsewhere:
            self.buttons += [
                self.add(PushButton(N_("Save the game\u2026"), self.ask_save, key=pygame.K_s, size=21,
                                    tooltip=N_("Keep this game under a name of your choice."))),
                self.add(PushButton(N_("Load a game\u2026"), self.open_load, key=pygame.K_l, size=21)),
            ]
        self.buttons += [
            self.add(PushButton(N_("Rules"), self.open_rules, key=pygame.K_r, size=21)),
            self.add(PushButton(N_("Settings"), self.open_settings, size=21)),
            self.add(PushButton(N_("Leave to the title"), self.to_title, size=21,
                                tooltip=N_("The host keeps this game: join it again with the same code to go on.")
                                if hosted_elsewhere else
                                N_("The game is autosaved: Continue on the title screen resumes it."))),
        ]

    def resume(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    # --- saving -------------------------------------------------------------------------------
    def ask_save(self) -> None:
        self.app.push(scenes.make("ask", self.app, N_("Save the game"), N_("A name for this save:"),
                                  initial=default_save_name(self.session), ok=N_("Save"), on_ok=self._save_as,
                                  placeholder=N_("a name"), max_len=40, allowed=save_name_char))

    def _save_as(self, name: str) -> str | None:
        if not name.strip():
            return _("Please give the save a name.")
        if name.strip().lower() == SaveStore.AUTOSAVE:
            return _("That name is kept for the autosave; choose another.")
        path = self.store.path(name)
        try:
            exists = path.exists() or path.is_symlink()
        except OSError as exc:   # e.g. a saves folder that may not be searched
            log.warning("save failed: %s", exc)
            return _("Could not save: {reason} ({folder}). The game goes on.").format(
                reason=exc.strerror or exc, folder=self.store.folder)
        if exists:
            # the prompt makes way for the question (its own close then does nothing)
            self.app.pop()
            self.app.push(scenes.make("confirm", self.app, N_("Replace the save?"),
                                      _("A save named \u201c{name}\u201d exists already.").format(name=path.stem),
                                      yes=N_("Replace"), on_yes=lambda: self._write_or_say(name)))
            return None
        return self._write(name)

    def _write_or_say(self, name: str) -> None:
        message = self._write(name)
        if message:
            self.app.say(message)

    def _write(self, name: str) -> str | None:
        try:
            path = self.store.save(self.session, name)
        except OSError as exc:
            log.warning("save failed: %s", exc)
            return _("Could not save: {reason} ({folder}). The game goes on.").format(
                reason=exc.strerror or exc, folder=self.store.folder)
        self.app.say(_("Saved as \u201c{name}\u201d.").format(name=path.stem))
        return None

    # --- other scenes -------------------------------------------------------------------------
    def open_load(self) -> None:
        self.app.push(scenes.make("load", self.app, self.store))

    def open_rules(self) -> None:
        self.app.push(scenes.make("rules", self.app, game=self.session.game_name))

    def open_settings(self) -> None:
        self.app.push(scenes.make("settings", self.app))

    def to_title(self) -> None:
        try:
            if not self.hosted_elsewhere:
                self.store.autosave(self.session)
        except OSError as exc:
            log.warning("autosave failed: %s", exc)
        stack = self.app.stack
        root = stack.scenes[0] if stack.scenes and isinstance(stack.scenes[0], scenes.get("title")) else \
            scenes.make("title", self.app, self.store)
        stack.clear_to(root)
        self.app.invalidate()

    # --- layout and drawing -------------------------------------------------------------------
    def panel(self) -> pygame.Rect:
        return self.R(10, 10 + self._top(), 380, 500 - 2 * self._top())

    def _top(self) -> int:
        """How far the board is moved down: a menu of fewer buttons is a shorter board, still
        centred where the full one is (the six buttons fill 500 design pixels)."""
        return (6 - len(self.buttons)) * 30

    def layout(self) -> None:
        for i, b in enumerate(self.buttons):
            b.rect = self.R(60, self._top() + 124 + i * 60 + (8 if i else 0), 280, 48)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        return True  # the game below waits while the menu is open

    def draw_scene(self, surface: pygame.Surface) -> None:
        art.darken(surface, 130)
        panel = self.panel()
        # no drop shadow: over the veiled table it showed as a lighter box offset from the board
        art.draw_sheet(surface, panel, self.k, shadow=False)
        f = self.font("serif_bold", 34)
        heading = _("Game menu")
        note_fit(heading, f, self.s(340), "menu title")
        img = f.render(heading, True, theme.INK)
        surface.blit(img, img.get_rect(center=self.P(200, self._top() + 52)))
        sub = _("The game is over") if self.session.game.is_over else _capitalised(progress(self.session))
        small = self.font("serif_italic", 18)
        note_fit(sub, small, self.s(340), "menu subtitle")
        img = small.render(sub, True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(center=self.P(200, self._top() + 86)))
        art.draw_rule(surface, self.P(200, self._top() + 106), self.s(240), self.k, font=self.font("serif", 18))
