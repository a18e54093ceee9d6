"""A panel drawn once and put back: Coal Baron's table redraws its board and its pits after most
moves, and blending a panel's soft shadow and rounded corners over the table top costs more at 4K
than all the rest of a pit. A layer of the table is drawn over the same bare table top each time,
so the pixels of a panel and what never changes on it can simply be kept and put back."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator

import pygame

from game.ui.board import panels, textures
from game.ui.table_api import drawn_whole


def panel_once(surf: pygame.Surface, rect: pygame.Rect, sc: float, key: Hashable,
               draw: Callable[[pygame.Surface], None]) -> None:
    """`draw(surf)` (a panel at `rect` and what never changes on it) the first time; afterwards its
    pixels, kept with the kit's textures (cleared with them after a resize), are put back."""
    def in_one_step(s: pygame.Surface) -> Iterator[None]:
        draw(s)
        yield

    drawn_whole(panel_once_steps(surf, rect, sc, key, in_one_step))


def panel_once_steps(surf: pygame.Surface, rect: pygame.Rect, sc: float, key: Hashable,
                     draw: Callable[[pygame.Surface], Iterator[None]]) -> Iterator[None]:
    """panel_once for a `draw` in steps (a generator): the first drawing of a pit's panel and
    mine at 4K is several frames' budget, which the table's cache may spread over frames."""
    area = panels.panel_area(rect, sc).clip(surf.get_rect())
    full = ("cb_base", key, tuple(area), surf.get_size(), round(sc, 4))
    img = textures.cached(full)
    if img is not None:
        surf.blit(img, area)
        return
    yield from draw(surf)
    textures.remember(full, surf.subsurface(area).copy())
