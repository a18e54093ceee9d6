"""The kit's sprites: pieces drawn in code, supersampled (3x) and smooth-scaled down, then cached by
(kind, size), so a redraw only blits.

The kit draws one piece of its own, a player's marker ("owner:N": a wooden disk in the player's
colour, or its shape with colour-blind markers), which the shell's prompt bar, chronicle and pass
cover show. Every other piece is a game's: its table registers a drawer per kind prefix
(`register_sprites`: "worker" draws "worker:farmer", "food" draws "food"). Also here: the wooden
disk a game may draw its own disks with, the flat disk (a marker drawn straight onto a surface),
and piles of pieces.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.board.panels import badge
from game.ui.theme import darken, lighten, mix

SS = 3  # supersampling factor

# A game registers the drawers of its own pieces by kind prefix ("worker" draws "worker:farmer"):
# prefix -> draw(surface, supersampled size, the text after the colon). Registered when the game's
# table is imported, before any of its pieces is drawn (sprites are cached).
GAME_SPRITES: dict[str, Callable[[pygame.Surface, int, str], None]] = {}


def register_sprites(drawers: dict[str, Callable[[pygame.Surface, int, str], None]]) -> None:
    GAME_SPRITES.update(drawers)
    _sprite.cache_clear()


def clear() -> None:
    _sprite.cache_clear()


def sprite(kind: str, size: int, colourblind: bool = False) -> pygame.Surface:
    """A cached, anti-aliased sprite of a piece, `size` pixels square."""
    return _sprite(kind, max(4, int(size)), colourblind)


def blit_piece(surface: pygame.Surface, kind: str, centre, size: float, colourblind: bool = False,
               alpha: int | None = None) -> pygame.Rect:
    img = sprite(kind, round(size), colourblind)
    if alpha is not None and alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect


@lru_cache(maxsize=1024)
def _sprite(kind: str, size: int, colourblind: bool) -> pygame.Surface:
    S = size * SS
    surf = pygame.Surface((S, S), pygame.SRCALPHA)
    prefix, _, arg = kind.partition(":")
    if prefix == "owner":
        _draw_owner(surf, S, int(arg), colourblind)
    elif prefix in GAME_SPRITES:     # a game's own art (disks, goods, workers, markers, buildings...)
        GAME_SPRITES[prefix](surf, S, arg)
    else:
        pygame.draw.circle(surf, theme.IRON, (S / 2, S / 2), S * .4)
    return pygame.transform.smoothscale(surf, (size, size))


def draw_wooden_disk(surf: pygame.Surface, S: int, col) -> None:
    """A wooden disk filling a sprite of supersampled size S: shadow, rim, wood rings, a highlight."""
    c = (S / 2, S / 2)
    r = S * .44
    pygame.draw.circle(surf, (0, 0, 0, 90), (c[0] + S * .03, c[1] + S * .05), r)
    pygame.draw.circle(surf, darken(col, .35), c, r)
    pygame.draw.circle(surf, col, (c[0] - S * .015, c[1] - S * .025), r * .9)
    # wood rings on the face
    for k in (0.62, 0.36):
        pygame.draw.circle(surf, mix(col, darken(col, .3), .35), (c[0] - S * .015, c[1] - S * .025), r * k, max(1, S // 60))
    # highlight
    hl = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.ellipse(hl, (255, 255, 255, 70 if sum(col) > 200 else 45),
                        (c[0] - r * .7, c[1] - r * .85, r * 1.1, r * .6))
    surf.blit(hl, (0, 0))


def _shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if shape == "square":
        k = r * .86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx, cy - r * 1.05), (cx + r, cy + r * .75), (cx - r, cy + r * .75)]
    if shape == "diamond":
        return [(cx, cy - r * 1.05), (cx + r * 1.05, cy), (cx, cy + r * 1.05), (cx - r * 1.05, cy)]
    return []


def _draw_owner(surf, S, i: int, colourblind: bool) -> None:
    """A player's disk; with colour-blind markers its outline is the player's shape."""
    col = theme.PLAYER_COLOURS[i % len(theme.PLAYER_COLOURS)]
    shape = theme.PLAYER_SHAPES[i % len(theme.PLAYER_SHAPES)] if colourblind else "circle"
    cx, cy, r = S / 2, S / 2, S * .42
    if shape == "circle":
        draw_wooden_disk(surf, S, col)
        pygame.draw.circle(surf, darken(col, .55), (cx, cy), r * 1.02, max(2, S // 24))
        return
    pts = _shape_points(shape, cx, cy, r)
    pygame.draw.polygon(surf, (0, 0, 0, 90), [(x + S * .03, y + S * .05) for x, y in pts])
    pygame.draw.polygon(surf, col, pts)
    pygame.draw.polygon(surf, darken(col, .55), pts, max(2, S // 20))
    inner = _shape_points(shape, cx, cy, r * .45)
    pygame.draw.polygon(surf, darken(col, .45) if sum(col) > 400 else lighten(col, .45), inner)


# ============================================================================ flat disks

def draw_disk(surface: pygame.Surface, centre: tuple[float, float], radius: float,
              colour: tuple[int, int, int], outline=theme.INK, shape: str = "circle") -> None:
    """A wooden disk (or, for colour-blind markers, a shape) with a light rim."""
    cx, cy = centre
    r = max(2, radius)
    if shape == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.circle(surface, outline, (cx, cy), r, max(1, int(r / 5)))
        return
    if shape == "square":
        pts = [(cx - r * .85, cy - r * .85), (cx + r * .85, cy - r * .85), (cx + r * .85, cy + r * .85),
               (cx - r * .85, cy + r * .85)]
    elif shape == "triangle":
        pts = [(cx, cy - r), (cx + r * .95, cy + r * .75), (cx - r * .95, cy + r * .75)]
    else:  # diamond
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, max(1, int(r / 5)))


# ============================================================================ arranging pieces

def pile_positions(n: int, rect: pygame.Rect, size: float, max_show: int = 12) -> list[tuple[float, float]]:
    """Up to max_show centres for n pieces arranged in tidy rows inside rect."""
    n = min(n, max_show)
    if n <= 0:
        return []
    cols = max(1, int(rect.width // (size * 0.9)))
    rows = math.ceil(n / cols)
    while rows * size * 0.85 > rect.height and cols < n:
        cols += 1
        rows = math.ceil(n / cols)
    step_x = min(size * 0.95, (rect.width - size) / max(1, cols - 1)) if cols > 1 else 0
    step_y = min(size * 0.8, (rect.height - size) / max(1, rows - 1)) if rows > 1 else 0
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        x0 = rect.centerx - (in_row - 1) * step_x / 2
        out.append((x0 + c * step_x, rect.bottom - size / 2 - r * step_y if rows > 1 else rect.centery))
    return out


def draw_pile(surface: pygame.Surface, kind: str, n: int, rect: pygame.Rect, size: float, *,
              colourblind: bool = False, max_show: int = 8, count_font: float | None = None,
              show_count: str = "over") -> None:
    """n pieces of a kind in rect; a count badge when more than max_show (or always with 'always')."""
    for pos in pile_positions(n, rect, size, max_show):
        blit_piece(surface, kind, pos, size, colourblind)
    if count_font and (show_count == "always" or (show_count == "over" and n > max_show)):
        badge(surface, str(n), (rect.right - count_font * .6, rect.top + count_font * .6), count_font)
