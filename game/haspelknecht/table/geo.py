"""Layout helpers: a board is designed in its own units and fitted into a window rect."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.table_api import SeatView


class Geo:
    """Maps a design space (dw x dh) into rect, keeping the aspect and centring it."""

    def __init__(self, rect: pygame.Rect, dw: float, dh: float, max_stretch: float = 1.0) -> None:
        """max_stretch > 1 lets positions spread up to that much further along the longer side of a
        rect of another aspect (sizes and fonts keep the common scale k)."""
        self.outer = rect
        self.k = min(rect.width / dw, rect.height / dh)
        self.kx = min(rect.width / dw, self.k * max_stretch)
        self.ky = min(rect.height / dh, self.k * max_stretch)
        self.ox = rect.x + (rect.width - dw * self.kx) / 2
        self.oy = rect.y + (rect.height - dh * self.ky) / 2
        self.dw, self.dh = dw, dh
        self.tk = 0.0   # the table's text scale: a UI scale above 100% enlarges board text beyond k

    def t(self, v: float) -> float:
        """A text size from the design: by the board's own scale, or the table's if that is larger
        (the UI scale); theme.text_px floors it at the legible minimum when it is drawn."""
        return v * max(self.k, self.tk)

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = self.ox + x * self.kx, self.oy + y * self.ky
        x1, y1 = self.ox + (x + w) * self.kx, self.oy + (y + h) * self.ky
        return pygame.Rect(round(x0), round(y0), max(1, round(x1) - round(x0)), max(1, round(y1) - round(y0)))

    def p(self, x: float, y: float) -> tuple[float, float]:
        return self.ox + x * self.kx, self.oy + y * self.ky

    def n(self, v: float) -> float:
        return v * self.k

    @property
    def rect(self) -> pygame.Rect:
        return self.r(0, 0, self.dw, self.dh)


@dataclass
class View:
    """What a board drawing needs to know besides the state, and where it records hit regions."""

    state: Any
    seats: Sequence[SeatView]
    colourblind: bool = False
    regions: dict = field(default_factory=dict)     # region key -> pygame.Rect (hit areas)
    active: int | None = None                        # the player whose pieces react to input
    held: Any = None                                 # a source picked up by click (drawn lifted)

    def colour_index(self, player: int) -> int:
        try:
            return int(self.seats[player].colour)
        except (IndexError, AttributeError):
            return player

    def owner_kind(self, player: int) -> str:
        return f"owner:{self.colour_index(player)}"

    def name(self, player: int) -> str:
        try:
            return self.seats[player].name
        except (IndexError, AttributeError):
            return f"P{player + 1}"

    def add(self, key, rect: pygame.Rect) -> pygame.Rect:
        self.regions[key] = pygame.Rect(rect)
        return rect
