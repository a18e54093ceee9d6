"""Art drawn in code for the menus: parchment and oak textures, ornaments, and the title painting
of a Ruhr valley with a pit head, its windlass, a farmhouse and coal.

Everything is drawn at the window's real size (a 1280x720 design scaled by `k`) and cached, so
a redraw costs one blit.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.board import textures

DESIGN_W, DESIGN_H = theme.BASE_SIZE


_mix, _shade = theme.mix, theme.shade      # the kit's one colour blend (theme.py)


def vertical_gradient(size: tuple[int, int], stops: list[tuple[float, tuple[int, int, int]]]) -> pygame.Surface:
    """A surface filled top to bottom through colour stops [(0..1, colour), ...]."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, 256))
    for y in range(256):
        t = y / 255
        for (t0, c0), (t1, c1) in zip(stops, stops[1:], strict=False):
            if t0 <= t <= t1:
                strip.set_at((0, y), _mix(c0, c1, (t - t0) / max(1e-6, t1 - t0)))
                break
        else:
            strip.set_at((0, y), stops[-1][1] if t > stops[-1][0] else stops[0][1])
    column = pygame.transform.smoothscale(strip, (1, h))
    return pygame.transform.scale(column, (w, h))  # every column is the same: no need to smooth


VEIL_ROWS = 16     # a veil is one colour: a strip of it, blitted down the surface, blends the same


def darken(surface: pygame.Surface, alpha: int = 140, colour=(20, 12, 6)) -> None:
    """Veil a surface (for overlays such as the in-game menu). The veil kept is a strip of the
    surface's width, not a whole window of one colour (8 MB at 1920x1080 for each kind of overlay)."""
    width, height = surface.get_size()
    key = ("veil", width, tuple(colour), alpha)
    veil = textures.cached(key)                    # kept with the kit's textures: no allocation per frame
    if veil is None:
        veil = pygame.Surface((width, VEIL_ROWS), pygame.SRCALPHA)
        veil.fill((*colour, alpha))
        veil = textures.remember(key, veil)
    surface.blits([(veil, (0, y)) for y in range(0, height, VEIL_ROWS)], doreturn=False)


# --- ornaments -------------------------------------------------------------------------------

def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, k: float, tint=theme.PARCHMENT,
               shadow: bool = True, keep: bool = True) -> None:
    """A parchment sheet with a shadow (unless told not to) and an inked double frame. `keep=False`:
    its parchment and shadow are not cached (a drawing kept whole, as the pages' background is)."""
    if shadow:
        key = ("sheet_shadow", tuple(rect.size), k)
        sh = textures.cached(key)
        if sh is None:
            sh = pygame.Surface((rect.w + round(24 * k), rect.h + round(24 * k)), pygame.SRCALPHA)
            for i in range(6):
                pygame.draw.rect(sh, (0, 0, 0, 22), sh.get_rect().inflate(-i * 4 * k, -i * 4 * k),
                                 border_radius=round(14 * k))
            if keep:
                sh = textures.remember(key, sh)
        surface.blit(sh, (rect.x - round(6 * k), rect.y - round(2 * k)))
    surface.blit(textures.parchment_texture(rect.size, base=tint, seed=3, keep=keep), rect)
    draw_frame(surface, rect.inflate(-round(16 * k), -round(16 * k)), k)


def draw_frame(surface: pygame.Surface, rect: pygame.Rect, k: float, colour=theme.INK_SOFT) -> None:
    """Inked double rule with small diamonds at the corners."""
    pygame.draw.rect(surface, colour, rect, max(1, round(2 * k)))
    inner = rect.inflate(-round(10 * k), -round(10 * k))
    pygame.draw.rect(surface, colour, inner, max(1, round(1 * k)))
    d = 7 * k
    for cx, cy in (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright):
        pts = [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
        pygame.draw.polygon(surface, theme.PARCHMENT_LIGHT, pts)
        pygame.draw.polygon(surface, colour, pts, max(1, round(1.5 * k)))


def draw_rule(surface: pygame.Surface, centre: tuple[int, int], width: int, k: float, colour=theme.INK_SOFT,
              font: pygame.font.Font | None = None) -> None:
    """A horizontal rule with a fleuron in the middle."""
    cx, cy = centre
    f = font or theme.font("serif", round(22 * k))
    img = f.render("\u2767", True, colour)
    gap = img.get_width() // 2 + round(8 * k)
    lw = max(1, round(1.5 * k))
    pygame.draw.line(surface, colour, (cx - width // 2, cy), (cx - gap, cy), lw)
    pygame.draw.line(surface, colour, (cx + gap, cy), (cx + width // 2, cy), lw)
    for x in (cx - width // 2, cx + width // 2):
        pygame.draw.circle(surface, colour, (x, cy), max(1, round(2.5 * k)))
    surface.blit(img, img.get_rect(center=(cx, cy)))


def text_shadowed(surface: pygame.Surface, text: str, font: pygame.font.Font, colour, pos, anchor="center",
                  shadow=(20, 12, 6), offset: int = 2, shadow_alpha: int = 160) -> pygame.Rect:
    img = font.render(text, True, colour)
    sh = font.render(text, True, shadow)
    sh.set_alpha(shadow_alpha)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(sh, rect.move(offset, offset))
    surface.blit(img, rect)
    return rect


def draw_marker(surface: pygame.Surface, centre, radius: float, player_colour_index: int,
                colourblind: bool) -> None:
    """A player's marker: a wooden disk in the player's colour, or its shape with colour-blind markers."""
    from game.ui.board.sprites import draw_disk

    colour = theme.PLAYER_COLOURS[player_colour_index % len(theme.PLAYER_COLOURS)]
    shape = theme.PLAYER_SHAPES[player_colour_index % len(theme.PLAYER_SHAPES)] if colourblind else "circle"
    draw_disk(surface, centre, radius, colour, outline=theme.INK, shape=shape)


# --- the title painting ----------------------------------------------------------------------

class _Canvas:
    """Design coordinates (1280x720, centred, covering the window) to pixels."""

    def __init__(self, surface: pygame.Surface, k: float | None = None, ox: float | None = None,
                 oy: float | None = None) -> None:
        self.surface = surface
        w, h = surface.get_size()
        self.w, self.h = w, h
        self.k = k if k is not None else max(w / DESIGN_W, h / DESIGN_H)  # cover, cropping the longer side
        self.ox = ox if ox is not None else (w - DESIGN_W * self.k) / 2
        self.oy = oy if oy is not None else (h - DESIGN_H * self.k) / 2

    def zoom(self, x: float, y: float, s: float) -> _Canvas:
        """The same surface, drawn s times bigger around the design point (x, y)."""
        k = self.k * s
        return _Canvas(self.surface, k, self.ox + x * self.k - x * k, self.oy + y * self.k - y * k)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return self.ox + x * self.k, self.oy + y * self.k

    def pts(self, points) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in points]

    def n(self, v: float) -> int:
        return max(1, round(v * self.k))

    def poly(self, colour, points, width: int = 0) -> None:
        pygame.draw.polygon(self.surface, colour, self.pts(points), width)

    def line(self, colour, a, b, width: float = 1) -> None:
        pygame.draw.line(self.surface, colour, self.p(*a), self.p(*b), self.n(width))

    def rect(self, colour, x, y, w, h, width: float = 0) -> None:
        r = pygame.Rect(round(self.ox + x * self.k), round(self.oy + y * self.k),
                        max(1, round(w * self.k)), max(1, round(h * self.k)))
        pygame.draw.rect(self.surface, colour, r, 0 if not width else self.n(width))

    def circle(self, colour, x, y, r, width: float = 0) -> None:
        pygame.draw.circle(self.surface, colour, self.p(x, y), max(1, r * self.k), 0 if not width else self.n(width))

    def ellipse(self, colour, x, y, w, h, width: float = 0) -> None:
        r = pygame.Rect(round(self.ox + x * self.k), round(self.oy + y * self.k),
                        max(1, round(w * self.k)), max(1, round(h * self.k)))
        pygame.draw.ellipse(self.surface, colour, r, 0 if not width else self.n(width))

    def alpha_layer(self) -> pygame.Surface:
        return pygame.Surface((self.w, self.h), pygame.SRCALPHA)


def radial_glow(colour, alpha: int, n: int = 64) -> pygame.Surface:
    """A small round glow fading to nothing at its edge (scale it up as needed)."""
    surf = pygame.Surface((n, n), pygame.SRCALPHA)
    h = (n - 1) / 2
    for y in range(n):
        for x in range(n):
            d = math.hypot(x - h, y - h) / h
            if d < 1:
                surf.set_at((x, y), (*colour, round(alpha * (1 - d) ** 2.2)))
    return surf


def _soft_shapes(c: _Canvas, ellipses, colour, alpha: int, blur: float) -> None:
    """Ellipses (design x, y, w, h) merged into one soft-edged mass of one colour."""
    factor = max(2, round(4 * c.k))
    pad = 3 * blur + 4
    bx0 = min(x for x, y, w, h in ellipses) - pad
    by0 = min(y for x, y, w, h in ellipses) - pad
    bx1 = max(x + w for x, y, w, h in ellipses) + pad
    by1 = max(y + h for x, y, w, h in ellipses) + pad
    px0, py0 = c.p(bx0, by0)
    px1, py1 = c.p(bx1, by1)
    box = pygame.Rect(int(px0), int(py0), int(px1 - px0) + 1, int(py1 - py0) + 1)
    layer = pygame.Surface((max(1, box.w // factor), max(1, box.h // factor)), pygame.SRCALPHA)
    soft = _Canvas(layer, c.k / factor, (c.ox - box.x) / factor, (c.oy - box.y) / factor)
    for x, y, w, h in ellipses:
        soft.ellipse((*colour, 255), x, y, w, h)
    layer = pygame.transform.gaussian_blur(layer, max(1, round(blur * soft.k)))
    layer = pygame.transform.smoothscale(layer, box.size)
    layer.set_alpha(alpha)
    c.surface.blit(layer, box)


def _ridge(rng: random.Random, base: float, amp: float, x0: float, x1: float, step: float = 8,
           waves: int = 3) -> list[tuple[float, float]]:
    comps = [(rng.uniform(0.002, 0.012) * (i + 1), rng.uniform(0, 6.3), amp / (i + 1)) for i in range(waves)]
    out = []
    x = x0
    while x <= x1 + step:
        y = base + sum(a * math.sin(x * f + ph) for f, ph, a in comps)
        out.append((x, y))
        x += step
    return out


@lru_cache(maxsize=2)
def ruhr_landscape(size: tuple[int, int], seed: int = 1535) -> pygame.Surface:
    """The title painting: evening over the Ruhr hills, a river, a pit head with its windlass,
    a coal heap, the Pinge, and a half-timbered farmhouse."""
    surf = pygame.Surface(size)
    c = _Canvas(surf)
    rng = random.Random(seed)
    x0 = -c.ox / c.k - 10
    x1 = (c.w - c.ox) / c.k + 10

    # sky
    sky = vertical_gradient((c.w, c.h), [(0.0, (78, 106, 140)), (0.30, (150, 168, 178)),
                                          (0.52, (232, 204, 156)), (0.62, (246, 190, 118)), (1.0, (210, 150, 96))])
    surf.blit(sky, (0, 0))
    # the low sun with a soft glow
    glow = radial_glow((255, 226, 160), 210)
    glow_px = round(700 * c.k)
    g = pygame.transform.smoothscale(glow, (glow_px, glow_px))
    surf.blit(g, g.get_rect(center=c.p(420, 330)))
    # clouds lit from below: shapes blurred into soft masses
    shapes = []
    for cx, cy, sc in ((230, 120, 1.2), (700, 80, 1.0), (1040, 150, 1.3), (520, 210, 0.7), (1220, 60, 0.9)):
        for _ in range(9):
            w = rng.uniform(70, 140) * sc
            h = w * rng.uniform(0.22, 0.34)
            shapes.append((cx + rng.uniform(-80, 80) * sc - w / 2, cy + rng.uniform(-12, 8) * sc - h / 2, w, h))
    _soft_shapes(c, [(x, y + h * 0.35, w, h) for x, y, w, h in shapes], (118, 104, 122), 70, 3)
    _soft_shapes(c, [(x, y, w, h * 0.8) for x, y, w, h in shapes], (255, 242, 226), 150, 3)
    c.circle((255, 242, 206), 420, 330, 26)
    # birds
    for bx, by in ((486, 252), (506, 262), (528, 247), (1180, 236)):
        c.line((60, 50, 50), (bx - 7, by - 3), (bx, by), 1.4)
        c.line((60, 50, 50), (bx, by), (bx + 7, by - 3), 1.4)

    # far hills, hazy
    for i, (base, amp, col) in enumerate(((372, 26, (138, 150, 158)), (400, 22, (120, 138, 124)),
                                          (430, 18, (100, 126, 90)))):
        ridge = _ridge(rng, base, amp, x0, x1)
        c.poly(col, ridge + [(x1, 740), (x0, 740)])
        tower = [(y, x) for x, y in ridge if 1090 <= x <= 1180]
        if i == 0 and tower:  # a church tower on the far hill (cropped away in a narrow window)
            top, tx = min(tower)
            c.rect(_shade(col, 0.85), tx - 5, top - 26, 10, 32)
            c.poly(_shade(col, 0.85), [(tx - 7, top - 25), (tx, top - 46), (tx + 7, top - 25)])

    # the river Ruhr
    river_top = [(x, 468 + 10 * math.sin(x * 0.004 + 1.0)) for x in range(int(x0), int(x1) + 20, 20)]
    river_bot = [(x, 490 + 14 * math.sin(x * 0.005 + 2.0)) for x in range(int(x1) + 20, int(x0) - 20, -20)]
    c.poly((150, 168, 176), river_top + river_bot)
    shine = c.alpha_layer()
    for _ in range(40):
        x = rng.uniform(x0, x1)
        y = 472 + rng.uniform(0, 18) + 10 * math.sin(x * 0.004 + 1.0)
        r = pygame.Rect(0, 0, rng.uniform(10, 40) * c.k, max(1, 1.5 * c.k))
        r.center = c.p(x, y)
        pygame.draw.rect(shine, (255, 236, 200, 120), r)
    surf.blit(shine, (0, 0))

    # middle ground meadows
    mid = _ridge(rng, 505, 12, x0, x1, waves=2)
    c.poly((104, 128, 66), mid + [(x1, 740), (x0, 740)])
    # fields with furrows near the farm
    field = [(840, 520), (1290, 505), (1290, 560), (900, 575)]
    c.poly((150, 138, 70), field)
    for i in range(1, 9):
        t = i / 9
        a = (840 + (900 - 840) * t, 520 + (575 - 520) * t)
        b = (1290, 505 + (560 - 505) * t)
        c.line((126, 112, 56), a, b, 1.2)

    # the farmhouse (half-timbered)
    _farmhouse(c, 985, 462)
    # trees
    for tx, ty, s in ((1230, 520, 1.2), (885, 515, 0.9), (160, 520, 1.1), (95, 530, 1.4), (1265, 470, 0.8)):
        _tree(c, rng, tx, ty, s)
    for tx, ty, s in ((40, 540, 1.3), (1180, 520, 1.0), (300, 510, 0.8)):
        _fir(c, tx, ty, s)

    # near ground, where the pit is
    near = _ridge(rng, 585, 10, x0, x1, waves=2)
    c.poly((86, 108, 52), near + [(x1, 740), (x0, 740)])
    # the workings sit a little right of centre, clear of the title menu
    main = c
    c = _Canvas(main.surface, main.k, main.ox + 40 * main.k, main.oy)
    # a track from the pit to the farm
    c.poly((150, 120, 78), [(640, 640), (700, 600), (860, 560), (920, 545), (935, 552), (875, 572), (720, 615), (680, 650)])

    # the Pinge: a hollow with a coal seam showing
    rim = [(350, 628), (380, 604), (440, 594), (520, 596), (580, 606), (606, 628), (584, 654), (520, 668),
           (440, 668), (378, 656)]
    c.poly((132, 104, 64), rim)
    inner = [(372, 628), (398, 610), (450, 603), (518, 605), (568, 614), (586, 630), (566, 648), (512, 658),
             (446, 658), (392, 650)]
    c.poly((84, 62, 38), inner)
    c.poly((62, 46, 30), [(392, 632), (450, 616), (520, 618), (570, 630), (520, 646), (448, 648)])
    c.poly((34, 30, 28), [(396, 624), (460, 610), (548, 614), (572, 622), (462, 620), (400, 632)])
    for _ in range(22):
        lx = rng.uniform(405, 560)
        c.circle((22, 20, 19), lx, 616 + rng.uniform(-3, 5), rng.uniform(2, 3.6))
    # pit water in its bottom
    c.ellipse((86, 120, 146), 448, 634, 80, 12)
    c.ellipse((150, 180, 196), 462, 636, 30, 3)

    # the pit head with the windlass (Haspel)
    _pit_head(c.zoom(680, 606, 1.3), 680, 606)
    # the coal heap and a wheelbarrow
    _coal_heap(c, rng, 830, 640, 1.2)
    _wheelbarrow(c, 890, 656)
    c = main
    # grass in the foreground
    fg = _ridge(rng, 690, 8, x0, x1, waves=2)
    c.poly((58, 78, 38), fg + [(x1, 740), (x0, 740)])
    for _ in range(160):
        gx = rng.uniform(x0, x1)
        gy = 690 + rng.uniform(-8, 30)
        c.line((44, 62, 30), (gx, gy), (gx + rng.uniform(-4, 4), gy - rng.uniform(6, 16)), 1.2)

    # warm evening light and a vignette
    light = c.alpha_layer()
    light.fill((255, 190, 120, 18))
    surf.blit(light, (0, 0))
    vig = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            d = ((x - 15.5) / 15.5) ** 2 + ((y - 8.5) / 8.5) ** 2
            vig.set_at((x, y), (20, 10, 4, min(170, int(max(0.0, d - 0.45) * 130))))
    quarter = pygame.transform.smoothscale(vig, (max(1, c.w // 4), max(1, c.h // 4)))
    surf.blit(pygame.transform.scale(quarter, (c.w, c.h)), (0, 0))
    return surf


def _farmhouse(c: _Canvas, x: float, y: float) -> None:
    """A Westphalian half-timbered house: white plaster, dark oak frame, steep tiled roof."""
    plaster, beam = (228, 218, 196), (62, 40, 24)
    w, h = 170, 62
    # walls
    c.rect(plaster, x, y, w, h)
    # roof
    roof = [(x - 14, y + 2), (x + w / 2, y - 74), (x + w + 14, y + 2)]
    c.poly((128, 58, 40), roof)
    for i in range(1, 7):
        t = i / 7
        a = (x - 14 + (w / 2 + 14) * t, y + 2 - 76 * t)
        b = (x + w + 14 - (w / 2 + 14) * t, y + 2 - 76 * t)
        c.line((104, 44, 30), a, b, 1.2)
    c.poly(beam, roof, 2)
    # chimney and smoke
    c.rect((120, 100, 90), x + 118, y - 62, 12, 30)
    puffs = []
    for i in range(9):
        r = 5 + i * 2.4
        px, py = x + 124 + i * 8 + 5 * math.sin(i * 0.9), y - 70 - i * 12
        puffs.append((px - r, py - r, 2 * r, 2 * r))
    _soft_shapes(c, puffs, (236, 232, 226), 120, 2)
    # timber frame
    for bx in range(0, w + 1, 34):
        c.line(beam, (x + bx, y), (x + bx, y + h), 3)
    c.line(beam, (x, y + h / 2), (x + w, y + h / 2), 2.5)
    c.line(beam, (x, y + 1), (x + w, y + 1), 3)
    c.line(beam, (x, y + h), (x + w, y + h), 3)
    for bx in (0, 102):
        c.line(beam, (x + bx, y + h / 2), (x + bx + 34, y), 2)
        c.line(beam, (x + bx + 34, y + h / 2), (x + bx, y + h), 2)
    # door and windows
    c.rect((84, 56, 34), x + 70, y + 24, 26, 38)
    c.line(beam, (x + 83, y + 24), (x + 83, y + 62), 1)
    for wx in (x + 40, x + 140):
        c.rect((70, 80, 90), wx, y + 10, 14, 14)
        c.rect((250, 210, 120), wx + 2, y + 12, 4, 4)
        c.rect(beam, wx, y + 10, 14, 14, 1.5)
    # a fence
    for i in range(12):
        fx = x - 60 + i * 10
        c.line((90, 64, 40), (fx, y + h + 4), (fx, y + h - 10), 2)
    c.line((90, 64, 40), (x - 62, y + h - 6), (x + 52, y + h - 6), 1.5)


def _tree(c: _Canvas, rng: random.Random, x: float, y: float, s: float) -> None:
    c.line((70, 48, 30), (x, y), (x, y - 34 * s), 5 * s)
    for dx, dy, r, col in ((-12, -40, 18, (62, 92, 48)), (12, -42, 17, (70, 100, 52)), (0, -56, 20, (78, 108, 56)),
                           (-4, -44, 14, (92, 120, 62))):
        c.circle(col, x + dx * s, y + dy * s, r * s)


def _fir(c: _Canvas, x: float, y: float, s: float) -> None:
    c.line((60, 40, 26), (x, y), (x, y - 12 * s), 4 * s)
    for i in range(4):
        w = (24 - i * 5) * s
        top = y - (18 + i * 14) * s
        c.poly((40 - i * 2, 70 + i * 4, 44), [(x - w, top + 20 * s), (x, top - 8 * s), (x + w, top + 20 * s)])


def _pit_head(c: _Canvas, x: float, y: float) -> None:
    """The shaft mouth with a windlass: two trestles, a reel with rope, cranks, and a shed roof."""
    wood, dark = (116, 80, 46), (58, 38, 22)
    # spoil around the shaft
    c.ellipse((110, 88, 60), x - 70, y - 12, 140, 34)
    # shaft collar: a square of timber around a dark hole
    c.poly((20, 16, 14), [(x - 34, y), (x + 34, y), (x + 42, y + 12), (x - 42, y + 12)])
    c.poly(wood, [(x - 44, y - 2), (x + 44, y - 2), (x + 50, y + 4), (x - 50, y + 4)])
    c.poly(_shade(wood, 0.8), [(x - 50, y + 12), (x + 50, y + 12), (x + 46, y + 18), (x - 46, y + 18)])
    # trestles (A-frames) at both ends
    top = y - 64
    for tx in (x - 46, x + 46):
        c.line(dark, (tx - 14, y + 4), (tx, top), 5)
        c.line(dark, (tx + 14, y + 4), (tx, top), 5)
        c.line(wood, (tx - 13, y + 3), (tx, top + 1), 3)
        c.line(wood, (tx + 13, y + 3), (tx, top + 1), 3)
        c.line(dark, (tx - 9, y - 20), (tx + 9, y - 20), 3)
    # the reel (drum) with wound rope
    c.rect(dark, x - 48, top - 7, 96, 14)
    c.rect(wood, x - 46, top - 6, 92, 12)
    for i in range(16):
        rx = x - 36 + i * 4.6
        c.line((196, 170, 120), (rx, top - 6), (rx + 3, top + 6), 1.6)
    # crank handles (the Haspelknecht turns them)
    for side in (-1, 1):
        hx = x + side * 52
        c.line((60, 60, 64), (hx, top), (hx + side * 10, top + 14), 3)
        c.line((60, 60, 64), (hx + side * 10, top + 14), (hx + side * 18, top + 14), 3)
    # rope down the shaft with a kibble (bucket) of coal
    c.line((196, 170, 120), (x + 2, top + 6), (x + 2, y - 16), 1.8)
    c.poly((70, 50, 32), [(x - 9, y - 18), (x + 13, y - 18), (x + 10, y - 4), (x - 6, y - 4)])
    for i in range(3):
        c.circle((26, 24, 22), x - 4 + i * 6, y - 19, 4)
    # a little shed roof over the reel
    c.poly((92, 60, 34), [(x - 76, top - 8), (x, top - 44), (x + 76, top - 8), (x + 68, top - 4), (x, top - 36),
                          (x - 68, top - 4)])
    for i in range(9):
        t = i / 8
        c.line((70, 46, 26), (x - 72 + 72 * t, top - 6 - 36 * t), (x - 72 + 72 * t + 4, top - 2 - 36 * t), 1)
    c.line(dark, (x, top - 44), (x, top - 6), 3)
    # the Haspelknecht himself: a small figure at the crank
    fx, fy = x + 78, y + 2
    c.line((50, 40, 34), (fx, fy), (fx - 4, fy - 18), 3)          # legs
    c.line((50, 40, 34), (fx + 6, fy), (fx - 2, fy - 18), 3)
    c.poly((120, 60, 40), [(fx - 8, fy - 18), (fx + 4, fy - 18), (fx + 2, fy - 36), (fx - 7, fy - 36)])  # smock
    c.line((120, 60, 40), (fx - 5, fy - 32), (x + 66, top + 14), 2.5)  # arm to the crank
    c.circle((226, 190, 160), fx - 3, fy - 41, 5)
    c.poly((60, 50, 40), [(fx - 9, fy - 43), (fx + 4, fy - 43), (fx - 2, fy - 50)])  # hat


def _coal_heap(c: _Canvas, rng: random.Random, x: float, y: float, s: float) -> None:
    c.poly((30, 28, 26), [(x - 46 * s, y), (x - 22 * s, y - 22 * s), (x + 2 * s, y - 30 * s), (x + 26 * s, y - 18 * s),
                          (x + 48 * s, y)])
    for _ in range(40):
        lx = x + rng.uniform(-40, 40) * s
        top = y - 30 * s * (1 - abs(lx - x) / (48 * s))
        ly = rng.uniform(top + 3, y - 2)
        r = rng.uniform(2.5, 5) * s
        c.circle((22, 20, 19), lx, ly, r)
        if rng.random() < 0.5:
            c.circle((110, 110, 120), lx - r * 0.3, ly - r * 0.3, max(0.6, r * 0.28))


def _wheelbarrow(c: _Canvas, x: float, y: float) -> None:
    wood = (110, 74, 42)
    c.circle((60, 42, 26), x + 30, y + 2, 8)
    c.circle((140, 110, 80), x + 30, y + 2, 3)
    c.poly(wood, [(x - 6, y - 18), (x + 34, y - 18), (x + 28, y - 4), (x, y - 4)])
    c.line((70, 48, 28), (x - 26, y - 10), (x + 30, y + 2), 3)
    c.line((70, 48, 28), (x + 2, y - 4), (x - 2, y + 8), 2.5)
    for i in range(4):
        c.circle((26, 24, 22), x + 4 + i * 7, y - 20, 4)
