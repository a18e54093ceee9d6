"""Coal Baron's part of the new-game form: the start player (drawn at random or chosen) and who
may see delivered orders (C24). The shell's SetupScene owns the seats, the seed and the buttons
and calls layout, draw_content, sync and options (as for Haspelknecht's panel)."""

from __future__ import annotations

import pygame

from game.coal_baron.options import Options
from game.core.i18n import N_, _
from game.ui import theme
from game.ui.table_api import SetupContext
from game.ui.widgets import wrap
from game.ui.widgets_form import Cycler


class CoalBaronSetup:
    LEFT, RIGHT = 70, 676

    def __init__(self, ctx: SetupContext, options: Options | None) -> None:
        self.scene = ctx
        opts = options if isinstance(options, Options) else None
        self.start_player: int | None = opts.start_player if opts else None
        self.visible = opts.delivered_visible if opts else "owner"
        self.starter = ctx.add(Cycler(self._starters, lambda: self.start_player,
                                        lambda v: setattr(self, "start_player", v), size=20,
                                        tooltip=N_("Who begins the first shift (and drafts last): drawn at "
                                                   "random from the seed, or a seat you choose.")))
        # the widgets translate their choices and tooltips as they draw them: msgids here
        self.shown = ctx.add(Cycler(lambda: [("owner", N_("Only to their owner")), ("everyone", N_("To everyone"))],
                                      lambda: self.visible, lambda v: setattr(self, "visible", v), size=20,
                                      tooltip=N_("Delivered orders lie face down in the printed game; a table "
                                                 "may agree to show them to all.")))

    def _starters(self) -> list[tuple[int | None, str]]:
        return [(None, N_("Drawn at random")), *enumerate(self.scene.seat_names())]

    def sync(self) -> None:
        if self.start_player is not None and self.start_player >= len(self.scene.seat_names()):
            self.start_player = None

    def options(self, players: int) -> Options:
        start = self.start_player if self.start_player is not None and self.start_player < players else None
        return Options(players=players, start_player=start, delivered_visible=self.visible)

    def layout(self) -> None:
        R = self.scene.R
        self.starter.rect = R(self.RIGHT, 150, 534, 42)
        self.shown.rect = R(self.RIGHT, 250, 534, 42)

    def draw_content(self, surface: pygame.Surface) -> None:
        sc = self.scene
        ink = theme.INK
        label = sc.font("caps", 22)
        body = sc.font("serif", 18)
        surface.blit(label.render(_("Start player"), True, ink), sc.P(self.RIGHT, 112))
        surface.blit(label.render(_("Delivered orders shown"), True, ink), sc.P(self.RIGHT, 212))
        pygame.draw.line(surface, theme.OAK_LIGHT, sc.P(self.RIGHT - 28, 116), sc.P(self.RIGHT - 28, 680),
                         max(1, sc.s(1)))
        text = _("Coal Baron: three shifts of placing workers, buying lorries, mining coal and delivering "
                 "orders. Before the first shift every player drafts order cards, the start player last.")
        y = sc.P(0, 320)[1]
        for line in wrap(text, body, sc.s(534)):
            surface.blit(body.render(line, True, theme.INK_SOFT), (sc.P(self.RIGHT, 0)[0], y))
            y += body.get_linesize()
