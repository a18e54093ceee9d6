"""Join a game hosted on another computer: the games announced on the local network (game.net.
discovery), or an address typed in; the code the host shows; the joining player's name and the
colour wished for. Once the host's program answers, this page waits for the host to start (it
shows who sits where), then gives way to the table as this seat sees it (net_client.py).

Every refusal is said in words (a wrong code, another version of the game, a full table...).
"""

from __future__ import annotations

import logging
import queue
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import N_, _
from game.net import wire
from game.net.client import Client, Status, parse_address
from game.net.headless import app_version
from game.ui import scenes, theme
from game.ui.board import sprites
from game.ui.board.text import fit_text
from game.ui.scenes.net_table import NET_EVENT, wake
from game.ui.widgets import wrap
from game.ui.widgets_form import Cycler, ListView, PushButton, TextField
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.core.saves import SaveStore
    from game.net.discovery import Browser, Found
    from game.ui.app import App

log = logging.getLogger(__name__)


class NetJoin(SheetScene):
    title = N_("Join a game")

    def __init__(self, app: App, store: SaveStore) -> None:
        self.store = store
        self.client: Client | None = None
        self.welcome: wire.Welcome | None = None
        self.lobby: wire.Lobby | None = None
        self.chat: list[tuple[int, str]] = []
        self.status = ""
        self.colour: int | None = None
        self.browser: Browser | None = None
        self._found: list[Found] = []
        self._browse_tick = 0.0
        super().__init__(app)
        self.list = self.add(ListView([], row_height=46, paint_row=self._paint_row, on_select=self._picked,
                                      on_activate=lambda _i: self.join(),
                                      empty_text=N_("No game found on this network yet: type the host's address.")))
        # the name typed last time, else empty with its placeholder asking for it: a "Guest" written
        # in the field was kept by a player who clicked into it and typed ("GuestBerta"); an empty
        # name still joins as Guest
        self.name = self.add(TextField(app.settings.join_name[:wire.MAX_NAME], max_len=wire.MAX_NAME,
                                       placeholder=N_("Your name")))
        self.colour_btn = self.add(Cycler(self._colours, lambda: self.colour, self._set_colour,
                                          tooltip=N_("The colour you wish for, if it is free.")))
        self.address = self.add(TextField("", max_len=60, placeholder="192.168.1.20:42715",
                                          allowed=lambda ch: ch.isprintable() and not ch.isspace()))
        self.code = self.add(TextField("", max_len=12, placeholder="ABCD-EFGH", on_submit=lambda _t: self.join(),
                                       allowed=lambda ch: ch.isalnum() or ch == "-"))
        self.back_btn = self.add(PushButton(N_("Back"), self.back, key=pygame.K_ESCAPE))
        self.join_btn = self.add(PushButton(N_("Join"), self.join, style="primary"))
        self.set_focus(self.code)

    def _colours(self) -> list[tuple[Any, str]]:
        return [(None, _("any colour")), (0, _("colour 1")), (1, _("colour 2")), (2, _("colour 3")),
                (3, _("colour 4"))]

    def _set_colour(self, value: Any) -> None:
        self.colour = value

    # --- the list of games on this network ----------------------------------------------------
    def pushed(self) -> None:
        super().pushed()
        from game.net.discovery import Browser

        self.browser = Browser()
        self.browser.start()

    def popped(self) -> None:
        if self.browser is not None:
            self.browser.stop()
            self.browser = None
        if self.client is not None and not getattr(self, "_handed_over", False):
            self.client.stop()

    def _picked(self, i: int) -> None:
        if 0 <= i < len(self._found):
            self.address.set_text(self._found[i].address)
            self.set_focus(self.code)

    def _paint_row(self, surface: pygame.Surface, rect: pygame.Rect, found: Found, selected: bool, ui) -> None:
        from game.ui.scenes.title import game_label

        f = ui.font("serif", 19)
        try:
            game = game_label(found.game)
        except Exception:  # noqa: BLE001 - a game this program does not know: shown as its name
            game = found.game
        text = _("{player}'s game of {game} at {address}").format(player=found.host_name, game=game,
                                                                  address=found.address)
        if found.version != app_version():
            text += "  " + _("(version {version})").format(version=found.version)
        surface.blit(f.render(text, True, theme.INK), (rect.x + ui.s(10), rect.y + ui.s(10)))

    # --- joining ------------------------------------------------------------------------------
    def _remember_name(self, typed: str) -> None:
        """Keep the name typed for the next join; a settings file that cannot be written leaves it
        for this session (and the join goes on)."""
        settings = self.app.settings
        if not typed or typed == settings.join_name or not typed.isprintable():
            return
        try:
            settings.join_name = typed
            settings.save()
        except (OSError, ValueError) as exc:
            log.warning("the join name not kept: %s", exc)

    def join(self) -> None:
        if self.client is not None:
            return
        try:
            parse_address(self.address.text)
        except ValueError as exc:
            self.status = str(exc)
            self.invalidate()
            return
        if len(self.code.text.replace("-", "")) < 4:
            self.status = _("Type the code the host's screen shows.")
            self.invalidate()
            return
        typed = self.name.text.strip()
        self._remember_name(typed)
        name = typed or _("Guest")
        self.client = Client(self.address.text, self.code.text, name[:wire.MAX_NAME], app_version(),
                             colour=self.colour, confirms=self.app.settings.turn_confirmation != "never")
        self.client.notify = wake
        self.client.start()
        self.status = _("Connecting…")
        self.join_btn.enabled = False
        self.invalidate()

    def back(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == NET_EVENT:
            return True
        return super().handle(event)

    def update(self, dt: float) -> bool:
        self._browse_tick -= dt
        if self.browser is not None and self._browse_tick <= 0:
            self._browse_tick = 1.0
            found = self.browser.games()
            if found != self._found:
                self._found = found
                self.list.set_rows(found)
                self.invalidate()
        client = self.client
        if client is None:
            return False
        while True:
            try:
                item = client.inbox.get_nowait()
            except queue.Empty:
                break
            if self._take(item):
                return True
        return True       # a connection under way: keep answering

    def _take(self, item: Any) -> bool:
        """One arrival; True once this page gave way to the table."""
        self.invalidate()
        if isinstance(item, Status):
            if item.kind in ("refused", "failed"):
                self.status = item.text
                assert self.client is not None
                self.client.stop()
                self.client = None
                self.join_btn.enabled = True
            elif item.kind == "joined":
                self.status = _("Joined: waiting for the host to start the game.")
            elif item.kind == "lost":
                self.status = _("The connection dropped; trying again…")
            return False
        if isinstance(item, wire.Welcome):
            self.welcome = item
        elif isinstance(item, wire.Lobby):
            self.lobby = item
        elif isinstance(item, wire.ChatLine):
            self.chat.append((item.seat, item.text))
        elif isinstance(item, wire.Update) and self.welcome is not None and self.client is not None:
            return self._open_table(item)
        return False

    def _open_table(self, first: wire.Update) -> bool:
        from game.ui.scenes.net_client import client_session

        assert self.welcome is not None and self.client is not None
        try:
            session = client_session(self.welcome, self.lobby, first)
        except (ValueError, wire.Violation) as exc:
            log.warning("network: the host's game cannot be shown here: %s", exc)
            self.status = _("The host's game cannot be shown on this computer.")
            self.client.stop()
            self.client = None
            self.join_btn.enabled = True
            return False
        self._handed_over = True
        table = scenes.make("net_client", self.app, session, self.store, self.client, self.lobby, self.chat)
        self.app.replace(table)
        return True

    # --- drawing ------------------------------------------------------------------------------
    def layout(self) -> None:
        self.list.rect = self.R(90, 140, 1100, 200)
        self.name.rect = self.R(300, 362, 300, 42)
        self.colour_btn.rect = self.R(800, 362, 300, 42)
        self.address.rect = self.R(300, 418, 420, 42)
        self.code.rect = self.R(880, 418, 220, 42)
        self.back_btn.rect = self.R(90, 612, 200, 46)
        self.join_btn.rect = self.R(990, 612, 200, 46)

    def draw_content(self, surface: pygame.Surface) -> None:
        f = self.font("serif", 20)
        ink = theme.INK
        for label, (x, y) in ((_("Games on this network"), (90, 108)), (_("Your name"), (90, 370)),
                              (_("Colour"), (640, 370)), (_("Address"), (90, 426)), (_("Code"), (760, 426))):
            surface.blit(f.render(label, True, ink), self.P(x, y))
        y = self.P(0, 480)[1]
        for line in wrap(self.status, f, self.s(1100))[:2]:
            surface.blit(f.render(line, True, theme.DANGER if self.client is None else ink), (self.P(90, 0)[0], y))
            y += f.get_linesize()
        if self.lobby is not None:
            x = self.P(90, 0)[0]
            y += self.s(6)
            for i, info in enumerate(self.lobby.seats):
                sprites.blit_piece(surface, f"owner:{info.colour}", (x + self.s(12), y + f.get_linesize() // 2),
                                   self.s(20), self.app.settings.colourblind_markers)
                mine = self.welcome is not None and i == self.welcome.seat
                name = fit_text(info.name + "  " + seat_role(info, mine), f, self.s(270 - 40))
                surface.blit(f.render(name, True, ink if info.joined else theme.INK_SOFT), (x + self.s(30), y))
                x += self.s(270)


def seat_role(info: wire.SeatInfo, mine: bool) -> str:
    """Who plays a seat, as the joining player reads the waiting list: the names alone did not say
    which seats the host's bots play or which are still free."""
    if mine:
        return _("(you)")
    if info.who == "bot":
        # TRANSLATORS: a seat of a network game that a bot plays, beside its name in the waiting list
        return _("(bot)")
    if info.who == "host":
        # TRANSLATORS: the seat of the person hosting a network game, beside the name
        return _("(host)")
    # TRANSLATORS: a seat of a network game that is still free / whose player is on another computer
    return _("(free seat)") if not info.joined else _("(another computer)")
