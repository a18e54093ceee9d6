"""Coal Baron's pieces for the kit's sprite cache: coal cubes by colour ("cube:gray"). Workers use
the kit's owner markers ("owner:N"), as in Haspelknecht, so a player's colour reads the same."""

from __future__ import annotations

import pygame

from game.ui.board.sprites import register_sprites
from game.ui.theme import darken, lighten

# the four coal colours of the printed game, dark enough to read on parchment
CUBE_RGB = {"yellow": (222, 182, 48), "brown": (132, 84, 44), "gray": (128, 128, 124), "black": (36, 34, 32)}


def cube_rgb(colour: str) -> tuple[int, int, int]:
    return CUBE_RGB.get(colour, (90, 90, 90))


def _draw_cube(surf: pygame.Surface, S: int, colour: str) -> None:
    """A small isometric cube: a top, a lit left face and a shaded right face."""
    c = cube_rgb(colour)
    m = S * .12
    w = S - 2 * m
    top = [(m, m + w * .28), (m + w / 2, m), (S - m, m + w * .28), (m + w / 2, m + w * .56)]
    left = [(m, m + w * .28), (m + w / 2, m + w * .56), (m + w / 2, S - m), (m, S - m - w * .28)]
    right = [(m + w / 2, m + w * .56), (S - m, m + w * .28), (S - m, S - m - w * .28), (m + w / 2, S - m)]
    pygame.draw.polygon(surf, lighten(c, .25), top)
    pygame.draw.polygon(surf, c, left)
    pygame.draw.polygon(surf, darken(c, .3), right)
    edge = darken(c, .6)
    for poly in (top, left, right):
        pygame.draw.polygon(surf, edge, poly, max(1, S // 28))


register_sprites({"cube": _draw_cube})
