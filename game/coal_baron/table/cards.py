"""The printed pieces drawn at any size: an order card (its points, its spots as cube-shaped holes of
their colours with the cubes put on them, its vehicle), a card's back, a lorry (full or empty), a
tunnel tile (a stretch of gallery, lit by a lantern on the Light side, with its lorries) and a
price or a count beside its symbol. Shared by the board, the pits, the draws and the large pit.
Every number comes from the rules' data (game.coal_baron.components.rules)."""

from __future__ import annotations

import pygame

from game.coal_baron.components import rules
from game.coal_baron.state import PAIR
from game.coal_baron.table.sprites import cube_kind, cube_rgb, draw_pips, pip_ink
from game.ui import theme
from game.ui.board import sprites, textures
from game.ui.board import text as T

CARD_RATIO = 0.7
"""An order card's width for its height, as printed (portrait)."""
SPOT_LAYOUT: dict[int, list[tuple[float, float]]] = {1: [(0, 0)], 2: [(-.5, 0), (.5, 0)], 3: [(-.5, .45), (.5, .45), (0, -.5)],
               4: [(-.5, -.5), (.5, -.5), (-.5, .5), (.5, .5)]}
"""Where a card's spots sit around its middle, in spot sizes, as the printed cards arrange them."""


# ---------------------------------------------------------------------------- symbols with numbers


def symbol_number(surf, kind: str, number: str, pos, sc: float, *, size: float = 14, ink=theme.INK,
                  font: str = "sans_bold", text_size: float = 12, anchor: str = "midleft",
                  colourblind: bool = False) -> pygame.Rect:
    """A symbol (a sprite) and a number after it ("coin" and "6"), anchored at `pos` by its left
    middle (or its right middle, anchor "midright"); returns the rect both take."""
    s = size * sc
    tw, th = T.text_size(number, font, text_size * sc)
    gap = round(2 * sc)
    w = round(s + gap + tw)
    x = pos[0] - w if anchor == "midright" else pos[0] - w / 2 if anchor == "center" else pos[0]
    cy = pos[1]
    r = sprites.blit_piece(surf, kind, (x + s / 2, cy), s, colourblind)
    t = T.text(surf, number, font, text_size * sc, ink, (x + s + gap, cy), "midleft")
    return r.union(t)


def symbol_number_width(number: str, sc: float, size: float = 14, font: str = "sans_bold",
                        text_size: float = 12) -> int:
    return round(size * sc + 2 * sc + T.text_size(number, font, text_size * sc)[0])


def vp_seal(surf, vp: int, centre, radius: float) -> pygame.Rect:
    """An order's victory points on a red wax seal: the cards' VP symbol."""
    cx, cy = centre
    pygame.draw.circle(surf, (120, 30, 24), (cx + 1, cy + 1), radius)
    pygame.draw.circle(surf, theme.DANGER, (cx, cy), radius)
    pygame.draw.circle(surf, (214, 96, 80), (cx, cy), radius * .78, max(1, round(radius / 8)))
    T.text(surf, str(vp), "sans_bold", max(theme.MIN_TEXT_PX, radius * 1.15), theme.PARCHMENT_LIGHT, (cx, cy), "center")
    return pygame.Rect(round(cx - radius), round(cy - radius), round(2 * radius), round(2 * radius))


# ---------------------------------------------------------------------------- spots and cubes


def draw_spot(surf, rect: pygame.Rect, colour: str, fill: int, sc: float, colourblind: bool) -> None:
    """An order's spot: a hole the shape of a cube in its colour (gray and black differ in
    lightness, not only in shade), with its cube (or the pair of C20) sitting in it."""
    ru = rules()
    base = cube_rgb(colour)
    hole = theme.mix(base, theme.PARCHMENT_LIGHT, .5 if colour != "black" else .25)
    rad = max(1, round(rect.width * .18))
    pygame.draw.rect(surf, hole, rect, border_radius=rad)
    pygame.draw.rect(surf, theme.darken(base, .25), rect, max(1, round(1.5 * sc)), border_radius=rad)
    # the hole's inner shadow: it reads as a place for a cube
    pygame.draw.line(surf, theme.darken(hole, .25), (rect.x + rad, rect.y + max(1, round(2 * sc))),
                     (rect.right - rad, rect.y + max(1, round(2 * sc))), max(1, round(sc)))
    if fill >= PAIR:
        a, b = divmod(fill - PAIR, 4)
        s = rect.width * .72
        sprites.blit_piece(surf, cube_kind(ru.colours[a], colourblind), (rect.x + s * .45, rect.y + s * .5), s)
        sprites.blit_piece(surf, cube_kind(ru.colours[b], colourblind), (rect.right - s * .45, rect.bottom - s * .45), s)
    elif fill >= 0:
        sprites.blit_piece(surf, cube_kind(ru.colours[fill], colourblind), rect.center, rect.width * 1.08)
    elif colourblind:
        draw_pips(surf, colour, rect.center, rect.width * .8)


# ---------------------------------------------------------------------------- order cards


def card_size(height: float) -> tuple[int, int]:
    return round(height * CARD_RATIO), round(height)


def draw_card(surf, rect: pygame.Rect, card: int, sc: float, *, fills=None, regions=None, key=None,
              spot_key=None, colourblind: bool = False, lit: bool = False) -> None:
    """An order card: its VP on a seal at the top, its spots in the middle (cubes in the filled
    ones), its vehicle at the bottom. Regions: `key` the card, (*spot_key, listed, j) each spot.
    Drawn once per look and size (kept with the kit's textures)."""
    ru = rules()
    coal = ru.card_coal[card]
    fills = tuple(fills) if fills is not None else None
    ckey = ("cb_card", rect.size, card, fills, colourblind, lit, round(sc, 4))
    img = textures.cached(ckey)
    off = (max(1, round(sc)), max(1, round(2 * sc)))
    if img is None:
        img = pygame.Surface((rect.width + off[0], rect.height + off[1]), pygame.SRCALPHA)
        _card_face(img, pygame.Rect(0, 0, rect.width, rect.height), card, sc, fills, colourblind, lit, off)
        img = textures.remember(ckey, img)
    surf.blit(img, rect)
    if regions is not None and spot_key is not None:
        for j, spot in enumerate(_spot_rects(rect, card, sc)):
            f = fills[j] if fills is not None else -1
            # a free spot is named as the first free spot of its colour on the card (the one the
            # engine lists: equal spots are the same move, C48)
            listed = j if f != -1 or fills is None else next(i for i, (cc, ff) in enumerate(zip(coal, fills, strict=True))
                                                             if cc == coal[j] and ff == -1)
            regions[(*spot_key, listed, j)] = spot
    if regions is not None and key is not None:
        regions[key] = rect


def _seal_radius(rect: pygame.Rect) -> float:
    return max(theme.MIN_TEXT_PX * .62, min(rect.width * .2, rect.height * .13))


def _spot_rects(rect: pygame.Rect, card: int, sc: float) -> list[pygame.Rect]:
    """Where a card's spots lie: between its seal and its vehicle, as the printed cards place them."""
    coal = rules().card_coal[card]
    w, h = rect.size
    seal_r = _seal_radius(rect)
    vh = h * .2
    top = rect.y + 2 * seal_r + h * .06
    bottom = rect.bottom - vh * 1.1
    mid = (top + bottom) / 2
    n = len(coal)
    cols = 1 if n == 1 else 2
    rows = 1 if n <= 2 else 2
    s = max(4, min((w * .84) / (cols + (cols - 1) * .2), (bottom - top) / (rows + (rows - 1) * .2), 22 * sc))
    step = s * 1.14
    out = []
    for j in range(n):
        dx, dy = SPOT_LAYOUT[n][j]
        spot = pygame.Rect(0, 0, round(s), round(s))
        spot.center = (round(rect.centerx + dx * step), round(mid + dy * step))
        out.append(spot)
    return out


def _card_face(surf, rect: pygame.Rect, card: int, sc: float, fills, colourblind: bool, lit: bool, off) -> None:
    ru = rules()
    pygame.draw.rect(surf, (0, 0, 0), rect.move(*off), border_radius=max(2, round(4 * sc)))
    pygame.draw.rect(surf, theme.PARCHMENT_LIGHT, rect, border_radius=max(2, round(4 * sc)))
    inner = rect.inflate(-max(2, round(4 * sc)), -max(2, round(4 * sc)))
    pygame.draw.rect(surf, theme.mix(theme.PARCHMENT_LIGHT, theme.OAK, .18), inner, max(1, round(sc)),
                     border_radius=max(2, round(3 * sc)))
    pygame.draw.rect(surf, theme.GOLD if lit else theme.OAK_DARK, rect, max(1, round((2 if lit else 1.2) * sc)),
                     border_radius=max(2, round(4 * sc)))
    w, h = rect.size
    seal_r = _seal_radius(rect)
    vp_seal(surf, ru.card_vp[card], (rect.centerx, rect.y + seal_r + max(2, h * .04)), seal_r)
    vh = h * .2
    veh = min(w * .92, vh * 2.0)
    sprites.blit_piece(surf, f"vehicle:{ru.vehicles[ru.card_vehicle[card]]}", (rect.centerx, rect.bottom - vh * .62), veh)
    for j, (c, spot) in enumerate(zip(ru.card_coal[card], _spot_rects(rect, card, sc), strict=True)):
        draw_spot(surf, spot, ru.colours[c], fills[j] if fills is not None else -1, sc, colourblind)


def draw_card_back(surf, rect: pygame.Rect, sc: float) -> None:
    """An order card face down: the backs the stacks and the delivered piles show."""
    pygame.draw.rect(surf, (0, 0, 0), rect.move(max(1, round(sc)), max(1, round(2 * sc))), border_radius=max(2, round(4 * sc)))
    pygame.draw.rect(surf, (112, 72, 44), rect, border_radius=max(2, round(4 * sc)))
    inner = rect.inflate(-max(2, round(5 * sc)), -max(2, round(5 * sc)))
    pygame.draw.rect(surf, (138, 94, 56), inner, max(1, round(sc)), border_radius=max(2, round(3 * sc)))
    pygame.draw.rect(surf, theme.OAK_DARK, rect, max(1, round(1.2 * sc)), border_radius=max(2, round(4 * sc)))
    # crossed hammer and pick: the game's mark on its backs
    sprites.blit_piece(surf, "pick", rect.center, min(rect.width, rect.height) * .62)


def draw_pile(surf, rect: pygame.Rect, count: int, sc: float) -> pygame.Rect:
    """A face-down pile of `count` cards (a few backs offset), the top one at `rect`'s top left."""
    shown = max(1, min(count, 4))
    off = max(1, round(2 * sc))
    card = pygame.Rect(rect.x, rect.y, rect.width - off * (shown - 1), rect.height - off * (shown - 1))
    for i in range(shown - 1, -1, -1):
        draw_card_back(surf, card.move(off * i, off * i), sc)
    return card


# ---------------------------------------------------------------------------- lorries and tiles


def lorry_shape(rect: pygame.Rect) -> list[tuple[float, float]]:
    x, y, w, h = rect
    return [(x, y + h * .12), (x + w, y + h * .12), (x + w * .9, y + h * .78), (x + w * .1, y + h * .78)]


def draw_lorry(surf, rect: pygame.Rect, colour: str, cube: str | None, sc: float, colourblind: bool,
               cube_size: float) -> pygame.Rect | None:
    """A lorry of a level's colour on its rails, full (a cube of its colour, or of the colour a
    shortage gave it) or empty (its dark inside shows). Returns the cube's rect, if any."""
    body = lorry_shape(rect)
    base = cube_rgb(colour)
    wheel_r = max(1.5, rect.height * .16)
    for fx in (.28, .72):
        pygame.draw.circle(surf, (34, 30, 28), (rect.x + rect.width * fx, rect.bottom - wheel_r), wheel_r)
        pygame.draw.circle(surf, (120, 110, 96), (rect.x + rect.width * fx, rect.bottom - wheel_r), wheel_r * .4)
    pygame.draw.polygon(surf, base, body)
    if cube is None:
        # the open top: the lorry's dark inside
        pygame.draw.rect(surf, theme.darken(base, .62), (rect.x + rect.width * .1, rect.y + rect.height * .1,
                                                          rect.width * .8, rect.height * .16))
    pygame.draw.polygon(surf, theme.darken(base, .55) if colour != "black" else (110, 106, 100), body,
                        max(1, round(sc)))
    pygame.draw.line(surf, theme.lighten(base, .3), (rect.x + rect.width * .08, rect.y + rect.height * .2),
                     (rect.right - rect.width * .08, rect.y + rect.height * .2), max(1, round(sc * .8)))
    if colourblind:
        draw_pips(surf, colour, (rect.centerx, rect.y + rect.height * .48), min(rect.width * .6, rect.height * .56))
    if cube is None:
        return None
    c = cube_rect(rect, cube_size)
    sprites.blit_piece(surf, cube_kind(cube, colourblind), c.center, cube_size)
    return c


def draw_gallery(surf, rect: pygame.Rect, sc: float, light: bool, seed: int = 0) -> None:
    """A stretch of tunnel: its floor and rails, timber props at both ends and, on the Light side,
    a lantern's warm light (the printed tiles' lanterns)."""
    if light:
        top, bottom = (204, 158, 88), (124, 88, 52)
    else:
        top, bottom = (104, 86, 70), (66, 54, 44)
    h = rect.height
    for i in range(4):
        band = pygame.Rect(rect.x, rect.y + h * i / 4, rect.width, h / 4 + 1)
        pygame.draw.rect(surf, theme.mix(top, bottom, i / 3), band)
    prop = max(2, round(3 * sc))
    wood = (126, 88, 50)
    pygame.draw.rect(surf, theme.darken(wood, .3), (rect.x, rect.y, rect.width, max(1, round(2.5 * sc))))
    for x in (rect.x, rect.right - prop):
        pygame.draw.rect(surf, wood, (x, rect.y, prop, h))
        pygame.draw.line(surf, theme.darken(wood, .4), (x, rect.y), (x, rect.bottom), max(1, round(sc * .6)))
    rail = rect.bottom - max(1, round(2 * sc))
    pygame.draw.line(surf, (96, 90, 84), (rect.x, rail), (rect.right, rail), max(1, round(1.5 * sc)))
    if light:
        size = min(h * .5, rect.width * .5, 16 * sc)
        sprites.blit_piece(surf, "lantern", (rect.centerx, rect.y + size * .52), size)


def tile_width(lorries: int, lorry_w: float, sc: float) -> float:
    """A tile's width for its lorries (each `lorry_w` wide), its props and gaps included."""
    return lorries * lorry_w + (lorries + 1) * 3 * sc + 4 * sc


def draw_tile(surf, rect: pygame.Rect, kind: int, sc: float, *, cubes=None, colourblind: bool = False,
              cube_size: float | None = None, regions=None, lorry_keys=None, cube_keys=None) -> None:
    """A tunnel tile: a stretch of gallery with its 1 or 2 lorries of its colour, lit on the Light
    side. `cubes`: per lorry the colour of its cube or None (empty); by default all full of the
    tile's own colour (a tile on the board). Regions: lorry_keys[i] each lorry, cube_keys[i] each
    cube. Drawn once per look and size (kept with the kit's textures): a table shows many alike."""
    ru = rules()
    colour = ru.colours[ru.tile_colour[kind]]
    n = ru.tile_lorries[kind]
    cubes = tuple(cubes if cubes is not None else [colour] * n)
    key = ("cb_tile", rect.size, kind, cubes, colourblind, cube_size, round(sc, 4))
    img = textures.cached(key)
    if img is None:
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        local = img.get_rect()
        draw_gallery(img, local, sc, ru.tile_light[kind])
        _lorries(img, local, colour, list(cubes), sc, colourblind, cube_size, None, None, None)
        img = textures.remember(key, img)
    surf.blit(img, rect)
    if regions is not None:
        for i, (box, cube) in enumerate(zip(lorry_rects(rect, n, sc), cubes, strict=True)):
            if lorry_keys is not None:
                regions[lorry_keys[i]] = box
            if cube is not None and cube_keys is not None and cube_keys[i] is not None:
                regions[cube_keys[i]] = cube_rect(box, cube_size if cube_size is not None else _cube_size(box))


def cube_rect(box: pygame.Rect, size: float) -> pygame.Rect:
    """Where a full lorry's cube sits: on top of its load."""
    c = pygame.Rect(0, 0, round(size), round(size))
    c.midbottom = (box.centerx, round(box.y + box.height * .42))
    return c


def _cube_size(box: pygame.Rect) -> float:
    return min(box.width * .7, box.height * .85)


def lorry_rects(rect: pygame.Rect, n: int, sc: float) -> list[pygame.Rect]:
    """Where n lorries stand in a stretch of gallery: side by side on its rails, as wide as the
    stretch allows (overlapping a little in a squeezed tunnel), never wider than tall allows."""
    pad = 4 * sc
    room = rect.width - 2 * pad
    h = min(rect.height * .56, 26 * sc)
    w = min(h * 1.5, (room - (n - 1) * 2 * sc) / n) if n else 0
    w = max(w, 4 * sc)
    step = (room - w) / (n - 1) if n > 1 else 0
    step = min(step, w + 2 * sc)
    total = w + step * (n - 1)
    x0 = rect.centerx - total / 2
    return [pygame.Rect(round(x0 + i * step), round(rect.bottom - h - 2 * sc), round(w), round(h)) for i in range(n)]


def _lorries(surf, rect, colour, cubes, sc, colourblind, cube_size, regions, lorry_keys, cube_keys) -> None:
    boxes = lorry_rects(rect, len(cubes), sc)
    for i, (box, cube) in enumerate(zip(boxes, cubes, strict=True)):
        size = cube_size if cube_size is not None else _cube_size(box)
        c = draw_lorry(surf, box, colour, cube, sc, colourblind, size)
        if regions is not None:
            if lorry_keys is not None:
                regions[lorry_keys[i]] = box
            if c is not None and cube_keys is not None and cube_keys[i] is not None:
                regions[cube_keys[i]] = c


def draw_printed_lorry(surf, rect: pygame.Rect, colour: str, cube: str | None, sc: float, colourblind: bool,
                       cube_size: float) -> tuple[pygame.Rect, pygame.Rect | None]:
    """The lorry printed on a level of the pit, beside the shaft (not a tile): bare rock behind it."""
    key = ("cb_printed", rect.size, colour, cube, colourblind, cube_size, round(sc, 4))
    img = textures.cached(key)
    if img is None:
        img = pygame.Surface(rect.size)
        local = img.get_rect()
        img.fill((60, 48, 38))
        rail = local.bottom - max(1, round(2 * sc))
        pygame.draw.line(img, (96, 90, 84), (0, rail), (local.right, rail), max(1, round(1.5 * sc)))
        draw_lorry(img, lorry_rects(local, 1, sc)[0], colour, cube, sc, colourblind, cube_size)
        img = textures.remember(key, img)
    surf.blit(img, rect)
    box = lorry_rects(rect, 1, sc)[0]
    return box, (cube_rect(box, cube_size) if cube is not None else None)


def level_plate(surf, centre, level: int, colour: str, sc: float) -> pygame.Rect:
    """A level's number on a wooden plate in its coal colour's frame (the printed board's signs)."""
    tw, th = T.text_size(str(level), "serif_bold", 12 * sc)
    r = pygame.Rect(0, 0, max(tw + round(6 * sc), th), th)
    r.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surf, (150, 112, 70), r, border_radius=max(1, round(2 * sc)))
    pygame.draw.rect(surf, cube_rgb(colour), r, max(1, round(1.5 * sc)), border_radius=max(1, round(2 * sc)))
    T.text(surf, str(level), "serif_bold", 12 * sc, theme.INK, r.center, "center")
    return r


__all__ = ["CARD_RATIO", "card_size", "draw_card", "draw_card_back", "draw_gallery", "draw_lorry",
           "draw_pile", "draw_printed_lorry", "draw_spot", "draw_tile", "level_plate", "lorry_rects",
           "pip_ink", "symbol_number", "symbol_number_width", "tile_width", "vp_seal"]
