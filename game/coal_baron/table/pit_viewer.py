"""Another player's pit, large: pressed on a pit it opens over the table (the shell's open_board,
game/ui/scenes/board_viewer.py). The pit is drawn by the same `draw_pit` as on the table, at a
larger scale."""

from __future__ import annotations

import pygame

from game.coal_baron.table.layout import make_view
from game.coal_baron.table.pit_view import draw_pit
from game.coal_baron.table.tooltips import region_text
from game.core.i18n import _
from game.ui.scenes.board_viewer import BoardViewerBase


class PitViewer(BoardViewerBase):
    design = (470, 470)
    margin = (80, 90)
    drop = 16
    background = ("pit", "board")

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, k: float) -> dict:
        view = make_view(self.table)
        view.me = -1          # nothing here is picked up
        draw_pit(surface, rect, view, self.player, k, large=True)
        return view.regions

    def caption(self, name: str, held: bool) -> str:
        return (_("{name}'s pit — release to close") if held else
                _("{name}'s pit — click or Esc to close")).format(name=name)

    def tooltip(self, key: tuple) -> str | None:
        return region_text(key, self.table.game.state, self.table.names)
