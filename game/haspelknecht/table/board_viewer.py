"""Another player's board, large: pressed on a compact board it opens over the table (the shell's
open_board, game/ui/scenes/board_viewer.py). The board is drawn by the same `draw_large` as the
active player's."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.haspelknecht.table.board_parts import DH, DW
from game.haspelknecht.table.geo import View
from game.haspelknecht.table.player_board import draw_large
from game.haspelknecht.table.tooltips import region_text
from game.ui.scenes.board_viewer import BoardViewerBase


class BoardViewer(BoardViewerBase):
    design = (DW, DH)
    margin = (80, 110)
    drop = 14
    background = ("board", "mine")

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, k: float) -> dict:
        table = self.table
        view = View(table.game.state, table.seats, table.colourblind, {}, None)
        draw_large(surface, rect, view, self.player, table.sc)
        return view.regions

    def caption(self, name: str, held: bool) -> str:
        return (_("{name}'s board — release to close") if held else
                _("{name}'s board — click or Esc to close")).format(name=name)

    def tooltip(self, key: tuple) -> str | None:
        return region_text(key, self.table.game.state, self.table.names)
