"""The mine on a player's large board: the Pinge with its coal and wood fields, the cover tile, the
tunnel's sections and the shaft, and the buildings' status, drawn with the boards' shared parts
(board_parts.py); player_board.draw_large draws it, in steps (a generator: at 4K the mine alone
was up to 9 ms of drawing, more than a frame's budget)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.core.i18n import _, ngettext, pgettext
from game.haspelknecht.queries import building_works, pinge_flooded, shaft_flooded
from game.haspelknecht.table.board_parts import (
    DW,
    board_label,
    building_kind,
    dashed_rect,
    pinge_coal_slots,
    pit_prop,
    tunnel_section_coal,
    worker_card,
)
from game.haspelknecht.table.geo import Geo, View
from game.ui import theme
from game.ui.board import panels, sprites, textures
from game.ui.board import text as T


def draw_mine_steps(surface, g: Geo, view: View, p: int) -> Iterator[None]:
    state = view.state
    pl = state.players[p]
    r = state.rules
    k = g.k
    pic = g.r(8, 192, DW - 16, 190)
    ground_y = 236
    top, body = _landscape(g)
    surface.blit(top, pic.topleft)
    surface.blit(body, (pic.x, pic.y + top.get_height()))
    view.add(("mine", p), pic)
    yield

    # --- the Pinge (or the tile that covers it) ---
    if not pl.exhausted:
        _pinge(surface, g, view, p, ground_y)
    else:
        _cover_tile(surface, g, view, p)
    yield

    # --- the shaft with the windlass ---
    shaft = g.r(246, ground_y, 36, 380 - ground_y)
    pygame.draw.rect(surface, (38, 30, 24), shaft)
    for yy in range(ground_y + 8, 378, 18):
        pygame.draw.line(surface, (120, 84, 48), g.p(246, yy), g.p(282, yy), max(1, round(2 * k)))
    pygame.draw.rect(surface, (90, 64, 40), shaft, max(1, round(1.5 * k)))
    sprites.blit_piece(surface, "windlass", g.p(264, ground_y - 20), g.n(46))
    view.add(("shaft", p), shaft)
    if pl.shaft_water:
        lvl = min(shaft.height * .6, g.n(10 + 9 * pl.shaft_water))
        wr = pygame.Rect(shaft.left + 1, shaft.bottom - lvl, shaft.width - 2, lvl)
        wsurf = pygame.Surface(wr.size, pygame.SRCALPHA)
        wsurf.fill((58, 112, 158, 170))
        surface.blit(wsurf, wr)
    water_r = pygame.Rect(shaft.left, shaft.bottom - g.n(26), shaft.width, g.n(26))
    view.add(("water", p, "shaft"), water_r if pl.exhausted else pygame.Rect(shaft.left, shaft.bottom - g.n(8), shaft.width, g.n(8)))
    # shaft coal stacked from the bottom (above the water)
    coal_area = pygame.Rect(shaft.left + g.n(2), shaft.top + g.n(4), shaft.width - g.n(4), shaft.height - g.n(30))
    for j in range(min(pl.shaft_coal, 6)):
        col, row = j % 2, j // 2
        sprites.blit_piece(surface, "coal", (coal_area.left + g.n(9 + col * 15), coal_area.bottom - g.n(8 + row * 14)), g.n(16))
    if pl.shaft_coal > 6:
        panels.badge(surface, str(pl.shaft_coal), (shaft.centerx, coal_area.bottom - g.n(52)), g.n(12))
    if pl.shaft_water:
        sprites.blit_piece(surface, "water", (shaft.centerx - g.n(6), shaft.bottom - g.n(12)), g.n(16))
        panels.badge(surface, str(pl.shaft_water), (shaft.centerx + g.n(9), shaft.bottom - g.n(12)), g.n(11))

    yield
    # --- the tunnel ---
    _tunnel(surface, g, view, p)
    yield

    # --- buildings on the surface, right of the shaft ---
    x = 300
    for tile in sorted(pl.buildings):
        info = r.tiles[tile]
        rect = g.r(x, ground_y - 44, 44, 44)
        sprites.blit_piece(surface, f"building:{tile}", rect.center, g.n(44))
        view.add(("building", p, tile), rect)
        lab = board_label(surface, _(info.name), g.t(11), g.p(x + 46, ground_y - 30), "midleft", theme.INK, "serif_bold")
        status = _building_status(state, pl, tile)
        if status:
            board_label(surface, status, g.t(9.5), (lab.left, lab.bottom), "topleft", theme.INK_SOFT, "serif_italic")
        x += 46 + max(lab.width / k, 60) + 10
    if not pl.buildings:
        board_label(surface, _("no buildings yet"), g.t(11), g.p(304, ground_y - 22), "midleft", (90, 100, 110), "serif_italic")


def _landscape(g: Geo) -> tuple[pygame.Surface, pygame.Surface]:
    """The mine's sky, earth and grass in its frame, the same on every player's board: drawn once
    per board geometry and kept with the textures, as the rows under its rounded top corners
    (transparent outside them) and the rows below (opaque, copied as they are)."""
    key = ("mine-landscape", g.ox, g.oy, g.kx, g.ky, g.k)
    top = textures.cached(key + ("top",))
    body = textures.cached(key + ("body",))
    if top is not None and body is not None:
        return top, body
    k = g.k
    pic = g.r(8, 192, DW - 16, 190)
    ground_y = 236
    rad = max(2, round(8 * k))
    img = pygame.Surface(pic.size, pygame.SRCALPHA)
    at = (-pic.x, -pic.y)            # drawn where the board has it, less the picture's corner

    def mv(r: pygame.Rect) -> pygame.Rect:
        return r.move(at)

    # sky and ground
    pygame.draw.rect(img, (186, 204, 210), mv(pic), border_radius=rad)
    for i in range(6):
        band = g.r(8, 192 + i * (ground_y - 192) / 6, DW - 16, (ground_y - 192) / 6 + 1)
        pygame.draw.rect(img, theme.mix((160, 186, 200), (214, 222, 212), i / 5), mv(band),
                         border_top_left_radius=rad if i == 0 else 0, border_top_right_radius=rad if i == 0 else 0)
    earth = g.r(8, ground_y, DW - 16, 382 - ground_y)
    img.blit(textures.earth_texture(earth.size, seed=31, keep=False), mv(earth))   # the landscape is kept
    # grass line
    pygame.draw.rect(img, (92, 120, 58), mv(g.r(8, ground_y - 3, DW - 16, 5)))
    for i in range(0, DW - 20, 7):
        x, y = g.p(10 + i, ground_y - 2)
        x, y = x + at[0], y + at[1]
        pygame.draw.line(img, (70, 100, 44), (x, y), (x + g.n(2), y - g.n(4 + (i * 7) % 4)), max(1, round(k)))
    pygame.draw.rect(img, theme.OAK_DARK, mv(pic), max(1, round(1.5 * k)), border_radius=rad)
    rows = min(rad + 1, pic.height)     # the rows the rounded top corners take
    top = textures.remember(key + ("top",), img.subsurface((0, 0, pic.width, rows)).copy())
    body = pygame.Surface((pic.width, pic.height - rows))
    body.blit(img, (0, 0), (0, rows, pic.width, pic.height - rows))
    return top, textures.remember(key + ("body",), body)


def _building_status(state, pl, tile: int) -> str:
    kind = building_kind(state, tile)
    if kind == "charcoal_burner":
        if not building_works(state, pl, tile):
            return _("works from the next phase")
        # TRANSLATORS: a building's state under its name: the Charcoal Burner can be used now
        return _("used this phase") if pl.burner_used else pgettext("building", "ready")
    if kind == "water_mill":
        return _("a worker field") if building_works(state, pl, tile) else _("works from the next phase")
    if kind == "storage":
        return _("stores in winter")
    return ""


def _pinge(surface, g: Geo, view: View, p: int, ground_y: float) -> None:
    state = view.state
    pl = state.players[p]
    r = state.rules
    k = g.k
    pit = [g.p(14, ground_y), g.p(236, ground_y), g.p(214, 334), g.p(36, 334)]
    pygame.draw.polygon(surface, (66, 48, 32), pit)
    inner = [g.p(22, ground_y + 2), g.p(228, ground_y + 2), g.p(209, 330), g.p(41, 330)]
    pygame.draw.polygon(surface, (84, 62, 40), inner)
    # the coal seam at the floor
    seam = g.r(40, 300, 170, 30)
    pygame.draw.rect(surface, (46, 38, 32), seam, border_radius=max(1, round(4 * k)))
    bbox = g.r(14, ground_y, 222, 334 - ground_y)
    view.add(("pinge", p), bbox)
    # TRANSLATORS: the open-cast pit on a player's board (the printed game's German word)
    cap = board_label(surface, pgettext("board", "Pinge"), g.t(15), g.p(20, 196), "topleft", theme.INK, "caps")
    bound = r.pinge_bounds[pl.pinge_wood]
    slots = pinge_coal_slots(state, pl)
    x = 44
    next_wood_rect = None
    last_wood_rect = None
    for what, idx in slots:
        if what == "coal":
            c = (x + 9, 315)
            if idx >= pl.pinge_taken:
                sprites.blit_piece(surface, "coal", g.p(*c), g.n(19))
                if idx >= bound:
                    veil = pygame.Surface((g.n(19), g.n(19)), pygame.SRCALPHA)
                    pygame.draw.circle(veil, (20, 14, 10, 120), (g.n(9.5), g.n(9.5)), g.n(9.5))
                    surface.blit(veil, (g.p(*c)[0] - g.n(9.5), g.p(*c)[1] - g.n(9.5)))
            else:
                pygame.draw.circle(surface, (70, 56, 44), g.p(*c), g.n(5))
            x += 19
        else:
            field = g.r(x + 1, 280, 12, 50)
            last_wood_rect = field
            if idx < pl.pinge_wood:
                pit_prop(surface, field, k)
            else:
                dashed_rect(surface, field, (210, 180, 130), max(1, round(k)), max(2, round(3 * k)))
                if next_wood_rect is None:
                    next_wood_rect = field
            x += 15
    assert last_wood_rect is not None       # the printed Pinge has wood fields between its segments
    view.add(("wood", p, "pinge"), (next_wood_rect or last_wood_rect).inflate(g.n(10), g.n(6)))
    # pit water pools on the floor
    if pl.pinge_water:
        level = min(g.n(34), g.n(8 + 8 * pl.pinge_water))
        wr = pygame.Rect(0, 0, g.n(176), level)
        wr.midbottom = g.p(125, 332)
        ws = pygame.Surface(wr.size, pygame.SRCALPHA)
        ws.fill((58, 112, 158, 150))
        pygame.draw.line(ws, (160, 200, 230, 200), (0, 0), (wr.width, 0), max(1, round(k)))
        surface.blit(ws, wr)
    water_rect = g.r(92, 250, 66, 26)
    view.add(("water", p, "pinge"), water_rect)
    for j in range(min(pl.pinge_water, 4)):
        sprites.blit_piece(surface, "water", (water_rect.left + g.n(10 + j * 15), water_rect.centery), g.n(18))
    if pl.pinge_water > 4:
        panels.badge(surface, str(pl.pinge_water), (water_rect.right, water_rect.centery), g.n(12))
    if pinge_flooded(state, pl):
        board_label(surface, _("flooded: no digging"), g.t(11), g.p(125, 244), "midtop", (190, 220, 250), "serif_bold")
    left = r.pinge_coal - pl.pinge_taken
    _coal_left_note(surface, g, cap, ngettext("{n} coal left", "{n} coal left", left).format(n=left))


def _coal_left_note(surface, g: Geo, cap: pygame.Rect, note: str) -> None:
    """The coal left in the Pinge, written after its caption where both fit before the pit's edge,
    else under it: measured with the fonts, as the caption's length differs by language ("Odkrywka"
    ran into "zostały 2 węgle" when the note sat at a fixed place)."""
    size, kind = g.t(11), "serif_italic"
    gap, edge = g.n(8), g.p(232, 0)[0]
    w = T.text_size(note, kind, size)[0]
    if cap.right + gap + w <= edge:
        board_label(surface, note, size, (cap.right + gap, cap.bottom - g.n(1)), "bottomleft", theme.INK_SOFT, kind)
    else:
        board_label(surface, note, size, (cap.left, cap.bottom), "topleft", theme.INK_SOFT, kind,
               max_width=round(edge - cap.left))


def _cover_tile(surface, g: Geo, view: View, p: int) -> None:
    """The Coal-miner and Haspelknecht tile that covers the exhausted Pinge."""
    k = g.k
    tile = g.r(12, 196, 228, 140)
    panels.panel(surface, tile, k, kind="wood", radius=8, width=1.5, seed=41 + p, base=(120, 86, 52))
    view.add(("pinge", p), tile)
    board_label(surface, _("Pinge exhausted"), g.t(11), (tile.centerx, tile.top + g.n(2)), "midtop", theme.PARCHMENT_LIGHT,
           "serif_italic")
    for i, w in enumerate(("coal_miner", "haspelknecht")):
        rect = g.r(16 + i * 112, 212, 108, 120)
        worker_card(surface, g, view, p, w, rect)


def _tunnel(surface, g: Geo, view: View, p: int) -> None:
    state = view.state
    pl = state.players[p]
    r = state.rules
    k = g.k
    x0, x1 = 282, DW - 14
    top, bot = 300, 376
    gallery = g.r(x0, top, x1 - x0, bot - top)
    pygame.draw.rect(surface, (40, 32, 26), gallery)
    pygame.draw.rect(surface, (58, 46, 36), g.r(x0, bot - 10, x1 - x0, 10))
    view.add(("tunnel", p), gallery)
    board_label(surface, pgettext("board", "Tunnel"), g.t(15), g.p(x0 + 8, 244), "topleft", theme.PARCHMENT_LIGHT, "caps")
    n = len(r.tunnel_cum)
    sw = (x1 - x0) / n
    next_wood = None
    last = None
    for i in range(n):
        sx = x0 + i * sw
        field = g.r(sx + 1, top + 2, 10, bot - top - 12)
        last = field
        wooded = pl.tunnel_wood > i
        if wooded:
            pit_prop(surface, field.inflate(g.n(2), 0), k, frame=True)
        else:
            dashed_rect(surface, field, (170, 140, 100), max(1, round(k)), max(2, round(3 * k)))
            if next_wood is None:
                next_wood = field
        left, printed = tunnel_section_coal(state, pl, i)
        for j in range(printed):
            c = g.p(sx + 22 + j * 16, bot - 20)
            if j < printed - left:
                pygame.draw.circle(surface, (70, 56, 44), c, g.n(4))
            else:
                sprites.blit_piece(surface, "coal", c, g.n(18))
                if not wooded:
                    veil = pygame.Surface((g.n(18), g.n(18)), pygame.SRCALPHA)
                    pygame.draw.circle(veil, (20, 14, 10, 130), (g.n(9), g.n(9)), g.n(9))
                    surface.blit(veil, (c[0] - g.n(9), c[1] - g.n(9)))
        # VP and symbols on the rock above the section
        emptied = left == 0
        vp_c = g.p(sx + 20, top - 12)
        fill = theme.HIGHLIGHT if emptied else (214, 196, 160)
        panels.badge(surface, f"{r.tunnel_vp[i]}", vp_c, g.n(13), fill=fill)
        for j, sym in enumerate(r.tunnel_symbols[i]):
            sprites.blit_piece(surface, f"sym:{sym}", g.p(sx + 33 + j * 12, top - 12), g.n(13))
        view.add(("section", p, i), g.r(sx, top - 22, sw, bot - top + 22))
    assert last is not None                 # the rules print at least one tunnel section
    view.add(("wood", p, "tunnel"), (next_wood or last).inflate(g.n(10), g.n(4)))
    if shaft_flooded(state, pl):
        board_label(surface, _("shaft flooded: no digging"), g.t(11), g.p((x0 + x1) / 2, top + 4), "midtop",
               (190, 220, 250), "serif_bold")
