"""Game pieces and textures drawn in code: wooden disks, coal cubes, grain sacks, logs, Thalers,
pit water, debt chits, action markers, worker silhouettes, buildings, wood-grain and parchment.

Every sprite is drawn supersampled (3x) and smooth-scaled down, then cached by (kind, size), so a
redraw only blits. Textures (wood, parchment, earth) are cached by size; `clear_caches()` after a
resize frees the old ones.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.ui import theme

# text lives in text.py (every board label is sized by theme.text_px there); boards call P.text
from game.ui.board.text import _text_img, fit_text, text, text_size  # noqa: F401, I001

SS = 3  # supersampling factor

# Pieces the boards and the animations know by name.
DISK_KINDS = tuple(theme.DISK_COLOURS)
RESOURCE_KINDS = ("food", "wood", "coal", "thaler", "water", "debt")
_mix, lighten, darken = theme.mix, theme.lighten, theme.darken    # the kit's one colour blend (theme.py)


# ============================================================================ textures
# The kit's one wood and one parchment: the table's boards and panels and the menus' sheets and
# background all use these (cached by size, base colour and seed).

_TEX: dict[tuple, pygame.Surface] = {}


_TEX_LIMIT = 400


_TEX_PIXELS = 24_000_000      # whole-window sheets at 4K are 8M pixels each: keep a few, not 400


def _remember(key, surf: pygame.Surface) -> pygame.Surface:
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
    screen = pygame.display.get_surface() if pygame.display.get_init() else None
    budget = _TEX_PIXELS if screen is None else max(_TEX_PIXELS, 5 * screen.get_width() * screen.get_height())
    for k in list(_TEX):
        if total <= budget or k == key:
            break
        total -= _TEX[k].get_width() * _TEX[k].get_height()
        del _TEX[k]
    return surf


def clear_caches() -> None:
    _TEX.clear()
    _sprite.cache_clear()
    _text_img.cache_clear()


def wood_texture(size: tuple[int, int], base=theme.OAK, seed: int = 1, vertical: bool = False) -> pygame.Surface:
    """Planks of oak with grain lines and a few knots."""
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
    return _remember(key, surf)


def parchment_texture(size: tuple[int, int], base=theme.PARCHMENT, seed: int = 3) -> pygame.Surface:
    """Parchment with fibres, speckles and darker edges."""
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
    return _remember(key, surf)


def earth_texture(size: tuple[int, int], seed: int = 5) -> pygame.Surface:
    """Soil in strata with pebbles and a few coal seams: the mine's cross-section."""
    key = ("earth", size, seed)
    if key in _TEX:
        return _TEX[key]
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.Surface((w, h))
    rng = random.Random(seed)
    bands = [(124, 90, 56), (112, 80, 48), (101, 72, 44), (92, 64, 40), (82, 58, 36)]
    y = 0
    i = 0
    while y < h:
        bh = rng.uniform(h * .12, h * .26)
        col = bands[min(i, len(bands) - 1)]
        pts = [(0, y)]
        for x in range(0, w + 40, 40):
            pts.append((x, y + rng.uniform(-3, 3)))
        pts += [(w, h), (0, h)]
        pygame.draw.polygon(surf, col, pts)
        y += bh
        i += 1
    for _i in range(w * h // 250):
        x, yy = rng.uniform(0, w), rng.uniform(0, h)
        c = darken((110, 80, 50), rng.uniform(0, .35)) if rng.random() < .8 else (150, 128, 100)
        pygame.draw.circle(surf, c, (x, yy), rng.uniform(.5, 2.0))
    return _remember(key, surf)


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
    return _remember(key, img)


def panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, *, kind: str = "parchment",
          radius: float = 8, border=theme.OAK_DARK, width: float = 2, seed: int = 3, shadow: bool = True,
          base=None) -> None:
    """The kit's one panel: parchment, wood, earth, or "flat" (a plain fill of `base`: buttons and
    form fields), with rounded corners, a frame and a soft shadow."""
    if rect.width <= 2 or rect.height <= 2:
        return
    r = max(1, round(radius * scale))
    if shadow:
        off = max(1, round(3 * scale))
        surface.blit(_shadow(rect.size, off, r), (rect.x - off // 2, rect.y - off // 2))
    if kind == "flat":
        pygame.draw.rect(surface, base or theme.PARCHMENT, rect, border_radius=r)
        if width:
            pygame.draw.rect(surface, border, rect, max(1, round(width * scale)), border_radius=r)
        return
    if kind == "wood":
        tex = wood_texture(rect.size, base or theme.OAK, seed)
    elif kind == "earth":
        tex = earth_texture(rect.size, seed)
    else:
        tex = parchment_texture(rect.size, base or theme.PARCHMENT, seed)
    surface.blit(rounded(tex, r, (kind, rect.size, base, seed)), rect)
    if width:
        pygame.draw.rect(surface, border, rect, max(1, round(width * scale)), border_radius=r)


def glow(surface: pygame.Surface, rect: pygame.Rect, colour=theme.LEGAL, scale: float = 1.0,
         radius: float = 8, alpha: int = 90, width: float = 3) -> None:
    """A translucent highlight over a rect: legal drop targets, hovered fields."""
    r = max(1, round(radius * scale))
    key = ("glow", tuple(rect.size), tuple(colour), alpha, r, max(1, round(width * scale)))
    s = _TEX.get(key)
    if s is None:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*colour, alpha // 2), s.get_rect(), border_radius=r)
        pygame.draw.rect(s, (*colour, min(255, alpha * 2)), s.get_rect(), key[-1], border_radius=r)
        s = _remember(key, s)
    surface.blit(s, rect)


def panel_area(rect: pygame.Rect, scale: float, shadow: bool = True) -> pygame.Rect:
    """Every pixel `panel(surface, rect, scale)` may touch: the rect and its shadow."""
    rect = pygame.Rect(rect)
    if not shadow:
        return rect
    off = max(1, round(3 * scale))
    return rect.union(pygame.Rect(rect.x - off // 2, rect.y - off // 2, rect.width + off * 2, rect.height + off * 2))


def _shadow(size: tuple[int, int], off: int, r: int) -> pygame.Surface:
    """A panel's soft shadow, made once per (size, offset, radius) and kept with the textures."""
    key = ("shadow", tuple(size), off, r)
    sh = _TEX.get(key)
    if sh is None:
        sh = pygame.Surface((size[0] + off * 2, size[1] + off * 2), pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 80), sh.get_rect().inflate(-off, -off).move(off // 2, off), border_radius=r)
        sh = _remember(key, sh)
    return sh


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



# ============================================================================ sprites

# A game registers the drawers of its own pieces by kind prefix ("worker" draws "worker:farmer"):
# prefix -> draw(surface, supersampled size, the text after the colon). Registered when the game's
# table is imported, before any of its pieces is drawn (sprites are cached).
GAME_SPRITES: dict[str, Callable[[pygame.Surface, int, str], None]] = {}


def register_sprites(drawers: dict[str, Callable[[pygame.Surface, int, str], None]]) -> None:
    GAME_SPRITES.update(drawers)
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
    if kind in DISK_KINDS or kind == "grey":
        _draw_disk(surf, S, theme.DISK_COLOURS.get(kind, (150, 150, 146)))
    elif kind.startswith("owner:"):
        i = int(kind.split(":")[1])
        _draw_owner(surf, S, i, colourblind)
    elif kind == "food":
        _draw_sack(surf, S)
    elif kind == "wood":
        _draw_log(surf, S)
    elif kind == "coal":
        _draw_coal(surf, S)
    elif kind == "thaler":
        _draw_thaler(surf, S)
    elif kind == "water":
        _draw_water(surf, S)
    elif kind == "debt":
        _draw_debt(surf, S)
    elif kind.split(":")[0] in GAME_SPRITES:     # a game's own art (workers, markers, buildings...)
        prefix, _, arg = kind.partition(":")
        GAME_SPRITES[prefix](surf, S, arg)
    elif kind == "bag":
        _draw_bag(surf, S)
    elif kind == "farmhouse":
        _draw_farmhouse(surf, S)
    elif kind == "windlass":
        _draw_windlass(surf, S)
    else:
        pygame.draw.circle(surf, theme.IRON, (S / 2, S / 2), S * .4)
    return pygame.transform.smoothscale(surf, (size, size))


def _draw_disk(surf, S, col) -> None:
    c = (S / 2, S / 2)
    r = S * .44
    pygame.draw.circle(surf, (0, 0, 0, 90), (c[0] + S * .03, c[1] + S * .05), r)
    pygame.draw.circle(surf, darken(col, .35), c, r)
    pygame.draw.circle(surf, col, (c[0] - S * .015, c[1] - S * .025), r * .9)
    # wood rings on the face
    for k in (0.62, 0.36):
        pygame.draw.circle(surf, _mix(col, darken(col, .3), .35), (c[0] - S * .015, c[1] - S * .025), r * k, max(1, S // 60))
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
        _draw_disk(surf, S, col)
        pygame.draw.circle(surf, darken(col, .55), (cx, cy), r * 1.02, max(2, S // 24))
        return
    pts = _shape_points(shape, cx, cy, r)
    pygame.draw.polygon(surf, (0, 0, 0, 90), [(x + S * .03, y + S * .05) for x, y in pts])
    pygame.draw.polygon(surf, col, pts)
    pygame.draw.polygon(surf, darken(col, .55), pts, max(2, S // 20))
    inner = _shape_points(shape, cx, cy, r * .45)
    pygame.draw.polygon(surf, darken(col, .45) if sum(col) > 400 else lighten(col, .45), inner)


def _draw_sack(surf, S) -> None:
    """A grain sack, tied at the neck, with an ear of wheat."""
    base = (214, 186, 120)
    body = [(S * .22, S * .42), (S * .32, S * .3), (S * .68, S * .3), (S * .78, S * .42),
            (S * .84, S * .78), (S * .74, S * .9), (S * .26, S * .9), (S * .16, S * .78)]
    pygame.draw.polygon(surf, (0, 0, 0, 80), [(x + S * .03, y + S * .04) for x, y in body])
    pygame.draw.polygon(surf, base, body)
    pygame.draw.polygon(surf, darken(base, .25), [(S * .55, S * .34), (S * .78, S * .42), (S * .84, S * .78),
                                                  (S * .74, S * .9), (S * .56, S * .9)])
    pygame.draw.polygon(surf, darken(base, .45), body, max(1, S // 30))
    # neck and tie
    pygame.draw.polygon(surf, base, [(S * .38, S * .31), (S * .34, S * .14), (S * .66, S * .14), (S * .62, S * .31)])
    pygame.draw.polygon(surf, darken(base, .45), [(S * .38, S * .31), (S * .34, S * .14), (S * .66, S * .14),
                                                  (S * .62, S * .31)], max(1, S // 30))
    pygame.draw.line(surf, (120, 70, 40), (S * .33, S * .3), (S * .67, S * .3), max(2, S // 16))
    # wheat ear stamped on the sack
    ear = (150, 104, 40)
    pygame.draw.line(surf, ear, (S * .5, S * .82), (S * .5, S * .48), max(1, S // 28))
    for k in range(4):
        y = S * (.52 + k * .07)
        pygame.draw.ellipse(surf, ear, (S * .41, y, S * .09, S * .05))
        pygame.draw.ellipse(surf, ear, (S * .5, y, S * .09, S * .05))


def _draw_log(surf, S) -> None:
    """A short log lying down, bark and an end with growth rings."""
    bark = (122, 80, 44)
    body = pygame.Rect(S * .08, S * .3, S * .72, S * .4)
    pygame.draw.rect(surf, (0, 0, 0, 80), body.move(S * .03, S * .05), border_radius=int(S * .2))
    pygame.draw.rect(surf, bark, body, border_radius=int(S * .2))
    pygame.draw.rect(surf, lighten(bark, .15), (body.x, body.y + S * .04, body.w, S * .08), border_radius=int(S * .05))
    for k in range(5):
        y = body.y + S * (.1 + k * .065)
        pygame.draw.line(surf, darken(bark, .3), (body.x + S * .12, y), (body.right - S * .08, y + S * .01), max(1, S // 50))
    end = pygame.Rect(S * .62, S * .3, S * .3, S * .4)
    pygame.draw.ellipse(surf, (214, 170, 110), end)
    for k in (0.7, 0.45, 0.2):
        pygame.draw.ellipse(surf, (170, 120, 70), end.inflate(-end.w * (1 - k), -end.h * (1 - k)), max(1, S // 60))
    pygame.draw.ellipse(surf, darken(bark, .4), end, max(1, S // 30))


def _draw_coal(surf, S) -> None:
    """A coal cube in three-quarter view with glints."""
    cx, cy = S / 2, S / 2 + S * .04
    a = S * .36
    top = [(cx, cy - a * .95), (cx + a, cy - a * .45), (cx, cy + a * .05), (cx - a, cy - a * .45)]
    left = [(cx - a, cy - a * .45), (cx, cy + a * .05), (cx, cy + a * 1.05), (cx - a, cy + a * .55)]
    right = [(cx + a, cy - a * .45), (cx, cy + a * .05), (cx, cy + a * 1.05), (cx + a, cy + a * .55)]
    sh = [(x + S * .03, y + S * .04) for x, y in (top[0], top[1], right[3], right[2], left[3], left[0])]
    pygame.draw.polygon(surf, (0, 0, 0, 90), sh)
    pygame.draw.polygon(surf, (74, 72, 70), top)
    pygame.draw.polygon(surf, (40, 38, 36), left)
    pygame.draw.polygon(surf, (24, 22, 21), right)
    edge = (110, 108, 104)
    pygame.draw.lines(surf, edge, True, top, max(1, S // 40))
    pygame.draw.line(surf, (60, 58, 56), (cx, cy + a * .05), (cx, cy + a * 1.05), max(1, S // 50))
    for gx, gy in ((cx - a * .3, cy - a * .5), (cx + a * .2, cy - a * .3), (cx - a * .6, cy + a * .3)):
        pygame.draw.circle(surf, (170, 170, 176), (gx, gy), max(1, S * .018))


def _draw_thaler(surf, S) -> None:
    """A silver Thaler with milled rim and a cross."""
    cx, cy, r = S / 2, S / 2, S * .42
    pygame.draw.circle(surf, (0, 0, 0, 90), (cx + S * .03, cy + S * .04), r)
    pygame.draw.circle(surf, (150, 150, 144), (cx, cy), r)
    pygame.draw.circle(surf, (214, 214, 206), (cx - S * .01, cy - S * .015), r * .9)
    for k in range(36):
        a = k * math.tau / 36
        pygame.draw.line(surf, (160, 160, 152), (cx + r * .86 * math.cos(a), cy + r * .86 * math.sin(a)),
                         (cx + r * .97 * math.cos(a), cy + r * .97 * math.sin(a)), max(1, S // 60))
    pygame.draw.circle(surf, (176, 176, 168), (cx, cy), r * .68, max(1, S // 40))
    w = max(2, S // 14)
    pygame.draw.line(surf, (120, 120, 114), (cx, cy - r * .45), (cx, cy + r * .45), w)
    pygame.draw.line(surf, (120, 120, 114), (cx - r * .45, cy), (cx + r * .45, cy), w)
    hl = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.ellipse(hl, (255, 255, 255, 80), (cx - r * .7, cy - r * .85, r * 1.0, r * .55))
    surf.blit(hl, (0, 0))


def _draw_water(surf, S) -> None:
    """A drop of pit water."""
    cx, cy = S / 2, S * .6
    r = S * .27
    pts = [(cx, S * .1)]
    for k in range(0, 181, 10):
        a = math.radians(k - 20)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pts = [(cx, S * .08)] + [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
                             for a in range(-30, 211, 10)]
    pygame.draw.polygon(surf, (0, 0, 0, 70), [(x + S * .03, y + S * .04) for x, y in pts])
    pygame.draw.polygon(surf, (48, 104, 156), pts)
    pygame.draw.polygon(surf, (88, 150, 200), [(x * .8 + cx * .2 - S * .03, y * .8 + cy * .2 - S * .03) for x, y in pts])
    pygame.draw.polygon(surf, (26, 66, 110), pts, max(1, S // 36))
    pygame.draw.ellipse(surf, (220, 236, 248), (cx - r * .55, cy - r * .6, r * .35, r * .55))


def _draw_debt(surf, S) -> None:
    """A debt chit: a folded note with a red wax seal."""
    paper = (236, 224, 196)
    body = [(S * .14, S * .22), (S * .86, S * .18), (S * .88, S * .78), (S * .12, S * .82)]
    pygame.draw.polygon(surf, (0, 0, 0, 80), [(x + S * .03, y + S * .04) for x, y in body])
    pygame.draw.polygon(surf, paper, body)
    pygame.draw.polygon(surf, (150, 120, 90), body, max(1, S // 36))
    for k in range(3):
        y = S * (.34 + k * .1)
        pygame.draw.line(surf, (120, 100, 80), (S * .22, y), (S * .62, y - S * .01), max(1, S // 50))
    pygame.draw.circle(surf, (150, 30, 28), (S * .7, S * .62), S * .13)
    pygame.draw.circle(surf, (190, 60, 50), (S * .69, S * .6), S * .08)


def _draw_bag(surf, S) -> None:
    """The cloth bag the disks are drawn from."""
    cloth = (160, 132, 96)
    body = [(S * .3, S * .3), (S * .7, S * .3), (S * .88, S * .62), (S * .8, S * .9), (S * .2, S * .9), (S * .12, S * .62)]
    pygame.draw.polygon(surf, (0, 0, 0, 80), [(x + S * .03, y + S * .04) for x, y in body])
    pygame.draw.polygon(surf, cloth, body)
    pygame.draw.polygon(surf, darken(cloth, .25), [(S * .55, S * .3), (S * .7, S * .3), (S * .88, S * .62),
                                                   (S * .8, S * .9), (S * .6, S * .9)])
    pygame.draw.polygon(surf, darken(cloth, .5), body, max(1, S // 30))
    pygame.draw.polygon(surf, cloth, [(S * .36, S * .3), (S * .3, S * .12), (S * .7, S * .12), (S * .64, S * .3)])
    pygame.draw.line(surf, (90, 60, 30), (S * .3, S * .3), (S * .7, S * .3), max(2, S // 14))


def _draw_farmhouse(surf, S) -> None:
    """A half-timbered farmhouse."""
    wall = (226, 210, 176)
    beam = (76, 50, 30)
    roof = (140, 60, 40)
    pygame.draw.rect(surf, wall, (S * .16, S * .45, S * .68, S * .45))
    for x in (.16, .38, .62, .84):
        pygame.draw.line(surf, beam, (S * x, S * .45), (S * x, S * .9), max(2, S // 30))
    pygame.draw.line(surf, beam, (S * .16, S * .66), (S * .84, S * .66), max(2, S // 30))
    pygame.draw.line(surf, beam, (S * .16, S * .45), (S * .38, S * .66), max(1, S // 40))
    pygame.draw.line(surf, beam, (S * .62, S * .66), (S * .84, S * .45), max(1, S // 40))
    pygame.draw.rect(surf, beam, (S * .16, S * .45, S * .68, S * .45), max(2, S // 30))
    pygame.draw.polygon(surf, roof, [(S * .08, S * .47), (S * .5, S * .12), (S * .92, S * .47)])
    pygame.draw.polygon(surf, darken(roof, .3), [(S * .08, S * .47), (S * .5, S * .12), (S * .92, S * .47)], max(2, S // 30))
    pygame.draw.rect(surf, (90, 60, 36), (S * .44, S * .7, S * .12, S * .2))


def _draw_windlass(surf, S) -> None:
    """The reel (Haspel) over the shaft."""
    wood = (120, 80, 44)
    w = max(2, S // 14)
    pygame.draw.line(surf, wood, (S * .15, S * .95), (S * .25, S * .35), w)
    pygame.draw.line(surf, wood, (S * .85, S * .95), (S * .75, S * .35), w)
    pygame.draw.rect(surf, darken(wood, .2), (S * .22, S * .3, S * .56, S * .12), border_radius=int(S * .05))
    pygame.draw.line(surf, darken(wood, .4), (S * .78, S * .36), (S * .9, S * .36), w // 2 + 1)
    pygame.draw.line(surf, darken(wood, .4), (S * .9, S * .36), (S * .9, S * .22), w // 2 + 1)
    pygame.draw.line(surf, (200, 180, 140), (S * .5, S * .42), (S * .5, S * 1.0), max(1, S // 40))


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


def badge(surface: pygame.Surface, label: str, centre, size: float, fill=theme.PARCHMENT_LIGHT, ink=theme.INK) -> None:
    """A small round count badge."""
    w, h = text_size(label, "sans_bold", size * .8)
    r = max(h, w + size * .4) / 2 + 1
    rect = pygame.Rect(0, 0, round(max(2 * r, w + size * .6)), round(2 * r))
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, theme.OAK_DARK, rect, max(1, round(size / 12)), border_radius=rect.height // 2)
    text(surface, label, "sans_bold", size * .8, ink, rect.center, "center")
