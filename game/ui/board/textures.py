"""The kit's textures drawn in code: the one wood (planks with grain and knots), the one parchment
(fibres, speckles, darker edges) and the earth of a mine's cross-section, and copies of them with
rounded corners. The table's boards and panels and the menus' sheets and background all use these.

They are cached by size, base colour and seed, together with the other surfaces the kit keeps by
size (panel shadows, glows, veils: `cached`/`remember`); `clear()` after a resize frees the old
ones (game.ui.board.caches clears every drawing cache at once).
"""

from __future__ import annotations

import math
import random

import pygame

from game.ui import theme
from game.ui.screen import drawing_surface
from game.ui.theme import darken, lighten

_TEX: dict[tuple, pygame.Surface] = {}
_TEX_LIMIT = 400
_TEX_PIXELS = 24_000_000      # whole-window sheets at 4K are 8M pixels each: keep a few, not 400


def remember(key, surf: pygame.Surface) -> pygame.Surface:
    """Keep a texture; when the cache is full, forget the oldest half (tooltips and popups come in
    many sizes), and the oldest ones while the kept pixels exceed the budget (window-sized sheets
    and table tops after resizes)."""
    if len(_TEX) >= _TEX_LIMIT:
        for k in list(_TEX)[: _TEX_LIMIT // 2]:
            del _TEX[k]
    _TEX[key] = surf
    total = sum(s.get_width() * s.get_height() for s in _TEX.values())
    # at least five windows' worth: a 4K table's textures, rounded copies and shadows all fit and
    # are not made again at every render
    screen = drawing_surface()
    budget = _TEX_PIXELS if screen is None else max(_TEX_PIXELS, 5 * screen.get_width() * screen.get_height())
    for k in list(_TEX):
        if total <= budget or k == key:
            break
        total -= _TEX[k].get_width() * _TEX[k].get_height()
        del _TEX[k]
    return surf


def cached(key) -> pygame.Surface | None:
    """A surface kept under `key` (by `remember`), or None."""
    return _TEX.get(key)


def clear() -> None:
    _TEX.clear()


def wood_texture(size: tuple[int, int], base=theme.OAK, seed: int = 1, vertical: bool = False,
                 keep: bool = True) -> pygame.Surface:
    """Planks of oak with grain lines and a few knots. `keep=False`: not cached (a drawing that
    keeps what it made of it, such as the pages' background, need not keep it twice)."""
    key = ("wood", size, base, seed, vertical)
    if key in _TEX:
        return _TEX[key]
    w, h = max(1, size[0]), max(1, size[1])
    if vertical:
        w, h = h, w
    surf = pygame.Surface((w, h))
    surf.fill(base)
    rng = random.Random(seed)
    plank_h = max(18, h // max(1, round(h / 90)))
    y0 = 0
    while y0 < h:
        shade = rng.uniform(-0.08, 0.08)
        col = lighten(base, shade) if shade > 0 else darken(base, -shade)
        pygame.draw.rect(surf, col, (0, y0, w, plank_h))
        # grain lines
        n = max(4, plank_h // 3)
        for _i in range(n):
            yy = y0 + rng.uniform(1, plank_h - 1)
            amp = rng.uniform(0.5, 2.5)
            freq = rng.uniform(0.004, 0.02)
            phase = rng.uniform(0, 6.28)
            tone = darken(col, rng.uniform(0.06, 0.22)) if rng.random() < 0.7 else lighten(col, rng.uniform(0.04, 0.12))
            step = max(6, w // 60)
            pts = [(x, yy + amp * math.sin(x * freq + phase)) for x in range(0, w + step, step)]
            if len(pts) > 1:
                pygame.draw.lines(surf, tone, False, pts, 1)
        # knots
        for _k in range(rng.randint(0, 2) if w > 200 else 0):
            kx, ky = rng.uniform(0, w), y0 + rng.uniform(plank_h * .3, plank_h * .7)
            rx, ry = rng.uniform(6, 14), rng.uniform(2.5, 5)
            for j in range(4):
                pygame.draw.ellipse(surf, darken(col, 0.1 + j * 0.06),
                                    (kx - rx + j * 2, ky - ry + j * .6, 2 * (rx - j * 2), 2 * (ry - j * .6)), 1)
        pygame.draw.line(surf, darken(base, 0.35), (0, y0), (w, y0), 1)
        y0 += plank_h
    if vertical:
        surf = pygame.transform.rotate(surf, 90)
    return remember(key, surf) if keep else surf


def parchment_texture(size: tuple[int, int], base=theme.PARCHMENT, seed: int = 3, keep: bool = True) -> pygame.Surface:
    """Parchment with fibres, speckles and darker edges (`keep`: as wood_texture's)."""
    key = ("parch", size, base, seed)
    if key in _TEX:
        return _TEX[key]
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.Surface((w, h))
    surf.fill(base)
    rng = random.Random(seed)
    for _i in range(w * h // 900):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        c = darken(base, rng.uniform(0.02, 0.09)) if rng.random() < .7 else lighten(base, .1)
        pygame.draw.circle(surf, c, (x, y), rng.uniform(0.6, 2.2))
    for _i in range(w * h // 5000):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        length = rng.uniform(8, 40)
        a = rng.uniform(-.4, .4)
        pygame.draw.line(surf, darken(base, .06), (x, y), (x + length * math.cos(a), y + length * math.sin(a)), 1)
    # darker edges
    edge = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = max(4, min(w, h) // 10)
    for i in range(steps):
        a = round(55 * (1 - i / steps) ** 2)
        pygame.draw.rect(edge, (90, 60, 30, a), (i, i, w - 2 * i, h - 2 * i), 1)
    surf.blit(edge, (0, 0))
    return remember(key, surf) if keep else surf


def earth_texture(size: tuple[int, int], seed: int = 5, keep: bool = True) -> pygame.Surface:
    """Soil in strata with pebbles and a few coal seams: the mine's cross-section (`keep`: as
    wood_texture's)."""
    key = ("earth", size, seed)
    if key in _TEX:
        return _TEX[key]
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.Surface((w, h))
    rng = random.Random(seed)
    bands = [(124, 90, 56), (112, 80, 48), (101, 72, 44), (92, 64, 40), (82, 58, 36)]
    y: float = 0
    i = 0
    while y < h:
        bh = rng.uniform(h * .12, h * .26)
        col = bands[min(i, len(bands) - 1)]
        pts: list[tuple[float, float]] = [(0, y)]
        for x in range(0, w + 40, 40):
            pts.append((x, y + rng.uniform(-3, 3)))
        pts += [(w, h), (0, h)]
        pygame.draw.polygon(surf, col, pts)
        y += bh
        i += 1
    for _i in range(w * h // 250):
        px, py = rng.uniform(0, w), rng.uniform(0, h)
        c = darken((110, 80, 50), rng.uniform(0, .35)) if rng.random() < .8 else (150, 128, 100)
        pygame.draw.circle(surf, c, (px, py), rng.uniform(.5, 2.0))
    return remember(key, surf) if keep else surf


def rounded(tex: pygame.Surface, radius: int, tex_key=None) -> pygame.Surface:
    """A copy of a texture with rounded (transparent) corners, cached by the texture's key."""
    if tex_key is None:
        img = pygame.Surface(tex.get_size(), pygame.SRCALPHA)
        img.blit(tex, (0, 0))
        clip = pygame.Surface(tex.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(clip, (255, 255, 255, 255), clip.get_rect(), border_radius=radius)
        img.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return img
    key = ("round", tex_key, radius)
    if key in _TEX:
        return _TEX[key]
    img = pygame.Surface(tex.get_size(), pygame.SRCALPHA)
    img.blit(tex, (0, 0))
    clip = pygame.Surface(tex.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(clip, (255, 255, 255, 255), clip.get_rect(), border_radius=radius)
    img.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return remember(key, img)


def rounded_bands(tex: pygame.Surface, radius: int, tex_key) -> tuple[pygame.Surface, pygame.Surface]:
    """The top and bottom `radius` rows of `rounded(tex, radius)`: a panel draws the rows between
    them straight from the texture, so only these are kept (the whole copy is megabytes at 4K)."""
    w, h = tex.get_size()
    keys = (("round-top", tex_key, radius), ("round-bottom", tex_key, radius))
    top, bottom = _TEX.get(keys[0]), _TEX.get(keys[1])
    if top is None or bottom is None:
        whole = _TEX.get(("round", tex_key, radius)) or rounded(tex, radius)
        top = remember(keys[0], whole.subsurface((0, 0, w, radius)).copy())
        bottom = remember(keys[1], whole.subsurface((0, h - radius, w, radius)).copy())
    return top, bottom
