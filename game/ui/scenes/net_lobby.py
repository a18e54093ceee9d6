"""The host's waiting room: the invitation (this computer's address and port, and the code; copyable)
and who has joined which seat. The host starts when every remote seat is taken, or at once with
bots in the seats nobody took. It lies over the host's table (net_host.py), which keeps answering
the connections meanwhile; Back closes the game (it stays autosaved: Continue opens this room again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import N_, _
from game.ui import theme
from game.ui.board import sprites
from game.ui.widgets import wrap
from game.ui.widgets_form import PushButton
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.net_host import NetHostTable


def copy_text(text: str) -> bool:
    """Put `text` on the system's clipboard (False where there is none)."""
    try:
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError):
        return False


class NetLobby(SheetScene):
    title = N_("Waiting for players")

    def __init__(self, app: App, host: NetHostTable) -> None:
        self.host = host
        super().__init__(app)
        self.back_btn = self.add(PushButton(N_("Back"), self.back, key=pygame.K_ESCAPE))
        self.copy_btn = self.add(PushButton(N_("Copy the invitation"), self.copy,
                                            tooltip=N_("The address and the code, to paste into a message.")))
        self.fill_btn = self.add(PushButton(N_("Start with bots in the empty seats"), self.start_with_bots))
        self.start_btn = self.add(PushButton(N_("Start"), self.start, style="primary", key=pygame.K_RETURN))

    def invitation_text(self) -> str:
        addresses = self.host.invitation()
        from game.ui.scenes.title import game_label

        return _("Join my game of {game}: address {address}, code {code}").format(
            game=game_label(self.host.session.game_name), address=" / ".join(addresses) or "?",
            code=self.host.code)

    def layout(self) -> None:
        self.back_btn.rect = self.R(80, 612, 180, 46)
        self.copy_btn.rect = self.R(300, 612, 260, 46)
        self.fill_btn.rect = self.R(580, 612, 380, 46)
        self.start_btn.rect = self.R(980, 612, 200, 46)

    # --- actions ------------------------------------------------------------------------------
    def copy(self) -> None:
        if copy_text(self.invitation_text()):
            self.app.say(_("The invitation is on the clipboard."))
        else:
            self.app.say(_("No clipboard here: write the address and the code down."))

    def back(self) -> None:
        self.app.pop()                 # this room
        if self.app.stack.top is self.host:
            self.app.pop()             # the table: the connections close, the game stays autosaved

    def start(self) -> None:
        if self.host.core.full:
            self.app.pop()
            self.host.start_play()

    def start_with_bots(self) -> None:
        from game.ui.scenes.setup import default_bot

        self.app.pop()
        self.host.start_play(default_bot(self.host.session.game_name))

    def update(self, dt: float) -> bool:
        full = self.host.core.full
        if self.start_btn.enabled != full or self.fill_btn.enabled == full:
            self.start_btn.enabled = full
            self.fill_btn.enabled = not full
            self.invalidate()
        return False

    # --- drawing ------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        host = self.host
        ink, dim = theme.INK, theme.INK_SOFT
        body = self.font("serif", 21)
        bold = self.font("serif_bold", 24)
        x, y = self.P(90, 124)
        if host.error:
            for line in wrap(host.error, body, self.s(1100)):
                surface.blit(body.render(line, True, theme.DANGER), (x, y))
                y += body.get_linesize()
            return
        lead = _("Friends choose “Join a game” on the title screen and pick this game from the list, "
                 "or type one of these addresses and the code:")
        for line in wrap(lead, body, self.s(1100)):
            surface.blit(body.render(line, True, ink), (x, y))
            y += body.get_linesize()
        y += self.s(8)
        for address in host.invitation()[:3]:
            surface.blit(bold.render(address, True, ink), (x + self.s(30), y))
            y += bold.get_linesize()
        code_font = self.font("serif_bold", 40)
        code = f"{host.code[:4]}-{host.code[4:]}"
        label = body.render(_("Code:"), True, ink)
        surface.blit(label, (x + self.s(30), y + self.s(10)))
        surface.blit(code_font.render(code, True, theme.DANGER), (x + self.s(50) + label.get_width(), y))
        y += code_font.get_linesize() + self.s(16)
        surface.blit(bold.render(_("Seats"), True, ink), (x, y))
        y += bold.get_linesize() + self.s(4)
        for i, info in enumerate(host.core.seat_infos()):
            sprites.blit_piece(surface, f"owner:{info.colour}", (x + self.s(44), y + body.get_linesize() // 2),
                               self.s(24), self.app.settings.colourblind_markers)
            if info.who == "host":
                state = _("at this screen")
            elif info.who == "bot":
                state = _("a bot")
            elif not info.joined:
                state = _("waiting for a player…")
            elif info.away:
                state = _("away")
            else:
                state = _("joined")
            text = f"{host.seats[i].name}: {state}"
            surface.blit(body.render(text, True, ink if info.joined else dim), (x + self.s(70), y))
            y += body.get_linesize() + self.s(4)
