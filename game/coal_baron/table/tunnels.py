"""A pit's cross-section (pit_view.py draws it in the player's panel and in the large view): the
Surface with the workers at the pithead, the headframe and the storage; the shaft with the cage at
its level; four levels, each a gallery on both sides of the shaft, Light tiles (lit) on the side
the printed board gives them and Dark on the other, the printed lorry beside the shaft; under them
the Light/Dark balance and its cost now.

Which lorry holds which cube is not something the rules keep (C13: a tile's place in its tunnel
has no effect; loading names a colour, not a lorry), so the drawing decides, the same way every
time: the lorries nearest the shaft are emptied first (the cage loads there), and cubes of another
colour (a shortage's, C12) sit in the outermost full lorries (the newest tiles)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.table.cards import (
    draw_printed_lorry,
    draw_tile,
    level_plate,
    symbol_number,
    tile_width,
)
from game.coal_baron.table.sprites import cube_kind, rock_rgb
from game.core.i18n import _, ngettext, pgettext
from game.ui import theme
from game.ui.board import panels, sprites, textures
from game.ui.board import text as T

LORRY_W = 20
"""Design units: a lorry's width in a tunnel with room to spare (tiles shrink in a crowded one)."""


def sides(state, p: int, level: int) -> tuple[bool, bool]:
    """(Light side left?, printed lorry on the Light side?) for a level: the printed board has its
    Light tunnels left of the shaft (BGA and components.md §6); the printed lorry's side is data."""
    return True, rules().printed_sides[level - 1]


def in_bought_order(kinds: list[int], bought: list[int]) -> list[int]:
    """A side's tiles (kinds) in the order they were bought (`bought`: a seat's tile kinds in the
    order of the chronicle's "tile" events); any the chronicle does not name, after them."""
    left = list(kinds)
    out = []
    for k in bought:
        if k in left:
            left.remove(k)
            out.append(k)
    return out + left


def level_lorries(view, p: int, level: int) -> tuple[list, list]:
    """The level's lorries per side, nearest the shaft first: ("printed", None, 0) or ("tile", kind,
    j), one entry per lorry, and the cube each holds (a colour) or None, as the module's docstring
    assigns them."""
    light, dark = view.sided_tiles(p, level)
    cubes, empty = Q.level_lorries(view.state, p, level)
    return assign(tuple(light), tuple(dark), level, tuple(cubes), empty)


@lru_cache(maxsize=4096)
def assign(light_tiles: tuple, dark_tiles: tuple, level: int, cubes: tuple, empty: int) -> tuple:
    """level_lorries for the level's tiles per side (in order) and its cubes by colour and empty
    lorries (the same answer for the same pit: kept)."""
    ru = rules()
    printed_light = ru.printed_sides[level - 1]
    per_side: list[list[tuple]] = [[], []]      # 0 Light, 1 Dark
    per_side[0 if printed_light else 1].extend([("printed", None, 0)] * ru.printed_lorries)
    for side, tiles in ((0, light_tiles), (1, dark_tiles)):
        for j, kind in enumerate(tiles):
            per_side[side].extend([("tile", kind, j)] * ru.tile_lorries[kind])
    # nearest first across both sides: rank r of the Light side, then of the Dark side
    order = []
    for r in range(max(len(per_side[0]), len(per_side[1]))):
        for side in (0, 1):
            if r < len(per_side[side]):
                order.append((side, r))
    colour = level - 1
    full_colours = [colour] * cubes[colour] + [c for c in range(len(cubes)) if c != colour for _i in range(cubes[c])]
    held: dict[tuple[int, int], int | None] = {spot: None for spot in order[:empty]}
    for i, spot in enumerate(order[empty:]):
        held[spot] = full_colours[i] if i < len(full_colours) else None
    return per_side, [[held.get((s, r)) for r in range(len(per_side[s]))] for s in (0, 1)]


def _geometry(xs: pygame.Rect, sc: float) -> tuple[int, int, float, int]:
    """(the balance strip's height, the Surface's height, a level's height, the shaft's width)."""
    floor_h = round(17 * sc)
    surface_h = round((xs.height - floor_h) * .19)
    lh = (xs.height - floor_h - surface_h) / len(rules().colours)
    shaft_w = round(max(28 * sc, min(40 * sc, xs.width * .15)))
    return floor_h, surface_h, lh, shaft_w


def draw_background(surf, xs: pygame.Rect, sc: float) -> None:
    """What never changes in a cross-section (earth, sky, headframe, shaft, the levels' plates)."""
    _floor, surface_h, lh, shaft_w = _geometry(xs, sc)
    surf.blit(_background(xs.size, surface_h, lh, shaft_w, sc), xs)


def draw_cross_section(surf, xs: pygame.Rect, view, p: int, sc: float) -> None:
    """Everything of the cross-section but its background (draw_background: drawn first)."""
    ru = rules()
    _floor, surface_h, lh, shaft_w = _geometry(xs, sc)
    levels = len(ru.colours)
    shaft = pygame.Rect(xs.centerx - shaft_w // 2, xs.y, shaft_w, surface_h + round(lh * levels))
    rock = pygame.Rect(xs.x, xs.y + surface_h, xs.width, round(lh * levels))
    band = pygame.Rect(xs.x, xs.y, xs.width, surface_h)
    view.regions[("level", p, 0)] = band
    _pithead(surf, band, shaft, view, p, sc)
    # as large as fits two abreast in the cage with its middle free (the cage is grabbed there)
    cube_size = round(min(16 * sc, (shaft_w - 10 * sc) / 2, lh * .34))
    for lv in range(1, levels + 1):
        row = pygame.Rect(xs.x, round(rock.y + (lv - 1) * lh), xs.width, round(lh))
        view.regions[("level", p, lv)] = row
        _level(surf, row, shaft, view, p, lv, sc, cube_size)
    _cage(surf, shaft, xs.y, surface_h, lh, view, p, sc, cube_size)
    _balance(surf, pygame.Rect(xs.x, rock.bottom, xs.width, xs.bottom - rock.bottom), shaft, view, p, sc)


def _background(size: tuple[int, int], surface_h: int, lh: float, shaft_w: int, sc: float) -> pygame.Surface:
    """The cross-section's unchanging picture, in its own coordinates: the earth in bands shaded by
    each level's coal, the sky and grass, the headframe, the shaft with its guide rails, the levels'
    plates. Kept with the kit's textures (made again after a resize)."""
    key = ("cb_pit", size, surface_h, round(lh, 2), shaft_w, round(sc, 4))
    img = textures.cached(key)
    if img is not None:
        return img
    ru = rules()
    img = pygame.Surface(size)
    w, h = size
    levels = len(ru.colours)
    rock = pygame.Rect(0, surface_h, w, round(lh * levels))
    img.fill(theme.PARCHMENT)
    img.blit(textures.earth_texture(rock.size, seed=71, keep=False), rock)   # the picture is kept
    for lv in range(1, levels + 1):
        band = pygame.Rect(rock.x, round(rock.y + (lv - 1) * lh), rock.width, round(lh))
        tint = pygame.Surface(band.size, pygame.SRCALPHA)
        tint.fill((*rock_rgb(ru.colours[lv - 1]), 70))
        img.blit(tint, band)
    shaft = pygame.Rect(w // 2 - shaft_w // 2, 0, shaft_w, surface_h + round(lh * levels))
    sky = pygame.Rect(0, 0, w, surface_h)
    for i in range(5):
        strip = pygame.Rect(sky.x, sky.y + sky.height * i / 5, sky.width, sky.height / 5 + 1)
        pygame.draw.rect(img, theme.mix((168, 190, 202), (214, 220, 206), i / 4), strip)
    ground = sky.bottom - round(4 * sc)
    pygame.draw.rect(img, (92, 120, 58), (sky.x, ground, sky.width, sky.bottom - ground))
    # the shaft: dark, with its guide rails
    pygame.draw.rect(img, (30, 26, 24), pygame.Rect(shaft.x, surface_h // 2, shaft.width, shaft.height - surface_h // 2))
    for x in (shaft.x + round(3 * sc), shaft.right - round(4 * sc)):
        pygame.draw.line(img, (110, 84, 52), (x, surface_h * .55), (x, shaft.bottom), max(1, round(2 * sc)))
    # the headframe: two legs and a wheel over the shaft
    top = round(3 * sc)
    iron = (70, 62, 56)
    lw = max(1, round(2 * sc))
    pygame.draw.line(img, iron, (shaft.x, ground), (shaft.centerx - round(3 * sc), top + round(6 * sc)), lw)
    pygame.draw.line(img, iron, (shaft.right, ground), (shaft.centerx + round(3 * sc), top + round(6 * sc)), lw)
    for k in (1, 2):
        y = ground - (ground - top) * k / 3
        half = shaft.width / 2 * (1 - k / 3.4)
        pygame.draw.line(img, iron, (shaft.centerx - half, y), (shaft.centerx + half, y), max(1, round(sc)))
    pygame.draw.circle(img, iron, (shaft.centerx, top + round(6 * sc)), round(6 * sc), lw)
    pygame.draw.line(img, (150, 150, 150), (shaft.centerx, top + round(6 * sc)), (shaft.centerx, ground),
                     max(1, round(sc)))
    # each level's number on its plate, in the rock at the shaft's mouth of the level
    for lv in range(1, levels + 1):
        level_plate(img, (shaft.centerx, round(rock.y + (lv - 1) * lh) + round(8 * sc)), lv, ru.colours[lv - 1], sc)
    return textures.remember(key, img)


def _pithead(surf, band: pygame.Rect, shaft: pygame.Rect, view, p: int, sc: float) -> None:
    """The workers waiting left of the headframe, the storage right of it."""
    state = view.state
    ground = band.bottom - round(4 * sc)
    # the workers at the pithead (the supply): dragged from here onto the board
    left = pygame.Rect(band.x + round(3 * sc), band.y + round(2 * sc), shaft.x - band.x - round(8 * sc),
                       band.height - round(6 * sc))
    size = min(left.height, 22 * sc)
    kind = view.miner(p)
    n = state.supply[p]
    label = f"\u00d7{n}"
    # as many figures as leave room for the count before the headframe (one at least)
    room = left.width - T.text_size(label, "sans_bold", 13 * sc)[0] - size * .4
    shown = max(1, min(n, 3, int((room - size) // (size * .42)) + 1))
    x = left.x + size * .5
    for _i in range(shown):
        sprites.blit_piece(surf, kind, (x, ground - size * .45), size)
        x += size * .42
    lab = T.text(surf, label, "sans_bold", 13 * sc, theme.INK, (x + size * .4, ground - size * .45), "midleft")
    who = pygame.Rect(left.x, round(ground - size), max(1, round(lab.right - left.x)), round(size))
    view.regions[("workers" if p == view.me else "supply", p)] = who
    # the storage bunker, right of the shaft
    right = pygame.Rect(shaft.right + round(5 * sc), band.y + round(band.height * .28), band.right - shaft.right
                        - round(8 * sc), ground - band.y - round(band.height * .28))
    _storage(surf, right, view, p, sc)


def _storage(surf, rect: pygame.Rect, view, p: int, sc: float) -> None:
    """The storage: an open wooden bin at the Surface, its cubes by colour (a count on each colour
    held more than once), its name where the cubes leave room for it."""
    state = view.state
    ru = rules()
    slope = round(min(rect.height * .25, 5 * sc))
    shape = [(rect.x, rect.y), (rect.right, rect.y), (rect.right - slope, rect.bottom), (rect.x + slope, rect.bottom)]
    pygame.draw.polygon(surf, (0, 0, 0), [(x + sc, y + 2 * sc) for x, y in shape])
    pygame.draw.polygon(surf, (124, 88, 54), shape)
    for k in range(1, 3):
        y = rect.y + rect.height * k / 3
        pygame.draw.line(surf, (98, 68, 40), (rect.x + slope * k / 3, y), (rect.right - slope * k / 3, y), max(1, round(sc)))
    pygame.draw.polygon(surf, theme.OAK_DARK, shape, max(1, round(1.5 * sc)))
    pygame.draw.line(surf, (164, 124, 80), (rect.x, rect.y), (rect.right, rect.y), max(1, round(2 * sc)))
    view.regions[("storage", p)] = rect
    cube = "cube" if p == view.me else "xcube"
    size = min(rect.height * .78, 15 * sc)
    held = state.storage[p * 4:p * 4 + 4]
    groups = [(c, k) for c, k in enumerate(held) if k]
    step = size + round(8 * sc)
    x = rect.right - slope - round(3 * sc) - step * len(groups) + round(6 * sc)
    name = _("Storage")
    room = x - rect.x - slope - round(4 * sc)
    if T.text_size(name, "serif_italic", 12 * sc)[0] <= room:
        T.text(surf, name, "serif_italic", 12 * sc, theme.PARCHMENT_LIGHT, (rect.x + slope + round(3 * sc), rect.centery),
               "midleft")
    for c, k in groups:
        colour = ru.colours[c]
        r = sprites.blit_piece(surf, cube_kind(colour, view.colourblind), (x + size / 2, rect.centery), size)
        if k > 1:
            panels.badge(surf, str(k), (r.right - size * .05, r.y + size * .1), 11 * sc)
        view.regions[(cube, p, "storage", colour)] = r
        x += step


def _level(surf, row: pygame.Rect, shaft: pygame.Rect, view, p: int, lv: int, sc: float, cube_size: int) -> None:
    """A level's galleries, from the shaft outward: the printed lorry on its side, then the tiles;
    a crowded side squeezes its tiles (never past the pit's edge)."""
    ru = rules()
    colour = ru.colours[lv - 1]
    gh = round(row.height * .84)
    gy = row.y + (row.height - gh) // 2
    per_side, held = level_lorries(view, p, lv)
    cube = "cube" if p == view.me else "xcube"
    light_tiles, dark_tiles = view.sided_tiles(p, lv)
    index = 0
    for side in (0, 1):
        left = side == 0                         # the Light side is left of the shaft
        room = (shaft.x - row.x - round(3 * sc)) if left else (row.right - shaft.right - round(3 * sc))
        tiles = light_tiles if side == 0 else dark_tiles
        printed = ru.printed_sides[lv - 1] == (side == 0)
        segs = ([("printed", None)] if printed else []) + [("tile", k) for k in tiles]
        lorry_w = min(gh * .95, LORRY_W * 2.2 * sc)
        base = [tile_width(1 if s[0] == "printed" else ru.tile_lorries[s[1]], lorry_w, sc) for s in segs]
        f = min(1.0, room / sum(base)) if base else 1.0
        x = shaft.x if left else shaft.right
        # the tunnel goes on a little past its last tile, into the dark, then rock
        dug = round(sum(base) * f)
        mouth = min(room - dug, round(tile_width(1, lorry_w, sc) * .8))
        if mouth > 2:
            _tunnel_mouth(surf, pygame.Rect(x - dug - mouth if left else x + dug, gy, mouth, gh), left)
        ranks = 0
        for j, ((what, kind), w) in enumerate(zip(segs, base, strict=True)):
            w = max(2, round(w * f))
            seg = pygame.Rect(x - w if left else x, gy, w, gh)
            x = seg.x if left else seg.right
            n = 1 if what == "printed" else ru.tile_lorries[kind]
            cubes = held[side][ranks:ranks + n]
            keys = [("lorry", p, lv, index + i) for i in range(n)]
            cube_keys = [(cube, p, "lorry", lv, ru.colours[c], index + i) if c is not None else None
                         for i, c in enumerate(cubes)]
            names = [ru.colours[c] if c is not None else None for c in cubes]
            if what == "printed":
                box, crect = draw_printed_lorry(surf, seg, colour, names[0], sc, view.colourblind, cube_size)
                view.regions[keys[0]] = box
                if crect is not None:
                    view.regions[cube_keys[0]] = crect
            else:
                draw_tile(surf, seg, kind, sc, cubes=names, colourblind=view.colourblind, cube_size=cube_size,
                          regions=view.regions, lorry_keys=keys, cube_keys=cube_keys)
                view.regions[("tile", p, lv, "light" if side == 0 else "dark", j - (1 if printed else 0))] = seg
            ranks += n
            index += n


def _tunnel_mouth(surf, rect: pygame.Rect, left: bool) -> None:
    """Where a level's tunnel ends: its dark fading into the rock."""
    key = ("cb_mouth", rect.size, left)
    fade = textures.cached(key)
    if fade is None:
        fade = pygame.Surface(rect.size, pygame.SRCALPHA)
        for i in range(rect.width):
            t = i / max(1, rect.width - 1)
            alpha = round(200 * (t if left else 1 - t) ** 1.5)
            pygame.draw.line(fade, (36, 30, 26, alpha), (i, 0), (i, rect.height))
        fade = textures.remember(key, fade)
    surf.blit(fade, rect)


def _cage(surf, shaft: pygame.Rect, top: int, surface_h: int, lh: float, view, p: int, sc: float,
          cube_size: int) -> None:
    """The cage in the shaft at its level, its cubes inside (as large as a lorry's); a bar over
    them is the cage's own to grab."""
    state = view.state
    ru = rules()
    lv = state.cage_level[p]
    h = round(min(lh, surface_h) - 4 * sc) if lv == 0 else round(lh - 4 * sc)
    y = top + surface_h - h - round(3 * sc) if lv == 0 else round(top + surface_h + (lv - 1) * lh + 2 * sc)
    cage = pygame.Rect(shaft.x + round(2 * sc), y, shaft.width - round(4 * sc), max(round(16 * sc), h))
    pygame.draw.line(surf, (150, 150, 150), (shaft.centerx, top + surface_h * .3), (shaft.centerx, cage.y),
                     max(1, round(sc)))
    # a lamp-lit inside behind iron bars: every coal colour, black too, shows against it
    pygame.draw.rect(surf, (206, 192, 160), cage, border_radius=max(1, round(2 * sc)))
    for k in range(1, 4):
        x = cage.x + cage.width * k / 4
        pygame.draw.line(surf, (120, 116, 110), (x, cage.y), (x, cage.bottom), max(1, round(sc * .7)))
    bar = round(5 * sc)
    pygame.draw.rect(surf, (60, 60, 64), (cage.x, cage.y, cage.width, bar))
    pygame.draw.rect(surf, (60, 60, 64), (cage.x, cage.bottom - max(1, round(2 * sc)), cage.width, max(1, round(2 * sc))))
    pygame.draw.rect(surf, theme.GOLD, cage, max(1, round(1.5 * sc)), border_radius=max(1, round(2 * sc)))
    view.regions[("cage" if p == view.me else "xcage", p)] = cage
    load = state.cage[p * 4:p * 4 + 4]
    cube = "cube" if p == view.me else "xcube"
    inner = pygame.Rect(cage.x + round(2 * sc), cage.y + bar, cage.width - round(4 * sc), cage.height - bar - round(sc))
    cols = 2
    per_row = max(1, round(inner.height / 3))
    i = 0
    for c, k in enumerate(load):
        for _j in range(k):
            r, col = divmod(i, cols)
            # against the cage's sides: its middle stays free to grab the cage by
            cx = inner.x + cube_size / 2 if col == 0 else inner.right - cube_size / 2
            cy = inner.bottom - per_row * (r + .5)
            rr = sprites.blit_piece(surf, cube_kind(ru.colours[c], view.colourblind), (cx, cy), cube_size)
            view.regions[(cube, p, "cage", ru.colours[c], i)] = rr
            i += 1


def _balance(surf, strip: pygame.Rect, shaft: pygame.Rect, view, p: int, sc: float) -> None:
    """Light and Dark tiles under their sides; under the shaft the scales and the VP the
    difference would cost now (asked of the engine: queries.tunnel_balance)."""
    light, dark, vp = Q.tunnel_balance(view.state, p)
    cy = strip.centery
    # TRANSLATORS: under a pit's Light side: how many Light tiles it has ("Light 3")
    lt = pgettext("balance", "Light {n}").format(n=light)
    # TRANSLATORS: under a pit's Dark side: how many Dark tiles it has ("Dark 1")
    dt = pgettext("balance", "Dark {n}").format(n=dark)
    ink = theme.INK if vp == 0 else theme.DANGER
    cost = ngettext("{n} VP", "{n} VP", abs(vp)).format(n=f"\u2212{abs(vp)}" if vp else "0")
    mid = symbol_number(surf, "balance", cost, (shaft.centerx, cy), sc, size=15, ink=ink, anchor="center")
    # each side's count under it, after its lantern (lit: Light, unlit: Dark); the side's word too
    # where the pit leaves room for it
    icon = round(13 * sc)
    left_room = mid.x - strip.x - icon - round(8 * sc)
    right_room = strip.right - mid.right - icon - round(8 * sc)
    for text, number, room, left in ((lt, light, left_room, True), (dt, dark, right_room, False)):
        if T.text_size(text, "serif_bold", 12 * sc)[0] > room:
            text = str(number)
        if left:
            sprites.blit_piece(surf, "lantern", (strip.x + icon / 2 + round(sc), cy), icon)
            T.text(surf, text, "serif_bold", 12 * sc, theme.INK, (strip.x + icon + round(3 * sc), cy), "midleft")
        else:
            r = T.text(surf, text, "serif_bold", 12 * sc, theme.INK, (strip.right - icon - round(4 * sc), cy), "midright")
            sprites.blit_piece(surf, "lantern:off", (r.right + round(2 * sc) + icon / 2, cy), icon)
    view.regions[("balance", p)] = strip
