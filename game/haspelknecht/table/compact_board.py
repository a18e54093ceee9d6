"""The other players' boards, compact: resources, cart, markers, buildings, owned tiles, the
workers with what is planned on them, the Pinge, the shaft and the tunnel in a glance. Hit regions
use the same keys as the large board (player_board.py), so tooltips and animations find them."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame

from game.core.i18n import _, pgettext
from game.haspelknecht.queries import farm_left
from game.haspelknecht.rules import COLOURS
from game.haspelknecht.table.board_parts import (
    board_label,
    building_kind,
    check_mark,
    pinge_coal_slots,
    plan_items,
    tunnel_section_coal,
    whole_label,
    worker_done,
    worker_open,
)
from game.haspelknecht.table.geo import Geo, View
from game.haspelknecht.table.projection import arrow
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.table_api import drawn_whole

CW, CH = 222, 178          # compact board design size


def draw_compact(surface: pygame.Surface, rect: pygame.Rect, view: View, p: int, scale: float,
                 current: bool = False) -> None:
    drawn_whole(draw_compact_steps(surface, rect, view, p, scale, current))


def draw_compact_steps(surface: pygame.Surface, rect: pygame.Rect, view: View, p: int, scale: float,
                       current: bool = False) -> Iterator[None]:
    """draw_compact in steps (a generator yielding between its parts), for the table's cache to draw
    over frames at 4K (game/ui/scenes/table_layers.py)."""
    state = view.state
    pl = state.players[p]
    r = state.rules
    g = Geo(rect, CW, CH, max_stretch=1.25)
    g.tk = scale
    k = g.k
    board = g.rect
    # one texture for every seat's compact board (see player_board.draw_large)
    panels.panel(surface, board, k, radius=8, width=2 if not current else 3, seed=50,
            border=theme.HIGHLIGHT if current else theme.OAK_DARK)
    view.add(("board", p), board)
    yield
    # header
    bar = g.r(3, 3, CW - 6, 20)
    panels.panel(surface, bar, k, kind="wood", radius=5, width=1, seed=60, shadow=False)
    em = sprites.blit_piece(surface, view.owner_kind(p), g.p(13, 13), g.n(16), view.colourblind)
    view.add(("emblem", p), em)
    board_label(surface, view.name(p), g.t(13), g.p(24, 13), "midleft", theme.PARCHMENT_LIGHT, "serif_bold", max_width=g.n(120))
    end = board_label(surface, arrow(state, p), g.t(11), g.p(CW - 6, 13), "midright", theme.PARCHMENT_LIGHT, "sans_bold")
    vp = board_label(surface, _("{vp} VP").format(vp=pl.vp), g.t(13), (end.left - g.n(4), end.centery), "midright", theme.HIGHLIGHT,
                "serif_bold")
    view.add(("score", p), vp.union(end))
    # resources row
    farm = farm_left(pl)
    chips = [("farm", "food", farm[0]), ("farm", "wood", farm[1]), ("farm", "coal", farm[2]),
             ("thaler", "thaler", pl.thalers), ("debts", "debt", pl.debts)]
    for i, (key, kind, n) in enumerate(chips):
        cr = g.r(4 + i * 36, 26, 34, 22)
        pygame.draw.rect(surface, (222, 204, 164), cr, border_radius=max(1, round(4 * k)))
        sprites.blit_piece(surface, kind, (cr.left + g.n(10), cr.centery), g.n(17))
        ink = theme.DANGER if kind == "debt" and n else theme.INK
        board_label(surface, str(n), g.t(13), (cr.left + g.n(20), cr.centery), "midleft", ink, "sans_bold")
        view.add((key, p, kind) if key == "farm" else (key, p), cr)
    # cart disks and markers
    x = 5
    for c, colour in enumerate(COLOURS):
        n = pl.cart[c]
        cr = g.r(x, 51, 24, 18)
        view.add(("cart", p, colour), cr)
        if n:
            sprites.blit_piece(surface, colour, (cr.left + g.n(8), cr.centery), g.n(15))
            board_label(surface, str(n), g.t(11.5), (cr.left + g.n(16), cr.centery), "midleft", theme.INK, "sans_bold")
            x += 26
    for tile in sorted(pl.markers):
        mr = g.r(x, 51, 18, 18)
        sprites.blit_piece(surface, f"marker:{tile}", mr.center, g.n(17))
        view.add(("marker", p, tile), mr)
        x += 19
    for tile in sorted(pl.buildings):
        br = g.r(x, 49, 20, 20)
        sprites.blit_piece(surface, f"building:{tile}", br.center, g.n(20))
        view.add(("building", p, tile), br)
        x += 21
    yield
    # owned tiles, right-aligned
    from game.haspelknecht.table.devboard import hex_points, level_colour
    # The tiles stand right-aligned after the markers and buildings. In a narrow board (four players
    # in a small window) they shrink a little; a row still too full shows the latest tiles and "+N"
    # for the earlier ones (the board opened large shows them all), never a tile cut at the edge or
    # left out without a word.
    radius = g.n(9)
    half = radius * math.cos(math.radians(30))          # a pointy-top hexagon's half width
    n = len(pl.owned)
    step = 2 * half + g.n(1.5)
    room = g.p(CW - 4, 0)[0] - g.p(x + 3, 0)[0]             # from the row's last piece to the edge
    if n * step > room:
        shrink = max(0.75, room / (n * step))
        radius, half, step = radius * shrink, half * shrink, step * shrink
    fit = max(0, int(room // step))
    shown = pl.owned if fit >= n else pl.owned[n - max(0, fit - 1):] if fit > 1 else []
    cy = g.p(0, 60)[1]
    cx = g.p(CW - 4, 0)[0] - half - g.n(0.75)
    for tile in reversed(shown):
        pygame.draw.polygon(surface, level_colour(r.tiles[tile].level), hex_points(cx, cy, radius))
        T.text(surface, str(tile), "sans_bold", g.t(7.5) * radius / g.n(9), theme.PARCHMENT_LIGHT, (cx, cy), "center")
        view.add(("owned", p, tile), pygame.Rect(round(cx - half), round(cy - radius), round(2 * half), round(2 * radius)))
        cx -= step
    if len(shown) < n and fit >= 1:
        more = board_label(surface, f"+{n - len(shown)}", g.t(10), (cx + half, cy), "midright", theme.INK, "sans_bold")
        view.add(("owned_more", p), more)
    # workers
    ws = ["farmer", "farmhand"]
    ws += ["coal_miner", "haspelknecht"] if pl.exhausted else ["coal_digger"]
    if any(building_kind(state, t) == "water_mill" for t in pl.buildings):
        ws.append("water_mill")
    wwid = (CW - 8) / len(ws)
    for i, w in enumerate(ws):
        wr = g.r(4 + i * wwid, 72, wwid - 3, 44)
        fill = (226, 208, 168) if worker_open(state, pl, w) else (196, 184, 160)
        pygame.draw.rect(surface, fill, wr, border_radius=max(1, round(4 * k)))
        pygame.draw.rect(surface, theme.darken(fill, .4), wr, 1, border_radius=max(1, round(4 * k)))
        sprite = "worker:improved_farmhand" if (w == "farmhand" and pl.improved) else f"worker:{w}"
        sprites.blit_piece(surface, sprite, (wr.left + g.n(11), wr.top + g.n(13)), g.n(22))
        view.add(("worker", p, w), wr)
        items = plan_items(state, pl, w)
        xx, yy = wr.left + g.n(7), wr.top + g.n(34)
        for _name, kind, n in items:
            for _i in range(n):
                if xx > wr.right - g.n(5):
                    break
                sprites.blit_piece(surface, kind, (xx, yy), g.n(11))
                xx += g.n(9)
        if worker_done(pl, w):
            check_mark(surface, (wr.right - g.n(8), wr.top + g.n(9)), g.n(9))
    # mine summary: Pinge and tunnel as rows of coal slots
    y = 122
    if not pl.exhausted:
        # the rows' names in bold serif (the small caps are a third wider: "Tunnel", "Galerie" and
        # "Stollen" did not fit); the rows start at 44 to give them their room
        whole_label(surface, _("Pinge"), g.t(10.5), g.p(5, y + 8), "midleft", theme.INK, "serif_bold", max_width=g.n(37))
        pr = g.r(44, y, 92, 16)
        pygame.draw.rect(surface, (84, 62, 40), pr, border_radius=max(1, round(3 * k)))
        view.add(("pinge", p), pr)
        xx = 47
        for what, idx in pinge_coal_slots(state, pl):
            if what == "coal":
                if idx >= pl.pinge_taken:
                    sprites.blit_piece(surface, "coal", g.p(xx + 4, y + 8), g.n(10))
                xx += 10
            else:
                fr = g.r(xx, y + 1, 4, 14)
                if idx < pl.pinge_wood:
                    pygame.draw.rect(surface, (150, 104, 58), fr)
                else:
                    pygame.draw.rect(surface, (170, 140, 100), fr, 1)
                view.add(("wood", p, "pinge"), fr)
                xx += 6
        wpr = g.r(138, y, 30, 16)
        view.add(("water", p, "pinge"), wpr)
        if pl.pinge_water:
            sprites.blit_piece(surface, "water", (wpr.left + g.n(7), wpr.centery), g.n(13))
            board_label(surface, str(pl.pinge_water), g.t(11), (wpr.left + g.n(15), wpr.centery), "midleft", theme.WATER, "sans_bold")
    else:
        board_label(surface, _("Pinge exhausted"), g.t(11), g.p(5, y + 8), "midleft", theme.INK_SOFT, "serif_italic")
        view.add(("pinge", p), g.r(4, y, 130, 16))
        view.add(("wood", p, "pinge"), g.r(4, y, 30, 16))
        view.add(("water", p, "pinge"), g.r(138, y, 30, 16))
    # shaft
    sr = g.r(172, y, 46, 34)
    pygame.draw.rect(surface, (50, 40, 32), sr, border_radius=max(1, round(3 * k)))
    view.add(("shaft", p), sr)
    # TRANSLATORS: the caption of the shaft's box on another player's small board (about 40 px)
    board_label(surface, pgettext("board", "shaft"), g.t(9.5), (sr.centerx, sr.top + g.n(1)), "midtop", theme.PARCHMENT_DARK, "serif_italic")
    sprites.blit_piece(surface, "coal", (sr.left + g.n(9), sr.top + g.n(23)), g.n(12))
    board_label(surface, str(pl.shaft_coal), g.t(11), (sr.left + g.n(17), sr.top + g.n(23)), "midleft", theme.PARCHMENT_LIGHT, "sans_bold")
    sprites.blit_piece(surface, "water", (sr.left + g.n(31), sr.top + g.n(23)), g.n(12))
    board_label(surface, str(pl.shaft_water), g.t(11), (sr.left + g.n(38), sr.top + g.n(23)), "midleft", (160, 200, 240), "sans_bold")
    view.add(("water", p, "shaft"), pygame.Rect(sr.left + g.n(24), sr.top + g.n(14), g.n(20), g.n(18)))
    # tunnel
    y2 = y + 20
    whole_label(surface, _("Tunnel"), g.t(10.5), g.p(5, y2 + 8), "midleft", theme.INK, "serif_bold", max_width=g.n(37))
    tr = g.r(44, y2, 124, 16)
    pygame.draw.rect(surface, (40, 32, 26), tr, border_radius=max(1, round(3 * k)))
    view.add(("tunnel", p), tr)
    n = len(r.tunnel_cum)
    sw = 124 / n
    for i in range(n):
        sx = 44 + i * sw
        fr = g.r(sx + 1, y2 + 2, 3, 12)
        if pl.tunnel_wood > i:
            pygame.draw.rect(surface, (150, 104, 58), fr)
        else:
            pygame.draw.rect(surface, (120, 100, 80), fr, 1)
        left, printed = tunnel_section_coal(state, pl, i)
        for j in range(left):
            sprites.blit_piece(surface, "coal", g.p(sx + 8 + j * 6, y2 + 8), g.n(8))
        if left == 0:
            T.text(surface, str(r.tunnel_vp[i]), "sans_bold", g.t(9), theme.HIGHLIGHT, g.p(sx + 10, y2 + 8), "center")
    view.add(("wood", p, "tunnel"), g.r(44 + min(pl.tunnel_wood, n - 1) * sw, y2, sw, 16))
    # footer: pit water total and turn position
    water = pl.pinge_water + pl.shaft_water
    pos = state.order.index(p) + 1
    board_label(surface, _("pit water {water} · turn order {place}").format(water=water, place=pos), g.t(10.5), g.p(CW / 2, CH - 8), "center",
           theme.INK_SOFT, "serif_italic")
